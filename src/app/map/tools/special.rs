//! The special-base tool: places special bases of the map's rule set, or turns a base special.

use super::base::place_base;
use super::{Cx, Output, Tool, ToolKind};
use crate::app::i18n::lang;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Map, Point, RuleSet};
use crate::pieces::{Strength, Troop};
use toyforge_core::tr;

/// Remembers the allowed strengths chosen for new special bases where the rule restricts them.
#[derive(Default)]
pub struct SpecialTool {
    /// Bit `i` set: strength code `i` (0 = X) is allowed.
    pub allowed: u8,
}

/// Whether special bases of `rule` carry a list of allowed strengths.
pub fn rule_restricts(rule: Option<RuleSet>) -> bool {
    rule == Some(RuleSet::TropicalPool)
}

impl SpecialTool {
    fn allowed_list(&self) -> Vec<Strength> {
        Troop::ALL
            .iter()
            .map(|t| t.code())
            .filter(|s| self.allowed & s.bit() != 0)
            .collect()
    }
}

impl Tool for SpecialTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Special
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if cx.map.rule == Some(RuleSet::CaribbeanSea) {
            return vec![Output::Message(tr!(
                lang(),
                "tool-special-none",
                rule = RuleSet::CaribbeanSea.to_string()
            ))];
        }
        let restricts = rule_restricts(cx.map.rule);
        if let Some(id) = cx.location_at(at) {
            let select = Output::Select(Selection::one(Item::Loc(id.clone())));
            let Some(base) = cx.map.base(&id) else {
                return vec![select, Output::Message(tr!(lang(), "tool-special-hq"))];
            };
            let mut changed = base.clone();
            changed.special = !base.special;
            if changed.special && restricts && changed.allowed.is_none() {
                changed.allowed = Some(self.allowed_list());
            }
            return vec![
                Output::Edit(Edit::SetBase {
                    id: base.id.clone(),
                    base: changed,
                }),
                select,
            ];
        }
        let allowed = restricts.then(|| self.allowed_list());
        place_base(cx, at, true, allowed)
    }

    fn options_ui(&mut self, ui: &mut egui::Ui, map: &Map) {
        match map.rule {
            Some(rule) => {
                ui.label(tr!(lang(), "tool-special-rule", rule = rule.name(lang())));
                ui.weak(rule.effect(lang()));
            }
            None => {
                ui.weak(tr!(lang(), "tool-special-no-rule"));
            }
        }
        if rule_restricts(map.rule) {
            ui.separator();
            ui.label(tr!(lang(), "tool-special-allowed"));
            for t in Troop::ALL {
                let s = t.code();
                let mut on = self.allowed & s.bit() != 0;
                if ui
                    .toggle_value(&mut on, s.to_string())
                    .on_hover_text(tr!(lang(), "troop", troop = t.name()))
                    .changed()
                {
                    self.allowed ^= s.bit();
                }
            }
        }
    }
}
