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

use super::claim::Claim;
use super::variation::Variation;
use super::{LoadedScenario, StartError};
use crate::engine::{Action, EndReason, State};
use crate::notation::LineError;
use crate::pieces::Side;
use crate::scenario::line_run::{LineRun, line_text, parse_line, play_line, run_line};
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

/// A text step: locations highlighted, arrows drawn, claims about the position.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Explain {
    #[serde(default, skip_serializing_if = "empty")]
    pub title: String,
    /// Actions played from the scenario's position before the step starts.
    #[serde(default, skip_serializing_if = "empty")]
    pub setup: String,
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

/// Two or more candidate lines side by side.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Compare {
    #[serde(default, skip_serializing_if = "empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "empty")]
    pub setup: String,
    #[serde(default)]
    pub prompt: String,
    #[serde(default)]
    pub candidates: Vec<Candidate>,
    /// Shown once the learner has looked at the candidates.
    #[serde(default, skip_serializing_if = "empty")]
    pub conclusion: String,
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

/// A puzzle: the learner must play a correct line.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FindMove {
    #[serde(default, skip_serializing_if = "empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "empty")]
    pub setup: String,
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

/// A scripted line, stepped one stage at a time. The claims of a stage compare the position
/// after it with the position before it (so `MedalsGained` counts that stage only).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Walkthrough {
    #[serde(default, skip_serializing_if = "empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "empty")]
    pub setup: String,
    #[serde(default, skip_serializing_if = "empty")]
    pub intro: String,
    #[serde(default)]
    pub stages: Vec<Stage>,
    #[serde(default, skip_serializing_if = "empty")]
    pub conclusion: String,
}

/// What a practice game is played for. The learner is the side to move when the step starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum PracticeGoal {
    /// Win the game, any way.
    #[default]
    Win,
    /// Hold at least `n` medals (in total) by the end of the learner's turn number `within`.
    Medals { n: u32, within: u32 },
    /// Win by capturing an enemy HQ during one of the learner's first `within` turns.
    CaptureHq { within: u32 },
}

/// Where a practice game stands with respect to its goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoalStatus {
    InProgress,
    Achieved,
    Failed { reason: String },
}

impl PracticeGoal {
    /// Judges a practice game. `learner` is the learner's side; `turns` counts the learner's
    /// turns begun so far (a turn counts from its first action; see [`learner_turns`]).
    pub fn judge(&self, learner: Side, state: &State, turns: u32) -> GoalStatus {
        let outcome = state.outcome();
        let lost = |o: crate::engine::Outcome| GoalStatus::Failed {
            reason: format!("{o}"),
        };
        // The learner's turn `turns` is over once the learner no longer acts.
        let turn_over = state.to_move() != Some(learner);
        match *self {
            PracticeGoal::Win => match outcome {
                Some(o) if o.winner == learner => GoalStatus::Achieved,
                Some(o) => lost(o),
                None => GoalStatus::InProgress,
            },
            PracticeGoal::Medals { n, within } => {
                let medals = state.medals(learner);
                if medals >= n && turns <= within {
                    return GoalStatus::Achieved;
                }
                if let Some(o) = outcome {
                    return if o.winner == learner {
                        GoalStatus::Failed {
                            reason: format!(
                                "the game ended ({o}) with {learner} on {medals} of the {n} medals asked"
                            ),
                        }
                    } else {
                        lost(o)
                    };
                }
                if turns > within || (turns == within && turn_over) {
                    GoalStatus::Failed {
                        reason: format!(
                            "{learner} has {medals} of the {n} medals asked after {within} turns"
                        ),
                    }
                } else {
                    GoalStatus::InProgress
                }
            }
            PracticeGoal::CaptureHq { within } => match outcome {
                Some(o) if o.winner == learner && o.end == EndReason::Hq && turns <= within => {
                    GoalStatus::Achieved
                }
                Some(o) => GoalStatus::Failed {
                    reason: format!("the game ended without the HQ capture asked: {o}"),
                },
                None if turns > within || (turns == within && turn_over) => GoalStatus::Failed {
                    reason: format!("no enemy HQ captured within {within} turns"),
                },
                None => GoalStatus::InProgress,
            },
        }
    }

    /// The goal in words, for the learner.
    pub fn describe(&self) -> String {
        match *self {
            PracticeGoal::Win => "win the game".into(),
            PracticeGoal::Medals { n, within } => format!(
                "hold {n} medal{} within {within} turn{}",
                if n == 1 { "" } else { "s" },
                if within == 1 { "" } else { "s" }
            ),
            PracticeGoal::CaptureHq { within } => format!(
                "capture an enemy HQ within {within} turn{}",
                if within == 1 { "" } else { "s" }
            ),
        }
    }
}

/// How many of the learner's turns have begun once `actions` are played from `start` (the
/// learner being the side to move at `start`). Stops at the first illegal action.
pub fn learner_turns(start: &State, actions: &[Action]) -> u32 {
    let Some(learner) = start.to_move() else {
        return 0;
    };
    let mut state = start.clone();
    let mut turns = 0;
    for a in actions {
        if state.at_turn_start() && state.to_move() == Some(learner) {
            turns += 1;
        }
        if state.play(a).is_err() {
            break;
        }
    }
    turns
}

/// Play on from the position against a computer level, toward a goal.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Practice {
    #[serde(default, skip_serializing_if = "empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "empty")]
    pub setup: String,
    #[serde(default)]
    pub text: String,
    pub goal: PracticeGoal,
    /// The computer level the learner plays against (`random`, `greedy`, `mcts`, `mcts:N`).
    pub opponent: String,
    /// A game the author played that reaches the goal, both sides' actions (empty: none). The
    /// check plays it and verifies the goal is reached, so the goal is known to be possible.
    #[serde(default, skip_serializing_if = "empty")]
    pub example: String,
    /// Show the learner the computer's rack face up (by default only how many troops it holds).
    #[serde(default, skip_serializing_if = "no")]
    pub show_opponent_rack: bool,
}

impl Practice {
    /// Judges a practice game played from the step's start position.
    pub fn judge(&self, start: &State, now: &State, turns: u32) -> GoalStatus {
        match start.to_move() {
            Some(learner) => self.goal.judge(learner, now, turns),
            None => GoalStatus::Failed {
                reason: "the game is already over when the practice starts".into(),
            },
        }
    }

    /// How the author's example game, `played` from `start` (the step's start position), fares
    /// against the goal, judged after every action: the goal must not fail on the way and must
    /// be reached. `None` when the game is over at `start` (there is no learner). The lesson
    /// check and the steps editor both judge examples here.
    pub fn judge_example(&self, start: &State, played: &[Action]) -> Option<ExampleVerdict> {
        let learner = start.to_move()?;
        let mut state = start.clone();
        let mut turns = 0;
        for (i, a) in played.iter().enumerate() {
            if state.at_turn_start() && state.to_move() == Some(learner) {
                turns += 1;
            }
            state.play_unchecked(a);
            match self.goal.judge(learner, &state, turns) {
                GoalStatus::Achieved => {
                    return Some(ExampleVerdict::Reaches {
                        action: i + 1,
                        turn: turns,
                    });
                }
                GoalStatus::Failed { reason } => return Some(ExampleVerdict::Fails { reason }),
                GoalStatus::InProgress => {}
            }
        }
        Some(ExampleVerdict::EndsShort { turns })
    }
}

/// How a practice step's example game fares against its goal ([`Practice::judge_example`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExampleVerdict {
    /// The goal is reached at action number `action` (from 1), in the learner's turn `turn`.
    Reaches { action: usize, turn: u32 },
    /// The goal fails on the way (the game is lost, the turns run out), and why.
    Fails { reason: String },
    /// The example ends with the goal neither reached nor failed, after `turns` learner turns.
    EndsShort { turns: u32 },
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

    /// The kind's name, as written in the file.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Step::Explain(_) => "Explain",
            Step::Compare(_) => "Compare",
            Step::FindMove(_) => "FindMove",
            Step::Walkthrough(_) => "Walkthrough",
            Step::Practice(_) => "Practice",
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

/// Why a step's start position cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepStartError {
    #[error("no step {0}")]
    NoSuchStep(usize),
    /// The scenario's position cannot start (its message says why: "the map cannot be
    /// played: ...", "impossible position: ...").
    #[error(transparent)]
    Start(#[from] StartError),
    #[error("the step's setup: {0}")]
    Setup(LineError),
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

/// Which accepted line the learner played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolvedBy {
    /// The main solution.
    Solution,
    /// Alternative number `i` (0-based).
    Alternative(usize),
    /// Another line that makes every `accept_if` claim true.
    Goal,
}

/// The judgement of the learner's actions so far in a [`FindMove`] step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Keep playing: the actions so far begin an accepted line, or the turn is not over and any
    /// line reaching the goal claims is accepted.
    Continue,
    /// Solved. `reply` is the opponent's scripted answer, to be played next.
    Solved {
        by: SolvedBy,
        feedback: String,
        reply: Vec<Action>,
    },
    /// Wrong. `which` is the index of the particular wrong line matched, `None` for the default
    /// feedback.
    Wrong {
        feedback: String,
        which: Option<usize>,
    },
}

fn same(a: &Action, b: &Action) -> bool {
    a.unnamed() == b.unnamed()
}

fn starts_with(long: &[Action], short: &[Action]) -> bool {
    short.len() <= long.len() && long.iter().zip(short).all(|(a, b)| same(a, b))
}

impl FindMove {
    /// Every accepted line: the solution first, then the alternatives.
    pub fn answers(&self) -> impl Iterator<Item = (SolvedBy, &Answer)> {
        std::iter::once((SolvedBy::Solution, &self.solution)).chain(
            self.alternatives
                .iter()
                .enumerate()
                .map(|(i, a)| (SolvedBy::Alternative(i), a)),
        )
    }

    /// Hint number `shown` (0-based), if there is one: the UI shows them one at a time.
    pub fn hint(&self, shown: usize) -> Option<&str> {
        self.hints.get(shown).map(String::as_str)
    }

    /// Judges the learner's actions so far, played from the step's start position. Chance
    /// actions compare unnamed (a learner's `draw` matches a line's `draw roxy`).
    ///
    /// Order: a whole accepted line solves; the beginning of one continues; a particular wrong
    /// line gets its feedback once the learner has played all of it (a wrong line of one
    /// placement covers every turn that begins with it; the beginning of a longer wrong line is
    /// not judged yet, so a learner who turns aside from it in time is judged on what they
    /// play); then, once the turn is over, the `accept_if` claims decide; anything else gets the
    /// default feedback.
    pub fn judge(&self, start: &State, played: &[Action]) -> Result<Verdict, LineError> {
        if played.is_empty() {
            return Ok(Verdict::Continue);
        }
        let mut answers = Vec::new();
        for (by, a) in self.answers() {
            answers.push((by, a, parse_line(start, &a.actions)?));
        }
        for (by, a, line) in &answers {
            if line.len() == played.len() && starts_with(line, played) {
                return Ok(Verdict::Solved {
                    by: *by,
                    feedback: a.feedback.clone(),
                    reply: parse_line(start, &a.reply)?,
                });
            }
        }
        // Replay the learner's actions to know whether the turn is over.
        let now = run_line(start, &line_text(start, played))?.into_end()?;
        let turn_over = now.is_over() || (now.at_turn_start() && now.to_move() != start.to_move());
        if !turn_over && answers.iter().any(|(_, _, line)| starts_with(line, played)) {
            return Ok(Verdict::Continue);
        }
        let mut begins_wrong = false;
        for (i, w) in self.wrong.iter().enumerate() {
            let line = parse_line(start, &w.actions)?;
            if !line.is_empty() && starts_with(played, &line) {
                return Ok(Verdict::Wrong {
                    feedback: w.feedback.clone(),
                    which: Some(i),
                });
            }
            begins_wrong |= starts_with(&line, played);
        }
        if !turn_over && begins_wrong {
            return Ok(Verdict::Continue);
        }
        if !self.accept_if.is_empty() {
            if !turn_over {
                return Ok(Verdict::Continue);
            }
            let run = LineRun {
                before: start.clone(),
                after: now,
                played: played.to_vec(),
                total: played.len(),
                refused: None,
            };
            if self.accept_if.iter().all(|c| c.verify(&run).is_ok()) {
                return Ok(Verdict::Solved {
                    by: SolvedBy::Goal,
                    feedback: self.solution.feedback.clone(),
                    reply: Vec::new(),
                });
            }
        }
        Ok(Verdict::Wrong {
            feedback: self.default_feedback.clone(),
            which: None,
        })
    }
}

// ----- the file form: struct variants, so that a step reads `Explain(title: "...", ...)` -----
//
// Each step type derives its own serde form (its fields, defaults and skips are written once, on
// the type). `Step` is written as a struct variant named after its kind, holding the fields of
// its step: the two adapters below hand the step type's derived code the variant's fields as if
// they were a struct of their own. The form does not depend on the data format or its options,
// so files, recovery copies and the JSON walked by the text checks all see the same shape.

fn empty(s: &str) -> bool {
    s.is_empty()
}

fn no(b: &bool) -> bool {
    !*b
}

/// The kinds of step, as written in files.
const STEP_KINDS: &[&str] = &["Explain", "Compare", "FindMove", "Walkthrough", "Practice"];

impl Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (index, kind) = match self {
            Step::Explain(_) => (0, "Explain"),
            Step::Compare(_) => (1, "Compare"),
            Step::FindMove(_) => (2, "FindMove"),
            Step::Walkthrough(_) => (3, "Walkthrough"),
            Step::Practice(_) => (4, "Practice"),
        };
        let s = step_serde::AsVariant::new(s, "Step", index, kind);
        match self {
            Step::Explain(x) => x.serialize(s),
            Step::Compare(x) => x.serialize(s),
            Step::FindMove(x) => x.serialize(s),
            Step::Walkthrough(x) => x.serialize(s),
            Step::Practice(x) => x.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl<'de> serde::de::Visitor<'de> for StepVisitor {
            type Value = Step;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a step: Explain, Compare, FindMove, Walkthrough or Practice")
            }

            fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Step, A::Error> {
                let (kind, variant) = data.variant::<step_serde::Kind>()?;
                let fields = step_serde::Fields(variant);
                Ok(match kind.0 {
                    0 => Step::Explain(Explain::deserialize(fields)?),
                    1 => Step::Compare(Compare::deserialize(fields)?),
                    2 => Step::FindMove(FindMove::deserialize(fields)?),
                    3 => Step::Walkthrough(Walkthrough::deserialize(fields)?),
                    _ => Step::Practice(Practice::deserialize(fields)?),
                })
            }
        }
        d.deserialize_enum("Step", STEP_KINDS, StepVisitor)
    }
}

/// The two adapters between a step type's derived serde code and a struct variant of `Step`.
mod step_serde {
    use super::STEP_KINDS;
    use serde::de::{self, Deserializer, VariantAccess, Visitor};
    use serde::ser::{self, Impossible, Serialize, SerializeStruct, SerializeStructVariant};

    /// A serializer that writes the struct it is given as the struct variant `kind` of `name`.
    /// Anything but a struct is an error (every step type is a struct).
    pub struct AsVariant<S> {
        inner: S,
        name: &'static str,
        index: u32,
        kind: &'static str,
    }

    impl<S> AsVariant<S> {
        pub fn new(inner: S, name: &'static str, index: u32, kind: &'static str) -> Self {
            AsVariant {
                inner,
                name,
                index,
                kind,
            }
        }
    }

    /// The fields of the struct, written as the variant's.
    pub struct VariantFields<V>(V);

    impl<V: SerializeStructVariant> SerializeStruct for VariantFields<V> {
        type Ok = V::Ok;
        type Error = V::Error;

        fn serialize_field<T: ?Sized + Serialize>(
            &mut self,
            key: &'static str,
            value: &T,
        ) -> Result<(), V::Error> {
            self.0.serialize_field(key, value)
        }

        fn skip_field(&mut self, key: &'static str) -> Result<(), V::Error> {
            self.0.skip_field(key)
        }

        fn end(self) -> Result<V::Ok, V::Error> {
            self.0.end()
        }
    }

    fn not_a_struct<E: ser::Error>() -> E {
        E::custom("a step is written as a struct")
    }

    macro_rules! refuse {
        ($($f:ident($($t:ty),*);)*) => {$(
            fn $f(self, $(_: $t),*) -> Result<S::Ok, S::Error> {
                Err(not_a_struct())
            }
        )*};
    }

    impl<S: ser::Serializer> ser::Serializer for AsVariant<S> {
        type Ok = S::Ok;
        type Error = S::Error;
        type SerializeSeq = Impossible<S::Ok, S::Error>;
        type SerializeTuple = Impossible<S::Ok, S::Error>;
        type SerializeTupleStruct = Impossible<S::Ok, S::Error>;
        type SerializeTupleVariant = Impossible<S::Ok, S::Error>;
        type SerializeMap = Impossible<S::Ok, S::Error>;
        type SerializeStruct = VariantFields<S::SerializeStructVariant>;
        type SerializeStructVariant = Impossible<S::Ok, S::Error>;

        fn serialize_struct(
            self,
            _name: &'static str,
            len: usize,
        ) -> Result<Self::SerializeStruct, S::Error> {
            self.inner
                .serialize_struct_variant(self.name, self.index, self.kind, len)
                .map(VariantFields)
        }

        refuse! {
            serialize_bool(bool);
            serialize_i8(i8);
            serialize_i16(i16);
            serialize_i32(i32);
            serialize_i64(i64);
            serialize_u8(u8);
            serialize_u16(u16);
            serialize_u32(u32);
            serialize_u64(u64);
            serialize_f32(f32);
            serialize_f64(f64);
            serialize_char(char);
            serialize_str(&str);
            serialize_bytes(&[u8]);
            serialize_none();
            serialize_unit();
            serialize_unit_struct(&'static str);
            serialize_unit_variant(&'static str, u32, &'static str);
        }

        fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_newtype_struct<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: &T,
        ) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant, S::Error> {
            Err(not_a_struct())
        }
    }

    /// The kind of a step, read from its variant name (index into [`STEP_KINDS`]).
    pub struct Kind(pub usize);

    impl<'de> de::Deserialize<'de> for Kind {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
            struct KindVisitor;
            impl Visitor<'_> for KindVisitor {
                type Value = Kind;

                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("the kind of a step")
                }

                fn visit_str<E: de::Error>(self, v: &str) -> Result<Kind, E> {
                    STEP_KINDS
                        .iter()
                        .position(|k| *k == v)
                        .map(Kind)
                        .ok_or_else(|| E::unknown_variant(v, STEP_KINDS))
                }

                fn visit_u64<E: de::Error>(self, v: u64) -> Result<Kind, E> {
                    usize::try_from(v)
                        .ok()
                        .filter(|&i| i < STEP_KINDS.len())
                        .map(Kind)
                        .ok_or_else(|| {
                            E::invalid_value(
                                de::Unexpected::Unsigned(v),
                                &"a step kind from 0 to 4",
                            )
                        })
                }
            }
            d.deserialize_identifier(KindVisitor)
        }
    }

    /// A deserializer that hands a struct visitor the fields of a struct variant.
    pub struct Fields<A>(pub A);

    impl<'de, A: VariantAccess<'de>> Deserializer<'de> for Fields<A> {
        type Error = A::Error;

        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _name: &'static str,
            fields: &'static [&'static str],
            visitor: V,
        ) -> Result<V::Value, A::Error> {
            self.0.struct_variant(fields, visitor)
        }

        fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, A::Error> {
            Err(de::Error::custom("a step is read as a struct"))
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
            bytes byte_buf option unit unit_struct newtype_struct seq tuple
            tuple_struct map enum identifier ignored_any
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OLD_FIND: &str = r#"FindMove(prompt: "Go", solution: (actions: "draw"))"#;

    #[test]
    fn the_opponents_rack_stays_hidden_unless_the_step_shows_it() {
        let old: Step = ron::from_str(OLD_FIND).expect("a file without the field reads");
        assert!(!old.shows_opponent_rack(), "hidden by default");
        let written = ron::to_string(&old).unwrap();
        assert!(
            !written.contains("show_opponent_rack"),
            "an unchanged step is written as before: {written}"
        );
        let shown: Step = ron::from_str(
            r#"Practice(text: "Play", goal: Win, opponent: "greedy", show_opponent_rack: true)"#,
        )
        .unwrap();
        assert!(shown.shows_opponent_rack());
        let again: Step = ron::from_str(&ron::to_string(&shown).unwrap()).unwrap();
        assert_eq!(again, shown, "the field survives a save");
        let explain: Step = ron::from_str(r#"Explain(text: "Look")"#).unwrap();
        assert!(!explain.shows_opponent_rack(), "no opponent to show");
    }

    /// The messages of a misspelt kind, an unknown field and a missing field, each at its place:
    /// the same as when steps were read through a mirror of their types.
    #[test]
    fn step_errors_name_the_kind_or_field_with_line_and_column() {
        let lesson = |step: &str| {
            let text = format!("(format: 1, map: \"m.ron\",\n  steps: [\n    {step},\n  ])");
            crate::scenario::Scenario::from_ron(&text, "l.ron")
                .unwrap_err()
                .to_string()
        };
        let cases = [
            r#"Explian(text: "x")"#,
            r#"Explain(text: "x", hilight: ["a"])"#,
            r#"FindMove(prompt: "x")"#,
            r#"Practice(text: "x", goal: Win)"#,
            r#"Walkthrough(stages: [(coment: "x")])"#,
            r#"Compare(title: 3)"#,
        ];
        let got: Vec<String> = cases.iter().map(|c| lesson(c)).collect();
        let want = [
            "l.ron:3:5: Unexpected variant named `Explian` in enum `Step`, expected one of `Explain`, `Compare`, `FindMove`, `Walkthrough`, or `Practice` instead",
            "l.ron:3:24: Unexpected field named `hilight` in `Explain`, expected one of `title`, `setup`, `text`, `highlight`, `arrows`, or `claims` instead",
            "l.ron:3:25: Unexpected missing field named `solution` in `FindMove`",
            "l.ron:3:34: Unexpected missing field named `opponent` in `Practice`",
            "l.ron:3:27: Unexpected field named `coment` in `Stage`, expected one of `actions`, `comment`, `claims`, or `variations` instead",
            "l.ron:3:19: Expected string",
        ];
        assert_eq!(got, want);
    }

    /// Every kind of step, with every field set, is written as `Kind(field: ...)` and read back
    /// as it was, in RON and in JSON (which the text checks walk).
    #[test]
    fn every_step_kind_is_written_as_a_struct_variant_and_read_back() {
        let claim = Claim::AllConnected { side: Side::Blue };
        let steps = [
            Step::Explain(Explain {
                title: "t".into(),
                setup: "draw".into(),
                text: "x".into(),
                highlight: vec!["a".into()],
                arrows: vec![Arrow {
                    from: "a".into(),
                    to: "b".into(),
                }],
                claims: vec![claim.clone()],
            }),
            Step::Compare(Compare {
                title: "t".into(),
                setup: "draw".into(),
                prompt: "p".into(),
                candidates: vec![Candidate {
                    actions: "draw".into(),
                    ..Candidate::default()
                }],
                conclusion: "c".into(),
            }),
            Step::FindMove(FindMove {
                title: "t".into(),
                setup: "draw".into(),
                prompt: "p".into(),
                solution: Answer {
                    actions: "draw".into(),
                    ..Answer::default()
                },
                alternatives: vec![Answer::default()],
                accept_if: vec![claim.clone()],
                hints: vec!["h".into()],
                wrong: vec![WrongMove::default()],
                default_feedback: "no".into(),
                show_opponent_rack: true,
            }),
            Step::Walkthrough(Walkthrough {
                title: "t".into(),
                setup: "draw".into(),
                intro: "i".into(),
                stages: vec![Stage::default()],
                conclusion: "c".into(),
            }),
            Step::Practice(Practice {
                title: "t".into(),
                setup: "draw".into(),
                text: "x".into(),
                goal: PracticeGoal::Medals { n: 3, within: 2 },
                opponent: "greedy".into(),
                example: "draw".into(),
                show_opponent_rack: true,
            }),
        ];
        for (step, kind) in steps.iter().zip(STEP_KINDS) {
            let text = ron::to_string(step).unwrap();
            assert!(text.starts_with(&format!("{kind}(title:")), "{text}");
            assert_eq!(&ron::from_str::<Step>(&text).unwrap(), step, "{text}");
            let json = serde_json::to_value(step).unwrap();
            assert!(json.get(kind).is_some(), "{json}");
            assert_eq!(&serde_json::from_value::<Step>(json).unwrap(), step);
        }
        // Fields left at their defaults are left out.
        let bare = Step::Explain(Explain::default());
        assert_eq!(ron::to_string(&bare).unwrap(), r#"Explain(text:"")"#);
    }

    /// The example of a practice step is judged once, here, for the check and the editor.
    #[test]
    fn an_example_game_is_judged_after_every_action() {
        let start = crate::testkit::position(
            crate::testkit::castle_board(),
            r#"(to_move: blue, blue: (rack: [roxy, kwak]), red: (rack: [roxy]), first_game: true)"#,
        );
        let example = |goal: PracticeGoal, line: &str| {
            let p = Practice {
                goal,
                ..Practice::default()
            };
            let played = parse_line(&start, line).unwrap();
            p.judge_example(&start, &played).unwrap()
        };
        // Still open when the example ends.
        assert_eq!(
            example(PracticeGoal::Win, "place roxy @left-outpost"),
            ExampleVerdict::EndsShort { turns: 1 }
        );
        // Failed on the way: the learner's turn ends without the medals.
        assert!(matches!(
            example(
                PracticeGoal::Medals { n: 3, within: 1 },
                "place roxy @left-outpost; place roxy @right-outpost"
            ),
            ExampleVerdict::Fails { .. }
        ));
        // Reached: blue holds a medal as soon as it has placed on a region of one.
        let reached = example(
            PracticeGoal::Medals { n: 0, within: 2 },
            "place roxy @left-outpost; place roxy @right-outpost",
        );
        assert_eq!(reached, ExampleVerdict::Reaches { action: 1, turn: 1 });
    }
}
