//! The app's side of crash recovery: one store per running instance, one recovery file per
//! open document (the map, the lesson), written by one writer after each frame.

use super::EditorApp;
use super::document::DocKind;
use super::document::lesson::LessonKind;
use super::document::recovery::{
    AutoSave, RecoveryStore, Snapshot, Wrote, read_limited, write_recovery_file,
};
use super::lesson::LessonDoc;
use super::map::edit::MapKind;
use crate::app::i18n::lang;
use crate::map::Map;
use std::path::{Path, PathBuf};
use std::time::Duration;
use toyforge_core::tr;

/// The recovery store of the instance and the writer of each open document.
#[derive(Default)]
pub struct AutoSaves {
    /// `None` turns recovery off (tests and benchmarks that do not ask for it).
    pub store: Option<RecoveryStore>,
    pub map: AutoSave,
    pub lesson: AutoSave,
}

impl EditorApp {
    /// An editor on the bundled map with crash recovery in `dir`: offers what an ended
    /// instance left there, and writes its own documents there. The form used by tests that
    /// restart the app; the window uses [`EditorApp::with_storage`].
    pub fn with_recovery_dir(dir: &Path) -> EditorApp {
        let mut app = EditorApp::new(super::bundled_map(), None);
        app.start_recovery(dir);
        app
    }

    /// Opens the recovery store in `dir`, offers back the documents of ended instances and
    /// reports (and keeps aside) the files that cannot be read.
    pub(super) fn start_recovery(&mut self, dir: &Path) {
        let store = match RecoveryStore::open(dir) {
            Ok(s) => s,
            Err(e) => {
                self.say(tr!(
                    lang(),
                    "status-recovery-off",
                    path = dir.display().to_string(),
                    error = e.to_string()
                ));
                return;
            }
        };
        let (found, unreadable) = store.scan();
        self.autosave.map = AutoSave::new(&store, MapKind::NAME);
        self.autosave.lesson = AutoSave::new(&store, LessonKind::NAME);
        self.autosave.store = Some(store);
        self.files.recovery = found;
        if !unreadable.is_empty() {
            let list = unreadable
                .iter()
                .map(|u| format!("{} {}", u.kept_at.display(), u.reason))
                .collect::<Vec<_>>()
                .join("\n");
            self.files.show_error(
                tr!(lang(), "error-recovery-unreadable"),
                tr!(lang(), "error-recovery-unreadable-body", files = list),
            );
        }
    }

    /// How long a change waits before its recovery file is written.
    pub fn set_autosave_delay(&mut self, delay: Duration) {
        if let Some(store) = &mut self.autosave.store {
            store.delay = delay;
        }
    }

    /// The recovery files this instance writes (map, lesson), when recovery is on.
    pub fn recovery_files(&self) -> Vec<&Path> {
        [&self.autosave.map, &self.autosave.lesson]
            .into_iter()
            .filter_map(AutoSave::file)
            .collect()
    }

    /// Writes the recovery file of each document whose change has waited long enough, and
    /// asks for a frame when the next one is due. Failures are reported.
    pub(super) fn autosave(&mut self, ctx: &egui::Context) {
        let Some(delay) = self.autosave.store.as_ref().map(|s| s.delay) else {
            return;
        };
        if self.closing {
            return;
        }
        let map = self.map.doc.map();
        let source = self.map.doc.path.clone();
        let wrote = self.autosave.map.poll(
            self.map.doc.rev(),
            self.map.doc.is_dirty() && !self.discarded_map,
            delay,
            || Snapshot {
                body: map.to_ron(),
                source,
                title: map.name.clone(),
            },
        );
        if let Wrote::Failed(e) = wrote {
            self.say(e);
        }
        let wrote = match self.lesson.doc() {
            Some(doc) => self
                .autosave
                .lesson
                .poll(doc.rev(), doc.is_dirty(), delay, || Snapshot {
                    body: doc.recovery_body(),
                    source: doc.path().map(Path::to_path_buf),
                    title: doc.scenario().title.clone(),
                }),
            None => self
                .autosave
                .lesson
                .poll(0, false, delay, || unreachable!()),
        };
        if let Wrote::Failed(e) = wrote {
            self.lesson.say(e.clone(), true);
            self.say(e);
        }
        let next = [&self.autosave.map, &self.autosave.lesson]
            .into_iter()
            .filter_map(|a| a.due_in(delay))
            .min();
        if let Some(d) = next {
            ctx.request_repaint_after(d + Duration::from_millis(20));
        }
    }
}

/// Adopts the recovery files of earlier toyforge versions, kept beside the preferences in
/// `storage` (one shared `recovery.ron` for the map, `lesson-recovery.ron` for the lesson):
/// each becomes an ended instance's file in the store folder `store`, so the scan offers it
/// back, or sets it aside and reports it when it cannot be read.
pub fn adopt_legacy(storage: &Path, store: &Path) {
    let map = storage.join("recovery.ron");
    if map.exists() {
        let note = storage.join("recovery.source");
        let source = std::fs::read_to_string(&note)
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .map(PathBuf::from);
        let convert = |text: &str| {
            Map::from_ron(text, "recovery.ron")
                .map(|m| Snapshot {
                    body: text.to_string(),
                    source,
                    title: m.name,
                })
                .map_err(|e| e.to_string())
        };
        let to = store.join(format!("{}-legacy.recovery", MapKind::NAME));
        if adopt(&map, &to, MapKind::NAME, convert) {
            let _ = std::fs::remove_file(note);
        }
    }
    let lesson = storage.join("lesson-recovery.ron");
    if lesson.exists() {
        let to = store.join(format!("{}-legacy.recovery", LessonKind::NAME));
        adopt(&lesson, &to, LessonKind::NAME, LessonDoc::legacy_recovery);
    }
}

/// Moves the old file `from` into the store as `to`, converted; a file that cannot be
/// converted is moved as it is (the scan then keeps it aside and says so). Returns whether
/// `from` is gone.
fn adopt(
    from: &Path,
    to: &Path,
    kind: &str,
    convert: impl FnOnce(&str) -> Result<Snapshot, String>,
) -> bool {
    if to.exists() || std::fs::create_dir_all(to.parent().unwrap_or(Path::new("."))).is_err() {
        return false;
    }
    match read_limited(from).and_then(|t| convert(&t)) {
        Ok(doc) => write_recovery_file(to, kind, doc).is_ok() && std::fs::remove_file(from).is_ok(),
        Err(_) => std::fs::rename(from, to).is_ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recovery_files_of_earlier_versions_are_offered_back() {
        let storage = tempfile::tempdir().unwrap();
        let map = crate::app::bundled_map();
        std::fs::write(storage.path().join("recovery.ron"), map.to_ron()).unwrap();
        std::fs::write(storage.path().join("recovery.source"), "/maps/castle.ron\n").unwrap();
        let lesson = LessonDoc::new(map.clone(), None);
        let old = format!(
            "// an old lesson recovery file\n(source: Some(\"/l/one.ron\"), scenario: {})",
            ron::to_string(lesson.scenario()).unwrap()
        );
        std::fs::write(storage.path().join("lesson-recovery.ron"), old).unwrap();
        let dir = storage.path().join("recovery");
        adopt_legacy(storage.path(), &dir);
        assert!(!storage.path().join("recovery.ron").exists());
        assert!(!storage.path().join("lesson-recovery.ron").exists());

        let store = RecoveryStore::open(&dir).unwrap();
        let (found, bad) = store.scan();
        assert!(bad.is_empty(), "{bad:?}");
        assert_eq!(found.len(), 2);
        let m = found.iter().find(|f| f.kind == "map").unwrap();
        assert_eq!(Map::from_ron(&m.body, "x").unwrap(), map);
        assert_eq!(m.source.as_deref(), Some(Path::new("/maps/castle.ron")));
        let l = found.iter().find(|f| f.kind == "lesson").unwrap();
        let back = LessonDoc::from_recovery(&l.body, l.source.clone()).unwrap();
        assert_eq!(back.scenario().title, lesson.scenario().title);
        assert_eq!(l.title, lesson.scenario().title);
        assert_eq!(m.title, map.name);
        assert_eq!(back.path(), Some(Path::new("/l/one.ron")));
    }

    #[test]
    fn a_damaged_file_of_an_earlier_version_is_kept_and_reported() {
        let storage = tempfile::tempdir().unwrap();
        std::fs::write(storage.path().join("lesson-recovery.ron"), "(scenario: (").unwrap();
        let dir = storage.path().join("recovery");
        adopt_legacy(storage.path(), &dir);
        let store = RecoveryStore::open(&dir).unwrap();
        let (found, bad) = store.scan();
        assert!(found.is_empty());
        assert_eq!(bad.len(), 1);
        assert_eq!(
            std::fs::read_to_string(&bad[0].kept_at).unwrap(),
            "(scenario: ("
        );
    }
}
