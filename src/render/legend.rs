//! The legend under the board: one entry per kind of thing the board shows, each drawn with
//! the board's own shapes and colours.

use super::Overlay;
use super::board::{fill, keep_path, medal_icon, stroke};
use super::glyphs::rule_svg;
use super::svg::{n, text, text_width};
use crate::map::{Map, Point, RuleSet};
use crate::pieces::Side;
use std::fmt::Write;
use toyforge_core::draw::glyph::RULE_GLYPH_SHARE;
use toyforge_core::draw::{Palette, special_colour};

/// One entry of the legend: an icon drawn around (0, 0) and its text.
pub(super) struct LegendItem {
    icon: String,
    label: String,
}

fn base_icon(pal: &Palette) -> String {
    format!(
        "<circle r=\"13\" {} {} stroke-width=\"2.5\"/>",
        fill(pal.base_fill),
        stroke(pal.base_stroke)
    )
}

pub(super) fn items(map: &Map, overlay: Option<&Overlay>, pal: &Palette) -> Vec<LegendItem> {
    let mut items = vec![LegendItem {
        icon: base_icon(pal),
        label: "base".into(),
    }];
    let has_special = map.bases.iter().any(|b| b.special);
    if has_special || map.rule.is_some_and(|r| r.has_special_bases()) {
        let label = match map.rule {
            Some(RuleSet::TropicalPool) => {
                "special base: accepts only its printed strengths".into()
            }
            Some(rule) => format!(
                "special base: {}",
                super::special_text(rule, overlay.is_some_and(|o| o.first_game))
            ),
            None => "special base (the map has no rule)".into(),
        };
        let c = special_colour(map.rule).to_hex();
        items.push(LegendItem {
            icon: format!(
                "<circle r=\"15\" fill=\"none\" stroke=\"{c}\" stroke-width=\"2.5\"/>{}<g transform=\"translate(10,-10) scale(0.6)\"><circle r=\"13\" fill=\"{c}\" stroke=\"#ffffff\" stroke-width=\"2\"/>{g}</g>",
                base_icon(pal),
                g = rule_svg(Point::new(0.0, 0.0), 13.0 * RULE_GLYPH_SHARE, map.rule, &c)
            ),
            label,
        });
    }
    if map.hqs.iter().any(|h| h.allowed.is_some()) || map.bases.iter().any(|b| b.allowed.is_some())
    {
        let mut icon = format!(
            "<rect x=\"-17\" y=\"-9\" width=\"34\" height=\"18\" rx=\"9\" {} {} stroke-width=\"1.6\"/>",
            fill(pal.chip_fill),
            stroke(pal.chip_stroke)
        );
        text(
            &mut icon,
            0.0,
            4.5,
            12.0,
            "middle",
            "bold",
            pal.chip_text,
            false,
            "5 6",
        );
        items.push(LegendItem {
            icon,
            label: "accepts only these strengths (X = Kwak)".into(),
        });
    }
    for side in Side::ALL {
        items.push(LegendItem {
            icon: format!(
                "<path d=\"{}\" {} {} stroke-width=\"2\"/>",
                keep_path(Point::new(0.0, 0.0), 14.0),
                fill(pal.side(side)),
                stroke(pal.side_edge(side))
            ),
            label: format!("{side} HQ"),
        });
    }
    let mut medal = String::new();
    medal_icon(&mut medal, 0.0, -2.0, 12.0, "3", pal);
    items.push(LegendItem {
        icon: medal,
        label: "region: its medals go to the side holding every base of its ring".into(),
    });
    if overlay.is_some() {
        let blue = Side::Blue;
        let mut icon = format!(
            "<circle r=\"14\" {} {} stroke-width=\"2.5\"/>",
            fill(pal.side(blue)),
            stroke(pal.side_edge(blue))
        );
        text(
            &mut icon,
            0.0,
            5.0,
            14.0,
            "middle",
            "bold",
            pal.token_text,
            false,
            "7",
        );
        let _ = write!(
            icon,
            "<circle cx=\"-11\" cy=\"11\" r=\"7\" {} stroke=\"#ffffff\" stroke-width=\"1\"/>",
            fill(pal.height_badge)
        );
        text(
            &mut icon,
            -11.0,
            14.0,
            9.0,
            "middle",
            "bold",
            pal.token_text,
            false,
            "2",
        );
        items.push(LegendItem {
            icon,
            label: "top troop's value in its side's colour; dark dot: troops in the stack".into(),
        });
    }
    items
}

pub(super) fn draw(items: &[LegendItem], width: f32, top: f32) -> (String, f32) {
    let mut out = String::new();
    let left = 28.0;
    let row_h = 40.0;
    let mut x = left;
    let mut row = 0usize;
    let mut placed = Vec::new();
    for item in items {
        let w = 44.0 + text_width(&item.label, 14.0) + 26.0;
        if x > left && x + w > width - 20.0 {
            row += 1;
            x = left;
        }
        placed.push((x, row, item));
        x += w;
    }
    let rows = if items.is_empty() { 0 } else { row + 1 };
    let h = rows as f32 * row_h + 16.0;
    let _ = writeln!(
        out,
        "<g id=\"legend\"><rect x=\"14\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"14\" fill=\"#f1ead8\" stroke=\"#d8ccae\" stroke-width=\"1.5\"/>",
        n(top),
        n(width - 28.0),
        n(h)
    );
    let ink = Palette::light().text;
    for (x, row, item) in placed {
        let cy = top + 8.0 + row as f32 * row_h + row_h / 2.0;
        let _ = writeln!(
            out,
            "<g transform=\"translate({},{})\">{}</g>",
            n(x + 18.0),
            n(cy),
            item.icon
        );
        text(
            &mut out,
            x + 42.0,
            cy + 5.0,
            14.0,
            "start",
            "",
            ink,
            false,
            &item.label,
        );
    }
    out.push_str("</g>\n");
    (out, h)
}
