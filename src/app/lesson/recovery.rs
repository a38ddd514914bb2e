//! Crash recovery for the lesson being written: while it has unsaved changes, the workspace
//! writes it every few seconds to a recovery file beside the editor's preferences; a clean save
//! or a deliberate discard removes the file. If toyforge stops without either, the next start
//! offers the lesson back.

use super::LessonDoc;
use crate::app::files::{AUTOSAVE_SECS, describe_age};
use crate::map::{LoadError, Map, save_atomic, to_pretty_ron_depth};
use crate::scenario::{MapSource, Scenario};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What the recovery file holds: the scenario, its map named by an absolute path (or embedded),
/// and the file it was read from or last saved to.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    #[serde(default)]
    source: Option<PathBuf>,
    scenario: Scenario,
}

/// Work left by a crash, offered back.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub scenario: Scenario,
    /// The scenario file it belonged to; `None` for a lesson never saved.
    pub source: Option<PathBuf>,
    /// When it was written, in words.
    pub age: String,
}

impl Offer {
    /// The document to carry on with: its changes still unsaved, to be saved where it came from.
    pub fn to_doc(&self) -> Result<LessonDoc, LoadError> {
        let (map, map_path) = match &self.scenario.map {
            MapSource::Embedded(m) => ((**m).clone(), None),
            MapSource::Path(p) => {
                let p = PathBuf::from(p);
                (Map::load(&p)?, Some(p))
            }
        };
        let mut doc = LessonDoc::new(map, map_path);
        doc.scenario = self.scenario.clone();
        doc.committed = self.scenario.clone();
        doc.path = self.source.clone();
        doc.rev += 1;
        doc.refresh();
        Ok(doc)
    }
}

/// The recovery file of the lesson workspace.
#[derive(Default)]
pub struct Recovery {
    /// Where the file goes; `None` turns recovery off (tests, benchmarks).
    pub path: Option<PathBuf>,
    /// The document revision last written.
    written: Option<(u64, Option<PathBuf>)>,
    last: Option<Instant>,
    /// Work found at start-up, waiting for the person's answer.
    pub offer: Option<Offer>,
}

impl Recovery {
    /// Writes `doc` if it has unsaved changes not yet written, at most every few seconds.
    pub fn autosave(&mut self, doc: &LessonDoc) {
        let Some(path) = &self.path else { return };
        let key = (doc.rev(), doc.path().map(Path::to_path_buf));
        if !doc.is_dirty() || self.written.as_ref() == Some(&key) {
            return;
        }
        if self
            .last
            .is_some_and(|t| t.elapsed().as_secs() < AUTOSAVE_SECS)
        {
            return;
        }
        self.last = Some(Instant::now());
        let mut scenario = doc.scenario().clone();
        scenario.map = match doc.map_path() {
            Some(p) => {
                let abs = std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
                MapSource::Path(abs.display().to_string())
            }
            None => MapSource::Embedded(Box::new(doc.map().clone())),
        };
        let saved = Saved {
            source: doc
                .path()
                .map(|p| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())),
            scenario,
        };
        let text = format!(
            "// toyforge: a lesson with unsaved changes, kept in case of a crash.\n{}\n",
            to_pretty_ron_depth(&saved, 3)
        );
        if save_atomic(path, text.as_bytes()).is_ok() {
            self.written = Some(key);
        }
    }

    /// Forgets the recovery file (after a save, or when changes are discarded on purpose).
    pub fn clear(&mut self) {
        if let Some(path) = &self.path {
            let _ = std::fs::remove_file(path);
            let _ = std::fs::remove_file(crate::map::backup_path(path));
        }
        self.written = None;
    }

    /// Looks for a lesson left by a crash; a file that cannot be read is dropped.
    pub fn check(&mut self) {
        let Some(path) = &self.path else { return };
        let Ok(text) = std::fs::read_to_string(path) else {
            return;
        };
        let Ok(saved) = ron::Options::default().from_str::<Saved>(&text) else {
            let _ = std::fs::remove_file(path);
            return;
        };
        let age = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .map(|d| describe_age(d.as_secs()))
            .unwrap_or_else(|| "an earlier session".into());
        self.offer = Some(Offer {
            scenario: saved.scenario,
            source: saved.source,
            age,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_with_unsaved_changes_is_written_and_offered_back() {
        let dir = tempfile::tempdir().unwrap();
        let maps = dir.path().join("maps");
        std::fs::create_dir_all(&maps).unwrap();
        let map_path = maps.join("castle.ron");
        crate::app::bundled_map().save(&map_path).unwrap();
        let mut doc = LessonDoc::new(Map::load(&map_path).unwrap(), Some(map_path));
        let source = dir.path().join("lesson.ron");
        doc.save(&source).unwrap();
        doc.scenario_mut().title = "Not saved yet".into();
        doc.commit();

        let mut r = Recovery {
            path: Some(dir.path().join("lesson-recovery.ron")),
            ..Recovery::default()
        };
        r.autosave(&doc);
        let mut again = Recovery {
            path: r.path.clone(),
            ..Recovery::default()
        };
        again.check();
        let offer = again.offer.clone().expect("the lesson is offered back");
        assert_eq!(offer.source.as_deref(), Some(source.as_path()));
        let back = offer.to_doc().unwrap();
        assert_eq!(back.scenario().title, "Not saved yet");
        assert!(back.is_dirty(), "recovered changes are still unsaved");
        assert_eq!(back.path(), Some(source.as_path()));
        assert!(back.start().is_ok());

        // Cleared after a save: nothing is offered any more.
        r.clear();
        let mut none = Recovery {
            path: r.path.clone(),
            ..Recovery::default()
        };
        none.check();
        assert!(none.offer.is_none());
    }

    #[test]
    fn a_saved_lesson_writes_no_recovery_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut doc = LessonDoc::new(crate::app::bundled_map(), None);
        doc.save(&dir.path().join("a.ron")).unwrap();
        let mut r = Recovery {
            path: Some(dir.path().join("lesson-recovery.ron")),
            ..Recovery::default()
        };
        r.autosave(&doc);
        assert!(!dir.path().join("lesson-recovery.ron").exists());
    }

    #[test]
    fn an_unreadable_recovery_file_is_dropped_quietly() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lesson-recovery.ron");
        std::fs::write(&path, "(source: None, scenario: (").unwrap();
        let mut r = Recovery {
            path: Some(path.clone()),
            ..Recovery::default()
        };
        r.check();
        assert!(r.offer.is_none());
        assert!(!path.exists());
    }
}
