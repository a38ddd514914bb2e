//! The evaluation's weights: each name reaches one weight, and a weight moves the value by its
//! own term and nothing else.

use super::*;
use toyforge_core::ai::EvalWeights;

#[test]
fn every_weight_has_one_name_and_reads_back_what_was_set() {
    let mut w = EvalWeights::default();
    for (i, name) in EvalWeights::NAMES.iter().enumerate() {
        assert!(w.set(name, 100.0 + i as f32), "{name}");
    }
    for (i, name) in EvalWeights::NAMES.iter().enumerate() {
        assert_eq!(w.get(name), Some(100.0 + i as f32), "{name}");
        assert!(
            w.describe().contains(&format!("{name}={}", 100 + i)),
            "{name}"
        );
    }
    // Every field was reached: none is left at its default.
    let d = EvalWeights::default();
    assert_ne!(w.base, d.base);
    assert_ne!(w.progress, d.progress);
    assert_ne!(w.attack_later, d.attack_later);
    assert!(!w.set("medal", 1.0));
    assert_eq!(w.get("medal"), None);
}

#[test]
fn the_base_weight_moves_the_value_by_the_difference_in_bases_held() {
    let board = castle();
    let k = Knowledge::new(&board);
    let mut checked = 0;
    for seed in 0..6 {
        let Some(st) = try_midgame(&board, seed, 16) else {
            continue;
        };
        let me = st.to_move().expect("the game is not over");
        let pools = Pools::from_observation(&st.observation(me));
        let plain = evaluate(&st, &k, &EvalContext::new(pools));
        let more = EvalWeights {
            base: EvalWeights::default().base + 1.0,
            ..EvalWeights::default()
        };
        let moved = evaluate(&st, &k, &EvalContext::with_weights(pools, more));
        assert!(plain.abs() < 9_000.0, "a position far from won: {plain}");
        let held = |s: Side| st.controlled(s).len() as f32;
        let expected = held(me) - held(me.other());
        assert!(
            (moved - plain - expected).abs() < 0.05,
            "seed {seed}: the value moved by {} for {expected} bases more",
            moved - plain
        );
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} games reached the middle");
}

#[test]
fn every_search_setting_has_one_name_and_a_weight_passes_through() {
    use toyforge_core::ai::MctsConfig;
    let mut c = MctsConfig::default();
    for name in MctsConfig::NAMES {
        assert!(c.set(name, 7.0), "{name}");
    }
    assert_eq!(c.exploration, 7.0);
    assert_eq!(c.playout_depth, 7);
    assert_eq!(c.playout_epsilon, 7.0);
    assert_eq!(c.leaf_eval_share, 1.0, "a share is kept within 0..1");
    assert_eq!(c.eval_scale, 7.0);
    assert_eq!(c.widen_base, 7.0);
    assert_eq!(c.widen_factor, 7.0);
    assert_eq!(c.weights, EvalWeights::default(), "no weight was touched");
    assert!(c.set("rack", 2.25), "a weight's name reaches the weight");
    assert_eq!(c.weights.rack, 2.25);
    assert!(c.set("playout_depth", -3.0));
    assert_eq!(c.playout_depth, 0, "a negative depth is no playout");
    assert!(!c.set("iterations", 5.0), "the budget is not a setting");
    assert!(!c.set("medal", 1.0));
}

#[test]
fn the_late_weights_count_by_the_square_of_the_reserves_drawn() {
    let board = castle();
    let k = Knowledge::new(&board);
    let mut checked = 0;
    for seed in 0..40 {
        let Some(st) = try_midgame(&board, seed, 60) else {
            continue;
        };
        let me = st.to_move().expect("the game is not over");
        let lead = st.medals(me) as f32 - st.medals(me.other()) as f32;
        if lead == 0.0 {
            continue;
        }
        let pools = Pools::from_observation(&st.observation(me));
        let at = |w: EvalWeights| evaluate(&st, &k, &EvalContext::with_weights(pools, w));
        let plain = at(EvalWeights::default());
        assert!(plain.abs() < 9_000.0, "a position far from won: {plain}");
        // 24 troops a side, 4 of them removed at the setup: 40 in both reserves at first.
        let left = (st.reserve_len(Side::Blue) + st.reserve_len(Side::Red)) as f32;
        let late = (1.0 - left / 40.0).powi(2);
        assert!(
            late > 0.1,
            "seed {seed}: most of the reserves are still there"
        );
        let medal = at(EvalWeights {
            late_medal: 50.0,
            ..EvalWeights::default()
        });
        assert!(
            (medal - plain - 50.0 * lead * late).abs() < 0.05,
            "seed {seed}: a lead of {lead} late ({late}) moved the value by {}",
            medal - plain
        );
        // The late rack weight is the rack weight grown by the same square.
        let grown = at(EvalWeights {
            late_rack: 0.5,
            ..EvalWeights::default()
        });
        let same = at(EvalWeights {
            rack: 1.0 + 0.5 * late,
            ..EvalWeights::default()
        });
        assert!(
            (grown - same).abs() < 0.05,
            "seed {seed}: {grown} against {same}"
        );
        assert_ne!(grown, plain, "seed {seed}: the rack holds troops");
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} games had a medal lead late");
}
