//! The board of a game position, painted like the printed board: regions filled faintly with
//! their medals, paths, bases as discs (special bases ringed), HQs as squares in their side's
//! colour, and on each occupied location a token in the top troop's side colour with its value
//! and the stack's height. Shared by play mode and the lesson workspace: targets are lit,
//! locations can be highlighted, chosen, and arrows drawn between them.
//!
//! Each location is an interactive widget whose accessible label is [`stack_label`]'s text, so
//! that it can be found and clicked by that text. The board scales with the space it gets: the
//! size of the nodes follows the shortest distance between two locations on screen, and names
//! are written under the nodes only when there is room for them.

use super::side_colour;
use crate::app::theme::Palette;
use crate::engine::{Board, Loc, LocSet, Piece, RegionId, State};
use crate::map::{Map, Point};
use crate::pieces::Side;
use egui::Galley;
use egui::epaint::Mesh;
use egui::text::{LayoutJob, TextWrapping};
use egui::{
    Color32, CornerRadius, FontId, Painter, Pos2, Rect, Response, Sense, Shape, Stroke, StrokeKind,
    Ui, Vec2, vec2,
};
use std::sync::Arc;

/// The text of a location's button: its id, then its stack.
pub fn location_label(state: &State, loc: Loc) -> String {
    stack_label(state.board(), loc, &state.stack(loc))
}

/// The text of a location's button for a stack given bottom to top: the id, then the top
/// troop's value and the stack's height.
pub fn stack_label(board: &Board, loc: Loc, stack: &[Piece]) -> String {
    let kind = if board.is_hq(loc) { "HQ " } else { "" };
    match stack.last() {
        Some(top) => format!(
            "@{}\n{kind}{} ({})",
            board.id(loc),
            top.troop().code(),
            stack.len()
        ),
        None => format!("@{}\n{kind}-", board.id(loc)),
    }
}

/// The map positions of a board's locations, by location index (the board compiled from `map`).
pub fn positions(map: &Map, state: &State) -> Vec<Point> {
    board_positions(map, state.board())
}

/// The map positions of the locations of `board` (compiled from `map`), by location index.
pub fn board_positions(map: &Map, board: &Board) -> Vec<Point> {
    board
        .locations()
        .map(|l| map.pos_of(board.id(l)).unwrap_or_default())
        .collect()
}

/// What to draw on top of the position.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Legal targets of the chosen troop: lit in yellow.
    pub targets: LocSet,
    /// Locations a lesson points at: outlined.
    pub highlight: Vec<Loc>,
    /// Arrows a lesson draws, from one location to another.
    pub arrows: Vec<(Loc, Loc)>,
    /// The location chosen in an editor (the position editor's cursor): filled.
    pub chosen: Option<Loc>,
    /// Regions claimed, tinted in the side's colour: for [`show_stacks`], which has no
    /// [`State`] to ask. [`show`] tints the regions its state claimed as well as these.
    pub claimed: Vec<(RegionId, Side)>,
}

/// What happened on the board this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardResponse {
    /// A location clicked (any location: callers decide what a click means).
    pub clicked: Option<Loc>,
    /// A location right-clicked.
    pub secondary: Option<Loc>,
}

impl BoardResponse {
    /// The location clicked, if it is one of `targets`.
    pub fn clicked_target(&self, targets: LocSet) -> Option<Loc> {
        self.clicked.filter(|&l| targets.contains(l))
    }
}

/// Draws the board of `state` into the space left in `ui`; `positions` are the locations' map
/// positions by index ([`positions`]).
pub fn show(ui: &mut Ui, state: &State, positions: &[Point], marks: &Marks) -> BoardResponse {
    let board = state.board();
    let stacks: Vec<Vec<Piece>> = board.locations().map(|l| state.stack(l)).collect();
    let mut claims = claims_of(board, &marks.claimed);
    for r in board.regions() {
        if let Some(side) = state.claimed_by(r) {
            claims[r.index()] = Some(side);
        }
    }
    paint_board(ui, board, &stacks, positions, marks, &claims)
}

/// Draws `board` with the given stacks (by location index, each bottom to top; missing ones
/// are empty) into the space left in `ui`: the board of a position that may be impossible, so
/// that there is no [`State`] to show. `positions` are as for [`show`] ([`board_positions`]).
pub fn show_stacks(
    ui: &mut Ui,
    board: &Board,
    stacks: &[Vec<Piece>],
    positions: &[Point],
    marks: &Marks,
) -> BoardResponse {
    let claims = claims_of(board, &marks.claimed);
    paint_board(ui, board, stacks, positions, marks, &claims)
}

/// The side claiming each region of `board`, by region index.
fn claims_of(board: &Board, claimed: &[(RegionId, Side)]) -> Vec<Option<Side>> {
    let mut claims = vec![None; board.num_regions()];
    for &(r, side) in claimed {
        if let Some(c) = claims.get_mut(r.index()) {
            *c = Some(side);
        }
    }
    claims
}

// ---------------------------------------------------------------------------------------------
// Geometry (pure, unit-tested below).

/// Smallest radius of a base on screen, in points: a board squeezed further overlaps.
const MIN_RADIUS: f32 = 6.0;
/// Below this radius the numbers on tokens, badges and medals are too small to read and are
/// left out (the hover text still tells them).
const TEXT_RADIUS: f32 = 9.0;
/// Largest radius of a base on screen, in points: above it the board looks like a toy.
const MAX_RADIUS: f32 = 26.0;
/// A base's radius as a share of the shortest distance between two locations on screen.
const RADIUS_PER_GAP: f32 = 0.34;
/// Half the side of an HQ square, as a multiple of a base's radius.
const HQ_SCALE: f32 = 1.15;
/// Room kept around the board: this many node radii, plus a few points for the rings.
const PAD_RADII: f32 = 1.35;
const PAD_EXTRA: f32 = 6.0;
/// Names are written only when locations are at least this far apart on screen.
const LABEL_MIN_GAP: f32 = 64.0;
/// Widest and narrowest name under a node, in points.
const LABEL_MAX_WIDTH: f32 = 150.0;
const LABEL_MIN_WIDTH: f32 = 34.0;
/// A name shortened to fit is written only when at least this share of it shows.
const LABEL_MIN_SHARE: f32 = 0.6;

/// The radius of a base when the closest two locations are `gap` points apart on screen.
fn node_radius(gap: f32) -> f32 {
    if gap.is_finite() {
        (gap * RADIUS_PER_GAP).clamp(MIN_RADIUS, MAX_RADIUS)
    } else {
        MAX_RADIUS
    }
}

/// For each point, the distance to the closest other point (infinite when it is alone).
/// Points at the same place do not count: nothing could separate them anyway.
fn nearest_distances(pts: &[Pos2]) -> Vec<f32> {
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
struct Fit {
    scale: f32,
    offset: Vec2,
    radius: f32,
}

impl Fit {
    fn to_screen(self, p: Pos2) -> Pos2 {
        (p.to_vec2() * self.scale + self.offset).to_pos2()
    }
}

/// Fits the map rectangle `bounds` into the screen rectangle `area`, centred, leaving room
/// around for the nodes (whose size depends on the scale) and `label_room` more at the bottom
/// for the names under the lowest nodes. `min_gap` is the shortest distance between two
/// locations in map units (infinite with a single location).
fn fit(bounds: Rect, area: Rect, min_gap: f32, label_room: f32) -> Fit {
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

/// The order in which to join `pts` into a polygon: by angle around their centroid, which
/// makes a simple polygon (star-shaped around the centroid) of any ring of bases.
fn ring_order(pts: &[Pos2]) -> Vec<usize> {
    let c = centroid(pts);
    let mut order: Vec<usize> = (0..pts.len()).collect();
    let angle = |i: usize| (pts[i].y - c.y).atan2(pts[i].x - c.x);
    order.sort_by(|&a, &b| angle(a).total_cmp(&angle(b)));
    order
}

/// The mean of the points (the origin for none).
fn centroid(pts: &[Pos2]) -> Pos2 {
    if pts.is_empty() {
        return Pos2::ZERO;
    }
    let sum = pts.iter().fold(Vec2::ZERO, |s, p| s + p.to_vec2());
    (sum / pts.len() as f32).to_pos2()
}

/// Where an arrow from `a` to `b` starts and ends so that it leaves `clear_a` and `clear_b`
/// free around its ends; `None` when the locations are too close for an arrow to show.
fn arrow_ends(a: Pos2, b: Pos2, clear_a: f32, clear_b: f32) -> Option<(Pos2, Pos2)> {
    let d = b - a;
    let len = d.length();
    if len <= clear_a + clear_b + 4.0 {
        return None;
    }
    let u = d / len;
    Some((a + u * clear_a, b - u * clear_b))
}

/// Where a name is written, next to its node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Below,
    Above,
    Right,
    Left,
}

/// The sides of a node an arrow or line towards `other` leaves `c` by (a diagonal one leaves
/// by two sides).
fn sides_towards(c: Pos2, other: Pos2) -> Vec<Place> {
    let d = other - c;
    let mut sides = Vec::new();
    if d.y.abs() >= d.x.abs() * 0.84 && d.y != 0.0 {
        sides.push(if d.y > 0.0 {
            Place::Below
        } else {
            Place::Above
        });
    }
    if d.x.abs() >= d.y.abs() * 0.84 && d.x != 0.0 {
        sides.push(if d.x > 0.0 { Place::Right } else { Place::Left });
    }
    sides
}

/// The nodes and what is drawn around them, as far as the names are concerned.
struct LabelInput<'a> {
    /// The nodes' centres on screen.
    pts: &'a [Pos2],
    /// The nodes' half sizes.
    extents: &'a [f32],
    /// Room between each node's edge and its name (more round a marked node, for its ring).
    gaps: &'a [f32],
    /// The width of each node's name written in full.
    text_widths: &'a [f32],
    /// The height of a name.
    h: f32,
    /// The arrows drawn, by node index.
    arrows: &'a [(usize, usize)],
    /// The space the board is drawn in.
    area: Rect,
}

/// Where each node's name goes, as a rectangle (as wide as the name, or as the room there is
/// when a shortened name keeps at least [`LABEL_MIN_SHARE`] of it), or `None` when it does
/// not fit. A name goes under its node, or above, right or left of it when an arrow leaves by
/// that side. Names under or over nodes share the room between neighbours evenly; names to
/// the side take what is left between the other nodes, names and arrows.
fn plan_labels(inp: &LabelInput<'_>) -> Vec<Option<Rect>> {
    let LabelInput {
        pts,
        extents,
        gaps,
        text_widths,
        h,
        arrows,
        area,
    } = *inp;
    let n = pts.len();
    let blocked: Vec<Vec<Place>> = (0..n)
        .map(|i| {
            arrows
                .iter()
                .filter_map(|&(a, b)| match (a == i, b == i) {
                    (true, false) => pts.get(b),
                    (false, true) => pts.get(a),
                    _ => None,
                })
                .flat_map(|&q| sides_towards(pts[i], q))
                .collect()
        })
        .collect();
    let place: Vec<Option<Place>> = (0..n)
        .map(|i| {
            let blocked = &blocked[i];
            let fits = |p: Place| match p {
                Place::Above => pts[i].y - extents[i] - gaps[i] - h >= area.top(),
                Place::Below => pts[i].y + extents[i] + gaps[i] + h <= area.bottom(),
                Place::Right | Place::Left => true,
            };
            [Place::Below, Place::Above, Place::Right, Place::Left]
                .into_iter()
                .find(|&p| !blocked.contains(&p) && fits(p))
        })
        .collect();
    let keep = |limit: f32, i: usize| {
        let w = text_widths[i].min(limit);
        (limit >= LABEL_MIN_WIDTH && w >= text_widths[i] * LABEL_MIN_SHARE).then_some(w)
    };

    // Names under and over the nodes: each as wide as the room to the nodes and the names
    // beside it (half each).
    let top = |i: usize| match place[i] {
        Some(Place::Below) => Some(pts[i].y + extents[i] + gaps[i]),
        Some(Place::Above) => Some(pts[i].y - extents[i] - gaps[i] - h),
        _ => None,
    };
    let mut out: Vec<Option<Rect>> = vec![None; n];
    for i in 0..n {
        let Some(y0) = top(i) else { continue };
        let y1 = y0 + h;
        let mut limit = LABEL_MAX_WIDTH;
        for j in (0..n).filter(|&j| j != i) {
            let dx = (pts[j].x - pts[i].x).abs();
            let (n0, n1) = (pts[j].y - extents[j] - 2.0, pts[j].y + extents[j] + 2.0);
            if n0 < y1 && n1 > y0 {
                limit = limit.min(2.0 * (dx - extents[j] - 3.0));
            }
            if let Some(t) = top(j)
                && t < y1
                && t + h > y0
            {
                limit = limit.min(dx - 8.0);
            }
        }
        if let Some(w) = keep(limit, i) {
            out[i] = Some(label_rect(Pos2::new(pts[i].x, y0), vec2(w, h), area));
        }
    }

    // Names beside the nodes, one after the other, on the free side with the most room.
    for i in 0..n {
        let (y0, y1) = (pts[i].y - h / 2.0, pts[i].y + h / 2.0);
        let room = |right: bool, out: &[Option<Rect>]| {
            let x0 = if right {
                pts[i].x + extents[i] + gaps[i] + 1.0
            } else {
                pts[i].x - extents[i] - gaps[i] - 1.0
            };
            // The free length from x0 outwards before anything in the band [y0, y1].
            let mut limit = if right {
                area.right() - 2.0 - x0
            } else {
                x0 - area.left() - 2.0
            };
            let mut block = |xa: f32, xb: f32| {
                if right && xb > x0 {
                    limit = limit.min((xa - x0).max(0.0) - 4.0);
                } else if !right && xa < x0 {
                    limit = limit.min((x0 - xb).max(0.0) - 4.0);
                }
            };
            for j in (0..n).filter(|&j| j != i) {
                let e = extents[j] + 2.0;
                if pts[j].y - e < y1 && pts[j].y + e > y0 {
                    block(pts[j].x - e, pts[j].x + e);
                }
            }
            for r in out.iter().flatten() {
                if r.top() < y1 && r.bottom() > y0 {
                    block(r.left(), r.right());
                }
            }
            for &(a, b) in arrows {
                if let (Some(&p), Some(&q)) = (pts.get(a), pts.get(b))
                    && let Some((xa, xb)) = band_crossing([p, q], y0, y1)
                {
                    block(xa, xb);
                }
            }
            (x0, limit)
        };
        let best = match place[i] {
            Some(Place::Right | Place::Left) => [Place::Right, Place::Left]
                .into_iter()
                .filter(|p| !blocked[i].contains(p))
                .map(|p| (p == Place::Right, room(p == Place::Right, &out)))
                // The first side the whole name fits on, else the roomier one.
                .max_by(|a, b| {
                    let fits = |l: f32| l >= text_widths[i];
                    (fits(a.1.1), a.1.1.min(text_widths[i]), a.0)
                        .partial_cmp(&(fits(b.1.1), b.1.1.min(text_widths[i]), b.0))
                        .unwrap_or(std::cmp::Ordering::Equal)
                }),
            _ => None,
        };
        if let Some((right, (x0, limit))) = best
            && let Some(w) = keep(limit, i)
        {
            let x = if right { x0 } else { x0 - w };
            out[i] = Some(Rect::from_min_size(Pos2::new(x, y0), vec2(w, h)));
        }
    }
    out
}

/// The horizontal extent of the part of segment `s` between the heights `y0` and `y1`, if
/// it crosses that band.
fn band_crossing(s: [Pos2; 2], y0: f32, y1: f32) -> Option<(f32, f32)> {
    let [p, q] = s;
    let (lo, hi) = (p.y.min(q.y), p.y.max(q.y));
    if hi < y0 || lo > y1 {
        return None;
    }
    if hi - lo < 1e-6 {
        // Level: the whole segment is in the band.
        return Some((p.x.min(q.x), p.x.max(q.x)));
    }
    let x_at = |y: f32| p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y);
    let (xa, xb) = (x_at(y0.max(lo)), x_at(y1.min(hi)));
    Some((xa.min(xb), xa.max(xb)))
}

/// Where a label of `size` centred under (or over) `anchor` goes, moved sideways to stay
/// inside `area`.
fn label_rect(anchor: Pos2, size: Vec2, area: Rect) -> Rect {
    let mut x = anchor.x - size.x / 2.0;
    x = x.min(area.right() - 2.0 - size.x).max(area.left() + 2.0);
    Rect::from_min_size(Pos2::new(x, anchor.y), size)
}

/// Whether `p` lies inside the polygon `poly` (even-odd rule).
fn inside(poly: &[Pos2], p: Pos2) -> bool {
    let mut result = false;
    let mut j = poly.len().wrapping_sub(1);
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[j]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            result = !result;
        }
        j = i;
    }
    result
}

/// The distance from `p` to the segment `s`.
fn segment_distance(p: Pos2, s: [Pos2; 2]) -> f32 {
    let d = s[1] - s[0];
    let len2 = d.length_sq();
    let t = if len2 > 0.0 {
        ((p - s[0]).dot(d) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(s[0] + d * t)
}

/// Where a medal of radius `rm` goes in the region `ring` (a polygon around `centre`): the
/// point inside nearest the centre that keeps the medal clear of the `discs` (centre and
/// radius of the nodes), the `boxes` (names) and the `segments` (paths); when no point is
/// clear, the one with the most room.
fn medal_spot(
    ring: &[Pos2],
    centre: Pos2,
    rm: f32,
    discs: &[(Pos2, f32)],
    boxes: &[Rect],
    segments: &[[Pos2; 2]],
) -> Pos2 {
    /// Candidates per side of the grid laid over the region.
    const STEPS: usize = 12;
    // Room beyond this is no better: then the nearer the centre the better.
    let enough = rm * 0.5;
    // Only what is near the region can be in the way of its medal.
    let bounds = Rect::from_points(ring);
    let near = bounds.expand(rm + enough + 1.0);
    let discs: Vec<(Pos2, f32)> = discs
        .iter()
        .copied()
        .filter(|&(c, e)| near.expand(e).contains(c))
        .collect();
    let boxes: Vec<Rect> = boxes
        .iter()
        .copied()
        .filter(|b| b.intersects(near))
        .collect();
    let segments: Vec<[Pos2; 2]> = segments
        .iter()
        .copied()
        .filter(|&s| Rect::from_two_pos(s[0], s[1]).expand(2.0).intersects(near))
        .collect();
    let room = |p: Pos2| {
        let nodes = discs.iter().map(|&(c, e)| p.distance(c) - e);
        let names = boxes.iter().map(|b| b.distance_to_pos(p));
        let paths = segments.iter().map(|&s| segment_distance(p, s) - 2.0);
        nodes
            .chain(names)
            .chain(paths)
            .fold(f32::INFINITY, f32::min)
            - rm
    };
    let score = |p: Pos2| (room(p).min(enough), -p.distance(centre));
    let grid = (0..=STEPS).flat_map(|a| {
        (0..=STEPS).map(move |b| {
            let t = vec2(a as f32, b as f32) / STEPS as f32;
            bounds.min + bounds.size() * t
        })
    });
    let mut best: Option<(Pos2, (f32, f32))> = None;
    for p in std::iter::once(centre).chain(grid) {
        if !inside(ring, p) {
            continue;
        }
        let s = score(p);
        if best.is_none_or(|(_, b)| s.0 > b.0 || (s.0 == b.0 && s.1 > b.1)) {
            best = Some((p, s));
        }
    }
    best.map_or(centre, |(p, _)| p)
}

// ---------------------------------------------------------------------------------------------
// Painting.

/// The colour of legal targets: their glow, ring and the fill of an empty target.
const TARGET_GLOW: Color32 = Color32::from_rgba_premultiplied(150, 120, 15, 150);
const TARGET_RING: Color32 = Color32::from_rgb(245, 180, 0);
const TARGET_FILL: Color32 = Color32::from_rgb(255, 232, 130);
/// The colour of what a lesson points at: highlighted locations and arrows.
const LESSON_GREEN: Color32 = Color32::from_rgb(20, 170, 120);

/// The shape of a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Base { special: bool },
    Hq(Option<Side>),
}

impl Node {
    fn of(board: &Board, loc: Loc) -> Node {
        if board.is_hq(loc) {
            Node::Hq(board.hq_side(loc))
        } else {
            Node::Base {
                special: board.is_special(loc),
            }
        }
    }

    /// Half the node's size: the radius of a base, half the side of an HQ.
    fn extent(self, r: f32) -> f32 {
        match self {
            Node::Base { .. } => r,
            Node::Hq(_) => r * HQ_SCALE,
        }
    }

    /// The square of an HQ grown by `grow` points, with its corner radius.
    fn hq_rect(self, c: Pos2, r: f32, grow: f32) -> (Rect, CornerRadius) {
        let e = self.extent(r) + grow;
        (Rect::from_center_size(c, Vec2::splat(2.0 * e)), corner(e))
    }

    /// A ring `grow` points outside the node's edge.
    fn ring(self, p: &Painter, c: Pos2, r: f32, grow: f32, stroke: Stroke) {
        match self {
            Node::Base { .. } => {
                p.circle_stroke(c, r + grow, stroke);
            }
            Node::Hq(_) => {
                let (rect, round) = self.hq_rect(c, r, grow);
                p.rect_stroke(rect, round, stroke, StrokeKind::Middle);
            }
        }
    }

    /// The node's shape grown by `grow` points, filled.
    fn glow(self, p: &Painter, c: Pos2, r: f32, grow: f32, fill: Color32) {
        match self {
            Node::Base { .. } => {
                p.circle_filled(c, r + grow, fill);
            }
            Node::Hq(_) => {
                let (rect, round) = self.hq_rect(c, r, grow);
                p.rect_filled(rect, round, fill);
            }
        }
    }
}

/// The corner radius of an HQ square of half side `e`.
fn corner(e: f32) -> CornerRadius {
    CornerRadius::same((e * 0.3).round().clamp(2.0, 255.0) as u8)
}

/// A colour `t` of the way from `a` to `b`.
fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    a.lerp_to_gamma(b, t)
}

/// Text centred on `c`, drawn three times a fraction of a point apart when `bold` (the
/// bundled fonts have no bold face).
fn centred_text(p: &Painter, c: Pos2, text: &str, size: f32, colour: Color32, bold: bool) {
    let galley = p.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour);
    let pos = c - galley.size() / 2.0 + vec2(0.0, size * 0.04);
    if bold {
        let d = (size * 0.03).clamp(0.35, 0.8);
        for dx in [-d, d] {
            p.galley(pos + vec2(dx, 0.0), galley.clone(), colour);
        }
        p.galley(pos - vec2(0.0, d * 0.5), galley, colour);
    } else {
        p.galley(pos, galley, colour);
    }
}

/// Paints everything and reports clicks.
fn paint_board(
    ui: &mut Ui,
    board: &Board,
    stacks: &[Vec<Piece>],
    positions: &[Point],
    marks: &Marks,
    claims: &[Option<Side>],
) -> BoardResponse {
    let stack_of = |l: Loc| stacks.get(l.index()).map(Vec::as_slice).unwrap_or(&[]);
    let mut rect = ui.available_rect_before_wrap();
    if !rect.is_finite() {
        // In an unbounded layout (a scroll area), take a square as wide as the space.
        let w = if rect.width().is_finite() {
            rect.width()
        } else {
            400.0
        };
        rect = Rect::from_min_size(rect.min, vec2(w, w));
    }
    let background = ui.allocate_rect(rect, Sense::hover());
    let visuals = ui.visuals().clone();
    let pal = Palette::new(visuals.dark_mode);

    // Fit the board, with room for names under the nodes when they are far enough apart.
    let locs: Vec<Loc> = board.locations().collect();
    let map_pts: Vec<Pos2> = locs
        .iter()
        .map(|l| {
            let p = positions.get(l.index()).copied().unwrap_or_default();
            Pos2::new(p.x, p.y)
        })
        .collect();
    let bounds = if map_pts.is_empty() {
        Rect::from_center_size(Pos2::ZERO, Vec2::ZERO)
    } else {
        Rect::from_points(&map_pts)
    };
    let near_map = nearest_distances(&map_pts);
    let min_gap = near_map.iter().copied().fold(f32::INFINITY, f32::min);
    let name_size = |r: f32| (r * 0.5).clamp(10.0, 13.0);
    let label_room = |r: f32| name_size(r) + 6.0;
    let mut f = fit(bounds, rect, min_gap, label_room(MAX_RADIUS));
    let names_fit = |f: &Fit| {
        let gap = min_gap * f.scale;
        gap.is_finite() && gap >= LABEL_MIN_GAP && gap >= 2.0 * f.radius + label_room(f.radius)
    };
    let with_names = names_fit(&f);
    if !with_names {
        f = fit(bounds, rect, min_gap, 0.0);
    }
    let r = f.radius;
    let pts: Vec<Pos2> = map_pts.iter().map(|&p| f.to_screen(p)).collect();
    let nodes: Vec<Node> = locs.iter().map(|&l| Node::of(board, l)).collect();
    let extents: Vec<f32> = nodes.iter().map(|n| n.extent(r)).collect();
    let painter = ui.painter_at(rect);

    // Names under the nodes (below the rings of marked ones), as wide as their neighbours let
    // them be.
    let mut labels: Vec<Option<(Rect, Arc<Galley>)>> = vec![None; locs.len()];
    if with_names {
        let font = FontId::proportional(name_size(r));
        let text = visuals.text_color();
        let full: Vec<Arc<Galley>> = locs
            .iter()
            .map(|&l| painter.layout_no_wrap(board.display_name(l).to_owned(), font.clone(), text))
            .collect();
        let gaps: Vec<f32> = locs
            .iter()
            .map(|&loc| {
                let full = if marks.highlight.contains(&loc) {
                    8.0
                } else if marks.targets.contains(loc) || marks.chosen == Some(loc) {
                    5.0
                } else {
                    2.0
                };
                ring_size(r, full)
            })
            .collect();
        let text_widths: Vec<f32> = full.iter().map(|g| g.size().x).collect();
        let arrows: Vec<(usize, usize)> = marks
            .arrows
            .iter()
            .map(|&(a, b)| (a.index(), b.index()))
            .collect();
        let plan = plan_labels(&LabelInput {
            pts: &pts,
            extents: &extents,
            gaps: &gaps,
            text_widths: &text_widths,
            h: painter.fonts_mut(|f| f.row_height(&font)),
            arrows: &arrows,
            area: rect,
        });
        for (i, (at, galley)) in plan.into_iter().zip(full).enumerate() {
            let Some(at) = at else { continue };
            let galley = if at.width() >= galley.size().x {
                galley
            } else {
                let name = board.display_name(locs[i]).to_owned();
                let mut job = LayoutJob::simple_singleline(name, font.clone(), text);
                job.wrap = TextWrapping::truncate_at_width(at.width());
                painter.layout_job(job)
            };
            labels[i] = Some((at, galley));
        }
    }

    // The regions, their medals placed clear of the nodes, names and paths.
    let rm = medal_radius(r);
    let mut segments = Vec::new();
    for &a in &locs {
        for b in board.neighbours(a).iter() {
            if b.index() > a.index()
                && let Some(&q) = pts.get(b.index())
            {
                segments.push([pts[a.index()], q]);
            }
        }
    }
    let discs: Vec<(Pos2, f32)> = pts
        .iter()
        .zip(&extents)
        .map(|(&c, &e)| (c, e + 2.0))
        .collect();
    let boxes: Vec<Rect> = labels.iter().flatten().map(|(b, _)| *b).collect();
    let regions: Vec<(RegionId, RegionShape)> = region_shapes(board, &pts)
        .into_iter()
        .map(|(reg, mut shape)| {
            shape.medal = medal_spot(&shape.ring, shape.centre, rm, &discs, &boxes, &segments);
            (reg, shape)
        })
        .collect();

    // Interaction first, so that hover marks are painted this frame; locations are registered
    // after the regions' medals so that they are on top.
    let mut out = BoardResponse::default();
    for (reg, shape) in &regions {
        let medal = Rect::from_center_size(shape.medal, Vec2::splat(2.0 * rm));
        let resp = ui.interact(
            medal,
            background.id.with(("region", reg.index())),
            Sense::hover(),
        );
        resp.on_hover_text(region_text(board, *reg, claims[reg.index()]));
    }
    let responses: Vec<Response> = locs
        .iter()
        .zip(&pts)
        .zip(&extents)
        .map(|((&loc, &c), &e)| {
            let hit = Rect::from_center_size(c, Vec2::splat(2.0 * e));
            let resp = ui.interact(
                hit,
                background.id.with(("loc", loc.index())),
                Sense::click(),
            );
            let label = stack_label(board, loc, stack_of(loc));
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if resp.clicked() {
                out.clicked = Some(loc);
            }
            if resp.secondary_clicked() {
                out.secondary = Some(loc);
            }
            resp.on_hover_text(hover_text(board, loc, stack_of(loc)))
        })
        .collect();

    // Regions: a faint fill, in the claiming side's colour once claimed.
    for (i, (reg, shape)) in regions.iter().enumerate() {
        let fill = match claims[reg.index()] {
            Some(side) => side_colour(side).gamma_multiply(0.3),
            None => pal.region_fills[i % pal.region_fills.len()],
        };
        let edge = match claims[reg.index()] {
            Some(side) => side_colour(side).gamma_multiply(0.6),
            None => pal.region_edge,
        };
        let mut mesh = Mesh::default();
        mesh.colored_vertex(shape.centre, fill);
        for &p in &shape.ring {
            mesh.colored_vertex(p, fill);
        }
        let n = shape.ring.len() as u32;
        for k in 0..n {
            mesh.add_triangle(0, 1 + k, 1 + (k + 1) % n);
        }
        painter.add(Shape::mesh(mesh));
        painter.add(Shape::closed_line(
            shape.ring.clone(),
            Stroke::new((r * 0.08).clamp(1.0, 2.0), edge),
        ));
    }

    // Paths, under the nodes.
    let path = Stroke::new((r * 0.2).clamp(2.0, 5.0), pal.path);
    for &seg in &segments {
        painter.line_segment(seg, path);
    }

    // Medals, clear of the nodes and their names.
    for (reg, shape) in &regions {
        let rim = mix(pal.medal, Color32::BLACK, 0.35);
        if let Some(side) = claims[reg.index()] {
            // Claimed: the medal set in a ring of the side's colour.
            painter.circle_filled(shape.medal, rm + 4.5, side_colour(side));
            painter.circle_filled(shape.medal, rm + 2.0, pal.base_fill);
        }
        painter.circle(shape.medal, rm, pal.medal, Stroke::new(1.5, rim));
        let inner = Stroke::new(1.0, rim.gamma_multiply(0.6));
        painter.circle_stroke(shape.medal, rm * 0.72, inner);
        if r >= TEXT_RADIUS {
            let medals = board.region_medals(*reg).to_string();
            centred_text(
                &painter,
                shape.medal,
                &medals,
                (rm * 1.15).max(8.0),
                pal.medal_text,
                true,
            );
        }
    }

    // Glows under the nodes: targets and the chosen location.
    for (i, &loc) in locs.iter().enumerate() {
        if marks.targets.contains(loc) {
            nodes[i].glow(&painter, pts[i], r, ring_size(r, 11.0), TARGET_GLOW);
        }
        if marks.chosen == Some(loc) {
            let fill = visuals.selection.bg_fill.gamma_multiply(0.8);
            nodes[i].glow(&painter, pts[i], r, ring_size(r, 9.0), fill);
        }
    }

    // The nodes and their stacks.
    let outline = Stroke::new((r * 0.08).clamp(1.0, 2.0), pal.base_stroke);
    for (i, &loc) in locs.iter().enumerate() {
        let (c, node) = (pts[i], nodes[i]);
        let stack = stack_of(loc);
        let target = marks.targets.contains(loc);
        let fill = if target && stack.is_empty() {
            TARGET_FILL
        } else {
            pal.base_fill
        };
        match node {
            Node::Base { special } => {
                if special {
                    let ring = (r * 0.2).max(2.5);
                    painter.circle(c, r, pal.special, outline);
                    painter.circle_filled(c, r - ring, fill);
                    painter.circle_stroke(c, r - ring, Stroke::new(1.0, pal.base_stroke));
                } else {
                    painter.circle(c, r, fill, outline);
                }
            }
            Node::Hq(side) => {
                let colour = side.map_or(pal.base_stroke, side_colour);
                let e = node.extent(r);
                let square = Rect::from_center_size(c, Vec2::splat(2.0 * e));
                let fill = if target {
                    fill
                } else {
                    mix(fill, colour, 0.14)
                };
                painter.rect_filled(square, corner(e), fill);
                let w = (r * 0.16).clamp(2.0, 4.0);
                painter.rect_stroke(
                    square,
                    corner(e),
                    Stroke::new(w, colour),
                    StrokeKind::Inside,
                );
                if stack.is_empty() && r >= TEXT_RADIUS {
                    centred_text(&painter, c, "HQ", r * 0.62, colour, true);
                }
            }
        }
        if let Some(top) = stack.last() {
            let colour = side_colour(top.side());
            let rt = r * 0.78;
            let rim = mix(colour, Color32::BLACK, 0.4);
            painter.circle(c, rt, colour, Stroke::new((r * 0.07).max(1.0), rim));
            painter.circle_stroke(
                c,
                rt * 0.8,
                Stroke::new((r * 0.04).max(0.8), Color32::WHITE.gamma_multiply(0.35)),
            );
            if r < TEXT_RADIUS {
                continue;
            }
            let code = top.troop().code().to_string();
            centred_text(&painter, c, &code, rt * 1.25, Color32::WHITE, true);
            if stack.len() > 1 {
                let rb = (r * 0.36).clamp(6.0, 11.0);
                let bc = c + vec2(1.0, -1.0).normalized() * (node.extent(r) * 0.9);
                painter.circle(
                    bc,
                    rb,
                    Color32::from_gray(32),
                    Stroke::new(1.5, pal.base_fill),
                );
                let height = stack.len().to_string();
                centred_text(&painter, bc, &height, rb * 1.3, Color32::WHITE, false);
            }
        }
    }

    // Rings over the nodes: targets, what a lesson points at, the chosen location, hover.
    for (i, &loc) in locs.iter().enumerate() {
        let (c, node) = (pts[i], nodes[i]);
        if marks.targets.contains(loc) {
            let (grow, w) = (ring_size(r, 2.5), ring_size(r, 3.5));
            node.ring(&painter, c, r, grow, Stroke::new(w, TARGET_RING));
        }
        if marks.highlight.contains(&loc) {
            let (grow, w) = (ring_size(r, 6.0), ring_size(r, 4.0));
            node.ring(&painter, c, r, grow, Stroke::new(w, LESSON_GREEN));
        }
        if marks.chosen == Some(loc) {
            let stroke = Stroke::new(ring_size(r, 3.0), visuals.selection.stroke.color);
            node.ring(&painter, c, r, ring_size(r, 3.0), stroke);
        }
        let resp = &responses[i];
        if resp.has_focus() {
            node.ring(&painter, c, r, ring_size(r, 3.0), visuals.selection.stroke);
        } else if resp.hovered() {
            let colour = visuals.widgets.hovered.fg_stroke.color.gamma_multiply(0.8);
            node.ring(&painter, c, r, ring_size(r, 2.5), Stroke::new(2.0, colour));
        }
    }

    // Names, on a faint backdrop so that they read over paths and regions.
    let text = visuals.text_color();
    let backdrop = visuals.panel_fill.gamma_multiply(0.72);
    for (at, galley) in labels.into_iter().flatten() {
        painter.rect_filled(at.expand2(vec2(3.0, 0.0)), 3, backdrop);
        painter.galley(at.min, galley, text);
    }

    // Arrows on top of everything, sized to the nodes.
    let width = (r * 0.2).clamp(1.5, 5.0);
    let head = (r * 0.75).clamp(5.0, 18.0);
    let halo = Stroke::new(
        width + ring_size(r, 3.0),
        visuals.panel_fill.gamma_multiply(0.85),
    );
    for &(from, to) in &marks.arrows {
        let (Some(&a), Some(&b)) = (pts.get(from.index()), pts.get(to.index())) else {
            continue;
        };
        // Clear of the nodes, and of the rings round highlighted ones.
        let clear = |l: Loc, gap: f32| {
            let ring = if marks.highlight.contains(&l) {
                ring_size(r, 8.0)
            } else {
                0.0
            };
            nodes[l.index()].extent(r) + ring_size(r, gap) + ring
        };
        let (clear_a, clear_b) = (clear(from, 3.0), clear(to, 4.0));
        let Some((s, t)) = arrow_ends(a, b, clear_a, clear_b) else {
            continue;
        };
        let u = (t - s).normalized();
        let side = u.rot90() * head * 0.5;
        let base = t - u * head;
        let shaft_end = t - u * head * 0.8;
        painter.line_segment([s, shaft_end], halo);
        painter.line_segment([s, shaft_end], Stroke::new(width, LESSON_GREEN));
        painter.add(Shape::convex_polygon(
            vec![t, base + side, base - side],
            LESSON_GREEN,
            Stroke::new(1.5, halo.color),
        ));
    }
    out
}

/// A region's polygon on screen, its centre and where its medal goes.
struct RegionShape {
    ring: Vec<Pos2>,
    centre: Pos2,
    medal: Pos2,
}

/// The polygon of every region with a ring of at least three locations on the board.
fn region_shapes(board: &Board, pts: &[Pos2]) -> Vec<(RegionId, RegionShape)> {
    board
        .regions()
        .filter_map(|reg| {
            let ring: Vec<Pos2> = board
                .region_ring(reg)
                .iter()
                .filter_map(|l| pts.get(l.index()).copied())
                .collect();
            if ring.len() < 3 {
                return None;
            }
            let ordered = ring_order(&ring).into_iter().map(|k| ring[k]).collect();
            let centre = centroid(&ring);
            Some((
                reg,
                RegionShape {
                    ring: ordered,
                    centre,
                    medal: centre,
                },
            ))
        })
        .collect()
}

/// The radius of a region's medal for bases of radius `r`.
fn medal_radius(r: f32) -> f32 {
    (r * 0.6).clamp(4.0, 15.0)
}

/// A ring's offset or width, `full` points round full-sized nodes, less round smaller ones
/// (so that the marks of a squeezed board do not cover it).
fn ring_size(r: f32, full: f32) -> f32 {
    full * (r / MAX_RADIUS).clamp(0.35, 1.0)
}

fn region_text(board: &Board, reg: RegionId, claimed: Option<Side>) -> String {
    let medals = board.region_medals(reg);
    let plural = if medals == 1 { "" } else { "s" };
    let mut t = format!("{}\n{medals} medal{plural}", board.region_name(reg));
    if let Some(side) = claimed {
        t.push_str(&format!(", claimed by {side}"));
    }
    t
}

fn hover_text(board: &Board, loc: Loc, stack: &[Piece]) -> String {
    let mut t = board.display_name(loc).to_string();
    if stack.is_empty() {
        t.push_str("\nempty");
    }
    for p in stack.iter().rev() {
        t.push_str(&format!("\n{} {}", p.side(), p.troop().display_name()));
    }
    t
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
    fn ring_order_makes_a_simple_polygon_of_scrambled_points() {
        // The corners of a square and a pentagon's worth of points, given out of order.
        let pts = [
            pos2(10.0, 10.0),
            pos2(0.0, 0.0),
            pos2(10.0, 0.0),
            pos2(0.0, 10.0),
        ];
        let order = ring_order(&pts);
        let poly: Vec<Pos2> = order.iter().map(|&i| pts[i]).collect();
        // Consecutive corners of a square are one side apart, never a diagonal.
        for k in 0..4 {
            let d = poly[k].distance(poly[(k + 1) % 4]);
            assert_eq!(d, 10.0, "{poly:?}");
        }
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![0, 1, 2, 3]);
    }

    #[test]
    fn ring_order_goes_round_the_centroid_one_way() {
        let c = pos2(50.0, 50.0);
        let angles = [3.0_f32, 0.5, 5.0, 1.7, 2.4, 4.1];
        let pts: Vec<Pos2> = angles
            .iter()
            .map(|a| c + vec2(a.cos(), a.sin()) * (20.0 + a))
            .collect();
        let order = ring_order(&pts);
        let seen: Vec<f32> = order.iter().map(|&i| angles[i]).collect();
        // atan2 gives angles in (-pi, pi]: those above pi come first, then the rest.
        assert_eq!(seen, vec![4.1, 5.0, 0.5, 1.7, 2.4, 3.0]);
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

    #[test]
    fn labels_stay_inside_the_board() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(200.0, 200.0));
        let size = vec2(80.0, 12.0);
        let left = label_rect(pos2(10.0, 50.0), size, area);
        assert!(left.left() >= area.left());
        let right = label_rect(pos2(195.0, 50.0), size, area);
        assert!(right.right() <= area.right());
        let mid = label_rect(pos2(100.0, 50.0), size, area);
        assert_eq!(mid.center().x, 100.0);
        assert_eq!(mid.top(), 50.0);
    }

    #[test]
    fn claims_of_ignores_regions_the_board_does_not_have() {
        let text = include_str!("../../../maps/castle-field.ron");
        let map = Map::from_ron(text, "castle-field.ron").expect("castle field loads");
        let board = Board::compile(&map).expect("castle field compiles");
        let claims = claims_of(
            &board,
            &[(RegionId(1), Side::Red), (RegionId(120), Side::Blue)],
        );
        assert_eq!(claims.len(), board.num_regions());
        assert_eq!(claims[1], Some(Side::Red));
        assert_eq!(claims.iter().flatten().count(), 1);
    }
    /// The rectangles of names of the given widths, 14 high, round nodes of half size 20.
    fn plan(pts: &[Pos2], widths: &[f32], arrows: &[(usize, usize)]) -> Vec<Option<Rect>> {
        let n = pts.len();
        plan_labels(&LabelInput {
            pts,
            extents: &vec![20.0; n],
            gaps: &vec![2.0; n],
            text_widths: widths,
            h: 14.0,
            arrows,
            area: Rect::from_min_size(pos2(-500.0, -500.0), vec2(1500.0, 1500.0)),
        })
    }

    #[test]
    fn names_under_neighbours_share_the_room_between_them() {
        let pts = [
            pos2(0.0, 0.0),
            pos2(60.0, 0.0),
            pos2(500.0, 0.0),
            pos2(500.0, 30.0),
        ];
        let out = plan(&pts, &[100.0, 30.0, 40.0, 40.0], &[]);
        // Side by side: each name gets the room between the two centres, less a gap; the
        // short one fits whole, the long one is left out (too little of it would show).
        assert_eq!(out[0], None);
        let right = out[1].expect("a short name fits");
        assert_eq!(right.width(), 30.0);
        assert_eq!(right.center().x, 60.0);
        assert_eq!(right.top(), 22.0);
        // A node right under the name leaves it no room at all.
        assert_eq!(out[2], None);
        // Nothing near: the name in full.
        assert_eq!(out[3].map(|r| r.width()), Some(40.0));
        // Shortened, when most of it shows.
        let out = plan(&pts[..2], &[60.0, 30.0], &[]);
        assert_eq!(out[0].map(|r| r.width()), Some(52.0));
    }

    #[test]
    fn names_move_off_the_sides_arrows_leave_by() {
        // An arrow down from 0 to 1 and up from 1 to 2: 0's name goes above it, 1's (blocked
        // above and below) to its right, 2's stays under it.
        let pts = [pos2(0.0, 0.0), pos2(0.0, 200.0), pos2(10.0, 400.0)];
        let out = plan(&pts, &[50.0; 3], &[(0, 1), (2, 1)]);
        let above = out[0].unwrap();
        assert!(above.bottom() <= -20.0, "{above:?}");
        let right = out[1].unwrap();
        assert!(
            right.left() >= 20.0 && (right.center().y - 200.0).abs() < 1e-3,
            "{right:?}"
        );
        let below = out[2].unwrap();
        assert!(below.top() >= 420.0, "{below:?}");
        // Blocked on every side: no name.
        let star = [
            pos2(0.0, 0.0),
            pos2(0.0, 100.0),
            pos2(0.0, -100.0),
            pos2(100.0, 0.0),
            pos2(-100.0, 0.0),
        ];
        let arrows = [(0, 1), (0, 2), (0, 3), (0, 4)];
        assert_eq!(plan(&star, &[50.0; 5], &arrows)[0], None);
    }

    #[test]
    fn a_name_beside_its_node_stops_before_the_next_node_and_arrow() {
        let pts = [
            pos2(0.0, 0.0),
            pos2(0.0, 200.0),
            pos2(0.0, -200.0),
            pos2(90.0, 0.0),
            pos2(-90.0, 0.0),
        ];
        // 0 is blocked above and below: its name goes beside it, and stops before node 3
        // (or 4 on the left).
        let widths = |w: f32| [w, 10.0, 10.0, 10.0, 10.0];
        let out = plan(&pts, &widths(200.0), &[(0, 1), (0, 2)]);
        assert_eq!(out[0], None, "too little of a 200-wide name shows");
        let out = plan(&pts, &widths(40.0), &[(0, 1), (0, 2)]);
        let r = out[0].unwrap();
        assert!(
            r.left() >= 20.0 && r.right() <= 90.0 - 22.0 - 4.0 + 1e-3,
            "{r:?}"
        );
        // A name that fits on one side only goes there.
        let far_left = [pts[0], pts[1], pts[2], pts[3], pos2(-300.0, 0.0)];
        let r = plan(&far_left, &widths(100.0), &[(0, 1), (0, 2)])[0].unwrap();
        assert_eq!(r.width(), 100.0);
        assert!(r.right() <= -20.0, "{r:?}");
        // An arrow crossing the band right of the node cuts the room too.
        let pts = [
            pos2(0.0, 0.0),
            pos2(0.0, 200.0),
            pos2(0.0, -200.0),
            pos2(60.0, -100.0),
            pos2(60.0, 100.0),
            pos2(-60.0, 0.0),
        ];
        let arrows = [(0, 1), (0, 2), (3, 4)];
        let out = plan(&pts, &[60.0, 10.0, 10.0, 10.0, 10.0, 10.0], &arrows);
        assert_eq!(out[0], None);
    }

    #[test]
    fn sides_towards_names_the_sides_a_line_leaves_by() {
        let c = pos2(100.0, 100.0);
        assert_eq!(sides_towards(c, pos2(100.0, 160.0)), vec![Place::Below]);
        assert_eq!(sides_towards(c, pos2(100.0, 40.0)), vec![Place::Above]);
        assert_eq!(sides_towards(c, pos2(200.0, 120.0)), vec![Place::Right]);
        assert_eq!(
            sides_towards(c, pos2(40.0, 40.0)),
            vec![Place::Above, Place::Left]
        );
        assert!(sides_towards(c, c).is_empty());
    }

    #[test]
    fn band_crossing_clips_a_segment_to_a_band() {
        let s = [pos2(0.0, 0.0), pos2(100.0, 100.0)];
        assert_eq!(band_crossing(s, 40.0, 60.0), Some((40.0, 60.0)));
        assert_eq!(band_crossing(s, 150.0, 160.0), None);
        let flat = [pos2(10.0, 5.0), pos2(-10.0, 5.0)];
        assert_eq!(band_crossing(flat, 0.0, 10.0), Some((-10.0, 10.0)));
    }

    #[test]
    fn inside_tells_points_in_a_concave_polygon() {
        // An L shape: the notch at the top right is outside.
        let l = [
            pos2(0.0, 0.0),
            pos2(4.0, 0.0),
            pos2(4.0, 4.0),
            pos2(10.0, 4.0),
            pos2(10.0, 10.0),
            pos2(0.0, 10.0),
        ];
        assert!(inside(&l, pos2(2.0, 2.0)));
        assert!(inside(&l, pos2(8.0, 8.0)));
        assert!(!inside(&l, pos2(8.0, 2.0)));
        assert!(!inside(&l, pos2(-1.0, 5.0)));
        assert!(!inside(&[], pos2(0.0, 0.0)));
    }

    #[test]
    fn segment_distance_measures_to_the_nearest_point_of_the_segment() {
        let s = [pos2(0.0, 0.0), pos2(10.0, 0.0)];
        assert_eq!(segment_distance(pos2(5.0, 3.0), s), 3.0);
        assert_eq!(segment_distance(pos2(13.0, 4.0), s), 5.0);
        assert_eq!(segment_distance(pos2(0.0, 2.0), [pos2(0.0, 0.0); 2]), 2.0);
    }

    #[test]
    fn medal_spot_is_the_centre_of_a_free_region() {
        let ring = [
            pos2(0.0, 0.0),
            pos2(100.0, 0.0),
            pos2(100.0, 100.0),
            pos2(0.0, 100.0),
        ];
        let c = pos2(50.0, 50.0);
        assert_eq!(medal_spot(&ring, c, 10.0, &[], &[], &[]), c);
    }

    #[test]
    fn medal_spot_moves_off_a_node_and_a_name_in_the_way() {
        let ring = [
            pos2(0.0, 0.0),
            pos2(100.0, 0.0),
            pos2(100.0, 100.0),
            pos2(0.0, 100.0),
        ];
        let c = pos2(50.0, 50.0);
        let rm = 10.0;
        let discs = [(c, 15.0)];
        let name = Rect::from_min_size(pos2(20.0, 68.0), vec2(60.0, 14.0));
        let spot = medal_spot(&ring, c, rm, &discs, &[name], &ring_edges(&ring));
        assert!(inside(&ring, spot));
        assert!(spot.distance(c) >= 15.0 + rm, "{spot:?}");
        assert!(name.distance_to_pos(spot) >= rm, "{spot:?}");
        for s in ring_edges(&ring) {
            assert!(segment_distance(spot, s) >= rm, "{spot:?}");
        }
    }

    fn ring_edges(ring: &[Pos2]) -> Vec<[Pos2; 2]> {
        (0..ring.len())
            .map(|i| [ring[i], ring[(i + 1) % ring.len()]])
            .collect()
    }
}
