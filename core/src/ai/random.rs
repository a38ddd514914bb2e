//! The weakest level: a uniformly random legal action.

use super::{Control, Player, player_rng};
use crate::engine::{Action, Observation};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

/// Legal actions a turn usually has at most (more only grow the buffer once).
const ACTIONS_ROOM: usize = 96;

/// Plays a uniformly random legal action (effects included: it may skip or accept).
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: Pcg64Mcg,
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: player_rng(seed),
            // Room for a busy turn's actions from the start: a simulation builds a player per
            // game, and a growing buffer would reallocate in every one.
            buf: Vec::with_capacity(ACTIONS_ROOM),
        }
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, obs: &Observation, _control: &Control) -> Option<Action> {
        if !obs.is_my_turn() {
            return None;
        }
        obs.legal_actions(&mut self.buf);
        if self.buf.is_empty() {
            return None;
        }
        Some(self.buf[self.rng.random_range(0..self.buf.len())])
    }
}
