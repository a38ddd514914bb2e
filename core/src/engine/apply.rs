//! Applying actions: placements, troop effects, Cap'n chains, special-base effects in placement
//! order, claims after every change, immediate wins, the end of the turn and the stalled end.

use super::action::{Action, EndReason, Outcome, Pending, TROOP_BITS, TROOP_MASK};
use super::board::Bits;
use super::error::Illegal;
use super::state::{NONE, Phase, QUEUE, RACK_LIMIT, State};
use crate::pieces::{Side, Troop};
use rand::Rng;

impl State {
    /// Plays a legal action; an illegal one is refused with the reason and the state is left
    /// unchanged.
    pub fn play(&mut self, action: &Action) -> Result<(), Illegal> {
        self.check(action)?;
        self.apply(*action);
        Ok(())
    }

    /// Plays an action known to be legal (from [`State::legal_actions`]), skipping the check.
    /// An illegal action leaves the state meaningless (but never panics on a legal one).
    #[inline]
    pub fn play_unchecked(&mut self, action: &Action) {
        self.apply(*action);
    }

    fn apply(&mut self, action: Action) {
        let s = self.to_move.index();
        match (self.phase, action) {
            (Phase::Over, _) => {}
            (Phase::Turn, Action::Draw(named)) => {
                let n = self.draw_count(s, 2);
                self.take(s, n, named);
                self.end_turn();
            }
            (Phase::Turn, Action::Place(t, l)) | (Phase::Effect { .. }, Action::Place(t, l)) => {
                self.rack_remove(s, t.index(), false);
                let code = ((s as u8) << TROOP_BITS) | t as u8;
                let cell = self.push(l.index(), code);
                self.after_place(t, l.0, cell);
            }
            (Phase::Effect { kind, .. }, a) => {
                match a {
                    Action::Skip => {}
                    Action::Draw(named) => {
                        let most = if kind == Pending::Skully { 2 } else { 1 };
                        let n = self.draw_count(s, most);
                        self.take(s, n, named);
                    }
                    Action::Discard(l) => {
                        if let Some(code) = self.pop(l.index()) {
                            self.push_discard(code);
                            if self.claims(l.bit()) {
                                return;
                            }
                        }
                    }
                    Action::DiscardRack(named) => self.discard_from_rack(s ^ 1, named),
                    Action::Recall(l) => {
                        if let Some(code) = self.pop(l.index()) {
                            self.rack_add(s, (code & TROOP_MASK) as usize);
                            if self.claims(l.bit()) {
                                return;
                            }
                        }
                    }
                    Action::Move(f, t) => {
                        if let Some(code) = self.pop(f.index()) {
                            self.push(t.index(), code);
                            if self.claims(f.bit() | t.bit()) {
                                return;
                            }
                        }
                    }
                    Action::Revive(t) => {
                        let code = ((s as u8) << TROOP_BITS) | t as u8;
                        let len = self.discard_len as usize;
                        if let Some(i) = self.discard[..len].iter().rposition(|&c| c == code) {
                            self.discard.copy_within(i + 1..len, i);
                            self.discard_len -= 1;
                            self.rack_add(s, t.index());
                        }
                    }
                    Action::Freeze(named) => self.freeze(s ^ 1, named),
                    Action::Place(..) => unreachable!("handled above"),
                }
                if kind.is_base_effect() {
                    self.cursor += 1;
                }
                self.resolve_bases();
            }
            (Phase::Turn, _) => {}
        }
    }

    /// After a troop lands: an enemy HQ wins at once; otherwise queue it for its special base,
    /// claim regions, then resolve its own effect.
    fn after_place(&mut self, t: Troop, loc: u8, cell: u8) {
        let b = &*self.board;
        let s = self.to_move.index();
        if b.hqs[s ^ 1] & (1u128 << loc) != 0 {
            self.finish(self.to_move, EndReason::Hq);
            return;
        }
        if (self.placed_len as usize) < QUEUE {
            self.placed[self.placed_len as usize] = (loc, cell);
            self.placed_len += 1;
        }
        if self.claims_by(1u128 << loc, true) {
            return;
        }
        self.start_troop_effect(t, loc);
    }

    fn start_troop_effect(&mut self, t: Troop, loc: u8) {
        let b = &*self.board;
        let s = self.to_move.index();
        if b.suppress & (1u128 << loc) == 0 {
            let possible = match t {
                Troop::Skully | Troop::Star => self.can_draw(s),
                Troop::Capn => self.has_placement(s),
                Troop::Jumbo => b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1] != 0,
                Troop::Xb42 => self.rack_len[s ^ 1] > 0,
                Troop::Kwak | Troop::Hook | Troop::Roxy => false,
            };
            if possible {
                let kind = match t {
                    Troop::Skully => Pending::Skully,
                    Troop::Star => Pending::Star,
                    Troop::Capn => Pending::Capn,
                    Troop::Jumbo => Pending::Jumbo,
                    _ => Pending::Xb42,
                };
                self.phase = Phase::Effect { kind, loc, slot: 0 };
                return;
            }
        }
        self.resolve_bases();
    }

    /// Resolves the special bases of the troops placed this turn, from the cursor on, each only
    /// if its troop is still on top when its turn comes; ends the turn when none is left.
    fn resolve_bases(&mut self) {
        if self.phase == Phase::Over {
            return;
        }
        let b = &*self.board;
        let s = self.to_move.index();
        if let (Some(kind), false) = (b.base_effect, self.options.first_game) {
            while (self.cursor as usize) < self.placed_len as usize {
                let (loc, cell) = self.placed[self.cursor as usize];
                if loc != NONE
                    && b.effect_bases & (1u128 << loc) != 0
                    && self.top[loc as usize] == cell
                {
                    let here = 1u128 << loc;
                    let possible = match kind {
                        Pending::Castle => {
                            self.rack_len[s] < RACK_LIMIT
                                && self.side_tops[s] & b.bases & !here != 0
                        }
                        Pending::Clouds => self.can_draw(s),
                        Pending::Volcano => {
                            b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1] != 0
                        }
                        Pending::Cemetery => {
                            self.rack_len[s] < RACK_LIMIT
                                && self.discard[..self.discard_len as usize]
                                    .iter()
                                    .any(|&c| (c >> TROOP_BITS) as usize == s)
                        }
                        Pending::Battlefield => self.rack_len[s ^ 1] > self.frozen_len[s ^ 1],
                        _ => false,
                    };
                    if possible {
                        self.phase = Phase::Effect {
                            kind,
                            loc,
                            slot: self.cursor,
                        };
                        return;
                    }
                }
                self.cursor += 1;
            }
        }
        self.end_turn();
    }

    /// Ends the turn: the mover's frozen troops thaw, the other side moves, and the stalled end
    /// is checked for it.
    fn end_turn(&mut self) {
        let s = self.to_move.index();
        self.frozen[s] = [0; Troop::COUNT];
        self.frozen_len[s] = 0;
        self.to_move = self.to_move.other();
        self.phase = Phase::Turn;
        self.placed_len = 0;
        self.cursor = 0;
        self.check_stalled();
    }

    /// The stalled end (rule 6.4): checked at the start of every turn.
    pub(crate) fn check_stalled(&mut self) {
        if self.phase != Phase::Turn {
            return;
        }
        let s = self.to_move.index();
        if self.can_draw(s) || self.has_placement(s) {
            return;
        }
        let winner = if self.medals[s] > self.medals[s ^ 1] {
            self.to_move
        } else {
            self.to_move.other()
        };
        self.finish(winner, EndReason::Stalled);
    }

    fn finish(&mut self, winner: Side, end: EndReason) {
        self.outcome = Some(Outcome { winner, end });
        self.phase = Phase::Over;
    }

    /// Claims every region still holding medals whose ring is all topped by one side, then
    /// checks the medal targets. Returns whether the game ended. `changed` holds the locations
    /// whose top just changed: only a region whose ring holds one of them can be claimable, since
    /// none was before the change (every change claims, and a set-up position has no unclaimed
    /// region fully held by one side).
    pub(crate) fn claims(&mut self, changed: u128) -> bool {
        self.claims_by(changed, false)
    }

    /// [`State::claims`]; `mover_only` when the change is a placement by the side to move,
    /// which leaves the other side topping no more than before: only the mover can have
    /// closed a ring.
    #[inline]
    fn claims_by(&mut self, changed: u128, mover_only: bool) -> bool {
        let b = &*self.board;
        let mut touched = 0u128;
        for l in Bits(changed) {
            touched |= b.ring_regions[l as usize];
        }
        let mut changed = false;
        let mut r = self.unclaimed & touched;
        while r != 0 {
            let i = r.trailing_zeros() as usize;
            r &= r - 1;
            let ring = b.regions[i].ring;
            let me = self.to_move.index();
            let sides: &[usize] = if mover_only { &[me] } else { &[me, me ^ 1] };
            for &side in sides {
                if ring & self.side_tops[side] == ring {
                    self.unclaimed &= !(1u128 << i);
                    self.claimed[side] |= 1u128 << i;
                    self.medals[side] += b.regions[i].medals;
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            return false;
        }
        let me = self.to_move;
        if self.medals[me.index()] >= b.target(me) {
            self.finish(me, EndReason::Medals);
            true
        } else if self.medals[me.other().index()] >= b.target(me.other()) {
            self.finish(me.other(), EndReason::Medals);
            true
        } else {
            false
        }
    }

    /// Moves `n` troops from side `s`'s reserve to its rack: the named ones (taken from wherever
    /// they are, topmost copy first), or the top ones.
    pub(crate) fn take(&mut self, s: usize, n: u8, named: [Option<Troop>; 2]) {
        if named[0].is_some() {
            for t in named.iter().flatten() {
                let len = self.reserve_len[s] as usize;
                if let Some(i) = self.reserve[s][..len].iter().rposition(|&x| x == *t as u8) {
                    self.reserve[s].copy_within(i + 1..len, i);
                    self.reserve_len[s] -= 1;
                    self.rack_add(s, t.index());
                }
            }
        } else {
            for _ in 0..n {
                let len = self.reserve_len[s] as usize;
                if len == 0 {
                    break;
                }
                let t = self.reserve[s][len - 1];
                self.reserve_len[s] -= 1;
                self.rack_add(s, t as usize);
            }
        }
    }

    fn discard_from_rack(&mut self, o: usize, named: Option<Troop>) {
        if self.rack_len[o] == 0 {
            return;
        }
        let (t, frozen) = match named {
            Some(t) => (t.index(), false),
            None => {
                // Every troop on the rack equally likely; within a type the frozen copies come
                // first.
                let mut k = self.rng.random_range(0..self.rack_len[o]);
                let mut found = (0, false);
                for t in 0..Troop::COUNT {
                    let c = self.rack[o][t];
                    if k < c {
                        found = (t, k < self.frozen[o][t]);
                        break;
                    }
                    k -= c;
                }
                found
            }
        };
        if self.rack[o][t] == 0 {
            return;
        }
        self.rack_remove(o, t, frozen);
        let code = ((o as u8) << TROOP_BITS) | t as u8;
        self.push_discard(code);
    }

    fn freeze(&mut self, o: usize, named: Option<Troop>) {
        let free = self.rack_len[o] - self.frozen_len[o];
        if free == 0 {
            return;
        }
        let t = match named {
            Some(t) => t.index(),
            None => {
                let mut k = self.rng.random_range(0..free);
                let mut found = 0;
                for t in 0..Troop::COUNT {
                    let c = self.rack[o][t] - self.frozen[o][t];
                    if k < c {
                        found = t;
                        break;
                    }
                    k -= c;
                }
                found
            }
        };
        if self.rack[o][t] > self.frozen[o][t] {
            self.frozen[o][t] += 1;
            self.frozen_len[o] += 1;
        }
    }
}
