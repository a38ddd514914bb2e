//! The battlefield editor (egui/eframe).
//!
//! [`EditorApp`] is the shell: the menu, help, shortcuts, files and the file browser, the
//! commands run after the frame, crash recovery, theme and course, around three workspaces:
//! the map editor ([`map::MapWorkspace`]), play ([`play::PlayView`]) and lessons
//! ([`lesson::LessonWorkspace`]). It draws a frame with [`EditorApp::ui`], so it can run in a
//! window ([`run`]) or headless under a test harness. A workspace never imports the shell: it
//! queues requests that the shell takes after drawing it, and file work runs as [`Command`]s
//! after the frame.

pub mod autosave;
mod commands;
pub mod course;
pub mod document;
pub mod files;
pub mod help;
pub mod i18n;
pub mod jobs;
pub mod lesson;
pub mod map;
mod menu;
pub mod play;
pub mod shortcuts;
mod system_fonts;
pub mod theme;

use crate::map::{Map, MapFacts, Problem};
use egui::{Ui, ViewportCommand};
use files::{Files, Guarded};
use i18n::lang;
pub use map::MapWorkspace;
use map::analysis;
use map::edit::{Document, Edit, EditError, History};
use map::selection::Selection;
use map::tools::ToolKind;
use map::{canvas, lesson_refs};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use theme::Prefs;
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// The bundled Castle Field, shown when no file is given (embedded, so the editor opens it from
/// any folder).
pub const BUNDLED_MAP: &str = include_str!("../../maps/castle-field.ron");

/// The bundled map, parsed.
pub fn bundled_map() -> Map {
    Map::from_ron(BUNDLED_MAP, "castle-field.ron (bundled)").unwrap_or_default()
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
    /// The map editor.
    map: MapWorkspace,
    files: Files,
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
    /// Crash recovery: the store and the writer of each document.
    autosave: autosave::AutoSaves,
    /// The map's changes were discarded on the way out (Quit → Discard changes).
    discarded_map: bool,
    /// The widget focused in the last frame: a change of focus ends a burst of typing.
    focus: Option<egui::Id>,
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
        let files = Files {
            native_dialogs: false,
            ..Files::default()
        };
        EditorApp {
            prefs: Prefs::default(),
            map: MapWorkspace::new(map, path),
            files,
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
            autosave: autosave::AutoSaves::default(),
            discarded_map: false,
            focus: None,
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
        let before = self.lang();
        self.prefs.language = chosen.map(|l| l.tag().to_string());
        i18n::set_lang(self.lang());
        if self.lang() != before {
            // The messages of the moment were written in the language before: they go rather
            // than stay in it (an error of the lesson workspace stays until it is dealt with).
            self.status = None;
            self.play.forget_message();
            self.lesson.forget_note();
        }
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
        self.map.map()
    }

    pub fn document(&self) -> &Document {
        self.map.document()
    }

    pub fn history(&self) -> &History {
        self.map.history()
    }

    pub fn selection(&self) -> &Selection {
        self.map.selection()
    }

    pub fn tool(&self) -> ToolKind {
        self.map.tool()
    }

    /// The map editor.
    pub fn map_workspace(&self) -> &MapWorkspace {
        &self.map
    }

    pub fn map_workspace_mut(&mut self) -> &mut MapWorkspace {
        &mut self.map
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
        self.map.analysis()
    }

    pub fn analysis_mut(&mut self) -> &mut analysis::AnalysisPanel {
        self.map.analysis_mut()
    }

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    pub fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.prefs
    }

    pub fn problems(&self) -> &[Problem] {
        self.map.problems()
    }

    pub fn facts(&self) -> &MapFacts {
        self.map.facts()
    }

    pub fn view(&self) -> &canvas::View {
        self.map.view()
    }

    pub fn view_mut(&mut self) -> &mut canvas::View {
        self.map.view_mut()
    }

    /// The screen transform of the last frame's canvas, if it was drawn.
    pub fn transform(&self) -> Option<toyforge_ui::board::ToScreen> {
        self.map.transform()
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
        self.map.doc.is_dirty()
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
        self.map.set_tool(kind);
        self.take_map_requests();
    }

    pub fn set_selection(&mut self, selection: Selection) {
        self.map.set_selection(selection);
    }

    /// Applies an edit as one undo step (what every panel and tool ends up calling).
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        self.map.apply(edit)
    }

    /// Undoes the last map step; during a gesture, cancels the gesture instead.
    pub fn undo(&mut self) {
        self.map.undo();
        self.take_map_requests();
    }

    pub fn redo(&mut self) {
        self.map.redo();
        self.take_map_requests();
    }

    /// Queues a command to run after the next frame.
    pub fn push_command(&mut self, cmd: Command) {
        self.commands.push(cmd);
    }

    fn say(&mut self, msg: impl Into<String>) {
        self.status = Some((msg.into(), f64::NAN));
    }

    /// Takes what the map workspace asked for: its messages go to the status bar, its file
    /// work to the commands run after the frame.
    fn take_map_requests(&mut self) {
        for r in self.map.take_requests() {
            match r {
                map::Request::Message(m) => self.say(m),
                map::Request::PickBackground => self.commands.push(Command::PickBackground),
                map::Request::ScanLessonRefs { old, new } => {
                    self.commands.push(Command::ScanLessonRefs { old, new })
                }
                map::Request::UpdateLessonRefs(refs) => {
                    self.commands.push(Command::UpdateLessonRefs(refs))
                }
                map::Request::CompareDialog => self.commands.push(Command::AnalysisCompareDialog),
                map::Request::CompareWith(p) => self.commands.push(Command::AnalysisCompareWith(p)),
            }
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
            .show(ui, |ui| self.map.side_panel(ui, &mut self.fonts));
        egui::CentralPanel::no_frame().show(ui, |ui| self.map.canvas_ui(ui, &self.prefs));
        self.take_map_requests();
    }

    /// Draws one frame of the editor into `ui` (the whole window).
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        toyforge_ui::popups::note(&ctx);
        let lang = self.lang();
        i18n::set_lang(lang);
        // What the shared widgets draw (the course panel's buttons, the board's popups) is in
        // the app's language too, unless a lesson's view sets its own.
        toyforge_ui::i18n::set_language(&ctx, lang);
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
        self.map.refresh();
        if !self.files.is_modal() {
            self.shortcuts(&ctx);
            self.take_map_requests();
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        self.fonts.missing_ui(ui, self.lang());
        self.take_map_requests();
        match self.mode {
            Mode::Edit => {
                self.editor_panels(ui);
                self.map.complete_window(&ctx);
                self.map.lesson_refs_window(&ctx);
                self.take_map_requests();
            }
            Mode::Play => {
                self.play.ui(ui, self.map.doc.map(), self.map.doc.rev());
                let asked = self.play.take_requests();
                self.play_requests(asked);
            }
            Mode::Lesson => {
                self.course_panel(ui);
                let asked = self
                    .lesson
                    .ui(ui, self.map.doc.map(), self.map.doc.path.as_deref());
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
            self.map.end_group();
        }
        self.run_commands(&ctx);
        self.map.refresh();
        self.take_map_requests();
        self.update_title(&ctx);
        self.autosave(&ctx);
    }

    /// The window's title names the document of the mode shown, marked while it has unsaved
    /// changes.
    fn update_title(&mut self, ctx: &egui::Context) {
        let (name, dirty) = match (self.mode, self.lesson.doc()) {
            (Mode::Lesson, Some(_)) => (self.lesson.name(), self.lesson.is_dirty()),
            _ => (self.map.doc_name(), self.map.doc.is_dirty()),
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
        let unsaved = (self.map.doc.is_dirty() && !self.discarded_map) || self.lesson.is_dirty();
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

impl eframe::App for EditorApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        EditorApp::ui(self, ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, theme::PREFS_KEY, &self.prefs);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // A document left with unsaved changes keeps its recovery file; a clean one needs none.
        if !self.map.doc.is_dirty() || self.discarded_map {
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
        // eframe's own fallback to the system's fonts crashes where none is installed: the
        // same provider is added below, guarded.
        system_font_fallback: false,
        ..Default::default()
    };
    let result = eframe::run_native(
        "toyforge",
        options,
        Box::new(move |cc| {
            cc.egui_ctx.add_font_provider(system_fonts::provider());
            Ok(Box::new(EditorApp::with_storage(cc.storage, file)))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("toyforge: cannot open the editor window: {e}");
            ExitCode::FAILURE
        }
    }
}
