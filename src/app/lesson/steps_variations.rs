//! The variations of a compare candidate or a walkthrough stage in the step form: for each, the
//! action of the parent it branches after, a label, its line (recorded by playing on the board
//! from the branch point, like any other line), its comment and its claims. Variations nested
//! deeper are kept and checked; the form says how many there are and the file holds them.

use super::steps_claims::{claims_ui, named_button};
use super::steps_fields::{Fields, line_ui, text_field};
use crate::scenario::LineRun;
use crate::scenario::lines::{ClaimsRef, LineRef, VarParent};
use crate::scenario::variation::Variation;
use egui::{RichText, Ui};

/// The accessible name of the button adding a variation to `parent`.
pub fn add_label(parent: VarParent) -> String {
    format!("Add variation to {}", parent.line().name())
}

/// The form of the variations of `parent`, whose own run is `parent_run` when it plays.
pub fn ui(
    ui: &mut Ui,
    f: &mut Fields,
    parent: VarParent,
    vars: &mut Vec<Variation>,
    parent_run: Option<&LineRun>,
) {
    let parent_len = parent_run.map_or(0, |r| r.played.len());
    let mut delete = None;
    for (i, v) in vars.iter_mut().enumerate() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(RichText::new(v.name(&[i])).strong());
            let name = format!("Delete variation {} of {}", i + 1, parent.line().name());
            if named_button(ui, true, "Delete", &name)
                .on_hover_text("Delete this variation and its own variations")
                .clicked()
            {
                delete = Some(i);
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label("branches after action");
            let most = parent_len.max(v.after);
            ui.add(egui::DragValue::new(&mut v.after).range(0..=most))
                .labelled_by(l.id)
                .on_hover_text("0: instead of the parent's first action");
            ui.weak(format!("of {parent_len}"));
        });
        text_field(ui, "Label", &mut v.label, 0, "A short name in the tree");
        let r = LineRef::Variation(parent, i);
        let run = line_ui(ui, f, r, "Line", "skip", &mut v.actions, false);
        text_field(
            ui,
            "Comment",
            &mut v.comment,
            2,
            "Why this branch, in your words",
        );
        let list = ClaimsRef::Variation(parent, i);
        claims_ui(ui, &mut f.claims, list, &mut v.claims, run.as_ref(), true);
        if !v.variations.is_empty() {
            ui.weak(format!(
                "{} nested variation{} (kept and checked; shown in the preview's tree)",
                v.variations.len(),
                if v.variations.len() == 1 { "" } else { "s" }
            ));
        }
    }
    if let Some(i) = delete {
        vars.remove(i);
        f.cmds.push(super::steps_fields::Cmd::Forget);
    }
    if named_button(ui, true, "+ Add variation", &add_label(parent))
        .on_hover_text("A sub-line that branches off this line after one of its actions")
        .clicked()
    {
        vars.push(Variation {
            after: parent_len.saturating_sub(1),
            ..Default::default()
        });
    }
}
