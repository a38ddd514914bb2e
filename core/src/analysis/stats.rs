//! Statistics of a run: win counts and rates with Wilson 95% intervals, wins by seat and by
//! reason, lengths, and per-region and per-base figures.

use super::GameRecord;
use crate::engine::{Board, EndReason};
use crate::pieces::{BySide, Side};
use serde::Serialize;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// A count out of a number of games, with its rate and Wilson 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub count: usize,
    pub of: usize,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn new(count: usize, of: usize) -> Rate {
        let (low, high) = wilson(count, of);
        Rate {
            count,
            of,
            rate: if of == 0 {
                0.0
            } else {
                count as f64 / of as f64
            },
            low,
            high,
        }
    }
}

/// The Wilson score 95% interval of `k` successes in `n` trials; `(0, 1)` when `n` is 0.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Games won, by the reason the game ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Reasons {
    pub hq: usize,
    pub medals: usize,
    pub stalled: usize,
}

impl Reasons {
    fn add(&mut self, end: EndReason) {
        match end {
            EndReason::Hq => self.hq += 1,
            EndReason::Medals => self.medals += 1,
            EndReason::Stalled => self.stalled += 1,
        }
    }

    pub fn total(&self) -> usize {
        self.hq + self.medals + self.stalled
    }
}

/// How one region went over a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RegionStats {
    pub id: String,
    pub name: String,
    pub medals: u32,
    /// Games in which each side claimed it.
    pub claimed: BySide<usize>,
    /// Games that ended with it unclaimed.
    pub unclaimed: usize,
    /// The mean turn of each side's claims (`None` when it never claimed it).
    pub mean_turn: BySide<Option<f64>>,
}

/// How one base ended over a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BaseStats {
    pub id: String,
    pub name: String,
    /// Games that ended with each side's troop on top.
    pub held: BySide<usize>,
    /// Games that ended with it empty.
    pub empty: usize,
}

/// The statistics of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub games: usize,
    pub finished: usize,
    /// Games stopped at the action cap (never counted as wins).
    pub unfinished: usize,
    pub wins: BySide<usize>,
    /// Each side's wins out of all games.
    pub win_rate: BySide<Rate>,
    /// Wins of the player who moved first and of the other.
    pub first_player_wins: usize,
    pub second_player_wins: usize,
    /// The first player's wins out of all games.
    pub first_player_rate: Rate,
    /// Wins by the reason the game ended, both sides together.
    pub by_reason: Reasons,
    /// Wins by reason, per winning side.
    pub by_reason_side: BySide<Reasons>,
    /// Mean actions and turns of the finished games (0 when none finished).
    pub average_actions: f64,
    pub average_turns: f64,
    /// `turn_counts[t]`: finished games that lasted `t` turns.
    pub turn_counts: Vec<usize>,
    pub regions: Vec<RegionStats>,
    pub bases: Vec<BaseStats>,
}

/// Computes the statistics of some records of games played on `board`.
pub fn summarize(board: &Board, records: &[GameRecord]) -> Summary {
    let games = records.len();
    let mut wins = BySide::new(0, 0);
    let mut first = 0;
    let mut second = 0;
    let mut by_reason = Reasons::default();
    let mut by_reason_side = BySide::new(Reasons::default(), Reasons::default());
    let mut finished = 0;
    let mut actions = 0usize;
    let mut turns = 0u64;
    let mut turn_counts = Vec::new();
    for r in records {
        let (Some(w), Some(end)) = (r.winner, r.end) else {
            continue;
        };
        finished += 1;
        wins[w] += 1;
        if w == r.first {
            first += 1;
        } else {
            second += 1;
        }
        by_reason.add(end);
        by_reason_side[w].add(end);
        actions += r.actions;
        turns += r.turns as u64;
        let t = r.turns as usize;
        if turn_counts.len() <= t {
            turn_counts.resize(t + 1, 0);
        }
        turn_counts[t] += 1;
    }
    let regions = board
        .regions()
        .map(|reg| {
            let i = reg.index();
            let mut claimed = BySide::new(0usize, 0usize);
            let mut turn_sum = BySide::new(0u64, 0u64);
            let mut unclaimed = 0;
            for r in records {
                match r.regions.get(i).copied().flatten() {
                    Some(c) => {
                        claimed[c.side] += 1;
                        turn_sum[c.side] += c.turn as u64;
                    }
                    None => unclaimed += 1,
                }
            }
            let mean = |s: Side| (claimed[s] > 0).then(|| turn_sum[s] as f64 / claimed[s] as f64);
            RegionStats {
                id: board.region_id(reg).to_string(),
                name: board.region_name(reg).to_string(),
                medals: board.region_medals(reg),
                claimed,
                unclaimed,
                mean_turn: BySide::new(mean(Side::Blue), mean(Side::Red)),
            }
        })
        .collect();
    let bases = board
        .base_locs()
        .map(|l| {
            let i = l.index();
            let mut held = BySide::new(0usize, 0usize);
            let mut empty = 0;
            for r in records {
                match r.bases.get(i).copied().flatten() {
                    Some(s) => held[s] += 1,
                    None => empty += 1,
                }
            }
            BaseStats {
                id: board.id(l).to_string(),
                name: board.display_name(l).to_string(),
                held,
                empty,
            }
        })
        .collect();
    let mean = |x: f64| {
        if finished == 0 {
            0.0
        } else {
            x / finished as f64
        }
    };
    Summary {
        games,
        finished,
        unfinished: games - finished,
        wins,
        win_rate: BySide::new(Rate::new(wins.blue, games), Rate::new(wins.red, games)),
        first_player_wins: first,
        second_player_wins: second,
        first_player_rate: Rate::new(first, games),
        by_reason,
        by_reason_side,
        average_actions: mean(actions as f64),
        average_turns: mean(turns as f64),
        turn_counts,
        regions,
        bases,
    }
}
