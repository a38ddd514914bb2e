//! The drawing model of the board, shared by every painter of it: the editor's canvas, the
//! play and lesson boards, and the SVG/PNG renderer.
//!
//! From a map (or a compiled board and its locations' positions), and optionally the pieces of
//! a position, [`Scene`] computes everything a painter needs, in map coordinates: the nodes
//! with their kind and size, the paths, the regions with their outline, fill and medal, the
//! tokens on occupied nodes, the badges and chips, and where labels go ([`labels::place`], the
//! one placer). [`Palette`] holds every colour as plain RGBA values. A painter only maps these
//! to its own primitives with one transform, so a board looks the same everywhere and a style
//! is changed here, once.
//!
//! Nothing here knows a user interface; sizes are in map units (a painter that scales the
//! board scales them with it).

mod colour;
pub mod geom;
pub mod glyph;
pub mod heat;
pub mod labels;
mod scene;
mod text;

pub use colour::{Palette, Rgba, side_colour, side_dark, side_light};
pub use geom::Rect;
pub use glyph::{GlyphPart, Ink, rule_glyph, rule_glyph_name, troop_glyph};
pub use heat::{HeatBar, HeatKind, HeatLabel, HeatMap, HeatSpot, heat_colour};
pub use scene::{
    Label, LabelLine, LabelOwner, LabelStyle, LineKind, Moved, Node, NodeKind, RegionShape, Scene,
    Segment, Token,
};
pub use text::{keep_outline, special_colour, text_width};

/// Sizes of the board's shapes, in map units.
pub mod style {
    /// The radius of a base.
    pub const BASE_R: f32 = 20.0;
    /// Half the width of an HQ.
    pub const HQ_R: f32 = 25.0;
    /// The radius of a region's medal.
    pub const MEDAL_R: f32 = 18.0;
    /// The radius of the token on an occupied node, as a share of the node's half size.
    pub const TOKEN_SHARE: f32 = 0.86;
    /// The radius of the stack-height badge and of a special base's rule badge, as shares of
    /// the node's half size.
    pub const HEIGHT_SHARE: f32 = 0.42;
    pub const RULE_BADGE_SHARE: f32 = 0.5;
    /// The radius of the badge with the top troop's glyph, as a share of the node's half size.
    pub const TROOP_BADGE_SHARE: f32 = 0.55;
    /// The width of a node's outline, as a share of its half size.
    pub const OUTLINE_SHARE: f32 = 0.12;
    /// The ring of a special base: its gap outside the base and its width.
    pub const SPECIAL_RING_GAP: f32 = 4.0;
    pub const SPECIAL_RING_W: f32 = 3.5;
    /// The width of a path and of its lighter core.
    pub const PATH_W: f32 = 10.0;
    pub const PATH_CORE_W: f32 = 4.5;
    /// The width of a region's edge.
    pub const REGION_EDGE_W: f32 = 2.5;
    /// Text sizes: names, ids, region names, the value on a token.
    pub const NAME_SIZE: f32 = 15.0;
    pub const ID_SIZE: f32 = 12.0;
    pub const REGION_SIZE: f32 = 14.0;
    /// The size of the top troop's name under a node's name.
    pub const TROOP_SIZE: f32 = 13.0;
    /// Room between a node's edge and its name.
    pub const LABEL_GAP: f32 = 6.0;
    /// The widest name; longer ones are shortened.
    pub const LABEL_MAX_WIDTH: f32 = 260.0;
    /// The height of the chip of allowed strengths, and its gap above the node.
    pub const CHIP_H: f32 = 18.0;
    pub const CHIP_GAP: f32 = 5.0;
}
