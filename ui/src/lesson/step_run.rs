//! The preview's step run with the practice opponent deciding on a background thread: the run
//! itself is [`crate::scenario::StepRun`]; here it is bound to the practice opponent's
//! [`Decision`].

use crate::ai::AiSpec;
use crate::engine::{Action, State};
use crate::practice::Decision;
use crate::scenario::{self as run, Decider};

/// The step the preview shows, its practice opponent thinking on a thread.
pub type StepRun = run::StepRun<Decision>;
/// What the preview runs for the current step's kind.
pub type RunKind = run::RunKind<Decision>;
/// A Practice step's game against the computer.
pub type PracticeRun = run::PracticeRun<Decision>;

impl Decider for Decision {
    fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> Decision {
        Decision::start(spec, seed, state, at)
    }

    fn poll(&self) -> Option<Option<Action>> {
        Decision::poll(self)
    }

    fn fraction(&self) -> f32 {
        Decision::fraction(self)
    }

    fn at(&self) -> usize {
        self.at
    }
}
