//! toyforge-ui: what the desktop app and the web player both draw with egui.
//!
//! - [`board`]: the board of a game position as an interactive widget, and the egui back end of
//!   the core's drawing model ([`board::paint`], one model-to-screen transform, [`ToScreen`]).
//! - [`controls`]: the rack, pending-effect prompts and Draw a person moves with ([`Picker`]).
//! - [`course`]: course navigation shared by the desktop course panel and the web player.
//! - [`i18n`]: the language the view writes in (the messages are the core's `i18n`).
//! - [`lesson`]: the learner's view of a lesson ([`Preview`]): one step at a time, with the step
//!   runs of the core's `scenario::StepRun`, the variation tree and the summary.
//! - [`job`]: the one kind of background job ([`Job`]): work on a thread (in a browser, in the
//!   polls) with the core's cancel and progress `Control`, polled each frame.
//! - [`popups`]: a click that closes a menu or a dropdown acts on nothing under it.
//! - [`practice`]: the practice opponent's decision off the frame ([`Decision`], a [`Job`]): on
//!   a thread natively, in slices between frames in a browser ([`sliced`], capped a move).
//!
//! The crate depends on the core and egui only: no window, file dialogs or command line.

// The core's modules under their usual names, for the paths of the code here.
pub(crate) use toyforge_core::{ai, control, engine, map, notation, pieces, scenario};

pub mod board;
pub mod controls;
pub mod course;
pub mod i18n;
pub mod job;
pub mod lesson;
pub mod popups;
pub mod practice;
pub mod sliced;
#[cfg(test)]
mod test_game;

pub use board::{BOARD_LABEL, BoardResponse, Marks, ToScreen, side_colour, side_text, troop_glyph};
pub use controls::{Picker, rack_label};
pub use job::{Job, JobError, Task};
pub use lesson::{Lesson, OpenLesson, Preview, StepRecord, StepResult};
pub use practice::Decision;

/// The width `text` takes on one line in `style`: to decide whether it fits what is left of a
/// row before drawing it.
pub fn unwrapped_width(ui: &egui::Ui, text: &str, style: egui::TextStyle) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
        .size()
        .x
}
