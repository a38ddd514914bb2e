//! The player's status in one sentence or a few: where the learner is and the latest feedback,
//! as the page's live region tells screen readers (the browser test reads it too).

use super::player::{Host, Player};
use crate::scenario::GoalStatus;
use crate::scenario::Words;
use toyforge_core::i18n::Lang;
use toyforge_core::tr;
use toyforge_ui::lesson::{RunKind, StepRun, step_title};

/// Describes what the player shows, in its language.
pub fn describe<H: Host>(p: &Player<H>) -> String {
    let l = p.lang();
    let course = p.manifest().title.as_str();
    if p.contents_open() {
        let n = p.lessons().len();
        let done = p
            .progress()
            .lessons
            .iter()
            .zip(p.lessons())
            .filter(|(l, x)| l.finished(x.entry.steps))
            .count();
        return tr!(l, "status-contents", course = course, done = done, n = n);
    }
    let Some(lesson) = p.lessons().get(p.current()) else {
        return tr!(l, "status-no-lessons", course = course);
    };
    let title = lesson.entry.title.as_str();
    let Ok(doc) = &lesson.doc else {
        return tr!(l, "status-lesson-broken", title = title);
    };
    let preview = p.preview();
    if preview.is_complete() {
        return match preview.summary().unfinished {
            0 => tr!(l, "status-lesson-complete", title = title),
            n => tr!(l, "status-lesson-end", title = title, n = n),
        };
    }
    let steps = &doc.scenario().steps;
    let i = preview.step_index();
    let mut out = match steps.get(i) {
        Some(step) => tr!(
            l,
            "status-step",
            title = title,
            at = i + 1,
            n = steps.len(),
            step = step_title(l, step)
        ),
        None => tr!(l, "status-lesson", title = title),
    };
    if let Some(news) = preview.run().and_then(|r| feedback(l, r)) {
        out.push(' ');
        out.push_str(&news);
    }
    out
}

/// The latest feedback of a step: a puzzle solved or missed, a practice game's goal, the
/// computer thinking.
fn feedback(l: Lang, run: &StepRun) -> Option<String> {
    match &run.kind {
        RunKind::FindMove(p) => {
            if let Some(end) = &p.end {
                let fb = end.feedback.trim();
                Some(match (p.is_solved(), fb.is_empty()) {
                    (true, true) => tr!(l, "status-solved"),
                    (true, false) => tr!(l, "status-solved-feedback", feedback = fb),
                    (false, true) => tr!(l, "status-revealed"),
                    (false, false) => tr!(l, "status-revealed-feedback", feedback = fb),
                })
            } else if let Some(w) = &p.last_wrong {
                let fb = w.feedback.trim();
                Some(if fb.is_empty() {
                    tr!(l, "status-wrong")
                } else {
                    tr!(l, "status-wrong-feedback", feedback = fb)
                })
            } else {
                p.error.clone()
            }
        }
        RunKind::Practice(g) => match &g.status {
            GoalStatus::Achieved => Some(tr!(l, "status-goal-reached")),
            GoalStatus::Failed { reason } => {
                let why = match (&run.step, g.learner, &run.start) {
                    (crate::scenario::Step::Practice(s), Some(me), Some(start)) => {
                        Words::new(l).goal_missed(&s.goal, me, &g.now, g.turns(start))
                    }
                    _ => None,
                };
                let why = why.unwrap_or_else(|| reason.clone());
                Some(tr!(l, "status-goal-missed", why = why))
            }
            GoalStatus::InProgress if g.is_thinking() => Some(tr!(l, "status-thinking")),
            // The whole of the last turn, not only its last action (a Star's placement, then
            // its draw).
            GoalStatus::InProgress => g.last_turn().map(|(side, sentences)| {
                let w = Words::new(l);
                let action = w.sentences(&sentences);
                tr!(l, "status-played", side = w.side(side), action = action)
            }),
        },
        RunKind::Broken(m) => Some(m.clone()),
        _ => None,
    }
}
