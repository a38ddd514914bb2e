//! The battlefield editor (egui/eframe).
//!
//! [`EditorApp`] holds the whole editor state and draws a frame with [`EditorApp::ui`], so it can
//! run in a window ([`run`]) or headless under a test harness. Panels and tools return
//! [`Action`]s and [`Command`]s; edits go through [`edit::Document::apply`], and file work runs
//! after the frame.

pub mod analysis;
pub mod autosave;
mod commands;
pub mod course;
pub mod document;
pub mod file_browser;
pub mod files;
pub mod help;
pub mod i18n;
pub mod lesson;
pub mod map;
mod menu;
pub mod play;
pub mod shortcuts;
pub mod theme;

use crate::map::{Map, MapFacts, Point, Problem, Severity};
use background::Background;
use canvas_widget::{CanvasInput, CanvasState};
use edit::{Document, Edit, EditError, History, Merge};
use egui::{RichText, Ui, ViewportCommand};
use files::{Files, Guarded};
use i18n::lang;
use inspector::Inspector;
use map::{
    arrange, background, canvas, canvas_widget, draw, edit, facts, inspector, lesson_refs,
    map_panel, object_list, problems, selection, tools,
};
use selection::{Item, Selection};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use theme::{Palette, Prefs};
use tools::{Output, ToolKind, Tools};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

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
    /// Start a new lesson on this map (and map file).
    NewLesson(Box<Map>, Option<PathBuf>),
    /// Open a scenario file in the lesson workspace.
    OpenLesson(PathBuf),
    /// Save the lesson where it lives, or ask where.
    SaveLesson,
    /// Ask where to save the lesson being written.
    SaveLessonDialog,
    SaveLessonAs(PathBuf),
    /// Ask for a scenario file to start a game from (play mode).
    PlayStartDialog,
    PlayStartFrom(PathBuf),
    /// Ask where to save the game being played as a scenario.
    PlaySaveDialog,
    PlaySaveAs(PathBuf),
    /// Open a saved game in the lesson workspace.
    EditAsLesson(PathBuf),
    /// Ask for a map file to compare the draft with (the balance lab's A/B).
    AnalysisCompareDialog,
    /// Read a map file and compare the draft with it.
    AnalysisCompareWith(PathBuf),
    /// After a rename: look for lessons next to the map that use the old id.
    ScanLessonRefs {
        old: String,
        new: String,
    },
    /// Rewrite the old id in those lessons.
    UpdateLessonRefs(Box<lesson_refs::LessonRefs>),
    /// Ask for a course file to open.
    OpenCourseDialog,
    /// Open a course: its panel lists the lessons, the first one opens.
    OpenCourse(PathBuf),
    /// The file browser picked this path: a folder to go into, or the file asked for.
    BrowserPick(PathBuf),
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
    pub fn label(self) -> String {
        match self {
            Mode::Edit => tr!(lang(), "mode-edit"),
            Mode::Play => tr!(lang(), "mode-play"),
            Mode::Lesson => tr!(lang(), "mode-lesson"),
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
    /// The tool's hint the status bar last showed (a change of it ends the message).
    hint_shown: String,
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
    /// The open course, listed beside the lesson workspace.
    course: Option<course::CoursePanel>,
    /// The balance lab (Analysis section of the side panel and its heat overlay).
    analysis: analysis::AnalysisPanel,
    /// Crash recovery: the store and the writer of each document.
    autosave: autosave::AutoSaves,
    /// The map's changes were discarded on the way out (Quit → Discard changes).
    discarded_map: bool,
    /// The widget focused in the last frame: a change of focus ends a burst of typing.
    focus: Option<egui::Id>,
    /// Every id the map document has used: new items never take one.
    seen_ids: edit::SeenIds,
    /// The clipboard, align and symmetry tools' state (the Arrange menu, its dialog).
    arrange: arrange::Arrange,
    /// The searchable list of every item, dangling ones included.
    object_list: object_list::ObjectList,
    /// Lessons that name an id just renamed, waiting for an answer.
    lesson_refs: Option<lesson_refs::LessonRefs>,
    /// The shortcuts overlay, the guides and About.
    help: help::HelpState,
    /// The system's language, which the app follows unless one is chosen in the Language menu.
    system_lang: Lang,
    /// The CJK font Chinese needs.
    fonts: i18n::CjkFonts,
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
            hint_shown: String::new(),
            commands: Vec::new(),
            closing: false,
            applied_dark: None,
            title: String::new(),
            after_save: None,
            pending_proceed: None,
            mode: Mode::Edit,
            play: play::PlayView::default(),
            lesson: lesson::LessonWorkspace::default(),
            course: None,
            analysis: analysis::AnalysisPanel::default(),
            autosave: autosave::AutoSaves::default(),
            discarded_map: false,
            focus: None,
            seen_ids: edit::SeenIds::default(),
            arrange: arrange::Arrange::default(),
            object_list: object_list::ObjectList::default(),
            lesson_refs: None,
            help: help::HelpState::default(),
            system_lang: Lang::En,
            fonts: i18n::CjkFonts::default(),
        }
    }

    /// The editor as the window runs it: preferences from eframe storage, system dialogs,
    /// autosave and recovery.
    pub fn with_storage(storage: Option<&dyn eframe::Storage>, file: Option<PathBuf>) -> EditorApp {
        let mut app = EditorApp::new(bundled_map(), None);
        app.system_lang = i18n::system_lang();
        if let Some(prefs) = storage.and_then(|s| eframe::get_value::<Prefs>(s, theme::PREFS_KEY)) {
            app.prefs = prefs;
        }
        // The recovery offers below are worded before the first frame.
        i18n::set_lang(app.lang());
        app.files.native_dialogs = app.prefs.native_dialogs;
        if let Some(dir) = eframe::storage_dir("toyforge") {
            autosave::adopt_legacy(&dir, &dir.join("recovery"));
            app.start_recovery(&dir.join("recovery"));
        }
        if let Some(file) = file {
            app.open_now(&file);
        }
        app
    }

    // ----- accessors (tests and benchmarks drive the editor through these) -----

    /// The language the app is drawn in: the one chosen in the Language menu, else the
    /// system's.
    pub fn lang(&self) -> Lang {
        self.prefs
            .language
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or(self.system_lang)
    }

    /// Chooses the app's language (`None`: the system's), at once and for the next runs.
    pub fn set_language(&mut self, chosen: Option<Lang>) {
        self.prefs.language = chosen.map(|l| l.tag().to_string());
        i18n::set_lang(self.lang());
    }

    /// Treats `lang` as the system's language (what the app follows with no choice made).
    pub fn set_system_lang(&mut self, lang: Lang) {
        self.system_lang = lang;
    }

    /// How the app looks for the CJK font (tests give a lookup of their own).
    pub fn set_cjk_lookup(&mut self, lookup: fn() -> Option<i18n::CjkFont>) {
        self.fonts.lookup = lookup;
    }

    /// Where the app stands with the CJK font.
    pub fn cjk_font(&self) -> &i18n::CjkState {
        &self.fonts.state
    }

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

    /// The open course, if any.
    pub fn course(&self) -> Option<&course::CoursePanel> {
        self.course.as_ref()
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

    /// The unsaved-changes question waiting for an answer, if any.
    pub fn confirming(&self) -> Option<&files::Confirm> {
        self.files.confirm.as_ref()
    }

    /// The documents an ended instance left, offered back one at a time.
    pub fn recovery_offers(&self) -> &[document::recovery::Found] {
        &self.files.recovery
    }

    /// Whether the window was told to close (every document saved or discarded).
    pub fn is_closing(&self) -> bool {
        self.closing
    }

    /// The status bar message, if any.
    pub fn status_message(&self) -> Option<&str> {
        self.status.as_ref().map(|(s, _)| s.as_str())
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.is_dirty()
    }

    /// The shortcuts overlay, the guides and About.
    pub fn help(&self) -> &help::HelpState {
        &self.help
    }

    /// What the file browser asks for, while it is open.
    pub fn asking_for(&self) -> Option<files::Purpose> {
        self.files.prompt.as_ref().map(|p| p.purpose)
    }

    /// The folder the file browser shows, while it is open.
    pub fn asking_folder(&self) -> Option<PathBuf> {
        self.files
            .prompt
            .as_ref()
            .map(|p| p.browser.folder().to_path_buf())
    }

    /// The status bar's words: the message of the moment, else the tool's hint.
    pub fn status_line(&self) -> String {
        match &self.status {
            Some((m, _)) => m.clone(),
            None => self.tool_hint(),
        }
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
        self.seen_ids.note_edit(&edit);
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
            self.say(tr!(lang(), "status-nothing-to-undo"));
        }
    }

    pub fn redo(&mut self) {
        if self.doc.redo() {
            self.selection.retain_existing(self.doc.map());
        } else {
            self.say(tr!(lang(), "status-nothing-to-redo"));
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
        let lang = self.lang();
        i18n::set_lang(lang);
        self.fonts.prepare(&ctx, lang);
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
        if !self.files.is_modal() {
            self.shortcuts(&ctx);
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        self.fonts.missing_ui(ui, self.lang());
        match self.mode {
            Mode::Edit => {
                self.editor_panels(ui);
                self.complete_window(&ctx);
                self.lesson_refs_window(&ctx);
            }
            Mode::Play => {
                self.play.ui(ui, self.doc.map());
                let asked = self.play.take_requests();
                self.play_requests(asked);
            }
            Mode::Lesson => {
                self.course_panel(ui);
                let asked = self.lesson.ui(ui, self.doc.map(), self.doc.path.as_deref());
                self.lesson_requests(asked);
            }
        }

        self.help.ui(&ctx);
        let recent = self.prefs.recent.clone();
        let cmds = self.files.ui(&ctx, &recent);
        self.commands.extend(cmds);
        let saving = self.files.prompt.is_some()
            || self.commands.iter().any(|c| {
                matches!(
                    c,
                    Command::SaveAs(_)
                        | Command::SaveAsDialog
                        | Command::SaveLessonAs(_)
                        | Command::SaveLessonDialog
                )
            });
        if !saving {
            // The Save as… asked for by the unsaved-changes prompt was cancelled.
            self.after_save = None;
        }

        let focus = ctx.memory(|m| m.focused());
        if focus != self.focus {
            self.focus = focus;
            self.doc.end_group();
        }
        self.run_commands(&ctx);
        self.refresh();
        self.update_title(&ctx);
        self.autosave(&ctx);
    }

    /// Follows a change of the map: positions at once; validation and facts too, except during
    /// a drag, where they wait for the drop (a big map's checks need not run every frame).
    fn refresh(&mut self) {
        let busy = self.tools.get(self.tool).busy();
        let changed = self.checked_rev != Some(self.doc.rev());
        if changed && busy && self.geo.follow(self.doc.map()) {
            // A drag: the board follows, its labels are placed anew at the drop.
            self.checked_rev = Some(self.doc.rev());
        } else if changed || (!busy && !self.geo.settled) {
            self.checked_rev = Some(self.doc.rev());
            self.seen_ids.note_map(self.doc.map());
            self.geo = draw::Geometry::new(self.doc.map());
            let (map, geo) = (self.doc.map(), &self.geo);
            self.selection.retain(|item| match item {
                Item::Loc(id) => geo.pos(id).is_some(),
                Item::Region(id) => geo.region_keys.contains(&id.to_ascii_lowercase()),
                Item::Path(..) => item.exists(map),
            });
        }
        if self.analysed_rev != Some(self.doc.rev()) && !busy {
            self.analysed_rev = Some(self.doc.rev());
            self.problems = crate::map::validate(self.doc.map());
            self.problem_ids = problems::by_id(&self.problems);
            self.facts = crate::map::map_facts(self.doc.map());
        }
    }

    /// The window's title names the document of the mode shown, marked while it has unsaved
    /// changes.
    fn update_title(&mut self, ctx: &egui::Context) {
        let (name, dirty) = match (self.mode, self.lesson.doc()) {
            (Mode::Lesson, Some(_)) => (self.lesson.name(), self.lesson.is_dirty()),
            _ => (self.doc_name(), self.doc.is_dirty()),
        };
        let title = format!("{name}{} — toyforge", if dirty { " •" } else { "" });
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn handle_close_request(&mut self, ctx: &egui::Context) {
        if !ctx.input(|i| i.viewport().close_requested()) || self.closing {
            return;
        }
        let unsaved = (self.doc.is_dirty() && !self.discarded_map) || self.lesson.is_dirty();
        if unsaved {
            // The window's close button asks as Quit does (each unsaved document in turn).
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            if self.files.confirm.is_none() {
                self.quit(ctx);
            }
        } else {
            self.closing = true;
            self.autosave.map.clear();
            self.autosave.lesson.clear();
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
                            self.say(tr!(
                                lang(),
                                "status-renamed",
                                old = old.as_str(),
                                new = new.as_str()
                            ));
                            self.commands.push(Command::ScanLessonRefs {
                                old: old.clone(),
                                new: new.clone(),
                            });
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

    fn side_panel(&mut self, ui: &mut Ui) {
        self.refresh();
        let mut actions = Vec::new();
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let map = self.doc.map();
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-inspector")).strong())
                    .id_salt("inspector")
                    .default_open(true)
                    .show(ui, |ui| {
                        actions.extend(self.inspector.ui(ui, map, &self.selection));
                    });
                let reveal = self.object_list.wants_open(map, &self.selection);
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-objects")).strong())
                    .id_salt("objects")
                    .default_open(false)
                    .open(reveal.then_some(true))
                    .show(ui, |ui| {
                        actions.extend(self.object_list.ui(ui, map, &self.selection));
                    });
                let (errors, warnings) = problems::counts(&self.problems);
                egui::CollapsingHeader::new(
                    RichText::new(tr!(
                        lang(),
                        "panel-problems",
                        errors = errors,
                        warnings = warnings
                    ))
                    .strong(),
                )
                .id_salt("problems")
                .default_open(true)
                .show(ui, |ui| {
                    actions.extend(problems::ui(ui, map, &self.problems));
                });
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-facts")).strong())
                    .id_salt("facts")
                    .default_open(true)
                    .show(ui, |ui| actions.extend(facts::ui(ui, map, &self.facts)));
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-analysis")).strong())
                    .id_salt("analysis")
                    .default_open(false)
                    .show(ui, |ui| {
                        let saved = self.doc.path.as_deref();
                        actions.extend(self.analysis.ui(ui, map, &self.facts, saved));
                    });
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-map")).strong())
                    .id_salt("map")
                    .default_open(false)
                    .show(ui, |ui| actions.extend(map_panel::ui(ui, map)));
                egui::CollapsingHeader::new(
                    RichText::new(tr!(lang(), "panel-background")).strong(),
                )
                .id_salt("background")
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
                seen: &self.seen_ids,
            },
            tool,
        );
        if let (Some(tf), Some(rect)) = (self.transform(), self.canvas.rect) {
            let pal = Palette::new(self.prefs.dark);
            self.analysis
                .paint_overlay(&ui.painter_at(rect), &tf, self.doc.map(), &self.geo, &pal);
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
}

/// Whether the file at `path` is a course (by its name, or its text has `sections`).
fn is_course(path: &Path) -> bool {
    crate::scenario::is_course_file(path)
        || crate::map::read_text(path).is_ok_and(|t| crate::scenario::looks_like_course(&t))
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
        // A document left with unsaved changes keeps its recovery file; a clean one needs none.
        if !self.doc.is_dirty() || self.discarded_map {
            self.autosave.map.clear();
        }
        if !self.lesson.is_dirty() {
            self.autosave.lesson.clear();
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
