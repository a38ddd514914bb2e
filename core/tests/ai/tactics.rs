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

/// Whether red, to move in `st`, can take blue's HQ within its turn: every placement, and
/// every extra placement of a Cap'n after it, tried.
fn red_can_take_the_hq(st: &State) -> bool {
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    legal.iter().any(|a| {
        if !matches!(a, Action::Place(..)) {
            return false;
        }
        let mut s = st.clone();
        s.play_unchecked(a);
        if let Some(out) = s.outcome() {
            return out.winner == Side::Red && out.end == EndReason::Hq;
        }
        s.to_move() == Some(Side::Red)
            && s.pending() == Some(toyforge_core::engine::Pending::Capn)
            && red_can_take_the_hq(&s)
    })
}

/// Greedy seeds and default-budget mcts seeds each position of a threat on the HQ is played
/// with.
const GREEDY_SEEDS: u64 = 20;
const MCTS_SEEDS: u64 = 8;

/// Checks that red could take blue's HQ were blue only to draw, and that neither greedy nor
/// the default mcts nor expert, with every seed tried, leaves red a way to.
fn assert_levels_block(st: &State) {
    let mut idle = st.clone();
    idle.play(&Action::DRAW).expect("blue may draw");
    assert!(red_can_take_the_hq(&idle), "the threat is not real: {st:?}");
    for seed in 1..=GREEDY_SEEDS {
        let after = blue_turn(st, AiSpec::Greedy, seed);
        assert!(
            !red_can_take_the_hq(&after),
            "greedy (seed {seed}) left red a way to blue's HQ: {after:?}"
        );
    }
    for spec in [AiSpec::MCTS, AiSpec::EXPERT] {
        for seed in 1..=MCTS_SEEDS {
            let after = blue_turn(st, spec, seed);
            assert!(
                !red_can_take_the_hq(&after),
                "{spec} (seed {seed}) left red a way to blue's HQ: {after:?}"
            );
        }
    }
}

/// A Castle Field position where red's whole pool is what the test says: its rack, and every
/// other red troop on the board or in the discard, so what blue sees leaves red only this rack.
/// `stacks` lists the board, `red_rack` red's rack, `red_discard` the rest of red's troops.
fn known_rack_position(stacks: &str, blue_rack: &str, red_rack: &str, red_discard: &str) -> State {
    castle_position(&format!(
        r#"(
            to_move: blue,
            stacks: {{ {stacks} }},
            discard: [{red_discard}],
            blue: (rack: [{blue_rack}]),
            red: (rack: [{red_rack}], reserve: Exact([])),
        )"#
    ))
}

/// Red's chain from its HQ over the central bridge and the Market Square to the Right
/// Outpost; blue holds three bases of Willow Marsh and the Keep Gate.
const CHAIN: &str = r#"
    "red-keep-gate": [(red, roxy)],
    "red-market-square": [(red, roxy)],
    "central-bridge": [(red, star)],
    "market-square": [(red, star)],
    "right-outpost": [(red, jumbo)],
    "left-outpost": [(blue, star)],
    "left-bridge": [(blue, roxy)],
    "willow-bend": [(blue, jumbo)],
    "keep-gate": [(blue, roxy)],
"#;

/// [`CHAIN`] with red's rack certainly two Cap'ns and a Skully, blue holding a Skully and a
/// Jumbo.
fn two_capn_chain() -> State {
    known_rack_position(
        CHAIN,
        "skully, jumbo",
        "capn, capn, skully",
        "(red, kwak), (red, kwak), (red, kwak), (red, skully), (red, skully), (red, roxy), \
         (red, capn), (red, jumbo), (red, jumbo), (red, hook), (red, hook), (red, hook), \
         (red, xb42), (red, xb42), (red, xb42), (red, star)",
    )
}

#[test]
fn the_levels_block_a_chain_of_two_capns_to_the_hq() {
    // Red's rack is certainly two Cap'ns and a Skully: a Cap'n on the Right Flank, a Cap'n on
    // the Orchard, the Skully on blue's HQ. Blue can close Willow Marsh on the Reed Hut (2
    // medals) instead, but only its Jumbo stops the chain: on the Orchard (a Cap'n cannot cover
    // it; blue's Skully it can), or next to a link of the chain that its discard then removes.
    let st = two_capn_chain();
    assert_levels_block(&st);
}

#[test]
fn the_levels_block_a_capn_that_joins_a_cut_off_chain_for_a_hook_on_the_hq() {
    // Red's Skully on the Orchard, next to blue's HQ, is cut off: blue's Skully on the Right
    // Flank stands between it and red's chain. Red's rack is certainly a Cap'n and a Hook: the
    // Cap'n covers the Skully and joins the Orchard to the chain, then the Hook lands on the
    // HQ by connection. Only blue's Jumbo on the Orchard stops it.
    let stacks = format!(
        r#"{CHAIN}
        "right-flank": [(blue, skully)],
        "orchard": [(red, skully)],"#
    );
    let st = known_rack_position(
        &stacks,
        "skully, jumbo",
        "capn, hook",
        "(red, kwak), (red, kwak), (red, kwak), (red, skully), (red, skully), \
         (red, capn), (red, capn), (red, jumbo), (red, jumbo), (red, hook), (red, hook), \
         (red, xb42), (red, xb42), (red, xb42), (red, star), (red, roxy)",
    );
    assert_levels_block(&st);
}

#[test]
fn the_levels_block_a_plain_placement_on_the_hq() {
    // Red's chain ends on the Orchard, next to blue's HQ, and red certainly holds a Kwak: any
    // troop takes the HQ. Blue's Jumbo covers the Orchard's Skully (its Skully cannot).
    let stacks = format!(
        r#"{CHAIN}
        "right-flank": [(red, roxy)],
        "orchard": [(red, skully)],"#
    );
    let st = known_rack_position(
        &stacks,
        "skully, jumbo",
        "kwak",
        "(red, kwak), (red, kwak), (red, skully), (red, skully), (red, capn), (red, capn), \
         (red, capn), (red, jumbo), (red, jumbo), (red, hook), (red, hook), (red, hook), \
         (red, xb42), (red, xb42), (red, xb42), (red, star)",
    );
    assert_levels_block(&st);
}

#[test]
fn a_chain_of_capns_red_cannot_hold_forces_no_block() {
    // The position of the two Cap'ns' chain, but every red Cap'n is in the discard: red's rack
    // is a Roxy, a Jumbo and a Kwak, and nothing links the Right Flank and the Orchard in one
    // turn. No block is needed: greedy closes Willow Marsh on the Reed Hut for 2 medals.
    let st = known_rack_position(
        CHAIN,
        "skully, jumbo",
        "roxy, jumbo, kwak",
        "(red, kwak), (red, kwak), (red, skully), (red, skully), (red, skully), (red, capn), \
         (red, capn), (red, capn), (red, jumbo), (red, hook), (red, hook), (red, hook), \
         (red, xb42), (red, xb42), (red, xb42), (red, star)",
    );
    let mut idle = st.clone();
    idle.play(&Action::DRAW).expect("blue may draw");
    assert!(!red_can_take_the_hq(&idle));
    for seed in 1..=GREEDY_SEEDS {
        let after = blue_turn(&st, AiSpec::Greedy, seed);
        assert_eq!(
            after.medals(Side::Blue),
            2,
            "greedy (seed {seed}) did not close Willow Marsh: {after:?}"
        );
    }
}

#[test]
fn a_search_leaves_out_the_actions_that_hand_over_a_win() {
    // The two Cap'ns' chain: the evaluation sees every action but four Jumbo placements (each
    // with a discard to follow that cuts the chain) leave red a way to blue's HQ.
    let st = two_capn_chain();
    let mut mcts = MctsPlayer::new(MctsConfig::default(), 1);
    let r = mcts
        .search(&st.observation(Side::Blue), &Control::default())
        .expect("blue is to move");
    assert_eq!(r.decided, None);
    assert_eq!(r.iterations, MctsConfig::DEFAULT_ITERATIONS);
    let searched: Vec<_> = r.edges.iter().filter(|e| e.visits > 0).collect();
    assert_eq!(searched.len(), 4, "{:?}", r.edges);
    assert!(
        searched
            .iter()
            .all(|e| matches!(e.action, Action::Place(Troop::Jumbo, _)))
    );
    // An action never tried shows the evaluation's win chance: close to a certain loss.
    for e in r.edges.iter().filter(|e| e.visits == 0) {
        assert!(e.mean < 0.01, "{e:?}");
    }
}

#[test]
fn a_search_with_one_safe_action_plays_it_at_once_and_says_why() {
    // The two Cap'ns' chain, blue's Jumbo just placed on red's Right Outpost: its discard of
    // red's Roxy on red's Market Square cuts the chain at its root, and skipping it leaves red
    // a way to blue's HQ. Nothing is left to weigh.
    let mut st = two_capn_chain();
    let board = st.board().clone();
    let outpost = board.find("red-right-outpost").expect("on Castle Field");
    let square = board.find("red-market-square").expect("on Castle Field");
    st.play(&Action::Place(Troop::Jumbo, outpost))
        .expect("legal");
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    assert!(
        legal.contains(&Action::Skip) && legal.len() >= 2,
        "{legal:?}"
    );
    let mut mcts = MctsPlayer::new(MctsConfig::default(), 1);
    let r = mcts
        .search(&st.observation(Side::Blue), &Control::default())
        .expect("blue is to move");
    assert_eq!(r.action, Action::Discard(square));
    assert_eq!(r.decided, Some(Decided::OnlySafe));
    assert_eq!(r.iterations, 0);
    // With no iteration, each action's mean is the evaluation's win chance.
    let skip = r.edges.iter().find(|e| e.action == Action::Skip).unwrap();
    let chosen = r.edges.iter().find(|e| e.action == r.action).unwrap();
    assert!(skip.mean < 0.01 && chosen.mean > 0.1, "{skip:?} {chosen:?}");
}

#[test]
fn a_search_with_a_winning_action_plays_it_at_once_and_says_why() {
    let st = hq_capture_position()
        .to_state(castle())
        .expect("possible position");
    let mut mcts = MctsPlayer::new(MctsConfig::default(), 1);
    let r = mcts
        .search(&st.observation(Side::Blue), &Control::default())
        .expect("blue is to move");
    assert_eq!(r.decided, Some(Decided::Wins));
    assert_eq!(r.iterations, 0);
    let mut s = st.clone();
    s.play(&r.action).expect("legal");
    assert_eq!(s.outcome().map(|o| o.winner), Some(Side::Blue));
}
