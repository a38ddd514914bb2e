//! One map with a position on it, drawn through the shared drawing model by its three
//! painters (the editor's canvas, the play board, the SVG renderer): each puts every node,
//! token and HQ where the model says, at the model's relative sizes, in the model's colours.

use egui::epaint::{CircleShape, ColorMode, PathShape};
use egui::{Color32, Pos2, Rect, Shape, Vec2, pos2, vec2};
use std::collections::HashMap;
use toyforge::app::map::canvas::View;
use toyforge::app::map::draw::{self, Geometry, Overlay};
use toyforge::app::map::selection::Selection;
use toyforge::app::theme::Palette as CanvasPalette;
use toyforge::engine::{Board, Piece};
use toyforge::map::{Map, Point};
use toyforge::pieces::{Side, Troop};
use toyforge::render::{self, RenderOptions};
use toyforge_core::draw::style::BASE_R;
use toyforge_core::draw::{NodeKind, Palette, Rgba, Scene, keep_outline};
use toyforge_ui::board::{self, Marks};

fn castle() -> Map {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("maps/castle-field.ron");
    Map::load(&path).expect("castle field loads")
}

/// The position drawn: a stack of two on a special base, one troop on a plain base, and a
/// claimed region.
fn stacks() -> Vec<(&'static str, Vec<(Side, Troop)>)> {
    vec![
        (
            "left-bridge",
            vec![(Side::Red, Troop::Hook), (Side::Blue, Troop::Roxy)],
        ),
        ("market-square", vec![(Side::Red, Troop::Capn)]),
    ]
}

fn model(map: &Map) -> Scene {
    let mut scene = Scene::from_map(map);
    for (id, stack) in stacks() {
        assert!(scene.put_stack(id, &stack));
    }
    scene
}

fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

fn close(a: Pos2, b: Pos2, tol: f32) -> bool {
    (a - b).length() <= tol
}

// ---------------------------------------------------------------------------------------------
// Egui: the shapes of one headless frame.

/// Every shape a headless egui frame painted with `paint`, nested lists flattened.
fn egui_frame(paint: impl FnMut(&mut egui::Ui)) -> Vec<Shape> {
    egui_frame_sized(vec2(1200.0, 900.0), paint)
}

/// As [`egui_frame`], in a window of `size`.
fn egui_frame_sized(size: Vec2, paint: impl FnMut(&mut egui::Ui)) -> Vec<Shape> {
    let ctx = egui::Context::default();
    ctx.set_visuals(egui::Visuals::light());
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut paint = paint;
    let mut out = ctx.run_ui(input, |ui| {
        egui::CentralPanel::default().show(ui, |ui| paint(ui));
    });
    let mut todo: Vec<Shape> = std::mem::take(&mut out.shapes)
        .into_iter()
        .map(|c| c.shape)
        .collect();
    out.drop_without_applying_deltas();
    let mut shapes = Vec::new();
    while let Some(s) = todo.pop() {
        match s {
            Shape::Vec(v) => todo.extend(v),
            s => shapes.push(s),
        }
    }
    shapes
}

/// The text of every text shape among `shapes`.
fn painted_texts(shapes: &[Shape]) -> Vec<String> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some(t.galley.text().to_string()),
            _ => None,
        })
        .collect()
}

/// Every circle and path a headless egui frame painted with `paint`.
fn egui_shapes(paint: impl FnMut(&mut egui::Ui)) -> (Vec<CircleShape>, Vec<PathShape>) {
    let (mut circles, mut paths) = (Vec::new(), Vec::new());
    for s in egui_frame(paint) {
        match s {
            Shape::Circle(c) => circles.push(c),
            Shape::Path(p) => paths.push(p),
            _ => {}
        }
    }
    (circles, paths)
}

/// Checks the egui shapes against the model through `to_screen` (positions) and `size`
/// (screen points per map unit of the board's sizes).
fn check_egui(
    what: &str,
    scene: &Scene,
    pal: &Palette,
    circles: &[CircleShape],
    paths: &[PathShape],
    to_screen: impl Fn(Point) -> Pos2,
    size: f32,
) {
    let tol = 0.05 * size.max(1.0);
    for n in &scene.nodes {
        let c = to_screen(n.pos);
        let e = n.extent() * size;
        match n.kind {
            NodeKind::Hq(Some(side)) => {
                let first = keep_outline(n.pos, n.extent())[0];
                let corner = c + vec2(first.x - n.pos.x, first.y - n.pos.y) * size;
                let edge = colour(pal.side_edge(side));
                assert!(
                    paths.iter().any(|p| p.closed
                        && p.stroke.color == ColorMode::Solid(edge)
                        && close(p.points[0], corner, tol)),
                    "{what}: no keep of {} at {corner:?} in {edge:?}",
                    n.id
                );
            }
            _ => {
                let fill = colour(pal.node_fill(n));
                assert!(
                    circles.iter().any(|s| close(s.center, c, tol)
                        && (s.radius - e).abs() <= tol
                        && s.fill == fill),
                    "{what}: no base {} at {c:?} r {e} in {fill:?}",
                    n.id
                );
            }
        }
        if let Some(t) = &n.token {
            let (rt, fill) = (n.token_radius() * size, colour(pal.token_fill(t)));
            assert!(
                circles.iter().any(|s| close(s.center, c, tol)
                    && (s.radius - rt).abs() <= tol
                    && s.fill == fill
                    && s.stroke.color == colour(pal.token_edge(t))),
                "{what}: no token on {} at {c:?} r {rt} in {fill:?}",
                n.id
            );
            // The badge with the troop's glyph, where the model puts it.
            let (bc, rb) = n.troop_badge().expect("an occupied node has a troop badge");
            let at = c + vec2(bc.x - n.pos.x, bc.y - n.pos.y) * size;
            assert!(
                circles.iter().any(|s| close(s.center, at, tol)
                    && (s.radius - rb * size).abs() <= tol
                    && s.fill == fill),
                "{what}: no troop badge on {} at {at:?}",
                n.id
            );
        }
    }
}

#[test]
fn the_editor_canvas_paints_the_model() {
    let map = castle();
    let geo = Geometry::new(&map);
    let scene = &geo.scene;
    let view = View {
        center: Point::new(500.0, 700.0),
        zoom: 0.6,
    };
    let tf = view.to_screen(Rect::from_center_size(
        pos2(600.0, 450.0),
        vec2(1200.0, 900.0),
    ));
    let selection = Selection::default();
    let problems = HashMap::new();
    let pal = CanvasPalette::new(false);
    let (circles, paths) = egui_shapes(|ui| {
        let ov = Overlay {
            selection: &selection,
            hovered: None,
            problems: &problems,
            show_ids: true,
        };
        draw::paint_map(ui.painter(), &tf, &map, &geo, &ov, &pal);
    });
    check_egui(
        "editor",
        scene,
        &Palette::light(),
        &circles,
        &paths,
        |p| tf.pos(p),
        tf.size,
    );
}

#[test]
fn the_play_board_paints_the_model() {
    let map = castle();
    let scene = model(&map);
    let b = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &b);
    let mut by_loc: Vec<Vec<Piece>> = vec![Vec::new(); b.num_locations()];
    for (id, stack) in stacks() {
        let loc = b.find(id).unwrap();
        by_loc[loc.index()] = stack.iter().map(|&(s, t)| Piece(s, t)).collect();
    }
    let (circles, paths) = egui_shapes(|ui| {
        board::show_stacks(ui, &b, &by_loc, &positions, &Marks::default());
    });
    // The board fits itself to the space: find its transform from the bases' discs (the
    // circles in the base colour at the common radius), then hold every node to it.
    let pal = Palette::light();
    let base_fill = colour(pal.base_fill);
    let discs: Vec<&CircleShape> = circles.iter().filter(|c| c.fill == base_fill).collect();
    let radius = discs.iter().map(|c| c.radius).fold(0.0, f32::max);
    let discs: Vec<Pos2> = discs
        .iter()
        .filter(|c| (c.radius - radius).abs() < 0.01)
        .map(|c| c.center)
        .collect();
    let bases: Vec<Point> = scene
        .nodes
        .iter()
        .filter(|n| !n.is_hq())
        .map(|n| n.pos)
        .collect();
    assert_eq!(discs.len(), bases.len(), "one disc per base");
    let lo = |v: &mut dyn Iterator<Item = f32>| v.fold(f32::INFINITY, f32::min);
    let hi = |v: &mut dyn Iterator<Item = f32>| v.fold(f32::NEG_INFINITY, f32::max);
    let (mx0, mx1) = (
        lo(&mut bases.iter().map(|p| p.x)),
        hi(&mut bases.iter().map(|p| p.x)),
    );
    let (sx0, sx1) = (
        lo(&mut discs.iter().map(|p| p.x)),
        hi(&mut discs.iter().map(|p| p.x)),
    );
    let my0 = lo(&mut bases.iter().map(|p| p.y));
    let sy0 = lo(&mut discs.iter().map(|p| p.y));
    let scale = (sx1 - sx0) / (mx1 - mx0);
    let to_screen = |p: Point| pos2(sx0 + (p.x - mx0) * scale, sy0 + (p.y - my0) * scale);
    check_egui(
        "play board",
        &scene,
        &pal,
        &circles,
        &paths,
        to_screen,
        radius / BASE_R,
    );
}

#[test]
fn lit_targets_highlights_and_troops_leave_the_medals_where_they_are() {
    let map = castle();
    let b = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &b);
    let empty: Vec<Vec<Piece>> = vec![Vec::new(); b.num_locations()];
    let medal = colour(Palette::light().medal);
    let medals_with = |stacks: &[Vec<Piece>], marks: &Marks| -> Vec<Pos2> {
        let (circles, _) = egui_shapes(|ui| {
            board::show_stacks(ui, &b, stacks, &positions, marks);
        });
        let mut c: Vec<Pos2> = circles
            .iter()
            .filter(|c| c.fill == medal)
            .map(|c| c.center)
            .collect();
        c.sort_by(|a, b| (a.x, a.y).partial_cmp(&(b.x, b.y)).unwrap());
        c
    };
    let medals = |marks: &Marks| medals_with(&empty, marks);
    let plain = medals(&Marks::default());
    assert_eq!(plain.len(), map.regions.len(), "one medal per region");
    let mut lit = Marks::default();
    for l in b.locations() {
        lit.targets.insert(l);
        lit.highlight.push(l);
    }
    let marked = medals(&lit);
    assert_eq!(plain.len(), marked.len());
    for (a, m) in plain.iter().zip(&marked) {
        assert!(close(*a, *m, 0.01), "a medal moved from {a:?} to {m:?}");
    }
    // A troop on every base writes its name under the base's: the medals stay too (a
    // candidate shown in a lesson moved them once).
    let stacks: Vec<Vec<Piece>> = b
        .locations()
        .map(|l| {
            if b.is_base(l) {
                vec![Piece(Side::Blue, Troop::Roxy)]
            } else {
                Vec::new()
            }
        })
        .collect();
    let played = medals_with(&stacks, &Marks::default());
    assert_eq!(plain.len(), played.len());
    for (a, m) in plain.iter().zip(&played) {
        assert!(close(*a, *m, 0.01), "a medal moved from {a:?} to {m:?}");
    }
}

#[test]
fn names_on_the_play_board_keep_off_medals_and_badges() {
    let map = castle();
    let b = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &b);
    // A stack of two on every location, so every node has a height badge.
    let stacks: Vec<Vec<Piece>> = b
        .locations()
        .map(|_| {
            vec![
                Piece(Side::Red, Troop::Hook),
                Piece(Side::Blue, Troop::Roxy),
            ]
        })
        .collect();
    let shapes = egui_frame(|ui| {
        board::show_stacks(ui, &b, &stacks, &positions, &Marks::default());
    });
    let pal = Palette::light();
    // The troop badges are in the top troop's colour (Blue's Roxy), like its token.
    let kept_off = [
        colour(pal.medal),
        colour(pal.height_badge),
        colour(pal.special_ring(map.rule)),
        colour(pal.side(Side::Blue)),
    ];
    let discs: Vec<Rect> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Circle(c) if kept_off.contains(&c.fill) => Some(Rect::from_center_size(
                c.center,
                Vec2::splat(2.0 * c.radius),
            )),
            _ => None,
        })
        .collect();
    let names: Vec<&str> = b.locations().map(|l| b.display_name(l)).collect();
    let texts: Vec<(String, Rect)> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some((t.galley.text().to_string(), t.visual_bounding_rect())),
            _ => None,
        })
        .filter(|(text, _)| names.contains(&text.as_str()) || text.ends_with('…') || text == "Roxy")
        .collect();
    let troops = texts.iter().filter(|(t, _)| t == "Roxy").count();
    assert!(
        texts.len() - troops > names.len() / 2,
        "most names are written"
    );
    assert!(troops > 0, "the top troop is named under some of the names");
    // A troop's name goes under its node's name, never without it.
    for (_, troop) in texts.iter().filter(|(t, _)| t == "Roxy") {
        assert!(
            texts.iter().any(|(t, r)| t != "Roxy"
                && (-1.0..8.0).contains(&(troop.top() - r.bottom()))
                && r.x_range().intersects(troop.x_range())),
            "a troop name at {troop:?} without its node's name above it"
        );
    }
    for (text, rect) in &texts {
        for d in &discs {
            assert!(
                !rect.shrink(1.0).intersects(*d),
                "{text:?} at {rect:?} covers a medal or badge at {d:?}"
            );
        }
    }
}

#[test]
fn names_on_a_narrow_board_are_written_whole_or_on_two_lines() {
    let map = castle();
    let b = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &b);
    let mut stacks: Vec<Vec<Piece>> = vec![Vec::new(); b.num_locations()];
    for (id, stack) in self::stacks() {
        stacks[b.find(id).unwrap().index()] = stack.iter().map(|&(s, t)| Piece(s, t)).collect();
    }
    // About the board a lesson's steps tab gives on a laptop.
    let shapes = egui_frame_sized(vec2(560.0, 760.0), |ui| {
        board::show_stacks(ui, &b, &stacks, &positions, &Marks::default());
    });
    let texts = painted_texts(&shapes);
    assert!(
        texts.iter().all(|t| !t.contains('…')),
        "no name is cut: {texts:?}"
    );
    let written = |name: &str| {
        texts.iter().any(|t| t == name)
            || name
                .split_once(' ')
                .is_some_and(|_| name.split(' ').all(|w| texts.iter().any(|t| t.contains(w))))
    };
    let names: Vec<&str> = b.locations().map(|l| b.display_name(l)).collect();
    let missing: Vec<&&str> = names.iter().filter(|n| !written(n)).collect();
    assert!(missing.is_empty(), "names left out: {missing:?}");
}

#[test]
fn the_editor_geometry_follows_a_drag_and_carries_the_labels() {
    let mut map = castle();
    let mut geo = Geometry::new(&map);
    let before = geo.labels.clone();
    let d = Point::new(37.0, -12.0);
    let base = map
        .bases
        .iter_mut()
        .find(|b| b.id == "central-bridge")
        .unwrap();
    base.pos = Point::new(base.pos.x + d.x, base.pos.y + d.y);
    let to = base.pos;
    assert!(geo.follow(&map));
    assert!(!geo.settled, "labels carried, not placed");
    let fresh = Geometry::new(&map);
    assert_eq!(geo.pos("Central-Bridge"), Some(to));
    assert_eq!(geo.paths, fresh.paths);
    assert_eq!(geo.rings, fresh.rings);
    assert_eq!(geo.scene.nodes, fresh.scene.nodes);
    assert_eq!(geo.scene.paths, fresh.scene.paths);
    assert_eq!(geo.scene.regions, fresh.scene.regions);
    let i = geo.scene.node_index("central-bridge").unwrap();
    for (a, b) in before.iter().zip(&geo.labels) {
        let (ra, rb) = (a.placed.rect, b.placed.rect);
        let shift = if a.owner == toyforge_core::draw::LabelOwner::Node(i) {
            d
        } else {
            Point::new(0.0, 0.0)
        };
        assert!(
            (rb.x0 - ra.x0 - shift.x).abs() < 1e-3 && (rb.y0 - ra.y0 - shift.y).abs() < 1e-3,
            "{:?} moved wrongly",
            a.lines[0].text
        );
    }
    // Anything but a move is not followed.
    let mut renamed = map.clone();
    renamed.bases[0].name = "Elsewhere".into();
    assert!(!geo.follow(&renamed));
    let mut joined = map.clone();
    joined.paths.pop();
    assert!(!geo.follow(&joined));
    assert_eq!(
        geo.scene.nodes, fresh.scene.nodes,
        "a refused follow changes nothing"
    );
}

// ---------------------------------------------------------------------------------------------
// SVG: the elements of the document.

/// The value of `name` in the element `tag` (the text after `<`).
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    Some(&tag[start..start + tag[start..].find('"')?])
}

fn num(tag: &str, name: &str) -> f32 {
    attr(tag, name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no number {name} in <{tag}"))
}

#[test]
fn the_svg_renderer_writes_the_model() {
    let map = castle();
    let scene = model(&map);
    let pal = Palette::light();
    let mut overlay = render::Overlay::default();
    for (id, stack) in stacks() {
        overlay.stacks.insert(id.to_string(), stack);
    }
    let svg = render::to_svg(&map, Some(&overlay), &RenderOptions::default());
    let tags: Vec<&str> = svg.split('<').skip(1).collect();
    assert!(tags.iter().any(|t| t.starts_with("g id=\"board\"")));
    // The elements of each node's group.
    let group = |key: &str, id: &str| -> Vec<&str> {
        let open = tags
            .iter()
            .position(|t| t.starts_with("g ") && attr(t, key) == Some(id))
            .unwrap_or_else(|| panic!("no group for {id}"));
        tags[open + 1..]
            .iter()
            .take_while(|t| !t.starts_with("/g"))
            .copied()
            .collect()
    };
    let near = |a: f32, b: f32| (a - b).abs() <= 0.06;
    for n in &scene.nodes {
        match n.kind {
            NodeKind::Hq(Some(side)) => {
                let els = group("data-hq", &n.id);
                let fill = pal.side(side).to_hex();
                let keep = els
                    .iter()
                    .find(|t| t.starts_with("path") && attr(t, "fill") == Some(&fill))
                    .unwrap_or_else(|| panic!("no keep for {}", n.id));
                let first = keep_outline(n.pos, n.extent())[0];
                let d = attr(keep, "d").unwrap();
                let (x, y) = d[1..d.find(' ').unwrap()].split_once(',').unwrap();
                assert!(
                    near(x.parse().unwrap(), first.x) && near(y.parse().unwrap(), first.y),
                    "{d}"
                );
                assert_eq!(
                    attr(keep, "stroke"),
                    Some(pal.side_edge(side).to_hex().as_str())
                );
            }
            _ => {
                let els = group("data-base", &n.id);
                let fill = pal.node_fill(n).to_hex();
                let body = els
                    .iter()
                    .find(|t| t.starts_with("circle") && attr(t, "fill") == Some(&fill))
                    .unwrap_or_else(|| panic!("no disc for {}", n.id));
                assert!(
                    near(num(body, "cx"), n.pos.x) && near(num(body, "cy"), n.pos.y),
                    "{body}"
                );
                assert!(near(num(body, "r"), n.extent()), "{body}");
                if let Some(t) = &n.token {
                    let top = els
                        .iter()
                        .find(|t| attr(t, "data-top").is_some())
                        .unwrap_or_else(|| panic!("no token on {}", n.id));
                    assert!(near(num(top, "cx"), n.pos.x) && near(num(top, "cy"), n.pos.y));
                    assert!(near(num(top, "r"), n.token_radius()), "{top}");
                    assert_eq!(attr(top, "fill"), Some(pal.token_fill(t).to_hex().as_str()));
                    assert_eq!(
                        attr(top, "data-height"),
                        Some(t.height.to_string().as_str())
                    );
                }
            }
        }
    }
    // The top troops are named in their side's colour, under their nodes' names.
    for (troop, side) in [("Roxy", Side::Blue), ("Cap", Side::Red)] {
        let fill = pal.side_text(side).to_hex();
        assert!(
            tags.iter().any(|t| t.starts_with("text")
                && attr(t, "fill") == Some(fill.as_str())
                && t.split_once('>')
                    .is_some_and(|(_, text)| text.starts_with(troop))),
            "no label naming {side}'s {troop}"
        );
    }
    for r in scene.regions.iter().filter(|r| r.ring.len() >= 3) {
        let poly = tags
            .iter()
            .find(|t| t.starts_with("polygon") && attr(t, "data-region") == Some(&r.id))
            .unwrap_or_else(|| panic!("no region {}", r.id));
        let fill = pal.region_fill_of(r);
        assert_eq!(attr(poly, "fill"), Some(fill.to_hex().as_str()));
        assert!((num(poly, "fill-opacity") - fill.opacity()).abs() < 0.01);
        let first = attr(poly, "points").unwrap().split(' ').next().unwrap();
        let (x, y) = first.split_once(',').unwrap();
        assert!(near(x.parse().unwrap(), r.ring[0].x) && near(y.parse().unwrap(), r.ring[0].y));
    }
}

/// The HQ keeps say "HQ" and their side in the language the board is drawn in (a course's,
/// the app's), like the names beside them.
#[test]
fn the_hq_keeps_are_written_in_the_boards_language() {
    use toyforge_core::i18n::Lang;
    let map = castle();
    let b = Board::compile(&map).unwrap();
    let positions = board::board_positions(&map, &b);
    let stacks: Vec<Vec<Piece>> = vec![Vec::new(); b.num_locations()];
    for (lang, hq, blue, red) in [
        (Lang::En, "HQ", "BLUE", "RED"),
        (Lang::Fr, "QG", "BLEU", "ROUGE"),
        (Lang::Es, "CG", "AZUL", "ROJO"),
        (Lang::Zh, "总部", "蓝方", "红方"),
    ] {
        let shapes = egui_frame(|ui| {
            toyforge_ui::i18n::set_language(ui.ctx(), lang);
            board::show_stacks(ui, &b, &stacks, &positions, &Marks::default());
        });
        let texts = painted_texts(&shapes);
        // A bold word is painted more than once, slightly offset.
        let written = |w: &str| texts.iter().any(|t| t.as_str() == w);
        for w in [hq, blue, red] {
            assert!(written(w), "{lang:?}: no {w}: {texts:?}");
        }
        if lang != Lang::En {
            for w in ["HQ", "BLUE", "RED"] {
                assert!(!written(w), "{lang:?}: an English {w} is left: {texts:?}");
            }
        }
    }
}
