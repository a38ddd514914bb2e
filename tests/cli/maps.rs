//! The bundled battlefields in `maps/`, the documented example map, and `toyforge render`.

use crate::common;

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use toyforge::map::{Map, Point, RuleSet, Severity, validate};
use toyforge::{BySide, Side};

fn maps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("maps")
}

/// Every `.ron` file of `maps/`, sorted.
fn bundled_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(maps_dir())
        .expect("maps/ exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

fn load(name: &str) -> Map {
    Map::load(&maps_dir().join(name)).unwrap_or_else(|e| panic!("{e}"))
}

/// The bundled file of each rule set.
const FILES: [(&str, RuleSet); 8] = [
    ("castle-field.ron", RuleSet::CastleField),
    ("tropical-pool.ron", RuleSet::TropicalPool),
    ("city-of-clouds.ron", RuleSet::CityOfClouds),
    ("volcanic-jungle.ron", RuleSet::VolcanicJungle),
    ("cursed-cemetery.ron", RuleSet::CursedCemetery),
    ("caribbean-sea.ron", RuleSet::CaribbeanSea),
    ("station-metal-x.ron", RuleSet::StationMetalX),
    ("battlefield.ron", RuleSet::Battlefield),
];

#[test]
fn every_bundled_map_loads_and_validates_without_problems() {
    let files = bundled_files();
    assert!(files.len() >= 8, "expected the eight bundled maps");
    for file in files {
        let map = Map::load(&file).unwrap_or_else(|e| panic!("{e}"));
        let problems = validate(&map);
        let errors: Vec<_> = problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{}: {errors:#?}", file.display());
        // Bundled maps are showcases: not even a warning.
        assert!(problems.is_empty(), "{}: {problems:#?}", file.display());
    }
}

#[test]
fn every_rule_set_has_one_bundled_map_with_its_hq_counts_and_targets() {
    for (file, rule) in FILES {
        let map = load(file);
        assert_eq!(map.rule, Some(rule), "{file}");
        let (targets, hqs) = rule.published();
        assert_eq!(map.targets, targets, "{file}: targets");
        for side in Side::ALL {
            let count = map.hqs.iter().filter(|h| h.side == side).count();
            assert_eq!(count, hqs[side], "{file}: {side} HQs");
        }
        let total = map.total_medals();
        assert!(total <= 16, "{file}: {total} medals, the box holds 16");
        assert!(
            total >= targets.blue.max(targets.red),
            "{file}: {total} medals"
        );
        assert!(
            (20..=40).contains(&map.bases.len()),
            "{file}: {} bases",
            map.bases.len()
        );
        let specials = map.bases.iter().filter(|b| b.special).count();
        if rule.has_special_bases() {
            assert!(specials >= 2, "{file}: {specials} special bases");
        } else {
            assert_eq!(specials, 0, "{file}: special bases without a rule");
        }
    }
}

#[test]
fn tropical_pool_restricts_its_special_bases_and_every_hq() {
    let map = load("tropical-pool.ron");
    for b in map.bases.iter().filter(|b| b.special) {
        assert!(
            b.allowed.as_ref().is_some_and(|a| !a.is_empty()),
            "{}",
            b.id
        );
    }
    for h in &map.hqs {
        assert!(
            h.allowed.as_ref().is_some_and(|a| !a.is_empty()),
            "{}",
            h.id
        );
    }
}

/// Whether a half-turn about the board centre, or the mirror in its horizontal centre line,
/// swaps the sides of the map.
fn is_symmetric(map: &Map) -> bool {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in map
        .bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
    {
        x0 = x0.min(p.x);
        y0 = y0.min(p.y);
        x1 = x1.max(p.x);
        y1 = y1.max(p.y);
    }
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let rotate = move |p: Point| Point::new(2.0 * cx - p.x, 2.0 * cy - p.y);
    let mirror = move |p: Point| Point::new(p.x, 2.0 * cy - p.y);
    symmetric_under(map, &rotate, true) || symmetric_under(map, &mirror, true)
}

fn at(map: &Map, p: Point) -> Option<String> {
    map.bases
        .iter()
        .map(|b| (&b.id, b.pos))
        .chain(map.hqs.iter().map(|h| (&h.id, h.pos)))
        .find(|(_, q)| q.distance(p) < 0.5)
        .map(|(id, _)| id.to_ascii_lowercase())
}

/// Whether `f` maps the map onto itself: bases to bases with the same special mark and
/// restriction, HQs onto HQs (of the other side when `swap_sides`), paths onto paths, regions
/// onto regions of the same medals.
fn symmetric_under(map: &Map, f: &dyn Fn(Point) -> Point, swap_sides: bool) -> bool {
    let twin = |id: &str| map.pos_of(id).and_then(|p| at(map, f(p)));
    let bases_ok = map.bases.iter().all(|b| {
        twin(&b.id)
            .and_then(|t| map.base(&t))
            .is_some_and(|t| t.special == b.special && t.allowed == b.allowed)
    });
    let hqs_ok = map.hqs.iter().all(|h| {
        twin(&h.id)
            .and_then(|t| map.hq(&t))
            .is_some_and(|t| (t.side != h.side) == swap_sides && t.allowed == h.allowed)
    });
    let paths: HashSet<(String, String)> = map
        .paths
        .iter()
        .flat_map(|p| {
            let (a, b) = (p.0.to_ascii_lowercase(), p.1.to_ascii_lowercase());
            [(a.clone(), b.clone()), (b, a)]
        })
        .collect();
    let paths_ok = map.paths.iter().all(|p| match (twin(&p.0), twin(&p.1)) {
        (Some(a), Some(b)) => paths.contains(&(a, b)),
        _ => false,
    });
    let regions_ok = map.regions.iter().all(|r| {
        let ring: HashSet<Option<String>> = r.ring.iter().map(|id| twin(id)).collect();
        map.regions.iter().any(|o| {
            o.medals == r.medals
                && o.ring.len() == r.ring.len()
                && o.ring
                    .iter()
                    .all(|id| ring.contains(&Some(id.to_ascii_lowercase())))
        })
    });
    bases_ok && hqs_ok && paths_ok && regions_ok
}

#[test]
fn bundled_maps_with_equal_hq_counts_are_symmetric_between_the_sides() {
    for (file, rule) in FILES {
        let map = load(file);
        if rule.published().1.blue != rule.published().1.red {
            continue;
        }
        assert!(
            is_symmetric(&map),
            "{file}: no half-turn or mirror swaps the sides"
        );
        let blue_hq_y: f32 = map
            .hqs
            .iter()
            .filter(|h| h.side == Side::Blue)
            .map(|h| h.pos.y)
            .sum();
        let red_hq_y: f32 = map
            .hqs
            .iter()
            .filter(|h| h.side == Side::Red)
            .map(|h| h.pos.y)
            .sum();
        assert!(blue_hq_y > red_hq_y, "{file}: blue belongs at the bottom");
    }
}

#[test]
fn caribbean_sea_mirrors_left_to_right_keeping_each_side() {
    let map = load("caribbean-sea.ron");
    let (mut x0, mut x1) = (f32::MAX, f32::MIN);
    for p in map
        .bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
    {
        x0 = x0.min(p.x);
        x1 = x1.max(p.x);
    }
    let mirror = move |p: Point| Point::new(x0 + x1 - p.x, p.y);
    assert!(symmetric_under(&map, &mirror, false));
    assert_eq!(map.targets, BySide::new(5, 5));
}

/// Steps along paths from a side's HQs to each base, through bases only.
fn distances(map: &Map, side: Side) -> HashMap<String, u32> {
    let mut dist = HashMap::new();
    let mut queue = VecDeque::new();
    for h in map.hqs.iter().filter(|h| h.side == side) {
        for n in map.neighbours(&h.id) {
            if map.base(n).is_some() && !dist.contains_key(&n.to_ascii_lowercase()) {
                dist.insert(n.to_ascii_lowercase(), 1);
                queue.push_back(n.to_ascii_lowercase());
            }
        }
    }
    while let Some(id) = queue.pop_front() {
        let d = dist[&id];
        for n in map.neighbours(&id) {
            let n = n.to_ascii_lowercase();
            if map.base(&n).is_some() && !dist.contains_key(&n) {
                dist.insert(n.clone(), d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

#[test]
fn every_bundled_map_gives_both_sides_equal_ground_and_home_medals() {
    for (file, _) in FILES {
        let map = load(file);
        let dist = BySide::new(distances(&map, Side::Blue), distances(&map, Side::Red));
        // A base is a side's ground when that side reaches it in fewer steps.
        let ground = |side: Side| -> HashSet<String> {
            map.bases
                .iter()
                .map(|b| b.id.to_ascii_lowercase())
                .filter(|id| {
                    let mine = dist[side].get(id).copied().unwrap_or(u32::MAX);
                    let theirs = dist[side.other()].get(id).copied().unwrap_or(u32::MAX);
                    mine < theirs
                })
                .collect()
        };
        let grounds = BySide::new(ground(Side::Blue), ground(Side::Red));
        assert_eq!(grounds.blue.len(), grounds.red.len(), "{file}: ground");
        // Home medals: regions whose whole ring is a side's ground.
        let home = |side: Side| -> u32 {
            map.regions
                .iter()
                .filter(|r| {
                    r.ring
                        .iter()
                        .all(|id| grounds[side].contains(&id.to_ascii_lowercase()))
                })
                .map(|r| r.medals)
                .sum()
        };
        assert_eq!(home(Side::Blue), home(Side::Red), "{file}: home medals");
        // Neither side can win on home medals alone.
        assert!(home(Side::Blue) < map.targets.blue, "{file}");
        assert!(home(Side::Red) < map.targets.red, "{file}");
    }
}

#[test]
fn castle_field_holds_the_places_the_lessons_use() {
    let map = load("castle-field.ron");
    for id in [
        "blue-hq",
        "red-hq",
        "central-bridge",
        "left-bridge",
        "left-outpost",
        "right-outpost",
        "right-flank",
        "red-left-outpost",
        "red-right-outpost",
        "red-right-flank",
    ] {
        assert!(map.find_location(id).is_some(), "{id} missing");
    }
    let base = |id: &str| map.base(id).unwrap_or_else(|| panic!("{id} is not a base"));
    // The HQs belong to their sides, and blue sits at the bottom.
    assert_eq!(map.hq("blue-hq").map(|h| h.side), Some(Side::Blue));
    assert_eq!(map.hq("red-hq").map(|h| h.side), Some(Side::Red));
    let (blue, red) = (
        map.pos_of("blue-hq").unwrap(),
        map.pos_of("red-hq").unwrap(),
    );
    assert!(blue.y > red.y);
    // The left outpost links blue's HQ to the left bridge: filling it connects the front.
    let adjacent = |a: &str, b: &str| map.neighbours(a).any(|n| n.eq_ignore_ascii_case(b));
    assert!(adjacent("left-outpost", "blue-hq"));
    assert!(adjacent("left-outpost", "left-bridge"));
    // The bridges lie between the halves; left is left as blue sees the board.
    let mid = (blue.y + red.y) / 2.0;
    for id in ["central-bridge", "left-bridge"] {
        assert!((base(id).pos.y - mid).abs() < 60.0, "{id} is not mid-board");
    }
    assert!(base("left-bridge").pos.x < base("central-bridge").pos.x);
    assert!(base("left-outpost").pos.x < base("right-outpost").pos.x);
    // The Castle base on the right flank (the notation's example declines it).
    assert!(base("right-flank").special);
    assert!(base("red-right-flank").special);
    assert!(!base("central-bridge").special);
}

#[test]
fn castle_field_south_is_five_blue_side_bases_worth_three_mirrored_by_north() {
    let map = load("castle-field.ron");
    let mid = (map.pos_of("blue-hq").unwrap().y + map.pos_of("red-hq").unwrap().y) / 2.0;
    let south = map.region("south").expect("region south");
    assert_eq!(south.medals, 3);
    assert_eq!(south.ring.len(), 5);
    let has = |ring: &[String], id: &str| ring.iter().any(|r| r.eq_ignore_ascii_case(id));
    assert!(has(&south.ring, "right-outpost"));
    assert!(has(&south.ring, "right-flank"));
    assert!(!has(&south.ring, "left-outpost"));
    for id in &south.ring {
        assert!(
            map.base(id).unwrap().pos.y > mid,
            "{id} is not on blue's side"
        );
    }
    let north = map.region("north").expect("region north");
    assert_eq!(north.medals, 3);
    assert_eq!(north.ring.len(), 5);
    assert!(has(&north.ring, "red-right-outpost"));
    assert!(has(&north.ring, "red-right-flank"));
    assert!(!has(&north.ring, "red-left-outpost"));
    for id in &north.ring {
        assert!(
            map.base(id).unwrap().pos.y < mid,
            "{id} is not on red's side"
        );
    }
    assert!(map.total_medals() >= 7);
}

#[test]
fn bundled_maps_survive_save_and_reload_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    for file in bundled_files() {
        let map = Map::load(&file).unwrap();
        let again = Map::from_ron(&map.to_ron(), "again").unwrap();
        assert_eq!(map, again, "{}", file.display());
        let path = dir.path().join(file.file_name().unwrap());
        map.save(&path).unwrap();
        assert_eq!(Map::load(&path).unwrap(), map, "{}", file.display());
    }
}

#[test]
fn documented_example_map_loads_and_validates_without_problems() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/map-format.md"))
            .unwrap();
    let start = doc.find("```ron\n").expect("a RON example") + "```ron\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let map =
        Map::from_ron(&doc[start..end], "docs/map-format.md").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(map.rule, Some(RuleSet::CastleField));
    let problems = validate(&map);
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Runs `toyforge render input --out out` with `more` options after them.
fn render(input: &Path, out: &Path, more: &[&str]) -> std::process::Output {
    let mut args = vec![
        "render".into(),
        common::arg(input),
        "--out".into(),
        common::arg(out),
    ];
    args.extend(more.iter().map(|m| m.to_string()));
    common::run(&args)
}

/// Runs `toyforge render input --out out` and checks that it refuses: exit code 2, an error
/// that says `says`, nothing written.
fn assert_render_refuses(input: &Path, out: &Path, says: &str) {
    let o = render(input, out, &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(says), "{err}");
    assert!(!out.exists());
}

#[test]
fn render_writes_an_svg_naming_every_id() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("castle.svg");
    let input = maps_dir().join("castle-field.ron");
    let o = render(&input, &out, &[]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(svg.starts_with("<svg"));
    let map = load("castle-field.ron");
    for id in map.all_ids() {
        assert!(svg.contains(&format!(">{id}</text>")), "{id} not drawn");
    }
    assert!(svg.contains("Castle Field"));
}

#[test]
fn render_no_ids_leaves_ids_out() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("castle.svg");
    let input = maps_dir().join("castle-field.ron");
    let o = render(&input, &out, &["--no-ids"]);
    assert_eq!(o.status.code(), Some(0));
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(!svg.contains(">left-outpost</text>"));
    assert!(svg.contains(">Left Outpost</text>"));
}

#[test]
fn render_writes_a_png_that_decodes_at_the_requested_scale() {
    let dir = tempfile::tempdir().unwrap();
    let input = maps_dir().join("castle-field.ron");
    let svg_out = dir.path().join("castle.svg");
    let png_out = dir.path().join("castle.png");
    let o = render(&input, &svg_out, &[]);
    assert_eq!(o.status.code(), Some(0));
    let o = render(&input, &png_out, &["--scale", "0.5"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let img = image::open(&png_out).expect("a PNG that decodes");
    // The SVG's own size, halved.
    let svg = std::fs::read_to_string(&svg_out).unwrap();
    let attr = |name: &str| -> f32 {
        let start = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        let end = start + svg[start..].find('"').unwrap();
        svg[start..end].parse().unwrap()
    };
    assert_eq!(img.width(), (attr("width") * 0.5).ceil() as u32);
    assert_eq!(img.height(), (attr("height") * 0.5).ceil() as u32);
}

#[test]
fn render_refuses_an_unknown_output_extension_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("castle.jpg");
    let input = maps_dir().join("castle-field.ron");
    assert_render_refuses(&input, &out, ".svg or .png");
}

#[test]
fn render_of_an_unreadable_file_exits_2_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("broken.ron");
    std::fs::write(
        &input,
        "(format: 1, name: \"x\", targets: (blue: 1, red: 1), hqs: [oops])",
    )
    .unwrap();
    let out = dir.path().join("broken.svg");
    assert_render_refuses(&input, &out, "broken.ron:1:");
}

#[test]
fn render_draws_an_invalid_draft_anyway_and_warns() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("draft.ron");
    // No HQs and a path to an unknown base: invalid, but worth a look.
    std::fs::write(
        &input,
        "(format: 1, name: \"Draft\", targets: (blue: 1, red: 1), \
         bases: [(id: \"a\", pos: (x: 0.0, y: 0.0))], paths: [(\"a\", \"nowhere\")])",
    )
    .unwrap();
    let out = dir.path().join("draft.svg");
    let o = render(&input, &out, &[]);
    assert_eq!(o.status.code(), Some(0));
    assert!(out.exists());
    let map = Map::load(&input).unwrap();
    if validate(&map).iter().any(|p| p.severity == Severity::Error) {
        assert!(String::from_utf8_lossy(&o.stderr).contains("warning"));
    }
}

#[test]
fn render_draws_a_scenario_with_its_position() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("lesson.svg");
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/castle-9-roxy-south.ron");
    let status = common::command()
        .arg("render")
        .arg(&scenario)
        .arg("--out")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let svg = std::fs::read_to_string(&out).unwrap();
    // The position's side to move and medals are drawn in the title band.
    assert!(
        svg.contains("blue to move"),
        "the title names the side to move"
    );
    assert!(svg.contains("held: blue 0"));
}
