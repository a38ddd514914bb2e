//! `toyforge validate <map-or-scenario>...`: every problem of each file, errors and warnings.
//!
//! Exit status: 0 when no file has an error (warnings are allowed), 1 when a file has errors,
//! 2 when a file cannot be read or parsed (the worst status over all files wins).

use super::{EXIT_FAIL, EXIT_UNREADABLE};
use crate::map::{LoadError, Map, Problem, Severity, StartProblems, read_text, validate};
use crate::scenario::{LoadedScenario, Scenario, StartError, looks_like_scenario};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// A file the command understands, told apart by its content.
enum Document {
    Map(Box<Map>),
    Scenario(Box<LoadedScenario>),
}

impl Document {
    fn load(path: &Path) -> Result<Document, LoadError> {
        let text = read_text(path)?;
        if looks_like_scenario(&text) {
            Ok(Document::Scenario(Box::new(Scenario::load(path)?)))
        } else {
            Ok(Document::Map(Box::new(Map::from_ron(
                &text,
                &path.display().to_string(),
            )?)))
        }
    }

    /// The map's problems; for a scenario, those of its map and of its prepared position.
    /// (The claims of a lesson's steps are verified by `toyforge check`.)
    fn problems(&self) -> Vec<Problem> {
        match self {
            Document::Map(map) => validate(map),
            Document::Scenario(loaded) => {
                let mut problems = validate(&loaded.map);
                let map_has_errors = problems.iter().any(|p| p.severity == Severity::Error);
                if !map_has_errors && let Err(e) = loaded.start() {
                    // One problem per reason, each with its ids, ahead of the map's warnings.
                    let found = Problem::cannot_start(&match &e {
                        StartError::Board(b) => StartProblems::Board(b),
                        StartError::Position(p) => StartProblems::Position(p),
                    });
                    problems.splice(0..0, found);
                }
                problems
            }
        }
    }
}

/// How a file fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
enum Status {
    Ok,
    /// The file was read but has errors.
    Errors,
    /// The file could not be read or parsed.
    Unreadable,
}

/// The report for one file.
#[derive(Serialize)]
struct FileReport {
    file: String,
    status: Status,
    errors: usize,
    warnings: usize,
    problems: Vec<Problem>,
    /// Why the file could not be read or parsed.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ReadError>,
    /// Whether the file is a lesson, whose steps `toyforge check` verifies.
    #[serde(skip)]
    lesson: bool,
}

#[derive(Serialize)]
struct ReadError {
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
}

#[derive(Serialize)]
struct Report {
    ok: bool,
    files: Vec<FileReport>,
}

fn check(path: &Path) -> FileReport {
    let file = path.display().to_string();
    match Document::load(path) {
        Err(e) => {
            let pos = e.position();
            FileReport {
                file,
                status: Status::Unreadable,
                errors: 0,
                warnings: 0,
                problems: Vec::new(),
                error: Some(ReadError {
                    message: e.to_string(),
                    line: pos.map(|p| p.0),
                    column: pos.map(|p| p.1),
                }),
                lesson: false,
            }
        }
        Ok(doc) => {
            let problems = doc.problems();
            let errors = problems
                .iter()
                .filter(|p| p.severity == Severity::Error)
                .count();
            FileReport {
                file,
                status: if errors > 0 {
                    Status::Errors
                } else {
                    Status::Ok
                },
                errors,
                warnings: problems.len() - errors,
                problems,
                error: None,
                lesson: matches!(doc, Document::Scenario(_)),
            }
        }
    }
}

fn exit_code(r: &FileReport) -> u8 {
    match r.status {
        Status::Unreadable => EXIT_UNREADABLE,
        Status::Errors => EXIT_FAIL,
        Status::Ok => 0,
    }
}

fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn print_text(r: &FileReport) {
    if let Some(e) = &r.error {
        eprintln!("error: {}", e.message);
        return;
    }
    if r.problems.is_empty() {
        if r.lesson {
            // Said, so that "ok" is not read as the whole lesson's verdict.
            outln!(
                "{}: ok (its map and starting position; `toyforge check` verifies its steps)",
                r.file
            );
        } else {
            outln!("{}: ok", r.file);
        }
        return;
    }
    outln!(
        "{}: {}, {}",
        r.file,
        count(r.errors, "error"),
        count(r.warnings, "warning")
    );
    for p in &r.problems {
        let ids = if p.ids.is_empty() {
            String::new()
        } else {
            format!(" (ids: {})", p.ids.join(", "))
        };
        outln!(
            "  {:<7} {}: {}{ids}",
            p.severity.as_str(),
            p.kind,
            p.message
        );
    }
}

/// Runs the command and returns the exit status.
pub fn run(files: &[PathBuf], json: bool) -> u8 {
    let reports: Vec<FileReport> = files.iter().map(|f| check(f)).collect();
    let worst = reports.iter().map(exit_code).max().unwrap_or(0);
    if json {
        for r in &reports {
            if let Some(e) = &r.error {
                eprintln!("error: {}", e.message);
            }
        }
        let report = Report {
            ok: worst == 0,
            files: reports,
        };
        match serde_json::to_string_pretty(&report) {
            Ok(text) => outln!("{text}"),
            Err(e) => {
                eprintln!("error: cannot write the JSON report: {e}");
                return EXIT_UNREADABLE;
            }
        }
    } else {
        for r in &reports {
            print_text(r);
        }
        if reports.len() > 1 {
            let bad = reports.iter().filter(|r| exit_code(r) != 0).count();
            outln!(
                "{} checked: {} with errors or unreadable",
                count(reports.len(), "file"),
                bad
            );
        }
    }
    worst
}
