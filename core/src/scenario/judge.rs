//! The engine's judgement of a complete turn, for puzzles that accept "any line about as good as
//! the best" ([`super::Claim::WithinBest`]), for the soundness check and for "what would the
//! engine play?".
//!
//! **How a turn's value is computed.** Every complete turn of the mover is enumerated
//! ([`super::turns`]). Positions are scored by the computer players' static evaluation
//! ([`crate::ai::evaluate`]) from the mover's side, in hundredths of a medal: medals held, bases
//! held and how safe they are, regions within reach, the way to the HQs, the racks; a won game
//! is worth 10,000 and a lost one -10,000. The evaluation reads only what the mover can see,
//! and so does the search below. Nothing in this depends on a random source but the fixed
//! seeds of [`SAMPLED_RACKS`], so the check and the learner always see the same values.
//!
//! - The **quick value** of a turn is the evaluation of the position after it. A turn whose
//!   chance has several outcomes is worth the mean of its outcomes, each weighted by how many
//!   ways the reserve or rack can give it.
//! - The **engine value** of a turn looks one turn further: after each outcome of the turn, every
//!   complete turn of the opponent is enumerated in the same way and given its quick value (from
//!   the mover's side); the opponent is taken to play its reply that is worst for the mover, and
//!   the outcome is worth that. A turn that ends the game is worth its end. The turn's engine
//!   value is the weighted mean over its outcomes.
//! - **What the mover sees.** The mover knows how many troops the opponent holds and how many of
//!   them are frozen, not which ([`Sight::OwnRack`]), so the opponent's replies are weighed over
//!   the racks it may hold, as the computer players weigh them: its troops not on the board or
//!   in the discard (its rack, reserve and removed troops, which the mover cannot tell apart)
//!   dealt to its rack. When there are at most [`EXACT_RACKS`] such racks (with the choice of
//!   frozen troops), each counts by the number of ways the unseen troops give it; otherwise
//!   [`SAMPLED_RACKS`] deals from fixed seeds stand for them ([`possible_racks`]). An outcome is
//!   worth the weighted mean, over the racks, of the opponent's worst reply with that rack. A
//!   turn of the mover whose chance picks from the opponent's rack (a discard, a freeze) is
//!   played again in each possible rack the same way. Only when the step shows the opponent's
//!   rack (`show_opponent_rack`, [`Sight::BothRacks`]) are its replies those of the rack the
//!   position holds. The opponent's draws take the top of its reserve: the mover's evaluation
//!   reads neither the opponent's rack nor the reserve's order, so which troops it draws does
//!   not change the value. At most [`REPLY_LIMITS`] finished replies are looked at after each
//!   outcome and rack; past that the worst of those found counts. The replies are searched
//!   after at most [`SEARCHED_OUTCOMES`] outcomes of the turn, the most likely first; every
//!   other outcome that does not end the game is worth its quick value less the mean cost of
//!   the reply after the searched ones (a draw's outcomes differ only in the mover's own rack,
//!   which the opponent's replies do not depend on).
//! - The engine value is worked out only for the turns that can matter, so that the cost stays
//!   bounded: those whose quick value is at most [`SCREEN`] below the best quick value, at least
//!   the `MIN_DEEP` and at most the [`MAX_DEEP`] best by quick value. [`Ranking::ranked`] orders those by engine
//!   value; `WithinBest` compares a line's engine value with the best of them. The soundness
//!   check does the same around a puzzle's solution ([`super::soundness`]).
//!
//! Values are rounded to a hundredth of a point, so that float noise never splits a tie.

use super::turns::{Turn, TurnLimits, Turns, complete_turns, line_outcomes};
use crate::ai::{EvalContext, Knowledge, Pools, WIN, evaluate};
use crate::control::{Cancelled, Control};
use crate::engine::{Action, Observation, State};
use crate::pieces::{Side, Troop};
use std::cell::OnceCell;
use std::collections::{BTreeMap, HashMap};

/// Turns whose quick value is more than this below the best (or, in the soundness check, below
/// the solution's) are not looked at deeper: 1.5 medals, in hundredths of a medal.
pub const SCREEN: f64 = 150.0;

/// However many turns the screen lets through, at least this many of the best by quick value
/// get an engine value (what "what would the engine play?" shows).
pub const MIN_DEEP: usize = 8;

/// However many turns the screen lets through, at most this many of the best by quick value get
/// an engine value in a [`Ranking`], so that a crowded position stays quick to rank.
pub const MAX_DEEP: usize = 64;

/// After how many outcomes of one turn (the most likely first) the opponent's replies are
/// searched; the others take the mean cost of the reply from them.
pub const SEARCHED_OUTCOMES: usize = 4;

/// How many finished replies of the opponent are looked at after each outcome of a turn.
pub const REPLY_LIMITS: TurnLimits = TurnLimits {
    max_outcomes: 4_000,
};

/// Racks of the opponent weighed one by one when there are at most this many it could hold;
/// past that, [`SAMPLED_RACKS`] deals of a fixed seed stand for them.
pub const EXACT_RACKS: usize = 12;

/// How many deals of the opponent's unseen troops, from fixed seeds, stand for its possible
/// racks when there are more than [`EXACT_RACKS`].
pub const SAMPLED_RACKS: usize = 8;

/// The seeds of the sampled deals: fixed, so the check and the learner get the same values.
const RACK_SEED: u64 = 0x7A11_5EED_0F0E_4ACC;

/// What the judged side may read of the opponent's rack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sight {
    /// Only what the side sees: how many troops the opponent holds and how many are frozen,
    /// never which. Its possible racks are weighed.
    #[default]
    OwnRack,
    /// The opponent's rack is shown face up (a step with `show_opponent_rack`), so reading it
    /// is fair.
    BothRacks,
}

impl Sight {
    /// The sight of a step: both racks when it shows the opponent's.
    pub fn of_step(step: &super::Step) -> Sight {
        Sight::shown(step.shows_opponent_rack())
    }

    /// Both racks when the opponent's is `shown`, the mover's own otherwise.
    pub fn shown(shown: bool) -> Sight {
        if shown {
            Sight::BothRacks
        } else {
            Sight::OwnRack
        }
    }
}

/// Scores positions and turns for one side on one board.
pub struct Judge {
    knowledge: Knowledge,
    side: Side,
    sight: Sight,
    /// The position the judged turns start from.
    start: State,
    /// How many troops at the top of the mover's reserve are known, for lines played again in
    /// each possible deal of the opponent's rack.
    known: usize,
}

impl Judge {
    /// A judge of the side to move at `start` that sees only its own rack.
    pub fn new(start: &State) -> Judge {
        Judge::seeing(start, Sight::OwnRack, 0)
    }

    /// A judge of the side to move at `start` with the given sight; `known` as for
    /// [`complete_turns`].
    pub fn seeing(start: &State, sight: Sight, known: usize) -> Judge {
        Judge {
            knowledge: Knowledge::new(start.board()),
            side: start.to_move().unwrap_or(Side::Blue),
            sight,
            start: start.clone(),
            known,
        }
    }

    /// The value of a position for the judged side, in hundredths of a medal.
    pub fn position_value(&self, st: &State) -> f64 {
        let ctx = EvalContext::new(Pools::from_observation(&st.observation(self.side)));
        evaluate(st, &self.knowledge, &ctx) as f64
    }

    /// The quick value of a turn: the weighted mean of its outcomes' values.
    pub fn turn_value(&self, turn: &Turn) -> f64 {
        let outcomes = self.outcomes(turn);
        let values: Vec<f64> = outcomes.iter().map(|o| self.position_value(&o.1)).collect();
        mean(&outcomes, &values)
    }

    /// The outcomes of a turn with their weights. A turn of the judged side whose chance picks
    /// from the opponent's rack (a discard or a freeze) is played again in every possible deal
    /// of that rack when the side cannot see it, each deal's outcomes weighted by the deal's
    /// share; any other turn's outcomes are its own.
    fn outcomes(&self, turn: &Turn) -> Vec<(f64, State)> {
        let picks = |t: &Turn| {
            t.line
                .iter()
                .any(|a| matches!(a, Action::DiscardRack(_) | Action::Freeze(_)))
        };
        let own = || {
            turn.outcomes
                .iter()
                .map(|o| (o.weight, o.after.clone()))
                .collect()
        };
        if self.sight == Sight::BothRacks || !picks(turn) {
            return own();
        }
        let mut out = Vec::new();
        for (share, world) in possible_racks(&self.start.observation(self.side)) {
            let found = line_outcomes(&world, &turn.line, self.known, REPLY_LIMITS.max_outcomes);
            let total: f64 = found.iter().map(|o| o.weight).sum();
            if total <= 0.0 {
                continue;
            }
            out.extend(
                found
                    .into_iter()
                    .map(|o| (share * o.weight / total, o.after)),
            );
        }
        if out.is_empty() { own() } else { out }
    }

    /// The engine value of a turn: the weighted mean, over its outcomes, of the value after the
    /// opponent's reply that is worst for the judged side. The replies are searched after at
    /// most [`SEARCHED_OUTCOMES`] outcomes, the most likely first (ties in the engine's order);
    /// any other outcome that does not end the game is worth its own quick value less the mean
    /// cost of the reply after the searched ones.
    pub fn deep_value(&self, turn: &Turn) -> f64 {
        self.deep_value_counted(turn).0
    }

    /// [`Judge::deep_value`] and the work it took: the opponent's finished replies enumerated
    /// (the unit of the soundness check's work budget).
    pub fn deep_value_counted(&self, turn: &Turn) -> (f64, u64) {
        let outcomes = self.outcomes(turn);
        let mut work = 0u64;
        let mut order: Vec<usize> = (0..outcomes.len()).collect();
        order.sort_by(|&a, &b| {
            let (wa, wb) = (outcomes[a].0, outcomes[b].0);
            wb.total_cmp(&wa).then(a.cmp(&b))
        });
        let mut values = vec![0.0; outcomes.len()];
        let (mut cost, mut weight) = (0.0, 0.0);
        for &i in order.iter().take(SEARCHED_OUTCOMES) {
            let (w, after) = &outcomes[i];
            let (v, n) = self.after_reply(after);
            values[i] = v;
            work += n;
            if !after.is_over() {
                cost += w * (self.position_value(after) - values[i]);
                weight += w;
            }
        }
        let cost = if weight > 0.0 { cost / weight } else { 0.0 };
        for &i in order.iter().skip(SEARCHED_OUTCOMES) {
            let after = &outcomes[i].1;
            let quick = self.position_value(after);
            values[i] = if after.is_over() {
                quick
            } else {
                (quick - cost).clamp(-(WIN as f64), WIN as f64)
            };
        }
        (mean(&outcomes, &values), work)
    }

    /// The value of a position after the opponent's worst reply for the judged side (the
    /// position's own value when the game is over or the judged side moves again), and the
    /// replies enumerated. Without sight of the opponent's rack, the weighted mean over the
    /// racks it may hold ([`possible_racks`]).
    fn after_reply(&self, st: &State) -> (f64, u64) {
        if st.is_over() || st.to_move() == Some(self.side) {
            return (self.position_value(st), 0);
        }
        if self.sight == Sight::BothRacks {
            return self.worst_reply(st);
        }
        let (mut sum, mut total, mut work) = (0.0, 0.0, 0u64);
        for (share, world) in possible_racks(&st.observation(self.side)) {
            let (v, n) = self.worst_reply(&world);
            sum += share * v;
            total += share;
            work += n;
        }
        if total > 0.0 {
            (sum / total, work)
        } else {
            self.worst_reply(st)
        }
    }

    /// The value after the opponent's reply that is worst for the judged side, its rack as `st`
    /// holds it, and the replies enumerated.
    fn worst_reply(&self, st: &State) -> (f64, u64) {
        let replies = complete_turns(st, usize::MAX, REPLY_LIMITS);
        let work = replies.outcome_count() as u64;
        let mut worst = f64::INFINITY;
        for reply in &replies.turns {
            let outcomes: Vec<(f64, State)> = reply
                .outcomes
                .iter()
                .map(|o| (o.weight, o.after.clone()))
                .collect();
            let values: Vec<f64> = outcomes.iter().map(|o| self.position_value(&o.1)).collect();
            worst = worst.min(mean(&outcomes, &values));
            if worst <= -(WIN as f64) {
                break;
            }
        }
        if worst.is_finite() {
            (worst, work)
        } else {
            (self.position_value(st), work)
        }
    }
}

/// The racks the opponent of the observer may hold, each as a state that deals it
/// ([`Observation::with_opponent_rack`]) with its share (the shares sum to 1). Every rack and
/// choice of its frozen troops is weighed by the number of ways the opponent's unseen troops
/// give it, when there are at most [`EXACT_RACKS`] of them; otherwise [`SAMPLED_RACKS`] deals
/// from fixed seeds stand for them ([`Observation::determinize`]). Either way the answer
/// depends only on what the observer sees.
pub fn possible_racks(obs: &Observation) -> Vec<(f64, State)> {
    let op = obs.side().other();
    let pool = obs.unseen(op);
    let size = obs.opponent_rack();
    let frozen = obs.opponent_frozen();
    let mut racks: Vec<(Rack, f64)> = Vec::new();
    let exact = enumerate_racks(&pool, size, frozen, EXACT_RACKS, &mut racks);
    if !exact {
        racks.clear();
        let mut seen: BTreeMap<Rack, f64> = BTreeMap::new();
        for i in 0..SAMPLED_RACKS as u64 {
            let world = obs.determinize(RACK_SEED.wrapping_add(i));
            *seen.entry((world.rack(op), world.frozen(op))).or_default() += 1.0;
        }
        racks = seen.into_iter().collect();
    }
    let total: f64 = racks.iter().map(|r| r.1).sum();
    racks
        .into_iter()
        .filter_map(|((rack, frozen), w)| {
            obs.with_opponent_rack(&rack, &frozen)
                .map(|st| (w / total, st))
        })
        .collect()
}

/// A rack per troop type (frozen included) and its frozen troops.
type Rack = ([u8; Troop::COUNT], [u8; Troop::COUNT]);

/// Every rack of `size` troops, `frozen` of them frozen, that `pool` can give, with the number
/// of ways it can: false, with `out` incomplete, once there are more than `limit`.
fn enumerate_racks(
    pool: &[u8; Troop::COUNT],
    size: usize,
    frozen: usize,
    limit: usize,
    out: &mut Vec<(Rack, f64)>,
) -> bool {
    // Racks first (types in order), then the frozen troops within each.
    let mut racks = Vec::new();
    if !multisets(pool, size, 0, &mut [0; Troop::COUNT], limit, &mut racks) {
        return false;
    }
    for rack in racks {
        let ways: f64 = (0..Troop::COUNT)
            .map(|t| choose(pool[t], rack[t]))
            .product();
        let mut ice = Vec::new();
        if !multisets(&rack, frozen, 0, &mut [0; Troop::COUNT], limit, &mut ice) {
            return false;
        }
        for f in ice {
            let within: f64 = (0..Troop::COUNT).map(|t| choose(rack[t], f[t])).product();
            out.push(((rack, f), ways * within));
            if out.len() > limit {
                return false;
            }
        }
    }
    true
}

/// The multisets of `left` troops within `pool` from type `t` on, added to `acc`, into `out`:
/// false once there are more than `limit`.
fn multisets(
    pool: &[u8; Troop::COUNT],
    left: usize,
    t: usize,
    acc: &mut [u8; Troop::COUNT],
    limit: usize,
    out: &mut Vec<[u8; Troop::COUNT]>,
) -> bool {
    if left == 0 {
        out.push(*acc);
        return out.len() <= limit;
    }
    if t == Troop::COUNT {
        return true;
    }
    let most = (pool[t] as usize).min(left);
    for n in (0..=most).rev() {
        acc[t] = n as u8;
        if !multisets(pool, left - n, t + 1, acc, limit, out) {
            acc[t] = 0;
            return false;
        }
    }
    acc[t] = 0;
    true
}

/// `n` choose `k`.
fn choose(n: u8, k: u8) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// The mean of the outcomes' `values`, each weighted as its outcome, rounded to a hundredth.
fn mean(outcomes: &[(f64, State)], values: &[f64]) -> f64 {
    let total: f64 = outcomes.iter().map(|o| o.0).sum();
    if total <= 0.0 {
        return 0.0;
    }
    let sum: f64 = outcomes.iter().zip(values).map(|(o, v)| o.0 * v).sum();
    (sum / total * 100.0).round() / 100.0
}

/// A turn with its value.
#[derive(Clone, Debug)]
pub struct Ranked {
    /// Index of the turn in `Turns::turns`.
    pub index: usize,
    pub value: f64,
}

/// Every complete turn from a position with its quick value, and the turns that can matter
/// with their engine values.
pub struct Ranking {
    pub turns: Turns,
    /// Every turn with its quick value, best first (ties in the engine's order).
    pub quick: Vec<Ranked>,
    /// The turns looked at deeper ([`SCREEN`], [`MIN_DEEP`], [`MAX_DEEP`]) with their engine values, best
    /// first (ties in the engine's order). Empty from [`Ranking::quick`].
    pub ranked: Vec<Ranked>,
    judge: Judge,
    quick_values: Vec<f64>,
    engine_values: Vec<OnceCell<f64>>,
    by_line: HashMap<Vec<Action>, usize>,
}

impl Ranking {
    /// Enumerates every complete turn of the side to move at `start`, gives each its quick
    /// value and the turns that can matter their engine values.
    /// The mover sees only its own rack.
    pub fn new(start: &State, known: usize, limits: TurnLimits) -> Ranking {
        Ranking::new_seeing(start, known, limits, Sight::OwnRack)
    }

    /// [`Ranking::new`] with the mover's sight of the racks.
    pub fn new_seeing(start: &State, known: usize, limits: TurnLimits, sight: Sight) -> Ranking {
        Ranking::new_with(start, known, limits, sight, &Control::default())
            .expect("a default control never cancels")
    }

    /// [`Ranking::new_seeing`], polling `control` between two engine values: the progress
    /// counts the turns given their engine value.
    pub fn new_with(
        start: &State,
        known: usize,
        limits: TurnLimits,
        sight: Sight,
        control: &Control,
    ) -> Result<Ranking, Cancelled> {
        control.check()?;
        let mut r = Ranking::quick_seeing(start, known, limits, sight);
        let Some(best) = r.quick.first().map(|x| x.value) else {
            return Ok(r);
        };
        let chosen: Vec<usize> = r
            .quick
            .iter()
            .enumerate()
            .take_while(|(n, x)| *n < MIN_DEEP || (*n < MAX_DEEP && best - x.value <= SCREEN))
            .map(|(_, x)| x.index)
            .collect();
        let values = deep_values(&r.judge, &r.turns.turns, &chosen, control)?;
        let mut ranked: Vec<Ranked> = chosen
            .into_iter()
            .zip(values)
            .map(|(index, value)| {
                let _ = r.engine_values[index].set(value);
                Ranked { index, value }
            })
            .collect();
        sort_best_first(&mut ranked);
        r.ranked = ranked;
        Ok(r)
    }

    /// Enumerates every complete turn and gives each its quick value only; engine values are
    /// worked out when asked for ([`Ranking::engine_value`]).
    /// The mover sees only its own rack.
    pub fn quick(start: &State, known: usize, limits: TurnLimits) -> Ranking {
        Ranking::quick_seeing(start, known, limits, Sight::OwnRack)
    }

    /// [`Ranking::quick`] with the mover's sight of the racks.
    pub fn quick_seeing(start: &State, known: usize, limits: TurnLimits, sight: Sight) -> Ranking {
        let turns = complete_turns(start, known, limits);
        let judge = Judge::seeing(start, sight, known);
        let quick_values: Vec<f64> = turns.turns.iter().map(|t| judge.turn_value(t)).collect();
        let mut quick: Vec<Ranked> = quick_values
            .iter()
            .enumerate()
            .map(|(index, &value)| Ranked { index, value })
            .collect();
        sort_best_first(&mut quick);
        let by_line = turns
            .turns
            .iter()
            .enumerate()
            .map(|(i, t)| (t.line.clone(), i))
            .collect();
        Ranking {
            engine_values: vec![OnceCell::new(); turns.turns.len()],
            turns,
            quick,
            ranked: Vec::new(),
            judge,
            quick_values,
            by_line,
        }
    }

    /// The index in `Turns::turns` of the turn whose line (chance unnamed or named) is `line`.
    pub fn index_of(&self, line: &[Action]) -> Option<usize> {
        let unnamed: Vec<Action> = line.iter().map(|a| a.unnamed()).collect();
        self.by_line.get(&unnamed).copied()
    }

    /// The quick value of turn `index`.
    pub fn quick_value(&self, index: usize) -> f64 {
        self.quick_values[index]
    }

    /// The engine value of turn `index`, worked out once.
    pub fn engine_value(&self, index: usize) -> f64 {
        *self.engine_values[index].get_or_init(|| self.judge.deep_value(&self.turns.turns[index]))
    }

    /// The engine value of turn `index` and the work it took now: the opponent's replies
    /// enumerated, 0 when it was worked out before.
    pub fn engine_value_counted(&self, index: usize) -> (f64, u64) {
        if let Some(v) = self.engine_values[index].get() {
            return (*v, 0);
        }
        let (v, work) = self.judge.deep_value_counted(&self.turns.turns[index]);
        let _ = self.engine_values[index].set(v);
        (v, work)
    }

    /// The best engine value among the turns looked at deeper, if the mover has any turn.
    pub fn best(&self) -> Option<f64> {
        self.ranked.first().map(|r| r.value)
    }

    /// The engine value of the turn whose line is `line`.
    pub fn value_of(&self, line: &[Action]) -> Option<f64> {
        self.index_of(line).map(|i| self.engine_value(i))
    }

    /// The `n` best turns by engine value, with their values.
    pub fn top(&self, n: usize) -> impl Iterator<Item = (&Turn, f64)> {
        self.ranked
            .iter()
            .take(n)
            .map(|r| (&self.turns.turns[r.index], r.value))
    }
}

/// The engine values of the turns `chosen`, in order: on rayon's threads with the `parallel`
/// feature, one after another without it (as on the web). `control` is polled before each
/// value and told how many are done.
#[cfg(feature = "parallel")]
fn deep_values(
    judge: &Judge,
    turns: &[Turn],
    chosen: &[usize],
    control: &Control,
) -> Result<Vec<f64>, Cancelled> {
    use rayon::prelude::*;
    // Counted and reported under one lock, so the reports rise even from several threads.
    let done = std::sync::Mutex::new(0u64);
    let total = chosen.len() as u64;
    chosen
        .par_iter()
        .map(|&i| {
            control.check()?;
            let v = judge.deep_value(&turns[i]);
            let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
            *done += 1;
            control.report_counted(*done, total);
            Ok(v)
        })
        .collect()
}

#[cfg(not(feature = "parallel"))]
fn deep_values(
    judge: &Judge,
    turns: &[Turn],
    chosen: &[usize],
    control: &Control,
) -> Result<Vec<f64>, Cancelled> {
    let total = chosen.len() as u64;
    chosen
        .iter()
        .enumerate()
        .map(|(n, &i)| {
            control.check()?;
            let v = judge.deep_value(&turns[i]);
            control.report_counted(n as u64 + 1, total);
            Ok(v)
        })
        .collect()
}

fn sort_best_first(v: &mut [Ranked]) {
    v.sort_by(|a, b| b.value.total_cmp(&a.value).then(a.index.cmp(&b.index)));
}

/// One of the engine's suggestions: a complete turn and its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// The turn as the learner plays it (chance unnamed), in notation.
    pub line: String,
    /// Its value in hundredths of a medal.
    pub value: f64,
}

/// What the engine would play: the best `n` complete turns from a position, with how many
/// turns were judged and whether the search was cut.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestions {
    pub best: Vec<Suggestion>,
    pub judged: usize,
    pub cut: Option<super::turns::Cut>,
}

/// The `n` best complete turns of the side to move at `start`, by the engine's value, seen
/// with `sight`. The progress counts the turns given their engine value; once `control` is
/// cancelled the answer is [`Cancelled`].
pub fn suggest(
    start: &State,
    n: usize,
    limits: TurnLimits,
    sight: Sight,
    control: &Control,
) -> Result<Suggestions, Cancelled> {
    let r = Ranking::new_with(start, 0, limits, sight, control)?;
    Ok(Suggestions {
        best: r
            .top(n)
            .map(|(t, value)| Suggestion {
                line: t.text(start),
                value,
            })
            .collect(),
        judged: r.turns.turns.len(),
        cut: r.turns.cut.clone(),
    })
}
