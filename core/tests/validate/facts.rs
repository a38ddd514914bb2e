//! Map facts: counts, routes, distances and symmetry.

use super::*;

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
