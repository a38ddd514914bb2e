//! The published course's table of contents, `course.json`: what `toyforge publish` writes
//! beside the lessons and what the web player (`toyforge-web`) reads first. The lessons
//! themselves are scenario files (RON) with their maps written in place, one file each.

use crate::scenario::{CourseLesson, LoadedCourse, MapSource};
use serde::{Deserialize, Serialize};

/// The version of `course.json` this build writes and reads.
pub const MANIFEST_FORMAT: u32 = 1;

/// The file name of the manifest in a published site.
pub const MANIFEST_FILE: &str = "course.json";

/// A published course.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub format: u32,
    pub title: String,
    #[serde(default)]
    pub author: String,
    /// The course's language tag (`en`, `zh`); each lesson may name its own.
    #[serde(default)]
    pub language: String,
    #[serde(default)]
    pub summary: String,
    pub sections: Vec<ManifestSection>,
    /// Font files (relative to the site) the player adds before it draws any text, for the
    /// characters egui's own fonts lack.
    #[serde(default)]
    pub fonts: Vec<String>,
    /// Names the course's contents: progress saved for another version of the course is
    /// dropped (a changed lesson may have other steps).
    pub key: String,
}

/// A section of the course: a title and its lessons in order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ManifestSection {
    #[serde(default)]
    pub title: String,
    pub lessons: Vec<LessonEntry>,
}

/// One lesson of the table of contents.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LessonEntry {
    pub title: String,
    /// The lesson file, relative to the site.
    pub file: String,
    #[serde(default)]
    pub language: String,
    pub steps: usize,
}

impl Manifest {
    /// The lessons of every section, in course order.
    pub fn lessons(&self) -> impl Iterator<Item = &LessonEntry> {
        self.sections.iter().flat_map(|s| s.lessons.iter())
    }

    /// Reads `course.json`, refusing a manifest of another format.
    pub fn from_json(text: &str) -> Result<Manifest, String> {
        let m: Manifest =
            serde_json::from_str(text).map_err(|e| format!("{MANIFEST_FILE}: {e}"))?;
        if m.format != MANIFEST_FORMAT {
            return Err(format!(
                "{MANIFEST_FILE}: format {} (this player reads format {MANIFEST_FORMAT}); publish the course again",
                m.format
            ));
        }
        Ok(m)
    }
}

/// A course as a site carries it: the manifest (without fonts) and each lesson's file.
pub struct Published {
    pub manifest: Manifest,
    /// (file name relative to the site, text) of each lesson, in course order.
    pub lessons: Vec<(String, String)>,
}

impl Published {
    /// The manifest and lesson files of a loaded course. The manifest's key follows every text.
    pub fn of_course(loaded: &LoadedCourse) -> Published {
        let c = &loaded.course;
        let mut manifest = Manifest {
            format: MANIFEST_FORMAT,
            title: c.title.clone(),
            author: c.author.clone(),
            language: c.language.clone(),
            summary: c.summary.clone(),
            sections: c
                .sections
                .iter()
                .map(|s| ManifestSection {
                    title: s.title.clone(),
                    lessons: Vec::new(),
                })
                .collect(),
            ..Manifest::default()
        };
        let mut lessons = Vec::new();
        for (i, l) in loaded.lessons.iter().enumerate() {
            let sc = &l.lesson.scenario;
            let language = if sc.language.is_empty() {
                &c.language
            } else {
                &sc.language
            };
            let (file, text) = lesson_file(i, l, language);
            if let Some(s) = manifest.sections.get_mut(l.at.section) {
                s.lessons.push(LessonEntry {
                    title: sc.title.clone(),
                    file: file.clone(),
                    language: sc.language.clone(),
                    steps: sc.steps.len(),
                });
            }
            lessons.push((file, text));
        }
        manifest.key = content_key(Published::texts(&manifest, &lessons));
        Published { manifest, lessons }
    }

    /// Every text of the course a learner may see: titles, summary, the lessons.
    pub fn texts<'a>(manifest: &'a Manifest, lessons: &'a [(String, String)]) -> Vec<&'a str> {
        let mut texts: Vec<&str> = vec![&manifest.title, &manifest.author, &manifest.summary];
        texts.extend(manifest.sections.iter().map(|s| s.title.as_str()));
        texts.extend(lessons.iter().map(|(_, t)| t.as_str()));
        texts
    }
}

/// A lesson as the site carries it: its scenario with the map written in place, under a name
/// that keeps the course's order (and only safe characters). The map keeps the place names of
/// the lesson's language only: the learner reads no other, and the site's font is cut to the
/// characters the course shows.
fn lesson_file(i: usize, l: &CourseLesson, language: &str) -> (String, String) {
    let stem = l
        .path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let safe: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let mut scenario = l.lesson.scenario.clone();
    let mut map = l.lesson.map.clone();
    let primary = |tag: &str| {
        tag.split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase()
    };
    let lang = primary(language);
    map.names
        .retain(|tag, _| !lang.is_empty() && primary(tag) == lang);
    scenario.map = MapSource::Embedded(Box::new(map));
    (
        format!("lessons/{:02}-{safe}.ron", i + 1),
        scenario.to_ron(),
    )
}

/// A stable 64-bit FNV-1a hash, as hex: the manifest's `key` from the lessons' texts.
pub fn content_key<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain([0xff]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manifest_round_trips_through_json() {
        let m = Manifest {
            format: MANIFEST_FORMAT,
            title: "Castle".into(),
            sections: vec![ManifestSection {
                title: "First".into(),
                lessons: vec![LessonEntry {
                    title: "One".into(),
                    file: "lessons/01.ron".into(),
                    language: "en".into(),
                    steps: 3,
                }],
            }],
            key: content_key(["a"]),
            ..Manifest::default()
        };
        let text = serde_json::to_string(&m).unwrap();
        assert_eq!(Manifest::from_json(&text).unwrap(), m);
        assert_eq!(m.lessons().count(), 1);
    }

    #[test]
    fn another_format_is_refused_with_the_file_named() {
        let e =
            Manifest::from_json(r#"{"format":9,"title":"x","sections":[],"key":"k"}"#).unwrap_err();
        assert!(e.contains("course.json") && e.contains("format 9"), "{e}");
        let e = Manifest::from_json("{").unwrap_err();
        assert!(e.starts_with("course.json:"), "{e}");
    }

    #[test]
    fn the_key_follows_the_contents() {
        assert_eq!(content_key(["a", "b"]), content_key(["a", "b"]));
        assert_ne!(content_key(["a", "b"]), content_key(["ab"]));
        assert_ne!(content_key(["a"]), content_key(["b"]));
    }
}
