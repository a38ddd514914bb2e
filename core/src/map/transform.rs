//! Editing many items at once, without any user interface: copying a part of a map as a map of
//! its own (the clipboard fragment), fresh ids that never repeat an id already seen, mirrors and
//! turns about the board centre, completing the other half of a symmetric map, and aligning or
//! distributing a selection.
//!
//! Every function here returns new values and leaves the map alone; the editor turns the results
//! into one undo step each.

use super::facts::{SYMMETRY_TOLERANCE, Symmetry};
use super::model::{Base, Hq, LocRef, Map, Path, Point, Region, is_valid_id};
use super::region::{finite, same_ring};
use crate::i18n::Text;
use crate::text;
use std::collections::{HashMap, HashSet};

// ----- fragments (copy and paste) -----

/// The part of `map` a copy takes: the locations `locs`, the regions `regions` with the bases of
/// their rings, and every path between two copied locations (a path to a location left out does
/// not come along). The result is a map of its own, so it reads as a map file.
pub fn extract(map: &Map, locs: &[String], regions: &[String]) -> Map {
    let mut keep: HashSet<String> = locs.iter().map(|s| s.to_ascii_lowercase()).collect();
    let chosen: Vec<&Region> = map
        .regions
        .iter()
        .filter(|r| regions.iter().any(|id| id.eq_ignore_ascii_case(&r.id)))
        .collect();
    for r in &chosen {
        keep.extend(r.ring.iter().map(|id| id.to_ascii_lowercase()));
    }
    let kept = |id: &str| keep.contains(&id.to_ascii_lowercase());
    let chosen_id = |id: &str| chosen.iter().any(|r| r.id.eq_ignore_ascii_case(id));
    // The copied items' names in other languages come along.
    let names = map
        .names
        .iter()
        .map(|(tag, table)| {
            let table = table
                .iter()
                .filter(|(id, _)| kept(id) || chosen_id(id))
                .map(|(id, n)| (id.clone(), n.clone()))
                .collect::<std::collections::BTreeMap<_, _>>();
            (tag.clone(), table)
        })
        .filter(|(_, table)| !table.is_empty())
        .collect();
    Map {
        name: format!("Copied from {}", map.name),
        rule: map.rule,
        targets: map.targets,
        hqs: map.hqs.iter().filter(|h| kept(&h.id)).cloned().collect(),
        bases: map.bases.iter().filter(|b| kept(&b.id)).cloned().collect(),
        paths: map
            .paths
            .iter()
            .filter(|p| kept(&p.0) && kept(&p.1))
            .cloned()
            .collect(),
        regions: chosen.into_iter().cloned().collect(),
        names,
        ..Map::default()
    }
}

/// A fragment made ready to paste: fresh ids, moved to where it goes.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// What to add to the map.
    pub items: Map,
    /// Paths and regions left out because they name something the fragment does not have.
    pub dropped: Vec<Text>,
}

/// Makes `fragment` ready to paste: every id that `taken` says is used gets a fresh one (paths
/// and rings follow), and the centre of the fragment's bounds moves to `at` (whole map units).
/// Paths and regions that name ids the fragment lacks are dropped and listed.
pub fn place(fragment: &Map, at: Option<Point>, taken: &dyn Fn(&str) -> bool) -> Placed {
    let mut renames: HashMap<String, String> = HashMap::new();
    let mut given: HashSet<String> = HashSet::new();
    let mut fresh = |id: &str| -> String {
        let new = fresh_like(id, |c| taken(c) || given.contains(&c.to_ascii_lowercase()));
        given.insert(new.to_ascii_lowercase());
        renames.insert(id.to_ascii_lowercase(), new.clone());
        new
    };
    let (dx, dy) = match (at, bounds(fragment)) {
        (Some(at), Some((lo, hi))) => (
            (at.x - (lo.x + hi.x) / 2.0).round(),
            (at.y - (lo.y + hi.y) / 2.0).round(),
        ),
        _ => (0.0, 0.0),
    };
    let shift = |p: Point| Point::new(p.x + dx, p.y + dy);
    let mut items = Map {
        name: fragment.name.clone(),
        rule: fragment.rule,
        targets: fragment.targets,
        ..Map::default()
    };
    for h in fragment.hqs.iter().filter(|h| finite(h.pos)) {
        let id = fresh(&h.id);
        items.hqs.push(Hq {
            id,
            pos: shift(h.pos),
            ..h.clone()
        });
    }
    for b in fragment.bases.iter().filter(|b| finite(b.pos)) {
        let id = fresh(&b.id);
        items.bases.push(Base {
            id,
            pos: shift(b.pos),
            ..b.clone()
        });
    }
    let mut dropped = Vec::new();
    let moved = |id: &str| renames.get(&id.to_ascii_lowercase()).cloned();
    for p in &fragment.paths {
        match (moved(&p.0), moved(&p.1)) {
            (Some(a), Some(b)) if !items.paths.iter().any(|q| q.same_pair(&Path::new(&a, &b))) => {
                items.paths.push(Path(a, b));
            }
            (Some(_), Some(_)) => {}
            _ => dropped.push(text!("transform-path", from = &p.0, to = &p.1)),
        }
    }
    let mut region_ids = Vec::new();
    for r in &fragment.regions {
        match r
            .ring
            .iter()
            .map(|id| moved(id))
            .collect::<Option<Vec<_>>>()
        {
            Some(ring) if finite(r.marker) => region_ids.push((r, ring)),
            _ => dropped.push(text!("transform-region", id = &r.id)),
        }
    }
    for (r, ring) in region_ids {
        let id = fresh_like(&r.id, |c| {
            taken(c) || given.contains(&c.to_ascii_lowercase())
        });
        given.insert(id.to_ascii_lowercase());
        renames.insert(r.id.to_ascii_lowercase(), id.clone());
        items.regions.push(Region {
            id,
            ring,
            marker: shift(r.marker),
            ..r.clone()
        });
    }
    // The names in other languages follow their items to their fresh ids; those of items
    // left out stay behind.
    for (tag, table) in &fragment.names {
        let moved: std::collections::BTreeMap<String, String> = table
            .iter()
            .filter_map(|(id, n)| Some((renames.get(&id.to_ascii_lowercase())?.clone(), n.clone())))
            .collect();
        if !moved.is_empty() {
            items.names.insert(tag.clone(), moved);
        }
    }
    Placed { items, dropped }
}

/// `id` itself when `taken` says it is free, else the first free `stem-N`, where the stem is
/// `id` without a trailing `-N` (`base-3` gives `base-4` or later; `castle` gives `castle-2`).
pub fn fresh_like(id: &str, taken: impl Fn(&str) -> bool) -> String {
    if is_valid_id(id) && !taken(id) {
        return id.to_string();
    }
    let stem = match id.rsplit_once('-') {
        Some((stem, n))
            if !stem.is_empty() && !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) =>
        {
            stem
        }
        _ => id,
    };
    let stem: String = stem.chars().take(56).collect();
    let stem = if is_valid_id(&stem) {
        stem
    } else {
        "item".to_string()
    };
    (2u64..)
        .map(|n| format!("{stem}-{n}"))
        .find(|c| !taken(c))
        .expect("some number is free")
}

/// Top-left and bottom-right of the finite locations and markers of `map`.
pub fn bounds(map: &Map) -> Option<(Point, Point)> {
    let points = map
        .bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
        .chain(map.regions.iter().map(|r| r.marker))
        .filter(|p| finite(*p));
    points.fold(None, |acc, p| {
        Some(match acc {
            None => (p, p),
            Some((lo, hi)) => (
                Point::new(lo.x.min(p.x), lo.y.min(p.y)),
                Point::new(hi.x.max(p.x), hi.y.max(p.y)),
            ),
        })
    })
}

// ----- mirrors and turns -----

/// A mirror or turn about a centre point (y grows downwards, as on screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// Mirror across the vertical line through the centre: left and right swap.
    MirrorLeftRight,
    /// Mirror across the horizontal line through the centre: top and bottom swap.
    MirrorTopBottom,
    /// Half turn.
    Half,
    /// Quarter turn clockwise.
    Clockwise,
    /// Quarter turn anticlockwise.
    Anticlockwise,
}

impl Turn {
    pub const ALL: [Turn; 5] = [
        Turn::MirrorLeftRight,
        Turn::MirrorTopBottom,
        Turn::Half,
        Turn::Clockwise,
        Turn::Anticlockwise,
    ];

    /// Where `p` goes.
    pub fn apply(self, p: Point, centre: Point) -> Point {
        let (dx, dy) = (p.x - centre.x, p.y - centre.y);
        let (x, y) = match self {
            Turn::MirrorLeftRight => (-dx, dy),
            Turn::MirrorTopBottom => (dx, -dy),
            Turn::Half => (-dx, -dy),
            Turn::Clockwise => (-dy, dx),
            Turn::Anticlockwise => (dy, -dx),
        };
        Point::new(centre.x + x, centre.y + y)
    }

    /// The turn that undoes this one.
    pub fn inverse(self) -> Turn {
        match self {
            Turn::Clockwise => Turn::Anticlockwise,
            Turn::Anticlockwise => Turn::Clockwise,
            t => t,
        }
    }

    /// A short description for the Edit menu ("mirror left to right").
    pub fn label(self) -> &'static str {
        match self {
            Turn::MirrorLeftRight => "mirror left to right",
            Turn::MirrorTopBottom => "mirror top to bottom",
            Turn::Half => "rotate a half turn",
            Turn::Clockwise => "rotate 90° clockwise",
            Turn::Anticlockwise => "rotate 90° anticlockwise",
        }
    }
}

impl From<Symmetry> for Turn {
    fn from(s: Symmetry) -> Turn {
        match s {
            Symmetry::LeftRight => Turn::MirrorLeftRight,
            Symmetry::TopBottom => Turn::MirrorTopBottom,
            Symmetry::Point => Turn::Half,
        }
    }
}

/// The centre of the board: the mean of the locations, the centre the symmetry facts use.
pub fn board_centre(map: &Map) -> Option<Point> {
    let pts: Vec<Point> = map
        .bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
        .filter(|p| finite(*p))
        .collect();
    if pts.is_empty() {
        return None;
    }
    let n = pts.len() as f64;
    let (sx, sy) = pts.iter().fold((0.0f64, 0.0f64), |(x, y), p| {
        (x + p.x as f64, y + p.y as f64)
    });
    Some(Point::new((sx / n) as f32, (sy / n) as f32))
}

/// `points` after `turn` about `centre`.
pub fn turn_points(points: &[Point], turn: Turn, centre: Point) -> Vec<Point> {
    points.iter().map(|p| turn.apply(*p, centre)).collect()
}

// ----- align and distribute -----

/// Where to line a selection up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Align {
    Left,
    Right,
    Top,
    Bottom,
    /// On the vertical line through the middle of the selection.
    CentreX,
    /// On the horizontal line through the middle of the selection.
    CentreY,
}

impl Align {
    pub const ALL: [Align; 6] = [
        Align::Left,
        Align::CentreX,
        Align::Right,
        Align::Top,
        Align::CentreY,
        Align::Bottom,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Align::Left => "align left",
            Align::Right => "align right",
            Align::Top => "align top",
            Align::Bottom => "align bottom",
            Align::CentreX => "align centres vertically",
            Align::CentreY => "align centres horizontally",
        }
    }
}

/// `points` lined up on one edge or the middle of their bounds.
pub fn align(points: &[Point], how: Align) -> Vec<Point> {
    let Some((lo, hi)) = point_bounds(points) else {
        return points.to_vec();
    };
    points
        .iter()
        .map(|p| match how {
            Align::Left => Point::new(lo.x, p.y),
            Align::Right => Point::new(hi.x, p.y),
            Align::Top => Point::new(p.x, lo.y),
            Align::Bottom => Point::new(p.x, hi.y),
            Align::CentreX => Point::new(((lo.x + hi.x) / 2.0).round(), p.y),
            Align::CentreY => Point::new(p.x, ((lo.y + hi.y) / 2.0).round()),
        })
        .collect()
}

/// `points` spaced evenly between the two outermost, along x (`horizontal`) or y, keeping their
/// order; the other coordinate stays.
pub fn distribute(points: &[Point], horizontal: bool) -> Vec<Point> {
    let n = points.len();
    if n < 3 {
        return points.to_vec();
    }
    let key = |p: &Point| if horizontal { p.x } else { p.y };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| key(&points[a]).total_cmp(&key(&points[b])));
    let (first, last) = (key(&points[order[0]]), key(&points[order[n - 1]]));
    let step = (last - first) / (n - 1) as f32;
    let mut out = points.to_vec();
    for (k, &i) in order.iter().enumerate() {
        let v = if k == n - 1 {
            last
        } else {
            (first + step * k as f32).round()
        };
        if horizontal {
            out[i].x = v;
        } else {
            out[i].y = v;
        }
    }
    out
}

/// Top-left and bottom-right of the finite `points`.
pub fn point_bounds(points: &[Point]) -> Option<(Point, Point)> {
    let mut it = points.iter().copied().filter(|p| finite(*p));
    let first = it.next()?;
    Some(it.fold((first, first), |(lo, hi), p| {
        (
            Point::new(lo.x.min(p.x), lo.y.min(p.y)),
            Point::new(hi.x.max(p.x), hi.y.max(p.y)),
        )
    }))
}

// ----- the other half -----

/// How the ids and names of the other half are made from those of the half drawn: an id that
/// matches one pattern takes the other (`*` stands for the rest of the id), so with `left-*` and
/// `right-*`, `left-ford` and `right-ford` are twins; an id that matches neither takes the second
/// pattern. Names follow the same rule with the patterns written as words (`Left *`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdRule {
    pub from: String,
    pub to: String,
}

impl Default for IdRule {
    /// Twins carry a `red-` prefix (`left-outpost` ↔ `red-left-outpost`), as in Castle Field.
    fn default() -> Self {
        IdRule {
            from: "*".into(),
            to: "red-*".into(),
        }
    }
}

impl IdRule {
    /// A rule from two patterns, each with exactly one `*`, different from each other.
    pub fn new(from: &str, to: &str) -> Result<IdRule, Text> {
        for p in [from, to] {
            if p.matches('*').count() != 1 {
                return Err(text!("transform-pattern-star", pattern = p));
            }
            if !is_valid_id(&p.replace('*', "x")) {
                return Err(text!("transform-pattern-invalid", pattern = p));
            }
        }
        if from.eq_ignore_ascii_case(to) {
            return Err(text!("transform-patterns-same"));
        }
        Ok(IdRule {
            from: from.into(),
            to: to.into(),
        })
    }

    /// The twin's id of `id`.
    pub fn id(&self, id: &str) -> String {
        swap_pattern(id, &self.from, &self.to)
    }

    /// The twin's name of `name` (empty stays empty: the twin then shows its id).
    pub fn name(&self, name: &str) -> String {
        if name.is_empty() {
            return String::new();
        }
        swap_pattern(name, &words(&self.from), &words(&self.to))
    }
}

/// `left-*` as words: `Left *`.
fn words(pattern: &str) -> String {
    pattern
        .split(['-', '_'])
        .map(crate::i18n::capitalise)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What `*` stands for when `text` matches `pattern` (ignoring case).
fn matches<'t>(text: &'t str, pattern: &str) -> Option<&'t str> {
    let (pre, post) = pattern.split_once('*')?;
    if text.len() < pre.len() + post.len() || !text.is_char_boundary(pre.len()) {
        return None;
    }
    let cut = text.len() - post.len();
    if !text.is_char_boundary(cut) {
        return None;
    }
    let (head, rest) = text.split_at(pre.len());
    let (mid, tail) = rest.split_at(cut - pre.len());
    (head.eq_ignore_ascii_case(pre) && tail.eq_ignore_ascii_case(post) && !mid.is_empty())
        .then_some(mid)
}

fn swap_pattern(text: &str, from: &str, to: &str) -> String {
    // The more specific pattern first: with `*` ↔ `red-*`, `red-ford` is the twin of `ford`.
    let (a, b) = if from.len() >= to.len() {
        (from, to)
    } else {
        (to, from)
    };
    if let Some(mid) = matches(text, a) {
        return b.replace('*', mid);
    }
    if let Some(mid) = matches(text, b) {
        return a.replace('*', mid);
    }
    to.replace('*', text)
}

/// Swaps `blue` and `red` as words of an HQ's id or name (`blue-hq` ↔ `red-hq`, "Blue Keep" ↔
/// "Red Keep"); `None` when neither word is there.
fn swap_side_words(text: &str) -> Option<String> {
    let mut changed = false;
    let mut out = String::with_capacity(text.len() + 1);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String, changed: &mut bool| {
        let swapped = match word.to_ascii_lowercase().as_str() {
            "blue" => Some("red"),
            "red" => Some("blue"),
            _ => None,
        };
        match swapped {
            Some(s) => {
                *changed = true;
                let upper = word.starts_with(|c: char| c.is_ascii_uppercase());
                if upper {
                    out.push_str(&words(s));
                } else {
                    out.push_str(s);
                }
            }
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out, &mut changed);
            out.push(c);
        }
    }
    flush(&mut word, &mut out, &mut changed);
    changed.then_some(out)
}

/// What completing the other half adds, and what it had to leave out.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Completion {
    /// The new twins: locations, paths and regions to add.
    pub added: Map,
    /// Locations that already had a twin (id → twin's id), found by position.
    pub paired: Vec<(String, String)>,
    /// Why something was left out or needs a look.
    pub notes: Vec<Text>,
}

/// Creates the image of the half of `map` made of `half` (ids of locations and regions; all of
/// the map when empty) under `symmetry` about `centre`: a twin for every location with no
/// location at its image yet (an HQ's twin belongs to the other side; a special base's twin is
/// special, with the same allowed strengths), the image of every path and region with an end in
/// the half, medals included. Ids and names of twins follow `rule`, never an id `taken` says was
/// used. A location already at an image point is taken as the twin, so completing again adds
/// only what is new (a path drawn across the middle gets its twin).
pub fn complete_half(
    map: &Map,
    half: &[String],
    symmetry: Symmetry,
    centre: Point,
    rule: &IdRule,
    taken: &dyn Fn(&str) -> bool,
) -> Result<Completion, Text> {
    if !finite(centre) {
        return Err(text!("transform-centre-not-finite"));
    }
    let turn = Turn::from(symmetry);
    let chosen = |id: &str| half.is_empty() || half.iter().any(|h| h.eq_ignore_ascii_case(id));
    let mut twins = Twins::new(map, turn, centre, rule, taken);
    for i in 0..map.hqs.len() {
        if chosen(&map.hqs[i].id) {
            twins.twin_of(LocRef::Hq(i))?;
        }
    }
    for i in 0..map.bases.len() {
        if chosen(&map.bases[i].id) {
            twins.twin_of(LocRef::Base(i))?;
        }
    }
    twins.paths(&chosen);
    twins.regions(&chosen);
    if map.targets.blue != map.targets.red {
        twins.out.notes.push(text!(
            "transform-targets-differ",
            blue = map.targets.blue,
            red = map.targets.red
        ));
    }
    Ok(twins.out)
}

/// The work of [`complete_half`]: each location's twin, made or found.
struct Twins<'a> {
    map: &'a Map,
    turn: Turn,
    centre: Point,
    rule: &'a IdRule,
    taken: &'a dyn Fn(&str) -> bool,
    /// Lowercased id → twin's id.
    twin: HashMap<String, String>,
    given: HashSet<String>,
    out: Completion,
}

impl<'a> Twins<'a> {
    fn new(
        map: &'a Map,
        turn: Turn,
        centre: Point,
        rule: &'a IdRule,
        taken: &'a dyn Fn(&str) -> bool,
    ) -> Twins<'a> {
        Twins {
            map,
            turn,
            centre,
            rule,
            taken,
            twin: HashMap::new(),
            given: HashSet::new(),
            out: Completion {
                added: Map {
                    name: map.name.clone(),
                    rule: map.rule,
                    targets: map.targets,
                    ..Map::default()
                },
                ..Completion::default()
            },
        }
    }

    fn fresh(&mut self, wanted: &str) -> String {
        let given = &self.given;
        let taken = self.taken;
        let id = fresh_like(wanted, |c| {
            taken(c) || given.contains(&c.to_ascii_lowercase())
        });
        self.given.insert(id.to_ascii_lowercase());
        id
    }

    /// The location already at `p`, if any (the nearest within the symmetry tolerance).
    fn existing_at(&self, p: Point) -> Option<LocRef> {
        let bases = (0..self.map.bases.len()).map(|i| (LocRef::Base(i), self.map.bases[i].pos));
        let hqs = (0..self.map.hqs.len()).map(|i| (LocRef::Hq(i), self.map.hqs[i].pos));
        bases
            .chain(hqs)
            .map(|(r, q)| (q.distance(p), r))
            .filter(|(d, _)| *d <= SYMMETRY_TOLERANCE)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, r)| r)
    }

    /// Finds or makes the twin of `loc`; the id of the twin.
    fn twin_of(&mut self, loc: LocRef) -> Result<Option<String>, Text> {
        let id = self.map.location_id(loc).to_string();
        if let Some(t) = self.twin.get(&id.to_ascii_lowercase()) {
            return Ok(Some(t.clone()));
        }
        let pos = self.map.location_pos(loc);
        if !finite(pos) {
            self.out
                .notes
                .push(text!("transform-no-position", id = id.as_str()));
            return Ok(None);
        }
        let image = self.turn.apply(pos, self.centre);
        let map = self.map;
        let twin = match (self.existing_at(image), loc) {
            (Some(other), _) => self.check_pair(loc, other)?,
            (None, LocRef::Base(i)) => self.new_base(&map.bases[i], image),
            (None, LocRef::Hq(i)) => self.new_hq(&map.hqs[i], image),
        };
        self.twin.insert(id.to_ascii_lowercase(), twin.clone());
        self.twin.insert(twin.to_ascii_lowercase(), id);
        Ok(Some(twin))
    }

    /// A location already at the image point must be of the same kind.
    fn check_pair(&mut self, loc: LocRef, other: LocRef) -> Result<String, Text> {
        let (m, id) = (self.map, self.map.location_id(loc));
        let other_id = m.location_id(other).to_string();
        let fits = match (loc, other) {
            (LocRef::Base(a), LocRef::Base(b)) => {
                m.bases[a].special == m.bases[b].special && m.bases[a].allowed == m.bases[b].allowed
            }
            (LocRef::Hq(a), LocRef::Hq(b)) => m.hqs[a].side != m.hqs[b].side,
            _ => false,
        };
        if !fits {
            return Err(text!(
                "transform-twin-taken",
                id = id,
                other = other_id.as_str()
            ));
        }
        if !id.eq_ignore_ascii_case(&other_id) {
            self.out.paired.push((id.to_string(), other_id.clone()));
        }
        Ok(other_id)
    }

    fn new_base(&mut self, b: &Base, pos: Point) -> String {
        let id = self.fresh(&self.rule.id(&b.id));
        self.out.added.bases.push(Base {
            id: id.clone(),
            name: self.rule.name(&b.name),
            pos,
            ..b.clone()
        });
        id
    }

    fn new_hq(&mut self, h: &Hq, pos: Point) -> String {
        let wanted = swap_side_words(&h.id).unwrap_or_else(|| self.rule.id(&h.id));
        let id = self.fresh(&wanted);
        let name = swap_side_words(&h.name).unwrap_or_else(|| self.rule.name(&h.name));
        self.out.added.hqs.push(Hq {
            id: id.clone(),
            name,
            side: h.side.other(),
            pos,
            ..h.clone()
        });
        id
    }

    /// The twin of a location outside the half: the location at its image point, if any.
    fn twin_outside(&mut self, id: &str) -> Option<String> {
        if let Some(t) = self.twin.get(&id.to_ascii_lowercase()) {
            return Some(t.clone());
        }
        let r = self.map.find_location(id)?;
        let image = self.turn.apply(self.map.location_pos(r), self.centre);
        let other = self.existing_at(image)?;
        Some(self.map.location_id(other).to_string())
    }

    fn paths(&mut self, chosen: &dyn Fn(&str) -> bool) {
        let map = self.map;
        for p in &map.paths {
            if !(chosen(&p.0) || chosen(&p.1)) {
                continue;
            }
            let (Some(a), Some(b)) = (self.twin_outside(&p.0), self.twin_outside(&p.1)) else {
                self.out
                    .notes
                    .push(text!("transform-path-no-twin", from = &p.0, to = &p.1));
                continue;
            };
            let image = Path(a, b);
            let exists = map
                .paths
                .iter()
                .chain(&self.out.added.paths)
                .any(|q| q.same_pair(&image));
            if !exists && !image.0.eq_ignore_ascii_case(&image.1) {
                self.out.added.paths.push(image);
            }
        }
    }

    fn regions(&mut self, chosen: &dyn Fn(&str) -> bool) {
        let map = self.map;
        for r in &map.regions {
            if !(chosen(&r.id) || r.ring.iter().all(|id| chosen(id))) {
                continue;
            }
            let Some(ring) = r
                .ring
                .iter()
                .map(|id| self.twin_outside(id))
                .collect::<Option<Vec<_>>>()
            else {
                self.out
                    .notes
                    .push(text!("transform-region-no-twin", id = &r.id));
                continue;
            };
            let exists = map
                .regions
                .iter()
                .chain(&self.out.added.regions)
                .any(|q| same_ring(&q.ring, &ring));
            if exists {
                continue;
            }
            let id = self.fresh(&self.rule.id(&r.id));
            self.out.added.regions.push(Region {
                id,
                name: self.rule.name(&r.name),
                medals: r.medals,
                marker: self.turn.apply(r.marker, self.centre),
                ring,
            });
        }
    }
}

#[cfg(test)]
mod tests;
