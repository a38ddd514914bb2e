//! Files: the path prompt (with the system's file dialog when there is a service for it), the
//! unsaved-changes prompt, error boxes, recovery of autosaved work, and export.
//!
//! Nothing here runs in the middle of drawing: the windows return [`Command`]s that the app
//! runs after the frame.

use super::Command;
use crate::map::Map;
use egui::{Id, Key, Modal, RichText};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

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
}

impl Purpose {
    fn title(self) -> &'static str {
        match self {
            Purpose::Open => "Open a map or a lesson",
            Purpose::SaveAs => "Save the map as",
            Purpose::SaveLesson => "Save the lesson as",
            Purpose::ExportSvg => "Export as SVG",
            Purpose::ExportPng => "Export as PNG",
            Purpose::Background => "Background image",
        }
    }

    fn button(self) -> &'static str {
        match self {
            Purpose::Open => "Open",
            Purpose::SaveAs | Purpose::SaveLesson => "Save",
            Purpose::ExportSvg | Purpose::ExportPng => "Export",
            Purpose::Background => "Load image",
        }
    }

    fn extensions(self) -> (&'static str, &'static [&'static str]) {
        match self {
            Purpose::Open => ("toyforge map or scenario", &["ron"]),
            Purpose::SaveAs => ("toyforge map", &["ron"]),
            Purpose::SaveLesson => ("toyforge scenario", &["ron"]),
            Purpose::ExportSvg => ("SVG image", &["svg"]),
            Purpose::ExportPng => ("PNG image", &["png"]),
            Purpose::Background => ("Image", &["png", "jpg", "jpeg"]),
        }
    }

    fn saves(self) -> bool {
        matches!(
            self,
            Purpose::SaveAs | Purpose::SaveLesson | Purpose::ExportSvg | Purpose::ExportPng
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
        }
    }
}

/// A request for a path: the in-app field, and the system dialog running beside it.
pub struct PathPrompt {
    pub purpose: Purpose,
    pub text: String,
    native: Option<mpsc::Receiver<Option<PathBuf>>>,
    started: std::time::Instant,
    note: Option<String>,
}

/// An action that would drop unsaved changes, waiting for the user's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Guarded {
    New,
    /// A map already read from the file (a broken file never gets this far).
    Open(Box<Map>, PathBuf),
    Bundled,
    Quit,
}

impl Guarded {
    fn verb(&self) -> &'static str {
        match self {
            Guarded::New => "starting a new map",
            Guarded::Open(..) | Guarded::Bundled => "opening another map",
            Guarded::Quit => "quitting",
        }
    }
}

/// Work found in the recovery file at start.
pub struct RecoveryOffer {
    pub map: Map,
    pub source: Option<PathBuf>,
    pub age: String,
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
    pub confirm: Option<Guarded>,
    pub error: Option<ErrorBox>,
    pub recovery: Option<RecoveryOffer>,
    /// Where autosaves go; `None` turns autosave off (tests).
    pub recovery_path: Option<PathBuf>,
    /// Whether system file dialogs may be tried.
    pub native_dialogs: bool,
    pub autosaved_rev: Option<u64>,
    pub last_autosave: Option<std::time::Instant>,
}

/// Seconds between autosaves of a changed map.
pub const AUTOSAVE_SECS: u64 = 10;

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
    /// Asks for a path for `purpose`, starting from `suggested`.
    pub fn ask(&mut self, purpose: Purpose, suggested: Option<PathBuf>) {
        let text = suggested
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        let native = (self.native_dialogs && dialog_service_available())
            .then(|| spawn_native(purpose, suggested));
        self.prompt = Some(PathPrompt {
            purpose,
            text,
            native,
            started: std::time::Instant::now(),
            note: None,
        });
    }

    /// Draws the open windows and returns what the user chose.
    pub fn ui(&mut self, ctx: &egui::Context, recent: &[PathBuf], doc_name: &str) -> Vec<Command> {
        let mut out = Vec::new();
        self.prompt_ui(ctx, recent, &mut out);
        self.confirm_ui(ctx, doc_name, &mut out);
        self.recovery_ui(ctx, &mut out);
        self.error_ui(ctx);
        out
    }

    fn prompt_ui(&mut self, ctx: &egui::Context, recent: &[PathBuf], out: &mut Vec<Command>) {
        let Some(prompt) = &mut self.prompt else {
            return;
        };
        // The system dialog answers from its own thread.
        if let Some(rx) = &prompt.native {
            match rx.try_recv() {
                Ok(Some(path)) => {
                    out.push(prompt.purpose.command(path));
                    self.prompt = None;
                    return;
                }
                Ok(None) | Err(mpsc::TryRecvError::Disconnected) => {
                    prompt.native = None;
                    if prompt.started.elapsed().as_secs_f32() > 1.5 {
                        // The user closed the system dialog.
                        self.prompt = None;
                        return;
                    }
                    prompt.note =
                        Some("No system file dialog is available here: type a path.".into());
                }
                Err(mpsc::TryRecvError::Empty) => {
                    ctx.request_repaint_after(std::time::Duration::from_millis(150));
                }
            }
        }
        let mut close = false;
        let mut submit = None;
        let purpose = prompt.purpose;
        Modal::new(Id::unique("path-prompt")).show(ctx, |ui| {
            ui.set_width(520.0);
            ui.heading(purpose.title());
            if prompt.native.is_some() {
                ui.weak("A system file dialog is open; you can also type a path here.");
            }
            if let Some(note) = &prompt.note {
                ui.weak(note);
            }
            let (kind, exts) = purpose.extensions();
            ui.weak(format!("{kind} ({})", exts.join(", ")));
            let label = ui.label("Path");
            let field = ui.add(
                egui::TextEdit::singleline(&mut prompt.text)
                    .desired_width(f32::INFINITY)
                    .hint_text("/path/to/file"),
            );
            let field = field.labelled_by(label.id);
            if !field.has_focus() && prompt.text.is_empty() {
                field.request_focus();
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if purpose == Purpose::Open && !recent.is_empty() {
                ui.add_space(4.0);
                ui.label("Recent");
                for p in recent.iter().take(6) {
                    if ui.link(p.display().to_string()).clicked() {
                        submit = Some(p.clone());
                    }
                }
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let ok = ui.add_enabled(
                    !prompt.text.trim().is_empty(),
                    egui::Button::new(purpose.button()),
                );
                if ok.clicked() || (enter && !prompt.text.trim().is_empty()) {
                    submit = Some(PathBuf::from(prompt.text.trim()));
                }
                if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)) {
                    close = true;
                }
            });
        });
        if let Some(mut path) = submit {
            if purpose.saves() && path.extension().is_none() {
                path.set_extension(purpose.extensions().1[0]);
            }
            out.push(purpose.command(path));
            close = true;
        }
        if close {
            self.prompt = None;
        }
    }

    fn confirm_ui(&mut self, ctx: &egui::Context, doc_name: &str, out: &mut Vec<Command>) {
        let Some(guarded) = &self.confirm else {
            return;
        };
        let mut answer = None;
        Modal::new(Id::unique("unsaved-prompt")).show(ctx, |ui| {
            ui.set_width(420.0);
            ui.heading("Unsaved changes");
            ui.label(format!(
                "“{doc_name}” has changes that are not saved. Save them before {}?",
                guarded.verb()
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Save").clicked() {
                    answer = Some(Command::ConfirmSave);
                }
                if ui.button("Discard changes").clicked() {
                    answer = Some(Command::ConfirmDiscard);
                }
                if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)) {
                    answer = Some(Command::ConfirmCancel);
                }
            });
        });
        out.extend(answer);
    }

    fn recovery_ui(&mut self, ctx: &egui::Context, out: &mut Vec<Command>) {
        let Some(offer) = &self.recovery else {
            return;
        };
        Modal::new(Id::unique("recovery-prompt")).show(ctx, |ui| {
            ui.set_width(440.0);
            ui.heading("Recover unsaved work?");
            let from = offer
                .source
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_else(|| "not yet saved to a file".into());
            ui.label(format!(
                "toyforge closed without saving “{}” ({from}). An autosave from {} is available.",
                offer.map.name, offer.age
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Recover").clicked() {
                    out.push(Command::RecoverAccept);
                }
                if ui.button("Discard autosave").clicked() {
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
            ui.weak("The map you are editing is unchanged.");
            ui.add_space(8.0);
            if ui.button("OK").clicked()
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
            || self.recovery.is_some()
    }

    /// Writes the recovery file if the map changed since the last autosave.
    pub fn autosave(&mut self, map: &Map, source: Option<&Path>, rev: u64, dirty: bool) {
        let Some(path) = &self.recovery_path else {
            return;
        };
        if !dirty || self.autosaved_rev == Some(rev) {
            return;
        }
        if self
            .last_autosave
            .is_some_and(|t| t.elapsed().as_secs() < AUTOSAVE_SECS)
        {
            return;
        }
        self.last_autosave = Some(std::time::Instant::now());
        if write_recovery(path, map, source).is_ok() {
            self.autosaved_rev = Some(rev);
        }
    }

    /// Forgets the recovery file (after a save, or when changes are discarded on purpose).
    pub fn clear_recovery(&mut self) {
        if let Some(path) = &self.recovery_path {
            let _ = std::fs::remove_file(path);
            let _ = std::fs::remove_file(source_note(path));
        }
        self.autosaved_rev = None;
    }

    /// Looks for work left by a crash.
    pub fn check_recovery(&mut self) {
        let Some(path) = &self.recovery_path else {
            return;
        };
        let Ok(text) = std::fs::read_to_string(path) else {
            return;
        };
        let Ok(map) = Map::from_ron(&text, &path.display().to_string()) else {
            let _ = std::fs::remove_file(path);
            return;
        };
        let source = std::fs::read_to_string(source_note(path))
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .map(PathBuf::from);
        let age = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .map(|d| describe_age(d.as_secs()))
            .unwrap_or_else(|| "an earlier session".into());
        self.recovery = Some(RecoveryOffer { map, source, age });
    }
}

/// How long ago, in words: "a minute ago", "5 minutes ago", "3 hours ago"...
pub fn describe_age(secs: u64) -> String {
    match secs {
        0..=89 => "a minute ago".into(),
        90..=5399 => format!("{} minutes ago", secs.div_ceil(60)),
        5400..=129_599 => format!("{} hours ago", secs / 3600),
        _ => format!("{} days ago", secs / 86_400),
    }
}

fn source_note(recovery: &Path) -> PathBuf {
    recovery.with_extension("source")
}

fn write_recovery(path: &Path, map: &Map, source: Option<&Path>) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, map.to_ron())?;
    std::fs::rename(&tmp, path)?;
    let note = source.map(|p| p.display().to_string()).unwrap_or_default();
    std::fs::write(source_note(path), note)
}

/// Runs the system dialog on its own thread; the answer arrives on the channel.
fn spawn_native(purpose: Purpose, suggested: Option<PathBuf>) -> mpsc::Receiver<Option<PathBuf>> {
    let (tx, rx) = mpsc::channel();
    let (kind, exts) = purpose.extensions();
    let spawned = std::thread::Builder::new()
        .name("file-dialog".into())
        .spawn(move || {
            let mut dialog = rfd::FileDialog::new()
                .set_title(purpose.title())
                .add_filter(kind, exts);
            if let Some(s) = &suggested {
                if let Some(dir) = s.parent().filter(|d| d.is_dir()) {
                    dialog = dialog.set_directory(dir);
                }
                if let Some(name) = s.file_name() {
                    dialog = dialog.set_file_name(name.to_string_lossy());
                }
            }
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                if purpose.saves() {
                    dialog.save_file()
                } else {
                    dialog.pick_file()
                }
            }))
            .ok()
            .flatten();
            let _ = tx.send(result);
        });
    if spawned.is_err() {
        // No thread: the receiver sees a closed channel and the path field stays.
    }
    rx
}

/// Writes a picture through a temporary file and a rename (no `.bak`: pictures are made
/// again from the map at will).
fn write_picture(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: cannot write: {e}", path.display());
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "picture".into());
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        fail(e)
    })
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
