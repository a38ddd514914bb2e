//! Move marks, as chess annotators write them: `!` good, `?` a mistake, `!!` brilliant, `??` a
//! blunder, `!?` interesting, `?!` dubious. A mark follows an action's text, with or without
//! spaces before it (`place roxy @b1 !`, `place roxy @b1!?`), before the `;`, the end of the
//! line or a `#` comment. No action of the notation contains `!` or `?`, so every line written
//! without marks reads as before.

use super::parse::SyntaxError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An annotator's judgement of one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// `!`
    Good,
    /// `?`
    Mistake,
    /// `!!`
    Brilliant,
    /// `??`
    Blunder,
    /// `!?`
    Interesting,
    /// `?!`
    Dubious,
}

/// What a mark may be, for messages.
pub const MARKS: &str = "a move mark (`!`, `?`, `!!`, `??`, `!?` or `?!`)";

impl Mark {
    pub const ALL: [Mark; 6] = [
        Mark::Good,
        Mark::Mistake,
        Mark::Brilliant,
        Mark::Blunder,
        Mark::Interesting,
        Mark::Dubious,
    ];

    /// The mark as written.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Brilliant => "!!",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
            Mark::Dubious => "?!",
        }
    }

    /// The mark in words, for the learner.
    pub fn meaning(self) -> &'static str {
        match self {
            Mark::Good => "a good move",
            Mark::Mistake => "a mistake",
            Mark::Brilliant => "a brilliant move",
            Mark::Blunder => "a blunder",
            Mark::Interesting => "an interesting try",
            Mark::Dubious => "a dubious move",
        }
    }

    /// The mark written `symbol`, if it is one.
    pub fn from_symbol(symbol: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.symbol() == symbol)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Splits a trailing mark off an action's trimmed text that starts at `line`, `column`. A run
/// of `!` and `?` at the end that is not one of the six marks is a syntax error.
pub fn split_mark(
    text: &str,
    line: usize,
    column: usize,
) -> Result<(&str, Option<Mark>), SyntaxError> {
    let body = text.trim_end_matches(['!', '?']);
    let run = &text[body.len()..];
    if run.is_empty() {
        return Ok((text, None));
    }
    match Mark::from_symbol(run) {
        Some(m) => Ok((body.trim_end(), Some(m))),
        None => Err(SyntaxError {
            line,
            column: column + body.chars().count(),
            expected: crate::i18n::Text::new("syntax-expected-mark"),
            found: super::parse::quoted_token(run),
        }),
    }
}

/// An action's text with its mark, as written in a line: `place roxy @b1 !`.
pub fn with_mark(text: &str, mark: Option<Mark>) -> String {
    match mark {
        None => text.to_string(),
        Some(m) => format!("{text} {m}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Line, parse_sequence};

    #[test]
    fn every_mark_reads_after_an_action_with_or_without_a_space() {
        for m in Mark::ALL {
            for text in [
                format!("place roxy @b1{m}"),
                format!("place roxy @b1 {m}"),
                format!("  skip   {m}  # a comment"),
            ] {
                let line = Line::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(line.marks(), vec![Some(m)], "{text}");
                assert!(!line.items()[0].text.contains(['!', '?']), "{text}");
            }
            assert_eq!(Mark::from_symbol(m.symbol()), Some(m));
        }
    }

    #[test]
    fn lines_without_marks_read_as_before() {
        let line = Line::parse("draw; place roxy @b1\nskip # done!?").unwrap();
        assert_eq!(line.marks(), vec![None, None, None]);
        let items = parse_sequence("draw ; move @a1 @a2").unwrap();
        assert!(items.iter().all(|i| i.mark.is_none()));
    }

    #[test]
    fn a_mark_that_is_none_of_the_six_names_its_column() {
        let e = Line::parse("draw; place roxy @b1 !!!").unwrap_err();
        let s = e.syntax().expect("a syntax error");
        assert_eq!((s.line, s.column), (1, 22));
        assert_eq!(s.expected.to_string(), MARKS);
        assert_eq!(s.found.to_string(), "`!!!`");
        assert_eq!(e.number(), 2);
        let e = Line::parse("place roxy @b1 ?!?").unwrap_err();
        assert_eq!(e.syntax().unwrap().found.to_string(), "`?!?`");
        // A mark alone is no action.
        let e = Line::parse("!").unwrap_err();
        assert!(
            e.syntax()
                .unwrap()
                .expected
                .to_string()
                .starts_with("an action"),
            "{e}"
        );
    }

    #[test]
    fn with_mark_writes_what_split_mark_reads() {
        for m in Mark::ALL {
            let text = with_mark("place roxy @b1", Some(m));
            assert_eq!(
                split_mark(&text, 1, 1).unwrap(),
                ("place roxy @b1", Some(m))
            );
        }
        assert_eq!(with_mark("skip", None), "skip");
    }
}
