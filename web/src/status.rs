//! The player's status in one sentence or a few: where the learner is and the latest feedback,
//! as the page's live region tells screen readers (the browser test reads it too).

use super::player::{Host, Player};
use crate::scenario::GoalStatus;
use crate::scenario::words::side_name;
use toyforge_ui::lesson::{RunKind, StepRun, step_title};

/// Describes what the player shows.
pub fn describe<H: Host>(p: &Player<H>) -> String {
    let course = &p.manifest().title;
    if p.contents_open() {
        let n = p.lessons().len();
        let done = p
            .progress()
            .lessons
            .iter()
            .zip(p.lessons())
            .filter(|(l, x)| l.complete || (x.entry.steps > 0 && l.done() >= x.entry.steps))
            .count();
        return format!("Contents of {course}: {done} of {n} lessons done.");
    }
    let Some(lesson) = p.lessons().get(p.current()) else {
        return format!("{course} has no lessons.");
    };
    let title = &lesson.entry.title;
    let Ok(doc) = &lesson.doc else {
        return format!("Lesson {title} cannot be shown.");
    };
    let preview = p.preview();
    if preview.is_complete() {
        return format!("Lesson complete: {title}.");
    }
    let steps = &doc.scenario().steps;
    let i = preview.step_index();
    let mut out = match steps.get(i) {
        Some(step) => format!(
            "{title}. Step {} of {}: {}.",
            i + 1,
            steps.len(),
            step_title(step)
        ),
        None => format!("{title}."),
    };
    if let Some(news) = preview.run().and_then(feedback) {
        out.push(' ');
        out.push_str(&news);
    }
    out
}

/// The latest feedback of a step: a puzzle solved or missed, a practice game's goal, the
/// computer thinking.
fn feedback(run: &StepRun) -> Option<String> {
    match &run.kind {
        RunKind::FindMove(p) => {
            if let Some(end) = &p.end {
                let fb = end.feedback.trim();
                let head = if p.is_solved() {
                    "Solved."
                } else {
                    "The solution is shown."
                };
                Some(if fb.is_empty() {
                    head.to_string()
                } else {
                    format!("{head} {fb}")
                })
            } else if let Some(w) = &p.last_wrong {
                Some(
                    format!("Not this one. {}", w.feedback.trim())
                        .trim()
                        .to_string(),
                )
            } else {
                p.error.clone()
            }
        }
        RunKind::Practice(g) => match &g.status {
            GoalStatus::Achieved => Some("Goal reached.".into()),
            GoalStatus::Failed { reason } => Some(format!("Goal missed: {reason}.")),
            GoalStatus::InProgress if g.is_thinking() => Some("The computer is thinking.".into()),
            GoalStatus::InProgress => g
                .log
                .last()
                .map(|(side, words)| format!("{} played: {words}", side_name(*side))),
        },
        RunKind::Broken(m) => Some(m.clone()),
        _ => None,
    }
}
