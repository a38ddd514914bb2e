//! Rule 6: regions, medals and the end of the game.

use super::*;

// ----- 6. Regions, medals and the end -----

#[test]
fn rule_6_1_a_region_is_claimed_when_every_ring_base_has_a_top_of_one_side() {
    let mut st = pos(
        "grid",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"a2\": [(blue, kwak)]},
          blue: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @b2");
    let sw = st.board().find_region("sw").unwrap();
    assert_eq!(st.claimed_by(sw), Some(Side::Blue));
    assert_eq!(st.medals(Side::Blue), 1);
    assert_eq!(st.medals_left(sw), 0);
}

#[test]
fn q_a_region_is_claimed_without_an_hq_connection() {
    let mut st = pos(
        "grid",
        "(stacks: {\"c2\": [(blue, kwak)], \"c3\": [(blue, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [hook]))",
    );
    play(&mut st, "place hook @b2");
    let ne = st.board().find_region("ne").unwrap();
    assert_eq!(st.claimed_by(ne), Some(Side::Blue));
    assert_eq!(st.medals(Side::Blue), 2);
}

#[test]
fn q_a_region_is_never_claimed_twice() {
    let mut st = pos(
        "grid",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"a2\": [(blue, kwak)], \"b2\": [(red, kwak)]},
          claimed: {\"sw\": blue}, blue: (rack: [skully]))",
    );
    assert_eq!(st.medals(Side::Blue), 1);
    play(&mut st, "place skully @b2; skip");
    assert_eq!(st.medals(Side::Blue), 1);
}

#[test]
fn q_an_emptied_region_gives_nothing_again() {
    let mut st = pos(
        "grid",
        "(to_move: red, stacks: {\"a1\": [(red, kwak)], \"a2\": [(red, skully)], \"b2\": [(red, capn)], \"b3\": [(red, jumbo)]},
          claimed: {\"sw\": blue}, red: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @b1");
    let sw = st.board().find_region("sw").unwrap();
    assert_eq!(st.claimed_by(sw), Some(Side::Blue));
    assert_eq!(st.medals(Side::Red), 0);
    assert_eq!(st.medals(Side::Blue), 1);
}

#[test]
fn rule_6_1_claims_follow_every_change_to_the_board() {
    // Jumbo's discard reveals a blue Kwak that completes the south-west region.
    let mut st = pos(
        "grid",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, skully)], \"a2\": [(blue, capn)], \"b2\": [(blue, kwak), (red, star)]},
          blue: (rack: [jumbo]))",
    );
    play(&mut st, "place jumbo @b1");
    assert_eq!(st.medals(Side::Blue), 0);
    play(&mut st, "discard @b2");
    assert_eq!(st.medals(Side::Blue), 1);
}

#[test]
fn rule_6_1_every_region_completed_by_one_change_is_claimed_before_the_targets() {
    let mut st = pos(
        "grid",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"a2\": [(blue, skully)], \"c1\": [(blue, skully)], \"c2\": [(blue, capn)]},
          blue: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @b2");
    assert_eq!(st.medals(Side::Blue), 3);
    for r in ["sw", "se"] {
        let r = st.board().find_region(r).unwrap();
        assert_eq!(st.claimed_by(r), Some(Side::Blue));
    }
    won(&st, Side::Blue, EndReason::Medals);
}

#[test]
fn rule_6_2_an_hq_capture_wins_immediately() {
    let mut st = pos(
        "grid",
        "(to_move: red, stacks: {\"b3\": [(red, kwak)], \"b2\": [(red, kwak)], \"b1\": [(red, kwak)]},
          red: (rack: [star]))",
    );
    play(&mut st, "place star @blue-hq");
    won(&st, Side::Red, EndReason::Hq);
}

#[test]
fn q_one_of_two_enemy_hqs_is_enough() {
    let mut st = pos(
        "caribbean",
        "(to_move: red, stacks: {\"b3\": [(red, kwak)], \"c3\": [(red, skully)], \"c2\": [(red, capn)], \"c1\": [(red, jumbo)]},
          red: (rack: [skully]))",
    );
    assert!(has(&st, "place skully @blue-hq-east"));
    assert!(!has(&st, "place skully @blue-hq-west"));
    play(&mut st, "place skully @blue-hq-east");
    won(&st, Side::Red, EndReason::Hq);
}

#[test]
fn rule_6_3_a_medal_win_ends_the_game_at_once() {
    let mut st = pos(
        "castle",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"c1\": [(blue, skully)], \"b2\": [(blue, skully)]},
          blue: (rack: [star]))",
    );
    // Star on c2 completes se (2) and would draw, and c2 is a Castle base: neither happens.
    play(&mut st, "place star @c2");
    assert_eq!(st.medals(Side::Blue), 2);
    assert_eq!(st.pending(), Some(Pending::Star));
    let mut st = pos(
        "castle",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"c1\": [(blue, skully)], \"b2\": [(blue, skully)]},
          claimed: {\"nw\": blue}, blue: (rack: [star]))",
    );
    play(&mut st, "place star @c2");
    won(&st, Side::Blue, EndReason::Medals);
    assert_eq!(st.medals(Side::Blue), 3);
}

#[test]
fn q_a_medal_win_in_the_middle_of_capns_chain_ends_the_game() {
    let mut st = pos(
        "castle",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"a2\": [(blue, kwak)]},
          claimed: {\"ne\": blue}, blue: (rack: [capn, star]))",
    );
    play(&mut st, "place capn @c1");
    assert_eq!(st.pending(), Some(Pending::Capn));
    play(&mut st, "place star @b2");
    won(&st, Side::Blue, EndReason::Medals);
    assert_eq!(st.medals(Side::Blue), 3);
}

#[test]
fn rule_6_3_when_both_sides_reach_their_targets_by_one_change_the_mover_wins() {
    // Volcanic Jungle: moving red's Roxy from b2 to c2 reveals a blue Kwak (west, 3 medals for
    // blue) and completes east for red (3 medals).
    let mut st = pos(
        "volcano-wide",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, skully)], \"a2\": [(blue, capn)], \"b2\": [(blue, kwak), (red, roxy)],
                   \"d2\": [(red, kwak)], \"d3\": [(red, kwak)], \"c3\": [(red, kwak)]},
          blue: (rack: [hook]))",
    );
    play(&mut st, "place hook @b3");
    assert_eq!(st.pending(), Some(Pending::Volcano));
    play(&mut st, "move @b2 @c2");
    assert_eq!(st.medals(Side::Blue), 3);
    assert_eq!(st.medals(Side::Red), 3);
    won(&st, Side::Blue, EndReason::Medals);
}

#[test]
fn rule_6_3_the_opponent_can_win_during_the_movers_turn() {
    let mut st = pos(
        "volcano-wide",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"a2\": [(blue, kwak)], \"b2\": [(red, roxy)],
                   \"d2\": [(red, kwak)], \"d3\": [(red, kwak)], \"c3\": [(red, kwak)]},
          blue: (rack: [hook]))",
    );
    play(&mut st, "place hook @b3; move @b2 @c2");
    won(&st, Side::Red, EndReason::Medals);
}

#[test]
fn q_a_castle_recall_that_uncovers_an_enemy_can_complete_its_region() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"b2\": [(red, kwak)], \"b3\": [(red, kwak)],
                   \"c3\": [(red, kwak)], \"c2\": [(red, skully), (blue, roxy)]},
          claimed: {\"sw\": red}, blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @a2; recall @c2");
    assert_eq!(st.medals(Side::Red), 3);
    won(&st, Side::Red, EndReason::Medals);
}

#[test]
fn rule_6_4_the_stalled_side_wins_only_with_more_medals() {
    let text = |claims: &str| {
        format!(
            "(claimed: {{{claims}}}, blue: (reserve: Exact([]), removed: {}))",
            rest_of(&[])
        )
    };
    // Blue can neither draw nor place at the start of its turn: 2 medals against 1.
    let st = pos("grid", &text("\"ne\": blue, \"sw\": red"));
    won(&st, Side::Blue, EndReason::Stalled);
    // 0 against 2.
    let st = pos("grid", &text("\"se\": red"));
    won(&st, Side::Red, EndReason::Stalled);
}

#[test]
fn q_a_stalled_tie_loses_for_the_stalled_side() {
    let text = format!(
        "(claimed: {{\"ne\": blue, \"se\": red}}, blue: (reserve: Exact([]), removed: {}))",
        rest_of(&[])
    );
    let st = pos("grid", &text);
    assert_eq!(st.medals(Side::Blue), 2);
    assert_eq!(st.medals(Side::Red), 2);
    won(&st, Side::Red, EndReason::Stalled);
}

#[test]
fn rule_6_4_the_stalled_end_is_checked_at_the_start_of_every_turn() {
    let text = format!(
        "(blue: (rack: [roxy]), red: (reserve: Exact([]), removed: {}))",
        rest_of(&[])
    );
    let mut st = pos("grid", &text);
    assert!(!st.is_over());
    play(&mut st, "place roxy @b1");
    won(&st, Side::Blue, EndReason::Stalled);
}

#[test]
fn rule_6_4_frozen_troops_count_as_unplaceable_for_the_stalled_end() {
    let text = format!(
        "(stacks: {{\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}}, blue: (rack: [kwak]),
          red: (rack: [roxy], reserve: Exact([]), removed: {}))",
        rest_of(&[Troop::Roxy])
    );
    let mut st = pos("battlefield", &text);
    play(&mut st, "place kwak @a2");
    assert_eq!(st.pending(), Some(Pending::Battlefield));
    play(&mut st, "freeze");
    won(&st, Side::Blue, EndReason::Stalled);
}

#[test]
fn rule_6_5_playouts_stop_at_the_cap_and_report_unfinished() {
    assert_eq!(PLAYOUT_CAP, 1000);
    let mut st = State::new_game(board("grid"), 1, GameOptions::default());
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let p = random_playout(&mut st, &mut rng, 3);
    assert_eq!(p.actions, 3);
    assert_eq!(p.outcome, None);
    assert!(!st.is_over());
    let p = random_playout(&mut st, &mut rng, PLAYOUT_CAP);
    assert!(p.outcome.is_some());
    assert_eq!(p.outcome, st.outcome());
}
