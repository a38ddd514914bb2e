//! `toyforge check COURSE.course.ron`: every lesson of a course, in the course's order.
//!
//! A course that cannot be read, or names a lesson that is missing, refused or unreadable, is
//! refused whole (exit status 2) with the file and the reason: the section and the lesson, then
//! the lesson's own error. Otherwise each lesson is checked as `toyforge check LESSON` would,
//! reported on its own line, and the worst status wins. A course met while walking a folder is
//! only loaded (its lessons are files of that folder, checked there on their own).

use super::{EXIT_UNREADABLE, plural, print_report};
use crate::control::Control;
use crate::scenario::{Budget, Course, check_scenario_with, is_course_file, looks_like_course};
use crate::versioned::document_kind;
use std::path::Path;

/// Whether a file is a course: by its text (a top-level `sections` field), or by its name when
/// its text is not clearly a lesson or a map (a lesson named `x.course.ron` is checked as the
/// lesson it is).
pub(super) fn is_course(path: &Path, text: &str) -> bool {
    looks_like_course(text)
        || (is_course_file(path) && !matches!(document_kind(text), Some("lesson" | "map")))
}

/// Checks a course; prints per lesson and returns the exit status. `lessons` counts the lessons
/// checked; with `strict`, soundness warnings fail too.
pub(super) fn check(
    path: &Path,
    text: &str,
    found_in_folder: bool,
    strict: bool,
    lessons: &mut usize,
    budget: &mut Budget,
) -> u8 {
    let file = path.display().to_string();
    if let Err(e) = Course::from_ron(text, &file) {
        eprintln!("error: {e}");
        return EXIT_UNREADABLE;
    }
    let loaded = match Course::load(path) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            eprintln!("error: {file}: the course is refused: every lesson it names must load");
            return EXIT_UNREADABLE;
        }
    };
    let course = &loaded.course;
    let sections = plural(course.sections.len(), "section");
    if found_in_folder {
        outln!(
            "{file}: course \"{}\", {} in {sections}; every lesson loads",
            course.title,
            plural(loaded.lessons.len(), "lesson")
        );
        return 0;
    }
    let mut worst = 0u8;
    let mut failing = 0usize;
    for l in &loaded.lessons {
        let name = l.path.display().to_string();
        // Nothing cancels a check from the command line.
        let Ok(report) = check_scenario_with(&l.lesson, &name, budget, &Control::default()) else {
            eprintln!("error: {name}: the check was cancelled");
            return EXIT_UNREADABLE;
        };
        let code = print_report(&name, &report, strict);
        *lessons += 1;
        failing += usize::from(code != 0);
        worst = worst.max(code);
    }
    outln!(
        "{file}: course \"{}\", {} in {sections}: {}",
        course.title,
        plural(loaded.lessons.len(), "lesson"),
        if failing == 0 {
            "all ok".to_string()
        } else {
            format!("{failing} failing")
        }
    );
    worst
}
