//! The one loader of toyforge's versioned RON files: maps, lessons (scenarios) and courses, and
//! the desktop app's crash-recovery files.
//!
//! Every such file names the version of its format in a top-level field called `format`
//! ([`FORMAT_FIELD`]). [`parse`] reads that field first, with its line and column, so that a file
//! written by a newer toyforge is refused with a message that says so (rather than with whatever
//! the parser makes of fields it does not know), refuses a `format` of 0, parses the document,
//! brings a document of an older format up to date ([`Versioned::migrate`]) and checks the
//! format's rules beyond its syntax ([`Versioned::check`]).
//!
//! A document type says what it is through [`Versioned`]: its name in messages, the newest
//! format it reads and writes, the names its version field had in older formats (courses
//! called it `version` up to format 1), and how to migrate.

use crate::i18n::Text;
use crate::map::{LoadError, check_document_start, ron_error, ron_options, what_text};
use crate::text;
use serde::de::DeserializeOwned;

/// The name of the version field in every versioned file.
pub const FORMAT_FIELD: &str = "format";

/// A document read from a versioned RON file.
pub trait Versioned: DeserializeOwned {
    /// What the document is called in messages: `map`, `scenario`, `course`, `recovery` (a
    /// selector of the message `load-what`).
    const WHAT: &'static str;
    /// The newest format this build reads, and the one it writes.
    const FORMAT: u32;
    /// Names the version field had in older formats of this document, read as `format`. The
    /// type's `format` field must accept them too (`#[serde(alias = "...")]`).
    const OLD_FIELD_NAMES: &'static [&'static str] = &[];

    /// The document's format field.
    fn format_mut(&mut self) -> &mut u32;

    /// Brings a document read in the older format `from` (1 or more, below [`Self::FORMAT`]) up
    /// to date. The loader sets the format field to [`Self::FORMAT`] afterwards, so a document
    /// saved again is written in today's format.
    fn migrate(&mut self, from: u32) -> Result<(), String> {
        let _ = from;
        Ok(())
    }

    /// A clearer error than the parser's for `text` that is another kind of document (a course
    /// given where a map is wanted), or `None`. Asked before the version field is read, as a
    /// map's format is not a lesson's.
    fn misread(text: &str, file: &str) -> Option<LoadError> {
        let _ = (text, file);
        None
    }

    /// The rules of the format beyond its syntax (sizes, texts), in words.
    fn check(&self) -> Result<(), Text> {
        Ok(())
    }

    /// The rules of the format whose breaking is reported where the file breaks them: `text`
    /// is the document's text and `file` its name, for an error with its line and column.
    fn check_in(&self, text: &str, file: &str) -> Result<(), LoadError> {
        let _ = (text, file);
        Ok(())
    }
}

/// Where a document's version field is and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VersionField<'a> {
    /// The field's name as written: `format`, or an older name.
    pub name: &'a str,
    /// The number it holds, or `None` when its value is not a plain whole number (the parser
    /// then says what is wrong with it).
    pub value: Option<u32>,
    /// Line and column of the value (in characters, from 1).
    pub line: usize,
    pub column: usize,
}

/// Finds the top-level version field of a RON document: `format`, or one of `old_names`.
pub fn version_field<'a>(text: &'a str, old_names: &[&str]) -> Option<VersionField<'a>> {
    let (name, at) = top_level_field_offsets(text)
        .into_iter()
        .find(|(name, _)| *name == FORMAT_FIELD || old_names.contains(name))?;
    let after = &text[at + name.len()..];
    let colon = after.find(':')?;
    let value_text = after[colon + 1..].trim_start();
    let start = text.len() - value_text.len();
    let digits = value_text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(value_text.len());
    let rest = value_text[digits..].trim_start();
    let plain = digits > 0 && (rest.is_empty() || rest.starts_with([',', ')']));
    let value = if plain {
        // A number too large for u32 is still a newer format.
        Some(value_text[..digits].parse::<u32>().unwrap_or(u32::MAX))
    } else {
        None
    };
    let (line, column) = line_col_at(text, start);
    Some(VersionField {
        name,
        value,
        line,
        column,
    })
}

/// Parses a versioned document from RON text; `file` names the source in messages. See the
/// module's documentation for the steps.
pub fn parse<T: Versioned>(text: &str, file: &str) -> Result<T, LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    check_document_start(file, text, T::WHAT)?;
    // Another kind of document is named as such before its version is read: a map's format is
    // not a lesson's.
    if let Some(e) = T::misread(text, file) {
        return Err(e);
    }
    let field = version_field(text, T::OLD_FIELD_NAMES);
    if let Some(VersionField {
        value: Some(found),
        line,
        column,
        ..
    }) = field
        && found > T::FORMAT
    {
        return Err(LoadError::TooNew {
            file: file.to_string(),
            line,
            column,
            what: T::WHAT,
            found,
            supported: T::FORMAT,
        });
    }
    let mut doc: T = ron_options().from_str(text).map_err(|e| {
        out_of_bounds::<T>(file, text, &e).unwrap_or_else(|| ron_error(file, text, e))
    })?;
    let invalid = |message: Text| LoadError::Invalid {
        file: file.to_string(),
        message,
    };
    let found = *doc.format_mut();
    if found == 0 {
        let message = text!(
            "load-format-zero",
            field = field.as_ref().map_or(FORMAT_FIELD, |f| f.name)
        );
        // Said at the number, as a format too new is.
        return Err(match field {
            Some(f) => LoadError::Syntax {
                file: file.to_string(),
                line: f.line,
                column: f.column,
                message,
            },
            None => invalid(message),
        });
    }
    if found < T::FORMAT {
        doc.migrate(found).map_err(|why| {
            invalid(text!(
                "load-cannot-migrate",
                what = what_text(T::WHAT),
                found = found.to_string(),
                format = T::FORMAT.to_string(),
                why = why
            ))
        })?;
    }
    *doc.format_mut() = T::FORMAT;
    doc.check().map_err(invalid)?;
    doc.check_in(text, file)?;
    Ok(doc)
}

/// Reads a versioned document from a file (see [`crate::map::read_text`] for what is refused).
pub fn load<T: Versioned>(path: &std::path::Path) -> Result<T, LoadError> {
    let text = crate::map::read_text(path)?;
    parse(&text, &path.display().to_string())
}

/// The line and column (in characters, from 1) of the byte offset `at` of `text`.
pub(crate) fn line_col_at(text: &str, at: usize) -> (usize, usize) {
    let prefix = &text[..at];
    let line = prefix.matches('\n').count() + 1;
    let last = prefix.rfind('\n').map_or(prefix, |i| &prefix[i + 1..]);
    (line, last.chars().count() + 1)
}

/// Whether RON text is a course: it has a top-level `sections` field and no `map` (read from
/// the tokens, so a course with a syntax error further on is still told apart from a map or a
/// lesson).
pub fn looks_like_course(text: &str) -> bool {
    let fields = top_level_field_offsets(text);
    let has = |name: &str| fields.iter().any(|(f, _)| *f == name);
    has("sections") && !has("map")
}

/// Whether RON text is a scenario (it has a top-level `position` or `map` field) rather than a
/// map. The field names are found by reading the text's tokens, not by parsing it, so a file
/// with a syntax error further on is still told apart, and its error reported by the right
/// loader.
pub fn looks_like_scenario(text: &str) -> bool {
    top_level_field_offsets(text)
        .into_iter()
        .any(|(f, _)| f == "position" || f == "map")
}

/// Whether RON text is a map: it has a top-level `hqs`, `bases` or `targets` field and none of
/// a lesson's or a course's (read from the tokens, as [`looks_like_course`]).
pub fn looks_like_map(text: &str) -> bool {
    document_kind(text) == Some("map")
}

/// What kind of document RON text is, from its top-level fields (read from the tokens, so a
/// file with a syntax error further on is still told apart): `course` (`sections` and no
/// `map`), `lesson` (a `position` or a `map`), `map` (`hqs`, `bases` or `targets`), or `None`.
pub fn document_kind(text: &str) -> Option<&'static str> {
    let fields = top_level_field_offsets(text);
    let has = |name: &str| fields.iter().any(|(f, _)| *f == name);
    if has("sections") && !has("map") {
        Some("course")
    } else if has("position") || has("map") {
        Some("lesson")
    } else if (has("hqs") || has("bases") || has("targets")) && !has("steps") {
        Some("map")
    } else {
        None
    }
}

/// The error for a document of another kind given where `wanted` (`map`, `lesson`, `course`)
/// was expected: what the file is, in words, and what was probably meant, instead of the
/// parser's "Unexpected field named `title` in `Map`" (or a lesson's format read as a map's).
/// `None` when `text` is of the kind wanted, or of no kind known.
pub fn wrong_kind(file: &str, text: &str, wanted: &'static str) -> Option<LoadError> {
    let kind = document_kind(text).filter(|k| *k != wanted)?;
    let message = match (kind, wanted) {
        ("course", _) => text!("load-a-course", wanted = wanted),
        ("lesson", "map") => match lesson_map(file, text) {
            Some(map) => text!("load-a-lesson-its-map", map = map),
            None => text!("load-a-lesson", wanted = wanted, file = file),
        },
        ("lesson", _) => text!("load-a-lesson", wanted = wanted, file = file),
        _ => text!("load-a-map", wanted = wanted, file = file),
    };
    Some(LoadError::Refused {
        file: file.to_string(),
        message,
    })
}

/// The map file the lesson `text` (read from `file`) names, as a path from where `file` is
/// named (`scenarios/../maps/castle-field.ron` is written `maps/castle-field.ron`); `None` for a
/// map written inside the lesson, or a lesson that does not read.
fn lesson_map(file: &str, text: &str) -> Option<String> {
    use std::path::{Component, Path, PathBuf};
    let lesson = crate::scenario::Scenario::from_ron(text, file).ok()?;
    let crate::scenario::MapSource::Path(name) = &lesson.map else {
        return None;
    };
    let joined = Path::new(file).parent().unwrap_or(Path::new("")).join(name);
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(out.components().next_back(), Some(Component::Normal(_))) =>
            {
                out.pop();
            }
            other => out.push(other),
        }
    }
    Some(out.display().to_string())
}

/// Where the top-level field `name` of a RON document is written (the byte offset of its name).
pub(crate) fn top_level_field_offset(text: &str, name: &str) -> Option<usize> {
    top_level_field_offsets(text)
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, at)| at)
}

/// The names of the top-level fields of a RON document, in order, each with the byte offset of
/// its name. Strings (raw strings too) and comments are skipped, so a field-like word inside
/// them is not taken for a field.
pub(crate) fn top_level_field_offsets(text: &str) -> Vec<(&str, usize)> {
    let mut fields = Vec::new();
    scan(text, 0, |token, depth| {
        if let Token::Field(name, at) = token
            && depth == 1
        {
            fields.push((name, at));
        }
        true
    });
    fields
}

/// Where the value of the field `field` of element `index` (from 0) of the top-level list
/// `list` is written (its byte offset): `steps[4].opponent` is `("steps", 4, "opponent")`.
/// `None` when the text does not have it.
pub fn element_field_offset(text: &str, list: &str, index: usize, field: &str) -> Option<usize> {
    let at = top_level_field_offset(text, list)?;
    let mut found = None;
    // Depths counted from the list's name: the list opens depth 1, an element's fields are at
    // depth 2, and the list's end is back at depth 0.
    let mut element = 0;
    let mut inside = false;
    scan(text, at + list.len(), |token, depth| match token {
        Token::Open(..) if depth == 1 => {
            inside = true;
            true
        }
        Token::Close(_) => depth > 0,
        Token::Comma(_) if depth == 1 => {
            element += 1;
            true
        }
        Token::Field(name, name_at)
            if inside && depth == 2 && element == index && name == field =>
        {
            let after = &text[name_at + name.len()..];
            let colon = after.find(':').map_or(0, |c| c + 1);
            let value = after[colon..].trim_start();
            found = Some(text.len() - value.len());
            false
        }
        _ => true,
    });
    found
}

/// The path of the field whose value is written at byte `at` of RON text, as messages name
/// fields: `targets.blue`, `steps[4].goal.n`. `None` outside any field.
pub(crate) fn field_path_at(text: &str, at: usize) -> Option<String> {
    /// An open bracket: which, the field last named in it, and the element it is at.
    struct Frame<'a> {
        bracket: u8,
        field: Option<&'a str>,
        index: usize,
    }
    let mut frames: Vec<Frame> = Vec::new();
    scan(text, 0, |token, _| match token {
        Token::Open(_, i) | Token::Close(i) | Token::Comma(i) if i >= at => false,
        Token::Field(_, i) if i >= at => false,
        Token::Open(bracket, _) => {
            frames.push(Frame {
                bracket,
                field: None,
                index: 0,
            });
            true
        }
        Token::Close(_) => {
            frames.pop();
            true
        }
        Token::Comma(_) => {
            if let Some(f) = frames.last_mut() {
                f.index += 1;
                f.field = None;
            }
            true
        }
        Token::Field(name, _) => {
            if let Some(f) = frames.last_mut() {
                f.field = Some(name);
            }
            true
        }
    });
    let mut path = String::new();
    for (n, f) in frames.iter().enumerate() {
        match (f.bracket, f.field) {
            (b'[', _) => path.push_str(&format!("[{}]", f.index)),
            (_, Some(name)) => {
                if n > 0 && !path.is_empty() {
                    path.push('.');
                }
                path.push_str(name);
            }
            _ => {}
        }
    }
    (!path.is_empty()).then_some(path)
}

/// A clearer error than the parser's "Integer is out of bounds" for `text` read as a `T`: the
/// field, the number as written and the numbers the field holds. The bounds are found by
/// reading the document again with the number replaced by the largest of each integer type (and
/// by -1, for a signed one), which the parser takes or refuses at the same place. `None` when
/// the error is another, or the bounds cannot be told.
fn out_of_bounds<T: DeserializeOwned>(
    file: &str,
    text: &str,
    e: &ron::error::SpannedError,
) -> Option<LoadError> {
    if !matches!(e.code, ron::Error::IntegerOutOfBounds) {
        return None;
    }
    let at = crate::map::offset_of(text, e.span.start.line, e.span.start.col)?;
    // The number as written, its sign too.
    let start = if at > 0 && matches!(text.as_bytes()[at - 1], b'-' | b'+') {
        at - 1
    } else {
        at
    };
    let len = text[start..]
        .char_indices()
        .find(|&(i, c)| {
            !(c.is_ascii_alphanumeric() || c == '_' || (i == 0 && (c == '-' || c == '+')))
        })
        .map_or(text.len() - start, |(i, _)| i);
    let value = &text[start..start + len];
    if value.is_empty() {
        return None;
    }
    let fits = |number: &str| {
        let probe = format!("{}{number}{}", &text[..start], &text[start + len..]);
        match ron_options().from_str::<T>(&probe) {
            Ok(_) => true,
            Err(again) => {
                let here =
                    crate::map::offset_of(&probe, again.span.start.line, again.span.start.col);
                !(matches!(again.code, ron::Error::IntegerOutOfBounds)
                    && here.is_some_and(|h| (start..=start + number.len()).contains(&h)))
            }
        }
    };
    let (min, max) = if fits("-1") {
        let max = [i8::MAX as i64, i16::MAX as i64, i32::MAX as i64, i64::MAX]
            .into_iter()
            .take_while(|m| fits(&m.to_string()))
            .last()?;
        ((-max - 1).to_string(), max.to_string())
    } else {
        let max = [u8::MAX as u64, u16::MAX as u64, u32::MAX as u64, u64::MAX]
            .into_iter()
            .take_while(|m| fits(&m.to_string()))
            .last()?;
        ("0".to_string(), max.to_string())
    };
    let message = match field_path_at(text, start) {
        Some(field) => text!(
            "load-integer-bounds",
            field = field,
            value = value,
            min = min,
            max = max
        ),
        None => text!(
            "load-integer-bounds-here",
            value = value,
            min = min,
            max = max
        ),
    };
    Some(LoadError::Syntax {
        file: file.to_string(),
        line: e.span.start.line,
        column: e.span.start.col - (at - start),
        message,
    })
}

/// A token of RON text that matters to finding fields.
enum Token<'a> {
    /// `(`, `[` or `{` (which one), at this byte offset.
    Open(u8, usize),
    /// `)`, `]` or `}`, at this byte offset.
    Close(usize),
    /// A `,`, at this byte offset.
    Comma(usize),
    /// An identifier followed by `:`, with the byte offset of its name.
    Field(&'a str, usize),
}

/// Walks the tokens of RON text from byte `from`, skipping strings (raw strings too) and
/// comments, and calls `visit` with each token and the depth of brackets it is at (an opening
/// bracket is counted before its token, a closing one after); `visit` returns false to stop.
fn scan<'a>(text: &'a str, from: usize, mut visit: impl FnMut(Token<'a>, usize) -> bool) {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = from;
    while i < bytes.len() {
        let c = bytes[i];
        if (c == b'r' || c == b'b')
            && let Some(end) = raw_string_end(text, i)
        {
            i = end;
            continue;
        }
        match c {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(bytes.len(), |n| i + n + 4);
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < bytes.len() && bytes[i] != c {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if !visit(Token::Open(c, i), depth) {
                    return;
                }
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if !visit(Token::Close(i), depth) {
                    return;
                }
            }
            b',' if !visit(Token::Comma(i), depth) => return,
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let rest = text[i..].trim_start();
                if rest.starts_with(':') && !visit(Token::Field(&text[start..i], start), depth) {
                    return;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// Where the raw string (`r"…"`, `r#"…"#`, `br#"…"#`) starting at byte `i` of `text` ends (the
/// byte after it, or the end of the text when it is not closed); `None` when none starts there.
/// The writer uses raw strings for texts with a quote or a backslash, so they must be skipped
/// whole: a quote inside one closes nothing.
fn raw_string_end(text: &str, i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    if i > 0 && ident(bytes[i - 1]) {
        return None;
    }
    let mut j = i;
    if bytes.get(j) == Some(&b'b') {
        j += 1;
    }
    if bytes.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let hashes = bytes[j..].iter().take_while(|&&b| b == b'#').count();
    j += hashes;
    if bytes.get(j) != Some(&b'"') {
        return None;
    }
    let close = format!("\"{}", "#".repeat(hashes));
    Some(
        text[j + 1..]
            .find(&close)
            .map_or(bytes.len(), |n| j + 1 + n + close.len()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;
    use crate::scenario::{COURSE_FORMAT, Course, Scenario};
    use std::path::{Path, PathBuf};

    fn repo(path: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path)
    }

    fn old(name: &str) -> PathBuf {
        repo("tests/fixtures/old-formats").join(name)
    }

    /// Each fixture is a file as an earlier toyforge wrote it, taken from the history
    /// (`git show REV:PATH`); it must give the document today's file gives.
    #[test]
    fn a_map_of_format_1_loads_as_todays_map() {
        // `git show ca40816:maps/castle-field.ron`, the first map file committed.
        let then: Map = load(&old("map-format-1.ron")).unwrap();
        let now = Map::load(&repo("maps/castle-field.ron")).unwrap();
        // Today's file adds its names in other languages (format 2) and writes its own names
        // with the article a sentence reads them with ("the Keep Gate"); the rest is as it was.
        assert!(then.names.is_empty() && !now.names.is_empty());
        let mut without_names = Map {
            names: Default::default(),
            ..now
        };
        let names = (without_names.bases.iter_mut().map(|b| &mut b.name))
            .chain(without_names.hqs.iter_mut().map(|h| &mut h.name))
            .chain(without_names.regions.iter_mut().map(|r| &mut r.name));
        for name in names {
            assert!(name.starts_with("the "), "{name}");
            *name = crate::i18n::without_article(name).to_string();
        }
        assert_eq!(then, without_names);
        assert_eq!(then.format, crate::map::MAP_FORMAT);
    }

    #[test]
    fn lessons_of_format_1_load_as_today() {
        // `git show ca40816:scenarios/troop-capn.ron`.
        let then: Scenario = load(&old("lesson-format-1.ron")).unwrap();
        let now: Scenario = load(&repo("scenarios/troop-capn.ron")).unwrap();
        assert_eq!(then, now);
        // `git show ca40816:scenarios/castle-1-star-choice.ron`, since changed: it still loads,
        // and today's writer writes it so that it reads back the same.
        let then: Scenario = load(&old("lesson-format-1-castle-1.ron")).unwrap();
        assert_eq!(Scenario::from_ron(&then.to_ron(), "again").unwrap(), then);
    }

    #[test]
    fn a_course_of_format_1_with_version_loads_as_todays_course() {
        // `git show fd4c919:scenarios/troops.course.ron`: `version: 1`.
        let text = std::fs::read_to_string(old("course-version-1.course.ron")).unwrap();
        assert!(text.contains("version: 1,"));
        let then: Course = parse(&text, "old").unwrap();
        let now = Course::read(&repo("scenarios/troops.course.ron")).unwrap();
        assert_eq!(then, now);
        assert_eq!(then.format, COURSE_FORMAT);
        // Saved again, it is written in today's format, with today's field name.
        let again = then.to_ron();
        assert!(
            again.contains(&format!("format: {COURSE_FORMAT},")),
            "{again}"
        );
        assert!(!again.contains("version:"), "{again}");
    }

    #[test]
    fn every_versioned_document_refuses_a_newer_format_with_its_place() {
        let map = "// a map\n(\n    format: 99,\n    name: \"m\",\n)";
        let e = Map::from_ron(map, "m.ron").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("m.ron:3:13: this map was written by a newer toyforge (format 99;"),
            "{e}"
        );
        let e = Scenario::from_ron("(format: 2, map: \"x.ron\")", "l.ron").unwrap_err();
        assert!(
            matches!(
                e,
                LoadError::TooNew {
                    line: 1,
                    column: 10,
                    found: 2,
                    ..
                }
            ),
            "{e}"
        );
        assert!(
            e.to_string()
                .contains("this scenario was written by a newer"),
            "{e}"
        );
        let e = Course::from_ron("Course(version: 5, title: \"T\")", "c").unwrap_err();
        assert!(
            matches!(
                e,
                LoadError::TooNew {
                    line: 1,
                    column: 17,
                    found: 5,
                    ..
                }
            ),
            "{e}"
        );
        // Too large for a number of the format is newer still, not a parser error.
        let e = Map::from_ron("(format: 99999999999)", "m").unwrap_err();
        assert!(matches!(e, LoadError::TooNew { .. }), "{e}");
    }

    #[test]
    fn the_version_field_is_found_at_the_top_level_only() {
        let text = "// format: 9\n(name: \"format: 9\", inner: (format: 9), format: 4)";
        let f = version_field(text, &[]).unwrap();
        assert_eq!(
            (f.name, f.value, f.line, f.column),
            ("format", Some(4), 2, 49)
        );
        let f = version_field("(version: 1)", &["version"]).unwrap();
        assert_eq!((f.name, f.value), ("version", Some(1)));
        assert!(version_field("(version: 1)", &[]).is_none());
        // Not a plain number: the parser says what is wrong with it.
        assert_eq!(version_field("(format: \"2\")", &[]).unwrap().value, None);
        assert_eq!(version_field("(format: 2.5)", &[]).unwrap().value, None);
    }

    #[test]
    fn an_embedded_map_of_a_newer_format_is_refused() {
        let map = std::fs::read_to_string(repo("tests/fixtures/engine-grid.ron")).unwrap();
        let body: Vec<&str> = map.lines().filter(|l| !l.starts_with("//")).collect();
        let body = body.join("\n").replacen("format: 1", "format: 7", 1);
        let text = format!("(format: 1, map: {body})");
        let e = Scenario::from_ron(&text, "l.ron").unwrap_err();
        assert!(
            e.to_string()
                .contains("the map inside the scenario was written by a newer toyforge (format 7"),
            "{e}"
        );
    }

    #[test]
    fn a_field_of_a_list_element_is_found_past_strings_comments_and_nested_fields() {
        let text = "(steps: [\n  A(text: \"opponent: no\", x: (opponent: \"no\")),\n  // opponent: \"no\"\n  B(opponent: \"yes\", y: [1, 2]),\n  C(opponent: \"third\"),\n], opponent: \"top\")";
        let at = |i| element_field_offset(text, "steps", i, "opponent").map(|at| &text[at..at + 5]);
        assert_eq!(
            at(0),
            None,
            "a field of a nested value is not the element's"
        );
        assert_eq!(at(1), Some("\"yes\""));
        assert_eq!(at(2), Some("\"thir"));
        assert_eq!(at(3), None);
        assert_eq!(element_field_offset(text, "nothing", 0, "opponent"), None);
    }

    #[test]
    fn the_path_of_a_field_names_its_fields_and_list_elements() {
        let text = "(a: 1, targets: (blue: 7, red: 8), steps: [X(n: 1), Y(goal: M(n: 2, w: 3))], s: {\"k\": (v: 4)})";
        let path = |needle: &str| field_path_at(text, text.find(needle).unwrap());
        assert_eq!(path("7").as_deref(), Some("targets.blue"));
        assert_eq!(path("8").as_deref(), Some("targets.red"));
        assert_eq!(path("1)").as_deref(), Some("steps[0].n"));
        assert_eq!(path("2,").as_deref(), Some("steps[1].goal.n"));
        assert_eq!(path("3)").as_deref(), Some("steps[1].goal.w"));
        assert_eq!(path("4)").as_deref(), Some("s.v"));
        assert_eq!(field_path_at(text, 0), None);
    }

    #[test]
    fn a_number_out_of_bounds_is_said_with_its_field_and_bounds() {
        let map = std::fs::read_to_string(repo("maps/castle-field.ron"))
            .unwrap()
            .replace(
                "targets: (blue: 7, red: 7)",
                "targets: (blue: 7, red: 300000000000)",
            );
        let e = Map::from_ron(&map, "m.ron").unwrap_err().to_string();
        assert!(
            e.ends_with("`targets.red`: the number 300000000000 is out of bounds; this field holds a whole number from 0 to 4294967295"),
            "{e}"
        );
    }
}
