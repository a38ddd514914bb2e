//! Lesson mode: the scenario's steps, edited.

use super::LessonDoc;
use egui::Ui;

/// The step editor's state between frames.
#[derive(Default)]
pub struct StepsEditor {}

impl StepsEditor {
    pub fn ui(&mut self, ui: &mut Ui, doc: &mut LessonDoc) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(format!("{} steps", doc.scenario().steps.len()));
        });
    }
}
