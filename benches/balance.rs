//! The balance lab's workload: 10,000 greedy-against-greedy games on the bundled Castle Field,
//! run as the Analysis panel and `toyforge simulate` run them (rayon, one game per task), on one
//! thread and on every core, so the scaling with cores shows (goal: at most 30 s on 2 cores).
//!
//! `cargo bench --bench balance`; each sample is a whole run of 10,000 games, so the report's
//! time is the wall time of one run. The A/B group compares two Castle Field variants (the second
//! with an extra path from red's keep to the market square) on 10,000 common seeds, 20,000 games
//! with the paired statistics, on every core (goal: at most 10 s on 2 cores).
//!
//! The balancer group balances one deliberately unfair draft, Castle Field with a shortcut from
//! blue's keep to the market square, at greedy and mcts:200 with `toyforge balance`'s defaults
//! (1000 and 200 games a map while searching), on every core: one sample is one whole search.
//! Run it alone with `cargo bench --bench balance -- balancer`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;
use toyforge::ai::AiSpec;
use toyforge::analysis::{BalanceConfig, SimConfig, Start, balance_map, compare, simulate};
use toyforge::engine::Board;
use toyforge::engine::GameOptions;
use toyforge::map::Path;

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

fn bench_compare(c: &mut Criterion) {
    let a = toyforge_core::testkit::castle_map();
    let mut b = a.clone();
    b.paths.push(Path::new("red-hq", "market-square"));
    let start = |m: &toyforge::map::Map| Start::Setup {
        board: Arc::new(Board::compile(m).expect("a playable variant")),
        options: GameOptions::default(),
    };
    let (a, b) = (start(&a), start(&b));
    let config = SimConfig {
        games: GAMES,
        blue: AiSpec::Greedy,
        red: AiSpec::Greedy,
        seed: 1,
        keep_records: false,
        ..SimConfig::default()
    };
    let mut g = c.benchmark_group("balance lab A/B");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(1));
    g.measurement_time(Duration::from_secs(150));
    g.throughput(Throughput::Elements(2 * GAMES as u64));
    g.bench_function(
        "10,000 pairs of greedy games, two Castle Field variants",
        |bench| {
            bench.iter(|| {
                let c = compare(&a, &b, black_box(&config), &|_, _| {}, None).expect("it runs");
                black_box(c)
            })
        },
    );
    g.finish();
}

fn bench_balancer(c: &mut Criterion) {
    let mut draft = toyforge_core::testkit::castle_map();
    draft.paths.push(Path::new("blue-hq", "market-square"));
    let config = BalanceConfig::default();
    let mut g = c.benchmark_group("balancer");
    // A search takes minutes: criterion's fewest samples, no warm-up.
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(1));
    g.measurement_time(Duration::from_secs(1200));
    g.bench_function(
        "Castle Field with a shortcut by blue's keep, greedy and mcts:200",
        |bench| {
            bench.iter(|| {
                let r =
                    balance_map(black_box(&draft), &config, &Default::default()).expect("it runs");
                assert!(r.reached, "the shortcut is balanced");
                black_box(r)
            })
        },
    );
    g.finish();
}

criterion_group!(benches, bench_balance, bench_compare, bench_balancer);
criterion_main!(benches);
