//! Puzzle soundness: is a find-the-move step fair to the learner?
//!
//! Every complete turn the mover can play from the step's position is enumerated
//! ([`super::turns`]) and judged the way the learner would be, one action at a time (a line
//! judged wrong as soon as its first actions are is wrong, whatever follows). A line the author
//! has not decided about (not the solution, an alternative or a `wrong` line) is reported when
//! it is unfair:
//!
//! - it makes every claim of the solution true, yet the learner is told it is wrong;
//! - the `accept_if` claims accept it, yet it breaks a claim of the solution (the learner is
//!   told a line is right that the step says is not);
//! - the engine rates it at least as well as the solution, yet the learner is told it is wrong:
//!   a second solution, or a line the author should explain. The engine value
//!   ([`super::judge`]) looks past the opponent's worst reply, because the evaluation of the
//!   position right after a turn is too rough to call a puzzle unfair. It is worked out only for
//!   the lines whose quick value is at most [`SCREEN`] below the solution's, and a line counts
//!   as good as the solution when its engine value is at most [`TOLERANCE`] below the
//!   solution's: not clearly worse. Where the step states its task with `accept_if`, a line
//!   that does not do it is wrong by the task whatever its value (the default feedback says
//!   so), and only a line that wins the game is still judged by the engine: most puzzles ask for
//!   something particular, not for the best move on the board. A step that means "any line
//!   about as good as the best" says so with [`Claim::WithinBest`], which is judged by the same
//!   engine value.
//!
//! Lines whose chance has several outcomes are judged outcome by outcome; the first unfair
//! outcome is reported with its chance named. The search is bounded and says where it stopped.

use super::claim::{Claim, Mismatch};
use super::judge::{Ranking, SCREEN};
use super::lesson::{FindMove, SolvedBy, Verdict};
use super::line_run::{LineRun, line_text, parse_line};
use super::turns::{Cut, Turn, TurnLimits, complete_turns};
use crate::ai::WIN;
use crate::engine::{Action, State};
use crate::notation::LineError;
use std::fmt;

/// Why a line is unfair to the learner.
#[derive(Clone, Debug, PartialEq)]
pub enum Concern {
    /// It makes every claim of the solution true, but the learner is told it is wrong.
    MeetsClaimsButWrong,
    /// `accept_if` accepts it, but this claim of the solution is false after it.
    AcceptedButFails { claim: Claim, mismatch: Mismatch },
    /// The engine rates it at least as well as the solution (its engine value is at most
    /// [`TOLERANCE`] below the solution's), but the learner is told it is wrong. Engine values,
    /// in hundredths of a medal.
    EngineRatesAsGood { value: f64, solution: f64 },
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
        }
    }
}

/// How far a line can fall below the solution's engine value and still count as good as it:
/// 0.1 medal, in hundredths of a medal.
pub const TOLERANCE: f64 = 10.0;

/// A value in medals for messages: `+1.25`.
fn medals(points: f64) -> String {
    format!("{:+.2}", points / 100.0)
}

/// A line the author has not decided about that is unfair to the learner.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// The line as the learner plays it (chance unnamed), in notation: what to add as an
    /// alternative or a wrong line.
    pub line: String,
    /// The outcome judged, chance named, when it differs from `line`.
    pub outcome: Option<String>,
    pub concern: Concern,
    /// The engine's value of the line, in hundredths of a medal: its engine value when the
    /// rule needed it, else its quick value ([`super::judge`]).
    pub value: f64,
}

impl Finding {
    /// Whether adding the line as an accepted alternative is the natural fix (the line is
    /// good); otherwise it is a candidate wrong line.
    pub fn is_good(&self) -> bool {
        !matches!(self.concern, Concern::AcceptedButFails { .. })
    }
}

/// The soundness of one find-the-move step.
#[derive(Clone, Debug, PartialEq)]
pub struct Soundness {
    pub findings: Vec<Finding>,
    /// Complete turns enumerated (lines, not outcomes).
    pub lines: usize,
    /// Where the search stopped, if it was cut.
    pub cut: Option<Cut>,
    /// The engine value of the solution, when it is a complete turn.
    pub solution_value: Option<f64>,
}

impl Soundness {
    pub fn is_sound(&self) -> bool {
        self.findings.is_empty() && self.cut.is_none()
    }
}

/// Checks a find-the-move step from its start position. `known` is how many troops at the top
/// of the mover's reserve the position names ([`super::turns::known_at_step`]). Fails only when
/// the step's own lines cannot be read.
pub fn find_move_soundness(
    step: &FindMove,
    start: &State,
    known: usize,
    limits: TurnLimits,
) -> Result<Soundness, LineError> {
    let ranking = Ranking::quick(start, 0, limits);
    let solution = parse_line(start, &step.solution.actions)?;
    let bar = ranking.index_of(&solution).map(|i| Bar {
        quick: ranking.quick_value(i),
        engine: ranking.engine_value(i),
    });
    let own;
    let turns = if known == 0 {
        &ranking.turns
    } else {
        own = complete_turns(start, known, limits);
        &own
    };
    let mut findings = Vec::new();
    for turn in &turns.turns {
        let value = Value {
            ranking: &ranking,
            index: ranking.index_of(&turn.line),
            bar,
            open: step.accept_if.is_empty(),
        };
        if let Some(f) = judge_turn(step, start, turn, &value)? {
            findings.push(f);
        }
    }
    let cut = turns.cut.clone().or_else(|| ranking.turns.cut.clone());
    Ok(Soundness {
        findings,
        lines: turns.turns.len(),
        cut,
        solution_value: bar.map(|b| b.engine),
    })
}

/// The solution's values: what a line must reach to be rated as good.
#[derive(Clone, Copy, Debug)]
struct Bar {
    quick: f64,
    engine: f64,
}

/// The engine's view of one line against the solution, its engine value worked out only when
/// the rule needs it.
struct Value<'a> {
    ranking: &'a Ranking,
    index: Option<usize>,
    bar: Option<Bar>,
    /// Whether the step leaves every unlisted line to the engine's judgement: it states no
    /// task of its own (`accept_if`). Otherwise only a won game is judged by the engine.
    open: bool,
}

impl Value<'_> {
    /// The line's value for the report: its engine value when the rule rated it as good, else
    /// its quick value.
    fn shown(&self) -> f64 {
        self.index.map_or(f64::NEG_INFINITY, |i| {
            if self.rated_as_good().is_some() {
                self.ranking.engine_value(i)
            } else {
                self.ranking.quick_value(i)
            }
        })
    }

    /// `Some(concern)` when the engine rates the line at least as well as the solution: its
    /// quick value passes the screen and its engine value is at most [`TOLERANCE`] below the
    /// solution's. Where the step states its task, only a line that wins the game is judged.
    fn rated_as_good(&self) -> Option<Concern> {
        let (i, bar) = (self.index?, self.bar?);
        let quick = self.ranking.quick_value(i);
        if quick < bar.quick - SCREEN || (!self.open && quick < WIN as f64) {
            return None;
        }
        let value = self.ranking.engine_value(i);
        (value >= bar.engine - TOLERANCE).then_some(Concern::EngineRatesAsGood {
            value,
            solution: bar.engine,
        })
    }
}

/// The learner's verdict on a whole line played one action at a time: the first verdict that
/// is not "keep playing".
pub fn learner_verdict(
    step: &FindMove,
    start: &State,
    actions: &[Action],
) -> Result<Verdict, LineError> {
    for n in 1..=actions.len() {
        let v = step.judge(start, &actions[..n])?;
        if v != Verdict::Continue {
            return Ok(v);
        }
    }
    Ok(Verdict::Continue)
}

fn judge_turn(
    step: &FindMove,
    start: &State,
    turn: &Turn,
    value: &Value,
) -> Result<Option<Finding>, LineError> {
    let line = line_text(start, &turn.line);
    for o in &turn.outcomes {
        let verdict = learner_verdict(step, start, &o.actions)?;
        let run = LineRun {
            before: start.clone(),
            after: o.after.clone(),
            played: o.actions.clone(),
            total: o.actions.len(),
            refused: None,
        };
        let concern = match verdict {
            Verdict::Solved {
                by: SolvedBy::Goal, ..
            } => step.solution.claims.iter().find_map(|c| {
                c.verify(&run)
                    .err()
                    .map(|mismatch| Concern::AcceptedButFails {
                        claim: c.clone(),
                        mismatch,
                    })
            }),
            Verdict::Wrong { which: None, .. } => {
                let claims = &step.solution.claims;
                if !claims.is_empty() && claims.iter().all(|c| c.verify(&run).is_ok()) {
                    Some(Concern::MeetsClaimsButWrong)
                } else {
                    value.rated_as_good()
                }
            }
            _ => None,
        };
        if let Some(concern) = concern {
            let played = line_text(start, &o.actions);
            return Ok(Some(Finding {
                outcome: (played != line).then_some(played),
                line,
                concern,
                value: value.shown(),
            }));
        }
    }
    Ok(None)
}
