//! The check of a find-the-move step: its accepted and wrong lines played and judged as the
//! learner would be, then the soundness search within its work budget.

use super::issue::one_line;
use super::{Checker, EXAMPLES, IssueKind, Malformed, UnsoundLine};
use crate::engine::{Action, State};
use crate::i18n::{Arg, Lang, Text};
use crate::scenario::Words;
use crate::scenario::format::{FindMove, SolvedBy, Verdict};
use crate::scenario::line_run::line_text;
use crate::scenario::soundness::{
    DEFAULT_RUN_BUDGET, DEFAULT_STEP_BUDGET, Finding, Unfair, WalkError, find_move_soundness_with,
    learner_verdict_at,
};
use crate::scenario::turns::TurnLimits;
use crate::text;

/// The work budget of the soundness check, in finished turns (see the `soundness` module): each
/// step's, and the whole run's, which the steps of every lesson checked share in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub step: u64,
    pub run: u64,
    /// Work done so far in the run.
    pub spent: u64,
    /// Steps whose soundness was not checked because the run's budget was spent.
    pub skipped: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(DEFAULT_STEP_BUDGET, DEFAULT_RUN_BUDGET)
    }
}

impl Budget {
    pub fn new(step: u64, run: u64) -> Budget {
        Budget {
            step,
            run,
            spent: 0,
            skipped: 0,
        }
    }

    /// What the next step may spend: its own budget, or what is left of the run's.
    fn for_step(&self) -> u64 {
        self.step.min(self.run.saturating_sub(self.spent))
    }
}

/// A listed line of a puzzle as played: an accepted line `by` or wrong line `wrong`.
struct Listed {
    context: Text,
    by: Option<SolvedBy>,
    wrong: Option<usize>,
    played: Vec<Action>,
}

impl Checker {
    pub(super) fn find_move(&mut self, at: &State, s: &FindMove) {
        if at.is_over() {
            self.invalid(
                Malformed::OverAtStart,
                &Text::NONE,
                text!("check-puzzle-over-at-start"),
            );
            return;
        }
        let syntax_before = self.syntax_errors();
        // The lines played as a learner would be judged on them, checked once every line reads.
        let mut judged: Vec<Listed> = Vec::new();
        let answers: Vec<(SolvedBy, &crate::scenario::format::Answer)> = s.answers().collect();
        for (by, answer) in answers {
            let context = line_name(by);
            if answer.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    text!("check-line-no-actions"),
                );
                continue;
            }
            let Some(run) = self.run(at, &answer.actions, &context) else {
                continue;
            };
            if let Some(refusal) = run.refused.clone() {
                self.issue(
                    &context,
                    IssueKind::IllegalLine {
                        line: answer.actions.clone(),
                        refusal,
                    },
                );
                continue;
            }
            let after = &run.after;
            if !after.is_over() && (after.to_move() == at.to_move() || !after.at_turn_start()) {
                let message = match after.pending() {
                    Some(p) => text!(
                        "check-turn-waits",
                        effect = Arg::each(|l| match l {
                            Lang::En => p.describe().to_string(),
                            l => Words::new(l).effect(p),
                        }),
                        answers = p.answers()
                    ),
                    None => text!("check-turn-not-over"),
                };
                self.invalid(Malformed::TurnNotFinished, &context, message);
            }
            self.claims(&run, &answer.claims, &context);
            if by == SolvedBy::Solution && !s.accept_if.is_empty() {
                self.claims(&run, &s.accept_if, &text!("check-at-accept-if"));
            }
            if !answer.reply.trim().is_empty() {
                self.play_required(
                    after,
                    &answer.reply,
                    &text!("check-at-reply", place = context.clone()),
                );
            }
            judged.push(Listed {
                context,
                by: Some(by),
                wrong: None,
                played: run.played,
            });
        }
        for (i, w) in s.wrong.iter().enumerate() {
            let context = text!("check-at-wrong", n = i + 1);
            if w.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    text!("check-wrong-no-actions"),
                );
                continue;
            }
            let Some(run) = self.run(at, &w.actions, &context) else {
                continue;
            };
            if let Some(refusal) = run.refused.clone() {
                self.issue(
                    &context,
                    IssueKind::IllegalLine {
                        line: w.actions.clone(),
                        refusal,
                    },
                );
                continue;
            }
            if w.feedback.trim().is_empty() {
                self.invalid(
                    Malformed::NoFeedback,
                    &context,
                    text!("check-wrong-no-feedback"),
                );
            }
            self.claims(&run, &w.claims, &context);
            judged.push(Listed {
                context,
                by: None,
                wrong: Some(i),
                played: run.played,
            });
        }
        // A line that does not parse is reported once, where it is written: the judge, which
        // reads every line of the step, is not run on the others.
        if self.syntax_errors() == syntax_before {
            for l in judged {
                self.judged_line(at, s, &l);
            }
        }
        if s.default_feedback.trim().is_empty() {
            self.invalid(
                Malformed::NoFeedback,
                &Text::NONE,
                text!("check-no-default-feedback"),
            );
        }
        let step_issues = self
            .report
            .issues
            .iter()
            .any(|i| i.step == self.step && i.exit_code() > 0);
        if self.soundness && !step_issues {
            self.soundness(at, s);
        }
    }

    /// The soundness warnings of a find-the-move step whose lines all work: one per kind of
    /// unfairness, with the count and up to [`EXAMPLES`] lines.
    fn soundness(&mut self, at: &State, s: &FindMove) {
        let step_budget = self.budget.for_step();
        if step_budget == 0 {
            self.budget.skipped += 1;
            let kind = IssueKind::SearchCut {
                work: self.budget.spent as usize,
                budget: self.budget.run,
                at: String::new(),
            };
            self.warn(&text!("check-at-soundness"), kind);
            return;
        }
        let limits = TurnLimits {
            max_outcomes: usize::try_from(step_budget).unwrap_or(usize::MAX),
        };
        let found = match find_move_soundness_with(s, at, self.known, limits, &self.control) {
            Ok(found) => found,
            Err(WalkError::Cancelled) => {
                self.cancelled = true;
                return;
            }
            Err(WalkError::Line(_)) => return, // the step's lines were reported above
        };
        self.budget.spent += found.work;
        self.report.turns_judged += found.lines;
        for (kind, lines) in group(found.findings) {
            let count = lines.len();
            let examples = lines
                .into_iter()
                .take(EXAMPLES)
                .map(|f| UnsoundLine {
                    good: f.is_good(),
                    line: f.line,
                    outcome: f.outcome,
                    concern_in: Lang::ALL
                        .map(|l| crate::scenario::soundness_words::concern_text(l, &f.concern)),
                    concern: f.concern.to_string(),
                    fix: f.fix,
                })
                .collect();
            let kind = IssueKind::Unsound {
                kind,
                count,
                examples,
            };
            self.warn(&text!("check-at-soundness"), kind);
        }
        if let Some(cut) = found.cut {
            let kind = IssueKind::SearchCut {
                work: cut.outcomes,
                budget: step_budget,
                at: cut.at,
            };
            self.warn(&text!("check-at-soundness"), kind);
        }
    }

    fn syntax_errors(&self) -> usize {
        self.report
            .issues
            .iter()
            .filter(|i| matches!(i.kind, IssueKind::Syntax { .. }))
            .count()
    }

    /// Whether the learner playing a listed line, action by action, gets the verdict the step
    /// means: an accepted line `by` solves as that line, wrong line `wrong` gets its feedback.
    fn judged_line(&mut self, at: &State, s: &FindMove, l: &Listed) {
        let (context, by, wrong, played) = (&l.context, l.by, l.wrong, &l.played[..]);
        let (v, n) = match learner_verdict_at(s, at, played) {
            Ok(r) => r,
            Err(e) => {
                self.invalid(
                    Malformed::JudgeFails,
                    context,
                    text!("check-judge-fails", error = e.to_string()),
                );
                return;
            }
        };
        // Where the judge gave its verdict, when it did before the line's end.
        let said = |v: &Verdict| match n < played.len() {
            true => text!(
                "check-verdict-at",
                verdict = verdict_text(v),
                line = line_text(at, &played[..n])
            ),
            false => verdict_text(v),
        };
        match (by, wrong, &v) {
            (Some(want), _, Verdict::Solved { by: got, .. }) if *got == want => {}
            (_, Some(i), Verdict::Wrong { which: Some(j), .. }) if *j == i => {}
            (Some(_), _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                text!(
                    "check-judge-not-recognised",
                    place = context.clone(),
                    verdict = said(v)
                ),
            ),
            (_, Some(_), Verdict::Wrong { which: Some(j), .. }) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                match n < played.len() {
                    true => text!(
                        "check-feedback-hidden-at",
                        n = j + 1,
                        line = line_text(at, &played[..n])
                    ),
                    false => text!("check-feedback-hidden", n = j + 1),
                },
            ),
            (_, Some(_), Verdict::Continue) => {
                let of = s.answers().find_map(|(by, a)| {
                    let line = crate::scenario::line_run::parse_line(at, &a.actions).ok()?;
                    (line.len() > played.len()
                        && line
                            .iter()
                            .zip(played)
                            .all(|(x, y)| x.unnamed() == y.unnamed()))
                    .then(|| (by, a.actions.clone()))
                });
                let message = match of {
                    Some((by, line)) => text!(
                        "check-wrong-begins-answer",
                        answer = answer_name(by),
                        line = one_line(&line),
                        finish = finishes(at, played, s)
                    ),
                    None => text!(
                        "check-wrong-unfinished",
                        verdict = verdict_text(&Verdict::Continue),
                        finish = finishes(at, played, s)
                    ),
                };
                self.invalid(Malformed::JudgeDisagrees, context, message);
            }
            (_, _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                text!("check-wrong-no-feedback-shown", verdict = said(v)),
            ),
        }
    }
}

/// Findings grouped by kind, the kinds in their order, each kind's lines in the walk's.
fn group(findings: Vec<Finding>) -> Vec<(Unfair, Vec<Finding>)> {
    let mut out: Vec<(Unfair, Vec<Finding>)> = Vec::new();
    for f in findings {
        let k = f.concern.kind();
        match out.iter_mut().find(|(g, _)| *g == k) {
            Some((_, v)) => v.push(f),
            None => out.push((k, vec![f])),
        }
    }
    out.sort_by_key(|(k, _)| *k);
    out
}

/// Up to three ways of finishing the turn begun by `played` that no accepted line is, each as
/// a whole line in notation: what a wrong line that stops mid-turn could say instead.
fn finishes(at: &State, played: &[Action], s: &FindMove) -> Text {
    let mut now = at.clone();
    for a in played {
        now.play_unchecked(a);
    }
    let answers: Vec<Vec<Action>> = s
        .answers()
        .filter_map(|(_, a)| crate::scenario::line_run::parse_line(at, &a.actions).ok())
        .map(|l| l.iter().map(|a| a.unnamed()).collect())
        .collect();
    let turns =
        crate::scenario::turns::complete_turns(&now, usize::MAX, TurnLimits { max_outcomes: 200 });
    let mut out = Vec::new();
    for t in &turns.turns {
        let mut whole: Vec<Action> = played.iter().map(|a| a.unnamed()).collect();
        whole.extend(t.line.iter().copied());
        if answers.contains(&whole) {
            continue;
        }
        out.push(line_text(at, &whole));
        if out.len() == 3 {
            break;
        }
    }
    match &out[..] {
        [] => text!("check-finish-any"),
        [a] => text!("check-finish-1", a = a),
        [a, b] => text!("check-finish-2", a = a, b = b),
        [a, b, c, ..] => text!("check-finish-3", a = a, b = b, c = c),
    }
}

/// What the judge says of a line, in words.
fn verdict_text(v: &Verdict) -> Text {
    match v {
        Verdict::Continue => text!("check-verdict-continue"),
        Verdict::Solved { by, .. } => match by {
            SolvedBy::Solution => text!("check-verdict-solution"),
            SolvedBy::Alternative(i) => text!("check-at-alternative", n = i + 1),
            SolvedBy::Goal => text!("check-verdict-goal"),
        },
        Verdict::Wrong { which: Some(i), .. } => text!("check-at-wrong", n = i + 1),
        Verdict::Wrong { which: None, .. } => text!("check-verdict-default"),
    }
}

/// An accepted line as a place in the step: `solution`, `alternative 2`.
fn line_name(by: SolvedBy) -> Text {
    match by {
        SolvedBy::Alternative(i) => text!("check-at-alternative", n = i + 1),
        _ => text!("check-at-solution"),
    }
}

/// An accepted line named in a sentence: `the solution`, `alternative 2`.
fn answer_name(by: SolvedBy) -> Text {
    match by {
        SolvedBy::Alternative(i) => text!("check-at-alternative", n = i + 1),
        _ => text!("check-verdict-solution"),
    }
}
