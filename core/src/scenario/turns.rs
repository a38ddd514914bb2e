//! Every complete turn the side to move can play from a position: each placement, each answer
//! to each effect, each Cap'n chain, until the turn passes to the opponent or the game ends.
//!
//! The moves come from the engine's own legal-action generation ([`State::legal_actions`]);
//! nothing here knows a rule. Chance is handled the way a lesson's lines handle it: an unnamed
//! draw takes the top of the reserve, so when the position fixes the top of the mover's reserve
//! (`Top([...])` or `Exact([...])`, see [`known_top`]) the draw has one outcome. Otherwise each
//! distinct outcome is tried as a named action (`draw roxy star`, `discard rack hook`,
//! `freeze kwak`), weighted by how many ways the reserve or rack can give it, and the engine
//! refuses the outcomes the position makes impossible.
//!
//! The search is bounded: past [`TurnLimits::max_outcomes`] finished turns it stops and says
//! where ([`Cut`]).

use super::line_run::line_text;
use super::{LoadedScenario, Reserve};
use crate::engine::{Action, State};
use crate::pieces::{Side, Troop};
use std::collections::HashMap;

/// How far the search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnLimits {
    /// Finished turns (chance outcomes counted one by one) after which the search stops.
    pub max_outcomes: usize,
}

impl Default for TurnLimits {
    fn default() -> Self {
        TurnLimits {
            max_outcomes: 20_000,
        }
    }
}

/// One way a turn can go: the actions as played (chance named where its outcome was chosen by
/// the search), its weight among the outcomes of the same line, and the position after it.
#[derive(Clone, Debug)]
pub struct TurnOutcome {
    pub actions: Vec<Action>,
    /// How many equally likely ways of the chance involved give this outcome (1 without chance).
    pub weight: f64,
    pub after: State,
}

/// A complete turn as the learner would play it (chance actions unnamed), with every outcome
/// of its chance.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The actions with chance unnamed: what the learner plays.
    pub line: Vec<Action>,
    pub outcomes: Vec<TurnOutcome>,
}

impl Turn {
    /// The line in notation, `; ` between actions.
    pub fn text(&self, start: &State) -> String {
        line_text(start, &self.line)
    }
}

/// Where a bounded search stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut {
    /// Finished turns found before the stop.
    pub outcomes: usize,
    /// The beginning of the first line not explored, in notation.
    pub at: String,
}

/// Every complete turn from a position, in the engine's order, and whether the search was cut.
#[derive(Clone, Debug)]
pub struct Turns {
    pub mover: Side,
    pub turns: Vec<Turn>,
    pub cut: Option<Cut>,
}

impl Turns {
    /// Finished turns counted outcome by outcome.
    pub fn outcome_count(&self) -> usize {
        self.turns.iter().map(|t| t.outcomes.len()).sum()
    }
}

/// How many troops at the top of `side`'s reserve the scenario's position names (`Top` or
/// `Exact`): draws that take no more than these have a known outcome. `usize::MAX` for an
/// exact reserve.
pub fn known_top(loaded: &LoadedScenario, side: Side) -> usize {
    match &loaded.scenario.position.side(side).reserve {
        Reserve::Shuffled => 0,
        Reserve::Top(v) => v.len(),
        Reserve::Exact(_) => usize::MAX,
    }
}

/// The known top of the mover's reserve at a step's start: what the scenario names, less the
/// troops the step's setup drew from it.
pub fn known_at_step(loaded: &LoadedScenario, scenario_start: &State, step_start: &State) -> usize {
    let Some(side) = step_start.to_move() else {
        return 0;
    };
    let drawn = scenario_start
        .reserve_len(side)
        .saturating_sub(step_start.reserve_len(side));
    known_top(loaded, side).saturating_sub(drawn)
}

/// Every complete turn of the side to move at `start`. `known` is how many troops at the top of
/// the mover's reserve are known ([`known_at_step`]). A finished game gives no turns.
pub fn complete_turns(start: &State, known: usize, limits: TurnLimits) -> Turns {
    let mover = start.to_move().unwrap_or(Side::Blue);
    let mut search = Search {
        mover,
        limits,
        found: 0,
        cut: None,
        turns: Vec::new(),
        index: HashMap::new(),
        start: start.clone(),
    };
    if start.to_move().is_some() {
        let mut path = Path::default();
        search.walk(start, known, &mut path);
    }
    Turns {
        mover,
        turns: search.turns,
        cut: search.cut,
    }
}

/// The line being walked: as played, as the learner writes it, and its weight so far.
#[derive(Default)]
struct Path {
    played: Vec<Action>,
    line: Vec<Action>,
    weight: f64,
}

struct Search {
    mover: Side,
    limits: TurnLimits,
    found: usize,
    cut: Option<Cut>,
    turns: Vec<Turn>,
    /// Where each line is in `turns`: a line's outcomes need not be found one after another.
    index: HashMap<Vec<Action>, usize>,
    start: State,
}

impl Search {
    fn turn_over(&self, s: &State) -> bool {
        s.is_over() || (s.at_turn_start() && s.to_move() != Some(self.mover))
    }

    fn walk(&mut self, state: &State, known: usize, path: &mut Path) {
        if self.cut.is_some() {
            return;
        }
        if self.found >= self.limits.max_outcomes {
            self.cut = Some(Cut {
                outcomes: self.found,
                at: line_text(&self.start, &path.line),
            });
            return;
        }
        if self.turn_over(state) && !path.played.is_empty() {
            self.record(state, path);
            return;
        }
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        for a in legal {
            for (played, weight, known_after) in chance_outcomes(state, a, known) {
                let mut next = state.clone();
                next.play_unchecked(&played);
                let w = if path.played.is_empty() {
                    weight
                } else {
                    path.weight * weight
                };
                let saved = path.weight;
                path.played.push(played);
                path.line.push(a);
                path.weight = w;
                self.walk(&next, known_after, path);
                path.played.pop();
                path.line.pop();
                path.weight = saved;
            }
        }
    }

    fn record(&mut self, after: &State, path: &Path) {
        self.found += 1;
        let outcome = TurnOutcome {
            actions: path.played.clone(),
            weight: path.weight,
            after: after.clone(),
        };
        match self.index.get(&path.line) {
            Some(&i) => self.turns[i].outcomes.push(outcome),
            None => {
                self.index.insert(path.line.clone(), self.turns.len());
                self.turns.push(Turn {
                    line: path.line.clone(),
                    outcomes: vec![outcome],
                });
            }
        }
    }
}

/// The ways a legal action can go: `(action to play, weight, known top left)`. An action
/// without chance, or a draw the known top covers, has one way.
fn chance_outcomes(state: &State, a: Action, known: usize) -> Vec<(Action, f64, usize)> {
    let side = state.to_move().unwrap_or(Side::Blue);
    match a {
        Action::Draw(_) => {
            let mut probe = state.clone();
            probe.play_unchecked(&a);
            let k = state.reserve_len(side) - probe.reserve_len(side).min(state.reserve_len(side));
            if k == 0 || k <= known {
                return vec![(a, 1.0, known - k)];
            }
            draw_outcomes(state, side, k)
        }
        Action::DiscardRack(_) => rack_outcomes(state, side.other(), a, known, false),
        Action::Freeze(_) => rack_outcomes(state, side.other(), a, known, true),
        _ => vec![(a, 1.0, known)],
    }
}

/// Each distinct set of `k` (1 or 2) troops the reserve can give, weighted by the number of
/// ways to take it.
fn draw_outcomes(state: &State, side: Side, k: usize) -> Vec<(Action, f64, usize)> {
    let mut counts = [0u32; Troop::COUNT];
    for t in state.reserve(side) {
        counts[t.index()] += 1;
    }
    let mut out = Vec::new();
    for a in Troop::ALL {
        let ca = counts[a.index()];
        if ca == 0 {
            continue;
        }
        if k == 1 {
            push_legal(state, &mut out, Action::draw_named(&[a]), ca as f64);
            continue;
        }
        for b in Troop::ALL.into_iter().filter(|b| b.index() >= a.index()) {
            let cb = counts[b.index()];
            let ways = if a == b {
                (ca * ca.saturating_sub(1) / 2) as f64
            } else {
                (ca * cb) as f64
            };
            if ways > 0.0 {
                push_legal(state, &mut out, Action::draw_named(&[a, b]), ways);
            }
        }
    }
    out
}

/// Each distinct troop of `whose` rack a random pick can take (for a freeze, the troops not
/// frozen yet), weighted by its copies.
fn rack_outcomes(
    state: &State,
    whose: Side,
    unnamed: Action,
    known: usize,
    freeze: bool,
) -> Vec<(Action, f64, usize)> {
    let rack = state.rack(whose);
    let frozen = state.frozen(whose);
    let mut out = Vec::new();
    for t in Troop::ALL {
        let n = rack[t.index()] - if freeze { frozen[t.index()] } else { 0 };
        let a = if freeze {
            Action::Freeze(Some(t))
        } else {
            Action::DiscardRack(Some(t))
        };
        if n > 0 && state.is_legal(&a) {
            out.push((a, n as f64, known));
        }
    }
    if out.is_empty() {
        // Nothing the pick can take: the engine's own unnamed action.
        out.push((unnamed, 1.0, known));
    }
    out
}

fn push_legal(state: &State, out: &mut Vec<(Action, f64, usize)>, a: Action, w: f64) {
    if state.is_legal(&a) {
        out.push((a, w, 0));
    }
}

/// Every way a given line can go: its actions played from `start` in order, each chance action
/// tried outcome by outcome as [`complete_turns`] tries them (weighted the same way, a known top
/// of the reserve drawn once). `known` is as for [`complete_turns`]. A line with no chance has
/// one outcome; an action the engine refuses ends the outcome there (its actions stop short of
/// the line's), and at most `limit` outcomes are given.
pub fn line_outcomes(
    start: &State,
    line: &[Action],
    known: usize,
    limit: usize,
) -> Vec<TurnOutcome> {
    let mut out = Vec::new();
    let mut played = Vec::new();
    line_walk(start, line, known, 1.0, &mut played, limit, &mut out);
    out
}

fn line_walk(
    state: &State,
    rest: &[Action],
    known: usize,
    weight: f64,
    played: &mut Vec<Action>,
    limit: usize,
    out: &mut Vec<TurnOutcome>,
) {
    if out.len() >= limit {
        return;
    }
    let Some((&a, tail)) = rest.split_first() else {
        out.push(TurnOutcome {
            actions: played.clone(),
            weight,
            after: state.clone(),
        });
        return;
    };
    // A named chance action is the author's choice of outcome: played as written.
    let ways = if a.is_named_chance() || !state.is_legal(&a) {
        vec![(a, 1.0, known)]
    } else {
        chance_outcomes(state, a, known)
    };
    for (action, w, known_after) in ways {
        if !state.is_legal(&action) {
            out.push(TurnOutcome {
                actions: played.clone(),
                weight: weight * w,
                after: state.clone(),
            });
            continue;
        }
        let mut next = state.clone();
        next.play_unchecked(&action);
        played.push(action);
        line_walk(&next, tail, known_after, weight * w, played, limit, out);
        played.pop();
    }
}
