//! Reading and writing map files: versioned RON, clear errors with line and column, size limits,
//! atomic saves that keep the previous version as `.bak`.

use super::model::{MAP_FORMAT, Map};
use crate::i18n::{Lang, Text};
use crate::limits::MAX_FILE_BYTES;
use crate::text;
use std::fmt;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Why a file could not be read. Every message starts with the file name, and syntax errors give
/// the line and column (both counted in characters, from 1). The sentences are messages
/// (`load-…` in `locales/*/editor.ftl`): [`LoadError::message_in`] writes them in a language,
/// and the error's [`Display`](fmt::Display) is their English, as the command line prints it.
#[derive(Debug)]
pub enum LoadError {
    Io {
        file: String,
        source: std::io::Error,
    },
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: Text,
    },
    /// The file's `format` is newer than this version reads; line and column are those of the
    /// number.
    TooNew {
        file: String,
        line: usize,
        column: usize,
        what: &'static str,
        found: u32,
        supported: u32,
    },
    TooLarge {
        file: String,
        message: Text,
    },
    /// The file parses but breaks a rule of the format (a `format` of 0, a text over its limit).
    Invalid {
        file: String,
        message: Text,
    },
    /// A file toyforge does not read: not a regular file, or a map a scenario may not name
    /// (see `scenario::resolve_map`).
    Refused {
        file: String,
        message: Text,
    },
    /// The map a scenario names cannot be read; the message names the map, then the scenario.
    InMap {
        scenario: String,
        error: Box<LoadError>,
    },
}

/// What a versioned document is called in messages (`map`, `scenario`, `course`), as a word of
/// the language (`load-what`).
pub fn what_text(what: &'static str) -> Text {
    crate::text!("load-what", what = what)
}

impl LoadError {
    /// The error as a message with its arguments.
    pub fn text(&self) -> Text {
        use crate::text;
        match self {
            LoadError::Io { file, source } => {
                text!("load-io", file = file, error = source.to_string())
            }
            LoadError::Syntax {
                file,
                line,
                column,
                message,
            } => text!(
                "load-at",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                message = message.clone()
            ),
            LoadError::TooNew {
                file,
                line,
                column,
                what,
                found,
                supported,
            } => text!(
                "load-too-new",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                what = what_text(what),
                found = found.to_string(),
                supported = supported.to_string()
            ),
            LoadError::TooLarge { file, message }
            | LoadError::Invalid { file, message }
            | LoadError::Refused { file, message } => {
                text!("load-in-file", file = file, message = message.clone())
            }
            LoadError::InMap { scenario, error } => {
                text!("load-in-map", error = error.text(), scenario = scenario)
            }
        }
    }

    /// The error in `lang`: its sentences in that language, the file, line and column as they
    /// are, and the words of the parser or of the system as they wrote them.
    pub fn message_in(&self, lang: Lang) -> String {
        self.text().render(lang)
    }

    /// The (line, column) of a syntax error or of a format too new.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            LoadError::Syntax { line, column, .. } | LoadError::TooNew { line, column, .. } => {
                Some((*line, *column))
            }
            LoadError::InMap { error, .. } => error.position(),
            _ => None,
        }
    }

    /// The file the error is about, as named in the message.
    pub fn file(&self) -> &str {
        match self {
            LoadError::Io { file, .. }
            | LoadError::Syntax { file, .. }
            | LoadError::TooNew { file, .. }
            | LoadError::TooLarge { file, .. }
            | LoadError::Invalid { file, .. }
            | LoadError::Refused { file, .. } => file,
            LoadError::InMap { error, .. } => error.file(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LoadError::Io { source, .. } => Some(source),
            LoadError::InMap { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}

fn io_error(file: &str, source: std::io::Error) -> LoadError {
    LoadError::Io {
        file: file.to_string(),
        source,
    }
}

/// Reads a whole file as UTF-8 text. Refuses what is not a regular file (a folder, a device, a
/// pipe: reading one could hang or never end) and never reads more than [`MAX_FILE_BYTES`]. A
/// byte-order mark at the start is dropped.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let file = path.display().to_string();
    // Checked before opening: opening a pipe for reading waits for a writer.
    let meta = fs::metadata(path).map_err(|e| io_error(&file, e))?;
    if let Some(what) = not_a_file(&meta) {
        return Err(LoadError::Refused {
            file,
            message: what,
        });
    }
    let f = fs::File::open(path).map_err(|e| io_error(&file, e))?;
    // The file may have been replaced between the two looks: ask the open handle again.
    let meta = f.metadata().map_err(|e| io_error(&file, e))?;
    if let Some(what) = not_a_file(&meta) {
        return Err(LoadError::Refused {
            file,
            message: what,
        });
    }
    let mut bytes = Vec::new();
    f.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(&file, e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            file,
            message: text!("load-too-large", max = MAX_FILE_BYTES.to_string()),
        });
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let prefix = std::str::from_utf8(valid).unwrap_or_default();
        let (line, column) = line_col_of(prefix);
        LoadError::Syntax {
            file: file.clone(),
            line,
            column,
            message: text!("load-not-utf8"),
        }
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Why metadata is not that of a regular file, in words; `None` for a regular file.
fn not_a_file(meta: &fs::Metadata) -> Option<Text> {
    if meta.is_file() {
        None
    } else if meta.is_dir() {
        Some(text!("load-a-folder"))
    } else {
        Some(text!("load-not-regular"))
    }
}

/// The line and column (in characters, from 1) just after `prefix`.
fn line_col_of(prefix: &str) -> (usize, usize) {
    let line = prefix.matches('\n').count() + 1;
    let last = prefix.rfind('\n').map_or(prefix, |i| &prefix[i + 1..]);
    (line, last.chars().count() + 1)
}

/// The byte offset of a (line, column) position counted in characters from 1.
pub(crate) fn offset_of(text: &str, line: usize, column: usize) -> Option<usize> {
    let start = if line <= 1 {
        0
    } else {
        text.match_indices('\n').nth(line - 2)?.0 + 1
    };
    let rest = &text[start..];
    let within = rest
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(rest.len(), |(i, _)| i);
    Some(start + within)
}

/// The RON options of every toyforge file: `Some(..)` may be left out around an optional value
/// (`medals: 3` as well as `medals: Some(3)`).
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Where the first token of RON text is, and whether it can start a toyforge document: `(` or
/// a struct name followed by `(` (`Map(`), after white space, comments and `#![enable(..)]`.
fn first_token(text: &str) -> (usize, bool) {
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if let Some(r) = trimmed.strip_prefix("//") {
            rest = r.find('\n').map_or("", |i| &r[i..]);
        } else if let Some(r) = trimmed.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |i| &r[i + 2..]);
        } else if trimmed.starts_with("#![") {
            rest = trimmed.find(']').map_or("", |i| &trimmed[i + 1..]);
        } else {
            rest = trimmed;
            break;
        }
    }
    let at = text.len() - rest.len();
    let ident = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let after = rest[ident..].trim_start();
    let ok = rest.starts_with('(')
        || (ident > 0
            && rest.starts_with(|c: char| c.is_ascii_alphabetic())
            && after.starts_with('('));
    (at, ok)
}

/// Refuses text that is not a RON document of toyforge's kind, without quoting any of it: a
/// file that is not a toyforge file (a password file, a picture) must not have its content
/// echoed in a message.
pub fn check_document_start(file: &str, text: &str, what: &'static str) -> Result<(), LoadError> {
    let (at, ok) = first_token(text);
    if ok {
        return Ok(());
    }
    let (line, column) = line_col_of(&text[..at]);
    Err(LoadError::Syntax {
        file: file.to_string(),
        line,
        column,
        message: if text.trim().is_empty() {
            text!("load-empty", what = what_text(what))
        } else if at == text.len() {
            text!("load-only-comments", what = what_text(what))
        } else {
            text!("load-not-toyforge", what = what_text(what))
        },
    })
}

/// Turns a RON error on `text` into a [`LoadError::Syntax`] naming the file. An error at the end
/// of the text (a truncated file) says so.
pub fn ron_error(file: &str, text: &str, e: ron::error::SpannedError) -> LoadError {
    let (end_line, end_column) = line_col_of(text.trim_end());
    // The error's span reaches the end: a value cut off (`x: 2` at the end of the text) is
    // reported on its last token, not after it.
    let at_end = (e.span.end.line, e.span.end.col) >= (end_line, end_column);
    // A string that is still open when the text ends: the error is placed where it opened.
    let open_string = matches!(e.code, ron::Error::ExpectedStringEnd)
        && offset_of(text, e.span.start.line, e.span.start.col)
            .and_then(|at| text.get(at..))
            .is_some_and(|rest| rest.chars().skip(1).all(|c| c != '"'));
    let message = if matches!(e.code, ron::Error::Eof) || at_end || open_string {
        text!("load-cut-short")
    } else {
        // The parser's own words, as it writes them.
        text!("load-parser", error = e.code.to_string())
    };
    LoadError::Syntax {
        file: file.to_string(),
        line: e.span.start.line,
        column: e.span.start.col,
        message,
    }
}

impl crate::versioned::Versioned for Map {
    const WHAT: &'static str = "map";
    const FORMAT: u32 = MAP_FORMAT;

    fn format_mut(&mut self) -> &mut u32 {
        &mut self.format
    }

    fn misread(text: &str, file: &str) -> Option<LoadError> {
        crate::versioned::wrong_kind(file, text, "map")
    }

    fn check(&self) -> Result<(), crate::i18n::Text> {
        crate::limits::check_map(self)
    }
}

impl Map {
    /// Parses a map from RON text. `file` names the source in messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Map, LoadError> {
        let map: Map = crate::versioned::parse(text, file)?;
        let declared = crate::versioned::version_field(text, &[])
            .and_then(|f| f.value)
            .unwrap_or(MAP_FORMAT);
        super::names::check_names(&map, declared, text, file)?;
        Ok(map)
    }

    /// Loads a map file.
    pub fn load(path: &Path) -> Result<Map, LoadError> {
        let text = read_text(path)?;
        Map::from_ron(&text, &path.display().to_string())
    }

    /// The map as pretty RON text, the format of map files.
    pub fn to_ron(&self) -> String {
        let mut out = String::from(
            "// A Toy Battle battlefield for toyforge. The format is described in docs/map-format.md.\n",
        );
        // Written in the oldest format that holds it, so that older versions still read it.
        let written;
        let map = if self.format == self.written_format() {
            self
        } else {
            written = Map {
                format: self.written_format(),
                ..self.clone()
            };
            &written
        };
        out.push_str(&to_pretty_ron(map));
        out.push('\n');
        out
    }

    /// Saves the map atomically (see [`save_atomic`]).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        save_atomic(path, self.to_ron().as_bytes())
    }
}

/// Pretty RON with small structs (points, paths) kept on one line.
pub fn to_pretty_ron<T: serde::Serialize>(value: &T) -> String {
    to_pretty_ron_depth(value, 3)
}

/// [`to_pretty_ron`] with structures nested deeper than `depth` written on one line. Strings are
/// written as they are (apostrophes and line breaks unescaped), so texts stay readable.
pub fn to_pretty_ron_depth<T: serde::Serialize>(value: &T, depth: usize) -> String {
    let config = ron::ser::PrettyConfig::new()
        .depth_limit(depth)
        .indentor("    ".to_string())
        .separate_tuple_members(false)
        .enumerate_arrays(false)
        .escape_strings(false);
    ron::ser::to_string_pretty(value, config).expect("maps and scenarios always serialize")
}

/// The backup kept beside a saved file: `castle.ron` → `castle.ron.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

/// Writes `bytes` to `path` so that a crash never leaves a half-written file (see
/// [`AtomicFile`]). The previous version, if any, is kept as `path.bak`.
pub fn save_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = AtomicFile::create(path)?;
    file.write_all(bytes)?;
    file.commit()
}

/// Writes `bytes` to `path` all at once or not at all, as [`save_atomic`] does, but keeps no
/// `.bak`: for files made again at will (exported pictures) or that stand in for unsaved work
/// (recovery files).
pub fn replace_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = AtomicFile::create(path)?.without_backup();
    file.write_all(bytes)?;
    file.commit()
}

/// Writes `bytes` to `path` as [`replace_file`] does, readable and writable by its owner only
/// (where the system has such permissions): for unsaved work kept in case of a crash.
pub fn replace_private_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = AtomicFile::create(path)?.without_backup().private();
    file.write_all(bytes)?;
    file.commit()
}

/// A file being written in place of another, all at once or not at all.
///
/// The data goes to a temporary file created exclusively, under an unpredictable name, in the
/// target's folder (so a link planted there is never followed). The temporary file is readable
/// by its owner only, or has the mode of the file it replaces, so a save killed half-way never
/// leaves a copy of a private file that others can read. [`AtomicFile::commit`] flushes it to
/// disk, keeps the previous version as `.bak` (written as a new file of its own and renamed into
/// place, so a link planted at the backup's name is replaced, never followed), renames the data
/// over the target and flushes the folder. Dropped without a commit, or when a step fails, the
/// temporary file is removed; the temporary files of saves that were killed (named after the
/// target and a process that no longer runs) are removed by the next save of the same file.
/// Saving to a symbolic link writes the file it points to; saving onto a folder, a pipe or a
/// device is refused.
pub struct AtomicFile {
    target: PathBuf,
    tmp: tempfile::NamedTempFile,
    backup: bool,
    /// The permissions the file gets: the replaced file's, or owner-only for a private file;
    /// `None` for a new file.
    #[cfg(unix)]
    replaced: Option<fs::Permissions>,
}

/// The start of the name of a temporary file toyforge writes beside `name`:
/// `.castle.ron.<process id>.`, followed by random letters and `.tmp`.
fn temporary_prefix(name: &str, pid: u32) -> String {
    format!(".{name}.{pid}.")
}

/// A temporary file beside `target`, created exclusively, readable by its owner only.
/// The folder `path` lies in (`.` for a bare name) and its file name, `fallback` if it has none.
fn folder_and_name<'a>(path: &'a Path, fallback: &str) -> (&'a Path, String) {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path.file_name().map_or_else(
        || fallback.to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    (dir, name)
}

fn temporary_beside(dir: &Path, name: &str) -> std::io::Result<tempfile::NamedTempFile> {
    let prefix = temporary_prefix(name, std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o600));
    }
    builder.tempfile_in(dir)
}

/// Removes the temporary files that killed saves of `name` left in `dir`: regular files named
/// as [`temporary_beside`] names them, written by a process that no longer runs. Links and
/// files of other names are left alone. Failures are ignored: this is tidying, not the save.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let head = format!(".{name}.");
    let me = std::process::id();
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        let Some(rest) = file_name
            .strip_prefix(&head)
            .and_then(|r| r.strip_suffix(".tmp"))
        else {
            continue;
        };
        let Some((pid, random)) = rest.split_once('.') else {
            continue;
        };
        let Ok(pid) = pid.parse::<u32>() else {
            continue;
        };
        if pid == me
            || random.is_empty()
            || !random.chars().all(|c| c.is_ascii_alphanumeric())
            || process_may_run(pid, &entry)
        {
            continue;
        }
        // Only a regular file (never a link planted under our pattern) is removed.
        if entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether the process `pid` may still be writing the temporary file `entry`: it runs (where
/// the system lists its processes in `/proc`), or, where it does not, the file is less than a
/// day old.
fn process_may_run(pid: u32, entry: &fs::DirEntry) -> bool {
    if Path::new("/proc/self").exists() {
        return Path::new(&format!("/proc/{pid}")).exists();
    }
    let age = entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok());
    age.is_none_or(|a| a < std::time::Duration::from_secs(24 * 60 * 60))
}

/// The permissions a new file gets: read and write for everyone, less the process's umask.
#[cfg(unix)]
fn new_file_permissions() -> fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    // Read from the system rather than set and reset, which would race with other threads.
    let umask = fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Umask:"))
                .and_then(|v| u32::from_str_radix(v.trim(), 8).ok())
        })
        .unwrap_or(0o022);
    fs::Permissions::from_mode(0o666 & !umask)
}

impl AtomicFile {
    /// Starts writing the file that will replace `path`.
    pub fn create(path: &Path) -> std::io::Result<AtomicFile> {
        let target = resolve_target(path)?;
        let replaced = match fs::metadata(&target) {
            Ok(meta) if meta.is_file() => Some(meta),
            Ok(_) => {
                return Err(std::io::Error::other(format!(
                    "{} is not a regular file (a device, pipe or socket); toyforge writes only regular files",
                    path.display()
                )));
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(e),
        };
        let (dir, name) = folder_and_name(&target, "file");
        remove_stale_temporaries(dir, &name);
        let tmp = temporary_beside(dir, &name)?;
        // A replaced file's mode from the start: never more open than the file it replaces.
        #[cfg(unix)]
        if let Some(meta) = &replaced {
            tmp.as_file().set_permissions(meta.permissions())?;
        }
        // Elsewhere the replaced file was only checked to be a regular file: there is no mode.
        #[cfg(not(unix))]
        let _ = replaced;
        Ok(AtomicFile {
            target,
            tmp,
            backup: true,
            #[cfg(unix)]
            replaced: replaced.map(|m| m.permissions()),
        })
    }

    /// Keeps no `.bak` of the replaced file on commit.
    pub fn without_backup(mut self) -> AtomicFile {
        self.backup = false;
        self
    }

    /// Makes the file its owner's only (mode 0o600 on systems with such modes).
    #[cfg_attr(not(unix), allow(unused_mut))]
    pub fn private(mut self) -> AtomicFile {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            self.replaced = Some(fs::Permissions::from_mode(0o600));
        }
        self
    }

    /// Puts the written data in place of the target.
    pub fn commit(self) -> std::io::Result<()> {
        let AtomicFile {
            target,
            tmp,
            backup,
            #[cfg(unix)]
            replaced,
        } = self;
        // A new file gets the usual permissions (0o666 less the umask) only now that it is
        // complete and about to be put in place; a private one keeps its owner-only mode.
        #[cfg(unix)]
        match replaced {
            Some(mode) => tmp.as_file().set_permissions(mode)?,
            None => tmp.as_file().set_permissions(new_file_permissions())?,
        }

        tmp.as_file().sync_all()?;
        if backup {
            keep_backup(&target)?;
        }
        tmp.persist(&target).map_err(|e| e.error)?;
        sync_folder(&target)
    }
}

/// Copies `target`, if it exists, to its `.bak` name: into a new temporary file created
/// exclusively, flushed, then renamed over the backup name. A rename replaces whatever is at that
/// name (a link included) and never writes through it.
fn keep_backup(target: &Path) -> std::io::Result<()> {
    let mut from = match fs::File::open(target) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let meta = from.metadata()?;
    if !meta.is_file() {
        return Err(std::io::Error::other(format!(
            "{} is not a regular file; toyforge writes only regular files",
            target.display()
        )));
    }
    let backup = backup_path(target);
    // The backup lies beside the target.
    let (dir, name) = folder_and_name(&backup, "file.bak");
    remove_stale_temporaries(dir, &name);
    let mut copy = temporary_beside(dir, &name)?;
    #[cfg(unix)]
    copy.as_file().set_permissions(meta.permissions())?;
    std::io::copy(&mut from, copy.as_file_mut())?;
    copy.as_file().sync_all()?;
    if fs::symlink_metadata(&backup).is_ok_and(|m| m.is_dir()) {
        return Err(std::io::Error::other(format!(
            "{} is a folder; the backup of {} cannot be kept there",
            backup.display(),
            target.display()
        )));
    }
    copy.persist(&backup).map_err(|e| e.error)?;
    Ok(())
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.tmp.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.tmp.flush()
    }
}

/// The file a save to `path` writes: the file a symbolic link points to (followed to the end),
/// or `path` itself. A folder is refused.
fn resolve_target(path: &Path) -> std::io::Result<PathBuf> {
    let mut target = path.to_path_buf();
    // A bounded walk: a loop of links is an error, as the system reports it.
    for _ in 0..40 {
        match fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&target)?;
                target = match target.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            Ok(meta) if meta.is_dir() => {
                return Err(std::io::Error::other(format!(
                    "{} is a folder; give the name of a file to write",
                    path.display()
                )));
            }
            _ => return Ok(target),
        }
    }
    Err(std::io::Error::other(format!(
        "{}: too many levels of symbolic links",
        path.display()
    )))
}

/// Flushes the folder of `path`, so that the rename itself survives a crash.
fn sync_folder(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        // Folders cannot be opened as files there; the rename is as durable as the system makes it.
        let _ = path;
        Ok(())
    }
}
