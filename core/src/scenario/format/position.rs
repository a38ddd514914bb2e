//! A prepared position written tersely by hand, with sensible defaults for whatever is left
//! out, and its conversion to an engine [`State`] (refused, with every problem named, when the
//! position is impossible: RULES §9).

use crate::engine::{
    Board, GameOptions, Piece, PositionError, PositionProblem, PositionProblemKind, RawPosition,
    State,
};
use crate::pieces::{BySide, Side, Troop};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::HashSet;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// A map from ids to values that keeps the order written and every entry (so that an id given
/// twice can be reported). Written as a RON map: `{"left-bridge": [...], "b2": [...]}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdMap<V>(pub Vec<(String, V)>);

impl<V> Default for IdMap<V> {
    fn default() -> Self {
        IdMap(Vec::new())
    }
}

impl<V> IdMap<V> {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<V: Serialize> Serialize for IdMap<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for IdMap<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V2<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for V2<V> {
            type Value = IdMap<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map from ids to values, like {\"b2\": ...}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<IdMap<V>, A::Error> {
                let mut v = Vec::new();
                while let Some((k, x)) = a.next_entry::<String, V>()? {
                    v.push((k, x));
                }
                Ok(IdMap(v))
            }
        }
        d.deserialize_map(V2(PhantomData))
    }
}

/// How a side's reserve is given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reserve {
    /// Every troop of the side not placed elsewhere, shuffled with the position's seed.
    #[default]
    Shuffled,
    /// These troops on top, in order (top first); the rest shuffled below them.
    Top(Vec<Troop>),
    /// Exactly these troops, top first.
    Exact(Vec<Troop>),
}

/// One side's part of a position. Everything is optional.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SidePosition {
    /// The rack (any order).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rack: Vec<Troop>,
    /// Frozen troops, a part of the rack (only for the side to move).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub frozen: Vec<Troop>,
    pub reserve: Reserve,
    /// Troops removed unseen at setup (none by default).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<Troop>,
    /// Medals; by default the sum of the regions the side has claimed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub medals: Option<u32>,
}

/// A position at the start of a turn, as written in a scenario file:
///
/// ```ron
/// (
///     to_move: blue,
///     stacks: {"central-bridge": [(red, hook)], "right-outpost": [(blue, star)]},
///     blue: (rack: [roxy, star], reserve: Top([skully])),
///     red: (rack: [hook, kwak]),
///     discard: [(red, jumbo)],
///     claimed: {"north": red},
///     seed: 7,
///     first_game: true,
/// )
/// ```
///
/// Omitted parts default to: blue to move, empty bases, empty racks, no discard, nothing
/// claimed, each reserve made of the side's troops not placed elsewhere shuffled with `seed`,
/// nothing removed, medals equal to the claimed regions' medals, seed 0, full rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Position {
    pub to_move: Side,
    /// Stacks by base id, each bottom to top.
    #[serde(skip_serializing_if = "IdMap::is_empty")]
    pub stacks: IdMap<Vec<Piece>>,
    pub blue: SidePosition,
    pub red: SidePosition,
    /// The discard, oldest first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<Piece>,
    /// Claimed regions by region id.
    #[serde(skip_serializing_if = "IdMap::is_empty")]
    pub claimed: IdMap<Side>,
    /// Seeds the reserve shuffles and the game's random source.
    pub seed: u64,
    /// First-game mode: special-base effects off.
    pub first_game: bool,
}

impl Default for Position {
    fn default() -> Self {
        Position {
            to_move: Side::Blue,
            stacks: IdMap::default(),
            blue: SidePosition::default(),
            red: SidePosition::default(),
            discard: Vec::new(),
            claimed: IdMap::default(),
            seed: 0,
            first_game: false,
        }
    }
}

impl Position {
    pub fn side(&self, side: Side) -> &SidePosition {
        match side {
            Side::Blue => &self.blue,
            Side::Red => &self.red,
        }
    }

    pub fn side_mut(&mut self, side: Side) -> &mut SidePosition {
        match side {
            Side::Blue => &mut self.blue,
            Side::Red => &mut self.red,
        }
    }

    /// Resolves ids and fills in the defaults. Unknown or repeated ids, troops on an HQ and
    /// more than 3 of a type are reported here, every one of them.
    pub fn to_raw(&self, board: &Board) -> Result<RawPosition, PositionError> {
        let mut problems = Vec::new();
        let mut raw = RawPosition {
            to_move: self.to_move,
            options: GameOptions {
                first_game: self.first_game,
                first_player: None,
            },
            seed: self.seed,
            discard: self.discard.clone(),
            ..RawPosition::default()
        };
        // Sets, not lists: a position of many thousand entries is checked in linear time.
        let mut seen: HashSet<String> = HashSet::new();
        for (id, stack) in &self.stacks.0 {
            let key = id.to_ascii_lowercase();
            if seen.contains(&key) {
                problems.push(PositionProblem::new(
                    PositionProblemKind::StackGivenTwice,
                    crate::text!("position-stack-id-twice", id = id),
                    &[id],
                ));
                continue;
            }
            seen.insert(key);
            match board.find(id) {
                None => problems.push(PositionProblem::new(
                    PositionProblemKind::UnknownLocation,
                    crate::suggest::suggesting(
                        crate::text!("position-unknown-stack", id = id),
                        id,
                        board.base_locs().map(|l| board.id(l)),
                    ),
                    &[id],
                )),
                Some(l) if board.is_hq(l) => {
                    if !stack.is_empty() {
                        problems.push(PositionProblem::new(
                            PositionProblemKind::TroopOnHq,
                            crate::text!("position-hq-id", id = id),
                            &[id],
                        ))
                    }
                }
                Some(l) => {
                    if !stack.is_empty() {
                        raw.stacks.push((l, stack.clone()))
                    }
                }
            }
        }
        let mut seen_regions: HashSet<String> = HashSet::new();
        for (id, side) in &self.claimed.0 {
            let key = id.to_ascii_lowercase();
            if seen_regions.contains(&key) {
                problems.push(PositionProblem::new(
                    PositionProblemKind::ClaimedTwice,
                    crate::text!("position-claimed-twice", region = id),
                    &[id],
                ));
                continue;
            }
            seen_regions.insert(key);
            match board.find_region(id) {
                None => problems.push(PositionProblem::new(
                    PositionProblemKind::UnknownRegion,
                    crate::suggest::suggesting(
                        crate::text!("position-unknown-region", id = id),
                        id,
                        board.regions().map(|r| board.region_id(r)),
                    ),
                    &[id],
                )),
                Some(r) => raw.claimed.push((r, *side)),
            }
        }
        let mut rng = Pcg64Mcg::seed_from_u64(self.seed);
        for side in Side::ALL {
            let sp = self.side(side);
            raw.racks[side] = sp.rack.clone();
            raw.frozen[side] = sp.frozen.clone();
            raw.removed[side] = sp.removed.clone();
            raw.medals[side] = sp.medals.unwrap_or_else(|| {
                raw.claimed
                    .iter()
                    .filter(|(_, s)| *s == side)
                    .fold(0u32, |sum, (r, _)| {
                        sum.saturating_add(board.region_medals(*r))
                    })
            });
            let (top, fill) = match &sp.reserve {
                Reserve::Shuffled => (Vec::new(), true),
                Reserve::Top(v) => (v.clone(), true),
                Reserve::Exact(v) => (v.clone(), false),
            };
            if fill {
                let mut used = [0u32; Troop::COUNT];
                for (_, stack) in &raw.stacks {
                    for p in stack.iter().filter(|p| p.0 == side) {
                        used[p.1.index()] += 1;
                    }
                }
                for p in self.discard.iter().filter(|p| p.0 == side) {
                    used[p.1.index()] += 1;
                }
                for t in sp.rack.iter().chain(&sp.removed).chain(&top) {
                    used[t.index()] += 1;
                }
                let mut rest = Vec::new();
                for t in Troop::ALL {
                    let u = used[t.index()];
                    if u > Troop::COPIES as u32 {
                        continue; // reported by the count check
                    }
                    for _ in u..Troop::COPIES as u32 {
                        rest.push(t);
                    }
                }
                rest.shuffle(&mut rng);
                let mut all = top;
                all.extend(rest);
                raw.reserves[side] = all;
            } else {
                raw.reserves[side] = top;
            }
        }
        if problems.is_empty() {
            Ok(raw)
        } else {
            Err(PositionError { problems })
        }
    }

    /// The position as a game state, or every reason it is impossible.
    pub fn to_state(&self, board: Arc<Board>) -> Result<State, PositionError> {
        let raw = self.to_raw(&board)?;
        State::from_position(board, &raw)
    }

    /// The position of a state at the start of a turn, stated in full (exact reserves and
    /// removed troops); `None` while an effect is pending or once the game is over.
    pub fn from_state(state: &State, seed: u64) -> Option<Position> {
        if state.is_over() {
            return None;
        }
        let raw = state.to_raw_position(seed)?;
        let b = state.board();
        let side_pos = |side: Side| SidePosition {
            rack: raw.racks[side].clone(),
            frozen: raw.frozen[side].clone(),
            reserve: Reserve::Exact(raw.reserves[side].clone()),
            removed: raw.removed[side].clone(),
            medals: Some(raw.medals[side]),
        };
        Some(Position {
            to_move: raw.to_move,
            stacks: IdMap(
                raw.stacks
                    .iter()
                    .map(|(l, s)| (b.id(*l).to_string(), s.clone()))
                    .collect(),
            ),
            blue: side_pos(Side::Blue),
            red: side_pos(Side::Red),
            discard: raw.discard.clone(),
            claimed: IdMap(
                raw.claimed
                    .iter()
                    .map(|(r, s)| (b.region_id(*r).to_string(), *s))
                    .collect(),
            ),
            seed,
            first_game: raw.options.first_game,
        })
    }

    /// Medals given explicitly, per side (for editors).
    pub fn medals(&self) -> BySide<Option<u32>> {
        BySide::new(self.blue.medals, self.red.medals)
    }
}
