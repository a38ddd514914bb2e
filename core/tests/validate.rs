//! Map validation (one test per rule, each on a small broken map), region detection, the file
//! round trip and robustness against arbitrary input. The `toyforge validate` command is
//! tested by the application's `tests/cli_validate.rs`.

use proptest::prelude::*;
use toyforge_core::map::{
    Base, Faces, Hq, Map, Path, Point, Problem, ProblemKind, Region, RuleSet, SYMMETRY_TOLERANCE,
    Severity, Symmetry, detect_region, map_facts, same_ring, symmetries, validate,
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

// ---------------------------------------------------------------------------------------------
// Region detection.

#[test]
fn detects_the_face_around_a_point_clockwise_from_the_top() {
    let m = good_map();
    assert_eq!(
        detect_region(&m, Point::new(150.0, 150.0)),
        Some(ids(&["n1", "n2", "m2", "m1"]))
    );
    assert_eq!(
        detect_region(&m, Point::new(260.0, 280.0)),
        Some(ids(&["m2", "m3", "s3", "s2"]))
    );
}

#[test]
fn no_region_outside_the_drawing_or_between_bases_and_an_hq() {
    let m = good_map();
    assert_eq!(detect_region(&m, Point::new(-50.0, 200.0)), None);
    assert_eq!(detect_region(&m, Point::new(50.0, 150.0)), None);
    assert_eq!(detect_region(&m, Point::new(f32::NAN, 150.0)), None);
}

#[test]
fn a_path_dangling_inside_a_face_is_left_out_of_the_ring() {
    let mut m = good_map();
    m.bases.push(base("spur", 150.0, 150.0));
    m.paths.push(Path::new("n1", "spur"));
    assert_eq!(
        detect_region(&m, Point::new(170.0, 120.0)),
        Some(ids(&["n1", "n2", "m2", "m1"]))
    );
}

#[test]
fn a_piece_hanging_inside_a_face_bounds_its_own_region() {
    // A triangle inside the west square, tied to n1 by a bridge.
    let mut m = good_map();
    m.bases.push(base("t1", 140.0, 140.0));
    m.bases.push(base("t2", 180.0, 140.0));
    m.bases.push(base("t3", 160.0, 180.0));
    for (a, b) in [("n1", "t1"), ("t1", "t2"), ("t2", "t3"), ("t3", "t1")] {
        m.paths.push(Path::new(a, b));
    }
    assert_eq!(
        detect_region(&m, Point::new(120.0, 180.0)),
        Some(ids(&["n1", "n2", "m2", "m1"]))
    );
    assert_eq!(
        detect_region(&m, Point::new(160.0, 150.0)),
        Some(ids(&["t1", "t2", "t3"]))
    );
}

#[test]
fn a_separate_piece_inside_a_face_is_a_hole_not_a_ring() {
    let mut m = good_map();
    m.bases.push(base("t1", 140.0, 140.0));
    m.bases.push(base("t2", 180.0, 140.0));
    m.bases.push(base("t3", 160.0, 180.0));
    for (a, b) in [("t1", "t2"), ("t2", "t3"), ("t3", "t1")] {
        m.paths.push(Path::new(a, b));
    }
    assert_eq!(
        detect_region(&m, Point::new(110.0, 190.0)),
        Some(ids(&["n1", "n2", "m2", "m1"]))
    );
    assert_eq!(
        detect_region(&m, Point::new(160.0, 150.0)),
        Some(ids(&["t1", "t2", "t3"]))
    );
}

#[test]
fn concave_rings_and_rings_touching_at_one_base() {
    // Two triangles meeting at c, and an L-shaped hexagon.
    let mut m = Map::default();
    for (id, x, y) in [
        ("a", 0.0, 0.0),
        ("b", 100.0, 0.0),
        ("c", 50.0, 50.0),
        ("d", 0.0, 100.0),
        ("e", 100.0, 100.0),
    ] {
        m.bases.push(base(id, x, y));
    }
    for (a, b) in [
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "d"),
        ("d", "e"),
        ("e", "c"),
    ] {
        m.paths.push(Path::new(a, b));
    }
    assert_eq!(
        detect_region(&m, Point::new(50.0, 20.0)),
        Some(ids(&["a", "b", "c"]))
    );
    assert_eq!(
        detect_region(&m, Point::new(50.0, 80.0)),
        Some(ids(&["c", "e", "d"]))
    );
    assert_eq!(detect_region(&m, Point::new(10.0, 50.0)), None);

    let mut m = Map::default();
    for (id, x, y) in [
        ("p1", 0.0, 0.0),
        ("p2", 100.0, 0.0),
        ("p3", 100.0, 50.0),
        ("p4", 50.0, 50.0),
        ("p5", 50.0, 100.0),
        ("p6", 0.0, 100.0),
    ] {
        m.bases.push(base(id, x, y));
    }
    for k in 1..=6 {
        m.paths
            .push(Path::new(format!("p{k}"), format!("p{}", k % 6 + 1)));
    }
    let ring = ids(&["p1", "p2", "p3", "p4", "p5", "p6"]);
    assert_eq!(detect_region(&m, Point::new(20.0, 80.0)), Some(ring));
    assert_eq!(detect_region(&m, Point::new(80.0, 80.0)), None);
}

#[test]
fn detection_ignores_hqs_and_unknown_path_ends() {
    let mut m = good_map();
    m.paths.push(Path::new("n1", "ghost"));
    m.paths.push(Path::new("blue-hq", "n2"));
    assert_eq!(
        detect_region(&m, Point::new(150.0, 150.0)),
        Some(ids(&["n1", "n2", "m2", "m1"]))
    );
}

#[test]
fn faces_built_once_answer_like_detect_region() {
    let m = good_map();
    let faces = Faces::build(&m);
    assert_eq!(faces.len(), 4);
    for p in [
        (150.0, 150.0),
        (250.0, 150.0),
        (150.0, 250.0),
        (250.0, 250.0),
        (500.0, 0.0),
    ] {
        let at = Point::new(p.0, p.1);
        assert_eq!(faces.ring_at(at), detect_region(&m, at));
    }
    assert!(same_ring(
        &faces.ring_at(Point::new(250.0, 150.0)).unwrap(),
        &ids(&["m3", "m2", "n2", "n3"])
    ));
}

// ---------------------------------------------------------------------------------------------
// Files.

#[test]
fn map_survives_save_and_load() {
    let mut m = good_map();
    m.rule = Some(RuleSet::TropicalPool);
    m.author = "Toyforge tests".into();
    m.notes = "Two regions,\nthree lanes.".into();
    m.bases[4].special = true;
    m.bases[4].allowed = Some(vec![Strength::X, Strength::parse("6").unwrap()]);
    m.bases[4].name = "Middle".into();
    m.regions[0].name = "The west".into();
    let text = m.to_ron();
    assert_eq!(Map::from_ron(&text, "memory").unwrap(), m);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round.ron");
    m.save(&file).unwrap();
    let loaded = Map::load(&file).unwrap();
    assert_eq!(loaded, m);
    loaded.save(&file).unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn bundled_maps_have_no_errors() {
    let dir = testkit::repo_root().join("maps");
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut checked = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            checked += 1;
            let map = Map::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let errors: Vec<Problem> = validate(&map)
                .into_iter()
                .filter(|p| p.is_error())
                .collect();
            assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
        }
    }
    assert_eq!(checked, 8, "one bundled map for each published rule set");
}

// ---------------------------------------------------------------------------------------------
// Nothing panics, whatever the input.

fn arb_point() -> impl Strategy<Value = Point> {
    prop_oneof![
        8 => (-50.0f32..450.0, -50.0f32..450.0).prop_map(|(x, y)| Point::new(x, y)),
        1 => (0u32..5, 0u32..5).prop_map(|(x, y)| Point::new(x as f32 * 100.0, y as f32 * 100.0)),
        1 => Just(Point::new(f32::NAN, 3.0)),
        1 => Just(Point::new(3.0e38, -3.0e38)),
    ]
}

fn arb_id() -> impl Strategy<Value = String> {
    prop_oneof![
        10 => (0u32..12).prop_map(|n| format!("b{n}")),
        2 => (0u32..3).prop_map(|n| format!("h{n}")),
        1 => (0u32..3).prop_map(|n| format!("r{n}")),
        1 => "[A-Za-z !-]{0,3}",
    ]
}

prop_compose! {
    fn arb_map()(
        bases in prop::collection::vec((arb_id(), arb_point(), any::<bool>()), 0..12),
        hqs in prop::collection::vec((arb_id(), any::<bool>(), arb_point()), 0..4),
        paths in prop::collection::vec((arb_id(), arb_id()), 0..30),
        regions in prop::collection::vec(
            (arb_id(), 0u32..20, arb_point(), prop::collection::vec(arb_id(), 0..7)), 0..4),
        targets in (0u32..20, 0u32..20),
        rule in prop::option::of(prop::sample::select(RuleSet::ALL.to_vec())),
    ) -> Map {
        Map {
            rule,
            targets: BySide::new(targets.0, targets.1),
            bases: bases.into_iter().map(|(id, pos, special)| Base {
                id, name: String::new(), pos, special,
                allowed: special.then(Vec::new),
            }).collect(),
            hqs: hqs.into_iter().map(|(id, blue, pos)| Hq {
                id, name: String::new(),
                side: if blue { Side::Blue } else { Side::Red }, pos, allowed: None,
            }).collect(),
            paths: paths.into_iter().map(|(a, b)| Path(a, b)).collect(),
            regions: regions.into_iter().map(|(id, medals, marker, ring)| Region {
                id, name: String::new(), medals, marker, ring,
            }).collect(),
            ..Map::default()
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn from_ron_never_panics_on_any_text(text in "\\PC{0,200}") {
        let _ = Map::from_ron(&text, "fuzz.ron");
    }

    #[test]
    fn from_ron_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let _ = Map::from_ron(&String::from_utf8_lossy(&bytes), "fuzz.ron");
    }

    #[test]
    fn from_ron_never_panics_on_a_damaged_map(cut in 0usize..2000, byte in any::<u8>()) {
        let mut bytes = good_map().to_ron().into_bytes();
        let at = cut % bytes.len();
        bytes[at] = byte;
        let _ = Map::from_ron(&String::from_utf8_lossy(&bytes), "fuzz.ron");
        bytes.truncate(at);
        let _ = Map::from_ron(&String::from_utf8_lossy(&bytes), "fuzz.ron");
    }

    #[test]
    fn validation_and_detection_never_panic(m in arb_map(), at in arb_point()) {
        let problems = validate(&m);
        let first_warning = problems.iter().position(|p| p.severity == Severity::Warning);
        if let Some(w) = first_warning {
            prop_assert!(problems[w..].iter().all(|p| p.severity == Severity::Warning));
        }
        if let Some(ring) = detect_region(&m, at) {
            prop_assert!(ring.len() >= 3);
            prop_assert!(ring.iter().all(|id| m.base(id).is_some()));
        }
    }

    #[test]
    fn a_detected_ring_encloses_its_point(cells in prop::collection::vec(any::<bool>(), 16), px in 1u32..399, py in 1u32..399) {
        // Random subsets of a 5 x 5 lattice's edges always give rings around the point.
        let mut m = Map::default();
        for y in 0..5 {
            for x in 0..5 {
                m.bases.push(base(&format!("b{x}{y}"), x as f32 * 100.0, y as f32 * 100.0));
            }
        }
        let mut k = 0;
        for y in 0..5 {
            for x in 0..5 {
                if x < 4 && (cells[k % 16] || y == 0 || y == 4) {
                    m.paths.push(Path::new(format!("b{x}{y}"), format!("b{}{y}", x + 1)));
                }
                if y < 4 && (cells[(k + 7) % 16] || x == 0 || x == 4) {
                    m.paths.push(Path::new(format!("b{x}{y}"), format!("b{x}{}", y + 1)));
                }
                k += 1;
            }
        }
        let at = Point::new(px as f32 + 0.5, py as f32 + 0.5);
        let ring = detect_region(&m, at);
        prop_assert!(ring.is_some(), "the outer square always encloses the point");
        let ring = ring.unwrap();
        let poly: Vec<Point> = ring.iter().map(|id| m.pos_of(id).unwrap()).collect();
        prop_assert!(toyforge_core::map::point_in_polygon(at, &poly));
        prop_assert!(toyforge_core::map::polygon_area(&poly) > 0.0);
    }
}

// ---------------------------------------------------------------------------------------------
// Facts.

#[test]
fn facts_count_the_map_and_find_the_shortest_routes() {
    let f = map_facts(&good_map());
    assert_eq!((f.bases, f.paths, f.regions), (9, 18, 2));
    assert_eq!(f.hqs, BySide::new(1, 1));
    assert_eq!((f.total_medals, f.targets), (6, BySide::new(4, 4)));
    assert_eq!((f.components, f.max_degree, f.unreachable), (1, 4, 0));
    for side in Side::ALL {
        let route = f.routes[side].as_ref().unwrap();
        assert_eq!(f.route_len(side), Some(4));
        assert_eq!(route[0], format!("{side}-hq"));
        assert_eq!(route[4], format!("{}-hq", side.other()));
        assert!(route[1..4].iter().all(|id| good_map().base(id).is_some()));
    }
    assert_eq!(
        f.bounds,
        Some((Point::new(0.0, 100.0), Point::new(400.0, 300.0)))
    );
}

#[test]
fn facts_give_each_side_its_distance_to_each_region() {
    let f = map_facts(&good_map());
    let west = &f.region_facts[0];
    assert_eq!(
        (west.id.as_str(), west.medals, west.ring_len),
        ("west", 3, 4)
    );
    assert_eq!(west.nearest, BySide::new(Some(1), Some(2)));
    assert_eq!(west.farthest, BySide::new(Some(2), Some(3)));
    let east = &f.region_facts[1];
    assert_eq!(east.nearest, BySide::new(Some(2), Some(1)));
    assert_eq!((f.territory, f.contested), (BySide::new(3, 3), 3));
}

#[test]
fn facts_never_step_through_an_hq() {
    // A region behind the red HQ, reached only through it.
    let mut m = good_map();
    m.bases.push(base("x1", 500.0, 150.0));
    m.bases.push(base("x2", 600.0, 200.0));
    m.bases.push(base("x3", 500.0, 250.0));
    for (a, b) in [("red-hq", "x1"), ("x1", "x2"), ("x2", "x3"), ("x3", "x1")] {
        m.paths.push(Path::new(a, b));
    }
    m.regions
        .push(region("behind", 1, (530.0, 200.0), &["x1", "x2", "x3"]));
    let f = map_facts(&m);
    let behind = &f.region_facts[2];
    assert_eq!(behind.nearest, BySide::new(None, Some(1)));
    assert_eq!(behind.farthest, BySide::new(None, Some(2)));
    assert_eq!(f.territory.red, 6);
}

#[test]
fn facts_recognise_mirror_symmetry_that_swaps_the_sides() {
    assert_eq!(map_facts(&good_map()).symmetries, vec![Symmetry::Point]);
    // Regions side by side at the top: mirrored left to right, not turned.
    let mut m = good_map();
    m.regions[1] = region("north-east", 3, (250.0, 150.0), &["n2", "n3", "m3", "m2"]);
    assert_eq!(map_facts(&m).symmetries, vec![Symmetry::LeftRight]);
    // Small drawing errors are tolerated; large ones are not.
    m.bases[0].pos.x += 3.0;
    assert!(map_facts(&m).is_symmetric());
    m.bases[0].pos.x += 30.0;
    assert!(!map_facts(&m).is_symmetric());
    // Unequal targets or medals break the symmetry.
    let mut m = good_map();
    m.targets.red = 5;
    assert!(symmetries(&m, SYMMETRY_TOLERANCE).is_empty());
    let mut m = good_map();
    m.regions[1].medals = 2;
    assert!(symmetries(&m, SYMMETRY_TOLERANCE).is_empty());
    // A special base must face a special base.
    let mut m = good_map();
    m.bases[0].special = true;
    assert!(symmetries(&m, SYMMETRY_TOLERANCE).is_empty());
    m.bases[8].special = true;
    assert_eq!(symmetries(&m, SYMMETRY_TOLERANCE), vec![Symmetry::Point]);
}

#[test]
fn facts_of_empty_and_broken_maps() {
    let f = map_facts(&Map::default());
    assert_eq!((f.bases, f.paths, f.components), (0, 0, 0));
    assert_eq!(f.routes, BySide::new(None, None));
    assert!(f.bounds.is_none() && !f.is_symmetric());
    let mut m = good_map();
    m.paths.push(Path::new("n1", "ghost"));
    m.paths.push(Path::new("n1", "n1"));
    m.regions[0].ring.push("ghost".into());
    m.bases[2].pos.y = f32::NAN;
    let f = map_facts(&m);
    assert_eq!(f.paths, 18);
    assert!(!f.is_symmetric());
}
