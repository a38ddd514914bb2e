//! A challenger tree search against the default one at the same time a move: how often each
//! wins, both seats, with a 95% interval. The challenger's settings are given as `key=value`
//! pairs of [`MctsConfig`] (the names of `MctsConfig::NAMES`) and of its evaluation's weights (the names of `EvalWeights::NAMES`); both players stop on
//! the clock, so they get the same time whatever each iteration costs.
//!
//! ```text
//! cargo run -p toyforge-core --release --features parallel --example mcts_duel -- \
//!     MAP.ron GAMES MILLIS [expert] [key=value ...]
//! ```
//!
//! `expert` starts the challenger from the expert level's settings instead of the default's.
//! `MILLIS` written as `Nit` (`10000it`) gives both a budget of N iterations instead of the
//! clock, which a loaded machine does not skew; `iterations=M` then gives the challenger M.
//!
//! Games run on every core at once (each game on one thread), so each player has about one
//! core while it thinks; a challenger given `threads=N` has N cores for each of its games, the
//! games then running fewer at once. Each deal is played twice, the challenger taking each seat once, and
//! deals are seeded by their number, so two runs with the same arguments play the same deals.

use std::sync::Arc;
use std::time::Duration;
use toyforge_core::ai::{MctsConfig, MctsPlayer, Player};
use toyforge_core::analysis::Start;
use toyforge_core::engine::{Board, GameOptions};
use toyforge_core::testkit;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: mcts_duel MAP.ron GAMES MILLIS|Nit [expert] [key=value ...]");
        std::process::exit(2);
    }
    let map = toyforge_core::map::Map::load(args[0].as_ref()).expect("the map loads");
    let games: usize = args[1].parse().expect("a number of games");
    let budget = &args[2];
    let timed = match budget.strip_suffix("it") {
        Some(n) => MctsConfig {
            iterations: n.parse().expect("iterations a move"),
            ..MctsConfig::default()
        },
        None => MctsConfig {
            iterations: u32::MAX,
            time: Some(Duration::from_millis(
                budget.parse().expect("milliseconds a move"),
            )),
            ..MctsConfig::default()
        },
    };
    let label = match timed.time {
        Some(_) => format!("{budget} ms"),
        None => format!("{} iterations", timed.iterations),
    };
    let mut challenger = timed;
    for kv in &args[3..] {
        if kv == "expert" {
            challenger = MctsConfig {
                iterations: timed.iterations,
                time: timed.time,
                ..MctsConfig::expert()
            };
            continue;
        }
        let (k, v) = kv.split_once('=').expect("key=value");
        let f: f32 = v.parse().expect("a number");
        if k == "iterations" {
            challenger.iterations = f as u32;
            continue;
        }
        if !challenger.set(k, f) {
            eprintln!(
                "unknown setting {k}; the settings are {} and the weights {}",
                MctsConfig::NAMES.join(", "),
                toyforge_core::ai::EvalWeights::NAMES.join(", ")
            );
            std::process::exit(2);
        }
    }
    let board = Arc::new(Board::compile(&map).expect("the map compiles"));
    let start = Start::Setup {
        board,
        options: GameOptions::default(),
    };
    let challenger_threads = challenger.threads;
    let challenger = |seed, is_challenger| -> Box<dyn Player> {
        let cfg = if is_challenger { challenger } else { timed };
        Box::new(MctsPlayer::new(cfg, seed))
    };
    // Each deal is played twice, the challenger taking each seat once; a challenger on several
    // threads has that many cores for each of its games.
    let workers = testkit::cores() / challenger_threads.max(1) as usize;
    let score = testkit::duel_on(workers, &[start], games.div_ceil(2), challenger);
    let (w, n) = (score.won, score.won + score.lost);
    let share = |w: usize, n: usize| {
        let r = toyforge_core::analysis::Rate::new(w, n);
        format!(
            "{w} of {n} ({:.1}%, 95% interval {:.1}–{:.1}%)",
            100.0 * r.rate,
            100.0 * r.low,
            100.0 * r.high
        )
    };
    let (wb, nb) = (score.won_as_blue, score.won_as_blue + score.lost_as_blue);
    println!(
        "{}: challenger {:?} won {} decided games at {label} a move; as blue {}, as red {}",
        map.name,
        &args[3..],
        share(w, n),
        share(wb, nb),
        share(w - wb, n - nb)
    );
}
