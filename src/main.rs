use clap::Parser;
use std::process::ExitCode;
use toyforge::cli::{Cli, EXIT_UNREADABLE};

/// mimalloc keeps the memory a frame frees for the next one; the system allocator hands it back
/// and faults it in again, which cost the editor most of a big map's frame.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_UNREADABLE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match cli.command {
        Some(command) => toyforge::cli::run(command),
        None => {
            if let Some(file) = &cli.file
                && let Err(code) = toyforge::cli::check_editor_file(file)
            {
                return ExitCode::from(code);
            }
            toyforge::app::run(cli.file)
        }
    }
}
