//! The compiled board: a valid [`Map`] turned into bit sets and index tables built for speed.
//!
//! Locations (bases, then HQs) are small indices; sets of locations are `u128` bit sets, so a
//! board holds at most [`MAX_PLAY_LOCATIONS`] locations. The engine's hot loops only ever touch the
//! masks here, never the map or a graph.

use crate::limits::Oversize;
use crate::map::{Map, Point, ProblemKind, RuleSet, Severity, is_valid_id, validate};
use crate::pieces::{BySide, Side, Strength, Troop};
use crate::text;
use std::collections::HashMap;

use super::action::Pending;
use super::error::{BoardError, BoardProblem, BoardProblemKind};

pub(crate) use crate::limits::MAX_PLAY_LOCATIONS;

/// A location (base or HQ) of a compiled board, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(pub u8);

impl Loc {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) fn bit(self) -> u128 {
        1u128 << self.0
    }
}

/// A region of a compiled board, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(pub u8);

impl RegionId {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of locations as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LocSet(pub u128);

impl LocSet {
    pub const EMPTY: LocSet = LocSet(0);

    #[inline]
    pub fn contains(self, loc: Loc) -> bool {
        self.0 & loc.bit() != 0
    }

    #[inline]
    pub fn insert(&mut self, loc: Loc) {
        self.0 |= loc.bit();
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The locations in index order.
    pub fn iter(self) -> impl Iterator<Item = Loc> {
        Bits(self.0).map(|i| Loc(i as u8))
    }
}

/// Iterates the set bits of a mask, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub u128);

impl Iterator for Bits {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Some(i)
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

/// A compiled region.
#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    pub id: String,
    pub name: String,
    pub medals: u32,
    pub ring: u128,
}

/// The engine's own representation of a battlefield.
#[derive(Clone, Debug)]
pub struct Board {
    name: String,
    rule: Option<RuleSet>,
    targets: BySide<u32>,
    ids: Vec<String>,
    names: Vec<String>,
    lookup: HashMap<String, Loc>,
    n_bases: usize,
    /// Per location, its neighbours; fixed size so that a masked index needs no bounds check.
    pub(crate) neighbours: Box<[u128; MAX_PLAY_LOCATIONS]>,
    pub(crate) bases: u128,
    pub(crate) hqs: [u128; 2],
    hq_side: Vec<Option<Side>>,
    pub(crate) special: u128,
    /// Special bases whose rule has an effect after placement (Castle, Clouds, ...).
    pub(crate) effect_bases: u128,
    /// The effect those bases have.
    pub(crate) base_effect: Option<Pending>,
    /// Station Metal-X special bases: troops placed there get no effect.
    pub(crate) suppress: u128,
    /// Per troop type, the locations that accept it (terrain restrictions).
    pub(crate) allowed: [u128; Troop::COUNT],
    allowed_list: Vec<Option<Vec<Strength>>>,
    pub(crate) regions: Vec<RegionData>,
    /// Per location, the regions whose ring holds it: a change of the top there can claim only
    /// these.
    pub(crate) ring_regions: Box<[u128; MAX_PLAY_LOCATIONS]>,
    region_lookup: HashMap<String, RegionId>,
}

impl Board {
    /// The map positions of the board's locations, by location index; `map` is the map the
    /// board was compiled from (a location it lacks is at the origin).
    pub fn map_positions(&self, map: &Map) -> Vec<Point> {
        self.locations()
            .map(|l| map.pos_of(self.id(l)).unwrap_or_default())
            .collect()
    }

    /// Compiles a map. Refuses, with every problem named, a map with validation errors, more than
    /// [`MAX_PLAY_LOCATIONS`] locations or [`crate::limits::MAX_PLAY_REGIONS`] regions, or anything the engine could not
    /// play (unknown ids, a side without HQ, a ring that is not made of bases, ...).
    pub fn compile(map: &Map) -> Result<Board, BoardError> {
        // The size limits are the engine's own problems below, with their own kinds.
        let mut problems: Vec<BoardProblem> = validate(map)
            .into_iter()
            .filter(|p| p.severity == Severity::Error && p.kind != ProblemKind::TooLargeToPlay)
            .map(BoardProblem::from)
            .collect();
        let mut own = Vec::new();
        for over in crate::limits::playable_size(map) {
            let kind = match over {
                Oversize::Locations(_) => BoardProblemKind::TooManyLocations,
                Oversize::Regions(_) => BoardProblemKind::TooManyRegions,
            };
            own.push(BoardProblem::new(kind, over.text(), &[]));
        }
        if !own.is_empty() {
            problems.extend(own);
            return Err(BoardError { problems });
        }

        // The engine numbers locations and regions in the order of their ids, not of the file:
        // a map whose entries are written in another order plays the same games for a seed.
        let sorted;
        let map = if in_id_order(map) {
            map
        } else {
            sorted = in_id_order_copy(map);
            &sorted
        };
        let Locations {
            ids,
            names,
            lookup,
            hq_side,
            allowed_list,
        } = compile_locations(map, &mut own);

        let n_bases = map.bases.len();
        let bases: u128 = if n_bases == 0 {
            0
        } else {
            u128::MAX >> (128 - n_bases)
        };
        let mut hqs = [0u128; 2];
        for (i, side) in hq_side.iter().enumerate() {
            if let Some(s) = side {
                hqs[s.index()] |= 1u128 << i;
            }
        }
        for side in Side::ALL {
            if hqs[side.index()] == 0 {
                own.push(BoardProblem::new(
                    BoardProblemKind::Map(ProblemKind::MissingHq),
                    text!("board-no-hq", side = side),
                    &[],
                ));
            }
            if map.targets[side] == 0 {
                own.push(BoardProblem::new(
                    BoardProblemKind::Map(ProblemKind::TargetZero),
                    text!("board-target-zero", side = side),
                    &[],
                ));
            }
        }

        let neighbours = compile_paths(map, &lookup, &mut own);

        let mut special = 0u128;
        for (i, b) in map.bases.iter().enumerate() {
            if b.special {
                special |= 1u128 << i;
            }
        }
        let base_effect = match map.rule {
            Some(RuleSet::CastleField) => Some(Pending::Castle),
            Some(RuleSet::CityOfClouds) => Some(Pending::Clouds),
            Some(RuleSet::VolcanicJungle) => Some(Pending::Volcano),
            Some(RuleSet::CursedCemetery) => Some(Pending::Cemetery),
            Some(RuleSet::Battlefield) => Some(Pending::Battlefield),
            // Written out, so that a new rule set is given an effect or none here on purpose.
            Some(RuleSet::TropicalPool | RuleSet::CaribbeanSea | RuleSet::StationMetalX) | None => {
                None
            }
        };
        let effect_bases = if base_effect.is_some() { special } else { 0 };
        let suppress = if map.rule == Some(RuleSet::StationMetalX) {
            special
        } else {
            0
        };

        let allowed = allowed_masks(&allowed_list);
        let (regions, region_lookup) = compile_regions(map, &lookup, n_bases, &mut own);

        // The validator's report is the one designers know; the engine's own checks stand in
        // for it only where it found nothing.
        if problems.is_empty() {
            problems = own;
        }
        if !problems.is_empty() {
            return Err(BoardError { problems });
        }
        let mut ring_regions = Box::new([0u128; MAX_PLAY_LOCATIONS]);
        for (r, region) in regions.iter().enumerate() {
            for l in Bits(region.ring) {
                ring_regions[l as usize] |= 1u128 << r;
            }
        }
        Ok(Board {
            name: map.name.clone(),
            rule: map.rule,
            targets: map.targets,
            ids,
            names,
            lookup,
            n_bases,
            neighbours,
            bases,
            hqs,
            hq_side,
            special,
            effect_bases,
            base_effect,
            suppress,
            allowed,
            allowed_list,
            regions,
            ring_regions,
            region_lookup,
        })
    }

    /// The map's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The special-base rule set, if any.
    pub fn rule(&self) -> Option<RuleSet> {
        self.rule
    }

    /// The medals `side` needs to win.
    pub fn target(&self, side: Side) -> u32 {
        self.targets[side]
    }

    /// Number of locations (bases and HQs).
    pub fn num_locations(&self) -> usize {
        self.ids.len()
    }

    /// Number of bases; bases are the locations `0..num_bases()`, HQs follow.
    pub fn num_bases(&self) -> usize {
        self.n_bases
    }

    /// Every location: bases first, then HQs, each in the order of their ids (ignoring case),
    /// whatever order the map file writes them in.
    pub fn locations(&self) -> impl Iterator<Item = Loc> + '_ {
        (0..self.ids.len()).map(|i| Loc(i as u8))
    }

    /// Every base, in the order of their ids.
    pub fn base_locs(&self) -> impl Iterator<Item = Loc> + '_ {
        (0..self.n_bases).map(|i| Loc(i as u8))
    }

    /// Every HQ, in the order of their ids.
    pub fn hq_locs(&self) -> impl Iterator<Item = Loc> + '_ {
        (self.n_bases..self.ids.len()).map(|i| Loc(i as u8))
    }

    /// The HQs of one side.
    pub fn hqs_of(&self, side: Side) -> LocSet {
        LocSet(self.hqs[side.index()])
    }

    /// The id as the map writes it.
    pub fn id(&self, loc: Loc) -> &str {
        &self.ids[loc.index()]
    }

    /// The display name, as the board writes it (the id when the map gives none), without the
    /// article a sentence reads it with ([`Board::sentence_name`]).
    pub fn display_name(&self, loc: Loc) -> &str {
        crate::i18n::without_article(&self.names[loc.index()])
    }

    /// The name as a sentence reads it: with its article when the map gives one ("la Porte du
    /// donjon", "the Keep Gate"; see [`crate::i18n::split_article`]), else the display name.
    pub fn sentence_name(&self, loc: Loc) -> &str {
        &self.names[loc.index()]
    }

    /// Finds a location by id, ignoring case.
    pub fn find(&self, id: &str) -> Option<Loc> {
        self.lookup.get(&id.to_ascii_lowercase()).copied()
    }

    pub fn is_base(&self, loc: Loc) -> bool {
        loc.index() < self.n_bases
    }

    pub fn is_hq(&self, loc: Loc) -> bool {
        loc.index() >= self.n_bases && loc.index() < self.ids.len()
    }

    /// The side owning an HQ; `None` for a base.
    pub fn hq_side(&self, loc: Loc) -> Option<Side> {
        self.hq_side.get(loc.index()).copied().flatten()
    }

    /// Whether the base is a special base of the map's rule.
    pub fn is_special(&self, loc: Loc) -> bool {
        self.special & loc.bit() != 0
    }

    /// The locations joined to `loc` by a path.
    pub fn neighbours(&self, loc: Loc) -> LocSet {
        LocSet(self.neighbours[loc.index()])
    }

    pub fn adjacent(&self, a: Loc, b: Loc) -> bool {
        self.neighbours[a.index()] & b.bit() != 0
    }

    /// Whether terrain lets `troop` stand on `loc`.
    pub fn allows(&self, loc: Loc, troop: Troop) -> bool {
        self.allowed[troop.index()] & loc.bit() != 0
    }

    /// The strengths `loc` accepts, where the map restricts it.
    pub fn allowed_strengths(&self, loc: Loc) -> Option<&[Strength]> {
        self.allowed_list[loc.index()].as_deref()
    }

    /// Whether troops placed on `loc` get no effect (Station Metal-X special base).
    pub fn suppresses_effects(&self, loc: Loc) -> bool {
        self.suppress & loc.bit() != 0
    }

    /// The effect a special base of this map triggers after placement, if any.
    pub fn special_effect(&self) -> Option<Pending> {
        self.base_effect
    }

    pub fn num_regions(&self) -> usize {
        self.regions.len()
    }

    pub fn regions(&self) -> impl Iterator<Item = RegionId> + '_ {
        (0..self.regions.len()).map(|i| RegionId(i as u8))
    }

    pub fn region_id(&self, r: RegionId) -> &str {
        &self.regions[r.index()].id
    }

    /// The region's display name, without the article a sentence reads it with.
    pub fn region_name(&self, r: RegionId) -> &str {
        crate::i18n::without_article(&self.regions[r.index()].name)
    }

    /// The region's name as a sentence reads it, with its article when the map gives one.
    pub fn region_sentence_name(&self, r: RegionId) -> &str {
        &self.regions[r.index()].name
    }

    /// Medals the region holds at the start of a game.
    pub fn region_medals(&self, r: RegionId) -> u32 {
        self.regions[r.index()].medals
    }

    /// The bases bounding the region.
    pub fn region_ring(&self, r: RegionId) -> LocSet {
        LocSet(self.regions[r.index()].ring)
    }

    /// Finds a region by id, ignoring case.
    pub fn find_region(&self, id: &str) -> Option<RegionId> {
        self.region_lookup.get(&id.to_ascii_lowercase()).copied()
    }
}

/// A map's locations as the board indexes them: bases first, then HQs.
struct Locations {
    ids: Vec<String>,
    names: Vec<String>,
    lookup: HashMap<String, Loc>,
    hq_side: Vec<Option<Side>>,
    allowed_list: Vec<Option<Vec<Strength>>>,
}

fn map_kind(kind: ProblemKind) -> BoardProblemKind {
    BoardProblemKind::Map(kind)
}

/// Indexes the locations; malformed and repeated ids (regions' included) are problems.
fn compile_locations(map: &Map, own: &mut Vec<BoardProblem>) -> Locations {
    let n = map.bases.len() + map.hqs.len();
    let mut ids = Vec::with_capacity(n);
    let mut names = Vec::with_capacity(n);
    let mut lookup = HashMap::new();
    let mut hq_side = Vec::with_capacity(n);
    let mut allowed_list = Vec::with_capacity(n);
    let mut seen_region_ids: HashMap<String, ()> = HashMap::new();
    let locations = map
        .bases
        .iter()
        .map(|b| (&b.id, &b.name, None, &b.allowed))
        .chain(
            map.hqs
                .iter()
                .map(|h| (&h.id, &h.name, Some(h.side), &h.allowed)),
        );
    for (i, (id, name, side, allowed)) in locations.enumerate() {
        if !is_valid_id(id) {
            own.push(BoardProblem::new(
                map_kind(ProblemKind::MalformedId),
                text!("board-malformed-id", id = id),
                &[id],
            ));
        }
        let key = id.to_ascii_lowercase();
        if lookup.insert(key, Loc(i as u8)).is_some() {
            own.push(BoardProblem::new(
                map_kind(ProblemKind::DuplicateId),
                text!("board-duplicate-id", id = id),
                &[id],
            ));
        }
        ids.push(id.clone());
        names.push(if name.is_empty() {
            id.clone()
        } else {
            name.clone()
        });
        hq_side.push(side);
        allowed_list.push(allowed.clone());
    }
    for r in &map.regions {
        let key = r.id.to_ascii_lowercase();
        if lookup.contains_key(&key) || seen_region_ids.insert(key, ()).is_some() {
            own.push(BoardProblem::new(
                map_kind(ProblemKind::DuplicateId),
                text!("board-duplicate-region-id", id = &r.id),
                &[&r.id],
            ));
        }
    }

    Locations {
        ids,
        names,
        lookup,
        hq_side,
        allowed_list,
    }
}

/// The key the engine orders entries by: the id, ignoring case as ids do.
fn id_key(id: &str) -> String {
    id.to_ascii_lowercase()
}

/// Whether the bases, the HQs and the regions are each written in the order of their ids.
fn in_id_order(map: &Map) -> bool {
    fn sorted<'a>(mut ids: impl Iterator<Item = &'a str>) -> bool {
        let Some(mut prev) = ids.next().map(id_key) else {
            return true;
        };
        ids.all(|id| {
            let key = id_key(id);
            let ok = prev <= key;
            prev = key;
            ok
        })
    }
    sorted(map.bases.iter().map(|b| b.id.as_str()))
        && sorted(map.hqs.iter().map(|h| h.id.as_str()))
        && sorted(map.regions.iter().map(|r| r.id.as_str()))
}

/// `map` with its bases, HQs and regions each in the order of their ids (a stable sort, so
/// repeated ids, which the validator refuses, keep their order).
fn in_id_order_copy(map: &Map) -> Map {
    let mut m = map.clone();
    m.bases.sort_by_cached_key(|b| id_key(&b.id));
    m.hqs.sort_by_cached_key(|h| id_key(&h.id));
    m.regions.sort_by_cached_key(|r| id_key(&r.id));
    m
}

/// Each location's neighbours by path; loops and unknown ends are problems.
fn compile_paths(
    map: &Map,
    lookup: &HashMap<String, Loc>,
    own: &mut Vec<BoardProblem>,
) -> Box<[u128; MAX_PLAY_LOCATIONS]> {
    let mut neighbours = Box::new([0u128; MAX_PLAY_LOCATIONS]);
    for p in &map.paths {
        let a = lookup.get(&p.0.to_ascii_lowercase()).copied();
        let b = lookup.get(&p.1.to_ascii_lowercase()).copied();
        match (a, b) {
            (Some(a), Some(b)) if a == b => {
                own.push(BoardProblem::new(
                    map_kind(ProblemKind::LoopPath),
                    text!("board-loop-path", id = &p.0),
                    &[&p.0],
                ));
            }
            (Some(a), Some(b)) => {
                neighbours[a.index()] |= b.bit();
                neighbours[b.index()] |= a.bit();
            }
            _ => {
                for id in [&p.0, &p.1] {
                    if !lookup.contains_key(&id.to_ascii_lowercase()) {
                        own.push(BoardProblem::new(
                            map_kind(ProblemKind::UnknownLocation),
                            text!("board-unknown-end", id = id),
                            &[&p.0, &p.1],
                        ));
                    }
                }
            }
        }
    }
    neighbours
}

/// Per troop type, the locations that accept it.
fn allowed_masks(allowed_list: &[Option<Vec<Strength>>]) -> [u128; Troop::COUNT] {
    let mut allowed = [0u128; Troop::COUNT];
    for (i, list) in allowed_list.iter().enumerate() {
        for t in Troop::ALL {
            let ok = match list {
                None => true,
                Some(l) => l.contains(&t.code()),
            };
            if ok {
                allowed[t.index()] |= 1u128 << i;
            }
        }
    }
    allowed
}

/// The regions and their rings of bases; a ring naming an HQ or no location is a problem.
fn compile_regions(
    map: &Map,
    lookup: &HashMap<String, Loc>,
    n_bases: usize,
    own: &mut Vec<BoardProblem>,
) -> (Vec<RegionData>, HashMap<String, RegionId>) {
    let mut regions = Vec::with_capacity(map.regions.len());
    let mut region_lookup = HashMap::new();
    for (i, r) in map.regions.iter().enumerate() {
        let mut ring = 0u128;
        if r.ring.is_empty() {
            own.push(BoardProblem::new(
                map_kind(ProblemKind::RingTooShort),
                text!("board-empty-ring", region = &r.id),
                &[&r.id],
            ));
        }
        for id in &r.ring {
            match lookup.get(&id.to_ascii_lowercase()) {
                Some(&l) if l.index() < n_bases => ring |= l.bit(),
                Some(_) => own.push(BoardProblem::new(
                    map_kind(ProblemKind::RingHasHq),
                    text!("board-ring-hq", region = &r.id, id = id),
                    &[&r.id, id],
                )),
                None => own.push(BoardProblem::new(
                    map_kind(ProblemKind::RingUnknownBase),
                    text!("board-ring-unknown", region = &r.id, id = id),
                    &[&r.id, id],
                )),
            }
        }
        region_lookup.insert(r.id.to_ascii_lowercase(), RegionId(i as u8));
        regions.push(RegionData {
            id: r.id.clone(),
            name: if r.name.is_empty() {
                r.id.clone()
            } else {
                r.name.clone()
            },
            medals: r.medals,
            ring,
        });
    }
    (regions, region_lookup)
}
