//! The steps tab's engine section for the selected step: the soundness warnings of a puzzle
//! (lines the learner would be judged unfairly on, each with one click to add it as an
//! alternative or a wrong line) and "What would the engine play?" from the step's start (each
//! line one click from being a candidate, the solution or an alternative).
//!
//! The soundness search runs on the whole lesson off the interface thread whenever the lesson
//! changes ([`Soundness`], a [`Job`]: a new search stops the one before); until it answers the
//! section shows its progress with a button that cancels it.

use super::engine_panel::EnginePanel;
use super::focus;
use super::steps_claims::named_button;
use super::steps_fields::field_id;
use crate::app::document::Merge;
use crate::app::document::lesson::LessonEdit;
use crate::app::i18n::lang;
use crate::app::jobs;
use crate::control::Cancelled;
use crate::engine::State;
use crate::scenario::capitalise;
use crate::scenario::{
    Answer, Budget, Candidate, CheckReport, Issue, IssueKind, LoadedScenario, Scenario, Step,
    WrongMove, check_scenario_with,
};
use crate::scenario::{Fix, LineRef, Sight, Unfair, fix_label as fix_text, unfair_title};
use egui::{RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;
use toyforge_ui::Job;

/// The soundness warnings of the lesson, computed in the background for one version of it.
#[derive(Default)]
pub struct Soundness {
    job: Option<(Scenario, Job<Checked>)>,
    done: Option<(Scenario, Verdict)>,
    /// While set, answers are left waiting: a search that takes its time, as tests play it.
    held: bool,
}

/// What a search gives: the report, or word that it was cancelled.
type Checked = Result<CheckReport, Cancelled>;

/// What the last search for a version of the lesson came to.
enum Verdict {
    /// Its warnings (none: sound).
    Warnings(Vec<Issue>),
    /// The author cancelled it: nothing is known.
    Cancelled,
    /// It gave no answer (why, in words).
    Failed(String),
}

/// What the section knows of a puzzle's soundness.
pub enum Known<'a> {
    /// The search runs.
    Judging(&'a Job<Checked>),
    /// Not searched yet.
    Unknown,
    Cancelled,
    Failed(&'a str),
    /// The step's warnings (none: sound).
    Warnings(Vec<&'a Issue>),
}

impl Soundness {
    /// Starts a search for this version of the lesson unless one is done (or cancelled) or under
    /// way. A search for an earlier version stops.
    pub fn refresh(&mut self, ctx: &egui::Context, loaded: &LoadedScenario, name: &str) {
        if self.is_current(&loaded.scenario) {
            return;
        }
        self.start(ctx, loaded, name);
    }

    /// Starts a search for this version of the lesson, in place of any under way (which stops).
    pub fn start(&mut self, ctx: &egui::Context, loaded: &LoadedScenario, name: &str) {
        let copy = loaded.clone();
        let name = name.to_string();
        let job = Job::spawn("lesson-soundness", Some(ctx), move |task| {
            check_scenario_with(&copy, &name, &mut Budget::default(), task)
        });
        self.job = Some((loaded.scenario.clone(), job));
    }

    /// Cancels the search under way: it stops soon, and its version of the lesson is then marked
    /// cancelled, not searched again until it changes or the author asks.
    pub fn cancel(&self) {
        if let Some((_, job)) = &self.job {
            job.cancel();
        }
    }

    /// Whether a search runs.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Forgets a cancelled or failed search, so that the next refresh searches again.
    pub fn again(&mut self) {
        if matches!(
            self.done,
            Some((_, Verdict::Cancelled | Verdict::Failed(_)))
        ) {
            self.done = None;
        }
    }

    /// Whether a search for this version of the lesson is done or under way.
    pub fn is_current(&self, scenario: &Scenario) -> bool {
        self.done.as_ref().is_some_and(|(s, _)| s == scenario)
            || self.job.as_ref().is_some_and(|(s, _)| s == scenario)
    }

    /// Takes an answer in; true while a search runs.
    pub fn poll(&mut self) -> bool {
        let Some((_, job)) = &self.job else {
            return false;
        };
        if self.held {
            return true;
        }
        let Some(result) = job.poll() else {
            return true;
        };
        self.take(result);
        false
    }

    /// Keeps the answer of the search under way as the verdict on its version of the lesson.
    fn take(&mut self, result: Result<Checked, toyforge_ui::JobError>) {
        if let Some((s, job)) = self.job.take() {
            let verdict = match result {
                // What a cancelled search found is not a verdict.
                Ok(Err(Cancelled)) => Verdict::Cancelled,
                _ if job.is_cancelled() => Verdict::Cancelled,
                Ok(Ok(report)) => Verdict::Warnings(report.warnings),
                Err(e) => Verdict::Failed(jobs::lost(&e)),
            };
            self.done = Some((s, verdict));
        }
    }

    /// What is known of step `i` (0-based) of this version of the lesson.
    pub fn known(&self, scenario: &Scenario, i: usize) -> Known<'_> {
        if let Some((s, job)) = &self.job
            && s == scenario
        {
            return Known::Judging(job);
        }
        match self.done.as_ref().filter(|(s, _)| s == scenario) {
            None => Known::Unknown,
            Some((_, Verdict::Cancelled)) => Known::Cancelled,
            Some((_, Verdict::Failed(e))) => Known::Failed(e),
            Some((_, Verdict::Warnings(w))) => {
                Known::Warnings(w.iter().filter(|x| x.step == Some(i + 1)).collect())
            }
        }
    }

    /// Leaves answers waiting (`true`) until released (`false`), as a slow search would; a
    /// search started meanwhile replaces the one before, as it does while the author types
    /// (tests use this).
    pub fn hold(&mut self, held: bool) {
        self.held = held;
    }

    /// Waits for the search under way (tests use this).
    pub fn wait(&mut self) {
        if let Some((_, job)) = &self.job {
            let result = job.wait();
            self.take(result);
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
        let mut cancel = false;
        let mut again = false;
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-soundness")).strong())
            .id_salt(("steps_soundness", i))
            .default_open(true)
            .show(ui, |ui| {
                match sound.known(scenario, i) {
                    Known::Judging(job) => {
                        cancel = jobs::progress_cancel_ui(
                            ui,
                            job,
                            &jobs::status(job, &tr!(lang(), "le-sound-judging")),
                            &tr!(lang(), "job-cancel-check"),
                        );
                    }
                    Known::Unknown => {
                        ui.weak(tr!(lang(), "le-sound-judging"));
                    }
                    Known::Cancelled => {
                        ui.weak(tr!(lang(), "job-check-cancelled"));
                        again = ui.button(tr!(lang(), "job-check-again")).clicked();
                    }
                    Known::Failed(e) => {
                        ui.colored_label(ui.visuals().error_fg_color, e);
                        again = ui.button(tr!(lang(), "job-check-again")).clicked();
                    }
                    Known::Warnings(w) if w.is_empty() => {
                        ui.label(tr!(lang(), "le-sound-ok"));
                    }
                    Known::Warnings(w) => {
                        let changed = egui::ScrollArea::vertical()
                            .id_salt(("steps_soundness_scroll", i))
                            .max_height(240.0)
                            .show(ui, |ui| warnings_ui(ui, step, &w, &scenario.language))
                            .inner;
                        if let Some(step) = changed {
                            focus_new_feedback(ui.ctx(), i, &scenario.steps[i], &step);
                            edits.push((LessonEdit::SetStep { index: i, step }, Merge::Alone));
                        }
                    }
                };
            });
        if cancel {
            sound.cancel();
        }
        if again {
            // The next frame's refresh starts the search.
            sound.again();
            ui.ctx().request_repaint();
        }
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
                if let Some((u, line)) = panel.ui(ui, start, Sight::of_step(step), uses)
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
        Fix::MarkWrong { .. } => add_label("wrong", n),
        Fix::Lengthen { .. } => tr!(lang(), "le-sound-lengthen-label", n = n + 1),
    }
}

/// The warnings of a puzzle with their buttons; gives the step changed by a click.
fn warnings_ui(ui: &mut Ui, step: &Step, w: &[&Issue], language: &str) -> Option<Step> {
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
                        kind = capitalise(&unfair_title(lang(), *kind)),
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
                                changed = fixed(step, fix, Lang::or_english(language));
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

/// The step with a soundness fix applied, its feedback in the lesson's language `lesson`.
fn fixed(step: &Step, fix: &Fix, lesson: Lang) -> Option<Step> {
    let mut step = step.clone();
    match &mut step {
        Step::FindMove(f) => fix.apply(f, lesson),
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
