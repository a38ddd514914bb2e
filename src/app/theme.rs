//! Preferences (persisted with eframe storage) and the colours of the canvas.

use egui::Color32;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The key preferences are stored under.
pub const PREFS_KEY: &str = "toyforge-editor-prefs";

/// How many recent files the File menu remembers.
pub const MAX_RECENT: usize = 8;

/// What the editor remembers between runs. Documents go to files, never here.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub dark: bool,
    pub show_ids: bool,
    pub show_grid: bool,
    pub snap: bool,
    /// Grid spacing in map units.
    pub grid: f32,
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// Use the system's file dialogs when there is a service for them.
    pub native_dialogs: bool,
    /// The last background image used to trace a board.
    pub background: Option<PathBuf>,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            dark: true,
            show_ids: true,
            show_grid: true,
            snap: false,
            grid: 20.0,
            recent: Vec::new(),
            native_dialogs: true,
            background: None,
        }
    }
}

impl Prefs {
    /// Puts `path` first in the recent files.
    pub fn add_recent(&mut self, path: PathBuf) {
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }

    /// The grid step used for snapping, when snapping is on.
    pub fn snap_step(&self) -> Option<f32> {
        (self.snap && self.grid >= 1.0).then_some(self.grid)
    }
}

/// Colours of the canvas for one theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub background: Color32,
    pub grid_minor: Color32,
    pub grid_major: Color32,
    pub blue: Color32,
    pub blue_dark: Color32,
    pub red: Color32,
    pub red_dark: Color32,
    pub base_fill: Color32,
    pub base_stroke: Color32,
    pub special: Color32,
    pub path: Color32,
    pub region_fills: [Color32; 4],
    pub region_edge: Color32,
    pub medal: Color32,
    pub medal_text: Color32,
    pub text: Color32,
    pub weak_text: Color32,
    pub selection: Color32,
    pub hover: Color32,
    pub error: Color32,
    pub warning: Color32,
    pub preview: Color32,
}

impl Palette {
    pub fn new(dark: bool) -> Palette {
        let blue = Color32::from_rgb(0x2f, 0x6f, 0xde);
        let red = Color32::from_rgb(0xd9, 0x3a, 0x34);
        if dark {
            Palette {
                background: Color32::from_rgb(0x1d, 0x21, 0x27),
                grid_minor: Color32::from_white_alpha(9),
                grid_major: Color32::from_white_alpha(22),
                blue,
                blue_dark: Color32::from_rgb(0x9c, 0xc0, 0xff),
                red,
                red_dark: Color32::from_rgb(0xff, 0xa8, 0xa4),
                base_fill: Color32::from_rgb(0xe9, 0xe3, 0xd6),
                base_stroke: Color32::from_rgb(0x0c, 0x0e, 0x11),
                special: Color32::from_rgb(0xf2, 0xb7, 0x05),
                path: Color32::from_rgb(0x8d, 0x95, 0xa1),
                region_fills: [
                    Color32::from_rgba_unmultiplied(0x4c, 0xaf, 0x50, 46),
                    Color32::from_rgba_unmultiplied(0x26, 0xa6, 0x9a, 46),
                    Color32::from_rgba_unmultiplied(0x9c, 0xcc, 0x65, 46),
                    Color32::from_rgba_unmultiplied(0xff, 0xca, 0x28, 36),
                ],
                region_edge: Color32::from_rgba_unmultiplied(0x9c, 0xd6, 0x9e, 70),
                medal: Color32::from_rgb(0xf2, 0xb7, 0x05),
                medal_text: Color32::from_rgb(0x2a, 0x1f, 0x00),
                text: Color32::from_rgb(0xdd, 0xe1, 0xe6),
                weak_text: Color32::from_rgb(0x98, 0xa0, 0xab),
                selection: Color32::from_rgb(0x5c, 0xe1, 0xe6),
                hover: Color32::from_rgba_unmultiplied(0xff, 0xff, 0xff, 120),
                error: Color32::from_rgb(0xff, 0x3d, 0x7f),
                warning: Color32::from_rgb(0xff, 0xa5, 0x00),
                preview: Color32::from_rgba_unmultiplied(0x5c, 0xe1, 0xe6, 200),
            }
        } else {
            Palette {
                background: Color32::from_rgb(0xf6, 0xf3, 0xec),
                grid_minor: Color32::from_black_alpha(14),
                grid_major: Color32::from_black_alpha(30),
                blue,
                blue_dark: Color32::from_rgb(0x1a, 0x47, 0x9a),
                red,
                red_dark: Color32::from_rgb(0x96, 0x1f, 0x1b),
                base_fill: Color32::from_rgb(0xff, 0xff, 0xff),
                base_stroke: Color32::from_rgb(0x3a, 0x3f, 0x47),
                special: Color32::from_rgb(0xd9, 0x9a, 0x00),
                path: Color32::from_rgb(0x8a, 0x80, 0x70),
                region_fills: [
                    Color32::from_rgba_unmultiplied(0x4c, 0xaf, 0x50, 52),
                    Color32::from_rgba_unmultiplied(0x26, 0xa6, 0x9a, 52),
                    Color32::from_rgba_unmultiplied(0x9c, 0xcc, 0x65, 60),
                    Color32::from_rgba_unmultiplied(0xff, 0xb3, 0x00, 44),
                ],
                region_edge: Color32::from_rgba_unmultiplied(0x38, 0x8e, 0x3c, 90),
                medal: Color32::from_rgb(0xf2, 0xb7, 0x05),
                medal_text: Color32::from_rgb(0x2a, 0x1f, 0x00),
                text: Color32::from_rgb(0x24, 0x28, 0x2e),
                weak_text: Color32::from_rgb(0x6b, 0x72, 0x7c),
                selection: Color32::from_rgb(0x00, 0x9c, 0xc7),
                hover: Color32::from_rgba_unmultiplied(0x00, 0x00, 0x00, 90),
                error: Color32::from_rgb(0xe0, 0x1e, 0x6a),
                warning: Color32::from_rgb(0xe6, 0x8a, 0x00),
                preview: Color32::from_rgba_unmultiplied(0x00, 0x9c, 0xc7, 200),
            }
        }
    }

    pub fn side(&self, side: crate::pieces::Side) -> Color32 {
        match side {
            crate::pieces::Side::Blue => self.blue,
            crate::pieces::Side::Red => self.red,
        }
    }

    /// A text colour for the side, readable on the canvas background.
    pub fn side_text(&self, side: crate::pieces::Side) -> Color32 {
        match side {
            crate::pieces::Side::Blue => self.blue_dark,
            crate::pieces::Side::Red => self.red_dark,
        }
    }
}
