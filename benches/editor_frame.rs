//! The editor's frame on a generated 1,000-base map while panning and while dragging a base:
//! CPU time to run one egui frame of the whole editor (panels, canvas, 1,000 bases, ~2,000
//! paths, 200 regions) and tessellate it into triangles, all the work before the GPU, with a
//! middle-button drag moving the view, or a primary-button drag moving a base (an edit of the
//! map every frame). Headless: no window, no GPU. The headline figure is the panning frame
//! with tessellation; goal: at most 2 ms. The frame without tessellation is measured too, to
//! tell layout from tessellation.
//!
//! The program's allocator, mimalloc, is the bench's too: the figures are the program's.

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Rect, pos2, vec2};
use std::hint::black_box;
use toyforge::app::EditorApp;
use toyforge::map::{Base, Hq, Map, Path, Point, Region};
use toyforge::pieces::Side;

/// A 40 × 25 grid of bases, jittered, joined to their right and lower neighbours, with a
/// region in every fifth cell and an HQ at each end joined to five bases. (Its 200 regions hold
/// far more than 16 medals, so the validator's warning outlines every marker.)
fn generated_map() -> Map {
    let (cols, rows) = (40, 25);
    let mut map = Map {
        name: "Generated".into(),
        ..Map::default()
    };
    let id = |c: usize, r: usize| format!("b-{c}-{r}");
    for r in 0..rows {
        for c in 0..cols {
            let jitter = ((c * 7 + r * 13) % 11) as f32 - 5.0;
            map.bases.push(Base {
                id: id(c, r),
                name: String::new(),
                pos: Point::new(c as f32 * 70.0 + jitter, r as f32 * 70.0 - jitter),
                special: (c + r) % 9 == 0,
                allowed: None,
            });
            if c + 1 < cols {
                map.paths.push(Path::new(id(c, r), id(c + 1, r)));
            }
            if r + 1 < rows {
                map.paths.push(Path::new(id(c, r), id(c, r + 1)));
            }
        }
    }
    let mut n = 0;
    for r in 0..rows - 1 {
        for c in 0..cols - 1 {
            if (c + r) % 5 == 0 && n < 200 {
                n += 1;
                map.regions.push(Region {
                    id: format!("region-{n}"),
                    name: String::new(),
                    medals: 1 + (n % 3) as u32,
                    marker: Point::new(c as f32 * 70.0 + 35.0, r as f32 * 70.0 + 35.0),
                    ring: vec![id(c, r), id(c + 1, r), id(c + 1, r + 1), id(c, r + 1)],
                });
            }
        }
    }
    map.rule = Some(toyforge::map::RuleSet::CastleField);
    for (side, x, c) in [
        (Side::Blue, -80.0, 0),
        (Side::Red, cols as f32 * 70.0 + 10.0, cols - 1),
    ] {
        for r in rows / 2 - 2..=rows / 2 + 2 {
            map.paths
                .push(Path::new(format!("{}-hq", side.name()), id(c, r)));
        }
        map.hqs.push(Hq {
            id: format!("{}-hq", side.name()),
            name: String::new(),
            side,
            pos: Point::new(x, rows as f32 * 35.0),
            allowed: None,
        });
    }
    assert_eq!(map.bases.len(), 1000);
    map
}

fn input(time: f64, events: Vec<Event>) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1600.0, 1000.0))),
        time: Some(time),
        events,
        ..RawInput::default()
    }
}

/// An editor on the generated map with the middle button held down on the canvas, ready to pan.
fn panning_editor(ctx: &egui::Context, time: &mut f64) -> (EditorApp, Pos2) {
    let mut app = EditorApp::new(generated_map(), None);
    let at = pos2(600.0, 500.0);
    let events = [
        Vec::new(),
        Vec::new(),
        Vec::new(),
        vec![Event::PointerMoved(at)],
        vec![Event::PointerButton {
            pos: at,
            button: PointerButton::Middle,
            pressed: true,
            modifiers: Modifiers::NONE,
        }],
    ];
    for e in events {
        *time += 1.0 / 60.0;
        let _ = ctx.run_ui(input(*time, e), |ui| app.ui(ui));
    }
    (app, at)
}

/// The pointer position of pan step `step`: sweeps right and back so the map stays in view.
fn sweep(at: &mut Pos2, step: &mut u32) {
    *step += 1;
    at.x += if (*step / 100).is_multiple_of(2) {
        3.0
    } else {
        -3.0
    };
}

/// One frame of the editor with `at` as the pointer, tessellated when `tessellate`.
fn frame(ctx: &egui::Context, app: &mut EditorApp, time: &mut f64, at: Pos2, tessellate: bool) {
    *time += 1.0 / 60.0;
    let out = ctx.run_ui(input(*time, vec![Event::PointerMoved(at)]), |ui| app.ui(ui));
    if tessellate {
        black_box(ctx.tessellate(out.shapes, out.pixels_per_point));
    } else {
        black_box(out);
    }
}

fn bench_pan(c: &mut Criterion) {
    for (name, tessellate) in [
        (
            "editor frame + tessellation, 1000 bases, panning (headline)",
            true,
        ),
        (
            "editor frame without tessellation, 1000 bases, panning",
            false,
        ),
    ] {
        let ctx = egui::Context::default();
        let mut time = 0.0;
        let (mut app, mut at) = panning_editor(&ctx, &mut time);
        let start = app.view().center;
        let mut step = 0u32;
        c.bench_function(name, |b| {
            b.iter(|| {
                sweep(&mut at, &mut step);
                frame(&ctx, &mut app, &mut time, at, tessellate);
            })
        });
        if step == 0 {
            continue; // left out by the command line's filter
        }
        assert_ne!(app.view().center, start, "the view should have panned");
    }
}

/// An editor on the generated map with the primary button held down on a base in the middle
/// of the map and the drag under way, ready to move it.
fn dragging_editor(ctx: &egui::Context, time: &mut f64) -> (EditorApp, Pos2) {
    let mut app = EditorApp::new(generated_map(), None);
    let mut frame = |app: &mut EditorApp, e: Vec<Event>| {
        *time += 1.0 / 60.0;
        let _ = ctx.run_ui(input(*time, e), |ui| app.ui(ui));
    };
    for _ in 0..3 {
        frame(&mut app, Vec::new());
    }
    let tf = app.transform().expect("the canvas was drawn");
    let base = app.map().base("b-20-12").expect("a middle base").pos;
    let mut at = tf.pos(base);
    frame(&mut app, vec![Event::PointerMoved(at)]);
    frame(
        &mut app,
        vec![Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        }],
    );
    // Past egui's drag threshold, so the next frames are all moves of the base.
    for _ in 0..3 {
        at.x += 4.0;
        frame(&mut app, vec![Event::PointerMoved(at)]);
    }
    (app, at)
}

fn bench_drag(c: &mut Criterion) {
    for (name, tessellate) in [
        (
            "editor frame + tessellation, 1000 bases, dragging a base",
            true,
        ),
        (
            "editor frame without tessellation, 1000 bases, dragging a base",
            false,
        ),
    ] {
        let ctx = egui::Context::default();
        let mut time = 0.0;
        let (mut app, mut at) = dragging_editor(&ctx, &mut time);
        let start = app.map().base("b-20-12").unwrap().pos;
        let mut step = 0u32;
        c.bench_function(name, |b| {
            b.iter(|| {
                sweep(&mut at, &mut step);
                frame(&ctx, &mut app, &mut time, at, tessellate);
            })
        });
        if step == 0 {
            continue; // left out by the command line's filter
        }
        assert_ne!(
            app.map().base("b-20-12").unwrap().pos,
            start,
            "the base should have moved"
        );
        assert!(
            app.history().undo_len() <= 1,
            "a drag is at most one undo step"
        );
    }
}

criterion_group!(benches, bench_pan, bench_drag);
criterion_main!(benches);
