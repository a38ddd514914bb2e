//! The web player's window, driven natively with egui_kittest on the bundled Castle course (as
//! `publish` writes it): it opens on the first lesson, solves a find-the-move step by clicking
//! the rack and the board, keeps the progress for the next visit and continues there, moves
//! between steps and lessons with the arrow keys, tells its status, and fits a phone's screen.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::PathBuf;
use toyforge_core::scenario::{Course, Manifest, Published};
use toyforge_ui::lesson::RunKind;
use toyforge_web::{Host, Lesson, Player};

/// Keeps what the player stored and told.
#[derive(Default)]
struct Memory {
    saved: Option<String>,
    said: Vec<String>,
    language: String,
}

impl Host for Memory {
    fn save(&mut self, progress: &str) {
        self.saved = Some(progress.to_string());
    }
    fn announce(&mut self, text: &str) {
        self.said.push(text.to_string());
    }
    fn set_language(&mut self, tag: &str) {
        self.language = tag.to_string();
    }
}

type H = Harness<'static, Player<Memory>>;

/// The bundled course `name` as the player gets it from a published site.
fn course(name: &str) -> (Manifest, Vec<Lesson>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../scenarios")
        .join(name);
    let loaded = Course::load(&path).expect("the bundled course loads");
    let site = Published::of_course(&loaded);
    let lessons = site
        .manifest
        .lessons()
        .zip(site.lessons)
        .map(|(entry, (_, text))| Lesson::parse(entry.clone(), Ok(text)))
        .collect();
    (site.manifest, lessons)
}

/// A bundled course with its lessons' language and the course's set to `tag`: the player's and
/// the lessons' own words in that language (the lessons' texts stay as written).
fn course_in(name: &str, tag: &str) -> (Manifest, Vec<Lesson>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../scenarios")
        .join(name);
    let loaded = Course::load(&path).expect("the bundled course loads");
    let mut site = Published::of_course(&loaded);
    site.manifest.language = tag.to_string();
    let lessons = site
        .manifest
        .lessons()
        .zip(site.lessons)
        .map(|(entry, (_, text))| {
            let mut entry = entry.clone();
            entry.language = tag.to_string();
            let text = text.replacen("language: \"en\"", &format!("language: \"{tag}\""), 1);
            assert!(
                text.contains(&format!("language: \"{tag}\"")),
                "{}",
                entry.file
            );
            Lesson::parse(entry, Ok(text))
        })
        .collect();
    (site.manifest, lessons)
}

/// The player of the English Castle course on a screen of `size`, from a saved progress.
fn player(saved: Option<&str>, size: egui::Vec2) -> H {
    player_of(course("castle.course.ron"), saved, size)
}

/// The player of a course on a screen of `size`, from a saved progress, its first frame run.
fn player_of((m, lessons): (Manifest, Vec<Lesson>), saved: Option<&str>, size: egui::Vec2) -> H {
    let p = Player::new(m, lessons, saved, Memory::default());
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, p: &mut Player<Memory>| p.ui(ui), p);
    h.run();
    h
}

fn desktop(saved: Option<&str>) -> H {
    player(saved, vec2(1400.0, 900.0))
}

fn said(h: &H) -> String {
    h.state().host().said.last().cloned().unwrap_or_default()
}

fn shows(h: &H, text: &str) -> bool {
    h.query_by_label(text).is_some()
}

fn click(h: &mut H, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn click_loc(h: &mut H, id: &str) {
    h.get_by_label_contains(&format!("@{id}\n")).click();
    h.run();
}

/// Places the rack's `troop` (its name, "Roxy") on the location `id`, by its two taps.
fn place(h: &mut H, troop: &str, id: &str) {
    h.get_by_label_contains(&format!("{troop} ×")).click();
    h.run();
    click_loc(h, id);
}

/// Asserts that `what` (at `r`) lies whole on a screen of `screen`.
fn assert_on_screen(r: egui::Rect, screen: egui::Vec2, what: &str) {
    assert!(
        r.top() >= 0.0 && r.bottom() <= screen.y,
        "{what} at {r:?}, off a {screen:?} screen"
    );
}

/// Asserts that, in a practice game, the racks come right under the turn's line: the row kept
/// for the computer is under them, where it opens no gap.
fn assert_racks_follow_the_turn(h: &H) {
    let turn = h.get_by_label("Blue to act").rect();
    let red_rack = h.get_by_label("Red's rack:").rect();
    assert!(
        red_rack.top() - turn.bottom() < 14.0,
        "the turn's line at {turn:?}, red's rack at {red_rack:?}"
    );
}

/// Asserts that the computer's answer is told under blue's rack (its Hook), and returns where.
fn assert_answer_under_the_rack(h: &H) -> egui::Rect {
    let answer = h.get_by_label_contains("The computer: Red ").rect();
    let hook = h.get_by_label_contains("Hook ×").rect();
    assert!(
        answer.top() >= hook.bottom(),
        "the computer's answer at {answer:?}, the rack at {hook:?}"
    );
    answer
}

fn key(h: &mut H, k: egui::Key) {
    h.key_press(k);
    h.run();
}

/// Walks on with the course's `next` button until the status says `step` ("Step 5 of 5"); on
/// a phone, which has no outline, through a walkthrough's stages too.
fn to_step(h: &mut H, next: &str, step: &str) {
    for _ in 0..8 {
        if said(h).contains(step) {
            break;
        }
        click(h, next);
    }
    assert!(said(h).contains(step), "{}", said(h));
}

/// Runs frames until the status says the computer played: it decides on a thread of its own,
/// and its answer comes within frames.
fn wait_for_answer(h: &mut H) {
    for _ in 0..2000 {
        if said(h).contains("played:") {
            break;
        }
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert!(said(h).contains("played:"), "no answer: {}", said(h));
}

/// The French course on a 390×844 phone, opened from its contents at the practice game of
/// lesson 9 (step 5), as a learner gets there.
fn french_practice_on_a_phone() -> H {
    let mut h = player_of(course("castle.fr.course.ron"), None, vec2(390.0, 844.0));
    click(&mut h, "Sommaire");
    h.get_by_label_contains("9. Château 9").click();
    h.run();
    to_step(&mut h, "Suivant", "Étape 5 sur 5");
    h
}

/// Opens lesson `n` (from 1) from the contents, as a learner does.
fn open_lesson(h: &mut H, n: usize) {
    click(h, "Contents");
    h.get_by_label_contains(&format!("{n}. Castle {n}:"))
        .click();
    h.run();
    assert_eq!(h.state().current(), n - 1);
}

#[test]
fn the_player_opens_on_the_first_lesson_and_tells_where_the_learner_is() {
    let h = desktop(None);
    assert_eq!(h.state().current(), 0);
    assert!(!h.state().contents_open());
    let s = said(&h);
    assert!(
        s.starts_with("Castle 1") && s.contains("Step 1 of 4"),
        "{s}"
    );
    assert!(
        h.query_by_label_contains("@central-bridge\n").is_some(),
        "the board is drawn"
    );
    assert_eq!(h.state().host().language, "en");
}

#[test]
fn a_find_the_move_step_is_solved_by_clicks_and_the_progress_is_kept() {
    let mut h = desktop(None);
    // Lesson 3: where a Star goes.
    open_lesson(&mut h, 3);
    key(&mut h, egui::Key::ArrowRight);
    assert!(said(&h).contains("Step 2 of 3"), "{}", said(&h));
    key(&mut h, egui::Key::ArrowRight);
    assert!(said(&h).contains("Step 3 of 3"), "{}", said(&h));
    // The lesson's title ends in a question mark: no full stop after it.
    assert!(
        said(&h).starts_with("Castle 3: where should this Star go? Step 3 of 3"),
        "{}",
        said(&h)
    );
    h.get_by_label_contains("Star ×").click();
    h.run();
    click_loc(&mut h, "central-bridge");
    click(&mut h, "draw");
    let s = said(&h);
    assert!(s.contains("Solved.") && s.contains("bridge"), "{s}");

    // The next visit opens the same step, solved.
    let saved = h
        .state()
        .host()
        .saved
        .clone()
        .expect("the progress is stored");
    let h2 = desktop(Some(&saved));
    assert_eq!(h2.state().current(), 2);
    assert_eq!(h2.state().preview().step_index(), 2);
    let r = h2.state().preview().records()[2];
    assert!(r.first_try, "{r:?}");
    assert!(said(&h2).contains("Step 3 of 3"));
}

#[test]
fn the_contents_list_the_lessons_and_continue_where_the_learner_stopped() {
    let mut h = desktop(None);
    click(&mut h, "Next lesson");
    assert_eq!(h.state().current(), 1);
    assert!(said(&h).starts_with("Castle 2"), "{}", said(&h));
    key(&mut h, egui::Key::ArrowRight);
    click(&mut h, "Contents");
    assert!(h.state().contents_open());
    assert!(
        said(&h).starts_with("Contents of Castle Field"),
        "{}",
        said(&h)
    );
    let cont = h
        .get_by_label_contains("Continue where I stopped")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(
        cont.contains("Castle 2") && cont.contains("step 2"),
        "{cont}"
    );
    h.get_by_label_contains("5. Castle 5").click();
    h.run();
    assert_eq!(h.state().current(), 4);
    click(&mut h, "Contents");
    h.get_by_label_contains("Continue where I stopped").click();
    h.run();
    assert_eq!(
        h.state().current(),
        4,
        "continues with the lesson opened last"
    );
}

#[test]
fn a_saved_progress_reopens_the_contents_and_lessons_keep_their_own_steps() {
    let mut h = desktop(None);
    key(&mut h, egui::Key::ArrowRight);
    click(&mut h, "Next lesson");
    click(&mut h, "Previous lesson");
    assert_eq!(
        h.state().preview().step_index(),
        1,
        "lesson 1 kept its step"
    );
    let saved = h.state().host().saved.clone().unwrap();
    let h2 = desktop(Some(&saved));
    assert_eq!(h2.state().progress().lessons[0].step, 1);
}

#[test]
fn at_the_end_of_a_lesson_the_right_arrow_opens_the_next() {
    let mut h = desktop(None);
    for _ in 0..4 {
        key(&mut h, egui::Key::ArrowRight);
    }
    assert!(h.state().preview().is_complete(), "{}", said(&h));
    // The comparison of step 3 was left unlooked at and the puzzle of step 4 passed by: the
    // lesson's end, not a complete lesson.
    assert_eq!(
        said(&h),
        "End of the lesson: Castle 1: setting up a first game. 2 steps are not done yet."
    );
    assert!(shows(&h, "End of the lesson"));
    assert!(!shows(&h, "Lesson complete"));
    key(&mut h, egui::Key::ArrowRight);
    assert_eq!(h.state().current(), 1);
}

#[test]
fn the_end_of_a_lesson_with_a_step_not_done_leads_back_to_it_and_continue_goes_on() {
    let mut h = desktop(None);
    for _ in 0..4 {
        key(&mut h, egui::Key::ArrowRight);
    }
    assert!(shows(
        &h,
        "2 steps are not done yet: choose one below to go back to it."
    ));
    // The contents do not count the lesson as done, and "continue" goes on to the next one.
    click(&mut h, "Contents");
    assert!(said(&h).contains("0 of 11 lessons done"), "{}", said(&h));
    assert!(!shows(&h, "Continue where I stopped"));
    h.get_by_label_contains("Continue with the next lesson: Castle 2")
        .click();
    h.run();
    assert_eq!(h.state().current(), 1);
    assert!(said(&h).starts_with("Castle 2"), "{}", said(&h));
    // Back in lesson 1, its summary's step 4 takes the learner to the puzzle.
    click(&mut h, "Previous lesson");
    assert!(h.state().preview().is_complete());
    h.get_by_label_contains("4. ").click();
    h.run();
    assert!(!h.state().preview().is_complete());
    assert_eq!(h.state().preview().step_index(), 3);
}

#[test]
fn on_a_phone_sized_screen_the_board_the_rack_and_the_text_are_there() {
    let mut h = player(None, vec2(390.0, 844.0));
    touch_screen(&mut h);
    assert!(h.query_by_label_contains("@central-bridge\n").is_some());
    open_lesson(&mut h, 3);
    key(&mut h, egui::Key::ArrowRight);
    key(&mut h, egui::Key::ArrowRight);
    // Tap a rack troop, then its target.
    h.get_by_label_contains("Star ×").click();
    h.run();
    click_loc(&mut h, "central-bridge");
    click(&mut h, "draw");
    assert!(said(&h).contains("Solved."), "{}", said(&h));
    // The verdict, under the board and the racks, is brought into sight with its feedback.
    let feedback = h
        .get_by_label_contains("the bridge now extends blue's chain")
        .rect();
    assert_on_screen(feedback, vec2(390.0, 844.0), "the feedback");
}

#[test]
fn a_lesson_that_cannot_be_read_is_named_in_the_contents_and_the_rest_still_play() {
    let (m, mut lessons) = course("castle.course.ron");
    let entry = lessons[1].entry.clone();
    lessons[1] = Lesson::parse(entry, Err("lessons/01.ron: the server answered 404".into()));
    let mut h = player_of((m, lessons), None, vec2(1400.0, 900.0));
    click(&mut h, "Next lesson");
    assert!(h.query_by_label_contains("404").is_some());
    assert!(said(&h).contains("cannot be shown"), "{}", said(&h));
    click(&mut h, "Contents");
    assert!(h.query_by_label("cannot be read").is_some());
}

/// On a phone, the frame that takes the learner's tap already draws the move it made (a second
/// pass of that frame rather than the next frame, which a phone drawing its canvas slowly shows
/// a good while later), and says under the board that the computer thinks; the computer then
/// answers with its whole turn, told under the board and in the status.
#[test]
fn on_a_phone_the_frame_of_a_tap_draws_the_move_it_made() {
    use toyforge_core::pieces::Troop;
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 5 of 5");
    h.get_by_label_contains("Roxy ×").click();
    h.run();
    let outpost = |h: &H| {
        let node = h.get_by_label_contains("@left-outpost\n");
        node.accesskit_node().label().unwrap_or_default()
    };
    let (xb42, roxy) = (Troop::Xb42.code(), Troop::Roxy.code());
    assert_eq!(outpost(&h), format!("@left-outpost\n{xb42} (1)"));
    // The whole tap (the pointer there, down, up, gone) in one frame's input, and one frame run.
    let at = h.get_by_label_contains("@left-outpost\n").rect().center();
    let input = h.input_mut();
    input.events.push(egui::Event::PointerMoved(at));
    for pressed in [true, false] {
        input.events.push(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    // A finger leaves no pointer hovering behind (a mouse's would open the location's tooltip).
    input.events.push(egui::Event::PointerGone);
    h.step();
    assert_eq!(
        outpost(&h),
        format!("@left-outpost\n{roxy} (2)"),
        "the frame of the tap draws blue's Roxy on the outpost"
    );
    // The computer is asked in that frame too, and that is said under the board, above the
    // step's text (the step's own "thinking" line comes after the text, which may run past the
    // bottom of the screen).
    let text = h.get_by_label_contains("Another game:").rect();
    let above = h
        .query_all_by_label("The computer is thinking…")
        .any(|n| n.rect().bottom() <= text.top());
    assert!(above, "the board's column says the computer is thinking");
    wait_for_answer(&mut h);
    // The status tells the computer's whole turn, and so does the line under the board.
    let RunKind::Practice(p) = &h.state().preview().run().expect("a step").kind else {
        panic!("step 5 is a practice game");
    };
    let (_, words) = p.computer_turn_words().expect("red's turn is over");
    assert!(words.contains(". Red "), "more than one action: {words}");
    assert!(
        said(&h).ends_with(&format!("Red played: {words}")),
        "{}",
        said(&h)
    );
    assert!(shows(&h, &format!("The computer: {words}")));
}

/// On a phone, the line under the rack (what to do next, or why a tap was refused) takes two
/// lines rather than ending in "…" after one: a finger cannot hover it to read the rest.
#[test]
fn on_a_phone_the_line_under_the_rack_wraps_to_two_lines() {
    let mut h = french_practice_on_a_phone();
    let hint = "Choisissez une troupe du chevalet pour éclairer où elle peut aller.";
    let phone = h.get_by_label(hint).rect();
    assert!(phone.right() <= 390.0, "{phone:?}");
    // A wide window keeps it on one line: the phone's is two of those.
    h.set_size(vec2(1400.0, 900.0));
    h.run();
    let wide = h.get_by_label(hint).rect();
    assert!(
        phone.height() > 1.8 * wide.height(),
        "the hint takes two lines on a phone: {phone:?}, one line being {wide:?}"
    );
}

/// The practice game's line under the board is there from the start, so the board keeps its
/// place and size when the computer thinks and answers.
#[test]
fn the_board_stays_put_while_the_computer_thinks_and_answers() {
    let mut h = desktop(None);
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 5 of 5");
    let bridge = |h: &H| h.get_by_label_contains("@central-bridge\n").rect();
    let before = bridge(&h);
    assert_racks_follow_the_turn(&h);
    h.get_by_label_contains("Roxy ×").click();
    h.run();
    h.get_by_label_contains("@left-outpost\n").click();
    h.step();
    assert_eq!(bridge(&h), before, "while the computer thinks");
    // Said once, under the board, not again in the step's column.
    assert_eq!(
        h.query_all_by_label("The computer is thinking…").count(),
        1,
        "the computer's thinking is told once"
    );
    wait_for_answer(&mut h);
    h.run();
    assert!(shows_contains(&h, "The computer: Red "), "{}", said(&h));
    assert_eq!(bridge(&h), before, "once it has answered");
    assert_answer_under_the_rack(&h);
}

fn shows_contains(h: &H, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

/// Tells the player's window that the screen is a touch screen, as a phone's first touch does.
fn touch_screen(h: &mut H) {
    for phase in [egui::TouchPhase::Start, egui::TouchPhase::End] {
        h.input_mut().events.push(egui::Event::Touch {
            device_id: egui::TouchDeviceId(1),
            id: egui::TouchId(1),
            phase,
            pos: egui::pos2(1.0, 1.0),
            force: None,
        });
    }
    h.run();
}

#[test]
fn on_a_touch_screen_a_tap_on_a_location_shows_its_name_and_stack() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 3);
    touch_screen(&mut h);
    assert!(
        h.query_by_label_contains("Central Bridge\n").is_none(),
        "no name before the tap"
    );
    click_loc(&mut h, "central-bridge");
    let shown = h.get_by_label_contains("Central Bridge\n");
    let node = shown.accesskit_node();
    let text = node.label().or(node.value()).unwrap_or_default();
    // The first step's text: "Red's Hook is on top of Central Bridge."
    assert_eq!(text, "Central Bridge\nred Hook", "the name and the stack");
    // Another tap names another location, and only that one.
    click_loc(&mut h, "left-outpost");
    assert!(h.query_by_label_contains("Left Outpost\n").is_some());
    assert!(h.query_by_label_contains("Central Bridge\n").is_none());
}

#[test]
fn with_a_mouse_a_click_on_a_location_adds_no_tooltip_of_its_own() {
    let mut h = player(None, vec2(390.0, 844.0));
    click_loc(&mut h, "central-bridge");
    assert!(h.query_by_label_contains("Central Bridge\n").is_none());
}

#[test]
fn on_a_phone_whose_first_frame_was_small_the_hint_buttons_are_on_the_screen() {
    // A browser's first frame may be laid out before the canvas has its device pixels (a third
    // of the screen at ratio 3); what egui remembers of that frame must not squeeze the text
    // under the board once the screen has its real size.
    let mut h = player(None, vec2(130.0, 281.0));
    h.set_size(vec2(390.0, 844.0));
    h.run();
    for _ in 0..3 {
        key(&mut h, egui::Key::ArrowRight);
    }
    let hint = h.get_by_label("Hint").rect();
    assert!(
        hint.bottom() <= 844.0 && hint.top() >= 0.0,
        "the Hint button lies at {hint:?}, off a 390×844 screen"
    );
    let solution = h.get_by_label("Show solution").rect();
    assert!(
        solution.bottom() <= 844.0,
        "Show solution lies at {solution:?}"
    );
}

/// The English words of an accessibility text: Latin words of two letters or more, but for
/// location ids (a location's label starts with `@id`), "HQ" and the troop name XB-42, alike in
/// every language.
fn english_words(text: &str) -> Vec<String> {
    let text = match text.strip_prefix('@') {
        Some(rest) => rest.split_once('\n').map_or("", |(_, r)| r),
        None => text,
    };
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && *w != "HQ" && *w != "XB")
        .map(str::to_string)
        .collect()
}

/// Words of English that French and Spanish never use, lower case: a French or Spanish screen
/// showing one shows a text left untranslated. (Words the languages share, such as "on",
/// "solution", "places" or "contents", are left out, and so are the troops' names.)
const ENGLISH_ONLY: &[&str] = &[
    "the", "and", "of", "is", "are", "with", "your", "you", "this", "that", "which", "from", "to",
    "it", "its", "step", "steps", "lesson", "lessons", "turn", "turns", "blue", "play", "played",
    "next", "back", "hint", "show", "medals", "medal", "holds", "reached", "missed", "try",
    "again", "computer", "thinking", "draws", "empty", "covering", "troops", "board", "rack",
    "where", "what", "when", "why", "previous", "finish", "done", "first", "games",
];

/// The English-only words of an accessibility text ([`ENGLISH_ONLY`]), a location's id left
/// out.
fn english_only_words(text: &str) -> Vec<String> {
    let text = match text.strip_prefix('@') {
        Some(rest) => rest.split_once('\n').map_or("", |(_, r)| r),
        None => text,
    };
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH_ONLY.contains(&w.as_str()))
        .collect()
}

/// Every label and value of the accessibility tree, and the status, with the English found by
/// `english`.
fn english_on_screen(h: &H, at: &str, english: fn(&str) -> Vec<String>, found: &mut Vec<String>) {
    let mut texts: Vec<String> = vec![said(h)];
    for n in h.queryable_node().children_recursive() {
        let a = n.accesskit_node();
        texts.extend(a.label());
        texts.extend(a.value());
    }
    for t in texts {
        // egui's own name for a panel's resize handle is no text of toyforge's.
        if t == "Resize panel" {
            continue;
        }
        // The program's name, as the bundled lessons' author.
        let words: Vec<String> = english(&t)
            .into_iter()
            .filter(|w| w != "toyforge")
            .collect();
        if !words.is_empty() {
            found.push(format!("{at}: {words:?} in {t:?}"));
        }
    }
}

/// The course `name` in its own language, gone through as a learner does, every step of every
/// lesson with its language's Next (`next`, `finish` on a lesson's last step), then its next
/// lesson (`next_lesson`), and the contents (`contents`) at the end: the English `english`
/// finds on any screen, the player's interface, the lessons and the board alike.
fn english_in_course(
    name: &str,
    tag: &str,
    [next, finish, next_lesson, contents]: [&str; 4],
    english: fn(&str) -> Vec<String>,
) -> Vec<String> {
    let (m, lessons) = course(name);
    let n = lessons.len();
    let p = Player::new(m, lessons, None, Memory::default());
    // A Chinese course's own font comes with the published site; here the text is not drawn.
    let mut h = Harness::builder()
        .with_size(vec2(1400.0, 900.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, p: &mut Player<Memory>| p.ui(ui), p);
    h.run();
    assert_eq!(h.state().host().language, tag);
    let mut found = Vec::new();
    for step in 0..300 {
        english_on_screen(
            &h,
            &format!("screen {step}: {}", said(&h)),
            english,
            &mut found,
        );
        let done = h.state().preview().is_complete();
        if done && h.state().current() + 1 == n {
            break;
        }
        let button = if done {
            next_lesson
        } else if h.query_by_label(next).is_some() {
            next
        } else {
            finish
        };
        click(&mut h, button);
    }
    assert!(h.state().preview().is_complete(), "{}", said(&h));
    click(&mut h, contents);
    english_on_screen(&h, "the contents", english, &mut found);
    found
}

#[test]
fn the_chinese_course_shows_no_english_word() {
    let found = english_in_course(
        "castle.zh.course.ron",
        "zh",
        ["下一步", "完成", "下一课", "目录"],
        english_words,
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The words [`ENGLISH_ONLY`] lists are found where they are: the English course's first
/// screen shows many.
#[test]
fn the_english_only_words_are_found_on_an_english_screen() {
    let mut found = Vec::new();
    english_on_screen(&desktop(None), "English", english_only_words, &mut found);
    assert!(found.len() >= 5, "{found:?}");
}

// The French and Spanish courses are two tests, so that they run side by side.

#[test]
fn the_french_course_shows_no_english_word() {
    let buttons = ["Suivant", "Terminer", "Leçon suivante", "Sommaire"];
    let found = english_in_course("castle.fr.course.ron", "fr", buttons, english_only_words);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_spanish_course_shows_no_english_word() {
    let buttons = ["Siguiente", "Terminar", "Lección siguiente", "Índice"];
    let found = english_in_course("castle.es.course.ron", "es", buttons, english_only_words);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// On a phone, the lesson's name in the top bar starts a row of its own when the row of the
/// buttons cannot hold it, rather than breaking in the middle after them, and the step bar's
/// progress ends on the screen (in either course).
#[test]
fn on_a_phone_the_lessons_name_starts_its_own_row() {
    for (name, lesson, previous) in [
        ("castle.course.ron", "Lesson 1 of 11", "Previous lesson"),
        ("castle.zh.course.ron", "课：", "上一课"),
    ] {
        let (m, lessons) = course(name);
        let p = Player::new(m, lessons, None, Memory::default());
        let mut h = Harness::builder()
            .with_size(vec2(390.0, 844.0))
            .allow_missing_glyphs()
            .build_ui_state(|ui, p: &mut Player<Memory>| p.ui(ui), p);
        // The Chinese characters at their real widths, from the cut of a CJK font the tests
        // publish with.
        let font = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/fixtures/fonts/NotoSansCJKsc-subset.otf");
        toyforge_web::install_fonts(&h.ctx, vec![std::fs::read(font).unwrap()]);
        h.run();
        let label = h.get_by_label_contains(lesson).rect();
        let button = h.get_by_label(previous).rect();
        assert!(
            label.left() < 30.0,
            "{name}: the lesson's name starts at x = {}, after the button at {button:?}",
            label.left()
        );
        assert!(
            label.top() >= button.bottom() - 1.0,
            "{name}: {label:?} against {button:?}"
        );
        // The step bar's progress ends on the screen.
        let progress = h
            .get_by_role(egui::accesskit::Role::ProgressIndicator)
            .rect();
        assert!(
            progress.right() <= 390.0,
            "{name}: the progress bar ends at {progress:?}"
        );
    }
}

#[test]
fn on_a_phone_the_contents_write_each_lesson_s_progress_under_its_name() {
    let mut h = player(None, vec2(360.0, 640.0));
    click(&mut h, "Contents");
    for n in [2, 5, 11] {
        let name = h.get_by_label_contains(&format!("{n}. Castle {n}:")).rect();
        // The progress line of that lesson: the first "of … steps done" below its name.
        let facts: Vec<egui::Rect> = h
            .query_all_by_label_contains("steps done")
            .map(|node| node.rect())
            .filter(|r| r.top() >= name.bottom() - 1.0)
            .collect();
        let below = facts
            .iter()
            .min_by(|a, b| a.top().total_cmp(&b.top()))
            .expect("a progress line under the lesson's name");
        assert!(
            below.top() - name.bottom() < 12.0 && (below.left() - name.left()).abs() < 12.0,
            "lesson {n}: {below:?} is not just under its name {name:?}"
        );
        assert!(name.right() <= 360.0 && below.right() <= 360.0);
    }
    h.get_by_label_contains("5. Castle 5:").click();
    h.run();
    assert_eq!(h.state().current(), 4);
}

#[test]
fn a_page_known_to_be_on_a_touch_screen_is_fitted_to_fingers_from_its_first_frame() {
    let (m, lessons) = course("castle.course.ron");
    let mut p = Player::new(m, lessons, None, Memory::default());
    p.set_touch_screen(true);
    let mut h = Harness::builder()
        .with_size(vec2(360.0, 640.0))
        .build_ui_state(|ui, p: &mut Player<Memory>| p.ui(ui), p);
    h.run();
    // No touch yet: the buttons are tap-sized and a finger on text selects nothing, so the
    // first tap on a line of text at the screen's edge does not scroll it into view.
    for label in ["Next", "Contents"] {
        let r = h.get_by_label(label).rect();
        assert!(
            r.height() >= toyforge_web::player::TOUCH_TARGET,
            "{label}: {r:?}"
        );
    }
    assert!(!h.ctx.global_style().interaction.selectable_labels);
}

#[test]
fn on_a_touch_screen_the_buttons_are_tall_enough_to_tap_and_a_drag_over_text_selects_nothing() {
    let mut h = player(None, vec2(390.0, 844.0));
    let mouse_height = h.get_by_label("Next").rect().height();
    assert!(mouse_height < toyforge_web::player::TOUCH_TARGET);
    assert!(h.ctx.global_style().interaction.selectable_labels);
    touch_screen(&mut h);
    h.run();
    for label in ["Next", "Contents"] {
        let r = h.get_by_label(label).rect();
        assert!(
            r.height() >= toyforge_web::player::TOUCH_TARGET,
            "{label} is {} points tall",
            r.height()
        );
        assert!(
            r.right() <= 390.0 && r.bottom() <= 844.0,
            "{label} at {r:?}"
        );
    }
    // A finger dragging over the lesson's text scrolls the panel: labels take no selection.
    assert!(!h.ctx.global_style().interaction.selectable_labels);
}

#[test]
fn on_a_touch_screen_a_tap_that_places_a_troop_leaves_no_name_over_the_board() {
    let mut h = player(None, vec2(390.0, 844.0));
    touch_screen(&mut h);
    // Lesson 1, step 4: choose the Star from the rack, then a lit location.
    for _ in 0..3 {
        click(&mut h, "Next");
    }
    h.get_by_label_contains("Star").click();
    h.run();
    // The hint speaks of taps, not of a mouse.
    assert!(h.query_by_label_contains("Tap a lit location").is_some());
    assert!(h.query_by_label_contains("hover").is_none());
    click_loc(&mut h, "keep-gate");
    assert!(
        h.query_by_label_contains("Keep Gate\n").is_none(),
        "a name was left over the board after the placement"
    );
}

#[test]
fn in_french_and_spanish_on_small_phones_the_step_header_stays_on_the_screen() {
    for tag in ["fr", "es"] {
        for size in [vec2(390.0, 844.0), vec2(360.0, 640.0)] {
            let mut h = player_of(course_in("castle.course.ron", tag), None, size);
            touch_screen(&mut h);
            h.run();
            let progress = h
                .get_by_role(egui::accesskit::Role::ProgressIndicator)
                .rect();
            assert!(
                progress.right() <= size.x && progress.width() >= 80.0,
                "{tag} at {size:?}: the progress bar lies at {progress:?}"
            );
            // "Step 1 of 4" is written whole, on one line.
            let step = if tag == "fr" {
                "Étape 1 sur 4"
            } else {
                "Paso 1 de 4"
            };
            let r = h.get_by_label(step).rect();
            assert!(
                r.height() < 1.5 * h.ctx.global_style().text_styles[&egui::TextStyle::Body].size
                    && r.right() <= size.x,
                "{tag} at {size:?}: {step} lies at {r:?}"
            );
            // Every button of the header and of the bar above it is on the screen.
            for node in h.query_all_by_role(egui::accesskit::Role::Button) {
                let r = node.rect();
                if r.top() < progress.bottom() {
                    assert!(
                        r.right() <= size.x + 0.5,
                        "{tag} at {size:?}: {:?} ends at {}",
                        node.accesskit_node().label(),
                        r.right()
                    );
                }
            }
        }
    }
}

/// The extent of the board's locations on the screen.
fn board_extent(h: &H) -> egui::Rect {
    h.query_all_by_role(egui::accesskit::Role::Button)
        .filter(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with('@'))
        })
        .map(|n| n.rect())
        .fold(egui::Rect::NOTHING, |a, b| a.union(b))
}

#[test]
fn on_a_small_phone_the_board_keeps_a_usable_size() {
    let mut h = player(None, vec2(360.0, 640.0));
    touch_screen(&mut h);
    open_lesson(&mut h, 3);
    for _ in 0..2 {
        click(&mut h, "Next");
    }
    h.run();
    let board = board_extent(&h);
    assert!(
        board.height() >= 220.0,
        "the board's locations span {board:?} on a 360×640 screen"
    );
    // The bar above takes two rows: the buttons, then the lesson's name.
    let previous = h.get_by_label("Previous lesson").rect();
    let contents = h.get_by_label("Contents").rect();
    assert!(
        (previous.top() - contents.top()).abs() < 1.0,
        "{previous:?} {contents:?}"
    );
}

/// On a phone, the end of a practice game is brought into sight: the banner that says the goal
/// is reached opens in the step's text, under the board and the racks.
#[test]
fn on_a_phone_the_end_of_a_practice_game_is_brought_into_sight() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 8);
    to_step(&mut h, "Next", "Step 5 of 5");
    // A small phone, where the step's text starts near the screen's foot.
    let screen = vec2(360.0, 640.0);
    h.set_size(screen);
    touch_screen(&mut h);
    // Win back the road with a troop red cannot cover, then take the HQ.
    place(&mut h, "Roxy", "red-keep-gate");
    wait_for_answer(&mut h);
    h.run();
    place(&mut h, "XB-42", "red-hq");
    let reached = h.get_by_label("Goal reached").rect();
    assert_on_screen(reached, screen, "the goal's banner");
}

/// On a phone, a candidate opened at the screen's foot brings its line's buttons into sight:
/// they opened below the edge, and the learner saw only the board change.
#[test]
fn on_a_phone_an_opened_candidate_shows_its_line_s_buttons() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 2 of 5");
    // A small phone, where the last candidate's Show button is the screen's last row.
    let screen = vec2(360.0, 625.0);
    h.set_size(screen);
    h.run();
    let show = h
        .get_all_by_label("Show")
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("a Show button");
    let at = show.rect();
    assert!(
        at.bottom() <= screen.y && at.bottom() + 30.0 > screen.y,
        "the last Show button at {at:?}, not at the foot of the screen"
    );
    show.click();
    h.run();
    let next = h.get_by_label("Next action").rect();
    assert_on_screen(next, screen, "the line's Next action button");
    // Stepping the line keeps it there.
    click(&mut h, "Next action");
    let again = h.get_by_label("Next action").rect();
    assert_on_screen(again, screen, "after a step, the Next action button");
}

/// On an upright phone the racks come right under the turn's line, and the computer's answer
/// is told under the racks, which stay where they are when it comes.
#[test]
fn on_a_phone_the_computer_answers_under_the_racks_which_stay_put() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 5 of 5");
    assert_racks_follow_the_turn(&h);
    let hook = |h: &H| h.get_by_label_contains("Hook ×").rect();
    let before = hook(&h);
    place(&mut h, "Roxy", "left-outpost");
    wait_for_answer(&mut h);
    h.run();
    assert_answer_under_the_rack(&h);
    assert_eq!(
        hook(&h),
        before,
        "the rack moved when the computer answered"
    );
}

/// A phone on its side: the board takes the height under the header, with the racks and the
/// step's text beside it, where three columns left it a sliver.
#[test]
fn on_a_phone_on_its_side_the_board_takes_the_height_beside_the_text() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 5 of 5");
    touch_screen(&mut h);
    // The learner turns the phone.
    h.set_size(vec2(844.0, 390.0));
    h.run();
    let board = board_extent(&h);
    assert!(
        board.height() >= 230.0,
        "the board's locations span {board:?} on an 844×390 screen"
    );
    // The header keeps to two rows: the lesson's name between the lessons before and after,
    // and the step's title on the row of the step's buttons.
    let row = |label: &str| h.get_by_label(label).rect().center().y;
    assert_eq!(row("Previous lesson"), row("Next lesson"));
    let back = h.get_by_label("Back").rect();
    let title = h.get_by_label("Your turn to play").rect();
    assert!(
        back.y_range().contains(title.center().y),
        "the title at {title:?}, Back at {back:?}"
    );
    // The rack is on the screen beside the board, not under it.
    let roxy = h.get_by_label_contains("Roxy ×").rect();
    assert!(
        roxy.left() >= board.right() && roxy.bottom() <= 390.0,
        "the rack at {roxy:?}, the board at {board:?}"
    );
    assert_racks_follow_the_turn(&h);
    // And the game is played there: a troop, then a lit location.
    place(&mut h, "Roxy", "left-outpost");
    wait_for_answer(&mut h);
    h.run();
    let answer = assert_answer_under_the_rack(&h);
    assert_on_screen(answer, vec2(844.0, 390.0), "the computer's answer");
}

/// An upright tablet lays the step out as a phone does, one column with the board the
/// screen's width, where three columns left the board a narrow strip between the list of steps
/// and the text.
#[test]
fn on_an_upright_tablet_the_board_spans_the_screen_s_width() {
    let mut h = player(None, vec2(800.0, 1280.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 5 of 5");
    touch_screen(&mut h);
    let board = board_extent(&h);
    eprintln!(
        "TABLET {board:?} {:?}",
        h.get_by_label_contains("Another game:").rect()
    );
    assert!(
        board.width() >= 300.0 && board.height() >= 400.0,
        "the board's locations span {board:?} on an 800×1280 screen"
    );
    // The bar above has no button alone on a row: the lesson's name and the next lesson's
    // button share the second.
    let name = h.get_by_label_contains("Lesson 9 of 11").rect();
    let next = h.get_by_label("Next lesson").rect();
    assert!(
        next.y_range().contains(name.center().y),
        "the lesson's name at {name:?}, the next lesson's button at {next:?}"
    );
    // A tablet on its side has the board and the text side by side, without the list of
    // steps (which three columns would leave the board too narrow for).
    h.set_size(vec2(1024.0, 768.0));
    h.run();
    let board = board_extent(&h);
    let text = h.get_by_label_contains("Another game:").rect();
    assert!(
        text.left() >= board.right() && board.width() >= 300.0 && board.height() >= 400.0,
        "the board at {board:?}, the text at {text:?}"
    );
    let outline = |h: &H| {
        h.query_by_label_contains("1. Four bases out of five")
            .is_some()
    };
    assert!(!outline(&h), "no list of steps beside a tablet's board");
    // A desktop window has room for it.
    h.set_size(vec2(1400.0, 900.0));
    h.run();
    assert!(outline(&h), "the list of steps in a desktop window");
}

/// In French, whose buttons are longer, a small phone on its side (667×375) still has two
/// rows of headers: the step's title on the row of the step's buttons.
#[test]
fn in_french_on_a_small_phone_on_its_side_the_headers_keep_to_two_rows() {
    let mut h = french_practice_on_a_phone();
    touch_screen(&mut h);
    h.set_size(vec2(667.0, 375.0));
    h.run();
    let row = |label: &str| h.get_by_label(label).rect().center().y;
    assert_eq!(row("Leçon précédente"), row("Leçon suivante"));
    let back = h.get_by_label("Retour").rect();
    let title = h.get_by_label("À vous de jouer").rect();
    assert!(
        back.y_range().contains(title.center().y),
        "the title at {title:?}, Retour at {back:?}"
    );
    let board = board_extent(&h);
    assert!(board.height() >= 200.0, "the board spans {board:?}");
}
