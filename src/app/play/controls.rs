//! The controls a person moves with, shared by play mode and the lesson workspace: the rack of
//! the side to move (choosing a troop lights its targets on the board), the prompt of a pending
//! effect with its options and Skip, and Draw.

use super::{rack_label, side_name, side_text};
use crate::engine::{Action, Loc, LocSet, Pending, State};
use crate::notation;
use crate::pieces::{Side, Troop};
use crate::scenario::words::capitalise;
use egui::{RichText, Ui};

/// The troop chosen on the rack, kept by the caller between frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    pub selected: Option<Troop>,
}

impl Picker {
    /// The board locations to light for the chosen troop (none when `side` may not place).
    pub fn targets(&self, state: &State, enabled: bool) -> LocSet {
        match (self.selected, state.to_move()) {
            (Some(t), Some(side)) if enabled => state.placement_targets(side, t),
            _ => LocSet::default(),
        }
    }

    /// The action a click on board location `loc` makes: placing the chosen troop there, if that
    /// is legal.
    pub fn place_on(&mut self, state: &State, loc: Loc) -> Option<Action> {
        let t = self.selected?;
        let a = Action::Place(t, loc);
        if state.is_legal(&a) {
            self.selected = None;
            Some(a)
        } else {
            None
        }
    }

    /// Draws the prompt of a pending effect (when `enabled`) and the rack of `side`; returns the
    /// action chosen with a button (an effect's option, Skip or Draw). Choosing a rack troop only
    /// updates [`Self::selected`].
    pub fn ui(&mut self, ui: &mut Ui, state: &State, side: Side, enabled: bool) -> Option<Action> {
        let mut chosen = None;
        let pending = state.pending();
        if let Some(p) = pending
            && enabled
        {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(prompt_text(p)).strong());
                let mut actions = Vec::new();
                state.legal_actions(&mut actions);
                for a in actions {
                    if a == Action::Skip || matches!(a, Action::Place(..)) {
                        continue;
                    }
                    if ui.button(notation::print(state.board(), &a)).clicked() {
                        chosen = Some(a);
                    }
                }
                if ui.button("Skip").clicked() {
                    chosen = Some(Action::Skip);
                }
            });
        }
        let rack = state.rack_list(side);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!("{}'s rack:", side_name(side))).color(side_text(ui, side)),
            );
            let can_place = enabled
                && state.to_move() == Some(side)
                && matches!(pending, None | Some(Pending::Capn));
            for t in Troop::ALL {
                let n = rack.iter().filter(|&&r| r == t).count();
                if n == 0 {
                    continue;
                }
                let has_targets = can_place && !state.placement_targets(side, t).is_empty();
                let b =
                    egui::Button::new(RichText::new(rack_label(t, n)).color(side_text(ui, side)))
                        .selected(self.selected == Some(t));
                if ui.add_enabled(has_targets, b).clicked() {
                    self.selected = if self.selected == Some(t) {
                        None
                    } else {
                        Some(t)
                    };
                }
            }
            let frozen = state.frozen_list(side);
            if !frozen.is_empty() {
                let names: Vec<&str> = frozen.iter().map(|t| t.display_name()).collect();
                ui.label(format!("frozen: {}", names.join(", ")));
            }
            if enabled
                && state.to_move() == Some(side)
                && pending.is_none()
                && state.is_legal(&Action::DRAW)
            {
                ui.separator();
                if ui.button("Draw").clicked() {
                    chosen = Some(Action::DRAW);
                }
            }
        });
        if chosen.is_some() {
            self.selected = None;
        }
        chosen
    }
}

/// The words of a pending effect's prompt.
pub fn prompt_text(p: Pending) -> String {
    match p {
        Pending::Capn => "Cap'n: place another troop from the rack, or".into(),
        p => format!("{}:", capitalise(p.describe())),
    }
}
