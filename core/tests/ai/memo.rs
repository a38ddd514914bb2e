//! The evaluation that keeps what does not change from one position to the next
//! (`evaluate_with` and its `EvalMemo`) against the full one, over random games on the bundled
//! maps: the same value to the bit for every action and every answer after it, with a memo kept
//! for one decision (as greedy keeps it) or for a whole game (as the tree search's leaves).

use super::*;
use rand::Rng;
use toyforge_core::ai::{EvalMemo, evaluate_with};

/// Follows every action of `st` (and one level of the same side's answers to a pending
/// effect), evaluating each position with the shared memo and afresh; returns how many
/// positions were compared.
fn compare_actions(st: &State, k: &Knowledge, ctx: &EvalContext, memo: &mut EvalMemo) -> usize {
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    let mut n = 0;
    for a in &legal {
        let mut s = st.clone();
        s.play_unchecked(a);
        let full = evaluate(&s, k, ctx);
        let kept = evaluate_with(&s, k, ctx, memo);
        assert_eq!(
            full.to_bits(),
            kept.to_bits(),
            "after {a:?}: {full} afresh, {kept} with the memo: {s:?}"
        );
        n += 1;
        if !s.is_over() && s.to_move() == st.to_move() && s.pending().is_some() {
            let mut answers = Vec::new();
            s.legal_actions(&mut answers);
            for b in &answers {
                let mut t = s.clone();
                t.play_unchecked(b);
                let full = evaluate(&t, k, ctx);
                let kept = evaluate_with(&t, k, ctx, memo);
                assert_eq!(full.to_bits(), kept.to_bits(), "after {a:?}, {b:?}: {t:?}");
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_kept_evaluation_equals_the_full_one_over_random_positions_and_actions() {
    let mut compared = 0;
    for stem in [
        "castle-field",
        "tropical-pool",
        "caribbean-sea",
        "station-metal-x",
        "battlefield",
        "volcanic-jungle",
    ] {
        let board = testkit::bundled_board(stem);
        let k = Knowledge::new(&board);
        for seed in 0..6u64 {
            let mut st = State::new_game(board.clone(), seed, GameOptions::default());
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut legal = Vec::new();
            let mut plies = 0;
            while !st.is_over() && plies < 120 {
                let side = st.to_move().expect("the game is on");
                // Each decision of the side to move, from its own observation, with one memo.
                let ctx = EvalContext::new(Pools::from_observation(&st.observation(side)));
                let det = st.observation(side).determinize(seed + plies as u64);
                compared += compare_actions(&det, &k, &ctx, &mut EvalMemo::default());
                st.legal_actions(&mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                st.play_unchecked(&a);
                plies += 1;
            }
        }
    }
    assert!(compared > 10_000, "only {compared} positions compared");
}

/// The tree search keeps one memo for every leaf of a search, whatever the position: what it
/// keeps holds for any position of the same board, side and context. Along random games on
/// every bundled map, each side's positions and the positions after each of their actions are
/// evaluated with one memo per side, kept for the whole game, and afresh.
#[test]
fn a_memo_kept_over_a_whole_game_gives_the_full_evaluation() {
    let mut compared = 0;
    for stem in [
        "castle-field",
        "city-of-clouds",
        "cursed-cemetery",
        "tropical-pool",
        "volcanic-jungle",
    ] {
        let board = testkit::bundled_board(stem);
        let k = Knowledge::new(&board);
        for seed in 0..4u64 {
            let mut st = State::new_game(board.clone(), seed, GameOptions::default());
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            // Each side's context from its first view of the game, as a search fixes its own.
            let ctx = [Side::Blue, Side::Red]
                .map(|s| EvalContext::new(Pools::from_observation(&st.observation(s))));
            let mut memos = [EvalMemo::default(), EvalMemo::default()];
            let mut legal = Vec::new();
            while !st.is_over() {
                st.legal_actions(&mut legal);
                for s in 0..2 {
                    for a in &legal {
                        let mut t = st.clone();
                        t.play_unchecked(a);
                        let full = evaluate(&t, &k, &ctx[s]);
                        let kept = evaluate_with(&t, &k, &ctx[s], &mut memos[s]);
                        assert_eq!(full.to_bits(), kept.to_bits(), "{stem}, after {a:?}: {t:?}");
                        compared += 1;
                    }
                }
                let a = legal[rng.random_range(0..legal.len())];
                st.play_unchecked(&a);
            }
        }
    }
    assert!(compared > 10_000, "only {compared} positions compared");
}
