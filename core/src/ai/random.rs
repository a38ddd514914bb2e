//! The weakest level: a uniformly random legal action.

use super::{Control, Player, player_rng};
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

    /// One of `legal`, uniformly.
    fn pick(rng: &mut Pcg64Mcg, legal: &[Action]) -> Option<Action> {
        if legal.is_empty() {
            return None;
        }
        Some(legal[rng.random_range(0..legal.len())])
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, obs: &Observation, _control: &Control) -> Option<Action> {
        obs.legal_actions(&mut self.buf);
        RandomPlayer::pick(&mut self.rng, &self.buf)
    }

    fn choose_from(
        &mut self,
        obs: &Observation,
        legal: &[Action],
        _control: &Control,
    ) -> Option<Action> {
        if !obs.is_my_turn() {
            return None;
        }
        RandomPlayer::pick(&mut self.rng, legal)
    }
}
