//! The app's own file browser, for when there is no system file dialog (or the user turned
//! them off): the folder shown by its full path, its sub-folders and the files of the kind
//! asked for (`.ron` for maps and scenarios; for a course, the files the course loader takes as
//! courses), places to start from, the recent files at a fixed
//! place beside the list, and a field for a file name or a path that says which folder a
//! relative path starts from.
//!
//! It is part of the one file-dialog worker of [`super`]. It never reads the disk while
//! a frame is drawn: what the user picks (a folder to go into, or the file) comes back as
//! [`crate::app::Command::BrowserPick`], and the folder is read after the frame
//! ([`FileBrowser::read`]).

use super::Purpose;
use crate::app::i18n::lang;
use egui::{Id, Key, Modal, RichText, Ui};
use std::path::{Path, PathBuf};
use toyforge_core::i18n::message;
use toyforge_core::tr;

/// One entry of the folder shown.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    dir: bool,
    /// A course file: named `*.course.ron`, or a `.ron` file whose text is a course's.
    course: bool,
}

/// Heights kept for the list of files and for the recent files, whatever their number:
/// nothing in the browser moves as they change.
const LIST_H: f32 = 300.0;
const RECENT_H: f32 = 120.0;
const SIDE_W: f32 = 230.0;

/// What the browser asks, in a frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Waiting,
    Cancelled,
    /// A path picked: a folder to go into, or the file asked for.
    Picked(PathBuf),
}

/// The in-app file browser of one request.
pub struct FileBrowser {
    purpose: Purpose,
    folder: PathBuf,
    entries: Vec<Entry>,
    /// Why the folder could not be read, if it could not.
    error: Option<String>,
    /// Every file is listed, not only those of the kind asked for.
    pub all_files: bool,
    /// The file name or path in the Path field.
    pub typed: String,
    /// A word on the system dialog, when one was tried.
    pub note: Option<String>,
    /// Folders to start from: the working folder, home, and the bundled maps and scenarios (or,
    /// for a course, the bundled courses).
    places: Vec<(&'static str, PathBuf)>,
    focused: bool,
}

impl FileBrowser {
    /// A browser for `purpose` in the folder of `suggested` (a file, or a folder), with the
    /// file's name ready in the field for a save. Reads the disk: call it after the frame.
    pub fn new(purpose: Purpose, suggested: Option<&Path>) -> FileBrowser {
        let cwd = std::env::current_dir().unwrap_or_default();
        let (dir, name) = match suggested {
            Some(s) if s.is_dir() => (cwd.join(s), None),
            Some(s) => (
                cwd.join(s.parent().unwrap_or(Path::new(""))),
                s.file_name().map(|n| n.to_string_lossy().into_owned()),
            ),
            None => (cwd.clone(), None),
        };
        let dir = if dir.is_dir() { dir } else { cwd.clone() };
        let mut b = FileBrowser {
            purpose,
            folder: PathBuf::new(),
            entries: Vec::new(),
            error: None,
            all_files: false,
            typed: name.filter(|_| purpose.saves()).unwrap_or_default(),
            note: None,
            places: places(&cwd, purpose),
            focused: false,
        };
        b.read(&dir);
        b
    }

    /// The folder shown, which relative paths start from.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Shows the folder `dir`: reads its entries (after the frame).
    pub fn read(&mut self, dir: &Path) {
        // Whole and without a trailing separator: the folder reads as the user would write it.
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.folder = dir.components().collect();
        match list(&self.folder) {
            Ok(mut entries) => {
                if self.purpose == Purpose::OpenCourse {
                    for e in entries.iter_mut().filter(|e| !e.dir) {
                        e.course = is_course(&self.folder.join(&e.name));
                    }
                }
                self.entries = entries;
                self.error = None;
            }
            Err(e) => {
                self.entries.clear();
                self.error = Some(format!(
                    "{}: cannot read this folder: {e}",
                    self.folder.display()
                ));
            }
        }
    }

    /// Draws the browser; returns what the user did.
    pub fn ui(&mut self, ctx: &egui::Context, recent: &[PathBuf]) -> Answer {
        let mut answer = Answer::Waiting;
        let resp = Modal::new(Id::unique("file-browser")).show(ctx, |ui| {
            ui.set_width(820.0);
            ui.heading(self.purpose.title());
            if let Some(note) = &self.note {
                ui.weak(note);
            }
            ui.horizontal(|ui| {
                let up = self.folder.parent().map(Path::to_path_buf);
                let button =
                    ui.add_enabled(up.is_some(), egui::Button::new(tr!(lang(), "browser-up")));
                if let Some(up) = up.filter(|_| {
                    button
                        .on_hover_text(tr!(lang(), "browser-up-hover"))
                        .clicked()
                }) {
                    answer = Answer::Picked(up);
                }
                ui.label(
                    RichText::new(self.folder.display().to_string())
                        .monospace()
                        .strong(),
                );
            });
            ui.separator();
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(SIDE_W);
                    self.side_ui(ui, recent, &mut answer);
                });
                // Space, not a vertical separator: that would take all the height offered.
                ui.add_space(16.0);
                ui.vertical(|ui| self.list_ui(ui, &mut answer));
            });
            ui.separator();
            self.bottom_ui(ui, &mut answer);
        });
        if resp.should_close() && answer == Answer::Waiting {
            answer = Answer::Cancelled;
        }
        answer
    }

    fn side_ui(&self, ui: &mut Ui, recent: &[PathBuf], answer: &mut Answer) {
        ui.label(RichText::new(tr!(lang(), "browser-places")).strong());
        for (name, dir) in &self.places {
            let here = self.folder == *dir;
            let resp = ui
                .selectable_label(here, message(lang(), name, None))
                .on_hover_text(dir.display().to_string());
            if resp.clicked() {
                *answer = Answer::Picked(dir.clone());
            }
        }
        ui.add_space(6.0);
        let files = !self.purpose.saves();
        ui.label(
            RichText::new(if files {
                tr!(lang(), "browser-recent-files")
            } else {
                tr!(lang(), "browser-recent-folders")
            })
            .strong(),
        );
        egui::ScrollArea::vertical()
            .id_salt("recent-files")
            .min_scrolled_height(RECENT_H)
            .max_height(RECENT_H)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if recent.is_empty() {
                    ui.weak(tr!(lang(), "browser-none-yet"));
                }
                let mut folders: Vec<&Path> = Vec::new();
                for p in recent {
                    let target = if files {
                        Some(p.as_path())
                    } else {
                        p.parent().filter(|d| !folders.contains(d))
                    };
                    let Some(t) = target else { continue };
                    folders.push(t);
                    let name = if files {
                        file_name(t)
                    } else {
                        t.display().to_string()
                    };
                    if ui
                        .link(name)
                        .on_hover_text(t.display().to_string())
                        .clicked()
                    {
                        *answer = Answer::Picked(t.to_path_buf());
                    }
                }
            });
    }

    /// Whether the list shows file `e` (of the kind asked for, or every file when asked).
    fn listed(&self, e: &Entry, exts: &[&str]) -> bool {
        match self.purpose {
            _ if self.all_files => true,
            Purpose::OpenCourse => e.course,
            _ => has_extension(&e.name, exts),
        }
    }

    fn list_ui(&mut self, ui: &mut Ui, answer: &mut Answer) {
        let (kind, exts) = self.purpose.extensions();
        let extensions = match self.purpose {
            Purpose::OpenCourse => crate::scenario::COURSE_EXTENSION.to_string(),
            _ => format!(".{}", exts.join(", .")),
        };
        ui.horizontal(|ui| {
            ui.label(tr!(
                lang(),
                "browser-showing",
                kind = kind,
                extensions = extensions
            ));
            ui.checkbox(&mut self.all_files, tr!(lang(), "browser-show-all"));
        });
        egui::ScrollArea::vertical()
            .id_salt(("file-list", self.folder.display().to_string()))
            .min_scrolled_height(LIST_H)
            .max_height(LIST_H)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if let Some(e) = &self.error {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
                let shown: Vec<Entry> = self
                    .entries
                    .iter()
                    .filter(|e| e.dir || self.listed(e, exts))
                    .cloned()
                    .collect();
                if shown.is_empty() && self.error.is_none() {
                    ui.weak(tr!(lang(), "browser-empty"));
                }
                for e in shown {
                    self.entry_ui(ui, &e, answer);
                }
            });
    }

    /// A folder (its name ending in a separator) or a file: a click puts a file's name in the
    /// field, a double click goes into the folder or picks the file.
    fn entry_ui(&mut self, ui: &mut Ui, e: &Entry, answer: &mut Answer) {
        let label = if e.dir {
            format!("{}{}", e.name, std::path::MAIN_SEPARATOR)
        } else {
            e.name.clone()
        };
        let selected = !e.dir && self.typed == e.name;
        let text = if e.dir {
            RichText::new(label).strong()
        } else {
            RichText::new(label)
        };
        let resp = ui.selectable_label(selected, text);
        if resp.double_clicked() {
            *answer = Answer::Picked(self.folder.join(&e.name));
        } else if resp.clicked() && !e.dir {
            self.typed.clone_from(&e.name);
        }
    }

    fn bottom_ui(&mut self, ui: &mut Ui, answer: &mut Answer) {
        ui.horizontal(|ui| {
            let label = ui.label(tr!(lang(), "browser-path"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .desired_width(ui.available_width() - 170.0)
                        .hint_text(tr!(lang(), "browser-path-hint")),
                )
                .labelled_by(label.id);
            if !self.focused {
                field.request_focus();
                self.focused = true;
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            let text = self.typed.trim().to_string();
            let go = ui.add_enabled(!text.is_empty(), egui::Button::new(self.purpose.button()));
            if (go.clicked() || enter) && !text.is_empty() {
                *answer = Answer::Picked(self.folder.join(&text));
            }
            if ui.button(tr!(lang(), "dialog-cancel")).clicked() {
                *answer = Answer::Cancelled;
            }
        });
        ui.weak(tr!(
            lang(),
            "browser-relative",
            folder = self.folder.display().to_string()
        ));
    }
}

/// A path's last part, for a short list.
fn file_name(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn has_extension(name: &str, exts: &[&str]) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| exts.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// The folder's entries but hidden ones, folders first, each part by name ignoring case.
fn list(dir: &Path) -> std::io::Result<Vec<Entry>> {
    let mut out: Vec<Entry> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| Entry {
            name: e.file_name().to_string_lossy().into_owned(),
            dir: e.path().is_dir(),
            course: false,
        })
        .filter(|e| !e.name.starts_with('.'))
        .collect();
    out.sort_by_cached_key(|e| (!e.dir, e.name.to_lowercase()));
    Ok(out)
}

/// Whether the file at `path` is one the course loader takes as a course: named
/// `*.course.ron`, or a `.ron` file whose text is a course's (read up to the loader's limit).
fn is_course(path: &Path) -> bool {
    crate::scenario::is_course_file(path)
        || (has_extension(&path.to_string_lossy(), &["ron"])
            && crate::map::read_text(path).is_ok_and(|t| crate::scenario::looks_like_course(&t)))
}

/// The folders the bundled files may be in, in the order they are tried: the working folder,
/// then the program's folder and the folders above it (`target/debug/toyforge` in the source
/// tree, or a folder of the program beside `maps/` and `scenarios/`), then the source tree it
/// was built from.
fn bundle_roots(cwd: &Path) -> Vec<PathBuf> {
    let mut out = vec![cwd.to_path_buf()];
    if let Some(exe) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    {
        out.extend(exe.ancestors().take(4).map(Path::to_path_buf));
    }
    out.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    out
}

/// The first of `roots` whose folder `sub` holds `marker` (the file that tells the bundled
/// folder from another of that name: Castle Field, or the Castle Field course): that folder.
fn find_bundled(roots: &[PathBuf], sub: &str, marker: &str) -> Option<PathBuf> {
    roots
        .iter()
        .map(|r| r.join(sub))
        .find(|d| d.join(marker).is_file())
}

/// The bundled maps, scenarios and courses, as found from `cwd`: (message id of the place's
/// name, folder) of those found.
fn bundled(cwd: &Path, purpose: Purpose) -> Vec<(&'static str, PathBuf)> {
    let roots = bundle_roots(cwd);
    let wanted: &[(&str, &str, &str)] = match purpose {
        Purpose::OpenCourse => &[("place-bundled-courses", "scenarios", "castle.course.ron")],
        _ => &[
            ("place-bundled-maps", "maps", "castle-field.ron"),
            ("place-bundled-scenarios", "scenarios", "castle.course.ron"),
        ],
    };
    wanted
        .iter()
        .filter_map(|&(name, sub, marker)| Some((name, find_bundled(&roots, sub, marker)?)))
        .collect()
}

/// The places offered to start from, those that exist: (message id of the name, folder).
fn places(cwd: &Path, purpose: Purpose) -> Vec<(&'static str, PathBuf)> {
    let mut out = vec![("place-working", cwd.to_path_buf())];
    if let Some(home) = std::env::home_dir() {
        out.push(("place-home", home));
    }
    for (name, dir) in bundled(cwd, purpose) {
        // Whole, as the folder shown is, so that the place is marked when it is shown.
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        out.push((name, dir.components().collect()));
    }
    out
}

/// What a pick means, decided after the frame: a folder is gone into, anything else is the
/// file chosen (a save without an extension gets the purpose's).
pub fn resolve(purpose: Purpose, picked: PathBuf) -> Result<PathBuf, PathBuf> {
    if picked.is_dir() {
        return Err(picked);
    }
    let mut path = picked;
    if purpose.saves() && path.extension().is_none() {
        path.set_extension(purpose.extensions().1[0]);
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_match_ignoring_case() {
        assert!(has_extension("castle.RON", &["ron"]));
        assert!(!has_extension("castle.ron.bak", &["ron"]));
        assert!(!has_extension("ron", &["ron"]));
    }

    #[test]
    fn folders_come_first_then_names_ignoring_case_and_hidden_entries_are_left_out() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        for f in ["b.ron", "A.ron", ".hidden.ron"] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        std::fs::create_dir(dir.join("zed")).unwrap();
        let names: Vec<String> = list(dir).unwrap().into_iter().map(|e| e.name).collect();
        assert_eq!(names, ["zed", "A.ron", "b.ron"]);
    }

    #[test]
    fn a_save_without_an_extension_gets_the_purposes_and_a_folder_is_gone_into() {
        let dir = std::env::temp_dir();
        assert_eq!(
            resolve(Purpose::SaveAs, dir.join("x-no-such")),
            Ok(dir.join("x-no-such.ron"))
        );
        assert_eq!(resolve(Purpose::Open, dir.clone()), Err(dir));
    }

    #[test]
    fn the_bundled_folders_are_found_by_their_marker_file_in_the_first_root_that_has_it() {
        // A folder of its own: tests run at once, and another one lists its folder's entries.
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("roots");
        let (a, b) = (root.join("a"), root.join("b"));
        // `a` has a scenarios folder without the bundled course; `b` is the bundle.
        std::fs::create_dir_all(a.join("scenarios")).unwrap();
        std::fs::create_dir_all(b.join("scenarios")).unwrap();
        std::fs::write(b.join("scenarios/castle.course.ron"), "").unwrap();
        let roots = [a.clone(), b.clone()];
        assert_eq!(
            find_bundled(&roots, "scenarios", "castle.course.ron"),
            Some(b.join("scenarios"))
        );
        assert_eq!(find_bundled(&roots, "maps", "castle-field.ron"), None);
    }

    #[test]
    fn the_course_dialog_offers_the_bundled_courses_and_the_map_dialog_maps_and_scenarios() {
        let cwd = std::env::temp_dir().join("toyforge-no-bundle-here");
        let names =
            |p: Purpose| -> Vec<&str> { bundled(&cwd, p).iter().map(|(n, _)| *n).collect() };
        // Found from the program's folder or the source tree, wherever the tests run.
        assert_eq!(names(Purpose::OpenCourse), ["place-bundled-courses"]);
        assert_eq!(
            names(Purpose::Open),
            ["place-bundled-maps", "place-bundled-scenarios"]
        );
        let (_, dir) = &bundled(&cwd, Purpose::OpenCourse)[0];
        assert!(dir.join("castle.course.ron").is_file());
    }
}
