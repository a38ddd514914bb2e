//! The editor window (egui/eframe).

use std::path::PathBuf;
use std::process::ExitCode;

/// Opens the editor window on `file`, or on the bundled Castle Field.
pub fn run(file: Option<PathBuf>) -> ExitCode {
    let _ = file;
    println!("The editor is not built yet. Run `toyforge --help` for the command-line tools.");
    ExitCode::SUCCESS
}
