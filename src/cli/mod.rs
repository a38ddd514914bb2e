//! The headless command line: `validate`, `play`, `legal`, `check`, `render`, `simulate`.
//! Exit status: 0 success, 1 the input is understood but fails, 2 the input cannot be read or
//! parsed, or the command line is wrong.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

mod render;
mod validate;

/// Exit status for input that is understood but fails (invalid map, illegal action, ...).
pub const EXIT_FAIL: u8 = 1;
/// Exit status for input that cannot be read or parsed, or a wrong command line.
pub const EXIT_UNREADABLE: u8 = 2;

#[derive(Parser, Debug)]
#[command(
    name = "toyforge",
    version,
    about = "Design battlefields and lessons for the board game Toy Battle.",
    long_about = "Design battlefields and lessons for the board game Toy Battle.\n\n\
        Without a subcommand, opens the editor (on the bundled Castle Field, or on FILE).\n\
        With a subcommand, runs headless and prints to stdout."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A map or scenario file to open in the editor.
    pub file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Report every problem of each map or scenario file, errors and warnings.
    Validate {
        /// Map or scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Draw a map (and the position, for a scenario) as SVG or PNG.
    Render {
        /// The map or scenario file.
        file: PathBuf,
        /// Output file, ending in .svg or .png.
        #[arg(long)]
        out: PathBuf,
        /// Hide location ids.
        #[arg(long)]
        no_ids: bool,
        /// Pixels per map unit for PNG output.
        #[arg(long, default_value_t = 1.0)]
        scale: f32,
    },
}

/// Runs a parsed command line and returns the process exit code.
pub fn run(command: Command) -> ExitCode {
    let code = match command {
        Command::Validate { files, json } => validate::run(&files, json),
        Command::Render {
            file,
            out,
            no_ids,
            scale,
        } => render::run(&file, &out, !no_ids, scale),
    };
    ExitCode::from(code)
}
