//! The board column of the steps tab: what the board shows (the step's start, a line chosen
//! with Show, or the recording under way) and the rows kept above it, sized from the window
//! alone so that nothing under the pointer moves when notes come and go.

use super::steps_claims::OK_COLOUR;
use super::steps_fields::Pick;
use super::steps_recorder::Take;
use super::steps_slots::{elided, rows_height, slot};
use super::words::{rack_text, side_name};
use crate::app::i18n::lang;
use crate::engine::State;
use crate::pieces::Side;
use crate::scenario::Step;
use crate::scenario::Words;
use egui::{Rect, RichText, Ui};
use toyforge_core::tr;
use toyforge_ui::board::{Marks, side_text};

/// Rows kept under the board for the recorder.
pub(super) const RECORDER_ROWS: usize = 8;

/// The height kept above the board: what it shows, who moves, each side's medals and rack (in
/// small text) and a note of two rows.
pub(super) fn header_height(ui: &Ui) -> f32 {
    let small = ui.text_style_height(&egui::TextStyle::Small) + ui.spacing().item_spacing.y;
    rows_height(ui, 4) + 2.0 * small
}

/// How a note above the board reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tone {
    Ok,
    Error,
    Weak,
}

/// What the board shows, and the notes above it.
pub(super) struct BoardView {
    pub title: String,
    /// A line's outcome, why it cannot be shown, or what a click does.
    pub note: Option<(String, Tone)>,
    pub state: State,
    pub marks: Marks,
    /// The recording under way, whose next action a click plays.
    pub take: Option<Take>,
}

impl BoardView {
    pub fn plain(title: String, state: State) -> BoardView {
        BoardView {
            title,
            note: None,
            state,
            marks: Marks::default(),
            take: None,
        }
    }
}

/// Draws `add` in a child of `ui` filling `rect`, clipped to it.
pub(super) fn in_rect<R>(ui: &mut Ui, rect: Rect, add: impl FnOnce(&mut Ui) -> R) -> R {
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut child)
}

/// The rows above the board: what it shows, who moves, each side's medals and rack, and a
/// note cut to two rows (the whole note on hover); or why there is no board.
pub(super) fn header_ui(ui: &mut Ui, view: &Result<BoardView, String>) {
    let error = ui.visuals().error_fg_color;
    let view = match view {
        Ok(v) => v,
        Err(e) => {
            elided(ui, e, error, 3);
            return;
        }
    };
    let strong = ui.visuals().strong_text_color();
    elided(ui, &view.title, strong, 1);
    state_lines(ui, &view.state);
    slot(ui, 2, |ui| {
        if let Some((text, tone)) = &view.note {
            let colour = match tone {
                Tone::Ok => OK_COLOUR,
                Tone::Error => error,
                Tone::Weak => ui.visuals().weak_text_color(),
            };
            elided(ui, text, colour, 2);
        }
    });
}

/// An Explain step's highlights and arrows on the board, and the arrow's start being picked.
pub(super) fn explain_marks(step: &Step, state: &State, pick: &Pick) -> Marks {
    let b = state.board();
    let find = |id: &str| b.find(id.trim_start_matches('@'));
    let mut marks = Marks::default();
    if let Step::Explain(e) = step {
        marks.highlight = e.highlight.iter().filter_map(|h| find(h)).collect();
        marks.arrows = e
            .arrows
            .iter()
            .filter_map(|a| Some((find(&a.from)?, find(&a.to)?)))
            .collect();
    }
    if let Pick::Arrow(Some(from)) = pick {
        marks.chosen = find(from);
    }
    marks
}

/// Who moves and each side's medals, rack and reserve, above the board.
pub(super) fn state_lines(ui: &mut Ui, state: &State) {
    match (state.outcome(), state.to_move()) {
        (Some(o), _) => {
            let outcome = Words::new(lang()).outcome(o);
            ui.label(RichText::new(tr!(lang(), "le-game-over", outcome = outcome)).strong());
        }
        (None, Some(side)) => {
            let what = match state.pending() {
                Some(p) => tr!(
                    lang(),
                    "le-to-answer",
                    side = side_name(side),
                    effect = Words::new(lang()).effect(p)
                ),
                None => tr!(lang(), "le-to-move", side = side_name(side)),
            };
            ui.label(RichText::new(what).color(side_text(ui, side)).strong());
        }
        (None, None) => {}
    }
    for side in Side::ALL {
        let rack = rack_text(&state.rack_list(side));
        ui.label(
            RichText::new(tr!(
                lang(),
                "le-side-state",
                side = side_name(side),
                n = state.medals(side),
                of = state.board().target(side),
                rack = rack,
                reserve = state.reserve_len(side)
            ))
            .color(side_text(ui, side))
            .small(),
        );
    }
}
