//! Designer metrics of a run, after the usual game-evaluation set (balance, first-mover
//! advantage, completion, duration, branching factor, decision moves, board coverage, drama,
//! lead changes): each one a value per game, averaged over the games where it is defined, with a
//! 95% interval. `docs/balance-guide.md` gives every formula.
//!
//! What a game needs beyond its result is gathered by a [`Collector`] beside the players'
//! choices (the legal actions at each decision, the bases ever occupied) into a [`Trace`]; the
//! medal standings are rebuilt from the record's claims, since claimed medals are kept for good
//! and a side's medals are the sum of the regions it claimed (RULES §6.1).

use super::GameRecord;
use super::stats::wilson;
use crate::engine::{Action, Board, EndReason, State};
use crate::pieces::{BySide, Side};
use serde::Serialize;
use statrs::distribution::{ContinuousCDF, StudentsT};

/// A comeback: the eventual winner trailed by at least this many medals at the end of a turn.
pub const COMEBACK_DEFICIT: u32 = 2;

/// What one game recorded for the metrics besides its result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Trace {
    /// Decisions taken by the players (turn choices and effect answers).
    pub decisions: u32,
    /// Legal actions summed over the decisions.
    pub legal_sum: u64,
    /// The most legal actions at one decision.
    pub legal_max: u32,
    /// Turns with at least one decision between more than one legal action.
    pub choice_turns: u32,
    /// Bases that held a troop at some point of the game.
    pub occupied: u32,
}

/// Gathers a game's [`Trace`] as it is played: [`Collector::decision`] before each choice,
/// [`Collector::after`] after each action. It allocates nothing.
pub struct Collector {
    occupied: u128,
    last_choice_turn: u32,
    trace: Trace,
}

impl Collector {
    /// A collector for a game starting at `st`.
    pub fn new(st: &State) -> Collector {
        let mut c = Collector {
            occupied: 0,
            last_choice_turn: 0,
            trace: Trace::default(),
        };
        c.after(st);
        c
    }

    /// Counts the decision about to be taken during turn `turn` (1-based) among `legal`, the
    /// legal actions of the side to move (as [`State::legal_actions`] lists them; the player
    /// chooses from the same list).
    pub fn decision(&mut self, legal: &[Action], turn: u32) {
        let n = legal.len() as u32;
        let t = &mut self.trace;
        t.decisions += 1;
        t.legal_sum += u64::from(n);
        t.legal_max = t.legal_max.max(n);
        if n > 1 && self.last_choice_turn != turn {
            self.last_choice_turn = turn;
            t.choice_turns += 1;
        }
    }

    /// Notes the bases occupied after an action.
    pub fn after(&mut self, st: &State) {
        self.occupied |= st.controlled(Side::Blue).0 | st.controlled(Side::Red).0;
    }

    /// The trace of the game so far.
    pub fn trace(&self) -> Trace {
        Trace {
            occupied: self.occupied.count_ones(),
            ..self.trace
        }
    }
}

/// A designer metric: one value per game (where it is defined), averaged over a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// Decided games won by the player who moved first (1 or 0).
    FirstMover,
    /// Decided games won by blue (1 or 0); the side balance is derived from its mean.
    BlueWins,
    /// Games stopped at the action cap (1 or 0).
    Unfinished,
    /// Games that ended by an HQ capture (1 or 0).
    EndHq,
    /// Games that ended on a medal target (1 or 0).
    EndMedals,
    /// Games that ended because a side could not act (1 or 0).
    EndStalled,
    /// Turns of a finished game.
    Turns,
    /// Mean legal actions per decision of a game.
    Branching,
    /// Most legal actions at one decision of a game.
    BranchingMax,
    /// Share of a game's turns with more than one legal choice.
    DecisionShare,
    /// Share of the bases that ever held a troop.
    Coverage,
    /// Decided games whose winner trailed in medals at the end of some turn (1 or 0).
    Drama,
    /// The winner's largest medal deficit at the end of a turn (0 when never behind).
    Deficit,
    /// Changes of the medal leader from one side to the other, at turn ends.
    LeadChanges,
    /// Decided games whose winner trailed by [`COMEBACK_DEFICIT`] medals or more (1 or 0).
    Comeback,
}

/// A metric's value for people: a percent for shares, a number otherwise.
pub fn metric_value(m: Metric, x: f64) -> String {
    if m.is_share() {
        format!("{:.1}%", x * 100.0)
    } else {
        format!("{x:.2}")
    }
}

/// A round step for about five ticks up to `top`.
pub fn nice_step(top: usize) -> usize {
    let raw = (top as f64 / 5.0).max(1.0);
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * mag)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * mag);
    step.round().max(1.0) as usize
}

impl Metric {
    pub const ALL: [Metric; 15] = [
        Metric::FirstMover,
        Metric::BlueWins,
        Metric::Unfinished,
        Metric::EndHq,
        Metric::EndMedals,
        Metric::EndStalled,
        Metric::Turns,
        Metric::Branching,
        Metric::BranchingMax,
        Metric::DecisionShare,
        Metric::Coverage,
        Metric::Drama,
        Metric::Deficit,
        Metric::LeadChanges,
        Metric::Comeback,
    ];

    /// The metric's name in JSON and CSV.
    pub fn id(self) -> &'static str {
        match self {
            Metric::FirstMover => "first_mover",
            Metric::BlueWins => "blue_wins",
            Metric::Unfinished => "unfinished",
            Metric::EndHq => "end_hq",
            Metric::EndMedals => "end_medals",
            Metric::EndStalled => "end_stalled",
            Metric::Turns => "turns",
            Metric::Branching => "branching",
            Metric::BranchingMax => "branching_max",
            Metric::DecisionShare => "decision_share",
            Metric::Coverage => "coverage",
            Metric::Drama => "drama",
            Metric::Deficit => "deficit",
            Metric::LeadChanges => "lead_changes",
            Metric::Comeback => "comeback",
        }
    }

    /// The metric's name for people.
    pub fn label(self) -> &'static str {
        match self {
            Metric::FirstMover => "First player wins",
            Metric::BlueWins => "Blue wins",
            Metric::Unfinished => "Unfinished",
            Metric::EndHq => "Ends by HQ",
            Metric::EndMedals => "Ends by medals",
            Metric::EndStalled => "Ends stalled",
            Metric::Turns => "Turns",
            Metric::Branching => "Branching factor",
            Metric::BranchingMax => "Branching, most",
            Metric::DecisionShare => "Decision turns",
            Metric::Coverage => "Board coverage",
            Metric::Drama => "Drama",
            Metric::Deficit => "Winner's deficit",
            Metric::LeadChanges => "Lead changes",
            Metric::Comeback => "Comebacks",
        }
    }

    /// Whether the per-game value is 1 or 0 (the mean is then a share, and shown as a percent).
    pub fn is_share(self) -> bool {
        !matches!(
            self,
            Metric::Turns
                | Metric::Branching
                | Metric::BranchingMax
                | Metric::Deficit
                | Metric::LeadChanges
        )
    }

    /// The value of one game, `None` where the metric is not defined for it (a win metric for
    /// an unfinished game, say).
    pub fn value(self, board: &Board, g: &GameRecord) -> Option<f64> {
        let flag = |b: bool| if b { 1.0 } else { 0.0 };
        let decided = g.winner;
        let t = &g.trace;
        match self {
            Metric::FirstMover => decided.map(|w| flag(w == g.first)),
            Metric::BlueWins => decided.map(|w| flag(w == Side::Blue)),
            Metric::Unfinished => Some(flag(decided.is_none())),
            Metric::EndHq => Some(flag(g.end == Some(EndReason::Hq))),
            Metric::EndMedals => Some(flag(g.end == Some(EndReason::Medals))),
            Metric::EndStalled => Some(flag(g.end == Some(EndReason::Stalled))),
            Metric::Turns => decided.map(|_| f64::from(g.turns)),
            Metric::Branching => {
                (t.decisions > 0).then(|| t.legal_sum as f64 / f64::from(t.decisions))
            }
            Metric::BranchingMax => (t.decisions > 0).then_some(f64::from(t.legal_max)),
            Metric::DecisionShare => {
                (g.turns > 0).then(|| f64::from(t.choice_turns) / f64::from(g.turns))
            }
            Metric::Coverage => {
                let n = board.num_bases();
                (n > 0).then(|| f64::from(t.occupied) / n as f64)
            }
            Metric::Drama => decided.map(|w| flag(standings(board, g).deficit[w] > 0)),
            Metric::Deficit => decided.map(|w| f64::from(standings(board, g).deficit[w])),
            Metric::LeadChanges => Some(f64::from(standings(board, g).lead_changes)),
            Metric::Comeback => {
                decided.map(|w| flag(standings(board, g).deficit[w] >= COMEBACK_DEFICIT))
            }
        }
    }
}

/// What the medal standings at the turn ends of a game show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    /// Each side's largest deficit in medals at a turn's end.
    pub deficit: BySide<u32>,
    /// Times the strict medal leader changed from one side to the other.
    pub lead_changes: u32,
}

/// The medal standings of a game, rebuilt from its claims: after each turn in which a region
/// was claimed, each side holds the medals of the regions it claimed so far.
pub fn standings(board: &Board, g: &GameRecord) -> Standings {
    let mut claims: Vec<(u32, Side, u32)> = board
        .regions()
        .zip(&g.regions)
        .filter_map(|(r, c)| c.map(|c| (c.turn, c.side, board.region_medals(r))))
        .collect();
    claims.sort_unstable_by_key(|c| c.0);
    let mut medals = BySide::new(0u32, 0u32);
    let mut out = Standings::default();
    let mut leader: Option<Side> = None;
    let mut i = 0;
    while i < claims.len() {
        let turn = claims[i].0;
        while i < claims.len() && claims[i].0 == turn {
            medals[claims[i].1] += claims[i].2;
            i += 1;
        }
        for s in Side::ALL {
            let gap = medals[s.other()].saturating_sub(medals[s]);
            out.deficit[s] = out.deficit[s].max(gap);
        }
        let now = match medals.blue.cmp(&medals.red) {
            std::cmp::Ordering::Greater => Some(Side::Blue),
            std::cmp::Ordering::Less => Some(Side::Red),
            std::cmp::Ordering::Equal => None,
        };
        if let Some(now) = now {
            if leader.is_some_and(|l| l != now) {
                out.lead_changes += 1;
            }
            leader = Some(now);
        }
    }
    out
}

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The half-width of a two-sided 95% interval of a mean of `n` values with standard deviation
/// `sd` (Student's t with `n - 1` degrees of freedom); infinite below two values.
pub fn mean_half_width(sd: f64, n: usize) -> f64 {
    if n < 2 {
        return f64::INFINITY;
    }
    let q = StudentsT::new(0.0, 1.0, (n - 1) as f64)
        .map(|t| t.inverse_cdf(0.975))
        .unwrap_or(Z95);
    q * sd / (n as f64).sqrt()
}

/// One metric over a run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MetricStat {
    pub metric: Metric,
    /// Games where it is defined.
    pub games: usize,
    pub mean: f64,
    /// The standard deviation of the per-game values.
    pub sd: f64,
    /// The 95% interval of the mean: Wilson's for shares, Student's t otherwise.
    pub low: f64,
    pub high: f64,
    /// The largest per-game value.
    pub max: f64,
}

/// Running sums of one metric (Welford's update, so long runs keep their precision).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Acc {
    n: usize,
    mean: f64,
    m2: f64,
    max: f64,
}

impl Acc {
    fn add(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f64;
        self.m2 += d * (x - self.mean);
        self.max = if self.n == 1 { x } else { self.max.max(x) };
    }

    fn stat(&self, metric: Metric) -> MetricStat {
        let sd = if self.n > 1 {
            (self.m2 / (self.n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let (low, high) = if metric.is_share() {
            let k = (self.mean * self.n as f64).round() as usize;
            wilson(k, self.n)
        } else if self.n == 0 {
            (0.0, 0.0)
        } else {
            let h = mean_half_width(sd, self.n);
            (self.mean - h, self.mean + h)
        };
        MetricStat {
            metric,
            games: self.n,
            mean: self.mean,
            sd,
            low,
            high,
            max: self.max,
        }
    }
}

/// The metrics of a run, added to as games finish.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MetricsTally {
    acc: Vec<Acc>,
}

impl MetricsTally {
    pub fn new() -> MetricsTally {
        MetricsTally {
            acc: vec![Acc::default(); Metric::ALL.len()],
        }
    }

    /// Counts one game played on `board`.
    pub fn add(&mut self, board: &Board, g: &GameRecord) {
        if self.acc.is_empty() {
            *self = MetricsTally::new();
        }
        for (m, acc) in Metric::ALL.iter().zip(&mut self.acc) {
            if let Some(x) = m.value(board, g) {
                acc.add(x);
            }
        }
    }

    /// Every metric, in [`Metric::ALL`]'s order.
    pub fn stats(&self) -> Vec<MetricStat> {
        Metric::ALL
            .iter()
            .enumerate()
            .map(|(i, m)| self.acc.get(i).copied().unwrap_or_default().stat(*m))
            .collect()
    }
}

/// The side balance of a blue share among decided games: 1 when even, 0 when one side always
/// wins.
pub fn balance(blue_share: f64) -> f64 {
    1.0 - (2.0 * blue_share - 1.0).abs()
}
