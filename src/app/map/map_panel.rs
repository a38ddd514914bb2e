//! The map panel: name, author, notes, rule set and medal targets.

use super::Action;
use super::edit::{Edit, MapMeta, Merge};
use crate::map::{Map, RuleSet};
use crate::pieces::Side;
use egui::Ui;

pub fn ui(ui: &mut Ui, map: &Map) -> Vec<Action> {
    let mut out = Vec::new();
    let old = MapMeta::of(map);
    let mut m = old.clone();
    egui::Grid::new("map-grid").num_columns(2).show(ui, |ui| {
        let l = ui.label("Name");
        ui.add(egui::TextEdit::singleline(&mut m.name).desired_width(180.0))
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Author");
        ui.add(egui::TextEdit::singleline(&mut m.author).desired_width(180.0))
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Rule set");
        egui::ComboBox::from_id_salt("rule-set")
            .selected_text(m.rule.map_or("None", |r| r.display_name()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut m.rule, None, "None");
                for r in RuleSet::ALL {
                    ui.selectable_value(&mut m.rule, Some(r), r.display_name())
                        .on_hover_text(r.special_effect());
                }
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        for side in Side::ALL {
            let l = ui.label(format!("{} target", super::draw::side_label(side)));
            ui.add(
                egui::DragValue::new(&mut m.targets[side])
                    .range(1..=99)
                    .speed(1.0)
                    .suffix(" medals"),
            )
            .labelled_by(l.id);
            ui.end_row();
        }
    });
    if let Some(rule) = m.rule {
        let (targets, hqs) = rule.published();
        ui.weak(format!(
            "{rule}: {}; targets {}/{}, HQs {}/{}",
            rule.special_effect(),
            targets.blue,
            targets.red,
            hqs.blue,
            hqs.red
        ));
        if m.targets != targets
            && ui
                .button(format!(
                    "Use the published targets {}/{}",
                    targets.blue, targets.red
                ))
                .clicked()
        {
            m.targets = targets;
        }
    }
    let l = ui.label("Notes");
    ui.add(
        egui::TextEdit::multiline(&mut m.notes)
            .desired_rows(3)
            .desired_width(f32::INFINITY)
            .hint_text("Design notes, sources, balance remarks"),
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
