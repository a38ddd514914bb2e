//! Crash recovery for every open document, by one writer.
//!
//! Each running toyforge holds a [`RecoveryStore`]: a folder beside the preferences, an instance
//! id of its own and a lock file it keeps locked while it runs. Each open document with unsaved
//! changes is written to its own file, named by the document kind and the instance
//! (`lesson-<instance>.recovery`), at most [`AUTOSAVE_DELAY`] after its last change, through a
//! temporary file, fsync and rename (and fsync of the folder). Two windows never share a file.
//!
//! At start, the files of instances whose lock is free (their process has ended) are offered
//! back. A file that cannot be read (damaged, too big, or written by a newer toyforge) is moved
//! aside to `*.unreadable` and reported, never deleted.

use crate::app::i18n::lang;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use toyforge_core::map::LoadError;
use toyforge_core::tr;
use toyforge_core::versioned::{self, Versioned};

/// How long after a change its recovery file is written (also the longest an unsaved change
/// waits, however long the typing goes on).
pub const AUTOSAVE_DELAY: Duration = Duration::from_secs(2);

/// Recovery files larger than this are not read (they cannot be toyforge's).
pub const MAX_RECOVERY_BYTES: u64 = 16 * 1024 * 1024;

/// The format of the recovery envelope; a file of a later format is kept aside, unread.
pub const RECOVERY_FORMAT: u32 = 1;

const EXT: &str = "recovery";

/// What a recovery file holds: the document kind, the file it belongs to and its contents in
/// the kind's own format.
#[derive(Serialize, Deserialize)]
struct Envelope {
    format: u32,
    kind: String,
    #[serde(default)]
    source: Option<PathBuf>,
    /// The document's name or title, for the offer.
    #[serde(default)]
    title: String,
    body: String,
}

/// Read by the loader of every versioned file, which refuses a file of a later format.
impl Versioned for Envelope {
    const WHAT: &'static str = "recovery";
    const FORMAT: u32 = RECOVERY_FORMAT;

    fn format_mut(&mut self) -> &mut u32 {
        &mut self.format
    }
}

/// A document as its recovery file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The document in its kind's own format.
    pub body: String,
    /// The file it belongs to; `None` for one never saved.
    pub source: Option<PathBuf>,
    /// Its name or title, shown when it is offered back.
    pub title: String,
}

/// A document left by an instance that has ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The recovery file.
    pub file: PathBuf,
    /// The document kind ("map", "lesson").
    pub kind: String,
    /// The file the document belonged to; `None` for one never saved.
    pub source: Option<PathBuf>,
    /// The document in its kind's format.
    pub body: String,
    /// Its name or title.
    pub title: String,
    /// When it was written, in words.
    pub age: String,
}

/// A recovery file that could not be read, and where it was put.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub kept_at: PathBuf,
    pub reason: String,
}

/// The recovery folder of this instance.
pub struct RecoveryStore {
    dir: PathBuf,
    instance: String,
    /// Held locked for the life of the instance: it tells other instances its files are live.
    _lock: File,
    /// Overrides [`AUTOSAVE_DELAY`] (tests).
    pub delay: Duration,
}

impl RecoveryStore {
    /// Opens (creating) the folder `dir` and takes a new instance id and its lock.
    pub fn open(dir: &Path) -> std::io::Result<RecoveryStore> {
        std::fs::create_dir_all(dir)?;
        // Unsaved work is its owner's only: the folder is closed to others (an older toyforge
        // made it open to reading).
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
        }
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        let instance = format!("{}-{:x}", std::process::id(), nanos & 0xffff_ffff_ffff);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(format!("{instance}.lock")))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            lock.set_permissions(std::fs::Permissions::from_mode(0o600))?;
        }
        lock.lock()?;
        Ok(RecoveryStore {
            dir: dir.to_path_buf(),
            instance,
            _lock: lock,
            delay: AUTOSAVE_DELAY,
        })
    }

    /// The recovery file of this instance's document of `kind`.
    pub fn file_for(&self, kind: &str) -> PathBuf {
        self.dir.join(format!("{kind}-{}.{EXT}", self.instance))
    }

    /// The documents left by instances that have ended, and the files that could not be read
    /// (moved aside).
    pub fn scan(&self) -> (Vec<Found>, Vec<Unreadable>) {
        let mut found = Vec::new();
        let mut unreadable = Vec::new();
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return (found, unreadable);
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == EXT))
            .collect();
        files.sort();
        for file in files {
            let Some(instance) = instance_of(&file) else {
                continue;
            };
            if instance == self.instance || self.is_live(instance) {
                continue;
            }
            match read_envelope(&file) {
                Ok(env) => found.push(Found {
                    age: age_of(&file),
                    file,
                    kind: env.kind,
                    source: env.source,
                    title: env.title,
                    body: env.body,
                }),
                Err(reason) => unreadable.push(set_aside(&file, reason)),
            }
        }
        (found, unreadable)
    }

    /// Whether the instance `id` still runs (its lock is held).
    fn is_live(&self, id: &str) -> bool {
        let Ok(f) = OpenOptions::new()
            .write(true)
            .open(self.dir.join(format!("{id}.lock")))
        else {
            return false;
        };
        match f.try_lock() {
            Ok(()) => {
                // Nobody holds it: its instance has ended. The lock file goes with its last
                // recovery file (see `forget`).
                let _ = f.unlock();
                false
            }
            Err(_) => true,
        }
    }

    /// Removes a recovery file found at start (recovered or discarded), and the lock file of its
    /// instance once no file of it is left.
    pub fn forget(&self, found: &Found) -> std::io::Result<()> {
        remove_if_there(&found.file)?;
        if let Some(id) = instance_of(&found.file) {
            let left = std::fs::read_dir(&self.dir)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .any(|p| p.extension().is_some_and(|e| e == EXT) && instance_of(&p) == Some(id));
            if !left && !self.is_live(id) {
                remove_if_there(&self.dir.join(format!("{id}.lock")))?;
            }
        }
        Ok(())
    }
}

fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// The instance id in a recovery file's name (`<kind>-<instance>.recovery`).
fn instance_of(file: &Path) -> Option<&str> {
    let stem = file.file_stem()?.to_str()?;
    stem.split_once('-').map(|(_, id)| id)
}

fn age_of(file: &Path) -> String {
    std::fs::metadata(file)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .map(|d| describe_age(d.as_secs()))
        .unwrap_or_else(|| tr!(lang(), "recover-earlier-session"))
}

/// The first line of every recovery file.
const HEADER: &str = "// toyforge: unsaved work, kept in case of a crash.";

fn read_envelope(file: &Path) -> Result<Envelope, String> {
    // Only a regular file of its own: a link (to `/etc/passwd`, say) is never followed, and a
    // pipe or device never opened (opening a pipe waits for a writer).
    let meta = std::fs::symlink_metadata(file)
        .map_err(|e| tr!(lang(), "recovery-cannot-read", error = e.to_string()))?;
    if meta.file_type().is_symlink() {
        return Err(tr!(lang(), "recovery-symlink"));
    }
    if !meta.is_file() {
        return Err(tr!(lang(), "recovery-not-regular-unopened"));
    }
    let text = read_limited(file)?;
    // Nothing of a file toyforge did not write is quoted: the parser's message, which may quote
    // the text, is given only for a file with toyforge's header.
    let text = text.trim_start_matches('\u{feff}');
    let ours = text.starts_with(HEADER);
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    match versioned::parse::<Envelope>(text, &name) {
        Ok(env) => Ok(env),
        // A file of a later format says so as a map, lesson or course of a later format does.
        Err(e @ LoadError::TooNew { .. }) => Err(e.text().render(lang())),
        Err(e) if ours => Err(tr!(
            lang(),
            "recovery-damaged",
            error = e.text().render(lang())
        )),
        Err(_) => Err(tr!(lang(), "recovery-not-ours")),
    }
}

/// Moves `file` aside to `<file>.unreadable` (numbered when that exists).
fn set_aside(file: &Path, reason: String) -> Unreadable {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let mut kept_at = file.with_file_name(format!("{name}.unreadable"));
    let mut n = 1;
    while kept_at.exists() {
        n += 1;
        kept_at = file.with_file_name(format!("{name}.{n}.unreadable"));
    }
    match std::fs::rename(file, &kept_at) {
        Ok(()) => Unreadable { kept_at, reason },
        Err(e) => Unreadable {
            kept_at: file.to_path_buf(),
            reason: tr!(
                lang(),
                "recovery-not-moved",
                reason = reason,
                error = e.to_string()
            ),
        },
    }
}

/// Writes a recovery file (durably) holding a document of `kind`.
pub fn write_recovery_file(path: &Path, kind: &str, doc: Snapshot) -> std::io::Result<()> {
    let env = Envelope {
        format: RECOVERY_FORMAT,
        kind: kind.into(),
        source: doc.source.map(|p| std::path::absolute(&p).unwrap_or(p)),
        title: doc.title,
        body: doc.body,
    };
    let text = format!("{HEADER}\n{}\n", crate::map::to_pretty_ron_depth(&env, 2));
    // Durably: an exclusive temporary file in the same folder, fsync, rename over `path`, fsync
    // of the folder; readable by its owner only, at every step.
    crate::map::replace_private_file(path, text.as_bytes())
}

/// Reads at most [`MAX_RECOVERY_BYTES`] of a text file.
pub fn read_limited(file: &Path) -> Result<String, String> {
    let f =
        File::open(file).map_err(|e| tr!(lang(), "recovery-cannot-open", error = e.to_string()))?;
    // Asked of the open handle too: the file may have been replaced since it was looked at.
    if !f.metadata().is_ok_and(|m| m.is_file()) {
        return Err(tr!(lang(), "recovery-not-regular"));
    }
    let mut text = String::new();
    f.take(MAX_RECOVERY_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| tr!(lang(), "recovery-cannot-read", error = e.to_string()))?;
    if text.len() as u64 > MAX_RECOVERY_BYTES {
        return Err(tr!(
            lang(),
            "recovery-too-large",
            mib = MAX_RECOVERY_BYTES / (1024 * 1024)
        ));
    }
    Ok(text)
}

/// The recovery file of one open document: when it is due, and writing or removing it.
#[derive(Default)]
pub struct AutoSave {
    file: Option<PathBuf>,
    /// The document kind ([`super::DocKind::NAME`]).
    kind: &'static str,
    /// The revision last written.
    written: Option<u64>,
    /// The revision waiting to be written, and since when.
    pending: Option<(u64, Instant)>,
    /// The last write failed: why (shown until a write succeeds).
    pub error: Option<String>,
}

/// What [`AutoSave::poll`] did.
#[derive(Debug, PartialEq)]
pub enum Wrote {
    Nothing,
    /// The file was written.
    Saved,
    /// Writing failed (the message says why); it is tried again later.
    Failed(String),
}

impl AutoSave {
    /// The writer of the open document of `kind` ([`super::DocKind::NAME`]) in `store`.
    pub fn new(store: &RecoveryStore, kind: &'static str) -> AutoSave {
        AutoSave {
            file: Some(store.file_for(kind)),
            kind,
            ..AutoSave::default()
        }
    }

    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// How long until the pending change is due, if one waits.
    pub fn due_in(&self, delay: Duration) -> Option<Duration> {
        let (_, since) = self.pending?;
        Some(delay.saturating_sub(since.elapsed()))
    }

    /// Writes the document (as `contents` makes it) once a change at `rev` has
    /// waited `delay`. A clean document removes its file.
    pub fn poll(
        &mut self,
        rev: u64,
        dirty: bool,
        delay: Duration,
        contents: impl FnOnce() -> Snapshot,
    ) -> Wrote {
        let Some(file) = self.file.clone() else {
            return Wrote::Nothing;
        };
        if !dirty {
            if self.written.is_some() || self.pending.is_some() {
                self.clear();
            }
            return Wrote::Nothing;
        }
        if self.written == Some(rev) {
            self.pending = None;
            return Wrote::Nothing;
        }
        let since = match self.pending {
            Some((_, since)) => since,
            None => {
                let now = Instant::now();
                self.pending = Some((rev, now));
                now
            }
        };
        if since.elapsed() < delay {
            return Wrote::Nothing;
        }
        match write_recovery_file(&file, self.kind, contents()) {
            Ok(()) => {
                self.written = Some(rev);
                self.pending = None;
                self.error = None;
                Wrote::Saved
            }
            Err(e) => {
                // Try again after another delay, not every frame.
                self.pending = Some((rev, Instant::now()));
                let msg = tr!(
                    lang(),
                    "recovery-write-failed",
                    file = file.display().to_string(),
                    error = e.to_string()
                );
                self.error = Some(msg.clone());
                Wrote::Failed(msg)
            }
        }
    }

    /// Removes the recovery file (after a save, or when the changes are discarded on purpose).
    pub fn clear(&mut self) {
        if let Some(file) = &self.file {
            let _ = remove_if_there(file);
        }
        self.written = None;
        self.pending = None;
    }
}

/// How long ago, in words: "a minute ago", "5 minutes ago", "3 hours ago"...
pub fn describe_age(secs: u64) -> String {
    match secs {
        0..=89 => tr!(lang(), "age-minutes", n = 1),
        90..=5399 => tr!(lang(), "age-minutes", n = secs.div_ceil(60)),
        5400..=129_599 => tr!(lang(), "age-hours", n = secs / 3600),
        _ => tr!(lang(), "age-days", n = secs / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(a: &mut AutoSave, rev: u64, body: &str) -> Wrote {
        a.poll(rev, true, Duration::ZERO, || Snapshot {
            body: body.to_string(),
            source: Some("x.ron".into()),
            title: "X".into(),
        })
    }

    #[test]
    fn a_file_of_an_ended_instance_is_found_and_a_live_ones_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let first = RecoveryStore::open(dir.path()).unwrap();
        let mut a = AutoSave::new(&first, "map");
        assert_eq!(write(&mut a, 1, "(name: \"x\")"), Wrote::Saved);
        let second = RecoveryStore::open(dir.path()).unwrap();
        assert!(second.scan().0.is_empty(), "the first instance still runs");
        drop(first);
        // A process that another test forks in this moment (the `mkfifo` below) holds a copy of the lock until it
        // runs its program (the descriptor closes on exec), so the ended instance may look live
        // for a few milliseconds.
        let deadline = Instant::now() + Duration::from_secs(5);
        let (found, bad) = loop {
            let (found, bad) = second.scan();
            if !found.is_empty() || Instant::now() > deadline {
                break (found, bad);
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        assert!(bad.is_empty());
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind, "map");
        assert_eq!(found[0].body, "(name: \"x\")");
        assert_eq!(found[0].title, "X");
        assert!(found[0].source.as_ref().unwrap().ends_with("x.ron"));
        second.forget(&found[0]).unwrap();
        assert!(second.scan().0.is_empty());
        let locks = std::fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().unwrap() == "lock")
            .count();
        assert_eq!(locks, 1, "only the running instance's lock is left");
    }

    #[test]
    fn a_change_is_written_only_after_the_delay_and_a_clean_document_removes_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let store = RecoveryStore::open(dir.path()).unwrap();
        let mut a = AutoSave::new(&store, "lesson");
        let long = Duration::from_secs(3600);
        let made = || Snapshot {
            body: "body".into(),
            source: None,
            title: String::new(),
        };
        assert_eq!(a.poll(1, true, long, made), Wrote::Nothing);
        assert!(!a.file().unwrap().exists());
        assert_eq!(a.poll(2, true, Duration::ZERO, made), Wrote::Saved);
        assert!(a.file().unwrap().exists());
        assert_eq!(a.poll(2, true, Duration::ZERO, made), Wrote::Nothing);
        a.poll(3, false, Duration::ZERO, made);
        assert!(!a.file().unwrap().exists());
    }

    #[test]
    fn unreadable_and_newer_files_are_moved_aside_not_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let damaged = dir.path().join("map-1-dead.recovery");
        std::fs::write(&damaged, format!("{HEADER}\n(format: 1, kind: ")).unwrap();
        let newer = dir.path().join("lesson-2-dead.recovery");
        let text = format!("{HEADER}\n(format: 99, kind: \"lesson\", body: \"\")");
        std::fs::write(&newer, text).unwrap();
        let store = RecoveryStore::open(dir.path()).unwrap();
        let (found, bad) = store.scan();
        assert!(found.is_empty());
        assert_eq!(bad.len(), 2);
        // A newer file is refused as a map, lesson or course of a later format is.
        assert!(
            bad.iter().any(|u| u.reason
                == "lesson-2-dead.recovery:2:10: this recovery was written by a newer toyforge \
                    (format 99; this version reads formats up to 1); update toyforge to open it"),
            "{bad:?}"
        );
        assert!(bad.iter().any(|u| u.reason.contains("damaged")));
        for u in &bad {
            assert!(u.kept_at.exists(), "{} is kept", u.kept_at.display());
            assert!(u.kept_at.to_string_lossy().ends_with(".unreadable"));
        }
        assert!(!damaged.exists() && !newer.exists());
        assert!(store.scan().1.is_empty(), "reported once");
    }

    #[test]
    fn a_file_of_the_first_format_without_its_optional_fields_is_offered_back() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join("map-3-dead.recovery");
        let text = format!("{HEADER}\n(format: 1, kind: \"map\", body: \"(format: 1)\")\n");
        std::fs::write(&old, text).unwrap();
        let store = RecoveryStore::open(dir.path()).unwrap();
        let (found, bad) = store.scan();
        assert!(bad.is_empty(), "{bad:?}");
        assert_eq!(found.len(), 1);
        let f = &found[0];
        assert_eq!((f.kind.as_str(), f.body.as_str()), ("map", "(format: 1)"));
        assert_eq!((f.source.as_deref(), f.title.as_str()), (None, ""));
    }

    #[test]
    fn a_failed_write_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let store = RecoveryStore::open(dir.path()).unwrap();
        let mut a = AutoSave::new(&store, "map");
        // The folder is gone: the write fails, and says why.
        drop(store);
        std::fs::remove_dir_all(dir.path()).unwrap();
        match write(&mut a, 1, "x") {
            Wrote::Failed(m) => assert!(m.contains("recovery file"), "{m}"),
            other => panic!("{other:?}"),
        }
        assert!(a.error.is_some());
    }

    #[cfg(unix)]
    #[test]
    fn unsaved_work_is_readable_by_its_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let home = tempfile::tempdir().unwrap();
        let dir = home.path().join("recovery");
        // A folder an older version made open to reading is closed.
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        let store = RecoveryStore::open(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        let mut a = AutoSave::new(&store, "map");
        assert_eq!(write(&mut a, 1, "(name: \"x\")"), Wrote::Saved);
        assert_eq!(mode(a.file().unwrap()), 0o600);
        assert_eq!(write(&mut a, 2, "(name: \"y\")"), Wrote::Saved);
        assert_eq!(mode(a.file().unwrap()), 0o600);
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            assert_eq!(mode(&p), 0o600, "{}", p.display());
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_a_link_among_the_recovery_files_is_set_aside_unread_and_unquoted() {
        let dir = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let passwd = outside.path().join("passwd");
        std::fs::write(&passwd, "root:x:0:0:root:/root:/bin/sh\n").unwrap();
        let link = dir.path().join("map-1-dead.recovery");
        std::os::unix::fs::symlink(&passwd, &link).unwrap();
        let fifo = dir.path().join("lesson-2-dead.recovery");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        // Not a toyforge file, though a regular one: refused without a word of it.
        let stranger = dir.path().join("map-3-dead.recovery");
        std::fs::write(&stranger, "root:x:0:0:root:/root:/bin/sh\n").unwrap();
        let store = RecoveryStore::open(dir.path()).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(store.scan());
        });
        let (found, bad) = rx
            .recv_timeout(Duration::from_secs(10))
            .expect("the scan does not wait on a pipe");
        assert!(found.is_empty());
        assert_eq!(bad.len(), 3, "{bad:?}");
        for u in &bad {
            assert!(!u.reason.contains("root"), "{}", u.reason);
        }
        assert!(bad.iter().any(|u| u.reason.contains("symbolic link")));
        assert!(bad.iter().any(|u| u.reason.contains("not a regular file")));
        assert!(bad.iter().any(|u| u.reason.contains("not a recovery file")));
        // The link's target is untouched.
        assert_eq!(
            std::fs::read_to_string(&passwd).unwrap(),
            "root:x:0:0:root:/root:/bin/sh\n"
        );
    }
}
