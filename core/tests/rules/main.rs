//! One named test (or more) per numbered rule of RULES.md, and one per question the source
//! documents answer (`q_...`). Positions are written as in scenario files, on the small grid
//! fixtures of `tests/fixtures/engine-*.ron`:
//!
//! ```text
//!           red-hq
//!     a3 --- b3 --- c3        regions: sw = a1 b1 b2 a2 (1 medal)   se = b1 c1 c2 b2 (2)
//!     |      |      |                  nw = a2 b2 b3 a3 (1 medal)   ne = b2 c2 c3 b3 (2)
//!     a2 --- b2 --- c2        targets 3 / 3; special bases (by rule) a2 and c2
//!     |      |      |
//!     a1 --- b1 --- c1
//!           blue-hq
//! ```

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use toyforge_core::engine::{
    Action, Board, EndReason, GameOptions, Illegal, IllegalKind, PLAYOUT_CAP, Pending, Piece,
    PositionError, State, random_playout,
};
use toyforge_core::notation::{legal_texts, parse_action, play_line};
use toyforge_core::scenario::Position;
use toyforge_core::testkit;
use toyforge_core::{Side, Troop};

// ----- helpers -----

fn board(name: &str) -> Arc<Board> {
    testkit::engine_board(name)
}

fn position(map: &str, text: &str) -> Result<State, PositionError> {
    let p: Position = ron::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    p.to_state(board(map))
}

fn pos(map: &str, text: &str) -> State {
    position(map, text).unwrap_or_else(|e| panic!("{e}"))
}

fn play(state: &mut State, moves: &str) {
    play_line(state, moves)
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Plays `action` expecting a refusal; checks the state is unchanged.
fn refuse(state: &State, action: &str) -> Illegal {
    let mut s = state.clone();
    let a = match parse_action(s.board(), action) {
        Ok(a) => a,
        Err(toyforge_core::notation::ActionError::Illegal(e)) => return e,
        Err(e) => panic!("{action}: {e}"),
    };
    match s.play(&a) {
        Ok(()) => panic!("`{action}` was accepted"),
        Err(e) => {
            assert_eq!(&s, state, "a refused action changed the state");
            e
        }
    }
}

fn legal(state: &State) -> Vec<String> {
    legal_texts(state)
}

fn has(state: &State, action: &str) -> bool {
    legal(state).iter().any(|a| a == action)
}

fn loc(state: &State, id: &str) -> toyforge_core::engine::Loc {
    state.board().find(id).unwrap()
}

fn stack(state: &State, id: &str) -> Vec<Piece> {
    state.stack(loc(state, id))
}

fn troops_of(state: &State, side: Side) -> Vec<Troop> {
    state.rack_list(side)
}

/// A RON list of a side's 24 troops minus `used`: for stating where the rest are.
fn rest_of(used: &[Troop]) -> String {
    let mut left = [3u8; 8];
    for t in used {
        left[t.index()] -= 1;
    }
    let mut v = Vec::new();
    for t in Troop::ALL {
        for _ in 0..left[t.index()] {
            v.push(t.name());
        }
    }
    format!("[{}]", v.join(", "))
}

fn won(state: &State, winner: Side, end: EndReason) {
    let o = state
        .outcome()
        .unwrap_or_else(|| panic!("the game is not over: {state:?}"));
    assert_eq!((o.winner, o.end), (winner, end));
    assert!(state.is_over());
    assert_eq!(state.to_move(), None);
    assert_eq!(state.pending(), None);
    assert!(legal(state).is_empty());
}

mod after_placement;
mod battlefields;
mod components_and_setup;
mod hidden_and_positions;
mod regions_and_end;
mod turn_and_placement;
