//! Starting a game: the seeded setup of RULES §2, and a prepared position (RULES §9) checked
//! for everything that makes it impossible.

use super::action::{GameOptions, Piece};
use super::board::{Board, Loc, RegionId};
use super::error::{PositionError, PositionProblem, PositionProblemKind};
use super::state::{RACK_LIMIT, RESERVE, State};
use crate::pieces::{BySide, Side, Troop};
use crate::text;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;

/// Troops each side removes unseen at setup.
pub const REMOVED_AT_SETUP: usize = 4;

/// A position stated in full, with board indices: the engine's side of a prepared position.
/// [`crate::scenario::Position`] builds one from a file, filling in defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct RawPosition {
    /// Stacks by location, each bottom to top.
    pub stacks: Vec<(Loc, Vec<Piece>)>,
    pub racks: BySide<Vec<Troop>>,
    /// Frozen troops (part of the rack); only the side to move may have some.
    pub frozen: BySide<Vec<Troop>>,
    /// Reserves, top first.
    pub reserves: BySide<Vec<Troop>>,
    pub removed: BySide<Vec<Troop>>,
    /// The discard, oldest first.
    pub discard: Vec<Piece>,
    pub medals: BySide<u32>,
    pub claimed: Vec<(RegionId, Side)>,
    pub to_move: Side,
    pub options: GameOptions,
    /// Seeds the random source of the game (XB-42 and freeze picks, unnamed draws are from the
    /// reserve's order).
    pub seed: u64,
}

impl Default for RawPosition {
    fn default() -> Self {
        RawPosition {
            stacks: Vec::new(),
            racks: BySide::default(),
            frozen: BySide::default(),
            reserves: BySide::default(),
            removed: BySide::default(),
            discard: Vec::new(),
            medals: BySide::default(),
            claimed: Vec::new(),
            to_move: Side::Blue,
            options: GameOptions::default(),
            seed: 0,
        }
    }
}

impl State {
    /// A new game per RULES §2: each side shuffles its 24 troops into its reserve and removes 4
    /// unseen; the first player (random from the seed unless `options.first_player` fixes it)
    /// draws 3 troops, the second 4. The stalled end is checked at once.
    pub fn new_game(board: Arc<Board>, seed: u64, options: GameOptions) -> State {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut pools = [[0u8; RESERVE]; 2];
        for pool in &mut pools {
            for (i, slot) in pool.iter_mut().enumerate() {
                *slot = (i / Troop::COPIES as usize) as u8;
            }
            pool.shuffle(&mut rng);
        }
        let first = match options.first_player {
            Some(s) => s,
            None => {
                if rng.random_bool(0.5) {
                    Side::Blue
                } else {
                    Side::Red
                }
            }
        };
        let mut st = State::empty(board, options, rng);
        for (s, pool) in pools.iter().enumerate() {
            // The pool's end is the top of the reserve; the 4 on top are removed.
            for &t in &pool[RESERVE - REMOVED_AT_SETUP..] {
                st.removed[s][t as usize] += 1;
            }
            let keep = RESERVE - REMOVED_AT_SETUP;
            st.reserve[s][..keep].copy_from_slice(&pool[..keep]);
            st.reserve_len[s] = keep as u8;
        }
        st.to_move = first;
        st.take(first.index(), 3, [None, None]);
        st.take(first.other().index(), 4, [None, None]);
        st.check_stalled();
        st
    }

    /// A prepared position, refused when impossible (RULES §9): a side without exactly 3 of a
    /// type across board, rack, reserve, discard and removed; a rack over 8; frozen troops on
    /// the side not to move or not on the rack; a side at its medal target; an unclaimed region
    /// with medals fully held by one side; medals that differ from the claimed regions; troops
    /// on an HQ; a location or region given twice. The stalled end is checked at once.
    pub fn from_position(board: Arc<Board>, p: &RawPosition) -> Result<State, PositionError> {
        let b = &*board;
        let mut problems = troop_problems(b, p);
        let (more, claimed) = claim_problems(b, p);
        problems.extend(more);
        if !problems.is_empty() {
            return Err(PositionError { problems });
        }

        let rng = Pcg64Mcg::seed_from_u64(p.seed);
        let mut st = State::empty(board.clone(), p.options, rng);
        st.to_move = p.to_move;
        for (loc, stack) in &p.stacks {
            for piece in stack {
                st.push(loc.index(), piece.code());
            }
        }
        for side in Side::ALL {
            let s = side.index();
            for t in &p.racks[side] {
                st.rack_add(s, t.index());
            }
            for t in &p.frozen[side] {
                st.frozen[s][t.index()] += 1;
                st.frozen_len[s] += 1;
            }
            let res = &p.reserves[side];
            for (i, t) in res.iter().rev().enumerate() {
                st.reserve[s][i] = *t as u8;
            }
            st.reserve_len[s] = res.len() as u8;
            for t in &p.removed[side] {
                st.removed[s][t.index()] += 1;
            }
            st.medals[s] = p.medals[side];
        }
        for piece in &p.discard {
            st.push_discard(piece.code());
        }
        st.claimed = claimed;
        st.unclaimed &= !(claimed[0] | claimed[1]);
        st.check_stalled();
        Ok(st)
    }

    /// The position at the start of the current turn, in full; `None` while an effect is
    /// pending (a position describes the start of a turn) or once the game is over.
    pub fn to_raw_position(&self, seed: u64) -> Option<RawPosition> {
        if !self.at_turn_start() {
            return None;
        }
        let b = &*self.board;
        let stacks = b
            .locations()
            .filter(|&l| self.top(l).is_some())
            .map(|l| (l, self.stack(l)))
            .collect();
        let claimed = b
            .regions()
            .filter_map(|r| self.claimed_by(r).map(|s| (r, s)))
            .collect();
        let per = |f: &dyn Fn(Side) -> Vec<Troop>| BySide::new(f(Side::Blue), f(Side::Red));
        Some(RawPosition {
            stacks,
            racks: per(&|s| self.rack_list(s)),
            frozen: per(&|s| self.frozen_list(s)),
            reserves: per(&|s| self.reserve(s)),
            removed: per(&|s| super::state::expand(&self.removed(s))),
            discard: self.discard(),
            medals: BySide::new(self.medals(Side::Blue), self.medals(Side::Red)),
            claimed,
            to_move: self.to_move,
            options: self.options,
            seed,
        })
    }
}

/// The problems of the troops (RULES §9): stacks on the map and not on an HQ, exactly 3 of each
/// type per side, racks of at most 8, frozen troops only on the rack of the side to move.
fn troop_problems(b: &Board, p: &RawPosition) -> Vec<PositionProblem> {
    let mut problems = Vec::new();
    let mut counts = [[[0u8; Troop::COUNT]; 5]; 2];
    let mut seen_locs = 0u128;
    for (loc, stack) in &p.stacks {
        if loc.index() >= b.num_locations() {
            problems.push(PositionProblem::new(
                PositionProblemKind::UnknownLocation,
                text!("position-location-number", n = loc.index()),
                &[],
            ));
            continue;
        }
        if b.is_hq(*loc) && !stack.is_empty() {
            problems.push(PositionProblem::new(
                PositionProblemKind::TroopOnHq,
                text!("position-troop-on-hq", place = b.id(*loc)),
                &[b.id(*loc)],
            ));
        }
        if seen_locs & loc.bit() != 0 {
            problems.push(PositionProblem::new(
                PositionProblemKind::StackGivenTwice,
                text!("position-stack-twice", place = b.id(*loc)),
                &[b.id(*loc)],
            ));
        }
        seen_locs |= loc.bit();
        for piece in stack {
            counts[piece.0.index()][0][piece.1.index()] += 1;
        }
    }
    for side in Side::ALL {
        let s = side.index();
        for t in &p.racks[side] {
            counts[s][1][t.index()] += 1;
        }
        for t in &p.reserves[side] {
            counts[s][2][t.index()] += 1;
        }
        for t in &p.removed[side] {
            counts[s][4][t.index()] += 1;
        }
    }
    for piece in &p.discard {
        counts[piece.0.index()][3][piece.1.index()] += 1;
    }
    for side in Side::ALL {
        let s = side.index();
        for t in Troop::ALL {
            let c: Vec<u32> = (0..5).map(|z| counts[s][z][t.index()] as u32).collect();
            let total: u32 = c.iter().sum();
            if total != Troop::COPIES as u32 {
                problems.push(PositionProblem::new(
                    PositionProblemKind::TroopCount,
                    text!(
                        "position-troop-count",
                        side = side,
                        n = total,
                        troop = t,
                        board = c[0],
                        rack = c[1],
                        reserve = c[2],
                        discard = c[3],
                        removed = c[4]
                    ),
                    &[],
                ));
            }
        }
        let rack = p.racks[side].len();
        if rack > RACK_LIMIT as usize {
            problems.push(PositionProblem::new(
                PositionProblemKind::RackOverLimit,
                text!(
                    "position-rack-over",
                    side = side,
                    n = rack,
                    most = RACK_LIMIT
                ),
                &[],
            ));
        }
        let frozen = &p.frozen[side];
        if !frozen.is_empty() && side != p.to_move {
            problems.push(PositionProblem::new(
                PositionProblemKind::FrozenOffTurn,
                text!("position-frozen-off-turn", side = side, mover = p.to_move),
                &[],
            ));
        }
        for t in Troop::ALL {
            let f = frozen.iter().filter(|&&x| x == t).count();
            let r = p.racks[side].iter().filter(|&&x| x == t).count();
            if f > r {
                problems.push(PositionProblem::new(
                    PositionProblemKind::FrozenNotOnRack,
                    text!(
                        "position-frozen-not-on-rack",
                        side = side,
                        n = f,
                        troop = t,
                        rack = r
                    ),
                    &[],
                ));
            }
        }
    }

    problems
}

/// The problems of the regions and medals (RULES §9): regions claimed once and holding medals,
/// no region fully held but unclaimed, medals those of the claimed regions, below the target.
/// Also gives the regions each side has claimed, as bit sets.
fn claim_problems(b: &Board, p: &RawPosition) -> (Vec<PositionProblem>, [u128; 2]) {
    let mut problems = Vec::new();
    // Stacks, then regions.
    let mut tops = [0u128; 2];
    for (loc, stack) in &p.stacks {
        if loc.index() < b.num_locations()
            && let Some(top) = stack.last()
        {
            tops[top.0.index()] |= loc.bit();
        }
    }
    let mut claimed = [0u128; 2];
    let mut claimed_medals = [0u32; 2];
    for &(r, side) in &p.claimed {
        if r.index() >= b.num_regions() {
            problems.push(PositionProblem::new(
                PositionProblemKind::UnknownRegion,
                text!("position-region-number", n = r.index()),
                &[],
            ));
            continue;
        }
        let bit = 1u128 << r.index();
        if (claimed[0] | claimed[1]) & bit != 0 {
            problems.push(PositionProblem::new(
                PositionProblemKind::ClaimedTwice,
                text!("position-claimed-twice", region = b.region_id(r)),
                &[b.region_id(r)],
            ));
            continue;
        }
        if b.region_medals(r) == 0 {
            problems.push(PositionProblem::new(
                PositionProblemKind::ClaimedWithoutMedals,
                text!("position-claimed-no-medals", region = b.region_id(r)),
                &[b.region_id(r)],
            ));
        }
        claimed[side.index()] |= bit;
        claimed_medals[side.index()] += b.region_medals(r);
    }
    for r in b.regions() {
        let bit = 1u128 << r.index();
        if (claimed[0] | claimed[1]) & bit != 0 || b.region_medals(r) == 0 {
            continue;
        }
        let ring = b.region_ring(r).0;
        for side in Side::ALL {
            if ring & tops[side.index()] == ring {
                problems.push(PositionProblem::new(
                    PositionProblemKind::UnclaimedRegion,
                    text!(
                        "position-unclaimed-region",
                        side = side,
                        region = b.region_id(r),
                        n = b.region_medals(r)
                    ),
                    &[b.region_id(r)],
                ));
            }
        }
    }
    for side in Side::ALL {
        let m = p.medals[side];
        if m != claimed_medals[side.index()] {
            problems.push(PositionProblem::new(
                PositionProblemKind::MedalsMismatch,
                text!(
                    "position-medals-mismatch",
                    side = side,
                    n = m,
                    claimed = claimed_medals[side.index()]
                ),
                &[],
            ));
        }
        if m >= b.target(side) {
            problems.push(PositionProblem::new(
                PositionProblemKind::TargetReached,
                text!(
                    "position-target-reached",
                    side = side,
                    n = m,
                    target = b.target(side)
                ),
                &[],
            ));
        }
    }
    (problems, claimed)
}
