//! Printing actions in their one canonical form: lowercase names, single spaces, `@` ids as the
//! map writes them.

use crate::engine::{Action, Board, State};
use std::fmt;

/// An action ready to print on a board.
pub struct Printed<'a> {
    board: &'a Board,
    action: Action,
}

impl fmt::Display for Printed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.board;
        match self.action {
            Action::Draw(named) => {
                f.write_str("draw")?;
                for t in named.iter().flatten() {
                    write!(f, " {t}")?;
                }
                Ok(())
            }
            Action::Place(t, l) => write!(f, "place {t} @{}", b.id(l)),
            Action::Discard(l) => write!(f, "discard @{}", b.id(l)),
            Action::DiscardRack(None) => f.write_str("discard rack"),
            Action::DiscardRack(Some(t)) => write!(f, "discard rack {t}"),
            Action::Recall(l) => write!(f, "recall @{}", b.id(l)),
            Action::Move(a, c) => write!(f, "move @{} @{}", b.id(a), b.id(c)),
            Action::Revive(t) => write!(f, "revive {t}"),
            Action::Freeze(None) => f.write_str("freeze"),
            Action::Freeze(Some(t)) => write!(f, "freeze {t}"),
            Action::Skip => f.write_str("skip"),
        }
    }
}

/// The action in canonical notation, for `format!` and friends. Its locations must be on the
/// board.
pub fn display(board: &Board, action: Action) -> Printed<'_> {
    Printed { board, action }
}

/// The action in canonical notation.
pub fn print(board: &Board, action: &Action) -> String {
    display(board, *action).to_string()
}

/// The legal actions now, printed, sorted by byte order, without duplicates: exactly what
/// `toyforge legal` prints.
pub fn legal_texts(state: &State) -> Vec<String> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let mut v: Vec<String> = actions
        .iter()
        .map(|a| print(state.board(), &a.unnamed()))
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}
