//! The lines and claim lists of a lesson step, named so that the step editor can point at one
//! (to record it, show its outcome on the board, edit a claim of it): where each line starts,
//! what the engine makes of it in one sentence, and the claims its outcome supports.

use super::format::{MAX_DEPTH, Variation, at_path, at_path_mut};
use super::words::Words;
use super::{Claim, LineRun, Step, StepStartError, claims_after, run_line};
use crate::engine::State;
use crate::i18n::{Arg, Lang, Text};
use crate::notation::{LineError, Refusal};
use crate::text;

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
    /// A variation of a candidate or a stage, at any depth: the path says which.
    Variation(VarParent, VarPath),
}

/// Where a variation sits under the line it belongs to: its index among its parent's
/// variations at each level, from the top level down (0-based). `[1]` is the line's second
/// variation, `[1, 0]` the first variation of that one. At most [`MAX_DEPTH`] deep, and `Copy`
/// like the rest of a [`LineRef`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct VarPath {
    len: u8,
    /// The indices; those past `len` stay 0, so equal paths compare equal.
    at: [u16; MAX_DEPTH],
}

impl VarPath {
    /// Variation `i` of the line itself.
    pub fn top(i: usize) -> VarPath {
        VarPath::new(&[i]).expect("a first-level index fits")
    }

    /// The path of `indices`; `None` when it is empty, deeper than [`MAX_DEPTH`] or an index is
    /// past 65,535.
    pub fn new(indices: &[usize]) -> Option<VarPath> {
        if indices.is_empty() || indices.len() > MAX_DEPTH {
            return None;
        }
        let mut at = [0; MAX_DEPTH];
        for (slot, &i) in at.iter_mut().zip(indices) {
            *slot = u16::try_from(i).ok()?;
        }
        Some(VarPath {
            len: indices.len() as u8,
            at,
        })
    }

    /// The path of its variation `i`; `None` past [`MAX_DEPTH`].
    pub fn child(self, i: usize) -> Option<VarPath> {
        let mut v = self.indices();
        v.push(i);
        VarPath::new(&v)
    }

    /// The variation it branches off; `None` for a first-level variation (it branches off the
    /// line itself).
    pub fn parent(self) -> Option<VarPath> {
        let v = self.indices();
        VarPath::new(&v[..v.len() - 1])
    }

    /// How deep it is: 1 for a variation of the line itself.
    pub fn depth(self) -> usize {
        usize::from(self.len)
    }

    /// Its index among its parent's variations.
    pub fn last(self) -> usize {
        usize::from(self.at[self.depth() - 1])
    }

    /// The indices from the top level down.
    pub fn indices(self) -> Vec<usize> {
        self.at[..self.depth()]
            .iter()
            .map(|&i| usize::from(i))
            .collect()
    }
}

impl std::fmt::Display for VarPath {
    /// Numbered from 1 and joined by dots, as in the tree: `2.1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.indices().iter().map(|i| (i + 1).to_string()).collect();
        f.write_str(&parts.join("."))
    }
}

impl std::fmt::Debug for VarPath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "VarPath{:?}", self.indices())
    }
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

    /// The variation at `path` under the parent in `step`.
    pub fn variation(self, step: &Step, path: VarPath) -> Option<&Variation> {
        at_path(self.variations(step)?, &path.indices())
    }

    pub fn variation_mut(self, step: &mut Step, path: VarPath) -> Option<&mut Variation> {
        at_path_mut(self.variations_mut(step)?, &path.indices())
    }

    /// The line the variation at `path` branches off: the parent itself for a first-level
    /// variation, else the variation one level up.
    pub fn branches_off(self, path: VarPath) -> LineRef {
        match path.parent() {
            Some(up) => LineRef::Variation(self, up),
            None => self.line(),
        }
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
            LineRef::Variation(p, path) => format!("variation {path} of {}", p.line().name()),
        }
    }

    /// The line's name as a message (`le-line`), for the lesson editor; its English is
    /// [`LineRef::name`].
    pub fn name_text(self) -> Text {
        let line = |key: &'static str, n: usize| text!("le-line", line = key, n = n);
        match self {
            LineRef::Setup => line("setup", 0),
            LineRef::Candidate(i) => line("candidate", i + 1),
            LineRef::Solution => line("solution", 0),
            LineRef::SolutionReply => line("solution_reply", 0),
            LineRef::Alternative(i) => line("alternative", i + 1),
            LineRef::AlternativeReply(i) => line("alternative_reply", i + 1),
            LineRef::Wrong(i) => line("wrong", i + 1),
            LineRef::Stage(i) => line("stage", i + 1),
            LineRef::Example => line("example", 0),
            LineRef::Variation(p, path) => text!(
                "le-line-variation",
                path = path.to_string(),
                of = p.line().name_text()
            ),
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
            (LineRef::Variation(p, path), _) => {
                let name = p
                    .variation(step, path)
                    .map(|v| v.name(&path.indices()))
                    .unwrap_or_else(|| format!("variation {path}"));
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
            (LineRef::Variation(p, path), s) => &p.variation(s, path)?.actions,
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
            (LineRef::Variation(p, path), s) => &mut p.variation_mut(s, path)?.actions,
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
            LineRef::Variation(p, path) => Some(ClaimsRef::Variation(p, path)),
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
    Variation(VarParent, VarPath),
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
            ClaimsRef::Variation(p, path) => Some(LineRef::Variation(p, path)),
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
            (ClaimsRef::Variation(p, path), s) => &p.variation(s, path)?.claims,
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
            (ClaimsRef::Variation(p, path), s) => &mut p.variation_mut(s, path)?.claims,
            _ => return None,
        })
    }
}

/// Why a line of a step cannot be played: the position it starts from cannot be built, or the
/// line itself does not parse. (A line that parses but is refused is not an error: its run
/// records the refusal.) The lesson editor shows it in its language ([`StepLineError::message_in`],
/// `le-line-error-…` in `editor-lesson.ftl`); `Display` writes its English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepLineError {
    /// The step cannot start: the scenario's position, or the step's setup.
    Start(StepStartError),
    /// A Walkthrough stage before the line does not parse; `stage` is 0-based.
    Stage { stage: usize, error: LineError },
    /// The answer a reply follows does not parse.
    AnswerSyntax {
        answer: LineRef,
        error: Box<LineError>,
    },
    /// The answer a reply follows is refused, so the reply has no position.
    AnswerRefused {
        answer: LineRef,
        refusal: Box<Refusal>,
    },
    /// The step has no such line (a candidate deleted, another kind of step).
    NoSuchLine(LineRef),
    /// The line itself does not parse.
    Syntax(LineError),
    /// A variation starts after more actions than its parent line plays.
    VariationStart { after: usize, parent: usize },
}

impl StepLineError {
    /// Why, in `lang`: "stage 2 does not parse: …", "l'étape 2 …".
    pub fn message_in(&self, lang: Lang) -> String {
        let text = match self {
            StepLineError::Start(e) => return e.message_in(lang),
            StepLineError::Stage { stage, error } => {
                text!(
                    "le-line-error-stage",
                    n = stage + 1,
                    error = error.message()
                )
            }
            StepLineError::AnswerSyntax { answer, error } => text!(
                "le-line-error-answer-syntax",
                answer = answer.name_text(),
                error = error.message()
            ),
            StepLineError::AnswerRefused { answer, refusal } => text!(
                "le-line-error-answer-refused",
                answer = answer.name_text(),
                refusal = refusal.message()
            ),
            StepLineError::NoSuchLine(r) => text!("le-line-error-no-line", line = r.name_text()),
            StepLineError::Syntax(e) => text!("le-line-error-syntax", error = e.message()),
            StepLineError::VariationStart { after, parent } => text!(
                "le-line-error-variation-start",
                after = *after,
                parent = *parent
            ),
        };
        text.render(lang)
    }
}

impl From<StepStartError> for StepLineError {
    fn from(e: StepStartError) -> StepLineError {
        StepLineError::Start(e)
    }
}

impl std::fmt::Display for StepLineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for StepLineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StepLineError::Start(e) => Some(e),
            _ => None,
        }
    }
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
            let run = run_line(&start, text).map_err(|error| StepLineError::AnswerSyntax {
                answer,
                error: Box::new(error),
            })?;
            match run.refused {
                None => Ok(run.after),
                Some(refusal) => Err(StepLineError::AnswerRefused {
                    answer,
                    refusal: Box::new(refusal),
                }),
            }
        }
        (LineRef::Variation(p, path), _) => {
            let v = p
                .variation(step, path)
                .ok_or(StepLineError::NoSuchLine(r))?;
            // Played from where its parent starts, which for a nested variation is where that
            // one branches: the recursion climbs to the candidate or stage.
            let parent = run_step_line(step, p.branches_off(path), scenario_start)?;
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
pub fn run_step_line(
    step: &Step,
    r: LineRef,
    scenario_start: &State,
) -> Result<LineRun, StepLineError> {
    let start = line_start(step, r, scenario_start)?;
    let text = r.text(step).ok_or(StepLineError::NoSuchLine(r))?;
    run_line(&start, text).map_err(StepLineError::Syntax)
}

/// The run a list of claims is verified on: its line's, or the step's start position.
#[cfg(test)]
fn claims_run(step: &Step, c: ClaimsRef, scenario_start: &State) -> Result<LineRun, StepLineError> {
    match c.line() {
        Some(r) => run_step_line(step, r, scenario_start),
        None => Ok(LineRun::at(&step_start(step, scenario_start)?)),
    }
}

/// What the engine makes of a line, in one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Whether every action was played.
    pub legal: bool,
    /// The sentence (`line-summary` or `line-summary-illegal` in `editor-lesson.ftl`), written
    /// in the reader's language when shown; its English is what `Display` writes.
    pub text: Text,
}

/// Summarises a played line: the actions played, medals won, regions claimed, and the winner
/// or who acts next with any effect waiting; or where and why it stopped.
pub fn summarise(run: &LineRun) -> Summary {
    if let Some(r) = &run.refused {
        return Summary {
            legal: false,
            text: text!(
                "line-summary-illegal",
                n = r.number(),
                action = r.text.as_str(),
                reason = r.reason.message.clone(),
                played = r.number() - 1
            ),
        };
    }
    let (before, after) = (&run.before, &run.after);
    let mut parts = vec![text!("line-summary-actions", n = run.total)];
    let board = after.board();
    for side in crate::pieces::Side::ALL {
        let (a, b) = (before.medals(side), after.medals(side));
        if a != b {
            parts.push(text!(
                "line-summary-medals",
                side = side,
                change = if b > a { "won" } else { "lost" },
                n = a.abs_diff(b),
                medals = b,
                target = board.target(side)
            ));
        }
        let claimed: Vec<String> = board
            .regions()
            .filter(|&r| before.claimed_by(r) != Some(side) && after.claimed_by(r) == Some(side))
            .map(|r| board.region_id(r).to_string())
            .collect();
        if !claimed.is_empty() {
            parts.push(text!(
                "line-summary-claims",
                side = side,
                regions = Arg::each(|l| Words::new(l).list(&claimed))
            ));
        }
    }
    match (after.outcome(), after.to_move()) {
        (Some(o), _) => parts.push(o.text()),
        (None, Some(side)) => parts.push(match after.pending() {
            Some(p) => text!(
                "line-summary-to-answer",
                side = side,
                effect = Arg::each(|l| Words::new(l).effect(p))
            ),
            None => text!("line-summary-to-move", side = side),
        }),
        (None, None) => {}
    }
    Summary {
        legal: true,
        text: text!("line-summary", parts = Arg::List(parts, "line-summary-sep")),
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedEarly {
    pub refusal: Refusal,
    /// How many actions the line has.
    pub total: usize,
}

impl RefusedEarly {
    /// Why, in `lang` (`le-refused-early` in `editor-lesson.ftl`).
    pub fn message_in(&self, lang: Lang) -> String {
        text!(
            "le-refused-early",
            n = self.refusal.number(),
            total = self.total
        )
        .render(lang)
    }
}

impl std::fmt::Display for RefusedEarly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for RefusedEarly {}

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
pub(super) mod tests;
