//! The scenario file format: the types of lessons, courses, positions, variations and claims,
//! and their loading.
//!
//! Scenario files: a map (a path relative to the scenario file, or an embedded copy) and a
//! prepared position, in versioned RON. Lessons add their metadata and steps to the same file.
//!
//! ```ron
//! (
//!     format: 1,
//!     title: "Roxy over Star",
//!     map: "../maps/castle-field.ron",
//!     position: (
//!         to_move: blue,
//!         stacks: {"left-outpost": [(blue, kwak)], "central-bridge": [(red, star)]},
//!         blue: (rack: [roxy]),
//!         first_game: true,
//!     ),
//! )
//! ```

mod claim;
mod course;
mod lesson;
mod position;
mod published;
mod variation;

pub use claim::*;
pub use course::*;
pub use lesson::*;
pub use position::*;
pub use published::*;
pub use variation::*;

use crate::engine::{Board, BoardError, PositionError, State};
use crate::i18n::Text;
use crate::limits::{MAX_MEDALS, MAX_STEPS, check_map, check_texts};
use crate::map::{LoadError, Map, read_text, to_pretty_ron_depth};
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The current version of the scenario file format.
pub const SCENARIO_FORMAT: u32 = 1;
pub use crate::limits::{MAX_PRACTICE_EXPERT_ITERATIONS, MAX_PRACTICE_ITERATIONS};

/// Where a scenario's map comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum MapSource {
    /// A map file, relative to the scenario file. Written as a string: `map: "castle.ron"`.
    Path(String),
    /// A copy of the map inside the scenario. Written as a map: `map: (format: 1, ...)`.
    Embedded(Box<Map>),
}

impl Serialize for MapSource {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MapSource::Path(p) => s.serialize_str(p),
            MapSource::Embedded(m) => m.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for MapSource {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = MapSource;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map file name (a string) or a map written in place")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<MapSource, E> {
                Ok(MapSource::Path(v.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<MapSource, A::Error> {
                Map::deserialize(serde::de::value::MapAccessDeserializer::new(a))
                    .map(|m| MapSource::Embedded(Box::new(m)))
            }
        }
        d.deserialize_any(V)
    }
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// File format version; see [`SCENARIO_FORMAT`].
    pub format: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub summary: String,
    /// How hard the lesson is.
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The language of the texts, as a tag like `en` or `zh` (empty: unspecified).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub language: String,
    pub map: MapSource,
    #[serde(default)]
    pub position: Position,
    /// The lesson's steps, in order (see [`Step`]); each starts from `position`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
}

/// A scenario read from a file, with its map.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedScenario {
    pub scenario: Scenario,
    pub map: Map,
    /// The map file the scenario names, resolved; `None` for an embedded map.
    pub map_path: Option<PathBuf>,
}

/// Why a scenario's position cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    #[error("{0}")]
    Board(#[from] BoardError),
    #[error("{0}")]
    Position(#[from] PositionError),
}

impl StartError {
    /// Why, in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            StartError::Board(e) => e.message_in(lang),
            StartError::Position(e) => e.message_in(lang),
        }
    }
}

impl Scenario {
    /// A scenario on a map file with the default position.
    pub fn new(map: MapSource) -> Scenario {
        Scenario {
            format: SCENARIO_FORMAT,
            title: String::new(),
            author: String::new(),
            summary: String::new(),
            difficulty: Difficulty::default(),
            language: String::new(),
            map,
            position: Position::default(),
            steps: Vec::new(),
        }
    }

    /// Parses a scenario from RON text. `file` names the source in messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Scenario, LoadError> {
        crate::versioned::parse(text, file)
    }

    /// The scenario as pretty RON text.
    pub fn to_ron(&self) -> String {
        let mut out = String::from("// A Toy Battle scenario for toyforge.\n");
        // The position as maps are written (one line per stack), the steps one level deeper (one
        // line per field of a step, of a candidate, of an answer): close to how lessons are
        // written by hand, and easy to compare between versions.
        let mut head = self.clone();
        head.steps = Vec::new();
        let head = to_pretty_ron_depth(&head, 3);
        /// The steps alone in a structure, so they come out indented as they are in the file.
        #[derive(Serialize)]
        struct Steps<'a> {
            steps: &'a [Step],
        }
        let steps = to_pretty_ron_depth(&Steps { steps: &self.steps }, 5);
        let inner = steps.strip_prefix("(\n").and_then(|s| s.strip_suffix(')'));
        match (head.strip_suffix(')'), inner) {
            (Some(open), Some(inner)) if !self.steps.is_empty() => {
                out.push_str(open);
                out.push_str(inner);
                out.push(')');
            }
            _ => out.push_str(&head),
        }
        out.push('\n');
        out
    }

    /// Saves atomically, keeping the previous version as `.bak`.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::map::save_atomic(path, self.to_ron().as_bytes())
    }

    /// Loads a scenario file and its map. A map path is resolved relative to the scenario
    /// file's folder and must stay where [`resolve_map`] allows; a missing map names the path
    /// tried, and an error in the map names the map and the scenario.
    pub fn load(path: &Path) -> Result<LoadedScenario, LoadError> {
        let file = path.display().to_string();
        let text = read_text(path)?;
        let scenario = Scenario::from_ron(&text, &file)?;
        let (map, map_path) = match &scenario.map {
            MapSource::Embedded(m) => ((**m).clone(), None),
            MapSource::Path(p) => {
                let full = resolve_map(path, p)?;
                let map = load_named_map(&full).map_err(|e| match e {
                    LoadError::Io { source, .. } => LoadError::Io {
                        file: format!("{file}: its map `{p}` (tried {})", full.display()),
                        source,
                    },
                    other => LoadError::InMap {
                        scenario: file.clone(),
                        error: Box::new(other),
                    },
                })?;
                (map, Some(full))
            }
        };
        Ok(LoadedScenario {
            scenario,
            map,
            map_path,
        })
    }
}

impl crate::versioned::Versioned for Scenario {
    const WHAT: &'static str = "scenario";
    const FORMAT: u32 = SCENARIO_FORMAT;

    fn format_mut(&mut self) -> &mut u32 {
        &mut self.format
    }

    fn misread(text: &str, file: &str) -> Option<LoadError> {
        crate::versioned::wrong_kind(file, text, "lesson")
    }

    fn check_in(&self, text: &str, file: &str) -> Result<(), LoadError> {
        check_opponents(self, text, file)?;
        // A map written inside the lesson has its names checked as a map file's are.
        if let MapSource::Embedded(m) = &self.map {
            let at = crate::versioned::top_level_field_offset(text, "map")
                .and_then(|at| {
                    let after = &text[at..];
                    let colon = after.find(':')? + 1;
                    Some(text.len() - after[colon..].trim_start().len())
                })
                .unwrap_or(0);
            let declared = crate::versioned::version_field(&text[at..], &[])
                .and_then(|f| f.value)
                .unwrap_or(m.format);
            crate::map::check_names_at(m, declared, text, at, file)?;
        }
        Ok(())
    }

    fn check(&self) -> Result<(), Text> {
        if let MapSource::Embedded(m) = &self.map
            && m.format > crate::map::MAP_FORMAT
        {
            return Err(crate::text!(
                "limit-embedded-map-newer",
                found = m.format,
                newest = crate::map::MAP_FORMAT
            ));
        }
        check_sizes(self)
    }
}

/// Checks the sizes of a lesson: its steps, the medals its position gives, its texts and the map
/// written inside it.
fn check_sizes(s: &Scenario) -> Result<(), Text> {
    if s.steps.len() > MAX_STEPS {
        return Err(crate::text!(
            "limit-steps",
            n = s.steps.len(),
            most = MAX_STEPS
        ));
    }
    check_texts(s)?;
    if let MapSource::Embedded(m) = &s.map {
        check_map(m)?;
    }
    for side in crate::pieces::Side::ALL {
        if let Some(m) = s.position.side(side).medals
            && m > MAX_MEDALS
        {
            return Err(crate::text!(
                "limit-position-medals",
                side = side,
                n = m,
                most = MAX_MEDALS
            ));
        }
    }
    Ok(())
}

/// The first practice opponent of `s` that is no computer level (`greedy`, `mcts:5000`) or
/// thinks longer than a learner may be made to wait: its step's index and what is wrong. A
/// lesson with one cannot be read (`check_opponents`), so the editor refuses to save it.
pub fn practice_opponent_problem(s: &Scenario) -> Option<(usize, Text)> {
    use crate::ai::AiSpec;
    s.steps.iter().enumerate().find_map(|(i, step)| {
        let Step::Practice(p) = step else {
            return None;
        };
        let opponent = p.opponent.trim();
        let problem = match opponent.parse::<AiSpec>() {
            Err(e) => Some(crate::text!(
                "load-practice-opponent",
                step = i,
                opponent = opponent,
                reason = e.reason,
                levels = AiSpec::NAMES
            )),
            Ok(AiSpec::Mcts { iterations: n }) if n > MAX_PRACTICE_ITERATIONS => {
                Some(crate::text!(
                    "limit-practice-iterations",
                    step = i,
                    opponent = opponent,
                    n = n,
                    most = MAX_PRACTICE_ITERATIONS
                ))
            }
            Ok(AiSpec::Expert { iterations: n }) if n > MAX_PRACTICE_EXPERT_ITERATIONS => {
                Some(crate::text!(
                    "limit-practice-iterations",
                    step = i,
                    opponent = opponent,
                    n = n,
                    most = MAX_PRACTICE_EXPERT_ITERATIONS
                ))
            }
            Ok(AiSpec::MctsTimed { millis } | AiSpec::ExpertTimed { millis })
                if millis > crate::limits::MAX_PRACTICE_MILLIS =>
            {
                Some(crate::text!(
                    "limit-practice-millis",
                    step = i,
                    opponent = opponent,
                    n = millis,
                    most = crate::limits::MAX_PRACTICE_MILLIS
                ))
            }
            Ok(_) => None,
        };
        problem.map(|m| (i, m))
    })
}

/// Checks the practice opponents of a lesson read from `text` ([`practice_opponent_problem`]):
/// the first wrong one is refused with the file, line and column of its value, so that a lesson
/// that names no level, or too strong a one, cannot be read, whatever command reads it.
fn check_opponents(s: &Scenario, text: &str, file: &str) -> Result<(), LoadError> {
    let Some((i, message)) = practice_opponent_problem(s) else {
        return Ok(());
    };
    let at = crate::versioned::element_field_offset(text, "steps", i, "opponent").unwrap_or(0);
    let (line, column) = crate::versioned::line_col_at(text, at);
    Err(LoadError::Syntax {
        file: file.to_string(),
        line,
        column,
        message,
    })
}

/// Loads the map file a scenario names. A file that is no toyforge document at all (it has no
/// top-level `format` field) is refused without the parser's message, which could quote it.
fn load_named_map(path: &Path) -> Result<Map, LoadError> {
    let text = read_text(path)?;
    let name = path.display().to_string();
    Map::from_ron(&text, &name).map_err(|e| match e {
        LoadError::Syntax { .. } if !top_level_fields(&text).contains(&"format") => {
            LoadError::Syntax {
                file: name,
                line: 1,
                column: 1,
                message: crate::text!("load-no-format-field"),
            }
        }
        other => other,
    })
}

/// The map file a scenario at `scenario` names as `name`, if the scenario may read it.
///
/// Lessons are shared, so a lesson must not make toyforge read the user's other files: a map
/// named by a scenario is read only from the scenario's own folder (or a folder below it), or
/// from a map library, a folder called `maps` in the scenario's folder or in a folder above it
/// (`../maps/castle-field.ron` from `scenarios/`, as the bundled lessons do). Absolute paths
/// are refused, and links are followed before the check, so a link cannot lead elsewhere: the
/// resolved map must lie in the resolved folder or library, and a `maps` folder that is itself a
/// link out of the folder holding it is no library. A link that stays inside is followed. A
/// path that does not exist is checked by where its existing part leads, so a missing file
/// outside is refused as an existing one is; inside, it is returned for the loader to report
/// it missing.
pub fn resolve_map(scenario: &Path, name: &str) -> Result<PathBuf, LoadError> {
    let file = scenario.display().to_string();
    let refuse = |why: crate::i18n::Text| LoadError::Refused {
        file: file.clone(),
        message: crate::text!("load-map-refused", name = name, why = why),
    };
    let relative = Path::new(name);
    if relative.is_absolute() || relative.has_root() {
        return Err(refuse(crate::text!("load-map-absolute")));
    }
    let (full, found) = beside(scenario, relative);
    let Some((real, home)) = found else {
        return Ok(full);
    };
    // A library is the `maps` folder of the scenario's folder or of one above it, where its
    // links lead: a `maps` that is a link out of the folder holding it (to `/etc`, to a private
    // folder) is no library, so a shared folder cannot plant one.
    let library = home.ancestors().filter_map(|a| {
        std::fs::canonicalize(a.join("maps"))
            .ok()
            .filter(|lib| lib.starts_with(a))
    });
    if real.starts_with(&home) || library.into_iter().any(|lib| real.starts_with(lib)) {
        Ok(full)
    } else {
        Err(refuse(crate::text!("load-map-outside")))
    }
}

/// The path `relative` names from the folder of the file `from`, and where it leads (links
/// followed, [`leads_to`]) with the real path of that folder, for checking where it leads. A path
/// that does not exist is checked all the same, so that whether a file outside the folder
/// exists cannot be told from the answer.
fn beside(from: &Path, relative: &Path) -> (PathBuf, Option<(PathBuf, PathBuf)>) {
    let dir = from
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let full = dir.join(relative);
    let real = leads_to(&full);
    let home = std::fs::canonicalize(dir).ok();
    (full, real.zip(home))
}

/// Where `path` leads: its real path when it exists; otherwise the real path of its longest
/// part that exists, with the rest after it (a `..` there taken as written, since what does
/// not exist holds no link). `None` when no part of it exists.
fn leads_to(path: &Path) -> Option<PathBuf> {
    use std::path::Component;
    let parts: Vec<Component> = path.components().collect();
    (0..=parts.len()).rev().find_map(|k| {
        let head: PathBuf = parts[..k].iter().collect();
        let head = if head.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            head
        };
        let mut out = std::fs::canonicalize(&head).ok()?;
        for c in &parts[k..] {
            match c {
                Component::ParentDir => {
                    out.pop();
                }
                Component::Normal(n) => out.push(n),
                _ => {}
            }
        }
        Some(out)
    })
}

impl LoadedScenario {
    /// Compiles the map and turns the position into a game state.
    pub fn start(&self) -> Result<State, StartError> {
        // The board names its places in the lesson's language, as the lesson's text does.
        let map = self.map.in_language(&self.scenario.language);
        let board = Arc::new(Board::compile(&map)?);
        Ok(self.scenario.position.to_state(board)?)
    }
}

/// The names written as `name:` directly inside the outermost brackets of RON text; strings
/// (raw strings too), characters and comments are skipped.
fn top_level_fields(text: &str) -> Vec<&str> {
    crate::versioned::top_level_field_offsets(text)
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PositionProblemKind;
    use crate::pieces::{Side, Troop};
    use crate::scenario::{IssueKind, check_scenario};
    use crate::versioned::looks_like_scenario;
    use std::fs;

    fn fixture(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/fixtures")
            .join(name)
    }

    const POSITION: &str = "position: (
        to_move: red,
        stacks: {\"b1\": [(blue, kwak)], \"b3\": [(red, star)]},
        red: (rack: [roxy, hook]),
        first_game: true,
    )";

    #[test]
    fn a_scenario_finds_its_map_relative_to_its_own_folder() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("lessons")).unwrap();
        fs::create_dir(dir.path().join("maps")).unwrap();
        fs::copy(fixture("engine-grid.ron"), dir.path().join("maps/grid.ron")).unwrap();
        let path = dir.path().join("lessons/one.ron");
        fs::write(
            &path,
            format!("(format: 1, title: \"One\", map: \"../maps/grid.ron\", {POSITION})"),
        )
        .unwrap();
        let loaded = Scenario::load(&path).unwrap();
        assert_eq!(loaded.scenario.title, "One");
        assert_eq!(loaded.map.name, "Engine grid");
        assert_eq!(
            loaded.map_path,
            Some(dir.path().join("lessons/../maps/grid.ron"))
        );
        let st = loaded.start().unwrap();
        assert_eq!(st.to_move(), Some(Side::Red));
        assert_eq!(st.rack_list(Side::Red), vec![Troop::Hook, Troop::Roxy]);
        assert!(st.options().first_game);
    }

    #[test]
    fn a_missing_map_names_the_path_tried() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.ron");
        fs::write(&path, "(format: 1, map: \"maps/nowhere.ron\")").unwrap();
        let e = Scenario::load(&path).unwrap_err().to_string();
        assert!(e.contains("nowhere.ron"), "{e}");
        assert!(
            e.contains(&dir.path().join("maps/nowhere.ron").display().to_string()),
            "{e}"
        );
    }

    /// A lesson cannot learn whether a file outside its folder exists: a missing one is refused
    /// as an existing one is, never reported missing.
    #[test]
    fn a_map_outside_the_folder_is_refused_alike_whether_it_exists_or_not() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("shared")).unwrap();
        fs::write(dir.path().join("secret.ron"), "(format: 1)").unwrap();
        let answer = |name: &str| {
            let path = dir.path().join("shared/s.ron");
            fs::write(&path, format!("(format: 1, map: \"{name}\")")).unwrap();
            Scenario::load(&path).unwrap_err()
        };
        for name in [
            "../secret.ron",
            "../no-such-file.ron",
            "../nowhere/deeper/x.ron",
        ] {
            let e = answer(name);
            assert!(
                matches!(e, LoadError::Refused { .. }),
                "{name}: {e} is not a refusal"
            );
            assert!(e.to_string().contains("outside"), "{name}: {e}");
            assert!(!e.to_string().contains("tried"), "{name}: {e}");
        }
        // Inside the folder, a missing map is still named as missing.
        let e = answer("maps/nowhere.ron").to_string();
        assert!(e.contains("tried"), "{e}");
    }

    #[test]
    fn a_map_can_be_embedded_in_the_scenario() {
        let map = fs::read_to_string(fixture("engine-grid.ron")).unwrap();
        let body = map
            .lines()
            .filter(|l| !l.starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = format!("(format: 1, map: {body}, {POSITION})");
        let s = Scenario::from_ron(&text, "embedded.ron").unwrap();
        let MapSource::Embedded(m) = &s.map else {
            panic!("expected an embedded map");
        };
        assert_eq!(m.bases.len(), 9);
        // And it survives a save and a load.
        let again = Scenario::from_ron(&s.to_ron(), "again.ron").unwrap();
        assert_eq!(again, s);
    }

    #[test]
    fn texts_are_written_readably_and_read_back_exactly() {
        let mut s = Scenario::new(MapSource::Path("grid.ron".into()));
        let tricky = "Blue's \"best\" move:\n  a back\\slash, a \"# and a tab\t.";
        s.title = tricky.into();
        s.steps.push(Step::Explain(Explain {
            title: "Red's turn".into(),
            text: tricky.into(),
            ..Explain::default()
        }));
        let text = s.to_ron();
        assert!(text.contains("title: \"Red's turn\""), "{text}");
        assert!(text.contains("    steps: [\n        Explain("), "{text}");
        let again = Scenario::from_ron(&text, "again.ron").unwrap();
        assert_eq!(again, s);
    }

    #[test]
    fn a_scenario_round_trips_through_its_file() {
        let dir = tempfile::tempdir().unwrap();
        fs::copy(fixture("engine-grid.ron"), dir.path().join("grid.ron")).unwrap();
        let text = format!(
            "(format: 1, author: \"me\", summary: \"short\", map: \"grid.ron\", {POSITION})"
        );
        let s = Scenario::from_ron(&text, "s.ron").unwrap();
        let path = dir.path().join("s.ron");
        s.save(&path).unwrap();
        let loaded = Scenario::load(&path).unwrap();
        assert_eq!(loaded.scenario, s);
    }

    #[test]
    fn bad_scenario_files_say_what_and_where() {
        let e = Scenario::from_ron("(format: 9, map: \"x.ron\")", "new.ron").unwrap_err();
        assert!(matches!(e, LoadError::TooNew { found: 9, .. }), "{e}");
        let e = Scenario::from_ron("(format: 1,\n map: \"x.ron\",\n positon: ())", "typo.ron")
            .unwrap_err();
        assert_eq!(e.position().map(|p| p.0), Some(3), "{e}");
        let e = Scenario::from_ron(
            "(format: 1, map: \"x.ron\", position: (blue: (rack: [rocky])))",
            "troop.ron",
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("troop.ron:1:"), "{e}");
    }

    #[test]
    fn an_impossible_position_is_refused_with_its_problems() {
        let map = Map::load(&fixture("engine-grid.ron")).unwrap();
        let text = "(format: 1, map: \"grid.ron\", position: (blue: (rack: [roxy, roxy, roxy, roxy]), claimed: {\"moon\": red}))";
        let loaded = LoadedScenario {
            scenario: Scenario::from_ron(text, "s.ron").unwrap(),
            map,
            map_path: None,
        };
        let e = loaded.start().unwrap_err();
        let StartError::Position(p) = &e else {
            panic!("expected an impossible position: {e}");
        };
        let moon = p
            .problems
            .iter()
            .find(|p| p.kind == PositionProblemKind::UnknownRegion)
            .unwrap_or_else(|| panic!("{e}"));
        assert_eq!(moon.ids, ["moon"]);
        assert!(moon.message.to_string().contains("`moon`"), "{e}");
        // Ids are resolved before the counts are checked: the unknown region is all it says.
        assert_eq!(p.problems.len(), 1, "{e}");
    }

    #[test]
    fn no_message_repeats_the_prefix_of_the_error_it_wraps() {
        let map = Map::load(&fixture("engine-grid.ron")).unwrap();
        let once = |text: &str, prefix: &str| {
            assert_eq!(text.matches(prefix).count(), 1, "{text}");
        };
        // An impossible position, through the scenario, a step and the checker.
        let text = "(format: 1, map: \"grid.ron\", position: (claimed: {\"moon\": red}), steps: [Explain(title: \"One\", text: \"x\")])";
        let loaded = LoadedScenario {
            scenario: Scenario::from_ron(text, "s.ron").unwrap(),
            map: map.clone(),
            map_path: None,
        };
        once(
            &loaded.start().unwrap_err().to_string(),
            "impossible position",
        );
        once(
            &loaded.step_start(0).unwrap_err().to_string(),
            "impossible position",
        );
        let report = check_scenario(&loaded, "s.ron");
        let issue = &report.issues[0];
        let IssueKind::Position { error } = &issue.kind else {
            panic!("{report}");
        };
        assert!(
            matches!(error, StartError::Position(p) if p.has(PositionProblemKind::UnknownRegion))
        );
        once(&issue.render("s.ron"), "impossible position");
        // A map that cannot be played.
        let mut broken = map;
        broken.hqs.retain(|h| h.side == Side::Blue);
        let loaded = LoadedScenario {
            map: broken,
            ..loaded
        };
        let e = loaded.start().unwrap_err();
        assert!(
            matches!(&e, StartError::Board(b) if b.has(crate::engine::BoardProblemKind::Map(crate::map::ProblemKind::MissingHq))),
            "{e}"
        );
        once(&e.to_string(), "cannot be played");
        once(
            &loaded.step_start(0).unwrap_err().to_string(),
            "cannot be played",
        );
        once(
            &check_scenario(&loaded, "s.ron").to_string(),
            "cannot be played",
        );
    }

    #[test]
    fn scenarios_and_maps_are_told_apart() {
        assert!(looks_like_scenario("(format: 1, map: \"castle.ron\")"));
        assert!(looks_like_scenario(
            "(format: 1, map: \"c.ron\", position: ())"
        ));
        let map = fs::read_to_string(fixture("engine-grid.ron")).unwrap();
        assert!(!looks_like_scenario(&map));
        assert!(!looks_like_scenario("(format: 1, name: "));
        // Told apart by its fields even when the text breaks further on.
        assert!(looks_like_scenario(
            "// a lesson\n(format: 1, title: \"map: no\", map: \"c.ron\", position: (stacks: {"
        ));
        assert!(!looks_like_scenario(
            "(format: 1, name: \"position: x\", notes: /* map: */ \"\", bases: [(id: \"map\")], oops"
        ));
    }
}
