//! The map as a petgraph graph, built for analysis (validation, facts) and never saved.
//!
//! Node `i` is location `i`: the bases first, in file order, then the HQs. Only paths whose two
//! ends name known, different locations become edges, once per pair.

use super::model::{LocRef, Map, Point};
use crate::pieces::Side;
use petgraph::graph::{NodeIndex, UnGraph};
use std::borrow::Cow;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

/// A fast, non-cryptographic hasher (the "Fx" multiply-rotate scheme) for the analysis tables:
/// ids and index pairs hash in a few instructions.
#[derive(Clone, Copy, Default)]
pub(crate) struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FxBuild = BuildHasherDefault<FxHasher>;
pub(crate) type FxHashMap<K, V> = HashMap<K, V, FxBuild>;

/// An id as a lookup key: borrowed when it is already lowercase (the usual case).
pub(crate) fn id_key(id: &str) -> Cow<'_, str> {
    if id.bytes().any(|c| c.is_ascii_uppercase()) {
        Cow::Owned(id.to_ascii_lowercase())
    } else {
        Cow::Borrowed(id)
    }
}

/// A map's locations and paths as an undirected petgraph graph, with a case-insensitive id
/// index.
#[derive(Clone, Debug)]
pub struct MapGraph<'m> {
    pub map: &'m Map,
    /// Node weights are the locations; node `i` is location `i` (see [`MapGraph::loc`]).
    pub graph: UnGraph<LocRef, ()>,
    index: FxHashMap<Cow<'m, str>, usize>,
    /// Per location: whether it is the first with its id (ignoring case), the one lookups find.
    pub first_with_id: Vec<bool>,
    /// Per path of the map, in file order: its two ends as location indices.
    pub path_ends: Vec<(Option<usize>, Option<usize>)>,
    /// Per path of the map: what became of it.
    pub path_status: Vec<PathStatus>,
}

/// What became of one path of the map when the graph was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathStatus {
    /// It is an edge of the graph.
    Edge,
    /// One of its ends names no location.
    Unknown,
    /// Both ends name the same location.
    Loop,
    /// An earlier path (its index) already joins the same two locations.
    Duplicate(usize),
}

/// Result of a breadth-first search through bases (see [`MapGraph::search`]).
#[derive(Clone, Debug)]
pub struct Search {
    /// Steps from the nearest source, per location; `None` when unreachable.
    pub dist: Vec<Option<u32>>,
    /// The location each one was reached from (`usize::MAX` for sources and unreached ones).
    pub pred: Vec<usize>,
}

impl Search {
    /// The walk from a source to `to`, as location indices, or `None` when unreachable.
    pub fn route(&self, to: usize) -> Option<Vec<usize>> {
        self.dist.get(to).copied().flatten()?;
        let mut out = vec![to];
        let mut at = to;
        while self.pred[at] != usize::MAX {
            at = self.pred[at];
            out.push(at);
        }
        out.reverse();
        Some(out)
    }
}

impl<'m> MapGraph<'m> {
    pub fn new(map: &'m Map) -> MapGraph<'m> {
        let n = map.bases.len() + map.hqs.len();
        let mut index: FxHashMap<Cow<'m, str>, usize> =
            FxHashMap::with_capacity_and_hasher(n, FxBuild::default());
        let mut graph = UnGraph::with_capacity(n, map.paths.len());
        let mut first_with_id = Vec::with_capacity(n);
        for (i, b) in map.bases.iter().enumerate() {
            first_with_id.push(*index.entry(id_key(&b.id)).or_insert(i) == i);
            graph.add_node(LocRef::Base(i));
        }
        for (i, h) in map.hqs.iter().enumerate() {
            let at = map.bases.len() + i;
            first_with_id.push(*index.entry(id_key(&h.id)).or_insert(at) == at);
            graph.add_node(LocRef::Hq(i));
        }
        let mut g = MapGraph {
            map,
            graph,
            index,
            first_with_id,
            path_ends: Vec::with_capacity(map.paths.len()),
            path_status: Vec::with_capacity(map.paths.len()),
        };
        let mut seen: FxHashMap<(usize, usize), usize> =
            FxHashMap::with_capacity_and_hasher(map.paths.len(), FxBuild::default());
        for (n, p) in map.paths.iter().enumerate() {
            let ends = (g.locate(&p.0), g.locate(&p.1));
            g.path_ends.push(ends);
            let status = match ends {
                (Some(a), Some(b)) if a == b => PathStatus::Loop,
                (Some(a), Some(b)) => match seen.entry((a.min(b), a.max(b))) {
                    Entry::Occupied(first) => PathStatus::Duplicate(*first.get()),
                    Entry::Vacant(e) => {
                        e.insert(n);
                        g.graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
                        PathStatus::Edge
                    }
                },
                _ => PathStatus::Unknown,
            };
            g.path_status.push(status);
        }
        g
    }

    /// Number of locations (nodes).
    pub fn len(&self) -> usize {
        self.graph.node_count()
    }

    pub fn is_empty(&self) -> bool {
        self.graph.node_count() == 0
    }

    /// The location index of an id, ignoring case (the first location with that id).
    pub fn locate(&self, id: &str) -> Option<usize> {
        if id.bytes().any(|c| c.is_ascii_uppercase()) {
            self.index.get(id.to_ascii_lowercase().as_str()).copied()
        } else {
            self.index.get(id).copied()
        }
    }

    pub fn loc(&self, i: usize) -> LocRef {
        self.graph[NodeIndex::new(i)]
    }

    pub fn is_hq(&self, i: usize) -> bool {
        i >= self.map.bases.len()
    }

    /// The side of an HQ location, `None` for a base.
    pub fn hq_side(&self, i: usize) -> Option<Side> {
        self.is_hq(i)
            .then(|| self.map.hqs[i - self.map.bases.len()].side)
    }

    pub fn id(&self, i: usize) -> &'m str {
        self.map.location_id(self.loc(i))
    }

    pub fn pos(&self, i: usize) -> Point {
        self.map.location_pos(self.loc(i))
    }

    /// Location indices of a side's HQs.
    pub fn hqs_of(&self, side: Side) -> Vec<usize> {
        let nb = self.map.bases.len();
        (0..self.map.hqs.len())
            .filter(|&i| self.map.hqs[i].side == side)
            .map(|i| nb + i)
            .collect()
    }

    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.graph.neighbors(NodeIndex::new(i)).map(|n| n.index())
    }

    pub fn degree(&self, i: usize) -> usize {
        self.graph.neighbors(NodeIndex::new(i)).count()
    }

    /// Breadth-first search from `sources` along paths, stepping only *through* bases: HQs are
    /// reached but never passed, as in the connection rule (RULES §4.3).
    pub fn search(&self, sources: &[usize]) -> Search {
        let n = self.len();
        let mut dist = vec![None; n];
        let mut pred = vec![usize::MAX; n];
        let mut queue = VecDeque::new();
        for &s in sources {
            if s < n && dist[s].is_none() {
                dist[s] = Some(0);
                queue.push_back(s);
            }
        }
        while let Some(u) = queue.pop_front() {
            if self.is_hq(u) && dist[u] != Some(0) {
                continue;
            }
            let d = dist[u].unwrap_or(0) + 1;
            for w in self.neighbours(u) {
                if dist[w].is_none() {
                    dist[w] = Some(d);
                    pred[w] = u;
                    queue.push_back(w);
                }
            }
        }
        Search { dist, pred }
    }
}
