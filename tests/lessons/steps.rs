//! The "Lesson steps" tab of the lesson workspace driven through its interface with
//! egui_kittest: adding, reordering and deleting steps; recording a candidate line by clicking
//! a rack troop and a base; claims from the outcome with one click; editing a claim until it is
//! false; picking highlights and arrows on the board; saving, opening again and checking.

use crate::common;

use common::ui::{
    Editor, H, add_first_step_of, board_place, edit_lesson, pick_in_browser, press, type_into,
};
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use toyforge::app::Mode;
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::engine::State;
use toyforge::pieces::{Side, Troop};
use toyforge::scenario::LineRef;
use toyforge::scenario::{Claim, Compare, IssueKind, Scenario, Step, check_file, run_line};
use toyforge_ui::rack_label;

/// The editor in lesson mode, on the "Lesson steps" tab of a new lesson on the bundled Castle
/// Field, whose position gives blue a Star and a Roxy and red a Hook (first-game rules).
fn harness() -> H {
    let mut h = Editor::bundled().size(1500.0, 1100.0).new_lesson_steps();
    let mut p = scenario(&h).position;
    p.blue.rack = vec![Troop::Star, Troop::Roxy];
    p.red.rack = vec![Troop::Hook];
    p.first_game = true;
    edit_lesson(&mut h, [LessonEdit::SetPosition(p)]);
    h
}

fn scenario(h: &H) -> Scenario {
    h.state().lesson().doc().unwrap().scenario().clone()
}

fn start(h: &H) -> State {
    h.state().lesson().doc().unwrap().start().unwrap().clone()
}

fn compare(h: &H, i: usize) -> Compare {
    match &scenario(h).steps[i] {
        Step::Compare(c) => c.clone(),
        other => panic!("step {} is a {}, not a Compare", i + 1, other.kind_name()),
    }
}

/// The ids of the bases where `side` may place `troop` in `state`, in board order.
fn targets(state: &State, side: Side, troop: Troop) -> Vec<String> {
    state
        .placement_targets(side, troop)
        .iter()
        .map(|l| state.board().id(l).to_string())
        .collect()
}

/// Records candidate `i` (0-based) of the selected Compare step by clicking blue's rack troop
/// and then the board location `id`; ends the recording with Done.
fn record_placement(h: &mut H, i: usize, troop: Troop, id: &str) {
    press(h, &format!("Record candidate {}", i + 1));
    let n = start(h)
        .rack_list(Side::Blue)
        .iter()
        .filter(|&&t| t == troop)
        .count();
    h.get_by_label(&rack_label(troop, n)).click();
    h.run();
    h.get_by_label_contains(&format!("@{id}\n")).click();
    h.run();
    press(h, "Done recording");
}

/// Changes the Compare step 1 with `change`, as its form does.
fn edit_compare(h: &mut H, change: impl FnOnce(&mut Compare)) {
    let Step::Compare(mut c) = scenario(h).steps[0].clone() else {
        panic!("step 1 is a Compare")
    };
    change(&mut c);
    let step = Step::Compare(c);
    edit_lesson(h, [LessonEdit::SetStep { index: 0, step }]);
}

#[test]
fn a_recorded_candidate_gets_claims_from_its_outcome_that_all_hold() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    assert_eq!(scenario(&h).steps.len(), 1);
    assert_eq!(
        compare(&h, 0).candidates.len(),
        2,
        "a comparison starts with two candidates"
    );
    press(&mut h, "Add candidate");
    assert_eq!(compare(&h, 0).candidates.len(), 3);

    let st = start(&h);
    let id = targets(&st, Side::Blue, Troop::Roxy)[0].clone();
    press(&mut h, "Record candidate 1");
    assert_eq!(
        h.state().lesson().steps.recording(),
        Some((0, LineRef::Candidate(0)))
    );
    h.get_by_label(&rack_label(Troop::Roxy, 1)).click();
    h.run();
    h.get_by_label_contains(&format!("@{id}\n")).click();
    h.run();
    assert_eq!(
        compare(&h, 0).candidates[0].actions,
        format!("place roxy @{id}"),
        "the placement is written in the notation"
    );
    press(&mut h, "Done recording");
    assert_eq!(h.state().lesson().steps.recording(), None);

    press(&mut h, "Claims from outcome of candidate 1");
    let cand = compare(&h, 0).candidates[0].clone();
    assert!(cand.claims.contains(&Claim::Legal));
    assert!(cand.claims.contains(&Claim::Top {
        loc: id.clone(),
        side: Side::Blue,
        troop: Troop::Roxy
    }));
    assert!(cand.claims.contains(&Claim::ToMove { side: Side::Red }));
    let run = run_line(&st, &cand.actions).unwrap();
    for c in &cand.claims {
        assert_eq!(c.verify(&run), Ok(()), "{c} holds");
    }
    // A second click adds nothing: every claim is already there.
    let n = cand.claims.len();
    press(&mut h, "Claims from outcome of candidate 1");
    assert_eq!(compare(&h, 0).candidates[0].claims.len(), n);
    assert!(
        h.query_by_label("Every claim of the outcome is already listed.")
            .is_some()
    );
    let report = h.state().lesson().steps.report().unwrap();
    assert!(
        !report
            .issues
            .iter()
            .any(|i| matches!(i.kind, IssueKind::FalseClaim { .. })),
        "no false claim: {report}"
    );
}

#[test]
fn editing_a_claim_to_a_false_one_shows_what_the_engine_found() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let id = targets(&start(&h), Side::Blue, Troop::Roxy)[0].clone();
    record_placement(&mut h, 0, Troop::Roxy, &id);
    press(&mut h, "Add claim to candidate 1");
    let claims = compare(&h, 0).candidates[0].claims.clone();
    assert_eq!(
        claims,
        vec![Claim::Legal],
        "a new claim is Legal, and it holds"
    );
    assert_eq!(
        h.state().lesson().steps.step_ok(0),
        Some(false),
        "candidate 2 is empty"
    );

    // The new claim's editor is open: write a false claim as text.
    type_into(&mut h, "As written", "MedalsGained(side: blue, n: 5)");
    h.run();
    assert_eq!(
        compare(&h, 0).candidates[0].claims,
        vec![Claim::MedalsGained {
            side: Side::Blue,
            n: 5
        }]
    );
    assert!(
        h.query_by_label_contains("expected blue to gain 5 medals; found blue gained 0 medals")
            .is_some(),
        "the mismatch is shown under the claim"
    );
    let report = h.state().lesson().steps.report().unwrap();
    assert!(report.issues.iter().any(|i| matches!(
        &i.kind,
        IssueKind::FalseClaim {
            claim: Claim::MedalsGained { n: 5, .. },
            ..
        }
    )));

    // Text that is not a claim is reported in place; the claim keeps its last value.
    type_into(&mut h, "As written", "MedalsGained(side: bleu");
    assert!(h.state().lesson().steps.claim_editor().error().is_some());
    assert!(h.query_by_label_contains("Not a claim yet").is_some());
    assert_eq!(
        compare(&h, 0).candidates[0].claims,
        vec![Claim::MedalsGained {
            side: Side::Blue,
            n: 5
        }]
    );
    // Put it right: the claim holds again.
    type_into(&mut h, "As written", "MedalsGained(side: blue, n: 0)");
    assert!(h.state().lesson().steps.claim_editor().error().is_none());
    let run = run_line(&start(&h), &compare(&h, 0).candidates[0].actions).unwrap();
    assert_eq!(compare(&h, 0).candidates[0].claims[0].verify(&run), Ok(()));

    press(&mut h, "Delete claim 1 of candidate 1");
    assert!(compare(&h, 0).candidates[0].claims.is_empty());
}

#[test]
fn steps_are_added_after_the_selected_one_then_moved_duplicated_and_deleted() {
    let mut h = harness();
    let kinds =
        |h: &H| -> Vec<&'static str> { scenario(h).steps.iter().map(Step::kind_name).collect() };
    press(&mut h, "Add Explain step");
    press(&mut h, "Add Compare step");
    assert_eq!(kinds(&h), ["Explain", "Compare"]);
    assert_eq!(
        h.state().lesson().steps.selected(),
        1,
        "the new step is selected"
    );
    press(&mut h, "1. Explain · New explanation");
    assert_eq!(h.state().lesson().steps.selected(), 0);
    press(&mut h, "Add Practice step");
    assert_eq!(kinds(&h), ["Explain", "Practice", "Compare"]);
    press(&mut h, "Move step down");
    assert_eq!(kinds(&h), ["Explain", "Compare", "Practice"]);
    assert_eq!(
        h.state().lesson().steps.selected(),
        2,
        "the moved step stays selected"
    );
    press(&mut h, "Move step up");
    press(&mut h, "Move step up");
    assert_eq!(kinds(&h), ["Practice", "Explain", "Compare"]);
    press(&mut h, "Duplicate step");
    assert_eq!(kinds(&h), ["Practice", "Practice", "Explain", "Compare"]);
    assert_eq!(scenario(&h).steps[1].title(), "New practice (copy)");
    press(&mut h, "Delete step");
    press(&mut h, "Delete step");
    assert_eq!(kinds(&h), ["Practice", "Compare"]);
    assert_eq!(
        h.state().lesson().steps.message(),
        Some("Deleted step 2 \"New explanation\"; Undo brings it back.")
    );
    press(&mut h, "Undo");
    assert_eq!(kinds(&h), ["Practice", "Explain", "Compare"]);
}

#[test]
fn recording_takes_back_clears_and_cancels_back_to_the_old_line() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let st = start(&h);
    let roxy_at = targets(&st, Side::Blue, Troop::Roxy)[0].clone();
    let star_at = targets(&st, Side::Blue, Troop::Star)[1].clone();
    let old = format!("place roxy @{roxy_at}");
    edit_compare(&mut h, |c| c.candidates[0].actions = old.clone());
    press(&mut h, "Record candidate 1");
    press(&mut h, "Undo last action");
    assert_eq!(compare(&h, 0).candidates[0].actions, "");
    h.get_by_label(&rack_label(Troop::Star, 1)).click();
    h.run();
    h.get_by_label_contains(&format!("@{star_at}\n")).click();
    h.run();
    // The Star's draw waits: decline it.
    press(&mut h, "Skip");
    assert_eq!(
        compare(&h, 0).candidates[0].actions,
        format!("place star @{star_at}; skip")
    );
    press(&mut h, "Undo last action");
    assert_eq!(
        compare(&h, 0).candidates[0].actions,
        format!("place star @{star_at}")
    );
    press(&mut h, "Clear line");
    assert_eq!(compare(&h, 0).candidates[0].actions, "");
    press(&mut h, "Cancel recording");
    assert_eq!(compare(&h, 0).candidates[0].actions, old);
    assert_eq!(h.state().lesson().steps.recording(), None);
}

#[test]
fn a_line_that_does_not_play_says_why_beside_it() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    edit_compare(&mut h, |c| {
        c.candidates[0].actions = "place roxy @nowhere".into();
        c.candidates[1].actions = "plant roxy".into();
    });
    assert!(
        h.query_by_label_contains("illegal at action 1 'place roxy @nowhere'")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("The line does not parse")
            .is_some()
    );
    assert_eq!(h.state().lesson().steps.step_ok(0), Some(false));
    // Recording a line that does not parse starts it afresh, and says so.
    press(&mut h, "Record candidate 2");
    assert!(h.query_by_label_contains("starts it afresh").is_some());
    press(&mut h, "Cancel recording");
    assert_eq!(compare(&h, 0).candidates[1].actions, "plant roxy");
}

#[test]
fn picking_on_the_board_highlights_locations_and_draws_arrows() {
    let mut h = harness();
    press(&mut h, "Add Explain step");
    let st = start(&h);
    let ids = targets(&st, Side::Blue, Troop::Roxy);
    press(&mut h, "Pick on board");
    h.get_by_label_contains(&format!("@{}\n", ids[0])).click();
    h.run();
    let explain = |h: &H| match &scenario(h).steps[0] {
        Step::Explain(e) => e.clone(),
        _ => unreachable!(),
    };
    assert_eq!(explain(&h).highlight, vec![ids[0].clone()]);
    press(&mut h, "Draw on board");
    h.get_by_label_contains(&format!("@{}\n", ids[0])).click();
    h.run();
    h.get_by_label_contains(&format!("@{}\n", ids[1])).click();
    h.run();
    let e = explain(&h);
    assert_eq!(e.arrows.len(), 1);
    assert_eq!(
        (e.arrows[0].from.as_str(), e.arrows[0].to.as_str()),
        (ids[0].as_str(), ids[1].as_str())
    );
    assert_eq!(
        e.highlight,
        vec![ids[0].clone()],
        "drawing arrows leaves highlights alone"
    );
    press(&mut h, &format!("Remove highlight {}", ids[0]));
    assert!(explain(&h).highlight.is_empty());
}

#[test]
fn a_lesson_saved_and_opened_again_is_what_was_saved_and_passes_the_check() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let st = start(&h);
    let ids = targets(&st, Side::Blue, Troop::Roxy);
    for (i, id) in ids.iter().take(2).enumerate() {
        record_placement(&mut h, i, Troop::Roxy, id);
        press(
            &mut h,
            &format!("Claims from outcome of candidate {}", i + 1),
        );
    }
    assert_eq!(
        h.state().lesson().steps.step_ok(0),
        Some(true),
        "{}",
        h.state().lesson().steps.report().unwrap()
    );

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bridge.ron");
    press(&mut h, "Save lesson");
    pick_in_browser(&mut h, &path, "Save");
    let saved = scenario(&h);
    assert!(!h.state().lesson().is_dirty());

    press(&mut h, "New lesson on this map");
    assert!(scenario(&h).steps.is_empty());
    press(&mut h, "Open…");
    pick_in_browser(&mut h, &path, "Open");
    // The new lesson was never saved: the workspace asks first.
    press(&mut h, "Discard changes");
    assert_eq!(
        h.state().lesson().message(),
        Some((format!("Opened {}.", path.display()).as_str(), false))
    );
    assert_eq!(scenario(&h), saved, "the opened lesson is the one saved");
    let report = check_file(&path).unwrap();
    assert!(report.is_ok(), "{report}");
    assert_eq!(report.steps, 1);
}

/// Copies a bundled lesson and the map it names into a temporary folder.
fn bundled_copy(dir: &Path, name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::copy(
        root.join("maps/castle-field.ron"),
        dir.join("maps/castle-field.ron"),
    )
    .unwrap();
    let to = dir.join("scenarios").join(name);
    std::fs::copy(root.join("scenarios").join(name), &to).unwrap();
    to
}

#[test]
fn a_bundled_lesson_checks_clean_until_a_claim_is_broken() {
    let dir = tempfile::tempdir().unwrap();
    let path = bundled_copy(dir.path(), "castle-3-star-choice.ron");
    let mut h = Editor::bundled()
        .size(1500.0, 1100.0)
        .mode(Mode::Lesson)
        .run();
    assert!(h.state_mut().lesson_mut().open_now(&path));
    h.state_mut().lesson_mut().tab = toyforge::app::lesson::LessonTab::Steps;
    h.run();
    let steps = &h.state().lesson().steps;
    for i in 0..3 {
        assert_eq!(steps.step_ok(i), Some(true), "step {} checks clean", i + 1);
    }
    press(&mut h, "2. Compare · Two homes for one Star");
    press(&mut h, "Edit claim 2 of candidate 1");
    type_into(
        &mut h,
        "As written",
        "Top(loc: \"central-bridge\", side: red, troop: hook)",
    );
    h.run();
    assert_eq!(h.state().lesson().steps.step_ok(1), Some(false));
    assert_eq!(h.state().lesson().steps.step_ok(0), Some(true));
    assert!(
        h.query_by_label_contains(
            "expected red's hook on top of @central-bridge; found blue's star"
        )
        .is_some()
    );
    // The candidate's line is left as it was.
    let Step::Compare(c) = &scenario(&h).steps[1] else {
        unreachable!()
    };
    assert_eq!(c.candidates[0].actions, "place star @central-bridge; draw");
}

#[test]
fn every_step_of_every_bundled_lesson_shows_its_form_and_passes_the_check() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter(|p| !toyforge::scenario::is_course_file(p))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "the bundled lessons are there");
    // Some lessons are written in Chinese, which the default fonts cannot draw.
    let mut h = Editor::bundled()
        .size(1500.0, 1100.0)
        .mode(Mode::Lesson)
        .tofu()
        .run();
    let mut kinds = std::collections::BTreeSet::new();
    for file in &files {
        assert!(
            h.state_mut().lesson_mut().open_now(file),
            "{} opens",
            file.display()
        );
        h.state_mut().lesson_mut().tab = toyforge::app::lesson::LessonTab::Steps;
        h.run();
        let n = scenario(&h).steps.len();
        for i in 0..n {
            h.state_mut().lesson_mut().steps.select(i);
            h.run();
            kinds.insert(scenario(&h).steps[i].kind_name());
            assert_eq!(
                h.state().lesson().steps.step_ok(i),
                Some(true),
                "{} step {}",
                file.display(),
                i + 1
            );
            assert!(
                h.query_by_label("The check passes for this step.")
                    .is_some()
            );
        }
    }
    assert_eq!(kinds.len(), 5, "every kind of step was shown: {kinds:?}");
}

#[test]
fn a_puzzle_solution_and_its_reply_are_recorded_with_the_effect_answer() {
    let mut h = harness();
    press(&mut h, "Add Find the move step");
    let st = start(&h);
    let star_at = targets(&st, Side::Blue, Troop::Star)[0].clone();
    press(&mut h, "Record solution");
    h.get_by_label(&rack_label(Troop::Star, 1)).click();
    h.run();
    h.get_by_label_contains(&format!("@{star_at}\n")).click();
    h.run();
    // The Star's draw waits for an answer: take it.
    press(&mut h, "draw");
    press(&mut h, "Done recording");
    let solution = match &scenario(&h).steps[0] {
        Step::FindMove(f) => f.solution.actions.clone(),
        _ => unreachable!(),
    };
    assert_eq!(solution, format!("place star @{star_at}; draw"));

    // The reply starts where the solution ends: red to move.
    let after = run_line(&st, &solution).unwrap().after;
    assert_eq!(after.to_move(), Some(Side::Red));
    let hook_at = targets(&after, Side::Red, Troop::Hook)[0].clone();
    press(&mut h, "Record solution's reply");
    h.get_by_label(&rack_label(Troop::Hook, 1)).click();
    h.run();
    h.get_by_label_contains(&format!("@{hook_at}\n")).click();
    h.run();
    press(&mut h, "Done recording");
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert_eq!(f.solution.reply, format!("place hook @{hook_at}"));
    // The check still wants the default feedback for other wrong lines.
    let report = h.state().lesson().steps.report().unwrap();
    assert!(
        report
            .issues
            .iter()
            .any(|i| i.render("").contains("no default feedback")),
        "{report}"
    );
    assert!(
        !report
            .issues
            .iter()
            .any(|i| matches!(i.kind, IssueKind::IllegalLine { .. })),
        "{report}"
    );
}

/// Sets the lines of the two candidates of the Compare step 1, as typing them would.
fn set_candidate_lines(h: &mut H, lines: [&str; 2]) {
    edit_compare(h, |c| {
        for (candidate, line) in c.candidates.iter_mut().zip(lines) {
            candidate.actions = line.into();
        }
    });
}

#[test]
fn fields_stay_where_they_are_when_check_messages_appear() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let field = |h: &H| h.get_by_label("Conclusion").rect();
    let before = field(&h);
    // Short lines (the fields keep one row) with long messages.
    set_candidate_lines(
        &mut h,
        ["plant roxy @market-square", "place roxy @nowhere; draw"],
    );
    assert_eq!(
        h.state().lesson().steps.step_ok(0),
        Some(false),
        "the check fails"
    );
    assert!(
        h.query_by_label_contains("The line does not parse")
            .is_some()
    );
    assert!(h.query_by_label_contains("found by the check").is_some());
    assert_eq!(
        field(&h),
        before,
        "the Conclusion field moved when the messages appeared"
    );
    // And back when the lines are fixed.
    set_candidate_lines(
        &mut h,
        ["place roxy @market-square", "place star @market-square"],
    );
    assert_eq!(field(&h), before);
}

/// The two-winning-lines puzzle of the fixtures as step 1: blue's chain reaches red's Keep Gate
/// and blue holds a Roxy and a Kwak, so either wins on red's HQ, but only the Roxy is listed.
fn two_wins(h: &mut H) {
    add_first_step_of(h, "lesson-two-wins.ron", |_| {});
    h.state_mut().lesson_mut().steps.wait_for_soundness();
    h.run();
}

/// Runs frames until `label` shows (the engine works on another thread), at most a few seconds.
fn run_until(h: &mut H, label: &str) {
    for _ in 0..200 {
        if h.query_by_label(label).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
        h.run();
    }
    panic!("`{label}` never showed");
}

#[test]
fn a_second_winning_line_is_listed_under_the_puzzle_and_accepted_in_one_click() {
    let mut h = harness();
    two_wins(&mut h);
    assert!(h.query_by_label_contains("place kwak @red-hq").is_some());
    press(
        &mut h,
        &toyforge::app::lesson::steps_engine::add_label("alternative", 0),
    );
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert_eq!(f.alternatives.len(), 1);
    assert_eq!(f.alternatives[0].actions, "place kwak @red-hq");
    h.state_mut().lesson_mut().steps.wait_for_soundness();
    h.run();
    assert!(
        h.query_by_label_contains("Sound: every line the learner can play is judged fairly")
            .is_some()
    );
    let report = check_file_of(&h);
    assert!(report.warnings.is_empty(), "{report}");
}

/// The first puzzle of a fixture of `tests/fixtures/unfair`, with its position, as the lesson
/// being edited.
fn unfair_puzzle(h: &mut H, name: &str) {
    add_first_step_of(h, &format!("unfair/{name}"), |_| {});
    h.state_mut().lesson_mut().steps.wait_for_soundness();
    h.run();
}

#[test]
fn a_good_line_that_starts_like_a_wrong_one_is_fixed_by_making_the_wrong_line_longer() {
    use toyforge::scenario::Fix;
    let mut h = harness();
    unfair_puzzle(&mut h, "starts-like-wrong.ron");
    assert!(
        h.query_by_label_contains("A good line starts like a wrong one")
            .is_some()
    );
    let fix = Fix::Lengthen {
        wrong: 0,
        lines: vec![],
    };
    let label = toyforge::app::lesson::steps_engine::fix_label(&fix, 0);
    assert_eq!(label, "Make the wrong line longer for line 1");
    press(&mut h, &label);
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert_eq!(f.wrong.len(), 1);
    assert_eq!(f.wrong[0].actions, "place star @orchard; draw");
    h.state_mut().lesson_mut().steps.wait_for_soundness();
    h.run();
    assert!(
        h.query_by_label_contains("Sound: every line the learner can play is judged fairly")
            .is_some()
    );
}

#[test]
fn a_right_answer_listed_as_wrong_is_accepted_in_one_click() {
    let mut h = harness();
    unfair_puzzle(&mut h, "right-listed-wrong.ron");
    assert!(
        h.query_by_label_contains("A right answer is listed as wrong")
            .is_some()
    );
    press(
        &mut h,
        &toyforge::app::lesson::steps_engine::add_label("alternative", 0),
    );
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert!(f.wrong.is_empty(), "the wrong line goes: {f:?}");
    assert_eq!(f.alternatives[0].actions, "place kwak @red-hq");
}

#[test]
fn an_accepted_line_that_loses_is_marked_wrong_in_one_click() {
    let mut h = harness();
    unfair_puzzle(&mut h, "accepted-loses.ron");
    press(
        &mut h,
        &toyforge::app::lesson::steps_engine::add_label("wrong", 0),
    );
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert!(f.alternatives.is_empty(), "{f:?}");
    assert_eq!(f.wrong[0].actions, "draw");
}

/// The full check (soundness included) of the lesson being edited.
fn check_file_of(h: &H) -> toyforge::scenario::CheckReport {
    let doc = h.state().lesson().doc().unwrap();
    let loaded = toyforge::scenario::LoadedScenario {
        scenario: doc.scenario().clone(),
        map: doc.map().clone(),
        map_path: None,
    };
    toyforge::scenario::check_scenario(&loaded, "edited.ron")
}

#[test]
fn the_engines_best_line_becomes_the_puzzles_solution_in_one_click() {
    use toyforge::app::lesson::engine_panel::{ask_label, use_label};
    let mut h = harness();
    two_wins(&mut h);
    h.get_by_label("Engine").click();
    h.run();
    press(&mut h, &ask_label());
    let label = use_label("alternative", 0);
    run_until(&mut h, &label);
    // Both wins rank first; the frame never waited for them.
    assert!(h.query_all_by_label_contains("+100.00").count() >= 2);
    press(&mut h, &label);
    let Step::FindMove(f) = &scenario(&h).steps[0] else {
        unreachable!()
    };
    assert_eq!(f.alternatives.len(), 1);
    assert!(f.alternatives[0].actions.ends_with("@red-hq"), "{f:?}");
}

#[test]
fn the_position_tab_asks_the_engine_and_starts_a_puzzle_from_its_line() {
    use toyforge::app::lesson::engine_panel::{ask_label, use_label};
    let mut h = harness();
    press(&mut h, "Position");
    let before = scenario(&h).steps.len();
    press(&mut h, &ask_label());
    let label = use_label("new_puzzle", 0);
    run_until(&mut h, &label);
    press(&mut h, &label);
    let s = scenario(&h);
    assert_eq!(s.steps.len(), before + 1);
    let Some(Step::FindMove(f)) = s.steps.last() else {
        panic!("a puzzle was added")
    };
    assert!(!f.solution.actions.is_empty());
    assert!(check_file_of(&h).is_ok());
}

#[test]
fn a_variation_is_added_to_a_candidate_and_recorded_on_the_board() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let st = start(&h);
    let star_at = targets(&st, Side::Blue, Troop::Star)[0].clone();
    record_placement(&mut h, 0, Troop::Star, &star_at);
    press(
        &mut h,
        &toyforge::app::lesson::steps_fields::variations::add_label(
            toyforge::scenario::VarParent::Candidate(0),
        ),
    );
    let c = compare(&h, 0);
    assert_eq!(c.candidates[0].variations.len(), 1);
    assert_eq!(c.candidates[0].variations[0].after, 0);
    // Recorded from where it branches: the step's start, since it replaces the first action.
    let roxy_at = targets(&st, Side::Blue, Troop::Roxy)[0].clone();
    press(&mut h, "Record variation 1 of candidate 1");
    h.get_by_label(&rack_label(Troop::Roxy, 1)).click();
    h.run();
    h.get_by_label_contains(&format!("@{roxy_at}\n")).click();
    h.run();
    press(&mut h, "Done recording");
    let c = compare(&h, 0);
    assert_eq!(
        c.candidates[0].variations[0].actions,
        format!("place roxy @{roxy_at}")
    );
}

#[test]
fn the_board_keeps_its_size_when_a_recording_starts_and_ends() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let before = board_place(&h);
    let st = start(&h);
    let id = targets(&st, Side::Blue, Troop::Roxy)[0].clone();
    press(&mut h, "Record candidate 1");
    assert!(h.state().lesson().steps.recording().is_some());
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when recording started"
    );
    h.get_by_label(&rack_label(Troop::Roxy, 1)).click();
    h.run();
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when targets were lit"
    );
    h.get_by_label_contains(&format!("@{id}\n")).click();
    h.run();
    assert_eq!(
        compare(&h, 0).candidates[0].actions,
        format!("place roxy @{id}")
    );
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when an action was recorded"
    );
    press(&mut h, "Done recording");
    assert_eq!(h.state().lesson().steps.recording(), None);
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when recording ended"
    );
    // The outcome of a line shown on the board, and a line that cannot be shown, in the rows
    // kept above the board.
    press(&mut h, "Show candidate 1");
    assert!(
        h.query_all_by_label_contains("After the candidate 1 of step 1")
            .next()
            .is_some()
    );
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when a line was shown"
    );
    set_candidate_lines(&mut h, ["plant roxy @market-square", ""]);
    assert!(
        h.query_all_by_label_contains("cannot be shown")
            .next()
            .is_some()
    );
    assert_eq!(
        board_place(&h),
        before,
        "the board moved when a problem appeared"
    );
}

#[test]
fn fields_below_a_long_text_keep_their_place_while_it_is_typed() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let below = |h: &H| {
        [
            h.get_by_label("Record candidate 1").rect(),
            h.get_by_label("Record candidate 2").rect(),
            h.get_by_label("Conclusion").rect(),
            h.get_by_label(toyforge_ui::BOARD_LABEL).rect(),
        ]
    };
    let before = below(&h);
    let prompt = "Blue holds a Star and a Roxy and red's Hook sits on the central bridge. \
                  Which placement keeps the bridge, which one opens the right flank, and what \
                  does each one leave for red to answer on the next turn? Look at the medals \
                  of each region, at the paths each troop joins, and at what the reserve holds \
                  before you choose.";
    type_into(&mut h, "Prompt", prompt);
    match &scenario(&h).steps[0] {
        Step::Compare(c) => assert_eq!(c.prompt, prompt, "the whole prompt is kept"),
        other => panic!("a {}", other.kind_name()),
    }
    assert_eq!(
        below(&h),
        before,
        "a field moved while the prompt was typed"
    );
    // A line far longer than its field scrolls inside it too.
    let line = ["place roxy @market-square", "draw"].repeat(12).join("; ");
    h.get_all_by_label("Line")
        .next()
        .expect("a line field")
        .focus();
    h.run();
    h.get_all_by_label("Line").next().unwrap().type_text(&line);
    h.run();
    assert_eq!(compare(&h, 0).candidates[0].actions, line);
    assert_eq!(
        below(&h)[1..],
        before[1..],
        "a field moved while the line was typed"
    );
}

/// The text shapes of the last frame, each with the box it covers.
fn texts_drawn(h: &H) -> Vec<(String, egui::Rect)> {
    let mut todo: Vec<egui::Shape> = h.output().shapes.iter().map(|c| c.shape.clone()).collect();
    let mut out = Vec::new();
    while let Some(s) = todo.pop() {
        match s {
            egui::Shape::Vec(v) => todo.extend(v),
            egui::Shape::Text(t) => {
                out.push((t.galley.text().to_string(), t.visual_bounding_rect()))
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_name_on_a_narrow_steps_board_is_nearest_its_own_location() {
    // A laptop's window: the board between the step list and the form is narrow.
    let mut h = Editor::bundled().small_laptop().mode(Mode::Lesson).build();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/castle-3-star-choice.ron");
    assert!(h.state_mut().lesson_mut().open_now(&file));
    h.run();
    press(&mut h, "Lesson steps");
    let st = start(&h);
    let b = st.board();
    // Each location's centre and half size on screen, and its name.
    let nodes: Vec<(String, egui::Pos2, f32)> = b
        .locations()
        .map(|l| {
            let r = h.get_by_label_contains(&format!("@{}\n", b.id(l))).rect();
            (b.display_name(l).to_string(), r.center(), r.width() / 2.0)
        })
        .collect();
    let gap = |rect: egui::Rect, c: egui::Pos2, e: f32| rect.distance_to_pos(c) - e;
    let names: Vec<(String, egui::Rect)> = texts_drawn(&h)
        .into_iter()
        .filter(|(t, _)| nodes.iter().any(|(n, _, _)| n == t))
        .collect();
    assert!(
        names.len() > nodes.len() / 2,
        "most names are written: {names:?}"
    );
    for (name, rect) in &names {
        let (_, c, e) = nodes.iter().find(|(n, _, _)| n == name).unwrap();
        let mine = gap(*rect, *c, *e);
        for (other, oc, oe) in nodes.iter().filter(|(n, _, _)| n != name) {
            assert!(
                gap(*rect, *oc, *oe) > mine,
                "the name {name:?} at {rect:?} is nearer {other:?} than its own location"
            );
        }
    }
}

#[test]
fn the_board_keeps_its_place_while_a_long_step_title_is_typed() {
    let mut h = harness();
    press(&mut h, "Add Compare step");
    let before = board_place(&h);
    let title = "Where should blue put the Star it has just drawn from the reserve, \
                 and what does red answer on the central bridge";
    // The lesson's title comes first, then the step's.
    h.get_all_by_label("Title")
        .last()
        .expect("the step's title")
        .focus();
    h.run();
    h.get_all_by_label("Title").last().unwrap().type_text(title);
    h.run();
    assert!(scenario(&h).steps[0].title().ends_with(title));
    assert_eq!(
        board_place(&h),
        before,
        "the board moved while the title was typed"
    );
}

/// A lesson of twenty puzzles from one wide-open position (blue holds three Cap'ns and five
/// more troops), each the Cap'n chain fixture's puzzle: its full soundness check spends the
/// run's whole work budget, many seconds.
fn slow_to_check(h: &mut H) {
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lesson-capn-chain.ron");
    let lesson = Scenario::load(&fixture).unwrap().scenario;
    let doc = h.state_mut().lesson_mut().doc_mut().unwrap();
    doc.apply(LessonEdit::SetPosition(lesson.position), Merge::Alone)
        .unwrap();
    for at in 0..20 {
        let Step::FindMove(mut puzzle) = lesson.steps[0].clone() else {
            panic!("the fixture's step is a puzzle")
        };
        puzzle.title = format!("Move {}", at + 1);
        let step = Step::FindMove(puzzle);
        doc.apply(LessonEdit::AddStep { at, step }, Merge::Alone)
            .unwrap();
    }
}

#[test]
fn the_soundness_check_is_cancelled_by_its_button_stops_soon_and_says_so() {
    let mut h = harness();
    slow_to_check(&mut h);
    h.run();
    assert!(h.state().lesson().steps.is_checking_soundness());
    h.get_by_label("Cancel check").click_accesskit();
    let clicked = std::time::Instant::now();
    // The search stops at its next look at the flag: far sooner than the check would take.
    while h.state().lesson().steps.is_checking_soundness() {
        assert!(
            clicked.elapsed() < std::time::Duration::from_secs(5),
            "the check goes on after Cancel"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.run();
    }
    h.run();
    assert!(
        h.query_by_label_contains("Check cancelled: the soundness of this puzzle is not known")
            .is_some()
    );
    assert!(h.query_by_label("Cancel check").is_none());
    // Cancelled stays cancelled for this version of the lesson; Check again searches anew.
    h.run();
    assert!(!h.state().lesson().steps.is_checking_soundness());
    h.get_by_label("Check again").click_accesskit();
    h.run();
    assert!(h.state().lesson().steps.is_checking_soundness());
}

#[test]
fn on_a_small_window_the_steps_board_keeps_a_third_of_the_width() {
    let h = Editor::bundled().size(1024.0, 700.0).new_lesson_steps();
    let board = h.get_by_label(toyforge_ui::BOARD_LABEL).rect();
    assert!(
        board.width() >= 1024.0 / 3.0,
        "the board column is {} points wide",
        board.width()
    );
}
