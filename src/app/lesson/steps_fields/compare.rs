//! The form of a Compare step: its prompt, the candidates with their lines and claims, and the
//! conclusion.

use super::super::focus;
use super::super::steps_claims::claims_ui;
use super::{
    Fields, add_button, apply, expects_refusal, item_heading, line_ui, text_field, variations,
};
use crate::app::i18n::lang;
use crate::scenario::{Candidate, Compare};
use crate::scenario::{ClaimsRef, LineRef, VarParent};
use egui::Ui;
use toyforge_core::tr;

pub(super) fn compare_ui(ui: &mut Ui, f: &mut Fields, s: &mut Compare) {
    text_field(
        ui,
        f.salt("prompt"),
        &tr!(lang(), "le-f-prompt"),
        &mut s.prompt,
        2,
        &tr!(lang(), "le-f-prompt-compare-hint"),
    );
    let len = s.candidates.len();
    let mut op = None;
    for (i, cand) in s.candidates.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "candidate", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            text_field(
                ui,
                f.salt(("label", LineRef::Candidate(i))),
                &tr!(lang(), "le-f-label"),
                &mut cand.label,
                0,
                &tr!(lang(), "le-f-label-candidate-hint"),
            );
            let run = line_ui(
                ui,
                f,
                LineRef::Candidate(i),
                &tr!(lang(), "le-f-line"),
                "place star @central-bridge; draw",
                &mut cand.actions,
                expects_refusal(&cand.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Candidate(i))),
                &tr!(lang(), "le-f-comment"),
                &mut cand.comment,
                2,
                &tr!(lang(), "le-f-comment-candidate-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Candidate(i),
                &mut cand.claims,
                run.as_ref(),
                true,
            );
            let parent = VarParent::Candidate(i);
            variations::ui(ui, f, parent, &mut cand.variations, run.as_ref().ok());
        });
    }
    apply(f, &mut s.candidates, op);
    if add_button(ui, "candidate", tr!(lang(), "le-f-add-candidate-hover")) {
        s.candidates.push(Candidate::default());
        let label = LineRef::Candidate(s.candidates.len() - 1);
        focus::ask(ui.ctx(), f.salt(("label", label)), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        &tr!(lang(), "le-f-conclusion"),
        &mut s.conclusion,
        2,
        &tr!(lang(), "le-f-conclusion-compare-hint"),
    );
}
