//! The ending mix at every rung of the skill trace: each level of the ladder (random, greedy,
//! MCTS at a small and at the default budget, expert in the time of the latter) against the
//! one below, both seats, with a game
//! count per rung (the MCTS rungs are slow).
//!
//! ```text
//! cargo run -p toyforge-core --release --example ladder_mix -- MAP.ron [GAMES_GREEDY [GAMES_MCTS]]
//! ```

use std::sync::Arc;
use toyforge_core::ai::AiSpec;
use toyforge_core::analysis::{SMALL_MCTS, SimConfig, Start, ladder, skill_trace};
use toyforge_core::engine::{Board, GameOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: ladder_mix MAP.ron [GAMES_GREEDY [GAMES_MCTS]]");
        std::process::exit(2);
    };
    let count = |i: usize, default: usize| {
        args.get(i)
            .map(|s| s.parse::<usize>().expect("a number of games"))
            .unwrap_or(default)
    };
    let (fast, slow) = (count(1, 200), count(2, 40));
    let map = toyforge_core::map::Map::load(path.as_ref()).expect("the map loads");
    let board = Arc::new(Board::compile(&map).expect("the map compiles"));
    let start = Start::Setup {
        board,
        options: GameOptions::default(),
    };
    let levels = ladder(
        SMALL_MCTS,
        toyforge_core::ai::MctsConfig::DEFAULT_ITERATIONS,
    );
    println!("{}: each level against the one below, both seats", map.name);
    println!(
        "{:<12}{:<12}{:>6}  {:>8}  {:>5} {:>6} {:>7} {:>10}",
        "level", "against", "games", "stronger", "hq", "medals", "stalled", "unfinished"
    );
    for pair in levels.windows(2) {
        let games = if matches!(pair[1], AiSpec::Mcts { .. }) {
            slow
        } else {
            fast
        };
        let config = SimConfig {
            games,
            keep_records: false,
            ..SimConfig::default()
        };
        let trace = skill_trace(&start, pair, &config, &|_, _| {}, None).expect("the games run");
        for r in &trace.rungs {
            println!(
                "{:<12}{:<12}{:>6}  {:>7.1}%  {:>5} {:>6} {:>7} {:>10}",
                r.strong,
                r.weak,
                r.games,
                r.skill.rate * 100.0,
                r.ends.hq,
                r.ends.medals,
                r.ends.stalled,
                r.unfinished
            );
        }
    }
}
