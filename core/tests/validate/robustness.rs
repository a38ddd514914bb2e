//! Nothing panics, whatever the input.

use super::*;

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
