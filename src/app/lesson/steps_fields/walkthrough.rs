//! The form of a Walkthrough step: its intro and its stages, each a line with a comment and
//! claims.

use super::super::focus;
use super::super::steps_claims::claims_ui;
use super::{
    Fields, add_button, apply, expects_refusal, item_heading, line_ui, text_field, variations,
};
use crate::app::i18n::lang;
use crate::scenario::{ClaimsRef, LineRef, VarParent};
use crate::scenario::{Stage, Walkthrough};
use egui::Ui;
use toyforge_core::tr;

pub(super) fn walkthrough_ui(ui: &mut Ui, f: &mut Fields, s: &mut Walkthrough) {
    let intro = f.salt("intro");
    text_field(
        ui,
        intro,
        &tr!(lang(), "le-f-intro"),
        &mut s.intro,
        2,
        &tr!(lang(), "le-f-intro-hint"),
    );
    let len = s.stages.len();
    let mut op = None;
    for (i, stage) in s.stages.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "stage", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Stage(i),
                &tr!(lang(), "le-f-actions"),
                &tr!(lang(), "le-f-actions-stage-hint"),
                &mut stage.actions,
                expects_refusal(&stage.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Stage(i))),
                &tr!(lang(), "le-f-comment"),
                &mut stage.comment,
                2,
                &tr!(lang(), "le-f-comment-stage-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Stage(i),
                &mut stage.claims,
                run.as_ref(),
                true,
            );
            let parent = VarParent::Stage(i);
            variations::ui(ui, f, parent, &mut stage.variations, run.as_ref().ok());
        });
    }
    apply(f, &mut s.stages, op);
    if add_button(ui, "stage", tr!(lang(), "le-f-add-stage-hover")) {
        s.stages.push(Stage::default());
        let line = LineRef::Stage(s.stages.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        &tr!(lang(), "le-f-conclusion"),
        &mut s.conclusion,
        2,
        &tr!(lang(), "le-f-conclusion-walk-hint"),
    );
}
