//! Courses: `toyforge check` on the bundled courses and on broken ones, and what the bundled
//! courses hold (every bundled lesson in a course, the Chinese course complete and in Chinese).

use crate::common;

use common::{arg, toyforge};
use std::path::PathBuf;
use toyforge::scenario::{Claim, Course, Step, check_scenario, is_course_file};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with `args` from the repository's top folder: its exit status, and its
/// standard output and error together.
fn run_toyforge(args: &[&str]) -> (i32, String) {
    let (code, out, err) = toyforge(args);
    (code, out + &err)
}

const COURSES: [&str; 6] = [
    "castle.course.ron",
    "castle.zh.course.ron",
    "castle.fr.course.ron",
    "castle.es.course.ron",
    "troops.course.ron",
    "battlefields.course.ron",
];

fn course(name: &str) -> Course {
    Course::read(&root().join("scenarios").join(name)).expect("the bundled course reads")
}

/// The bundled lesson files (not the courses), by file name.
fn bundled_lessons() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(root().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron") && !is_course_file(p))
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// A temporary copy of the bundled scenarios and maps, to break.
fn copy_of_bundled() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for folder in ["scenarios", "maps"] {
        std::fs::create_dir(dir.path().join(folder)).unwrap();
        for e in std::fs::read_dir(root().join(folder)).unwrap() {
            let p = e.unwrap().path();
            if p.is_file() {
                std::fs::copy(&p, dir.path().join(folder).join(p.file_name().unwrap())).unwrap();
            }
        }
    }
    dir
}

#[test]
fn every_bundled_course_passes_check_lesson_by_lesson() {
    for name in COURSES {
        let c = course(name);
        let path = format!("scenarios/{name}");
        let (code, out) = run_toyforge(&["check", &path]);
        assert_eq!(code, 0, "{out}");
        for l in c.lessons() {
            assert!(
                out.contains(&format!("scenarios/{}: ok (", l.name)),
                "{name}: {} not reported ok:\n{out}",
                l.name
            );
        }
        assert!(
            out.contains(&format!("{path}: course \"{}\"", c.title)),
            "{out}"
        );
        assert!(out.contains("all ok"), "{out}");
    }
}

#[test]
fn every_bundled_lesson_belongs_to_the_course_of_its_kind() {
    let named = |c: &str| course(c).lessons().map(|l| l.name).collect::<Vec<_>>();
    let castle = named("castle.course.ron");
    let zh = named("castle.zh.course.ron");
    let fr = named("castle.fr.course.ron");
    let es = named("castle.es.course.ron");
    let troops = named("troops.course.ron");
    let fields = named("battlefields.course.ron");
    for lesson in bundled_lessons() {
        let home = if lesson.ends_with(".zh.ron") {
            &zh
        } else if lesson.ends_with(".fr.ron") {
            &fr
        } else if lesson.ends_with(".es.ron") {
            &es
        } else if lesson.starts_with("castle-") {
            &castle
        } else if lesson.starts_with("troop-") {
            &troops
        } else if lesson.starts_with("rule-") {
            &fields
        } else {
            panic!("{lesson}: a bundled lesson of no known kind");
        };
        assert!(home.contains(&lesson), "{lesson} is in no course");
    }
}

/// Whether a text is written in a translation's language rather than left in English.
type WrittenIn = fn(&str) -> bool;

/// The translations of the Castle course: its language, and whether a text is written in it.
const TRANSLATIONS: [(&str, WrittenIn); 3] = [
    ("zh", |t| {
        t.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }),
    ("fr", |t| !t.is_empty()),
    ("es", |t| !t.is_empty()),
];

#[test]
fn each_translated_course_follows_the_english_one_lesson_for_lesson() {
    let en = course("castle.course.ron");
    assert_eq!(en.language, "en");
    let en_names: Vec<String> = en.lessons().map(|l| l.name).collect();
    let english = Course::load(&root().join("scenarios/castle.course.ron")).unwrap();
    for (lang, written_in) in TRANSLATIONS {
        let name = format!("castle.{lang}.course.ron");
        let tr = course(&name);
        assert_eq!(tr.language, lang, "{name}");
        let tr_names: Vec<String> = tr.lessons().map(|l| l.name).collect();
        let expected: Vec<String> = en_names
            .iter()
            .map(|n| n.replace(".ron", &format!(".{lang}.ron")))
            .collect();
        assert_eq!(tr_names, expected, "{name}");
        assert_eq!(tr.sections.len(), en.sections.len(), "{name}");
        assert_ne!(
            tr.title, en.title,
            "{name}: the course's title is not translated"
        );
        let loaded = Course::load(&root().join("scenarios").join(&name)).unwrap();
        for (l, e) in loaded.lessons.iter().zip(&english.lessons) {
            let s = &l.lesson.scenario;
            let source = &e.lesson.scenario;
            assert_eq!(s.language, lang, "{}", l.at);
            assert!(
                written_in(&s.title) && s.title != source.title,
                "{}: the title is not translated",
                l.at
            );
            assert_ne!(s.summary, source.summary, "{}: the summary", l.at);
            // The same lesson: the same position and the same kinds of steps, each with its
            // own words.
            assert_eq!(s.position, source.position, "{}", l.at);
            let kinds = |sc: &toyforge::scenario::Scenario| {
                sc.steps.iter().map(|s| s.kind_name()).collect::<Vec<_>>()
            };
            assert_eq!(kinds(s), kinds(source), "{}", l.at);
            // A step's title may be a troop's name in any language; most are words.
            let same = s
                .steps
                .iter()
                .zip(&source.steps)
                .filter(|(a, b)| a.title() == b.title())
                .count();
            assert!(
                2 * same < s.steps.len(),
                "{}: {same} of {} step titles are the English ones",
                l.at,
                s.steps.len()
            );
        }
    }
}

/// Every claim of a lesson's steps, with the step's kind.
fn all_claims(s: &toyforge::scenario::Scenario) -> Vec<(&'static str, Vec<Claim>)> {
    let mut out = Vec::new();
    for step in &s.steps {
        let kind = step.kind_name();
        match step {
            Step::Explain(e) => out.push((kind, e.claims.clone())),
            Step::Compare(c) => out.extend(c.candidates.iter().map(|c| (kind, c.claims.clone()))),
            Step::FindMove(f) => out.extend(f.answers().map(|(_, a)| (kind, a.claims.clone()))),
            Step::Walkthrough(w) => out.extend(w.stages.iter().map(|s| (kind, s.claims.clone()))),
            Step::Practice(_) => {}
        }
    }
    out
}

#[test]
fn the_castle_course_states_every_rule_of_the_tutorial_with_verified_claims() {
    use toyforge::engine::{EndReason, IllegalKind, Pending};
    use toyforge::pieces::Side::{Blue, Red};
    use toyforge::pieces::Troop;
    let loaded = Course::load(&root().join("scenarios/castle.course.ron")).unwrap();
    let mut claims: Vec<(&'static str, Vec<Claim>)> = Vec::new();
    for l in &loaded.lessons {
        let r = check_scenario(&l.lesson, &l.path.display().to_string());
        assert!(r.is_ok(), "{r}");
        claims.extend(all_claims(&l.lesson.scenario));
    }
    let somewhere = |c: &Claim| claims.iter().any(|(_, cs)| cs.contains(c));
    let together = |a: &Claim, b: &Claim| {
        claims
            .iter()
            .any(|(_, cs)| cs.contains(a) && cs.contains(b))
    };
    // The setup: 3 and 4 starting troops, 4 removed unseen.
    assert!(together(
        &Claim::RackSize { side: Blue, n: 3 },
        &Claim::RackSize { side: Red, n: 4 }
    ));
    assert!(together(
        &Claim::Removed { side: Blue, n: 4 },
        &Claim::Removed { side: Red, n: 4 }
    ));
    // The draw limits: 7 draws 1 (to 8), 8 cannot draw, 1 left in the reserve draws 1.
    assert!(somewhere(&Claim::RackSize { side: Blue, n: 8 }));
    let refused = |why| Claim::Illegal {
        why: Some(why),
        reason_contains: String::new(),
    };
    assert!(somewhere(&refused(IllegalKind::Draw)));
    assert!(together(
        &Claim::ReserveSize { side: Red, n: 0 },
        &Claim::RackSize { side: Red, n: 3 }
    ));
    // Never on one's own HQ.
    assert!(somewhere(&refused(IllegalKind::OwnHq)));
    // The stalled end and its tie rule: level medals, the side that cannot act loses.
    assert!(together(
        &Claim::Wins {
            side: Blue,
            how: EndReason::Stalled
        },
        &Claim::Medals { side: Red, n: 4 }
    ));
    assert!(together(
        &Claim::Wins {
            side: Blue,
            how: EndReason::Stalled
        },
        &Claim::Medals { side: Blue, n: 4 }
    ));
    assert!(somewhere(&Claim::Wins {
        side: Red,
        how: EndReason::Stalled
    }));
    // The medal win at the target.
    assert!(together(
        &Claim::Wins {
            side: Blue,
            how: EndReason::Medals
        },
        &Claim::Medals { side: Blue, n: 7 }
    ));
    // A region claimed by a troop that is cut off from its HQ.
    assert!(claims.iter().any(|(_, cs)| {
        cs.iter().any(|c| matches!(c, Claim::CutOff { .. }))
            && cs
                .iter()
                .any(|c| matches!(c, Claim::RegionsClaimed { ids, .. } if !ids.is_empty()))
    }));
    // One's own troop may be covered whatever the strengths: a Skully (1) on one's own Roxy.
    assert!(together(
        &Claim::Top {
            loc: "market-square".into(),
            side: Blue,
            troop: Troop::Roxy
        },
        &Claim::CanPlace {
            side: Blue,
            troop: Troop::Skully,
            loc: "market-square".into()
        }
    ));
    // The placed troop's effect waits first, the special base's after it; the troop the effect
    // uncovers draws nothing (its rack and reserve stay as they were).
    let waits = |p| Claim::Pending { effect: Some(p) };
    assert!(somewhere(&waits(Pending::Jumbo)));
    assert!(together(
        &waits(Pending::Castle),
        &Claim::Top {
            loc: "right-outpost".into(),
            side: Blue,
            troop: Troop::Skully
        }
    ));
    // Each lesson written for the course (not one of the tutorial's) explains, compares or
    // walks through, and asks for a move.
    let tutorial = [
        "castle-3-star-choice.ron",
        "castle-4-hook-bridge.ron",
        "castle-5-roxy-over-star.ron",
        "castle-8-take-the-win.ron",
        "castle-9-roxy-south.ron",
    ];
    let mut written = 0;
    for l in &loaded.lessons {
        if tutorial.iter().any(|t| l.path.ends_with(t)) {
            continue;
        }
        written += 1;
        let kinds: Vec<&str> = l
            .lesson
            .scenario
            .steps
            .iter()
            .map(|s| s.kind_name())
            .collect();
        for k in ["Explain", "FindMove"] {
            assert!(kinds.contains(&k), "{}: no {k} step ({kinds:?})", l.at);
        }
        assert!(
            kinds.contains(&"Compare") || kinds.contains(&"Walkthrough"),
            "{}: nothing compared or walked through ({kinds:?})",
            l.at
        );
    }
    assert_eq!(written, 6, "the lessons written for the course");
}

#[test]
fn a_first_game_board_says_the_special_bases_are_off() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = dir.path().join("lesson.svg");
    let map = dir.path().join("map.svg");
    let (code, out) = run_toyforge(&[
        "render",
        "scenarios/castle-3-star-choice.ron",
        "--out",
        &arg(&lesson),
    ]);
    assert_eq!(code, 0, "{out}");
    let svg = std::fs::read_to_string(&lesson).unwrap();
    assert!(
        svg.contains("special bases: off in a first game"),
        "the header says so"
    );
    assert!(
        !svg.contains("return another visible troop"),
        "no effect is described"
    );
    let (code, out) = run_toyforge(&["render", "maps/castle-field.ron", "--out", &arg(&map)]);
    assert_eq!(code, 0, "{out}");
    let svg = std::fs::read_to_string(&map).unwrap();
    assert!(
        svg.contains("special bases: return another visible troop"),
        "a map alone keeps it"
    );
}

#[test]
fn a_course_naming_a_missing_lesson_is_refused_with_the_file_and_reason() {
    let dir = copy_of_bundled();
    std::fs::remove_file(dir.path().join("scenarios/castle-4-hook-bridge.ron")).unwrap();
    let (code, out) = run_toyforge(&[
        "check",
        &arg(&dir.path().join("scenarios/castle.course.ron")),
    ]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("scenarios/castle.course.ron: section 2"),
        "the course and section are named:\n{out}"
    );
    assert!(
        out.contains("lesson 2 \"castle-4-hook-bridge.ron\""),
        "{out}"
    );
    assert!(out.contains("cannot read the file"), "{out}");
    assert!(out.contains("the course is refused"), "{out}");
    // No lesson is reported checked: the course is refused whole.
    assert!(!out.contains(": ok ("), "{out}");
}

#[test]
fn a_course_with_a_failing_lesson_exits_1_and_names_the_lesson() {
    let dir = copy_of_bundled();
    let lesson = dir.path().join("scenarios/castle-8-take-the-win.ron");
    let text_before = std::fs::read_to_string(&lesson).unwrap();
    // Any claim of a medal count, made false.
    let broken = text_before.replacen(
        "MedalsGained(side: blue, n: ",
        "MedalsGained(side: blue, n: 9",
        1,
    );
    assert_ne!(broken, text_before, "the lesson has a medal claim to break");
    std::fs::write(&lesson, broken).unwrap();
    let (code, out) = run_toyforge(&[
        "check",
        &arg(&dir.path().join("scenarios/castle.course.ron")),
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("scenarios/castle-8-take-the-win.ron: step"),
        "{out}"
    );
    assert!(out.contains("false claim"), "{out}");
    assert!(
        out.contains("scenarios/castle-3-star-choice.ron: ok ("),
        "the others are checked:\n{out}"
    );
    assert!(out.contains("1 failing"), "{out}");
}

#[test]
fn a_course_with_a_syntax_error_names_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.course.ron");
    std::fs::write(
        &path,
        "Course(\n    version: 1,\n    title: \"Bad\",\n    sections: [(title: \"A\", lesons: [\"a.ron\"])],\n)\n",
    )
    .unwrap();
    let (code, out) = run_toyforge(&["check", &arg(&path)]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("bad.course.ron:4:"), "{out}");
    assert!(out.contains("lesons"), "the unknown field is named:\n{out}");
}

#[test]
fn a_course_naming_a_lesson_outside_its_folder_is_refused() {
    let dir = copy_of_bundled();
    let path = dir.path().join("scenarios/out.course.ron");
    std::fs::write(
        &path,
        "Course(version: 1, title: \"Out\", sections: [(title: \"A\", lessons: [\"../maps/castle-field.ron\"])])",
    )
    .unwrap();
    let (code, out) = run_toyforge(&["check", &arg(&path)]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("`../maps/castle-field.ron` leaves the course's folder"),
        "{out}"
    );
}

#[test]
fn a_folder_walk_loads_courses_and_checks_their_lessons_once() {
    let (code, out) = run_toyforge(&["check", "scenarios"]);
    assert_eq!(code, 0, "{out}");
    for name in COURSES {
        assert!(
            out.contains(&format!("scenarios/{name}: course \"")),
            "{out}"
        );
    }
    assert_eq!(
        out.matches("scenarios/castle-3-star-choice.ron: ok (")
            .count(),
        1,
        "each lesson once:\n{out}"
    );
    let n = bundled_lessons().len();
    assert!(
        out.contains(&format!("{n} lessons checked: 0 failing")),
        "{out}"
    );
}

// ----- the course panel of the app -----------------------------------------------------------

use common::ui::{Editor, H, harness, press, shows, type_into};
use egui_kittest::kittest::Queryable;
use toyforge::app::course::lesson_label;
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::lesson::LessonTab;
use toyforge::app::{EditorApp, Mode, bundled_map};

/// The file of the lesson open in the workspace.
fn open_lesson(h: &H) -> String {
    let doc = h.state().lesson().doc().expect("a lesson is open");
    let path = doc.path().expect("read from a file");
    path.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn a_course_given_on_the_command_line_lists_its_lessons_and_opens_the_first() {
    let mut app = EditorApp::new(bundled_map(), None);
    assert!(app.open_now(&root().join("scenarios/castle.course.ron")));
    let mut h = harness(app);
    assert_eq!(h.state().mode(), Mode::Lesson);
    let c = course("castle.course.ron");
    assert!(shows(&h, &c.title));
    for s in &c.sections {
        assert!(shows(&h, &s.title), "section {} listed", s.title);
    }
    let panel = h.state().course().expect("the course panel").clone();
    let titles: Vec<String> = panel.lessons().map(|e| e.title.clone()).collect();
    assert_eq!(titles.len(), c.lesson_count());
    for (i, t) in titles.iter().enumerate() {
        assert!(
            shows(&h, &lesson_label(i + 1, t)),
            "lesson {t} listed in order"
        );
    }
    assert_eq!(open_lesson(&h), "castle-1-setup.ron");
    assert_eq!(
        h.state().lesson().tab,
        LessonTab::Preview,
        "taken as a learner takes it"
    );

    // A click on a lesson opens it in the workspace; Next and Previous step through the course.
    press(&mut h, &lesson_label(3, &titles[2]));
    assert_eq!(open_lesson(&h), "castle-3-star-choice.ron");
    assert_eq!(
        h.state().lesson().doc().unwrap().scenario().title,
        titles[2]
    );
    press(&mut h, "Next lesson");
    assert_eq!(open_lesson(&h), "castle-4-hook-bridge.ron");
    press(&mut h, "Previous lesson");
    press(&mut h, "Previous lesson");
    assert_eq!(open_lesson(&h), "castle-2-drawing.ron");

    press(&mut h, "Close course");
    assert!(h.state().course().is_none());
    assert!(!shows(&h, &c.title));
    assert_eq!(
        open_lesson(&h),
        "castle-2-drawing.ron",
        "the lesson stays open"
    );
}

#[test]
fn file_open_course_asks_for_the_file_and_reads_it_after_the_frame() {
    let mut h = harness(EditorApp::new(bundled_map(), None));
    press(&mut h, "File");
    press(&mut h, "Open course…");
    assert!(shows(&h, "Open a course"));
    type_into(&mut h, "Path", "scenarios/troops.course.ron");
    press(&mut h, "Open");
    let panel = h.state().course().expect("the course opened");
    assert_eq!(panel.title, course("troops.course.ron").title);
    assert_eq!(h.state().mode(), Mode::Lesson);
    assert_eq!(open_lesson(&h), "troop-roxy.ron");
    assert!(shows(&h, "Strength alone"));
}

#[test]
fn open_course_lists_only_course_files_and_offers_the_bundled_courses() {
    let dir = std::env::temp_dir().join(format!("toyforge-open-course-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("drafts")).unwrap();
    let read = |p: &str| std::fs::read_to_string(root().join(p)).unwrap();
    let course_text = read("scenarios/castle.course.ron");
    std::fs::write(dir.join("named.course.ron"), &course_text).unwrap();
    // A course by its text, under a plain name: the loader takes it as one.
    std::fs::write(dir.join("plain.ron"), &course_text).unwrap();
    std::fs::write(dir.join("a-map.ron"), read("maps/castle-field.ron")).unwrap();
    std::fs::write(
        dir.join("a-lesson.ron"),
        read("scenarios/castle-1-setup.ron"),
    )
    .unwrap();
    std::fs::write(dir.join("notes.txt"), "not a course").unwrap();

    let mut h = harness(EditorApp::new(bundled_map(), None));
    press(&mut h, "File");
    press(&mut h, "Open course…");
    type_into(&mut h, "Path", &dir.display().to_string());
    // A folder picked is gone into.
    press(&mut h, "Open");
    let listed = |h: &H, name: &str| h.query_by_label(name).is_some();
    assert!(listed(&h, "named.course.ron"));
    assert!(listed(&h, "plain.ron"));
    assert!(listed(&h, &format!("drafts{}", std::path::MAIN_SEPARATOR)));
    for other in ["a-map.ron", "a-lesson.ron", "notes.txt"] {
        assert!(!listed(&h, other), "{other} is not a course but is listed");
    }
    assert!(shows(&h, "(.course.ron)"), "the list says what it shows");

    press(&mut h, "Bundled courses");
    assert!(listed(&h, "castle.course.ron"));
    assert!(listed(&h, "troops.course.ron"));
    assert!(
        !listed(&h, "castle-1-setup.ron"),
        "the lessons beside the courses are not listed"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lesson_with_unsaved_changes_is_asked_about_before_the_course_opens_another() {
    let mut app = EditorApp::new(bundled_map(), None);
    assert!(app.open_now(&root().join("scenarios/castle.course.ron")));
    let mut h = harness(app);
    h.state_mut()
        .lesson_mut()
        .doc_mut()
        .unwrap()
        .apply(LessonEdit::SetTitle("Changed".into()), Merge::Alone)
        .unwrap();
    h.run();
    let second = h
        .state()
        .course()
        .unwrap()
        .lessons()
        .nth(1)
        .unwrap()
        .title
        .clone();
    press(&mut h, &lesson_label(2, &second));
    assert!(shows(&h, "Unsaved changes"), "the question is asked");
    assert_eq!(
        open_lesson(&h),
        "castle-1-setup.ron",
        "nothing is dropped yet"
    );
}

#[test]
fn a_course_with_a_missing_lesson_is_not_opened_and_the_message_names_it() {
    let dir = copy_of_bundled();
    std::fs::remove_file(dir.path().join("scenarios/troop-hook.ron")).unwrap();
    let mut app = EditorApp::new(bundled_map(), None);
    assert!(!app.open_now(&dir.path().join("scenarios/troops.course.ron")));
    let h = harness(app);
    assert!(h.state().course().is_none());
    assert!(shows(&h, "Could not open the course"));
    assert!(
        shows(&h, "lesson 1 \"troop-hook.ron\""),
        "the lesson is named"
    );
    assert!(shows(&h, "section 4 \"Bending the placement rules\""));
}

#[test]
fn the_chinese_course_opens_through_file_open_and_lists_its_lessons_in_chinese() {
    // The default test fonts have no Chinese; the app draws it with the system's fonts.
    let mut h = Editor::bundled().tofu().run();
    press(&mut h, "File");
    h.get_by_label("Open… Ctrl+O").click();
    h.run();
    type_into(&mut h, "Path", "scenarios/castle.zh.course.ron");
    press(&mut h, "Open");
    let panel = h
        .state()
        .course()
        .expect("File → Open… opens a course too")
        .clone();
    assert_eq!(panel.language, "zh");
    assert!(shows(&h, "城堡场地：你的第一局"));
    assert!(shows(&h, "地图与回合"));
    assert!(shows(&h, &lesson_label(11, "城堡 11：一方再也无法行动时")));
    assert_eq!(open_lesson(&h), "castle-1-setup.zh.ron");
    press(
        &mut h,
        &lesson_label(2, &panel.lessons().nth(1).unwrap().title),
    );
    assert_eq!(open_lesson(&h), "castle-2-drawing.zh.ron");
}

#[test]
fn the_castle_lessons_are_numbered_in_the_order_of_the_course() {
    for (name, title, colon, board) in [
        ("castle.course.ron", "Castle ", ":", "The board"),
        ("castle.zh.course.ron", "城堡 ", "：", "地图"),
        ("castle.fr.course.ron", "Château ", " :", "Le plateau"),
        ("castle.es.course.ron", "Castillo ", ":", "El tablero"),
    ] {
        let loaded = Course::load(&root().join("scenarios").join(name)).unwrap();
        for (i, l) in loaded.lessons.iter().enumerate() {
            let file = l.path.file_name().unwrap().to_string_lossy();
            assert!(
                file.starts_with(&format!("castle-{}-", i + 1)),
                "{name}: lesson {} is {file}",
                i + 1
            );
            let shown = &l.lesson.scenario.title;
            assert!(
                shown.starts_with(&format!("{title}{}{colon}", i + 1)),
                "{name}: lesson {} is titled {shown}",
                i + 1
            );
        }
        // What is on the board first, the end of the game last.
        let first = &loaded.lessons[0].lesson.scenario;
        assert_eq!(first.steps[0].title(), board, "{name}");
        let last = name
            .replace("castle", "castle-11-no-moves-left")
            .replace(".course", "");
        assert!(
            loaded.lessons.last().unwrap().path.ends_with(&last),
            "{name}: the last lesson is not {last}"
        );
    }
}
