//! Property tests over seeded random games on every bundled map and every engine fixture:
//! every troop accounted for, racks within 8, medals never decreasing, every generated action
//! legal and applicable, print-then-parse the identity, games ending (or stopped at the cap and
//! reported unfinished), replays reproducing the same state, and the legal actions counted and
//! picked by index agreeing with their list.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use toyforge_core::engine::{
    Action, Board, GameOptions, PLAYOUT_CAP, Pending, RACK_LIMIT, State, random_playout,
};
use toyforge_core::notation::{legal_texts, parse_action, print};
use toyforge_core::testkit;
use toyforge_core::{Side, Troop};

/// Every `maps/*.ron` and `tests/fixtures/engine-*.ron`, compiled.
fn boards() -> &'static Vec<(String, Arc<Board>)> {
    static BOARDS: OnceLock<Vec<(String, Arc<Board>)>> = OnceLock::new();
    BOARDS.get_or_init(|| {
        let root = testkit::repo_root();
        let mut files: Vec<PathBuf> = Vec::new();
        for (dir, prefix) in [("maps", ""), ("tests/fixtures", "engine-")] {
            let folder = root.join(dir);
            let entries =
                std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
            for e in entries.flatten() {
                let p = e.path();
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                // Scenario and deliberately broken fixtures are not maps to play on.
                let playable = !name.contains("-scenario") && !name.contains("-invalid");
                if name.ends_with(".ron") && name.starts_with(prefix) && playable {
                    files.push(p);
                }
            }
        }
        files.sort();
        assert!(
            files.len() >= 16,
            "the bundled maps and rule fixtures: {files:?}"
        );
        files
            .into_iter()
            .map(|f| {
                let board = testkit::compile(&testkit::load_map(&f));
                (f.display().to_string(), board)
            })
            .collect()
    })
}

fn check_accounting(state: &State) -> Result<(), TestCaseError> {
    for side in Side::ALL {
        let census = state.census(side);
        for t in Troop::ALL {
            let total: u32 = census.iter().map(|zone| zone[t.index()] as u32).sum();
            prop_assert_eq!(
                total,
                3,
                "{} {} not all accounted for: {:?}",
                side,
                t,
                census
            );
        }
        prop_assert!(state.rack_len(side) <= RACK_LIMIT as usize);
        let frozen: u8 = state.frozen(side).iter().sum();
        prop_assert!(frozen as usize <= state.rack_len(side));
        for t in Troop::ALL {
            prop_assert!(state.frozen(side)[t.index()] <= state.rack(side)[t.index()]);
        }
    }
    Ok(())
}

/// The connection rule (RULES §4.3) walked afresh through the board's public view, breadth
/// first from each HQ of `side` through the bases its troops top: the state keeps its connected
/// bases up to date as troops land and leave, and must agree with this walk after every action.
fn check_connection(state: &State) -> Result<(), TestCaseError> {
    let board = state.board();
    for side in Side::ALL {
        let mut seen = std::collections::BTreeSet::new();
        let mut todo: Vec<_> = board.hqs_of(side).iter().collect();
        while let Some(l) = todo.pop() {
            for n in board.neighbours(l).iter() {
                let own = board.is_base(n) && state.top(n).is_some_and(|p| p.side() == side);
                if own && seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        let kept: std::collections::BTreeSet<_> = state.connected(side).iter().collect();
        prop_assert_eq!(&kept, &seen, "{}'s connected bases", side);
    }
    Ok(())
}

/// Chance actions in their named forms that are legal now, drawn from what actually happens.
fn named_forms(state: &State, a: Action) -> Vec<Action> {
    let mut out = Vec::new();
    let Some(me) = state.to_move() else {
        return out;
    };
    match a {
        Action::Draw(_) => {
            let r = state.reserve(me);
            out.push(Action::draw_named(&r[..r.len().min(2)]));
            out.push(Action::draw_named(&r[..r.len().min(1)]));
        }
        Action::DiscardRack(_) => {
            for t in state.rack_list(me.other()) {
                out.push(Action::DiscardRack(Some(t)));
            }
        }
        Action::Freeze(_) => {
            for t in state.rack_list(me.other()) {
                out.push(Action::Freeze(Some(t)));
            }
        }
        _ => {}
    }
    out.retain(|x| state.is_legal(x));
    out
}

/// Plays one random game with every invariant checked after every action. Returns the actions
/// played (named forms for some chance actions) and the final state.
fn checked_game(
    board: &Arc<Board>,
    seed: u64,
    options: GameOptions,
) -> Result<(State, Vec<Action>, State), TestCaseError> {
    let start = State::new_game(board.clone(), seed, options);
    let mut state = start.clone();
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0xA5A5);
    let mut legal = Vec::new();
    let mut played = Vec::new();
    let mut medals = [0u32; 2];
    check_accounting(&state)?;
    check_connection(&state)?;
    while !state.is_over() && played.len() < PLAYOUT_CAP {
        state.legal_actions(&mut legal);
        prop_assert!(!legal.is_empty(), "no legal action in a running game");
        let texts = legal_texts(&state);
        prop_assert!(
            texts.windows(2).all(|w| w[0] < w[1]),
            "legal not sorted/deduped"
        );
        for a in &legal {
            if let Err(e) = state.check(a) {
                return Err(TestCaseError::fail(format!(
                    "generated action {} is refused: {e}",
                    print(board, a)
                )));
            }
            let text = print(board, a);
            prop_assert!(texts.contains(&text));
            let back =
                parse_action(board, &text).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(back, *a, "print/parse of {}", text);
            // Upper case parses to the same action.
            let upper = parse_action(board, &text.to_uppercase())
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(upper, *a);
        }
        let mut a = legal[rng.random_range(0..legal.len())];
        if rng.random_bool(0.3) {
            let named = named_forms(&state, a);
            if !named.is_empty() {
                a = named[rng.random_range(0..named.len())];
                let text = print(board, &a);
                prop_assert_eq!(parse_action(board, &text).ok(), Some(a), "{}", text);
            }
        }
        let mut unchecked = state.clone();
        unchecked.play_unchecked(&a);
        state
            .play(&a)
            .map_err(|e| TestCaseError::fail(format!("{}: {e}", print(board, &a))))?;
        prop_assert_eq!(&state, &unchecked);
        played.push(a);
        check_accounting(&state)?;
        check_connection(&state)?;
        for side in Side::ALL {
            prop_assert!(
                state.medals(side) >= medals[side.index()],
                "medals decreased"
            );
            medals[side.index()] = state.medals(side);
        }
        if state.is_over() {
            prop_assert!(state.outcome().is_some());
            prop_assert!(legal_texts(&state).is_empty());
        }
    }
    Ok((start, played, state))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_games_keep_every_invariant(which in 0usize..1000, seed in any::<u64>(), first_game in any::<bool>()) {
        let boards = boards();
        let (_, board) = &boards[which % boards.len()];
        let options = GameOptions { first_game, first_player: None };
        let (start, played, end) = checked_game(board, seed, options)?;
        // The game ended, or it was stopped at the cap and is reported unfinished.
        prop_assert!(end.outcome().is_some() || played.len() == PLAYOUT_CAP);
        // The same seed and the same actions give the same state.
        let mut again = State::new_game(board.clone(), seed, options);
        prop_assert_eq!(&again, &start);
        for a in &played {
            again.play(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        prop_assert_eq!(&again, &end);
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn observations_hide_only_what_a_side_cannot_see(which in 0usize..1000, seed in any::<u64>(), steps in 0usize..60) {
        let boards = boards();
        let (_, board) = &boards[which % boards.len()];
        let mut state = State::new_game(board.clone(), seed, GameOptions::default());
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        random_playout(&mut state, &mut rng, steps);
        for side in Side::ALL {
            let obs = state.observation(side);
            prop_assert_eq!(obs.rack(), state.rack(side));
            prop_assert_eq!(obs.opponent_rack(), state.rack_len(side.other()));
            // A sample of the unseen agrees with everything the side sees.
            let sample = obs.determinize(seed.wrapping_add(1));
            prop_assert_eq!(sample.observation(side), obs.clone());
            check_accounting(&sample)?;
            // The side to move has the same legal actions in the sample: they never depend on
            // what it cannot see.
            if state.to_move() == Some(side) {
                let mut a = Vec::new();
                let mut b = Vec::new();
                sample.legal_actions(&mut a);
                state.legal_actions(&mut b);
                prop_assert_eq!(a, b);
            }
        }
    }
}

/// Seeded random games on every map all end before the cap (no hidden loop in the engine).
#[test]
fn seeded_random_games_on_every_map_end_before_the_cap() {
    for (name, board) in boards() {
        for seed in 0..64u64 {
            for first_game in [false, true] {
                let options = GameOptions {
                    first_game,
                    first_player: None,
                };
                let mut state = State::new_game(board.clone(), seed, options);
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let p = random_playout(&mut state, &mut rng, PLAYOUT_CAP);
                assert!(
                    p.outcome.is_some(),
                    "{name}, seed {seed}: unfinished after {} actions",
                    p.actions
                );
            }
        }
    }
}

/// Checks that the legal actions of `state` counted and picked by index ([`State::legal`]) are
/// its list: the same number, the `k`-th the list's `k`-th, nothing past the end.
fn check_counted(state: &State, list: &mut Vec<Action>) -> Result<(), TestCaseError> {
    state.legal_actions(list);
    let legal = state.legal();
    prop_assert_eq!(legal.len(), list.len());
    prop_assert_eq!(legal.is_empty(), list.is_empty());
    for (k, a) in list.iter().enumerate() {
        prop_assert_eq!(legal.get(k), Some(*a), "index {} of {:?}", k, list);
    }
    prop_assert_eq!(legal.get(list.len()), None);
    prop_assert_eq!(legal.iter().collect::<Vec<_>>(), list.clone());
    for side in Side::ALL {
        let obs = state.observation(side);
        let mine = if obs.is_my_turn() { list.len() } else { 0 };
        prop_assert_eq!(obs.legal().len(), mine);
    }
    Ok(())
}

/// Plays one random game through the listed legal actions, checking the counted ones at every
/// position, then replays it with [`random_playout`] (which picks by index from the counted
/// actions) from the same seeds: the same game, action for action. Returns the effects met.
fn counted_game(board: &Arc<Board>, seed: u64, first_game: bool) -> Result<u32, TestCaseError> {
    let options = GameOptions {
        first_game,
        first_player: None,
    };
    let mut state = State::new_game(board.clone(), seed, options);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut list = Vec::new();
    let mut effects = 0u32;
    let mut actions = 0;
    while !state.is_over() && actions < PLAYOUT_CAP {
        check_counted(&state, &mut list)?;
        if let Some(p) = state.pending() {
            effects |= 1 << p as u32;
        }
        let a = list[rng.random_range(0..list.len())];
        state.play_unchecked(&a);
        actions += 1;
    }
    check_counted(&state, &mut list)?;
    let mut replay = State::new_game(board.clone(), seed, options);
    let p = random_playout(&mut replay, &mut Pcg64Mcg::seed_from_u64(seed), PLAYOUT_CAP);
    prop_assert_eq!(p.actions, actions);
    prop_assert!(replay == state, "the replay by index ends elsewhere");
    Ok(effects)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn counted_legal_actions_are_the_list(which in 0usize..1000, seed in any::<u64>(), first_game in any::<bool>()) {
        let boards = boards();
        let (_, board) = &boards[which % boards.len()];
        counted_game(board, seed, first_game)?;
    }
}

/// Seeded games on every map meet every effect, so the property above is checked on each kind
/// of pending effect's answers.
#[test]
fn counted_legal_actions_meet_every_effect() {
    let mut effects = 0u32;
    for (name, board) in boards() {
        for seed in 0..8u64 {
            effects |= counted_game(board, seed, seed % 2 == 0)
                .unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}"));
        }
    }
    for p in Pending::ALL {
        assert!(effects & (1 << p as u32) != 0, "no game met {p:?}");
    }
}
