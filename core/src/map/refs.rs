//! Where a text names a map's id: the scenario files of lessons name locations as quoted strings
//! (`"left-bridge"`, `loc: "left-bridge"`) and in notation as `@left-bridge`. Renaming rewrites
//! just those, leaving the rest of the file (comments, layout, prose) as it was.

/// Whether `c` may be part of an id.
fn id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// Byte ranges of the references to `id` in `text`: `"id"` exactly (ignoring case) and `@id`
/// not followed by another id character. The ranges cover the id only.
fn refs(text: &str, id: &str) -> Vec<(usize, usize)> {
    let (t, n) = (text.as_bytes(), id.len());
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    let mut i = 0;
    while i + n < t.len() {
        let lead = t[i];
        let start = i + 1;
        let end = start + n;
        if (lead == b'"' || lead == b'@')
            && end <= t.len()
            && t[start..end].eq_ignore_ascii_case(id.as_bytes())
        {
            let after = t.get(end).copied();
            let closed = match lead {
                b'"' => after == Some(b'"'),
                _ => after.is_none_or(|c| !id_char(c)),
            };
            if closed {
                out.push((start, end));
                i = end;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// How many times `text` names `id`.
pub fn count_refs(text: &str, id: &str) -> usize {
    refs(text, id).len()
}

/// `text` with every reference to `old` naming `new` instead.
pub fn rename_refs(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (a, b) in refs(text, old) {
        out.push_str(&text[last..a]);
        out.push_str(new);
        last = b;
    }
    out.push_str(&text[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const LESSON: &str = r#"// base-6 is the ford
(
    position: (stacks: {"base-6": [(blue, roxy)], "base-60": []}),
    steps: [Explain(text: "Take base-6 now", highlight: ["BASE-6"], line: "place roxy @base-6; place hook @base-60")],
)"#;

    #[test]
    fn only_quoted_ids_and_at_references_count() {
        assert_eq!(count_refs(LESSON, "base-6"), 3);
        let renamed = rename_refs(LESSON, "base-6", "castle");
        assert!(
            renamed.contains(r#"{"castle": [(blue, roxy)], "base-60": []}"#),
            "{renamed}"
        );
        assert!(renamed.contains(r#"["castle"]"#));
        assert!(renamed.contains("@castle; place hook @base-60"));
        // Comments and prose keep the old words.
        assert!(renamed.starts_with("// base-6 is the ford"));
        assert!(renamed.contains("Take base-6 now"));
        assert_eq!(count_refs(&renamed, "base-6"), 0);
    }

    proptest! {
        #[test]
        fn renaming_never_panics_and_round_trips(text in "[\"@a-z0-9 -]{0,60}") {
            let renamed = rename_refs(&text, "ab", "zz-fresh");
            let back = rename_refs(&renamed, "zz-fresh", "ab");
            prop_assert_eq!(count_refs(&renamed, "ab"), 0);
            if !text.contains("zz-fresh") {
                prop_assert_eq!(back, text);
            }
        }
    }
}
