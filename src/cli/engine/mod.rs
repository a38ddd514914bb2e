//! `toyforge engine`: the engine's line protocol on standard input and output, in the manner of
//! UCI and GTP (`docs/engine-protocol.md`). The protocol itself is [`session`], which has no
//! I/O; this module reads standard input on a thread of its own (a line at most
//! [`session::MAX_LINE`] bytes long) and writes the replies to standard output.

pub mod session;

#[cfg(test)]
mod tests;

pub use session::{Event, MAX_LINE, Session, serve};

use std::io::{BufRead, Read};
use std::sync::mpsc::{Sender, channel};

/// Reads `input` line by line into `tx`, ending with [`Event::End`]; a line over
/// [`MAX_LINE`] bytes or not UTF-8 is skipped and reported as such.
pub fn feed(input: impl BufRead, tx: &Sender<Event>) {
    let mut input = input;
    loop {
        let mut buf = Vec::new();
        let read = (&mut input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buf);
        match read {
            Err(_) | Ok(0) => break,
            Ok(_) => {}
        }
        let event = if buf.len() > MAX_LINE && buf.last() != Some(&b'\n') {
            // Skip the rest of the long line, reading a bounded piece at a time.
            let mut skipped = buf.len();
            loop {
                let mut rest = Vec::new();
                match (&mut input)
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut rest)
                {
                    Err(_) | Ok(0) => break,
                    Ok(n) => {
                        skipped += n;
                        if rest.last() == Some(&b'\n') {
                            break;
                        }
                    }
                }
            }
            Event::TooLong(skipped)
        } else {
            while matches!(buf.last(), Some(b'\n' | b'\r')) {
                buf.pop();
            }
            match String::from_utf8(buf) {
                Ok(line) => Event::Line(line),
                Err(_) => Event::NotText,
            }
        };
        if tx.send(event).is_err() {
            return;
        }
    }
    let _ = tx.send(Event::End);
}

/// Runs the protocol on standard input and output until `quit` or the end of input.
pub fn run() -> u8 {
    let (tx, rx) = channel();
    let feeder = tx.clone();
    // The reader is left blocked on standard input when `quit` ends the process.
    let spawned = std::thread::Builder::new()
        .name("engine-input".into())
        .spawn(move || feed(std::io::stdin().lock(), &feeder));
    if let Err(e) = spawned {
        eprintln!("error: cannot read standard input: {e}");
        return super::EXIT_UNREADABLE;
    }
    serve(&rx, &tx, &mut |line| outln!("{line}"));
    0
}
