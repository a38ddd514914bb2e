//! Position mode: the scenario's prepared position, edited on the board.

use super::LessonDoc;
use egui::Ui;

/// The position editor's state between frames.
#[derive(Default)]
pub struct PositionEditor {}

impl PositionEditor {
    pub fn ui(&mut self, ui: &mut Ui, doc: &mut LessonDoc) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(format!("{} on {}", doc.scenario().title, doc.map().name));
        });
    }
}
