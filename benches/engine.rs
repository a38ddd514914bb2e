//! The rules engine on the bundled Castle Field: random playouts (goals: at least 2,000,000
//! actions/s and 30,000 complete games/s on one core) and legal-action generation for a
//! mid-game position (goal: at most 200 ns).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;
use std::sync::Arc;
use toyforge::engine::{Action, Board, GameOptions, PLAYOUT_CAP, State, random_playout};

/// Games per benchmark iteration.
const GAMES: u64 = 256;

fn castle() -> Arc<Board> {
    toyforge_core::testkit::castle_board()
}

/// Plays `GAMES` complete random games (fresh seeded setup each) and returns the actions played.
fn play_games(board: &Arc<Board>, buf: &mut Vec<Action>) -> u64 {
    let mut actions = 0;
    for seed in 0..GAMES {
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let p = random_playout(&mut state, &mut rng, PLAYOUT_CAP, buf);
        actions += p.actions as u64;
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
    let actions = play_games(&board, &mut buf);
    eprintln!(
        "castle field: {GAMES} random games, {actions} actions ({:.1} a game)",
        actions as f64 / GAMES as f64
    );
    let mut g = c.benchmark_group("castle_field_playouts");
    g.throughput(Throughput::Elements(actions));
    g.bench_function("actions", |b| {
        b.iter(|| black_box(play_games(&board, &mut buf)))
    });
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("games", |b| {
        b.iter(|| black_box(play_games(&board, &mut buf)))
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

criterion_group!(benches, playouts, legal_generation);
criterion_main!(benches);
