//! The judgement of a find-the-move step: which accepted line the learner played, which
//! wrong line, or whether to keep playing.

use super::{Answer, FindMove};
use crate::engine::{Action, State};
use crate::notation::LineError;
use crate::scenario::judge::Sight;
use crate::scenario::line_run::{LineRun, line_text, parse_line, run_line};

/// Which accepted line the learner played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolvedBy {
    /// The main solution.
    Solution,
    /// Alternative number `i` (0-based).
    Alternative(usize),
    /// Another line that makes every `accept_if` claim true.
    Goal,
}

/// The judgement of the learner's actions so far in a [`FindMove`] step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Keep playing: the actions so far begin an accepted line, or the turn is not over and any
    /// line reaching the goal claims is accepted.
    Continue,
    /// Solved. `reply` is the opponent's scripted answer, to be played next.
    Solved {
        by: SolvedBy,
        feedback: String,
        reply: Vec<Action>,
    },
    /// Wrong. `which` is the index of the particular wrong line matched, `None` for the default
    /// feedback.
    Wrong {
        feedback: String,
        which: Option<usize>,
    },
}

fn same(a: &Action, b: &Action) -> bool {
    a.unnamed() == b.unnamed()
}

fn starts_with(long: &[Action], short: &[Action]) -> bool {
    short.len() <= long.len() && long.iter().zip(short).all(|(a, b)| same(a, b))
}

impl FindMove {
    /// Every accepted line: the solution first, then the alternatives.
    pub fn answers(&self) -> impl Iterator<Item = (SolvedBy, &Answer)> {
        std::iter::once((SolvedBy::Solution, &self.solution)).chain(
            self.alternatives
                .iter()
                .enumerate()
                .map(|(i, a)| (SolvedBy::Alternative(i), a)),
        )
    }

    /// Hint number `shown` (0-based), if there is one: the UI shows them one at a time.
    pub fn hint(&self, shown: usize) -> Option<&str> {
        self.hints.get(shown).map(String::as_str)
    }

    /// Judges the learner's actions so far, played from the step's start position. Chance
    /// actions compare unnamed (a learner's `draw` matches a line's `draw roxy`).
    ///
    /// Order: a whole accepted line solves; the beginning of one continues; a particular wrong
    /// line gets its feedback once the learner has played all of it (a wrong line of one
    /// placement covers every turn that begins with it; the beginning of a longer wrong line is
    /// not judged yet, so a learner who turns aside from it in time is judged on what they
    /// play); then, once the turn is over, the `accept_if` claims decide; anything else gets the
    /// default feedback.
    pub fn judge(&self, start: &State, played: &[Action]) -> Result<Verdict, LineError> {
        if played.is_empty() {
            return Ok(Verdict::Continue);
        }
        let mut answers = Vec::new();
        for (by, a) in self.answers() {
            answers.push((by, a, parse_line(start, &a.actions)?));
        }
        for (by, a, line) in &answers {
            if line.len() == played.len() && starts_with(line, played) {
                return Ok(Verdict::Solved {
                    by: *by,
                    feedback: a.feedback.clone(),
                    reply: parse_line(start, &a.reply)?,
                });
            }
        }
        // Replay the learner's actions to know whether the turn is over.
        let now = run_line(start, &line_text(start, played))?.into_end()?;
        let turn_over = now.is_over() || (now.at_turn_start() && now.to_move() != start.to_move());
        if !turn_over && answers.iter().any(|(_, _, line)| starts_with(line, played)) {
            return Ok(Verdict::Continue);
        }
        let mut begins_wrong = false;
        for (i, w) in self.wrong.iter().enumerate() {
            let line = parse_line(start, &w.actions)?;
            if !line.is_empty() && starts_with(played, &line) {
                return Ok(Verdict::Wrong {
                    feedback: w.feedback.clone(),
                    which: Some(i),
                });
            }
            begins_wrong |= starts_with(&line, played);
        }
        if !turn_over && begins_wrong {
            return Ok(Verdict::Continue);
        }
        if !self.accept_if.is_empty() {
            if !turn_over {
                return Ok(Verdict::Continue);
            }
            let run = LineRun {
                before: start.clone(),
                after: now,
                played: played.to_vec(),
                total: played.len(),
                refused: None,
            };
            let sight = Sight::shown(self.show_opponent_rack);
            if self
                .accept_if
                .iter()
                .all(|c| c.verify_seeing(&run, sight).is_ok())
            {
                return Ok(Verdict::Solved {
                    by: SolvedBy::Goal,
                    feedback: self.solution.feedback.clone(),
                    reply: Vec::new(),
                });
            }
        }
        Ok(Verdict::Wrong {
            feedback: self.default_feedback.clone(),
            which: None,
        })
    }
}
