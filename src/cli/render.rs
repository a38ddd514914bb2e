//! `toyforge render`.

use super::EXIT_UNREADABLE;
use std::path::Path;

pub fn run(file: &Path, _out: &Path, _ids: bool, _scale: f32) -> u8 {
    eprintln!("error: {}: rendering is not available yet", file.display());
    EXIT_UNREADABLE
}
