//! The lesson workspace: a scenario (a prepared position on a map, and lesson steps) edited in
//! three tabs: [`position`] (put troops on bases, racks, reserves…), [`steps`] (write the
//! lesson's steps, record candidate lines by playing them, turn the engine's outcome into
//! claims) and [`preview`] (go through the lesson as a learner would).
//!
//! Panels edit the scenario in place through [`LessonDoc::scenario_mut`]; after each frame the
//! document compares the scenario with its last committed version and records the change as one
//! undo step (typing in a text field is committed once the field loses focus).

pub mod position;
pub mod preview;
pub mod steps;

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
            Err(e) => Err(format!("The map cannot be played: {e}")),
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

    /// Opens the scenario file at `path`; on failure the current scenario stays and the message
    /// says why (file, line and column for syntax errors; the path tried for a missing map).
    pub fn open(&mut self, path: &Path) -> bool {
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
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) {
        egui::Panel::top("lesson_bar").show(ui, |ui| self.bar_ui(ui, map, map_path));
        let Some(doc) = &mut self.doc else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(
                    "Open a scenario file above, or start a new lesson on the map being edited.",
                );
                self.message_ui(ui);
            });
            return;
        };
        match self.tab {
            LessonTab::Position => self.position.ui(ui, doc),
            LessonTab::Steps => self.steps.ui(ui, doc),
            LessonTab::Preview => self.preview.ui(ui, doc),
        }
        let typing = ui.ctx().memory(|m| m.focused().is_some());
        let dragging = ui.ctx().input(|i| i.pointer.any_down());
        if !typing && !dragging {
            doc.commit();
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

    fn bar_ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) {
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
                self.set_doc(LessonDoc::new(map.clone(), map_path.map(Path::to_path_buf)));
                self.message = Some(("New lesson.".into(), false));
            }
            let l = ui.label("File");
            ui.add(egui::TextEdit::singleline(&mut self.file_field).desired_width(220.0))
                .labelled_by(l.id)
                .on_hover_text("The scenario file to open or to save to");
            if ui.button("Browse…").clicked()
                && let Some(p) = rfd::FileDialog::new()
                    .add_filter("Scenario", &["ron"])
                    .pick_file()
            {
                self.file_field = p.display().to_string();
                self.open(&p);
            }
            if ui.button("Open").clicked() {
                let p = PathBuf::from(&self.file_field);
                self.open(&p);
            }
            let has_doc = self.doc.is_some();
            if ui
                .add_enabled(has_doc, egui::Button::new("Save lesson"))
                .clicked()
            {
                let p = PathBuf::from(&self.file_field);
                self.save_as(&p);
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
        if let Some(doc) = &self.doc
            && let Err(e) = doc.start()
        {
            ui.label(
                RichText::new(format!("The position cannot start: {e}"))
                    .color(ui.visuals().error_fg_color),
            );
        }
    }
}
