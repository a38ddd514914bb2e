//! The overlay of a game state: what the renderer draws on top of the map for a position.

use super::Overlay;
use crate::engine::State;
use crate::pieces::{BySide, Side};

impl Overlay {
    /// Everything public about `state`: stacks, taken HQs, claimed regions, medals and the side
    /// to move. Hidden things (racks, reserves) are not drawn.
    pub fn from_state(state: &State) -> Overlay {
        let board = state.board();
        let mut overlay = Overlay {
            medals: Some(BySide::new(
                state.medals(Side::Blue),
                state.medals(Side::Red),
            )),
            to_move: state.to_move(),
            first_game: state.options().first_game,
            ..Overlay::default()
        };
        for loc in board.base_locs() {
            let stack = state.stack(loc);
            if !stack.is_empty() {
                overlay.stacks.insert(
                    board.id(loc).to_string(),
                    stack.into_iter().map(|p| (p.side(), p.troop())).collect(),
                );
            }
        }
        for loc in board.hq_locs() {
            if let Some(p) = state.top(loc) {
                overlay
                    .hqs
                    .insert(board.id(loc).to_string(), (p.side(), p.troop()));
            }
        }
        for r in board.regions() {
            if let Some(side) = state.claimed_by(r) {
                overlay.claimed.insert(board.region_id(r).to_string(), side);
            }
        }
        overlay
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, GameOptions};
    use crate::map::Map;
    use std::path::Path;
    use std::sync::Arc;

    #[test]
    fn overlay_shows_the_stacks_and_medals_of_a_state() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("maps/castle-field.ron");
        let map = Map::load(&path).unwrap();
        let board = Arc::new(Board::compile(&map).unwrap());
        let mut state = State::new_game(board, 7, GameOptions::default());
        let mut legal = Vec::new();
        // Play until something stands on the board.
        for _ in 0..40 {
            if state.is_over() {
                break;
            }
            legal.clear();
            state.legal_actions(&mut legal);
            let place = legal
                .iter()
                .find(|a| matches!(a, crate::engine::Action::Place(..)))
                .or(legal.first())
                .copied()
                .unwrap();
            state.play(&place).unwrap();
        }
        let overlay = Overlay::from_state(&state);
        let on_board: usize = overlay.stacks.values().map(Vec::len).sum();
        let expected: usize = state
            .board()
            .base_locs()
            .map(|l| state.stack(l).len())
            .sum();
        assert!(on_board > 0);
        assert_eq!(on_board, expected);
        assert_eq!(
            overlay.medals,
            Some(BySide::new(
                state.medals(Side::Blue),
                state.medals(Side::Red)
            ))
        );
    }
}
