//! The inspector: properties of the selection. Changes come back as edits; renaming an id
//! updates every reference, and a malformed or taken id is refused with a message.

use super::Action;
use super::edit::{Edit, Merge};
use super::selection::{Item, Selection};
use super::tools::rule_restricts;
use crate::map::{Map, Point};
use crate::pieces::{Side, Strength, Troop};
use egui::{Key, RichText, Ui};

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
                ui.weak(
                    "Nothing selected. Click an item on the canvas, or drag a box around several.",
                );
                ui.add_space(4.0);
                ui.weak(format!(
                    "{} bases, {} HQs, {} paths, {} regions",
                    map.bases.len(),
                    map.hqs.len(),
                    map.paths.len(),
                    map.regions.len()
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
                ui.label(RichText::new("Path").strong());
                egui::Grid::new("path-grid").num_columns(2).show(ui, |ui| {
                    for (k, id) in [("From", a), ("To", b)] {
                        ui.label(k);
                        if map.find_location(id).is_none() {
                            repoint_ui(ui, map, (a, b), id, &mut out);
                        } else if ui.link(id).on_hover_text("Select this end").clicked()
                            && let Some(item) = Item::of_id(map, id)
                        {
                            out.push(Action::Select(Selection::one(item)));
                        }
                        ui.end_row();
                    }
                    if let (Some(pa), Some(pb)) = (map.pos_of(a), map.pos_of(b)) {
                        ui.label("Length");
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
                ui.label(RichText::new(format!("{} items selected", items.len())).strong());
                ui.weak(format!(
                    "{locs} locations, {regions} regions, {paths} paths. Drag one to move them all; arrows nudge."
                ));
                delete_button(ui, selection, &mut out);
            }
        }
        out
    }

    /// The id field: commits a rename on Enter or when the field loses focus.
    fn id_field(&mut self, ui: &mut Ui, id: &str, out: &mut Vec<Action>) {
        let label = ui.label("Id");
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
                .hint_text("letters, digits, - and _"),
        );
        let resp = resp.labelled_by(label.id);
        let resp =
            resp.on_hover_text("Renaming updates every path and region ring that uses the id");
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
        let title = if b.special { "Special base" } else { "Base" };
        ui.label(RichText::new(title).strong());
        let mut nb = b.clone();
        egui::Grid::new("base-grid").num_columns(2).show(ui, |ui| {
            self.id_field(ui, &b.id, out);
            text_row(ui, "Name", &mut nb.name, "shown instead of the id");
            pos_rows(ui, &mut nb.pos);
            ui.label("Special");
            let special_text = match map.rule {
                Some(rule) => format!("{rule}: {}", rule.special_effect()),
                None => "special base of the map's rule set".into(),
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
            text_row(ui, "Name", &mut nh.name, "shown instead of the id");
            ui.label("Side");
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
        ui.label(RichText::new("Region").strong());
        let mut nr = r.clone();
        egui::Grid::new("region-grid")
            .num_columns(2)
            .show(ui, |ui| {
                self.id_field(ui, &r.id, out);
                text_row(ui, "Name", &mut nr.name, "e.g. Castle Hill");
                let l = ui.label("Medals");
                ui.add(egui::Slider::new(&mut nr.medals, 0..=16))
                    .labelled_by(l.id);
                ui.end_row();
                ui.label("Marker");
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
        ui.label(format!("Ring of {} bases:", r.ring.len()));
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
                .button("Drop the unknown bases from the ring")
                .on_hover_text("Keep only the ring's bases that the map has")
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
    ui.label("Position");
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
        "This rule set restricts special bases to the strengths printed on them"
    } else {
        "Only the chosen strengths may be placed here"
    };
    if ui
        .checkbox(&mut restricted, "Restrict strengths")
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
                    .on_hover_text(t.display_name())
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
        ui.label(RichText::new(format!("{end} (unknown)")).color(ui.visuals().error_fg_color));
        let other = if end.eq_ignore_ascii_case(a) { b } else { a };
        let mut picked: Option<String> = None;
        egui::ComboBox::new(("repoint", end), "Re-point this end")
            .selected_text("choose…")
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
    ui.label(format!("Joined to {}:", ns.len()));
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
        .button("Delete")
        .on_hover_text("Remove (locations take their paths with them) — Delete key")
        .clicked()
    {
        out.push(Action::Apply(
            Edit::Delete(selection.items().to_vec()),
            Merge::Alone,
        ));
        out.push(Action::Select(Selection::default()));
    }
}
