//! The engine's value of a turn (`WithinBest`, "what would the engine play?", the soundness
//! check) reads only what the mover sees: the same visible position with the opponent's hidden
//! rack dealt differently gives the same value to every turn and the same verdict, unless the
//! step shows the opponent's rack, when reading it is fair.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::sync::Arc;
use toyforge_core::ai::{Control, GreedyPlayer, choose_for};
use toyforge_core::engine::{Action, Board, GameOptions, RawPosition, State};
use toyforge_core::pieces::Side;
use toyforge_core::scenario::{
    Claim, LineRun, Ranking, Sight, TurnLimits, possible_racks, run_line,
};
use toyforge_core::testkit;

/// The same position with the opponent's rack, reserve and removed troops dealt again from
/// `seed`: everything else, the mover's own hidden troops included, as it was.
fn redeal_opponent(st: &State, seed: u64) -> State {
    let mover = st.to_move().expect("a side to move");
    let opp = mover.other();
    let mut raw: RawPosition = st.to_raw_position(seed).expect("at the start of a turn");
    testkit::redeal_unseen_of(&mut raw, opp, &mut Pcg64Mcg::seed_from_u64(seed));
    State::from_position(st.board().clone(), &raw).expect("the dealt position is possible")
}

/// Every turn's quick value and the engine value of the `deep` best by quick value, by line.
type Values = (Vec<(Vec<Action>, f64)>, Vec<(Vec<Action>, f64)>);

fn values(st: &State, sight: Sight, deep: usize) -> Values {
    let r = Ranking::quick_seeing(st, 0, TurnLimits::default(), sight);
    let line = |i: usize| r.turns.turns[i].line.clone();
    let quick = (0..r.turns.turns.len())
        .map(|i| (line(i), r.quick_value(i)))
        .collect();
    let engine = r
        .quick
        .iter()
        .take(deep)
        .map(|x| (line(x.index), r.engine_value(x.index)))
        .collect();
    (quick, engine)
}

/// A Castle Field position: blue to move with a Hook and a Kwak, red holding `red` (two troops)
/// with its HQ's neighbourhood open, so that a Cap'n in red's rack (two placements) changes
/// red's best reply.
fn castle(red: &str) -> State {
    testkit::position(
        testkit::castle_board(),
        &format!(
            r#"(
                to_move: blue,
                stacks: {{
                    "keep-gate": [(blue, skully)],
                    "market-square": [(blue, jumbo)],
                    "central-bridge": [(red, hook)],
                    "red-market-square": [(red, star)],
                }},
                blue: (rack: [hook, kwak]),
                red: (rack: [{red}]),
                seed: 4,
                first_game: true,
            )"#
        ),
    )
}

#[test]
fn a_hidden_capn_changes_no_value_and_no_verdict() {
    let with = castle("capn, kwak");
    let without = castle("jumbo, kwak");
    assert_eq!(
        with.observation(Side::Blue),
        without.observation(Side::Blue)
    );
    assert_ne!(with.rack(Side::Red), without.rack(Side::Red));
    let seen = |st: &State| values(st, Sight::OwnRack, usize::MAX);
    assert_eq!(seen(&with), seen(&without));
    let ranked = |st: &State| {
        let r = Ranking::new(st, 0, TurnLimits::default());
        r.ranked
            .iter()
            .map(|x| (r.turns.turns[x.index].line.clone(), x.value))
            .collect::<Vec<_>>()
    };
    let ranked_with = ranked(&with);
    assert!(!ranked_with.is_empty());
    assert_eq!(ranked_with, ranked(&without));
    // A WithinBest verdict on every ranked turn, at a margin that accepts some and refuses
    // others, is the same whichever rack red holds.
    let best = ranked_with[0].1;
    let worst = ranked_with.last().unwrap().1;
    let margin = ((best - worst) / 2.0).max(1.0) as u32;
    for (line, _) in &ranked_with {
        let text = toyforge_core::scenario::line_text(&with, line);
        let verdict = |st: &State| {
            let run: LineRun = run_line(st, &text).expect("the line parses");
            Claim::WithinBest { margin }.verify(&run).is_ok()
        };
        assert_eq!(verdict(&with), verdict(&without), "{text}");
    }
}

#[test]
fn a_step_that_shows_the_racks_reads_them() {
    // The position is one where the rack matters: read face up, the Cap'n changes values.
    let with = castle("capn, kwak");
    let without = castle("jumbo, kwak");
    let open = |st: &State| values(st, Sight::BothRacks, 8).1;
    assert_ne!(open(&with), open(&without));
    // Seen from blue's side only, each is a mix of both: neither racks' own value.
    let fair = values(&with, Sight::OwnRack, 8).1;
    assert_ne!(fair, open(&with));
}

#[test]
fn the_possible_racks_are_weighed_by_the_ways_to_deal_them() {
    let st = castle("capn, kwak");
    let racks = possible_racks(&st.observation(Side::Blue));
    let total: f64 = racks.iter().map(|r| r.0).sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    for (_, world) in &racks {
        assert_eq!(world.observation(Side::Blue), st.observation(Side::Blue));
        assert_eq!(world.rack_len(Side::Red), 2);
    }
    // Every one differs from the others in red's rack.
    let mut seen: Vec<_> = racks.iter().map(|r| r.1.rack(Side::Red)).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), racks.len());
}

/// A position of a game of greedy players on `map` after about `plies` actions, at the start
/// of a turn where the opponent of the side to move holds at least two troops.
fn midgame(board: &Arc<Board>, seed: u64, plies: usize) -> Option<State> {
    let mut st = State::new_game(board.clone(), seed, GameOptions::default());
    let mut players = [GreedyPlayer::new(seed), GreedyPlayer::new(seed + 1)];
    let mut n = 0;
    let ready = |st: &State| {
        st.at_turn_start()
            && st
                .to_move()
                .is_some_and(|s| st.rack_len(s) >= 1 && st.rack_len(s.other()) >= 2)
    };
    while !st.is_over() && (n < plies || !ready(&st)) {
        let side = st.to_move()?;
        let a = choose_for(&mut players[side.index()], &st, &Control::default())?;
        st.play(&a).ok()?;
        n += 1;
    }
    (!st.is_over()).then_some(st)
}

const MAPS: [&str; 3] = ["castle-field", "city-of-clouds", "tropical-pool"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_engine_values_the_same_visible_position_the_same(
        map in 0usize..MAPS.len(),
        seed in 0u64..10_000,
        plies in 0usize..30,
        deal in any::<u64>(),
    ) {
        let board = testkit::bundled_board(MAPS[map]);
        let a = midgame(&board, seed, plies);
        prop_assume!(a.is_some(), "the game goes on");
        let a = a.unwrap();
        let mover = a.to_move().unwrap();
        let b = redeal_opponent(&a, deal);
        prop_assert_eq!(a.observation(mover), b.observation(mover));
        prop_assert_eq!(values(&a, Sight::OwnRack, 3), values(&b, Sight::OwnRack, 3));
    }
}
