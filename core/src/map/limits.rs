//! The limits of what toyforge reads: text lengths and medal counts, checked when a map or a
//! scenario is loaded so that nothing later (drawing a label, summing medals) meets a value it
//! cannot handle. The file size and location limits are in `io.rs`; the engine's own limits
//! (what can be played) in `engine::board`.

use super::Map;
use serde::Serialize;
use serde_json::Value;

/// Longest name, title, author, language tag or id, in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// Longest text (a map's notes, a lesson's summary, a step's explanation, a line), in characters.
pub const MAX_TEXT_CHARS: usize = 20_000;
/// Most medals a region may hold, a side may need (its medal target) or a position may give.
pub const MAX_MEDALS: u32 = 1_000;
/// Most steps a lesson may have.
pub const MAX_STEPS: usize = 1_000;

/// The fields whose text is a name and gets the shorter limit.
const NAME_FIELDS: [&str; 5] = ["name", "title", "author", "language", "id"];

/// Checks a map's texts and medal counts; the message names the field and the limit.
pub fn check_map(map: &Map) -> Result<(), String> {
    for r in &map.regions {
        if r.medals > MAX_MEDALS {
            return Err(format!(
                "region `{}` holds {} medals; a region holds at most {MAX_MEDALS}",
                short(&r.id),
                r.medals
            ));
        }
    }
    for side in crate::pieces::Side::ALL {
        if map.targets[side] > MAX_MEDALS {
            return Err(format!(
                "the {side} medal target is {}; a target is at most {MAX_MEDALS}",
                map.targets[side]
            ));
        }
    }
    check_texts(map)
}

/// Checks every text of a document against [`MAX_NAME_CHARS`] (names, titles, ids, the keys of
/// maps) and [`MAX_TEXT_CHARS`] (everything else); the message names the first one too long.
pub fn check_texts<T: Serialize>(value: &T) -> Result<(), String> {
    let value = serde_json::to_value(value).map_err(|e| e.to_string())?;
    let mut path = String::new();
    walk(&value, false, &mut path)
}

fn walk(v: &Value, is_name: bool, path: &mut String) -> Result<(), String> {
    match v {
        Value::String(s) => check(s, is_name, path),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                walk(item, is_name, path)?;
                path.truncate(len);
            }
            Ok(())
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(&short(key));
                check(key, true, path)?;
                walk(item, NAME_FIELDS.contains(&key.as_str()), path)?;
                path.truncate(len);
            }
            Ok(())
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => Ok(()),
    }
}

fn check(s: &str, is_name: bool, path: &str) -> Result<(), String> {
    let limit = if is_name {
        MAX_NAME_CHARS
    } else {
        MAX_TEXT_CHARS
    };
    // Counting stops past the limit: a 10 MiB name costs no more than a short one.
    if s.len() > limit && s.chars().nth(limit).is_some() {
        let what = if is_name { "name" } else { "text" };
        return Err(format!(
            "`{path}` is longer than {limit} characters, the most a {what} may have"
        ));
    }
    Ok(())
}

/// An id or key as quoted in a message: cut to a readable length.
fn short(s: &str) -> String {
    const SHOWN: usize = 40;
    match s.char_indices().nth(SHOWN) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_over_its_limit_is_named_by_its_field() {
        let mut map = Map {
            name: "x".repeat(MAX_NAME_CHARS),
            ..Map::default()
        };
        assert_eq!(check_map(&map), Ok(()));
        map.name.push('é');
        let e = check_map(&map).unwrap_err();
        assert!(e.contains("`name`") && e.contains("200 characters"), "{e}");
    }

    #[test]
    fn characters_are_counted_not_bytes() {
        let mut map = Map {
            name: "城".repeat(MAX_NAME_CHARS),
            ..Map::default()
        };
        assert_eq!(check_map(&map), Ok(()));
        map.notes = "城".repeat(MAX_TEXT_CHARS);
        assert_eq!(check_map(&map), Ok(()));
        map.notes.push('.');
        assert!(check_map(&map).unwrap_err().contains("`notes`"));
    }
}
