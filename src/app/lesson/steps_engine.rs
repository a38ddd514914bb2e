//! The steps tab's engine section for the selected step: the soundness warnings of a puzzle
//! (lines the learner would be judged unfairly on, each with one click to add it as an
//! alternative or a wrong line) and "What would the engine play?" from the step's start (each
//! line one click from being a candidate, the solution or an alternative).
//!
//! The soundness search runs on the whole lesson off the interface thread whenever the lesson
//! changes ([`Soundness`]); until it answers the section says it is judging.

use super::engine_job::EngineJob;
use super::engine_panel::EnginePanel;
use super::steps_claims::named_button;
use crate::app::document::Merge;
use crate::app::document::lesson::LessonEdit;
use crate::app::i18n::lang;
use crate::engine::State;
use crate::scenario::{
    Answer, Candidate, CheckReport, Issue, IssueKind, LoadedScenario, Scenario, Step, WrongMove,
    check_scenario,
};
use crate::scenario::{Fix, Unfair, fix_label as fix_text, unfair_title};
use egui::{RichText, Ui};
use toyforge_core::tr;

/// The soundness warnings of the lesson, computed in the background for one version of it.
#[derive(Default)]
pub struct Soundness {
    job: Option<(Scenario, EngineJob<CheckReport>)>,
    done: Option<(Scenario, Vec<Issue>)>,
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
/// (`alternative` or `wrong`).
pub fn add_label(what: &str, n: usize) -> String {
    tr!(lang(), "le-sound-add-label", n = n + 1, what = what)
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
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-soundness")).strong())
            .id_salt(("steps_soundness", i))
            .default_open(true)
            .show(ui, |ui| {
                match sound.warnings(scenario, i) {
                    None => {
                        ui.weak(tr!(lang(), "le-sound-judging"));
                    }
                    Some(w) if w.is_empty() => {
                        ui.label(tr!(lang(), "le-sound-ok"));
                    }
                    Some(w) => {
                        let changed = egui::ScrollArea::vertical()
                            .id_salt(("steps_soundness_scroll", i))
                            .max_height(240.0)
                            .show(ui, |ui| warnings_ui(ui, step, &w))
                            .inner;
                        if let Some(step) = changed {
                            edits.push((LessonEdit::SetStep { index: i, step }, Merge::Alone));
                        }
                    }
                };
            });
    }
    let uses: &[&str] = match step {
        Step::FindMove(_) => &["solution", "alternative", "wrong"],
        Step::Compare(_) => &["candidate"],
        _ => &[],
    };
    egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-engine")).strong())
        .id_salt(("steps_engine", i))
        .default_open(false)
        .show(ui, |ui| match start {
            None => {
                ui.weak(tr!(lang(), "le-engine-no-step-start"));
            }
            Some(start) => {
                if let Some((u, line)) = panel.ui(ui, start, uses)
                    && let Some(step) = record(step, uses[u], line)
                {
                    edits.push((LessonEdit::SetStep { index: i, step }, Merge::Alone));
                }
            }
        });
    edits
}

/// The accessible name of the button applying `fix` to soundness example `n` (0-based, counted
/// over the step's warnings).
pub fn fix_label(fix: &Fix, n: usize) -> String {
    match fix {
        Fix::Accept { .. } => add_label("alternative", n),
        Fix::MarkWrong { .. } => add_label("wrong", n),
        Fix::Lengthen { .. } => tr!(lang(), "le-sound-lengthen-label", n = n + 1),
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
                    tr!(
                        lang(),
                        "le-sound-kind",
                        kind = capitalised(&unfair_title(lang(), *kind)),
                        n = *count
                    ),
                );
                for e in examples {
                    ui.label(RichText::new(&e.line).monospace());
                    if let Some(o) = &e.outcome {
                        ui.weak(tr!(lang(), "le-sound-played-out", outcome = o.as_str()));
                    }
                    ui.weak(e.concern_in(lang()));
                    ui.horizontal(|ui| {
                        if let Some(fix) = &e.fix {
                            let text = fix_text(lang(), fix);
                            let b = named_button(ui, true, text, &fix_label(fix, n))
                                .on_hover_text(fix_hint(fix))
                                .highlight();
                            if b.clicked() {
                                changed = fixed(step, fix);
                            }
                        }
                        // An unlisted line: the author may judge it the other way.
                        let other = match (kind, &e.fix) {
                            (Unfair::UnlistedRight, _) => {
                                Some((tr!(lang(), "le-sound-mark-wrong"), "wrong"))
                            }
                            (Unfair::AcceptedBreaksClaims, _) => {
                                Some((tr!(lang(), "le-sound-accept"), "alternative"))
                            }
                            _ => None,
                        };
                        if let Some((label, what)) = other {
                            let name = add_label(what, n);
                            if named_button(ui, true, label, &name)
                                .on_hover_text(tr!(lang(), "le-sound-add-hover", what = what))
                                .clicked()
                            {
                                changed = record(step, what, e.line.clone());
                            }
                        }
                    });
                    n += 1;
                }
                if *count > examples.len() {
                    ui.weak(tr!(lang(), "le-sound-more", n = count - examples.len()));
                }
            }
            IssueKind::SearchCut { work, at, .. } => {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    if at.is_empty() {
                        tr!(lang(), "le-sound-budget-spent")
                    } else {
                        tr!(lang(), "le-sound-budget", n = *work, line = at.as_str())
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
        } => tr!(lang(), "le-fix-accept-drop", n = i + 1),
        Fix::Accept { .. } => tr!(lang(), "le-fix-accept"),
        Fix::MarkWrong {
            drop_alternative: Some(i),
            ..
        } => tr!(lang(), "le-fix-wrong-drop", n = i + 1),
        Fix::MarkWrong { .. } => tr!(lang(), "le-fix-wrong"),
        Fix::Lengthen { wrong, lines } if lines.is_empty() => {
            tr!(lang(), "le-fix-drop-wrong", n = wrong + 1)
        }
        Fix::Lengthen { wrong, lines } => {
            let quoted: Vec<String> = lines
                .iter()
                .map(|l| tr!(lang(), "le-quoted", line = l.as_str()))
                .collect();
            let lines = quoted.join(&tr!(lang(), "rack-separator"));
            tr!(lang(), "le-fix-replace-wrong", n = wrong + 1, lines = lines)
        }
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
        (Step::FindMove(f), "solution") => f.solution.actions = line,
        (Step::FindMove(f), "alternative") => f.alternatives.push(Answer {
            actions: line,
            feedback: "That works too.".into(),
            ..Default::default()
        }),
        (Step::FindMove(f), "wrong") => f.wrong.push(WrongMove {
            actions: line,
            feedback: "Not this one.".into(),
            ..Default::default()
        }),
        (Step::Compare(c), "candidate") => c.candidates.push(Candidate {
            actions: line,
            claims: vec![crate::scenario::Claim::Legal],
            ..Default::default()
        }),
        _ => return None,
    }
    Some(step)
}
