//! Course navigation that the desktop course panel and the web player share: how a lesson is
//! named in a course's list, and the buttons to the lessons before and after the one shown.

use egui::Ui;
use toyforge_core::tr;

/// The label of a lesson in a course's list: its number in the course (from 1) and its title.
pub fn lesson_label(number: usize, title: &str) -> String {
    format!("{number}. {title}")
}

/// The lesson before or after the one shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Neighbour {
    Previous,
    Next,
}

/// The buttons "Previous lesson" and "Next lesson", each enabled when that lesson exists, with
/// `between` drawn between them; `next_lit` fills Next with the selection colour (the lesson
/// shown is finished). Returns the button clicked.
pub fn neighbour_buttons(
    ui: &mut Ui,
    previous: bool,
    next: bool,
    next_lit: bool,
    between: impl FnOnce(&mut Ui),
) -> Option<Neighbour> {
    let mut asked = None;
    let l = crate::i18n::language(ui);
    if ui
        .add_enabled(previous, egui::Button::new(tr!(l, "course-previous")))
        .clicked()
    {
        asked = Some(Neighbour::Previous);
    }
    between(ui);
    let button = egui::Button::new(tr!(l, "course-next"));
    let button = if next_lit {
        button.fill(ui.visuals().selection.bg_fill)
    } else {
        button
    };
    if ui.add_enabled(next, button).clicked() {
        asked = Some(Neighbour::Next);
    }
    asked
}
