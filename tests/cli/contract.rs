//! The command line's contract, the same for every command: one exit status rule for the same
//! inputs, a closed pipe as a normal end, bounded runs, `--first-game`, folders walked without
//! following links, and failed writes that leave nothing behind.

use crate::common;

use clap::CommandFactory;
use common::{arg, castle_path, repo_root, toyforge};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The commands that take one map, scenario or lesson file: the same status for the same input.
const ONE_FILE: [&str; 7] = [
    "validate", "render", "play", "legal", "analyse", "check", "simulate",
];
/// The commands held to the status another command gives for their input: `publish` to
/// `check`'s, `compare` to `validate`'s (`publish_and_compare_give_the_status_...`), `balance`
/// to `validate`'s (`balance_gives_the_status_validate_gives`).
const LIKE_ANOTHER: [&str; 3] = ["publish", "compare", "balance"];
/// The commands that read no file from the command line: `engine` reads commands, and is held
/// to one reply a command with every bad input (`tests/cli/engine.rs`).
const NO_FILE: [&str; 1] = ["engine"];

#[test]
fn every_command_has_a_case_of_the_contract() {
    let names: Vec<String> = toyforge::cli::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .filter(|n| n != "help")
        .collect();
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| {
            !ONE_FILE.contains(&n.as_str())
                && !LIKE_ANOTHER.contains(&n.as_str())
                && !NO_FILE.contains(&n.as_str())
        })
        .collect();
    assert!(
        missing.is_empty(),
        "no case of the exit contract in tests/cli/contract.rs for {missing:?}: add each to \
         ONE_FILE, or to LIKE_ANOTHER with a test of its own"
    );
    for n in ONE_FILE.iter().chain(&LIKE_ANOTHER).chain(&NO_FILE) {
        assert!(
            names.iter().any(|c| c == n),
            "tests/cli/contract.rs names `{n}`, which is no command"
        );
    }
}

/// The inputs every command is given, each in a folder of its own with the map beside it.
struct Inputs {
    _dir: tempfile::TempDir,
    root: PathBuf,
}

/// The map's text with its `format` field set to `n`, whatever the bundled map's format is.
fn with_format(map: &str, n: u32) -> String {
    let at = map.find("format: ").expect("the map's format field") + "format: ".len();
    let end = at
        + map[at..]
            .find(|c: char| !c.is_ascii_digit())
            .expect("a number");
    format!("{}{n}{}", &map[..at], &map[end..])
}

impl Inputs {
    fn new() -> Inputs {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let castle = fs::read_to_string(castle_path()).unwrap();
        fs::write(root.join("castle.ron"), &castle).unwrap();
        fs::write(
            root.join("syntax.ron"),
            "(format: 1,\n    name: \"Broken\",\n    targets: (blue: 7 red: 7),\n)",
        )
        .unwrap();
        fs::write(root.join("format-0.ron"), with_format(&castle, 0)).unwrap();
        fs::write(root.join("newer.ron"), with_format(&castle, 9)).unwrap();
        fs::copy(
            repo_root().join("tests/fixtures/engine-invalid-map.ron"),
            root.join("invalid-map.ron"),
        )
        .unwrap();
        fs::write(
            root.join("on-invalid-map.ron"),
            "(format: 1, map: \"invalid-map.ron\", position: (to_move: blue))",
        )
        .unwrap();
        // Nine troops on a rack is impossible (RULES §9).
        fs::write(
            root.join("impossible.ron"),
            "(format: 1, map: \"castle.ron\", position: (to_move: blue, blue: (rack: [roxy, roxy, roxy, star, star, star, hook, hook, hook])))",
        )
        .unwrap();
        fs::write(
            root.join("outside.ron"),
            "(format: 1, map: \"/etc/passwd\", position: (to_move: blue))",
        )
        .unwrap();
        // A practice opponent given wrongly: no level, a budget that is no budget, over the
        // limit of a practice opponent.
        for (name, opponent) in PRACTICE_OPPONENTS {
            fs::write(root.join(name), practice_lesson(opponent)).unwrap();
        }
        Inputs { _dir: dir, root }
    }

    fn path(&self, name: &str) -> String {
        arg(&self.root.join(name))
    }
}

/// Lessons whose practice opponent is given wrongly, each with its opponent.
const PRACTICE_OPPONENTS: [(&str, &str); 4] = [
    ("opponent-unknown.ron", "minimax"),
    ("opponent-no-budget.ron", "mcts:0"),
    ("opponent-not-a-number.ron", "mcts:many"),
    ("opponent-too-strong.ron", "mcts:20001"),
];

/// A lesson on `castle.ron` with one practice step against `opponent`, on one line.
fn practice_lesson(opponent: &str) -> String {
    format!(
        "(format: 1, map: \"castle.ron\", position: (to_move: blue), steps: [Practice(title: \"p\", goal: Win, opponent: \"{opponent}\")])"
    )
}

/// The command line of `command` on `file` (with what it needs besides).
fn command_line(command: &str, file: &str, out: &Path) -> Vec<String> {
    let mut v = vec![command.to_string(), file.to_string()];
    match command {
        "render" => v.extend(["--out".to_string(), arg(&out.join("picture.svg"))]),
        "simulate" => v.extend(["--games".into(), "2".into(), "--threads".into(), "1".into()]),
        _ => {}
    }
    v
}

#[test]
fn every_command_gives_the_same_status_for_the_same_input() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    // (input, status of validate/play/legal/check/simulate, status of render). A map with
    // validation errors is drawn anyway by `render`, which is what it is for.
    let expected: [(&str, u8, u8); 12] = [
        ("missing.ron", 2, 2),
        ("opponent-unknown.ron", 2, 2),
        ("opponent-no-budget.ron", 2, 2),
        ("opponent-not-a-number.ron", 2, 2),
        ("opponent-too-strong.ron", 2, 2),
        ("syntax.ron", 2, 2),
        ("format-0.ron", 2, 2),
        ("newer.ron", 2, 2),
        ("outside.ron", 2, 2),
        ("on-invalid-map.ron", 1, 0),
        ("impossible.ron", 1, 1),
        ("castle.ron", 0, 0),
    ];
    let mut wrong = Vec::new();
    for (input, code, render_code) in expected {
        for command in ONE_FILE {
            let line = command_line(command, &inputs.path(input), out.path());
            let args: Vec<&str> = line.iter().map(String::as_str).collect();
            let (got, _, err) = toyforge(&args);
            let want = if command == "render" {
                render_code
            } else {
                code
            };
            if got != i32::from(want) {
                wrong.push(format!("{command} {input}: {got}, expected {want}: {err}"));
            }
            if want == 2 && command != "check" {
                assert!(
                    err.contains(input),
                    "{command} {input}: the message names the file: {err}"
                );
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_syntax_error_gives_the_same_place_in_every_command() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    let file = inputs.path("syntax.ron");
    for command in ONE_FILE {
        let line = command_line(command, &file, out.path());
        let args: Vec<&str> = line.iter().map(String::as_str).collect();
        let (_, _, err) = toyforge(&args);
        assert!(err.contains(&format!("{file}:3:")), "{command}: {err}");
    }
}

#[test]
fn a_practice_opponent_given_wrongly_is_refused_at_its_place_by_every_command() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    for (name, opponent) in PRACTICE_OPPONENTS {
        let file = inputs.path(name);
        let column = practice_lesson(opponent)
            .find(&format!("\"{opponent}\""))
            .unwrap()
            + 1;
        for command in ONE_FILE {
            let line = command_line(command, &file, out.path());
            let args: Vec<&str> = line.iter().map(String::as_str).collect();
            let (code, _, err) = toyforge(&args);
            assert_eq!(code, 2, "{command} {name}: {err}");
            assert!(
                err.contains(&format!(
                    "{file}:1:{column}: steps[0].opponent: `{opponent}`"
                )),
                "{command} {name}: {err}"
            );
        }
    }
}

#[test]
fn a_format_of_0_is_refused_at_its_place_in_every_command() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    let file = inputs.path("format-0.ron");
    let text = fs::read_to_string(&file).unwrap();
    let at = text.find("format: 0").unwrap() + "format: ".len();
    let line = text[..at].matches('\n').count() + 1;
    let column = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
    for command in ONE_FILE {
        let line_of_command = command_line(command, &file, out.path());
        let args: Vec<&str> = line_of_command.iter().map(String::as_str).collect();
        let (code, _, err) = toyforge(&args);
        assert_eq!(code, 2, "{command}: {err}");
        assert!(
            err.contains(&format!(
                "{file}:{line}:{column}: `format` must be 1 or more"
            )),
            "{command}: {err}"
        );
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    for command in ["legal", "play", "validate"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_toyforge"))
            .args([command, &arg(&castle_path())])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Like `| head -0`: the reader goes away before anything is written.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{command}: {err}");
        assert_eq!(out.status.code(), Some(0), "{command}: {err}");
    }
}

#[test]
fn a_full_standard_output_is_a_failed_write() {
    let Ok(full) = fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("note: no /dev/full here; the failed write to standard output is not tested");
        return;
    };
    let castle = arg(&castle_path());
    let cases: [&[&str]; 5] = [
        &["legal", &castle],
        &["validate", &castle],
        &["play", &castle, "--json"],
        &["simulate", &castle, "--games", "2"],
        &["engine"],
    ];
    for args in cases {
        let mut child = Command::new(env!("CARGO_BIN_EXE_toyforge"))
            .current_dir(repo_root())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(full.try_clone().unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write;
            // `engine` answers its commands; the others read nothing.
            let mut stdin = child.stdin.take().unwrap();
            let _ = stdin.write_all(b"hello\nquit\n");
        }
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.contains("cannot write the output"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    }
}

#[test]
fn a_file_without_a_subcommand_that_does_not_exist_is_refused_without_a_window() {
    for (given, says) in [
        ("legl", "no file `legl`; did you mean `toyforge legal`?"),
        ("simulat", "did you mean `toyforge simulate`?"),
        ("no-such-map.ron", "no file `no-such-map.ron`"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_toyforge"))
            .current_dir(repo_root())
            .arg(given)
            // Were a window tried, it would fail (or open) instead of this message.
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("DISPLAY")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{given}: {err}");
        assert!(err.contains(says), "{given}: {err}");
        assert!(!err.to_lowercase().contains("wayland"), "{given}: {err}");
    }
    let (_, _, err) = toyforge(&["no-such-map.ron"]);
    assert!(!err.contains("did you mean"), "{err}");
}

#[test]
fn the_number_of_games_is_bounded_with_a_clear_message() {
    let castle = arg(&castle_path());
    for games in ["18446744073709551615", "1000000000", "10000001"] {
        let (code, _, err) = toyforge(&["simulate", &castle, "--games", games]);
        assert_eq!(code, 2, "{games}: {err}");
        assert!(
            err.contains("--games") && err.contains("10000000") && !err.contains("panicked"),
            "{games}: {err}"
        );
    }
}

#[test]
fn first_game_mode_is_an_option_of_play_legal_and_simulate() {
    let clouds = arg(&repo_root().join("maps/city-of-clouds.ron"));
    // A Hook on a City of Clouds special base: the base offers a draw, unless first-game
    // mode turns special bases off.
    let moves = "place hook @kite-perch";
    let base = ["legal", &clouds, "--seed", "1", "--moves", moves];
    let (code, full, err) = toyforge(&base);
    assert_eq!(code, 0, "{err}");
    assert_eq!(full, "draw\nskip\n");
    let mut first = base.to_vec();
    first.push("--first-game");
    let (code, off, err) = toyforge(&first);
    assert_eq!(code, 0, "{err}");
    assert!(!off.contains("skip") && off.contains("place "), "{off}");

    let (_, played, _) = toyforge(&["play", &clouds, "--first-game"]);
    assert!(played.contains("first-game mode"), "{played}");

    let (code, json, err) = toyforge(&[
        "simulate",
        &clouds,
        "--games",
        "2",
        "--first-game",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(report["first_game"], true);
}

#[cfg(unix)]
#[test]
fn check_does_not_follow_links_to_folders() {
    let dir = tempfile::tempdir().unwrap();
    let lessons = dir.path().join("lessons");
    fs::create_dir_all(lessons.join("more")).unwrap();
    fs::create_dir(dir.path().join("maps")).unwrap();
    fs::copy(castle_path(), dir.path().join("maps/castle-field.ron")).unwrap();
    fs::copy(
        repo_root().join("scenarios/castle-3-star-choice.ron"),
        lessons.join("more/one.ron"),
    )
    .unwrap();
    let text = fs::read_to_string(lessons.join("more/one.ron")).unwrap();
    fs::write(
        lessons.join("more/one.ron"),
        text.replace("../maps/", "../../maps/"),
    )
    .unwrap();
    // A link back up the tree: followed, it would check the lesson over and over.
    std::os::unix::fs::symlink("..", lessons.join("more/up")).unwrap();
    let (code, out, err) = toyforge(&["check", &arg(&lessons)]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.matches("one.ron: ok").count(), 1, "{out}");
    assert!(out.contains("not followed"), "{out}");
}

#[test]
fn check_reports_a_broken_map_as_a_map() {
    let inputs = Inputs::new();
    let (code, _, err) = toyforge(&["check", &inputs.path("newer.ron")]);
    assert_eq!(code, 2);
    assert!(err.contains("this map was written by a newer"), "{err}");
    assert!(!err.contains("scenario written"), "{err}");
    let (code, _, err) = toyforge(&["check", &inputs.path("syntax.ron")]);
    assert_eq!(code, 2);
    assert!(err.contains("read as a map"), "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_failed_write_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let picture = dir.path().join("castle.svg");
    // Files of at most 4 KiB, with the signal ignored so that writing past it fails with an
    // error instead of killing the process.
    let script = format!(
        "trap '' XFSZ; ulimit -f 8; exec \"$0\" render {} --out {}",
        arg(&castle_path()),
        arg(&picture)
    );
    let out = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_toyforge")])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot write the picture"), "{err}");
    let left: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// A course in `dir` naming `lessons`.
fn course_naming(dir: &Path, lessons: &[&str]) -> PathBuf {
    let names: Vec<String> = lessons.iter().map(|l| format!("{l:?}")).collect();
    let p = dir.join("test.course.ron");
    fs::write(
        &p,
        format!(
            "Course(version: 1, title: \"T\", sections: [(title: \"S\", lessons: [{}])])",
            names.join(", ")
        ),
    )
    .unwrap();
    p
}

#[test]
fn publish_and_compare_give_the_status_check_and_validate_give() {
    let inputs = Inputs::new();
    let root = &inputs.root;
    // A lesson whose action does not parse (2), one with a false claim (1), a good one (0).
    let lesson = |claims: &str, actions: &str| {
        format!(
            "(format: 1, title: \"L\", map: \"castle.ron\", position: (to_move: blue, blue: (rack: [roxy])), steps: [Compare(prompt: \"Which?\", candidates: [(label: \"A\", actions: {actions:?}, claims: [{claims}])])])"
        )
    };
    fs::write(root.join("bad-action.ron"), lesson("", "fly away")).unwrap();
    fs::write(
        root.join("false-claim.ron"),
        lesson("Medals(side: blue, count: 99)", ""),
    )
    .unwrap();
    fs::write(root.join("good.ron"), lesson("", "")).unwrap();
    let player = root.join("player");
    fs::create_dir_all(&player).unwrap();
    fs::write(player.join("toyforge.js"), "//").unwrap();
    fs::write(player.join("toyforge_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
    let mut wrong = Vec::new();
    for input in [
        "bad-action.ron",
        "false-claim.ron",
        "good.ron",
        "missing.ron",
        "syntax.ron",
    ] {
        let (check, _, check_err) = toyforge(&["check", &inputs.path(input)]);
        let course = course_naming(root, &[input]);
        let site = root.join(format!("site-{input}"));
        let (publish, _, err) = toyforge(&[
            "publish",
            &arg(&course),
            "--out",
            &arg(&site),
            "--player",
            &arg(&player),
        ]);
        if publish != check {
            wrong.push(format!(
                "publish {input}: {publish}, check: {check}: {err} / {check_err}"
            ));
        }
    }
    // compare takes two maps: the status validate gives for the worse of them.
    for input in [
        "missing.ron",
        "syntax.ron",
        "format-0.ron",
        "newer.ron",
        "castle.ron",
    ] {
        let (validate, _, _) = toyforge(&["validate", &inputs.path(input)]);
        for pair in [[input, "castle.ron"], ["castle.ron", input]] {
            let (compare, _, err) = toyforge(&[
                "compare",
                &inputs.path(pair[0]),
                &inputs.path(pair[1]),
                "--games",
                "2",
                "--threads",
                "1",
            ]);
            if compare != validate {
                wrong.push(format!(
                    "compare {pair:?}: {compare}, validate: {validate}: {err}"
                ));
            }
            if validate == 2 && !err.contains(input) {
                wrong.push(format!(
                    "compare {pair:?}: the message names the file: {err}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn balance_gives_the_status_validate_gives() {
    let inputs = Inputs::new();
    let mut wrong = Vec::new();
    for input in [
        "missing.ron",
        "syntax.ron",
        "format-0.ron",
        "newer.ron",
        "invalid-map.ron",
        "castle.ron",
    ] {
        let (validate, _, _) = toyforge(&["validate", &inputs.path(input)]);
        // A band wide enough that the bundled map is within it after one look.
        let (balance, _, err) = toyforge(&[
            "balance",
            &inputs.path(input),
            "--levels",
            "random",
            "--games",
            "20",
            "--within",
            "40",
            "--threads",
            "1",
        ]);
        if balance != validate {
            wrong.push(format!(
                "balance {input}: {balance}, validate: {validate}: {err}"
            ));
        }
        if validate == 2 && !err.contains(input) {
            wrong.push(format!(
                "balance {input}: the message names the file: {err}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_course_where_a_map_or_a_lesson_is_expected_is_named_as_a_course() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    let course = course_naming(&inputs.root, &["castle.ron"]);
    for command in ["validate", "render", "play", "legal", "analyse"] {
        let line = command_line(command, &arg(&course), out.path());
        let args: Vec<&str> = line.iter().map(String::as_str).collect();
        let (code, _, err) = toyforge(&args);
        assert_eq!(code, 2, "{command}: {err}");
        assert!(
            err.contains("test.course.ron") && err.contains("this is a course"),
            "{command}: {err}"
        );
        assert!(
            err.contains("toyforge check") && err.contains("toyforge publish"),
            "{err}"
        );
        assert!(!err.contains("Expected struct"), "{err}");
    }
    // A course naming a course.
    fs::rename(&course, inputs.root.join("inner.course.ron")).unwrap();
    let outer = inputs.root.join("outer.course.ron");
    fs::write(
        &outer,
        "Course(version: 1, title: \"T\", sections: [(title: \"S\", lessons: [\"inner.course.ron\"])])",
    )
    .unwrap();
    let (code, _, err) = toyforge(&["check", &arg(&outer)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("inner.course.ron") && err.contains("this is a course"),
        "{err}"
    );
    assert!(!err.contains("Unexpected field"), "{err}");
}

#[test]
fn a_map_or_a_lesson_where_another_kind_is_expected_is_named_as_what_it_is() {
    let inputs = Inputs::new();
    let out = tempfile::tempdir().unwrap();
    let site = arg(&out.path().join("site"));
    let map = inputs.path("castle.ron");
    let lesson = inputs.root.join("lesson.ron");
    fs::write(
        &lesson,
        "(format: 1, title: \"L\", map: \"castle.ron\", position: (to_move: blue), steps: [Explain(title: \"x\", text: \"y\")])",
    )
    .unwrap();
    let lesson = arg(&lesson);
    let cases: [(&[&str], String); 5] = [
        (
            &["publish", &map, "--out", &site],
            format!(
                "{map}: this is a map, not a course (a list of lessons); did you mean `toyforge validate {map}`?"
            ),
        ),
        (
            &["publish", &lesson, "--out", &site],
            format!(
                "{lesson}: this is a lesson, not a course (a list of lessons); did you mean `toyforge check {lesson}`? `toyforge publish` takes a course that names its lessons"
            ),
        ),
        (
            &["compare", &lesson, &map, "--games", "2"],
            format!("{lesson}: this is a lesson, not a map; did you mean its map, `{map}`?"),
        ),
        (
            &["compare", &map, &lesson, "--games", "2"],
            format!("{lesson}: this is a lesson, not a map; did you mean its map, `{map}`?"),
        ),
        (
            &["balance", &lesson],
            format!("{lesson}: this is a lesson, not a map; did you mean its map, `{map}`?"),
        ),
    ];
    for (args, want) in cases {
        let (code, _, err) = toyforge(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(err.trim_end(), format!("error: {want}"), "{args:?}");
    }
    // A course naming a map as a lesson: the map is named as a map, not as a lesson of a newer
    // format (a map's format is not a lesson's).
    let course = course_naming(&inputs.root, &["castle.ron"]);
    for command in ["check", "publish"] {
        let (code, _, err) = toyforge(
            &[command, &arg(&course), "--out", &site][..if command == "check" { 2 } else { 4 }],
        );
        assert_eq!(code, 2, "{command}: {err}");
        assert!(
            err.contains(&format!("{map}: this is a map, not a lesson;")),
            "{command}: {err}"
        );
        assert!(!err.contains("newer toyforge"), "{command}: {err}");
    }
    // `check` takes a lesson or a course whatever its name says: a lesson named as a course is
    // checked as the lesson it is.
    let misnamed = inputs.root.join("lesson.course.ron");
    fs::copy(inputs.root.join("lesson.ron"), &misnamed).unwrap();
    let (code, out, err) = toyforge(&["check", &arg(&misnamed)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with(&format!("{}: ok", arg(&misnamed))), "{out}");
}

#[cfg(unix)]
#[test]
fn check_counts_the_files_that_are_no_lessons_apart_from_the_lessons() {
    let inputs = Inputs::new();
    let dir = inputs.root.join("lessons");
    fs::create_dir(&dir).unwrap();
    fs::copy(castle_path(), dir.join("castle.ron")).unwrap();
    let lesson = "(format: 1, title: \"L\", map: \"castle.ron\", position: (to_move: blue, blue: (rack: [roxy])))";
    fs::write(dir.join("a.ron"), lesson).unwrap();
    fs::write(dir.join("b.ron"), lesson).unwrap();
    assert!(
        Command::new("mkfifo")
            .arg(dir.join("pipe.ron"))
            .status()
            .unwrap()
            .success()
    );
    std::os::unix::fs::symlink("/dev/null", dir.join("device.ron")).unwrap();
    let (code, out, err) = toyforge(&["check", &arg(&dir)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("2 lessons checked: 0 failing"), "{out}");
    assert!(
        out.contains("2 other files could not be checked")
            && out.contains("pipe.ron")
            && out.contains("device.ron"),
        "{out}"
    );
}
