//! A designer's walk, scripted through the editor's interface with egui_kittest
//! and counted: a left-right symmetric map of 21 bases, two HQs and 27 paths drawn from an empty
//! battlefield. Blue's HQ and ten bases are placed by hand, "Complete the other half" mirrors
//! them, a base is put on the mirror line, and the 27 paths are drawn as chains (each click a
//! path from the base before; Esc ends a chain).
//!
//! Every key press and every click is one action. The test checks the map the walk makes and
//! that chains take fewer clicks than two a path; `cargo test --test app editor_walk:: -- --nocapture`
//! prints the figures the README gives (the actions, and the time the headless run took).

use crate::common;

use common::ui::{H, click_map, harness_sized, press};
use egui::{Key, Modifiers, vec2};
use std::time::Instant;
use toyforge::app::EditorApp;
use toyforge::map::{Map, Point, Symmetry};

/// The mirror line the dialog works out for the half: 60 units right of its rightmost base.
const AXIS: f32 = 440.0;

/// Blue's HQ and ten bases, left of the mirror line.
const HQ: (f32, f32) = (60.0, 325.0);
const HALF: [(f32, f32); 10] = [
    (160.0, 100.0),
    (320.0, 100.0),
    (160.0, 220.0),
    (320.0, 220.0),
    (200.0, 325.0),
    (380.0, 325.0),
    (160.0, 430.0),
    (320.0, 430.0),
    (160.0, 550.0),
    (320.0, 550.0),
];
/// The base on the mirror line, its own twin.
const MIDDLE: (f32, f32) = (AXIS, 325.0);

/// The paths of blue's half, by position (the HQ and `HALF`'s bases), each with its mirror
/// image; then the paths to the middle base, with theirs; then one across the line.
const HALF_PATHS: [((f32, f32), (f32, f32)); 11] = [
    (HQ, HALF[4]),
    (HQ, HALF[2]),
    (HQ, HALF[6]),
    (HALF[0], HALF[1]),
    (HALF[0], HALF[2]),
    (HALF[1], HALF[3]),
    (HALF[2], HALF[3]),
    (HALF[6], HALF[7]),
    (HALF[6], HALF[8]),
    (HALF[8], HALF[9]),
    (HALF[4], HALF[5]),
];
const TO_MIDDLE: [(f32, f32); 2] = [HALF[5], HALF[7]];

fn pt((x, y): (f32, f32)) -> Point {
    Point::new(x, y)
}

fn mirror(p: Point) -> Point {
    Point::new(2.0 * AXIS - p.x, p.y)
}

/// The 27 paths of the finished map, by position.
fn all_paths() -> Vec<(Point, Point)> {
    let mut out = Vec::new();
    for (a, b) in HALF_PATHS {
        out.push((pt(a), pt(b)));
        out.push((mirror(pt(a)), mirror(pt(b))));
    }
    for a in TO_MIDDLE {
        out.push((pt(a), pt(MIDDLE)));
        out.push((mirror(pt(a)), pt(MIDDLE)));
    }
    out.push((pt(HALF[1]), mirror(pt(HALF[1]))));
    out
}

/// The paths as chains, each a list of points clicked in turn: greedy trails, each started
/// at a point with an odd number of paths left when there is one (so that few chains cover
/// them all).
fn chains(paths: &[(Point, Point)]) -> Vec<Vec<Point>> {
    let mut left: Vec<(Point, Point)> = paths.to_vec();
    let degree =
        |left: &[(Point, Point)], p: Point| left.iter().filter(|(a, b)| *a == p || *b == p).count();
    let mut out = Vec::new();
    while !left.is_empty() {
        let ends: Vec<Point> = left.iter().flat_map(|(a, b)| [*a, *b]).collect();
        let start = ends
            .iter()
            .copied()
            .find(|p| degree(&left, *p) % 2 == 1)
            .unwrap_or(ends[0]);
        let mut chain = vec![start];
        let mut at = start;
        while let Some(i) = left.iter().position(|(a, b)| *a == at || *b == at) {
            let (a, b) = left.remove(i);
            at = if a == at { b } else { a };
            chain.push(at);
        }
        out.push(chain);
    }
    out
}

/// The walk under way: the harness and the inputs counted.
struct Walk {
    h: H,
    actions: usize,
    path_clicks: usize,
}

impl Walk {
    fn key(&mut self, key: Key) {
        self.h.key_press(key);
        self.h.run();
        self.actions += 1;
    }

    fn shortcut(&mut self, mods: Modifiers, key: Key) {
        self.h.key_press_modifiers(mods, key);
        self.h.run();
        self.actions += 1;
    }

    fn click(&mut self, p: Point) {
        click_map(&mut self.h, p);
        self.actions += 1;
    }

    fn press(&mut self, label: &str) {
        press(&mut self.h, label);
        self.actions += 1;
    }
}

#[test]
fn the_walk_draws_a_symmetric_21_base_map_with_27_paths_in_chains() {
    let started = Instant::now();
    let app = EditorApp::new(Map::default(), None);
    let mut w = Walk {
        h: harness_sized(app, vec2(1400.0, 900.0)),
        actions: 0,
        path_clicks: 0,
    };
    w.h.run();
    // Blue's half.
    w.key(Key::H);
    w.click(pt(HQ));
    w.key(Key::B);
    for p in HALF {
        w.click(pt(p));
    }
    // The other half, mirrored left to right about the line the dialog proposes: of the whole
    // map (Esc lets go of the base placed last, which would be the half otherwise).
    w.key(Key::Escape);
    w.shortcut(Modifiers::COMMAND | Modifiers::SHIFT, Key::M);
    w.press("Mirrored left to right");
    w.press("Complete");
    w.click(pt(MIDDLE));
    assert_eq!(
        w.h.state().map().bases.len(),
        21,
        "{}",
        w.h.state().status_line()
    );
    // The paths, chain after chain.
    w.key(Key::P);
    let paths = all_paths();
    let chains = chains(&paths);
    for chain in &chains {
        for &p in chain {
            w.click(p);
            w.path_clicks += 1;
        }
        w.key(Key::Escape);
        w.path_clicks += 1;
    }
    let elapsed = started.elapsed();

    let map = w.h.state().map();
    assert_eq!(map.bases.len(), 21);
    assert_eq!(map.hqs.len(), 2);
    assert_eq!(map.paths.len(), 27, "{:?}", w.h.state().status_line());
    let facts = w.h.state().facts();
    assert!(
        facts.symmetries.contains(&Symmetry::LeftRight),
        "{:?}",
        facts.symmetries
    );
    let two_a_path = 2 * paths.len();
    assert!(
        w.path_clicks < two_a_path * 3 / 4,
        "chains take {} clicks and Esc presses for {} paths",
        w.path_clicks,
        paths.len()
    );
    let before = w.actions - w.path_clicks + two_a_path;
    println!(
        "walk: {} actions ({} clicks and Esc presses for {} paths in {} chains; {} actions with \
         two clicks a path), headless run {:.1} s",
        w.actions,
        w.path_clicks,
        paths.len(),
        chains.len(),
        before,
        elapsed.as_secs_f64()
    );
}
