//! What makes a published course work offline and lets a phone put it on the home screen: the
//! icon (SVG for the tab, PNG for the launchers that want one), the web app manifest, and the
//! service worker that keeps every file of the site in the browser's cache. Also the page's few
//! words of its own (the loading line, `<noscript>`), in the course's language.

use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// The icon, drawn on a 64-unit square: a board of three linked locations on the game's colours.
pub(super) const ICON_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="12" fill="#2f5d8a"/>
<path d="M16 44 L32 18 L48 44 Z" fill="none" stroke="#f4f1ea" stroke-width="4" stroke-linejoin="round"/>
<circle cx="32" cy="18" r="8" fill="#d9453b" stroke="#f4f1ea" stroke-width="3"/>
<circle cx="16" cy="44" r="8" fill="#3b7dd9" stroke="#f4f1ea" stroke-width="3"/>
<circle cx="48" cy="44" r="8" fill="#f4f1ea" stroke="#f4f1ea" stroke-width="3"/>
</svg>
"##;

/// The icon's file names in the site.
pub(super) const ICON_FILE: &str = "icon.svg";
/// The PNG sizes launchers ask for (Android's home screen, the install dialog).
pub(super) const ICON_PNGS: [(u32, &str); 2] = [(192, "icon-192.png"), (512, "icon-512.png")];
pub(super) const APP_MANIFEST: &str = "manifest.webmanifest";
pub(super) const WORKER: &str = "sw.js";

/// The icon as a PNG of `size` pixels square.
pub(super) fn icon_png(size: u32) -> Result<Vec<u8>, String> {
    crate::render::svg_to_png(ICON_SVG, size as f32 / 64.0).map_err(|e| e.to_string())
}

/// The web app manifest: the course's title as the app's name, its language, the icons.
pub(super) fn app_manifest(title: &str, lang: &str) -> String {
    let short: String = if title.chars().count() > 12 {
        title
            .chars()
            .take(12)
            .collect::<String>()
            .trim_end()
            .to_string()
    } else {
        title.to_string()
    };
    let mut icons = vec![serde_json::json!({
        "src": ICON_FILE, "sizes": "any", "type": "image/svg+xml", "purpose": "any"
    })];
    for (size, file) in ICON_PNGS {
        icons.push(serde_json::json!({
            "src": file, "sizes": format!("{size}x{size}"), "type": "image/png", "purpose": "any"
        }));
    }
    let m = serde_json::json!({
        "name": title,
        "short_name": short,
        "lang": lang,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#f4f1ea",
        "theme_color": "#2f5d8a",
        "icons": icons,
    });
    serde_json::to_string_pretty(&m).unwrap_or_default()
}

/// A short fingerprint of the site's files (FNV-1a over names and contents): the cache's name
/// carries it, so a course published again replaces what browsers kept of the old one.
pub(super) fn fingerprint<'a>(files: impl IntoIterator<Item = (&'a str, &'a [u8])>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for (name, data) in files {
        eat(name.as_bytes());
        eat(&[0]);
        eat(&(data.len() as u64).to_le_bytes());
        eat(data);
    }
    format!("{h:016x}")
}

/// The service worker: on install it puts every file of the site (`files`, relative to the
/// site's folder) in a cache named after the site's place and `version`; it answers the site's
/// requests from that cache first and the network second, and drops the caches of the same
/// site's older versions once it is in charge.
pub(super) fn worker(files: &[String], version: &str) -> String {
    let list = serde_json::to_string(&files).unwrap_or_else(|_| "[]".into());
    WORKER_JS
        .replace("{files}", &list)
        .replace("{version}", version)
}

const WORKER_JS: &str = r#"// The course's service worker, written by `toyforge publish`: it keeps the whole site in the
// browser's cache, so the course opened once works offline.
const FILES = {files};
const PREFIX = "toyforge " + self.registration.scope + " ";
const CACHE = PREFIX + "{version}";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(["./", ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit ?? fetch(request)),
    ),
  );
});
"#;

/// The page's own words in one language, from the player's messages (`player.ftl`).
pub(super) struct PageWords {
    /// "Loading {title}…", the course's title left as the placeholder `{title}`.
    pub loading: String,
    /// Said when the browser cannot start the player; the reason follows.
    pub cannot_run: String,
    /// Shown when scripts are off.
    pub noscript: String,
}

/// The page's words in the language `tag` names (`zh`, `zh-CN`, `fr`...); English for a language
/// without messages.
pub(super) fn page_words(tag: &str) -> PageWords {
    let lang = Lang::or_english(tag);
    PageWords {
        // The page fills the title in itself, after the words (see `site::page`).
        loading: tr!(lang, "page-loading", title = "{title}"),
        cannot_run: tr!(lang, "page-cannot-run"),
        noscript: tr!(lang, "page-noscript"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_primary_language_and_fall_back_to_english() {
        assert!(page_words("zh-CN").noscript.contains("JavaScript"));
        assert!(page_words("zh").noscript.starts_with("本课程"));
        assert!(page_words("FR").noscript.starts_with("Ce cours"));
        assert!(page_words("es_MX").loading.starts_with("Cargando"));
        assert!(page_words("de").noscript.starts_with("This course"));
        assert!(page_words("").noscript.starts_with("This course"));
        // The reason follows the words: the space before it is kept from the message file.
        assert_eq!(
            page_words("en").cannot_run,
            "This browser cannot run the course: "
        );
        assert!(page_words("fr").cannot_run.ends_with("cours : "));
        // The page fills the course's title in itself.
        assert_eq!(page_words("es").loading, "Cargando {title}…");
    }

    #[test]
    fn the_fingerprint_changes_with_any_file() {
        let a = fingerprint([("a", b"1".as_slice()), ("b", b"2".as_slice())]);
        assert_eq!(
            a,
            fingerprint([("a", b"1".as_slice()), ("b", b"2".as_slice())])
        );
        assert_ne!(
            a,
            fingerprint([("a", b"1".as_slice()), ("b", b"3".as_slice())])
        );
        assert_ne!(
            a,
            fingerprint([("a", b"12".as_slice()), ("b", b"".as_slice())])
        );
    }

    #[test]
    fn the_icon_renders_at_launcher_sizes() {
        for (size, _) in ICON_PNGS {
            let png = icon_png(size).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!((img.width(), img.height()), (size, size));
        }
    }

    #[test]
    fn the_short_name_is_cut_at_a_character() {
        let m: serde_json::Value =
            serde_json::from_str(&app_manifest("城堡原野：第一课与更多内容", "zh")).unwrap();
        assert_eq!(m["name"], "城堡原野：第一课与更多内容");
        assert_eq!(m["short_name"].as_str().unwrap().chars().count(), 12);
        assert_eq!(m["lang"], "zh");
    }
}
