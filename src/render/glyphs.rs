//! The badges of special bases, one per rule set, drawn with simple shapes so that they render
//! the same with any font, and the troops' glyphs from the drawing model's data, as the app's
//! boards paint them.

use super::svg::n;
use crate::map::{Point, RuleSet};
use crate::pieces::Troop;
use std::fmt::Write;
use toyforge_core::draw::{GlyphPart, Ink, troop_glyph};

/// A badge: the white glyph drawn around (0, 0) within about ±8 units, on a disc of radius 13
/// in the rule's colour ([`toyforge_core::draw::special_colour`]).
pub struct Badge {
    pub glyph: &'static str,
    /// What the glyph shows, for the legend and tooltips.
    pub what: &'static str,
}

/// The badge of a special base under `rule` (a plain star when the map has no rule).
pub fn badge(rule: Option<RuleSet>) -> Badge {
    match rule {
        Some(RuleSet::CastleField) => Badge {
            glyph: "<path d=\"M-7,8 V-3 H-7 V-8 H-4 V-5 H-1.5 V-8 H1.5 V-5 H4 V-8 H7 V8 Z\" fill=\"#ffffff\"/>\
                    <rect x=\"-1.8\" y=\"2.5\" width=\"3.6\" height=\"5.5\" rx=\"1.8\" fill=\"#7a5632\"/>",
            what: "castle tower",
        },
        Some(RuleSet::TropicalPool) => Badge {
            glyph: "<path d=\"M-8,-1 q2,-3 4,0 t4,0 t4,0 t4,0 M-8,5 q2,-3 4,0 t4,0 t4,0 t4,0\" \
                    fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-linecap=\"round\"/>",
            what: "waves",
        },
        Some(RuleSet::CityOfClouds) => Badge {
            glyph: "<g fill=\"#ffffff\"><circle cx=\"-4\" cy=\"2\" r=\"4\"/><circle cx=\"1\" cy=\"-1.5\" r=\"5\"/>\
                    <circle cx=\"5\" cy=\"2.5\" r=\"3.5\"/><rect x=\"-4\" y=\"2\" width=\"9\" height=\"4\"/></g>",
            what: "cloud",
        },
        Some(RuleSet::VolcanicJungle) => Badge {
            glyph: "<path d=\"M-8.5,7 L-2.5,-3.5 H2.5 L8.5,7 Z\" fill=\"#ffffff\"/>\
                    <path d=\"M-2.5,-3.5 L0,-1 L2.5,-3.5\" fill=\"none\" stroke=\"#b8401a\" stroke-width=\"1.4\"/>\
                    <circle cx=\"-2\" cy=\"-7\" r=\"1.6\" fill=\"#ffd166\"/><circle cx=\"2.2\" cy=\"-8\" r=\"1.3\" fill=\"#ffd166\"/>",
            what: "volcano",
        },
        Some(RuleSet::CursedCemetery) => Badge {
            glyph: "<circle cx=\"0\" cy=\"-1.5\" r=\"6.2\" fill=\"#ffffff\"/>\
                    <rect x=\"-3.6\" y=\"2.5\" width=\"7.2\" height=\"5\" rx=\"1\" fill=\"#ffffff\"/>\
                    <circle cx=\"-2.3\" cy=\"-1.5\" r=\"1.7\" fill=\"#5b4770\"/><circle cx=\"2.3\" cy=\"-1.5\" r=\"1.7\" fill=\"#5b4770\"/>\
                    <path d=\"M-1.2,5 V7.5 M1.2,5 V7.5\" stroke=\"#5b4770\" stroke-width=\"0.9\"/>",
            what: "skull",
        },
        Some(RuleSet::CaribbeanSea) => Badge {
            glyph: "<g fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1.8\" stroke-linecap=\"round\">\
                    <circle cx=\"0\" cy=\"-5.5\" r=\"2\"/><path d=\"M0,-3.5 V7 M-4,-1 H4 M-7,2 Q-6,7 0,7 Q6,7 7,2\"/></g>",
            what: "anchor",
        },
        Some(RuleSet::StationMetalX) => Badge {
            glyph: "<circle cx=\"0\" cy=\"0\" r=\"6.5\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2.2\"/>\
                    <path d=\"M-4.6,4.6 L4.6,-4.6\" stroke=\"#ffffff\" stroke-width=\"2.2\"/>",
            what: "no-effect sign",
        },
        Some(RuleSet::Battlefield) => Badge {
            glyph: "<g stroke=\"#ffffff\" stroke-width=\"1.8\" stroke-linecap=\"round\">\
                    <path d=\"M0,-8 V8 M-6.9,-4 L6.9,4 M-6.9,4 L6.9,-4\"/>\
                    <path d=\"M-2,-6 L0,-4 L2,-6 M-2,6 L0,4 L2,6\" fill=\"none\"/></g>",
            what: "snowflake",
        },
        None => Badge {
            glyph: "<path d=\"M0,-8 L2.3,-2.5 L8,-2.5 L3.4,1.2 L5,7.5 L0,4 L-5,7.5 L-3.4,1.2 L-8,-2.5 L-2.3,-2.5 Z\" fill=\"#ffffff\"/>",
            what: "star",
        },
    }
}

/// The SVG elements of `troop`'s glyph ([`troop_glyph`]) around `c` in map units, `r` its
/// radius: white figures, with holes in `back` (the badge's colour, as `#rrggbb`).
pub fn troop_svg(c: Point, r: f32, troop: Troop, back: &str) -> String {
    let at = |q: Point| (c.x + q.x * r, c.y + q.y * r);
    let ink = |i: Ink| match i {
        Ink::Fore => "#ffffff",
        Ink::Back => back,
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
    for part in troop_glyph(troop) {
        let _ = match part {
            GlyphPart::Disc { c, r: rr, ink: i } => {
                let (x, y) = at(c);
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
                points(&pts),
                ink(i)
            ),
            GlyphPart::Line { pts, width } => write!(
                out,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"{}\" \
                 stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                points(&pts),
                n(width * r)
            ),
        };
    }
    out
}
