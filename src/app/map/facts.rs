//! Map facts beside the problems: counts, medals against the targets, the shortest route from
//! each side's HQ to the enemy's, and whether the map is mirror-symmetric
//! ([`crate::map::map_facts`], recomputed after every edit).

use super::Action;
use super::draw::side_label;
use super::selection::{Item, Selection};
use crate::map::{Map, MapFacts};
use crate::pieces::Side;
use egui::{RichText, Ui};

pub fn ui(ui: &mut Ui, map: &Map, facts: &MapFacts) -> Vec<Action> {
    let mut out = Vec::new();
    egui::Grid::new("facts-grid")
        .num_columns(2)
        .striped(false)
        .show(ui, |ui| {
            ui.label("Bases");
            let mut text = format!("{} ({} special", facts.bases, facts.special_bases);
            if facts.restricted > 0 {
                text.push_str(&format!(", {} restricted", facts.restricted));
            }
            text.push(')');
            ui.label(text);
            ui.end_row();
            ui.label("HQs");
            ui.label(format!(
                "{} blue, {} red",
                facts.hqs[Side::Blue],
                facts.hqs[Side::Red]
            ));
            ui.end_row();
            ui.label("Paths");
            ui.label(format!(
                "{} (mean {:.1} per base, at most {})",
                facts.paths, facts.mean_degree, facts.max_degree
            ));
            ui.end_row();
            ui.label("Regions");
            ui.label(format!(
                "{} holding {} medals (the box has 16)",
                facts.regions, facts.total_medals
            ));
            ui.end_row();
            ui.label("Targets");
            ui.label(format!(
                "blue {}, red {}",
                facts.targets.blue, facts.targets.red
            ));
            ui.end_row();
            ui.label("Territory");
            ui.label(format!(
                "{} nearer blue, {} nearer red, {} even",
                facts.territory[Side::Blue],
                facts.territory[Side::Red],
                facts.contested
            ))
            .on_hover_text("Bases by which side's HQ is fewer steps away");
            ui.end_row();
            ui.label("Symmetry");
            if facts.is_symmetric() {
                let how: Vec<&str> = facts.symmetries.iter().map(|s| s.describe()).collect();
                ui.label(format!("Symmetric: {}", how.join("; ")));
            } else {
                ui.label("Not mirror-symmetric");
            }
            ui.end_row();
        });
    if facts.components > 1 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("The map falls into {} separate pieces", facts.components),
        );
    }
    if facts.unreachable > 0 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            if facts.unreachable == 1 {
                "1 base cannot be reached from any HQ".to_string()
            } else {
                format!("{} bases cannot be reached from any HQ", facts.unreachable)
            },
        );
    }
    for side in Side::ALL {
        if facts.total_medals < facts.targets[side] {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "{} cannot win on medals: {} on the map, target {}",
                    side_label(side),
                    facts.total_medals,
                    facts.targets[side]
                ),
            );
        }
    }
    ui.add_space(4.0);
    ui.label(RichText::new("Shortest route to the enemy HQ").strong());
    for side in Side::ALL {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}:", side_label(side)));
            match &facts.routes[side] {
                Some(route) => {
                    let steps = route.len().saturating_sub(1);
                    let text = format!("{steps} steps via {}", inner(route));
                    if ui
                        .link(text)
                        .on_hover_text("Select the route and show it")
                        .clicked()
                    {
                        let items = route.iter().filter_map(|id| Item::of_id(map, id));
                        out.push(Action::Select(Selection::from_items(items)));
                        let points = route.iter().filter_map(|id| map.pos_of(id)).collect();
                        out.push(Action::Frame(points));
                    }
                }
                None => {
                    ui.weak("no route");
                }
            }
        });
    }
    out
}

/// The bases between the two HQs of a route.
fn inner(route: &[String]) -> String {
    match route {
        [] | [_] | [_, _] => "no base".into(),
        [_, mid @ .., _] => mid.join(", "),
    }
}
