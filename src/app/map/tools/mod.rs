//! Canvas tools. Each tool is a small state machine that turns pointer gestures into
//! [`Output`]s: edits, selection changes and messages. Tools never touch the document or its
//! history; the app applies what they return.

mod base;
mod hq;
mod path;
mod region;
mod select;
mod special;

pub use base::BaseTool;
pub use hq::HqTool;
pub use path::PathTool;
pub use region::RegionTool;
pub use select::SelectTool;
pub use special::{SpecialTool, rule_restricts};

use super::draw::{self, BASE_R, HQ_R, MEDAL_R};
use super::edit::{Edit, SeenIds};
use super::selection::{Item, Selection};
use crate::app::i18n::lang;
use crate::app::theme::Palette;
use crate::map::{Map, Point};
use egui::{Key, Modifiers, Painter};
use toyforge_core::tr;
use toyforge_ui::board::ToScreen;

/// The tools of the toolbar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToolKind {
    Select,
    Base,
    Path,
    Hq,
    Special,
    Region,
}

impl ToolKind {
    pub const ALL: [ToolKind; 6] = [
        ToolKind::Select,
        ToolKind::Base,
        ToolKind::Path,
        ToolKind::Hq,
        ToolKind::Special,
        ToolKind::Region,
    ];

    /// The tool's button label.
    pub fn label(self) -> String {
        let l = lang();
        match self {
            ToolKind::Select => tr!(l, "tool-select"),
            ToolKind::Base => tr!(l, "tool-base"),
            ToolKind::Path => tr!(l, "tool-path"),
            ToolKind::Hq => tr!(l, "tool-hq"),
            ToolKind::Special => tr!(l, "tool-special"),
            ToolKind::Region => tr!(l, "tool-region"),
        }
    }

    /// What the tool does, as its tooltip and the idle status bar say.
    pub fn description(self) -> String {
        let l = lang();
        match self {
            ToolKind::Select => tr!(l, "tool-select-about"),
            ToolKind::Base => tr!(l, "tool-base-about"),
            ToolKind::Path => tr!(l, "tool-path-about"),
            ToolKind::Hq => tr!(l, "tool-hq-about"),
            ToolKind::Special => tr!(l, "tool-special-about"),
            ToolKind::Region => tr!(l, "tool-region-about"),
        }
    }
}

/// What a tool asks the app to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// A change of its own (one undo step).
    Edit(Edit),
    /// A change that is part of the current drag: one undo step for the whole drag.
    GestureEdit(Edit),
    /// An arrow-key nudge: nudges in a row make one undo step.
    Nudge(Edit),
    /// Replace the selection.
    Select(Selection),
    /// Undo what the current drag did so far (Escape).
    CancelGesture,
    /// A message for the status bar.
    Message(String),
}

/// What a tool sees of the editor.
pub struct Cx<'a> {
    pub map: &'a Map,
    /// Positions of the map's paths and rings, looked up once per change.
    pub geo: &'a draw::Geometry,
    pub selection: &'a Selection,
    pub tf: &'a ToScreen,
    /// Grid step when snapping is on.
    pub snap: Option<f32>,
    pub mods: Modifiers,
    /// Every id the document has used, which new items must not take.
    pub seen: &'a SeenIds,
}

impl Cx<'_> {
    /// `p` moved to the nearest grid point when snapping is on (else to whole units).
    pub fn snap(&self, p: Point) -> Point {
        snap_point(p, self.snap)
    }

    /// The location under `p`, if any.
    pub fn location_at(&self, p: Point) -> Option<String> {
        location_at(self.map, self.tf, p)
    }

    /// The topmost item under `p` (locations, then medal markers, then paths, then region
    /// interiors).
    pub fn item_at(&self, p: Point) -> Option<Item> {
        item_at(self.map, self.geo, self.tf, p, true)
    }

    /// The item under `p` a drag can move (not region interiors).
    pub fn draggable_at(&self, p: Point) -> Option<Item> {
        item_at(self.map, self.geo, self.tf, p, false)
    }
}

/// `p` on the grid when snapping is on, else on whole map units (files stay tidy).
pub fn snap_point(p: Point, step: Option<f32>) -> Point {
    let s = step.filter(|s| *s > 0.0).unwrap_or(1.0);
    Point::new((p.x / s).round() * s, (p.y / s).round() * s)
}

/// Slack in screen pixels around small items, so they stay easy to hit when zoomed out.
const SLACK_PX: f32 = 4.0;

fn radius_model(tf: &ToScreen, r: f32, min_px: f32) -> f32 {
    (r * tf.scale).max(min_px) / tf.scale + SLACK_PX / tf.scale
}

/// The nearest base or HQ whose disc contains `p`.
pub fn location_at(map: &Map, tf: &ToScreen, p: Point) -> Option<String> {
    let rb = radius_model(tf, BASE_R, 4.0);
    let rh = radius_model(tf, HQ_R, 6.0);
    let mut best: Option<(f32, &str)> = None;
    let bases = map.bases.iter().map(|b| (b.pos, b.id.as_str(), rb));
    let hqs = map.hqs.iter().map(|h| (h.pos, h.id.as_str(), rh));
    for (pos, id, r) in bases.chain(hqs) {
        let d = pos.distance(p);
        if d <= r && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, id));
        }
    }
    best.map(|(_, id)| id.to_string())
}

/// The topmost item under `p`.
pub fn item_at(
    map: &Map,
    geo: &draw::Geometry,
    tf: &ToScreen,
    p: Point,
    interiors: bool,
) -> Option<Item> {
    if let Some(id) = location_at(map, tf, p) {
        return Some(Item::Loc(id));
    }
    let rm = radius_model(tf, MEDAL_R, 5.0);
    if let Some(r) = map.regions.iter().find(|r| r.marker.distance(p) <= rm) {
        return Some(Item::Region(r.id.clone()));
    }
    let rp = (6.0 / tf.scale).max(4.0);
    let mut best: Option<(f32, &crate::map::Path)> = None;
    for (path, ends) in map.paths.iter().zip(&geo.paths) {
        let Some((a, b)) = ends else {
            continue;
        };
        let d = draw::segment_distance(p, *a, *b);
        if d <= rp && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, path));
        }
    }
    if let Some((_, path)) = best {
        return Some(Item::Path(path.0.clone(), path.1.clone()));
    }
    if interiors {
        return region_at(map, geo, p).map(Item::Region);
    }
    None
}

/// The smallest region whose ring contains `p`.
pub fn region_at(map: &Map, geo: &draw::Geometry, p: Point) -> Option<String> {
    map.regions
        .iter()
        .zip(&geo.rings)
        .filter(|(_, poly)| poly.len() >= 3 && draw::point_in_polygon(p, poly))
        .map(|(r, poly)| (draw::polygon_area(poly), r.id.as_str()))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id.to_string())
}

/// A fresh id: `preferred` itself when the document never used it, else `preferred-N` (never an
/// id the document used before, even one renamed away or deleted).
pub fn fresh_id(cx: &Cx<'_>, preferred: &str) -> String {
    cx.seen.fresh_id(cx.map, preferred)
}

/// A canvas tool. Every hook does nothing unless the tool overrides it.
pub trait Tool {
    fn kind(&self) -> ToolKind;

    /// A click (press and release without moving) at `at`, in map coordinates.
    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let _ = (cx, at);
        Vec::new()
    }

    /// A drag begins; `from` is where the button went down.
    fn drag_start(&mut self, cx: &Cx<'_>, from: Point) -> Vec<Output> {
        let _ = (cx, from);
        Vec::new()
    }

    /// The pointer moved during the drag.
    fn drag(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let _ = (cx, at);
        Vec::new()
    }

    /// The button was released.
    fn drag_end(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let _ = (cx, at);
        Vec::new()
    }

    /// A key the app did not use itself (arrows, Delete...).
    fn key(&mut self, cx: &Cx<'_>, key: Key) -> Vec<Output> {
        let _ = (cx, key);
        Vec::new()
    }

    /// Escape: drop the gesture in progress. Returns what undoes its effects.
    fn cancel(&mut self) -> Vec<Output> {
        Vec::new()
    }

    /// Whether a gesture is in progress (Escape then cancels it rather than the selection).
    fn busy(&self) -> bool {
        false
    }

    /// Whether the gesture in progress is a drag, during which the map's checks wait for the
    /// drop; a gesture of clicks (a chain of paths) lets them follow each click.
    fn dragging(&self) -> bool {
        self.busy()
    }

    /// Whether Undo, while the tool is [`Tool::busy`], should end the state and still undo
    /// the last step: the state holds no change of its own, and the last step is the tool's
    /// (a chain of paths between two clicks).
    fn undo_goes_on(&self) -> bool {
        false
    }

    /// What the status bar says while the tool is in its present state (`None`: the tool's
    /// [`ToolKind::description`]). It follows the state, so it never outlives a gesture.
    fn hint(&self) -> Option<String> {
        None
    }

    /// Draws the gesture in progress over the map.
    fn paint(&self, cx: &Cx<'_>, painter: &Painter, hover: Option<Point>, pal: &Palette) {
        let _ = (cx, painter, hover, pal);
    }

    /// Options shown in the tool strip above the canvas.
    fn options_ui(&mut self, ui: &mut egui::Ui, map: &Map) {
        let _ = (ui, map);
    }
}

/// One of each tool, kept between switches so options survive.
#[derive(Default)]
pub struct Tools {
    pub select: SelectTool,
    pub base: BaseTool,
    pub path: PathTool,
    pub hq: HqTool,
    pub special: SpecialTool,
    pub region: RegionTool,
}

impl Tools {
    pub fn get_mut(&mut self, kind: ToolKind) -> &mut dyn Tool {
        match kind {
            ToolKind::Select => &mut self.select,
            ToolKind::Base => &mut self.base,
            ToolKind::Path => &mut self.path,
            ToolKind::Hq => &mut self.hq,
            ToolKind::Special => &mut self.special,
            ToolKind::Region => &mut self.region,
        }
    }

    pub fn get(&self, kind: ToolKind) -> &dyn Tool {
        match kind {
            ToolKind::Select => &self.select,
            ToolKind::Base => &self.base,
            ToolKind::Path => &self.path,
            ToolKind::Hq => &self.hq,
            ToolKind::Special => &self.special,
            ToolKind::Region => &self.region,
        }
    }
}

/// Placing tools select what they hit instead of stacking a new item on top of it.
pub(crate) fn select_hit(cx: &Cx<'_>, at: Point) -> Option<Vec<Output>> {
    cx.location_at(at)
        .map(|id| vec![Output::Select(Selection::one(Item::Loc(id)))])
}

/// Whether a point is far enough from every location to put a new one there.
pub(crate) fn crowded(cx: &Cx<'_>, at: Point, r: f32) -> Option<String> {
    let bases = cx.map.bases.iter().map(|b| (b.pos, &b.id, BASE_R));
    let hqs = cx.map.hqs.iter().map(|h| (h.pos, &h.id, HQ_R));
    bases
        .chain(hqs)
        .find(|(pos, _, rr)| pos.distance(at) < (r + rr) * 0.75)
        .map(|(_, id, _)| id.clone())
}
