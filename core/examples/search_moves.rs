//! Tree-search moves at the default budget from the mid-game Castle Field position of the `ai`
//! bench, one core: the work behind the README's iterations-per-second line as a whole process,
//! small enough to run under `valgrind --tool=callgrind` (instructions per iteration) and to
//! time against another build.
//!
//! ```text
//! cargo run -p toyforge-core --release --example search_moves -- [MOVES]
//! ```

use std::time::Instant;
use toyforge_core::ai::{Control, GreedyPlayer, MctsConfig, MctsPlayer, Player, choose_for};
use toyforge_core::engine::{GameOptions, State};

fn main() {
    let moves = std::env::args()
        .nth(1)
        .map(|s| s.parse::<u64>().expect("a number of moves"))
        .unwrap_or(10);
    let board = toyforge_core::testkit::castle_board();
    // The bench's position: 20 greedy actions into the first game from seed 3 on that reaches
    // the start of a turn where the side to move holds three troops or more.
    let st = (3u64..)
        .find_map(|seed| {
            let mut st = State::new_game(board.clone(), seed, GameOptions::default());
            let mut players = [GreedyPlayer::new(1), GreedyPlayer::new(2)];
            let mut n = 0;
            loop {
                let side = st.to_move()?;
                if n >= 20 && st.at_turn_start() && st.rack_len(side) >= 3 {
                    return Some(st);
                }
                let a = choose_for(&mut players[side.index()], &st, &Control::default())?;
                st.play(&a).expect("legal");
                n += 1;
            }
        })
        .expect("some game reaches the middle");
    let obs = st.observation(st.to_move().expect("the game is on"));
    let t = Instant::now();
    let mut iterations = 0u64;
    for seed in 1..=moves {
        let mut ai = MctsPlayer::new(MctsConfig::default(), seed);
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
