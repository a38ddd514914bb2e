//! The special-base tool: places special bases of the map's rule set, or turns a base special.

use super::base::place_base;
use super::{Cx, Output, Tool, ToolKind};
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Map, Point, RuleSet};
use crate::pieces::{Strength, Troop};

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
            return vec![Output::Message(
                "Caribbean Sea has no special bases: choose another rule set in the Map panel"
                    .into(),
            )];
        }
        let restricts = rule_restricts(cx.map.rule);
        if let Some(id) = cx.location_at(at) {
            let select = Output::Select(Selection::one(Item::Loc(id.clone())));
            let Some(base) = cx.map.base(&id) else {
                return vec![
                    select,
                    Output::Message("An HQ cannot be a special base".into()),
                ];
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
                ui.label(format!("{rule}:"));
                ui.weak(rule.special_effect());
            }
            None => {
                ui.weak("No rule set: choose one in the Map panel to say what special bases do");
            }
        }
        if rule_restricts(map.rule) {
            ui.separator();
            ui.label("Allowed:");
            for t in Troop::ALL {
                let s = t.code();
                let mut on = self.allowed & s.bit() != 0;
                if ui
                    .toggle_value(&mut on, s.to_string())
                    .on_hover_text(t.display_name())
                    .changed()
                {
                    self.allowed ^= s.bit();
                }
            }
        }
    }
}
