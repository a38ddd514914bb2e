//! Colours of the board, as plain RGBA values: the one definition of the sides' colours and of
//! every colour a painter of the board uses.

use crate::pieces::Side;

/// A colour with straight (not premultiplied) alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Rgba {
    pub const WHITE: Rgba = Rgba::rgb(0xff, 0xff, 0xff);
    pub const BLACK: Rgba = Rgba::rgb(0, 0, 0);

    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    pub const fn new(r: u8, g: u8, b: u8, a: u8) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// The colour `0xrrggbb`, opaque.
    pub const fn hex(v: u32) -> Rgba {
        Rgba::rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    /// The same colour with its opacity multiplied by `f` (0 to 1).
    pub fn alpha(self, f: f32) -> Rgba {
        Rgba {
            a: (self.a as f32 * f.clamp(0.0, 1.0)).round() as u8,
            ..self
        }
    }

    /// A colour `t` of the way from `self` to `other` (each channel, alpha too).
    pub fn mix(self, other: Rgba, t: f32) -> Rgba {
        let t = t.clamp(0.0, 1.0);
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgba {
            r: m(self.r, other.r),
            g: m(self.g, other.g),
            b: m(self.b, other.b),
            a: m(self.a, other.a),
        }
    }

    /// `#rrggbb`, for SVG and CSS (the alpha goes in a separate opacity).
    pub fn to_hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// The alpha as a share, 0 to 1.
    pub fn opacity(self) -> f32 {
        self.a as f32 / 255.0
    }
}

/// The colour of a side's troops, HQs and claims.
pub const fn side_colour(side: Side) -> Rgba {
    match side {
        Side::Blue => Rgba::hex(0x2f6bd6),
        Side::Red => Rgba::hex(0xd63c3c),
    }
}

/// A darker shade of a side's colour, for outlines and for text on a light ground.
pub const fn side_dark(side: Side) -> Rgba {
    match side {
        Side::Blue => Rgba::hex(0x1a3f86),
        Side::Red => Rgba::hex(0x8a1f1f),
    }
}

/// A lighter shade of a side's colour, for text on a dark ground.
pub const fn side_light(side: Side) -> Rgba {
    match side {
        Side::Blue => Rgba::hex(0x9cc0ff),
        Side::Red => Rgba::hex(0xffa8a4),
    }
}

/// Every colour of the board for one ground (light paper or a dark canvas). The sides'
/// colours are the same on both ([`side_colour`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub dark: bool,
    /// The ground under the board.
    pub background: Rgba,
    pub base_fill: Rgba,
    pub base_stroke: Rgba,
    /// The shadow under nodes.
    pub shadow: Rgba,
    /// The ring of a special base when the rule has no badge colour of its own.
    pub special: Rgba,
    /// Paths: the outer line and the lighter core drawn over it.
    pub path: Rgba,
    pub path_core: Rgba,
    /// A region with medals, one without, and their edges.
    pub region_fill: Rgba,
    pub region_edge: Rgba,
    pub region_empty_fill: Rgba,
    pub region_empty_edge: Rgba,
    pub medal: Rgba,
    pub medal_rim: Rgba,
    pub medal_text: Rgba,
    /// Names, ids and region names.
    pub text: Rgba,
    pub id_text: Rgba,
    pub region_text: Rgba,
    /// The halo behind names, so they read over paths and regions.
    pub halo: Rgba,
    /// The text on tokens and HQs, and the stack-height badge.
    pub token_text: Rgba,
    pub height_badge: Rgba,
    /// The chip of allowed strengths.
    pub chip_fill: Rgba,
    pub chip_stroke: Rgba,
    pub chip_text: Rgba,
    /// Legal targets: their glow, ring and the fill of an empty target.
    pub target_glow: Rgba,
    pub target_ring: Rgba,
    pub target_fill: Rgba,
    /// What a lesson points at: highlighted locations and arrows.
    pub lesson: Rgba,
    pub selection: Rgba,
    pub hover: Rgba,
    pub error: Rgba,
    pub warning: Rgba,
}

impl Palette {
    /// The palette for a dark or a light ground.
    pub fn new(dark: bool) -> Palette {
        if dark {
            Palette::dark()
        } else {
            Palette::light()
        }
    }

    /// Light paper: the printed board, exported pictures and the light theme.
    pub fn light() -> Palette {
        Palette {
            dark: false,
            background: Rgba::hex(0xe6eed5),
            base_fill: Rgba::hex(0xfffdf6),
            base_stroke: Rgba::hex(0x5b4a36),
            shadow: Rgba::new(0, 0, 0, 46),
            special: Rgba::hex(0xd99a00),
            path: Rgba::hex(0x8b7355),
            path_core: Rgba::hex(0xf1e6cc),
            region_fill: Rgba::hex(0xf2c94c).alpha(0.34),
            region_edge: Rgba::hex(0xc0901a),
            region_empty_fill: Rgba::hex(0xb9b3a4).alpha(0.25),
            region_empty_edge: Rgba::hex(0x8d8676),
            medal: Rgba::hex(0xf2c230),
            medal_rim: Rgba::hex(0x8f6a00),
            medal_text: Rgba::hex(0x5a4300),
            text: Rgba::hex(0x2f2a24),
            id_text: Rgba::hex(0x6b5f50),
            region_text: Rgba::hex(0x6e5200),
            halo: Rgba::hex(0xfbf8ef),
            token_text: Rgba::WHITE,
            height_badge: Rgba::hex(0x26221d),
            chip_fill: Rgba::hex(0xfff3cf),
            chip_stroke: Rgba::hex(0xa87b00),
            chip_text: Rgba::hex(0x5e4500),
            target_glow: Rgba::new(245, 180, 0, 150),
            target_ring: Rgba::rgb(245, 180, 0),
            target_fill: Rgba::rgb(255, 232, 130),
            lesson: Rgba::rgb(20, 170, 120),
            selection: Rgba::hex(0x009cc7),
            hover: Rgba::new(0, 0, 0, 90),
            error: Rgba::hex(0xe01e6a),
            warning: Rgba::hex(0xe68a00),
        }
    }

    /// A dark canvas: the same board, its ground, lines and text turned for a dark theme.
    pub fn dark() -> Palette {
        Palette {
            dark: true,
            background: Rgba::hex(0x1d2127),
            base_fill: Rgba::hex(0xe9e3d6),
            base_stroke: Rgba::hex(0x0c0e11),
            shadow: Rgba::new(0, 0, 0, 90),
            path: Rgba::hex(0x6f6452),
            path_core: Rgba::hex(0xa89b82),
            region_fill: Rgba::hex(0xf2c94c).alpha(0.20),
            region_edge: Rgba::hex(0xc0901a),
            region_empty_fill: Rgba::hex(0xb9b3a4).alpha(0.16),
            region_empty_edge: Rgba::hex(0x8d8676),
            text: Rgba::hex(0xdde1e6),
            id_text: Rgba::hex(0x98a0ab),
            region_text: Rgba::hex(0xe8c86a),
            halo: Rgba::hex(0x1d2127),
            selection: Rgba::hex(0x5ce1e6),
            hover: Rgba::new(255, 255, 255, 120),
            error: Rgba::hex(0xff3d7f),
            warning: Rgba::hex(0xffa500),
            ..Palette::light()
        }
    }

    /// The colour of a side ([`side_colour`]).
    pub fn side(&self, side: Side) -> Rgba {
        side_colour(side)
    }

    /// The outline of a side's shapes.
    pub fn side_edge(&self, side: Side) -> Rgba {
        side_dark(side)
    }

    /// Text in a side's colour, readable on this ground.
    pub fn side_text(&self, side: Side) -> Rgba {
        if self.dark {
            side_light(side)
        } else {
            side_dark(side)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_alpha_scales() {
        let c = Rgba::hex(0x2f6bd6);
        assert_eq!((c.r, c.g, c.b, c.a), (0x2f, 0x6b, 0xd6, 255));
        assert_eq!(c.to_hex(), "#2f6bd6");
        assert_eq!(c.alpha(0.5).a, 128);
        assert_eq!(Rgba::BLACK.mix(Rgba::WHITE, 0.5), Rgba::rgb(128, 128, 128));
    }

    #[test]
    fn both_grounds_share_the_sides_colours() {
        for side in Side::ALL {
            assert_eq!(Palette::light().side(side), Palette::dark().side(side));
            assert_ne!(
                Palette::light().side_text(side),
                Palette::dark().side_text(side)
            );
        }
        assert_ne!(side_colour(Side::Blue), side_colour(Side::Red));
    }
}
