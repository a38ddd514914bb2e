//! Puzzle soundness: is a find-the-move step fair to the learner?
//!
//! The learner is judged action by action ([`FindMove::judge`]): after each action the judge
//! says solved, wrong (with a line's feedback) or keep playing. The check walks the learner's
//! whole decision tree the same way: every complete turn the mover can play from the step's
//! position ([`super::turns`]), every outcome of its chance (XB-42's random take, a draw from a
//! shuffled reserve, weighted as the rules weigh them; a top of the reserve the position names
//! is drawn once), each put through the step's judge after every action, as the preview and the
//! web player put the learner's actions ([`learner_verdict_at`]). Each verdict is then compared
//! with what the engine says of the position the turn leaves: the solution's claims, the
//! `accept_if` claims, a won or lost game, the engine value. A line is reported when:
//!
//! 1. **a right answer is listed as wrong**: the learner playing a `wrong` line is told it is
//!    wrong, yet the line makes every claim of the solution true, meets `accept_if`, or wins the
//!    game as the solution does;
//! 2. **an accepted line loses**: the solution, an alternative or a line `accept_if` accepts
//!    leaves the game won by the opponent, and the accepted line does not say so with a claim
//!    (`Wins` or `Winner` for the opponent; for `accept_if`, among its claims);
//! 3. **chance decides the verdict**: the learner's verdict on one line differs between the
//!    outcomes of its chance, or a listed line's claims hold for some outcomes only (with the
//!    chance each has, as the rules weigh it);
//! 4. **a good line starts like a wrong one**: a good line (as in 1) begins with the whole of a
//!    shorter `wrong` line, so the learner is told wrong before finishing it;
//! 5. **feedback that can never be shown** (found by [`super::check`] on the listed lines, an
//!    error rather than a warning): a wrong line whose first actions are another wrong line's;
//!
//! and, for the lines the author has not listed, when one makes every claim of the solution true
//! or the engine rates it at least as well as the solution, yet the learner is told it is wrong;
//! or when `accept_if` accepts a line that breaks a claim of the solution.
//!
//! The engine value ([`super::judge`]) looks past the opponent's worst reply, because the
//! evaluation of the position right after a turn is too rough to call a puzzle unfair. It is
//! worked out only for the lines whose quick value is at most [`SCREEN`] below the solution's,
//! and a line counts as good as the solution when its engine value is at most [`TOLERANCE`]
//! below the solution's: not clearly worse. Where the step states its task with `accept_if`, a
//! line that does not do it is wrong by the task whatever its value, and only a line that wins
//! the game is still judged by the engine. A step that means "any line about as good as the
//! best" says so with [`Claim::WithinBest`], judged by the same engine value (the walk leaves
//! `WithinBest` claims to the engine rule).
//!
//! **The work budget.** The check counts its work in finished turns: each outcome of the
//! mover's turns enumerated, each outcome of a listed line, and each reply of the opponent
//! looked at for an engine value. Past the budget ([`DEFAULT_STEP_BUDGET`] unless the caller
//! gives one) the walk stops before the next line and says where ([`Soundness::cut`]); a unit
//! of work started (one line's engine value) is finished, so the count may pass the budget by
//! that much. Nothing depends on the clock, so the same step always stops at the same line.
//!
//! Every finding carries the one fix the steps tab offers for it ([`Fix`]).

use super::format::{Answer, FindMove, SolvedBy, Verdict, WrongMove};
use super::format::{Claim, Mismatch};
use super::judge::{Ranking, SCREEN, Sight};
use super::line_run::{LineRun, line_text, parse_line, run_line};
use super::turns::{Cut, TurnLimits, TurnOutcome, Turns, complete_turns, line_outcomes};
use crate::ai::WIN;
use crate::control::{Cancelled, Control, Progress};
use crate::engine::{Action, Outcome, State};
use crate::i18n::Lang;
use crate::notation::LineError;
use crate::pieces::Side;
use std::fmt;

/// The work budget of one step's soundness check, in finished turns (see the module doc).
pub const DEFAULT_STEP_BUDGET: u64 = 200_000;

/// The work budget of a whole `check` run, in finished turns: the steps share it in order.
pub const DEFAULT_RUN_BUDGET: u64 = 2_000_000;

/// What makes a line good: the reason a learner told "wrong" on it is judged unfairly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Good {
    /// It makes every claim of the solution true.
    Claims,
    /// It meets every `accept_if` claim.
    AcceptIf,
    /// It wins the game, as the solution does.
    Wins,
}

impl Good {
    fn text(self) -> &'static str {
        match self {
            Good::Claims => "it makes every claim of the solution true",
            Good::AcceptIf => "it meets every accept_if claim",
            Good::Wins => "it wins the game, as the solution does",
        }
    }
}

/// The kinds of unfair judging, one warning per kind per step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unfair {
    /// A listed wrong line is a right answer.
    RightListedWrong,
    /// An accepted line leaves the game won by the opponent.
    AcceptedLoses,
    /// The verdict, or a listed line's claims, depend on chance.
    ChanceDecides,
    /// A good line begins with a whole wrong line.
    StartsLikeWrong,
    /// An unlisted line as good as the solution is told wrong.
    UnlistedRight,
    /// `accept_if` accepts a line that breaks the solution's claims.
    AcceptedBreaksClaims,
}

impl Unfair {
    /// The kind in words, for the warning's first line.
    pub fn title(self) -> &'static str {
        match self {
            Unfair::RightListedWrong => "a right answer is listed as wrong",
            Unfair::AcceptedLoses => "an accepted line leaves the game won by the opponent",
            Unfair::ChanceDecides => "chance decides the verdict",
            Unfair::StartsLikeWrong => {
                "a good line starts like a wrong one, so the learner is told wrong before finishing it"
            }
            Unfair::UnlistedRight => {
                "an unlisted line as good as the solution would be told it is wrong"
            }
            Unfair::AcceptedBreaksClaims => {
                "accept_if accepts a line that breaks a claim of the solution"
            }
        }
    }
}

/// Why a line is unfair to the learner.
#[derive(Clone, Debug, PartialEq)]
pub enum Concern {
    /// Unlisted, it makes every claim of the solution true, but the learner is told it is wrong.
    MeetsClaimsButWrong,
    /// `accept_if` accepts it, but this claim of the solution is false after it.
    AcceptedButFails { claim: Claim, mismatch: Mismatch },
    /// The engine rates it at least as well as the solution (its engine value is at most
    /// [`TOLERANCE`] below the solution's), but the learner is told it is wrong. Engine values,
    /// in hundredths of a medal.
    EngineRatesAsGood { value: f64, solution: f64 },
    /// Wrong line `wrong` (0-based) is the whole line, and the line is good.
    ListedWrongButRight { wrong: usize, why: Good },
    /// Accepted (`by`), but the game is over and the opponent won, with this probability.
    AcceptedButLoses {
        by: SolvedBy,
        outcome: Outcome,
        chance: f64,
    },
    /// The learner is told it is right with probability `solved` (0 < `solved` < 1).
    VerdictByChance { solved: f64 },
    /// A listed line (`which`: "the solution", "wrong line 2") whose claims hold with
    /// probability `holds` only; `claim` fails in the outcome named.
    ClaimsByChance {
        which: String,
        holds: f64,
        claim: Claim,
        mismatch: Mismatch,
    },
    /// The line is good, but it begins with the whole of wrong line `wrong` (0-based), `at`.
    StartsLikeWrong { wrong: usize, at: String, why: Good },
}

impl Concern {
    /// The kind of unfairness, which groups the warnings.
    pub fn kind(&self) -> Unfair {
        match self {
            Concern::MeetsClaimsButWrong | Concern::EngineRatesAsGood { .. } => {
                Unfair::UnlistedRight
            }
            Concern::AcceptedButFails { .. } => Unfair::AcceptedBreaksClaims,
            Concern::ListedWrongButRight { .. } => Unfair::RightListedWrong,
            Concern::AcceptedButLoses { .. } => Unfair::AcceptedLoses,
            Concern::VerdictByChance { .. } | Concern::ClaimsByChance { .. } => {
                Unfair::ChanceDecides
            }
            Concern::StartsLikeWrong { .. } => Unfair::StartsLikeWrong,
        }
    }
}

/// A chance as the English report writes it: "50%", "12.5%".
pub(super) fn percent(p: f64) -> String {
    let v = p * 100.0;
    match percent_decimals(p) {
        0 => format!("{v:.0}%"),
        _ => format!("{v:.1}%"),
    }
}

/// The digits after the separator of a chance written as a percentage: none for a whole one.
pub(super) fn percent_decimals(p: f64) -> u8 {
    let v = p * 100.0;
    if (v - v.round()).abs() < 0.05 { 0 } else { 1 }
}

fn answer_name(by: SolvedBy) -> String {
    match by {
        SolvedBy::Solution => "the solution".into(),
        SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
        SolvedBy::Goal => "accept_if".into(),
    }
}

impl fmt::Display for Concern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Concern::MeetsClaimsButWrong => f.write_str(
                "it makes every claim of the solution true, but the learner would be told it is wrong",
            ),
            Concern::AcceptedButFails { claim, mismatch } => write!(
                f,
                "accept_if accepts it, but the solution's claim {claim} is false after it ({mismatch})"
            ),
            Concern::EngineRatesAsGood { solution, .. } if *solution >= WIN as f64 => f.write_str(
                "it wins the game as the solution does, but the learner would be told it is wrong",
            ),
            Concern::EngineRatesAsGood { value, solution } => write!(
                f,
                "the engine rates it as well as the solution ({} against {} medals, after the opponent's best reply), but the learner would be told it is wrong",
                medals(*value),
                medals(*solution)
            ),
            Concern::ListedWrongButRight { wrong, why } => write!(
                f,
                "{}, but it is wrong line {} and the learner is told it is wrong",
                why.text(),
                wrong + 1
            ),
            Concern::AcceptedButLoses {
                by,
                outcome,
                chance,
            } => {
                let when = if *chance < 1.0 {
                    format!(" in {} of the outcomes", percent(*chance))
                } else {
                    String::new()
                };
                write!(
                    f,
                    "{} accepts it, but after it the game is over: {outcome}{when}; claim the opponent's win (`Winner(side: {})`) if the step means it",
                    answer_name(*by),
                    outcome.winner
                )
            }
            Concern::VerdictByChance { solved } => write!(
                f,
                "the learner is told it is right in {} of the outcomes of its chance and wrong in the others; name the troops the chance gives (a `Top` reserve) or accept every outcome",
                percent(*solved)
            ),
            Concern::ClaimsByChance {
                which,
                holds,
                claim,
                mismatch,
            } => write!(
                f,
                "{which}'s claims hold in {} of the outcomes of its chance only: {claim} is false ({mismatch}); name the troops the chance gives (a `Top` reserve) or claim what every outcome shares",
                percent(*holds)
            ),
            Concern::StartsLikeWrong { wrong, at, why } => write!(
                f,
                "{}, but it begins with wrong line {} (\"{at}\"), so the learner is told wrong before finishing it",
                why.text(),
                wrong + 1
            ),
        }
    }
}

/// How far a line can fall below the solution's engine value and still count as good as it:
/// 0.1 medal, in hundredths of a medal.
pub const TOLERANCE: f64 = 10.0;

/// A value in medals for messages: `+1.25`.
pub(super) fn medals(points: f64) -> String {
    format!("{:+.2}", points / 100.0)
}

/// The one-click fix the steps tab offers for a finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fix {
    /// "Accept it": add `line` as an alternative; drop wrong line `drop_wrong` (0-based), which
    /// is the same line.
    Accept {
        line: String,
        drop_wrong: Option<usize>,
    },
    /// "Mark it wrong": add `line` as a wrong line; drop alternative `drop_alternative`
    /// (0-based), which is the same line.
    MarkWrong {
        line: String,
        drop_alternative: Option<usize>,
    },
    /// "Make the wrong line longer": wrong line `wrong` (0-based) is replaced by `lines`, the
    /// shortest ways of going on from it that no good line begins with, each with its feedback
    /// and claims (no line at all when every line going on from it is good).
    Lengthen { wrong: usize, lines: Vec<String> },
}

impl Fix {
    /// The button's label.
    pub fn label(&self) -> &'static str {
        match self {
            Fix::Accept { .. } => "Accept it",
            Fix::MarkWrong { .. } => "Mark it wrong",
            Fix::Lengthen { .. } => "Make the wrong line longer",
        }
    }

    /// Applies the fix to the step; the feedback it adds is written in `lang`, the lesson's.
    pub fn apply(&self, step: &mut FindMove, lang: Lang) {
        match self {
            Fix::Accept { line, drop_wrong } => {
                if let Some(i) = drop_wrong.filter(|&i| i < step.wrong.len()) {
                    step.wrong.remove(i);
                }
                step.alternatives.push(Answer {
                    actions: line.clone(),
                    feedback: crate::tr!(lang, "fix-accept-feedback"),
                    ..Default::default()
                });
            }
            Fix::MarkWrong {
                line,
                drop_alternative,
            } => {
                if let Some(i) = drop_alternative.filter(|&i| i < step.alternatives.len()) {
                    step.alternatives.remove(i);
                }
                step.wrong.push(WrongMove {
                    actions: line.clone(),
                    feedback: crate::tr!(lang, "fix-wrong-feedback"),
                    ..Default::default()
                });
            }
            Fix::Lengthen { wrong, lines } => {
                if *wrong >= step.wrong.len() {
                    return;
                }
                let old = step.wrong.remove(*wrong);
                for (n, l) in lines.iter().enumerate() {
                    step.wrong.insert(
                        wrong + n,
                        WrongMove {
                            actions: l.clone(),
                            ..old.clone()
                        },
                    );
                }
            }
        }
    }
}

/// A line that is unfair to the learner.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// The line as the learner plays it (chance unnamed), in notation: what to add as an
    /// alternative or a wrong line.
    pub line: String,
    /// The outcome judged, chance named, when it differs from `line`.
    pub outcome: Option<String>,
    pub concern: Concern,
    /// The engine's value of the line, in hundredths of a medal: its engine value when the
    /// rule needed it, else its quick value ([`super::judge`]); `-inf` when it has none.
    pub value: f64,
    /// The fix the steps tab offers, if one click can fix it.
    pub fix: Option<Fix>,
}

impl Finding {
    /// Whether adding the line as an accepted alternative is the natural fix (the line is
    /// good); otherwise it is a candidate wrong line.
    pub fn is_good(&self) -> bool {
        matches!(
            self.concern,
            Concern::MeetsClaimsButWrong
                | Concern::EngineRatesAsGood { .. }
                | Concern::ListedWrongButRight { .. }
                | Concern::StartsLikeWrong { .. }
        )
    }
}

/// The soundness of one find-the-move step.
#[derive(Clone, Debug, PartialEq)]
pub struct Soundness {
    pub findings: Vec<Finding>,
    /// Complete turns walked (lines, not outcomes).
    pub lines: usize,
    /// The work done, in finished turns (see the module doc).
    pub work: u64,
    /// Where the walk stopped when the budget was reached; `outcomes` is the work done then.
    pub cut: Option<Cut>,
    /// The engine value of the solution, when it is a complete turn.
    pub solution_value: Option<f64>,
}

impl Soundness {
    pub fn is_sound(&self) -> bool {
        self.findings.is_empty() && self.cut.is_none()
    }
}

/// The learner's verdict on a line played one action at a time: the first verdict that is not
/// "keep playing", and how many actions had been played when it was given (the whole line when
/// the verdict is still "keep playing").
pub fn learner_verdict_at(
    step: &FindMove,
    start: &State,
    actions: &[Action],
) -> Result<(Verdict, usize), LineError> {
    for n in 1..=actions.len() {
        let v = step.judge(start, &actions[..n])?;
        if v != Verdict::Continue {
            return Ok((v, n));
        }
    }
    Ok((Verdict::Continue, actions.len()))
}

/// The claims the walk verifies itself: all but `WithinBest`, which the engine rule judges.
fn plain(claims: &[Claim]) -> impl Iterator<Item = &Claim> {
    claims
        .iter()
        .filter(|c| !matches!(c, Claim::WithinBest { .. }))
}

/// Whether claims (some to verify, all true) hold after a run.
fn all_hold(claims: &[Claim], run: &LineRun) -> bool {
    let mut any = false;
    for c in plain(claims) {
        any = true;
        if c.verify(run).is_err() {
            return false;
        }
    }
    any
}

fn run_of(start: &State, o: &TurnOutcome) -> LineRun {
    LineRun {
        before: start.clone(),
        after: o.after.clone(),
        played: o.actions.clone(),
        total: o.actions.len(),
        refused: None,
    }
}

/// Whether claims say the opponent of `mover` wins.
fn claims_loss(claims: &[Claim], mover: Side) -> bool {
    claims.iter().any(|c| match c {
        Claim::Wins { side, .. } | Claim::Winner { side } => *side != mover,
        _ => false,
    })
}

/// The step's parsed lines and what the walk compares each leaf with.
struct Walk<'a> {
    step: &'a FindMove,
    mover: Side,
    wrongs: Vec<Vec<Action>>,
    solution_wins: bool,
}

impl Walk<'_> {
    /// What makes a finished outcome good, if anything.
    fn good(&self, run: &LineRun) -> Option<Good> {
        if all_hold(&self.step.solution.claims, run) {
            Some(Good::Claims)
        } else if all_hold(&self.step.accept_if, run) {
            Some(Good::AcceptIf)
        } else if self.solution_wins && self.won(&run.after) {
            Some(Good::Wins)
        } else {
            None
        }
    }

    fn won(&self, st: &State) -> bool {
        st.outcome().is_some_and(|o| o.winner == self.mover)
    }

    /// Whether the accepted line `by` says that the opponent wins.
    fn states_loss(&self, by: SolvedBy) -> bool {
        let claims = match by {
            SolvedBy::Solution => &self.step.solution.claims,
            SolvedBy::Alternative(i) => match self.step.alternatives.get(i) {
                Some(a) => &a.claims,
                None => return false,
            },
            SolvedBy::Goal => &self.step.accept_if,
        };
        claims_loss(claims, self.mover)
    }
}

/// The solution's values: what a line must reach to be rated as good.
#[derive(Clone, Copy, Debug)]
struct Bar {
    quick: f64,
    engine: f64,
}

/// Checks a find-the-move step from its start position. `known` is how many troops at the top
/// of the mover's reserve the position names ([`super::turns::known_at_step`]);
/// `limits.max_outcomes` is the work budget in finished turns (see the module doc). Fails only
/// when the step's own lines cannot be read.
pub fn find_move_soundness(
    step: &FindMove,
    start: &State,
    known: usize,
    limits: TurnLimits,
) -> Result<Soundness, LineError> {
    match find_move_soundness_with(step, start, known, limits, &Control::default()) {
        Ok(s) => Ok(s),
        Err(WalkError::Line(e)) => Err(e),
        Err(WalkError::Cancelled) => unreachable!("a default control never cancels"),
    }
}

/// Why the soundness walk gave no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WalkError {
    /// The step's own lines cannot be read.
    #[error("{0}")]
    Line(#[from] LineError),
    /// The caller cancelled the walk (see [`crate::control`]).
    #[error("cancelled")]
    Cancelled,
}

impl From<Cancelled> for WalkError {
    fn from(_: Cancelled) -> WalkError {
        WalkError::Cancelled
    }
}

/// [`find_move_soundness`], polling `control` between two lines: once it is cancelled the walk
/// stops and answers [`WalkError::Cancelled`] (no findings, no verdict). The progress counts
/// the mover's complete turns walked.
pub fn find_move_soundness_with(
    step: &FindMove,
    start: &State,
    known: usize,
    limits: TurnLimits,
    control: &Control,
) -> Result<Soundness, WalkError> {
    control.check()?;
    let budget = limits.max_outcomes as u64;
    let mover = start.to_move().unwrap_or(Side::Blue);
    let solution = parse_line(start, &step.solution.actions)?;
    let wrongs = step
        .wrong
        .iter()
        .map(|w| parse_line(start, &w.actions))
        .collect::<Result<Vec<_>, _>>()?;
    let alternatives = step
        .alternatives
        .iter()
        .map(|a| parse_line(start, &a.actions))
        .collect::<Result<Vec<_>, _>>()?;
    let solution_wins = run_line(start, &step.solution.actions)?
        .after
        .outcome()
        .is_some_and(|o| o.winner == mover);
    let walk = Walk {
        step,
        mover,
        wrongs,
        solution_wins,
    };
    let mut findings = Vec::new();
    let mut work = 0u64;

    // The listed lines' claims, outcome by outcome.
    let mut listed: Vec<(String, &[Claim], &[Action])> =
        vec![("the solution".into(), &step.solution.claims, &solution)];
    for (i, (a, line)) in step.alternatives.iter().zip(&alternatives).enumerate() {
        listed.push((format!("alternative {}", i + 1), &a.claims, line));
    }
    for (i, (w, line)) in step.wrong.iter().zip(&walk.wrongs).enumerate() {
        listed.push((format!("wrong line {}", i + 1), &w.claims, line));
    }
    for (which, claims, line) in listed {
        control.check()?;
        let refusal = claims.iter().any(|c| matches!(c, Claim::Illegal { .. }));
        if plain(claims).next().is_none() || line.is_empty() || refusal {
            continue;
        }
        let room = budget.saturating_sub(work).max(1) as usize;
        let outcomes = line_outcomes(start, line, known, room);
        work += outcomes.len() as u64;
        if let Some(f) = claims_by_chance(start, &which, claims, line, &outcomes) {
            findings.push(f);
        }
    }

    // The learner's decision tree.
    let room = |work: u64| TurnLimits {
        max_outcomes: usize::try_from(budget.saturating_sub(work)).unwrap_or(usize::MAX),
    };
    control.check()?;
    let sight = Sight::shown(step.show_opponent_rack);
    let ranking = Ranking::quick_seeing(start, 0, room(work), sight);
    work += ranking.turns.outcome_count() as u64;
    control.check()?;
    let own: Turns;
    let turns = if known == 0 {
        &ranking.turns
    } else {
        own = complete_turns(start, known, room(work));
        work += own.outcome_count() as u64;
        &own
    };
    let bar = ranking.index_of(&solution).map(|i| {
        let (engine, w) = ranking.engine_value_counted(i);
        work += w;
        Bar {
            quick: ranking.quick_value(i),
            engine,
        }
    });
    let open = step.accept_if.is_empty();
    let mut cut = turns.cut.clone().or_else(|| ranking.turns.cut.clone());
    // The lines that go on from each wrong line, and whether each is good.
    let mut after_wrong: Vec<Vec<(Vec<Action>, bool)>> = vec![Vec::new(); walk.wrongs.len()];
    let mut walked = 0;
    let planned = turns.turns.len() as u64;
    control.report_counted(0, planned);
    for turn in &turns.turns {
        control.check()?;
        if walked % 64 == 0 {
            control.report_counted(walked as u64, planned);
        }
        if work >= budget {
            cut = Some(Cut {
                outcomes: 0,
                at: line_text(start, &turn.line),
            });
            break;
        }
        walked += 1;
        let line = line_text(start, &turn.line);
        let index = ranking.index_of(&turn.line);
        let quick = index.map_or(f64::NEG_INFINITY, |i| ranking.quick_value(i));
        let mut verdicts = Vec::with_capacity(turn.outcomes.len());
        for o in &turn.outcomes {
            verdicts.push(learner_verdict_at(step, start, &o.actions)?);
        }
        let total: f64 = turn.outcomes.iter().map(|o| o.weight).sum();
        let class = |v: &Verdict| match v {
            Verdict::Solved { .. } => 0,
            Verdict::Wrong { which: Some(i), .. } => i + 1,
            Verdict::Wrong { which: None, .. } => usize::MAX,
            Verdict::Continue => usize::MAX - 1,
        };
        let named = |o: &TurnOutcome| {
            let played = line_text(start, &o.actions);
            (played != line).then_some(played)
        };
        let first = class(&verdicts[0].0);
        if let Some(k) = verdicts.iter().position(|(v, _)| class(v) != first) {
            let solved: f64 = turn
                .outcomes
                .iter()
                .zip(&verdicts)
                .filter(|(_, (v, _))| class(v) == 0)
                .map(|(o, _)| o.weight)
                .sum();
            // The outcome to show: one the learner is told wrong on.
            let shown = if first == 0 { k } else { 0 };
            findings.push(Finding {
                line: line.clone(),
                outcome: named(&turn.outcomes[shown]),
                concern: Concern::VerdictByChance {
                    solved: solved / total.max(f64::MIN_POSITIVE),
                },
                value: quick,
                fix: None,
            });
            continue;
        }
        let runs: Vec<LineRun> = turn.outcomes.iter().map(|o| run_of(start, o)).collect();
        match &verdicts[0].0 {
            Verdict::Solved { by, .. } => {
                let by = *by;
                let lost: Vec<(usize, Outcome)> = runs
                    .iter()
                    .enumerate()
                    .filter_map(|(i, r)| {
                        r.after
                            .outcome()
                            .filter(|o| o.winner != mover)
                            .map(|o| (i, o))
                    })
                    .collect();
                let drop_alternative = match by {
                    SolvedBy::Alternative(i) => Some(i),
                    _ => None,
                };
                let mark_wrong = (by != SolvedBy::Solution).then(|| Fix::MarkWrong {
                    line: line.clone(),
                    drop_alternative,
                });
                if let Some(&(i, outcome)) = lost.first()
                    && !walk.states_loss(by)
                {
                    let chance: f64 = lost.iter().map(|(i, _)| turn.outcomes[*i].weight).sum();
                    findings.push(Finding {
                        line: line.clone(),
                        outcome: named(&turn.outcomes[i]),
                        concern: Concern::AcceptedButLoses {
                            by,
                            outcome,
                            chance: chance / total.max(f64::MIN_POSITIVE),
                        },
                        value: quick,
                        fix: mark_wrong,
                    });
                } else if by == SolvedBy::Goal {
                    let failed = runs.iter().enumerate().find_map(|(i, r)| {
                        plain(&step.solution.claims).find_map(|c| {
                            c.verify(r).err().map(|mismatch| (i, c.clone(), mismatch))
                        })
                    });
                    if let Some((i, claim, mismatch)) = failed {
                        findings.push(Finding {
                            line: line.clone(),
                            outcome: named(&turn.outcomes[i]),
                            concern: Concern::AcceptedButFails { claim, mismatch },
                            value: quick,
                            fix: mark_wrong,
                        });
                    }
                }
            }
            Verdict::Wrong { which: Some(w), .. } => {
                let w = *w;
                let good: Vec<Option<Good>> = runs.iter().map(|r| walk.good(r)).collect();
                let all_good = good.iter().all(Option::is_some);
                after_wrong[w].push((turn.line.clone(), all_good));
                if let (true, Some(why)) = (all_good, good[0]) {
                    let len = walk.wrongs[w].len();
                    let concern = if turn.line.len() <= len {
                        Concern::ListedWrongButRight { wrong: w, why }
                    } else {
                        Concern::StartsLikeWrong {
                            wrong: w,
                            at: line_text(start, &turn.line[..len]),
                            why,
                        }
                    };
                    let fix = match concern {
                        Concern::ListedWrongButRight { .. } => Some(Fix::Accept {
                            line: line.clone(),
                            drop_wrong: Some(w),
                        }),
                        _ => None, // filled in once every line after the wrong one is known
                    };
                    findings.push(Finding {
                        line: line.clone(),
                        outcome: None,
                        concern,
                        value: quick,
                        fix,
                    });
                }
            }
            Verdict::Wrong { which: None, .. } => {
                let accept = Some(Fix::Accept {
                    line: line.clone(),
                    drop_wrong: None,
                });
                if runs.iter().all(|r| all_hold(&step.solution.claims, r)) {
                    findings.push(Finding {
                        line: line.clone(),
                        outcome: None,
                        concern: Concern::MeetsClaimsButWrong,
                        value: quick,
                        fix: accept,
                    });
                } else if let (Some(i), Some(bar)) = (index, bar) {
                    // The engine rule: only lines that pass the screen get an engine value.
                    if quick < bar.quick - SCREEN || (!open && quick < WIN as f64) {
                        continue;
                    }
                    let (value, w) = ranking.engine_value_counted(i);
                    work += w;
                    if value >= bar.engine - TOLERANCE {
                        findings.push(Finding {
                            line: line.clone(),
                            outcome: None,
                            concern: Concern::EngineRatesAsGood {
                                value,
                                solution: bar.engine,
                            },
                            value,
                            fix: accept,
                        });
                    }
                }
            }
            Verdict::Continue => {}
        }
    }
    // The walk is over, cut by the budget or not.
    if control.wants_progress() {
        control.report(&Progress::counted(walked as u64, planned).with_fraction(1.0));
    }
    // "Make the wrong line longer": the shortest ways on from it that no good line begins with.
    for f in &mut findings {
        if let Concern::StartsLikeWrong { wrong, .. } = f.concern {
            f.fix = Some(Fix::Lengthen {
                wrong,
                lines: longer_wrong(start, walk.wrongs[wrong].len(), &after_wrong[wrong]),
            });
        }
    }
    if let Some(c) = &mut cut {
        c.outcomes = work as usize;
        if c.at.is_empty() {
            // Cut before any line: the walk stopped at the first.
            let mut legal = Vec::new();
            start.legal_actions(&mut legal);
            c.at = legal
                .first()
                .map(|a| line_text(start, &[*a]))
                .unwrap_or_default();
        }
    }
    Ok(Soundness {
        findings,
        lines: walked,
        work,
        cut,
        solution_value: bar.map(|b| b.engine),
    })
}

/// The lines replacing a wrong line of `len` actions: for each line going on from it that is not
/// good, its shortest beginning longer than the wrong line that no good line begins with.
fn longer_wrong(start: &State, len: usize, lines: &[(Vec<Action>, bool)]) -> Vec<String> {
    let good: Vec<&Vec<Action>> = lines.iter().filter(|(_, g)| *g).map(|(l, _)| l).collect();
    let mut out: Vec<String> = Vec::new();
    for (bad, _) in lines.iter().filter(|(_, g)| !*g) {
        let n = (len + 1..=bad.len())
            .find(|&n| !good.iter().any(|g| g.len() >= n && g[..n] == bad[..n]))
            .unwrap_or(bad.len());
        let text = line_text(start, &bad[..n]);
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// A listed line whose claims hold for some outcomes of its chance only.
fn claims_by_chance(
    start: &State,
    which: &str,
    claims: &[Claim],
    line: &[Action],
    outcomes: &[TurnOutcome],
) -> Option<Finding> {
    if outcomes.len() < 2 {
        return None;
    }
    let total: f64 = outcomes.iter().map(|o| o.weight).sum();
    let mut holds = 0.0;
    let mut failed = None;
    for o in outcomes {
        let run = run_of(start, o);
        let fails = if o.actions.len() < line.len() {
            Some((
                Claim::Legal,
                Mismatch {
                    expected: crate::text!("mismatch-every-legal"),
                    found: crate::text!("mismatch-refused-in-outcome", n = o.actions.len() + 1),
                },
            ))
        } else {
            plain(claims).find_map(|c| c.verify(&run).err().map(|m| (c.clone(), m)))
        };
        match fails {
            None => holds += o.weight,
            Some(f) => {
                if failed.is_none() {
                    failed = Some((o, f));
                }
            }
        }
    }
    let (o, (claim, mismatch)) = failed?;
    let text = line_text(start, line);
    let played = line_text(start, &o.actions);
    Some(Finding {
        outcome: (played != text).then_some(played),
        line: text,
        concern: Concern::ClaimsByChance {
            which: which.to_string(),
            holds: holds / total.max(f64::MIN_POSITIVE),
            claim,
            mismatch,
        },
        value: f64::NEG_INFINITY,
        fix: None,
    })
}
