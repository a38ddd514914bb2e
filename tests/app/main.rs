//! The desktop app driven headless with egui_kittest, as a person uses it: find widgets by label,
//! click, type, assert on state. A module by panel or subject.

#[path = "../common/mod.rs"]
mod common;

mod analysis;
mod board_names;
mod board_paint;
mod documents;
mod editor;
mod editor_edit;
mod editor_names;
mod editor_walk;
mod help;
mod i18n;
mod play;
