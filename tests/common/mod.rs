//! What the application's integration tests share: where the repository's files are, and how
//! to run the `toyforge` binary. Map and board fixtures come from `toyforge_core::testkit`.
#![allow(dead_code, unused_imports)] // each test file uses its own part of it

use std::path::{Path, PathBuf};
pub mod ui;

use std::process::{Command, Output};

pub use toyforge_core::testkit::{
    bundled_map_path, castle_board, castle_map, compile, engine_board, fixture, load_map, position,
    repo_root,
};

/// Every lesson file in `scenarios/` (every course's lessons, both languages), sorted.
pub fn bundled_lessons() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo_root().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .filter(|p| !toyforge::scenario::is_course_file(p))
        .collect();
    v.sort();
    v
}

/// The bundled Castle Field's file.
pub fn castle_path() -> PathBuf {
    bundled_map_path("castle-field")
}

/// The binary, to be run from the repository's top folder; the caller adds the arguments.
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_toyforge"));
    command.current_dir(repo_root());
    command
}

/// Runs the binary with `args` (text or paths) from the repository's top folder.
pub fn run<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    command().args(args).output().expect("the binary runs")
}

/// Runs the binary and returns its exit code (-1 for a signal), standard output and error.
pub fn toyforge(args: &[&str]) -> (i32, String, String) {
    let out = run(args);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A path as the binary's argument.
pub fn arg(path: &Path) -> String {
    path.display().to_string()
}

/// A lesson file written into `dir`, with a copy of Castle Field in the folder's map library
/// (`maps/`); `MAP` in `body` names that copy.
pub fn lesson_in_folder(dir: &Path, name: &str, body: &str) -> PathBuf {
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::copy(castle_path(), dir.join("maps/castle-field.ron")).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, body.replace("MAP", "maps/castle-field.ron")).unwrap();
    path
}

/// A lesson's starting position on Castle Field: blue to move, four blue troops out, one Roxy
/// left in each rack.
pub const CASTLE_POSITION: &str = r#"position: (
        to_move: blue,
        stacks: {"keep-gate": [(blue, skully)], "market-square": [(blue, jumbo)], "orchard": [(blue, kwak)], "right-flank": [(blue, star)]},
        blue: (rack: [roxy]),
        red: (rack: [roxy]),
        first_game: true,
    ),"#;
