//! One named test (or more) per numbered rule of RULES.md, and one per question the source
//! documents answer (`q_...`). Positions are written as in scenario files, on the small grid
//! fixtures of `tests/fixtures/engine-*.ron`:
//!
//! ```text
//!           red-hq
//!     a3 --- b3 --- c3        regions: sw = a1 b1 b2 a2 (1 medal)   se = b1 c1 c2 b2 (2)
//!     |      |      |                  nw = a2 b2 b3 a3 (1 medal)   ne = b2 c2 c3 b3 (2)
//!     a2 --- b2 --- c2        targets 3 / 3; special bases (by rule) a2 and c2
//!     |      |      |
//!     a1 --- b1 --- c1
//!           blue-hq
//! ```

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use toyforge_core::engine::{
    Action, Board, EndReason, GameOptions, Illegal, IllegalKind, PLAYOUT_CAP, Pending, Piece,
    PositionError, State, random_playout,
};
use toyforge_core::notation::{legal_texts, parse_action, play_line};
use toyforge_core::scenario::Position;
use toyforge_core::testkit;
use toyforge_core::{Side, Troop};

// ----- helpers -----

fn board(name: &str) -> Arc<Board> {
    testkit::engine_board(name)
}

fn position(map: &str, text: &str) -> Result<State, PositionError> {
    let p: Position = ron::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    p.to_state(board(map))
}

fn pos(map: &str, text: &str) -> State {
    position(map, text).unwrap_or_else(|e| panic!("{e}"))
}

fn play(state: &mut State, moves: &str) {
    play_line(state, moves)
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Plays `action` expecting a refusal; checks the state is unchanged.
fn refuse(state: &State, action: &str) -> Illegal {
    let mut s = state.clone();
    let a = match parse_action(s.board(), action) {
        Ok(a) => a,
        Err(toyforge_core::notation::ActionError::Illegal(e)) => return e,
        Err(e) => panic!("{action}: {e}"),
    };
    match s.play(&a) {
        Ok(()) => panic!("`{action}` was accepted"),
        Err(e) => {
            assert_eq!(&s, state, "a refused action changed the state");
            e
        }
    }
}

fn legal(state: &State) -> Vec<String> {
    legal_texts(state)
}

fn has(state: &State, action: &str) -> bool {
    legal(state).iter().any(|a| a == action)
}

fn loc(state: &State, id: &str) -> toyforge_core::engine::Loc {
    state.board().find(id).unwrap()
}

fn stack(state: &State, id: &str) -> Vec<Piece> {
    state.stack(loc(state, id))
}

fn troops_of(state: &State, side: Side) -> Vec<Troop> {
    state.rack_list(side)
}

/// A RON list of a side's 24 troops minus `used`: for stating where the rest are.
fn rest_of(used: &[Troop]) -> String {
    let mut left = [3u8; 8];
    for t in used {
        left[t.index()] -= 1;
    }
    let mut v = Vec::new();
    for t in Troop::ALL {
        for _ in 0..left[t.index()] {
            v.push(t.name());
        }
    }
    format!("[{}]", v.join(", "))
}

fn won(state: &State, winner: Side, end: EndReason) {
    let o = state
        .outcome()
        .unwrap_or_else(|| panic!("the game is not over: {state:?}"));
    assert_eq!((o.winner, o.end), (winner, end));
    assert!(state.is_over());
    assert_eq!(state.to_move(), None);
    assert_eq!(state.pending(), None);
    assert!(legal(state).is_empty());
}

// ----- 1. Components -----

#[test]
fn rule_1_each_side_owns_24_troops_three_of_each_type() {
    let st = State::new_game(board("grid"), 7, GameOptions::default());
    for side in Side::ALL {
        let census = st.census(side);
        let mut total = 0;
        for t in Troop::ALL {
            let n: u32 = census.iter().map(|z| z[t.index()] as u32).sum();
            assert_eq!(n, 3, "{side} {t}");
            total += n;
        }
        assert_eq!(total, 24);
    }
}

#[test]
fn rule_1_strengths_run_from_kwak_x_to_roxy_7() {
    let expected = [
        None,
        Some(1),
        Some(2),
        Some(3),
        Some(4),
        Some(5),
        Some(6),
        Some(7),
    ];
    for (t, s) in Troop::ALL.iter().zip(expected) {
        assert_eq!(t.strength(), s, "{t}");
    }
    assert_eq!(Troop::Kwak.code().to_string(), "X");
}

#[test]
fn rule_1_an_hq_is_not_a_base_and_belongs_to_one_side() {
    let b = board("grid");
    let hq = b.find("blue-hq").unwrap();
    assert!(!b.is_base(hq));
    assert!(b.is_hq(hq));
    assert_eq!(b.hq_side(hq), Some(Side::Blue));
    assert_eq!(b.hq_side(b.find("red-hq").unwrap()), Some(Side::Red));
    assert!(b.is_base(b.find("b2").unwrap()));
}

#[test]
fn rule_1_locations_joined_by_one_path_are_adjacent() {
    let b = board("grid");
    let f = |id| b.find(id).unwrap();
    assert!(b.adjacent(f("a1"), f("b1")));
    assert!(b.adjacent(f("b1"), f("a1")));
    assert!(!b.adjacent(f("a1"), f("b2")), "diagonals are not paths");
    assert_eq!(b.neighbours(f("b2")).len(), 4);
    assert!(b.adjacent(f("blue-hq"), f("b1")));
}

#[test]
fn rule_1_a_map_gives_medal_targets_regions_and_special_bases() {
    let b = board("castle");
    assert_eq!(b.target(Side::Blue), 3);
    assert_eq!(b.num_regions(), 4);
    let se = b.find_region("se").unwrap();
    assert_eq!(b.region_medals(se), 2);
    assert_eq!(b.region_ring(se).len(), 4);
    assert!(b.is_special(b.find("a2").unwrap()));
    assert!(!b.is_special(b.find("b2").unwrap()));
    assert_eq!(b.special_effect(), Some(Pending::Castle));
}

// ----- 2. Setup -----

#[test]
fn rule_2_1_each_side_removes_4_troops_unseen() {
    for seed in 0..20 {
        let st = State::new_game(board("grid"), seed, GameOptions::default());
        for side in Side::ALL {
            let removed: u8 = st.removed(side).iter().sum();
            assert_eq!(removed, 4);
            assert_eq!(st.reserve_len(side) + st.rack_len(side), 20);
        }
    }
}

#[test]
fn rule_2_1_removed_troops_are_not_in_the_discard() {
    let st = State::new_game(board("grid"), 3, GameOptions::default());
    assert!(st.discard().is_empty());
    let obs = st.observation(Side::Blue);
    assert!(obs.discard.is_empty());
}

#[test]
fn rule_2_2_first_player_draws_3_and_the_second_draws_4() {
    for first in Side::ALL {
        let options = GameOptions {
            first_game: false,
            first_player: Some(first),
        };
        let st = State::new_game(board("grid"), 11, options);
        assert_eq!(st.to_move(), Some(first));
        assert_eq!(st.rack_len(first), 3);
        assert_eq!(st.rack_len(first.other()), 4);
        assert_eq!(st.reserve_len(first), 17);
        assert_eq!(st.reserve_len(first.other()), 16);
    }
}

#[test]
fn rule_2_2_the_first_player_is_drawn_at_random_from_the_seed() {
    let b = board("grid");
    let firsts: Vec<Side> = (0..40)
        .map(|seed| {
            State::new_game(b.clone(), seed, GameOptions::default())
                .to_move()
                .unwrap()
        })
        .collect();
    assert!(firsts.contains(&Side::Blue) && firsts.contains(&Side::Red));
    // The same seed gives the same setup.
    assert_eq!(
        State::new_game(b.clone(), 5, GameOptions::default()),
        State::new_game(b, 5, GameOptions::default())
    );
}

#[test]
fn rule_2_3_stacks_and_discard_are_public_racks_and_reserves_are_not() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy)], \"b3\": [(red, star)]}, discard: [(red, kwak)],
          blue: (rack: [star, kwak]), red: (rack: [hook, hook, jumbo]))",
    );
    let obs = st.observation(Side::Blue);
    assert_eq!(
        obs.stacks[loc(&st, "b3").index()],
        vec![Piece(Side::Red, Troop::Star)]
    );
    assert_eq!(obs.discard, vec![Piece(Side::Red, Troop::Kwak)]);
    assert_eq!(obs.rack_list(), vec![Troop::Kwak, Troop::Star]);
    assert_eq!(obs.opponent_rack, 3);
    assert_eq!(obs.reserves.red, st.reserve_len(Side::Red));
}

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
    assert!(e.message.contains("rack is full"), "{e}");
}

#[test]
fn rule_3_no_draw_from_an_empty_reserve() {
    let text = format!(
        "(blue: (rack: [kwak], reserve: Exact([]), removed: {}))",
        rest_of(&[Troop::Kwak])
    );
    let st = pos("grid", &text);
    assert!(!has(&st, "draw"));
    assert!(refuse(&st, "draw").message.contains("reserve is empty"));
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
    assert!(e.message.contains("takes 2 troops"), "{e}");
    let text = format!(
        "(blue: (reserve: Exact([star, star]), removed: {}))",
        rest_of(&[Troop::Star, Troop::Star])
    );
    let st = pos("grid", &text);
    assert!(
        refuse(&st, "draw roxy star")
            .message
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
        e.message,
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
    assert_eq!(reach, ["a1", "b1", "c1", "a2", "b2", "c2", "b3"]);
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
    assert!(e.message.contains("not connected to blue's HQ"), "{e}");
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
    assert!(e.message.contains("an HQ is not a base"), "{e}");
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
        e.message,
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
        st.observation(Side::Red).discard,
        st.observation(Side::Blue).discard
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
    let mut buf = Vec::new();
    let p = random_playout(&mut st, &mut rng, 3, &mut buf);
    assert_eq!(p.actions, 3);
    assert_eq!(p.outcome, None);
    assert!(!st.is_over());
    let p = random_playout(&mut st, &mut rng, PLAYOUT_CAP, &mut buf);
    assert!(p.outcome.is_some());
    assert_eq!(p.outcome, st.outcome());
}

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
    assert!(e.message.contains("only a troop on top"), "{e}");
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
    assert!(e.message.contains("takes 1 troop"), "{e}");
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
    assert!(e.message.contains("never ends on an HQ"), "{e}");
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
    assert!(e.message.contains("Station Metal-X"), "{e}");
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
    assert!(refuse(&st, "draw").message.contains("rack is full"));
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

// ----- 8. Hidden information -----

#[test]
fn rule_8_a_side_sees_its_rack_the_board_the_discard_and_the_sizes_of_the_rest() {
    let st = pos(
        "grid",
        "(stacks: {\"b1\": [(blue, roxy), (red, kwak)]}, discard: [(blue, star)], claimed: {\"ne\": red},
          blue: (rack: [kwak, hook]), red: (rack: [star, star], frozen: []))",
    );
    let obs = st.observation(Side::Red);
    assert_eq!(obs.side, Side::Red);
    assert_eq!(obs.rack_list(), vec![Troop::Star, Troop::Star]);
    assert_eq!(obs.opponent_rack, 2);
    assert_eq!(obs.stacks[loc(&st, "b1").index()].len(), 2);
    assert_eq!(obs.medals.red, 2);
    assert_eq!(obs.reserves.blue, st.reserve_len(Side::Blue));
    assert_eq!(
        obs.unseen.red[Troop::Star.index()],
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
        .map(|p| p.message)
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
    assert_eq!(a.removed(Side::Blue), [0; 8]);
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
    let mut buf = Vec::new();
    random_playout(&mut st, &mut rng, 20, &mut buf);
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
