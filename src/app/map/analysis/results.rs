//! The results of a run in the Analysis panel: win rates with intervals and the verdict, wins
//! by reason, the histogram of game lengths (counts on its axis), the designer metrics, and the
//! regions and bases by name (ids on hover).

use super::Finished;
use crate::analysis::metric_value;
use crate::analysis::{Metric, MetricStat, Rate, Summary, balance};
use crate::pieces::Side;
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, GridMark, Plot};

/// "12 (60.0%, 95% CI 38.7–78.1%)".
pub(super) fn rate_text(r: &Rate) -> String {
    format!(
        "{} ({:.1}%, 95% CI {:.1}–{:.1}%)",
        r.count,
        r.rate * 100.0,
        r.low * 100.0,
        r.high * 100.0
    )
}

pub(super) fn percent(k: usize, n: usize) -> String {
    if n == 0 {
        "–".into()
    } else {
        format!("{:.0}%", k as f64 * 100.0 / n as f64)
    }
}

pub(super) fn results_ui(ui: &mut Ui, f: &Finished) {
    let s = &f.sim.summary;
    let cfg = &f.sim.config;
    ui.add_space(4.0);
    let mut head = format!(
        "{} games, {} (blue) against {} (red), seed {}, in {:.1} s",
        s.games,
        cfg.blue,
        cfg.red,
        cfg.seed,
        f.elapsed.as_secs_f64()
    );
    if f.sim.cancelled {
        head.push_str(&format!(
            " (cancelled: {} of {} played)",
            s.games, cfg.games
        ));
    }
    ui.label(RichText::new(head).strong());
    ui.label(format!(
        "Wins: blue {}, red {}, unfinished {}",
        s.wins.blue, s.wins.red, s.unfinished
    ));
    egui::Grid::new("analysis-rates")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            ui.label("First player");
            ui.label(rate_text(&s.first_player_rate));
            ui.end_row();
            ui.label("Blue");
            ui.label(rate_text(&s.win_rate.blue));
            ui.end_row();
            ui.label("Red");
            ui.label(rate_text(&s.win_rate.red));
            ui.end_row();
        });
    verdict(ui, s);

    ui.add_space(4.0);
    ui.label(RichText::new("Wins by reason").strong());
    egui::Grid::new("analysis-reasons")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["", "Blue", "Red", "All"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            let b = &s.by_reason_side.blue;
            let r = &s.by_reason_side.red;
            for (name, x, y) in [
                ("HQ taken", b.hq, r.hq),
                ("Medals", b.medals, r.medals),
                ("Stalled", b.stalled, r.stalled),
            ] {
                ui.label(name);
                ui.label(x.to_string());
                ui.label(y.to_string());
                ui.label(format!("{} ({})", x + y, percent(x + y, s.games)));
                ui.end_row();
            }
            ui.label("Unfinished");
            ui.label("");
            ui.label("");
            ui.label(format!(
                "{} ({})",
                s.unfinished,
                percent(s.unfinished, s.games)
            ));
            ui.end_row();
        });

    ui.add_space(4.0);
    ui.label(
        RichText::new(format!(
            "Game length (mean {:.1} turns, {:.0} actions)",
            s.average_turns, s.average_actions
        ))
        .strong(),
    );
    histogram(ui, &s.turn_counts);
    metrics_ui(ui, &s.metrics);

    ui.add_space(4.0);
    ui.label(RichText::new("Regions: claimed by (mean turn)").strong());
    egui::Grid::new("analysis-regions")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Region", "Blue", "Red", "None"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &s.regions {
                let name = if r.name.is_empty() { &r.id } else { &r.name };
                ui.label(format!("{name} ({})", r.medals))
                    .on_hover_text(format!("id `{}`: {} medals", r.id, r.medals));
                for side in Side::ALL {
                    let turn = r.mean_turn[side]
                        .map(|t| format!(" (t{t:.1})"))
                        .unwrap_or_default();
                    ui.label(format!("{}{turn}", percent(r.claimed[side], s.games)));
                }
                ui.label(percent(r.unclaimed, s.games));
                ui.end_row();
            }
        });

    ui.add_space(4.0);
    ui.label(RichText::new("Bases: held at the end").strong());
    egui::Grid::new("analysis-bases")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Base", "Blue", "Red", "Empty"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for b in &s.bases {
                let name = if b.name.is_empty() { &b.id } else { &b.name };
                ui.label(name).on_hover_text(format!("id `{}`", b.id));
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
        ui.weak("No game was decided");
        return;
    }
    let blue = Rate::new(s.wins.blue, decided);
    let first = Rate::new(s.first_player_wins, decided);
    let mut notes = Vec::new();
    if blue.low > 0.5 {
        notes.push(format!(
            "blue is favoured ({:.0}% of decided games)",
            blue.rate * 100.0
        ));
    } else if blue.high < 0.5 {
        notes.push(format!(
            "red is favoured ({:.0}% of decided games)",
            (1.0 - blue.rate) * 100.0
        ));
    }
    if first.low > 0.5 {
        notes.push(format!("moving first helps ({:.0}%)", first.rate * 100.0));
    } else if first.high < 0.5 {
        notes.push(format!(
            "moving second helps ({:.0}%)",
            (1.0 - first.rate) * 100.0
        ));
    }
    if notes.is_empty() {
        ui.label("No clear advantage at 95% confidence");
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
                .name(format!("{t} turns"))
        })
        .collect();
    let top = counts.iter().copied().max().unwrap_or(1).max(1);
    let step = crate::analysis::nice_step(top) as f64;
    let chart = BarChart::new("Games", bars).color(Color32::from_rgb(0x7a, 0x9c, 0xc6));
    Plot::new("analysis-lengths")
        .height(130.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_axis_label("turns")
        .y_axis_label("games")
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
    ui.label(RichText::new("Designer metrics").strong())
        .on_hover_text("Formulas in the balance guide (docs/balance-guide.md)");
    egui::Grid::new("analysis-metrics")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Metric", "Value", "95% interval"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for m in metrics {
                ui.label(m.metric.label()).on_hover_text(format!(
                    "{} games count; `{}` in JSON",
                    m.games,
                    m.metric.id()
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
                ui.label("Side balance")
                    .on_hover_text("1 − |2 × blue's share of decided games − 1|: 1 is even");
                ui.label(format!("{:.2}", balance(b.mean)));
                ui.label("");
                ui.end_row();
            }
        });
}
