//! The variations of a compare candidate or a walkthrough stage in the step form, at any depth:
//! for each, a collapsible header named like the preview's tree ("variation 1.2 \"Greedy\"")
//! with Up, Down and Delete, the action of its parent it branches after, a label, its line
//! (recorded by playing on the board from the branch point, like any other line), its comment,
//! its claims, and then its own variations, indented one level further under a guide line.

use super::super::steps_claims::{claims_ui, named_button};
use super::super::words::line_name;
use super::{Fields, ListOp, apply, item_buttons, line_ui, text_field};
use crate::app::i18n::lang;
use crate::scenario::LineRun;
use crate::scenario::Variation;
use crate::scenario::{ClaimsRef, LineRef, VarParent, VarPath};
use crate::scenario::{Words, capitalise};
use egui::{RichText, Ui};
use toyforge_core::tr;

/// The accessible name of the button adding a variation to `parent` itself.
pub fn add_label(parent: VarParent) -> String {
    add_label_to(parent.line())
}

/// The accessible name of the button adding a variation to the line `to` (a candidate, a stage
/// or a variation): "Add variation to variation 1 of candidate 1".
pub fn add_label_to(to: LineRef) -> String {
    tr!(lang(), "le-var-add-name", line = line_name(to))
}

/// The accessible name of the button deleting the variation at `path`.
pub fn delete_label(parent: VarParent, path: VarPath) -> String {
    let item = line_name(LineRef::Variation(parent, path));
    tr!(lang(), "le-f-delete-name", item = item)
}

/// The form of the variations of `parent`, whose own run is `parent_run` when it plays.
pub fn ui(
    ui: &mut Ui,
    f: &mut Fields,
    parent: VarParent,
    vars: &mut Vec<Variation>,
    parent_run: Option<&LineRun>,
) {
    let len = parent_run.map_or(0, |r| r.played.len());
    list_ui(ui, f, parent, None, vars, len);
}

/// The variations branching off one line: `above` is the variation they belong to (`None`: the
/// candidate or stage itself), `parent_len` how many actions that line plays.
fn list_ui(
    ui: &mut Ui,
    f: &mut Fields,
    parent: VarParent,
    above: Option<VarPath>,
    vars: &mut Vec<Variation>,
    parent_len: usize,
) {
    let (mut op, len) = (None, vars.len());
    for (i, v) in vars.iter_mut().enumerate() {
        let path = match above {
            None => Some(VarPath::top(i)),
            Some(up) => up.child(i),
        };
        // Deeper than a path can say: kept in the file, and the check reports it.
        let Some(path) = path else { continue };
        let slot = Slot {
            parent,
            path,
            parent_len,
        };
        node_ui(ui, f, slot, v, (len, &mut op));
    }
    apply(f, vars, op);
    let to = match above {
        None => parent.line(),
        Some(up) => LineRef::Variation(parent, up),
    };
    let room = above.is_none_or(|up| up.child(vars.len()).is_some());
    let hover = match above {
        None => tr!(lang(), "le-var-add-hover"),
        Some(_) => tr!(lang(), "le-var-add-sub-hover"),
    };
    let text = match above {
        None => tr!(lang(), "le-var-add"),
        Some(up) => tr!(lang(), "le-var-add-to", path = up.to_string()),
    };
    if named_button(ui, room, &text, &add_label_to(to))
        .on_hover_text(hover)
        .on_disabled_hover_text(tr!(lang(), "le-var-too-deep"))
        .clicked()
    {
        vars.push(Variation {
            after: parent_len.saturating_sub(1),
            ..Default::default()
        });
    }
}

/// Where a variation sits in the form: its line, its path, and how many actions the line it
/// branches off plays.
#[derive(Clone, Copy)]
struct Slot {
    parent: VarParent,
    path: VarPath,
    parent_len: usize,
}

/// One variation: its header (name, how many sub-variations, Up, Down, Delete) and, when open,
/// its fields and sub-variations. `len` is how many variations its list has; `op` is set when
/// it is to be moved or deleted.
fn node_ui(
    ui: &mut Ui,
    f: &mut Fields,
    slot: Slot,
    v: &mut Variation,
    (len, op): (usize, &mut Option<ListOp>),
) {
    let Slot { parent, path, .. } = slot;
    let id = ui.make_persistent_id(("variation_form", parent, path));
    let state =
        egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, true);
    let name = Words::new(lang()).variation(&v.label, &path.indices());
    let nested = v.variations.len();
    let (_, _, body) = state
        .show_header(ui, |ui| {
            ui.label(RichText::new(capitalise(&name)).strong());
            if nested > 0 {
                ui.weak(tr!(lang(), "le-var-nested", n = nested));
            }
            let title = line_name(LineRef::Variation(parent, path));
            item_buttons(ui, &title, path.last(), len, op);
        })
        .body(|ui| {
            guide(ui, |ui| fields_ui(ui, f, slot, v));
        });
    if body.is_none() {
        ui.add_space(2.0);
    }
}

/// Draws `body` with a faint line down its left edge, so that nested levels read as a tree.
fn guide(ui: &mut Ui, body: impl FnOnce(&mut Ui)) {
    let colour = ui.visuals().widgets.noninteractive.bg_stroke.color;
    let r = egui::Frame::new()
        .inner_margin(egui::Margin {
            left: 6,
            ..Default::default()
        })
        .show(ui, body)
        .response
        .rect;
    let x = r.left() + 1.0;
    ui.painter()
        .vline(x, r.y_range(), egui::Stroke::new(1.0, colour));
}

/// A variation's fields, then its own variations.
fn fields_ui(ui: &mut Ui, f: &mut Fields, slot: Slot, v: &mut Variation) {
    let Slot {
        parent,
        path,
        parent_len,
    } = slot;
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang(), "le-var-after"));
        let most = parent_len.max(v.after);
        ui.add(egui::DragValue::new(&mut v.after).range(0..=most))
            .labelled_by(l.id)
            .on_hover_text(tr!(lang(), "le-var-after-hover"));
        ui.weak(tr!(lang(), "le-medals-of", n = parent_len));
    });
    let label = tr!(lang(), "le-f-label");
    text_field(
        ui,
        &label,
        &mut v.label,
        0,
        &tr!(lang(), "le-var-label-hint"),
    );
    let r = LineRef::Variation(parent, path);
    let run = line_ui(
        ui,
        f,
        r,
        &tr!(lang(), "le-f-line"),
        "skip",
        &mut v.actions,
        false,
    );
    text_field(
        ui,
        &tr!(lang(), "le-f-comment"),
        &mut v.comment,
        2,
        &tr!(lang(), "le-var-comment-hint"),
    );
    let list = ClaimsRef::Variation(parent, path);
    claims_ui(ui, &mut f.claims, list, &mut v.claims, run.as_ref(), true);
    let len = run.as_ref().map_or(0, |r| r.played.len());
    list_ui(ui, f, parent, Some(path), &mut v.variations, len);
}
