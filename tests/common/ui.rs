//! Driving the app headless with egui_kittest, as the UI tests do.

use egui::{Event, Modifiers, PointerButton, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::map::edit::Edit;
use toyforge::app::map::selection::Item;
use toyforge::app::{EditorApp, Mode, bundled_map};
use toyforge::map::{Map, Point};
use toyforge::scenario::{Scenario, Step};

pub type H = Harness<'static, EditorApp>;

/// The editor as a UI test opens it: the app (on the bundled Castle Field unless told), the
/// size of its window (a laptop's, 1600×1100, unless told) and whether a character no font has
/// is drawn as a box. [`Editor::build`] gives the harness before its first frame,
/// [`Editor::run`] after it.
pub struct Editor {
    app: EditorApp,
    size: Vec2,
    tofu: bool,
}

impl Editor {
    /// `app`, made by the test (with a recovery folder, a file opened, a language...).
    pub fn app(app: EditorApp) -> Self {
        Editor {
            app,
            size: vec2(1600.0, 1100.0),
            tofu: false,
        }
    }

    /// The editor on `map`, from the file `path` (`None`: never saved).
    pub fn on(map: Map, path: Option<PathBuf>) -> Self {
        Self::app(EditorApp::new(map, path))
    }

    /// The editor on the bundled Castle Field, never saved.
    pub fn bundled() -> Self {
        Self::on(bundled_map(), None)
    }

    /// In a window of `width`×`height`.
    pub fn size(mut self, width: f32, height: f32) -> Self {
        self.size = vec2(width, height);
        self
    }

    /// In a small laptop's window, 1400×900: the side panels leave the canvas little room.
    pub fn small_laptop(self) -> Self {
        self.size(1400.0, 900.0)
    }

    /// In `mode` (the map editor, the lesson workspace, play) from its first frame.
    pub fn mode(mut self, mode: Mode) -> Self {
        self.app.set_mode(mode);
        self
    }

    /// Drawing a box for a character no font has (egui's tofu), as a system without the font
    /// does, where otherwise the test fails: for text in Chinese, which the test fonts lack.
    pub fn tofu(mut self) -> Self {
        self.tofu = true;
        self
    }

    /// The harness, before its first frame.
    pub fn build(self) -> H {
        // A background job (the engine's check of a lesson, a search) asks for a frame when it
        // ends, which on a loaded machine may fall inside a run and need a few frames more than
        // egui_kittest's default of 4; a UI that never settles still fails.
        let mut builder = Harness::builder().with_size(self.size).with_max_steps(12);
        if self.tofu {
            builder = builder.allow_missing_glyphs();
        }
        builder.build_ui_state(|ui, app: &mut EditorApp| app.ui(ui), self.app)
    }

    /// The harness, after its first frame.
    pub fn run(self) -> H {
        let mut h = self.build();
        h.run();
        h
    }

    /// The harness in the lesson workspace with a new lesson on the map, on its Position tab.
    pub fn new_lesson(self) -> H {
        let mut h = self.mode(Mode::Lesson).run();
        h.get_by_label("New lesson on this map").click();
        h.run();
        assert!(h.state().lesson().doc().is_some(), "a new lesson is open");
        h
    }

    /// The harness on the "Lesson steps" tab of a new lesson on the map.
    pub fn new_lesson_steps(self) -> H {
        let mut h = self.new_lesson();
        h.get_by_label("Lesson steps").click();
        h.run();
        h
    }
}

/// A harness drawing `app` in a window of `size`, before its first frame.
pub fn harness_sized(app: EditorApp, size: Vec2) -> H {
    Editor::app(app).size(size.x, size.y).build()
}

/// A harness drawing `app` in a window the size of a laptop's screen, after its first frame.
pub fn harness(app: EditorApp) -> H {
    Editor::app(app).run()
}

/// Clicks the editor's canvas at map point `p`.
pub fn click_map(h: &mut Harness<'_, EditorApp>, p: Point) {
    click_map_with(h, p, Modifiers::NONE);
}

/// Clicks the editor's canvas at map point `p` with `modifiers` held (Shift, Ctrl, ...).
pub fn click_map_with(h: &mut Harness<'_, EditorApp>, p: Point, modifiers: Modifiers) {
    let pos = h.state().transform().expect("the canvas was drawn").pos(p);
    h.hover_at(pos);
    if modifiers != Modifiers::NONE {
        h.event(Event::ModifiersChanged(modifiers));
    }
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers,
        });
    }
    if modifiers != Modifiers::NONE {
        h.event(Event::ModifiersChanged(Modifiers::NONE));
    }
    h.run();
}

/// Presses the widget with this (accessible) label, wherever the panels have scrolled.
pub fn press(h: &mut H, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run();
}

/// Clicks board location `id` (its accessible label starts with `@id` and a line break).
pub fn click_location(h: &mut H, id: &str) {
    h.get_by_label_contains(&format!("@{id}\n")).click();
    h.run();
}

/// Right-clicks board location `id`.
pub fn right_click_location(h: &mut H, id: &str) {
    h.get_by_label_contains(&format!("@{id}\n"))
        .click_secondary();
    h.run();
}

/// Whether some text on screen contains `text`.
pub fn shows(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Whether a text on screen is exactly `text`.
pub fn shows_exactly(h: &H, text: &str) -> bool {
    h.query_by_label(text).is_some()
}

/// The colours the last frame wrote `text` in (each text shape that says exactly `text`).
pub fn text_colours(h: &H, text: &str) -> Vec<egui::Color32> {
    let mut todo: Vec<egui::Shape> = h.output().shapes.iter().map(|c| c.shape.clone()).collect();
    let mut out = Vec::new();
    while let Some(s) = todo.pop() {
        match s {
            egui::Shape::Vec(v) => todo.extend(v),
            egui::Shape::Text(t) if t.galley.text() == text => {
                out.extend(t.galley.job.sections.iter().map(|s| s.format.color));
            }
            _ => {}
        }
    }
    out
}

/// Where the lesson's board is: its area, then each location's area (which fix the board's
/// scale and offset on screen), by location id.
pub fn board_place(h: &H) -> Vec<(String, egui::Rect)> {
    let doc = h.state().lesson().doc().expect("a lesson");
    let b = toyforge::engine::Board::compile(doc.map()).expect("the map compiles");
    let board = h.get_by_label(toyforge_ui::BOARD_LABEL).rect();
    std::iter::once(("board".to_string(), board))
        .chain(b.locations().map(|l| {
            let id = b.id(l).to_string();
            let rect = h.get_by_label_contains(&format!("@{id}\n")).rect();
            (id, rect)
        }))
        .collect()
}

/// Picks `path` in the app's file browser, open or opening: types the path into its Path field
/// (over the name it suggests) and presses `button` ("Open", "Save", "Start"...).
pub fn pick_in_browser(h: &mut H, path: &std::path::Path, button: &str) {
    // A few frames: the window fades in, and then stays where it is.
    for _ in 0..4 {
        h.run();
    }
    assert!(h.state().asking_for().is_some(), "the file browser is open");
    type_into(h, "Path", &path.display().to_string());
    h.get_by_label(button).click_accesskit();
    // Steps, not runs to rest: what the file starts (a game against the computer) may go on.
    for _ in 0..3 {
        h.step();
    }
    assert!(h.state().asking_for().is_none(), "the file browser closed");
}

/// Moves the bundled map's central bridge `dx` to the right, one edit of the map as a drag
/// makes; draws no frame.
pub fn move_central_bridge(h: &mut H, dx: f32) {
    h.state_mut()
        .apply(Edit::MoveBy {
            items: vec![Item::Loc("central-bridge".into())],
            dx,
            dy: 0.0,
        })
        .unwrap();
}

/// Applies `edits` to the open lesson in turn, each alone in the undo history, as the
/// workspace's forms do; then draws a frame.
pub fn edit_lesson(h: &mut H, edits: impl IntoIterator<Item = LessonEdit>) {
    let doc = h
        .state_mut()
        .lesson_mut()
        .doc_mut()
        .expect("a lesson is open");
    for edit in edits {
        doc.apply(edit, Merge::Alone).unwrap();
    }
    h.run();
}

/// Puts the lesson fixture `name` (of `tests/fixtures/`, `"unfair/x.ron"` for one in a folder)
/// into the open lesson: its position, and its first step, changed by `change`, as step 1.
pub fn add_first_step_of(h: &mut H, name: &str, change: impl FnOnce(&mut Step)) {
    let lesson = Scenario::load(&toyforge_core::testkit::fixture(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .scenario;
    let mut step = lesson.steps[0].clone();
    change(&mut step);
    edit_lesson(
        h,
        [
            LessonEdit::SetPosition(lesson.position),
            LessonEdit::AddStep { at: 0, step },
        ],
    );
}

/// Types `text` into the field labelled `label`, replacing what it holds: focuses it, selects
/// all, erases it (so that an empty `text` leaves the field empty) and types.
pub fn type_into(h: &mut Harness<'_, EditorApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    h.get_by_label(label).type_text(text);
    h.run();
}
