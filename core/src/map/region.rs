//! Region detection: the ring of bases around a point in the drawing.
//!
//! The base-to-base paths of a map, drawn at the bases' positions, form a plane drawing. Sorting
//! each base's neighbours by angle gives a rotation system; walking "arrive at a base, leave by
//! the next path clockwise" traces every face of the drawing exactly once. Bounded faces come out
//! with positive signed area (in the map's own coordinates), the outer face of each connected
//! piece with negative area, and a lone tree with none. A region is the smallest bounded face
//! that holds the point, reduced to the simple cycle that bounds it (dangling paths and pieces
//! hanging inside the face are left out). HQs are never part of a ring.
//!
//! Also here: the small geometry helpers the validator and the editor share.

use super::graph::{FxBuild, FxHashMap, MapGraph};
use super::model::{Map, Point};
use petgraph::visit::EdgeRef;

/// The ring of base ids that encloses `at` in the drawing (the face of the planar drawing around
/// the point), in order around it, or `None` when no ring of bases encloses it.
///
/// The ring starts at its topmost base (leftmost among equals) and runs clockwise on screen.
pub fn detect_region(map: &Map, at: Point) -> Option<Vec<String>> {
    Faces::build(map).ring_at(at)
}

/// Whether the two segments `a-b` and `c-d` cross at a point inside both (a proper crossing).
/// Segments that only touch at an end, or that lie on one line, do not cross.
pub fn segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool {
    let (a, b, c, d) = (v(a), v(b), v(c), v(d));
    segments_cross_f64(a, b, c, d)
}

/// Whether `p` lies inside the polygon (even-odd rule). Points exactly on the boundary may go
/// either way.
pub fn point_in_polygon(p: Point, polygon: &[Point]) -> bool {
    let pts: Vec<V> = polygon.iter().map(|&q| v(q)).collect();
    point_in_polygon_f64(v(p), &pts)
}

/// Signed area of a polygon in map coordinates (shoelace formula). Since y grows downwards,
/// a polygon listed clockwise on screen has a positive area.
pub fn polygon_area(polygon: &[Point]) -> f32 {
    let pts: Vec<V> = polygon.iter().map(|&q| v(q)).collect();
    signed_area(&pts) as f32
}

/// Distance from `p` to the segment `a-b`.
pub fn distance_to_segment(p: Point, a: Point, b: Point) -> f32 {
    dist_point_segment(v(p), v(a), v(b)) as f32
}

/// Whether two rings list the same bases in the same cyclic order, in either direction and from
/// any starting base, ignoring case.
pub fn same_ring(a: &[String], b: &[String]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a.is_empty() {
        return true;
    }
    let n = a.len();
    let eq = |x: &String, y: &String| x.eq_ignore_ascii_case(y);
    (0..n).filter(|&s| eq(&b[s], &a[0])).any(|s| {
        (0..n).all(|i| eq(&a[i], &b[(s + i) % n])) || (0..n).all(|i| eq(&a[i], &b[(s + n - i) % n]))
    })
}

// ---------------------------------------------------------------------------------------------
// Geometry in f64, so that crossing tests on f32 positions are exact enough.

pub(crate) type V = (f64, f64);

pub(crate) fn v(p: Point) -> V {
    (p.x as f64, p.y as f64)
}

pub(crate) fn finite(p: Point) -> bool {
    p.x.is_finite() && p.y.is_finite()
}

fn cross(o: V, a: V, b: V) -> f64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

pub(crate) fn segments_cross_f64(a: V, b: V, c: V, d: V) -> bool {
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    let d3 = cross(a, b, c);
    let d4 = cross(a, b, d);
    ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
        && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
}

pub(crate) fn dist_point_segment(p: V, a: V, b: V) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (qx, qy) = (a.0 + t * dx, a.1 + t * dy);
    ((p.0 - qx).powi(2) + (p.1 - qy).powi(2)).sqrt()
}

pub(crate) fn point_in_polygon_f64(p: V, poly: &[V]) -> bool {
    let n = poly.len();
    if n < 3 {
        return false;
    }
    let mut inside = false;
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (poly[i], poly[j]);
        if (a.1 > p.1) != (b.1 > p.1) {
            let x = a.0 + (p.1 - a.1) * (b.0 - a.0) / (b.1 - a.1);
            if p.0 < x {
                inside = !inside;
            }
        }
        j = i;
    }
    inside
}

fn walk_area(walk: &[u32], pos: &[V]) -> f64 {
    let n = walk.len();
    if n < 3 {
        return 0.0;
    }
    let mut s = 0.0;
    let mut a = pos[walk[n - 1] as usize];
    for &w in walk {
        let b = pos[w as usize];
        s += a.0 * b.1 - b.0 * a.1;
        a = b;
    }
    s / 2.0
}

fn walk_contains(walk: &[u32], pos: &[V], p: V) -> bool {
    let n = walk.len();
    if n < 3 {
        return false;
    }
    let mut inside = false;
    let mut b = pos[walk[n - 1] as usize];
    for &w in walk {
        let a = pos[w as usize];
        if (a.1 > p.1) != (b.1 > p.1) {
            let x = a.0 + (p.1 - a.1) * (b.0 - a.0) / (b.1 - a.1);
            if p.0 < x {
                inside = !inside;
            }
        }
        b = a;
    }
    inside
}

pub(crate) fn signed_area(poly: &[V]) -> f64 {
    let n = poly.len();
    if n < 3 {
        return 0.0;
    }
    let mut s = 0.0;
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        s += a.0 * b.1 - b.0 * a.1;
    }
    s / 2.0
}

// ---------------------------------------------------------------------------------------------
// The faces of the drawing.

/// One face of the drawing: the closed walk around it.
#[derive(Clone, Debug)]
struct Face {
    /// Vertices in walking order (a vertex may repeat where the walk passes a cut vertex or
    /// goes up and down a dangling path).
    walk: Vec<u32>,
    area: f64,
    min: V,
    max: V,
}

/// The faces of the drawing of a map's base-to-base paths, built once and queried many times
/// (the validator checks every region against it).
#[derive(Clone, Debug)]
pub struct Faces {
    /// Base ids, one per vertex.
    ids: Vec<String>,
    pos: Vec<V>,
    /// Bounded faces only (positive area).
    faces: Vec<Face>,
    /// A uniform grid over the faces' bounding boxes, to find the faces around a point fast.
    grid: FaceGrid,
}

#[derive(Clone, Debug, Default)]
struct FaceGrid {
    origin: V,
    cell: V,
    cols: usize,
    rows: usize,
    start: Vec<u32>,
    items: Vec<u32>,
}

impl FaceGrid {
    fn build(faces: &[Face]) -> FaceGrid {
        if faces.is_empty() {
            return FaceGrid::default();
        }
        let mut min = (f64::INFINITY, f64::INFINITY);
        let mut max = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        for f in faces {
            min = (min.0.min(f.min.0), min.1.min(f.min.1));
            max = (max.0.max(f.max.0), max.1.max(f.max.1));
        }
        let k = ((faces.len() as f64).sqrt().ceil() as usize).clamp(1, 256);
        let cell = (
            ((max.0 - min.0) / k as f64).max(1e-6),
            ((max.1 - min.1) / k as f64).max(1e-6),
        );
        let mut grid = FaceGrid {
            origin: min,
            cell,
            cols: k,
            rows: k,
            start: vec![0; k * k + 1],
            items: Vec::new(),
        };
        let span = |g: &FaceGrid, f: &Face| {
            let (c0, r0) = g.cell_of(f.min);
            let (c1, r1) = g.cell_of(f.max);
            (c0, r0, c1, r1)
        };
        for f in faces {
            let (c0, r0, c1, r1) = span(&grid, f);
            for r in r0..=r1 {
                for c in c0..=c1 {
                    grid.start[r * k + c + 1] += 1;
                }
            }
        }
        for i in 0..k * k {
            grid.start[i + 1] += grid.start[i];
        }
        let mut fill = grid.start.clone();
        grid.items = vec![0; grid.start[k * k] as usize];
        for (fi, f) in faces.iter().enumerate() {
            let (c0, r0, c1, r1) = span(&grid, f);
            for r in r0..=r1 {
                for c in c0..=c1 {
                    let slot = &mut fill[r * k + c];
                    grid.items[*slot as usize] = fi as u32;
                    *slot += 1;
                }
            }
        }
        grid
    }

    fn cell_of(&self, p: V) -> (usize, usize) {
        let c = ((p.0 - self.origin.0) / self.cell.0).floor().max(0.0) as usize;
        let r = ((p.1 - self.origin.1) / self.cell.1).floor().max(0.0) as usize;
        (c.min(self.cols - 1), r.min(self.rows - 1))
    }

    /// The faces whose bounding box may hold `p`.
    fn around(&self, p: V) -> &[u32] {
        if self.cols == 0 {
            return &[];
        }
        let (c, r) = self.cell_of(p);
        let i = r * self.cols + c;
        &self.items[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

impl Faces {
    /// Builds the drawing from the map's bases and the paths between two bases. Bases with a
    /// repeated id (ignoring case; the first one counts) or a position that is not a finite
    /// number are left out, as are paths to anything else.
    pub fn build(map: &Map) -> Faces {
        Faces::from_graph(&MapGraph::new(map))
    }

    /// Builds the drawing from a graph of the map already at hand.
    pub fn from_graph(g: &MapGraph) -> Faces {
        let map = g.map;
        let mut vertex = vec![u32::MAX; map.bases.len()];
        let mut ids = Vec::with_capacity(map.bases.len());
        let mut pos = Vec::with_capacity(map.bases.len());
        for (i, b) in map.bases.iter().enumerate() {
            if finite(b.pos) && g.first_with_id[i] {
                vertex[i] = ids.len() as u32;
                ids.push(b.id.clone());
                pos.push(v(b.pos));
            }
        }
        let edges: Vec<(u32, u32)> = g
            .graph
            .edge_references()
            .filter_map(|e| {
                let (a, b) = (e.source().index(), e.target().index());
                let (a, b) = (*vertex.get(a)?, *vertex.get(b)?);
                (a != u32::MAX && b != u32::MAX && pos[a as usize] != pos[b as usize])
                    .then_some((a, b))
            })
            .collect();
        Faces::from_edges(ids, pos, &edges)
    }

    fn from_edges(ids: Vec<String>, pos: Vec<V>, edges: &[(u32, u32)]) -> Faces {
        let n = pos.len();
        // Half-edges in compressed rows: row u holds u's neighbours sorted by angle, each with
        // the index of its edge.
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let m = start[n] as usize;
        let mut fill = start.clone();
        let mut row: Vec<(f64, u32, u32)> = vec![(0.0, 0, 0); m];
        let mut origin = vec![0u32; m];
        for (e, &(a, b)) in edges.iter().enumerate() {
            for (x, y) in [(a, b), (b, a)] {
                let (px, py) = (pos[x as usize], pos[y as usize]);
                let h = fill[x as usize] as usize;
                row[h] = ((py.1 - px.1).atan2(py.0 - px.0), y, e as u32);
                origin[h] = x;
                fill[x as usize] += 1;
            }
        }
        for u in 0..n {
            row[start[u] as usize..start[u + 1] as usize]
                .sort_unstable_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
        }
        // Twin of each half-edge, through the edge index.
        let mut ends = vec![[u32::MAX; 2]; edges.len()];
        for (h, r) in row.iter().enumerate() {
            let e = &mut ends[r.2 as usize];
            if e[0] == u32::MAX {
                e[0] = h as u32;
            } else {
                e[1] = h as u32;
            }
        }
        let twin = |h: u32| -> u32 {
            let e = ends[row[h as usize].2 as usize];
            if e[0] == h { e[1] } else { e[0] }
        };
        // next(h): arriving at v = to(h) from u, leave by the neighbour just before u in v's
        // angle order (the next one clockwise), which keeps the face on the left.
        let next = |h: u32| -> u32 {
            let t = twin(h);
            let v = row[h as usize].1 as usize;
            if t == start[v] {
                start[v + 1] - 1
            } else {
                t - 1
            }
        };
        let mut visited = vec![false; m];
        let mut faces = Vec::new();
        let mut walk = Vec::new();
        for h0 in 0..m as u32 {
            if visited[h0 as usize] {
                continue;
            }
            walk.clear();
            let mut h = h0;
            while !visited[h as usize] {
                visited[h as usize] = true;
                walk.push(origin[h as usize]);
                h = next(h);
            }
            let area = walk_area(&walk, &pos);
            if area <= 1e-9 {
                continue;
            }
            let mut min = (f64::INFINITY, f64::INFINITY);
            let mut max = (f64::NEG_INFINITY, f64::NEG_INFINITY);
            for &w in &walk {
                let p = pos[w as usize];
                min = (min.0.min(p.0), min.1.min(p.1));
                max = (max.0.max(p.0), max.1.max(p.1));
            }
            faces.push(Face {
                walk: walk.clone(),
                area,
                min,
                max,
            });
        }
        let grid = FaceGrid::build(&faces);
        Faces {
            ids,
            pos,
            faces,
            grid,
        }
    }

    /// Number of bounded faces.
    pub fn len(&self) -> usize {
        self.faces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }

    /// The ring of the smallest bounded face around `at` (see [`detect_region`]).
    pub fn ring_at(&self, at: Point) -> Option<Vec<String>> {
        if !finite(at) {
            return None;
        }
        let p = v(at);
        let mut best: Option<&Face> = None;
        for &fi in self.grid.around(p) {
            let f = &self.faces[fi as usize];
            if p.0 < f.min.0 || p.0 > f.max.0 || p.1 < f.min.1 || p.1 > f.max.1 {
                continue;
            }
            if best.is_some_and(|b| b.area <= f.area) {
                continue;
            }
            if walk_contains(&f.walk, &self.pos, p) {
                best = Some(f);
            }
        }
        let cycle = self.bounding_cycle(&best?.walk, p)?;
        Some(
            cycle
                .iter()
                .map(|&w| self.ids[w as usize].clone())
                .collect(),
        )
    }

    /// The simple cycle of a face's walk that encloses `p`: the walk is split into simple
    /// cycles where it revisits a base, cycles of fewer than 3 bases (dangling paths) are
    /// dropped, and the smallest one around `p` is kept, clockwise on screen from its topmost
    /// base.
    fn bounding_cycle(&self, walk: &[u32], p: V) -> Option<Vec<u32>> {
        let mut stack: Vec<u32> = Vec::with_capacity(walk.len());
        let mut on_stack: FxHashMap<u32, usize> =
            FxHashMap::with_capacity_and_hasher(walk.len(), FxBuild::default());
        let mut best: Option<(f64, Vec<u32>)> = None;
        for &w in walk.iter().chain(walk.first()) {
            if let Some(&at) = on_stack.get(&w) {
                let cycle: Vec<u32> = stack.drain(at + 1..).collect();
                for c in &cycle {
                    on_stack.remove(c);
                }
                if cycle.len() >= 2 {
                    let mut full = Vec::with_capacity(cycle.len() + 1);
                    full.push(w);
                    full.extend(cycle);
                    let poly: Vec<V> = full.iter().map(|&x| self.pos[x as usize]).collect();
                    let area = signed_area(&poly).abs();
                    if area > 1e-9
                        && point_in_polygon_f64(p, &poly)
                        && best.as_ref().is_none_or(|(a, _)| area < *a)
                    {
                        best = Some((area, full));
                    }
                }
            } else {
                on_stack.insert(w, stack.len());
                stack.push(w);
            }
        }
        let (_, mut cycle) = best?;
        let poly: Vec<V> = cycle.iter().map(|&x| self.pos[x as usize]).collect();
        if signed_area(&poly) < 0.0 {
            cycle.reverse();
        }
        let top = (0..cycle.len())
            .min_by(|&i, &j| {
                let (a, b) = (self.pos[cycle[i] as usize], self.pos[cycle[j] as usize]);
                a.1.total_cmp(&b.1).then(a.0.total_cmp(&b.0))
            })
            .unwrap_or(0);
        cycle.rotate_left(top);
        Some(cycle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Base, Path};

    fn base(id: &str, x: f32, y: f32) -> Base {
        Base::new(id, Point::new(x, y))
    }

    fn square_map() -> Map {
        Map {
            bases: vec![
                base("a", 0.0, 0.0),
                base("b", 100.0, 0.0),
                base("c", 100.0, 100.0),
                base("d", 0.0, 100.0),
            ],
            paths: vec![
                Path::new("a", "b"),
                Path::new("b", "c"),
                Path::new("c", "d"),
                Path::new("d", "a"),
            ],
            ..Map::default()
        }
    }

    #[test]
    fn square_ring_is_clockwise_on_screen_from_the_top_left() {
        let ring = detect_region(&square_map(), Point::new(50.0, 50.0)).unwrap();
        assert_eq!(ring, ["a", "b", "c", "d"]);
    }

    #[test]
    fn outside_the_square_there_is_no_region() {
        assert_eq!(detect_region(&square_map(), Point::new(150.0, 50.0)), None);
    }

    #[test]
    fn same_ring_ignores_start_direction_and_case() {
        let r = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert!(same_ring(&r(&["a", "b", "c"]), &r(&["C", "b", "a"])));
        assert!(same_ring(&r(&["a", "b", "c"]), &r(&["b", "c", "a"])));
        assert!(!same_ring(
            &r(&["a", "b", "c", "d"]),
            &r(&["a", "c", "b", "d"])
        ));
    }

    #[test]
    fn crossing_needs_a_point_inside_both_segments() {
        let p = Point::new;
        assert!(segments_cross(
            p(0., 0.),
            p(10., 10.),
            p(0., 10.),
            p(10., 0.)
        ));
        assert!(!segments_cross(
            p(0., 0.),
            p(10., 10.),
            p(10., 10.),
            p(20., 0.)
        ));
        assert!(!segments_cross(
            p(0., 0.),
            p(10., 0.),
            p(5., 1.),
            p(5., 10.)
        ));
    }
}
