//! `toyforge check` in English, pinned line by line: the check's refusals, invalid fields,
//! position problems and the loaders' errors read exactly as they do here. The sentences are
//! messages (`locales/en/editor-lesson.ftl`, `locales/en/editor.ftl`) that the editor shows in
//! its own language; the command line keeps writing this English.

use crate::common;

use common::CASTLE_POSITION as POSITION;

use std::path::Path;

/// The output of `toyforge check FILE` with the folder's path written as `DIR`.
fn check(dir: &Path, file: &Path) -> (i32, String, String) {
    let (code, out, err) = common::toyforge(&["check", &common::arg(file)]);
    let d = dir.display().to_string();
    (code, out.replace(&d, "DIR"), err.replace(&d, "DIR"))
}

#[test]
fn the_checks_problems_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, title: "Broken", map: "MAP", {POSITION}
        steps: [
            Explain(title: "Where", text: "t", highlight: ["nowhere", "Orchrd"], arrows: [(from: "orchard", to: "atlantis")]),
            Compare(title: "One", prompt: "p", candidates: [
                (label: "lonely", actions: "place roxy @left-outpost", claims: [],
                 variations: [(after: 5, actions: "draw", claims: [Legal])]),
            ]),
            Compare(title: "Lines", prompt: "p", candidates: [
                (label: "too weak", actions: "place roxy @red-hq", claims: [Legal]),
                (label: "", actions: "", claims: [Legal]),
            ]),
            FindMove(title: "Find", prompt: "p",
                solution: (actions: "place roxy @left-outpost", feedback: "yes", claims: []),
                wrong: [(actions: "draw", feedback: "", claims: [])],
                default_feedback: ""),
            Practice(title: "Play", text: "t", goal: CaptureHq(within: 0), opponent: "greedy"),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "broken.ron", &body);
    let (code, out, err) = check(dir.path(), &path);
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(err, "");
    let want = r#"DIR/broken.ron: step 1 "Where", highlight: `nowhere` is no base or HQ of the map
DIR/broken.ron: step 1 "Where", highlight: `Orchrd` is no base or HQ of the map; did you mean `orchard`?
DIR/broken.ron: step 1 "Where", arrows: `atlantis` is no base or HQ of the map
DIR/broken.ron: step 2 "One": a comparison needs two or more candidate lines; it has 1
DIR/broken.ron: step 2 "One", candidate 1 "lonely": the candidate makes no claim; add at least one for the engine to verify
DIR/broken.ron: step 2 "One", candidate 1 "lonely", variation 1: the variation starts after action 5, but its parent line has 1
DIR/broken.ron: step 3 "Lines", candidate 1 "too weak": illegal line "place roxy @red-hq": action 1 'place roxy @red-hq': @red-hq is not connected to blue's HQ: a placement needs a path from the HQ through bases topped by blue's own troops
DIR/broken.ron: step 3 "Lines", candidate 1 "too weak": false claim Legal
    expected: every action of the line to be legal
    found:    action 1 'place roxy @red-hq': @red-hq is not connected to blue's HQ: a placement needs a path from the HQ through bases topped by blue's own troops
DIR/broken.ron: step 3 "Lines", candidate 2: the candidate has no actions
DIR/broken.ron: step 4 "Find", wrong line 1: the wrong line has no feedback
DIR/broken.ron: step 4 "Find": the puzzle has no default feedback for other wrong lines
DIR/broken.ron: step 5 "Play", goal: the goal allows 0 turns
DIR/broken.ron: 12 problems (5 steps, 1 claim verified)
"#;
    assert_eq!(out, want);
}

#[test]
fn a_wrong_line_the_judge_takes_for_the_solution_reads_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, title: "Judged", map: "MAP", {POSITION}
        steps: [
            FindMove(title: "Find", prompt: "p",
                solution: (actions: "place roxy @left-outpost", feedback: "yes", claims: []),
                wrong: [(actions: "place roxy @left-outpost", feedback: "no", claims: []),
                        (actions: "draw", feedback: "no", claims: [])],
                default_feedback: "no"),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "judged.ron", &body);
    let (code, out, err) = check(dir.path(), &path);
    assert_eq!(code, 1, "{out}{err}");
    let want = r#"DIR/judged.ron: step 1 "Find", wrong line 1: the learner playing this line would not get its feedback (the judge says the solution)
DIR/judged.ron: 1 problem (1 step, 0 claims verified)
"#;
    assert_eq!(out, want);
}

#[test]
fn an_impossible_position_reads_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let body = r#"(format: 1, title: "Crowded", map: "MAP", position: (
        to_move: blue,
        stacks: {"keep-gate": [(blue, roxy), (blue, roxy), (blue, roxy)], "nowhere": [(red, kwak)], "orchad": [(red, kwak)]},
        claimed: {"nrth": blue},
    ), steps: [Explain(title: "x", text: "y")])"#;
    let path = common::lesson_in_folder(dir.path(), "crowded.ron", body);
    let (code, out, err) = check(dir.path(), &path);
    assert_eq!(code, 1, "{out}{err}");
    let want = r#"DIR/crowded.ron: impossible position (3 problems):
  - `nowhere` in the stacks is no base of the map
  - `orchad` in the stacks is no base of the map; did you mean `orchard`?
  - `nrth` among the claimed regions is no region of the map; did you mean `north`?
DIR/crowded.ron: 1 problem (1 step, 0 claims verified)
"#;
    assert_eq!(out, want);
}

#[test]
fn the_loaders_errors_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let cases: &[(&str, &str)] = &[
        (
            "syntax.ron",
            "(\n    format: 1,\n    map: \"MAP\",\n    steps: [Explain(title: \"x\" text: \"y\")],\n)",
        ),
        ("newer.ron", "(\n    format: 9,\n    map: \"MAP\",\n)"),
        ("zero.ron", "(format: 0, map: \"MAP\", steps: [])"),
        (
            "lost.ron",
            "(format: 1, map: \"maps/no-such-map.ron\", steps: [])",
        ),
        (
            "outside.ron",
            "(format: 1, map: \"/etc/passwd\", steps: [])",
        ),
        (
            "course.ron",
            "(format: 2, title: \"C\", language: \"en\", sections: [(title: \"S\", lessons: [\"missing.ron\"])])",
        ),
        (
            "opponent.ron",
            "(format: 1, map: \"MAP\", steps: [\n    Explain(title: \"x\", text: \"y\"),\n    Practice(title: \"Play\", goal: Win, opponent: \"genius\"),\n])",
        ),
    ];
    let mut got = String::new();
    for (name, body) in cases {
        let path = common::lesson_in_folder(dir.path(), name, body);
        let (code, out, err) = check(dir.path(), &path);
        got.push_str(&format!("{name} {code}\n{out}{err}"));
    }
    let not_utf8 = dir.path().join("latin1.ron");
    std::fs::write(&not_utf8, b"(format: 1, title: \"caf\xe9\")").unwrap();
    let (code, out, err) = check(dir.path(), &not_utf8);
    got.push_str(&format!("latin1.ron {code}\n{out}{err}"));
    let want = r#"syntax.ron 2
error: DIR/syntax.ron:4:32: Expected comma
newer.ron 2
error: DIR/newer.ron:2:13: this scenario was written by a newer toyforge (format 9; this version reads formats up to 1); update toyforge to open it
zero.ron 2
error: DIR/zero.ron:1:10: `format` must be 1 or more
lost.ron 2
error: DIR/lost.ron: its map `maps/no-such-map.ron` (tried DIR/maps/no-such-map.ron): cannot read the file: No such file or directory (os error 2)
outside.ron 2
error: DIR/outside.ron: its map `/etc/passwd` is an absolute path; a scenario names its map relative to its own folder
course.ron 2
error: DIR/course.ron: section 1 "S", lesson 1 "missing.ron": DIR/missing.ron: cannot read the file: No such file or directory (os error 2)
error: DIR/course.ron: the course is refused: every lesson it names must load
opponent.ron 2
error: DIR/opponent.ron:3:50: steps[1].opponent: `genius` is no computer level (no such level); a practice opponent is random, greedy, mcts, mcts:N (N iterations a move), mcts:Nms (N milliseconds a move), expert, expert:N or expert:Nms
latin1.ron 2
error: DIR/latin1.ron:1:24: the file is not UTF-8 text
"#;
    assert_eq!(got, want);
}
