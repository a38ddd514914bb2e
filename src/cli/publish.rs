//! `toyforge publish COURSE --out DIR`: a course as a static web site that learners open in a
//! browser: the page, the web player (WebAssembly and its JavaScript), the course's table of
//! contents (`course.json`), each lesson with its map written in place, and the fonts the
//! course needs beyond the player's own.
//!
//! Nothing half-done is ever published: the course must load (every lesson it names found and
//! readable) and every lesson must pass `check`; the site is built in a new folder beside DIR
//! and only then put in DIR's place. Each site keeps a record of the files it holds
//! (`.toyforge-published.json`); DIR may be a site published before that holds those files,
//! unchanged, and nothing else (it is replaced), an empty folder or a new name. Anything else is
//! refused with a list of what replacing it would remove, unless `--replace` is given (the list
//! is printed then); a folder holding the course, its lessons or their maps is never replaced.

mod fonts;
mod record;
mod site;

use super::check::plural;
use super::{EXIT_FAIL, EXIT_UNREADABLE, Failure};
use crate::control::Control;
use crate::scenario::{Budget, LoadedCourse, check_course};
use crate::scenario::{MANIFEST_FILE, Manifest, Published};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The files of the built web player (`.ci/web-build` writes them to `target/web/player/`).
pub const PLAYER_FILES: [&str; 2] = ["toyforge.js", "toyforge_bg.wasm"];

/// The options of `publish`.
#[derive(clap::Args, Debug)]
pub struct PublishArgs {
    /// The course file (`*.course.ron`).
    pub course: PathBuf,
    /// The folder to write the site to (replaced if it holds a site published before and
    /// nothing else).
    #[arg(long)]
    pub out: PathBuf,
    /// Replace the --out folder even when it holds files an earlier publish did not write
    /// (they are listed, then removed). Never a folder holding the course or its files.
    #[arg(long)]
    pub replace: bool,
    /// The built web player's folder (holding toyforge.js and toyforge_bg.wasm). By default,
    /// `target/web/player` of the source tree the toyforge binary was built in, or a `player`
    /// folder beside the binary.
    #[arg(long)]
    pub player: Option<PathBuf>,
    /// The font to cut the characters from that the player's own fonts lack (Chinese, say). By
    /// default, the installed font that has the most of them.
    #[arg(long)]
    pub font: Option<PathBuf>,
}

/// Runs `publish`; returns the exit status.
pub fn run(args: &PublishArgs) -> u8 {
    match publish(args) {
        Ok(summary) => {
            outln!("{summary}");
            0
        }
        Err(f) => {
            eprintln!("error: {}", f.message);
            f.code
        }
    }
}

fn publish(args: &PublishArgs) -> Result<String, Failure> {
    let course_file = args.course.display().to_string();
    let loaded = crate::scenario::Course::load(&args.course).map_err(|e| match e {
        // The course itself cannot be read (or is no course): nothing to say about its lessons.
        crate::scenario::CourseError::Course(e) => Failure::unreadable(e),
        e => Failure::unreadable(format!(
            "{e}\n{course_file}: not published: every lesson the course names must load"
        )),
    })?;
    // The files the site is made from: --out may not be, or hold, any of them. Checked before
    // the lessons are, which takes a while.
    let mut protected = vec![args.course.clone()];
    for l in &loaded.lessons {
        protected.push(l.path.clone());
        protected.extend(l.lesson.map_path.clone());
    }
    protected.extend(args.font.clone());
    record::check_out(&args.out, &protected, args.replace)?;
    check_lessons(&loaded, &course_file)?;
    let player = find_player(args.player.as_deref())?;
    protected.extend(PLAYER_FILES.iter().map(|f| player.join(f)));
    let removed = record::check_out(&args.out, &protected, args.replace)?;
    let site = build(&loaded, args.font.as_deref())?;
    if !removed.is_empty() {
        eprintln!(
            "warning: {}: --replace: removing {} an earlier publish did not write: {}",
            args.out.display(),
            record::files_or_folders(removed.len()),
            record::listing(&removed)
        );
    }
    let written = site::write(&args.out, &player, &site)?;
    Ok(format!(
        "published \"{}\" to {}: {} in {}, {}{}",
        loaded.course.title,
        args.out.display(),
        plural(loaded.lessons.len(), "lesson"),
        plural(loaded.course.sections.len(), "section"),
        written,
        match &site.font {
            Some(f) => format!(", font cut from {} ({} characters)", f.source, f.characters),
            None => String::new(),
        }
    ))
}

/// Every lesson must pass `check`: a lesson whose claims the engine refutes is not taught.
fn check_lessons(loaded: &LoadedCourse, course_file: &str) -> Result<(), Failure> {
    let mut failing = Vec::new();
    // The status `check` gives: 2 when an action does not parse, 1 for a false claim.
    let mut code = EXIT_FAIL;
    // Nothing cancels a check from the command line.
    let reports =
        check_course(loaded, &mut Budget::default(), &Control::default()).map_err(|e| Failure {
            code: EXIT_FAIL,
            message: format!("{course_file}: not published: the check was {e}"),
        })?;
    for report in reports {
        if !report.is_ok() {
            code = code.max(report.exit_code());
            eprint!("{report}");
            failing.push(format!(
                "{} ({})",
                report.file,
                plural(report.issues.len(), "problem")
            ));
        }
    }
    if failing.is_empty() {
        return Ok(());
    }
    Err(Failure {
        code,
        message: format!(
            "{course_file}: not published: {} fail `toyforge check`: {}",
            plural(failing.len(), "lesson"),
            failing.join(", ")
        ),
    })
}

/// The built web player: `--player`, else next to the binary.
fn find_player(given: Option<&Path>) -> Result<PathBuf, Failure> {
    let candidates: Vec<PathBuf> = match given {
        Some(p) => vec![p.to_path_buf()],
        None => default_player_dirs(),
    };
    let has_all = |d: &Path| PLAYER_FILES.iter().all(|f| d.join(f).is_file());
    if let Some(found) = candidates.iter().find(|d| has_all(d)) {
        return Ok(found.clone());
    }
    let tried: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
    Err(Failure::unreadable(format!(
        "the web player is not built (no {} in {}): build it with `.ci/web-build` in the \
         source tree (see docs/publishing.md), or name its folder with --player DIR",
        PLAYER_FILES.join(" and "),
        tried.join(", ")
    )))
}

/// Where the web build puts the player, seen from the binary: `target/web/player` when the
/// binary is `target/debug/toyforge` or `target/release/toyforge`, and `player/` beside it.
fn default_player_dirs() -> Vec<PathBuf> {
    let Some(dir) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    else {
        return Vec::new();
    };
    let mut out = vec![dir.join("player")];
    // target/debug/deps/… (a test binary) and target/debug/… alike.
    for up in dir.ancestors().skip(1).take(2) {
        out.push(up.join("web").join("player"));
    }
    out
}

/// The site's contents, made in memory before anything is written.
pub(super) struct Site {
    manifest: Manifest,
    /// (file name relative to the site, text) of each lesson.
    lessons: Vec<(String, String)>,
    font: Option<CutFont>,
}

/// The cut-down font and where it came from.
struct CutFont {
    file: String,
    bytes: Vec<u8>,
    source: String,
    characters: usize,
}

fn build(loaded: &LoadedCourse, font: Option<&Path>) -> Result<Site, Failure> {
    let Published {
        mut manifest,
        lessons,
    } = Published::of_course(loaded);
    // The player's own words (buttons, the status line, the sentences the engine writes) are
    // drawn in the course's language too: their characters go into the cut font.
    let lang = toyforge_core::i18n::Lang::or_english(&manifest.language);
    let mut texts = Published::texts(&manifest, &lessons);
    // Only what a message can show: a translator's note never reaches the screen, and a rare
    // character in one must not ask the font for it.
    let shown: Vec<String> = toyforge_core::i18n::files(lang)
        .into_iter()
        .filter(|(file, _)| !toyforge_core::i18n::is_editor_file(file))
        .map(|(_, text)| without_comments(text))
        .collect();
    texts.extend(shown.iter().map(String::as_str));
    let font = cut_font(&texts, font)?;
    manifest.fonts = font.iter().map(|f| f.file.clone()).collect();
    Ok(Site {
        manifest,
        lessons,
        font,
    })
}

/// A Fluent file without its comment lines (`#`, `##`, `###` at the start of a line; a
/// message's own lines are indented or begin with its id, never with `#`).
fn without_comments(ftl: &str) -> String {
    ftl.lines()
        .filter(|line| !line.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The font for the characters egui's fonts lack, if the course has any.
fn cut_font(texts: &[&str], given: Option<&Path>) -> Result<Option<CutFont>, Failure> {
    let chars: BTreeSet<char> = fonts::missing_from_egui(texts.iter().copied());
    if chars.is_empty() {
        return Ok(None);
    }
    let source = match given {
        Some(p) => fonts::given(p, &chars).map_err(Failure::unreadable)?,
        None => fonts::installed(&chars).ok_or_else(|| {
            Failure::unreadable(format!(
                "the course uses {} that the player's fonts lack (such as {}) and no installed \
                 font has them: install one (for Chinese, e.g. fonts-wqy-microhei) or pass \
                 --font FILE",
                plural(chars.len(), "character"),
                sample(chars.iter().copied())
            ))
        })?,
    };
    let lacking = fonts::lacking(&source, &chars);
    if !lacking.is_empty() {
        return Err(Failure::unreadable(format!(
            "{}: lacks {} the course uses (such as {}): pass --font with a font that has them",
            source.name,
            plural(lacking.len(), "character"),
            sample(lacking.iter().copied())
        )));
    }
    let bytes = fonts::subset(&source, &chars).map_err(Failure::unreadable)?;
    Ok(Some(CutFont {
        file: "fonts/course.ttf".into(),
        bytes,
        source: source.name,
        characters: chars.len(),
    }))
}

/// A few characters, quoted, to show in a message.
fn sample(chars: impl Iterator<Item = char>) -> String {
    let v: Vec<String> = chars
        .take(6)
        .map(|c| format!("`{c}` (U+{:04X})", c as u32))
        .collect();
    v.join(", ")
}

impl Site {
    pub(super) fn manifest_json(&self) -> String {
        serde_json::to_string_pretty(&self.manifest).unwrap_or_default()
    }
}

/// The exit status of an output folder that cannot be written.
const EXIT_WRITE: u8 = EXIT_UNREADABLE;

/// The manifest's file name (re-exported for the site writer).
const MANIFEST: &str = MANIFEST_FILE;

#[cfg(test)]
mod tests {
    use super::without_comments;

    #[test]
    fn a_fluent_files_comments_are_not_shown_text() {
        let ftl = "### 文件\n# 城楼\nhq-mark = 总部\nside = { $side ->\n    [blue] 蓝方\n   *[red] 红方\n}\n## 词\n";
        let shown = without_comments(ftl);
        assert!(!shown.contains('楼') && !shown.contains('词') && !shown.contains('文'));
        for kept in ["hq-mark = 总部", "    [blue] 蓝方", "   *[red] 红方", "}"] {
            assert!(
                shown.lines().any(|l| l == kept),
                "{kept} left out of {shown:?}"
            );
        }
    }
}
