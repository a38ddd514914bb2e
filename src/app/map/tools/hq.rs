//! The HQ tool: a click places an HQ of the chosen side.

use super::{Cx, Output, Tool, ToolKind, crowded, fresh_id, select_hit};
use crate::app::i18n::lang;
use crate::app::map::draw::HQ_R;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Hq, Map, Point};
use crate::pieces::Side;
use toyforge_core::tr;

pub struct HqTool {
    pub side: Side,
}

impl Default for HqTool {
    fn default() -> Self {
        HqTool { side: Side::Blue }
    }
}

impl Tool for HqTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Hq
    }

    fn hint(&self) -> Option<String> {
        Some(tr!(
            lang(),
            "tool-hq-hint",
            side = self.side.name(),
            other = self.side.other().name()
        ))
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if let Some(out) = select_hit(cx, at) {
            return out;
        }
        let pos = cx.snap(at);
        if let Some(id) = crowded(cx, pos, HQ_R) {
            return vec![Output::Message(tr!(
                lang(),
                "tool-too-close",
                id = id,
                kind = "hq"
            ))];
        }
        let id = fresh_id(cx, &format!("{}-hq", self.side.name()));
        let hq = Hq {
            id: id.clone(),
            name: String::new(),
            side: self.side,
            pos,
            allowed: None,
        };
        vec![
            Output::Edit(Edit::AddHq(hq)),
            Output::Select(Selection::one(Item::Loc(id))),
        ]
    }

    fn options_ui(&mut self, ui: &mut egui::Ui, map: &Map) {
        ui.label(tr!(lang(), "tool-hq-side"));
        for side in Side::ALL {
            let count = map.hqs.iter().filter(|h| h.side == side).count();
            let pal = crate::app::theme::Palette::new(ui.visuals().dark_mode);
            let text = egui::RichText::new(tr!(
                lang(),
                "tool-hq-side-count",
                side = crate::app::map::draw::side_label(side),
                n = count
            ))
            .color(pal.side_text(side));
            ui.selectable_value(&mut self.side, side, text)
                .on_hover_text(tr!(lang(), "tool-hq-side-hover"));
        }
        if let Some(rule) = map.rule {
            let (_, hqs) = rule.published();
            ui.weak(tr!(
                lang(),
                "tool-hq-published",
                rule = rule.name(lang()),
                blue = hqs[Side::Blue],
                red = hqs[Side::Red]
            ));
        }
    }
}
