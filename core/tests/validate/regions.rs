//! Region detection: the ring around a point of the drawing.

use super::*;

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
