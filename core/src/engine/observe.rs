//! What one side may see (RULES §8), and consistent samples of what it cannot see.
//!
//! An [`Observation`] is a view of a state through one side's eyes: it borrows the state and
//! answers only questions whose answers that side knows, so building one costs nothing and
//! allocates nothing. A player that decides from the public position alone (the random level)
//! never pays for more; a player that needs the hidden parts asks for a
//! [sample](Observation::determinize), in which everything the side cannot see is dealt again
//! from what it has not seen.

use super::action::{Action, Outcome, Pending, Piece};
use super::board::{Board, Loc, LocSet, RegionId};
use super::legal::LegalActions;
use super::state::{RESERVE, State};
use crate::pieces::{BySide, Side, Troop};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use std::fmt;
use std::sync::Arc;

/// What one side sees of a state: its own rack, every stack, the discard, the medals and claims,
/// and the sizes of both reserves and of the opponent's rack. Not the opponent's rack contents,
/// either reserve's order, or the troops removed at setup.
///
/// The view borrows the state but keeps it private: nothing outside the engine can reach the
/// state through it, and no method answers from a hidden part. Two states that differ only in
/// what `side` cannot see give equal observations (`==` compares what the side sees).
#[derive(Clone)]
pub struct Observation<'a> {
    side: Side,
    state: &'a State,
}

impl State {
    /// What `side` may see of this state. Free: the view borrows the state.
    pub fn observation(&self, side: Side) -> Observation<'_> {
        Observation { side, state: self }
    }

    /// A reserve counted per troop type.
    fn reserve_counts(&self, s: usize) -> [u8; Troop::COUNT] {
        let mut c = [0u8; Troop::COUNT];
        for &t in &self.reserve[s][..self.reserve_len[s] as usize] {
            c[t as usize] += 1;
        }
        c
    }

    /// Deals a pool of a side's troops, in order, to its rack (`rack` troops, of which the
    /// first `frozen` are frozen; 0 keeps the rack as it is), then its reserve (keeping its
    /// size; the pool's first troops go on top), then the removed troops.
    fn fill_pool(&mut self, s: usize, pool: &[Troop], rack: u8, frozen: u8) {
        let mut it = pool.iter();
        if rack > 0 {
            self.rack[s] = [0; Troop::COUNT];
            self.frozen[s] = [0; Troop::COUNT];
            self.rack_len[s] = 0;
            self.frozen_len[s] = 0;
            for i in 0..rack {
                if let Some(t) = it.next() {
                    self.rack_add(s, t.index());
                    if i < frozen {
                        self.frozen[s][t.index()] += 1;
                        self.frozen_len[s] += 1;
                    }
                }
            }
        }
        let n = self.reserve_len[s] as usize;
        for i in (0..n).rev() {
            if let Some(t) = it.next() {
                self.reserve[s][i] = *t as u8;
            }
        }
        self.removed[s] = [0; Troop::COUNT];
        for t in it {
            self.removed[s][t.index()] += 1;
        }
    }
}

/// Troops of one side whose whereabouts are unknown, as a list on the stack (at most a side's
/// 24 troops), Kwak first, then by strength.
struct Pool {
    troops: [Troop; RESERVE],
    len: usize,
}

impl Pool {
    fn new(counts: &[u8; Troop::COUNT]) -> Pool {
        let mut troops = [Troop::Kwak; RESERVE];
        let mut len = 0;
        for t in Troop::ALL {
            for _ in 0..counts[t.index()] {
                if len < RESERVE {
                    troops[len] = t;
                    len += 1;
                }
            }
        }
        Pool { troops, len }
    }

    fn as_mut_slice(&mut self) -> &mut [Troop] {
        &mut self.troops[..self.len]
    }
}

impl<'a> Observation<'a> {
    /// The side observing.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Whether the observing side is the one to act (its turn, or an effect it answers).
    pub fn is_my_turn(&self) -> bool {
        self.state.to_move() == Some(self.side)
    }

    /// The side that acts next; `None` once the game is over.
    pub fn to_move(&self) -> Option<Side> {
        self.state.to_move()
    }

    /// The side whose turn it is or was when the game ended.
    pub fn turn_side(&self) -> Side {
        self.state.turn_side()
    }

    /// Whether the side to move is at the start of its turn (no effect pending).
    pub fn at_turn_start(&self) -> bool {
        self.state.at_turn_start()
    }

    /// The effect waiting for an answer.
    pub fn pending(&self) -> Option<Pending> {
        self.state.pending()
    }

    /// Where the pending effect comes from.
    pub fn pending_at(&self) -> Option<Loc> {
        self.state.pending_at()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The board the game is played on.
    pub fn board(&self) -> &'a Arc<Board> {
        self.state.board()
    }

    /// The top troop of a location (stacks are public).
    pub fn top(&self, loc: Loc) -> Option<Piece> {
        self.state.top(loc)
    }

    /// A location's stack, top first, read in place.
    pub fn stack_top_down(&self, loc: Loc) -> impl Iterator<Item = Piece> + 'a {
        let st = self.state;
        st.stack_cells(loc.index())
            .map(move |c| Piece::from_code(st.cells[c as usize].code))
    }

    /// A location's stack, bottom to top, as a new list.
    pub fn stack(&self, loc: Loc) -> Vec<Piece> {
        self.state.stack(loc)
    }

    /// Bases whose top troop is `side`'s.
    pub fn controlled(&self, side: Side) -> LocSet {
        self.state.controlled(side)
    }

    /// The observing side's rack, counted per troop type (frozen included).
    pub fn rack(&self) -> [u8; Troop::COUNT] {
        self.state.rack(self.side)
    }

    /// The observing side's rack as a list, Kwak first, then by strength.
    pub fn rack_list(&self) -> Vec<Troop> {
        self.state.rack_list(self.side)
    }

    /// The observing side's frozen troops, per type.
    pub fn frozen(&self) -> [u8; Troop::COUNT] {
        self.state.frozen(self.side)
    }

    /// Number of troops on a side's rack (frozen included): the count is public, the contents
    /// only to the rack's owner.
    pub fn rack_len(&self, side: Side) -> usize {
        self.state.rack_len(side)
    }

    /// Number of troops on the opponent's rack (frozen included).
    pub fn opponent_rack(&self) -> usize {
        self.state.rack_len(self.side.other())
    }

    /// Number of the opponent's frozen troops (which ones is not known).
    pub fn opponent_frozen(&self) -> usize {
        self.state.frozen_len[self.side.other().index()] as usize
    }

    /// The sizes of both reserves.
    pub fn reserves(&self) -> BySide<usize> {
        BySide::new(
            self.state.reserve_len(Side::Blue),
            self.state.reserve_len(Side::Red),
        )
    }

    /// The discard, oldest first.
    pub fn discard(&self) -> Vec<Piece> {
        self.state.discard()
    }

    pub fn medals(&self, side: Side) -> u32 {
        self.state.medals(side)
    }

    /// Who claimed a region, if anyone.
    pub fn claimed_by(&self, r: RegionId) -> Option<Side> {
        self.state.claimed_by(r)
    }

    /// Medals a region still holds (0 once claimed).
    pub fn medals_left(&self, r: RegionId) -> u32 {
        self.state.medals_left(r)
    }

    /// Per type, troops of `of` whose whereabouts the observer does not know: for its own side
    /// the reserve and the removed troops; for the opponent its rack, reserve and removed troops.
    pub fn unseen(&self, of: Side) -> [u8; Troop::COUNT] {
        let st = self.state;
        let s = of.index();
        let mut c = st.reserve_counts(s);
        for (t, n) in c.iter_mut().enumerate() {
            *n += st.removed[s][t];
            if of != self.side {
                *n += st.rack[s][t];
            }
        }
        c
    }

    /// The observer's legal actions, into `out` (cleared first); none when it is not the
    /// observer's turn. They are the state's own: for the side to move they never depend on
    /// hidden information, chance actions being unnamed.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.is_my_turn() {
            self.state.legal_actions(out);
        } else {
            out.clear();
        }
    }

    /// The observer's legal actions counted and picked by index ([`State::legal`]); none when
    /// it is not the observer's turn.
    pub fn legal(&self) -> LegalActions<'a> {
        if self.is_my_turn() {
            self.state.legal()
        } else {
            LegalActions::none(self.state.board())
        }
    }

    /// A full state consistent with everything the observer sees: the unseen troops dealt at
    /// random (from `seed`) to the opponent's rack, both reserves and the removed troops, and a
    /// fresh random source. Everything hidden is dealt again, so the sample depends only on what
    /// the observer sees and on `seed`. An AI that samples many of these decides fairly.
    pub fn determinize(&self, seed: u64) -> State {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut own = Pool::new(&self.unseen(self.side));
        own.as_mut_slice().shuffle(&mut rng);
        let mut theirs = Pool::new(&self.unseen(self.side.other()));
        theirs.as_mut_slice().shuffle(&mut rng);
        let mut st = self.state.clone();
        st.rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5DEE_CE66_D1CE_F00D);
        self.deal(&mut st, &mut own, &mut theirs);
        st
    }

    /// A full state consistent with everything the observer sees in which the opponent's rack
    /// holds `rack` (per type, frozen included) with `frozen` of them frozen; the rest of the
    /// opponent's unseen troops go to its reserve and removed troops in a canonical order, and
    /// the observer's own hidden troops are as the state holds them. `None` when the observer
    /// could not see such a rack: a troop it knows is elsewhere, or another rack size or number
    /// of frozen troops.
    pub fn with_opponent_rack(
        &self,
        rack: &[u8; Troop::COUNT],
        frozen: &[u8; Troop::COUNT],
    ) -> Option<State> {
        let op = self.side.other().index();
        let unseen = self.unseen(self.side.other());
        let st = self.state;
        let fits = (0..Troop::COUNT).all(|t| frozen[t] <= rack[t] && rack[t] <= unseen[t]);
        let size: usize = rack.iter().map(|&n| n as usize).sum();
        let frozen_size: usize = frozen.iter().map(|&n| n as usize).sum();
        if !fits || size != st.rack_len[op] as usize || frozen_size != st.frozen_len[op] as usize {
            return None;
        }
        // The frozen troops first, then the rest of the rack, then everything else.
        let mut pool = Vec::with_capacity(RESERVE);
        let mut left = unseen;
        for (t, &n) in frozen.iter().enumerate() {
            pool.extend(std::iter::repeat_n(Troop::ALL[t], n as usize));
            left[t] -= n;
        }
        for t in 0..Troop::COUNT {
            let n = rack[t] - frozen[t];
            pool.extend(std::iter::repeat_n(Troop::ALL[t], n as usize));
            left[t] -= n;
        }
        for (t, &n) in left.iter().enumerate() {
            pool.extend(std::iter::repeat_n(Troop::ALL[t], n as usize));
        }
        let mut out = st.clone();
        if size == 0 {
            // An empty rack stays empty: the pool goes to the reserve and removed troops.
            out.fill_pool(op, &pool, 0, 0);
        } else {
            out.fill_pool(op, &pool, st.rack_len[op], st.frozen_len[op]);
        }
        Some(out)
    }

    /// Deals the two pools into `st`: the observer's unseen troops to its reserve and removed
    /// troops, the opponent's to its rack (as many as it holds, as many frozen), reserve and
    /// removed troops.
    fn deal(&self, st: &mut State, own: &mut Pool, theirs: &mut Pool) {
        let me = self.side.index();
        let op = me ^ 1;
        st.fill_pool(me, own.as_mut_slice(), 0, 0);
        let (rack, frozen) = (st.rack_len[op], st.frozen_len[op]);
        st.fill_pool(op, theirs.as_mut_slice(), rack, frozen);
    }

    /// The state with every hidden part in a canonical order and a fixed random source: equal
    /// for two states exactly when the observer cannot tell them apart.
    fn canonical(&self) -> State {
        let mut own = Pool::new(&self.unseen(self.side));
        let mut theirs = Pool::new(&self.unseen(self.side.other()));
        let mut st = self.state.clone();
        st.rng = Pcg64Mcg::seed_from_u64(0);
        self.deal(&mut st, &mut own, &mut theirs);
        st
    }
}

impl PartialEq for Observation<'_> {
    /// Whether the two views show the same thing to the same side.
    fn eq(&self, o: &Observation<'_>) -> bool {
        self.side == o.side && self.canonical() == o.canonical()
    }
}

impl fmt::Debug for Observation<'_> {
    /// What the side sees; hidden parts appear in their canonical order, never as they are.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Observation")
            .field("side", &self.side)
            .field("seen", &self.canonical())
            .finish()
    }
}
