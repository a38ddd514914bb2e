//! The lesson workspace: a scenario (a prepared position on a map, and lesson steps) edited in
//! three tabs: [`position`] (put troops on bases, racks, reserves…), [`steps`] (write the
//! lesson's steps, record candidate lines by playing them, turn the engine's outcome into
//! claims) and [`preview`] (go through the lesson as a learner would).
//!
//! Panels edit the scenario in place through [`LessonDoc::scenario_mut`]; after each frame the
//! document compares the scenario with its last committed version and records the change as one
//! undo step (typing in a text field is committed once the field loses focus).

pub mod position;
pub mod position_check;
pub mod position_side;
pub mod preview;
pub mod preview_steps;
pub mod recovery;
pub mod step_run;
pub mod steps;
pub mod steps_claims;
pub mod steps_fields;
pub mod steps_recorder;

use crate::engine::State;
use crate::map::{LoadError, Map};
use crate::scenario::{LoadedScenario, MapSource, Scenario};
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The three tabs of the workspace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LessonTab {
    #[default]
    Position,
    Steps,
    Preview,
}

impl LessonTab {
    pub const ALL: [LessonTab; 3] = [LessonTab::Position, LessonTab::Steps, LessonTab::Preview];

    /// The tab's label.
    pub fn name(self) -> &'static str {
        match self {
            LessonTab::Position => "Position",
            LessonTab::Steps => "Lesson steps",
            LessonTab::Preview => "Preview",
        }
    }
}

/// How many versions undo keeps.
const UNDO_DEPTH: usize = 200;

/// A scenario being edited: the scenario, its map (resolved), where it is saved, and its undo
/// history.
pub struct LessonDoc {
    scenario: Scenario,
    /// The scenario as last committed to the history.
    committed: Scenario,
    map: Map,
    /// The map file the scenario names, resolved (`None` for an embedded map).
    map_path: Option<PathBuf>,
    path: Option<PathBuf>,
    undo: Vec<Scenario>,
    redo: Vec<Scenario>,
    /// Counts committed changes; a new value means the scenario changed.
    rev: u64,
    saved_rev: Option<u64>,
    /// The scenario's start position, or why it cannot start, for `start_rev`.
    start: Result<State, String>,
    start_rev: Option<u64>,
}

impl LessonDoc {
    /// A new scenario on `map` (read from `map_path` if given: the scenario names the file;
    /// otherwise the map is embedded), with an empty board and the side setup of a new game.
    pub fn new(map: Map, map_path: Option<PathBuf>) -> LessonDoc {
        let source = match &map_path {
            Some(p) => MapSource::Path(p.display().to_string()),
            None => MapSource::Embedded(Box::new(map.clone())),
        };
        let mut scenario = Scenario::new(source);
        scenario.title = format!("A lesson on {}", map.name);
        scenario.language = "en".into();
        let mut doc = LessonDoc::from_parts(scenario, map, map_path, None);
        doc.saved_rev = None;
        doc
    }

    /// A scenario read from a file.
    pub fn from_loaded(loaded: LoadedScenario, path: PathBuf) -> LessonDoc {
        let mut doc =
            LessonDoc::from_parts(loaded.scenario, loaded.map, loaded.map_path, Some(path));
        doc.saved_rev = Some(doc.rev);
        doc
    }

    /// Reads the scenario file at `path` and its map.
    pub fn load(path: &Path) -> Result<LessonDoc, LoadError> {
        let loaded = Scenario::load(path)?;
        Ok(LessonDoc::from_loaded(loaded, path.to_path_buf()))
    }

    fn from_parts(
        scenario: Scenario,
        map: Map,
        map_path: Option<PathBuf>,
        path: Option<PathBuf>,
    ) -> LessonDoc {
        let mut doc = LessonDoc {
            committed: scenario.clone(),
            scenario,
            map,
            map_path,
            path,
            undo: Vec::new(),
            redo: Vec::new(),
            rev: 0,
            saved_rev: None,
            start: Err(String::new()),
            start_rev: None,
        };
        doc.refresh();
        doc
    }

    /// The scenario as it stands (uncommitted edits included).
    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// The scenario, to edit in place; the change is committed by [`Self::commit`].
    pub fn scenario_mut(&mut self) -> &mut Scenario {
        &mut self.scenario
    }

    /// Replaces the scenario and commits the change at once (one undo step).
    pub fn set_scenario(&mut self, scenario: Scenario) {
        self.scenario = scenario;
        self.commit();
    }

    /// The scenario's map.
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// The map file the scenario names, resolved; `None` when the map is embedded.
    pub fn map_path(&self) -> Option<&Path> {
        self.map_path.as_deref()
    }

    /// Where the scenario was read from or last saved.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Counts committed changes.
    pub fn rev(&self) -> u64 {
        self.rev
    }

    pub fn is_dirty(&self) -> bool {
        self.saved_rev != Some(self.rev) || self.scenario != self.committed
    }

    /// The position the scenario starts from, or why it cannot start (an impossible position,
    /// a map the engine refuses), as of the last commit.
    pub fn start(&self) -> Result<&State, &str> {
        self.start.as_ref().map_err(|e| e.as_str())
    }

    /// Records the scenario's change since the last commit as one undo step. Returns whether
    /// anything changed.
    pub fn commit(&mut self) -> bool {
        if self.scenario == self.committed {
            return false;
        }
        let before = std::mem::replace(&mut self.committed, self.scenario.clone());
        self.undo.push(before);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.rev += 1;
        self.refresh();
        true
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || self.scenario != self.committed
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        self.commit();
        if let Some(prev) = self.undo.pop() {
            let now = std::mem::replace(&mut self.scenario, prev);
            self.redo.push(now);
            self.committed = self.scenario.clone();
            self.rev += 1;
            self.refresh();
        }
    }

    /// Makes again the last change taken back.
    pub fn redo(&mut self) {
        self.commit();
        if let Some(next) = self.redo.pop() {
            let now = std::mem::replace(&mut self.scenario, next);
            self.undo.push(now);
            self.committed = self.scenario.clone();
            self.rev += 1;
            self.refresh();
        }
    }

    /// Recomputes the start position after a change (the live check of the position).
    fn refresh(&mut self) {
        if self.start_rev == Some(self.rev) {
            return;
        }
        self.start_rev = Some(self.rev);
        let board = crate::engine::Board::compile(&self.map).map(Arc::new);
        self.start = match board {
            Err(e) => Err(e.to_string()),
            Ok(board) => self
                .scenario
                .position
                .to_state(board)
                .map_err(|e| e.to_string()),
        };
    }

    /// Writes the scenario to `path` (atomically, keeping a `.bak`). A map named by a path is
    /// named again relative to the new file's folder.
    pub fn save(&mut self, path: &Path) -> Result<(), String> {
        self.commit();
        let mut out = self.scenario.clone();
        if let Some(map_path) = &self.map_path {
            out.map = MapSource::Path(relative_path(map_path, path));
        }
        out.save(path)
            .map_err(|e| format!("Could not write {}: {e}", path.display()))?;
        if out != self.scenario {
            // Keep the map's new relative name without making it an undo step.
            self.scenario.map = out.map.clone();
            self.committed.map = out.map;
        }
        self.path = Some(path.to_path_buf());
        self.saved_rev = Some(self.rev);
        Ok(())
    }
}

/// `target` named relative to the folder of `file` when both are relative to the same place or
/// both absolute; otherwise `target` as it is.
pub fn relative_path(target: &Path, file: &Path) -> String {
    let abs = |p: &Path| {
        if p.is_absolute() {
            Some(p.to_path_buf())
        } else {
            std::env::current_dir().ok().map(|d| d.join(p))
        }
    };
    let (Some(t), Some(f)) = (abs(target), abs(file)) else {
        return target.display().to_string();
    };
    let dir = f.parent().unwrap_or(Path::new("/"));
    let tc: Vec<_> = normalise(&t);
    let dc: Vec<_> = normalise(dir);
    let common = tc.iter().zip(&dc).take_while(|(a, b)| a == b).count();
    if common == 0 {
        return t.display().to_string();
    }
    let mut rel = PathBuf::new();
    for _ in common..dc.len() {
        rel.push("..");
    }
    for c in &tc[common..] {
        rel.push(c);
    }
    // Scenario files name maps with forward slashes on every system.
    rel.to_string_lossy().replace('\\', "/")
}

/// The components of `p` with `.` dropped and `..` applied.
fn normalise(p: &Path) -> Vec<std::ffi::OsString> {
    use std::path::Component;
    let mut out: Vec<std::ffi::OsString> = Vec::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str().to_owned()),
        }
    }
    out
}

/// What the workspace asks of the app (the system's file dialogs are the app's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Choose a scenario (or a map) to open.
    OpenDialog,
    /// Choose where to save the lesson.
    SaveDialog,
}

/// What waits for the answer to "save the lesson's changes?".
#[derive(Clone, Debug, PartialEq)]
pub enum Guarded {
    /// Start a new lesson on this map (and this map file).
    New(Box<Map>, Option<PathBuf>),
    /// Open this scenario file.
    Open(PathBuf),
    /// Close the window.
    Quit,
}

impl Guarded {
    fn verb(&self) -> &'static str {
        match self {
            Guarded::New(..) => "starting a new lesson",
            Guarded::Open(_) => "opening another scenario",
            Guarded::Quit => "quitting",
        }
    }
}

/// The lesson workspace: the document and the three tabs.
#[derive(Default)]
pub struct LessonWorkspace {
    doc: Option<LessonDoc>,
    pub tab: LessonTab,
    pub position: position::PositionEditor,
    pub steps: steps::StepsEditor,
    pub preview: preview::Preview,
    /// The file field of the workspace's bar (open and save as).
    pub file_field: String,
    message: Option<(String, bool)>,
    /// The unsaved-changes prompt, with what waits for it.
    confirm: Option<Guarded>,
    /// The person agreed to quit (the lesson was saved or its changes discarded).
    quit_ok: bool,
    /// The crash-recovery file of the lesson being written.
    pub recovery: recovery::Recovery,
}

impl LessonWorkspace {
    /// The scenario being edited, if any.
    pub fn doc(&self) -> Option<&LessonDoc> {
        self.doc.as_ref()
    }

    pub fn doc_mut(&mut self) -> Option<&mut LessonDoc> {
        self.doc.as_mut()
    }

    /// Starts editing `doc` (dropping the one before: callers ask first if it had changes).
    pub fn set_doc(&mut self, doc: LessonDoc) {
        if let Some(p) = doc.path() {
            self.file_field = p.display().to_string();
        }
        self.doc = Some(doc);
        self.position = Default::default();
        self.steps = Default::default();
        self.preview = Default::default();
    }

    /// The last message (a file error, a save); the flag says whether it is an error.
    pub fn message(&self) -> Option<(&str, bool)> {
        self.message.as_ref().map(|(m, e)| (m.as_str(), *e))
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.as_ref().is_some_and(LessonDoc::is_dirty)
    }

    /// Does `g` now if the lesson has no unsaved changes; otherwise asks first (save, discard or
    /// cancel).
    pub fn request(&mut self, g: Guarded) {
        if self.is_dirty() {
            self.confirm = Some(g);
        } else {
            self.proceed(g);
        }
    }

    /// The question waiting for an answer, if any.
    pub fn confirming(&self) -> Option<&Guarded> {
        self.confirm.as_ref()
    }

    /// Writes the recovery file if the lesson has unsaved changes (called every frame, in every
    /// mode; it writes at most every few seconds).
    pub fn autosave(&mut self) {
        if let Some(doc) = &self.doc {
            self.recovery.autosave(doc);
        }
    }

    /// Offers back a lesson left by a crash, if there is one. Returns true when the person takes
    /// it (the app then shows the workspace).
    pub fn recovery_ui(&mut self, ctx: &egui::Context) -> bool {
        let Some(offer) = &self.recovery.offer else {
            return false;
        };
        let from = offer
            .source
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "never saved".into());
        let title = offer.scenario.title.clone();
        let age = offer.age.clone();
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("lesson-recovery-prompt")).show(ctx, |ui| {
            ui.set_width(440.0);
            ui.heading("Recover an unsaved lesson?");
            ui.label(format!(
                "toyforge closed before the lesson “{title}” ({from}) was saved. A copy from {age} \
                 is available."
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Recover the lesson").clicked() {
                    answer = Some(true);
                }
                if ui.button("Discard the copy").clicked() {
                    answer = Some(false);
                }
            });
        });
        match answer {
            Some(true) => {
                let offer = self.recovery.offer.take().expect("an offer was shown");
                match offer.to_doc() {
                    Ok(doc) => {
                        self.set_doc(doc);
                        self.message = Some((
                            "Recovered the lesson: its changes are not saved yet.".into(),
                            false,
                        ));
                        true
                    }
                    Err(e) => {
                        self.message = Some((format!("Could not recover the lesson: {e}"), true));
                        true
                    }
                }
            }
            Some(false) => {
                self.recovery.offer = None;
                self.recovery.clear();
                false
            }
            None => false,
        }
    }

    /// Whether the window may close now: true once, after a Quit request was settled.
    pub fn take_quit(&mut self) -> bool {
        std::mem::take(&mut self.quit_ok)
    }

    fn proceed(&mut self, g: Guarded) {
        match g {
            Guarded::New(map, map_path) => {
                self.set_doc(LessonDoc::new(*map, map_path));
                self.file_field.clear();
                self.message = Some(("New lesson.".into(), false));
            }
            Guarded::Open(path) => {
                self.open_now(&path);
            }
            Guarded::Quit => self.quit_ok = true,
        }
    }

    /// Opens the scenario file at `path`, asking first if the lesson has unsaved changes.
    /// Returns whether the file was opened now (false: it could not be read, and the message
    /// says why; or the prompt is waiting for an answer).
    pub fn open(&mut self, path: &Path) -> bool {
        if self.is_dirty() {
            self.confirm = Some(Guarded::Open(path.to_path_buf()));
            false
        } else {
            self.open_now(path)
        }
    }

    /// Opens the scenario file at `path` now; on failure the current scenario stays and the message
    /// says why (file, line and column for syntax errors; the path tried for a missing map).
    pub fn open_now(&mut self, path: &Path) -> bool {
        match LessonDoc::load(path) {
            Ok(doc) => {
                self.set_doc(doc);
                self.message = Some((format!("Opened {}.", path.display()), false));
                true
            }
            Err(e) => {
                self.message = Some((e.to_string(), true));
                false
            }
        }
    }

    /// Saves the scenario to `path`.
    pub fn save_as(&mut self, path: &Path) -> bool {
        let Some(doc) = &mut self.doc else {
            return false;
        };
        match doc.save(path) {
            Ok(()) => {
                self.recovery.clear();
                self.file_field = path.display().to_string();
                self.message = Some((format!("Saved {}.", path.display()), false));
                true
            }
            Err(e) => {
                self.message = Some((e, true));
                false
            }
        }
    }

    /// Draws the workspace; `map` and `map_path` are the map editor's document, used by
    /// "New lesson on this map".
    /// A file name to offer when the lesson is saved somewhere new.
    pub fn suggested_path(&self) -> PathBuf {
        if let Some(p) = self.doc.as_ref().and_then(|d| d.path()) {
            return p.to_path_buf();
        }
        let title = self
            .doc
            .as_ref()
            .map(|d| d.scenario().title.as_str())
            .unwrap_or("lesson");
        let slug: String = title
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect();
        let slug = slug
            .split('-')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        let name = if slug.is_empty() {
            "lesson".into()
        } else {
            slug
        };
        PathBuf::from(format!("{name}.ron"))
    }

    /// Draws the workspace; returns a file dialog to open, if one was asked for.
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) -> Option<Request> {
        self.confirm_ui(ui.ctx());
        let mut request = None;
        if self.confirm.is_none() && !ui.ctx().text_edit_focused() {
            request = self.shortcuts(ui.ctx());
        }
        egui::Panel::top("lesson_bar").show(ui, |ui| {
            if let Some(r) = self.bar_ui(ui, map, map_path) {
                request = Some(r);
            }
        });
        let Some(doc) = &mut self.doc else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(
                    "Open a scenario file above, or start a new lesson on the map being edited.",
                );
                self.message_ui(ui);
            });
            return request;
        };
        match self.tab {
            LessonTab::Position => self.position.ui(ui, doc),
            LessonTab::Steps => self.steps.ui(ui, doc),
            LessonTab::Preview => self.preview.ui(ui, doc),
        }
        // Typing in a text field is one change, committed when the field is left.
        let typing = ui.ctx().text_edit_focused();
        let dragging = ui.ctx().input(|i| i.pointer.any_down());
        if !typing && !dragging {
            doc.commit();
        }
        request
    }

    /// The workspace's keyboard shortcuts, as in the map editor: undo, redo, save. (A text field
    /// being typed in keeps these keys for its own undo.)
    fn shortcuts(&mut self, ctx: &egui::Context) -> Option<Request> {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let save_as = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
        let save = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
        // Longer shortcuts first: Ctrl+Shift+Z is not also taken as Ctrl+Z.
        let (undo, redo, save_as, save) = ctx.input_mut(|i| {
            let redo = i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y);
            let undo = i.consume_shortcut(&undo);
            let save_as = i.consume_shortcut(&save_as);
            let save = i.consume_shortcut(&save);
            (undo, redo, save_as, save)
        });
        let doc = self.doc.as_mut()?;
        if redo {
            doc.redo();
        } else if undo {
            doc.undo();
        }
        if save_as {
            return Some(Request::SaveDialog);
        }
        if save {
            let target = doc.path().map(Path::to_path_buf).or_else(|| {
                let f = self.file_field.trim();
                (!f.is_empty()).then(|| PathBuf::from(f))
            });
            match target {
                Some(p) => {
                    self.save_as(&p);
                }
                None => return Some(Request::SaveDialog),
            }
        }
        None
    }

    /// The unsaved-changes prompt. It is drawn by [`Self::ui`], and also by the app when the
    /// window is asked to close from another mode.
    pub fn confirm_ui(&mut self, ctx: &egui::Context) {
        let Some(g) = &self.confirm else { return };
        let name = self
            .doc
            .as_ref()
            .and_then(|d| d.path())
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "The new lesson".into());
        let verb = g.verb();
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("lesson-unsaved-prompt")).show(ctx, |ui| {
            ui.set_width(420.0);
            ui.heading("Unsaved lesson");
            ui.label(format!(
                "“{name}” has changes that are not saved. Save them before {verb}?"
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Save lesson").clicked() {
                    answer = Some(true);
                }
                if ui.button("Discard lesson changes").clicked() {
                    answer = Some(false);
                }
                if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                    self.confirm = None;
                }
            });
        });
        match answer {
            Some(true) => {
                let path = self
                    .doc
                    .as_ref()
                    .and_then(|d| d.path().map(Path::to_path_buf))
                    .or_else(|| {
                        (!self.file_field.trim().is_empty())
                            .then(|| PathBuf::from(self.file_field.trim()))
                    });
                match path {
                    Some(p) => {
                        if self.save_as(&p)
                            && let Some(g) = self.confirm.take()
                        {
                            self.proceed(g);
                        }
                    }
                    None => {
                        self.message = Some((
                            "Type a file name in the File field, then Save lesson.".into(),
                            true,
                        ));
                        self.confirm = None;
                    }
                }
            }
            Some(false) => {
                if let Some(g) = self.confirm.take() {
                    // The changes go: the document as it stands is dropped.
                    self.doc = None;
                    self.recovery.clear();
                    self.proceed(g);
                }
            }
            None => {}
        }
    }

    fn message_ui(&self, ui: &mut Ui) {
        if let Some((m, err)) = &self.message {
            let colour = if *err {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().weak_text_color()
            };
            ui.colored_label(colour, m);
        }
    }

    fn bar_ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) -> Option<Request> {
        let mut request = None;
        ui.horizontal_wrapped(|ui| {
            for tab in LessonTab::ALL {
                ui.selectable_value(&mut self.tab, tab, tab.name());
            }
            ui.separator();
            if ui
                .button("New lesson on this map")
                .on_hover_text("A new scenario on the map being edited, with an empty board")
                .clicked()
            {
                self.request(Guarded::New(
                    Box::new(map.clone()),
                    map_path.map(Path::to_path_buf),
                ));
            }
            let l = ui.label("File");
            ui.add(egui::TextEdit::singleline(&mut self.file_field).desired_width(220.0))
                .labelled_by(l.id)
                .on_hover_text("The scenario file to open or to save to");
            if ui
                .button("Open")
                .on_hover_text("Open the scenario file named in the field")
                .clicked()
            {
                let p = PathBuf::from(self.file_field.trim());
                self.open(&p);
            }
            if ui
                .button("Open…")
                .on_hover_text("Choose a scenario file to open")
                .clicked()
            {
                request = Some(Request::OpenDialog);
            }
            let has_doc = self.doc.is_some();
            if ui
                .add_enabled(has_doc, egui::Button::new("Save lesson"))
                .on_hover_text("Save to the file named in the field")
                .clicked()
            {
                if self.file_field.trim().is_empty() {
                    request = Some(Request::SaveDialog);
                } else {
                    let p = PathBuf::from(self.file_field.trim());
                    self.save_as(&p);
                }
            }
            if ui
                .add_enabled(has_doc, egui::Button::new("Save lesson as…"))
                .on_hover_text("Choose where to save the lesson")
                .clicked()
            {
                request = Some(Request::SaveDialog);
            }
            if let Some(doc) = &mut self.doc {
                ui.separator();
                if ui
                    .add_enabled(doc.can_undo(), egui::Button::new("Undo"))
                    .clicked()
                {
                    doc.undo();
                }
                if ui
                    .add_enabled(doc.can_redo(), egui::Button::new("Redo"))
                    .clicked()
                {
                    doc.redo();
                }
                let name = doc
                    .path()
                    .and_then(|p| p.file_name())
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "untitled scenario".into());
                let dirty = if doc.is_dirty() { " • unsaved" } else { "" };
                ui.weak(format!("{name}{dirty}"));
            }
        });
        if self.message.is_some() {
            self.message_ui(ui);
        }
        // The Position tab shows the position's check itself, in full.
        if let Some(doc) = &self.doc
            && self.tab != LessonTab::Position
            && let Err(e) = doc.start()
        {
            ui.label(
                RichText::new(format!("The position cannot start: {e}"))
                    .color(ui.visuals().error_fg_color),
            );
        }
        request
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::{Side, Troop};

    #[test]
    fn a_map_is_named_relative_to_the_scenario_that_names_it() {
        assert_eq!(
            relative_path(
                Path::new("/home/a/maps/castle.ron"),
                Path::new("/home/a/scenarios/one.ron")
            ),
            "../maps/castle.ron"
        );
        assert_eq!(
            relative_path(Path::new("/x/castle.ron"), Path::new("/x/one.ron")),
            "castle.ron"
        );
        assert_eq!(
            relative_path(
                Path::new("maps/./castle.ron"),
                Path::new("scenarios/one.ron")
            ),
            "../maps/castle.ron"
        );
    }

    #[test]
    fn edits_are_committed_as_undo_steps_and_undone_in_order() {
        let map = crate::app::bundled_map();
        let mut doc = LessonDoc::new(map, None);
        assert!(doc.is_dirty(), "a new lesson is not saved yet");
        assert!(!doc.commit(), "nothing changed");
        doc.scenario_mut().title = "One".into();
        doc.scenario_mut().position.blue.rack.push(Troop::Roxy);
        assert!(doc.commit());
        doc.scenario_mut().title = "Two".into();
        assert!(doc.commit());
        doc.undo();
        assert_eq!(doc.scenario().title, "One");
        assert_eq!(doc.scenario().position.blue.rack, vec![Troop::Roxy]);
        doc.undo();
        assert!(doc.scenario().position.blue.rack.is_empty());
        assert!(!doc.can_undo());
        doc.redo();
        doc.redo();
        assert_eq!(doc.scenario().title, "Two");
        assert!(!doc.can_redo());
    }

    #[test]
    fn the_start_position_is_checked_after_each_commit() {
        let mut doc = LessonDoc::new(crate::app::bundled_map(), None);
        assert!(doc.start().is_ok(), "{:?}", doc.start().err());
        // Nine Roxies cannot exist: the position is refused, naming the troop.
        doc.scenario_mut().position.blue.rack = vec![Troop::Roxy; 9];
        doc.commit();
        let e = doc.start().unwrap_err().to_lowercase();
        assert!(e.contains("roxy"), "{e}");
        doc.undo();
        assert!(doc.start().is_ok());
        assert_eq!(doc.scenario().position.to_move, Side::Blue);
    }

    #[test]
    fn saving_elsewhere_renames_the_map_and_reloads_the_same_scenario() {
        let dir = tempfile::tempdir().unwrap();
        let maps = dir.path().join("maps");
        std::fs::create_dir_all(&maps).unwrap();
        let map_path = maps.join("castle.ron");
        crate::app::bundled_map().save(&map_path).unwrap();
        let map = Map::load(&map_path).unwrap();
        let mut doc = LessonDoc::new(map, Some(map_path));
        doc.scenario_mut().title = "Saved".into();
        let out = dir.path().join("lessons").join("one.ron");
        std::fs::create_dir_all(out.parent().unwrap()).unwrap();
        doc.save(&out).unwrap();
        assert!(!doc.is_dirty());
        assert_eq!(
            doc.scenario().map,
            MapSource::Path("../maps/castle.ron".into())
        );
        let back = LessonDoc::load(&out).unwrap();
        assert_eq!(back.scenario(), doc.scenario());
        assert!(!back.is_dirty());
    }

    #[test]
    fn a_lesson_with_changes_asks_before_another_is_opened() {
        let mut ws = LessonWorkspace::default();
        ws.set_doc(LessonDoc::new(crate::app::bundled_map(), None));
        assert!(!ws.open(Path::new("scenarios/castle-1-star-choice.ron")));
        assert!(matches!(ws.confirming(), Some(Guarded::Open(_))));
        assert_eq!(
            ws.doc().unwrap().scenario().title,
            "A lesson on Castle Field"
        );
    }
}
