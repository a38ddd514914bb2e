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
//! - the solution wins the game and this line wins it too ([`super::judge`] rates both a won
//!   game), yet the learner is told it is wrong: a second solution. The static evaluation is a
//!   rough guide between turns that do not end the game, so it is not used to call those
//!   unfair; a step that means "any line about as good as the best" says so with
//!   [`Claim::WithinBest`] and is judged by the engine.
//!
//! Lines whose chance has several outcomes are judged outcome by outcome; the first unfair
//! outcome is reported with its chance named. The search is bounded and says where it stopped.

use super::claim::{Claim, Mismatch};
use super::judge::Ranking;
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
    /// It wins the game as the solution does (the engine values both a won game), but the
    /// learner is told it is wrong. Values in hundredths of a medal.
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
            Concern::EngineRatesAsGood { .. } => f.write_str(
                "it wins the game as the solution does, but the learner would be told it is wrong",
            ),
        }
    }
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
    /// The engine's value of the line, in hundredths of a medal.
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
    /// The engine's value of the solution, when it is a complete turn.
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
    let ranking = Ranking::new(start, 0, limits);
    let solution = parse_line(start, &step.solution.actions)?;
    let solution_value = ranking.value_of(&solution);
    let own;
    let turns = if known == 0 {
        &ranking.turns
    } else {
        own = complete_turns(start, known, limits);
        &own
    };
    let mut findings = Vec::new();
    for turn in &turns.turns {
        let value = ranking.value_of(&turn.line).unwrap_or(f64::NEG_INFINITY);
        if let Some(f) = judge_turn(step, start, turn, value, solution_value)? {
            findings.push(f);
        }
    }
    let cut = turns.cut.clone().or_else(|| ranking.turns.cut.clone());
    Ok(Soundness {
        findings,
        lines: turns.turns.len(),
        cut,
        solution_value,
    })
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
    value: f64,
    solution_value: Option<f64>,
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
                    solution_value
                        .filter(|&s| s >= WIN as f64 && value >= s)
                        .map(|solution| Concern::EngineRatesAsGood { value, solution })
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
                value,
            }));
        }
    }
    Ok(None)
}
