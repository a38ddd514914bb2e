//! The canvas widget: pan and zoom by pointer and keys, the grid, the background image, the
//! map painted through [`super::draw`], and the routing of pointer gestures to the current tool.

use super::background::Background;
use super::canvas::{MAX_ZOOM, MIN_ZOOM, View, bounds, drawn_points};
use super::draw::{self, Overlay};
use super::tools::{Cx, Output, Tool};
use crate::app::i18n::lang;
use crate::app::theme::{Palette, Prefs};
use crate::map::{Map, Point, Severity};
use egui::{Key, PointerButton, Pos2, Rect, Response, Role, Sense, Stroke, Ui, WidgetInfo, vec2};
use std::collections::HashMap;
use toyforge_core::tr;
use toyforge_ui::board::ToScreen;

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
    /// What was framed last and the view that framed it: while the view is still that one (no
    /// pan or zoom since), a canvas of another size frames the same points again, so the map
    /// keeps filling a window that is resized.
    framed: Option<(Vec<Point>, View)>,
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
        resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, tr!(lang(), "canvas-label")));
        let rect = resp.rect;
        let resized = self.rect.is_some_and(|r| r.size() != rect.size());
        self.rect = Some(rect);

        if resized
            && self.pending_frame.is_none()
            && let Some((points, view)) = &self.framed
            && *view == self.view
        {
            self.pending_frame = Some(points.clone());
        }
        if let Some(points) = self.pending_frame.take() {
            match bounds(points.iter().copied()) {
                Some((lo, hi)) => self.view.frame(rect, lo, hi),
                None => self.view = View::default(),
            }
            self.framed = Some((points, self.view));
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

        // Tool gestures (primary button, unless space pans, and not the click or drag that
        // closes a menu or a dropdown).
        if !self.panning && !toyforge_ui::popups::press_began_in_popup(ui.ctx()) {
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
                tr!(lang(), "canvas-empty"),
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
