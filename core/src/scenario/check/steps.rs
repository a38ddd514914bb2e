//! The check of the steps other than puzzles: explanations, comparisons (with their
//! variations), walkthroughs and practice games.

use super::{Checker, IssueKind, Malformed};
use crate::engine::{Action, State};
use crate::scenario::format::{
    Branch, Claim, Compare, ExampleVerdict, Explain, GoalStatus, Practice, Variation,
    VariationError, Walkthrough,
};
use crate::scenario::line_run::LineRun;

impl Checker {
    pub(super) fn explain(&mut self, at: &State, s: &Explain) {
        let ids: Vec<&String> = s.highlight.iter().collect();
        self.ids(at, &ids, "highlight");
        let ids: Vec<&String> = s.arrows.iter().flat_map(|a| [&a.from, &a.to]).collect();
        self.ids(at, &ids, "arrows");
        self.claims(&LineRun::at(at), &s.claims, "claims");
    }

    pub(super) fn compare(&mut self, at: &State, s: &Compare) {
        if s.candidates.len() < 2 {
            self.invalid(
                Malformed::TooFewCandidates,
                "",
                format!(
                    "a comparison needs two or more candidate lines; it has {}",
                    s.candidates.len()
                ),
            );
        }
        for (i, cand) in s.candidates.iter().enumerate() {
            let context = if cand.label.is_empty() {
                format!("candidate {}", i + 1)
            } else {
                format!("candidate {} \"{}\"", i + 1, cand.label)
            };
            if cand.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    "the candidate has no actions",
                );
                continue;
            }
            if cand.claims.is_empty() {
                self.invalid(
                    Malformed::NoClaims,
                    &context,
                    "the candidate makes no claim; add at least one for the engine to verify",
                );
            }
            if let Some(run) = self.line_with_claims(at, &cand.actions, &cand.claims, &context) {
                self.variations(at, &run.played, &cand.variations, &context, &[]);
            }
        }
    }

    /// Plays and verifies every variation of a line that starts at `start` with `parent`.
    fn variations(
        &mut self,
        start: &State,
        parent: &[Action],
        vars: &[Variation],
        context: &str,
        path: &[usize],
    ) {
        for (i, v) in vars.iter().enumerate() {
            let mut here = path.to_vec();
            here.push(i);
            let ctx = format!("{context}, {}", v.name(&here));
            let branch = Branch { start, parent };
            let (at, _) = match branch.at(v, path.len()) {
                Ok(r) => r,
                Err(e) => {
                    let kind = match e {
                        VariationError::NoActions => Malformed::NoActions,
                        _ => Malformed::VariationStart,
                    };
                    self.invalid(kind, &ctx, e.to_string());
                    continue;
                }
            };
            let Some(own) = self.line_with_claims(&at, &v.actions, &v.claims, &ctx) else {
                continue;
            };
            if own.refused.is_none() {
                self.variations(&at, &own.played, &v.variations, context, &here);
            }
        }
    }

    pub(super) fn walkthrough(&mut self, at: &State, s: &Walkthrough) {
        if s.stages.is_empty() {
            self.invalid(Malformed::NoStages, "", "the walkthrough has no stages");
            return;
        }
        let mut state = at.clone();
        for (i, stage) in s.stages.iter().enumerate() {
            let context = format!("stage {}", i + 1);
            let Some(run) = self.line_with_claims(&state, &stage.actions, &stage.claims, &context)
            else {
                return;
            };
            self.variations(&state, &run.played, &stage.variations, &context, &[]);
            if run.refused.is_some()
                && !stage
                    .claims
                    .iter()
                    .any(|c| matches!(c, Claim::Illegal { .. }))
            {
                return;
            }
            state = run.after;
        }
    }

    pub(super) fn practice(&mut self, at: &State, s: &Practice) {
        let Some(learner) = at.to_move() else {
            self.invalid(
                Malformed::OverAtStart,
                "",
                "the game is already over when the practice starts",
            );
            return;
        };
        if let Err(e) = s.opponent.parse::<crate::ai::AiSpec>() {
            self.invalid(
                Malformed::UnknownOpponent,
                "opponent",
                format!(
                    "unknown computer level `{}` ({e}); levels: {}",
                    s.opponent,
                    crate::ai::AiSpec::NAMES
                ),
            );
        }
        match s.goal {
            crate::scenario::format::PracticeGoal::Medals { within: 0, .. }
            | crate::scenario::format::PracticeGoal::CaptureHq { within: 0 } => {
                self.invalid(Malformed::ZeroTurns, "goal", "the goal allows 0 turns");
            }
            _ => {}
        }
        if let GoalStatus::Achieved = s.goal.judge(learner, at, 0) {
            self.invalid(
                Malformed::GoalAtStart,
                "goal",
                "the goal is already reached when the practice starts",
            );
        }
        if s.example.trim().is_empty() {
            return;
        }
        let Some(run) = self.run(at, &s.example, "example") else {
            return;
        };
        if let Some(refusal) = run.refused {
            self.issue(
                "example",
                IssueKind::IllegalLine {
                    line: s.example.clone(),
                    refusal,
                },
            );
            return;
        }
        let message = match s.judge_example(at, &run.played) {
            None | Some(ExampleVerdict::Reaches { .. }) => return,
            Some(ExampleVerdict::Fails { reason }) => format!(
                "the example game fails the goal ({}): {reason}",
                s.goal.describe()
            ),
            Some(ExampleVerdict::EndsShort { turns }) => format!(
                "the example game ends before reaching the goal ({}) after {turns} learner turns",
                s.goal.describe()
            ),
        };
        self.invalid(Malformed::ExampleMissesGoal, "example", message);
    }
}
