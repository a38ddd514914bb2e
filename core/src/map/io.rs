//! Reading and writing map files: versioned RON, clear errors with line and column, size limits,
//! atomic saves that keep the previous version as `.bak`.

use super::model::{MAP_FORMAT, Map};
use serde::Deserialize;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Largest file the loaders accept.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;
/// Most locations (bases plus HQs) a map may have.
pub const MAX_LOCATIONS: usize = 10_000;

/// Why a file could not be read. Every message starts with the file name, and syntax errors give
/// the line and column.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{file}: cannot read the file: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error(
        "{file}: this {what} was written by a newer toyforge (format {found}; this version reads formats up to {supported}); update toyforge to open it"
    )]
    TooNew {
        file: String,
        what: &'static str,
        found: u32,
        supported: u32,
    },
    #[error("{file}: {message}")]
    TooLarge { file: String, message: String },
    #[error("{file}: {message}")]
    Invalid { file: String, message: String },
}

impl LoadError {
    /// The (line, column) of a syntax error.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            LoadError::Syntax { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }
}

/// Reads a whole file as UTF-8 text, refusing files over [`MAX_FILE_BYTES`].
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let file = path.display().to_string();
    let meta = fs::metadata(path).map_err(|source| LoadError::Io {
        file: file.clone(),
        source,
    })?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            file,
            message: format!(
                "the file is {} bytes; toyforge reads files up to {} bytes",
                meta.len(),
                MAX_FILE_BYTES
            ),
        });
    }
    let bytes = fs::read(path).map_err(|source| LoadError::Io {
        file: file.clone(),
        source,
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let (line, column) = line_col(&e.as_bytes()[..e.utf8_error().valid_up_to()]);
        LoadError::Syntax {
            file,
            line,
            column,
            message: "the file is not UTF-8 text".into(),
        }
    })
}

fn line_col(prefix: &[u8]) -> (usize, usize) {
    let line = prefix.iter().filter(|&&c| c == b'\n').count() + 1;
    let col = prefix.iter().rev().take_while(|&&c| c != b'\n').count() + 1;
    (line, col)
}

/// Turns a RON error into a [`LoadError::Syntax`] naming the file.
pub fn ron_error(file: &str, e: ron::error::SpannedError) -> LoadError {
    LoadError::Syntax {
        file: file.to_string(),
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    }
}

#[derive(Deserialize)]
struct FormatProbe {
    // A plain number with a default: RON would want `Some(2)` for an `Option`.
    #[serde(default)]
    format: u32,
}

/// Reads just the `format` field of a RON document, if it has one, so that a file from a newer
/// version is refused with a message that says so rather than a confusing syntax error.
pub fn probe_format(text: &str) -> Option<u32> {
    ron::Options::default()
        .from_str::<FormatProbe>(text)
        .ok()
        .map(|p| p.format)
        .filter(|&f| f > 0)
}

/// Checks a document's `format` against the newest this version reads.
pub fn check_format(
    file: &str,
    text: &str,
    what: &'static str,
    supported: u32,
) -> Result<(), LoadError> {
    match probe_format(text) {
        Some(found) if found > supported => Err(LoadError::TooNew {
            file: file.to_string(),
            what,
            found,
            supported,
        }),
        _ => Ok(()),
    }
}

impl Map {
    /// Parses a map from RON text. `file` names the source in messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Map, LoadError> {
        check_format(file, text, "map", MAP_FORMAT)?;
        let map: Map = ron::Options::default()
            .from_str(text)
            .map_err(|e| ron_error(file, e))?;
        if map.format == 0 {
            return Err(LoadError::Invalid {
                file: file.to_string(),
                message: "`format` must be 1 or more".into(),
            });
        }
        let locations = map.bases.len() + map.hqs.len();
        if locations > MAX_LOCATIONS {
            return Err(LoadError::TooLarge {
                file: file.to_string(),
                message: format!(
                    "the map has {locations} locations; toyforge accepts at most {MAX_LOCATIONS}"
                ),
            });
        }
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
        out.push_str(&to_pretty_ron(self));
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

/// Writes `bytes` to `path` so that a crash never leaves a half-written file: the data goes to a
/// temporary file in the same folder, is flushed to disk, and is renamed over the target. The
/// previous version, if any, is kept as `path.bak`.
pub fn save_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    if path.exists()
        && let Err(e) = fs::copy(path, backup_path(path))
    {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    if let Err(e) = fs::rename(&tmp, path) {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    Ok(())
}
