//! Rules 1 and 2: the components and the setup.

use super::*;

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
    assert!(obs.discard().is_empty());
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
        obs.stack(loc(&st, "b3")),
        vec![Piece(Side::Red, Troop::Star)]
    );
    assert_eq!(obs.discard(), vec![Piece(Side::Red, Troop::Kwak)]);
    assert_eq!(obs.rack_list(), vec![Troop::Kwak, Troop::Star]);
    assert_eq!(obs.opponent_rack(), 3);
    assert_eq!(obs.reserves().red, st.reserve_len(Side::Red));
}
