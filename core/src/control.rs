//! The one control of every long task of the core: a cancel flag set from another thread, and
//! a progress callback. The computer players' searches, the lesson checks
//! ([`crate::scenario::check_scenario_with`], [`crate::scenario::check_course`], the soundness
//! walk), the engine's suggestions ([`crate::scenario::suggest`]) and the balance
//! lab's suggestions ([`crate::analysis::suggest`]) all take a `&Control` and poll it.
//!
//! A task that sees the flag set stops soon (between two units of its work) and says so:
//! a search returns its best action so far (that is still a good answer), every other task
//! returns [`Cancelled`] instead of a result, never a verdict on the part it had done.
//!
//! ```
//! use std::sync::Arc;
//! use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
//! use toyforge_core::control::Control;
//! let cancel = Arc::new(AtomicBool::new(false));
//! let shown = Arc::new(AtomicU32::new(0));
//! let control = Control::with_cancel(cancel.clone()).on_progress({
//!     let shown = shown.clone();
//!     move |p| shown.store((p.fraction() * 1000.0) as u32, Ordering::Relaxed)
//! });
//! control.report(&toyforge_core::control::Progress::counted(1, 4));
//! assert_eq!(shown.load(Ordering::Relaxed), 250);
//! assert!(control.check().is_ok());
//! cancel.store(true, Ordering::Relaxed);
//! assert!(control.check().is_err());
//! ```

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How far a task has come, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Units of work done so far: search iterations, lessons or steps checked, lines walked,
    /// maps played.
    pub done: u64,
    /// The units planned; 0 when the task cannot count them in advance.
    pub total: u64,
    /// The fraction done, from 0 to 1 (see [`Progress::fraction`]).
    fraction: f32,
}

impl Progress {
    /// `done` units of `total`.
    pub fn counted(done: u64, total: u64) -> Progress {
        let fraction = if total == 0 {
            0.0
        } else {
            // In f32, as a part's share is, so that a part's end and the count after it agree.
            done as f32 / total as f32
        };
        Progress {
            done,
            total,
            fraction: fraction.clamp(0.0, 1.0),
        }
    }

    /// The same count, with the fraction set: for work that is further along than its count
    /// says (a search that stops on the clock, a part of a larger task).
    pub fn with_fraction(self, fraction: f32) -> Progress {
        Progress {
            fraction: if fraction.is_nan() {
                0.0
            } else {
                fraction.clamp(0.0, 1.0)
            },
            ..self
        }
    }

    /// The fraction done, from 0 to 1: `done / total`, unless the task set it otherwise.
    pub fn fraction(&self) -> f32 {
        self.fraction
    }
}

/// A progress callback, called from the thread that runs the task.
pub type ProgressFn = dyn Fn(&Progress) + Send + Sync;

/// What a cancelled task returns instead of its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cancelled")]
pub struct Cancelled;

/// Lets a caller on another thread cancel a task and follow its progress. The default control
/// never cancels and reports nowhere. Cloning shares the flag and the callback.
#[derive(Clone, Default)]
pub struct Control {
    /// When set to `true`, the task stops soon.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Called now and then during the task.
    pub progress: Option<Arc<ProgressFn>>,
}

impl Control {
    /// A control with a cancel flag.
    pub fn with_cancel(cancel: Arc<AtomicBool>) -> Control {
        Control {
            cancel: Some(cancel),
            progress: None,
        }
    }

    /// Adds a progress callback.
    pub fn on_progress(mut self, f: impl Fn(&Progress) + Send + Sync + 'static) -> Control {
        self.progress = Some(Arc::new(f));
        self
    }

    /// Whether the caller asked to stop.
    pub fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// `Err(Cancelled)` once the caller asked to stop: a task polls it with `?` between two
    /// units of its work.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.cancelled() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }

    /// Whether anyone follows the progress (a task can skip working out a report otherwise).
    pub fn wants_progress(&self) -> bool {
        self.progress.is_some()
    }

    /// Reports progress to the callback, if there is one.
    pub fn report(&self, p: &Progress) {
        if let Some(f) = &self.progress {
            f(p);
        }
    }

    /// Reports `done` units of `total`.
    pub fn report_counted(&self, done: u64, total: u64) {
        if self.wants_progress() {
            self.report(&Progress::counted(done, total));
        }
    }

    /// The control of part `index` (from 0) of `count` equal parts of this task: the same
    /// cancel flag, and progress that fills the part's share of this task's bar (reported to
    /// this control's callback as `index` of `count` done, with the fraction of the whole).
    pub fn part(&self, index: u64, count: u64) -> Control {
        let Some(parent) = self.progress.clone() else {
            return Control {
                cancel: self.cancel.clone(),
                progress: None,
            };
        };
        let count = count.max(1);
        Control {
            cancel: self.cancel.clone(),
            progress: Some(Arc::new(move |p: &Progress| {
                let whole = (index as f32 + p.fraction()) / count as f32;
                parent(&Progress::counted(index, count).with_fraction(whole));
            })),
        }
    }
}

impl fmt::Debug for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Control")
            .field("cancel", &self.cancel)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn recorder() -> (Control, Arc<Mutex<Vec<Progress>>>) {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let control = Control::default().on_progress({
            let seen = seen.clone();
            move |p| seen.lock().unwrap().push(*p)
        });
        (control, seen)
    }

    #[test]
    fn counted_progress_is_a_fraction_and_an_unknown_total_is_zero() {
        assert_eq!(Progress::counted(3, 4).fraction(), 0.75);
        assert_eq!(Progress::counted(9, 4).fraction(), 1.0);
        assert_eq!(Progress::counted(5, 0).fraction(), 0.0);
        assert_eq!(Progress::counted(1, 4).with_fraction(0.6).fraction(), 0.6);
        assert_eq!(
            Progress::counted(1, 4).with_fraction(f32::NAN).fraction(),
            0.0
        );
    }

    #[test]
    fn a_part_fills_its_share_of_the_whole() {
        let (control, seen) = recorder();
        let part = control.part(2, 4);
        part.report_counted(0, 10);
        part.report_counted(5, 10);
        part.report_counted(10, 10);
        let seen = seen.lock().unwrap();
        let fractions: Vec<f32> = seen.iter().map(Progress::fraction).collect();
        assert_eq!(fractions, [0.5, 0.625, 0.75]);
        assert!(seen.iter().all(|p| p.done == 2 && p.total == 4));
    }

    #[test]
    fn a_part_shares_the_cancel_flag() {
        let flag = Arc::new(AtomicBool::new(false));
        let control = Control::with_cancel(flag.clone());
        let part = control.part(0, 3).part(1, 2);
        assert_eq!(part.check(), Ok(()));
        flag.store(true, Ordering::Relaxed);
        assert_eq!(part.check(), Err(Cancelled));
        assert!(Control::default().check().is_ok());
    }
}
