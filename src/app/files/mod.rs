//! Files: the one file-dialog worker of the app (the system's dialog on its own thread when
//! there is a service for it, with the in-app file browser beside it) for every mode, the one
//! unsaved-changes prompt for every document, error boxes, the offer of recovered work (see
//! [`super::document::recovery`]), and export.
//!
//! Nothing here runs in the middle of drawing: the windows return [`Command`]s that the app
//! runs after the frame.

pub mod browser;

use super::Command;
use super::document::DocKind;
use super::document::recovery::Found;
use crate::app::i18n::lang;
use crate::map::Map;
use browser::{Answer, FileBrowser};
use egui::{Id, Key, Modal, RichText};
use std::path::{Path, PathBuf};
use toyforge_core::tr;
use toyforge_ui::Job;

/// What a path is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Open,
    SaveAs,
    ExportSvg,
    ExportPng,
    Background,
    /// Save the lesson being written.
    SaveLesson,
    /// Start a game in play mode from a scenario's position.
    PlayStart,
    /// Save the game being played as a scenario.
    PlaySave,
    /// A map to compare the draft with.
    Compare,
    /// Open a course.
    OpenCourse,
}

impl Purpose {
    pub fn title(self) -> String {
        let l = lang();
        match self {
            Purpose::Open => tr!(l, "purpose-open"),
            Purpose::SaveAs => tr!(l, "purpose-save-as"),
            Purpose::SaveLesson => tr!(l, "purpose-save-lesson"),
            Purpose::ExportSvg => tr!(l, "purpose-export-svg"),
            Purpose::ExportPng => tr!(l, "purpose-export-png"),
            Purpose::Background => tr!(l, "purpose-background"),
            Purpose::PlayStart => tr!(l, "purpose-play-start"),
            Purpose::PlaySave => tr!(l, "purpose-play-save"),
            Purpose::Compare => tr!(l, "purpose-compare"),
            Purpose::OpenCourse => tr!(l, "purpose-open-course"),
        }
    }

    pub fn button(self) -> String {
        let l = lang();
        match self {
            Purpose::Open | Purpose::OpenCourse => tr!(l, "purpose-open-button"),
            Purpose::SaveAs | Purpose::SaveLesson | Purpose::PlaySave => {
                tr!(l, "purpose-save-button")
            }
            Purpose::PlayStart => tr!(l, "purpose-start-button"),
            Purpose::Compare => tr!(l, "purpose-compare-button"),
            Purpose::ExportSvg | Purpose::ExportPng => tr!(l, "purpose-export-button"),
            Purpose::Background => tr!(l, "purpose-load-image-button"),
        }
    }

    /// The kind of file asked for, in words, and its extensions.
    pub fn extensions(self) -> (String, &'static [&'static str]) {
        let l = lang();
        match self {
            Purpose::Open => (tr!(l, "kind-map-or-scenario"), &["ron"]),
            Purpose::SaveAs | Purpose::Compare => (tr!(l, "kind-map"), &["ron"]),
            Purpose::SaveLesson | Purpose::PlayStart | Purpose::PlaySave => {
                (tr!(l, "kind-scenario"), &["ron"])
            }
            Purpose::OpenCourse => (tr!(l, "kind-course"), &["ron"]),
            Purpose::ExportSvg => (tr!(l, "kind-svg"), &["svg"]),
            Purpose::ExportPng => (tr!(l, "kind-png"), &["png"]),
            Purpose::Background => (tr!(l, "kind-image"), &["png", "jpg", "jpeg"]),
        }
    }

    pub fn saves(self) -> bool {
        matches!(
            self,
            Purpose::SaveAs
                | Purpose::SaveLesson
                | Purpose::PlaySave
                | Purpose::ExportSvg
                | Purpose::ExportPng
        )
    }

    /// The command that acts on the chosen path.
    pub fn command(self, path: PathBuf) -> Command {
        match self {
            Purpose::Open => Command::Open(path),
            Purpose::SaveAs => Command::SaveAs(path),
            Purpose::ExportSvg => Command::ExportSvg(path),
            Purpose::ExportPng => Command::ExportPng(path),
            Purpose::Background => Command::LoadBackground(path),
            Purpose::SaveLesson => Command::SaveLessonAs(path),
            Purpose::PlayStart => Command::PlayStartFrom(path),
            Purpose::PlaySave => Command::PlaySaveAs(path),
            Purpose::Compare => Command::AnalysisCompareWith(path),
            Purpose::OpenCourse => Command::OpenCourse(path),
        }
    }
}

/// A request for a path: the in-app file browser (see [`browser`]), and the
/// system dialog running beside it when there is one.
pub struct PathPrompt {
    pub purpose: Purpose,
    pub browser: FileBrowser,
    native: Option<Job<Option<PathBuf>>>,
    started: std::time::Instant,
}

/// Which open document a question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doc {
    Map,
    Lesson,
}

/// An action that would drop unsaved changes, waiting for the user's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Guarded {
    New,
    /// A map already read from the file (a broken file never gets this far).
    Open(Box<Map>, PathBuf),
    Bundled,
    /// Start a new lesson on this map (and this map file).
    NewLesson(Box<Map>, Option<PathBuf>),
    /// Open this scenario file in the lesson workspace.
    OpenLesson(PathBuf),
    Quit,
}

impl Guarded {
    /// What the action is, as the unsaved-changes question names it (a key of its message).
    fn verb(&self) -> &'static str {
        match self {
            Guarded::New => "new_map",
            Guarded::Open(..) | Guarded::Bundled => "open_map",
            Guarded::NewLesson(..) => "new_lesson",
            Guarded::OpenLesson(_) => "open_scenario",
            Guarded::Quit => "quit",
        }
    }

    /// The document the action replaces (`None` for Quit, which closes both).
    pub fn doc(&self) -> Option<Doc> {
        match self {
            Guarded::New | Guarded::Open(..) | Guarded::Bundled => Some(Doc::Map),
            Guarded::NewLesson(..) | Guarded::OpenLesson(_) => Some(Doc::Lesson),
            Guarded::Quit => None,
        }
    }
}

/// The unsaved-changes question: which document, and what waits for the answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirm {
    pub doc: Doc,
    pub then: Guarded,
    /// The document's name, as the question shows it.
    pub name: String,
}

/// A message box.
pub struct ErrorBox {
    pub title: String,
    pub message: String,
}

/// The state of the file windows.
#[derive(Default)]
pub struct Files {
    pub prompt: Option<PathPrompt>,
    pub confirm: Option<Confirm>,
    pub error: Option<ErrorBox>,
    /// Documents left by an earlier run, offered back one at a time.
    pub recovery: Vec<Found>,
    /// Whether system file dialogs may be tried.
    pub native_dialogs: bool,
}

/// Whether a system file-dialog service is likely to exist (xdg portal over D-Bus, or zenity).
pub fn dialog_service_available() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty()) {
        return true;
    }
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()))
}

impl Files {
    /// Asks for a path for `purpose`, starting from `suggested` (a file, or a folder ending in
    /// a separator).
    pub fn ask(&mut self, purpose: Purpose, suggested: Option<PathBuf>) {
        let native = (self.native_dialogs && dialog_service_available())
            .then(|| native_dialog(purpose, suggested.clone()));
        self.prompt = Some(PathPrompt {
            purpose,
            browser: FileBrowser::new(purpose, suggested.as_deref()),
            native,
            started: std::time::Instant::now(),
        });
    }

    /// Draws the open windows and returns what the user chose.
    pub fn ui(&mut self, ctx: &egui::Context, recent: &[PathBuf]) -> Vec<Command> {
        let mut out = Vec::new();
        self.prompt_ui(ctx, recent, &mut out);
        self.confirm_ui(ctx, &mut out);
        self.recovery_ui(ctx, &mut out);
        self.error_ui(ctx);
        out
    }

    fn prompt_ui(&mut self, ctx: &egui::Context, recent: &[PathBuf], out: &mut Vec<Command>) {
        let Some(prompt) = &mut self.prompt else {
            return;
        };
        // The system dialog answers from its own thread.
        if let Some(job) = &prompt.native {
            match job.poll() {
                Some(Ok(Some(path))) => {
                    out.push(prompt.purpose.command(path));
                    self.prompt = None;
                    return;
                }
                // Closed, or no dialog could be shown (no thread, no service).
                Some(Ok(None) | Err(_)) => {
                    prompt.native = None;
                    if prompt.started.elapsed().as_secs_f32() > 1.5 {
                        // The user closed the system dialog.
                        self.prompt = None;
                        return;
                    }
                    prompt.browser.note = Some(tr!(lang(), "browser-no-system-dialog"));
                }
                None => {
                    prompt.browser.note = Some(tr!(lang(), "browser-system-dialog-open"));
                    ctx.request_repaint_after(std::time::Duration::from_millis(150));
                }
            }
        }
        match prompt.browser.ui(ctx, recent) {
            Answer::Waiting => {}
            Answer::Cancelled => self.prompt = None,
            Answer::Picked(path) => out.push(Command::BrowserPick(path)),
        }
    }

    /// Acts on what the browser picked, after the frame: goes into a folder, or closes the
    /// browser and returns the command for the file chosen.
    pub fn pick(&mut self, picked: PathBuf) -> Option<Command> {
        let prompt = self.prompt.as_mut()?;
        match browser::resolve(prompt.purpose, picked) {
            Err(dir) => {
                prompt.browser.read(&dir);
                if !prompt.purpose.saves() {
                    // A folder typed to go into is done with; a save keeps its file name.
                    prompt.browser.typed.clear();
                }
                None
            }
            Ok(path) => {
                let purpose = prompt.purpose;
                self.prompt = None;
                Some(purpose.command(path))
            }
        }
    }

    fn confirm_ui(&mut self, ctx: &egui::Context, out: &mut Vec<Command>) {
        let Some(Confirm {
            then: guarded,
            name: doc_name,
            ..
        }) = &self.confirm
        else {
            return;
        };
        let mut answer = None;
        Modal::new(Id::unique("unsaved-prompt")).show(ctx, |ui| {
            ui.set_width(420.0);
            ui.heading(tr!(lang(), "unsaved-title"));
            ui.label(tr!(
                lang(),
                "unsaved-body",
                name = doc_name.as_str(),
                action = guarded.verb()
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(tr!(lang(), "unsaved-save")).clicked() {
                    answer = Some(Command::ConfirmSave);
                }
                if ui.button(tr!(lang(), "unsaved-discard")).clicked() {
                    answer = Some(Command::ConfirmDiscard);
                }
                if ui.button(tr!(lang(), "dialog-cancel")).clicked()
                    || ui.input(|i| i.key_pressed(Key::Escape))
                {
                    answer = Some(Command::ConfirmCancel);
                }
            });
        });
        out.extend(answer);
    }

    fn recovery_ui(&mut self, ctx: &egui::Context, out: &mut Vec<Command>) {
        let Some(offer) = self.recovery.first() else {
            return;
        };
        let lesson = offer.kind == crate::app::document::lesson::LessonKind::NAME;
        let from = offer
            .source
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| tr!(lang(), "recover-no-file"));
        Modal::new(Id::unique("recovery-prompt")).show(ctx, |ui| {
            ui.set_width(440.0);
            let name = offer.title.trim();
            let (from, age) = (from.as_str(), offer.age.as_str());
            let l = lang();
            let (title, body) = match (lesson, name.is_empty()) {
                (true, false) => (
                    tr!(l, "recover-lesson-title"),
                    tr!(
                        l,
                        "recover-lesson-body",
                        name = name,
                        from = from,
                        age = age
                    ),
                ),
                (true, true) => (
                    tr!(l, "recover-lesson-title"),
                    tr!(l, "recover-lesson-body-untitled", from = from, age = age),
                ),
                (false, false) => (
                    tr!(l, "recover-map-title"),
                    tr!(l, "recover-map-body", name = name, from = from, age = age),
                ),
                (false, true) => (
                    tr!(l, "recover-map-title"),
                    tr!(l, "recover-map-body-untitled", from = from, age = age),
                ),
            };
            ui.heading(title);
            ui.label(body);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let (take, drop) = if lesson {
                    (
                        tr!(lang(), "recover-lesson-take"),
                        tr!(lang(), "recover-lesson-drop"),
                    )
                } else {
                    (
                        tr!(lang(), "recover-map-take"),
                        tr!(lang(), "recover-map-drop"),
                    )
                };
                if ui.button(take).clicked() {
                    out.push(Command::RecoverAccept);
                }
                if ui.button(drop).clicked() {
                    out.push(Command::RecoverDiscard);
                }
            });
        });
    }

    fn error_ui(&mut self, ctx: &egui::Context) {
        let Some(err) = &self.error else {
            return;
        };
        let mut close = false;
        Modal::new(Id::unique("error-box")).show(ctx, |ui| {
            ui.set_min_width(380.0);
            ui.set_max_width(620.0);
            ui.heading(RichText::new(&err.title).color(ui.visuals().error_fg_color));
            ui.add_space(6.0);
            ui.label(RichText::new(&err.message).monospace());
            ui.add_space(6.0);
            ui.weak(tr!(lang(), "error-unchanged"));
            ui.add_space(8.0);
            if ui.button(tr!(lang(), "dialog-ok")).clicked()
                || ui.input(|i| i.key_pressed(Key::Escape) || i.key_pressed(Key::Enter))
            {
                close = true;
            }
        });
        if close {
            self.error = None;
        }
    }

    pub fn show_error(&mut self, title: impl Into<String>, message: impl Into<String>) {
        self.error = Some(ErrorBox {
            title: title.into(),
            message: message.into(),
        });
    }

    /// Whether any window waits for an answer (keys then go to it, not to the canvas).
    pub fn is_modal(&self) -> bool {
        self.prompt.is_some()
            || self.confirm.is_some()
            || self.error.is_some()
            || !self.recovery.is_empty()
    }
}

/// A file name made of `title`: its letters and digits in lower case, every other run of
/// characters one `-` (`"Castle Field!"` → `castle-field`); `fallback` when nothing is left.
pub fn file_stem(title: &str, fallback: &str) -> String {
    let lowered: String = title
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let stem = lowered
        .split('-')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        fallback.to_string()
    } else {
        stem
    }
}

/// The system dialog as a job of its own (no progress: it waits for the user); its result is
/// the path chosen, or `None` when the dialog was closed or could not open.
fn native_dialog(purpose: Purpose, suggested: Option<PathBuf>) -> Job<Option<PathBuf>> {
    // The words are chosen here: the dialog's thread does not know the app's language.
    let (kind, exts) = purpose.extensions();
    let title = purpose.title();
    Job::spawn("file-dialog", None, move |_| {
        let mut dialog = rfd::FileDialog::new()
            .set_title(title)
            .add_filter(&kind, exts);
        if let Some(s) = &suggested {
            if let Some(dir) = s.parent().filter(|d| d.is_dir()) {
                dialog = dialog.set_directory(dir);
            }
            if let Some(name) = s.file_name() {
                dialog = dialog.set_file_name(name.to_string_lossy());
            }
        }
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            if purpose.saves() {
                dialog.save_file()
            } else {
                dialog.pick_file()
            }
        }))
        .ok()
        .flatten()
    })
}

/// Writes a picture all at once or not at all (no `.bak`: pictures are made again from the map
/// at will).
fn write_picture(path: &Path, bytes: &[u8]) -> Result<(), String> {
    crate::map::replace_file(path, bytes)
        .map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

/// The SVG of the map, as `toyforge render` draws it.
pub fn export_svg(map: &Map, path: &Path, show_ids: bool) -> Result<(), String> {
    let svg = crate::render::to_svg(map, None, &crate::render::RenderOptions { show_ids });
    write_picture(path, svg.as_bytes())
}

/// The PNG of the map, as `toyforge render` draws it.
pub fn export_png(map: &Map, path: &Path, show_ids: bool) -> Result<(), String> {
    let svg = crate::render::to_svg(map, None, &crate::render::RenderOptions { show_ids });
    let png =
        crate::render::svg_to_png(&svg, 2.0).map_err(|e| format!("{}: {e}", path.display()))?;
    write_picture(path, &png)
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn a_file_stem_keeps_letters_and_digits_joined_by_single_dashes() {
        assert_eq!(file_stem("Castle Field", "map"), "castle-field");
        assert_eq!(
            file_stem("  The bridge -- part 2! ", "map"),
            "the-bridge-part-2"
        );
        assert_eq!(file_stem("¡¿!", "lesson"), "lesson");
    }
}
