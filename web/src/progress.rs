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

    /// Whether every one of the lesson's `steps` steps is done (a lesson of no steps: when its
    /// end was reached). A lesson whose end was reached with a step left unread is not.
    pub fn finished(&self, steps: usize) -> bool {
        if steps == 0 {
            self.complete
        } else {
            self.done() >= steps
        }
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

    /// Where the learner goes on: the step they left in the lesson shown last, or once its end
    /// was reached, the next lesson whose end they have not reached (after it in course order,
    /// then from the start).
    pub fn resume_point(&self) -> Resume {
        let Some(l) = self.lessons.get(self.current) else {
            return Resume::Start;
        };
        if !l.complete {
            return if l.started() {
                Resume::Step {
                    lesson: self.current,
                    step: l.step,
                }
            } else if self.lessons.iter().any(LessonProgress::started) {
                Resume::Next {
                    lesson: self.current,
                }
            } else {
                Resume::Start
            };
        }
        let n = self.lessons.len();
        (1..n)
            .map(|k| (self.current + k) % n)
            .find(|&i| !self.lessons[i].complete)
            .map_or(Resume::AllReached, |lesson| Resume::Next { lesson })
    }
}

/// Where "continue" takes the learner ([`Progress::resume_point`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resume {
    /// Nothing was opened yet: the first lesson.
    Start,
    /// Back to a step of a lesson left before its end.
    Step { lesson: usize, step: usize },
    /// A lesson not gone through yet, the one shown last having been.
    Next { lesson: usize },
    /// The end of every lesson was reached.
    AllReached,
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
        assert_eq!(back.resume_point(), Resume::Step { lesson: 2, step: 1 });
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
        assert_eq!(
            junk.resume_point(),
            Resume::Start,
            "nothing done: the course starts"
        );
    }

    fn reached(steps: usize) -> LessonProgress {
        LessonProgress {
            step: steps - 1,
            complete: true,
            records: vec![solved(); steps],
        }
    }

    #[test]
    fn continuing_after_a_lesson_s_end_goes_to_the_next_lesson_not_gone_through() {
        let mut p = Progress::restore(None, "k", 4);
        p.lessons[0] = reached(3);
        p.lessons[1] = reached(2);
        p.current = 1;
        assert_eq!(p.resume_point(), Resume::Next { lesson: 2 });
        // From the last lesson, back round to the first one not gone through.
        p.lessons[2] = reached(2);
        p.lessons[3] = reached(2);
        p.lessons[1].complete = false;
        p.current = 3;
        assert_eq!(p.resume_point(), Resume::Next { lesson: 1 });
        p.lessons[1].complete = true;
        assert_eq!(p.resume_point(), Resume::AllReached);
    }

    #[test]
    fn a_lesson_opened_from_the_contents_and_left_unread_is_where_the_learner_goes_on() {
        let mut p = Progress::restore(None, "k", 3);
        p.lessons[0] = reached(2);
        // The learner opened lesson 3 from the contents and came back without reading a step.
        p.current = 2;
        assert_eq!(p.resume_point(), Resume::Next { lesson: 2 });
    }

    #[test]
    fn a_lesson_is_finished_when_every_step_is_done_not_when_its_end_is_reached() {
        let mut l = reached(3);
        assert!(l.finished(3));
        l.records[1].result = StepResult::Seen;
        assert!(l.complete && !l.finished(3), "a step left unread");
        // A lesson of no steps is finished once its end is reached.
        assert!(!LessonProgress::default().finished(0));
        let empty = LessonProgress {
            complete: true,
            ..LessonProgress::default()
        };
        assert!(empty.finished(0));
    }

    #[test]
    fn a_current_lesson_past_the_end_is_clamped() {
        let text = r#"{"key":"k","current":99,"lessons":[{},{}]}"#;
        assert_eq!(Progress::restore(Some(text), "k", 2).current, 1);
    }
}
