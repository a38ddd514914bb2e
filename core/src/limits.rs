//! Every size limit of toyforge, each defined once, and the checks that apply them.
//!
//! toyforge reads files written by other people, so everything it reads is bounded: the size of
//! a file, the locations of a map, the length of a text, the steps of a lesson, the lessons of a
//! course. The limits are checked as a file is read (through [`crate::versioned`]), so nothing
//! later (drawing a label, summing medals) meets a value it cannot handle. The engine's own
//! limits, what a board can hold, are here too: a map over them loads and can be edited, and
//! [`playable_size`] says why it cannot be played, to the validator and to the engine alike.
//! `docs/limits.md` lists every limit with what happens past it.

use crate::i18n::Text;
use crate::map::Map;
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// Largest file the loaders accept, in bytes.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;
/// Most locations (bases plus HQs) a map file may hold. Maps over [`MAX_PLAY_LOCATIONS`] load,
/// so they can be edited, but cannot be played.
pub const MAX_MAP_LOCATIONS: usize = 10_000;
/// Most locations (bases plus HQs) the engine plays: sets of locations are `u128` bit sets.
pub const MAX_PLAY_LOCATIONS: usize = 128;
/// Most regions the engine plays.
pub const MAX_PLAY_REGIONS: usize = 128;
/// Longest name, title, author, language tag or id, in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// Longest text (a map's notes, a lesson's summary, a step's explanation, a line), in characters.
pub const MAX_TEXT_CHARS: usize = 20_000;
/// Most medals a region may hold, a side may need (its medal target) or a position may give.
pub const MAX_MEDALS: u32 = 1_000;
/// Most steps a lesson may have.
pub const MAX_STEPS: usize = 1_000;

/// Most sections a course may have.
pub const MAX_SECTIONS: usize = 200;
/// Most lessons a course may name, over all its sections.
pub const MAX_COURSE_LESSONS: usize = 1_000;
/// Most bytes of lesson and map files one course may make toyforge read, in all (each lesson's
/// map counted with it): 64 MiB, four of the largest files toyforge reads.
pub const MAX_COURSE_BYTES: u64 = 64 * 1024 * 1024;
/// The strongest practice opponent a lesson may ask for: `mcts:N` with N at most this many
/// iterations a move (twice the default level). A learner waits for each of its moves, in a
/// browser on the page's only thread.
pub const MAX_PRACTICE_ITERATIONS: u32 = 20_000;
/// The same for the expert level, `expert:N`: its iterations cost less (no playout), so about
/// the same wait as [`MAX_PRACTICE_ITERATIONS`] of `mcts`, and twice the default `expert`.
pub const MAX_PRACTICE_EXPERT_ITERATIONS: u32 = 50_000;
/// The longest a practice opponent on the clock (`mcts:Nms`, `expert:Nms`) may think a move, in
/// milliseconds: the learner waits for it, on the page's only thread.
pub const MAX_PRACTICE_MILLIS: u32 = 2_000;

/// A map too large for the engine to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Oversize {
    /// More locations (bases and HQs) than [`MAX_PLAY_LOCATIONS`]; the count.
    Locations(usize),
    /// More regions than [`MAX_PLAY_REGIONS`]; the count.
    Regions(usize),
}

impl Oversize {
    /// The limit passed, as a message.
    pub fn text(&self) -> Text {
        match *self {
            Oversize::Locations(n) => {
                crate::text!("limit-play-locations", n = n, most = MAX_PLAY_LOCATIONS)
            }
            Oversize::Regions(n) => {
                crate::text!("limit-play-regions", n = n, most = MAX_PLAY_REGIONS)
            }
        }
    }
}

impl fmt::Display for Oversize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

/// Why the engine cannot play `map` for its size: every limit it passes, in order (locations,
/// then regions); empty when it fits.
pub fn playable_size(map: &Map) -> Vec<Oversize> {
    let mut out = Vec::new();
    let locations = map.bases.len() + map.hqs.len();
    if locations > MAX_PLAY_LOCATIONS {
        out.push(Oversize::Locations(locations));
    }
    if map.regions.len() > MAX_PLAY_REGIONS {
        out.push(Oversize::Regions(map.regions.len()));
    }
    out
}

/// The fields whose text is a name and gets the shorter limit.
const NAME_FIELDS: [&str; 5] = ["name", "title", "author", "language", "id"];

/// Checks the sizes of a map as a file may hold it: its locations, medal counts and texts; the
/// message names the field and the limit.
pub fn check_map(map: &Map) -> Result<(), Text> {
    let locations = map.bases.len() + map.hqs.len();
    if locations > MAX_MAP_LOCATIONS {
        return Err(crate::text!(
            "limit-map-locations",
            n = locations,
            most = MAX_MAP_LOCATIONS
        ));
    }
    for r in &map.regions {
        if r.medals > MAX_MEDALS {
            return Err(crate::text!(
                "limit-region-medals",
                region = short(&r.id),
                n = r.medals,
                most = MAX_MEDALS
            ));
        }
    }
    for side in crate::pieces::Side::ALL {
        if map.targets[side] > MAX_MEDALS {
            return Err(crate::text!(
                "limit-target",
                side = side,
                n = map.targets[side],
                most = MAX_MEDALS
            ));
        }
    }
    check_texts(map)
}

/// Checks every text of a document against [`MAX_NAME_CHARS`] (names, titles, ids, the keys of
/// maps) and [`MAX_TEXT_CHARS`] (everything else); the message names the first one too long.
pub fn check_texts<T: Serialize>(value: &T) -> Result<(), Text> {
    let value =
        serde_json::to_value(value).map_err(|e| crate::text!("load-rule", why = e.to_string()))?;
    let mut path = String::new();
    walk(&value, false, &mut path)
}

fn walk(v: &Value, is_name: bool, path: &mut String) -> Result<(), Text> {
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

fn check(s: &str, is_name: bool, path: &str) -> Result<(), Text> {
    let limit = if is_name {
        MAX_NAME_CHARS
    } else {
        MAX_TEXT_CHARS
    };
    // Counting stops past the limit: a 10 MiB name costs no more than a short one.
    if s.len() > limit && s.chars().nth(limit).is_some() {
        let what = if is_name { "name" } else { "text" };
        return Err(crate::text!(
            "limit-text-length",
            path = path,
            most = limit,
            what = what
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
    use crate::map::{Base, Hq, LoadError, Point, Region};
    use crate::pieces::Side;
    use crate::scenario::{Course, Scenario};

    /// A map with `bases` bases, `hqs` HQs and `regions` regions, as loaded from a file.
    fn sized_map(bases: usize, regions: usize) -> Map {
        let mut map = Map::default();
        for i in 0..bases {
            map.bases
                .push(Base::new(format!("b{i}"), Point::new(i as f32, 0.0)));
        }
        map.hqs.push(Hq {
            id: "hq".into(),
            name: String::new(),
            side: Side::Blue,
            pos: Point::new(0.0, 10.0),
            allowed: None,
        });
        for i in 0..regions {
            map.regions.push(Region {
                id: format!("r{i}"),
                name: String::new(),
                medals: 1,
                marker: Point::new(0.0, 0.0),
                ring: Vec::new(),
            });
        }
        map
    }

    /// The message a map gets when read from a file named `m.ron`.
    fn map_message(map: &Map) -> String {
        Map::from_ron(&map.to_ron(), "m.ron")
            .unwrap_err()
            .to_string()
    }

    /// A lesson on a map file with `body` added to its fields.
    fn lesson_message(body: &str) -> String {
        let text = format!("(format: 1, map: \"m.ron\", {body})");
        Scenario::from_ron(&text, "l.ron").unwrap_err().to_string()
    }

    #[test]
    fn a_file_over_the_byte_limit_is_refused_before_it_is_parsed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.ron");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        let e = crate::map::read_text(&path).unwrap_err();
        assert!(
            matches!(e, LoadError::TooLarge { .. })
                && e.to_string().contains("larger than 16777216 bytes"),
            "{e}"
        );
    }

    #[test]
    fn a_map_file_over_the_location_limit_is_refused() {
        let at_limit = sized_map(MAX_MAP_LOCATIONS - 1, 0);
        assert_eq!(check_map(&at_limit), Ok(()));
        let e = map_message(&sized_map(MAX_MAP_LOCATIONS, 0));
        assert!(
            e.starts_with("m.ron: the map has 10001 locations; toyforge accepts at most 10000"),
            "{e}"
        );
    }

    #[test]
    fn the_engine_limits_are_said_once_to_the_validator_and_the_engine() {
        let fits = sized_map(MAX_PLAY_LOCATIONS - 1, MAX_PLAY_REGIONS);
        assert_eq!(playable_size(&fits), []);
        let over = sized_map(MAX_PLAY_LOCATIONS, MAX_PLAY_REGIONS + 1);
        assert_eq!(
            playable_size(&over),
            [Oversize::Locations(129), Oversize::Regions(129)]
        );
        assert_eq!(
            Oversize::Locations(129).to_string(),
            "the map has 129 locations (bases and HQs); the engine plays maps of at most 128"
        );
        assert_eq!(
            Oversize::Regions(129).to_string(),
            "the map has 129 regions; the engine plays maps of at most 128"
        );
        // The validator and the engine give the same sentences.
        let problems: Vec<String> = crate::map::validate(&over)
            .into_iter()
            .filter(|p| p.kind == crate::map::ProblemKind::TooLargeToPlay)
            .map(|p| p.message)
            .collect();
        assert_eq!(
            problems,
            [
                "The map has 129 locations (bases and HQs); the engine plays maps of at most 128, so it cannot be played.",
                "The map has 129 regions; the engine plays maps of at most 128, so it cannot be played."
            ]
        );
        let e = crate::engine::Board::compile(&over).unwrap_err();
        for o in playable_size(&over) {
            assert!(e.to_string().contains(&o.to_string()), "{e}");
        }
    }

    #[test]
    fn a_text_over_its_limit_is_refused_at_load_naming_the_field() {
        let mut map = sized_map(1, 0);
        map.notes = "n".repeat(MAX_TEXT_CHARS + 1);
        let e = map_message(&map);
        assert!(
            e.contains("`notes` is longer than 20000 characters, the most a text may have"),
            "{e}"
        );
        let mut map = sized_map(1, 0);
        map.bases[0].name = "n".repeat(MAX_NAME_CHARS + 1);
        let e = map_message(&map);
        assert!(
            e.contains("`bases[0].name` is longer than 200 characters, the most a name may have"),
            "{e}"
        );
    }

    #[test]
    fn medals_over_the_limit_are_refused_in_a_region_a_target_and_a_position() {
        let mut map = sized_map(1, 1);
        map.regions[0].medals = MAX_MEDALS + 1;
        let e = map_message(&map);
        assert!(
            e.contains("region `r0` holds 1001 medals; a region holds at most 1000"),
            "{e}"
        );
        let mut map = sized_map(1, 0);
        map.targets[Side::Red] = MAX_MEDALS + 1;
        let e = map_message(&map);
        assert!(
            e.contains("the red medal target is 1001; a target is at most 1000"),
            "{e}"
        );
        let e = lesson_message("position: (blue: (medals: 1001))");
        assert!(
            e.contains("the position gives blue 1001 medals; a side has at most 1000"),
            "{e}"
        );
    }

    #[test]
    fn a_lesson_over_the_step_limit_is_refused() {
        let step = "Explain(title: \"t\", text: \"x\")";
        let steps = vec![step; MAX_STEPS + 1].join(", ");
        let e = lesson_message(&format!("steps: [{steps}]"));
        assert!(
            e.contains("the lesson has 1001 steps; a lesson has at most 1000"),
            "{e}"
        );
    }

    #[test]
    fn a_practice_opponent_over_the_iteration_limit_is_refused() {
        let practice = |n: u32| practice_against(&format!("mcts:{n}"));
        let text = format!(
            "(format: 1, map: \"m.ron\", {})",
            practice(MAX_PRACTICE_ITERATIONS)
        );
        assert!(Scenario::from_ron(&text, "l.ron").is_ok());
        let e = lesson_message(&practice(MAX_PRACTICE_ITERATIONS + 1));
        assert!(
            e.contains("steps[1].opponent: `mcts:20001` asks for 20001 iterations a move; a practice opponent thinks at most 20000"),
            "{e}"
        );
    }

    #[test]
    fn a_practice_opponent_on_the_clock_over_the_time_limit_is_refused() {
        let lesson = |opponent: &str| {
            format!(
                "(format: 1, map: \"m.ron\", {})",
                practice_against(opponent)
            )
        };
        for ok in ["mcts:2000ms", "expert:2000ms", "mcts:50ms"] {
            assert!(Scenario::from_ron(&lesson(ok), "l.ron").is_ok(), "{ok}");
        }
        for (level, n) in [("mcts", 2001), ("expert", 3_600_000)] {
            let e = lesson_message(&practice_against(&format!("{level}:{n}ms")));
            assert!(
                e.contains(&format!(
                    "steps[1].opponent: `{level}:{n}ms` asks for {n} ms a move; a practice opponent thinks at most 2000 ms"
                )),
                "{e}"
            );
        }
    }

    /// A lesson of two steps, the second a practice against `opponent`.
    fn practice_against(opponent: &str) -> String {
        format!(
            "steps: [Explain(title: \"t\", text: \"x\"), Practice(title: \"p\", goal: Medals(n: 1, within: 2), opponent: \"{opponent}\")]"
        )
    }

    #[test]
    fn an_expert_practice_opponent_has_a_limit_of_the_same_wait() {
        let lesson = |opponent: &str| {
            format!(
                "(format: 1, map: \"m.ron\", {})",
                practice_against(opponent)
            )
        };
        for ok in ["expert", "expert:50000", "expert:200ms"] {
            assert!(Scenario::from_ron(&lesson(ok), "l.ron").is_ok(), "{ok}");
        }
        let e = lesson_message(&practice_against(&format!(
            "expert:{}",
            MAX_PRACTICE_EXPERT_ITERATIONS + 1
        )));
        assert!(
            e.contains("steps[1].opponent: `expert:50001` asks for 50001 iterations a move; a practice opponent thinks at most 50000"),
            "{e}"
        );
    }

    /// A course with `sections` sections of `lessons` lessons each.
    fn course_message(sections: usize, lessons: usize, name: &str) -> String {
        let list = |s: usize| {
            (0..lessons)
                .map(|l| format!("\"{name}{s}-{l}.ron\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let sections: Vec<String> = (0..sections)
            .map(|s| format!("(title: \"S{s}\", lessons: [{}])", list(s)))
            .collect();
        let text = format!(
            "(format: 2, title: \"T\", sections: [{}])",
            sections.join(", ")
        );
        match Course::from_ron(&text, "c.course.ron") {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn a_course_over_its_section_lesson_and_path_limits_is_refused() {
        assert_eq!(course_message(MAX_SECTIONS, 1, "l"), "");
        let e = course_message(MAX_SECTIONS + 1, 1, "l");
        assert!(
            e.contains("the course has 201 sections; a course has at most 200"),
            "{e}"
        );
        let e = course_message(1, MAX_COURSE_LESSONS + 1, "l");
        assert!(
            e.contains("the course names 1001 lessons; a course has at most 1000"),
            "{e}"
        );
        let long = "p".repeat(MAX_NAME_CHARS);
        let e = course_message(1, 1, &long);
        assert!(
            e.contains("section 1: the lesson path `pppp")
                && e.contains("…` is longer than 200 characters"),
            "{e}"
        );
    }

    #[test]
    fn the_course_byte_limit_is_four_of_the_largest_files() {
        // The load that passes it is tested in `scenario::course` with a smaller budget.
        assert_eq!(MAX_COURSE_BYTES, 4 * MAX_FILE_BYTES);
    }

    #[test]
    fn a_name_over_its_limit_is_named_by_its_field() {
        let mut map = Map {
            name: "x".repeat(MAX_NAME_CHARS),
            ..Map::default()
        };
        assert_eq!(check_map(&map), Ok(()));
        map.name.push('é');
        let e = check_map(&map).unwrap_err().to_string();
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
        assert!(check_map(&map).unwrap_err().to_string().contains("`notes`"));
    }
}
