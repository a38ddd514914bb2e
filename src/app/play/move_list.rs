//! The move list, in the action notation; clicking a move shows the position after it.

use super::{PlaySession, side_text};
use crate::app::i18n::lang;
use crate::notation;
use crate::pieces::Side;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// The label of the `i`-th move (from 0) in the list.
pub fn move_label(i: usize, side: Side, text: &str) -> String {
    tr!(
        lang(),
        "play-move",
        n = i + 1,
        side = side.name(),
        text = text
    )
}

/// Shows the log; returns how many actions to replay when a move (or the start) is clicked.
pub fn show(ui: &mut Ui, s: &PlaySession) -> Option<usize> {
    let mut jump = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if ui
                .selectable_label(s.cursor() == 0, tr!(lang(), "play-start-of-game"))
                .clicked()
            {
                jump = Some(0);
            }
            for (i, (side, a)) in s.log().iter().enumerate() {
                let text = move_label(i, *side, &notation::print(s.board(), a));
                let mut rich = RichText::new(text).color(side_text(ui, *side));
                if i >= s.cursor() {
                    rich = rich.weak();
                }
                if ui.selectable_label(s.cursor() == i + 1, rich).clicked() {
                    jump = Some(i + 1);
                }
            }
        });
    jump
}
