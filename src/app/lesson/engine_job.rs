//! Engine work for the lesson editor (the soundness search, "what would the engine play?"),
//! computed on a background thread like the play mode's computer opponent, so that no frame
//! waits for it. The work is bounded (the turn search stops at its limit), so a job that is no
//! longer wanted is simply dropped: its thread finishes and its answer goes nowhere.

use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// A computation under way.
pub struct EngineJob<T> {
    rx: Receiver<T>,
    done: bool,
}

impl<T: Send + 'static> EngineJob<T> {
    /// Starts `work` on a thread named `name`; once it is done the thread asks `ctx` for a new
    /// frame, so the answer shows without the interface repainting while it waits.
    pub fn start(
        name: &str,
        ctx: &egui::Context,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> EngineJob<T> {
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        // Without a thread the sender is dropped: the job then reports nothing, once.
        let _ = std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let _ = tx.send(work());
                ctx.request_repaint();
            });
        EngineJob { rx, done: false }
    }

    /// The answer, once it is in (`Some` once; `None` while working or after).
    pub fn poll(&mut self) -> Option<T> {
        if self.done {
            return None;
        }
        match self.rx.try_recv() {
            Ok(v) => {
                self.done = true;
                Some(v)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.done = true;
                None
            }
        }
    }

    /// Whether the job has answered (or failed to).
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Waits for the answer (tests use this).
    pub fn wait(&mut self) -> Option<T> {
        if self.done {
            return None;
        }
        self.done = true;
        self.rx.recv().ok()
    }
}
