//! The object list: every HQ, base, path and region in a searchable list. A click selects the
//! item and frames it on the canvas. Items a hand-edited file left dangling (a path to an id the
//! map lacks, a ring naming an unknown base) are listed too, marked, so they can be selected,
//! fixed in the inspector and deleted, although the canvas cannot draw them.

use super::Action;
use super::selection::{Item, Selection};
use crate::app::i18n::lang;
use crate::map::{Map, Point};
use egui::{RichText, Ui};
use toyforge_core::tr;

/// One line of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub item: Item,
    /// What the line says ("base-3 · Castle").
    pub text: String,
    /// What is dangling about the item, if anything.
    pub dangling: Option<String>,
    /// The points to frame when the line is clicked.
    pub points: Vec<Point>,
}

/// The list's search text and filter.
#[derive(Clone, Debug, Default)]
pub struct ObjectList {
    pub query: String,
    /// Show only dangling items.
    pub dangling_only: bool,
    /// The single selected item last seen: when the selection changes elsewhere (a click on
    /// the canvas or on a problem), the list scrolls to the newly selected item.
    followed: Option<Item>,
    /// The dangling item the list last opened itself for.
    revealed: Option<Item>,
}

fn titled(id: &str, name: &str) -> String {
    if name.is_empty() {
        id.to_string()
    } else {
        format!("{id} · {name}")
    }
}

fn unknown(map: &Map, ids: &[&String]) -> Vec<String> {
    ids.iter()
        .filter(|id| map.find_location(id).is_none())
        .map(|id| format!("`{id}`"))
        .collect()
}

/// Every item of `map` as a row, in the order HQs, bases, paths, regions, in the app's language.
pub fn rows(map: &Map) -> Vec<Row> {
    let l = lang();
    let mut out =
        Vec::with_capacity(map.hqs.len() + map.bases.len() + map.paths.len() + map.regions.len());
    for h in &map.hqs {
        out.push(Row {
            item: Item::Loc(h.id.clone()),
            text: tr!(
                l,
                "objects-row-hq",
                name = titled(&h.id, &h.name),
                side = tr!(l, "side", side = h.side.name())
            ),
            dangling: None,
            points: vec![h.pos],
        });
    }
    for b in &map.bases {
        let name = titled(&b.id, &b.name);
        out.push(Row {
            item: Item::Loc(b.id.clone()),
            text: if b.special {
                tr!(l, "objects-row-special", name = name)
            } else {
                tr!(l, "objects-row-base", name = name)
            },
            dangling: None,
            points: vec![b.pos],
        });
    }
    for p in &map.paths {
        let missing = unknown(map, &[&p.0, &p.1]);
        out.push(Row {
            item: Item::Path(p.0.clone(), p.1.clone()),
            text: tr!(l, "objects-row-path", a = p.0.as_str(), b = p.1.as_str()),
            dangling: (!missing.is_empty())
                .then(|| tr!(l, "objects-path-lacks", missing = missing.join(", "))),
            points: [&p.0, &p.1]
                .into_iter()
                .filter_map(|id| map.pos_of(id))
                .collect(),
        });
    }
    for r in &map.regions {
        let missing = unknown(map, &r.ring.iter().collect::<Vec<_>>());
        let mut points: Vec<Point> = r.ring.iter().filter_map(|id| map.pos_of(id)).collect();
        points.push(r.marker);
        out.push(Row {
            item: Item::Region(r.id.clone()),
            text: tr!(
                l,
                "objects-row-region",
                name = titled(&r.id, &r.name),
                medals = r.medals
            ),
            dangling: (!missing.is_empty())
                .then(|| tr!(l, "objects-ring-lacks", missing = missing.join(", "))),
            points,
        });
    }
    out
}

/// Whether `row` matches the search text (ids and names, ignoring case).
pub fn matches(row: &Row, query: &str) -> bool {
    let q = query.trim().to_lowercase();
    q.is_empty() || row.text.to_lowercase().contains(&q)
}

/// Whether `item` names something the map lacks (a path to an unknown id, a ring naming one).
pub fn is_dangling(map: &Map, item: &Item) -> bool {
    match item {
        Item::Path(a, b) => map.find_location(a).is_none() || map.find_location(b).is_none(),
        Item::Region(id) => map
            .region(id)
            .is_some_and(|r| r.ring.iter().any(|b| map.find_location(b).is_none())),
        Item::Loc(_) => false,
    }
}

impl ObjectList {
    /// Whether the list should open itself: a dangling item (which the canvas cannot show) was
    /// just selected, from a problem or elsewhere. Once per newly selected item.
    pub fn wants_open(&mut self, map: &Map, selection: &Selection) -> bool {
        let dangling = selection.single().filter(|i| is_dangling(map, i)).cloned();
        if dangling.is_some() && dangling != self.revealed {
            self.revealed = dangling;
            return true;
        }
        if dangling.is_none() {
            self.revealed = None;
        }
        false
    }

    /// The rows shown: those matching the search (and the filter).
    pub fn shown(&self, map: &Map) -> Vec<Row> {
        rows(map)
            .into_iter()
            .filter(|r| matches(r, &self.query) && (!self.dangling_only || r.dangling.is_some()))
            .collect()
    }

    pub fn ui(&mut self, ui: &mut Ui, map: &Map, selection: &Selection) -> Vec<Action> {
        let mut out = Vec::new();
        // Wrapped: the check box goes to a line of its own where the panel is narrow or the
        // language's words are long, rather than widening the side panel.
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr!(lang(), "objects-search"));
            ui.add(
                egui::TextEdit::singleline(&mut self.query)
                    .hint_text(tr!(lang(), "objects-search-hint"))
                    .desired_width(150.0),
            )
            .labelled_by(l.id);
            ui.checkbox(
                &mut self.dangling_only,
                tr!(lang(), "objects-dangling-only"),
            )
            .on_hover_text(tr!(lang(), "objects-dangling-only-hover"));
        });
        let shown = self.shown(map);
        let dangling = shown.iter().filter(|r| r.dangling.is_some()).count();
        ui.weak(match dangling {
            0 => tr!(lang(), "objects-count", n = shown.len()),
            n => tr!(
                lang(),
                "objects-count-dangling",
                n = shown.len(),
                dangling = n
            ),
        });
        let height = ui.text_style_height(&egui::TextStyle::Button) + ui.spacing().item_spacing.y;
        let mut area = egui::ScrollArea::vertical();
        let single = selection.single().cloned();
        if single != self.followed {
            self.followed = single.clone();
            if let Some(k) = single.and_then(|s| shown.iter().position(|r| r.item.same(&s))) {
                area = area.vertical_scroll_offset((k as f32 - 3.0).max(0.0) * height);
            }
        }
        area.id_salt("object-list")
            .max_height(260.0)
            .auto_shrink([false, true])
            .show_rows(ui, height, shown.len(), |ui, range| {
                for row in &shown[range] {
                    self.row_ui(ui, row, selection, &mut out);
                }
            });
        out
    }

    fn row_ui(&self, ui: &mut Ui, row: &Row, selection: &Selection, out: &mut Vec<Action>) {
        let selected = selection.contains(&row.item);
        let text = match &row.dangling {
            Some(_) => RichText::new(tr!(
                lang(),
                "objects-row-dangling",
                item = row.text.as_str()
            ))
            .color(ui.visuals().warn_fg_color),
            None => RichText::new(&row.text),
        };
        // A long row is cut short at the panel's edge; its hover gives it whole.
        let resp = ui.add(egui::Button::selectable(selected, text).truncate());
        let hover = match &row.dangling {
            Some(why) => tr!(lang(), "objects-dangling-hover", why = why.as_str()),
            None => tr!(lang(), "objects-row-hover"),
        };
        let resp = resp.on_hover_text(format!("{}\n{hover}", row.text));
        if resp.clicked() {
            out.push(Action::Select(Selection::one(row.item.clone())));
            if !row.points.is_empty() {
                out.push(Action::Frame(row.points.clone()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Base, Path, Region};

    #[test]
    fn dangling_paths_and_rings_are_listed_and_marked() {
        let mut map = Map::default();
        map.bases.push(Base::new("a", Point::new(0.0, 0.0)));
        map.paths.push(Path::new("a", "ghost"));
        map.regions.push(Region {
            id: "r".into(),
            name: String::new(),
            medals: 1,
            marker: Point::new(5.0, 5.0),
            ring: vec!["a".into(), "gone".into()],
        });
        let rows = rows(&map);
        assert_eq!(rows.len(), 3);
        let path = &rows[1];
        assert!(path.dangling.as_deref().unwrap().contains("`ghost`"));
        assert_eq!(path.points, vec![Point::new(0.0, 0.0)]);
        assert!(rows[2].dangling.as_deref().unwrap().contains("`gone`"));
        assert!(rows[0].dangling.is_none());
    }

    #[test]
    fn the_search_matches_ids_and_names_ignoring_case() {
        let mut map = Map::default();
        map.bases.push(Base {
            name: "Castle Hill".into(),
            ..Base::new("b1", Point::new(0.0, 0.0))
        });
        map.bases.push(Base::new("mill", Point::new(50.0, 0.0)));
        let list = ObjectList {
            query: "castle".into(),
            ..ObjectList::default()
        };
        let shown = list.shown(&map);
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0].item, Item::Loc("b1".into()));
    }
}
