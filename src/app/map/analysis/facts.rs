//! The map's static facts in the Analysis panel: what needs no games.

use super::super::draw::side_label;
use crate::map::MapFacts;
use crate::pieces::Side;
use egui::{RichText, Ui};

fn steps(n: Option<u32>) -> String {
    n.map(|n| n.to_string()).unwrap_or_else(|| "–".into())
}

/// The facts that need no simulation.
pub(super) fn static_facts_ui(ui: &mut Ui, facts: &MapFacts) {
    ui.label(RichText::new("Shortest route to the enemy HQ").strong());
    for side in Side::ALL {
        let text = match &facts.routes[side] {
            Some(route) => format!(
                "{}: {} steps ({})",
                side_label(side),
                route.len().saturating_sub(1),
                route.join(" → ")
            ),
            None => format!("{}: no route", side_label(side)),
        };
        ui.label(text);
    }
    ui.label(if facts.is_symmetric() {
        let how: Vec<&str> = facts.symmetries.iter().map(|s| s.describe()).collect();
        format!("Symmetry: {}", how.join("; "))
    } else {
        "Symmetry: none (the sides face different maps)".to_string()
    });
    for side in Side::ALL {
        let target = facts.targets[side];
        let enough = facts.total_medals >= target;
        let text = format!(
            "{}: target {target}, {} medals on the map{}",
            side_label(side),
            facts.total_medals,
            if enough { "" } else { " (cannot be reached)" }
        );
        if enough {
            ui.label(text);
        } else {
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
    }
    ui.label(RichText::new("Steps from each HQ to each region (nearest / farthest base)").strong());
    egui::Grid::new("analysis-distances")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Region", "Blue", "Red"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &facts.region_facts {
                ui.label(format!("{} ({})", r.id, r.medals));
                for side in Side::ALL {
                    ui.label(format!(
                        "{} / {}",
                        steps(r.nearest[side]),
                        steps(r.farthest[side])
                    ));
                }
                ui.end_row();
            }
        });
}
