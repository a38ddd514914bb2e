//! Weights of the static evaluation measured by play: a greedy player with other weights
//! against one with the default weights, on the same deals from both seats, on every map given.
//!
//! ```text
//! cargo run -p toyforge-core --release --example tune_eval -- DEALS MAP.ron... [key=value ...]
//! cargo run -p toyforge-core --release --example tune_eval -- DEALS MAP.ron... --search [key=value ...]
//! cargo run -p toyforge-core --release --example tune_eval -- DEALS MAP.ron... --mcts N [key=value ...]
//! ```
//!
//! With `key=value` pairs (fields of `EvalWeights`: `base`, `safe`, `hold`, `connected`,
//! `progress0`, `progress1`, `closing`, `open_ring`, `nearest`, `area`, `rack`, `opp_rack`,
//! `empty_rack`, `attack_later`) it prints how often the changed weights win against the
//! default, with a 95% interval. With `--search` it starts from those weights and walks one
//! weight at a time: each is tried half again as large and two thirds as large, head to head
//! against the weights found so far, and a change is kept when it wins at least 52% of the
//! games; it stops after a pass that keeps nothing. Each deal is played twice, each set of
//! weights taking blue once; games run on every core. With `--mcts N` the weights play the
//! default tree search at `N` iterations a move instead of greedy with the default weights.

use std::sync::Arc;
use toyforge_core::ai::{EvalWeights, GreedyPlayer, MctsConfig, MctsPlayer};
use toyforge_core::analysis::{Start, wilson};
use toyforge_core::engine::{Board, GameOptions};
use toyforge_core::testkit;

fn set(w: &mut EvalWeights, key: &str, value: f32) {
    if !w.set(key, value) {
        eprintln!(
            "unknown weight {key}; the weights are {}",
            EvalWeights::NAMES.join(", ")
        );
        std::process::exit(2);
    }
}

/// The player that `a` meets: greedy with the given weights, or the default tree search at
/// some iterations a move.
#[derive(Clone, Copy)]
enum Opponent {
    Greedy(EvalWeights),
    Mcts(u32),
}

/// Games won by greedy with the weights `a` against `b` (an unfinished game counts half) and
/// games played.
fn duel(starts: &[Start], deals: usize, a: EvalWeights, b: Opponent) -> (f64, usize) {
    let score = testkit::duel(starts, deals, |seed, challenger| match (challenger, b) {
        (true, _) => Box::new(GreedyPlayer::with_weights(seed, a)),
        (false, Opponent::Greedy(w)) => Box::new(GreedyPlayer::with_weights(seed, w)),
        (false, Opponent::Mcts(iterations)) => {
            let config = MctsConfig {
                iterations,
                ..MctsConfig::default()
            };
            Box::new(MctsPlayer::new(config, seed))
        }
    });
    let games = score.won + score.lost + score.unfinished;
    (score.won as f64 + score.unfinished as f64 / 2.0, games)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(deals) = args.first().and_then(|s| s.parse::<usize>().ok()) else {
        eprintln!("usage: tune_eval DEALS MAP.ron... [--search] [key=value ...]");
        std::process::exit(2);
    };
    let mut weights = EvalWeights::default();
    let mut starts = Vec::new();
    let mut search = false;
    let mut opponent = Opponent::Greedy(EvalWeights::default());
    let mut rest = args[1..].iter();
    while let Some(a) = rest.next() {
        if a == "--search" {
            search = true;
        } else if a == "--mcts" {
            let n = rest.next().and_then(|n| n.parse().ok());
            let Some(n) = n else {
                eprintln!("--mcts needs a number of iterations");
                std::process::exit(2);
            };
            opponent = Opponent::Mcts(n);
        } else if let Some((k, v)) = a.split_once('=') {
            set(&mut weights, k, v.parse().expect("a number"));
        } else {
            let map = toyforge_core::map::Map::load(a.as_ref()).expect("the map loads");
            starts.push(Start::Setup {
                board: Arc::new(Board::compile(&map).expect("the map compiles")),
                options: GameOptions::default(),
            });
        }
    }
    if !search {
        let (won, n) = duel(&starts, deals, weights, opponent);
        let (low, high) = wilson(won.round() as usize, n);
        let against = match opponent {
            Opponent::Greedy(_) => "greedy with the default weights".to_string(),
            Opponent::Mcts(n) => format!("mcts:{n}"),
        };
        println!(
            "{}: won {won} of {n} against {against} ({:.1}%, 95% interval {:.1}–{:.1}%)",
            weights.describe(),
            100.0 * won / n as f64,
            100.0 * low,
            100.0 * high
        );
        return;
    }
    let mut best = weights;
    loop {
        let mut kept = false;
        for key in EvalWeights::NAMES {
            for factor in [1.5f32, 2.0 / 3.0] {
                let mut trial = best;
                let value = best.get(key).expect("a weight's name") * factor;
                set(&mut trial, key, value);
                let (won, n) = duel(&starts, deals, trial, Opponent::Greedy(best));
                let rate = won / n as f64;
                println!(
                    "{key} x{factor:.2} = {value:.3}: {:.1}% of {n}",
                    100.0 * rate
                );
                if rate >= 0.52 {
                    best = trial;
                    kept = true;
                    println!("kept: {}", best.describe());
                    break;
                }
            }
        }
        if !kept {
            break;
        }
    }
    let (won, n) = duel(
        &starts,
        deals,
        best,
        Opponent::Greedy(EvalWeights::default()),
    );
    println!(
        "found: {}\nagainst the default: {:.1}% of {n}",
        best.describe(),
        100.0 * won / n as f64
    );
}
