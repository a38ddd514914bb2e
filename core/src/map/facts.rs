//! Static facts about a map, for the editor's info panel and the balance lab: counts, medals
//! against targets, the shortest routes between the HQs, how far each region is from each side,
//! which bases lie nearer to which side, and whether the layout is a mirror image of itself
//! with the sides swapped.
//!
//! Everything is computed on the petgraph graph of the map ([`MapGraph`]) with breadth-first
//! searches that step only through bases (HQs are never inner steps, RULES §4.3), so a fact
//! costs a few passes over the map.

use super::graph::MapGraph;
use super::model::{LocRef, Map, Point};
use super::region::finite;
use crate::pieces::{BySide, Side, Strength};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::fmt;

/// How far from its mirror image a location may be drawn and still count as symmetric.
pub const SYMMETRY_TOLERANCE: f32 = 8.0;

/// A transformation of the drawing that swaps the sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Symmetry {
    /// Mirror across a vertical line: blue on one side, red on the other.
    LeftRight,
    /// Mirror across a horizontal line.
    TopBottom,
    /// Half turn around the centre.
    Point,
}

impl Symmetry {
    pub const ALL: [Symmetry; 3] = [Symmetry::LeftRight, Symmetry::TopBottom, Symmetry::Point];

    pub fn describe(self) -> &'static str {
        match self {
            Symmetry::LeftRight => "mirrored left to right",
            Symmetry::TopBottom => "mirrored top to bottom",
            Symmetry::Point => "the same after a half turn",
        }
    }

    /// The image of `p` under this transformation about `centre`.
    pub fn apply(self, p: Point, centre: Point) -> Point {
        match self {
            Symmetry::LeftRight => Point::new(2.0 * centre.x - p.x, p.y),
            Symmetry::TopBottom => Point::new(p.x, 2.0 * centre.y - p.y),
            Symmetry::Point => Point::new(2.0 * centre.x - p.x, 2.0 * centre.y - p.y),
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// What each side faces in one region.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RegionFacts {
    pub id: String,
    pub medals: u32,
    /// Number of bases in the ring.
    pub ring_len: usize,
    /// Fewest steps from one of the side's HQs to the nearest base of the ring (1: a ring base
    /// is next to the HQ); `None` when the side cannot reach the ring.
    pub nearest: BySide<Option<u32>>,
    /// Steps to the farthest base of the ring: how deep the side must reach to hold it all.
    pub farthest: BySide<Option<u32>>,
}

/// Static facts about a map. See [`map_facts`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MapFacts {
    pub bases: usize,
    pub special_bases: usize,
    /// Bases and HQs with a list of allowed strengths.
    pub restricted: usize,
    /// Distinct paths between two known, different locations.
    pub paths: usize,
    pub hqs: BySide<usize>,
    pub regions: usize,
    pub total_medals: u32,
    pub targets: BySide<u32>,
    /// The shortest route from one of the side's HQs to the nearest enemy HQ, as ids from the
    /// HQ to the enemy HQ; `None` when there is none.
    pub routes: BySide<Option<Vec<String>>>,
    /// Per region, in file order.
    pub region_facts: Vec<RegionFacts>,
    /// Bases strictly nearer (in steps) to this side's HQs than to the enemy's.
    pub territory: BySide<usize>,
    /// Bases at the same distance from both sides.
    pub contested: usize,
    /// Bases no HQ reaches.
    pub unreachable: usize,
    /// Connected pieces of the map (1 for a joined-up map).
    pub components: usize,
    pub max_degree: usize,
    /// Mean number of paths per base.
    pub mean_degree: f32,
    /// Top-left and bottom-right corners of the drawing, when it has located places.
    pub bounds: Option<(Point, Point)>,
    /// Every transformation that maps the map onto itself with the sides swapped.
    pub symmetries: Vec<Symmetry>,
}

impl MapFacts {
    /// Whether the map is a mirror image of itself with the sides swapped.
    pub fn is_symmetric(&self) -> bool {
        !self.symmetries.is_empty()
    }

    /// Number of steps of the side's shortest route to an enemy HQ.
    pub fn route_len(&self, side: Side) -> Option<usize> {
        self.routes[side]
            .as_ref()
            .map(|r| r.len().saturating_sub(1))
    }
}

/// Computes the static facts of a map. Broken maps are fine: unknown path ends and repeated
/// ids are ignored (the validator reports them).
pub fn map_facts(map: &Map) -> MapFacts {
    let g = MapGraph::new(map);
    let nb = map.bases.len();
    let hq_idx = BySide::new(g.hqs_of(Side::Blue), g.hqs_of(Side::Red));
    let search = BySide::new(g.search(&hq_idx.blue), g.search(&hq_idx.red));

    let mut routes = BySide::new(None, None);
    for side in Side::ALL {
        let s = &search[side];
        let best = hq_idx[side.other()]
            .iter()
            .filter_map(|&e| s.dist[e].map(|d| (d, e)))
            .min();
        routes[side] = best.and_then(|(_, e)| s.route(e)).map(|r| {
            r.into_iter()
                .map(|i| g.id(i).to_string())
                .collect::<Vec<_>>()
        });
    }

    let region_facts = map
        .regions
        .iter()
        .map(|r| {
            let ring: Vec<usize> = r
                .ring
                .iter()
                .filter_map(|id| g.locate(id))
                .filter(|&i| !g.is_hq(i))
                .collect();
            let mut nearest = BySide::new(None, None);
            let mut farthest = BySide::new(None, None);
            for side in Side::ALL {
                let d: Vec<Option<u32>> = ring.iter().map(|&i| search[side].dist[i]).collect();
                nearest[side] = d.iter().flatten().min().copied();
                farthest[side] = if d.is_empty() || d.iter().any(Option::is_none) {
                    None
                } else {
                    d.iter().flatten().max().copied()
                };
            }
            RegionFacts {
                id: r.id.clone(),
                medals: r.medals,
                ring_len: r.ring.len(),
                nearest,
                farthest,
            }
        })
        .collect();

    let mut territory = BySide::new(0, 0);
    let mut contested = 0;
    let mut unreachable = 0;
    for i in 0..nb {
        match (search.blue.dist[i], search.red.dist[i]) {
            (None, None) => unreachable += 1,
            (Some(_), None) => territory.blue += 1,
            (None, Some(_)) => territory.red += 1,
            (Some(b), Some(r)) if b < r => territory.blue += 1,
            (Some(b), Some(r)) if r < b => territory.red += 1,
            _ => contested += 1,
        }
    }

    let degrees: Vec<usize> = (0..nb).map(|i| g.degree(i)).collect();
    let mut bounds: Option<(Point, Point)> = None;
    for i in 0..g.len() {
        let p = g.pos(i);
        if !finite(p) {
            continue;
        }
        bounds = Some(match bounds {
            None => (p, p),
            Some((lo, hi)) => (
                Point::new(lo.x.min(p.x), lo.y.min(p.y)),
                Point::new(hi.x.max(p.x), hi.y.max(p.y)),
            ),
        });
    }

    MapFacts {
        bases: nb,
        special_bases: map.bases.iter().filter(|b| b.special).count(),
        restricted: map.bases.iter().filter(|b| b.allowed.is_some()).count()
            + map.hqs.iter().filter(|h| h.allowed.is_some()).count(),
        paths: g.graph.edge_count(),
        hqs: hq_idx.map(|v| v.len()),
        regions: map.regions.len(),
        total_medals: map
            .regions
            .iter()
            .fold(0u32, |s, r| s.saturating_add(r.medals)),
        targets: map.targets,
        routes,
        region_facts,
        territory,
        contested,
        unreachable,
        components: petgraph::algo::connected_components(&g.graph),
        max_degree: degrees.iter().copied().max().unwrap_or(0),
        mean_degree: if nb == 0 {
            0.0
        } else {
            degrees.iter().sum::<usize>() as f32 / nb as f32
        },
        bounds,
        symmetries: symmetries_of(&g, SYMMETRY_TOLERANCE),
    }
}

/// The transformations that map `map` onto itself with blue and red swapped, positions
/// matching within `tolerance` map units: every location lands on a location of the same kind
/// (a base on a base with the same special mark and allowed strengths, an HQ on an HQ of the
/// other side), every path on a path, every region on a region with as many medals, and both
/// sides have the same medal target.
pub fn symmetries(map: &Map, tolerance: f32) -> Vec<Symmetry> {
    symmetries_of(&MapGraph::new(map), tolerance)
}

fn symmetries_of(g: &MapGraph, tolerance: f32) -> Vec<Symmetry> {
    let map = g.map;
    let n = g.len();
    if n == 0
        || map.targets.blue != map.targets.red
        || map.hqs.iter().all(|h| h.side == Side::Red)
        || map.hqs.iter().all(|h| h.side == Side::Blue)
        || (0..n).any(|i| !finite(g.pos(i)))
    {
        return Vec::new();
    }
    let centre = {
        let (sx, sy) = (0..n).fold((0.0f64, 0.0f64), |(x, y), i| {
            let p = g.pos(i);
            (x + p.x as f64, y + p.y as f64)
        });
        Point::new((sx / n as f64) as f32, (sy / n as f64) as f32)
    };
    // Locations sorted by x, to find the one nearest a point with a binary search.
    let mut by_x: Vec<(f32, usize)> = (0..n).map(|i| (g.pos(i).x, i)).collect();
    by_x.sort_by(|a, b| a.0.total_cmp(&b.0));
    let near = |p: Point| -> Option<usize> {
        let from = by_x.partition_point(|&(x, _)| x < p.x - tolerance);
        by_x[from..]
            .iter()
            .take_while(|&&(x, _)| x <= p.x + tolerance)
            .map(|&(_, i)| (g.pos(i).distance(p), i))
            .filter(|&(d, _)| d <= tolerance)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, i)| i)
    };
    let same_kind = |a: usize, b: usize| -> bool {
        match (g.loc(a), g.loc(b)) {
            (LocRef::Base(x), LocRef::Base(y)) => {
                let (x, y) = (&map.bases[x], &map.bases[y]);
                x.special == y.special && same_strengths(&x.allowed, &y.allowed)
            }
            (LocRef::Hq(x), LocRef::Hq(y)) => {
                let (x, y) = (&map.hqs[x], &map.hqs[y]);
                x.side != y.side && same_strengths(&x.allowed, &y.allowed)
            }
            _ => false,
        }
    };
    let region_keys: HashMap<Vec<usize>, Vec<u32>> = {
        let mut m: HashMap<Vec<usize>, Vec<u32>> = HashMap::new();
        for r in &map.regions {
            if let Some(k) = ring_key(g, &r.ring, Some) {
                m.entry(k).or_default().push(r.medals);
            }
        }
        m
    };
    Symmetry::ALL
        .into_iter()
        .filter(|&s| {
            let mut image = vec![usize::MAX; n];
            let mut used = vec![false; n];
            for (i, slot) in image.iter_mut().enumerate() {
                match near(s.apply(g.pos(i), centre)) {
                    Some(j) if !used[j] && same_kind(i, j) => {
                        used[j] = true;
                        *slot = j;
                    }
                    _ => return false,
                }
            }
            let edges: HashSet<(usize, usize)> = g
                .graph
                .edge_indices()
                .filter_map(|e| g.graph.edge_endpoints(e))
                .map(|(a, b)| (a.index().min(b.index()), a.index().max(b.index())))
                .collect();
            let paths_match = edges.iter().all(|&(a, b)| {
                let (x, y) = (image[a], image[b]);
                edges.contains(&(x.min(y), x.max(y)))
            });
            let regions_match =
                map.regions
                    .iter()
                    .all(|r| match ring_key(g, &r.ring, |i| Some(image[i])) {
                        Some(k) => region_keys.get(&k).is_some_and(|m| m.contains(&r.medals)),
                        None => false,
                    });
            paths_match && regions_match
        })
        .collect()
}

fn same_strengths(a: &Option<Vec<Strength>>, b: &Option<Vec<Strength>>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => {
            let (mut a, mut b) = (a.clone(), b.clone());
            a.sort_unstable();
            a.dedup();
            b.sort_unstable();
            b.dedup();
            a == b
        }
        _ => false,
    }
}

/// The sorted location indices of a ring after `f`, or `None` when an id is unknown.
fn ring_key(
    g: &MapGraph,
    ring: &[String],
    f: impl Fn(usize) -> Option<usize>,
) -> Option<Vec<usize>> {
    let mut k = ring
        .iter()
        .map(|id| g.locate(id).and_then(&f))
        .collect::<Option<Vec<usize>>>()?;
    k.sort_unstable();
    Some(k)
}
