//! Variations in the step form, at more than one level, driven through the interface with
//! egui_kittest: a variation of a candidate recorded on the board, a variation of that variation
//! recorded from its own branch point, given claims from its outcome, deleted and added again,
//! then the lesson saved, opened again and passed by the check.

use crate::common;

use common::ui::{H, click_location, harness, pick_in_browser, press};
use egui_kittest::kittest::Queryable;
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::lesson::steps_fields::variations::{add_label, add_label_to, delete_label};
use toyforge::app::{EditorApp, Mode, bundled_map};
use toyforge::engine::{Piece, State};
use toyforge::pieces::{Side, Troop};
use toyforge::scenario::{Compare, Scenario, Step, check_file, run_line};
use toyforge::scenario::{LineRef, VarParent, VarPath, run_step_line};
use toyforge_ui::rack_label;

/// A new lesson on the bundled Castle Field, on its "Lesson steps" tab: blue holds a Roxy and a
/// Star, red a Hook (first-game rules).
fn lesson() -> H {
    let mut app = EditorApp::new(bundled_map(), None);
    app.set_mode(Mode::Lesson);
    let mut h = harness(app);
    press(&mut h, "New lesson on this map");
    press(&mut h, "Lesson steps");
    let doc = h.state_mut().lesson_mut().doc_mut().expect("a new lesson");
    let mut p = doc.scenario().position.clone();
    (p.blue.rack, p.red.rack) = (vec![Troop::Roxy, Troop::Star], vec![Troop::Hook]);
    p.first_game = true;
    doc.apply(LessonEdit::SetPosition(p), Merge::Alone).unwrap();
    h.run();
    h
}

fn scenario(h: &H) -> Scenario {
    h.state().lesson().doc().unwrap().scenario().clone()
}

fn compare(h: &H) -> Compare {
    match &scenario(h).steps[0] {
        Step::Compare(c) => c.clone(),
        other => panic!("step 1 is a {}", other.kind_name()),
    }
}

/// Where `side` may place `troop` in `state`, in board order.
fn targets(state: &State, side: Side, troop: Troop) -> Vec<String> {
    let ids = state.placement_targets(side, troop);
    ids.iter().map(|l| state.board().id(l).into()).collect()
}

/// Plays `troop` of the side to move on `id` while a line is being recorded.
fn play(h: &mut H, troop: Troop, id: &str) {
    h.get_by_label(&rack_label(troop, 1)).click();
    h.run();
    click_location(h, id);
}

fn top(s: &State, id: &str) -> Option<Piece> {
    s.top(s.board().find(id).unwrap())
}

#[test]
fn a_variation_of_a_variation_is_recorded_from_its_branch_point_claimed_saved_and_checked() {
    let mut h = lesson();
    press(&mut h, "Add Compare step");
    let start = h.state().lesson().doc().unwrap().start().unwrap().clone();
    let roxy = targets(&start, Side::Blue, Troop::Roxy);
    let (a, b) = (roxy[0].clone(), roxy[1].clone());

    // Candidate 1: the Roxy on one base.
    press(&mut h, "Record candidate 1");
    play(&mut h, Troop::Roxy, &a);
    press(&mut h, "Done recording");
    press(&mut h, "Claims from outcome of candidate 1");
    // Candidate 2 (a comparison starts with two): the Star.
    let star = targets(&start, Side::Blue, Troop::Star)[0].clone();
    press(&mut h, "Record candidate 2");
    play(&mut h, Troop::Star, &star);
    press(&mut h, "Done recording");
    press(&mut h, "Claims from outcome of candidate 2");

    // Variation 1: the Roxy on another base instead, and red's Hook after it.
    press(&mut h, &add_label(VarParent::Candidate(0)));
    press(&mut h, "Record variation 1 of candidate 1");
    play(&mut h, Troop::Roxy, &b);
    let after_b = run_line(&start, &format!("place roxy @{b}")).unwrap().after;
    let hooks = targets(&after_b, Side::Red, Troop::Hook);
    let (c, d) = (hooks[0].clone(), hooks[1].clone());
    play(&mut h, Troop::Hook, &c);
    press(&mut h, "Done recording");
    let v = &compare(&h).candidates[0].variations[0];
    assert_eq!(v.actions, format!("place roxy @{b}; place hook @{c}"));

    // Its own variation: another answer for red, after the Roxy. The form offers to branch
    // after the last action but one, so the line is recorded with the Roxy on `b`.
    let parent = VarParent::Candidate(0);
    let nested = LineRef::Variation(parent, VarPath::new(&[0, 0]).unwrap());
    press(
        &mut h,
        &add_label_to(LineRef::Variation(parent, VarPath::top(0))),
    );
    assert_eq!(compare(&h).candidates[0].variations[0].variations.len(), 1);
    assert!(common::ui::shows(&h, "Variation 1.1"), "the nested header");
    press(&mut h, &format!("Record {}", nested.name()));
    assert!(
        common::ui::shows(&h, "Red to move"),
        "recorded from the branch point"
    );
    play(&mut h, Troop::Hook, &d);
    press(&mut h, "Done recording");
    let step = scenario(&h).steps[0].clone();
    assert_eq!(
        nested.text(&step),
        Some(format!("place hook @{d}").as_str())
    );
    let played = run_step_line(&step, nested, &start).unwrap();
    assert_eq!(top(&played.after, &b), Some(Piece(Side::Blue, Troop::Roxy)));
    assert_eq!(top(&played.after, &d), Some(Piece(Side::Red, Troop::Hook)));
    assert_eq!(top(&played.after, &a), None, "not the candidate's own Roxy");

    // Its claims, from its outcome: all hold.
    press(&mut h, &format!("Claims from outcome of {}", nested.name()));
    let claims = nested
        .claims()
        .unwrap()
        .get(&scenario(&h).steps[0])
        .unwrap()
        .clone();
    assert!(!claims.is_empty());
    assert!(common::ui::shows(&h, "all hold"));

    // A second nested variation, moved above the first, then deleted: the first keeps its
    // line and claims.
    let first = LineRef::Variation(parent, VarPath::top(0));
    press(&mut h, &add_label_to(first));
    assert!(common::ui::shows(&h, "Variation 1.2"));
    press(&mut h, "Move variation 1.2 of candidate 1 up");
    let v = &compare(&h).candidates[0].variations[0];
    assert!(v.variations[0].actions.is_empty());
    assert_eq!(v.variations[1].claims, claims);
    press(
        &mut h,
        &delete_label(parent, VarPath::new(&[0, 0]).unwrap()),
    );
    let v = &compare(&h).candidates[0].variations[0];
    assert_eq!(v.variations.len(), 1);
    assert_eq!(v.variations[0].claims, claims);

    // Saved, then opened in a fresh editor: the same tree, and the check plays and verifies
    // every level.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested.ron");
    press(&mut h, "Save lesson");
    pick_in_browser(&mut h, &path, "Save");
    assert!(!h.state().lesson().is_dirty());
    let saved = scenario(&h);
    let mut fresh = EditorApp::new(bundled_map(), None);
    fresh.set_mode(Mode::Lesson);
    assert!(
        fresh.lesson_mut().open_now(&path),
        "{:?}",
        fresh.lesson().message()
    );
    let h = harness(fresh);
    assert_eq!(scenario(&h), saved, "the opened lesson is the one saved");
    let report = check_file(&path).unwrap();
    assert!(report.is_ok(), "{report}");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.matches("variations:").count(), 2, "{text}");

    // A false claim in the nested variation is reported there by the check.
    let mut broken = saved.clone();
    if let Step::Compare(c) = &mut broken.steps[0] {
        let n = &mut c.candidates[0].variations[0].variations[0];
        n.claims = vec![toyforge::scenario::Claim::Top {
            loc: a.clone(),
            side: Side::Blue,
            troop: Troop::Roxy,
        }];
    }
    let loaded = toyforge::scenario::LoadedScenario {
        scenario: broken,
        map: h.state().lesson().doc().unwrap().map().clone(),
        map_path: None,
    };
    let report = toyforge::scenario::check_scenario(&loaded, "nested.ron");
    assert!(!report.is_ok());
    assert!(report.to_string().contains("variation 1.1"), "{report}");
}
