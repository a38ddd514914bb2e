//! The action notation: a line is parsed and, when it parses, played from a fresh Castle Field
//! game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};
use toyforge_core::engine::{Board, GameOptions, State};
use toyforge_core::map::Map;
use toyforge_core::notation::Line;

const CASTLE: &str = include_str!("../../maps/castle-field.ron");

fn board() -> Arc<Board> {
    static BOARD: OnceLock<Arc<Board>> = OnceLock::new();
    BOARD
        .get_or_init(|| {
            let map = Map::from_ron(CASTLE, "castle-field.ron").unwrap();
            Arc::new(Board::compile(&map).unwrap())
        })
        .clone()
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Line::parse(text) {
        Err(e) => {
            let s = e.syntax().expect("parsing fails only on syntax");
            assert!(s.line >= 1 && s.column >= 1);
        }
        Ok(line) => {
            let mut state = State::new_game(board(), 0, GameOptions::default());
            let _ = line.play(&mut state).into_result();
        }
    }
});
