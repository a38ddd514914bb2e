//! `toyforge render` of a scenario: every troop on the board is drawn with its glyph badge,
//! from the drawing model's glyph data that the app's boards paint too.

use crate::common;

use common::{arg, repo_root, toyforge};
use toyforge::scenario::Scenario;
use toyforge_core::draw::troop_glyph;

/// Each node's group of the SVG by id: from its `<g data-base="…">` or `<g data-hq="…">` to the
/// next node's.
fn node_groups(svg: &str) -> Vec<(String, &str)> {
    let starts: Vec<usize> = svg
        .match_indices("<g data-base=\"")
        .chain(svg.match_indices("<g data-hq=\""))
        .map(|(i, _)| i)
        .collect();
    let mut sorted = starts.clone();
    sorted.sort();
    sorted
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let end = sorted.get(k + 1).copied().unwrap_or(svg.len());
            let group = &svg[i..end];
            let id = group.split('"').nth(1).unwrap_or_default().to_string();
            (id, group)
        })
        .collect()
}

/// The shapes inside the troop glyph group of a node's SVG, and the troop it names.
fn glyph_of(group: &str) -> Option<(&str, usize)> {
    let at = group.find("<g data-troop-glyph=\"")?;
    let rest = &group[at..];
    let troop = rest.split('"').nth(1)?;
    let body = &rest[..rest.find("</g>")?];
    let shapes = ["<circle", "<rect", "<polygon", "<polyline"]
        .iter()
        .map(|tag| body.matches(tag).count())
        .sum();
    Some((troop, shapes))
}

#[test]
fn every_troop_on_a_rendered_board_has_its_glyph() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("lesson.svg");
    for lesson in [
        "scenarios/castle-3-star-choice.ron",
        "scenarios/castle-5-roxy-over-star.ron",
    ] {
        let (code, _, err) = toyforge(&["render", lesson, "--out", &arg(&out)]);
        assert_eq!(code, 0, "{err}");
        let svg = std::fs::read_to_string(&out).unwrap();
        let loaded = Scenario::load(&repo_root().join(lesson)).unwrap();
        let state = loaded.start().unwrap();
        let b = state.board();
        let groups = node_groups(&svg);
        assert_eq!(
            groups.len(),
            b.num_locations(),
            "{lesson}: one group a node"
        );
        let mut seen = 0;
        for l in b.locations() {
            let id = b.id(l);
            let (_, group) = groups
                .iter()
                .find(|(g, _)| g == id)
                .expect("the node's group");
            match state.stack(l).last() {
                Some(top) => {
                    let (troop, shapes) =
                        glyph_of(group).unwrap_or_else(|| panic!("{lesson}: no glyph on @{id}"));
                    assert_eq!(troop, top.troop().name(), "{lesson}: @{id}");
                    // Its badge's disc and each part of the model's glyph.
                    assert_eq!(shapes, troop_glyph(top.troop()).len() + 1, "@{id}");
                    seen += 1;
                }
                None => assert!(
                    glyph_of(group).is_none(),
                    "{lesson}: a glyph on empty @{id}"
                ),
            }
        }
        assert!(seen >= 3, "{lesson}: the position has troops on the board");
    }
}

#[test]
fn a_png_too_large_is_refused_before_the_map_is_drawn() {
    // 10,000 locations spread wide: the picture would be far over the limit at any scale.
    let dir = tempfile::tempdir().unwrap();
    let mut bases = String::new();
    for i in 0..9_998 {
        let (x, y) = ((i % 100) as f32 * 400.0, (i / 100) as f32 * 400.0);
        bases.push_str(&format!("(id: \"b{i}\", pos: (x: {x}, y: {y})),"));
    }
    let text = format!(
        "(format: 1, name: \"Wide\", targets: (blue: 7, red: 7), hqs: [(id: \"blue-hq\", side: blue, pos: (x: 0, y: -400)), (id: \"red-hq\", side: red, pos: (x: 0, y: 40000))], bases: [{bases}])"
    );
    let map = dir.path().join("wide.ron");
    std::fs::write(&map, text).unwrap();
    let png = dir.path().join("wide.png");
    let (code, _, err) = toyforge(&["render", &arg(&map), "--out", &arg(&png)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("wide.ron") && err.contains("at least") && err.contains("out of range"),
        "{err}"
    );
    // Refused before validation: none of its problems are listed.
    assert!(!err.contains("validation error"), "{err}");
    assert!(!png.exists());
}
