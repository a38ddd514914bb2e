//! The core's one control of long tasks (`toyforge_core::control`) in the lesson checks, the
//! soundness walk, the engine's suggestions and the balance lab's suggestions: a cancelled task
//! stops at once and answers "cancelled" (never a verdict on the part it did), and the progress
//! it reports rises to the whole.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use toyforge_core::ai::AiSpec;
use toyforge_core::analysis::{SimConfig, SimError, suggest as lab_suggest};
use toyforge_core::control::{Cancelled, Control, Progress};
use toyforge_core::engine::GameOptions;
use toyforge_core::scenario::TurnLimits;
use toyforge_core::scenario::{
    Budget, Course, LoadedScenario, Scenario, Step, check_course, check_scenario,
    check_scenario_with,
};
use toyforge_core::scenario::{DEFAULT_STEP_BUDGET, WalkError, find_move_soundness_with};
use toyforge_core::scenario::{Sight, suggest};
use toyforge_core::testkit::{bundled_map_path, load_map, repo_root};

/// The most crowded bundled puzzle: City of Clouds, step 3, chance on every side.
fn city() -> LoadedScenario {
    Scenario::load(&repo_root().join("scenarios/rule-city-of-clouds.ron")).unwrap()
}

/// A control that records every report, and sets its own cancel flag at the first report for
/// which `stop` is true; the reports seen after that are counted apart.
struct Recorder {
    control: Control,
    flag: Arc<AtomicBool>,
    seen: Arc<Mutex<Vec<Progress>>>,
    after_cancel: Arc<Mutex<usize>>,
}

fn recorder(stop: impl Fn(&Progress) -> bool + Send + Sync + 'static) -> Recorder {
    let flag = Arc::new(AtomicBool::new(false));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let after_cancel = Arc::new(Mutex::new(0));
    let control = Control::with_cancel(flag.clone()).on_progress({
        let (flag, seen, after_cancel) = (flag.clone(), seen.clone(), after_cancel.clone());
        move |p| {
            if flag.load(Ordering::Relaxed) {
                *after_cancel.lock().unwrap() += 1;
                return;
            }
            seen.lock().unwrap().push(*p);
            if stop(p) {
                flag.store(true, Ordering::Relaxed);
            }
        }
    });
    Recorder {
        control,
        flag,
        seen,
        after_cancel,
    }
}

impl Recorder {
    fn fractions(&self) -> Vec<f32> {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .map(|p| p.fraction())
            .collect()
    }

    fn cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    fn reports_after_cancel(&self) -> usize {
        *self.after_cancel.lock().unwrap()
    }
}

/// The fractions rise (never fall) and reach the whole, passing through the middle.
fn assert_rises_to_the_whole(fractions: &[f32]) {
    assert!(
        fractions.windows(2).all(|w| w[0] <= w[1]),
        "progress fell: {fractions:?}"
    );
    assert_eq!(fractions.last(), Some(&1.0), "{fractions:?}");
    assert!(
        fractions.iter().any(|f| *f > 0.0 && *f < 1.0),
        "no report on the way: {fractions:?}"
    );
}

#[test]
fn a_lesson_check_reports_rising_progress_and_the_same_report() {
    let l = city();
    let r = recorder(|_| false);
    let report = check_scenario_with(&l, "city.ron", &mut Budget::default(), &r.control).unwrap();
    assert_eq!(report, check_scenario(&l, "city.ron"));
    assert!(report.turns_judged > 0, "the puzzle was walked");
    let fractions = r.fractions();
    assert_rises_to_the_whole(&fractions);
    // The soundness walk reports within its step, not only once a step is over.
    let steps = l.scenario.steps.len() as f32;
    let off_step = fractions
        .iter()
        .filter(|f| (**f * steps).fract() > 1e-3)
        .count();
    assert!(off_step > 0, "{fractions:?}");
}

#[test]
fn a_lesson_check_cancelled_in_a_puzzle_says_cancelled_and_stops_there() {
    let l = city();
    // Cancelled from inside the soundness walk of the find-the-move step, mid-way.
    let steps = l.scenario.steps.len() as f32;
    let r = recorder(move |p| (p.fraction() * steps).fract() > 0.2);
    let answer = check_scenario_with(&l, "city.ron", &mut Budget::default(), &r.control);
    assert!(r.cancelled(), "the walk reported progress within a step");
    assert_eq!(answer, Err(Cancelled));
    assert_eq!(r.reports_after_cancel(), 0, "it went on after the cancel");
}

#[test]
fn a_check_cancelled_before_it_starts_does_no_work() {
    let l = city();
    let r = recorder(|_| false);
    r.flag.store(true, Ordering::Relaxed);
    let mut budget = Budget::default();
    let answer = check_scenario_with(&l, "city.ron", &mut budget, &r.control);
    assert_eq!(answer, Err(Cancelled));
    assert_eq!(budget.spent, 0);
    assert_eq!(r.reports_after_cancel(), 0);
}

#[test]
fn a_course_check_counts_lessons_and_stops_between_them() {
    let loaded = Course::load(&repo_root().join("scenarios/battlefields.course.ron")).unwrap();
    let n = loaded.lessons.len() as u64;
    assert!(n >= 2);
    let r = recorder(|_| false);
    let reports = check_course(&loaded, &mut Budget::default(), &r.control).unwrap();
    assert_eq!(reports.len(), loaded.lessons.len());
    assert_eq!(
        reports[0].file,
        loaded.lessons[0].path.display().to_string()
    );
    assert_rises_to_the_whole(&r.fractions());
    let seen = r.seen.lock().unwrap().clone();
    assert!(seen.iter().all(|p| p.total == n));
    assert!(seen.windows(2).all(|w| w[0].done <= w[1].done));

    // Cancelled once the first lesson is done: no report of the others, and "cancelled".
    let r = recorder(|p| p.done == 1);
    let answer = check_course(&loaded, &mut Budget::default(), &r.control);
    assert_eq!(answer, Err(Cancelled));
    assert_eq!(r.reports_after_cancel(), 0);
}

#[test]
fn the_soundness_walk_cancelled_gives_no_findings() {
    let l = city();
    let Step::FindMove(step) = &l.scenario.steps[2] else {
        panic!("step 3 of City of Clouds is a find-the-move step");
    };
    let start = l.step_start(2).unwrap();
    // The budget the check gives a step.
    let limits = TurnLimits {
        max_outcomes: DEFAULT_STEP_BUDGET as usize,
    };
    let r = recorder(|_| false);
    let whole = find_move_soundness_with(step, &start, 0, limits, &r.control).unwrap();
    assert_rises_to_the_whole(&r.fractions());
    let last = *r.seen.lock().unwrap().last().unwrap();
    assert_eq!(last.done, whole.lines as u64);
    assert!(whole.lines > 100, "{} turns", whole.lines);

    let r = recorder(|p| p.done > 0);
    let answer = find_move_soundness_with(step, &start, 0, limits, &r.control);
    assert_eq!(answer, Err(WalkError::Cancelled));
    assert_eq!(r.reports_after_cancel(), 0);
}

#[test]
fn the_engines_suggestions_report_progress_and_can_be_cancelled() {
    let start = city().step_start(2).unwrap();
    let r = recorder(|_| false);
    let s = suggest(&start, 5, TurnLimits::default(), Sight::OwnRack, &r.control).unwrap();
    assert_eq!(s.best.len(), 5);
    assert_rises_to_the_whole(&r.fractions());

    let r = recorder(|_| true);
    assert_eq!(
        suggest(&start, 5, TurnLimits::default(), Sight::OwnRack, &r.control),
        Err(Cancelled)
    );
}

#[test]
fn the_labs_suggestions_count_maps_and_can_be_cancelled() {
    // Red needs 2 medals: an unfair draft, so the candidates are played too.
    let mut map = load_map(&bundled_map_path("castle-field"));
    map.targets.red = 2;
    let config = SimConfig {
        games: 40,
        blue: AiSpec::Random,
        red: AiSpec::Random,
        threads: Some(1),
        ..SimConfig::default()
    };
    let r = recorder(|_| false);
    let s = lab_suggest(&map, GameOptions::default(), &config, &r.control).unwrap();
    assert!(s.unfair && !s.ranked.is_empty());
    let seen = r.seen.lock().unwrap().clone();
    let maps = toyforge_core::analysis::maps_played(&map) as u64;
    assert!(seen.iter().all(|p| p.total == maps), "{seen:?}");
    assert!(seen.windows(2).all(|w| w[0].done <= w[1].done), "{seen:?}");
    assert_eq!(
        seen.last().map(|p| (p.done, p.fraction())),
        Some((maps, 1.0))
    );

    // Cancelled while the second map's games are played: "cancelled", not a short ranking.
    let r = recorder(move |p| p.done == 1 && p.fraction() * maps as f32 > 1.001);
    let answer = lab_suggest(&map, GameOptions::default(), &config, &r.control);
    assert!(r.cancelled());
    assert_eq!(answer, Err(SimError::Cancelled));
    assert_eq!(r.reports_after_cancel(), 0);
}
