//! `toyforge compare`, run as the binary: the paired table and JSON, the report, and bad input
//! (maps that differ in rules or ids still compare; absurd game counts are refused).

use crate::common;

use std::path::{Path, PathBuf};

/// Castle Field with `edit` applied to its text, saved in `dir`.
fn variant(dir: &Path, name: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let text = std::fs::read_to_string(common::repo_root().join("maps/castle-field.ron"))
        .expect("the bundled map");
    let path = dir.join(name);
    std::fs::write(&path, edit(text)).expect("a variant");
    path
}

/// A path from blue's keep to red's left outpost: a shortcut for red.
fn shortcut(text: String) -> String {
    text.replace(
        "(\"willow-bend\", \"left-bridge\"),",
        "(\"willow-bend\", \"left-bridge\"),\n        (\"blue-hq\", \"red-left-outpost\"),",
    )
}

/// Runs `compare A B ARGS... [PATH]`, checks that it succeeded, and returns its output.
fn compare_ok(a: &Path, b: &Path, args: &[&str], path: Option<&Path>) -> Vec<u8> {
    let mut command = common::command();
    command.arg("compare").arg(a).arg(b).args(args);
    if let Some(p) = path {
        command.arg(p);
    }
    let out = command.output().expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn json(args: &[&str], a: &Path, b: &Path) -> serde_json::Value {
    let mut args = args.to_vec();
    args.push("--json");
    serde_json::from_slice(&compare_ok(a, b, &args, None)).expect("JSON on stdout")
}

fn blue_wins(v: &serde_json::Value) -> &serde_json::Value {
    v["metrics"]
        .as_array()
        .expect("metrics")
        .iter()
        .find(|m| m["metric"] == "blue_wins")
        .expect("blue_wins")
}

#[test]
fn cli_compare_finds_red_shortcut_and_nothing_in_a_map_against_itself() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let a = common::repo_root().join("maps/castle-field.ron");
    let b = variant(dir.path(), "shortcut.ron", shortcut);
    let args = [
        "--games", "400", "--blue", "random", "--red", "random", "--seed", "1",
    ];
    let v = json(&args, &a, &b);
    assert_eq!(v["games"], 400);
    let d = blue_wins(&v);
    assert_eq!(d["paired"]["significant"], true, "{d}");
    assert!(
        d["paired"]["high"].as_f64().unwrap() < 0.0,
        "red wins more: {d}"
    );
    assert!(v["bases"].as_array().unwrap().len() == 21);

    let v = json(&args, &a, &a);
    for m in v["metrics"].as_array().unwrap() {
        assert_eq!(m["paired"]["diff"], 0.0, "{m}");
        assert_eq!(m["paired"]["significant"], false, "{m}");
    }
}

#[test]
fn cli_compare_prints_the_table_and_writes_the_report() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let a = common::repo_root().join("maps/castle-field.ron");
    let b = variant(dir.path(), "shortcut.ron", shortcut);
    let report = dir.path().join("ab.html");
    let args = [
        "--games", "50", "--blue", "random", "--red", "random", "--report",
    ];
    let out = compare_ok(&a, &b, &args, Some(&report));
    let text = String::from_utf8_lossy(&out);
    for want in [
        "B - A",
        "95% interval",
        "blue wins",
        "lead changes",
        "significant at 5%",
    ] {
        assert!(text.contains(want), "missing `{want}` in\n{text}");
    }
    let html = std::fs::read_to_string(&report).expect("the report");
    for part in [
        "<h2>A/B:",
        "Heat difference",
        "more red in B",
        "<h2>Metrics</h2>",
    ] {
        assert!(html.contains(part), "missing {part}");
    }
    // Both variants are called Castle Field: the report tells them apart by their files.
    assert!(
        html.contains("<h2>A/B: castle-field.ron against shortcut.ron</h2>"),
        "the variants are not told apart in the heading"
    );
}

#[test]
fn cli_compare_of_other_rules_or_ids_still_runs_and_says_what_cannot_be_compared() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let a = common::repo_root().join("maps/castle-field.ron");
    let rules = variant(dir.path(), "pool.ron", |t| {
        t.replace("rule: Some(CastleField)", "rule: Some(TropicalPool)")
    });
    let args = ["--games", "6", "--blue", "random", "--red", "random"];
    let v = json(&args, &a, &rules);
    let notes = v["notes"].to_string();
    assert!(notes.contains("rule sets differ"), "{notes}");

    // Every id prefixed: nothing in common but the metrics.
    let renamed = variant(dir.path(), "renamed.ron", |t| {
        t.replace("id: \"", "id: \"x-")
    });
    let renamed_text = std::fs::read_to_string(&renamed).unwrap();
    let mut fixed = renamed_text.clone();
    // Paths and rings name ids too: prefix every quoted id of the base, HQ and region lists.
    for id in ids(&std::fs::read_to_string(&a).unwrap()) {
        fixed = fixed.replace(&format!("\"{id}\""), &format!("\"x-{id}\""));
    }
    std::fs::write(&renamed, fixed.replace("\"x-x-", "\"x-")).unwrap();
    let out = compare_ok(&a, &renamed, &args, None);
    let text = String::from_utf8_lossy(&out);
    assert!(text.contains("note: no base id is in both maps"), "{text}");
    assert!(
        text.contains("note: no region id is in both maps"),
        "{text}"
    );
    assert!(
        text.contains("blue wins"),
        "the metrics are still compared:\n{text}"
    );
}

/// The ids declared in a map's text (`id: "..."`).
fn ids(text: &str) -> Vec<String> {
    text.split("id: \"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn cli_compare_refuses_absurd_game_counts_and_bad_files() {
    let a = "maps/castle-field.ron";
    for games in ["0", "5000001", "99999999999999999999"] {
        let out = common::command()
            .args(["compare", a, a, "--games", games])
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(2), "--games {games}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--games") || err.contains("games"), "{err}");
    }
    let out = common::command()
        .args(["compare", a, a, "--games", "5000001"])
        .output()
        .expect("the binary runs");
    assert!(String::from_utf8_lossy(&out.stderr).contains("at most 5000000 pairs"));
    let out = common::command()
        .args(["compare", a, "maps/no-such.ron", "--games", "5"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such.ron"));
}

#[test]
fn one_pair_of_games_has_no_interval_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let a = common::castle_path();
    let b = variant(dir.path(), "shortcut.ron", shortcut);
    let report = dir.path().join("report.html");
    let out = compare_ok(
        &a,
        &b,
        &["--games", "1", "--threads", "1", "--report"],
        Some(&report),
    );
    let out = String::from_utf8(out).unwrap();
    // Below two pairs a Student's t interval is infinite: it is said to be none, not printed
    // from minus to plus infinity.
    assert!(!out.contains("inf"), "{out}");
    let row = out
        .lines()
        .find(|l| l.starts_with("blue wins"))
        .unwrap_or_else(|| panic!("a row for blue's wins: {out}"));
    assert!(row.contains("none (1 pair)"), "{row}");
    let html = std::fs::read_to_string(&report).unwrap();
    assert!(
        !html.contains("inf%"),
        "the report has no infinite interval"
    );
    assert!(html.contains("<td>none (1 pair)</td>"));
}
