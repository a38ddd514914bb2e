//! The AI levels and the simulation machinery: fair play, legality, immediate wins, search
//! control, reproducible runs and statistics checked by hand. The `simulate` command is tested
//! by the application's `tests/cli_simulate.rs`.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use toyforge_core::ai::{
    AiSpec, Control, EvalContext, GreedyPlayer, Knowledge, MctsConfig, MctsPlayer, MctsSearch,
    Pools, choose_for, evaluate,
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
    assert!(!st.is_over(), "the game with seed {seed} ended too early");
    st
}

/// The same position with everything `viewer` cannot see dealt again: the opponent's rack,
/// both reserves' order, the removed troops and the game's random source.
fn reshuffle_hidden(st: &State, viewer: Side, seed: u64) -> State {
    let mut raw: RawPosition = st
        .to_raw_position(seed)
        .expect("the position is at the start of a turn");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let opp = viewer.other();
    let mut theirs: Vec<Troop> = raw.racks[opp]
        .iter()
        .chain(&raw.reserves[opp])
        .chain(&raw.removed[opp])
        .copied()
        .collect();
    theirs.shuffle(&mut rng);
    let (r, n) = (raw.racks[opp].len(), raw.reserves[opp].len());
    raw.racks[opp] = theirs[..r].to_vec();
    raw.reserves[opp] = theirs[r..r + n].to_vec();
    raw.removed[opp] = theirs[r + n..].to_vec();
    let mut mine: Vec<Troop> = raw.reserves[viewer]
        .iter()
        .chain(&raw.removed[viewer])
        .copied()
        .collect();
    mine.shuffle(&mut rng);
    let n = raw.reserves[viewer].len();
    raw.reserves[viewer] = mine[..n].to_vec();
    raw.removed[viewer] = mine[n..].to_vec();
    State::from_position(st.board().clone(), &raw).expect("the reshuffled position is possible")
}

#[test]
fn ai_names_parse_print_and_refuse_with_a_clear_message() {
    assert_eq!("random".parse::<AiSpec>(), Ok(AiSpec::Random));
    assert_eq!("Greedy".parse::<AiSpec>(), Ok(AiSpec::Greedy));
    assert_eq!("mcts".parse::<AiSpec>(), Ok(AiSpec::MCTS));
    assert_eq!(
        "mcts:250".parse::<AiSpec>(),
        Ok(AiSpec::Mcts { iterations: 250 })
    );
    for spec in [
        AiSpec::Random,
        AiSpec::Greedy,
        AiSpec::Mcts { iterations: 7 },
    ] {
        assert_eq!(spec.to_string().parse::<AiSpec>(), Ok(spec));
    }
    for bad in ["minimax", "mcts:", "mcts:0", "mcts:ten", "mcts:-3"] {
        let e = bad.parse::<AiSpec>().expect_err(bad).to_string();
        assert!(e.contains(bad), "{e}");
        assert!(e.contains("random, greedy, mcts or mcts:N"), "{e}");
    }
}

#[test]
fn greedy_and_mcts_decide_the_same_when_only_hidden_information_differs() {
    let board = castle();
    for (seed, plies) in [(11u64, 12usize), (12, 25), (13, 40)] {
        let a = midgame(&board, seed, plies);
        let side = a.to_move().expect("the game is not over");
        let b = reshuffle_hidden(&a, side, seed * 31 + 7);
        assert_ne!(a, b, "the two states must differ in hidden information");
        assert_ne!(
            a.rack_list(side.other()),
            b.rack_list(side.other()),
            "the opponent's rack should differ (seed {seed})"
        );
        assert_eq!(a.observation(side), b.observation(side));
        for spec in [AiSpec::Greedy, AiSpec::Mcts { iterations: 300 }] {
            let da = choose_for(spec.build(99).as_mut(), &a, &Control::default());
            let db = choose_for(spec.build(99).as_mut(), &b, &Control::default());
            assert!(da.is_some());
            assert_eq!(da, db, "{spec} decided differently (seed {seed})");
        }
    }
}

#[test]
fn every_level_decides_the_same_when_only_hidden_information_differs() {
    let board = castle();
    for (seed, plies) in [(31u64, 8usize), (32, 30)] {
        let a = midgame(&board, seed, plies);
        let side = a.to_move().expect("the game is not over");
        let b = reshuffle_hidden(&a, side, seed + 7);
        assert_ne!(a.rack_list(side.other()), b.rack_list(side.other()));
        for spec in [
            AiSpec::Random,
            AiSpec::Greedy,
            AiSpec::Mcts { iterations: 50 },
        ] {
            let (mut pa, mut pb) = (spec.build(seed), spec.build(seed));
            // Several decisions in a row from the same player, so its own random source moves on.
            for _ in 0..3 {
                let da = choose_for(pa.as_mut(), &a, &Control::default());
                let db = choose_for(pb.as_mut(), &b, &Control::default());
                assert!(da.is_some());
                assert_eq!(da, db, "{spec} decided differently (seed {seed})");
            }
        }
    }
}

#[test]
fn the_view_of_a_side_never_shows_the_opponents_rack_or_the_reserve_order() {
    let board = castle();
    for (seed, plies) in [(41u64, 6usize), (42, 20), (43, 35)] {
        let a = midgame(&board, seed, plies);
        let side = a.to_move().expect("the game is not over");
        let b = reshuffle_hidden(&a, side, seed * 3 + 1);
        assert_ne!(
            a.reserve(side),
            b.reserve(side),
            "own reserve order differs"
        );
        let (va, vb) = (a.observation(side), b.observation(side));
        assert_eq!(va, vb);
        // Nothing the view answers tells the two apart, its printout included.
        assert_eq!(format!("{va:?}"), format!("{vb:?}"));
        for of in Side::ALL {
            assert_eq!(va.unseen(of), vb.unseen(of));
        }
        // A sample of the unseen is a function of what the side sees and of the seed alone.
        for s in 0..8 {
            assert_eq!(va.determinize(s), vb.determinize(s), "sample {s}");
        }
        // The opponent's placements, which would show its rack, are not listed.
        let mut listed = vec![Action::Skip];
        a.observation(side.other()).legal_actions(&mut listed);
        assert!(listed.is_empty(), "{listed:?}");
    }
}

#[test]
fn every_decision_of_every_level_is_legal() {
    let board = castle();
    let specs = [
        (AiSpec::Random, AiSpec::Greedy),
        (AiSpec::Greedy, AiSpec::Random),
        (AiSpec::Mcts { iterations: 60 }, AiSpec::Greedy),
    ];
    let mut effects = 0;
    for (g, (blue, red)) in specs.into_iter().enumerate() {
        let seed = 500 + g as u64;
        let mut st = State::new_game(board.clone(), seed, GameOptions::default());
        let mut players = [blue.build(seed), red.build(seed + 1)];
        let mut n = 0;
        while let Some(side) = st.to_move() {
            let a = choose_for(players[side.index()].as_mut(), &st, &Control::default())
                .expect("a player always answers while the game is on");
            if st.pending().is_some() {
                effects += 1;
            }
            assert!(st.is_legal(&a), "{a:?} is illegal in {st:?}");
            st.play(&a).expect("legal");
            n += 1;
            assert!(n < 1000, "the game did not end");
        }
        assert!(st.outcome().is_some());
    }
    assert!(effects > 0, "no effect choice was made in three games");
}

#[test]
fn a_player_declines_to_act_out_of_turn() {
    let board = castle();
    let st = State::new_game(board, 4, GameOptions::default());
    let waiting = st.to_move().expect("the game is on").other();
    for spec in [
        AiSpec::Random,
        AiSpec::Greedy,
        AiSpec::Mcts { iterations: 10 },
    ] {
        let obs = st.observation(waiting);
        assert_eq!(spec.build(1).choose(&obs, &Control::default()), None);
    }
}

/// Blue holds a chain of bases from its HQ to the base next to red's HQ.
fn hq_capture_position() -> Position {
    Position::from_ron_text(
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

/// Blue has 5 medals and completes the West Ford (2 more) by taking the empty Left Bridge.
fn medal_win_position() -> Position {
    Position::from_ron_text(
        r#"(
            to_move: blue,
            stacks: {
                "left-outpost": [(blue, roxy)],
                "market-square": [(blue, star)],
                "central-bridge": [(blue, xb42)],
                "red-market-square": [(blue, hook)],
                "red-right-outpost": [(blue, jumbo)],
                "red-keep-gate": [(red, roxy)],
            },
            claimed: {"south": blue, "willow-marsh": blue},
            blue: (rack: [kwak, skully]),
            red: (rack: [star]),
        )"#,
    )
}

trait FromRonText {
    fn from_ron_text(text: &str) -> Position;
}

impl FromRonText for Position {
    fn from_ron_text(text: &str) -> Position {
        ron::Options::default()
            .from_str(text)
            .expect("the test position parses")
    }
}

#[test]
fn greedy_and_mcts_capture_the_enemy_hq_when_they_can() {
    let board = castle();
    let st = hq_capture_position()
        .to_state(board.clone())
        .expect("possible position");
    let red_hq = loc(&board, "red-hq");
    for spec in [AiSpec::Greedy, AiSpec::Mcts { iterations: 200 }] {
        let a = choose_for(spec.build(3).as_mut(), &st, &Control::default()).expect("an action");
        assert!(
            matches!(a, Action::Place(_, l) if l == red_hq),
            "{spec} chose {a:?}"
        );
        let mut after = st.clone();
        after.play(&a).expect("legal");
        let o = after.outcome().expect("the game is won");
        assert_eq!((o.winner, o.end), (Side::Blue, EndReason::Hq));
    }
}

#[test]
fn greedy_and_mcts_take_a_medal_win_when_they_can() {
    let board = castle();
    let st = medal_win_position()
        .to_state(board.clone())
        .expect("possible position");
    assert_eq!(st.medals(Side::Blue), 5);
    for spec in [AiSpec::Greedy, AiSpec::Mcts { iterations: 200 }] {
        let a = choose_for(spec.build(8).as_mut(), &st, &Control::default()).expect("an action");
        assert!(
            matches!(a, Action::Place(_, l) if l == loc(&board, "left-bridge")),
            "{spec} chose {a:?}"
        );
        let mut after = st.clone();
        after.play(&a).expect("legal");
        let o = after.outcome().expect("the game is won");
        assert_eq!((o.winner, o.end), (Side::Blue, EndReason::Medals));
    }
}

#[test]
fn mcts_reports_progress_and_stops_when_cancelled() {
    let board = castle();
    let st = midgame(&board, 21, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);

    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let control =
        Control::default().on_progress(move |p| log.lock().expect("not poisoned").push(p.done));
    let mut ai = MctsPlayer::new(
        MctsConfig {
            iterations: 400,
            ..MctsConfig::default()
        },
        5,
    );
    let r = ai.search(&obs, &control).expect("a search");
    assert!(!r.cancelled);
    assert!(st.is_legal(&r.action));
    let seen = seen.lock().expect("not poisoned").clone();
    assert!(
        seen.len() >= 2,
        "progress was reported {} times",
        seen.len()
    );
    assert!(seen.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(*seen.last().expect("reports"), u64::from(r.iterations));
    assert!(r.edges.iter().map(|e| e.visits).sum::<u32>() <= r.iterations);

    let cancel = Arc::new(AtomicBool::new(true));
    let r = ai
        .search(&obs, &Control::with_cancel(cancel.clone()))
        .expect("a search");
    assert!(r.cancelled);
    assert_eq!(r.iterations, 0);
    assert!(
        st.is_legal(&r.action),
        "a cancelled search still answers legally"
    );
    cancel.store(false, Ordering::Relaxed);
}

#[test]
fn mcts_with_a_time_budget_stops_in_time() {
    let board = castle();
    let st = midgame(&board, 22, 10);
    let side = st.to_move().expect("the game is on");
    let mut ai = MctsPlayer::new(
        MctsConfig {
            iterations: u32::MAX,
            time: Some(std::time::Duration::from_millis(50)),
            ..MctsConfig::default()
        },
        5,
    );
    let r = ai
        .search(&st.observation(side), &Control::default())
        .expect("a search");
    assert!(r.iterations > 0);
    assert!(
        r.elapsed < std::time::Duration::from_secs(2),
        "{:?}",
        r.elapsed
    );
}

#[test]
fn a_search_run_in_slices_decides_as_the_search_run_at_once() {
    let board = castle();
    let config = MctsConfig {
        iterations: 300,
        ..MctsConfig::default()
    };
    for (seed, plies) in [(31, 8), (32, 12), (33, 16)] {
        let st = midgame(&board, seed, plies);
        let side = st.to_move().expect("the game is on");
        let obs = st.observation(side);
        let whole = MctsPlayer::new(config, seed)
            .search(&obs, &Control::default())
            .expect("a search");
        let mut sliced = MctsSearch::new(config, seed, &obs).expect("a search");
        let mut calls = 0;
        let parts = loop {
            calls += 1;
            if let Some(r) = sliced.advance(&obs, 7, &Control::default()) {
                break r;
            }
            assert!(
                sliced.iterations() <= 7 * calls,
                "a slice keeps to its size"
            );
        };
        assert!(calls > 300 / 7, "the search ran in {calls} slices");
        assert_eq!(parts.action, whole.action, "seed {seed}");
        assert_eq!(parts.iterations, whole.iterations);
        assert_eq!(parts.edges, whole.edges, "the same tree, visit for visit");
        let again = sliced
            .advance(&obs, 7, &Control::default())
            .expect("a finished search answers again");
        assert_eq!(again.action, parts.action);
        assert_eq!(
            again.iterations, parts.iterations,
            "and searches no further"
        );
    }
}

#[test]
fn a_sliced_search_stops_at_its_time_cap_and_when_cancelled() {
    let board = castle();
    let st = midgame(&board, 34, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);
    let capped = MctsConfig {
        iterations: u32::MAX,
        time: Some(std::time::Duration::from_millis(60)),
        ..MctsConfig::default()
    };
    let mut search = MctsSearch::new(capped, 1, &obs).expect("a search");
    let r = loop {
        if let Some(r) = search.advance(&obs, 16, &Control::default()) {
            break r;
        }
    };
    assert!(r.iterations > 0 && !r.cancelled);
    assert!(st.is_legal(&r.action));
    assert!(
        r.elapsed < std::time::Duration::from_secs(2),
        "{:?}",
        r.elapsed
    );

    let mut search = MctsSearch::new(MctsConfig::default(), 1, &obs).expect("a search");
    assert!(search.advance(&obs, 16, &Control::default()).is_none());
    let cancel = Arc::new(AtomicBool::new(true));
    let r = search
        .advance(&obs, 16, &Control::with_cancel(cancel))
        .expect("a cancelled search answers at once");
    assert!(r.cancelled && r.iterations == 16);
    assert!(st.is_legal(&r.action));
    assert!(MctsSearch::new(MctsConfig::default(), 1, &st.observation(side.other())).is_none());
}

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
        position: Box::new(Position::from_ron_text(
            "(blue: (rack: [roxy, roxy, roxy, roxy]))",
        )),
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

/// The state of a Castle Field position written in the test's notation.
fn castle_position(text: &str) -> State {
    Position::from_ron_text(text)
        .to_state(castle())
        .expect("possible position")
}

/// Whether `side`, to move, has a placement that claims a region.
fn can_close_a_region(st: &State, side: Side) -> bool {
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    legal.iter().any(|a| {
        let mut s = st.clone();
        s.play_unchecked(a);
        s.medals(side) > st.medals(side)
    })
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

/// Checks that greedy, with a few seeds, ends blue's turn from `st` holding `medals` medals.
fn assert_greedy_claims(st: &State, medals: u32) {
    for seed in 1..4 {
        let after = blue_turn(st, AiSpec::Greedy, seed);
        assert_eq!(
            after.medals(Side::Blue),
            medals,
            "greedy (seed {seed}) did not claim the region: {after:?}"
        );
    }
}

#[test]
fn greedy_closes_a_region_worth_medals_rather_than_play_elsewhere() {
    // Blue holds three of Willow Marsh's four bases, connected; the Left Outpost is empty and
    // next to its HQ. Nothing wins at once; closing the marsh takes 2 medals.
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "left-bridge": [(blue, roxy)],
                "reed-hut": [(blue, star)],
                "willow-bend": [(blue, jumbo)],
                "red-keep-gate": [(red, roxy)],
            },
            blue: (rack: [skully, hook, capn]),
            red: (rack: [kwak, star]),
        )"#,
    );
    assert_greedy_claims(&st, 2);
}

#[test]
fn greedy_blocks_a_region_the_opponent_would_close_next() {
    // Red holds three of Willow Marsh's bases, connected round the west; the Left Outpost it
    // lacks is next to blue's HQ. Only a Star there holds against red's Hook and Cap'n.
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "red-orchard": [(red, star)],
                "red-right-flank": [(red, star)],
                "red-cliff-path": [(red, roxy)],
                "left-bridge": [(red, roxy)],
                "willow-bend": [(red, roxy)],
                "reed-hut": [(red, jumbo)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [hook, capn]),
        )"#,
    );
    // Were blue only to draw, red would close it.
    let mut idle = st.clone();
    idle.play(&Action::DRAW).expect("blue may draw");
    assert!(can_close_a_region(&idle, Side::Red));
    let after = blue_turn(&st, AiSpec::Greedy, 3);
    assert_eq!(after.to_move(), Some(Side::Red));
    assert!(
        !can_close_a_region(&after, Side::Red),
        "greedy left the marsh open: {after:?}"
    );
}

#[test]
fn greedy_blocks_a_one_move_hq_threat() {
    // Red's chain runs over the central bridge to the Keep Gate, next to blue's HQ: red takes
    // the HQ next turn unless blue covers the Keep Gate's Jumbo (its Star can).
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "red-keep-gate": [(red, roxy)],
                "red-market-square": [(red, roxy)],
                "central-bridge": [(red, roxy)],
                "market-square": [(red, star)],
                "keep-gate": [(red, jumbo)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [capn, hook]),
        )"#,
    );
    let board = castle();
    let blue_hq = loc(&board, "blue-hq");
    let after = blue_turn(&st, AiSpec::Greedy, 4);
    let mut legal = Vec::new();
    after.legal_actions(&mut legal);
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Place(_, l) if *l == blue_hq)),
        "red can still take blue's HQ: {after:?}"
    );
}

/// A map with the sides of its HQs and its targets swapped: the same board, every location at
/// the same index, with blue playing from red's HQs and red from blue's.
fn colours_swapped(map: &toyforge_core::map::Map) -> Arc<Board> {
    let mut m = map.clone();
    for h in &mut m.hqs {
        h.side = h.side.other();
    }
    m.targets = BySide::new(map.targets.red, map.targets.blue);
    Arc::new(Board::compile(&m).expect("the swapped map compiles"))
}

fn swap_sides<T: Clone>(b: &BySide<T>) -> BySide<T> {
    BySide::new(b.red.clone(), b.blue.clone())
}

/// The position with every troop, rack, reserve, medal and claim given to the other colour, and
/// `place` applied to every location (the identity, or a symmetry of the board).
fn mirrored(
    raw: &RawPosition,
    place: &dyn Fn(Loc) -> Loc,
    region: &dyn Fn(RegionId) -> RegionId,
) -> RawPosition {
    let flip = |p: &Piece| Piece(p.side().other(), p.troop());
    RawPosition {
        stacks: raw
            .stacks
            .iter()
            .map(|(l, s)| (place(*l), s.iter().map(flip).collect()))
            .collect(),
        racks: swap_sides(&raw.racks),
        frozen: swap_sides(&raw.frozen),
        reserves: swap_sides(&raw.reserves),
        removed: swap_sides(&raw.removed),
        discard: raw.discard.iter().map(flip).collect(),
        medals: swap_sides(&raw.medals),
        claimed: raw
            .claimed
            .iter()
            .map(|(r, s)| (region(*r), s.other()))
            .collect(),
        to_move: raw.to_move.other(),
        ..raw.clone()
    }
}

/// The value of `st` for the side to move, as greedy and MCTS compute it.
fn value_for_mover(st: &State) -> f32 {
    let side = st.to_move().expect("the game is on");
    let k = Knowledge::new(st.board());
    let ctx = EvalContext::new(Pools::from_observation(&st.observation(side)));
    evaluate(st, &k, &ctx)
}

#[test]
fn the_evaluation_is_the_same_for_a_position_and_its_colour_swapped_twin() {
    for name in ["castle-field", "caribbean-sea", "tropical-pool"] {
        let map = testkit::load_map(&testkit::bundled_map_path(name));
        let board = Arc::new(Board::compile(&map).unwrap());
        let twin_board = colours_swapped(&map);
        for (seed, plies) in [(3u64, 6usize), (4, 14), (5, 22), (6, 30)] {
            let st = midgame(&board, seed, plies);
            let raw = st.to_raw_position(seed).expect("a turn start");
            let twin = State::from_position(twin_board.clone(), &mirrored(&raw, &|l| l, &|r| r))
                .expect("the twin is possible");
            assert_eq!(
                value_for_mover(&st).to_bits(),
                value_for_mover(&twin).to_bits(),
                "{name}, seed {seed}: the evaluation depends on the colour"
            );
        }
    }
}

/// Plays a game from `st` with `players[side]` for each side; the actions in order.
fn play_out(
    mut st: State,
    players: &mut [Box<dyn toyforge_core::ai::Player>; 2],
) -> (Vec<Action>, Option<Side>) {
    let mut actions = Vec::new();
    while !st.is_over() && actions.len() < toyforge_core::engine::PLAYOUT_CAP {
        let side = st.to_move().expect("the game is on");
        let a = choose_for(players[side.index()].as_mut(), &st, &Control::default())
            .expect("an action");
        st.play(&a).expect("legal");
        actions.push(a);
    }
    (actions, st.outcome().map(|o| o.winner))
}

#[test]
fn games_with_the_colours_swapped_play_out_as_mirror_images() {
    // The same deal given to the other colour, on the same board with the HQs' sides swapped,
    // each player keeping its seed: a level with no bias for a colour makes the same choices,
    // so the games are the same action for action and the other colour wins.
    for name in ["castle-field", "caribbean-sea"] {
        let map = testkit::load_map(&testkit::bundled_map_path(name));
        let board = Arc::new(Board::compile(&map).unwrap());
        let twin_board = colours_swapped(&map);
        for spec in [
            AiSpec::Random,
            AiSpec::Greedy,
            AiSpec::Mcts { iterations: 40 },
        ] {
            for game in 0..3 {
                let seed = game_seed(9, game);
                let raw = State::new_game(board.clone(), seed, GameOptions::default())
                    .to_raw_position(seed)
                    .expect("a turn start");
                let a = State::from_position(board.clone(), &raw).unwrap();
                let b = State::from_position(twin_board.clone(), &mirrored(&raw, &|l| l, &|r| r))
                    .unwrap();
                let (s, t) = (seed + 1, seed + 2);
                let (xa, wa) = play_out(a, &mut [spec.build(s), spec.build(t)]);
                let (xb, wb) = play_out(b, &mut [spec.build(t), spec.build(s)]);
                assert_eq!(xa, xb, "{name}, {spec}, game {game}: the twin game differs");
                assert_eq!(wa.map(Side::other), wb, "{name}, {spec}, game {game}");
            }
        }
    }
}

/// Castle Field's half-turn: every location to its twin on the other half.
fn castle_twin(board: &Board, l: Loc) -> Loc {
    let id = board.id(l);
    let twin = match id {
        "central-bridge" => "central-bridge".to_string(),
        "left-bridge" => "right-bridge".to_string(),
        "right-bridge" => "left-bridge".to_string(),
        "blue-hq" => "red-hq".to_string(),
        "red-hq" => "blue-hq".to_string(),
        "red-willow-bend" => "willow-bend".to_string(),
        "willow-bend" => "red-willow-bend".to_string(),
        _ => match id.strip_prefix("red-") {
            Some(rest) => rest.to_string(),
            None => format!("red-{id}"),
        },
    };
    loc(board, &twin)
}

#[test]
fn the_evaluation_is_the_same_for_a_castle_field_position_and_its_half_turn() {
    // The half-turn maps Castle Field onto itself with the sides swapped, but its locations are
    // listed in another order: the evaluation must not depend on that order (up to rounding, as
    // the terms are summed in another order).
    let board = castle();
    let twin = |l: Loc| castle_twin(&board, l);
    for a in board.locations() {
        for b in board.locations() {
            assert_eq!(board.adjacent(a, b), board.adjacent(twin(a), twin(b)));
        }
    }
    let region = |r: RegionId| -> RegionId {
        let ring: u128 = board
            .region_ring(r)
            .iter()
            .map(|l| 1u128 << twin(l).index())
            .sum();
        board
            .regions()
            .find(|&x| board.region_ring(x).0 == ring)
            .expect("every region has a twin")
    };
    for (seed, plies) in [(21u64, 8usize), (22, 16), (23, 22), (24, 28), (25, 34)] {
        let st = midgame(&board, seed, plies);
        let raw = st.to_raw_position(seed).expect("a turn start");
        let turned = State::from_position(board.clone(), &mirrored(&raw, &twin, &region))
            .expect("the half-turn is possible");
        let (x, y) = (value_for_mover(&st), value_for_mover(&turned));
        assert!(
            (x - y).abs() <= 0.01 * (1.0 + x.abs()),
            "seed {seed}: {x} against {y}"
        );
    }
}

#[test]
fn greedy_claims_a_region_rather_than_set_up_a_bigger_one_the_opponent_can_block() {
    // Blue can close Willow Marsh (2 medals) on the Left Outpost, or cover red's Kwak on the
    // Keep Gate, which also puts a fourth troop in the Southern Fields (3 medals): a ring red
    // can still break. The claim is sure, its medals are kept for good. (At the earlier weights
    // of the open rings, greedy covered the Kwak.)
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "left-bridge": [(blue, roxy)],
                "reed-hut": [(blue, star)],
                "willow-bend": [(blue, jumbo)],
                "market-square": [(blue, roxy)],
                "right-outpost": [(blue, star)],
                "right-flank": [(blue, xb42)],
                "red-keep-gate": [(red, roxy)],
                "central-bridge": [(red, star)],
                "keep-gate": [(red, kwak)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [kwak, hook, capn]),
        )"#,
    );
    assert_greedy_claims(&st, 2);
}
