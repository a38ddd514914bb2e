//! The map's static facts in the Analysis panel: what needs no games.

use super::super::draw::side_label;
use super::super::facts::symmetry_words;
use crate::app::i18n::lang;
use crate::map::MapFacts;
use crate::pieces::Side;
use egui::{RichText, Ui};
use toyforge_core::tr;

fn steps(n: Option<u32>) -> String {
    n.map(|n| n.to_string()).unwrap_or_else(|| "–".into())
}

/// The facts that need no simulation.
pub(super) fn static_facts_ui(ui: &mut Ui, facts: &MapFacts) {
    let l = lang();
    ui.label(RichText::new(tr!(l, "facts-route-title")).strong());
    for side in Side::ALL {
        let text = match &facts.routes[side] {
            Some(route) => tr!(
                l,
                "lab-route",
                side = side_label(side),
                n = route.len().saturating_sub(1),
                route = route.join(" → ")
            ),
            None => tr!(l, "lab-no-route", side = side_label(side)),
        };
        ui.label(text);
    }
    ui.label(if facts.is_symmetric() {
        let how: Vec<String> = facts
            .symmetries
            .iter()
            .map(|s| symmetry_words(*s))
            .collect();
        tr!(l, "lab-symmetry", how = how.join("; "))
    } else {
        tr!(l, "lab-no-symmetry")
    });
    for side in Side::ALL {
        let target = facts.targets[side];
        let enough = facts.total_medals >= target;
        let text = tr!(
            l,
            "lab-target",
            side = side_label(side),
            target = target,
            medals = facts.total_medals,
            reachable = if enough { "yes" } else { "no" }
        );
        if enough {
            ui.label(text);
        } else {
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
    }
    ui.label(RichText::new(tr!(l, "lab-region-steps")).strong());
    egui::Grid::new("analysis-distances")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(l, "insp-region"),
                tr!(l, "side", side = "blue"),
                tr!(l, "side", side = "red"),
            ];
            for h in heads {
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
