//! Rule 5: what happens after a placement: troop effects, Cap'n chains, special bases.

use super::*;

// ----- 5. After a placement -----

#[test]
fn rule_5_1_a_troop_effect_follows_its_placement_and_may_be_declined() {
    let mut st = pos("grid", "(blue: (rack: [star]))");
    play(&mut st, "place star @b1");
    assert_eq!(st.pending(), Some(Pending::Star));
    assert_eq!(st.to_move(), Some(Side::Blue));
    assert_eq!(legal(&st), ["draw", "skip"]);
    let reserve = st.reserve_len(Side::Blue);
    play(&mut st, "skip");
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(st.reserve_len(Side::Blue), reserve);
}

#[test]
fn rule_5_1_capn_places_an_extra_troop_whose_effect_resolves_next() {
    let mut st = pos("grid", "(blue: (rack: [capn, star], reserve: Top([roxy])))");
    play(&mut st, "place capn @b1");
    assert_eq!(st.pending(), Some(Pending::Capn));
    assert!(has(&st, "skip") && !has(&st, "draw"));
    play(&mut st, "place star @b2");
    assert_eq!(st.pending(), Some(Pending::Star));
    play(&mut st, "draw");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn rule_5_1_capn_chains_recursively() {
    let mut st = pos("grid", "(blue: (rack: [capn, capn, roxy]))");
    play(&mut st, "place capn @b1; place capn @b2");
    assert_eq!(st.pending(), Some(Pending::Capn));
    play(&mut st, "place roxy @b3");
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(st.rack_len(Side::Blue), 0);
}

#[test]
fn q_a_troop_placed_by_capn_resolves_its_effect_before_any_special_base() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [capn, star]))",
    );
    play(&mut st, "place capn @a2");
    assert_eq!(st.pending(), Some(Pending::Capn));
    play(&mut st, "place star @b2");
    assert_eq!(st.pending(), Some(Pending::Star), "Star's draw comes first");
    play(&mut st, "draw");
    assert_eq!(st.pending(), Some(Pending::Castle));
    assert_eq!(st.pending_at(), Some(loc(&st, "a2")));
    play(&mut st, "skip");
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn rule_5_2_special_bases_resolve_in_placement_order() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"c1\": [(blue, kwak)]},
          blue: (rack: [capn, roxy]))",
    );
    play(&mut st, "place capn @c2; place roxy @a2");
    assert_eq!(st.pending(), Some(Pending::Castle));
    assert_eq!(st.pending_at(), Some(loc(&st, "c2")));
    play(&mut st, "skip");
    assert_eq!(st.pending(), Some(Pending::Castle));
    assert_eq!(st.pending_at(), Some(loc(&st, "a2")));
    play(&mut st, "skip");
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn q_a_troop_covered_during_the_turn_does_not_trigger_its_special_base() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [capn, roxy]))",
    );
    // Cap'n on a special base, then its extra Roxy on top of it: only Roxy's base resolves.
    play(&mut st, "place capn @a2; place roxy @a2");
    assert_eq!(st.pending(), Some(Pending::Castle));
    play(&mut st, "skip");
    assert_eq!(
        st.to_move(),
        Some(Side::Red),
        "the covered Cap'n triggers nothing"
    );
}

#[test]
fn rule_5_2_an_earlier_recall_cancels_a_later_special_base() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"c1\": [(blue, kwak)]},
          blue: (rack: [capn, star]))",
    );
    play(&mut st, "place capn @a2; place star @c2; skip");
    assert_eq!(st.pending(), Some(Pending::Castle));
    assert_eq!(st.pending_at(), Some(loc(&st, "a2")));
    // Recall the Star placed earlier this turn: its own Castle base does not trigger.
    play(&mut st, "recall @c2");
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Star]);
    assert!(stack(&st, "c2").is_empty());
}

#[test]
fn rule_5_3_special_base_effects_are_optional() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @a2");
    assert_eq!(st.pending(), Some(Pending::Castle));
    play(&mut st, "skip");
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(stack(&st, "b1").len(), 1);
}

#[test]
fn rule_5_4_an_effect_with_no_possible_target_is_skipped_without_asking() {
    // Jumbo with no adjacent enemy, XB-42 against an empty rack, Skully with an empty reserve.
    let text = format!(
        "(blue: (rack: [jumbo, xb42, skully], reserve: Exact([]), removed: {}))",
        rest_of(&[Troop::Jumbo, Troop::Xb42, Troop::Skully])
    );
    for action in ["place jumbo @b1", "place xb42 @b1", "place skully @b1"] {
        let mut st = pos("grid", &text);
        play(&mut st, action);
        assert_eq!(st.pending(), None, "{action}");
        assert_eq!(st.to_move(), Some(Side::Red), "{action}");
    }
    // Cap'n with nothing left to place.
    let mut st = pos("grid", "(blue: (rack: [capn]))");
    play(&mut st, "place capn @b1");
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn rule_5_5_a_revealed_troop_never_triggers_its_effect_again() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b2\": [(blue, star), (red, roxy)]}, blue: (rack: [jumbo]))",
    );
    play(&mut st, "place jumbo @b1");
    assert_eq!(st.pending(), Some(Pending::Jumbo));
    play(&mut st, "discard @b2");
    assert_eq!(st.top(loc(&st, "b2")), Some(Piece(Side::Blue, Troop::Star)));
    assert_eq!(
        st.to_move(),
        Some(Side::Red),
        "the revealed Star draws nothing"
    );
}

#[test]
fn q_skully_with_7_on_the_rack_draws_1() {
    let mut st = pos(
        "grid",
        "(blue: (rack: [skully, kwak, kwak, kwak, capn, capn, capn, hook], reserve: Top([roxy, star])))",
    );
    play(&mut st, "place skully @b1");
    assert_eq!(st.rack_len(Side::Blue), 7);
    assert_eq!(st.pending(), Some(Pending::Skully));
    play(&mut st, "draw");
    assert_eq!(st.rack_len(Side::Blue), 8);
    assert_eq!(st.rack(Side::Blue)[Troop::Roxy.index()], 1);
    assert_eq!(st.rack(Side::Blue)[Troop::Star.index()], 0);
}

#[test]
fn rule_5_6_skully_draws_only_what_the_reserve_holds() {
    let text = format!(
        "(blue: (rack: [skully], reserve: Exact([roxy]), removed: {}))",
        rest_of(&[Troop::Skully, Troop::Roxy])
    );
    let mut st = pos("grid", &text);
    play(&mut st, "place skully @b1; draw");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
    assert_eq!(st.reserve_len(Side::Blue), 0);
}

#[test]
fn rule_5_6_a_draw_effect_with_8_on_the_rack_takes_none() {
    // Skully fills the rack to 8; the City of Clouds base under it then has nothing to do.
    let mut st = pos(
        "clouds",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]},
          blue: (rack: [skully, kwak, capn, capn, capn, hook, hook]))",
    );
    play(&mut st, "place skully @a2; draw");
    assert_eq!(st.rack_len(Side::Blue), 8);
    assert_eq!(st.pending(), None);
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn rule_5_7_discards_go_face_up_to_the_public_discard_in_arrival_order() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b2\": [(red, roxy)]}, blue: (rack: [jumbo, star]), red: (rack: [xb42]))",
    );
    play(&mut st, "place jumbo @b1; discard @b2");
    play(&mut st, "place xb42 @b3; discard rack star");
    assert_eq!(
        st.discard(),
        vec![
            Piece(Side::Red, Troop::Roxy),
            Piece(Side::Blue, Troop::Star)
        ]
    );
    assert_eq!(st.rack_len(Side::Blue), 0);
    assert_eq!(
        st.observation(Side::Red).discard(),
        st.observation(Side::Blue).discard()
    );
}

#[test]
fn rule_5_7_xb42_takes_a_random_troop_from_the_enemy_rack() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..40 {
        let text =
            format!("(seed: {seed}, blue: (rack: [xb42]), red: (rack: [kwak, roxy, star, hook]))");
        let mut st = pos("grid", &text);
        play(&mut st, "place xb42 @b1; discard rack");
        assert_eq!(st.rack_len(Side::Red), 3);
        let d = st.discard();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].side(), Side::Red);
        seen.insert(d[0].troop());
    }
    assert!(seen.len() >= 3, "the pick is random: {seen:?}");
}

#[test]
fn rule_5_8_capns_extra_hook_may_take_a_cut_off_base() {
    let mut st = pos("grid", "(blue: (rack: [capn, hook]))");
    play(&mut st, "place capn @b1");
    assert!(has(&st, "place hook @c3"));
    play(&mut st, "place hook @c3");
    assert_eq!(st.top(loc(&st, "c3")), Some(Piece(Side::Blue, Troop::Hook)));
}

#[test]
fn rule_5_8_capns_extra_troop_may_win_on_the_enemy_hq() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)]}, blue: (rack: [capn, roxy]))",
    );
    play(&mut st, "place capn @b3; place roxy @red-hq");
    won(&st, Side::Blue, EndReason::Hq);
}
