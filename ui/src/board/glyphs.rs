//! The glyphs of the board's badges, painted from the drawing model's data
//! ([`troop_glyph`], [`rule_glyph`]) as the SVG renderer paints them: white figures on a
//! badge's disc, holes in the disc's colour.

use super::paint::c32;
use super::polygon::fill_polygon;
use crate::map::Point;
use crate::map::RuleSet;
use crate::pieces::Troop;
use egui::epaint::PathStroke;
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, vec2};
use toyforge_core::draw::{GlyphPart, Ink, rule_glyph, troop_glyph};

/// Paints the glyph of the special bases under `rule` ([`rule_glyph`]) around `c`, `r` its
/// radius, on a disc of colour `bg`.
pub fn rule(p: &Painter, c: Pos2, r: f32, rule: Option<RuleSet>, bg: Color32) {
    parts(p, c, r, &rule_glyph(rule), bg);
}

/// Paints the glyph of `troop` ([`troop_glyph`]) around `c`, `r` its radius, on a disc of
/// colour `bg`.
pub fn troop(p: &Painter, c: Pos2, r: f32, troop: Troop, bg: Color32) {
    parts(p, c, r, &troop_glyph(troop), bg);
}

/// Paints a glyph's parts around `c`, `r` its radius: white ink, holes in `bg`.
pub fn parts(p: &Painter, c: Pos2, r: f32, glyph: &[GlyphPart], bg: Color32) {
    let at = |q: Point| c + vec2(q.x * r, q.y * r);
    let colour = |i: Ink| match i {
        Ink::Fore => Color32::WHITE,
        Ink::Back => bg,
        Ink::Colour(rgba) => c32(rgba),
    };
    for part in glyph {
        match part {
            GlyphPart::Disc { c, r: rr, ink } => {
                p.circle_filled(at(*c), rr * r, colour(*ink));
            }
            GlyphPart::Box { rect, round, ink } => {
                let (min, max) = (Point::new(rect.x0, rect.y0), Point::new(rect.x1, rect.y1));
                p.rect_filled(
                    Rect::from_min_max(at(min), at(max)),
                    round * r,
                    colour(*ink),
                );
            }
            GlyphPart::Polygon { pts, ink } => {
                let pts: Vec<Pos2> = pts.iter().map(|&q| at(q)).collect();
                fill_polygon(p, &pts, colour(*ink));
            }
            GlyphPart::Line { pts, width, ink } => {
                let pts: Vec<Pos2> = pts.iter().map(|&q| at(q)).collect();
                let stroke = PathStroke::new((width * r).max(1.0), colour(*ink));
                p.add(Shape::line(pts, stroke));
            }
            GlyphPart::Ring {
                c,
                r: rr,
                width,
                ink,
            } => {
                let stroke = Stroke::new((width * r).max(1.0), colour(*ink));
                p.circle_stroke(at(*c), rr * r, stroke);
            }
        };
    }
}
