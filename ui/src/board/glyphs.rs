//! The glyphs of the special bases' badges, one per rule set, drawn in white with simple
//! shapes on a badge's disc (the SVG renderer draws the rule sets' figures as paths), and the
//! eight troops' glyphs, painted from the drawing model's data ([`troop_glyph`]) as the SVG
//! renderer paints them.

use super::polygon::fill_polygon;
use crate::map::Point;
use crate::map::RuleSet;
use crate::pieces::Troop;
use egui::epaint::PathStroke;
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, vec2};
use std::f32::consts::{FRAC_PI_2, PI, TAU};
use toyforge_core::draw::glyph::star_points;
use toyforge_core::draw::{GlyphPart, Ink, troop_glyph};

/// Paints the glyph of `rule` around `c`, within about `r` of it.
pub fn paint(p: &Painter, c: Pos2, r: f32, rule: Option<RuleSet>) {
    let ink = Color32::WHITE;
    let line = |w: f32| Stroke::new((r * w).max(1.0), ink);
    match rule {
        Some(RuleSet::CastleField) => {
            // A tower with three merlons.
            let body =
                Rect::from_min_max(c + vec2(-0.6 * r, -0.25 * r), c + vec2(0.6 * r, 0.8 * r));
            p.rect_filled(body, 0.0, ink);
            for k in [-1.0, 0.0, 1.0] {
                let m = Rect::from_center_size(
                    c + vec2(0.45 * r * k, -0.45 * r),
                    vec2(0.3 * r, 0.4 * r),
                );
                p.rect_filled(m, 0.0, ink);
            }
        }
        Some(RuleSet::TropicalPool) => {
            // Waves.
            for k in [-0.35, 0.35] {
                let pts: Vec<Pos2> = (0..=12)
                    .map(|i| {
                        let t = i as f32 / 12.0;
                        c + vec2(
                            (t - 0.5) * 1.6 * r,
                            k * r + (t * TAU * 1.5).sin() * 0.18 * r,
                        )
                    })
                    .collect();
                p.add(Shape::line(pts, PathStroke::new((r * 0.22).max(1.0), ink)));
            }
        }
        Some(RuleSet::CityOfClouds) => {
            p.circle_filled(c + vec2(-0.4 * r, 0.2 * r), 0.4 * r, ink);
            p.circle_filled(c + vec2(0.05 * r, -0.15 * r), 0.5 * r, ink);
            p.circle_filled(c + vec2(0.5 * r, 0.25 * r), 0.36 * r, ink);
            p.rect_filled(
                Rect::from_min_max(c + vec2(-0.4 * r, 0.2 * r), c + vec2(0.5 * r, 0.6 * r)),
                0.0,
                ink,
            );
        }
        Some(RuleSet::VolcanicJungle) => {
            let pts = vec![
                c + vec2(-0.9 * r, 0.75 * r),
                c + vec2(-0.25 * r, -0.4 * r),
                c + vec2(0.25 * r, -0.4 * r),
                c + vec2(0.9 * r, 0.75 * r),
            ];
            p.add(Shape::convex_polygon(pts, ink, Stroke::NONE));
            p.circle_filled(c + vec2(0.0, -0.75 * r), 0.18 * r, ink);
        }
        Some(RuleSet::CursedCemetery) => {
            // A skull.
            p.circle_filled(c + vec2(0.0, -0.15 * r), 0.7 * r, ink);
            p.rect_filled(
                Rect::from_min_max(c + vec2(-0.4 * r, 0.3 * r), c + vec2(0.4 * r, 0.9 * r)),
                0.0,
                ink,
            );
        }
        Some(RuleSet::CaribbeanSea) => {
            // An anchor.
            let s = line(0.2);
            p.circle_stroke(c + vec2(0.0, -0.65 * r), 0.22 * r, s);
            p.line_segment([c + vec2(0.0, -0.43 * r), c + vec2(0.0, 0.85 * r)], s);
            p.line_segment(
                [c + vec2(-0.45 * r, -0.1 * r), c + vec2(0.45 * r, -0.1 * r)],
                s,
            );
            let arc: Vec<Pos2> = (0..=10)
                .map(|i| {
                    let a = PI * i as f32 / 10.0;
                    c + vec2(-0.8 * r * a.cos(), 0.3 * r + 0.55 * r * a.sin())
                })
                .collect();
            p.add(Shape::line(arc, PathStroke::new(s.width, ink)));
        }
        Some(RuleSet::StationMetalX) => {
            // A no-effect sign: effects are switched off here.
            let s = line(0.24);
            p.circle_stroke(c, 0.75 * r, s);
            p.line_segment(
                [c + vec2(-0.53 * r, 0.53 * r), c + vec2(0.53 * r, -0.53 * r)],
                s,
            );
        }
        Some(RuleSet::Battlefield) => {
            // A snowflake: the effect freezes a troop.
            let s = line(0.2);
            for i in 0..3 {
                let a = i as f32 * PI / 3.0 + FRAC_PI_2;
                let d = 0.9 * r * vec2(a.cos(), a.sin());
                p.line_segment([c - d, c + d], s);
            }
        }
        None => star(p, c, r, ink),
    }
}

/// A five-pointed star.
fn star(p: &Painter, c: Pos2, r: f32, ink: Color32) {
    let pts: Vec<Pos2> = star_points(r)
        .into_iter()
        .map(|q| c + vec2(q.x, q.y))
        .collect();
    fill_polygon(p, &pts, ink);
}

/// Paints the glyph of `troop` ([`troop_glyph`], the drawing model's) in white around `c`,
/// within about `r` of it, on a disc of colour `bg` (eyes and other holes are painted in it).
pub fn troop(p: &Painter, c: Pos2, r: f32, troop: Troop, bg: Color32) {
    let at = |q: Point| c + vec2(q.x * r, q.y * r);
    let colour = |i: Ink| match i {
        Ink::Fore => Color32::WHITE,
        Ink::Back => bg,
    };
    for part in troop_glyph(troop) {
        match part {
            GlyphPart::Disc { c, r: rr, ink } => {
                p.circle_filled(at(c), rr * r, colour(ink));
            }
            GlyphPart::Box { rect, round, ink } => {
                let (min, max) = (Point::new(rect.x0, rect.y0), Point::new(rect.x1, rect.y1));
                p.rect_filled(Rect::from_min_max(at(min), at(max)), round * r, colour(ink));
            }
            GlyphPart::Polygon { pts, ink } => {
                let pts: Vec<Pos2> = pts.into_iter().map(at).collect();
                fill_polygon(p, &pts, colour(ink));
            }
            GlyphPart::Line { pts, width } => {
                let pts: Vec<Pos2> = pts.into_iter().map(at).collect();
                let stroke = PathStroke::new((width * r).max(1.0), Color32::WHITE);
                p.add(Shape::line(pts, stroke));
            }
        };
    }
}
