//! Information-set Monte Carlo tree search (single-observer ISMCTS).
//!
//! Every iteration samples one full position consistent with the observation
//! ([`Observation::determinize`]: the opponent's rack, both reserves' order and the removed troops
//! dealt at random from what the side has not seen), then walks one shared tree whose edges are
//! actions: at each node only the actions legal in this sample are eligible, and UCB counts how
//! often each one was available. Chance (draws, random discards) is played out inside the sample.
//!
//! Each node ranks its actions by the static evaluation of the position they lead to (from the
//! mover's point of view; at the root, through the side's own answers to an effect an action
//! leaves waiting, as greedy values them) and widens progressively: a node visited `n` times considers its
//! `2 + 1.5·√n` best-ranked actions (by default; see [`MctsConfig::widen_base`]). A new leaf is valued by a short playout with a light greedy
//! policy, then by the evaluation, turned into a win chance. A game that reaches the end in a
//! playout counts 1 or 0; no playout runs past the cap of RULES §6.5.
//!
//! On several threads ([`MctsConfig::threads`]) the search is root-parallel: each thread grows a
//! tree of its own from its own samples, with its share of the iterations, and the roots'
//! visits and values are added up; the threads share nothing while they search.
//!
//! A root action the evaluation sees handing the opponent a win, half a game worse than the
//! best root action, is not searched: a threat on the HQ that one action stops is stopped
//! whatever the samples show (a search that has to find the opponent's whole winning turn in
//! its tree missed such a block in 3 of 16 seeds on one test position).

use super::eval::{EvalContext, EvalMemo, EvalWeights, Knowledge, Pools, WIN, evaluate_with};
use super::greedy::{LOOK_THROUGH, action_value_with};
use super::playout::light_policy;
use super::{Control, Player, Progress, next_seed, player_rng};
use crate::engine::{Action, Observation, PLAYOUT_CAP, State};
use crate::limits::MAX_PLAY_LOCATIONS;
use crate::pieces::{Side, Troop};
use rand_pcg::Pcg64Mcg;
use std::time::Duration;

mod parallel;
use parallel::Searches;
// A browser has no system clock for `std`: the same clock, read through the page.
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;
#[cfg(target_arch = "wasm32")]
use web_time::Instant;

/// Settings of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// Iterations a move.
    pub iterations: u32,
    /// Optional time budget a move; the search stops at whichever budget runs out first.
    pub time: Option<Duration>,
    /// The UCB exploration constant (rewards are win chances in 0..1).
    pub exploration: f32,
    /// Actions played by the light policy from a new leaf before the evaluation decides.
    pub playout_depth: u32,
    /// Share of random actions in the light policy.
    pub playout_epsilon: f32,
    /// How much of a new leaf's value its own evaluation gives, the rest coming from the
    /// playout (0: the playout alone; ignored without a playout).
    pub leaf_eval_share: f32,
    /// Evaluation points that make a win chance of 73% (the sigmoid's scale).
    pub eval_scale: f32,
    /// Progressive widening: a node visited `n` times considers its
    /// `widen_base + widen_factor·√n` best-ranked actions.
    pub widen_base: f32,
    /// See [`MctsConfig::widen_base`].
    pub widen_factor: f32,
    /// The weights of the static evaluation's terms.
    pub weights: EvalWeights,
    /// Most nodes the tree may hold: the search stops when it has this many, as it stops when
    /// a budget is spent. Each iteration adds one node, so this bounds the memory of a search
    /// whose budget is huge or on the clock ([`MctsConfig::MAX_NODES`]).
    pub max_nodes: u32,
    /// Most edges (actions of a node) the tree may hold, in all: the search stops when it has
    /// this many ([`MctsConfig::MAX_EDGES`]).
    pub max_edges: u32,
    /// Threads the search runs on (root parallelism, [`MctsConfig::MAX_THREADS`] at most): each
    /// grows a tree of its own from its own samples with its share of the iteration budget
    /// (the whole time budget), and the roots' statistics are added up. The choice is the
    /// same for a seed and a number of threads whatever the machine; built without the
    /// `parallel` feature (WebAssembly), the parts run one after the other.
    pub threads: u32,
}

impl MctsConfig {
    /// The default iteration budget: well under a second a move on one core in a release build.
    pub const DEFAULT_ITERATIONS: u32 = 10_000;

    /// The expert level's default budget: about the time of the default budget of the
    /// default settings, an expert iteration costing less (no playout).
    pub const EXPERT_ITERATIONS: u32 = 25_000;

    /// The default [`MctsConfig::max_nodes`]: forty times the expert budget, so that no search
    /// of a usual budget meets it. A node takes 32 bytes, about 32 MB in all.
    pub const MAX_NODES: u32 = 1_000_000;

    /// The default [`MctsConfig::max_edges`]. An edge takes 28 bytes: 280 MB in all, at most
    /// twice that with the room the edge lists keep to grow. A search of the default budgets
    /// holds about 60,000 edges (`mcts`) and 200,000 (`expert`) on the bundled maps: a node
    /// has seven edges on average and about a hundred at most.
    pub const MAX_EDGES: u32 = 10_000_000;

    /// The most threads a search may be given ([`MctsConfig::threads`]); each holds a tree of
    /// its own, with its share of [`MctsConfig::max_nodes`] and [`MctsConfig::max_edges`].
    pub const MAX_THREADS: u32 = 64;

    /// The expert settings: no playout, a leaf valued by the evaluation alone with the weights
    /// fitted to the outcomes of played games ([`EvalWeights::fitted`], through the sigmoid
    /// they were fitted with) and less exploration. At the same time a move they beat the
    /// default settings (the figures are in the README, with the duel that measures them).
    pub fn expert() -> MctsConfig {
        MctsConfig {
            iterations: MctsConfig::EXPERT_ITERATIONS,
            playout_depth: 0,
            eval_scale: EvalWeights::FITTED_SCALE,
            exploration: 0.3,
            weights: EvalWeights::fitted(),
            ..MctsConfig::default()
        }
    }

    /// The names [`MctsConfig::set`] takes besides the weights' ([`EvalWeights::NAMES`]).
    pub const NAMES: [&'static str; 8] = [
        "threads",
        "exploration",
        "playout_depth",
        "playout_epsilon",
        "leaf_eval_share",
        "eval_scale",
        "widen_base",
        "widen_factor",
    ];

    /// Sets the setting or evaluation weight named `name` (`playout_depth` rounds down to a
    /// whole number of actions); `false` when nothing has that name.
    pub fn set(&mut self, name: &str, value: f32) -> bool {
        match name {
            "threads" => self.threads = (value.max(1.0) as u32).min(MctsConfig::MAX_THREADS),
            "exploration" => self.exploration = value,
            "playout_depth" => self.playout_depth = value.max(0.0) as u32,
            "playout_epsilon" => self.playout_epsilon = value,
            "leaf_eval_share" => self.leaf_eval_share = value.clamp(0.0, 1.0),
            "eval_scale" => self.eval_scale = value,
            "widen_base" => self.widen_base = value,
            "widen_factor" => self.widen_factor = value,
            _ => return self.weights.set(name, value),
        }
        true
    }
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            iterations: MctsConfig::DEFAULT_ITERATIONS,
            time: None,
            exploration: 0.5,
            playout_depth: 32,
            playout_epsilon: 0.2,
            leaf_eval_share: 0.0,
            eval_scale: 300.0,
            widen_base: 2.0,
            widen_factor: 1.5,
            weights: EvalWeights::default(),
            max_nodes: MctsConfig::MAX_NODES,
            max_edges: MctsConfig::MAX_EDGES,
            threads: 1,
        }
    }
}

/// What the search found for one root action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EdgeStats {
    pub action: Action,
    pub visits: u32,
    /// Mean win chance for the deciding side; for an action the search never visited, the
    /// evaluation's win chance (its prior through the sigmoid that values a leaf).
    pub mean: f32,
    /// The static evaluation of the action.
    pub prior: f32,
}

/// The result of one search, for a debug view.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub action: Action,
    pub iterations: u32,
    pub elapsed: Duration,
    /// Whether the search was cancelled before its budget ran out.
    pub cancelled: bool,
    /// Why the action was played without iterating, when it was.
    pub decided: Option<Decided>,
    /// Root actions, most visited first.
    pub edges: Vec<EdgeStats>,
}

/// Why a search played its action without iterating; written for scripts as `forced`, `wins`
/// or `only-safe`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decided {
    /// The side had one legal action.
    Forced,
    /// The action wins the game, at once or through the side's own answers to its effect.
    Wins,
    /// Every other action hands the opponent a win the evaluation sees: its value is half a
    /// won game or more below this one's.
    OnlySafe,
}

const NO_CHILD: u32 = u32::MAX;

/// Where each kind of action starts among the keys (see [`key`]), sized from the troop types and
/// the largest playable board: draw, discard the rack, freeze and skip, then one key a troop to
/// revive, a troop and location to place, a location to discard or recall, and a pair of
/// locations to move.
const LOCS: usize = MAX_PLAY_LOCATIONS;
const REVIVE_KEYS: usize = 4;
const PLACE_KEYS: usize = (REVIVE_KEYS + Troop::COUNT).next_multiple_of(16);
const DISCARD_KEYS: usize = PLACE_KEYS + Troop::COUNT * LOCS;
const RECALL_KEYS: usize = DISCARD_KEYS + LOCS;
const MOVE_KEYS: usize = RECALL_KEYS + LOCS;
/// Number of distinct action keys (see [`key`]).
const KEYS: usize = MOVE_KEYS + LOCS * LOCS;

/// A dense number for an action of one side, below `2 * KEYS`. Chance actions count as one
/// action whatever they name.
#[inline]
fn key(side: Side, a: &Action) -> usize {
    let k = match *a {
        Action::Draw(_) => 0,
        Action::DiscardRack(_) => 1,
        Action::Freeze(_) => 2,
        Action::Skip => 3,
        Action::Revive(t) => REVIVE_KEYS + t.index(),
        Action::Place(t, l) => PLACE_KEYS + t.index() * LOCS + l.index(),
        Action::Discard(l) => DISCARD_KEYS + l.index(),
        Action::Recall(l) => RECALL_KEYS + l.index(),
        Action::Move(f, t) => MOVE_KEYS + f.index() * LOCS + t.index(),
    };
    k * 2 + side.index()
}

#[derive(Clone, Debug)]
struct Edge {
    side: Side,
    action: Action,
    /// The action's [`key`] for its side.
    key: u32,
    prior: f32,
    child: u32,
    visits: u32,
    total: f32,
    avail: u32,
}

#[derive(Clone, Debug, Default)]
struct Node {
    edges: Vec<Edge>,
    visits: u32,
}

/// How far below the best root action's prior a root action's may fall and still be searched:
/// half a won game. Only a threat on an HQ or a closing region that wins the game moves a value
/// this far (medals are worth a hundredth of a win each), so an action under the floor hands
/// the opponent a win the evaluation sees, from what this side observes, when another action
/// does not. A search would otherwise need the opponent's whole winning turn in its tree to
/// learn what the evaluation already knows.
const ROOT_MARGIN: f32 = 0.5 * WIN;

/// The memory of a search, kept from one search to the next so that a player's later moves
/// reuse it instead of allocating (and the system zeroing) it again: the nodes with their edge
/// lists, the legal-action marks and the table of logarithms.
#[derive(Clone, Debug, Default)]
struct Tree {
    /// The nodes; those from `used` on are left from an earlier search, their edge lists
    /// emptied when they are taken again.
    nodes: Vec<Node>,
    used: usize,
    /// The edges of the nodes in use, in all.
    edges: usize,
    /// Per (side, action) key, the step in which it was last found legal / already an edge.
    legal_mark: Vec<u32>,
    seen_mark: Vec<u32>,
    stamp: u32,
    /// `ln(n)` for the availability counts `n` of UCB, computed once (an edge's count never
    /// exceeds the iterations).
    ln: Vec<f32>,
}

impl Tree {
    /// Empties the tree for a search of `iterations`, keeping its memory; the root is node 0.
    fn reset(&mut self, iterations: u32) {
        self.used = 0;
        self.edges = 0;
        if self.legal_mark.len() != 2 * KEYS {
            self.legal_mark = vec![0; 2 * KEYS];
            self.seen_mark = vec![0; 2 * KEYS];
            self.stamp = 0;
        }
        // A time budget may come with a huge count: past the table, UCB computes the logarithm.
        let want = (iterations as usize).min(LN_TABLE_MAX) + 1;
        if self.ln.len() < want {
            let from = self.ln.len();
            self.ln.extend((from..want).map(|n| (n as f32).ln()));
        }
        self.add_node();
    }

    /// A new empty node, its memory reused when an earlier search left one; its index.
    fn add_node(&mut self) -> u32 {
        let id = self.used;
        if let Some(n) = self.nodes.get_mut(id) {
            n.edges.clear();
            n.visits = 0;
        } else {
            self.nodes.push(Node::default());
        }
        self.used += 1;
        id as u32
    }
}

/// `ln(n)`, from the table of [`Tree::ln`] when it holds it.
#[inline]
fn ln_of(table: &[f32], n: u32) -> f32 {
    match table.get(n as usize) {
        Some(&v) => v,
        None => (n as f32).ln(),
    }
}

/// The largest count whose logarithm [`Tree`] keeps in its table.
const LN_TABLE_MAX: usize = 1 << 20;

/// The tree search level.
#[derive(Clone, Debug)]
pub struct MctsPlayer {
    config: MctsConfig,
    rng: Pcg64Mcg,
    know: Option<Knowledge>,
    last: Option<SearchResult>,
    /// The memory of the last search's trees (one a thread), for the next.
    trees: Vec<Tree>,
    /// The level's name, when a level built it.
    name: Option<String>,
}

impl MctsPlayer {
    pub fn new(config: MctsConfig, seed: u64) -> MctsPlayer {
        MctsPlayer {
            config,
            rng: player_rng(seed),
            know: None,
            last: None,
            trees: Vec::new(),
            name: None,
        }
    }

    /// The same player, named as the level that built it (`expert:25000`).
    pub fn named(mut self, name: String) -> MctsPlayer {
        self.name = Some(name);
        self
    }

    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// The last search's result.
    pub fn last_search(&self) -> Option<&SearchResult> {
        self.last.as_ref()
    }

    /// Searches from an observation of the side to move; `None` when it is not that side's turn.
    pub fn search(&mut self, obs: &Observation, control: &Control) -> Option<SearchResult> {
        let legal = actions_to_search(obs)?;
        let board = obs.board();
        if !self.know.as_ref().is_some_and(|k| k.is_for(board)) {
            self.know = Some(Knowledge::new(board));
        }
        let know = self.know.take().expect("knowledge was just set");
        // The search borrows the player's random source and gives it back, advanced.
        let rng = std::mem::replace(&mut self.rng, player_rng(0));
        let trees = std::mem::take(&mut self.trees);
        let mut search = Searches::new(self.config, know, obs, rng, legal, trees);
        let result = loop {
            if let Some(r) = search.advance(obs, u32::MAX, control) {
                break r;
            }
        };
        (self.know, self.rng, self.trees) = search.into_parts();
        self.last = Some(result.clone());
        Some(result)
    }
}

/// The legal actions a search from `obs` chooses among: `None` when it is not the observing
/// side's turn or it has none.
fn actions_to_search(obs: &Observation) -> Option<Vec<Action>> {
    if !obs.is_my_turn() {
        return None;
    }
    let mut legal = Vec::new();
    obs.legal_actions(&mut legal);
    (!legal.is_empty()).then_some(legal)
}

/// A search run in slices: a caller with one thread (a web page) does a few iterations at a
/// time between its frames and stays responsive. Run to its end, it decides exactly as
/// [`MctsPlayer::search`] does for a player built with the same configuration and seed.
pub struct MctsSearch {
    search: Searches,
}

impl MctsSearch {
    /// Begins a search from an observation of the side to move; `None` when it is not that
    /// side's turn or it has no legal action.
    pub fn new(config: MctsConfig, seed: u64, obs: &Observation) -> Option<MctsSearch> {
        let legal = actions_to_search(obs)?;
        let know = Knowledge::new(obs.board());
        Some(MctsSearch {
            search: Searches::new(config, know, obs, player_rng(seed), legal, Vec::new()),
        })
    }

    /// Runs at most `iterations` more iterations on `obs`, the same observation the search
    /// began with; the result once a budget (iterations or time) is spent or `control` cancels,
    /// `None` while there is more to do. After the result, a further call returns it again.
    pub fn advance(
        &mut self,
        obs: &Observation,
        iterations: u32,
        control: &Control,
    ) -> Option<SearchResult> {
        self.search.advance(obs, iterations, control)
    }

    /// Iterations done so far.
    pub fn iterations(&self) -> u32 {
        self.search.iterations()
    }

    /// What the search has found so far, as its result would say if it stopped now (the
    /// action it would choose and the root's statistics), for a caller that shows progress.
    pub fn snapshot(&self) -> SearchResult {
        self.search.result(&Control::default())
    }
}

impl Player for MctsPlayer {
    fn name(&self) -> String {
        match &self.name {
            Some(n) => n.clone(),
            None => format!("mcts:{}", self.config.iterations),
        }
    }

    fn choose(&mut self, obs: &Observation, control: &Control) -> Option<Action> {
        self.search(obs, control).map(|r| r.action)
    }
}

/// One search: the tree and everything the iterations share.
struct Search {
    cfg: MctsConfig,
    k: Knowledge,
    rng: Pcg64Mcg,
    root_side: Side,
    /// Evaluation contexts by side.
    ctx: [EvalContext; 2],
    draw_mean: [f32; 2],
    /// What the leaves' evaluations (all from the root side's point of view, in its context)
    /// carry from one to the next: the same values, found sooner.
    leaf_memo: EvalMemo,
    tree: Tree,
    buf: Vec<Action>,
    path: Vec<(u32, u32)>,
    /// The root's legal actions.
    legal: Vec<Action>,
    /// An immediate win, played without searching.
    winning: Option<Action>,
    /// Why nothing is searched, when nothing is.
    decided: Option<Decided>,
    /// Root actions whose prior is below this are not searched (see [`ROOT_MARGIN`]).
    root_floor: f32,
    start: Instant,
    iterations: u32,
    cancelled: bool,
    /// Whether a budget is spent (or nothing was to be searched).
    spent: bool,
}

/// What one search is made from: its settings, the board knowledge, its random source, the
/// root's legal actions and the memory of an earlier tree.
struct Setup {
    cfg: MctsConfig,
    k: Knowledge,
    rng: Pcg64Mcg,
    legal: Vec<Action>,
    tree: Tree,
}

impl Search {
    /// A search from `obs` with its root ranked from one sample.
    fn new(setup: Setup, obs: &Observation) -> Search {
        let Setup {
            cfg,
            k,
            rng,
            legal,
            mut tree,
        } = setup;
        let me = obs.side();
        let mine = Pools::from_observation(obs);
        let rack = obs.rack();
        // The opponent's view, as far as this side can tell: its possible troops are this side's
        // rack and unseen troops; its own unseen troops are taken to be those this side cannot
        // place.
        let mut my_all = mine.own_unseen;
        for (t, c) in my_all.iter_mut().enumerate() {
            *c += rack[t];
        }
        let theirs = Pools {
            me: me.other(),
            opponent: my_all,
            own_unseen: mine.opponent,
        };
        let mut ctx = [
            EvalContext::with_weights(mine, cfg.weights),
            EvalContext::with_weights(theirs, cfg.weights),
        ];
        if me == Side::Red {
            ctx.swap(0, 1);
        }
        let draw_mean = [
            ctx[0].pools.mean_draw_value(),
            ctx[1].pools.mean_draw_value(),
        ];
        tree.reset(cfg.iterations);
        let mut search = Search {
            cfg,
            k,
            rng,
            root_side: me,
            ctx,
            draw_mean,
            leaf_memo: EvalMemo::default(),
            tree,
            buf: Vec::new(),
            path: Vec::new(),
            legal: Vec::new(),
            winning: None,
            decided: None,
            root_floor: f32::NEG_INFINITY,
            start: Instant::now(),
            iterations: 0,
            cancelled: false,
            spent: false,
        };
        search.begin(obs, legal);
        search
    }

    /// Ranks the root from one sample, each action valued as greedy values it (through the
    /// side's own answers to an effect it leaves waiting); an immediate win (or a lone legal
    /// action) is played at once. Actions the evaluation sees losing far more than the best
    /// are left out of the search.
    fn begin(&mut self, obs: &Observation, legal: Vec<Action>) {
        let me = self.root_side;
        let det = obs.determinize(next_seed(&mut self.rng));
        self.mark_legal(me, &legal);
        self.add_edges(0, &det, &legal, LOOK_THROUGH);
        if let Some(best) = self.tree.nodes[0].edges.first() {
            self.root_floor = best.prior - ROOT_MARGIN;
        }
        // A lone action, or the lone one above the floor, needs no search.
        let floor = self.root_floor;
        let searched = self.tree.nodes[0]
            .edges
            .iter()
            .filter(|e| e.prior >= floor)
            .count();
        self.winning = self.tree.nodes[0]
            .edges
            .iter()
            .find(|e| e.prior >= WIN)
            .map(|e| e.action);
        self.decided = if self.winning.is_some() {
            Some(Decided::Wins)
        } else if legal.len() == 1 {
            Some(Decided::Forced)
        } else if searched == 1 {
            Some(Decided::OnlySafe)
        } else {
            None
        };
        self.spent = self.decided.is_some();
        self.legal = legal;
    }

    /// Up to `slice` more iterations; the result once the search is over.
    fn advance(
        &mut self,
        obs: &Observation,
        slice: u32,
        control: &Control,
    ) -> Option<SearchResult> {
        let mut done = 0u32;
        while !self.spent && done < slice {
            if self.iterations >= self.cfg.iterations {
                self.spent = true;
                break;
            }
            if control.cancelled() {
                self.cancelled = true;
                self.spent = true;
                break;
            }
            if let Some(t) = self.cfg.time
                && self.start.elapsed() >= t
            {
                self.spent = true;
                break;
            }
            // The tree is as large as it may grow.
            if self.tree.used >= self.cfg.max_nodes as usize
                || self.tree.edges >= self.cfg.max_edges as usize
            {
                self.spent = true;
                break;
            }
            let det = obs.determinize(next_seed(&mut self.rng));
            self.iterate(det);
            self.iterations += 1;
            done += 1;
            if self.iterations.is_multiple_of(128) && control.wants_progress() {
                control.report(&self.progress(self.start.elapsed()));
            }
        }
        if !self.spent && self.iterations >= self.cfg.iterations {
            self.spent = true;
        }
        self.spent.then(|| self.result(control))
    }

    fn result(&self, control: &Control) -> SearchResult {
        let me = self.root_side;
        let action = self
            .winning
            .or_else(|| self.best_root())
            .unwrap_or(self.legal[0]);
        let mut edges: Vec<EdgeStats> = self.tree.nodes[0]
            .edges
            .iter()
            .filter(|e| e.side == me)
            .map(|e| EdgeStats {
                action: e.action,
                visits: e.visits,
                mean: if e.visits > 0 {
                    e.total / e.visits as f32
                } else {
                    self.win_chance(e.prior)
                },
                prior: e.prior,
            })
            .collect();
        edges.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.prior.total_cmp(&a.prior)));
        let elapsed = self.start.elapsed();
        control.report(&self.progress(elapsed));
        SearchResult {
            action,
            iterations: self.iterations,
            elapsed,
            cancelled: self.cancelled,
            decided: self.decided,
            edges,
        }
    }

    /// Iterations done of the budget; the fraction is the larger of the iteration and time
    /// fractions when the search also stops on the clock.
    fn progress(&self, elapsed: Duration) -> Progress {
        let p = Progress::counted(self.iterations.into(), self.cfg.iterations.into());
        match self.cfg.time {
            Some(t) if !t.is_zero() => {
                p.with_fraction(p.fraction().max(elapsed.as_secs_f32() / t.as_secs_f32()))
            }
            _ if self.cfg.iterations == 0 => p.with_fraction(1.0),
            _ => p,
        }
    }

    /// The most visited root action (the best-ranked one among equals).
    fn best_root(&self) -> Option<Action> {
        self.tree.nodes[0]
            .edges
            .iter()
            .filter(|e| e.side == self.root_side)
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.prior.total_cmp(&b.prior)))
            .map(|e| e.action)
    }

    /// Marks the actions of `legal` for `side` as legal in this step.
    fn mark_legal(&mut self, side: Side, legal: &[Action]) {
        let t = &mut self.tree;
        t.stamp = t.stamp.wrapping_add(1);
        if t.stamp == 0 {
            t.legal_mark.fill(0);
            t.seen_mark.fill(0);
            t.stamp = 1;
        }
        for a in legal {
            t.legal_mark[key(side, a)] = t.stamp;
        }
    }

    /// Adds the actions of `legal` (marked by [`Search::mark_legal`]) that the node does not
    /// have yet, ranked by their value for the side to move in `st`, looking through
    /// `look_through` of its own answers to an effect an action leaves waiting.
    fn add_edges(&mut self, node: usize, st: &State, legal: &[Action], look_through: u32) {
        let side = st.to_move().expect("the game is not over");
        let s = side.index();
        let t = &mut self.tree;
        let stamp = t.stamp;
        let mut present = 0usize;
        for e in &t.nodes[node].edges {
            // A key holds its side: a mark of this step is one of `side`'s.
            let k = e.key as usize;
            if t.legal_mark[k] == stamp {
                t.seen_mark[k] = stamp;
                present += 1;
            }
        }
        if present == legal.len() {
            return;
        }
        // The node's new actions share what their evaluations have in common.
        let mut memo = EvalMemo::default();
        for a in legal {
            let k = key(side, a);
            if t.seen_mark[k] == stamp {
                continue;
            }
            t.seen_mark[k] = stamp;
            let prior = action_value_with(
                st,
                a,
                &self.k,
                &self.ctx[s],
                look_through,
                self.draw_mean[s],
                &mut memo,
            );
            t.nodes[node].edges.push(Edge {
                side,
                action: *a,
                key: k as u32,
                prior,
                child: NO_CHILD,
                visits: 0,
                total: 0.0,
                avail: 0,
            });
            t.edges += 1;
        }
        self.tree.nodes[node]
            .edges
            .sort_by(|a, b| b.prior.total_cmp(&a.prior));
    }

    fn iterate(&mut self, mut st: State) {
        self.path.clear();
        let mut node = 0usize;
        let mut depth = 0usize;
        let mut buf = std::mem::take(&mut self.buf);
        let mut reward = None;
        loop {
            if st.is_over() {
                break;
            }
            let side = st.to_move().expect("the game is not over");
            st.legal_actions(&mut buf);
            self.mark_legal(side, &buf);
            self.add_edges(node, &st, &buf, 0);
            let Tree {
                nodes,
                legal_mark,
                stamp,
                ln,
                ..
            } = &mut self.tree;
            let stamp = *stamp;
            let n = &mut nodes[node];
            let floor = if node == 0 {
                self.root_floor
            } else {
                f32::NEG_INFINITY
            };
            let width =
                (self.cfg.widen_base + self.cfg.widen_factor * (n.visits as f32).sqrt()) as usize;
            let mut considered = 0usize;
            let mut best: Option<(usize, f32)> = None;
            for (i, e) in n.edges.iter_mut().enumerate() {
                if considered >= width {
                    break;
                }
                // Only `side`'s keys carry this step's mark.
                if legal_mark[e.key as usize] != stamp || e.prior < floor {
                    continue;
                }
                considered += 1;
                e.avail += 1;
                let score = if e.visits == 0 {
                    // Unvisited: in ranking order, before any visited one.
                    f32::INFINITY
                } else {
                    e.total / e.visits as f32
                        + self.cfg.exploration * (ln_of(ln, e.avail) / e.visits as f32).sqrt()
                };
                if best.is_none_or(|(_, b)| score > b) {
                    best = Some((i, score));
                }
            }
            let Some((ei, _)) = best else { break };
            n.visits += 1;
            let e = &n.edges[ei];
            let action = e.action;
            let child = e.child;
            let prior = e.prior;
            self.path.push((node as u32, ei as u32));
            st.play_unchecked(&action);
            depth += 1;
            if child == NO_CHILD {
                let id = self.tree.add_node();
                self.tree.nodes[node].edges[ei].child = id;
                // A move that ends the game is valued exactly; others by a playout.
                if prior.abs() >= WIN && st.is_over() {
                    reward = Some(self.terminal_reward(&st));
                }
                break;
            }
            node = child as usize;
            if depth >= PLAYOUT_CAP {
                break;
            }
        }
        self.buf = buf;
        let r = match reward {
            Some(r) => r,
            None if st.is_over() => self.terminal_reward(&st),
            None => self.playout(st, depth),
        };
        for &(n, e) in &self.path {
            let n = &mut self.tree.nodes[n as usize];
            n.edges[e as usize].visits += 1;
            let edge = &mut n.edges[e as usize];
            edge.total += if edge.side == self.root_side {
                r
            } else {
                1.0 - r
            };
        }
    }

    /// An evaluation as a win chance, as a leaf is valued.
    fn win_chance(&self, v: f32) -> f32 {
        1.0 / (1.0 + (-v / self.cfg.eval_scale).exp())
    }

    /// 1 when the root side won, 0 when it lost.
    fn terminal_reward(&self, st: &State) -> f32 {
        match st.outcome() {
            Some(o) if o.winner == self.root_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// The value of a new leaf `st`, the win chance of the root side: a playout of the light
    /// policy, mixed with the leaf's own evaluation by [`MctsConfig::leaf_eval_share`].
    fn playout(&mut self, st: State, depth: usize) -> f32 {
        let share = if self.cfg.playout_depth > 0 {
            self.cfg.leaf_eval_share
        } else {
            0.0
        };
        let at_leaf = if share > 0.0 {
            let ctx = &self.ctx[self.root_side.index()];
            let v = evaluate_with(&st, &self.k, ctx, &mut self.leaf_memo);
            self.win_chance(v)
        } else {
            0.0
        };
        let played_out = self.light_playout(st, depth);
        share * at_leaf + (1.0 - share) * played_out
    }

    /// The playout itself: the light policy's actions, then the evaluation or the game's end.
    fn light_playout(&mut self, mut st: State, depth: usize) -> f32 {
        let mut played = 0u32;
        let mut total = depth;
        while !st.is_over() && played < self.cfg.playout_depth && total < PLAYOUT_CAP {
            let eps = self.cfg.playout_epsilon;
            let Some(a) = light_policy(&st, &self.k, eps, &mut self.rng) else {
                break;
            };
            st.play_unchecked(&a);
            played += 1;
            total += 1;
        }
        if st.is_over() {
            return self.terminal_reward(&st);
        }
        let ctx = &self.ctx[self.root_side.index()];
        let v = evaluate_with(&st, &self.k, ctx, &mut self.leaf_memo);
        self.win_chance(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Loc;

    #[test]
    fn action_keys_are_distinct_and_in_range() {
        let mut actions = vec![
            Action::DRAW,
            Action::DiscardRack(None),
            Action::Freeze(None),
            Action::Skip,
        ];
        for t in Troop::ALL {
            actions.push(Action::Revive(t));
            for l in 0..128u8 {
                actions.push(Action::Place(t, Loc(l)));
            }
        }
        for l in 0..128u8 {
            actions.push(Action::Discard(Loc(l)));
            actions.push(Action::Recall(Loc(l)));
            for m in 0..128u8 {
                actions.push(Action::Move(Loc(l), Loc(m)));
            }
        }
        let mut seen = vec![false; 2 * KEYS];
        for side in Side::ALL {
            for a in &actions {
                let k = key(side, a);
                assert!(k < 2 * KEYS, "{a:?}");
                assert!(!seen[k], "{a:?} of {side} shares a key");
                seen[k] = true;
            }
        }
        // Named chance outcomes count as their unnamed action.
        assert_eq!(
            key(Side::Red, &Action::draw_named(&[Troop::Roxy])),
            key(Side::Red, &Action::DRAW)
        );
    }
}
