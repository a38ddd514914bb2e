//! toyforge: a map editor, rules engine, lesson checker and balance lab for the board game
//! *Toy Battle*.

pub mod map;
pub mod pieces;
pub mod render;

pub use pieces::{BySide, Side, Strength, Troop};
pub mod app;
pub mod cli;
