//! The glyphs of the eight troops and of the battlefield rules' special bases as data: a few
//! discs, rings, boxes, polygons and lines in units of the glyph's radius around its centre
//! (y grows downwards), in white ink on a badge's disc, in the disc's own colour (eyes and
//! other holes) or in a colour of their own (a volcano's embers). Every painter of the board
//! (the app's boards, chips and buttons, the SVG/PNG renderer and its legend) maps these parts
//! to its own primitives, so that a badge looks the same everywhere and a glyph is changed
//! here, once.

use super::Rgba;
use super::geom::Rect;
use crate::map::{Point, RuleSet};
use crate::pieces::Troop;
use std::f32::consts::{FRAC_PI_2, PI};

/// A troop glyph's radius as a share of the radius of the badge it is drawn on.
pub const GLYPH_SHARE: f32 = 0.7;
/// A rule glyph's radius as a share of the radius of the special base's badge.
pub const RULE_GLYPH_SHARE: f32 = 8.0 / 13.0;

/// What a part of a glyph is painted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// The glyph's ink: white.
    Fore,
    /// The badge's own colour: a hole in the figure.
    Back,
    /// A colour of its own.
    Colour(Rgba),
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
    /// An open line `width` wide, with round ends.
    Line {
        pts: Vec<Point>,
        width: f32,
        ink: Ink,
    },
    /// A circle's outline of radius `r`, `width` wide.
    Ring {
        c: Point,
        r: f32,
        width: f32,
        ink: Ink,
    },
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
    GlyphPart::Line {
        pts,
        width,
        ink: Ink::Fore,
    }
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

/// The points of the quadratic curve from `a` through control `c` to `b`, `n` steps.
fn quad(a: Point, c: Point, b: Point, n: usize) -> Vec<Point> {
    (0..=n)
        .map(|i| {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            p(
                u * u * a.x + 2.0 * u * t * c.x + t * t * b.x,
                u * u * a.y + 2.0 * u * t * c.y + t * t * b.y,
            )
        })
        .collect()
}

/// The glyph of the special bases under `rule` (a plain star when the map has no rule): a
/// castle tower, waves, a cloud, a volcano, a skull, an anchor, a no-effect sign (effects are
/// switched off there) and a snowflake (the effect freezes a troop). Drawn on eighths: the
/// figures were first drawn on a grid of ±8 around the centre.
pub fn rule_glyph(rule: Option<RuleSet>) -> Vec<GlyphPart> {
    let e = |x: f32, y: f32| p(x / 8.0, y / 8.0);
    let poly = |pts: &[(f32, f32)], ink: Ink| GlyphPart::Polygon {
        pts: pts.iter().map(|&(x, y)| e(x, y)).collect(),
        ink,
    };
    let round = |x: f32, y: f32, r: f32, ink: Ink| GlyphPart::Disc {
        c: e(x, y),
        r: r / 8.0,
        ink,
    };
    let stroke = |pts: &[(f32, f32)], w: f32, ink: Ink| GlyphPart::Line {
        pts: pts.iter().map(|&(x, y)| e(x, y)).collect(),
        width: w / 8.0,
        ink,
    };
    let rect = |x: f32, y: f32, w: f32, h: f32, rx: f32, ink: Ink| GlyphPart::Box {
        rect: Rect::new(x / 8.0, y / 8.0, (x + w) / 8.0, (y + h) / 8.0),
        round: rx / 8.0,
        ink,
    };
    let fore = Ink::Fore;
    match rule {
        Some(RuleSet::CastleField) => vec![
            poly(
                &[
                    (-7.0, 8.0),
                    (-7.0, -8.0),
                    (-4.0, -8.0),
                    (-4.0, -5.0),
                    (-1.5, -5.0),
                    (-1.5, -8.0),
                    (1.5, -8.0),
                    (1.5, -5.0),
                    (4.0, -5.0),
                    (4.0, -8.0),
                    (7.0, -8.0),
                    (7.0, 8.0),
                ],
                fore,
            ),
            rect(-1.8, 2.5, 3.6, 5.5, 1.8, Ink::Back),
        ],
        Some(RuleSet::TropicalPool) => [-1.0, 5.0]
            .map(|y0| GlyphPart::Line {
                pts: (0..=32)
                    .map(|i| {
                        let x = -8.0 + i as f32 / 2.0;
                        e(x, y0 - 1.5 * (PI * (x + 8.0) / 4.0).sin())
                    })
                    .collect(),
                width: 2.0 / 8.0,
                ink: fore,
            })
            .into(),
        Some(RuleSet::CityOfClouds) => vec![
            round(-4.0, 2.0, 4.0, fore),
            round(1.0, -1.5, 5.0, fore),
            round(5.0, 2.5, 3.5, fore),
            rect(-4.0, 2.0, 9.0, 4.0, 0.0, fore),
        ],
        Some(RuleSet::VolcanicJungle) => {
            let ember = Ink::Colour(Rgba::hex(0xffd166));
            vec![
                poly(&[(-8.5, 7.0), (-2.5, -3.5), (2.5, -3.5), (8.5, 7.0)], fore),
                stroke(&[(-2.5, -3.5), (0.0, -1.0), (2.5, -3.5)], 1.4, Ink::Back),
                round(-2.0, -7.0, 1.6, ember),
                round(2.2, -8.0, 1.3, ember),
            ]
        }
        Some(RuleSet::CursedCemetery) => vec![
            round(0.0, -1.5, 6.2, fore),
            rect(-3.6, 2.5, 7.2, 5.0, 1.0, fore),
            round(-2.3, -1.5, 1.7, Ink::Back),
            round(2.3, -1.5, 1.7, Ink::Back),
            stroke(&[(-1.2, 5.0), (-1.2, 7.5)], 0.9, Ink::Back),
            stroke(&[(1.2, 5.0), (1.2, 7.5)], 0.9, Ink::Back),
        ],
        Some(RuleSet::CaribbeanSea) => {
            let mut arc = quad(e(-7.0, 2.0), e(-6.0, 7.0), e(0.0, 7.0), 8);
            arc.extend(
                quad(e(0.0, 7.0), e(6.0, 7.0), e(7.0, 2.0), 8)
                    .into_iter()
                    .skip(1),
            );
            vec![
                GlyphPart::Ring {
                    c: e(0.0, -5.5),
                    r: 2.0 / 8.0,
                    width: 1.8 / 8.0,
                    ink: fore,
                },
                stroke(&[(0.0, -3.5), (0.0, 7.0)], 1.8, fore),
                stroke(&[(-4.0, -1.0), (4.0, -1.0)], 1.8, fore),
                GlyphPart::Line {
                    pts: arc,
                    width: 1.8 / 8.0,
                    ink: fore,
                },
            ]
        }
        Some(RuleSet::StationMetalX) => vec![
            GlyphPart::Ring {
                c: e(0.0, 0.0),
                r: 6.5 / 8.0,
                width: 2.2 / 8.0,
                ink: fore,
            },
            stroke(&[(-4.6, 4.6), (4.6, -4.6)], 2.2, fore),
        ],
        Some(RuleSet::Battlefield) => vec![
            stroke(&[(0.0, -8.0), (0.0, 8.0)], 1.8, fore),
            stroke(&[(-6.9, -4.0), (6.9, 4.0)], 1.8, fore),
            stroke(&[(-6.9, 4.0), (6.9, -4.0)], 1.8, fore),
            stroke(&[(-2.0, -6.0), (0.0, -4.0), (2.0, -6.0)], 1.8, fore),
            stroke(&[(-2.0, 6.0), (0.0, 4.0), (2.0, 6.0)], 1.8, fore),
        ],
        None => vec![poly(
            &[
                (0.0, -8.0),
                (2.3, -2.5),
                (8.0, -2.5),
                (3.4, 1.2),
                (5.0, 7.5),
                (0.0, 4.0),
                (-5.0, 7.5),
                (-3.4, 1.2),
                (-8.0, -2.5),
                (-2.3, -2.5),
            ],
            fore,
        )],
    }
}

/// What the glyph of `rule`'s special bases shows, for legends and tooltips.
pub fn rule_glyph_name(rule: Option<RuleSet>) -> &'static str {
    match rule {
        Some(RuleSet::CastleField) => "castle tower",
        Some(RuleSet::TropicalPool) => "waves",
        Some(RuleSet::CityOfClouds) => "cloud",
        Some(RuleSet::VolcanicJungle) => "volcano",
        Some(RuleSet::CursedCemetery) => "skull",
        Some(RuleSet::CaribbeanSea) => "anchor",
        Some(RuleSet::StationMetalX) => "no-effect sign",
        Some(RuleSet::Battlefield) => "snowflake",
        None => "star",
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
            GlyphPart::Line { pts, width, .. } => pts.iter().map(|&q| (q, width / 2.0)).collect(),
            GlyphPart::Ring { c, r, width, .. } => vec![(*c, r + width / 2.0)],
        }
    }

    #[test]
    fn every_rule_has_its_own_glyph_within_its_badge() {
        let rules: Vec<Option<RuleSet>> = std::iter::once(None)
            .chain(RuleSet::ALL.iter().copied().map(Some))
            .collect();
        for (i, &a) in rules.iter().enumerate() {
            let g = rule_glyph(a);
            assert!(
                g.iter().any(|part| !matches!(
                    part,
                    GlyphPart::Disc { ink: Ink::Back, .. } | GlyphPart::Line { ink: Ink::Back, .. }
                )),
                "{a:?} has a figure in ink"
            );
            // Within the badge's disc (radius 13 eighths) with its white rim.
            for (q, r) in g.iter().flat_map(reach) {
                let far = q.distance(p(0.0, 0.0)) + r;
                assert!(
                    far < 1.0 / RULE_GLYPH_SHARE - 0.1,
                    "{a:?} reaches {far} out"
                );
            }
            for &b in &rules[i + 1..] {
                assert_ne!(g, rule_glyph(b), "{a:?} and {b:?}");
                assert_ne!(rule_glyph_name(a), rule_glyph_name(b));
            }
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
