//! Greedy against greedy on one map, one thread, the lab's simulation path: the figure behind
//! the README's greedy-game line, small enough to run under `valgrind --tool=callgrind`.
//!
//! ```text
//! cargo run -p toyforge-core --release --example greedy_games -- MAP.ron [GAMES]
//! ```

use std::sync::Arc;
use std::time::Instant;
use toyforge_core::analysis::{SimConfig, Start, simulate};
use toyforge_core::engine::{Board, GameOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: greedy_games MAP.ron [GAMES]");
        std::process::exit(2);
    };
    let games = args
        .get(1)
        .map(|s| s.parse::<usize>().expect("a number of games"))
        .unwrap_or(1000);
    let map = toyforge_core::map::Map::load(path.as_ref()).expect("the map loads");
    let board = Arc::new(Board::compile(&map).expect("the map compiles"));
    let start = Start::Setup {
        board,
        options: GameOptions::default(),
    };
    let config = SimConfig {
        games,
        threads: Some(1),
        keep_records: false,
        ..SimConfig::default()
    };
    let t = Instant::now();
    let sim = simulate(&start, &config, &|_, _| {}, None).expect("the games play");
    let secs = t.elapsed().as_secs_f64();
    let s = &sim.summary;
    println!(
        "{games} greedy games in {secs:.2} s ({:.0} games/s); blue wins {}, red wins {}",
        games as f64 / secs,
        s.wins[toyforge_core::pieces::Side::Blue],
        s.wins[toyforge_core::pieces::Side::Red]
    );
}
