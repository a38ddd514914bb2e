//! The lines and claim lists of a lesson step, named so that the step editor can point at one
//! (to record it, show its outcome on the board, edit a claim of it): where each line starts,
//! what the engine makes of it in one sentence, and the claims its outcome supports.

use super::variation::Variation;
use super::{Claim, LineRun, Step, StepStartError, claims_after, run_line};
use crate::engine::State;
use crate::notation::{LineError, Refusal};

/// One line of actions in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineRef {
    /// The actions played from the scenario's position before the step starts.
    Setup,
    /// A Compare step's candidate (0-based).
    Candidate(usize),
    /// A FindMove step's solution.
    Solution,
    /// The opponent's scripted reply after the solution.
    SolutionReply,
    /// A FindMove step's accepted alternative (0-based).
    Alternative(usize),
    /// The reply after an alternative.
    AlternativeReply(usize),
    /// A FindMove step's particular wrong line (0-based).
    Wrong(usize),
    /// A Walkthrough stage (0-based).
    Stage(usize),
    /// A Practice step's example game.
    Example,
    /// A variation (0-based) branching off a candidate or a stage.
    Variation(VarParent, usize),
}

/// The line a top-level variation branches off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarParent {
    Candidate(usize),
    Stage(usize),
}

impl VarParent {
    /// The parent as a line of its step.
    pub fn line(self) -> LineRef {
        match self {
            VarParent::Candidate(i) => LineRef::Candidate(i),
            VarParent::Stage(i) => LineRef::Stage(i),
        }
    }

    /// The parent's variations in `step`.
    pub fn variations(self, step: &Step) -> Option<&Vec<Variation>> {
        Some(match (self, step) {
            (VarParent::Candidate(i), Step::Compare(c)) => &c.candidates.get(i)?.variations,
            (VarParent::Stage(i), Step::Walkthrough(w)) => &w.stages.get(i)?.variations,
            _ => return None,
        })
    }

    pub fn variations_mut(self, step: &mut Step) -> Option<&mut Vec<Variation>> {
        Some(match (self, step) {
            (VarParent::Candidate(i), Step::Compare(c)) => &mut c.candidates.get_mut(i)?.variations,
            (VarParent::Stage(i), Step::Walkthrough(w)) => &mut w.stages.get_mut(i)?.variations,
            _ => return None,
        })
    }
}

impl LineRef {
    /// The line in words, numbered from 1: "candidate 2", "solution's reply".
    pub fn name(self) -> String {
        match self {
            LineRef::Setup => "setup".into(),
            LineRef::Candidate(i) => format!("candidate {}", i + 1),
            LineRef::Solution => "solution".into(),
            LineRef::SolutionReply => "solution's reply".into(),
            LineRef::Alternative(i) => format!("alternative {}", i + 1),
            LineRef::AlternativeReply(i) => format!("alternative {}'s reply", i + 1),
            LineRef::Wrong(i) => format!("wrong line {}", i + 1),
            LineRef::Stage(i) => format!("stage {}", i + 1),
            LineRef::Example => "example".into(),
            LineRef::Variation(p, i) => format!("variation {} of {}", i + 1, p.line().name()),
        }
    }

    /// Where `toyforge check` says a problem of this line is (its issues' `context`).
    pub fn context(self, step: &Step) -> String {
        match (self, step) {
            (LineRef::Candidate(i), Step::Compare(c)) => match c.candidates.get(i) {
                Some(cand) if !cand.label.is_empty() => {
                    format!("candidate {} \"{}\"", i + 1, cand.label)
                }
                _ => self.name(),
            },
            (LineRef::Variation(p, i), _) => {
                let name = p
                    .variations(step)
                    .and_then(|v| v.get(i))
                    .map(|v| v.name(&[i]))
                    .unwrap_or_else(|| format!("variation {}", i + 1));
                format!("{}, {name}", p.line().context(step))
            }
            _ => self.name(),
        }
    }

    /// The line's text in `step`, if the step has that line.
    pub fn text(self, step: &Step) -> Option<&str> {
        Some(match (self, step) {
            (LineRef::Setup, s) => s.setup(),
            (LineRef::Candidate(i), Step::Compare(c)) => &c.candidates.get(i)?.actions,
            (LineRef::Solution, Step::FindMove(f)) => &f.solution.actions,
            (LineRef::SolutionReply, Step::FindMove(f)) => &f.solution.reply,
            (LineRef::Alternative(i), Step::FindMove(f)) => &f.alternatives.get(i)?.actions,
            (LineRef::AlternativeReply(i), Step::FindMove(f)) => &f.alternatives.get(i)?.reply,
            (LineRef::Wrong(i), Step::FindMove(f)) => &f.wrong.get(i)?.actions,
            (LineRef::Stage(i), Step::Walkthrough(w)) => &w.stages.get(i)?.actions,
            (LineRef::Example, Step::Practice(p)) => &p.example,
            (LineRef::Variation(p, i), s) => &p.variations(s)?.get(i)?.actions,
            _ => return None,
        })
    }

    /// The line's text in `step`, to edit.
    pub fn text_mut(self, step: &mut Step) -> Option<&mut String> {
        Some(match (self, step) {
            (LineRef::Setup, s) => s.setup_mut(),
            (LineRef::Candidate(i), Step::Compare(c)) => &mut c.candidates.get_mut(i)?.actions,
            (LineRef::Solution, Step::FindMove(f)) => &mut f.solution.actions,
            (LineRef::SolutionReply, Step::FindMove(f)) => &mut f.solution.reply,
            (LineRef::Alternative(i), Step::FindMove(f)) => &mut f.alternatives.get_mut(i)?.actions,
            (LineRef::AlternativeReply(i), Step::FindMove(f)) => {
                &mut f.alternatives.get_mut(i)?.reply
            }
            (LineRef::Wrong(i), Step::FindMove(f)) => &mut f.wrong.get_mut(i)?.actions,
            (LineRef::Stage(i), Step::Walkthrough(w)) => &mut w.stages.get_mut(i)?.actions,
            (LineRef::Example, Step::Practice(p)) => &mut p.example,
            (LineRef::Variation(p, i), s) => &mut p.variations_mut(s)?.get_mut(i)?.actions,
            _ => return None,
        })
    }

    /// The claims written about this line's outcome, if it has any.
    pub fn claims(self) -> Option<ClaimsRef> {
        match self {
            LineRef::Candidate(i) => Some(ClaimsRef::Candidate(i)),
            LineRef::Solution => Some(ClaimsRef::Solution),
            LineRef::Alternative(i) => Some(ClaimsRef::Alternative(i)),
            LineRef::Wrong(i) => Some(ClaimsRef::Wrong(i)),
            LineRef::Stage(i) => Some(ClaimsRef::Stage(i)),
            LineRef::Variation(p, i) => Some(ClaimsRef::Variation(p, i)),
            LineRef::Setup
            | LineRef::SolutionReply
            | LineRef::AlternativeReply(_)
            | LineRef::Example => None,
        }
    }
}

/// One list of claims in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimsRef {
    /// An Explain step's claims about its position.
    Explain,
    Candidate(usize),
    Solution,
    Alternative(usize),
    /// A FindMove step's goal claims (checked on the solution).
    AcceptIf,
    Wrong(usize),
    Stage(usize),
    Variation(VarParent, usize),
}

impl ClaimsRef {
    /// The list in words: "candidate 2", "the position".
    pub fn name(self) -> String {
        match self {
            ClaimsRef::Explain => "the position".into(),
            ClaimsRef::AcceptIf => "accept if".into(),
            other => other.line().map(LineRef::name).unwrap_or_default(),
        }
    }

    /// The line the claims are verified on (`None`: the step's start position itself).
    pub fn line(self) -> Option<LineRef> {
        match self {
            ClaimsRef::Explain => None,
            ClaimsRef::Candidate(i) => Some(LineRef::Candidate(i)),
            ClaimsRef::Solution | ClaimsRef::AcceptIf => Some(LineRef::Solution),
            ClaimsRef::Alternative(i) => Some(LineRef::Alternative(i)),
            ClaimsRef::Wrong(i) => Some(LineRef::Wrong(i)),
            ClaimsRef::Stage(i) => Some(LineRef::Stage(i)),
            ClaimsRef::Variation(p, i) => Some(LineRef::Variation(p, i)),
        }
    }

    pub fn get(self, step: &Step) -> Option<&Vec<Claim>> {
        Some(match (self, step) {
            (ClaimsRef::Explain, Step::Explain(e)) => &e.claims,
            (ClaimsRef::Candidate(i), Step::Compare(c)) => &c.candidates.get(i)?.claims,
            (ClaimsRef::Solution, Step::FindMove(f)) => &f.solution.claims,
            (ClaimsRef::Alternative(i), Step::FindMove(f)) => &f.alternatives.get(i)?.claims,
            (ClaimsRef::AcceptIf, Step::FindMove(f)) => &f.accept_if,
            (ClaimsRef::Wrong(i), Step::FindMove(f)) => &f.wrong.get(i)?.claims,
            (ClaimsRef::Stage(i), Step::Walkthrough(w)) => &w.stages.get(i)?.claims,
            (ClaimsRef::Variation(p, i), s) => &p.variations(s)?.get(i)?.claims,
            _ => return None,
        })
    }

    pub fn get_mut(self, step: &mut Step) -> Option<&mut Vec<Claim>> {
        Some(match (self, step) {
            (ClaimsRef::Explain, Step::Explain(e)) => &mut e.claims,
            (ClaimsRef::Candidate(i), Step::Compare(c)) => &mut c.candidates.get_mut(i)?.claims,
            (ClaimsRef::Solution, Step::FindMove(f)) => &mut f.solution.claims,
            (ClaimsRef::Alternative(i), Step::FindMove(f)) => {
                &mut f.alternatives.get_mut(i)?.claims
            }
            (ClaimsRef::AcceptIf, Step::FindMove(f)) => &mut f.accept_if,
            (ClaimsRef::Wrong(i), Step::FindMove(f)) => &mut f.wrong.get_mut(i)?.claims,
            (ClaimsRef::Stage(i), Step::Walkthrough(w)) => &mut w.stages.get_mut(i)?.claims,
            (ClaimsRef::Variation(p, i), s) => &mut p.variations_mut(s)?.get_mut(i)?.claims,
            _ => return None,
        })
    }
}

/// Why a line of a step cannot be played: the position it starts from cannot be built, or the
/// line itself does not parse. (A line that parses but is refused is not an error: its run
/// records the refusal.)
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepLineError {
    /// The step cannot start: the scenario's position, or the step's setup.
    #[error(transparent)]
    Start(#[from] StepStartError),
    /// A Walkthrough stage before the line does not parse; `stage` is 0-based.
    #[error("stage {} does not parse: {error}", .stage + 1)]
    Stage { stage: usize, error: LineError },
    /// The answer a reply follows does not parse.
    #[error("the {} does not parse: {error}", .answer.name())]
    AnswerSyntax { answer: LineRef, error: LineError },
    /// The answer a reply follows is refused, so the reply has no position.
    #[error(
        "the {} is refused ({refusal}), so the reply has no position to start from",
        .answer.name()
    )]
    AnswerRefused { answer: LineRef, refusal: Refusal },
    /// The step has no such line (a candidate deleted, another kind of step).
    #[error("the step has no {}", .0.name())]
    NoSuchLine(LineRef),
    /// The line itself does not parse.
    #[error("the line does not parse: {0}")]
    Syntax(LineError),
    /// A variation starts after more actions than its parent line plays.
    #[error("the variation starts after action {after}, but its parent line plays {parent}")]
    VariationStart { after: usize, parent: usize },
}

/// The position `step` starts from: the scenario's start with the step's setup played.
pub fn step_start(step: &Step, scenario_start: &State) -> Result<State, StepStartError> {
    step.start(scenario_start).map_err(StepStartError::Setup)
}

/// The position line `r` of `step` is played from: the scenario's start for the setup; after
/// the earlier stages for a Walkthrough stage; after the answer for a reply; the step's start
/// for every other line.
pub fn line_start(step: &Step, r: LineRef, scenario_start: &State) -> Result<State, StepLineError> {
    if r == LineRef::Setup {
        return Ok(scenario_start.clone());
    }
    let start = step_start(step, scenario_start)?;
    match (r, step) {
        (LineRef::Stage(i), Step::Walkthrough(w)) => {
            let mut at = start;
            for (stage, s) in w.stages.iter().take(i).enumerate() {
                let run = run_line(&at, &s.actions)
                    .map_err(|error| StepLineError::Stage { stage, error })?;
                at = run.after;
            }
            Ok(at)
        }
        (LineRef::SolutionReply | LineRef::AlternativeReply(_), _) => {
            let answer = match r {
                LineRef::AlternativeReply(i) => LineRef::Alternative(i),
                _ => LineRef::Solution,
            };
            let text = answer.text(step).unwrap_or_default();
            let run = run_line(&start, text)
                .map_err(|error| StepLineError::AnswerSyntax { answer, error })?;
            match run.refused {
                None => Ok(run.after),
                Some(refusal) => Err(StepLineError::AnswerRefused { answer, refusal }),
            }
        }
        (LineRef::Variation(p, i), _) => {
            let v = p
                .variations(step)
                .and_then(|v| v.get(i))
                .ok_or(StepLineError::NoSuchLine(r))?;
            let parent = run(step, p.line(), scenario_start)?;
            if v.after > parent.played.len() {
                return Err(StepLineError::VariationStart {
                    after: v.after,
                    parent: parent.played.len(),
                });
            }
            let mut at = parent.before;
            for a in &parent.played[..v.after] {
                at.play_unchecked(a);
            }
            Ok(at)
        }
        _ => Ok(start),
    }
}

/// Runs line `r` of `step` from where it starts.
pub fn run(step: &Step, r: LineRef, scenario_start: &State) -> Result<LineRun, StepLineError> {
    let start = line_start(step, r, scenario_start)?;
    let text = r.text(step).ok_or(StepLineError::NoSuchLine(r))?;
    run_line(&start, text).map_err(StepLineError::Syntax)
}

/// The run a list of claims is verified on: its line's, or the step's start position.
pub fn claims_run(
    step: &Step,
    c: ClaimsRef,
    scenario_start: &State,
) -> Result<LineRun, StepLineError> {
    match c.line() {
        Some(r) => run(step, r, scenario_start),
        None => Ok(LineRun::at(&step_start(step, scenario_start)?)),
    }
}

/// What the engine makes of a line, in one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Whether every action was played.
    pub legal: bool,
    pub text: String,
}

/// Summarises a played line: the actions played, medals won, regions claimed, and the winner
/// or who acts next with any effect waiting; or where and why it stopped.
pub fn summarise(run: &LineRun) -> Summary {
    if let Some(r) = &run.refused {
        let before = match r.number() - 1 {
            0 => String::new(),
            1 => " (the action before it is played)".into(),
            n => format!(" (the {n} actions before it are played)"),
        };
        return Summary {
            legal: false,
            text: format!(
                "illegal at action {} '{}': {}{before}",
                r.number(),
                r.text,
                r.reason
            ),
        };
    }
    let (before, after) = (&run.before, &run.after);
    let mut parts = vec![match run.total {
        0 => "no actions".to_string(),
        1 => "1 action".to_string(),
        n => format!("{n} actions"),
    }];
    let board = after.board();
    for side in crate::pieces::Side::ALL {
        let (a, b) = (before.medals(side), after.medals(side));
        if a != b {
            let sign = if b > a { "+" } else { "-" };
            parts.push(format!(
                "{side} {sign}{} medals ({b} of {})",
                a.abs_diff(b),
                board.target(side)
            ));
        }
        let claimed: Vec<&str> = board
            .regions()
            .filter(|&r| before.claimed_by(r) != Some(side) && after.claimed_by(r) == Some(side))
            .map(|r| board.region_id(r))
            .collect();
        if !claimed.is_empty() {
            parts.push(format!("{side} claims {}", claimed.join(", ")));
        }
    }
    match (after.outcome(), after.to_move()) {
        (Some(o), _) => parts.push(o.to_string()),
        (None, Some(side)) => match after.pending() {
            Some(p) => parts.push(format!("{side} to answer {}", p.describe())),
            None => parts.push(format!("{side} to move")),
        },
        (None, None) => {}
    }
    Summary {
        legal: true,
        text: parts.join(" · "),
    }
}

/// The claims that hold after a line, for "Claims from outcome": for a legal line, those of
/// [`claims_after`]; for a line refused at its last action, an `Illegal` claim naming the rule
/// and the claims about the position before that action. A line refused earlier gives an error.
pub fn derived_claims(run: &LineRun) -> Result<Vec<Claim>, RefusedEarly> {
    match &run.refused {
        None => Ok(claims_after(&run.before, &run.after)),
        Some(r) if r.number() == run.total => {
            let mut out = vec![Claim::Illegal {
                why: Some(r.kind()),
                reason_contains: String::new(),
            }];
            out.extend(
                claims_after(&run.before, &run.after)
                    .into_iter()
                    .filter(|c| *c != Claim::Legal),
            );
            Ok(out)
        }
        Some(r) => Err(RefusedEarly {
            refusal: r.clone(),
            total: run.total,
        }),
    }
}

/// Why a line's outcome gives no claims: an action before its last is refused, so the line
/// has no outcome to describe.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "action {} of {total} is refused before the line's end: fix the line, or end it there",
    .refusal.number()
)]
pub struct RefusedEarly {
    pub refusal: Refusal,
    /// How many actions the line has.
    pub total: usize,
}

/// Appends the claims of `new` that `claims` does not hold yet; returns how many were added.
pub fn add_missing(claims: &mut Vec<Claim>, new: Vec<Claim>) -> usize {
    let mut added = 0;
    for c in new {
        if !claims.contains(&c) {
            claims.push(c);
            added += 1;
        }
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{Candidate, Compare, FindMove, Stage, Walkthrough};

    fn castle() -> State {
        crate::testkit::position(
            crate::testkit::castle_board(),
            "(to_move: blue, stacks: {\"keep-gate\": [(blue, skully)]}, \
             blue: (rack: [roxy, star], reserve: Top([capn])), red: (rack: [hook]), \
             first_game: true)",
        )
    }

    #[test]
    fn a_stage_starts_after_the_stages_before_it() {
        let start = castle();
        let step = Step::Walkthrough(Walkthrough {
            stages: vec![
                Stage {
                    actions: "place roxy @market-square".into(),
                    ..Default::default()
                },
                Stage::default(),
            ],
            ..Default::default()
        });
        let at = line_start(&step, LineRef::Stage(1), &start).unwrap();
        let loc = at.board().find("market-square").unwrap();
        assert!(at.top(loc).is_some());
        let first = line_start(&step, LineRef::Stage(0), &start).unwrap();
        assert!(first.top(loc).is_none());
    }

    #[test]
    fn a_reply_starts_after_its_answer_and_fails_when_the_answer_is_refused() {
        let start = castle();
        let mut fm = FindMove {
            solution: crate::scenario::Answer {
                actions: "place roxy @market-square".into(),
                ..Default::default()
            },
            ..Default::default()
        };
        let at = line_start(&Step::FindMove(fm.clone()), LineRef::SolutionReply, &start).unwrap();
        assert_eq!(at.to_move(), Some(crate::pieces::Side::Red));
        fm.solution.actions = "place roxy @red-hq".into();
        let e = line_start(&Step::FindMove(fm), LineRef::SolutionReply, &start).unwrap_err();
        let StepLineError::AnswerRefused { answer, refusal } = &e else {
            panic!("{e:?}");
        };
        assert_eq!(*answer, LineRef::Solution);
        assert_eq!(refusal.number(), 1);
        assert!(e.to_string().contains("solution is refused"), "{e}");
    }

    #[test]
    fn a_line_that_cannot_be_played_says_which_line_and_why() {
        let start = castle();
        let step = Step::Walkthrough(Walkthrough {
            stages: vec![
                Stage {
                    actions: "place roxy market-square".into(),
                    ..Default::default()
                },
                Stage::default(),
            ],
            ..Default::default()
        });
        let e = run(&step, LineRef::Stage(1), &start).unwrap_err();
        assert!(matches!(e, StepLineError::Stage { stage: 0, .. }), "{e:?}");
        assert!(e.to_string().starts_with("stage 1 does not parse: "), "{e}");
        let e = run(&step, LineRef::Stage(0), &start).unwrap_err();
        assert!(matches!(e, StepLineError::Syntax(_)), "{e:?}");
        let e = run(&step, LineRef::Candidate(0), &start).unwrap_err();
        assert_eq!(e, StepLineError::NoSuchLine(LineRef::Candidate(0)));
        let broken = Step::Walkthrough(Walkthrough {
            setup: "place roxy @blue-hq".into(),
            ..Default::default()
        });
        let e = claims_run(&broken, ClaimsRef::Stage(0), &start).unwrap_err();
        let StepLineError::Start(StepStartError::Setup(setup)) = &e else {
            panic!("{e:?}");
        };
        assert_eq!(setup.kind(), Some(crate::engine::IllegalKind::OwnHq));
        assert!(
            e.to_string().starts_with("the step's setup: action 1"),
            "{e}"
        );
    }

    #[test]
    fn the_summary_names_the_refused_action_and_the_side_to_move() {
        let start = castle();
        let run = run_line(&start, "place roxy @market-square").unwrap();
        let s = summarise(&run);
        assert!(s.legal);
        assert!(s.text.contains("1 action"), "{}", s.text);
        assert!(s.text.contains("red to move"), "{}", s.text);
        let run = run_line(&start, "place roxy @market-square; place hook @red-hq").unwrap();
        let s = summarise(&run);
        assert!(!s.legal);
        assert!(s.text.starts_with("illegal at action 2"), "{}", s.text);
    }

    #[test]
    fn claims_from_a_refused_last_action_start_with_illegal_and_all_hold() {
        let start = castle();
        let run = run_line(&start, "place roxy @market-square; place roxy @red-hq").unwrap();
        let claims = derived_claims(&run).unwrap();
        assert!(matches!(claims[0], Claim::Illegal { .. }));
        assert!(!claims.contains(&Claim::Legal));
        for c in &claims {
            assert_eq!(c.verify(&run), Ok(()), "{c}");
        }
        let early = run_line(&start, "place roxy @red-hq; draw").unwrap();
        let e = derived_claims(&early).unwrap_err();
        assert_eq!((e.refusal.number(), e.total), (1, 2));
    }

    #[test]
    fn adding_claims_skips_those_already_there() {
        let mut claims = vec![Claim::Legal];
        let n = add_missing(&mut claims, vec![Claim::Legal, Claim::NoWinner]);
        assert_eq!(n, 1);
        assert_eq!(claims, vec![Claim::Legal, Claim::NoWinner]);
    }

    #[test]
    fn a_candidate_line_is_found_by_its_reference() {
        let mut step = Step::Compare(Compare {
            candidates: vec![Candidate {
                label: "Bridge".into(),
                actions: "draw".into(),
                ..Default::default()
            }],
            ..Default::default()
        });
        assert_eq!(LineRef::Candidate(0).text(&step), Some("draw"));
        assert_eq!(LineRef::Candidate(1).text(&step), None);
        assert_eq!(LineRef::Solution.text(&step), None);
        assert_eq!(
            LineRef::Candidate(0).context(&step),
            "candidate 1 \"Bridge\""
        );
        *LineRef::Candidate(0).text_mut(&mut step).unwrap() = "skip".into();
        assert_eq!(LineRef::Candidate(0).text(&step), Some("skip"));
        assert!(ClaimsRef::Candidate(0).get(&step).unwrap().is_empty());
        assert!(ClaimsRef::AcceptIf.get(&step).is_none());
    }
}
