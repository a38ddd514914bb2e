//! The preview's step run with the practice opponent deciding on a background thread: the run
//! itself is [`crate::scenario::StepRun`]; here it is bound to the play mode's [`AiJob`].

use crate::ai::AiSpec;
use crate::engine::{Action, State};
use crate::practice::{AiJob, Poll};
use crate::scenario::{self as run, Decider};

/// The step the preview shows, its practice opponent thinking on a thread.
pub type StepRun = run::StepRun<AiJob>;
/// What the preview runs for the current step's kind.
pub type RunKind = run::RunKind<AiJob>;
/// A Practice step's game against the computer.
pub type PracticeRun = run::PracticeRun<AiJob>;

impl Decider for AiJob {
    fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> AiJob {
        AiJob::start(spec, seed, state, at)
    }

    fn poll(&self) -> Option<Option<Action>> {
        match AiJob::poll(self) {
            Poll::Thinking => None,
            Poll::Done(action) => Some(action),
        }
    }

    fn fraction(&self) -> f32 {
        AiJob::fraction(self)
    }

    fn at(&self) -> usize {
        self.at
    }
}
