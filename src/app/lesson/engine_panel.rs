//! "What would the engine play?": the best few complete turns from a position, with their
//! values, and one click to record a line where the caller offers (a candidate, a solution, an
//! alternative). The search runs off the interface thread ([`EngineJob`]); the panel shows a
//! spinner meanwhile and the result for the position it was asked about.

use super::engine_job::EngineJob;
use super::steps_claims::named_button;
use crate::app::i18n::lang;
use crate::control::{Cancelled, Control};
use crate::engine::State;
use crate::scenario::TurnLimits;
use crate::scenario::{Suggestions, suggest};
use egui::{RichText, Ui};
use toyforge_core::tr;

/// How many turns the panel lists.
pub const SHOWN: usize = 5;

/// The panel's state between frames.
#[derive(Default)]
pub struct EnginePanel {
    /// The position asked about, and the search under way for it.
    job: Option<(State, EngineJob<Result<Suggestions, Cancelled>>)>,
    /// The position answered, and the answer.
    result: Option<(State, Suggestions)>,
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
    /// Asks for the best turns at `start` (the answer comes in a later frame).
    pub fn ask(&mut self, ctx: &egui::Context, start: &State) {
        let at = start.clone();
        let job = EngineJob::start("lesson-engine", ctx, move || {
            suggest(&at, SHOWN, TurnLimits::default(), &Control::default())
        });
        self.job = Some((start.clone(), job));
    }

    /// Takes the answer in, if it came; true while the search still runs.
    pub fn poll(&mut self) -> bool {
        let Some((at, job)) = &mut self.job else {
            return false;
        };
        if let Some(Ok(s)) = job.poll() {
            self.result = Some((at.clone(), s));
        }
        if job.is_done() {
            self.job = None;
            return false;
        }
        true
    }

    /// The answer for `start`, if the panel has it.
    pub fn result_for(&self, start: &State) -> Option<&Suggestions> {
        self.result
            .as_ref()
            .filter(|(at, _)| at == start)
            .map(|(_, s)| s)
    }

    /// Draws the panel for the position `start`; `uses` names where a line may be recorded, by
    /// the keys of [`use_label`]. Returns the use chosen and the line.
    pub fn ui(&mut self, ui: &mut Ui, start: &State, uses: &[&str]) -> Option<(usize, String)> {
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
                self.ask(ui.ctx(), start);
            }
            if running {
                ui.weak(tr!(lang(), "le-engine-judging"));
            }
        });
        let s = self.result_for(start)?.clone();
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
