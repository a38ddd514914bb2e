//! Driving the app headless with egui_kittest, as the UI tests do.

use egui::{Event, Modifiers, PointerButton, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use toyforge::app::EditorApp;
use toyforge::map::Point;

pub type H = Harness<'static, EditorApp>;

/// A harness drawing `app` in a window of `size`, before its first frame.
pub fn harness_sized(app: EditorApp, size: Vec2) -> H {
    Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut EditorApp| app.ui(ui), app)
}

/// A harness drawing `app` in a window the size of a laptop's screen, after its first frame.
pub fn harness(app: EditorApp) -> H {
    let mut h = harness_sized(app, vec2(1600.0, 1100.0));
    h.run();
    h
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
    h.get_by_label("Path").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Path")
        .type_text(&path.display().to_string());
    h.run();
    h.get_by_label(button).click_accesskit();
    // Steps, not runs to rest: what the file starts (a game against the computer) may go on.
    for _ in 0..3 {
        h.step();
    }
    assert!(h.state().asking_for().is_none(), "the file browser closed");
}

/// The editor in a window of `size` on the "Lesson steps" tab of a new lesson on the bundled
/// Castle Field.
pub fn new_lesson_steps(size: Vec2) -> H {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_mode(toyforge::app::Mode::Lesson);
    let mut h = harness_sized(app, size);
    h.run();
    h.get_by_label("New lesson on this map").click();
    h.run();
    h.get_by_label("Lesson steps").click();
    h.run();
    h
}
