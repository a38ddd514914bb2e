//! Whatever text a map, a lesson or a course holds, toyforge writes it so that it reads back:
//! every text field (found by trying each string of a real file), set to text with quotes, `#`,
//! backslashes, line breaks, Chinese, right-to-left marks and control characters, survives
//! save → load → save unchanged, and the file is still told apart as what it is.

use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use toyforge_core::map::Map;
use toyforge_core::scenario::{Course, Scenario, looks_like_course, looks_like_scenario};
use toyforge_core::testkit::{castle_map, repo_root};

/// A place in a JSON value: object keys and array indices.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

fn strings(v: &Value, at: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    match v {
        Value::String(_) => out.push(at.clone()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                at.push(Step::Index(i));
                strings(item, at, out);
                at.pop();
            }
        }
        Value::Object(fields) => {
            for (k, item) in fields {
                at.push(Step::Key(k.clone()));
                strings(item, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

fn set(v: &mut Value, at: &[Step], text: &str) {
    let mut here = v;
    for s in at {
        here = match s {
            Step::Key(k) => &mut here[k.as_str()],
            Step::Index(i) => &mut here[*i],
        };
    }
    *here = Value::String(text.to_string());
}

/// How one kind of file is written, read and told apart.
struct Kind<T> {
    name: &'static str,
    write: fn(&T) -> String,
    read: fn(&str) -> Result<T, String>,
    /// Whether the text is told apart as this kind by the file-kind detector.
    detected: fn(&str) -> bool,
}

/// The paths of the strings of `value` that are free text: set to a plain probe, the value
/// still reads from JSON and round-trips through its file format.
fn text_fields<T: Serialize + DeserializeOwned>(value: &T, kind: &Kind<T>) -> Vec<Vec<Step>> {
    let json = serde_json::to_value(value).unwrap();
    let mut all = Vec::new();
    strings(&json, &mut Vec::new(), &mut all);
    all.into_iter()
        .filter(|at| {
            let mut v = json.clone();
            set(&mut v, at, "probe text");
            serde_json::from_value::<T>(v)
                .ok()
                .is_some_and(|t| (kind.read)(&(kind.write)(&t)).is_ok())
        })
        .collect()
}

/// Sets the text field `at` of `json` to `text`; saves, loads and saves the result and checks
/// that nothing changed and the file is told apart as its kind.
fn survives<T: Serialize + DeserializeOwned>(
    json: &Value,
    at: &[Step],
    text: &str,
    kind: &Kind<T>,
) -> Result<(), TestCaseError> {
    let mut v = json.clone();
    set(&mut v, at, text);
    let value: T = serde_json::from_value(v.clone()).unwrap();
    let first = (kind.write)(&value);
    prop_assert!(
        (kind.detected)(&first),
        "{} with {at:?} = {text:?} is not told apart as a {}:\n{first}",
        kind.name,
        kind.name
    );
    let back = (kind.read)(&first).map_err(|e| {
        TestCaseError::fail(format!(
            "{} with {at:?} = {text:?} does not read back: {e}\n{first}",
            kind.name
        ))
    })?;
    prop_assert_eq!(
        &serde_json::to_value(&back).unwrap(),
        &v,
        "{:?} = {:?}",
        at,
        text
    );
    prop_assert_eq!((kind.write)(&back), first);
    Ok(())
}

fn map_kind() -> Kind<Map> {
    Kind {
        name: "map",
        write: Map::to_ron,
        read: |t| Map::from_ron(t, "map.ron").map_err(|e| e.to_string()),
        detected: |t| !looks_like_scenario(t) && !looks_like_course(t),
    }
}

fn lesson_kind() -> Kind<Scenario> {
    Kind {
        name: "lesson",
        write: Scenario::to_ron,
        read: |t| Scenario::from_ron(t, "lesson.ron").map_err(|e| e.to_string()),
        detected: |t| looks_like_scenario(t) && !looks_like_course(t),
    }
}

fn course_kind() -> Kind<Course> {
    Kind {
        name: "course",
        write: Course::to_ron,
        read: |t| Course::from_ron(t, "c.course.ron").map_err(|e| e.to_string()),
        detected: |t| looks_like_course(t) && !looks_like_scenario(t),
    }
}

fn lessons() -> Vec<Scenario> {
    [
        "castle-3-star-choice.ron",
        "castle-5-roxy-over-star.ron",
        "castle-11-no-moves-left.ron",
    ]
    .iter()
    .map(|n| {
        let p = repo_root().join("scenarios").join(n);
        Scenario::from_ron(&std::fs::read_to_string(&p).unwrap(), n).unwrap()
    })
    .collect()
}

fn course() -> Course {
    let p = repo_root().join("scenarios/castle.course.ron");
    Course::from_ron(&std::fs::read_to_string(&p).unwrap(), "castle.course.ron").unwrap()
}

/// Text made of the pieces that have broken writers: quotes, `#`, the raw-string marks,
/// backslashes, line breaks, Chinese, right-to-left text and marks, control characters.
fn awkward_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("\"".to_string()),
        Just("#".to_string()),
        Just("\"#".to_string()),
        Just("r#\"".to_string()),
        Just("\\".to_string()),
        Just("\\n".to_string()),
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("\t".to_string()),
        Just("'".to_string()),
        Just("The 3\" gap".to_string()),
        Just("中文的课".to_string()),
        Just("שלום עולם".to_string()),
        Just("\u{202e}\u{200f}".to_string()),
        Just("\u{0}\u{1}\u{7f}\u{1b}".to_string()),
        Just("/* // */".to_string()),
        Just("map: position: sections:".to_string()),
        Just(")]}".to_string()),
        "[a-z ]{1,6}",
        any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(piece, 1..8)
        .prop_map(|v| v.concat())
        .prop_filter("a text with something to show", |s| !s.trim().is_empty())
}

#[test]
fn every_text_field_is_found() {
    // The search for text fields finds the ones the round trip is about.
    let m = text_fields(&castle_map(), &map_kind());
    assert!(m.len() > 20, "{} text fields in Castle Field", m.len());
    let l = text_fields(&lessons()[0], &lesson_kind());
    assert!(
        l.iter()
            .any(|at| matches!(at.last(), Some(Step::Key(k)) if k == "title"))
    );
    let c = text_fields(&course(), &course_kind());
    assert!(c.len() >= 5, "{c:?}");
}

#[test]
fn a_title_with_a_quote_reads_back_as_a_lesson() {
    let mut s = lessons().remove(0);
    s.title = "The 3\" gap".into();
    let text = s.to_ron();
    assert!(looks_like_scenario(&text), "{text}");
    assert_eq!(Scenario::from_ron(&text, "l.ron").unwrap().title, s.title);
}

/// Each file of the test as JSON with the paths of its text fields, found once.
struct Fixtures {
    map: (Value, Vec<Vec<Step>>),
    lessons: Vec<(Value, Vec<Vec<Step>>)>,
    course: (Value, Vec<Vec<Step>>),
}

fn fixtures() -> &'static Fixtures {
    static F: std::sync::OnceLock<Fixtures> = std::sync::OnceLock::new();
    fn of<T: Serialize + DeserializeOwned>(v: &T, kind: &Kind<T>) -> (Value, Vec<Vec<Step>>) {
        (serde_json::to_value(v).unwrap(), text_fields(v, kind))
    }
    F.get_or_init(|| Fixtures {
        map: of(&castle_map(), &map_kind()),
        lessons: lessons().iter().map(|l| of(l, &lesson_kind())).collect(),
        course: of(&course(), &course_kind()),
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn any_text_in_any_field_survives_save_load_save(text in awkward_text()) {
        let f = fixtures();
        for at in &f.map.1 {
            survives(&f.map.0, at, &text, &map_kind())?;
        }
        for (json, fields) in &f.lessons {
            for at in fields {
                survives(json, at, &text, &lesson_kind())?;
            }
        }
        for at in &f.course.1 {
            survives(&f.course.0, at, &text, &course_kind())?;
        }
    }
}
