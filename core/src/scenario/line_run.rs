//! A lesson's lines played from a position: the run the claims are verified against, the
//! position after a line that must be legal, a line's actions on the board. All of them play
//! through [`crate::notation::Line`], so a line fails the same way everywhere: a
//! [`LineError`] naming the action and whether it does not parse or is refused.

use crate::engine::{Action, State};
use crate::notation::{Line, LineError, Mark, Refusal, display, with_mark};

/// A line played from a position: the states before and after, and the refused action if any
/// (the actions after it are not played).
#[derive(Clone, Debug)]
pub struct LineRun {
    pub before: State,
    pub after: State,
    /// The actions played, in order.
    pub played: Vec<Action>,
    /// How many actions the line has.
    pub total: usize,
    pub refused: Option<Refusal>,
}

impl LineRun {
    /// A run of no actions: before and after are the same position.
    pub fn at(state: &State) -> LineRun {
        LineRun {
            before: state.clone(),
            after: state.clone(),
            played: Vec::new(),
            total: 0,
            refused: None,
        }
    }

    /// Whether every action was played.
    pub fn is_legal(&self) -> bool {
        self.refused.is_none()
    }

    /// The position after the whole line; a refused action is the error.
    pub fn into_end(self) -> Result<State, LineError> {
        match self.refused {
            None => Ok(self.after),
            Some(r) => Err(LineError::Illegal(r)),
        }
    }
}

/// Plays a line of actions in the notation from `start`. A line that does not parse is the
/// error and plays nothing; an illegal action (an unknown location id included) stops the line
/// and is recorded in the run.
pub fn run_line(start: &State, text: &str) -> Result<LineRun, LineError> {
    let line = Line::parse(text)?;
    let mut after = start.clone();
    let played = line.play(&mut after);
    let refused = match played.error {
        None => None,
        Some(LineError::Illegal(r)) => Some(r),
        // A parsed line only fails by refusal; kept whole should that ever change.
        Some(e @ LineError::Syntax { .. }) => return Err(e),
    };
    Ok(LineRun {
        before: start.clone(),
        after,
        played: played.actions,
        total: played.total,
        refused,
    })
}

/// The position after a whole line played from `start`; any action that does not parse or is
/// refused is the error.
pub fn play_line(start: &State, text: &str) -> Result<State, LineError> {
    run_line(start, text)?.into_end()
}

/// Parses a line into actions on the start position's board, without playing them (unknown ids
/// are refused).
pub fn parse_line(start: &State, text: &str) -> Result<Vec<Action>, LineError> {
    Line::parse(text)?.resolve(start.board())
}

/// The line's actions printed in canonical notation, joined by `; ` (for a UI recording a line).
pub fn line_text(start: &State, actions: &[Action]) -> String {
    let b = start.board();
    actions
        .iter()
        .map(|a| display(b, *a).to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The actions printed as [`line_text`] does, each with the move mark of the same position in
/// `marks` (marks past the actions are dropped).
pub fn marked_line_text(start: &State, actions: &[Action], marks: &[Option<Mark>]) -> String {
    let b = start.board();
    actions
        .iter()
        .enumerate()
        .map(|(i, a)| with_mark(&display(b, *a).to_string(), marks.get(i).copied().flatten()))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, IllegalKind};
    use crate::map::Map;
    use crate::scenario::Position;
    use std::sync::Arc;

    fn start() -> State {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fixtures/engine-grid.ron"
        );
        let board = Arc::new(Board::compile(&Map::load(path.as_ref()).unwrap()).unwrap());
        let p: Position = ron::from_str(
            "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)]}, blue: (rack: [roxy, star]), red: (rack: [hook]))",
        )
        .unwrap();
        p.to_state(board).unwrap()
    }

    #[test]
    fn a_refused_action_stops_the_run_and_is_named() {
        let st = start();
        let run = run_line(&st, "place star @b1; skip; draw; place roxy @b2; skip").unwrap();
        assert_eq!((run.played.len(), run.total), (3, 5));
        let r = run.refused.clone().unwrap();
        assert_eq!((r.number(), r.text.as_str()), (4, "place roxy @b2"));
        assert_eq!(r.kind(), IllegalKind::Covering);
        let e = run.into_end().unwrap_err();
        assert_eq!(e.kind(), Some(IllegalKind::Covering));
        assert_eq!(
            play_line(&st, "place star @b1; skip; draw; place roxy @b2").unwrap_err(),
            e
        );
    }

    #[test]
    fn a_line_that_does_not_parse_is_an_error_of_its_action() {
        let st = start();
        let e = run_line(&st, "place star @b1; place hook b2").unwrap_err();
        assert_eq!((e.number(), e.text()), (2, "place hook b2"));
        assert!(e.syntax().is_some() && e.kind().is_none(), "{e:?}");
        let e = parse_line(&st, "draw; place roxy @nowhere").unwrap_err();
        assert_eq!(e.kind(), Some(IllegalKind::UnknownLocation));
        assert_eq!(parse_line(&st, "draw; place roxy @a1").unwrap().len(), 2);
    }

    #[test]
    fn a_played_line_prints_back_canonically() {
        let st = start();
        let run = run_line(&st, "PLACE Star @B1 ; skip").unwrap();
        assert_eq!(line_text(&st, &run.played), "place star @b1; skip");
    }
}
