//! toyforge: a map editor, rules engine, lesson checker and balance lab for the board game
//! *Toy Battle*.

pub mod map;
pub mod pieces;
pub mod render;

pub use pieces::{BySide, Side, Strength, Troop};
pub mod ai;
pub mod analysis;
pub mod app;
pub mod cli;
pub mod engine;
pub mod notation;
pub mod scenario;
