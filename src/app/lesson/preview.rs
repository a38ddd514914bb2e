//! Preview: the lesson as a learner goes through it.

use super::LessonDoc;
use egui::Ui;

/// The preview's state between frames.
#[derive(Default)]
pub struct Preview {}

impl Preview {
    pub fn ui(&mut self, ui: &mut Ui, doc: &mut LessonDoc) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(format!("{} steps", doc.scenario().steps.len()));
        });
    }
}
