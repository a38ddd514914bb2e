//! The core's sentences about what went wrong, in another language: a position or a map that
//! cannot start a game, the engine's refusal of an action, the notation parser's errors and the
//! file formats' limits are written in the viewer's language, with their English unchanged.

use toyforge_core::engine::{Board, State};
use toyforge_core::i18n::Lang;
use toyforge_core::map::{Map, Path};
use toyforge_core::notation::{parse, parse_action, play_line};
use toyforge_core::scenario::{Position, StartError, Words};
use toyforge_core::testkit;

fn refusal(state: &State, action: &str) -> toyforge_core::engine::Illegal {
    let a = parse_action(state.board(), action).unwrap_or_else(|e| panic!("{action}: {e}"));
    state.clone().play(&a).expect_err("the action is refused")
}

#[test]
fn an_impossible_position_is_written_in_french() {
    let p: Position = ron::from_str("(stacks: {\"b2\": [(blue, kwak)]}, blue: (medals: Some(5)))")
        .unwrap_or_else(|e| panic!("{e}"));
    let e = p
        .to_state(testkit::engine_board("grid"))
        .expect_err("an impossible position");
    let en = e.to_string();
    assert!(en.starts_with("impossible position"), "{en}");
    assert!(
        en.contains("blue has 5 medals but its claimed regions hold 0"),
        "{en}"
    );
    let fr = StartError::Position(e.clone()).message_in(Lang::Fr);
    assert!(fr.starts_with("position impossible"), "{fr}");
    assert!(
        fr.contains("Bleu a 5 médailles mais ses régions prises en portent 0"),
        "{fr}"
    );
    assert!(!fr.contains("medals"), "{fr}");
    assert_eq!(StartError::Position(e).message_in(Lang::En), en);
}

#[test]
fn a_map_that_cannot_be_played_is_written_in_chinese() {
    let mut map = testkit::castle_map();
    map.hqs.retain(|h| h.side != toyforge_core::Side::Red);
    let first = map.bases[0].id.clone();
    map.paths.push(Path::new(first, "nowhere"));
    let e = Board::compile(&map).expect_err("a map without a red HQ");
    let en = e.to_string();
    assert!(en.starts_with("the map cannot be played ("), "{en}");
    let zh = StartError::Board(e).message_in(Lang::Zh);
    assert!(zh.starts_with("这张地图无法对局（"), "{zh}");
    assert!(zh.contains("nowhere"), "{zh}");
    assert!(!zh.contains("cannot"), "{zh}");
}

#[test]
fn a_refused_action_says_why_in_the_learners_language() {
    let grid = testkit::engine_board("grid");
    let st = testkit::position(
        grid,
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)]}, blue: (rack: [roxy]))",
    );
    let e = refusal(&st, "place roxy @b2");
    assert_eq!(
        e.to_string(),
        "roxy (7) cannot cover the enemy's roxy (7); covering needs a strictly greater strength"
    );
    assert_eq!(
        Words::new(Lang::Fr).refusal(&e),
        "Roxy (7) ne peut pas recouvrir le Roxy (7) ennemi ; recouvrir demande une force strictement plus grande"
    );
    assert_eq!(
        Words::new(Lang::Zh).refusal(&e),
        "罗西（7）不能覆盖敌方的罗西（7）；覆盖需要严格更大的力量"
    );
    let e = refusal(&st, "place roxy @red-hq");
    assert!(e.to_string().contains("blue's HQ"), "{e}");
    let es = e.message_in(Lang::Es);
    assert!(es.contains("cuartel general de Azul"), "{es}");
}

#[test]
fn a_syntax_error_is_written_in_french() {
    let e = parse("place rox @b1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 7: expected a troop (kwak, skully, capn, jumbo, hook, xb42, star, roxy, or a code X, 1 to 7), found `rox`"
    );
    assert_eq!(
        e.message_in(Lang::Fr),
        "ligne 1, colonne 7 : une troupe (kwak, skully, capn, jumbo, hook, xb42, star, roxy, ou un code X, 1 à 7) attendu, `rox` trouvé"
    );
    let mut st = testkit::position(testkit::engine_board("grid"), "()");
    let line = play_line(&mut st, "draw; move @a1").into_result();
    let e = line.expect_err("the second action does not parse");
    assert!(
        e.to_string().starts_with("action 2 'move @a1': line 1"),
        "{e}"
    );
    let zh = e.message_in(Lang::Zh);
    assert!(zh.starts_with("第 2 个动作“move @a1”：第 1 行"), "{zh}");
    assert!(zh.contains("动作的结尾"), "{zh}");
}

#[test]
fn a_file_over_a_limit_is_refused_in_spanish() {
    let mut map: Map = testkit::castle_map();
    map.regions[0].medals = toyforge_core::limits::MAX_MEDALS + 1;
    let e = Map::from_ron(&map.to_ron(), "m.ron").expect_err("too many medals");
    let en = e.to_string();
    assert!(en.contains("medals; a region holds at most"), "{en}");
    let es = e.message_in(Lang::Es);
    assert!(
        es.contains("1001 medallas; una región tiene 1000 como mucho"),
        "{es}"
    );
    assert!(!es.contains("holds"), "{es}");
}

/// A false claim says what it expected and what the engine found in the viewer's language: no
/// English phrase of the command line's sentence is left, and the numbers, ids and quoted
/// words stay.
#[test]
fn a_false_claim_says_what_it_expected_in_french_and_chinese() {
    use toyforge_core::engine::IllegalKind;
    use toyforge_core::pieces::{Side, Troop};
    use toyforge_core::scenario::{Claim, LineRun, run_line};
    let grid = testkit::engine_board("grid");
    let st = testkit::position(
        grid,
        "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)]}, blue: (rack: [roxy]))",
    );
    let here = LineRun::at(&st);
    let refused = run_line(&st, "place roxy @b2").expect("the line parses");
    let cases: Vec<(Claim, &LineRun, &str)> = vec![
        (
            Claim::Medals {
                side: Side::Blue,
                n: 3,
            },
            &here,
            "expected blue to have 3 medals, found blue has 0 medals",
        ),
        (
            Claim::RackHas {
                side: Side::Blue,
                troop: Troop::Roxy,
                n: 2,
            },
            &here,
            "expected blue's rack to hold 2 roxy, found it holds 1 roxy (rack: roxy)",
        ),
        (
            Claim::Top {
                loc: "b2".into(),
                side: Side::Blue,
                troop: Troop::Kwak,
            },
            &here,
            "expected blue's kwak on top of @b2, found red's roxy on top of @b2",
        ),
        (
            Claim::Connected {
                side: Side::Blue,
                loc: "red-hq".into(),
            },
            &here,
            "expected `@red-hq` to be a base, found an HQ (this claim is about bases)",
        ),
        (
            Claim::CanPlace {
                side: Side::Blue,
                troop: Troop::Roxy,
                loc: "b2".into(),
            },
            &here,
            "expected blue to be able to place roxy on @b2, found blue cannot place roxy on @b2: \
             roxy (7) cannot cover the enemy's roxy (7); covering needs a strictly greater strength",
        ),
        (
            Claim::Illegal {
                why: Some(IllegalKind::Covering),
                reason_contains: "qqq".into(),
            },
            &refused,
            "expected action 1 (the last) to be refused for covering without a strictly greater \
             strength with a reason mentioning \"qqq\", found action 1 'place roxy @b2': roxy (7) \
             cannot cover the enemy's roxy (7); covering needs a strictly greater strength",
        ),
        (
            Claim::WithinBest { margin: 50 },
            &refused,
            "expected a complete turn within 0.50 medals of the best, found a refused action",
        ),
    ];
    let english = [
        "expected",
        "found",
        "medal",
        "rack",
        "hold",
        "on top of",
        "to be",
        "refused",
        "reason",
        "mentioning",
        "this claim",
        "cannot",
        "able to",
        "troop",
        "the best",
        "strength",
    ];
    for (claim, run, en) in &cases {
        let m = claim.verify(run).expect_err("the claim is false");
        assert_eq!(m.to_string(), *en);
        assert_eq!(m.message_in(Lang::En), *en);
        for lang in [Lang::Fr, Lang::Zh] {
            let text = m.message_in(lang);
            for word in english {
                assert!(!text.contains(word), "{lang}: {word:?} in {text}");
            }
        }
    }
    let fr = |i: usize| {
        cases[i]
            .0
            .verify(cases[i].1)
            .unwrap_err()
            .message_in(Lang::Fr)
    };
    assert_eq!(
        fr(0),
        "attendu : que Bleu ait 3 médailles ; trouvé : Bleu a 0 médaille"
    );
    assert!(fr(1).contains("Roxy (chevalet : Roxy)"), "{}", fr(1));
    assert!(
        fr(2).contains("Roxy de Rouge au sommet de @b2"),
        "{}",
        fr(2)
    );
    assert!(
        fr(5).contains("« qqq »") && fr(5).contains("l'action 1"),
        "{}",
        fr(5)
    );
    assert!(fr(6).contains("0,50"), "{}", fr(6));
    let zh = cases[0].0.verify(&here).unwrap_err().message_in(Lang::Zh);
    assert_eq!(zh, "预期蓝方有 3 枚奖章，实际是蓝方有 0 枚奖章");
}

/// An effect's answers are notation joined by a message: the notation stays, the "or" is the
/// language's.
#[test]
fn an_effects_answers_are_joined_in_each_language() {
    use toyforge_core::engine::Pending;
    for p in Pending::ALL {
        let answers = p.answers();
        assert_eq!(answers.to_string(), format!("{} or `skip`", p.answer()));
        for (lang, or) in [(Lang::Fr, " ou "), (Lang::Es, " o "), (Lang::Zh, " 或 ")] {
            let text = answers.render(lang);
            assert_eq!(text, format!("{}{or}`skip`", p.answer()), "{lang}");
        }
    }
}

/// Castle's first lesson, loaded, in the language `tag`.
fn castle_lesson_in(tag: &str) -> toyforge_core::scenario::LoadedScenario {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/castle-1-setup.ron");
    let mut l = toyforge_core::scenario::Scenario::load(&path).unwrap();
    l.scenario.language = tag.to_string();
    l
}

#[test]
fn check_warns_of_the_places_a_lessons_board_shows_by_the_maps_own_names() {
    use toyforge_core::scenario::{IssueKind, check_scenario, untranslated_places};
    // Castle Field names every place in French, Spanish and Chinese; English is its own.
    for tag in ["en", "en-GB", "fr", "fr-CA", "es", "zh"] {
        let report = check_scenario(&castle_lesson_in(tag), "castle-1.ron");
        assert!(report.warnings.is_empty(), "{tag}: {report}");
    }
    // It names none in German: every location and region keeps its own name, and says so.
    let report = check_scenario(&castle_lesson_in("de"), "castle-1.ron");
    assert!(report.is_ok(), "a warning, not a failure");
    let [w] = report.warnings.as_slice() else {
        panic!("one warning: {report}")
    };
    let IssueKind::Untranslated { tag, ids } = &w.kind else {
        panic!("{w:?}")
    };
    assert_eq!((tag.as_str(), ids.len()), ("de", 29));
    assert_eq!(report.exit_code_strict(true), 1, "--strict fails on it");
    let printed = w.render("castle-1.ron");
    assert!(
        printed.starts_with(
            "castle-1.ron: warning: 29 places of the map keep their own names in this `de` \
             lesson: `central-bridge`, `left-bridge`, `right-bridge` and 26 more"
        ),
        "{printed}"
    );
    // A table naming some of them leaves the others.
    let mut map = testkit::castle_map();
    let german = [("keep-gate", "das Burgtor")].map(|(i, n)| (i.to_string(), n.to_string()));
    map.names.insert("de".into(), german.into_iter().collect());
    let left = untranslated_places(&map, "de-AT");
    assert_eq!(left.len(), 28);
    assert!(!left.iter().any(|i| i == "keep-gate"));
}
