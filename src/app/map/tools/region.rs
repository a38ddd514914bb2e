//! The region tool: a click inside an area enclosed by paths makes it a region; the ring of
//! bases is found by [`crate::map::detect_region`].

use super::{Cx, Output, Tool, ToolKind, fresh_id, region_at};
use crate::app::i18n::lang;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::map::{Point, Region, detect_region};
use toyforge_core::tr;

#[derive(Default)]
pub struct RegionTool;

impl Tool for RegionTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Region
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if let Some(Item::Region(id)) = cx.draggable_at(at) {
            return vec![Output::Select(Selection::one(Item::Region(id)))];
        }
        let Some(ring) = detect_region(cx.map, at) else {
            if let Some(id) = region_at(cx.map, cx.geo, at) {
                return vec![Output::Select(Selection::one(Item::Region(id)))];
            }
            return vec![Output::Message(tr!(lang(), "tool-region-no-ring"))];
        };
        let same_ring = |r: &Region| {
            r.ring.len() == ring.len()
                && ring
                    .iter()
                    .all(|id| r.ring.iter().any(|o| o.eq_ignore_ascii_case(id)))
        };
        if let Some(existing) = cx.map.regions.iter().find(|r| same_ring(r)) {
            return vec![
                Output::Select(Selection::one(Item::Region(existing.id.clone()))),
                Output::Message(tr!(lang(), "tool-region-exists", id = existing.id.as_str())),
            ];
        }
        let id = fresh_id(cx, "region");
        let region = Region {
            id: id.clone(),
            name: String::new(),
            medals: 1,
            marker: cx.snap(at),
            ring,
        };
        vec![
            Output::Edit(Edit::AddRegion(region)),
            Output::Select(Selection::one(Item::Region(id))),
            Output::Message(tr!(lang(), "tool-region-added")),
        ]
    }
}
