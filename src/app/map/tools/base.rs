//! The base tool: a click on empty ground places a base.

use super::{Cx, Output, Tool, ToolKind, crowded, fresh_id, select_hit};
use crate::app::i18n::lang;
use crate::app::map::draw::BASE_R;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Base, Point};
use toyforge_core::tr;

#[derive(Default)]
pub struct BaseTool;

/// The outputs that place a base at `at` (special or not), or say why not.
pub(crate) fn place_base(
    cx: &Cx<'_>,
    at: Point,
    special: bool,
    allowed: Option<Vec<crate::pieces::Strength>>,
) -> Vec<Output> {
    let pos = cx.snap(at);
    if let Some(id) = crowded(cx, pos, BASE_R) {
        return vec![Output::Message(tr!(
            lang(),
            "tool-too-close",
            id = id,
            kind = "base"
        ))];
    }
    let id = fresh_id(cx, "base");
    let base = Base {
        id: id.clone(),
        name: String::new(),
        pos,
        special,
        allowed,
    };
    vec![
        Output::Edit(Edit::AddBase(base)),
        Output::Select(Selection::one(Item::Loc(id))),
    ]
}

impl Tool for BaseTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Base
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if let Some(out) = select_hit(cx, at) {
            return out;
        }
        place_base(cx, at, false, None)
    }
}
