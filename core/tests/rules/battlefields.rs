//! Rule 7: the eight battlefield rules.

use super::*;

// ----- 7. Battlefields -----

#[test]
fn rule_7_castle_field_returns_another_visible_troop_to_the_rack() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, roxy)]}, blue: (rack: [skully]))",
    );
    play(&mut st, "place skully @a2; skip");
    assert_eq!(st.pending(), Some(Pending::Castle));
    assert_eq!(legal(&st), ["recall @a1", "recall @b1", "skip"]);
    play(&mut st, "recall @a1");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
    assert!(stack(&st, "a1").is_empty());
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn q_castle_cannot_recall_a_covered_troop() {
    let st_text = "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"c1\": [(blue, star), (red, roxy)],
                   \"b2\": [(blue, hook), (blue, skully)]}, blue: (rack: [kwak]))";
    let mut st = pos("castle", st_text);
    play(&mut st, "place kwak @a2");
    let e = refuse(&st, "recall @c1");
    assert!(e.message.to_string().contains("only a troop on top"), "{e}");
    assert!(!has(&st, "recall @c1"));
    play(&mut st, "recall @b2");
    assert_eq!(
        troops_of(&st, Side::Blue),
        vec![Troop::Skully],
        "the top troop only"
    );
    assert_eq!(stack(&st, "b2"), vec![Piece(Side::Blue, Troop::Hook)]);
}

#[test]
fn rule_7_castle_never_recalls_the_troop_whose_base_resolves() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [roxy]))",
    );
    play(&mut st, "place roxy @a2");
    assert!(
        refuse(&st, "recall @a2")
            .message
            .to_string()
            .contains("whose Castle base is resolving")
    );
}

#[test]
fn rule_7_castle_recall_obeys_the_rack_limit() {
    let mut st = pos(
        "castle",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]},
          blue: (rack: [skully, kwak, capn, capn, capn, hook, hook], reserve: Top([roxy, star])))",
    );
    play(&mut st, "place skully @a2; draw");
    assert_eq!(st.rack_len(Side::Blue), 8);
    assert_eq!(
        st.to_move(),
        Some(Side::Red),
        "a full rack skips the recall"
    );
}

#[test]
fn rule_7_city_of_clouds_draws_1() {
    let mut st = pos(
        "clouds",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [kwak], reserve: Top([roxy, star])))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(st.pending(), Some(Pending::Clouds));
    let e = refuse(&st, "draw roxy star");
    assert!(e.message.to_string().contains("takes 1 troop"), "{e}");
    play(&mut st, "draw");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
}

#[test]
fn rule_7_volcanic_jungle_moves_an_adjacent_enemy_one_step_ignoring_placement_rules() {
    let mut st = pos(
        "volcano",
        "(stacks: {\"b1\": [(blue, roxy)], \"a1\": [(blue, kwak)], \"b2\": [(red, skully)], \"a3\": [(red, kwak)]},
          blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(st.pending(), Some(Pending::Volcano));
    let l = legal(&st);
    for a in [
        "move @b2 @a2",
        "move @b2 @b1",
        "move @b2 @c2",
        "move @b2 @b3",
        "move @a3 @b3",
    ] {
        assert!(l.iter().any(|x| x == a), "{a} in {l:?}");
    }
    // Skully lands on blue's Roxy: no placement rule applies to the move.
    play(&mut st, "move @b2 @b1");
    assert_eq!(
        stack(&st, "b1"),
        vec![
            Piece(Side::Blue, Troop::Roxy),
            Piece(Side::Red, Troop::Skully)
        ]
    );
    assert!(stack(&st, "b2").is_empty());
}

#[test]
fn q_volcanic_jungle_never_moves_onto_an_hq() {
    let mut st = pos(
        "volcano-wide",
        "(stacks: {\"b1\": [(red, skully)]}, blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @c1");
    assert_eq!(st.pending(), Some(Pending::Volcano));
    assert!(!legal(&st).iter().any(|a| a.contains("hq")));
    let e = refuse(&st, "move @b1 @blue-hq");
    assert!(e.message.to_string().contains("never ends on an HQ"), "{e}");
    assert!(has(&st, "move @b1 @a1"));
}

#[test]
fn rule_7_cursed_cemetery_takes_an_own_troop_back_from_the_discard() {
    let mut st = pos(
        "cemetery",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, discard: [(blue, roxy), (red, star), (blue, roxy)],
          blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(st.pending(), Some(Pending::Cemetery));
    assert_eq!(legal(&st), ["revive roxy", "skip"]);
    play(&mut st, "revive roxy");
    assert_eq!(troops_of(&st, Side::Blue), vec![Troop::Roxy]);
    assert_eq!(
        st.discard(),
        vec![
            Piece(Side::Blue, Troop::Roxy),
            Piece(Side::Red, Troop::Star)
        ]
    );
}

#[test]
fn q_cursed_cemetery_cannot_bring_back_a_removed_troop() {
    let mut st = pos(
        "cemetery",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, discard: [(blue, roxy)],
          blue: (rack: [kwak], removed: [jumbo, jumbo, star, hook]))",
    );
    play(&mut st, "place kwak @a2");
    let e = refuse(&st, "revive jumbo");
    assert!(
        e.message
            .to_string()
            .contains("removed at setup are not in the discard"),
        "{e}"
    );
    assert!(!has(&st, "revive jumbo"));
}

#[test]
fn rule_7_tropical_pool_special_bases_have_no_effect_after_placement() {
    let mut st = pos(
        "tropical",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn q_star_on_a_metal_x_special_base_draws_nothing() {
    let mut st = pos(
        "metalx",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [star, capn]))",
    );
    let reserve = st.reserve_len(Side::Blue);
    play(&mut st, "place star @a2");
    assert_eq!(st.pending(), None);
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(st.reserve_len(Side::Blue), reserve);
}

#[test]
fn rule_7_metal_x_cancels_every_troop_effect_on_its_special_bases() {
    let mut st = pos(
        "metalx",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"a3\": [(red, roxy)]}, blue: (rack: [capn, jumbo, kwak]))",
    );
    play(&mut st, "place capn @a2");
    assert_eq!(
        st.to_move(),
        Some(Side::Red),
        "no extra placement for Cap'n"
    );
    let mut st = pos(
        "metalx",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"a3\": [(red, roxy)]}, blue: (rack: [jumbo, kwak]))",
    );
    play(&mut st, "place jumbo @a2");
    assert_eq!(st.to_move(), Some(Side::Red), "no discard for Jumbo");
}

#[test]
fn rule_7_metal_x_hook_needs_a_connection_to_enter_a_special_base() {
    let st = pos("metalx", "(blue: (rack: [hook]))");
    let e = refuse(&st, "place hook @c2");
    assert_eq!(e.kind, IllegalKind::Connection);
    assert!(e.message.to_string().contains("Station Metal-X"), "{e}");
    assert!(has(&st, "place hook @c3"));
}

#[test]
fn rule_7_metal_x_kwak_still_covers_any_enemy() {
    let st = pos(
        "metalx",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)], \"a2\": [(red, roxy)]}, blue: (rack: [kwak, star]))",
    );
    assert!(has(&st, "place kwak @a2"));
    assert_eq!(refuse(&st, "place star @a2").kind, IllegalKind::Covering);
}

#[test]
fn rule_7_battlefield_freezes_a_random_enemy_troop_until_the_end_of_its_next_turn() {
    let mut st = pos(
        "battlefield",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [kwak]),
          red: (rack: [roxy, skully]))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(legal(&st), ["freeze", "skip"]);
    play(&mut st, "freeze roxy");
    assert_eq!(st.to_move(), Some(Side::Red));
    assert_eq!(st.frozen_list(Side::Red), vec![Troop::Roxy]);
    assert_eq!(refuse(&st, "place roxy @b3").kind, IllegalKind::Frozen);
    play(&mut st, "draw");
    assert!(
        st.frozen_list(Side::Red).is_empty(),
        "thawed at the end of red's turn"
    );
}

#[test]
fn rule_7_battlefield_freeze_picks_at_random_among_unfrozen_troops() {
    let mut picks = std::collections::HashSet::new();
    for seed in 0..30 {
        let text = format!(
            "(seed: {seed}, stacks: {{\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}}, blue: (rack: [capn, kwak]),
              red: (rack: [roxy, skully, star]))"
        );
        let mut st = pos("battlefield", &text);
        // Two Battlefield bases in one turn freeze two different troops.
        play(&mut st, "place capn @a2; place kwak @c1; freeze");
        let first = st.frozen_list(Side::Red);
        assert_eq!(first.len(), 1);
        picks.insert(first[0]);
    }
    assert!(picks.len() >= 2, "{picks:?}");
    let mut st = pos(
        "battlefield",
        "(stacks: {\"b1\": [(blue, kwak)], \"c1\": [(blue, skully)], \"a1\": [(blue, kwak)]}, blue: (rack: [capn, kwak]),
          red: (rack: [roxy, skully]))",
    );
    play(&mut st, "place capn @a2; place kwak @c2; freeze; freeze");
    assert_eq!(st.frozen_list(Side::Red), vec![Troop::Skully, Troop::Roxy]);
}

#[test]
fn rule_7_battlefield_with_nothing_left_to_freeze_is_skipped() {
    let mut st = pos(
        "battlefield",
        "(stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [kwak]))",
    );
    play(&mut st, "place kwak @a2");
    assert_eq!(st.to_move(), Some(Side::Red));
}

#[test]
fn q_a_battlefield_frozen_troop_still_counts_toward_8() {
    let st = pos(
        "battlefield",
        "(to_move: red, red: (rack: [kwak, kwak, kwak, skully, skully, skully, capn, roxy], frozen: [roxy]))",
    );
    assert_eq!(st.rack_len(Side::Red), 8);
    assert!(
        refuse(&st, "draw")
            .message
            .to_string()
            .contains("rack is full")
    );
}

#[test]
fn rule_7_first_game_mode_switches_special_base_effects_off() {
    let mut st = pos(
        "castle",
        "(first_game: true, stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [star]))",
    );
    play(&mut st, "place star @a2");
    assert_eq!(st.pending(), Some(Pending::Star), "troop effects stay on");
    play(&mut st, "skip");
    assert_eq!(st.to_move(), Some(Side::Red), "no Castle recall");
    // Metal-X suppression and terrain are map properties and stay on.
    let mut st = pos(
        "metalx",
        "(first_game: true, stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [star]))",
    );
    play(&mut st, "place star @a2");
    assert_eq!(st.to_move(), Some(Side::Red));
    let st = pos(
        "tropical",
        "(first_game: true, stacks: {\"b1\": [(blue, kwak)], \"a1\": [(blue, kwak)]}, blue: (rack: [roxy]))",
    );
    assert_eq!(refuse(&st, "place roxy @a2").kind, IllegalKind::Terrain);
}
