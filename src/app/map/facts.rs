//! Map facts beside the problems: counts, medals against the targets, the shortest route from
//! each side's HQ to the enemy's, and whether the map is mirror-symmetric
//! ([`crate::map::map_facts`], recomputed after every edit).

use super::Action;
use super::draw::side_label;
use super::selection::{Item, Selection};
use crate::map::{Map, MapFacts, Symmetry};

use crate::app::i18n::lang;
use crate::pieces::Side;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// A fact's value in the grid's second column, wrapped to the panel's width: a long value (a
/// language's longer words) takes more lines rather than widening the side panel.
fn value(ui: &mut Ui, text: String) -> egui::Response {
    ui.add(egui::Label::new(text).wrap())
}

pub fn ui(ui: &mut Ui, map: &Map, facts: &MapFacts) -> Vec<Action> {
    let mut out = Vec::new();
    egui::Grid::new("facts-grid")
        .num_columns(2)
        .striped(false)
        .show(ui, |ui| {
            let l = lang();
            ui.label(tr!(l, "facts-bases"));
            value(
                ui,
                tr!(
                    l,
                    "facts-bases-value",
                    n = facts.bases,
                    special = facts.special_bases,
                    restricted = facts.restricted
                ),
            );
            ui.end_row();
            ui.label(tr!(l, "facts-hqs"));
            value(
                ui,
                tr!(
                    l,
                    "facts-hqs-value",
                    blue = facts.hqs[Side::Blue],
                    red = facts.hqs[Side::Red]
                ),
            );
            ui.end_row();
            ui.label(tr!(l, "facts-paths"));
            value(
                ui,
                tr!(
                    l,
                    "facts-paths-value",
                    n = facts.paths,
                    mean = toyforge_core::i18n::decimal(l, f64::from(facts.mean_degree), 1),
                    max = facts.max_degree
                ),
            );
            ui.end_row();
            ui.label(tr!(l, "facts-regions"));
            value(
                ui,
                tr!(
                    l,
                    "facts-regions-value",
                    n = facts.regions,
                    medals = facts.total_medals
                ),
            );
            ui.end_row();
            ui.label(tr!(l, "facts-targets"));
            value(
                ui,
                tr!(
                    l,
                    "facts-targets-value",
                    blue = facts.targets.blue,
                    red = facts.targets.red
                ),
            );
            ui.end_row();
            ui.label(tr!(l, "facts-territory"));
            value(
                ui,
                tr!(
                    l,
                    "facts-territory-value",
                    blue = facts.territory[Side::Blue],
                    red = facts.territory[Side::Red],
                    even = facts.contested
                ),
            )
            .on_hover_text(tr!(l, "facts-territory-hover"));
            ui.end_row();
            ui.label(tr!(l, "facts-symmetry"));
            if facts.is_symmetric() {
                let how: Vec<String> = facts
                    .symmetries
                    .iter()
                    .map(|s| symmetry_words(*s))
                    .collect();
                value(ui, tr!(l, "facts-symmetric", how = how.join("; ")));
            } else {
                value(ui, tr!(l, "facts-not-symmetric"));
            }
            ui.end_row();
        });
    let l = lang();
    if facts.components > 1 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(l, "facts-pieces", n = facts.components),
        );
    }
    if facts.unreachable > 0 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(l, "facts-unreachable", n = facts.unreachable),
        );
    }
    for side in Side::ALL {
        if facts.total_medals < facts.targets[side] {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    l,
                    "facts-cannot-win",
                    side = side_label(side),
                    medals = facts.total_medals,
                    target = facts.targets[side]
                ),
            );
        }
    }
    ui.add_space(4.0);
    ui.label(RichText::new(tr!(l, "facts-route-title")).strong());
    for side in Side::ALL {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "facts-route-side", side = side_label(side)));
            match &facts.routes[side] {
                Some(route) => {
                    let steps = route.len().saturating_sub(1);
                    let text = match inner(route) {
                        Some(via) => tr!(l, "facts-route", n = steps, via = via),
                        None => tr!(l, "facts-route-direct", n = steps),
                    };
                    if ui
                        .link(text)
                        .on_hover_text(tr!(l, "facts-route-hover"))
                        .clicked()
                    {
                        let items = route.iter().filter_map(|id| Item::of_id(map, id));
                        out.push(Action::Select(Selection::from_items(items)));
                        let points = route.iter().filter_map(|id| map.pos_of(id)).collect();
                        out.push(Action::Frame(points));
                    }
                }
                None => {
                    ui.weak(tr!(l, "facts-no-route"));
                }
            }
        });
    }
    out
}

/// The bases between the two HQs of a route, when there are some.
fn inner(route: &[String]) -> Option<String> {
    match route {
        [] | [_] | [_, _] => None,
        [_, mid @ .., _] => Some(mid.join(", ")),
    }
}

/// A symmetry in words, in the app's language.
pub(super) fn symmetry_words(s: Symmetry) -> String {
    let key = match s {
        Symmetry::LeftRight => "left_right",
        Symmetry::TopBottom => "top_bottom",
        Symmetry::Point => "point",
    };
    tr!(lang(), "symmetry", how = key)
}
