//! Fitting the board into the space it gets: the transform from map to screen and the size
//! of the nodes, which follows the shortest distance between two locations on screen.

use egui::{Pos2, Rect, Vec2, vec2};

/// Smallest radius of a base on screen, in points: a board squeezed further overlaps.
pub(super) const MIN_RADIUS: f32 = 6.0;
/// Largest radius of a base on screen, in points: above it the board looks like a toy.
pub(super) const MAX_RADIUS: f32 = 26.0;
/// A base's radius as a share of the shortest distance between two locations on screen.
pub(super) const RADIUS_PER_GAP: f32 = 0.34;
/// Half the side of an HQ square, as a multiple of a base's radius.
#[cfg(test)]
pub(super) const HQ_SCALE: f32 =
    toyforge_core::draw::style::HQ_R / toyforge_core::draw::style::BASE_R;
/// Room kept around the board: this many node radii, plus a few points for the rings.
pub(super) const PAD_RADII: f32 = 1.35;
pub(super) const PAD_EXTRA: f32 = 6.0;
/// Names are written only when locations are at least this far apart on screen.
pub(super) const LABEL_MIN_GAP: f32 = 64.0;
/// Widest name under a node, in points (a wider one is written on two lines).
pub(super) const LABEL_MAX_WIDTH: f32 = 150.0;

/// The radius of a base when the closest two locations are `gap` points apart on screen.
pub(super) fn node_radius(gap: f32) -> f32 {
    if gap.is_finite() {
        (gap * RADIUS_PER_GAP).clamp(MIN_RADIUS, MAX_RADIUS)
    } else {
        MAX_RADIUS
    }
}

/// For each point, the distance to the closest other point (infinite when it is alone).
/// Points at the same place do not count: nothing could separate them anyway.
pub(super) fn nearest_distances(pts: &[Pos2]) -> Vec<f32> {
    let mut near = vec![f32::INFINITY; pts.len()];
    for i in 0..pts.len() {
        for j in i + 1..pts.len() {
            let d = pts[i].distance(pts[j]);
            if d > 1e-3 {
                near[i] = near[i].min(d);
                near[j] = near[j].min(d);
            }
        }
    }
    near
}

/// The map-to-screen transform of the board and the radius of its bases.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Fit {
    pub(super) scale: f32,
    pub(super) offset: Vec2,
    pub(super) radius: f32,
}

#[cfg(test)]
impl Fit {
    fn to_screen(self, p: Pos2) -> Pos2 {
        (p.to_vec2() * self.scale + self.offset).to_pos2()
    }
}

/// Fits the map rectangle `bounds` into the screen rectangle `area`, centred, leaving room
/// around for the nodes (whose size depends on the scale) and `label_room` more at the bottom
/// for the names under the lowest nodes. `min_gap` is the shortest distance between two
/// locations in map units (infinite with a single location).
pub(super) fn fit(bounds: Rect, area: Rect, min_gap: f32, label_room: f32) -> Fit {
    let mut radius = MAX_RADIUS;
    let mut scale = 1.0;
    let mut inner = area;
    // The radius depends on the scale and the scale on the room the radius takes: a few
    // rounds settle it (the radius only moves within its clamp).
    for _ in 0..4 {
        let pad = radius * PAD_RADII + PAD_EXTRA;
        inner = Rect::from_min_max(
            area.min + vec2(pad, pad),
            area.max - vec2(pad, pad + label_room),
        );
        let (w, h) = (inner.width().max(1.0), inner.height().max(1.0));
        let (bw, bh) = (bounds.width(), bounds.height());
        scale = match (bw > 1e-3, bh > 1e-3) {
            (true, true) => (w / bw).min(h / bh),
            (true, false) => w / bw,
            (false, true) => h / bh,
            (false, false) => 1.0,
        };
        radius = node_radius(min_gap * scale);
    }
    let offset = inner.center().to_vec2() - bounds.center().to_vec2() * scale;
    Fit {
        scale,
        offset,
        radius,
    }
}

/// Where an arrow from `a` to `b` starts and ends so that it leaves `clear_a` and `clear_b`
/// free around its ends; `None` when the locations are too close for an arrow to show.
pub(super) fn arrow_ends(a: Pos2, b: Pos2, clear_a: f32, clear_b: f32) -> Option<(Pos2, Pos2)> {
    let d = b - a;
    let len = d.length();
    if len <= clear_a + clear_b + 4.0 {
        return None;
    }
    let u = d / len;
    Some((a + u * clear_a, b - u * clear_b))
}

/// A ring's offset or width, `full` points round full-sized nodes, less round smaller ones
/// (so that the marks of a squeezed board do not cover it).
pub(super) fn ring_size(r: f32, full: f32) -> f32 {
    full * (r / MAX_RADIUS).clamp(0.35, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn node_radius_follows_the_gap_within_its_clamp() {
        assert_eq!(node_radius(1.0), MIN_RADIUS);
        assert_eq!(node_radius(1000.0), MAX_RADIUS);
        assert_eq!(node_radius(f32::INFINITY), MAX_RADIUS);
        let mid = node_radius(50.0);
        assert!(mid > MIN_RADIUS && mid < MAX_RADIUS, "{mid}");
        assert!(node_radius(40.0) < node_radius(60.0));
        // Two nodes at the closest distance never touch once the radius follows the gap.
        assert!(2.0 * node_radius(60.0) < 60.0);
    }

    #[test]
    fn nearest_distances_ignore_points_at_the_same_place() {
        let pts = [
            pos2(0.0, 0.0),
            pos2(3.0, 4.0),
            pos2(0.0, 10.0),
            pos2(0.0, 10.0),
        ];
        let near = nearest_distances(&pts);
        assert_eq!(near[0], 5.0);
        assert_eq!(near[1], 5.0);
        assert!((near[2] - 45.0_f32.sqrt()).abs() < 1e-4);
        assert!(nearest_distances(&[pos2(1.0, 1.0)])[0].is_infinite());
    }

    #[test]
    fn fit_keeps_every_node_and_its_name_inside_the_area() {
        let bounds = Rect::from_min_max(pos2(100.0, 100.0), pos2(900.0, 1300.0));
        for area in [
            Rect::from_min_size(pos2(10.0, 20.0), vec2(700.0, 600.0)),
            Rect::from_min_size(pos2(300.0, 80.0), vec2(330.0, 600.0)),
            Rect::from_min_size(pos2(0.0, 0.0), vec2(1200.0, 300.0)),
        ] {
            let room = 16.0;
            let f = fit(bounds, area, 80.0, room);
            assert!((MIN_RADIUS..=MAX_RADIUS).contains(&f.radius));
            for corner in [bounds.left_top(), bounds.right_bottom()] {
                let s = f.to_screen(corner);
                let e = f.radius * HQ_SCALE;
                assert!(
                    s.x - e >= area.left() && s.x + e <= area.right(),
                    "{area:?} {s:?}"
                );
                assert!(s.y - e >= area.top(), "{area:?} {s:?}");
                assert!(s.y + e + room <= area.bottom(), "{area:?} {s:?}");
            }
            // Centred along the axis with room to spare.
            let mid = f.to_screen(bounds.center());
            assert!((mid.x - area.center().x).abs() < 1.0);
        }
    }

    #[test]
    fn fit_shrinks_nodes_in_narrow_space() {
        let bounds = Rect::from_min_max(pos2(100.0, 100.0), pos2(900.0, 1300.0));
        let wide = fit(
            bounds,
            Rect::from_min_size(Pos2::ZERO, vec2(900.0, 900.0)),
            80.0,
            0.0,
        );
        let narrow = fit(
            bounds,
            Rect::from_min_size(Pos2::ZERO, vec2(300.0, 900.0)),
            80.0,
            0.0,
        );
        assert!(narrow.radius < wide.radius, "{narrow:?} {wide:?}");
        // The closest two nodes still stand apart.
        assert!(80.0 * narrow.scale > 2.0 * narrow.radius);
    }

    #[test]
    fn fit_handles_a_single_location_and_a_line() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(400.0, 300.0));
        let one = fit(
            Rect::from_center_size(pos2(5.0, 5.0), Vec2::ZERO),
            area,
            f32::INFINITY,
            0.0,
        );
        assert_eq!(one.radius, MAX_RADIUS);
        assert!((one.to_screen(pos2(5.0, 5.0)) - area.center()).length() < 1e-3);
        let line = Rect::from_min_max(pos2(0.0, 50.0), pos2(100.0, 50.0));
        let f = fit(line, area, 100.0, 0.0);
        assert!(f.scale.is_finite() && f.scale > 0.0);
        assert!(f.to_screen(pos2(100.0, 50.0)).x <= area.right());
    }

    #[test]
    fn rings_shrink_with_squeezed_nodes_only() {
        assert_eq!(ring_size(MAX_RADIUS, 6.0), 6.0);
        assert!(ring_size(13.0, 6.0) < 6.0);
        assert_eq!(ring_size(1.0, 10.0), 3.5);
    }

    #[test]
    fn arrow_ends_leave_room_around_both_nodes() {
        let (s, t) = arrow_ends(pos2(0.0, 0.0), pos2(100.0, 0.0), 20.0, 25.0).unwrap();
        assert_eq!(s, pos2(20.0, 0.0));
        assert_eq!(t, pos2(75.0, 0.0));
        assert_eq!(
            arrow_ends(pos2(0.0, 0.0), pos2(30.0, 0.0), 15.0, 15.0),
            None
        );
    }
}
