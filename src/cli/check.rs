//! `toyforge check <scenario-or-folder>...`: verify every claim of each lesson with the engine.
//!
//! Folders are walked recursively for `*.ron` files; maps found there are skipped (they are not
//! lessons; `validate` checks them). Exit status: 0 when every claim of every lesson holds, 1 when
//! a claim is false or a line or step is wrong (each problem names the file, the step, the
//! claim, what was expected and what the engine found), 2 when a file cannot be read or parsed,
//! its map is missing (the path tried is named) or an action does not parse (the step and the
//! action are named). The worst status over all files wins.

use super::{EXIT_FAIL, EXIT_UNREADABLE};
use crate::map::{LoadError, Map, read_text};
use crate::scenario::{check_file, looks_like_scenario};
use std::path::{Path, PathBuf};

/// The `.ron` files under a folder, sorted, recursively.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out)?;
        } else if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) {
            out.push(p);
        }
    }
    Ok(())
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// Checks one file; prints its result and returns its exit status. `found_in_folder` tells
/// whether a map should be skipped quietly (it was found by walking a folder) or reported.
fn check_one(path: &Path, found_in_folder: bool, lessons: &mut usize) -> u8 {
    let file = path.display().to_string();
    let text = match read_text(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_UNREADABLE;
        }
    };
    // A map is not a lesson. Text that parses as neither is reported by the scenario loader.
    if !looks_like_scenario(&text) && Map::from_ron(&text, &file).is_ok() {
        if found_in_folder {
            println!("{file}: a map, not a lesson; skipped");
        } else {
            println!(
                "{file}: a map, not a lesson; nothing to check (`toyforge validate` checks maps)"
            );
        }
        return 0;
    }
    *lessons += 1;
    match check_file(path) {
        Err(e) => {
            eprintln!("error: {e}");
            match e {
                LoadError::Invalid { .. } => EXIT_FAIL,
                _ => EXIT_UNREADABLE,
            }
        }
        Ok(report) => {
            if report.is_ok() {
                println!(
                    "{file}: ok ({}, {} played, {} verified)",
                    plural(report.steps, "step"),
                    plural(report.lines, "line"),
                    plural(report.claims, "claim")
                );
            } else {
                print!("{report}");
                println!(
                    "{file}: {} ({}, {} verified)",
                    plural(report.issues.len(), "problem"),
                    plural(report.steps, "step"),
                    plural(report.claims, "claim")
                );
            }
            report.exit_code()
        }
    }
}

/// Runs the command and returns the exit status.
pub fn run(paths: &[PathBuf]) -> u8 {
    let mut worst = 0u8;
    let mut lessons = 0usize;
    let mut failing = 0usize;
    for path in paths {
        if path.is_dir() {
            let mut files = Vec::new();
            if let Err(e) = walk(path, &mut files) {
                eprintln!("error: {}: cannot read the folder: {e}", path.display());
                worst = worst.max(EXIT_UNREADABLE);
                continue;
            }
            if files.is_empty() {
                println!("{}: no .ron files", path.display());
            }
            for f in files {
                let code = check_one(&f, true, &mut lessons);
                failing += usize::from(code != 0);
                worst = worst.max(code);
            }
        } else {
            let code = check_one(path, false, &mut lessons);
            failing += usize::from(code != 0);
            worst = worst.max(code);
        }
    }
    if lessons > 1 {
        println!("{} checked: {} failing", plural(lessons, "lesson"), failing);
    }
    worst
}
