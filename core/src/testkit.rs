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

/// A bundled map of `maps/`, by file stem, compiled.
pub fn bundled_board(stem: &str) -> Arc<Board> {
    compile(&load_map(&bundled_map_path(stem)))
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

/// What the challenger of [`duel`] scored: games won, lost and left unfinished at the cap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DuelScore {
    pub won: usize,
    pub lost: usize,
    pub unfinished: usize,
    /// Of `won`, the games the challenger played as blue.
    pub won_as_blue: usize,
    /// Of `lost`, the games the challenger played as blue.
    pub lost_as_blue: usize,
}

/// Plays `deals` deals of every start twice, the challenger taking blue in the first game and
/// red in the second, on every core at once (one game a thread), each deal seeded by its number
/// as `simulate` seeds it. `make(seed, challenger)` builds the player of one seat, the
/// challenger's when `challenger` is true.
pub fn duel(
    starts: &[crate::analysis::Start],
    deals: usize,
    make: impl Fn(u64, bool) -> Box<dyn crate::ai::Player> + Sync,
) -> DuelScore {
    duel_on(cores(), starts, deals, make)
}

/// The cores of the machine (1 when it cannot tell).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// [`duel`] with `workers` games at once: fewer than the cores when a player searches on
/// several threads, so that on the clock each has the cores it is given.
pub fn duel_on(
    workers: usize,
    starts: &[crate::analysis::Start],
    deals: usize,
    make: impl Fn(u64, bool) -> Box<dyn crate::ai::Player> + Sync,
) -> DuelScore {
    use crate::analysis::{SimConfig, play_from, player_seed};
    use crate::pieces::Side;
    let cap = SimConfig::default().cap;
    let games = duel_games_on(workers, starts, deals, |st, deal, seed, challenger| {
        let mut players = Side::ALL.map(|side| make(player_seed(seed, side), side == challenger));
        let record = play_from(st, &mut players, (deal, seed), cap, None)
            .expect("the game runs")
            .expect("not cancelled");
        (challenger, record.winner.map(|w| w == challenger))
    });
    let mut score = DuelScore::default();
    for (challenger, won) in games {
        let as_blue = usize::from(challenger == Side::Blue);
        match won {
            Some(true) => {
                score.won += 1;
                score.won_as_blue += as_blue;
            }
            Some(false) => {
                score.lost += 1;
                score.lost_as_blue += as_blue;
            }
            None => score.unfinished += 1,
        }
    }
    score
}

/// The games of [`duel`], each played by `play(position, deal, seed, challenger's side)` on
/// every core at once; the results in the games' order (every deal of the first start, blue
/// then red, then the next start), whatever thread played each.
pub fn duel_games<T: Send>(
    starts: &[crate::analysis::Start],
    deals: usize,
    play: impl Fn(State, usize, u64, crate::pieces::Side) -> T + Sync,
) -> Vec<T> {
    duel_games_on(cores(), starts, deals, play)
}

/// [`duel_games`] with `workers` games at once (at least one).
pub fn duel_games_on<T: Send>(
    workers: usize,
    starts: &[crate::analysis::Start],
    deals: usize,
    play: impl Fn(State, usize, u64, crate::pieces::Side) -> T + Sync,
) -> Vec<T> {
    use crate::analysis::{SimConfig, game_seed};
    use crate::pieces::Side;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let config = SimConfig::default();
    let games = starts.len() * deals * 2;
    let next = AtomicUsize::new(0);
    let threads = workers.max(1);
    let mut out: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= games {
                            break;
                        }
                        let (start, deal) = (&starts[g / (deals * 2)], g % (deals * 2) / 2);
                        let challenger = if g.is_multiple_of(2) {
                            Side::Blue
                        } else {
                            Side::Red
                        };
                        let seed = game_seed(config.seed, deal);
                        let st = start.state(deal, seed).expect("the deal");
                        mine.push((g, play(st, deal, seed, challenger)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a game panicked"))
            .collect()
    });
    out.sort_by_key(|(g, _)| *g);
    out.into_iter().map(|(_, t)| t).collect()
}
