//! The position editor's edits and counts on a scenario [`Position`], free of any drawing: stacks
//! by id, the census of each side's troops, the reserve as it would be dealt, and a new game's
//! position.

use super::{Position, Reserve};
use crate::engine::{Board, GameOptions, Piece, State};
use crate::map::Map;
use crate::pieces::{Side, Troop};
use std::sync::Arc;

/// Swaps the entries `i` and `j` of `v` when both exist; returns whether it did.
pub fn swap_entries<T>(v: &mut [T], i: usize, j: usize) -> bool {
    if i < v.len() && j < v.len() && i != j {
        v.swap(i, j);
        true
    } else {
        false
    }
}

/// The position editor's edits and counts of a position.
impl Position {
    /// The stack on `id` (ids ignore case), bottom to top; empty when none is given.
    pub fn stack<'a>(&'a self, id: &str) -> &'a [Piece] {
        self.stacks
            .0
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(id))
            .map(|(_, s)| s.as_slice())
            .unwrap_or(&[])
    }

    /// The stack on `id`, to edit; an empty one is added when none is given.
    pub fn stack_mut<'a>(&'a mut self, id: &str) -> &'a mut Vec<Piece> {
        let i = match self
            .stacks
            .0
            .iter()
            .position(|(k, _)| k.eq_ignore_ascii_case(id))
        {
            Some(i) => i,
            None => {
                self.stacks.0.push((id.to_string(), Vec::new()));
                self.stacks.0.len() - 1
            }
        };
        &mut self.stacks.0[i].1
    }

    /// Drops the empty stacks, so that the file lists only bases with troops.
    pub fn prune(&mut self) {
        self.stacks.0.retain(|(_, s)| !s.is_empty());
    }

    /// Puts `piece` on top of the stack on `id`.
    pub fn push(&mut self, id: &str, piece: Piece) {
        self.stack_mut(id).push(piece);
    }

    /// Takes the top troop off the stack on `id`; returns it.
    pub fn pop(&mut self, id: &str) -> Option<Piece> {
        if self.stack(id).is_empty() {
            return None;
        }
        let top = self.stack_mut(id).pop();
        self.prune();
        top
    }

    /// Empties the stack on `id`.
    pub fn clear_stack(&mut self, id: &str) {
        if !self.stack(id).is_empty() {
            self.stack_mut(id).clear();
        }
        self.prune();
    }

    /// The stacks of `p` by location index of `board`: what the board view draws. Stacks on ids
    /// the board does not have are left out (the live check names them); of an id given twice the
    /// first counts, as when the position is read.
    pub fn stacks_by_loc(&self, board: &Board) -> Vec<Vec<Piece>> {
        let mut out = vec![Vec::new(); board.num_locations()];
        let mut seen = vec![false; board.num_locations()];
        for (id, s) in &self.stacks.0 {
            if let Some(l) = board.find(id)
                && !seen[l.index()]
            {
                seen[l.index()] = true;
                out[l.index()] = s.clone();
            }
        }
        out
    }

    /// The ids of stacks that are on no location of `map`.
    pub fn stray_stacks(&self, map: &Map) -> Vec<String> {
        self.stacks
            .0
            .iter()
            .filter(|(id, _)| map.base(id).is_none() && map.hq(id).is_none())
            .map(|(id, _)| id.clone())
            .collect()
    }

    /// Who claimed region `id` (ids ignore case).
    pub fn claimed_by(&self, id: &str) -> Option<Side> {
        self.claimed
            .0
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(id))
            .map(|(_, s)| *s)
    }

    /// Sets who claimed region `id` (`None`: nobody).
    pub fn set_claimed(&mut self, id: &str, by: Option<Side>) {
        match by {
            None => self.claimed.0.retain(|(k, _)| !k.eq_ignore_ascii_case(id)),
            Some(side) => match self
                .claimed
                .0
                .iter_mut()
                .find(|(k, _)| k.eq_ignore_ascii_case(id))
            {
                Some(entry) => entry.1 = side,
                None => self.claimed.0.push((id.to_string(), side)),
            },
        }
    }

    /// The medals of the regions `side` has claimed (regions the map does not have count 0).
    pub fn claimed_medals(&self, map: &Map, side: Side) -> u32 {
        let mut seen: Vec<String> = Vec::new();
        let mut sum = 0;
        for (id, s) in &self.claimed.0 {
            let key = id.to_ascii_lowercase();
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            if *s == side {
                sum += map.region(id).map_or(0, |r| r.medals);
            }
        }
        sum
    }

    /// The reserve of `side`, top first, as the position deals it with its seed (the order an
    /// exact reserve starts from); when the position cannot be read, the listed troops followed by
    /// the missing ones in type order.
    pub fn dealt_reserve(&self, map: &Map, board: Option<&Board>, side: Side) -> Vec<Troop> {
        if let Some(raw) = board.and_then(|b| self.to_raw(b).ok()) {
            return raw.reserves[side].clone();
        }
        let mut out = match &self.side(side).reserve {
            Reserve::Shuffled => Vec::new(),
            Reserve::Top(v) | Reserve::Exact(v) => v.clone(),
        };
        let mut listed = self.clone();
        listed.side_mut(side).reserve = Reserve::Exact(out.clone());
        let c = Census::of(&listed, map, side);
        for t in Troop::ALL {
            for _ in c.total(t)..Troop::COPIES as u32 {
                out.push(t);
            }
        }
        out
    }

    /// The troops `side` lacks (fewer than 3 of a type), in type order: what "fill" appends to an
    /// exact reserve.
    pub fn lacking(&self, map: &Map, side: Side) -> Vec<Troop> {
        let mut out = Vec::new();
        for (t, n) in Census::of(self, map, side).missing() {
            out.extend(std::iter::repeat_n(t, n as usize));
        }
        out
    }
}

/// How many of each troop type a list holds, by [`Troop::index`].
pub fn troop_counts<'a>(troops: impl IntoIterator<Item = &'a Troop>) -> [u32; Troop::COUNT] {
    let mut c = [0u32; Troop::COUNT];
    for t in troops {
        c[t.index()] += 1;
    }
    c
}

/// Removes one `t` from `v` (the last one); returns whether there was one.
pub fn remove_troop(v: &mut Vec<Troop>, t: Troop) -> bool {
    match v.iter().rposition(|&x| x == t) {
        Some(i) => {
            v.remove(i);
            true
        }
        None => false,
    }
}

/// Where a side's troops are, per type (indexed by [`Troop::index`]), counted as the position
/// is read: the reserve of a `Shuffled` or `Top` reserve includes the troops dealt into it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Census {
    pub board: [u32; Troop::COUNT],
    pub rack: [u32; Troop::COUNT],
    pub reserve: [u32; Troop::COUNT],
    /// The part of `reserve` filled in with the troops not placed elsewhere.
    pub dealt: [u32; Troop::COUNT],
    pub discard: [u32; Troop::COUNT],
    pub removed: [u32; Troop::COUNT],
}

impl Census {
    /// Counts `side`'s troops in `p` on `map` (stacks on ids that are no base are left out, as
    /// the position's reading leaves them out).
    pub fn of(p: &Position, map: &Map, side: Side) -> Census {
        let mut c = Census::default();
        let mut seen: Vec<String> = Vec::new();
        for (id, s) in &p.stacks.0 {
            let key = id.to_ascii_lowercase();
            if seen.contains(&key) || map.base(id).is_none() {
                continue;
            }
            seen.push(key);
            for piece in s.iter().filter(|x| x.side() == side) {
                c.board[piece.troop().index()] += 1;
            }
        }
        for piece in p.discard.iter().filter(|x| x.side() == side) {
            c.discard[piece.troop().index()] += 1;
        }
        let sp = p.side(side);
        c.rack = troop_counts(&sp.rack);
        c.removed = troop_counts(&sp.removed);
        let (listed, fill) = match &sp.reserve {
            Reserve::Shuffled => (Vec::new(), true),
            Reserve::Top(v) => (v.clone(), true),
            Reserve::Exact(v) => (v.clone(), false),
        };
        c.reserve = troop_counts(&listed);
        if fill {
            for t in Troop::ALL {
                let i = t.index();
                let used = c.board[i] + c.discard[i] + c.rack[i] + c.removed[i] + c.reserve[i];
                c.dealt[i] = (Troop::COPIES as u32).saturating_sub(used);
                c.reserve[i] += c.dealt[i];
            }
        }
        c
    }

    /// How many of type `t` the side has in all.
    pub fn total(&self, t: Troop) -> u32 {
        let i = t.index();
        self.board[i] + self.rack[i] + self.reserve[i] + self.discard[i] + self.removed[i]
    }

    /// Sums of each place over the types: (board, rack, reserve, discard, removed).
    pub fn sums(&self) -> [u32; 5] {
        let s = |a: &[u32; Troop::COUNT]| a.iter().sum();
        [
            s(&self.board),
            s(&self.rack),
            s(&self.reserve),
            s(&self.discard),
            s(&self.removed),
        ]
    }

    /// The types the side has fewer than 3 of, with how many are missing.
    pub fn missing(&self) -> Vec<(Troop, u32)> {
        Troop::ALL
            .into_iter()
            .filter_map(|t| {
                let n = (Troop::COPIES as u32).saturating_sub(self.total(t));
                (n > 0).then_some((t, n))
            })
            .collect()
    }

    /// The types the side has more than 3 of, with how many too many.
    pub fn extra(&self) -> Vec<(Troop, u32)> {
        Troop::ALL
            .into_iter()
            .filter_map(|t| {
                let n = self.total(t).saturating_sub(Troop::COPIES as u32);
                (n > 0).then_some((t, n))
            })
            .collect()
    }

    /// How many of `t` are not placed anywhere else than the dealt part of the reserve: the
    /// copies a brush may still put down without going over 3.
    pub fn free(&self, t: Troop) -> u32 {
        let i = t.index();
        (Troop::COPIES as u32).saturating_sub(self.total(t) - self.dealt[i])
    }
}

/// The position a new game starts from on `board` with `seed` (RULES §2), `to_move` moving
/// first: 4 troops removed per side, 3 on the first player's rack and 4 on the other's, the
/// reserves in their exact order. `None` if such a game would already be over.
pub fn new_game_position(
    board: Arc<Board>,
    seed: u64,
    first_game: bool,
    to_move: Side,
) -> Option<Position> {
    let options = GameOptions {
        first_game,
        first_player: Some(to_move),
    };
    let st = State::new_game(board, seed, options);
    let mut p = Position::from_state(&st, seed)?;
    // Medals follow the claimed regions (none yet).
    p.blue.medals = None;
    p.red.medals = None;
    Some(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::Side::{Blue, Red};

    fn castle_field() -> Map {
        Map::load(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../maps/castle-field.ron"
        )))
        .unwrap()
    }

    fn board(map: &Map) -> Arc<Board> {
        Arc::new(Board::compile(map).unwrap())
    }

    #[test]
    fn pushing_and_popping_keeps_stacks_bottom_to_top_and_drops_empty_ones() {
        let mut p = Position::default();
        p.push("central-bridge", Piece(Blue, Troop::Kwak));
        p.push("CENTRAL-BRIDGE", Piece(Red, Troop::Hook));
        assert_eq!(
            p.stack("central-bridge"),
            &[Piece(Blue, Troop::Kwak), Piece(Red, Troop::Hook)]
        );
        assert_eq!(p.stacks.0.len(), 1, "ids ignore case");
        assert_eq!(p.pop("central-bridge"), Some(Piece(Red, Troop::Hook)));
        assert_eq!(p.pop("central-bridge"), Some(Piece(Blue, Troop::Kwak)));
        assert!(p.stacks.is_empty());
        assert_eq!(p.pop("central-bridge"), None);
    }

    #[test]
    fn the_census_counts_a_shuffled_reserve_as_the_rest() {
        let map = castle_field();
        let mut p = Position::default();
        p.push("orchard", Piece(Blue, Troop::Roxy));
        p.blue.rack = vec![Troop::Roxy, Troop::Kwak];
        p.blue.removed = vec![Troop::Star];
        p.discard = vec![Piece(Blue, Troop::Hook), Piece(Red, Troop::Hook)];
        let c = Census::of(&p, &map, Blue);
        assert_eq!(c.board[Troop::Roxy.index()], 1);
        assert_eq!(c.reserve[Troop::Roxy.index()], 1);
        assert_eq!(c.reserve[Troop::Star.index()], 2);
        assert_eq!(c.sums(), [1, 2, 19, 1, 1]);
        assert!(c.missing().is_empty() && c.extra().is_empty());
        assert_eq!(c.free(Troop::Roxy), 1);
        let red = Census::of(&p, &map, Red);
        assert_eq!(red.sums(), [0, 0, 23, 1, 0]);
    }

    #[test]
    fn the_census_names_missing_and_extra_troops_of_an_exact_reserve() {
        let map = castle_field();
        let mut p = Position::default();
        p.red.reserve = Reserve::Exact(vec![Troop::Kwak; 4]);
        let c = Census::of(&p, &map, Red);
        assert_eq!(c.extra(), vec![(Troop::Kwak, 1)]);
        assert_eq!(c.missing().len(), 7);
        assert_eq!(p.lacking(&map, Red).len(), 21);
    }

    #[test]
    fn the_dealt_reserve_is_the_order_the_position_starts_with() {
        let map = castle_field();
        let b = board(&map);
        let mut p = Position {
            seed: 9,
            ..Position::default()
        };
        p.blue.reserve = Reserve::Top(vec![Troop::Roxy]);
        let dealt = p.dealt_reserve(&map, Some(&b), Blue);
        assert_eq!(dealt.len(), 24);
        assert_eq!(dealt[0], Troop::Roxy);
        p.blue.reserve = Reserve::Exact(dealt.clone());
        let st = p.to_state(b).unwrap();
        assert_eq!(st.reserve(Blue), dealt);
    }

    #[test]
    fn claims_and_their_medals_follow_the_region_ids() {
        let map = castle_field();
        let mut p = Position::default();
        p.set_claimed("south", Some(Blue));
        p.set_claimed("SOUTH", Some(Red));
        assert_eq!(p.claimed.0.len(), 1);
        assert_eq!(p.claimed_by("south"), Some(Red));
        assert_eq!(p.claimed_medals(&map, Red), 3);
        p.set_claimed("south", None);
        assert!(p.claimed.is_empty());
    }

    #[test]
    fn a_new_games_position_starts_as_the_game_would() {
        let map = castle_field();
        let b = board(&map);
        let p = new_game_position(b.clone(), 4, true, Red).unwrap();
        let st = p.to_state(b.clone()).unwrap();
        let game = State::new_game(
            b,
            4,
            GameOptions {
                first_game: true,
                first_player: Some(Red),
            },
        );
        // The same game, except for the random source, which a position seeds afresh, and the
        // first-player option, which a position states as the side to move.
        let mut expected = game.to_raw_position(4).unwrap();
        expected.options.first_player = None;
        assert_eq!(st.to_raw_position(4), Some(expected));
        assert_eq!(p.red.rack.len(), 3);
        assert_eq!(p.blue.rack.len(), 4);
        assert_eq!(p.blue.medals, None);
    }

    #[test]
    fn stacks_off_the_map_are_named_and_not_drawn() {
        let map = castle_field();
        let b = board(&map);
        let mut p = Position::default();
        p.push("nowhere", Piece(Blue, Troop::Kwak));
        p.push("keep-gate", Piece(Red, Troop::Star));
        assert_eq!(p.stray_stacks(&map), vec!["nowhere".to_string()]);
        let by_loc = p.stacks_by_loc(&b);
        let gate = b.find("keep-gate").unwrap();
        assert_eq!(by_loc[gate.index()], vec![Piece(Red, Troop::Star)]);
        assert_eq!(by_loc.iter().filter(|s| !s.is_empty()).count(), 1);
    }
}
