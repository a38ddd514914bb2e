//! One ply with a static evaluation: every legal action is tried on a position sampled from the
//! observation and scored by [`evaluate`]; the best is played (ties broken at random).
//!
//! Chance is averaged, not sampled: for a draw the sampled troops' worth is replaced by the mean
//! worth of the side's unseen troops, and the evaluation reads only the size of the opponent's
//! rack, so a random discard or freeze scores the same on every sample. An action that leaves an
//! effect waiting for the same side is scored by the side's best answer to it (looking through
//! Cap'n's extra placement and the effects of the same turn).

use super::eval::{
    EvalContext, EvalMemo, EvalWeights, Knowledge, Pools, RACK_VALUE, WIN, evaluate_with,
};
use super::{Control, Player, next_seed, player_rng};
use crate::engine::{Action, Observation, State};
use crate::pieces::Troop;
use rand::Rng;
use rand_pcg::Pcg64Mcg;

/// Own follow-up answers looked through when an action leaves an effect pending.
pub(crate) const LOOK_THROUGH: u32 = 2;

/// The greedy level.
#[derive(Clone, Debug)]
pub struct GreedyPlayer {
    rng: Pcg64Mcg,
    know: Option<Knowledge>,
    buf: Vec<Action>,
    /// The score of each action of `buf` at the last decision that compared several.
    scores: Vec<f32>,
    weights: EvalWeights,
}

impl GreedyPlayer {
    pub fn new(seed: u64) -> GreedyPlayer {
        GreedyPlayer::with_weights(seed, EvalWeights::default())
    }

    /// A greedy player whose evaluation weighs its terms by `weights`.
    pub fn with_weights(seed: u64, weights: EvalWeights) -> GreedyPlayer {
        GreedyPlayer {
            rng: player_rng(seed),
            know: None,
            buf: Vec::new(),
            scores: Vec::new(),
            weights,
        }
    }

    /// The legal actions of the last decision and the score each got, in the same order; empty
    /// when that decision had one action or none to compare.
    pub fn last_scores(&self) -> (&[Action], &[f32]) {
        (&self.buf[..self.scores.len()], &self.scores)
    }
}

/// Scores every action of `actions` from `st` for the side `ctx.pools.me` (the side to move).
/// `st` is a determinization of that side's observation.
pub(crate) fn score_actions(
    st: &State,
    actions: &[Action],
    k: &Knowledge,
    ctx: &EvalContext,
    look_through: u32,
    out: &mut Vec<f32>,
) {
    out.clear();
    let draw_mean = ctx.pools.mean_draw_value();
    // The candidates of one decision share what does not change between them.
    let mut memo = EvalMemo::default();
    for a in actions {
        out.push(action_value_with(
            st,
            a,
            k,
            ctx,
            look_through,
            draw_mean,
            &mut memo,
        ));
    }
}

/// The value of playing `a` in `st` for the side to move, `ctx.pools.me`, its evaluations
/// sharing `memo` (of the same side and context) with the other actions of one decision.
pub(crate) fn action_value_with(
    st: &State,
    a: &Action,
    k: &Knowledge,
    ctx: &EvalContext,
    look_through: u32,
    draw_mean: f32,
    memo: &mut EvalMemo,
) -> f32 {
    let me = ctx.pools.me;
    let mut s = st.clone();
    s.play_unchecked(a);
    if look_through > 0 && !s.is_over() && s.to_move() == Some(me) && s.pending().is_some() {
        let mut answers = Vec::new();
        s.legal_actions(&mut answers);
        let mut best = f32::NEG_INFINITY;
        for b in &answers {
            let v = action_value_with(&s, b, k, ctx, look_through - 1, draw_mean, memo);
            if v > best {
                best = v;
                if best >= WIN {
                    break;
                }
            }
        }
        return best;
    }
    let mut v = evaluate_with(&s, k, ctx, memo);
    if matches!(a, Action::Draw(_)) && !s.is_over() {
        // Replace the sampled troops by their expected worth, weighed as the evaluation
        // weighs the rack.
        let before = st.rack(me);
        let after = s.rack(me);
        for t in 0..Troop::COUNT {
            let d = after[t].saturating_sub(before[t]) as f32;
            v += d * ctx.weights.rack * (draw_mean - RACK_VALUE[t]);
        }
    }
    v
}

impl Player for GreedyPlayer {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, obs: &Observation, _control: &Control) -> Option<Action> {
        if !obs.is_my_turn() {
            return None;
        }
        obs.legal_actions(&mut self.buf);
        self.scores.clear();
        match self.buf.len() {
            0 => return None,
            1 => return Some(self.buf[0]),
            _ => {}
        }
        let board = obs.board();
        if !self.know.as_ref().is_some_and(|k| k.is_for(board)) {
            self.know = Some(Knowledge::new(board));
        }
        let k = self.know.as_ref().expect("knowledge was just set");
        let ctx = EvalContext::with_weights(Pools::from_observation(obs), self.weights);
        let det = obs.determinize(next_seed(&mut self.rng));
        let scores = &mut self.scores;
        score_actions(&det, &self.buf, k, &ctx, LOOK_THROUGH, scores);
        let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let ties: Vec<usize> = (0..scores.len())
            .filter(|&i| scores[i] >= best - 1e-3)
            .collect();
        let pick = ties[self.rng.random_range(0..ties.len())];
        Some(self.buf[pick])
    }
}
