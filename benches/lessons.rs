//! The author's engine: the soundness check of every bundled lesson (every complete turn of
//! every find-the-move step enumerated and judged), and the largest single turn we can build,
//! a Cap'n chain (three Cap'ns and five more troops on the rack, first game on Castle Field, so
//! that each Cap'n placement opens one more placement), and the engine's ranking of the most
//! crowded bundled puzzle (what `WithinBest` and "what would the engine play?" compute).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use toyforge::engine::State;
use toyforge::scenario::{LoadedScenario, Scenario, check_scenario};
use toyforge::scenario::{Ranking, Sight};
use toyforge::scenario::{TurnLimits, complete_turns};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bundled() -> Vec<(String, LoadedScenario)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|p| {
            let loaded = Scenario::load(&p).ok()?;
            Some((p.display().to_string(), loaded))
        })
        .collect()
}

/// Blue to move on Castle Field with three Cap'ns on a rack of eight and an open board: the
/// position of the lesson fixture the UI tests also use as a slow soundness check.
pub fn capn_chain() -> State {
    Scenario::load(&root().join("tests/fixtures/lesson-capn-chain.ron"))
        .unwrap()
        .start()
        .unwrap()
}

fn lessons(c: &mut Criterion) {
    let all = bundled();
    c.bench_function("soundness: every bundled lesson", |b| {
        b.iter(|| {
            for (name, l) in &all {
                black_box(check_scenario(l, name));
            }
        })
    });
    // The most crowded bundled puzzle: City of Clouds, 926 complete turns, chance on every side.
    let (_, city) = all
        .iter()
        .find(|(name, _)| name.ends_with("rule-city-of-clouds.ron"))
        .expect("the City of Clouds lesson");
    let at = city.step_start(2).unwrap();
    let mut g = c.benchmark_group("engine");
    g.sample_size(10);
    g.bench_function("rank the City of Clouds puzzle (engine values)", |b| {
        b.iter(|| black_box(Ranking::new(&at, 0, TurnLimits::default())))
    });
    // The same ranking reading the opponent's rack, as a step that shows it does (and as
    // every ranking did before the opponent's possible racks were weighed): the ratio of the
    // two is the cost of valuing turns from what the mover sees.
    g.bench_function("rank the City of Clouds puzzle, both racks seen", |b| {
        b.iter(|| {
            black_box(Ranking::new_seeing(
                &at,
                0,
                TurnLimits::default(),
                Sight::BothRacks,
            ))
        })
    });
    g.finish();
    let st = capn_chain();
    let turns = complete_turns(
        &st,
        usize::MAX,
        TurnLimits {
            max_outcomes: usize::MAX,
        },
    );
    eprintln!(
        "Cap'n chain: {} complete turns, cut: {:?}",
        turns.turns.len(),
        turns.cut
    );
    let mut g = c.benchmark_group("largest turn");
    g.sample_size(10);
    g.bench_function("Cap'n chain: enumerate every complete turn", |b| {
        b.iter(|| {
            black_box(complete_turns(
                &st,
                usize::MAX,
                TurnLimits {
                    max_outcomes: usize::MAX,
                },
            ))
        })
    });
    g.bench_function("Cap'n chain: enumerate and rank (default limit)", |b| {
        b.iter(|| black_box(Ranking::new(&st, usize::MAX, TurnLimits::default())))
    });
    g.finish();
}

criterion_group!(benches, lessons);
criterion_main!(benches);
