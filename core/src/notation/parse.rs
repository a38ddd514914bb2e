//! Parsing actions and action sequences. Syntax errors name the line, the column and what was
//! expected; location ids are only looked up on the map when an action is resolved, so an
//! unknown id is an illegal action, not a syntax error.

use super::mark::{Mark, split_mark};
use crate::engine::{Action, Board, Illegal, IllegalKind, Loc};
use crate::i18n::{Lang, Text};
use crate::map::is_valid_id;
use crate::pieces::Troop;
use std::fmt;

/// A syntax error: where, what was expected, and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// 1-based line in the parsed text.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What the parser expected there (`syntax-expected-…`).
    pub expected: Text,
    /// What was found instead, quoted, or the end of the action (`syntax-found-end`).
    pub found: Text,
}

impl SyntaxError {
    /// The whole error as a message: where, what was expected, and what was found.
    pub fn text(&self) -> Text {
        crate::text!(
            "syntax-error",
            line = self.line,
            column = self.column,
            expected = self.expected.clone(),
            found = self.found.clone()
        )
    }

    /// The error in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: Lang) -> String {
        self.text().render(lang)
    }
}

/// A token as a syntax error quotes it: `` `rox` ``.
pub(super) fn quoted_token(token: &str) -> Text {
    crate::text!("syntax-token", token = token)
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for SyntaxError {}

/// An action as written: troops understood, location ids not yet looked up.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ActionText {
    Draw([Option<Troop>; 2]),
    Place(Troop, String),
    Discard(String),
    DiscardRack(Option<Troop>),
    Recall(String),
    Move(String, String),
    Revive(Troop),
    Freeze(Option<Troop>),
    Skip,
}

impl ActionText {
    /// Looks the location ids up on the board (ignoring case). An unknown id is illegal.
    pub fn resolve(&self, board: &Board) -> Result<Action, Illegal> {
        let loc = |id: &str| -> Result<Loc, Illegal> {
            board.find(id).ok_or_else(|| {
                Illegal::new(
                    IllegalKind::UnknownLocation,
                    // Suggested as the notation writes it, `@orchard`.
                    match crate::suggest::closest(id, board.locations().map(|l| board.id(l))) {
                        Some(near) => crate::text!(
                            "did-you-mean",
                            problem = crate::text!("illegal-no-such-location", place = id),
                            near = format!("@{near}")
                        ),
                        None => crate::text!("illegal-no-such-location", place = id),
                    },
                )
            })
        };
        Ok(match self {
            ActionText::Draw(n) => Action::Draw(*n),
            ActionText::Place(t, id) => Action::Place(*t, loc(id)?),
            ActionText::Discard(id) => Action::Discard(loc(id)?),
            ActionText::DiscardRack(t) => Action::DiscardRack(*t),
            ActionText::Recall(id) => Action::Recall(loc(id)?),
            ActionText::Move(a, b) => Action::Move(loc(a)?, loc(b)?),
            ActionText::Revive(t) => Action::Revive(*t),
            ActionText::Freeze(t) => Action::Freeze(*t),
            ActionText::Skip => Action::Skip,
        })
    }
}

/// One action of a sequence, with where it stands in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SequenceItem {
    /// The action's text as written (trimmed, without comment).
    pub text: String,
    pub line: usize,
    pub column: usize,
    pub action: ActionText,
    /// The move mark written after the action (`!`, `?!`...), if any.
    pub mark: Option<Mark>,
}

struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// Splits at whitespace; `@` also starts a new token (`place roxy@b2` reads as
/// `place roxy @b2`).
fn tokenize(text: &str, column0: usize) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    for (col, (i, c)) in text.char_indices().enumerate() {
        let column = column0 + col;
        if c.is_whitespace() {
            if let Some((b, k)) = start.take() {
                out.push(Token {
                    text: &text[b..i],
                    column: k,
                });
            }
        } else if c == '@' {
            if let Some((b, k)) = start.take() {
                out.push(Token {
                    text: &text[b..i],
                    column: k,
                });
            }
            start = Some((i, column));
        } else if start.is_none() {
            start = Some((i, column));
        }
    }
    if let Some((b, k)) = start {
        out.push(Token {
            text: &text[b..],
            column: k,
        });
    }
    out
}

const ACTIONS: &str = "syntax-expected-action";
const TROOP: &str = "syntax-expected-troop";
const LOCATION: &str = "syntax-expected-location";

struct Parser<'a> {
    tokens: Vec<Token<'a>>,
    pos: usize,
    line: usize,
    end_column: usize,
}

impl<'a> Parser<'a> {
    /// The error of what the parser has now, given the message id of what it `expected`.
    fn error(&self, expected: &'static str) -> SyntaxError {
        match self.tokens.get(self.pos) {
            Some(t) => SyntaxError {
                line: self.line,
                column: t.column,
                expected: Text::new(expected),
                found: quoted_token(t.text),
            },
            None => SyntaxError {
                line: self.line,
                column: self.end_column,
                expected: Text::new(expected),
                found: Text::new("syntax-found-end"),
            },
        }
    }

    fn peek(&self) -> Option<&'a str> {
        self.tokens.get(self.pos).map(|t| t.text)
    }

    fn troop(&mut self) -> Result<Troop, SyntaxError> {
        match self.peek().and_then(Troop::parse) {
            Some(t) => {
                self.pos += 1;
                Ok(t)
            }
            None => Err(self.error(TROOP)),
        }
    }

    fn optional_troop(&mut self, expected: &'static str) -> Result<Option<Troop>, SyntaxError> {
        match self.peek() {
            None => Ok(None),
            Some(s) => match Troop::parse(s) {
                Some(t) => {
                    self.pos += 1;
                    Ok(Some(t))
                }
                None => Err(self.error(expected)),
            },
        }
    }

    fn location(&mut self) -> Result<String, SyntaxError> {
        match self.peek() {
            Some(s) if s.starts_with('@') && is_valid_id(&s[1..]) => {
                self.pos += 1;
                Ok(s[1..].to_string())
            }
            _ => Err(self.error(LOCATION)),
        }
    }

    fn end(&self) -> Result<(), SyntaxError> {
        if self.pos < self.tokens.len() {
            Err(self.error("syntax-expected-end"))
        } else {
            Ok(())
        }
    }
}

/// Parses one action. `line` and `column` place the text in a larger document (use 1, 1 for a
/// lone action).
pub fn parse_at(text: &str, line: usize, column: usize) -> Result<ActionText, SyntaxError> {
    let mut p = Parser {
        tokens: tokenize(text, column),
        pos: 0,
        line,
        end_column: column + text.chars().count(),
    };
    let Some(first) = p.peek() else {
        return Err(p.error(ACTIONS));
    };
    let kw = first.to_ascii_lowercase();
    p.pos = 1;
    let action = match kw.as_str() {
        "draw" => {
            let a = p.optional_troop("syntax-expected-troop-or-end")?;
            let b = if a.is_some() {
                p.optional_troop("syntax-expected-second-troop-or-end")?
            } else {
                None
            };
            if p.pos < p.tokens.len() {
                return Err(p.error("syntax-expected-end-of-draw"));
            }
            ActionText::Draw([a, b])
        }
        "place" => {
            let t = p.troop()?;
            let l = p.location()?;
            ActionText::Place(t, l)
        }
        "discard" => match p.peek() {
            Some(s) if s.eq_ignore_ascii_case("rack") => {
                p.pos += 1;
                ActionText::DiscardRack(p.optional_troop("syntax-expected-troop-or-end")?)
            }
            Some(s) if s.starts_with('@') => ActionText::Discard(p.location()?),
            _ => return Err(p.error("syntax-expected-rack-or-location")),
        },
        "recall" => ActionText::Recall(p.location()?),
        "move" => {
            let a = p.location()?;
            let b = p.location()?;
            ActionText::Move(a, b)
        }
        "revive" => ActionText::Revive(p.troop()?),
        "freeze" => ActionText::Freeze(p.optional_troop("syntax-expected-troop-or-end")?),
        "skip" => ActionText::Skip,
        _ => {
            p.pos = 0;
            return Err(p.error(ACTIONS));
        }
    };
    p.end()?;
    Ok(action)
}

/// Parses one action written alone.
pub fn parse(text: &str) -> Result<ActionText, SyntaxError> {
    parse_at(text.trim(), 1, 1 + leading_chars(text))
}

fn leading_chars(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).count()
}

/// Parses a sequence: actions separated by `;` or new lines; blank lines ignored; `#` starts a
/// comment to the end of the line; an action may end with a move mark ([`Mark`]). The first
/// syntax error stops the parse.
pub fn parse_sequence(text: &str) -> Result<Vec<SequenceItem>, SyntaxError> {
    segments(text)
        .map(|(line, column, text)| {
            let (text, mark) = split_mark(text, line, column)?;
            Ok(SequenceItem {
                text: text.to_string(),
                line,
                column,
                action: parse_at(text, line, column)?,
                mark,
            })
        })
        .collect()
}

/// The actions of a sequence as written, not yet parsed: each one's 1-based line and column
/// and its trimmed text, in order (blank segments and comments left out).
pub(super) fn segments(text: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    text.lines().enumerate().flat_map(|(ln, raw)| {
        let code = match raw.find('#') {
            Some(i) => &raw[..i],
            None => raw,
        };
        let mut col = 1;
        code.split(';').filter_map(move |seg| {
            let start = col + leading_chars(seg);
            col += seg.chars().count() + 1;
            let trimmed = seg.trim();
            (!trimmed.is_empty()).then_some((ln + 1, start, trimmed))
        })
    })
}

/// Parses one action and looks its locations up on the board.
pub fn parse_action(board: &Board, text: &str) -> Result<Action, ActionError> {
    let a = parse(text).map_err(ActionError::Syntax)?;
    a.resolve(board).map_err(ActionError::Illegal)
}

/// Why a written action cannot be used: it does not parse, or names an unknown location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    Syntax(SyntaxError),
    Illegal(Illegal),
}

impl ActionError {
    /// The error in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: Lang) -> String {
        match self {
            ActionError::Syntax(e) => e.message_in(lang),
            ActionError::Illegal(e) => e.message_in(lang),
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Syntax(e) => e.fmt(f),
            ActionError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ActionError {}
