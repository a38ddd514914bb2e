//! The state as JSON, exactly as NOTATION.md fixes it (`toyforge play --json`).

use super::print::legal_texts;
use crate::engine::{Piece, State};
use crate::pieces::{BySide, Side, Troop};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// A troop with its side: `{"side": "blue", "troop": "roxy"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PieceJson {
    pub side: Side,
    pub troop: Troop,
}

impl From<Piece> for PieceJson {
    fn from(p: Piece) -> Self {
        PieceJson {
            side: p.0,
            troop: p.1,
        }
    }
}

/// A JSON object whose keys keep the order given (map order for bases and HQs).
#[derive(Clone, Debug, PartialEq)]
pub struct Ordered<T>(pub Vec<(String, T)>);

impl<T: Serialize> Serialize for Ordered<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// The state object of `play --json`. Field order follows NOTATION.md.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StateJson {
    pub to_move: Option<Side>,
    pub pending: Option<&'static str>,
    pub winner: Option<Side>,
    pub end: Option<&'static str>,
    pub medals: BySide<u32>,
    /// Every base, its stack bottom to top.
    pub bases: Ordered<Vec<PieceJson>>,
    /// Every HQ: `null`, or the troop that took it.
    pub hqs: Ordered<Option<PieceJson>>,
    /// Full racks, frozen included, Kwak first then by strength.
    pub racks: BySide<Vec<Troop>>,
    pub frozen: BySide<Vec<Troop>>,
    /// Reserve sizes.
    pub reserve: BySide<usize>,
    /// Oldest first.
    pub discard: Vec<PieceJson>,
    /// Claimed regions only.
    pub claimed: Ordered<Side>,
    /// The legal actions, sorted by byte order.
    pub legal: Vec<String>,
}

/// The state as the JSON object of NOTATION.md.
pub fn state_json(state: &State) -> StateJson {
    let b = state.board();
    let per = |f: &dyn Fn(Side) -> Vec<Troop>| BySide::new(f(Side::Blue), f(Side::Red));
    let outcome = state.outcome();
    StateJson {
        to_move: state.to_move(),
        pending: state.pending().map(|p| p.name()),
        winner: outcome.map(|o| o.winner),
        end: outcome.map(|o| o.end.name()),
        medals: BySide::new(state.medals(Side::Blue), state.medals(Side::Red)),
        bases: Ordered(
            b.base_locs()
                .map(|l| {
                    (
                        b.id(l).to_string(),
                        state.stack(l).into_iter().map(PieceJson::from).collect(),
                    )
                })
                .collect(),
        ),
        hqs: Ordered(
            b.hq_locs()
                .map(|l| (b.id(l).to_string(), state.top(l).map(PieceJson::from)))
                .collect(),
        ),
        racks: per(&|s| state.rack_list(s)),
        frozen: per(&|s| state.frozen_list(s)),
        reserve: BySide::new(state.reserve_len(Side::Blue), state.reserve_len(Side::Red)),
        discard: state.discard().into_iter().map(PieceJson::from).collect(),
        claimed: Ordered(
            b.regions()
                .filter_map(|r| state.claimed_by(r).map(|s| (b.region_id(r).to_string(), s)))
                .collect(),
        ),
        legal: legal_texts(state),
    }
}

/// The state as pretty-printed JSON text.
pub fn state_json_string(state: &State) -> String {
    serde_json::to_string_pretty(&state_json(state)).unwrap_or_else(|_| "{}".into())
}
