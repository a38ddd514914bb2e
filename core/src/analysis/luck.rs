//! The luck index: how much the game's chance decides who wins, apart from the players. Each
//! game is played twice by the same players, in the same seats, with the same random seeds of
//! their own and the same first player; the second time the game's chance is dealt again (the
//! racks, the reserves' order, and the random source of draws, XB-42's discard and freezes).
//! When the same colour wins both plays, chance did not change the winner; when the winner
//! changes, it did.
//!
//! The index is one minus Cohen's kappa of the two winners' colours: `c` is the share of pairs
//! decided both times that the same colour won, `c₀ = p² + (1 − p)²` the agreement two
//! independent games would show (`p` is blue's share of the decided games), and the index
//! `(1 − c) / (1 − c₀)` is 0 when chance never changes the winner (the players, or the seat,
//! decide everything) and 1 when the winner is as if drawn afresh each time. Its 95% interval
//! maps Wilson's interval of `c` through the same formula.

use super::{SimConfig, SimError, Start, simulate, wilson};
use serde::Serialize;
use std::sync::atomic::AtomicBool;

/// The luck index of a run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Luck {
    /// Games played twice (the second time with the chance dealt again).
    pub deals: usize,
    /// Games decided in both plays.
    pub pairs: usize,
    /// Pairs won by the same colour both times.
    pub same_colour: usize,
    /// Blue's share of the decided games of both plays.
    pub blue_share: f64,
    /// The index (one minus kappa) and its 95% interval.
    pub index: f64,
    pub low: f64,
    pub high: f64,
}

/// The index from the counts of the pairs (see the module's documentation): the index and its
/// 95% interval, each in 0..=1.
pub fn luck_index(pairs: usize, same_colour: usize, blue_share: f64) -> (f64, f64, f64) {
    let c0 = blue_share * blue_share + (1.0 - blue_share) * (1.0 - blue_share);
    let luck = |c: f64| {
        if c0 >= 1.0 {
            // One colour won every game: there is no independent agreement to scale by, so the
            // share of pairs whose winner changed is the index (0 for this sample).
            (1.0 - c).clamp(0.0, 1.0)
        } else {
            ((1.0 - c) / (1.0 - c0)).clamp(0.0, 1.0)
        }
    };
    let c = if pairs == 0 {
        c0
    } else {
        same_colour as f64 / pairs as f64
    };
    let (lo, hi) = wilson(same_colour, pairs);
    // More agreement is less luck: the interval's ends swap. Wilson's ends of a sample that
    // agreed every time are one within rounding; the interval always holds the index.
    let index = luck(c);
    (index, luck(hi).min(index), luck(lo).max(index))
}

/// Plays each of `config.games` games twice, the second time with the game's chance dealt
/// again and everything else as it was (see the module's documentation).
pub fn luck(
    start: &Start,
    config: &SimConfig,
    cancel: Option<&AtomicBool>,
) -> Result<Luck, SimError> {
    let first = SimConfig {
        keep_records: true,
        chance_salt: 0,
        ..config.clone()
    };
    let second = SimConfig {
        chance_salt: 0x9E37_79B9_7F4A_7C15,
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
