//! Painting the battlefield on the editor's canvas: the board's drawing model
//! ([`toyforge_core::draw::Scene`]) painted through the shared egui back end
//! ([`toyforge_ui::board::paint`]), with the editor's own marks on top: selection, hover and the
//! outlines of problems. Geometry helpers for hit tests live here too.

use super::canvas::Transform;
use super::selection::{Item, Selection};
use super::theme::Palette;
use crate::map::{Map, Point, Severity};
use crate::pieces::Side;
use egui::epaint::{Mesh, PathStroke};
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke};
use std::collections::{HashMap, HashSet};
use toyforge_core::draw::style::{NAME_SIZE, REGION_EDGE_W};
use toyforge_core::draw::{
    Label, LabelOwner, LabelStyle, Node, NodeKind, Palette as BoardPalette, Scene,
};
use toyforge_ui::board::paint::{self, ToScreen};

pub use toyforge_ui::board::polygon::{fill_polygon, triangulate};

/// Radius of a base in map units.
pub const BASE_R: f32 = toyforge_core::draw::style::BASE_R;
/// Half the width of an HQ in map units.
pub const HQ_R: f32 = toyforge_core::draw::style::HQ_R;
/// Radius of a region's medal marker in map units.
pub const MEDAL_R: f32 = toyforge_core::draw::style::MEDAL_R;

/// Above this many visible locations, labels are left out so the frame stays fast and readable.
const MAX_LABELS: usize = 400;
/// Smallest size of a base on screen, in points.
const MIN_BASE_PX: f32 = 4.0;

/// What is computed once per change of the map: positions looked up by id, so that drawing
/// and hit tests never search the map by id (a 1,000-base map would otherwise cost millions of
/// string comparisons a frame), the board's scene and where its labels go.
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
    /// The board as the drawing model sees it, and its labels with ids.
    pub scene: Scene,
    pub labels: Vec<Label>,
    /// Lowercased ids of the scene's nodes and regions, in their order: the marks look them up
    /// every frame.
    node_keys: Vec<String>,
    scene_region_keys: Vec<String>,
    /// The triangles filling each of the scene's regions (indices into its ring), found once
    /// per change rather than every frame.
    region_tris: Vec<Vec<[usize; 3]>>,
    /// A digest of everything of the map but its places (see [`structure`]).
    structure: u64,
    /// Whether the labels were placed for the places shown, rather than carried along by
    /// [`Geometry::follow`].
    pub settled: bool,
}

/// A digest of everything of a map the board shows except where things are: ids, names,
/// kinds, allowed strengths, paths, and the regions' rings and medals. Two maps with the
/// same digest differ (but for a collision) only in their places.
fn structure(map: &Map) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    map.rule.hash(&mut h);
    for b in &map.bases {
        (&b.id, &b.name, b.special, &b.allowed).hash(&mut h);
    }
    for q in &map.hqs {
        (&q.id, &q.name, q.side, &q.allowed).hash(&mut h);
    }
    for p in &map.paths {
        (&p.0, &p.1).hash(&mut h);
    }
    for r in &map.regions {
        (&r.id, &r.name, r.medals, &r.ring).hash(&mut h);
    }
    h.finish()
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
        let get = |id: &str| lookup(&pos, id);
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
        let scene = Scene::from_map(map);
        let labels = scene.labels(&LabelStyle::default());
        let node_keys = scene
            .nodes
            .iter()
            .map(|n| n.id.to_ascii_lowercase())
            .collect();
        let scene_region_keys = scene
            .regions
            .iter()
            .map(|r| r.id.to_ascii_lowercase())
            .collect();
        let region_tris = triangles(&scene);
        Geometry {
            pos,
            base_keys,
            hq_keys,
            region_keys,
            paths,
            rings,
            scene,
            labels,
            node_keys,
            scene_region_keys,
            region_tris,
            structure: structure(map),
            settled: true,
        }
    }

    /// Follows a map that differs from this geometry's only in where its locations and
    /// markers are (each frame of a drag): positions, paths, rings and the scene move, and
    /// the labels of what moved are carried along instead of being placed anew, which on a
    /// big map costs far more than the frame. False, changing nothing, when the map differs
    /// in more than places: then make the geometry anew.
    pub fn follow(&mut self, map: &Map) -> bool {
        if structure(map) != self.structure {
            return false;
        }
        let Some(moved) = self.scene.follow_positions(map) else {
            return false;
        };
        if moved.is_empty() {
            return true;
        }
        for (k, b) in self.base_keys.iter().zip(&map.bases) {
            if let Some(p) = self.pos.get_mut(k) {
                *p = b.pos;
            }
        }
        for (k, h) in self.hq_keys.iter().zip(&map.hqs) {
            // A base wins a clash of ids, as in `new`.
            if !self.base_keys.contains(k)
                && let Some(p) = self.pos.get_mut(k)
            {
                *p = h.pos;
            }
        }
        let get = |id: &str| lookup(&self.pos, id);
        self.paths = map
            .paths
            .iter()
            .map(|p| Some((get(&p.0)?, get(&p.1)?)))
            .collect();
        self.rings = map
            .regions
            .iter()
            .map(|r| r.ring.iter().filter_map(|id| get(id)).collect())
            .collect();
        moved.carry(&mut self.labels);
        self.region_tris = triangles(&self.scene);
        self.settled = false;
        true
    }

    /// Position of a base or HQ.
    pub fn pos(&self, id: &str) -> Option<Point> {
        lookup(&self.pos, id)
    }
}

/// The triangles of each region's ring (in map units: a view's scale and shift keep them).
fn triangles(scene: &Scene) -> Vec<Vec<[usize; 3]>> {
    scene
        .regions
        .iter()
        .map(|r| {
            let pts: Vec<Pos2> = r.ring.iter().map(|p| egui::pos2(p.x, p.y)).collect();
            triangulate(&pts)
        })
        .collect()
}

/// The place of `id` (ignoring case) among places keyed by lowercased ids; ids are mostly
/// lowercase already, and then need no lowercased copy.
fn lookup(pos: &HashMap<String, Point>, id: &str) -> Option<Point> {
    pos.get(id)
        .or_else(|| pos.get(&id.to_ascii_lowercase()))
        .copied()
}

/// What besides the map the canvas shows.
pub struct Overlay<'a> {
    pub selection: &'a Selection,
    pub hovered: Option<&'a Item>,
    /// Severity of the worst problem of each lowercased id.
    pub problems: &'a HashMap<String, Severity>,
    pub show_ids: bool,
}

/// The canvas's transform as the board painter's.
pub fn to_screen(tf: &Transform) -> ToScreen {
    ToScreen {
        scale: tf.zoom,
        offset: tf.screen_center.to_vec2() - egui::vec2(tf.center.x, tf.center.y) * tf.zoom,
        size: tf.zoom.max(MIN_BASE_PX / BASE_R),
    }
}

/// Screen radius of a base at this zoom (never smaller than a few pixels).
pub fn base_radius(tf: &Transform) -> f32 {
    to_screen(tf).len(BASE_R)
}

pub fn hq_radius(tf: &Transform) -> f32 {
    to_screen(tf).len(HQ_R)
}

pub fn medal_radius(tf: &Transform) -> f32 {
    to_screen(tf).len(MEDAL_R)
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
    let st = to_screen(tf);
    let scene = &geo.scene;
    let board = &pal.board;
    let marks = Marks {
        selected: ov.selection.id_set(),
        hovered: ov
            .hovered
            .and_then(|h| h.id())
            .map(|id| id.to_ascii_lowercase()),
        problems: ov.problems,
    };

    paint_regions(painter, &st, geo, &marks, pal, clip);
    paint_path_marks(painter, &st, map, geo, ov, pal, clip);
    paint_paths(painter, &st, scene, board, clip);

    // Selected regions: their ring over the paths, so it reads at a glance.
    let ring_w = (st.len(toyforge_core::draw::style::PATH_W) * 0.6).max(1.5);
    for (r, key) in scene.regions.iter().zip(&geo.scene_region_keys) {
        if r.ring.len() >= 3 && marks.selected.contains(key) {
            let mut pts: Vec<Pos2> = r.ring.iter().map(|p| st.pos(*p)).collect();
            pts.push(pts[0]);
            painter.add(Shape::line(pts, PathStroke::new(ring_w, pal.selection)));
        }
    }

    // Medal markers, then the locations over them.
    for (r, key) in scene.regions.iter().zip(&geo.scene_region_keys) {
        let c = st.pos(r.medal);
        if clip.contains(c) {
            marks.halo(painter, c, st.len(MEDAL_R) + 4.0, key, pal);
            paint::medal(painter, &st, c, r, board);
        }
    }
    for (n, key) in scene.nodes.iter().zip(&geo.node_keys) {
        let c = st.pos(n.pos);
        if !clip.contains(c) {
            continue;
        }
        let halo = match n.kind {
            NodeKind::Hq(_) => st.extent(n) * 1.2 + 4.0,
            _ => st.extent(n) + 4.0,
        };
        marks.halo(painter, c, halo, key, pal);
        paint_node(painter, &st, scene, n, board);
    }

    // Labels, where the scene placed them, while the map is zoomed in enough to read them.
    let visible = map
        .bases
        .iter()
        .filter(|b| clip.contains(tf.to_screen(b.pos)))
        .count()
        + map.hqs.len();
    if ov.show_ids && visible <= MAX_LABELS && NAME_SIZE * tf.zoom >= 7.0 {
        let size = |s: f32| (s * tf.zoom).clamp(7.0, 22.0);
        for l in &geo.labels {
            let at = match l.owner {
                LabelOwner::Node(i) => scene.nodes.get(i).map(|n| n.pos),
                LabelOwner::Region(i) => scene.regions.get(i).map(|r| r.medal),
            };
            if at.is_some_and(|p| clip.contains(st.pos(p))) {
                paint::label(painter, &st, scene, l, board, size);
            }
        }
    }
}

/// Below this radius on screen (points) a plain base is one disc, without its shadow: the
/// shadow no longer reads, and a zoomed-out big map has a thousand of them.
const SHADOW_MIN_PX: f32 = 10.0;

/// A node with its token, badges and chip; a small plain base as one disc of the disc texture
/// with its outline, without its shadow.
fn paint_node(painter: &Painter, st: &ToScreen, scene: &Scene, n: &Node, board: &BoardPalette) {
    let e = st.extent(n);
    if n.kind == NodeKind::Base && e < SHADOW_MIN_PX {
        let outline = Stroke::new(
            st.len(n.outline()).clamp(1.0, 3.0),
            paint::c32(board.node_edge(n)),
        );
        let (c, fill) = (st.pos(n.pos), paint::c32(board.node_fill(n)));
        match outlined_disc(painter.ctx(), c, e, fill, outline) {
            Some(disc) => painter.add(Shape::mesh(disc)),
            None => painter.circle(c, e, fill, outline),
        };
    } else {
        paint::node(painter, st, scene, n, board, None);
    }
    paint::token_and_badges(painter, st, scene, n, board);
    paint::chip(painter, st, n, board);
}

/// The radii, in texels, of the discs drawn on the disc texture: every half octave from 2 to
/// 32, as egui's own texture has them up to 8 for its small filled circles.
const DISC_RADII: [f32; 9] = [2.0, 2.83, 4.0, 5.66, 8.0, 11.31, 16.0, 22.63, 32.0];

/// The square cell of disc `i` on the texture: its left edge and its side, in texels (the
/// cells sit side by side in one row, each with a clear margin round its disc).
fn disc_cell(i: usize) -> (usize, usize) {
    let side = |r: f32| 2 * (r + 1.0).ceil() as usize + 1;
    let x0 = DISC_RADII[..i].iter().map(|&r| side(r)).sum();
    (x0, side(DISC_RADII[i]))
}

/// The size of the disc texture in texels.
fn disc_texture_size() -> [usize; 2] {
    let (x0, side) = disc_cell(DISC_RADII.len() - 1);
    [x0 + side, side]
}

/// How much of a texel `d` texels from a disc's centre a disc of radius `r` covers: a soft
/// edge one texel wide, as egui's circles have.
fn disc_coverage(r: f32, d: f32) -> f32 {
    (r + 0.5 - d).clamp(0.0, 1.0)
}

/// White discs of several sizes with soft edges on a clear ground: a small disc drawn with
/// one of them is a single quad where egui's own circle is a polygon of 32 sides with soft
/// edges, and a zoomed-out big map has a thousand small bases. Made once per context and
/// kept in its memory.
pub fn disc_texture(ctx: &egui::Context) -> egui::TextureId {
    let key = egui::Id::unique("toyforge-disc-texture");
    if let Some(tex) = ctx.data(|d| d.get_temp::<egui::TextureHandle>(key)) {
        return tex.id();
    }
    let [w, h] = disc_texture_size();
    let mut image = egui::ColorImage::filled([w, h], Color32::TRANSPARENT);
    for (i, &r) in DISC_RADII.iter().enumerate() {
        let (x0, side) = disc_cell(i);
        let c = side as f32 / 2.0;
        for y in 0..side {
            for x in 0..side {
                let d = egui::vec2(x as f32 + 0.5 - c, y as f32 + 0.5 - c).length();
                let alpha = (disc_coverage(r, d) * 255.0).round() as u8;
                image[(x0 + x, y)] = Color32::from_white_alpha(alpha);
            }
        }
    }
    let tex = ctx.load_texture("discs", image, egui::TextureOptions::LINEAR);
    let id = tex.id();
    ctx.data_mut(|d| d.insert_temp(key, tex));
    id
}

/// The disc of the texture to draw a disc of `radius_px` pixels with: the smallest a little
/// larger (so it is scaled by at most a half octave), none when the largest is too small.
fn disc_for(radius_px: f32) -> Option<usize> {
    let want = radius_px * 2f32.powf(0.25);
    DISC_RADII.iter().position(|&r| r >= want)
}

/// Adds a disc of `radius` points at `c` in `colour` to `mesh`, a quad of the disc texture;
/// false when the texture has no disc big enough.
fn disc_quad(mesh: &mut Mesh, c: Pos2, radius: f32, colour: Color32, ppp: f32) -> bool {
    let Some(i) = disc_for(radius * ppp) else {
        return false;
    };
    let (x0, side) = disc_cell(i);
    let [w, h] = disc_texture_size();
    let half = radius * side as f32 / 2.0 / DISC_RADII[i];
    let uv = Rect::from_min_max(
        egui::pos2(x0 as f32 / w as f32, 0.0),
        egui::pos2((x0 + side) as f32 / w as f32, side as f32 / h as f32),
    );
    mesh.add_rect_with_uv(
        Rect::from_center_size(c, egui::Vec2::splat(2.0 * half)),
        uv,
        colour,
    );
    true
}

/// A disc of radius `r` filled with `fill` and outlined outside it by `stroke`, as egui's
/// circle draws it, in two quads of the disc texture: the outline's disc, then the fill's.
/// None when the disc is too big for the texture's discs.
pub fn outlined_disc(
    ctx: &egui::Context,
    c: Pos2,
    r: f32,
    fill: Color32,
    stroke: Stroke,
) -> Option<Mesh> {
    let ppp = ctx.pixels_per_point();
    let mut mesh = Mesh::with_texture(disc_texture(ctx));
    let w = stroke.width.max(0.0);
    if w > 0.0
        && stroke.color != Color32::TRANSPARENT
        && !disc_quad(&mut mesh, c, r + w, stroke.color, ppp)
    {
        return None;
    }
    disc_quad(&mut mesh, c, r, fill, ppp).then_some(mesh)
}

/// The regions' fills as one mesh (their triangles come from the geometry), then each edge.
fn paint_regions(
    painter: &Painter,
    st: &ToScreen,
    geo: &Geometry,
    marks: &Marks<'_>,
    pal: &Palette,
    clip: Rect,
) {
    let board = &pal.board;
    let mut fills = Mesh::default();
    let mut edges = Vec::new();
    let edge_w = st.len(REGION_EDGE_W).clamp(1.0, 3.0);
    for ((r, key), tris) in geo
        .scene
        .regions
        .iter()
        .zip(&geo.scene_region_keys)
        .zip(&geo.region_tris)
    {
        if r.ring.len() < 3 || !bounds(st, &r.ring).intersects(clip) {
            continue;
        }
        let (fill, edge) = if marks.selected.contains(key) {
            (pal.selection.gamma_multiply(0.28), pal.selection)
        } else {
            (
                paint::c32(board.region_fill_of(r)),
                paint::c32(board.region_edge_of(r)),
            )
        };
        let first = fills.vertices.len() as u32;
        let pts: Vec<Pos2> = r.ring.iter().map(|&p| st.pos(p)).collect();
        for &p in &pts {
            fills.colored_vertex(p, fill);
        }
        for [a, b, c] in tris {
            fills.add_triangle(first + *a as u32, first + *b as u32, first + *c as u32);
        }
        edges.push(Shape::closed_line(pts, Stroke::new(edge_w, edge)));
    }
    painter.add(Shape::mesh(fills));
    painter.extend(edges);
}

/// The screen rectangle around map points.
fn bounds(st: &ToScreen, pts: &[Point]) -> Rect {
    pts.iter()
        .fold(Rect::NOTHING, |r, &p| r.union(Rect::from_pos(st.pos(p))))
}

/// The paths, a dark line with a lighter core, each layer one mesh of quads with soft edges
/// rather than thousands of line shapes for the tessellator.
fn paint_paths(painter: &Painter, st: &ToScreen, scene: &Scene, board: &BoardPalette, clip: Rect) {
    use toyforge_core::draw::style::{PATH_CORE_W, PATH_W};
    let segs: Vec<[Pos2; 2]> = scene
        .paths
        .iter()
        .map(|s| [st.pos(s.a), st.pos(s.b)])
        .filter(|&[a, b]| Rect::from_two_pos(a, b).intersects(clip))
        .collect();
    let feather = 1.0 / painter.pixels_per_point();
    let layers = [
        (st.len(PATH_W).clamp(1.5, 12.0), board.path),
        (st.len(PATH_CORE_W).clamp(0.0, 6.0), board.path_core),
    ];
    for (w, colour) in layers.into_iter().filter(|(w, _)| *w >= 1.0) {
        painter.add(Shape::mesh(segments_mesh(
            &segs,
            w,
            paint::c32(colour),
            feather,
        )));
    }
}

/// Line segments of width `w` as one mesh: each a quad with a `feather` wide fade on both
/// sides, as egui's own lines have, so they look the same.
pub fn segments_mesh(segs: &[[Pos2; 2]], w: f32, colour: Color32, feather: f32) -> Mesh {
    let mut mesh = Mesh::default();
    mesh.reserve_vertices(segs.len() * 8);
    mesh.reserve_triangles(segs.len() * 6);
    let clear = Color32::TRANSPARENT;
    let (inner, outer) = ((w - feather).max(0.0) / 2.0, (w + feather) / 2.0);
    let colour = if w < feather {
        colour.gamma_multiply(w / feather)
    } else {
        colour
    };
    for &[a, b] in segs {
        let d = (b - a).normalized();
        if !d.x.is_finite() {
            continue;
        }
        let n = egui::vec2(-d.y, d.x);
        let i = mesh.vertices.len() as u32;
        for p in [a, b] {
            mesh.colored_vertex(p + n * outer, clear);
            mesh.colored_vertex(p + n * inner, colour);
            mesh.colored_vertex(p - n * inner, colour);
            mesh.colored_vertex(p - n * outer, clear);
        }
        for k in 0..3 {
            mesh.add_triangle(i + k, i + k + 1, i + k + 4);
            mesh.add_triangle(i + k + 1, i + k + 5, i + k + 4);
        }
    }
    mesh
}

/// The selection and hover marks under selected and hovered paths.
fn paint_path_marks(
    painter: &Painter,
    st: &ToScreen,
    map: &Map,
    geo: &Geometry,
    ov: &Overlay<'_>,
    pal: &Palette,
    clip: Rect,
) {
    let sel_paths: Vec<&Item> = ov
        .selection
        .items()
        .iter()
        .filter(|i| matches!(i, Item::Path(..)))
        .collect();
    let hovered_path = ov.hovered.filter(|h| matches!(h, Item::Path(..)));
    if sel_paths.is_empty() && hovered_path.is_none() {
        return;
    }
    let w = st.len(toyforge_core::draw::style::PATH_W).clamp(1.5, 12.0);
    for (p, ends) in map.paths.iter().zip(&geo.paths) {
        let Some((a, b)) = ends else {
            continue;
        };
        let (a, b) = (st.pos(*a), st.pos(*b));
        if !Rect::from_two_pos(a, b).intersects(clip) {
            continue;
        }
        let item = Item::Path(p.0.clone(), p.1.clone());
        if sel_paths.iter().any(|s| s.same(&item)) {
            painter.line_segment([a, b], Stroke::new(w + 5.0, pal.selection));
        } else if hovered_path.is_some_and(|h| h.same(&item)) {
            painter.line_segment([a, b], Stroke::new(w + 4.0, pal.hover));
        }
    }
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

    /// The centre, side and colour of a quad.
    fn quad(q: &[egui::epaint::Vertex]) -> (Pos2, f32, Color32) {
        let r = Rect::from_two_pos(q[0].pos, q[3].pos);
        (r.center(), r.width(), q[0].color)
    }

    /// The side of the quad drawing a disc of `radius` points at one pixel a point.
    fn side(radius: f32) -> f32 {
        let i = disc_for(radius).unwrap();
        radius * disc_cell(i).1 as f32 / DISC_RADII[i]
    }

    #[test]
    fn an_outlined_disc_is_the_outline_disc_then_the_fill_disc() {
        let ctx = egui::Context::default();
        let c = egui::pos2(50.0, 40.0);
        let stroke = Stroke::new(1.5, Color32::RED);
        let mesh = outlined_disc(&ctx, c, 8.0, Color32::WHITE, stroke).unwrap();
        assert!(mesh.is_valid());
        assert_eq!(
            mesh.texture_id,
            disc_texture(&ctx),
            "the texture is made once"
        );
        assert_eq!(mesh.vertices.len(), 8);
        let (oc, os, ocol) = quad(&mesh.vertices[..4]);
        let (fc, fs, fcol) = quad(&mesh.vertices[4..]);
        assert!((oc - c).length() < 1e-4 && (fc - c).length() < 1e-4);
        assert!((os - side(9.5)).abs() < 1e-3 && (fs - side(8.0)).abs() < 1e-3);
        assert_eq!((ocol, fcol), (Color32::RED, Color32::WHITE));
        let plain = outlined_disc(&ctx, c, 8.0, Color32::WHITE, Stroke::NONE).unwrap();
        assert_eq!(plain.vertices.len(), 4, "no outline, no outline disc");
        assert!(outlined_disc(&ctx, c, 40.0, Color32::WHITE, stroke).is_none());
    }

    #[test]
    fn a_disc_is_drawn_from_a_texture_disc_at_most_a_half_octave_larger() {
        for k in 8..=100 {
            let r = k as f32 * 0.25;
            let i = disc_for(r).unwrap();
            let scale = DISC_RADII[i] / r;
            assert!(
                scale >= 2f32.powf(0.25) && scale <= 2f32.powf(0.75) + 1e-2,
                "r {r}: drawn from a disc {scale} times as big"
            );
        }
        assert_eq!(disc_for(40.0), None);
    }

    #[test]
    fn the_texture_discs_have_soft_edges_and_clear_margins() {
        for (i, &r) in DISC_RADII.iter().enumerate() {
            assert_eq!(disc_coverage(r, 0.0), 1.0);
            assert_eq!(disc_coverage(r, r), 0.5);
            // Even the corner of a cell's centre row is clear, so the quads do not show.
            let half = disc_cell(i).1 as f32 / 2.0;
            assert_eq!(disc_coverage(r, half - 0.5), 0.0, "disc {i}");
        }
        let [w, _] = disc_texture_size();
        let (x0, side) = disc_cell(DISC_RADII.len() - 1);
        assert_eq!(x0 + side, w);
    }

    #[test]
    fn a_zoomed_out_editor_paints_each_plain_base_as_a_disc_where_the_model_puts_it() {
        let map = crate::app::bundled_map();
        let geo = Geometry::new(&map);
        let tf = Transform {
            center: Point::new(500.0, 700.0),
            zoom: 0.3,
            screen_center: egui::pos2(600.0, 450.0),
        };
        let st = to_screen(&tf);
        let (selection, problems) = (Selection::default(), HashMap::new());
        let pal = Palette::new(false);
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(1200.0, 900.0))),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            let ov = Overlay {
                selection: &selection,
                hovered: None,
                problems: &problems,
                show_ids: true,
            };
            paint_map(ui.painter(), &tf, &map, &geo, &ov, &pal);
        });
        let shapes = std::mem::take(&mut out.shapes);
        out.drop_without_applying_deltas();
        let meshes: Vec<Mesh> = shapes
            .into_iter()
            .filter_map(|c| match c.shape {
                Shape::Mesh(m) => Some((*m).clone()),
                _ => None,
            })
            .collect();
        let plain: Vec<&Node> = geo
            .scene
            .nodes
            .iter()
            .filter(|n| n.kind == NodeKind::Base)
            .collect();
        assert!(!plain.is_empty());
        for n in plain {
            let (c, e) = (st.pos(n.pos), st.extent(n));
            assert!(e < SHADOW_MIN_PX, "the test wants small bases");
            let fill = paint::c32(pal.board.node_fill(n));
            let edge = paint::c32(pal.board.node_edge(n));
            let tex = disc_texture(&ctx);
            let at = |q: &[egui::epaint::Vertex], r: f32, colour: Color32| {
                let (qc, qs, qcol) = quad(q);
                (qc - c).length() < 1e-3 && (qs - side(r)).abs() < 1e-3 && qcol == colour
            };
            let w = st.len(n.outline()).clamp(1.0, 3.0);
            assert!(
                meshes.iter().any(|m| m.texture_id == tex
                    && m.vertices.len() == 8
                    && at(&m.vertices[..4], e + w, edge)
                    && at(&m.vertices[4..], e, fill)),
                "no disc for {} at {c:?}",
                n.id
            );
        }
    }
}
