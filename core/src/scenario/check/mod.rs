//! Checking a lesson with the engine: every line of every step is replayed and every claim
//! verified. Lines that must be legal (setups, accepted answers, scripted replies, wrong lines,
//! walkthrough stages, practice examples) are played; an accepted answer must finish the
//! learner's turn; the judge must recognise each accepted line; a practice example must reach
//! its goal. Each problem names the step, the line and, for a claim, what was expected and what
//! the engine found.

mod issue;
mod puzzle;
mod steps;

pub use issue::{CheckReport, EXAMPLES, Issue, IssueKind, Malformed, UnsoundLine};
pub use puzzle::Budget;

use super::format::{Claim, Step};
use super::judge::Sight;
use super::line_run::{LineRun, run_line};
use super::turns::known_at_step;
use super::{LoadedCourse, LoadedScenario, Scenario};
use crate::control::{Cancelled, Control};
use crate::engine::State;
use crate::i18n::Text;
use crate::map::LoadError;
use crate::notation::LineError;
use std::path::Path;

/// Loads and checks a scenario file. A file that cannot be read or parsed, or whose map is
/// missing, is an error.
pub fn check_file(path: &Path) -> Result<CheckReport, LoadError> {
    check_file_within(path, &mut Budget::default())
}

/// [`check_file`] within a work budget shared with other lessons ([`check_scenario_with`]).
pub fn check_file_within(path: &Path, budget: &mut Budget) -> Result<CheckReport, LoadError> {
    let loaded = Scenario::load(path)?;
    Ok(uncancelled(check_scenario_with(
        &loaded,
        &path.display().to_string(),
        budget,
        &Control::default(),
    )))
}

/// Checks a loaded scenario, soundness of its puzzles included. `file` names it in the report.
pub fn check_scenario(loaded: &LoadedScenario, file: &str) -> CheckReport {
    uncancelled(check_scenario_with(
        loaded,
        file,
        &mut Budget::default(),
        &Control::default(),
    ))
}

/// [`check_scenario`] within a work budget shared with other lessons (the work this lesson's
/// soundness check does is added to `budget.spent`), under `control`: it is polled between
/// two steps and within each puzzle's soundness walk, and once it is cancelled the answer is
/// [`Cancelled`], never a report on the steps checked so far. The progress counts the steps
/// checked (the fraction follows each puzzle's walk).
pub fn check_scenario_with(
    loaded: &LoadedScenario,
    file: &str,
    budget: &mut Budget,
    control: &Control,
) -> Result<CheckReport, Cancelled> {
    check_with(loaded, file, true, budget, control)
}

/// Checks every lesson of a loaded course, in the course's order, sharing `budget`: one report
/// a lesson, each named by its path. The progress counts the lessons checked (the fraction
/// follows each lesson's steps); once `control` is cancelled the answer is [`Cancelled`].
pub fn check_course(
    loaded: &LoadedCourse,
    budget: &mut Budget,
    control: &Control,
) -> Result<Vec<CheckReport>, Cancelled> {
    let total = loaded.lessons.len() as u64;
    let mut reports = Vec::with_capacity(loaded.lessons.len());
    for (i, l) in loaded.lessons.iter().enumerate() {
        let name = l.path.display().to_string();
        let part = control.part(i as u64, total);
        reports.push(check_scenario_with(&l.lesson, &name, budget, &part)?);
        control.report_counted(i as u64 + 1, total);
    }
    Ok(reports)
}

/// Checks a loaded scenario's lines and claims without the soundness search (no warnings): fast
/// enough for a live check while the author types; the soundness warnings come from
/// [`check_scenario`], which an editor runs off its interface thread.
pub fn check_lines(loaded: &LoadedScenario, file: &str) -> CheckReport {
    uncancelled(check_with(
        loaded,
        file,
        false,
        &mut Budget::default(),
        &Control::default(),
    ))
}

/// The answer of a check run under the default control, which never cancels.
fn uncancelled(r: Result<CheckReport, Cancelled>) -> CheckReport {
    r.expect("a default control never cancels")
}

fn check_with(
    loaded: &LoadedScenario,
    file: &str,
    soundness: bool,
    budget: &mut Budget,
    control: &Control,
) -> Result<CheckReport, Cancelled> {
    control.check()?;
    let mut c = Checker {
        report: CheckReport {
            file: file.to_string(),
            title: loaded.scenario.title.clone(),
            steps: loaded.scenario.steps.len(),
            lines: 0,
            claims: 0,
            issues: Vec::new(),
            warnings: Vec::new(),
            turns_judged: 0,
        },
        step: None,
        step_title: String::new(),
        known: 0,
        sight: Sight::OwnRack,
        soundness,
        budget: *budget,
        control: Control::default(),
        cancelled: false,
    };
    let start = match loaded.start() {
        Ok(s) => s,
        Err(e) => {
            c.issue(&Text::NONE, IssueKind::Position { error: e });
            *budget = c.budget;
            control.report_counted(1, 1);
            return Ok(c.report);
        }
    };
    let steps = loaded.scenario.steps.len() as u64;
    for (i, step) in loaded.scenario.steps.iter().enumerate() {
        control.check()?;
        c.control = control.part(i as u64, steps);
        c.step = Some(i + 1);
        c.step_title = step.title().to_string();
        if let Some(at) = c.play_required(&start, step.setup(), &crate::text!("check-at-setup")) {
            c.known = known_at_step(loaded, &start, &at);
            c.sight = Sight::of_step(step);
            match step {
                Step::Explain(s) => c.explain(&at, s),
                Step::Compare(s) => c.compare(&at, s),
                Step::FindMove(s) => c.find_move(&at, s),
                Step::Walkthrough(s) => c.walkthrough(&at, s),
                Step::Practice(s) => c.practice(&at, s),
            }
        }
        if c.cancelled {
            return Err(Cancelled);
        }
        control.report_counted(i as u64 + 1, steps);
    }
    if soundness && let Some(kind) = untranslated(loaded) {
        c.report.warnings.push(Issue {
            step: None,
            step_title: String::new(),
            context: Text::NONE,
            kind,
        });
    }
    *budget = c.budget;
    Ok(c.report)
}

/// The lesson's [`IssueKind::Untranslated`] warning, if its board keeps places' own names.
fn untranslated(loaded: &LoadedScenario) -> Option<IssueKind> {
    let tag = loaded.scenario.language.trim();
    let ids = untranslated_places(&loaded.map, tag);
    (!ids.is_empty()).then(|| IssueKind::Untranslated {
        tag: tag.to_string(),
        ids,
    })
}

/// The ids of the locations and regions of `map`, in [`crate::map::Map::all_ids`]'s order, that
/// a lesson in the language `tag` shows by the map's own names: the map's `names` give them
/// none in it. None for English (or no tag), in which the map's own names are written.
pub fn untranslated_places(map: &crate::map::Map, tag: &str) -> Vec<String> {
    let tag = tag.trim();
    let primary = tag.split(['-', '_']).next().unwrap_or("");
    if tag.is_empty() || primary.eq_ignore_ascii_case("en") {
        return Vec::new();
    }
    map.all_ids()
        .filter(|id| map.local_name(tag, id).is_none())
        .map(str::to_string)
        .collect()
}

struct Checker {
    report: CheckReport,
    step: Option<usize>,
    step_title: String,
    /// Known troops on top of the mover's reserve at the step's start.
    known: usize,
    /// What the mover may read of the racks in the step being checked.
    sight: Sight,
    /// Whether to run the soundness search on find-the-move steps.
    soundness: bool,
    budget: Budget,
    /// The control of the step being checked.
    control: Control,
    /// Whether the control cancelled a soundness walk.
    cancelled: bool,
}

impl Checker {
    fn issue(&mut self, context: &Text, kind: IssueKind) {
        self.report.issues.push(Issue {
            step: self.step,
            step_title: self.step_title.clone(),
            context: context.clone(),
            kind,
        });
    }

    fn invalid(&mut self, kind: Malformed, context: &Text, message: Text) {
        self.invalid_ids(kind, context, message, Vec::new());
    }

    fn invalid_ids(&mut self, kind: Malformed, context: &Text, message: Text, ids: Vec<String>) {
        self.issue(context, IssueKind::Invalid { kind, message, ids });
    }

    /// Runs a line; a syntax error is reported and gives `None`.
    fn run(&mut self, start: &State, line: &str, context: &Text) -> Option<LineRun> {
        self.report.lines += 1;
        let kind = match run_line(start, line) {
            Ok(r) => return Some(r),
            Err(LineError::Syntax { error, .. }) => IssueKind::Syntax {
                line: line.to_string(),
                error: *error,
            },
            Err(LineError::Illegal(refusal)) => IssueKind::IllegalLine {
                line: line.to_string(),
                refusal,
            },
        };
        self.issue(context, kind);
        None
    }

    /// Plays a line that must be legal; reports and gives `None` otherwise.
    fn play_required(&mut self, start: &State, line: &str, context: &Text) -> Option<State> {
        if line.trim().is_empty() {
            return Some(start.clone());
        }
        let run = self.run(start, line, context)?;
        match run.refused {
            None => Some(run.after),
            Some(refusal) => {
                self.issue(
                    context,
                    IssueKind::IllegalLine {
                        line: line.to_string(),
                        refusal,
                    },
                );
                None
            }
        }
    }

    fn claims(&mut self, run: &LineRun, claims: &[Claim], context: &Text) {
        for claim in claims {
            self.report.claims += 1;
            if let Err(mismatch) = claim.verify_seeing(run, self.sight) {
                self.issue(
                    context,
                    IssueKind::FalseClaim {
                        claim: claim.clone(),
                        mismatch,
                    },
                );
            }
        }
    }

    /// Runs a line, verifies its claims, and reports a refused action unless an `Illegal`
    /// claim expects it. Gives the run when the line parses.
    fn line_with_claims(
        &mut self,
        start: &State,
        line: &str,
        claims: &[Claim],
        context: &Text,
    ) -> Option<LineRun> {
        let run = self.run(start, line, context)?;
        let expects_refusal = claims.iter().any(|c| matches!(c, Claim::Illegal { .. }));
        if let Some(refusal) = &run.refused
            && !expects_refusal
        {
            self.issue(
                context,
                IssueKind::IllegalLine {
                    line: line.to_string(),
                    refusal: refusal.clone(),
                },
            );
        }
        self.claims(&run, claims, context);
        Some(run)
    }

    fn ids(&mut self, state: &State, ids: &[&String], context: &Text) {
        for id in ids {
            let bare = id.strip_prefix('@').unwrap_or(id);
            if state.board().find(bare).is_none() {
                self.invalid_ids(
                    Malformed::UnknownId,
                    context,
                    crate::suggest::suggesting(
                        crate::text!("check-unknown-id", id = bare),
                        bare,
                        state.board().locations().map(|l| state.board().id(l)),
                    ),
                    vec![bare.to_string()],
                );
            }
        }
    }

    fn warn(&mut self, context: &Text, kind: IssueKind) {
        self.report.warnings.push(Issue {
            step: self.step,
            step_title: self.step_title.clone(),
            context: context.clone(),
            kind,
        });
    }
}
