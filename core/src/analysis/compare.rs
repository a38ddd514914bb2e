//! A/B comparison of two variants of a map on common random numbers: game `i` of both runs has
//! the same seed (so the same deal and the same first player), and every designer metric is
//! reported side by side with the paired difference `B − A`, its 95% interval and a paired
//! t-test. Bases and regions present in both maps (matched by id) get the difference of their
//! heat: how much more often red held the base (or claimed the region) in B than in A.

use super::metrics::{Metric, mean_half_width};
use super::{
    BATCH, GameRecord, MAX_GAMES, SimConfig, SimError, Start, Summary, Tally, Workers, game_seed,
    play_game,
};
use crate::engine::Board;
use serde::Serialize;
use statrs::distribution::{ContinuousCDF, StudentsT};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The level of the paired tests: a difference is called significant when its p-value is below.
pub const ALPHA: f64 = 0.05;

/// Running sums of paired differences (Welford's update).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Paired {
    n: usize,
    mean: f64,
    m2: f64,
}

impl Paired {
    pub fn add(&mut self, d: f64) {
        self.n += 1;
        let delta = d - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (d - self.mean);
    }

    /// The difference's mean, interval and two-sided paired t-test.
    pub fn test(&self) -> PairedTest {
        let n = self.n;
        let sd = if n > 1 {
            (self.m2 / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let half = mean_half_width(sd, n);
        let p = if n < 2 {
            1.0
        } else if sd == 0.0 {
            // Every pair differs by the same amount: no doubt left, either way.
            if self.mean == 0.0 { 1.0 } else { 0.0 }
        } else {
            let t = self.mean / (sd / (n as f64).sqrt());
            StudentsT::new(0.0, 1.0, (n - 1) as f64)
                .map(|dist| 2.0 * dist.sf(t.abs()))
                .unwrap_or(1.0)
        };
        let half = if sd == 0.0 && n >= 2 { 0.0 } else { half };
        PairedTest {
            pairs: n,
            diff: self.mean,
            low: self.mean - half,
            high: self.mean + half,
            p,
            significant: p < ALPHA,
        }
    }
}

/// A paired difference `B − A` over the pairs of games where both values are defined.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PairedTest {
    pub pairs: usize,
    pub diff: f64,
    /// Its 95% interval (Student's t on the differences).
    pub low: f64,
    pub high: f64,
    /// The two-sided p-value of the paired t-test of "no difference".
    pub p: f64,
    /// Whether `p` is below [`ALPHA`].
    pub significant: bool,
}

impl PairedTest {
    /// Its 95% interval, or `None` where there is none: below two pairs of games the interval
    /// would reach from minus to plus infinity.
    pub fn interval(&self) -> Option<(f64, f64)> {
        (self.low.is_finite() && self.high.is_finite()).then_some((self.low, self.high))
    }
}

/// One metric of both variants and their difference.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MetricDiff {
    pub metric: Metric,
    pub a: super::MetricStat,
    pub b: super::MetricStat,
    /// The metric's own test; its `significant` is at [`ALPHA`] for this metric alone.
    pub paired: PairedTest,
    /// The p-value corrected for every metric tested in the same comparison (Holm's step-down
    /// method), so that the chance of any false alarm among them stays under [`ALPHA`].
    pub holm_p: f64,
    /// Whether `holm_p` is below [`ALPHA`]: the difference stands out among all the metrics
    /// compared, which is what the comparison marks.
    pub significant: bool,
}

/// Holm's step-down correction of `p` (the p-values of a family of tests, in any order): the
/// corrected p-values, in the same order. With `m` tests, the `k`-th smallest is multiplied by
/// `m − k + 1` (k from 1), each kept at least as large as the one before it and at most 1.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&i, &j| p[i].total_cmp(&p[j]));
    let mut out = vec![1.0; m];
    let mut running: f64 = 0.0;
    for (k, &i) in order.iter().enumerate() {
        running = running.max(((m - k) as f64 * p[i]).min(1.0));
        out[i] = running;
    }
    out
}

/// The heat of a place in both variants: `lean` is (games red held it − games blue held it) /
/// games, from −1 (always blue) to 1 (always red); `diff` is B's lean minus A's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeatDiff {
    pub id: String,
    pub name: String,
    pub lean_a: f64,
    pub lean_b: f64,
    pub diff: f64,
}

/// A finished comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    pub games: usize,
    pub cancelled: bool,
    pub metrics: Vec<MetricDiff>,
    /// Bases in both maps, in A's order.
    pub bases: Vec<HeatDiff>,
    /// Regions in both maps, in A's order.
    pub regions: Vec<HeatDiff>,
    /// What could not be compared, and differences of rules worth knowing, in words.
    pub notes: Vec<String>,
    #[serde(skip)]
    pub summary_a: Summary,
    #[serde(skip)]
    pub summary_b: Summary,
}

impl Comparison {
    /// The comparison of one metric.
    pub fn metric(&self, m: Metric) -> Option<&MetricDiff> {
        self.metrics.iter().find(|d| d.metric == m)
    }
}

/// Differences between the boards that make some figures incomparable, in words.
pub fn notes(a: &Board, b: &Board) -> Vec<String> {
    let mut out = Vec::new();
    if a.rule() != b.rule() {
        let name =
            |r: Option<crate::map::RuleSet>| r.map_or("no rule set".to_string(), |r| r.to_string());
        out.push(format!(
            "the rule sets differ (A: {}, B: {}): special bases act differently, so their figures \
             compare different games",
            name(a.rule()),
            name(b.rule())
        ));
    }
    let common_bases = a
        .base_locs()
        .filter(|&l| b.find(a.id(l)).is_some_and(|m| b.is_base(m)))
        .count();
    if common_bases == 0 {
        out.push("no base id is in both maps: the heat maps cannot be compared".into());
    } else if common_bases < a.num_bases().max(b.num_bases()) {
        out.push(format!(
            "{common_bases} bases are in both maps (A has {}, B {}); the others have no heat difference",
            a.num_bases(),
            b.num_bases()
        ));
    }
    let common_regions = a
        .regions()
        .filter(|&r| b.find_region(a.region_id(r)).is_some())
        .count();
    if common_regions == 0 && (a.num_regions() > 0 || b.num_regions() > 0) {
        out.push("no region id is in both maps: region claims cannot be compared".into());
    }
    out
}

fn lean(red: usize, blue: usize, games: usize) -> f64 {
    if games == 0 {
        0.0
    } else {
        (red as f64 - blue as f64) / games as f64
    }
}

/// The heat differences of the bases and regions present in both summaries.
fn heat(a: &Summary, b: &Summary) -> (Vec<HeatDiff>, Vec<HeatDiff>) {
    let diff = |id: &str, name: &str, la: f64, lb: f64| HeatDiff {
        id: id.to_string(),
        name: name.to_string(),
        lean_a: la,
        lean_b: lb,
        diff: lb - la,
    };
    let bases = a
        .bases
        .iter()
        .filter_map(|x| {
            let y = b.bases.iter().find(|y| y.id == x.id)?;
            let la = lean(x.held.red, x.held.blue, a.games);
            let lb = lean(y.held.red, y.held.blue, b.games);
            Some(diff(&x.id, &x.name, la, lb))
        })
        .collect();
    let regions = a
        .regions
        .iter()
        .filter_map(|x| {
            let y = b.regions.iter().find(|y| y.id == x.id)?;
            let la = lean(x.claimed.red, x.claimed.blue, a.games);
            let lb = lean(y.claimed.red, y.claimed.blue, b.games);
            Some(diff(&x.id, &x.name, la, lb))
        })
        .collect();
    (bases, regions)
}

/// Plays `config.games` pairs of games, A's and B's on the same seeds, in parallel; see the
/// module's documentation. `progress(done, total)` counts pairs; `cancel` stops the run and keeps
/// the completed pairs.
pub fn compare(
    a: &Start,
    b: &Start,
    config: &SimConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: Option<&AtomicBool>,
) -> Result<Comparison, SimError> {
    let total = config.games;
    if total == 0 {
        return Err(SimError::NoGames);
    }
    if total > MAX_GAMES / 2 {
        return Err(SimError::TooManyGames(total));
    }
    a.state(0, game_seed(config.seed, 0))?;
    b.state(0, game_seed(config.seed, 0))?;
    let workers = Workers::new(config.threads)?;
    let done = AtomicUsize::new(0);
    let one = |i: usize| -> Result<Option<(GameRecord, GameRecord)>, SimError> {
        let (Some(x), Some(y)) = (
            play_game(a, config, i, cancel)?,
            play_game(b, config, i, cancel)?,
        ) else {
            return Ok(None);
        };
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        Ok(Some((x, y)))
    };
    let mut acc = Accumulator::new(a.board(), b.board());
    let mut from = 0;
    while from < total && !cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
        let to = total.min(from + BATCH);
        for r in workers.run(from..to, &one) {
            if let Some((x, y)) = r? {
                acc.add(a.board(), b.board(), &x, &y);
            }
        }
        from = to;
    }
    Ok(acc.finish(a.board(), b.board(), total))
}

/// The running sums of a comparison.
struct Accumulator {
    tally: [Tally; 2],
    paired: Vec<Paired>,
}

impl Accumulator {
    fn new(a: &Board, b: &Board) -> Accumulator {
        Accumulator {
            tally: [Tally::new(a), Tally::new(b)],
            paired: vec![Paired::default(); Metric::ALL.len()],
        }
    }

    fn add(&mut self, a: &Board, b: &Board, x: &GameRecord, y: &GameRecord) {
        self.tally[0].add(a, x);
        self.tally[1].add(b, y);
        for (m, p) in Metric::ALL.iter().zip(&mut self.paired) {
            if let (Some(u), Some(v)) = (m.value(a, x), m.value(b, y)) {
                p.add(v - u);
            }
        }
    }

    fn finish(self, a: &Board, b: &Board, total: usize) -> Comparison {
        let (sa, sb) = (self.tally[0].summary(a), self.tally[1].summary(b));
        let tests: Vec<PairedTest> = self.paired.iter().map(Paired::test).collect();
        let corrected = holm(&tests.iter().map(|t| t.p).collect::<Vec<_>>());
        let metrics = Metric::ALL
            .iter()
            .enumerate()
            .map(|(i, m)| MetricDiff {
                metric: *m,
                a: sa.metrics[i],
                b: sb.metrics[i],
                paired: tests[i],
                holm_p: corrected[i],
                significant: corrected[i] < ALPHA,
            })
            .collect();
        let (bases, regions) = heat(&sa, &sb);
        Comparison {
            games: sa.games,
            cancelled: sa.games < total,
            metrics,
            bases,
            regions,
            notes: notes(a, b),
            summary_a: sa,
            summary_b: sb,
        }
    }
}
