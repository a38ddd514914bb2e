//! What to change: the sensitivity of the win rate to each region's medals (±1) and each
//! side's target (±1), by simulation on common seeds. Every candidate map is played on the same
//! seeds as the map itself, the paired difference of blue's wins says how much the change moves
//! the balance, and the candidates are ranked by how much closer to an even game they bring it.

use super::metrics::Metric;
use super::{Paired, PairedTest, SimConfig, SimError, Start, simulate};
use crate::control::Control;
use crate::engine::{Board, GameOptions};
use crate::map::Map;
use crate::pieces::Side;
use serde::Serialize;
use std::sync::Arc;

/// One small change to a map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Tweak {
    /// The medals of region `id`.
    RegionMedals { id: String, from: u32, to: u32 },
    /// The medal target of `side`.
    Target { side: Side, from: u32, to: u32 },
}

impl Tweak {
    /// Makes the change on `map`; `false` when the map has no such region.
    pub fn apply(&self, map: &mut Map) -> bool {
        match self {
            Tweak::RegionMedals { id, to, .. } => {
                match map.regions.iter_mut().find(|r| r.id == *id) {
                    Some(r) => {
                        r.medals = *to;
                        true
                    }
                    None => false,
                }
            }
            Tweak::Target { side, to, .. } => {
                map.targets[*side] = *to;
                true
            }
        }
    }

    /// "West Ford from 2 to 3 medals", "blue's target from 7 to 6".
    pub fn describe(&self, map: &Map) -> String {
        match self {
            Tweak::RegionMedals { id, from, to } => {
                let name = map
                    .regions
                    .iter()
                    .find(|r| r.id == *id)
                    .map(|r| {
                        if r.name.is_empty() {
                            r.id.as_str()
                        } else {
                            r.name.as_str()
                        }
                    })
                    .unwrap_or(id);
                let unit = if *to == 1 { "medal" } else { "medals" };
                format!("{name} from {from} to {to} {unit}")
            }
            Tweak::Target { side, from, to } => format!("{side}'s target from {from} to {to}"),
        }
    }
}

/// Every tweak of `map` by one medal: each region's medals up and down (never below 1), each
/// side's target up and down (from 1 to the medals on the map).
pub fn candidates(map: &Map) -> Vec<Tweak> {
    let mut out = Vec::new();
    for r in &map.regions {
        for to in [r.medals.checked_sub(1), r.medals.checked_add(1)]
            .into_iter()
            .flatten()
            .filter(|&m| m >= 1)
        {
            out.push(Tweak::RegionMedals {
                id: r.id.clone(),
                from: r.medals,
                to,
            });
        }
    }
    let total: u32 = map.regions.iter().map(|r| r.medals).sum();
    for side in Side::ALL {
        let from = map.targets[side];
        for to in [from.checked_sub(1), from.checked_add(1)]
            .into_iter()
            .flatten()
            .filter(|&t| t >= 1 && t <= total.max(from))
        {
            out.push(Tweak::Target { side, from, to });
        }
    }
    out
}

/// A tweak and what it did to the balance.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Suggestion {
    pub tweak: Tweak,
    /// Blue's share of the decided games with the tweak, and its Wilson 95% interval.
    pub blue: f64,
    pub low: f64,
    pub high: f64,
    /// Blue's share on the map as it is.
    pub blue_before: f64,
    /// The paired difference of blue's wins (tweak − as is) over the pairs decided in both.
    pub paired: PairedTest,
    /// How much closer to one half the tweak brings blue's share (negative: further away).
    pub gain: f64,
    /// The suggestion in words.
    pub text: String,
}

/// The suggestions of a map, best first, and the balance they start from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Suggestions {
    pub games: usize,
    pub blue_before: f64,
    /// Every candidate tried, best first.
    pub ranked: Vec<Suggestion>,
}

impl Suggestions {
    /// The tweaks that bring the game measurably closer to even: a gain, and a paired
    /// difference that is significant.
    pub fn helpful(&self) -> impl Iterator<Item = &Suggestion> {
        self.ranked
            .iter()
            .filter(|s| s.gain > 0.0 && s.paired.significant)
    }
}

/// Blue's wins per game (1, 0, or `None` when undecided), in game order; `control` cancels
/// the games and follows them.
fn blue_wins(
    board: &Board,
    start: &Start,
    config: &SimConfig,
    control: &Control,
) -> Result<Vec<Option<f64>>, SimError> {
    let cfg = SimConfig {
        keep_records: true,
        ..config.clone()
    };
    let progress = |done: usize, total: usize| control.report_counted(done as u64, total as u64);
    let sim = simulate(start, &cfg, &progress, control.cancel.as_deref())?;
    if sim.cancelled {
        return Err(SimError::Cancelled);
    }
    Ok(sim
        .records
        .iter()
        .map(|g| Metric::BlueWins.value(board, g))
        .collect())
}

fn share(v: &[Option<f64>]) -> (usize, usize) {
    let decided = v.iter().flatten().count();
    let wins = v.iter().flatten().filter(|x| **x > 0.5).count();
    (wins, decided)
}

/// Tries every candidate of `map` on `config`'s seeds and ranks them. The progress counts the
/// maps played (the map itself first, then each candidate; the fraction follows the games of
/// each); once `control` is cancelled the games stop and the answer is
/// [`SimError::Cancelled`], never a ranking of the candidates tried so far.
pub fn suggest(
    map: &Map,
    options: GameOptions,
    config: &SimConfig,
    control: &Control,
) -> Result<Suggestions, SimError> {
    let start_of = |m: &Map| -> Result<Start, SimError> {
        let board = Board::compile(m).map_err(|e| SimError::Position(e.to_string()))?;
        Ok(Start::Setup {
            board: Arc::new(board),
            options,
        })
    };
    let tweaks = candidates(map);
    let total = tweaks.len() as u64 + 1;
    let base_start = start_of(map)?;
    let base = blue_wins(
        base_start.board(),
        &base_start,
        config,
        &control.part(0, total),
    )?;
    let (w, n) = share(&base);
    let before = if n == 0 { 0.5 } else { w as f64 / n as f64 };
    control.report_counted(1, total);
    let mut ranked = Vec::new();
    for (i, tweak) in tweaks.into_iter().enumerate() {
        control.check()?;
        let mut variant = map.clone();
        tweak.apply(&mut variant);
        let start = start_of(&variant)?;
        let done = i as u64 + 1;
        let after = blue_wins(start.board(), &start, config, &control.part(done, total))?;
        ranked.push(rate(map, tweak, before, &base, &after));
        control.report_counted(done + 1, total);
    }
    ranked.sort_by(|a, b| b.gain.total_cmp(&a.gain));
    Ok(Suggestions {
        games: config.games,
        blue_before: before,
        ranked,
    })
}

/// The suggestion of one tweak, from blue's wins before and after.
fn rate(
    map: &Map,
    tweak: Tweak,
    before: f64,
    base: &[Option<f64>],
    after: &[Option<f64>],
) -> Suggestion {
    let (w, n) = share(after);
    let blue = if n == 0 { 0.5 } else { w as f64 / n as f64 };
    let (low, high) = super::wilson(w, n);
    let mut paired = Paired::default();
    for (x, y) in base.iter().zip(after) {
        if let (Some(x), Some(y)) = (x, y) {
            paired.add(y - x);
        }
    }
    let paired = paired.test();
    let half = ((high - low) / 2.0 * 100.0).round();
    let text = format!(
        "{}: blue wins {:.0}% instead of {:.0}% (±{half:.0}%)",
        tweak.describe(map),
        blue * 100.0,
        before * 100.0
    );
    Suggestion {
        gain: (before - 0.5).abs() - (blue - 0.5).abs(),
        tweak,
        blue,
        low,
        high,
        blue_before: before,
        paired,
        text,
    }
}
