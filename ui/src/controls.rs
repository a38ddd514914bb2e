//! The controls a person moves with, shared by play mode and the lesson workspace: the rack of
//! the side to move (choosing a troop lights its targets on the board), the prompt of a pending
//! effect with its options and Skip, and Draw.

use crate::board::{Marks, side_text, troop_glyph};
use crate::engine::{Action, Illegal, IllegalKind, Loc, LocSet, Pending, State};
use crate::notation;
use crate::pieces::{Side, Troop};
use crate::scenario::{Words, capitalise};
use egui::{RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// The troop chosen on the rack, and why the last click on the board placed nothing; kept by
/// the caller between frames.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    pub selected: Option<Troop>,
    /// Why the last click on the board was refused, in words (shown under the rack until the
    /// next choice).
    refusal: Option<String>,
    /// The language of its words (set from the view's language by [`Self::ui`]).
    pub lang: Lang,
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
        let w = Words::new(self.lang);
        if let Some(p) = state.pending().filter(|&p| p != Pending::Capn) {
            let effect = capitalise(&w.effect(p));
            return Some(tr!(self.lang, "controls-waits", effect = effect));
        }
        match self.selected {
            Some(t) => state.check(&Action::Place(t, loc)).err().map(|e| {
                tr!(
                    self.lang,
                    "controls-cannot-go",
                    troop = w.troop(t),
                    place = state.board().sentence_name(loc),
                    why = learner_refusal(w, state, side, t, loc, &e)
                )
            }),
            None => Some(unchosen_reason(w, state, side, loc)),
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
        self.lang = crate::i18n::language(ui);
        let (l, w) = (self.lang, Words::new(self.lang));
        let pending = state.pending();
        let rack = state.rack_list(side);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tr!(l, "controls-rack", side = w.side(side)))
                    .color(side_text(ui, side)),
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
                let text = RichText::new(rack_label_in(l, t, n)).color(side_text(ui, side));
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
            if rack.is_empty() {
                // Said, not left blank after the side's name (a game's end, a side that has
                // played every troop).
                ui.weak(tr!(l, "board-empty"));
            }
            let frozen = state.frozen_list(side);
            if !frozen.is_empty() {
                let names: Vec<String> = frozen.iter().map(|&t| w.troop(t).into()).collect();
                ui.label(tr!(l, "controls-frozen", troops = w.list(&names)));
            }
            if enabled
                && state.to_move() == Some(side)
                && pending.is_none()
                && state.is_legal(&Action::DRAW)
            {
                ui.separator();
                if ui.button(tr!(l, "controls-draw")).clicked() {
                    chosen = Some(Action::DRAW);
                }
            }
        });
        if enabled {
            if let Some(a) = self.action_row(ui, state, side) {
                chosen = Some(a);
            }
        } else {
            // The row stays while the other side moves, so the board keeps its size.
            sentence_row(ui, |_, _| ());
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
        let l = self.lang;
        sentence_row(ui, |ui, rows| {
            let chosen = state.pending().and_then(|p| prompt_ui(ui, l, state, p));
            let text = match (&self.refusal, self.selected, state.pending()) {
                (Some(r), _, _) => {
                    let text = tr!(l, "controls-refused", why = r.as_str());
                    let rich = RichText::new(&text).color(ui.visuals().warn_fg_color);
                    row_label(ui, rich, rows).on_hover_text(text);
                    return chosen;
                }
                (None, Some(t), _) => {
                    let troop = Words::new(l).troop(t);
                    // A finger taps where a mouse hovers.
                    if ui.input(|i| i.has_touch_screen()) {
                        tr!(l, "controls-place-chosen-touch", troop = troop)
                    } else {
                        tr!(l, "controls-place-chosen", troop = troop)
                    }
                }
                (None, None, None) if state.to_move() == Some(side) => {
                    tr!(l, "controls-choose-troop")
                }
                _ => return chosen,
            };
            row_label(ui, RichText::new(text).weak(), rows);
            chosen
        })
    }
}

/// Rows narrower than this (a phone's column) give a [`sentence_row`] two lines.
const TWO_LINE_ROW: f32 = 560.0;

/// A row of the whole width for a sentence that changes as the game goes on, always there and
/// of one height, so that neither the board above it nor what is below moves when its sentence
/// does. A phone's column is too narrow for most such sentences on one line (a refusal's reason
/// above all, which a finger cannot hover to read whole), so there the row keeps room for two
/// lines. `add` fills it, told how many lines it has (for [`row_label`]).
pub fn sentence_row<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui, usize) -> R) -> R {
    let width = ui.available_width();
    let rows = if width < TWO_LINE_ROW { 2 } else { 1 };
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let height = ui.spacing().interact_size.y.max(line * rows as f32);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(width, height), layout, |ui| {
        ui.set_min_size(egui::vec2(width, height));
        add(ui, rows)
    })
    .inner
}

/// A sentence of a [`sentence_row`] on at most `rows` lines, wrapped at words and ended by "…"
/// when it needs more.
pub fn row_label(ui: &mut Ui, text: RichText, rows: usize) -> egui::Response {
    if rows <= 1 {
        return ui.add(egui::Label::new(text).truncate());
    }
    let wrapping = egui::text::TextWrapping {
        max_width: ui.available_width(),
        max_rows: rows,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let galley = egui::WidgetText::from(text).into_galley_impl(
        ui.ctx(),
        ui.style(),
        wrapping,
        egui::FontSelection::Default,
        ui.text_valign(),
    );
    ui.add(egui::Label::new(galley))
}

/// The prompt of the pending effect `p` with a button for each answer and Skip; returns the
/// answer chosen.
fn prompt_ui(ui: &mut Ui, l: Lang, state: &State, p: Pending) -> Option<Action> {
    let mut chosen = None;
    ui.label(RichText::new(prompt_text_in(l, p)).strong());
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
    if ui.button(tr!(l, "controls-skip")).clicked() {
        chosen = Some(Action::Skip);
    }
    ui.separator();
    chosen
}

/// Why a click on `loc` with no troop chosen places nothing: which of `side`'s rack troops
/// could go there, or the engine's reason the strongest of them cannot.
/// Why `side` may not place `t` on `loc`, in a learner's words: the board's names and the
/// troops' names of the language, never an id or a rule's code; the engine's own reason for the
/// refusals a learner's click cannot meet (a troop not on the rack, say).
fn learner_refusal(w: Words, state: &State, side: Side, t: Troop, loc: Loc, e: &Illegal) -> String {
    let l = w.lang;
    match e.kind {
        IllegalKind::Covering => match state.top(loc) {
            Some(top) => tr!(
                l,
                "controls-why-covering",
                troop = w.troop(t),
                code = t.code().to_string(),
                top = w.troop(top.troop()),
                top_code = top.troop().code().to_string()
            ),
            None => w.refusal(e),
        },
        IllegalKind::Connection => tr!(l, "controls-why-connection", side = w.side(side)),
        IllegalKind::Terrain => {
            let list: Vec<String> = state
                .board()
                .allowed_strengths(loc)
                .unwrap_or_default()
                .iter()
                .map(|x| x.to_string())
                .collect();
            tr!(l, "controls-why-terrain", list = list.join(", "))
        }
        IllegalKind::OwnHq => tr!(l, "controls-why-own-hq", side = w.side(side)),
        _ => w.refusal(e),
    }
}

fn unchosen_reason(w: Words, state: &State, side: Side, loc: Loc) -> String {
    let rack = state.rack_list(side);
    let mut kinds: Vec<Troop> = Troop::ALL
        .into_iter()
        .filter(|t| rack.contains(t))
        .collect();
    kinds.reverse();
    let fits: Vec<String> = kinds
        .iter()
        .filter(|&&t| state.is_legal(&Action::Place(t, loc)))
        .map(|&t| w.troop(t).to_string())
        .collect();
    let l = w.lang;
    if !fits.is_empty() {
        let n = fits.len();
        return tr!(
            l,
            "controls-choose-first-fits",
            troops = w.list(&fits),
            n = n
        );
    }
    match kinds.first() {
        Some(&t) => match state.check(&Action::Place(t, loc)) {
            Err(e) => tr!(
                l,
                "controls-none-fits",
                side = w.side(side),
                why = learner_refusal(w, state, side, t, loc, &e)
            ),
            Ok(()) => tr!(l, "controls-choose-first"),
        },
        None => tr!(l, "controls-rack-empty", side = w.side(side)),
    }
}

/// The words of a pending effect's prompt, in English.
pub fn prompt_text(p: Pending) -> String {
    prompt_text_in(Lang::En, p)
}

/// The words of a pending effect's prompt.
pub fn prompt_text_in(l: Lang, p: Pending) -> String {
    match p {
        Pending::Capn => tr!(l, "controls-prompt-capn"),
        p => tr!(
            l,
            "controls-prompt",
            effect = capitalise(&Words::new(l).effect(p))
        ),
    }
}

/// The label of a rack troop's button, in English.
pub fn rack_label(troop: Troop, count: usize) -> String {
    rack_label_in(Lang::En, troop, count)
}

/// The label of a rack troop's button: its value, its name and how many.
pub fn rack_label_in(l: Lang, troop: Troop, count: usize) -> String {
    let name = Words::new(l).troop(troop);
    let code = troop.code().to_string();
    tr!(
        l,
        "controls-rack-troop",
        code = code,
        troop = name,
        n = count
    )
}
