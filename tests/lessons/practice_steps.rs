//! Every bundled Practice step is a game, not a repeat of the puzzle before it: no complete turn
//! the learner can play from the step's start (every placement, every answer to an effect, every
//! chance outcome) meets the goal, so the computer always moves at least once first. The
//! author's example game shows the goal can be met, and it is met only after a computer move.

use std::path::PathBuf;
use toyforge::engine::State;
use toyforge::scenario::{GoalStatus, LoadedScenario, Practice, Scenario, Step, run_line};
use toyforge::scenario::{TurnLimits, complete_turns, known_at_step};

use crate::common;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn practice_steps(l: &LoadedScenario) -> Vec<(usize, Practice)> {
    l.scenario
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            Step::Practice(p) => Some((i, p.clone())),
            _ => None,
        })
        .collect()
}

/// The first learner turn's lines (each chance outcome apart) that meet the goal, in notation.
/// The goal is judged after every action, as the practice game judges it.
fn first_turn_wins(l: &LoadedScenario, start: &State, p: &Practice) -> Result<Vec<String>, String> {
    let learner = start.to_move().ok_or("the game is over at the start")?;
    let known = known_at_step(l, &l.start().unwrap(), start);
    let turns = complete_turns(start, known, TurnLimits::default());
    if let Some(cut) = &turns.cut {
        return Err(format!("the turn search was cut at {}", cut.at));
    }
    assert!(!turns.turns.is_empty(), "the learner has no turn to play");
    let mut wins = Vec::new();
    for t in &turns.turns {
        for o in &t.outcomes {
            let mut state = start.clone();
            for a in &o.actions {
                state.play(a).expect("a complete turn is legal");
                if p.goal.judge(learner, &state, 1) == GoalStatus::Achieved {
                    wins.push(t.text(start));
                    break;
                }
            }
        }
    }
    Ok(wins)
}

/// How many computer actions the example game plays before the goal is met; `None` when the
/// example never meets it.
fn computer_moves_before_goal(start: &State, p: &Practice) -> Option<usize> {
    let learner = start.to_move()?;
    let run = run_line(start, &p.example).ok()?;
    let mut state = start.clone();
    let mut turns = 0;
    let mut computer = 0;
    for a in &run.played {
        if state.at_turn_start() && state.to_move() == Some(learner) {
            turns += 1;
        }
        if state.to_move() != Some(learner) {
            computer += 1;
        }
        state.play(a).ok()?;
        if p.goal.judge(learner, &state, turns) == GoalStatus::Achieved {
            return Some(computer);
        }
    }
    None
}

#[test]
fn no_practice_step_is_won_before_the_computer_moves() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in common::bundled_lessons() {
        let l = Scenario::load(&path).expect("the bundled lesson loads");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (i, p) in practice_steps(&l) {
            checked += 1;
            let start = l.step_start(i).expect("the step starts");
            match first_turn_wins(&l, &start, &p) {
                Ok(wins) if wins.is_empty() => {}
                Ok(wins) => failures.push(format!(
                    "{name} step {} \"{}\": the goal ({}) is met in the learner's first turn by {} line(s), e.g. `{}`",
                    i + 1,
                    p.title,
                    p.goal.describe(),
                    wins.len(),
                    wins[0]
                )),
                Err(e) => failures.push(format!("{name} step {}: {e}", i + 1)),
            }
            match computer_moves_before_goal(&start, &p) {
                Some(n) if n > 0 => {}
                Some(_) => failures.push(format!(
                    "{name} step {}: the example meets the goal before the computer moves",
                    i + 1
                )),
                None => failures.push(format!(
                    "{name} step {}: the example game `{}` does not meet the goal",
                    i + 1,
                    p.example
                )),
            }
        }
    }
    assert!(checked >= 4, "only {checked} practice steps found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The check above can fail: a practice step whose goal one placement meets is reported. The
/// castle HQ lesson's opening position (blue's road to red's HQ open) with a practice step
/// asked to win from it.
#[test]
fn a_goal_met_in_one_turn_is_found() {
    let mut l = Scenario::load(&root().join("scenarios/castle-8-take-the-win.ron")).unwrap();
    l.scenario.steps = vec![Step::Practice(Practice {
        title: "Win".into(),
        goal: toyforge::scenario::PracticeGoal::Win,
        opponent: "greedy".into(),
        example: "place kwak @red-hq".into(),
        ..Practice::default()
    })];
    let start = l.step_start(0).unwrap();
    let p = practice_steps(&l).pop().unwrap().1;
    let wins = first_turn_wins(&l, &start, &p).unwrap();
    assert!(
        wins.iter().any(|w| w.contains("@red-hq")),
        "an HQ capture wins the first turn: {wins:?}"
    );
    assert_eq!(computer_moves_before_goal(&start, &p), Some(0));
}
