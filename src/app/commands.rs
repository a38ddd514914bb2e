//! The work that runs after the frame: every file read and written, every dialog, the
//! unsaved-changes question and its answers, for the map, the lesson and play mode alike.

use super::document::DocKind;
use super::document::lesson::LessonKind;
use super::document::recovery::Found;
use super::files::{self, Confirm, Doc, Guarded, Purpose};
use super::lesson::{self, LessonDoc};
use super::map::edit::Document;
use super::map::lesson_refs;
use super::{Command, EditorApp, Mode, bundled_map, is_course, is_scenario_file, play};
use crate::app::i18n::lang;
use crate::map::Map;
use egui::ViewportCommand;
use std::path::{Path, PathBuf};
use toyforge_core::tr;

impl EditorApp {
    pub(super) fn run_commands(&mut self, ctx: &egui::Context) {
        // A command may queue others (Save of an unnamed map asks where): run until none is left.
        for _ in 0..8 {
            let cmds = std::mem::take(&mut self.commands);
            if cmds.is_empty() {
                break;
            }
            // What a command opened (a question, a dialog, a document) shows in the next frame
            // without waiting for input.
            ctx.request_repaint();
            for c in cmds {
                self.run_command(ctx, c);
            }
            if let Some(g) = self.pending_proceed.take() {
                self.proceed(ctx, g);
            }
        }
    }

    fn suggested(&self, ext: &str) -> PathBuf {
        match &self.map.doc.path {
            Some(p) => p.with_extension(ext),
            None => {
                let stem = files::file_stem(&self.map.doc.map().name, "map");
                PathBuf::from(format!("{stem}.{ext}"))
            }
        }
    }

    /// Asks for a path (the system dialog when allowed, and the in-app field beside it).
    fn ask(&mut self, purpose: Purpose, suggested: Option<PathBuf>) {
        self.files.native_dialogs = self.prefs.native_dialogs;
        self.files.ask(purpose, suggested);
    }

    fn run_command(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::New => self.guard(Guarded::New),
            Command::OpenDialog => {
                let dir = self.map.folder();
                self.ask(Purpose::Open, dir);
            }
            Command::Open(path) | Command::OpenRecent(path) if is_course(&path) => {
                self.commands.push(Command::OpenCourse(path));
            }
            Command::Open(path) | Command::OpenRecent(path) if is_scenario_file(&path) => {
                // A scenario opens in the lesson workspace; the map being edited stays.
                self.mode = Mode::Lesson;
                self.guard(Guarded::OpenLesson(path));
            }
            Command::Open(path) | Command::OpenRecent(path) => {
                // Read first: a file that cannot be opened never puts the document at risk.
                match Map::load(&path) {
                    Ok(map) => self.guard(Guarded::Open(Box::new(map), path)),
                    Err(e) => self
                        .files
                        .show_error(tr!(lang(), "error-open-map"), e.message_in(lang())),
                }
            }
            Command::OpenBundled => self.guard(Guarded::Bundled),
            Command::ScanLessonRefs { old, new } => self.map.scan_lesson_refs(old, new),
            Command::UpdateLessonRefs(refs) => {
                let open = self.lesson.doc().and_then(|d| d.path());
                match lesson_refs::update_lesson_refs(&refs, open) {
                    Ok(msg) => self.say(msg),
                    Err(e) => self.files.show_error("Could not update the lessons", e),
                }
            }
            Command::Save => match self.map.doc.path.clone() {
                Some(p) => self.save_to(&p),
                None => self.commands.push(Command::SaveAsDialog),
            },
            Command::SaveAsDialog => {
                let s = self.suggested("ron");
                self.ask(Purpose::SaveAs, Some(s));
            }
            Command::SaveAs(p) => self.save_to(&p),
            Command::ExportSvgDialog => {
                let s = self.suggested("svg");
                self.ask(Purpose::ExportSvg, Some(s));
            }
            Command::ExportPngDialog => {
                let s = self.suggested("png");
                self.ask(Purpose::ExportPng, Some(s));
            }
            Command::ExportSvg(p) => self.export(&p, false),
            Command::ExportPng(p) => self.export(&p, true),
            Command::PickBackground => {
                let s = self.prefs.background.clone();
                self.ask(Purpose::Background, s);
            }
            Command::LoadBackground(p) => match self.map.background.load(&p) {
                Ok(()) => {
                    self.prefs.background = Some(p.clone());
                    self.say(tr!(
                        lang(),
                        "status-background",
                        path = p.display().to_string()
                    ));
                }
                Err(e) => self.files.show_error(tr!(lang(), "error-load-image"), e),
            },
            Command::Undo | Command::Redo if self.mode == Mode::Lesson => {
                if let Some(doc) = self.lesson.doc_mut() {
                    if cmd == Command::Undo {
                        doc.undo();
                    } else {
                        doc.redo();
                    }
                }
            }
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Quit => self.quit(ctx),
            Command::ConfirmSave => self.confirm_save(ctx),
            Command::ConfirmDiscard => self.confirm_discard(ctx),
            Command::ConfirmCancel => {
                // Quit was called off: a map whose changes were discarded on the way out is
                // still open with them, and is written for recovery again.
                self.files.confirm = None;
                self.discarded_map = false;
            }
            Command::BrowserPick(p) => self.commands.extend(self.files.pick(p)),
            Command::RecoverAccept => self.recover_accept(),
            Command::RecoverDiscard => self.recover_discard(),
            Command::Fit => self.map.fit(),
            Command::SelectAll => self.map.select_all(),
            Command::AnalysisCompareDialog => {
                let dir = self.map.folder();
                self.ask(Purpose::Compare, dir);
            }
            Command::AnalysisCompareWith(p) => self.compare_with(ctx, &p),
            other => self.run_lesson_or_play(other),
        }
    }

    /// Reads a map file and starts comparing the draft with it.
    fn compare_with(&mut self, ctx: &egui::Context, path: &Path) {
        match Map::load(path) {
            Ok(other) => {
                let draft = self.map.doc.map().clone();
                // The file's name: its folder is the one the dialog showed. The draft's own
                // file is called so, since its map has the draft's name.
                let file = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into(),
                );
                let saved = self
                    .map
                    .doc
                    .path
                    .as_deref()
                    .is_some_and(|s| same_file(s, path));
                let name = match saved {
                    true => tr!(lang(), "compare-saved-file", file = file),
                    false => file,
                };
                self.map.analysis.start_compare(other, name, &draft, ctx);
            }
            Err(e) => self
                .map
                .analysis
                .compare_failed(format!("Cannot compare: {e}")),
        }
    }

    /// The commands of the lesson workspace and play mode.
    fn run_lesson_or_play(&mut self, cmd: Command) {
        match cmd {
            Command::NewLesson(map, map_path) => self.guard(Guarded::NewLesson(map, map_path)),
            Command::OpenLesson(path) => self.guard(Guarded::OpenLesson(path)),
            Command::SaveLesson => match self.lesson.save_target() {
                Some(p) => {
                    self.save_lesson(&p);
                }
                None => self.commands.push(Command::SaveLessonDialog),
            },
            Command::SaveLessonDialog => {
                let s = self.lesson.suggested_path();
                self.ask(Purpose::SaveLesson, Some(s));
            }
            Command::SaveLessonAs(p) => {
                self.save_lesson(&p);
            }
            Command::PlayStartDialog => {
                let s = self.play.suggested_path();
                self.ask(Purpose::PlayStart, Some(s));
            }
            Command::PlayStartFrom(p) => self.play.start_from_scenario(&p),
            Command::PlaySaveDialog => {
                let s = self.play.suggested_path();
                self.ask(Purpose::PlaySave, Some(s));
            }
            Command::PlaySaveAs(p) => self.play.save_to(&p),
            Command::OpenCourseDialog => {
                let dir = self.course_folder();
                self.ask(Purpose::OpenCourse, dir);
            }
            Command::OpenCourse(p) => {
                self.open_course(&p, false);
            }
            Command::EditAsLesson(p) => {
                self.mode = Mode::Lesson;
                self.lesson.tab = lesson::LessonTab::Steps;
                self.guard(Guarded::OpenLesson(p));
            }
            _ => unreachable!("handled by run_command"),
        }
    }

    /// Turns what the lesson workspace asked for into commands.
    pub(super) fn lesson_requests(&mut self, requests: Vec<lesson::Request>) {
        self.commands.extend(requests.into_iter().map(|r| match r {
            lesson::Request::OpenDialog => Command::OpenDialog,
            lesson::Request::SaveDialog => Command::SaveLessonDialog,
            lesson::Request::Save => Command::SaveLesson,
            lesson::Request::SaveAs(p) => Command::SaveLessonAs(p),
            lesson::Request::New(map, path) => Command::NewLesson(map, path),
        }));
    }

    /// Turns what the play screen asked for into commands.
    pub(super) fn play_requests(&mut self, requests: Vec<play::Request>) {
        self.commands.extend(requests.into_iter().map(|r| match r {
            play::Request::StartDialog => Command::PlayStartDialog,
            play::Request::SaveAs(p) => Command::PlaySaveAs(p),
            play::Request::SaveDialog => Command::PlaySaveDialog,
            play::Request::EditAsLesson(p) => Command::EditAsLesson(p),
        }));
    }

    fn export(&mut self, p: &Path, png: bool) {
        let written = if png {
            files::export_png(self.map.doc.map(), p, self.prefs.show_ids)
        } else {
            files::export_svg(self.map.doc.map(), p, self.prefs.show_ids)
        };
        match written {
            Ok(()) if png && !crate::render::fonts_available() => self.say(tr!(
                lang(),
                "status-exported-no-text",
                path = p.display().to_string()
            )),
            Ok(()) => self.say(tr!(
                lang(),
                "status-exported",
                path = p.display().to_string()
            )),
            Err(e) => self.files.show_error(tr!(lang(), "error-export"), e),
        }
    }

    fn is_dirty_doc(&self, doc: Doc) -> bool {
        match doc {
            Doc::Map => self.map.doc.is_dirty(),
            Doc::Lesson => self.lesson.is_dirty(),
        }
    }

    /// Asks whether to save `doc`'s changes before `then`.
    fn ask_first(&mut self, doc: Doc, then: Guarded) {
        let name = match doc {
            Doc::Map => self.map.doc_name(),
            Doc::Lesson => self.lesson.name(),
        };
        self.files.confirm = Some(Confirm { doc, then, name });
    }

    /// Runs `g` (never Quit) now, or asks first when it would drop unsaved changes.
    fn guard(&mut self, g: Guarded) {
        match g.doc() {
            Some(doc) if self.is_dirty_doc(doc) => self.ask_first(doc, g),
            _ => self.proceed_document(g),
        }
    }

    fn proceed(&mut self, ctx: &egui::Context, g: Guarded) {
        match g {
            Guarded::Quit => self.quit(ctx),
            other => self.proceed_document(other),
        }
    }

    /// Saves the document the question is about; carries on once it is saved.
    fn confirm_save(&mut self, ctx: &egui::Context) {
        let Some(Confirm { doc, then, .. }) = self.files.confirm.take() else {
            return;
        };
        let target = match doc {
            Doc::Map => self.map.doc.path.clone(),
            Doc::Lesson => self.lesson.save_target(),
        };
        match (doc, target) {
            (Doc::Map, Some(p)) => {
                self.save_to(&p);
                if !self.map.doc.is_dirty() {
                    self.proceed(ctx, then);
                }
            }
            (Doc::Lesson, Some(p)) => {
                if self.save_lesson(&p) {
                    self.proceed(ctx, then);
                }
            }
            (doc, None) => {
                // Carry on once the document has a file.
                self.after_save = Some(then);
                self.commands.push(match doc {
                    Doc::Map => Command::SaveAsDialog,
                    Doc::Lesson => Command::SaveLessonDialog,
                });
            }
        }
    }

    /// Drops the changes of the document the question is about, its recovery file with them,
    /// and carries on.
    fn confirm_discard(&mut self, ctx: &egui::Context) {
        let Some(Confirm { doc, then, .. }) = self.files.confirm.take() else {
            return;
        };
        match doc {
            Doc::Map => {
                self.autosave.map.clear();
                self.discarded_map = true;
            }
            Doc::Lesson => {
                self.autosave.lesson.clear();
                self.lesson.close();
            }
        }
        self.proceed(ctx, then);
    }

    /// Replaces a document as `g` says (changes were saved or may be dropped).
    fn proceed_document(&mut self, g: Guarded) {
        match g {
            Guarded::New => {
                // A new map is named in the author's language.
                let map = Map {
                    name: tr!(lang(), "new-map-name"),
                    ..Map::default()
                };
                self.replace_document(Document::new(map, None));
                self.say(tr!(lang(), "status-new-map"));
            }
            Guarded::Open(map, path) => self.opened(*map, path),
            Guarded::Bundled => self.replace_document(Document::new(bundled_map(), None)),
            Guarded::NewLesson(map, map_path) => {
                self.lesson.start_new(*map, map_path);
                self.autosave.lesson.clear();
            }
            Guarded::OpenLesson(path) => {
                self.mode = Mode::Lesson;
                if self.lesson.open_now(&path) {
                    self.autosave.lesson.clear();
                    self.prefs.add_recent(path);
                }
            }
            Guarded::Quit => {}
        }
    }

    /// Closes the window once every document is saved or its changes discarded; asks first
    /// about each document with unsaved changes, the map then the lesson.
    pub(super) fn quit(&mut self, ctx: &egui::Context) {
        if self.map.doc.is_dirty() && !self.discarded_map {
            self.ask_first(Doc::Map, Guarded::Quit);
            return;
        }
        if self.lesson.is_dirty() {
            self.ask_first(Doc::Lesson, Guarded::Quit);
            return;
        }
        self.closing = true;
        // Nothing is left to recover: a discarded document's file went with the answer.
        self.autosave.map.clear();
        self.autosave.lesson.clear();
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    fn replace_document(&mut self, doc: Document) {
        self.map.replace_document(doc);
        self.discarded_map = false;
        self.autosave.map.clear();
    }

    /// Opens `path` now. A file that cannot be read leaves the current document as it was and
    /// shows why (with line and column for syntax errors).
    pub fn open_now(&mut self, path: &Path) -> bool {
        if is_course(path) {
            return self.open_course(path, true);
        }
        if is_scenario_file(path) {
            // A scenario opens in the lesson workspace, beside the map being edited.
            self.mode = Mode::Lesson;
            let opened = self.lesson.open_now(path);
            if opened {
                self.autosave.lesson.clear();
                self.prefs.add_recent(path.to_path_buf());
            }
            return opened;
        }
        match Map::load(path) {
            Ok(map) => {
                self.opened(map, path.to_path_buf());
                true
            }
            Err(e) => {
                self.files
                    .show_error(tr!(lang(), "error-open-map"), e.message_in(lang()));
                false
            }
        }
    }

    fn opened(&mut self, map: Map, path: PathBuf) {
        self.replace_document(Document::new(map, Some(path.clone())));
        self.say(tr!(
            lang(),
            "status-opened",
            path = path.display().to_string()
        ));
        self.prefs.add_recent(path);
    }

    fn save_to(&mut self, path: &Path) {
        match self.map.doc.map().save(path) {
            Ok(()) => {
                self.map.doc.mark_saved(path.to_path_buf());
                self.prefs.add_recent(path.to_path_buf());
                self.autosave.map.clear();
                self.say(tr!(
                    lang(),
                    "status-saved",
                    path = path.display().to_string()
                ));
                if let Some(g) = self.after_save.take() {
                    self.pending_proceed = Some(g);
                }
            }
            Err(e) => self.files.show_error(
                tr!(lang(), "error-save"),
                format!("{}: {e}", path.display()),
            ),
        }
    }

    /// Saves the lesson to `path`; returns whether it was written.
    fn save_lesson(&mut self, path: &Path) -> bool {
        if !self.lesson.save_as(path) {
            return false;
        }
        self.autosave.lesson.clear();
        self.prefs.add_recent(path.to_path_buf());
        if let Some(g) = self.after_save.take() {
            self.pending_proceed = Some(g);
        }
        true
    }

    // ----- recovery -----

    /// Takes the first document offered back.
    fn recover_accept(&mut self) {
        if self.files.recovery.is_empty() {
            return;
        }
        let found = self.files.recovery.remove(0);
        if found.kind == LessonKind::NAME {
            match LessonDoc::from_recovery(&found.body, found.source.clone()) {
                Ok(doc) => {
                    self.mode = Mode::Lesson;
                    self.lesson.set_doc(doc);
                    self.lesson
                        .say(tr!(lang(), "status-recovered-lesson"), false);
                }
                Err(e) => {
                    self.files
                        .show_error(tr!(lang(), "error-recover-lesson"), e);
                    return;
                }
            }
        } else {
            match Map::from_ron(&found.body, &found.file.display().to_string()) {
                Ok(map) => {
                    let mut doc = Document::new(map, found.source.clone());
                    doc.mark_unsaved();
                    self.replace_document(doc);
                    self.say(tr!(lang(), "status-recovered-map"));
                }
                Err(e) => {
                    self.files
                        .show_error(tr!(lang(), "error-recover-map"), e.message_in(lang()));
                    return;
                }
            }
        }
        // The recovered document is written to this instance's own file from now on.
        self.forget_found(&found);
    }

    fn recover_discard(&mut self) {
        if !self.files.recovery.is_empty() {
            let found = self.files.recovery.remove(0);
            self.forget_found(&found);
        }
    }

    fn forget_found(&mut self, found: &Found) {
        if let Some(store) = &self.autosave.store
            && let Err(e) = store.forget(found)
        {
            self.say(tr!(
                lang(),
                "status-recovery-not-removed",
                path = found.file.display().to_string(),
                error = e.to_string()
            ));
        }
    }
}

impl EditorApp {
    /// Where the course dialog starts: the open course's folder, else the lesson's.
    fn course_folder(&self) -> Option<PathBuf> {
        let from = self
            .course
            .as_ref()
            .map(|c| c.path.as_path())
            .or_else(|| self.lesson.doc().and_then(|d| d.path()))?;
        from.parent().map(|d| d.join(""))
    }

    /// Reads a course and every lesson it names; on success lists them in the course panel and
    /// opens the first lesson (at once when `now`, as the command line does, else after asking
    /// about unsaved changes). A course with a missing lesson is not opened: the message names
    /// the section and the lesson.
    pub(super) fn open_course(&mut self, path: &Path, now: bool) -> bool {
        let loaded = match crate::scenario::Course::load(path) {
            Ok(l) => l,
            Err(e) => {
                self.files
                    .show_error(tr!(lang(), "error-open-course"), e.message_in(lang()));
                return false;
            }
        };
        let panel = super::course::CoursePanel::new(&loaded);
        let first = panel.first().map(Path::to_path_buf);
        let lessons = loaded.lessons.len();
        self.course = Some(panel);
        self.mode = Mode::Lesson;
        // A course is taken as a learner takes it: its lessons show in the preview.
        self.lesson.tab = lesson::LessonTab::Preview;
        self.prefs.add_recent(path.to_path_buf());
        self.say(tr!(
            lang(),
            "status-course-opened",
            path = path.display().to_string(),
            n = lessons
        ));
        let here = self.lesson.doc().and_then(|d| d.path());
        let in_course = here.is_some_and(|p| {
            self.course
                .as_ref()
                .is_some_and(|c| c.index_of(p).is_some())
        });
        match first {
            Some(first) if !in_course && now && self.lesson.open_now(&first) => {
                self.autosave.lesson.clear();
            }
            Some(first) if !in_course && !now => self.guard(Guarded::OpenLesson(first)),
            _ => {}
        }
        true
    }

    /// Shows the course panel beside the lesson workspace, and queues what it asks for.
    pub(super) fn course_panel(&mut self, ui: &mut egui::Ui) {
        let Some(course) = &self.course else {
            return;
        };
        let current = self
            .lesson
            .doc()
            .and_then(|d| d.path())
            .map(Path::to_path_buf);
        let mut asked = None;
        egui::Panel::left("course")
            .default_size(280.0)
            .min_size(200.0)
            .show(ui, |ui| asked = course.ui(ui, current.as_deref()));
        match asked {
            Some(super::course::Request::Open(p)) => self.commands.push(Command::OpenLesson(p)),
            Some(super::course::Request::Close) => self.course = None,
            None => {}
        }
    }
}

/// Whether `a` and `b` name the same file (the same path, or the same file reached two ways).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(x), Ok(y)) if x == y
        )
}
