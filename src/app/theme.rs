//! Preferences (persisted with eframe storage) and the colours of the canvas.

use crate::pieces::Side;
use egui::Color32;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use toyforge_core::draw::Palette as BoardPalette;
use toyforge_ui::board::paint::c32;

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
    /// The language chosen in the Language menu (a BCP 47 tag); none: the system's.
    pub language: Option<String>,
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
            language: None,
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

/// Colours of the canvas for one theme: the editor's own (grid, marks, text) around the
/// board's, which come from the drawing model ([`toyforge_core::draw::Palette`]).
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// The board's colours for this theme.
    pub board: BoardPalette,
    pub background: Color32,
    pub grid_minor: Color32,
    pub grid_major: Color32,
    /// The sides' colours (the model's).
    pub blue: Color32,
    pub red: Color32,
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
        let board = BoardPalette::new(dark);
        let (grid_minor, grid_major, weak_text) = if dark {
            (
                Color32::from_white_alpha(9),
                Color32::from_white_alpha(22),
                Color32::from_rgb(0x98, 0xa0, 0xab),
            )
        } else {
            (
                Color32::from_black_alpha(14),
                Color32::from_black_alpha(30),
                Color32::from_rgb(0x6b, 0x72, 0x7c),
            )
        };
        Palette {
            board,
            background: c32(board.background),
            grid_minor,
            grid_major,
            blue: c32(board.side(Side::Blue)),
            red: c32(board.side(Side::Red)),
            text: c32(board.text),
            weak_text,
            selection: c32(board.selection),
            hover: c32(board.hover),
            error: c32(board.error),
            warning: c32(board.warning),
            preview: c32(board.selection.alpha(0.78)),
        }
    }

    pub fn side(&self, side: Side) -> Color32 {
        c32(self.board.side(side))
    }

    /// A text colour for the side, readable on the canvas background.
    pub fn side_text(&self, side: Side) -> Color32 {
        c32(self.board.side_text(side))
    }
}
