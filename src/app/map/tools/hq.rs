//! The HQ tool: a click places an HQ of the chosen side.

use super::{Cx, Output, Tool, ToolKind, crowded, fresh_id, select_hit};
use crate::app::map::draw::HQ_R;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Hq, Map, Point};
use crate::pieces::Side;

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
        let side = crate::app::map::draw::side_label(self.side);
        let other = crate::app::map::draw::side_label(self.side.other());
        Some(format!(
            "Click to place a {side} HQ; press H again for {other}"
        ))
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if let Some(out) = select_hit(cx, at) {
            return out;
        }
        let pos = cx.snap(at);
        if let Some(id) = crowded(cx, pos, HQ_R) {
            return vec![Output::Message(format!(
                "Too close to `{id}`: place the HQ on empty ground"
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
        ui.label("Side:");
        for side in Side::ALL {
            let count = map.hqs.iter().filter(|h| h.side == side).count();
            let pal = crate::app::theme::Palette::new(ui.visuals().dark_mode);
            let text = egui::RichText::new(format!(
                "{} ({count})",
                crate::app::map::draw::side_label(side)
            ))
            .color(pal.side_text(side));
            ui.selectable_value(&mut self.side, side, text)
                .on_hover_text("HQs of this side already on the map are counted in brackets");
        }
        if let Some(rule) = map.rule {
            let (_, hqs) = rule.published();
            ui.weak(format!(
                "{rule}: {} blue, {} red",
                hqs[Side::Blue],
                hqs[Side::Red]
            ));
        }
    }
}
