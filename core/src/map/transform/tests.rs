use super::*;
use crate::map::{map_facts, symmetries};
use crate::pieces::Side;
use proptest::prelude::*;

fn base(id: &str, x: f32, y: f32) -> Base {
    Base::new(id, Point::new(x, y))
}

/// Blue's half of a small map, left of x = 500: an HQ, three bases, a special one, a region.
fn left_half() -> Map {
    let mut m = Map::default();
    m.hqs.push(Hq {
        name: "Blue Keep".into(),
        ..Hq::new("blue-hq", Side::Blue, Point::new(100.0, 300.0))
    });
    m.bases.push(Base {
        name: "Left Ford".into(),
        ..base("left-ford", 300.0, 100.0)
    });
    m.bases.push(base("mill", 300.0, 300.0));
    m.bases.push(Base {
        special: true,
        ..base("tower", 300.0, 500.0)
    });
    m.bases.push(base("centre", 500.0, 300.0));
    for (a, b) in [
        ("blue-hq", "left-ford"),
        ("blue-hq", "mill"),
        ("blue-hq", "tower"),
        ("left-ford", "mill"),
        ("mill", "tower"),
        ("mill", "centre"),
    ] {
        m.paths.push(Path::new(a, b));
    }
    m.regions.push(Region {
        id: "west".into(),
        name: "West Field".into(),
        medals: 2,
        marker: Point::new(230.0, 230.0),
        ring: vec!["blue-hq".into(), "left-ford".into(), "mill".into()],
    });
    m
}

fn merged(map: &Map, c: &Completion) -> Map {
    let mut m = map.clone();
    m.hqs.extend(c.added.hqs.iter().cloned());
    m.bases.extend(c.added.bases.iter().cloned());
    m.paths.extend(c.added.paths.iter().cloned());
    m.regions.extend(c.added.regions.iter().cloned());
    m
}

fn none_taken(_: &str) -> bool {
    false
}

/// The half-turn image of all of `half` about (500, 300), by the default rule.
fn complete_all(half: &Map, taken: &dyn Fn(&str) -> bool) -> Completion {
    let c = Point::new(500.0, 300.0);
    complete_half(half, &[], Symmetry::Point, c, &IdRule::default(), taken).unwrap()
}

#[test]
fn completing_the_other_half_makes_a_half_turn_symmetric_map() {
    let half = left_half();
    let done = complete_all(&half, &|id| half.id_in_use(id));
    let full = merged(&half, &done);
    assert!(symmetries(&full, SYMMETRY_TOLERANCE).contains(&Symmetry::Point));
    // The centre base is its own twin; every other location got one.
    assert_eq!(full.bases.len(), 7);
    assert_eq!(full.hqs.len(), 2);
    let red = full
        .hq("red-hq")
        .expect("the blue HQ's twin is red's, named by side");
    assert_eq!(red.side, Side::Red);
    assert_eq!(red.name, "Red Keep");
    assert_eq!(red.pos, Point::new(900.0, 300.0));
    let twin = full.base("red-left-ford").unwrap();
    assert_eq!(twin.name, "Red Left Ford");
    assert!(full.base("red-tower").unwrap().special);
    let west = full.region("red-west").unwrap();
    assert_eq!(west.medals, 2);
    assert_eq!(west.name, "Red West Field");
    assert_eq!(full.total_medals(), 4);
    assert!(
        crate::map::validate(&full)
            .iter()
            .all(|p| p.kind != crate::map::ProblemKind::DuplicateId)
    );
}

#[test]
fn completing_again_adds_only_the_twin_of_what_is_new() {
    let half = left_half();
    let c = Point::new(500.0, 300.0);
    let rule = IdRule::default();
    let first = complete_half(&half, &[], Symmetry::Point, c, &rule, &none_taken).unwrap();
    let mut full = merged(&half, &first);
    // A path drawn across the middle, from blue's ford to red's tower.
    full.paths.push(Path::new("left-ford", "red-tower"));
    let again = complete_half(&full, &[], Symmetry::Point, c, &rule, &|id| {
        full.id_in_use(id)
    })
    .unwrap();
    assert!(again.added.bases.is_empty() && again.added.hqs.is_empty());
    assert!(again.added.regions.is_empty());
    assert_eq!(again.added.paths, vec![Path::new("red-left-ford", "tower")]);
    let full = merged(&full, &again);
    assert!(map_facts(&full).symmetries.contains(&Symmetry::Point));
}

#[test]
fn a_user_rule_names_the_twins() {
    let rule = IdRule::new("left-*", "right-*").unwrap();
    assert_eq!(rule.id("left-ford"), "right-ford");
    assert_eq!(rule.id("right-ford"), "left-ford");
    assert_eq!(rule.id("mill"), "right-mill");
    assert_eq!(rule.name("Left Ford"), "Right Ford");
    assert_eq!(rule.name(""), "");
    let default = IdRule::default();
    assert_eq!(default.id("left-outpost"), "red-left-outpost");
    assert_eq!(default.id("red-left-outpost"), "left-outpost");
}

#[test]
fn bad_rules_are_refused_with_a_reason() {
    assert!(
        IdRule::new("left", "right-*")
            .unwrap_err()
            .to_string()
            .contains("exactly one `*`")
    );
    assert!(
        IdRule::new("a-*", "A-*")
            .unwrap_err()
            .to_string()
            .contains("the same")
    );
    assert!(
        IdRule::new("a b*", "c-*")
            .unwrap_err()
            .to_string()
            .contains("not valid")
    );
}

#[test]
fn derived_ids_never_take_an_id_already_seen() {
    let half = left_half();
    let seen = |id: &str| half.id_in_use(id) || id.eq_ignore_ascii_case("red-mill");
    let done = complete_all(&half, &seen);
    assert!(done.added.base("red-mill").is_none());
    assert!(done.added.base("red-mill-2").is_some());
}

#[test]
fn a_twin_spot_held_by_another_kind_is_refused_by_name() {
    let mut half = left_half();
    // A plain base where the special tower's twin would go.
    half.bases.push(base("squatter", 700.0, 100.0));
    let err = complete_half(
        &half,
        &["tower".into()],
        Symmetry::Point,
        Point::new(500.0, 300.0),
        &IdRule::default(),
        &none_taken,
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("tower") && err.contains("squatter"), "{err}");
}

#[test]
fn mirrors_and_turns_move_points_about_the_centre() {
    let c = Point::new(10.0, 20.0);
    let p = Point::new(13.0, 24.0);
    assert_eq!(Turn::MirrorLeftRight.apply(p, c), Point::new(7.0, 24.0));
    assert_eq!(Turn::MirrorTopBottom.apply(p, c), Point::new(13.0, 16.0));
    assert_eq!(Turn::Half.apply(p, c), Point::new(7.0, 16.0));
    // Clockwise on screen (y down): right of the centre goes below it.
    assert_eq!(
        Turn::Clockwise.apply(Point::new(11.0, 20.0), c),
        Point::new(10.0, 21.0)
    );
    assert_eq!(board_centre(&left_half()), Some(Point::new(300.0, 300.0)));
}

#[test]
fn extract_takes_paths_between_copied_items_only() {
    let m = left_half();
    let f = extract(&m, &["mill".into(), "tower".into()], &[]);
    assert_eq!(f.bases.len(), 2);
    assert_eq!(f.paths, vec![Path::new("mill", "tower")]);
    // A region brings the bases of its ring and the paths among them.
    let f = extract(&m, &[], &["west".into()]);
    assert_eq!(f.regions.len(), 1);
    assert_eq!(f.hqs.len() + f.bases.len(), 3);
    assert_eq!(f.paths.len(), 3);
    let back = Map::from_ron(&f.to_ron(), "clipboard").unwrap();
    assert_eq!(back, f);
}

#[test]
fn placing_a_fragment_gives_fresh_ids_and_moves_it_to_the_point() {
    let m = left_half();
    let f = extract(&m, &["mill".into(), "tower".into()], &[]);
    let placed = place(&f, Some(Point::new(1000.0, 1000.0)), &|id| m.id_in_use(id));
    let ids: Vec<&str> = placed.items.bases.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["mill-2", "tower-2"]);
    assert_eq!(placed.items.paths, vec![Path::new("mill-2", "tower-2")]);
    assert_eq!(placed.items.bases[0].pos, Point::new(1000.0, 900.0));
    assert!(placed.dropped.is_empty());
}

#[test]
fn a_copy_and_its_paste_carry_the_items_names_in_other_languages() {
    let mut m = left_half();
    m.format = 2;
    let fr = [
        ("mill", "le Moulin"),
        ("tower", "la Tour"),
        ("west", "l'Ouest"),
    ];
    m.names.insert(
        "fr".into(),
        fr.iter()
            .map(|(i, n)| (i.to_string(), n.to_string()))
            .collect(),
    );
    // The region and the tower's names are not copied with the mill alone.
    let f = extract(&m, &["mill".into()], &[]);
    assert_eq!(f.names["fr"].len(), 1);
    assert_eq!(f.names["fr"]["mill"], "le Moulin");
    let back = Map::from_ron(&f.to_ron(), "clipboard").unwrap();
    assert_eq!(back.names, f.names);
    let placed = place(&f, None, &|id| m.id_in_use(id));
    assert_eq!(placed.items.names["fr"]["mill-2"], "le Moulin");
    assert_eq!(placed.items.names["fr"].len(), 1);
    // A region's name follows it to its fresh id; a copy with no name has no table.
    let f = extract(&m, &[], &["west".into()]);
    let placed = place(&f, None, &|id| m.id_in_use(id));
    let region = &placed.items.regions[0].id;
    assert_ne!(region, "west");
    assert_eq!(placed.items.names["fr"][region], "l'Ouest");
    let f = extract(&m, &["centre".into()], &[]);
    assert!(f.names.is_empty(), "{:?}", f.names);
}

#[test]
fn placing_drops_paths_and_regions_that_name_missing_ids() {
    let mut f = Map::default();
    f.bases.push(base("a", 0.0, 0.0));
    f.paths.push(Path::new("a", "ghost"));
    f.regions.push(Region {
        id: "r".into(),
        name: String::new(),
        medals: 1,
        marker: Point::new(1.0, 1.0),
        ring: vec!["a".into(), "ghost".into(), "b".into()],
    });
    let placed = place(&f, None, &none_taken);
    assert!(placed.items.paths.is_empty() && placed.items.regions.is_empty());
    assert_eq!(placed.dropped.len(), 2);
    assert!(placed.dropped[0].to_string().contains("ghost"));
}

#[test]
fn fresh_like_counts_up_from_the_stem() {
    let taken = |id: &str| ["base-1", "base-2", "base-3", "castle"].contains(&id);
    assert_eq!(fresh_like("base-3", taken), "base-4");
    assert_eq!(fresh_like("castle", taken), "castle-2");
    assert_eq!(fresh_like("free", taken), "free");
}

#[test]
fn align_and_distribute_line_points_up() {
    let pts = [
        Point::new(0.0, 5.0),
        Point::new(40.0, 0.0),
        Point::new(10.0, 9.0),
    ];
    assert_eq!(
        align(&pts, Align::Left)
            .iter()
            .map(|p| p.x)
            .collect::<Vec<_>>(),
        [0.0, 0.0, 0.0]
    );
    assert_eq!(
        align(&pts, Align::Bottom)
            .iter()
            .map(|p| p.y)
            .collect::<Vec<_>>(),
        [9.0, 9.0, 9.0]
    );
    assert_eq!(align(&pts, Align::CentreX)[1], Point::new(20.0, 0.0));
    let d = distribute(&pts, true);
    assert_eq!(d.iter().map(|p| p.x).collect::<Vec<_>>(), [0.0, 40.0, 20.0]);
    assert_eq!(d[2].y, 9.0);
}

fn arb_point() -> impl Strategy<Value = Point> {
    (-1000.0f32..1000.0, -1000.0f32..1000.0).prop_map(|(x, y)| Point::new(x, y))
}

/// A random half: bases on distinct grid points left of x = 0, a blue HQ, random paths.
fn arb_half() -> impl Strategy<Value = Map> {
    (
        proptest::collection::btree_set((0u8..10, 0u8..10), 1..12),
        proptest::collection::vec((0usize..12, 0usize..12), 0..20),
        any::<bool>(),
    )
        .prop_map(|(cells, edges, special)| {
            let mut m = Map::default();
            m.hqs
                .push(Hq::new("blue-hq", Side::Blue, Point::new(-600.0, 0.0)));
            for (k, (i, j)) in cells.iter().enumerate() {
                let mut b = base(
                    &format!("b{k}"),
                    -500.0 + *i as f32 * 40.0,
                    -200.0 + *j as f32 * 40.0,
                );
                b.special = special && k % 3 == 0;
                m.bases.push(b);
            }
            let ids: Vec<String> = m.all_ids().map(str::to_string).collect();
            for (a, b) in edges {
                let (a, b) = (&ids[a % ids.len()], &ids[b % ids.len()]);
                let p = Path::new(a.as_str(), b.as_str());
                if a != b && !m.paths.iter().any(|q| q.same_pair(&p)) {
                    m.paths.push(p);
                }
            }
            m
        })
}

proptest! {
    #[test]
    fn mirror_twice_is_the_identity(p in arb_point(), c in arb_point()) {
        for t in Turn::ALL {
            let back = t.inverse().apply(t.apply(p, c), c);
            prop_assert!(back.distance(p) < 1e-2, "{t:?}: {p:?} -> {back:?}");
        }
        prop_assert!(Turn::Half.apply(Turn::Half.apply(p, c), c).distance(p) < 1e-2);
    }

    #[test]
    fn every_completed_half_is_accepted_by_the_symmetry_fact(
        half in arb_half(),
        sym in prop_oneof![Just(Symmetry::Point), Just(Symmetry::LeftRight)],
    ) {
        let done = complete_half(&half, &[], sym, Point::new(0.0, 0.0), &IdRule::default(), &|id| half.id_in_use(id)).unwrap();
        let full = merged(&half, &done);
        prop_assert!(symmetries(&full, SYMMETRY_TOLERANCE).contains(&sym), "{:?}", full);
        let mut ids: Vec<String> = full.all_ids().map(|s| s.to_ascii_lowercase()).collect();
        let n = ids.len();
        ids.sort();
        ids.dedup();
        prop_assert_eq!(ids.len(), n, "ids repeat");
    }

    #[test]
    fn pasting_never_reuses_a_taken_id(half in arb_half(), at in arb_point()) {
        let f = extract(&half, &half.all_ids().map(str::to_string).collect::<Vec<_>>(), &[]);
        let placed = place(&f, Some(at), &|id| half.id_in_use(id));
        prop_assert!(placed.items.all_ids().all(|id| !half.id_in_use(id)));
        prop_assert_eq!(placed.items.paths.len(), half.paths.len());
    }
}
