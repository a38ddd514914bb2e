//! The balance lab's workload: 10,000 greedy-against-greedy games on the bundled Castle Field,
//! run as the Analysis panel and `toyforge simulate` run them (rayon, one game per task), on one
//! thread and on every core, so the scaling with cores shows (goal: at most 30 s on 2 cores).
//!
//! `cargo bench --bench balance`; each sample is a whole run of 10,000 games, so the report's
//! time is the wall time of one run.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use toyforge::ai::AiSpec;
use toyforge::analysis::{SimConfig, Start, simulate};
use toyforge::engine::GameOptions;

const GAMES: usize = 10_000;

fn bench_balance(c: &mut Criterion) {
    let board = toyforge_core::testkit::castle_board();
    let start = Start::Setup {
        board,
        options: GameOptions::default(),
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut threads = vec![1];
    if cores > 1 {
        threads.push(cores);
    }
    let mut g = c.benchmark_group("balance lab");
    // A run takes seconds: criterion's minimum of ten samples, no long warm-up.
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(1));
    g.measurement_time(Duration::from_secs(120));
    g.throughput(Throughput::Elements(GAMES as u64));
    for n in threads {
        let config = SimConfig {
            games: GAMES,
            blue: AiSpec::Greedy,
            red: AiSpec::Greedy,
            seed: 1,
            threads: Some(n),
            ..SimConfig::default()
        };
        let name = format!("10,000 greedy games, Castle Field, {n} thread(s)");
        g.bench_function(name, |b| {
            b.iter(|| {
                let sim = simulate(&start, black_box(&config), &|_, _| {}, None)
                    .expect("the simulation runs");
                black_box(sim)
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench_balance);
criterion_main!(benches);
