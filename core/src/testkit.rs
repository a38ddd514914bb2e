//! Fixtures shared by the tests and benchmarks of both crates: the repository's bundled maps
//! and the rule fixtures of `tests/fixtures/`. Compiled for the core's own tests and, with the
//! `testkit` feature, for the application's tests and benchmarks; never part of a release build.

use crate::engine::{Board, State};
use crate::map::Map;
use crate::scenario::Position;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The repository's top folder (the one holding `maps/`, `scenarios/` and `tests/fixtures/`).
pub fn repo_root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// A file of `tests/fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    repo_root().join("tests/fixtures").join(name)
}

/// A bundled map of `maps/`, by file stem (`"castle-field"`).
pub fn bundled_map_path(stem: &str) -> PathBuf {
    repo_root().join("maps").join(format!("{stem}.ron"))
}

/// Loads a map file, panicking with the loader's message.
pub fn load_map(path: &Path) -> Map {
    Map::load(path).unwrap_or_else(|e| panic!("{e}"))
}

/// Compiles a map for the engine, panicking with the engine's message.
pub fn compile(map: &Map) -> Arc<Board> {
    Arc::new(Board::compile(map).unwrap_or_else(|e| panic!("{}: {e}", map.name)))
}

/// The bundled Castle Field map.
pub fn castle_map() -> Map {
    load_map(&bundled_map_path("castle-field"))
}

/// The bundled Castle Field, compiled.
pub fn castle_board() -> Arc<Board> {
    compile(&castle_map())
}

/// The mid-game position the AI benches search from: 20 greedy actions into a game on `board`,
/// moved on to the next start of a turn where the side to move holds at least three troops, in
/// the first game from seed 3 on that gets there.
pub fn midgame(board: &Arc<Board>) -> State {
    (3u64..)
        .find_map(|seed| midgame_of(board, seed))
        .expect("some game reaches the middle")
}

fn midgame_of(board: &Arc<Board>, seed: u64) -> Option<State> {
    use crate::ai::{Control, GreedyPlayer, choose_for};
    let mut st = State::new_game(board.clone(), seed, crate::engine::GameOptions::default());
    let mut players = [GreedyPlayer::new(1), GreedyPlayer::new(2)];
    let mut n = 0;
    loop {
        let side = st.to_move()?;
        if n >= 20 && st.at_turn_start() && st.rack_len(side) >= 3 {
            return Some(st);
        }
        let a = choose_for(&mut players[side.index()], &st, &Control::default())?;
        st.play(&a).expect("legal");
        n += 1;
    }
}

/// A rule fixture `tests/fixtures/engine-NAME.ron`, compiled.
pub fn engine_board(name: &str) -> Arc<Board> {
    compile(&load_map(&fixture(&format!("engine-{name}.ron"))))
}

/// A position written as in a scenario file, set up on `board`, panicking on a bad one.
pub fn position(board: Arc<Board>, text: &str) -> State {
    let p: Position = ron::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    p.to_state(board).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Deals again, from `rng`, what `opp`'s opponent cannot see of `opp`: its rack, its reserve's
/// order and the troops removed at setup, keeping how many each holds. The property tests of
/// fair play change this and check that nothing the other side decides or values moves.
pub fn redeal_unseen_of(
    raw: &mut crate::engine::RawPosition,
    opp: crate::pieces::Side,
    rng: &mut impl rand::Rng,
) {
    use rand::seq::SliceRandom;
    let mut theirs: Vec<crate::pieces::Troop> = raw.racks[opp]
        .iter()
        .chain(&raw.reserves[opp])
        .chain(&raw.removed[opp])
        .copied()
        .collect();
    theirs.shuffle(rng);
    let (r, n) = (raw.racks[opp].len(), raw.reserves[opp].len());
    raw.racks[opp] = theirs[..r].to_vec();
    raw.reserves[opp] = theirs[r..r + n].to_vec();
    raw.removed[opp] = theirs[r + n..].to_vec();
}
