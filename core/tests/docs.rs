//! Every RON example in `docs/` is a file toyforge reads: each ```` ```ron ```` block parses as
//! a map, a scenario or a course, maps validate without errors, a lesson written to sit in
//! `scenarios/` passes its own check there, and a course names lessons that are there.

use std::fs;
use std::path::Path;
use toyforge_core::map::{Map, Severity, validate};
use toyforge_core::scenario::{Course, LoadedScenario, MapSource, Scenario, check_scenario};
use toyforge_core::testkit::repo_root;

/// The `ron` blocks of a Markdown text, with the line each starts on.
fn ron_blocks(text: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let fence = line.trim_start();
        match &mut current {
            None if fence.starts_with("```ron") => current = Some((i + 2, String::new())),
            Some(_) if fence.starts_with("```") => blocks.extend(current.take()),
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None => {}
        }
    }
    assert!(current.is_none(), "a ```ron block is not closed");
    blocks
}

fn check_block(doc: &Path, line: usize, body: &str) {
    let name = format!("{}:{line}", doc.display());
    if toyforge_core::scenario::looks_like_course(body) {
        let course = Course::from_ron(body, &name).unwrap_or_else(|e| panic!("{e}"));
        for l in course.lessons() {
            let path = repo_root().join("scenarios").join(&l.name);
            Scenario::load(&path).unwrap_or_else(|e| panic!("{name}: {l}: {e}"));
        }
    } else if toyforge_core::scenario::looks_like_scenario(body) {
        let scenario = Scenario::from_ron(body, &name).unwrap_or_else(|e| panic!("{e}"));
        // A lesson's map path is relative to `scenarios/`, where the examples say it works.
        let map = match &scenario.map {
            MapSource::Path(p) => {
                let path = repo_root().join("scenarios").join(p);
                Map::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
            }
            MapSource::Embedded(m) => (**m).clone(),
        };
        let loaded = LoadedScenario {
            scenario,
            map,
            map_path: None,
        };
        let report = check_scenario(&loaded, &name);
        assert!(
            report.is_ok(),
            "{name}: the example fails its check:\n{report}"
        );
    } else {
        let map = Map::from_ron(body, &name).unwrap_or_else(|e| panic!("{e}"));
        let errors: Vec<String> = validate(&map)
            .into_iter()
            .filter(|p| p.severity == Severity::Error)
            .map(|p| p.to_string())
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
    }
}

#[test]
fn every_ron_example_in_the_docs_is_read_as_written() {
    let docs = repo_root().join("docs");
    let mut seen = 0;
    let mut entries: Vec<_> = fs::read_dir(&docs)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    entries.sort();
    for doc in entries {
        let text = fs::read_to_string(&doc).unwrap();
        for (line, body) in ron_blocks(&text) {
            check_block(&doc, line, &body);
            seen += 1;
        }
    }
    // The map format, the scenario format and the position examples at least.
    assert!(seen >= 3, "only {seen} RON examples found");
}

#[test]
fn the_block_reader_finds_blocks_and_their_lines() {
    let text = "intro\n```ron\n(a: 1)\n```\n```text\nno\n```\n  ```ron\n(b: 2)\n  ```\n";
    assert_eq!(
        ron_blocks(text),
        vec![(3, "(a: 1)\n".to_string()), (9, "(b: 2)\n".to_string())]
    );
}
