//! The soundness check's tree walk against a brute-force reference on small random positions:
//! every complete turn and every chance outcome enumerated here from the engine's legal actions
//! alone, each outcome judged separately by the step's judge after every action, and the lines
//! of each kind worked out from those verdicts. The walk must report exactly those lines (the
//! engine's own rating and the listed lines' claims are left out: they are not leaf verdicts).

use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use toyforge_core::engine::{Action, State};
use toyforge_core::pieces::{Side, Troop};
use toyforge_core::scenario::{
    Answer, Claim, FindMove, LineRun, LoadedScenario, Reserve, Scenario, SolvedBy, Verdict,
    WrongMove, claims_after, line_text,
};
use toyforge_core::scenario::{Concern, find_move_soundness};
use toyforge_core::scenario::{TurnLimits, complete_turns, known_at_step};
use toyforge_core::testkit::repo_root;

/// One finished outcome: the line as the learner writes it, as played, and the position after.
struct Leaf {
    line: Vec<Action>,
    played: Vec<Action>,
    after: State,
}

/// The ways an action can go, found by trying every named outcome on the engine.
fn variants(state: &State, a: Action, exact: bool) -> Vec<Action> {
    let named: Vec<Action> = match a {
        Action::Draw(_) if !exact => {
            let mut v = Vec::new();
            for (i, x) in Troop::ALL.into_iter().enumerate() {
                v.push(Action::draw_named(&[x]));
                for y in Troop::ALL.into_iter().skip(i) {
                    v.push(Action::draw_named(&[x, y]));
                }
            }
            v
        }
        Action::DiscardRack(_) => Troop::ALL.map(|t| Action::DiscardRack(Some(t))).to_vec(),
        Action::Freeze(_) => Troop::ALL.map(|t| Action::Freeze(Some(t))).to_vec(),
        _ => return vec![a],
    };
    let legal: Vec<Action> = named.into_iter().filter(|n| state.is_legal(n)).collect();
    if legal.is_empty() { vec![a] } else { legal }
}

fn brute(
    state: &State,
    mover: Side,
    exact: bool,
    line: &mut Vec<Action>,
    played: &mut Vec<Action>,
    out: &mut Vec<Leaf>,
) {
    let over = state.is_over() || (state.at_turn_start() && state.to_move() != Some(mover));
    if over && !played.is_empty() {
        out.push(Leaf {
            line: line.clone(),
            played: played.clone(),
            after: state.clone(),
        });
        return;
    }
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    for a in legal {
        for v in variants(state, a, exact) {
            let mut next = state.clone();
            next.play_unchecked(&v);
            line.push(a.unnamed());
            played.push(v);
            brute(&next, mover, exact, line, played, out);
            line.pop();
            played.pop();
        }
    }
}

fn holds(claims: &[Claim], run: &LineRun) -> bool {
    let plain: Vec<&Claim> = claims
        .iter()
        .filter(|c| !matches!(c, Claim::WithinBest { .. }))
        .collect();
    !plain.is_empty() && plain.iter().all(|c| c.verify(run).is_ok())
}

/// The lines of each kind, by the reference: `(kind, line)`.
fn reference(step: &FindMove, start: &State, exact: bool) -> BTreeSet<(&'static str, String)> {
    let mover = start.to_move().unwrap();
    let mut leaves = Vec::new();
    brute(
        start,
        mover,
        exact,
        &mut Vec::new(),
        &mut Vec::new(),
        &mut leaves,
    );
    let mut by_line: BTreeMap<String, Vec<&Leaf>> = BTreeMap::new();
    for l in &leaves {
        by_line
            .entry(line_text(start, &l.line))
            .or_default()
            .push(l);
    }
    let solution = toyforge_core::scenario::run_line(start, &step.solution.actions).unwrap();
    let solution_wins = solution.after.outcome().is_some_and(|o| o.winner == mover);
    let wrongs: Vec<Vec<Action>> = step
        .wrong
        .iter()
        .map(|w| toyforge_core::scenario::parse_line(start, &w.actions).unwrap())
        .collect();
    let mut out = BTreeSet::new();
    for (text, group) in by_line {
        let judged: Vec<(Verdict, LineRun)> = group
            .iter()
            .map(|l| {
                let mut v = Verdict::Continue;
                for n in 1..=l.played.len() {
                    v = step.judge(start, &l.played[..n]).unwrap();
                    if v != Verdict::Continue {
                        break;
                    }
                }
                let run = LineRun {
                    before: start.clone(),
                    after: l.after.clone(),
                    played: l.played.clone(),
                    total: l.played.len(),
                    refused: None,
                };
                (v, run)
            })
            .collect();
        let class = |v: &Verdict| match v {
            Verdict::Solved { .. } => 0,
            Verdict::Wrong { which: Some(i), .. } => i + 1,
            Verdict::Wrong { which: None, .. } => usize::MAX,
            Verdict::Continue => usize::MAX - 1,
        };
        let first = class(&judged[0].0);
        if judged.iter().any(|(v, _)| class(v) != first) {
            out.insert(("chance", text));
            continue;
        }
        match &judged[0].0 {
            Verdict::Solved { by, .. } => {
                let claims = match by {
                    SolvedBy::Solution => &step.solution.claims,
                    SolvedBy::Alternative(i) => &step.alternatives[*i].claims,
                    SolvedBy::Goal => &step.accept_if,
                };
                let says = claims.iter().any(|c| {
                    matches!(c, Claim::Wins { side, .. } | Claim::Winner { side } if *side != mover)
                });
                let lost = judged
                    .iter()
                    .any(|(_, r)| r.after.outcome().is_some_and(|o| o.winner != mover));
                if lost && !says {
                    out.insert(("loses", text));
                } else if *by == SolvedBy::Goal
                    && judged.iter().any(|(_, r)| {
                        step.solution
                            .claims
                            .iter()
                            .filter(|c| !matches!(c, Claim::WithinBest { .. }))
                            .any(|c| c.verify(r).is_err())
                    })
                {
                    out.insert(("fails", text));
                }
            }
            Verdict::Wrong { which: Some(w), .. } => {
                let good = judged.iter().all(|(_, r)| {
                    holds(&step.solution.claims, r)
                        || holds(&step.accept_if, r)
                        || (solution_wins && r.after.outcome().is_some_and(|o| o.winner == mover))
                });
                if good {
                    let kind = if group[0].line.len() <= wrongs[*w].len() {
                        "right"
                    } else {
                        "starts"
                    };
                    out.insert((kind, text));
                }
            }
            Verdict::Wrong { which: None, .. } => {
                if judged.iter().all(|(_, r)| holds(&step.solution.claims, r)) {
                    out.insert(("meets", text));
                }
            }
            Verdict::Continue => {}
        }
    }
    out
}

fn walk(step: &FindMove, start: &State, known: usize) -> BTreeSet<(&'static str, String)> {
    let s = find_move_soundness(
        step,
        start,
        known,
        TurnLimits {
            max_outcomes: 5_000_000,
        },
    )
    .unwrap();
    assert!(s.cut.is_none(), "small positions are walked whole");
    s.findings
        .into_iter()
        .filter_map(|f| {
            let kind = match f.concern {
                Concern::VerdictByChance { .. } => "chance",
                Concern::AcceptedButLoses { .. } => "loses",
                Concern::AcceptedButFails { .. } => "fails",
                Concern::ListedWrongButRight { .. } => "right",
                Concern::StartsLikeWrong { .. } => "starts",
                Concern::MeetsClaimsButWrong => "meets",
                Concern::EngineRatesAsGood { .. } | Concern::ClaimsByChance { .. } => return None,
            };
            Some((kind, f.line))
        })
        .collect()
}

fn troops(max: usize) -> impl Strategy<Value = Vec<Troop>> {
    prop::collection::vec(prop::sample::select(Troop::ALL.to_vec()), 1..=max)
}

/// A small random puzzle on the two-wins position: blue's and red's racks, blue's reserve
/// shuffled or exact, a solution among blue's complete turns with some of the claims that hold
/// after it, wrong lines cut from other turns, and perhaps an `accept_if`.
#[derive(Debug, Clone)]
struct Case {
    blue: Vec<Troop>,
    red: Vec<Troop>,
    exact: Option<Vec<Troop>>,
    solution: usize,
    claims: Vec<usize>,
    wrong: Vec<(usize, usize)>,
    accept_rack: Option<u32>,
}

fn case() -> impl Strategy<Value = Case> {
    (
        troops(3),
        troops(3),
        prop::option::of(troops(3)),
        any::<usize>(),
        prop::collection::vec(any::<usize>(), 0..3),
        prop::collection::vec((any::<usize>(), 1usize..4), 0..3),
        prop::option::of(0u32..5),
    )
        .prop_map(
            |(blue, red, exact, solution, claims, wrong, accept_rack)| Case {
                blue,
                red,
                exact,
                solution,
                claims,
                wrong,
                accept_rack,
            },
        )
}

fn build(c: &Case) -> Option<(LoadedScenario, FindMove)> {
    let path = repo_root().join("tests/fixtures/unfair/right-listed-wrong.ron");
    let mut l = Scenario::load(&path).unwrap();
    let p = &mut l.scenario.position;
    p.blue.rack = c.blue.clone();
    p.red.rack = c.red.clone();
    p.blue.reserve = match &c.exact {
        Some(v) => Reserve::Exact(v.clone()),
        None => Reserve::Shuffled,
    };
    let start = l.start().ok()?;
    let known = known_at_step(&l, &start, &start);
    let turns = complete_turns(&start, known, TurnLimits::default());
    if turns.turns.is_empty() || turns.cut.is_some() || turns.outcome_count() > 3_000 {
        return None;
    }
    let sol = &turns.turns[c.solution % turns.turns.len()];
    let after = &sol.outcomes[0].after;
    let all = claims_after(&start, after);
    let claims: Vec<Claim> = c
        .claims
        .iter()
        .map(|i| all[i % all.len()].clone())
        .collect();
    let wrong = c
        .wrong
        .iter()
        .map(|&(i, n)| {
            let t = &turns.turns[i % turns.turns.len()];
            WrongMove {
                actions: line_text(&start, &t.line[..n.min(t.line.len())]),
                feedback: "No.".into(),
                ..Default::default()
            }
        })
        .collect();
    let fm = FindMove {
        solution: Answer {
            actions: sol.text(&start),
            feedback: "Yes.".into(),
            claims,
            ..Default::default()
        },
        accept_if: c
            .accept_rack
            .map(|n| {
                vec![Claim::RackSize {
                    side: Side::Blue,
                    n,
                }]
            })
            .unwrap_or_default(),
        wrong,
        default_feedback: "No.".into(),
        ..Default::default()
    };
    Some((l, fm))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_tree_walk_agrees_with_the_brute_force_reference(c in case()) {
        let built = build(&c);
        prop_assume!(built.is_some(), "a position the engine can start, small enough");
        let (l, fm) = built.unwrap();
        let start = l.start().unwrap();
        let known = known_at_step(&l, &start, &start);
        let exact = c.exact.is_some();
        prop_assert_eq!(walk(&fm, &start, known), reference(&fm, &start, exact));
    }
}
