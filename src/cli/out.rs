//! The commands' standard output. `println!` panics when the reader has gone away (`toyforge
//! legal map.ron | head -1`); here a closed pipe ends the output quietly, and the command
//! finishes with its own exit status. Any other failed write (a full disk) is reported once
//! and makes the command fail: see [`finish`].

use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once standard output cannot be written to: nothing more is tried.
static CLOSED: AtomicBool = AtomicBool::new(false);
/// Set when a write failed for another reason than a closed pipe: the output is lost.
static FAILED: AtomicBool = AtomicBool::new(false);

/// Marks the output closed after `e`; reports it unless the reader has just gone away.
fn failed(e: &std::io::Error) {
    CLOSED.store(true, Ordering::Relaxed);
    if e.kind() != ErrorKind::BrokenPipe {
        FAILED.store(true, Ordering::Relaxed);
        eprintln!("error: cannot write the output: {e}");
    }
}

/// Writes to standard output, unless it is closed.
pub fn write(args: std::fmt::Arguments) {
    if CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args) {
        failed(&e);
    }
}

/// Flushes what is still buffered; returns whether some of the output could not be written
/// (a closed pipe aside, which is a normal end).
pub fn finish() -> bool {
    if !CLOSED.load(Ordering::Relaxed)
        && let Err(e) = std::io::stdout().lock().flush()
    {
        failed(&e);
    }
    FAILED.load(Ordering::Relaxed)
}

/// `print!` to standard output through [`write`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!($($arg)*))
    };
}

/// `println!` to standard output through [`write`].
macro_rules! outln {
    () => {
        $crate::cli::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}
