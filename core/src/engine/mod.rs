//! The rules engine: a compiled [`Board`], the game [`State`], [`Action`]s with legal-action
//! generation and application, and each side's [`Observation`]. The rules are those of
//! `RULES.md`; nothing here depends on the user interface.
//!
//! ```no_run
//! use std::sync::Arc;
//! use toyforge_core::engine::{Board, GameOptions, State};
//! let map = toyforge_core::map::Map::load("../maps/castle-field.ron".as_ref()).unwrap();
//! let board = Arc::new(Board::compile(&map).unwrap());
//! let mut state = State::new_game(board, 1, GameOptions::default());
//! let mut legal = Vec::new();
//! state.legal_actions(&mut legal);
//! state.play(&legal[0]).unwrap();
//! ```

mod action;
mod apply;
mod board;
mod error;
mod legal;
mod observe;
mod setup;
mod state;
pub(crate) use state::flood;

pub use action::{Action, EndReason, GameOptions, Outcome, Pending, Piece, assert_troops_fit};
pub use board::{Board, Loc, LocSet, RegionId};
pub use error::{
    BoardError, BoardProblem, BoardProblemKind, Illegal, IllegalKind, PositionError,
    PositionProblem, PositionProblemKind,
};
pub use legal::LegalActions;
pub use observe::Observation;
pub use setup::{REMOVED_AT_SETUP, RawPosition};
pub use state::{RACK_LIMIT, State};

use rand::Rng;

/// Actions after which tools that play whole games without people stop a game and report it
/// as unfinished (RULES §6.5).
pub const PLAYOUT_CAP: usize = 1000;

/// The result of a playout: the outcome, or `None` when the cap was reached first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    pub outcome: Option<Outcome>,
    /// Actions played.
    pub actions: usize,
}

/// Plays uniformly random legal actions until the game ends or `cap` actions have been played.
/// Chance inside actions comes from the state's own random source; the choices from `rng`.
/// Each action is picked by its index among the legal actions counted ([`State::legal`]), the
/// list never built: the same action, for the same `rng`, as the index into
/// [`State::legal_actions`] picks.
pub fn random_playout<R: Rng + ?Sized>(state: &mut State, rng: &mut R, cap: usize) -> Playout {
    let mut actions = 0;
    while !state.is_over() {
        if actions >= cap {
            return Playout {
                outcome: None,
                actions,
            };
        }
        let legal = state.legal();
        if legal.is_empty() {
            break;
        }
        let Some(a) = legal.get(rng.random_range(0..legal.len())) else {
            break;
        };
        state.play_unchecked(&a);
        actions += 1;
    }
    Playout {
        outcome: state.outcome(),
        actions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Base, Hq, Map, Path, Point, Region};
    use crate::pieces::{BySide, Side};
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;
    use std::sync::Arc;

    /// A ladder of two rows of `cols` bases, blue's HQ at the left end, red's at the right,
    /// one region in the first square.
    fn ladder(cols: usize) -> Map {
        let id = |r: usize, c: usize| format!("r{r}c{c}");
        let mut map = Map {
            name: format!("Ladder of {cols}"),
            targets: BySide::new(2, 2),
            ..Map::default()
        };
        for r in 0..2 {
            for c in 0..cols {
                map.bases.push(Base {
                    id: id(r, c),
                    name: String::new(),
                    pos: Point::new(c as f32 * 100.0, r as f32 * 100.0),
                    special: false,
                    allowed: None,
                });
                if c + 1 < cols {
                    map.paths.push(Path::new(id(r, c), id(r, c + 1)));
                }
            }
        }
        for c in 0..cols {
            map.paths.push(Path::new(id(0, c), id(1, c)));
        }
        map.hqs.push(Hq {
            id: "blue-hq".into(),
            name: String::new(),
            side: Side::Blue,
            pos: Point::new(-100.0, 0.0),
            allowed: None,
        });
        map.hqs.push(Hq {
            id: "red-hq".into(),
            name: String::new(),
            side: Side::Red,
            pos: Point::new(cols as f32 * 100.0, 100.0),
            allowed: None,
        });
        map.paths.push(Path::new("blue-hq", id(0, 0)));
        map.paths.push(Path::new("red-hq", id(1, cols - 1)));
        map.regions.push(Region {
            id: "first".into(),
            name: String::new(),
            medals: 2,
            marker: Point::new(50.0, 50.0),
            ring: vec![id(0, 0), id(0, 1), id(1, 1), id(1, 0)],
        });
        map
    }

    #[test]
    fn a_board_of_128_locations_compiles_and_plays_to_the_end() {
        let board = Arc::new(Board::compile(&ladder(63)).unwrap_or_else(|e| panic!("{e}")));
        assert_eq!(board.num_locations(), crate::limits::MAX_PLAY_LOCATIONS);
        let red_hq = board.find("RED-HQ").unwrap();
        assert_eq!(red_hq.index(), 127);
        for seed in 0..20 {
            let mut st = State::new_game(board.clone(), seed, GameOptions::default());
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let p = random_playout(&mut st, &mut rng, PLAYOUT_CAP);
            assert!(p.outcome.is_some() || p.actions == PLAYOUT_CAP);
        }
    }

    #[test]
    fn a_board_of_more_than_128_locations_is_refused_with_a_message() {
        let e = Board::compile(&ladder(64)).unwrap_err();
        let p = e
            .problems
            .iter()
            .find(|p| p.kind == BoardProblemKind::TooManyLocations)
            .unwrap_or_else(|| panic!("{e}"));
        assert!(
            p.message.to_string().contains("130 locations")
                && p.message.to_string().contains("at most 128"),
            "{e}"
        );
    }

    #[test]
    fn a_map_with_unknown_ids_does_not_compile() {
        let mut map = ladder(3);
        map.paths.push(Path::new("r0c0", "nowhere"));
        map.regions[0].ring.push("elsewhere".into());
        let e = Board::compile(&map).unwrap_err();
        let text = e.to_string();
        assert!(text.contains("nowhere"), "{text}");
        assert!(text.contains("elsewhere"), "{text}");
        // Each problem has its kind and the ids involved.
        let path = e
            .problems
            .iter()
            .find(|p| p.kind == BoardProblemKind::Map(crate::map::ProblemKind::UnknownLocation))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(path.ids.iter().any(|id| id == "nowhere"), "{path:?}");
        let ring = e
            .problems
            .iter()
            .find(|p| p.kind == BoardProblemKind::Map(crate::map::ProblemKind::RingUnknownBase))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(ring.ids.iter().any(|id| id == "elsewhere"), "{ring:?}");
        assert_eq!(text.matches("cannot be played").count(), 1, "{text}");
    }

    #[test]
    fn an_impossible_position_names_each_problem_with_its_kind_and_ids() {
        let board = Arc::new(Board::compile(&ladder(3)).unwrap());
        let r0c1 = board.find("r0c1").unwrap();
        let red_hq = board.find("RED-HQ").unwrap();
        let p = RawPosition {
            stacks: vec![
                (r0c1, vec![Piece(Side::Blue, crate::pieces::Troop::Roxy)]),
                (r0c1, vec![]),
                (red_hq, vec![Piece(Side::Red, crate::pieces::Troop::Kwak)]),
            ],
            ..RawPosition::default()
        };
        let e = State::from_position(board, &p).unwrap_err();
        let of = |kind| {
            e.problems
                .iter()
                .find(|p| p.kind == kind)
                .unwrap_or_else(|| panic!("no {kind:?} in {e}"))
        };
        assert_eq!(of(PositionProblemKind::StackGivenTwice).ids, ["r0c1"]);
        assert_eq!(of(PositionProblemKind::TroopOnHq).ids, ["red-hq"]);
        assert!(e.has(PositionProblemKind::TroopCount));
        assert!(!e.has(PositionProblemKind::RackOverLimit));
        let text = e.to_string();
        assert!(
            text.starts_with(&format!(
                "impossible position ({} problems):",
                e.problems.len()
            )),
            "{text}"
        );
        assert_eq!(text.matches("impossible position").count(), 1, "{text}");
    }

    #[test]
    fn connected_bases_are_the_walk_placements_use() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fixtures/engine-grid.ron"
        );
        let board = Arc::new(Board::compile(&Map::load(path.as_ref()).unwrap()).unwrap());
        let p: crate::scenario::Position = ron::from_str(
            "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, roxy)], \"a3\": [(blue, hook)], \"b3\": [(red, star)]}, blue: (rack: [roxy]))",
        )
        .unwrap();
        let st = p.to_state(board.clone()).unwrap();
        let id = |l: Loc| board.id(l).to_string();
        let connected: Vec<String> = st.connected(Side::Blue).iter().map(id).collect();
        // a3 is blue's but cut off: a2 is empty and b3 is red's.
        assert_eq!(connected, ["b1", "b2"]);
        assert!(st.connected(Side::Red).iter().map(id).eq(["b3"]));
        // The empty bases blue may place on are exactly those next to a connected base.
        let empty_targets: Vec<String> = st
            .placement_targets(Side::Blue, crate::pieces::Troop::Roxy)
            .iter()
            .filter(|&l| st.top(l).is_none())
            .map(id)
            .collect();
        assert_eq!(empty_targets, ["a1", "a2", "c1", "c2"]);
    }

    #[test]
    fn actions_stay_small_and_states_clone_flat() {
        assert!(std::mem::size_of::<Action>() <= 4);
        assert!(std::mem::size_of::<State>() <= 1024);
    }
}
