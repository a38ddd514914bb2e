//! `toyforge simulate`, run as the binary: the JSON and CSV statistics, the table, and the
//! refusal of bad input.

use crate::common;

#[test]
fn cli_simulate_json_has_the_statistics() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let csv = dir.path().join("games.csv");
    let out = common::command()
        .args([
            "simulate",
            "maps/castle-field.ron",
            "--games",
            "6",
            "--blue",
            "greedy",
            "--red",
            "random",
            "--seed",
            "3",
            "--threads",
            "2",
            "--json",
            "--csv",
        ])
        .arg(&csv)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(v["games"], 6);
    assert_eq!(v["blue"], "greedy");
    assert_eq!(v["red"], "random");
    assert_eq!(v["seed"], 3);
    let wins =
        v["wins"]["blue"].as_u64().expect("a count") + v["wins"]["red"].as_u64().expect("a count");
    assert_eq!(wins + v["unfinished"].as_u64().expect("a count"), 6);
    assert_eq!(
        v["seats"]["first"].as_u64().expect("a count")
            + v["seats"]["second"].as_u64().expect("a count"),
        wins
    );
    for reason in ["hq", "medals", "stalled"] {
        assert!(v["by_reason"][reason].is_u64(), "by_reason.{reason}");
    }
    for side in ["blue", "red"] {
        let r = &v["win_rate"][side];
        assert!(r["low"].as_f64().expect("low") <= r["rate"].as_f64().expect("rate"));
        assert!(r["rate"].as_f64().expect("rate") <= r["high"].as_f64().expect("high"));
    }
    assert!(v["average_turns"].as_f64().expect("a mean") > 0.0);
    assert!(v["average_actions"].as_f64().expect("a mean") > 0.0);
    let regions = v["regions"].as_array().expect("regions");
    assert_eq!(regions.len(), 6);
    assert!(regions.iter().any(|r| r["id"] == "west-ford"));
    assert!(regions[0]["claimed"]["blue"].is_u64());
    let bases = v["bases"].as_array().expect("bases");
    assert_eq!(bases.len(), 21);
    assert!(bases[0]["held"]["red"].is_u64());

    let text = std::fs::read_to_string(&csv).expect("the CSV file was written");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "a header and one row per game");
    let cols = lines[0].split(',').count();
    assert!(lines[0].starts_with("game,seed,first,winner,end,actions,turns"));
    assert!(lines[0].contains("region:west-ford") && lines[0].contains("base:central-bridge"));
    assert!(lines.iter().all(|l| l.split(',').count() == cols));
}

#[test]
fn cli_simulate_prints_a_table_and_refuses_bad_input() {
    let out = common::command()
        .args([
            "simulate",
            "maps/castle-field.ron",
            "--games",
            "2",
            "--red",
            "random",
        ])
        .output()
        .expect("the binary runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for want in [
        "blue wins",
        "red wins",
        "first player wins",
        "wins by reason",
        "west-ford",
        "central-bridge",
    ] {
        assert!(text.contains(want), "missing `{want}` in\n{text}");
    }
    // What the mix of endings means for the map is said under the table.
    assert!(
        [
            "An HQ race",
            "A medal race",
            "Many games stall",
            "A mixed game"
        ]
        .iter()
        .any(|a| text.contains(a)),
        "{text}"
    );

    let out = common::command()
        .args([
            "simulate",
            "maps/castle-field.ron",
            "--games",
            "2",
            "--blue",
            "deep-blue",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("deep-blue") && err.contains("mcts:N"), "{err}");

    let out = common::command()
        .args(["simulate", "maps/no-such-map.ron", "--games", "2"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-map.ron"));

    let out = common::command()
        .args(["simulate", "maps/castle-field.ron", "--games", "0"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
}

/// Runs `simulate maps/castle-field.ron ARGS... PATH`, checks that it succeeded, and returns
/// its standard output.
fn simulate_castle(args: &[&str], path: &std::path::Path) -> Vec<u8> {
    let out = common::command()
        .args(["simulate", "maps/castle-field.ron"])
        .args(args)
        .arg(path)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn cli_simulate_json_and_csv_have_the_designer_metrics() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let csv = dir.path().join("games.csv");
    let args = [
        "--games", "8", "--red", "random", "--json", "--luck", "--csv",
    ];
    let out = simulate_castle(&args, &csv);
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON on stdout");
    let metrics = v["metrics"].as_array().expect("metrics");
    for id in [
        "first_mover",
        "blue_wins",
        "unfinished",
        "end_hq",
        "turns",
        "branching",
        "branching_max",
        "decision_share",
        "coverage",
        "drama",
        "deficit",
        "lead_changes",
        "comeback",
    ] {
        let m = metrics
            .iter()
            .find(|m| m["metric"] == id)
            .unwrap_or_else(|| panic!("metric {id}"));
        assert!(
            m["low"].as_f64().unwrap() <= m["mean"].as_f64().unwrap() + 1e-9,
            "{id}"
        );
        assert!(m["games"].as_u64().unwrap() <= 8, "{id}");
    }
    assert_eq!(v["luck"]["deals"], 8);
    assert!(v.get("skill_trace").is_none(), "only what was asked for");
    let text = std::fs::read_to_string(&csv).expect("the CSV file");
    assert!(
        text.lines()
            .next()
            .unwrap()
            .contains("legal_max,choice_turns,bases_occupied")
    );
}

#[test]
fn cli_simulate_report_is_one_self_contained_page_with_every_part() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let report = dir.path().join("castle.html");
    let args = [
        "--games",
        "6",
        "--blue",
        "random",
        "--red",
        "random",
        "--suggest",
        "--ladder",
        "--luck",
        "--mcts-small",
        "2",
        "--mcts-full",
        "4",
        "--report",
    ];
    simulate_castle(&args, &report);
    let html = std::fs::read_to_string(&report).expect("the report");
    assert!(html.starts_with("<!DOCTYPE html>"));
    for part in [
        "<h2>Map and heat</h2>",
        "<h2>Metrics</h2>",
        "Branching factor",
        "<h2>Game length</h2>",
        "<h2>Skill trace</h2>",
        "<h2>Results</h2>",
        "by capturing an HQ",
        "because the other side stalled",
        "Endings: ",
        "<h2>Regions</h2>",
        "West Ford",
        "<h2>Luck</h2>",
        "What it means",
        "<h2>Suggestions</h2>",
        "no measurable advantage for either side",
        "blue held it",
    ] {
        assert!(html.contains(part), "missing {part}");
    }
    assert!(
        html.matches("<svg").count() >= 3,
        "map, heat map and histogram inline"
    );
    // Self-contained: nothing is fetched. The only URL is the SVG namespace, which names the
    // vocabulary and is never loaded.
    let stripped = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    for external in ["http:", "https:", "src=", "<link", "<script", "@import"] {
        assert!(
            !stripped.contains(external),
            "the report refers to `{external}`"
        );
    }
    // Paint references point inside the page (`url(#medal)`), never out of it.
    assert!(
        stripped
            .split("url(")
            .skip(1)
            .all(|rest| rest.starts_with('#')),
        "a url() outside the page"
    );

    let out = common::command()
        .args([
            "simulate",
            "maps/castle-field.ron",
            "--games",
            "2",
            "--report",
        ])
        .arg(dir.path().join("castle.pdf"))
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(".html"));
    let out = common::command()
        .args([
            "simulate",
            "scenarios/castle-3-star-choice.ron",
            "--games",
            "2",
            "--suggest",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("need a map file"));
}

#[test]
fn cli_simulate_suggests_only_changes_confirmed_at_two_levels() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Red needs only 2 medals: the draft favours red.
    let mut map = toyforge::map::Map::load("maps/castle-field.ron".as_ref()).unwrap();
    map.targets.red = 2;
    let path = dir.path().join("unfair.ron");
    map.save(&path).unwrap();
    let out = common::command()
        .args(["simulate"])
        .arg(&path)
        .args(["--games", "300", "--blue", "random", "--red", "random"])
        .args(["--suggest"])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("confirmed on fresh seeds at random and at greedy"),
        "{text}"
    );
    // Each change offered says what it changes at both levels.
    let first = text
        .lines()
        .find(|l| l.trim_start().starts_with("1. "))
        .unwrap_or_else(|| panic!("a confirmed change: {text}"));
    assert!(first.contains("points on the same games"), "{first}");
    assert!(text.contains("at greedy: blue wins"), "{text}");
    // On the fair bundled map nothing is offered. These 300 games (seed 10) happen to give
    // blue 44.0% [38.5, 49.7], which looks unfair; the screen then finds changes that seem to
    // help on the same games, and the fresh seeds show that none does.
    let out = common::command()
        .args([
            "simulate",
            "maps/castle-field.ron",
            "--games",
            "300",
            "--seed",
            "10",
        ])
        .args(["--blue", "random", "--red", "random", "--suggest"])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("none confirmed: 4 changes helped on the screen, none again"),
        "{text}"
    );
    assert!(
        !text.lines().any(|l| l.trim_start().starts_with("1. ")),
        "{text}"
    );
    // With more games the same map is called fair, and nothing is tried.
    let out = common::command()
        .args(["simulate", "maps/castle-field.ron", "--games", "1000"])
        .args(["--blue", "random", "--red", "random", "--suggest"])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("suggestions: none") && text.contains("nothing to change"),
        "{text}"
    );
}

#[test]
fn too_many_threads_are_refused_before_any_game() {
    for cmd in [
        vec!["simulate", "maps/castle-field.ron", "--games", "2"],
        vec![
            "compare",
            "maps/castle-field.ron",
            "maps/castle-field.ron",
            "--games",
            "2",
        ],
    ] {
        let out = common::command()
            .args(&cmd)
            .args(["--threads", "5000"])
            .output()
            .expect("the binary runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{cmd:?}: {err}");
        assert!(
            err.contains("--threads 5000") && err.contains("at most 256"),
            "{err}"
        );
    }
}
