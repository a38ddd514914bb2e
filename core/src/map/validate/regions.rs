//! The checks of regions: rings that name what the map has, are closed, hold their marker and
//! match the faces of the drawing.

use super::{Problem, ProblemKind, list, plural, q};
use crate::map::graph::{FxHashMap, MapGraph};
use crate::map::model::{Map, Region};
use crate::map::region::{Faces, V, finite, point_in_polygon_f64, same_ring, v};

pub(super) fn check_regions(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    let mut faces: Option<Faces> = None;
    let mut rings_seen: FxHashMap<Vec<usize>, usize> = FxHashMap::default();
    for (ri, r) in map.regions.iter().enumerate() {
        let rid = &r.id;
        if r.medals == 0 {
            out.push(Problem::new(
                ProblemKind::RegionWithoutMedals,
                format!(
                    "Region {} holds no medals, so claiming it changes nothing.",
                    q(rid)
                ),
                vec![rid.clone()],
            ));
        }
        let Some((resolved, sorted)) = check_ring_names(r, g, out) else {
            continue;
        };
        let closed = check_ring_closed(r, g, &resolved, out);
        if let Some(&first) = rings_seen.get(&sorted) {
            let other = &map.regions[first].id;
            out.push(Problem::new(
                ProblemKind::DuplicateRegion,
                format!(
                    "Regions {} and {} have the same ring; their medals would always be claimed together.",
                    q(other),
                    q(rid)
                ),
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
        out.push(Problem::new(
            ProblemKind::RingUnknownBase,
            format!(
                "The ring of region {} names {}, which the map does not have.",
                q(rid),
                list(&unknown)
            ),
            ids,
        ));
    }
    if !hqs.is_empty() {
        let mut ids = vec![rid.clone()];
        ids.extend(hqs.iter().cloned());
        out.push(Problem::new(
            ProblemKind::RingHasHq,
            format!(
                "The ring of region {} includes the HQ {}; a region is bounded by bases only.",
                q(rid),
                list(&hqs)
            ),
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
        out.push(Problem::new(
            ProblemKind::RingRepeatsBase,
            format!(
                "The ring of region {} passes {} more than once; each base may appear once.",
                q(rid),
                list(&names)
            ),
            ids,
        ));
    }
    if r.ring.len() < 3 {
        let mut ids = vec![rid.clone()];
        ids.extend(r.ring.iter().cloned());
        out.push(Problem::new(
            ProblemKind::RingTooShort,
            format!(
                "The ring of region {} has {}; a ring needs at least 3 bases around the marker.",
                q(rid),
                plural(r.ring.len(), "base", "bases")
            ),
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
            pairs.push(format!("{} and {}", q(g.id(a)), q(g.id(b))));
            for id in [g.id(a), g.id(b)] {
                if !ids.iter().any(|x| x == id) {
                    ids.push(id.to_string());
                }
            }
        }
        out.push(Problem::new(
            ProblemKind::RingNotClosed,
            format!(
                "The ring of region {} is not closed: no path joins {}.",
                q(rid),
                pairs.join(", nor ")
            ),
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
        out.push(Problem::new(
            ProblemKind::MarkerOutsideRing,
            format!(
                "The medal marker of region {} at ({}, {}) lies outside its ring; move the marker inside or fix the ring.",
                q(rid),
                r.marker.x,
                r.marker.y
            ),
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
            out.push(Problem::new(
                ProblemKind::RingDiffersFromDrawing,
                format!(
                    "The ring of region {} is {}, but the drawing around its marker is bounded by {}.",
                    q(rid),
                    list(&r.ring),
                    list(&found)
                ),
                ids,
            ));
        }
        None => out.push(Problem::new(
            ProblemKind::RingDiffersFromDrawing,
            format!(
                "No face of the drawing encloses the marker of region {} although its ring does; paths between its bases may cross.",
                q(rid)
            ),
            vec![rid.clone()],
        )),
    }
}
