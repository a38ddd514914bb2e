//! The weakest level: a uniformly random legal action.

use super::{Choice, Control, Player, player_rng};
use crate::engine::{Action, Observation};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

/// Plays a uniformly random legal action (effects included: it may skip or accept).
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: Pcg64Mcg,
    /// The legal actions of [`Player::choose`]; empty until first used, so a simulation that
    /// hands the player the list ([`Player::choose_from`]) never allocates it.
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: player_rng(seed),
            buf: Vec::new(),
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
        obs.legal_actions(&mut self.buf);
        let i = self.pick(self.buf.len())?;
        Some(self.buf[i])
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
