//! `toyforge validate`.

use super::{EXIT_FAIL, EXIT_UNREADABLE};
use crate::map::Map;
use std::path::PathBuf;

pub fn run(files: &[PathBuf], json: bool) -> u8 {
    let mut worst = 0u8;
    let mut reports = Vec::new();
    for file in files {
        match Map::load(file) {
            Err(e) => {
                eprintln!("error: {e}");
                worst = worst.max(EXIT_UNREADABLE);
                reports.push(serde_json::json!({"file": file.display().to_string(), "error": e.to_string()}));
            }
            Ok(_map) => {
                if !json {
                    println!("{}: ok", file.display());
                }
                reports.push(serde_json::json!({"file": file.display().to_string(), "problems": []}));
            }
        }
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&reports).unwrap_or_default());
    }
    let _ = EXIT_FAIL;
    worst
}
