//! Map validation (one test per rule, each on a small broken map), region detection, the file
//! round trip and robustness against arbitrary input. The `toyforge validate` command is
//! tested by the application's `tests/cli/validate.rs`.

use proptest::prelude::*;
use toyforge_core::map::{
    Base, Faces, Hq, MAX_LISTED_PROBLEMS, Map, Path, Point, Problem, ProblemKind, Region, RuleSet,
    SYMMETRY_TOLERANCE, Severity, Symmetry, detect_region, map_facts, same_ring, symmetries,
    validate,
};
use toyforge_core::testkit;
use toyforge_core::{BySide, Side, Strength};

// ---------------------------------------------------------------------------------------------
// A small valid map to break, one rule at a time.
//
//              n1 ---- n2 ---- n3
//            /  | west  |       | \
//   blue-hq ---m1 ---- m2 ---- m3--- red-hq
//            \  |       | east  | /
//              s1 ---- s2 ---- s3

fn base(id: &str, x: f32, y: f32) -> Base {
    Base::new(id, Point::new(x, y))
}

fn hq(id: &str, side: Side, x: f32, y: f32) -> Hq {
    Hq::new(id, side, Point::new(x, y))
}

fn region(id: &str, medals: u32, marker: (f32, f32), ring: &[&str]) -> Region {
    Region {
        id: id.into(),
        name: String::new(),
        medals,
        marker: Point::new(marker.0, marker.1),
        ring: ring.iter().map(|s| s.to_string()).collect(),
    }
}

fn good_map() -> Map {
    let mut paths = Vec::new();
    for (a, b) in [
        ("blue-hq", "n1"),
        ("blue-hq", "m1"),
        ("blue-hq", "s1"),
        ("red-hq", "n3"),
        ("red-hq", "m3"),
        ("red-hq", "s3"),
        ("n1", "n2"),
        ("n2", "n3"),
        ("m1", "m2"),
        ("m2", "m3"),
        ("s1", "s2"),
        ("s2", "s3"),
        ("n1", "m1"),
        ("m1", "s1"),
        ("n2", "m2"),
        ("m2", "s2"),
        ("n3", "m3"),
        ("m3", "s3"),
    ] {
        paths.push(Path::new(a, b));
    }
    Map {
        name: "Test field".into(),
        targets: BySide::new(4, 4),
        hqs: vec![
            hq("blue-hq", Side::Blue, 0.0, 200.0),
            hq("red-hq", Side::Red, 400.0, 200.0),
        ],
        bases: vec![
            base("n1", 100.0, 100.0),
            base("n2", 200.0, 100.0),
            base("n3", 300.0, 100.0),
            base("m1", 100.0, 200.0),
            base("m2", 200.0, 200.0),
            base("m3", 300.0, 200.0),
            base("s1", 100.0, 300.0),
            base("s2", 200.0, 300.0),
            base("s3", 300.0, 300.0),
        ],
        paths,
        regions: vec![
            region("west", 3, (150.0, 150.0), &["n1", "n2", "m2", "m1"]),
            region("east", 3, (250.0, 250.0), &["m2", "m3", "s3", "s2"]),
        ],
        ..Map::default()
    }
}

fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The problems of `kind`, failing with the whole report when there is none.
fn problems_of(map: &Map, kind: ProblemKind) -> Vec<Problem> {
    let all = validate(map);
    let found: Vec<Problem> = all.iter().filter(|p| p.kind == kind).cloned().collect();
    assert!(
        !found.is_empty(),
        "expected a {kind} problem, got:\n{}",
        all.iter()
            .map(|p| format!("  {p} {:?}", p.ids))
            .collect::<Vec<_>>()
            .join("\n")
    );
    for p in &found {
        assert_eq!(p.severity, kind.severity());
        assert!(!p.message.is_empty());
    }
    found
}

fn one(map: &Map, kind: ProblemKind, severity: Severity, expected_ids: &[&str]) -> Problem {
    let found = problems_of(map, kind);
    assert_eq!(found.len(), 1, "one {kind} problem expected: {found:#?}");
    let p = found.into_iter().next().unwrap();
    assert_eq!(p.severity, severity);
    assert_eq!(p.ids, ids(expected_ids), "{p}");
    p
}

fn without_paths_of(map: &mut Map, id: &str) {
    map.paths.retain(|p| !p.touches(id));
}

#[test]
fn the_test_map_has_no_problem_at_all() {
    assert_eq!(validate(&good_map()), Vec::<Problem>::new());
}

#[test]
fn every_kind_has_one_severity_and_errors_are_listed_first() {
    let first_warning = ProblemKind::ALL
        .iter()
        .position(|k| k.severity() == Severity::Warning)
        .unwrap();
    assert!(
        ProblemKind::ALL[first_warning..]
            .iter()
            .all(|k| k.severity() == Severity::Warning)
    );
    let names: std::collections::HashSet<&str> =
        ProblemKind::ALL.iter().map(|k| k.as_str()).collect();
    assert_eq!(names.len(), ProblemKind::ALL.len());
}

#[test]
fn problems_are_sorted_errors_first() {
    let mut m = good_map();
    m.name.clear(); // warning, found first
    m.paths.push(Path::new("n1", "n1")); // error, found later
    let all = validate(&m);
    assert_eq!(all[0].kind, ProblemKind::LoopPath);
    assert_eq!(all.last().unwrap().kind, ProblemKind::EmptyName);
}

// --- ids ------------------------------------------------------------------------------------

#[test]
fn duplicate_ids_ignoring_case_across_bases_hqs_and_regions() {
    let mut m = good_map();
    m.regions[1].id = "N1".into();
    let p = one(&m, ProblemKind::DuplicateId, Severity::Error, &["n1", "N1"]);
    assert!(p.message.contains("base 'n1'") && p.message.contains("region 'N1'"));
    let mut m = good_map();
    m.hqs[1].id = "Blue-HQ".into();
    one(
        &m,
        ProblemKind::DuplicateId,
        Severity::Error,
        &["blue-hq", "Blue-HQ"],
    );
}

#[test]
fn malformed_ids() {
    let mut m = good_map();
    assert!(m.bases.iter_mut().any(|b| {
        let hit = b.id == "s2";
        if hit {
            b.id = "south two".into();
        }
        hit
    }));
    for p in &mut m.paths {
        for end in [&mut p.0, &mut p.1] {
            if end == "s2" {
                *end = "south two".into();
            }
        }
    }
    m.regions[1].ring[3] = "south two".into();
    one(
        &m,
        ProblemKind::MalformedId,
        Severity::Error,
        &["south two"],
    );
    let mut m = good_map();
    m.regions[0].id = String::new();
    one(&m, ProblemKind::MalformedId, Severity::Error, &[""]);
}

#[test]
fn non_finite_positions() {
    let mut m = good_map();
    m.bases[0].pos.x = f32::NAN;
    one(&m, ProblemKind::NonFinitePosition, Severity::Error, &["n1"]);
    let mut m = good_map();
    m.regions[0].marker.y = f32::INFINITY;
    one(
        &m,
        ProblemKind::NonFinitePosition,
        Severity::Error,
        &["west"],
    );
}

// --- paths ----------------------------------------------------------------------------------

#[test]
fn path_to_an_unknown_location() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "nowhere"));
    let p = one(
        &m,
        ProblemKind::UnknownLocation,
        Severity::Error,
        &["n1", "nowhere"],
    );
    assert!(p.message.contains("'nowhere'"));
    let mut m = good_map();
    m.paths.push(Path::new("west", "n1"));
    let p = one(
        &m,
        ProblemKind::UnknownLocation,
        Severity::Error,
        &["west", "n1"],
    );
    assert!(p.message.contains("a region"), "{p}");
}

#[test]
fn path_from_a_location_to_itself() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "N1"));
    one(&m, ProblemKind::LoopPath, Severity::Error, &["n1"]);
}

#[test]
fn duplicate_path_in_either_direction() {
    let mut m = good_map();
    m.paths.push(Path::new("N2", "n1"));
    one(
        &m,
        ProblemKind::DuplicatePath,
        Severity::Error,
        &["N2", "n1"],
    );
}

// --- HQs and connections ---------------------------------------------------------------------

#[test]
fn side_with_no_hq() {
    let mut m = good_map();
    m.hqs.retain(|h| h.side == Side::Blue);
    without_paths_of(&mut m, "red-hq");
    let p = one(&m, ProblemKind::MissingHq, Severity::Error, &[]);
    assert!(p.message.contains("red"));
}

#[test]
fn hq_adjacent_to_an_enemy_hq() {
    let mut m = good_map();
    m.paths.push(Path::new("blue-hq", "red-hq"));
    one(
        &m,
        ProblemKind::HqsAdjacent,
        Severity::Error,
        &["blue-hq", "red-hq"],
    );
}

#[test]
fn path_between_two_hqs_of_one_side() {
    let mut m = good_map();
    m.hqs.push(hq("blue-hq-2", Side::Blue, 0.0, 400.0));
    m.paths.push(Path::new("blue-hq-2", "blue-hq"));
    m.paths.push(Path::new("blue-hq-2", "s1"));
    one(
        &m,
        ProblemKind::PathBetweenOwnHqs,
        Severity::Warning,
        &["blue-hq-2", "blue-hq"],
    );
}

#[test]
fn isolated_location() {
    let mut m = good_map();
    m.bases.push(base("lonely", 600.0, 600.0));
    one(
        &m,
        ProblemKind::IsolatedLocation,
        Severity::Error,
        &["lonely"],
    );
    // An isolated base is not reported a second time as unreachable.
    assert!(
        validate(&m)
            .iter()
            .all(|p| p.kind != ProblemKind::UnreachableBase)
    );
}

#[test]
fn bases_reachable_from_no_hq_are_grouped() {
    let mut m = good_map();
    m.bases.push(base("x1", 600.0, 100.0));
    m.bases.push(base("x2", 700.0, 100.0));
    m.paths.push(Path::new("x1", "x2"));
    one(
        &m,
        ProblemKind::UnreachableBase,
        Severity::Error,
        &["x1", "x2"],
    );
}

#[test]
fn a_base_joined_only_to_an_hq_is_reachable() {
    // x1 hangs off the red HQ only: the walk H, x1 starts at the HQ, so troops can go there.
    let mut m = good_map();
    m.bases.push(base("x1", 500.0, 200.0));
    m.paths.push(Path::new("red-hq", "x1"));
    assert_eq!(validate(&m), Vec::<Problem>::new());
}

#[test]
fn side_that_cannot_reach_any_enemy_hq() {
    let mut m = good_map();
    without_paths_of(&mut m, "red-hq");
    m.bases.push(base("y1", 500.0, 200.0));
    m.bases.push(base("y2", 600.0, 200.0));
    m.paths.push(Path::new("red-hq", "y1"));
    m.paths.push(Path::new("y1", "y2"));
    let found = problems_of(&m, ProblemKind::NoRouteToEnemyHq);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].ids, ids(&["blue-hq", "red-hq"]));
    assert!(found[0].message.contains("blue"));
    assert_eq!(found[1].ids, ids(&["red-hq", "blue-hq"]));
}

// --- regions --------------------------------------------------------------------------------

#[test]
fn ring_naming_an_unknown_base() {
    let mut m = good_map();
    m.regions[0].ring[1] = "ghost".into();
    one(
        &m,
        ProblemKind::RingUnknownBase,
        Severity::Error,
        &["west", "ghost"],
    );
}

#[test]
fn ring_containing_an_hq() {
    let mut m = good_map();
    m.regions[0] = region("west", 3, (80.0, 200.0), &["blue-hq", "n1", "m1"]);
    one(
        &m,
        ProblemKind::RingHasHq,
        Severity::Error,
        &["west", "blue-hq"],
    );
}

#[test]
fn ring_using_a_base_twice() {
    let mut m = good_map();
    m.regions[0].ring.push("N1".into());
    one(
        &m,
        ProblemKind::RingRepeatsBase,
        Severity::Error,
        &["west", "n1"],
    );
}

#[test]
fn ring_of_fewer_than_three_bases() {
    let mut m = good_map();
    m.regions[0].ring = ids(&["n1", "n2"]);
    one(
        &m,
        ProblemKind::RingTooShort,
        Severity::Error,
        &["west", "n1", "n2"],
    );
}

#[test]
fn ring_not_closed_by_paths() {
    let mut m = good_map();
    m.regions[0].ring = ids(&["n1", "n2", "m2", "s2", "s1"]);
    m.regions[0].marker = Point::new(150.0, 200.0);
    let p = one(
        &m,
        ProblemKind::RingNotClosed,
        Severity::Error,
        &["west", "s1", "n1"],
    );
    assert!(p.message.contains("'s1' and 'n1'"), "{p}");
}

#[test]
fn marker_outside_its_ring() {
    let mut m = good_map();
    m.regions[0].marker = Point::new(350.0, 350.0);
    one(
        &m,
        ProblemKind::MarkerOutsideRing,
        Severity::Error,
        &["west"],
    );
}

#[test]
fn two_regions_with_one_ring() {
    let mut m = good_map();
    m.regions.push(region(
        "west-again",
        1,
        (150.0, 150.0),
        &["m2", "n2", "n1", "m1"],
    ));
    one(
        &m,
        ProblemKind::DuplicateRegion,
        Severity::Error,
        &["west", "west-again"],
    );
}

#[test]
fn region_with_no_medals() {
    let mut m = good_map();
    m.regions[0].medals = 0;
    m.targets = BySide::new(3, 3);
    one(
        &m,
        ProblemKind::RegionWithoutMedals,
        Severity::Warning,
        &["west"],
    );
}

#[test]
fn stored_ring_that_differs_from_the_drawing() {
    let mut m = good_map();
    m.regions[0].ring = ids(&["n1", "n2", "n3", "m3", "m2", "m1"]);
    let p = one(
        &m,
        ProblemKind::RingDiffersFromDrawing,
        Severity::Warning,
        &["west", "n1", "n2", "m2", "m1"],
    );
    assert!(p.message.contains("'n1', 'n2', 'm2', 'm1'"), "{p}");
}

// --- medals ---------------------------------------------------------------------------------

#[test]
fn medal_target_above_the_map_total_is_a_warning_and_the_map_plays() {
    // RULES §1, decision "map shape": legal, a medal win is then impossible for that side.
    let mut m = good_map();
    m.targets.red = 7;
    let p = one(
        &m,
        ProblemKind::TargetAboveTotal,
        Severity::Warning,
        &["west", "east"],
    );
    assert!(p.message.contains("red") && p.message.contains("7") && p.message.contains("6"));
    let board =
        std::sync::Arc::new(toyforge_core::engine::Board::compile(&m).expect("the map compiles"));
    assert_eq!(board.target(toyforge_core::pieces::Side::Red), 7);
    let start = toyforge_core::analysis::Start::Setup {
        board,
        options: Default::default(),
    };
    let config = toyforge_core::analysis::SimConfig {
        games: 4,
        blue: toyforge_core::ai::AiSpec::Random,
        red: toyforge_core::ai::AiSpec::Random,
        threads: Some(1),
        ..Default::default()
    };
    let sim = toyforge_core::analysis::simulate(&start, &config, &|_, _| {}, None)
        .expect("the map can be simulated");
    assert_eq!(sim.summary.games, 4);
    assert_eq!(
        sim.summary.by_reason_side.red.medals, 0,
        "red cannot win on medals"
    );
}

#[test]
fn a_ring_of_two_bases_stays_an_error() {
    let mut m = good_map();
    let ring = &mut m.regions[0].ring;
    ring.truncate(2);
    let found = problems_of(&m, ProblemKind::RingTooShort);
    assert!(found.iter().all(|p| p.severity == Severity::Error));
    assert!(toyforge_core::engine::Board::compile(&m).is_err());
}

#[test]
fn medal_target_of_zero() {
    let mut m = good_map();
    m.targets.blue = 0;
    let p = one(&m, ProblemKind::TargetZero, Severity::Error, &[]);
    assert!(p.message.contains("blue"));
}

#[test]
fn more_medals_than_the_box_holds() {
    let mut m = good_map();
    m.regions[0].medals = 9;
    m.regions[1].medals = 9;
    let p = one(
        &m,
        ProblemKind::TooManyMedals,
        Severity::Warning,
        &["west", "east"],
    );
    assert!(p.message.contains("18") && p.message.contains("16"));
}

// --- rule sets and special bases --------------------------------------------------------------

#[test]
fn special_bases_without_a_rule_with_special_bases() {
    let mut m = good_map();
    m.bases[1].special = true;
    one(
        &m,
        ProblemKind::SpecialWithoutRule,
        Severity::Error,
        &["n2"],
    );
    m.rule = Some(RuleSet::CaribbeanSea);
    m.hqs.push(hq("blue-hq-2", Side::Blue, 0.0, 400.0));
    m.paths.push(Path::new("blue-hq-2", "s1"));
    m.targets = BySide::new(5, 5);
    m.regions[0].medals = 5;
    let p = one(
        &m,
        ProblemKind::SpecialWithoutRule,
        Severity::Error,
        &["n2"],
    );
    assert!(p.message.contains("Caribbean Sea"));
    assert!(
        validate(&m)
            .iter()
            .all(|p| p.kind == ProblemKind::SpecialWithoutRule)
    );
}

#[test]
fn rule_with_special_bases_but_none_marked() {
    let mut m = good_map();
    m.rule = Some(RuleSet::CityOfClouds);
    m.targets = BySide::new(8, 8);
    m.regions[0].medals = 5;
    m.regions[1].medals = 5;
    one(&m, ProblemKind::NoSpecialBases, Severity::Warning, &[]);
    m.bases[1].special = true;
    assert_eq!(validate(&m), Vec::<Problem>::new());
}

#[test]
fn tropical_pool_special_base_without_allowed_strengths() {
    let mut m = good_map();
    m.rule = Some(RuleSet::TropicalPool);
    m.bases[1].special = true;
    one(
        &m,
        ProblemKind::SpecialWithoutRestriction,
        Severity::Warning,
        &["n2"],
    );
}

#[test]
fn restriction_that_allows_no_strength() {
    let mut m = good_map();
    m.bases[4].allowed = Some(Vec::new());
    one(&m, ProblemKind::EmptyRestriction, Severity::Error, &["m2"]);
    let mut m = good_map();
    m.hqs[1].allowed = Some(Vec::new());
    one(
        &m,
        ProblemKind::EmptyRestriction,
        Severity::Error,
        &["red-hq"],
    );
}

#[test]
fn restriction_listing_a_strength_twice() {
    let mut m = good_map();
    let three = Strength::parse("3").unwrap();
    m.bases[4].allowed = Some(vec![three, Strength::X, three]);
    let p = one(
        &m,
        ProblemKind::RepeatedStrength,
        Severity::Warning,
        &["m2"],
    );
    assert!(p.message.contains('3'));
}

#[test]
fn hq_count_differing_from_the_published_battlefield() {
    let mut m = good_map();
    m.rule = Some(RuleSet::CaribbeanSea);
    m.targets = BySide::new(5, 5);
    let p = one(
        &m,
        ProblemKind::HqCountDiffers,
        Severity::Warning,
        &["blue-hq"],
    );
    assert!(p.message.contains("2 HQs for blue"), "{p}");
}

#[test]
fn medal_target_differing_from_the_published_battlefield() {
    let mut m = good_map();
    m.rule = Some(RuleSet::CaribbeanSea);
    m.hqs.push(hq("blue-hq-2", Side::Blue, 0.0, 400.0));
    m.paths.push(Path::new("blue-hq-2", "s1"));
    let found = problems_of(&m, ProblemKind::TargetDiffers);
    assert_eq!(found.len(), 2);
    assert!(found[0].message.contains("5 medals for blue"));
}

#[test]
fn map_without_a_name() {
    let mut m = good_map();
    m.name = "  ".into();
    one(&m, ProblemKind::EmptyName, Severity::Warning, &[]);
}

// --- the drawing ------------------------------------------------------------------------------

#[test]
fn paths_that_cross_in_the_drawing() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "m2"));
    m.paths.push(Path::new("n2", "m1"));
    one(
        &m,
        ProblemKind::PathsCross,
        Severity::Warning,
        &["n1", "m2", "n2", "m1"],
    );
}

#[test]
fn paths_sharing_a_location_do_not_cross() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "m2"));
    assert!(
        validate(&m)
            .iter()
            .all(|p| p.kind != ProblemKind::PathsCross)
    );
}

#[test]
fn path_drawn_through_a_location_it_does_not_join() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "n3"));
    one(
        &m,
        ProblemKind::PathThroughLocation,
        Severity::Warning,
        &["n1", "n3", "n2"],
    );
}

#[test]
fn locations_drawn_on_top_of_each_other() {
    let mut m = good_map();
    m.bases.push(base("twin", 103.0, 104.0));
    m.paths.push(Path::new("twin", "n1"));
    one(
        &m,
        ProblemKind::LocationsOverlap,
        Severity::Warning,
        &["n1", "twin"],
    );
}

#[test]
fn crossings_are_found_on_a_large_map_without_duplicates() {
    // A long, shallow diagonal spans many grid cells; each crossing is reported once.
    let mut m = Map::default();
    let n = 30;
    for y in 0..n {
        for x in 0..n {
            m.bases
                .push(base(&format!("b{x}-{y}"), x as f32 * 50.0, y as f32 * 50.0));
            if x > 0 {
                m.paths
                    .push(Path::new(format!("b{}-{y}", x - 1), format!("b{x}-{y}")));
            }
        }
    }
    m.paths.push(Path::new("b0-0", "b29-1"));
    let crossings = validate(&m)
        .into_iter()
        .filter(|p| p.kind == ProblemKind::PathsCross)
        .count();
    // The lattice has rows only; the diagonal starts on row 0 and ends on row 1, touching
    // their paths only at its own ends.
    assert_eq!(crossings, 0);
    m.paths.push(Path::new("b3-0", "b4-1"));
    m.paths.push(Path::new("b4-0", "b3-1"));
    let found: Vec<Problem> = validate(&m)
        .into_iter()
        .filter(|p| p.kind == ProblemKind::PathsCross)
        .collect();
    assert!(
        found
            .iter()
            .any(|p| p.ids == ids(&["b3-0", "b4-1", "b4-0", "b3-1"])),
        "{found:#?}"
    );
    let mut pairs: Vec<&Vec<String>> = found.iter().map(|p| &p.ids).collect();
    let before = pairs.len();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), before, "a crossing reported twice");
}

/// Bases on a circle, each joined to every other: every four bases make one crossing, so
/// `n` bases make n·(n−1)·(n−2)·(n−3)/24 of them.
fn complete_circle(n: usize) -> Map {
    let mut m = Map::default();
    for i in 0..n {
        let angle = i as f32 / n as f32 * std::f32::consts::TAU;
        m.bases.push(base(
            &format!("b{i}"),
            1000.0 + 900.0 * angle.cos(),
            1000.0 + 900.0 * angle.sin(),
        ));
    }
    for i in 0..n {
        for j in i + 1..n {
            m.paths.push(Path::new(format!("b{i}"), format!("b{j}")));
        }
    }
    m
}

#[test]
fn crossings_of_a_dense_map_are_listed_up_to_the_limit_then_counted() {
    let n = 60;
    let all = (n * (n - 1) * (n - 2) * (n - 3) / 24) as u64;
    let problems = validate(&complete_circle(n));
    let crossings: Vec<&Problem> = problems
        .iter()
        .filter(|p| p.kind == ProblemKind::PathsCross)
        .collect();
    // The listed crossings, then one warning with the count of the others.
    assert_eq!(crossings.len(), MAX_LISTED_PROBLEMS + 1);
    let summary = crossings.last().unwrap();
    assert!(summary.ids.is_empty());
    let more = all - MAX_LISTED_PROBLEMS as u64;
    assert_eq!(
        summary.message,
        format!(
            "Warnings of the kind paths-cross not listed: {more} (the first {} are).",
            MAX_LISTED_PROBLEMS
        ),
    );
    assert!(
        crossings[..MAX_LISTED_PROBLEMS]
            .iter()
            .all(|p| p.ids.len() == 4)
    );
    // Nothing else grows with the crossings.
    assert!(
        problems.len() < 3 * MAX_LISTED_PROBLEMS,
        "{}",
        problems.len()
    );
    // The same map gives the same warnings.
    assert_eq!(problems, validate(&complete_circle(n)));
}

#[test]
fn the_largest_playable_complete_map_is_validated_with_few_problems() {
    let problems = validate(&complete_circle(128));
    let crossings = problems
        .iter()
        .filter(|p| p.kind == ProblemKind::PathsCross)
        .count();
    assert_eq!(crossings, MAX_LISTED_PROBLEMS + 1);
    assert!(
        problems.len() < 3 * MAX_LISTED_PROBLEMS,
        "{}",
        problems.len()
    );
    // Counted in full, not stopped early.
    let more = 128 * 127 * 126 * 125 / 24 - MAX_LISTED_PROBLEMS;
    assert!(
        problems
            .iter()
            .any(|p| p.message.contains(&format!("not listed: {more} "))),
        "{problems:#?}"
    );
}

mod every_kind;
mod facts;
mod files;
mod regions;
mod robustness;

#[test]
fn problems_are_written_in_the_editors_language_and_the_same_english_as_before() {
    use toyforge_core::i18n::Lang;
    let mut map = good_map();
    map.name.clear();
    map.hqs.retain(|h| h.side != Side::Red);
    map.bases.push(base("lonely", 900.0, 900.0));
    map.targets.blue = 0;
    let problems = validate(&map);
    let translated: Vec<&Problem> = problems.iter().filter(|p| !p.text.is_empty()).collect();
    assert!(translated.len() >= 4, "{problems:#?}");
    for p in &translated {
        // English is the sentence the command line prints, unchanged.
        assert_eq!(p.message_in(Lang::En), p.message);
        for lang in [Lang::Zh, Lang::Fr, Lang::Es] {
            let text = p.message_in(lang);
            assert_ne!(text, p.message, "{lang}: {}", p.message);
            assert!(
                !text.contains('{'),
                "{lang}: an argument is missing in {text}"
            );
        }
    }
    let missing = problems
        .iter()
        .find(|p| p.kind == ProblemKind::MissingHq)
        .unwrap();
    assert_eq!(
        missing.message,
        "The red side has no HQ; every side needs at least one."
    );
    assert_eq!(
        missing.message_in(Lang::Fr),
        "Le camp rouge n'a pas de QG ; chaque camp en a besoin d'au moins un."
    );
    assert_eq!(
        missing.message_in(Lang::Zh),
        "红方没有总部；每一方至少需要一个。"
    );
    let lonely = problems
        .iter()
        .find(|p| p.kind == ProblemKind::IsolatedLocation)
        .unwrap();
    assert!(
        lonely.message_in(Lang::Es).contains("'lonely'"),
        "{lonely:?}"
    );
}
