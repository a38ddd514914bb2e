//! AI speed: one move of mcts at its default budget from a mid-game Castle Field position (goal
//! at most 1 s on one core; criterion's throughput line gives the iterations per second), by a
//! new player each time and by one player searching move after move (its tree's memory
//! reused); one expert move at its default budget; one greedy move; and whole
//! greedy-against-greedy games (games per second on one core).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use toyforge::ai::{Control, GreedyPlayer, MctsConfig, MctsPlayer, Player};
use toyforge::analysis::{SimConfig, Start, play_game};
use toyforge::engine::{Board, GameOptions, State};

fn castle() -> Arc<Board> {
    toyforge_core::testkit::castle_board()
}

/// The mid-game Castle Field position (see [`toyforge_core::testkit::midgame`]).
fn midgame(board: &Arc<Board>) -> State {
    toyforge_core::testkit::midgame(board)
}

fn bench_mcts(c: &mut Criterion) {
    let board = castle();
    let st = midgame(&board);
    let obs = st.observation(st.to_move().expect("on"));
    // The default settings, and the expert level's: its default budget is meant to take about
    // the time of the default's.
    for (group, config) in [
        ("mcts", MctsConfig::default()),
        ("expert", MctsConfig::expert()),
    ] {
        let mut g = c.benchmark_group(group);
        g.sample_size(10);
        g.throughput(Throughput::Elements(config.iterations as u64));
        g.bench_function("default budget move, mid-game Castle Field", |b| {
            let mut seed = 0u64;
            b.iter(|| {
                seed += 1;
                let mut ai = MctsPlayer::new(config, seed);
                black_box(ai.choose(black_box(&obs), &Control::default()))
            })
        });
        if group == "mcts" {
            g.bench_function("default budget move, one player move after move", |b| {
                let mut ai = MctsPlayer::new(config, 1);
                b.iter(|| black_box(ai.choose(black_box(&obs), &Control::default())))
            });
        }
        g.finish();
    }
}

fn bench_greedy(c: &mut Criterion) {
    let board = castle();
    let st = midgame(&board);
    let obs = st.observation(st.to_move().expect("on"));
    let mut g = c.benchmark_group("greedy");
    g.bench_function("one move, mid-game Castle Field", |b| {
        let mut ai = GreedyPlayer::new(1);
        b.iter(|| black_box(ai.choose(black_box(&obs), &Control::default())))
    });
    g.throughput(Throughput::Elements(1));
    g.bench_function("greedy against greedy game, Castle Field", |b| {
        let start = Start::Setup {
            board: board.clone(),
            options: GameOptions::default(),
        };
        let config = SimConfig::default();
        let mut i = 0usize;
        b.iter(|| {
            i += 1;
            black_box(play_game(&start, &config, i, None).expect("plays"))
        })
    });
    g.finish();
}

criterion_group!(benches, bench_mcts, bench_greedy);
criterion_main!(benches);
