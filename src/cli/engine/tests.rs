//! The protocol in-process: a session driven through [`serve`] with the lines it answers.

use super::*;
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

fn castle() -> String {
    toyforge_core::testkit::bundled_map_path("castle-field")
        .display()
        .to_string()
}

/// Runs `lines` through the protocol, then the end of input; every line written.
fn session(lines: &[&str]) -> Vec<String> {
    let (tx, rx) = channel();
    for l in lines {
        tx.send(Event::Line(l.to_string())).unwrap();
    }
    tx.send(Event::End).unwrap();
    let mut out = Vec::new();
    serve(&rx, &tx, &mut |l| out.push(l.to_string()));
    out
}

#[test]
fn a_session_loads_plays_and_asks_for_a_move() {
    let load = format!("load {}", castle());
    let out = session(&[
        &load,
        "position new 7",
        "level mcts:300",
        "seed 5",
        "go",
        "legal",
        "quit",
    ]);
    assert_eq!(out[0], format!("ok loaded map {}", castle()));
    assert!(
        ["ok position blue to move", "ok position red to move"].contains(&out[1].as_str()),
        "{out:?}"
    );
    assert_eq!(out[2], "ok level mcts:300");
    assert_eq!(out[3], "ok seed 5");
    // `legal` and `quit` wait for the search and are answered after it.
    assert!(out[4].starts_with("info iterations 300 "), "{out:?}");
    assert!(out[5].starts_with("bestmove "), "{out:?}");
    assert!(out[out.len() - 2].starts_with("ok legal "), "{out:?}");
    assert_eq!(out.last().unwrap(), "ok bye");
}

#[test]
fn a_chosen_move_is_legal_and_the_same_for_the_same_seed() {
    let load = format!("load {}", castle());
    let run = || {
        session(&[&load, "position new 3", "level greedy", "seed 9", "go"])
            .into_iter()
            .find(|l| l.starts_with("bestmove "))
            .expect("a bestmove line")
    };
    let best = run();
    assert_eq!(best, run());
    let legal = session(&[&load, "position new 3", "legal"]);
    let action = best.trim_start_matches("bestmove ");
    assert!(
        legal.contains(&format!("action {action}")),
        "{best} among {legal:?}"
    );
    let played = session(&[&load, "position new 3", &format!("play {action}")]);
    assert!(played[2].starts_with("ok played 1 "), "{played:?}");
}

#[test]
fn each_kind_of_bad_command_is_one_error_line() {
    let load = format!("load {}", castle());
    let cases: [(&[&str], &str); 15] = [
        (&["frobnicate"], "error unknown: `frobnicate` is no command"),
        (
            &["position\u{0}new\u{1b}[2J"],
            "error unknown: `position\\u{0}new\\u{1b}[2J` is no command",
        ),
        (&["load"], "error load: expected the path"),
        (&["load /no/such/file.ron"], "error load: /no/such/file.ron"),
        (&["position new"], "error position: no file is loaded"),
        (
            &[&load, "position sideways"],
            "error position: expected `new [SEED]`",
        ),
        (
            &[&load, "position file"],
            "is a map, which holds no position",
        ),
        (
            &[&load, "position new x"],
            "error position: the seed must be",
        ),
        (&["legal"], "error legal: no position is set up"),
        (
            &[&load, "position new 1", "play place kwak @nowhere"],
            "error play: ",
        ),
        (
            &[&load, "position new 1", "play ???"],
            "error play: column 1: expected",
        ),
        (&["level minimax"], "error level: unknown AI `minimax`"),
        (
            &["budget ms 0"],
            "error budget: the time budget must be at least 1ms",
        ),
        (&["seed -1"], "error seed: `-1` is not a seed"),
        (&["stop"], "error stop: no search is running"),
    ];
    for (lines, want) in cases {
        let out = session(lines);
        let last = out.last().expect("an answer");
        assert!(last.contains(want), "{lines:?}: {out:?}");
        assert!(last.starts_with("error "), "{lines:?}: {out:?}");
        assert_eq!(
            out.len(),
            lines.len(),
            "one line a command: {lines:?}: {out:?}"
        );
    }
}

#[test]
fn a_failed_line_leaves_the_position_as_it_was() {
    let load = format!("load {}", castle());
    let before = session(&[&load, "position new 2", "observe blue"]);
    let legal = session(&[&load, "position new 2", "legal"]);
    let first = legal[2].trim_start_matches("action ").to_string();
    let after = session(&[
        &load,
        "position new 2",
        &format!("play {first}; place kwak @nowhere"),
        "observe blue",
    ]);
    assert!(after[2].starts_with("error play: "), "{after:?}");
    assert_eq!(before[2..], after[3..]);
}

#[test]
fn stop_ends_a_long_search_soon_and_the_answers_keep_the_order_of_the_commands() {
    let load = format!("load {}", castle());
    let (tx, rx) = channel();
    for l in [
        &load[..],
        "position new 4",
        "budget iterations 4000000000",
        "go",
        "legal",
    ] {
        tx.send(Event::Line(l.to_string())).unwrap();
    }
    let feeder = tx.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        for l in ["isready", "stop", "show", "quit", "legal"] {
            feeder.send(Event::Line(l.to_string())).unwrap();
        }
    });
    let began = Instant::now();
    let mut out = Vec::new();
    serve(&rx, &tx, &mut |l| out.push(l.to_string()));
    assert!(began.elapsed() < Duration::from_secs(30), "stopped soon");
    let finals: Vec<&String> = out
        .iter()
        .filter(|l| !l.starts_with("info ") && !l.starts_with("action "))
        .collect();
    assert_eq!(finals[3], "ok ready", "{out:?}");
    assert!(finals[4].starts_with("bestmove "), "{out:?}");
    assert!(finals[5].starts_with("ok legal "), "{out:?}");
    assert_eq!(finals[6], "ok stopped");
    assert!(finals[7].contains("level mcts:4000000000"), "show: {out:?}");
    assert_eq!(finals[8], "ok bye");
    assert_eq!(finals.len(), 9, "nothing after quit: {out:?}");
}

#[test]
fn a_line_too_long_or_not_text_is_refused_and_reading_goes_on() {
    let mut input = vec![b'x'; MAX_LINE + 10];
    input.push(b'\n');
    input.extend_from_slice(b"\xff\xfe\nisready\n");
    let (tx, rx) = channel();
    feed(std::io::Cursor::new(input), &tx);
    let mut out = Vec::new();
    serve(&rx, &tx, &mut |l| out.push(l.to_string()));
    assert_eq!(out.len(), 3, "{out:?}");
    assert!(out[0].starts_with("error line: too long"), "{out:?}");
    assert!(out[1].starts_with("error line: not UTF-8"), "{out:?}");
    assert_eq!(out[2], "ok ready");
}
