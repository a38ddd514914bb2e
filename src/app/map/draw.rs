//! Painting the battlefield on the editor's canvas: the board's drawing model
//! ([`toyforge_core::draw::Scene`]) painted through the one egui board painter
//! ([`toyforge_ui::board::paint`], with its fast mesh paths) and its one transform
//! ([`ToScreen`]), with the editor's own marks as overlays: selection, hover and the outlines
//! of problems (handles, tool previews and the tracing image are the tools' and the canvas's).
//! Geometry helpers for hit tests live here too.

use super::selection::{Item, Selection};
use super::theme::Palette;
use crate::map::{Map, Point, Severity};
use crate::pieces::Side;
use egui::epaint::PathStroke;
use egui::{Painter, Pos2, Rect, Shape, Stroke};
use std::collections::{HashMap, HashSet};
use toyforge_core::draw::style::NAME_SIZE;
use toyforge_core::draw::{Label, LabelOwner, LabelStyle, NodeKind, Scene};
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
pub const MIN_BASE_PX: f32 = 4.0;

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

/// The keys the geometry finds things by: their ids in lower case, in the order given.
fn keys<'a>(ids: impl Iterator<Item = &'a String>) -> Vec<String> {
    ids.map(|id| id.to_ascii_lowercase()).collect()
}

impl Geometry {
    pub fn new(map: &Map) -> Geometry {
        let mut pos = HashMap::with_capacity(map.bases.len() + map.hqs.len());
        let base_keys = keys(map.bases.iter().map(|b| &b.id));
        let hq_keys = keys(map.hqs.iter().map(|h| &h.id));
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
        let region_keys = keys(map.regions.iter().map(|r| &r.id));
        let scene = Scene::from_map(map);
        let labels = scene.labels(&LabelStyle::default());
        let node_keys = keys(scene.nodes.iter().map(|n| &n.id));
        let scene_region_keys = keys(scene.regions.iter().map(|r| &r.id));
        let region_tris = paint::region_triangles(&scene);
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
        self.region_tris = paint::region_triangles(&self.scene);
        self.settled = false;
        true
    }

    /// Position of a base or HQ.
    pub fn pos(&self, id: &str) -> Option<Point> {
        lookup(&self.pos, id)
    }
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

/// Screen radius of a base at this zoom (never smaller than a few pixels).
pub fn base_radius(tf: &ToScreen) -> f32 {
    tf.len(BASE_R)
}

pub fn hq_radius(tf: &ToScreen) -> f32 {
    tf.len(HQ_R)
}

pub fn medal_radius(tf: &ToScreen) -> f32 {
    tf.len(MEDAL_R)
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
    st: &ToScreen,
    map: &Map,
    geo: &Geometry,
    ov: &Overlay<'_>,
    pal: &Palette,
) {
    let clip = painter.clip_rect().expand(40.0);
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

    // Selected regions in the selection's colour.
    let selected_region = |i: usize| {
        geo.scene_region_keys
            .get(i)
            .filter(|k| marks.selected.contains(*k))
            .map(|_| (pal.selection.gamma_multiply(0.28), pal.selection))
    };
    paint::regions(
        painter,
        st,
        scene,
        board,
        Some(&geo.region_tris),
        selected_region,
        clip,
    );
    paint_path_marks(painter, st, map, geo, ov, pal, clip);
    paint::paths(painter, st, scene, board, clip);

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
            paint::medal(painter, st, c, r, board);
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
        paint::node(painter, st, scene, n, board, None);
        paint::token_and_badges(painter, st, scene, n, board);
        paint::chip(painter, st, n, board);
    }

    // Labels, where the scene placed them, while the map is zoomed in enough to read them.
    let visible = map
        .bases
        .iter()
        .filter(|b| clip.contains(st.pos(b.pos)))
        .count()
        + map.hqs.len();
    if ov.show_ids && visible <= MAX_LABELS && NAME_SIZE * st.scale >= 7.0 {
        let size = |s: f32| (s * st.scale).clamp(7.0, 22.0);
        for l in &geo.labels {
            let at = match l.owner {
                LabelOwner::Node(i) => scene.nodes.get(i).map(|n| n.pos),
                LabelOwner::Region(i) => scene.regions.get(i).map(|r| r.medal),
            };
            if at.is_some_and(|p| clip.contains(st.pos(p))) {
                paint::label(painter, st, scene, l, board, size);
            }
        }
    }
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

/// A side's colour name, for labels, in the app's language.
pub fn side_label(side: Side) -> String {
    toyforge_core::tr!(crate::app::i18n::lang(), "side", side = side.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zoomed_out_editor_paints_each_plain_base_as_a_disc_where_the_model_puts_it() {
        let map = crate::app::bundled_map();
        let geo = Geometry::new(&map);
        let st = ToScreen::centred(Point::new(500.0, 700.0), 0.3, egui::pos2(600.0, 450.0))
            .min_size(MIN_BASE_PX / BASE_R);
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
            paint_map(ui.painter(), &st, &map, &geo, &ov, &pal);
        });
        let shapes = std::mem::take(&mut out.shapes);
        out.drop_without_applying_deltas();
        let meshes: Vec<egui::epaint::Mesh> = shapes
            .into_iter()
            .filter_map(|c| match c.shape {
                Shape::Mesh(m) => Some((*m).clone()),
                _ => None,
            })
            .collect();
        let plain: Vec<&toyforge_core::draw::Node> = geo
            .scene
            .nodes
            .iter()
            .filter(|n| n.kind == NodeKind::Base)
            .collect();
        assert!(!plain.is_empty());
        for n in plain {
            let (c, e) = (st.pos(n.pos), st.extent(n));
            assert!(e < paint::SHADOW_MIN_PX, "the test wants small bases");
            let fill = paint::c32(pal.board.node_fill(n));
            let edge = paint::c32(pal.board.node_edge(n));
            let w = st.len(n.outline()).clamp(1.0, 3.0);
            let disc =
                toyforge_ui::board::mesh::outlined_disc(&ctx, c, e, fill, Stroke::new(w, edge))
                    .expect("a small disc is on the texture");
            assert!(meshes.contains(&disc), "no disc for {} at {c:?}", n.id);
        }
    }
}
