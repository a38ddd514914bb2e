//! The learner's progress through a published course, as the web player keeps it in the
//! browser's local storage: for each lesson the step reached and how each step went, and the
//! lesson to continue with.

use serde::{Deserialize, Serialize};
use toyforge_ui::{StepRecord, StepResult};

/// The local storage key of a course's progress (one per published course title).
pub fn storage_key(title: &str) -> String {
    format!(
        "toyforge.progress.{}",
        crate::scenario::content_key([title])
    )
}

/// A learner's progress through one course.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The manifest's `key` the progress belongs to.
    pub key: String,
    /// The lesson shown last (index in course order).
    pub current: usize,
    /// Whether the learner had the table of contents open.
    pub contents: bool,
    pub lessons: Vec<LessonProgress>,
}

/// The progress through one lesson.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// The step shown last (0-based).
    pub step: usize,
    /// The learner reached the lesson's summary.
    pub complete: bool,
    pub records: Vec<StepRecord>,
}

impl LessonProgress {
    /// Steps done (read, stepped through, solved or with the solution shown).
    pub fn done(&self) -> usize {
        self.records
            .iter()
            .filter(|r| r.result >= StepResult::Revealed)
            .count()
    }

    /// Whether the lesson was opened at all.
    pub fn started(&self) -> bool {
        self.complete || self.records.iter().any(|r| r.result > StepResult::Unseen)
    }
}

impl Progress {
    /// Reads saved progress for the course with manifest key `key` and `lessons` lessons. Text
    /// that is no progress, or progress of another version of the course, starts afresh.
    pub fn restore(saved: Option<&str>, key: &str, lessons: usize) -> Progress {
        let fresh = Progress {
            key: key.to_string(),
            lessons: vec![LessonProgress::default(); lessons],
            ..Progress::default()
        };
        let Some(p) = saved.and_then(|t| serde_json::from_str::<Progress>(t).ok()) else {
            return fresh;
        };
        if p.key != key || p.lessons.len() != lessons {
            return fresh;
        }
        Progress {
            current: p.current.min(lessons.saturating_sub(1)),
            ..p
        }
    }

    /// The progress as stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The lesson to continue with, and whether anything was done yet.
    pub fn resume_point(&self) -> Option<(usize, &LessonProgress)> {
        let l = self.lessons.get(self.current)?;
        l.started().then_some((self.current, l))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved() -> StepRecord {
        let mut r = StepRecord::default();
        r.result = StepResult::Solved;
        r.first_try = true;
        r
    }

    #[test]
    fn progress_survives_a_round_trip_through_storage() {
        let mut p = Progress::restore(None, "k1", 3);
        p.current = 2;
        p.lessons[2] = LessonProgress {
            step: 1,
            complete: false,
            records: vec![solved(), StepRecord::default()],
        };
        let back = Progress::restore(Some(&p.to_json()), "k1", 3);
        assert_eq!(back, p);
        assert_eq!(back.resume_point().map(|(i, l)| (i, l.step)), Some((2, 1)));
        assert_eq!(back.lessons[2].done(), 1);
    }

    #[test]
    fn progress_of_another_version_or_garbage_starts_afresh() {
        let p = Progress {
            current: 1,
            ..Progress::restore(None, "old", 2)
        };
        let text = p.to_json();
        assert_eq!(Progress::restore(Some(&text), "new", 2).current, 0);
        assert_eq!(Progress::restore(Some(&text), "old", 5).lessons.len(), 5);
        let junk = Progress::restore(Some("{not json"), "old", 2);
        assert_eq!(junk, Progress::restore(None, "old", 2));
        assert!(
            junk.resume_point().is_none(),
            "nothing done: nothing to continue"
        );
    }

    #[test]
    fn a_current_lesson_past_the_end_is_clamped() {
        let text = r#"{"key":"k","current":99,"lessons":[{},{}]}"#;
        assert_eq!(Progress::restore(Some(text), "k", 2).current, 1);
    }
}
