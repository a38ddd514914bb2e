//! Long simulation runs: bounded in the number of games, statistics counted as games finish
//! (the same figures whether the records are kept or not), records handed over in game order.

use std::sync::atomic::AtomicBool;
use toyforge_core::ai::AiSpec;
use toyforge_core::analysis::{
    GameRecord, MAX_GAMES, SimConfig, SimError, Start, simulate, simulate_each, summarize,
};
use toyforge_core::engine::GameOptions;
use toyforge_core::testkit::castle_board;

fn start() -> Start {
    Start::Setup {
        board: castle_board(),
        options: GameOptions::default(),
    }
}

fn random(games: usize) -> SimConfig {
    SimConfig {
        games,
        blue: AiSpec::Random,
        red: AiSpec::Random,
        seed: 5,
        threads: Some(2),
        ..SimConfig::default()
    }
}

#[test]
fn too_many_games_are_refused_before_any_is_played() {
    for games in [MAX_GAMES + 1, usize::MAX] {
        let e = simulate(&start(), &random(games), &|_, _| {}, None).unwrap_err();
        assert_eq!(e, SimError::TooManyGames(games));
        assert!(e.to_string().contains(&MAX_GAMES.to_string()), "{e}");
    }
}

#[test]
fn statistics_are_the_same_whether_records_are_kept_or_not() {
    // More games than one batch, so batches are joined.
    let games = 2_500;
    let kept = simulate(&start(), &random(games), &|_, _| {}, None).unwrap();
    assert_eq!(kept.records.len(), games);
    let mut seen: Vec<GameRecord> = Vec::new();
    let streamed = simulate_each(
        &start(),
        &SimConfig {
            keep_records: false,
            ..random(games)
        },
        &|_, _| {},
        None,
        &mut |r| seen.push(r.clone()),
    )
    .unwrap();
    assert!(streamed.records.is_empty());
    assert_eq!(streamed.summary, kept.summary);
    assert_eq!(
        seen, kept.records,
        "handed over in game order, the same games"
    );
    assert_eq!(summarize(&castle_board(), &seen), kept.summary);
    assert!(!streamed.cancelled);
}

#[test]
fn a_cancelled_streamed_run_counts_only_completed_games() {
    let cancel = AtomicBool::new(true);
    let mut handed = 0;
    let sim = simulate_each(
        &start(),
        &SimConfig {
            keep_records: false,
            ..random(5_000)
        },
        &|_, _| {},
        Some(&cancel),
        &mut |_| handed += 1,
    )
    .unwrap();
    assert!(sim.cancelled);
    assert_eq!(sim.summary.games, handed);
    assert_eq!(handed, 0);
}
