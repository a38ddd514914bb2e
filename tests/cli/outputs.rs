//! Every command that writes a file refuses an output that is one of its inputs, before any
//! work, with exit status 2, and leaves the input as it was.

use crate::common;

use std::path::Path;

/// Runs the binary with `args` and checks the refusal: status 2, a message naming the option,
/// and `input` unchanged.
fn refused(args: &[&str], input: &Path, option: &str) {
    let before = std::fs::read(input).expect("the input");
    let out = common::run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(
        stderr.contains(option) && stderr.contains("does not overwrite its input"),
        "{args:?}: {stderr}"
    );
    assert_eq!(std::fs::read(input).expect("the input"), before, "{args:?}");
}

/// A copy of the bundled Castle Field in `dir`, named `name`.
fn castle_copy(dir: &Path, name: &str) -> String {
    let path = dir.join(name);
    std::fs::copy(common::castle_path(), &path).expect("a copy of the map");
    path.display().to_string()
}

#[test]
fn simulate_refuses_a_csv_or_report_that_is_its_input() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let map = castle_copy(dir.path(), "cf.ron");
    refused(
        &["simulate", &map, "--games", "2", "--csv", &map],
        Path::new(&map),
        "--csv",
    );
    // The same file by another name: `..` and a hard link.
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    let dotted = sub.join("../cf.ron").display().to_string();
    refused(
        &["simulate", &map, "--games", "2", "--csv", &dotted],
        Path::new(&map),
        "--csv",
    );
    let linked = dir.path().join("linked.ron");
    if std::fs::hard_link(&map, &linked).is_ok() {
        let linked = linked.display().to_string();
        refused(
            &["simulate", &map, "--games", "2", "--csv", &linked],
            Path::new(&map),
            "--csv",
        );
    }
    let page = castle_copy(dir.path(), "cf.html");
    refused(
        &["simulate", &page, "--games", "2", "--report", &page],
        Path::new(&page),
        "--report",
    );
}

#[test]
fn a_scenarios_map_file_is_an_input_too() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let scenario = common::repo_root().join("scenarios/castle-3-star-choice.ron");
    let text = std::fs::read_to_string(&scenario).expect("the scenario");
    // The scenario names "../maps/castle-field.ron".
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    let lesson = lessons.join("lesson.ron");
    std::fs::write(&lesson, text).unwrap();
    let maps = dir.path().join("maps");
    std::fs::create_dir(&maps).unwrap();
    let map = castle_copy(&maps, "castle-field.ron");
    let lesson = lesson.display().to_string();
    refused(
        &["simulate", &lesson, "--games", "2", "--csv", &map],
        Path::new(&map),
        "--csv",
    );
}

#[test]
fn render_balance_and_compare_refuse_to_overwrite_their_input() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let svg = castle_copy(dir.path(), "cf.svg");
    refused(&["render", &svg, "--out", &svg], Path::new(&svg), "--out");
    let map = castle_copy(dir.path(), "cf.ron");
    refused(
        &["balance", &map, "--levels", "random", "--out", &map],
        Path::new(&map),
        "--out",
    );
    let a = castle_copy(dir.path(), "a.html");
    let b = castle_copy(dir.path(), "b.ron");
    for (x, y) in [(&a, &b), (&b, &a)] {
        refused(
            &["compare", x, y, "--games", "2", "--report", &a],
            Path::new(&a),
            "--report",
        );
    }
}

#[test]
fn a_new_output_file_is_no_input() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let map = castle_copy(dir.path(), "cf.ron");
    let csv = dir.path().join("games.csv").display().to_string();
    let out = common::run(&["simulate", &map, "--games", "2", "--csv", &csv]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(Path::new(&csv).is_file());
}
