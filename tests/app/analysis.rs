//! The balance lab: the Analysis panel driven through the editor's interface with egui_kittest
//! (run, progress, cancel, stale results), and a headless check that a deliberately unfair map
//! shows the favoured side winning clearly more often.

use crate::common;

use common::ui::{Editor, move_central_bridge};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::sync::Arc;
use std::time::{Duration, Instant};
use toyforge::ai::AiSpec;
use toyforge::analysis::{Rate, Rung, SimConfig, Start, simulate};
use toyforge::app::EditorApp;
use toyforge::app::map::edit::Edit;
use toyforge::engine::{Board, GameOptions};
use toyforge::map::{Map, Path};
use toyforge::pieces::Side;

/// Opens the Analysis section of the side panel.
fn open_panel(h: &mut Harness<'_, EditorApp>) {
    h.run();
    h.get_by_label("Analysis").click_accesskit();
    h.run();
    assert!(
        h.query_by_label("Run").is_some(),
        "the Analysis section shows its Run button"
    );
}

/// Steps frames until the run under way ends (at most `limit`).
fn wait_until_done(h: &mut Harness<'_, EditorApp>, limit: Duration) {
    let t0 = Instant::now();
    while h.state().analysis().is_running() {
        assert!(
            t0.elapsed() < limit,
            "the analysis did not end in {limit:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.step();
    h.step();
}

#[test]
fn a_run_of_twenty_games_shows_win_counts_adding_up_to_twenty() {
    let mut h = Editor::bundled().small_laptop().build();
    open_panel(&mut h);
    h.state_mut().analysis_mut().red = AiSpec::Random;
    h.get_by_label("Games").set_value_accesskit(20.0);
    h.run();
    assert_eq!(
        h.state().analysis().games,
        20,
        "the Games field sets the run"
    );
    h.get_by_label("Run").click_accesskit();
    h.step();
    assert!(h.state().analysis().is_running() || h.state().analysis().finished().is_some());
    wait_until_done(&mut h, Duration::from_secs(120));
    assert_eq!(h.state().analysis().error(), None);

    let node = h.get_by_label_contains("Wins: blue");
    let label = node
        .accesskit_node()
        .label()
        .or_else(|| node.accesskit_node().value())
        .expect("the wins line has a text");
    // "Wins: blue B, red R, unfinished U"
    let numbers: Vec<usize> = label
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(numbers.len(), 3, "three counts in `{label}`");
    assert_eq!(numbers.iter().sum::<usize>(), 20, "`{label}`");

    let f = h.state().analysis().finished().expect("a finished run");
    let s = &f.sim.summary;
    assert_eq!(s.games, 20);
    assert_eq!(s.wins.blue, numbers[0]);
    assert_eq!(s.wins.red, numbers[1]);
    assert_eq!(s.turn_counts.iter().sum::<usize>(), s.finished);
    assert!(
        s.wins.blue > s.wins.red,
        "greedy beats random: blue {} red {}",
        s.wins.blue,
        s.wins.red
    );
    assert_eq!(h.query_all_by_label_contains("95% CI").count(), 3);
    assert!(!h.state().analysis().is_stale(h.state().map()));
    // The run's header names each side's computer in the words of the level lists.
    assert!(
        h.query_by_label_contains("20 games, blue: greedy, red: random, seed")
            .is_some(),
        "the run's header"
    );
}

#[test]
fn results_are_marked_stale_after_the_map_changes() {
    let mut h = Editor::bundled().small_laptop().build();
    open_panel(&mut h);
    h.state_mut().analysis_mut().games = 4;
    h.get_by_label("Run").click_accesskit();
    h.step();
    wait_until_done(&mut h, Duration::from_secs(120));
    assert!(h.query_by_label_contains("Stale").is_none());
    move_central_bridge(&mut h, 10.0);
    h.run();
    assert!(h.state().analysis().is_stale(h.state().map()));
    assert!(h.query_by_label_contains("Stale").is_some());
}

#[test]
fn cancel_stops_a_long_run_and_keeps_the_games_played() {
    let mut h = Editor::bundled().small_laptop().build();
    open_panel(&mut h);
    h.state_mut().analysis_mut().games = 100_000;
    h.get_by_label("Run").click_accesskit();
    h.step();
    assert!(h.state().analysis().is_running());
    let t0 = Instant::now();
    // Wait for the first finished game, so that the cancel lands in the middle of the run.
    while h.state().analysis().progress().is_none_or(|(d, _)| d == 0)
        && t0.elapsed() < Duration::from_secs(20)
    {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    // One frame with the run under way, so the screen shows Cancel in place of Run.
    h.step();
    h.get_by_label("Cancel").click_accesskit();
    h.step();
    wait_until_done(&mut h, Duration::from_secs(60));
    let panel = h.state().analysis();
    match panel.finished() {
        Some(f) => {
            assert!(f.sim.cancelled);
            assert!(f.sim.summary.games < 100_000);
            assert!(h.query_by_label_contains("cancelled").is_some());
        }
        None => assert_eq!(
            panel.error(),
            Some("Cancelled before any game was finished")
        ),
    }
}

/// Castle Field with the red HQ moved next to the middle: its paths lead to the central bridge
/// and the red market square (both on the fords) instead of to its home bases, and only a Roxy
/// can take it (the move alone leaves the HQ races even, and greedy play with them).
fn red_near_the_middle() -> Map {
    let mut map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    let hq = map.hqs.iter_mut().find(|h| h.id == "red-hq").unwrap();
    hq.pos.y = 560.0;
    hq.allowed = Some(vec![toyforge::pieces::Strength::parse("7").unwrap()]);
    map.paths.retain(|p| {
        !(p.0 == "red-hq"
            && ["red-left-outpost", "red-orchard", "red-keep-gate"].contains(&p.1.as_str()))
    });
    map.paths.push(Path::new("red-hq", "central-bridge"));
    map.paths.push(Path::new("red-hq", "red-market-square"));
    map
}

fn run(map: &Map, games: usize) -> toyforge::analysis::Summary {
    let board = Arc::new(Board::compile(map).expect("the map is playable"));
    let start = Start::Setup {
        board,
        options: GameOptions::default(),
    };
    let config = SimConfig {
        games,
        blue: AiSpec::Greedy,
        red: AiSpec::Greedy,
        seed: 7,
        ..SimConfig::default()
    };
    simulate(&start, &config, &|_, _| {}, None).unwrap().summary
}

#[test]
fn a_red_hq_next_to_the_middle_makes_red_win_clearly_more_often() {
    let map = red_near_the_middle();
    let facts = toyforge::map::map_facts(&map);
    let ford = facts
        .region_facts
        .iter()
        .find(|r| r.id == "west-ford")
        .unwrap();
    assert_eq!(
        ford.nearest[Side::Red],
        Some(1),
        "the ford is next to the red HQ"
    );
    let unfair = run(&map, 400);
    let fair = run(&Map::load("maps/castle-field.ron".as_ref()).unwrap(), 400);
    let red = unfair.win_rate[Side::Red];
    let blue = unfair.win_rate[Side::Blue];
    assert!(
        red.low > blue.high,
        "red {:?} should clearly beat blue {:?}",
        red,
        blue
    );
    assert!(
        unfair.wins.red as f64 > fair.wins.red as f64 * 1.1,
        "red wins {} on the unfair map, {} on the fair one",
        unfair.wins.red,
        fair.wins.red
    );
}

/// Every text painted in the last frame (labels and what painters wrote on the canvas).
fn painted_texts(h: &Harness<'_, EditorApp>) -> Vec<String> {
    fn walk(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
            egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for c in &h.output().shapes {
        walk(&c.shape, &mut out);
    }
    out
}

/// Steps frames until no lab work is under way.
fn wait_until_idle(h: &mut Harness<'_, EditorApp>, limit: Duration) {
    let t0 = Instant::now();
    while h.state().analysis().is_busy() {
        assert!(t0.elapsed() < limit, "the lab did not finish in {limit:?}");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.step();
    h.step();
}

#[test]
fn results_show_names_metrics_counts_and_a_legend_for_the_heat() {
    // A tall window, so that the whole panel (the histogram included) is on screen.
    let mut h = Editor::bundled().size(1400.0, 3200.0).build();
    open_panel(&mut h);
    h.state_mut().analysis_mut().games = 30;
    h.state_mut().analysis_mut().red = AiSpec::Random;
    h.get_by_label("Run").click_accesskit();
    h.step();
    wait_until_done(&mut h, Duration::from_secs(120));
    // Names in the tables, ids on hover.
    assert!(
        h.query_by_label("West Ford (2)").is_some(),
        "regions by name"
    );
    assert!(
        h.query_by_label("Central Bridge").is_some(),
        "bases by name"
    );
    // The designer metrics.
    for m in [
        "Branching factor",
        "Board coverage",
        "Lead changes",
        "Side balance",
    ] {
        assert!(h.query_by_label(m).is_some(), "metric {m}");
    }
    h.run();
    let texts = painted_texts(&h);
    assert!(
        texts
            .iter()
            .any(|t| t == "Heat: who held each base at the end"),
        "the legend is drawn on the canvas"
    );
    // The histogram's vertical axis has whole counts.
    assert!(texts.iter().any(|t| t == "games"), "the axis is named");
    assert!(texts.iter().any(|t| t == "0"), "the axis has counts");
}

#[test]
fn the_draft_against_its_saved_file_shows_paired_differences_and_the_map_difference() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("castle.ron");
    std::fs::copy("maps/castle-field.ron", &path).expect("a copy of the map");
    let map = Map::load(&path).unwrap();
    let mut h = Editor::on(map, Some(path)).size(1400.0, 1000.0).build();
    open_panel(&mut h);
    {
        let a = h.state_mut().analysis_mut();
        a.blue = AiSpec::Random;
        a.red = AiSpec::Random;
        a.compare.games = 300;
    }
    // The draft gives red a shortcut into blue's keep.
    h.state_mut()
        .apply(Edit::AddPath(Path::new("blue-hq", "red-left-outpost")))
        .unwrap();
    h.run();
    h.get_by_label("Compare (A/B)").click_accesskit();
    h.run();
    h.get_by_label("Draft against saved file").click_accesskit();
    // One frame starts the job; while it runs the panel repaints (its progress), so no `run`.
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(120));
    let r = h
        .state()
        .analysis()
        .compare
        .result
        .as_ref()
        .expect("a comparison");
    let blue = r
        .comparison
        .metric(toyforge::analysis::Metric::BlueWins)
        .unwrap();
    assert!(
        blue.paired.significant && blue.paired.diff < 0.0,
        "{blue:?}"
    );
    // The saved file has the draft's name: the title says which is which.
    assert!(
        h.query_by_label_contains("A: the saved file (castle.ron)  ·  B: the draft  ·  300 pairs")
            .is_some()
    );
    assert!(h.query_by_label("B − A (95%)").is_some());
    h.get_by_label("A/B difference").click_accesskit();
    h.run();
    h.run();
    let texts = painted_texts(&h);
    assert!(
        texts.iter().any(|t| t.starts_with("A/B: B − A")),
        "the difference legend is drawn"
    );
}

#[test]
fn applying_the_top_suggestion_is_undoable_and_a_new_run_moves_toward_even() {
    // Red needs only 2 medals: the map favours red.
    let mut map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    map.targets.red = 2;
    let mut h = Editor::on(map.clone(), None).size(1400.0, 1000.0).build();
    open_panel(&mut h);
    {
        let a = h.state_mut().analysis_mut();
        a.blue = AiSpec::Random;
        a.red = AiSpec::Random;
        a.games = 1000;
        a.suggest.games = 300;
    }
    h.get_by_label("Run").click_accesskit();
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(120));
    let share = |h: &Harness<'_, EditorApp>| {
        let s = &h.state().analysis().finished().unwrap().sim.summary;
        s.wins.blue as f64 / (s.wins.blue + s.wins.red) as f64
    };
    let before = share(&h);
    assert!(before < 0.45, "red is favoured: blue {before}");
    h.get_by_label("Suggestions").click_accesskit();
    h.run();
    h.get_by_label("Suggest changes").click_accesskit();
    // One frame starts the job; while it runs the panel repaints (its progress), so no `run`.
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(180));
    let undo_before = h.state().history().undo_len();
    let first = h.get_all_by_label("Apply").next().expect("an Apply button");
    first.click_accesskit();
    // The games start again at once, so the frames keep coming: step instead of settling.
    h.step();
    assert_ne!(*h.state().map(), map, "the suggestion changed the map");
    assert_eq!(
        h.state().history().undo_len(),
        undo_before + 1,
        "one undo step"
    );
    // The games run again on the edited map.
    h.step();
    assert!(h.state().analysis().is_running(), "the run starts again");
    wait_until_idle(&mut h, Duration::from_secs(120));
    let after = share(&h);
    assert!(
        (after - 0.5).abs() < (before - 0.5).abs(),
        "blue {before} → {after}"
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(*h.state().map(), map, "undo restores the map");
}

#[test]
fn a_fair_draft_is_told_so_and_offered_no_change() {
    let map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    let mut h = Editor::on(map, None).size(1400.0, 1000.0).build();
    open_panel(&mut h);
    {
        let a = h.state_mut().analysis_mut();
        a.blue = AiSpec::Random;
        a.red = AiSpec::Random;
        a.suggest.games = 300;
    }
    h.get_by_label("Suggestions").click_accesskit();
    h.run();
    h.get_by_label("Suggest changes").click_accesskit();
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(180));
    let (found, _) = h
        .state()
        .analysis()
        .suggest
        .result
        .as_ref()
        .expect("a result");
    assert!(
        !found.unfair,
        "Castle Field is symmetric: {}",
        found.blue_before
    );
    assert!(found.ranked.is_empty(), "nothing is tried on a fair draft");
    assert!(
        h.query_by_label_contains("No measurable advantage")
            .is_some(),
        "the panel says the draft is fair"
    );
    assert!(h.query_by_label("Apply").is_none(), "nothing to apply");
}

#[test]
fn the_skill_trace_and_luck_index_show_every_rung_with_its_endings() {
    let mut h = Editor::bundled().small_laptop().build();
    open_panel(&mut h);
    {
        let a = h.state_mut().analysis_mut();
        a.skill.games = 8;
        a.skill.small = 2;
        a.skill.full = 4;
    }
    h.get_by_label("Skill and luck").click_accesskit();
    h.run();
    h.get_by_label("Run skill trace and luck").click_accesskit();
    // One frame starts the job; while it runs the panel repaints (its progress), so no `run`.
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(180));
    let (x, _) = h
        .state()
        .analysis()
        .skill
        .result
        .as_ref()
        .expect("a skill trace");
    assert_eq!(
        x.trace.rungs.len(),
        4,
        "greedy, mcts:2, mcts:4 and expert:10 each against the one below"
    );
    for r in &x.trace.rungs {
        assert_eq!(r.games, 8);
        assert_eq!(
            r.ends.total() + r.unfinished,
            8,
            "the ending mix of {}",
            r.strong
        );
    }
    assert_eq!(x.luck.deals, 8);
    for label in [
        "greedy vs random",
        "mcts:2 vs greedy",
        "mcts:4 vs mcts:2",
        "expert:10 vs mcts:4",
    ] {
        assert!(h.query_by_label(label).is_some(), "row {label}");
    }
    assert!(h.query_by_label_contains("Luck index").is_some());
    assert!(h.query_by_label_contains("balance verdict").is_some());
    // Each rung is flagged as its interval says, in the table and below it.
    for r in &x.trace.rungs {
        assert_eq!(r.inverted, Rung::is_inverted(&r.skill), "{}", r.strong);
    }
    let flagged = x.trace.inverted().count();
    assert_eq!(h.query_all_by_label("inverted").count(), flagged);

    // A fabricated result where mcts:2 lost to greedy: 1 game of 10, interval 2% to 40%.
    {
        let a = h.state_mut().analysis_mut();
        let (x, _) = a.skill.result.as_mut().expect("a skill trace");
        for r in &mut x.trace.rungs {
            r.skill = Rate::new(r.games * 3 / 4, r.games);
            r.inverted = Rung::is_inverted(&r.skill);
        }
        let lost = &mut x.trace.rungs[1];
        lost.skill = Rate::new(1, 10);
        lost.inverted = Rung::is_inverted(&lost.skill);
        assert!(lost.inverted);
    }
    h.run();
    assert_eq!(h.query_all_by_label("inverted").count(), 1);
    assert!(
        h.query_by_label(
            "Inverted rung: mcts:2 wins 10% (2–40%) against greedy, the level meant to be weaker"
        )
        .is_some(),
        "the inverted rung named with its interval"
    );
}

#[test]
fn the_side_panel_keeps_its_width_when_the_suggestions_appear() {
    let map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    let mut h = Editor::on(map.clone(), None).size(1400.0, 1000.0).build();
    open_panel(&mut h);
    h.get_by_label("Suggestions").click_accesskit();
    h.run();
    let canvas = |h: &Harness<'_, EditorApp>| h.get_by_label("Battlefield canvas").rect();
    let before = canvas(&h);
    // Suggestions as the lab makes them, on a draft that favours red (its target 2), with long
    // names.
    let mut named = map.clone();
    named.targets.red = 2;
    for r in &mut named.regions {
        r.name = format!("The long and winding valley of {}", r.id);
    }
    let config = SimConfig {
        games: 300,
        blue: AiSpec::Random,
        red: AiSpec::Random,
        ..SimConfig::default()
    };
    let found = toyforge::analysis::suggest(
        &named,
        toyforge::engine::GameOptions::default(),
        &config,
        &toyforge::control::Control::default(),
    )
    .unwrap();
    assert!(
        found
            .confirmed
            .iter()
            .any(|c| matches!(c.tweak, toyforge::analysis::Tweak::RegionMedals { .. })),
        "a region's change to show: {:?}",
        found.confirmed
    );
    h.state_mut().analysis_mut().suggest.result = Some((found, named));
    h.run();
    assert!(
        h.query_all_by_label_contains("The long and winding valley")
            .next()
            .is_some(),
        "the suggestions show"
    );
    let after = canvas(&h);
    assert_eq!(after.width(), before.width(), "the canvas is not squeezed");
    assert_eq!(after, before);
}

#[test]
fn the_balancer_finds_an_edit_and_apply_all_is_one_undoable_step() {
    // Red needs only 2 medals: the map favours red at every level.
    let mut map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    map.targets.red = 2;
    let mut h = Editor::on(map.clone(), None).size(1400.0, 1000.0).build();
    open_panel(&mut h);
    {
        let a = h.state_mut().analysis_mut();
        a.blue = AiSpec::Random;
        a.red = AiSpec::Random;
        a.balance.games = 300;
        a.balance.within = 5.0;
    }
    h.get_by_label("Balancer").click_accesskit();
    h.run();
    h.get_by_label("Balance the draft").click_accesskit();
    // One frame starts the job; while it runs the panel repaints (its progress), so no `run`.
    h.step();
    wait_until_idle(&mut h, Duration::from_secs(180));
    let (found, _) = h
        .state()
        .analysis()
        .balance
        .result
        .as_ref()
        .expect("a result");
    assert!(found.reached, "{found:?}");
    assert!(
        found.before[0].blue < 0.4,
        "red is favoured: {:?}",
        found.before
    );
    assert!(!found.steps.is_empty());
    assert!(
        h.query_by_label_contains("it within the band:").is_some(),
        "the panel says what it found"
    );
    assert!(
        h.query_by_label_contains("red's target from 2 to 3")
            .is_some(),
        "the edit in words"
    );
    let balanced = found.map.clone();
    let undo_before = h.state().history().undo_len();
    h.get_by_label("Apply all").click_accesskit();
    h.run();
    assert_eq!(
        *h.state().map(),
        balanced,
        "the balanced map is the document"
    );
    assert_eq!(
        h.state().history().undo_len(),
        undo_before + 1,
        "one undo step"
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(*h.state().map(), map, "undo restores the draft");
}
