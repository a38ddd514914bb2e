//! Headless analysis: many AI-against-AI games on one board, in parallel, with per-game records
//! and the statistics the balance lab and `toyforge simulate` report; the designer metrics
//! ([`Metric`]), A/B comparisons on common seeds ([`compare`]), suggestions of medal and target
//! changes ([`suggest`]), the skill trace ([`skill_trace`]) and the luck index ([`luck`]).
//!
//! Runs are reproducible: game `i` gets a seed derived from the master seed and `i` alone, and
//! its players are seeded from that, so the same master seed gives the same records whatever
//! the number of threads.
//!
//! ```no_run
//! use std::sync::Arc;
//! use toyforge_core::ai::AiSpec;
//! use toyforge_core::analysis::{SimConfig, Start, simulate};
//! use toyforge_core::engine::{Board, GameOptions};
//! let map = toyforge_core::map::Map::load("../maps/castle-field.ron".as_ref()).unwrap();
//! let board = Arc::new(Board::compile(&map).unwrap());
//! let start = Start::Setup { board, options: GameOptions::default() };
//! let config = SimConfig { games: 100, blue: AiSpec::Greedy, red: AiSpec::Random, ..SimConfig::default() };
//! let sim = simulate(&start, &config, &|done, total| eprintln!("{done}/{total}"), None).unwrap();
//! println!("blue won {} of {}", sim.summary.wins.blue, sim.summary.games);
//! ```

mod balance;
mod compare;
mod ladder;
mod luck;
mod metrics;
mod stats;
mod suggest;

pub use balance::{BalanceConfig, Balanced, LevelShare, Step, balance_map};
pub use compare::{
    ALPHA, Comparison, HeatDiff, MetricDiff, Paired, PairedTest, compare, holm, notes,
};
pub use ladder::{Rung, SMALL_MCTS, SkillTrace, Verdict, expert_budget, ladder, skill_trace};
pub use luck::{Luck, luck, luck_index};
pub use metrics::{
    COMEBACK_DEFICIT, Collector, Metric, MetricStat, MetricsTally, Standings, Trace, balance,
    mean_half_width, metric_value, nice_step, standings,
};
pub use stats::{BaseStats, Ending, Rate, Reasons, RegionStats, Summary, Tally, summarize, wilson};
pub use suggest::{
    CONFIRM, Confirmed, Suggestion, Suggestions, Tweak, candidates, maps_played, stronger_level,
    suggest,
};

use crate::ai::{AiSpec, Choice, Control, Player, mix_seed};
use crate::engine::{
    Action, Board, EndReason, GameOptions, Illegal, IllegalKind, PLAYOUT_CAP, State,
};
use crate::notation;
use crate::pieces::{BySide, Side};
use crate::scenario::Position;
#[cfg(feature = "parallel")]
use rayon::prelude::*;
use serde::Serialize;
use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Where the games start.
#[derive(Clone, Debug)]
pub enum Start {
    /// A fresh seeded setup on a board (RULES §2). The first player alternates: blue in the
    /// even-numbered games, red in the odd ones.
    Setup {
        board: Arc<Board>,
        options: GameOptions,
    },
    /// A prepared position (a scenario's). Each game re-seeds it, so shuffled reserves and the
    /// random source differ between games; the side to move is the position's, in every game.
    Position {
        board: Arc<Board>,
        position: Box<Position>,
    },
}

impl Start {
    pub fn board(&self) -> &Arc<Board> {
        match self {
            Start::Setup { board, .. } | Start::Position { board, .. } => board,
        }
    }

    /// The starting state of game `index` with seed `seed`.
    pub fn state(&self, index: usize, seed: u64) -> Result<State, SimError> {
        match self {
            Start::Setup { board, options } => {
                let first = if index.is_multiple_of(2) {
                    Side::Blue
                } else {
                    Side::Red
                };
                Ok(State::new_game(
                    board.clone(),
                    seed,
                    GameOptions {
                        first_player: Some(first),
                        ..*options
                    },
                ))
            }
            Start::Position { board, position } => {
                let mut p = (**position).clone();
                p.seed = seed;
                p.to_state(board.clone())
                    .map_err(|e| SimError::Position(e.to_string()))
            }
        }
    }
}

/// Most games one run plays. Statistics are kept as games finish, so memory does not grow with
/// the number of games; the bound keeps a run's length within reason.
pub const MAX_GAMES: usize = 10_000_000;

/// Games played between two looks at the results: the records of one batch are held at once.
const BATCH: usize = 1024;

/// Settings of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct SimConfig {
    pub games: usize,
    pub blue: AiSpec,
    pub red: AiSpec,
    /// The master seed.
    pub seed: u64,
    /// Actions after which a game is stopped and reported unfinished (RULES §6.5).
    pub cap: usize,
    /// Worker threads; `None` uses every core.
    pub threads: Option<usize>,
    /// Whether [`Simulation::records`] keeps every game's record (memory grows with the games);
    /// without it, records are only handed to [`simulate_each`]'s callback.
    pub keep_records: bool,
    /// Seat the players on each other's random seeds: blue's player gets the seed red's would
    /// have and the other way round. The deal is the same; the luck index replays deals so.
    pub swap_player_seeds: bool,
    /// Deal every game's chance again: with a salt other than 0 each game's deal and random
    /// source (the racks, the reserves' order, draws, XB-42's discard, freezes) come from its
    /// seed mixed with the salt, while its players keep the seeds and seats they would have had
    /// and the first player stays the same. The luck index replays games so.
    pub chance_salt: u64,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            games: 100,
            blue: AiSpec::Greedy,
            red: AiSpec::Greedy,
            seed: 0,
            cap: PLAYOUT_CAP,
            threads: None,
            keep_records: true,
            swap_player_seeds: false,
            chance_salt: 0,
        }
    }
}

impl SimConfig {
    /// The AI playing `side`.
    pub fn ai(&self, side: Side) -> AiSpec {
        match side {
            Side::Blue => self.blue,
            Side::Red => self.red,
        }
    }

    /// The players of the game with seed `game_seed`, blue's first, each seeded from its seat
    /// (the other seat's with [`SimConfig::swap_player_seeds`]).
    pub fn players(&self, game_seed: u64) -> [Box<dyn Player>; 2] {
        let (blue_seat, red_seat) = if self.swap_player_seeds {
            (Side::Red, Side::Blue)
        } else {
            (Side::Blue, Side::Red)
        };
        [
            self.blue.build(player_seed(game_seed, blue_seat)),
            self.red.build(player_seed(game_seed, red_seat)),
        ]
    }
}

/// The seed of game `index` of a run with master seed `master`.
pub fn game_seed(master: u64, index: usize) -> u64 {
    mix_seed(master ^ mix_seed(index as u64))
}

/// The seed of the player of `side` in a game with seed `game_seed`.
pub fn player_seed(game_seed: u64, side: Side) -> u64 {
    mix_seed(game_seed.wrapping_add(1 + side.index() as u64))
}

/// A region's claim in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    pub side: Side,
    /// The turn (1-based) during which it was claimed; 0 when the starting position had it.
    pub turn: u32,
}

/// One game of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRecord {
    /// The game's number in the run, from 0.
    pub index: usize,
    pub seed: u64,
    /// The side that moved first.
    pub first: Side,
    /// `None` when the game reached the cap unfinished.
    pub winner: Option<Side>,
    pub end: Option<EndReason>,
    /// Actions played (turn choices and effect answers).
    pub actions: usize,
    /// Turns started (the last one counts even if the game ended during it).
    pub turns: u32,
    pub medals: BySide<u32>,
    /// Per region (board order), who claimed it and when.
    pub regions: Vec<Option<Claim>>,
    /// Per base (board order), whose troop was on top at the end.
    pub bases: Vec<Option<Side>>,
    /// What the designer metrics need besides the result.
    pub trace: Trace,
}

impl GameRecord {
    pub fn finished(&self) -> bool {
        self.winner.is_some()
    }

    /// Whether the first player won.
    pub fn first_won(&self) -> bool {
        self.winner == Some(self.first)
    }
}

/// Why a run could not be done.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    #[error("the starting position is impossible: {0}")]
    Position(String),
    #[error(
        "game {game} (seed {seed}): the {ai} AI for {side} chose `{action}`, which is illegal: {reason}"
    )]
    Illegal {
        game: usize,
        seed: u64,
        side: Side,
        ai: String,
        action: String,
        reason: Illegal,
    },
    #[error(
        "game {game} (seed {seed}): the {ai} AI for {side} chose legal action number {index} (from 0), but only {listed} were listed"
    )]
    NoSuchChoice {
        game: usize,
        seed: u64,
        side: Side,
        ai: String,
        index: usize,
        listed: usize,
    },
    #[error("cannot start {0} worker threads: {1}")]
    Threads(usize, String),
    #[error("the number of games must be at least 1")]
    NoGames,
    #[error("{0} games is too many for one run; a run plays at most {MAX_GAMES}")]
    TooManyGames(usize),
    /// The caller cancelled the work before it finished (see [`crate::control`]).
    #[error("cancelled before it finished")]
    Cancelled,
}

impl From<crate::control::Cancelled> for SimError {
    fn from(_: crate::control::Cancelled) -> SimError {
        SimError::Cancelled
    }
}

/// A finished run.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulation {
    pub config: SimConfig,
    /// Whether the run was cancelled; the statistics then count the games that were completed.
    pub cancelled: bool,
    /// Completed games, in game order (empty unless [`SimConfig::keep_records`]).
    pub records: Vec<GameRecord>,
    pub summary: Summary,
}

/// Plays one game from `start` between the AIs of `config`. `None` when cancelled.
pub fn play_game(
    start: &Start,
    config: &SimConfig,
    index: usize,
    cancel: Option<&AtomicBool>,
) -> Result<Option<GameRecord>, SimError> {
    let seed = game_seed(config.seed, index);
    let chance = match config.chance_salt {
        0 => seed,
        salt => mix_seed(seed ^ salt),
    };
    let st = start.state(index, chance)?;
    let mut players = config.players(seed);
    play_from(st, &mut players, (index, seed), config.cap, cancel)
}

/// Plays one game from `st` between `players` (blue's first) until it ends, `cap` actions have
/// been played or a player has nothing to play; `None` when `cancel` is set first. `(index,
/// seed)` name the game in its record and in the error when a player chooses an illegal action.
///
/// Each decision lists the legal actions once, for the metrics and for the player
/// ([`Player::choose_from`]); an action picked from that list is played without a second check,
/// an action of the player's own is checked and refused if illegal.
pub fn play_from(
    st: State,
    players: &mut [Box<dyn Player>; 2],
    (index, seed): (usize, u64),
    cap: usize,
    cancel: Option<&AtomicBool>,
) -> Result<Option<GameRecord>, SimError> {
    let control = Control::default();
    let mut game = Game::new(st);
    while !game.st.is_over() && game.actions < cap {
        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Ok(None);
        }
        let Some(side) = game.st.to_move() else { break };
        let player = players[side.index()].as_mut();
        match game.step(side, player, &control) {
            Ok(true) => {}
            Ok(false) => break,
            Err(Refused::Illegal(action, reason)) => {
                return Err(SimError::Illegal {
                    game: index,
                    seed,
                    side,
                    ai: player.name(),
                    action: action_text(game.st.board(), &action, &reason),
                    reason,
                });
            }
            Err(Refused::NoSuchChoice(choice)) => {
                return Err(SimError::NoSuchChoice {
                    game: index,
                    seed,
                    side,
                    ai: player.name(),
                    index: choice,
                    listed: game.legal.len(),
                });
            }
        }
    }
    Ok(Some(game.record(index, seed)))
}

/// A player's action for an error message: in notation, or as the engine holds it when it
/// names a location the board does not have (notation cannot print those).
fn action_text(board: &Board, action: &Action, reason: &Illegal) -> String {
    if reason.kind == IllegalKind::UnknownLocation {
        format!("{action:?}")
    } else {
        notation::print(board, action)
    }
}

/// Why a player's decision was not played.
enum Refused {
    /// Its own action, illegal for this reason.
    Illegal(Action, Illegal),
    /// An index past the end of the listed actions.
    NoSuchChoice(usize),
}

/// One game under way, with what its record needs gathered as it is played.
struct Game {
    st: State,
    first: Side,
    /// The legal actions of the decision at hand, shared by the metrics and the player.
    legal: Vec<Action>,
    collector: Collector,
    /// Per region, who claimed it and when.
    regions: Vec<Option<Claim>>,
    /// The regions claimed when `regions` was last brought up to date.
    claims_seen: u32,
    actions: usize,
    /// Turns started.
    turns: u32,
    turn_side: Side,
}

/// Legal actions a decision usually has at most (more only grow the list once).
const ACTIONS_ROOM: usize = 96;

impl Game {
    fn new(st: State) -> Game {
        let regions = st
            .board()
            .regions()
            .map(|r| st.claimed_by(r).map(|side| Claim { side, turn: 0 }))
            .collect();
        Game {
            first: st.turn_side(),
            legal: Vec::with_capacity(ACTIONS_ROOM),
            collector: Collector::new(&st),
            regions,
            claims_seen: st.claimed_count(),
            actions: 0,
            turns: 1,
            turn_side: st.turn_side(),
            st,
        }
    }

    /// Lets `player`, of `side` (the side to move), take one decision and plays its action: one
    /// picked from the listed legal actions as it is, one of its own checked. `Ok(false)` when it
    /// has none.
    fn step(
        &mut self,
        side: Side,
        player: &mut dyn Player,
        control: &Control,
    ) -> Result<bool, Refused> {
        self.st.legal_actions(&mut self.legal);
        self.collector.decision(&self.legal, self.turns);
        let obs = self.st.observation(side);
        match player.choose_from(&obs, &self.legal, control) {
            None => return Ok(false),
            Some(Choice::Listed(i)) => {
                let action = *self.legal.get(i).ok_or(Refused::NoSuchChoice(i))?;
                self.st.play_unchecked(&action);
            }
            Some(Choice::Own(action)) => {
                self.st
                    .play(&action)
                    .map_err(|reason| Refused::Illegal(action, reason))?;
            }
        }
        self.actions += 1;
        self.collector.after(&self.st);
        self.note_claims();
        if self.st.turn_side() != self.turn_side && !self.st.is_over() {
            self.turn_side = self.st.turn_side();
            self.turns += 1;
        }
        Ok(true)
    }

    /// Dates the regions claimed since the last look, if any was (claims are rare, so most
    /// actions skip the scan).
    fn note_claims(&mut self) {
        let claimed = self.st.claimed_count();
        if claimed == self.claims_seen {
            return;
        }
        self.claims_seen = claimed;
        for (r, claim) in self.st.board().regions().zip(self.regions.iter_mut()) {
            if claim.is_none()
                && let Some(side) = self.st.claimed_by(r)
            {
                *claim = Some(Claim {
                    side,
                    turn: self.turns,
                });
            }
        }
    }

    fn record(self, index: usize, seed: u64) -> GameRecord {
        let st = &self.st;
        let outcome = st.outcome();
        GameRecord {
            index,
            seed,
            first: self.first,
            winner: outcome.map(|o| o.winner),
            end: outcome.map(|o| o.end),
            actions: self.actions,
            turns: self.turns,
            medals: BySide::new(st.medals(Side::Blue), st.medals(Side::Red)),
            regions: self.regions,
            bases: st
                .board()
                .base_locs()
                .map(|l| st.top(l).map(|p| p.side()))
                .collect(),
            trace: self.collector.trace(),
        }
    }
}

/// The threads games run on: rayon's with the `parallel` feature (a pool of `threads` when
/// given), none without it (one game after another, as on the web).
#[cfg(feature = "parallel")]
struct Workers(Option<rayon::ThreadPool>);

#[cfg(feature = "parallel")]
impl Workers {
    fn new(threads: Option<usize>) -> Result<Workers, SimError> {
        match threads {
            None => Ok(Workers(None)),
            Some(n) => rayon::ThreadPoolBuilder::new()
                .num_threads(n.max(1))
                .build()
                .map(|pool| Workers(Some(pool)))
                .map_err(|e| SimError::Threads(n, e.to_string())),
        }
    }

    /// `one(i)` for every `i` of `games`, in order.
    fn run<T: Send>(&self, games: Range<usize>, one: &(dyn Fn(usize) -> T + Sync)) -> Vec<T> {
        let work = || games.into_par_iter().map(one).collect();
        match &self.0 {
            None => work(),
            Some(pool) => pool.install(work),
        }
    }
}

#[cfg(not(feature = "parallel"))]
struct Workers;

#[cfg(not(feature = "parallel"))]
impl Workers {
    fn new(_threads: Option<usize>) -> Result<Workers, SimError> {
        Ok(Workers)
    }

    /// `one(i)` for every `i` of `games`, in order.
    fn run<T>(&self, games: Range<usize>, one: &dyn Fn(usize) -> T) -> Vec<T> {
        games.map(one).collect()
    }
}

/// Plays `config.games` games in parallel (see [`simulate_each`]); the records are kept when
/// [`SimConfig::keep_records`] says so.
pub fn simulate(
    start: &Start,
    config: &SimConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: Option<&AtomicBool>,
) -> Result<Simulation, SimError> {
    simulate_each(start, config, progress, cancel, &mut |_| {})
}

/// Plays `config.games` games in parallel, in batches, and hands each completed game's record to
/// `each` in game order as its batch ends; the statistics are counted as games finish, so memory
/// stays flat however many games are played. `progress(done, total)` is called after each game,
/// from the worker threads. Setting `cancel` stops the run: games under way are abandoned and
/// the result counts the completed ones (`cancelled` set).
pub fn simulate_each(
    start: &Start,
    config: &SimConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: Option<&AtomicBool>,
    each: &mut dyn FnMut(&GameRecord),
) -> Result<Simulation, SimError> {
    let total = config.games;
    if total == 0 {
        return Err(SimError::NoGames);
    }
    if total > MAX_GAMES {
        return Err(SimError::TooManyGames(total));
    }
    // Refuse an impossible position before starting the workers.
    start.state(0, game_seed(config.seed, 0))?;
    let workers = Workers::new(config.threads)?;
    let done = AtomicUsize::new(0);
    let one = |i: usize| {
        let r = play_game(start, config, i, cancel);
        if matches!(r, Ok(Some(_))) {
            let d = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(d, total);
        }
        r
    };
    let mut tally = Tally::new(start.board());
    let mut records = Vec::new();
    let mut from = 0;
    while from < total && !cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
        let to = total.min(from + BATCH);
        for r in workers.run(from..to, &one) {
            if let Some(rec) = r? {
                tally.add(start.board(), &rec);
                each(&rec);
                if config.keep_records {
                    records.push(rec);
                }
            }
        }
        from = to;
    }
    let cancelled = tally.games() < total;
    Ok(Simulation {
        config: config.clone(),
        cancelled,
        records,
        summary: tally.summary(start.board()),
    })
}
