//! The player in a web page: it reads the published course from the site (`course.json`, the
//! lessons, the fonts), the progress from the browser's local storage, and runs on the page's
//! canvas. The page's live region tells the status.

use super::player::{Host, Lesson, Player};
use super::progress::storage_key;
use crate::scenario::{MANIFEST_FILE, Manifest};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The ids of the page's elements (see the `index.html` that `toyforge publish` writes).
const CANVAS: &str = "toyforge-canvas";
const STATUS: &str = "toyforge-status";
const LOADING: &str = "toyforge-loading";

/// Starts the player on the page.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        show_error(&format!("The player stopped: {info}"));
    }));
    wasm_bindgen_futures::spawn_local(async {
        if let Err(e) = run().await {
            show_error(&e);
        }
    });
}

async fn run() -> Result<(), String> {
    let manifest = Manifest::from_json(&fetch_text(MANIFEST_FILE).await?)?;
    let mut lessons = Vec::new();
    for entry in manifest.lessons() {
        let text = fetch_text(&entry.file).await;
        lessons.push(Lesson::parse(entry.clone(), text));
    }
    let mut fonts = Vec::new();
    for f in &manifest.fonts {
        fonts.push(fetch_bytes(f).await?);
    }
    let key = storage_key(&manifest.title);
    let saved = storage().and_then(|s| s.get_item(&key).ok().flatten());
    let mut player = Player::new(manifest, lessons, saved.as_deref(), PageHost { key });
    player.set_touch_screen(coarse_pointer());
    let canvas = document()
        .get_element_by_id(CANVAS)
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .ok_or_else(|| format!("the page has no canvas `{CANVAS}`"))?;
    let app = WebApp {
        player,
        ready: false,
        canvas: canvas.clone(),
    };
    eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(move |cc| {
                super::install_fonts(&cc.egui_ctx, fonts);
                if mirror_asked() {
                    cc.egui_ctx.enable_accesskit();
                    cc.egui_ctx.add_plugin(WidgetMirror::default());
                }
                Ok(Box::new(app))
            }),
        )
        .await
        .map_err(|e| format!("cannot start the player: {}", js_text(&e)))?;
    if let Some(e) = document().get_element_by_id(LOADING) {
        e.remove();
    }
    Ok(())
}

/// The player as eframe runs it.
struct WebApp {
    player: Player<PageHost>,
    ready: bool,
    canvas: web_sys::HtmlCanvasElement,
}

impl eframe::App for WebApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        super::ratio::follow(&self.canvas, ui.ctx());
        self.player.ui(ui);
        if !self.ready {
            // The first frame is drawn: the page says when (the browser test times it).
            self.ready = true;
            let at = web_sys::window()
                .and_then(|w| w.performance())
                .map_or(0.0, |p| p.now());
            if let Some(root) = document().document_element() {
                let _ = root.set_attribute("data-ready-ms", &format!("{at:.0}"));
            }
        }
    }
}

/// Whether the page's address asks for the widget mirror (`?widgets`).
fn mirror_asked() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| q.trim_start_matches('?').split('&').any(|p| p == "widgets"))
}

/// With `?widgets` in the page's address, the page's root element carries, in `data-widgets`,
/// every labelled widget of the frame with its place in CSS pixels, read from egui's
/// accessibility tree: `[[label, left, top, right, bottom], …]`. Automation (the browser test)
/// finds the buttons, rack troops and board locations there and clicks the canvas on them.
#[derive(Default)]
struct WidgetMirror {
    last: String,
}

impl egui::Plugin for WidgetMirror {
    fn debug_name(&self) -> &'static str {
        "toyforge widget mirror"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        let Some(update) = &output.platform_output.accesskit_update else {
            return;
        };
        let widgets: Vec<(&str, f64, f64, f64, f64)> = update
            .nodes
            .iter()
            .filter_map(|(_, n)| {
                let b = n.bounds()?;
                Some((n.label()?, b.x0, b.y0, b.x1, b.y1))
            })
            .collect();
        let json = serde_json::to_string(&widgets).unwrap_or_default();
        if json != self.last
            && let Some(root) = document().document_element()
        {
            let _ = root.set_attribute("data-widgets", &json);
            self.last = json;
        }
    }
}

/// Local storage for the progress, the live region for the status.
struct PageHost {
    key: String,
}

impl Host for PageHost {
    fn save(&mut self, progress: &str) {
        if let Some(s) = storage() {
            // A full or disabled storage only loses the progress of this visit.
            let _ = s.set_item(&self.key, progress);
        }
    }

    fn announce(&mut self, text: &str) {
        if let Some(e) = document().get_element_by_id(STATUS) {
            e.set_text_content(Some(text));
        }
    }

    fn set_language(&mut self, tag: &str) {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", if tag.is_empty() { "en" } else { tag });
        }
    }
}

/// Whether the browser's main pointer is a finger (a phone's or a tablet's screen), by the CSS
/// media query `pointer: coarse`.
fn coarse_pointer() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|m| m.matches())
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("the player runs in a web page")
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Shows `message` where the player would be, and tells it to screen readers.
fn show_error(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for id in [LOADING, STATUS] {
        if let Some(e) = doc.get_element_by_id(id) {
            e.set_text_content(Some(message));
        }
    }
}

fn js_text(v: &wasm_bindgen::JsValue) -> String {
    v.as_string().unwrap_or_else(|| format!("{v:?}"))
}

/// Fetches a file of the site; a missing file names itself and the server's answer.
async fn fetch(path: &str) -> Result<web_sys::Response, String> {
    let window = web_sys::window().ok_or("no window")?;
    let resp = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(|e| format!("{path}: cannot be fetched: {}", js_text(&e)))?;
    let resp: web_sys::Response = resp
        .dyn_into()
        .map_err(|_| format!("{path}: no response"))?;
    if !resp.ok() {
        return Err(format!("{path}: the server answered {}", resp.status()));
    }
    Ok(resp)
}

async fn fetch_text(path: &str) -> Result<String, String> {
    let resp = fetch(path).await?;
    let text = resp
        .text()
        .map_err(|e| format!("{path}: {}", js_text(&e)))?;
    let text = JsFuture::from(text)
        .await
        .map_err(|e| format!("{path}: {}", js_text(&e)))?;
    text.as_string().ok_or_else(|| format!("{path}: not text"))
}

async fn fetch_bytes(path: &str) -> Result<Vec<u8>, String> {
    let resp = fetch(path).await?;
    let buf = resp
        .array_buffer()
        .map_err(|e| format!("{path}: {}", js_text(&e)))?;
    let buf = JsFuture::from(buf)
        .await
        .map_err(|e| format!("{path}: {}", js_text(&e)))?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}
