//! `toyforge analyse`: the ranked turns and a level's choice, the same for a seed, the JSON
//! shape, clear errors, and nothing of what the side to move cannot see in the output.

use crate::common;

use common::{arg, castle_path, lesson_in_folder, toyforge};

fn analyse(args: &[&str]) -> (i32, String, String) {
    let mut v = vec!["analyse"];
    v.extend_from_slice(args);
    toyforge(&v)
}

#[test]
fn the_best_turns_are_ranked_best_first_with_the_level_s_choice() {
    let castle = arg(&castle_path());
    let (code, out, err) = analyse(&[&castle, "--seed", "3", "--top", "4"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Castle Field: blue to move.", "{out}");
    assert!(lines[1].starts_with("Best complete turns ("), "{out}");
    let values: Vec<f64> = lines[2..6]
        .iter()
        .map(|l| l.split_whitespace().nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "best first: {out}");
    assert!(lines[2].trim_start().starts_with("1. "), "{out}");
    assert!(lines[6].starts_with("greedy plays: "), "{out}");
    // The choice is one of the legal actions.
    let choice = lines[6].trim_start_matches("greedy plays: ");
    let (_, legal, _) = toyforge(&["legal", &castle, "--seed", "3"]);
    assert!(legal.lines().any(|l| l == choice), "{choice} in {legal}");
}

#[test]
fn the_json_shape_is_the_documented_one_and_the_same_for_a_seed() {
    let castle = arg(&castle_path());
    let args = [
        &castle[..],
        "--seed",
        "5",
        "--moves",
        "draw",
        "--level",
        "mcts:150",
        "--json",
    ];
    let (code, a, err) = analyse(&args);
    assert_eq!(code, 0, "{err}");
    let (_, b, _) = analyse(&args);
    assert_eq!(a, b, "the same seed, the same output");
    let v: serde_json::Value = serde_json::from_str(&a).unwrap();
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "best",
            "choice",
            "cut",
            "deterministic",
            "judged",
            "level",
            "outcome",
            "search",
            "to_move"
        ]
    );
    assert_eq!(v["level"], "mcts:150");
    assert_eq!(v["deterministic"], true);
    assert!(v["judged"].as_u64().unwrap() >= 1);
    let best = v["best"].as_array().unwrap();
    assert_eq!(best.len(), 5);
    for (i, t) in best.iter().enumerate() {
        assert_eq!(t["rank"], i + 1);
        assert!(t["line"].is_string() && t["value"].is_f64() || t["value"].is_i64());
    }
    assert_eq!(v["search"]["iterations"], 150);
    assert_eq!(v["search"]["threads"], 1);
    // On three threads: the whole budget, shared out, and the same output for the seed.
    let mut threaded = args.to_vec();
    threaded.extend(["--threads", "3"]);
    let (code, c, err) = analyse(&threaded);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        analyse(&threaded).1,
        c,
        "the same seed and threads, the same output"
    );
    let t: serde_json::Value = serde_json::from_str(&c).unwrap();
    assert_eq!(t["search"]["iterations"], 150);
    assert_eq!(t["search"]["threads"], 3);
    assert_eq!(
        t["best"], v["best"],
        "the ranking does not depend on the threads"
    );
    assert!(v["choice"].is_string());
    // A time budget says it is not reproducible.
    let (code, t, _) = analyse(&[&castle, "--level", "mcts:30ms", "--json"]);
    assert_eq!(code, 0);
    let t: serde_json::Value = serde_json::from_str(&t).unwrap();
    assert_eq!(t["deterministic"], false);
    assert_eq!(t["level"], "mcts:30ms");
    let (_, text, _) = analyse(&[&castle, "--level", "mcts:30ms"]);
    assert!(text.contains("another run may choose otherwise"), "{text}");
}

#[test]
fn bad_input_is_one_line_that_says_where() {
    let castle = arg(&castle_path());
    let cases: [(Vec<&str>, i32, &str); 7] = [
        (vec!["maps/no-such.ron"], 2, "maps/no-such.ron"),
        (
            vec![&castle, "--level", "mcts:fast"],
            2,
            "--level: unknown AI `mcts:fast`",
        ),
        (vec![&castle, "--level", "mcts:0ms"], 2, "at least 1ms"),
        (
            vec![&castle, "--moves", "draw; place"],
            2,
            "--moves:1:12: expected a troop",
        ),
        (
            vec![&castle, "--moves", "move @orchard @keep-gate"],
            1,
            "move @orchard @keep-gate",
        ),
        (
            vec![&castle, "--top", "0"],
            2,
            "--top: 0 is not from 1 to 64",
        ),
        (
            vec![&castle, "--threads", "65"],
            2,
            "--threads: 65 is not from 1 to 64",
        ),
    ];
    for (args, want_code, want) in cases {
        let (code, out, err) = analyse(&args);
        assert_eq!(code, want_code, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(want),
            "{args:?}: {err}"
        );
    }
}

/// A lesson position on Castle Field; `red` and `blue_hidden` are the parts blue cannot see.
fn position(red: &str, blue_hidden: &str) -> String {
    format!(
        r#"(format: 1, map: "MAP", position: (
        to_move: blue,
        stacks: {{"keep-gate": [(blue, skully)], "orchard": [(blue, kwak)], "market-square": [(red, jumbo)]}},
        blue: (rack: [roxy, hook]{blue_hidden}),
        red: ({red}),
    ))"#
    )
}

#[test]
fn what_the_mover_cannot_see_never_changes_the_analysis() {
    let dir = tempfile::tempdir().unwrap();
    // The same public position: red's rack, both reserves' order and the removed troops differ.
    let a = lesson_in_folder(
        dir.path(),
        "a.ron",
        &position(
            "rack: [roxy, hook], reserve: Top([star, kwak]), removed: [capn]",
            ", reserve: Top([capn]), removed: [jumbo]",
        ),
    );
    let b = lesson_in_folder(
        dir.path(),
        "b.ron",
        &position(
            "rack: [star, capn], reserve: Top([roxy]), removed: [skully]",
            ", reserve: Top([star, star]), removed: [capn]",
        ),
    );
    let (a, b) = (arg(&a), arg(&b));
    let (ca, pa, ea) = toyforge(&["play", &a, "--json"]);
    let (cb, pb, eb) = toyforge(&["play", &b, "--json"]);
    assert_eq!((ca, cb), (0, 0), "{ea}{eb}");
    assert_ne!(pa, pb, "the two files hold different hidden states");
    // Only the position itself: a line of moves would hand the turn to red, who sees what
    // differs, or draw from the reserve, whose order differs.
    for level in ["random", "greedy", "mcts:120", "mcts:2000"] {
        for seed in ["0", "1", "2"] {
            let run = |f: &str| analyse(&[f, "--level", level, "--seed", seed, "--json"]);
            let (ra, rb) = (run(&a), run(&b));
            assert_eq!(ra.0, 0, "{}", ra.2);
            assert_eq!(ra, rb, "level {level}, seed {seed}");
        }
    }
}

#[test]
fn a_search_that_needs_no_iteration_says_why() {
    // Red's chain reaches blue's HQ with two Cap'ns and a Skully, and nothing else can be on
    // red's rack. Blue's Jumbo is on red's Right Outpost: its discard of red's Market Square
    // cuts the chain, and skipping it hands red the game.
    let dir = tempfile::tempdir().unwrap();
    let file = lesson_in_folder(
        dir.path(),
        "chain.ron",
        r#"(format: 1, map: "MAP", position: (
            to_move: blue,
            stacks: {
                "red-keep-gate": [(red, roxy)], "red-market-square": [(red, roxy)],
                "central-bridge": [(red, star)], "market-square": [(red, star)],
                "right-outpost": [(red, jumbo)], "left-outpost": [(blue, star)],
                "left-bridge": [(blue, roxy)], "willow-bend": [(blue, jumbo)],
                "keep-gate": [(blue, roxy)],
            },
            discard: [(red, kwak), (red, kwak), (red, kwak), (red, skully), (red, skully),
                (red, roxy), (red, capn), (red, jumbo), (red, jumbo), (red, hook), (red, hook),
                (red, hook), (red, xb42), (red, xb42), (red, xb42), (red, star)],
            blue: (rack: [skully, jumbo]),
            red: (rack: [capn, capn, skully], reserve: Exact([])),
        ))"#,
    );
    let file = arg(&file);
    let args = [
        &file[..],
        "--moves",
        "place jumbo @red-right-outpost",
        "--level",
        "mcts",
    ];
    let (code, text, err) = analyse(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        text.contains("Search: none needed, every other action hands the opponent a win:"),
        "{text}"
    );
    assert!(
        text.contains("mcts:10000 plays: discard @red-market-square"),
        "{text}"
    );
    let mut json = args.to_vec();
    json.push("--json");
    let (code, out, err) = analyse(&json);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["search"]["decided"], "only-safe");
    assert_eq!(v["search"]["iterations"], 0);
    // An ordinary search says nothing of the kind.
    let castle = arg(&castle_path());
    let (_, out, _) = analyse(&[&castle, "--level", "mcts:100", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v["search"]["decided"].is_null(), "{out}");
    assert_eq!(v["search"]["iterations"], 100);
}
