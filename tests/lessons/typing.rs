//! Typing in the lesson workspace's step forms never loses a keystroke: a field that appears
//! from a button takes the focus (so that typing goes in it and `?` stays a character), and the
//! field being typed into keeps its focus and text when something appears above it (a slow
//! soundness search finishing, the check's problems listed).
//!
//! Each test runs on the "Lesson steps" tab of a new lesson on the bundled Castle Field, in a
//! window tall enough for every button of the forms to be clicked with the pointer.

use crate::common;

use common::ui::{Editor, H, add_first_step_of, edit_lesson};
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers};
use egui_kittest::kittest::Queryable;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::lesson::steps_fields::variations;
use toyforge::pieces::Side;
use toyforge::scenario::VarParent;
use toyforge::scenario::{Answer, Claim, FindMove, Scenario, Step};

fn scenario(h: &H) -> Scenario {
    h.state().lesson().doc().unwrap().scenario().clone()
}

fn overlay(h: &H) -> bool {
    h.state().help().overlay_open()
}

fn puzzle(h: &H) -> FindMove {
    match &scenario(h).steps[0] {
        Step::FindMove(f) => f.clone(),
        other => panic!("step 1 is a {}, not a puzzle", other.kind_name()),
    }
}

/// Clicks the button `label` with the pointer, as a person does.
fn click(h: &mut H, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Types `text` a character a frame, as a person types, into whatever has the keyboard focus;
/// `?` comes as its key and its character, as a keyboard sends it.
fn type_keys(h: &mut H, text: &str) {
    for c in text.chars() {
        if c == '?' {
            for pressed in [true, false] {
                h.event(Event::Key {
                    key: Key::Questionmark,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers: Modifiers::NONE,
                });
            }
        }
        h.event(Event::Text(c.to_string()));
        h.run();
    }
}

/// The two-winning-lines puzzle of the fixtures as step 1 of the lesson: blue's chain reaches
/// red's Keep Gate and blue holds a Roxy and a Kwak, so its soundness search finds an unlisted
/// second solution and lists it above the form. It has one hint, empty, to be typed into.
fn two_wins(h: &mut H) {
    add_first_step_of(h, "lesson-two-wins.ron", |step| {
        let Step::FindMove(puzzle) = step else {
            panic!("the fixture's step is a puzzle")
        };
        puzzle.hints = vec![String::new()];
    });
}

#[test]
fn text_typed_while_a_slow_soundness_search_finishes_is_all_kept() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    h.state_mut().lesson_mut().steps.hold_soundness(true);
    two_wins(&mut h);
    assert!(
        h.query_by_label_contains("Judging every complete turn")
            .is_some(),
        "the search is under way"
    );
    h.get_by_label("Hint 1").click();
    h.run();
    let before = h.get_by_label("Hint 1").rect();
    type_keys(&mut h, "The South ");
    // The search answers for the lesson as it is now: its warnings push the form down.
    let steps = &mut h.state_mut().lesson_mut().steps;
    steps.hold_soundness(false);
    steps.wait_for_soundness();
    h.run();
    assert!(
        h.query_by_label_contains("place kwak @red-hq").is_some(),
        "the warning is listed"
    );
    assert_ne!(
        h.get_by_label("Hint 1").rect(),
        before,
        "the form moved down"
    );
    type_keys(&mut h, "Diamond is still open.");
    assert_eq!(puzzle(&h).hints, vec!["The South Diamond is still open."]);
    assert!(h.get_by_label("Hint 1").is_focused());
}

#[test]
fn a_new_hint_takes_the_focus_and_a_question_mark_is_typed_into_it() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    click(&mut h, "Add Find the move step");
    click(&mut h, "Add hint");
    type_keys(&mut h, "Which base is open?");
    assert!(!overlay(&h), "? opened the shortcuts overlay");
    assert_eq!(puzzle(&h).hints, vec!["Which base is open?"]);
    assert!(h.get_by_label("Hint 1").is_focused());
    click(&mut h, "Add hint");
    type_keys(&mut h, "Red's HQ.");
    assert_eq!(puzzle(&h).hints, vec!["Which base is open?", "Red's HQ."]);
}

#[test]
fn a_new_step_takes_the_focus_on_its_title_typed_over() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    click(&mut h, "Add Find the move step");
    assert_eq!(puzzle(&h).title, "New puzzle");
    type_keys(&mut h, "Win now?");
    assert!(!overlay(&h));
    assert_eq!(
        puzzle(&h).title,
        "Win now?",
        "the placeholder is typed over"
    );
    click(&mut h, "Duplicate step");
    type_keys(&mut h, "Again");
    assert_eq!(scenario(&h).steps[1].title(), "Again");
}

#[test]
fn every_line_and_claim_added_from_a_button_takes_the_focus() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    click(&mut h, "Add Find the move step");
    click(&mut h, "Add alternative");
    type_keys(&mut h, "draw");
    assert_eq!(puzzle(&h).alternatives[0].actions, "draw");
    click(&mut h, "Add wrong line");
    type_keys(&mut h, "draw?");
    assert!(!overlay(&h));
    assert_eq!(puzzle(&h).wrong[0].actions, "draw?");
    // A new claim is a placeholder whose text is typed over.
    click(&mut h, "Add claim to solution");
    let winner = Claim::Winner { side: Side::Blue };
    type_keys(&mut h, &winner.to_ron());
    assert_eq!(puzzle(&h).solution.claims, vec![winner]);

    click(&mut h, "Add Compare step");
    click(&mut h, "Add candidate");
    type_keys(&mut h, "Third");
    let Step::Compare(c) = &scenario(&h).steps[1] else {
        panic!("step 2 is the comparison")
    };
    assert_eq!(c.candidates[2].label, "Third");
    click(&mut h, &variations::add_label(VarParent::Candidate(0)));
    type_keys(&mut h, "draw");
    let Step::Compare(c) = &scenario(&h).steps[1] else {
        unreachable!()
    };
    assert_eq!(c.candidates[0].variations[0].actions, "draw");

    click(&mut h, "Add Walkthrough step");
    click(&mut h, "Add stage");
    type_keys(&mut h, "draw");
    let Step::Walkthrough(w) = &scenario(&h).steps[2] else {
        panic!("step 3 is the walkthrough")
    };
    assert_eq!(w.stages[1].actions, "draw");
}

#[test]
fn text_typed_while_the_problem_list_above_the_form_changes_is_all_kept() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    two_wins(&mut h);
    h.state_mut().lesson_mut().steps.wait_for_soundness();
    h.run();
    let mut step = scenario(&h).steps[0].clone();
    let Step::FindMove(f) = &mut step else {
        unreachable!()
    };
    f.wrong.push(toyforge::scenario::WrongMove {
        actions: "x".into(),
        feedback: "Not yet.".into(),
        ..Default::default()
    });
    edit_lesson(&mut h, [LessonEdit::SetStep { index: 0, step }]);
    assert_eq!(h.state().lesson().steps.step_ok(0), Some(false));
    // The check's problems, listed above the form: their number changes as the line is typed.
    h.get_by_label("List them").click();
    h.run();
    // Back into the wrong line's field (the last line of the form), its text selected.
    h.get_all_by_role_and_label(Role::MultilineTextInput, "Line")
        .last()
        .expect("the wrong line's field")
        .focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    type_keys(&mut h, "draw");
    assert_eq!(
        h.state().lesson().steps.step_ok(0),
        Some(true),
        "the list went as the line played: {:?}",
        h.state().lesson().steps.report().map(|r| r.to_string())
    );
    type_keys(&mut h, "; place kwak @red-hq # and more");
    assert_eq!(
        puzzle(&h).wrong[0].actions,
        "draw; place kwak @red-hq # and more"
    );
}

#[test]
fn a_change_made_elsewhere_above_the_field_being_typed_keeps_both() {
    let mut h = Editor::bundled().size(1500.0, 2200.0).new_lesson_steps();
    two_wins(&mut h);
    h.get_by_label("Hint 1").focus();
    h.run();
    type_keys(&mut h, "The South ");
    // As a one-click fix does: an alternative comes in above the hints while the author types.
    let mut step = scenario(&h).steps[0].clone();
    let Step::FindMove(f) = &mut step else {
        unreachable!()
    };
    f.alternatives.push(Answer {
        actions: "place kwak @red-hq".into(),
        feedback: "That works too.".into(),
        ..Default::default()
    });
    edit_lesson(&mut h, [LessonEdit::SetStep { index: 0, step }]);
    type_keys(&mut h, "Diamond is still open.");
    let f = puzzle(&h);
    assert_eq!(f.hints, vec!["The South Diamond is still open."]);
    assert_eq!(f.alternatives.len(), 1, "the change made elsewhere is kept");
}
