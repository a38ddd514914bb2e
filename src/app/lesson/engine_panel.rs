//! "What would the engine play?": the best few complete turns from a position, with their
//! values, and one click to record a line where the caller offers (a candidate, a solution, an
//! alternative). The search runs off the interface thread (a [`Job`]); the panel shows its
//! progress with a button that stops it meanwhile, and the result for the position it was asked
//! about.

use super::steps_claims::named_button;
use crate::app::i18n::lang;
use crate::app::jobs;
use crate::control::Cancelled;
use crate::engine::State;
use crate::scenario::TurnLimits;
use crate::scenario::{Sight, Suggestions, suggest};
use egui::{RichText, Ui};
use toyforge_core::tr;
use toyforge_ui::Job;

/// How many turns the panel lists.
pub const SHOWN: usize = 5;

/// A position asked about, with what the mover sees of the racks.
type Asked = (State, Sight);

/// The panel's state between frames.
#[derive(Default)]
pub struct EnginePanel {
    /// The position asked about with what the mover sees of the racks, and the search under
    /// way for it.
    job: Option<(Asked, Job<Result<Suggestions, Cancelled>>)>,
    /// The position answered with the mover's sight, and the answer.
    result: Option<(Asked, Suggestions)>,
    /// Why the last search gave no answer.
    error: Option<String>,
}

/// The accessible name of the button that records suggestion `i` (0-based) as `what`: a key
/// of `le-engine-use` (`solution`, `alternative`, `wrong`, `candidate`, `new_puzzle`,
/// `new_compare`).
pub fn use_label(what: &str, i: usize) -> String {
    tr!(
        lang(),
        "le-engine-use-label",
        n = i + 1,
        what = use_name(what)
    )
}

/// Where a line may be recorded, in words ("an alternative").
fn use_name(what: &str) -> String {
    tr!(lang(), "le-engine-use", what = what)
}

/// The accessible name of the button that asks the engine.
pub fn ask_label() -> String {
    tr!(lang(), "le-engine-ask")
}

impl EnginePanel {
    /// Asks for the best turns at `start` (the answer comes in a later frame), in place of any
    /// search under way (which stops).
    /// `sight` is what the mover sees of the racks (both when the step shows the opponent's).
    pub fn ask(&mut self, ctx: &egui::Context, start: &State, sight: Sight) {
        let at = start.clone();
        let job = Job::spawn("lesson-engine", Some(ctx), move |task| {
            suggest(&at, SHOWN, TurnLimits::default(), sight, task)
        });
        self.error = None;
        self.job = Some(((start.clone(), sight), job));
    }

    /// Stops the search under way, if any; the panel keeps the answer it had.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// Takes the answer in, if it came; true while the search still runs.
    pub fn poll(&mut self) -> bool {
        let Some((at, job)) = &self.job else {
            return false;
        };
        match job.poll() {
            None => return true,
            Some(Ok(Ok(s))) => self.result = Some((at.clone(), s)),
            // Stopped by the author: the panel keeps the answer it had.
            Some(Ok(Err(Cancelled))) => {}
            Some(Err(e)) => self.error = Some(jobs::lost(&e)),
        }
        self.job = None;
        false
    }

    /// The answer for `start` seen with `sight`, if the panel has it.
    pub fn result_for(&self, start: &State, sight: Sight) -> Option<&Suggestions> {
        self.result
            .as_ref()
            .filter(|((at, seen), _)| at == start && *seen == sight)
            .map(|(_, s)| s)
    }

    /// Draws the panel for the position `start`; `uses` names where a line may be recorded, by
    /// the keys of [`use_label`], and `sight` what the mover sees of the racks. Returns the use
    /// chosen and the line.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        start: &State,
        sight: Sight,
        uses: &[&str],
    ) -> Option<(usize, String)> {
        let running = self.poll();
        ui.horizontal(|ui| {
            let can = start.to_move().is_some() && !running;
            let ask = ask_label();
            if named_button(ui, can, ask.clone(), &ask)
                .on_hover_text(tr!(lang(), "le-engine-ask-hover"))
                .on_disabled_hover_text(if running {
                    tr!(lang(), "le-engine-thinking")
                } else {
                    tr!(lang(), "le-engine-game-over")
                })
                .clicked()
            {
                self.ask(ui.ctx(), start, sight);
            }
        });
        if let Some((_, job)) = &self.job
            && jobs::progress_cancel_ui(
                ui,
                job,
                &jobs::status(job, &tr!(lang(), "le-engine-judging")),
                &tr!(lang(), "job-stop-engine"),
            )
        {
            self.cancel();
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        let s = self.result_for(start, sight)?.clone();
        result_ui(ui, &s, uses)
    }
}

fn result_ui(ui: &mut Ui, s: &Suggestions, uses: &[&str]) -> Option<(usize, String)> {
    let mut chosen = None;
    ui.weak(tr!(lang(), "le-engine-judged", n = s.judged));
    if let Some(cut) = &s.cut {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                lang(),
                "le-engine-cut",
                n = cut.outcomes,
                line = cut.at.as_str()
            ),
        );
    }
    for (i, sug) in s.best.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{:+.2}", sug.value / 100.0)).monospace());
            ui.label(RichText::new(&sug.line).monospace());
            for (u, what) in uses.iter().enumerate() {
                let name = use_name(what);
                let text = tr!(lang(), "le-engine-as", what = name.as_str());
                if named_button(ui, true, text, &use_label(what, i))
                    .on_hover_text(tr!(lang(), "le-engine-record", what = name))
                    .clicked()
                {
                    chosen = Some((u, sug.line.clone()));
                }
            }
        });
    }
    chosen
}
