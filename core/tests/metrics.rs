//! The designer metrics on small games built by hand, whose values are worked out in the
//! comments, and on played games, whose traces must agree with their records.

use toyforge_core::ai::AiSpec;
use toyforge_core::analysis::{
    Claim, GameRecord, Metric, SimConfig, Start, Trace, balance, mean_half_width, simulate,
    standings, summarize,
};
use toyforge_core::engine::{Board, EndReason, GameOptions};
use toyforge_core::pieces::{BySide, Side};
use toyforge_core::testkit::castle_board;

/// Castle Field's regions, in board order: south 3, north 3, west-ford 2, east-ford 2,
/// willow-marsh 2, bramble-marsh 2 medals.
fn region(board: &Board, id: &str) -> usize {
    board
        .find_region(id)
        .expect("a Castle Field region")
        .index()
}

/// A game on `board`: `claims` are (region, side, turn).
fn game(
    board: &Board,
    first: Side,
    winner: Option<Side>,
    turns: u32,
    claims: &[(&str, Side, u32)],
) -> GameRecord {
    let mut regions = vec![None; board.num_regions()];
    let mut medals = BySide::new(0, 0);
    for &(id, side, turn) in claims {
        let r = region(board, id);
        regions[r] = Some(Claim { side, turn });
        medals[side] += board.region_medals(board.find_region(id).unwrap());
    }
    GameRecord {
        index: 0,
        seed: 0,
        first,
        winner,
        end: winner.map(|_| EndReason::Hq),
        actions: turns as usize,
        turns,
        medals,
        regions,
        bases: vec![None; board.num_bases()],
        trace: Trace::default(),
    }
}

/// Red comes back: blue leads 3–0 after turn 2, 3–2 after turn 4, red leads 5–3 after turn 6
/// and takes the HQ. Blue moved first.
fn comeback(board: &Board) -> GameRecord {
    let mut g = game(
        board,
        Side::Blue,
        Some(Side::Red),
        6,
        &[
            ("south", Side::Blue, 2),
            ("west-ford", Side::Red, 4),
            ("north", Side::Red, 6),
        ],
    );
    g.trace = Trace {
        decisions: 10,
        legal_sum: 35,
        legal_max: 8,
        choice_turns: 3,
        occupied: 6,
    };
    g
}

fn value(board: &Board, m: Metric, g: &GameRecord) -> Option<f64> {
    m.value(board, g)
}

#[test]
fn a_comeback_game_has_drama_a_deficit_and_one_lead_change() {
    let board = castle_board();
    let g = comeback(&board);
    let s = standings(&board, &g);
    // Red trailed 0–3 after turn 2; blue trailed 3–5 after turn 6.
    assert_eq!(s.deficit, BySide::new(2, 3));
    assert_eq!(s.lead_changes, 1);
    assert_eq!(value(&board, Metric::Drama, &g), Some(1.0));
    assert_eq!(value(&board, Metric::Deficit, &g), Some(3.0));
    assert_eq!(value(&board, Metric::Comeback, &g), Some(1.0));
    assert_eq!(value(&board, Metric::LeadChanges, &g), Some(1.0));
}

#[test]
fn a_wire_to_wire_win_has_no_drama() {
    let board = castle_board();
    // Blue claims first and is never behind: red's 2 after turn 5 still trails blue's 3.
    let g = game(
        &board,
        Side::Red,
        Some(Side::Blue),
        8,
        &[("south", Side::Blue, 3), ("east-ford", Side::Red, 5)],
    );
    assert_eq!(value(&board, Metric::Drama, &g), Some(0.0));
    assert_eq!(value(&board, Metric::Deficit, &g), Some(0.0));
    assert_eq!(value(&board, Metric::Comeback, &g), Some(0.0));
    assert_eq!(value(&board, Metric::LeadChanges, &g), Some(0.0));
    assert_eq!(value(&board, Metric::FirstMover, &g), Some(0.0));
    assert_eq!(value(&board, Metric::BlueWins, &g), Some(1.0));
}

#[test]
fn a_tie_is_no_lead_change_and_a_deficit_of_one_region_is_not_a_comeback() {
    let board = castle_board();
    // Turn 2 red 2–0; turn 3 tied 2–2 (no leader); turn 4 red 4–2; blue wins anyway, having
    // trailed by 2 (a comeback at the threshold). Leader red throughout: no change.
    let g = game(
        &board,
        Side::Blue,
        Some(Side::Blue),
        9,
        &[
            ("west-ford", Side::Red, 2),
            ("east-ford", Side::Blue, 3),
            ("willow-marsh", Side::Red, 4),
        ],
    );
    let s = standings(&board, &g);
    assert_eq!(s.lead_changes, 0);
    assert_eq!(s.deficit.blue, 2);
    assert_eq!(value(&board, Metric::Comeback, &g), Some(1.0));
    // Claims in the same turn count together: 3 for blue and 2 for red at once is no deficit.
    let g = game(
        &board,
        Side::Blue,
        Some(Side::Blue),
        3,
        &[("north", Side::Blue, 1), ("west-ford", Side::Red, 1)],
    );
    assert_eq!(standings(&board, &g).deficit.blue, 0);
}

#[test]
fn the_trace_gives_branching_decisions_and_coverage() {
    let board = castle_board();
    let g = comeback(&board);
    assert_eq!(value(&board, Metric::Branching, &g), Some(3.5));
    assert_eq!(value(&board, Metric::BranchingMax, &g), Some(8.0));
    assert_eq!(value(&board, Metric::DecisionShare, &g), Some(0.5));
    let coverage = value(&board, Metric::Coverage, &g).unwrap();
    assert!((coverage - 6.0 / board.num_bases() as f64).abs() < 1e-12);
    assert_eq!(value(&board, Metric::EndHq, &g), Some(1.0));
    assert_eq!(value(&board, Metric::EndMedals, &g), Some(0.0));
    assert_eq!(value(&board, Metric::Turns, &g), Some(6.0));
}

#[test]
fn win_metrics_skip_unfinished_games() {
    let board = castle_board();
    let g = game(&board, Side::Blue, None, 40, &[("south", Side::Red, 7)]);
    assert_eq!(value(&board, Metric::Unfinished, &g), Some(1.0));
    for m in [
        Metric::FirstMover,
        Metric::BlueWins,
        Metric::Turns,
        Metric::Drama,
        Metric::Deficit,
        Metric::Comeback,
    ] {
        assert_eq!(value(&board, m, &g), None, "{m:?}");
    }
    // No decision recorded: no branching.
    assert_eq!(value(&board, Metric::Branching, &g), None);
}

#[test]
fn a_run_averages_over_the_games_where_a_metric_is_defined() {
    let board = castle_board();
    let unfinished = game(&board, Side::Red, None, 40, &[]);
    let wire = game(
        &board,
        Side::Red,
        Some(Side::Blue),
        8,
        &[("south", Side::Blue, 3)],
    );
    let s = summarize(&board, &[comeback(&board), wire, unfinished]);
    let get = |m: Metric| *s.metrics.iter().find(|x| x.metric == m).unwrap();
    let turns = get(Metric::Turns);
    // Turns of the two finished games, 6 and 8: mean 7, sd √2, t(1) 97.5% = 12.706.
    assert_eq!(turns.games, 2);
    assert!((turns.mean - 7.0).abs() < 1e-12);
    assert!((turns.sd - 2f64.sqrt()).abs() < 1e-12);
    assert!((turns.high - 7.0 - 12.706_204).abs() < 1e-4, "{turns:?}");
    assert_eq!(turns.max, 8.0);
    let unf = get(Metric::Unfinished);
    assert_eq!(unf.games, 3);
    assert!((unf.mean - 1.0 / 3.0).abs() < 1e-12);
    // Shares have Wilson intervals: 1 of 3.
    let (lo, hi) = toyforge_core::analysis::wilson(1, 3);
    assert_eq!((unf.low, unf.high), (lo, hi));
    // One comeback in the two decided games.
    assert!((get(Metric::Comeback).mean - 0.5).abs() < 1e-12);
    assert!((get(Metric::BlueWins).mean - 0.5).abs() < 1e-12);
}

#[test]
fn balance_is_one_when_even_and_zero_when_one_sided() {
    assert_eq!(balance(0.5), 1.0);
    assert_eq!(balance(1.0), 0.0);
    assert_eq!(balance(0.0), 0.0);
    assert!((balance(0.6) - 0.8).abs() < 1e-12);
    assert!(mean_half_width(1.0, 1).is_infinite());
    // Large samples approach the normal quantile.
    assert!((mean_half_width(1.0, 1_000_001) * 1000.0 - 1.96).abs() < 0.01);
}

#[test]
fn played_games_trace_one_decision_per_action() {
    let start = Start::Setup {
        board: castle_board(),
        options: GameOptions::default(),
    };
    let config = SimConfig {
        games: 40,
        blue: AiSpec::Random,
        red: AiSpec::Greedy,
        seed: 3,
        threads: Some(1),
        ..SimConfig::default()
    };
    let sim = simulate(&start, &config, &|_, _| {}, None).unwrap();
    let bases = start.board().num_bases() as u32;
    for g in &sim.records {
        let t = g.trace;
        assert_eq!(t.decisions as usize, g.actions, "game {}", g.index);
        assert!(t.legal_max >= 1 && u64::from(t.legal_max) <= t.legal_sum);
        assert!(t.choice_turns <= g.turns);
        assert!(t.occupied <= bases && t.occupied >= 1);
        let final_held = g.bases.iter().filter(|b| b.is_some()).count() as u32;
        assert!(
            t.occupied >= final_held,
            "bases held at the end were occupied"
        );
    }
    assert_eq!(sim.summary.metrics.len(), Metric::ALL.len());
}
