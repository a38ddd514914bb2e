//! `toyforge engine` as a program drives it: a whole session through a pipe, an error line per
//! kind of bad command, standard input closed mid-session, and random command streams that
//! are always answered, soon and briefly.

use crate::common;

use common::{arg, castle_path, command};
use proptest::prelude::*;
use std::io::{Read, Write};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::Duration;

/// Sends `input` to `toyforge engine` (then closes its input) and returns its exit status and
/// standard output, failing the test when it does not end within `limit`.
fn engine(input: &str, limit: Duration) -> (i32, String) {
    let mut child = command()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        // The engine may quit before it has read everything: a closed pipe is fine.
        let _ = stdin.write_all(text.as_bytes());
    });
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut out = String::new();
        let _ = stdout.read_to_string(&mut out);
        let _ = tx.send(out);
    });
    let out = match rx.recv_timeout(limit) {
        Ok(out) => out,
        Err(_) => {
            let _ = child.kill();
            panic!("the engine did not end within {limit:?} on:\n{input}");
        }
    };
    let _ = writer.join();
    let status = child.wait().unwrap();
    (status.code().unwrap_or(-1), out)
}

/// Whether a line is the final answer of a command.
fn is_final(line: &str) -> bool {
    line.starts_with("ok ") || line.starts_with("bestmove ") || line.starts_with("error ")
}

#[test]
fn a_whole_session_loads_plays_searches_lists_observes_and_quits() {
    let input = format!(
        "load {}\nposition new 5\nplay draw\nlevel mcts:1500\nseed 3\ngo\nlegal\nobserve blue\nobserve red\nquit\nlegal\n",
        arg(&castle_path())
    );
    let (code, out) = engine(&input, Duration::from_secs(120));
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("ok loaded map "), "{out}");
    assert!(lines[1].starts_with("ok position "), "{out}");
    assert!(lines[2].starts_with("ok played 1 "), "{out}");
    assert_eq!(lines[3], "ok level mcts:1500");
    assert_eq!(lines[4], "ok seed 3");
    // Progress every 1,000 iterations and at the end, then the move.
    assert!(lines[5].starts_with("info iterations 1000 value "), "{out}");
    assert!(lines[6].starts_with("info iterations 1500 value "), "{out}");
    let best = lines[7].strip_prefix("bestmove ").expect("a bestmove");
    assert!(lines[6].ends_with(&format!("best {best}")), "{out}");
    // `legal` waited for the search and is answered after it.
    let legal_at = lines
        .iter()
        .position(|l| l.starts_with("ok legal "))
        .unwrap_or_else(|| {
            panic!("legal was answered: {out}");
        });
    assert!(lines[8..legal_at].iter().all(|l| l.starts_with("action ")));
    assert!(
        lines[8..legal_at].contains(&format!("action {best}").as_str()),
        "{out}"
    );
    let obs: Vec<&&str> = lines.iter().filter(|l| l.starts_with("obs ")).collect();
    assert!(
        obs.iter().any(|l| **l == "obs side blue") && obs.iter().any(|l| **l == "obs side red")
    );
    assert!(lines.contains(&"ok observe blue") && lines.contains(&"ok observe red"));
    // Each side sees its own rack and only the size of the other's.
    assert_eq!(obs.iter().filter(|l| l.starts_with("obs rack ")).count(), 2);
    assert_eq!(
        obs.iter()
            .filter(|l| l.starts_with("obs opponent-rack "))
            .count(),
        2
    );
    assert_eq!(lines.last(), Some(&"ok bye"), "nothing after quit: {out}");
}

#[test]
fn the_same_seed_gives_the_same_search_lines() {
    let input = format!(
        "load {}\nposition new 8\nbudget iterations 1200\nseed 11\ngo\n",
        arg(&castle_path())
    );
    let (_, a) = engine(&input, Duration::from_secs(120));
    let (_, b) = engine(&input, Duration::from_secs(120));
    assert_eq!(a, b);
    assert!(a.contains("bestmove "), "{a}");
}

#[test]
fn a_search_on_several_threads_spends_the_whole_budget_and_is_the_same_for_a_seed() {
    let input = format!(
        "load {}\nposition new 8\nbudget iterations 1500\nseed 11\nthreads 3\nshow\ngo\n",
        arg(&castle_path())
    );
    let (_, a) = engine(&input, Duration::from_secs(120));
    let (_, b) = engine(&input, Duration::from_secs(120));
    assert_eq!(a, b);
    assert!(a.contains("ok threads 3\n"), "{a}");
    assert!(a.contains("level mcts:1500 seed 11 threads 3\n"), "{a}");
    assert!(a.contains("info iterations 1500 "), "{a}");
    assert!(a.lines().last().unwrap().starts_with("bestmove "), "{a}");
}

#[test]
fn a_budget_keeps_the_expert_settings_and_the_expert_searches() {
    let input = format!(
        "load {}\nposition new 8\nlevel expert\nbudget iterations 900\nseed 3\ngo\nbudget ms 40\nlevel mcts\nbudget iterations 70\nquit\n",
        arg(&castle_path())
    );
    let (_, out) = engine(&input, Duration::from_secs(120));
    let lines: Vec<&str> = out.lines().collect();
    for want in [
        "ok level expert:25000",
        "ok level expert:900",
        "ok level expert:40ms",
        "ok level mcts:10000",
        "ok level mcts:70",
    ] {
        assert!(lines.contains(&want), "no `{want}` in {out}");
    }
    assert!(
        out.contains("info iterations 900 ") && out.contains("bestmove "),
        "{out}"
    );
}

#[test]
fn every_kind_of_bad_command_gets_one_error_line_and_the_session_goes_on() {
    let castle = arg(&castle_path());
    let bad = [
        ("frobnicate", "error unknown: "),
        ("load", "error load: expected the path"),
        (
            "load maps/no-such-map.ron",
            "error load: maps/no-such-map.ron",
        ),
        ("position new", "error position: no file is loaded"),
        ("legal", "error legal: no position is set up"),
        ("go", "error go: no position is set up"),
        ("observe blue", "error observe: no position is set up"),
        ("level mcts:0", "error level: unknown AI `mcts:0`"),
        (
            "budget ms lots",
            "error budget: `lots` is not a number of milliseconds",
        ),
        (
            "budget weeks 3",
            "error budget: expected `iterations N` or `ms N`",
        ),
        ("seed many", "error seed: `many` is not a seed"),
        ("threads 0", "error threads: `0` is not a number of threads"),
        ("threads 65", "from 1 to 64"),
        ("threads", "error threads: `` is not a number of threads"),
        ("stop", "error stop: no search is running"),
        (&*format!("load {castle}"), "ok loaded map "),
        ("position file", "is a map, which holds no position"),
        ("position new 1 2", "error position: unexpected `2`"),
        ("position new 1", "ok position "),
        ("play", "error play: expected actions"),
        ("play place", "error play: column "),
        ("play move @keep-gate @nowhere", "error play: "),
        ("observe green", "error observe: expected blue or red"),
        ("legal now", "error legal: takes no arguments"),
        ("isready", "ok ready"),
    ];
    let input: String = bad.iter().map(|(c, _)| format!("{c}\n")).collect();
    let (code, out) = engine(&input, Duration::from_secs(60));
    assert_eq!(code, 0, "the end of input ends cleanly");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), bad.len(), "one line a command:\n{out}");
    for ((command, want), got) in bad.iter().zip(&lines) {
        assert!(
            got.contains(want),
            "`{command}` gave `{got}`, expected `{want}`"
        );
    }
}

#[test]
fn closing_the_input_mid_session_ends_cleanly_even_during_a_search() {
    let castle = arg(&castle_path());
    // No quit: the input ends after a command, and during a search, which finishes its budget
    // before the commands that wait for it are answered.
    let (code, out) = engine(
        &format!("load {castle}\nposition new 2\nlegal\n"),
        Duration::from_secs(30),
    );
    assert_eq!(code, 0);
    assert!(
        out.lines().last().unwrap().starts_with("ok legal "),
        "{out}"
    );
    let (code, out) = engine(
        &format!("load {castle}\nposition new 2\nbudget iterations 2500\ngo\nshow\n"),
        Duration::from_secs(60),
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    let n = lines.len();
    assert!(lines[n - 3].starts_with("info iterations 2500 "), "{out}");
    assert!(lines[n - 2].starts_with("bestmove "), "{out}");
    assert!(lines[n - 1].contains(" to move level mcts:2500 "), "{out}");
    // Half a line, without its line ending, is still read.
    let (code, out) = engine(
        &format!("load {castle}\nposition ne"),
        Duration::from_secs(30),
    );
    assert_eq!(code, 0);
    assert!(
        out.lines()
            .last()
            .unwrap()
            .starts_with("error position: expected"),
        "{out}"
    );
}

#[test]
fn a_command_refused_as_busy_has_no_effect_and_is_answered_in_its_turn() {
    // A search long enough for every line to be read while it runs; 1,024 commands wait for
    // it, so the `stop`, `quit` and `legal` after them are refused.
    let mut input = format!(
        "load {}\nposition new 2\nbudget iterations 10000\ngo\n",
        arg(&castle_path())
    );
    input.push_str(&"show\n".repeat(1024));
    input.push_str("stop\nquit\nlegal\n");
    let (code, out) = engine(&input, Duration::from_secs(120));
    assert_eq!(code, 0);
    let finals: Vec<&str> = out.lines().filter(|l| is_final(l)).collect();
    assert_eq!(finals.len(), 4 + 1024 + 3, "one answer a command: {out}");
    // The refused `stop` did not stop the search: it spent its whole budget.
    let last_info = out.lines().rfind(|l| l.starts_with("info "));
    assert!(
        last_info.is_some_and(|l| l.starts_with("info iterations 10000 ")),
        "{out}"
    );
    assert!(finals[3].starts_with("bestmove "), "{out}");
    assert!(
        finals[4..4 + 1024]
            .iter()
            .all(|l| l.ends_with("level mcts:10000 seed 0 threads 1")),
        "{out}"
    );
    // The refusals come after the answers of the commands sent before them, in order, and the
    // refused `quit` did not end the session before `legal` was read.
    let busy = "error busy: 1024 commands already wait for the search;";
    assert_eq!(finals[1028], format!("{busy} `stop` was not done"));
    assert_eq!(finals[1029], format!("{busy} `quit` was not done"));
    assert_eq!(finals[1030], format!("{busy} `legal` was not done"));
}

/// One random command: mostly well formed, with wrong words, numbers and actions among them.
fn command_line() -> impl Strategy<Value = String> {
    let castle = arg(&castle_path());
    prop_oneof![
        Just(format!("load {castle}")),
        Just("load maps/none.ron".to_string()),
        (0u64..50).prop_map(|s| format!("position new {s}")),
        Just("position file".to_string()),
        Just("legal".to_string()),
        Just("observe".to_string()),
        prop_oneof![Just("blue"), Just("red"), Just("purple")].prop_map(|s| format!("observe {s}")),
        prop_oneof![
            Just("draw"),
            Just("skip"),
            Just("freeze"),
            Just("place roxy @orchard"),
            Just("move @keep-gate @orchard"),
            Just("draw; skip"),
            Just(";;"),
            Just("@@")
        ]
        .prop_map(|a| format!("play {a}")),
        prop_oneof![
            Just("random"),
            Just("greedy"),
            Just("mcts:50"),
            Just("mcts:20ms"),
            Just("mcts:0"),
            Just("chess")
        ]
        .prop_map(|l| format!("level {l}")),
        (0u32..300).prop_map(|n| format!("budget iterations {n}")),
        (0u32..40).prop_map(|n| format!("budget ms {n}")),
        any::<u64>().prop_map(|s| format!("seed {s}")),
        (0u32..5).prop_map(|n| format!("threads {n}")),
        Just("go".to_string()),
        Just("stop".to_string()),
        Just("show".to_string()),
        Just("isready".to_string()),
        Just("help".to_string()),
        "[a-z @:;0-9]{0,20}",
        Just("quit".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Whatever is sent, the engine ends within the bound, its output stays small and every
    /// command that was read before `quit` has one final line.
    #[test]
    fn random_command_streams_are_always_answered(commands in prop::collection::vec(command_line(), 1..40)) {
        let input: String = commands.iter().map(|c| format!("{c}\n")).collect();
        let (code, out) = engine(&input, Duration::from_secs(60));
        prop_assert_eq!(code, 0);
        prop_assert!(out.len() < 200_000, "bounded output: {} bytes", out.len());
        let finals = out.lines().filter(|l| is_final(l)).count();
        let sent = commands
            .iter()
            .take_while(|c| c.split_whitespace().next() != Some("quit"))
            .filter(|c| !c.trim().is_empty() && !c.trim().starts_with('#'))
            .count();
        let quit = usize::from(commands.iter().any(|c| c.split_whitespace().next() == Some("quit")));
        prop_assert_eq!(finals, sent + quit, "one final line a command:\n{}\n---\n{}", input, out);
        for l in out.lines() {
            prop_assert!(is_final(l) || l.starts_with("info ") || l.starts_with("action ")
                || l.starts_with("obs "), "unexpected line `{}`", l);
        }
    }
}
