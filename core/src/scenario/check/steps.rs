//! The check of the steps other than puzzles: explanations, comparisons (with their
//! variations), walkthroughs and practice games.

use super::{Checker, IssueKind, Malformed};
use crate::engine::{Action, State};
use crate::i18n::{Arg, Lang, Text};
use crate::scenario::Words;
use crate::scenario::format::{
    Branch, Claim, Compare, ExampleVerdict, Explain, GoalStatus, Practice, Variation,
    VariationError, Walkthrough,
};
use crate::scenario::line_run::LineRun;
use crate::text;

impl Checker {
    pub(super) fn explain(&mut self, at: &State, s: &Explain) {
        let ids: Vec<&String> = s.highlight.iter().collect();
        self.ids(at, &ids, &text!("check-at-highlight"));
        let ids: Vec<&String> = s.arrows.iter().flat_map(|a| [&a.from, &a.to]).collect();
        self.ids(at, &ids, &text!("check-at-arrows"));
        self.claims(&LineRun::at(at), &s.claims, &text!("check-at-claims"));
    }

    pub(super) fn compare(&mut self, at: &State, s: &Compare) {
        if s.candidates.len() < 2 {
            self.invalid(
                Malformed::TooFewCandidates,
                &Text::NONE,
                text!("check-too-few-candidates", n = s.candidates.len()),
            );
        }
        for (i, cand) in s.candidates.iter().enumerate() {
            let context = if cand.label.is_empty() {
                text!("check-at-candidate", n = i + 1)
            } else {
                text!(
                    "check-at-candidate-labelled",
                    n = i + 1,
                    label = &cand.label
                )
            };
            if cand.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    text!("check-candidate-no-actions"),
                );
                continue;
            }
            if cand.claims.is_empty() {
                self.invalid(
                    Malformed::NoClaims,
                    &context,
                    text!("check-candidate-no-claims"),
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
        context: &Text,
        path: &[usize],
    ) {
        for (i, v) in vars.iter().enumerate() {
            let mut here = path.to_vec();
            here.push(i);
            let ctx = text!(
                "check-at-variation",
                place = context.clone(),
                variation = v.name_text(&here)
            );
            let branch = Branch { start, parent };
            let (at, _) = match branch.at(v, path.len()) {
                Ok(r) => r,
                Err(e) => {
                    let kind = match e {
                        VariationError::NoActions => Malformed::NoActions,
                        _ => Malformed::VariationStart,
                    };
                    self.invalid(kind, &ctx, e.text());
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
            self.invalid(Malformed::NoStages, &Text::NONE, text!("check-no-stages"));
            return;
        }
        let mut state = at.clone();
        for (i, stage) in s.stages.iter().enumerate() {
            let context = text!("check-at-stage", n = i + 1);
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
                &Text::NONE,
                text!("check-practice-over-at-start"),
            );
            return;
        };
        if let Err(e) = s.opponent.parse::<crate::ai::AiSpec>() {
            self.invalid(
                Malformed::UnknownOpponent,
                &text!("check-at-opponent"),
                text!(
                    "check-unknown-opponent",
                    opponent = &s.opponent,
                    error = e.to_string(),
                    levels = crate::ai::AiSpec::NAMES
                ),
            );
        }
        match s.goal {
            crate::scenario::format::PracticeGoal::Medals { within: 0, .. }
            | crate::scenario::format::PracticeGoal::CaptureHq { within: 0 } => {
                self.invalid(
                    Malformed::ZeroTurns,
                    &text!("check-at-goal"),
                    text!("check-zero-turns"),
                );
            }
            _ => {}
        }
        if let GoalStatus::Achieved = s.goal.judge(learner, at, 0) {
            self.invalid(
                Malformed::GoalAtStart,
                &text!("check-at-goal"),
                text!("check-goal-at-start"),
            );
        }
        if s.example.trim().is_empty() {
            return;
        }
        let example = text!("check-at-example");
        let Some(run) = self.run(at, &s.example, &example) else {
            return;
        };
        if let Some(refusal) = run.refused {
            self.issue(
                &example,
                IssueKind::IllegalLine {
                    line: s.example.clone(),
                    refusal,
                },
            );
            return;
        }
        let message = match s.judge_example(at, &run.played) {
            None | Some(ExampleVerdict::Reaches { .. }) => return,
            Some(ExampleVerdict::Fails { reason }) => {
                text!("check-example-fails", goal = goal_words(s), reason = reason)
            }
            Some(ExampleVerdict::EndsShort { turns }) => {
                text!("check-example-ends-short", goal = goal_words(s), n = turns)
            }
        };
        self.invalid(Malformed::ExampleMissesGoal, &example, message);
    }
}

/// A practice step's goal in words: in English as the check has always written it, in another
/// language as the learner reads it.
fn goal_words(s: &Practice) -> Arg {
    Arg::each(|l| match l {
        Lang::En => s.goal.describe(),
        l => Words::new(l).goal(&s.goal),
    })
}
