//! Lessons: the ordered steps of a scenario file, in the spirit of interactive chess studies.
//!
//! - [`Explain`]: text, with locations highlighted and arrows drawn on the board.
//! - [`Compare`]: two or more candidate lines, each with a comment and claims about its outcome.
//! - [`FindMove`]: the learner plays a line; one solution, accepted alternatives, optional
//!   goal claims that accept any other line reaching them, hints shown one at a time, feedback
//!   for particular wrong lines and a default one, a scripted reply after a correct line.
//! - [`Walkthrough`]: a scripted line stepped one stage at a time, with a comment per stage.
//! - [`Practice`]: play on against a computer level toward a [`PracticeGoal`].
//!
//! **Where a step starts.** Every step starts from the scenario's position, then plays the
//! step's own `setup` line (actions in the notation, both sides' turns as needed; empty by
//! default). Steps never inherit each other's moves, so reordering or editing one step never
//! changes another; a step that continues a story repeats the moves in its `setup`.
//!
//! **Lines** are action sequences in the notation of NOTATION.md (`;` or new lines between
//! actions, `#` comments). A line that answers a troop's effect includes the answer (`place
//! star @central-bridge; draw`). Unnamed draws take the top of the reserve, so a position that
//! fixes the reserve's top (`reserve: Top([...])`) makes every draw known.
//!
//! In the file, a step is written with its kind's name and its fields:
//!
//! ```ron
//! steps: [
//!     Explain(
//!         title: "The position",
//!         text: "Red's Hook sits on the central bridge.",
//!         highlight: ["central-bridge"],
//!         arrows: [(from: "market-square", to: "central-bridge")],
//!         claims: [Top(loc: "central-bridge", side: red, troop: hook)],
//!     ),
//!     FindMove(
//!         title: "Claim the south",
//!         prompt: "One Roxy, one placement: take the medals.",
//!         solution: (actions: "place roxy @right-outpost", feedback: "Well done.",
//!                    claims: [MedalsGained(side: blue, n: 3)]),
//!         hints: ["Count the bases around the southern fields."],
//!         wrong: [(actions: "place roxy @left-outpost", feedback: "That claims nothing.")],
//!         default_feedback: "Look for the one empty base of the ring.",
//!     ),
//! ]
//! ```

/// Declares a step type: the fields every kind of step starts with (`title`, `setup`), then
/// its own. A shared struct of those two cannot stand in the step types: serde's `flatten`
/// does not work with `deny_unknown_fields`, which the files rely on to name a misspelt field.
macro_rules! step_type {
    ($(#[$meta:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        $(#[$meta])*
        #[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// The step's title, shown in the list of steps.
            #[serde(default, skip_serializing_if = "empty")]
            pub title: String,
            /// Actions played from the scenario's position before the step starts.
            #[serde(default, skip_serializing_if = "empty")]
            pub setup: String,
            $($fields)*
        }
    };
}

mod judging;
mod practice;
mod step_serde;

pub use judging::*;
pub use practice::*;

use super::claim::Claim;
use super::variation::Variation;
use super::{LoadedScenario, StartError};
use crate::engine::State;
use crate::notation::LineError;
use crate::scenario::line_run::play_line;
use serde::{Deserialize, Serialize};

/// How hard a lesson is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    #[default]
    Beginner,
    Intermediate,
    Advanced,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [
        Difficulty::Beginner,
        Difficulty::Intermediate,
        Difficulty::Advanced,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Intermediate => "intermediate",
            Difficulty::Advanced => "advanced",
        }
    }
}

/// An arrow drawn on the board between two locations (ids).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrow {
    pub from: String,
    pub to: String,
}

step_type! {
    /// A text step: locations highlighted, arrows drawn, claims about the position.
    pub struct Explain {
        #[serde(default)]
        pub text: String,
        /// Location ids to highlight.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub highlight: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub arrows: Vec<Arrow>,
        /// Claims about the step's position (checked with no actions played).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub claims: Vec<Claim>,
    }
}

/// One candidate line of a [`Compare`] step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Candidate {
    /// A short name shown on the candidate's button.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub label: String,
    /// The line, in the notation.
    pub actions: String,
    /// The author's commentary.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
    /// Claims about the line's outcome.
    pub claims: Vec<Claim>,
    /// Sub-lines branching off this line ([`Variation`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
}

step_type! {
    /// Two or more candidate lines side by side.
    pub struct Compare {
        #[serde(default)]
        pub prompt: String,
        #[serde(default)]
        pub candidates: Vec<Candidate>,
        /// Shown once the learner has looked at the candidates.
        #[serde(default, skip_serializing_if = "empty")]
        pub conclusion: String,
    }
}

/// A line the learner may play in a [`FindMove`] step, with what follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Answer {
    /// The learner's whole turn, effect answers included.
    pub actions: String,
    /// Shown when the learner plays it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub feedback: String,
    /// The opponent's scripted reply, played after the line (empty: none).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reply: String,
    /// Claims about the position after the line (before the reply).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
}

/// A particular wrong line and what to tell the learner who plays it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WrongMove {
    /// The wrong line: a learner who has played all of it gets its feedback. Usually one
    /// placement, which covers every turn that begins with it.
    pub actions: String,
    pub feedback: String,
    /// Claims about the position after the wrong line (they show the author why it is wrong).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
}

step_type! {
    /// A puzzle: the learner must play a correct line.
    pub struct FindMove {
        #[serde(default)]
        pub prompt: String,
        /// The main correct line (shown by "show the solution").
        pub solution: Answer,
        /// Other lines that are accepted.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub alternatives: Vec<Answer>,
        /// When not empty, any other finished turn after which all these claims hold is accepted
        /// too ("any placement that wins now").
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub accept_if: Vec<Claim>,
        /// Hints, shown one at a time in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub hints: Vec<String>,
        /// Feedback for particular wrong lines.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub wrong: Vec<WrongMove>,
        /// Feedback for any other wrong line.
        #[serde(default)]
        pub default_feedback: String,
        /// Show the learner the opponent's rack face up (by default only how many troops it holds).
        #[serde(default, skip_serializing_if = "no")]
        pub show_opponent_rack: bool,
    }
}

/// One stage of a [`Walkthrough`]: the actions played at this stage (possibly none: a stage
/// may only look at the position), a comment, and claims about the position after it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Stage {
    #[serde(skip_serializing_if = "String::is_empty")]
    pub actions: String,
    pub comment: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Sub-lines branching off this stage's actions ([`Variation`]), played from the position
    /// before the stage.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
}

step_type! {
    /// A scripted line, stepped one stage at a time. The claims of a stage compare the position
    /// after it with the position before it (so `MedalsGained` counts that stage only).
    pub struct Walkthrough {
        #[serde(default, skip_serializing_if = "empty")]
        pub intro: String,
        #[serde(default)]
        pub stages: Vec<Stage>,
        #[serde(default, skip_serializing_if = "empty")]
        pub conclusion: String,
    }
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Explain(Explain),
    Compare(Compare),
    FindMove(FindMove),
    Walkthrough(Walkthrough),
    Practice(Practice),
}

impl Step {
    /// Whether the learner is shown the opponent's rack face up: only in the steps that play
    /// against an opponent and say so (`show_opponent_rack`).
    pub fn shows_opponent_rack(&self) -> bool {
        match self {
            Step::FindMove(f) => f.show_opponent_rack,
            Step::Practice(p) => p.show_opponent_rack,
            _ => false,
        }
    }

    pub fn title(&self) -> &str {
        self.head().0
    }

    pub fn title_mut(&mut self) -> &mut String {
        self.head_mut().0
    }

    /// The actions played from the scenario's position before the step starts.
    pub fn setup(&self) -> &str {
        self.head().1
    }

    pub fn setup_mut(&mut self) -> &mut String {
        self.head_mut().1
    }

    /// The title and the setup, which every kind of step has.
    fn head(&self) -> (&String, &String) {
        match self {
            Step::Explain(s) => (&s.title, &s.setup),
            Step::Compare(s) => (&s.title, &s.setup),
            Step::FindMove(s) => (&s.title, &s.setup),
            Step::Walkthrough(s) => (&s.title, &s.setup),
            Step::Practice(s) => (&s.title, &s.setup),
        }
    }

    fn head_mut(&mut self) -> (&mut String, &mut String) {
        match self {
            Step::Explain(s) => (&mut s.title, &mut s.setup),
            Step::Compare(s) => (&mut s.title, &mut s.setup),
            Step::FindMove(s) => (&mut s.title, &mut s.setup),
            Step::Walkthrough(s) => (&mut s.title, &mut s.setup),
            Step::Practice(s) => (&mut s.title, &mut s.setup),
        }
    }

    /// The position the step starts from: `scenario_start` with the step's setup played.
    pub fn start(&self, scenario_start: &State) -> Result<State, LineError> {
        play_line(scenario_start, self.setup())
    }
}

/// Why a step's start position cannot be built. The lesson editor shows it in its language
/// ([`StepStartError::message_in`]); `Display` writes its English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepStartError {
    /// No step of this number (1-based).
    NoSuchStep(usize),
    /// The scenario's position cannot start (its message says why: "the map cannot be
    /// played: ...", "impossible position: ...").
    Start(StartError),
    /// The step's setup line cannot be played.
    Setup(LineError),
}

impl StepStartError {
    /// Why, in `lang` (`le-step-none`, `le-step-setup` in `editor-lesson.ftl`).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            StepStartError::NoSuchStep(n) => crate::text!("le-step-none", n = *n).render(lang),
            StepStartError::Start(e) => e.message_in(lang),
            StepStartError::Setup(e) => {
                crate::text!("le-step-setup", error = e.message()).render(lang)
            }
        }
    }
}

impl From<StartError> for StepStartError {
    fn from(e: StartError) -> StepStartError {
        StepStartError::Start(e)
    }
}

impl std::fmt::Display for StepStartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message_in(crate::i18n::Lang::En))
    }
}

impl std::error::Error for StepStartError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StepStartError::Start(e) => Some(e),
            StepStartError::Setup(e) => Some(e),
            StepStartError::NoSuchStep(_) => None,
        }
    }
}

impl LoadedScenario {
    /// The position step `index` (0-based) starts from.
    pub fn step_start(&self, index: usize) -> Result<State, StepStartError> {
        let step = self
            .scenario
            .steps
            .get(index)
            .ok_or(StepStartError::NoSuchStep(index + 1))?;
        let start = self.start()?;
        step.start(&start).map_err(StepStartError::Setup)
    }
}

/// Whether a text field is left out of the file ([`serde`]'s `skip_serializing_if`).
fn empty(s: &str) -> bool {
    s.is_empty()
}

/// Whether a flag is left out of the file.
fn no(b: &bool) -> bool {
    !*b
}
