//! What the check reports: the problems and warnings of a lesson, how a step is malformed,
//! and the report as `toyforge check` prints it.

use crate::i18n::{Lang, Text};
use crate::notation::{Refusal, SyntaxError};
use crate::scenario::StartError;
use crate::scenario::format::{Claim, Mismatch};
use crate::scenario::soundness::{Fix, Unfair};
use std::fmt;

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
        /// The sentence, as a message: the command line prints its English, the editor shows it
        /// in the author's language.
        message: Text,
        ids: Vec<String>,
    },
    /// The scenario's position cannot start a game: its map cannot be played, or the position
    /// is impossible (each problem with its kind and ids).
    Position { error: StartError },
    /// A warning of the soundness check: lines of a find-the-move step on which the learner
    /// is judged unfairly, one warning per kind and step (the `soundness` module).
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
    /// A warning: the lesson is written in the language `tag` (not English), but the map's
    /// `names` give these locations and regions no name in it, so its board and sentences
    /// show them by the map's own names.
    Untranslated { tag: String, ids: Vec<String> },
}

/// How many example lines a soundness warning shows.
pub const EXAMPLES: usize = 3;

/// One line of a soundness warning: what a report keeps of a soundness
/// a soundness `Finding`. The two are kept apart on purpose: a finding
/// is the walk's own result, with the engine's value of the line (a float) and its concern as
/// data for the walk and its tests, and so cannot be `Eq`; a report's line holds the concern's
/// words, written once in each language, so that reports stay `Eq` (the editor compares them
/// from one check to the next) and need not carry the engine's values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnsoundLine {
    /// The line as the learner plays it, in notation.
    pub line: String,
    /// The outcome judged, chance named, when it differs from `line`.
    pub outcome: Option<String>,
    /// Why it is unfair, in words.
    pub concern: String,
    /// The same in each language, in the order of [`Lang::ALL`] (the lesson workspace's).
    pub concern_in: [String; Lang::ALL.len()],
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
    /// Where in the step: `candidate 2 "Take the bridge"`, `solution`, `setup`, `stage 3`...;
    /// [`Text::NONE`] for the step (or the lesson) as a whole. Its English is what the command
    /// line prints and what the steps tab finds a field's problems by.
    pub context: Text,
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
            IssueKind::Untranslated { tag, ids } => {
                let shown: Vec<String> = ids
                    .iter()
                    .take(EXAMPLES)
                    .map(|i| format!("`{i}`"))
                    .collect();
                let more = if ids.len() > EXAMPLES {
                    format!(" and {} more", ids.len() - EXAMPLES)
                } else {
                    String::new()
                };
                format!(
                    "{head}: warning: {} of the map keep their own names in this `{tag}` lesson: {}{more} (the map's `names` give them none in `{tag}`: name them in the map editor's Names in other languages panel)",
                    plural(ids.len(), "place"),
                    shown.join(", ")
                )
            }
        }
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

pub(super) fn one_line(s: &str) -> String {
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
    /// Warnings: of the soundness check ([`IssueKind::Unsound`], [`IssueKind::SearchCut`]), the
    /// lesson works but a puzzle may be unfair; [`IssueKind::Untranslated`], the board shows
    /// places by names in another language than the lesson's. `check --strict` fails on them.
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
