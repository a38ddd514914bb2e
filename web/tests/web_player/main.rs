//! The web player's window, driven natively with egui_kittest on the bundled Castle course (as
//! `publish` writes it): it opens on the first lesson, solves a find-the-move step by clicking
//! the rack and the board, keeps the progress for the next visit and continues there, moves
//! between steps and lessons with the arrow keys, tells its status, and fits a phone's screen.
//! The modules, by subject:
//! - `languages`: no English word on the screens of the other languages' courses;
//! - `screens`: phones upright and on their side, small phones and tablets: what fits, wraps
//!   and is brought into sight.

mod languages;
mod screens;

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
