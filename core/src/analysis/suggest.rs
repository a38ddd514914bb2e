//! What to change: the sensitivity of the win rate to each region's medals (±1) and each
//! side's target (±1), by simulation on common seeds. Every candidate map is played on the same
//! seeds as the map itself, the paired difference of blue's wins says how much the change moves
//! the balance, and the candidates are ranked by how much closer to an even game they bring it.

use super::metrics::Metric;
use super::{Paired, PairedTest, SimConfig, SimError, Start, simulate};
use crate::ai::AiSpec;
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
    /// A new path between the locations `a` and `b`.
    AddPath { a: String, b: String },
    /// The path between `a` and `b` taken away.
    RemovePath { a: String, b: String },
    /// The base `id` made special (`on`) or plain.
    Special { id: String, on: bool },
    /// The special mark moved from the base `from` to the base `to`.
    MoveSpecial { from: String, to: String },
}

fn set_special(map: &mut Map, id: &str, on: bool) -> bool {
    match map.bases.iter_mut().find(|b| b.id.eq_ignore_ascii_case(id)) {
        Some(b) if b.special != on => {
            b.special = on;
            true
        }
        _ => false,
    }
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
            Tweak::AddPath { a, b } => {
                let path = crate::map::Path::new(a.clone(), b.clone());
                if map.paths.iter().any(|p| p.same_pair(&path)) {
                    return false;
                }
                map.paths.push(path);
                true
            }
            Tweak::RemovePath { a, b } => {
                let path = crate::map::Path::new(a.clone(), b.clone());
                let before = map.paths.len();
                map.paths.retain(|p| !p.same_pair(&path));
                map.paths.len() < before
            }
            Tweak::Special { id, on } => set_special(map, id, *on),
            Tweak::MoveSpecial { from, to } => {
                let mut m = map.clone();
                if set_special(&mut m, from, false) && set_special(&mut m, to, true) {
                    *map = m;
                    true
                } else {
                    false
                }
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
                            crate::i18n::without_article(&r.name)
                        }
                    })
                    .unwrap_or(id);
                let unit = if *to == 1 { "medal" } else { "medals" };
                format!("{name} from {from} to {to} {unit}")
            }
            Tweak::Target { side, from, to } => format!("{side}'s target from {from} to {to}"),
            Tweak::AddPath { a, b } => format!(
                "a new path between {} and {}",
                map.location_name(a),
                map.location_name(b)
            ),
            Tweak::RemovePath { a, b } => format!(
                "no path between {} and {}",
                map.location_name(a),
                map.location_name(b)
            ),
            Tweak::Special { id, on: true } => format!("{} made special", map.location_name(id)),
            Tweak::Special { id, on: false } => format!("{} made plain", map.location_name(id)),
            Tweak::MoveSpecial { from, to } => format!(
                "the special base moved from {} to {}",
                map.location_name(from),
                map.location_name(to)
            ),
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

/// A tweak and what it did to the balance on one set of seeds at one level.
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
    /// The suggestion in words, with what it changes: the two shares and the paired difference
    /// with its interval.
    pub text: String,
}

impl Suggestion {
    /// Whether the tweak brings the game measurably closer to even on these seeds: a gain, and
    /// a paired difference that is significant.
    pub fn helps(&self) -> bool {
        self.gain > 0.0 && self.paired.significant
    }
}

/// A tweak whose help held on fresh seeds, at the lab's level and at a stronger one.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Confirmed {
    pub tweak: Tweak,
    /// Its effect on the fresh seeds at the lab's level.
    pub level: Suggestion,
    /// Its effect on the fresh seeds at the stronger level.
    pub stronger: Suggestion,
}

/// The suggestions of a map: whether it is measurably unfair, every candidate as the screen
/// found it, and the few whose help was confirmed, which are the only ones to offer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Suggestions {
    /// Games a map at each stage.
    pub games: usize,
    /// The level the games were played at (both seats), and the stronger level that confirms.
    pub level: AiSpec,
    pub stronger: AiSpec,
    /// Blue's share of the decided games on the map as it is, and its Wilson 95% interval.
    pub blue_before: f64,
    pub before_low: f64,
    pub before_high: f64,
    /// Whether the interval leaves out one half: the draft is measurably unfair at the lab's
    /// level. When it is not, nothing is tried and nothing is offered.
    pub unfair: bool,
    /// Every candidate tried on the screening seeds, best first (empty for a fair draft).
    pub ranked: Vec<Suggestion>,
    /// Blue's share on the fresh seeds at the stronger level, on the map as it is (when the
    /// screen found something to confirm).
    pub stronger_before: Option<f64>,
    /// The candidates that helped on the screen and again on fresh seeds at both levels, best
    /// first by their gain on the fresh seeds at the lab's level.
    pub confirmed: Vec<Confirmed>,
}

/// How many of the screen's best candidates are played again on fresh seeds.
pub const CONFIRM: usize = 3;

/// The level that confirms a suggestion found at `level`: the next rung of the skill ladder
/// (random → greedy → MCTS with [`SMALL_MCTS`](super::SMALL_MCTS) iterations), and for a tree
/// search (default or expert) the same search with twice its budget.
pub fn stronger_level(level: AiSpec) -> AiSpec {
    match level {
        AiSpec::Random => AiSpec::Greedy,
        AiSpec::Greedy => AiSpec::Mcts {
            iterations: super::SMALL_MCTS,
        },
        AiSpec::Mcts { iterations } => AiSpec::Mcts {
            iterations: iterations.saturating_mul(2),
        },
        AiSpec::MctsTimed { millis } => AiSpec::MctsTimed {
            millis: millis.saturating_mul(2),
        },
        AiSpec::Expert { iterations } => AiSpec::Expert {
            iterations: iterations.saturating_mul(2),
        },
        AiSpec::ExpertTimed { millis } => AiSpec::ExpertTimed {
            millis: millis.saturating_mul(2),
        },
    }
}

/// The seeds a confirmation plays: a master seed of its own, so that no game of the screen is
/// played again.
pub(super) fn fresh_seed(seed: u64) -> u64 {
    crate::ai::mix_seed(seed ^ 0xF4E5_11C0_FFEE_5EED)
}

/// How many maps [`suggest`] plays at most, for its progress: the map and every candidate on
/// the screen, then the map and [`CONFIRM`] candidates at each of the two levels.
pub fn maps_played(map: &Map) -> usize {
    1 + candidates(map).len() + 2 * (1 + CONFIRM)
}

/// Blue's wins per game (1, 0, or `None` when undecided), in game order; `control` cancels
/// the games and follows them.
pub(super) fn blue_wins(
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

pub(super) fn share(v: &[Option<f64>]) -> (usize, usize) {
    let decided = v.iter().flatten().count();
    let wins = v.iter().flatten().filter(|x| **x > 0.5).count();
    (wins, decided)
}

pub(super) fn fraction((w, n): (usize, usize)) -> f64 {
    if n == 0 { 0.5 } else { w as f64 / n as f64 }
}

/// Finds what to change on `map`, in three stages, each game played at `config`'s level (its
/// blue player's, in both seats):
///
/// 1. The map as it is. Unless blue's share is measurably away from one half (its 95% interval
///    leaves out 50%), the map is called fair and nothing is tried.
/// 2. The screen: every candidate on the same seeds as the map, ranked by how much closer to
///    even it brings the game.
/// 3. The confirmation: the [`CONFIRM`] best candidates that helped significantly on the
///    screen, played again on fresh seeds, at the same level and at [`stronger_level`]. A
///    candidate is confirmed when it helps significantly in both.
///
/// The progress counts the maps played out of [`maps_played`]; once `control` is cancelled
/// the games stop and the answer is [`SimError::Cancelled`].
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
    let level = config.blue;
    let at_level = SimConfig {
        red: level,
        ..config.clone()
    };
    let tweaks = candidates(map);
    let total = maps_played(map) as u64;
    let mut done = 0u64;
    // Plays `m` with `cfg` as the next map of the progress.
    let mut play = |m: &Map, cfg: &SimConfig| -> Result<Vec<Option<f64>>, SimError> {
        control.check()?;
        let start = start_of(m)?;
        let wins = blue_wins(start.board(), &start, cfg, &control.part(done, total))?;
        done += 1;
        control.report_counted(done, total);
        Ok(wins)
    };
    let base = play(map, &at_level)?;
    let (w, n) = share(&base);
    let before = fraction((w, n));
    let (before_low, before_high) = super::wilson(w, n);
    let unfair = n > 0 && (before_high < 0.5 || before_low > 0.5);
    let mut out = Suggestions {
        games: config.games,
        level,
        stronger: stronger_level(level),
        blue_before: before,
        before_low,
        before_high,
        unfair,
        ranked: Vec::new(),
        stronger_before: None,
        confirmed: Vec::new(),
    };
    if !unfair {
        control.report_counted(total, total);
        return Ok(out);
    }
    for tweak in tweaks {
        let mut variant = map.clone();
        tweak.apply(&mut variant);
        let after = play(&variant, &at_level)?;
        out.ranked.push(rate(map, tweak, before, &base, &after));
    }
    out.ranked.sort_by(|a, b| b.gain.total_cmp(&a.gain));
    let shortlist: Vec<Tweak> = out
        .ranked
        .iter()
        .filter(|s| s.helps())
        .take(CONFIRM)
        .map(|s| s.tweak.clone())
        .collect();
    if !shortlist.is_empty() {
        let fresh = SimConfig {
            seed: fresh_seed(config.seed),
            ..at_level.clone()
        };
        let strong = SimConfig {
            blue: out.stronger,
            red: out.stronger,
            ..fresh.clone()
        };
        let mut at = |cfg: &SimConfig| -> Result<Vec<Suggestion>, SimError> {
            let base = play(map, cfg)?;
            let before = fraction(share(&base));
            let mut rated = Vec::new();
            for tweak in &shortlist {
                let mut variant = map.clone();
                tweak.apply(&mut variant);
                let after = play(&variant, cfg)?;
                rated.push(rate(map, tweak.clone(), before, &base, &after));
            }
            Ok(rated)
        };
        let level_rates = at(&fresh)?;
        let strong_rates = at(&strong)?;
        out.stronger_before = strong_rates.first().map(|s| s.blue_before);
        for (l, s) in level_rates.into_iter().zip(strong_rates) {
            if l.helps() && s.helps() {
                out.confirmed.push(Confirmed {
                    tweak: l.tweak.clone(),
                    level: l,
                    stronger: s,
                });
            }
        }
        out.confirmed
            .sort_by(|a, b| b.level.gain.total_cmp(&a.level.gain));
    }
    control.report_counted(total, total);
    Ok(out)
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
    let blue = fraction((w, n));
    let (low, high) = super::wilson(w, n);
    let mut paired = Paired::default();
    for (x, y) in base.iter().zip(after) {
        if let (Some(x), Some(y)) = (x, y) {
            paired.add(y - x);
        }
    }
    let paired = paired.test();
    let text = format!(
        "{}: blue wins {:.1}% instead of {:.1}% ({:+.1} points on the same games, 95% interval \
         {:+.1} to {:+.1})",
        tweak.describe(map),
        blue * 100.0,
        before * 100.0,
        paired.diff * 100.0,
        paired.low * 100.0,
        paired.high * 100.0
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
