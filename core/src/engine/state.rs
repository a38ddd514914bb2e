//! The game state: stacks, racks, reserves, discard, medals, the side to move, the pending
//! effect, the seeded random source. Fixed-size arrays only, so a clone is one `memcpy`.
//!
//! Stacks are stored as linked cells: each of the at most 48 troops on the board occupies one
//! cell holding its side and type and the cell below it; each location keeps its top cell. Bit
//! sets of the top troops by side and by type are kept up to date for the legal-move masks.

use super::action::{GameOptions, Outcome, Pending, Piece, TROOP_BITS, TROOP_MASK};
use super::board::{Board, Loc, LocSet, MAX_PLAY_LOCATIONS, RegionId};
use crate::pieces::{BySide, Side, Troop};
use rand_pcg::Pcg64Mcg;
use std::fmt;
use std::sync::Arc;

pub(crate) const NONE: u8 = 0xFF;
/// Cells for troops on the board: both sides' troops (48).
pub(crate) const CELLS: usize = 2 * RESERVE;
// The free cells are the bits of a u64.
const _: () = assert!(CELLS <= u64::BITS as usize, "the free-cell mask is a u64");
/// Troops placed in one turn: at most three Cap'n and the troop the last one places.
pub(crate) const QUEUE: usize = 4;
/// Largest reserve: all the troops of a side (24: three of each type).
pub(crate) const RESERVE: usize = Troop::COUNT * Troop::COPIES as usize;
/// Largest rack.
pub const RACK_LIMIT: u8 = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Cell {
    pub code: u8,
    pub below: u8,
}

/// Where the game stands in the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Phase {
    /// The side to move chooses draw or place.
    Turn,
    /// An effect waits for an answer. `loc` is the troop's base (troop effects) or the special
    /// base (base effects); `slot` is the index in the placement queue for base effects.
    Effect { kind: Pending, loc: u8, slot: u8 },
    /// The game has ended.
    Over,
}

/// A game position with everything, hidden information included. See [`super::Observation`]
/// for what one side may see.
#[derive(Clone)]
pub struct State {
    pub(crate) board: Arc<Board>,
    pub(crate) top: [u8; MAX_PLAY_LOCATIONS],
    pub(crate) cells: [Cell; CELLS],
    pub(crate) free: u64,
    pub(crate) side_tops: [u128; 2],
    /// Per side, the bases of its own connected to one of its HQs (RULES §4.3), kept up to date
    /// by [`State::push`] and [`State::pop`]: what the connection walk from the HQs finds.
    pub(crate) conn: [u128; 2],
    /// Per side, every location next to one of its HQs or to a base of `conn` (its HQs
    /// included when they neighbour each other): where that walk reaches.
    pub(crate) area: [u128; 2],
    pub(crate) type_tops: [u128; Troop::COUNT],
    pub(crate) rack: [[u8; Troop::COUNT]; 2],
    pub(crate) frozen: [[u8; Troop::COUNT]; 2],
    pub(crate) rack_len: [u8; 2],
    pub(crate) frozen_len: [u8; 2],
    /// Reserves, bottom first: the top of the reserve is `reserve[s][reserve_len[s] - 1]`.
    pub(crate) reserve: [[u8; RESERVE]; 2],
    pub(crate) reserve_len: [u8; 2],
    pub(crate) removed: [[u8; Troop::COUNT]; 2],
    /// Piece codes, oldest first.
    pub(crate) discard: [u8; CELLS],
    pub(crate) discard_len: u8,
    pub(crate) medals: [u32; 2],
    /// Regions still holding medals.
    pub(crate) unclaimed: u128,
    pub(crate) claimed: [u128; 2],
    pub(crate) to_move: Side,
    pub(crate) phase: Phase,
    /// Troops placed this turn: (location, cell), in placement order. A dead entry has
    /// location `NONE`.
    pub(crate) placed: [(u8, u8); QUEUE],
    pub(crate) placed_len: u8,
    /// The next entry of `placed` whose special base resolves.
    pub(crate) cursor: u8,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) options: GameOptions,
    pub(crate) rng: Pcg64Mcg,
}

impl State {
    /// An empty board, empty racks and reserves; the building block of setups.
    pub(crate) fn empty(board: Arc<Board>, options: GameOptions, rng: Pcg64Mcg) -> State {
        let unclaimed = board
            .regions
            .iter()
            .enumerate()
            .filter(|(_, r)| r.medals > 0)
            .fold(0u128, |m, (i, _)| m | (1u128 << i));
        // With no troop on the board, each side reaches the locations next to its HQs.
        let area = [
            flood(&board, 0, board.hqs[0], 0, 0).1,
            flood(&board, 0, board.hqs[1], 0, 0).1,
        ];
        State {
            board,
            top: [NONE; MAX_PLAY_LOCATIONS],
            cells: [Cell {
                code: 0,
                below: NONE,
            }; CELLS],
            free: (1u64 << CELLS) - 1,
            side_tops: [0; 2],
            conn: [0; 2],
            area,
            type_tops: [0; Troop::COUNT],
            rack: [[0; Troop::COUNT]; 2],
            frozen: [[0; Troop::COUNT]; 2],
            rack_len: [0; 2],
            frozen_len: [0; 2],
            reserve: [[0; RESERVE]; 2],
            reserve_len: [0; 2],
            removed: [[0; Troop::COUNT]; 2],
            discard: [0; CELLS],
            discard_len: 0,
            medals: [0; 2],
            unclaimed,
            claimed: [0; 2],
            to_move: Side::Blue,
            phase: Phase::Turn,
            placed: [(NONE, NONE); QUEUE],
            placed_len: 0,
            cursor: 0,
            outcome: None,
            options,
            rng,
        }
    }

    // ----- stacks -----

    /// Puts a piece on top of a location's stack and returns its cell.
    #[inline]
    pub(crate) fn push(&mut self, loc: usize, code: u8) -> u8 {
        let c = self.free.trailing_zeros() as u8;
        self.free &= !(1u64 << c);
        let old = self.top[loc];
        self.cells[c as usize] = Cell { code, below: old };
        let bit = 1u128 << loc;
        let side = (code >> TROOP_BITS) as usize;
        let mut lost = None;
        if old != NONE {
            let oc = self.cells[old as usize].code;
            self.side_tops[(oc >> TROOP_BITS) as usize] &= !bit;
            self.type_tops[(oc & TROOP_MASK) as usize] &= !bit;
            lost = Some((oc >> TROOP_BITS) as usize);
        }
        self.side_tops[side] |= bit;
        self.type_tops[(code & TROOP_MASK) as usize] |= bit;
        self.top[loc] = c;
        if lost != Some(side) {
            if let Some(o) = lost {
                self.lose_top(o, bit);
            }
            self.gain_top(side, bit);
        }
        c
    }

    /// Side `s` no longer tops the location `bit`: its connection is walked again when that
    /// base was part of it.
    #[inline]
    fn lose_top(&mut self, s: usize, bit: u128) {
        if self.conn[s] & bit != 0 {
            self.walk(s);
        }
    }

    /// Side `s` now tops the location `bit`: a base next to its connection joins it, with every
    /// base of its own it links up.
    #[inline]
    fn gain_top(&mut self, s: usize, bit: u128) {
        let b = &*self.board;
        if bit & b.bases & self.area[s] == 0 {
            return;
        }
        let own = self.side_tops[s] & b.bases;
        (self.conn[s], self.area[s]) = flood(b, own, bit, self.conn[s] | bit, self.area[s]);
    }

    /// The connection rule (RULES §4.3) as one walk from side `s`'s HQs through the bases its
    /// own troops top: sets its `conn` and `area` afresh.
    fn walk(&mut self, s: usize) {
        let b = &*self.board;
        let own = self.side_tops[s] & b.bases;
        (self.conn[s], self.area[s]) = flood(b, own, b.hqs[s], 0, 0);
    }

    /// Takes the top piece off a location's stack.
    #[inline]
    pub(crate) fn pop(&mut self, loc: usize) -> Option<u8> {
        let c = self.top[loc];
        if c == NONE {
            return None;
        }
        let cell = self.cells[c as usize];
        self.free |= 1u64 << c;
        self.top[loc] = cell.below;
        let bit = 1u128 << loc;
        let side = (cell.code >> TROOP_BITS) as usize;
        self.side_tops[side] &= !bit;
        self.type_tops[(cell.code & TROOP_MASK) as usize] &= !bit;
        let mut gained = None;
        if cell.below != NONE {
            let nc = self.cells[cell.below as usize].code;
            self.side_tops[(nc >> TROOP_BITS) as usize] |= bit;
            self.type_tops[(nc & TROOP_MASK) as usize] |= bit;
            gained = Some((nc >> TROOP_BITS) as usize);
        }
        if gained != Some(side) {
            self.lose_top(side, bit);
            if let Some(g) = gained {
                self.gain_top(g, bit);
            }
        }
        for e in &mut self.placed[..self.placed_len as usize] {
            if e.1 == c {
                e.0 = NONE;
            }
        }
        Some(cell.code)
    }

    #[inline]
    pub(crate) fn top_code(&self, loc: usize) -> Option<u8> {
        let c = self.top[loc];
        if c == NONE {
            None
        } else {
            Some(self.cells[c as usize].code)
        }
    }

    /// The cells of a stack, top first.
    pub(crate) fn stack_cells(&self, loc: usize) -> impl Iterator<Item = u8> + '_ {
        let mut c = self.top[loc];
        std::iter::from_fn(move || {
            if c == NONE {
                None
            } else {
                let r = c;
                c = self.cells[c as usize].below;
                Some(r)
            }
        })
    }

    // ----- racks and reserves -----

    #[inline]
    pub(crate) fn rack_add(&mut self, s: usize, t: usize) {
        self.rack[s][t] += 1;
        self.rack_len[s] += 1;
    }

    /// Removes one troop of type `t` from a rack, taking an unfrozen copy when there is one
    /// (or the frozen one when `prefer_frozen`).
    pub(crate) fn rack_remove(&mut self, s: usize, t: usize, prefer_frozen: bool) {
        let unfrozen = self.rack[s][t] - self.frozen[s][t];
        self.rack[s][t] -= 1;
        self.rack_len[s] -= 1;
        if self.frozen[s][t] > 0 && (prefer_frozen || unfrozen == 0) {
            self.frozen[s][t] -= 1;
            self.frozen_len[s] -= 1;
        }
    }

    #[inline]
    pub(crate) fn can_draw(&self, s: usize) -> bool {
        self.reserve_len[s] > 0 && self.rack_len[s] < RACK_LIMIT
    }

    /// How many troops a draw of up to `n` takes for side `s`.
    #[inline]
    pub(crate) fn draw_count(&self, s: usize, n: u8) -> u8 {
        n.min(self.reserve_len[s])
            .min(RACK_LIMIT.saturating_sub(self.rack_len[s]))
    }

    pub(crate) fn push_discard(&mut self, code: u8) {
        if (self.discard_len as usize) < CELLS {
            self.discard[self.discard_len as usize] = code;
            self.discard_len += 1;
        }
    }

    // ----- public reading API -----

    /// The compiled board the game is played on.
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// The side that acts next (also while an effect is pending); `None` once the game is over.
    pub fn to_move(&self) -> Option<Side> {
        if self.phase == Phase::Over {
            None
        } else {
            Some(self.to_move)
        }
    }

    /// The side whose turn it is or was when the game ended.
    pub fn turn_side(&self) -> Side {
        self.to_move
    }

    /// The effect waiting for an answer.
    pub fn pending(&self) -> Option<Pending> {
        match self.phase {
            Phase::Effect { kind, .. } => Some(kind),
            _ => None,
        }
    }

    /// Where the pending effect comes from: the troop's base for a troop effect, the special
    /// base for a base effect.
    pub fn pending_at(&self) -> Option<Loc> {
        match self.phase {
            Phase::Effect { loc, .. } => Some(Loc(loc)),
            _ => None,
        }
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether the side to move is at the start of its turn (no effect pending).
    pub fn at_turn_start(&self) -> bool {
        self.phase == Phase::Turn
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    /// Whether special-base effects are on (not first-game mode and the map has them).
    pub fn base_effects_on(&self) -> bool {
        !self.options.first_game && self.board.base_effect.is_some()
    }

    pub fn medals(&self, side: Side) -> u32 {
        self.medals[side.index()]
    }

    /// The top troop of a location.
    pub fn top(&self, loc: Loc) -> Option<Piece> {
        self.top_code(loc.index()).map(Piece::from_code)
    }

    /// A location's stack, bottom to top.
    pub fn stack(&self, loc: Loc) -> Vec<Piece> {
        let mut v: Vec<Piece> = self
            .stack_cells(loc.index())
            .map(|c| Piece::from_code(self.cells[c as usize].code))
            .collect();
        v.reverse();
        v
    }

    /// Bases whose top troop is `side`'s.
    pub fn controlled(&self, side: Side) -> LocSet {
        LocSet(self.side_tops[side.index()] & self.board.bases)
    }

    /// Troops on a rack, counted per type (indexed by [`Troop::index`]); frozen ones included.
    pub fn rack(&self, side: Side) -> [u8; Troop::COUNT] {
        self.rack[side.index()]
    }

    /// Frozen troops on a rack, counted per type.
    pub fn frozen(&self, side: Side) -> [u8; Troop::COUNT] {
        self.frozen[side.index()]
    }

    pub fn rack_len(&self, side: Side) -> usize {
        self.rack_len[side.index()] as usize
    }

    /// The rack as a list sorted Kwak first, then by strength.
    pub fn rack_list(&self, side: Side) -> Vec<Troop> {
        expand(&self.rack[side.index()])
    }

    /// The frozen troops as a list sorted like the rack.
    pub fn frozen_list(&self, side: Side) -> Vec<Troop> {
        expand(&self.frozen[side.index()])
    }

    /// The reserve, top first.
    pub fn reserve(&self, side: Side) -> Vec<Troop> {
        let s = side.index();
        self.reserve[s][..self.reserve_len[s] as usize]
            .iter()
            .rev()
            .map(|&t| Troop::from_index(t as usize))
            .collect()
    }

    pub fn reserve_len(&self, side: Side) -> usize {
        self.reserve_len[side.index()] as usize
    }

    /// Troops removed unseen at setup, counted per type.
    pub fn removed(&self, side: Side) -> [u8; Troop::COUNT] {
        self.removed[side.index()]
    }

    /// The discard, oldest first.
    pub fn discard(&self) -> Vec<Piece> {
        self.discard[..self.discard_len as usize]
            .iter()
            .map(|&c| Piece::from_code(c))
            .collect()
    }

    /// Who claimed a region, if anyone.
    pub fn claimed_by(&self, r: RegionId) -> Option<Side> {
        let bit = 1u128 << r.index();
        if self.claimed[0] & bit != 0 {
            Some(Side::Blue)
        } else if self.claimed[1] & bit != 0 {
            Some(Side::Red)
        } else {
            None
        }
    }

    /// Regions claimed so far, by either side. Claims are for good, so the count only grows,
    /// and it grows exactly when some region is claimed: a cheap test of whether an action
    /// claimed anything.
    pub fn claimed_count(&self) -> u32 {
        (self.claimed[0] | self.claimed[1]).count_ones()
    }

    /// Medals a region still holds (0 once claimed).
    pub fn medals_left(&self, r: RegionId) -> u32 {
        if self.unclaimed & (1u128 << r.index()) != 0 {
            self.board.regions[r.index()].medals
        } else {
            0
        }
    }

    /// The troops placed this turn that are still in the queue of special-base effects, with
    /// their locations, in placement order (for the UI).
    pub fn placed_this_turn(&self) -> Vec<Loc> {
        self.placed[..self.placed_len as usize]
            .iter()
            .filter(|e| e.0 != NONE)
            .map(|e| Loc(e.0))
            .collect()
    }

    /// Counts every troop of a side where it is: (board, rack, reserve, discard, removed), per
    /// type. Each type sums to 3 in every reachable state.
    pub fn census(&self, side: Side) -> [[u8; Troop::COUNT]; 5] {
        let s = side.index();
        let mut out = [[0u8; Troop::COUNT]; 5];
        for l in 0..self.board.num_locations() {
            for c in self.stack_cells(l) {
                let code = self.cells[c as usize].code;
                if (code >> TROOP_BITS) as usize == s {
                    out[0][(code & TROOP_MASK) as usize] += 1;
                }
            }
        }
        out[1] = self.rack[s];
        for &t in &self.reserve[s][..self.reserve_len[s] as usize] {
            out[2][t as usize] += 1;
        }
        for &c in &self.discard[..self.discard_len as usize] {
            if (c >> TROOP_BITS) as usize == s {
                out[3][(c & TROOP_MASK) as usize] += 1;
            }
        }
        out[4] = self.removed[s];
        out
    }

    /// A comparable form of the placement queue: (location, depth of the troop from the top).
    fn queue_key(&self) -> Vec<(u8, Option<usize>)> {
        self.placed[..self.placed_len as usize]
            .iter()
            .map(|&(l, c)| {
                if l == NONE {
                    (l, None)
                } else {
                    (l, self.stack_cells(l as usize).position(|x| x == c))
                }
            })
            .collect()
    }

    fn stacks_key(&self) -> Vec<Vec<u8>> {
        (0..self.board.num_locations())
            .map(|l| {
                self.stack_cells(l)
                    .map(|c| self.cells[c as usize].code)
                    .collect()
            })
            .collect()
    }
}

pub(crate) fn expand(counts: &[u8; Troop::COUNT]) -> Vec<Troop> {
    let mut v = Vec::new();
    for t in Troop::ALL {
        for _ in 0..counts[t.index()] {
            v.push(t);
        }
    }
    v
}

impl PartialEq for State {
    /// Two states are equal when they hold the same game (stacks compared by content, not by
    /// storage), the same random source included.
    fn eq(&self, o: &State) -> bool {
        (Arc::ptr_eq(&self.board, &o.board) || self.board.name() == o.board.name())
            && self.stacks_key() == o.stacks_key()
            && self.rack == o.rack
            && self.frozen == o.frozen
            && self.reserve_len == o.reserve_len
            && (0..2).all(|s| {
                self.reserve[s][..self.reserve_len[s] as usize]
                    == o.reserve[s][..o.reserve_len[s] as usize]
            })
            && self.removed == o.removed
            && self.discard[..self.discard_len as usize] == o.discard[..o.discard_len as usize]
            && self.medals == o.medals
            && self.unclaimed == o.unclaimed
            && self.claimed == o.claimed
            && self.to_move == o.to_move
            && self.phase == o.phase
            && self.queue_key() == o.queue_key()
            && self.cursor == o.cursor
            && self.outcome == o.outcome
            && self.options == o.options
            && self.rng == o.rng
    }
}

impl fmt::Debug for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = &*self.board;
        let mut d = f.debug_struct("State");
        d.field("to_move", &self.to_move)
            .field("phase", &self.phase)
            .field("outcome", &self.outcome)
            .field("medals", &BySide::new(self.medals[0], self.medals[1]));
        let stacks: Vec<(String, Vec<Piece>)> = b
            .locations()
            .filter(|&l| self.top[l.index()] != NONE)
            .map(|l| (b.id(l).to_string(), self.stack(l)))
            .collect();
        d.field("stacks", &stacks)
            .field(
                "racks",
                &BySide::new(self.rack_list(Side::Blue), self.rack_list(Side::Red)),
            )
            .field(
                "frozen",
                &BySide::new(self.frozen_list(Side::Blue), self.frozen_list(Side::Red)),
            )
            .field(
                "reserves",
                &BySide::new(self.reserve(Side::Blue), self.reserve(Side::Red)),
            )
            .field("discard", &self.discard())
            .finish()
    }
}

/// The connection walk (RULES §4.3) from the locations of `todo` through the bases of `own`:
/// `conn` and `area` grow by every base of `own` it reaches and every location next to one of
/// them or to a location of `todo`.
#[inline]
pub(crate) fn flood(
    b: &Board,
    own: u128,
    mut todo: u128,
    mut conn: u128,
    mut area: u128,
) -> (u128, u128) {
    while todo != 0 {
        let i = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let nb = b.neighbours[i & (MAX_PLAY_LOCATIONS - 1)];
        area |= nb;
        let new = nb & own & !conn;
        conn |= new;
        todo |= new;
    }
    (conn, area)
}
