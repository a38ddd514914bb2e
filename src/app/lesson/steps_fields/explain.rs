//! The form of an Explain step: its text, arrows and highlights, the conclusion and its claims.

use super::super::steps_claims::{choice, claims_ui, loc_field, named_button, use_suggested_id};
use super::{Cmd, Fields, Pick, add_button, text_field};
use crate::app::i18n::lang;
use crate::scenario::{Arrow, Explain, LineRun};
use crate::scenario::{ClaimsRef, StepLineError};
use egui::{RichText, Ui};
use toyforge_core::tr;

pub(super) fn explain_ui(ui: &mut Ui, f: &mut Fields, s: &mut Explain) {
    text_field(
        ui,
        f.salt("text"),
        &tr!(lang(), "le-f-text"),
        &mut s.text,
        4,
        &tr!(lang(), "le-f-text-explain-hint"),
    );
    let locs = f.claims.locs;
    let known = |id: &str| {
        locs.iter()
            .any(|l| l.eq_ignore_ascii_case(id.trim_start_matches('@')))
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!(lang(), "le-f-highlighted")).strong());
        let mut remove = None;
        let mut replace = None;
        for (i, id) in s.highlight.iter().enumerate() {
            let text = if known(id) {
                RichText::new(format!("{id} ×"))
            } else {
                let unknown = tr!(lang(), "le-loc-unknown", loc = id.as_str());
                RichText::new(format!("{unknown} ×")).color(ui.visuals().error_fg_color)
            };
            let name = tr!(lang(), "le-f-unhighlight-name", id = id.as_str());
            if named_button(ui, true, text, &name)
                .on_hover_text(tr!(lang(), "le-f-unhighlight-hover"))
                .clicked()
            {
                remove = Some(i);
            }
            if !known(id)
                && let Some(near) = use_suggested_id(ui, id, locs)
            {
                replace = Some((i, near));
            }
        }
        if let Some((i, near)) = replace {
            // The meant id already highlighted: the slip goes, not repeated.
            if s.highlight.iter().any(|h| h.eq_ignore_ascii_case(&near)) {
                s.highlight.remove(i);
            } else {
                s.highlight[i] = near;
            }
        } else if let Some(i) = remove {
            s.highlight.remove(i);
        }
        let mut add = None;
        choice(
            ui,
            f.salt("highlight"),
            &tr!(lang(), "le-f-highlight-add"),
            tr!(lang(), "le-f-highlight-choose"),
            130.0,
            |ui| {
                for l in locs {
                    if !s.highlight.iter().any(|h| h.eq_ignore_ascii_case(l))
                        && ui.selectable_label(false, l).clicked()
                    {
                        add = Some(l.clone());
                    }
                }
            },
        );
        if let Some(l) = add {
            s.highlight.push(l);
        }
        let on = f.pick == Pick::Highlight;
        let b = ui
            .add(egui::Button::new(tr!(lang(), "le-f-pick")).selected(on))
            .on_hover_text(tr!(lang(), "le-f-pick-hover"));
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Highlight }));
        }
    });
    f.issues_at(ui, "highlight");
    ui.label(RichText::new(tr!(lang(), "le-f-arrows")).strong());
    let mut delete = None;
    for (i, arrow) in s.arrows.iter_mut().enumerate() {
        // Wrapped: in a narrow form the Delete button goes under its arrow, not off the edge.
        ui.horizontal_wrapped(|ui| {
            let (from, to) = (tr!(lang(), "le-f-arrow-from"), tr!(lang(), "le-f-arrow-to"));
            loc_field(ui, f.salt(("arrow", i)), &from, &mut arrow.from, locs);
            loc_field(ui, f.salt(("arrow", i)), &to, &mut arrow.to, locs);
            let name = tr!(lang(), "le-f-arrow-delete-name", n = i + 1);
            if named_button(ui, true, tr!(lang(), "le-delete"), &name)
                .on_hover_text(tr!(lang(), "le-f-arrow-delete-hover"))
                .clicked()
            {
                delete = Some(i);
            }
        });
    }
    if let Some(i) = delete {
        s.arrows.remove(i);
    }
    ui.horizontal(|ui| {
        if add_button(ui, "arrow", tr!(lang(), "le-f-add-arrow-hover")) {
            let first = locs.first().cloned().unwrap_or_default();
            let second = locs.get(1).cloned().unwrap_or_else(|| first.clone());
            s.arrows.push(Arrow {
                from: first,
                to: second,
            });
        }
        let on = matches!(f.pick, Pick::Arrow(_));
        let b = ui
            .add(egui::Button::new(tr!(lang(), "le-f-draw")).selected(on))
            .on_hover_text(tr!(lang(), "le-f-draw-hover"));
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Arrow(None) }));
        }
        if let Pick::Arrow(Some(from)) = &f.pick {
            ui.weak(tr!(lang(), "le-f-draw-from", from = from.as_str()));
        }
    });
    f.issues_at(ui, "arrows");
    ui.separator();
    let start = f
        .step_start()
        .map(|s| LineRun::at(&s))
        .map_err(StepLineError::Start);
    claims_ui(
        ui,
        &mut f.claims,
        ClaimsRef::Explain,
        &mut s.claims,
        start.as_ref(),
        false,
    );
    f.issues_at(ui, "claims");
}
