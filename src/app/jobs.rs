//! How the app shows a background job ([`toyforge_ui::Job`]) under way: one progress bar and one
//! Cancel button for every long task (the balance lab's parts, the lesson checks), so each panel
//! drives its work the same way.

use crate::app::i18n::lang;
use egui::Ui;
use std::time::Duration;
use toyforge_core::tr;
use toyforge_ui::Job;

/// How often a panel with a job under way redraws its progress.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// The progress bar of `job` with `text` on it. Schedules the next frame, so the bar moves.
pub fn progress_ui<T>(ui: &mut Ui, job: &Job<T>, text: &str) {
    ui.add(egui::ProgressBar::new(job.fraction()).text(text));
    ui.ctx().request_repaint_after(PROGRESS_EVERY);
}

/// What a job is doing, in words: `text`, after "Cancelling…" once it was asked to stop.
pub fn status<T>(job: &Job<T>, text: &str) -> String {
    if job.is_cancelled() {
        tr!(lang(), "job-cancelling", what = text)
    } else {
        text.to_string()
    }
}

/// The progress bar of `job` and a button labelled `cancel` that cancels it (greyed once it
/// was). True when the button was clicked.
pub fn progress_cancel_ui<T>(ui: &mut Ui, job: &Job<T>, text: &str, cancel: &str) -> bool {
    progress_ui(ui, job, text);
    let clicked = ui
        .add_enabled(!job.is_cancelled(), egui::Button::new(cancel))
        .clicked();
    if clicked {
        job.cancel();
    }
    clicked
}

/// What a job that ended without a result says: the thread could not start, or the work stopped.
pub fn lost(e: &toyforge_ui::JobError) -> String {
    match e {
        toyforge_ui::JobError::NoThread(e) => tr!(lang(), "job-no-thread", error = e.as_str()),
        toyforge_ui::JobError::Stopped => tr!(lang(), "job-stopped"),
    }
}
