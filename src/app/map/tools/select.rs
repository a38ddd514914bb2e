//! Select and move: click, Shift+click, box select, drag to move the selection, arrow keys to
//! nudge, Delete to remove.

use super::{Cx, Output, Tool, ToolKind};
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::app::theme::Palette;
use crate::map::Point;
use egui::{Key, Painter, Rect, Stroke, StrokeKind};

/// The gesture in progress.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum SelectState {
    #[default]
    Idle,
    /// Moving `items`; `anchor` is the point of the item grabbed, as it was when the drag began.
    Moving {
        items: Vec<Item>,
        grab: Point,
        anchor: Point,
        /// Offset applied so far.
        moved: (f32, f32),
    },
    /// Dragging a selection box.
    Boxing {
        from: Point,
        to: Point,
        additive: bool,
    },
}

#[derive(Default)]
pub struct SelectTool {
    pub state: SelectState,
}

/// The point that moves with an item (a location, a medal marker, a path's first end).
fn anchor_of(cx: &Cx<'_>, item: &Item) -> Option<Point> {
    match item {
        Item::Loc(id) => cx.geo.pos(id),
        Item::Region(id) => cx.map.region(id).map(|r| r.marker),
        Item::Path(a, _) => cx.geo.pos(a),
    }
}

impl Tool for SelectTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Select
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        self.state = SelectState::Idle;
        let hit = cx.item_at(at);
        let mut sel = cx.selection.clone();
        match (hit, cx.mods.shift || cx.mods.command) {
            (Some(item), true) => sel.toggle(item),
            (Some(item), false) => sel = Selection::one(item),
            (None, true) => return Vec::new(),
            (None, false) => sel.clear(),
        }
        vec![Output::Select(sel)]
    }

    fn drag_start(&mut self, cx: &Cx<'_>, from: Point) -> Vec<Output> {
        let mut out = Vec::new();
        match cx.draggable_at(from) {
            Some(item) => {
                let items = if cx.selection.contains(&item) {
                    cx.selection.items().to_vec()
                } else {
                    let sel = Selection::one(item.clone());
                    out.push(Output::Select(sel));
                    vec![item.clone()]
                };
                let anchor = anchor_of(cx, &item).unwrap_or(from);
                self.state = SelectState::Moving {
                    items,
                    grab: from,
                    anchor,
                    moved: (0.0, 0.0),
                };
            }
            None => {
                self.state = SelectState::Boxing {
                    from,
                    to: from,
                    additive: cx.mods.shift || cx.mods.command,
                };
            }
        }
        out
    }

    fn drag(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        match &mut self.state {
            SelectState::Moving {
                items,
                grab,
                anchor,
                moved,
            } => {
                let target = cx.snap(Point::new(
                    anchor.x + at.x - grab.x,
                    anchor.y + at.y - grab.y,
                ));
                let want = (target.x - anchor.x, target.y - anchor.y);
                let (dx, dy) = (want.0 - moved.0, want.1 - moved.1);
                if dx == 0.0 && dy == 0.0 {
                    return Vec::new();
                }
                *moved = want;
                vec![Output::GestureEdit(Edit::MoveBy {
                    items: items.clone(),
                    dx,
                    dy,
                })]
            }
            SelectState::Boxing { to, .. } => {
                *to = at;
                Vec::new()
            }
            SelectState::Idle => Vec::new(),
        }
    }

    fn drag_end(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let mut out = self.drag(cx, at);
        if let SelectState::Boxing { from, to, additive } = std::mem::take(&mut self.state) {
            let (lo, hi) = (
                Point::new(from.x.min(to.x), from.y.min(to.y)),
                Point::new(from.x.max(to.x), from.y.max(to.y)),
            );
            let inside = |p: Point| p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y;
            let map = cx.map;
            let mut found = Selection::default();
            for b in &map.bases {
                if inside(b.pos) {
                    found.add(Item::Loc(b.id.clone()));
                }
            }
            for h in &map.hqs {
                if inside(h.pos) {
                    found.add(Item::Loc(h.id.clone()));
                }
            }
            for r in &map.regions {
                if inside(r.marker) {
                    found.add(Item::Region(r.id.clone()));
                }
            }
            for (p, ends) in map.paths.iter().zip(&cx.geo.paths) {
                if let Some((a, b)) = ends
                    && inside(*a)
                    && inside(*b)
                {
                    found.add(Item::Path(p.0.clone(), p.1.clone()));
                }
            }
            let sel = if additive {
                let mut s = cx.selection.clone();
                s.union(&found);
                s
            } else {
                found
            };
            out.push(Output::Select(sel));
        }
        self.state = SelectState::Idle;
        out
    }

    fn key(&mut self, cx: &Cx<'_>, key: Key) -> Vec<Output> {
        if cx.selection.is_empty() {
            return Vec::new();
        }
        let step = cx.snap.unwrap_or(if cx.mods.shift { 10.0 } else { 1.0 });
        let (dx, dy) = match key {
            Key::ArrowLeft => (-step, 0.0),
            Key::ArrowRight => (step, 0.0),
            Key::ArrowUp => (0.0, -step),
            Key::ArrowDown => (0.0, step),
            Key::Delete | Key::Backspace => {
                return vec![
                    Output::Edit(Edit::Delete(cx.selection.items().to_vec())),
                    Output::Select(Selection::default()),
                ];
            }
            _ => return Vec::new(),
        };
        vec![Output::Nudge(Edit::MoveBy {
            items: cx.selection.items().to_vec(),
            dx,
            dy,
        })]
    }

    fn cancel(&mut self) -> Vec<Output> {
        match std::mem::take(&mut self.state) {
            SelectState::Moving { .. } => vec![Output::CancelGesture],
            _ => Vec::new(),
        }
    }

    fn busy(&self) -> bool {
        self.state != SelectState::Idle
    }

    fn paint(&self, cx: &Cx<'_>, painter: &Painter, _hover: Option<Point>, pal: &Palette) {
        if let SelectState::Boxing { from, to, .. } = &self.state {
            let r = Rect::from_two_pos(cx.tf.pos(*from), cx.tf.pos(*to));
            painter.rect(
                r,
                0.0,
                pal.selection.gamma_multiply(0.12),
                Stroke::new(1.0, pal.selection),
                StrokeKind::Inside,
            );
        }
    }
}
