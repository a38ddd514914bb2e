//! The document pipeline as a user meets it, driven headless with egui_kittest and a recovery
//! folder standing in for the app's storage: text being typed reaches the recovery file and
//! comes back after a crash; Discard changes really discards; Ctrl+S saves while a field is
//! focused; an unreadable recovery file is reported and kept; opening another map never shows
//! the balance lab's results for the map before.

use crate::common;

use common::ui::{H, harness, move_central_bridge, pick_in_browser, press, shows, type_into};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::{Duration, Instant};
use toyforge::app::document::recovery::AUTOSAVE_DELAY;
use toyforge::app::files::Doc;
use toyforge::app::lesson::LessonTab;
use toyforge::app::{Command, EditorApp, Mode};
use toyforge::scenario::Scenario;

/// A new lesson, on its Lesson steps tab, with `text` typed over its title; the field keeps the
/// focus.
fn type_lesson_title(h: &mut H, text: &str) {
    press(h, "Lesson");
    press(h, "New lesson on this map");
    h.state_mut().lesson_mut().tab = LessonTab::Steps;
    h.run();
    type_into(h, "Title", text);
    assert_eq!(h.state().lesson().doc().unwrap().scenario().title, text);
}

/// Runs frames, without input, until the autosave delay has passed.
fn wait_for_autosave(h: &mut H) {
    let until = Instant::now() + AUTOSAVE_DELAY + Duration::from_millis(300);
    while Instant::now() < until {
        std::thread::sleep(Duration::from_millis(100));
        h.step();
    }
    h.run();
}

fn files_ending(dir: &Path, ext: &str) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(ext))
        .collect();
    v.sort();
    v
}

#[test]
fn a_lesson_title_still_being_typed_is_recovered_after_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(EditorApp::with_recovery_dir(dir.path()));
    type_lesson_title(&mut h, "Bridges and fords");
    wait_for_autosave(&mut h);
    assert!(
        h.state().lesson().doc().unwrap().history().can_undo(),
        "the typing is an undo step"
    );
    // Still typing: the title field has the focus, and the text is in the recovery file.
    assert!(h.ctx.memory(|m| m.focused()).is_some());
    let written = files_ending(dir.path(), ".recovery");
    assert_eq!(written.len(), 1, "{written:?}");
    assert!(
        std::fs::read_to_string(&written[0])
            .unwrap()
            .contains("Bridges and fords")
    );
    // The crash: the app goes without saving or quitting.
    drop(h);

    let mut h = harness(EditorApp::with_recovery_dir(dir.path()));
    assert!(shows(&h, "Recover an unsaved lesson?"));
    assert!(shows(&h, "the lesson “Bridges and fords” (not yet saved"));
    press(&mut h, "Recover the lesson");
    assert_eq!(h.state().mode(), Mode::Lesson);
    let doc = h.state().lesson().doc().unwrap();
    assert_eq!(doc.scenario().title, "Bridges and fords");
    assert!(doc.is_dirty(), "recovered work is not saved yet");
    assert!(h.state().recovery_offers().is_empty());
    assert!(!shows(&h, "Recover an unsaved lesson?"));
    // The old instance's file is gone; the recovered lesson is this instance's to write.
    assert!(!written[0].exists());
}

#[test]
fn discard_changes_on_quit_leaves_nothing_to_recover() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(EditorApp::with_recovery_dir(dir.path()));
    move_central_bridge(&mut h, 10.0);
    type_lesson_title(&mut h, "Never to be kept");
    wait_for_autosave(&mut h);
    assert_eq!(
        files_ending(dir.path(), ".recovery").len(),
        2,
        "map and lesson"
    );

    h.state_mut().push_command(Command::Quit);
    h.run();
    assert_eq!(h.state().confirming().unwrap().doc, Doc::Map);
    press(&mut h, "Discard changes");
    assert_eq!(h.state().confirming().unwrap().doc, Doc::Lesson);
    press(&mut h, "Discard changes");
    assert!(h.state().is_closing());
    // Frames after the answer write nothing again.
    wait_for_autosave(&mut h);
    assert!(files_ending(dir.path(), ".recovery").is_empty());
    drop(h);

    let mut h = harness(EditorApp::with_recovery_dir(dir.path()));
    h.run();
    assert!(h.state().recovery_offers().is_empty());
    assert!(!shows(&h, "Recover"));
}

#[test]
fn ctrl_s_while_typing_in_a_lesson_field_saves_the_typed_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typed.ron");
    let mut h = harness(EditorApp::new(toyforge::app::bundled_map(), None));
    type_lesson_title(&mut h, "Typed, not yet left");
    // The title field still has the focus.
    h.get_by_label("Title").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    // A lesson never saved: Save asks where, in the file browser.
    pick_in_browser(&mut h, &path, "Save");
    assert!(!h.state().lesson().is_dirty());
    let saved = Scenario::load(&path).unwrap().scenario;
    assert_eq!(saved.title, "Typed, not yet left");
}

#[test]
fn ctrl_s_while_typing_a_map_name_saves_the_typed_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("named.ron");
    let mut h = harness(EditorApp::new(
        toyforge::app::bundled_map(),
        Some(path.clone()),
    ));
    h.get_by_label("Map").click();
    h.run();
    type_into(&mut h, "Name", "Typed Field");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(!h.state().is_dirty());
    let saved = toyforge::map::Map::load(&path).unwrap();
    assert_eq!(saved.name, "Typed Field");
}

#[test]
fn an_unreadable_recovery_file_is_reported_and_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("lesson-4242-gone.recovery");
    std::fs::write(&broken, "(format: 1, kind: \"lesson\", body: ").unwrap();
    let newer = dir.path().join("map-4243-gone.recovery");
    let future = "(format: 7, kind: \"map\", body: \"\")";
    std::fs::write(&newer, future).unwrap();

    let mut h = harness(EditorApp::with_recovery_dir(dir.path()));
    let msg = h
        .state()
        .error_message()
        .expect("the user is told")
        .to_string();
    assert!(msg.contains("kept aside"), "{msg}");
    assert!(msg.contains("newer toyforge"), "{msg}");
    assert!(shows(&h, "Unsaved work could not be recovered"));
    let kept = files_ending(dir.path(), ".unreadable");
    assert_eq!(kept.len(), 2, "{kept:?}");
    for k in &kept {
        assert!(
            msg.contains(&k.display().to_string()),
            "{msg} names {}",
            k.display()
        );
    }
    let newer_kept = dir.path().join("map-4243-gone.recovery.unreadable");
    assert_eq!(std::fs::read_to_string(newer_kept).unwrap(), future);
    assert!(!broken.exists() && !newer.exists());
    press(&mut h, "OK");
    assert!(h.state().error_message().is_none());
    assert!(h.state().recovery_offers().is_empty());
}

#[test]
fn opening_another_map_never_shows_the_previous_maps_lab_results() {
    let mut h = harness(EditorApp::new(
        toyforge::map::Map::load("maps/castle-field.ron".as_ref()).unwrap(),
        Some("maps/castle-field.ron".into()),
    ));
    h.get_by_label("Analysis").click();
    h.run();
    h.state_mut().analysis_mut().games = 4;
    h.get_by_label("Run").click_accesskit();
    h.step();
    let t0 = Instant::now();
    while h.state().analysis().is_running() && t0.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.run();
    assert!(h.state().analysis().finished().is_some());
    assert!(shows(&h, "95% CI"), "Castle Field's results are shown");

    h.state_mut()
        .push_command(Command::Open("maps/battlefield.ron".into()));
    h.run();
    assert_ne!(h.state().map().name, "Castle Field");
    let lab = h.state().analysis();
    assert!(lab.finished().is_none(), "the results went with their map");
    assert!(!lab.is_running());
    assert!(!shows(&h, "95% CI"));
    assert!(!shows(&h, "Stale"));

    // A new map too starts with an empty lab.
    h.get_by_label("Run").click_accesskit();
    h.step();
    h.state_mut().push_command(Command::OpenBundled);
    // The cancelled worker may still ask for a frame when it stops: a fixed number of frames.
    h.run_steps(6);
    assert!(h.state().analysis().finished().is_none());
    assert!(!h.state().analysis().is_running());
}

#[test]
fn typing_in_two_lesson_fields_makes_two_labelled_steps_in_the_edit_menu() {
    let mut h = harness(EditorApp::new(toyforge::app::bundled_map(), None));
    type_lesson_title(&mut h, "Fords");
    h.get_by_label("Author").focus();
    h.run();
    h.get_by_label("Author").type_text("Ann");
    h.run();
    let doc = h.state().lesson().doc().unwrap();
    assert_eq!(doc.scenario().author, "Ann");
    assert_eq!(
        doc.history().undo_len(),
        2,
        "one step per field, however many keys"
    );

    h.get_by_label("Edit").click();
    h.run();
    press(&mut h, "Undo edit the author Ctrl+Z");
    let doc = h.state().lesson().doc().unwrap();
    assert_eq!(doc.scenario().author, "");
    assert_eq!(doc.scenario().title, "Fords", "the title's step stays");
    assert_eq!(doc.history().undo_label(), Some("edit the title"));
    assert_eq!(doc.history().redo_label(), Some("edit the author"));
}

#[test]
fn play_mode_asks_for_its_files_through_the_one_path_prompt_and_reads_them_after_the_frame() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("game.ron");
    let mut h = harness(EditorApp::new(toyforge::app::bundled_map(), None));
    press(&mut h, "Play");
    press(&mut h, "Start from scenario…");
    // No system dialog under test: the app's own prompt asks, titled for play mode.
    assert!(shows(&h, "Start from a scenario"));
    type_into(&mut h, "Path", "scenarios/castle-3-star-choice.ron");
    press(&mut h, "Start");
    let origin = h.state().play_view().origin().expect("a game started");
    assert!(
        matches!(origin, toyforge::app::play::Origin::Scenario { path, .. }
            if path.ends_with("castle-3-star-choice.ron")),
        "{origin:?}"
    );

    press(&mut h, "Save as scenario…");
    assert!(shows(&h, "Save the game as a scenario"));
    type_into(&mut h, "Path", &saved.display().to_string());
    press(&mut h, "Save");
    assert!(saved.exists(), "the game was written after the frame");
    let back = Scenario::load(&saved).unwrap();
    assert!(back.start().is_ok());
}

#[test]
fn two_windows_on_one_storage_never_share_or_take_each_others_recovery_files() {
    let dir = tempfile::tempdir().unwrap();
    let moved = |h: &mut H, dx: f32| {
        move_central_bridge(h, dx);
        h.state_mut().set_autosave_delay(Duration::from_millis(50));
        for _ in 0..3 {
            std::thread::sleep(Duration::from_millis(60));
            h.step();
        }
    };
    let mut first = harness(EditorApp::with_recovery_dir(dir.path()));
    moved(&mut first, 10.0);
    let mut second = harness(EditorApp::with_recovery_dir(dir.path()));
    assert!(
        second.state().recovery_offers().is_empty(),
        "the first window still runs: its work is not offered"
    );
    moved(&mut second, 20.0);
    let ones = first.state().recovery_files()[0].to_path_buf();
    let twos = second.state().recovery_files()[0].to_path_buf();
    assert_ne!(ones, twos);
    assert!(ones.exists() && twos.exists());
    assert_eq!(files_ending(dir.path(), ".recovery").len(), 2);

    // The first window crashes; a third start offers its map, and only its map.
    drop(first);
    let third = harness(EditorApp::with_recovery_dir(dir.path()));
    let offers = third.state().recovery_offers();
    assert_eq!(offers.len(), 1);
    assert_eq!(offers[0].file, ones);
    assert!(twos.exists(), "the running second window keeps its file");
}
