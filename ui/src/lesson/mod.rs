//! The learner's view of a lesson, shared by the lesson workspace's Preview tab and the web
//! player: [`preview`] (the step shown, the list of steps, the summary), [`preview_steps`] (what
//! each step kind shows), [`step_run`] (the core's step runs with the practice opponent off the
//! frame) and [`variation_tree`] (a puzzle's variations, walked one action at a time).
//!
//! The view reads a lesson through [`Lesson`]: the scenario, its map and the position it starts
//! from, as the core gives them. The desktop app lends it those of the scenario being edited;
//! the web player those of a published lesson ([`OpenLesson`]).

pub mod preview;
pub mod preview_steps;
pub mod step_run;
pub mod variation_tree;

pub use preview::{Preview, StepRecord, StepResult, Summary, kind_label, step_title};
pub use step_run::{PracticeRun, RunKind, StepRun};

use crate::engine::State;
use crate::map::Map;
use crate::scenario::{LoadedScenario, Scenario, StartError};

/// What the learner's view reads of a lesson.
#[derive(Clone, Copy, Debug)]
pub struct Lesson<'a> {
    pub scenario: &'a Scenario,
    /// The scenario's map.
    pub map: &'a Map,
    /// The position the scenario starts from, or why it cannot start.
    pub start: Result<&'a State, &'a StartError>,
    /// Names the contents: the view starts again from the first step shown whenever it changes
    /// (an author's edit).
    pub rev: u64,
}

/// A lesson read for a learner, on its own: the scenario with its map, and its start position
/// worked out once.
pub struct OpenLesson {
    loaded: LoadedScenario,
    start: Result<State, StartError>,
}

impl OpenLesson {
    pub fn new(loaded: LoadedScenario) -> OpenLesson {
        let start = loaded.start();
        OpenLesson { loaded, start }
    }

    pub fn scenario(&self) -> &Scenario {
        &self.loaded.scenario
    }

    pub fn map(&self) -> &Map {
        &self.loaded.map
    }

    /// The lesson as the view reads it (its contents never change).
    pub fn lesson(&self) -> Lesson<'_> {
        Lesson {
            scenario: &self.loaded.scenario,
            map: &self.loaded.map,
            start: self.start.as_ref(),
            rev: 0,
        }
    }
}
