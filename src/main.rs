#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;
#[cfg(not(target_arch = "wasm32"))]
use toyforge::cli::{Cli, EXIT_UNREADABLE};

/// In a browser the binary is the web player: it starts on the page's canvas.
#[cfg(target_arch = "wasm32")]
fn main() {
    toyforge::web::start();
}

/// mimalloc keeps the memory a frame frees for the next one; the system allocator hands it back
/// and faults it in again, which cost the editor most of a big map's frame.
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(not(target_arch = "wasm32"))]
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
        None => toyforge::app::run(cli.file),
    }
}
