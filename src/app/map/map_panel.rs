//! The map panel: name, author, notes, rule set and medal targets.

use super::Action;
use super::edit::{Edit, MapMeta, Merge};
use crate::app::i18n::lang;
use crate::map::{Map, RuleSet};
use crate::pieces::Side;
use egui::Ui;
use toyforge_core::tr;

pub fn ui(ui: &mut Ui, map: &Map) -> Vec<Action> {
    let mut out = Vec::new();
    let old = MapMeta::of(map);
    let mut m = old.clone();
    egui::Grid::new("map-grid").num_columns(2).show(ui, |ui| {
        let l = ui.label(tr!(lang(), "mappanel-name"));
        ui.add(egui::TextEdit::singleline(&mut m.name).desired_width(180.0))
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label(tr!(lang(), "mappanel-author"));
        ui.add(egui::TextEdit::singleline(&mut m.author).desired_width(180.0))
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label(tr!(lang(), "mappanel-rule-set"));
        egui::ComboBox::from_id_salt("rule-set")
            .selected_text(
                m.rule
                    .map_or_else(|| tr!(lang(), "mappanel-rule-none"), |r| r.name(lang())),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut m.rule, None, tr!(lang(), "mappanel-rule-none"));
                for r in RuleSet::ALL {
                    ui.selectable_value(&mut m.rule, Some(r), r.name(lang()))
                        .on_hover_text(r.effect(lang()));
                }
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        for side in Side::ALL {
            let l = ui.label(tr!(lang(), "mappanel-target", side = side.name()));
            ui.add(
                egui::DragValue::new(&mut m.targets[side])
                    .range(1..=99)
                    .speed(1.0)
                    .suffix(tr!(lang(), "mappanel-medals-suffix")),
            )
            .labelled_by(l.id);
            ui.end_row();
        }
    });
    if let Some(rule) = m.rule {
        let (targets, hqs) = rule.published();
        ui.weak(tr!(
            lang(),
            "mappanel-published",
            rule = rule.name(lang()),
            effect = rule.effect(lang()),
            blue = targets.blue,
            red = targets.red,
            hqs_blue = hqs.blue,
            hqs_red = hqs.red
        ));
        if m.targets != targets
            && ui
                .button(tr!(
                    lang(),
                    "mappanel-use-published",
                    blue = targets.blue,
                    red = targets.red
                ))
                .clicked()
        {
            m.targets = targets;
        }
    }
    let l = ui.label(tr!(lang(), "mappanel-notes"));
    ui.add(
        egui::TextEdit::multiline(&mut m.notes)
            .desired_rows(3)
            .desired_width(f32::INFINITY)
            .hint_text(tr!(lang(), "mappanel-notes-hint")),
    )
    .labelled_by(l.id);
    if m != old {
        let merge = if m.name != old.name {
            Merge::Field("map:name".into())
        } else if m.author != old.author {
            Merge::Field("map:author".into())
        } else if m.notes != old.notes {
            Merge::Field("map:notes".into())
        } else if m.targets != old.targets && m.rule == old.rule {
            Merge::Field("map:targets".into())
        } else {
            Merge::Alone
        };
        out.push(Action::Apply(Edit::SetMeta(m), merge));
    }
    out
}
