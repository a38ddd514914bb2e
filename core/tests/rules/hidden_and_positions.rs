//! Rules 8 and 9: hidden information, and prepared positions.

use super::*;

// ----- 8. Hidden information -----

#[test]
fn rule_8_a_side_sees_its_rack_the_board_the_discard_and_the_sizes_of_the_rest() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy), (red, kwak)]}, discard: [(blue, star)], claimed: {\"ne\": red},
          blue: (rack: [kwak, hook]), red: (rack: [star, star], frozen: []))",
    );
    let obs = st.observation(Side::Red);
    assert_eq!(obs.side(), Side::Red);
    assert_eq!(obs.rack_list(), vec![Troop::Star, Troop::Star]);
    assert_eq!(obs.opponent_rack(), 2);
    assert_eq!(obs.stack(loc(&st, "b1")).len(), 2);
    assert_eq!(obs.medals(Side::Red), 2);
    assert_eq!(obs.reserves().blue, st.reserve_len(Side::Blue));
    assert_eq!(
        obs.unseen(Side::Red)[Troop::Star.index()],
        1,
        "red's third Star is unseen"
    );
}

#[test]
fn rule_8_states_differing_only_in_what_a_side_cannot_see_look_the_same_to_it() {
    let a = pos(
        "grid",
        "(seed: 1, blue: (rack: [kwak, roxy]), red: (rack: [hook, star], removed: [jumbo]))",
    );
    let b = pos(
        "grid",
        "(seed: 2, blue: (rack: [kwak, roxy]), red: (rack: [skully, capn], removed: [roxy]))",
    );
    assert_ne!(a, b);
    assert_eq!(a.observation(Side::Blue), b.observation(Side::Blue));
    assert_ne!(a.observation(Side::Red), b.observation(Side::Red));
}

#[test]
fn rule_8_chance_actions_are_listed_unnamed() {
    let mut st = pos(
        "grid",
        "(blue: (rack: [skully, xb42]), red: (rack: [roxy]))",
    );
    play(&mut st, "place skully @b1");
    assert_eq!(legal(&st), ["draw", "skip"]);
    let mut st = pos("grid", "(blue: (rack: [xb42]), red: (rack: [roxy]))");
    play(&mut st, "place xb42 @b1");
    assert_eq!(legal(&st), ["discard rack", "skip"]);
}

#[test]
fn rule_8_a_sample_of_the_unseen_agrees_with_the_observation() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy)]}, blue: (rack: [kwak, hook]), red: (rack: [star, star, capn], removed: [jumbo]))",
    );
    let obs = st.observation(Side::Blue);
    for seed in 0..10 {
        let sample = obs.determinize(seed);
        assert_eq!(sample.observation(Side::Blue), obs);
        assert_eq!(sample.rack_len(Side::Red), 3);
    }
}

// ----- 9. Prepared positions -----

/// The messages of the position's problems.
fn problems(map: &str, text: &str) -> Vec<String> {
    position(map, text)
        .err()
        .unwrap_or_else(|| panic!("accepted: {text}"))
        .problems
        .into_iter()
        .map(|p| p.message.to_string())
        .collect()
}

#[test]
fn rule_9_a_side_has_exactly_3_of_each_type() {
    let p = problems(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy)]}, blue: (rack: [roxy, roxy, roxy]))",
    );
    assert!(p.iter().any(|m| m.starts_with("blue has 4 roxy")), "{p:?}");
    let p = problems("grid", "(blue: (reserve: Exact([roxy])))");
    assert!(p.iter().any(|m| m.starts_with("blue has 0 kwak")), "{p:?}");
}

#[test]
fn rule_9_a_rack_holds_at_most_8() {
    let p = problems(
        "grid",
        "(blue: (rack: [kwak, kwak, kwak, skully, skully, skully, capn, capn, capn]))",
    );
    assert!(p.iter().any(|m| m.contains("rack holds 9 troops")), "{p:?}");
}

#[test]
fn rule_9_only_the_side_to_move_may_have_frozen_troops() {
    let p = problems("grid", "(red: (rack: [roxy], frozen: [roxy]))");
    assert!(
        p.iter().any(|m| m.contains("red has frozen troops")),
        "{p:?}"
    );
    let p = problems("grid", "(blue: (rack: [star], frozen: [roxy]))");
    assert!(
        p.iter().any(|m| m.contains("frozen roxy but only 0")),
        "{p:?}"
    );
}

#[test]
fn rule_9_a_side_already_at_its_target_is_impossible() {
    let p = problems("grid", "(claimed: {\"ne\": blue, \"sw\": blue})");
    assert!(
        p.iter().any(|m| m.contains("blue already has 3 medals")),
        "{p:?}"
    );
}

#[test]
fn rule_9_a_fully_held_region_with_medals_must_have_been_claimed() {
    let p = problems(
        "grid",
        "(stacks: {\"a1\": [(blue, kwak)], \"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)], \"a2\": [(blue, kwak)]})",
    );
    assert!(p.iter().any(|m| m.contains("region `sw`")), "{p:?}");
}

#[test]
fn rule_9_medals_equal_the_claimed_regions() {
    let p = problems("grid", "(blue: (medals: Some(2)))");
    assert!(
        p.iter()
            .any(|m| m.contains("blue has 2 medals but its claimed regions hold 0")),
        "{p:?}"
    );
    let st = pos("grid", "(claimed: {\"ne\": red}, red: (medals: Some(2)))");
    assert_eq!(st.medals(Side::Red), 2);
}

#[test]
fn rule_9_unknown_ids_are_named() {
    let p = problems(
        "grid",
        "(stacks: {\"z9\": [(blue, kwak)]}, claimed: {\"moon\": red})",
    );
    assert!(p.iter().any(|m| m.contains("`z9`")), "{p:?}");
    assert!(p.iter().any(|m| m.contains("`moon`")), "{p:?}");
    let p = problems("grid", "(stacks: {\"red-hq\": [(blue, kwak)]})");
    assert!(p.iter().any(|m| m.contains("is an HQ")), "{p:?}");
}

#[test]
fn rule_9_every_problem_is_reported_at_once() {
    let p = problems(
        "grid",
        "(stacks: {\"z9\": [(blue, kwak)], \"B1\": [], \"b1\": []}, claimed: {\"sw\": red, \"SW\": blue})",
    );
    assert!(p.len() >= 3, "{p:?}");
}

#[test]
fn rule_9_ids_ignore_case() {
    let mut st = pos(
        "grid",
        "(stacks: {\"B1\": [(blue, kwak)]}, claimed: {\"NE\": red}, blue: (rack: [roxy]))",
    );
    assert_eq!(st.medals(Side::Red), 2);
    play(&mut st, "PLACE Roxy @B2");
    assert_eq!(st.top(loc(&st, "b2")), Some(Piece(Side::Blue, Troop::Roxy)));
}

#[test]
fn rule_9_omitted_parts_get_sensible_defaults() {
    let a = pos("grid", "(seed: 4, blue: (rack: [roxy]))");
    assert_eq!(a.to_move(), Some(Side::Blue));
    assert_eq!(a.reserve_len(Side::Blue), 23);
    assert_eq!(a.reserve_len(Side::Red), 24);
    assert_eq!(a.removed(Side::Blue), [0; Troop::COUNT]);
    assert_eq!(a.medals(Side::Blue), 0);
    // The rest is shuffled by the seed: the same seed, the same order.
    let b = pos("grid", "(seed: 4, blue: (rack: [roxy]))");
    assert_eq!(a.reserve(Side::Blue), b.reserve(Side::Blue));
    let c = pos("grid", "(seed: 5, blue: (rack: [roxy]))");
    assert_ne!(a.reserve(Side::Blue), c.reserve(Side::Blue));
    // Top puts troops on top of the shuffled rest.
    let d = pos("grid", "(blue: (reserve: Top([star, kwak])))");
    assert_eq!(&d.reserve(Side::Blue)[..2], &[Troop::Star, Troop::Kwak]);
}

#[test]
fn rule_9_a_state_round_trips_through_a_position() {
    let mut st = State::new_game(board("castle"), 9, GameOptions::default());
    let mut rng = Pcg64Mcg::seed_from_u64(9);
    random_playout(&mut st, &mut rng, 20);
    while !st.at_turn_start() && !st.is_over() {
        st.play(&Action::Skip).unwrap();
    }
    if st.is_over() {
        return;
    }
    let p = Position::from_state(&st, 0).unwrap();
    let back = p.to_state(st.board().clone()).unwrap();
    assert_eq!(back.to_raw_position(0), st.to_raw_position(0));
    let text = ron::to_string(&p).unwrap();
    let again: Position = ron::from_str(&text).unwrap();
    assert_eq!(again, p);
}
