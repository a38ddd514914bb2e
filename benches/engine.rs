//! The rules engine on the bundled Castle Field: random playouts (goals: at least 15,000,000
//! actions/s and 30,000 complete games/s on one core; the same games with the legal actions
//! listed at every step beside them, for the ratio), legal-action generation for a mid-game
//! position (goal: at most 200 ns), and the simulation path (`analysis::play_game` with random
//! players) side by side with the engine's own playout loop on the same number of games (goal:
//! the simulation path at least 80% of the loop's games per second).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;
use std::sync::Arc;
use toyforge::ai::AiSpec;
use toyforge::analysis::{SimConfig, Start, play_game};
use toyforge::engine::{Action, Board, GameOptions, PLAYOUT_CAP, State, random_playout};

/// Games per benchmark iteration.
const GAMES: u64 = 256;

fn castle() -> Arc<Board> {
    toyforge_core::testkit::castle_board()
}

/// Plays `GAMES` complete random games (fresh seeded setup each) and returns the actions played.
/// Each action is picked by index from the legal actions counted, the list never built.
fn play_games(board: &Arc<Board>) -> u64 {
    let mut actions = 0;
    for seed in 0..GAMES {
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let p = random_playout(&mut state, &mut rng, PLAYOUT_CAP);
        actions += p.actions as u64;
    }
    actions
}

/// The same games as [`play_games`], the legal actions listed at every step and the action
/// taken from the list (the playout loop before the actions were counted); the actions played.
fn play_games_listed(board: &Arc<Board>, buf: &mut Vec<Action>) -> u64 {
    let mut actions = 0;
    for seed in 0..GAMES {
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut played = 0;
        while !state.is_over() && played < PLAYOUT_CAP {
            state.legal_actions(buf);
            if buf.is_empty() {
                break;
            }
            let a = buf[rng.random_range(0..buf.len())];
            state.play_unchecked(&a);
            played += 1;
        }
        actions += played as u64;
    }
    actions
}

/// A position some way into a random game, at the start of a turn.
fn mid_game(board: &Arc<Board>) -> State {
    let mut buf = Vec::new();
    for seed in 0.. {
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        for played in 0..200 {
            if state.is_over() {
                break;
            }
            state.legal_actions(&mut buf);
            if played >= 30 && state.at_turn_start() && buf.len() >= 20 {
                return state;
            }
            let a = buf[rng.random_range(0..buf.len())];
            state.play_unchecked(&a);
        }
    }
    unreachable!()
}

fn playouts(c: &mut Criterion) {
    let board = castle();
    let mut buf = Vec::with_capacity(256);
    let actions = play_games(&board);
    assert_eq!(
        play_games_listed(&board, &mut buf),
        actions,
        "the same games"
    );
    eprintln!(
        "castle field: {GAMES} random games, {actions} actions ({:.1} a game)",
        actions as f64 / GAMES as f64
    );
    let mut g = c.benchmark_group("castle_field_playouts");
    g.throughput(Throughput::Elements(actions));
    g.bench_function("actions", |b| b.iter(|| black_box(play_games(&board))));
    g.bench_function("actions, listed", |b| {
        b.iter(|| black_box(play_games_listed(&board, &mut buf)))
    });
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("games", |b| b.iter(|| black_box(play_games(&board))));
    g.finish();
}

/// Plays `GAMES` complete random-against-random games the way `simulate` plays them (seeded
/// setups, players built per game, the legal actions listed once per decision for the metrics
/// and the player, claims dated, records built) and returns the actions played.
fn simulate_games(start: &Start, config: &SimConfig) -> u64 {
    (0..GAMES as usize)
        .map(|i| {
            let rec = play_game(start, config, i, None)
                .expect("random players play legal actions")
                .expect("not cancelled");
            rec.actions as u64
        })
        .sum()
}

/// The simulation path and the engine loop in one group, so their games per second are measured
/// side by side under the same load.
fn simulation_path(c: &mut Criterion) {
    let board = castle();
    let start = Start::Setup {
        board: board.clone(),
        options: GameOptions::default(),
    };
    let config = SimConfig {
        blue: AiSpec::Random,
        red: AiSpec::Random,
        ..SimConfig::default()
    };
    let mut g = c.benchmark_group("simulation_path_vs_engine_loop");
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("engine loop, random games", |b| {
        b.iter(|| black_box(play_games(&board)))
    });
    g.bench_function("simulation path, random players", |b| {
        b.iter(|| black_box(simulate_games(&start, black_box(&config))))
    });
    g.finish();
}

fn legal_generation(c: &mut Criterion) {
    let board = castle();
    let state = mid_game(&board);
    let mut buf = Vec::with_capacity(256);
    state.legal_actions(&mut buf);
    eprintln!("mid-game position: {} legal actions", buf.len());
    c.bench_function("castle_field_legal_actions_mid_game", |b| {
        b.iter(|| {
            black_box(&state).legal_actions(&mut buf);
            black_box(buf.len())
        })
    });
}

criterion_group!(benches, playouts, legal_generation, simulation_path);
criterion_main!(benches);
