//! The A/B part of the Analysis panel: the draft (B) against its saved file or another map file
//! (A), on common seeds; every metric side by side with the paired difference, its interval and
//! the p-value, the notes on what cannot be compared, and the choice of drawing the heat
//! difference on the canvas.

use super::heat::LegendKind;
use super::job::Work;
use super::{compile, setup};
use crate::analysis::metric_value;
use crate::analysis::{Comparison, SimConfig, compare};
use crate::app::map::{Action, Request};
use crate::map::Map;
use egui::{RichText, Ui};
use std::path::Path;
use std::time::Duration;

/// A finished comparison.
pub struct CompareResult {
    pub comparison: Comparison,
    /// The draft it was computed on (B).
    pub draft: Map,
    /// Where A came from.
    pub other: String,
    pub elapsed: Duration,
}

/// The state of the A/B part.
pub struct CompareState {
    /// Pairs of games.
    pub games: usize,
    pub work: Work<Comparison>,
    other: String,
    pub result: Option<CompareResult>,
}

impl Default for CompareState {
    fn default() -> Self {
        CompareState {
            games: 1000,
            work: Work::default(),
            other: String::new(),
            result: None,
        }
    }
}

impl CompareState {
    /// Starts the comparison of `draft` (B) with `other` (A, from `name`).
    pub fn start(
        &mut self,
        other: Map,
        name: String,
        draft: &Map,
        config: SimConfig,
        ctx: &egui::Context,
    ) {
        self.work.forget();
        let (a, b) = match (compile(&other), compile(draft)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) => return self.work.error = Some(format!("{name}: {e}")),
            (_, Err(e)) => return self.work.error = Some(format!("The draft: {e}")),
        };
        self.other = name;
        self.work
            .start("compare", draft, config.games, ctx, move |t| {
                let progress = |d: usize, total: usize| t.count(d, total);
                compare(
                    &setup(a),
                    &setup(b),
                    &config,
                    &progress,
                    Some(t.cancel_flag()),
                )
            });
    }

    pub fn poll(&mut self) {
        let Some(done) = self.work.poll() else {
            return;
        };
        if done.value.games == 0 {
            self.work.error = Some("Cancelled before any pair was played".into())
        } else {
            self.result = Some(CompareResult {
                comparison: done.value,
                elapsed: done.elapsed,
                draft: done.map,
                other: std::mem::take(&mut self.other),
            })
        }
    }

    /// The comparison, when it was computed on `map`.
    pub fn result_for(&self, map: &Map) -> Option<&CompareResult> {
        self.result.as_ref().filter(|r| r.draft == *map)
    }

    pub fn ui(
        &mut self,
        ui: &mut Ui,
        map: &Map,
        saved: Option<&Path>,
        shows: &mut LegendKind,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.label("The draft (B) against a map file (A), both played on the same seeds with the AIs above.");
        ui.horizontal(|ui| {
            let l = ui.label("Pairs of games");
            ui.add(
                egui::DragValue::new(&mut self.games)
                    .range(1..=super::MAX_GAMES / 2)
                    .speed(10.0),
            )
            .labelled_by(l.id);
        });
        ui.add_enabled_ui(!self.work.is_running(), |ui| {
            ui.horizontal(|ui| {
                let b = ui
                    .add_enabled(
                        saved.is_some(),
                        egui::Button::new("Draft against saved file"),
                    )
                    .on_hover_text("A is the map as last saved; B is the draft with your edits")
                    .on_disabled_hover_text("The map has not been saved to a file yet");
                if b.clicked()
                    && let Some(p) = saved
                {
                    actions.push(Action::Request(Request::CompareWith(p.to_path_buf())));
                }
                if ui.button("Against another file…").clicked() {
                    actions.push(Action::Request(Request::CompareDialog));
                }
            });
        });
        self.work.progress_ui(ui, "pairs", "Cancel comparison");
        if let Some(r) = &self.result {
            result_ui(ui, r, map, shows);
        }
        actions
    }
}

fn result_ui(ui: &mut Ui, r: &CompareResult, map: &Map, shows: &mut LegendKind) {
    let c = &r.comparison;
    if r.draft != *map {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            "Stale: the draft changed since this comparison",
        );
    }
    ui.label(
        RichText::new(format!(
            "A: {}  ·  B: the draft  ·  {} pairs in {:.1} s",
            r.other,
            c.games,
            r.elapsed.as_secs_f64()
        ))
        .strong(),
    );
    for n in &c.notes {
        ui.colored_label(ui.visuals().warn_fg_color, format!("Note: {n}"));
    }
    egui::Grid::new("analysis-compare-grid")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Metric", "A", "B", "B − A (95%)", "p"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for d in &c.metrics {
                let m = d.metric;
                ui.label(m.label()).on_hover_text(format!(
                    "{} pairs; `{}` in JSON",
                    d.paired.pairs,
                    m.id()
                ));
                ui.label(metric_value(m, d.a.mean));
                ui.label(metric_value(m, d.b.mean));
                let diff = format!(
                    "{} ({} – {})",
                    metric_value(m, d.paired.diff),
                    metric_value(m, d.paired.low),
                    metric_value(m, d.paired.high)
                );
                let p = format!("{:.3}", d.paired.p);
                if d.paired.significant {
                    ui.label(RichText::new(diff).strong());
                    ui.label(RichText::new(p).strong())
                        .on_hover_text("Significant at 5%");
                } else {
                    ui.label(diff);
                    ui.label(p);
                }
                ui.end_row();
            }
        });
    ui.horizontal(|ui| {
        ui.label("Map shows");
        ui.radio_value(shows, LegendKind::Heat, "Heat of the last run");
        ui.radio_value(shows, LegendKind::Difference, "A/B difference");
    });
}
