//! Help and the shell of the editor, driven headless with egui_kittest: the shortcuts overlay
//! and the README's list both come from the one table; every File shortcut works in every mode;
//! the Help menu shows the guides and About; the status bar's hint follows the tool; and the
//! in-app file browser lists, filters, opens and saves.

use crate::common;

use common::ui::{H, click_map, harness, press, shows};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use toyforge::app::map::tools::ToolKind;
use toyforge::app::shortcuts::{self, TABLE};
use toyforge::app::{EditorApp, Mode};
use toyforge::map::{Base, Map, Point};
use toyforge_core::i18n::Lang;

fn two_bases() -> Map {
    let mut map = Map {
        name: "Two".into(),
        ..Map::default()
    };
    map.bases.push(Base::new("a", Point::new(100.0, 100.0)));
    map.bases.push(Base::new("b", Point::new(400.0, 100.0)));
    map
}

fn in_mode(mode: Mode) -> H {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_mode(mode);
    harness(app)
}

// ----- the table, the README and the overlay -----

#[test]
fn the_readmes_list_of_shortcuts_is_the_table() {
    let readme = std::fs::read_to_string(common::repo_root().join("README.md")).unwrap();
    let (start, end) = (
        "<!-- shortcuts: made from src/app/shortcuts.rs -->\n",
        "<!-- end of shortcuts -->",
    );
    let from = readme.find(start).expect("the README has a Shortcuts list") + start.len();
    let to = from + readme[from..].find(end).expect("the list ends");
    assert_eq!(
        readme[from..to],
        shortcuts::markdown(),
        "the README's Shortcuts section differs from the table: paste shortcuts::markdown()"
    );
}

#[test]
fn f1_and_the_question_mark_show_every_shortcut_of_the_table_in_every_mode() {
    for mode in Mode::ALL {
        for key in [Key::F1, Key::Questionmark] {
            let mut h = in_mode(mode);
            h.key_press(key);
            h.run();
            assert!(h.state().help().overlay_open(), "{mode:?} {key:?}");
            assert!(shows(&h, "Keyboard shortcuts"));
            for s in TABLE {
                let what = s.description(Lang::En);
                assert!(shows(&h, &what), "the overlay lacks {what:?}");
                assert!(shows(&h, &s.keys.text(Lang::En, false)), "{:?}", s.keys);
            }
            h.key_press(Key::Escape);
            h.run();
            assert!(
                !h.state().help().overlay_open(),
                "Escape closes it ({mode:?})"
            );
        }
    }
}

#[test]
fn over_the_overlay_keys_do_nothing_behind_it_and_f1_closes_it() {
    let mut h = in_mode(Mode::Edit);
    h.key_press(Key::F1);
    h.run();
    h.key_press(Key::B);
    h.run();
    assert_eq!(
        h.state().tool(),
        ToolKind::Select,
        "B did not reach the editor"
    );
    h.key_press(Key::F1);
    h.run();
    assert!(!h.state().help().overlay_open());
    h.key_press(Key::B);
    h.run();
    assert_eq!(h.state().tool(), ToolKind::Base);
}

#[test]
fn the_menus_show_the_tables_keys() {
    let mut h = in_mode(Mode::Edit);
    press(&mut h, "File");
    for (label, act) in [
        ("Open…", shortcuts::Act::Open),
        ("Save as…", shortcuts::Act::SaveAs),
        ("Export SVG…", shortcuts::Act::ExportSvg),
    ] {
        let keys = shortcuts::shortcut_text(&shortcuts::primary(act).unwrap(), false);
        assert!(shows(&h, &format!("{label} {keys}")), "{label} {keys}");
    }
    // The toolbar's keys are the table's too.
    assert!(shows(
        &h,
        &format!(
            "Path {}",
            toyforge::app::shortcuts::tool_key(ToolKind::Path).name()
        )
    ));
}

// ----- File shortcuts in every mode -----

/// Presses `mods`+`key` and returns the title of the file window it opened, if any; closes it.
fn dialog_title_after(h: &mut H, mods: Modifiers, key: Key) -> Option<String> {
    h.key_press_modifiers(mods, key);
    h.run();
    let title = h.state().asking_for().map(|p| p.title().to_string());
    if title.is_some() {
        press(h, "Cancel");
    }
    title
}

#[test]
fn every_file_shortcut_works_in_every_mode() {
    let cmd = Modifiers::COMMAND;
    let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
    for mode in Mode::ALL {
        let mut h = in_mode(mode);
        let title = |h: &mut H, m, k| dialog_title_after(h, m, k);
        assert_eq!(
            title(&mut h, cmd, Key::O).as_deref(),
            Some("Open a map or a lesson"),
            "{mode:?}"
        );
        assert_eq!(
            title(&mut h, cmd, Key::E).as_deref(),
            Some("Export as SVG"),
            "{mode:?}"
        );
        // No lesson is open, so even the lesson workspace saves the map (which has no file yet).
        let save = Some("Save the map as");
        assert_eq!(
            title(&mut h, cmd, Key::S).as_deref(),
            save,
            "{mode:?} Ctrl+S"
        );
        assert_eq!(
            title(&mut h, cmd_shift, Key::S).as_deref(),
            save,
            "{mode:?}"
        );
        // New replaces the (unchanged) map at once; Quit closes the window.
        h.key_press_modifiers(cmd, Key::N);
        h.run();
        assert!(
            h.state().map().bases.is_empty(),
            "{mode:?}: Ctrl+N made a new map"
        );
        assert_eq!(h.state().mode(), mode, "the mode stays");
        h.key_press_modifiers(cmd, Key::Q);
        h.run();
        assert!(h.state().is_closing(), "{mode:?}: Ctrl+Q quits");
    }
}

#[test]
fn in_the_lesson_workspace_ctrl_s_saves_the_lesson() {
    let mut h = in_mode(Mode::Lesson);
    press(&mut h, "New lesson on this map");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let asked = h.state().asking_for().map(|p| p.title());
    assert_eq!(asked, Some("Save the lesson as".to_string()));
}

// ----- the Help menu -----

#[test]
fn the_help_menu_shows_each_guide_as_formatted_text_and_about() {
    for g in toyforge::app::help::GUIDES {
        // Every character drawn has a glyph (the harness panics on one that has none): the
        // guides' text is made drawable (`help::readable`) and the code blocks' copy icon is
        // drawn.
        let mut h = in_mode(Mode::Edit);
        press(&mut h, "Help");
        press(&mut h, &g.title());
        assert_eq!(h.state().help().guide().map(|g| g.file), Some(g.file));
        // The first heading, without its Markdown mark.
        let heading = g.text.lines().next().unwrap().trim_start_matches("# ");
        assert!(shows(&h, heading), "{}: no heading {heading:?}", g.file);
        assert!(
            !shows(&h, &format!("# {heading}")),
            "{}: raw Markdown",
            g.file
        );
    }
    let mut h = in_mode(Mode::Play);
    press(&mut h, "Help");
    press(&mut h, "About toyforge");
    assert!(shows(
        &h,
        &format!("toyforge {}", env!("CARGO_PKG_VERSION"))
    ));
    press(&mut h, "OK");
    assert!(!h.state().help().about_open());
}

// ----- the status bar -----

#[test]
fn the_status_hint_follows_the_path_tool_and_never_goes_stale() {
    let mut h = harness(EditorApp::new(two_bases(), None));
    h.key_press(Key::P);
    h.run();
    let idle = ToolKind::Path.description();
    assert_eq!(h.state().status_line(), idle);
    let (a, b) = (Point::new(100.0, 100.0), Point::new(400.0, 100.0));
    click_map(&mut h, a);
    assert!(
        h.state().status_line().contains("Path from `a`"),
        "{}",
        h.state().status_line()
    );
    click_map(&mut h, b);
    h.run();
    assert_eq!(h.state().map().paths.len(), 1, "the path was drawn");
    assert!(
        h.state().status_line().contains("Path from `b`"),
        "the chain goes on from the base clicked: {}",
        h.state().status_line()
    );
    // Escape in the middle of a chain brings the idle hint back.
    h.key_press(Key::Escape);
    h.run();
    h.run();
    assert_eq!(h.state().status_line(), idle);
}

#[test]
fn the_hq_tools_hint_names_the_side_it_places() {
    let mut h = harness(EditorApp::new(two_bases(), None));
    h.key_press(Key::H);
    h.run();
    assert!(h.state().status_line().contains("Blue HQ"));
    h.key_press(Key::H);
    h.run();
    assert!(
        h.state().status_line().contains("Red HQ"),
        "{}",
        h.state().status_line()
    );
}

// ----- the file browser -----

/// A folder with a map, a lesson-less text file and a sub-folder; an editor whose map lives
/// there (so the browser starts in it).
fn folder_with_files() -> (tempfile::TempDir, H) {
    let dir = tempfile::tempdir().unwrap();
    two_bases().save(&dir.path().join("other.ron")).unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a map").unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    let here = dir.path().join("here.ron");
    two_bases().save(&here).unwrap();
    let h = harness(EditorApp::new(two_bases(), Some(here)));
    (dir, h)
}

fn open_browser(h: &mut H) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    // A few frames: the window fades in, and then stays where it is.
    for _ in 0..10 {
        h.run();
    }
}

#[test]
fn the_browser_shows_its_folder_and_only_ron_files_until_asked_for_all() {
    let (dir, mut h) = folder_with_files();
    open_browser(&mut h);
    let folder = h.state().asking_folder().expect("the browser is open");
    assert_eq!(
        folder.canonicalize().unwrap(),
        dir.path().canonicalize().unwrap()
    );
    let from = format!(
        "A relative path starts from the folder shown, {}",
        folder.display()
    );
    assert!(shows(&h, &from), "{from}");
    assert!(shows(&h, "other.ron"));
    assert!(
        shows(&h, &format!("sub{}", std::path::MAIN_SEPARATOR)),
        "folders are listed"
    );
    assert!(!shows(&h, "notes.txt"), "only toyforge files are listed");
    press(&mut h, "Show all files");
    assert!(shows(&h, "notes.txt"));
}

#[test]
fn a_relative_path_typed_in_the_browser_opens_from_the_folder_shown() {
    let (_dir, mut h) = folder_with_files();
    open_browser(&mut h);
    h.get_by_label("Path").type_text("other.ron");
    h.run();
    press(&mut h, "Open");
    h.run();
    assert!(h.state().asking_for().is_none(), "the browser closed");
    let path = h
        .state()
        .document()
        .path
        .clone()
        .expect("a file was opened");
    assert!(path.ends_with("other.ron"), "{path:?}");
    assert_eq!(h.state().map().name, "Two");
}

#[test]
fn a_file_clicked_in_the_list_is_named_in_the_field_and_opens() {
    let (_dir, mut h) = folder_with_files();
    open_browser(&mut h);
    press(&mut h, "other.ron");
    let field = h.get_by_label("Path");
    assert_eq!(
        field.value().as_deref(),
        Some("other.ron"),
        "the field names the file"
    );
    press(&mut h, "Open");
    h.run();
    let path = h
        .state()
        .document()
        .path
        .clone()
        .expect("a file was opened");
    assert!(path.ends_with("other.ron"), "{path:?}");
}

#[test]
fn a_folder_typed_in_the_path_field_is_gone_into_and_up_comes_back() {
    let (dir, mut h) = folder_with_files();
    open_browser(&mut h);
    h.get_by_label("Path").type_text("sub");
    h.run();
    press(&mut h, "Open");
    let inside = h.state().asking_folder().unwrap();
    assert!(inside.ends_with("sub"), "{inside:?}");
    assert!(shows(&h, "No folders or files of this kind here"));
    press(&mut h, "Up");
    let back = h.state().asking_folder().unwrap();
    assert_eq!(
        back.canonicalize().unwrap(),
        dir.path().canonicalize().unwrap()
    );
}

#[test]
fn recent_files_open_from_beside_the_list_without_moving_it() {
    let (dir, mut h) = folder_with_files();
    // Kept in the sub-folder, so that only the recent list shows their names.
    let recent: Vec<PathBuf> = (0..12)
        .map(|i| dir.path().join(format!("sub/r{i}.ron")))
        .collect();
    two_bases().save(&recent[3]).unwrap();
    h.state_mut().prefs_mut().recent = recent.clone();
    open_browser(&mut h);
    let before = h.get_by_label("Path").rect();
    assert!(shows(&h, "r3.ron"));
    press(&mut h, "r3.ron");
    h.run();
    let path = h
        .state()
        .document()
        .path
        .clone()
        .expect("the recent file opened");
    assert_eq!(path, recent[3]);
    // Twelve recent files or none: the Path field stays where it was.
    let mut h2 = folder_with_files().1;
    open_browser(&mut h2);
    assert_eq!(h2.get_by_label("Path").rect(), before);
}

#[test]
fn save_as_in_the_browser_adds_the_extension_and_writes_in_the_folder_shown() {
    let (dir, mut h) = folder_with_files();
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    h.run();
    h.get_by_label("Path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Path").type_text("copy");
    h.run();
    press(&mut h, "Save");
    h.run();
    let written = dir.path().join("copy.ron");
    assert!(written.exists(), "saved as {written:?}");
    assert_eq!(Map::load(&written).unwrap().bases.len(), 2);
}

#[test]
fn escape_closes_the_browser_and_changes_nothing() {
    let (_dir, mut h) = folder_with_files();
    let before = h.state().document().path.clone();
    open_browser(&mut h);
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().asking_for().is_none());
    assert_eq!(h.state().document().path, before);
    assert!(Path::new(before.as_ref().unwrap()).exists());
}
