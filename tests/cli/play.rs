//! `toyforge play` and `toyforge legal`, run as the binary: output, JSON, exit codes and
//! messages as NOTATION.md fixes them.

use crate::common;

use common::{castle_path as castle, fixture, run};
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

#[test]
fn play_on_a_map_prints_the_json_state_object() {
    let o = run(&["play", castle().to_str().unwrap(), "--seed", "1", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    for key in [
        "to_move", "pending", "winner", "end", "medals", "bases", "hqs", "racks", "frozen",
        "reserve", "discard", "claimed", "legal",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert!(v["to_move"] == "blue" || v["to_move"] == "red");
    assert_eq!(v["pending"], serde_json::Value::Null);
    assert_eq!(v["medals"], serde_json::json!({"blue": 0, "red": 0}));
    let bases = v["bases"].as_object().unwrap();
    for id in [
        "central-bridge",
        "left-bridge",
        "left-outpost",
        "right-outpost",
        "right-flank",
    ] {
        assert_eq!(bases[id], serde_json::json!([]), "{id}");
    }
    assert_eq!(
        v["hqs"],
        serde_json::json!({"blue-hq": null, "red-hq": null})
    );
    let racks = (
        v["racks"]["blue"].as_array().unwrap().len(),
        v["racks"]["red"].as_array().unwrap().len(),
    );
    assert!(racks == (3, 4) || racks == (4, 3), "{racks:?}");
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert_eq!(legal[0], "draw");
    // The same seed gives the same output.
    let again = run(&["play", castle().to_str().unwrap(), "--seed", "1", "--json"]);
    assert_eq!(stdout(&again), stdout(&o));
}

#[test]
fn play_applies_the_moves_in_order() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "place star @b1; draw # Star's draw",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["to_move"], "red");
    assert_eq!(
        v["bases"]["b1"],
        serde_json::json!([{"side": "blue", "troop": "kwak"}, {"side": "blue", "troop": "star"}])
    );
    assert_eq!(
        v["racks"]["blue"],
        serde_json::json!(["skully", "jumbo", "roxy"])
    );
}

#[test]
fn an_illegal_action_exits_1_naming_its_number_text_and_rule() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "place skully @b1; skip; draw; place roxy @b2",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    assert_eq!(
        stderr(&o).trim(),
        "error: action 4 'place roxy @b2': roxy (7) cannot cover the enemy's roxy (7); covering needs a strictly greater strength"
    );
}

#[test]
fn an_unknown_location_exits_1() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&["legal", s.to_str().unwrap(), "--moves", "place roxy @z9"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("action 1 'place roxy @z9': there is no base or HQ `@z9`"));
    assert!(!stderr(&o).contains("did you mean"), "{}", stderr(&o));
}

#[test]
fn a_mistyped_location_is_answered_with_the_id_it_was_probably_meant_to_be() {
    let o = run(&[
        "play",
        castle().to_str().unwrap(),
        "--moves",
        "draw; place star @orchrd",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim(),
        "error: action 2 'place star @orchrd': there is no base or HQ `@orchrd` on this map; did you mean `@orchard`?"
    );
}

#[test]
fn a_syntax_error_exits_2_with_its_position() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "draw;\nplace rooxy @b1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("--moves:2:7: expected a troop"), "{e}");
    assert!(e.contains("found `rooxy`"), "{e}");
}

#[test]
fn moves_can_come_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("line.txt");
    std::fs::write(
        &file,
        "# blue opens\nplace star @b1\nskip\n\ndraw   # red\n",
    )
    .unwrap();
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves-file",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(json(&o)["to_move"], "blue");
    std::fs::write(&file, "place star\n").unwrap();
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line.txt:1:11:"), "{}", stderr(&o));
}

#[test]
fn legal_prints_the_sorted_actions_one_a_line() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&["legal", s.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"place roxy @b1".to_string()));
    assert!(!lines.contains(&"place roxy @b2".to_string()));
    let o = run(&[
        "legal",
        s.to_str().unwrap(),
        "--moves",
        "place star @b1",
        "--json",
    ]);
    assert_eq!(json(&o), serde_json::json!(["draw", "skip"]));
}

#[test]
fn play_prints_a_readable_state_without_json() {
    let s = fixture("engine-scenario-roxy.ron");
    let o = run(&["play", s.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    for part in [
        "blue to move.",
        "Medals: blue 0/3, red 0/3",
        "Bases (bottom to top):",
        "Racks:",
        "blue  skully star roxy",
        "Legal actions",
        "  place roxy @b1",
    ] {
        assert!(text.contains(part), "missing `{part}` in\n{text}");
    }
    assert!(
        text.lines()
            .any(|l| l.trim_start().starts_with("b2 ") && l.ends_with("red roxy")),
        "{text}"
    );
}

#[test]
fn a_won_game_reports_the_winner_and_refuses_more_actions() {
    let s = fixture("engine-scenario-win.ron");
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "place roxy @red-hq",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["winner"], "blue");
    assert_eq!(v["end"], "hq");
    assert_eq!(v["to_move"], serde_json::Value::Null);
    assert_eq!(
        v["hqs"]["red-hq"],
        serde_json::json!({"side": "blue", "troop": "roxy"})
    );
    assert_eq!(v["legal"], serde_json::json!([]));
    let o = run(&["play", s.to_str().unwrap(), "--moves", "place roxy @red-hq"]);
    assert!(
        stdout(&o).contains("Game over: blue won by capturing an HQ."),
        "{}",
        stdout(&o)
    );
    let o = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "place roxy @red-hq; draw",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim(),
        "error: action 2 'draw': the game is over: blue won by capturing an HQ"
    );
}

#[test]
fn unreadable_and_unplayable_inputs_exit_2_and_1() {
    let o = run(&["play", "no/such/map.ron"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/map.ron"));
    let o = run(&["play", fixture("engine-invalid-map.ron").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("red has no HQ") || stderr(&o).contains("no HQ"));
    let o = run(&[
        "play",
        castle().to_str().unwrap(),
        "--moves",
        "draw",
        "--moves-file",
        "x",
    ]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "--moves and --moves-file conflict"
    );
}

#[test]
fn a_scenario_with_a_missing_map_names_the_path_tried() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lesson.ron");
    std::fs::write(&file, "(format: 1, map: \"gone.ron\", position: ())").unwrap();
    let o = run(&["play", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("gone.ron"), "{}", stderr(&o));
}

#[test]
fn seed_replaces_the_scenario_seed() {
    let s = fixture("engine-scenario-roxy.ron");
    let a = run(&[
        "play",
        s.to_str().unwrap(),
        "--moves",
        "draw; draw; draw",
        "--json",
    ]);
    let b = run(&[
        "play",
        s.to_str().unwrap(),
        "--seed",
        "99",
        "--moves",
        "draw; draw; draw",
        "--json",
    ]);
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    // Blue's top two are fixed; the rest of the reserves is shuffled by the seed.
    let blue: Vec<String> = serde_json::from_value(json(&a)["racks"]["blue"].clone()).unwrap();
    assert!(blue.contains(&"capn".to_string()) && blue.contains(&"jumbo".to_string()));
    assert_ne!(json(&a)["racks"], json(&b)["racks"]);
}
