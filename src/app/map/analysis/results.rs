//! The results of a run in the Analysis panel: win rates with intervals and the verdict, wins
//! by reason, the histogram of game lengths (counts on its axis), the designer metrics, and the
//! regions and bases by name (ids on hover).

use super::Finished;
use crate::analysis::metric_value;
use crate::analysis::{Metric, MetricStat, Rate, Summary, balance};
use crate::app::i18n::lang;
use crate::app::play::setup::level_words;
use crate::pieces::Side;
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, GridMark, Plot};
use toyforge_core::i18n::decimal;
use toyforge_core::tr;

/// "12 (60.0%, 95% CI 38.7–78.1%)".
pub(super) fn rate_text(r: &Rate) -> String {
    tr!(
        lang(),
        "lab-rate",
        n = r.count,
        rate = decimal(lang(), r.rate * 100.0, 1),
        low = decimal(lang(), r.low * 100.0, 1),
        high = decimal(lang(), r.high * 100.0, 1)
    )
}

pub(super) fn percent(k: usize, n: usize) -> String {
    if n == 0 {
        "–".into()
    } else {
        toyforge_core::i18n::percent(lang(), k as f64 / n as f64, 0)
    }
}

pub(super) fn results_ui(ui: &mut Ui, f: &Finished) {
    let s = &f.sim.summary;
    let cfg = &f.sim.config;
    ui.add_space(4.0);
    let l = lang();
    let head = tr!(
        l,
        "lab-run-head",
        n = s.games,
        blue = level_words(cfg.blue),
        red = level_words(cfg.red),
        seed = cfg.seed,
        secs = decimal(l, f.elapsed.as_secs_f64(), 1)
    );
    let head = if f.sim.cancelled {
        tr!(
            l,
            "lab-run-head-cancelled",
            head = head,
            played = s.games,
            asked = cfg.games
        )
    } else {
        head
    };
    ui.label(RichText::new(head).strong());
    ui.label(tr!(
        l,
        "lab-wins",
        blue = s.wins.blue,
        red = s.wins.red,
        unfinished = s.unfinished
    ));
    egui::Grid::new("analysis-rates")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            ui.label(tr!(l, "lab-first-player"));
            ui.label(rate_text(&s.first_player_rate));
            ui.end_row();
            ui.label(tr!(l, "side", side = "blue"));
            ui.label(rate_text(&s.win_rate.blue));
            ui.end_row();
            ui.label(tr!(l, "side", side = "red"));
            ui.label(rate_text(&s.win_rate.red));
            ui.end_row();
        });
    verdict(ui, s);

    ui.add_space(4.0);
    ui.label(RichText::new(tr!(l, "lab-wins-by-reason")).strong());
    egui::Grid::new("analysis-reasons")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                String::new(),
                tr!(l, "side", side = "blue"),
                tr!(l, "side", side = "red"),
                tr!(l, "lab-all"),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            let b = &s.by_reason_side.blue;
            let r = &s.by_reason_side.red;
            for (how, x, y) in [
                ("hq", b.hq, r.hq),
                ("medals", b.medals, r.medals),
                ("stalled", b.stalled, r.stalled),
            ] {
                ui.label(tr!(l, "lab-reason", how = how));
                ui.label(x.to_string());
                ui.label(y.to_string());
                ui.label(format!("{} ({})", x + y, percent(x + y, s.games)));
                ui.end_row();
            }
            ui.label(tr!(l, "lab-unfinished"));
            ui.label("");
            ui.label("");
            ui.label(format!(
                "{} ({})",
                s.unfinished,
                percent(s.unfinished, s.games)
            ));
            ui.end_row();
        });
    // What the mix of endings says about the map, for the designer.
    if let Some(e) = s.by_reason.ending() {
        ui.add(egui::Label::new(RichText::new(tr!(l, "lab-ending", kind = e.key())).weak()).wrap());
    }

    ui.add_space(4.0);
    ui.label(
        RichText::new(tr!(
            l,
            "lab-length",
            turns = decimal(lang(), s.average_turns, 1),
            actions = decimal(lang(), s.average_actions, 0)
        ))
        .strong(),
    );
    histogram(ui, &s.turn_counts);
    metrics_ui(ui, &s.metrics);

    ui.add_space(4.0);
    ui.label(RichText::new(tr!(l, "lab-regions")).strong());
    egui::Grid::new("analysis-regions")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(l, "insp-region"),
                tr!(l, "side", side = "blue"),
                tr!(l, "side", side = "red"),
                tr!(l, "lab-nobody"),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &s.regions {
                let name = if r.name.is_empty() { &r.id } else { &r.name };
                ui.label(format!("{name} ({})", r.medals))
                    .on_hover_text(tr!(l, "lab-region-hover", id = r.id.as_str(), n = r.medals));
                for side in Side::ALL {
                    let turn = r.mean_turn[side]
                        .map(|t| format!(" (t{})", decimal(lang(), t, 1)))
                        .unwrap_or_default();
                    ui.label(format!("{}{turn}", percent(r.claimed[side], s.games)));
                }
                ui.label(percent(r.unclaimed, s.games));
                ui.end_row();
            }
        });

    ui.add_space(4.0);
    ui.label(RichText::new(tr!(l, "lab-bases")).strong());
    egui::Grid::new("analysis-bases")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(l, "insp-base"),
                tr!(l, "side", side = "blue"),
                tr!(l, "side", side = "red"),
                tr!(l, "lab-empty"),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for b in &s.bases {
                let name = if b.name.is_empty() { &b.id } else { &b.name };
                ui.label(name)
                    .on_hover_text(tr!(l, "lab-base-hover", id = b.id.as_str()));
                ui.label(percent(b.held.blue, s.games));
                ui.label(percent(b.held.red, s.games));
                ui.label(percent(b.empty, s.games));
                ui.end_row();
            }
        });
}

/// One line saying whether the run shows an advantage: a side (or the first player) whose
/// interval of the win rate among decided games lies wholly above one half.
fn verdict(ui: &mut Ui, s: &Summary) {
    let decided = s.wins.blue + s.wins.red;
    if decided == 0 {
        ui.weak(tr!(lang(), "lab-none-decided"));
        return;
    }
    let blue = Rate::new(s.wins.blue, decided);
    let first = Rate::new(s.first_player_wins, decided);
    let pc = |r: f64| format!("{:.0}", r * 100.0);
    let mut notes = Vec::new();
    if blue.low > 0.5 {
        notes.push(tr!(
            lang(),
            "lab-favoured",
            side = "blue",
            pc = pc(blue.rate)
        ));
    } else if blue.high < 0.5 {
        notes.push(tr!(
            lang(),
            "lab-favoured",
            side = "red",
            pc = pc(1.0 - blue.rate)
        ));
    }
    if first.low > 0.5 {
        notes.push(tr!(
            lang(),
            "lab-seat-helps",
            seat = "first",
            pc = pc(first.rate)
        ));
    } else if first.high < 0.5 {
        notes.push(tr!(
            lang(),
            "lab-seat-helps",
            seat = "second",
            pc = pc(1.0 - first.rate)
        ));
    }
    if notes.is_empty() {
        ui.label(tr!(lang(), "lab-no-advantage"));
    } else {
        ui.colored_label(ui.visuals().warn_fg_color, notes.join("; "));
    }
}

/// The histogram of game lengths: games (counts on the vertical axis, whole numbers) per
/// number of turns.
fn histogram(ui: &mut Ui, counts: &[usize]) {
    let bars: Vec<Bar> = counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(t, n)| {
            Bar::new(t as f64, *n as f64)
                .width(0.8)
                .name(tr!(lang(), "lab-turns", n = t))
        })
        .collect();
    let top = counts.iter().copied().max().unwrap_or(1).max(1);
    let step = crate::analysis::nice_step(top) as f64;
    let chart =
        BarChart::new(tr!(lang(), "lab-games"), bars).color(Color32::from_rgb(0x7a, 0x9c, 0xc6));
    Plot::new("analysis-lengths")
        .height(130.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_axis_label(tr!(lang(), "lab-axis-turns"))
        .y_axis_label(tr!(lang(), "lab-axis-games"))
        .y_axis_min_width(28.0)
        .include_y(0.0)
        .include_y(top as f64 * 1.05)
        .y_grid_spacer(move |input| {
            let (lo, hi) = input.bounds;
            let mut marks = Vec::new();
            let mut v = (lo / step).ceil() * step;
            while v <= hi {
                marks.push(GridMark {
                    value: v,
                    step_size: step,
                });
                v += step;
            }
            marks
        })
        .y_axis_formatter(|mark, _range| {
            if mark.value >= 0.0 && mark.value.fract() == 0.0 {
                format!("{}", mark.value as u64)
            } else {
                String::new()
            }
        })
        .show(ui, |plot| plot.bar_chart(chart));
}

/// The designer metrics: value, 95% interval and the games where each is defined.
fn metrics_ui(ui: &mut Ui, metrics: &[MetricStat]) {
    ui.add_space(4.0);
    ui.label(RichText::new(tr!(lang(), "lab-metrics")).strong())
        .on_hover_text(tr!(lang(), "lab-metrics-hover"));
    egui::Grid::new("analysis-metrics")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(lang(), "lab-metric-head"),
                tr!(lang(), "lab-value-head"),
                tr!(lang(), "lab-interval-head"),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for m in metrics {
                ui.label(super::metric_name(m.metric)).on_hover_text(tr!(
                    lang(),
                    "lab-metric-hover",
                    n = m.games,
                    id = m.metric.id()
                ));
                ui.label(metric_value(m.metric, m.mean));
                ui.label(if m.games < 2 {
                    "–".to_string()
                } else {
                    format!(
                        "{} – {}",
                        metric_value(m.metric, m.low),
                        metric_value(m.metric, m.high)
                    )
                });
                ui.end_row();
            }
            if let Some(b) = metrics.iter().find(|m| m.metric == Metric::BlueWins) {
                ui.label(tr!(lang(), "lab-side-balance"))
                    .on_hover_text(tr!(lang(), "lab-side-balance-hover"));

                ui.label(format!("{:.2}", balance(b.mean)));
                ui.label("");
                ui.end_row();
            }
        });
}
