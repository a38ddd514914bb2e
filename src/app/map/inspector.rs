//! The inspector: properties of the selection. Changes come back as edits; renaming an id
//! updates every reference, and a malformed or taken id is refused with a message.

use super::Action;
use super::edit::{Edit, Merge};
use super::selection::{Item, Selection};
use super::tools::rule_restricts;
use crate::app::i18n::lang;
use crate::map::{Map, Point};
use crate::pieces::{Side, Strength, Troop};
use egui::{Key, RichText, Ui};
use toyforge_core::tr;

/// The id being typed, kept until Enter or focus loss commits it.
#[derive(Default)]
pub struct Inspector {
    /// (id being edited, text in the field)
    id_edit: Option<(String, String)>,
    /// A refused rename: (id, message).
    pub id_error: Option<(String, String)>,
}

impl Inspector {
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, selection: &Selection) -> Vec<Action> {
        let mut out = Vec::new();
        match selection.items() {
            [] => {
                ui.weak(tr!(lang(), "insp-nothing-selected"));
                ui.add_space(4.0);
                ui.weak(tr!(
                    lang(),
                    "insp-map-counts",
                    bases = map.bases.len(),
                    hqs = map.hqs.len(),
                    paths = map.paths.len(),
                    regions = map.regions.len()
                ));
            }
            [Item::Loc(id)] => {
                if let Some(b) = map.base(id) {
                    self.base_ui(ui, map, b, &mut out);
                } else if let Some(h) = map.hq(id) {
                    self.hq_ui(ui, h, &mut out);
                }
            }
            [Item::Region(id)] => {
                if let Some(r) = map.region(id) {
                    self.region_ui(ui, map, r, &mut out);
                }
            }
            [Item::Path(a, b)] => {
                ui.label(RichText::new(tr!(lang(), "insp-path")).strong());
                egui::Grid::new("path-grid").num_columns(2).show(ui, |ui| {
                    for (k, id) in [(tr!(lang(), "insp-from"), a), (tr!(lang(), "insp-to"), b)] {
                        ui.label(k);
                        if map.find_location(id).is_none() {
                            repoint_ui(ui, map, (a, b), id, &mut out);
                        } else if ui
                            .link(id)
                            .on_hover_text(tr!(lang(), "insp-select-end"))
                            .clicked()
                            && let Some(item) = Item::of_id(map, id)
                        {
                            out.push(Action::Select(Selection::one(item)));
                        }
                        ui.end_row();
                    }
                    if let (Some(pa), Some(pb)) = (map.pos_of(a), map.pos_of(b)) {
                        ui.label(tr!(lang(), "insp-length"));
                        ui.label(format!("{:.0}", pa.distance(pb)));
                        ui.end_row();
                    }
                });
                delete_button(ui, selection, &mut out);
            }
            items => {
                let locs = items.iter().filter(|i| matches!(i, Item::Loc(_))).count();
                let regions = items
                    .iter()
                    .filter(|i| matches!(i, Item::Region(_)))
                    .count();
                let paths = items.len() - locs - regions;
                ui.label(
                    RichText::new(tr!(lang(), "insp-items-selected", n = items.len())).strong(),
                );
                ui.weak(tr!(
                    lang(),
                    "insp-mixed-selection",
                    locations = locs,
                    regions = regions,
                    paths = paths
                ));
                delete_button(ui, selection, &mut out);
            }
        }
        out
    }

    /// The id field: commits a rename on Enter or when the field loses focus.
    fn id_field(&mut self, ui: &mut Ui, id: &str, out: &mut Vec<Action>) {
        let label = ui.label(tr!(lang(), "insp-id"));
        let editing = matches!(&self.id_edit, Some((for_id, _)) if for_id == id);
        if !editing {
            self.id_edit = Some((id.to_string(), id.to_string()));
        }
        let Some((_, text)) = &mut self.id_edit else {
            return;
        };
        let resp = ui.add(
            egui::TextEdit::singleline(text)
                .desired_width(160.0)
                .hint_text(tr!(lang(), "insp-id-hint")),
        );
        let resp = resp.labelled_by(label.id);
        let resp = resp.on_hover_text(tr!(lang(), "insp-id-hover"));
        let commit =
            resp.lost_focus() || (resp.has_focus() && ui.input(|i| i.key_pressed(Key::Enter)));
        if commit {
            let new = text.trim().to_string();
            if new != id {
                out.push(Action::Rename {
                    old: id.to_string(),
                    new,
                });
            } else {
                self.id_error = None;
            }
        }
        ui.end_row();
        if let Some((for_id, msg)) = &self.id_error
            && for_id.eq_ignore_ascii_case(id)
        {
            ui.label("");
            ui.label(RichText::new(msg).color(ui.visuals().error_fg_color));
            ui.end_row();
        }
    }

    /// Called by the app after a rename: keeps the field in step with the map.
    pub fn renamed(&mut self, result: Result<&str, (&str, String)>) {
        match result {
            Ok(new) => {
                self.id_edit = Some((new.to_string(), new.to_string()));
                self.id_error = None;
            }
            Err((old, msg)) => self.id_error = Some((old.to_string(), msg)),
        }
    }

    fn base_ui(&mut self, ui: &mut Ui, map: &Map, b: &crate::map::Base, out: &mut Vec<Action>) {
        let title = if b.special {
            tr!(lang(), "insp-special-base")
        } else {
            tr!(lang(), "insp-base")
        };
        ui.label(RichText::new(title).strong());
        let mut nb = b.clone();
        egui::Grid::new("base-grid").num_columns(2).show(ui, |ui| {
            self.id_field(ui, &b.id, out);
            text_row(
                ui,
                &tr!(lang(), "insp-name"),
                &mut nb.name,
                &tr!(lang(), "insp-name-hint"),
            );
            pos_rows(ui, &mut nb.pos);
            ui.label(tr!(lang(), "insp-special"));
            let special_text = match map.rule {
                Some(rule) => tr!(
                    lang(),
                    "insp-special-rule-hover",
                    rule = rule.name(lang()),
                    effect = rule.effect(lang())
                ),
                None => tr!(lang(), "insp-special-hover"),
            };
            ui.checkbox(&mut nb.special, "").on_hover_text(special_text);
            ui.end_row();
        });
        allowed_ui(ui, &mut nb.allowed, rule_restricts(map.rule) && nb.special);
        if nb != *b {
            let field = field_key(
                &b.id,
                &[("name", nb.name != b.name), ("pos", nb.pos != b.pos)],
            );
            out.push(Action::Apply(
                Edit::SetBase {
                    id: b.id.clone(),
                    base: nb,
                },
                field,
            ));
        }
        neighbours_ui(ui, map, &b.id, out);
        delete_button(ui, &Selection::one(Item::Loc(b.id.clone())), out);
    }

    fn hq_ui(&mut self, ui: &mut Ui, h: &crate::map::Hq, out: &mut Vec<Action>) {
        ui.label(RichText::new("HQ").strong());
        let mut nh = h.clone();
        egui::Grid::new("hq-grid").num_columns(2).show(ui, |ui| {
            self.id_field(ui, &h.id, out);
            text_row(
                ui,
                &tr!(lang(), "insp-name"),
                &mut nh.name,
                &tr!(lang(), "insp-name-hint"),
            );
            ui.label(tr!(lang(), "insp-side"));
            ui.horizontal(|ui| {
                for side in Side::ALL {
                    ui.selectable_value(&mut nh.side, side, super::draw::side_label(side));
                }
            });
            ui.end_row();
            pos_rows(ui, &mut nh.pos);
        });
        allowed_ui(ui, &mut nh.allowed, false);
        if nh != *h {
            let field = field_key(
                &h.id,
                &[("name", nh.name != h.name), ("pos", nh.pos != h.pos)],
            );
            out.push(Action::Apply(
                Edit::SetHq {
                    id: h.id.clone(),
                    hq: nh,
                },
                field,
            ));
        }
        delete_button(ui, &Selection::one(Item::Loc(h.id.clone())), out);
    }

    fn region_ui(&mut self, ui: &mut Ui, map: &Map, r: &crate::map::Region, out: &mut Vec<Action>) {
        ui.label(RichText::new(tr!(lang(), "insp-region")).strong());
        let mut nr = r.clone();
        egui::Grid::new("region-grid")
            .num_columns(2)
            .show(ui, |ui| {
                self.id_field(ui, &r.id, out);
                text_row(
                    ui,
                    &tr!(lang(), "insp-name"),
                    &mut nr.name,
                    &tr!(lang(), "insp-region-name-hint"),
                );
                let l = ui.label(tr!(lang(), "insp-medals"));
                ui.add(egui::Slider::new(&mut nr.medals, 0..=16))
                    .labelled_by(l.id);
                ui.end_row();
                ui.label(tr!(lang(), "insp-marker"));
                ui.horizontal(|ui| {
                    let l = ui.label("x");
                    ui.add(egui::DragValue::new(&mut nr.marker.x).speed(1.0))
                        .labelled_by(l.id);
                    let l = ui.label("y");
                    ui.add(egui::DragValue::new(&mut nr.marker.y).speed(1.0))
                        .labelled_by(l.id);
                });
                ui.end_row();
            });
        ui.label(tr!(lang(), "insp-ring", n = r.ring.len()));
        ui.horizontal_wrapped(|ui| {
            for id in &r.ring {
                let missing = map.find_location(id).is_none();
                let text = if missing {
                    RichText::new(id).color(ui.visuals().error_fg_color)
                } else {
                    RichText::new(id)
                };
                if ui.link(text).clicked()
                    && let Some(item) = Item::of_id(map, id)
                {
                    out.push(Action::Select(Selection::one(item)));
                }
            }
        });
        let known: Vec<String> = r
            .ring
            .iter()
            .filter(|id| map.find_location(id).is_some())
            .cloned()
            .collect();
        if known.len() < r.ring.len()
            && ui
                .button(tr!(lang(), "insp-drop-unknown"))
                .on_hover_text(tr!(lang(), "insp-drop-unknown-hover"))
                .clicked()
        {
            out.push(Action::Apply(
                Edit::SetRegion {
                    id: r.id.clone(),
                    region: crate::map::Region {
                        ring: known,
                        ..nr.clone()
                    },
                },
                Merge::Alone,
            ));
            return;
        }
        if nr != *r {
            let field = field_key(
                &r.id,
                &[
                    ("name", nr.name != r.name),
                    ("medals", nr.medals != r.medals),
                    ("marker", nr.marker != r.marker),
                ],
            );
            out.push(Action::Apply(
                Edit::SetRegion {
                    id: r.id.clone(),
                    region: nr,
                },
                field,
            ));
        }
        delete_button(ui, &Selection::one(Item::Region(r.id.clone())), out);
    }
}

/// Typing into a field (or dragging a number) makes one undo step per field; toggles are
/// steps of their own.
fn field_key(id: &str, changed: &[(&str, bool)]) -> Merge {
    match changed.iter().find(|(_, c)| *c) {
        Some((field, _)) => Merge::Field(format!("{}:{field}", id.to_ascii_lowercase())),
        None => Merge::Alone,
    }
}

fn text_row(ui: &mut Ui, label: &str, value: &mut String, hint: &str) {
    let l = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(value)
            .desired_width(160.0)
            .hint_text(hint),
    )
    .labelled_by(l.id);
    ui.end_row();
}

fn pos_rows(ui: &mut Ui, pos: &mut Point) {
    ui.label(tr!(lang(), "insp-position"));
    ui.horizontal(|ui| {
        let l = ui.label("x");
        ui.add(egui::DragValue::new(&mut pos.x).speed(1.0))
            .labelled_by(l.id);
        let l = ui.label("y");
        ui.add(egui::DragValue::new(&mut pos.y).speed(1.0))
            .labelled_by(l.id);
    });
    ui.end_row();
}

/// The allowed strengths: none means any troop may be placed.
fn allowed_ui(ui: &mut Ui, allowed: &mut Option<Vec<Strength>>, suggested: bool) {
    let mut restricted = allowed.is_some();
    let hint = if suggested {
        tr!(lang(), "insp-restrict-rule-hover")
    } else {
        tr!(lang(), "insp-restrict-hover")
    };
    if ui
        .checkbox(&mut restricted, tr!(lang(), "insp-restrict"))
        .on_hover_text(hint)
        .changed()
    {
        *allowed = restricted.then(Vec::new);
    }
    if let Some(list) = allowed {
        ui.horizontal_wrapped(|ui| {
            for t in Troop::ALL {
                let s = t.code();
                let mut on = list.contains(&s);
                if ui
                    .toggle_value(&mut on, s.to_string())
                    .on_hover_text(tr!(lang(), "troop", troop = t.name()))
                    .changed()
                {
                    if on {
                        list.push(s);
                        list.sort();
                    } else {
                        list.retain(|x| *x != s);
                    }
                }
            }
        });
    }
}

/// An end of a dangling path: the unknown id, and a list to re-point it to a location.
fn repoint_ui(
    ui: &mut Ui,
    map: &Map,
    (a, b): (&String, &String),
    end: &str,
    out: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(tr!(lang(), "insp-unknown-end", id = end))
                .color(ui.visuals().error_fg_color),
        );
        let other = if end.eq_ignore_ascii_case(a) { b } else { a };
        let mut picked: Option<String> = None;
        egui::ComboBox::new(("repoint", end), tr!(lang(), "insp-repoint"))
            .selected_text(tr!(lang(), "insp-choose"))
            .height(300.0)
            .show_ui(ui, |ui| {
                let ids = map
                    .bases
                    .iter()
                    .map(|b| &b.id)
                    .chain(map.hqs.iter().map(|h| &h.id));
                for id in ids.filter(|id| !id.eq_ignore_ascii_case(other)) {
                    if ui.selectable_label(false, id).clicked() {
                        picked = Some(id.clone());
                    }
                }
            });
        if let Some(id) = picked {
            let new = if end.eq_ignore_ascii_case(a) {
                crate::map::Path::new(id.as_str(), b.as_str())
            } else {
                crate::map::Path::new(a.as_str(), id.as_str())
            };
            out.push(Action::Apply(
                Edit::SetPath {
                    old: crate::map::Path::new(a.as_str(), b.as_str()),
                    new: new.clone(),
                },
                Merge::Alone,
            ));
            out.push(Action::Select(Selection::one(Item::Path(new.0, new.1))));
        }
    });
}

fn neighbours_ui(ui: &mut Ui, map: &Map, id: &str, out: &mut Vec<Action>) {
    let ns: Vec<&str> = map.neighbours(id).collect();
    if ns.is_empty() {
        ui.weak(tr!(lang(), "insp-joined-none"));
        return;
    }
    ui.label(tr!(lang(), "insp-joined", n = ns.len()));
    ui.horizontal_wrapped(|ui| {
        for n in ns {
            if ui.link(n).clicked()
                && let Some(item) = Item::of_id(map, n)
            {
                out.push(Action::Select(Selection::one(item)));
            }
        }
    });
}

fn delete_button(ui: &mut Ui, selection: &Selection, out: &mut Vec<Action>) {
    ui.add_space(6.0);
    if ui
        .button(tr!(lang(), "insp-delete"))
        .on_hover_text(tr!(lang(), "insp-delete-hover"))
        .clicked()
    {
        out.push(Action::Apply(
            Edit::Delete(selection.items().to_vec()),
            Merge::Alone,
        ));
        out.push(Action::Select(Selection::default()));
    }
}
