//! The computer opponent's decision, computed on a background thread so the window stays live.
//! A browser has no threads: there the decision is made on the first poll, in the frame after
//! the one that asked (so the learner's own move is drawn first).

use crate::ai::{AiSpec, Control, choose_for, mix_seed};
use crate::engine::{Action, State};
use crate::pieces::Side;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// A decision under way.
pub struct AiJob {
    rx: Receiver<Option<Action>>,
    cancel: Arc<AtomicBool>,
    /// Progress as thousandths.
    progress: Arc<AtomicU32>,
    /// The log position the decision is for.
    pub at: usize,
    /// The side it decides for.
    pub side: Side,
    /// The decision not yet made (web player).
    #[cfg(target_arch = "wasm32")]
    deferred: std::cell::RefCell<Option<Box<dyn FnOnce()>>>,
}

/// What polling a job found.
pub enum Poll {
    Thinking,
    Done(Option<Action>),
}

impl AiJob {
    /// Starts deciding for the side to move in `state`. The player is built afresh for each
    /// decision from `seed` mixed with the log position, so replays decide alike.
    pub fn start(spec: AiSpec, seed: u64, state: &State, at: usize) -> AiJob {
        let (tx, rx) = channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU32::new(0));
        let side = state.turn_side();
        let state = state.clone();
        let control = {
            let progress = progress.clone();
            Control::with_cancel(cancel.clone()).on_progress(move |p| {
                progress.store((p.fraction() * 1000.0) as u32, Ordering::Relaxed);
            })
        };
        let work = move || {
            let mut player = spec.build(mix_seed(seed ^ at as u64));
            let action = choose_for(player.as_mut(), &state, &control);
            // The receiver may be gone (the game was left); nothing to do then.
            let _ = tx.send(action);
        };
        // Without a thread the sender is dropped: the poll then answers "no move".
        #[cfg(not(target_arch = "wasm32"))]
        let _ = std::thread::Builder::new()
            .name("play-ai".into())
            .spawn(work);
        AiJob {
            rx,
            cancel,
            progress,
            at,
            side,
            #[cfg(target_arch = "wasm32")]
            deferred: std::cell::RefCell::new(Some(Box::new(work))),
        }
    }

    /// Asks the search to stop; it then answers with its best action so far.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The fraction of the budget spent, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.progress.load(Ordering::Relaxed) as f32 / 1000.0
    }

    /// Whether the decision is in.
    pub fn poll(&self) -> Poll {
        self.decide_here();
        match self.rx.try_recv() {
            Ok(a) => Poll::Done(a),
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => Poll::Done(None),
        }
    }

    /// Waits for the decision (tests use this).
    pub fn wait(&self) -> Option<Action> {
        self.decide_here();
        self.rx.recv().ok().flatten()
    }

    /// Makes the decision on this thread if it is still to be made (web player only).
    fn decide_here(&self) {
        #[cfg(target_arch = "wasm32")]
        if let Some(work) = self.deferred.borrow_mut().take() {
            work();
        }
    }
}

impl Drop for AiJob {
    fn drop(&mut self) {
        self.cancel();
    }
}
