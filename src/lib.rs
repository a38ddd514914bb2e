//! toyforge: a map editor, rules engine, lesson checker and balance lab for the board game
//! *Toy Battle*.
//!
//! The rules, maps, notation, scenarios, AI and analysis live in the UI-free `toyforge-core`
//! crate and are re-exported here under their usual names; the board painter and the learner's
//! view of a lesson live in `toyforge-ui`, shared with the web player (`toyforge-web`). This crate
//! adds the editor (`app`), the command line (`cli`) and the SVG/PNG renderer (`render`).

pub use toyforge_core::{BySide, Side, Strength, Troop};
pub use toyforge_core::{
    ai, analysis, control, engine, limits, map, notation, pieces, scenario, versioned,
};

pub mod app;
pub mod cli;
pub mod render;
