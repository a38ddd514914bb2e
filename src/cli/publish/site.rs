//! Writing a published site: everything into a fresh folder beside the output, then that folder
//! put in the output's place, so a learner never meets half a course and a failed publish
//! leaves the last site as it was.

use super::record::{Entry, RECORD_FILE, record_text};
use super::{EXIT_WRITE, Failure, MANIFEST, PLAYER_FILES, Site};
use std::path::Path;

mod offline;

/// Writes `site` with the player from `player` to `out`, with the record of every file written;
/// returns what was written, in words. Whether `out` may be replaced is checked before (see
/// `record::check_out`).
pub(super) fn write(out: &Path, player: &Path, site: &Site) -> Result<String, Failure> {
    let fail = |what: &Path, e: std::io::Error| Failure {
        code: EXIT_WRITE,
        message: format!("{}: cannot write: {e}", what.display()),
    };
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => Path::new(".").to_path_buf(),
    };
    std::fs::create_dir_all(&parent).map_err(|e| fail(&parent, e))?;
    let tmp = tempfile::Builder::new()
        .prefix(".toyforge-site-")
        .tempdir_in(&parent)
        .map_err(|e| fail(&parent, e))?;
    let mut bytes = 0u64;
    let mut files = 0usize;
    let mut written = Vec::new();
    let mut put = |rel: &str, data: &[u8]| -> Result<(), Failure> {
        let p = tmp.path().join(rel);
        if let Some(d) = p.parent() {
            std::fs::create_dir_all(d).map_err(|e| fail(d, e))?;
        }
        std::fs::write(&p, data).map_err(|e| fail(&p, e))?;
        bytes += data.len() as u64;
        files += 1;
        written.push(Entry::of(rel, data));
        Ok(())
    };
    let mut content: Vec<(String, Vec<u8>)> = Vec::new();
    for f in PLAYER_FILES {
        let from = player.join(f);
        let data = std::fs::read(&from).map_err(|e| Failure {
            code: EXIT_WRITE,
            message: format!("{}: cannot read: {e}", from.display()),
        })?;
        content.push((f.to_string(), data));
    }
    content.push(("index.html".into(), page(site).into_bytes()));
    content.push((MANIFEST.into(), site.manifest_json().into_bytes()));
    for (file, text) in &site.lessons {
        content.push((file.clone(), text.as_bytes().to_vec()));
    }
    if let Some(font) = &site.font {
        content.push((font.file.clone(), font.bytes.clone()));
    }
    content.push((
        offline::ICON_FILE.into(),
        offline::ICON_SVG.as_bytes().to_vec(),
    ));
    for (size, file) in offline::ICON_PNGS {
        let png = offline::icon_png(size).map_err(|e| Failure {
            code: EXIT_WRITE,
            message: format!("{file}: cannot draw the icon: {e}"),
        })?;
        content.push((file.into(), png));
    }
    content.push((
        offline::APP_MANIFEST.into(),
        offline::app_manifest(&site.manifest.title, page_lang(site)).into_bytes(),
    ));
    for (rel, data) in &content {
        put(rel, data)?;
    }
    let names: Vec<String> = content.iter().map(|(n, _)| n.clone()).collect();
    let version = offline::fingerprint(content.iter().map(|(n, d)| (n.as_str(), d.as_slice())));
    put(
        offline::WORKER,
        offline::worker(&names, &version).as_bytes(),
    )?;
    // The record of every file above, itself last.
    let record = tmp.path().join(RECORD_FILE);
    std::fs::write(&record, record_text(&written)).map_err(|e| fail(&record, e))?;
    swap_in(tmp, out, &parent)?;
    Ok(format!("{files} files, {} KB", bytes.div_ceil(1024)))
}

/// Puts the finished site in `out`'s place; the old site goes only once the new one is there.
fn swap_in(tmp: tempfile::TempDir, out: &Path, parent: &Path) -> Result<(), Failure> {
    let fail = |e: std::io::Error| Failure {
        code: EXIT_WRITE,
        message: format!("{}: cannot replace: {e}", out.display()),
    };
    let old = if out.exists() {
        let holder = tempfile::Builder::new()
            .prefix(".toyforge-old-")
            .tempdir_in(parent)
            .map_err(fail)?;
        std::fs::rename(out, holder.path().join("site")).map_err(fail)?;
        Some(holder)
    } else {
        None
    };
    let built = tmp.keep();
    if let Err(e) = std::fs::rename(&built, out) {
        // Put the old site back rather than leave nothing.
        if let Some(h) = &old {
            let _ = std::fs::rename(h.path().join("site"), out);
        }
        let _ = std::fs::remove_dir_all(&built);
        return Err(fail(e));
    }
    drop(old);
    Ok(())
}

/// Escapes text for HTML.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page's language: the course's, English when it names none.
fn page_lang(site: &Site) -> &str {
    let lang = site.manifest.language.trim();
    if lang.is_empty() { "en" } else { lang }
}

/// The page: the canvas the player draws on, a line shown while it loads, and the live region
/// that tells screen readers the lesson's status and feedback; its icon, the web app manifest
/// and the service worker that keeps the course for offline use.
fn page(site: &Site) -> String {
    let m = &site.manifest;
    let lang = page_lang(site);
    let words = offline::page_words(lang);
    // The page's words first: a title holding `{noscript}` stays as it is.
    PAGE.replace("{loading}", &escape(&words.loading))
        .replace("{cannot_run}", &js_string(&words.cannot_run))
        .replace("{noscript}", &escape(&words.noscript))
        .replace("{lang}", &escape(lang))
        .replace("{title}", &escape(&m.title))
}

/// A JavaScript string literal of `s`, safe inside a `<script>` element.
fn js_string(s: &str) -> String {
    serde_json::to_string(s)
        .unwrap_or_else(|_| "\"\"".into())
        .replace('<', "\\u003c")
}

const PAGE: &str = r##"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<meta name="color-scheme" content="light dark">
<title>{title}</title>
<link rel="icon" href="icon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="icon-192.png">
<link rel="manifest" href="manifest.webmanifest">
<meta name="theme-color" content="#2f5d8a">
<style>
html, body { margin: 0; height: 100%; overflow: hidden; background: #f4f1ea; color: #222;
  font-family: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { html, body { background: #1b1b1b; color: #ddd; } }
#toyforge-canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block;
  touch-action: none; }
#toyforge-loading { position: absolute; inset: 0; display: flex; align-items: center;
  justify-content: center; padding: 2em; text-align: center; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
<body>
<canvas id="toyforge-canvas"></canvas>
<div id="toyforge-loading">{loading}</div>
<div id="toyforge-status" class="visually-hidden" role="status" aria-live="polite"></div>
<noscript>{noscript}</noscript>
<script type="module">
import init from "./toyforge.js";
init().catch((e) => {
  document.getElementById("toyforge-loading").textContent =
    {cannot_run} + e;
});
// Keeps the course for offline use (browsers allow it on https and on this machine only).
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("./sw.js").catch(() => {});
}
</script>
</body>
</html>
"##;
