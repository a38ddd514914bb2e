//! Tree-search moves at the default budget from the mid-game Castle Field position of the `ai`
//! bench, one core: the work behind the README's iterations-per-second line as a whole process,
//! small enough to run under `valgrind --tool=callgrind` (instructions per iteration) and to
//! time against another build.
//!
//! ```text
//! cargo run -p toyforge-core --release --example search_moves -- [MOVES] [expert] [key=value ...]
//! ```
//!
//! `expert` searches with the expert level's settings and budget instead of the default's;
//! `key=value` pairs change the search's settings as `mcts_duel` takes them, and
//! `iterations=N` its budget a move.

use std::time::Instant;
use toyforge_core::ai::{Control, MctsConfig, MctsPlayer, Player};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let moves = args
        .first()
        .map(|s| s.parse::<u64>().expect("a number of moves"))
        .unwrap_or(10);
    let mut config = MctsConfig::default();
    for kv in args.iter().skip(1) {
        if kv == "expert" {
            config = MctsConfig::expert();
            continue;
        }
        let (k, v) = kv.split_once('=').expect("key=value");
        if k == "iterations" {
            config.iterations = v.parse().expect("a number of iterations");
            continue;
        }
        assert!(
            config.set(k, v.parse().expect("a number")),
            "unknown setting {k}"
        );
    }
    let board = toyforge_core::testkit::castle_board();
    let st = toyforge_core::testkit::midgame(&board);
    let obs = st.observation(st.to_move().expect("the game is on"));
    let t = Instant::now();
    let mut iterations = 0u64;
    for seed in 1..=moves {
        let mut ai = MctsPlayer::new(config, seed);
        ai.choose(&obs, &Control::default()).expect("a move");
        iterations += ai.last_search().map_or(0, |r| r.iterations as u64);
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{moves} moves, {iterations} iterations in {secs:.2} s: {:.0} ms a move, {:.0} iterations/s",
        secs * 1000.0 / moves as f64,
        iterations as f64 / secs
    );
}
