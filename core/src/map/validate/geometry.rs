//! The geometric warnings, on a uniform grid of the drawing so that large maps stay fast:
//! crossing paths, locations drawn on top of each other, paths drawn through a location.

use super::{MIN_LOCATION_SPACING, PATH_CLEARANCE, Problem, ProblemKind, TextArg};
use crate::map::graph::{FxHashMap, MapGraph};
use crate::map::region::{V, dist_point_segment, finite, segments_cross_f64, v};
use TextArg::{Id, Ids, Text};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;

struct Grid {
    origin: V,
    cell: f64,
    cols: usize,
    rows: usize,
}

impl Grid {
    fn cell_of(&self, p: V) -> (usize, usize) {
        let cx = ((p.0 - self.origin.0) / self.cell).floor().max(0.0) as usize;
        let cy = ((p.1 - self.origin.1) / self.cell).floor().max(0.0) as usize;
        (cx.min(self.cols - 1), cy.min(self.rows - 1))
    }

    /// The cells a segment passes through (row by row, the x extent of the segment within each
    /// row's band).
    fn segment_cells(&self, a: V, b: V, mut f: impl FnMut(usize)) {
        let (_, r0) = self.cell_of(if a.1 <= b.1 { a } else { b });
        let (_, r1) = self.cell_of(if a.1 <= b.1 { b } else { a });
        let (ymin, ymax) = (a.1.min(b.1), a.1.max(b.1));
        for r in r0..=r1 {
            let band_lo = (self.origin.1 + r as f64 * self.cell).max(ymin);
            let band_hi = (self.origin.1 + (r + 1) as f64 * self.cell).min(ymax);
            let (x0, x1) = if (b.1 - a.1).abs() < 1e-12 {
                (a.0.min(b.0), a.0.max(b.0))
            } else {
                let xa = a.0 + (band_lo - a.1) * (b.0 - a.0) / (b.1 - a.1);
                let xb = a.0 + (band_hi - a.1) * (b.0 - a.0) / (b.1 - a.1);
                (xa.min(xb), xa.max(xb))
            };
            let (c0, _) = self.cell_of((x0 - 1e-9, band_lo));
            let (c1, _) = self.cell_of((x1 + 1e-9, band_lo));
            for c in c0..=c1 {
                f(r * self.cols + c);
            }
        }
    }
}

/// Buckets in compressed rows: `items[start[c]..start[c + 1]]` are cell `c`'s entries.
struct Buckets {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Buckets {
    fn new(cells: usize, entries: &[(u32, u32)]) -> Buckets {
        let mut start = vec![0u32; cells + 1];
        for &(c, _) in entries {
            start[c as usize + 1] += 1;
        }
        for i in 0..cells {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; entries.len()];
        for &(c, x) in entries {
            items[fill[c as usize] as usize] = x;
            fill[c as usize] += 1;
        }
        Buckets { start, items }
    }

    fn get(&self, c: usize) -> &[u32] {
        &self.items[self.start[c] as usize..self.start[c + 1] as usize]
    }
}

impl Grid {
    /// A grid over the locations, with cells about as large as a path is long (at least the
    /// spacing and clearance checked), and at most 256 cells a side.
    fn covering(locs: &[(usize, V)], segs: &[Segment]) -> Grid {
        let mut min = (f64::INFINITY, f64::INFINITY);
        let mut max = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        for &(_, p) in locs {
            min = (min.0.min(p.0), min.1.min(p.1));
            max = (max.0.max(p.0), max.1.max(p.1));
        }
        let mean_len = if segs.is_empty() {
            0.0
        } else {
            segs.iter()
                .map(|s| ((s.3.0 - s.2.0).powi(2) + (s.3.1 - s.2.1).powi(2)).sqrt())
                .sum::<f64>()
                / segs.len() as f64
        };
        const MAX_CELLS_PER_AXIS: f64 = 256.0;
        let (w, h) = (max.0 - min.0, max.1 - min.1);
        let cell = mean_len
            .max(MIN_LOCATION_SPACING as f64)
            .max(PATH_CLEARANCE as f64)
            .max(w / MAX_CELLS_PER_AXIS)
            .max(h / MAX_CELLS_PER_AXIS)
            .max(1e-6);
        Grid {
            origin: min,
            cell,
            cols: ((w / cell).floor() as usize + 1).max(1),
            rows: ((h / cell).floor() as usize + 1).max(1),
        }
    }
}

/// A segment of the drawing: the two locations a path joins and their positions.
type Segment = (usize, usize, V, V);

pub(super) fn check_drawing(g: &MapGraph, out: &mut Vec<Problem>) {
    let Some(d) = Drawing::new(g) else {
        return;
    };
    d.overlapping_locations(out);
    d.paths_through_locations(out);
    d.crossing_paths(out);
}

/// The drawing's locations and path segments, bucketed by the cells of a uniform grid.
struct Drawing<'g, 'm> {
    g: &'g MapGraph<'m>,
    /// Locations with a finite position: (graph index, position).
    locs: Vec<(usize, V)>,
    segs: Vec<Segment>,
    grid: Grid,
    loc_cells: Buckets,
    seg_cells: Buckets,
}

impl<'g, 'm> Drawing<'g, 'm> {
    /// `None` when no location has a finite position.
    fn new(g: &'g MapGraph<'m>) -> Option<Drawing<'g, 'm>> {
        let locs: Vec<(usize, V)> = (0..g.len())
            .filter(|&i| finite(g.pos(i)))
            .map(|i| (i, v(g.pos(i))))
            .collect();
        if locs.is_empty() {
            return None;
        }
        let segs: Vec<Segment> = g
            .graph
            .edge_references()
            .map(|e| (e.source().index(), e.target().index()))
            .filter(|&(a, b)| finite(g.pos(a)) && finite(g.pos(b)))
            .map(|(a, b)| (a, b, v(g.pos(a)), v(g.pos(b))))
            .collect();
        let grid = Grid::covering(&locs, &segs);
        let ncells = grid.cols * grid.rows;
        let loc_entries: Vec<(u32, u32)> = locs
            .iter()
            .enumerate()
            .map(|(k, &(_, p))| {
                let (cx, cy) = grid.cell_of(p);
                ((cy * grid.cols + cx) as u32, k as u32)
            })
            .collect();
        let loc_cells = Buckets::new(ncells, &loc_entries);
        let mut seg_entries: Vec<(u32, u32)> = Vec::with_capacity(segs.len() * 2);
        for (s, &(_, _, a, b)) in segs.iter().enumerate() {
            grid.segment_cells(a, b, |c| seg_entries.push((c as u32, s as u32)));
        }
        let seg_cells = Buckets::new(ncells, &seg_entries);
        Some(Drawing {
            g,
            locs,
            segs,
            grid,
            loc_cells,
            seg_cells,
        })
    }

    /// Calls `f` with the cell of `p` and of its eight neighbours.
    fn neighbourhood(&self, p: V, f: &mut dyn FnMut(usize)) {
        let grid = &self.grid;
        let (cx, cy) = grid.cell_of(p);
        for y in cy.saturating_sub(1)..=(cy + 1).min(grid.rows - 1) {
            for x in cx.saturating_sub(1)..=(cx + 1).min(grid.cols - 1) {
                f(y * grid.cols + x);
            }
        }
    }

    fn id(&self, i: usize) -> &str {
        self.g.id(i)
    }

    /// Locations drawn on top of each other, grouped.
    fn overlapping_locations(&self, out: &mut Vec<Problem>) {
        let locs = &self.locs;
        let spacing = MIN_LOCATION_SPACING as f64;
        let mut uf = UnionFind::<usize>::new(locs.len());
        let mut overlapping = false;
        for (k, &(_, p)) in locs.iter().enumerate() {
            self.neighbourhood(p, &mut |c| {
                for &o in self.loc_cells.get(c) {
                    let o = o as usize;
                    if o > k {
                        let q = locs[o].1;
                        if (p.0 - q.0).powi(2) + (p.1 - q.1).powi(2) < spacing * spacing {
                            uf.union(k, o);
                            overlapping = true;
                        }
                    }
                }
            });
        }
        if !overlapping {
            return;
        }
        let mut groups: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
        let mut order = Vec::new();
        for k in 0..locs.len() {
            let root = uf.find(k);
            let e = groups.entry(root).or_default();
            if e.is_empty() {
                order.push(root);
            }
            e.push(k);
        }
        for root in order {
            let group = &groups[&root];
            if group.len() < 2 {
                continue;
            }
            let ids: Vec<String> = group
                .iter()
                .map(|&k| self.id(locs[k].0).to_string())
                .collect();
            out.push(Problem::says(
                ProblemKind::LocationsOverlap,
                "problem-locations-overlap",
                vec![
                    ("n", TextArg::Num(ids.len() as u64)),
                    ("ids", Ids(ids.clone())),
                    ("spacing", Text(MIN_LOCATION_SPACING.to_string())),
                ],
                ids,
            ));
        }
    }

    /// Paths drawn through a location they do not join: the first [`MAX_LISTED_PROBLEMS`],
    /// then one warning with how many more there are.
    fn paths_through_locations(&self, out: &mut Vec<Problem>) {
        let (locs, segs) = (&self.locs, &self.segs);
        let spacing = MIN_LOCATION_SPACING as f64;
        let clearance = PATH_CLEARANCE as f64;
        let mut through: Vec<(usize, usize)> = Vec::new();
        let mut candidates: Vec<u32> = Vec::new();
        // The last location each segment was looked at for, to look at it once per location.
        let mut stamp = vec![u32::MAX; segs.len()];
        for (k, &(li, p)) in locs.iter().enumerate() {
            candidates.clear();
            self.neighbourhood(p, &mut |c| {
                for &s in self.seg_cells.get(c) {
                    if stamp[s as usize] != k as u32 {
                        stamp[s as usize] = k as u32;
                        candidates.push(s);
                    }
                }
            });
            for &s in &candidates {
                let (a, b, pa, pb) = segs[s as usize];
                if a == li
                    || b == li
                    || p.0 < pa.0.min(pb.0) - clearance
                    || p.0 > pa.0.max(pb.0) + clearance
                    || p.1 < pa.1.min(pb.1) - clearance
                    || p.1 > pa.1.max(pb.1) + clearance
                {
                    continue;
                }
                let near_end = |e: V| (p.0 - e.0).powi(2) + (p.1 - e.1).powi(2) < spacing * spacing;
                if near_end(pa) || near_end(pb) {
                    continue; // already reported as overlapping locations
                }
                if dist_point_segment(p, pa, pb) < clearance {
                    through.push((s as usize, k));
                }
            }
        }
        through.sort_unstable();
        let more = through.len().saturating_sub(MAX_LISTED_PROBLEMS) as u64;
        through.truncate(MAX_LISTED_PROBLEMS);
        for (s, k) in through {
            let (a, b, _, _) = segs[s];
            let li = locs[k].0;
            let ids = [a, b, li].map(|i| self.id(i).to_string());
            out.push(Problem::says(
                ProblemKind::PathThroughLocation,
                "problem-path-through-location",
                vec![
                    ("from", Id(ids[0].clone())),
                    ("to", Id(ids[1].clone())),
                    ("id", Id(ids[2].clone())),
                ],
                ids.to_vec(),
            ));
        }
        unlisted(ProblemKind::PathThroughLocation, more, false, out);
    }

    /// Paths whose drawings cross: the first [`MAX_LISTED_PROBLEMS`] pairs (in the paths' order
    /// in the graph), then one warning with how many more there are. Each segment is tested
    /// against the later segments of its cells, each once; past [`MAX_CROSSING_WORK`] cell
    /// entries looked at, the check stops and the count is a lower bound.
    fn crossing_paths(&self, out: &mut Vec<Problem>) {
        let segs = &self.segs;
        let mut stamp = vec![u32::MAX; segs.len()];
        let mut candidates: Vec<u32> = Vec::new();
        let mut listed: Vec<(u32, u32)> = Vec::new();
        let mut more = 0u64;
        let mut work = 0u64;
        let mut stopped = false;
        for (s, &(a, b, pa, pb)) in segs.iter().enumerate() {
            if work > MAX_CROSSING_WORK {
                stopped = true;
                break;
            }
            let s = s as u32;
            candidates.clear();
            self.grid.segment_cells(pa, pb, |c| {
                let cell = self.seg_cells.get(c);
                work += cell.len() as u64;
                for &t in cell {
                    if t > s && stamp[t as usize] != s {
                        stamp[t as usize] = s;
                        candidates.push(t);
                    }
                }
            });
            candidates.sort_unstable();
            for &t in &candidates {
                let (c2, d2, pc, pd) = segs[t as usize];
                if a == c2
                    || a == d2
                    || b == c2
                    || b == d2
                    || pa.0.max(pb.0) < pc.0.min(pd.0)
                    || pc.0.max(pd.0) < pa.0.min(pb.0)
                    || pa.1.max(pb.1) < pc.1.min(pd.1)
                    || pc.1.max(pd.1) < pa.1.min(pb.1)
                {
                    continue;
                }
                if segments_cross_f64(pa, pb, pc, pd) {
                    if listed.len() < MAX_LISTED_PROBLEMS {
                        listed.push((s, t));
                    } else {
                        more += 1;
                    }
                }
            }
        }
        for (s, t) in listed {
            let (a, b, _, _) = segs[s as usize];
            let (c, d, _, _) = segs[t as usize];
            let ids = [a, b, c, d].map(|i| self.id(i).to_string());
            out.push(Problem::says(
                ProblemKind::PathsCross,
                "problem-paths-cross",
                vec![
                    ("from", Id(ids[0].clone())),
                    ("to", Id(ids[1].clone())),
                    ("other-from", Id(ids[2].clone())),
                    ("other-to", Id(ids[3].clone())),
                ],
                ids.to_vec(),
            ));
        }
        unlisted(ProblemKind::PathsCross, more, stopped, out);
    }
}

/// Most warnings of one kind the drawing checks list (crossing paths, paths drawn through a
/// location); past it, one more warning of the kind says how many are not listed. A dense map
/// can have hundreds of thousands of crossings, each a sentence with its ids.
pub const MAX_LISTED_PROBLEMS: usize = 100;

/// Most cell entries the crossing check looks at, in all: the work grows with the square of
/// the paths that share a cell. Every map the engine plays (128 locations, so at most 8,128
/// paths) is checked in full well under this; a larger drawing with more crowded cells is
/// checked in part, and its count of crossings is a lower bound.
const MAX_CROSSING_WORK: u64 = 400_000_000;

/// The warning that `more` problems of `kind` are not listed (`at_least` when the check stopped
/// before counting them all); nothing when none are left out.
fn unlisted(kind: ProblemKind, more: u64, stopped: bool, out: &mut Vec<Problem>) {
    if more == 0 && !stopped {
        return;
    }
    let message = if stopped {
        "problem-unlisted-at-least"
    } else {
        "problem-unlisted"
    };
    out.push(Problem::says(
        kind,
        message,
        vec![
            ("kind", Text(kind.as_str().to_string())),
            ("n", TextArg::Num(more)),
            ("shown", TextArg::Num(MAX_LISTED_PROBLEMS as u64)),
        ],
        Vec::new(),
    ));
}
