//! Practice steps: a game played on against a computer level toward a goal, and how an
//! example game fares against that goal.

use super::{empty, no};
use crate::engine::{Action, EndReason, State};
use crate::pieces::Side;
use serde::{Deserialize, Serialize};

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

step_type! {
    /// Play on from the position against a computer level, toward a goal.
    pub struct Practice {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::line_run::parse_line;

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
