//! Reading and writing files safely: what the loaders refuse, how they locate errors, what a
//! scenario may read, and what a save does to the files around it.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use toyforge_core::map::{
    AtomicFile, LoadError, MAX_MEDALS, MAX_NAME_CHARS, MAX_TEXT_CHARS, Map, ProblemKind, Severity,
    backup_path, read_text, replace_file, save_atomic, validate,
};
use toyforge_core::scenario::{Scenario, resolve_map};
use toyforge_core::testkit::{bundled_map_path, castle_board, repo_root};

/// Runs `f` on another thread and fails the test if it does not finish within `secs`.
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("did not finish within {secs} s"))
}

fn castle_text() -> String {
    fs::read_to_string(bundled_map_path("castle-field")).unwrap()
}

// ----- what is read ---------------------------------------------------------------------------

#[cfg(unix)]
#[test]
fn a_pipe_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("map.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let e = within(5, move || read_text(&fifo).unwrap_err().to_string());
    assert!(e.contains("not a regular file"), "{e}");
}

#[cfg(unix)]
#[test]
fn a_device_is_refused_and_never_read_to_its_end() {
    let e = within(5, || read_text(Path::new("/dev/urandom")).unwrap_err());
    assert!(matches!(e, LoadError::Refused { .. }), "{e}");
    assert!(e.to_string().starts_with("/dev/urandom: "), "{e}");
}

#[test]
fn a_file_over_the_size_limit_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.ron");
    let f = fs::File::create(&path).unwrap();
    f.set_len(toyforge_core::map::MAX_FILE_BYTES + 1).unwrap();
    let e = read_text(&path).unwrap_err();
    assert!(matches!(e, LoadError::TooLarge { .. }), "{e}");
    assert!(e.to_string().contains("16777216"), "{e}");
}

#[test]
fn a_folder_is_refused_as_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let e = read_text(dir.path()).unwrap_err().to_string();
    assert!(e.contains("is a folder"), "{e}");
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bom.ron");
    fs::write(&path, format!("\u{feff}{}", castle_text())).unwrap();
    let map = Map::load(&path).unwrap();
    assert_eq!(map.name, "Castle Field");
    // And from text handed over directly, as the editor's open dialog does.
    let map = Map::from_ron(&format!("\u{feff}{}", castle_text()), "bom.ron").unwrap();
    assert_eq!(map.name, "Castle Field");
}

#[test]
fn a_truncated_file_says_the_file_ends_too_soon() {
    let text = castle_text();
    // Cut inside the comments at its top, before the document begins.
    let in_comments = text
        .find("\n//")
        .expect("the bundled map opens with comments")
        + 10;
    for cut in [in_comments, text.len() / 3, text.len() / 2, text.len() - 3] {
        let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap();
        let e = Map::from_ron(&text[..cut], "cut.ron").unwrap_err();
        assert!(
            e.to_string().contains("unexpected end of file"),
            "cut at {cut}: {e}"
        );
        assert!(e.position().is_some(), "{e}");
        assert!(!e.to_string().contains("empty"), "cut at {cut}: {e}");
    }
    let e = Map::from_ron(" \n\n", "blank.ron").unwrap_err();
    assert!(e.to_string().contains("the file is empty"), "{e}");
}

#[test]
fn columns_count_characters_in_both_kinds_of_syntax_error() {
    // Not UTF-8: the bad byte comes after two Chinese characters (6 bytes).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bytes.ron");
    let mut bytes = b"(format: 1,\n name: \"".to_vec();
    bytes.extend("城堡".as_bytes());
    bytes.push(0xff);
    fs::write(&path, &bytes).unwrap();
    let e = read_text(&path).unwrap_err();
    // ` name: "城堡` is 10 characters: the bad byte is the 11th.
    assert_eq!(e.position(), Some((2, 11)), "{e}");

    // A RON error after the same characters.
    let text = "(format: 1,\n name: \"城堡\", bogus: 1)";
    let e = Map::from_ron(text, "ron.ron").unwrap_err();
    let (line, column) = e.position().expect("a syntax error");
    assert_eq!(line, 2, "{e}");
    let at = " name: \"城堡\", ".chars().count() + 1;
    assert!(
        column == at || column == at + "bogus".len(),
        "column {column}, `bogus` starts at {at}: {e}"
    );
}

#[test]
fn a_file_that_is_not_a_toyforge_file_is_never_quoted() {
    let shadow = "root:$6$secret:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n";
    for e in [
        Map::from_ron(shadow, "shadow").unwrap_err(),
        Scenario::from_ron(shadow, "shadow").unwrap_err(),
    ] {
        let text = e.to_string();
        assert!(text.starts_with("shadow:1:1: "), "{text}");
        assert!(!text.contains("root") && !text.contains("secret"), "{text}");
    }
    let e = Map::from_ron("", "empty.ron").unwrap_err().to_string();
    assert!(e.contains("empty"), "{e}");
}

#[test]
fn medal_counts_are_bounded_instead_of_wrapping() {
    let text = castle_text();
    let map = Map::from_ron(&text, "c.ron").unwrap();
    let first = &map.regions[0];
    let huge = text.replacen(
        &format!("medals: {}", first.medals),
        &format!("medals: {}", u32::MAX),
        1,
    );
    let e = Map::from_ron(&huge, "huge.ron").unwrap_err().to_string();
    assert!(
        e.contains(&first.id) && e.contains(&MAX_MEDALS.to_string()),
        "{e}"
    );
    // The sum over regions saturates rather than wraps, for maps built in memory.
    let mut m = map.clone();
    m.regions[0].medals = u32::MAX;
    m.regions[1].medals = 2;
    assert_eq!(m.total_medals(), u32::MAX);
}

#[test]
fn texts_over_their_limits_are_refused_at_load_with_the_field_named() {
    let text = castle_text();
    let long_name = text.replacen(
        "name: \"Castle Field\"",
        &format!("name: \"{}\"", "n".repeat(10 * 1024 * 1024)),
        1,
    );
    let started = Instant::now();
    let e = Map::from_ron(&long_name, "long.ron")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`name`") && e.contains(&MAX_NAME_CHARS.to_string()),
        "{e}"
    );
    assert!(started.elapsed() < Duration::from_secs(10));

    let lesson = format!(
        "(format: 1, map: \"m.ron\", steps: [Explain(title: \"t\", text: \"{}\")])",
        "x".repeat(MAX_TEXT_CHARS + 1)
    );
    let e = Scenario::from_ron(&lesson, "lesson.ron")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("steps[0]") && e.contains("text") && e.contains("20000"),
        "{e}"
    );
}

#[test]
fn position_medals_may_be_written_without_some() {
    let with = "(format: 1, map: \"m.ron\", position: (blue: (medals: Some(3))))";
    let without = "(format: 1, map: \"m.ron\", position: (blue: (medals: 3)))";
    let a = Scenario::from_ron(with, "a.ron").unwrap();
    let b = Scenario::from_ron(without, "b.ron").unwrap();
    assert_eq!(a.position.blue.medals, Some(3));
    assert_eq!(a, b);
    let e = Scenario::from_ron(
        "(format: 1, map: \"m.ron\", position: (red: (medals: 4294967295)))",
        "c.ron",
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("medals"), "{e}");
}

#[test]
fn repeated_stacks_and_claims_are_found_among_a_hundred_thousand() {
    let board = castle_board();
    let n = 100_000;
    let stacks: Vec<String> = (0..n)
        .map(|i| format!("\"b{i}\": [(blue, kwak)]"))
        .collect();
    let claimed: Vec<String> = (0..n).map(|i| format!("\"r{i}\": blue")).collect();
    let text = format!(
        "(format: 1, map: \"m.ron\", position: (stacks: {{{}, \"B0\": []}}, claimed: {{{}, \"R0\": red}}))",
        stacks.join(", "),
        claimed.join(", ")
    );
    // A quadratic search would take minutes here; the speed itself is the benches' business.
    let s = Scenario::from_ron(&text, "many.ron").unwrap();
    let e = s.position.to_state(board).unwrap_err();
    let kinds: Vec<String> = e.problems.iter().map(|p| format!("{:?}", p.kind)).collect();
    assert!(kinds.iter().any(|k| k == "StackGivenTwice"), "{kinds:?}");
    assert!(kinds.iter().any(|k| k == "ClaimedTwice"), "{kinds:?}");
}

#[test]
fn validation_says_a_map_over_the_engine_limit_cannot_be_played() {
    let mut map = Map::from_ron(&castle_text(), "c.ron").unwrap();
    let n = 130 - map.bases.len() - map.hqs.len();
    for i in 0..n {
        let mut b = map.bases[0].clone();
        b.id = format!("extra-{i}");
        b.pos.x += 40.0 * (i as f32 + 1.0);
        b.pos.y += 2000.0;
        map.bases.push(b);
    }
    let problems = validate(&map);
    let p = problems
        .iter()
        .find(|p| p.kind == ProblemKind::TooLargeToPlay)
        .unwrap_or_else(|| panic!("{problems:#?}"));
    assert_eq!(p.severity, Severity::Error);
    assert!(
        p.message.contains("130 locations") && p.message.contains("cannot be played"),
        "{p}"
    );
}

// ----- what a scenario may read ---------------------------------------------------------------

/// A folder with `lessons/` and `maps/` (holding Castle Field), and a file beside them.
fn library() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("lessons/deep")).unwrap();
    fs::create_dir_all(dir.path().join("maps")).unwrap();
    fs::write(dir.path().join("maps/castle.ron"), castle_text()).unwrap();
    fs::write(dir.path().join("lessons/castle.ron"), castle_text()).unwrap();
    fs::write(dir.path().join("private.ron"), castle_text()).unwrap();
    let lesson = dir.path().join("lessons/deep/one.ron");
    (dir, lesson)
}

fn lesson_on(path: &Path, map: &str) -> Result<toyforge_core::scenario::LoadedScenario, LoadError> {
    fs::write(path, format!("(format: 1, map: {map:?})")).unwrap();
    Scenario::load(path)
}

#[test]
fn a_scenario_reads_maps_from_its_folder_and_the_map_library() {
    let (_dir, lesson) = library();
    assert!(
        lesson_on(&lesson, "../castle.ron").is_err(),
        "above the folder"
    );
    let one = lesson.with_file_name("castle.ron");
    fs::write(&one, castle_text()).unwrap();
    assert_eq!(
        lesson_on(&lesson, "castle.ron").unwrap().map.name,
        "Castle Field"
    );
    assert_eq!(
        lesson_on(&lesson, "../../maps/castle.ron")
            .unwrap()
            .map
            .name,
        "Castle Field"
    );
    // The bundled lessons name their maps in the repository's library.
    let bundled = repo_root().join("scenarios/castle-3-star-choice.ron");
    assert!(Scenario::load(&bundled).is_ok());
}

#[test]
fn a_scenario_may_not_name_a_map_outside_its_tree() {
    let (dir, lesson) = library();
    for name in [
        "../../private.ron".to_string(),
        "../../maps/../private.ron".to_string(),
        dir.path().join("maps/castle.ron").display().to_string(),
        "/etc/passwd".to_string(),
    ] {
        let e = lesson_on(&lesson, &name).unwrap_err();
        assert!(matches!(e, LoadError::Refused { .. }), "{name}: {e}");
        assert!(e.to_string().contains(&format!("`{name}`")), "{e}");
        assert!(resolve_map(&lesson, &name).is_err());
    }
}

#[cfg(unix)]
#[test]
fn a_link_inside_the_folder_cannot_lead_out_of_it() {
    let (dir, lesson) = library();
    std::os::unix::fs::symlink(
        dir.path().join("private.ron"),
        lesson.with_file_name("link.ron"),
    )
    .unwrap();
    let e = lesson_on(&lesson, "link.ron").unwrap_err();
    assert!(matches!(e, LoadError::Refused { .. }), "{e}");
}

#[test]
fn a_scenarios_map_that_is_not_a_toyforge_file_is_not_quoted() {
    let (_dir, lesson) = library();
    let other = lesson.with_file_name("notes.ron");
    fs::write(&other, "(defun secret-key (x) (hunter2 x))").unwrap();
    let e = lesson_on(&lesson, "notes.ron").unwrap_err().to_string();
    assert!(e.contains("not a toyforge map"), "{e}");
    assert!(
        !e.contains("defun") && !e.contains("secret") && !e.contains("hunter2"),
        "{e}"
    );
}

#[test]
fn an_error_in_a_scenarios_map_names_the_map_and_the_scenario() {
    let (_dir, lesson) = library();
    let map = lesson.with_file_name("broken.ron");
    fs::write(&map, "(format: 1,\n name: \"x\",\n targets: oops)").unwrap();
    let e = lesson_on(&lesson, "broken.ron").unwrap_err();
    let text = e.to_string();
    assert!(
        text.starts_with(&format!("{}:3:", map.display())),
        "names the map first, with the place: {text}"
    );
    assert!(
        text.contains(&lesson.display().to_string()) && text.contains("scenario"),
        "{text}"
    );
    assert_eq!(e.position().map(|p| p.0), Some(3));
}

// ----- saves ----------------------------------------------------------------------------------

#[test]
fn a_save_keeps_the_previous_version_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("map.ron");
    save_atomic(&path, b"one").unwrap();
    save_atomic(&path, b"two").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"two");
    assert_eq!(fs::read(backup_path(&path)).unwrap(), b"one");
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn a_replaced_file_keeps_no_backup_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("castle.png");
    replace_file(&path, b"one").unwrap();
    replace_file(&path, b"two").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"two");
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["castle.png"]);
    // Onto a folder: refused, with the folder named.
    let e = replace_file(dir.path(), b"x").unwrap_err();
    assert!(e.to_string().contains("is a folder"), "{e}");
}

#[test]
fn a_save_dropped_before_it_is_committed_leaves_everything_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("map.ron");
    fs::write(&path, b"before").unwrap();
    {
        use std::io::Write;
        let mut f = AtomicFile::create(&path).unwrap();
        f.write_all(b"half of it").unwrap();
    }
    assert_eq!(fs::read(&path).unwrap(), b"before");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[cfg(unix)]
#[test]
fn a_link_planted_at_the_old_temporary_name_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, b"precious").unwrap();
    let path = dir.path().join("map.ron");
    // The name the previous version used: predictable from the process id.
    let planted = dir
        .path()
        .join(format!(".map.ron.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    save_atomic(&path, b"the map").unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"precious");
    assert_eq!(fs::read(&path).unwrap(), b"the map");
}

#[cfg(unix)]
#[test]
fn a_save_keeps_the_permissions_of_the_file_it_replaces() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("map.ron");
    fs::write(&path, b"one").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
    save_atomic(&path, b"two").unwrap();
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    // A new file is not left with a temporary file's owner-only permissions.
    let fresh = dir.path().join("fresh.ron");
    save_atomic(&fresh, b"new").unwrap();
    let mode = fs::metadata(&fresh).unwrap().permissions().mode() & 0o777;
    assert_ne!(
        mode & 0o044,
        0,
        "readable by others as a plain new file: {mode:o}"
    );
}

#[cfg(unix)]
#[test]
fn saving_to_a_link_writes_the_file_it_points_to() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    let real = dir.path().join("real/map.ron");
    fs::write(&real, b"one").unwrap();
    let link = dir.path().join("link.ron");
    std::os::unix::fs::symlink("real/map.ron", &link).unwrap();
    save_atomic(&link, b"two").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read(&real).unwrap(), b"two");
    assert_eq!(fs::read(backup_path(&real)).unwrap(), b"one");
}

#[test]
fn saving_onto_a_folder_says_it_is_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("maps");
    fs::create_dir(&folder).unwrap();
    let e = save_atomic(&folder, b"x").unwrap_err().to_string();
    assert!(e.contains("is a folder"), "{e}");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[cfg(unix)]
#[test]
fn a_link_planted_at_the_backup_name_is_replaced_not_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, b"ORIGINAL").unwrap();
    let path = dir.path().join("out.svg");
    fs::write(&path, b"old picture").unwrap();
    std::os::unix::fs::symlink("victim.txt", backup_path(&path)).unwrap();
    save_atomic(&path, b"new picture").unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"ORIGINAL");
    assert_eq!(fs::read(&path).unwrap(), b"new picture");
    let bak = fs::symlink_metadata(backup_path(&path)).unwrap();
    assert!(bak.file_type().is_file(), "the backup is a file of its own");
    assert_eq!(fs::read(backup_path(&path)).unwrap(), b"old picture");
    // Nothing else is left behind.
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 3);
}

#[cfg(unix)]
#[test]
fn a_backup_keeps_the_permissions_of_the_file_it_copies() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("map.ron");
    fs::write(&path, b"one").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    save_atomic(&path, b"two").unwrap();
    let mode = fs::metadata(backup_path(&path))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
}

/// The temporary files in `dir`, with their modes.
#[cfg(unix)]
fn temporaries(dir: &Path) -> Vec<(String, u32)> {
    use std::os::unix::fs::PermissionsExt;
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .map(|e| {
            let mode = e.metadata().unwrap().permissions().mode() & 0o777;
            (e.file_name().to_string_lossy().into_owned(), mode)
        })
        .collect()
}

#[cfg(unix)]
#[test]
fn unsaved_data_is_never_more_readable_than_the_file_it_replaces() {
    use std::io::Write;
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let private = dir.path().join("private.ron");
    fs::write(&private, b"one").unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    let mut f = AtomicFile::create(&private).unwrap();
    f.write_all(b"secret draft").unwrap();
    let tmp = temporaries(dir.path());
    assert_eq!(tmp.len(), 1, "{tmp:?}");
    assert_eq!(tmp[0].1, 0o600, "{tmp:?}");
    drop(f);
    // A new file's data is owner-only until it is complete.
    let fresh = dir.path().join("fresh.ron");
    let mut f = AtomicFile::create(&fresh).unwrap();
    f.write_all(b"draft").unwrap();
    let tmp = temporaries(dir.path());
    assert_eq!(tmp.len(), 1, "{tmp:?}");
    assert_eq!(tmp[0].1, 0o600, "{tmp:?}");
    f.commit().unwrap();
    assert!(temporaries(dir.path()).is_empty());
}

#[cfg(target_os = "linux")]
#[test]
fn the_temporary_files_of_killed_saves_are_removed_by_the_next_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("map.ron");
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, b"precious").unwrap();
    // A process id above the system's largest (2^22) never runs.
    let stale = dir.path().join(".map.ron.4999999.a1B2c3.tmp");
    let stale_backup = dir.path().join(".map.ron.bak.4999999.Zz9yX8.tmp");
    // Held by a running process (the first one always runs): kept.
    let held = dir.path().join(".map.ron.1.q7W8e9.tmp");
    // A link under the pattern: never removed through, and not removed either.
    let link = dir.path().join(".map.ron.4999998.Link00.tmp");
    // Another file's, and a user's file that merely looks alike: kept.
    let other = dir.path().join(".other.ron.4999999.a1B2c3.tmp");
    let users = dir.path().join(".map.ron.notes.tmp");
    for f in [&stale, &stale_backup, &held, &other, &users] {
        fs::write(f, b"half").unwrap();
    }
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    fs::write(&path, b"one").unwrap();
    save_atomic(&path, b"two").unwrap();
    assert!(!stale.exists() && !stale_backup.exists());
    for f in [&held, &other, &users] {
        assert!(f.exists(), "{} kept", f.display());
    }
    assert!(fs::symlink_metadata(&link).is_ok());
    assert_eq!(fs::read(&victim).unwrap(), b"precious");
}

#[cfg(unix)]
#[test]
fn saving_onto_a_pipe_is_refused_without_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("out.svg");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(status.success());
    let e = within(10, move || {
        save_atomic(&fifo, b"x").unwrap_err().to_string()
    });
    assert!(e.contains("not a regular file"), "{e}");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

/// A lesson folder whose `maps` is a link to a folder inside it (`inside`) or to a folder
/// outside holding a private map.
#[cfg(unix)]
fn linked_library(inside: bool) -> (tempfile::TempDir, tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("private.ron"), castle_text()).unwrap();
    fs::create_dir_all(dir.path().join("lesson")).unwrap();
    fs::create_dir_all(dir.path().join("lesson/library")).unwrap();
    fs::write(dir.path().join("lesson/library/castle.ron"), castle_text()).unwrap();
    let target = if inside {
        dir.path().join("lesson/library")
    } else {
        outside.path().to_path_buf()
    };
    std::os::unix::fs::symlink(&target, dir.path().join("lesson/maps")).unwrap();
    let lesson = dir.path().join("lesson/one.ron");
    (dir, outside, lesson)
}

#[cfg(unix)]
#[test]
fn a_maps_folder_linked_out_of_the_lesson_folder_is_no_library() {
    let (_dir, outside, lesson) = linked_library(false);
    let up = outside
        .path()
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    for name in [
        "maps/private.ron".to_string(),
        format!("maps/../{up}/private.ron"),
    ] {
        let e = lesson_on(&lesson, &name).unwrap_err();
        assert!(matches!(e, LoadError::Refused { .. }), "{name}: {e}");
        let text = e.to_string();
        assert!(text.contains(&format!("`{name}`")), "{text}");
        assert!(text.contains(&lesson.display().to_string()), "{text}");
    }
    // /etc as the library: its files are refused like any other.
    fs::remove_file(lesson.with_file_name("maps")).unwrap();
    std::os::unix::fs::symlink("/etc", lesson.with_file_name("maps")).unwrap();
    for name in ["maps/passwd", "maps/../etc/passwd"] {
        let e = resolve_map(&lesson, name).unwrap_err();
        assert!(matches!(e, LoadError::Refused { .. }), "{name}: {e}");
    }
}

#[cfg(unix)]
#[test]
fn a_maps_folder_linked_to_a_folder_inside_is_a_library() {
    let (_dir, _outside, lesson) = linked_library(true);
    assert_eq!(
        lesson_on(&lesson, "maps/castle.ron").unwrap().map.name,
        "Castle Field"
    );
}

#[test]
fn a_practice_opponent_stronger_than_the_maximum_is_refused_at_load() {
    use toyforge_core::scenario::MAX_PRACTICE_ITERATIONS;
    let lesson = |opponent: &str| {
        format!(
            "(format: 1, map: \"castle.ron\", steps: [Explain(text: \"Look\"), Practice(text: \"Play\", goal: Win, opponent: {opponent:?})])"
        )
    };
    let e = Scenario::from_ron(&lesson("mcts:4294967295"), "practice.ron").unwrap_err();
    let text = e.to_string();
    // Refused at the opponent's value, with its line and column.
    assert_eq!(e.position(), Some((1, 107)), "{text}");
    assert!(
        text.starts_with("practice.ron:1:107: steps[1].opponent"),
        "{text}"
    );
    assert!(
        text.contains("4294967295") && text.contains(&MAX_PRACTICE_ITERATIONS.to_string()),
        "{text}"
    );
    let over = format!("mcts:{}", MAX_PRACTICE_ITERATIONS + 1);
    assert!(Scenario::from_ron(&lesson(&over), "p.ron").is_err());
    for fine in [
        format!("mcts:{MAX_PRACTICE_ITERATIONS}"),
        "mcts".into(),
        "greedy".into(),
    ] {
        assert!(
            Scenario::from_ron(&lesson(&fine), "p.ron").is_ok(),
            "{fine}"
        );
    }
}
