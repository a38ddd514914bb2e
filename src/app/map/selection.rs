//! What is selected: locations, regions and paths, by id (ids survive undo; indices do not).

use crate::map::{Map, Path};
use std::collections::HashSet;

/// Something on the canvas that can be selected.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A base or an HQ.
    Loc(String),
    Region(String),
    /// A path, by its two ends.
    Path(String, String),
}

impl Item {
    pub fn same(&self, o: &Item) -> bool {
        match (self, o) {
            (Item::Loc(a), Item::Loc(b)) | (Item::Region(a), Item::Region(b)) => {
                a.eq_ignore_ascii_case(b)
            }
            (Item::Path(a, b), Item::Path(c, d)) => {
                Path::new(a.as_str(), b.as_str()).same_pair(&Path::new(c.as_str(), d.as_str()))
            }
            _ => false,
        }
    }

    /// Whether the item is still in the map.
    pub fn exists(&self, map: &Map) -> bool {
        match self {
            Item::Loc(id) => map.find_location(id).is_some(),
            Item::Region(id) => map.region(id).is_some(),
            Item::Path(a, b) => {
                let p = Path::new(a.as_str(), b.as_str());
                map.paths.iter().any(|q| q.same_pair(&p))
            }
        }
    }

    /// The id, for locations and regions.
    pub fn id(&self) -> Option<&str> {
        match self {
            Item::Loc(id) | Item::Region(id) => Some(id),
            Item::Path(..) => None,
        }
    }

    /// The item an id names in `map`.
    pub fn of_id(map: &Map, id: &str) -> Option<Item> {
        if let Some(r) = map.find_location(id) {
            Some(Item::Loc(map.location_id(r).to_string()))
        } else {
            map.region(id).map(|r| Item::Region(r.id.clone()))
        }
    }
}

/// The selected items, in the order they were picked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Selection {
    items: Vec<Item>,
}

impl Selection {
    pub fn one(item: Item) -> Selection {
        Selection { items: vec![item] }
    }

    pub fn from_items(items: impl IntoIterator<Item = Item>) -> Selection {
        let mut s = Selection::default();
        for i in items {
            s.add(i);
        }
        s
    }

    pub fn items(&self) -> &[Item] {
        &self.items
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn contains(&self, item: &Item) -> bool {
        self.items.iter().any(|i| i.same(item))
    }

    pub fn add(&mut self, item: Item) {
        if !self.contains(&item) {
            self.items.push(item);
        }
    }

    pub fn toggle(&mut self, item: Item) {
        if self.contains(&item) {
            self.items.retain(|i| !i.same(&item));
        } else {
            self.items.push(item);
        }
    }

    pub fn clear(&mut self) {
        self.items.clear();
    }

    pub fn union(&mut self, other: &Selection) {
        for i in &other.items {
            self.add(i.clone());
        }
    }

    /// Keeps the items for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&Item) -> bool) {
        self.items.retain(keep);
    }

    /// Drops items the map no longer has (after undo or delete).
    pub fn retain_existing(&mut self, map: &Map) {
        self.items.retain(|i| i.exists(map));
    }

    /// Follows a rename.
    pub fn rename(&mut self, old: &str, new: &str) {
        for i in &mut self.items {
            match i {
                Item::Loc(id) | Item::Region(id) => {
                    if id.eq_ignore_ascii_case(old) {
                        *id = new.to_string();
                    }
                }
                Item::Path(a, b) => {
                    if a.eq_ignore_ascii_case(old) {
                        *a = new.to_string();
                    }
                    if b.eq_ignore_ascii_case(old) {
                        *b = new.to_string();
                    }
                }
            }
        }
    }

    /// Lowercased ids of the selected locations and regions, for fast look-up while drawing.
    pub fn id_set(&self) -> HashSet<String> {
        self.items
            .iter()
            .filter_map(|i| i.id())
            .map(|s| s.to_ascii_lowercase())
            .collect()
    }

    /// The only selected item, if exactly one is selected.
    pub fn single(&self) -> Option<&Item> {
        match self.items.as_slice() {
            [one] => Some(one),
            _ => None,
        }
    }
}
