//! The marks a play or lesson board draws over the scene: the glow and ring of targets, the
//! chosen location, highlighted locations, hover and focus, and arrows.

use super::fit::{arrow_ends, ring_size};
use egui::{Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2};

/// The outline a mark follows: a base's disc or an HQ's square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Outline {
    pub c: Pos2,
    /// Half the node's size on screen.
    pub e: f32,
    pub square: bool,
}

impl Outline {
    /// The square of an HQ grown by `grow` points, with its corner radius.
    fn rect(self, grow: f32) -> (Rect, CornerRadius) {
        let e = self.e + grow;
        let round = CornerRadius::same((e * 0.3).round().clamp(2.0, 255.0) as u8);
        (Rect::from_center_size(self.c, Vec2::splat(2.0 * e)), round)
    }

    /// A ring `grow` points outside the node's edge.
    pub fn ring(self, p: &Painter, grow: f32, stroke: Stroke) {
        if self.square {
            let (rect, round) = self.rect(grow);
            p.rect_stroke(rect, round, stroke, StrokeKind::Middle);
        } else {
            p.circle_stroke(self.c, self.e + grow, stroke);
        }
    }

    /// The node's shape grown by `grow` points, filled.
    pub fn glow(self, p: &Painter, grow: f32, fill: Color32) {
        if self.square {
            let (rect, round) = self.rect(grow);
            p.rect_filled(rect, round, fill);
        } else {
            p.circle_filled(self.c, self.e + grow, fill);
        }
    }
}

/// An arrow from `a` to `b`, leaving `clear_a` and `clear_b` free round its ends, `width`
/// wide with a head of `head`, on a halo; nothing when the ends are too close.
#[allow(clippy::too_many_arguments)]
pub(super) fn arrow(
    p: &Painter,
    (a, b): (Pos2, Pos2),
    (clear_a, clear_b): (f32, f32),
    width: f32,
    head: f32,
    r: f32,
    colour: Color32,
    halo: Color32,
) {
    let Some((s, t)) = arrow_ends(a, b, clear_a, clear_b) else {
        return;
    };
    let halo = Stroke::new(width + ring_size(r, 3.0), halo);
    let u = (t - s).normalized();
    let side = u.rot90() * head * 0.5;
    let base = t - u * head;
    let shaft_end = t - u * head * 0.8;
    p.line_segment([s, shaft_end], halo);
    p.line_segment([s, shaft_end], Stroke::new(width, colour));
    p.add(Shape::convex_polygon(
        vec![t, base + side, base - side],
        colour,
        Stroke::new(1.5, halo.color),
    ));
}
