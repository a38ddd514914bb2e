//! The simulation path (`analysis::play_game`) against a plain reference loop: the same records
//! and metrics, game for game, on every bundled map; an illegal action from a player is refused
//! with a message naming the game, the side, the AI and the action; a legal action the player did
//! not take from the listed ones is still played.

use proptest::prelude::*;
use std::sync::Arc;
use toyforge_core::ai::{AiSpec, Choice, Control, Player, choose_for};
use toyforge_core::analysis::{
    Claim, Collector, GameRecord, SimConfig, SimError, Start, game_seed, play_from, play_game,
    simulate, summarize,
};
use toyforge_core::engine::{Action, Board, GameOptions, IllegalKind, Loc, Observation, State};
use toyforge_core::pieces::{BySide, Side};
use toyforge_core::testkit::bundled_board;

const MAPS: [&str; 8] = [
    "battlefield",
    "caribbean-sea",
    "castle-field",
    "city-of-clouds",
    "cursed-cemetery",
    "station-metal-x",
    "tropical-pool",
    "volcanic-jungle",
];

fn setup(board: Arc<Board>, first_game: bool) -> Start {
    Start::Setup {
        board,
        options: GameOptions {
            first_game,
            ..GameOptions::default()
        },
    }
}

fn config(blue: AiSpec, red: AiSpec, seed: u64) -> SimConfig {
    SimConfig {
        blue,
        red,
        seed,
        threads: Some(1),
        ..SimConfig::default()
    }
}

/// Game `index` of a run the plain way: every player chooses through `choose_for` (listing the
/// legal actions itself), every action is checked by `State::play`, the legal actions are listed
/// a second time for the metrics, and every region is looked at after every action.
fn reference(start: &Start, config: &SimConfig, index: usize) -> Result<GameRecord, String> {
    let seed = game_seed(config.seed, index);
    let st = start.state(index, seed).map_err(|e| e.to_string())?;
    reference_from(st, &mut config.players(seed), (index, seed), config.cap)
}

fn reference_from(
    mut st: State,
    players: &mut [Box<dyn Player>; 2],
    (index, seed): (usize, u64),
    cap: usize,
) -> Result<GameRecord, String> {
    let board = st.board().clone();
    let first = st.turn_side();
    let mut regions: Vec<Option<Claim>> = board
        .regions()
        .map(|r| st.claimed_by(r).map(|side| Claim { side, turn: 0 }))
        .collect();
    let mut collector = Collector::new(&st);
    let mut legal = Vec::new();
    let (mut actions, mut turns, mut turn_side) = (0usize, 1u32, st.turn_side());
    while !st.is_over() && actions < cap {
        let Some(side) = st.to_move() else { break };
        st.legal_actions(&mut legal);
        collector.decision(&legal, turns);
        let player = players[side.index()].as_mut();
        let Some(action) = choose_for(player, &st, &Control::default()) else {
            break;
        };
        st.play(&action).map_err(|e| format!("{action:?}: {e}"))?;
        actions += 1;
        collector.after(&st);
        for (r, claim) in board.regions().zip(regions.iter_mut()) {
            if claim.is_none()
                && let Some(side) = st.claimed_by(r)
            {
                *claim = Some(Claim { side, turn: turns });
            }
        }
        if st.turn_side() != turn_side && !st.is_over() {
            turn_side = st.turn_side();
            turns += 1;
        }
    }
    let outcome = st.outcome();
    Ok(GameRecord {
        index,
        seed,
        first,
        winner: outcome.map(|o| o.winner),
        end: outcome.map(|o| o.end),
        actions,
        turns,
        medals: BySide::new(st.medals(Side::Blue), st.medals(Side::Red)),
        regions,
        bases: board
            .base_locs()
            .map(|l| st.top(l).map(|p| p.side()))
            .collect(),
        trace: collector.trace(),
    })
}

/// Plays `games` games both ways and checks that every record is the same.
fn assert_same_games(start: &Start, config: &SimConfig, games: usize) -> Vec<GameRecord> {
    (0..games)
        .map(|i| {
            let fast = play_game(start, config, i, None)
                .unwrap_or_else(|e| panic!("game {i}: {e}"))
                .expect("not cancelled");
            let plain = reference(start, config, i).unwrap_or_else(|e| panic!("game {i}: {e}"));
            assert_eq!(fast, plain, "game {i} of {config:?}");
            fast
        })
        .collect()
}

#[test]
fn random_games_on_every_bundled_map_match_the_reference_loop() {
    let config = config(AiSpec::Random, AiSpec::Random, 11);
    let mut claimed = 0;
    let mut effects = 0;
    for (k, stem) in MAPS.iter().enumerate() {
        let start = setup(bundled_board(stem), false);
        let records = assert_same_games(&start, &config, 40);
        claimed += records
            .iter()
            .flat_map(|r| &r.regions)
            .filter(|c| c.is_some_and(|c| c.turn > 0))
            .count();
        // More actions than turns: effects were answered.
        effects += records
            .iter()
            .filter(|r| r.actions > r.turns as usize)
            .count();
        assert!(records.iter().all(|r| r.trace.decisions > 0), "{k} {stem}");
    }
    // The comparison covered claims made during play and effect answers.
    assert!(claimed > 100, "only {claimed} claims");
    assert!(effects > 100, "only {effects} games with effects");
}

#[test]
fn mixed_levels_swapped_seats_and_scenario_starts_match_the_reference_loop() {
    let castle = bundled_board("castle-field");
    let greedy = config(AiSpec::Greedy, AiSpec::Random, 4);
    assert_same_games(&setup(castle.clone(), false), &greedy, 12);
    let swapped = SimConfig {
        swap_player_seeds: true,
        ..config(AiSpec::Random, AiSpec::Random, 4)
    };
    assert_same_games(&setup(castle.clone(), true), &swapped, 60);
    let position: toyforge_core::scenario::Position = ron::from_str(
        "(to_move: red, stacks: {\"central-bridge\": [(blue, roxy)], \"red-market-square\": [(red, star)]}, blue: (rack: [kwak, hook]), red: (rack: [jumbo]))",
    )
    .expect("a position");
    let start = Start::Position {
        board: castle,
        position: Box::new(position),
    };
    assert_same_games(&start, &config(AiSpec::Random, AiSpec::Random, 8), 60);
}

#[test]
fn the_metrics_of_a_run_are_those_of_the_reference_records() {
    let start = setup(bundled_board("volcanic-jungle"), false);
    let config = SimConfig {
        games: 200,
        ..config(AiSpec::Random, AiSpec::Random, 77)
    };
    let sim = simulate(&start, &config, &|_, _| {}, None).expect("runs");
    let plain: Vec<GameRecord> = (0..config.games)
        .map(|i| reference(&start, &config, i).expect("legal"))
        .collect();
    assert_eq!(sim.records, plain);
    let again = summarize(start.board(), &plain);
    assert_eq!(sim.summary.metrics, again.metrics);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Any master seed, cap and mode: the same records as the reference loop, cut-off games
    /// included.
    #[test]
    fn any_seed_and_cap_gives_the_reference_records(
        seed in any::<u64>(),
        cap in 1usize..200,
        first_game in any::<bool>(),
        map in 0..MAPS.len(),
    ) {
        let start = setup(bundled_board(MAPS[map]), first_game);
        let config = SimConfig { cap, ..config(AiSpec::Random, AiSpec::Random, seed) };
        for i in 0..6 {
            let fast = play_game(&start, &config, i, None).expect("legal").expect("not cancelled");
            let plain = reference(&start, &config, i).expect("legal");
            prop_assert!(fast.actions <= cap);
            prop_assert_eq!(fast, plain);
        }
    }
}

/// A player that plays `first` as its first action, then the first legal action each time, of
/// its own (it does not pick from the list it is given).
struct Scripted {
    first: Option<Action>,
}

impl Player for Scripted {
    fn name(&self) -> String {
        "scripted".into()
    }

    fn choose(&mut self, obs: &Observation, _control: &Control) -> Option<Action> {
        if let Some(a) = self.first.take() {
            return Some(a);
        }
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        legal.first().copied()
    }
}

fn scripted(blue_first: Option<Action>) -> [Box<dyn Player>; 2] {
    [
        Box::new(Scripted { first: blue_first }),
        Box::new(Scripted { first: None }),
    ]
}

fn blue_to_start(board: &Arc<Board>, seed: u64) -> State {
    let options = GameOptions {
        first_player: Some(Side::Blue),
        ..GameOptions::default()
    };
    State::new_game(board.clone(), seed, options)
}

#[test]
fn an_illegal_action_from_a_player_is_refused_with_the_game_side_ai_and_reason() {
    let castle = bundled_board("castle-field");
    let st = blue_to_start(&castle, 3);
    // Blue's HQ is never a place for a troop.
    let hq = castle.find("blue-hq").expect("blue's HQ");
    let troop = st.rack_list(Side::Blue)[0];
    let bad = Action::Place(troop, hq);
    let reason = st.check(&bad).expect_err("illegal");
    let e = play_from(st, &mut scripted(Some(bad)), (7, 3), 100, None).unwrap_err();
    let SimError::Illegal {
        game,
        seed,
        side,
        ai,
        action,
        reason: why,
    } = &e
    else {
        panic!("{e:?}");
    };
    assert_eq!(
        (*game, *seed, *side, ai.as_str()),
        (7, 3, Side::Blue, "scripted")
    );
    assert_eq!(*why, reason);
    assert!(action.contains(&castle.id(hq).to_string()), "{action}");
    let text = e.to_string();
    for part in ["game 7", "seed 3", "scripted", "illegal", &action[..]] {
        assert!(text.contains(part), "`{part}` missing from: {text}");
    }
    // An action naming a location the map does not have.
    let st = blue_to_start(&castle, 3);
    let nowhere = Action::Place(troop, Loc(127));
    let e = play_from(st, &mut scripted(Some(nowhere)), (0, 3), 100, None).unwrap_err();
    let SimError::Illegal { reason, action, .. } = &e else {
        panic!("{e:?}");
    };
    assert_eq!(reason.kind, IllegalKind::UnknownLocation);
    assert!(action.contains("127"), "{action}");
    assert!(e.to_string().contains("not on this map"), "{e}");
}

/// A player that picks one past the end of the listed actions.
struct PastTheEnd;

impl Player for PastTheEnd {
    fn name(&self) -> String {
        "past-the-end".into()
    }

    fn choose(&mut self, _obs: &Observation, _control: &Control) -> Option<Action> {
        None
    }

    fn choose_from(
        &mut self,
        _obs: &Observation,
        legal: &[Action],
        _control: &Control,
    ) -> Option<Choice> {
        Some(Choice::Listed(legal.len()))
    }
}

#[test]
fn a_pick_past_the_end_of_the_list_is_refused_with_the_list_size() {
    let castle = bundled_board("castle-field");
    let st = blue_to_start(&castle, 9);
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    let mut players: [Box<dyn Player>; 2] = [Box::new(PastTheEnd), Box::new(PastTheEnd)];
    let e = play_from(st, &mut players, (2, 9), 100, None).unwrap_err();
    let n = legal.len();
    assert_eq!(
        e,
        SimError::NoSuchChoice {
            game: 2,
            seed: 9,
            side: Side::Blue,
            ai: "past-the-end".into(),
            index: n,
            listed: n,
        }
    );
    let text = e.to_string();
    assert!(
        text.contains("past-the-end") && text.contains(&format!("only {n} were listed")),
        "{text}"
    );
}

#[test]
fn a_legal_action_outside_the_listed_ones_is_played_checked() {
    let castle = bundled_board("castle-field");
    let st = blue_to_start(&castle, 5);
    // A named draw is legal but never listed (draws are listed unnamed).
    let top: Vec<_> = st.reserve(Side::Blue).into_iter().take(2).collect();
    let named = Action::Draw([Some(top[0]), Some(top[1])]);
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    assert!(!legal.contains(&named) && st.is_legal(&named));
    let fast = play_from(st.clone(), &mut scripted(Some(named)), (0, 5), 300, None)
        .expect("legal")
        .expect("not cancelled");
    let plain = reference_from(st, &mut scripted(Some(named)), (0, 5), 300).expect("legal");
    assert_eq!(fast, plain);
    assert!(fast.actions > 1);
}

#[test]
fn the_claimed_count_grows_exactly_when_a_region_is_claimed() {
    let start = setup(bundled_board("castle-field"), false);
    let config = config(AiSpec::Random, AiSpec::Random, 21);
    let mut grew = 0;
    for i in 0..30 {
        let seed = game_seed(config.seed, i);
        let mut st = start.state(i, seed).expect("a setup");
        let mut players = config.players(seed);
        let count = |st: &State| {
            st.board()
                .regions()
                .filter(|&r| st.claimed_by(r).is_some())
                .count()
        };
        while let Some(side) = st.to_move() {
            let before = st.claimed_count();
            assert_eq!(before as usize, count(&st));
            let Some(a) = choose_for(players[side.index()].as_mut(), &st, &Control::default())
            else {
                break;
            };
            st.play(&a).expect("legal");
            assert!(st.claimed_count() >= before);
            grew += usize::from(st.claimed_count() > before);
            assert_eq!(st.claimed_count() as usize, count(&st));
        }
    }
    assert!(grew > 10, "only {grew} claims");
}
