//! `toyforge validate`, run as the binary: exit codes, every error with its ids, syntax errors
//! with line and column, the JSON report, and scenarios with impossible positions.

use crate::common;

use common::{fixture, repo_root, toyforge};
use std::process::Command;
use toyforge::map::{Map, validate};

#[test]
fn fixture_maps_are_what_the_cli_tests_claim() {
    let ok = Map::load(&fixture("validate-ok.ron")).unwrap();
    assert!(validate(&ok).iter().all(|p| !p.is_error()));
    let broken = Map::load(&fixture("validate-broken.ron")).unwrap();
    assert!(validate(&broken).iter().any(|p| p.is_error()));
}

#[test]
fn cli_validate_exits_0_on_a_valid_map_even_with_warnings() {
    let f = fixture("validate-ok.ron");
    let (code, out, _) = toyforge(&["validate", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 errors, 1 warning"), "{out}");
    assert!(out.contains("warning too-many-medals"), "{out}");
}

#[test]
fn cli_validate_exits_1_and_lists_every_error_with_ids() {
    let f = fixture("validate-broken.ron");
    let (code, out, _) = toyforge(&["validate", f.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    for needle in [
        "error   unknown-location",
        "error   missing-hq",
        "error   ring-not-closed",
        "ids: west, s1, n1",
        "nowhere",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
}

#[test]
fn cli_validate_exits_2_on_a_syntax_error_with_line_and_column() {
    let f = fixture("validate-syntax.ron");
    let (code, _, err) = toyforge(&["validate", f.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("validate-syntax.ron:7:"), "{err}");
}

#[test]
fn cli_validate_exits_2_on_a_file_from_a_newer_version() {
    let f = fixture("validate-newer.ron");
    let (code, _, err) = toyforge(&["validate", f.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("validate-newer.ron"), "{err}");
    assert!(err.contains("written by a newer toyforge"), "{err}");
    assert!(err.contains("format 99"), "{err}");
}

#[test]
fn cli_validate_reports_the_worst_file_and_a_missing_one() {
    let ok = fixture("validate-ok.ron");
    let broken = fixture("validate-broken.ron");
    let (code, _, _) = toyforge(&["validate", ok.to_str().unwrap(), broken.to_str().unwrap()]);
    assert_eq!(code, 1);
    let (code, _, err) = toyforge(&["validate", ok.to_str().unwrap(), "no/such/file.ron"]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such/file.ron"), "{err}");
}

#[test]
fn cli_validate_json_report() {
    let broken = fixture("validate-broken.ron");
    let syntax = fixture("validate-syntax.ron");
    let (code, out, _) = toyforge(&[
        "validate",
        "--json",
        broken.to_str().unwrap(),
        syntax.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).expect("stdout is JSON");
    assert_eq!(v["ok"], false);
    let files = v["files"].as_array().unwrap();
    assert_eq!(files[0]["status"], "errors");
    let problems = files[0]["problems"].as_array().unwrap();
    assert!(problems.iter().any(|p| p["kind"] == "missing-hq"
        && p["severity"] == "error"
        && p["ids"].as_array().is_some()));
    assert_eq!(files[0]["errors"].as_u64().unwrap() as usize, {
        problems.iter().filter(|p| p["severity"] == "error").count()
    });
    assert_eq!(files[1]["status"], "unreadable");
    assert_eq!(files[1]["error"]["line"], 7);
    assert!(files[1]["error"]["column"].as_u64().is_some());
}

#[test]
fn validate_reads_a_scenario_and_checks_its_position() {
    let root = repo_root();
    let ok = Command::new(env!("CARGO_BIN_EXE_toyforge"))
        .arg("validate")
        .arg(root.join("scenarios/castle-9-roxy-south.ron"))
        .output()
        .unwrap();
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    // "ok" is not taken for the whole lesson's verdict: its steps are `check`'s to verify.
    assert!(
        String::from_utf8_lossy(&ok.stdout).trim_end().ends_with(
            "castle-9-roxy-south.ron: ok (its map and starting position; `toyforge check` verifies its steps)"
        ),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );

    // A position with a rack of nine troops is impossible (RULES §9).
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        root.join("maps/castle-field.ron"),
        dir.path().join("castle-field.ron"),
    )
    .unwrap();
    let path = dir.path().join("bad.ron");
    std::fs::write(
        &path,
        "(format: 1, map: \"castle-field.ron\", position: (to_move: blue, blue: (rack: [roxy, roxy, roxy, star, star, star, hook, hook, hook])))",
    )
    .unwrap();
    let bad = Command::new(env!("CARGO_BIN_EXE_toyforge"))
        .arg("validate")
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    let out = String::from_utf8_lossy(&bad.stdout);
    assert!(out.contains("impossible-position"), "{out}");
    // One line per reason, each said once.
    assert!(
        out.contains("the prepared position is impossible: blue's rack holds 9 troops"),
        "{out}"
    );
    assert!(!out.contains("impossible position"), "{out}");
}

/// Castle Field's text with its Chinese name of `blue-hq` given to `id` instead, the file's
/// comments left out (so that it can be written inside a lesson), and the line of that id.
fn castle_naming(id: &str) -> (String, usize) {
    let castle = std::fs::read_to_string(common::castle_path()).unwrap();
    let text: Vec<&str> = castle
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let text = text.join("\n");
    let named = "\"blue-hq\": \"蓝方总部\"";
    assert!(
        text.contains(named),
        "Castle Field names its blue HQ in Chinese"
    );
    let text = text.replace(named, &format!("\"{id}\": \"蓝方总部\""));
    let line = text[..text.find(&format!("\"{id}\": \"")).unwrap()]
        .matches('\n')
        .count()
        + 1;
    (text, line)
}

#[test]
fn a_name_for_an_id_the_map_lacks_is_refused_with_the_id_meant_and_capitals_are_no_slip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("castle.ron");
    let file = path.display().to_string();
    // Ids ignore case, in a names table as on the board: `Blue-HQ` names the blue HQ.
    let (map, _) = castle_naming("Blue-HQ");
    std::fs::write(&path, &map).unwrap();
    let (code, _, err) = toyforge(&["validate", &file]);
    assert_eq!(code, 0, "{err}");
    // A slip: the nearest id.
    let (map, line) = castle_naming("blue-hqq");
    std::fs::write(&path, &map).unwrap();
    let (code, _, err) = toyforge(&["validate", &file]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {file}:{line}:13: the `zh` names give a name to `blue-hqq`, which is no location or region of this map; did you mean `blue-hq`?"
        )
    );
    // In a map written inside a Chinese lesson, which used to be read, its board showing the
    // English name: every command refuses it, at the id's place in the lesson.
    let lesson = dir.path().join("lesson.ron");
    let head = "(\n    format: 1,\n    title: \"城堡\",\n    language: \"zh\",\n    map: ";
    std::fs::write(
        &lesson,
        format!("{head}{map},\n    position: (to_move: blue),\n)"),
    )
    .unwrap();
    let file = lesson.display().to_string();
    let line = line + head.matches('\n').count();
    for command in ["validate", "check", "play", "legal"] {
        let (code, _, err) = toyforge(&[command, &file]);
        assert_eq!(code, 2, "{command}: {err}");
        assert!(
            err.contains(&format!(
                "{file}:{line}:13: the `zh` names give a name to `blue-hqq`"
            )) && err.contains("did you mean `blue-hq`?"),
            "{command}: {err}"
        );
    }
}

#[test]
fn a_number_out_of_bounds_names_the_field_and_the_numbers_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let castle = std::fs::read_to_string(common::castle_path()).unwrap();
    let targets = "targets: (blue: 7, red: 7)";
    assert!(castle.contains(targets), "Castle Field's targets");
    let line = castle[..castle.find(targets).unwrap()]
        .matches('\n')
        .count()
        + 1;
    for number in ["99999999999", "-1"] {
        let path = dir.path().join("castle.ron");
        let text = castle.replace(targets, &format!("targets: (blue: {number}, red: 7)"));
        std::fs::write(&path, text).unwrap();
        let file = path.display().to_string();
        let (code, _, err) = toyforge(&["validate", &file]);
        assert_eq!(code, 2, "{err}");
        assert_eq!(
            err.trim_end(),
            format!(
                "error: {file}:{line}:21: `targets.blue`: the number {number} is out of bounds; this field holds a whole number from 0 to 4294967295"
            )
        );
    }
    // A field of 64 bits in a lesson, and one deep in its steps.
    let cases = [
        (
            "(format: 1, map: \"MAP\", position: (to_move: blue, seed: 18446744073709551616),\n steps: [])",
            "18446744073709551616",
            "`position.seed`: the number 18446744073709551616 is out of bounds; this field holds a whole number from 0 to 18446744073709551615",
        ),
        (
            "(format: 1, map: \"MAP\", position: (to_move: blue),\n steps: [Explain(title: \"x\", text: \"y\"), Practice(title: \"p\", goal: Medals(n: 4294967296, within: 2), opponent: \"greedy\")])",
            "4294967296",
            "`steps[1].goal.n`: the number 4294967296 is out of bounds; this field holds a whole number from 0 to 4294967295",
        ),
    ];
    for (body, number, want) in cases {
        let lesson = common::lesson_in_folder(dir.path(), "lesson.ron", body);
        let text = std::fs::read_to_string(&lesson).unwrap();
        let at = text.find(number).unwrap();
        let line = text[..at].matches('\n').count() + 1;
        let column = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
        let file = lesson.display().to_string();
        let (code, _, err) = toyforge(&["check", &file]);
        assert_eq!(code, 2, "{err}");
        assert_eq!(
            err.trim_end(),
            format!("error: {file}:{line}:{column}: {want}")
        );
    }
}
