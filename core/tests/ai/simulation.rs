//! Simulated games: reproducible whatever the threads, progress and cancelling, a start from a
//! position, and the summary's figures checked against counts made by hand.

use super::*;

fn setup(board: &Arc<Board>) -> Start {
    Start::Setup {
        board: board.clone(),
        options: GameOptions::default(),
    }
}

#[test]
fn simulate_is_reproducible_whatever_the_number_of_threads() {
    let board = castle();
    let start = setup(&board);
    let config = |threads| SimConfig {
        games: 8,
        blue: AiSpec::Greedy,
        red: AiSpec::Random,
        seed: 77,
        threads: Some(threads),
        ..SimConfig::default()
    };
    let none = |_: usize, _: usize| {};
    let one = simulate(&start, &config(1), &none, None).expect("runs");
    let two = simulate(&start, &config(2), &none, None).expect("runs");
    let again = simulate(&start, &config(2), &none, None).expect("runs");
    assert_eq!(one.records, two.records);
    assert_eq!(one.summary, two.summary);
    assert_eq!(two.records, again.records);
    assert_eq!(one.records.len(), 8);
    let other = simulate(
        &start,
        &SimConfig {
            seed: 78,
            ..config(2)
        },
        &none,
        None,
    )
    .expect("runs");
    assert_ne!(one.records, other.records, "another seed plays other games");
    // Seats alternate and seeds come from the master seed.
    for r in &one.records {
        let first = if r.index.is_multiple_of(2) {
            Side::Blue
        } else {
            Side::Red
        };
        assert_eq!(r.first, first);
        assert_eq!(r.seed, game_seed(77, r.index));
    }
}

#[test]
fn simulate_reports_progress_and_can_be_cancelled() {
    let board = castle();
    let start = setup(&board);
    let config = SimConfig {
        games: 6,
        blue: AiSpec::Random,
        red: AiSpec::Random,
        seed: 1,
        threads: Some(2),
        ..SimConfig::default()
    };
    let calls = Mutex::new(Vec::new());
    let sim = simulate(
        &start,
        &config,
        &|done, total| calls.lock().expect("not poisoned").push((done, total)),
        None,
    )
    .expect("runs");
    assert!(!sim.cancelled);
    let mut calls = calls.into_inner().expect("not poisoned");
    calls.sort();
    assert_eq!(calls, (1..=6).map(|d| (d, 6)).collect::<Vec<_>>());

    let cancel = AtomicBool::new(true);
    let sim = simulate(&start, &config, &|_, _| {}, Some(&cancel)).expect("runs");
    assert!(sim.cancelled);
    assert!(sim.records.is_empty());
    assert_eq!(sim.summary.games, 0);
}

#[test]
fn a_game_from_a_scenario_position_starts_there() {
    let board = castle();
    let start = Start::Position {
        board: board.clone(),
        position: Box::new(hq_capture_position()),
    };
    let config = SimConfig {
        games: 2,
        blue: AiSpec::Greedy,
        red: AiSpec::Greedy,
        ..SimConfig::default()
    };
    let sim = simulate(&start, &config, &|_, _| {}, None).expect("runs");
    for r in &sim.records {
        assert_eq!(r.first, Side::Blue);
        assert_eq!((r.winner, r.end), (Some(Side::Blue), Some(EndReason::Hq)));
        assert_eq!((r.actions, r.turns), (1, 1));
    }
}

#[test]
fn summary_figures_equal_the_counts_made_by_hand() {
    let board = castle();
    let start = setup(&board);
    let config = SimConfig {
        games: 12,
        blue: AiSpec::Random,
        red: AiSpec::Greedy,
        seed: 2024,
        threads: Some(2),
        ..SimConfig::default()
    };
    let records: Vec<GameRecord> = (0..12)
        .map(|i| {
            play_game(&start, &config, i, None)
                .expect("plays")
                .expect("not cancelled")
        })
        .collect();
    let s = summarize(&board, &records);
    assert_eq!(s.games, 12);
    let won = |side| records.iter().filter(|r| r.winner == Some(side)).count();
    assert_eq!(s.wins.blue, won(Side::Blue));
    assert_eq!(s.wins.red, won(Side::Red));
    assert_eq!(s.finished + s.unfinished, 12);
    assert_eq!(s.wins.blue + s.wins.red, s.finished);
    let first = records.iter().filter(|r| r.winner == Some(r.first)).count();
    assert_eq!(s.first_player_wins, first);
    assert_eq!(s.second_player_wins, s.finished - first);
    let reason = |e| records.iter().filter(|r| r.end == Some(e)).count();
    assert_eq!(s.by_reason.hq, reason(EndReason::Hq));
    assert_eq!(s.by_reason.medals, reason(EndReason::Medals));
    assert_eq!(s.by_reason.stalled, reason(EndReason::Stalled));
    let finished: Vec<&GameRecord> = records.iter().filter(|r| r.finished()).collect();
    let mean_turns = finished.iter().map(|r| r.turns as f64).sum::<f64>() / finished.len() as f64;
    assert!((s.average_turns - mean_turns).abs() < 1e-9);
    let mean_actions =
        finished.iter().map(|r| r.actions as f64).sum::<f64>() / finished.len() as f64;
    assert!((s.average_actions - mean_actions).abs() < 1e-9);
    assert_eq!(s.turn_counts.iter().sum::<usize>(), s.finished);
    assert_eq!(s.win_rate.red.count, s.wins.red);
    assert!((s.win_rate.red.rate - s.wins.red as f64 / 12.0).abs() < 1e-12);
    let (lo, hi) = wilson(s.wins.red, 12);
    assert_eq!((s.win_rate.red.low, s.win_rate.red.high), (lo, hi));
    for (i, region) in s.regions.iter().enumerate() {
        let claims: Vec<_> = records.iter().filter_map(|r| r.regions[i]).collect();
        for side in Side::ALL {
            let turns: Vec<f64> = claims
                .iter()
                .filter(|c| c.side == side)
                .map(|c| c.turn as f64)
                .collect();
            assert_eq!(region.claimed[side], turns.len());
            match region.mean_turn[side] {
                None => assert!(turns.is_empty()),
                Some(m) => {
                    assert!((m - turns.iter().sum::<f64>() / turns.len() as f64).abs() < 1e-9)
                }
            }
        }
        assert_eq!(region.unclaimed, 12 - claims.len());
    }
    for (i, base) in s.bases.iter().enumerate() {
        let held = |side| records.iter().filter(|r| r.bases[i] == Some(side)).count();
        assert_eq!(base.held.blue, held(Side::Blue));
        assert_eq!(base.held.red, held(Side::Red));
        assert_eq!(base.empty, 12 - held(Side::Blue) - held(Side::Red));
        assert_eq!(base.id, board.id(Loc(i as u8)));
    }
}

#[test]
fn wilson_intervals_match_known_values() {
    let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
    let (lo, hi) = wilson(8, 10);
    assert!(close(lo, 0.490_162) && close(hi, 0.943_318), "{lo} {hi}");
    let (lo, hi) = wilson(50, 100);
    assert!(close(lo, 0.403_832) && close(hi, 0.596_168), "{lo} {hi}");
    let (lo, hi) = wilson(0, 10);
    assert!(close(lo, 0.0) && close(hi, 0.277_533), "{lo} {hi}");
    assert_eq!(wilson(0, 0), (0.0, 1.0));
}

#[test]
fn greedy_beats_random_clearly_in_a_small_run() {
    let board = castle();
    let sim = simulate(
        &setup(&board),
        &SimConfig {
            games: 20,
            blue: AiSpec::Greedy,
            red: AiSpec::Random,
            seed: 9,
            ..SimConfig::default()
        },
        &|_, _| {},
        None,
    )
    .expect("runs");
    assert!(sim.summary.wins.blue >= 17, "{:?}", sim.summary.wins);
}

#[test]
fn simulate_refuses_an_impossible_position_and_zero_games() {
    let board = castle();
    let start = Start::Position {
        board: board.clone(),
        position: Box::new(position("(blue: (rack: [roxy, roxy, roxy, roxy]))")),
    };
    let err = simulate(&start, &SimConfig::default(), &|_, _| {}, None)
        .expect_err("four Roxy is impossible")
        .to_string();
    assert!(err.contains("roxy"), "{err}");
    let err = simulate(
        &setup(&board),
        &SimConfig {
            games: 0,
            ..SimConfig::default()
        },
        &|_, _| {},
        None,
    )
    .expect_err("no games");
    assert!(err.to_string().contains("at least 1"));
}
