//! Statistics of a run: win counts and rates with Wilson 95% intervals, wins by seat and by
//! reason, lengths, and per-region and per-base figures.

use super::GameRecord;
use super::metrics::{MetricStat, MetricsTally};
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

    /// What the mix of endings says about the map, for a designer ([`Ending`]); `None` when no
    /// game was decided.
    pub fn ending(&self) -> Option<Ending> {
        let n = self.total();
        if n == 0 {
            return None;
        }
        let share = |k: usize| k as f64 / n as f64;
        Some(if share(self.stalled) >= 0.4 {
            Ending::Stalls
        } else if share(self.hq) > 0.5 {
            Ending::HqRace
        } else if share(self.medals) > 0.5 {
            Ending::MedalRace
        } else {
            Ending::Mixed
        })
    }
}

/// The kind of game a map makes, read from how its decided games end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// More than half end by an HQ capture (and fewer than 40% stall).
    HqRace,
    /// More than half end on the medal target (and fewer than 40% stall).
    MedalRace,
    /// At least 40% end because the side to move could neither draw nor place.
    Stalls,
    /// No kind of ending dominates.
    Mixed,
}

impl Ending {
    /// The kind's key in the message that says what it means for a designer (`lab-ending` in
    /// `editor-map.ftl`, which the lab, the report and the command line all show).
    pub fn key(self) -> &'static str {
        match self {
            Ending::HqRace => "hq_race",
            Ending::MedalRace => "medal_race",
            Ending::Stalls => "stalls",
            Ending::Mixed => "mixed",
        }
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
    /// The designer metrics, in [`super::Metric::ALL`]'s order.
    pub metrics: Vec<MetricStat>,
}

/// Computes the statistics of some records of games played on `board`.
pub fn summarize(board: &Board, records: &[GameRecord]) -> Summary {
    let mut tally = Tally::new(board);
    for r in records {
        tally.add(board, r);
    }
    tally.summary(board)
}

/// Running counts of a run, added to as games finish: what [`Summary`] is computed from, in
/// memory that does not grow with the number of games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    games: usize,
    finished: usize,
    wins: BySide<usize>,
    first: usize,
    second: usize,
    by_reason: Reasons,
    by_reason_side: BySide<Reasons>,
    actions: u64,
    turns: u64,
    turn_counts: Vec<usize>,
    /// Per region: games each side claimed it, the sum of those claims' turns, games unclaimed.
    claimed: Vec<BySide<usize>>,
    claim_turns: Vec<BySide<u64>>,
    unclaimed: Vec<usize>,
    /// Per base: games that ended with each side on top, games it ended empty.
    held: Vec<BySide<usize>>,
    empty: Vec<usize>,
    metrics: MetricsTally,
}

impl Tally {
    /// No games yet, on `board`.
    pub fn new(board: &Board) -> Tally {
        let regions = board.regions().count();
        let bases = board.base_locs().count();
        Tally {
            claimed: vec![BySide::default(); regions],
            claim_turns: vec![BySide::default(); regions],
            unclaimed: vec![0; regions],
            held: vec![BySide::default(); bases],
            empty: vec![0; bases],
            metrics: MetricsTally::new(),
            ..Tally::default()
        }
    }

    /// The games counted.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Counts one game played on `board`.
    pub fn add(&mut self, board: &Board, r: &GameRecord) {
        self.games += 1;
        self.metrics.add(board, r);
        for (i, c) in r.regions.iter().enumerate().take(self.claimed.len()) {
            match c {
                Some(c) => {
                    self.claimed[i][c.side] += 1;
                    self.claim_turns[i][c.side] += u64::from(c.turn);
                }
                None => self.unclaimed[i] += 1,
            }
        }
        for (i, b) in r.bases.iter().enumerate().take(self.held.len()) {
            match b {
                Some(s) => self.held[i][*s] += 1,
                None => self.empty[i] += 1,
            }
        }
        let (Some(w), Some(end)) = (r.winner, r.end) else {
            return;
        };
        self.finished += 1;
        self.wins[w] += 1;
        if w == r.first {
            self.first += 1;
        } else {
            self.second += 1;
        }
        self.by_reason.add(end);
        self.by_reason_side[w].add(end);
        self.actions += r.actions as u64;
        self.turns += u64::from(r.turns);
        let t = r.turns as usize;
        if self.turn_counts.len() <= t {
            self.turn_counts.resize(t + 1, 0);
        }
        self.turn_counts[t] += 1;
    }

    /// The statistics of the games counted.
    pub fn summary(&self, board: &Board) -> Summary {
        let games = self.games;
        let regions = board
            .regions()
            .map(|reg| {
                let i = reg.index();
                let claimed = self.claimed.get(i).copied().unwrap_or_default();
                let sums = self.claim_turns.get(i).copied().unwrap_or_default();
                let mean = |s: Side| (claimed[s] > 0).then(|| sums[s] as f64 / claimed[s] as f64);
                RegionStats {
                    id: board.region_id(reg).to_string(),
                    name: board.region_name(reg).to_string(),
                    medals: board.region_medals(reg),
                    claimed,
                    unclaimed: self.unclaimed.get(i).copied().unwrap_or(games),
                    mean_turn: BySide::new(mean(Side::Blue), mean(Side::Red)),
                }
            })
            .collect();
        let bases = board
            .base_locs()
            .map(|l| {
                let i = l.index();
                BaseStats {
                    id: board.id(l).to_string(),
                    name: board.display_name(l).to_string(),
                    held: self.held.get(i).copied().unwrap_or_default(),
                    empty: self.empty.get(i).copied().unwrap_or(games),
                }
            })
            .collect();
        let finished = self.finished;
        let mean = |x: u64| {
            if finished == 0 {
                0.0
            } else {
                x as f64 / finished as f64
            }
        };
        let wins = self.wins;
        Summary {
            games,
            finished,
            unfinished: games - finished,
            wins,
            win_rate: BySide::new(Rate::new(wins.blue, games), Rate::new(wins.red, games)),
            first_player_wins: self.first,
            second_player_wins: self.second,
            first_player_rate: Rate::new(self.first, games),
            by_reason: self.by_reason,
            by_reason_side: self.by_reason_side,
            average_actions: mean(self.actions),
            average_turns: mean(self.turns),
            turn_counts: self.turn_counts.clone(),
            regions,
            bases,
            metrics: self.metrics.stats(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ending_mix_names_the_kind_of_game() {
        let r = |hq, medals, stalled| Reasons {
            hq,
            medals,
            stalled,
        };
        assert_eq!(r(0, 0, 0).ending(), None);
        assert_eq!(r(135, 0, 65).ending(), Some(Ending::HqRace));
        assert_eq!(r(2, 23, 15).ending(), Some(Ending::MedalRace));
        assert_eq!(r(3, 7, 30).ending(), Some(Ending::Stalls));
        assert_eq!(r(4, 3, 3).ending(), Some(Ending::Mixed));
        // The bounds: 40% of stalls is many whatever else; then more than half decides.
        assert_eq!(r(6, 0, 4).ending(), Some(Ending::Stalls));
        assert_eq!(r(6, 1, 3).ending(), Some(Ending::HqRace));
        assert_eq!(r(5, 5, 0).ending(), Some(Ending::Mixed));
    }
}
