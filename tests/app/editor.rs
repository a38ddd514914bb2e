//! The editor driven through its real user interface with egui_kittest: keys, clicks and drags on
//! the canvas, the inspector and the file windows; assertions on the document and history.

use crate::common;

use common::ui::{Editor, click_map_with, type_into};
use egui::{Event, Key, Modifiers, PointerButton, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use toyforge::app::EditorApp;
use toyforge::app::map::selection::Item;
use toyforge::app::map::tools::ToolKind;
use toyforge::map::{Base, Map, Path, Point};

fn base(id: &str, x: f32, y: f32) -> Base {
    Base::new(id, Point::new(x, y))
}

/// A map of four bases joined in a square, plus one loose base.
fn square_map() -> Map {
    let mut map = Map::default();
    map.bases.push(base("nw", 100.0, 100.0));
    map.bases.push(base("ne", 400.0, 100.0));
    map.bases.push(base("se", 400.0, 400.0));
    map.bases.push(base("sw", 100.0, 400.0));
    map.bases.push(base("loose", 600.0, 250.0));
    for (a, b) in [("nw", "ne"), ("ne", "se"), ("se", "sw"), ("sw", "nw")] {
        map.paths.push(Path::new(a, b));
    }
    map
}

/// The square map with its ring made the region `field`, worth `medals`.
fn square_with_field(medals: u32) -> Map {
    let mut map = square_map();
    map.regions.push(toyforge::map::Region {
        id: "field".into(),
        name: String::new(),
        medals,
        marker: Point::new(250.0, 250.0),
        ring: vec!["nw".into(), "ne".into(), "se".into(), "sw".into()],
    });
    map
}

/// Where a map point is on screen.
fn screen(h: &Harness<'_, EditorApp>, p: Point) -> Pos2 {
    h.state().transform().expect("the canvas was drawn").pos(p)
}

fn press(h: &Harness<'_, EditorApp>, pos: Pos2, pressed: bool, modifiers: Modifiers) {
    h.event(Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers,
    });
}

/// Presses at `from`, moves in steps to `to`, and (if `release`) lets go there.
fn drag_map(h: &mut Harness<'_, EditorApp>, from: Point, to: Point, release: bool) {
    let (a, b) = (screen(h, from), screen(h, to));
    h.hover_at(a);
    press(h, a, true, Modifiers::NONE);
    for i in 1..=6 {
        h.hover_at(a + (b - a) * (i as f32 / 6.0));
    }
    if release {
        press(h, b, false, Modifiers::NONE);
    }
    h.run();
}

fn undo(h: &mut Harness<'_, EditorApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
}

fn redo_shift_z(h: &mut Harness<'_, EditorApp>) {
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
}

fn redo_y(h: &mut Harness<'_, EditorApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
}

fn near(a: Point, b: Point) -> bool {
    a.distance(b) < 0.5
}

#[test]
fn base_tool_click_places_a_base_and_undo_redo_toggle_it() {
    let mut h = Editor::on(Map::default(), None).small_laptop().build();
    h.key_press(Key::B);
    h.run();
    assert_eq!(h.state().tool(), ToolKind::Base);
    click_map_with(&mut h, Point::new(250.0, 180.0), Modifiers::NONE);
    let map = h.state().map();
    assert_eq!(map.bases.len(), 1);
    assert!(
        near(map.bases[0].pos, Point::new(250.0, 180.0)),
        "{:?}",
        map.bases[0].pos
    );
    assert_eq!(
        h.state().selection().single(),
        Some(&Item::Loc(map.bases[0].id.clone()))
    );
    undo(&mut h);
    assert!(h.state().map().bases.is_empty());
    redo_shift_z(&mut h);
    assert_eq!(h.state().map().bases.len(), 1);
    undo(&mut h);
    redo_y(&mut h);
    assert_eq!(h.state().map().bases.len(), 1);
}

#[test]
fn base_tool_click_on_a_base_selects_it_instead_of_stacking_another() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.get_by_label("Base B").click();
    h.run();
    click_map_with(&mut h, Point::new(102.0, 99.0), Modifiers::NONE);
    assert_eq!(h.state().map().bases.len(), 5);
    assert_eq!(
        h.state().selection().single(),
        Some(&Item::Loc("nw".into()))
    );
}

#[test]
fn path_tool_drag_connects_two_bases_and_undo_redo_it() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.get_by_label("Path P").click();
    h.run();
    assert_eq!(h.state().tool(), ToolKind::Path);
    drag_map(
        &mut h,
        Point::new(400.0, 100.0),
        Point::new(600.0, 250.0),
        true,
    );
    let paths = &h.state().map().paths;
    assert_eq!(paths.len(), 5);
    assert!(paths.last().unwrap().same_pair(&Path::new("ne", "loose")));
    undo(&mut h);
    assert_eq!(h.state().map().paths.len(), 4);
    redo_y(&mut h);
    assert_eq!(h.state().map().paths.len(), 5);
}

/// Five loose bases in a zigzag, `b0` to `b4`, at `zigzag(i)`.
fn zigzag(i: usize) -> Point {
    Point::new(
        100.0 + 150.0 * i as f32,
        if i.is_multiple_of(2) { 200.0 } else { 350.0 },
    )
}

fn five_bases() -> Map {
    let mut map = Map::default();
    for i in 0..5 {
        map.bases
            .push(base(&format!("b{i}"), zigzag(i).x, zigzag(i).y));
    }
    map
}

fn joined(h: &Harness<'_, EditorApp>) -> Vec<(String, String)> {
    let paths = &h.state().map().paths;
    paths.iter().map(|p| (p.0.clone(), p.1.clone())).collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn path_tool_chain_five_clicks_draw_four_paths_esc_ends_and_undo_takes_one() {
    let mut h = Editor::on(five_bases(), None).small_laptop().build();
    h.key_press(Key::P);
    h.run();
    let idle = ToolKind::Path.description();
    assert!(idle.contains("chain"), "the tool's hint says how: {idle}");
    for i in 0..5 {
        click_map_with(&mut h, zigzag(i), Modifiers::NONE);
    }
    let four = pairs(&[("b0", "b1"), ("b1", "b2"), ("b2", "b3"), ("b3", "b4")]);
    assert_eq!(
        joined(&h),
        four,
        "each click draws a path from the base before"
    );
    assert_eq!(h.state().history().undo_len(), 4, "one undo step a path");
    assert!(
        h.state().status_line().contains("Path from `b4`"),
        "{}",
        h.state().status_line()
    );
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(h.state().status_line(), idle, "Esc ended the chain");
    // After the end a click on a base starts a new chain: no path from `b4`.
    click_map_with(&mut h, zigzag(0), Modifiers::NONE);
    assert_eq!(joined(&h).len(), 4);
    h.key_press(Key::Escape);
    h.run();
    undo(&mut h);
    assert_eq!(joined(&h), four[..3], "undo takes the last path only");
    redo_y(&mut h);
    assert_eq!(joined(&h), four);
}

#[test]
fn path_tool_chain_ends_on_a_double_click_or_on_empty_ground() {
    let mut h = Editor::on(five_bases(), None).small_laptop().build();
    h.key_press(Key::P);
    h.run();
    let click = |h: &mut Harness<'_, EditorApp>, i: usize| {
        click_map_with(h, zigzag(i), Modifiers::NONE);
    };
    // A double click on the chain's last base ends it: the next click starts afresh.
    click(&mut h, 0);
    click(&mut h, 1);
    click(&mut h, 1);
    assert!(h.state().status_line().contains("1 path drawn"));
    click(&mut h, 2);
    click(&mut h, 3);
    // A click on empty ground ends it too.
    click_map_with(&mut h, Point::new(325.0, 200.0), Modifiers::NONE);
    assert!(
        h.state().status_line().contains("1 path drawn"),
        "{}",
        h.state().status_line()
    );
    click(&mut h, 4);
    assert_eq!(joined(&h), pairs(&[("b0", "b1"), ("b2", "b3")]));
    // An existing path is walked along: the chain goes on from its other end.
    click(&mut h, 2);
    assert_eq!(joined(&h).len(), 3, "b4 to b2 drawn");
    click(&mut h, 3);
    assert_eq!(joined(&h).len(), 3, "b2 and b3 were joined already");
    click(&mut h, 1);
    assert_eq!(joined(&h).len(), 4, "b3 to b1 drawn");
    // Undo in the middle of a chain ends it and takes its last path back.
    undo(&mut h);
    assert_eq!(
        joined(&h),
        pairs(&[("b0", "b1"), ("b2", "b3"), ("b4", "b2")])
    );
    assert!(!h.state().status_line().contains("Path from"));
}

#[test]
fn path_tool_refuses_a_second_path_between_the_same_bases() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::P);
    h.run();
    drag_map(
        &mut h,
        Point::new(100.0, 100.0),
        Point::new(400.0, 100.0),
        true,
    );
    assert_eq!(h.state().map().paths.len(), 4);
    assert!(
        h.state()
            .status_message()
            .unwrap()
            .contains("already joined")
    );
    assert!(!h.state().history().can_undo());
}

#[test]
fn region_tool_click_inside_a_ring_makes_a_region_and_undo_redo_it() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::R);
    h.run();
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    let map = h.state().map();
    assert_eq!(map.regions.len(), 1, "{:?}", h.state().status_message());
    let mut ring = map.regions[0].ring.clone();
    ring.sort();
    assert_eq!(ring, ["ne", "nw", "se", "sw"]);
    assert_eq!(
        h.state().selection().single(),
        Some(&Item::Region(map.regions[0].id.clone()))
    );
    undo(&mut h);
    assert!(h.state().map().regions.is_empty());
    redo_shift_z(&mut h);
    assert_eq!(h.state().map().regions.len(), 1);
}

#[test]
fn region_tool_click_outside_every_ring_adds_nothing() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::R);
    h.run();
    click_map_with(&mut h, Point::new(560.0, 420.0), Modifiers::NONE);
    assert!(h.state().map().regions.is_empty());
    assert!(h.state().status_message().unwrap().contains("No ring"));
}

#[test]
fn region_medals_are_set_in_the_inspector() {
    let mut h = Editor::on(square_with_field(1), None)
        .small_laptop()
        .build();
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    assert_eq!(
        h.state().selection().single(),
        Some(&Item::Region("field".into()))
    );
    let medals = h.get_by_role_and_label(egui::Role::Slider, "Medals");
    medals.increment_accesskit();
    h.run();
    assert_eq!(h.state().map().regions[0].medals, 2);
    h.get_by_role_and_label(egui::Role::Slider, "Medals")
        .set_value_accesskit(3.0);
    h.run();
    assert_eq!(h.state().map().regions[0].medals, 3);
    assert_eq!(h.state().history().undo_len(), 1, "one field, one step");
    undo(&mut h);
    assert_eq!(h.state().map().regions[0].medals, 1);
}

#[test]
fn hq_tool_places_blue_then_red_after_pressing_h_again() {
    let mut h = Editor::on(Map::default(), None).small_laptop().build();
    h.key_press(Key::H);
    h.run();
    click_map_with(&mut h, Point::new(100.0, 300.0), Modifiers::NONE);
    h.key_press(Key::H);
    h.run();
    click_map_with(&mut h, Point::new(700.0, 300.0), Modifiers::NONE);
    let hqs = &h.state().map().hqs;
    assert_eq!(hqs.len(), 2);
    assert_eq!(hqs[0].side, toyforge::Side::Blue);
    assert_eq!(hqs[1].side, toyforge::Side::Red);
    assert_eq!(hqs[0].id, "blue-hq");
    assert_eq!(hqs[1].id, "red-hq");
    undo(&mut h);
    assert_eq!(h.state().map().hqs.len(), 1);
}

#[test]
fn special_tool_turns_a_base_special_and_places_special_bases() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::S);
    h.run();
    click_map_with(&mut h, Point::new(100.0, 100.0), Modifiers::NONE);
    assert!(h.state().map().base("nw").unwrap().special);
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    let map = h.state().map();
    assert_eq!(map.bases.len(), 6);
    assert!(map.bases[5].special);
    undo(&mut h);
    undo(&mut h);
    assert!(!h.state().map().base("nw").unwrap().special);
    assert_eq!(h.state().map().bases.len(), 5);
}

#[test]
fn dragging_a_selected_base_moves_the_whole_selection_in_one_undo_step() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    click_map_with(&mut h, Point::new(100.0, 100.0), Modifiers::NONE);
    click_map_with(&mut h, Point::new(400.0, 100.0), Modifiers::SHIFT);
    assert_eq!(h.state().selection().len(), 2);
    drag_map(
        &mut h,
        Point::new(100.0, 100.0),
        Point::new(160.0, 130.0),
        true,
    );
    let map = h.state().map();
    assert!(near(map.base("nw").unwrap().pos, Point::new(160.0, 130.0)));
    assert!(near(map.base("ne").unwrap().pos, Point::new(460.0, 130.0)));
    assert!(near(map.base("se").unwrap().pos, Point::new(400.0, 400.0)));
    assert_eq!(h.state().history().undo_len(), 1);
    undo(&mut h);
    let map = h.state().map();
    assert!(near(map.base("nw").unwrap().pos, Point::new(100.0, 100.0)));
    assert!(near(map.base("ne").unwrap().pos, Point::new(400.0, 100.0)));
    redo_y(&mut h);
    assert!(near(
        h.state().map().base("ne").unwrap().pos,
        Point::new(460.0, 130.0)
    ));
}

#[test]
fn escape_during_a_move_puts_everything_back() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    drag_map(
        &mut h,
        Point::new(400.0, 400.0),
        Point::new(500.0, 500.0),
        false,
    );
    assert!(!near(
        h.state().map().base("se").unwrap().pos,
        Point::new(400.0, 400.0)
    ));
    h.key_press(Key::Escape);
    h.run();
    let end = screen(&h, Point::new(500.0, 500.0));
    press(&h, end, false, Modifiers::NONE);
    h.run();
    assert!(near(
        h.state().map().base("se").unwrap().pos,
        Point::new(400.0, 400.0)
    ));
    assert!(!h.state().history().can_undo());
}

#[test]
fn box_select_then_arrow_nudge_and_delete_with_paths() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    drag_map(
        &mut h,
        Point::new(80.0, 60.0),
        Point::new(450.0, 150.0),
        true,
    );
    let sel = h.state().selection();
    assert!(sel.contains(&Item::Loc("nw".into())) && sel.contains(&Item::Loc("ne".into())));
    assert!(!sel.contains(&Item::Loc("se".into())));
    h.key_press(Key::ArrowRight);
    h.key_press(Key::ArrowRight);
    h.run();
    assert!(near(
        h.state().map().base("nw").unwrap().pos,
        Point::new(102.0, 100.0)
    ));
    click_map_with(&mut h, Point::new(600.0, 250.0), Modifiers::NONE);
    click_map_with(&mut h, Point::new(400.0, 400.0), Modifiers::NONE);
    h.key_press(Key::Delete);
    h.run();
    let map = h.state().map();
    assert!(map.base("se").is_none());
    assert!(map.paths.iter().all(|p| !p.touches("se")));
    assert_eq!(map.paths.len(), 2);
    undo(&mut h);
    assert!(h.state().map().base("se").is_some());
    assert_eq!(h.state().map().paths.len(), 4);
}

/// Selects `id` on the canvas, then types `new` into the inspector's id field and presses Enter.
fn rename(h: &mut Harness<'_, EditorApp>, at: Point, new: &str) {
    click_map_with(h, at, Modifiers::NONE);
    type_into(h, "Id", new);
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn renaming_an_id_in_the_inspector_updates_paths_and_rings() {
    let mut h = Editor::on(square_with_field(2), None)
        .small_laptop()
        .build();
    rename(&mut h, Point::new(100.0, 100.0), "north-west");
    let map = h.state().map();
    assert!(map.base("nw").is_none());
    assert!(map.base("north-west").is_some());
    assert_eq!(
        map.paths.iter().filter(|p| p.touches("north-west")).count(),
        2
    );
    assert!(map.paths.iter().all(|p| !p.touches("nw")));
    assert_eq!(map.regions[0].ring[0], "north-west");
    assert_eq!(
        h.state().selection().single(),
        Some(&Item::Loc("north-west".into()))
    );
    undo(&mut h);
    assert!(h.state().map().base("nw").is_some());
    assert_eq!(h.state().map().regions[0].ring[0], "nw");
}

#[test]
fn renaming_to_a_taken_id_is_refused_with_a_message() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    rename(&mut h, Point::new(100.0, 100.0), "SE");
    let map = h.state().map();
    assert!(map.base("nw").is_some());
    assert_eq!(
        map.bases
            .iter()
            .filter(|b| b.id.eq_ignore_ascii_case("se"))
            .count(),
        1
    );
    assert!(!h.state().history().can_undo());
    assert!(h.query_all_by_label_contains("already used").count() >= 1);
    // Said on its own in the status bar, the refusal is a sentence.
    let said = h.state().status_message().unwrap();
    assert!(said.starts_with("The id `SE` is already used"), "{said}");
}

#[test]
fn renaming_to_a_malformed_id_is_refused_with_a_message() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    rename(&mut h, Point::new(100.0, 100.0), "north west!");
    assert!(h.state().map().base("nw").is_some());
    assert!(h.query_all_by_label_contains("not a valid id").count() >= 1);
}

/// Opens a path through File > Open… and the in-app path field.
fn open_through_menu(h: &mut Harness<'_, EditorApp>, path: &std::path::Path) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open… Ctrl+O").click();
    h.run();
    h.get_by_label("Path").focus();
    h.run();
    h.get_by_label("Path")
        .type_text(&path.display().to_string());
    h.run();
    h.get_by_label("Open").click();
    h.run();
}

#[test]
fn opening_a_broken_file_shows_line_and_column_and_keeps_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.ron");
    std::fs::write(
        &bad,
        "(\n    format: 1,\n    name: \"Broken\",\n    targets: (blue: 7 red: 7),\n)\n",
    )
    .unwrap();
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::B);
    h.run();
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    let before = h.state().map().clone();
    open_through_menu(&mut h, &bad);
    let msg = h.state().error_message().expect("an error box").to_string();
    assert!(msg.starts_with(&format!("{}:4:", bad.display())), "{msg}");
    assert_eq!(h.state().map(), &before);
    assert!(h.state().is_dirty());
    assert!(h.query_all_by_label_contains("broken.ron:4:").count() >= 1);
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().error_message().is_none());
    undo(&mut h);
    assert_eq!(h.state().map().bases.len(), 5);
}

#[test]
fn opening_a_foreign_file_is_refused_and_keeps_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let foreign = dir.path().join("notes.ron");
    std::fs::write(&foreign, "\u{0}\u{1}PNG binary junk \u{ff}").unwrap();
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    open_through_menu(&mut h, &foreign);
    assert!(h.state().error_message().is_some());
    assert_eq!(h.state().map(), &square_map());
}

#[test]
fn save_as_then_open_round_trips_and_new_asks_before_dropping_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("square.ron");
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    type_into(&mut h, "Path", &path.display().to_string());
    h.get_by_label("Save").click();
    h.run();
    assert!(path.exists());
    assert!(!h.state().is_dirty());
    assert_eq!(Map::load(&path).unwrap(), square_map());

    // An edit, then New: the prompt appears and Cancel keeps everything.
    h.key_press(Key::B);
    h.run();
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    assert!(h.state().is_dirty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().map().bases.len(), 6);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Discard changes").click();
    h.run();
    assert!(h.state().map().bases.is_empty());

    // Reopen the saved file.
    open_through_menu(&mut h, &path);
    assert_eq!(h.state().map(), &square_map());
    assert!(!h.state().is_dirty());
    assert_eq!(h.state().prefs().recent.first(), Some(&path));
}

#[test]
fn the_bundled_castle_field_opens_and_is_checked() {
    let map = toyforge::app::bundled_map();
    assert_eq!(map.name, "Castle Field");
    assert!(!map.bases.is_empty());
    let h = Editor::on(map, None).small_laptop().build();
    assert_eq!(
        h.state().problems().len(),
        toyforge::map::validate(h.state().map()).len()
    );
}

#[test]
fn random_clicks_drags_and_keys_never_panic() {
    let mut h = Editor::bundled().small_laptop().build();
    let keys = [
        Key::V,
        Key::B,
        Key::P,
        Key::H,
        Key::S,
        Key::R,
        Key::Delete,
        Key::Escape,
        Key::ArrowLeft,
        Key::F,
        Key::G,
        Key::I,
    ];
    let mut seed: u32 = 12345;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    for i in 0..60 {
        let k = keys[next() as usize % keys.len()];
        h.key_press(k);
        let p = Point::new((next() % 1000) as f32, (next() % 1400) as f32);
        let q = Point::new((next() % 1000) as f32, (next() % 1400) as f32);
        h.run();
        if i % 3 == 0 {
            drag_map(&mut h, p, q, true);
        } else {
            click_map_with(&mut h, p, Modifiers::NONE);
        }
        if i % 7 == 0 {
            undo(&mut h);
        }
        if i % 11 == 0 {
            redo_y(&mut h);
        }
    }
    assert!(h.state().map().bases.len() + h.state().map().hqs.len() > 0);
}

#[test]
fn export_svg_writes_the_renderers_drawing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("square.svg");
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    type_into(&mut h, "Path", &path.display().to_string());
    h.get_by_label("Export").click();
    h.run();
    let svg = std::fs::read_to_string(&path).expect("the SVG was written");
    assert!(svg.contains("<svg"), "{svg}");
    assert_eq!(
        svg,
        toyforge::render::to_svg(
            &square_map(),
            None,
            &toyforge::render::RenderOptions { show_ids: true }
        )
    );
}

#[test]
fn quitting_with_unsaved_changes_asks_first_and_cancel_keeps_working() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.key_press(Key::B);
    h.run();
    click_map_with(&mut h, Point::new(250.0, 250.0), Modifiers::NONE);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Q);
    h.run();
    assert!(h.query_by_label("Discard changes").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Discard changes").is_none());
    assert_eq!(h.state().map().bases.len(), 6);
}

#[test]
fn save_in_the_prompt_of_an_unnamed_map_asks_for_a_path_then_carries_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drawn.ron");
    let mut h = Editor::on(Map::default(), None).small_laptop().build();
    h.key_press(Key::B);
    h.run();
    click_map_with(&mut h, Point::new(300.0, 300.0), Modifiers::NONE);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Save").click();
    h.run();
    type_into(&mut h, "Path", &path.display().to_string());
    h.get_by_label("Save").click();
    h.run();
    assert_eq!(Map::load(&path).unwrap().bases.len(), 1);
    assert!(
        h.state().map().bases.is_empty(),
        "New went ahead after the save"
    );
    assert!(h.state().document().path.is_none());
}

/// Presses `button` at `from`, moves in steps to `to` and lets go there.
fn drag_with(h: &mut Harness<'_, EditorApp>, button: PointerButton, from: Pos2, to: Pos2) {
    h.hover_at(from);
    h.event(Event::PointerButton {
        pos: from,
        button,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    for i in 1..=6 {
        h.hover_at(from + (to - from) * (i as f32 / 6.0));
    }
    h.event(Event::PointerButton {
        pos: to,
        button,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.run();
}

#[test]
fn middle_drag_pans_the_view_without_editing() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.run();
    let anchor = Point::new(100.0, 100.0);
    let before = screen(&h, anchor);
    let bases = h.state().map().bases.len();
    drag_with(
        &mut h,
        PointerButton::Middle,
        before + vec2(30.0, 30.0),
        before + vec2(130.0, 80.0),
    );
    let after = screen(&h, anchor);
    assert!(
        (after - before - vec2(100.0, 50.0)).length() < 2.0,
        "the map follows the pointer: moved by {:?}",
        after - before
    );
    assert_eq!(h.state().map().bases.len(), bases, "panning edits nothing");
    assert!(!h.state().is_dirty());
}

#[test]
fn space_drag_pans_even_with_the_base_tool() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.run();
    h.key_press(Key::B);
    h.run();
    let anchor = Point::new(100.0, 100.0);
    let before = screen(&h, anchor);
    let bases = h.state().map().bases.len();
    h.key_down(Key::Space);
    h.run();
    drag_with(
        &mut h,
        PointerButton::Primary,
        before + vec2(40.0, 40.0),
        before + vec2(-20.0, 100.0),
    );
    h.key_up(Key::Space);
    h.run();
    let after = screen(&h, anchor);
    assert!(
        (after - before - vec2(-60.0, 60.0)).length() < 2.0,
        "moved by {:?}",
        after - before
    );
    assert_eq!(h.state().map().bases.len(), bases, "no base was placed");
}

#[test]
fn wheel_zooms_about_the_cursor() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    h.run();
    let anchor = Point::new(300.0, 100.0);
    let at = screen(&h, anchor);
    let zoom = h.state().view().zoom;
    h.hover_at(at);
    h.event(Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: vec2(0.0, 120.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    for _ in 0..20 {
        h.step();
    }
    assert!(h.state().view().zoom > zoom * 1.05, "scrolling up zooms in");
    let still = screen(&h, anchor);
    assert!(
        (still - at).length() < 2.0,
        "the point under the cursor stays put: moved by {:?}",
        still - at
    );
}

#[test]
fn a_click_that_closes_a_menu_places_nothing_on_the_canvas() {
    let mut h = Editor::on(Map::default(), None).small_laptop().build();
    h.key_press(Key::B);
    h.run();
    assert_eq!(h.state().tool(), ToolKind::Base);
    h.get_by_label("View").click();
    h.run();
    assert!(egui::Popup::is_any_open(&h.ctx), "the View menu is open");
    click_map_with(&mut h, Point::new(250.0, 180.0), Modifiers::NONE);
    h.run();
    assert!(
        !egui::Popup::is_any_open(&h.ctx),
        "the click closed the menu"
    );
    assert!(h.state().map().bases.is_empty(), "and placed no base");
    // The next click is the tool's again.
    click_map_with(&mut h, Point::new(250.0, 180.0), Modifiers::NONE);
    assert_eq!(h.state().map().bases.len(), 1);
}

#[test]
fn escape_closes_an_open_menu_and_keeps_the_selection() {
    let mut h = Editor::on(square_map(), None).small_laptop().build();
    click_map_with(&mut h, Point::new(100.0, 100.0), Modifiers::NONE);
    assert!(
        h.state().selection().single().is_some(),
        "a base is selected"
    );
    h.get_by_label("Edit").click();
    h.run();
    assert!(egui::Popup::is_any_open(&h.ctx));
    h.key_press(Key::Escape);
    h.run();
    assert!(!egui::Popup::is_any_open(&h.ctx), "Escape closed the menu");
    assert!(
        h.state().selection().single().is_some(),
        "and did only that: the selection stays"
    );
    // With no menu open, Escape clears the selection as before.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().selection().single().is_none());
}

/// The screen box of the bundled map's bases as the canvas draws them.
fn drawn_box(h: &Harness<'_, EditorApp>) -> egui::Rect {
    let tf = h.state().transform().expect("the canvas was drawn");
    let mut r = egui::Rect::NOTHING;
    for b in &h.state().map().bases {
        r.extend_with(tf.pos(b.pos));
    }
    r
}

#[test]
fn a_resized_window_keeps_the_map_framed_until_the_user_pans_or_zooms() {
    let mut h = Editor::bundled().size(1600.0, 1100.0).build();
    h.run();
    h.run();
    let big = drawn_box(&h);
    h.set_size(vec2(1024.0, 700.0));
    h.run();
    h.run();
    let small = drawn_box(&h);
    assert!(
        small.max.x <= 1024.0 && small.max.y <= 700.0,
        "the map is framed again in the smaller window: {small:?}"
    );
    assert!(small.height() < big.height());
    // Once the user zooms, a resize leaves their view alone.
    let zoom = h.state().view().zoom * 1.5;
    h.state_mut().view_mut().zoom = zoom;
    h.run();
    h.set_size(vec2(1400.0, 900.0));
    h.run();
    h.run();
    assert_eq!(h.state().view().zoom, zoom);
}
