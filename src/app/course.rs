//! The course panel: the sections and lessons of an open course, in order, beside the lesson
//! workspace. Clicking a lesson asks for it to be opened (the app opens it after the frame,
//! through the same path as File → Open…); Previous and Next step through the course.

use crate::app::i18n::lang;
use crate::scenario::{Difficulty, LoadedCourse};
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};
use toyforge_core::tr;
use toyforge_ui::course::{Neighbour, neighbour_buttons};

/// One lesson as the panel lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub title: String,
    pub difficulty: Difficulty,
    pub steps: usize,
    /// The lesson file, as the course resolves it.
    pub path: PathBuf,
}

/// One section as the panel lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SectionEntry {
    pub title: String,
    pub lessons: Vec<Entry>,
}

/// What the panel asks the app to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Open this lesson in the lesson workspace.
    Open(PathBuf),
    /// Close the course (the lesson being written stays open).
    Close,
}

/// An open course, as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct CoursePanel {
    pub title: String,
    pub author: String,
    pub summary: String,
    pub language: String,
    pub path: PathBuf,
    pub sections: Vec<SectionEntry>,
}

/// The label of a lesson's button in the panel: its number in the course and its title.
pub use toyforge_ui::course::lesson_label;

impl CoursePanel {
    /// The panel of a loaded course (its lessons already read, so the panel never reads).
    pub fn new(loaded: &LoadedCourse) -> CoursePanel {
        let mut sections: Vec<SectionEntry> = loaded
            .course
            .sections
            .iter()
            .map(|s| SectionEntry {
                title: s.title.clone(),
                lessons: Vec::new(),
            })
            .collect();
        for l in &loaded.lessons {
            let s = &l.lesson.scenario;
            let title = if s.title.trim().is_empty() {
                l.at.name.clone()
            } else {
                s.title.clone()
            };
            sections[l.at.section].lessons.push(Entry {
                title,
                difficulty: s.difficulty,
                steps: s.steps.len(),
                path: l.path.clone(),
            });
        }
        let c = &loaded.course;
        CoursePanel {
            title: c.title.clone(),
            author: c.author.clone(),
            summary: c.summary.clone(),
            language: c.language.clone(),
            path: loaded.path.clone(),
            sections,
        }
    }

    /// Every lesson in the course's order.
    pub fn lessons(&self) -> impl Iterator<Item = &Entry> {
        self.sections.iter().flat_map(|s| s.lessons.iter())
    }

    /// The first lesson of the course.
    pub fn first(&self) -> Option<&Path> {
        self.lessons().next().map(|e| e.path.as_path())
    }

    /// The position in the course (from 0) of the lesson at `path`.
    pub fn index_of(&self, path: &Path) -> Option<usize> {
        self.lessons().position(|e| e.path == path)
    }

    /// The lesson `delta` places away from `current` in the course's order.
    fn neighbour(&self, current: Option<usize>, delta: isize) -> Option<&Entry> {
        let i = current?.checked_add_signed(delta)?;
        self.lessons().nth(i)
    }

    /// Draws the panel; `current` is the file of the lesson open in the workspace.
    pub fn ui(&self, ui: &mut Ui, current: Option<&Path>) -> Option<Request> {
        let mut asked = None;
        ui.horizontal(|ui| {
            ui.heading(&self.title);
        });
        if !self.author.is_empty() {
            ui.weak(tr!(lang(), "course-by", author = self.author.as_str()));
        }
        if !self.summary.is_empty() {
            ui.label(&self.summary);
        }
        let here = current.and_then(|p| self.index_of(p));
        ui.horizontal(|ui| {
            let prev = self.neighbour(here, -1);
            let next = self.neighbour(here, 1).or(if here.is_none() {
                self.lessons().next()
            } else {
                None
            });
            let to = match neighbour_buttons(ui, prev.is_some(), next.is_some(), false, |_| {}) {
                Some(Neighbour::Previous) => prev,
                Some(Neighbour::Next) => next,
                None => None,
            };
            if let Some(e) = to {
                asked = Some(Request::Open(e.path.clone()));
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .auto_shrink([false, true])
            .max_height(ui.available_height() - 36.0)
            .show(ui, |ui| {
                if let Some(r) = self.lesson_list(ui, here) {
                    asked = Some(r);
                }
            });
        ui.separator();
        if ui.button(tr!(lang(), "course-close")).clicked() {
            asked = Some(Request::Close);
        }
        asked
    }

    /// The sections and their lessons, numbered through the course; the open one selected.
    fn lesson_list(&self, ui: &mut Ui, here: Option<usize>) -> Option<Request> {
        let mut asked = None;
        let mut number = 0;
        for s in &self.sections {
            ui.add_space(4.0);
            ui.label(RichText::new(&s.title).strong());
            for e in &s.lessons {
                number += 1;
                let open = here == Some(number - 1);
                let r = ui
                    .selectable_label(open, lesson_label(number, &e.title))
                    .on_hover_text(tr!(
                        lang(),
                        "course-lesson-hover",
                        difficulty = e.difficulty.name(),
                        n = e.steps,
                        path = e.path.display().to_string()
                    ));
                if r.clicked() && !open {
                    asked = Some(Request::Open(e.path.clone()));
                }
            }
        }
        asked
    }
}
