//! The luck index: how much the deal decides a game. Each deal (the game's seed: the racks,
//! the reserves, who moves first) is played twice, the second time with the players moved to
//! the other seat (each keeping its own random seed). When the same colour wins both games the
//! deal and the seat decided; when the same player wins both, the players did.
//!
//! The index is Cohen's kappa of the two winners' colours: the agreement `c` (the share of
//! decided pairs won by the same colour) beyond the agreement `c₀ = p² + (1 − p)²` that a
//! seat advantage alone gives (`p` is blue's share of the decided games), scaled so that 1 means
//! the deal decides every game and 0 that it decides no more than the seat does. Its 95%
//! interval maps Wilson's interval of `c` through the same formula.

use super::{SimConfig, SimError, Start, simulate, wilson};
use serde::Serialize;
use std::sync::atomic::AtomicBool;

/// The luck index of a run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Luck {
    /// Deals played twice.
    pub deals: usize,
    /// Deals decided in both games.
    pub pairs: usize,
    /// Pairs won by the same colour both times.
    pub same_colour: usize,
    /// Blue's share of the decided games of both plays.
    pub blue_share: f64,
    /// The index (kappa) and its 95% interval.
    pub index: f64,
    pub low: f64,
    pub high: f64,
}

/// The index from the counts of the pairs (see the module's documentation).
pub fn luck_index(pairs: usize, same_colour: usize, blue_share: f64) -> (f64, f64, f64) {
    let c0 = blue_share * blue_share + (1.0 - blue_share) * (1.0 - blue_share);
    let kappa = |c: f64| {
        if c0 >= 1.0 {
            if c >= 1.0 { 1.0 } else { 0.0 }
        } else {
            ((c - c0) / (1.0 - c0)).clamp(-1.0, 1.0)
        }
    };
    let c = if pairs == 0 {
        c0
    } else {
        same_colour as f64 / pairs as f64
    };
    let (lo, hi) = wilson(same_colour, pairs);
    (kappa(c), kappa(lo), kappa(hi))
}

/// Plays each of `config.games` deals twice, the second time with the players on each other's
/// seats and seeds: blue is `config.blue` then `config.red`.
pub fn luck(
    start: &Start,
    config: &SimConfig,
    cancel: Option<&AtomicBool>,
) -> Result<Luck, SimError> {
    let first = SimConfig {
        keep_records: true,
        ..config.clone()
    };
    let second = SimConfig {
        blue: config.red,
        red: config.blue,
        swap_player_seeds: !config.swap_player_seeds,
        ..first.clone()
    };
    let a = simulate(start, &first, &|_, _| {}, cancel)?;
    let b = simulate(start, &second, &|_, _| {}, cancel)?;
    let mut pairs = 0;
    let mut same = 0;
    let mut blue = 0;
    let mut decided = 0;
    for (x, y) in a.records.iter().zip(&b.records) {
        for w in [x.winner, y.winner].into_iter().flatten() {
            decided += 1;
            blue += usize::from(w == crate::pieces::Side::Blue);
        }
        if let (Some(u), Some(v)) = (x.winner, y.winner) {
            pairs += 1;
            same += usize::from(u == v);
        }
    }
    let blue_share = if decided == 0 {
        0.5
    } else {
        blue as f64 / decided as f64
    };
    let (index, low, high) = luck_index(pairs, same, blue_share);
    Ok(Luck {
        deals: a.records.len().min(b.records.len()),
        pairs,
        same_colour: same,
        blue_share,
        index,
        low,
        high,
    })
}
