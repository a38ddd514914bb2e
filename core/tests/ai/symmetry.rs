//! No colour and no order of the locations is favoured: the evaluation and the games are the
//! same, mirrored, with the colours swapped or Castle Field given a half-turn.

use super::*;

/// A map with the sides of its HQs and its targets swapped: the same board, every location at
/// the same index, with blue playing from red's HQs and red from blue's.
fn colours_swapped(map: &toyforge_core::map::Map) -> Arc<Board> {
    let mut m = map.clone();
    for h in &mut m.hqs {
        h.side = h.side.other();
    }
    m.targets = BySide::new(map.targets.red, map.targets.blue);
    Arc::new(Board::compile(&m).expect("the swapped map compiles"))
}

fn swap_sides<T: Clone>(b: &BySide<T>) -> BySide<T> {
    BySide::new(b.red.clone(), b.blue.clone())
}

/// The position with every troop, rack, reserve, medal and claim given to the other colour, and
/// `place` applied to every location (the identity, or a symmetry of the board).
fn mirrored(
    raw: &RawPosition,
    place: &dyn Fn(Loc) -> Loc,
    region: &dyn Fn(RegionId) -> RegionId,
) -> RawPosition {
    let flip = |p: &Piece| Piece(p.side().other(), p.troop());
    RawPosition {
        stacks: raw
            .stacks
            .iter()
            .map(|(l, s)| (place(*l), s.iter().map(flip).collect()))
            .collect(),
        racks: swap_sides(&raw.racks),
        frozen: swap_sides(&raw.frozen),
        reserves: swap_sides(&raw.reserves),
        removed: swap_sides(&raw.removed),
        discard: raw.discard.iter().map(flip).collect(),
        medals: swap_sides(&raw.medals),
        claimed: raw
            .claimed
            .iter()
            .map(|(r, s)| (region(*r), s.other()))
            .collect(),
        to_move: raw.to_move.other(),
        ..raw.clone()
    }
}

/// The bundled map `name`'s board, and its board with the colours swapped ([`colours_swapped`]).
fn board_and_twin(name: &str) -> (Arc<Board>, Arc<Board>) {
    let map = testkit::load_map(&testkit::bundled_map_path(name));
    let board = Arc::new(Board::compile(&map).unwrap());
    (board, colours_swapped(&map))
}

/// The position `raw` with the colours swapped, on the board with the colours swapped.
fn colour_twin(twin_board: &Arc<Board>, raw: &RawPosition) -> State {
    State::from_position(twin_board.clone(), &mirrored(raw, &|l| l, &|r| r))
        .expect("the twin is possible")
}

/// The value of `st` for the side to move, as greedy and MCTS compute it.
fn value_for_mover(st: &State) -> f32 {
    let side = st.to_move().expect("the game is on");
    let k = Knowledge::new(st.board());
    let ctx = EvalContext::new(Pools::from_observation(&st.observation(side)));
    evaluate(st, &k, &ctx)
}

#[test]
fn the_evaluation_is_the_same_for_a_position_and_its_colour_swapped_twin() {
    for name in ["castle-field", "caribbean-sea", "tropical-pool"] {
        let (board, twin_board) = board_and_twin(name);
        for (seed, plies) in [(3u64, 6usize), (4, 14), (5, 22), (6, 30)] {
            let st = midgame(&board, seed, plies);
            let raw = st.to_raw_position(seed).expect("a turn start");
            let twin = colour_twin(&twin_board, &raw);
            assert_eq!(
                value_for_mover(&st).to_bits(),
                value_for_mover(&twin).to_bits(),
                "{name}, seed {seed}: the evaluation depends on the colour"
            );
        }
    }
}

/// Plays a game from `st` with `players[side]` for each side; the actions in order.
fn play_out(
    mut st: State,
    players: &mut [Box<dyn toyforge_core::ai::Player>; 2],
) -> (Vec<Action>, Option<Side>) {
    let mut actions = Vec::new();
    while !st.is_over() && actions.len() < toyforge_core::engine::PLAYOUT_CAP {
        let side = st.to_move().expect("the game is on");
        let a = choose_for(players[side.index()].as_mut(), &st, &Control::default())
            .expect("an action");
        st.play(&a).expect("legal");
        actions.push(a);
    }
    (actions, st.outcome().map(|o| o.winner))
}

#[test]
fn games_with_the_colours_swapped_play_out_as_mirror_images() {
    // The same deal given to the other colour, on the same board with the HQs' sides swapped,
    // each player keeping its seed: a level with no bias for a colour makes the same choices,
    // so the games are the same action for action and the other colour wins.
    for name in ["castle-field", "caribbean-sea"] {
        let (board, twin_board) = board_and_twin(name);
        for spec in levels(40) {
            for game in 0..3 {
                let seed = game_seed(9, game);
                let raw = State::new_game(board.clone(), seed, GameOptions::default())
                    .to_raw_position(seed)
                    .expect("a turn start");
                let a = State::from_position(board.clone(), &raw).unwrap();
                let b = colour_twin(&twin_board, &raw);
                let (s, t) = (seed + 1, seed + 2);
                let (xa, wa) = play_out(a, &mut [spec.build(s), spec.build(t)]);
                let (xb, wb) = play_out(b, &mut [spec.build(t), spec.build(s)]);
                assert_eq!(xa, xb, "{name}, {spec}, game {game}: the twin game differs");
                assert_eq!(wa.map(Side::other), wb, "{name}, {spec}, game {game}");
            }
        }
    }
}

/// Castle Field's half-turn: every location to its twin on the other half.
fn castle_twin(board: &Board, l: Loc) -> Loc {
    let id = board.id(l);
    let twin = match id {
        "central-bridge" => "central-bridge".to_string(),
        "left-bridge" => "right-bridge".to_string(),
        "right-bridge" => "left-bridge".to_string(),
        "blue-hq" => "red-hq".to_string(),
        "red-hq" => "blue-hq".to_string(),
        "red-willow-bend" => "willow-bend".to_string(),
        "willow-bend" => "red-willow-bend".to_string(),
        _ => match id.strip_prefix("red-") {
            Some(rest) => rest.to_string(),
            None => format!("red-{id}"),
        },
    };
    loc(board, &twin)
}

#[test]
fn the_evaluation_is_the_same_for_a_castle_field_position_and_its_half_turn() {
    // The half-turn maps Castle Field onto itself with the sides swapped, but its locations are
    // listed in another order: the evaluation must not depend on that order (up to rounding, as
    // the terms are summed in another order).
    let board = castle();
    let twin = |l: Loc| castle_twin(&board, l);
    for a in board.locations() {
        for b in board.locations() {
            assert_eq!(board.adjacent(a, b), board.adjacent(twin(a), twin(b)));
        }
    }
    let region = |r: RegionId| -> RegionId {
        let ring: u128 = board
            .region_ring(r)
            .iter()
            .map(|l| 1u128 << twin(l).index())
            .sum();
        board
            .regions()
            .find(|&x| board.region_ring(x).0 == ring)
            .expect("every region has a twin")
    };
    for (seed, plies) in [(21u64, 8usize), (22, 16), (23, 22), (24, 28), (25, 34)] {
        let st = midgame(&board, seed, plies);
        let raw = st.to_raw_position(seed).expect("a turn start");
        let turned = State::from_position(board.clone(), &mirrored(&raw, &twin, &region))
            .expect("the half-turn is possible");
        let (x, y) = (value_for_mover(&st), value_for_mover(&turned));
        assert!(
            (x - y).abs() <= 0.01 * (1.0 + x.abs()),
            "seed {seed}: {x} against {y}"
        );
    }
}
