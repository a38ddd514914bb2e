//! The AI levels and the simulation machinery: fair play, legality, immediate wins, search
//! control, reproducible runs and statistics checked by hand. The `simulate` command is tested
//! by the application's `tests/cli/simulate.rs`.
//!
//! Positions are written as in scenario files, on the bundled Castle Field unless a test says
//! otherwise. The modules, by subject:
//! - `hidden`: what a level sees of the opponent's rack and of the reserves;
//! - `levels`: names, legal decisions, immediate wins;
//! - `memo`: the evaluation kept between the candidates of a decision, or over a whole game,
//!   against the full one;
//! - `search`: MCTS's progress, cancelling, time budget and slices;
//! - `simulation`: simulated games and their statistics;
//! - `tactics`: greedy's choices between regions and threats;
//! - `symmetry`: the same choices with the colours swapped or the board turned;
//! - `weights`: the evaluation's weights and what each moves.

mod hidden;
mod levels;
mod memo;
mod search;
mod simulation;
mod symmetry;
mod tactics;
mod weights;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use toyforge_core::ai::{
    AiSpec, Control, Decided, EvalContext, GreedyPlayer, Knowledge, MctsConfig, MctsPlayer,
    MctsSearch, Pools, SearchResult, choose_for, evaluate,
};
use toyforge_core::analysis::{
    GameRecord, SimConfig, Start, game_seed, play_game, simulate, summarize, wilson,
};
use toyforge_core::engine::{
    Action, Board, EndReason, GameOptions, Loc, Piece, RawPosition, RegionId, State,
};
use toyforge_core::pieces::{BySide, Side, Troop};
use toyforge_core::scenario::Position;
use toyforge_core::testkit;

fn castle() -> Arc<Board> {
    testkit::castle_board()
}

fn loc(board: &Board, id: &str) -> Loc {
    board
        .find(id)
        .unwrap_or_else(|| panic!("no location `{id}`"))
}

/// A position after `plies` greedy actions from a seeded setup, moved on to the next start of a
/// turn where both racks hold troops (the opponent's at least two).
fn midgame(board: &Arc<Board>, seed: u64, plies: usize) -> State {
    let st = try_midgame(board, seed, plies);
    st.unwrap_or_else(|| panic!("the game with seed {seed} ended too early"))
}

/// [`midgame`], or `None` when the game ends first.
fn try_midgame(board: &Arc<Board>, seed: u64, plies: usize) -> Option<State> {
    let mut st = State::new_game(board.clone(), seed, GameOptions::default());
    let mut players = [GreedyPlayer::new(seed), GreedyPlayer::new(seed + 1)];
    let mut n = 0;
    let ready = |st: &State| {
        st.at_turn_start()
            && st
                .to_move()
                .is_some_and(|s| st.rack_len(s) >= 1 && st.rack_len(s.other()) >= 2)
    };
    while !st.is_over() && (n < plies || !ready(&st)) {
        let side = st.to_move().expect("the game is not over");
        let a = choose_for(&mut players[side.index()], &st, &Control::default())
            .expect("a legal action");
        st.play(&a).expect("the greedy player's action is legal");
        n += 1;
    }
    (!st.is_over()).then_some(st)
}

/// A position written as in a scenario file.
fn position(text: &str) -> Position {
    ron::Options::default()
        .from_str(text)
        .expect("the test position parses")
}

/// The state of a Castle Field position written in the test's notation.
fn castle_position(text: &str) -> State {
    position(text)
        .to_state(castle())
        .expect("possible position")
}

/// The three levels: random, greedy and MCTS with `iterations` per decision.
fn levels(iterations: u32) -> [AiSpec; 4] {
    [
        AiSpec::Random,
        AiSpec::Greedy,
        AiSpec::Mcts { iterations },
        AiSpec::Expert { iterations },
    ]
}

/// Plays blue's choice and its own follow-up answers, up to red's turn.
fn blue_turn(st: &State, spec: AiSpec, seed: u64) -> State {
    let mut s = st.clone();
    let mut ai = spec.build(seed);
    while s.to_move() == Some(Side::Blue) {
        let a = choose_for(ai.as_mut(), &s, &Control::default()).expect("an action");
        s.play(&a).expect("legal");
    }
    s
}

/// Blue holds a chain of bases from its HQ to the base next to red's HQ.
fn hq_capture_position() -> Position {
    position(
        r#"(
            to_move: blue,
            stacks: {
                "keep-gate": [(blue, kwak)],
                "market-square": [(blue, skully)],
                "central-bridge": [(blue, jumbo)],
                "red-market-square": [(blue, hook)],
                "red-keep-gate": [(red, capn), (blue, xb42)],
                "red-orchard": [(red, roxy)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [roxy, kwak]),
        )"#,
    )
}
