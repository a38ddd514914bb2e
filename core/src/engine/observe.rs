//! What one side may see (RULES §8), and consistent samples of what it cannot see.

use super::action::{Outcome, Pending, Piece};
use super::board::{Board, Loc};
use super::state::State;
use crate::pieces::{BySide, Side, Troop};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;

/// What one side sees: its own rack, every stack, the discard, the medals and claims, and the
/// sizes of both reserves and of the opponent's rack. Not the opponent's rack contents, either
/// reserve's order, or the troops removed at setup.
///
/// Two states that differ only in what `side` cannot see give equal observations.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    /// The side observing.
    pub side: Side,
    pub to_move: Option<Side>,
    pub pending: Option<Pending>,
    pub pending_at: Option<Loc>,
    pub outcome: Option<Outcome>,
    /// Every location's stack, bottom to top, indexed by location.
    pub stacks: Vec<Vec<Piece>>,
    /// The observing side's rack, counted per troop type (frozen included).
    pub rack: [u8; 8],
    /// The observing side's frozen troops, per type.
    pub frozen: [u8; 8],
    /// Number of troops on the opponent's rack (frozen included).
    pub opponent_rack: usize,
    /// Number of the opponent's frozen troops (which ones is not known).
    pub opponent_frozen: usize,
    pub reserves: BySide<usize>,
    /// The discard, oldest first.
    pub discard: Vec<Piece>,
    pub medals: BySide<u32>,
    /// Who claimed each region, indexed by region.
    pub claimed: Vec<Option<Side>>,
    /// Per side and type, troops whose whereabouts the observer does not know (its own reserve
    /// and removed troops; the opponent's rack, reserve and removed troops).
    pub unseen: BySide<[u8; 8]>,
    /// The state with every hidden part put in a canonical order.
    skeleton: State,
}

impl State {
    /// What `side` may see of this state.
    pub fn observation(&self, side: Side) -> Observation {
        let b = self.board.clone();
        let me = side.index();
        let op = me ^ 1;
        let own_res = self.reserve_counts(me);
        let op_res = self.reserve_counts(op);
        let mut unseen = [[0u8; 8]; 2];
        for t in 0..8 {
            unseen[me][t] = own_res[t] + self.removed[me][t];
            unseen[op][t] = op_res[t] + self.removed[op][t] + self.rack[op][t];
        }
        let mut skeleton = self.clone();
        skeleton.rng = Pcg64Mcg::seed_from_u64(0);
        let own_pool = super::state::expand(&unseen[me]);
        skeleton.fill_pool(me, &own_pool, 0, 0);
        let op_pool = super::state::expand(&unseen[op]);
        skeleton.fill_pool(op, &op_pool, self.rack_len[op], self.frozen_len[op]);
        Observation {
            side,
            to_move: self.to_move(),
            pending: self.pending(),
            pending_at: self.pending_at(),
            outcome: self.outcome,
            stacks: b.locations().map(|l| self.stack(l)).collect(),
            rack: self.rack[me],
            frozen: self.frozen[me],
            opponent_rack: self.rack_len[op] as usize,
            opponent_frozen: self.frozen_len[op] as usize,
            reserves: BySide::new(self.reserve_len[0] as usize, self.reserve_len[1] as usize),
            discard: self.discard(),
            medals: BySide::new(self.medals[0], self.medals[1]),
            claimed: b.regions().map(|r| self.claimed_by(r)).collect(),
            unseen: BySide::new(unseen[0], unseen[1]),
            skeleton,
        }
    }

    /// Deals a pool of a side's troops, in order, to its rack (`rack` troops, of which the
    /// first `frozen` are frozen; 0 keeps the rack as it is), then its reserve (keeping its
    /// size; the pool's first troops go on top), then the removed troops.
    fn fill_pool(&mut self, s: usize, pool: &[Troop], rack: u8, frozen: u8) {
        let mut it = pool.iter();
        if rack > 0 {
            self.rack[s] = [0; 8];
            self.frozen[s] = [0; 8];
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
        self.removed[s] = [0; 8];
        for t in it {
            self.removed[s][t.index()] += 1;
        }
    }
}

impl State {
    /// A reserve counted per troop type.
    fn reserve_counts(&self, s: usize) -> [u8; 8] {
        let mut c = [0u8; 8];
        for &t in &self.reserve[s][..self.reserve_len[s] as usize] {
            c[t as usize] += 1;
        }
        c
    }
}

impl Observation {
    /// The board the game is played on.
    pub fn board(&self) -> &Arc<Board> {
        self.skeleton.board()
    }

    /// The observer's legal actions (those of the full state: they never depend on hidden
    /// information, chance actions being unnamed).
    pub fn legal_actions(&self, out: &mut Vec<super::Action>) {
        self.skeleton.legal_actions(out);
    }

    /// A full state consistent with everything the observer sees: the unseen troops dealt at
    /// random (from `seed`) to the opponent's rack, both reserves and the removed troops, and a
    /// fresh random source. An AI that samples many of these decides fairly.
    pub fn determinize(&self, seed: u64) -> State {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut st = self.skeleton.clone();
        let me = self.side.index();
        let op = me ^ 1;
        let mut own = super::state::expand(&self.unseen[self.side]);
        own.shuffle(&mut rng);
        st.fill_pool(me, &own, 0, 0);
        let mut theirs = super::state::expand(&self.unseen[self.side.other()]);
        theirs.shuffle(&mut rng);
        let rack = st.rack_len[op];
        let frozen = st.frozen_len[op];
        st.fill_pool(op, &theirs, rack, frozen);
        st.rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5DEE_CE66_D1CE_F00D);
        st
    }

    /// The observer's rack as a list, Kwak first, then by strength.
    pub fn rack_list(&self) -> Vec<Troop> {
        super::state::expand(&self.rack)
    }
}
