//! The lesson workspace: a scenario (a prepared position on a map, and lesson steps) edited in
//! three tabs: [`position`] (put troops on bases, racks, reserves…), [`steps`] (write the
//! lesson's steps, record candidate lines by playing them, turn the engine's outcome into
//! claims) and Preview (go through the lesson as a learner would: [`toyforge_ui::Preview`]).
//!
//! The scenario is a [`Document`] like the map: the tabs return [`LessonEdit`]s, as the map's
//! tools return edits, and the workspace applies them through [`LessonDoc::apply`] after the
//! tab is drawn. Text being typed is an edit at each keystroke, so it reaches the document (and
//! its recovery file) at once; the history groups a burst of typing into one labelled step.

pub mod engine_panel;
pub mod focus;
pub mod position;
pub mod position_check;
pub mod position_side;
pub mod steps;
mod steps_board;
pub mod steps_claims;
pub mod steps_engine;
pub mod steps_fields;
pub mod steps_recorder;
pub mod steps_slots;
pub mod words;

use super::document::lesson::{LessonEdit, LessonEditError, LessonKind};
use super::document::recovery::Snapshot;
use super::document::{Document, History, Merge};
use super::i18n::lang;
use crate::engine::State;
use crate::map::{LoadError, Map};
use crate::scenario::{LoadedScenario, MapSource, Position, Scenario, StartError};
use egui::{RichText, Ui};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use toyforge_core::tr;

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
    pub fn name(self) -> String {
        let tab = match self {
            LessonTab::Position => "position",
            LessonTab::Steps => "steps",
            LessonTab::Preview => "preview",
        };
        tr!(lang(), "le-tab", tab = tab)
    }
}

/// A scenario being edited: the document (scenario, file, history), its map (resolved), and
/// the start position checked after each change.
pub struct LessonDoc {
    doc: Document<LessonKind>,
    map: Map,
    /// The map file the scenario names, resolved (`None` for an embedded map).
    map_path: Option<PathBuf>,
    /// The scenario's start position, or why it cannot start, for the position `start_of` and
    /// the language `start_lang`, whose place names the board carries (typing a step's text
    /// leaves it as it is).
    start: Result<State, StartError>,
    start_of: Position,
    start_lang: String,
}

/// What the recovery file of a lesson holds: the scenario with its map named by an absolute
/// path (or embedded).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecoveryBody {
    scenario: Scenario,
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
        // The new lesson is written in the app's language.
        let l = lang();
        scenario.title = tr!(l, "le-new-lesson-title", map = map.name.as_str());
        scenario.language = l.tag().into();
        let mut doc = LessonDoc::from_parts(scenario, map, map_path, None);
        doc.doc.mark_unsaved();
        doc
    }

    /// A scenario read from a file.
    pub fn from_loaded(loaded: LoadedScenario, path: PathBuf) -> LessonDoc {
        LessonDoc::from_parts(loaded.scenario, loaded.map, loaded.map_path, Some(path))
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
        let start = start_of(&map, &scenario.position, &scenario.language);
        LessonDoc {
            start_of: scenario.position.clone(),
            start_lang: scenario.language.clone(),
            doc: Document::new(scenario, path),
            map,
            map_path,
            start,
        }
    }

    /// The scenario as it stands.
    pub fn scenario(&self) -> &Scenario {
        self.doc.value()
    }

    /// The one way the scenario changes (see [`LessonEdit`]); the start position is checked
    /// again at once.
    pub fn apply(&mut self, edit: LessonEdit, merge: Merge) -> Result<(), LessonEditError> {
        self.doc.apply(&edit, merge)?;
        self.refresh();
        Ok(())
    }

    /// The undo and redo steps, with their labels.
    pub fn history(&self) -> &History<Scenario> {
        self.doc.history()
    }

    /// Ends the current group of edits (a focus change): the next edit is a step of its own.
    pub fn end_group(&mut self) {
        self.doc.end_group();
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
        self.doc.path.as_deref()
    }

    /// Names the contents; it changes with every edit, undo and redo.
    pub fn rev(&self) -> u64 {
        self.doc.rev()
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.is_dirty()
    }

    /// The lesson as the learner's view reads it ([`toyforge_ui::Preview`]).
    pub fn learner(&self) -> toyforge_ui::Lesson<'_> {
        toyforge_ui::Lesson {
            scenario: self.scenario(),
            map: &self.map,
            start: self.start(),
            rev: self.rev(),
        }
    }

    /// The position the scenario starts from, or why it cannot start (an impossible position,
    /// a map the engine refuses, each problem with its kind and ids), as of the last change.
    pub fn start(&self) -> Result<&State, &StartError> {
        self.start.as_ref()
    }

    pub fn can_undo(&self) -> bool {
        self.doc.history().can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.doc.history().can_redo()
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        if self.doc.undo() {
            self.refresh();
        }
    }

    /// Makes again the last change taken back.
    pub fn redo(&mut self) {
        if self.doc.redo() {
            self.refresh();
        }
    }

    /// Recomputes the start position after a change (the live check of the position).
    fn refresh(&mut self) {
        if self.start_of == self.scenario().position && self.start_lang == self.scenario().language
        {
            return;
        }
        self.start_of = self.scenario().position.clone();
        self.start_lang = self.scenario().language.clone();
        self.start = start_of(&self.map, &self.start_of, &self.start_lang);
    }

    /// Writes the scenario to `path` (atomically, keeping a `.bak`). A map named by a path is
    /// named again relative to the new file's folder, where a lesson there may read it (its own
    /// folder tree or a map library, see [`crate::scenario::resolve_map`]); otherwise the map
    /// is saved inside the lesson, so that the lesson opens again, and the returned note says
    /// so.
    pub fn save(&mut self, path: &Path) -> Result<Option<String>, String> {
        // A lesson that could not be opened again is not written: its opponent is fixed first,
        // and the edit stays in the editor (and in its recovery file) meanwhile.
        if let Some((_, problem)) = crate::scenario::practice_opponent_problem(self.scenario()) {
            return Err(tr!(
                lang(),
                "le-save-refused",
                path = path.display().to_string(),
                reason = problem.render(lang())
            ));
        }
        let mut out = self.scenario().clone();
        let mut note = None;
        if let Some(map_path) = &self.map_path {
            let name = relative_path(map_path, path);
            out.map = if crate::scenario::resolve_map(path, &name).is_ok() {
                MapSource::Path(name)
            } else {
                note = Some(tr!(
                    lang(),
                    "le-map-embedded",
                    path = map_path.display().to_string()
                ));
                MapSource::Embedded(Box::new(self.map.clone()))
            };
        }
        out.save(path).map_err(|e| {
            tr!(
                lang(),
                "le-write-failed",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })?;
        if out.map != self.scenario().map {
            // Keep the map's new name (or the embedded map) without making it an undo step.
            if matches!(out.map, MapSource::Embedded(_)) {
                self.map_path = None;
            }
            let _ = self.doc.apply_unrecorded(&LessonEdit::SetMap(out.map));
        }
        self.doc.mark_saved(path.to_path_buf());
        Ok(note)
    }

    /// The lesson as its recovery file holds it: the map named by an absolute path, or
    /// embedded.
    pub fn recovery_body(&self) -> String {
        let mut scenario = self.scenario().clone();
        scenario.map = match &self.map_path {
            Some(p) => {
                let abs = std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
                MapSource::Path(abs.display().to_string())
            }
            None => MapSource::Embedded(Box::new(self.map.clone())),
        };
        crate::map::to_pretty_ron_depth(&RecoveryBody { scenario }, 3)
    }

    /// The body and source of a lesson recovery file of earlier toyforge versions
    /// (`lesson-recovery.ron`: the scenario beside the file it came from), in today's form.
    pub fn legacy_recovery(text: &str) -> Result<Snapshot, String> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Legacy {
            #[serde(default)]
            source: Option<PathBuf>,
            scenario: Scenario,
        }
        let old: Legacy = ron::Options::default()
            .from_str(text)
            .map_err(|e| tr!(lang(), "le-recovery-damaged", error = e.to_string()))?;
        let title = old.scenario.title.clone();
        let body = RecoveryBody {
            scenario: old.scenario,
        };
        Ok(Snapshot {
            body: crate::map::to_pretty_ron_depth(&body, 3),
            source: old.source,
            title,
        })
    }

    /// The lesson of a recovery file, its changes still unsaved, to be saved where it came from.
    pub fn from_recovery(body: &str, source: Option<PathBuf>) -> Result<LessonDoc, String> {
        let saved: RecoveryBody = ron::Options::default()
            .from_str(body)
            .map_err(|e| tr!(lang(), "le-recovered-damaged", error = e.to_string()))?;
        let (map, map_path) = match &saved.scenario.map {
            MapSource::Embedded(m) => ((**m).clone(), None),
            MapSource::Path(p) => {
                let p = PathBuf::from(p);
                (Map::load(&p).map_err(|e| e.to_string())?, Some(p))
            }
        };
        let mut doc = LessonDoc::from_parts(saved.scenario, map, map_path, source);
        doc.doc.mark_unsaved();
        Ok(doc)
    }
}

/// The game `position` starts on `map`, its places named in `language` as the lesson's text
/// names them, or every reason the engine refuses the map or the position.
fn start_of(map: &Map, position: &Position, language: &str) -> Result<State, StartError> {
    let board = Arc::new(crate::engine::Board::compile(&map.in_language(language))?);
    Ok(position.to_state(board)?)
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

/// What the workspace asks of the app: files are read and written, and dialogs shown, by the
/// app after the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Choose a scenario (or a map) to open.
    OpenDialog,
    /// Choose where to save the lesson.
    SaveDialog,
    /// Save the lesson where it lives (or ask where, for a lesson never saved).
    Save,
    /// Save the lesson to this file.
    SaveAs(PathBuf),
    /// Start a new lesson on this map (and map file), asking first if need be.
    New(Box<Map>, Option<PathBuf>),
}

/// The lesson workspace: the document and the three tabs.
#[derive(Default)]
pub struct LessonWorkspace {
    doc: Option<LessonDoc>,
    pub tab: LessonTab,
    pub position: position::PositionEditor,
    pub steps: steps::StepsEditor,
    pub preview: toyforge_ui::Preview,
    message: Option<(String, bool)>,
    /// The widget focused at the end of the last frame: a change of focus ends a typing burst.
    focus: Option<egui::Id>,
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
        self.doc = Some(doc);
        self.position = Default::default();
        self.steps = Default::default();
        self.preview = Default::default();
    }

    /// Drops the lesson (its changes were discarded on purpose).
    pub fn close(&mut self) {
        self.doc = None;
    }

    /// The last message (a file error, a save); the flag says whether it is an error.
    pub fn message(&self) -> Option<(&str, bool)> {
        self.message.as_ref().map(|(m, e)| (m.as_str(), *e))
    }

    pub fn say(&mut self, message: impl Into<String>, error: bool) {
        self.message = Some((message.into(), error));
    }

    /// Puts away the workspace's message unless it is an error.
    pub fn forget_note(&mut self) {
        if self.message.as_ref().is_some_and(|(_, error)| !error) {
            self.message = None;
        }
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.as_ref().is_some_and(LessonDoc::is_dirty)
    }

    /// A display name of the lesson for prompts.
    pub fn name(&self) -> String {
        self.doc
            .as_ref()
            .and_then(|d| d.path())
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| tr!(lang(), "le-new-lesson-name"))
    }

    /// Where Save writes: the lesson's file (none for a lesson never saved: Save asks).
    pub fn save_target(&self) -> Option<PathBuf> {
        self.doc
            .as_ref()
            .and_then(|d| d.path().map(Path::to_path_buf))
    }

    /// Starts a new lesson on `map`.
    pub fn start_new(&mut self, map: Map, map_path: Option<PathBuf>) {
        self.set_doc(LessonDoc::new(map, map_path));
        self.say(tr!(lang(), "le-said-new"), false);
    }

    /// Opens the scenario file at `path` now; on failure the current scenario stays and the message
    /// says why (file, line and column for syntax errors; the path tried for a missing map).
    pub fn open_now(&mut self, path: &Path) -> bool {
        match LessonDoc::load(path) {
            Ok(doc) => {
                self.set_doc(doc);
                let path = path.display().to_string();
                self.say(tr!(lang(), "le-said-opened", path = path), false);
                true
            }
            Err(e) => {
                self.say(e.message_in(lang()), true);
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
            Ok(note) => {
                let path = path.display().to_string();
                match note {
                    Some(note) => self.say(
                        tr!(lang(), "le-said-saved-note", path = path, note = note),
                        false,
                    ),
                    None => self.say(tr!(lang(), "le-said-saved", path = path), false),
                }
                true
            }
            Err(e) => {
                self.say(e, true);
                false
            }
        }
    }

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
        let stem = crate::app::files::file_stem(title, "lesson");
        PathBuf::from(format!("{stem}.ron"))
    }

    /// Draws the workspace; `map` and `map_path` are the map editor's document, used by
    /// "New lesson on this map". Returns what the app is to do after the frame.
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) -> Vec<Request> {
        // Its keyboard shortcuts (undo, redo, save) are the app's: see `app::shortcuts`.
        let mut requests = Vec::new();
        // A change of focus (a field left, another one entered) ends a burst of typing.
        let focus = ui.ctx().memory(|m| m.focused());
        if focus != self.focus {
            self.focus = focus;
            if let Some(doc) = &mut self.doc {
                doc.end_group();
            }
        }
        egui::Panel::top("lesson_bar").show(ui, |ui| {
            requests.extend(self.bar_ui(ui, map, map_path));
        });
        let Some(doc) = &mut self.doc else {
            egui::CentralPanel::default().show(ui, |ui| {
                // A refusal to open a lesson is in the bar above, once.
                ui.label(tr!(lang(), "le-no-lesson"));
            });
            return requests;
        };
        // The tabs return their edits, as the map's tools do; they are applied after the tab
        // is drawn, and the next frame shows them.
        let edits = match self.tab {
            LessonTab::Position => self.position.ui(ui, doc).into_iter().collect(),
            LessonTab::Steps => self.steps.ui(ui, doc),
            LessonTab::Preview => {
                self.preview.ui(ui, doc.learner());
                Vec::new()
            }
        };
        if !edits.is_empty() {
            ui.ctx().request_repaint();
        }
        for (edit, merge) in edits {
            if let Err(e) = doc.apply(edit, merge) {
                self.message = Some((e.0, true));
            }
        }
        requests
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

    fn bar_ui(&mut self, ui: &mut Ui, map: &Map, map_path: Option<&Path>) -> Vec<Request> {
        let mut requests = Vec::new();
        ui.horizontal_wrapped(|ui| {
            for tab in LessonTab::ALL {
                ui.selectable_value(&mut self.tab, tab, tab.name());
            }
            ui.separator();
            if ui
                .button(tr!(lang(), "le-new-lesson"))
                .on_hover_text(tr!(lang(), "le-new-lesson-hover"))
                .clicked()
            {
                requests.push(Request::New(
                    Box::new(map.clone()),
                    map_path.map(Path::to_path_buf),
                ));
            }
            if ui
                .button(tr!(lang(), "le-open"))
                .on_hover_text(tr!(lang(), "le-open-hover"))
                .clicked()
            {
                requests.push(Request::OpenDialog);
            }
            let has_doc = self.doc.is_some();
            if ui
                .add_enabled(has_doc, egui::Button::new(tr!(lang(), "le-save")))
                .on_hover_text(tr!(lang(), "le-save-hover"))
                .clicked()
            {
                requests.push(Request::Save);
            }
            if ui
                .add_enabled(has_doc, egui::Button::new(tr!(lang(), "le-save-as")))
                .on_hover_text(tr!(lang(), "le-save-as-hover"))
                .clicked()
            {
                requests.push(Request::SaveDialog);
            }
            if let Some(doc) = &mut self.doc {
                ui.separator();
                let undo = match doc.history().undo_label() {
                    Some(l) => tr!(lang(), "menu-undo-step", step = l),
                    None => tr!(lang(), "status-nothing-to-undo"),
                };
                let redo = match doc.history().redo_label() {
                    Some(l) => tr!(lang(), "menu-redo-step", step = l),
                    None => tr!(lang(), "status-nothing-to-redo"),
                };
                if ui
                    .add_enabled(doc.can_undo(), egui::Button::new(tr!(lang(), "menu-undo")))
                    .on_hover_text(undo)
                    .clicked()
                {
                    doc.undo();
                }
                if ui
                    .add_enabled(doc.can_redo(), egui::Button::new(tr!(lang(), "menu-redo")))
                    .on_hover_text(redo)
                    .clicked()
                {
                    doc.redo();
                }
                let name = doc
                    .path()
                    .and_then(|p| p.file_name())
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| tr!(lang(), "le-untitled-scenario"));
                ui.weak(if doc.is_dirty() {
                    tr!(lang(), "status-unsaved", name = name)
                } else {
                    name
                });
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
                RichText::new(tr!(
                    lang(),
                    "le-position-unstartable",
                    error = e.to_string()
                ))
                .color(ui.visuals().error_fg_color),
            );
        }
        requests
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PositionProblemKind;
    use crate::pieces::{Side, Troop};

    #[test]
    fn a_chinese_lessons_board_names_its_places_as_its_text_does() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let zh = LessonDoc::load(&root.join("scenarios/castle-1-setup.zh.ron")).unwrap();
        let board = zh.start().unwrap().board();
        assert_eq!(
            crate::scenario::place_name(board, "central-bridge"),
            "中央石桥"
        );
        let en = LessonDoc::load(&root.join("scenarios/castle-1-setup.ron")).unwrap();
        let board = en.start().unwrap().board();
        // English sentences read the name with its article; the board writes it without.
        assert_eq!(
            crate::scenario::place_name(board, "central-bridge"),
            "the Central Bridge"
        );
        let bridge = board.find("central-bridge").unwrap();
        assert_eq!(board.display_name(bridge), "Central Bridge");
    }

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
    fn edits_are_labelled_undo_steps_undone_in_order() {
        let map = crate::app::bundled_map();
        let mut doc = LessonDoc::new(map, None);
        assert!(doc.is_dirty(), "a new lesson is not saved yet");
        assert!(!doc.can_undo(), "nothing changed");
        doc.apply(LessonEdit::SetTitle("One".into()), Merge::Alone)
            .unwrap();
        let mut p = doc.scenario().position.clone();
        p.blue.rack.push(Troop::Roxy);
        doc.apply(LessonEdit::SetPosition(p), Merge::Alone).unwrap();
        assert_eq!(doc.history().undo_label(), Some("add Roxy to Blue's rack"));
        doc.apply(LessonEdit::SetTitle("Two".into()), Merge::Alone)
            .unwrap();
        doc.undo();
        assert_eq!(doc.scenario().title, "One");
        assert_eq!(doc.scenario().position.blue.rack, vec![Troop::Roxy]);
        doc.undo();
        assert!(doc.scenario().position.blue.rack.is_empty());
        doc.undo();
        assert!(!doc.can_undo());
        doc.redo();
        doc.redo();
        doc.redo();
        assert_eq!(doc.scenario().title, "Two");
        assert!(!doc.can_redo());
    }

    #[test]
    fn the_start_position_is_checked_after_each_edit() {
        let mut doc = LessonDoc::new(crate::app::bundled_map(), None);
        assert!(doc.start().is_ok(), "{:?}", doc.start().err());
        // Nine Roxies cannot exist: the position is refused, naming the troop.
        let mut p = doc.scenario().position.clone();
        p.blue.rack = vec![Troop::Roxy; 9];
        doc.apply(LessonEdit::SetPosition(p), Merge::Alone).unwrap();
        let e = doc.start().unwrap_err();
        let StartError::Position(p) = e else {
            panic!("{e}");
        };
        assert!(p.has(PositionProblemKind::TroopCount), "{e}");
        assert!(e.to_string().to_lowercase().contains("roxy"), "{e}");
        doc.undo();
        assert!(doc.start().is_ok());
        assert_eq!(doc.scenario().position.to_move, Side::Blue);
    }

    #[test]
    fn a_recovered_lesson_comes_back_unsaved_with_its_source() {
        let dir = tempfile::tempdir().unwrap();
        let map_path = dir.path().join("castle.ron");
        crate::app::bundled_map().save(&map_path).unwrap();
        let mut doc = LessonDoc::new(Map::load(&map_path).unwrap(), Some(map_path));
        let source = dir.path().join("lesson.ron");
        doc.save(&source).unwrap();
        doc.apply(LessonEdit::SetTitle("Not saved yet".into()), Merge::Alone)
            .unwrap();
        let back = LessonDoc::from_recovery(&doc.recovery_body(), Some(source.clone())).unwrap();
        assert_eq!(back.scenario().title, "Not saved yet");
        assert!(back.is_dirty(), "recovered changes are still unsaved");
        assert_eq!(back.path(), Some(source.as_path()));
        assert!(back.start().is_ok());
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
        doc.apply(LessonEdit::SetTitle("Saved".into()), Merge::Alone)
            .unwrap();
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
    fn a_map_a_lesson_may_not_read_from_where_it_is_saved_is_saved_inside_it() {
        let dir = tempfile::tempdir().unwrap();
        // The map in a folder of its own, not a map library of the lesson's folder.
        let drafts = dir.path().join("drafts");
        std::fs::create_dir_all(&drafts).unwrap();
        let map_path = drafts.join("castle.ron");
        crate::app::bundled_map().save(&map_path).unwrap();
        let map = Map::load(&map_path).unwrap();
        let mut doc = LessonDoc::new(map.clone(), Some(map_path.clone()));
        let out = dir.path().join("lessons").join("one.ron");
        std::fs::create_dir_all(out.parent().unwrap()).unwrap();
        // Named by path, the lesson would be refused when opened again.
        assert!(crate::scenario::resolve_map(&out, "../drafts/castle.ron").is_err());

        let note = doc.save(&out).unwrap().expect("the author is told");
        assert!(note.contains("saved inside the lesson"), "{note}");
        assert!(note.contains(&map_path.display().to_string()), "{note}");
        assert_eq!(doc.scenario().map, MapSource::Embedded(Box::new(map)));
        assert!(!doc.is_dirty());
        let back = LessonDoc::load(&out).expect("the saved lesson opens again");
        assert_eq!(back.scenario(), doc.scenario());
        assert!(back.start().is_ok());
    }
}
