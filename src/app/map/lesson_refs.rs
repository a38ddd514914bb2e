//! Renaming an id that lessons use: after a rename, the scenario files beside the map (in the
//! map's folder, a `scenarios` folder in it, and a `scenarios` folder next to it) that are
//! written on this map and name the old id are found, and the editor offers to update them.
//!
//! Both the scan and the update are file work: the workspace asks the shell for them (a
//! [`Request`]) and they run after the frame, never inside it. Updates rewrite only the references (quoted ids and `@id`) and save atomically.

use super::{MapWorkspace, Request};
use crate::app::i18n::lang;
use crate::map::refs::{count_refs, rename_refs};
use crate::scenario::{MapSource, Scenario, looks_like_scenario};
use egui::RichText;
use std::path::{Path, PathBuf};
use toyforge_core::tr;

/// Scenario files looked at in one folder, at most.
const MAX_FILES_PER_FOLDER: usize = 2000;

/// Lessons found naming a renamed id, waiting for the user's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonRefs {
    pub old: String,
    pub new: String,
    /// Each lesson file and how many times it names `old`.
    pub files: Vec<(PathBuf, usize)>,
}

/// The folders whose lessons may use the map at `map_path`.
fn lesson_folders(map_path: &Path) -> Vec<PathBuf> {
    let dir = map_path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut out = vec![dir.to_path_buf(), dir.join("scenarios")];
    if let Some(up) = dir.parent() {
        out.push(up.join("scenarios"));
    }
    let mut real: Vec<PathBuf> = Vec::new();
    out.retain(|d| match std::fs::canonicalize(d) {
        Ok(r) if !real.contains(&r) => {
            real.push(r);
            true
        }
        _ => false,
    });
    out
}

/// Whether the scenario at `path` is written on the map at `map_real` (canonical).
fn uses_map(path: &Path, scenario: &Scenario, map_real: &Path) -> bool {
    let MapSource::Path(name) = &scenario.map else {
        return false;
    };
    crate::scenario::resolve_map(path, name)
        .ok()
        .and_then(|p| std::fs::canonicalize(p).ok())
        .is_some_and(|p| p == map_real)
}

/// The lesson files next to `map_path` that are written on it and name `id`.
pub fn scan(map_path: &Path, id: &str) -> Vec<(PathBuf, usize)> {
    let Ok(map_real) = std::fs::canonicalize(map_path) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for dir in lesson_folders(map_path) {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")))
            .take(MAX_FILES_PER_FOLDER)
            .collect();
        files.sort();
        for path in files {
            let Ok(text) = crate::map::read_text(&path) else {
                continue;
            };
            if !looks_like_scenario(&text) {
                continue;
            }
            let Ok(s) = Scenario::from_ron(&text, &path.display().to_string()) else {
                continue;
            };
            let n = count_refs(&text, id);
            if n > 0 && uses_map(&path, &s, &map_real) {
                found.push((path, n));
            }
        }
    }
    found
}

/// Rewrites the references to `old` in each file, atomically. Returns the files updated, or
/// the first failure (file and reason); files before it stay updated.
pub fn update(files: &[PathBuf], old: &str, new: &str) -> Result<usize, String> {
    for path in files {
        let text = crate::map::read_text(path).map_err(|e| e.to_string())?;
        let renamed = rename_refs(&text, old, new);
        crate::map::save_atomic(path, renamed.as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(files.len())
}

/// Rewrites the old id in the lessons of `refs` (the answer "update them", after the frame),
/// and says what was done. A lesson open in the lesson workspace (at `open_lesson`) keeps its
/// own copy: the message says so, or its next save would bring the old id back.
pub fn update_lesson_refs(refs: &LessonRefs, open_lesson: Option<&Path>) -> Result<String, String> {
    let files: Vec<PathBuf> = refs.files.iter().map(|(p, _)| p.clone()).collect();
    let open = open_lesson.and_then(|p| {
        let p = std::fs::canonicalize(p).ok()?;
        files
            .iter()
            .find(|f| std::fs::canonicalize(f).ok().as_ref() == Some(&p))
            .cloned()
    });
    let n = update(&files, &refs.old, &refs.new)?;
    let (old, new) = (refs.old.as_str(), refs.new.as_str());
    Ok(match open {
        None => tr!(lang(), "refs-updated", old = old, new = new, n = n),
        Some(f) => tr!(
            lang(),
            "refs-updated-open",
            old = old,
            new = new,
            n = n,
            file = f.display().to_string()
        ),
    })
}

impl MapWorkspace {
    /// After a rename (a command, after the frame): looks for lessons that use the old id.
    pub fn scan_lesson_refs(&mut self, old: String, new: String) {
        let Some(map_path) = self.doc.path.clone() else {
            return;
        };
        let files = scan(&map_path, &old);
        if !files.is_empty() {
            self.lesson_refs = Some(LessonRefs { old, new, files });
        }
    }

    /// The question: lessons use the old id; update them?
    pub(in crate::app) fn lesson_refs_window(&mut self, ctx: &egui::Context) {
        let Some(refs) = &self.lesson_refs else {
            return;
        };
        let mut answer = None;
        egui::Window::new(tr!(lang(), "refs-title"))
            .id(egui::Id::unique("lesson-refs-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(tr!(
                    lang(),
                    "refs-body",
                    old = refs.old.as_str(),
                    new = refs.new.as_str(),
                    n = refs.files.len()
                ));
                for (path, n) in &refs.files {
                    let name = path
                        .file_name()
                        .map(|n| n.to_string_lossy())
                        .unwrap_or_default();
                    ui.label(
                        RichText::new(tr!(lang(), "refs-file", file = name.to_string(), n = *n))
                            .monospace(),
                    )
                    .on_hover_text(path.display().to_string());
                }
                ui.weak(tr!(lang(), "refs-how"));
                ui.horizontal(|ui| {
                    if ui.button(tr!(lang(), "refs-update")).clicked() {
                        answer = Some(true);
                    }
                    if ui.button(tr!(lang(), "refs-leave")).clicked() {
                        answer = Some(false);
                    }
                });
            });
        match answer {
            Some(true) => {
                let refs = self.lesson_refs.take().expect("shown above");
                self.requests
                    .push(Request::UpdateLessonRefs(Box::new(refs)));
            }
            Some(false) => self.lesson_refs = None,
            None => {}
        }
    }
}
