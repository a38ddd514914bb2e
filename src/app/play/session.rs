//! A game in progress: the initial state and the action log. Rewinding replays the log from the
//! start (the state carries its own seeded random source, so replays give the same draws).

use crate::engine::{Action, Board, BoardError, GameOptions, Illegal, State};
use crate::map::{Map, Point};
use crate::pieces::Side;
use crate::scenario::{MapSource, Position, Scenario};
use std::sync::Arc;

/// One game: where it started, what was played, and where the view stands in the log.
#[derive(Clone)]
pub struct PlaySession {
    initial: State,
    /// Every action played, with the side that played it; entries past `cursor` can be redone.
    log: Vec<(Side, Action)>,
    cursor: usize,
    state: State,
    /// Map positions of the board's locations, by location index.
    positions: Vec<Point>,
    seed: u64,
    /// The map the game is played on.
    map: Map,
}

impl PlaySession {
    /// A new game on `map`, set up from `seed`.
    pub fn new_game(map: &Map, seed: u64, options: GameOptions) -> Result<PlaySession, BoardError> {
        let board = Arc::new(Board::compile(map)?);
        let state = State::new_game(board, seed, options);
        Ok(PlaySession::from_state(map, state, seed))
    }

    /// A game starting from `state` (a scenario's position, for instance), on the board compiled
    /// from `map` (used for the locations' positions).
    pub fn from_state(map: &Map, state: State, seed: u64) -> PlaySession {
        let board = state.board().clone();
        let positions = board
            .locations()
            .map(|l| map.pos_of(board.id(l)).unwrap_or_default())
            .collect();
        PlaySession {
            initial: state.clone(),
            log: Vec::new(),
            cursor: 0,
            state,
            positions,
            seed,
            map: map.clone(),
        }
    }

    /// The map the game is played on.
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// A scenario starting from this game's initial position, with the map written in place;
    /// `None` if the game started in the middle of an effect.
    pub fn to_scenario(&self) -> Option<Scenario> {
        let position = Position::from_state(&self.initial, self.seed)?;
        let mut sc = Scenario::new(MapSource::Embedded(Box::new(self.map.clone())));
        sc.title = format!("Game on {}", self.map.name);
        sc.position = position;
        Some(sc)
    }

    /// The position now.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The position the game started from.
    pub fn initial(&self) -> &State {
        &self.initial
    }

    /// The seed the game was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The board.
    pub fn board(&self) -> &Arc<Board> {
        self.state.board()
    }

    /// Every action in the log, including those undone (past [`Self::cursor`]).
    pub fn log(&self) -> &[(Side, Action)] {
        &self.log
    }

    /// The actions played to reach the position now.
    pub fn played(&self) -> &[(Side, Action)] {
        &self.log[..self.cursor]
    }

    /// How many actions of the log are played.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The map position of a location, by index.
    pub fn position(&self, index: usize) -> Point {
        self.positions.get(index).copied().unwrap_or_default()
    }

    /// Plays `action` now; the undone part of the log is dropped.
    pub fn play(&mut self, action: &Action) -> Result<(), Illegal> {
        let side = self.state.turn_side();
        self.state.play(action)?;
        self.log.truncate(self.cursor);
        self.log.push((side, *action));
        self.cursor += 1;
        Ok(())
    }

    /// Shows the position after the first `n` actions of the log (replayed from the start).
    pub fn jump(&mut self, n: usize) {
        let n = n.min(self.log.len());
        let mut state = self.initial.clone();
        for (i, (_, a)) in self.log[..n].iter().enumerate() {
            if state.play(a).is_err() {
                // The log was played on this very state, so this cannot happen; keep what replays.
                self.log.truncate(i);
                break;
            }
        }
        self.cursor = n.min(self.log.len());
        self.state = state;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.log.len()
    }

    /// Takes back the last action played.
    pub fn undo(&mut self) {
        if self.can_undo() {
            self.jump(self.cursor - 1);
        }
    }

    /// Plays again the next undone action.
    pub fn redo(&mut self) {
        if let Some(&(_, a)) = self.log.get(self.cursor) {
            if self.state.play(&a).is_ok() {
                self.cursor += 1;
            } else {
                self.log.truncate(self.cursor);
            }
        }
    }
}
