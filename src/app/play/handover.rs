//! The hand-over between two people at one screen: between turns the racks are hidden until
//! the player whose turn it is says they are ready, so that neither sees the other's troops.

use super::{side_name, side_text};
use crate::app::i18n::lang;
use crate::pieces::Side;
use egui::{Key, RichText, Ui};
use toyforge_core::tr;

/// The label of the button the next player presses, in the app's language.
pub fn ready_label() -> String {
    tr!(lang(), "play-ready")
}

/// Whose rack was last shown, kept by the play screen between frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Handover {
    /// The side that pressed [`ready_label`] last; `None` before the game's first turn.
    ready: Option<Side>,
}

impl Handover {
    /// Whether the screen between turns is up: `to_move` has not said it is ready yet.
    /// `private` is whether the racks are to be hidden at all (two people share the screen,
    /// the game goes on and the racks are not all shown face up).
    pub fn waiting(&self, private: bool, to_move: Side) -> bool {
        private && self.ready != Some(to_move)
    }

    /// Forgets who was ready: the next turn starts with the screen up.
    pub fn reset(&mut self) {
        self.ready = None;
    }

    /// Draws the screen between turns for `side` in place of the racks; returns whether the
    /// player pressed [`ready_label`] (or Space or Enter, when no text field has the keyboard).
    pub fn ui(&mut self, ui: &mut Ui, side: Side) -> bool {
        let mut ready = false;
        ui.vertical_centered(|ui| {
            ui.add_space(4.0);
            ui.label(
                RichText::new(tr!(lang(), "play-turn-of", side = side_name(side)))
                    .heading()
                    .color(side_text(ui, side)),
            );
            ui.label(tr!(lang(), "play-hand-over", side = side_name(side)));
            let button = egui::Button::new(RichText::new(ready_label()).strong())
                .min_size(egui::vec2(120.0, ui.spacing().interact_size.y * 1.4));
            ready = ui.add(button).clicked();
            ui.add_space(4.0);
        });
        let keys = !ui.ctx().egui_wants_keyboard_input()
            && ui.input(|i| i.key_pressed(Key::Space) || i.key_pressed(Key::Enter));
        if ready || keys {
            self.ready = Some(side);
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screen_waits_for_the_side_to_move_and_only_in_private() {
        let mut h = Handover::default();
        assert!(h.waiting(true, Side::Blue), "the first turn starts hidden");
        assert!(!h.waiting(false, Side::Blue), "nothing to hide");
        h.ready = Some(Side::Blue);
        assert!(!h.waiting(true, Side::Blue), "Blue is ready");
        assert!(h.waiting(true, Side::Red), "Red's turn hides Blue's rack");
        h.reset();
        assert!(h.waiting(true, Side::Blue));
    }
}
