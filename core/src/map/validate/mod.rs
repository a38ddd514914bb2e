//! Map validation: every problem of a draft, each with a severity, a kind, a message a designer
//! understands and the ids involved.
//!
//! The checks run on a petgraph graph of the map ([`MapGraph`]) built for the occasion, on the
//! faces of the drawing ([`Faces`]) for the regions, and on a uniform grid of the drawing for
//! the geometric warnings (crossing paths, locations drawn on top of each other, paths drawn
//! through a location), so that large maps stay fast.

use super::graph::{FxHashMap, MapGraph, PathStatus, id_key};
use super::model::{Map, RuleSet, is_valid_id};
use super::region::finite;
use crate::pieces::{Side, Strength};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;
use std::borrow::Cow;

mod geometry;
mod problem;
mod regions;

pub use problem::{Problem, ProblemKind, Severity};

/// The number of medal tokens in the box.
pub const BOX_MEDALS: u32 = 16;
/// Two locations closer than this (in map units) are drawn on top of each other.
pub const MIN_LOCATION_SPACING: f32 = 16.0;
/// A path that passes closer than this to the centre of a location it does not join looks as if
/// it went through that location.
pub const PATH_CLEARANCE: f32 = 8.0;

/// Every problem of the map, errors first (otherwise in a stable order: ids, paths, HQs and
/// connections, regions, medals, special bases, drawing).
pub fn validate(map: &Map) -> Vec<Problem> {
    let g = MapGraph::new(map);
    let mut out = Vec::new();
    check_name(map, &mut out);
    check_size(map, &mut out);
    check_ids(map, &mut out);
    check_positions(map, &mut out);
    check_paths(map, &g, &mut out);
    check_hqs_and_reach(map, &g, &mut out);
    regions::check_regions(map, &g, &mut out);
    check_medals(map, &mut out);
    check_special(map, &mut out);
    geometry::check_drawing(&g, &mut out);
    out.sort_by_key(|p| p.severity);
    out
}

pub(in crate::map) fn q(id: &str) -> String {
    format!("'{id}'")
}

pub(in crate::map) fn list(ids: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s = ids
        .iter()
        .take(SHOWN)
        .map(|i| q(i))
        .collect::<Vec<_>>()
        .join(", ");
    if ids.len() > SHOWN {
        s.push_str(&format!(" and {} more", ids.len() - SHOWN));
    }
    s
}

pub(in crate::map) fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn check_name(map: &Map, out: &mut Vec<Problem>) {
    if map.name.trim().is_empty() {
        out.push(Problem::new(
            ProblemKind::EmptyName,
            "The map has no name; players see it in menus and reports.",
            Vec::new(),
        ));
    }
}

fn check_ids(map: &Map, out: &mut Vec<Problem>) {
    let things = map
        .bases
        .iter()
        .map(|b| ("base", b.id.as_str()))
        .chain(map.hqs.iter().map(|h| ("HQ", h.id.as_str())))
        .chain(map.regions.iter().map(|r| ("region", r.id.as_str())));
    let things: Vec<(&str, &str)> = things.collect();
    // First occurrence and count of each id, ignoring case.
    let mut seen: FxHashMap<Cow<str>, (usize, usize)> = FxHashMap::default();
    seen.reserve(things.len());
    for (k, &(what, id)) in things.iter().enumerate() {
        if !is_valid_id(id) {
            let why = if id.is_empty() {
                "is empty".to_string()
            } else if id.len() > 64 {
                format!("is {} characters long (at most 64)", id.len())
            } else {
                "must start with a letter or digit and hold only letters, digits, '-' and '_'"
                    .to_string()
            };
            out.push(Problem::new(
                ProblemKind::MalformedId,
                format!("The id {} of a {what} {why}.", q(id)),
                vec![id.to_string()],
            ));
        }
        seen.entry(id_key(id)).or_insert((k, 0)).1 += 1;
    }
    let mut groups: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (k, &(_, id)) in things.iter().enumerate() {
        if let Some(&(first, count)) = seen.get(&*id_key(id))
            && count > 1
        {
            groups.entry(first).or_default().push(k);
        }
    }
    let mut firsts: Vec<usize> = groups.keys().copied().collect();
    firsts.sort_unstable();
    for first in firsts {
        let g: Vec<(&str, &str)> = groups[&first].iter().map(|&k| things[k]).collect();
        let users = g
            .iter()
            .map(|(what, id)| format!("{what} {}", q(id)))
            .collect::<Vec<_>>()
            .join(", ");
        out.push(Problem::new(
            ProblemKind::DuplicateId,
            format!(
                "The id {} is used {} times ({users}); ids must be unique, ignoring case.",
                q(g[0].1),
                g.len()
            ),
            g.iter().map(|(_, id)| id.to_string()).collect(),
        ));
    }
}

fn check_positions(map: &Map, out: &mut Vec<Problem>) {
    let locs = map
        .bases
        .iter()
        .map(|b| ("base", &b.id, b.pos))
        .chain(map.hqs.iter().map(|h| ("HQ", &h.id, h.pos)));
    for (what, id, pos) in locs {
        if !finite(pos) {
            out.push(Problem::new(
                ProblemKind::NonFinitePosition,
                format!(
                    "The {what} {} has no usable position ({}, {}); give it finite coordinates.",
                    q(id),
                    pos.x,
                    pos.y
                ),
                vec![id.clone()],
            ));
        }
    }
    for r in &map.regions {
        if !finite(r.marker) {
            out.push(Problem::new(
                ProblemKind::NonFinitePosition,
                format!(
                    "The medal marker of region {} has no usable position ({}, {}).",
                    q(&r.id),
                    r.marker.x,
                    r.marker.y
                ),
                vec![r.id.clone()],
            ));
        }
    }
}

fn check_paths(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    for (n, p) in map.paths.iter().enumerate() {
        match g.path_status[n] {
            PathStatus::Edge => {}
            PathStatus::Unknown => {
                let (a, b) = g.path_ends[n];
                let what = [(&p.0, a), (&p.1, b)]
                    .into_iter()
                    .filter(|(_, r)| r.is_none())
                    .map(|(id, _)| {
                        if map.region(id).is_some() {
                            format!("{} (a region, not a base or HQ)", q(id))
                        } else {
                            q(id)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" and ");
                out.push(Problem::new(
                    ProblemKind::UnknownLocation,
                    format!(
                        "Path {} between {} and {} leads to {what}, which the map does not have.",
                        n + 1,
                        q(&p.0),
                        q(&p.1)
                    ),
                    vec![p.0.clone(), p.1.clone()],
                ));
            }
            PathStatus::Loop => out.push(Problem::new(
                ProblemKind::LoopPath,
                format!(
                    "Path {} joins {} to itself; a path must join two different locations.",
                    n + 1,
                    q(&p.0)
                ),
                vec![p.0.clone()],
            )),
            PathStatus::Duplicate(first) => out.push(Problem::new(
                ProblemKind::DuplicatePath,
                format!(
                    "Path {} joins {} and {} again (path {} already does); remove one.",
                    n + 1,
                    q(&p.0),
                    q(&p.1),
                    first + 1
                ),
                vec![p.0.clone(), p.1.clone()],
            )),
        }
    }
}

fn check_hqs_and_reach(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    let nb = map.bases.len();
    for side in Side::ALL {
        if !map.hqs.iter().any(|h| h.side == side) {
            out.push(Problem::new(
                ProblemKind::MissingHq,
                format!("The {side} side has no HQ; every side needs at least one."),
                Vec::new(),
            ));
        }
    }
    // Paths between HQs.
    for e in g.graph.edge_references() {
        let (a, b) = (e.source().index(), e.target().index());
        if let (Some(sa), Some(sb)) = (g.hq_side(a), g.hq_side(b)) {
            let ids = vec![g.id(a).to_string(), g.id(b).to_string()];
            if sa != sb {
                out.push(Problem::new(
                    ProblemKind::HqsAdjacent,
                    format!(
                        "The {sa} HQ {} is joined to the {sb} HQ {}: the first troop placed would win at once.",
                        q(g.id(a)),
                        q(g.id(b))
                    ),
                    ids,
                ));
            } else {
                out.push(Problem::new(
                    ProblemKind::PathBetweenOwnHqs,
                    format!(
                        "The path between {} and {}, both {sa} HQs, can never be used (HQs are never steps of a connection).",
                        q(g.id(a)),
                        q(g.id(b))
                    ),
                    ids,
                ));
            }
        }
    }
    // Isolated locations.
    let mut isolated = vec![false; g.len()];
    for (i, iso) in isolated.iter_mut().enumerate() {
        if g.degree(i) == 0 {
            *iso = true;
            let what = if g.is_hq(i) { "HQ" } else { "base" };
            out.push(Problem::new(
                ProblemKind::IsolatedLocation,
                format!(
                    "The {what} {} has no path to anything; join it to the map or remove it.",
                    q(g.id(i))
                ),
                vec![g.id(i).to_string()],
            ));
        }
    }
    // Bases no HQ reaches, grouped by connected piece.
    let all_hqs: Vec<usize> = (nb..g.len()).collect();
    let reach = g.search(&all_hqs);
    let unreached: Vec<usize> = (0..nb)
        .filter(|&i| reach.dist[i].is_none() && !isolated[i])
        .collect();
    if !unreached.is_empty() {
        let mut uf = UnionFind::<usize>::new(nb);
        for &u in &unreached {
            for w in g.neighbours(u) {
                if w < nb {
                    uf.union(u, w);
                }
            }
        }
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut group_of: FxHashMap<usize, usize> = FxHashMap::default();
        for &u in &unreached {
            let root = uf.find(u);
            let gi = *group_of.entry(root).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[gi].push(u);
        }
        for group in groups {
            let ids: Vec<String> = group.iter().map(|&i| g.id(i).to_string()).collect();
            let msg = if ids.len() == 1 {
                format!(
                    "The base {} cannot be reached from any HQ; troops could only get there with Hook.",
                    q(&ids[0])
                )
            } else {
                format!(
                    "The bases {} cannot be reached from any HQ; troops could only get there with Hook.",
                    list(&ids)
                )
            };
            out.push(Problem::new(ProblemKind::UnreachableBase, msg, ids));
        }
    }
    // Each side must be able to reach an enemy HQ.
    for side in Side::ALL {
        let own = g.hqs_of(side);
        let enemy = g.hqs_of(side.other());
        if own.is_empty() || enemy.is_empty() {
            continue;
        }
        let s = g.search(&own);
        if !enemy.iter().any(|&e| s.dist[e].is_some()) {
            let mut ids: Vec<String> = own.iter().map(|&i| g.id(i).to_string()).collect();
            ids.extend(enemy.iter().map(|&i| g.id(i).to_string()));
            out.push(Problem::new(
                ProblemKind::NoRouteToEnemyHq,
                format!(
                    "No chain of bases leads from the {side} {} {} to {} enemy HQ; {side} could never win by taking an HQ.",
                    if own.len() == 1 { "HQ" } else { "HQs" },
                    list(&ids[..own.len()]),
                    if enemy.len() == 1 { "the" } else { "any" },
                ),
                ids,
            ));
        }
    }
}

/// A map over the engine's limits loads and can be edited, but `play` and `legal` refuse it:
/// validation says so.
fn check_size(map: &Map, out: &mut Vec<Problem>) {
    for over in crate::limits::playable_size(map) {
        let text = over.to_string();
        let (first, rest) = text.split_at(1);
        out.push(Problem::new(
            ProblemKind::TooLargeToPlay,
            format!("{}{rest}, so it cannot be played.", first.to_uppercase()),
            Vec::new(),
        ));
    }
}

fn check_medals(map: &Map, out: &mut Vec<Problem>) {
    let total: u64 = map.regions.iter().map(|r| r.medals as u64).sum();
    for side in Side::ALL {
        let t = map.targets[side] as u64;
        if t == 0 {
            out.push(Problem::new(
                ProblemKind::TargetZero,
                format!(
                    "The {side} medal target is 0; {side} would have won before the first turn."
                ),
                Vec::new(),
            ));
        } else if t > total {
            out.push(Problem::new(
                ProblemKind::TargetAboveTotal,
                format!(
                    "The {side} medal target is {t} but the regions hold only {total} medals in all; {side} can never win on medals (the map can still be played)."
                ),
                map.regions.iter().map(|r| r.id.clone()).collect(),
            ));
        }
    }
    if total > BOX_MEDALS as u64 {
        out.push(Problem::new(
            ProblemKind::TooManyMedals,
            format!(
                "The regions hold {total} medals but the box has only {BOX_MEDALS} medal tokens."
            ),
            map.regions.iter().map(|r| r.id.clone()).collect(),
        ));
    }
    if let Some(rule) = map.rule {
        let (targets, hqs) = rule.published();
        for side in Side::ALL {
            let count = map.hqs.iter().filter(|h| h.side == side).count();
            if count != hqs[side] && count > 0 {
                out.push(Problem::new(
                    ProblemKind::HqCountDiffers,
                    format!(
                        "{rule} is played with {} for {side}; this map has {count}.",
                        plural(hqs[side], "HQ", "HQs")
                    ),
                    map.hqs
                        .iter()
                        .filter(|h| h.side == side)
                        .map(|h| h.id.clone())
                        .collect(),
                ));
            }
            let t = map.targets[side];
            if t != targets[side] && t > 0 {
                out.push(Problem::new(
                    ProblemKind::TargetDiffers,
                    format!(
                        "{rule} is played to {} medals for {side}; this map asks for {t}.",
                        targets[side]
                    ),
                    Vec::new(),
                ));
            }
        }
    }
}

fn check_special(map: &Map, out: &mut Vec<Problem>) {
    let special: Vec<String> = map
        .bases
        .iter()
        .filter(|b| b.special)
        .map(|b| b.id.clone())
        .collect();
    match map.rule {
        Some(rule) if rule.has_special_bases() => {
            if special.is_empty() {
                out.push(Problem::new(
                    ProblemKind::NoSpecialBases,
                    format!(
                        "The map follows the {rule} rules but marks no special base, so the rule never comes into play."
                    ),
                    Vec::new(),
                ));
            }
            if rule == RuleSet::TropicalPool {
                for b in map
                    .bases
                    .iter()
                    .filter(|b| b.special && b.allowed.is_none())
                {
                    out.push(Problem::new(
                        ProblemKind::SpecialWithoutRestriction,
                        format!(
                            "The special base {} lists no allowed strengths; on {rule} a special base only restricts what may be placed on it.",
                            q(&b.id)
                        ),
                        vec![b.id.clone()],
                    ));
                }
            }
        }
        rule if !special.is_empty() => {
            let why = match rule {
                None => "the map names no rule set".to_string(),
                Some(r) => format!("{r} has no special bases"),
            };
            out.push(Problem::new(
                ProblemKind::SpecialWithoutRule,
                format!(
                    "{} marked special but {why}; choose a rule set with special bases or unmark them.",
                    if special.len() == 1 {
                        format!("The base {} is", q(&special[0]))
                    } else {
                        format!("The bases {} are", list(&special))
                    }
                ),
                special,
            ));
        }
        _ => {}
    }
    let restricted = map
        .bases
        .iter()
        .map(|b| ("base", &b.id, &b.allowed))
        .chain(map.hqs.iter().map(|h| ("HQ", &h.id, &h.allowed)));
    for (what, id, allowed) in restricted {
        let Some(allowed) = allowed else { continue };
        if allowed.is_empty() {
            out.push(Problem::new(
                ProblemKind::EmptyRestriction,
                format!(
                    "The {what} {} allows no strength at all, so no troop could ever be placed there; list at least one or remove the restriction.",
                    q(id)
                ),
                vec![id.clone()],
            ));
            continue;
        }
        let mut seen: Vec<Strength> = Vec::new();
        let mut twice: Vec<Strength> = Vec::new();
        for &s in allowed {
            if seen.contains(&s) {
                if !twice.contains(&s) {
                    twice.push(s);
                }
            } else {
                seen.push(s);
            }
        }
        if !twice.is_empty() {
            let names = twice
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            out.push(Problem::new(
                ProblemKind::RepeatedStrength,
                format!(
                    "The allowed strengths of the {what} {} list {names} more than once.",
                    q(id)
                ),
                vec![id.clone()],
            ));
        }
    }
}
