//! The preview's tree of variations under a compare candidate or a walkthrough stage: each
//! variation says after which action of its parent it branches, its actions in words (with the
//! author's move marks), its comment, the engine's verdict on its claims, and its own
//! variations below it.

use super::steps_claims::{Mark, OK_COLOUR, marked};
use crate::scenario::variation::VariationRun;
use egui::{RichText, Ui};

/// Draws the variations of one line; `id` tells this line's tree from the others.
pub fn ui(ui: &mut Ui, nodes: &[VariationRun], id: impl std::hash::Hash + std::fmt::Debug + Copy) {
    if nodes.is_empty() {
        return;
    }
    ui.add_space(2.0);
    ui.label(RichText::new("Variations").strong());
    for node in nodes {
        node_ui(ui, node, id);
    }
}

/// Where a variation branches, in words.
pub fn branch_text(after: usize) -> String {
    match after {
        0 => "instead of the first action".into(),
        1 => "after action 1".into(),
        n => format!("after action {n}"),
    }
}

fn node_ui(ui: &mut Ui, node: &VariationRun, id: impl std::hash::Hash + std::fmt::Debug + Copy) {
    let title = format!("{} ({})", node.name, branch_text(node.after));
    egui::CollapsingHeader::new(title)
        .id_salt(("variation", id, node.path.clone()))
        .default_open(node.path.len() == 1)
        .show(ui, |ui| {
            for (i, w) in node.words.iter().enumerate() {
                ui.label(format!("{}. {w}", node.after + i + 1));
            }
            if let Some(e) = &node.error {
                ui.colored_label(ui.visuals().warn_fg_color, e);
            }
            if !node.comment.trim().is_empty() {
                ui.label(RichText::new(node.comment.trim()).italics());
            }
            for c in &node.claims {
                let bad = ui.visuals().error_fg_color;
                match &c.result {
                    Ok(()) => marked(ui, Mark::Holds, c.sentence.as_str(), OK_COLOUR)
                        .on_hover_text("The engine confirms it"),
                    Err(m) => marked(ui, Mark::False, c.sentence.as_str(), bad).on_hover_text(
                        format!("The engine expected {}, and found {}", m.expected, m.found),
                    ),
                };
            }
            for child in &node.children {
                node_ui(ui, child, id);
            }
        });
}
