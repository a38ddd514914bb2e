//! The core of toyforge, free of any user interface: sides and troops, the editable map model
//! and its files and validation, the rules engine, the action notation, scenarios and lessons,
//! the AI players and game simulation.
//!
//! Nothing here depends on egui or any other UI crate; the compiler keeps it so, since this
//! crate does not list them. The application (the editor and the command line) builds on it.

pub mod ai;
pub mod analysis;
pub mod control;
pub mod draw;
pub mod engine;
pub mod i18n;
pub mod limits;
pub mod map;
pub mod notation;
pub mod pieces;
pub mod scenario;
pub mod suggest;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod variants;
pub mod versioned;

pub use pieces::{BySide, Side, Strength, Troop};
