//! The controls a person moves with, shared by play mode and the lesson workspace: the rack of
//! the side to move (choosing a troop lights its targets on the board), the prompt of a pending
//! effect with its options and Skip, and Draw.

use crate::board::{Marks, side_text, troop_glyph};
use crate::engine::{Action, Loc, LocSet, Pending, State};
use crate::notation;
use crate::pieces::{Side, Troop};
use crate::scenario::words::{capitalise, side_name};
use egui::{RichText, Ui};

/// The troop chosen on the rack, and why the last click on the board placed nothing; kept by
/// the caller between frames.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    pub selected: Option<Troop>,
    /// Why the last click on the board was refused, in words (shown under the rack until the
    /// next choice).
    refusal: Option<String>,
}

impl Picker {
    /// The board locations to light for the chosen troop (none when `side` may not place).
    pub fn targets(&self, state: &State, enabled: bool) -> LocSet {
        match (self.selected, state.to_move()) {
            (Some(t), Some(side)) if enabled => state.placement_targets(side, t),
            _ => LocSet::default(),
        }
    }

    /// The board's marks for the person moving: the chosen troop's targets lit, and on every
    /// other location why a placement there is refused (shown when it is hovered).
    pub fn marks(&self, state: &State, enabled: bool) -> Marks {
        let targets = self.targets(state, enabled);
        let reasons = if enabled {
            state
                .board()
                .locations()
                .filter(|&l| !targets.contains(l))
                .filter_map(|l| Some((l, self.reason(state, l)?)))
                .collect()
        } else {
            Vec::new()
        };
        Marks {
            targets,
            reasons,
            ..Marks::default()
        }
    }

    /// Why nothing is placed on `loc` by a click now, in the engine's words; `None` when a
    /// click there places the chosen troop.
    pub fn reason(&self, state: &State, loc: Loc) -> Option<String> {
        let side = state.to_move()?;
        if let Some(p) = state.pending().filter(|&p| p != Pending::Capn) {
            return Some(format!(
                "{} waits for an answer: choose one under the board, or Skip",
                capitalise(p.describe())
            ));
        }
        let id = state.board().id(loc);
        match self.selected {
            Some(t) => state
                .check(&Action::Place(t, loc))
                .err()
                .map(|e| format!("{} cannot go on @{id}: {e}", t.display_name())),
            None => Some(unchosen_reason(state, side, loc)),
        }
    }

    /// The action a click on board location `loc` makes: placing the chosen troop there, if that
    /// is legal. Otherwise the reason it is refused is kept for [`Self::ui`] to show.
    pub fn place_on(&mut self, state: &State, loc: Loc) -> Option<Action> {
        if let Some(t) = self.selected
            && state.pending().is_none_or(|p| p == Pending::Capn)
        {
            let a = Action::Place(t, loc);
            if state.is_legal(&a) {
                self.selected = None;
                self.refusal = None;
                return Some(a);
            }
        }
        self.refusal = self.reason(state, loc);
        None
    }

    /// Why the last click on the board placed nothing.
    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    /// Draws the prompt of a pending effect (when `enabled`) and the rack of `side`; returns the
    /// action chosen with a button (an effect's option, Skip or Draw). Choosing a rack troop only
    /// updates [`Self::selected`].
    pub fn ui(&mut self, ui: &mut Ui, state: &State, side: Side, enabled: bool) -> Option<Action> {
        let mut chosen = None;
        let pending = state.pending();
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
                let glyph =
                    troop_glyph(side, t, ui.text_style_height(&egui::TextStyle::Body) + 2.0);
                let text = RichText::new(rack_label(t, n)).color(side_text(ui, side));
                let b = egui::Button::new((glyph, text)).selected(self.selected == Some(t));
                if ui.add_enabled(has_targets, b).clicked() {
                    self.refusal = None;
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
        if enabled && let Some(a) = self.action_row(ui, state, side) {
            chosen = Some(a);
        }
        if chosen.is_some() {
            self.selected = None;
            self.refusal = None;
        }
        chosen
    }

    /// One row under the rack, always there so that the board never moves when it changes:
    /// the prompt of a pending effect with its answers and Skip, then why the last click was
    /// refused or what to do next. Returns the answer chosen.
    fn action_row(&self, ui: &mut Ui, state: &State, side: Side) -> Option<Action> {
        let height = ui.spacing().interact_size.y;
        let width = ui.available_width();
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        ui.allocate_ui_with_layout(egui::vec2(width, height), layout, |ui| {
            ui.set_min_size(egui::vec2(width, height));
            let chosen = state.pending().and_then(|p| prompt_ui(ui, state, p));
            let text = match (&self.refusal, self.selected, state.pending()) {
                (Some(r), _, _) => {
                    let text = format!("Refused: {r}");
                    let rich = RichText::new(&text).color(ui.visuals().warn_fg_color);
                    ui.add(egui::Label::new(rich).truncate())
                        .on_hover_text(text);
                    return chosen;
                }
                (None, Some(t), _) => format!(
                    "Click a lit location to place {}; hover another to see why it is not lit.",
                    t.display_name()
                ),
                (None, None, None) if state.to_move() == Some(side) => {
                    "Choose a troop on the rack to light where it may go.".to_string()
                }
                _ => return chosen,
            };
            ui.add(egui::Label::new(RichText::new(text).weak()).truncate());
            chosen
        })
        .inner
    }
}

/// The prompt of the pending effect `p` with a button for each answer and Skip; returns the
/// answer chosen.
fn prompt_ui(ui: &mut Ui, state: &State, p: Pending) -> Option<Action> {
    let mut chosen = None;
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
    ui.separator();
    chosen
}

/// Why a click on `loc` with no troop chosen places nothing: which of `side`'s rack troops
/// could go there, or the engine's reason the strongest of them cannot.
fn unchosen_reason(state: &State, side: Side, loc: Loc) -> String {
    let rack = state.rack_list(side);
    let mut kinds: Vec<Troop> = Troop::ALL
        .into_iter()
        .filter(|t| rack.contains(t))
        .collect();
    kinds.reverse();
    let fits: Vec<&str> = kinds
        .iter()
        .filter(|&&t| state.is_legal(&Action::Place(t, loc)))
        .map(|t| t.display_name())
        .collect();
    if !fits.is_empty() {
        return format!(
            "Choose a troop on the rack first: {} may go here",
            fits.join(", ")
        );
    }
    match kinds.first() {
        Some(&t) => match state.check(&Action::Place(t, loc)) {
            Err(e) => format!("No troop on {}'s rack may go here: {e}", side_name(side)),
            Ok(()) => "Choose a troop on the rack first".to_string(),
        },
        None => format!("{}'s rack is empty", side_name(side)),
    }
}

/// The words of a pending effect's prompt.
pub fn prompt_text(p: Pending) -> String {
    match p {
        Pending::Capn => "Cap'n: place another troop from the rack, or".into(),
        p => format!("{}:", capitalise(p.describe())),
    }
}

/// The label of a rack troop's button.
pub fn rack_label(troop: Troop, count: usize) -> String {
    format!("{} {} ×{count}", troop.code(), troop.display_name())
}
