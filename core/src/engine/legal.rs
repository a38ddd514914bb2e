//! Legal actions: placement masks built from bit sets, the list of legal actions, the same
//! actions counted and picked by index without building the list ([`LegalActions`]), and the
//! reasons an action is refused.

use super::action::{Action, Pending, TROOP_BITS, TROOP_MASK};
use super::board::{Bits, Board, Loc, LocSet};
use super::error::{Illegal, IllegalKind};
use super::state::{Phase, RACK_LIMIT, State};
use crate::i18n::Text;
use crate::pieces::{Side, Troop};
use crate::text;

impl State {
    /// Locations `side` reaches by connection (rule 4.3): every location adjacent to one of its
    /// HQs or to a base reached through a walk of its own top troops. Its own HQs are left out.
    #[inline]
    pub(crate) fn reach(&self, s: usize) -> u128 {
        self.area[s] & !self.board.hqs[s]
    }

    /// Side `s`'s connection (rule 4.3): where it may place by connection ([`State::reach`])
    /// and its own bases connected to its HQs.
    #[inline]
    pub(crate) fn connection(&self, s: usize) -> (u128, u128) {
        (self.reach(s), self.conn[s])
    }

    /// Whether `side` reaches location `l` by connection (rule 4.3).
    #[inline]
    fn reaches(&self, s: usize, l: Loc) -> bool {
        self.reach(s) & l.bit() != 0
    }

    /// The bases topped by `side`'s troops that a walk from one of its HQs through bases topped
    /// by its troops reaches (RULES 4.3): the troops that extend its connection. A troop of
    /// `side` on a base outside this set is cut off. Placements (but Hook's) go next to these
    /// bases or to the HQs.
    pub fn connected(&self, side: Side) -> LocSet {
        LocSet(self.conn[side.index()])
    }

    /// For each troop type, the locations where `side` may place it now (ignoring whether the
    /// troop is on the rack).
    #[inline]
    pub(crate) fn placement_masks(&self, s: usize) -> [u128; Troop::COUNT] {
        self.placement_masks_of(s, |_| true)
    }

    /// [`State::placement_masks`] for the troop types `wanted` takes, 0 for the others.
    #[inline]
    fn placement_masks_of(&self, s: usize, wanted: impl Fn(usize) -> bool) -> [u128; Troop::COUNT] {
        let b = &*self.board;
        let reach = self.reach(s);
        let enemy = self.side_tops[s ^ 1] & b.bases;
        let mut masks = [0u128; Troop::COUNT];
        // The tops of each type and the stronger ones: those a troop of the type cannot cover.
        let mut at_least = 0u128;
        for t in (0..Troop::COUNT).rev() {
            at_least |= self.type_tops[t];
            if !wanted(t) {
                continue;
            }
            masks[t] = if t == 0 {
                reach & b.allowed[0]
            } else {
                let base = if t == Troop::Hook.index() {
                    reach | (b.bases & !b.suppress)
                } else {
                    reach
                };
                base & !(enemy & at_least) & b.allowed[t]
            };
        }
        masks
    }

    /// The locations where `side` could place `troop` now, whether or not it holds one.
    pub fn placement_targets(&self, side: Side, troop: Troop) -> LocSet {
        LocSet(self.placement_masks(side.index())[troop.index()])
    }

    /// Troop types the side to move may place now (on the rack and not frozen).
    #[inline]
    pub(crate) fn placeable(&self, s: usize, t: usize) -> bool {
        self.rack[s][t] > self.frozen[s][t]
    }

    /// Whether the side has any legal placement (frozen troops excluded).
    pub(crate) fn has_placement(&self, s: usize) -> bool {
        if self.rack_len[s] == self.frozen_len[s] {
            return false;
        }
        let masks = self.placement_masks_of(s, |t| self.placeable(s, t));
        masks.iter().any(|&m| m != 0)
    }

    fn push_placements(&self, s: usize, out: &mut Vec<Action>) {
        if self.rack_len[s] == self.frozen_len[s] {
            return;
        }
        let masks = self.placement_masks_of(s, |t| self.placeable(s, t));
        let total = masks.iter().map(|m| m.count_ones() as usize).sum();
        out.reserve(total);
        for (t, &m) in masks.iter().enumerate() {
            let troop = Troop::from_index(t);
            out.extend(Bits(m).map(|l| Action::Place(troop, Loc(l as u8))));
        }
    }

    /// Appends every legal action to `out` (cleared first). Chance actions appear unnamed. The
    /// order is the engine's own; [`crate::notation::legal_texts`] sorts by printed text.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let s = self.to_move.index();
        let b = &*self.board;
        match self.phase {
            Phase::Over => {}
            Phase::Turn => {
                if self.can_draw(s) {
                    out.push(Action::DRAW);
                }
                self.push_placements(s, out);
            }
            Phase::Effect { kind, loc, .. } => {
                let here = 1u128 << loc;
                match kind {
                    Pending::Capn => self.push_placements(s, out),
                    Pending::Skully | Pending::Star | Pending::Clouds => out.push(Action::DRAW),
                    Pending::Jumbo => {
                        let m = b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1];
                        out.extend(Bits(m).map(|l| Action::Discard(Loc(l as u8))));
                    }
                    Pending::Xb42 => out.push(Action::DiscardRack(None)),
                    Pending::Castle => {
                        let m = self.side_tops[s] & b.bases & !here;
                        out.extend(Bits(m).map(|l| Action::Recall(Loc(l as u8))));
                    }
                    Pending::Volcano => {
                        let from = b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1];
                        for f in Bits(from) {
                            for t in Bits(b.neighbours[f as usize] & b.bases) {
                                out.push(Action::Move(Loc(f as u8), Loc(t as u8)));
                            }
                        }
                    }
                    Pending::Cemetery => {
                        let mut seen = 0u128;
                        for &c in &self.discard[..self.discard_len as usize] {
                            if (c >> TROOP_BITS) as usize == s
                                && seen & (1 << (c & TROOP_MASK)) == 0
                            {
                                seen |= 1 << (c & TROOP_MASK);
                            }
                        }
                        for t in 0..Troop::COUNT {
                            if seen & (1 << t) != 0 {
                                out.push(Action::Revive(Troop::from_index(t)));
                            }
                        }
                    }
                    Pending::Battlefield => out.push(Action::Freeze(None)),
                }
                out.push(Action::Skip);
            }
        }
    }

    /// The legal actions as bit sets: how many there are and the `k`-th of them in the order of
    /// [`State::legal_actions`], without building the list. A random playout needs only these
    /// two, which cost a few bit counts where the list writes every action.
    #[inline]
    pub fn legal(&self) -> LegalActions<'_> {
        let s = self.to_move.index();
        let b = &*self.board;
        let mut l = LegalActions::none(b);
        match self.phase {
            Phase::Over => return l,
            Phase::Turn => {
                if self.can_draw(s) {
                    l.lead = Some(Action::DRAW);
                }
                self.placement_set(s, &mut l);
            }
            Phase::Effect { kind, loc, .. } => {
                l.skip = true;
                match kind {
                    Pending::Capn => self.placement_set(s, &mut l),
                    Pending::Skully | Pending::Star | Pending::Clouds => {
                        l.lead = Some(Action::DRAW)
                    }
                    Pending::Jumbo => {
                        l.targets = b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1];
                        l.kind = Targets::Discard;
                    }
                    Pending::Xb42 => l.lead = Some(Action::DiscardRack(None)),
                    Pending::Castle => {
                        l.targets = self.side_tops[s] & b.bases & !(1u128 << loc);
                        l.kind = Targets::Recall;
                    }
                    Pending::Volcano => {
                        l.targets = b.neighbours[loc as usize] & b.bases & self.side_tops[s ^ 1];
                        l.kind = Targets::Move;
                    }
                    Pending::Cemetery => {
                        let mut seen = 0u128;
                        for &c in &self.discard[..self.discard_len as usize] {
                            if (c >> TROOP_BITS) as usize == s {
                                seen |= 1 << (c & TROOP_MASK);
                            }
                        }
                        l.targets = seen;
                        l.kind = Targets::Revive;
                    }
                    Pending::Battlefield => l.lead = Some(Action::Freeze(None)),
                }
            }
        }
        l.count();
        l
    }

    /// The placements of side `s` into `l`: the masks of the troops it may place now.
    #[inline]
    fn placement_set(&self, s: usize, l: &mut LegalActions<'_>) {
        if self.rack_len[s] == self.frozen_len[s] {
            return;
        }
        // Only the troops on the rack, each counted as its mask is built.
        let masks = self.placement_masks_of(s, |t| self.placeable(s, t));
        for (t, &m) in masks.iter().enumerate() {
            l.places[t] = m;
            l.counts[t] = m.count_ones() as u8;
        }
    }

    /// Whether the action is legal now.
    pub fn is_legal(&self, action: &Action) -> bool {
        self.check(action).is_ok()
    }

    /// Checks an action without playing it; the error says why it is refused.
    pub fn check(&self, action: &Action) -> Result<(), Illegal> {
        let b = &*self.board;
        let side = self.to_move;
        let s = side.index();
        if let Some(o) = self.outcome {
            return Err(Illegal::new(
                IllegalKind::GameOver,
                text!("illegal-game-over-outcome", outcome = o.text()),
            ));
        }
        for l in action_locs(action) {
            if l.index() >= b.num_locations() {
                return Err(Illegal::new(
                    IllegalKind::UnknownLocation,
                    text!("illegal-location-number", n = l.index()),
                ));
            }
        }
        match self.phase {
            Phase::Over => Err(Illegal::new(
                IllegalKind::GameOver,
                text!("illegal-game-over"),
            )),
            Phase::Turn => match *action {
                Action::Draw(named) => self.check_draw(s, 2, named, "turn"),
                Action::Place(t, l) => self.check_place(s, t, l),
                _ => Err(Illegal::new(
                    IllegalKind::WrongTime,
                    text!("illegal-no-effect-waiting", side = side),
                )),
            },
            Phase::Effect { kind, loc, .. } => self.check_answer(kind, Loc(loc), action),
        }
    }

    /// Checks an answer to the effect `kind` of the troop or base at `at`.
    fn check_answer(&self, kind: Pending, at: Loc, action: &Action) -> Result<(), Illegal> {
        let s = self.to_move.index();
        match (kind, *action) {
            (_, Action::Skip) => Ok(()),
            (Pending::Capn, Action::Place(t, l)) => self.check_place(s, t, l),
            (Pending::Skully, Action::Draw(n)) => self.check_draw(s, 2, n, "skully"),
            (Pending::Star, Action::Draw(n)) => self.check_draw(s, 1, n, "star"),
            (Pending::Clouds, Action::Draw(n)) => self.check_draw(s, 1, n, "clouds"),
            (Pending::Jumbo, Action::Discard(l)) => self.check_jumbo(at, l),
            (Pending::Xb42, Action::DiscardRack(named)) => self.check_xb42(named),
            (Pending::Castle, Action::Recall(l)) => self.check_recall(at, l),
            (Pending::Volcano, Action::Move(f, t)) => self.check_volcano(at, f, t),
            (Pending::Cemetery, Action::Revive(t)) => self.check_revive(t),
            (Pending::Battlefield, Action::Freeze(named)) => self.check_freeze(named),
            _ => Err(Illegal::new(
                IllegalKind::WrongTime,
                text!(
                    "illegal-effect-waiting",
                    effect = text!("effect", effect = kind.name()),
                    answers = kind.answers()
                ),
            )),
        }
    }

    /// Jumbo, on `at`, discards the visible enemy troop on the adjacent base `l`.
    fn check_jumbo(&self, at: Loc, l: Loc) -> Result<(), Illegal> {
        let b = &*self.board;
        let s = self.to_move.index();
        if !b.adjacent(at, l) {
            Err(target(text!(
                "illegal-jumbo-not-adjacent",
                place = b.id(l),
                base = b.id(at)
            )))
        } else if !b.is_base(l) {
            Err(target(text!("illegal-jumbo-hq", place = b.id(l))))
        } else if self.side_tops[s ^ 1] & l.bit() == 0 {
            Err(target(text!("illegal-jumbo-no-enemy", place = b.id(l))))
        } else {
            Ok(())
        }
    }

    /// XB-42 discards a troop of the opponent's rack (the `named` one, when chance is named).
    fn check_xb42(&self, named: Option<Troop>) -> Result<(), Illegal> {
        let side = self.to_move;
        let o = side.index() ^ 1;
        if self.rack_len[o] == 0 {
            return Err(target(text!("illegal-rack-empty", side = side.other())));
        }
        if let Some(t) = named
            && self.rack[o][t.index()] == 0
        {
            return Err(target(text!(
                "illegal-rack-lacks",
                side = side.other(),
                troop = t
            )));
        }
        Ok(())
    }

    /// A Castle Field base at `at` recalls another visible troop of the mover, from `l`.
    fn check_recall(&self, at: Loc, l: Loc) -> Result<(), Illegal> {
        let b = &*self.board;
        let side = self.to_move;
        let s = side.index();
        if l == at {
            Err(target(text!("illegal-recall-itself", place = b.id(l))))
        } else if !b.is_base(l) || self.side_tops[s] & l.bit() == 0 {
            Err(target(text!(
                "illegal-recall-none",
                place = b.id(l),
                side = side
            )))
        } else {
            self.check_rack_room()
        }
    }

    /// A Volcanic Jungle base at `at` moves a visible enemy troop from the adjacent base `f`
    /// one step, to the base `t`.
    fn check_volcano(&self, at: Loc, f: Loc, t: Loc) -> Result<(), Illegal> {
        let b = &*self.board;
        let s = self.to_move.index();
        if !b.adjacent(at, f) || !b.is_base(f) {
            Err(target(text!(
                "illegal-volcano-not-adjacent",
                place = b.id(f),
                base = b.id(at)
            )))
        } else if self.side_tops[s ^ 1] & f.bit() == 0 {
            Err(target(text!("illegal-volcano-no-enemy", place = b.id(f))))
        } else if !b.adjacent(f, t) {
            Err(target(text!(
                "illegal-volcano-one-step",
                to = b.id(t),
                from = b.id(f)
            )))
        } else if !b.is_base(t) {
            Err(target(text!("illegal-volcano-hq", place = b.id(t))))
        } else {
            Ok(())
        }
    }

    /// A Cursed Cemetery base brings the mover's troop `t` back from the discard to the rack.
    fn check_revive(&self, t: Troop) -> Result<(), Illegal> {
        let side = self.to_move;
        let s = side.index();
        let code = ((s as u8) << TROOP_BITS) | t as u8;
        if !self.discard[..self.discard_len as usize].contains(&code) {
            Err(target(text!("illegal-revive-none", side = side, troop = t)))
        } else {
            self.check_rack_room()
        }
    }

    /// The mover's rack has room for one more troop (a recall or a revive brings one back).
    fn check_rack_room(&self) -> Result<(), Illegal> {
        let side = self.to_move;
        if self.rack_len[side.index()] >= RACK_LIMIT {
            Err(Illegal::new(
                IllegalKind::Draw,
                text!("illegal-rack-full", side = side, n = RACK_LIMIT),
            ))
        } else {
            Ok(())
        }
    }

    /// A Battlefield base freezes an unfrozen troop of the opponent's rack (the `named` one,
    /// when chance is named).
    fn check_freeze(&self, named: Option<Troop>) -> Result<(), Illegal> {
        let side = self.to_move;
        let o = side.index() ^ 1;
        if self.rack_len[o] == self.frozen_len[o] {
            return Err(target(text!("illegal-freeze-none", side = side.other())));
        }
        if let Some(t) = named
            && self.rack[o][t.index()] <= self.frozen[o][t.index()]
        {
            return Err(target(text!(
                "illegal-freeze-lacks",
                side = side.other(),
                troop = t
            )));
        }
        Ok(())
    }

    fn check_draw(
        &self,
        s: usize,
        most: u8,
        named: [Option<Troop>; 2],
        what: &'static str,
    ) -> Result<(), Illegal> {
        let side = if s == 0 { Side::Blue } else { Side::Red };
        if self.reserve_len[s] == 0 {
            return Err(Illegal::new(
                IllegalKind::Draw,
                text!("illegal-reserve-empty", side = side),
            ));
        }
        if self.rack_len[s] >= RACK_LIMIT {
            return Err(Illegal::new(
                IllegalKind::Draw,
                text!("illegal-draw-rack-full", side = side, n = RACK_LIMIT),
            ));
        }
        if named[0].is_none() {
            return Ok(());
        }
        let n = self.draw_count(s, most);
        let given = named.iter().flatten().count() as u8;
        if given != n {
            return Err(Illegal::new(
                IllegalKind::Draw,
                text!(
                    "illegal-draw-count",
                    draw = text!("illegal-draw-what", what = what),
                    n = n,
                    given = given
                ),
            ));
        }
        let mut left = [0u8; Troop::COUNT];
        for &t in &self.reserve[s][..self.reserve_len[s] as usize] {
            left[t as usize] += 1;
        }
        for t in named.iter().flatten() {
            if left[t.index()] == 0 {
                return Err(Illegal::new(
                    IllegalKind::Draw,
                    text!(
                        "illegal-reserve-lacks",
                        side = side,
                        troop = *t,
                        second = if named.iter().flatten().filter(|&&x| x == *t).count() > 1 {
                            "yes"
                        } else {
                            "no"
                        }
                    ),
                ));
            }
            left[t.index()] -= 1;
        }
        Ok(())
    }

    /// Checks a placement, naming the first rule it breaks (rules 4.5, 4.1, 4.2, 4.3, 4.4).
    fn check_place(&self, s: usize, t: Troop, l: Loc) -> Result<(), Illegal> {
        let b = &*self.board;
        let side = if s == 0 { Side::Blue } else { Side::Red };
        let ti = t.index();
        if self.rack[s][ti] == 0 {
            return Err(Illegal::new(
                IllegalKind::NotAvailable,
                text!("illegal-not-on-rack", side = side, troop = t),
            ));
        }
        if self.frozen[s][ti] >= self.rack[s][ti] {
            return Err(Illegal::new(
                IllegalKind::Frozen,
                text!("illegal-frozen", side = side, troop = t),
            ));
        }
        if b.hq_side(l) == Some(side) {
            return Err(Illegal::new(
                IllegalKind::OwnHq,
                text!("illegal-own-hq", place = b.id(l), side = side),
            ));
        }
        if b.is_base(l)
            && let Some(code) = self.top_code(l.index())
            && (code >> TROOP_BITS) as usize != s
        {
            let top = Troop::from_index((code & TROOP_MASK) as usize);
            if t != Troop::Kwak && top != Troop::Kwak && t.strength() <= top.strength() {
                return Err(Illegal::new(
                    IllegalKind::Covering,
                    text!(
                        "illegal-covering",
                        troop = t,
                        code = t.code().to_string(),
                        top = top,
                        top_code = top.code().to_string()
                    ),
                ));
            }
        }
        if !self.reaches(s, l) {
            let hook_ok = t == Troop::Hook && b.is_base(l) && b.suppress & l.bit() == 0;
            if !hook_ok {
                let hook = if t == Troop::Hook && b.is_hq(l) {
                    "hq"
                } else if t == Troop::Hook && b.is_base(l) {
                    "metal_x"
                } else {
                    "none"
                };
                return Err(Illegal::new(
                    IllegalKind::Connection,
                    text!(
                        "illegal-connection",
                        place = b.id(l),
                        side = side,
                        hook = hook
                    ),
                ));
            }
        }
        if !b.allows(l, t) {
            let list = b
                .allowed_strengths(l)
                .map(|v| {
                    v.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            return Err(Illegal::new(
                IllegalKind::Terrain,
                text!(
                    "illegal-terrain",
                    place = b.id(l),
                    list = list,
                    troop = t,
                    code = t.code().to_string()
                ),
            ));
        }
        Ok(())
    }
}

fn target(message: Text) -> Illegal {
    Illegal::new(IllegalKind::Target, message)
}

fn action_locs(a: &Action) -> impl Iterator<Item = Loc> {
    let (x, y) = match *a {
        Action::Place(_, l) | Action::Discard(l) | Action::Recall(l) => (Some(l), None),
        Action::Move(f, t) => (Some(f), Some(t)),
        _ => (None, None),
    };
    x.into_iter().chain(y)
}

/// What the actions between a [`LegalActions`]' placements and its skip are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Targets {
    /// None.
    None,
    /// A discard (Jumbo) of each location of the set.
    Discard,
    /// A recall (Castle Field) of each location of the set.
    Recall,
    /// Moves (Volcanic Jungle) from each location of the set to each base next to it.
    Move,
    /// A revive (Cursed Cemetery) of each troop index of the set.
    Revive,
}

/// The legal actions of a state as bit sets ([`State::legal`]): their number and the `k`-th of
/// them in the order of [`State::legal_actions`] (an optional first action, the placements by
/// troop and location, the effect's targets, then an optional skip), the list never built.
#[derive(Clone, Copy, Debug)]
pub struct LegalActions<'a> {
    board: &'a Board,
    /// The draw of a turn or an effect, a rack discard or a freeze, first when there is one.
    lead: Option<Action>,
    /// Per troop, where it may be placed.
    places: [u128; Troop::COUNT],
    /// Per troop, how many locations of `places` there are.
    counts: [u8; Troop::COUNT],
    targets: u128,
    kind: Targets,
    /// Whether a skip ends the list (every effect may be skipped).
    skip: bool,
    len: usize,
}

impl<'a> LegalActions<'a> {
    /// No legal action, on `board`.
    pub(crate) fn none(board: &'a Board) -> LegalActions<'a> {
        LegalActions {
            board,
            lead: None,
            places: [0; Troop::COUNT],
            counts: [0; Troop::COUNT],
            targets: 0,
            kind: Targets::None,
            skip: false,
            len: 0,
        }
    }

    /// Sets `len` from the parts.
    #[inline]
    fn count(&mut self) {
        let mut n = self.lead.is_some() as usize + self.skip as usize;
        // The placements were counted as their masks were built.
        n += self.counts.iter().map(|&c| c as usize).sum::<usize>();
        n += match self.kind {
            Targets::None => 0,
            Targets::Discard | Targets::Recall | Targets::Revive => {
                self.targets.count_ones() as usize
            }
            Targets::Move => self.move_counts().sum(),
        };
        self.len = n;
    }

    /// For each location a Volcanic Jungle move may start from, how many moves it has.
    #[inline]
    fn move_counts(&self) -> impl Iterator<Item = usize> + '_ {
        let b = self.board;
        Bits(self.targets).map(|f| (b.neighbours[f as usize] & b.bases).count_ones() as usize)
    }

    /// How many legal actions there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is none (the game is over).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `k`-th legal action (from 0), the one `legal_actions` puts at index `k`; `None`
    /// when `k` is not below [`LegalActions::len`].
    #[inline]
    pub fn get(&self, k: usize) -> Option<Action> {
        if k >= self.len {
            return None;
        }
        let mut k = k as u32;
        if let Some(a) = self.lead {
            if k == 0 {
                return Some(a);
            }
            k -= 1;
        }
        for (t, (&m, &c)) in self.places.iter().zip(&self.counts).enumerate() {
            let c = c as u32;
            if k < c {
                return Some(Action::Place(
                    Troop::from_index(t),
                    Loc(nth_bit(m, k) as u8),
                ));
            }
            k -= c;
        }
        let b = self.board;
        let c = match self.kind {
            Targets::Move => {
                for f in Bits(self.targets) {
                    let to = b.neighbours[f as usize] & b.bases;
                    let c = to.count_ones();
                    if k < c {
                        return Some(Action::Move(Loc(f as u8), Loc(nth_bit(to, k) as u8)));
                    }
                    k -= c;
                }
                0
            }
            _ => self.targets.count_ones(),
        };
        if k < c {
            let i = nth_bit(self.targets, k);
            return Some(match self.kind {
                Targets::Discard => Action::Discard(Loc(i as u8)),
                Targets::Recall => Action::Recall(Loc(i as u8)),
                _ => Action::Revive(Troop::from_index(i as usize)),
            });
        }
        // Only the skip is left: `k < len` is the last index.
        Some(Action::Skip)
    }

    /// The action listed before the placements (a draw, a rack discard or a freeze), if any.
    #[inline]
    pub(crate) fn lead(&self) -> Option<Action> {
        self.lead
    }

    /// Per troop type, the locations where it may be placed.
    #[inline]
    pub(crate) fn placements(&self) -> &[u128; Troop::COUNT] {
        &self.places
    }

    /// The actions listed after the lead and the placements, in order: an effect's targets and
    /// the skip that ends every effect's list.
    pub(crate) fn after_placements(&self) -> impl Iterator<Item = Action> + '_ {
        let placements: usize = self.counts.iter().map(|&c| c as usize).sum();
        let first = self.lead.is_some() as usize + placements;
        (first..self.len).filter_map(|k| self.get(k))
    }

    /// Every legal action, in the order of [`State::legal_actions`].
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        (0..self.len).filter_map(|k| self.get(k))
    }
}

/// The index of the `k`-th lowest set bit of `m` (`k` below its number of bits).
#[inline]
fn nth_bit(m: u128, k: u32) -> u32 {
    let lo = m as u64;
    let c = lo.count_ones();
    if k < c {
        nth_bit64(lo, k)
    } else {
        64 + nth_bit64((m >> 64) as u64, k - c)
    }
}

/// [`nth_bit`] of a word: the lowest `k` bits cleared one by one when they are few, else halves
/// down to a byte by their bit counts first.
#[inline]
fn nth_bit64(mut m: u64, mut k: u32) -> u32 {
    let mut base = 0;
    if k >= 8 {
        for half in [32u32, 16, 8] {
            let low = (m & ((1u64 << half) - 1)).count_ones();
            if k >= low {
                k -= low;
                m >>= half;
                base += half;
            }
        }
    }
    for _ in 0..k {
        m &= m - 1;
    }
    base + m.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::nth_bit;
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    /// The `k`-th set bit found by bit counts agrees with walking the bits one by one, for
    /// sparse and dense sets in either half of the word.
    #[test]
    fn nth_bit_is_the_kth_set_bit() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        for round in 0..2000 {
            let mut m: u128 = rng.random();
            // Thin the set out in some rounds, so that few bits and one half alone come up.
            for _ in 0..round % 4 {
                m &= rng.random::<u128>();
            }
            if round % 5 == 0 {
                m >>= 64;
            }
            let bits: Vec<u32> = (0..128).filter(|&i| m >> i & 1 == 1).collect();
            for (k, &i) in bits.iter().enumerate() {
                assert_eq!(nth_bit(m, k as u32), i, "bit {k} of {m:#x}");
            }
        }
    }
}
