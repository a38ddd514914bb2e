//! The canvas: the view transform between map and screen coordinates, pan and zoom, the grid,
//! the background image, and the routing of pointer gestures to the current tool.
//!
//! Map coordinates are [`crate::map::Point`]; screen coordinates are [`egui::Pos2`]. Only
//! [`ToScreen`] (the board painter's one transform, from [`View::to_screen`]) converts between
//! them, so the two cannot be mixed by accident.

use super::background::Background;
use super::draw::{self, Overlay};
use super::theme::{Palette, Prefs};
use super::tools::{Cx, Output, Tool};
use crate::map::{Map, Point, Severity};
use egui::{
    Key, PointerButton, Pos2, Rect, Response, Role, Sense, Stroke, Ui, Vec2, WidgetInfo, vec2,
};
use std::collections::HashMap;
use toyforge_core::draw::{LabelStyle, Scene};
use toyforge_ui::board::ToScreen;

pub const MIN_ZOOM: f32 = 0.02;
pub const MAX_ZOOM: f32 = 20.0;

/// Which part of the map the canvas shows: the map point at the centre and the scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub center: Point,
    /// Screen points per map unit.
    pub zoom: f32,
}

impl Default for View {
    fn default() -> Self {
        View {
            center: Point::new(400.0, 300.0),
            zoom: 1.0,
        }
    }
}

impl View {
    /// The view placed on a screen rectangle: the board painter's transform
    /// ([`ToScreen`], which converts map points to screen points and back), the board's sizes
    /// kept from shrinking below a few pixels.
    pub fn to_screen(&self, rect: Rect) -> ToScreen {
        ToScreen::centred(self.center, self.zoom, rect.center())
            .min_size(draw::MIN_BASE_PX / draw::BASE_R)
    }
}

impl View {
    /// Moves the view so the map slides by `delta` screen points.
    pub fn pan(&mut self, delta: Vec2) {
        self.center.x -= delta.x / self.zoom;
        self.center.y -= delta.y / self.zoom;
    }

    /// Zooms by `factor`, keeping the map point under `at` (a screen point) where it is.
    pub fn zoom_at(&mut self, rect: Rect, at: Pos2, factor: f32) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let tf = self.to_screen(rect);
        let fixed = tf.to_model(at);
        self.zoom = (self.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        let tf = self.to_screen(rect);
        let now = tf.to_model(at);
        self.center.x += fixed.x - now.x;
        self.center.y += fixed.y - now.y;
    }

    /// Shows the box `lo`–`hi` (map units) in `rect` with a margin.
    pub fn frame(&mut self, rect: Rect, lo: Point, hi: Point) {
        let w = (hi.x - lo.x).max(1.0) + 2.0 * draw::HQ_R + 40.0;
        let h = (hi.y - lo.y).max(1.0) + 2.0 * draw::HQ_R + 60.0;
        let zoom = (rect.width() / w).min(rect.height() / h);
        if zoom.is_finite() && zoom > 0.0 {
            self.zoom = zoom.clamp(MIN_ZOOM, 2.5);
        }
        self.center = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    }
}

/// Bounding box of points, if any.
pub fn bounds(points: impl IntoIterator<Item = Point>) -> Option<(Point, Point)> {
    let mut it = points
        .into_iter()
        .filter(|p| p.x.is_finite() && p.y.is_finite());
    let first = it.next()?;
    Some(it.fold((first, first), |(lo, hi), p| {
        (
            Point::new(lo.x.min(p.x), lo.y.min(p.y)),
            Point::new(hi.x.max(p.x), hi.y.max(p.y)),
        )
    }))
}

/// Everything drawn on the map: locations and markers.
pub fn map_points(map: &Map) -> impl Iterator<Item = Point> + '_ {
    map.bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
        .chain(map.regions.iter().map(|r| r.marker))
}

/// The corners of everything drawn on the map: locations and markers, and the boxes of the
/// labels the board's scene places around them (a name beside an HQ at the edge of the map
/// reaches well past it).
pub fn drawn_points(map: &Map) -> Vec<Point> {
    let scene = Scene::from_map(map);
    let labels = scene.labels(&LabelStyle::default());
    let corners = labels.iter().flat_map(|l| {
        let r = l.placed.rect;
        [Point::new(r.x0, r.y0), Point::new(r.x1, r.y1)]
    });
    map_points(map).chain(corners).collect()
}

/// What the canvas needs to remember between frames.
#[derive(Default)]
pub struct CanvasState {
    pub view: View,
    /// Fit the map (or the given points) into the canvas on the next frame.
    pub pending_frame: Option<Vec<Point>>,
    /// Whether the current primary drag pans the view (space held when it began).
    panning: bool,
    /// Whether the tool received the start of the current primary drag.
    tool_drag: bool,
    last_drag: Option<Pos2>,
    /// The map point under the pointer.
    pub hover: Option<Point>,
    /// The canvas rectangle of the last frame.
    pub rect: Option<Rect>,
}

/// What happened on the canvas this frame.
#[derive(Default)]
pub struct CanvasEvents {
    pub outputs: Vec<Output>,
    pub gesture_started: bool,
    pub gesture_ended: bool,
}

/// Everything the canvas draws besides its own state.
pub struct CanvasInput<'a> {
    pub map: &'a Map,
    pub geo: &'a draw::Geometry,
    pub selection: &'a super::selection::Selection,
    pub prefs: &'a Prefs,
    pub problems: &'a HashMap<String, Severity>,
    pub background: &'a mut Background,
    pub seen: &'a super::edit::SeenIds,
}

impl CanvasState {
    /// Asks for the whole map to be framed on the next frame, its labels included.
    pub fn fit(&mut self, map: &Map) {
        self.pending_frame = Some(drawn_points(map));
    }

    pub fn show(
        &mut self,
        ui: &mut Ui,
        input: CanvasInput<'_>,
        tool: &mut dyn Tool,
    ) -> CanvasEvents {
        let pal = Palette::new(input.prefs.dark);
        let (resp, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Battlefield canvas"));
        let rect = resp.rect;
        self.rect = Some(rect);

        if let Some(points) = self.pending_frame.take() {
            match bounds(points) {
                Some((lo, hi)) => self.view.frame(rect, lo, hi),
                None => self.view = View::default(),
            }
        }

        let mut ev = CanvasEvents::default();
        self.navigate(ui, &resp, rect);

        let tf = self.view.to_screen(rect);
        self.hover = resp.hover_pos().map(|p| tf.to_model(p));
        let mods = ui.input(|i| i.modifiers);
        let cx = Cx {
            map: input.map,
            geo: input.geo,
            selection: input.selection,
            tf: &tf,
            snap: input.prefs.snap_step(),
            mods,
            seen: input.seen,
        };

        // Tool gestures (primary button, unless space pans).
        if !self.panning {
            if resp.clicked_by(PointerButton::Primary)
                && let Some(p) = resp.interact_pointer_pos()
            {
                ev.outputs.extend(tool.click(&cx, tf.to_model(p)));
            }
            if resp.drag_started_by(PointerButton::Primary) {
                let origin = ui
                    .input(|i| i.pointer.press_origin())
                    .or(resp.interact_pointer_pos());
                if let Some(o) = origin {
                    self.tool_drag = true;
                    ev.gesture_started = true;
                    ev.outputs.extend(tool.drag_start(&cx, tf.to_model(o)));
                }
            }
            if self.tool_drag
                && resp.dragged_by(PointerButton::Primary)
                && let Some(p) = resp.interact_pointer_pos()
            {
                self.last_drag = Some(p);
                ev.outputs.extend(tool.drag(&cx, tf.to_model(p)));
            }
        }
        if resp.drag_stopped_by(PointerButton::Primary) {
            if self.tool_drag {
                let p = resp
                    .interact_pointer_pos()
                    .or(ui.input(|i| i.pointer.latest_pos()))
                    .or(self.last_drag);
                if let Some(p) = p {
                    ev.outputs.extend(tool.drag_end(&cx, tf.to_model(p)));
                }
                ev.gesture_ended = true;
            }
            self.tool_drag = false;
            self.panning = false;
            self.last_drag = None;
        }

        // Drawing.
        painter.rect_filled(rect, 0.0, pal.background);
        input.background.paint(ui.ctx(), &painter, &tf);
        if input.prefs.show_grid {
            paint_grid(&painter, rect, &tf, input.prefs.grid, &pal);
        }
        let hovered = self
            .hover
            .filter(|_| !self.tool_drag)
            .and_then(|p| cx.item_at(p));
        let ov = Overlay {
            selection: input.selection,
            hovered: hovered.as_ref(),
            problems: input.problems,
            show_ids: input.prefs.show_ids,
        };
        draw::paint_map(&painter, &tf, input.map, input.geo, &ov, &pal);
        tool.paint(&cx, &painter, self.hover, &pal);
        if input.map.bases.is_empty() && input.map.hqs.is_empty() {
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                "Empty battlefield: press B and click to place bases, H for HQs, P to join them",
                egui::FontId::proportional(16.0),
                pal.weak_text,
            );
        }
        if self.panning || (resp.hovered() && space_down(ui)) {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grab);
        }
        ev
    }

    /// Pan (middle drag, space+drag, two-finger scroll sideways) and zoom (wheel, pinch).
    fn navigate(&mut self, ui: &Ui, resp: &Response, rect: Rect) {
        if resp.drag_started_by(PointerButton::Primary) && space_down(ui) {
            self.panning = true;
        }
        if resp.dragged_by(PointerButton::Middle)
            || (self.panning && resp.dragged_by(PointerButton::Primary))
        {
            self.view.pan(resp.drag_delta());
        }
        if resp.drag_stopped_by(PointerButton::Middle) {
            self.panning = false;
        }
        if resp.hovered() {
            let (scroll, zoom, pointer) = ui.input(|i| {
                (
                    i.smooth_scroll_delta(),
                    i.zoom_delta(),
                    i.pointer.hover_pos(),
                )
            });
            let at = pointer.unwrap_or(rect.center());
            let mut factor = zoom;
            if scroll.y != 0.0 {
                factor *= (scroll.y * 0.003).exp();
            }
            if factor != 1.0 {
                self.view.zoom_at(rect, at, factor);
            }
            if scroll.x != 0.0 {
                self.view.pan(vec2(scroll.x, 0.0));
            }
        }
    }

    /// Zooms by `factor` about the canvas centre (toolbar buttons, keyboard).
    pub fn zoom_center(&mut self, factor: f32) {
        if let Some(rect) = self.rect {
            self.view.zoom_at(rect, rect.center(), factor);
        } else {
            self.view.zoom = (self.view.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        }
    }
}

fn space_down(ui: &Ui) -> bool {
    !ui.ctx().egui_wants_keyboard_input() && ui.input(|i| i.key_down(Key::Space))
}

/// Grid lines every `step` map units (every 5th stronger), thinned out when zoomed out.
fn paint_grid(painter: &egui::Painter, rect: Rect, tf: &ToScreen, step: f32, pal: &Palette) {
    if step.is_nan() || step < 1.0 {
        return;
    }
    let mut s = step;
    let mut guard = 0;
    while s * tf.scale < 10.0 && guard < 10 {
        s *= 5.0;
        guard += 1;
    }
    let major = s * 5.0;
    let lo = tf.to_model(rect.min);
    let hi = tf.to_model(rect.max);
    let is_major = |v: f32| ((v / major).round() * major - v).abs() < s * 0.01;
    let mut x = (lo.x / s).floor() * s;
    let mut n = 0;
    while x <= hi.x && n < 1000 {
        let sx = tf.pos(Point::new(x, 0.0)).x;
        let c = if is_major(x) {
            pal.grid_major
        } else {
            pal.grid_minor
        };
        painter.vline(sx, rect.y_range(), Stroke::new(1.0, c));
        x += s;
        n += 1;
    }
    let mut y = (lo.y / s).floor() * s;
    let mut n = 0;
    while y <= hi.y && n < 1000 {
        let sy = tf.pos(Point::new(0.0, y)).y;
        let c = if is_major(y) {
            pal.grid_major
        } else {
            pal.grid_minor
        };
        painter.hline(rect.x_range(), sy, Stroke::new(1.0, c));
        y += s;
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn screen_and_model_round_trip() {
        let view = View {
            center: Point::new(100.0, 50.0),
            zoom: 2.5,
        };
        let tf = view.to_screen(Rect::from_min_size(pos2(10.0, 20.0), vec2(800.0, 600.0)));
        let p = Point::new(-33.0, 71.5);
        let back = tf.to_model(tf.pos(p));
        assert!((back.x - p.x).abs() < 1e-3 && (back.y - p.y).abs() < 1e-3);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_cursor() {
        let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0));
        let mut view = View::default();
        let at = pos2(123.0, 456.0);
        let before = view.to_screen(rect).to_model(at);
        view.zoom_at(rect, at, 1.7);
        let after = view.to_screen(rect).to_model(at);
        assert!((before.x - after.x).abs() < 1e-3 && (before.y - after.y).abs() < 1e-3);
        assert!((view.zoom - 1.7).abs() < 1e-6);
    }

    #[test]
    fn fitting_the_map_keeps_every_label_on_the_canvas() {
        let map = crate::app::bundled_map();
        let rect = Rect::from_min_size(pos2(0.0, 40.0), vec2(900.0, 780.0));
        let mut view = View::default();
        let (lo, hi) = bounds(drawn_points(&map)).unwrap();
        view.frame(rect, lo, hi);
        let tf = view.to_screen(rect);
        let scene = Scene::from_map(&map);
        let labels = scene.labels(&LabelStyle::default());
        assert_eq!(labels.len(), scene.nodes.len() + scene.regions.len());
        for l in &labels {
            let r = l.placed.rect;
            for corner in [Point::new(r.x0, r.y0), Point::new(r.x1, r.y1)] {
                assert!(
                    rect.contains(tf.pos(corner)),
                    "{:?} reaches past the canvas",
                    l.lines[0].text
                );
            }
        }
    }
}
