//! The step lines' tests: references, starts, summaries and derived claims on the bundled
//! lessons and on hand-made steps.

use super::*;
use crate::scenario::{Candidate, Compare, FindMove, Stage, Walkthrough};

/// Blue to move on Castle Field with a Skully on its Keep Gate, a Roxy and a Star on its
/// rack and a Cap'n on top of its reserve; red holds a Hook (first-game rules).
pub(in crate::scenario) fn castle() -> State {
    crate::testkit::position(
        crate::testkit::castle_board(),
        "(to_move: blue, stacks: {\"keep-gate\": [(blue, skully)]}, \
         blue: (rack: [roxy, star], reserve: Top([capn])), red: (rack: [hook]), \
         first_game: true)",
    )
}

#[test]
fn a_stage_starts_after_the_stages_before_it() {
    let start = castle();
    let step = Step::Walkthrough(Walkthrough {
        stages: vec![
            Stage {
                actions: "place roxy @market-square".into(),
                ..Default::default()
            },
            Stage::default(),
        ],
        ..Default::default()
    });
    let at = line_start(&step, LineRef::Stage(1), &start).unwrap();
    let loc = at.board().find("market-square").unwrap();
    assert!(at.top(loc).is_some());
    let first = line_start(&step, LineRef::Stage(0), &start).unwrap();
    assert!(first.top(loc).is_none());
}

#[test]
fn a_reply_starts_after_its_answer_and_fails_when_the_answer_is_refused() {
    let start = castle();
    let mut fm = FindMove {
        solution: crate::scenario::Answer {
            actions: "place roxy @market-square".into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let at = line_start(&Step::FindMove(fm.clone()), LineRef::SolutionReply, &start).unwrap();
    assert_eq!(at.to_move(), Some(crate::pieces::Side::Red));
    fm.solution.actions = "place roxy @red-hq".into();
    let e = line_start(&Step::FindMove(fm), LineRef::SolutionReply, &start).unwrap_err();
    let StepLineError::AnswerRefused { answer, refusal } = &e else {
        panic!("{e:?}");
    };
    assert_eq!(*answer, LineRef::Solution);
    assert_eq!(refusal.number(), 1);
    assert!(e.to_string().contains("solution is refused"), "{e}");
}

#[test]
fn a_line_that_cannot_be_played_says_which_line_and_why() {
    let start = castle();
    let step = Step::Walkthrough(Walkthrough {
        stages: vec![
            Stage {
                actions: "place roxy market-square".into(),
                ..Default::default()
            },
            Stage::default(),
        ],
        ..Default::default()
    });
    let e = run_step_line(&step, LineRef::Stage(1), &start).unwrap_err();
    assert!(matches!(e, StepLineError::Stage { stage: 0, .. }), "{e:?}");
    assert!(e.to_string().starts_with("stage 1 does not parse: "), "{e}");
    let e = run_step_line(&step, LineRef::Stage(0), &start).unwrap_err();
    assert!(matches!(e, StepLineError::Syntax(_)), "{e:?}");
    let e = run_step_line(&step, LineRef::Candidate(0), &start).unwrap_err();
    assert_eq!(e, StepLineError::NoSuchLine(LineRef::Candidate(0)));
    let broken = Step::Walkthrough(Walkthrough {
        setup: "place roxy @blue-hq".into(),
        ..Default::default()
    });
    let e = claims_run(&broken, ClaimsRef::Stage(0), &start).unwrap_err();
    let StepLineError::Start(StepStartError::Setup(setup)) = &e else {
        panic!("{e:?}");
    };
    assert_eq!(setup.kind(), Some(crate::engine::IllegalKind::OwnHq));
    assert!(
        e.to_string().starts_with("the step's setup: action 1"),
        "{e}"
    );
}

/// The editor shows why a line cannot be played in its language, naming the same line and
/// action numbers as the English, with no English phrase of it left.
#[test]
fn why_a_line_cannot_be_played_is_written_in_french_and_chinese() {
    use crate::i18n::Lang;
    let start = castle();
    let walk = Step::Walkthrough(Walkthrough {
        stages: vec![
            Stage {
                actions: "place roxy market-square".into(),
                ..Default::default()
            },
            Stage::default(),
        ],
        ..Default::default()
    });
    let stage = run_step_line(&walk, LineRef::Stage(1), &start).unwrap_err();
    let fm = FindMove {
        solution: crate::scenario::Answer {
            actions: "place roxy @red-hq".into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let refused = line_start(&Step::FindMove(fm), LineRef::SolutionReply, &start).unwrap_err();
    let missing = run_step_line(&walk, LineRef::Candidate(2), &start).unwrap_err();
    let setup = Step::Walkthrough(Walkthrough {
        setup: "place roxy @blue-hq".into(),
        ..Default::default()
    });
    let setup = claims_run(&setup, ClaimsRef::Stage(0), &start).unwrap_err();
    let cases = [
        (
            &stage,
            "stage 1 does not parse: ",
            "la phase 1 ne se lit pas",
            "第 1 阶段",
        ),
        (
            &refused,
            "the solution is refused (action 1 'place roxy @red-hq': ",
            "la ligne « solution » est refusée (",
            "“答案”被拒绝",
        ),
        (
            &missing,
            "the step has no candidate 3",
            "l'étape n'a pas de ligne « candidat 3 »",
            "候选 3",
        ),
        (
            &setup,
            "the step's setup: action 1",
            "la mise en place de l'étape : ",
            "布置",
        ),
    ];
    let english = [
        "does not parse",
        "refused",
        "has no",
        "setup",
        "reply",
        "start from",
    ];
    for (e, en, fr, zh) in cases {
        assert!(e.to_string().starts_with(en), "{e}");
        assert_eq!(e.message_in(Lang::En), e.to_string());
        let (f, z) = (e.message_in(Lang::Fr), e.message_in(Lang::Zh));
        assert!(f.contains(fr), "{f}");
        assert!(z.contains(zh), "{z}");
        for word in english {
            assert!(
                !f.contains(word) && !z.contains(word),
                "{word:?}: {f} / {z}"
            );
        }
    }
}

#[test]
fn the_summary_names_the_refused_action_and_the_side_to_move() {
    let start = castle();
    let run = run_line(&start, "place roxy @market-square").unwrap();
    let s = summarise(&run);
    assert!(s.legal);
    let en = s.text.to_string();
    assert_eq!(en, "1 action · red to move", "{en}");
    // In another language the whole sentence is the language's, the side's name too.
    let fr = s.text.render(Lang::Fr);
    assert_eq!(fr, "1 action · Rouge au trait", "{fr}");
    let run = run_line(&start, "place roxy @market-square; place hook @red-hq").unwrap();
    let s = summarise(&run);
    assert!(!s.legal);
    let en = s.text.to_string();
    assert!(
        en.starts_with("illegal at action 2 'place hook @red-hq': "),
        "{en}"
    );
    assert!(en.ends_with("(the action before it is played)"), "{en}");
    let zh = s.text.render(Lang::Zh);
    assert!(zh.starts_with("第 2 个动作"), "{zh}");
    assert!(!zh.contains("illegal") && !zh.contains("played"), "{zh}");
}

#[test]
fn claims_from_a_refused_last_action_start_with_illegal_and_all_hold() {
    let start = castle();
    let run = run_line(&start, "place roxy @market-square; place roxy @red-hq").unwrap();
    let claims = derived_claims(&run).unwrap();
    assert!(matches!(claims[0], Claim::Illegal { .. }));
    assert!(!claims.contains(&Claim::Legal));
    for c in &claims {
        assert_eq!(c.verify(&run), Ok(()), "{c}");
    }
    let early = run_line(&start, "place roxy @red-hq; draw").unwrap();
    let e = derived_claims(&early).unwrap_err();
    assert_eq!((e.refusal.number(), e.total), (1, 2));
}

#[test]
fn adding_claims_skips_those_already_there() {
    let mut claims = vec![Claim::Legal];
    let n = add_missing(&mut claims, vec![Claim::Legal, Claim::NoWinner]);
    assert_eq!(n, 1);
    assert_eq!(claims, vec![Claim::Legal, Claim::NoWinner]);
}

#[test]
fn a_candidate_line_is_found_by_its_reference() {
    let mut step = Step::Compare(Compare {
        candidates: vec![Candidate {
            label: "Bridge".into(),
            actions: "draw".into(),
            ..Default::default()
        }],
        ..Default::default()
    });
    assert_eq!(LineRef::Candidate(0).text(&step), Some("draw"));
    assert_eq!(LineRef::Candidate(1).text(&step), None);
    assert_eq!(LineRef::Solution.text(&step), None);
    assert_eq!(
        LineRef::Candidate(0).context(&step),
        "candidate 1 \"Bridge\""
    );
    *LineRef::Candidate(0).text_mut(&mut step).unwrap() = "skip".into();
    assert_eq!(LineRef::Candidate(0).text(&step), Some("skip"));
    assert!(ClaimsRef::Candidate(0).get(&step).unwrap().is_empty());
    assert!(ClaimsRef::AcceptIf.get(&step).is_none());
}

#[test]
fn a_variation_path_climbs_and_descends_and_stops_at_the_depth_limit() {
    let top = VarPath::top(1);
    assert_eq!(top.depth(), 1);
    assert_eq!(top.last(), 1);
    assert_eq!(top.parent(), None);
    let child = top.child(0).unwrap();
    assert_eq!(child.indices(), vec![1, 0]);
    assert_eq!(child.to_string(), "2.1");
    assert_eq!(child.parent(), Some(top));
    assert_eq!(VarPath::new(&[1, 0]), Some(child));
    assert_ne!(child, top, "a path and its parent differ");
    assert_eq!(VarPath::new(&[]), None);
    assert_eq!(VarPath::new(&[70_000]), None);
    let deepest = VarPath::new(&[0; MAX_DEPTH]).unwrap();
    assert_eq!(deepest.child(0), None);
    assert_eq!(VarPath::new(&[0; MAX_DEPTH + 1]), None);
}

/// A candidate with a variation that has two of its own: one after its action, one
/// instead of it.
fn nested() -> Step {
    let var = |after: usize, actions: &str| Variation {
        after,
        actions: actions.into(),
        ..Default::default()
    };
    let mut first = var(1, "place hook @left-bridge");
    first.label = "Hook jumps".into();
    first.variations = vec![var(1, "draw"), var(0, "place hook @willow-bend")];
    Step::Compare(Compare {
        candidates: vec![Candidate {
            actions: "place roxy @market-square".into(),
            variations: vec![first],
            ..Default::default()
        }],
        ..Default::default()
    })
}

#[test]
fn a_nested_variation_is_found_named_and_edited_by_its_path() {
    let mut step = nested();
    let p = VarParent::Candidate(0);
    let r = LineRef::Variation(p, VarPath::new(&[0, 1]).unwrap());
    assert_eq!(r.text(&step), Some("place hook @willow-bend"));
    assert_eq!(r.name(), "variation 1.2 of candidate 1");
    assert_eq!(r.context(&step), "candidate 1, variation 1.2");
    let top = LineRef::Variation(p, VarPath::top(0));
    assert_eq!(
        top.context(&step),
        "candidate 1, variation 1 \"Hook jumps\""
    );
    assert_eq!(p.branches_off(VarPath::top(0)), LineRef::Candidate(0));
    let up = p.branches_off(VarPath::new(&[0, 1]).unwrap());
    assert_eq!(up, top);
    *r.text_mut(&mut step).unwrap() = "skip".into();
    assert_eq!(r.text(&step), Some("skip"));
    let claims = r.claims().unwrap();
    claims.get_mut(&mut step).unwrap().push(Claim::Legal);
    assert_eq!(claims.get(&step), Some(&vec![Claim::Legal]));
    assert_eq!(claims.line(), Some(r));
    let missing = LineRef::Variation(p, VarPath::new(&[0, 2]).unwrap());
    assert_eq!(missing.text(&step), None);
    assert_eq!(
        ClaimsRef::Variation(p, VarPath::new(&[3]).unwrap()).get(&step),
        None
    );
    let stage = LineRef::Variation(VarParent::Stage(0), VarPath::top(0));
    assert_eq!(stage.text(&step), None, "a compare step has no stages");
}

#[test]
fn a_nested_variation_starts_where_it_branches_off_its_own_parent() {
    let start = castle();
    let step = nested();
    let board = start.board();
    let (market, bridge, willow) = (
        board.find("market-square").unwrap(),
        board.find("left-bridge").unwrap(),
        board.find("willow-bend").unwrap(),
    );
    let p = VarParent::Candidate(0);
    let after = LineRef::Variation(p, VarPath::new(&[0, 0]).unwrap());
    let at = line_start(&step, after, &start).unwrap();
    assert!(at.top(market).is_some() && at.top(bridge).is_some());
    assert_eq!(at.to_move(), Some(crate::pieces::Side::Blue));
    let played = run_step_line(&step, after, &start).unwrap();
    assert!(played.refused.is_none(), "{:?}", played.refused);
    let instead = LineRef::Variation(p, VarPath::new(&[0, 1]).unwrap());
    let at = line_start(&step, instead, &start).unwrap();
    assert!(at.top(market).is_some() && at.top(bridge).is_none());
    let played = run_step_line(&step, instead, &start).unwrap();
    assert!(played.after.top(willow).is_some());
    let mut late = step.clone();
    if let Step::Compare(c) = &mut late {
        c.candidates[0].variations[0].variations[0].after = 2;
    }
    let e = line_start(&late, after, &start).unwrap_err();
    assert_eq!(
        e,
        StepLineError::VariationStart {
            after: 2,
            parent: 1
        }
    );
}
