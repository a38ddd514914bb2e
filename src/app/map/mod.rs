//! The map editor's workspace, beside the play and lesson workspaces: the map's document and
//! everything drawn around it (the canvas and its tools, the inspector, the object list,
//! problems, facts, arranging, the clipboard, the balance lab, the names in other languages, the
//! tracing image).
//!
//! The workspace never reaches the shell: what it needs from it (a message in the status bar, a
//! file dialog, file work after the frame) it queues as a [`Request`], which the shell takes
//! with [`MapWorkspace::take_requests`]. Its panels and tools return [`Action`]s and
//! [`tools::Output`]s, applied after they are drawn.

pub mod analysis;
pub mod arrange;
pub mod background;
pub mod canvas;
pub mod canvas_widget;
pub(crate) mod clipboard;
pub mod draw;
pub mod edit;
pub mod facts;
pub mod inspector;
pub(crate) mod lesson_refs;
pub mod map_panel;
pub mod names_panel;
pub mod object_list;
pub mod problems;
pub mod selection;
pub mod tools;

use super::i18n::{CjkFonts, lang};
use super::theme;
use toyforge_core::tr;

use crate::map::{Map, MapFacts, Point, Problem, Severity};
use analysis::AnalysisPanel;
use arrange::Arrange;
use background::Background;
use canvas::View;
use canvas_widget::{CanvasInput, CanvasState};
use edit::{Document, Edit, EditError, History, Merge, SeenIds};
use egui::{Key, Modifiers, RichText, Ui};
use inspector::Inspector;
use lesson_refs::LessonRefs;
use names_panel::NamesPanel;
use object_list::ObjectList;
use selection::{Item, Selection};
use std::collections::HashMap;
use std::path::PathBuf;
use theme::{Palette, Prefs};
use tools::{Cx, Output, Tool, ToolKind, Tools};
use toyforge_ui::board::ToScreen;

/// What panels and tools ask for, applied in order after they are drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Apply(Edit, Merge),
    Rename {
        old: String,
        new: String,
    },
    Select(Selection),
    /// Show these map points.
    Frame(Vec<Point>),
    Message(String),
    /// Drop the edits of the gesture under way (a tool's Escape).
    CancelGesture,
    Request(Request),
}

/// What the map workspace asks of the shell; the shell takes them with
/// [`MapWorkspace::take_requests`].
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// A message for the status bar.
    Message(String),
    /// Choose a tracing image.
    PickBackground,
    /// After a rename: look for lessons next to the map that use the old id.
    ScanLessonRefs { old: String, new: String },
    /// Rewrite the old id in those lessons.
    UpdateLessonRefs(Box<LessonRefs>),
    /// Choose a map file to compare the draft with (the balance lab's A/B).
    CompareDialog,
    /// Compare the draft with the map file at this path.
    CompareWith(PathBuf),
}

/// The map editor's state.
pub struct MapWorkspace {
    pub(in crate::app) doc: Document,
    pub(in crate::app) selection: Selection,
    pub(in crate::app) tools: Tools,
    pub(in crate::app) tool: ToolKind,
    pub(in crate::app) canvas: CanvasState,
    pub(in crate::app) background: Background,
    pub(in crate::app) inspector: Inspector,
    pub(in crate::app) problems: Vec<Problem>,
    problem_ids: HashMap<String, Severity>,
    facts: MapFacts,
    pub(in crate::app) geo: draw::Geometry,
    checked_rev: Option<u64>,
    analysed_rev: Option<u64>,
    gesture: u64,
    /// Every id the map document has used: new items never take one.
    pub(in crate::app) seen_ids: SeenIds,
    /// The clipboard, align and symmetry tools' state (the Arrange menu, its dialog).
    pub(in crate::app) arrange: Arrange,
    /// The searchable list of every item, dangling ones included.
    object_list: ObjectList,
    names_panel: NamesPanel,
    /// Lessons that name an id just renamed, waiting for an answer.
    pub(in crate::app) lesson_refs: Option<LessonRefs>,
    /// The balance lab (Analysis section of the side panel and its heat overlay).
    pub(in crate::app) analysis: AnalysisPanel,
    /// What the shell is asked for, in order.
    requests: Vec<Request>,
}

impl MapWorkspace {
    /// The workspace on `map`, read from `path` if given, framed on the next frame.
    pub fn new(map: Map, path: Option<PathBuf>) -> MapWorkspace {
        let mut canvas = CanvasState::default();
        canvas.fit(&map);
        MapWorkspace {
            doc: Document::new(map, path),
            selection: Selection::default(),
            tools: Tools::default(),
            tool: ToolKind::Select,
            canvas,
            background: Background::default(),
            inspector: Inspector::default(),
            problems: Vec::new(),
            problem_ids: HashMap::new(),
            facts: crate::map::map_facts(&Map::default()),
            geo: draw::Geometry::default(),
            checked_rev: None,
            analysed_rev: None,
            gesture: 0,
            seen_ids: SeenIds::default(),
            arrange: Arrange::default(),
            object_list: ObjectList::default(),
            names_panel: NamesPanel::default(),
            lesson_refs: None,
            analysis: AnalysisPanel::default(),
            requests: Vec::new(),
        }
    }

    // ----- what the shell and tests read -----

    pub fn map(&self) -> &Map {
        self.doc.map()
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }

    pub fn history(&self) -> &History {
        self.doc.history()
    }

    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    pub fn tool(&self) -> ToolKind {
        self.tool
    }

    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    pub fn facts(&self) -> &MapFacts {
        &self.facts
    }

    pub fn analysis(&self) -> &AnalysisPanel {
        &self.analysis
    }

    pub fn analysis_mut(&mut self) -> &mut AnalysisPanel {
        &mut self.analysis
    }

    pub fn view(&self) -> &View {
        &self.canvas.view
    }

    pub fn view_mut(&mut self) -> &mut View {
        &mut self.canvas.view
    }

    /// The screen transform of the last frame's canvas, if it was drawn.
    pub fn transform(&self) -> Option<ToScreen> {
        self.canvas.rect.map(|r| self.canvas.view.to_screen(r))
    }

    /// The name the window and the status bar give the map: its file's, else its own.
    pub fn doc_name(&self) -> String {
        match &self.doc.path {
            Some(p) => p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| p.display().to_string()),
            None => self.doc.map().name.clone(),
        }
    }

    /// The folder of the map's file (with a trailing separator), where dialogs start.
    pub fn folder(&self) -> Option<PathBuf> {
        self.doc
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map(|d| d.join(""))
    }

    /// What the workspace asked of the shell since the last call.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    pub(in crate::app) fn say(&mut self, msg: impl Into<String>) {
        self.requests.push(Request::Message(msg.into()));
    }

    // ----- changes -----

    pub fn set_tool(&mut self, kind: ToolKind) {
        if kind != self.tool {
            let outs = self.tools.get_mut(self.tool).cancel();
            self.apply_outputs(outs);
            self.tool = kind;
        }
    }

    /// A tool's shortcut: the tool, or (the HQ tool's key again) the HQ tool's other side.
    pub fn pick_tool(&mut self, kind: ToolKind) {
        if kind == ToolKind::Hq && self.tool == ToolKind::Hq {
            self.tools.hq.side = self.tools.hq.side.other();
        }
        self.set_tool(kind);
    }

    pub fn set_selection(&mut self, selection: Selection) {
        if selection != self.selection {
            self.doc.end_group();
            self.selection = selection;
        }
    }

    /// Selects every location and region.
    pub fn select_all(&mut self) {
        let map = self.doc.map();
        let items = map
            .bases
            .iter()
            .map(|b| Item::Loc(b.id.clone()))
            .chain(map.hqs.iter().map(|h| Item::Loc(h.id.clone())))
            .chain(map.regions.iter().map(|r| Item::Region(r.id.clone())))
            .collect::<Vec<_>>();
        self.set_selection(Selection::from_items(items));
    }

    /// Frames the whole map on the next frame.
    pub fn fit(&mut self) {
        self.canvas.fit(self.doc.map());
    }

    /// Escape: ends the gesture under way, else clears the selection.
    pub fn cancel(&mut self) {
        if self.tools.get(self.tool).busy() {
            let outs = self.tools.get_mut(self.tool).cancel();
            self.apply_outputs(outs);
        } else {
            self.set_selection(Selection::default());
        }
    }

    /// Applies an edit as one undo step, or says why not (and changes nothing).
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        self.run_actions(vec![Action::Apply(edit, Merge::Alone)])
    }

    /// The one place an edit enters the map's document: [`Document::apply`] with the edit and
    /// how it joins the step before; then the ids seen and the selection follow it.
    fn enter(&mut self, edit: Edit, merge: Merge) -> Result<(), EditError> {
        let renamed = match &edit {
            Edit::Rename { old, new } => Some((old.clone(), new.clone())),
            _ => None,
        };
        self.doc.apply(&edit, merge)?;
        self.seen_ids.note_edit(&edit);
        if let Some((old, new)) = renamed {
            self.selection.rename(&old, &new);
        }
        Ok(())
    }

    /// Undoes the last step; during a gesture, cancels the gesture instead (a chain of paths
    /// ends, and its last path is undone).
    pub fn undo(&mut self) {
        let tool = self.tools.get(self.tool);
        if tool.busy() {
            let goes_on = tool.undo_goes_on();
            let outs = self.tools.get_mut(self.tool).cancel();
            self.apply_outputs(outs);
            if !goes_on {
                return;
            }
        }
        if self.doc.undo() {
            self.selection.retain_existing(self.doc.map());
        } else {
            self.say(tr!(lang(), "status-nothing-to-undo"));
        }
    }

    pub fn redo(&mut self) {
        if self.doc.redo() {
            self.selection.retain_existing(self.doc.map());
        } else {
            self.say(tr!(lang(), "status-nothing-to-redo"));
        }
    }

    /// Ends the undo step being grown (a change of focus ends a burst of typing).
    pub fn end_group(&mut self) {
        self.doc.end_group();
    }

    /// Puts another map document in place of this one (New, Open, recovery): the gesture under
    /// way, the selection, the ids seen and the balance lab's results go with the old one.
    pub fn replace_document(&mut self, doc: Document) {
        let outs = self.tools.get_mut(self.tool).cancel();
        let _ = outs; // the old document's gesture dies with it
        self.doc = doc;
        self.seen_ids = SeenIds::default();
        self.arrange.centre = None;
        self.arrange.complete.used = None;
        self.selection = Selection::default();
        self.checked_rev = None;
        self.analysed_rev = None;
        // The balance lab's results were for the map before: they go with it.
        self.analysis.forget();
        self.canvas.fit(self.doc.map());
        self.refresh();
    }

    /// Follows a change of the map: positions at once; validation and facts too, except during
    /// a drag, where they wait for the drop (a big map's checks need not run every frame).
    pub(in crate::app) fn refresh(&mut self) {
        let busy = self.tools.get(self.tool).dragging();
        let changed = self.checked_rev != Some(self.doc.rev());
        if changed && busy && self.geo.follow(self.doc.map()) {
            // A drag: the board follows, its labels are placed anew at the drop.
            self.checked_rev = Some(self.doc.rev());
        } else if changed || (!busy && !self.geo.settled) {
            self.checked_rev = Some(self.doc.rev());
            self.seen_ids.note_map(self.doc.map());
            self.geo = draw::Geometry::new(self.doc.map());
            let (map, geo) = (self.doc.map(), &self.geo);
            self.selection.retain(|item| match item {
                Item::Loc(id) => geo.pos(id).is_some(),
                Item::Region(id) => geo.region_keys.contains(&id.to_ascii_lowercase()),
                Item::Path(..) => item.exists(map),
            });
        }
        if self.analysed_rev != Some(self.doc.rev()) && !busy {
            self.analysed_rev = Some(self.doc.rev());
            self.problems = crate::map::validate(self.doc.map());
            self.problem_ids = problems::by_id(&self.problems);
            self.facts = crate::map::map_facts(self.doc.map());
        }
    }

    /// Applies what a tool returned, as the actions it stands for (a gesture's edits join
    /// the gesture's step, nudges in a row make one step).
    pub(in crate::app) fn apply_outputs(&mut self, outs: Vec<Output>) {
        let gesture = self.gesture;
        let actions = outs
            .into_iter()
            .map(|o| match o {
                Output::Edit(e) => Action::Apply(e, Merge::Alone),
                Output::GestureEdit(e) => Action::Apply(e, Merge::Gesture(gesture)),
                Output::Nudge(e) => Action::Apply(e, Merge::Nudge),
                Output::Select(s) => Action::Select(s),
                Output::CancelGesture => Action::CancelGesture,
                Output::Message(m) => Action::Message(m),
            })
            .collect();
        self.apply_actions(actions);
    }

    /// Applies what a panel or a tool asked for, in order; a refused edit is said in the status
    /// bar.
    pub fn apply_actions(&mut self, actions: Vec<Action>) {
        if let Err(e) = self.run_actions(actions) {
            // The refusal is a fragment ("the id `a` is already used") said on its own.
            self.say(crate::scenario::capitalise(&e.0));
        }
    }

    /// Every edit of the workspace comes through here, whoever asked for it. A refused edit
    /// changes nothing, ends the list (what follows was asked on its account) and is returned;
    /// the selection keeps only what exists.
    fn run_actions(&mut self, actions: Vec<Action>) -> Result<(), EditError> {
        let mut result = Ok(());
        for a in actions {
            match a {
                Action::Apply(e, merge) => result = self.enter(e, merge),
                Action::Rename { old, new } => {
                    let edit = Edit::Rename {
                        old: old.clone(),
                        new: new.clone(),
                    };
                    result = self.enter(edit, Merge::Alone);
                    match &result {
                        Ok(()) => {
                            self.inspector.renamed(Ok(&new));
                            self.say(tr!(
                                lang(),
                                "status-renamed",
                                old = old.as_str(),
                                new = new.as_str()
                            ));
                            self.requests.push(Request::ScanLessonRefs { old, new });
                        }
                        Err(e) => self.inspector.renamed(Err((&old, e.0.clone()))),
                    }
                }
                Action::Select(s) => self.set_selection(s),
                Action::Frame(points) => self.canvas.pending_frame = Some(points),
                Action::Message(m) => self.say(m),
                Action::CancelGesture => {
                    self.doc.cancel_group(&Merge::Gesture(self.gesture));
                }
                Action::Request(r) => self.requests.push(r),
            }
            if result.is_err() {
                // A refused edit must not leave a selection of something never made.
                self.selection.retain_existing(self.doc.map());
                break;
            }
        }
        self.refresh();
        result
    }

    /// Arrows and Delete act on the selection whatever the tool.
    pub fn selection_key(&mut self, key: Key, shift: bool, snap: Option<f32>) {
        let Some(tf) = self.transform() else {
            return;
        };
        let mods = if shift {
            Modifiers::SHIFT
        } else {
            Modifiers::NONE
        };
        let cx = Cx {
            map: self.doc.map(),
            geo: &self.geo,
            selection: &self.selection,
            tf: &tf,
            snap,
            mods,
            seen: &self.seen_ids,
        };
        let outs = self.tools.select.key(&cx, key);
        self.apply_outputs(outs);
    }

    // ----- the frame -----

    /// The panels beside the canvas; `fonts` tells whether a language's own name can be drawn
    /// (the names panel asks for a font that can draw Chinese, as the Language menu does).
    pub(in crate::app) fn side_panel(&mut self, ui: &mut Ui, fonts: &mut CjkFonts) {
        self.refresh();
        let mut actions = Vec::new();
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let map = self.doc.map();
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-inspector")).strong())
                    .id_salt("inspector")
                    .default_open(true)
                    .show(ui, |ui| {
                        actions.extend(self.inspector.ui(ui, map, &self.selection));
                    });
                let reveal = self.object_list.wants_open(map, &self.selection);
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-objects")).strong())
                    .id_salt("objects")
                    .default_open(false)
                    .open(reveal.then_some(true))
                    .show(ui, |ui| {
                        actions.extend(self.object_list.ui(ui, map, &self.selection));
                    });
                let (errors, warnings) = problems::counts(&self.problems);
                egui::CollapsingHeader::new(
                    RichText::new(tr!(
                        lang(),
                        "panel-problems",
                        errors = errors,
                        warnings = warnings
                    ))
                    .strong(),
                )
                .id_salt("problems")
                .default_open(true)
                .show(ui, |ui| {
                    actions.extend(problems::ui(ui, map, &self.problems));
                });
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-facts")).strong())
                    .id_salt("facts")
                    .default_open(true)
                    .show(ui, |ui| actions.extend(facts::ui(ui, map, &self.facts)));
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-analysis")).strong())
                    .id_salt("analysis")
                    .default_open(false)
                    .show(ui, |ui| {
                        let saved = self.doc.path.as_deref();
                        actions.extend(self.analysis.ui(ui, map, &self.facts, saved));
                    });
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-map")).strong())
                    .id_salt("map")
                    .default_open(false)
                    .show(ui, |ui| actions.extend(map_panel::ui(ui, map)));
                egui::CollapsingHeader::new(RichText::new(tr!(lang(), "panel-names")).strong())
                    .id_salt("names")
                    .default_open(false)
                    .show(ui, |ui| {
                        fonts.wanted = true;
                        let name = |l| fonts.menu_name(l);
                        actions.extend(self.names_panel.ui(ui, map, &name));
                    });
                egui::CollapsingHeader::new(
                    RichText::new(tr!(lang(), "panel-background")).strong(),
                )
                .id_salt("background")
                .default_open(false)
                .show(ui, |ui| {
                    if let Some(r) = self.background.ui(ui) {
                        actions.push(Action::Request(r));
                    }
                });
            });
        self.apply_actions(actions);
    }

    pub(in crate::app) fn canvas_ui(&mut self, ui: &mut Ui, prefs: &Prefs) {
        self.refresh();
        let tool = self.tools.get_mut(self.tool);
        let ev = self.canvas.show(
            ui,
            CanvasInput {
                map: self.doc.map(),
                geo: &self.geo,
                selection: &self.selection,
                prefs,
                problems: &self.problem_ids,
                background: &mut self.background,
                seen: &self.seen_ids,
            },
            tool,
        );
        if let (Some(tf), Some(rect)) = (self.transform(), self.canvas.rect) {
            let pal = Palette::new(prefs.dark);
            self.analysis
                .paint_overlay(&ui.painter_at(rect), &tf, self.doc.map(), &self.geo, &pal);
        }
        if ev.gesture_started {
            self.gesture += 1;
            self.doc.end_group();
        }
        self.apply_outputs(ev.outputs);
        if ev.gesture_ended {
            self.doc.end_group();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Base;

    fn workspace() -> MapWorkspace {
        let mut map = Map::default();
        map.bases.push(Base::new("a", Point::new(0.0, 0.0)));
        MapWorkspace::new(map, None)
    }

    fn move_a(dx: f32) -> Edit {
        Edit::MoveBy {
            items: vec![Item::Loc("a".into())],
            dx,
            dy: 0.0,
        }
    }

    #[test]
    fn a_refused_edit_ends_its_list_changes_nothing_and_is_said() {
        let mut ws = workspace();
        let taken = Base::new("a", Point::new(50.0, 0.0));
        ws.apply_actions(vec![
            Action::Apply(Edit::AddBase(taken), Merge::Alone),
            Action::Select(Selection::one(Item::Loc("a".into()))),
        ]);
        assert!(
            ws.selection().is_empty(),
            "what was asked after the refused edit is not done"
        );
        assert_eq!(ws.map().bases.len(), 1);
        assert!(!ws.history().can_undo());
        let said = ws.take_requests();
        assert!(
            matches!(said.as_slice(), [Request::Message(m)] if !m.is_empty()),
            "{said:?}"
        );
    }

    #[test]
    fn a_gesture_of_tool_outputs_is_one_step_and_escape_takes_it_back() {
        let mut ws = workspace();
        ws.gesture = 1;
        ws.apply_outputs(vec![
            Output::GestureEdit(move_a(5.0)),
            Output::GestureEdit(move_a(5.0)),
        ]);
        assert_eq!(ws.history().undo_len(), 1);
        assert_eq!(ws.map().bases[0].pos.x, 10.0);
        ws.apply_outputs(vec![Output::CancelGesture]);
        assert_eq!(ws.map().bases[0].pos.x, 0.0);
        assert!(!ws.history().can_undo());
    }

    #[test]
    fn direct_applies_and_panel_actions_share_the_history_rules() {
        let mut ws = workspace();
        ws.apply(move_a(1.0)).unwrap();
        ws.apply_actions(vec![Action::Apply(move_a(1.0), Merge::Nudge)]);
        ws.apply_actions(vec![Action::Apply(move_a(1.0), Merge::Nudge)]);
        assert_eq!(
            ws.history().undo_len(),
            2,
            "the nudges in a row make one step"
        );
        ws.undo();
        assert_eq!(ws.map().bases[0].pos.x, 1.0);
        let refused = ws.apply(Edit::AddBase(Base::new("a", Point::new(9.0, 9.0))));
        assert!(refused.is_err());
        assert!(
            ws.take_requests().is_empty(),
            "apply leaves the words to its caller"
        );
    }
}
