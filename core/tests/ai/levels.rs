//! The levels by name, and what every level does: decide legally, wait for its turn, and
//! take a win that is there.

use super::*;

#[test]
fn ai_names_parse_print_and_refuse_with_a_clear_message() {
    assert_eq!("random".parse::<AiSpec>(), Ok(AiSpec::Random));
    assert_eq!("Greedy".parse::<AiSpec>(), Ok(AiSpec::Greedy));
    assert_eq!("mcts".parse::<AiSpec>(), Ok(AiSpec::MCTS));
    assert_eq!(
        "mcts:250".parse::<AiSpec>(),
        Ok(AiSpec::Mcts { iterations: 250 })
    );
    assert_eq!(
        "mcts:500ms".parse::<AiSpec>(),
        Ok(AiSpec::MctsTimed { millis: 500 })
    );
    assert_eq!(
        "MCTS: 40 ms".parse::<AiSpec>(),
        Ok(AiSpec::MctsTimed { millis: 40 })
    );
    let timed = AiSpec::MctsTimed { millis: 75 };
    assert_eq!(timed.to_string().parse::<AiSpec>(), Ok(timed));
    assert!(!timed.is_deterministic() && AiSpec::Greedy.is_deterministic());
    assert_eq!("Expert".parse::<AiSpec>(), Ok(AiSpec::EXPERT));
    assert_eq!(
        "expert:900".parse::<AiSpec>(),
        Ok(AiSpec::Expert { iterations: 900 })
    );
    let expert_timed = AiSpec::ExpertTimed { millis: 120 };
    assert_eq!("expert: 120ms".parse::<AiSpec>(), Ok(expert_timed));
    assert_eq!(expert_timed.to_string(), "expert:120ms");
    assert!(!expert_timed.is_deterministic() && AiSpec::EXPERT.is_deterministic());
    assert_eq!(AiSpec::EXPERT.build(1).name(), "expert:25000");
    assert_eq!(AiSpec::MCTS.build(1).name(), "mcts:10000");
    let expert = AiSpec::EXPERT.mcts_config().expect("a search");
    assert_eq!(expert, MctsConfig::expert());
    assert_ne!(expert, AiSpec::MCTS.mcts_config().expect("a search"));
    assert!(AiSpec::EXPERT.is_search() && !AiSpec::Greedy.is_search());
    for spec in levels(7) {
        assert_eq!(spec.to_string().parse::<AiSpec>(), Ok(spec));
    }
    for (bad, why) in [
        ("minimax", "no such level"),
        ("mcts:", "not a number of iterations"),
        ("mcts:0", "at least 1"),
        ("mcts:ten", "not a number of iterations"),
        ("mcts:-3", "not a number of iterations"),
        ("mcts:0ms", "at least 1ms"),
        ("mcts:ms", "not a number of milliseconds"),
        ("mcts:1.5ms", "not a number of milliseconds"),
        ("mcts:3600001ms", "over the most a move"),
        ("expert:0", "at least 1"),
        ("expert:fast", "not a number of iterations"),
        ("expert:0ms", "at least 1ms"),
    ] {
        let e = bad.parse::<AiSpec>().expect_err(bad).to_string();
        assert!(e.contains(bad), "{e}");
        assert!(e.contains(why), "{bad}: {e}");
        assert!(
            e.contains("mcts:N (N iterations a move), mcts:Nms (N milliseconds a move), expert, expert:N or expert:Nms"),
            "{e}"
        );
    }
}

#[test]
fn every_decision_of_every_level_is_legal() {
    let board = castle();
    let specs = [
        (AiSpec::Random, AiSpec::Greedy),
        (AiSpec::Greedy, AiSpec::Random),
        (AiSpec::Mcts { iterations: 60 }, AiSpec::Greedy),
        (AiSpec::Greedy, AiSpec::Expert { iterations: 150 }),
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
    assert!(effects > 0, "no effect choice was made in four games");
}

#[test]
fn a_player_declines_to_act_out_of_turn() {
    let board = castle();
    let st = State::new_game(board, 4, GameOptions::default());
    let waiting = st.to_move().expect("the game is on").other();
    for spec in levels(10) {
        let obs = st.observation(waiting);
        assert_eq!(spec.build(1).choose(&obs, &Control::default()), None);
    }
}

/// Blue has 5 medals and completes the West Ford (2 more) by taking the empty Left Bridge.
fn medal_win_position() -> Position {
    position(
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

/// Checks that greedy and MCTS (with `seed`) play at `at` from `st` and so win by `end`.
fn assert_greedy_and_mcts_win_at(st: &State, at: &str, seed: u64, end: EndReason) {
    let at = loc(st.board(), at);
    for spec in [
        AiSpec::Greedy,
        AiSpec::Mcts { iterations: 200 },
        AiSpec::Expert { iterations: 200 },
    ] {
        let a = choose_for(spec.build(seed).as_mut(), st, &Control::default()).expect("an action");
        assert!(
            matches!(a, Action::Place(_, l) if l == at),
            "{spec} chose {a:?}"
        );
        let mut after = st.clone();
        after.play(&a).expect("legal");
        let o = after.outcome().expect("the game is won");
        assert_eq!((o.winner, o.end), (Side::Blue, end));
    }
}

#[test]
fn greedy_and_mcts_capture_the_enemy_hq_when_they_can() {
    let st = hq_capture_position()
        .to_state(castle())
        .expect("possible position");
    assert_greedy_and_mcts_win_at(&st, "red-hq", 3, EndReason::Hq);
}

#[test]
fn greedy_and_mcts_take_a_medal_win_when_they_can() {
    let st = medal_win_position()
        .to_state(castle())
        .expect("possible position");
    assert_eq!(st.medals(Side::Blue), 5);
    assert_greedy_and_mcts_win_at(&st, "left-bridge", 8, EndReason::Medals);
}
