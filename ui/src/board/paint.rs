//! The egui back end of the board's drawing model: maps the shapes of a
//! [`toyforge_core::draw::Scene`] to `egui::Painter` calls through one transform
//! ([`ToScreen`]). The editor's canvas and the play and lesson boards both paint through here,
//! with the fast paths a thousand-location map needs (one mesh for the regions' fills and one
//! per layer of the paths, small bases as single quads: [`super::mesh`]); the editor adds its
//! own marks (selection, hover, problems, handles, tool previews) on top.

use super::glyphs;
use super::mesh::{outlined_disc, segments_mesh};
use super::polygon::{fill_polygon, triangulate};
use crate::map::Point;
use egui::epaint::Mesh;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use toyforge_core::draw::glyph::{GLYPH_SHARE, RULE_GLYPH_SHARE};
use toyforge_core::draw::labels::Anchor;
use toyforge_core::draw::style::*;
use toyforge_core::draw::{
    Label, LabelOwner, LineKind, Node, NodeKind, Palette, RegionShape, Rgba, Scene, keep_outline,
};

/// The egui colour of a model colour.
pub fn c32(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// The colour of a side's troops, for text and widgets beside the board.
pub fn side_colour(side: crate::pieces::Side) -> Color32 {
    c32(toyforge_core::draw::side_colour(side))
}

/// The colour of a side's name and troops written beside the board, on the panels and
/// buttons of `ui`: the side's light shade on a dark theme, its dark shade on a light one (the
/// troops' own colour reads poorly on either, most of all on a selected button).
pub fn side_text(ui: &egui::Ui, side: crate::pieces::Side) -> Color32 {
    c32(if ui.visuals().dark_mode {
        toyforge_core::draw::side_light(side)
    } else {
        toyforge_core::draw::side_dark(side)
    })
}

/// The one transform from map coordinates to the screen, of every egui board: positions are
/// scaled by `scale` (screen points per map unit) and moved by `offset`; the board's sizes
/// (radii, widths, text) are scaled by `size`, which a painter may keep from shrinking below
/// readable sizes. The editor's canvas makes it from its view ([`ToScreen::centred`]), the
/// board widget from the space it gets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ToScreen {
    pub scale: f32,
    pub offset: Vec2,
    pub size: f32,
}

impl ToScreen {
    /// The transform that shows map point `center` at screen point `screen_center`, `scale`
    /// screen points per map unit, the board's sizes scaled alike (see [`ToScreen::min_size`]).
    pub fn centred(center: Point, scale: f32, screen_center: Pos2) -> ToScreen {
        ToScreen {
            scale,
            offset: screen_center.to_vec2() - vec2(center.x, center.y) * scale,
            size: scale,
        }
    }

    /// The same transform with the board's sizes kept from shrinking below `size` screen
    /// points per map unit.
    pub fn min_size(self, size: f32) -> ToScreen {
        ToScreen {
            size: self.size.max(size),
            ..self
        }
    }

    /// A map point on screen.
    pub fn pos(&self, p: Point) -> Pos2 {
        pos2(
            p.x * self.scale + self.offset.x,
            p.y * self.scale + self.offset.y,
        )
    }

    /// The map point at a screen point (the inverse of [`ToScreen::pos`]).
    pub fn to_model(&self, p: Pos2) -> Point {
        Point::new(
            (p.x - self.offset.x) / self.scale,
            (p.y - self.offset.y) / self.scale,
        )
    }

    /// A size of the board on screen.
    pub fn len(&self, l: f32) -> f32 {
        l * self.size
    }

    /// A node's half size on screen.
    pub fn extent(&self, n: &Node) -> f32 {
        self.len(n.extent())
    }

    /// A point of a node's figure (given in map units around the node) on screen: its
    /// offset from the node scales with the board's sizes, not with the positions.
    pub fn at(&self, n: &Node, p: Point) -> Pos2 {
        self.pos(n.pos) + vec2(p.x - n.pos.x, p.y - n.pos.y) * self.size
    }
}

/// Below this radius of a base on screen, the numbers on tokens, badges and medals are too
/// small to read and are left out (the hover text still tells them).
const TEXT_RADIUS: f32 = 9.0;

/// Whether numbers on tokens, badges and medals are big enough to read at this size.
pub fn text_reads(tf: &ToScreen) -> bool {
    tf.len(BASE_R) >= TEXT_RADIUS
}

/// Text centred on `c`, drawn three times a fraction of a point apart when `bold` (the
/// bundled fonts have no bold face).
pub fn centred_text(p: &Painter, c: Pos2, text: &str, size: f32, colour: Color32, bold: bool) {
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

/// The fill and edge of a region as drawn: the model's, or `over` instead.
pub type RegionColours = (Color32, Color32);

/// The triangles filling each of the scene's regions (indices into its ring), in map units:
/// a transform that scales and shifts keeps them, so a painter finds them once per scene.
pub fn region_triangles(scene: &Scene) -> Vec<Vec<[usize; 3]>> {
    scene
        .regions
        .iter()
        .map(|r| {
            let pts: Vec<Pos2> = r.ring.iter().map(|p| pos2(p.x, p.y)).collect();
            triangulate(&pts)
        })
        .collect()
}

/// The regions of `scene`: their fills as one mesh from `tris` ([`region_triangles`], found
/// anew when `None`), then each edge; `over` gives a region (by index) other colours, and only
/// regions whose ring's box on screen meets `clip` are painted.
pub fn regions(
    p: &Painter,
    tf: &ToScreen,
    scene: &Scene,
    pal: &Palette,
    tris: Option<&[Vec<[usize; 3]>]>,
    over: impl Fn(usize) -> Option<RegionColours>,
    clip: Rect,
) {
    let found;
    let tris = match tris {
        Some(t) => t,
        None => {
            found = region_triangles(scene);
            &found
        }
    };
    let mut fills = Mesh::default();
    let mut edges = Vec::new();
    let edge_w = tf.len(REGION_EDGE_W).clamp(1.0, 3.0);
    for (i, (r, tris)) in scene.regions.iter().zip(tris).enumerate() {
        if r.ring.len() < 3 {
            continue;
        }
        let pts: Vec<Pos2> = r.ring.iter().map(|&q| tf.pos(q)).collect();
        let bounds = pts
            .iter()
            .fold(Rect::NOTHING, |b, &q| b.union(Rect::from_pos(q)));
        if !bounds.intersects(clip) {
            continue;
        }
        let (fill, edge) =
            over(i).unwrap_or_else(|| (c32(pal.region_fill_of(r)), c32(pal.region_edge_of(r))));
        let first = fills.vertices.len() as u32;
        for &q in &pts {
            fills.colored_vertex(q, fill);
        }
        for [a, b, c] in tris {
            fills.add_triangle(first + *a as u32, first + *b as u32, first + *c as u32);
        }
        edges.push(Shape::closed_line(pts, Stroke::new(edge_w, edge)));
    }
    p.add(Shape::mesh(fills));
    p.extend(edges);
}

/// The paths whose box on screen meets `clip`: a dark line with a lighter core, each layer one
/// mesh of quads with soft edges (as egui's own lines have) rather than a line shape each.
pub fn paths(p: &Painter, tf: &ToScreen, scene: &Scene, pal: &Palette, clip: Rect) {
    let segs: Vec<[Pos2; 2]> = scene
        .paths
        .iter()
        .map(|s| [tf.pos(s.a), tf.pos(s.b)])
        .filter(|&[a, b]| Rect::from_two_pos(a, b).intersects(clip))
        .collect();
    let feather = 1.0 / p.pixels_per_point();
    let layers = [
        (tf.len(PATH_W).clamp(1.5, 12.0), pal.path),
        (tf.len(PATH_CORE_W).clamp(0.0, 6.0), pal.path_core),
    ];
    for (w, colour) in layers.into_iter().filter(|(w, _)| *w >= 1.0) {
        p.add(Shape::mesh(segments_mesh(&segs, w, c32(colour), feather)));
    }
}

/// A region's medal at `c` (on screen): gold, set in its claimer's colour once claimed.
pub fn medal(p: &Painter, tf: &ToScreen, c: Pos2, r: &RegionShape, pal: &Palette) {
    let rm = tf.len(MEDAL_R);
    let rim = c32(pal.medal_rim);
    if let Some(side) = r.claimed {
        p.circle_filled(c, rm + tf.len(4.5), c32(pal.side(side)));
        p.circle_filled(c, rm + tf.len(2.0), c32(pal.base_fill));
    }
    p.circle_filled(c + vec2(0.0, rm * 0.12), rm, c32(pal.shadow));
    p.circle(
        c,
        rm,
        c32(pal.medal),
        Stroke::new((rm * 0.09).max(1.0), rim),
    );
    if rm >= 8.0 {
        p.circle_stroke(c, rm * 0.74, Stroke::new(1.0, rim.gamma_multiply(0.5)));
    }
    if text_reads(tf) {
        let text = r.medals.to_string();
        centred_text(p, c, &text, (rm * 1.1).max(8.0), c32(pal.medal_text), true);
    }
}

/// Below this radius on screen (points) a plain base is one disc, without its shadow: the
/// shadow no longer reads, and a zoomed-out big map has a thousand of them.
pub const SHADOW_MIN_PX: f32 = 10.0;

/// A node: its shadow, its shape (a disc, a ringed disc, an HQ keep), and the word HQ on an
/// empty HQ, in the language of what is drawn; `fill` replaces the model's fill (a lit target).
/// A small plain base is one disc of the disc texture with its outline, without its shadow.
pub fn node(
    p: &Painter,
    tf: &ToScreen,
    scene: &Scene,
    n: &Node,
    pal: &Palette,
    fill: Option<Color32>,
) {
    let c = tf.pos(n.pos);
    let e = tf.extent(n);
    let outline = Stroke::new(tf.len(n.outline()).clamp(1.0, 3.0), c32(pal.node_edge(n)));
    let body = fill.unwrap_or(c32(pal.node_fill(n)));
    if n.kind == NodeKind::Base && e < SHADOW_MIN_PX {
        match outlined_disc(p.ctx(), c, e, body, outline) {
            Some(disc) => p.add(Shape::mesh(disc)),
            None => p.circle(c, e, body, outline),
        };
        return;
    }
    let shadow = vec2(e * 0.08, e * 0.15);
    match n.kind {
        NodeKind::Hq(side) => {
            let keep = |d: Vec2| -> Vec<Pos2> {
                keep_outline(n.pos, n.extent())
                    .iter()
                    .map(|&q| tf.at(n, q) + d)
                    .collect()
            };
            fill_polygon(p, &keep(shadow), c32(pal.shadow));
            let outline_pts = keep(Vec2::ZERO);
            fill_polygon(p, &outline_pts, body);
            p.add(Shape::closed_line(outline_pts, outline));
            if n.token.is_none() && text_reads(tf) {
                let ink = if fill.is_some() {
                    outline.color
                } else {
                    c32(pal.token_text)
                };
                // In the language of what is drawn (the app's, a course's, a lesson's).
                let (hq, sides) = toyforge_core::i18n::hq_marks(crate::i18n::language_of(p.ctx()));
                centred_text(p, c + vec2(0.0, e * 0.12), hq, e * 0.62, ink, true);
                if let Some(s) = side.filter(|_| e >= 16.0) {
                    centred_text(
                        p,
                        c + vec2(0.0, e * 0.62),
                        sides[s.index()],
                        e * 0.3,
                        ink,
                        false,
                    );
                }
            }
        }
        NodeKind::Base | NodeKind::Special => {
            p.circle_filled(c + shadow, e, c32(pal.shadow));
            if n.kind == NodeKind::Special {
                let ring = Stroke::new(
                    tf.len(SPECIAL_RING_W).max(1.0),
                    c32(pal.special_ring(scene.rule)),
                );
                p.circle_stroke(c, e + tf.len(SPECIAL_RING_GAP), ring);
            }
            p.circle(c, e, body, outline);
        }
    }
}

/// The token on an occupied node, then its badges.
pub fn token_and_badges(p: &Painter, tf: &ToScreen, scene: &Scene, n: &Node, pal: &Palette) {
    token(p, tf, n, pal);
    badges(p, tf, scene, n, pal);
}

/// The token on an occupied node: the troops under the top one peeking out below it, the top
/// troop in its side's colour with its value.
pub fn token(p: &Painter, tf: &ToScreen, n: &Node, pal: &Palette) {
    let Some(t) = &n.token else { return };
    let c = tf.pos(n.pos);
    let rt = tf.len(n.token_radius());
    for (i, &side) in t.under.iter().enumerate().rev() {
        let under = c + vec2(0.0, rt * 0.2 * (i + 1) as f32);
        p.circle(
            under,
            rt,
            c32(pal.side(side)),
            Stroke::new(1.0, c32(pal.side_edge(side))),
        );
    }
    let w = tf.len(n.outline()).clamp(1.0, 3.0);
    p.circle(
        c,
        rt,
        c32(pal.token_fill(t)),
        Stroke::new(w, c32(pal.token_edge(t))),
    );
    if text_reads(tf) {
        centred_text(p, c, &t.code(), rt * 1.2, c32(pal.token_text), true);
    }
}

/// A node's badges: the stack's height at its lower left, a special base's rule at its upper
/// right. Painted after any ring round the node, so that the ring never crosses them.
pub fn badges(p: &Painter, tf: &ToScreen, scene: &Scene, n: &Node, pal: &Palette) {
    if !text_reads(tf) {
        return;
    }
    if let (Some(t), Some((bc, rb))) = (&n.token, n.height_badge()) {
        let (bc, rb) = (tf.at(n, bc), tf.len(rb).max(6.0));
        p.circle(
            bc,
            rb,
            c32(pal.height_badge),
            Stroke::new(1.5, Color32::WHITE),
        );
        centred_text(
            p,
            bc,
            &t.height.to_string(),
            rb * 1.25,
            Color32::WHITE,
            false,
        );
    }
    if let (Some(t), Some((bc, rb))) = (&n.token, n.troop_badge()) {
        let (bc, rb) = (tf.at(n, bc), tf.len(rb));
        let fill = c32(pal.token_fill(t));
        p.circle(bc, rb, fill, Stroke::new(1.5, Color32::WHITE));
        glyphs::troop(p, bc, rb * GLYPH_SHARE, t.troop, fill);
    }
    if let Some((bc, rb)) = n.rule_badge() {
        let (bc, rb) = (tf.at(n, bc), tf.len(rb));
        let fill = c32(pal.special_ring(scene.rule));
        p.circle(bc, rb, fill, Stroke::new(1.5, Color32::WHITE));
        glyphs::rule(p, bc, rb * RULE_GLYPH_SHARE, scene.rule, fill);
    }
}

/// The chip of allowed strengths above a node.
pub fn chip(p: &Painter, tf: &ToScreen, n: &Node, pal: &Palette) {
    let Some((r, text)) = n.chip() else { return };
    if tf.len(BASE_R) < 7.0 {
        return;
    }
    let rect = Rect::from_min_max(
        tf.at(n, Point::new(r.x0, r.y0)),
        tf.at(n, Point::new(r.x1, r.y1)),
    );
    let round = (rect.height() / 2.0).clamp(0.0, 255.0) as u8;
    p.rect(
        rect,
        round,
        c32(pal.chip_fill),
        Stroke::new(1.2, c32(pal.chip_stroke)),
        egui::StrokeKind::Inside,
    );
    let size = (rect.height() * 0.68).max(7.0);
    p.text(
        rect.center(),
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(size),
        c32(pal.chip_text),
    );
}

/// A label the scene placed, line by line, on a faint backdrop so that it reads over paths
/// and regions; `size` turns a line's size in map units into points.
pub fn label(
    p: &Painter,
    tf: &ToScreen,
    scene: &Scene,
    l: &Label,
    pal: &Palette,
    size: impl Fn(f32) -> f32,
) {
    let claimed = match l.owner {
        LabelOwner::Region(i) => scene.regions.get(i).and_then(|r| r.claimed),
        LabelOwner::Node(_) => None,
    };
    let r = l.placed.rect;
    let (min, max) = (
        tf.pos(Point::new(r.x0, r.y0)),
        tf.pos(Point::new(r.x1, r.y1)),
    );
    p.rect_filled(
        Rect::from_min_max(min, max).expand(2.0),
        3,
        c32(pal.halo).gamma_multiply(0.55),
    );
    let (align, x) = match l.placed.anchor {
        Anchor::Start => (Align2::LEFT_TOP, min.x),
        Anchor::Middle => (Align2::CENTER_TOP, (min.x + max.x) / 2.0),
        Anchor::End => (Align2::RIGHT_TOP, max.x),
    };
    let mut y = r.y0;
    for line in &l.lines {
        let top = tf.pos(Point::new(0.0, y)).y;
        let font = match line.kind {
            LineKind::Id | LineKind::RegionId => FontId::monospace(size(line.size)),
            _ => FontId::proportional(size(line.size)),
        };
        p.text(
            pos2(x, top),
            align,
            &line.text,
            font,
            c32(pal.line_colour(line.kind, claimed)),
        );
        y += line.height();
    }
}
