//! The computer opponent's decision, computed on a background thread so the window stays live.
//! A browser has no threads: there the decision is made a slice at a time, a few milliseconds in
//! each poll (one a frame), starting in the frame after the one that asked (so the learner's own
//! move is drawn first), and a tree search is capped at [`crate::sliced::MOVE_CAP`] a move.

#[cfg(not(target_arch = "wasm32"))]
use crate::ai::choose_for;
use crate::ai::{AiSpec, Control, mix_seed};
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
    /// The decision being made on this thread, what follows it and where it goes (web player).
    #[cfg(target_arch = "wasm32")]
    deferred: std::cell::RefCell<
        Option<(
            crate::sliced::Sliced,
            Control,
            std::sync::mpsc::Sender<Option<Action>>,
        )>,
    >,
}

/// How long one poll thinks on a page: a part of a frame, so taps are answered while the
/// computer thinks.
const SLICE: std::time::Duration = std::time::Duration::from_millis(8);

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
        let seed = mix_seed(seed ^ at as u64);
        #[cfg(target_arch = "wasm32")]
        let deferred = (
            crate::sliced::Sliced::new(spec, seed, &state, crate::sliced::MOVE_CAP),
            control,
            tx,
        );
        #[cfg(not(target_arch = "wasm32"))]
        {
            let work = move || {
                let mut player = spec.build(seed);
                let action = choose_for(player.as_mut(), &state, &control);
                // The receiver may be gone (the game was left); nothing to do then.
                let _ = tx.send(action);
            };
            // Without a thread the sender is dropped: the poll then answers "no move".
            let _ = std::thread::Builder::new()
                .name("play-ai".into())
                .spawn(work);
        }
        AiJob {
            rx,
            cancel,
            progress,
            at,
            side,
            #[cfg(target_arch = "wasm32")]
            deferred: std::cell::RefCell::new(Some(deferred)),
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
        self.think_here(SLICE);
        match self.rx.try_recv() {
            Ok(a) => Poll::Done(a),
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => Poll::Done(None),
        }
    }

    /// Waits for the decision (tests use this).
    pub fn wait(&self) -> Option<Action> {
        self.think_here(std::time::Duration::MAX);
        self.rx.recv().ok().flatten()
    }

    /// Thinks on this thread for about `slice` if the decision is still to be made (web player
    /// only); once it is, sends it.
    fn think_here(&self, slice: std::time::Duration) {
        #[cfg(target_arch = "wasm32")]
        {
            let mut deferred = self.deferred.borrow_mut();
            if let Some((sliced, control, tx)) = deferred.as_mut()
                && let Some(action) = sliced.work(slice, control)
            {
                let _ = tx.send(action);
                *deferred = None;
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = slice;
    }
}

impl Drop for AiJob {
    fn drop(&mut self) {
        self.cancel();
    }
}
