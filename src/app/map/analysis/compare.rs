//! The A/B part of the Analysis panel: the draft (B) against its saved file or another map file
//! (A), on common seeds; every metric side by side with the paired difference, its interval and
//! the p-value, the notes on what cannot be compared, and the choice of drawing the heat
//! difference on the canvas.

use super::heat::LegendKind;
use super::job::Work;
use super::{compile, setup};
use crate::analysis::metric_value;
use crate::analysis::{Comparison, SimConfig, compare};
use crate::app::i18n::lang;
use crate::app::map::{Action, Request};
use crate::map::Map;
use egui::{RichText, Ui};
use std::path::Path;
use std::time::Duration;
use toyforge_core::tr;

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
            (_, Err(e)) => {
                return self.work.error = Some(tr!(lang(), "lab-draft-error", error = e));
            }
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
            self.work.error = Some(tr!(lang(), "lab-cancelled-no-pair"))
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
        ui.label(tr!(lang(), "lab-compare-about"));
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "lab-pairs"));
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
                        egui::Button::new(tr!(lang(), "lab-against-saved")),
                    )
                    .on_hover_text(tr!(lang(), "lab-against-saved-hover"))
                    .on_disabled_hover_text(tr!(lang(), "lab-not-saved"));
                if b.clicked()
                    && let Some(p) = saved
                {
                    actions.push(Action::Request(Request::CompareWith(p.to_path_buf())));
                }
                if ui.button(tr!(lang(), "lab-against-file")).clicked() {
                    actions.push(Action::Request(Request::CompareDialog));
                }
            });
        });
        self.work
            .progress_ui(ui, "pairs", &tr!(lang(), "lab-cancel-compare"));
        if let Some(r) = &self.result {
            result_ui(ui, r, map, shows);
        }
        actions
    }
}

fn result_ui(ui: &mut Ui, r: &CompareResult, map: &Map, shows: &mut LegendKind) {
    let c = &r.comparison;
    if r.draft != *map {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-compare"));
    }
    let title = tr!(
        lang(),
        "compare-title",
        a = r.other.as_str(),
        n = c.games,
        seconds = format!("{:.1}", r.elapsed.as_secs_f64())
    );
    ui.label(RichText::new(title).strong());
    for n in &c.notes {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(lang(), "lab-note", note = n.as_str()),
        );
    }
    egui::Grid::new("analysis-compare-grid")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(lang(), "lab-metric-head"),
                "A".to_string(),
                "B".to_string(),
                "B − A (95%)".to_string(),
                "p".to_string(),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for d in &c.metrics {
                let m = d.metric;
                ui.label(super::metric_name(m)).on_hover_text(tr!(
                    lang(),
                    "lab-pairs-hover",
                    n = d.paired.pairs,
                    id = m.id()
                ));
                ui.label(metric_value(m, d.a.mean));
                ui.label(metric_value(m, d.b.mean));
                // Below two pairs there is no interval: the difference alone.
                let diff = match d.paired.interval() {
                    Some((low, high)) => format!(
                        "{} ({} – {})",
                        metric_value(m, d.paired.diff),
                        metric_value(m, low),
                        metric_value(m, high)
                    ),
                    None => metric_value(m, d.paired.diff),
                };
                let p = format!("{:.3}", d.paired.p);
                if d.significant {
                    ui.label(RichText::new(diff).strong());
                    ui.label(RichText::new(p).strong()).on_hover_text(tr!(
                        lang(),
                        "lab-significant",
                        n = c.metrics.len(),
                        holm = format!("{:.3}", d.holm_p)
                    ));
                } else {
                    ui.label(diff);
                    ui.label(p);
                }
                ui.end_row();
            }
        });
    ui.horizontal(|ui| {
        ui.label(tr!(lang(), "lab-map-shows"));
        ui.radio_value(shows, LegendKind::Heat, tr!(lang(), "lab-shows-heat"));
        ui.radio_value(shows, LegendKind::Difference, tr!(lang(), "lab-shows-diff"));
    });
}
