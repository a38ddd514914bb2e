//! toyforge-web: the web player, a published course (see `toyforge publish`) played in a
//! browser, built for WebAssembly on eframe's web target.
//!
//! The learner sees the lesson workspace's own preview ([`toyforge_ui::Preview`]): the same
//! board, the same step runs from the core (`toyforge_core::scenario::StepRun`), the same
//! feedback; the player adds the table of contents and keeps the progress between visits. The
//! practice opponent decides on the page's one thread (see [`toyforge_ui::AiJob`]). The course's
//! table of contents is the core's `scenario::Manifest` format, which `publish` writes.
//!
//! [`progress`], [`player`] and [`status`] build for every target (the tests run them
//! natively); only `page` (fetching the course, local storage, the canvas) is for the web.

// The core's modules under their usual names, for the paths of the code here.
pub(crate) use toyforge_core::scenario;

#[cfg(target_arch = "wasm32")]
mod page;
pub mod player;
pub mod progress;
pub mod ratio;
pub mod status;

pub use player::{Host, Lesson, Player};

/// Starts the player on the page's canvas: wasm-bindgen calls this when the module is loaded.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    page::start();
}

use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};

/// Adds a course's fonts after egui's own, for the characters those lack (Chinese, say).
pub fn install_fonts(ctx: &egui::Context, fonts: Vec<Vec<u8>>) {
    for (i, bytes) in fonts.into_iter().enumerate() {
        let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect();
        ctx.add_font(FontInsert::new(
            &format!("course-font-{i}"),
            egui::FontData::from_owned(bytes),
            families,
        ));
    }
}
