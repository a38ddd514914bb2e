//! The map parser, then everything done with a map that parses: validation, the board
//! compiler, the legal actions of a fresh game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::Arc;
use toyforge_core::engine::{Board, GameOptions, State};
use toyforge_core::map::{LoadError, Map, validate};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Map::from_ron(text, "fuzz.ron") {
        Err(e) => {
            // Every error names the file; a syntax error has a place.
            assert!(e.to_string().starts_with("fuzz.ron"));
            if let LoadError::Syntax { line, column, .. } = e {
                assert!(line >= 1 && column >= 1);
            }
        }
        Ok(map) => {
            let _ = validate(&map);
            if let Ok(board) = Board::compile(&map) {
                let state = State::new_game(Arc::new(board), 0, GameOptions::default());
                let _ = toyforge_core::notation::legal_texts(&state);
            }
        }
    }
});
