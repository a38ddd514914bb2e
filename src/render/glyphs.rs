//! The badges' glyphs as SVG elements, from the drawing model's data ([`troop_glyph`],
//! [`rule_glyph`]), as the app's boards paint them.

use super::svg::n;
use crate::map::{Point, RuleSet};
use crate::pieces::Troop;
use std::fmt::Write;
use toyforge_core::draw::{GlyphPart, Ink, rule_glyph, troop_glyph};

/// The SVG elements of the glyph of the special bases under `rule` ([`rule_glyph`]) around
/// `c` in map units, `r` its radius, on a badge of colour `back` (as `#rrggbb`).
pub fn rule_svg(c: Point, r: f32, rule: Option<RuleSet>, back: &str) -> String {
    parts_svg(c, r, &rule_glyph(rule), back)
}

/// The SVG elements of `troop`'s glyph ([`troop_glyph`]) around `c` in map units, `r` its
/// radius: white figures, with holes in `back` (the badge's colour, as `#rrggbb`).
pub fn troop_svg(c: Point, r: f32, troop: Troop, back: &str) -> String {
    parts_svg(c, r, &troop_glyph(troop), back)
}

/// The SVG elements of a glyph's parts around `c`, `r` its radius: white figures, holes in
/// `back`.
pub fn parts_svg(c: Point, r: f32, glyph: &[GlyphPart], back: &str) -> String {
    let at = |q: Point| (c.x + q.x * r, c.y + q.y * r);
    let ink = |i: &Ink| match i {
        Ink::Fore => "#ffffff".to_string(),
        Ink::Back => back.to_string(),
        Ink::Colour(rgba) => rgba.to_hex(),
    };
    let points = |pts: &[Point]| {
        let xy: Vec<String> = pts
            .iter()
            .map(|&q| {
                let (x, y) = at(q);
                format!("{},{}", n(x), n(y))
            })
            .collect();
        xy.join(" ")
    };
    let mut out = String::new();
    for part in glyph {
        let _ = match part {
            GlyphPart::Disc { c, r: rr, ink: i } => {
                let (x, y) = at(*c);
                write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
                    n(x),
                    n(y),
                    n(rr * r),
                    ink(i)
                )
            }
            GlyphPart::Box {
                rect,
                round,
                ink: i,
            } => write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>",
                n(c.x + rect.x0 * r),
                n(c.y + rect.y0 * r),
                n(rect.width() * r),
                n(rect.height() * r),
                n(round * r),
                ink(i)
            ),
            GlyphPart::Polygon { pts, ink: i } => write!(
                out,
                "<polygon points=\"{}\" fill=\"{}\"/>",
                points(pts),
                ink(i)
            ),
            GlyphPart::Line { pts, width, ink: i } => write!(
                out,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" \
                 stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                points(pts),
                ink(i),
                n(width * r)
            ),
            GlyphPart::Ring {
                c,
                r: rr,
                width,
                ink: i,
            } => {
                let (x, y) = at(*c);
                write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" \
                     stroke-width=\"{}\"/>",
                    n(x),
                    n(y),
                    n(rr * r),
                    ink(i),
                    n(width * r)
                )
            }
        };
    }
    out
}
