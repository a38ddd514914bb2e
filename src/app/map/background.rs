//! The background image (a scan or photo of a board, PNG or JPEG) drawn under the map to trace
//! it, with its opacity, scale and offset, and the panel that sets them.

use super::Request;
use crate::map::Point;
use egui::{Color32, Rect, TextureHandle, TextureOptions, pos2};
use std::path::{Path, PathBuf};
use toyforge_ui::board::ToScreen;

/// Largest image side accepted, in pixels.
const MAX_SIDE: u32 = 16_384;

pub struct Background {
    pub path: Option<PathBuf>,
    pub visible: bool,
    pub opacity: f32,
    /// Map units per image pixel.
    pub scale: f32,
    /// Map position of the image's top-left corner.
    pub offset: Point,
    /// Size of the image in pixels.
    pub size: Option<[u32; 2]>,
    pending: Option<image::RgbaImage>,
    texture: Option<TextureHandle>,
}

impl Default for Background {
    fn default() -> Self {
        Background {
            path: None,
            visible: true,
            opacity: 0.5,
            scale: 1.0,
            offset: Point::new(0.0, 0.0),
            size: None,
            pending: None,
            texture: None,
        }
    }
}

impl Background {
    /// Reads a PNG or JPEG. On failure the current image stays.
    pub fn load(&mut self, path: &Path) -> Result<(), String> {
        let file = path.display();
        let reader = image::ImageReader::open(path)
            .map_err(|e| format!("{file}: cannot read the image: {e}"))?
            .with_guessed_format()
            .map_err(|e| format!("{file}: cannot read the image: {e}"))?;
        let (w, h) = reader
            .into_dimensions()
            .map_err(|e| format!("{file}: not a PNG or JPEG image: {e}"))?;
        if w > MAX_SIDE || h > MAX_SIDE {
            return Err(format!(
                "{file}: the image is {w}×{h} pixels; toyforge accepts up to {MAX_SIDE} a side"
            ));
        }
        let img = image::ImageReader::open(path)
            .and_then(|r| r.with_guessed_format())
            .map_err(|e| format!("{file}: cannot read the image: {e}"))?
            .decode()
            .map_err(|e| format!("{file}: not a PNG or JPEG image: {e}"))?
            .to_rgba8();
        self.size = Some([img.width(), img.height()]);
        self.pending = Some(img);
        self.texture = None;
        self.path = Some(path.to_path_buf());
        self.visible = true;
        Ok(())
    }

    pub fn clear(&mut self) {
        *self = Background {
            opacity: self.opacity,
            ..Background::default()
        };
    }

    pub fn is_loaded(&self) -> bool {
        self.size.is_some()
    }

    /// Draws the image under the map (uploading it on first use).
    pub fn paint(&mut self, ctx: &egui::Context, painter: &egui::Painter, tf: &ToScreen) {
        if let Some(img) = self.pending.take() {
            let max = ctx.input(|i| i.max_texture_side) as u32;
            let img = if img.width() > max || img.height() > max {
                let k = max as f32 / img.width().max(img.height()) as f32;
                let (w, h) = (
                    ((img.width() as f32 * k) as u32).max(1),
                    ((img.height() as f32 * k) as u32).max(1),
                );
                image::imageops::resize(&img, w, h, image::imageops::FilterType::Triangle)
            } else {
                img
            };
            let color = egui::ColorImage::from_rgba_unmultiplied(
                [img.width() as usize, img.height() as usize],
                img.as_raw(),
            );
            self.texture = Some(ctx.load_texture("background", color, TextureOptions::LINEAR));
        }
        let (Some(tex), Some([w, h])) = (&self.texture, self.size) else {
            return;
        };
        if !self.visible {
            return;
        }
        let min = tf.pos(self.offset);
        let max = tf.pos(Point::new(
            self.offset.x + w as f32 * self.scale,
            self.offset.y + h as f32 * self.scale,
        ));
        painter.image(
            tex.id(),
            Rect::from_min_max(min, max),
            Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
            Color32::WHITE.gamma_multiply(self.opacity.clamp(0.0, 1.0)),
        );
    }

    /// The background panel.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Request> {
        let mut cmd = None;
        ui.horizontal(|ui| {
            if ui
                .button("Choose image…")
                .on_hover_text("A PNG or JPEG of a board to trace")
                .clicked()
            {
                cmd = Some(Request::PickBackground);
            }
            if self.is_loaded() && ui.button("Remove").clicked() {
                self.clear();
            }
        });
        match (&self.path, self.size) {
            (Some(p), Some([w, h])) => {
                ui.weak(format!(
                    "{} ({w}×{h})",
                    p.file_name().unwrap_or_default().to_string_lossy()
                ));
            }
            _ => {
                ui.weak("No image: trace a scanned board by loading it here.");
                return cmd;
            }
        }
        ui.checkbox(&mut self.visible, "Show image");
        ui.add(egui::Slider::new(&mut self.opacity, 0.0..=1.0).text("Opacity"));
        ui.horizontal(|ui| {
            let l = ui.label("Scale");
            ui.add(
                egui::DragValue::new(&mut self.scale)
                    .range(0.01..=100.0)
                    .speed(0.005)
                    .suffix(" units/px"),
            )
            .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label("Offset x");
            ui.add(egui::DragValue::new(&mut self.offset.x).speed(1.0))
                .labelled_by(l.id);
            let l = ui.label("y");
            ui.add(egui::DragValue::new(&mut self.offset.y).speed(1.0))
                .labelled_by(l.id);
        });
        cmd
    }
}
