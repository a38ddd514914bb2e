//! toyforge: a map editor, rules engine, lesson checker and balance lab for the board game
//! *Toy Battle*.
//!
//! The rules, maps, notation, scenarios, AI and analysis live in the UI-free `toyforge-core`
//! crate and are re-exported here under their usual names; this crate adds the editor (`app`),
//! the command line (`cli`) and the SVG/PNG renderer (`render`). Built for WebAssembly, the crate
//! is the web player instead (`web`): the lesson preview in a browser, without the command line,
//! the renderer or file dialogs.

pub use toyforge_core::{BySide, Side, Strength, Troop};
pub use toyforge_core::{ai, analysis, engine, map, notation, pieces, scenario};

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod render;
pub mod web;
