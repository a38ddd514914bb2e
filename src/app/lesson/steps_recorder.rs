//! Recording a line by playing it: the board shows the position the line reaches, the author
//! clicks a rack troop and a lit location (or an effect's option, Skip, Draw), and each action
//! is appended to the line's text in the notation. The line's text stays the one source: the
//! recording replays it every frame, so typing in the field, undo and redo all stay in step.

use super::steps_claims::named_button;
use super::words::{line_name, rack_text, side_name};
use crate::app::i18n::lang;
use crate::engine::{Action, State};
use crate::notation::{Line, Mark};
use crate::scenario::Words;
use crate::scenario::{LineRef, StepLineError, line_start};
use crate::scenario::{Step, marked_line_text, run_line};
use egui::{RichText, Ui};
use toyforge_core::tr;
use toyforge_ui::Picker;
use toyforge_ui::board::side_colour;

/// A line being recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recording {
    /// The step's index.
    pub step: usize,
    pub line: LineRef,
    /// The line's text when recording began, for Cancel.
    original: String,
}

impl Recording {
    pub fn new(step: usize, line: LineRef, original: String) -> Recording {
        Recording {
            step,
            line,
            original,
        }
    }

    /// The line's text when recording began.
    pub fn original(&self) -> &str {
        &self.original
    }
}

/// Where a recording stands: its line replayed from where it starts.
#[derive(Clone, Debug)]
pub struct Take {
    pub start: State,
    /// The actions of the line that play.
    pub played: Vec<Action>,
    /// The position after them.
    pub state: State,
    /// Why the rest of the text does not play; the next action recorded replaces that rest.
    pub problem: Option<String>,
    /// The move marks written on the actions that play, kept when the line is rewritten.
    pub marks: Vec<Option<Mark>>,
}

impl Take {
    /// Replays line `line` of `step` from where it starts.
    pub fn of(step: &Step, line: LineRef, scenario_start: &State) -> Result<Take, StepLineError> {
        let start = line_start(step, line, scenario_start)?;
        let text = line.text(step).ok_or(StepLineError::NoSuchLine(line))?;
        let marks = Line::parse(text).map(|l| l.marks()).unwrap_or_default();
        Ok(match run_line(&start, text) {
            Ok(run) => Take {
                problem: run.refused.as_ref().map(|r| {
                    let refused = tr!(
                        lang(),
                        "le-refused",
                        n = r.number(),
                        action = r.text.as_str(),
                        why = Words::new(lang()).refusal(&r.reason)
                    );
                    tr!(lang(), "le-rec-refused", refused = refused)
                }),
                start,
                played: run.played,
                state: run.after,
                marks,
            },
            Err(e) => Take {
                problem: Some(tr!(lang(), "le-rec-unparsed", error = e.to_string())),
                state: start.clone(),
                start,
                played: Vec::new(),
                marks: Vec::new(),
            },
        })
    }

    /// The line's text with `action` played after the actions that play.
    pub fn with(&self, action: Action) -> String {
        let mut actions = self.played.clone();
        actions.push(action);
        marked_line_text(&self.start, &actions, &self.marks)
    }

    /// The line's text without its last action that plays.
    pub fn without_last(&self) -> String {
        let n = self.played.len().saturating_sub(1);
        marked_line_text(&self.start, &self.played[..n], &self.marks)
    }
}

/// What the author asked of the recorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecorderCmd {
    /// Play this action: append it to the line.
    Append(Action),
    UndoLast,
    Clear,
    /// Stop recording, keeping the line.
    Done,
    /// Stop recording and put the line back as it was.
    Cancel,
}

/// The recorder's bar: what is recorded, the side to move's rack and the effect's options,
/// Undo last action, Clear, Done and Cancel.
pub fn bar_ui(
    ui: &mut Ui,
    rec: &Recording,
    take: &Take,
    text: &str,
    picker: &mut Picker,
) -> Option<RecorderCmd> {
    let mut cmd = None;
    let state = &take.state;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr!(
                lang(),
                "le-rec-recording",
                line = line_name(rec.line),
                step = rec.step + 1
            ))
            .strong()
            .color(ui.visuals().error_fg_color),
        );
        match (state.outcome(), state.to_move()) {
            (Some(o), _) => {
                let outcome = Words::new(lang()).outcome(o);
                ui.label(tr!(lang(), "le-game-over", outcome = outcome));
            }
            (None, Some(side)) => {
                ui.label(
                    RichText::new(tr!(lang(), "le-to-move", side = side_name(side)))
                        .color(side_colour(side))
                        .strong(),
                );
            }
            (None, None) => {}
        }
        ui.separator();
        let undo = tr!(lang(), "le-rec-undo");
        if named_button(ui, !take.played.is_empty(), undo.clone(), &undo)
            .on_hover_text(tr!(lang(), "le-rec-undo-hover"))
            .on_disabled_hover_text(tr!(lang(), "le-rec-undo-none"))
            .clicked()
        {
            cmd = Some(RecorderCmd::UndoLast);
        }
        let clear = tr!(lang(), "le-rec-clear");
        if named_button(
            ui,
            !text.trim().is_empty(),
            clear,
            &tr!(lang(), "le-rec-clear-name"),
        )
        .on_hover_text(tr!(lang(), "le-rec-clear-hover"))
        .on_disabled_hover_text(tr!(lang(), "le-rec-clear-none"))
        .clicked()
        {
            cmd = Some(RecorderCmd::Clear);
        }
        let done = tr!(lang(), "le-rec-done");
        if named_button(ui, true, done, &tr!(lang(), "le-rec-done-name"))
            .on_hover_text(tr!(lang(), "le-rec-done-hover"))
            .clicked()
        {
            cmd = Some(RecorderCmd::Done);
        }
        let cancel = tr!(lang(), "le-rec-cancel");
        if named_button(ui, true, cancel, &tr!(lang(), "le-rec-cancel-name"))
            .on_hover_text(tr!(lang(), "le-rec-cancel-hover"))
            .clicked()
        {
            cmd = Some(RecorderCmd::Cancel);
        }
    });
    if let Some(p) = &take.problem {
        ui.colored_label(ui.visuals().warn_fg_color, p);
    }
    ui.horizontal_wrapped(|ui| {
        ui.weak(tr!(lang(), "le-rec-line"));
        if text.trim().is_empty() {
            ui.weak(tr!(lang(), "le-rec-line-empty"));
        } else {
            ui.label(RichText::new(text).monospace());
        }
    });
    let side = state.to_move().unwrap_or_else(|| state.turn_side());
    let enabled = state.to_move().is_some();
    if let Some(a) = picker.ui(ui, state, side, enabled) {
        cmd = Some(RecorderCmd::Append(a));
    }
    let other = side.other();
    let rack = rack_text(&state.rack_list(other));
    ui.horizontal_wrapped(|ui| {
        let label = tr!(lang(), "controls-rack", side = side_name(other));
        ui.label(RichText::new(label).color(side_colour(other)));
        ui.label(rack);
    });
    if enabled && state.pending().is_none() {
        ui.weak(tr!(lang(), "le-rec-how"));
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::Troop;
    use crate::scenario::{Candidate, Compare};
    use toyforge_core::testkit;

    fn start() -> State {
        testkit::position(
            testkit::castle_board(),
            "(to_move: blue, blue: (rack: [roxy, star], reserve: Top([capn])), \
             red: (rack: [hook]))",
        )
    }

    fn compare(line: &str) -> Step {
        Step::Compare(Compare {
            candidates: vec![Candidate {
                actions: line.into(),
                ..Default::default()
            }],
            ..Default::default()
        })
    }

    #[test]
    fn a_take_appends_and_drops_actions_in_the_notation() {
        let s = start();
        let step = compare("place star @keep-gate");
        let take = Take::of(&step, LineRef::Candidate(0), &s).unwrap();
        assert_eq!(take.played.len(), 1);
        assert_eq!(take.problem, None);
        assert_eq!(take.with(Action::DRAW), "place star @keep-gate; draw");
        assert_eq!(take.without_last(), "");
    }

    #[test]
    fn a_take_of_a_broken_line_plays_what_it_can_and_says_why() {
        let s = start();
        let step = compare("place star @keep-gate; place roxy @red-hq");
        let take = Take::of(&step, LineRef::Candidate(0), &s).unwrap();
        assert_eq!(take.played.len(), 1);
        assert!(take.problem.as_deref().unwrap().contains("action 2"));
        let step = compare("place nobody @keep-gate");
        let take = Take::of(&step, LineRef::Candidate(0), &s).unwrap();
        assert!(take.played.is_empty());
        assert!(take.problem.is_some());
        let loc = s.board().find("keep-gate").unwrap();
        assert_eq!(
            take.with(Action::Place(Troop::Roxy, loc)),
            "place roxy @keep-gate"
        );
    }
}
