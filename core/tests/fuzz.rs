//! Fuzz tests that run with every `cargo test`: arbitrary bytes and structured mutations of the
//! bundled maps, scenarios and action lines go through the loaders, validation, the board
//! compiler, the lesson checker and the line player. None may panic, each case must finish in
//! bounded time, and every syntax error must name the file and a line and column inside the
//! text. (Longer runs: the cargo-fuzz targets in `fuzz/`.)

use proptest::prelude::*;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use toyforge_core::engine::{Board, GameOptions, State};
use toyforge_core::map::{LoadError, Map, read_text, validate};
use toyforge_core::notation::Line;
use toyforge_core::scenario::{
    LoadedScenario, MapSource, Scenario, check_scenario, looks_like_scenario,
};
use toyforge_core::testkit::{castle_board, repo_root};

/// The most one case may take, loading and checking included (the test profile is lightly
/// optimised; a case normally takes a few milliseconds).
const CASE_LIMIT: Duration = Duration::from_secs(5);

/// The bundled maps and scenarios, by file name.
fn bundled(folder: &str) -> &'static [(String, String)] {
    static MAPS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    static SCENARIOS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    let cell = if folder == "maps" { &MAPS } else { &SCENARIOS };
    cell.get_or_init(|| {
        let mut v: Vec<(String, String)> = std::fs::read_dir(repo_root().join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read_to_string(&p).unwrap())
            })
            .collect();
        v.sort();
        v
    })
}

/// The bundled maps, parsed, by the name scenarios use for them (`../maps/NAME`).
fn bundled_map(name: &str) -> Option<Map> {
    let file = name.strip_prefix("../maps/")?;
    let (_, text) = bundled("maps").iter().find(|(n, _)| n == file)?;
    Map::from_ron(text, file).ok()
}

/// Tokens that break RON in the ways people and tools do.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "'",
    "Some(",
    "None",
    "0",
    "-1",
    "4294967296",
    "1e40",
    "NaN",
    "inf",
    "\u{feff}",
    "城堡",
    "//",
    "/*",
    "*/",
    "\n",
    "\\",
    "blue",
    "red",
    "roxy",
    "kwak",
    "format: 9",
    "format: 0",
    "map: \"/etc/passwd\"",
    "position: ()",
    "steps: [",
    "Explain(",
    "r#\"",
    "#![enable(implicit_some)]",
    "medals: 4294967295",
    "\"central-bridge\"",
    "@",
    "place roxy @nowhere",
    "ring: []",
];

/// One change to a text: at a place given as a fraction of its length.
#[derive(Clone, Debug)]
enum Mutation {
    Delete { at: u16, len: u8 },
    Insert { at: u16, token: usize },
    Duplicate { at: u16, len: u8 },
    Truncate { at: u16 },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<u16>(), any::<u8>()).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (any::<u16>(), 0..TOKENS.len()).prop_map(|(at, token)| Mutation::Insert { at, token }),
        (any::<u16>(), any::<u8>()).prop_map(|(at, len)| Mutation::Duplicate { at, len }),
        any::<u16>().prop_map(|at| Mutation::Truncate { at }),
    ]
}

/// The character boundary at fraction `at / 65536` of the text.
fn place(text: &str, at: u16) -> usize {
    let mut i = text.len() * at as usize / 65536;
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn end_of(text: &str, from: usize, len: u8) -> usize {
    let mut j = (from + len as usize).min(text.len());
    while !text.is_char_boundary(j) {
        j -= 1;
    }
    j
}

fn apply(text: &str, m: &Mutation) -> String {
    let mut s = text.to_string();
    match *m {
        Mutation::Delete { at, len } => {
            let i = place(&s, at);
            let j = end_of(&s, i, len);
            s.replace_range(i..j, "");
        }
        Mutation::Insert { at, token } => {
            let i = place(&s, at);
            s.insert_str(i, TOKENS[token]);
        }
        Mutation::Duplicate { at, len } => {
            let i = place(&s, at);
            let j = end_of(&s, i, len);
            let piece = s[i..j].to_string();
            s.insert_str(j, &piece);
        }
        Mutation::Truncate { at } => {
            let i = place(&s, at);
            s.truncate(i);
        }
    }
    s
}

/// Every error names the file; a syntax error gives a line and column inside the text.
fn check_error(e: &LoadError, text: &str, file: &str) {
    let message = e.to_string();
    assert!(message.starts_with(file), "no file name: {message}");
    if let LoadError::Syntax { line, column, .. } = e {
        assert!(
            message.starts_with(&format!("{file}:{line}:{column}: ")),
            "{message}"
        );
        let lines: Vec<&str> = text.split('\n').collect();
        assert!(
            *line >= 1 && *line <= lines.len(),
            "line {line} of {}: {message}",
            lines.len()
        );
        let width = lines[line - 1].chars().count();
        assert!(
            *column >= 1 && *column <= width + 1,
            "column {column} of a line of {width}: {message}"
        );
    }
}

/// Everything toyforge does with a map or scenario text, as `validate`, `check`, `play` and
/// `render` do it (drawing aside).
fn exercise(text: &str, file: &str) {
    let started = Instant::now();
    let _ = looks_like_scenario(text);
    match Map::from_ron(text, file) {
        Err(e) => check_error(&e, text, file),
        Ok(map) => {
            let _ = validate(&map);
            if let Ok(board) = Board::compile(&map) {
                let st = State::new_game(Arc::new(board), 1, GameOptions::default());
                let _ = toyforge_core::notation::legal_texts(&st);
            }
        }
    }
    match Scenario::from_ron(text, file) {
        Err(e) => check_error(&e, text, file),
        Ok(scenario) => {
            let map = match &scenario.map {
                MapSource::Embedded(m) => Some((**m).clone()),
                MapSource::Path(p) => bundled_map(p),
            };
            if let Some(map) = map {
                let _ = validate(&map);
                let loaded = LoadedScenario {
                    scenario,
                    map,
                    map_path: None,
                };
                let _ = check_scenario(&loaded, file);
            }
        }
    }
    assert!(
        started.elapsed() < CASE_LIMIT,
        "{file} took {:?}",
        started.elapsed()
    );
}

/// Words of the action notation and what breaks them.
const WORDS: &[&str] = &[
    "draw",
    "place",
    "discard",
    "recall",
    "move",
    "revive",
    "freeze",
    "skip",
    "rack",
    "roxy",
    "star",
    "hook",
    "kwak",
    "capn",
    "cap'n",
    "xb-42",
    "X",
    "7",
    "9",
    "@keep-gate",
    "@left-outpost",
    "@central-bridge",
    "@red-hq",
    "@nowhere",
    "@",
    ";",
    "\n",
    "#",
    "  ",
    "城",
    "é",
    "\u{feff}",
    "\t",
    "PLACE",
    "Roxy",
];

fn line_text() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::collection::vec(proptest::sample::select(WORDS), 0..12).prop_map(|w| w.join(" ")),
        "\\PC{0,60}",
    ]
}

/// Runs a line from a fresh Castle Field game: no panic, syntax errors placed inside it.
fn exercise_line(text: &str) {
    let started = Instant::now();
    match Line::parse(text) {
        Err(e) => {
            let s = e.syntax().expect("parsing fails only on syntax");
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(s.line >= 1 && s.line <= lines.len(), "{e}");
            let width = lines[s.line - 1].chars().count();
            assert!(s.column >= 1 && s.column <= width + 1, "{e}: {text:?}");
        }
        Ok(line) => {
            let mut st = State::new_game(castle_board(), 3, GameOptions::default());
            let played = line.play(&mut st);
            if let Err(e) = played.into_result() {
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(started.elapsed() < CASE_LIMIT);
}

/// Cases per test: together about 10,000, a few seconds in the test profile.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(2_500))]

    #[test]
    fn mutated_maps_never_panic_and_locate_their_errors(
        file in 0..8usize,
        changes in proptest::collection::vec(mutation(), 1..4),
    ) {
        let (name, text) = &bundled("maps")[file % bundled("maps").len()];
        let mut t = text.clone();
        for m in &changes {
            t = apply(&t, m);
        }
        exercise(&t, name);
    }

    #[test]
    fn mutated_scenarios_never_panic_and_locate_their_errors(
        file in 0..22usize,
        changes in proptest::collection::vec(mutation(), 1..4),
    ) {
        let (name, text) = &bundled("scenarios")[file % bundled("scenarios").len()];
        let mut t = text.clone();
        for m in &changes {
            t = apply(&t, m);
        }
        exercise(&t, name);
    }

    #[test]
    fn action_lines_never_panic_and_locate_their_errors(text in line_text()) {
        exercise_line(&text);
    }
}

proptest! {
    #![proptest_config(config(1_000))]

    #[test]
    fn arbitrary_bytes_never_panic_and_locate_their_errors(
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
        ron_like in any::<bool>(),
    ) {
        // Half the cases look like the start of a RON document, to get past the first check.
        let mut content = if ron_like { b"(format: 1, ".to_vec() } else { Vec::new() };
        content.extend(&bytes);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("fuzz.ron");
        std::fs::write(&path, &content).unwrap();
        let file = path.display().to_string();
        match read_text(&path) {
            Err(e) => check_error(&e, &String::from_utf8_lossy(&content), &file),
            Ok(text) => exercise(&text, &file),
        }
    }
}
