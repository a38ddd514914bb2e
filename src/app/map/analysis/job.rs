//! A piece of lab work (a run, a comparison, the suggestions) on a worker thread, with its
//! progress counter, a cancel flag and the channel its result comes back on; the panel polls
//! it each frame, so the editor stays responsive.

use crate::analysis::SimError;
use crate::app::i18n::lang;
use crate::control::Control;
use crate::map::Map;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;
use toyforge_core::tr;

/// Work under way.
pub struct Job<T> {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
    rx: Receiver<Result<T, SimError>>,
    /// The map the work is about.
    pub map: Map,
    pub started: Instant,
}

/// What the work reports as it goes: `progress(done, total)`, and the cancel flag.
pub struct Ticket {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    pub cancel: Arc<AtomicBool>,
}

impl Ticket {
    pub fn progress(&self, done: usize, total: usize) {
        self.done.fetch_max(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// The core's control for work that takes one: this ticket's cancel flag, and its progress
    /// counted as the work counts it.
    pub fn control(&self) -> Control {
        let (done, total) = (self.done.clone(), self.total.clone());
        Control::with_cancel(self.cancel.clone()).on_progress(move |p| {
            done.fetch_max(p.done as usize, Ordering::Relaxed);
            total.store(p.total as usize, Ordering::Relaxed);
        })
    }
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`; `total` is the first guess of its size.
    pub fn spawn(
        name: &str,
        total: usize,
        map: Map,
        ctx: &egui::Context,
        work: impl FnOnce(&Ticket) -> Result<T, SimError> + Send + 'static,
    ) -> Result<Job<T>, String> {
        let ticket = Ticket {
            done: Arc::new(AtomicUsize::new(0)),
            total: Arc::new(AtomicUsize::new(total)),
            cancel: Arc::new(AtomicBool::new(false)),
        };
        let (done, total, cancel) = (
            ticket.done.clone(),
            ticket.total.clone(),
            ticket.cancel.clone(),
        );
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        std::thread::Builder::new()
            .name(format!("toyforge-{name}"))
            .spawn(move || {
                let result = work(&ticket);
                // The panel may be gone (editor closed): nobody to tell then.
                let _ = tx.send(result);
                ctx.request_repaint();
            })
            .map_err(|e| tr!(lang(), "lab-no-thread", name = name, error = e.to_string()))?;
        Ok(Job {
            done,
            total,
            cancel,
            rx,
            map,
            started: Instant::now(),
        })
    }

    /// The result once the work is over: `None` while it runs.
    pub fn poll(&self) -> Option<Result<T, String>> {
        match self.rx.try_recv() {
            Ok(Ok(x)) => Some(Ok(x)),
            Ok(Err(e)) => Some(Err(tr!(lang(), "lab-failed", error = e.to_string()))),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(tr!(lang(), "lab-stopped"))),
        }
    }

    /// Done and total.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// A progress bar with `what` (the key of what it counts: "games", "pairs", "steps",
    /// "maps").
    pub fn progress_ui(&self, ui: &mut egui::Ui, what: &str) {
        let (done, total) = self.progress();
        let frac = done as f32 / total.max(1) as f32;
        let text = if self.is_cancelling() {
            tr!(
                lang(),
                "lab-progress-cancelling",
                done = done,
                total = total,
                what = what
            )
        } else {
            tr!(
                lang(),
                "lab-progress",
                done = done,
                total = total,
                what = what
            )
        };
        ui.add(egui::ProgressBar::new(frac).text(text));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }

    /// The progress bar and a button labelled `cancel` that cancels the work.
    pub fn progress_cancel_ui(&self, ui: &mut egui::Ui, what: &str, cancel: &str) {
        self.progress_ui(ui, what);
        if ui.button(cancel).clicked() {
            self.cancel();
        }
    }
}

/// Keeps the job that `started` in `slot`, or the reason it could not start in `error`.
pub fn keep<T>(
    started: Result<Job<T>, String>,
    slot: &mut Option<Job<T>>,
    error: &mut Option<String>,
) {
    match started {
        Ok(j) => *slot = Some(j),
        Err(e) => *error = Some(e),
    }
}

/// Once the job in `slot` is over, moves its result into `result` with the map it is about, or
/// its error into `error`.
pub fn finish<T: Send + 'static>(
    slot: &mut Option<Job<T>>,
    result: &mut Option<(T, Map)>,
    error: &mut Option<String>,
) {
    if let Some((job, r)) = take_finished(slot) {
        match r {
            Ok(x) => *result = Some((x, job.map.clone())),
            Err(e) => *error = Some(e),
        }
    }
}

/// The words of a part's run controls.
pub struct Controls<'a> {
    /// What the progress counts (a key: "games", "maps", "steps").
    pub what: &'a str,
    pub cancel: &'a str,
    pub start: &'a str,
    /// The start button's tip.
    pub hover: &'a str,
}

/// While `job` runs, its progress and the cancel button; otherwise the start button. True when
/// the start button was clicked.
pub fn run_controls<T: Send + 'static>(
    ui: &mut egui::Ui,
    job: Option<&Job<T>>,
    words: &Controls,
) -> bool {
    match job {
        Some(job) => {
            job.progress_cancel_ui(ui, words.what, words.cancel);
            false
        }
        None => ui.button(words.start).on_hover_text(words.hover).clicked(),
    }
}

/// Takes the job out of `slot` once it is over, with its result.
pub fn take_finished<T: Send + 'static>(
    slot: &mut Option<Job<T>>,
) -> Option<(Job<T>, Result<T, String>)> {
    let result = slot.as_ref()?.poll()?;
    slot.take().map(|job| (job, result))
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        // Never leave a worker playing for nobody.
        self.cancel.store(true, Ordering::Relaxed);
    }
}
