//! The one kind of background job: long work (a lab run, a lesson check, the computer's move,
//! a system file dialog) started from the interface and polled each frame, so that no frame
//! waits for it.
//!
//! [`Job::spawn`] runs a closure on a thread of its own. The closure gets a [`Task`]: the core's
//! [`Control`] to hand to the core's long functions (its cancel flag and progress callback),
//! and a counter for work counted in items. The interface reads [`Job::fraction`] (0 to 1) or
//! [`Job::counts`] for a progress bar, asks [`Job::poll`] for the result without blocking, and
//! [`Job::cancel`]s the work, which then stops soon (the core's functions look at the flag often).
//! Dropping a job cancels it: no thread goes on working for nobody. Given a context, the worker
//! asks it for a frame as soon as the result is in, so nothing repaints while it waits.
//!
//! A browser page has one thread: there [`Job::spawn`] runs the closure on the page's thread in
//! the first poll (a frame after the one that asked, so that frame is drawn first), and
//! [`Job::sliced`] runs work a slice of time per poll (the practice opponent's tree search,
//! [`crate::sliced`]), which also works natively.

use crate::control::Control;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::time::Duration;
use web_time::Instant;

/// How long one poll works on a sliced job at least: a part of a frame, so the interface
/// answers taps while the work goes on.
pub const SLICE: Duration = Duration::from_millis(8);

/// How long one poll works on a sliced job at most. Between the two, [`Job::poll`] works for as
/// long as the page spent elsewhere since the last poll (drawing its frame), so the work has
/// about half of the page's time however long its frames take: a phone drawing a frame in a
/// tenth of a second left 8 ms slices a few hundredths of it.
pub const MAX_SLICE: Duration = Duration::from_millis(50);

/// Why a job has no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobError {
    /// No thread could be started for it (the system's message).
    NoThread(String),
    /// The work stopped without a result (it panicked).
    Stopped,
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JobError::NoThread(e) => write!(f, "no thread could be started: {e}"),
            JobError::Stopped => f.write_str("the work stopped without a result"),
        }
    }
}

impl std::error::Error for JobError {}

/// What the worker and the interface share.
struct Shared {
    cancel: Arc<AtomicBool>,
    /// Items done and the items in all (0: the work is not counted in items).
    done: AtomicUsize,
    total: AtomicUsize,
    /// The fraction done as the bits of an `f32` (never negative, so the bits order as the
    /// numbers do and `fetch_max` keeps the bar from going back).
    fraction: AtomicU32,
}

impl Shared {
    fn new() -> Shared {
        Shared {
            cancel: Arc::new(AtomicBool::new(false)),
            done: AtomicUsize::new(0),
            total: AtomicUsize::new(0),
            fraction: AtomicU32::new(0f32.to_bits()),
        }
    }

    fn set_fraction(&self, f: f32) {
        let f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
        self.fraction.fetch_max(f.to_bits(), Ordering::Relaxed);
    }

    fn count(&self, done: usize, total: usize) {
        self.done.fetch_max(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        if total > 0 {
            self.set_fraction(done as f32 / total as f32);
        }
    }

    fn fraction(&self) -> f32 {
        f32::from_bits(self.fraction.load(Ordering::Relaxed))
    }

    fn counts(&self) -> Option<(usize, usize)> {
        let total = self.total.load(Ordering::Relaxed);
        (total > 0).then(|| (self.done.load(Ordering::Relaxed).min(total), total))
    }
}

/// What the work sees of its job: the [`Control`] to give the core's functions (it dereferences
/// to it), the cancel flag, and the progress to report.
pub struct Task {
    control: Control,
    shared: Arc<Shared>,
}

impl Task {
    fn new(shared: Arc<Shared>) -> Task {
        let to = shared.clone();
        let control = Control::with_cancel(shared.cancel.clone()).on_progress(move |p| {
            if p.total > 0 {
                let units = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
                to.count(units(p.done), units(p.total));
            }
            // A part of a larger task, or a search on the clock, is further on than its count.
            to.set_fraction(p.fraction());
        });
        Task { control, shared }
    }

    /// The control for the core's long functions: cancelled with the job, reporting its
    /// progress to the job.
    pub fn control(&self) -> &Control {
        &self.control
    }

    /// Whether the job was cancelled: the work should stop soon.
    pub fn cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// The cancel flag itself, for functions that take one.
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.shared.cancel
    }

    /// Reports `done` items of `total` (the count never goes back; the total may change).
    pub fn count(&self, done: usize, total: usize) {
        self.shared.count(done, total);
    }

    /// Reports the fraction done, from 0 to 1 (it never goes back).
    pub fn fraction(&self, f: f32) {
        self.shared.set_fraction(f);
    }
}

impl std::ops::Deref for Task {
    type Target = Control;

    fn deref(&self) -> &Control {
        &self.control
    }
}

/// Work that runs on the polling thread, a slice at a time (`Some` once it is done), with its
/// task and where its result goes.
type Here<T> = (
    Box<dyn FnMut(&Task, Duration) -> Option<T> + Send>,
    Task,
    Sender<Result<T, JobError>>,
);

/// Work under way, and its result once it is in.
pub struct Job<T> {
    shared: Arc<Shared>,
    rx: Receiver<Result<T, JobError>>,
    /// The result was handed out.
    taken: Cell<bool>,
    started: Instant,
    /// Work done in the polls (sliced work; on a page, all work), with where its result goes.
    here: RefCell<Option<Here<T>>>,
    /// When the last [`Job::poll`] returned.
    polled: Cell<Option<Instant>>,
    repaint: Option<egui::Context>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name` (on a page: in the first poll). Once the result is
    /// in, the worker asks `repaint` (if given) for a frame.
    pub fn spawn(
        name: &str,
        repaint: Option<&egui::Context>,
        work: impl FnOnce(&Task) -> T + Send + 'static,
    ) -> Job<T> {
        #[cfg(target_arch = "wasm32")]
        {
            let _ = name;
            let mut work = Some(work);
            Job::sliced(repaint, move |task, _| work.take().map(|w| w(task)))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, rx) = channel();
            let shared = Arc::new(Shared::new());
            let task = Task::new(shared.clone());
            let ctx = repaint.cloned();
            let thread_tx = tx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("toyforge-{name}"))
                .spawn(move || {
                    let result = work(&task);
                    // The job may be gone (its panel closed): nobody to tell then.
                    let _ = thread_tx.send(Ok(result));
                    if let Some(ctx) = ctx {
                        ctx.request_repaint();
                    }
                });
            if let Err(e) = spawned {
                let _ = tx.send(Err(JobError::NoThread(e.to_string())));
            }
            Job {
                shared,
                rx,
                taken: Cell::new(false),
                started: Instant::now(),
                here: RefCell::new(None),
                polled: Cell::new(None),
                repaint: repaint.cloned(),
            }
        }
    }

    /// Starts `work` on the polling thread: each poll calls it with a slice of time to work for,
    /// until it gives its result. It should return soon after its slice, and at once when
    /// cancelled, with what it has.
    pub fn sliced(
        repaint: Option<&egui::Context>,
        work: impl FnMut(&Task, Duration) -> Option<T> + Send + 'static,
    ) -> Job<T> {
        let (tx, rx) = channel();
        let shared = Arc::new(Shared::new());
        let task = Task::new(shared.clone());
        Job {
            shared,
            rx,
            taken: Cell::new(false),
            started: Instant::now(),
            here: RefCell::new(Some((Box::new(work), task, tx))),
            polled: Cell::new(None),
            repaint: repaint.cloned(),
        }
    }
}

impl<T> Job<T> {
    /// The result once the work is over, once: `None` while it runs (and after the result was
    /// taken: see [`Job::is_finished`]). Sliced work goes on here for as long as the caller
    /// spent elsewhere since the last poll, from [`SLICE`] to [`MAX_SLICE`] ([`SLICE`] at the
    /// first poll).
    pub fn poll(&self) -> Option<Result<T, JobError>> {
        let slice = self
            .polled
            .get()
            .map_or(SLICE, |t| t.elapsed().clamp(SLICE, MAX_SLICE));
        let result = self.poll_for(slice);
        self.polled.set(Some(Instant::now()));
        result
    }

    /// [`Job::poll`], with sliced work going on for about `slice`.
    pub fn poll_for(&self, slice: Duration) -> Option<Result<T, JobError>> {
        if self.taken.get() {
            return None;
        }
        self.work_here(slice);
        let result = match self.rx.try_recv() {
            Ok(r) => r,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => Err(JobError::Stopped),
        };
        self.taken.set(true);
        Some(result)
    }

    /// Waits for the result (tests and the command line use this). `Err(Stopped)` when the
    /// result was already taken.
    pub fn wait(&self) -> Result<T, JobError> {
        if self.taken.get() {
            return Err(JobError::Stopped);
        }
        while self.here.borrow().is_some() {
            self.work_here(Duration::MAX);
        }
        self.taken.set(true);
        self.rx.recv().unwrap_or(Err(JobError::Stopped))
    }

    /// Works on sliced work for about `slice`; sends its result once it has one.
    fn work_here(&self, slice: Duration) {
        let mut here = self.here.borrow_mut();
        if let Some((work, task, tx)) = here.as_mut()
            && let Some(result) = work(task, slice)
        {
            let _ = tx.send(Ok(result));
            *here = None;
            if let Some(ctx) = &self.repaint {
                ctx.request_repaint();
            }
        }
    }

    /// Whether the result was handed out by [`Job::poll`] or [`Job::wait`].
    pub fn is_finished(&self) -> bool {
        self.taken.get()
    }

    /// Asks the work to stop; it soon gives what it has (a cancelled result, or its best so far).
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether the job was asked to stop.
    pub fn is_cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// The fraction done, from 0 to 1, as the work reported it (items done over items in all,
    /// or a fraction through its [`Control`]); it never goes back.
    pub fn fraction(&self) -> f32 {
        self.shared.fraction()
    }

    /// Items done and items in all, when the work counts them ([`Task::count`]).
    pub fn counts(&self) -> Option<(usize, usize)> {
        self.shared.counts()
    }

    /// The time since the job started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        // Never leave a worker working for nobody.
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// Polls `job` until it answers, at most `limit`.
    fn poll_until<T>(job: &Job<T>, limit: Duration) -> Result<T, JobError> {
        let t = Instant::now();
        loop {
            if let Some(r) = job.poll() {
                return r;
            }
            assert!(t.elapsed() < limit, "no result after {limit:?}");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Work that runs until cancelled (or a minute), counting its rounds.
    fn until_cancelled(task: &Task) -> usize {
        let t = Instant::now();
        let mut rounds = 0;
        while !task.cancelled() && t.elapsed() < Duration::from_secs(60) {
            rounds += 1;
            std::thread::sleep(Duration::from_millis(1));
        }
        rounds
    }

    #[test]
    fn the_result_arrives_once() {
        let job = Job::spawn("test", None, |_| 6 * 7);
        assert_eq!(poll_until(&job, Duration::from_secs(10)), Ok(42));
        assert!(job.is_finished());
        assert_eq!(job.poll(), None, "the result is handed out once");
        assert!(!job.is_cancelled());
    }

    #[test]
    fn wait_blocks_for_the_result() {
        let job = Job::spawn("test", None, |_| {
            std::thread::sleep(Duration::from_millis(20));
            "done"
        });
        assert_eq!(job.wait(), Ok("done"));
        assert!(job.is_finished());
    }

    #[test]
    fn cancel_stops_a_long_closure_promptly() {
        let job = Job::spawn("test", None, until_cancelled);
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(job.poll(), None, "still working");
        let t = Instant::now();
        job.cancel();
        assert!(job.is_cancelled());
        let rounds = poll_until(&job, Duration::from_secs(10)).expect("a result");
        assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
        assert!(rounds > 0);
    }

    #[test]
    fn the_control_given_to_the_core_is_cancelled_with_the_job() {
        let job = Job::spawn("test", None, |task| {
            let control: &Control = task;
            let t = Instant::now();
            while !control.cancelled() && t.elapsed() < Duration::from_secs(60) {
                std::thread::sleep(Duration::from_millis(1));
            }
            control.cancelled()
        });
        job.cancel();
        assert_eq!(job.wait(), Ok(true));
    }

    #[test]
    fn dropping_a_job_cancels_its_work() {
        let stopped = Arc::new(AtomicBool::new(false));
        let seen = stopped.clone();
        let job = Job::spawn("test", None, move |task| {
            until_cancelled(task);
            seen.store(task.cancelled(), Ordering::Relaxed);
        });
        std::thread::sleep(Duration::from_millis(10));
        drop(job);
        let t = Instant::now();
        while !stopped.load(Ordering::Relaxed) {
            assert!(t.elapsed() < Duration::from_secs(10), "the worker goes on");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn progress_rises_as_the_work_counts() {
        let step = Arc::new(AtomicUsize::new(0));
        let go = step.clone();
        let job = Job::spawn("test", None, move |task| {
            for done in 0..=4 {
                // Each count waits for the test to have seen the one before.
                while go.load(Ordering::Acquire) < done && !task.cancelled() {
                    std::thread::yield_now();
                }
                task.count(done, 4);
            }
        });
        let mut seen = Vec::new();
        let t = Instant::now();
        while seen.last() != Some(&1.0) {
            assert!(t.elapsed() < Duration::from_secs(10), "{seen:?}");
            let f = job.fraction();
            if seen.last() != Some(&f) {
                seen.push(f);
                step.fetch_add(1, Ordering::Release);
            }
            std::thread::yield_now();
        }
        assert!(seen.windows(2).all(|w| w[0] < w[1]), "{seen:?}");
        assert_eq!(seen.len(), 5, "{seen:?}");
        assert_eq!(job.counts(), Some((4, 4)));
        assert_eq!(job.wait(), Ok(()));
    }

    #[test]
    fn a_fraction_reported_never_goes_back() {
        let job = Job::sliced(None, |task, _| {
            task.fraction(0.5);
            task.fraction(0.25);
            task.fraction(f32::NAN);
            Some(())
        });
        assert_eq!(job.counts(), None);
        assert_eq!(job.fraction(), 0.0);
        assert_eq!(job.poll(), Some(Ok(())));
        assert_eq!(job.fraction(), 0.5);
    }

    #[test]
    fn progress_reported_through_the_control_is_the_jobs() {
        use crate::control::Progress;
        let job = Job::sliced(None, |task, _| {
            task.control().report(&Progress::counted(1, 4));
            assert_eq!(task.shared.fraction(), 0.25);
            // The second half of the task, itself half done: three quarters of the whole.
            task.control().part(1, 2).report(&Progress::counted(1, 2));
            Some(())
        });
        assert_eq!(job.poll(), Some(Ok(())));
        assert_eq!(job.fraction(), 0.75);
        assert_eq!(job.counts(), Some((1, 2)));
    }

    #[test]
    fn sliced_work_goes_on_a_slice_at_each_poll() {
        let job = Job::sliced(None, {
            let mut calls = 0;
            move |task, slice| {
                assert!((SLICE..=MAX_SLICE).contains(&slice), "{slice:?}");
                calls += 1;
                task.count(calls, 3);
                (calls == 3).then_some(calls)
            }
        });
        assert_eq!(job.poll(), None);
        assert_eq!(job.counts(), Some((1, 3)));
        assert_eq!(job.poll(), None);
        assert_eq!(job.poll(), Some(Ok(3)));
        assert_eq!(job.poll(), None);
    }

    /// A caller that spends a while between polls (a page drawing its frame) gives the work
    /// about as long at the next poll, within bounds.
    #[test]
    fn sliced_work_gets_as_long_as_the_caller_spent_elsewhere() {
        let slices = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let job = Job::sliced(None, {
            let slices = slices.clone();
            move |_, slice| {
                slices.lock().unwrap().push(slice);
                None::<()>
            }
        });
        for gap in [0, 20, 0, 200] {
            std::thread::sleep(Duration::from_millis(gap));
            assert_eq!(job.poll(), None);
        }
        let slices = slices.lock().unwrap();
        assert_eq!(slices[0], SLICE, "the first poll");
        assert!(
            slices[1] >= Duration::from_millis(20) && slices[1] <= MAX_SLICE,
            "after 20 ms elsewhere: {:?}",
            slices[1]
        );
        // (A loaded machine may pause the test a few milliseconds between two polls.)
        assert!(
            slices[2] < Duration::from_millis(20),
            "polled again at once: {:?}",
            slices[2]
        );
        assert_eq!(slices[3], MAX_SLICE, "after 200 ms elsewhere");
    }

    #[test]
    fn sliced_work_sees_the_cancel() {
        let job = Job::sliced(None, |task, _| task.cancelled().then_some("stopped"));
        assert_eq!(job.poll(), None);
        job.cancel();
        assert_eq!(job.poll(), Some(Ok("stopped")));
    }

    #[test]
    fn a_worker_that_panics_is_reported_stopped() {
        let job: Job<u8> = Job::spawn("test", None, |_| panic!("on purpose"));
        assert_eq!(
            poll_until(&job, Duration::from_secs(10)),
            Err(JobError::Stopped)
        );
    }

    #[test]
    fn the_worker_asks_for_a_frame_when_it_is_done() {
        let ctx = egui::Context::default();
        let asked = Arc::new(AtomicUsize::new(0));
        let count = asked.clone();
        ctx.set_request_repaint_callback(move |_| {
            count.fetch_add(1, Ordering::Relaxed);
        });
        let job = Job::spawn("test", Some(&ctx), |_| 1);
        assert_eq!(job.wait(), Ok(1));
        let t = Instant::now();
        while asked.load(Ordering::Relaxed) == 0 {
            assert!(t.elapsed() < Duration::from_secs(10), "no frame asked for");
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
