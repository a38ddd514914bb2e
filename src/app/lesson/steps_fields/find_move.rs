//! The form of a Find-the-move step: the accepted answers with their feedback and replies, the
//! hints, and the wrong moves the author foresaw.

use super::super::focus;
use super::super::steps_claims::claims_ui;
use super::{
    Fields, add_button, apply, item_buttons, item_heading, line_ui, opponent_rack_ui, text_field,
};
use crate::app::i18n::lang;
use crate::scenario::{Answer, FindMove, LineRun, WrongMove};
use crate::scenario::{ClaimsRef, LineRef, StepLineError};
use egui::{RichText, Ui};
use toyforge_core::tr;

/// An accepted answer's fields: line, feedback, reply, claims.
fn answer_ui(
    ui: &mut Ui,
    f: &mut Fields,
    a: &mut Answer,
    line: LineRef,
    reply: LineRef,
    claims: ClaimsRef,
) -> Result<LineRun, StepLineError> {
    let run = line_ui(
        ui,
        f,
        line,
        &tr!(lang(), "le-f-line"),
        &tr!(lang(), "le-f-line-answer-hint"),
        &mut a.actions,
        false,
    );
    text_field(
        ui,
        f.salt(("feedback", line)),
        &tr!(lang(), "le-f-feedback"),
        &mut a.feedback,
        1,
        &tr!(lang(), "le-f-feedback-answer-hint"),
    );
    let _ = line_ui(
        ui,
        f,
        reply,
        &tr!(lang(), "le-f-reply"),
        &tr!(lang(), "le-f-reply-hint"),
        &mut a.reply,
        false,
    );
    claims_ui(ui, &mut f.claims, claims, &mut a.claims, run.as_ref(), true);
    run
}

pub(super) fn find_move_ui(ui: &mut Ui, f: &mut Fields, s: &mut FindMove) {
    let prompt = f.salt("prompt");
    text_field(
        ui,
        prompt,
        &tr!(lang(), "le-f-prompt"),
        &mut s.prompt,
        2,
        &tr!(lang(), "le-f-prompt-puzzle-hint"),
    );
    let solution = egui::Frame::group(ui.style())
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang(), "le-f-solution")).strong());
            answer_ui(
                ui,
                f,
                &mut s.solution,
                LineRef::Solution,
                LineRef::SolutionReply,
                ClaimsRef::Solution,
            )
        })
        .inner;
    let len = s.alternatives.len();
    let mut op = None;
    for (i, alt) in s.alternatives.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "alternative", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let _ = answer_ui(
                ui,
                f,
                alt,
                LineRef::Alternative(i),
                LineRef::AlternativeReply(i),
                ClaimsRef::Alternative(i),
            );
        });
    }
    apply(f, &mut s.alternatives, op);
    if add_button(ui, "alternative", tr!(lang(), "le-f-add-alternative-hover")) {
        s.alternatives.push(Answer::default());
        let line = LineRef::Alternative(s.alternatives.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(tr!(lang(), "le-f-accept-if")).strong())
            .on_hover_text(tr!(lang(), "le-f-accept-if-hover"));
        claims_ui(
            ui,
            &mut f.claims,
            ClaimsRef::AcceptIf,
            &mut s.accept_if,
            solution.as_ref(),
            false,
        );
        f.issues_at(ui, "accept_if, on the solution");
    });
    ui.label(RichText::new(tr!(lang(), "le-f-hints")).strong())
        .on_hover_text(tr!(lang(), "le-f-hints-hover"));
    let len = s.hints.len();
    let mut op = None;
    for (i, hint) in s.hints.iter_mut().enumerate() {
        let id = f.salt(("hint", i));
        ui.horizontal(|ui| {
            ui.label(format!("{}.", i + 1));
            focus::take(ui.ctx(), id, hint);
            ui.add(
                egui::TextEdit::singleline(hint)
                    .id(id)
                    .desired_width((ui.available_width() - 170.0).max(80.0))
                    .hint_text(tr!(lang(), "le-f-hint-hint")),
            )
            .accessible_name(tr!(lang(), "le-f-item", item = "hint", n = i + 1));
            let name = tr!(lang(), "le-f-item-lower", item = "hint", n = i + 1);
            item_buttons(ui, &name, i, len, &mut op);
        });
    }
    apply(f, &mut s.hints, op);
    if add_button(ui, "hint", tr!(lang(), "le-f-add-hint-hover")) {
        s.hints.push(String::new());
        focus::ask(ui.ctx(), f.salt(("hint", s.hints.len() - 1)), false);
    }
    let len = s.wrong.len();
    let mut op = None;
    for (i, w) in s.wrong.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "wrong", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Wrong(i),
                &tr!(lang(), "le-f-line"),
                &tr!(lang(), "le-f-line-wrong-hint"),
                &mut w.actions,
                false,
            );
            text_field(
                ui,
                f.salt(("feedback", LineRef::Wrong(i))),
                &tr!(lang(), "le-f-feedback"),
                &mut w.feedback,
                1,
                &tr!(lang(), "le-f-feedback-wrong-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Wrong(i),
                &mut w.claims,
                run.as_ref(),
                true,
            );
        });
    }
    apply(f, &mut s.wrong, op);
    if add_button(ui, "wrong", tr!(lang(), "le-f-add-wrong-hover")) {
        s.wrong.push(WrongMove::default());
        let line = LineRef::Wrong(s.wrong.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("default_feedback"),
        &tr!(lang(), "le-f-default-feedback"),
        &mut s.default_feedback,
        1,
        &tr!(lang(), "le-f-default-feedback-hint"),
    );
    opponent_rack_ui(ui, &mut s.show_opponent_rack);
}
