//! A computer decision made a little at a time, for a program with one thread (the web player):
//! each call works for a few milliseconds and returns, so the page draws its frames and answers
//! taps while the computer thinks. The tree search resumes where it stopped
//! ([`crate::ai::MctsSearch`]) under a cap on the whole move's time; the one-ply levels decide in
//! one call (they take a few milliseconds).

use crate::ai::{AiSpec, Control, MctsConfig, MctsSearch, Player, choose_for};
use crate::engine::{Action, State};
use std::time::Duration;
use web_time::Instant;

/// The longest a tree search may think about one move, from its start, on a page: past it, the
/// search plays the best action found so far.
pub const MOVE_CAP: Duration = Duration::from_secs(2);

/// Iterations between two looks at the clock.
const CHUNK: u32 = 16;

/// A decision under way on this thread.
pub struct Sliced {
    state: State,
    work: Work,
}

enum Work {
    Search(Box<MctsSearch>),
    Once(Box<dyn Player>),
    Done(Option<Action>),
}

impl Sliced {
    /// Begins deciding for the side to move in `state` with the level `spec`, seeded with
    /// `seed`; a tree search stops at `cap` (or its own time budget if shorter).
    pub fn new(spec: AiSpec, seed: u64, state: &State, cap: Duration) -> Sliced {
        let work = match spec.mcts_config() {
            Some(config) => {
                let config = MctsConfig {
                    time: Some(config.time.map_or(cap, |t| t.min(cap))),
                    ..config
                };
                match state
                    .to_move()
                    .and_then(|side| MctsSearch::new(config, seed, &state.observation(side)))
                {
                    Some(s) => Work::Search(Box::new(s)),
                    None => Work::Done(None),
                }
            }
            None => Work::Once(spec.build(seed)),
        };
        Sliced {
            state: state.clone(),
            work,
        }
    }

    /// Thinks for about `slice` at most; the decision once it is made (`Some(None)`: no move).
    pub fn work(&mut self, slice: Duration, control: &Control) -> Option<Option<Action>> {
        let began = Instant::now();
        match &mut self.work {
            Work::Done(a) => return Some(*a),
            Work::Once(player) => {
                let a = choose_for(player.as_mut(), &self.state, control);
                self.work = Work::Done(a);
            }
            Work::Search(search) => {
                let Some(side) = self.state.to_move() else {
                    self.work = Work::Done(None);
                    return Some(None);
                };
                let obs = self.state.observation(side);
                loop {
                    if let Some(r) = search.advance(&obs, CHUNK, control) {
                        self.work = Work::Done(Some(r.action));
                        break;
                    }
                    if began.elapsed() >= slice {
                        return None;
                    }
                }
            }
        }
        match self.work {
            Work::Done(a) => Some(a),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::mix_seed;

    fn game() -> State {
        crate::test_game::castle_game(6)
    }

    #[test]
    fn a_search_in_short_slices_returns_often_and_decides_as_at_once() {
        let st = game();
        let spec = AiSpec::Mcts { iterations: 400 };
        let seed = mix_seed(5);
        let at_once = choose_for(spec.build(seed).as_mut(), &st, &Control::default());
        let mut sliced = Sliced::new(spec, seed, &st, Duration::from_secs(600));
        let mut calls = 0;
        let decided = loop {
            calls += 1;
            let t = Instant::now();
            let r = sliced.work(Duration::from_micros(200), &Control::default());
            // One chunk past the slice at most: far under a frame.
            assert!(
                t.elapsed() < Duration::from_millis(200),
                "{:?}",
                t.elapsed()
            );
            if let Some(a) = r {
                break a;
            }
        };
        assert!(calls > 1, "the search was cut into slices");
        assert_eq!(decided, at_once);
        assert!(st.is_legal(&decided.expect("a move")));
        assert_eq!(
            sliced.work(Duration::ZERO, &Control::default()),
            Some(decided)
        );
    }

    #[test]
    fn a_long_search_stops_at_the_cap() {
        let st = game();
        let spec = AiSpec::Mcts {
            iterations: u32::MAX,
        };
        let t = Instant::now();
        let mut sliced = Sliced::new(spec, 1, &st, Duration::from_millis(80));
        let decided = loop {
            if let Some(a) = sliced.work(Duration::from_millis(5), &Control::default()) {
                break a;
            }
        };
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
        assert!(st.is_legal(&decided.expect("a move")));
    }

    #[test]
    fn the_one_ply_levels_decide_in_one_call() {
        let st = game();
        let mut sliced = Sliced::new(AiSpec::Greedy, 2, &st, MOVE_CAP);
        let a = sliced
            .work(Duration::ZERO, &Control::default())
            .expect("decided at once");
        assert!(st.is_legal(&a.expect("a move")));
    }
}
