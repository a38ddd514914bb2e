//! Map validation: every problem of a draft, each with a severity, a kind, a message a designer
//! understands and the ids involved.
//!
//! The checks run on a petgraph graph of the map ([`MapGraph`]) built for the occasion, on the
//! faces of the drawing ([`Faces`]) for the regions, and on a uniform grid of the drawing for
//! the geometric warnings (crossing paths, locations drawn on top of each other, paths drawn
//! through a location), so that large maps stay fast.

use super::graph::{FxHashMap, FxHashSet, MapGraph, PathStatus, id_key};
use super::model::{Map, RuleSet, is_valid_id};
use super::region::{
    Faces, V, dist_point_segment, finite, point_in_polygon_f64, same_ring, segments_cross_f64, v,
};
use crate::pieces::{Side, Strength};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;
use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// The number of medal tokens in the box.
pub const BOX_MEDALS: u32 = 16;
/// Two locations closer than this (in map units) are drawn on top of each other.
pub const MIN_LOCATION_SPACING: f32 = 16.0;
/// A path that passes closer than this to the centre of a location it does not join looks as if
/// it went through that location.
pub const PATH_CLEARANCE: f32 = 8.0;

/// How bad a problem is: errors make a map unplayable, warnings are worth a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What kind of problem it is. Each kind has one severity ([`ProblemKind::severity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProblemKind {
    /// Two bases, HQs or regions share an id (ignoring case).
    DuplicateId,
    /// An id is not a slug of letters, digits, `-` and `_`.
    MalformedId,
    /// A location or medal marker has a position that is not a finite number.
    NonFinitePosition,
    /// A path names a location the map does not have.
    UnknownLocation,
    /// A path joins a location to itself.
    LoopPath,
    /// Two paths join the same two locations.
    DuplicatePath,
    /// A side has no HQ.
    MissingHq,
    /// A path joins two HQs of different sides.
    HqsAdjacent,
    /// A location has no path at all.
    IsolatedLocation,
    /// Bases that no HQ can reach through bases.
    UnreachableBase,
    /// A side's HQs cannot reach any enemy HQ through bases.
    NoRouteToEnemyHq,
    /// A region's ring names something that is not a location.
    RingUnknownBase,
    /// A region's ring names an HQ.
    RingHasHq,
    /// A region's ring names the same base twice.
    RingRepeatsBase,
    /// A region's ring has fewer than 3 bases.
    RingTooShort,
    /// Two bases next to each other in a ring are not joined by a path.
    RingNotClosed,
    /// A region's medal marker lies outside its ring.
    MarkerOutsideRing,
    /// Two regions have the same ring.
    DuplicateRegion,
    /// A side's medal target is above the medals of the whole map.
    TargetAboveTotal,
    /// A side's medal target is 0.
    TargetZero,
    /// Special bases on a map whose rule set has none.
    SpecialWithoutRule,
    /// A base or HQ restricted to an empty list of strengths.
    EmptyRestriction,
    /// More medals than the box holds.
    TooManyMedals,
    /// A region holds no medals.
    RegionWithoutMedals,
    /// Two paths cross in the drawing.
    PathsCross,
    /// A path is drawn through a location it does not join.
    PathThroughLocation,
    /// Locations drawn on top of each other.
    LocationsOverlap,
    /// A region's stored ring differs from the face of the drawing around its marker.
    RingDiffersFromDrawing,
    /// A path joins two HQs of the same side (it can never be used).
    PathBetweenOwnHqs,
    /// The rule set has special bases but the map marks none.
    NoSpecialBases,
    /// A Tropical Pool special base without a list of allowed strengths.
    SpecialWithoutRestriction,
    /// A list of allowed strengths names a strength twice.
    RepeatedStrength,
    /// The HQ count differs from the published battlefield of the rule set.
    HqCountDiffers,
    /// The medal target differs from the published battlefield of the rule set.
    TargetDiffers,
    /// The map has no name.
    EmptyName,
    /// A scenario's prepared position is impossible (RULES §9) or names what the map lacks.
    ImpossiblePosition,
}

impl ProblemKind {
    /// Every kind, errors first.
    pub const ALL: [ProblemKind; 36] = [
        ProblemKind::DuplicateId,
        ProblemKind::MalformedId,
        ProblemKind::NonFinitePosition,
        ProblemKind::UnknownLocation,
        ProblemKind::LoopPath,
        ProblemKind::DuplicatePath,
        ProblemKind::MissingHq,
        ProblemKind::HqsAdjacent,
        ProblemKind::IsolatedLocation,
        ProblemKind::UnreachableBase,
        ProblemKind::NoRouteToEnemyHq,
        ProblemKind::RingUnknownBase,
        ProblemKind::RingHasHq,
        ProblemKind::RingRepeatsBase,
        ProblemKind::RingTooShort,
        ProblemKind::RingNotClosed,
        ProblemKind::MarkerOutsideRing,
        ProblemKind::DuplicateRegion,
        ProblemKind::TargetAboveTotal,
        ProblemKind::TargetZero,
        ProblemKind::SpecialWithoutRule,
        ProblemKind::EmptyRestriction,
        ProblemKind::ImpossiblePosition,
        ProblemKind::TooManyMedals,
        ProblemKind::RegionWithoutMedals,
        ProblemKind::PathsCross,
        ProblemKind::PathThroughLocation,
        ProblemKind::LocationsOverlap,
        ProblemKind::RingDiffersFromDrawing,
        ProblemKind::PathBetweenOwnHqs,
        ProblemKind::NoSpecialBases,
        ProblemKind::SpecialWithoutRestriction,
        ProblemKind::RepeatedStrength,
        ProblemKind::HqCountDiffers,
        ProblemKind::TargetDiffers,
        ProblemKind::EmptyName,
    ];

    /// How bad this kind of problem is.
    pub fn severity(self) -> Severity {
        use ProblemKind::*;
        match self {
            DuplicateId | MalformedId | NonFinitePosition | UnknownLocation | LoopPath
            | DuplicatePath | MissingHq | HqsAdjacent | IsolatedLocation | UnreachableBase
            | NoRouteToEnemyHq | RingUnknownBase | RingHasHq | RingRepeatsBase | RingTooShort
            | RingNotClosed | MarkerOutsideRing | DuplicateRegion | TargetAboveTotal
            | TargetZero | SpecialWithoutRule | EmptyRestriction | ImpossiblePosition => {
                Severity::Error
            }
            TooManyMedals
            | RegionWithoutMedals
            | PathsCross
            | PathThroughLocation
            | LocationsOverlap
            | RingDiffersFromDrawing
            | PathBetweenOwnHqs
            | NoSpecialBases
            | SpecialWithoutRestriction
            | RepeatedStrength
            | HqCountDiffers
            | TargetDiffers
            | EmptyName => Severity::Warning,
        }
    }

    /// The kebab-case name used in reports and JSON (`ring-not-closed`).
    pub fn as_str(self) -> &'static str {
        use ProblemKind::*;
        match self {
            DuplicateId => "duplicate-id",
            MalformedId => "malformed-id",
            NonFinitePosition => "non-finite-position",
            UnknownLocation => "unknown-location",
            LoopPath => "loop-path",
            DuplicatePath => "duplicate-path",
            MissingHq => "missing-hq",
            HqsAdjacent => "hqs-adjacent",
            IsolatedLocation => "isolated-location",
            UnreachableBase => "unreachable-base",
            NoRouteToEnemyHq => "no-route-to-enemy-hq",
            RingUnknownBase => "ring-unknown-base",
            RingHasHq => "ring-has-hq",
            RingRepeatsBase => "ring-repeats-base",
            RingTooShort => "ring-too-short",
            RingNotClosed => "ring-not-closed",
            MarkerOutsideRing => "marker-outside-ring",
            DuplicateRegion => "duplicate-region",
            TargetAboveTotal => "target-above-total",
            TargetZero => "target-zero",
            SpecialWithoutRule => "special-without-rule",
            EmptyRestriction => "empty-restriction",
            TooManyMedals => "too-many-medals",
            RegionWithoutMedals => "region-without-medals",
            PathsCross => "paths-cross",
            PathThroughLocation => "path-through-location",
            LocationsOverlap => "locations-overlap",
            RingDiffersFromDrawing => "ring-differs-from-drawing",
            PathBetweenOwnHqs => "path-between-own-hqs",
            NoSpecialBases => "no-special-bases",
            SpecialWithoutRestriction => "special-without-restriction",
            RepeatedStrength => "repeated-strength",
            HqCountDiffers => "hq-count-differs",
            TargetDiffers => "target-differs",
            EmptyName => "empty-name",
            ImpossiblePosition => "impossible-position",
        }
    }
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem found in a map.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Problem {
    pub severity: Severity,
    pub kind: ProblemKind,
    pub message: String,
    /// The ids of the locations, paths' ends or regions involved.
    pub ids: Vec<String>,
}

impl Problem {
    /// A problem of `kind`, with the kind's severity.
    pub fn new(kind: ProblemKind, message: impl Into<String>, ids: Vec<String>) -> Problem {
        Problem {
            severity: kind.severity(),
            kind,
            message: message.into(),
            ids,
        }
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]: {}", self.severity, self.kind, self.message)
    }
}

/// Every problem of the map, errors first (otherwise in a stable order: ids, paths, HQs and
/// connections, regions, medals, special bases, drawing).
pub fn validate(map: &Map) -> Vec<Problem> {
    let g = MapGraph::new(map);
    let mut out = Vec::new();
    check_name(map, &mut out);
    check_ids(map, &mut out);
    check_positions(map, &mut out);
    check_paths(map, &g, &mut out);
    check_hqs_and_reach(map, &g, &mut out);
    check_regions(map, &g, &mut out);
    check_medals(map, &mut out);
    check_special(map, &mut out);
    check_drawing(&g, &mut out);
    out.sort_by_key(|p| p.severity);
    out
}

fn q(id: &str) -> String {
    format!("'{id}'")
}

fn list(ids: &[String]) -> String {
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

fn plural(n: usize, one: &str, many: &str) -> String {
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

fn check_regions(map: &Map, g: &MapGraph, out: &mut Vec<Problem>) {
    let mut faces: Option<Faces> = None;
    let mut rings_seen: FxHashMap<Vec<usize>, usize> = FxHashMap::default();
    for (ri, r) in map.regions.iter().enumerate() {
        let rid = r.id.clone();
        if r.medals == 0 {
            out.push(Problem::new(
                ProblemKind::RegionWithoutMedals,
                format!(
                    "Region {} holds no medals, so claiming it changes nothing.",
                    q(&rid)
                ),
                vec![rid.clone()],
            ));
        }
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
                    q(&rid),
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
                    q(&rid),
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
                    q(&rid),
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
                    q(&rid),
                    plural(r.ring.len(), "base", "bases")
                ),
                ids,
            ));
        }
        let structurally_ok =
            unknown.is_empty() && hqs.is_empty() && repeated.is_empty() && resolved.len() >= 3;
        if !structurally_ok {
            continue;
        }
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
                    q(&rid),
                    pairs.join(", nor ")
                ),
                ids,
            ));
        }
        let key = sorted;
        if let Some(&first) = rings_seen.get(&key) {
            let other = &map.regions[first].id;
            out.push(Problem::new(
                ProblemKind::DuplicateRegion,
                format!(
                    "Regions {} and {} have the same ring; their medals would always be claimed together.",
                    q(other),
                    q(&rid)
                ),
                vec![other.clone(), rid.clone()],
            ));
        } else {
            rings_seen.insert(key, ri);
        }
        let poly: Vec<V> = resolved.iter().map(|&i| v(g.pos(i))).collect();
        if !poly.iter().all(|p| p.0.is_finite() && p.1.is_finite()) || !finite(r.marker) {
            continue;
        }
        if !point_in_polygon_f64(v(r.marker), &poly) {
            out.push(Problem::new(
                ProblemKind::MarkerOutsideRing,
                format!(
                    "The medal marker of region {} at ({}, {}) lies outside its ring; move the marker inside or fix the ring.",
                    q(&rid),
                    r.marker.x,
                    r.marker.y
                ),
                vec![rid.clone()],
            ));
            continue;
        }
        if !gaps.is_empty() {
            continue;
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
                        q(&rid),
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
                    q(&rid)
                ),
                vec![rid.clone()],
            )),
        }
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
                    "The {side} medal target is {t} but the regions hold only {total} medals in all; {side} could never win on medals."
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

// ---------------------------------------------------------------------------------------------
// Geometry on a uniform grid.

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

fn check_drawing(g: &MapGraph, out: &mut Vec<Problem>) {
    let locs: Vec<(usize, V)> = (0..g.len())
        .filter(|&i| finite(g.pos(i)))
        .map(|i| (i, v(g.pos(i))))
        .collect();
    if locs.is_empty() {
        return;
    }
    let segs: Vec<(usize, usize, V, V)> = g
        .graph
        .edge_references()
        .map(|e| (e.source().index(), e.target().index()))
        .filter(|&(a, b)| finite(g.pos(a)) && finite(g.pos(b)))
        .map(|(a, b)| (a, b, v(g.pos(a)), v(g.pos(b))))
        .collect();
    let mut min = (f64::INFINITY, f64::INFINITY);
    let mut max = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    for &(_, p) in &locs {
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
    let grid = Grid {
        origin: min,
        cell,
        cols: ((w / cell).floor() as usize + 1).max(1),
        rows: ((h / cell).floor() as usize + 1).max(1),
    };
    let ncells = grid.cols * grid.rows;

    // Locations by cell.
    let loc_entries: Vec<(u32, u32)> = locs
        .iter()
        .enumerate()
        .map(|(k, &(_, p))| {
            let (cx, cy) = grid.cell_of(p);
            ((cy * grid.cols + cx) as u32, k as u32)
        })
        .collect();
    let loc_cells = Buckets::new(ncells, &loc_entries);
    let neighbourhood = |p: V, f: &mut dyn FnMut(usize)| {
        let (cx, cy) = grid.cell_of(p);
        for y in cy.saturating_sub(1)..=(cy + 1).min(grid.rows - 1) {
            for x in cx.saturating_sub(1)..=(cx + 1).min(grid.cols - 1) {
                f(y * grid.cols + x);
            }
        }
    };

    // Locations drawn on top of each other, grouped.
    let spacing = MIN_LOCATION_SPACING as f64;
    let mut uf = UnionFind::<usize>::new(locs.len());
    let mut overlapping = false;
    for (k, &(_, p)) in locs.iter().enumerate() {
        neighbourhood(p, &mut |c| {
            for &o in loc_cells.get(c) {
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
    if overlapping {
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
            let ids: Vec<String> = group.iter().map(|&k| g.id(locs[k].0).to_string()).collect();
            out.push(Problem::new(
                ProblemKind::LocationsOverlap,
                format!(
                    "{} are drawn on top of each other (closer than {MIN_LOCATION_SPACING} units); move them apart.",
                    list(&ids)
                ),
                ids,
            ));
        }
    }

    // Paths drawn through a location they do not join.
    let clearance = PATH_CLEARANCE as f64;
    let mut seg_entries: Vec<(u32, u32)> = Vec::with_capacity(segs.len() * 2);
    for (s, &(_, _, a, b)) in segs.iter().enumerate() {
        grid.segment_cells(a, b, |c| seg_entries.push((c as u32, s as u32)));
    }
    let seg_cells = Buckets::new(ncells, &seg_entries);
    let mut through: Vec<(usize, usize)> = Vec::new();
    let mut candidates: Vec<u32> = Vec::new();
    // The last location each segment was looked at for, to look at it once per location.
    let mut stamp = vec![u32::MAX; segs.len()];
    for (k, &(li, p)) in locs.iter().enumerate() {
        candidates.clear();
        neighbourhood(p, &mut |c| {
            for &s in seg_cells.get(c) {
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
    for (s, k) in through {
        let (a, b, _, _) = segs[s];
        let li = locs[k].0;
        out.push(Problem::new(
            ProblemKind::PathThroughLocation,
            format!(
                "The path between {} and {} is drawn through {}, which it does not join; players may think they are connected.",
                q(g.id(a)),
                q(g.id(b)),
                q(g.id(li))
            ),
            vec![g.id(a).to_string(), g.id(b).to_string(), g.id(li).to_string()],
        ));
    }

    // Crossing paths.
    let mut crossings: FxHashSet<(u32, u32)> = FxHashSet::default();
    for c in 0..ncells {
        let cell = seg_cells.get(c);
        for (x, &s) in cell.iter().enumerate() {
            let (a, b, pa, pb) = segs[s as usize];
            for &t in &cell[x + 1..] {
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
                    crossings.insert((s.min(t), s.max(t)));
                }
            }
        }
    }
    let mut crossings: Vec<(u32, u32)> = crossings.into_iter().collect();
    crossings.sort_unstable();
    for (s, t) in crossings {
        let (a, b, _, _) = segs[s as usize];
        let (c, d, _, _) = segs[t as usize];
        out.push(Problem::new(
            ProblemKind::PathsCross,
            format!(
                "The path between {} and {} crosses the path between {} and {} in the drawing; players may misread which locations are joined.",
                q(g.id(a)),
                q(g.id(b)),
                q(g.id(c)),
                q(g.id(d))
            ),
            vec![
                g.id(a).to_string(),
                g.id(b).to_string(),
                g.id(c).to_string(),
                g.id(d).to_string(),
            ],
        ));
    }
}
