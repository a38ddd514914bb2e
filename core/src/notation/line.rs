//! Playing a line: a written sequence of actions parsed and played from a position, with one
//! error type, [`LineError`], that names the action (its index and text) and why it failed: it
//! does not parse, or the engine refuses it (an unknown location id included) for a rule (a
//! [`Refusal`], holding the engine's [`Illegal`] with its [`IllegalKind`]).
//!
//! The command line, the scenario checker, the claims and the lesson runner all play lines
//! through [`Line::play`] (or [`play_line`], which parses first).

use super::mark::{Mark, split_mark};
use super::parse::{SequenceItem, SyntaxError, parse_at, segments};
use crate::engine::{Action, Board, Illegal, IllegalKind, State};
use crate::i18n::{Lang, Text};
use std::fmt;

/// An action of a line that the engine refuses, or that names a location the map does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// 0-based index of the action in the line.
    pub index: usize,
    /// The action as written (trimmed, without comment).
    pub text: String,
    /// 1-based line and column where the action starts in the text.
    pub line: usize,
    pub column: usize,
    /// The engine's reason, with the rule's kind.
    pub reason: Illegal,
}

impl Refusal {
    /// The 1-based number of the action, as messages count.
    pub fn number(&self) -> usize {
        self.index + 1
    }

    /// The rule the action breaks.
    pub fn kind(&self) -> IllegalKind {
        self.reason.kind
    }

    fn at(index: usize, item: &SequenceItem, reason: Illegal) -> Refusal {
        Refusal {
            index,
            text: item.text.clone(),
            line: item.line,
            column: item.column,
            reason,
        }
    }
}

impl Refusal {
    /// The refusal as a message, naming the action first.
    pub fn message(&self) -> Text {
        crate::text!(
            "line-action-failed",
            n = self.number(),
            action = &self.text,
            error = self.reason.message.clone()
        )
    }

    /// The refusal in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: Lang) -> String {
        self.message().render(lang)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// Why a line could not be played to its end: an action that does not parse (nothing was
/// played), or one the engine refuses (the actions before it were played). Either way the
/// message names the action first: `action 2 'place hook b2': line 1, column 18: expected ...`
/// or `action 4 'place roxy @b2': roxy (7) cannot cover ...`, so a caller adds only its own
/// context ("The line does not parse: ...", "stage 3: ...").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    Syntax {
        /// 0-based index of the action that does not parse.
        index: usize,
        /// Its text as written (trimmed, without comment).
        text: String,
        error: Box<SyntaxError>,
    },
    Illegal(Refusal),
}

impl LineError {
    /// 0-based index of the action that failed.
    pub fn index(&self) -> usize {
        match self {
            LineError::Syntax { index, .. } => *index,
            LineError::Illegal(r) => r.index,
        }
    }

    /// The 1-based number of the action that failed, as messages count.
    pub fn number(&self) -> usize {
        self.index() + 1
    }

    /// The failed action as written.
    pub fn text(&self) -> &str {
        match self {
            LineError::Syntax { text, .. } => text,
            LineError::Illegal(r) => &r.text,
        }
    }

    /// The rule a refused action breaks; `None` for a syntax error.
    pub fn kind(&self) -> Option<IllegalKind> {
        self.refusal().map(Refusal::kind)
    }

    /// The refusal, when the action parsed but was refused.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            LineError::Illegal(r) => Some(r),
            LineError::Syntax { .. } => None,
        }
    }

    /// The syntax error, when the action does not parse.
    pub fn syntax(&self) -> Option<&SyntaxError> {
        match self {
            LineError::Syntax { error, .. } => Some(error.as_ref()),
            LineError::Illegal(_) => None,
        }
    }
}

impl LineError {
    /// The error as a message, naming the action first.
    pub fn message(&self) -> Text {
        match self {
            LineError::Syntax { error, text, .. } => crate::text!(
                "line-action-failed",
                n = self.number(),
                action = text,
                error = error.text()
            ),
            LineError::Illegal(r) => r.message(),
        }
    }

    /// The error in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: Lang) -> String {
        self.message().render(lang)
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for LineError {}

/// A parsed line: its actions as written, locations not yet looked up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    items: Vec<SequenceItem>,
}

/// What playing a line did: the actions played, in order, and the action that stopped it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub actions: Vec<Action>,
    /// How many actions the line has (0 when it does not parse).
    pub total: usize,
    /// The action that was not played, if any; the actions after it were not tried.
    pub error: Option<LineError>,
}

impl Played {
    /// The actions played when the whole line was, else the error.
    pub fn into_result(self) -> Result<Vec<Action>, LineError> {
        match self.error {
            None => Ok(self.actions),
            Some(e) => Err(e),
        }
    }
}

impl Line {
    /// Parses a line: actions separated by `;` or new lines, `#` starting a comment, each
    /// action with an optional move mark after it (see `docs/notation.md`). The first action
    /// that does not parse is the error.
    pub fn parse(text: &str) -> Result<Line, LineError> {
        let mut items = Vec::new();
        for (index, (line, column, text)) in segments(text).enumerate() {
            let syntax = |error| LineError::Syntax {
                index,
                text: text.to_string(),
                error: Box::new(error),
            };
            let (body, mark) = split_mark(text, line, column).map_err(syntax)?;
            let action = parse_at(body, line, column).map_err(syntax)?;
            items.push(SequenceItem {
                text: body.to_string(),
                line,
                column,
                action,
                mark,
            });
        }
        Ok(Line { items })
    }

    /// The actions as written, with where each stands in the text.
    pub fn items(&self) -> &[SequenceItem] {
        &self.items
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Each action's move mark, in order.
    pub fn marks(&self) -> Vec<Option<Mark>> {
        self.items.iter().map(|i| i.mark).collect()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The actions on `board`, without playing them; a location the board does not have is an
    /// error.
    pub fn resolve(&self, board: &Board) -> Result<Vec<Action>, LineError> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                item.action
                    .resolve(board)
                    .map_err(|e| LineError::Illegal(Refusal::at(i, item, e)))
            })
            .collect()
    }

    /// Plays the actions on `state` in order until one is refused; `state` is left after the
    /// last action played.
    pub fn play(&self, state: &mut State) -> Played {
        let mut actions = Vec::with_capacity(self.items.len());
        let mut error = None;
        for (i, item) in self.items.iter().enumerate() {
            let played = item
                .action
                .resolve(state.board())
                .and_then(|a| state.play(&a).map(|()| a));
            match played {
                Ok(a) => actions.push(a),
                Err(e) => {
                    error = Some(LineError::Illegal(Refusal::at(i, item, e)));
                    break;
                }
            }
        }
        Played {
            actions,
            total: self.items.len(),
            error,
        }
    }
}

/// Parses a line and plays it on `state` ([`Line::parse`], then [`Line::play`]). A line that does
/// not parse plays nothing.
pub fn play_line(state: &mut State, text: &str) -> Played {
    match Line::parse(text) {
        Ok(line) => line.play(state),
        Err(e) => Played {
            actions: Vec::new(),
            total: 0,
            error: Some(e),
        },
    }
}
