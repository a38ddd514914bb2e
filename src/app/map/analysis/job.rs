//! How each part of the lab (the run, the comparison, the suggestions, the skill trace) drives
//! its work, the same way for all four: a [`toyforge_ui::Job`] on a worker thread with the map
//! it is about, started by the part's button, shown as one progress bar with a Cancel button
//! while it runs ([`crate::app::jobs`]), and polled each frame for its result.

use crate::analysis::SimError;
use crate::app::i18n::lang;
use crate::app::jobs;
use crate::map::Map;
use std::time::Duration;
use toyforge_core::tr;
use toyforge_ui::{Job, JobError, Task};

/// A part's work: the job under way, and the reason the last one could not start or failed.
pub struct Work<T> {
    job: Option<Running<T>>,
    pub error: Option<String>,
}

/// A job under way, with the map it is about, its thread's name and the first guess of its
/// size.
struct Running<T> {
    map: Map,
    name: String,
    total: usize,
    job: Job<Result<T, SimError>>,
}

impl<T> Default for Work<T> {
    fn default() -> Self {
        Work {
            job: None,
            error: None,
        }
    }
}

/// What a part's work gave, on the map it was done on.
pub struct Done<T> {
    pub value: T,
    pub map: Map,
    pub elapsed: Duration,
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

impl<T: Send + 'static> Work<T> {
    /// Starts `work` on `map` on a thread named `name`, in place of any work under way (which is
    /// cancelled); `total` is the first guess of its size, in the items it counts.
    pub fn start(
        &mut self,
        name: &str,
        map: &Map,
        total: usize,
        ctx: &egui::Context,
        work: impl FnOnce(&Task) -> Result<T, SimError> + Send + 'static,
    ) {
        self.error = None;
        let job = Job::spawn(name, Some(ctx), move |t: &Task| {
            t.count(0, total);
            work(t)
        });
        self.job = Some(Running {
            map: map.clone(),
            name: name.to_string(),
            total,
            job,
        });
    }

    /// The result once the work is over (its error goes to [`Work::error`]).
    pub fn poll(&mut self) -> Option<Done<T>> {
        let result = self.job.as_ref()?.job.poll()?;
        let Running { map, name, job, .. } = self.job.take()?;
        match result {
            Ok(Ok(value)) => Some(Done {
                value,
                map,
                elapsed: job.elapsed(),
            }),
            Ok(Err(SimError::Cancelled)) => {
                self.error = Some(tr!(lang(), "job-cancelled"));
                None
            }
            Ok(Err(e)) => {
                self.error = Some(tr!(lang(), "lab-failed", error = e.to_string()));
                None
            }
            Err(JobError::NoThread(e)) => {
                self.error = Some(tr!(lang(), "lab-no-thread", name = name, error = e));
                None
            }
            Err(JobError::Stopped) => {
                self.error = Some(tr!(lang(), "lab-stopped"));
                None
            }
        }
    }
}

impl<T> Work<T> {
    /// Whether work is under way.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Asks the work under way to stop; what it finished is kept as its result.
    pub fn cancel(&self) {
        if let Some(r) = &self.job {
            r.job.cancel();
        }
    }

    /// Items done and items asked for, while work is under way.
    pub fn progress(&self) -> Option<(usize, usize)> {
        let r = self.job.as_ref()?;
        Some(r.job.counts().unwrap_or((0, r.total)))
    }

    /// Drops the work under way (which cancels it) and the error.
    pub fn forget(&mut self) {
        self.job = None;
        self.error = None;
    }

    /// While work runs, its progress (counted in `what`) and a button labelled `cancel`; then
    /// the error, if any.
    pub fn progress_ui(&self, ui: &mut egui::Ui, what: &str, cancel: &str) {
        if let Some(r) = &self.job {
            let (done, total) = self.progress().unwrap_or_default();
            let text = if r.job.is_cancelled() {
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
            jobs::progress_cancel_ui(ui, &r.job, &text, cancel);
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    }

    /// While work runs, [`Work::progress_ui`]; otherwise the start button, then the error. True
    /// when the start button was clicked.
    pub fn controls(&self, ui: &mut egui::Ui, words: &Controls) -> bool {
        if self.is_running() {
            self.progress_ui(ui, words.what, words.cancel);
            return false;
        }
        let clicked = ui.button(words.start).on_hover_text(words.hover).clicked();
        self.progress_ui(ui, words.what, words.cancel);
        clicked
    }
}
