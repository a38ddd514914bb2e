//! Small shared pieces of the board's look: text widths for layout, the colour of a rule's
//! special bases, the outline of an HQ keep, and the text of a chip of allowed strengths.

use super::Rgba;
use crate::map::{Point, RuleSet};
use crate::pieces::Strength;

/// Rough width of a line of text in the board's sans-serif font (DejaVu Sans), for layout
/// where no font is at hand. Linear in the length of the text.
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.62
}

/// The colour of the special bases (their ring and badge) under `rule`.
pub fn special_colour(rule: Option<RuleSet>) -> Rgba {
    Rgba::hex(match rule {
        Some(RuleSet::CastleField) => 0x7a5632,
        Some(RuleSet::TropicalPool) => 0x0f9bb0,
        Some(RuleSet::CityOfClouds) => 0x7d8fa8,
        Some(RuleSet::VolcanicJungle) => 0xb8401a,
        Some(RuleSet::CursedCemetery) => 0x5b4770,
        Some(RuleSet::CaribbeanSea) => 0x1d5f8a,
        Some(RuleSet::StationMetalX) => 0x56616b,
        Some(RuleSet::Battlefield) => 0x2f5d73,
        None => 0x8a6d1d,
    })
}

/// The outline of an HQ keep (a tower with three merlons) of half width `e` around `c`, as a
/// simple polygon, clockwise on screen.
pub fn keep_outline(c: Point, e: f32) -> Vec<Point> {
    const KEEP: [(f32, f32); 12] = [
        (-1.0, 0.93),
        (-1.0, -0.86),
        (-0.61, -0.86),
        (-0.61, -0.54),
        (-0.21, -0.54),
        (-0.21, -0.86),
        (0.21, -0.86),
        (0.21, -0.54),
        (0.61, -0.54),
        (0.61, -0.86),
        (1.0, -0.86),
        (1.0, 0.93),
    ];
    KEEP.iter()
        .map(|&(x, y)| Point::new(c.x + x * e, c.y + y * e))
        .collect()
}

/// The text of a chip of allowed strengths: the strengths in order, `none` for none.
pub fn allowed_text(allowed: &[Strength]) -> String {
    if allowed.is_empty() {
        return "none".into();
    }
    let mut v: Vec<Strength> = allowed.to_vec();
    v.sort();
    v.dedup();
    v.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
