//! A small reader of Rust source for the message tests: every string literal with where it is
//! (line, column), whether it lies in test code, whether it is text given to one of egui's text
//! widgets, and whether it is a message id given to `tr!`.

/// The calls whose arguments egui shows as text.
const WIDGET_METHODS: [&str; 26] = [
    "accessible_name",
    "show_tooltip_text",
    "label",
    "button",
    "small_button",
    "heading",
    "monospace",
    "code",
    "strong",
    "weak",
    "small",
    "selectable_label",
    "selectable_value",
    "checkbox",
    "radio",
    "radio_value",
    "toggle_value",
    "colored_label",
    "hyperlink_to",
    "on_hover_text",
    "on_hover_text_at_pointer",
    "on_disabled_hover_text",
    "collapsing",
    "menu_button",
    "hint_text",
    "selected_text",
];
/// Calls of egui's widget builders and of the app's own helpers whose text argument the user
/// reads: a slider's label, a number's unit, a plot's axis, a status-bar message (`say`,
/// `Output::Message`), a refused edit's reason (`refuse`), an inspector row (`text_row`), a row
/// of the shortcuts table (`press`, a pointer gesture's `Keys::Pointer`).
const TEXT_CALLS: [&str; 11] = [
    "text",
    "suffix",
    "prefix",
    "x_axis_label",
    "y_axis_label",
    "say",
    "Message",
    "refuse",
    "text_row",
    "press",
    "Pointer",
];
/// Fields of the app's tables whose text the user reads, as a struct literal sets them
/// (`what: "…"`, a shortcut's description in the F1 overlay).
const TEXT_FIELDS: [&str; 1] = ["what"];
/// Constructors of text widgets and of accessibility labels.
const WIDGET_CONSTRUCTORS: [&str; 10] = [
    "RichText::new",
    "Label::new",
    "Button::new",
    "Checkbox::new",
    "SelectableLabel::new",
    "CollapsingHeader::new",
    "Window::new",
    "WidgetInfo::labeled",
    "WidgetInfo::selected",
    "LayoutJob::simple",
];
/// Calls that pass a literal on to the call around them.
const PASSTHROUGH: [&str; 6] = ["format!", "Some", "from", "into", "concat!", "to_owned"];
/// The calls whose first literal is a message id.
const ID_CALLS: [&str; 3] = ["tr!", "message", "has_message"];

#[derive(Clone, Debug)]
pub struct Literal {
    pub text: String,
    pub line: usize,
    pub column: usize,
    /// In a `#[cfg(test)]` module or a `#[test]` function.
    pub in_test: bool,
    /// Text that an egui widget shows (directly, or through `format!` or a branch).
    pub shown: bool,
    /// The id argument of `tr!` or `message`.
    pub id_position: bool,
    /// The calls around the literal, innermost last (macros end in `!`).
    pub calls: Vec<String>,
}

impl Literal {
    pub fn in_macro_call(&self, name: &str) -> bool {
        self.calls.iter().any(|c| c == &format!("{name}!"))
    }
}

#[derive(Clone, Debug)]
enum Frame {
    /// `(`: a call (with its callee: `label`, `RichText::new`, `format!`) or a group.
    Paren {
        callee: Option<String>,
        literals: usize,
    },
    /// `{`: a block that passes its value on (a branch) or one that does not (a closure's or an
    /// item's body).
    Block { transparent: bool, test: bool },
    /// `[`
    Bracket,
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The identifier (with one `Type::` before it) or macro name ending just before byte `end`.
fn callee_before(src: &str, end: usize) -> Option<String> {
    let before = src[..end].trim_end();
    let (before, bang) = match before.strip_suffix('!') {
        Some(b) => (b, "!"),
        None => (before, ""),
    };
    let start = before
        .char_indices()
        .rev()
        .take_while(|&(_, c)| is_ident(c))
        .last()
        .map(|(i, _)| i)?;
    let name = &before[start..];
    if name.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    if matches!(
        name,
        "if" | "match" | "while" | "return" | "in" | "for" | "else"
    ) {
        return None;
    }
    let mut callee = format!("{name}{bang}");
    if let Some(path) = before[..start].strip_suffix("::") {
        let pstart = path
            .char_indices()
            .rev()
            .take_while(|&(_, c)| is_ident(c))
            .last()
            .map(|(i, _)| i);
        if let Some(p) = pstart {
            callee = format!("{}::{callee}", &path[p..]);
        }
    }
    Some(callee)
}

fn last_segment(callee: &str) -> &str {
    callee.rsplit("::").next().unwrap_or(callee)
}

/// The field a struct literal sets to what starts at `at` (`what` in `what: "…"`).
fn field_before(src: &str, at: usize) -> Option<&str> {
    let before = src[..at].trim_end().strip_suffix(':')?;
    if before.ends_with(':') {
        return None; // a path (`a::"`), not a field
    }
    let name_start = before
        .char_indices()
        .rev()
        .take_while(|&(_, c)| is_ident(c))
        .last()
        .map(|(i, _)| i)?;
    Some(&before[name_start..])
}

fn is_widget(callee: &str) -> bool {
    WIDGET_METHODS.contains(&last_segment(callee))
        || TEXT_CALLS.contains(&last_segment(callee))
        || WIDGET_CONSTRUCTORS
            .iter()
            .any(|c| callee == *c || callee.ends_with(&format!("::{c}")))
}

/// Every string literal of `src`.
pub fn literals(src: &str) -> Vec<Literal> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut pending_test = false;
    let mut i = 0;
    let line_col = |at: usize| {
        let line = src[..at].matches('\n').count() + 1;
        let col = at - src[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
        (line, col)
    };
    // The last significant character before `at` (for telling a closure's body).
    let prev_char = |at: usize| src[..at].trim_end().chars().last();
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = src[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < bytes.len() {
                    if src[i..].starts_with("/*") {
                        depth += 1;
                        i += 2;
                    } else if src[i..].starts_with("*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'\'' => {
                // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
                if bytes.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < bytes.len() && bytes[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else {
                    let ch_len = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                    if bytes.get(i + 1 + ch_len) == Some(&b'\'') {
                        i += 2 + ch_len;
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'#' if src[i..].starts_with("#[cfg(test)]") || src[i..].starts_with("#[test]") => {
                pending_test = true;
                i += 2;
                continue;
            }
            b';' => {
                pending_test = false;
            }
            b'(' => {
                stack.push(Frame::Paren {
                    callee: callee_before(src, i),
                    literals: 0,
                });
            }
            b'[' => stack.push(Frame::Bracket),
            b'{' => {
                let transparent = !matches!(prev_char(i), Some('|') | Some(')') | Some('>'))
                    && !src[..i].trim_end().ends_with("move");
                stack.push(Frame::Block {
                    transparent: transparent && !pending_test,
                    test: std::mem::take(&mut pending_test),
                });
            }
            b')' | b']' | b'}' => {
                stack.pop();
            }
            b'"' | b'r' | b'b' | b'c' => {
                // A string literal: "..", r".." / r#".."#, b"..", br"..", c"..".
                let start = i;
                let mut j = i;
                let prefixed = c != b'"';
                if prefixed {
                    // Only when it starts a token (not the `r` ending `for`).
                    if i > 0 && is_ident(src[..i].chars().last().unwrap_or(' ')) {
                        i += 1;
                        continue;
                    }
                    while j < bytes.len() && matches!(bytes[j], b'r' | b'b' | b'c') {
                        j += 1;
                    }
                }
                let raw = src[start..j].contains('r');
                let mut hashes = 0;
                while raw && bytes.get(j) == Some(&b'#') {
                    hashes += 1;
                    j += 1;
                }
                if bytes.get(j) != Some(&b'"') {
                    // An identifier starting with r, b or c.
                    i = j.max(i + 1);
                    continue;
                }
                j += 1;
                let body_start = j;
                let body_end;
                if raw {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let n = src[j..].find(&close).map_or(bytes.len() - j, |n| n);
                    body_end = j + n;
                    j = body_end + close.len();
                } else {
                    while j < bytes.len() && bytes[j] != b'"' {
                        if bytes[j] == b'\\' {
                            j += 1;
                        }
                        j += 1;
                    }
                    body_end = j.min(bytes.len());
                    j += 1;
                }
                let text = unescape(&src[body_start..body_end], raw);
                let (line, column) = line_col(start);
                let in_test = stack
                    .iter()
                    .any(|f| matches!(f, Frame::Block { test: true, .. }));
                let calls: Vec<String> = stack
                    .iter()
                    .filter_map(|f| match f {
                        Frame::Paren {
                            callee: Some(c), ..
                        } => Some(c.clone()),
                        _ => None,
                    })
                    .collect();
                // The call the literal is given to: through branches, groups and format!; or a
                // field of a table's row the user reads.
                let mut shown = field_before(src, start).is_some_and(|f| TEXT_FIELDS.contains(&f));
                for f in stack.iter().rev() {
                    match f {
                        Frame::Block {
                            transparent: true, ..
                        }
                        | Frame::Bracket
                        | Frame::Paren { callee: None, .. } => continue,
                        Frame::Block { .. } => break,
                        Frame::Paren {
                            callee: Some(c), ..
                        } => {
                            if PASSTHROUGH.contains(&last_segment(c)) {
                                continue;
                            }
                            shown = is_widget(c);
                            break;
                        }
                    }
                }
                let mut id_position = false;
                if let Some(Frame::Paren {
                    callee: Some(c),
                    literals,
                }) = stack.last_mut()
                {
                    id_position = *literals == 0 && ID_CALLS.contains(&last_segment(c));
                    *literals += 1;
                }
                out.push(Literal {
                    text,
                    line,
                    column,
                    in_test,
                    shown,
                    id_position,
                    calls,
                });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn unescape(s: &str, raw: bool) -> String {
    if raw {
        return s.to_string();
    }
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('\n') => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            Some('u') => {
                let code: String = chars.by_ref().take_while(|&c| c != '}').collect();
                if let Some(ch) = u32::from_str_radix(code.trim_start_matches('{'), 16)
                    .ok()
                    .and_then(char::from_u32)
                {
                    out.push(ch);
                }
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// Words a learner may read in any language: the board's name for a headquarters.
const ALLOWED: [&str; 1] = ["HQ"];

/// Whether `text` holds an English word: two or more Latin letters outside a format
/// placeholder (`{n}`, `{:.2}`) that are not allowed everywhere.
pub fn is_english(text: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                plain.push(' ');
            }
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| w.len() >= 2 && !ALLOWED.contains(&w))
}
