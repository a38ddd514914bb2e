//! Map validation: every problem of a draft, each with a severity, a kind, a message a designer
//! understands and the ids involved.
//!
//! The checks run on a petgraph graph of the map ([`MapGraph`]) built for the occasion, on the
//! faces of the drawing ([`Faces`]) for the regions, and on a uniform grid of the drawing for
//! the geometric warnings (crossing paths, locations drawn on top of each other, paths drawn
//! through a location), so that large maps stay fast.

use super::graph::{FxHashMap, MapGraph, PathStatus, id_key};
use super::model::{MAX_ID_LEN, Map, RuleSet, is_valid_id};
use super::region::finite;
use crate::pieces::{Side, Strength};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;
use std::borrow::Cow;

mod geometry;
mod problem;
mod regions;

use TextArg::{Id, Ids, Num, Part, Parts, Side as SideArg, Text};
pub use geometry::MAX_LISTED_PROBLEMS;
pub use problem::{Problem, ProblemKind, Severity, StartProblems, TextArg};

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

/// A phrase of a sentence: the message `id` with `args` ([`TextArg::Part`]).
pub(super) fn phrase(id: &'static str, args: Vec<(&'static str, TextArg)>) -> crate::i18n::Text {
    crate::i18n::Text {
        id,
        args: args.into_iter().map(|(k, v)| (k, v.into())).collect(),
    }
}

fn check_name(map: &Map, out: &mut Vec<Problem>) {
    if map.name.trim().is_empty() {
        out.push(Problem::says(
            ProblemKind::EmptyName,
            "problem-empty-name",
            Vec::new(),
            Vec::new(),
        ));
    }
}

fn check_ids(map: &Map, out: &mut Vec<Problem>) {
    // Each thing as the key its messages choose by: base, hq or region.
    let things = map
        .bases
        .iter()
        .map(|b| ("base", b.id.as_str()))
        .chain(map.hqs.iter().map(|h| ("hq", h.id.as_str())))
        .chain(map.regions.iter().map(|r| ("region", r.id.as_str())));
    let things: Vec<(&str, &str)> = things.collect();
    // First occurrence and count of each id, ignoring case.
    let mut seen: FxHashMap<Cow<str>, (usize, usize)> = FxHashMap::default();
    seen.reserve(things.len());
    for (k, &(what, id)) in things.iter().enumerate() {
        if !is_valid_id(id) {
            let what_id = || vec![("what", Text(what.into())), ("id", Id(id.to_string()))];
            let (message, args) = if id.is_empty() {
                ("problem-malformed-id-empty", what_id())
            } else if id.len() > MAX_ID_LEN {
                let mut args = what_id();
                args.push(("n", Num(id.len() as u64)));
                args.push(("max", Num(MAX_ID_LEN as u64)));
                ("problem-malformed-id-long", args)
            } else {
                ("problem-malformed-id-chars", what_id())
            };
            out.push(Problem::says(
                ProblemKind::MalformedId,
                message,
                args,
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
            .map(|(what, id)| {
                phrase(
                    "problem-id-user",
                    vec![("what", Text(what.to_string())), ("id", Id(id.to_string()))],
                )
            })
            .collect();
        out.push(Problem::says(
            ProblemKind::DuplicateId,
            "problem-duplicate-id",
            vec![
                ("id", Id(g[0].1.to_string())),
                ("n", Num(g.len() as u64)),
                ("users", Parts(users, "problem-list-sep")),
            ],
            g.iter().map(|(_, id)| id.to_string()).collect(),
        ));
    }
}

fn check_positions(map: &Map, out: &mut Vec<Problem>) {
    let locs = map
        .bases
        .iter()
        .map(|b| ("base", &b.id, b.pos))
        .chain(map.hqs.iter().map(|h| ("hq", &h.id, h.pos)));
    for (what, id, pos) in locs {
        if !finite(pos) {
            out.push(Problem::says(
                ProblemKind::NonFinitePosition,
                "problem-non-finite-position",
                vec![
                    ("what", Text(what.into())),
                    ("id", Id(id.clone())),
                    ("x", Text(pos.x.to_string())),
                    ("y", Text(pos.y.to_string())),
                ],
                vec![id.clone()],
            ));
        }
    }
    for r in &map.regions {
        if !finite(r.marker) {
            out.push(Problem::says(
                ProblemKind::NonFinitePosition,
                "problem-non-finite-marker",
                vec![
                    ("id", Id(r.id.clone())),
                    ("x", Text(r.marker.x.to_string())),
                    ("y", Text(r.marker.y.to_string())),
                ],
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
                let ends: Vec<TextArg> = [(&p.0, a), (&p.1, b)]
                    .into_iter()
                    .filter(|(_, r)| r.is_none())
                    .map(|(id, _)| {
                        if map.region(id).is_some() {
                            Part(Box::new(phrase(
                                "problem-unknown-end-region",
                                vec![("id", Id(id.clone()))],
                            )))
                        } else {
                            Id(id.clone())
                        }
                    })
                    .collect();
                let mut args = vec![
                    ("n", Num(n as u64 + 1)),
                    ("from", Id(p.0.clone())),
                    ("to", Id(p.1.clone())),
                ];
                let message = if ends.len() == 1 {
                    "problem-unknown-location"
                } else {
                    "problem-unknown-locations"
                };
                for (name, end) in ["end", "other"].into_iter().zip(ends) {
                    args.push((name, end));
                }
                out.push(Problem::says(
                    ProblemKind::UnknownLocation,
                    message,
                    args,
                    vec![p.0.clone(), p.1.clone()],
                ));
            }
            PathStatus::Loop => out.push(Problem::says(
                ProblemKind::LoopPath,
                "problem-loop-path",
                vec![("n", Num(n as u64 + 1)), ("id", Id(p.0.clone()))],
                vec![p.0.clone()],
            )),
            PathStatus::Duplicate(first) => out.push(Problem::says(
                ProblemKind::DuplicatePath,
                "problem-duplicate-path",
                vec![
                    ("n", Num(n as u64 + 1)),
                    ("from", Id(p.0.clone())),
                    ("to", Id(p.1.clone())),
                    ("first", Num(first as u64 + 1)),
                ],
                vec![p.0.clone(), p.1.clone()],
            )),
        }
    }
}

fn check_hqs_and_reach(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    let nb = map.bases.len();
    for side in Side::ALL {
        if !map.hqs.iter().any(|h| h.side == side) {
            out.push(Problem::says(
                ProblemKind::MissingHq,
                "problem-missing-hq",
                vec![("side", SideArg(side))],
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
                out.push(Problem::says(
                    ProblemKind::HqsAdjacent,
                    "problem-hqs-adjacent",
                    vec![
                        ("side", SideArg(sa)),
                        ("from", Id(g.id(a).to_string())),
                        ("other", SideArg(sb)),
                        ("to", Id(g.id(b).to_string())),
                    ],
                    ids,
                ));
            } else {
                out.push(Problem::says(
                    ProblemKind::PathBetweenOwnHqs,
                    "problem-path-between-own-hqs",
                    vec![
                        ("from", Id(g.id(a).to_string())),
                        ("to", Id(g.id(b).to_string())),
                        ("side", SideArg(sa)),
                    ],
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
            let what = if g.is_hq(i) { "hq" } else { "base" };
            out.push(Problem::says(
                ProblemKind::IsolatedLocation,
                "problem-isolated",
                vec![("what", Text(what.into())), ("id", Id(g.id(i).to_string()))],
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
            let args = vec![("n", Num(ids.len() as u64)), ("ids", Ids(ids.clone()))];
            out.push(Problem::says(
                ProblemKind::UnreachableBase,
                "problem-unreachable",
                args,
                ids,
            ));
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
            let listed = ids[..own.len()].to_vec();
            out.push(Problem::says(
                ProblemKind::NoRouteToEnemyHq,
                "problem-no-route-to-enemy-hq",
                vec![
                    ("side", SideArg(side)),
                    ("n", Num(own.len() as u64)),
                    ("ids", Ids(listed)),
                    ("enemies", Num(enemy.len() as u64)),
                ],
                ids,
            ));
        }
    }
}

/// A map over the engine's limits loads and can be edited, but `play` and `legal` refuse it:
/// validation says so.
fn check_size(map: &Map, out: &mut Vec<Problem>) {
    use crate::limits::{MAX_PLAY_LOCATIONS, MAX_PLAY_REGIONS, Oversize};
    for over in crate::limits::playable_size(map) {
        let (message, n, max) = match over {
            Oversize::Locations(n) => ("problem-too-large-locations", n, MAX_PLAY_LOCATIONS),
            Oversize::Regions(n) => ("problem-too-large-regions", n, MAX_PLAY_REGIONS),
        };
        out.push(Problem::says(
            ProblemKind::TooLargeToPlay,
            message,
            vec![("n", Num(n as u64)), ("max", Num(max as u64))],
            Vec::new(),
        ));
    }
}

fn check_medals(map: &Map, out: &mut Vec<Problem>) {
    let total: u64 = map.regions.iter().map(|r| r.medals as u64).sum();
    for side in Side::ALL {
        let t = map.targets[side] as u64;
        if t == 0 {
            out.push(Problem::says(
                ProblemKind::TargetZero,
                "problem-target-zero",
                vec![("side", SideArg(side))],
                Vec::new(),
            ));
        } else if t > total {
            out.push(Problem::says(
                ProblemKind::TargetAboveTotal,
                "problem-target-above-total",
                vec![
                    ("side", SideArg(side)),
                    ("target", Num(t)),
                    ("total", Num(total)),
                ],
                map.regions.iter().map(|r| r.id.clone()).collect(),
            ));
        }
    }
    if total > BOX_MEDALS as u64 {
        out.push(Problem::says(
            ProblemKind::TooManyMedals,
            "problem-too-many-medals",
            vec![("total", Num(total)), ("box", Num(BOX_MEDALS as u64))],
            map.regions.iter().map(|r| r.id.clone()).collect(),
        ));
    }
    if let Some(rule) = map.rule {
        let (targets, hqs) = rule.published();
        for side in Side::ALL {
            let count = map.hqs.iter().filter(|h| h.side == side).count();
            if count != hqs[side] && count > 0 {
                out.push(Problem::says(
                    ProblemKind::HqCountDiffers,
                    "problem-hq-count-differs",
                    vec![
                        ("rule", TextArg::Rule(rule)),
                        ("n", Num(hqs[side] as u64)),
                        ("side", SideArg(side)),
                        ("count", Num(count as u64)),
                    ],
                    map.hqs
                        .iter()
                        .filter(|h| h.side == side)
                        .map(|h| h.id.clone())
                        .collect(),
                ));
            }
            let t = map.targets[side];
            if t != targets[side] && t > 0 {
                out.push(Problem::says(
                    ProblemKind::TargetDiffers,
                    "problem-target-differs",
                    vec![
                        ("rule", TextArg::Rule(rule)),
                        ("n", Num(targets[side] as u64)),
                        ("side", SideArg(side)),
                        ("target", Num(t as u64)),
                    ],
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
                out.push(Problem::says(
                    ProblemKind::NoSpecialBases,
                    "problem-no-special-bases",
                    vec![("rule", TextArg::Rule(rule))],
                    Vec::new(),
                ));
            }
            if rule == RuleSet::TropicalPool {
                for b in map
                    .bases
                    .iter()
                    .filter(|b| b.special && b.allowed.is_none())
                {
                    out.push(Problem::says(
                        ProblemKind::SpecialWithoutRestriction,
                        "problem-special-without-restriction",
                        vec![("id", Id(b.id.clone())), ("rule", TextArg::Rule(rule))],
                        vec![b.id.clone()],
                    ));
                }
            }
        }
        rule if !special.is_empty() => {
            let mut args = vec![
                ("n", Num(special.len() as u64)),
                ("ids", Ids(special.clone())),
            ];
            let message = match rule {
                None => "problem-special-without-rule",
                Some(r) => {
                    args.push(("rule", Text(r.to_string())));
                    "problem-special-on-rule-without"
                }
            };
            out.push(Problem::says(
                ProblemKind::SpecialWithoutRule,
                message,
                args,
                special,
            ));
        }
        _ => {}
    }
    let restricted = map
        .bases
        .iter()
        .map(|b| ("base", &b.id, &b.allowed))
        .chain(map.hqs.iter().map(|h| ("hq", &h.id, &h.allowed)));
    for (what, id, allowed) in restricted {
        let Some(allowed) = allowed else { continue };
        if allowed.is_empty() {
            out.push(Problem::says(
                ProblemKind::EmptyRestriction,
                "problem-empty-restriction",
                vec![("what", Text(what.into())), ("id", Id(id.clone()))],
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
            out.push(Problem::says(
                ProblemKind::RepeatedStrength,
                "problem-repeated-strength",
                vec![
                    ("what", Text(what.into())),
                    ("id", Id(id.clone())),
                    ("strengths", Text(names)),
                ],
                vec![id.clone()],
            ));
        }
    }
}
