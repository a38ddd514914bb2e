//! A game a few plies in on Castle Field, played by the greedy player, for the tests of the
//! practice opponent's decisions.

use crate::ai::{AiSpec, Control, choose_for};
use crate::engine::{Board, GameOptions, State};
use std::sync::Arc;

/// Castle Field from seed 3, `plies` actions in.
pub fn castle_game(plies: usize) -> State {
    let map = crate::map::Map::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps/castle-field.ron"),
    )
    .expect("the bundled map loads");
    let board = Arc::new(Board::compile(&map).expect("it compiles"));
    let mut st = State::new_game(board, 3, GameOptions::default());
    let mut greedy = AiSpec::Greedy.build(9);
    for _ in 0..plies {
        let a = choose_for(greedy.as_mut(), &st, &Control::default()).expect("a move");
        st.play(&a).expect("legal");
    }
    st
}
