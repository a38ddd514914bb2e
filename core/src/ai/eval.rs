//! The static evaluation shared by the greedy player and the tree search: what a position is
//! worth to one side, in hundredths of a medal, from what that side can see.
//!
//! It reads the board (public), the evaluating side's own rack, the sizes of the opponent's rack
//! and of the reserves, and the troops the opponent may still hold ([`Pools`], computed from the
//! observation). It never reads the opponent's rack contents or either reserve's order, so it
//! gives the same value on every determinization of one observation.

use crate::engine::flood;
use crate::engine::{Board, Loc, Observation, State};
use crate::pieces::{Side, Troop};
use std::sync::Arc;

/// Value of a won game; a lost one is its negative.
pub const WIN: f32 = 10_000.0;
/// Value of one medal.
const MEDAL: f32 = 100.0;

pub use super::weights::EvalWeights;

/// What a board offers, worked out once per board: neighbour masks, rings, region membership
/// and distances to each side's HQs.
#[derive(Clone, Debug)]
pub struct Knowledge {
    board: Arc<Board>,
    pub(crate) neighbours: Vec<u128>,
    pub(crate) bases: u128,
    pub(crate) hqs: [u128; 2],
    /// Per troop type, the locations whose terrain accepts it.
    pub(crate) allowed: [u128; Troop::COUNT],
    /// Bases where troops get no effect (Station Metal-X): Hook needs a connection there.
    pub(crate) suppress: u128,
    pub(crate) rings: Vec<u128>,
    pub(crate) ring_len: Vec<u32>,
    pub(crate) region_medals: Vec<u32>,
    /// The regions that hold medals, a bit each.
    pub(crate) medal_regions: u128,
    /// Per location, the regions whose ring holds it.
    pub(crate) base_regions: Vec<u128>,
    pub(crate) targets: [u32; 2],
    /// Largest finite distance on the board, for scaling.
    pub(crate) max_dist: u8,
    /// `closeness[s][l]`: how much nearer than the farthest location `l` is to an HQ of side
    /// `s`, twice the steps saved (0 where no path leads): the playout policy's pull towards it.
    pub(crate) closeness: [Vec<f32>; 2],
    /// `layers[s][d]`: the locations `d` steps from the nearest HQ of side `s`.
    layers: [Vec<u128>; 2],
    /// Bases where a Cap'n can stand and still give its extra placement: its terrain accepts
    /// it, and it is not a base that takes troop effects away.
    capn_bases: u128,
}

impl Knowledge {
    pub fn new(board: &Arc<Board>) -> Knowledge {
        let b = &**board;
        let n = b.num_locations();
        let neighbours: Vec<u128> = b.locations().map(|l| b.neighbours(l).0).collect();
        let bases = b.base_locs().fold(0u128, |m, l| m | (1u128 << l.index()));
        let hqs = [b.hqs_of(Side::Blue).0, b.hqs_of(Side::Red).0];
        let mut allowed = [0u128; Troop::COUNT];
        for t in Troop::ALL {
            for l in b.locations() {
                if b.allows(l, t) {
                    allowed[t.index()] |= 1u128 << l.index();
                }
            }
        }
        let suppress = b
            .base_locs()
            .filter(|&l| b.suppresses_effects(l))
            .fold(0u128, |m, l| m | (1u128 << l.index()));
        let rings: Vec<u128> = b.regions().map(|r| b.region_ring(r).0).collect();
        let ring_len = rings.iter().map(|r| r.count_ones()).collect();
        let region_medals: Vec<u32> = b.regions().map(|r| b.region_medals(r)).collect();
        let medal_regions = region_medals
            .iter()
            .enumerate()
            .filter(|&(_, &m)| m > 0)
            .fold(0u128, |set, (r, _)| set | (1u128 << r));
        let mut base_regions = vec![0u128; n];
        for (i, ring) in rings.iter().enumerate() {
            for (l, m) in base_regions.iter_mut().enumerate() {
                if ring & (1u128 << l) != 0 {
                    *m |= 1u128 << i;
                }
            }
        }
        let mut dist = [vec![u8::MAX; n], vec![u8::MAX; n]];
        let mut max_dist = 1u8;
        for s in 0..2 {
            let mut frontier = hqs[s];
            let mut seen = frontier;
            let mut d = 0u8;
            while frontier != 0 {
                let mut next = 0u128;
                let mut f = frontier;
                while f != 0 {
                    let i = f.trailing_zeros() as usize;
                    f &= f - 1;
                    dist[s][i] = d;
                    next |= neighbours[i];
                }
                next &= !seen;
                seen |= next;
                frontier = next;
                d = d.saturating_add(1);
            }
            for &x in &dist[s] {
                if x != u8::MAX {
                    max_dist = max_dist.max(x);
                }
            }
        }
        let layers = [0, 1].map(|s: usize| {
            let mut v = vec![0u128; max_dist as usize + 1];
            for (l, &d) in dist[s].iter().enumerate() {
                if d != u8::MAX {
                    v[d as usize] |= 1u128 << l;
                }
            }
            v
        });
        let capn_bases = bases & allowed[Troop::Capn.index()] & !suppress;
        let closeness = [0, 1].map(|s: usize| {
            dist[s]
                .iter()
                .map(|&d| match d {
                    u8::MAX => 0.0,
                    d => 2.0 * (max_dist as f32 - d as f32),
                })
                .collect()
        });
        Knowledge {
            board: board.clone(),
            neighbours,
            bases,
            hqs,
            allowed,
            suppress,
            rings,
            ring_len,
            region_medals,
            medal_regions,
            base_regions,
            targets: [b.target(Side::Blue), b.target(Side::Red)],
            max_dist,
            closeness,
            layers,
            capn_bases,
        }
    }

    /// Whether this knowledge was worked out for `board`.
    pub fn is_for(&self, board: &Arc<Board>) -> bool {
        Arc::ptr_eq(&self.board, board)
    }

    /// The connection rule (RULES §4.3) with `extra` bases of `side`'s own added to its tops:
    /// where it may place once those are its (its own HQs left out), and its connected bases
    /// then. The walk goes on from a
    /// connection already known for tops no larger (`reach`, `conn`: the position's own, or an
    /// earlier result with fewer extra bases), since adding bases only extends it.
    #[inline]
    fn extend(
        &self,
        reach: u128,
        conn: u128,
        own_tops: u128,
        extra: u128,
        s: usize,
    ) -> (u128, u128) {
        let own = (own_tops | extra) & self.bases;
        let todo = reach & own & !conn;
        let (seen, targets) = flood(&self.board, own, todo, conn | todo, reach);
        (targets & !self.hqs[s], seen)
    }

    /// The fewest steps from a location of `set` to the nearest HQ of side `s`, or the largest
    /// distance of the board when `set` reaches none.
    #[inline]
    fn nearest(&self, set: u128, s: usize) -> f32 {
        for (d, &layer) in self.layers[s].iter().enumerate() {
            if set & layer != 0 {
                return d as f32;
            }
        }
        self.max_dist as f32
    }
}

/// Which enemy troop types can cover a top troop of type `top` (RULES §4.2): a bit per type.
#[inline]
pub(crate) const fn coverers(top: usize) -> TroopSet {
    if top == Troop::Kwak as usize {
        ALL_TROOPS
    } else {
        // Kwak, and every type strictly stronger.
        1 | (ALL_TROOPS << (top + 1) & ALL_TROOPS)
    }
}

/// A set of troop types, bit `t` for [`Troop::index`] `t`.
pub(crate) type TroopSet = u32;
/// Every troop type.
pub(crate) const ALL_TROOPS: TroopSet = (1 << Troop::COUNT) - 1;
const _: () = assert!(Troop::COUNT < TroopSet::BITS as usize);

/// The troops a side may hold or draw, as the evaluating side knows them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pools {
    /// The evaluating side.
    pub me: Side,
    /// Per type, the opponent's troops not on the board or in the discard (its rack, reserve and
    /// removed troops, which the evaluating side cannot tell apart).
    pub opponent: [u8; Troop::COUNT],
    /// Per type, the evaluating side's own troops in its reserve or removed.
    pub own_unseen: [u8; Troop::COUNT],
}

impl Pools {
    pub fn from_observation(obs: &Observation) -> Pools {
        Pools {
            me: obs.side(),
            opponent: obs.unseen(obs.side().other()),
            own_unseen: obs.unseen(obs.side()),
        }
    }

    /// Mean rack value of one troop drawn from the side's own unseen troops.
    pub(crate) fn mean_draw_value(&self) -> f32 {
        let n: u32 = self.own_unseen.iter().map(|&c| c as u32).sum();
        if n == 0 {
            return 0.0;
        }
        let v: f32 = (0..Troop::COUNT)
            .map(|t| RACK_VALUE[t] * self.own_unseen[t] as f32)
            .sum();
        v / n as f32
    }
}

/// Worth of a troop on one's own rack, per type (Kwak, Skully, Cap'n, Jumbo, Hook, XB-42, Star,
/// Roxy).
pub(crate) const RACK_VALUE: [f32; Troop::COUNT] = [15.0, 11.0, 15.0, 13.0, 14.0, 13.0, 15.0, 17.0];

/// How well a troop of each type holds a base: 1 minus the share of the eight types that can
/// cover it.
#[inline]
pub(crate) fn hold(top: usize) -> f32 {
    HOLD[top]
}

/// [`hold`] of each troop type, counted once.
const HOLD: [f32; Troop::COUNT] = {
    let mut h = [0.0; Troop::COUNT];
    let mut t = 0;
    while t < Troop::COUNT {
        h[t] = 1.0 - coverers(t).count_ones() as f32 / Troop::COUNT as f32;
        t += 1;
    }
    h
};

/// Parameters of one evaluation derived from the pools once per decision.
#[derive(Clone, Copy, Debug)]
pub struct EvalContext {
    pub pools: Pools,
    /// Whether the opponent may still hold a Hook.
    opp_hook: bool,
    /// `cover_any[t][n]`: [`any_of`]`(q, n)` where `q` is the share of the opponent's possible
    /// troops that can cover a top of type `t`: the chance that a rack of `n` holds
    /// a troop that covers a top of type `t`; row [`Troop::COUNT`] is for an empty base.
    cover_any: [[f32; RACK_ROWS]; Troop::COUNT + 1],
    /// The weights of the terms.
    pub(crate) weights: EvalWeights,
}

/// Rack sizes the tables of [`EvalContext`] cover: 0 to the rack limit of 8.
const RACK_ROWS: usize = 9;

impl EvalContext {
    /// The context of an evaluation with the default weights.
    pub fn new(pools: Pools) -> EvalContext {
        EvalContext::with_weights(pools, EvalWeights::default())
    }

    /// The context of an evaluation with the given weights.
    pub fn with_weights(pools: Pools, weights: EvalWeights) -> EvalContext {
        let total: u32 = pools.opponent.iter().map(|&c| c as u32).sum();
        let mut cover_share = [0.0; Troop::COUNT];
        for (t, share) in cover_share.iter_mut().enumerate() {
            let m = coverers(t);
            let n: u32 = (0..Troop::COUNT)
                .filter(|&x| m & (1 << x) != 0)
                .map(|x| pools.opponent[x] as u32)
                .sum();
            *share = if total == 0 {
                0.0
            } else {
                n as f32 / total as f32
            };
        }
        let mut cover_any = [[0.0; RACK_ROWS]; Troop::COUNT + 1];
        for (t, row) in cover_any.iter_mut().enumerate() {
            let q = cover_share.get(t).copied().unwrap_or(1.0);
            for (n, p) in row.iter_mut().enumerate() {
                *p = any_of(q, n as u32);
            }
        }
        EvalContext {
            pools,
            opp_hook: pools.opponent[Troop::Hook.index()] > 0,
            cover_any,
            weights,
        }
    }
}

impl EvalContext {
    /// The chance that the opponent's `n` placeable troops hold one that covers a top of type
    /// `top` (`None`: an empty base, which any troop takes).
    #[inline]
    fn covers(&self, top: Option<usize>, n: u32) -> f32 {
        self.cover_any[top.unwrap_or(Troop::COUNT)][(n as usize).min(RACK_ROWS - 1)]
    }

    /// The chance that the opponent's rack of `n` troops, dealt from the troops it may hold
    /// (its pool), holds at least `capns` Cap'ns and, besides them, one troop of `last`: what
    /// a Cap'n chain of `capns` links and a last placement need. It is 1 when what the side
    /// sees leaves no other rack (every troop of the pool but fewer than `n` fit) and 0 when
    /// the pool lacks them.
    fn chain_chance(&self, capns: u32, last: TroopSet, n: u32) -> f64 {
        let pool = &self.pools.opponent;
        let capn = Troop::Capn.index();
        let total: u32 = pool.iter().map(|&c| c as u32).sum();
        let n = n.min(total);
        let k = pool[capn] as u32;
        let e: u32 = (0..Troop::COUNT)
            .filter(|&t| t != capn && last & (1 << t) != 0)
            .map(|t| pool[t] as u32)
            .sum();
        let rest = total - k - e;
        let capn_last = last & (1 << capn) != 0;
        let all = choose(total, n);
        if all == 0.0 {
            return 0.0;
        }
        let mut p = 0.0;
        for a in capns..=k.min(n) {
            for b in 0..=e.min(n - a) {
                let fits = b >= 1 || (capn_last && a > capns);
                if fits && n - a - b <= rest {
                    p += choose(k, a) * choose(e, b) * choose(rest, n - a - b);
                }
            }
        }
        (p / all).min(1.0)
    }
}

/// The binomial coefficient, in floating point (the pools hold at most 24 troops).
fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    (0..k).fold(1.0, |c, i| c * (n - i) as f64 / (i + 1) as f64)
}

/// Counts the troops of a rack.
#[inline]
fn rack_size(r: &[u8; Troop::COUNT]) -> u32 {
    r.iter().map(|&c| c as u32).sum()
}

/// The probability that a rack of `n` unknown troops holds at least one of a share `q`.
#[inline]
fn any_of(q: f32, n: u32) -> f32 {
    if n == 0 || q <= 0.0 {
        0.0
    } else {
        1.0 - (1.0 - q).powi(n as i32)
    }
}

/// What every term of [`evaluate`] reads of the position, from the side `me`'s point of view
/// (index `m`; the opponent's is `o`).
struct View<'a> {
    st: &'a State,
    k: &'a Knowledge,
    ctx: &'a EvalContext,
    m: usize,
    o: usize,
    /// The bases each side is on top of.
    tops: [u128; 2],
    /// Where each side can place (connected to its HQ, or next to what is), and what of its
    /// own is connected.
    reach: [u128; 2],
    conn: [u128; 2],
    rack_m: [u8; Troop::COUNT],
    frozen_m: [u8; Troop::COUNT],
    n_opp: u32,
    /// The opponent's troops it can place this turn (not frozen).
    placeable_o: u32,
    /// Whether `me` makes the next placement.
    me_next: bool,
    /// The troop types I can place from my rack, as bits.
    my_types: TroopSet,
    /// Where a Hook of each side could take over (an opponent's Hook is assumed when its pool
    /// holds one).
    hook_reach_m: u128,
    hook_reach_o: u128,
    medals: [u32; 2],
    /// The square of the share of both reserves already drawn: 0 at the start, 1 when both
    /// are empty (the late-game weights' factor).
    late: f32,
}

impl<'a> View<'a> {
    fn new(st: &'a State, k: &'a Knowledge, ctx: &'a EvalContext) -> View<'a> {
        let me = ctx.pools.me;
        let m = me.index();
        let o = m ^ 1;
        let opp = me.other();
        let tops = [
            st.controlled(Side::Blue).0 & k.bases,
            st.controlled(Side::Red).0 & k.bases,
        ];
        // The state keeps each side's connection up to date as troops land and leave.
        let (reach_m, conn_m) = st.connection(m);
        let (reach_o, conn_o) = st.connection(o);
        let rack_m = st.rack(me);
        let frozen_m = st.frozen(me);
        let n_opp = st.rack_len(opp) as u32;
        let frozen_o: u32 = rack_size(&st.frozen(opp));
        // The side that makes the next placement: the side to move at the start of its turn or
        // with Cap'n's extra placement pending; after any other effect the turn ends, so the
        // other side.
        let placer = match st.to_move() {
            Some(x) if st.at_turn_start() || st.pending() == Some(crate::engine::Pending::Capn) => {
                x
            }
            Some(x) => x.other(),
            None => me,
        };
        // My ability to cover a type, from my actual rack (unfrozen troops).
        let mut my_types: TroopSet = 0;
        for t in 0..Troop::COUNT {
            if rack_m[t] > frozen_m[t] {
                my_types |= 1 << t;
            }
        }
        let hook_reach_o = if ctx.opp_hook {
            k.bases & !k.suppress
        } else {
            0
        };
        let hook_reach_m = if my_types & (1 << Troop::Hook.index()) != 0 {
            k.bases & !k.suppress
        } else {
            0
        };
        let mut reach = [0; 2];
        let mut conn = [0; 2];
        (reach[m], conn[m]) = (reach_m, conn_m);
        (reach[o], conn[o]) = (reach_o, conn_o);
        View {
            st,
            k,
            ctx,
            m,
            o,
            tops,
            reach,
            conn,
            rack_m,
            frozen_m,
            n_opp,
            placeable_o: n_opp.saturating_sub(frozen_o),
            me_next: placer == me,
            my_types,
            hook_reach_m,
            hook_reach_o,
            medals: [st.medals(Side::Blue), st.medals(Side::Red)],
            late: late(st),
        }
    }

    fn top_index(&self, i: usize) -> usize {
        self.st.top(Loc(i as u8)).map_or(0, |p| p.troop().index())
    }
}

/// The square of the share of both reserves already drawn.
fn late(st: &State) -> f32 {
    let full = 2 * (Troop::COUNT * Troop::COPIES as usize - crate::engine::REMOVED_AT_SETUP);
    let left = st.reserve_len(Side::Blue) + st.reserve_len(Side::Red);
    let drawn = 1.0 - left.min(full) as f32 / full as f32;
    drawn * drawn
}

/// The value of `st` for the side `ctx.pools.me`: positive is good for it.
///
/// The terms are added to one sum in a fixed order (medals, presence, regions, HQs, frontier,
/// racks), so the value is the same to the bit whatever the terms' own arrangement.
pub fn evaluate(st: &State, k: &Knowledge, ctx: &EvalContext) -> f32 {
    evaluate_with(st, k, ctx, &mut EvalMemo::default())
}

/// What [`evaluate_with`] keeps from one position to the next, all of one side's point of view
/// and [`EvalContext`]: the opponent's shortest HQ capture (`hq_chain`) with the part of the
/// board that result depends on. A position with the opponent's tops the same and no base of
/// that part changed reuses it. What it keeps holds for any position of the same board, so
/// greedy keeps one memo for the candidates of a decision and the tree search one for all the
/// leaves of a search.
#[derive(Clone, Debug, Default)]
pub struct EvalMemo {
    threat: Option<ChainMemo>,
    /// The largest opponent's position of the decision found to have no HQ capture.
    no_threat: Option<NoChain>,
    /// Room for the safety of each side's bases, kept from one evaluation to the next so that
    /// it is not filled again each time: an evaluation writes the safety of every base a side
    /// tops before it reads any, and reads no other.
    safety: Safety,
}

/// The safety of each side's bases ([`presence`]), mine first, by location.
#[derive(Clone)]
struct Safety([[f32; 128]; 2]);

impl Default for Safety {
    fn default() -> Self {
        Safety([[1.0; 128]; 2])
    }
}

impl std::fmt::Debug for Safety {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Safety(..)")
    }
}

/// An opponent's position with no HQ capture within one turn ([`hq_chain`]): every position
/// with no more connected bases, tops, bases a Cap'n may take and Cap'ns has none either, since
/// each step of the search only grows with them (where a side reaches is the HQs' and those
/// connected bases' neighbours, so it grows with them too).
#[derive(Clone, Copy, Debug)]
struct NoChain {
    conn: u128,
    tops: u128,
    can_take: u128,
    capns: u32,
}

impl NoChain {
    /// Whether a position with these sets has no capture either.
    #[inline]
    fn covers(&self, conn: u128, tops: u128, can_take: u128, capns: u32) -> bool {
        capns <= self.capns
            && conn & !self.conn == 0
            && tops & !self.tops == 0
            && can_take & !self.can_take == 0
    }
}

/// One [`hq_chain`] of the opponent and what it read.
#[derive(Clone, Copy, Debug)]
struct ChainMemo {
    tops: u128,
    capns: u32,
    can_take: u128,
    /// The locations whose `can_take` bit the result depends on.
    seen: u128,
    result: Option<(u32, TroopSet)>,
}

/// [`evaluate`], reusing what `memo` holds from earlier positions of the same decision: the
/// same value to the bit (a test checks it over random positions and actions).
pub fn evaluate_with(st: &State, k: &Knowledge, ctx: &EvalContext, memo: &mut EvalMemo) -> f32 {
    if let Some(out) = st.outcome() {
        return if out.winner == ctx.pools.me {
            WIN
        } else {
            -WIN
        };
    }
    let view = View::new(st, k, ctx);
    let mut v = 0.0f32;
    let lead = view.medals[view.m] as f32 - view.medals[view.o] as f32;
    // At a late weight of 0 (the default) the term adds exactly nothing.
    v += MEDAL * lead + ctx.weights.late_medal * lead * view.late;
    let safety = &mut memo.safety.0;
    presence(&view, safety, &mut v);
    regions(&view, safety, &mut v);
    hqs(&view, memo, &mut v);
    frontier(&view, &mut v);
    racks(&view, &mut v);
    // Only a finished game is worth a whole win.
    v.clamp(-0.98 * WIN, 0.98 * WIN)
}

/// Presence on the board: each side's bases, how safe each is from being covered before its
/// side can react, and whether it is connected. Sets the safety of each side's bases in
/// `safety`, mine first.
fn presence(w: &View, safety: &mut [[f32; 128]; 2], v: &mut f32) {
    let ctx = w.ctx;
    let wt = &ctx.weights;
    let [safety_m, safety_o] = safety;
    let mut bits = w.tops[w.m];
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let t = w.top_index(i);
        let exposed = if w.reach[w.o] & (1u128 << i) != 0 {
            1.0
        } else if w.hook_reach_o & (1u128 << i) != 0 && t < Troop::Hook.index() {
            0.35
        } else {
            0.0
        };
        let p = exposed * ctx.covers(Some(t), w.placeable_o.max(1));
        safety_m[i] = 1.0 - p;
        *v += wt.base + wt.safe * safety_m[i] + hold(t) * wt.hold;
        if w.conn[w.m] & (1u128 << i) != 0 {
            *v += wt.connected;
        }
    }
    let mut bits = w.tops[w.o];
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let t = w.top_index(i);
        let reachable = w.reach[w.m] & (1u128 << i) != 0
            || (w.hook_reach_m & (1u128 << i) != 0 && t < Troop::Hook.index());
        let p = if reachable && coverers(t) & w.my_types != 0 {
            0.8
        } else {
            0.0
        };
        safety_o[i] = 1.0 - p;
        *v -= wt.base + wt.safe * safety_o[i] + hold(t) * wt.hold;
        if w.conn[w.o] & (1u128 << i) != 0 {
            *v -= wt.connected;
        }
    }
}

/// Regions still holding medals: the share of each ring a side holds (weighted by how safe
/// its bases are), and a ring one base from closing ([`closing_threat`], [`closing_chance`]).
fn regions(w: &View, safety: &[[f32; 128]; 2], v: &mut f32) {
    let (st, k) = (w.st, w.k);
    let (m, o) = (w.m, w.o);
    let [safety_m, safety_o] = safety;
    // The regions still holding medals, in order.
    let mut live = st.unclaimed & k.medal_regions;
    while live != 0 {
        let r = live.trailing_zeros() as usize;
        live &= live - 1;
        let ring = k.rings[r];
        let weight = k.region_medals[r] as f32;
        let n = k.ring_len[r] as f32;
        let mine = ring & w.tops[m];
        let theirs = ring & w.tops[o];
        let frac = |set: u128, safety: &[f32; 128]| -> f32 {
            let mut s = 0.0;
            let mut b = set;
            while b != 0 {
                let i = b.trailing_zeros() as usize;
                b &= b - 1;
                s += 0.5 + 0.5 * safety[i];
            }
            s / n
        };
        let contested = mine != 0 && theirs != 0;
        let scale = w.ctx.weights.progress[usize::from(contested)];
        let fm = frac(mine, safety_m);
        let fo = frac(theirs, safety_o);
        *v += MEDAL * weight * scale * (fm * fm - fo * fo);

        closing_threat(w, r, ring & !theirs, v);
        closing_chance(w, r, ring & !mine, v);
    }
}

/// Whether `set` holds exactly one location (a bit test, cheaper than counting them).
#[inline]
fn one_location(set: u128) -> bool {
    set != 0 && set & (set - 1) == 0
}

/// Worth of a region the opponent is one base from closing, when it can take that base: a
/// medal win for it is nearly a lost game, other medals count at their value, discounted by the
/// chance that its rack holds a troop that fits, and by half when I move first and can answer.
fn closing_threat(w: &View, r: usize, missing: u128, v: &mut f32) {
    let (st, k, ctx, o) = (w.st, w.k, w.ctx, w.o);
    if !one_location(missing) {
        return;
    }
    let i = missing.trailing_zeros() as usize;
    let top = st.top(Loc(i as u8));
    let reachable = w.reach[o] & missing != 0
        || (w.hook_reach_o & missing != 0
            && top.is_none_or(|p| p.troop().index() < Troop::Hook.index()));
    if !reachable {
        return;
    }
    let p = ctx.covers(top.map(|p| p.troop().index()), w.placeable_o);
    let wins = w.medals[o] + k.region_medals[r] >= k.targets[o];
    let stake = if wins {
        WIN
    } else {
        MEDAL * k.region_medals[r] as f32 * ctx.weights.closing
    };
    let reply = if wins { 0.2 / 0.9 } else { 0.5 };
    *v -= 0.9 * stake * p * if w.me_next { reply } else { 1.0 };
}

/// Worth of a region I am one base from closing with a troop of my rack that fits: a medal win
/// when I move next is nearly won; otherwise a share of the medals (the opponent may block).
fn closing_chance(w: &View, r: usize, missing: u128, v: &mut f32) {
    let (st, k, m) = (w.st, w.k, w.m);
    if !one_location(missing) {
        return;
    }
    let i = missing.trailing_zeros() as usize;
    let top = st.top(Loc(i as u8));
    let types = match top {
        None => w.my_types,
        Some(p) => w.my_types & coverers(p.troop().index()),
    };
    let reachable = w.reach[m] & missing != 0
        || (w.hook_reach_m & missing != 0
            && types & (1 << Troop::Hook.index()) != 0
            && top.is_none_or(|p| p.troop().index() < Troop::Hook.index()));
    if !reachable || types == 0 {
        return;
    }
    let wt = &w.ctx.weights;
    let medals = MEDAL * k.region_medals[r] as f32 * wt.closing;
    *v += if w.medals[m] + k.region_medals[r] >= k.targets[m] {
        if w.me_next { 0.9 * WIN } else { 150.0 }
    } else if w.me_next {
        0.8 * medals
    } else {
        wt.open_ring * medals
    };
}

/// The HQs: whether I can take the enemy HQ within one turn, and how likely the opponent is to
/// take mine in its next.
fn hqs(w: &View, memo: &mut EvalMemo, v: &mut f32) {
    if hq_attack(w) {
        *v += if w.me_next {
            0.95 * WIN
        } else {
            w.ctx.weights.attack_later
        };
    }
    let p = hq_threat(w, memo);
    if p > 0.0 {
        if !w.me_next {
            *v -= 0.95 * WIN * p;
        } else {
            *v -= 0.3 * WIN * p;
        }
    }
}

/// Cap'n chains a side may play in one turn, at most this long (it has three Cap'ns).
const MAX_CHAIN: u32 = 3;

/// The shortest way side `s` takes an HQ of the other side within one turn, from where it
/// reaches now (`reach`): `None`, or the Cap'ns it needs and the troop types that may make the
/// last placement, on the HQ. A placement lands on the HQ from where the side reaches now, or
/// after a chain of Cap'ns: each placed by connection on a base a Cap'n may take (empty, the
/// side's own, or the other side's under a Kwak or a Skully), where its terrain accepts it and
/// effects are not taken away, each one's extra placement the next link. A link may join a
/// cut-off group of the side's bases to its connected ones. The last placement is any troop
/// the HQ's terrain accepts, Hook included, but never by Hook's exception (RULES §4.3); a Hook
/// placed during the turn ends the chain, since Hook has no effect, so its waiver never
/// reaches an HQ in the same turn. At most `capns` links are tried.
fn hq_chain(w: &View, s: usize, capns: u32) -> Option<(u32, TroopSet)> {
    hq_chain_read(w, s, capns, can_take(w, s)).0
}

/// The bases a Cap'n of side `s` may take: where a Cap'n gives its extra placement, empty, the
/// side's own, or the other side's under a Kwak or a Skully.
#[inline]
fn can_take(w: &View, s: usize) -> u128 {
    let weak = w.st.type_tops[Troop::Kwak.index()] | w.st.type_tops[Troop::Skully.index()];
    w.k.capn_bases & !(w.tops[s ^ 1] & !weak)
}

/// [`hq_chain`] with the bases a Cap'n may take given, and the locations whose bit of
/// `can_take` the result reads (outside them, `can_take` may change and the result stays).
fn hq_chain_read(
    w: &View,
    s: usize,
    capns: u32,
    can_take: u128,
) -> (Option<(u32, TroopSet)>, u128) {
    let k = w.k;
    let hq = k.hqs[s ^ 1];
    let landing = |reach: u128| -> TroopSet {
        let mut types = 0;
        if reach & hq != 0 {
            for t in 0..Troop::COUNT {
                if k.allowed[t] & hq & reach != 0 {
                    types |= 1 << t;
                }
            }
        }
        types
    };
    let mut reach = w.reach[s];
    let last = landing(reach);
    if last != 0 {
        return (Some((0, last)), 0);
    }
    let capns = capns.min(MAX_CHAIN);
    if capns == 0 {
        return (None, 0);
    }
    // With every base a Cap'n may take as a link, is an HQ in reach at all? Most positions
    // end here. Every reach below lies within this one, so it is all the result reads.
    let (seen, _) = k.extend(reach, w.conn[s], w.tops[s], can_take, s);
    if landing(seen) == 0 {
        return (None, seen);
    }
    let mut links = 0u128;
    let mut conn = w.conn[s];
    for c in 1..=capns {
        let step = reach & can_take & !links;
        if step == 0 {
            return (None, seen);
        }
        links |= step;
        (reach, conn) = k.extend(reach, conn, w.tops[s], links, s);
        let last = landing(reach);
        if last != 0 {
            return (Some((c, last)), seen);
        }
    }
    (None, seen)
}

/// The chance that the opponent takes one of my HQs in its next turn ([`hq_chain`]), from what
/// I see of its troops ([`EvalContext::chain_chance`]: certain, possible or impossible).
fn hq_threat(w: &View, memo: &mut EvalMemo) -> f32 {
    let n = w.placeable_o;
    if n == 0 {
        return 0.0;
    }
    let capns = (w.ctx.pools.opponent[Troop::Capn.index()] as u32).min(n - 1);
    let tops = w.tops[w.o];
    let can_take = can_take(w, w.o);
    let conn = w.conn[w.o];
    let result = match memo.threat {
        Some(c) if c.tops == tops && c.capns == capns && (c.can_take ^ can_take) & c.seen == 0 => {
            c.result
        }
        _ if memo
            .no_threat
            .is_some_and(|n| n.covers(conn, tops, can_take, capns)) =>
        {
            None
        }
        _ => {
            let (result, seen) = hq_chain_read(w, w.o, capns, can_take);
            if result.is_none() {
                memo.no_threat = Some(NoChain {
                    conn,
                    tops,
                    can_take,
                    capns,
                });
            }
            memo.threat = Some(ChainMemo {
                tops,
                capns,
                can_take,
                seen,
                result,
            });
            result
        }
    };
    match result {
        Some((c, last)) => w.ctx.chain_chance(c, last, n) as f32,
        None => 0.0,
    }
}

/// Whether my own rack takes the enemy HQ within one turn ([`hq_chain`]): the Cap'ns the
/// chain needs and, besides them, a troop the HQ accepts, none of them frozen. When the
/// opponent moves first, only a placement from where I reach now counts (it can block a chain
/// as well as that).
fn hq_attack(w: &View) -> bool {
    let capn = Troop::Capn.index();
    let free = |t: usize| w.rack_m[t].saturating_sub(w.frozen_m[t]) as u32;
    let capns = if w.me_next { free(capn) } else { 0 };
    match hq_chain(w, w.m, capns) {
        Some((c, last)) => (0..Troop::COUNT)
            .any(|t| last & (1 << t) != 0 && free(t) > if t == capn { c } else { 0 }),
        None => false,
    }
}

/// The connection frontier: how close each side reaches towards the enemy HQ, and how much of
/// the board it can place on.
fn frontier(w: &View, v: &mut f32) {
    let k = w.k;
    let (reach_m, reach_o) = (w.reach[w.m], w.reach[w.o]);
    let wt = &w.ctx.weights;
    *v += wt.nearest * (k.nearest(reach_o, w.m) - k.nearest(reach_m, w.o));
    *v += wt.area
        * ((reach_m & k.bases).count_ones() as f32 - (reach_o & k.bases).count_ones() as f32);
}

/// The racks: what my troops are worth, and the opponent's by their number.
fn racks(w: &View, v: &mut f32) {
    let wt = &w.ctx.weights;
    let mut rv = 0.0;
    // 1 + 0 is exactly 1: at the default weights the rack keeps its worth to the bit.
    let rack = wt.rack * (1.0 + wt.late_rack * w.late);
    for (value, &n) in RACK_VALUE.iter().zip(&w.rack_m) {
        rv += rack * value * n as f32;
    }
    if rack_size(&w.rack_m) == 0 {
        rv -= wt.empty_rack;
    }
    let mut ov = wt.opp_rack * w.n_opp as f32;
    if w.n_opp == 0 {
        ov -= wt.empty_rack;
    }
    *v += rv - ov;
}
