//! Checking a lesson with the engine: every line of every step is replayed and every claim
//! verified. Lines that must be legal (setups, accepted answers, scripted replies, wrong lines,
//! walkthrough stages, practice examples) are played; an accepted answer must finish the
//! learner's turn; the judge must recognise each accepted line; a practice example must reach
//! its goal. Each problem names the step, the line and, for a claim, what was expected and what
//! the engine found.

use super::format::{Branch, Variation, VariationError};
use super::format::{Claim, Mismatch};
use super::format::{
    Compare, ExampleVerdict, Explain, FindMove, GoalStatus, Practice, SolvedBy, Step, Verdict,
    Walkthrough,
};
use super::line_run::{LineRun, line_text, run_line};
use super::soundness::{
    DEFAULT_RUN_BUDGET, DEFAULT_STEP_BUDGET, Finding, Fix, Unfair, WalkError,
    find_move_soundness_with, learner_verdict_at,
};
use super::turns::{TurnLimits, known_at_step};
use super::{LoadedCourse, LoadedScenario, Scenario, StartError};
use crate::control::{Cancelled, Control};
use crate::engine::{Action, State};
use crate::i18n::Lang;
use crate::map::LoadError;
use crate::notation::{LineError, Refusal, SyntaxError};
use std::fmt;
use std::path::Path;

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IssueKind {
    /// A claim does not hold.
    FalseClaim { claim: Claim, mismatch: Mismatch },
    /// A line that must be legal has a refused action.
    IllegalLine { line: String, refusal: Refusal },
    /// A line does not parse as actions.
    Syntax { line: String, error: SyntaxError },
    /// The step is malformed: unknown ids, missing parts, an answer that does not finish the
    /// turn, an unknown computer level... `ids` are the map ids involved.
    Invalid {
        kind: Malformed,
        message: String,
        ids: Vec<String>,
    },
    /// The scenario's position cannot start a game: its map cannot be played, or the position
    /// is impossible (each problem with its kind and ids).
    Position { error: StartError },
    /// A warning of the soundness check: lines of a find-the-move step on which the learner
    /// is judged unfairly, one warning per kind and step ([`super::soundness`]).
    Unsound {
        kind: Unfair,
        /// How many lines of the step are of this kind.
        count: usize,
        /// Up to [`EXAMPLES`] of them, in the engine's order.
        examples: Vec<UnsoundLine>,
    },
    /// A warning: the soundness check reached its work budget, so some lines were not judged.
    /// `work` is the work done, `budget` the step's budget, both in finished turns; `at` is
    /// the first line not judged (empty when the run's budget was spent before the step).
    SearchCut {
        work: usize,
        budget: u64,
        at: String,
    },
}

/// How many example lines a soundness warning shows.
pub const EXAMPLES: usize = 3;

/// One line of a soundness warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnsoundLine {
    /// The line as the learner plays it, in notation.
    pub line: String,
    /// The outcome judged, chance named, when it differs from `line`.
    pub outcome: Option<String>,
    /// Why it is unfair, in words.
    pub concern: String,
    /// The same in each language, in the order of [`Lang::ALL`] (the lesson workspace's).
    pub concern_in: [String; 4],
    /// Whether the line is a good one (to accept) rather than a wrong one.
    pub good: bool,
    /// The one-click fix the steps tab offers.
    pub fix: Option<Fix>,
}

impl UnsoundLine {
    /// Why the line is unfair, in `lang`.
    pub fn concern_in(&self, lang: Lang) -> &str {
        let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        &self.concern_in[i]
    }

    /// The example as printed: the line, its outcome, why and the fix.
    pub fn text(&self) -> String {
        let when = self
            .outcome
            .as_ref()
            .map(|o| format!(" (played out as \"{o}\")"))
            .unwrap_or_default();
        let fix = self
            .fix
            .as_ref()
            .map(|f| format!(" [fix: {}]", f.label()))
            .unwrap_or_default();
        format!("\"{}\"{when}: {}{fix}", self.line, self.concern)
    }
}

/// The work budget of the soundness check, in finished turns (see [`super::soundness`]): each
/// step's, and the whole run's, which the steps of every lesson checked share in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub step: u64,
    pub run: u64,
    /// Work done so far in the run.
    pub spent: u64,
    /// Steps whose soundness was not checked because the run's budget was spent.
    pub skipped: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(DEFAULT_STEP_BUDGET, DEFAULT_RUN_BUDGET)
    }
}

impl Budget {
    pub fn new(step: u64, run: u64) -> Budget {
        Budget {
            step,
            run,
            spent: 0,
            skipped: 0,
        }
    }

    /// What the next step may spend: its own budget, or what is left of the run's.
    fn for_step(&self) -> u64 {
        self.step.min(self.run.saturating_sub(self.spent))
    }
}

/// How a step is malformed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Malformed {
    /// A highlight or arrow names no base or HQ of the map.
    UnknownId,
    /// A comparison with fewer than two candidates.
    TooFewCandidates,
    /// A line that must have actions has none.
    NoActions,
    /// A candidate makes no claim.
    NoClaims,
    /// The game is over before the step starts.
    OverAtStart,
    /// An accepted answer does not finish the learner's turn.
    TurnNotFinished,
    /// The judge does not give a line the verdict the step means it to.
    JudgeDisagrees,
    /// The judge cannot read the step's lines.
    JudgeFails,
    /// Feedback is missing.
    NoFeedback,
    /// A walkthrough without stages.
    NoStages,
    /// The practice opponent names no computer level.
    UnknownOpponent,
    /// A practice goal allowing 0 turns.
    ZeroTurns,
    /// The practice goal is reached before the game starts.
    GoalAtStart,
    /// The practice example does not reach the goal.
    ExampleMissesGoal,
    /// A variation starts past the end of its parent line, or nests too deep.
    VariationStart,
}

/// One problem found in a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// 1-based step number; `None` for the scenario as a whole.
    pub step: Option<usize>,
    pub step_title: String,
    /// Where in the step: `candidate 2 "Take the bridge"`, `solution`, `setup`, `stage 3`...
    pub context: String,
    pub kind: IssueKind,
}

impl Issue {
    /// The exit status this problem calls for: 2 for text that does not parse, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self.kind {
            IssueKind::Syntax { .. } => 2,
            _ => 1,
        }
    }

    /// The problem as printed by `toyforge check`, starting with the file name.
    pub fn render(&self, file: &str) -> String {
        let mut head = file.to_string();
        if let Some(n) = self.step {
            head.push_str(&format!(": step {n}"));
            if !self.step_title.is_empty() {
                head.push_str(&format!(" \"{}\"", self.step_title));
            }
        }
        if !self.context.is_empty() {
            head.push_str(&format!(", {}", self.context));
        }
        match &self.kind {
            IssueKind::FalseClaim { claim, mismatch } => format!(
                "{head}: false claim {claim}\n    expected: {}\n    found:    {}",
                mismatch.expected, mismatch.found
            ),
            IssueKind::IllegalLine { line, refusal } => {
                format!("{head}: illegal line \"{}\": {refusal}", one_line(line))
            }
            IssueKind::Syntax { line, error } => format!(
                "{head}: an action does not parse in \"{}\": {error}",
                one_line(line)
            ),
            IssueKind::Invalid { message, .. } => format!("{head}: {message}"),
            IssueKind::Position { error } => format!("{head}: {error}"),
            IssueKind::Unsound {
                kind,
                count,
                examples,
            } => {
                let mut out = format!(
                    "{head}: warning: {}: {}",
                    kind.title(),
                    plural(*count, "line")
                );
                for e in examples {
                    out.push_str(&format!("\n    {}", e.text()));
                }
                if *count > examples.len() {
                    out.push_str(&format!("\n    and {} more", count - examples.len()));
                }
                out
            }
            IssueKind::SearchCut { work, budget, at } if at.is_empty() => format!(
                "{head}: warning: budget reached: the run's work budget is spent ({work} finished turns), so this step's lines were not judged; raise it with --budget"
            ),
            IssueKind::SearchCut { work, budget, at } => format!(
                "{head}: warning: budget reached: {work} finished turns judged (budget {budget}); lines from \"{at}\" on were not judged; raise it with --budget"
            ),
        }
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn one_line(s: &str) -> String {
    s.lines()
        .map(|l| match l.find('#') {
            Some(i) => l[..i].trim(),
            None => l.trim(),
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The result of checking one scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    pub file: String,
    pub title: String,
    pub steps: usize,
    /// Lines played.
    pub lines: usize,
    /// Claims verified (true or false).
    pub claims: usize,
    pub issues: Vec<Issue>,
    /// Warnings of the soundness check ([`IssueKind::Unsound`], [`IssueKind::SearchCut`]):
    /// the lesson works, but a puzzle may be unfair. `check --strict` fails on them.
    pub warnings: Vec<Issue>,
    /// Complete turns the soundness check judged.
    pub turns_judged: usize,
}

impl CheckReport {
    pub fn is_ok(&self) -> bool {
        self.issues.is_empty()
    }

    /// 0 when every claim holds, else the worst of the issues' codes.
    pub fn exit_code(&self) -> u8 {
        self.issues.iter().map(Issue::exit_code).max().unwrap_or(0)
    }

    /// The exit code, with warnings counted as failures when `strict`.
    pub fn exit_code_strict(&self, strict: bool) -> u8 {
        let code = self.exit_code();
        if strict && code == 0 && !self.warnings.is_empty() {
            1
        } else {
            code
        }
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in self.issues.iter().chain(&self.warnings) {
            writeln!(f, "{}", i.render(&self.file))?;
        }
        Ok(())
    }
}

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
        soundness,
        budget: *budget,
        control: Control::default(),
        cancelled: false,
    };
    let start = match loaded.start() {
        Ok(s) => s,
        Err(e) => {
            c.issue("", IssueKind::Position { error: e });
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
        if let Some(at) = c.play_required(&start, step.setup(), "setup") {
            c.known = known_at_step(loaded, &start, &at);
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
    *budget = c.budget;
    Ok(c.report)
}

/// A listed line of a puzzle as played: an accepted line `by` or wrong line `wrong`.
struct Listed {
    context: String,
    by: Option<SolvedBy>,
    wrong: Option<usize>,
    played: Vec<Action>,
}

struct Checker {
    report: CheckReport,
    step: Option<usize>,
    step_title: String,
    /// Known troops on top of the mover's reserve at the step's start.
    known: usize,
    /// Whether to run the soundness search on find-the-move steps.
    soundness: bool,
    budget: Budget,
    /// The control of the step being checked.
    control: Control,
    /// Whether the control cancelled a soundness walk.
    cancelled: bool,
}

impl Checker {
    fn issue(&mut self, context: &str, kind: IssueKind) {
        self.report.issues.push(Issue {
            step: self.step,
            step_title: self.step_title.clone(),
            context: context.to_string(),
            kind,
        });
    }

    fn invalid(&mut self, kind: Malformed, context: &str, message: impl Into<String>) {
        self.invalid_ids(kind, context, message, Vec::new());
    }

    fn invalid_ids(
        &mut self,
        kind: Malformed,
        context: &str,
        message: impl Into<String>,
        ids: Vec<String>,
    ) {
        self.issue(
            context,
            IssueKind::Invalid {
                kind,
                message: message.into(),
                ids,
            },
        );
    }

    /// Runs a line; a syntax error is reported and gives `None`.
    fn run(&mut self, start: &State, line: &str, context: &str) -> Option<LineRun> {
        self.report.lines += 1;
        let kind = match run_line(start, line) {
            Ok(r) => return Some(r),
            Err(LineError::Syntax { error, .. }) => IssueKind::Syntax {
                line: line.to_string(),
                error,
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
    fn play_required(&mut self, start: &State, line: &str, context: &str) -> Option<State> {
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

    fn claims(&mut self, run: &LineRun, claims: &[Claim], context: &str) {
        for claim in claims {
            self.report.claims += 1;
            if let Err(mismatch) = claim.verify(run) {
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
        context: &str,
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

    fn ids(&mut self, state: &State, ids: &[&String], context: &str) {
        for id in ids {
            let bare = id.strip_prefix('@').unwrap_or(id);
            if state.board().find(bare).is_none() {
                self.invalid_ids(
                    Malformed::UnknownId,
                    context,
                    format!("`{bare}` is no base or HQ of the map"),
                    vec![bare.to_string()],
                );
            }
        }
    }

    fn explain(&mut self, at: &State, s: &Explain) {
        let ids: Vec<&String> = s.highlight.iter().collect();
        self.ids(at, &ids, "highlight");
        let ids: Vec<&String> = s.arrows.iter().flat_map(|a| [&a.from, &a.to]).collect();
        self.ids(at, &ids, "arrows");
        self.claims(&LineRun::at(at), &s.claims, "claims");
    }

    fn compare(&mut self, at: &State, s: &Compare) {
        if s.candidates.len() < 2 {
            self.invalid(
                Malformed::TooFewCandidates,
                "",
                format!(
                    "a comparison needs two or more candidate lines; it has {}",
                    s.candidates.len()
                ),
            );
        }
        for (i, cand) in s.candidates.iter().enumerate() {
            let context = if cand.label.is_empty() {
                format!("candidate {}", i + 1)
            } else {
                format!("candidate {} \"{}\"", i + 1, cand.label)
            };
            if cand.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    "the candidate has no actions",
                );
                continue;
            }
            if cand.claims.is_empty() {
                self.invalid(
                    Malformed::NoClaims,
                    &context,
                    "the candidate makes no claim; add at least one for the engine to verify",
                );
            }
            if let Some(run) = self.line_with_claims(at, &cand.actions, &cand.claims, &context) {
                self.variations(at, &run.played, &cand.variations, &context, &[]);
            }
        }
    }

    /// Plays and verifies every variation of a line that starts at `start` with `parent`.
    fn variations(
        &mut self,
        start: &State,
        parent: &[Action],
        vars: &[Variation],
        context: &str,
        path: &[usize],
    ) {
        for (i, v) in vars.iter().enumerate() {
            let mut here = path.to_vec();
            here.push(i);
            let ctx = format!("{context}, {}", v.name(&here));
            let branch = Branch { start, parent };
            let (at, _) = match branch.at(v, path.len()) {
                Ok(r) => r,
                Err(e) => {
                    let kind = match e {
                        VariationError::NoActions => Malformed::NoActions,
                        _ => Malformed::VariationStart,
                    };
                    self.invalid(kind, &ctx, e.to_string());
                    continue;
                }
            };
            let Some(own) = self.line_with_claims(&at, &v.actions, &v.claims, &ctx) else {
                continue;
            };
            if own.refused.is_none() {
                self.variations(&at, &own.played, &v.variations, context, &here);
            }
        }
    }

    fn find_move(&mut self, at: &State, s: &FindMove) {
        if at.is_over() {
            self.invalid(
                Malformed::OverAtStart,
                "",
                "the game is already over when the puzzle starts",
            );
            return;
        }
        let syntax_before = self.syntax_errors();
        // The lines played as a learner would be judged on them, checked once every line reads.
        let mut judged: Vec<Listed> = Vec::new();
        let answers: Vec<(SolvedBy, &super::format::Answer)> = s.answers().collect();
        for (by, answer) in answers {
            let context = match by {
                SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
                _ => "solution".to_string(),
            };
            if answer.actions.trim().is_empty() {
                self.invalid(Malformed::NoActions, &context, "the line has no actions");
                continue;
            }
            let Some(run) = self.run(at, &answer.actions, &context) else {
                continue;
            };
            if let Some(refusal) = run.refused.clone() {
                self.issue(
                    &context,
                    IssueKind::IllegalLine {
                        line: answer.actions.clone(),
                        refusal,
                    },
                );
                continue;
            }
            let after = &run.after;
            if !after.is_over() && (after.to_move() == at.to_move() || !after.at_turn_start()) {
                let waiting = after
                    .pending()
                    .map(|p| {
                        format!(
                            "{} still waits for an answer ({})",
                            p.describe(),
                            p.answers()
                        )
                    })
                    .unwrap_or_else(|| "the turn is not over".into());
                self.invalid(
                    Malformed::TurnNotFinished,
                    &context,
                    format!("the line must finish the learner's turn, but {waiting}"),
                );
            }
            self.claims(&run, &answer.claims, &context);
            if by == SolvedBy::Solution && !s.accept_if.is_empty() {
                self.claims(&run, &s.accept_if, "accept_if, on the solution");
            }
            if !answer.reply.trim().is_empty() {
                self.play_required(after, &answer.reply, &format!("{context}'s reply"));
            }
            judged.push(Listed {
                context,
                by: Some(by),
                wrong: None,
                played: run.played,
            });
        }
        for (i, w) in s.wrong.iter().enumerate() {
            let context = format!("wrong line {}", i + 1);
            if w.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    "the wrong line has no actions",
                );
                continue;
            }
            let Some(run) = self.run(at, &w.actions, &context) else {
                continue;
            };
            if let Some(refusal) = run.refused.clone() {
                self.issue(
                    &context,
                    IssueKind::IllegalLine {
                        line: w.actions.clone(),
                        refusal,
                    },
                );
                continue;
            }
            if w.feedback.trim().is_empty() {
                self.invalid(
                    Malformed::NoFeedback,
                    &context,
                    "the wrong line has no feedback",
                );
            }
            self.claims(&run, &w.claims, &context);
            judged.push(Listed {
                context,
                by: None,
                wrong: Some(i),
                played: run.played,
            });
        }
        // A line that does not parse is reported once, where it is written: the judge, which
        // reads every line of the step, is not run on the others.
        if self.syntax_errors() == syntax_before {
            for l in judged {
                self.judged_line(at, s, &l);
            }
        }
        if s.default_feedback.trim().is_empty() {
            self.invalid(
                Malformed::NoFeedback,
                "",
                "the puzzle has no default feedback for other wrong lines",
            );
        }
        let step_issues = self
            .report
            .issues
            .iter()
            .any(|i| i.step == self.step && i.exit_code() > 0);
        if self.soundness && !step_issues {
            self.soundness(at, s);
        }
    }

    /// The soundness warnings of a find-the-move step whose lines all work: one per kind of
    /// unfairness, with the count and up to [`EXAMPLES`] lines.
    fn soundness(&mut self, at: &State, s: &FindMove) {
        let step_budget = self.budget.for_step();
        if step_budget == 0 {
            self.budget.skipped += 1;
            let kind = IssueKind::SearchCut {
                work: self.budget.spent as usize,
                budget: self.budget.run,
                at: String::new(),
            };
            self.warn("soundness", kind);
            return;
        }
        let limits = TurnLimits {
            max_outcomes: usize::try_from(step_budget).unwrap_or(usize::MAX),
        };
        let found = match find_move_soundness_with(s, at, self.known, limits, &self.control) {
            Ok(found) => found,
            Err(WalkError::Cancelled) => {
                self.cancelled = true;
                return;
            }
            Err(WalkError::Line(_)) => return, // the step's lines were reported above
        };
        self.budget.spent += found.work;
        self.report.turns_judged += found.lines;
        for (kind, lines) in group(found.findings) {
            let count = lines.len();
            let examples = lines
                .into_iter()
                .take(EXAMPLES)
                .map(|f| UnsoundLine {
                    good: f.is_good(),
                    line: f.line,
                    outcome: f.outcome,
                    concern_in: Lang::ALL
                        .map(|l| super::soundness_words::concern_text(l, &f.concern)),
                    concern: f.concern.to_string(),
                    fix: f.fix,
                })
                .collect();
            let kind = IssueKind::Unsound {
                kind,
                count,
                examples,
            };
            self.warn("soundness", kind);
        }
        if let Some(cut) = found.cut {
            let kind = IssueKind::SearchCut {
                work: cut.outcomes,
                budget: step_budget,
                at: cut.at,
            };
            self.warn("soundness", kind);
        }
    }

    fn syntax_errors(&self) -> usize {
        self.report
            .issues
            .iter()
            .filter(|i| matches!(i.kind, IssueKind::Syntax { .. }))
            .count()
    }

    /// Whether the learner playing a listed line, action by action, gets the verdict the step
    /// means: an accepted line `by` solves as that line, wrong line `wrong` gets its feedback.
    fn judged_line(&mut self, at: &State, s: &FindMove, l: &Listed) {
        let (context, by, wrong, played) = (l.context.as_str(), l.by, l.wrong, &l.played[..]);
        let (v, n) = match learner_verdict_at(s, at, played) {
            Ok(r) => r,
            Err(e) => {
                self.invalid(
                    Malformed::JudgeFails,
                    context,
                    format!("the judge cannot use the step: {e}"),
                );
                return;
            }
        };
        let early = if n < played.len() {
            format!(" at \"{}\"", line_text(at, &played[..n]))
        } else {
            String::new()
        };
        match (by, wrong, &v) {
            (Some(want), _, Verdict::Solved { by: got, .. }) if *got == want => {}
            (_, Some(i), Verdict::Wrong { which: Some(j), .. }) if *j == i => {}
            (Some(_), _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "the judge does not recognise this line as {context} (it says {}{early})",
                    verdict_text(v)
                ),
            ),
            (_, Some(_), Verdict::Wrong { which: Some(j), .. }) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "its feedback can never be shown: it begins with wrong line {}, so the learner playing it is told that line's feedback{early}; make wrong line {} longer or remove this one",
                    j + 1,
                    j + 1
                ),
            ),
            (_, Some(_), Verdict::Continue) => {
                let of = s.answers().find_map(|(by, a)| {
                    let line = super::line_run::parse_line(at, &a.actions).ok()?;
                    (line.len() > played.len()
                        && line.iter().zip(played).all(|(x, y)| x.unnamed() == y.unnamed()))
                    .then(|| (by, a.actions.clone()))
                });
                let message = match of {
                    Some((by, line)) => format!(
                        "it is the beginning of {} (\"{}\"), so the learner playing it is told to keep playing; finish the wrong turn, for example {}",
                        match by {
                            SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
                            _ => "the solution".to_string(),
                        },
                        one_line(&line),
                        finishes(at, played, s)
                    ),
                    None => format!(
                        "the learner playing this line would not get its feedback (the judge says {}); finish the wrong turn, for example {}",
                        verdict_text(&Verdict::Continue),
                        finishes(at, played, s)
                    ),
                };
                self.invalid(Malformed::JudgeDisagrees, context, message);
            }
            (_, _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "the learner playing this line would not get its feedback (the judge says {}{early})",
                    verdict_text(v)
                ),
            ),
        }
    }

    fn warn(&mut self, context: &str, kind: IssueKind) {
        self.report.warnings.push(Issue {
            step: self.step,
            step_title: self.step_title.clone(),
            context: context.to_string(),
            kind,
        });
    }

    fn walkthrough(&mut self, at: &State, s: &Walkthrough) {
        if s.stages.is_empty() {
            self.invalid(Malformed::NoStages, "", "the walkthrough has no stages");
            return;
        }
        let mut state = at.clone();
        for (i, stage) in s.stages.iter().enumerate() {
            let context = format!("stage {}", i + 1);
            let Some(run) = self.line_with_claims(&state, &stage.actions, &stage.claims, &context)
            else {
                return;
            };
            self.variations(&state, &run.played, &stage.variations, &context, &[]);
            if run.refused.is_some()
                && !stage
                    .claims
                    .iter()
                    .any(|c| matches!(c, Claim::Illegal { .. }))
            {
                return;
            }
            state = run.after;
        }
    }

    fn practice(&mut self, at: &State, s: &Practice) {
        let Some(learner) = at.to_move() else {
            self.invalid(
                Malformed::OverAtStart,
                "",
                "the game is already over when the practice starts",
            );
            return;
        };
        if let Err(e) = s.opponent.parse::<crate::ai::AiSpec>() {
            self.invalid(
                Malformed::UnknownOpponent,
                "opponent",
                format!(
                    "unknown computer level `{}` ({e}); levels: {}",
                    s.opponent,
                    crate::ai::AiSpec::NAMES
                ),
            );
        }
        match s.goal {
            super::format::PracticeGoal::Medals { within: 0, .. }
            | super::format::PracticeGoal::CaptureHq { within: 0 } => {
                self.invalid(Malformed::ZeroTurns, "goal", "the goal allows 0 turns");
            }
            _ => {}
        }
        if let GoalStatus::Achieved = s.goal.judge(learner, at, 0) {
            self.invalid(
                Malformed::GoalAtStart,
                "goal",
                "the goal is already reached when the practice starts",
            );
        }
        if s.example.trim().is_empty() {
            return;
        }
        let Some(run) = self.run(at, &s.example, "example") else {
            return;
        };
        if let Some(refusal) = run.refused {
            self.issue(
                "example",
                IssueKind::IllegalLine {
                    line: s.example.clone(),
                    refusal,
                },
            );
            return;
        }
        let message = match s.judge_example(at, &run.played) {
            None | Some(ExampleVerdict::Reaches { .. }) => return,
            Some(ExampleVerdict::Fails { reason }) => format!(
                "the example game fails the goal ({}): {reason}",
                s.goal.describe()
            ),
            Some(ExampleVerdict::EndsShort { turns }) => format!(
                "the example game ends before reaching the goal ({}) after {turns} learner turns",
                s.goal.describe()
            ),
        };
        self.invalid(Malformed::ExampleMissesGoal, "example", message);
    }
}

/// Findings grouped by kind, the kinds in their order, each kind's lines in the walk's.
fn group(findings: Vec<Finding>) -> Vec<(Unfair, Vec<Finding>)> {
    let mut out: Vec<(Unfair, Vec<Finding>)> = Vec::new();
    for f in findings {
        let k = f.concern.kind();
        match out.iter_mut().find(|(g, _)| *g == k) {
            Some((_, v)) => v.push(f),
            None => out.push((k, vec![f])),
        }
    }
    out.sort_by_key(|(k, _)| *k);
    out
}

/// Up to three ways of finishing the turn begun by `played` that no accepted line is, each as
/// a whole line in notation: what a wrong line that stops mid-turn could say instead.
fn finishes(at: &State, played: &[Action], s: &FindMove) -> String {
    let mut now = at.clone();
    for a in played {
        now.play_unchecked(a);
    }
    let answers: Vec<Vec<Action>> = s
        .answers()
        .filter_map(|(_, a)| super::line_run::parse_line(at, &a.actions).ok())
        .map(|l| l.iter().map(|a| a.unnamed()).collect())
        .collect();
    let turns = super::turns::complete_turns(&now, usize::MAX, TurnLimits { max_outcomes: 200 });
    let mut out = Vec::new();
    for t in &turns.turns {
        let mut whole: Vec<Action> = played.iter().map(|a| a.unnamed()).collect();
        whole.extend(t.line.iter().copied());
        if answers.contains(&whole) {
            continue;
        }
        out.push(format!("\"{}\"", line_text(at, &whole)));
        if out.len() == 3 {
            break;
        }
    }
    if out.is_empty() {
        "a line that finishes the turn".into()
    } else {
        out.join(" or ")
    }
}

fn verdict_text(v: &Verdict) -> String {
    match v {
        Verdict::Continue => "keep playing".into(),
        Verdict::Solved { by, .. } => match by {
            SolvedBy::Solution => "the solution".into(),
            SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
            SolvedBy::Goal => "solved by the goal claims".into(),
        },
        Verdict::Wrong { which: Some(i), .. } => format!("wrong line {}", i + 1),
        Verdict::Wrong { which: None, .. } => "wrong, with the default feedback".into(),
    }
}
