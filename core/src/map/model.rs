//! The editable battlefield: what a map file holds. A `Map` may be half-finished or broken (the
//! editor saves drafts); the validator reports what is wrong, and only a valid map compiles into
//! the engine's board.

use crate::i18n::Lang;
use crate::pieces::{BySide, Side, Strength};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The current version of the map file format. Format 2 adds `names`, the locations' and
/// regions' names in other languages; a map without them is still written as format 1, so
/// that older versions of toyforge keep reading it.
pub const MAP_FORMAT: u32 = 2;

/// The first format with [`Map::names`].
pub const NAMES_FORMAT: u32 = 2;

/// Names in other languages: language tag (BCP 47: `zh`, `fr-CA`) → location or region id →
/// name.
pub type LocalNames =
    std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>;

/// A point in map coordinates (units are pixels at 100% zoom, y grows downwards).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Self {
        Point { x, y }
    }

    pub fn distance(self, o: Point) -> f32 {
        ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt()
    }
}

/// The eight rule sets of the published battlefields, each naming what its special bases do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleSet {
    CastleField,
    TropicalPool,
    CityOfClouds,
    VolcanicJungle,
    CursedCemetery,
    CaribbeanSea,
    StationMetalX,
    Battlefield,
}

impl RuleSet {
    pub const ALL: [RuleSet; 8] = [
        RuleSet::CastleField,
        RuleSet::TropicalPool,
        RuleSet::CityOfClouds,
        RuleSet::VolcanicJungle,
        RuleSet::CursedCemetery,
        RuleSet::CaribbeanSea,
        RuleSet::StationMetalX,
        RuleSet::Battlefield,
    ];

    /// The rule set's key in the messages `rule-set` and `rule-set-effect` ("castle-field").
    pub fn key(self) -> &'static str {
        match self {
            RuleSet::CastleField => "castle-field",
            RuleSet::TropicalPool => "tropical-pool",
            RuleSet::CityOfClouds => "city-of-clouds",
            RuleSet::VolcanicJungle => "volcanic-jungle",
            RuleSet::CursedCemetery => "cursed-cemetery",
            RuleSet::CaribbeanSea => "caribbean-sea",
            RuleSet::StationMetalX => "station-metal-x",
            RuleSet::Battlefield => "battlefield",
        }
    }

    /// The rule set's name in `lang` ("Castle Field"), the message `rule-set` of the core's
    /// messages. Its English is the rule set's [`Display`](fmt::Display), which the command line
    /// and the SVG write.
    pub fn name(self, lang: Lang) -> String {
        crate::tr!(lang, "rule-set", rule = self.key())
    }

    /// What a special base does under this rule set, as a phrase in `lang`, the message
    /// `rule-set-effect` ("return another visible troop of yours to your rack").
    pub fn effect(self, lang: Lang) -> String {
        crate::tr!(lang, "rule-set-effect", rule = self.key())
    }

    /// Whether maps of this rule set have special bases at all.
    pub fn has_special_bases(self) -> bool {
        self != RuleSet::CaribbeanSea
    }

    /// The published medal targets and HQ counts: (targets, HQs per side).
    pub fn published(self) -> (BySide<u32>, BySide<usize>) {
        match self {
            RuleSet::CastleField
            | RuleSet::VolcanicJungle
            | RuleSet::CursedCemetery
            | RuleSet::StationMetalX => (BySide::new(7, 7), BySide::new(1, 1)),
            RuleSet::TropicalPool => (BySide::new(6, 6), BySide::new(2, 2)),
            RuleSet::CityOfClouds | RuleSet::Battlefield => (BySide::new(8, 8), BySide::new(1, 1)),
            RuleSet::CaribbeanSea => (BySide::new(5, 5), BySide::new(2, 1)),
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name(Lang::En))
    }
}

/// A base: a location troops are placed on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Base {
    /// Stable slug used by files, lessons and the notation (`left-bridge`).
    pub id: String,
    /// Display name; empty means "use the id".
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub pos: Point,
    /// Whether this is a special base of the map's rule set.
    #[serde(default, skip_serializing_if = "is_false")]
    pub special: bool,
    /// The strengths this base accepts, where the map restricts it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<Vec<Strength>>,
}

impl Base {
    /// A plain base at `pos`: no display name, not special, any strength allowed.
    pub fn new(id: impl Into<String>, pos: Point) -> Base {
        Base {
            id: id.into(),
            name: String::new(),
            pos,
            special: false,
            allowed: None,
        }
    }
}

/// A side's headquarters. An HQ is not a base.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hq {
    pub id: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub side: Side,
    pub pos: Point,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<Vec<Strength>>,
}

impl Hq {
    /// `side`'s HQ at `pos`: no display name, any strength allowed.
    pub fn new(id: impl Into<String>, side: Side, pos: Point) -> Hq {
        Hq {
            id: id.into(),
            name: String::new(),
            side,
            pos,
            allowed: None,
        }
    }
}

/// A path between two locations (bases or HQs), by id. Written `("a", "b")`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Path(pub String, pub String);

impl Path {
    pub fn new(a: impl Into<String>, b: impl Into<String>) -> Self {
        Path(a.into(), b.into())
    }

    /// Whether the path joins `id` (case-insensitive, as ids are).
    pub fn touches(&self, id: &str) -> bool {
        self.0.eq_ignore_ascii_case(id) || self.1.eq_ignore_ascii_case(id)
    }

    /// Whether the two paths join the same pair, in either direction.
    pub fn same_pair(&self, o: &Path) -> bool {
        (self.0.eq_ignore_ascii_case(&o.0) && self.1.eq_ignore_ascii_case(&o.1))
            || (self.0.eq_ignore_ascii_case(&o.1) && self.1.eq_ignore_ascii_case(&o.0))
    }
}

/// A region: a ring of bases around medals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    pub id: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub medals: u32,
    /// Where the medal marker is drawn; it must lie inside the ring.
    pub marker: Point,
    /// The bases that bound the region, in order around it.
    pub ring: Vec<String>,
}

/// A battlefield, as saved in a `.ron` map file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Map {
    /// File format version; see [`MAP_FORMAT`].
    pub format: u32,
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// Which of the eight rule sets the special bases follow, if any.
    #[serde(default)]
    pub rule: Option<RuleSet>,
    /// Medals each side needs to win.
    pub targets: BySide<u32>,
    #[serde(default)]
    pub hqs: Vec<Hq>,
    #[serde(default)]
    pub bases: Vec<Base>,
    #[serde(default)]
    pub paths: Vec<Path>,
    #[serde(default)]
    pub regions: Vec<Region>,
    /// The locations' and regions' names in other languages (format 2): a learner reading a
    /// lesson in one of them sees these on the board and in the lesson's sentences.
    #[serde(default, skip_serializing_if = "LocalNames::is_empty")]
    pub names: LocalNames,
}

impl Default for Map {
    fn default() -> Self {
        Map {
            format: MAP_FORMAT,
            name: "Untitled battlefield".into(),
            author: String::new(),
            notes: String::new(),
            rule: None,
            targets: BySide::new(7, 7),
            hqs: Vec::new(),
            bases: Vec::new(),
            paths: Vec::new(),
            regions: Vec::new(),
            names: LocalNames::new(),
        }
    }
}

/// A reference to a location of a map, by index into `bases` or `hqs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocRef {
    Base(usize),
    Hq(usize),
}

impl Map {
    /// Finds a base or HQ by id, ignoring case.
    pub fn find_location(&self, id: &str) -> Option<LocRef> {
        if let Some(i) = self
            .bases
            .iter()
            .position(|b| b.id.eq_ignore_ascii_case(id))
        {
            return Some(LocRef::Base(i));
        }
        self.hqs
            .iter()
            .position(|h| h.id.eq_ignore_ascii_case(id))
            .map(LocRef::Hq)
    }

    pub fn location_pos(&self, r: LocRef) -> Point {
        match r {
            LocRef::Base(i) => self.bases[i].pos,
            LocRef::Hq(i) => self.hqs[i].pos,
        }
    }

    pub fn location_id(&self, r: LocRef) -> &str {
        match r {
            LocRef::Base(i) => &self.bases[i].id,
            LocRef::Hq(i) => &self.hqs[i].id,
        }
    }

    /// Position of a location by id.
    /// The display name of the base or HQ `id`, without the article a sentence reads it with
    /// (its id when it has no name, or `id` itself when the map has no such location).
    pub fn location_name<'a>(&'a self, id: &'a str) -> &'a str {
        let named = |name: &'a str, id: &'a str| {
            if name.is_empty() {
                id
            } else {
                crate::i18n::without_article(name)
            }
        };
        if let Some(b) = self.base(id) {
            named(&b.name, &b.id)
        } else if let Some(h) = self.hq(id) {
            named(&h.name, &h.id)
        } else {
            id
        }
    }

    pub fn pos_of(&self, id: &str) -> Option<Point> {
        self.find_location(id).map(|r| self.location_pos(r))
    }

    pub fn base(&self, id: &str) -> Option<&Base> {
        self.bases.iter().find(|b| b.id.eq_ignore_ascii_case(id))
    }

    pub fn hq(&self, id: &str) -> Option<&Hq> {
        self.hqs.iter().find(|h| h.id.eq_ignore_ascii_case(id))
    }

    pub fn region(&self, id: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.id.eq_ignore_ascii_case(id))
    }

    /// Every id the map uses (locations and regions).
    pub fn all_ids(&self) -> impl Iterator<Item = &str> {
        self.bases
            .iter()
            .map(|b| b.id.as_str())
            .chain(self.hqs.iter().map(|h| h.id.as_str()))
            .chain(self.regions.iter().map(|r| r.id.as_str()))
    }

    /// Whether any location or region already uses `id` (ignoring case).
    pub fn id_in_use(&self, id: &str) -> bool {
        self.all_ids().any(|i| i.eq_ignore_ascii_case(id))
    }

    /// A fresh id `prefix-N` that no location or region uses.
    pub fn fresh_id(&self, prefix: &str) -> String {
        (1..)
            .map(|n| format!("{prefix}-{n}"))
            .find(|id| !self.id_in_use(id))
            .expect("some number is free")
    }

    /// Total medals over all regions.
    pub fn total_medals(&self) -> u32 {
        // Saturating: a count far past any target stays far past it instead of wrapping.
        self.regions
            .iter()
            .fold(0u32, |sum, r| sum.saturating_add(r.medals))
    }

    /// Renames an id everywhere it is referenced (paths, rings, the names in other languages).
    /// Returns false, changing nothing, when `new` is malformed or already used by something
    /// else.
    pub fn rename_id(&mut self, old: &str, new: &str) -> bool {
        if !is_valid_id(new) || (!old.eq_ignore_ascii_case(new) && self.id_in_use(new)) {
            return false;
        }
        let mut found = false;
        for b in &mut self.bases {
            if b.id.eq_ignore_ascii_case(old) {
                b.id = new.to_string();
                found = true;
            }
        }
        for h in &mut self.hqs {
            if h.id.eq_ignore_ascii_case(old) {
                h.id = new.to_string();
                found = true;
            }
        }
        for r in &mut self.regions {
            if r.id.eq_ignore_ascii_case(old) {
                r.id = new.to_string();
                found = true;
            }
            for id in &mut r.ring {
                if id.eq_ignore_ascii_case(old) {
                    *id = new.to_string();
                }
            }
        }
        for p in &mut self.paths {
            if p.0.eq_ignore_ascii_case(old) {
                p.0 = new.to_string();
            }
            if p.1.eq_ignore_ascii_case(old) {
                p.1 = new.to_string();
            }
        }
        // A table naming the old id would name an id the map lacks: the file would not load.
        for table in self.names.values_mut() {
            let keys: Vec<String> = table
                .keys()
                .filter(|k| k.eq_ignore_ascii_case(old))
                .cloned()
                .collect();
            for k in keys {
                if let Some(name) = table.remove(&k) {
                    table.insert(new.to_string(), name);
                }
            }
        }
        found
    }

    /// Forgets the names in other languages of `id` (ignoring case), for a location or region
    /// that is deleted: a table naming an id the map lacks is refused when the file is read.
    /// A table left empty goes too.
    pub fn forget_names_of(&mut self, id: &str) {
        for table in self.names.values_mut() {
            table.retain(|k, _| !k.eq_ignore_ascii_case(id));
        }
        self.names.retain(|_, table| !table.is_empty());
    }

    /// Ids of the locations joined to `id` by a path.
    pub fn neighbours<'a>(&'a self, id: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.paths.iter().filter_map(move |p| {
            if p.0.eq_ignore_ascii_case(id) {
                Some(p.1.as_str())
            } else if p.1.eq_ignore_ascii_case(id) {
                Some(p.0.as_str())
            } else {
                None
            }
        })
    }
}

/// The longest id, in bytes ([`is_valid_id`]).
pub const MAX_ID_LEN: usize = 64;

/// Whether `id` is a well-formed slug: 1 to [`MAX_ID_LEN`] characters, letters, digits, `-` and
/// `_`, starting with a letter or digit.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        && id.as_bytes()[0].is_ascii_alphanumeric()
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renaming_or_forgetting_an_id_follows_it_into_the_names_in_other_languages() {
        let mut m = Map::default();
        m.bases.push(Base::new("mill", Point::new(0.0, 0.0)));
        m.bases.push(Base::new("tower", Point::new(9.0, 0.0)));
        let table = |pairs: &[(&str, &str)]| -> std::collections::BTreeMap<String, String> {
            pairs
                .iter()
                .map(|(i, n)| (i.to_string(), n.to_string()))
                .collect()
        };
        m.names.insert(
            "fr".into(),
            table(&[("Mill", "le Moulin"), ("tower", "la Tour")]),
        );
        m.names.insert("es".into(), table(&[("mill", "el Molino")]));
        // Ids ignore case in the tables as everywhere.
        assert!(m.rename_id("mill", "old-mill"));
        assert_eq!(
            m.names["fr"],
            table(&[("old-mill", "le Moulin"), ("tower", "la Tour")])
        );
        assert_eq!(m.names["es"], table(&[("old-mill", "el Molino")]));
        // A refused rename changes no table.
        assert!(!m.rename_id("old-mill", "tower"));
        assert_eq!(m.names["es"], table(&[("old-mill", "el Molino")]));
        m.forget_names_of("OLD-MILL");
        assert_eq!(m.names["fr"], table(&[("tower", "la Tour")]));
        assert!(!m.names.contains_key("es"), "an emptied table goes");
    }

    /// `ALL` is the rule picker's list: a rule set left out of it is never offered.
    #[test]
    fn every_rule_set_is_in_all() {
        let listed: Vec<String> = RuleSet::ALL
            .iter()
            .map(|r| ron::to_string(r).expect("a rule set is written"))
            .collect();
        assert_eq!(
            listed,
            crate::variants::variants::<RuleSet>(),
            "RuleSet::ALL (core/src/map/model.rs) lists every rule set, in its order"
        );
    }
}
