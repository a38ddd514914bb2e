//! The weakest level: a uniformly random legal action.

use super::{Choice, Control, Player, player_rng};
use crate::engine::{Action, Observation};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

/// Plays a uniformly random legal action (effects included: it may skip or accept).
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: Pcg64Mcg,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: player_rng(seed),
        }
    }

    /// The index of one of `n` legal actions, uniformly; `None` when there are none.
    fn pick(&mut self, n: usize) -> Option<usize> {
        (n > 0).then(|| self.rng.random_range(0..n))
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, obs: &Observation, _control: &Control) -> Option<Action> {
        // Counted and picked without listing them: the same action the list's index gives.
        let legal = obs.legal();
        let i = self.pick(legal.len())?;
        legal.get(i)
    }

    fn choose_from(
        &mut self,
        obs: &Observation,
        legal: &[Action],
        _control: &Control,
    ) -> Option<Choice> {
        if !obs.is_my_turn() {
            return None;
        }
        self.pick(legal.len()).map(Choice::Listed)
    }
}
