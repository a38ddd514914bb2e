//! Rules 3 and 4: a turn, and where a troop may be placed.

use super::*;

// ----- 3. A turn -----

#[test]
fn rule_3_draw_takes_2_from_the_top_of_the_reserve_and_ends_the_turn() {
    let mut st = pos(
        "grid",
        "(blue: (rack: [kwak], reserve: Top([roxy, star, skully])))",
    );
    let before = st.reserve_len(Side::Blue);
    play(&mut st, "draw");
    assert_eq!(
        troops_of(&st, Side::Blue),
        vec![Troop::Kwak, Troop::Star, Troop::Roxy]
    );
    assert_eq!(st.reserve_len(Side::Blue), before - 2);
    assert_eq!(st.reserve(Side::Blue)[0], Troop::Skully);
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn q_draw_with_one_rack_space_left_takes_1() {
    let mut st = pos(
        "grid",
        "(blue: (rack: [kwak, kwak, kwak, skully, skully, skully, capn], reserve: Top([roxy, star])))",
    );
    play(&mut st, "draw");
    assert_eq!(st.rack_len(Side::Blue), 8);
    assert_eq!(st.rack(Side::Blue)[Troop::Roxy.index()], 1);
    assert_eq!(st.rack(Side::Blue)[Troop::Star.index()], 0);
}

#[test]
fn rule_3_draw_takes_1_when_the_reserve_holds_1() {
    let text = format!(
        "(blue: (rack: [kwak], reserve: Exact([star]), removed: {}))",
        rest_of(&[Troop::Kwak, Troop::Star])
    );
    let mut st = pos("grid", &text);
    play(&mut st, "draw");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Kwak, Troop::Star]);
    assert_eq!(st.reserve_len(Side::Blue), 0);
}

#[test]
fn rule_3_no_draw_with_8_on_the_rack() {
    let st = pos(
        "grid",
        "(blue: (rack: [kwak, kwak, kwak, skully, skully, skully, capn, capn]))",
    );
    assert!(!has(&st, "draw"));
    let e = refuse(&st, "draw");
    assert_eq!(e.kind, IllegalKind::Draw);
    assert!(e.message.to_string().contains("rack is full"), "{e}");
}

#[test]
fn rule_3_no_draw_from_an_empty_reserve() {
    let text = format!(
        "(blue: (rack: [kwak], reserve: Exact([]), removed: {}))",
        rest_of(&[Troop::Kwak])
    );
    let st = pos("grid", &text);
    assert!(!has(&st, "draw"));
    assert!(
        refuse(&st, "draw")
            .message
            .to_string()
            .contains("reserve is empty")
    );
}

#[test]
fn rule_3_a_placement_ends_the_turn_without_a_draw() {
    let mut st = pos("grid", "(blue: (rack: [roxy, kwak]))");
    let reserve = st.reserve_len(Side::Blue);
    play(&mut st, "place roxy @b1");
    assert_eq!(stack(&st, "b1"), vec![Piece(Side::Blue, Troop::Roxy)]);
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Kwak]);
    assert_eq!(st.reserve_len(Side::Blue), reserve);
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn rule_3_a_named_draw_takes_the_named_troops_from_anywhere_in_the_reserve() {
    let mut st = pos("grid", "(blue: (reserve: Top([roxy, star, skully])))");
    play(&mut st, "draw skully roxy");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Skully, Troop::Roxy]);
    assert_eq!(st.reserve(Side::Blue)[0], Troop::Star);
}

#[test]
fn rule_3_a_named_draw_names_as_many_troops_as_the_draw_takes() {
    let st = pos("grid", "(blue: (reserve: Top([roxy, star])))");
    let e = refuse(&st, "draw roxy");
    assert_eq!(e.kind, IllegalKind::Draw);
    assert!(e.message.to_string().contains("takes 2 troops"), "{e}");
    let text = format!(
        "(blue: (reserve: Exact([star, star]), removed: {}))",
        rest_of(&[Troop::Star, Troop::Star])
    );
    let st = pos("grid", &text);
    assert!(
        refuse(&st, "draw roxy star")
            .message
            .to_string()
            .contains("holds no roxy")
    );
}

// ----- 4. Legal placement -----

#[test]
fn rule_4_1_a_troop_is_never_placed_on_its_own_hq() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)]}, blue: (rack: [roxy]))",
    );
    let e = refuse(&st, "place roxy @blue-hq");
    assert_eq!(e.kind, IllegalKind::OwnHq);
    assert!(!legal(&st).iter().any(|a| a.ends_with("@blue-hq")));
}

#[test]
fn rule_4_2_an_empty_connected_base_takes_any_troop() {
    let st = pos("grid", "(blue: (rack: [kwak, skully, roxy]))");
    for t in ["kwak", "skully", "roxy"] {
        assert!(has(&st, &format!("place {t} @b1")), "{t}");
    }
}

#[test]
fn q_friendly_covering_ignores_strength() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy)]}, blue: (rack: [skully]))",
    );
    play(&mut st, "place skully @b1; skip");
    assert_eq!(
        stack(&st, "b1"),
        vec![
            Piece(Side::Blue, Troop::Roxy),
            Piece(Side::Blue, Troop::Skully)
        ]
    );
}

#[test]
fn rule_4_2_equal_strength_never_covers_enemy() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, star)]}, blue: (rack: [star]))",
    );
    let e = refuse(&st, "place star @b2");
    assert_eq!(e.kind, IllegalKind::Covering);
}

#[test]
fn q_roxy_cannot_cover_an_enemy_roxy() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)]}, blue: (rack: [roxy]))",
    );
    let e = refuse(&st, "place roxy @b2");
    assert_eq!(
        e.message.to_string(),
        "roxy (7) cannot cover the enemy's roxy (7); covering needs a strictly greater strength"
    );
    assert!(!has(&st, "place roxy @b2"));
}

#[test]
fn rule_4_2_a_strictly_greater_strength_covers_an_enemy() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, star)]}, blue: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @b2");
    assert_eq!(st.top(loc(&st, "b2")), Some(Piece(Side::Blue, Troop::Roxy)));
    assert_eq!(stack(&st, "b2").len(), 2);
}

#[test]
fn q_kwak_covers_roxy_and_skully_covers_kwak() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)], \"b3\": [(red, jumbo)]},
          blue: (rack: [kwak]), red: (rack: [skully]))",
    );
    play(&mut st, "place kwak @b2");
    assert_eq!(st.top(loc(&st, "b2")), Some(Piece(Side::Blue, Troop::Kwak)));
    assert!(has(&st, "place skully @b2"));
    play(&mut st, "place skully @b2; skip");
    assert_eq!(
        st.top(loc(&st, "b2")),
        Some(Piece(Side::Red, Troop::Skully))
    );
}

#[test]
fn rule_4_2_an_enemy_hq_needs_no_strength() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [skully]))",
    );
    play(&mut st, "place skully @red-hq");
    won(&st, Side::Blue, EndReason::Hq);
}

#[test]
fn rule_4_3_connection_walks_from_the_hq_through_own_top_troops() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)]}, blue: (rack: [kwak]))",
    );
    let reach: Vec<String> = st
        .placement_targets(Side::Blue, Troop::Kwak)
        .iter()
        .map(|l| st.board().id(l).to_string())
        .collect();
    assert_eq!(reach, ["a1", "a2", "b1", "b2", "b3", "c1", "c2"]);
}

#[test]
fn rule_4_3_an_empty_base_breaks_the_walk() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b3\": [(blue, kwak)]}, blue: (rack: [kwak]))",
    );
    let e = refuse(&st, "place kwak @a3");
    assert_eq!(e.kind, IllegalKind::Connection);
    assert!(refuse(&st, "place kwak @red-hq").kind == IllegalKind::Connection);
    assert!(has(&st, "place kwak @b2"));
}

#[test]
fn rule_4_3_an_enemy_top_breaks_the_walk() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [skully]))",
    );
    assert_eq!(
        refuse(&st, "place skully @a3").kind,
        IllegalKind::Connection
    );
    assert_eq!(
        refuse(&st, "place skully @c3").kind,
        IllegalKind::Connection
    );
}

#[test]
fn q_a_covered_friendly_troop_connects_nothing() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, roxy), (red, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [skully]))",
    );
    let e = refuse(&st, "place skully @a3");
    assert_eq!(e.kind, IllegalKind::Connection);
    assert!(
        e.message.to_string().contains("not connected to blue's HQ"),
        "{e}"
    );
}

#[test]
fn q_a_cut_off_troop_stays_and_still_controls_its_base_but_extends_no_connection() {
    let mut st = pos(
        "grid",
        "(to_move: red, stacks: {\"b1\": [(blue, skully)], \"b2\": [(blue, star)]},
          red: (rack: [hook]), blue: (rack: [kwak]))",
    );
    // Red's Hook ignores the connection and covers blue's Skully: blue's Star is cut off.
    play(&mut st, "place hook @b1");
    assert_eq!(st.top(loc(&st, "b2")), Some(Piece(Side::Blue, Troop::Star)));
    assert!(st.controlled(Side::Blue).contains(loc(&st, "b2")));
    assert_eq!(refuse(&st, "place kwak @b3").kind, IllegalKind::Connection);
    assert_eq!(refuse(&st, "place kwak @a2").kind, IllegalKind::Connection);
    assert!(
        has(&st, "place kwak @b1"),
        "kwak covers the hook next to the HQ"
    );
}

#[test]
fn rule_4_3_hqs_are_never_inner_steps() {
    // The red HQ touches a3 and c3; blue reaches a3 but may not walk through the HQ to c3.
    let st = pos(
        "hq-step",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, skully)], \"a2\": [(blue, capn)], \"a3\": [(blue, jumbo)]},
          blue: (rack: [roxy]))",
    );
    assert_eq!(refuse(&st, "place roxy @c3").kind, IllegalKind::Connection);
    assert!(has(&st, "place roxy @red-hq"));
    assert!(has(&st, "place roxy @b3"));
}

#[test]
fn rule_4_3_hook_ignores_the_connection_on_a_base() {
    let st = pos("grid", "(blue: (rack: [hook, kwak]))");
    assert!(has(&st, "place hook @c3"));
    assert!(has(&st, "place hook @a2"));
    assert_eq!(refuse(&st, "place kwak @c3").kind, IllegalKind::Connection);
}

#[test]
fn q_hook_may_take_a_cut_off_base_but_not_an_enemy_hq() {
    let mut st = pos(
        "grid",
        "(stacks: {\"b3\": [(red, skully)]}, blue: (rack: [hook, hook]))",
    );
    let e = refuse(&st, "place hook @red-hq");
    assert_eq!(e.kind, IllegalKind::Connection);
    assert!(e.message.to_string().contains("an HQ is not a base"), "{e}");
    play(&mut st, "place hook @b3");
    assert_eq!(st.top(loc(&st, "b3")), Some(Piece(Side::Blue, Troop::Hook)));
    assert!(!st.is_over());
}

#[test]
fn rule_4_3_hook_still_needs_a_greater_strength_to_cover() {
    let st = pos(
        "grid",
        "(stacks: {\"c3\": [(red, star)]}, blue: (rack: [hook]))",
    );
    assert_eq!(refuse(&st, "place hook @c3").kind, IllegalKind::Covering);
}

#[test]
fn rule_4_4_terrain_accepts_only_the_listed_strengths() {
    let st = pos(
        "tropical",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [roxy, skully, kwak]))",
    );
    let e = refuse(&st, "place roxy @a2");
    assert_eq!(e.kind, IllegalKind::Terrain);
    assert_eq!(
        e.message.to_string(),
        "@a2 accepts only the strengths X, 1, 2; roxy is 7"
    );
    assert!(has(&st, "place skully @a2"));
    assert!(has(&st, "place kwak @a2"));
}

#[test]
fn rule_4_4_kwak_counts_as_x_for_terrain() {
    let st = pos(
        "tropical",
        "(stacks: {\"b1\": [(blue, kwak)], \"c1\": [(blue, kwak)]}, blue: (rack: [kwak, star]))",
    );
    assert_eq!(refuse(&st, "place kwak @c2").kind, IllegalKind::Terrain);
    assert!(has(&st, "place star @c2"));
}

#[test]
fn rule_4_4_no_effect_bypasses_terrain() {
    let st = pos("tropical", "(blue: (rack: [hook]))");
    assert_eq!(refuse(&st, "place hook @c2").kind, IllegalKind::Terrain);
    assert_eq!(refuse(&st, "place hook @a2").kind, IllegalKind::Terrain);
    assert!(has(&st, "place hook @c3"));
}

#[test]
fn rule_4_4_terrain_restricts_hqs_too() {
    let mut st = pos(
        "tropical",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [roxy, jumbo]))",
    );
    assert_eq!(refuse(&st, "place roxy @red-hq").kind, IllegalKind::Terrain);
    play(&mut st, "place jumbo @red-hq");
    won(&st, Side::Blue, EndReason::Hq);
}

#[test]
fn rule_4_5_a_frozen_troop_cannot_be_placed() {
    let st = pos(
        "battlefield",
        "(blue: (rack: [roxy, star], frozen: [roxy]))",
    );
    let e = refuse(&st, "place roxy @b1");
    assert_eq!(e.kind, IllegalKind::Frozen);
    assert!(!legal(&st).iter().any(|a| a.starts_with("place roxy")));
    assert!(has(&st, "place star @b1"));
}

#[test]
fn q_a_frozen_troop_cannot_be_placed_by_capn() {
    let mut st = pos(
        "battlefield",
        "(blue: (rack: [capn, roxy, kwak], frozen: [roxy]))",
    );
    play(&mut st, "place capn @b1");
    assert_eq!(st.pending(), Some(Pending::Capn));
    assert_eq!(refuse(&st, "place roxy @b2").kind, IllegalKind::Frozen);
    assert!(has(&st, "place kwak @b2"));
}

#[test]
fn rule_4_placing_on_an_enemy_hq_wins_at_once_and_nothing_else_resolves() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, kwak)], \"b3\": [(blue, kwak)]},
          blue: (rack: [capn, roxy]))",
    );
    play(&mut st, "place capn @red-hq");
    won(&st, Side::Blue, EndReason::Hq);
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
    assert_eq!(
        st.top(loc(&st, "red-hq")),
        Some(Piece(Side::Blue, Troop::Capn))
    );
    assert_eq!(refuse(&st, "skip").kind, IllegalKind::GameOver);
}
