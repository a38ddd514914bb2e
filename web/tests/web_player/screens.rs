//! The player on screens of every shape: phones upright and on their side, small phones and
//! tablets; what fits, wraps and is brought into sight there.

use super::*;

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

/// A compare step's Show button: the last candidate's (`last`) or the first's.
fn show_button(h: &H, last: bool) -> egui_kittest::Node<'_> {
    let by_top =
        |a: &egui_kittest::Node, b: &egui_kittest::Node| a.rect().top().total_cmp(&b.rect().top());
    let shows = h.get_all_by_label("Show");
    let show = if last {
        shows.max_by(by_top)
    } else {
        shows.min_by(by_top)
    };
    show.expect("a Show button")
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
    let show = show_button(&h, true);
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

/// On a phone, the candidate that completes a compare step brings its conclusion into sight
/// with the line's buttons: the conclusion opened under the line, below the screen's edge, and
/// the learner saw only the Next button turn green.
#[test]
fn on_a_phone_the_last_candidate_seen_brings_the_conclusion_into_sight() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 9);
    to_step(&mut h, "Next", "Step 2 of 5");
    let screen = vec2(390.0, 844.0);
    touch_screen(&mut h);
    // The last candidate, then the first one, which completes the step.
    for last in [true, false] {
        show_button(&h, last).click();
        h.run();
    }
    assert!(shows(&h, "2 of 5 done"), "the compare step is not done");
    let conclusion = h.get_by_label_contains("take the medals").rect();
    assert_on_screen(conclusion, screen, "the compare step's conclusion");
    let next = h.get_by_label("Next action").rect();
    assert_on_screen(next, screen, "the line's Next action button");
}

/// On a phone, each stage of a walkthrough opens under its buttons and is brought into sight,
/// the buttons kept on the screen; the last stage's conclusion comes with it.
#[test]
fn on_a_phone_a_walkthrough_s_stages_and_conclusion_are_brought_into_sight() {
    let mut h = player(None, vec2(390.0, 844.0));
    open_lesson(&mut h, 5);
    let screen = vec2(390.0, 844.0);
    touch_screen(&mut h);
    for stage in 1..=4 {
        click(&mut h, "Next stage");
        h.run();
        let buttons = h.get_by_label("Next stage").rect();
        assert_on_screen(
            buttons,
            screen,
            &format!("stage {stage}: the Next stage button"),
        );
        let told = h
            .get_by_label_contains(&format!("Stage {stage} of 4"))
            .rect();
        assert_on_screen(told, screen, &format!("stage {stage}: its number"));
    }
    let conclusion = h
        .get_by_label_contains("Route, strength, place, resolve")
        .rect();
    assert_on_screen(conclusion, screen, "the walkthrough's conclusion");
}

/// On a phone, a hint opens under the Hint button, the screen's last row, and is brought into
/// sight with the buttons; after a wrong try, whose verdict was brought into sight before, the
/// hint keeps the screen and the two do not take turns.
#[test]
fn on_a_phone_a_hint_is_brought_into_sight_and_stays_beside_a_wrong_try() {
    let screen = vec2(390.0, 844.0);
    let mut h = player(None, screen);
    touch_screen(&mut h);
    open_lesson(&mut h, 3);
    key(&mut h, egui::Key::ArrowRight);
    key(&mut h, egui::Key::ArrowRight);
    assert!(said(&h).contains("Step 3 of 3"), "{}", said(&h));
    click(&mut h, "Hint");
    let first = h.get_by_label_contains("Hint 1 of 2").rect();
    assert_on_screen(first, screen, "the first hint");
    assert_on_screen(h.get_by_label("Hint").rect(), screen, "the Hint button");

    // A wrong try: its verdict is brought into sight.
    place(&mut h, "Star", "left-outpost");
    assert!(shows(&h, "Not this one"), "{}", said(&h));
    let wrong = h.get_by_label("Not this one").rect();
    assert_on_screen(wrong, screen, "the wrong try's verdict");

    // The second hint, then a few frames: it stays on the screen.
    click(&mut h, "Hint");
    h.run();
    let second = h.get_by_label_contains("Hint 2 of 2").rect();
    assert_on_screen(second, screen, "the second hint");
    for _ in 0..4 {
        h.run();
        let now = h.get_by_label_contains("Hint 2 of 2").rect();
        assert_eq!(now, second, "the page scrolls on by itself");
    }
    assert_on_screen(
        h.get_by_label("Show solution").rect(),
        screen,
        "Show solution",
    );
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
