//! The preview's tree of variations under a compare candidate or a walkthrough stage: each
//! variation says after which action of its parent it branches, its actions in words (with the
//! author's move marks), its comment, the engine's verdict on its claims, and its own
//! variations below it.
//!
//! A variation can be put on the board ([`VarView`]): the board shows where it branches off,
//! Next and Previous (or the arrow keys) step through its actions, and "Back to the main line"
//! returns to the candidate or stage as it was. The positions are those the core's
//! [`crate::scenario::run_variations`] played, so no rule is repeated here.

use super::preview::Cmd;
use super::preview_steps::{claim_lines, for_learners};
use super::step_run::RunKind;
use crate::engine::{Loc, State};
use crate::i18n::language;
use crate::scenario::{VarParent, VarPath};
use crate::scenario::{VariationRun, run_at};
use crate::scenario::{action_locs, capitalise};
use egui::{RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// A variation on the preview's board: the line whose tree holds it, where it sits in that
/// tree, and how many of its own actions are played (0: the position where it branches off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarView {
    pub parent: VarParent,
    pub path: VarPath,
    pub at: usize,
}

/// The tree of variations under `parent` in the step's run, while that line is the one shown
/// (the candidate on the board, the stage reached).
pub fn tree(kind: &RunKind, parent: VarParent) -> Option<&[VariationRun]> {
    match (kind, parent) {
        (RunKind::Compare(c), VarParent::Candidate(i)) if c.shown == Some(i) => {
            Some(&c.candidates.get(i)?.variations)
        }
        (RunKind::Walkthrough(w), VarParent::Stage(i)) if w.at == i + 1 => {
            Some(w.variations.get(i)?)
        }
        _ => None,
    }
}

impl VarView {
    /// Variation `path` of `parent`, at the position where it branches off.
    pub fn open(parent: VarParent, path: VarPath) -> VarView {
        VarView {
            parent,
            path,
            at: 0,
        }
    }

    /// The played-out variation, if the run still shows its line.
    pub fn node<'a>(&self, kind: &'a RunKind) -> Option<&'a VariationRun> {
        run_at(tree(kind, self.parent)?, &self.path.indices())
    }

    /// The position on the board.
    pub fn state<'a>(&self, kind: &'a RunKind) -> Option<&'a State> {
        let node = self.node(kind)?;
        node.state(self.at.min(node.len()))
    }

    /// The locations the last action shown touched.
    pub fn touched(&self, kind: &RunKind) -> Vec<Loc> {
        match self.node(kind) {
            Some(node) if self.at > 0 => node.actions.get(self.at - 1).map(action_locs),
            _ => None,
        }
        .unwrap_or_default()
    }

    /// Plays the variation's next action on the board.
    pub fn forward(&mut self, kind: &RunKind) {
        if let Some(node) = self.node(kind) {
            self.at = (self.at + 1).min(node.len());
        }
    }

    /// Takes the last action shown back.
    pub fn back(&mut self) {
        self.at = self.at.saturating_sub(1);
    }

    /// A caption for the board: which variation, and how far into it.
    pub fn caption(&self, l: Lang, kind: &RunKind) -> Option<String> {
        let node = self.node(kind)?;
        Some(tr!(
            l,
            "variation-caption",
            name = capitalise(&node.name),
            at = self.at,
            n = node.len()
        ))
    }
}

/// The accessible names in English of the buttons stepping the variation on the board (the
/// messages `variation-next-name` and `variation-previous-name`; tests find them by these).
pub const NEXT: &str = "Next action of the variation";
pub const PREVIOUS: &str = "Previous action of the variation";
/// The button leaving the variation, in English (`variation-main-line-name`).
pub const MAIN_LINE: &str = "Back to the main line";

/// The accessible name of the button putting a variation on the board.
pub fn show_label(l: Lang, node: &VariationRun) -> String {
    tr!(l, "variation-show-name", name = node.name.as_str())
}

/// Draws the variations under `parent`; `view` is the variation on the board, if any.
pub(super) fn ui(
    ui: &mut Ui,
    nodes: &[VariationRun],
    parent: VarParent,
    view: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    if nodes.is_empty() {
        return;
    }
    ui.add_space(2.0);
    ui.label(RichText::new(tr!(language(ui), "variations")).strong());
    let view = view.filter(|v| v.parent == parent);
    for node in nodes {
        node_ui(ui, node, parent, 0, view, cmds);
    }
}

/// Where a variation branches, in words.
pub fn branch_text(l: Lang, after: usize) -> String {
    match after {
        0 => tr!(l, "variation-instead"),
        n => tr!(l, "variation-after", n = n),
    }
}

/// One variation and, below it, its own. `base` is how many actions come before its parent's
/// first own action, so that the numbers run on as they do in a study: a variation after
/// action 2 of one that starts after action 1 numbers its first action 4.
fn node_ui(
    ui: &mut Ui,
    node: &VariationRun,
    parent: VarParent,
    base: usize,
    view: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    let path = VarPath::new(&node.path);
    let shown = view.filter(|v| Some(v.path) == path);
    let l = language(ui);
    let title = tr!(
        l,
        "variation-title",
        name = capitalise(&node.name),
        branch = branch_text(l, base + node.after)
    );
    let mut header = egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt(("variation", parent, node.path.clone()))
        .default_open(node.path.len() <= 2);
    // Opening a variation deeper in the tree opens the headers above it.
    if view.is_some_and(|v| v.path.indices().starts_with(&node.path)) {
        header = header.open(Some(true));
    }
    header.show(ui, |ui| {
        let mut frame = egui::Frame::new().inner_margin(4.0);
        if shown.is_some() {
            frame = frame
                .stroke(ui.visuals().selection.stroke)
                .corner_radius(4.0);
        }
        frame.show(ui, |ui| {
            body_ui(ui, node, (parent, path), base, shown, cmds);
        });
        for child in &node.children {
            node_ui(ui, child, parent, base + node.after, view, cmds);
        }
    });
}

/// A variation's controls, actions, comment and claims.
fn body_ui(
    ui: &mut Ui,
    node: &VariationRun,
    (parent, path): (VarParent, Option<VarPath>),
    base: usize,
    shown: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    // A variation that cannot even start has no position to show.
    if let Some(path) = path
        && !node.states.is_empty()
    {
        controls_ui(ui, node, VarView::open(parent, path), shown, cmds);
    }
    let upto = shown.map_or(usize::MAX, |v| v.at);
    let first = base + node.after;
    for (i, w) in node.words.iter().enumerate() {
        let t = format!("{}. {w}", first + i + 1);
        if i < upto {
            ui.label(t);
        } else {
            ui.weak(t);
        }
    }
    if let Some(e) = &node.error {
        ui.colored_label(ui.visuals().warn_fg_color, e);
    }
    if !node.comment.trim().is_empty() {
        ui.label(RichText::new(node.comment.trim()).italics());
    }
    claim_lines(ui, &for_learners(&node.claims));
}

/// "Show on the board", or, when shown, Previous, Next and the way back to the main line.
fn controls_ui(
    ui: &mut Ui,
    node: &VariationRun,
    open: VarView,
    shown: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    let l = language(ui);
    ui.horizontal_wrapped(|ui| {
        let Some(v) = shown else {
            if ui
                .button(tr!(l, "variation-show"))
                .on_hover_text(tr!(l, "variation-show-hover"))
                .accessible_name(show_label(l, node))
                .clicked()
            {
                cmds.push(Cmd::OpenVariation(open.parent, open.path));
            }
            return;
        };
        let n = node.len();
        if ui
            .add_enabled(v.at > 0, egui::Button::new(tr!(l, "variation-previous")))
            .on_hover_text(tr!(l, "line-previous-hover"))
            .on_disabled_hover_text(tr!(l, "variation-at-start"))
            .accessible_name(tr!(l, "variation-previous-name"))
            .clicked()
        {
            cmds.push(Cmd::VarBack);
        }
        if ui
            .add_enabled(v.at < n, egui::Button::new(tr!(l, "variation-next")))
            .on_hover_text(tr!(l, "variation-next-hover"))
            .on_disabled_hover_text(tr!(l, "variation-at-end"))
            .accessible_name(tr!(l, "variation-next-name"))
            .clicked()
        {
            cmds.push(Cmd::VarForward);
        }
        ui.weak(tr!(l, "variation-at-of", at = v.at, n = n));
        if ui
            .button(tr!(l, "variation-main-line"))
            .on_hover_text(tr!(l, "variation-main-line-hover"))
            .accessible_name(tr!(l, "variation-main-line-name"))
            .clicked()
        {
            cmds.push(Cmd::MainLine);
        }
    });
}
