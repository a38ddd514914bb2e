//! Checking a lesson with the engine: every line of every step is replayed and every claim
//! verified. Lines that must be legal (setups, accepted answers, scripted replies, wrong lines,
//! walkthrough stages, practice examples) are played; an accepted answer must finish the
//! learner's turn; the judge must recognise each accepted line; a practice example must reach
//! its goal. Each problem names the step, the line and, for a claim, what was expected and what
//! the engine found.

use super::claim::{Claim, Mismatch};
use super::lesson::{
    Compare, Explain, FindMove, GoalStatus, Practice, SolvedBy, Step, Verdict, Walkthrough,
};
use super::line_run::{LineRun, run_line};
use super::soundness::find_move_soundness;
use super::turns::{TurnLimits, known_at_step};
use super::variation::{Branch, Variation, VariationError};
use super::{LoadedScenario, Scenario, StartError};
use crate::engine::{Action, State};
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
    /// A warning of the soundness check: a line of a find-the-move step the author has not
    /// decided about that is unfair to the learner ([`super::soundness`]).
    Unsound {
        /// The line as the learner plays it, in notation.
        line: String,
        /// The outcome judged, chance named, when it differs from `line`.
        outcome: Option<String>,
        /// Why it is unfair, in words.
        concern: String,
        /// Whether the line is a good one (to add as an alternative) rather than a wrong one.
        good: bool,
    },
    /// A warning: the soundness search stopped at its limit, so some lines were not judged.
    SearchCut { outcomes: usize, at: String },
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
                line,
                outcome,
                concern,
                ..
            } => {
                let when = outcome
                    .as_ref()
                    .map(|o| format!(" (played out as \"{o}\")"))
                    .unwrap_or_default();
                format!("{head}: warning: unlisted line \"{line}\"{when}: {concern}")
            }
            IssueKind::SearchCut { outcomes, at } => format!(
                "{head}: warning: search cut at {outcomes} finished turns; lines from \"{at}\" on were not judged"
            ),
        }
    }
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
    let loaded = Scenario::load(path)?;
    Ok(check_scenario(&loaded, &path.display().to_string()))
}

/// Checks a loaded scenario, soundness of its puzzles included. `file` names it in the report.
pub fn check_scenario(loaded: &LoadedScenario, file: &str) -> CheckReport {
    check_with(loaded, file, true)
}

/// Checks a loaded scenario's lines and claims without the soundness search (no warnings): fast
/// enough for a live check while the author types; the soundness warnings come from
/// [`check_scenario`], which an editor runs off its interface thread.
pub fn check_lines(loaded: &LoadedScenario, file: &str) -> CheckReport {
    check_with(loaded, file, false)
}

fn check_with(loaded: &LoadedScenario, file: &str, soundness: bool) -> CheckReport {
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
    };
    let start = match loaded.start() {
        Ok(s) => s,
        Err(e) => {
            c.issue("", IssueKind::Position { error: e });
            return c.report;
        }
    };
    for (i, step) in loaded.scenario.steps.iter().enumerate() {
        c.step = Some(i + 1);
        c.step_title = step.title().to_string();
        let Some(at) = c.play_required(&start, step.setup(), "setup") else {
            continue;
        };
        c.known = known_at_step(loaded, &start, &at);
        match step {
            Step::Explain(s) => c.explain(&at, s),
            Step::Compare(s) => c.compare(&at, s),
            Step::FindMove(s) => c.find_move(&at, s),
            Step::Walkthrough(s) => c.walkthrough(&at, s),
            Step::Practice(s) => c.practice(&at, s),
        }
    }
    c.report
}

struct Checker {
    report: CheckReport,
    step: Option<usize>,
    step_title: String,
    /// Known troops on top of the mover's reserve at the step's start.
    known: usize,
    /// Whether to run the soundness search on find-the-move steps.
    soundness: bool,
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
        let answers: Vec<(SolvedBy, &super::lesson::Answer)> = s.answers().collect();
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
            match s.judge(at, &run.played) {
                Ok(Verdict::Solved { by: got, .. }) if got == by => {}
                Ok(v) => self.invalid(
                    Malformed::JudgeDisagrees,
                    &context,
                    format!(
                        "the judge does not recognise this line as {context} (it says {})",
                        verdict_text(&v)
                    ),
                ),
                Err(e) => self.invalid(
                    Malformed::JudgeFails,
                    &context,
                    format!("the judge cannot use the step: {e}"),
                ),
            }
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
            match s.judge(at, &run.played) {
                Ok(Verdict::Wrong { which: Some(j), .. }) if j == i => {}
                Ok(v) => self.invalid(Malformed::JudgeDisagrees,
                    &context,
                    format!(
                        "the learner playing this line would not get its feedback (the judge says {})",
                        verdict_text(&v)
                    ),
                ),
                Err(e) => self.invalid(Malformed::JudgeFails, &context, format!("the judge cannot use the step: {e}")),
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

    /// The soundness warnings of a find-the-move step whose lines all work.
    fn soundness(&mut self, at: &State, s: &FindMove) {
        let Ok(found) = find_move_soundness(s, at, self.known, TurnLimits::default()) else {
            return; // the step's lines were reported above
        };
        self.report.turns_judged += found.lines;
        for f in found.findings {
            let kind = IssueKind::Unsound {
                good: f.is_good(),
                line: f.line,
                outcome: f.outcome,
                concern: f.concern.to_string(),
            };
            self.warn("soundness", kind);
        }
        if let Some(cut) = found.cut {
            let kind = IssueKind::SearchCut {
                outcomes: cut.outcomes,
                at: cut.at,
            };
            self.warn("soundness", kind);
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
            super::lesson::PracticeGoal::Medals { within: 0, .. }
            | super::lesson::PracticeGoal::CaptureHq { within: 0 } => {
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
        // Judge after every action: the goal must not fail on the way and must be reached.
        let mut state = at.clone();
        let mut turns = 0;
        for a in &run.played {
            if state.at_turn_start() && state.to_move() == Some(learner) {
                turns += 1;
            }
            state.play_unchecked(a);
            match s.goal.judge(learner, &state, turns) {
                GoalStatus::Achieved => return,
                GoalStatus::Failed { reason } => {
                    self.invalid(
                        Malformed::ExampleMissesGoal,
                        "example",
                        format!(
                            "the example game fails the goal ({}): {reason}",
                            s.goal.describe()
                        ),
                    );
                    return;
                }
                GoalStatus::InProgress => {}
            }
        }
        self.invalid(
            Malformed::ExampleMissesGoal,
            "example",
            format!(
                "the example game ends before reaching the goal ({}) after {turns} learner turns",
                s.goal.describe()
            ),
        );
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
