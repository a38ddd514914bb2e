//! Every change to the document goes through [`Document::apply`]; the history decides how edits
//! group into undo steps (a drag is one step, typing in one field is one step).
//!
//! The map is one kind of [`super::super::document::Document`]: its history, dirty state and recovery
//! are those of every document.

use super::selection::Item;
pub use crate::app::document::Merge;
use crate::app::document::{self, DocKind};
use crate::app::i18n::lang;
use crate::map::{Base, Hq, Map, Path, Point, Region, RuleSet, is_valid_id};
use crate::pieces::BySide;
use std::collections::HashSet;
use toyforge_core::scenario::Words;
use toyforge_core::tr;

/// One change to the map. Tools and panels return these; only [`Document::apply`] runs them.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    AddBase(Base),
    AddHq(Hq),
    AddPath(Path),
    AddRegion(Region),
    /// Moves locations, region markers and path ends by (dx, dy) map units.
    MoveBy {
        items: Vec<Item>,
        dx: f32,
        dy: f32,
    },
    /// Removes items; a location takes its paths with it.
    Delete(Vec<Item>),
    /// Gives an id a new name everywhere it is referenced.
    Rename {
        old: String,
        new: String,
    },
    /// Replaces the fields of the base `id` (its id stays; use [`Edit::Rename`]).
    SetBase {
        id: String,
        base: Base,
    },
    SetHq {
        id: String,
        hq: Hq,
    },
    SetRegion {
        id: String,
        region: Region,
    },
    SetMeta(MapMeta),
    /// Gives the location or region `id` the name `name` in the language `tag` (the map's
    /// `names`); an empty name takes it out of that language's table, and a table left empty
    /// goes.
    SetLocalName {
        tag: String,
        id: String,
        name: String,
    },
    /// Takes out the whole table of names of the language `tag`.
    DropLanguage(String),
    /// Adds many new items at once (a paste, a duplicate, the other half): one step, all or
    /// nothing.
    Insert {
        label: String,
        items: Box<Map>,
    },
    /// Moves locations and region markers to new points (mirror, turn, align, distribute).
    Place {
        label: String,
        moves: Vec<(Item, Point)>,
    },
    /// Re-points a path: the path joining `old`'s ends joins `new`'s instead.
    SetPath {
        old: Path,
        new: Path,
    },
    /// Several edits made in order as one step (a balanced draft's changes): all or nothing.
    Several {
        label: String,
        edits: Vec<Edit>,
    },
}

/// The map-wide fields the map panel edits.
#[derive(Clone, Debug, PartialEq)]
pub struct MapMeta {
    pub name: String,
    pub author: String,
    pub notes: String,
    pub rule: Option<RuleSet>,
    pub targets: BySide<u32>,
}

impl MapMeta {
    pub fn of(map: &Map) -> MapMeta {
        MapMeta {
            name: map.name.clone(),
            author: map.author.clone(),
            notes: map.notes.clone(),
            rule: map.rule,
            targets: map.targets,
        }
    }
}

impl Edit {
    /// A short description for the Edit menu ("Undo add base").
    pub fn label(&self) -> String {
        match self {
            Edit::AddBase(b) if b.special => tr!(lang(), "edit-add-special-base"),
            Edit::AddBase(_) => tr!(lang(), "edit-add-base"),
            Edit::AddHq(_) => tr!(lang(), "edit-add-hq"),
            Edit::AddPath(_) => tr!(lang(), "edit-add-path"),
            Edit::AddRegion(_) => tr!(lang(), "edit-add-region"),
            Edit::MoveBy { .. } => tr!(lang(), "edit-move"),
            Edit::Delete(items) => tr!(lang(), "edit-delete", n = items.len()),
            Edit::Rename { new, .. } => tr!(lang(), "edit-rename", new = new.as_str()),
            Edit::SetBase { id, .. } | Edit::SetHq { id, .. } | Edit::SetRegion { id, .. } => {
                tr!(lang(), "edit-change", id = id.as_str())
            }
            Edit::SetMeta(_) => tr!(lang(), "edit-change-meta"),
            Edit::SetLocalName { tag, id, .. } => {
                tr!(
                    lang(),
                    "edit-local-name",
                    id = id.as_str(),
                    tag = tag.as_str()
                )
            }
            Edit::DropLanguage(tag) => tr!(lang(), "edit-drop-language", tag = tag.as_str()),
            Edit::Insert { label, .. }
            | Edit::Place { label, .. }
            | Edit::Several { label, .. } => label.clone(),
            Edit::SetPath { new, .. } => tr!(
                lang(),
                "edit-re-point",
                from = new.0.as_str(),
                to = new.1.as_str()
            ),
        }
    }
}

/// Why an edit was refused. The map is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct EditError(pub String);

fn refuse<T>(msg: impl Into<String>) -> Result<T, EditError> {
    Err(EditError(msg.into()))
}

fn check_new_id(map: &Map, id: &str) -> Result<(), EditError> {
    if !is_valid_id(id) {
        return refuse(tr!(lang(), "refuse-bad-id", id = id));
    }
    if map.id_in_use(id) {
        return refuse(tr!(lang(), "refuse-id-used", id = id));
    }
    Ok(())
}

fn finite(p: Point) -> bool {
    p.x.is_finite() && p.y.is_finite()
}

/// Moves locations, region markers and path ends by (dx, dy).
fn move_by(map: &mut Map, items: &[Item], dx: f32, dy: f32) -> Result<(), EditError> {
    if !dx.is_finite() || !dy.is_finite() {
        return refuse(tr!(lang(), "refuse-non-finite-move"));
    }
    let mut locs: HashSet<String> = HashSet::new();
    let mut regions: HashSet<String> = HashSet::new();
    for item in items {
        match item {
            Item::Loc(id) => {
                locs.insert(id.to_ascii_lowercase());
            }
            Item::Path(a, b) => {
                locs.insert(a.to_ascii_lowercase());
                locs.insert(b.to_ascii_lowercase());
            }
            Item::Region(id) => {
                regions.insert(id.to_ascii_lowercase());
            }
        }
    }
    let has =
        |set: &HashSet<String>, id: &str| !set.is_empty() && set.contains(&id.to_ascii_lowercase());
    for b in map.bases.iter_mut().filter(|b| has(&locs, &b.id)) {
        b.pos.x += dx;
        b.pos.y += dy;
    }
    for h in map.hqs.iter_mut().filter(|h| has(&locs, &h.id)) {
        h.pos.x += dx;
        h.pos.y += dy;
    }
    for r in map.regions.iter_mut().filter(|r| has(&regions, &r.id)) {
        r.marker.x += dx;
        r.marker.y += dy;
    }
    Ok(())
}

/// Adds every item of `items`, each checked as its own Add edit would be; nothing on a refusal.
fn insert(map: &mut Map, items: &Map) -> Result<(), EditError> {
    let mut m = map.clone();
    let adds = items
        .hqs
        .iter()
        .map(|h| Edit::AddHq(h.clone()))
        .chain(items.bases.iter().map(|b| Edit::AddBase(b.clone())))
        .chain(items.paths.iter().map(|p| Edit::AddPath(p.clone())))
        .chain(items.regions.iter().map(|r| Edit::AddRegion(r.clone())));
    for add in adds {
        apply(&mut m, &add)?;
    }
    // Their names in other languages, for the ids just added (a table naming an id the map
    // lacks would keep the file from loading).
    for (tag, table) in &items.names {
        for (id, name) in table {
            if items.id_in_use(id) {
                m.names
                    .entry(tag.clone())
                    .or_default()
                    .insert(id.clone(), name.clone());
            }
        }
    }
    *map = m;
    Ok(())
}

/// Moves each item to its point: a location's position, a region's marker.
fn place(map: &mut Map, moves: &[(Item, Point)]) -> Result<(), EditError> {
    if moves.iter().any(|(_, p)| !finite(*p)) {
        return refuse(tr!(lang(), "refuse-non-finite-point"));
    }
    for (item, p) in moves {
        match item {
            Item::Loc(id) => {
                let (b, h) = (&mut map.bases, &mut map.hqs);
                if let Some(b) = b.iter_mut().find(|b| b.id.eq_ignore_ascii_case(id)) {
                    b.pos = *p;
                } else if let Some(h) = h.iter_mut().find(|h| h.id.eq_ignore_ascii_case(id)) {
                    h.pos = *p;
                }
            }
            Item::Region(id) => {
                if let Some(r) = map
                    .regions
                    .iter_mut()
                    .find(|r| r.id.eq_ignore_ascii_case(id))
                {
                    r.marker = *p;
                }
            }
            Item::Path(..) => {}
        }
    }
    Ok(())
}

fn set_path(map: &mut Map, old: &Path, new: &Path) -> Result<(), EditError> {
    let Some(i) = map.paths.iter().position(|p| p.same_pair(old)) else {
        return refuse(tr!(
            lang(),
            "refuse-no-path",
            from = old.0.as_str(),
            to = old.1.as_str()
        ));
    };
    let mut m = map.clone();
    m.paths.remove(i);
    apply(&mut m, &Edit::AddPath(new.clone()))?;
    let last = m.paths.pop().expect("the path was just added");
    m.paths.insert(i, last);
    *map = m;
    Ok(())
}

/// Applies `edit` to `map`, or refuses it with a message and changes nothing.
pub fn apply(map: &mut Map, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::Insert { items, .. } => insert(map, items)?,
        Edit::Place { moves, .. } => place(map, moves)?,
        Edit::SetPath { old, new } => set_path(map, old, new)?,
        Edit::Several { edits, .. } => {
            let mut m = map.clone();
            for e in edits {
                apply(&mut m, e)?;
            }
            *map = m;
        }
        Edit::AddBase(b) => {
            check_new_id(map, &b.id)?;
            if !finite(b.pos) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "base"));
            }
            map.bases.push(b.clone());
        }
        Edit::AddHq(h) => {
            check_new_id(map, &h.id)?;
            if !finite(h.pos) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "hq"));
            }
            map.hqs.push(h.clone());
        }
        Edit::AddPath(p) => {
            if p.0.eq_ignore_ascii_case(&p.1) {
                return refuse(tr!(lang(), "refuse-loop", id = p.0.as_str()));
            }
            for end in [&p.0, &p.1] {
                if map.find_location(end).is_none() {
                    return refuse(tr!(
                        lang(),
                        "refuse-unknown",
                        kind = "location",
                        id = end.as_str()
                    ));
                }
            }
            if map.paths.iter().any(|q| q.same_pair(p)) {
                return refuse(tr!(
                    lang(),
                    "tool-path-joined",
                    from = p.0.as_str(),
                    to = p.1.as_str()
                ));
            }
            map.paths.push(p.clone());
        }
        Edit::AddRegion(r) => {
            check_new_id(map, &r.id)?;
            if !finite(r.marker) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "region"));
            }
            map.regions.push(r.clone());
        }
        Edit::MoveBy { items, dx, dy } => move_by(map, items, *dx, *dy)?,
        Edit::Delete(items) => {
            for item in items {
                match item {
                    Item::Loc(id) => {
                        map.bases.retain(|b| !b.id.eq_ignore_ascii_case(id));
                        map.hqs.retain(|h| !h.id.eq_ignore_ascii_case(id));
                        map.paths.retain(|p| !p.touches(id));
                        map.forget_names_of(id);
                    }
                    Item::Region(id) => {
                        map.regions.retain(|r| !r.id.eq_ignore_ascii_case(id));
                        map.forget_names_of(id);
                    }
                    Item::Path(a, b) => {
                        let gone = Path::new(a.clone(), b.clone());
                        map.paths.retain(|p| !p.same_pair(&gone));
                    }
                }
            }
        }
        Edit::Rename { old, new } => {
            if !map.id_in_use(old) {
                return refuse(tr!(
                    lang(),
                    "refuse-unknown",
                    kind = "any",
                    id = old.as_str()
                ));
            }
            if !is_valid_id(new) {
                return refuse(tr!(lang(), "refuse-bad-id", id = new.as_str()));
            }
            if !old.eq_ignore_ascii_case(new) && map.id_in_use(new) {
                return refuse(tr!(lang(), "refuse-id-used", id = new.as_str()));
            }
            if !map.rename_id(old, new) {
                return refuse(tr!(
                    lang(),
                    "refuse-rename",
                    old = old.as_str(),
                    new = new.as_str()
                ));
            }
        }
        Edit::SetBase { id, base } => {
            if !finite(base.pos) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "base"));
            }
            let Some(b) = map.bases.iter_mut().find(|b| b.id.eq_ignore_ascii_case(id)) else {
                return refuse(tr!(
                    lang(),
                    "refuse-unknown",
                    kind = "base",
                    id = id.as_str()
                ));
            };
            let keep = b.id.clone();
            *b = base.clone();
            b.id = keep;
        }
        Edit::SetHq { id, hq } => {
            if !finite(hq.pos) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "hq"));
            }
            let Some(h) = map.hqs.iter_mut().find(|h| h.id.eq_ignore_ascii_case(id)) else {
                return refuse(tr!(lang(), "refuse-unknown", kind = "hq", id = id.as_str()));
            };
            let keep = h.id.clone();
            *h = hq.clone();
            h.id = keep;
        }
        Edit::SetRegion { id, region } => {
            if !finite(region.marker) {
                return refuse(tr!(lang(), "refuse-non-finite", kind = "region"));
            }
            let Some(r) = map
                .regions
                .iter_mut()
                .find(|r| r.id.eq_ignore_ascii_case(id))
            else {
                return refuse(tr!(
                    lang(),
                    "refuse-unknown",
                    kind = "region",
                    id = id.as_str()
                ));
            };
            let keep = r.id.clone();
            *r = region.clone();
            r.id = keep;
        }
        Edit::SetLocalName { tag, id, name } => {
            if !toyforge_core::i18n::is_language_tag(tag) {
                return refuse(tr!(lang(), "names-bad-tag", tag = tag.as_str()));
            }
            if !map.id_in_use(id) {
                return refuse(tr!(
                    lang(),
                    "refuse-unknown",
                    kind = "any",
                    id = id.as_str()
                ));
            }
            // The table's own spelling of the tag and the id, if it has them (both ignore
            // case).
            let tag = map
                .names
                .keys()
                .find(|t| t.eq_ignore_ascii_case(tag))
                .cloned()
                .unwrap_or_else(|| tag.clone());
            let table = map.names.entry(tag.clone()).or_default();
            table.retain(|k, _| !k.eq_ignore_ascii_case(id));
            if !name.trim().is_empty() {
                table.insert(id.clone(), name.clone());
            }
            map.names.retain(|_, t| !t.is_empty());
        }
        Edit::DropLanguage(tag) => map.names.retain(|t, _| !t.eq_ignore_ascii_case(tag)),
        Edit::SetMeta(m) => {
            map.name = m.name.clone();
            map.author = m.author.clone();
            map.notes = m.notes.clone();
            map.rule = m.rule;
            map.targets = m.targets;
        }
    }
    Ok(())
}

/// Every id the open document has used, so that no new item takes an id that a lesson may
/// still mean for something else: ids in the map as opened, ids added since, ids renamed away
/// and ids deleted (undo cannot bring an id back into the free pool either).
#[derive(Clone, Debug, Default)]
pub struct SeenIds {
    ids: HashSet<String>,
}

impl SeenIds {
    /// Notes every id of `map`.
    pub fn note_map(&mut self, map: &Map) {
        for id in map.all_ids() {
            self.ids.insert(id.to_ascii_lowercase());
        }
    }

    /// Notes the ids an edit brings in or renames away.
    pub fn note_edit(&mut self, edit: &Edit) {
        if let Edit::Several { edits, .. } = edit {
            edits.iter().for_each(|e| self.note_edit(e));
            return;
        }
        let mut note = |id: &str| {
            self.ids.insert(id.to_ascii_lowercase());
        };
        match edit {
            Edit::AddBase(b) => note(&b.id),
            Edit::AddHq(h) => note(&h.id),
            Edit::AddRegion(r) => note(&r.id),
            Edit::Rename { old, new } => {
                note(old);
                note(new);
            }
            Edit::Insert { items, .. } => items.all_ids().for_each(note),
            _ => {}
        }
    }

    /// Whether a new item may not take `id`: the map uses it, or the document once did.
    pub fn taken(&self, map: &Map, id: &str) -> bool {
        self.ids.contains(&id.to_ascii_lowercase()) || map.id_in_use(id)
    }

    /// A fresh id: `preferred` when it was never used, else `preferred-N` (a trailing `-N`
    /// counts on).
    pub fn fresh_id(&self, map: &Map, preferred: &str) -> String {
        if !self.taken(map, preferred) && is_valid_id(preferred) {
            return preferred.to_string();
        }
        let stem = preferred.trim_end_matches(|c: char| c.is_ascii_digit());
        let stem = stem.strip_suffix('-').unwrap_or(preferred);
        (1u64..)
            .map(|n| format!("{stem}-{n}"))
            .find(|id| !self.taken(map, id))
            .expect("some number is free")
    }
}

/// The map as a kind of document.
pub struct MapKind;

impl DocKind for MapKind {
    type Value = Map;
    type Edit = Edit;
    type Error = EditError;
    const NAME: &'static str = "map";

    fn apply(map: &mut Map, edit: &Edit) -> Result<(), EditError> {
        apply(map, edit)
    }

    fn label(before: &Map, edit: &Edit) -> String {
        changed_fields(before, edit).unwrap_or_else(|| edit.label())
    }
}

/// What a Set edit changes, in words ("set central-bridge's name", "change the medals and
/// name of south"), from the item as it was; `None` for other edits or an unknown id.
fn changed_fields(before: &Map, edit: &Edit) -> Option<String> {
    let (id, changed) = match edit {
        Edit::SetBase { id, base } => {
            let old = before.bases.iter().find(|b| &b.id == id)?;
            let mut c = Vec::new();
            push_if(&mut c, old.name != base.name, "name");
            push_if(&mut c, old.pos != base.pos, "position");
            push_if(&mut c, old.allowed != base.allowed, "allowed");
            if old.special != base.special && c.is_empty() {
                let kind = if base.special { "special" } else { "plain" };
                return Some(tr!(lang(), "edit-make", id = id.as_str(), kind = kind));
            }
            push_if(&mut c, old.special != base.special, "special");
            (id, c)
        }
        Edit::SetHq { id, hq } => {
            let old = before.hqs.iter().find(|h| &h.id == id)?;
            let mut c = Vec::new();
            push_if(&mut c, old.name != hq.name, "name");
            push_if(&mut c, old.side != hq.side, "side");
            push_if(&mut c, old.pos != hq.pos, "position");
            push_if(&mut c, old.allowed != hq.allowed, "allowed");
            (id, c)
        }
        Edit::SetRegion { id, region } => {
            let old = before.regions.iter().find(|r| &r.id == id)?;
            let mut c = Vec::new();
            push_if(&mut c, old.name != region.name, "name");
            push_if(&mut c, old.medals != region.medals, "medals");
            push_if(&mut c, old.marker != region.marker, "marker");
            push_if(&mut c, old.ring != region.ring, "ring");
            (id, c)
        }
        _ => return None,
    };
    let l = lang();
    Some(match changed.as_slice() {
        [] => tr!(l, "edit-change", id = id.as_str()),
        [one] => tr!(l, "edit-set-field", id = id.as_str(), field = *one),
        fields => {
            let names: Vec<String> = fields
                .iter()
                .map(|f| tr!(l, "edit-field", field = *f))
                .collect();
            let fields = Words::new(l).list(&names);
            tr!(l, "edit-change-fields", id = id.as_str(), fields = fields)
        }
    })
}

fn push_if(out: &mut Vec<&'static str>, changed: bool, what: &'static str) {
    if changed {
        out.push(what);
    }
}

/// The open map: its contents, where it lives, its history and whether it is saved.
pub type Document = document::Document<MapKind>;

/// The map's undo and redo stacks.
pub type History = document::History<Map>;

impl Document {
    pub fn map(&self) -> &Map {
        self.value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(id: &str, x: f32, y: f32) -> Base {
        Base::new(id, Point::new(x, y))
    }

    #[test]
    fn a_gesture_is_one_undo_step() {
        let mut doc = Document::new(Map::default(), None);
        doc.apply(&Edit::AddBase(base("a", 0.0, 0.0)), Merge::Alone)
            .unwrap();
        for _ in 0..10 {
            let e = Edit::MoveBy {
                items: vec![Item::Loc("a".into())],
                dx: 1.0,
                dy: 0.0,
            };
            doc.apply(&e, Merge::Gesture(7)).unwrap();
        }
        doc.end_group();
        assert_eq!(doc.history().undo_len(), 2);
        assert_eq!(doc.map().bases[0].pos.x, 10.0);
        assert!(doc.undo());
        assert_eq!(doc.map().bases[0].pos.x, 0.0);
        assert!(doc.redo());
        assert_eq!(doc.map().bases[0].pos.x, 10.0);
    }

    #[test]
    fn the_undo_label_of_a_change_says_what_changed() {
        let mut doc = Document::new(Map::default(), None);
        doc.apply(
            &Edit::AddBase(base("central-bridge", 0.0, 0.0)),
            Merge::Alone,
        )
        .unwrap();
        let mut b = doc.map().bases[0].clone();
        b.name = "Central Bridge".into();
        let set = |b: &Base| Edit::SetBase {
            id: "central-bridge".into(),
            base: b.clone(),
        };
        doc.apply(&set(&b), Merge::Alone).unwrap();
        assert_eq!(
            doc.history().undo_label(),
            Some("set central-bridge's name")
        );
        b.special = true;
        doc.apply(&set(&b), Merge::Alone).unwrap();
        assert_eq!(
            doc.history().undo_label(),
            Some("make central-bridge special")
        );
        b.pos = Point::new(4.0, 2.0);
        b.allowed = Some(Vec::new());
        b.name.clear();
        doc.apply(&set(&b), Merge::Alone).unwrap();
        assert_eq!(
            doc.history().undo_label(),
            Some("change central-bridge's name, position and allowed strengths")
        );
    }

    #[test]
    fn refused_edits_change_nothing_and_leave_no_step() {
        let mut doc = Document::new(Map::default(), None);
        doc.apply(&Edit::AddBase(base("a", 0.0, 0.0)), Merge::Alone)
            .unwrap();
        let err = doc
            .apply(&Edit::AddBase(base("A", 5.0, 0.0)), Merge::Alone)
            .unwrap_err();
        assert!(err.0.contains("already used"), "{err}");
        let err = doc
            .apply(&Edit::AddPath(Path::new("a", "a")), Merge::Alone)
            .unwrap_err();
        assert!(err.0.contains("itself"), "{err}");
        assert_eq!(doc.history().undo_len(), 1);
        assert_eq!(doc.map().bases.len(), 1);
    }

    #[test]
    fn undo_back_to_the_saved_state_is_clean() {
        let mut doc = Document::new(Map::default(), Some("x.ron".into()));
        assert!(!doc.is_dirty());
        doc.apply(&Edit::AddBase(base("a", 0.0, 0.0)), Merge::Alone)
            .unwrap();
        assert!(doc.is_dirty());
        doc.undo();
        assert!(!doc.is_dirty());
    }

    #[test]
    fn cancelling_a_gesture_restores_the_map() {
        let mut doc = Document::new(Map::default(), None);
        doc.apply(&Edit::AddBase(base("a", 0.0, 0.0)), Merge::Alone)
            .unwrap();
        let e = Edit::MoveBy {
            items: vec![Item::Loc("a".into())],
            dx: 4.0,
            dy: 4.0,
        };
        doc.apply(&e, Merge::Gesture(1)).unwrap();
        doc.apply(&e, Merge::Gesture(1)).unwrap();
        assert!(doc.cancel_group(&Merge::Gesture(1)));
        assert_eq!(doc.map().bases[0].pos, Point::new(0.0, 0.0));
        assert_eq!(doc.history().undo_len(), 1);
    }

    #[test]
    fn deleting_a_location_removes_its_paths() {
        let mut map = Map::default();
        map.bases.push(base("a", 0.0, 0.0));
        map.bases.push(base("b", 1.0, 0.0));
        map.bases.push(base("c", 2.0, 0.0));
        map.paths.push(Path::new("a", "b"));
        map.paths.push(Path::new("b", "c"));
        map.paths.push(Path::new("a", "c"));
        apply(&mut map, &Edit::Delete(vec![Item::Loc("B".into())])).unwrap();
        assert_eq!(map.paths, vec![Path::new("a", "c")]);
    }
}
