//! The editor's editing tools driven through the user interface with egui_kittest: copy, cut,
//! paste and duplicate through the clipboard; the Arrange menu (mirrors, turns, completing the
//! other half, align, distribute); the object list with dangling items; ids never reused; and
//! renaming an id that lessons beside the map use.

use crate::common;

use common::ui::{H, click_map, harness, press, shows};
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, OutputCommand};
use egui_kittest::kittest::{NodeT, Queryable};
use toyforge::app::EditorApp;
use toyforge::app::map::edit::Edit;
use toyforge::app::map::selection::{Item, Selection};
use toyforge::app::map::tools::ToolKind;
use toyforge::map::{Base, Hq, Map, Path, Point, Region, Symmetry};
use toyforge::pieces::Side;

fn base(id: &str, x: f32, y: f32) -> Base {
    Base::new(id, Point::new(x, y))
}

/// Four bases joined in a square, plus one loose base to the east.
fn square_map() -> Map {
    let mut map = Map::default();
    let corners = [
        ("nw", 100.0, 100.0),
        ("ne", 400.0, 100.0),
        ("se", 400.0, 400.0),
        ("sw", 100.0, 400.0),
    ];
    for (k, (id, x, y)) in corners.iter().enumerate() {
        map.bases.push(base(id, *x, *y));
        map.paths.push(Path::new(*id, corners[(k + 1) % 4].0));
    }
    map.bases.push(base("loose", 600.0, 250.0));
    map
}

fn select(h: &mut H, ids: &[&str]) {
    let sel = Selection::from_items(ids.iter().map(|id| Item::Loc(id.to_string())));
    h.state_mut().set_selection(sel);
    h.run();
}

/// Puts the pointer over map point `p`; returns the map point under it as the editor sees it.
fn hover_map(h: &mut H, p: Point) -> Point {
    let pos = h.state().transform().expect("the canvas was drawn").pos(p);
    h.hover_at(pos);
    h.run();
    h.state().transform().unwrap().to_model(pos)
}

/// What the last frames asked to put on the system clipboard.
fn copied(h: &H) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
}

fn copy(h: &mut H) -> String {
    h.event(Event::Copy);
    h.step();
    let text = copied(h).expect("Ctrl+C put text on the clipboard");
    h.run();
    text
}

fn paste(h: &mut H, text: &str) {
    h.event(Event::Paste(text.to_string()));
    h.run();
}

fn status(h: &H) -> String {
    h.state().status_message().unwrap_or_default().to_string()
}

#[test]
fn copy_and_paste_at_the_pointer_makes_fresh_ids_in_one_undo_step() {
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["nw", "ne", "loose"]);
    let text = copy(&mut h);
    // The clipboard holds a map a text editor can read: the path between the two copied bases
    // came along, the paths to bases not copied did not.
    let fragment = Map::from_ron(&text, "clipboard").unwrap();
    assert_eq!(fragment.bases.len(), 3);
    assert_eq!(fragment.paths, vec![Path::new("nw", "ne")]);

    let at = hover_map(&mut h, Point::new(350.0, 330.0));
    paste(&mut h, &text);
    let map = h.state().map();
    assert_eq!(map.bases.len(), 8);
    let (a, b) = (map.base("nw-2").unwrap(), map.base("ne-2").unwrap());
    assert!(map.base("loose-2").is_some());
    assert!(map.paths.contains(&Path::new("nw-2", "ne-2")));
    // The middle of the pasted items is at the pointer.
    let mid = (a.pos.x + map.base("loose-2").unwrap().pos.x) / 2.0;
    assert!((mid - at.x).abs() <= 1.0, "{mid} {at:?} {:?}", map.bases);
    assert!((b.pos.y - (at.y - 75.0)).abs() <= 1.0, "{:?} {at:?}", b.pos);
    assert_eq!(h.state().history().undo_label(), Some("paste 3 items"));
    assert_eq!(
        h.state().selection().len(),
        4,
        "the pasted bases and path are selected"
    );

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().map(), &square_map());
}

#[test]
fn pasting_text_that_is_not_map_items_says_why_and_changes_nothing() {
    let mut h = harness(EditorApp::new(square_map(), None));
    paste(&mut h, "hello there");
    assert!(status(&h).contains("Cannot paste"), "{}", status(&h));
    paste(
        &mut h,
        "(\n  format: 1,\n  name: \"x\",\n  targets: (blue: 7, red: 7),\n  bases: [(id: \"a\", pos: (x: 1.0, y: oops))],\n)",
    );
    let msg = status(&h);
    assert!(
        msg.contains("Cannot paste") && msg.contains("the clipboard:5:"),
        "line named: {msg}"
    );
    // A scenario is not map items either.
    paste(&mut h, "(format: 1, map: \"castle.ron\")");
    assert!(status(&h).contains("Cannot paste"), "{}", status(&h));
    paste(
        &mut h,
        "(format: 1, name: \"empty\", targets: (blue: 7, red: 7))",
    );
    assert!(status(&h).contains("no bases"), "{}", status(&h));
    assert_eq!(h.state().map(), &square_map());
    assert_eq!(h.state().history().undo_len(), 0);
}

#[test]
fn pasting_a_foreign_map_drops_what_names_items_it_lacks() {
    let mut h = harness(EditorApp::new(square_map(), None));
    let mut other = Map::default();
    other
        .hqs
        .push(Hq::new("nw", Side::Blue, Point::new(0.0, 0.0)));
    other.bases.push(base("x", 50.0, 0.0));
    other.paths.push(Path::new("nw", "x"));
    other.paths.push(Path::new("x", "ghost"));
    paste(&mut h, &other.to_ron());
    let map = h.state().map();
    assert!(map.hq("nw-2").is_some(), "the clashing id was renamed");
    assert!(map.paths.contains(&Path::new("nw-2", "x")));
    assert!(status(&h).contains("ghost"), "{}", status(&h));
}

#[test]
fn ctrl_d_duplicates_the_selection_beside_it_and_selects_the_copy() {
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["loose"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::D);
    h.run();
    let copy = h
        .state()
        .map()
        .base("loose-2")
        .expect("a duplicate with a fresh id");
    assert_eq!(copy.pos, Point::new(640.0, 290.0));
    assert_eq!(
        h.state().selection().items(),
        &[Item::Loc("loose-2".into())]
    );
    assert_eq!(h.state().history().undo_label(), Some("duplicate 1 item"));
}

#[test]
fn ctrl_x_cuts_the_selection_to_the_clipboard() {
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["loose"]);
    h.event(Event::Cut);
    h.step();
    let text = copied(&h).expect("cut copies");
    h.run();
    assert!(text.contains("loose"));
    assert!(h.state().map().base("loose").is_none());
}

#[test]
fn the_edit_and_arrange_menus_show_the_new_tools_with_shortcuts() {
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["nw"]);
    h.get_by_label("Edit").click();
    h.run();
    for label in [
        "Cut Ctrl+X",
        "Copy Ctrl+C",
        "Paste Ctrl+V",
        "Duplicate Ctrl+D",
    ] {
        assert!(h.query_by_label(label).is_some(), "{label}");
    }
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["nw"]);
    h.get_by_label("Arrange").click();
    h.run();
    for label in [
        "Mirror left to right Ctrl+Shift+H",
        "Mirror top to bottom Ctrl+Shift+J",
        "Rotate a half turn Ctrl+Shift+R",
        "Rotate 90° clockwise Ctrl+R",
        "Rotate 90° anticlockwise Ctrl+L",
        "Complete the other half… Ctrl+Shift+M",
        "Distribute horizontally",
    ] {
        assert!(h.query_by_label(label).is_some(), "{label}");
    }
    assert!(shows(&h, "Align left Alt+"));
    // Clicking an entry mirrors the selection about the board centre (x = 320).
    h.get_by_label("Mirror left to right Ctrl+Shift+H").click();
    h.run();
    assert_eq!(
        h.state().map().base("nw").unwrap().pos,
        Point::new(540.0, 100.0)
    );
}

#[test]
fn mirror_twice_and_four_quarter_turns_give_the_map_back() {
    let mut h = harness(EditorApp::new(square_map(), None));
    select(&mut h, &["nw", "loose"]);
    let cs = Modifiers::COMMAND | Modifiers::SHIFT;
    h.key_press_modifiers(cs, Key::H);
    h.run();
    assert_ne!(h.state().map(), &square_map());
    assert_eq!(
        h.state().history().undo_label(),
        Some("mirror left to right")
    );
    h.key_press_modifiers(cs, Key::H);
    h.run();
    assert_eq!(h.state().map(), &square_map());
    for _ in 0..4 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::R);
        h.run();
    }
    assert_eq!(h.state().map(), &square_map());
    h.key_press_modifiers(cs, Key::R);
    h.run();
    let nw = h.state().map().base("nw").unwrap().pos;
    assert_eq!(nw, Point::new(540.0, 400.0), "a half turn about (320, 250)");
}

#[test]
fn turning_a_ring_takes_its_medal_marker_along() {
    let mut map = square_map();
    map.regions.push(Region {
        id: "field".into(),
        name: String::new(),
        medals: 2,
        marker: Point::new(250.0, 250.0),
        ring: vec!["nw".into(), "ne".into(), "se".into(), "sw".into()],
    });
    let mut h = harness(EditorApp::new(map, None));
    select(&mut h, &["nw", "ne", "se", "sw"]);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::H);
    h.run();
    assert_eq!(
        h.state().map().region("field").unwrap().marker,
        Point::new(390.0, 250.0)
    );
}

#[test]
fn align_and_distribute_line_the_selection_up() {
    let mut map = Map::default();
    map.bases.push(base("a", 100.0, 100.0));
    map.bases.push(base("b", 180.0, 300.0));
    map.bases.push(base("c", 500.0, 220.0));
    let mut h = harness(EditorApp::new(map, None));
    select(&mut h, &["a", "b", "c"]);
    h.key_press_modifiers(Modifiers::ALT, Key::ArrowLeft);
    h.run();
    assert!(h.state().map().bases.iter().all(|b| b.pos.x == 100.0));
    assert_eq!(h.state().history().undo_label(), Some("align left"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    h.get_by_label("Arrange").click();
    h.run();
    press(&mut h, "Distribute horizontally");
    let xs: Vec<f32> = h.state().map().bases.iter().map(|b| b.pos.x).collect();
    assert_eq!(xs, [100.0, 300.0, 500.0]);
}

/// Blue's half of a map: an HQ, four bases (the tower special) and a region, left of x = 500.
fn blue_half() -> Map {
    let mut m = Map::default();
    m.hqs
        .push(Hq::new("blue-hq", Side::Blue, Point::new(100.0, 300.0)));
    for (id, x, y) in [
        ("left-ford", 300.0, 100.0),
        ("mill", 300.0, 300.0),
        ("tower", 300.0, 500.0),
        ("gate", 440.0, 300.0),
    ] {
        m.bases.push(Base {
            special: id == "tower",
            ..base(id, x, y)
        });
    }
    let joins =
        "blue-hq left-ford, blue-hq mill, blue-hq tower, left-ford mill, mill tower, mill gate";
    for pair in joins.split(", ") {
        let (a, b) = pair.split_once(' ').unwrap();
        m.paths.push(Path::new(a, b));
    }
    m.regions.push(Region {
        id: "west".into(),
        name: String::new(),
        medals: 2,
        marker: Point::new(230.0, 230.0),
        ring: vec!["blue-hq".into(), "left-ford".into(), "mill".into()],
    });
    m
}

#[test]
fn completing_the_other_half_in_the_dialog_makes_the_map_symmetric() {
    let mut h = harness(EditorApp::new(blue_half(), None));
    assert!(!h.state().facts().is_symmetric());
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    h.run();
    assert!(
        shows(&h, "Adds 4 bases, 1 HQ, 6 paths and 1 region"),
        "the dialog previews"
    );
    press(&mut h, "Complete");
    let app = h.state();
    assert!(
        app.facts().symmetries.contains(&Symmetry::Point),
        "{:?}",
        app.facts().symmetries
    );
    assert_eq!(app.map().hq("red-hq").unwrap().side, Side::Red);
    assert!(app.map().base("red-tower").unwrap().special);
    assert_eq!(app.map().region("red-west").unwrap().medals, 2);
    assert_eq!(app.history().undo_label(), Some("complete the other half"));
    // The centre was put 60 units right of the half: the gate's twin is 120 units away.
    assert_eq!(
        app.map().base("red-gate").unwrap().pos,
        Point::new(560.0, 300.0)
    );
}

/// The same half turned on its side: blue's half above y = 500.
fn top_half() -> Map {
    let mut m = blue_half();
    let swap = |p: Point| Point::new(p.y, p.x);
    for b in &mut m.bases {
        b.pos = swap(b.pos);
    }
    for h in &mut m.hqs {
        h.pos = swap(h.pos);
    }
    for r in &mut m.regions {
        r.marker = swap(r.marker);
    }
    m
}

/// The dialog's side box ("the other half goes … the half drawn"), showing `side`.
fn side_box<'a>(h: &'a H, side: &'a str) -> Option<egui_kittest::Node<'a>> {
    h.query_by(move |n| n.role() == Role::ComboBox && n.value().as_deref() == Some(side))
}

/// The sides the open side box offers, of the four there are.
fn sides_offered(h: &mut H, shown: &str) -> Vec<&'static str> {
    side_box(h, shown).expect("the side box").click();
    h.run();
    let offered = ["right of", "left of", "below", "above"]
        .into_iter()
        .filter(|s| {
            h.query_all_by_label(s)
                .any(|n| n.accesskit_node().role() != Role::ComboBox)
        })
        .collect();
    side_box(h, shown).unwrap().click();
    h.run();
    assert!(h.query_by_label(shown).is_none(), "the list closed");
    offered
}

fn axis(h: &H, label: &str) -> f64 {
    h.get_by_label(label)
        .accesskit_node()
        .numeric_value()
        .expect("a number")
}

#[test]
fn mirrored_left_to_right_the_dialog_offers_right_or_left_about_an_upright_line() {
    let mut h = harness(EditorApp::new(blue_half(), None));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    h.run();
    press(&mut h, "Mirrored left to right");
    assert_eq!(sides_offered(&mut h, "right of"), ["right of", "left of"]);
    // The line is 60 units right of the half's right edge (the gate at x 440).
    assert_eq!(axis(&h, "Mirror line x"), 500.0);
    assert!(h.query_by_label("Mirror line y").is_none());
    assert!(shows(&h, "Adds 4 bases, 1 HQ, 6 paths and 1 region"));
    press(&mut h, "Complete");
    let app = h.state();
    assert!(
        app.facts().symmetries.contains(&Symmetry::LeftRight),
        "{:?}",
        app.facts().symmetries
    );
    assert_eq!(
        app.map().hq("red-hq").unwrap().pos,
        Point::new(900.0, 300.0)
    );
    assert_eq!(
        app.map().base("red-gate").unwrap().pos,
        Point::new(560.0, 300.0)
    );
}

#[test]
fn mirrored_top_to_bottom_the_dialog_offers_below_or_above_and_finds_no_hq_clash() {
    let mut h = harness(EditorApp::new(top_half(), None));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    h.run();
    press(&mut h, "Mirrored top to bottom");
    assert_eq!(sides_offered(&mut h, "below"), ["below", "above"]);
    assert!(side_box(&h, "right of").is_none(), "no longer “right of”");
    // The level line 60 units under the half's lowest location (the gate at y 440).
    assert_eq!(axis(&h, "Mirror line y"), 500.0);
    assert!(h.query_by_label("Mirror line x").is_none());
    assert!(
        shows(&h, "Adds 4 bases, 1 HQ, 6 paths and 1 region"),
        "the preview follows the mirror, with no HQ-twin error"
    );
    assert!(!shows(&h, "not its kind of twin"));
    // Above instead: the line moves above the half's top (the HQ at y 100).
    side_box(&h, "below").unwrap().click();
    h.run();
    h.get_by_label("above").click();
    h.run();
    assert_eq!(axis(&h, "Mirror line y"), 40.0);
    side_box(&h, "above").unwrap().click();
    h.run();
    h.get_by_label("below").click();
    h.run();
    press(&mut h, "Complete");
    let app = h.state();
    assert!(
        app.facts().symmetries.contains(&Symmetry::TopBottom),
        "{:?}",
        app.facts().symmetries
    );
    assert_eq!(app.map().hq("red-hq").unwrap().side, Side::Red);
    assert_eq!(
        app.map().hq("red-hq").unwrap().pos,
        Point::new(300.0, 900.0)
    );
    assert_eq!(
        app.map().base("red-gate").unwrap().pos,
        Point::new(300.0, 560.0)
    );
}

#[test]
fn a_half_turn_offers_every_side_about_a_centre_point() {
    let mut h = harness(EditorApp::new(top_half(), None));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    h.run();
    press(&mut h, "Mirrored top to bottom");
    press(&mut h, "The same after a half turn");
    assert_eq!(
        sides_offered(&mut h, "below"),
        ["right of", "left of", "below", "above"],
        "the side chosen for the mirror stays"
    );
    assert_eq!(axis(&h, "Centre x"), 300.0);
    assert_eq!(axis(&h, "y"), 500.0);
    press(&mut h, "Complete");
    assert!(h.state().facts().symmetries.contains(&Symmetry::Point));
}

#[test]
fn the_id_patterns_of_the_dialog_name_the_twins_and_bad_ones_are_refused() {
    let mut h = harness(EditorApp::new(blue_half(), None));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    h.run();
    let field = |h: &mut H, label: &str, text: &str| {
        h.get_by_label(label).focus();
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, Key::A);
        h.get_by_label(label).type_text(text);
        h.run();
    };
    field(&mut h, "Ids of the twins", "east");
    assert!(
        shows(&h, "exactly one `*`"),
        "a pattern without `*` is refused"
    );
    field(&mut h, "Ids of the half", "left-*");
    field(&mut h, "Ids of the twins", "right-*");
    press(&mut h, "Complete");
    let map = h.state().map();
    assert!(map.base("right-ford").is_some(), "left-ford ↔ right-ford");
    assert!(map.base("right-mill").is_some());
}

#[test]
fn the_object_list_searches_selects_and_frames() {
    let mut h = harness(EditorApp::new(square_map(), None));
    press(&mut h, "Objects");
    h.get_by_label("Search").focus();
    h.get_by_label("Search").type_text("loo");
    h.run();
    assert!(h.query_by_label("Base nw").is_none(), "filtered out");
    h.state_mut().view_mut().center = Point::new(-2000.0, -2000.0);
    press(&mut h, "Base loose");
    assert_eq!(h.state().selection().items(), &[Item::Loc("loose".into())]);
    let c = h.state().view().center;
    assert!(c.distance(Point::new(600.0, 250.0)) < 5.0, "framed: {c:?}");
}

fn dangling_map() -> Map {
    let mut map = square_map();
    map.paths.push(Path::new("loose", "ghost"));
    map.regions.push(Region {
        id: "field".into(),
        name: String::new(),
        medals: 1,
        marker: Point::new(250.0, 250.0),
        ring: vec![
            "nw".into(),
            "ne".into(),
            "se".into(),
            "sw".into(),
            "gone".into(),
        ],
    });
    map
}

#[test]
fn a_dangling_path_is_listed_selected_from_its_problem_and_re_pointed() {
    let mut h = harness(EditorApp::new(dangling_map(), None));
    // The problem's link selects the path itself.
    h.get_by_label_contains("leads to 'ghost'").click();
    h.run();
    assert_eq!(
        h.state().selection().items(),
        &[Item::Path("loose".into(), "ghost".into())]
    );
    // The canvas cannot draw it: the object list opens itself on it.
    assert!(shows(&h, "Path loose – ghost (dangling)"));
    assert!(
        shows(&h, "ghost (unknown)"),
        "the inspector names the unknown end"
    );
    press(&mut h, "Re-point this end");
    press(&mut h, "se");
    let map = h.state().map();
    assert!(map.paths.contains(&Path::new("loose", "se")));
    assert!(!map.paths.iter().any(|p| p.touches("ghost")));
    assert_eq!(
        h.state().selection().items(),
        &[Item::Path("loose".into(), "se".into())]
    );
}

#[test]
fn a_dangling_path_can_be_deleted_and_a_ring_cleaned() {
    let mut h = harness(EditorApp::new(dangling_map(), None));
    press(&mut h, "Objects");
    press(&mut h, "Path loose – ghost (dangling)");
    h.key_press(Key::Delete);
    h.run();
    assert!(!h.state().map().paths.iter().any(|p| p.touches("ghost")));
    press(&mut h, "Region field (1 medal) (dangling)");
    press(&mut h, "Drop the unknown bases from the ring");
    assert_eq!(h.state().map().region("field").unwrap().ring.len(), 4);
}

#[test]
fn new_ids_never_reuse_an_id_renamed_away_or_deleted() {
    let mut map = Map::default();
    map.bases.push(base("base", 50.0, 300.0));
    for i in 1..=6 {
        map.bases
            .push(base(&format!("base-{i}"), i as f32 * 100.0, 100.0));
    }
    let mut h = harness(EditorApp::new(map, None));
    h.state_mut()
        .apply(Edit::Rename {
            old: "base-6".into(),
            new: "castle".into(),
        })
        .unwrap();
    h.state_mut().set_tool(ToolKind::Base);
    h.run();
    click_map(&mut h, Point::new(300.0, 400.0));
    assert!(
        h.state().map().base("base-6").is_none(),
        "base-6 was renamed away: not reused"
    );
    assert!(h.state().map().base("base-7").is_some());
    // Deleted, then undone past: still not free.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    click_map(&mut h, Point::new(250.0, 300.0));
    assert!(
        h.state().map().base("base-8").is_some(),
        "{:?}",
        h.state().map().bases
    );
    // Pasting a copy of `castle` does not bring back `base-6` either.
    select(&mut h, &["castle"]);
    let text = copy(&mut h);
    paste(&mut h, &text.replace("castle", "base-6"));
    assert!(h.state().map().base("base-6").is_none());
}

const LESSON: &str = r#"// A lesson on the test map.
(
    format: 1,
    title: "Hold the ford",
    map: "../maps/test.ron",
    position: (stacks: {"base-6": [(blue, roxy)]}),
)
"#;

#[test]
fn renaming_an_id_a_lesson_uses_offers_to_update_the_lesson() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("maps")).unwrap();
    std::fs::create_dir_all(dir.path().join("scenarios")).unwrap();
    let mut map = Map::default();
    map.bases.push(base("base-6", 100.0, 100.0));
    let map_path = dir.path().join("maps/test.ron");
    map.save(&map_path).unwrap();
    let lesson = dir.path().join("scenarios/ford.ron");
    std::fs::write(&lesson, LESSON).unwrap();
    let other = dir.path().join("scenarios/elsewhere.ron");
    std::fs::write(&other, LESSON.replace("test.ron", "other.ron")).unwrap();

    let mut h = harness(EditorApp::new(map, Some(map_path)));
    click_map(&mut h, Point::new(100.0, 100.0));
    h.get_by_label("Id").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Id").type_text("castle");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(shows(&h, "still name `base-6`"), "the rename warns");
    assert!(shows(&h, "ford.ron (1 mention)"));
    assert!(
        !shows(&h, "elsewhere.ron"),
        "a lesson on another map is left alone"
    );
    press(&mut h, "Update the lessons");
    let text = std::fs::read_to_string(&lesson).unwrap();
    assert!(text.contains("\"castle\": [(blue, roxy)]"), "{text}");
    assert!(
        text.starts_with("// A lesson on the test map."),
        "the rest is kept"
    );
    assert!(std::fs::read_to_string(&other).unwrap().contains("base-6"));
    assert!(status(&h).contains("Updated"), "{}", status(&h));
}

#[test]
fn leaving_the_lessons_changes_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut map = Map::default();
    map.bases.push(base("base-6", 100.0, 100.0));
    let map_path = dir.path().join("test.ron");
    map.save(&map_path).unwrap();
    let lesson = dir.path().join("ford.ron");
    std::fs::write(&lesson, LESSON.replace("../maps/test.ron", "test.ron")).unwrap();
    let mut h = harness(EditorApp::new(map, Some(map_path)));
    h.state_mut()
        .apply(Edit::Rename {
            old: "base-6".into(),
            new: "castle".into(),
        })
        .unwrap();
    click_map(&mut h, Point::new(100.0, 100.0));
    h.get_by_label("Id").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Id").type_text("keep");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    // The lesson names base-6, not castle: nothing to ask.
    assert!(!shows(&h, "Lessons use the old id"));
    std::fs::write(
        &lesson,
        LESSON
            .replace("../maps/test.ron", "test.ron")
            .replace("base-6", "keep"),
    )
    .unwrap();
    click_map(&mut h, Point::new(100.0, 100.0));
    h.get_by_label("Id").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Id").type_text("tower");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(shows(&h, "still name `keep`"));
    press(&mut h, "Leave them");
    assert!(
        std::fs::read_to_string(&lesson)
            .unwrap()
            .contains("\"keep\"")
    );
    assert!(!shows(&h, "Lessons use the old id"));
}

#[test]
fn completing_again_after_a_path_across_the_middle_adds_its_twin() {
    let mut h = harness(EditorApp::new(blue_half(), None));
    let cs = Modifiers::COMMAND | Modifiers::SHIFT;
    h.key_press_modifiers(cs, Key::M);
    h.run();
    press(&mut h, "Complete");
    h.state_mut()
        .apply(Edit::AddPath(Path::new("gate", "red-mill")))
        .unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.key_press_modifiers(cs, Key::M);
    h.run();
    assert!(
        shows(&h, "Adds 0 bases, 0 HQs, 1 path and 0 regions"),
        "the same centre again"
    );
    press(&mut h, "Complete");
    assert!(
        h.state()
            .map()
            .paths
            .contains(&Path::new("red-gate", "mill"))
    );
    assert!(h.state().facts().is_symmetric());
}

#[test]
fn the_object_list_scrolls_to_a_dangling_path_picked_in_the_problems() {
    let mut map = common::castle_map();
    map.paths.push(Path::new("orchard", "old-mill"));
    let mut h = harness(EditorApp::new(map, None));
    press(&mut h, "Objects");
    assert!(
        !shows(&h, "Path orchard – old-mill (dangling)"),
        "below the fold at first"
    );
    h.get_by_label_contains("leads to 'old-mill'").click();
    h.run();
    assert!(
        shows(&h, "Path orchard – old-mill (dangling)"),
        "scrolled into view"
    );
}

#[test]
fn a_paste_that_would_pass_the_location_limit_is_refused() {
    let mut map = Map::default();
    for i in 0..toyforge::limits::MAX_MAP_LOCATIONS {
        map.bases.push(base(
            &format!("b{i}"),
            (i % 100) as f32 * 30.0,
            (i / 100) as f32 * 30.0,
        ));
    }
    let mut app = EditorApp::new(map, None);
    let mut two = Map::default();
    two.bases.push(base("x", 0.0, 0.0));
    let err = app
        .map_workspace_mut()
        .paste_text(&two.to_ron(), Some(Point::new(0.0, 0.0)))
        .unwrap_err();
    assert!(err.contains("at most"), "{err}");
    assert_eq!(app.map().bases.len(), toyforge::limits::MAX_MAP_LOCATIONS);
    assert!(
        app.map_workspace_mut()
            .duplicate(None)
            .unwrap_err()
            .contains("Select something")
    );
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(64))]

    /// Whatever text the clipboard holds, a paste either adds items or says why; it never
    /// panics, and a refused paste changes nothing.
    #[test]
    fn pasting_any_text_never_panics(text in "\\PC{0,200}", cut in 0usize..400) {
        let mut app = EditorApp::new(square_map(), None);
        // Also cut-off map texts, the likeliest damaged clipboard.
        let ron = square_map().to_ron();
        let clipped: String = ron.chars().take(cut).collect();
        for t in [text.as_str(), clipped.as_str()] {
            let before = app.map().clone();
            match app.map_workspace_mut().paste_text(t, Some(Point::new(0.0, 0.0))) {
                Ok(n) => proptest::prop_assert!(n > 0),
                Err(msg) => {
                    proptest::prop_assert!(msg.starts_with("Cannot paste"), "{}", msg);
                    proptest::prop_assert_eq!(app.map(), &before);
                }
            }
        }
    }
}

#[test]
fn the_object_list_opens_itself_once_for_a_dangling_pick() {
    let mut h = harness(EditorApp::new(dangling_map(), None));
    assert!(!shows(&h, "Dangling only"), "the list starts closed");
    h.get_by_label_contains("leads to 'ghost'").click();
    h.run();
    assert!(shows(&h, "Dangling only"));
    // Closed again by the user, it stays closed for the same selection.
    press(&mut h, "Objects");
    assert!(!shows(&h, "Dangling only"));
}

/// The square with a region round it and French names for three of its items: what a map a
/// course is translated on holds.
fn named_square() -> Map {
    let mut map = square_map();
    map.format = 2;
    map.regions.push(Region {
        id: "field".into(),
        name: "the Field".into(),
        medals: 2,
        marker: Point::new(250.0, 250.0),
        ring: vec!["nw".into(), "ne".into(), "se".into(), "sw".into()],
    });
    let fr = [
        ("nw", "le Moulin"),
        ("loose", "la Tour"),
        ("field", "le Champ"),
    ];
    map.names.insert(
        "fr".into(),
        fr.iter()
            .map(|(id, n)| (id.to_string(), n.to_string()))
            .collect(),
    );
    map
}

/// What the map's French table says of `id`.
fn french(map: &Map, id: &str) -> Option<String> {
    map.names.get("fr").and_then(|t| t.get(id)).cloned()
}

#[test]
fn renames_deletions_cuts_and_pastes_carry_the_names_in_other_languages_along() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("named.ron");
    named_square().save(&path).unwrap();
    let opened = Map::load(&path).unwrap();
    let mut h = harness(EditorApp::new(opened, Some(path.clone())));

    // A renamed id keeps its French name under the new id.
    h.state_mut()
        .apply(Edit::Rename {
            old: "nw".into(),
            new: "mill".into(),
        })
        .unwrap();
    assert_eq!(
        french(h.state().map(), "mill").as_deref(),
        Some("le Moulin")
    );
    assert_eq!(french(h.state().map(), "nw"), None);

    // Cut and pasted, the tower's name follows it to its fresh id.
    select(&mut h, &["loose"]);
    h.event(Event::Cut);
    h.step();
    let text = copied(&h).expect("cut copies");
    h.run();
    assert!(
        text.contains("la Tour"),
        "the clipboard holds the name: {text}"
    );
    assert_eq!(french(h.state().map(), "loose"), None, "cut with its base");
    paste(&mut h, &text);
    let pasted = h.state().map().bases.last().unwrap().id.clone();
    assert_eq!(french(h.state().map(), &pasted).as_deref(), Some("la Tour"));

    // A deleted region takes its name with it.
    h.state_mut()
        .apply(Edit::Delete(vec![Item::Region("field".into())]))
        .unwrap();
    assert_eq!(french(h.state().map(), "field"), None);

    // Saved, the map opens again: no table names an id the map lacks.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let saved = Map::load(&path).unwrap_or_else(|e| panic!("the saved map opens: {e}"));
    assert_eq!(french(&saved, "mill").as_deref(), Some("le Moulin"));
    assert_eq!(french(&saved, &pasted).as_deref(), Some("la Tour"));
    assert_eq!(saved.names["fr"].len(), 2);

    // Undone to the start, the names are as they were.
    while h.state().history().undo_len() > 0 {
        h.state_mut().undo();
    }
    assert_eq!(h.state().map().names, named_square().names);
}
