//! Greedy's choices on Castle Field: close a region worth medals, block one the opponent would
//! close, cover a threat to its HQ, and take a sure claim over a bigger ring that can be broken.

use super::*;

/// Whether `side`, to move, has a placement that claims a region.
fn can_close_a_region(st: &State, side: Side) -> bool {
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    legal.iter().any(|a| {
        let mut s = st.clone();
        s.play_unchecked(a);
        s.medals(side) > st.medals(side)
    })
}

/// Checks that greedy, with a few seeds, ends blue's turn from `st` holding `medals` medals.
fn assert_greedy_claims(st: &State, medals: u32) {
    for seed in 1..4 {
        let after = blue_turn(st, AiSpec::Greedy, seed);
        assert_eq!(
            after.medals(Side::Blue),
            medals,
            "greedy (seed {seed}) did not claim the region: {after:?}"
        );
    }
}

#[test]
fn greedy_closes_a_region_worth_medals_rather_than_play_elsewhere() {
    // Blue holds three of Willow Marsh's four bases, connected; the Left Outpost is empty and
    // next to its HQ. Nothing wins at once; closing the marsh takes 2 medals.
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "left-bridge": [(blue, roxy)],
                "reed-hut": [(blue, star)],
                "willow-bend": [(blue, jumbo)],
                "red-keep-gate": [(red, roxy)],
            },
            blue: (rack: [skully, hook, capn]),
            red: (rack: [kwak, star]),
        )"#,
    );
    assert_greedy_claims(&st, 2);
}

#[test]
fn greedy_blocks_a_region_the_opponent_would_close_next() {
    // Red holds three of Willow Marsh's bases, connected round the west; the Left Outpost it
    // lacks is next to blue's HQ. Only a Star there holds against red's Hook and Cap'n.
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "red-orchard": [(red, star)],
                "red-right-flank": [(red, star)],
                "red-cliff-path": [(red, roxy)],
                "left-bridge": [(red, roxy)],
                "willow-bend": [(red, roxy)],
                "reed-hut": [(red, jumbo)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [hook, capn]),
        )"#,
    );
    // Were blue only to draw, red would close it.
    let mut idle = st.clone();
    idle.play(&Action::DRAW).expect("blue may draw");
    assert!(can_close_a_region(&idle, Side::Red));
    let after = blue_turn(&st, AiSpec::Greedy, 3);
    assert_eq!(after.to_move(), Some(Side::Red));
    assert!(
        !can_close_a_region(&after, Side::Red),
        "greedy left the marsh open: {after:?}"
    );
}

#[test]
fn greedy_blocks_a_one_move_hq_threat() {
    // Red's chain runs over the central bridge to the Keep Gate, next to blue's HQ: red takes
    // the HQ next turn unless blue covers the Keep Gate's Jumbo (its Star can).
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "red-keep-gate": [(red, roxy)],
                "red-market-square": [(red, roxy)],
                "central-bridge": [(red, roxy)],
                "market-square": [(red, star)],
                "keep-gate": [(red, jumbo)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [capn, hook]),
        )"#,
    );
    let board = castle();
    let blue_hq = loc(&board, "blue-hq");
    let after = blue_turn(&st, AiSpec::Greedy, 4);
    let mut legal = Vec::new();
    after.legal_actions(&mut legal);
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Place(_, l) if *l == blue_hq)),
        "red can still take blue's HQ: {after:?}"
    );
}

#[test]
fn greedy_claims_a_region_rather_than_set_up_a_bigger_one_the_opponent_can_block() {
    // Blue can close Willow Marsh (2 medals) on the Left Outpost, or cover red's Kwak on the
    // Keep Gate, which also puts a fourth troop in the Southern Fields (3 medals): a ring red
    // can still break. The claim is sure, its medals are kept for good. (At the earlier weights
    // of the open rings, greedy covered the Kwak.)
    let st = castle_position(
        r#"(
            to_move: blue,
            stacks: {
                "left-bridge": [(blue, roxy)],
                "reed-hut": [(blue, star)],
                "willow-bend": [(blue, jumbo)],
                "market-square": [(blue, roxy)],
                "right-outpost": [(blue, star)],
                "right-flank": [(blue, xb42)],
                "red-keep-gate": [(red, roxy)],
                "central-bridge": [(red, star)],
                "keep-gate": [(red, kwak)],
            },
            blue: (rack: [skully, star]),
            red: (rack: [kwak, hook, capn]),
        )"#,
    );
    assert_greedy_claims(&st, 2);
}
