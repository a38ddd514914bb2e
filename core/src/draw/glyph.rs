//! The glyphs of the eight troops as data: a few discs, boxes, polygons and lines in units of
//! the glyph's radius around its centre (y grows downwards), in white ink on a badge's disc or
//! in the disc's own colour (eyes and other holes). Every painter of the board (the app's
//! boards, chips and buttons, the SVG/PNG renderer) maps these parts to its own primitives, so
//! that a troop looks the same everywhere and a glyph is changed here, once.

use super::geom::Rect;
use crate::map::Point;
use crate::pieces::Troop;
use std::f32::consts::{FRAC_PI_2, PI};

/// A glyph's radius as a share of the radius of the badge it is drawn on.
pub const GLYPH_SHARE: f32 = 0.7;

/// What a part of a glyph is painted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// The glyph's ink: white.
    Fore,
    /// The badge's own colour: a hole in the figure.
    Back,
}

/// A part of a glyph, in units of the glyph's radius around its centre.
#[derive(Clone, Debug, PartialEq)]
pub enum GlyphPart {
    /// A filled disc.
    Disc { c: Point, r: f32, ink: Ink },
    /// A filled box with corners rounded by `round`.
    Box { rect: Rect, round: f32, ink: Ink },
    /// A filled simple polygon (convex or not).
    Polygon { pts: Vec<Point>, ink: Ink },
    /// An open line `width` wide, with round ends, in the glyph's ink.
    Line { pts: Vec<Point>, width: f32 },
}

const fn p(x: f32, y: f32) -> Point {
    Point::new(x, y)
}

fn disc(x: f32, y: f32, r: f32) -> GlyphPart {
    GlyphPart::Disc {
        c: p(x, y),
        r,
        ink: Ink::Fore,
    }
}

/// Two eyes (holes) at height `y`, `dx` either side of the middle.
fn eyes(y: f32, dx: f32, r: f32) -> [GlyphPart; 2] {
    [-1.0, 1.0].map(|k| GlyphPart::Disc {
        c: p(k * dx, y),
        r,
        ink: Ink::Back,
    })
}

fn polygon(pts: &[(f32, f32)]) -> GlyphPart {
    GlyphPart::Polygon {
        pts: pts.iter().map(|&(x, y)| p(x, y)).collect(),
        ink: Ink::Fore,
    }
}

fn filled_box(min: (f32, f32), max: (f32, f32), round: f32) -> GlyphPart {
    GlyphPart::Box {
        rect: Rect::new(min.0, min.1, max.0, max.1),
        round,
        ink: Ink::Fore,
    }
}

fn line(pts: Vec<Point>, width: f32) -> GlyphPart {
    GlyphPart::Line { pts, width }
}

/// The points of a five-pointed star of radius `r`, point up.
pub fn star_points(r: f32) -> Vec<Point> {
    (0..10)
        .map(|i| {
            let a = i as f32 * PI / 5.0 - FRAC_PI_2;
            let rr = if i % 2 == 0 { 0.95 * r } else { 0.42 * r };
            p(rr * a.cos(), rr * a.sin())
        })
        .collect()
}

/// The glyph of `troop`: a duck's head, a skull, a tricorn hat, an elephant's head, a hook, a
/// robot's head, a star and a lightning bolt.
pub fn troop_glyph(troop: Troop) -> Vec<GlyphPart> {
    match troop {
        Troop::Kwak => vec![
            disc(-0.15, -0.1, 0.6),
            polygon(&[(0.3, -0.15), (0.95, 0.1), (0.3, 0.35)]),
            GlyphPart::Disc {
                c: p(-0.05, -0.3),
                r: 0.12,
                ink: Ink::Back,
            },
        ],
        Troop::Skully => {
            let mut v = vec![
                disc(0.0, -0.15, 0.7),
                filled_box((-0.4, 0.3), (0.4, 0.85), 0.0),
            ];
            v.extend(eyes(-0.15, 0.3, 0.2));
            v
        }
        Troop::Capn => vec![
            polygon(&[
                (-0.95, 0.35),
                (-0.45, -0.55),
                (0.0, -0.3),
                (0.45, -0.55),
                (0.95, 0.35),
                (0.0, 0.1),
            ]),
            GlyphPart::Disc {
                c: p(0.0, -0.1),
                r: 0.14,
                ink: Ink::Back,
            },
        ],
        Troop::Jumbo => {
            let mut v = vec![
                disc(-0.55, -0.2, 0.4),
                disc(0.55, -0.2, 0.4),
                disc(0.0, -0.15, 0.45),
                line(vec![p(0.0, 0.1), p(0.05, 0.55), p(0.3, 0.85)], 0.28),
            ];
            v.extend(eyes(-0.25, 0.2, 0.1));
            v
        }
        Troop::Hook => {
            let arc = (0..=10)
                .map(|i| {
                    let a = PI * i as f32 / 10.0;
                    p(-0.15 + 0.45 * a.cos(), 0.2 + 0.5 * a.sin())
                })
                .collect();
            vec![
                line(vec![p(0.3, -0.85), p(0.3, 0.2)], 0.22),
                line(arc, 0.22),
            ]
        }
        Troop::Xb42 => {
            let mut v = vec![
                filled_box((-0.65, -0.35), (0.65, 0.75), 0.15),
                line(vec![p(0.0, -0.35), p(0.0, -0.75)], 0.14),
                disc(0.0, -0.8, 0.15),
            ];
            v.extend(eyes(0.1, 0.3, 0.14));
            v
        }
        Troop::Star => vec![GlyphPart::Polygon {
            pts: star_points(1.0),
            ink: Ink::Fore,
        }],
        Troop::Roxy => vec![polygon(&[
            (0.2, -0.95),
            (-0.55, 0.15),
            (-0.05, 0.15),
            (-0.25, 0.95),
            (0.55, -0.2),
            (0.05, -0.2),
        ])],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points a part reaches.
    fn reach(part: &GlyphPart) -> Vec<(Point, f32)> {
        match part {
            GlyphPart::Disc { c, r, .. } => vec![(*c, *r)],
            GlyphPart::Box { rect, .. } => {
                vec![(p(rect.x0, rect.y0), 0.0), (p(rect.x1, rect.y1), 0.0)]
            }
            GlyphPart::Polygon { pts, .. } => pts.iter().map(|&q| (q, 0.0)).collect(),
            GlyphPart::Line { pts, width } => pts.iter().map(|&q| (q, width / 2.0)).collect(),
        }
    }

    #[test]
    fn every_troop_has_its_own_glyph_within_its_badge() {
        for t in Troop::ALL {
            let g = troop_glyph(t);
            assert!(
                g.iter()
                    .any(|part| !matches!(part, GlyphPart::Disc { ink: Ink::Back, .. })),
                "{t:?} has a figure in ink"
            );
            for (q, r) in g.iter().flat_map(reach) {
                let far = q.distance(p(0.0, 0.0)) + r;
                assert!(far <= 1.05, "{t:?} reaches {far} out");
            }
        }
        for (i, a) in Troop::ALL.iter().enumerate() {
            for b in &Troop::ALL[i + 1..] {
                assert_ne!(troop_glyph(*a), troop_glyph(*b), "{a:?} and {b:?}");
            }
        }
    }

    #[test]
    fn a_star_has_five_points_up() {
        let s = star_points(1.0);
        assert_eq!(s.len(), 10);
        assert!((s[0].x).abs() < 1e-6 && (s[0].y + 0.95).abs() < 1e-6);
    }
}
