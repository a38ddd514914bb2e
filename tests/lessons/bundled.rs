//! Lessons: `toyforge check` on the bundled lessons and on broken ones, claims derived from the
//! engine verifying on their own line, the find-the-move judge, practice goals, and the save ->
//! load round trip of a lesson.

use crate::common;

use common::CASTLE_POSITION as POSITION;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::path::PathBuf;
use std::process::Output;
use toyforge::engine::{Action, IllegalKind, State};
use toyforge::scenario::{
    Claim, GoalStatus, LoadedScenario, MapSource, PracticeGoal, Scenario, SolvedBy, Step, Verdict,
    check_scenario, claims_after, learner_turns, parse_line, play_line, run_line,
};
use toyforge::{Side, Troop};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn load(name: &str) -> LoadedScenario {
    Scenario::load(&root().join("scenarios").join(name)).expect("the bundled lesson loads")
}

fn find_move(l: &LoadedScenario, title: &str) -> (State, toyforge::scenario::FindMove) {
    let i = l
        .scenario
        .steps
        .iter()
        .position(|s| s.title() == title)
        .expect("the step exists");
    match &l.scenario.steps[i] {
        Step::FindMove(f) => (l.step_start(i).unwrap(), f.clone()),
        other => panic!("step {title} is a {}", other.kind_name()),
    }
}

fn actions(start: &State, line: &str) -> Vec<Action> {
    parse_line(start, line).expect("the line parses")
}

// ----- the command ---------------------------------------------------------------------------

#[test]
fn check_passes_on_every_bundled_lesson() {
    let o = common::run(&["check", "scenarios/"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let out = text(&o);
    for p in common::bundled_lessons() {
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            out.contains(&format!("{name}: ok")),
            "{name} not reported ok:\n{out}"
        );
    }
}

#[test]
fn bundled_lessons_cover_the_castle_lessons_every_troop_and_every_battlefield() {
    let names: Vec<String> = common::bundled_lessons()
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    for t in Troop::ALL {
        let want = format!("troop-{}", t.name());
        assert!(names.contains(&want), "no lesson {want}");
    }
    for rule in [
        "castle-field",
        "tropical-pool",
        "city-of-clouds",
        "volcanic-jungle",
        "cursed-cemetery",
        "caribbean-sea",
        "station-metal-x",
        "battlefield",
    ] {
        assert!(
            names.contains(&format!("rule-{rule}")),
            "no lesson rule-{rule}"
        );
    }
    assert!(names.iter().filter(|n| n.starts_with("castle-")).count() >= 5);
    // Every bundled lesson makes claims, and every one of them verifies.
    for p in common::bundled_lessons() {
        let l = Scenario::load(&p).unwrap();
        let r = check_scenario(&l, &p.display().to_string());
        assert!(r.is_ok(), "{r}");
        assert!(r.claims > 0, "{} makes no claim", p.display());
    }
}

#[test]
fn false_claim_exits_1_naming_scenario_step_claim_expected_and_found() {
    let o = common::run(&["check", "tests/fixtures/lesson-false-claim.ron"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("lesson-false-claim.ron"), "{out}");
    assert!(out.contains("step 2 \"Close the ring\""), "{out}");
    assert!(out.contains("candidate 1 \"Right outpost\""), "{out}");
    assert!(out.contains("MedalsGained(side: blue, n: 2)"), "{out}");
    assert!(out.contains("expected: blue to gain 2 medals"), "{out}");
    assert!(out.contains("found:    blue gained 3 medals"), "{out}");
}

#[test]
fn a_failing_lesson_makes_a_folder_check_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let body = std::fs::read_to_string(root().join("tests/fixtures/lesson-false-claim.ron"))
        .unwrap()
        .replace("../../maps/castle-field.ron", "MAP");
    common::lesson_in_folder(dir.path(), "bad.ron", &body);
    // A map in the folder is skipped.
    std::fs::copy(
        root().join("maps/castle-field.ron"),
        dir.path().join("map.ron"),
    )
    .unwrap();
    let o = common::run(&["check", dir.path().to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains("map.ron: a map, not a lesson; skipped"),
        "{}",
        text(&o)
    );
}

#[test]
fn missing_map_exits_2_naming_the_path_tried() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lost.ron");
    std::fs::write(
        &path,
        format!("(format: 1, map: \"maps/no-such-map.ron\", {POSITION})"),
    )
    .unwrap();
    let o = common::run(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let tried = dir.path().join("maps/no-such-map.ron");
    assert!(
        text(&o).contains(&tried.display().to_string()),
        "{}",
        text(&o)
    );
}

#[test]
fn syntax_error_in_the_file_exits_2_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::lesson_in_folder(
        dir.path(),
        "broken.ron",
        "(\n    format: 1,\n    map: \"MAP\",\n    steps: [Explain(title: \"x\" text: \"y\")],\n)",
    );
    let o = common::run(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("broken.ron:4:"), "{}", text(&o));
}

#[test]
fn unparseable_action_exits_2_naming_the_step_and_the_action() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, map: "MAP", {POSITION}
        steps: [
            Explain(title: "Look", text: "A ring.", claims: [Empty(loc: "right-outpost")]),
            Compare(title: "Typo", prompt: "p", candidates: [
                (label: "a", actions: "place roxy right-outpost", claims: [Legal]),
                (label: "b", actions: "place roxy @left-outpost", claims: [Legal]),
            ]),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "typo.ron", &body);
    let o = common::run(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("step 2 \"Typo\""), "{out}");
    assert!(out.contains("place roxy right-outpost"), "{out}");
    assert!(out.contains("column"), "{out}");
}

#[test]
fn illegal_line_and_unknown_ids_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, map: "MAP", {POSITION}
        steps: [
            Explain(title: "Where", text: "t", highlight: ["nowhere"], claims: [Top(loc: "atlantis", side: blue, troop: roxy)]),
            Compare(title: "Lines", prompt: "p", candidates: [
                (label: "too weak", actions: "place roxy @red-hq", claims: [Legal]),
                (label: "fine", actions: "place roxy @left-outpost", claims: [Legal]),
            ]),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "wrong.ron", &body);
    let o = common::run(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let out = text(&o);
    assert!(
        out.contains("`nowhere` is no base or HQ of the map"),
        "{out}"
    );
    assert!(out.contains("a base or HQ `@atlantis`"), "{out}");
    assert!(out.contains("illegal line \"place roxy @red-hq\""), "{out}");
}

// ----- claims derived from the engine ----------------------------------------------------------

#[test]
fn claims_after_all_verify_on_the_lines_of_every_lesson() {
    let mut checked = 0;
    for p in common::bundled_lessons() {
        let l = Scenario::load(&p).unwrap();
        for (i, step) in l.scenario.steps.iter().enumerate() {
            let start = l.step_start(i).unwrap();
            let lines: Vec<String> = match step {
                Step::Compare(c) => c.candidates.iter().map(|c| c.actions.clone()).collect(),
                Step::FindMove(f) => f.answers().map(|(_, a)| a.actions.clone()).collect(),
                _ => Vec::new(),
            };
            for line in lines {
                let run = run_line(&start, &line).unwrap();
                if !run.is_legal() {
                    continue;
                }
                for claim in claims_after(&run.before, &run.after) {
                    assert_eq!(
                        claim.verify(&run),
                        Ok(()),
                        "{}: {line}: {claim}",
                        p.display()
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} derived claims");
}

#[test]
fn claims_after_verify_along_random_games() {
    let l = load("rule-castle-field.ron");
    let start = l.start().unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    let mut buf = Vec::new();
    for _ in 0..20 {
        let mut state = start.clone();
        for _ in 0..40 {
            state.legal_actions(&mut buf);
            if buf.is_empty() {
                break;
            }
            let a = buf[rng.random_range(0..buf.len())];
            let before = state.clone();
            state.play(&a).unwrap();
            let run = toyforge::scenario::LineRun {
                before: before.clone(),
                after: state.clone(),
                played: vec![a],
                total: 1,
                refused: None,
            };
            for claim in claims_after(&before, &state) {
                assert_eq!(claim.verify(&run), Ok(()), "{claim} after {a:?}");
            }
        }
    }
}

#[test]
fn claims_after_names_the_outcome_of_closing_the_south() {
    let l = load("castle-9-roxy-south.ron");
    let start = l.start().unwrap();
    let after = play_line(&start, "place roxy @right-outpost").unwrap();
    let claims = claims_after(&start, &after);
    for want in [
        Claim::Legal,
        Claim::NoWinner,
        Claim::MedalsGained {
            side: Side::Blue,
            n: 3,
        },
        Claim::RegionsClaimed {
            by: Side::Blue,
            ids: vec!["south".into()],
        },
        Claim::Top {
            loc: "right-outpost".into(),
            side: Side::Blue,
            troop: Troop::Roxy,
        },
        Claim::Connected {
            side: Side::Blue,
            loc: "right-outpost".into(),
        },
        Claim::ToMove { side: Side::Red },
    ] {
        assert!(claims.contains(&want), "{want} missing from {claims:?}");
    }
}

#[test]
fn illegal_claim_checks_the_last_action_and_its_rule() {
    let l = load("castle-5-roxy-over-star.ron");
    let start = l.start().unwrap();
    let run = run_line(&start, "place star @market-square").unwrap();
    let covering = Claim::Illegal {
        why: Some(IllegalKind::Covering),
        reason_contains: "STRICTLY".into(),
    };
    assert_eq!(covering.verify(&run), Ok(()));
    let connection = Claim::Illegal {
        why: Some(IllegalKind::Connection),
        reason_contains: String::new(),
    };
    let m = connection.verify(&run).unwrap_err();
    assert!(m.expected.to_string().contains("no connection"), "{m}");
    assert!(m.found.to_string().contains("strictly greater"), "{m}");
    assert!(Claim::Legal.verify(&run).is_err());
    // A refusal before the last action does not make the line "illegal" as a claim means it.
    let early = run_line(
        &start,
        "place star @market-square; place roxy @market-square",
    )
    .unwrap();
    assert!(covering.verify(&early).is_err());
}

// ----- find the move ---------------------------------------------------------------------------

#[test]
fn find_move_judges_solution_alternative_wrong_and_default() {
    let l = load("castle-4-hook-bridge.ron");
    let (start, fm) = find_move(&l, "Join the front to the HQ");
    let judge = |line: &str| fm.judge(&start, &actions(&start, line)).unwrap();

    match judge("place hook @left-outpost") {
        Verdict::Solved { by, feedback, .. } => {
            assert_eq!(by, SolvedBy::Solution);
            assert!(feedback.contains("links the HQ"), "{feedback}");
        }
        v => panic!("{v:?}"),
    }
    // Half of an alternative: keep playing; the whole of it: accepted.
    assert_eq!(judge("place jumbo @left-outpost"), Verdict::Continue);
    assert!(matches!(
        judge("place jumbo @left-outpost; discard @left-bridge"),
        Verdict::Solved {
            by: SolvedBy::Alternative(0),
            ..
        }
    ));
    match judge("place hook @left-bridge") {
        Verdict::Wrong { which, feedback } => {
            assert_eq!(which, Some(0));
            assert!(feedback.contains("cut off"), "{feedback}");
        }
        v => panic!("{v:?}"),
    }
    match judge("draw") {
        Verdict::Wrong { which, feedback } => {
            assert_eq!(which, None);
            assert_eq!(feedback, fm.default_feedback);
        }
        v => panic!("{v:?}"),
    }
    assert_eq!(fm.hint(0), Some(fm.hints[0].as_str()));
    assert_eq!(fm.hint(fm.hints.len()), None);
}

#[test]
fn find_move_accepts_any_line_meeting_the_goal_claims_and_returns_the_reply() {
    let l = load("castle-8-take-the-win.ron");
    let (start, fm) = find_move(&l, "Finish the game");
    // Not the written solution (Roxy), but any troop on red's HQ wins.
    assert!(matches!(
        fm.judge(&start, &actions(&start, "place kwak @red-hq"))
            .unwrap(),
        Verdict::Solved {
            by: SolvedBy::Goal,
            ..
        }
    ));
    // A turn that is not over yet is not judged against the goal.
    assert_eq!(
        fm.judge(&start, &actions(&start, "place xb42 @left-outpost"))
            .unwrap(),
        Verdict::Continue
    );
    assert!(matches!(
        fm.judge(&start, &actions(&start, "place xb42 @left-outpost; skip"))
            .unwrap(),
        Verdict::Wrong { which: None, .. }
    ));

    let l = load("castle-9-roxy-south.ron");
    let (start, fm) = find_move(&l, "Claim the medals");
    match fm
        .judge(&start, &actions(&start, "place roxy @right-outpost"))
        .unwrap()
    {
        Verdict::Solved { by, reply, .. } => {
            assert_eq!(by, SolvedBy::Solution);
            let after = play_line(&start, "place roxy @right-outpost").unwrap();
            let mut s = after.clone();
            for a in &reply {
                s.play(a).expect("the scripted reply is legal");
            }
            assert_eq!(s.to_move(), Some(Side::Blue));
        }
        v => panic!("{v:?}"),
    }
}

// ----- practice --------------------------------------------------------------------------------

#[test]
fn practice_medal_goal_is_achieved_in_time_and_fails_when_time_runs_out() {
    let l = load("castle-9-roxy-south.ron");
    let start = l.start().unwrap();
    let goal = PracticeGoal::Medals { n: 3, within: 2 };
    assert_eq!(goal.judge(Side::Blue, &start, 0), GoalStatus::InProgress);

    let won = actions(&start, "place roxy @right-outpost");
    let s = play_line(&start, "place roxy @right-outpost").unwrap();
    assert_eq!(learner_turns(&start, &won), 1);
    assert_eq!(goal.judge(Side::Blue, &s, 1), GoalStatus::Achieved);

    // Two blue turns without the claim: still going during the second, failed once it ends.
    let slow = "place hook @left-outpost; draw; place xb42 @reed-hut";
    let line = actions(&start, slow);
    let s = play_line(&start, slow).unwrap();
    assert_eq!(learner_turns(&start, &line), 2);
    assert_eq!(s.to_move(), Some(Side::Blue), "XB-42's effect waits");
    assert_eq!(goal.judge(Side::Blue, &s, 2), GoalStatus::InProgress);
    let s = play_line(&s, "skip").unwrap();
    assert!(matches!(
        goal.judge(Side::Blue, &s, 2),
        GoalStatus::Failed { .. }
    ));
}

#[test]
fn practice_hq_and_win_goals_follow_the_outcome() {
    let l = load("castle-8-take-the-win.ron");
    let start = l.start().unwrap();
    let s = play_line(&start, "place kwak @red-hq").unwrap();
    let capture = PracticeGoal::CaptureHq { within: 1 };
    assert_eq!(capture.judge(Side::Blue, &s, 1), GoalStatus::Achieved);
    assert_eq!(
        PracticeGoal::Win.judge(Side::Blue, &s, 1),
        GoalStatus::Achieved
    );
    assert!(matches!(
        PracticeGoal::Win.judge(Side::Red, &s, 1),
        GoalStatus::Failed { .. }
    ));
    let s = play_line(&start, "place kwak @left-outpost").unwrap();
    assert!(matches!(
        capture.judge(Side::Blue, &s, 1),
        GoalStatus::Failed { .. }
    ));
    assert_eq!(
        PracticeGoal::Win.judge(Side::Blue, &s, 1),
        GoalStatus::InProgress
    );
}

#[test]
fn practice_example_that_misses_the_goal_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, map: "MAP", {POSITION}
        steps: [
            Practice(title: "Play", text: "t", goal: Medals(n: 3, within: 1), opponent: "greedy", example: "place roxy @left-outpost"),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "practice.ron", &body);
    let l = Scenario::load(&path).unwrap();
    let r = check_scenario(&l, "practice.ron");
    let out = r.to_string();
    assert_eq!(r.exit_code(), 1, "{out}");
    assert!(
        out.contains("step 1 \"Play\", example: the example game fails the goal"),
        "{out}"
    );
}

#[test]
fn a_practice_opponent_that_is_no_level_is_refused_as_the_lesson_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        r#"(format: 1, map: "MAP", {POSITION}
        steps: [
            Practice(title: "Who?", text: "t", goal: Win, opponent: "grandmaster"),
        ])"#
    );
    let path = common::lesson_in_folder(dir.path(), "practice.ron", &body);
    let e = Scenario::load(&path).unwrap_err().to_string();
    assert!(
        e.contains(":9:69: steps[0].opponent: `grandmaster` is no computer level (no such level)"),
        "{e}"
    );
}

// ----- files -----------------------------------------------------------------------------------

#[test]
fn every_bundled_lesson_survives_save_and_load() {
    let dir = tempfile::tempdir().unwrap();
    for p in common::bundled_lessons() {
        let mut l = Scenario::load(&p).unwrap();
        // Text round trip, map path untouched.
        let again = Scenario::from_ron(&l.scenario.to_ron(), "again").unwrap();
        assert_eq!(again, l.scenario, "{}", p.display());
        // Saved elsewhere with the map embedded, loaded back, checked again.
        l.scenario.map = MapSource::Embedded(Box::new(l.map.clone()));
        let out = dir.path().join(p.file_name().unwrap());
        l.scenario.save(&out).unwrap();
        let back = Scenario::load(&out).unwrap();
        assert_eq!(back.scenario, l.scenario, "{}", p.display());
        assert!(check_scenario(&back, "saved").is_ok());
    }
}

#[test]
fn a_lesson_built_in_code_round_trips_every_step_kind() {
    let l = load("castle-9-roxy-south.ron");
    let kinds: Vec<&str> = l.scenario.steps.iter().map(Step::kind_name).collect();
    for k in ["Explain", "Compare", "FindMove", "Walkthrough", "Practice"] {
        assert!(kinds.contains(&k), "castle-2 has no {k} step");
    }
    let mut s = l.scenario.clone();
    *s.steps[0].title_mut() = "Renamed".into();
    s.steps.swap(1, 2);
    s.language = "zh".into();
    let back = Scenario::from_ron(&s.to_ron(), "mem").unwrap();
    assert_eq!(back, s);
    assert_eq!(back.steps[0].title(), "Renamed");
    // An `Illegal` claim with no details survives too.
    let c = Claim::Illegal {
        why: None,
        reason_contains: String::new(),
    };
    assert_eq!(c.to_ron(), "Illegal()");
    let back: Claim = ron::from_str(&c.to_ron()).unwrap();
    assert_eq!(back, c);
}

#[test]
fn the_documented_example_lesson_passes_the_check() {
    let doc = std::fs::read_to_string(root().join("docs/scenario-format.md")).unwrap();
    let start = doc
        .find("```ron\n")
        .expect("the document has a RON example")
        + 7;
    let end = start + doc[start..].find("```").unwrap();
    let example = &doc[start..end];
    assert!(example.contains("\"../maps/castle-field.ron\""));
    let body = example.replace("\"../maps/castle-field.ron\"", "\"MAP\"");
    let dir = tempfile::tempdir().unwrap();
    let path = common::lesson_in_folder(dir.path(), "example.ron", &body);
    let l = Scenario::load(&path).unwrap();
    let r = check_scenario(&l, "docs/scenario-format.md");
    assert!(r.is_ok(), "{r}");
    let kinds: Vec<&str> = l.scenario.steps.iter().map(Step::kind_name).collect();
    assert_eq!(
        kinds,
        ["Explain", "Compare", "FindMove", "Walkthrough", "Practice"]
    );
}
