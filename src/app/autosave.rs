//! The app's side of crash recovery: one store per running instance, one recovery file per
//! open document (the map, the lesson), written by one writer after each frame.

use super::EditorApp;
use super::document::recovery::{AutoSave, RecoveryStore, Wrote};
use std::path::Path;
use std::time::Duration;

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
                self.say(format!(
                    "Crash recovery is off: cannot use {}: {e}",
                    dir.display()
                ));
                return;
            }
        };
        let (found, unreadable) = store.scan();
        self.autosave.map = AutoSave::new(&store, "map");
        self.autosave.lesson = AutoSave::new(&store, "lesson");
        self.autosave.store = Some(store);
        self.files.recovery = found;
        if !unreadable.is_empty() {
            let list = unreadable
                .iter()
                .map(|u| format!("{} {}", u.kept_at.display(), u.reason))
                .collect::<Vec<_>>()
                .join("\n");
            self.files.show_error(
                "Unsaved work could not be recovered",
                format!(
                    "These recovery files cannot be read; they are kept aside, unchanged:\n{list}"
                ),
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
        let map = self.doc.map();
        let source = self.doc.path.clone();
        let wrote = self.autosave.map.poll(
            self.doc.rev(),
            self.doc.is_dirty() && !self.discarded_map,
            delay,
            || (map.to_ron(), source, "map"),
        );
        if let Wrote::Failed(e) = wrote {
            self.say(e);
        }
        let wrote = match self.lesson.doc() {
            Some(doc) => self
                .autosave
                .lesson
                .poll(doc.rev(), doc.is_dirty(), delay, || {
                    (
                        doc.recovery_body(),
                        doc.path().map(Path::to_path_buf),
                        "lesson",
                    )
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
