//! The desktop app in other languages, driven through its user interface with egui_kittest: the
//! editor in French found by its French labels, an edit and its undo; the Language menu
//! switching the labels at once and remembering the choice; and Chinese with and without an
//! installed CJK font.

use crate::common;

use common::ui::{Editor, H, harness, press, shows, shows_exactly};
use egui_kittest::kittest::{NodeT, Queryable};
use toyforge::app::EditorApp;
use toyforge::app::i18n::{CjkFont, CjkState};
use toyforge::app::theme::{PREFS_KEY, Prefs};
use toyforge::map::{Base, Map, Path, Point};
use toyforge_core::i18n::Lang;

fn square_map() -> Map {
    let mut map = Map::default();
    for (id, x, y) in [
        ("nw", 100.0, 100.0),
        ("ne", 400.0, 100.0),
        ("se", 400.0, 400.0),
        ("sw", 100.0, 400.0),
    ] {
        map.bases.push(Base::new(id, Point::new(x, y)));
    }
    for (a, b) in [("nw", "ne"), ("ne", "se"), ("se", "sw"), ("sw", "nw")] {
        map.paths.push(Path::new(a, b));
    }
    map
}

fn french_editor() -> H {
    let mut app = EditorApp::new(square_map(), None);
    app.set_language(Some(Lang::Fr));
    harness(app)
}

/// The item of `menu` whose label starts with `start` (its shortcut follows), pressed: the menu
/// is opened first unless it is open.
fn press_item(h: &mut H, menu: &str, start: &str) {
    let find = |h: &H| {
        h.query_all_by_label_contains(start)
            .map(|n| n.accesskit_node().label().unwrap_or_default())
            .find(|l| l.starts_with(start))
    };
    if find(h).is_none() {
        press(h, menu);
    }
    let label = find(h).unwrap_or_else(|| panic!("no item of {menu} starts with {start:?}"));
    press(h, &label);
}

#[test]
fn the_editor_in_french_edits_and_undoes_by_its_french_labels() {
    let mut h = french_editor();
    // The menu bar, the modes, the toolbar and the side panel speak French.
    for label in [
        "Fichier",
        "Édition",
        "Disposer",
        "Affichage",
        "Langue",
        "Aide",
    ] {
        assert!(shows_exactly(&h, label), "{label}");
    }
    for label in ["Éditer la carte", "Jouer", "Leçon", "Ajuster", "Inspecteur"] {
        assert!(shows_exactly(&h, label), "{label}");
    }
    assert!(shows(&h, "Problèmes ("), "the problems' title");
    assert!(!shows_exactly(&h, "File") && !shows_exactly(&h, "Edit"));

    // Select everything, then delete it, from the Édition menu.
    press_item(&mut h, "Édition", "Tout sélectionner");
    assert_eq!(h.state().selection().len(), 4, "the four bases");
    press_item(&mut h, "Édition", "Supprimer la sélection");
    assert!(h.state().map().bases.is_empty(), "the bases were deleted");

    // Undo names the step in French and brings the map back.
    press_item(&mut h, "Édition", "Annuler suppression de 4 éléments");
    assert_eq!(h.state().map().bases.len(), 4);
    assert_eq!(h.state().map().paths.len(), 4);
    if !shows(&h, "Rétablir") {
        press(&mut h, "Édition");
    }
    assert!(shows(&h, "Rétablir suppression de 4 éléments"));
}

#[test]
fn the_language_menu_switches_the_labels_at_once_and_the_choice_is_stored() {
    let mut app = EditorApp::new(square_map(), None);
    // The menu looks for a CJK font to name Chinese with: here there is none.
    app.set_cjk_lookup(|| None);
    let mut h = harness(app);
    assert!(shows_exactly(&h, "File"));
    press(&mut h, "Language");
    until_font_settled(&mut h);
    assert!(
        shows(&h, "System (English)"),
        "the system's language comes first"
    );
    press(&mut h, "Français");
    assert!(shows_exactly(&h, "Fichier") && shows_exactly(&h, "Inspecteur"));
    assert!(!shows_exactly(&h, "File"));
    assert_eq!(h.state().lang(), Lang::Fr);

    // Stored with the preferences, as eframe keeps them between runs.
    let mut storage = Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let prefs: Prefs = eframe::get_value(&storage, PREFS_KEY).expect("the preferences");
    assert_eq!(prefs.language.as_deref(), Some("fr"));

    // Spanish, then back to the system's language.
    press(&mut h, "Langue");
    press(&mut h, "Español");
    assert!(shows_exactly(&h, "Archivo") && shows_exactly(&h, "Editar el mapa"));
    press(&mut h, "Idioma");
    press(&mut h, "Sistema (English)");
    assert!(shows_exactly(&h, "File"));
    assert_eq!(h.state().prefs().language, None);
}

#[test]
fn the_app_follows_the_systems_language_until_one_is_chosen() {
    let mut app = EditorApp::new(square_map(), None);
    app.set_system_lang(Lang::Es);
    app.set_cjk_lookup(|| None);
    let mut h = harness(app);
    assert!(shows_exactly(&h, "Archivo"));
    press(&mut h, "Idioma");
    until_font_settled(&mut h);
    assert!(shows(&h, "Sistema (Español)"));
}

/// Runs frames until the CJK font lookup has ended (it runs on a thread of its own, and the
/// frames look for its answer a little later each time, so running to rest does not wait for it).
fn until_font_settled(h: &mut H) {
    for _ in 0..200 {
        if matches!(
            h.state().cjk_font(),
            CjkState::Loaded(_) | CjkState::Missing
        ) {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    panic!("the font lookup never ended: {:?}", h.state().cjk_font());
}

/// Set by the test when the slow lookup may answer.
static SLOW_LOOKUP_MAY_ANSWER: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// A lookup as slow as on a system with many fonts to read: it answers only once the test lets
/// it (or after 30 s, so that a failing test cannot hang), however slowly the frames run.
fn slow_lookup() -> Option<CjkFont> {
    let start = std::time::Instant::now();
    while !SLOW_LOOKUP_MAY_ANSWER.load(std::sync::atomic::Ordering::SeqCst)
        && start.elapsed() < std::time::Duration::from_secs(30)
    {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    None
}

#[test]
fn a_slow_font_lookup_leaves_the_frames_at_rest_and_asks_for_no_frame_of_its_own() {
    let mut app = EditorApp::new(square_map(), None);
    app.set_cjk_lookup(slow_lookup);
    let mut h = harness(app);
    // The threads that ask for a frame, each time one is asked for.
    let askers = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let seen = askers.clone();
    h.ctx.set_repaint_observer(move |_| {
        let name = std::thread::current().name().unwrap_or("?").to_owned();
        seen.lock().unwrap().push(name);
    });

    // Opening the menu starts the lookup; the frames come to rest while it runs.
    press(&mut h, "Language");
    assert!(matches!(h.state().cjk_font(), CjkState::Seeking(_)));
    for _ in 0..5 {
        h.run();
    }
    assert!(
        matches!(h.state().cjk_font(), CjkState::Seeking(_)),
        "the lookup is still running: {:?}",
        h.state().cjk_font()
    );
    SLOW_LOOKUP_MAY_ANSWER.store(true, std::sync::atomic::Ordering::SeqCst);
    until_font_settled(&mut h);
    assert!(matches!(h.state().cjk_font(), CjkState::Missing));
    // Whatever the thread did after its answer is done by now; the next clicks run to rest.
    std::thread::sleep(std::time::Duration::from_millis(50));
    press(&mut h, "Français");
    press(&mut h, "Langue");
    press(&mut h, "Español");
    assert!(shows_exactly(&h, "Archivo"));
    let mut askers = askers.lock().unwrap().clone();
    assert!(!askers.is_empty(), "the frames asked for frames");
    askers.dedup();
    assert!(
        !askers
            .iter()
            .any(|a| a == toyforge::app::i18n::LOOKUP_THREAD),
        "the lookup's thread asked for a frame: {askers:?}"
    );
}

#[test]
fn chinese_without_a_cjk_font_says_in_english_what_to_install() {
    let mut app = EditorApp::new(square_map(), None);
    app.set_cjk_lookup(|| None);
    app.set_language(Some(Lang::Zh));
    let mut h = Editor::app(app).tofu().run();
    until_font_settled(&mut h);
    assert!(matches!(h.state().cjk_font(), CjkState::Missing));
    assert!(shows(&h, "No Chinese font is installed"));
    assert!(shows(&h, "fonts-noto-cjk"));
    // The labels are Chinese all the same, but for the Language menu the message points to:
    // its title is in English, and English is there to choose.
    assert!(shows_exactly(&h, "文件"));
    assert!(!shows_exactly(&h, "语言"));
    press(&mut h, "Language");
    press(&mut h, "English");
    assert!(shows_exactly(&h, "File"));
    press(&mut h, "Language");
    press(&mut h, "Chinese (Simplified)");
    assert!(shows_exactly(&h, "文件"));
    press(&mut h, "Close");
    assert!(!shows(&h, "fonts-noto-cjk"));

    // In another language the message is not shown, and the font is not looked for.
    let mut app = EditorApp::new(square_map(), None);
    app.set_cjk_lookup(|| None);
    app.set_language(Some(Lang::Fr));
    let mut h = harness(app);
    assert!(!shows(&h, "fonts-noto-cjk"));
    assert!(matches!(h.state().cjk_font(), CjkState::Unsought));
    // Its Language menu names Chinese in words the present fonts can draw.
    press(&mut h, "Langue");
    until_font_settled(&mut h);
    assert!(shows_exactly(&h, "Chinese (Simplified)"));
}

/// The cut-down CJK font the tests of `publish` use: it has the Castle course's characters,
/// not all of the app's.
fn committed_font() -> Option<CjkFont> {
    Some(CjkFont {
        name: "Noto Sans CJK SC (subset)".into(),
        data: include_bytes!("../fixtures/fonts/NotoSansCJKsc-subset.otf").to_vec(),
        index: 0,
    })
}

#[test]
fn chinese_with_a_cjk_font_draws_its_characters() {
    let mut app = EditorApp::new(square_map(), None);
    app.set_cjk_lookup(committed_font);
    let mut h = Editor::app(app).tofu().run();
    let has = |h: &H, c| {
        h.ctx
            .fonts_mut(|f| f.has_glyph(&egui::FontId::proportional(14.0), c))
    };
    // In English the font is not looked for.
    assert!(matches!(h.state().cjk_font(), CjkState::Unsought));
    // Opening the menu looks for the font, and Chinese is named in Chinese once it is found.
    press(&mut h, "Language");
    until_font_settled(&mut h);
    press(&mut h, "简体中文");
    assert!(
        matches!(h.state().cjk_font(), CjkState::Loaded(n) if n.contains("Noto")),
        "{:?}",
        h.state().cjk_font()
    );
    assert!(has(&h, '城'), "the font's characters are drawn");
    assert!(!shows(&h, "fonts-noto-cjk"));
}

/// eframe's storage, in memory.
#[derive(Default)]
struct Memory(std::collections::HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}

/// The lesson being edited, as the workspace holds it.
fn lesson(h: &H) -> &toyforge::scenario::Scenario {
    h.state()
        .lesson()
        .doc()
        .expect("a lesson is open")
        .scenario()
}

#[test]
fn a_lesson_step_is_written_and_undone_in_spanish_by_its_spanish_labels() {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(Lang::Es));
    let mut h = harness(app);
    press(&mut h, "Lección");
    press(&mut h, "Lección nueva sobre este mapa");
    // A new lesson is written in the app's language.
    assert_eq!(lesson(&h).language, "es");
    assert!(lesson(&h).title.starts_with("Una lección sobre"));
    for tab in ["Posición", "Pasos de la lección", "Vista previa"] {
        assert!(shows_exactly(&h, tab), "{tab}");
    }
    assert!(shows_exactly(&h, "La posición está lista para jugar"));
    assert!(!shows_exactly(&h, "Position") && !shows_exactly(&h, "Lesson steps"));

    press(&mut h, "Pasos de la lección");
    assert!(shows_exactly(&h, "Ningún paso"));
    press(&mut h, "Añadir paso de Lectura");
    assert_eq!(lesson(&h).steps.len(), 1);
    assert_eq!(lesson(&h).steps[0].title(), "Nueva lectura");
    assert!(shows_exactly(&h, "Paso 1 de 1"), "the step's heading");

    // The step's text, typed into the field its Spanish label names.
    h.get_by_label("Texto").focus();
    h.run();
    h.get_by_label("Texto")
        .type_text("El puente decide la partida.");
    h.run();
    let toyforge::scenario::Step::Explain(e) = &lesson(&h).steps[0] else {
        panic!("the step is an Explain step");
    };
    assert_eq!(e.text, "El puente decide la partida.");
    let history = h.state().lesson().doc().unwrap().history();
    assert_eq!(history.undo_label(), Some("editar el paso 1"));

    // Undo, by the bar's Spanish button, takes the text back, then the step itself.
    press(&mut h, "Deshacer");
    let toyforge::scenario::Step::Explain(e) = &lesson(&h).steps[0] else {
        panic!("the step is an Explain step");
    };
    assert!(e.text.is_empty(), "the text is undone");
    let history = h.state().lesson().doc().unwrap().history();
    assert_eq!(history.undo_label(), Some("añadir el paso 1"));
    assert_eq!(history.redo_label(), Some("editar el paso 1"));
    press(&mut h, "Deshacer");
    assert!(lesson(&h).steps.is_empty());
    assert!(shows_exactly(&h, "Ningún paso"));
    assert!(!shows(&h, "Add a step") && !shows(&h, "No step"));
}

#[test]
fn the_map_inspector_speaks_french_and_deletes_by_its_french_button() {
    let mut h = french_editor();
    use toyforge::app::map::selection::{Item, Selection};
    h.state_mut()
        .set_selection(Selection::one(Item::Loc("nw".into())));
    h.run();
    // The inspector of a base, in French: its title, its fields and its neighbours.
    for label in ["Identifiant", "Nom", "Position", "Restreindre les forces"] {
        assert!(shows_exactly(&h, label), "{label:?} is not shown");
    }
    assert!(shows(&h, "Relié à 2 lieux"), "the neighbours' line");
    press(&mut h, "Supprimer");
    assert_eq!(h.state().map().bases.len(), 3, "the base was deleted");
    // Nothing selected: the inspector says so in French, with its counts.
    assert!(shows(&h, "Rien n'est sélectionné"));
    assert!(shows(&h, "3 bases, 0 QG, 2 chemins, 0 région"));
}

#[test]
fn play_mode_speaks_spanish_from_the_setup_bar_to_the_racks() {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(Lang::Es));
    let mut h = harness(app);
    press(&mut h, "Jugar");
    assert!(h.state().play_mode());
    for label in ["Semilla", "Empieza:", "Primera partida", "Rival:"] {
        assert!(shows_exactly(&h, label), "{label:?} is not shown");
    }
    assert!(shows(&h, "Elija la configuración de arriba"));
    h.state_mut().play_view_mut().setup.opponent = toyforge::app::play::Opponent::HotSeat;
    h.run();
    press(&mut h, "Empezar partida");
    assert!(h.state().play_view().session().is_some(), "a game started");
    // The side panel and the hand-over between two players, in Spanish.
    assert!(shows(&h, "Medallas: Azul 0 /"));
    assert!(shows_exactly(&h, "Jugadas"));
    assert!(shows_exactly(&h, "Inicio de la partida"));
    assert!(shows(&h, "Los atriles están ocultos."));
    press(&mut h, "Estoy listo");
    assert!(
        shows(&h, "Atril de"),
        "the other side's rack, named in Spanish"
    );
}

#[test]
fn the_problems_panel_shows_the_map_checks_sentences_in_chinese() {
    // The square has no HQ at all: one problem for each side.
    let mut app = EditorApp::new(square_map(), None);
    app.set_cjk_lookup(|| None);
    app.set_language(Some(Lang::Zh));
    let mut h = Editor::app(app).tofu().run();
    until_font_settled(&mut h);
    let open = h
        .query_all_by_label_contains("问题（")
        .next()
        .map(|n| n.accesskit_node().label().unwrap_or_default());
    if let Some(header) = open
        && !shows(&h, "蓝方没有总部；每一方至少需要一个。")
    {
        press(&mut h, &header);
    }
    assert!(shows_exactly(&h, "蓝方没有总部；每一方至少需要一个。"));
    assert!(shows_exactly(&h, "红方没有总部；每一方至少需要一个。"));
    // The English sentence is not shown beside it.
    assert!(!shows(&h, "side has no HQ"));
}

#[test]
fn the_course_panel_steps_through_the_course_by_its_french_buttons() {
    // The course's lessons are English; the panel around them is the app's, in French.
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(Lang::Fr));
    let course =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/castle.course.ron");
    assert!(app.open_now(&course));
    let mut h = harness(app);
    let open = |h: &H| {
        let doc = h.state().lesson().doc().expect("a lesson is open");
        let path = doc.path().expect("read from a file");
        path.file_name().unwrap().to_string_lossy().into_owned()
    };
    assert_eq!(open(&h), "castle-1-setup.ron");
    assert!(
        shows(&h, "Fermer le cours"),
        "the panel's own words are French"
    );
    press(&mut h, "Leçon suivante");
    assert_eq!(open(&h), "castle-2-drawing.ron");
    press(&mut h, "Leçon précédente");
    assert_eq!(open(&h), "castle-1-setup.ron");
}

/// The editor in `lang`, in the lesson workspace, on its steps tab.
fn lesson_editor(lang: Lang) -> H {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(lang));
    app.set_mode(toyforge::app::Mode::Lesson);
    // Chinese is drawn as tofu here: the test is about the words, not the font.
    let mut h = match lang {
        Lang::Zh => Editor::app(app).tofu().run(),
        _ => Editor::app(app).size(1500.0, 1100.0).build(),
    };
    h.run();
    h
}

#[test]
fn a_lessons_check_problem_is_shown_in_french_at_its_field() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::lesson_in_folder(
        dir.path(),
        "where.ron",
        r#"(format: 1, title: "Où", map: "maps/castle-field.ron", language: "fr",
            steps: [Explain(title: "Où", text: "t", highlight: ["nulle-part"])])"#,
    );
    // The check's English is what the command line prints.
    let report = toyforge::scenario::check_file(&path).unwrap();
    assert!(
        report
            .to_string()
            .contains("highlight: `nulle-part` is no base or HQ of the map"),
        "{report}"
    );
    let mut h = lesson_editor(Lang::Fr);
    assert!(h.state_mut().lesson_mut().open_now(&path));
    h.state_mut().lesson_mut().tab = toyforge::app::lesson::LessonTab::Steps;
    h.run();
    let french = "surlignage : `nulle-part` n'est ni une base ni un QG de la carte";
    assert!(shows(&h, french), "the field's remark is in French");
    assert!(!shows(&h, "is no base or HQ of the map"));
}

#[test]
fn a_bad_files_load_error_is_shown_in_chinese_and_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let newer = common::lesson_in_folder(
        dir.path(),
        "newer.ron",
        "(\n    format: 9,\n    map: \"maps/castle-field.ron\",\n)",
    );
    let outside = common::lesson_in_folder(
        dir.path(),
        "outside.ron",
        "(format: 1, map: \"/etc/passwd\", steps: [])",
    );
    let file = newer.display().to_string();
    let mut h = lesson_editor(Lang::Zh);
    assert!(!h.state_mut().lesson_mut().open_now(&newer));
    h.run();
    let (said, error) = h
        .state()
        .lesson()
        .message()
        .expect("the workspace says why");
    assert!(error);
    // The file, line and column stay as they are; the sentence is Chinese.
    assert_eq!(
        said,
        format!(
            "{file}:2:13:此场景由更新版本的 toyforge 写成（格式 9；本版本最多读取格式 1）；请更新 toyforge 后再打开"
        )
    );
    assert!(shows(&h, "此场景由更新版本的 toyforge 写成"));
    let mut h = lesson_editor(Lang::Fr);
    assert!(!h.state_mut().lesson_mut().open_now(&outside));
    h.run();
    let (said, _) = h.state().lesson().message().unwrap();
    assert!(
        said.ends_with(
            ": sa carte `/etc/passwd` est un chemin absolu ; un scénario nomme sa carte par rapport à son propre dossier"
        ),
        "{said}"
    );
    assert!(shows(&h, "est un chemin absolu"));
}

/// The editor on the bundled map in `lang`, in a small window (1024×700).
fn small_editor(lang: Lang) -> H {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(lang));
    Editor::app(app).size(1024.0, 700.0).run()
}

#[test]
fn the_status_bars_hint_in_french_stops_short_of_the_files_name() {
    let h = small_editor(Lang::Fr);
    let hint = h.get_by_label_contains("Cliquer pour sélectionner").rect();
    let name = h.get_by_label("Castle Field").rect();
    assert!(
        hint.max.x <= name.min.x,
        "the hint {hint:?} runs under the file's name {name:?}"
    );
    assert!(hint.width() > 100.0, "the hint keeps room: {hint:?}");
}

#[test]
fn the_play_workspaces_load_errors_are_written_in_french() {
    // A map the engine cannot play (no HQ, no region): the reasons are the map check's, in
    // French, after a French head.
    let mut h = french_editor();
    press(&mut h, "Jouer");
    h.state_mut().play_view_mut().setup.opponent = toyforge::app::play::Opponent::HotSeat;
    h.run();
    press(&mut h, "Commencer la partie");
    assert!(h.state().play_view().session().is_none());
    let said = h
        .state()
        .play_view()
        .message()
        .expect("the workspace says why");
    assert!(
        said.starts_with("La carte ne peut pas être jouée"),
        "{said}"
    );
    assert!(!said.contains("map") && !said.contains("HQ"), "{said}");
    assert!(shows(&h, "La carte ne peut pas être jouée"));

    // A scenario file of a newer format: the loader's sentence, in French.
    let dir = tempfile::tempdir().unwrap();
    let newer = common::lesson_in_folder(
        dir.path(),
        "newer.ron",
        "(\n    format: 9,\n    map: \"maps/castle-field.ron\",\n)",
    );
    h.state_mut().play_view_mut().start_from_scenario(&newer);
    h.run();
    let said = h.state().play_view().message().unwrap();
    assert!(
        said.contains("a été écrit par un toyforge plus récent"),
        "{said}"
    );
    assert!(shows(&h, "a été écrit par un toyforge plus récent"));
}

#[test]
fn a_map_recovery_error_is_written_in_french() {
    let dir = tempfile::tempdir().unwrap();
    // An ended instance's map of a newer format, and a damaged recovery file.
    let header = "// toyforge: unsaved work, kept in case of a crash.";
    std::fs::write(
        dir.path().join("map-4243-gone.recovery"),
        format!(
            "{header}\n(format: 1, kind: \"map\", title: \"Nouvelle\", body: \"(format: 99)\")"
        ),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("lesson-4242-gone.recovery"),
        format!("{header}\n(format: 1, kind: "),
    )
    .unwrap();
    toyforge::app::i18n::set_lang(Lang::Fr);
    let mut app = EditorApp::with_recovery_dir(dir.path());
    app.set_language(Some(Lang::Fr));
    let mut h = harness(app);
    let msg = h
        .state()
        .error_message()
        .expect("the damaged file is reported");
    assert!(msg.contains("est endommagé"), "{msg}");
    assert!(!msg.contains("damaged"), "{msg}");
    press(&mut h, "OK");
    press(&mut h, "Récupérer");
    let msg = h.state().error_message().expect("the map is refused");
    assert!(
        msg.contains("a été écrit par un toyforge plus récent"),
        "{msg}"
    );
    assert!(!msg.contains("newer"), "{msg}");
    assert!(shows(&h, "Impossible de récupérer la carte"));
}

#[test]
fn the_computers_levels_are_named_in_spanish_in_the_play_setup() {
    let mut app = EditorApp::new(toyforge::app::bundled_map(), None);
    app.set_language(Some(Lang::Es));
    let mut h = harness(app);
    press(&mut h, "Jugar");
    // The red computer's level chooser shows its level, greedy, in Spanish.
    let level = |h: &H| {
        h.get_by_label("nivel del ordenador de Rojo")
            .accesskit_node()
            .value()
            .unwrap_or_default()
    };
    assert_eq!(level(&h), "voraz");
    h.get_by_label("nivel del ordenador de Rojo").click();
    h.run();
    for label in ["aleatorio", "voraz", "MCTS", "MCTS (N iteraciones)"] {
        assert!(shows_exactly(&h, label), "{label:?} is not offered");
    }
    assert!(!shows_exactly(&h, "random") && !shows_exactly(&h, "mcts:N"));
    // The status names the computer's level in Spanish once a game runs.
    press(&mut h, "aleatorio");
    press(&mut h, "Empezar partida");
    assert!(h.state().play_view().session().is_some(), "a game started");
    let players = h.state().play_view().players();
    assert!(players.contains("aleatorio"), "{players}");
    assert!(!players.contains("random"), "{players}");
}

/// Where the side panel of the map workspace starts, in the small window in `lang`, with the
/// object list opened by its header `objects` (the inspector's header is `inspector`).
fn side_panel_left(lang: Lang, inspector: &str, objects: &str) -> f32 {
    let mut h = small_editor(lang);
    h.get_by_label(objects).click();
    h.run();
    h.run();
    let b = h
        .get_by_label(inspector)
        .accesskit_node()
        .bounding_box()
        .expect("the inspector's header is drawn");
    b.x0 as f32
}

#[test]
fn the_side_panel_keeps_its_width_in_french_and_spanish_at_1024_by_700() {
    // The map facts' values and the object list's search row wrap, rather than widening the
    // panel and squeezing the canvas.
    let english = side_panel_left(Lang::En, "Inspector", "Objects");
    for (lang, inspector, objects) in [
        (Lang::Fr, "Inspecteur", "Objets"),
        (Lang::Es, "Inspector", "Objetos"),
    ] {
        let left = side_panel_left(lang, inspector, objects);
        assert!(
            (left - english).abs() < 1.0,
            "{lang}: the side panel starts at x = {left}, in English at {english}"
        );
    }
    assert!(
        english > 680.0,
        "the panel keeps its default width: {english}"
    );
}

#[test]
fn the_object_list_names_the_kinds_of_item_in_french() {
    let mut h = french_editor();
    press(&mut h, "Objets");
    for row in ["Base nw", "Chemin nw – ne", "Chemin sw – nw"] {
        assert!(shows(&h, row), "no row {row}");
    }
    assert!(!shows(&h, "Path nw"), "an English row is left");
}

#[test]
fn a_status_message_of_the_language_before_goes_when_the_language_changes() {
    let mut app = EditorApp::new(square_map(), None);
    app.set_language(Some(Lang::En));
    app.push_command(toyforge::app::Command::New);
    let mut h = harness(app);
    h.run();
    assert!(
        h.state().status_line().starts_with("New map"),
        "{}",
        h.state().status_line()
    );
    h.state_mut().set_language(Some(Lang::Fr));
    h.run();
    let line = h.state().status_line();
    assert!(
        !line.contains("New map"),
        "the English message stayed: {line}"
    );
}

#[test]
fn the_inspector_of_a_base_with_no_path_says_how_to_join_it() {
    let mut map = square_map();
    map.bases.push(Base::new("loose", Point::new(250.0, 250.0)));
    let mut app = EditorApp::new(map, None);
    app.set_language(Some(Lang::En));
    app.set_selection(toyforge::app::map::selection::Selection::one(
        toyforge::app::map::selection::Item::Loc("loose".into()),
    ));
    let h = harness(app);
    assert!(shows(&h, "Joined to nothing yet"));
    assert!(!shows(&h, "Joined to 0"));
}
