//! The SVG document: the title band, the board (written by [`super::board`] from the drawing
//! model's scene) and the legend, plus the small writers they share.

use super::board;
use super::{Overlay, RenderOptions};
use crate::map::Map;
use crate::pieces::Side;
use crate::scenario::capitalise;
use std::fmt::Write;
use toyforge_core::draw::{LabelStyle, Palette, Rect, Rgba, Scene, side_colour};

/// Height of the title band.
const TITLE_H: f32 = 118.0;
/// Room between the drawing and the edge of the board.
const PAD: f32 = 26.0;
/// Smallest document width, so the title and legend always fit.
const MIN_WIDTH: f32 = 900.0;

const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
const MONO: &str = "DejaVu Sans Mono, Menlo, Consolas, monospace";

/// Escapes text for SVG content and attribute values.
pub(super) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' && c != '\r' => out.push('?'),
            c => out.push(c),
        }
    }
    out
}

/// A number for SVG output: finite, one decimal at most.
pub(super) fn n(v: f32) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// Rough width of a text in DejaVu Sans, for layout.
pub(super) fn text_width(s: &str, size: f32) -> f32 {
    toyforge_core::draw::text_width(s, size)
}

/// A text element, with a halo when `halo` so that it stays readable over paths and shading.
/// `style` holds any of `bold`, `mono`, `italic`.
#[allow(clippy::too_many_arguments)]
pub(super) fn text(
    out: &mut String,
    x: f32,
    y: f32,
    size: f32,
    anchor: &str,
    style: &str,
    fill: Rgba,
    halo: bool,
    content: &str,
) {
    let halo_attr = if halo {
        format!(
            " stroke=\"{}\" stroke-width=\"{}\" stroke-linejoin=\"round\" paint-order=\"stroke\"",
            Palette::light().halo.to_hex(),
            n(size * 0.3)
        )
    } else {
        String::new()
    };
    let family = if style.contains("mono") { MONO } else { FONT };
    let weight = if style.contains("bold") {
        " font-weight=\"bold\""
    } else {
        ""
    };
    let italic = if style.contains("italic") {
        " font-style=\"italic\""
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" font-family=\"{family}\" font-size=\"{}\"{weight}{italic} text-anchor=\"{anchor}\" {}{halo_attr}>{}</text>",
        n(x),
        n(y),
        n(size),
        board::fill(fill),
        esc(content)
    );
}

/// The scene of a map with the overlay's pieces put on it.
pub(super) fn scene(map: &Map, overlay: Option<&Overlay>) -> Scene {
    let mut scene = Scene::from_map(map);
    if let Some(o) = overlay {
        for (id, stack) in &o.stacks {
            scene.put_stack(id, stack);
        }
        for (id, &(side, troop)) in &o.hqs {
            scene.put_stack(id, &[(side, troop)]);
        }
        for (id, &side) in &o.claimed {
            scene.claim(id, side);
        }
    }
    scene
}

/// A size the picture of `map` is at least (in SVG units), from where its locations are alone:
/// the board holds them all, with its padding, title and margins. Cheap, for refusing a picture
/// that is too large before any work is done on it.
pub fn least_size(map: &Map) -> (f32, f32) {
    let points = map
        .bases
        .iter()
        .map(|b| b.pos)
        .chain(map.hqs.iter().map(|h| h.pos))
        .filter(|p| p.x.is_finite() && p.y.is_finite());
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in points {
        x0 = x0.min(p.x);
        y0 = y0.min(p.y);
        x1 = x1.max(p.x);
        y1 = y1.max(p.y);
    }
    let (w, h) = if x0 <= x1 {
        (x1 - x0, y1 - y0)
    } else {
        (0.0, 0.0)
    };
    let width = (w + 2.0 * PAD + 40.0).max(MIN_WIDTH);
    let height = TITLE_H + 16.0 + h + 2.0 * PAD + 14.0 + 8.0;
    (width, height)
}

pub fn draw(map: &Map, overlay: Option<&Overlay>, options: &RenderOptions) -> String {
    let pal = Palette::light();
    let scene = scene(map, overlay);
    // Labels first: where they go decides the size of the board.
    let labels = scene.labels(&LabelStyle {
        show_ids: options.show_ids,
        ..LabelStyle::default()
    });
    let bounds = scene
        .bounds()
        .into_iter()
        .chain(labels.iter().map(|l| l.placed.rect))
        .reduce(|a, b| a.union(&b))
        .unwrap_or(Rect::new(0.0, 0.0, 800.0, 500.0));
    let board_w = bounds.width() + 2.0 * PAD;
    let board_h = bounds.height() + 2.0 * PAD;
    let width = (board_w + 40.0).max(MIN_WIDTH);
    let board_left = (width - board_w) / 2.0;
    let board_top = TITLE_H + 16.0;
    // Map coordinates are drawn inside a group translated by (tx, ty).
    let tx = board_left + PAD - bounds.x0;
    let ty = board_top + PAD - bounds.y0;

    let legend = super::legend::items(map, overlay, &pal);
    let (legend_svg, legend_h) = super::legend::draw(&legend, width, board_top + board_h + 14.0);
    let height = board_top + board_h + 14.0 + legend_h + 8.0;

    let mut out = String::with_capacity(64 * 1024);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">",
        w = n(width),
        h = n(height)
    );
    let _ = writeln!(out, "<title>{}</title>", esc(&map.name));
    defs(&mut out, &pal);
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#faf6ec\"/>",
        n(width),
        n(height)
    );
    draw_title(&mut out, map, overlay, width);
    let board_rect = format!(
        "x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"28\"",
        n(board_left),
        n(board_top),
        n(board_w),
        n(board_h)
    );
    let _ = writeln!(
        out,
        "<rect {board_rect} {} stroke=\"#b5a47e\" stroke-width=\"3\"/>",
        board::fill(pal.background)
    );
    // Territory glows around the HQs, so the sides read at a glance; kept inside the board.
    let _ = writeln!(
        out,
        "<clipPath id=\"board-clip\"><rect {board_rect}/></clipPath>"
    );
    let _ = writeln!(
        out,
        "<g clip-path=\"url(#board-clip)\"><g transform=\"translate({},{})\">",
        n(tx),
        n(ty)
    );
    for h in &map.hqs {
        if h.pos.x.is_finite() && h.pos.y.is_finite() {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"240\" fill=\"url(#glow-{})\"/>",
                n(h.pos.x),
                n(h.pos.y),
                h.side.name()
            );
        }
    }
    out.push_str("</g></g>\n");
    let _ = writeln!(
        out,
        "<g id=\"board\" transform=\"translate({},{})\">",
        n(tx),
        n(ty)
    );
    board::regions(&mut out, &scene, &pal);
    board::paths(&mut out, &scene, &pal);
    board::medals(&mut out, &scene, &pal);
    for node in &scene.nodes {
        board::node(&mut out, &scene, node, &pal);
    }
    for node in &scene.nodes {
        board::chip(&mut out, node, &pal);
    }
    for l in &labels {
        board::label(&mut out, &scene, l, &pal);
    }
    out.push_str("</g>\n");
    out.push_str(&legend_svg);
    out.push_str("</svg>\n");
    out
}

/// The gradients: the medal's gold and the glow of each side's territory.
fn defs(out: &mut String, pal: &Palette) {
    let gold = pal.medal;
    let _ = writeln!(
        out,
        "<defs>\n<radialGradient id=\"medal\" cx=\"40%\" cy=\"35%\" r=\"70%\"><stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"0.55\" stop-color=\"{}\"/><stop offset=\"1\" stop-color=\"{}\"/></radialGradient>",
        gold.mix(Rgba::WHITE, 0.65).to_hex(),
        gold.to_hex(),
        gold.mix(pal.medal_rim, 0.45).to_hex()
    );
    for side in Side::ALL {
        let c = side_colour(side).to_hex();
        let _ = writeln!(
            out,
            "<radialGradient id=\"glow-{}\"><stop offset=\"0\" stop-color=\"{c}\" stop-opacity=\"0.28\"/><stop offset=\"1\" stop-color=\"{c}\" stop-opacity=\"0\"/></radialGradient>",
            side.name()
        );
    }
    out.push_str("</defs>\n");
}

fn draw_title(out: &mut String, map: &Map, overlay: Option<&Overlay>, width: f32) {
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#2d3140\"/>",
        n(width),
        n(TITLE_H)
    );
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"{}\" width=\"{}\" height=\"5\" fill=\"#f2c230\"/>",
        n(TITLE_H - 5.0),
        n(width)
    );
    text(
        out,
        28.0,
        50.0,
        32.0,
        "start",
        "bold",
        Rgba::hex(0xffffff),
        false,
        &map.name,
    );
    let rule_line = match map.rule {
        Some(rule) if rule.has_special_bases() => {
            let first_game = overlay.is_some_and(|o| o.first_game);
            format!(
                "{rule} rules · special bases: {}",
                super::special_text(rule, first_game)
            )
        }
        Some(rule) => format!(
            "{rule} rules · {}",
            rule.effect(toyforge_core::i18n::Lang::En)
        ),
        None => "no special-base rule".to_string(),
    };
    text(
        out,
        30.0,
        80.0,
        16.0,
        "start",
        "",
        Rgba::hex(0xe3dcc8),
        false,
        &rule_line,
    );
    let mut info = format!("{} medals on the board", map.total_medals());
    if let Some(o) = overlay {
        if let Some(m) = o.medals {
            let _ = write!(info, " · held: blue {} · red {}", m.blue, m.red);
        }
        if let Some(s) = o.to_move {
            let _ = write!(info, " · {s} to move");
        }
    }
    text(
        out,
        30.0,
        102.0,
        14.0,
        "start",
        "",
        Rgba::hex(0xb9b2a0),
        false,
        &info,
    );

    // Targets as two pills on the right.
    let mut x = width - 24.0;
    for side in [Side::Red, Side::Blue] {
        let label = format!("{} needs {}", capitalise(side.name()), map.targets[side]);
        let w = text_width(&label, 17.0) + 58.0;
        x -= w;
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"30\" width=\"{}\" height=\"40\" rx=\"20\" fill=\"{}\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"2\"/>",
            n(x),
            n(w),
            side_colour(side).to_hex()
        );
        board::medal_icon(out, x + 22.0, 50.0, 12.0, "", &Palette::light());
        text(
            out,
            x + 40.0,
            56.0,
            17.0,
            "start",
            "bold",
            Rgba::hex(0xffffff),
            false,
            &label,
        );
        x -= 12.0;
    }
    text(
        out,
        width - 24.0,
        96.0,
        13.0,
        "end",
        "",
        Rgba::hex(0xb9b2a0),
        false,
        "medals to win",
    );
}
