//! A lesson's Practice step: the learner's game against the computer, judged against the step's
//! goal after every action.
//!
//! The computer's decision is made by a [`Decider`] the caller supplies: the application runs it
//! on a thread so the window stays live; nothing here starts a thread.

use super::words::{Words, light_action};
use super::{GoalStatus, Practice, learner_turns, run_line};
use crate::ai::AiSpec;
use crate::engine::{Action, Loc, State};
use crate::pieces::Side;
use crate::tr;

/// The computer's decision for the side to move, under way: started for a position, polled
/// until it answers. The application's runs on a background thread.
pub trait Decider: Sized {
    /// Starts deciding for the side to move in `state` with the player `spec` describes, seeded
    /// from `seed`; `at` is the game log's length the decision is for.
    fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> Self;
    /// `None` while deciding; then the action (`Some(None)`: the computer found no move).
    fn poll(&self) -> Option<Option<Action>>;
    /// Progress, from 0 to 1.
    fn fraction(&self) -> f32;
    /// The game log's length the decision is for.
    fn at(&self) -> usize;
}

/// A Practice step: the game against the computer and the goal's status.
pub struct PracticeRun<D> {
    pub learner: Option<Side>,
    pub opponent: Result<AiSpec, String>,
    pub played: Vec<Action>,
    pub now: State,
    pub status: GoalStatus,
    /// Games begun (1 for the first).
    pub attempts: u32,
    /// Games that missed the goal.
    pub failures: u32,
    /// Every action of the game so far, with the side that played it, in words.
    pub log: Vec<(Side, String)>,
    pub touched: Vec<Loc>,
    pub error: Option<String>,
    /// The author's example game, in words (empty when there is none or it cannot be played).
    pub example: Vec<String>,
    /// The language of its sentences.
    pub language: Words,
    seed: u64,
    job: Option<D>,
}

impl<D: Decider> PracticeRun<D> {
    pub(super) fn new(
        language: Words,
        step: &Practice,
        start: &State,
        seed: u64,
    ) -> PracticeRun<D> {
        let mut p = PracticeRun {
            language,
            learner: start.to_move(),
            opponent: step.opponent.parse::<AiSpec>().map_err(|e| e.to_string()),
            played: Vec::new(),
            now: start.clone(),
            status: GoalStatus::InProgress,
            attempts: 1,
            failures: 0,
            log: Vec::new(),
            touched: Vec::new(),
            error: None,
            example: match run_line(start, &step.example) {
                Ok(run) if run.is_legal() => language.line(start, &run.played),
                _ => Vec::new(),
            },
            seed,
            job: None,
        };
        p.judge(step, start);
        p
    }

    /// Whether the game is still on and the learner is to act.
    pub fn can_play(&self) -> bool {
        self.status == GoalStatus::InProgress
            && self.error.is_none()
            && self.opponent.is_ok()
            && self.learner.is_some()
            && self.now.to_move() == self.learner
    }

    pub fn is_achieved(&self) -> bool {
        self.status == GoalStatus::Achieved
    }

    /// Whether the computer is deciding.
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// The computer's progress, from 0 to 1.
    pub fn thinking_fraction(&self) -> f32 {
        self.job.as_ref().map_or(0.0, D::fraction)
    }

    /// The last turn played so far, in words: its side and its actions' sentences (a turn is
    /// the log's last entries of one side; `None` before any action).
    pub fn last_turn(&self) -> Option<(Side, Vec<&str>)> {
        let (side, _) = *self.log.last()?;
        let from = self
            .log
            .iter()
            .rposition(|(s, _)| *s != side)
            .map_or(0, |i| i + 1);
        Some((
            side,
            self.log[from..].iter().map(|(_, w)| w.as_str()).collect(),
        ))
    }

    /// The computer's last turn in words, once it has played it and while the learner is to
    /// act: the sentences of its actions joined, and the computer's side.
    pub fn computer_turn_words(&self) -> Option<(Side, String)> {
        let (side, sentences) = self.last_turn()?;
        (Some(side) != self.learner && !self.is_thinking())
            .then(|| (side, self.language.sentences(&sentences)))
    }

    /// How many of the learner's turns have begun.
    pub fn turns(&self, start: &State) -> u32 {
        learner_turns(start, &self.played)
    }

    pub(super) fn judge(&mut self, step: &Practice, start: &State) {
        let before = self.status.clone();
        self.status = step.judge(start, &self.now, self.turns(start));
        if before == GoalStatus::InProgress
            && matches!(self.status, GoalStatus::Failed { .. })
            && self.attempts > self.failures
        {
            self.failures += 1;
        }
        if self.status != GoalStatus::InProgress {
            self.job = None;
        }
    }

    /// Plays `action` for the side to move and judges the goal.
    pub(super) fn play(&mut self, step: &Practice, start: &State, action: Action) {
        if self.status != GoalStatus::InProgress {
            return;
        }
        let side = self.now.turn_side();
        let words = self.language.action(&self.now, &action);
        let before = self.now.clone();
        if let Err(e) = self.now.play(&action) {
            let l = self.language.lang;
            self.error = Some(tr!(l, "run-not-allowed", error = e.message_in(l)));
            return;
        }
        self.played.push(action);
        self.log.push((side, words));
        light_action(&mut self.touched, &before, &action);
        self.judge(step, start);
    }

    /// Starts or collects the computer's decision; returns whether it is deciding.
    ///
    /// Once a decision is played, the next one of the computer's turn is asked for and, when it
    /// answers at once (a one-ply level working on the caller's thread, as in a browser), played
    /// in the same call: the computer's whole turn then comes in one frame rather than an action
    /// a frame. The first decision after the learner's action only starts here, so the
    /// learner's own action is drawn before the computer's answer.
    pub(super) fn drive(&mut self, step: &Practice, start: &State) -> bool {
        let mut answered = false;
        loop {
            if let Some(job) = &self.job {
                match job.poll() {
                    None => return true,
                    Some(action) => {
                        let at = job.at();
                        self.job = None;
                        match action {
                            Some(a) if at == self.played.len() => {
                                self.play(step, start, a);
                                answered = true;
                            }
                            Some(_) => {}
                            None => self.error = Some(tr!(self.language.lang, "practice-no-move")),
                        }
                    }
                }
            }
            let computer = self.learner.map(Side::other);
            if self.status == GoalStatus::InProgress
                && self.error.is_none()
                && computer.is_some()
                && self.now.to_move() == computer
                && let Ok(spec) = self.opponent
            {
                let seed = self.seed ^ u64::from(self.attempts);
                self.job = Some(D::start(spec, seed, &self.now, self.played.len()));
                if answered {
                    // Ask the new decision at once: it may answer in this call too.
                    answered = false;
                    continue;
                }
                return true;
            }
            return false;
        }
    }

    /// Starts the game again from the step's start.
    pub(super) fn retry(&mut self, step: &Practice, start: &State) {
        self.job = None;
        self.played.clear();
        self.log.clear();
        self.touched.clear();
        self.error = None;
        self.now = start.clone();
        self.status = GoalStatus::InProgress;
        self.attempts += 1;
        self.judge(step, start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Control, choose_for, mix_seed};
    use crate::scenario::lesson_run::{RunKind, StepRun};
    use crate::scenario::{LoadedScenario, Scenario, Step, action_locs, parse_line};
    use std::cell::Cell;
    use std::path::Path;

    /// A decision made at once, on the caller's thread, as a build without threads would.
    struct AtOnce {
        action: Option<Action>,
        at: usize,
    }

    impl Decider for AtOnce {
        fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> AtOnce {
            let mut player = spec.build(mix_seed(seed ^ at as u64));
            AtOnce {
                action: choose_for(player.as_mut(), state, &Control::default()),
                at,
            }
        }
        fn poll(&self) -> Option<Option<Action>> {
            Some(self.action)
        }
        fn fraction(&self) -> f32 {
            1.0
        }
        fn at(&self) -> usize {
            self.at
        }
    }

    /// A bundled lesson, loaded, and the index of its practice step.
    fn practice_lesson(file: &str) -> (LoadedScenario, usize) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../scenarios")
            .join(file);
        let loaded = Scenario::load(&path).unwrap();
        let index = loaded
            .scenario
            .steps
            .iter()
            .position(|s| matches!(s, Step::Practice(_)))
            .expect("the lesson has a practice step");
        (loaded, index)
    }

    /// The run of a bundled lesson's practice step, its computer deciding through `D`, in the
    /// lesson's language, and the position the practice begins from (after the step's setup).
    fn practice_run<D: Decider>(file: &str) -> (StepRun<D>, State, LoadedScenario) {
        let (loaded, index) = practice_lesson(file);
        let start = loaded.start().unwrap();
        let step = &loaded.scenario.steps[index];
        let words = Words::for_tag(&loaded.scenario.language);
        let run = StepRun::<D>::new(index, step, Ok(&start), &loaded.map, 7, words);
        let start = loaded.step_start(index).unwrap();
        (run, start, loaded)
    }

    #[test]
    fn a_chinese_lesson_writes_its_moves_in_chinese() {
        let (mut run, start, _) = practice_run::<AtOnce>("castle-9-roxy-south.zh.ron");
        run.play(parse_line(&start, "draw").unwrap()[0]);
        let RunKind::Practice(p) = &run.kind else {
            panic!("a practice run");
        };
        assert_eq!(p.log[0].1, "蓝方抽兵。");
        // The board names its places as the Chinese lesson does.
        let b = start.board();
        let square = b.find("red-market-square").unwrap();
        assert_eq!(b.display_name(square), "红方集市广场");
    }

    #[test]
    fn a_practice_game_asks_its_decider_for_the_computers_moves() {
        let (mut run, start, loaded) = practice_run::<AtOnce>("castle-9-roxy-south.ron");
        // The practice begins after the step's setup.
        assert_eq!(run.positions, start.board().map_positions(&loaded.map));
        assert_eq!(run.learner_to_act(), Some(Side::Blue));
        assert!(!run.drive(), "the computer waits for the learner");

        let draw = parse_line(&start, "draw").unwrap()[0];
        run.play(draw);
        assert_eq!(run.learner_to_act(), None, "red's turn");
        // The first drive only asks, so that the learner's draw is drawn first; the next one
        // collects the answer and, since each of red's decisions answers at once, plays red's
        // whole turn (its effects' answers too) in the same call.
        assert!(run.drive(), "the computer is asked for its move");
        let RunKind::Practice(p) = &run.kind else {
            panic!("a practice run");
        };
        assert_eq!(p.played.len(), 1, "nothing of red's is played yet");
        assert!(!run.drive(), "red's whole turn is played in one call");
        let RunKind::Practice(p) = &run.kind else {
            panic!("a practice run");
        };
        assert!(p.played.len() >= 2, "red played");
        // The board points out everything red's turn touched, not only its last action.
        let mut lit = Vec::new();
        for a in &p.played[1..] {
            for l in action_locs(a) {
                if !lit.contains(&l) {
                    lit.push(l);
                }
            }
        }
        assert_eq!(p.touched, lit);
        // Its whole turn in words, the placement's sentence and the draw's.
        let (side, sentences) = p.last_turn().expect("a turn was played");
        assert_eq!(side, Side::Red);
        assert_eq!(sentences.len(), p.played.len() - 1);
        let (side, words) = p.computer_turn_words().expect("the computer's turn");
        assert_eq!(side, Side::Red);
        assert_eq!(words, sentences.join(" "));
        assert!(
            words.starts_with("Red places") && words.contains(". Red draws"),
            "{words}"
        );
        assert_eq!(p.log.len(), p.played.len());
        assert_eq!(p.log[0].0, Side::Blue);
        assert!(
            p.log[1..].iter().all(|(s, _)| *s == Side::Red),
            "{:?}",
            p.log
        );
        assert_eq!(p.error, None);
        assert_eq!(run.learner_to_act(), Some(Side::Blue));
        // The position shown is the replay of the game's actions.
        let mut replay = start.clone();
        for a in &p.played {
            replay.play(a).unwrap();
        }
        assert_eq!(run.state(), Some(&replay));
    }

    /// A decision that answers at its second poll, as one on a thread of its own answers some
    /// frames after it was asked.
    struct Later {
        now: AtOnce,
        polls: Cell<u32>,
    }

    impl Decider for Later {
        fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> Later {
            Later {
                now: AtOnce::start(spec, seed, state, at),
                polls: Cell::new(0),
            }
        }
        fn poll(&self) -> Option<Option<Action>> {
            self.polls.set(self.polls.get() + 1);
            (self.polls.get() >= 2).then(|| self.now.poll()).flatten()
        }
        fn fraction(&self) -> f32 {
            0.5
        }
        fn at(&self) -> usize {
            self.now.at
        }
    }

    #[test]
    fn a_decision_that_takes_time_is_waited_for_one_drive_at_a_time() {
        let (mut run, start, _) = practice_run::<Later>("castle-9-roxy-south.ron");
        run.play(parse_line(&start, "draw").unwrap()[0]);
        let played = |run: &StepRun<Later>| match &run.kind {
            RunKind::Practice(p) => p.played.len(),
            _ => panic!("a practice run"),
        };
        // Each drive plays at most one action: a decision not yet made holds the turn.
        let mut drives = 0;
        let mut last = played(&run);
        while run.drive() {
            drives += 1;
            assert!(drives < 40, "red's turn never ends");
            assert!(played(&run) <= last + 1, "one action a drive");
            last = played(&run);
        }
        assert!(played(&run) >= 2, "red played");
        assert_eq!(run.learner_to_act(), Some(Side::Blue));
        let RunKind::Practice(p) = &run.kind else {
            panic!("a practice run");
        };
        assert_eq!(p.error, None);
    }
}
