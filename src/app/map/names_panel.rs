//! The names panel: the map's locations and regions named in other languages (the map's
//! `names`), one language at a time, for the lessons and courses written in it. Each name is
//! an undoable edit; an empty field keeps the map's own name.

use super::Action;
use super::edit::{Edit, Merge};
use crate::app::i18n::lang;
use crate::map::{Map, name_of};
use egui::{RichText, Ui};
use toyforge_core::i18n::{Lang, is_language_tag};
use toyforge_core::tr;

/// The language shown and the tag being typed for another one.
#[derive(Clone, Debug, Default)]
pub struct NamesPanel {
    /// The language whose names are shown (a BCP 47 tag); the map's first table, or French,
    /// until one is chosen.
    pub tag: Option<String>,
    /// The tag typed for a language not in the list.
    pub other: String,
    /// Why the typed tag was not taken.
    refused: Option<String>,
    /// The tags typed in, offered in the list beside the map's tables and the app's languages.
    typed: Vec<String>,
}

/// How a language is written in the list: as `name` names the app's languages (in itself, or
/// in English while no font can draw it), with its tag; any other by its tag.
fn language_name(tag: &str, name: &dyn Fn(Lang) -> &'static str) -> String {
    match Lang::from_tag(tag) {
        Some(l) if l.tag().eq_ignore_ascii_case(tag) => format!("{} ({tag})", name(l)),
        _ => tag.to_string(),
    }
}

/// The languages offered: the map's tables, then the app's own languages and the tags typed in
/// (`typed`) it has no table for.
fn languages(map: &Map, typed: &[String]) -> Vec<String> {
    let mut out: Vec<String> = map.names.keys().cloned().collect();
    let more = Lang::ALL.iter().map(|l| l.tag().to_string());
    for tag in more.chain(typed.iter().cloned()) {
        if !out.iter().any(|t| t.eq_ignore_ascii_case(&tag)) {
            out.push(tag);
        }
    }
    out
}

/// Every location and region of `map` as (id, its own name), HQs, bases, then regions.
fn items(map: &Map) -> Vec<(&str, &str)> {
    (map.hqs.iter().map(|h| (h.id.as_str(), h.name.as_str())))
        .chain(map.bases.iter().map(|b| (b.id.as_str(), b.name.as_str())))
        .chain(map.regions.iter().map(|r| (r.id.as_str(), r.name.as_str())))
        .collect()
}

impl NamesPanel {
    /// The language shown: the one chosen, else the map's first table, else French.
    /// A tag that differs from a table's only in case shows that table (tags ignore case).
    pub fn shown(&self, map: &Map) -> String {
        let tag = self
            .tag
            .clone()
            .or_else(|| map.names.keys().next().cloned())
            .unwrap_or_else(|| Lang::Fr.tag().to_string());
        map.names
            .keys()
            .find(|t| t.eq_ignore_ascii_case(&tag))
            .cloned()
            .unwrap_or(tag)
    }

    /// The panel; `name` names the app's languages (in themselves, or in English while no font
    /// can draw them).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        map: &Map,
        name: &dyn Fn(Lang) -> &'static str,
    ) -> Vec<Action> {
        let mut out = Vec::new();
        let tag = self.shown(map);
        ui.weak(tr!(lang(), "names-intro"));
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "names-language"));
            egui::ComboBox::from_id_salt("names-language")
                .selected_text(language_name(&tag, name))
                .show_ui(ui, |ui| {
                    for t in languages(map, &self.typed) {
                        let on = t.eq_ignore_ascii_case(&tag);
                        if ui.selectable_label(on, language_name(&t, name)).clicked() {
                            self.tag = Some(t);
                        }
                    }
                })
                .response
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "names-other"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.other)
                        .desired_width(80.0)
                        .hint_text(tr!(lang(), "names-other-hint")),
                )
                .labelled_by(l.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr!(lang(), "names-show")).clicked() || entered {
                let typed = self.other.trim();
                if is_language_tag(typed) {
                    self.tag = Some(typed.to_string());
                    self.typed.push(typed.to_string());
                    self.other.clear();
                    self.refused = None;
                } else if typed.contains('_') {
                    self.refused = Some(tr!(
                        lang(),
                        "names-bad-tag-underscore",
                        tag = typed,
                        hint = typed.replace('_', "-")
                    ));
                } else {
                    self.refused = Some(tr!(lang(), "names-bad-tag", tag = typed));
                }
            }
        });
        if let Some(why) = &self.refused {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
        let tag = self.shown(map);
        let table = map.names.get(&tag);
        let named = |id: &str| table.and_then(|t| name_of(t, id)).map(str::to_string);
        let all = items(map);
        let count = all.iter().filter(|(id, _)| named(id).is_some()).count();
        ui.label(tr!(
            lang(),
            "names-count",
            named = count,
            n = all.len(),
            language = language_name(&tag, name)
        ));
        egui::Grid::new("names-grid")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (id, own) in &all {
                    // The map's own name is what a translator translates; the id is on hover.
                    let l = if own.is_empty() {
                        ui.label(RichText::new(*id).monospace())
                    } else {
                        ui.label(*own).on_hover_text(RichText::new(*id).monospace())
                    };
                    let before = named(id).unwrap_or_default();
                    let mut name = before.clone();
                    let hint = if own.is_empty() { *id } else { *own };
                    ui.add(
                        egui::TextEdit::singleline(&mut name)
                            .desired_width(170.0)
                            .hint_text(hint),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                    if name != before {
                        // The language stays shown even if this empties its table.
                        self.tag = Some(tag.clone());
                        out.push(Action::Apply(
                            Edit::SetLocalName {
                                tag: tag.clone(),
                                id: id.to_string(),
                                name,
                            },
                            Merge::Field(format!("names:{tag}:{}", id.to_ascii_lowercase())),
                        ));
                    }
                }
            });
        if table.is_some()
            && ui
                .button(tr!(
                    lang(),
                    "names-drop",
                    language = language_name(&tag, name)
                ))
                .clicked()
        {
            out.push(Action::Apply(Edit::DropLanguage(tag), Merge::Alone));
        }
        out
    }
}
