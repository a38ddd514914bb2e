//! Puzzles judged as the learner is judged: `check` walks every action the learner can take,
//! through the step's judge after every action and for every chance outcome, and reports each
//! kind of unfair puzzle once per step, with a count, up to three lines and a one-click fix.
//! One fixture of `tests/fixtures/unfair` per kind; the fixes applied make the warning go.

use std::path::{Path, PathBuf};
use toyforge::scenario::{
    Claim, FindMove, IssueKind, LoadedScenario, Scenario, SolvedBy, Step, Verdict, check_scenario,
    parse_line,
};
use toyforge::scenario::{Concern, Fix, Unfair, find_move_soundness};
use toyforge::scenario::{TurnLimits, known_at_step};
use toyforge_core::i18n::Lang;

use crate::common;

fn root() -> PathBuf {
    common::repo_root().to_path_buf()
}

fn fixture(name: &str) -> PathBuf {
    root().join("tests/fixtures/unfair").join(name)
}

/// Runs the binary; its exit code and everything it printed.
fn check(args: &[&str]) -> (i32, String) {
    let (code, out, err) = common::toyforge(args);
    (code, format!("{out}{err}"))
}

fn strict(name: &str) -> (i32, String) {
    check(&["check", "--strict", fixture(name).to_str().unwrap()])
}

fn load(path: &Path) -> LoadedScenario {
    Scenario::load(path).expect("the fixture loads")
}

fn puzzle(l: &LoadedScenario) -> &FindMove {
    match &l.scenario.steps[0] {
        Step::FindMove(f) => f,
        _ => panic!("a puzzle"),
    }
}

/// The kinds of the soundness warnings of a lesson, in order.
fn kinds(l: &LoadedScenario) -> Vec<Unfair> {
    check_scenario(l, "x.ron")
        .warnings
        .iter()
        .filter_map(|w| match &w.kind {
            IssueKind::Unsound { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect()
}

/// The fix of the first example of the first warning of `kind`.
fn first_fix(l: &LoadedScenario, kind: Unfair) -> Fix {
    check_scenario(l, "x.ron")
        .warnings
        .iter()
        .find_map(|w| match &w.kind {
            IssueKind::Unsound {
                kind: k, examples, ..
            } if *k == kind => examples[0].fix.clone(),
            _ => None,
        })
        .expect("a warning of this kind with a fix")
}

/// The lesson with its first step's puzzle changed by `f`.
fn edited(l: &LoadedScenario, f: impl FnOnce(&mut FindMove)) -> LoadedScenario {
    let mut l = l.clone();
    if let Step::FindMove(p) = &mut l.scenario.steps[0] {
        f(p);
    }
    l
}

#[test]
fn kind_1_a_wrong_line_that_wins_as_the_solution_does_is_a_right_answer_listed_as_wrong() {
    let (code, out) = strict("right-listed-wrong.ron");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "soundness: warning: a right answer is listed as wrong: 1 line\n    \"place kwak @red-hq\": it makes every claim of the solution true, but it is wrong line 1 and the learner is told it is wrong [fix: Accept it]"
        ),
        "{out}"
    );
    // "Accept it" moves the line from the wrong lines to the alternatives.
    let l = load(&fixture("right-listed-wrong.ron"));
    let fix = first_fix(&l, Unfair::RightListedWrong);
    assert_eq!(fix.label(), "Accept it");
    let fixed = edited(&l, |p| fix.apply(p, Lang::En));
    assert!(puzzle(&fixed).wrong.is_empty());
    assert_eq!(puzzle(&fixed).alternatives[0].actions, "place kwak @red-hq");
    let report = check_scenario(&fixed, "x.ron");
    assert!(report.is_ok() && report.warnings.is_empty(), "{report}");
}

#[test]
fn kind_2_an_accepted_line_after_which_the_opponent_has_won_is_reported_unless_claimed() {
    let (code, out) = strict("accepted-loses.ron");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "warning: an accepted line leaves the game won by the opponent: 1 line\n    \"draw\": alternative 1 accepts it, but after it the game is over: red won"
        ),
        "{out}"
    );
    let l = load(&fixture("accepted-loses.ron"));
    assert_eq!(kinds(&l), vec![Unfair::AcceptedLoses]);
    // Said explicitly, the losing line is the author's choice.
    let said = edited(&l, |p| {
        p.alternatives[0].claims.push(Claim::Winner {
            side: toyforge::Side::Red,
        })
    });
    let report = check_scenario(&said, "x.ron");
    assert!(report.is_ok() && report.warnings.is_empty(), "{report}");
    // "Mark it wrong" turns the alternative into a wrong line.
    let fix = first_fix(&l, Unfair::AcceptedLoses);
    assert_eq!(fix.label(), "Mark it wrong");
    let fixed = edited(&l, |p| fix.apply(p, Lang::En));
    assert!(puzzle(&fixed).alternatives.is_empty());
    assert_eq!(puzzle(&fixed).wrong[0].actions, "draw");
    let report = check_scenario(&fixed, "x.ron");
    assert!(report.is_ok() && report.warnings.is_empty(), "{report}");
}

#[test]
fn kind_3_a_listed_line_whose_claims_hold_for_some_outcomes_only_is_reported_whatever_the_seed() {
    let (code, out) = strict("chance-decides.ron");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "warning: chance decides the verdict: 1 line\n    \"place xb42 @central-bridge; discard rack\" (played out as \"place xb42 @central-bridge; discard rack kwak\"): the solution's claims hold in 25% of the outcomes of its chance only"
        ),
        "{out}"
    );
    // The same warning with the seed the claim fails for: the verdict no longer depends on it.
    let l = load(&fixture("chance-decides.ron"));
    for seed in 1..8 {
        let mut other = l.clone();
        other.scenario.position.seed = seed;
        let report = check_scenario(&other, "x.ron");
        let chance = report.warnings.iter().any(|w| {
            matches!(
                &w.kind,
                IssueKind::Unsound {
                    kind: Unfair::ChanceDecides,
                    ..
                }
            )
        });
        let false_claim = !report.is_ok();
        assert!(chance || false_claim, "seed {seed}: {report}");
    }
}

#[test]
fn kind_3_a_line_told_right_for_some_draws_only_names_the_chance() {
    // The Cursed Cemetery's puzzle as it was: a plain draw met `accept_if` whenever it gave a Roxy.
    let mut l = load(&root().join("scenarios/rule-cursed-cemetery.ron"));
    if let Step::FindMove(p) = &mut l.scenario.steps[2] {
        p.accept_if.truncate(1);
    }
    let report = check_scenario(&l, "x.ron");
    let w = report
        .warnings
        .iter()
        .find_map(|w| match &w.kind {
            IssueKind::Unsound {
                kind: Unfair::ChanceDecides,
                examples,
                ..
            } => Some(examples),
            _ => None,
        })
        .expect("the chance is reported");
    assert_eq!(w[0].line, "draw");
    assert!(
        w[0].concern
            .contains("the learner is told it is right in 28.2% of the outcomes"),
        "{}",
        w[0].concern
    );
}

#[test]
fn kind_4_a_good_line_that_begins_with_a_whole_wrong_line_is_fixed_by_making_it_longer() {
    let (code, out) = strict("starts-like-wrong.ron");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "warning: a good line starts like a wrong one, so the learner is told wrong before finishing it: 1 line\n    \"place star @orchard; skip\": it makes every claim of the solution true, but it begins with wrong line 1 (\"place star @orchard\")"
        ),
        "{out}"
    );
    let l = load(&fixture("starts-like-wrong.ron"));
    let fix = first_fix(&l, Unfair::StartsLikeWrong);
    assert_eq!(
        fix,
        Fix::Lengthen {
            wrong: 0,
            lines: vec!["place star @orchard; draw".into()]
        }
    );
    assert_eq!(fix.label(), "Make the wrong line longer");
    let fixed = edited(&l, |p| fix.apply(p, Lang::En));
    assert_eq!(puzzle(&fixed).wrong[0].actions, "place star @orchard; draw");
    assert_eq!(
        puzzle(&fixed).wrong[0].feedback,
        "Star's draw refills the space."
    );
    let report = check_scenario(&fixed, "x.ron");
    assert!(report.is_ok() && report.warnings.is_empty(), "{report}");
}

#[test]
fn kind_5_a_wrong_line_that_begins_with_another_is_feedback_never_shown() {
    let (code, out) = strict("feedback-never-shown.ron");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "wrong line 1: its feedback can never be shown: it begins with wrong line 2, so the learner playing it is told that line's feedback at \"place star @orchard\""
        ),
        "{out}"
    );
    // Not a warning but a problem: plain `check` fails too.
    let (code, _) = check(&[
        "check",
        fixture("feedback-never-shown.ron").to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
}

#[test]
fn the_bundled_drawing_puzzle_lets_the_learner_decline_the_draw() {
    for name in ["castle-2-drawing.ron", "castle-2-drawing.zh.ron"] {
        let l = load(&root().join("scenarios").join(name));
        let i = l
            .scenario
            .steps
            .iter()
            .position(|s| matches!(s, Step::FindMove(_)))
            .unwrap();
        let start = l.step_start(i).unwrap();
        let Step::FindMove(p) = &l.scenario.steps[i] else {
            unreachable!()
        };
        let line = |t: &str| parse_line(&start, t).unwrap();
        // The learner's first action, the placement, is not judged yet.
        assert_eq!(
            p.judge(&start, &line("place star @orchard")).unwrap(),
            Verdict::Continue,
            "{name}"
        );
        assert!(
            matches!(
                p.judge(&start, &line("place star @orchard; skip")).unwrap(),
                Verdict::Solved { .. }
            ),
            "{name}"
        );
        let Verdict::Wrong { which: Some(0), .. } =
            p.judge(&start, &line("place star @orchard; draw")).unwrap()
        else {
            panic!("{name}: the draw is the wrong line")
        };
    }
}

#[test]
fn a_wrong_line_that_is_the_start_of_the_solution_says_how_to_finish_it() {
    let l = load(&fixture("starts-like-wrong.ron"));
    let l = edited(&l, |p| {
        p.solution.actions = "place star @orchard; skip".into();
        p.accept_if.clear();
        p.wrong[0].actions = "place star @orchard".into();
    });
    let report = check_scenario(&l, "x.ron");
    let text = report.to_string();
    assert!(
        text.contains(
            "wrong line 1: it is the beginning of the solution (\"place star @orchard; skip\"), so the learner playing it is told to keep playing; finish the wrong turn, for example \"place star @orchard; draw\""
        ),
        "{text}"
    );
}

#[test]
fn a_syntax_error_in_the_solution_is_reported_once() {
    let l = load(&fixture("right-listed-wrong.ron"));
    let l = edited(&l, |p| p.solution.actions = "place roxy @@red-hq".into());
    let report = check_scenario(&l, "x.ron");
    assert_eq!(report.issues.len(), 1, "{report}");
    assert!(matches!(report.issues[0].kind, IssueKind::Syntax { .. }));
}

#[test]
fn several_winning_capn_chains_make_one_warning_with_a_count_and_three_examples() {
    // Item 6 of the issue: a second solution, a second way to win, several winning chains.
    let l = load(&root().join("tests/fixtures/lesson-two-wins.ron"));
    let l = {
        let mut l = l;
        l.scenario.position.blue.rack = vec![
            toyforge::Troop::Roxy,
            toyforge::Troop::Kwak,
            toyforge::Troop::Capn,
        ];
        l
    };
    let report = check_scenario(&l, "x.ron");
    let unsound: Vec<_> = report
        .warnings
        .iter()
        .filter_map(|w| match &w.kind {
            IssueKind::Unsound {
                kind,
                count,
                examples,
            } => Some((*kind, *count, examples.len())),
            _ => None,
        })
        .collect();
    assert_eq!(unsound.len(), 1, "{report}");
    let (kind, count, shown) = unsound[0];
    assert_eq!(kind, Unfair::UnlistedRight);
    assert!(count > 3, "the Kwak and the Cap'n chains: {report}");
    assert_eq!(shown, 3);
    assert!(
        report
            .to_string()
            .contains(&format!("and {} more", count - 3))
    );
}

#[test]
fn a_crowded_capn_puzzle_stops_at_its_budget_with_a_clear_report() {
    let p = fixture("big-capn.ron");
    let p = p.to_str().unwrap();
    let (code, out) = check(&["check", "--budget", "30000", p]);
    assert_eq!(code, 0, "a reached budget is a warning: {out}");
    assert!(
        out.contains("soundness: warning: budget reached: ")
            && out.contains("(budget 30000); lines from \"")
            && out.contains("\" on were not judged; raise it with --budget"),
        "{out}"
    );
    // Deterministic: the same budget stops at the same line.
    let (_, again) = check(&["check", "--budget", "30000", p]);
    assert_eq!(out, again);
    let (code, _) = check(&["check", "--strict", "--budget", "30000", p]);
    assert_eq!(code, 1, "--strict fails on it");
    // The run's budget: once spent, later steps are not judged, and the run says so.
    let (_, out) = check(&["check", "--run-budget", "10", p, p]);
    assert!(
        out.contains("budget reached: the run's work budget of 10 finished turns was spent; the soundness of 1 puzzle step was not checked"),
        "{out}"
    );
    let (code, out) = check(&["check", "--budget", "0", p]);
    assert_eq!(code, 2, "a budget of 0 is refused: {out}");
}

#[test]
fn the_work_budget_bounds_the_walk_and_counts_the_replies() {
    let l = load(&fixture("big-capn.ron"));
    let start = l.step_start(0).unwrap();
    let known = known_at_step(&l, &l.start().unwrap(), &start);
    let fm = puzzle(&l);
    let small = find_move_soundness(
        fm,
        &start,
        known,
        TurnLimits {
            max_outcomes: 20_000,
        },
    )
    .unwrap();
    let cut = small.cut.clone().expect("the budget is reached");
    assert!(
        small.work >= 20_000 && small.work < 20_000 + 20_000,
        "{}",
        small.work
    );
    assert_eq!(cut.outcomes as u64, small.work);
    let big = find_move_soundness(
        fm,
        &start,
        known,
        TurnLimits {
            max_outcomes: 60_000,
        },
    )
    .unwrap();
    assert!(big.lines >= small.lines);
    // Every finding of the smaller walk is found by the larger one, in the same order.
    assert_eq!(big.findings[..small.findings.len()], small.findings[..]);
}

#[test]
fn an_accepted_line_by_accept_if_gets_the_solutions_feedback_and_no_reply() {
    let l = load(&fixture("starts-like-wrong.ron"));
    let start = l.step_start(0).unwrap();
    let p = puzzle(&l);
    let v = p
        .judge(
            &start,
            &parse_line(&start, "place kwak @left-outpost").unwrap(),
        )
        .unwrap();
    assert_eq!(
        v,
        Verdict::Solved {
            by: SolvedBy::Goal,
            feedback: p.solution.feedback.clone(),
            reply: Vec::new(),
        }
    );
}

#[test]
fn findings_name_their_concern_in_words() {
    let l = load(&fixture("starts-like-wrong.ron"));
    let start = l.step_start(0).unwrap();
    let s = find_move_soundness(puzzle(&l), &start, 0, TurnLimits::default()).unwrap();
    assert_eq!(s.findings.len(), 1);
    assert!(matches!(
        s.findings[0].concern,
        Concern::StartsLikeWrong { wrong: 0, .. }
    ));
    assert!(s.findings[0].is_good());
}
