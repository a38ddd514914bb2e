//! `toyforge check <scenario-or-folder>...`: verify every claim of each lesson with the engine.
//!
//! Folders are walked recursively for `*.ron` files; maps found there are skipped (they are not
//! lessons; `validate` checks them). Exit status: 0 when every claim of every lesson holds, 1 when
//! a claim is false or a line or step is wrong (each problem names the file, the step, the
//! claim, what was expected and what the engine found), 2 when a file cannot be read or parsed,
//! its map is missing (the path tried is named) or may not be read, or an action does not parse
//! (the step and the action are named). The worst status over all files wins.
//!
//! Every find-the-move step is also checked for soundness: each complete turn of the mover is
//! judged, and a line the author has not listed that the learner would be judged unfairly on is
//! printed as a warning with the line in notation. Warnings leave the status at 0 unless
//! `--strict` is given, then they fail with 1. Links to folders
//! are not followed, so a link back up the tree cannot make a walk go round.
//!
//! A course (`*.course.ron`) is checked lesson by lesson, in its order (see `check/course.rs`).

use super::EXIT_UNREADABLE;
use crate::map::{Map, read_text};
use crate::scenario::{Budget, CheckReport, check_file_within, looks_like_scenario};
use std::path::{Path, PathBuf};

mod course;

/// The `.ron` files under a folder, sorted, recursively; links to folders are left alone.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<(PathBuf, std::fs::FileType)> = std::fs::read_dir(dir)?
        .map(|e| e.and_then(|e| Ok((e.path(), e.file_type()?))))
        .collect::<Result<_, _>>()?;
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (p, kind) in entries {
        if kind.is_symlink() && p.is_dir() {
            outln!("{}: a link to a folder; not followed", p.display());
        } else if kind.is_dir() {
            walk(&p, out)?;
        } else if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) {
            out.push(p);
        }
    }
    Ok(())
}

pub(super) fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// Checks one file; prints its result and returns its exit status. `found_in_folder` tells
/// whether a map should be skipped quietly (it was found by walking a folder) or reported.
fn check_one(
    path: &Path,
    found_in_folder: bool,
    strict: bool,
    lessons: &mut usize,
    budget: &mut Budget,
) -> u8 {
    let file = path.display().to_string();
    let text = match read_text(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_UNREADABLE;
        }
    };
    if course::is_course(path, &text) {
        return course::check(path, &text, found_in_folder, strict, lessons, budget);
    }
    // A map is not a lesson; a map that cannot be read is reported as a map.
    if !looks_like_scenario(&text) {
        if let Err(e) = Map::from_ron(&text, &file) {
            eprintln!(
                "error: {e} (read as a map: the file has no `map` or `position` field, so it is not a lesson)"
            );
            return EXIT_UNREADABLE;
        }
        if found_in_folder {
            outln!("{file}: a map, not a lesson; skipped");
        } else {
            outln!(
                "{file}: a map, not a lesson; nothing to check (`toyforge validate` checks maps)"
            );
        }
        return 0;
    }
    *lessons += 1;
    match check_file_within(path, budget) {
        Err(e) => {
            eprintln!("error: {e}");
            EXIT_UNREADABLE
        }
        Ok(report) => print_report(&file, &report, strict),
    }
}

/// Prints a lesson's check result and returns its exit status. With `strict`, soundness
/// warnings fail too.
fn print_report(file: &str, report: &CheckReport, strict: bool) -> u8 {
    out!("{report}");
    if report.is_ok() && strict && !report.warnings.is_empty() {
        outln!(
            "{file}: fails under --strict: {} ({}, {} verified; without --strict it would pass)",
            plural(report.warnings.len(), "warning"),
            plural(report.steps, "step"),
            plural(report.claims, "claim"),
        );
    } else if report.is_ok() {
        let warned = if report.warnings.is_empty() {
            String::new()
        } else {
            format!(", {}", plural(report.warnings.len(), "warning"))
        };
        outln!(
            "{file}: ok ({}, {} played, {} verified, {} judged{warned})",
            plural(report.steps, "step"),
            plural(report.lines, "line"),
            plural(report.claims, "claim"),
            plural(report.turns_judged, "complete turn"),
        );
    } else {
        outln!(
            "{file}: {} ({}, {} verified)",
            plural(report.issues.len(), "problem"),
            plural(report.steps, "step"),
            plural(report.claims, "claim")
        );
    }
    report.exit_code_strict(strict)
}

/// Runs the command and returns the exit status. With `strict`, soundness warnings fail too.
/// `budget` is the soundness check's work budget, each step's and the run's.
pub fn run(paths: &[PathBuf], strict: bool, budget: &mut Budget) -> u8 {
    let mut worst = 0u8;
    let mut lessons = 0usize;
    let mut failing = 0usize;
    // Files that failed without being lessons: unreadable ones (a pipe, a device, a file
    // over the limit) and maps that do not load.
    let mut others: Vec<String> = Vec::new();
    let mut one = |f: &Path, in_folder: bool, lessons: &mut usize| -> u8 {
        let before = *lessons;
        let code = check_one(f, in_folder, strict, lessons, budget);
        if code != 0 {
            if *lessons > before {
                failing += 1;
            } else {
                others.push(f.display().to_string());
            }
        }
        code
    };
    for path in paths {
        if path.is_dir() {
            let mut files = Vec::new();
            if let Err(e) = walk(path, &mut files) {
                eprintln!("error: {}: cannot read the folder: {e}", path.display());
                worst = worst.max(EXIT_UNREADABLE);
                continue;
            }
            if files.is_empty() {
                outln!("{}: no .ron files", path.display());
            }
            for f in files {
                let code = one(&f, true, &mut lessons);
                worst = worst.max(code);
            }
        } else {
            let code = one(path, false, &mut lessons);
            worst = worst.max(code);
        }
    }
    if lessons > 1 || (lessons > 0 && !others.is_empty()) {
        let mut line = format!("{} checked: {} failing", plural(lessons, "lesson"), failing);
        if !others.is_empty() {
            line.push_str(&format!(
                "; {} could not be checked: {}",
                plural(others.len(), "other file"),
                others.join(", ")
            ));
        }
        outln!("{line}");
    }
    if budget.skipped > 0 {
        outln!(
            "budget reached: the run's work budget of {} finished turns was spent; the soundness of {} was not checked (raise it with --run-budget)",
            budget.run,
            plural(budget.skipped, "puzzle step")
        );
    }
    worst
}
