//! The computer opponent's decision as a [`Job`], so the window stays live while it thinks:
//! natively on a thread of its own; in a browser, which has no threads, a slice at a time in
//! each poll (one a frame, [`crate::job::SLICE`]), starting in the frame after the one that
//! asked (so the learner's own move is drawn first), a tree search capped at
//! [`crate::sliced::MOVE_CAP`] a move.

use crate::ai::{AiSpec, mix_seed};
use crate::engine::{Action, State};
use crate::job::Job;
use crate::pieces::Side;

/// A decision under way: the job, and what it decides about.
pub struct Decision {
    /// The search; its result is the action (`None`: the computer found no move).
    pub job: Job<Option<Action>>,
    /// The log position the decision is for.
    pub at: usize,
    /// The side it decides for.
    pub side: Side,
}

impl Decision {
    /// Starts deciding for the side to move in `state`. The player is built afresh for each
    /// decision from `seed` mixed with the log position, so replays decide alike.
    pub fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> Decision {
        let side = state.turn_side();
        let seed = mix_seed(seed ^ at as u64);
        #[cfg(target_arch = "wasm32")]
        let job = {
            let mut sliced = crate::sliced::Sliced::new(spec, seed, state, crate::sliced::MOVE_CAP);
            Job::sliced(None, move |task, slice| sliced.work(slice, task))
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = {
            let state = state.clone();
            Job::spawn("play-ai", None, move |task| {
                let mut player = spec.build(seed);
                crate::ai::choose_for(player.as_mut(), &state, task)
            })
        };
        Decision { job, at, side }
    }

    /// The action once it is decided (`Some(None)`: no move, or the search could not run);
    /// `None` while thinking.
    pub fn poll(&self) -> Option<Option<Action>> {
        self.job.poll().map(|r| r.ok().flatten())
    }

    /// Asks the search to stop; it then answers with its best action so far.
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// The fraction of the budget spent, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.job.fraction()
    }

    /// Waits for the decision (tests use this).
    pub fn wait(&self) -> Option<Action> {
        self.job.wait().ok().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Control, choose_for};
    use std::time::Duration;

    fn game() -> State {
        crate::test_game::castle_game(4)
    }

    #[test]
    fn a_decision_is_the_players_own_and_its_progress_comes_through_the_control() {
        let st = game();
        let spec = AiSpec::Mcts { iterations: 300 };
        let d = Decision::start(spec, 4, &st, 7);
        assert_eq!((d.at, d.side), (7, st.turn_side()));
        let decided = d.wait();
        let alone = choose_for(
            spec.build(mix_seed(4 ^ 7)).as_mut(),
            &st,
            &Control::default(),
        );
        assert_eq!(decided, alone);
        assert!(st.is_legal(&decided.expect("a move")));
        assert!(d.fraction() > 0.5, "{}", d.fraction());
    }

    #[test]
    fn a_cancelled_search_answers_at_once_with_its_best_so_far() {
        let st = game();
        let d = Decision::start(
            AiSpec::Mcts {
                iterations: u32::MAX,
            },
            1,
            &st,
            0,
        );
        std::thread::sleep(Duration::from_millis(50));
        assert_eq!(d.poll(), None, "still thinking");
        let t = std::time::Instant::now();
        d.cancel();
        let a = d.wait();
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
        assert!(st.is_legal(&a.expect("a move")));
    }
}
