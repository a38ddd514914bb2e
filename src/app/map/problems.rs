//! The problems panel: the validator's errors and warnings, live; a click selects and frames
//! the items involved.

use super::Action;
use super::selection::{Item, Selection};
use crate::app::i18n::lang;
use crate::map::{Map, Problem, ProblemKind, Severity};
use egui::{Color32, RichText, Sense, Ui, vec2};
use std::collections::HashMap;
use toyforge_core::tr;

/// Counts of (errors, warnings).
pub fn counts(problems: &[Problem]) -> (usize, usize) {
    let errors = problems
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .count();
    (errors, problems.len() - errors)
}

/// The worst severity per lowercased id, for the canvas outlines.
pub fn by_id(problems: &[Problem]) -> HashMap<String, Severity> {
    let mut m: HashMap<String, Severity> = HashMap::new();
    for p in problems {
        for id in &p.ids {
            let e = m.entry(id.to_ascii_lowercase()).or_insert(p.severity);
            if p.severity < *e {
                *e = p.severity;
            }
        }
    }
    m
}

/// A small coloured marker: a round dot for errors, a diamond for warnings.
pub fn marker(ui: &mut Ui, severity: Option<Severity>, color: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(12.0, 12.0), Sense::hover());
    let c = rect.center();
    match severity {
        Some(Severity::Error) => {
            ui.painter().circle_filled(c, 5.0, color);
        }
        Some(Severity::Warning) => {
            let pts = vec![
                c + vec2(0.0, -6.0),
                c + vec2(6.0, 0.0),
                c + vec2(0.0, 6.0),
                c + vec2(-6.0, 0.0),
            ];
            ui.painter()
                .add(egui::Shape::convex_polygon(pts, color, egui::Stroke::NONE));
        }
        None => {
            ui.painter()
                .circle_stroke(c, 4.5, egui::Stroke::new(2.0, color));
        }
    }
}

pub fn ui(ui: &mut Ui, map: &Map, problems: &[Problem]) -> Vec<Action> {
    let mut out = Vec::new();
    if problems.is_empty() {
        ui.horizontal(|ui| {
            let green = Color32::from_rgb(0x4c, 0xaf, 0x50);
            marker(ui, None, green);
            ui.label(RichText::new(tr!(lang(), "problems-none")).color(green));
        });
        return out;
    }
    for p in problems {
        let color = match p.severity {
            Severity::Error => ui.visuals().error_fg_color,
            Severity::Warning => ui.visuals().warn_fg_color,
        };
        let text = RichText::new(p.message_in(lang())).color(color);
        let resp = ui
            .horizontal(|ui| {
                marker(ui, Some(p.severity), color);
                ui.add(egui::Button::new(text).frame(false).wrap())
            })
            .inner
            .on_hover_text(if p.ids.is_empty() {
                tr!(lang(), "problems-whole-map")
            } else {
                tr!(lang(), "problems-select", ids = p.ids.join(", "))
            });
        if resp.clicked() {
            let items: Vec<Item> = match (p.kind, p.ids.as_slice()) {
                // A path to an unknown id cannot be drawn: select the path itself, which the
                // object list and the inspector show.
                (ProblemKind::UnknownLocation, [a, b]) => vec![Item::Path(a.clone(), b.clone())],
                _ => p.ids.iter().filter_map(|id| Item::of_id(map, id)).collect(),
            };
            let points = p
                .ids
                .iter()
                .filter_map(|id| map.pos_of(id).or_else(|| map.region(id).map(|r| r.marker)))
                .collect::<Vec<_>>();
            out.push(Action::Select(Selection::from_items(items)));
            if !points.is_empty() {
                out.push(Action::Frame(points));
            }
        }
    }
    out
}
