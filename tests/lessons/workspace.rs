//! An author's whole path through the lesson workspace, driven with egui_kittest as a person
//! would: build a position on the board, write a comparison step, record a candidate line by
//! playing it, turn the engine's outcome into claims, save, open the file again, and go through
//! the lesson in the preview to its end. The saved file passes `toyforge check`.

use crate::common;

use common::ui::{
    Editor, H, board_place, click_location, pick_in_browser, press, shows, type_into,
};
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use toyforge::app::files::{Doc, Guarded};
use toyforge::app::lesson::LessonTab;
use toyforge::app::lesson::position::{palette_label, palette_side_label};
use toyforge::app::lesson::position_check::ready_label;
use toyforge::app::lesson::position_side::{List, step_label};
use toyforge::app::{EditorApp, Mode, bundled_map};
use toyforge::engine::Piece;
use toyforge::pieces::Side::{Blue, Red};
use toyforge::pieces::Troop;
use toyforge::scenario::{Claim, Scenario, Step, check_file};
use toyforge_ui::rack_label;

fn scenario(h: &H) -> Scenario {
    h.state().lesson().doc().unwrap().scenario().clone()
}

#[test]
fn an_author_builds_records_claims_saves_reopens_and_previews_a_lesson() {
    let mut h = Editor::bundled().run();
    press(&mut h, "Lesson");
    assert_eq!(h.state().mode(), Mode::Lesson);
    press(&mut h, "New lesson on this map");
    assert_eq!(h.state().lesson().tab, LessonTab::Position);

    // 1. The position: a blue Skully at the keep gate and a Jumbo on the market square, a red Hook on the central bridge, blue to
    // move with a Roxy and a Star, red with a Kwak.
    press(&mut h, &palette_side_label(Blue));
    press(&mut h, &palette_label(Troop::Skully));
    click_location(&mut h, "keep-gate");
    press(&mut h, &palette_label(Troop::Jumbo));
    click_location(&mut h, "market-square");
    press(&mut h, &palette_side_label(Red));
    press(&mut h, &palette_label(Troop::Hook));
    click_location(&mut h, "central-bridge");
    press(&mut h, &step_label(Blue, List::Rack, Troop::Roxy, true));
    press(&mut h, &step_label(Blue, List::Rack, Troop::Star, true));
    press(&mut h, &step_label(Red, List::Rack, Troop::Kwak, true));
    let p = scenario(&h).position;
    assert_eq!(
        p.stacks.0,
        vec![
            ("keep-gate".to_string(), vec![Piece(Blue, Troop::Skully)]),
            ("market-square".to_string(), vec![Piece(Blue, Troop::Jumbo)]),
            ("central-bridge".to_string(), vec![Piece(Red, Troop::Hook)]),
        ]
    );
    let mut rack = p.blue.rack.clone();
    rack.sort();
    assert_eq!(rack, vec![Troop::Star, Troop::Roxy]);
    assert_eq!(p.red.rack, vec![Troop::Kwak]);
    assert!(
        shows(&h, &ready_label()),
        "the position is checked and ready"
    );
    let start = h.state().lesson().doc().unwrap().start().unwrap().clone();
    assert_eq!(start.to_move(), Some(Blue));

    // 2. A comparison step; its first candidate recorded by playing Star over the Hook.
    press(&mut h, "Lesson steps");
    press(&mut h, "Add Compare step");
    press(&mut h, "Record candidate 1");
    h.get_by_label(&rack_label(Troop::Star, 1)).click();
    h.run();
    click_location(&mut h, "central-bridge");
    // Star's draw waits (the recording shows its prompt): decline it.
    let Step::Compare(c) = &scenario(&h).steps[0] else {
        panic!("the first step is a comparison");
    };
    assert_eq!(c.candidates[0].actions, "place star @central-bridge");
    press(&mut h, "Skip");
    press(&mut h, "Done recording");
    let Step::Compare(c) = &scenario(&h).steps[0] else {
        panic!("the first step is a comparison");
    };
    assert_eq!(c.candidates[0].actions, "place star @central-bridge; skip");
    assert!(c.candidates[0].claims.is_empty());

    // 3. The engine's outcome becomes claims with one click; every one of them holds.
    press(&mut h, "Claims from outcome of candidate 1");
    let Step::Compare(c) = &scenario(&h).steps[0] else {
        panic!("the first step is a comparison");
    };
    let claims = &c.candidates[0].claims;
    assert!(claims.contains(&Claim::Legal), "{claims:?}");
    assert!(
        claims.iter().any(|c| matches!(
            c,
            Claim::Top { loc, side: Blue, troop: Troop::Star } if loc == "central-bridge"
        )),
        "{claims:?}"
    );
    // The second candidate: Roxy on the same bridge.
    press(&mut h, "Record candidate 2");
    h.get_by_label(&rack_label(Troop::Roxy, 1)).click();
    h.run();
    click_location(&mut h, "central-bridge");
    press(&mut h, "Done recording");
    press(&mut h, "Claims from outcome of candidate 2");
    assert_eq!(h.state().lesson().steps.step_ok(0), Some(true));

    // 4. Saved, and opened again from the file: the same lesson, and `check` passes.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bridge.ron");
    press(&mut h, "Save lesson");
    pick_in_browser(&mut h, &path, "Save");
    assert!(!h.state().lesson().is_dirty());
    let saved = scenario(&h);
    let report = check_file(&path).unwrap();
    assert!(report.is_ok(), "{report}");
    let mut fresh = EditorApp::new(bundled_map(), None);
    assert!(fresh.open_now(&path), "{:?}", fresh.lesson().message());
    assert_eq!(
        fresh.mode(),
        Mode::Lesson,
        "a scenario opens in lesson mode"
    );
    let mut h = Editor::app(fresh).run();
    assert_eq!(scenario(&h), saved, "the file holds what was saved");

    // 5. The preview, as a learner: both candidates shown, then the end of the lesson.
    press(&mut h, "Preview");
    assert!(shows(&h, "Step 1 of 1"));
    h.get_all_by_label("Show").next().unwrap().click();
    h.run();
    h.get_all_by_label("Show").nth(1).unwrap().click();
    h.run();
    press(&mut h, "Finish");
    assert!(shows(&h, "Lesson complete"));
}

#[test]
fn save_lesson_as_asks_for_a_path_and_the_file_opens_again_in_lesson_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("my-lesson.ron");
    let mut h = Editor::bundled().new_lesson();
    press(&mut h, "Save lesson as…");
    // No system dialog under test: the in-app prompt asks for the path, offering one made from
    // the lesson's title.
    let offered = h.get_by_label("Path").value().unwrap_or_default();
    assert!(
        offered.ends_with("a-lesson-on-castle-field.ron"),
        "{offered}"
    );
    type_into(&mut h, "Path", &path.display().to_string());
    h.get_by_label("Save").click();
    h.run();
    assert!(!h.state().lesson().is_dirty());
    assert_eq!(
        h.state().lesson().doc().unwrap().path(),
        Some(path.as_path())
    );

    // From the map editor, File → Open on the lesson switches to the lesson workspace.
    h.state_mut().set_mode(Mode::Edit);
    h.state_mut()
        .lesson_mut()
        .set_doc(toyforge::app::lesson::LessonDoc::new(bundled_map(), None));
    h.run();
    h.state_mut()
        .push_command(toyforge::app::Command::Open(path.clone()));
    h.run();
    assert_eq!(h.state().mode(), Mode::Lesson);
    // The unsaved new lesson is not dropped silently.
    let asked = h.state().confirming().expect("the app asks first");
    assert_eq!(asked.doc, Doc::Lesson);
    assert!(matches!(&asked.then, Guarded::OpenLesson(p) if p == &path));
    // Nothing is dropped while the question waits: the new lesson is still the one open.
    h.run();
    let open = h.state().lesson().doc().unwrap();
    assert_eq!(open.path(), None);
    assert_eq!(open.scenario().title, "A lesson on Castle Field");
    press(&mut h, "Discard changes");
    assert_eq!(
        h.state().lesson().doc().unwrap().path(),
        Some(path.as_path())
    );
}

#[test]
fn ctrl_z_ctrl_y_and_ctrl_s_work_in_the_lesson_workspace() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("keys.ron");
    let mut h = Editor::bundled().new_lesson();
    press(&mut h, &step_label(Blue, List::Rack, Troop::Roxy, true));
    assert_eq!(scenario(&h).position.blue.rack, vec![Troop::Roxy]);
    let cmd = egui::Modifiers::COMMAND;
    h.key_press_modifiers(cmd, egui::Key::Z);
    h.run();
    assert!(scenario(&h).position.blue.rack.is_empty(), "undone");
    h.key_press_modifiers(cmd, egui::Key::Y);
    h.run();
    assert_eq!(scenario(&h).position.blue.rack, vec![Troop::Roxy], "redone");
    h.key_press_modifiers(cmd, egui::Key::S);
    h.run();
    pick_in_browser(&mut h, &path, "Save");
    assert!(!h.state().lesson().is_dirty());
    assert!(path.exists());
}

#[test]
fn the_position_board_keeps_its_place_when_the_check_finds_problems() {
    let mut h = Editor::bundled().small_laptop().run();
    press(&mut h, "Lesson");
    press(&mut h, "New lesson on this map");
    assert!(shows(&h, &ready_label()));
    let before = board_place(&h);
    // More troops than the box holds, on both sides, and a stack of a troop on itself.
    let doc = h.state_mut().lesson_mut().doc_mut().unwrap();
    let mut p = doc.scenario().position.clone();
    p.blue.rack = vec![Troop::Kwak; 6];
    p.red.rack = vec![Troop::Roxy; 6];
    p.stacks
        .0
        .push(("keep-gate".into(), vec![Piece(Blue, Troop::Star); 3]));
    doc.apply(
        toyforge::app::document::lesson::LessonEdit::SetPosition(p),
        toyforge::app::document::Merge::Alone,
    )
    .unwrap();
    h.run();
    assert!(!shows(&h, &ready_label()), "the check finds the problems");
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when the problems were listed"
    );
}

#[test]
fn a_lesson_whose_practice_opponent_is_no_level_is_not_saved_and_stays_open() {
    use toyforge::app::document::Merge;
    use toyforge::app::document::lesson::LessonEdit;
    use toyforge::app::lesson::LessonDoc;
    use toyforge::scenario::Step;
    let dir = tempfile::tempdir().unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    // Its own copy beside the bundled maps' folder, so that it reads Castle Field as before.
    std::fs::create_dir_all(dir.path().join("maps")).unwrap();
    std::fs::copy(
        root.join("maps/castle-field.ron"),
        dir.path().join("maps/castle-field.ron"),
    )
    .unwrap();
    let scenarios = dir.path().join("scenarios");
    std::fs::create_dir_all(&scenarios).unwrap();
    let path = scenarios.join("castle-9.ron");
    std::fs::copy(root.join("scenarios/castle-9-roxy-south.ron"), &path).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    let mut doc = LessonDoc::load(&path).unwrap();
    let index = doc
        .scenario()
        .steps
        .iter()
        .position(|s| matches!(s, Step::Practice(_)))
        .expect("Castle 9 has a practice game");
    let mut step = doc.scenario().steps[index].clone();
    let Step::Practice(p) = &mut step else {
        unreachable!()
    };
    // Half typed, as the opponent field allows while one types.
    p.opponent = "mcts:".into();
    doc.apply(LessonEdit::SetStep { index, step }, Merge::Alone)
        .unwrap();
    let refused = doc.save(&path).unwrap_err();
    assert!(
        refused.starts_with(&format!("Not saved to {}:", path.display()))
            && refused.contains("`mcts:` is no computer level"),
        "{refused}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        before,
        "the file is untouched"
    );
    assert!(doc.is_dirty(), "the change is still there to correct");
    // Corrected, it is saved and opens again.
    let mut step = doc.scenario().steps[index].clone();
    if let Step::Practice(p) = &mut step {
        p.opponent = "greedy".into();
    }
    doc.apply(LessonEdit::SetStep { index, step }, Merge::Alone)
        .unwrap();
    doc.save(&path).unwrap();
    assert!(LessonDoc::load(&path).is_ok());
}

#[test]
fn a_misspelt_id_in_a_step_is_put_right_with_one_press() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::lesson_in_folder(
        dir.path(),
        "slips.ron",
        r#"(format: 1, title: "Slips", map: "maps/castle-field.ron",
            steps: [Explain(title: "Where", text: "t", highlight: ["Orchrd", "nowhere"],
                arrows: [(from: "keep-gate", to: "markt-square")])])"#,
    );
    let mut app = EditorApp::new(bundled_map(), None);
    app.set_mode(Mode::Lesson);
    let mut h = Editor::app(app).size(1500.0, 1100.0).build();
    h.run();
    assert!(h.state_mut().lesson_mut().open_now(&path));
    h.state_mut().lesson_mut().tab = LessonTab::Steps;
    h.run();
    // The check says which id was meant, and the form offers it beside each slip; an id with
    // nothing near is offered nothing.
    assert!(shows(&h, "did you mean `orchard`?"));
    press(&mut h, "Use orchard");
    press(&mut h, "Use market-square");
    assert!(
        h.query_by_label_contains("Use ").is_none(),
        "nothing left to offer"
    );
    let Step::Explain(step) = &scenario(&h).steps[0] else {
        panic!("the step is an explanation")
    };
    assert_eq!(step.highlight, vec!["orchard", "nowhere"]);
    assert_eq!(step.arrows[0].to, "market-square");
    // One edit each, undone as any other.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let Step::Explain(step) = &scenario(&h).steps[0] else {
        panic!("the step is an explanation")
    };
    assert_eq!(step.arrows[0].to, "markt-square");
    assert_eq!(step.highlight[0], "orchard");
}

/// A lesson whose map lies outside its folder and map library is refused, and the refusal is
/// said once, in the workspace's message line, not again in the empty workspace below it.
#[test]
fn a_lesson_refused_for_its_map_says_so_once() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lessons")).unwrap();
    std::fs::copy(
        root.join("maps/castle-field.ron"),
        dir.path().join("castle-field.ron"),
    )
    .unwrap();
    let text = std::fs::read_to_string(root.join("scenarios/castle-3-star-choice.ron")).unwrap();
    let text = text.replace("\"../maps/castle-field.ron\"", "\"../castle-field.ron\"");
    assert!(text.contains("\"../castle-field.ron\""));
    let lesson = dir.path().join("lessons/star.ron");
    std::fs::write(&lesson, text).unwrap();
    let mut app = EditorApp::new(bundled_map(), None);
    assert!(!app.open_now(&lesson));
    let h = common::ui::harness(app);
    assert!(h.state().lesson().doc().is_none());
    assert_eq!(h.state().mode(), Mode::Lesson);
    let said = h
        .query_all_by_label_contains("is outside the scenario's folder and its map library")
        .count();
    assert_eq!(said, 1, "the refusal is shown once");
    assert!(shows(&h, "Open a scenario file above"));
}
