//! The record a published site keeps of the files `publish` wrote, and the check made before an
//! output folder is replaced: a folder is replaced only when it holds exactly what the record
//! lists (unchanged) and nothing else, or is empty. Anything else is listed and refused, unless
//! `--replace` is given; a folder that holds the course being published, one of its lessons or
//! one of their maps is never replaced.

use super::{EXIT_WRITE, Failure};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The record's file name, in the site's top folder.
pub const RECORD_FILE: &str = ".toyforge-published.json";

/// The format of the record; a record of a later format is not trusted (its folder is listed).
const RECORD_FORMAT: u32 = 1;

/// The most entries (files and folders) of an output folder looked at before it is refused
/// whole: a site has a few dozen.
pub const MAX_OUTPUT_ENTRIES: usize = 100_000;

/// How many of the files in the way a message lists by name.
const LISTED: usize = 20;

/// One file the site holds: its path in the site (`/`-separated), its size and a digest of its
/// bytes (64-bit FNV-1a, to tell a file changed since it was published).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Entry {
    pub path: String,
    pub bytes: u64,
    pub digest: String,
}

#[derive(Serialize, Deserialize)]
struct Record {
    format: u32,
    note: String,
    files: Vec<Entry>,
}

impl Entry {
    /// The entry of a file with `data` at `path` in the site.
    pub fn of(path: &str, data: &[u8]) -> Entry {
        Entry {
            path: path.to_string(),
            bytes: data.len() as u64,
            digest: digest(data),
        }
    }
}

/// The 64-bit FNV-1a digest of `data`, in hex.
fn digest(data: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in data {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The record's text for the files written.
pub fn record_text(files: &[Entry]) -> String {
    let record = Record {
        format: RECORD_FORMAT,
        note: "The files toyforge publish wrote here. A later publish replaces this folder only \
               while it holds these files, unchanged, and nothing else."
            .into(),
        files: files.to_vec(),
    };
    serde_json::to_string_pretty(&record).unwrap_or_default() + "\n"
}

/// What a folder holds beyond a published site: the paths (relative, `/`-separated) of files
/// not in its record, files changed since, and folders the record does not account for.
struct InTheWay {
    paths: Vec<String>,
    /// More entries than [`MAX_OUTPUT_ENTRIES`]: the folder was not looked at to its end.
    too_many: bool,
}

/// Checks that `out` may be replaced by a site. `protected` are the course file, its lessons
/// and their maps, the font and the player's files: a folder holding any of them is refused
/// whatever `replace` says. Returns the
/// files that replacing `out` removes beyond a site published before (empty unless `replace`).
pub fn check_out(out: &Path, protected: &[PathBuf], replace: bool) -> Result<Vec<String>, Failure> {
    let refuse = |why: String| Failure {
        code: EXIT_WRITE,
        message: format!("{}: {why}; not replaced", out.display()),
    };
    let meta = match std::fs::symlink_metadata(out) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(refuse(format!("cannot be read ({e})"))),
    };
    if meta.file_type().is_symlink() {
        return Err(refuse(
            "is a symbolic link; give the folder itself as --out".into(),
        ));
    }
    if !meta.is_dir() {
        let what = if meta.is_file() {
            "is a file, not a folder"
        } else {
            "is not a folder (a device, pipe or socket)"
        };
        return Err(refuse(format!("{what} (choose another --out)")));
    }
    if let Ok(real_out) = std::fs::canonicalize(out) {
        for p in protected {
            if let Ok(real) = std::fs::canonicalize(p)
                && real.starts_with(&real_out)
            {
                return Err(refuse(format!(
                    "holds {}, part of the course being published; toyforge never replaces a \
                     folder holding the course, its lessons, their maps, the font or the player, \
                     even with --replace (choose another --out)",
                    p.display()
                )));
            }
        }
    }
    let way = in_the_way(out);
    if way.too_many {
        return Err(refuse(format!(
            "holds more than {MAX_OUTPUT_ENTRIES} files and folders, which is no published site; \
             toyforge does not replace it, even with --replace (choose another --out)"
        )));
    }
    if way.paths.is_empty() {
        return Ok(Vec::new());
    }
    if replace {
        return Ok(way.paths);
    }
    Err(refuse(format!(
        "holds {} that an earlier publish did not write (or that changed since): {}; replacing \
         the folder would remove them. Choose another --out, or pass --replace to remove them",
        files_or_folders(way.paths.len()),
        listing(&way.paths)
    )))
}

/// "1 file or folder", "3 files or folders".
pub fn files_or_folders(n: usize) -> String {
    if n == 1 {
        "1 file or folder".into()
    } else {
        format!("{n} files or folders")
    }
}

/// Up to [`LISTED`] paths, then how many more.
pub fn listing(paths: &[String]) -> String {
    let mut out: Vec<String> = paths.iter().take(LISTED).cloned().collect();
    if paths.len() > LISTED {
        out.push(format!("and {} more", paths.len() - LISTED));
    }
    out.join(", ")
}

/// The record of the site in `out`, by path; `None` when there is none (or it cannot be
/// trusted).
fn read_record(out: &Path) -> Option<BTreeMap<String, Entry>> {
    let path = out.join(RECORD_FILE);
    let meta = std::fs::symlink_metadata(&path).ok()?;
    if !meta.is_file() || meta.len() > 16 * 1024 * 1024 {
        return None;
    }
    let text = std::fs::read_to_string(&path).ok()?;
    let record: Record = serde_json::from_str(&text).ok()?;
    (record.format <= RECORD_FORMAT).then(|| {
        record
            .files
            .into_iter()
            .map(|e| (e.path.clone(), e))
            .collect()
    })
}

/// Walks `out` (never following links) and lists what is not the site its record describes.
fn in_the_way(out: &Path) -> InTheWay {
    let record = read_record(out);
    let recorded = record.as_ref();
    // The folders the recorded files sit in.
    let folders: BTreeSet<String> = recorded
        .map(|r| {
            r.keys()
                .flat_map(|p| {
                    let parts: Vec<&str> = p.split('/').collect();
                    (1..parts.len())
                        .map(|n| parts[..n].join("/"))
                        .collect::<Vec<_>>()
                })
                .collect()
        })
        .unwrap_or_default();
    let mut way = InTheWay {
        paths: Vec::new(),
        too_many: false,
    };
    let mut seen = 0usize;
    let mut stack: Vec<(PathBuf, String)> = vec![(out.to_path_buf(), String::new())];
    while let Some((dir, rel)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            way.paths
                .push(if rel.is_empty() { ".".into() } else { rel });
            continue;
        };
        let mut names: Vec<_> = entries.flatten().collect();
        names.sort_by_key(|e| e.file_name());
        for e in names {
            seen += 1;
            if seen > MAX_OUTPUT_ENTRIES {
                way.too_many = true;
                return way;
            }
            let name = e.file_name().to_string_lossy().into_owned();
            let path = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            let Ok(kind) = e.file_type() else {
                way.paths.push(path);
                continue;
            };
            if kind.is_dir() {
                if !folders.contains(&path) {
                    way.paths.push(format!("{path}/"));
                }
                // Looked into either way: a folder of the user's is listed with what it holds.
                stack.push((e.path(), path));
            } else if path == RECORD_FILE && recorded.is_some() {
                // The record itself.
            } else if !kind.is_file()
                || !recorded
                    .and_then(|r| r.get(&path))
                    .is_some_and(|entry| unchanged(&e.path(), entry))
            {
                way.paths.push(path);
            }
        }
    }
    way.paths.sort();
    way
}

/// Whether the file at `path` is still as the record has it.
fn unchanged(path: &Path, entry: &Entry) -> bool {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return false;
    };
    if meta.len() != entry.bytes {
        return false;
    }
    std::fs::read(path).is_ok_and(|data| digest(&data) == entry.digest)
}
