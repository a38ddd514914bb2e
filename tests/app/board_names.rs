//! The names of the play board's nodes, as a user reads them, on every bundled map at a
//! phone's width, a small window's and a laptop's: written (or, where there is truly no room,
//! shown when the node is touched), each nearer its own node than any other, clear of the
//! nodes and of each other, on one line where it fits, and never pushed left of its node by
//! the board's right edge. Prints the names left out per map and width:
//! `cargo test --test app board_names:: -- --nocapture`.

use egui::{Rect, Shape, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use toyforge::engine::{Board, Loc};
use toyforge::map::{Map, Point};
use toyforge_ui::board::{self, Marks};

/// Every bundled map (`maps/*.ron`): its file's name and the map.
fn bundled_maps() -> Vec<(String, Map)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("maps");
    let mut maps: Vec<(String, Map)> = std::fs::read_dir(&dir)
        .expect("the maps folder")
        .map(|e| e.expect("a map file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, Map::load(&p).expect("a bundled map loads"))
        })
        .collect();
    maps.sort_by(|a, b| a.0.cmp(&b.0));
    maps
}

/// A phone held upright, a small window, a laptop's screen.
const SIZES: [(f32, f32); 3] = [(390.0, 700.0), (800.0, 600.0), (1400.0, 900.0)];

/// What the board shows of its names.
struct Drawn {
    /// Each location's name, its box on screen (centre and half size) and where its name is
    /// written: one box per line.
    nodes: Vec<(String, egui::Pos2, f32, Vec<Rect>)>,
}

/// `board`'s empty board drawn alone in a `width` × `height` window with `marks`.
fn draw(board: &Board, positions: &[Point], marks: &Marks, width: f32, height: f32) -> Drawn {
    let stacks = vec![Vec::new(); board.num_locations()];
    let mut h = Harness::builder()
        .with_size(vec2(width, height))
        .build_ui(|ui| {
            board::show_stacks(ui, board, &stacks, positions, marks);
        });
    h.run();
    let mut todo: Vec<Shape> = h.output().shapes.iter().map(|c| c.shape.clone()).collect();
    let mut texts: Vec<(String, Rect)> = Vec::new();
    while let Some(s) = todo.pop() {
        match s {
            Shape::Vec(v) => todo.extend(v),
            Shape::Text(t) => texts.push((t.galley.text().to_string(), t.visual_bounding_rect())),
            _ => {}
        }
    }
    let nodes: Vec<(String, egui::Pos2, f32)> = board
        .locations()
        .map(|l| {
            let r = h
                .get_by_label_contains(&format!("@{}\n", board.id(l)))
                .rect();
            (
                board.display_name(l).to_string(),
                r.center(),
                r.width() / 2.0,
            )
        })
        .collect();
    let lines = written(&nodes, &texts);
    Drawn {
        nodes: nodes
            .into_iter()
            .zip(lines)
            .map(|((n, c, e), l)| (n, c, e, l))
            .collect(),
    }
}

/// Where each of `nodes`' names is written among `texts`, one box per line: on two lines
/// (the lines of one label, one under the other, aligned on the left, the middle or the
/// right), else whole; where a name could be read in several places, the one nearest its
/// node. Each text is read once.
fn written(nodes: &[(String, egui::Pos2, f32)], texts: &[(String, Rect)]) -> Vec<Vec<Rect>> {
    let mut used = vec![false; texts.len()];
    let mut out = vec![Vec::new(); nodes.len()];
    let aligned = |a: &Rect, b: &Rect| {
        let under = b.top() >= a.center().y && b.top() - a.bottom() < a.height();
        let near = |x: f32, y: f32| (x - y).abs() < 2.0;
        under
            && (near(a.left(), b.left())
                || near(a.center().x, b.center().x)
                || near(a.right(), b.right()))
    };
    for (i, (name, c, _)) in nodes.iter().enumerate() {
        let mut best: Option<(f32, usize, usize)> = None;
        for (ia, (a, ra)) in texts.iter().enumerate() {
            for (ib, (b, rb)) in texts.iter().enumerate() {
                if ia != ib && format!("{a} {b}") == *name && aligned(ra, rb) {
                    let d = ra.union(*rb).distance_to_pos(*c);
                    if best.is_none_or(|(bd, _, _)| d < bd) {
                        best = Some((d, ia, ib));
                    }
                }
            }
        }
        if let Some((_, ia, ib)) = best {
            used[ia] = true;
            used[ib] = true;
            out[i] = vec![texts[ia].1, texts[ib].1];
        }
    }
    for (i, (name, c, _)) in nodes.iter().enumerate() {
        if !out[i].is_empty() {
            continue;
        }
        let whole = texts
            .iter()
            .enumerate()
            .filter(|(k, (t, _))| !used[*k] && t == name)
            .min_by(|(_, (_, a)), (_, (_, b))| {
                a.distance_to_pos(*c).total_cmp(&b.distance_to_pos(*c))
            });
        if let Some((k, (_, r))) = whole {
            used[k] = true;
            out[i] = vec![*r];
        }
    }
    out
}

/// What a user would find wrong with the names drawn in a `width`-wide board.
fn faults(d: &Drawn, width: f32) -> Vec<String> {
    let mut out = Vec::new();
    let gap = |rect: &Rect, c: egui::Pos2, e: f32| rect.distance_to_pos(c) - e;
    for (i, (name, c, e, lines)) in d.nodes.iter().enumerate() {
        // A name is read as one block, on one line or two.
        let block = lines.iter().fold(Rect::NOTHING, |a, r| a.union(*r));
        if !lines.is_empty() {
            let mine = gap(&block, *c, *e);
            for (j, (other, oc, oe, _)) in d.nodes.iter().enumerate() {
                if j != i && gap(&block, *oc, *oe) <= mine {
                    out.push(format!(
                        "{name:?} at {block:?} is nearer {other:?} than its own"
                    ));
                }
            }
        }
        for rect in lines {
            for (j, (other, oc, oe, other_lines)) in d.nodes.iter().enumerate() {
                if j == i {
                    continue;
                }
                if rect.intersects(Rect::from_center_size(*oc, vec2(2.0 * oe, 2.0 * oe))) {
                    out.push(format!("{name:?} is written over the node {other:?}"));
                }
                if j > i && other_lines.iter().any(|o| o.intersects(*rect)) {
                    out.push(format!("{name:?} is written over {other:?}"));
                }
            }
        }
        // Left of its node where the board's right edge leaves no room for its name on one
        // line on its right: it reads as the name of what lies left of it.
        // Its name on one line: its lines side by side.
        let one_line: f32 = lines.iter().map(|r| r.width() + 4.0).sum();
        if let Some(first) = lines.first()
            && first.right() < c.x - e
            && c.x + e + one_line > width
        {
            out.push(format!(
                "{name:?} is left of its node, pushed off the board's right edge"
            ));
        }
    }
    out
}

/// The names a board may leave out (each shows when its node is touched or hovered) where
/// every place near its node is taken by nodes, medals and other names: none on a laptop's
/// screen, a few at the densest corners of the most crowded maps.
fn may_leave_out(case: &str, width: u32) -> usize {
    match (case, width) {
        (_, 1400) => 0,
        ("battlefield.ron", 390 | 800) => 3,
        ("caribbean-sea.ron" | "castle-field.ron" | "tropical-pool.ron", 390) => 1,
        ("cursed-cemetery.ron", 390 | 800) => 1,
        _ => 0,
    }
}

#[test]
fn every_bundled_map_writes_its_names_each_nearest_its_own_location() {
    let mut wrong = Vec::new();
    for (file, map) in bundled_maps() {
        let board = Board::compile(&map).expect("a bundled map compiles");
        let positions = board::board_positions(&map, &board);
        let mut row = format!("{file:22}");
        for (w, h) in SIZES {
            let d = draw(&board, &positions, &Marks::default(), w, h);
            let left_out: Vec<&str> = d
                .nodes
                .iter()
                .filter(|n| n.3.is_empty())
                .map(|n| n.0.as_str())
                .collect();
            let split = d.nodes.iter().filter(|n| n.3.len() > 1).count();
            row += &format!(
                " | {w}: {:2} of {} left out, {split} on two lines",
                left_out.len(),
                d.nodes.len()
            );
            let at = format!("{file} at {w}×{h}");
            for f in faults(&d, w) {
                wrong.push(format!("{at}: {f}"));
            }
            if left_out.len() > may_leave_out(&file, w as u32) {
                wrong.push(format!("{at}: left out {left_out:?}"));
            }
            // A laptop's screen has room for every name on one line.
            if w >= 1400.0 && split > 0 {
                wrong.push(format!("{at}: {split} names on two lines"));
            }
        }
        println!("{row}");
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn central_bridge_under_the_lessons_arrow_is_written_on_one_line_off_the_arrow() {
    let (_, map) = bundled_maps()
        .into_iter()
        .find(|(f, _)| f == "castle-field.ron")
        .expect("Castle Field is bundled");
    let board = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &board);
    let loc = |id: &str| board.find(id).expect("a Castle Field location");
    let (from, to) = (loc("market-square"), loc("central-bridge"));
    let marks = Marks {
        highlight: vec![from, to],
        arrows: vec![(from, to)],
        ..Marks::default()
    };
    let d = draw(&board, &positions, &marks, 1400.0, 900.0);
    assert!(faults(&d, 1400.0).is_empty(), "{:?}", faults(&d, 1400.0));
    let node = |l: Loc| &d.nodes[l.index()];
    let bridge = node(to);
    assert_eq!(
        bridge.3.len(),
        1,
        "Central Bridge on one line: {:?}",
        bridge.3
    );
    // The arrow runs between the two centres: it crosses no name.
    let (a, b) = (node(from).1, bridge.1);
    for (name, _, _, lines) in &d.nodes {
        for r in lines {
            let hits = (0..=100).any(|k| r.contains(a + (b - a) * (k as f32 / 100.0)));
            assert!(!hits, "the arrow crosses {name:?} at {r:?}");
        }
    }
}
