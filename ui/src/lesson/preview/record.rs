//! The learner's record of each step (how it went, hints, misses) and the lesson's totals for
//! the summary, with the status dot the list of steps paints for a record.

use super::success_colour;
use crate::lesson::step_run::{RunKind, StepRun};
use egui::{Color32, Ui};
use serde::{Deserialize, Serialize};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// How a step went, from worst to best.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum StepResult {
    /// Not opened yet.
    #[default]
    Unseen,
    /// Opened, not finished.
    Seen,
    /// Left unsolved (a puzzle, a practice game or a step that cannot start).
    Skipped,
    /// The puzzle's solution was shown.
    Revealed,
    /// Read, looked at, stepped through to the end.
    Done,
    /// The puzzle solved or the practice goal reached.
    Solved,
}

impl StepResult {
    /// The result in words.
    pub fn describe(self, l: Lang, first_try: bool) -> String {
        let key = match self {
            StepResult::Unseen => "unseen",
            StepResult::Seen => "seen",
            StepResult::Skipped => "skipped",
            StepResult::Revealed => "revealed",
            StepResult::Done => "done",
            StepResult::Solved if first_try => "first_try",
            StepResult::Solved => "solved",
        };
        tr!(l, "step-result", result = key)
    }
}

/// Paints a step's status as a small dot: hollow when not opened, a ring when opened, grey
/// when skipped, amber when the solution was shown, green when done or solved (with a gold ring
/// when solved at the first try).
pub(super) fn status_dot(ui: &mut Ui, r: &StepRecord) -> egui::Response {
    let h = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(h, h), egui::Sense::hover());
    let c = rect.center();
    let radius = h * 0.3;
    let p = ui.painter();
    let weak = ui.visuals().weak_text_color();
    let green = success_colour(ui);
    match r.result {
        StepResult::Unseen => {
            p.circle_stroke(c, radius, egui::Stroke::new(1.0, weak));
        }
        StepResult::Seen => {
            p.circle_stroke(c, radius, egui::Stroke::new(1.5, ui.visuals().text_color()));
            p.circle_filled(c, radius * 0.4, ui.visuals().text_color());
        }
        StepResult::Skipped => {
            p.circle_filled(c, radius, weak);
        }
        StepResult::Revealed => {
            p.circle_filled(c, radius, ui.visuals().warn_fg_color);
        }
        StepResult::Done => {
            p.circle_filled(c, radius, green);
        }
        StepResult::Solved => {
            p.circle_filled(c, radius, green);
            if r.first_try {
                p.circle_stroke(
                    c,
                    radius + 2.0,
                    egui::Stroke::new(1.5, Color32::from_rgb(220, 170, 30)),
                );
            }
        }
    }
    resp
}

/// The learner's record of one step, kept across restarts of the step (and, in the web player,
/// across visits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct StepRecord {
    pub result: StepResult,
    /// Solved with no wrong attempt, no missed goal and no solution shown.
    pub first_try: bool,
    /// The most hints shown at once.
    pub hints: usize,
    /// Wrong attempts (puzzle) or missed goals (practice), over every try.
    pub misses: u32,
    /// The solution was shown at some point.
    pub revealed: bool,
    /// Misses of the runs before the current one.
    #[serde(skip)]
    pub(super) earlier_misses: u32,
}

impl StepRecord {
    /// Updates the record from the step's current run.
    pub(super) fn note(&mut self, run: &StepRun) {
        self.hints = self.hints.max(run.hints_shown());
        self.misses = self.earlier_misses + run.misses();
        let revealed = matches!(&run.kind, RunKind::FindMove(p) if p.is_revealed());
        self.revealed |= revealed;
        let now = if !run.is_finished() {
            StepResult::Seen
        } else if revealed {
            StepResult::Revealed
        } else if run.is_exercise() {
            StepResult::Solved
        } else {
            StepResult::Done
        };
        if now > self.result {
            if now == StepResult::Solved {
                self.first_try = self.misses == 0 && !self.revealed;
            }
            self.result = now;
        }
    }

    /// The run is left (or restarted): its misses stay counted.
    pub(super) fn close_run(&mut self) {
        self.earlier_misses = self.misses;
    }
}

/// The lesson's totals, for the summary at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub steps: usize,
    /// Puzzles and practice games.
    pub exercises: usize,
    pub solved: usize,
    pub first_try: usize,
    pub revealed: usize,
    pub skipped: usize,
    /// Steps not done: not read, stepped through, solved or with the solution shown.
    pub unfinished: usize,
    pub hints: usize,
}
