//! Random games on one map, one thread, every action picked by index from the counted legal
//! actions (`random_playout`): the loop behind the README's playout figure, small enough to run
//! under `valgrind --tool=callgrind`.
//!
//! ```text
//! cargo run -p toyforge-core --release --example random_games -- MAP.ron [GAMES]
//! ```

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use std::time::Instant;
use toyforge_core::engine::{Board, GameOptions, PLAYOUT_CAP, State, random_playout};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: random_games MAP.ron [GAMES]");
        std::process::exit(2);
    };
    let games = args
        .get(1)
        .map(|s| s.parse::<u64>().expect("a number of games"))
        .unwrap_or(100_000);
    let map = toyforge_core::map::Map::load(path.as_ref()).expect("the map loads");
    let board = Arc::new(Board::compile(&map).expect("the map compiles"));
    let t = Instant::now();
    let mut actions = 0u64;
    for seed in 0..games {
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        actions += random_playout(&mut state, &mut rng, PLAYOUT_CAP).actions as u64;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{games} random games, {actions} actions in {secs:.3} s: {:.2} million actions/s",
        actions as f64 / secs / 1e6
    );
}
