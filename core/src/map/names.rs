//! A map's names in other languages (`names`, map format 2): which table a language reads, the
//! map with its names in a language, and the checks a file's table must pass when it is read
//! (each refusal with the file, line and column of the tag or id at fault).

use super::io::LoadError;
use super::model::{Map, NAMES_FORMAT};
use crate::i18n::is_language_tag;
use std::borrow::Cow;

/// The name `table` (one language's) gives the location or region `id` (ids ignore case), if it
/// gives one that is not blank.
pub fn name_of<'a>(
    table: &'a std::collections::BTreeMap<String, String>,
    id: &str,
) -> Option<&'a str> {
    table
        .iter()
        .find(|(k, n)| k.eq_ignore_ascii_case(id) && !n.trim().is_empty())
        .map(|(_, n)| n.as_str())
}

/// The primary language subtag of a tag, lower case ("zh" for "zh-Hans-CN").
fn primary(tag: &str) -> String {
    tag.split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

impl Map {
    /// The table of names for the language `tag` names: the table of that exact tag (ignoring
    /// case), else one of the same primary language (`zh` for `zh-CN`, or `zh-CN` for `zh`).
    pub fn names_for(&self, tag: &str) -> Option<&std::collections::BTreeMap<String, String>> {
        let tag = tag.trim();
        if tag.is_empty() {
            return None;
        }
        if let Some((_, t)) = self.names.iter().find(|(k, _)| k.eq_ignore_ascii_case(tag)) {
            return Some(t);
        }
        let p = primary(tag);
        self.names
            .iter()
            .find(|(k, _)| primary(k) == p)
            .map(|(_, t)| t)
    }

    /// The name of the location or region `id` in the language `tag` names ([`Map::names_for`]),
    /// if the map gives one.
    pub fn local_name(&self, tag: &str, id: &str) -> Option<&str> {
        name_of(self.names_for(tag)?, id)
    }

    /// The map with its locations' and regions' names in the language `tag` names, where the
    /// map gives them (the others keep their own names); the map itself when it has none.
    pub fn in_language(&self, tag: &str) -> Cow<'_, Map> {
        let Some(table) = self.names_for(tag).filter(|t| !t.is_empty()) else {
            return Cow::Borrowed(self);
        };
        let mut m = self.clone();
        // Ids ignore case, in the table as everywhere.
        let table: std::collections::HashMap<String, &String> = table
            .iter()
            .map(|(id, n)| (id.to_ascii_lowercase(), n))
            .collect();
        let name = |id: &str| {
            table
                .get(&id.to_ascii_lowercase())
                .filter(|n| !n.trim().is_empty())
                .map(|n| (*n).clone())
        };
        for b in &mut m.bases {
            if let Some(n) = name(&b.id) {
                b.name = n;
            }
        }
        for h in &mut m.hqs {
            if let Some(n) = name(&h.id) {
                h.name = n;
            }
        }
        for r in &mut m.regions {
            if let Some(n) = name(&r.id) {
                r.name = n;
            }
        }
        Cow::Owned(m)
    }

    /// The format a file of this map is written in: the oldest that holds all it has.
    pub fn written_format(&self) -> u32 {
        if self.names.is_empty() {
            1
        } else {
            NAMES_FORMAT
        }
    }
}

/// Line and column (from 1, in characters) of byte `at` of `text`.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let prefix = &text[..at.min(text.len())];
    let line = prefix.matches('\n').count() + 1;
    let last = prefix.rfind('\n').map_or(prefix, |i| &prefix[i + 1..]);
    (line, last.chars().count() + 1)
}

/// Where `"key"` is first written in `text` at or after byte `from`.
fn find_key(text: &str, key: &str, from: usize) -> Option<usize> {
    let quoted = format!("\"{key}\"");
    text.get(from..)?.find(&quoted).map(|i| from + i)
}

/// Checks the `names` table of a map read from `text` (`file` names it in messages), in the
/// format `format` the file declares: the table needs format 2, each language must be a
/// BCP 47 tag, each id a location or region of the map, and no name may be empty.
pub fn check_names(map: &Map, format: u32, text: &str, file: &str) -> Result<(), LoadError> {
    check_names_at(map, format, text, 0, file)
}

/// [`check_names`] for a map written in `text` from byte `start` on (`0` for a map file, the
/// `map` field's value for a map written inside a lesson); places are given in the whole text.
pub fn check_names_at(
    map: &Map,
    format: u32,
    text: &str,
    start: usize,
    file: &str,
) -> Result<(), LoadError> {
    if map.names.is_empty() {
        return Ok(());
    }
    let table_at = text
        .get(start..)
        .and_then(|t| crate::versioned::top_level_field_offset(t, "names"))
        .map_or(start, |at| start + at);
    let refuse = |at: usize, message: crate::i18n::Text| {
        let (line, column) = line_col(text, at);
        LoadError::Syntax {
            file: file.to_string(),
            line,
            column,
            message,
        }
    };
    if format < NAMES_FORMAT {
        return Err(refuse(
            table_at,
            crate::text!("names-needs-format", format = NAMES_FORMAT),
        ));
    }
    // Ids ignore case here as everywhere (the board, the notation, the lessons).
    let known = |id: &str| {
        map.bases.iter().any(|b| b.id.eq_ignore_ascii_case(id))
            || map.hqs.iter().any(|h| h.id.eq_ignore_ascii_case(id))
            || map.regions.iter().any(|r| r.id.eq_ignore_ascii_case(id))
    };
    for (tag, table) in &map.names {
        let tag_at = find_key(text, tag, table_at).unwrap_or(table_at);
        if !is_language_tag(tag) {
            let message = if tag.contains('_') {
                crate::text!(
                    "names-bad-tag-underscore",
                    tag = tag,
                    hint = tag.replace('_', "-")
                )
            } else {
                crate::text!("names-bad-tag", tag = tag)
            };
            return Err(refuse(tag_at, message));
        }
        for (id, name) in table {
            let id_at = find_key(text, id, tag_at).unwrap_or(tag_at);
            if !known(id) {
                let message = match nearest_id(map, id) {
                    Some(near) => {
                        crate::text!("names-unknown-id-near", tag = tag, id = id, near = near)
                    }
                    None => crate::text!("names-unknown-id", tag = tag, id = id),
                };
                return Err(refuse(id_at, message));
            }
            if name.trim().is_empty() {
                return Err(refuse(
                    id_at,
                    crate::text!("names-empty", tag = tag, id = id),
                ));
            }
        }
    }
    Ok(())
}

/// The id of a location or region of `map` that `id` was probably meant to be
/// ([`crate::suggest::closest`]).
fn nearest_id<'a>(map: &'a Map, id: &str) -> Option<&'a str> {
    let known = (map.bases.iter().map(|b| b.id.as_str()))
        .chain(map.hqs.iter().map(|h| h.id.as_str()))
        .chain(map.regions.iter().map(|r| r.id.as_str()));
    crate::suggest::closest(id, known)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn castle() -> Map {
        crate::testkit::castle_map()
    }

    #[test]
    fn a_language_reads_its_own_table_or_one_of_its_primary_language() {
        let mut m = castle();
        m.names.insert(
            "zh".into(),
            [("blue-hq".to_string(), "蓝方城堡".to_string())].into(),
        );
        assert_eq!(m.names_for("zh-CN").unwrap()["blue-hq"], "蓝方城堡");
        assert_eq!(m.names_for("ZH").unwrap()["blue-hq"], "蓝方城堡");
        assert!(m.names_for("de").is_none());
        assert!(m.names_for("").is_none());
        let zh = m.in_language("zh");
        let hq = zh.hqs.iter().find(|h| h.id == "blue-hq").unwrap();
        assert_eq!(hq.name, "蓝方城堡");
        // Names it does not give stay as they are.
        assert_eq!(zh.bases[0].name, m.bases[0].name);
        assert!(matches!(m.in_language("en"), Cow::Borrowed(_)));
    }

    const SMALL: &str = r#"(
    format: FORMAT,
    name: "Two forts",
    targets: (blue: 1, red: 1),
    hqs: [
        (id: "blue-hq", name: "Blue Fort", side: blue, pos: (x: 0.0, y: 0.0)),
        (id: "red-hq", name: "Red Fort", side: red, pos: (x: 200.0, y: 0.0)),
    ],
    bases: [(id: "mid", name: "Middle", pos: (x: 100.0, y: 0.0))],
    paths: [("blue-hq", "mid"), ("mid", "red-hq")],
NAMES)"#;

    fn small(format: u32, names: &str) -> String {
        SMALL
            .replace("FORMAT", &format.to_string())
            .replace("NAMES", names)
    }

    #[test]
    fn an_old_file_without_names_still_loads_and_is_written_as_it_was() {
        let text = small(1, "");
        let m = Map::from_ron(&text, "old.ron").unwrap();
        assert!(m.names.is_empty());
        assert!(m.to_ron().contains("format: 1,"), "{}", m.to_ron());
    }

    #[test]
    fn names_load_in_format_2_and_survive_a_save() {
        let text = small(
            2,
            "    names: { \"zh\": { \"mid\": \"中间\", \"red-hq\": \"红堡\" } },\n",
        );
        let m = Map::from_ron(&text, "new.ron").unwrap();
        assert_eq!(m.names["zh"]["mid"], "中间");
        let again = Map::from_ron(&m.to_ron(), "again.ron").unwrap();
        assert_eq!(again.names, m.names);
        assert!(m.to_ron().contains("format: 2,"));
        let zh = m.in_language("zh-CN");
        assert_eq!(zh.bases[0].name, "中间");
        assert_eq!(zh.hqs[1].name, "红堡");
        assert_eq!(zh.hqs[0].name, "Blue Fort");
    }

    /// Ids ignore case in a names table as they do on the board and in the notation.
    #[test]
    fn a_name_for_an_id_written_with_other_capitals_names_that_place() {
        let text = small(
            2,
            "    names: { \"fr\": { \"MID\": \"Milieu\", \"Red-HQ\": \"Fort rouge\" } },\n",
        );
        let m = Map::from_ron(&text, "caps.ron").unwrap();
        let fr = m.in_language("fr");
        assert_eq!(fr.bases[0].name, "Milieu");
        assert_eq!(fr.hqs[1].name, "Fort rouge");
        let text = small(
            2,
            "    names: { \"fr\": { \"Red-HD\": \"Fort rouge\" } },\n",
        );
        assert!(refusal(&text).2.ends_with("did you mean `red-hq`?"));
    }

    fn refusal(text: &str) -> (usize, usize, String) {
        match Map::from_ron(text, "bad.ron") {
            Err(LoadError::Syntax {
                file,
                line,
                column,
                message,
            }) => {
                assert_eq!(file, "bad.ron");
                (line, column, message.to_string())
            }
            other => panic!("refused with a position, not {other:?}"),
        }
    }

    #[test]
    fn a_bad_language_tag_is_refused_with_its_line_and_column() {
        let text = small(
            2,
            "    names: {\n        \"zh_CN\": { \"mid\": \"中间\" },\n    },\n",
        );
        let (line, column, message) = refusal(&text);
        assert_eq!((line, column), (12, 9), "{message}");
        assert!(
            message.contains("`zh_CN` is not a BCP 47 language tag"),
            "{message}"
        );
        assert!(message.contains("`zh-CN`"), "{message}");
        let text = small(2, "    names: { \"not a tag\": {} },\n");
        assert!(refusal(&text).2.contains("`not a tag`"));
    }

    #[test]
    fn a_name_for_an_id_the_map_lacks_is_refused_with_its_place() {
        let text = small(
            2,
            "    names: {\n        \"fr\": {\n            \"milieu\": \"Milieu\",\n        },\n    },\n",
        );
        let (line, column, message) = refusal(&text);
        assert_eq!((line, column), (13, 13), "{message}");
        assert!(message.contains("`milieu`"), "{message}");
        assert!(message.contains("no location or region"), "{message}");
        assert!(!message.contains("did you mean"), "nothing near: {message}");
        let text = small(
            2,
            "    names: { \"fr\": { \"red-hd\": \"Fort rouge\", } },\n",
        );
        assert!(refusal(&text).2.ends_with("did you mean `red-hq`?"));
        let empty = small(2, "    names: { \"fr\": { \"mid\": \" \" } },\n");
        assert!(refusal(&empty).2.contains("empty"));
    }

    #[test]
    fn names_in_a_format_1_file_are_refused() {
        let text = small(1, "    names: { \"zh\": { \"mid\": \"中间\" } },\n");
        let (line, _, message) = refusal(&text);
        assert_eq!(line, 11);
        assert!(message.contains("needs map format 2"), "{message}");
    }

    #[test]
    fn the_bundled_castle_field_names_its_places_as_the_chinese_lessons_do() {
        let m = castle();
        let zh = m.names_for("zh").expect("Castle Field has Chinese names");
        for b in &m.bases {
            assert!(zh.contains_key(&b.id), "no Chinese name for {}", b.id);
        }
        for r in &m.regions {
            assert!(zh.contains_key(&r.id), "no Chinese name for {}", r.id);
        }
        assert_eq!(zh["red-market-square"], "红方集市广场");
        assert_eq!(zh["south"], "南方田野");
        // The names the Chinese lessons write are the board's.
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
        let mut text = String::new();
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            if e.file_name().to_string_lossy().ends_with(".zh.ron") {
                text.push_str(&std::fs::read_to_string(e.path()).unwrap());
            }
        }
        let used = [
            ("market-square", "集市广场"),
            ("red-market-square", "红方集市广场"),
            ("left-outpost", "左前哨"),
            ("right-outpost", "右前哨"),
            ("left-bridge", "左桥"),
            ("central-bridge", "中央石桥"),
            ("keep-gate", "城门"),
            ("orchard", "苹果园"),
            ("right-flank", "右翼"),
            ("blue-hq", "蓝方总部"),
            ("south", "南方田野"),
            ("willow-marsh", "柳泽"),
            ("bramble-marsh", "荆棘沼"),
        ];
        for (id, name) in used {
            assert_eq!(zh[id], name);
            assert!(text.contains(name), "no Chinese lesson says {name}");
        }
    }
}
