//! The author's engine: puzzle soundness (`check` warnings, `check --strict`), puzzles judged by
//! the engine (`WithinBest`), the enumeration of complete turns with chance and its bound,
//! variations through the file format and the check, move marks, and files written before these
//! fields.

use std::path::{Path, PathBuf};
use toyforge::engine::State;
use toyforge::scenario::SCREEN;
use toyforge::scenario::Variation;
use toyforge::scenario::{
    Candidate, Claim, Compare, FindMove, IssueKind, LoadedScenario, Scenario, SolvedBy, Step,
    Verdict, check_scenario, parse_line,
};
use toyforge::scenario::{Concern, TOLERANCE, Unfair, find_move_soundness};
use toyforge::scenario::{Ranking, Sight};
use toyforge::scenario::{Turn, TurnLimits, TurnOutcome, complete_turns, known_at_step};

use crate::common;

fn root() -> PathBuf {
    common::repo_root().to_path_buf()
}

/// Runs the binary; its exit code and everything it printed.
fn check(args: &[&str]) -> (i32, String) {
    let (code, out, err) = common::toyforge(args);
    (code, format!("{out}{err}"))
}

/// The two-solution puzzle of the fixtures, copied into `dir` with its rack and alternatives
/// changed, next to a copy of Castle Field.
fn win_puzzle(dir: &Path, rack: &str, alternatives: &str) -> PathBuf {
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::copy(
        root().join("maps/castle-field.ron"),
        dir.join("maps/castle-field.ron"),
    )
    .unwrap();
    let text = std::fs::read_to_string(root().join("tests/fixtures/lesson-two-wins.ron"))
        .unwrap()
        .replace("../../maps/castle-field.ron", "maps/castle-field.ron")
        .replace("[roxy, kwak]", rack)
        .replace(
            "default_feedback:",
            &format!("alternatives: [{alternatives}],\n            default_feedback:"),
        );
    let path = dir.join("win.ron");
    std::fs::write(&path, text).unwrap();
    path
}

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toyforge-soundness-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn load(name: &str) -> LoadedScenario {
    Scenario::load(&root().join("scenarios").join(name)).expect("the bundled lesson loads")
}

#[test]
fn a_puzzle_with_two_winning_placements_is_reported_with_the_second_line_named() {
    let dir = temp("two");
    let path = win_puzzle(&dir, "[roxy, kwak]", "");
    let p = path.to_str().unwrap();
    let (code, out) = check(&["check", p]);
    assert_eq!(code, 0, "warnings alone pass: {out}");
    assert!(
        out.contains(
            "step 1 \"Win now\", soundness: warning: an unlisted line as good as the solution would be told it is wrong: 1 line\n    \"place kwak @red-hq\""
        ),
        "{out}"
    );
    assert!(out.contains("1 warning"), "{out}");
    let (code, out) = check(&["check", "--strict", p]);
    assert_eq!(code, 1, "--strict fails: {out}");
    assert!(
        out.contains("fails under --strict: 1 warning") && !out.contains(": ok ("),
        "and says so: {out}"
    );
    // Listed as an alternative, the second solution is no longer a warning.
    let path = win_puzzle(
        &dir,
        "[roxy, kwak]",
        r#"(actions: "place kwak @red-hq", feedback: "Won too.")"#,
    );
    let (code, out) = check(&["check", "--strict", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("warning"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_puzzle_with_one_solution_passes_strict() {
    let dir = temp("one");
    let path = win_puzzle(&dir, "[roxy]", "");
    let (code, out) = check(&["check", "--strict", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ok (1 step"), "{out}");
    assert!(!out.contains("warning"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_bundled_lesson_passes_check_strict() {
    let (code, out) = check(&["check", "--strict", "scenarios"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("warning"), "{out}");
}

#[test]
fn the_soundness_check_names_why_a_line_is_unfair() {
    let dir = temp("why");
    let path = win_puzzle(&dir, "[roxy, kwak]", "");
    let loaded = Scenario::load(&path).unwrap();
    let start = loaded.step_start(0).unwrap();
    let Step::FindMove(fm) = &loaded.scenario.steps[0] else {
        panic!("a puzzle")
    };
    let s = find_move_soundness(fm, &start, 0, TurnLimits::default()).unwrap();
    assert_eq!(s.findings.len(), 1, "{:?}", s.findings);
    let f = &s.findings[0];
    assert_eq!(f.line, "place kwak @red-hq");
    assert_eq!(f.concern, Concern::MeetsClaimsButWrong);
    assert!(f.is_good());
    assert!(s.cut.is_none());
    // Without claims on the solution, the engine's judgement still finds the second win.
    let mut bare = fm.clone();
    bare.solution.claims.clear();
    let s = find_move_soundness(&bare, &start, 0, TurnLimits::default()).unwrap();
    assert!(
        matches!(s.findings[0].concern, Concern::EngineRatesAsGood { .. }),
        "{:?}",
        s.findings
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_line_accepted_by_accept_if_that_breaks_the_solutions_claims_is_reported() {
    // The lesson as it was before the fix: its `accept_if` let a plain draw through.
    let path = root().join("tests/fixtures/lesson-written-before-soundness.ron");
    let loaded = Scenario::load(&path).expect("a file written before the new fields loads");
    let report = check_scenario(&loaded, "old.ron");
    assert!(report.is_ok(), "{report}");
    let unfair: Vec<&str> = report
        .warnings
        .iter()
        .flat_map(|w| match &w.kind {
            IssueKind::Unsound {
                kind: Unfair::AcceptedBreaksClaims | Unfair::ChanceDecides,
                examples,
                ..
            } => examples.as_slice(),
            _ => &[],
        })
        .map(|e| {
            assert!(!e.good, "accepted lines that break a claim are wrong lines");
            e.line.as_str()
        })
        .collect();
    assert!(unfair.contains(&"draw"), "{unfair:?}");
    assert!(
        unfair.contains(&"place capn @central-bridge; place roxy @right-flank; recall @orchard"),
        "{unfair:?}"
    );
}

#[test]
fn a_search_past_its_limit_says_where_it_was_cut() {
    let l = load("troop-capn.ron");
    let start = l.start().unwrap();
    let full = complete_turns(&start, 0, TurnLimits::default());
    assert!(full.cut.is_none());
    assert!(full.outcome_count() > 10);
    let cut = complete_turns(&start, 0, TurnLimits { max_outcomes: 10 });
    let c = cut.cut.clone().expect("the search is cut");
    assert_eq!(c.outcomes, 10);
    assert!(!c.at.is_empty());
    assert_eq!(cut.outcome_count(), 10);
}

#[test]
fn unknown_draws_are_tried_outcome_by_outcome_and_known_ones_once() {
    let l = load("troop-skully.ron");
    let start = l.step_start(2).unwrap();
    let scenario_start = l.start().unwrap();
    let known = known_at_step(&l, &scenario_start, &start);
    let line = parse_line(&start, "place skully @reed-hut; draw").unwrap();
    let find = |known| {
        let t = complete_turns(&start, known, TurnLimits::default());
        t.turns.into_iter().find(|t| t.line == line).unwrap()
    };
    let blind = find(0);
    assert!(blind.outcomes.len() > 1, "each pair the reserve can give");
    assert!(
        blind
            .outcomes
            .iter()
            .all(|o| o.actions[1].is_named_chance())
    );
    let told = find(usize::MAX);
    assert_eq!(told.outcomes.len(), 1, "a known reserve draws one way");
    assert!(known < usize::MAX);
}

#[test]
fn the_engine_ranking_is_deterministic_and_best_first() {
    let l = load("castle-9-roxy-south.ron");
    let start = l.start().unwrap();
    let a = Ranking::new(&start, 0, TurnLimits::default());
    let b = Ranking::new(&start, 0, TurnLimits::default());
    let va: Vec<f64> = a.ranked.iter().map(|r| r.value).collect();
    let vb: Vec<f64> = b.ranked.iter().map(|r| r.value).collect();
    assert_eq!(va, vb);
    assert!(va.windows(2).all(|w| w[0] >= w[1]));
}

/// A puzzle judged by the engine alone.
fn margin_puzzle(start: &State, best: &str, margin: u32) -> FindMove {
    let _ = start;
    FindMove {
        title: "Best".into(),
        prompt: "Play a strong turn.".into(),
        solution: toyforge::scenario::Answer {
            actions: best.into(),
            feedback: "Good.".into(),
            ..Default::default()
        },
        accept_if: vec![Claim::WithinBest { margin }],
        default_feedback: "The engine sees a much better turn.".into(),
        ..Default::default()
    }
}

#[test]
fn the_margin_mode_accepts_a_near_best_line_and_refuses_a_clearly_worse_one() {
    let l = load("castle-9-roxy-south.ron");
    let start = l.start().unwrap();
    let r = Ranking::new(&start, 0, TurnLimits::default());
    let best = r.best().unwrap();
    let (best_turn, _) = r.top(1).next().unwrap();
    // Engine values, looked up for any turn (the ranking holds the screened ones).
    let near = r
        .ranked
        .iter()
        .skip(1)
        .find(|x| best - x.value > 0.0)
        .expect("a line below the best");
    // A margin just wide enough for the runner-up.
    let margin = (best - near.value).ceil() as u32 + 10;
    let far = r
        .quick
        .iter()
        .find(|x| best - r.engine_value(x.index) > f64::from(margin) + 100.0)
        .expect("a clearly worse line");
    let near_line = r.turns.turns[near.index].line.clone();
    let far_line = r.turns.turns[far.index].line.clone();
    let fm = margin_puzzle(&start, &best_turn.text(&start), margin);
    let solved = |v: Verdict| {
        matches!(
            v,
            Verdict::Solved {
                by: SolvedBy::Goal,
                ..
            }
        )
    };
    assert!(solved(fm.judge(&start, &near_line).unwrap()));
    assert!(matches!(
        fm.judge(&start, &far_line).unwrap(),
        Verdict::Wrong { which: None, .. }
    ));
    // A margin of 0 takes only the best.
    let strict = margin_puzzle(&start, &best_turn.text(&start), 0);
    assert!(!solved(strict.judge(&start, &near_line).unwrap()));
    // The claim's message says how far below the best the line is.
    let run =
        toyforge::scenario::run_line(&start, &toyforge::scenario::line_text(&start, &far_line))
            .unwrap();
    let m = Claim::WithinBest { margin: 50 }.verify(&run).unwrap_err();
    assert!(
        m.expected
            .to_string()
            .contains("within 0.50 medals of the best"),
        "{m}"
    );
    assert!(m.found.to_string().contains("below the best"), "{m}");
}

fn variation(after: usize, actions: &str, claims: Vec<Claim>) -> Variation {
    Variation {
        after,
        actions: actions.into(),
        comment: format!("after {after}"),
        claims,
        ..Default::default()
    }
}

#[test]
fn variations_round_trip_through_the_file_and_are_checked() {
    let mut l = load("castle-8-take-the-win.ron");
    let mut nested = variation(
        0,
        "place xb42 @red-hq !!",
        vec![Claim::Wins {
            side: toyforge::Side::Blue,
            how: toyforge::engine::EndReason::Hq,
        }],
    );
    nested.label = "XB-42 wins too".into();
    let mut outer = variation(0, "place kwak @left-outpost ?", vec![Claim::NoWinner]);
    outer.variations.push(variation(1, "draw", vec![]));
    let cand = Candidate {
        label: "Kwak first".into(),
        actions: "place kwak @red-hq !".into(),
        claims: vec![Claim::Legal],
        variations: vec![outer, nested],
        ..Default::default()
    };
    l.scenario.steps.push(Step::Compare(Compare {
        title: "Branches".into(),
        prompt: "Which troop?".into(),
        candidates: vec![cand.clone(), cand],
        ..Default::default()
    }));
    let text = l.scenario.to_ron();
    assert!(text.contains("variations:"), "{text}");
    let back = Scenario::from_ron(&text, "round.ron").unwrap();
    assert_eq!(back.steps, l.scenario.steps);
    let report = check_scenario(&l, "round.ron");
    assert!(report.is_ok(), "{report}");
    // A false claim of a nested variation is named by its place in the tree.
    let Some(Step::Compare(c)) = l.scenario.steps.last_mut() else {
        unreachable!()
    };
    c.candidates[0].variations[0].variations[0].claims = vec![Claim::Wins {
        side: toyforge::Side::Blue,
        how: toyforge::engine::EndReason::Hq,
    }];
    c.candidates[0].variations[1].after = 5;
    let report = check_scenario(&l, "round.ron");
    let rendered = report.to_string();
    assert!(
        rendered.contains(
            "candidate 1 \"Kwak first\", variation 1.1: false claim Wins(side: blue, how: hq)"
        ),
        "{rendered}"
    );
    assert!(
        rendered.contains(
            "variation 2 \"XB-42 wins too\": the variation starts after action 5, but its parent line has 1"
        ),
        "{rendered}"
    );
}

#[test]
fn marks_are_kept_in_the_file_checked_and_shown_in_words() {
    use toyforge::scenario::marked_sentences;
    let mut l = load("castle-8-take-the-win.ron");
    let Step::Compare(c) = &mut l.scenario.steps[1] else {
        panic!("step 2 compares")
    };
    c.candidates[0].actions = "place roxy @red-hq!!".into();
    let text = l.scenario.to_ron();
    assert!(text.contains("place roxy @red-hq!!"));
    let report = check_scenario(&l, "marks.ron");
    assert!(report.is_ok(), "{report}");
    let start = l.start().unwrap();
    let actions = parse_line(&start, "place roxy @red-hq !!").unwrap();
    let words = marked_sentences(&start, "place roxy @red-hq !!", &actions);
    assert!(words[0].ends_with("!! (a brilliant move)"), "{words:?}");
    let plain = marked_sentences(&start, "place roxy @red-hq", &actions);
    assert!(!plain[0].contains('!'), "{plain:?}");
}

/// "Fill the rack" (Castle lesson 6, step 3) as a puzzle that does not state its task: only the
/// listed lines are right, and the engine judges every other one.
fn fill_the_rack() -> (FindMove, State, usize) {
    let (fm, start, known) = untasked("castle-1-setup.ron", 3);
    assert_eq!(fm.solution.actions, "draw");
    (fm, start, known)
}

#[test]
fn a_line_the_engine_rates_as_well_as_the_solution_is_reported_until_it_is_listed() {
    let (mut fm, start, known) = fill_the_rack();
    let s = find_move_soundness(&fm, &start, known, TurnLimits::default()).unwrap();
    let sol = s.solution_value.expect("the solution is a complete turn");
    assert!(sol < 0.0, "the solution does not win: {sol}");
    let kwak = s
        .findings
        .iter()
        .find(|f| f.line == "place kwak @left-outpost")
        .unwrap_or_else(|| panic!("the Kwak placement is named: {:?}", s.findings));
    let Concern::EngineRatesAsGood { value, solution } = kwak.concern else {
        panic!("{:?}", kwak.concern)
    };
    assert_eq!(solution, sol);
    assert!(
        value >= sol - TOLERANCE && value < 0.0,
        "{value} against {sol}"
    );
    assert!(kwak.is_good(), "the natural fix is to accept it");
    assert!(
        kwak.concern
            .to_string()
            .contains("after the opponent's best reply"),
        "{}",
        kwak.concern
    );
    // Listed as alternatives, the lines are no longer reported, and the puzzle is sound.
    for f in &s.findings {
        fm.alternatives.push(toyforge::scenario::Answer {
            actions: f.line.clone(),
            feedback: "As good.".into(),
            ..Default::default()
        });
    }
    let s = find_move_soundness(&fm, &start, known, TurnLimits::default()).unwrap();
    assert!(s.is_sound(), "{:?}", s.findings);
}

/// The find-the-move step at `index` of the bundled lesson `name`, without its stated task.
fn untasked(name: &str, index: usize) -> (FindMove, State, usize) {
    let l = load(name);
    let start = l.step_start(index).unwrap();
    let known = known_at_step(&l, &l.start().unwrap(), &start);
    let Step::FindMove(mut fm) = l.scenario.steps[index].clone() else {
        panic!("step {} of {name} is a puzzle", index + 1)
    };
    fm.accept_if.clear();
    (fm, start, known)
}

#[test]
fn a_line_clearly_worse_than_the_solution_is_not_reported() {
    // Lines that pass the quick screen but fall clearly below the solution after the reply
    // are not reported; the puzzles are chosen so that there are such lines.
    let mut worse_seen = 0;
    for (name, index) in [("castle-1-setup.ron", 3), ("castle-3-star-choice.ron", 2)] {
        let (fm, start, known) = untasked(name, index);
        let s = find_move_soundness(&fm, &start, known, TurnLimits::default()).unwrap();
        let sol = s.solution_value.unwrap();
        let r = Ranking::quick(&start, 0, TurnLimits::default());
        let solution = parse_line(&start, &fm.solution.actions).unwrap();
        let sol_quick = r.quick_value(r.index_of(&solution).unwrap());
        let worse: Vec<String> = r
            .quick
            .iter()
            .filter(|x| x.value >= sol_quick - SCREEN && r.engine_value(x.index) < sol - TOLERANCE)
            .map(|x| r.turns.turns[x.index].text(&start))
            .collect();
        for line in &worse {
            assert!(
                s.findings.iter().all(|f| &f.line != line),
                "{name}: {line} is reported: {:?}",
                s.findings
            );
        }
        worse_seen += worse.len();
    }
    assert!(worse_seen > 0, "no screened line is clearly worse");
}

#[test]
fn a_puzzle_that_states_its_task_leaves_lines_that_miss_it_to_the_default_feedback() {
    let (mut fm, start, known) = fill_the_rack();
    fm.accept_if = fm.solution.claims.clone();
    let s = find_move_soundness(&fm, &start, known, TurnLimits::default()).unwrap();
    assert!(s.is_sound(), "{:?}", s.findings);
    // A won game is still judged by the engine, task or not: the two-win puzzle states
    // no task that excludes the second win, so it is reported either way.
    let dir = temp("task");
    let path = win_puzzle(&dir, "[roxy, kwak]", "");
    let loaded = Scenario::load(&path).unwrap();
    let Step::FindMove(mut win) = loaded.scenario.steps[0].clone() else {
        panic!("a puzzle")
    };
    let start = loaded.step_start(0).unwrap();
    win.solution.claims.clear();
    win.accept_if = vec![Claim::RackSize {
        side: toyforge::Side::Blue,
        n: 99,
    }];
    let s = find_move_soundness(&win, &start, 0, TurnLimits::default()).unwrap();
    assert_eq!(s.findings.len(), 1, "{:?}", s.findings);
    assert_eq!(s.findings[0].line, "place kwak @red-hq");
    assert!(matches!(
        s.findings[0].concern,
        Concern::EngineRatesAsGood { .. }
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_soundness_search_past_its_limit_is_not_sound_and_says_where() {
    let (fm, start, known) = fill_the_rack();
    let s = find_move_soundness(&fm, &start, known, TurnLimits { max_outcomes: 3 }).unwrap();
    let cut = s.cut.clone().expect("the search is cut");
    // The work counts the listed lines' outcomes and the enumeration up to the budget.
    assert!(cut.outcomes >= 3, "{cut:?}");
    assert_eq!(cut.outcomes as u64, s.work);
    assert!(!cut.at.is_empty());
    assert!(!s.is_sound());
    assert!(s.lines <= 3);
}

#[test]
fn check_names_the_line_the_engine_rates_as_well_and_strict_fails_on_it() {
    let dir = temp("rack");
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::copy(
        root().join("maps/castle-field.ron"),
        dir.join("maps/castle-field.ron"),
    )
    .unwrap();
    let text = std::fs::read_to_string(root().join("scenarios/castle-1-setup.ron")).unwrap();
    let task = "            accept_if: [RackSize(side: blue, n: 5)],\n";
    assert!(text.contains(task));
    let path = dir.join("scenarios/rack.ron");
    std::fs::write(&path, text.replace(task, "")).unwrap();
    let (code, out) = check(&["check", "--strict", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "step 4 \"Fill the rack\", soundness: warning: an unlisted line as good as the solution would be told it is wrong: 10 lines\n    \"place kwak @keep-gate\": the engine rates it"
        ),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The engine value of a turn as the format guide defines it, worked out step by step.
fn engine_value_by_hand(judge: &toyforge::scenario::Judge, turn: &Turn) -> f64 {
    use toyforge::scenario::{REPLY_LIMITS, SEARCHED_OUTCOMES};
    let worst_reply = |o: &TurnOutcome| {
        let replies = complete_turns(&o.after, usize::MAX, REPLY_LIMITS);
        assert!(!replies.turns.is_empty(), "the opponent has replies");
        replies
            .turns
            .iter()
            .map(|t| judge.turn_value(t))
            .fold(f64::INFINITY, f64::min)
    };
    let mut order: Vec<&TurnOutcome> = turn.outcomes.iter().collect();
    order.sort_by(|a, b| b.weight.total_cmp(&a.weight)); // stable: ties keep their order
    let searched = &order[..order.len().min(SEARCHED_OUTCOMES)];
    let (mut sum, mut cost, mut cost_weight) = (0.0, 0.0, 0.0);
    for o in searched {
        let v = worst_reply(o);
        sum += o.weight * v;
        cost += o.weight * (judge.position_value(&o.after) - v);
        cost_weight += o.weight;
    }
    for o in &order[searched.len()..] {
        sum += o.weight * (judge.position_value(&o.after) - cost / cost_weight);
    }
    let total: f64 = turn.outcomes.iter().map(|o| o.weight).sum();
    (sum / total * 100.0).round() / 100.0
}

#[test]
fn the_engine_value_is_the_weighted_mean_of_the_worst_reply_after_each_outcome() {
    use toyforge::scenario::{Judge, SEARCHED_OUTCOMES};
    // A draw of one troop (few outcomes) and Skully's draw of two (many).
    for (lesson, step, line) in [
        ("castle-2-drawing.ron", None, "draw"),
        ("troop-skully.ron", Some(2), "place skully @reed-hut; draw"),
    ] {
        let l = load(lesson);
        let start = match step {
            Some(i) => l.step_start(i).unwrap(),
            None => l.start().unwrap(),
        };
        // The values by hand read the racks as the position holds them: the judge's sight of
        // both racks, which is the same walk without the weighing of the opponent's racks.
        let r = Ranking::quick_seeing(&start, 0, TurnLimits::default(), Sight::BothRacks);
        let judge = Judge::seeing(&start, Sight::BothRacks, 0);
        let i = r
            .index_of(&parse_line(&start, line).unwrap())
            .expect("a complete turn");
        let turn = &r.turns.turns[i];
        assert!(
            turn.outcomes.len() > 1,
            "{line} is tried outcome by outcome"
        );
        if step.is_some() {
            assert!(turn.outcomes.len() > SEARCHED_OUTCOMES);
        }
        let expected = engine_value_by_hand(&judge, turn);
        assert_eq!(r.engine_value(i), expected, "{lesson}: {line}");
        assert_eq!(judge.deep_value(turn), expected);
        // The quick value does not look at the replies.
        assert_eq!(r.quick_value(i), judge.turn_value(turn));
    }
}

#[test]
fn a_turn_that_wins_is_worth_a_win_whatever_the_opponent_could_do() {
    let dir = temp("won");
    let path = win_puzzle(&dir, "[roxy]", "");
    let loaded = Scenario::load(&path).unwrap();
    let start = loaded.step_start(0).unwrap();
    let r = Ranking::new(&start, 0, TurnLimits::default());
    let win = parse_line(&start, "place roxy @red-hq").unwrap();
    assert_eq!(r.value_of(&win), Some(toyforge::ai::WIN as f64));
    assert_eq!(r.best(), Some(toyforge::ai::WIN as f64));
    assert!(r.ranked.len() <= toyforge::scenario::MAX_DEEP);
    let _ = std::fs::remove_dir_all(&dir);
}
