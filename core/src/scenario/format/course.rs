//! Courses: an ordered list of lessons, in sections, with a title, an author, a language and a
//! summary, in versioned RON (file extension `.course.ron`).
//!
//! ```ron
//! Course(
//!     format: 2,
//!     title: "Castle Field: your first games",
//!     author: "toyforge",
//!     language: "en",
//!     summary: "From the first placement to the last medal.",
//!     sections: [
//!         (title: "Placing troops", lessons: ["castle-3-star-choice.ron"]),
//!     ],
//! )
//! ```
//!
//! Lesson paths are relative to the course file. A course is shared like a lesson, so it may
//! only name lessons in its own folder or a folder below it (never an absolute path, never a
//! way out with `..`, links followed before the check).
//!
//! [`Course::from_ron`] reads the text alone (no file is touched: a player that has the lesson
//! texts in memory uses it with [`Course::lessons`]); [`Course::load`] reads the course file and
//! every lesson, in order, with their maps.

use super::{LoadedScenario, Scenario, beside};
use crate::i18n::Text;
use crate::limits::{MAX_NAME_CHARS, check_texts};
use crate::map::{LoadError, read_text};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The current version of the course file format. Format 2 names its version field `format`,
/// as maps and lessons do; format 1 called it `version` (such files still load).
pub const COURSE_FORMAT: u32 = 2;
/// The file name ending of course files.
pub const COURSE_EXTENSION: &str = ".course.ron";
pub use crate::limits::{MAX_COURSE_BYTES, MAX_COURSE_LESSONS, MAX_SECTIONS};

/// A course file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Course", deny_unknown_fields)]
pub struct Course {
    /// File format version; see [`COURSE_FORMAT`]. Read from `version` in files of format 1.
    #[serde(alias = "version")]
    pub format: u32,
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    /// The language of the lessons, a BCP 47 tag (`en`, `zh`); empty: unspecified.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub language: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub summary: String,
    pub sections: Vec<Section>,
}

/// A titled group of lessons, in the order the learner takes them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub title: String,
    /// Lesson files, relative to the course file.
    pub lessons: Vec<String>,
}

/// Where a lesson sits in a course: its section (index from 0, and title) and the lesson's
/// name as the course writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRef {
    pub section: usize,
    pub section_title: String,
    /// The lesson's index within its section, from 0.
    pub index: usize,
    /// The path as written in the course file.
    pub name: String,
}

impl LessonRef {
    /// Where the lesson is, as a message: `section 2 "Regions", lesson 1 "castle-2.ron"`.
    pub fn text(&self) -> crate::i18n::Text {
        let (section, lesson) = (self.section + 1, self.index + 1);
        if self.section_title.is_empty() {
            crate::text!(
                "load-lesson-at",
                section = section,
                lesson = lesson,
                name = &self.name
            )
        } else {
            crate::text!(
                "load-lesson-at-titled",
                section = section,
                title = &self.section_title,
                lesson = lesson,
                name = &self.name
            )
        }
    }
}

impl fmt::Display for LessonRef {
    /// `section 2 "Regions", lesson 1 "castle-2.ron"`: numbers from 1, as a person counts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

/// One lesson of a loaded course.
#[derive(Clone, Debug, PartialEq)]
pub struct CourseLesson {
    pub at: LessonRef,
    /// The lesson file, resolved against the course's folder.
    pub path: PathBuf,
    pub lesson: LoadedScenario,
}

/// A course read from a file with all its lessons, in the course's order.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedCourse {
    pub course: Course,
    pub path: PathBuf,
    pub lessons: Vec<CourseLesson>,
}

/// Why a course cannot be loaded. The course file itself gives a [`LoadError`] (file, line and
/// column for syntax); a lesson that is missing, refused or unreadable names the course, the
/// section and the lesson, then the lesson's own error.
#[derive(Debug, thiserror::Error)]
pub enum CourseError {
    #[error("{0}")]
    Course(#[from] LoadError),
    #[error("{course}: {at}: {error}")]
    Lesson {
        course: String,
        at: LessonRef,
        error: Box<LoadError>,
    },
}

impl CourseError {
    /// The lesson involved, if the error is about one.
    pub fn lesson(&self) -> Option<&LessonRef> {
        match self {
            CourseError::Course(_) => None,
            CourseError::Lesson { at, .. } => Some(at),
        }
    }

    /// The error in `lang` (see [`LoadError::message_in`]).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            CourseError::Course(e) => e.message_in(lang),
            CourseError::Lesson { course, at, error } => crate::text!(
                "load-course-lesson",
                course = course,
                at = at.text(),
                error = error.text()
            )
            .render(lang),
        }
    }

    /// The underlying load error (the course's or the lesson's).
    pub fn load_error(&self) -> &LoadError {
        match self {
            CourseError::Course(e) => e,
            CourseError::Lesson { error, .. } => error,
        }
    }
}

impl crate::versioned::Versioned for Course {
    const WHAT: &'static str = "course";
    const FORMAT: u32 = COURSE_FORMAT;
    const OLD_FIELD_NAMES: &'static [&'static str] = &["version"];

    fn format_mut(&mut self) -> &mut u32 {
        &mut self.format
    }

    /// Format 1 differs only in the name of its version field, which the parser already took.
    fn migrate(&mut self, _from: u32) -> Result<(), String> {
        Ok(())
    }

    fn misread(text: &str, file: &str) -> Option<LoadError> {
        crate::versioned::wrong_kind(file, text, "course")
    }

    fn check(&self) -> Result<(), Text> {
        self.check_limits()
    }
}

impl Course {
    /// Parses a course from RON text. `file` names the source in messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Course, LoadError> {
        crate::versioned::parse(text, file)
    }

    /// The rules of the format beyond its syntax, in words.
    fn check_limits(&self) -> Result<(), Text> {
        if self.title.trim().is_empty() {
            return Err(crate::text!("course-no-title"));
        }
        if self.sections.is_empty() {
            return Err(crate::text!("course-no-sections"));
        }
        check_sizes(self)?;
        for (i, s) in self.sections.iter().enumerate() {
            if s.lessons.is_empty() {
                return Err(crate::text!(
                    "course-empty-section",
                    n = i + 1,
                    title = &s.title
                ));
            }
        }
        if let Some(dup) = self.duplicate_lesson() {
            return Err(crate::text!("course-lesson-twice", lesson = dup.text()));
        }
        Ok(())
    }

    /// The second mention of a lesson the course names twice.
    fn duplicate_lesson(&self) -> Option<LessonRef> {
        let mut seen = std::collections::HashSet::new();
        self.lessons().find(|r| {
            !seen.insert(
                r.name
                    .replace('\\', "/")
                    .trim_start_matches("./")
                    .to_string(),
            )
        })
    }

    /// Every lesson the course names, in order, with where it sits.
    pub fn lessons(&self) -> impl Iterator<Item = LessonRef> + '_ {
        self.sections.iter().enumerate().flat_map(|(si, s)| {
            s.lessons
                .iter()
                .enumerate()
                .map(move |(li, name)| LessonRef {
                    section: si,
                    section_title: s.title.clone(),
                    index: li,
                    name: name.clone(),
                })
        })
    }

    /// How many lessons the course names.
    pub fn lesson_count(&self) -> usize {
        self.sections.iter().map(|s| s.lessons.len()).sum()
    }

    /// The course as pretty RON text, the format of course files.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .struct_names(true)
            .indentor("    ".to_string());
        let body = ron::ser::to_string_pretty(self, config).unwrap_or_default();
        format!("// A Toy Battle course for toyforge.\n{body}\n")
    }

    /// Saves atomically, keeping the previous version as `.bak`.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::map::save_atomic(path, self.to_ron().as_bytes())
    }

    /// Reads a course file (not its lessons).
    pub fn read(path: &Path) -> Result<Course, LoadError> {
        let text = read_text(path)?;
        Course::from_ron(&text, &path.display().to_string())
    }

    /// Reads a course file and every lesson it names, in order. The first lesson that is
    /// missing, refused or cannot be read stops the load with its section and name, and so does
    /// a lesson named a second time (however the path is written: `./`, `//`, a link), or the
    /// lesson that takes the files read past [`MAX_COURSE_BYTES`].
    pub fn load(path: &Path) -> Result<LoadedCourse, CourseError> {
        Course::load_within(path, MAX_COURSE_BYTES)
    }

    /// [`Course::load`] reading at most `max_bytes` of lesson and map files in all.
    pub fn load_within(path: &Path, max_bytes: u64) -> Result<LoadedCourse, CourseError> {
        let course = Course::read(path)?;
        let file = path.display().to_string();
        let mut lessons = Vec::new();
        // Each lesson file once, by its resolved path: the first mention of each.
        let mut seen: std::collections::HashMap<PathBuf, LessonRef> =
            std::collections::HashMap::new();
        let mut read = 0u64;
        let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
        for at in course.lessons() {
            let fail = |error: LoadError| CourseError::Lesson {
                course: file.clone(),
                at: at.clone(),
                error: Box::new(error),
            };
            let p = resolve_lesson(path, &at.name).map_err(fail)?;
            if let Ok(real) = std::fs::canonicalize(&p) {
                if let Some(first) = seen.get(&real) {
                    return Err(fail(LoadError::Refused {
                        file: p.display().to_string(),
                        message: crate::text!(
                            "load-lesson-twice",
                            first = first.text(),
                            path = real.display().to_string()
                        ),
                    }));
                }
                seen.insert(real, at.clone());
            }
            let too_much = |read: u64| {
                fail(LoadError::TooLarge {
                    file: p.display().to_string(),
                    message: crate::text!(
                        "load-course-too-large",
                        read = read.to_string(),
                        max = max_bytes.to_string()
                    ),
                })
            };
            read += size(&p);
            if read > max_bytes {
                return Err(too_much(read));
            }
            let lesson = Scenario::load(&p).map_err(fail)?;
            read += lesson.map_path.as_deref().map_or(0, size);
            if read > max_bytes {
                return Err(too_much(read));
            }
            lessons.push(CourseLesson {
                at,
                path: p,
                lesson,
            });
        }
        Ok(LoadedCourse {
            course,
            path: path.to_path_buf(),
            lessons,
        })
    }
}

/// The lesson file a course at `course` names as `name`, if the course may read it: a relative
/// path that stays in the course's folder or below, links included. A path that does not exist
/// is returned as it is, for the loader to report it missing with the path tried.
pub fn resolve_lesson(course: &Path, name: &str) -> Result<PathBuf, LoadError> {
    let refuse = |why: crate::i18n::Text| LoadError::Refused {
        file: course.display().to_string(),
        message: crate::text!("load-lesson-refused", name = name, why = why),
    };
    let relative = Path::new(name);
    if name.trim().is_empty() {
        return Err(refuse(crate::text!("load-lesson-empty-path")));
    }
    if relative.is_absolute() || relative.has_root() {
        return Err(refuse(crate::text!("load-lesson-absolute")));
    }
    if relative
        .components()
        .any(|c| matches!(c, std::path::Component::ParentDir))
    {
        return Err(refuse(crate::text!("load-lesson-parent")));
    }
    let (full, found) = beside(course, relative);
    let Some((real, home)) = found else {
        return Ok(full);
    };
    if real.starts_with(home) {
        Ok(full)
    } else {
        Err(refuse(crate::text!("load-lesson-outside")))
    }
}

/// Whether a file is a course by its name: it ends in `.course.ron` (by its text:
/// [`crate::versioned::looks_like_course`]).
pub fn is_course_file(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.to_ascii_lowercase().ends_with(COURSE_EXTENSION))
}

/// Checks the sizes of a course: its sections, the lessons it names and the length of their
/// paths, and its texts. (The bytes a course makes toyforge read, [`MAX_COURSE_BYTES`], are counted
/// as its lessons are read.)
fn check_sizes(course: &Course) -> Result<(), Text> {
    if course.sections.len() > MAX_SECTIONS {
        return Err(crate::text!(
            "limit-sections",
            n = course.sections.len(),
            most = MAX_SECTIONS
        ));
    }
    let count = course.lesson_count();
    if count > MAX_COURSE_LESSONS {
        return Err(crate::text!(
            "limit-course-lessons",
            n = count,
            most = MAX_COURSE_LESSONS
        ));
    }
    check_texts(course)?;
    for (i, s) in course.sections.iter().enumerate() {
        if let Some(long) = s
            .lessons
            .iter()
            .find(|l| l.chars().nth(MAX_NAME_CHARS).is_some())
        {
            let short: String = long.chars().take(40).collect();
            return Err(crate::text!(
                "limit-lesson-path",
                n = i + 1,
                path = short,
                most = MAX_NAME_CHARS
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::versioned::looks_like_course;
    use proptest::prelude::*;
    use std::fs;

    const COURSE: &str = r#"// A course for the tests.
Course(
    version: 1,
    title: "Two lessons",
    author: "Tester",
    language: "en",
    summary: "A short course.",
    sections: [
        (title: "First", lessons: ["one.ron"]),
        (title: "Second", lessons: ["sub/two.ron"]),
    ],
)
"#;

    fn lesson(title: &str) -> String {
        format!(
            "(format: 1, title: \"{title}\", map: \"../maps/grid.ron\", position: (to_move: red, \
             stacks: {{}}, red: (rack: [roxy]), first_game: true))"
        )
    }

    /// A folder with `course.course.ron`, two lessons (one in a subfolder) and a map library.
    fn folder() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures");
        fs::create_dir_all(dir.path().join("lessons/sub")).unwrap();
        fs::create_dir(dir.path().join("maps")).unwrap();
        fs::copy(
            root.join("engine-grid.ron"),
            dir.path().join("maps/grid.ron"),
        )
        .unwrap();
        fs::write(dir.path().join("lessons/one.ron"), lesson("One")).unwrap();
        let two = lesson("Two").replace("../maps", "../../maps");
        fs::write(dir.path().join("lessons/sub/two.ron"), two).unwrap();
        fs::write(dir.path().join("lessons/c.course.ron"), COURSE).unwrap();
        dir
    }

    /// `lessons/c.course.ron` rewritten to name `names` in one section.
    fn naming(dir: &Path, names: &[&str]) -> PathBuf {
        let list: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
        let text = format!(
            "Course(version: 1, title: \"T\", sections: [(title: \"S\", lessons: [{}])])",
            list.join(", ")
        );
        let p = dir.join("lessons/c.course.ron");
        fs::write(&p, text).unwrap();
        p
    }

    #[test]
    fn one_lesson_named_twice_through_another_spelling_is_refused() {
        let dir = folder();
        let mut twins = vec!["./one.ron", "sub/../one.ron", "sub//two.ron"];
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("one.ron", dir.path().join("lessons/link.ron")).unwrap();
            twins.push("link.ron");
        }
        for twin in twins {
            let first = if twin.contains("two") {
                "sub/two.ron"
            } else {
                "one.ron"
            };
            let c = naming(dir.path(), &[first, twin]);
            let e = match Course::load(&c) {
                Err(e) => e,
                // `..` is refused before the comparison.
                Ok(_) => panic!("{twin}: loaded"),
            };
            let text = e.to_string();
            assert!(
                text.contains(&format!("\"{twin}\"")),
                "names the second: {text}"
            );
            // `./` is caught as the course is read, `..` refused as it leaves the folder; a
            // doubled slash or a link only once the paths are resolved.
            if twin == "sub//two.ron" || twin == "link.ron" {
                assert_eq!(e.lesson().map(|l| l.name.as_str()), Some(twin), "{text}");
                assert!(text.contains("same lesson file as"), "{text}");
                assert!(
                    text.contains(&format!("\"{first}\"")),
                    "names the first: {text}"
                );
            }
        }
        assert!(Course::load(&naming(dir.path(), &["one.ron", "sub/two.ron"])).is_ok());
    }

    #[test]
    fn a_course_reads_no_more_than_its_byte_budget() {
        let dir = folder();
        let c = naming(dir.path(), &["one.ron", "sub/two.ron"]);
        let each = |p: &str| fs::metadata(dir.path().join(p)).unwrap().len();
        let both =
            each("lessons/one.ron") + each("lessons/sub/two.ron") + 2 * each("maps/grid.ron");
        assert!(Course::load_within(&c, both).is_ok());
        let e = Course::load_within(&c, both - 1).unwrap_err();
        assert!(matches!(e.load_error(), LoadError::TooLarge { .. }), "{e}");
        let text = e.to_string();
        assert!(
            text.contains("sub/two.ron") && text.contains(&format!("at most {}", both - 1)),
            "{text}"
        );
        assert_eq!(MAX_COURSE_BYTES, 64 * 1024 * 1024);
    }

    #[test]
    fn a_course_parses_with_its_sections_in_order() {
        let c = Course::from_ron(COURSE, "c.course.ron").unwrap();
        // Written in format 1 (`version: 1`), read as today's format.
        assert_eq!(c.format, COURSE_FORMAT);
        assert_eq!(c.title, "Two lessons");
        assert_eq!(c.language, "en");
        assert_eq!(c.sections.len(), 2);
        let names: Vec<String> = c.lessons().map(|r| r.name).collect();
        assert_eq!(names, ["one.ron", "sub/two.ron"]);
        assert_eq!(c.lesson_count(), 2);
    }

    #[test]
    fn a_course_round_trips_through_its_text() {
        let c = Course::from_ron(COURSE, "c").unwrap();
        let text = c.to_ron();
        assert!(text.contains("Course("), "{text}");
        assert_eq!(Course::from_ron(&text, "c").unwrap(), c);
    }

    #[test]
    fn the_struct_name_may_be_left_out() {
        let text = COURSE.replace("Course(", "(");
        assert_eq!(Course::from_ron(&text, "c").unwrap().title, "Two lessons");
    }

    #[test]
    fn loading_resolves_every_lesson_relative_to_the_course_in_order() {
        let dir = folder();
        let path = dir.path().join("lessons/c.course.ron");
        let loaded = Course::load(&path).unwrap();
        let titles: Vec<&str> = loaded
            .lessons
            .iter()
            .map(|l| l.lesson.scenario.title.as_str())
            .collect();
        assert_eq!(titles, ["One", "Two"]);
        assert_eq!(
            loaded.lessons[1].path,
            dir.path().join("lessons/sub/two.ron")
        );
        assert_eq!(loaded.lessons[1].at.section, 1);
        assert_eq!(loaded.lessons[1].at.section_title, "Second");
        assert_eq!(loaded.lessons[0].lesson.map.name, "Engine grid");
    }

    #[test]
    fn a_missing_lesson_names_the_course_section_lesson_and_path_tried() {
        let dir = folder();
        fs::remove_file(dir.path().join("lessons/sub/two.ron")).unwrap();
        let path = dir.path().join("lessons/c.course.ron");
        let e = Course::load(&path).unwrap_err();
        let at = e.lesson().expect("a lesson error");
        assert_eq!((at.section, at.index), (1, 0));
        let msg = e.to_string();
        assert!(msg.starts_with(&path.display().to_string()), "{msg}");
        assert!(
            msg.contains("section 2 \"Second\", lesson 1 \"sub/two.ron\""),
            "{msg}"
        );
        assert!(msg.contains("cannot read the file"), "{msg}");
        assert!(msg.contains("two.ron"), "{msg}");
    }

    #[test]
    fn a_lesson_with_a_syntax_error_gives_its_own_line_and_column() {
        let dir = folder();
        fs::write(
            dir.path().join("lessons/one.ron"),
            "(format: 1,\n  title: 3,\n)",
        )
        .unwrap();
        let e = Course::load(&dir.path().join("lessons/c.course.ron")).unwrap_err();
        assert_eq!(e.lesson().unwrap().name, "one.ron");
        assert_eq!(e.load_error().position().map(|p| p.0), Some(2));
        assert!(e.to_string().contains("one.ron:2:"), "{e}");
    }

    #[test]
    fn a_syntax_error_in_the_course_gives_file_line_and_column() {
        let text = COURSE.replace("(title: \"Second\"", "(titel: \"Second\"");
        let e = Course::from_ron(&text, "c.course.ron").unwrap_err();
        let (line, column) = e.position().expect("a position");
        assert_eq!(line, 10);
        assert!(column > 1);
        assert!(e.to_string().starts_with("c.course.ron:10:"), "{e}");
        let cut = COURSE.trim_end().strip_suffix(')').unwrap();
        let e = Course::from_ron(cut, "c").unwrap_err();
        assert!(e.to_string().contains("cut short"), "{e}");
    }

    #[test]
    fn a_newer_version_is_refused_as_too_new() {
        let text = COURSE.replace("version: 1", "version: 7");
        let e = Course::from_ron(&text, "c").unwrap_err();
        assert!(matches!(e, LoadError::TooNew { found: 7, .. }), "{e}");
        let e = Course::from_ron(&COURSE.replace("version: 1", "version: 0"), "c").unwrap_err();
        assert!(e.to_string().contains("`version` must be 1 or more"), "{e}");
    }

    #[test]
    fn the_version_field_is_format_and_a_newer_one_is_refused_with_its_place() {
        let today = COURSE.replace("version: 1", &format!("format: {COURSE_FORMAT}"));
        assert_eq!(
            Course::from_ron(&today, "c").unwrap(),
            Course::from_ron(COURSE, "c").unwrap()
        );
        let newer = COURSE.replace("version: 1", "format: 3");
        let e = Course::from_ron(&newer, "new.course.ron").unwrap_err();
        assert!(
            e.to_string().starts_with(
                "new.course.ron:3:13: this course was written by a newer toyforge (format 3;"
            ),
            "{e}"
        );
        assert_eq!(e.position(), Some((3, 13)));
        let e = Course::from_ron(&COURSE.replace("version: 1", "format: 0"), "c").unwrap_err();
        assert!(e.to_string().contains("`format` must be 1 or more"), "{e}");
        // Both names at once is one field given twice.
        let both = COURSE.replace("version: 1", "version: 1, format: 2");
        assert!(Course::from_ron(&both, "c").is_err());
    }

    #[test]
    fn a_course_is_written_with_format() {
        let c = Course::from_ron(COURSE, "c").unwrap();
        let text = c.to_ron();
        assert!(
            text.contains(&format!("format: {COURSE_FORMAT},")),
            "{text}"
        );
        assert!(!text.contains("version"), "{text}");
        assert_eq!(Course::from_ron(&text, "c").unwrap(), c);
    }

    #[test]
    fn empty_courses_sections_and_twice_named_lessons_are_refused() {
        let none = "Course(version: 1, title: \"T\", sections: [])";
        assert!(
            Course::from_ron(none, "c")
                .unwrap_err()
                .to_string()
                .contains("no sections")
        );
        let empty = "Course(version: 1, title: \"T\", sections: [(title: \"A\", lessons: [])])";
        let e = Course::from_ron(empty, "c").unwrap_err();
        assert!(
            e.to_string().contains("section 1 \"A\" has no lessons"),
            "{e}"
        );
        let twice = "Course(version: 1, title: \"T\", sections: [(title: \"A\", \
                     lessons: [\"a.ron\"]), (title: \"B\", lessons: [\"./a.ron\"])])";
        let e = Course::from_ron(twice, "c").unwrap_err();
        assert!(e.to_string().contains("section 2 \"B\", lesson 1"), "{e}");
        let untitled =
            "Course(version: 1, title: \" \", sections: [(title: \"A\", lessons: [\"a.ron\"])])";
        assert!(
            Course::from_ron(untitled, "c")
                .unwrap_err()
                .to_string()
                .contains("no title")
        );
    }

    #[test]
    fn too_many_lessons_are_refused_before_any_is_read() {
        let names: Vec<String> = (0..=MAX_COURSE_LESSONS)
            .map(|i| format!("\"l{i}.ron\""))
            .collect();
        let text = format!(
            "Course(version: 1, title: \"T\", sections: [(title: \"A\", lessons: [{}])])",
            names.join(",")
        );
        let e = Course::from_ron(&text, "c").unwrap_err();
        assert!(e.to_string().contains("at most 1000"), "{e}");
    }

    #[test]
    fn lessons_outside_the_course_folder_are_refused() {
        let dir = folder();
        let course = dir.path().join("lessons/c.course.ron");
        for name in [
            "../maps/grid.ron",
            "/etc/passwd",
            "sub/../../maps/grid.ron",
            "",
        ] {
            let e = resolve_lesson(&course, name).unwrap_err();
            assert!(matches!(e, LoadError::Refused { .. }), "{name}: {e}");
            assert!(e.to_string().contains(&course.display().to_string()), "{e}");
        }
        assert!(resolve_lesson(&course, "sub/two.ron").is_ok());
    }

    #[cfg(unix)]
    #[test]
    fn a_link_out_of_the_course_folder_is_refused() {
        let dir = folder();
        std::os::unix::fs::symlink(
            dir.path().join("maps/grid.ron"),
            dir.path().join("lessons/link.ron"),
        )
        .unwrap();
        let e = resolve_lesson(&dir.path().join("lessons/c.course.ron"), "link.ron").unwrap_err();
        assert!(e.to_string().contains("through a link"), "{e}");
    }

    #[test]
    fn a_course_file_is_told_apart_by_name_and_by_text() {
        assert!(is_course_file(Path::new("scenarios/castle.course.ron")));
        assert!(is_course_file(Path::new("A.COURSE.RON")));
        assert!(!is_course_file(Path::new("castle-1.ron")));
        assert!(looks_like_course(COURSE));
        assert!(!looks_like_course(&lesson("x")));
        assert!(!looks_like_course("(format: 1, name: \"m\", bases: [])"));
    }

    #[test]
    fn a_file_that_is_not_a_course_is_refused_without_quoting_it() {
        let e = Course::from_ron("root:x:0:0:secret", "passwd").unwrap_err();
        assert!(!e.to_string().contains("secret"), "{e}");
        assert!(e.to_string().contains("not a toyforge course file"), "{e}");
    }

    /// Tokens that break RON the way people and tools do.
    const TOKENS: &[&str] = &[
        "(",
        ")",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "Course(",
        "version: 2",
        "format: 3",
        "sections",
        "lessons",
        "title",
        "\n",
        "//",
        "/*",
        "城堡",
        "\u{feff}",
        "..",
        "/",
        "0",
        "-1",
        "4294967296",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 600, failure_persistence: None,
            ..ProptestConfig::default() })]

        /// Mutated course text never panics, and every syntax error is placed inside the text.
        #[test]
        fn mutated_courses_never_panic_and_locate_their_errors(
            edits in proptest::collection::vec(
                (0..COURSE.len(), 0..8usize, proptest::sample::select(TOKENS)), 1..4),
        ) {
            let mut text = COURSE.to_string();
            for (at, cut, token) in edits {
                let mut at = at.min(text.len());
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                let mut end = (at + cut).min(text.len());
                while !text.is_char_boundary(end) {
                    end += 1;
                }
                text.replace_range(at..end, token);
            }
            match Course::from_ron(&text, "fuzz.course.ron") {
                Ok(c) => prop_assert!(c.lesson_count() >= 1),
                Err(e) => {
                    let msg = e.to_string();
                    prop_assert!(msg.starts_with("fuzz.course.ron"), "{}", msg);
                    if let Some((line, column)) = e.position() {
                        let lines: Vec<&str> = text.split('\n').collect();
                        prop_assert!(line >= 1 && line <= lines.len(), "{}", msg);
                        prop_assert!(column >= 1 && column <= lines[line - 1].chars().count() + 1,
                            "{}", msg);
                    }
                }
            }
        }

        /// Any text at all: no panic, and a message that names the file.
        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
            if let Err(e) = Course::from_ron(&text, "any") {
                prop_assert!(e.to_string().starts_with("any"));
            }
        }
    }
}
