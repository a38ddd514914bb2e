//! One problem of every kind, each from a small broken map: every kind has a message in every
//! language (so that a new kind cannot come in English only), and the English sentences the
//! command line prints stay byte for byte what they were.

use super::{base, good_map, hq, ids, region, without_paths_of};
use std::collections::BTreeSet;
use toyforge_core::engine::{Board, PositionError, PositionProblem, PositionProblemKind};
use toyforge_core::i18n::Lang;
use toyforge_core::map::{
    Map, Path, Point, Problem, ProblemKind, RuleSet, StartProblems, validate,
};
use toyforge_core::{BySide, Side, Strength};

/// Broken maps, each named for what it shows.
fn bad_maps() -> Vec<(&'static str, Map)> {
    let mut out: Vec<(&'static str, Map)> = Vec::new();
    let mut add = |name: &'static str, f: &dyn Fn(&mut Map)| {
        let mut m = good_map();
        f(&mut m);
        out.push((name, m));
    };
    add("duplicate ids", &|m| {
        m.regions[1].id = "N1".into();
        m.hqs[1].id = "Blue-HQ".into();
    });
    add("malformed ids", &|m| {
        m.bases.push(base("south two", 900.0, 0.0));
        m.bases.push(base(&"x".repeat(70), 900.0, 100.0));
        m.regions[0].id = String::new();
        m.paths.push(Path::new("south two", "n1"));
    });
    add("non-finite positions", &|m| {
        m.bases[0].pos.x = f32::NAN;
        m.regions[0].marker.y = f32::INFINITY;
    });
    add("unknown locations", &|m| {
        m.paths.push(Path::new("n1", "nowhere"));
        m.paths.push(Path::new("west", "n1"));
        m.paths.push(Path::new("ghost", "nowhere"));
    });
    add("a loop", &|m| m.paths.push(Path::new("n1", "N1")));
    add("a duplicate path", &|m| m.paths.push(Path::new("N2", "n1")));
    add("no red HQ", &|m| {
        m.hqs.retain(|h| h.side == Side::Blue);
        without_paths_of(m, "red-hq");
    });
    add("adjacent HQs", &|m| {
        m.paths.push(Path::new("blue-hq", "red-hq"))
    });
    add("own HQs joined", &|m| {
        m.hqs.push(hq("blue-hq-2", Side::Blue, 0.0, 400.0));
        m.paths.push(Path::new("blue-hq-2", "blue-hq"));
        m.paths.push(Path::new("blue-hq-2", "s1"));
    });
    add("isolated and unreachable", &|m| {
        m.bases.push(base("lonely", 600.0, 600.0));
        m.hqs.push(hq("red-far", Side::Red, 700.0, 700.0));
        m.bases.push(base("x1", 600.0, 100.0));
        m.bases.push(base("x2", 700.0, 100.0));
        m.paths.push(Path::new("x1", "x2"));
        m.bases.push(base("z1", 600.0, 300.0));
        m.paths.push(Path::new("z1", "x2"));
    });
    add("many unreachable", &|m| {
        for k in 0..10 {
            m.bases
                .push(base(&format!("far{k}"), 600.0 + 40.0 * k as f32, 900.0));
            if k > 0 {
                m.paths
                    .push(Path::new(format!("far{}", k - 1), format!("far{k}")));
            }
        }
    });
    add("no route to an enemy HQ", &|m| {
        without_paths_of(m, "red-hq");
        m.bases.push(base("y1", 500.0, 200.0));
        m.bases.push(base("y2", 600.0, 200.0));
        m.paths.push(Path::new("red-hq", "y1"));
        m.paths.push(Path::new("y1", "y2"));
        m.hqs.push(hq("red-hq-2", Side::Red, 600.0, 300.0));
        m.paths.push(Path::new("red-hq-2", "y2"));
    });
    add("rings naming the unknown and HQs", &|m| {
        m.regions[0].ring[1] = "ghost".into();
        m.regions[1] = region("east", 3, (80.0, 200.0), &["blue-hq", "n1", "m1"]);
    });
    add("a ring repeating a base", &|m| {
        m.regions[0].ring.push("N1".into())
    });
    add("short rings", &|m| {
        m.regions[0].ring = ids(&["n1", "n2"]);
        m.regions[1].ring = ids(&["m2"]);
    });
    add("a ring not closed", &|m| {
        m.regions[0].ring = ids(&["n1", "n2", "m2", "s2", "s1"]);
        m.regions[0].marker = Point::new(150.0, 200.0);
        m.regions[1].ring = ids(&["n1", "n3", "s3", "s1"]);
        m.regions[1].marker = Point::new(200.0, 200.0);
    });
    add("a marker outside", &|m| {
        m.regions[0].marker = Point::new(350.0, 350.0)
    });
    add("two regions with one ring", &|m| {
        m.regions.push(region(
            "west-again",
            1,
            (150.0, 150.0),
            &["m2", "n2", "n1", "m1"],
        ));
    });
    add("a region without medals", &|m| {
        m.regions[0].medals = 0;
        m.targets = BySide::new(3, 3);
    });
    add("a ring unlike the drawing", &|m| {
        m.regions[0].ring = ids(&["n1", "n2", "n3", "m3", "m2", "m1"]);
    });
    add("targets", &|m| {
        m.targets.blue = 0;
        m.targets.red = 7;
    });
    add("too many medals", &|m| {
        m.regions[0].medals = 9;
        m.regions[1].medals = 9;
    });
    add("a special base without a rule", &|m| {
        m.bases[1].special = true
    });
    add("special bases on a rule without them", &|m| {
        m.bases[1].special = true;
        m.bases[2].special = true;
        m.rule = Some(RuleSet::CaribbeanSea);
    });
    add("a rule with special bases, none marked", &|m| {
        m.rule = Some(RuleSet::CityOfClouds);
        m.targets = BySide::new(8, 8);
        m.regions[0].medals = 5;
        m.regions[1].medals = 5;
    });
    add("Tropical Pool without restriction", &|m| {
        m.rule = Some(RuleSet::TropicalPool);
        m.bases[1].special = true;
    });
    add("restrictions", &|m| {
        let three = Strength::parse("3").unwrap();
        m.bases[4].allowed = Some(vec![three, Strength::X, three, Strength::X]);
        m.hqs[1].allowed = Some(Vec::new());
    });
    add("published battlefield", &|m| {
        m.rule = Some(RuleSet::CaribbeanSea);
    });
    add("no name", &|m| m.name = "  ".into());
    add("crossing paths", &|m| {
        m.paths.push(Path::new("n1", "m2"));
        m.paths.push(Path::new("n2", "m1"));
    });
    add("a path through a location", &|m| {
        m.paths.push(Path::new("n1", "n3"))
    });
    add("overlapping locations", &|m| {
        m.bases.push(base("twin", 103.0, 104.0));
        m.paths.push(Path::new("twin", "n1"));
    });
    add("too large to play", &|m| {
        for k in 0..130 {
            let id = format!("g{k}");
            m.bases.push(base(&id, 1000.0 + 50.0 * k as f32, 2000.0));
            m.paths.push(Path::new(id, "red-hq"));
        }
        for k in 0..130 {
            m.regions
                .push(region(&format!("r{k}"), 0, (1.0, 1.0), &["n1"]));
        }
    });
    out
}

fn all_problems() -> Vec<(&'static str, Problem)> {
    let mut out = Vec::new();
    for (name, map) in bad_maps() {
        for p in validate(&map) {
            // The oversized map's hundreds of small regions are broken too; its size is the point.
            if name != "too large to play" || p.kind == ProblemKind::TooLargeToPlay {
                out.push((name, p));
            }
        }
    }
    // A scenario that cannot start: its map does not compile, or its position is impossible.
    let mut m = good_map();
    m.paths.push(Path::new("n1", "nowhere"));
    let board = Board::compile(&m).expect_err("a path to nowhere");
    for p in Problem::cannot_start(&StartProblems::Board(&board)) {
        out.push(("a scenario on a broken map", p));
    }
    let position = PositionError {
        problems: vec![PositionProblem::new(
            PositionProblemKind::TroopOnHq,
            // A sentence of the test's own, passed through as it is.
            toyforge_core::i18n::Text::new("load-rule")
                .arg("why", "troops stand on the HQ 'red-hq'"),
            &["red-hq"],
        )],
    };
    for p in Problem::cannot_start(&StartProblems::Position(&position)) {
        out.push(("an impossible position", p));
    }
    out
}

#[test]
fn every_kind_of_problem_is_a_message_in_every_language() {
    let problems = all_problems();
    let kinds: BTreeSet<&str> = problems.iter().map(|(_, p)| p.kind.as_str()).collect();
    let every: BTreeSet<&str> = ProblemKind::ALL.iter().map(|k| k.as_str()).collect();
    let untried: Vec<&&str> = every.difference(&kinds).collect();
    assert!(
        untried.is_empty(),
        "no broken map of the table shows {untried:?}: add one to bad_maps"
    );
    for (name, p) in &problems {
        assert!(
            !p.text.is_empty(),
            "{name}: the {} problem is written in English only: {}",
            p.kind,
            p.message
        );
        assert_eq!(p.message_in(Lang::En), p.message);
        for lang in [Lang::Zh, Lang::Fr, Lang::Es] {
            let text = p.message_in(lang);
            assert_ne!(text, p.message, "{name}, {lang}: still English");
            assert!(
                !text.contains('{'),
                "{name}, {lang}: an argument missing: {text}"
            );
            // The ids stay as they are, quoted, in every language.
            for id in &p.ids {
                if p.message.contains(&format!("'{id}'")) {
                    assert!(text.contains(&format!("'{id}'")), "{name}, {lang}: {text}");
                }
            }
        }
    }
}

#[test]
fn the_phrases_of_a_sentence_are_written_in_its_language() {
    let found = |name: &str, kind: ProblemKind| {
        all_problems()
            .into_iter()
            .find(|(n, p)| *n == name && p.kind == kind)
            .map(|(_, p)| p)
            .unwrap()
    };
    let dup = found("duplicate ids", ProblemKind::DuplicateId);
    assert_eq!(
        dup.message_in(Lang::Fr),
        "L'identifiant 'n1' est utilisé 2 fois (base 'n1', région 'N1') ; les identifiants \
         doivent être uniques, sans tenir compte de la casse."
    );
    let gaps = all_problems()
        .into_iter()
        .find(|(_, p)| p.kind == ProblemKind::RingNotClosed && p.ids[0] == "east")
        .map(|(_, p)| p)
        .unwrap();
    assert!(
        gaps.message_in(Lang::Es)
            .ends_with("'n1' y 'n3', ni 'n3' y 's3', ni 's3' y 's1', ni 's1' y 'n1'."),
        "{}",
        gaps.message_in(Lang::Es)
    );
    let region = all_problems()
        .into_iter()
        .find(|(_, p)| p.message.contains("(a region, not a base or HQ)"))
        .map(|(_, p)| p)
        .unwrap();
    let zh = region.message_in(Lang::Zh);
    assert!(zh.contains("'west'（这是区域，不是据点或总部）"), "{zh}");
}

/// The English sentences of [`bad_maps`], one a line: the map's name, the kind and the sentence,
/// separated by tabs, as the command line printed them before the sentences became messages.
const ENGLISH: &str = include_str!("every-kind.en.txt");

#[test]
fn the_english_sentences_are_those_the_command_line_always_printed() {
    let found: Vec<String> = all_problems()
        .iter()
        .map(|(name, p)| format!("{name}\t{}\t{}", p.kind, p.message))
        .collect();
    let expected: Vec<&str> = ENGLISH.lines().collect();
    for (k, (f, e)) in found.iter().zip(&expected).enumerate() {
        assert_eq!(f, e, "line {} of every-kind.en.txt", k + 1);
    }
    assert_eq!(found.len(), expected.len(), "{found:#?}");
}
