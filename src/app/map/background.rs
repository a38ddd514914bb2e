//! The background image (a scan or photo of a board, PNG or JPEG) drawn under the map to trace
//! it, with its opacity, scale and offset, and the panel that sets them.

use super::Request;
use crate::app::i18n::lang;
use crate::map::Point;
use egui::{Color32, Rect, TextureHandle, TextureOptions, pos2};
use std::path::{Path, PathBuf};
use toyforge_core::tr;
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
        let file = path.display().to_string();
        let unreadable = |e: &dyn std::fmt::Display| {
            tr!(
                lang(),
                "bg-unreadable",
                file = file.as_str(),
                error = e.to_string()
            )
        };
        let not_image = |e: &dyn std::fmt::Display| {
            tr!(
                lang(),
                "bg-not-image",
                file = file.as_str(),
                error = e.to_string()
            )
        };
        let reader = image::ImageReader::open(path)
            .map_err(|e| unreadable(&e))?
            .with_guessed_format()
            .map_err(|e| unreadable(&e))?;
        let (w, h) = reader.into_dimensions().map_err(|e| not_image(&e))?;
        if w > MAX_SIDE || h > MAX_SIDE {
            return Err(tr!(
                lang(),
                "bg-too-large",
                file = file.as_str(),
                width = w,
                height = h,
                max = MAX_SIDE
            ));
        }
        let img = image::ImageReader::open(path)
            .and_then(|r| r.with_guessed_format())
            .map_err(|e| unreadable(&e))?
            .decode()
            .map_err(|e| not_image(&e))?
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
                .button(tr!(lang(), "bg-choose"))
                .on_hover_text(tr!(lang(), "bg-choose-hover"))
                .clicked()
            {
                cmd = Some(Request::PickBackground);
            }
            if self.is_loaded() && ui.button(tr!(lang(), "bg-remove")).clicked() {
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
                ui.weak(tr!(lang(), "bg-none"));
                return cmd;
            }
        }
        ui.checkbox(&mut self.visible, tr!(lang(), "bg-show"));
        ui.add(egui::Slider::new(&mut self.opacity, 0.0..=1.0).text(tr!(lang(), "bg-opacity")));
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "bg-scale"));
            ui.add(
                egui::DragValue::new(&mut self.scale)
                    .range(0.01..=100.0)
                    .speed(0.005)
                    .suffix(tr!(lang(), "bg-scale-suffix")),
            )
            .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "bg-offset-x"));

            ui.add(egui::DragValue::new(&mut self.offset.x).speed(1.0))
                .labelled_by(l.id);
            let l = ui.label("y");
            ui.add(egui::DragValue::new(&mut self.offset.y).speed(1.0))
                .labelled_by(l.id);
        });
        cmd
    }
}
