//! `toyforge balance`, run as the binary: a draft with a shortcut next to blue's HQ is balanced
//! and written, a fair draft is left alone, and bad input gets a clear message.

use crate::common;

use toyforge::map::{Map, Path};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = common::command()
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cli_balance_writes_a_balanced_map_and_says_what_changed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut map = Map::load("maps/castle-field.ron".as_ref()).unwrap();
    map.paths.push(Path::new("blue-hq", "market-square"));
    let draft = dir.path().join("shortcut.ron");
    map.save(&draft).unwrap();
    let out = dir.path().join("balanced.ron");
    let (code, text, err) = run(&[
        "balance",
        draft.to_str().unwrap(),
        "--levels",
        "greedy",
        "--games",
        "400",
        "--max-edits",
        "1",
        "--restarts",
        "0",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{text}{err}");
    assert!(text.contains("Within the band after 1 edit:"), "{text}");
    assert!(text.contains("  1. "), "{text}");
    assert!(
        text.contains("The drawing is the same after a half turn"),
        "{text}"
    );
    assert!(
        text.contains("as drawn:  greedy") && text.contains("after:     greedy"),
        "{text}"
    );
    let balanced = Map::load(&out).expect("the balanced map is written and loads");
    assert_ne!(balanced, map);
    assert!(toyforge::map::map_facts(&balanced).is_symmetric());
}

#[test]
fn cli_balance_leaves_a_fair_draft_alone_and_reports_json() {
    let (code, text, err) = run(&[
        "balance",
        "maps/castle-field.ron",
        "--levels",
        "random",
        "--games",
        "300",
        "--within",
        "8",
        "--json",
    ]);
    assert_eq!(code, 0, "{text}{err}");
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON on stdout");
    assert_eq!(v["reached"], true);
    assert_eq!(v["edits"], 0);
    assert_eq!(v["before"][0]["level"], "random");
    assert_eq!(v["before"][0]["games"], 600);
    assert!(v["written"].is_null());
}

#[test]
fn cli_balance_refuses_bad_input_with_a_clear_message() {
    for (args, says) in [
        (
            vec!["--games", "100,200"],
            "--games gives 2 numbers for 1 levels",
        ),
        (vec!["--within", "0"], "--within 0: the band"),
        (vec!["--max-edits", "0"], "from 1 to 20"),
        (vec!["--max-edits", "21"], "from 1 to 20"),
        (vec!["--restarts", "1000000"], "from 0 to 20"),
        (
            vec![
                "--levels",
                "random,random,random,random,random,random,random,random,random",
            ],
            "--levels names 9 levels: at most 8",
        ),
        (vec!["--out", "balanced.txt"], "a map file ends in .ron"),
        (
            vec!["--out", "no-such-folder/balanced.ron"],
            "the folder no-such-folder does not exist",
        ),
        (vec!["--levels", "strong"], "strong"),
    ] {
        let mut all = vec!["balance", "maps/castle-field.ron", "--levels", "greedy"];
        if args[0] == "--levels" {
            all.truncate(2);
        }
        all.extend(args.iter().copied());
        let (code, text, err) = run(&all);
        assert_eq!(code, 2, "{all:?}: {text}{err}");
        assert!(err.contains(says), "{all:?}: {err}");
    }
    let (code, _, err) = run(&["balance", "maps/no-such-map.ron"]);
    assert_eq!(code, 2);
    assert!(err.contains("no-such-map.ron"), "{err}");
}
