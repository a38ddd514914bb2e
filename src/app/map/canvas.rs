//! The view of the map on screen: the transform between map and screen coordinates, pan and
//! zoom, and the extent of what is drawn (to frame it).
//!
//! Map coordinates are [`crate::map::Point`]; screen coordinates are [`egui::Pos2`]. Only
//! [`ToScreen`] (the board painter's one transform, from [`View::to_screen`]) converts between
//! them, so the two cannot be mixed by accident.

use crate::map::{Map, Point};
use egui::{Pos2, Rect, Vec2};
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
            .min_size(super::draw::MIN_BASE_PX / super::draw::BASE_R)
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
        let w = (hi.x - lo.x).max(1.0) + 2.0 * toyforge_core::draw::style::HQ_R + 40.0;
        let h = (hi.y - lo.y).max(1.0) + 2.0 * toyforge_core::draw::style::HQ_R + 60.0;
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

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};

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
