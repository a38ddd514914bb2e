//! The steps tab's engine section for the selected step: the soundness warnings of a puzzle
//! (lines the learner would be judged unfairly on, each with one click to add it as an
//! alternative or a wrong line) and "What would the engine play?" from the step's start (each
//! line one click from being a candidate, the solution or an alternative).
//!
//! The soundness search runs on the whole lesson off the interface thread whenever the lesson
//! changes ([`Soundness`]); until it answers the section says it is judging.

use super::engine_job::EngineJob;
use super::engine_panel::EnginePanel;
use super::focus;
use super::steps_claims::named_button;
use super::steps_fields::field_id;
use crate::app::document::Merge;
use crate::app::document::lesson::LessonEdit;
use crate::engine::State;
use crate::scenario::lines::LineRef;
use crate::scenario::soundness::{Fix, Unfair};
use crate::scenario::{
    Answer, Candidate, CheckReport, Issue, IssueKind, LoadedScenario, Scenario, Step, WrongMove,
    check_scenario,
};
use egui::{RichText, Ui};

/// The soundness warnings of the lesson, computed in the background for one version of it.
#[derive(Default)]
pub struct Soundness {
    job: Option<(Scenario, EngineJob<CheckReport>)>,
    done: Option<(Scenario, Vec<Issue>)>,
    /// While set, answers are left waiting: a search that takes its time, as tests play it.
    held: bool,
}

impl Soundness {
    /// Starts a search for this version of the lesson unless one is done or under way.
    pub fn refresh(&mut self, ctx: &egui::Context, loaded: &LoadedScenario, name: &str) {
        let current = |s: &Scenario| s == &loaded.scenario;
        if self.done.as_ref().is_some_and(|(s, _)| current(s))
            || self.job.as_ref().is_some_and(|(s, _)| current(s))
        {
            return;
        }
        let copy = loaded.clone();
        let name = name.to_string();
        let job = EngineJob::start("lesson-soundness", ctx, move || {
            check_scenario(&copy, &name)
        });
        self.job = Some((loaded.scenario.clone(), job));
    }

    /// Whether a search for this version of the lesson is done or under way.
    pub fn is_current(&self, scenario: &Scenario) -> bool {
        self.done.as_ref().is_some_and(|(s, _)| s == scenario)
            || self.job.as_ref().is_some_and(|(s, _)| s == scenario)
    }

    /// Takes an answer in; true while a search runs.
    pub fn poll(&mut self) -> bool {
        let Some((s, job)) = &mut self.job else {
            return false;
        };
        if self.held {
            return true;
        }
        if let Some(report) = job.poll() {
            self.done = Some((s.clone(), report.warnings));
        }
        if job.is_done() {
            self.job = None;
            return false;
        }
        true
    }

    /// The warnings of step `i` (0-based) for this version of the lesson; `None` while unknown.
    pub fn warnings(&self, scenario: &Scenario, i: usize) -> Option<Vec<&Issue>> {
        let (s, w) = self.done.as_ref().filter(|(s, _)| s == scenario)?;
        let _ = s;
        Some(w.iter().filter(|x| x.step == Some(i + 1)).collect())
    }

    /// Leaves answers waiting (`true`) until released (`false`), as a slow search would; a
    /// search started meanwhile replaces the one before, as it does while the author types
    /// (tests use this).
    pub fn hold(&mut self, held: bool) {
        self.held = held;
    }

    /// Waits for the search under way (tests use this).
    pub fn wait(&mut self) {
        if let Some((s, job)) = &mut self.job {
            if let Some(report) = job.wait() {
                self.done = Some((s.clone(), report.warnings));
            }
            self.job = None;
        }
    }
}

/// The accessible name of the button adding soundness warning `n` (0-based) as `what`
/// (`alternative` or `wrong line`).
pub fn add_label(what: &str, n: usize) -> String {
    format!("Add unlisted line {} as {what}", n + 1)
}

/// The section for step `i`; returns the edits made.
pub fn ui(
    ui: &mut Ui,
    sound: &mut Soundness,
    panel: &mut EnginePanel,
    scenario: &Scenario,
    i: usize,
    start: Option<&State>,
) -> Vec<(LessonEdit, Merge)> {
    let mut edits = Vec::new();
    let step = &scenario.steps[i];
    if let Step::FindMove(_) = step {
        sound.poll();
        egui::CollapsingHeader::new(RichText::new("Soundness").strong())
            .id_salt(("steps_soundness", i))
            .default_open(true)
            .show(ui, |ui| {
                match sound.warnings(scenario, i) {
                    None => {
                        ui.weak("Judging every complete turn of the puzzle...");
                    }
                    Some(w) if w.is_empty() => {
                        ui.label("Sound: every line the learner can play is judged fairly.");
                    }
                    Some(w) => {
                        let changed = egui::ScrollArea::vertical()
                            .id_salt(("steps_soundness_scroll", i))
                            .max_height(240.0)
                            .show(ui, |ui| warnings_ui(ui, step, &w))
                            .inner;
                        if let Some(step) = changed {
                            focus_new_feedback(ui.ctx(), i, &scenario.steps[i], &step);
                            edits.push((LessonEdit::SetStep { index: i, step }, Merge::Alone));
                        }
                    }
                };
            });
    }
    let uses: &[&str] = match step {
        Step::FindMove(_) => &["the solution", "an alternative", "a wrong line"],
        Step::Compare(_) => &["a candidate"],
        _ => &[],
    };
    egui::CollapsingHeader::new(RichText::new("Engine").strong())
        .id_salt(("steps_engine", i))
        .default_open(false)
        .show(ui, |ui| match start {
            None => {
                ui.weak("The step cannot start, so the engine has no position to judge.");
            }
            Some(start) => {
                if let Some((u, line)) = panel.ui(ui, start, uses)
                    && let Some(step) = record(step, uses[u], line)
                {
                    focus_new_feedback(ui.ctx(), i, &scenario.steps[i], &step);
                    edits.push((LessonEdit::SetStep { index: i, step }, Merge::Alone));
                }
            }
        });
    edits
}

/// After a line was added to puzzle `i` as a wrong line or an alternative, with a feedback to
/// write in place of the one given: that feedback field takes the focus, its text selected.
fn focus_new_feedback(ctx: &egui::Context, i: usize, before: &Step, after: &Step) {
    let (Step::FindMove(b), Step::FindMove(a)) = (before, after) else {
        return;
    };
    let line = if a.wrong.len() > b.wrong.len() {
        LineRef::Wrong(a.wrong.len() - 1)
    } else if a.alternatives.len() > b.alternatives.len() {
        LineRef::Alternative(a.alternatives.len() - 1)
    } else {
        return;
    };
    focus::ask(ctx, field_id(i, ("feedback", line)), true);
}

/// The accessible name of the button applying `fix` to soundness example `n` (0-based, counted
/// over the step's warnings).
pub fn fix_label(fix: &Fix, n: usize) -> String {
    match fix {
        Fix::Accept { .. } => add_label("alternative", n),
        Fix::MarkWrong { .. } => add_label("wrong line", n),
        Fix::Lengthen { .. } => format!("Make the wrong line longer for line {}", n + 1),
    }
}

/// The warnings of a puzzle with their buttons; gives the step changed by a click.
fn warnings_ui(ui: &mut Ui, step: &Step, w: &[&Issue]) -> Option<Step> {
    let mut changed = None;
    let mut n = 0;
    for issue in w {
        match &issue.kind {
            IssueKind::Unsound {
                kind,
                count,
                examples,
            } => {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!(
                        "{}: {count} line{}",
                        capitalised(kind.title()),
                        if *count == 1 { "" } else { "s" }
                    ),
                );
                for e in examples {
                    ui.label(RichText::new(&e.line).monospace());
                    if let Some(o) = &e.outcome {
                        ui.weak(format!("played out as {o}"));
                    }
                    ui.weak(&e.concern);
                    ui.horizontal(|ui| {
                        if let Some(fix) = &e.fix {
                            let b = named_button(ui, true, fix.label(), &fix_label(fix, n))
                                .on_hover_text(fix_hint(fix))
                                .highlight();
                            if b.clicked() {
                                changed = fixed(step, fix);
                            }
                        }
                        // An unlisted line: the author may judge it the other way.
                        let other = match (kind, &e.fix) {
                            (Unfair::UnlistedRight, _) => Some(("Mark it wrong", "a wrong line")),
                            (Unfair::AcceptedBreaksClaims, _) => {
                                Some(("Accept it", "an alternative"))
                            }
                            _ => None,
                        };
                        if let Some((label, what)) = other {
                            let name = if what == "a wrong line" {
                                add_label("wrong line", n)
                            } else {
                                add_label("alternative", n)
                            };
                            if named_button(ui, true, label, &name)
                                .on_hover_text(format!("Add the line as {what}"))
                                .clicked()
                            {
                                changed = record(step, what, e.line.clone());
                            }
                        }
                    });
                    n += 1;
                }
                if *count > examples.len() {
                    ui.weak(format!("and {} more of this kind", count - examples.len()));
                }
            }
            IssueKind::SearchCut { work, at, .. } => {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    if at.is_empty() {
                        "The check's work budget was spent before this step.".to_string()
                    } else {
                        format!(
                            "Budget reached after {work} finished turns; lines from \"{at}\" on were not judged."
                        )
                    },
                );
            }
            _ => {}
        }
    }
    changed
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn fix_hint(fix: &Fix) -> String {
    match fix {
        Fix::Accept {
            drop_wrong: Some(i),
            ..
        } => format!(
            "Add the line as an accepted alternative and remove wrong line {}",
            i + 1
        ),
        Fix::Accept { .. } => "Add the line as an accepted alternative".into(),
        Fix::MarkWrong {
            drop_alternative: Some(i),
            ..
        } => format!(
            "Remove alternative {} and add the line as a wrong line, with feedback to write",
            i + 1
        ),
        Fix::MarkWrong { .. } => "Add the line as a wrong line, with feedback to write".into(),
        Fix::Lengthen { wrong, lines } if lines.is_empty() => format!(
            "Every line going on from wrong line {} is good: remove it",
            wrong + 1
        ),
        Fix::Lengthen { wrong, lines } => format!(
            "Replace wrong line {} by {}",
            wrong + 1,
            lines
                .iter()
                .map(|l| format!("\"{l}\""))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The step with a soundness fix applied.
fn fixed(step: &Step, fix: &Fix) -> Option<Step> {
    let mut step = step.clone();
    match &mut step {
        Step::FindMove(f) => fix.apply(f),
        _ => return None,
    }
    Some(step)
}

/// The step with `line` recorded as `what` (one of the uses the section offers).
pub fn record(step: &Step, what: &str, line: String) -> Option<Step> {
    let mut step = step.clone();
    match (&mut step, what) {
        (Step::FindMove(f), "the solution") => f.solution.actions = line,
        (Step::FindMove(f), "an alternative") => f.alternatives.push(Answer {
            actions: line,
            feedback: "That works too.".into(),
            ..Default::default()
        }),
        (Step::FindMove(f), "a wrong line") => f.wrong.push(WrongMove {
            actions: line,
            feedback: "Not this one.".into(),
            ..Default::default()
        }),
        (Step::Compare(c), "a candidate") => c.candidates.push(Candidate {
            actions: line,
            claims: vec![crate::scenario::Claim::Legal],
            ..Default::default()
        }),
        _ => return None,
    }
    Some(step)
}
