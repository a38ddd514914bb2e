//! Fuzz-style tests of what lessons gained with the author's engine: lines with move marks,
//! variation trees with any starting points and depths, and `WithinBest` claims with any margin.
//! None may panic; every bad input gets a message naming where it is.

use proptest::prelude::*;
use toyforge_core::notation::Line;
use toyforge_core::scenario::{Candidate, Compare, Scenario, Step, check_scenario};
use toyforge_core::scenario::{MAX_DEPTH, Variation};
use toyforge_core::testkit::repo_root;

const PIECES: &[&str] = &[
    "draw",
    "skip",
    "place roxy @left-outpost",
    "place kwak @red-hq",
    "!",
    "?",
    "!!",
    "??",
    "!?",
    "?!",
    "!!!",
    "?x",
    ";",
    "\n",
    "#",
    " ",
    "@",
    "place",
    "discard rack",
];

fn line_text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..12).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn marked_lines_parse_or_name_the_line_and_column(text in line_text()) {
        match Line::parse(&text) {
            Ok(line) => prop_assert_eq!(line.marks().len(), line.len()),
            Err(e) => {
                let s = e.syntax().expect("parsing alone only fails on syntax");
                let lines = text.lines().count().max(1);
                prop_assert!(s.line >= 1 && s.line <= lines, "{e}");
                prop_assert!(s.column >= 1, "{e}");
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}

fn tree(depth: usize) -> BoxedStrategy<Vec<Variation>> {
    let leaf = (0usize..4, line_text()).prop_map(|(after, actions)| Variation {
        after,
        actions,
        ..Default::default()
    });
    if depth == 0 {
        return prop::collection::vec(leaf, 0..3).boxed();
    }
    prop::collection::vec(
        (leaf, tree(depth - 1)).prop_map(|(mut v, kids)| {
            v.variations = kids;
            v
        }),
        0..3,
    )
    .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_variation_tree_is_checked_without_panic(vars in tree(2), margin in any::<u32>()) {
        let path = repo_root().join("scenarios/castle-8-take-the-win.ron");
        let mut l = Scenario::load(&path).unwrap();
        let cand = Candidate {
            actions: "place kwak @left-outpost".into(),
            claims: vec![toyforge_core::scenario::Claim::WithinBest { margin }],
            variations: vars,
            ..Default::default()
        };
        l.scenario.steps = vec![Step::Compare(Compare {
            candidates: vec![cand.clone(), cand],
            ..Default::default()
        })];
        let text = l.scenario.to_ron();
        let back = Scenario::from_ron(&text, "fuzz.ron").unwrap();
        prop_assert_eq!(&back.steps, &l.scenario.steps);
        let report = check_scenario(&l, "fuzz.ron");
        for issue in &report.issues {
            let r = issue.render("fuzz.ron");
            prop_assert!(r.starts_with("fuzz.ron: step 1"), "{r}");
        }
    }
}

#[test]
fn variations_nested_too_deep_are_reported_not_played() {
    let path = repo_root().join("scenarios/castle-8-take-the-win.ron");
    let mut l = Scenario::load(&path).unwrap();
    let mut v = Variation {
        actions: "draw".into(),
        ..Default::default()
    };
    for _ in 0..MAX_DEPTH + 2 {
        v = Variation {
            after: 0,
            actions: "place kwak @left-outpost".into(),
            variations: vec![v],
            ..Default::default()
        };
    }
    let cand = Candidate {
        actions: "place kwak @left-outpost".into(),
        claims: vec![toyforge_core::scenario::Claim::Legal],
        variations: vec![v],
        ..Default::default()
    };
    l.scenario.steps = vec![Step::Compare(Compare {
        candidates: vec![cand.clone(), cand],
        ..Default::default()
    })];
    let report = check_scenario(&l, "deep.ron").to_string();
    assert!(
        report.contains("variations nest more than 16 deep"),
        "{report}"
    );
}
