//! Copy, cut, paste and duplicate (Ctrl+C, Ctrl+X, Ctrl+V, Ctrl+D) through the system clipboard.
//!
//! The clipboard holds map RON: the copied items as a map file of their own, which a text editor
//! can read and save and another map can paste. Pasting gives every item a fresh id (never one the
//! document used before), keeps the paths and regions among the pasted items, and puts the items
//! at the pointer, as one undo step.

use super::MapWorkspace;
use super::edit::Edit;
use super::selection::{Item, Selection};
use crate::app::i18n::lang;
use crate::limits::MAX_MAP_LOCATIONS;
use crate::map::transform::{self, Placed};
use crate::map::{Map, Point};
use crate::scenario::Words;
use egui::{Event, Key, KeyboardShortcut, Modifiers};
use toyforge_core::tr;

/// Where a duplicate goes, from its original, in map units.
const DUPLICATE_OFFSET: f32 = 40.0;

impl MapWorkspace {
    /// The selection as map RON for the clipboard, or `None` when nothing is selected. A
    /// selected path brings its two ends; a selected region brings the bases of its ring.
    pub fn copy_text(&self) -> Option<String> {
        self.copied_fragment().map(|f| f.to_ron())
    }

    fn copied_fragment(&self) -> Option<Map> {
        if self.selection.is_empty() {
            return None;
        }
        let mut locs = Vec::new();
        let mut regions = Vec::new();
        for item in self.selection.items() {
            match item {
                Item::Loc(id) => locs.push(id.clone()),
                Item::Region(id) => regions.push(id.clone()),
                Item::Path(a, b) => locs.extend([a.clone(), b.clone()]),
            }
        }
        let f = transform::extract(self.doc.map(), &locs, &regions);
        let empty = f.bases.is_empty() && f.hqs.is_empty() && f.regions.is_empty();
        (!empty).then_some(f)
    }

    /// Pastes map RON `text` with the middle of its items at `at` (the view's centre when
    /// `None`), as one undo step, and selects what was pasted. Text that is not a map, or a map
    /// with nothing in it, is refused with a message saying why (line and column included).
    pub fn paste_text(&mut self, text: &str, at: Option<Point>) -> Result<usize, String> {
        let fragment = Map::from_ron(text, &tr!(lang(), "clip-source"))
            .map_err(|e| tr!(lang(), "clip-not-map", error = e.to_string()))?;
        let at = at.unwrap_or(self.canvas.view.center);
        self.insert_fragment(&fragment, at, "paste")
    }

    /// Copies the selection and pastes it a little below and to the right of where it is.
    /// With a snapping grid, the copy lands a whole step off (`snap`).
    pub fn duplicate(&mut self, snap: Option<f32>) -> Result<usize, String> {
        let Some(f) = self.copied_fragment() else {
            return Err(tr!(lang(), "clip-select-to-duplicate"));
        };
        let (lo, hi) =
            transform::bounds(&f).ok_or_else(|| tr!(lang(), "clip-nothing-to-duplicate"))?;
        let step = snap.unwrap_or(DUPLICATE_OFFSET).max(DUPLICATE_OFFSET);
        let at = Point::new((lo.x + hi.x) / 2.0 + step, (lo.y + hi.y) / 2.0 + step);
        self.insert_fragment(&f, at, "duplicate")
    }

    /// Adds `fragment` at `at` with fresh ids, as one step labelled "`verb` N items" (`verb`
    /// is `paste` or `duplicate`, the key of the messages).
    fn insert_fragment(&mut self, fragment: &Map, at: Point, verb: &str) -> Result<usize, String> {
        let (map, seen) = (self.doc.map(), &self.seen_ids);
        let Placed { items, dropped } =
            transform::place(fragment, Some(at), &|id| seen.taken(map, id));
        let count = items.bases.len() + items.hqs.len() + items.regions.len();
        if count == 0 {
            return Err(tr!(lang(), "clip-empty", verb = verb));
        }
        let locations = map.bases.len() + map.hqs.len() + items.bases.len() + items.hqs.len();
        if locations > MAX_MAP_LOCATIONS {
            return Err(tr!(
                lang(),
                "clip-too-many",
                verb = verb,
                n = locations,
                max = MAX_MAP_LOCATIONS
            ));
        }
        let selection = Selection::from_items(
            items
                .hqs
                .iter()
                .map(|h| Item::Loc(h.id.clone()))
                .chain(items.bases.iter().map(|b| Item::Loc(b.id.clone())))
                .chain(items.regions.iter().map(|r| Item::Region(r.id.clone())))
                .chain(
                    items
                        .paths
                        .iter()
                        .map(|p| Item::Path(p.0.clone(), p.1.clone())),
                ),
        );
        let label = tr!(lang(), "clip-edit", verb = verb, n = count);
        self.apply(Edit::Insert {
            label,
            items: Box::new(items),
        })
        .map_err(|e| tr!(lang(), "clip-refused", verb = verb, error = e.to_string()))?;
        self.set_selection(selection);
        let msg = if dropped.is_empty() {
            tr!(lang(), "clip-done", verb = verb, n = count)
        } else {
            tr!(
                lang(),
                "clip-done-dropped",
                verb = verb,
                n = count,
                dropped = dropped.len(),
                ids = Words::new(lang())
                    .list(&dropped.iter().map(|d| d.render(lang())).collect::<Vec<_>>())
            )
        };
        self.say(msg);
        Ok(count)
    }

    /// Copies the selection to the system clipboard.
    pub(in crate::app) fn copy_to_clipboard(&mut self, ctx: &egui::Context) -> bool {
        match self.copy_text() {
            Some(text) => {
                ctx.copy_text(text);
                self.say(tr!(lang(), "clip-copied", n = self.selection.len()));
                true
            }
            None => {
                self.say(tr!(lang(), "clip-select-to-copy"));
                false
            }
        }
    }

    /// Cut: copy, then delete the selection (one undo step).
    pub(in crate::app) fn cut_to_clipboard(&mut self, ctx: &egui::Context) {
        if self.copy_to_clipboard(ctx) {
            let items = self.selection.items().to_vec();
            if self.apply(Edit::Delete(items)).is_ok() {
                self.set_selection(Selection::default());
                self.say(tr!(lang(), "clip-cut"));
            }
        }
    }

    /// The clipboard events of the frame (copy, cut, paste) and Ctrl+D, unless a text field
    /// has the keyboard (it then copies and pastes text itself).
    pub(in crate::app) fn clipboard_input(&mut self, ctx: &egui::Context, snap: Option<f32>) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let events: Vec<Event> = ctx.input(|i| {
            i.events
                .iter()
                .filter(|e| matches!(e, Event::Copy | Event::Cut | Event::Paste(_)))
                .cloned()
                .collect()
        });
        let duplicate = ctx
            .input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::D)));
        for e in events {
            match e {
                Event::Copy => {
                    self.copy_to_clipboard(ctx);
                }
                Event::Cut => self.cut_to_clipboard(ctx),
                Event::Paste(text) => {
                    if let Err(msg) = self.paste_text(&text, self.canvas.hover) {
                        self.say(msg);
                    }
                }
                _ => {}
            }
        }
        if duplicate && let Err(msg) = self.duplicate(snap) {
            self.say(msg);
        }
    }
}

impl MapWorkspace {
    /// Cut, Copy, Paste and Duplicate in the Edit menu.
    pub(in crate::app) fn clipboard_menu(&mut self, ui: &mut egui::Ui, snap: Option<f32>) {
        let some = !self.selection.is_empty();
        let sc = |ui: &egui::Ui, k| {
            ui.ctx()
                .format_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, k))
        };
        let ctx = ui.ctx().clone();
        if ui
            .add_enabled(
                some,
                egui::Button::new(tr!(lang(), "clip-menu-cut")).shortcut_text(sc(ui, Key::X)),
            )
            .clicked()
        {
            self.cut_to_clipboard(&ctx);
        }
        if ui
            .add_enabled(
                some,
                egui::Button::new(tr!(lang(), "clip-menu-copy")).shortcut_text(sc(ui, Key::C)),
            )
            .clicked()
        {
            self.copy_to_clipboard(&ctx);
        }
        if ui
            .add(egui::Button::new(tr!(lang(), "clip-menu-paste")).shortcut_text(sc(ui, Key::V)))
            .on_hover_text(tr!(lang(), "clip-menu-paste-hover"))
            .clicked()
        {
            // The window reads the system clipboard and sends it back as a paste event.
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        if ui
            .add_enabled(
                some,
                egui::Button::new(tr!(lang(), "clip-menu-duplicate")).shortcut_text(sc(ui, Key::D)),
            )
            .clicked()
            && let Err(msg) = self.duplicate(snap)
        {
            self.say(msg);
        }
    }
}
