//! The engine's judgement of a complete turn, for puzzles that accept "any line about as good as
//! the best" ([`super::Claim::WithinBest`]), for the soundness check and for "what would the
//! engine play?".
//!
//! **How a turn's value is computed.** Every complete turn of the mover is enumerated
//! ([`super::turns`]). Each position after a turn is scored by the computer players' static
//! evaluation ([`crate::ai::evaluate`]) from the mover's side, in hundredths of a medal: medals
//! held, bases held and how safe they are, regions within reach, the way to the HQs, the racks;
//! a won game is worth 10,000 and a lost one -10,000. The evaluation reads only what the mover
//! can see. A turn whose chance has several outcomes is worth the mean of its outcomes, each
//! weighted by how many ways the reserve or rack can give it. Nothing in this is random, so the
//! check and the learner always see the same values.

use super::turns::{Turn, TurnLimits, Turns, complete_turns};
use crate::ai::{EvalContext, Knowledge, Pools, evaluate};
use crate::engine::State;
use crate::pieces::Side;

/// Scores positions for one side on one board.
pub struct Judge {
    knowledge: Knowledge,
    side: Side,
}

impl Judge {
    pub fn new(start: &State) -> Judge {
        Judge {
            knowledge: Knowledge::new(start.board()),
            side: start.to_move().unwrap_or(Side::Blue),
        }
    }

    /// The value of a position for the judged side, in hundredths of a medal.
    pub fn position_value(&self, st: &State) -> f64 {
        let ctx = EvalContext::new(Pools::from_observation(&st.observation(self.side)));
        evaluate(st, &self.knowledge, &ctx) as f64
    }

    /// The value of a turn: the weighted mean of its outcomes' values.
    pub fn turn_value(&self, turn: &Turn) -> f64 {
        let total: f64 = turn.outcomes.iter().map(|o| o.weight).sum();
        if total <= 0.0 {
            return 0.0;
        }
        let sum: f64 = turn
            .outcomes
            .iter()
            .map(|o| o.weight * self.position_value(&o.after))
            .sum();
        // Rounded to a hundredth of a point, so that float noise never splits a tie.
        (sum / total * 100.0).round() / 100.0
    }
}

/// A turn with its value.
#[derive(Clone, Debug)]
pub struct Ranked {
    /// Index of the turn in [`Turns::turns`].
    pub index: usize,
    pub value: f64,
}

/// Every complete turn from a position with its value, best first (ties in the engine's order).
pub struct Ranking {
    pub turns: Turns,
    pub ranked: Vec<Ranked>,
}

impl Ranking {
    /// Enumerates and scores every complete turn of the side to move at `start`.
    pub fn new(start: &State, known: usize, limits: TurnLimits) -> Ranking {
        let turns = complete_turns(start, known, limits);
        let judge = Judge::new(start);
        let mut ranked: Vec<Ranked> = turns
            .turns
            .iter()
            .enumerate()
            .map(|(index, t)| Ranked {
                index,
                value: judge.turn_value(t),
            })
            .collect();
        ranked.sort_by(|a, b| b.value.total_cmp(&a.value).then(a.index.cmp(&b.index)));
        Ranking { turns, ranked }
    }

    /// The best value, if the mover has any turn.
    pub fn best(&self) -> Option<f64> {
        self.ranked.first().map(|r| r.value)
    }

    /// The value of the turn whose line (chance unnamed) is `line`.
    pub fn value_of(&self, line: &[crate::engine::Action]) -> Option<f64> {
        let unnamed: Vec<_> = line.iter().map(|a| a.unnamed()).collect();
        self.ranked
            .iter()
            .find(|r| self.turns.turns[r.index].line == unnamed)
            .map(|r| r.value)
    }

    /// The `n` best turns with their values.
    pub fn top(&self, n: usize) -> impl Iterator<Item = (&Turn, f64)> {
        self.ranked
            .iter()
            .take(n)
            .map(|r| (&self.turns.turns[r.index], r.value))
    }
}

/// One of the engine's suggestions: a complete turn and its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// The turn as the learner plays it (chance unnamed), in notation.
    pub line: String,
    /// Its value in hundredths of a medal.
    pub value: f64,
}

/// What the engine would play: the best `n` complete turns from a position, with how many
/// turns were judged and whether the search was cut.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestions {
    pub best: Vec<Suggestion>,
    pub judged: usize,
    pub cut: Option<super::turns::Cut>,
}

/// The `n` best complete turns of the side to move at `start`, by the engine's value.
pub fn suggest(start: &State, n: usize, limits: TurnLimits) -> Suggestions {
    let r = Ranking::new(start, 0, limits);
    Suggestions {
        best: r
            .top(n)
            .map(|(t, value)| Suggestion {
                line: t.text(start),
                value,
            })
            .collect(),
        judged: r.turns.turns.len(),
        cut: r.turns.cut.clone(),
    }
}
