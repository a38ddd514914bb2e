//! The live state of the step the preview shows, kept apart from its drawing: the step's start
//! position, and per kind what the learner has seen or played (the candidate shown, the
//! walkthrough's stage, the puzzle's attempts and hints, the practice game).
//!
//! Nothing here panics on bad lesson data: a step whose start cannot be built, a line that does
//! not parse or that the engine refuses, an unknown opponent, all become messages the preview
//! shows in place.
//!
//! The practice game is a [`PracticeRun`]; its opponent decides through a
//! [`Decider`] the caller supplies.

use super::format::{VariationRun, run_variations};
use super::judge::Sight;
pub use super::practice_run::{Decider, PracticeRun};
use super::words::{Words, action_locs, capitalise, light_action};
use super::{
    Candidate, Claim, Compare, Explain, FindMove, LineRun, Mismatch, SolvedBy, StartError, Step,
    Verdict, Walkthrough, parse_line, run_line,
};
use crate::engine::{Action, Loc, State};
use crate::map::{Map, Point};
use crate::pieces::Side;
use crate::tr;

/// A claim of the lesson, in words, and whether the engine agrees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimCheck {
    pub sentence: String,
    /// `Err` holds what the claim expected and what the engine found (a lesson bug).
    pub result: Result<(), Mismatch>,
    /// The claim is routine bookkeeping ([`Claim::is_routine`]), left out for learners.
    pub routine: bool,
}

/// Verifies each claim against a played line, writing it in `words`' language.
pub fn check_claims(words: Words, claims: &[Claim], run: &LineRun) -> Vec<ClaimCheck> {
    check_claims_seeing(words, claims, run, Sight::OwnRack)
}

/// [`check_claims`], the engine's values of a turn (`WithinBest`) seen with `sight`.
pub fn check_claims_seeing(
    words: Words,
    claims: &[Claim],
    run: &LineRun,
    sight: Sight,
) -> Vec<ClaimCheck> {
    claims
        .iter()
        .map(|c| ClaimCheck {
            sentence: words.claim(run.after.board(), c),
            result: c.verify_seeing(run, sight),
            routine: c.is_routine(),
        })
        .collect()
}

/// An Explain step: its marks resolved on the board and its claims checked.
#[derive(Clone, Debug, Default)]
pub struct ExplainRun {
    pub highlight: Vec<Loc>,
    pub arrows: Vec<(Loc, Loc)>,
    /// Ids of `highlight` and `arrows` the board does not have.
    pub unknown: Vec<String>,
    pub claims: Vec<ClaimCheck>,
}

impl ExplainRun {
    fn new(words: Words, step: &Explain, start: &State) -> ExplainRun {
        let b = start.board();
        let mut unknown = Vec::new();
        let mut find = |id: &str| {
            let l = b.find(id.strip_prefix('@').unwrap_or(id));
            if l.is_none() && !unknown.iter().any(|u| u == id) {
                unknown.push(id.to_string());
            }
            l
        };
        let highlight = step.highlight.iter().filter_map(|id| find(id)).collect();
        let arrows = step
            .arrows
            .iter()
            .filter_map(|a| Some((find(&a.from)?, find(&a.to)?)))
            .collect();
        ExplainRun {
            highlight,
            arrows,
            unknown,
            claims: check_claims(words, &step.claims, &LineRun::at(start)),
        }
    }
}

/// One candidate line of a Compare step, played in advance.
#[derive(Clone, Debug)]
pub struct CandidateRun {
    /// The position after each action played: `states[0]` is the step's start.
    pub states: Vec<State>,
    pub actions: Vec<Action>,
    /// Each played action in words.
    pub words: Vec<String>,
    /// The action the engine refuses after the played ones, and why (a candidate may show an
    /// illegal move on purpose).
    pub refused: Option<String>,
    /// The line does not parse.
    pub error: Option<String>,
    pub claims: Vec<ClaimCheck>,
    /// The candidate's variations, played out: the tree under it.
    pub variations: Vec<VariationRun>,
}

impl CandidateRun {
    fn new(w: Words, start: &State, cand: &Candidate) -> CandidateRun {
        let (actions, claims) = (cand.actions.as_str(), cand.claims.as_slice());
        match run_line(start, actions) {
            Err(e) => CandidateRun {
                states: vec![start.clone()],
                actions: Vec::new(),
                words: Vec::new(),
                refused: None,
                error: Some(tr!(
                    w.lang,
                    "run-line-unparsed",
                    error = e.message_in(w.lang)
                )),
                claims: Vec::new(),
                variations: Vec::new(),
            },
            Ok(run) => {
                let mut states = vec![start.clone()];
                let mut s = start.clone();
                for a in &run.played {
                    // Played once already by `run_line`, so this replays alike.
                    let _ = s.play(a);
                    states.push(s.clone());
                }
                let refused = run.refused.as_ref().map(|r| {
                    format!(
                        "Then `{}` is not allowed: {}",
                        r.text.trim(),
                        r.reason.message
                    )
                });
                CandidateRun {
                    words: w.marked(start, actions, &run.played),
                    actions: run.played.clone(),
                    states,
                    refused,
                    error: None,
                    claims: check_claims(w, claims, &run),
                    variations: run_variations(w, start, &run.played, &cand.variations, &[]),
                }
            }
        }
    }

    /// How many actions were played.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }
}

/// A Compare step: which candidate is on the board, how far into its line, which were seen.
#[derive(Clone, Debug)]
pub struct CompareRun {
    pub candidates: Vec<CandidateRun>,
    pub shown: Option<usize>,
    /// Actions of the shown candidate played on the board.
    pub at: usize,
    pub seen: Vec<bool>,
}

impl CompareRun {
    fn new(words: Words, step: &Compare, start: &State) -> CompareRun {
        let candidates: Vec<CandidateRun> = step
            .candidates
            .iter()
            .map(|c| CandidateRun::new(words, start, c))
            .collect();
        CompareRun {
            seen: vec![false; candidates.len()],
            candidates,
            shown: None,
            at: 0,
        }
    }

    /// Shows candidate `i` with its whole line played.
    pub fn show(&mut self, i: usize) {
        if let Some(c) = self.candidates.get(i) {
            self.shown = Some(i);
            self.at = c.len();
            self.seen[i] = true;
        }
    }

    /// Takes the shown candidate's line one action back.
    pub fn back(&mut self) {
        self.at = self.at.saturating_sub(1);
    }

    /// Plays the shown candidate's next action.
    pub fn forward(&mut self) {
        if let Some(c) = self.shown.and_then(|i| self.candidates.get(i)) {
            self.at = (self.at + 1).min(c.len());
        }
    }

    /// Whether every candidate was looked at.
    pub fn all_seen(&self) -> bool {
        self.seen.iter().all(|&s| s)
    }

    /// The position on the board.
    pub fn state<'a>(&'a self, start: &'a State) -> &'a State {
        match self.shown.and_then(|i| self.candidates.get(i)) {
            Some(c) => c.states.get(self.at).unwrap_or(start),
            None => start,
        }
    }

    /// The locations the last shown action touched.
    pub fn touched(&self) -> Vec<Loc> {
        match self.shown.and_then(|i| self.candidates.get(i)) {
            Some(c) if self.at > 0 => c.actions.get(self.at - 1).map(action_locs),
            _ => None,
        }
        .unwrap_or_default()
    }
}

/// The last wrong attempt at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongTry {
    pub feedback: String,
    /// What the learner played, in words.
    pub played: Vec<String>,
}

/// How a finished puzzle ended: solved by the learner, or its solution shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleEnd {
    /// `None` when the solution was shown rather than found.
    pub by: Option<SolvedBy>,
    pub feedback: String,
    /// The learner's line (or the solution), in words.
    pub line: Vec<String>,
    /// The opponent's scripted reply, in words.
    pub reply: Vec<String>,
    /// The answer's claims, checked on the line before the reply.
    pub claims: Vec<ClaimCheck>,
}

/// A FindMove step: the learner's actions so far, attempts, hints.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    /// The side the learner plays (the side to move at the start).
    pub learner: Option<Side>,
    pub played: Vec<Action>,
    /// The learner's actions so far, in words.
    pub words: Vec<String>,
    pub now: State,
    pub end: Option<PuzzleEnd>,
    pub hints_shown: usize,
    pub wrong_tries: u32,
    pub last_wrong: Option<WrongTry>,
    /// A lesson bug met while judging (a line that does not parse, a refused reply).
    pub error: Option<String>,
    /// Locations the last action touched.
    pub touched: Vec<Loc>,
    /// The language of its sentences.
    pub language: Words,
    /// What the learner sees of the racks, for the engine's values of a turn.
    pub sight: Sight,
}

impl PuzzleRun {
    fn new(language: Words, start: &State, sight: Sight) -> PuzzleRun {
        PuzzleRun {
            language,
            sight,
            learner: start.to_move(),
            played: Vec::new(),
            words: Vec::new(),
            now: start.clone(),
            end: None,
            hints_shown: 0,
            wrong_tries: 0,
            last_wrong: None,
            error: None,
            touched: Vec::new(),
        }
    }

    pub fn is_solved(&self) -> bool {
        self.end.as_ref().is_some_and(|e| e.by.is_some())
    }

    pub fn is_revealed(&self) -> bool {
        self.end.as_ref().is_some_and(|e| e.by.is_none())
    }

    /// Whether the learner may act now.
    pub fn can_play(&self) -> bool {
        self.end.is_none() && self.error.is_none() && self.now.to_move() == self.learner
    }

    /// Plays the learner's `action` and judges the line so far.
    fn play(&mut self, step: &FindMove, start: &State, action: Action) {
        if !self.can_play() {
            return;
        }
        let before = self.now.clone();
        if let Err(e) = self.now.play(&action) {
            let l = self.language.lang;
            self.error = Some(tr!(l, "run-not-allowed", error = e.message_in(l)));
            return;
        }
        // A new try has begun: what was said of the last wrong one no longer stands.
        self.last_wrong = None;
        self.played.push(action);
        self.words.push(self.language.action(&before, &action));
        light_action(&mut self.touched, &before, &action);
        match step.judge(start, &self.played) {
            Err(e) => {
                let l = self.language.lang;
                self.error = Some(tr!(l, "run-lines-problem", error = e.message_in(l)));
            }
            Ok(Verdict::Continue) => {}
            Ok(Verdict::Wrong { feedback, .. }) => {
                let played = std::mem::take(&mut self.words);
                self.last_wrong = Some(WrongTry { feedback, played });
                self.wrong_tries += 1;
                self.take_back(start);
            }
            Ok(Verdict::Solved {
                by,
                feedback,
                reply,
            }) => {
                let claims = match by {
                    SolvedBy::Solution => &step.solution.claims,
                    SolvedBy::Alternative(i) => step
                        .alternatives
                        .get(i)
                        .map(|a| &a.claims)
                        .unwrap_or(&step.solution.claims),
                    SolvedBy::Goal => &step.accept_if,
                };
                let line = self.words.clone();
                self.finish(start, Some(by), feedback, line, claims, &reply);
            }
        }
    }

    /// Records the end of the puzzle and plays the reply.
    fn finish(
        &mut self,
        start: &State,
        by: Option<SolvedBy>,
        feedback: String,
        line: Vec<String>,
        claims: &[Claim],
        reply: &[Action],
    ) {
        let run = LineRun {
            before: start.clone(),
            after: self.now.clone(),
            played: self.played.clone(),
            total: self.played.len(),
            refused: None,
        };
        let claims = check_claims_seeing(self.language, claims, &run, self.sight);
        let reply_words = self.language.line(&self.now, reply);
        for a in reply {
            let before = self.now.clone();
            if let Err(e) = self.now.play(a) {
                let l = self.language.lang;
                self.error = Some(tr!(l, "run-reply-not-allowed", error = e.message_in(l)));
                break;
            }
            light_action(&mut self.touched, &before, a);
        }
        self.last_wrong = None;
        self.end = Some(PuzzleEnd {
            by,
            feedback,
            line,
            reply: reply_words,
            claims,
        });
    }

    /// Takes the learner's actions back to the step's start.
    pub fn take_back(&mut self, start: &State) {
        self.played.clear();
        self.words.clear();
        self.now = start.clone();
        self.touched.clear();
    }

    /// Shows the next hint, if there is one.
    pub fn hint(&mut self, step: &FindMove) {
        if self.hints_shown < step.hints.len() {
            self.hints_shown += 1;
        }
    }

    /// Plays the solution (and its reply) from the start: the step is then over.
    fn reveal(&mut self, step: &FindMove, start: &State) {
        if self.end.is_some() {
            return;
        }
        self.take_back(start);
        let line = match parse_line(start, &step.solution.actions) {
            Ok(l) => l,
            Err(e) => {
                let l = self.language.lang;
                self.error = Some(tr!(l, "run-solution-unplayable", error = e.message_in(l)));
                return;
            }
        };
        let reply = match parse_line(start, &step.solution.reply) {
            Ok(r) => r,
            Err(e) => {
                let l = self.language.lang;
                self.error = Some(tr!(l, "run-reply-unplayable", error = e.message_in(l)));
                return;
            }
        };
        for a in &line {
            let words = self.language.action(&self.now, a);
            let before = self.now.clone();
            if let Err(e) = self.now.play(a) {
                let l = self.language.lang;
                self.error = Some(tr!(l, "run-solution-unplayable", error = e.message_in(l)));
                return;
            }
            self.played.push(*a);
            self.words.push(words);
            light_action(&mut self.touched, &before, a);
        }
        self.language
            .add_marks(&mut self.words, &step.solution.actions);
        let words = self.words.clone();
        self.finish(
            start,
            None,
            step.solution.feedback.clone(),
            words,
            &step.solution.claims,
            &reply,
        );
    }
}

/// A Walkthrough step: the positions after each stage, and the stage shown.
#[derive(Clone, Debug)]
pub struct WalkRun {
    /// `states[k]` is the position after the first `k` stages; `states[0]` the start.
    pub states: Vec<State>,
    /// Per stage reached: its actions in words, the locations they touch, its claims.
    pub words: Vec<Vec<String>>,
    pub touched: Vec<Vec<Loc>>,
    pub claims: Vec<Vec<ClaimCheck>>,
    /// Per stage reached: its variations, played out.
    pub variations: Vec<Vec<VariationRun>>,
    /// The first stage that cannot be played, and why.
    pub broken: Option<(usize, String)>,
    /// Stages played on the board (0: the intro).
    pub at: usize,
}

impl WalkRun {
    fn new(words: Words, step: &Walkthrough, start: &State) -> WalkRun {
        let mut w = WalkRun {
            states: vec![start.clone()],
            words: Vec::new(),
            touched: Vec::new(),
            claims: Vec::new(),
            variations: Vec::new(),
            broken: None,
            at: 0,
        };
        for (i, stage) in step.stages.iter().enumerate() {
            let before = w.states.last().cloned().unwrap_or_else(|| start.clone());
            let run = match run_line(&before, &stage.actions) {
                Err(e) => {
                    let error = e.message_in(words.lang);
                    w.broken = Some((i, tr!(words.lang, "run-stage-unparsed", error = error)));
                    break;
                }
                Ok(run) => run,
            };
            if let Some(r) = &run.refused {
                w.broken = Some((i, capitalise(&r.message_in(words.lang))));
                break;
            }
            w.words
                .push(words.marked(&before, &stage.actions, &run.played));
            w.touched
                .push(run.played.iter().flat_map(action_locs).collect::<Vec<_>>());
            w.claims.push(check_claims(words, &stage.claims, &run));
            w.variations.push(run_variations(
                words,
                &before,
                &run.played,
                &stage.variations,
                &[],
            ));
            w.states.push(run.after);
        }
        w
    }

    /// How many stages can be shown.
    pub fn reachable(&self) -> usize {
        self.states.len() - 1
    }

    pub fn forward(&mut self) {
        self.at = (self.at + 1).min(self.reachable());
    }

    pub fn back(&mut self) {
        self.at = self.at.saturating_sub(1);
    }

    pub fn state(&self) -> &State {
        &self.states[self.at.min(self.reachable())]
    }
}

/// What the preview runs for the current step's kind.
pub enum RunKind<D> {
    Explain(ExplainRun),
    Compare(CompareRun),
    FindMove(PuzzleRun),
    Walkthrough(WalkRun),
    Practice(PracticeRun<D>),
    /// The step's start position cannot be built.
    Broken(String),
}

/// The step the preview shows.
pub struct StepRun<D> {
    /// The step's index in the scenario (0-based).
    pub index: usize,
    /// The step as it was when the run started.
    pub step: Step,
    /// The step's start position (for a broken step: the scenario's, if any).
    pub start: Option<State>,
    /// Map positions of the board's locations, by index.
    pub positions: Vec<Point>,
    pub kind: RunKind<D>,
}

impl<D: Decider> StepRun<D> {
    /// Starts step `index` from the scenario's start position (or the reason it has none);
    /// `seed` seeds the practice opponent; the sentences are in `words`' language.
    pub fn new(
        index: usize,
        step: &Step,
        scenario_start: Result<&State, &StartError>,
        map: &Map,
        seed: u64,
        words: Words,
    ) -> StepRun<D> {
        let start = match scenario_start {
            Err(e) => Err((capitalise(&e.message_in(words.lang)), None)),
            Ok(s) => step.start(s).map_err(|e| {
                (
                    tr!(
                        words.lang,
                        "run-setup-unplayable",
                        error = e.message_in(words.lang)
                    ),
                    Some(s.clone()),
                )
            }),
        };
        let (start, kind) = match start {
            Err((message, fallback)) => (fallback, RunKind::Broken(message)),
            Ok(start) => {
                let kind = match step {
                    Step::Explain(s) => RunKind::Explain(ExplainRun::new(words, s, &start)),
                    Step::Compare(s) => RunKind::Compare(CompareRun::new(words, s, &start)),
                    Step::FindMove(f) => RunKind::FindMove(PuzzleRun::new(
                        words,
                        &start,
                        Sight::shown(f.show_opponent_rack),
                    )),
                    Step::Walkthrough(s) => RunKind::Walkthrough(WalkRun::new(words, s, &start)),
                    Step::Practice(s) => {
                        RunKind::Practice(PracticeRun::new(words, s, &start, seed))
                    }
                };
                (Some(start), kind)
            }
        };
        let positions = start
            .as_ref()
            .map(|s| s.board().map_positions(map))
            .unwrap_or_default();
        StepRun {
            index,
            step: step.clone(),
            start,
            positions,
            kind,
        }
    }

    /// The position on the board now.
    pub fn state(&self) -> Option<&State> {
        let start = self.start.as_ref()?;
        Some(match &self.kind {
            RunKind::Explain(_) | RunKind::Broken(_) => start,
            RunKind::Compare(c) => c.state(start),
            RunKind::FindMove(p) => &p.now,
            RunKind::Walkthrough(w) => w.state(),
            RunKind::Practice(p) => &p.now,
        })
    }

    /// Whether the learner acts on the board now (and for which side).
    pub fn learner_to_act(&self) -> Option<Side> {
        match &self.kind {
            RunKind::FindMove(p) if p.can_play() => p.learner,
            RunKind::Practice(p) if p.can_play() => p.learner,
            _ => None,
        }
    }

    /// Plays the learner's action (a puzzle's or a practice game's).
    pub fn play(&mut self, action: Action) {
        let Some(start) = &self.start else { return };
        match (&self.step, &mut self.kind) {
            (Step::FindMove(s), RunKind::FindMove(p)) => p.play(s, start, action),
            (Step::Practice(s), RunKind::Practice(p)) => p.play(s, start, action),
            _ => {}
        }
    }

    /// Shows the next hint of a puzzle.
    pub fn hint(&mut self) {
        if let (Step::FindMove(s), RunKind::FindMove(p)) = (&self.step, &mut self.kind) {
            p.hint(s);
        }
    }

    /// Shows a puzzle's solution.
    pub fn reveal(&mut self) {
        let Some(start) = &self.start else { return };
        if let (Step::FindMove(s), RunKind::FindMove(p)) = (&self.step, &mut self.kind) {
            p.reveal(s, start);
        }
    }

    /// Takes a puzzle's partial line back.
    pub fn take_back(&mut self) {
        let Some(start) = &self.start else { return };
        if let RunKind::FindMove(p) = &mut self.kind {
            p.take_back(start);
        }
    }

    /// Starts a practice game again.
    pub fn retry(&mut self) {
        let Some(start) = &self.start else { return };
        if let (Step::Practice(s), RunKind::Practice(p)) = (&self.step, &mut self.kind) {
            p.retry(s, start);
        }
    }

    /// Lets the practice opponent think or play; returns whether it is deciding.
    pub fn drive(&mut self) -> bool {
        let Some(start) = &self.start else {
            return false;
        };
        match (&self.step, &mut self.kind) {
            (Step::Practice(s), RunKind::Practice(p)) => p.drive(s, start),
            _ => false,
        }
    }

    /// Whether the step is finished: read, every candidate seen, the last stage reached, the
    /// puzzle solved or its solution shown, the practice goal reached.
    pub fn is_finished(&self) -> bool {
        match &self.kind {
            RunKind::Explain(_) => true,
            RunKind::Compare(c) => c.all_seen(),
            RunKind::FindMove(p) => p.end.is_some(),
            RunKind::Walkthrough(w) => w.at >= w.reachable() && w.broken.is_none(),
            RunKind::Practice(p) => p.is_achieved(),
            RunKind::Broken(_) => false,
        }
    }

    /// Hints shown so far.
    pub fn hints_shown(&self) -> usize {
        match &self.kind {
            RunKind::FindMove(p) => p.hints_shown,
            _ => 0,
        }
    }

    /// Wrong attempts (puzzle) or missed goals (practice) so far.
    pub fn misses(&self) -> u32 {
        match &self.kind {
            RunKind::FindMove(p) => p.wrong_tries,
            RunKind::Practice(p) => p.failures,
            _ => 0,
        }
    }

    /// Whether the step asks the learner to play (a puzzle or a practice game).
    pub fn is_exercise(&self) -> bool {
        matches!(self.step, Step::FindMove(_) | Step::Practice(_))
    }
}
