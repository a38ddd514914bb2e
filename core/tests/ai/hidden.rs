//! What a level sees: the same decision whatever the opponent's rack and the reserves' order
//! hold, and a view of a side that shows neither.

use super::*;

/// The same position with everything `viewer` cannot see dealt again: the opponent's rack,
/// both reserves' order, the removed troops and the game's random source.
fn reshuffle_hidden(st: &State, viewer: Side, seed: u64) -> State {
    let mut raw: RawPosition = st
        .to_raw_position(seed)
        .expect("the position is at the start of a turn");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    toyforge_core::testkit::redeal_unseen_of(&mut raw, viewer.other(), &mut rng);
    let mut mine: Vec<Troop> = raw.reserves[viewer]
        .iter()
        .chain(&raw.removed[viewer])
        .copied()
        .collect();
    mine.shuffle(&mut rng);
    let n = raw.reserves[viewer].len();
    raw.reserves[viewer] = mine[..n].to_vec();
    raw.removed[viewer] = mine[n..].to_vec();
    State::from_position(st.board().clone(), &raw).expect("the reshuffled position is possible")
}

/// A position of the game `seed` after `plies` actions ([`midgame`]), the side to move, and the
/// same position with everything that side cannot see dealt again with `deal`.
fn hidden_twins(board: &Arc<Board>, seed: u64, plies: usize, deal: u64) -> (State, Side, State) {
    let a = midgame(board, seed, plies);
    let side = a.to_move().expect("the game is not over");
    let b = reshuffle_hidden(&a, side, deal);
    (a, side, b)
}

#[test]
fn greedy_and_mcts_decide_the_same_when_only_hidden_information_differs() {
    let board = castle();
    for (seed, plies) in [(11u64, 12usize), (12, 25), (13, 40)] {
        let (a, side, b) = hidden_twins(&board, seed, plies, seed * 31 + 7);
        assert_ne!(a, b, "the two states must differ in hidden information");
        assert_ne!(
            a.rack_list(side.other()),
            b.rack_list(side.other()),
            "the opponent's rack should differ (seed {seed})"
        );
        assert_eq!(a.observation(side), b.observation(side));
        for spec in [AiSpec::Greedy, AiSpec::Mcts { iterations: 300 }] {
            let da = choose_for(spec.build(99).as_mut(), &a, &Control::default());
            let db = choose_for(spec.build(99).as_mut(), &b, &Control::default());
            assert!(da.is_some());
            assert_eq!(da, db, "{spec} decided differently (seed {seed})");
        }
    }
}

#[test]
fn every_level_decides_the_same_when_only_hidden_information_differs() {
    let board = castle();
    for (seed, plies) in [(31u64, 8usize), (32, 30)] {
        let (a, side, b) = hidden_twins(&board, seed, plies, seed + 7);
        assert_ne!(a.rack_list(side.other()), b.rack_list(side.other()));
        for spec in levels(50) {
            let (mut pa, mut pb) = (spec.build(seed), spec.build(seed));
            // Several decisions in a row from the same player, so its own random source moves on.
            for _ in 0..3 {
                let da = choose_for(pa.as_mut(), &a, &Control::default());
                let db = choose_for(pb.as_mut(), &b, &Control::default());
                assert!(da.is_some());
                assert_eq!(da, db, "{spec} decided differently (seed {seed})");
            }
        }
    }
}

#[test]
fn the_view_of_a_side_never_shows_the_opponents_rack_or_the_reserve_order() {
    let board = castle();
    for (seed, plies) in [(41u64, 6usize), (42, 20), (43, 35)] {
        let (a, side, b) = hidden_twins(&board, seed, plies, seed * 3 + 1);
        assert_ne!(
            a.reserve(side),
            b.reserve(side),
            "own reserve order differs"
        );
        let (va, vb) = (a.observation(side), b.observation(side));
        assert_eq!(va, vb);
        // Nothing the view answers tells the two apart, its printout included.
        assert_eq!(format!("{va:?}"), format!("{vb:?}"));
        for of in Side::ALL {
            assert_eq!(va.unseen(of), vb.unseen(of));
        }
        // A sample of the unseen is a function of what the side sees and of the seed alone.
        for s in 0..8 {
            assert_eq!(va.determinize(s), vb.determinize(s), "sample {s}");
        }
        // The opponent's placements, which would show its rack, are not listed.
        let mut listed = vec![Action::Skip];
        a.observation(side.other()).legal_actions(&mut listed);
        assert!(listed.is_empty(), "{listed:?}");
    }
}

/// The bundled maps the property below plays on.
const MAPS: [&str; 4] = [
    "castle-field",
    "city-of-clouds",
    "tropical-pool",
    "station-metal-x",
];

/// What a level reports of one decision from `st`: the action, and the values it weighed
/// (greedy's score of every legal action, a tree search's without its running time; the
/// random level weighs none).
fn decision(spec: AiSpec, seed: u64, st: &State) -> (Option<Action>, String) {
    decision_on(spec, seed, st, 1)
}

/// [`decision`] with a tree search on `threads` threads.
fn decision_on(spec: AiSpec, seed: u64, st: &State, threads: u32) -> (Option<Action>, String) {
    let control = Control::default();
    match spec {
        AiSpec::Random => (
            choose_for(spec.build(seed).as_mut(), st, &control),
            String::new(),
        ),
        AiSpec::Greedy => {
            let mut p = GreedyPlayer::new(seed);
            let a = choose_for(&mut p, st, &control);
            let (actions, scores) = p.last_scores();
            // To the bit: the scores' bits, not a rounded print.
            let bits: Vec<(Action, u32)> = actions
                .iter()
                .zip(scores)
                .map(|(a, s)| (*a, s.to_bits()))
                .collect();
            (a, format!("{bits:?}"))
        }
        AiSpec::MctsTimed { .. } | AiSpec::ExpertTimed { .. } => {
            panic!("a time budget decides by the clock: not compared")
        }
        AiSpec::Mcts { .. } | AiSpec::Expert { .. } => {
            let config = MctsConfig {
                threads,
                ..spec.mcts_config().expect("a search")
            };
            let mut p = MctsPlayer::new(config, seed);
            let a = choose_for(&mut p, st, &control);
            let r = p.last_search().expect("a search was made");
            let edges: Vec<_> = r
                .edges
                .iter()
                .map(|e| (e.action, e.visits, e.mean.to_bits(), e.prior.to_bits()))
                .collect();
            (
                a,
                format!("{:?} {} {} {edges:?}", r.action, r.iterations, r.cancelled),
            )
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Random positions on several maps: the opponent's rack, both reserves' order and the
    /// removed troops dealt again, the observation the same, and every level's choice and the
    /// values it weighed the same.
    #[test]
    fn every_level_chooses_and_values_the_same_whatever_the_hidden_deal(
        map in 0usize..MAPS.len(),
        seed in 0u64..100_000,
        plies in 0usize..40,
        deal in proptest::prelude::any::<u64>(),
    ) {
        let board = testkit::bundled_board(MAPS[map]);
        let a = try_midgame(&board, seed, plies);
        proptest::prop_assume!(a.is_some(), "the game goes on");
        let a = a.unwrap();
        let side = a.to_move().expect("the game is not over");
        let b = reshuffle_hidden(&a, side, deal);
        proptest::prop_assert_eq!(a.observation(side), b.observation(side));
        // The deal changed what the side cannot see (unless every order of it is the same).
        let hidden = |s: &State| {
            (s.rack_list(side.other()), s.reserve(side.other()), s.reserve(side), s.removed(side))
        };
        proptest::prop_assume!(hidden(&a) != hidden(&b), "the deal moved a hidden troop");
        for spec in levels(40) {
            let (da, db) = (decision(spec, seed, &a), decision(spec, seed, &b));
            proptest::prop_assert!(da.0.is_some());
            proptest::prop_assert_eq!(da, db, "{}", spec);
        }
        // A search on several threads: each thread samples from the observation alone.
        let spec = AiSpec::Mcts { iterations: 60 };
        let (da, db) = (decision_on(spec, seed, &a, 3), decision_on(spec, seed, &b, 3));
        proptest::prop_assert_eq!(da, db, "{} on 3 threads", spec);
    }
}
