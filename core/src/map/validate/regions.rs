//! The checks of regions: rings that name what the map has, are closed, hold their marker and
//! match the faces of the drawing.

use super::{Problem, ProblemKind, TextArg, phrase};
use crate::map::graph::{FxHashMap, MapGraph};
use crate::map::model::{Map, Region};
use crate::map::region::{Faces, V, finite, point_in_polygon_f64, same_ring, v};
use TextArg::{Id, Ids, Num, Parts, Text};

pub(super) fn check_regions(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    let mut faces: Option<Faces> = None;
    let mut rings_seen: FxHashMap<Vec<usize>, usize> = FxHashMap::default();
    for (ri, r) in map.regions.iter().enumerate() {
        let rid = &r.id;
        if r.medals == 0 {
            out.push(Problem::says(
                ProblemKind::RegionWithoutMedals,
                "problem-region-without-medals",
                vec![("id", Id(rid.clone()))],
                vec![rid.clone()],
            ));
        }
        let Some((resolved, sorted)) = check_ring_names(r, g, out) else {
            continue;
        };
        let closed = check_ring_closed(r, g, &resolved, out);
        if let Some(&first) = rings_seen.get(&sorted) {
            let other = &map.regions[first].id;
            out.push(Problem::says(
                ProblemKind::DuplicateRegion,
                "problem-duplicate-region",
                vec![("first", Id(other.clone())), ("id", Id(rid.clone()))],
                vec![other.clone(), rid.clone()],
            ));
        } else {
            rings_seen.insert(sorted, ri);
        }
        check_marker(r, g, &resolved, closed, &mut faces, out);
    }
}

/// The ring's ids: known, bases rather than HQs, each once, at least three. Returns the ring's
/// locations in order and sorted, when all of that holds.
fn check_ring_names(
    r: &Region,
    g: &MapGraph,
    out: &mut Vec<Problem>,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let rid = &r.id;
    let mut resolved: Vec<usize> = Vec::with_capacity(r.ring.len());
    let mut unknown = Vec::new();
    let mut hqs = Vec::new();
    for id in &r.ring {
        match g.locate(id) {
            None => unknown.push(id.clone()),
            Some(i) if g.is_hq(i) => hqs.push(id.clone()),
            Some(i) => resolved.push(i),
        }
    }
    if !unknown.is_empty() {
        let mut ids = vec![rid.clone()];
        ids.extend(unknown.iter().cloned());
        out.push(Problem::says(
            ProblemKind::RingUnknownBase,
            "problem-ring-unknown-base",
            vec![
                ("id", Id(rid.clone())),
                ("n", Num(unknown.len() as u64)),
                ("ids", Ids(unknown.clone())),
            ],
            ids,
        ));
    }
    if !hqs.is_empty() {
        let mut ids = vec![rid.clone()];
        ids.extend(hqs.iter().cloned());
        out.push(Problem::says(
            ProblemKind::RingHasHq,
            "problem-ring-has-hq",
            vec![
                ("id", Id(rid.clone())),
                ("n", Num(hqs.len() as u64)),
                ("ids", Ids(hqs.clone())),
            ],
            ids,
        ));
    }
    let mut sorted = resolved.clone();
    sorted.sort_unstable();
    let mut repeated: Vec<usize> = sorted
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    repeated.dedup();
    // In ring order, for the message.
    repeated.sort_by_key(|i| resolved.iter().position(|x| x == i));
    if !repeated.is_empty() {
        let names: Vec<String> = repeated.iter().map(|&i| g.id(i).to_string()).collect();
        let mut ids = vec![rid.clone()];
        ids.extend(names.iter().cloned());
        out.push(Problem::says(
            ProblemKind::RingRepeatsBase,
            "problem-ring-repeats-base",
            vec![
                ("id", Id(rid.clone())),
                ("n", Num(names.len() as u64)),
                ("ids", Ids(names)),
            ],
            ids,
        ));
    }
    if r.ring.len() < 3 {
        let mut ids = vec![rid.clone()];
        ids.extend(r.ring.iter().cloned());
        out.push(Problem::says(
            ProblemKind::RingTooShort,
            "problem-ring-too-short",
            vec![("id", Id(rid.clone())), ("n", Num(r.ring.len() as u64))],
            ids,
        ));
    }
    let structurally_ok =
        unknown.is_empty() && hqs.is_empty() && repeated.is_empty() && resolved.len() >= 3;
    structurally_ok.then_some((resolved, sorted))
}

/// Whether consecutive bases of the ring are joined by paths; reports the gaps.
fn check_ring_closed(r: &Region, g: &MapGraph, resolved: &[usize], out: &mut Vec<Problem>) -> bool {
    let rid = &r.id;
    // Consecutive bases must be joined.
    let n = resolved.len();
    let mut gaps = Vec::new();
    for k in 0..n {
        let (a, b) = (resolved[k], resolved[(k + 1) % n]);
        if g.graph
            .find_edge(
                petgraph::graph::NodeIndex::new(a),
                petgraph::graph::NodeIndex::new(b),
            )
            .is_none()
        {
            gaps.push((a, b));
        }
    }
    if !gaps.is_empty() {
        let mut ids = vec![rid.clone()];
        let mut pairs = Vec::new();
        for &(a, b) in &gaps {
            pairs.push(phrase(
                "problem-ring-gap",
                vec![
                    ("from", Id(g.id(a).to_string())),
                    ("to", Id(g.id(b).to_string())),
                ],
            ));
            for id in [g.id(a), g.id(b)] {
                if !ids.iter().any(|x| x == id) {
                    ids.push(id.to_string());
                }
            }
        }
        out.push(Problem::says(
            ProblemKind::RingNotClosed,
            "problem-ring-not-closed",
            vec![
                ("id", Id(rid.clone())),
                ("gaps", Parts(pairs, "problem-ring-gap-sep")),
            ],
            ids,
        ));
    }
    gaps.is_empty()
}

/// The medal marker lies inside the ring, and the ring is the face of the drawing around it.
fn check_marker(
    r: &Region,
    g: &MapGraph,
    resolved: &[usize],
    closed: bool,
    faces: &mut Option<Faces>,
    out: &mut Vec<Problem>,
) {
    let rid = &r.id;
    let poly: Vec<V> = resolved.iter().map(|&i| v(g.pos(i))).collect();
    if !poly.iter().all(|p| p.0.is_finite() && p.1.is_finite()) || !finite(r.marker) {
        return;
    }
    if !point_in_polygon_f64(v(r.marker), &poly) {
        out.push(Problem::says(
            ProblemKind::MarkerOutsideRing,
            "problem-marker-outside-ring",
            vec![
                ("id", Id(rid.clone())),
                ("x", Text(r.marker.x.to_string())),
                ("y", Text(r.marker.y.to_string())),
            ],
            vec![rid.clone()],
        ));
        return;
    }
    if !closed {
        return;
    }
    let faces = faces.get_or_insert_with(|| Faces::from_graph(g));
    match faces.ring_at(r.marker) {
        Some(found) if same_ring(&found, &r.ring) => {}
        Some(found) => {
            let mut ids = vec![rid.clone()];
            ids.extend(found.iter().cloned());
            out.push(Problem::says(
                ProblemKind::RingDiffersFromDrawing,
                "problem-ring-differs-from-drawing",
                vec![
                    ("id", Id(rid.clone())),
                    ("ring", Ids(r.ring.clone())),
                    ("found", Ids(found)),
                ],
                ids,
            ));
        }
        None => out.push(Problem::says(
            ProblemKind::RingDiffersFromDrawing,
            "problem-no-face-around-marker",
            vec![("id", Id(rid.clone()))],
            vec![rid.clone()],
        )),
    }
}
