//! The names panel of the map editor driven through the user interface with egui_kittest: the
//! map's locations and regions named in another language, a language added by its tag, names
//! cleared and a language removed, each an undoable edit, and the file saved with them.

use crate::common;

use common::ui::{Editor, H, harness, press, shows, type_into};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use toyforge::app::EditorApp;
use toyforge::map::Map;

fn open_panel(h: &mut H) {
    press(h, "Names in other languages");
}

/// What the map's table of `tag` says of `id`.
fn named(h: &H, tag: &str, id: &str) -> Option<String> {
    h.state()
        .map()
        .names
        .get(tag)
        .and_then(|t| t.get(id))
        .cloned()
}

/// Types `text` into the name field of the row labelled `row` (the map's own name).
fn type_name(h: &mut H, row: &str, text: &str) {
    type_into(h, row, text);
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn names_in_a_language_are_typed_cleared_and_undone_row_by_row() {
    let mut h = harness(EditorApp::new(toyforge::app::bundled_map(), None));
    open_panel(&mut h);
    // The bundled map names every place in Spanish, the first of its languages.
    assert!(shows(&h, "29 of 29 named in Español (es)"));
    press(&mut h, "Names in");
    press(&mut h, "Français (fr)");
    assert!(shows(&h, "29 of 29 named in Français (fr)"));

    type_name(&mut h, "the Keep Gate", "la Grande Porte");
    assert_eq!(
        named(&h, "fr", "keep-gate").as_deref(),
        Some("la Grande Porte")
    );
    assert_eq!(
        h.state().history().undo_label(),
        Some("name of `keep-gate` in fr")
    );
    // An emptied field gives the place back its own name.
    type_name(&mut h, "the Apple Orchard", "");
    assert_eq!(named(&h, "fr", "orchard"), None);
    assert!(shows(&h, "28 of 29 named in Français (fr)"));

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(named(&h, "fr", "orchard").as_deref(), Some("le Verger"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(
        named(&h, "fr", "keep-gate").as_deref(),
        Some("la Porte du donjon")
    );
}

#[test]
fn a_language_is_added_by_its_tag_saved_with_the_map_and_removed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("castle.ron");
    toyforge::app::bundled_map().save(&path).unwrap();
    let mut h = harness(EditorApp::new(
        Map::load(&path).unwrap(),
        Some(path.clone()),
    ));
    open_panel(&mut h);

    // A tag that is not BCP 47 is refused with the tag to write instead.
    let other = "Another language (tag)";
    type_into(&mut h, other, "pt_BR");
    press(&mut h, "Show");
    assert!(shows(&h, "(write `pt-BR`)"));
    type_into(&mut h, other, "pt-BR");
    press(&mut h, "Show");
    assert!(shows(&h, "0 of 29 named in pt-BR"));
    assert!(!shows(&h, "(write `pt-BR`)"), "the refusal goes");

    // A tag in capitals shows the table of the same tag (tags ignore case).
    type_into(&mut h, other, "FR");
    press(&mut h, "Show");
    assert!(shows(&h, "29 of 29 named in Français (fr)"));
    press(&mut h, "Names in");
    press(&mut h, "pt-BR");
    assert!(
        shows(&h, "0 of 29 named in pt-BR"),
        "a tag shown stays offered"
    );

    type_name(&mut h, "the Keep Gate", "a Porta do castelo");
    assert_eq!(
        named(&h, "pt-BR", "keep-gate").as_deref(),
        Some("a Porta do castelo")
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let saved = Map::load(&path).unwrap();
    assert_eq!(saved.names["pt-BR"]["keep-gate"], "a Porta do castelo");

    press(&mut h, "Remove the names in pt-BR");
    assert!(!h.state().map().names.contains_key("pt-BR"));
    assert!(h.state().map().names.contains_key("fr"), "the others stay");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().map().names.contains_key("pt-BR"));
}

/// Sets the lesson's language field to `tag`.
fn set_lesson_language(h: &mut H, tag: &str) {
    h.get_by_role_and_label(Role::TextInput, "Language").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.key_press(Key::Backspace);
    h.get_by_role_and_label(Role::TextInput, "Language")
        .type_text(tag);
    h.run();
}

#[test]
fn a_lesson_in_a_language_the_map_does_not_name_its_places_in_says_which_keep_their_names() {
    let mut h = Editor::bundled().size(1500.0, 1100.0).new_lesson_steps();
    // Castle Field names every place in French: nothing to say.
    set_lesson_language(&mut h, "fr");
    assert_eq!(h.state().lesson().doc().unwrap().scenario().language, "fr");
    assert!(!shows(&h, "keep their own names"));
    // It has no German names.
    set_lesson_language(&mut h, "de");
    assert!(shows(
        &h,
        "29 places of the map keep their own names in this de lesson: `central-bridge`, \
         `left-bridge`, `right-bridge` and 26 more."
    ));
    set_lesson_language(&mut h, "en");
    assert!(!shows(&h, "keep their own names"));
}
