//! The check of a find-the-move step: its accepted and wrong lines played and judged as the
//! learner would be, then the soundness search within its work budget.

use super::issue::one_line;
use super::{Checker, EXAMPLES, IssueKind, Malformed, UnsoundLine};
use crate::engine::{Action, State};
use crate::i18n::Lang;
use crate::scenario::format::{FindMove, SolvedBy, Verdict};
use crate::scenario::line_run::line_text;
use crate::scenario::soundness::{
    DEFAULT_RUN_BUDGET, DEFAULT_STEP_BUDGET, Finding, Unfair, WalkError, find_move_soundness_with,
    learner_verdict_at,
};
use crate::scenario::turns::TurnLimits;

/// The work budget of the soundness check, in finished turns (see [`crate::scenario::soundness`]): each
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
    context: String,
    by: Option<SolvedBy>,
    wrong: Option<usize>,
    played: Vec<Action>,
}

impl Checker {
    pub(super) fn find_move(&mut self, at: &State, s: &FindMove) {
        if at.is_over() {
            self.invalid(
                Malformed::OverAtStart,
                "",
                "the game is already over when the puzzle starts",
            );
            return;
        }
        let syntax_before = self.syntax_errors();
        // The lines played as a learner would be judged on them, checked once every line reads.
        let mut judged: Vec<Listed> = Vec::new();
        let answers: Vec<(SolvedBy, &crate::scenario::format::Answer)> = s.answers().collect();
        for (by, answer) in answers {
            let context = match by {
                SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
                _ => "solution".to_string(),
            };
            if answer.actions.trim().is_empty() {
                self.invalid(Malformed::NoActions, &context, "the line has no actions");
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
                let waiting = after
                    .pending()
                    .map(|p| {
                        format!(
                            "{} still waits for an answer ({})",
                            p.describe(),
                            p.answers()
                        )
                    })
                    .unwrap_or_else(|| "the turn is not over".into());
                self.invalid(
                    Malformed::TurnNotFinished,
                    &context,
                    format!("the line must finish the learner's turn, but {waiting}"),
                );
            }
            self.claims(&run, &answer.claims, &context);
            if by == SolvedBy::Solution && !s.accept_if.is_empty() {
                self.claims(&run, &s.accept_if, "accept_if, on the solution");
            }
            if !answer.reply.trim().is_empty() {
                self.play_required(after, &answer.reply, &format!("{context}'s reply"));
            }
            judged.push(Listed {
                context,
                by: Some(by),
                wrong: None,
                played: run.played,
            });
        }
        for (i, w) in s.wrong.iter().enumerate() {
            let context = format!("wrong line {}", i + 1);
            if w.actions.trim().is_empty() {
                self.invalid(
                    Malformed::NoActions,
                    &context,
                    "the wrong line has no actions",
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
                    "the wrong line has no feedback",
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
                "",
                "the puzzle has no default feedback for other wrong lines",
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
            self.warn("soundness", kind);
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
            self.warn("soundness", kind);
        }
        if let Some(cut) = found.cut {
            let kind = IssueKind::SearchCut {
                work: cut.outcomes,
                budget: step_budget,
                at: cut.at,
            };
            self.warn("soundness", kind);
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
        let (context, by, wrong, played) = (l.context.as_str(), l.by, l.wrong, &l.played[..]);
        let (v, n) = match learner_verdict_at(s, at, played) {
            Ok(r) => r,
            Err(e) => {
                self.invalid(
                    Malformed::JudgeFails,
                    context,
                    format!("the judge cannot use the step: {e}"),
                );
                return;
            }
        };
        let early = if n < played.len() {
            format!(" at \"{}\"", line_text(at, &played[..n]))
        } else {
            String::new()
        };
        match (by, wrong, &v) {
            (Some(want), _, Verdict::Solved { by: got, .. }) if *got == want => {}
            (_, Some(i), Verdict::Wrong { which: Some(j), .. }) if *j == i => {}
            (Some(_), _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "the judge does not recognise this line as {context} (it says {}{early})",
                    verdict_text(v)
                ),
            ),
            (_, Some(_), Verdict::Wrong { which: Some(j), .. }) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "its feedback can never be shown: it begins with wrong line {}, so the learner playing it is told that line's feedback{early}; make wrong line {} longer or remove this one",
                    j + 1,
                    j + 1
                ),
            ),
            (_, Some(_), Verdict::Continue) => {
                let of = s.answers().find_map(|(by, a)| {
                    let line = crate::scenario::line_run::parse_line(at, &a.actions).ok()?;
                    (line.len() > played.len()
                        && line.iter().zip(played).all(|(x, y)| x.unnamed() == y.unnamed()))
                    .then(|| (by, a.actions.clone()))
                });
                let message = match of {
                    Some((by, line)) => format!(
                        "it is the beginning of {} (\"{}\"), so the learner playing it is told to keep playing; finish the wrong turn, for example {}",
                        match by {
                            SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
                            _ => "the solution".to_string(),
                        },
                        one_line(&line),
                        finishes(at, played, s)
                    ),
                    None => format!(
                        "the learner playing this line would not get its feedback (the judge says {}); finish the wrong turn, for example {}",
                        verdict_text(&Verdict::Continue),
                        finishes(at, played, s)
                    ),
                };
                self.invalid(Malformed::JudgeDisagrees, context, message);
            }
            (_, _, v) => self.invalid(
                Malformed::JudgeDisagrees,
                context,
                format!(
                    "the learner playing this line would not get its feedback (the judge says {}{early})",
                    verdict_text(v)
                ),
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
fn finishes(at: &State, played: &[Action], s: &FindMove) -> String {
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
        out.push(format!("\"{}\"", line_text(at, &whole)));
        if out.len() == 3 {
            break;
        }
    }
    if out.is_empty() {
        "a line that finishes the turn".into()
    } else {
        out.join(" or ")
    }
}

fn verdict_text(v: &Verdict) -> String {
    match v {
        Verdict::Continue => "keep playing".into(),
        Verdict::Solved { by, .. } => match by {
            SolvedBy::Solution => "the solution".into(),
            SolvedBy::Alternative(i) => format!("alternative {}", i + 1),
            SolvedBy::Goal => "solved by the goal claims".into(),
        },
        Verdict::Wrong { which: Some(i), .. } => format!("wrong line {}", i + 1),
        Verdict::Wrong { which: None, .. } => "wrong, with the default feedback".into(),
    }
}
