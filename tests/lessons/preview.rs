//! The lesson workspace's Preview tab driven with egui_kittest, the way a learner goes through a
//! bundled lesson: reading, comparing candidates on the board, finding the move (a wrong move
//! taken back with its feedback, a hint, the right move), stepping a walkthrough, playing a
//! practice game against the computer, skipping a broken step, and the summary at the end.

use crate::common;

use common::ui::Editor;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::lesson::LessonTab;
use toyforge::app::{EditorApp, Mode, bundled_map};
use toyforge::engine::{Piece, State};
use toyforge::pieces::{Side, Troop};
use toyforge::scenario::claim_sentence;
use toyforge::scenario::{GoalStatus, Scenario, Step};
use toyforge_ui::lesson::RunKind;
use toyforge_ui::lesson::{StepResult, Summary};
use toyforge_ui::rack_label;

fn scenario_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(name)
}

/// The editor in lesson mode with the bundled lesson `name` open, on the Preview tab.
fn preview_of(name: &str) -> Harness<'static, EditorApp> {
    let mut app = EditorApp::new(bundled_map(), None);
    app.set_mode(Mode::Lesson);
    assert!(
        app.lesson_mut().open_now(&scenario_path(name)),
        "{name} opens: {:?}",
        app.lesson().message()
    );
    let mut h = Editor::app(app).size(1600.0, 1000.0).run();
    h.get_by_label("Preview").click();
    h.run();
    assert_eq!(h.state().lesson().tab, LessonTab::Preview);
    h
}

fn click(h: &mut Harness<'static, EditorApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// Clicks board location `id`.
fn click_loc(h: &mut Harness<'static, EditorApp>, id: &str) {
    h.get_by_label_contains(&format!("@{id}\n")).click();
    settle(h);
}

/// Chooses `troop` on the learner's rack, then location `id` on the board.
fn place(h: &mut Harness<'static, EditorApp>, troop: Troop, id: &str) {
    let side = board(h).to_move().expect("someone to move");
    let n = board(h)
        .rack_list(side)
        .iter()
        .filter(|&&t| t == troop)
        .count();
    click(h, &rack_label(troop, n));
    click_loc(h, id);
}

fn index(h: &Harness<'static, EditorApp>) -> usize {
    h.state().lesson().preview.step_index()
}

fn board(h: &Harness<'static, EditorApp>) -> State {
    h.state()
        .lesson()
        .preview
        .board_state()
        .expect("a position on the board")
        .clone()
}

fn top(s: &State, id: &str) -> Option<Piece> {
    s.top(s.board().find(id).expect("a location of the map"))
}

fn result(h: &Harness<'static, EditorApp>, step: usize) -> StepResult {
    h.state().lesson().preview.records()[step].result
}

fn has_label(h: &Harness<'static, EditorApp>, text: &str) -> bool {
    h.query_by_label(text).is_some()
}

fn has_label_containing(h: &Harness<'static, EditorApp>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

/// Replaces step `index` of the lesson with what `change` makes of it, as the step form would.
fn edit_step(h: &mut Harness<'static, EditorApp>, index: usize, change: impl FnOnce(&mut Step)) {
    let doc = h.state_mut().lesson_mut().doc_mut().unwrap();
    let mut step = doc.scenario().steps[index].clone();
    change(&mut step);
    doc.apply(LessonEdit::SetStep { index, step }, Merge::Alone)
        .unwrap();
}

/// Runs frames until the practice opponent (if any) has played and the window is still.
fn settle(h: &mut Harness<'static, EditorApp>) {
    for _ in 0..2000 {
        h.step();
        let thinking = match h.state().lesson().preview.run().map(|r| &r.kind) {
            Some(RunKind::Practice(p)) => p.is_thinking(),
            _ => false,
        };
        if !thinking {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the computer did not decide");
}

#[test]
fn castle_1_goes_from_reading_to_a_solved_puzzle_and_the_lesson_summary() {
    let mut h = preview_of("castle-3-star-choice.ron");
    assert_eq!(index(&h), 0);
    assert!(has_label(&h, "Step 1 of 3"));
    // The Explain step: its highlighted locations and its claims, checked.
    match &h.state().lesson().preview.run().unwrap().kind {
        RunKind::Explain(e) => {
            assert_eq!(e.highlight.len(), 3);
            assert_eq!(e.arrows.len(), 2);
            assert!(e.claims.iter().all(|c| c.result.is_ok()));
        }
        _ => panic!("step 1 is an Explain step"),
    }
    assert!(has_label(&h, "Red's Hook is on top of the Central Bridge."));
    assert_eq!(result(&h, 0), StepResult::Done);

    click(&mut h, "Next");
    assert_eq!(index(&h), 1);
    click(&mut h, "Next");
    assert_eq!(index(&h), 2);
    assert_eq!(
        result(&h, 1),
        StepResult::Seen,
        "a comparison left before seeing every candidate is only seen"
    );
    assert!(has_label(&h, "Step 3 of 3"));

    // A wrong move: its own feedback, and the board back at the start.
    place(&mut h, Troop::Roxy, "central-bridge");
    {
        let run = h.state().lesson().preview.run().unwrap();
        let RunKind::FindMove(p) = &run.kind else {
            panic!("step 3 is a FindMove step")
        };
        let wrong = p.last_wrong.as_ref().expect("the wrong move is judged");
        assert!(wrong.feedback.contains("save her"), "{}", wrong.feedback);
        assert!(p.played.is_empty(), "the wrong move is taken back");
        assert_eq!(p.wrong_tries, 1);
    }
    assert!(has_label(&h, "Not this one"));
    assert_eq!(
        top(&board(&h), "central-bridge"),
        Some(Piece(Side::Red, Troop::Hook))
    );

    // A move the lesson did not foresee gets the default feedback.
    place(&mut h, Troop::Xb42, "right-outpost");
    {
        let RunKind::FindMove(p) = &h.state().lesson().preview.run().unwrap().kind else {
            panic!("step 3 is a FindMove step")
        };
        let wrong = p.last_wrong.as_ref().expect("the move is judged");
        assert!(
            wrong.feedback.starts_with("Find a placement"),
            "{}",
            wrong.feedback
        );
        assert_eq!(
            wrong.played,
            vec!["Blue places XB-42 on the Right Outpost."]
        );
        assert_eq!(p.wrong_tries, 2);
    }
    assert_eq!(top(&board(&h), "right-outpost"), None);

    // A hint, one at a time.
    click(&mut h, "Hint");
    assert!(has_label_containing(&h, "Hint 1 of 2:"));
    assert!(!has_label_containing(&h, "Hint 2 of 2:"));

    // The right move: Star on the bridge, then Star's draw.
    place(&mut h, Troop::Star, "central-bridge");
    {
        let RunKind::FindMove(p) = &h.state().lesson().preview.run().unwrap().kind else {
            panic!("step 3 is a FindMove step")
        };
        assert!(p.end.is_none(), "the turn is not over before the draw");
        assert_eq!(p.played.len(), 1);
    }
    assert!(has_label(&h, "Keep going: the turn is not over."));
    // The new try has begun: the last wrong one's verdict no longer stands beside it.
    assert!(!has_label(&h, "Not this one"));
    click(&mut h, "draw");
    {
        let RunKind::FindMove(p) = &h.state().lesson().preview.run().unwrap().kind else {
            panic!("step 3 is a FindMove step")
        };
        assert!(p.is_solved());
        let end = p.end.as_ref().unwrap();
        assert!(end.feedback.contains("extends blue's chain"));
        assert!(end.claims.iter().all(|c| c.result.is_ok()));
    }
    assert!(has_label(&h, "Solved"));
    let s = board(&h);
    assert_eq!(
        top(&s, "central-bridge"),
        Some(Piece(Side::Blue, Troop::Star))
    );
    assert_eq!(result(&h, 2), StepResult::Solved);
    assert!(!h.state().lesson().preview.records()[2].first_try);

    click(&mut h, "Finish");
    assert!(h.state().lesson().preview.is_complete());
    // The comparison was left before its candidates were seen: the end, not a complete lesson.
    assert!(has_label(&h, "End of the lesson"));
    assert!(!has_label(&h, "Lesson complete"));
    assert!(has_label(
        &h,
        "One step is not done yet: choose it below to go back to it."
    ));
    assert_eq!(
        h.state().lesson().preview.summary(),
        Summary {
            steps: 3,
            exercises: 1,
            solved: 1,
            first_try: 0,
            revealed: 0,
            skipped: 0,
            unfinished: 1,
            hints: 1,
        }
    );
    // The list of steps is centred under the heading, as the lines between them are.
    let heading = h.get_by_label("End of the lesson").rect();
    let link = h.get_by_label_contains("2. ").rect();
    assert!(
        link.left() > heading.left() - 150.0 && link.left() > 200.0,
        "the list starts at {link:?}, the heading at {heading:?}"
    );
    // The summary's list leads back to the comparison; seen in full, the lesson is complete.
    h.get_by_label_contains("2. ").click();
    h.run();
    assert_eq!(index(&h), 1);
    assert!(!h.state().lesson().preview.is_complete());
    for i in 0..2 {
        h.get_all_by_label("Show").nth(i).unwrap().click();
        h.run();
    }
    assert_eq!(result(&h, 1), StepResult::Done);
    click(&mut h, "Next");
    click(&mut h, "Finish");
    assert!(has_label(&h, "Lesson complete"));
    assert_eq!(h.state().lesson().preview.summary().unfinished, 0);

    // Start again clears the progress.
    click(&mut h, "Start again");
    assert!(!h.state().lesson().preview.is_complete());
    assert_eq!(index(&h), 0);
    assert_eq!(result(&h, 2), StepResult::Unseen);
}

#[test]
fn a_compare_candidate_is_played_on_the_board_one_action_at_a_time() {
    let mut h = preview_of("castle-3-star-choice.ron");
    click(&mut h, "Next");
    let conclusion = "Both moves spend the Star";
    assert!(!has_label_containing(&h, conclusion));
    assert!(has_label_containing(
        &h,
        "Look at every candidate to read the conclusion (0 of 2 seen)"
    ));

    // The second candidate, all at once: Star on the right flank, and its draw.
    h.get_all_by_label("Show").nth(1).unwrap().click();
    h.run();
    let s = board(&h);
    assert_eq!(top(&s, "right-flank"), Some(Piece(Side::Blue, Troop::Star)));
    assert_eq!(s.to_move(), Some(Side::Red));
    assert!(has_label_containing(
        &h,
        "Blue places Star on the Right Flank"
    ));
    assert!(has_label_containing(&h, "The Right Outpost is empty."));

    // One action back: the Star is placed, its draw waits.
    click(&mut h, "Previous action");
    let s = board(&h);
    assert_eq!(top(&s, "right-flank"), Some(Piece(Side::Blue, Troop::Star)));
    assert!(s.pending().is_some());
    click(&mut h, "Previous action");
    assert_eq!(top(&board(&h), "right-flank"), None);
    click(&mut h, "Next action");
    assert_eq!(
        top(&board(&h), "right-flank"),
        Some(Piece(Side::Blue, Troop::Star))
    );
    assert_eq!(result(&h, 1), StepResult::Seen);

    // The first candidate too: the conclusion appears and the step is done.
    h.get_all_by_label("Show").next().unwrap().click();
    h.run();
    assert_eq!(
        top(&board(&h), "central-bridge"),
        Some(Piece(Side::Blue, Troop::Star))
    );
    assert!(has_label_containing(&h, conclusion));
    assert_eq!(result(&h, 1), StepResult::Done);
}

#[test]
fn a_walkthrough_steps_stage_by_stage_to_its_conclusion() {
    let mut h = preview_of("castle-5-roxy-over-star.ron");
    let RunKind::Walkthrough(w) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 1 is a walkthrough")
    };
    assert_eq!(w.reachable(), 4);
    assert!(has_label(&h, "Introduction"));
    assert!(has_label_containing(&h, "Blue wants to put its Roxy"));

    click(&mut h, "Next stage");
    assert!(has_label(&h, "Stage 1 of 4"));
    assert!(has_label_containing(&h, "First, the route."));
    click(&mut h, "Next stage");
    assert_eq!(
        top(&board(&h), "market-square"),
        Some(Piece(Side::Red, Troop::Star))
    );
    click(&mut h, "Next stage");
    assert!(has_label(&h, "Stage 3 of 4"));
    assert_eq!(
        top(&board(&h), "market-square"),
        Some(Piece(Side::Blue, Troop::Roxy))
    );
    assert!(has_label_containing(
        &h,
        "Blue places Roxy on the Market Square, covering red's Star."
    ));
    assert_eq!(result(&h, 0), StepResult::Seen);
    let conclusion = "Route, strength, place, resolve";
    assert!(!has_label_containing(&h, conclusion));

    click(&mut h, "Next stage");
    assert!(has_label(&h, "Stage 4 of 4"));
    assert!(has_label_containing(&h, conclusion));
    assert_eq!(result(&h, 0), StepResult::Done);
    let RunKind::Walkthrough(w) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 1 is a walkthrough")
    };
    assert!(w.claims.iter().flatten().all(|c| c.result.is_ok()));

    click(&mut h, "Previous stage");
    assert!(has_label(&h, "Stage 3 of 4"));
    assert_eq!(board(&h).to_move(), Some(Side::Red));

    // The arrow keys step too.
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert!(has_label(&h, "Stage 2 of 4"));
    assert_eq!(
        top(&board(&h), "market-square"),
        Some(Piece(Side::Red, Troop::Star))
    );
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert!(has_label(&h, "Stage 3 of 4"));
}

#[test]
fn showing_the_solution_plays_it_with_the_reply_and_counts_as_not_solved() {
    let mut h = preview_of("castle-9-roxy-south.ron");
    h.state_mut().lesson_mut().preview.go_to(2);
    h.run();
    assert!(has_label(&h, "Step 3 of 5"));
    click(&mut h, "Show solution");
    let s = board(&h);
    assert_eq!(
        top(&s, "right-outpost"),
        Some(Piece(Side::Blue, Troop::Roxy))
    );
    assert_eq!(
        top(&s, "market-square"),
        Some(Piece(Side::Red, Troop::Kwak)),
        "the scripted reply is played"
    );
    assert_eq!(s.medals(Side::Blue), 3);
    assert!(has_label(&h, "The solution"));
    assert_eq!(result(&h, 2), StepResult::Revealed);
    assert!(
        !h.state()
            .lesson()
            .preview
            .records()
            .iter()
            .any(|r| r.first_try)
    );

    // Trying again starts the step over; solving it now is not a first try.
    click(&mut h, "Try again");
    assert_eq!(top(&board(&h), "right-outpost"), None);
    place(&mut h, Troop::Roxy, "right-outpost");
    assert_eq!(result(&h, 2), StepResult::Solved);
    assert!(!h.state().lesson().preview.records()[2].first_try);
}

#[test]
fn a_practice_goal_is_reached_by_playing_on_the_board() {
    let mut h = preview_of("castle-8-take-the-win.ron");
    h.state_mut().lesson_mut().preview.go_to(4);
    h.run();
    assert!(has_label(&h, "Goal: Capture an enemy HQ within 2 turns."));
    assert!(has_label(&h, "Your turn: turn 1 of 2."));
    // Red's Star has cut the road: win it back with a troop red cannot cover, then take the HQ.
    place(&mut h, Troop::Roxy, "red-keep-gate");
    {
        let RunKind::Practice(p) = &h.state().lesson().preview.run().unwrap().kind else {
            panic!("step 5 is a practice game")
        };
        assert_eq!(p.status, GoalStatus::InProgress);
        assert!(
            p.log.iter().any(|(side, _)| *side == Side::Red),
            "the computer has played"
        );
    }
    assert!(has_label(&h, "Your turn: turn 2 of 2."));
    place(&mut h, Troop::Xb42, "red-hq");
    let RunKind::Practice(p) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 5 is a practice game")
    };
    assert_eq!(p.status, GoalStatus::Achieved);
    assert!(has_label(&h, "Goal reached"));
    assert_eq!(result(&h, 4), StepResult::Solved);
    assert!(h.state().lesson().preview.records()[4].first_try);
}

#[test]
fn a_practice_goal_missed_against_the_computer_fails_and_can_be_tried_again() {
    let mut h = preview_of("castle-9-roxy-south.ron");
    // A quick opponent for the test.
    edit_step(&mut h, 4, |step| {
        let Step::Practice(p) = step else {
            panic!("step 5 is a practice game")
        };
        p.opponent = "random".into();
    });
    h.state_mut().lesson_mut().preview.go_to(4);
    h.run();
    assert!(has_label(&h, "You play Blue against the random computer."));
    // Turn 1 expands instead of closing the ring; the computer answers.
    place(&mut h, Troop::Roxy, "left-outpost");
    let s = board(&h);
    assert_eq!(s.to_move(), Some(Side::Blue), "the computer has played");
    {
        let RunKind::Practice(p) = &h.state().lesson().preview.run().unwrap().kind else {
            panic!("step 5 is a practice game")
        };
        assert_eq!(p.status, GoalStatus::InProgress);
        assert_eq!(p.log.len(), p.played.len());
        assert!(p.played.len() >= 2);
    }
    // Turn 2 draws: no medals by the end of the second turn.
    click(&mut h, "Draw");
    let RunKind::Practice(p) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 5 is a practice game")
    };
    let GoalStatus::Failed { reason } = &p.status else {
        panic!("the goal is missed: {:?}", p.status)
    };
    assert!(reason.contains("0 of the 3 medals"), "{reason}");
    assert_eq!(p.failures, 1);
    assert!(!p.is_thinking(), "the game stops once judged");
    assert!(has_label(&h, "Goal missed"));

    click(&mut h, "Try again");
    let RunKind::Practice(p) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 5 is a practice game")
    };
    assert_eq!(p.status, GoalStatus::InProgress);
    assert!(p.played.is_empty());
    // Roxy on the Market Square closes the gap red could reach; the Hook closes the ring.
    place(&mut h, Troop::Roxy, "market-square");
    assert_ne!(result(&h, 4), StepResult::Solved);
    place(&mut h, Troop::Hook, "right-outpost");
    assert_eq!(result(&h, 4), StepResult::Solved);
    assert!(
        !h.state().lesson().preview.records()[4].first_try,
        "reached on the second game"
    );
}

#[test]
fn a_step_that_cannot_start_says_why_and_can_be_skipped() {
    let mut h = preview_of("castle-9-roxy-south.ron");
    {
        let doc = h.state_mut().lesson_mut().doc_mut().unwrap();
        let mut first = doc.scenario().steps[0].clone();
        *first.setup_mut() = "place roxy @nowhere".into();
        let second = match doc.scenario().steps[1].clone() {
            Step::Compare(mut c) => {
                c.candidates[0].actions = "place roxy @@@".into();
                Step::Compare(c)
            }
            _ => panic!("step 2 is a comparison"),
        };
        for (index, step) in [(0, first), (1, second)] {
            doc.apply(LessonEdit::SetStep { index, step }, Merge::Alone)
                .unwrap();
        }
    }
    h.run();
    assert!(has_label(&h, "This step cannot start"));
    assert!(has_label_containing(&h, "nowhere"));
    click(&mut h, "Skip this step");
    assert_eq!(index(&h), 1);
    assert_eq!(result(&h, 0), StepResult::Skipped);

    // A candidate whose line does not parse shows the error in its card.
    h.get_all_by_label("Show").next().unwrap().click();
    h.run();
    assert!(has_label_containing(&h, "The line does not parse"));
}

#[test]
fn editing_the_scenario_clears_the_progress_and_keeps_the_step() {
    let mut h = preview_of("castle-8-take-the-win.ron");
    h.state_mut().lesson_mut().preview.go_to(2);
    h.run();
    place(&mut h, Troop::Roxy, "red-hq");
    assert_eq!(result(&h, 2), StepResult::Solved);
    edit_step(&mut h, 2, |step| {
        let Step::FindMove(f) = step else {
            panic!("step 3 is a FindMove step")
        };
        f.prompt = "Win now.".into();
    });
    h.run();
    let preview = &h.state().lesson().preview;
    assert_eq!(preview.step_index(), 2);
    assert_eq!(result(&h, 2), StepResult::Seen);
    assert_eq!(result(&h, 0), StepResult::Unseen);
    assert!(has_label(&h, "Win now."));
    assert!(board(&h).outcome().is_none(), "the step starts again");

    // Undo in the workspace's bar is an edit too.
    click(&mut h, "Undo");
    assert!(has_label(&h, "Blue to play and win."));
}

#[test]
fn every_claim_of_the_bundled_lessons_reads_as_a_sentence_naming_known_places() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if toyforge::scenario::is_course_file(&path) {
            continue;
        }
        let loaded = Scenario::load(&path).unwrap();
        let board = loaded.start().unwrap().board().clone();
        let mut claims = Vec::new();
        for step in &loaded.scenario.steps {
            match step {
                Step::Explain(e) => claims.extend(e.claims.iter()),
                Step::Compare(c) => claims.extend(c.candidates.iter().flat_map(|c| &c.claims)),
                Step::FindMove(f) => {
                    claims.extend(f.answers().flat_map(|(_, a)| &a.claims));
                    claims.extend(f.accept_if.iter());
                    claims.extend(f.wrong.iter().flat_map(|w| &w.claims));
                }
                Step::Walkthrough(w) => claims.extend(w.stages.iter().flat_map(|s| &s.claims)),
                Step::Practice(_) => {}
            }
        }
        for c in claims {
            // In the lesson's language, on a board that names its places in it.
            let words = toyforge::scenario::Words::for_tag(&loaded.scenario.language);
            let s = words.claim(&board, c);
            assert!(
                (s.ends_with('.') || s.ends_with('。'))
                    && !s.contains('`')
                    && !s.chars().next().unwrap().is_lowercase(),
                "{}: {c} reads {s:?}",
                path.display()
            );
            count += 1;
        }
    }
    assert!(count > 100, "only {count} claims");
}

#[test]
fn routine_claims_are_left_out_for_the_learner() {
    let mut h = preview_of("castle-3-star-choice.ron");
    click(&mut h, "Next");
    h.get_all_by_label("Show").next().unwrap().click();
    h.run();
    let scenario = h.state().lesson().doc().unwrap().scenario().clone();
    let Step::Compare(c) = &scenario.steps[1] else {
        panic!("step 2 is a Compare step")
    };
    let board = board(&h).board().clone();
    let (routine, telling): (Vec<_>, Vec<_>) =
        c.candidates[0].claims.iter().partition(|c| c.is_routine());
    assert!(!routine.is_empty() && !telling.is_empty());
    for claim in routine {
        let s = claim_sentence(&board, claim);
        assert!(!has_label(&h, &s), "routine claim shown: {s}");
    }
    for claim in telling {
        let s = claim_sentence(&board, claim);
        assert!(has_label(&h, &s), "claim missing: {s}");
    }
    assert!(
        !has_label(&h, "Blue's rack holds 3 troops."),
        "the rack is on screen already"
    );
    // The run still checks every claim: only the learner's view leaves the routine ones out.
    let RunKind::Compare(run) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 2 is a Compare step")
    };
    let checked = &run.candidates[0];
    assert_eq!(checked.claims.len(), c.candidates[0].claims.len());
    assert!(checked.claims.iter().any(|c| c.routine && c.result.is_ok()));
}

/// Whether the preview's rack line of `side` shows troops face down.
fn face_down(h: &Harness<'static, EditorApp>) -> bool {
    has_label_containing(h, "face down")
}

#[test]
fn the_opponents_rack_is_face_down_unless_the_step_shows_it() {
    let mut h = preview_of("castle-3-star-choice.ron");
    h.state_mut().lesson_mut().preview.go_to(2);
    h.run();
    let red = board(&h).rack_list(Side::Red);
    assert!(!red.is_empty());
    let names: Vec<String> = red
        .iter()
        .map(|t| format!("{} {}", t.code(), t.display_name()))
        .collect();
    let open = names.join(", ");
    assert!(face_down(&h), "Red's rack is face down in a puzzle");
    assert!(!has_label(&h, &open), "Red's troops are not named");
    edit_step(&mut h, 2, |step| {
        let Step::FindMove(f) = step else {
            panic!("step 3 is a FindMove step")
        };
        f.show_opponent_rack = true;
    });
    h.run();
    assert!(has_label(&h, &open), "the step shows Red's rack: {open}");
    assert!(!face_down(&h));
}

#[test]
fn a_puzzle_board_says_why_a_location_is_not_lit() {
    let mut h = preview_of("castle-3-star-choice.ron");
    h.state_mut().lesson_mut().preview.go_to(2);
    h.run();
    let s = board(&h);
    let side = s.to_move().unwrap();
    let n = s
        .rack_list(side)
        .iter()
        .filter(|&&t| t == Troop::Star)
        .count();
    click(&mut h, &rack_label(Troop::Star, n));
    let (id, name) = s
        .board()
        .locations()
        .find_map(|l| {
            s.check(&toyforge::engine::Action::Place(Troop::Star, l))
                .err()?;
            Some((
                s.board().id(l).to_string(),
                s.board().sentence_name(l).to_string(),
            ))
        })
        .expect("a location refuses the Star");
    click_loc(&mut h, &id);
    // In the learner's words: the place's name as a sentence reads it, no id.
    let said = format!("Refused: Star cannot go on {name}: ");
    let shown = h.get_by_label_contains(&said);
    let text = shown
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(!text.contains('@'), "an id in {text}");
    let RunKind::FindMove(p) = &h.state().lesson().preview.run().unwrap().kind else {
        panic!("step 3 is a FindMove step")
    };
    assert!(p.played.is_empty(), "nothing was played");
    assert_eq!(p.wrong_tries, 0, "a refused placement is not a wrong try");
}

/// The board's top piece at each location the Hook lesson's variations touch.
fn bridge_and_outpost(h: &Harness<'static, EditorApp>) -> (Option<Piece>, Option<Piece>) {
    let s = board(h);
    (top(&s, "left-bridge"), top(&s, "left-outpost"))
}

#[test]
fn a_variation_and_its_own_variation_are_stepped_on_the_board_and_left_for_the_main_line() {
    use toyforge_ui::lesson::variation_tree::{MAIN_LINE, NEXT, PREVIOUS};
    let mut h = preview_of("castle-4-hook-bridge.ron");
    click(&mut h, "Next");
    assert!(has_label(&h, "Step 2 of 3"));
    // The tempting jump: Hook alone on the bridge.
    h.get_all_by_label("Show").next().unwrap().click();
    h.run();
    let hook = Some(Piece(Side::Blue, Troop::Hook));
    let main = (hook, None);
    assert_eq!(bridge_and_outpost(&h), main);
    assert!(has_label_containing(
        &h,
        "Variation 1 \"Red covers the Hook\" (after action 1)"
    ));

    // Red's refutation, from where it branches off: the board still shows the Hook.
    click(
        &mut h,
        "Show variation 1 \"Red covers the Hook\" on the board",
    );
    assert!(h.state().lesson().preview.variation().is_some());
    assert_eq!(bridge_and_outpost(&h), main);
    assert!(has_label_containing(
        &h,
        "Variation 1 \"Red covers the Hook\": 0 of 1 action"
    ));
    click(&mut h, NEXT);
    let roxy = Some(Piece(Side::Red, Troop::Roxy));
    assert_eq!(bridge_and_outpost(&h), (roxy, None));
    click(&mut h, NEXT);
    assert_eq!(
        bridge_and_outpost(&h),
        (roxy, None),
        "the whole variation is shown"
    );
    click(&mut h, PREVIOUS);
    assert_eq!(bridge_and_outpost(&h), main);

    // Blue's answer to it, nested one level down: Jumbo fills the outpost, then throws the
    // Roxy off, and the Hook is on top again. The arrow keys step it too.
    click(
        &mut h,
        "Show variation 1.1 \"Jumbo digs the Hook out\" on the board",
    );
    assert_eq!(bridge_and_outpost(&h), (roxy, None));
    assert!(has_label_containing(
        &h,
        "3. Blue places Jumbo on the Left Outpost"
    ));
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    let jumbo = Some(Piece(Side::Blue, Troop::Jumbo));
    assert_eq!(bridge_and_outpost(&h), (roxy, jumbo));
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    assert_eq!(bridge_and_outpost(&h), (hook, jumbo));
    assert!(has_label_containing(&h, "Jumbo fills the outpost"));
    h.key_press(egui::Key::ArrowLeft);
    settle(&mut h);
    assert_eq!(bridge_and_outpost(&h), (roxy, jumbo));

    // Back to the main line: the candidate's own position, and the arrows step it again.
    click(&mut h, MAIN_LINE);
    assert!(h.state().lesson().preview.variation().is_none());
    assert_eq!(bridge_and_outpost(&h), main);
    h.key_press(egui::Key::ArrowLeft);
    settle(&mut h);
    let skully = Some(Piece(Side::Red, Troop::Skully));
    assert_eq!(bridge_and_outpost(&h), (skully, None), "the step's start");

    // Escape leaves a variation as well; showing another candidate leaves it too.
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    click(
        &mut h,
        "Show variation 1 \"Red covers the Hook\" on the board",
    );
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(h.state().lesson().preview.variation().is_none());
    click(
        &mut h,
        "Show variation 1 \"Red covers the Hook\" on the board",
    );
    h.get_all_by_label("Show").nth(1).unwrap().click();
    h.run();
    assert!(h.state().lesson().preview.variation().is_none());
    assert_eq!(
        bridge_and_outpost(&h).1,
        hook,
        "the second candidate's line"
    );
}

#[test]
fn a_walkthrough_stages_variations_go_on_the_board_even_one_the_engine_refuses() {
    use toyforge::scenario::Variation;
    use toyforge_ui::lesson::variation_tree::{MAIN_LINE, NEXT};
    let mut h = preview_of("castle-5-roxy-over-star.ron");
    edit_step(&mut h, 0, |step| {
        let Step::Walkthrough(w) = step else {
            panic!("step 1 is a walkthrough")
        };
        let instead = |label: &str, actions: &str| Variation {
            label: label.into(),
            actions: actions.into(),
            ..Default::default()
        };
        w.stages[2].variations = vec![
            instead("Hook on the bridge", "place hook @central-bridge"),
            instead("Star on Star", "place star @market-square"),
        ];
    });
    h.run();
    for _ in 0..3 {
        click(&mut h, "Next stage");
    }
    assert!(has_label(&h, "Stage 3 of 4"));
    let roxy = Some(Piece(Side::Blue, Troop::Roxy));
    assert_eq!(top(&board(&h), "market-square"), roxy);

    // Instead of the stage's Roxy: from the position before the stage, the Hook's jump.
    click(
        &mut h,
        "Show variation 1 \"Hook on the bridge\" on the board",
    );
    let red_star = Some(Piece(Side::Red, Troop::Star));
    assert_eq!(top(&board(&h), "market-square"), red_star);
    click(&mut h, NEXT);
    let s = board(&h);
    assert_eq!(
        top(&s, "central-bridge"),
        Some(Piece(Side::Blue, Troop::Hook))
    );
    assert_eq!(top(&s, "market-square"), red_star);
    assert_eq!(s.rack_list(Side::Blue).len(), 2);

    // A refused line shows where it would start and why it stops there.
    click(&mut h, "Show variation 2 \"Star on Star\" on the board");
    assert_eq!(top(&board(&h), "market-square"), red_star);
    click(&mut h, NEXT);
    assert_eq!(
        top(&board(&h), "market-square"),
        red_star,
        "nothing to play"
    );
    assert!(has_label_containing(
        &h,
        "Variation 2 \"Star on Star\": 0 of 0 actions"
    ));
    assert!(has_label_containing(
        &h,
        "Action 1 'place star @market-square': "
    ));

    // The main line is back as it was, and so it is after moving on a stage.
    click(&mut h, MAIN_LINE);
    assert_eq!(top(&board(&h), "market-square"), roxy);
    click(
        &mut h,
        "Show variation 1 \"Hook on the bridge\" on the board",
    );
    click(&mut h, "Next stage");
    assert!(h.state().lesson().preview.variation().is_none());
    assert!(has_label(&h, "Stage 4 of 4"));
    assert_eq!(
        top(&board(&h), "central-bridge"),
        Some(Piece(Side::Red, Troop::Jumbo))
    );
}

/// The top-left corners of the Hint and Show solution buttons.
fn hint_buttons(h: &Harness<'static, EditorApp>) -> [egui::Pos2; 2] {
    ["Hint", "Show solution"].map(|label| h.get_by_label(label).rect().min)
}

#[test]
fn the_hint_and_solution_buttons_stay_put_when_moves_are_judged_and_hints_shown() {
    let mut h = preview_of("castle-3-star-choice.ron");
    click(&mut h, "Next");
    click(&mut h, "Next");
    assert!(has_label(&h, "Step 3 of 3"));
    let buttons = hint_buttons(&h);
    // A wrong move brings its verdict; a hint its text: neither moves the buttons.
    place(&mut h, Troop::Roxy, "central-bridge");
    assert!(has_label(&h, "Not this one"));
    assert_eq!(hint_buttons(&h), buttons);
    click(&mut h, "Hint");
    assert!(has_label_containing(&h, "Hint 1 of 2:"));
    assert_eq!(hint_buttons(&h), buttons);
    // The turn under way ("So far", Take back) does not move them either.
    place(&mut h, Troop::Star, "central-bridge");
    assert!(has_label(&h, "Take back"));
    assert_eq!(hint_buttons(&h), buttons);
}
