//! Validation, region detection and map facts on generated maps: a 2,000-location battlefield
//! (goal: `validate` in at most 20 ms) and an ordinary 50-location one (the editor runs all
//! three after every edit).

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use std::hint::black_box;
use toyforge::map::{Base, Hq, Map, Path, Point, Region, detect_region, map_facts, validate};
use toyforge::{BySide, Side};

/// A jittered lattice of `cols` x `rows` bases 100 units apart, with diagonals in about a third
/// of the cells (both diagonals, crossing, in about one cell in fifty), an HQ on each side
/// joined to three bases, and a region in every fifth cell without diagonals.
fn generated_map(cols: usize, rows: usize, seed: u64) -> Map {
    let mut rng = Pcg32::seed_from_u64(seed);
    let id = |c: usize, r: usize| format!("b{c}-{r}");
    let mut map = Map {
        name: format!("Generated {cols} x {rows}"),
        targets: BySide::new(8, 8),
        ..Map::default()
    };
    let mut pos = vec![Point::default(); cols * rows];
    for r in 0..rows {
        for c in 0..cols {
            let p = Point::new(
                c as f32 * 100.0 + rng.random_range(-20.0..20.0),
                r as f32 * 100.0 + rng.random_range(-20.0..20.0),
            );
            pos[r * cols + c] = p;
            map.bases.push(Base {
                id: id(c, r),
                name: String::new(),
                pos: p,
                special: false,
                allowed: None,
            });
        }
    }
    let mid = rows / 2;
    for (side, x, c) in [
        (Side::Blue, -100.0, 0),
        (Side::Red, cols as f32 * 100.0, cols - 1),
    ] {
        let hq_id = format!("{side}-hq");
        map.hqs.push(Hq {
            id: hq_id.clone(),
            name: String::new(),
            side,
            pos: Point::new(x, mid as f32 * 100.0),
            allowed: None,
        });
        for r in mid.saturating_sub(1)..=(mid + 1).min(rows - 1) {
            map.paths.push(Path::new(hq_id.clone(), id(c, r)));
        }
    }
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                map.paths.push(Path::new(id(c, r), id(c + 1, r)));
            }
            if r + 1 < rows {
                map.paths.push(Path::new(id(c, r), id(c, r + 1)));
            }
        }
    }
    for r in 0..rows.saturating_sub(1) {
        for c in 0..cols.saturating_sub(1) {
            let roll: f32 = rng.random();
            if roll < 0.02 {
                map.paths.push(Path::new(id(c, r), id(c + 1, r + 1)));
                map.paths.push(Path::new(id(c + 1, r), id(c, r + 1)));
            } else if roll < 0.33 {
                map.paths.push(Path::new(id(c, r), id(c + 1, r + 1)));
            } else if (c + 2 * r) % 5 == 0 {
                let corners = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)];
                let (sx, sy) = corners.iter().fold((0.0, 0.0), |(x, y), &(cc, rr)| {
                    let p = pos[rr * cols + cc];
                    (x + p.x, y + p.y)
                });
                map.regions.push(Region {
                    id: format!("region-{c}-{r}"),
                    name: String::new(),
                    medals: rng.random_range(1..=3),
                    marker: Point::new(sx / 4.0, sy / 4.0),
                    ring: corners.iter().map(|&(cc, rr)| id(cc, rr)).collect(),
                });
            }
        }
    }
    map
}

fn bench(c: &mut Criterion) {
    let large = generated_map(54, 37, 7);
    let small = generated_map(8, 6, 7);
    for m in [&large, &small] {
        let problems = validate(m);
        eprintln!(
            "{}: {} locations, {} paths, {} regions, {} problems ({} errors)",
            m.name,
            m.bases.len() + m.hqs.len(),
            m.paths.len(),
            m.regions.len(),
            problems.len(),
            problems.iter().filter(|p| p.is_error()).count()
        );
    }
    c.bench_function("validate 2000 locations", |b| {
        b.iter(|| validate(black_box(&large)))
    });
    c.bench_function("map_facts 2000 locations", |b| {
        b.iter(|| map_facts(black_box(&large)))
    });
    c.bench_function("detect_region 2000 locations", |b| {
        b.iter(|| detect_region(black_box(&large), Point::new(2650.0, 1850.0)))
    });
    c.bench_function("validate 50 locations", |b| {
        b.iter(|| validate(black_box(&small)))
    });
    c.bench_function("map_facts 50 locations", |b| {
        b.iter(|| map_facts(black_box(&small)))
    });
    c.bench_function("detect_region 50 locations", |b| {
        b.iter(|| detect_region(black_box(&small), Point::new(350.0, 250.0)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
