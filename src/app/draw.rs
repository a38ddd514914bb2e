//! Painting the battlefield on the canvas: regions, paths, bases, HQs, badges, labels, and the
//! outlines of selection and problems. Geometry helpers for hit tests live here too.

use super::canvas::Transform;
use super::selection::{Item, Selection};
use super::theme::Palette;
use crate::map::{Map, Point, RuleSet, Severity};
use crate::pieces::Side;
use egui::epaint::{Mesh, PathShape, PathStroke};
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind};
use egui::{pos2, vec2};
use std::collections::{HashMap, HashSet};

/// Radius of a base in map units.
pub const BASE_R: f32 = 16.0;
/// Half the side of an HQ square in map units.
pub const HQ_R: f32 = 22.0;
/// Radius of a region's medal marker in map units.
pub const MEDAL_R: f32 = 17.0;

/// Above this many visible locations, labels are left out so the frame stays fast and readable.
const MAX_LABELS: usize = 400;

/// Positions looked up once per change of the map, so that drawing and hit tests never search
/// the map by id (a 1,000-base map would otherwise cost millions of string comparisons a
/// frame).
#[derive(Default)]
pub struct Geometry {
    pos: HashMap<String, Point>,
    /// Lowercased ids, in the order of `map.bases`, `map.hqs` and `map.regions`.
    pub base_keys: Vec<String>,
    pub hq_keys: Vec<String>,
    pub region_keys: Vec<String>,
    /// The ends of each path, in the order of `map.paths` (`None` when an end is unknown).
    pub paths: Vec<Option<(Point, Point)>>,
    /// The polygon of each region's ring, in the order of `map.regions` (unknown ids skipped).
    pub rings: Vec<Vec<Point>>,
}

impl Geometry {
    pub fn new(map: &Map) -> Geometry {
        let mut pos = HashMap::with_capacity(map.bases.len() + map.hqs.len());
        let base_keys: Vec<String> = map
            .bases
            .iter()
            .map(|b| b.id.to_ascii_lowercase())
            .collect();
        let hq_keys: Vec<String> = map.hqs.iter().map(|h| h.id.to_ascii_lowercase()).collect();
        // HQs first so that a base wins a clash of ids, as `Map::find_location` does.
        for (k, h) in hq_keys.iter().zip(&map.hqs) {
            pos.insert(k.clone(), h.pos);
        }
        for (k, b) in base_keys.iter().zip(&map.bases) {
            pos.insert(k.clone(), b.pos);
        }
        let get = |id: &str| pos.get(&id.to_ascii_lowercase()).copied();
        let paths = map
            .paths
            .iter()
            .map(|p| Some((get(&p.0)?, get(&p.1)?)))
            .collect();
        let rings = map
            .regions
            .iter()
            .map(|r| r.ring.iter().filter_map(|id| get(id)).collect())
            .collect();
        let region_keys = map
            .regions
            .iter()
            .map(|r| r.id.to_ascii_lowercase())
            .collect();
        Geometry {
            pos,
            base_keys,
            hq_keys,
            region_keys,
            paths,
            rings,
        }
    }

    /// Position of a base or HQ.
    pub fn pos(&self, id: &str) -> Option<Point> {
        self.pos.get(&id.to_ascii_lowercase()).copied()
    }
}

/// What besides the map the canvas shows.
pub struct Overlay<'a> {
    pub selection: &'a Selection,
    pub hovered: Option<&'a Item>,
    /// Severity of the worst problem of each lowercased id.
    pub problems: &'a HashMap<String, Severity>,
    pub show_ids: bool,
}

/// Screen radius of a base at this zoom (never smaller than a few pixels).
pub fn base_radius(tf: &Transform) -> f32 {
    (BASE_R * tf.zoom).max(4.0)
}

pub fn hq_radius(tf: &Transform) -> f32 {
    (HQ_R * tf.zoom).max(6.0)
}

pub fn medal_radius(tf: &Transform) -> f32 {
    (MEDAL_R * tf.zoom).max(5.0)
}

/// How an item is marked: selected, hovered, and the worst problem it has.
struct Marks<'a> {
    selected: HashSet<String>,
    hovered: Option<String>,
    problems: &'a HashMap<String, Severity>,
}

impl Marks<'_> {
    /// Problem outline, selection and hover marks under an item of radius `r`. Filled discs
    /// rather than strokes: egui draws small discs as single textured quads, which keeps a
    /// 1,000-base map cheap.
    fn halo(&self, painter: &Painter, c: Pos2, r: f32, key: &str, pal: &Palette) {
        if let Some(sev) = self.problems.get(key) {
            let color = match sev {
                Severity::Error => pal.error,
                Severity::Warning => pal.warning,
            };
            let selected = self.selected.contains(key);
            painter.circle_filled(c, if selected { r + 3.0 } else { r }, color);
        }
        if self.selected.contains(key) {
            painter.circle_filled(c, r, pal.selection);
        } else if self.hovered.as_deref() == Some(key) {
            painter.circle_stroke(c, r, Stroke::new(2.0, pal.hover));
        }
    }
}

/// A disc with an outline, drawn as two filled discs (see [`Marks::halo`]).
fn outlined_disc(painter: &Painter, c: Pos2, r: f32, fill: Color32, stroke: Stroke) {
    painter.circle_filled(c, r, stroke.color);
    painter.circle_filled(c, (r - stroke.width).max(0.5), fill);
}

/// Paints the whole map.
pub fn paint_map(
    painter: &Painter,
    tf: &Transform,
    map: &Map,
    geo: &Geometry,
    ov: &Overlay<'_>,
    pal: &Palette,
) {
    let clip = painter.clip_rect().expand(40.0);
    let marks = Marks {
        selected: ov.selection.id_set(),
        hovered: ov
            .hovered
            .and_then(|h| h.id())
            .map(|id| id.to_ascii_lowercase()),
        problems: ov.problems,
    };

    // Regions: shaded polygons under everything else.
    for (i, ring) in geo.rings.iter().enumerate() {
        if ring.len() < 3 {
            continue;
        }
        let pts: Vec<Pos2> = ring.iter().map(|p| tf.to_screen(*p)).collect();
        if !Rect::from_points(&pts).intersects(clip) {
            continue;
        }
        let selected = geo
            .region_keys
            .get(i)
            .is_some_and(|k| marks.selected.contains(k));
        let fill = if selected {
            pal.selection.gamma_multiply(0.28)
        } else {
            pal.region_fills[i % pal.region_fills.len()]
        };
        fill_polygon(painter, &pts, fill);
        let mut closed = pts.clone();
        closed.push(pts[0]);
        let edge = if selected {
            PathStroke::new(3.0, pal.selection)
        } else {
            PathStroke::new((2.0 * tf.zoom).clamp(1.0, 3.0), pal.region_edge)
        };
        painter.add(Shape::line(closed, edge));
    }

    // Paths.
    let path_w = (5.0 * tf.zoom).clamp(1.5, 7.0);
    let sel_paths: Vec<&Item> = ov
        .selection
        .items()
        .iter()
        .filter(|i| matches!(i, Item::Path(..)))
        .collect();
    let hovered_path = ov.hovered.filter(|h| matches!(h, Item::Path(..)));
    for (p, ends) in map.paths.iter().zip(&geo.paths) {
        let Some((a, b)) = ends else {
            continue;
        };
        let (a, b) = (tf.to_screen(*a), tf.to_screen(*b));
        if !Rect::from_two_pos(a, b).intersects(clip) {
            continue;
        }
        if !sel_paths.is_empty() || hovered_path.is_some() {
            let item = Item::Path(p.0.clone(), p.1.clone());
            if sel_paths.iter().any(|s| s.same(&item)) {
                painter.line_segment([a, b], Stroke::new(path_w + 5.0, pal.selection));
            } else if hovered_path.is_some_and(|h| h.same(&item)) {
                painter.line_segment([a, b], Stroke::new(path_w + 4.0, pal.hover));
            }
        }
        painter.line_segment([a, b], Stroke::new(path_w, pal.path));
    }

    // Selected regions: their ring over the paths, so it reads at a glance.
    for (ring, key) in geo.rings.iter().zip(&geo.region_keys) {
        if ring.len() >= 3 && marks.selected.contains(key) {
            let mut pts: Vec<Pos2> = ring.iter().map(|p| tf.to_screen(*p)).collect();
            pts.push(pts[0]);
            painter.add(Shape::line(
                pts,
                PathStroke::new(path_w * 0.6, pal.selection),
            ));
        }
    }

    // Locations.
    let br = base_radius(tf);
    let hr = hq_radius(tf);
    let visible = map
        .bases
        .iter()
        .filter(|b| clip.contains(tf.to_screen(b.pos)))
        .count()
        + map.hqs.len();
    let labels = ov.show_ids && visible <= MAX_LABELS && br >= 6.0;
    let label_font = FontId::proportional((11.0 * tf.zoom.sqrt()).clamp(9.0, 15.0));
    let base_stroke = Stroke::new((br * 0.14).clamp(1.0, 2.5), pal.base_stroke);

    for (b, key) in map.bases.iter().zip(&geo.base_keys) {
        let c = tf.to_screen(b.pos);
        if !clip.contains(c) {
            continue;
        }
        marks.halo(painter, c, br + 4.0, key, pal);
        if b.special {
            let ring = (br * 0.22).max(1.5);
            outlined_disc(painter, c, br, pal.special, base_stroke);
            painter.circle_filled(c, br - base_stroke.width - ring, pal.base_fill);
        } else {
            outlined_disc(painter, c, br, pal.base_fill, base_stroke);
        }
        if b.special && br >= 7.0 {
            paint_badge(painter, c, br * 0.62, map.rule, pal);
        }
        if let Some(allowed) = &b.allowed {
            allowed_pill(painter, c + vec2(0.0, br + 1.0), allowed, br);
        }
        if labels {
            let dy = if b.allowed.is_some() {
                br * 0.9 + 14.0
            } else {
                br + 2.0
            };
            let text = if b.name.is_empty() {
                b.id.as_str()
            } else {
                b.name.as_str()
            };
            painter.text(
                c + vec2(0.0, dy),
                Align2::CENTER_TOP,
                text,
                label_font.clone(),
                pal.text,
            );
        }
    }

    for (h, key) in map.hqs.iter().zip(&geo.hq_keys) {
        let c = tf.to_screen(h.pos);
        if !clip.contains(c) {
            continue;
        }
        marks.halo(painter, c, hr * 1.2 + 4.0, key, pal);
        let rect = Rect::from_center_size(c, vec2(hr * 2.0, hr * 2.0));
        painter.rect(
            rect,
            CornerRadius::same((hr * 0.3) as u8),
            pal.side(h.side),
            Stroke::new((hr * 0.1).clamp(1.0, 3.0), pal.base_stroke),
            StrokeKind::Inside,
        );
        if hr >= 9.0 {
            painter.text(
                c,
                Align2::CENTER_CENTER,
                "HQ",
                FontId::proportional((hr * 0.75).min(22.0)),
                Color32::WHITE,
            );
        }
        if let Some(allowed) = &h.allowed {
            allowed_pill(painter, c + vec2(0.0, hr + 1.0), allowed, br);
        }
        if labels {
            let dy = if h.allowed.is_some() {
                hr + 16.0
            } else {
                hr + 3.0
            };
            let text = if h.name.is_empty() {
                h.id.as_str()
            } else {
                h.name.as_str()
            };
            painter.text(
                c + vec2(0.0, dy),
                Align2::CENTER_TOP,
                text,
                label_font.clone(),
                pal.side_text(h.side),
            );
        }
    }

    // Medal markers on top.
    let mr = medal_radius(tf);
    let medal_font = FontId::proportional((mr * 1.1).clamp(8.0, 24.0));
    for (r, key) in map.regions.iter().zip(&geo.region_keys) {
        let c = tf.to_screen(r.marker);
        if !clip.contains(c) {
            continue;
        }
        marks.halo(painter, c, mr + 4.0, key, pal);
        painter.circle_filled(c + vec2(0.0, mr * 0.12), mr, Color32::from_black_alpha(60));
        outlined_disc(painter, c, mr, pal.medal, Stroke::new(1.5, pal.medal_text));
        if mr >= 8.0 {
            painter.circle_stroke(
                c,
                mr * 0.74,
                Stroke::new(1.0, pal.medal_text.gamma_multiply(0.45)),
            );
        }
        painter.text(
            c,
            Align2::CENTER_CENTER,
            r.medals.to_string(),
            medal_font.clone(),
            pal.medal_text,
        );
        if labels && (ov.show_ids || !r.name.is_empty()) {
            let text = if r.name.is_empty() {
                r.id.as_str()
            } else {
                r.name.as_str()
            };
            painter.text(
                c + vec2(0.0, mr + 2.0),
                Align2::CENTER_TOP,
                text,
                label_font.clone(),
                pal.weak_text,
            );
        }
    }
}

/// The allowed strengths of a location, as a small pill under it ("X 3 5").
fn allowed_pill(painter: &Painter, top: Pos2, allowed: &[crate::pieces::Strength], br: f32) {
    if br < 7.0 {
        return;
    }
    let text = if allowed.is_empty() {
        "none".to_string()
    } else {
        allowed
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let font = FontId::monospace((br * 0.6).clamp(9.0, 13.0));
    let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
    let size = galley.size() + vec2(8.0, 2.0);
    let rect = Rect::from_min_size(pos2(top.x - size.x / 2.0, top.y - 4.0), size);
    painter.rect_filled(
        rect,
        CornerRadius::same(6),
        Color32::from_rgb(0x00, 0x83, 0x8f),
    );
    painter.galley(rect.min + vec2(4.0, 1.0), galley, Color32::WHITE);
}

/// The badge of a special base: one shape per rule set, so each kind reads at a glance.
pub fn paint_badge(painter: &Painter, c: Pos2, r: f32, rule: Option<RuleSet>, pal: &Palette) {
    let ink = Color32::from_rgb(0x3b, 0x2a, 0x00);
    let gold = pal.special;
    let stroke = Stroke::new((r * 0.16).max(1.0), ink);
    match rule {
        Some(RuleSet::CastleField) => {
            // A tower with three merlons.
            let body =
                Rect::from_min_max(c + vec2(-0.6 * r, -0.25 * r), c + vec2(0.6 * r, 0.8 * r));
            painter.rect_filled(body, 0.0, ink);
            for k in [-1.0, 0.0, 1.0] {
                let m = Rect::from_center_size(
                    c + vec2(0.45 * r * k, -0.45 * r),
                    vec2(0.3 * r, 0.4 * r),
                );
                painter.rect_filled(m, 0.0, ink);
            }
            painter.rect_filled(
                Rect::from_center_size(c + vec2(0.0, 0.45 * r), vec2(0.3 * r, 0.5 * r)),
                CornerRadius::same((0.15 * r) as u8),
                gold,
            );
        }
        Some(RuleSet::TropicalPool) => {
            // Waves.
            for k in [-0.35, 0.25] {
                let pts: Vec<Pos2> = (0..=12)
                    .map(|i| {
                        let t = i as f32 / 12.0;
                        c + vec2(
                            (t - 0.5) * 1.6 * r,
                            k * r + (t * std::f32::consts::TAU * 1.5).sin() * 0.18 * r,
                        )
                    })
                    .collect();
                painter.add(Shape::line(
                    pts,
                    PathStroke::new((r * 0.2).max(1.0), Color32::from_rgb(0x00, 0x6d, 0x8f)),
                ));
            }
        }
        Some(RuleSet::CityOfClouds) => {
            let cloud = Color32::from_rgb(0x5d, 0x8f, 0xc9);
            painter.circle_filled(c + vec2(-0.35 * r, 0.15 * r), 0.38 * r, cloud);
            painter.circle_filled(c + vec2(0.05 * r, -0.15 * r), 0.48 * r, cloud);
            painter.circle_filled(c + vec2(0.42 * r, 0.18 * r), 0.34 * r, cloud);
            painter.rect_filled(
                Rect::from_min_max(c + vec2(-0.35 * r, 0.1 * r), c + vec2(0.42 * r, 0.52 * r)),
                0.0,
                cloud,
            );
        }
        Some(RuleSet::VolcanicJungle) => {
            let pts = vec![
                c + vec2(-0.85 * r, 0.7 * r),
                c + vec2(-0.2 * r, -0.45 * r),
                c + vec2(0.2 * r, -0.45 * r),
                c + vec2(0.85 * r, 0.7 * r),
            ];
            painter.add(Shape::convex_polygon(
                pts,
                Color32::from_rgb(0x8d, 0x3b, 0x1a),
                Stroke::NONE,
            ));
            painter.circle_filled(
                c + vec2(0.0, -0.62 * r),
                0.22 * r,
                Color32::from_rgb(0xff, 0x57, 0x22),
            );
        }
        Some(RuleSet::CursedCemetery) => {
            let stone = Color32::from_rgb(0x6a, 0x5a, 0x7a);
            painter.rect_filled(
                Rect::from_min_max(c + vec2(-0.5 * r, -0.2 * r), c + vec2(0.5 * r, 0.8 * r)),
                0.0,
                stone,
            );
            painter.circle_filled(c + vec2(0.0, -0.2 * r), 0.5 * r, stone);
            painter.line_segment(
                [c + vec2(0.0, -0.45 * r), c + vec2(0.0, 0.45 * r)],
                Stroke::new((0.14 * r).max(1.0), gold),
            );
            painter.line_segment(
                [
                    c + vec2(-0.25 * r, -0.15 * r),
                    c + vec2(0.25 * r, -0.15 * r),
                ],
                Stroke::new((0.14 * r).max(1.0), gold),
            );
        }
        Some(RuleSet::StationMetalX) => {
            // A crossed-out hexagon: effects are switched off here.
            let hex: Vec<Pos2> = (0..6)
                .map(|i| {
                    let a = i as f32 * std::f32::consts::TAU / 6.0;
                    c + 0.8 * r * vec2(a.cos(), a.sin())
                })
                .collect();
            painter.add(Shape::convex_polygon(
                hex,
                Color32::from_rgb(0x60, 0x6b, 0x78),
                Stroke::NONE,
            ));
            let s = Stroke::new((0.2 * r).max(1.2), Color32::WHITE);
            painter.line_segment(
                [c + vec2(-0.4 * r, -0.4 * r), c + vec2(0.4 * r, 0.4 * r)],
                s,
            );
            painter.line_segment(
                [c + vec2(0.4 * r, -0.4 * r), c + vec2(-0.4 * r, 0.4 * r)],
                s,
            );
        }
        Some(RuleSet::Battlefield) => {
            // A snowflake: the effect freezes a troop.
            let s = Stroke::new((0.16 * r).max(1.0), Color32::from_rgb(0x1e, 0x88, 0xe5));
            for i in 0..3 {
                let a = i as f32 * std::f32::consts::PI / 3.0 + std::f32::consts::FRAC_PI_2;
                let d = 0.8 * r * vec2(a.cos(), a.sin());
                painter.line_segment([c - d, c + d], s);
            }
        }
        Some(RuleSet::CaribbeanSea) | None => {
            // A generic star.
            let pts: Vec<Pos2> = (0..10)
                .map(|i| {
                    let a = i as f32 * std::f32::consts::PI / 5.0 - std::f32::consts::FRAC_PI_2;
                    let rr = if i % 2 == 0 { 0.85 * r } else { 0.38 * r };
                    c + rr * vec2(a.cos(), a.sin())
                })
                .collect();
            painter.add(PathShape::closed_line(pts.clone(), stroke));
            fill_polygon(painter, &pts, gold);
        }
    }
}

/// Fills a simple polygon, convex or not, by ear clipping.
pub fn fill_polygon(painter: &Painter, pts: &[Pos2], color: Color32) {
    let tris = triangulate(pts);
    if tris.is_empty() {
        return;
    }
    let mut mesh = Mesh::default();
    for p in pts {
        mesh.colored_vertex(*p, color);
    }
    for [a, b, c] in tris {
        mesh.add_triangle(a as u32, b as u32, c as u32);
    }
    painter.add(Shape::mesh(mesh));
}

fn cross(o: Pos2, a: Pos2, b: Pos2) -> f32 {
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
}

/// Ear-clipping triangulation of a simple polygon; gives up (returns what it has) on
/// self-intersecting input instead of looping.
pub fn triangulate(pts: &[Pos2]) -> Vec<[usize; 3]> {
    let n = pts.len();
    if n < 3 {
        return Vec::new();
    }
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let mut idx: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n - 2);
    let mut guard = 0;
    while idx.len() > 3 && guard < n * n {
        guard += 1;
        let m = idx.len();
        let mut clipped = false;
        for i in 0..m {
            let (ia, ib, ic) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            let (a, b, c) = (pts[ia], pts[ib], pts[ic]);
            if cross(a, b, c) * sign <= 0.0 {
                continue;
            }
            let inside = idx.iter().any(|&j| {
                j != ia && j != ib && j != ic && {
                    let p = pts[j];
                    let d1 = cross(a, b, p) * sign;
                    let d2 = cross(b, c, p) * sign;
                    let d3 = cross(c, a, p) * sign;
                    d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0
                }
            });
            if inside {
                continue;
            }
            out.push([ia, ib, ic]);
            idx.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            break;
        }
    }
    if idx.len() == 3 {
        out.push([idx[0], idx[1], idx[2]]);
    }
    out
}

pub use crate::map::{distance_to_segment as segment_distance, point_in_polygon};

/// Absolute area of a polygon.
pub fn polygon_area(poly: &[Point]) -> f32 {
    crate::map::polygon_area(poly).abs()
}

/// A side's colour name, for labels.
pub fn side_label(side: Side) -> &'static str {
    match side {
        Side::Blue => "Blue",
        Side::Red => "Red",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triangulates_a_concave_polygon_into_n_minus_2_triangles() {
        let pts = [
            pos2(0.0, 0.0),
            pos2(4.0, 0.0),
            pos2(4.0, 4.0),
            pos2(2.0, 1.0),
            pos2(0.0, 4.0),
        ];
        assert_eq!(triangulate(&pts).len(), 3);
    }
}
