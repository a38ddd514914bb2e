//! Computer opponents that play fair: every decision is made from an [`Observation`] (what the
//! deciding side can see, RULES §8) and the player's own seeded random source, never from the
//! full [`State`]. [`choose_for`] is the one bridge from a full state: it hands the player the
//! side's view of the state, which answers only what that side sees. The view costs nothing to
//! make; a level pays only for what it asks (the random level reads the legal actions, the
//! others sample the unseen troops). The simulations hand a player the same view with the side's
//! legal actions, listed once for the metrics and the player ([`Player::choose_from`]).
//!
//! Three levels, all seeded and reproducible:
//! - [`RandomPlayer`]: a uniformly random legal action;
//! - [`GreedyPlayer`]: one ply, every legal action scored by a static evaluation of the position
//!   it leads to (immediate wins, medals, threats to the HQ, progress in regions, the connection
//!   frontier, the racks), chance averaged;
//! - [`MctsPlayer`]: information-set Monte Carlo tree search over positions sampled consistently
//!   with what the side has seen, with an iteration budget and an optional time budget.
//!
//! Levels are named `random`, `greedy`, `mcts`, `mcts:N`, `mcts:Nms`, and the same three of
//! `expert` ([`AiSpec`]): the expert level is the tree search with the settings of
//! [`MctsConfig::expert`], stronger than `mcts` at the same time a move.
//!
//! ```no_run
//! use std::sync::Arc;
//! use toyforge_core::ai::{AiSpec, Control, choose_for};
//! use toyforge_core::engine::{Board, GameOptions, State};
//! let map = toyforge_core::map::Map::load("../maps/castle-field.ron".as_ref()).unwrap();
//! let board = Arc::new(Board::compile(&map).unwrap());
//! let mut state = State::new_game(board, 7, GameOptions::default());
//! let mut ai = "mcts:500".parse::<AiSpec>().unwrap().build(42);
//! while let Some(action) = choose_for(ai.as_mut(), &state, &Control::default()) {
//!     state.play(&action).unwrap();
//! }
//! ```

mod eval;
mod greedy;
mod mcts;
mod playout;
mod random;
mod weights;

pub use eval::{
    EvalContext, EvalMemo, EvalWeights, Knowledge, Pools, WIN, evaluate, evaluate_with,
};
pub use greedy::GreedyPlayer;
pub use mcts::{Decided, EdgeStats, MctsConfig, MctsPlayer, MctsSearch, SearchResult};
pub use random::RandomPlayer;

/// The control of a decision: the core's one control of long tasks, re-exported here where the
/// players first used it.
pub use crate::control::{Control, Progress, ProgressFn};

use crate::engine::{Action, Observation, State};
use rand::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::fmt;
use std::str::FromStr;

/// A computer player. It decides from what its side sees and from its own seeded random source,
/// so the same player built with the same seed, shown the same observations, makes the same
/// decisions.
pub trait Player: Send {
    /// The level's name as [`AiSpec`] parses it (`greedy`, `mcts:2000`...).
    fn name(&self) -> String;

    /// Chooses one of the observer's legal actions, or `None` when the game is over or it is not
    /// the observer's turn. `control` can cancel a long search (the best action found so far is
    /// returned) and receives progress reports.
    fn choose(&mut self, obs: &Observation, control: &Control) -> Option<Action>;

    /// Like [`Player::choose`], given the observer's legal actions as
    /// [`Observation::legal_actions`] lists them, for a caller that lists them anyway (the
    /// simulations count them): a level that decides from the list alone picks one of it
    /// ([`Choice::Listed`]), which the caller plays without checking it again. The others ignore
    /// the list and choose as usual ([`Choice::Own`]).
    fn choose_from(
        &mut self,
        obs: &Observation,
        legal: &[Action],
        control: &Control,
    ) -> Option<Choice> {
        let _ = legal;
        self.choose(obs, control).map(Choice::Own)
    }
}

/// What [`Player::choose_from`] chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The action at this index of the list it was given.
    Listed(usize),
    /// An action of its own, to be checked before it is played.
    Own(Action),
}

/// Chooses an action for the side to move in a full state, fairly: the player sees only that
/// side's observation of the state.
pub fn choose_for(player: &mut dyn Player, state: &State, control: &Control) -> Option<Action> {
    let side = state.to_move()?;
    player.choose(&state.observation(side), control)
}

/// An AI level by name: `random`, `greedy`, `mcts` (the default budget), `mcts:N`
/// (N iterations a move) or `mcts:Nms` (N milliseconds a move), and `expert`, `expert:N` or
/// `expert:Nms` (the tree search with the expert settings, [`MctsConfig::expert`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AiSpec {
    Random,
    Greedy,
    Mcts {
        iterations: u32,
    },
    /// A tree search that stops on the clock. Unlike the other levels, its decisions depend on
    /// how fast the machine runs, so the same seed does not always give the same action.
    MctsTimed {
        millis: u32,
    },
    /// The tree search with the expert settings and an iteration budget.
    Expert {
        iterations: u32,
    },
    /// The tree search with the expert settings, stopping on the clock.
    ExpertTimed {
        millis: u32,
    },
}

impl AiSpec {
    /// Every level's name, for help texts and menus.
    pub const NAMES: &'static str = "random, greedy, mcts, mcts:N (N iterations a move), mcts:Nms (N milliseconds a move), expert, expert:N or expert:Nms";

    /// The longest time budget a move, in milliseconds (an hour).
    pub const MAX_MILLIS: u32 = 3_600_000;

    /// Whether the level decides the same for the same seed and observations (every level but
    /// a time budget).
    pub fn is_deterministic(self) -> bool {
        !matches!(self, AiSpec::MctsTimed { .. } | AiSpec::ExpertTimed { .. })
    }

    /// The tree search's settings of an MCTS level, `None` for the others.
    pub fn mcts_config(self) -> Option<MctsConfig> {
        match self {
            AiSpec::Mcts { iterations } => Some(MctsConfig {
                iterations,
                ..MctsConfig::default()
            }),
            AiSpec::MctsTimed { millis } => Some(MctsConfig {
                iterations: u32::MAX,
                time: Some(std::time::Duration::from_millis(millis.into())),
                ..MctsConfig::default()
            }),
            AiSpec::Expert { iterations } => Some(MctsConfig {
                iterations,
                ..MctsConfig::expert()
            }),
            AiSpec::ExpertTimed { millis } => Some(MctsConfig {
                iterations: u32::MAX,
                time: Some(std::time::Duration::from_millis(millis.into())),
                ..MctsConfig::expert()
            }),
            AiSpec::Random | AiSpec::Greedy => None,
        }
    }

    /// The default MCTS level.
    pub const MCTS: AiSpec = AiSpec::Mcts {
        iterations: MctsConfig::DEFAULT_ITERATIONS,
    };

    /// The default expert level.
    pub const EXPERT: AiSpec = AiSpec::Expert {
        iterations: MctsConfig::EXPERT_ITERATIONS,
    };

    /// Whether the level is a tree search (of either settings).
    pub fn is_search(self) -> bool {
        self.mcts_config().is_some()
    }

    /// Builds a player seeded with `seed`.
    pub fn build(self, seed: u64) -> Box<dyn Player> {
        match self {
            AiSpec::Random => Box::new(RandomPlayer::new(seed)),
            AiSpec::Greedy => Box::new(GreedyPlayer::new(seed)),
            AiSpec::Mcts { .. }
            | AiSpec::MctsTimed { .. }
            | AiSpec::Expert { .. }
            | AiSpec::ExpertTimed { .. } => Box::new(
                MctsPlayer::new(
                    self.mcts_config()
                        .expect("an MCTS level has a search configuration"),
                    seed,
                )
                .named(self.to_string()),
            ),
        }
    }
}

impl fmt::Display for AiSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiSpec::Random => f.write_str("random"),
            AiSpec::Greedy => f.write_str("greedy"),
            AiSpec::Mcts { iterations } => write!(f, "mcts:{iterations}"),
            AiSpec::MctsTimed { millis } => write!(f, "mcts:{millis}ms"),
            AiSpec::Expert { iterations } => write!(f, "expert:{iterations}"),
            AiSpec::ExpertTimed { millis } => write!(f, "expert:{millis}ms"),
        }
    }
}

/// A level is written by its name, as the command line takes it (`mcts:200`).
impl serde::Serialize for AiSpec {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Why an AI name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI `{given}`: {reason}; expected {}", AiSpec::NAMES)]
pub struct AiSpecError {
    pub given: String,
    pub reason: String,
}

impl FromStr for AiSpec {
    type Err = AiSpecError;

    fn from_str(s: &str) -> Result<AiSpec, AiSpecError> {
        let err = |reason: &str| AiSpecError {
            given: s.to_string(),
            reason: reason.to_string(),
        };
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "random" => return Ok(AiSpec::Random),
            "greedy" => return Ok(AiSpec::Greedy),
            "mcts" => return Ok(AiSpec::MCTS),
            "expert" => return Ok(AiSpec::EXPERT),
            _ => {}
        }
        let (n, expert) = match (t.strip_prefix("mcts:"), t.strip_prefix("expert:")) {
            (Some(n), _) => (n.trim(), false),
            (None, Some(n)) => (n.trim(), true),
            (None, None) => return Err(err("no such level")),
        };
        if let Some(ms) = n.strip_suffix("ms") {
            let ms = ms.trim_end();
            return match ms.parse::<u32>() {
                Ok(0) => Err(err("the time budget must be at least 1ms")),
                Ok(millis) if millis <= AiSpec::MAX_MILLIS && expert => {
                    Ok(AiSpec::ExpertTimed { millis })
                }
                Ok(millis) if millis <= AiSpec::MAX_MILLIS => Ok(AiSpec::MctsTimed { millis }),
                Ok(_) => Err(err(&format!(
                    "a time budget of `{ms}ms` is over the most a move, {}ms",
                    AiSpec::MAX_MILLIS
                ))),
                Err(_) => Err(err(&format!(
                    "`{ms}` is not a number of milliseconds (a whole number from 1 to {})",
                    AiSpec::MAX_MILLIS
                ))),
            };
        }
        match n.parse::<u32>() {
            Ok(0) => Err(err("the number of iterations must be at least 1")),
            Ok(iterations) if expert => Ok(AiSpec::Expert { iterations }),
            Ok(iterations) => Ok(AiSpec::Mcts { iterations }),
            Err(_) => Err(err(&format!(
                "`{n}` is not a number of iterations (a whole number from 1 to {})",
                u32::MAX
            ))),
        }
    }
}

/// A fresh random source for a player, from its seed.
pub(crate) fn player_rng(seed: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(seed)
}

/// Mixes a seed into a well-spread 64-bit value (SplitMix64), for deriving seeds.
pub fn mix_seed(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Draws the seed of the next determinization.
pub(crate) fn next_seed(rng: &mut Pcg64Mcg) -> u64 {
    rng.next_u64()
}
