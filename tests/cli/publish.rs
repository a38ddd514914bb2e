//! `toyforge publish`: the site it writes for the bundled courses (page, player, manifest,
//! lessons with their maps, the Chinese course's cut-down font), and every way it refuses: a
//! course naming a missing lesson, a lesson failing `check`, no built player, a folder that is
//! no published site, a file that is no font. A refused publish writes nothing and leaves the
//! site published before as it was.

use fontcull_skrifa::raw::TableProvider;
use fontcull_skrifa::{FontRef, MetadataProvider};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use toyforge::scenario::Manifest;
use toyforge::scenario::{MapSource, Scenario};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn course(name: &str) -> String {
    root().join("scenarios").join(name).display().to_string()
}

/// A stand-in for the built web player (publish copies its two files as they are).
fn player(dir: &Path) -> PathBuf {
    let p = dir.join("player");
    std::fs::create_dir_all(&p).unwrap();
    std::fs::write(p.join("toyforge.js"), "// the player's JavaScript\n").unwrap();
    std::fs::write(p.join("toyforge_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
    p
}

fn publish(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toyforge"))
        .arg("publish")
        .args(args)
        .output()
        .expect("the toyforge binary runs")
}

fn publish_to(course: &str, out: &Path, player: &Path) -> Output {
    publish(&[
        course,
        "--out",
        &out.display().to_string(),
        "--player",
        &player.display().to_string(),
    ])
}

/// Publishes the bundled Castle course to `site` with `player`, and checks that it succeeded.
fn publish_castle(site: &Path, player: &Path) {
    let o = publish_to(&course("castle.course.ron"), site, player);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// The cut of Noto Sans CJK SC committed with the tests (see `tests/fixtures/fonts/README.md`):
/// the Chinese course's characters, so its tests need no installed font.
fn cjk_font() -> String {
    root()
        .join("tests/fixtures/fonts/NotoSansCJKsc-subset.otf")
        .display()
        .to_string()
}

/// `publish_to` for the Chinese course, with the committed font.
fn publish_chinese(out: &Path, player: &Path) -> Output {
    publish(&[
        &course("castle.zh.course.ron"),
        "--out",
        &out.display().to_string(),
        "--player",
        &player.display().to_string(),
        "--font",
        &cjk_font(),
    ])
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn manifest(site: &Path) -> Manifest {
    let text = std::fs::read_to_string(site.join("course.json")).expect("course.json is written");
    Manifest::from_json(&text).expect("course.json reads")
}

#[test]
fn the_castle_course_becomes_a_site_with_every_lesson_and_its_map() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    let o = publish_to(&course("castle.course.ron"), &site, &player(dir.path()));
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("published \"Castle Field"), "{out}");
    for f in [
        "index.html",
        "toyforge.js",
        "toyforge_bg.wasm",
        "course.json",
    ] {
        assert!(site.join(f).is_file(), "{f} is in the site");
    }
    let m = manifest(&site);
    assert!(m.title.starts_with("Castle Field"));
    assert_eq!(m.language, "en");
    assert!(m.fonts.is_empty(), "an English course needs no extra font");
    let lessons: Vec<_> = m.lessons().collect();
    assert!(lessons.len() >= 5, "{} lessons", lessons.len());
    assert!(lessons[0].title.starts_with("Castle 1"));
    for l in lessons {
        let text = std::fs::read_to_string(site.join(&l.file)).unwrap();
        let s = Scenario::from_ron(&text, &l.file).expect("a published lesson reads");
        assert!(
            matches!(s.map, MapSource::Embedded(_)),
            "{} carries its map",
            l.file
        );
        assert_eq!(s.steps.len(), l.steps);
        assert_eq!(s.title, l.title);
    }
    let page = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(page.contains("<html lang=\"en\">") && page.contains("./toyforge.js"));
    assert!(page.contains("aria-live=\"polite\"") && page.contains("toyforge-canvas"));
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "no network at run time"
    );
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(".toyforge"))
        .collect();
    assert!(leftovers.is_empty(), "no temporary folder is left behind");
}

#[test]
fn the_chinese_course_carries_a_font_cut_to_its_characters() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("zh");
    let o = publish_chinese(&site, &player(dir.path()));
    assert!(o.status.success(), "{}", stderr(&o));
    let m = manifest(&site);
    assert_eq!(m.language, "zh");
    assert_eq!(m.fonts, ["fonts/course.ttf"]);
    let font = std::fs::read(site.join("fonts/course.ttf")).unwrap();
    assert!(
        font.len() < 1_000_000,
        "the font is cut down: {} bytes",
        font.len()
    );
    let f = FontRef::new(&font).expect("the cut font is a font");
    let map = f.charmap();
    let mut han = std::collections::BTreeSet::new();
    for lesson in m.lessons() {
        let text = std::fs::read_to_string(site.join(&lesson.file)).unwrap();
        han.extend(
            text.chars()
                .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c)),
        );
    }
    assert!(han.len() > 100, "{} characters", han.len());
    assert!(
        han.iter().all(|&c| map.map(c).is_some()),
        "every Chinese character of the lessons is in the font"
    );
    // The player's own words are drawn with it too: its buttons, status line and the engine's
    // sentences in Chinese.
    let lang = toyforge_core::i18n::Lang::Zh;
    for id in [
        "preview-next",
        "player-contents",
        "preview-restart",
        "course-previous",
    ] {
        let words = toyforge_core::i18n::message(lang, id, None);
        let missing: String = words
            .chars()
            .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c) && map.map(*c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "{id} ({words}): {missing} not in the font"
        );
    }
    // The font holds the messages' characters as well as the lessons'.
    for (file, text) in toyforge_core::i18n::files(lang) {
        if !toyforge_core::i18n::is_editor_file(file) {
            han.extend(
                text.chars()
                    .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c)),
            );
        }
    }
    // The characters' glyphs and the parts they are built from, a sliver of the source font's
    // tens of thousands.
    let glyphs = usize::from(f.maxp().expect("a glyph count").num_glyphs());
    assert!(glyphs <= 3 * han.len(), "and little more: {glyphs} glyphs");
    let page = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(page.contains("<html lang=\"zh\">"));
}

/// Every file of a site, relative to it, but the service worker itself.
fn site_files(site: &Path) -> std::collections::BTreeSet<String> {
    fn walk(dir: &Path, base: &Path, out: &mut std::collections::BTreeSet<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, base, out);
            } else {
                let rel = p
                    .strip_prefix(base)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(rel);
            }
        }
    }
    let mut out = std::collections::BTreeSet::new();
    walk(site, site, &mut out);
    out.remove("sw.js");
    out
}

/// The JSON list after `const FILES = ` in the service worker.
fn cached_files(worker: &str) -> std::collections::BTreeSet<String> {
    let list = worker
        .split("const FILES = ")
        .nth(1)
        .and_then(|rest| rest.split(";\n").next())
        .expect("the worker lists its files");
    serde_json::from_str::<Vec<String>>(list)
        .expect("the list is JSON")
        .into_iter()
        .collect()
}

#[test]
fn a_site_is_installable_and_its_worker_caches_every_file_it_has() {
    let dir = tempfile::tempdir().unwrap();
    for (name, lang) in [
        ("castle.course.ron", "en"),
        ("castle.zh.course.ron", "zh"),
        ("castle.fr.course.ron", "fr"),
        ("castle.es.course.ron", "es"),
    ] {
        let site = dir.path().join(lang);
        let o = if lang == "zh" {
            publish_chinese(&site, &player(dir.path()))
        } else {
            publish_to(&course(name), &site, &player(dir.path()))
        };
        assert!(o.status.success(), "{}", stderr(&o));
        let worker = std::fs::read_to_string(site.join("sw.js")).expect("a service worker");
        // Every file the learner's browser loads; publish's own record of what it wrote is
        // for the next publish, not the browser.
        let mut files = site_files(&site);
        assert!(
            files.remove(".toyforge-published.json"),
            "the record is there"
        );
        assert_eq!(
            cached_files(&worker),
            files,
            "the worker caches the whole site"
        );
        for f in [
            "icon.svg",
            "icon-192.png",
            "icon-512.png",
            "manifest.webmanifest",
        ] {
            assert!(files.contains(f), "{f} is in the site");
        }
        let png = image::open(site.join("icon-512.png")).expect("the icon is a PNG");
        assert_eq!((png.width(), png.height()), (512, 512));
        let app: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(site.join("manifest.webmanifest")).unwrap(),
        )
        .expect("the web app manifest is JSON");
        assert_eq!(app["name"].as_str(), Some(manifest(&site).title.as_str()));
        assert_eq!(app["lang"], lang);
        assert_eq!(app["start_url"], "./");
        assert_eq!(app["display"], "standalone");
        let icons: Vec<&str> = app["icons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["src"].as_str().unwrap())
            .collect();
        assert!(icons.iter().all(|i| files.contains(*i)), "{icons:?}");
        let page = std::fs::read_to_string(site.join("index.html")).unwrap();
        // Every file the page names is in the site: nothing it asks for is missing (a 404).
        for linked in [
            "icon.svg",
            "icon-192.png",
            "manifest.webmanifest",
            "sw.js",
            "toyforge.js",
        ] {
            assert!(
                page.contains(&format!("\"./{linked}\""))
                    || page.contains(&format!("\"{linked}\"")),
                "the page links {linked}"
            );
            assert!(site.join(linked).is_file(), "{linked} is there");
        }
        assert!(
            page.contains("rel=\"icon\""),
            "the page names its icon: no favicon.ico asked"
        );
        assert!(page.contains("serviceWorker.register"));
        assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
    }
    // A learner without JavaScript is asked in the course's language.
    for (lang, asks) in [("fr", "activez JavaScript"), ("es", "activa JavaScript")] {
        let page = std::fs::read_to_string(dir.path().join(lang).join("index.html")).unwrap();
        assert!(page.contains(asks), "{lang}");
    }
    let zh = std::fs::read_to_string(dir.path().join("zh/index.html")).unwrap();
    let noscript = zh
        .split("<noscript>")
        .nth(1)
        .unwrap()
        .split("</noscript>")
        .next()
        .unwrap();
    assert!(
        noscript.contains("请启用"),
        "the Chinese page asks in Chinese: {noscript}"
    );
    assert!(!noscript.contains("please"), "{noscript}");
    let en = std::fs::read_to_string(dir.path().join("en/index.html")).unwrap();
    assert!(en.contains("<noscript>This course runs in the browser"));
}

#[test]
fn a_course_published_again_changes_its_cache_only_when_a_file_changes() {
    let dir = tempfile::tempdir().unwrap();
    let player = player(dir.path());
    let site = dir.path().join("site");
    let version = |site: &Path| {
        let w = std::fs::read_to_string(site.join("sw.js")).unwrap();
        w.lines()
            .find(|l| l.starts_with("const CACHE"))
            .unwrap()
            .to_string()
    };
    publish_castle(&site, &player);
    let first = version(&site);
    publish_castle(&site, &player);
    assert_eq!(version(&site), first, "the same site, the same cache");
    std::fs::write(player.join("toyforge_bg.wasm"), b"\0asm\x01\0\0\0\0").unwrap();
    publish_castle(&site, &player);
    assert_ne!(version(&site), first, "a new player, a new cache");
}

/// A folder with a course naming `lessons`, the bundled map beside it as a library.
fn course_dir(dir: &Path, lessons: &[&str]) -> PathBuf {
    let maps = dir.join("maps");
    std::fs::create_dir_all(&maps).unwrap();
    std::fs::copy(
        root().join("maps/castle-field.ron"),
        maps.join("castle-field.ron"),
    )
    .unwrap();
    let names: Vec<String> = lessons.iter().map(|l| format!("{l:?}")).collect();
    let text = format!(
        "Course(version: 1, title: \"Test course\", language: \"en\", sections: [(title: \"One\", lessons: [{}])])\n",
        names.join(", ")
    );
    let p = dir.join("test.course.ron");
    std::fs::write(&p, text).unwrap();
    p
}

/// A bundled lesson copied into `dir`, its map named from there.
fn copy_lesson(dir: &Path, name: &str, edit: impl Fn(String) -> String) {
    let text = std::fs::read_to_string(root().join("scenarios").join(name)).unwrap();
    let text = text.replace("\"../maps/castle-field.ron\"", "\"maps/castle-field.ron\"");
    std::fs::write(dir.join(name), edit(text)).unwrap();
}

#[test]
fn a_course_naming_a_missing_lesson_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    copy_lesson(dir.path(), "castle-3-star-choice.ron", |t| t);
    let c = course_dir(
        dir.path(),
        &["castle-3-star-choice.ron", "no-such-lesson.ron"],
    );
    let site = dir.path().join("site");
    let o = publish_to(&c.display().to_string(), &site, &player(dir.path()));
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("test.course.ron"), "names the course: {e}");
    assert!(e.contains("no-such-lesson.ron"), "names the lesson: {e}");
    assert!(e.contains("not published"), "{e}");
    assert!(!site.exists(), "nothing is written");
}

#[test]
fn a_lesson_failing_check_is_refused_with_its_file_and_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    // The lesson now claims blue's Star ends on the wrong base.
    copy_lesson(dir.path(), "castle-3-star-choice.ron", |t| {
        t.replacen(
            "Top(loc: \"right-flank\", side: blue, troop: star)",
            "Top(loc: \"right-flank\", side: red, troop: star)",
            1,
        )
    });
    let c = course_dir(dir.path(), &["castle-3-star-choice.ron"]);
    let site = dir.path().join("site");
    let o = publish_to(&c.display().to_string(), &site, &player(dir.path()));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("castle-3-star-choice.ron"),
        "names the lesson: {e}"
    );
    assert!(e.contains("right-flank"), "says what is wrong: {e}");
    assert!(e.contains("fail `toyforge check`"), "{e}");
    assert!(!site.exists(), "nothing is written");
}

#[test]
fn a_refused_publish_keeps_the_site_published_before() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    let p = player(dir.path());
    publish_castle(&site, &p);
    let before = std::fs::read_to_string(site.join("course.json")).unwrap();
    let c = course_dir(dir.path(), &["gone.ron"]);
    let o = publish_to(&c.display().to_string(), &site, &p);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(site.join("course.json")).unwrap(),
        before
    );
    // Publishing again replaces the site whole.
    let o = publish_chinese(&site, &p);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(manifest(&site).language, "zh");
    assert!(!site.join("lessons/05-castle-5-roxy-over-star.ron").exists());
}

#[test]
fn a_folder_that_is_no_published_site_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("my-files");
    std::fs::create_dir_all(&mine).unwrap();
    std::fs::write(mine.join("notes.txt"), "mine").unwrap();
    let o = publish_to(&course("castle.course.ron"), &mine, &player(dir.path()));
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("my-files") && e.contains("notes.txt") && e.contains("--replace"),
        "{e}"
    );
    assert_eq!(
        std::fs::read_to_string(mine.join("notes.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn without_a_built_player_publish_says_how_to_build_it() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("nothing");
    std::fs::create_dir_all(&empty).unwrap();
    let o = publish_to(
        &course("castle.course.ron"),
        &dir.path().join("site"),
        &empty,
    );
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains(".ci/web-build") && e.contains("--player"), "{e}");
    assert!(e.contains("nothing"), "names the folder tried: {e}");
}

#[test]
fn a_font_option_that_is_no_font_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ttf");
    std::fs::write(&bad, "not a font").unwrap();
    let o = publish(&[
        &course("castle.zh.course.ron"),
        "--out",
        &dir.path().join("site").display().to_string(),
        "--player",
        &player(dir.path()).display().to_string(),
        "--font",
        &bad.display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("bad.ttf") && e.contains("not a font"), "{e}");
}

/// Every file under `dir`, relative, sorted.
fn files_under(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            if e.file_type().unwrap().is_dir() {
                stack.push(e.path());
            } else {
                let rel = e.path().strip_prefix(dir).unwrap().display().to_string();
                out.push(rel);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_folder_of_the_users_is_refused_with_a_list_of_what_would_go() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir_all(out.join("photos")).unwrap();
    std::fs::write(out.join("thesis.txt"), "chapter one").unwrap();
    std::fs::write(out.join("photos/cat.jpg"), "a cat").unwrap();
    // Looks like a site, but no publish wrote it.
    std::fs::write(out.join("course.json"), "{}").unwrap();
    let p = player(dir.path());
    let o = publish_to(&course("castle.course.ron"), &out, &p);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let e = stderr(&o);
    for name in [
        "thesis.txt",
        "photos/",
        "photos/cat.jpg",
        "course.json",
        "--replace",
    ] {
        assert!(e.contains(name), "lists {name}: {e}");
    }
    assert_eq!(
        files_under(&out),
        ["course.json", "photos/cat.jpg", "thesis.txt"]
    );
    // --replace removes them, and says which.
    let o = publish(&[
        &course("castle.course.ron"),
        "--out",
        &out.display().to_string(),
        "--player",
        &p.display().to_string(),
        "--replace",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("thesis.txt") && e.contains("removing"), "{e}");
    assert!(!out.join("thesis.txt").exists());
    assert!(out.join("index.html").is_file());
}

#[test]
fn a_site_is_replaced_only_while_it_holds_what_publish_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    let p = player(dir.path());
    publish_castle(&site, &p);
    let record = std::fs::read_to_string(site.join(".toyforge-published.json")).unwrap();
    for f in files_under(&site) {
        if f != ".toyforge-published.json" {
            assert!(record.contains(&format!("\"{f}\"")), "{f} is in the record");
        }
    }
    // Unchanged: replaced.
    publish_castle(&site, &p);
    // A file the user added is listed and kept.
    std::fs::write(site.join("notes.txt"), "mine").unwrap();
    let o = publish_to(&course("castle.course.ron"), &site, &p);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("notes.txt"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(site.join("notes.txt")).unwrap(),
        "mine"
    );
    std::fs::remove_file(site.join("notes.txt")).unwrap();
    // So is a published file the user changed.
    std::fs::write(site.join("index.html"), "my own page").unwrap();
    let o = publish_to(&course("castle.course.ron"), &site, &p);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("index.html"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(site.join("index.html")).unwrap(),
        "my own page"
    );
}

#[test]
fn a_folder_holding_the_course_is_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let anc = dir.path().join("anc");
    let src = anc.join("src");
    std::fs::create_dir_all(&src).unwrap();
    copy_lesson(&src, "castle-3-star-choice.ron", |t| t);
    let c = course_dir(&src, &["castle-3-star-choice.ron"]);
    let p = player(dir.path());
    for extra in [None, Some("--replace")] {
        let mut args = vec![
            c.display().to_string(),
            "--out".into(),
            anc.display().to_string(),
            "--player".into(),
            p.display().to_string(),
        ];
        args.extend(extra.map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = publish(&args);
        assert_eq!(o.status.code(), Some(2), "{:?}: {}", extra, stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("part of the course being published"), "{e}");
        assert!(c.is_file() && src.join("castle-3-star-choice.ron").is_file());
    }
    // The course's own folder, and the folder of its maps, likewise.
    for out in [src.clone(), src.join("maps")] {
        let o = publish_to(&c.display().to_string(), &out, &p);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(src.join("maps/castle-field.ron").is_file());
    }
}

#[test]
fn a_published_lesson_with_a_quote_in_its_title_checks_as_a_lesson() {
    let dir = tempfile::tempdir().unwrap();
    copy_lesson(dir.path(), "castle-3-star-choice.ron", |t| {
        t.replacen("title: \"", "title: \"The 3\\\" gap: ", 1)
    });
    let c = course_dir(dir.path(), &["castle-3-star-choice.ron"]);
    let site = dir.path().join("site");
    let o = publish_to(&c.display().to_string(), &site, &player(dir.path()));
    assert!(o.status.success(), "{}", stderr(&o));
    let lesson = &manifest(&site).lessons().next().unwrap().file.clone();
    assert!(
        manifest(&site)
            .lessons()
            .next()
            .unwrap()
            .title
            .starts_with("The 3\" gap")
    );
    let o = Command::new(env!("CARGO_BIN_EXE_toyforge"))
        .arg("check")
        .arg(site.join(lesson))
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        stderr(&o)
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn a_course_needing_a_font_the_machine_lacks_is_refused_naming_the_option_and_a_package() {
    let dir = tempfile::tempdir().unwrap();
    // A font configuration whose only font folder is empty: a machine with no fonts.
    let empty = dir.path().join("no-fonts");
    std::fs::create_dir_all(&empty).unwrap();
    let conf = dir.path().join("fonts.conf");
    std::fs::write(
        &conf,
        format!(
            "<?xml version=\"1.0\"?>\n<fontconfig><dir>{}</dir></fontconfig>\n",
            empty.display()
        ),
    )
    .unwrap();
    let site = dir.path().join("zh");
    let o = Command::new(env!("CARGO_BIN_EXE_toyforge"))
        .env("FONTCONFIG_FILE", &conf)
        .args(["publish", &course("castle.zh.course.ron"), "--out"])
        .arg(&site)
        .arg("--player")
        .arg(player(dir.path()))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("--font") && e.contains("fonts-"),
        "names the option and a package: {e}"
    );
    assert!(!site.exists());
}

#[cfg(unix)]
fn mkfifo(p: &Path) {
    assert!(Command::new("mkfifo").arg(p).status().unwrap().success());
}

/// Runs `publish` with `args`, failing the test if it does not end within 30 s.
fn publish_within(args: Vec<String>) -> Output {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let _ = tx.send(publish(&args));
    });
    rx.recv_timeout(std::time::Duration::from_secs(30))
        .expect("publish ends without waiting on a pipe or reading a device to its end")
}

#[cfg(unix)]
#[test]
fn a_device_or_a_pipe_as_the_font_or_the_output_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let p = player(dir.path()).display().to_string();
    let fifo = dir.path().join("font.ttf");
    mkfifo(&fifo);
    for font in ["/dev/zero".to_string(), fifo.display().to_string()] {
        let site = dir.path().join("site");
        let o = publish_within(vec![
            course("castle.zh.course.ron"),
            "--out".into(),
            site.display().to_string(),
            "--player".into(),
            p.clone(),
            "--font".into(),
            font.clone(),
        ]);
        assert_eq!(o.status.code(), Some(2), "{font}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains(&font) && e.contains("not a regular file"), "{e}");
        assert!(!site.exists());
    }
    let out = dir.path().join("out");
    mkfifo(&out);
    let o = publish_within(vec![
        course("castle.course.ron"),
        "--out".into(),
        out.display().to_string(),
        "--player".into(),
        p,
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("not a folder"), "{}", stderr(&o));
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(".toyforge"))
        .collect();
    assert!(left.is_empty(), "no temporary folder is left: {left:?}");
}

#[test]
fn a_folder_holding_the_font_is_refused_before_the_lessons_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let p = player(dir.path());
    let out = dir.path().join("site");
    std::fs::create_dir_all(&out).unwrap();
    let font = out.join("font.otf");
    std::fs::copy(cjk_font(), &font).unwrap();
    for extra in [None, Some("--replace")] {
        let mut args = vec![
            course("castle.zh.course.ron"),
            "--out".into(),
            out.display().to_string(),
            "--player".into(),
            p.display().to_string(),
            "--font".into(),
            font.display().to_string(),
        ];
        args.extend(extra.map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = publish(&args);
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("font.otf"), "{}", stderr(&o));
        assert!(font.is_file());
    }
    // The font file itself as --out.
    let o = publish(&[
        &course("castle.zh.course.ron"),
        "--out",
        &font.display().to_string(),
        "--player",
        &p.display().to_string(),
        "--font",
        &font.display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        std::fs::read(&font).unwrap(),
        std::fs::read(cjk_font()).unwrap()
    );
}

#[test]
fn a_font_cut_short_is_refused_with_its_name_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let p = player(dir.path());
    let whole = std::fs::read(cjk_font()).unwrap();
    // Cut at several places: inside the table directory's tables, and near the end.
    for len in [whole.len() / 10, whole.len() / 2, whole.len() - 100] {
        let font = dir.path().join(format!("cut-{len}.otf"));
        std::fs::write(&font, &whole[..len]).unwrap();
        let out = dir.path().join(format!("site-{len}"));
        let o = publish(&[
            &course("castle.zh.course.ron"),
            "--out",
            &out.display().to_string(),
            "--player",
            &p.display().to_string(),
            "--font",
            &font.display().to_string(),
        ]);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{len}: {e}");
        assert!(
            e.contains(&format!("cut-{len}.otf")) && e.contains("not a usable font"),
            "{len}: {e}"
        );
        assert!(!e.contains("panicked"), "{len}: {e}");
        assert!(!out.exists(), "{len}");
    }
}
