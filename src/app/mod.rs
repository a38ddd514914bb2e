//! The battlefield editor (egui/eframe).
//!
//! [`EditorApp`] holds the whole editor state and draws a frame with [`EditorApp::ui`], so it can
//! run in a window ([`run`]) or headless under a test harness. Panels and tools return
//! [`Action`]s and [`Command`]s; edits go through [`edit::Document::apply`], and file work runs
//! after the frame.

pub mod analysis;
pub mod background;
pub mod board;
pub mod canvas;
pub mod draw;
pub mod edit;
pub mod facts;
pub mod files;
pub mod inspector;
pub mod lesson;
pub mod map_panel;
pub mod play;
pub mod problems;
pub mod selection;
pub mod theme;
pub mod tools;

use crate::map::{Map, MapFacts, Point, Problem, Severity};
use background::Background;
use canvas::{CanvasInput, CanvasState};
use edit::{Document, Edit, EditError, History, Merge};
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui, ViewportCommand};
use files::{Files, Guarded, Purpose};
use inspector::Inspector;
use selection::{Item, Selection};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use theme::{Palette, Prefs};
use tools::{Cx, Output, Tool, ToolKind, Tools};

/// The bundled Castle Field, shown when no file is given (embedded, so the editor opens it from
/// any folder).
pub const BUNDLED_MAP: &str = include_str!("../../maps/castle-field.ron");

/// The bundled map, parsed.
pub fn bundled_map() -> Map {
    Map::from_ron(BUNDLED_MAP, "castle-field.ron (bundled)").unwrap_or_default()
}

/// What panels and tools ask for, applied in order after they are drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Apply(Edit, Merge),
    Rename {
        old: String,
        new: String,
    },
    Select(Selection),
    /// Show these map points.
    Frame(Vec<Point>),
    Message(String),
    Command(Command),
}

/// Work that runs after the frame: files, dialogs, history.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    New,
    OpenDialog,
    Open(PathBuf),
    OpenRecent(PathBuf),
    OpenBundled,
    Save,
    SaveAsDialog,
    SaveAs(PathBuf),
    ExportSvgDialog,
    ExportSvg(PathBuf),
    ExportPngDialog,
    ExportPng(PathBuf),
    PickBackground,
    LoadBackground(PathBuf),
    Undo,
    Redo,
    Quit,
    ConfirmSave,
    ConfirmDiscard,
    ConfirmCancel,
    RecoverAccept,
    RecoverDiscard,
    Fit,
    SelectAll,
    /// Ask where to save the lesson being written.
    SaveLessonDialog,
    SaveLessonAs(PathBuf),
}

/// What the window shows below the menu bar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The map editor.
    #[default]
    Edit,
    /// Test-play the map.
    Play,
    /// The lesson workspace: position, steps, preview.
    Lesson,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Edit, Mode::Play, Mode::Lesson];

    /// The label of the mode's switch in the menu bar.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Edit => "Edit map",
            Mode::Play => "Play",
            Mode::Lesson => "Lesson",
        }
    }
}

/// The editor.
pub struct EditorApp {
    prefs: Prefs,
    doc: Document,
    selection: Selection,
    tools: Tools,
    tool: ToolKind,
    canvas: CanvasState,
    background: Background,
    inspector: Inspector,
    files: Files,
    problems: Vec<Problem>,
    problem_ids: HashMap<String, Severity>,
    facts: MapFacts,
    geo: draw::Geometry,
    checked_rev: Option<u64>,
    analysed_rev: Option<u64>,
    gesture: u64,
    status: Option<(String, f64)>,
    commands: Vec<Command>,
    /// The window may close (changes were saved or discarded).
    closing: bool,
    applied_dark: Option<bool>,
    title: String,
    /// What to do once the Save as… started by the unsaved-changes prompt succeeds.
    after_save: Option<Guarded>,
    pending_proceed: Option<Guarded>,
    /// What the window below the menu shows: the map editor, play mode or the lesson workspace.
    mode: Mode,
    play: play::PlayView,
    lesson: lesson::LessonWorkspace,
    /// The balance lab (Analysis section of the side panel and its heat overlay).
    analysis: analysis::AnalysisPanel,
}

impl EditorApp {
    /// An editor on `map`, read from `path` if given. No system dialogs, no autosave: the form
    /// used by tests and benchmarks.
    pub fn new(map: Map, path: Option<PathBuf>) -> EditorApp {
        let mut canvas = CanvasState::default();
        canvas.fit(&map);
        let files = Files {
            native_dialogs: false,
            ..Files::default()
        };
        EditorApp {
            prefs: Prefs::default(),
            doc: Document::new(map, path),
            selection: Selection::default(),
            tools: Tools::default(),
            tool: ToolKind::Select,
            canvas,
            background: Background::default(),
            inspector: Inspector::default(),
            files,
            problems: Vec::new(),
            problem_ids: HashMap::new(),
            facts: crate::map::map_facts(&Map::default()),
            geo: draw::Geometry::default(),
            checked_rev: None,
            analysed_rev: None,
            gesture: 0,
            status: None,
            commands: Vec::new(),
            closing: false,
            applied_dark: None,
            title: String::new(),
            after_save: None,
            pending_proceed: None,
            mode: Mode::Edit,
            play: play::PlayView::default(),
            lesson: lesson::LessonWorkspace::default(),
            analysis: analysis::AnalysisPanel::default(),
        }
    }

    /// The editor as the window runs it: preferences from eframe storage, system dialogs,
    /// autosave and recovery.
    pub fn with_storage(storage: Option<&dyn eframe::Storage>, file: Option<PathBuf>) -> EditorApp {
        let mut app = EditorApp::new(bundled_map(), None);
        if let Some(prefs) = storage.and_then(|s| eframe::get_value::<Prefs>(s, theme::PREFS_KEY)) {
            app.prefs = prefs;
        }
        app.files.native_dialogs = app.prefs.native_dialogs;
        app.play.native_dialogs = app.prefs.native_dialogs;
        app.files.recovery_path = eframe::storage_dir("toyforge").map(|d| d.join("recovery.ron"));
        app.files.check_recovery();
        app.lesson.recovery.path =
            eframe::storage_dir("toyforge").map(|d| d.join("lesson-recovery.ron"));
        app.lesson.recovery.check();
        if let Some(file) = file {
            app.open_now(&file);
        }
        app
    }

    // ----- accessors (tests and benchmarks drive the editor through these) -----

    pub fn map(&self) -> &Map {
        self.doc.map()
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }

    pub fn history(&self) -> &History {
        self.doc.history()
    }

    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    pub fn tool(&self) -> ToolKind {
        self.tool
    }

    /// Whether the play screen is shown instead of the editor.
    pub fn play_mode(&self) -> bool {
        self.mode == Mode::Play
    }

    /// What the window shows.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
    }

    /// The lesson workspace.
    pub fn lesson(&self) -> &lesson::LessonWorkspace {
        &self.lesson
    }

    pub fn lesson_mut(&mut self) -> &mut lesson::LessonWorkspace {
        &mut self.lesson
    }

    pub fn set_play_mode(&mut self, on: bool) {
        self.mode = if on { Mode::Play } else { Mode::Edit };
    }

    pub fn play_view(&self) -> &play::PlayView {
        &self.play
    }

    pub fn play_view_mut(&mut self) -> &mut play::PlayView {
        &mut self.play
    }

    pub fn analysis(&self) -> &analysis::AnalysisPanel {
        &self.analysis
    }

    pub fn analysis_mut(&mut self) -> &mut analysis::AnalysisPanel {
        &mut self.analysis
    }

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    pub fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.prefs
    }

    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    pub fn facts(&self) -> &MapFacts {
        &self.facts
    }

    pub fn view(&self) -> &canvas::View {
        &self.canvas.view
    }

    pub fn view_mut(&mut self) -> &mut canvas::View {
        &mut self.canvas.view
    }

    /// The screen transform of the last frame's canvas, if it was drawn.
    pub fn transform(&self) -> Option<canvas::Transform> {
        self.canvas
            .rect
            .map(|r| canvas::Transform::new(&self.canvas.view, r))
    }

    /// The message of the error box, if one is open.
    pub fn error_message(&self) -> Option<&str> {
        self.files.error.as_ref().map(|e| e.message.as_str())
    }

    /// The status bar message, if any.
    pub fn status_message(&self) -> Option<&str> {
        self.status.as_ref().map(|(s, _)| s.as_str())
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.is_dirty()
    }

    pub fn set_tool(&mut self, kind: ToolKind) {
        if kind != self.tool {
            let outs = self.tools.get_mut(self.tool).cancel();
            self.apply_outputs(outs);
            self.tool = kind;
        }
    }

    pub fn set_selection(&mut self, selection: Selection) {
        if selection != self.selection {
            self.doc.end_group();
            self.selection = selection;
        }
    }

    /// Applies an edit as one undo step (what every panel and tool ends up calling).
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        self.apply_merged(edit, Merge::Alone)
    }

    fn apply_merged(&mut self, edit: Edit, merge: Merge) -> Result<(), EditError> {
        let renamed = match &edit {
            Edit::Rename { old, new } => Some((old.clone(), new.clone())),
            _ => None,
        };
        self.doc.apply(&edit, merge)?;
        if let Some((old, new)) = renamed {
            self.selection.rename(&old, &new);
        }
        Ok(())
    }

    /// Undoes the last step; during a gesture, cancels the gesture instead.
    pub fn undo(&mut self) {
        if self.tools.get(self.tool).busy() {
            let outs = self.tools.get_mut(self.tool).cancel();
            self.apply_outputs(outs);
            return;
        }
        if self.doc.undo() {
            self.selection.retain_existing(self.doc.map());
        } else {
            self.say("Nothing to undo");
        }
    }

    pub fn redo(&mut self) {
        if self.doc.redo() {
            self.selection.retain_existing(self.doc.map());
        } else {
            self.say("Nothing to redo");
        }
    }

    /// Queues a command to run after the next frame.
    pub fn push_command(&mut self, cmd: Command) {
        self.commands.push(cmd);
    }

    fn say(&mut self, msg: impl Into<String>) {
        self.status = Some((msg.into(), f64::NAN));
    }

    fn doc_name(&self) -> String {
        match &self.doc.path {
            Some(p) => p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| p.display().to_string()),
            None => self.doc.map().name.clone(),
        }
    }

    // ----- the frame -----

    /// The editor's panels around the canvas (Edit mode).
    fn editor_panels(&mut self, ui: &mut Ui) {
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        egui::Panel::right("side")
            .default_size(330.0)
            .min_size(240.0)
            .show(ui, |ui| self.side_panel(ui));
        egui::CentralPanel::no_frame().show(ui, |ui| self.canvas_ui(ui));
    }

    /// Draws one frame of the editor into `ui` (the whole window).
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_dark != Some(self.prefs.dark) {
            ctx.set_theme(if self.prefs.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
            self.applied_dark = Some(self.prefs.dark);
        }
        self.handle_close_request(&ctx);
        self.handle_dropped_files(&ctx);
        self.refresh();
        if !self.files.is_modal() && self.mode == Mode::Edit {
            self.shortcuts(&ctx);
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        match self.mode {
            Mode::Edit => self.editor_panels(ui),
            Mode::Play => {
                self.play.ui(ui, self.doc.map());
                if let Some(p) = self.play.take_lesson_request() {
                    self.mode = Mode::Lesson;
                    self.lesson.tab = lesson::LessonTab::Steps;
                    self.lesson.open(&p);
                }
            }
            Mode::Lesson => {
                let asked = self.lesson.ui(ui, self.doc.map(), self.doc.path.as_deref());
                self.commands.extend(asked.map(|r| match r {
                    lesson::Request::OpenDialog => Command::OpenDialog,
                    lesson::Request::SaveDialog => Command::SaveLessonDialog,
                }));
            }
        }

        let recent = self.prefs.recent.clone();
        let name = self.doc_name();
        let cmds = self.files.ui(&ctx, &recent, &name);
        self.commands.extend(cmds);
        let saving = self.files.prompt.is_some()
            || self
                .commands
                .iter()
                .any(|c| matches!(c, Command::SaveAs(_) | Command::SaveAsDialog));
        if !saving {
            // The Save as… asked for by the unsaved-changes prompt was cancelled.
            self.after_save = None;
        }

        self.run_commands(&ctx);
        self.refresh();
        self.update_title(&ctx);
        self.files.autosave(
            self.doc.map(),
            self.doc.path.as_deref(),
            self.doc.rev(),
            self.doc.is_dirty(),
        );
        if (self.doc.is_dirty() && self.files.recovery_path.is_some())
            || (self.lesson.is_dirty() && self.lesson.recovery.path.is_some())
        {
            ctx.request_repaint_after(std::time::Duration::from_secs(files::AUTOSAVE_SECS));
        }
    }

    /// Follows a change of the map: positions at once; validation and facts too, except during
    /// a drag, where they wait for the drop (a big map's checks need not run every frame).
    fn refresh(&mut self) {
        if self.checked_rev != Some(self.doc.rev()) {
            self.checked_rev = Some(self.doc.rev());
            self.geo = draw::Geometry::new(self.doc.map());
            let (map, geo) = (self.doc.map(), &self.geo);
            self.selection.retain(|item| match item {
                Item::Loc(id) => geo.pos(id).is_some(),
                Item::Region(id) => geo.region_keys.contains(&id.to_ascii_lowercase()),
                Item::Path(..) => item.exists(map),
            });
        }
        if self.analysed_rev != Some(self.doc.rev()) && !self.tools.get(self.tool).busy() {
            self.analysed_rev = Some(self.doc.rev());
            self.problems = crate::map::validate(self.doc.map());
            self.problem_ids = problems::by_id(&self.problems);
            self.facts = crate::map::map_facts(self.doc.map());
        }
    }

    fn update_title(&mut self, ctx: &egui::Context) {
        let title = format!(
            "{}{} — toyforge",
            self.doc_name(),
            if self.doc.is_dirty() { " •" } else { "" }
        );
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn handle_close_request(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) {
            if self.doc.is_dirty() && !self.closing {
                ctx.send_viewport_cmd(ViewportCommand::CancelClose);
                self.files.confirm = Some(Guarded::Quit);
            } else if self.lesson.is_dirty() && !self.closing {
                ctx.send_viewport_cmd(ViewportCommand::CancelClose);
                self.lesson.request(lesson::Guarded::Quit);
            } else {
                if !self.doc.is_dirty() {
                    self.files.clear_recovery();
                }
                if !self.lesson.is_dirty() {
                    self.lesson.recovery.clear();
                }
            }
        }
        if self.mode != Mode::Lesson {
            // The lesson's prompt shows over any mode.
            self.lesson.confirm_ui(ctx);
        }
        if self.lesson.recovery_ui(ctx) {
            self.mode = Mode::Lesson;
        }
        self.lesson.autosave();
        if self.lesson.take_quit() {
            self.quit(ctx);
        }
    }

    fn handle_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        for path in dropped {
            let ext = path
                .extension()
                .map(|e| e.to_string_lossy().to_ascii_lowercase())
                .unwrap_or_default();
            if matches!(ext.as_str(), "png" | "jpg" | "jpeg") {
                self.commands.push(Command::LoadBackground(path));
            } else {
                self.commands.push(Command::Open(path));
            }
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let sc = |m, k| KeyboardShortcut::new(m, k);
        let mut cmds = Vec::new();
        ctx.input_mut(|i| {
            if i.consume_shortcut(&sc(cmd_shift, Key::S)) {
                cmds.push(Command::SaveAsDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::S)) {
                cmds.push(Command::Save);
            }
            if i.consume_shortcut(&sc(cmd, Key::O)) {
                cmds.push(Command::OpenDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::N)) {
                cmds.push(Command::New);
            }
            if i.consume_shortcut(&sc(cmd, Key::E)) {
                cmds.push(Command::ExportSvgDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::Q)) {
                cmds.push(Command::Quit);
            }
            if !typing {
                if i.consume_shortcut(&sc(cmd_shift, Key::Z))
                    || i.consume_shortcut(&sc(cmd, Key::Y))
                {
                    cmds.push(Command::Redo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Z)) {
                    cmds.push(Command::Undo);
                }
                if i.consume_shortcut(&sc(cmd, Key::A)) {
                    cmds.push(Command::SelectAll);
                }
            }
        });
        // Undo and redo run at once so that a frame never draws a stale state.
        for c in cmds {
            match c {
                Command::Undo => self.undo(),
                Command::Redo => self.redo(),
                other => self.commands.push(other),
            }
        }
        if typing {
            return;
        }
        let mut tool_switch = None;
        let mut keys = Vec::new();
        ctx.input_mut(|i| {
            if i.modifiers.command || i.modifiers.alt {
                return;
            }
            for kind in ToolKind::ALL {
                if i.consume_key(Modifiers::NONE, kind.key()) {
                    tool_switch = Some(kind);
                }
            }
            for k in [
                Key::Escape,
                Key::ArrowLeft,
                Key::ArrowRight,
                Key::ArrowUp,
                Key::ArrowDown,
                Key::Delete,
                Key::Backspace,
                Key::F,
                Key::G,
                Key::I,
                Key::Plus,
                Key::Equals,
                Key::Minus,
            ] {
                // Shift first: a plain match would also take Shift+key.
                for shift in [true, false] {
                    let mods = if shift {
                        Modifiers::SHIFT
                    } else {
                        Modifiers::NONE
                    };
                    for _ in 0..i.count_and_consume_key(mods, k) {
                        keys.push((k, shift));
                    }
                }
            }
        });
        if let Some(kind) = tool_switch {
            if kind == ToolKind::Hq && self.tool == ToolKind::Hq {
                self.tools.hq.side = self.tools.hq.side.other();
            }
            self.set_tool(kind);
        }
        for (k, shift) in keys {
            match k {
                Key::Escape => {
                    if self.tools.get(self.tool).busy() {
                        let outs = self.tools.get_mut(self.tool).cancel();
                        self.apply_outputs(outs);
                    } else {
                        self.set_selection(Selection::default());
                    }
                }
                Key::F => self.commands.push(Command::Fit),
                Key::G if shift => self.prefs.snap = !self.prefs.snap,
                Key::G => self.prefs.show_grid = !self.prefs.show_grid,
                Key::I => self.prefs.show_ids = !self.prefs.show_ids,
                Key::Plus | Key::Equals => self.canvas.zoom_center(1.25),
                Key::Minus => self.canvas.zoom_center(0.8),
                _ => {
                    // Arrows and Delete act on the selection whatever the tool.
                    let Some(tf) = self.transform() else {
                        continue;
                    };
                    let mods = if shift {
                        Modifiers::SHIFT
                    } else {
                        Modifiers::NONE
                    };
                    let cx = Cx {
                        map: self.doc.map(),
                        geo: &self.geo,
                        selection: &self.selection,
                        tf: &tf,
                        snap: self.prefs.snap_step(),
                        mods,
                    };
                    let outs = self.tools.select.key(&cx, k);
                    self.apply_outputs(outs);
                }
            }
        }
    }

    /// Applies what a tool returned.
    fn apply_outputs(&mut self, outs: Vec<Output>) {
        for o in outs {
            let result = match o {
                Output::Edit(e) => self.apply_merged(e, Merge::Alone),
                Output::GestureEdit(e) => self.apply_merged(e, Merge::Gesture(self.gesture)),
                Output::Nudge(e) => self.apply_merged(e, Merge::Nudge),
                Output::Select(s) => {
                    self.set_selection(s);
                    Ok(())
                }
                Output::CancelGesture => {
                    self.doc.cancel_group(&Merge::Gesture(self.gesture));
                    Ok(())
                }
                Output::Message(m) => {
                    self.say(m);
                    Ok(())
                }
            };
            if let Err(e) = result {
                self.say(e.0);
                // A refused edit must not leave a selection of something never made.
                self.selection.retain_existing(self.doc.map());
                break;
            }
        }
        self.refresh();
    }

    /// Applies what a panel returned.
    fn apply_actions(&mut self, actions: Vec<Action>) {
        for a in actions {
            match a {
                Action::Apply(e, merge) => {
                    if let Err(e) = self.apply_merged(e, merge) {
                        self.say(e.0);
                    }
                }
                Action::Rename { old, new } => {
                    match self.apply_merged(
                        Edit::Rename {
                            old: old.clone(),
                            new: new.clone(),
                        },
                        Merge::Alone,
                    ) {
                        Ok(()) => {
                            self.inspector.renamed(Ok(&new));
                            self.say(format!("Renamed `{old}` to `{new}` everywhere"));
                        }
                        Err(e) => {
                            self.say(e.0.clone());
                            self.inspector.renamed(Err((&old, e.0)));
                        }
                    }
                }
                Action::Select(s) => self.set_selection(s),
                Action::Frame(points) => self.canvas.pending_frame = Some(points),
                Action::Message(m) => self.say(m),
                Action::Command(c) => self.commands.push(c),
            }
        }
        self.refresh();
    }

    // ----- panels -----

    fn menu_bar(&mut self, ui: &mut Ui) {
        let mut cmds = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                let sc = |ui: &Ui, m, k| ui.ctx().format_shortcut(&KeyboardShortcut::new(m, k));
                let c = Modifiers::COMMAND;
                let cs = Modifiers::COMMAND | Modifiers::SHIFT;
                if ui
                    .add(egui::Button::new("New").shortcut_text(sc(ui, c, Key::N)))
                    .clicked()
                {
                    cmds.push(Command::New);
                }
                if ui
                    .add(egui::Button::new("Open…").shortcut_text(sc(ui, c, Key::O)))
                    .clicked()
                {
                    cmds.push(Command::OpenDialog);
                }
                ui.menu_button("Open recent", |ui| {
                    if self.prefs.recent.is_empty() {
                        ui.weak("No recent files");
                    }
                    for p in &self.prefs.recent {
                        if ui.button(p.display().to_string()).clicked() {
                            cmds.push(Command::OpenRecent(p.clone()));
                        }
                    }
                });
                if ui.button("Open bundled Castle Field").clicked() {
                    cmds.push(Command::OpenBundled);
                }
                ui.separator();
                if ui
                    .add(egui::Button::new("Save").shortcut_text(sc(ui, c, Key::S)))
                    .clicked()
                {
                    cmds.push(Command::Save);
                }
                if ui
                    .add(egui::Button::new("Save as…").shortcut_text(sc(ui, cs, Key::S)))
                    .clicked()
                {
                    cmds.push(Command::SaveAsDialog);
                }
                ui.separator();
                if ui
                    .add(egui::Button::new("Export SVG…").shortcut_text(sc(ui, c, Key::E)))
                    .clicked()
                {
                    cmds.push(Command::ExportSvgDialog);
                }
                if ui.button("Export PNG…").clicked() {
                    cmds.push(Command::ExportPngDialog);
                }
                ui.separator();
                if ui.button("Background image…").clicked() {
                    cmds.push(Command::PickBackground);
                }
                ui.checkbox(&mut self.prefs.native_dialogs, "Use system file dialogs");
                ui.separator();
                if ui
                    .add(egui::Button::new("Quit").shortcut_text(sc(ui, c, Key::Q)))
                    .clicked()
                {
                    cmds.push(Command::Quit);
                }
            });
            ui.menu_button("Edit", |ui| {
                let undo = match self.doc.history().undo_label() {
                    Some(l) => format!("Undo {l}"),
                    None => "Undo".into(),
                };
                let redo = match self.doc.history().redo_label() {
                    Some(l) => format!("Redo {l}"),
                    None => "Redo".into(),
                };
                let c = Modifiers::COMMAND;
                let z = ui.ctx().format_shortcut(&KeyboardShortcut::new(c, Key::Z));
                let y = ui.ctx().format_shortcut(&KeyboardShortcut::new(c, Key::Y));
                if ui
                    .add_enabled(
                        self.doc.history().can_undo(),
                        egui::Button::new(undo).shortcut_text(z),
                    )
                    .clicked()
                {
                    cmds.push(Command::Undo);
                }
                if ui
                    .add_enabled(
                        self.doc.history().can_redo(),
                        egui::Button::new(redo).shortcut_text(y),
                    )
                    .clicked()
                {
                    cmds.push(Command::Redo);
                }
                ui.separator();
                if ui.button("Select all").clicked() {
                    cmds.push(Command::SelectAll);
                }
                if ui
                    .add_enabled(
                        !self.selection.is_empty(),
                        egui::Button::new("Delete selection"),
                    )
                    .clicked()
                {
                    let items = self.selection.items().to_vec();
                    self.apply_actions(vec![
                        Action::Apply(Edit::Delete(items), Merge::Alone),
                        Action::Select(Selection::default()),
                    ]);
                }
            });
            ui.menu_button("View", |ui| {
                if ui
                    .add(egui::Button::new("Fit map to window").shortcut_text("F"))
                    .clicked()
                {
                    cmds.push(Command::Fit);
                }
                ui.checkbox(&mut self.prefs.show_grid, "Show grid (G)");
                ui.checkbox(&mut self.prefs.snap, "Snap to grid (Shift+G)");
                ui.horizontal(|ui| {
                    let l = ui.label("Grid step");
                    ui.add(
                        egui::DragValue::new(&mut self.prefs.grid)
                            .range(2.0..=200.0)
                            .speed(0.5),
                    )
                    .labelled_by(l.id);
                });
                ui.checkbox(&mut self.prefs.show_ids, "Show ids (I)");
                ui.separator();
                ui.checkbox(&mut self.prefs.dark, "Dark theme");
            });
            ui.separator();
            for mode in Mode::ALL {
                ui.selectable_value(&mut self.mode, mode, mode.name());
            }
        });
        self.commands.extend(cmds);
    }

    fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for kind in ToolKind::ALL {
                let b = egui::Button::selectable(self.tool == kind, kind.name())
                    .shortcut_text(kind.key_name())
                    .min_size(egui::vec2(64.0, 26.0));
                if ui
                    .add(b)
                    .on_hover_text(format!("{} ({})", kind.description(), kind.key_name()))
                    .clicked()
                {
                    self.set_tool(kind);
                }
            }
            ui.separator();
            self.tools.get_mut(self.tool).options_ui(ui, self.doc.map());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button("Fit")
                    .on_hover_text("Show the whole map (F)")
                    .clicked()
                {
                    self.commands.push(Command::Fit);
                }
                if ui.button("+").on_hover_text("Zoom in (+)").clicked() {
                    self.canvas.zoom_center(1.25);
                }
                if ui.button("−").on_hover_text("Zoom out (−)").clicked() {
                    self.canvas.zoom_center(0.8);
                }
                ui.toggle_value(&mut self.prefs.show_ids, "Ids")
                    .on_hover_text("Show ids and names (I)");
                ui.toggle_value(&mut self.prefs.snap, "Snap")
                    .on_hover_text("Snap to the grid (Shift+G)");
                ui.toggle_value(&mut self.prefs.show_grid, "Grid")
                    .on_hover_text("Show the grid (G)");
            });
        });
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        let (errors, warnings) = problems::counts(&self.problems);
        let now = ui.input(|i| i.time);
        if let Some((_, t)) = &mut self.status {
            if t.is_nan() {
                *t = now;
            } else if now - *t > 8.0 {
                self.status = None;
            }
        }
        ui.horizontal(|ui| {
            let pal = Palette::new(self.prefs.dark);
            let err_color = if errors > 0 {
                pal.error
            } else {
                ui.visuals().weak_text_color()
            };
            let warn_color = if warnings > 0 {
                pal.warning
            } else {
                ui.visuals().weak_text_color()
            };
            problems::marker(ui, Some(Severity::Error), err_color);
            ui.label(RichText::new(plural(errors, "error")).color(err_color));
            problems::marker(ui, Some(Severity::Warning), warn_color);
            ui.label(RichText::new(plural(warnings, "warning")).color(warn_color));
            ui.separator();
            match &self.status {
                Some((msg, _)) => {
                    ui.label(msg);
                }
                None => {
                    ui.weak(self.tool.description());
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let dirty = if self.doc.is_dirty() {
                    " • unsaved"
                } else {
                    ""
                };
                ui.weak(format!("{}{dirty}", self.doc_name()));
                ui.separator();
                ui.weak(format!("{:.0}%", self.canvas.view.zoom * 100.0));
                if let Some(p) = self.canvas.hover {
                    ui.weak(format!("x {:.0}  y {:.0}", p.x, p.y));
                }
            });
        });
    }

    fn side_panel(&mut self, ui: &mut Ui) {
        self.refresh();
        let mut actions = Vec::new();
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let map = self.doc.map();
                egui::CollapsingHeader::new(RichText::new("Inspector").strong())
                    .default_open(true)
                    .show(ui, |ui| {
                        actions.extend(self.inspector.ui(ui, map, &self.selection));
                    });
                let (errors, warnings) = problems::counts(&self.problems);
                egui::CollapsingHeader::new(
                    RichText::new(format!(
                        "Problems ({}, {})",
                        plural(errors, "error"),
                        plural(warnings, "warning")
                    ))
                    .strong(),
                )
                .id_salt("problems")
                .default_open(true)
                .show(ui, |ui| {
                    actions.extend(problems::ui(ui, map, &self.problems));
                });
                egui::CollapsingHeader::new(RichText::new("Map facts").strong())
                    .default_open(true)
                    .show(ui, |ui| actions.extend(facts::ui(ui, map, &self.facts)));
                egui::CollapsingHeader::new(RichText::new("Analysis").strong())
                    .id_salt("analysis")
                    .default_open(false)
                    .show(ui, |ui| self.analysis.ui(ui, map, &self.facts));
                egui::CollapsingHeader::new(RichText::new("Map").strong())
                    .default_open(false)
                    .show(ui, |ui| actions.extend(map_panel::ui(ui, map)));
                egui::CollapsingHeader::new(RichText::new("Background image").strong())
                    .default_open(false)
                    .show(ui, |ui| {
                        if let Some(c) = self.background.ui(ui) {
                            actions.push(Action::Command(c));
                        }
                    });
            });
        self.apply_actions(actions);
    }

    fn canvas_ui(&mut self, ui: &mut Ui) {
        self.refresh();
        let tool = self.tools.get_mut(self.tool);
        let ev = self.canvas.show(
            ui,
            CanvasInput {
                map: self.doc.map(),
                geo: &self.geo,
                selection: &self.selection,
                prefs: &self.prefs,
                problems: &self.problem_ids,
                background: &mut self.background,
            },
            tool,
        );
        if let (Some(tf), Some(rect)) = (self.transform(), self.canvas.rect) {
            let pal = Palette::new(self.prefs.dark);
            self.analysis
                .paint_overlay(&ui.painter_at(rect), &tf, self.doc.map(), &pal);
        }
        if ev.gesture_started {
            self.gesture += 1;
            self.doc.end_group();
        }
        self.apply_outputs(ev.outputs);
        if ev.gesture_ended {
            self.doc.end_group();
        }
    }

    // ----- commands -----

    fn run_commands(&mut self, ctx: &egui::Context) {
        let cmds = std::mem::take(&mut self.commands);
        for c in cmds {
            self.run_command(ctx, c);
        }
        if let Some(g) = self.pending_proceed.take() {
            self.proceed(ctx, g);
        }
    }

    fn suggested(&self, ext: &str) -> Option<PathBuf> {
        let stem = match &self.doc.path {
            Some(p) => p.with_extension(ext),
            None => {
                let slug: String = self
                    .doc
                    .map()
                    .name
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() {
                            c.to_ascii_lowercase()
                        } else {
                            '-'
                        }
                    })
                    .collect();
                PathBuf::from(format!("{}.{ext}", slug.trim_matches('-')))
            }
        };
        Some(stem)
    }

    fn run_command(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::New => self.guard(Guarded::New),
            Command::OpenDialog => {
                let dir = self
                    .doc
                    .path
                    .as_ref()
                    .and_then(|p| p.parent())
                    .map(|d| d.join(""));
                self.files.native_dialogs = self.prefs.native_dialogs;
                self.files.ask(Purpose::Open, dir);
            }
            Command::Open(path) | Command::OpenRecent(path) if is_scenario_file(&path) => {
                // A scenario opens in the lesson workspace; the map being edited stays.
                self.mode = Mode::Lesson;
                self.lesson.open(&path);
                self.prefs.add_recent(path);
            }
            Command::Open(path) | Command::OpenRecent(path) => {
                // Read first: a file that cannot be opened never puts the document at risk.
                match Map::load(&path) {
                    Ok(map) => self.guard(Guarded::Open(Box::new(map), path)),
                    Err(e) => self
                        .files
                        .show_error("Could not open the map", e.to_string()),
                }
            }
            Command::OpenBundled => self.guard(Guarded::Bundled),
            Command::Save => match self.doc.path.clone() {
                Some(p) => self.save_to(&p),
                None => self.commands_later(Command::SaveAsDialog),
            },
            Command::SaveAsDialog => {
                self.files.native_dialogs = self.prefs.native_dialogs;
                let s = self.suggested("ron");
                self.files.ask(Purpose::SaveAs, s);
            }
            Command::SaveAs(p) => self.save_to(&p),
            Command::SaveLessonDialog => {
                self.files.native_dialogs = self.prefs.native_dialogs;
                let s = self.lesson.suggested_path();
                self.files.ask(Purpose::SaveLesson, Some(s));
            }
            Command::SaveLessonAs(p) => {
                if self.lesson.save_as(&p) {
                    self.prefs.add_recent(p);
                }
            }
            Command::ExportSvgDialog => {
                self.files.native_dialogs = self.prefs.native_dialogs;
                let s = self.suggested("svg");
                self.files.ask(Purpose::ExportSvg, s);
            }
            Command::ExportPngDialog => {
                self.files.native_dialogs = self.prefs.native_dialogs;
                let s = self.suggested("png");
                self.files.ask(Purpose::ExportPng, s);
            }
            Command::ExportSvg(p) => {
                match files::export_svg(self.doc.map(), &p, self.prefs.show_ids) {
                    Ok(()) => self.say(format!("Exported {}", p.display())),
                    Err(e) => self.files.show_error("Could not export", e),
                }
            }
            Command::ExportPng(p) => {
                match files::export_png(self.doc.map(), &p, self.prefs.show_ids) {
                    Ok(()) if !crate::render::fonts_available() => self.say(format!(
                        "Exported {} without text: no fonts found (install e.g. fonts-dejavu-core)",
                        p.display()
                    )),
                    Ok(()) => self.say(format!("Exported {}", p.display())),
                    Err(e) => self.files.show_error("Could not export", e),
                }
            }
            Command::PickBackground => {
                self.files.native_dialogs = self.prefs.native_dialogs;
                let s = self.prefs.background.clone();
                self.files.ask(Purpose::Background, s);
            }
            Command::LoadBackground(p) => match self.background.load(&p) {
                Ok(()) => {
                    self.prefs.background = Some(p.clone());
                    self.say(format!("Background image {}", p.display()));
                }
                Err(e) => self.files.show_error("Could not load the image", e),
            },
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Quit => {
                if self.doc.is_dirty() {
                    self.files.confirm = Some(Guarded::Quit);
                } else {
                    self.quit(ctx);
                }
            }
            Command::ConfirmSave => {
                let Some(g) = self.files.confirm.take() else {
                    return;
                };
                match self.doc.path.clone() {
                    Some(p) => {
                        self.save_to(&p);
                        if !self.doc.is_dirty() {
                            self.proceed(ctx, g);
                        }
                    }
                    None => {
                        // Carry on once the map has a file.
                        self.after_save = Some(g);
                        self.commands_later(Command::SaveAsDialog);
                    }
                }
            }
            Command::ConfirmDiscard => {
                if let Some(g) = self.files.confirm.take() {
                    self.files.clear_recovery();
                    self.proceed(ctx, g);
                }
            }
            Command::ConfirmCancel => self.files.confirm = None,
            Command::RecoverAccept => {
                if let Some(offer) = self.files.recovery.take() {
                    let mut doc = Document::new(offer.map, offer.source);
                    doc.mark_unsaved();
                    self.replace_document(doc);
                    self.say("Recovered the autosaved map: save it to keep it");
                }
            }
            Command::RecoverDiscard => {
                self.files.recovery = None;
                self.files.clear_recovery();
            }
            Command::Fit => self.canvas.fit(self.doc.map()),
            Command::SelectAll => {
                let map = self.doc.map();
                let items = map
                    .bases
                    .iter()
                    .map(|b| Item::Loc(b.id.clone()))
                    .chain(map.hqs.iter().map(|h| Item::Loc(h.id.clone())))
                    .chain(map.regions.iter().map(|r| Item::Region(r.id.clone())))
                    .collect::<Vec<_>>();
                self.set_selection(Selection::from_items(items));
            }
        }
    }

    fn commands_later(&mut self, c: Command) {
        self.commands.push(c);
    }

    /// Runs `g` (never Quit) now, or asks first when it would drop unsaved changes.
    fn guard(&mut self, g: Guarded) {
        if self.doc.is_dirty() {
            self.files.confirm = Some(g);
        } else {
            self.proceed_document(g);
        }
    }

    fn proceed(&mut self, ctx: &egui::Context, g: Guarded) {
        match g {
            Guarded::Quit => self.quit(ctx),
            other => self.proceed_document(other),
        }
    }

    /// Replaces the document as `g` says (changes were saved or may be dropped).
    fn proceed_document(&mut self, g: Guarded) {
        match g {
            Guarded::New => {
                self.replace_document(Document::new(Map::default(), None));
                self.say("New map: press B and click to place bases");
            }
            Guarded::Open(map, path) => self.opened(*map, path),
            Guarded::Bundled => self.replace_document(Document::new(bundled_map(), None)),
            Guarded::Quit => {}
        }
    }

    fn quit(&mut self, ctx: &egui::Context) {
        if self.lesson.is_dirty() {
            // The lesson's changes are settled first; its prompt quits when answered.
            self.lesson.request(lesson::Guarded::Quit);
            return;
        }
        self.closing = true;
        if !self.doc.is_dirty() {
            self.files.clear_recovery();
        }
        self.lesson.recovery.clear();
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    fn replace_document(&mut self, doc: Document) {
        let outs = self.tools.get_mut(self.tool).cancel();
        let _ = outs; // the old document's gesture dies with it
        self.doc = doc;
        self.selection = Selection::default();
        self.checked_rev = None;
        self.analysed_rev = None;
        self.files.autosaved_rev = None;
        self.canvas.fit(self.doc.map());
        self.refresh();
    }

    /// Opens `path` now. A file that cannot be read leaves the current document as it was and
    /// shows why (with line and column for syntax errors).
    pub fn open_now(&mut self, path: &Path) -> bool {
        if is_scenario_file(path) {
            // A scenario opens in the lesson workspace, beside the map being edited.
            self.mode = Mode::Lesson;
            let opened = self.lesson.open(path);
            if opened {
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
                    .show_error("Could not open the map", e.to_string());
                false
            }
        }
    }

    fn opened(&mut self, map: Map, path: PathBuf) {
        self.replace_document(Document::new(map, Some(path.clone())));
        self.say(format!("Opened {}", path.display()));
        self.prefs.add_recent(path);
    }

    fn save_to(&mut self, path: &Path) {
        match self.doc.map().save(path) {
            Ok(()) => {
                self.doc.mark_saved(path.to_path_buf());
                self.prefs.add_recent(path.to_path_buf());
                self.files.clear_recovery();
                self.say(format!("Saved {}", path.display()));
                if let Some(g) = self.after_save.take() {
                    self.pending_proceed = Some(g);
                }
            }
            Err(e) => self
                .files
                .show_error("Could not save", format!("{}: {e}", path.display())),
        }
    }
}

/// Whether the file at `path` is a scenario rather than a map (a file that cannot be read counts
/// as a map, whose loader then says why).
fn is_scenario_file(path: &Path) -> bool {
    crate::map::read_text(path).is_ok_and(|t| crate::scenario::looks_like_scenario(&t))
}

/// "1 error", "2 errors".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl eframe::App for EditorApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        EditorApp::ui(self, ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, theme::PREFS_KEY, &self.prefs);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if !self.doc.is_dirty() {
            self.files.clear_recovery();
        }
    }
}

/// Opens the editor window on `file`, or on the bundled Castle Field.
pub fn run(file: Option<PathBuf>) -> ExitCode {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("toyforge")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0]),
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    let result = eframe::run_native(
        "toyforge",
        options,
        Box::new(move |cc| Ok(Box::new(EditorApp::with_storage(cc.storage, file)))),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("toyforge: cannot open the editor window: {e}");
            ExitCode::FAILURE
        }
    }
}
