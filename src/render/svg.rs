//! The SVG writer: the board, its locations and labels, the title band and the legend.

use super::glyphs::{Badge, badge};
use super::labels::{self, Line, Obstacles, Placed, Rect, Request, line_width};
use super::{Overlay, RenderOptions};
use crate::map::{Map, Point, Region, RuleSet};
use crate::pieces::{Side, Strength, Troop};
use std::fmt::Write;

/// Radius of a base.
const BASE_R: f32 = 24.0;
/// Half width of an HQ keep.
const HQ_R: f32 = 30.0;
/// Height of the title band.
const TITLE_H: f32 = 118.0;
/// Room between the drawing and the edge of the board.
const PAD: f32 = 26.0;
/// Smallest document width, so the title and legend always fit.
const MIN_WIDTH: f32 = 900.0;

const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
const MONO: &str = "DejaVu Sans Mono, Menlo, Consolas, monospace";
const INK: &str = "#2f2a24";
const PAPER: &str = "#faf6ec";
const BOARD: &str = "#e6eed5";
const HALO: &str = "#fbf8ef";

/// The colour of a side.
pub fn side_colour(side: Side) -> &'static str {
    match side {
        Side::Blue => "#2f6bd6",
        Side::Red => "#d63c3c",
    }
}

/// A darker shade of a side's colour, for outlines.
pub fn side_dark(side: Side) -> &'static str {
    match side {
        Side::Blue => "#1a3f86",
        Side::Red => "#8a1f1f",
    }
}

/// Escapes text for SVG content and attribute values.
fn esc(s: &str) -> String {
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
fn n(v: f32) -> String {
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
fn text_width(s: &str, size: f32) -> f32 {
    s.chars().count() as f32 * size * 0.6
}

/// A text element with a halo so that it stays readable over paths and shading.
#[allow(clippy::too_many_arguments)]
fn text(
    out: &mut String,
    x: f32,
    y: f32,
    size: f32,
    anchor: &str,
    style: &str,
    fill: &str,
    halo: bool,
    content: &str,
) {
    let halo_attr = if halo {
        format!(
            " stroke=\"{HALO}\" stroke-width=\"{}\" stroke-linejoin=\"round\" paint-order=\"stroke\"",
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
        "<text x=\"{}\" y=\"{}\" font-family=\"{family}\" font-size=\"{}\"{weight}{italic} text-anchor=\"{anchor}\" fill=\"{fill}\"{halo_attr}>{}</text>",
        n(x),
        n(y),
        n(size),
        esc(content)
    );
}

/// The shape of an HQ keep around (0, 0).
const KEEP: &str = "M-28,26 V-24 H-17 V-15 H-6 V-24 H6 V-15 H17 V-24 H28 V26 Z";

/// A location as the renderer sees it.
struct Loc<'a> {
    id: &'a str,
    name: &'a str,
    pos: Point,
    radius: f32,
    allowed: Option<&'a [Strength]>,
}

pub fn draw(map: &Map, overlay: Option<&Overlay>, options: &RenderOptions) -> String {
    let locs: Vec<Loc> = map
        .hqs
        .iter()
        .map(|h| Loc {
            id: &h.id,
            name: &h.name,
            pos: h.pos,
            radius: HQ_R,
            allowed: h.allowed.as_deref(),
        })
        .chain(map.bases.iter().map(|b| Loc {
            id: &b.id,
            name: &b.name,
            pos: b.pos,
            radius: BASE_R,
            allowed: b.allowed.as_deref(),
        }))
        .filter(|l| l.pos.x.is_finite() && l.pos.y.is_finite())
        .collect();

    // Labels first: where they go decides the size of the board.
    let segments = path_segments(map);
    let mut boxes = labels::location_boxes(map, BASE_R, HQ_R);
    // Region captions go under their medal, or above it when a location is in the way.
    let mut captions_above = Vec::with_capacity(map.regions.len());
    let location_boxes = boxes.clone();
    for r in &map.regions {
        let claimed = claimed_by(overlay, &r.id);
        let blocked = |rect: &Rect| {
            location_boxes.iter().filter(|b| rect.overlaps(b)).count() * 4
                + segments
                    .iter()
                    .filter(|(a, b)| rect.hits_segment(*a, *b))
                    .count()
        };
        let below = marker_caption(r, options.show_ids, claimed, false).1;
        let above = marker_caption(r, options.show_ids, claimed, true).1;
        let up = blocked(&above) < blocked(&below);
        captions_above.push(up);
        if r.marker.x.is_finite() && r.marker.y.is_finite() {
            boxes.push(Rect::around(r.marker, 27.0));
            boxes.push(if up { above } else { below });
        }
    }
    for l in &locs {
        if let Some(allowed) = l.allowed {
            boxes.push(allowed_chip(l.pos, l.radius, allowed).1);
        }
    }
    let requests: Vec<Request> = locs
        .iter()
        .map(|l| {
            let name = if l.name.is_empty() { l.id } else { l.name };
            let mut lines = vec![Line {
                text: name.to_string(),
                size: 15.0,
                style: "bold",
                fill: INK,
            }];
            if options.show_ids && !l.name.is_empty() {
                lines.push(Line {
                    text: l.id.to_string(),
                    size: 12.0,
                    style: "mono",
                    fill: "#6b5f50",
                });
            }
            Request {
                pos: l.pos,
                radius: l.radius,
                lines,
                chip_above: l.allowed.is_some(),
            }
        })
        .collect();
    let placed = labels::place(
        &requests,
        &Obstacles {
            segments: segments.clone(),
            boxes: boxes.clone(),
        },
    );
    let bounds = boxes
        .iter()
        .chain(placed.iter().map(|p| &p.rect))
        .copied()
        .reduce(|a, b| a.union(&b))
        .unwrap_or(Rect {
            x0: 0.0,
            y0: 0.0,
            x1: 800.0,
            y1: 500.0,
        });
    let board_w = bounds.x1 - bounds.x0 + 2.0 * PAD;
    let board_h = bounds.y1 - bounds.y0 + 2.0 * PAD;
    let width = (board_w + 40.0).max(MIN_WIDTH);
    let board_left = (width - board_w) / 2.0;
    let board_top = TITLE_H + 16.0;
    // Map coordinates are drawn inside a group translated by (tx, ty).
    let tx = board_left + PAD - bounds.x0;
    let ty = board_top + PAD - bounds.y0;

    let legend = legend_items(map, overlay);
    let (legend_svg, legend_h) = draw_legend(&legend, width, board_top + board_h + 14.0);
    let height = board_top + board_h + 14.0 + legend_h + 8.0;

    let mut out = String::with_capacity(64 * 1024);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">",
        w = n(width),
        h = n(height)
    );
    let _ = writeln!(out, "<title>{}</title>", esc(&map.name));
    out.push_str(
        "<defs>\n\
         <radialGradient id=\"medal\" cx=\"40%\" cy=\"35%\" r=\"70%\"><stop offset=\"0\" stop-color=\"#fff0a8\"/><stop offset=\"0.55\" stop-color=\"#f2c230\"/><stop offset=\"1\" stop-color=\"#c98f00\"/></radialGradient>\n\
         <radialGradient id=\"glow-blue\"><stop offset=\"0\" stop-color=\"#2f6bd6\" stop-opacity=\"0.28\"/><stop offset=\"1\" stop-color=\"#2f6bd6\" stop-opacity=\"0\"/></radialGradient>\n\
         <radialGradient id=\"glow-red\"><stop offset=\"0\" stop-color=\"#d63c3c\" stop-opacity=\"0.28\"/><stop offset=\"1\" stop-color=\"#d63c3c\" stop-opacity=\"0\"/></radialGradient>\n\
         </defs>\n",
    );
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"{PAPER}\"/>",
        n(width),
        n(height)
    );
    draw_title(&mut out, map, overlay, width);
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"28\" fill=\"{BOARD}\" stroke=\"#b5a47e\" stroke-width=\"3\"/>",
        n(board_left),
        n(board_top),
        n(board_w),
        n(board_h)
    );
    // Territory glows around the HQs, so the sides read at a glance; kept inside the board.
    let _ = writeln!(
        out,
        "<clipPath id=\"board-clip\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"28\"/></clipPath>",
        n(board_left),
        n(board_top),
        n(board_w),
        n(board_h)
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

    draw_regions(&mut out, map, overlay);
    draw_paths(&mut out, &segments);
    draw_markers(&mut out, map, overlay, options, &captions_above);
    let rule_badge = badge(map.rule);
    for b in &map.bases {
        let stack = overlay.and_then(|o| {
            o.stacks
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(&b.id))
                .map(|(_, v)| v.as_slice())
        });
        draw_base(&mut out, b.pos, b.special, &rule_badge, &b.id, stack);
    }
    for h in &map.hqs {
        let taken = overlay.and_then(|o| {
            o.hqs
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(&h.id))
                .map(|(_, v)| *v)
        });
        draw_hq(&mut out, h.pos, h.side, &h.id, taken);
    }
    for l in &locs {
        if let Some(allowed) = l.allowed {
            draw_allowed(&mut out, l.pos, l.radius, allowed);
        }
    }
    for p in &placed {
        draw_label(&mut out, p);
    }
    out.push_str("</g>\n");
    out.push_str(&legend_svg);
    out.push_str("</svg>\n");
    out
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
        out, 28.0, 50.0, 32.0, "start", "bold", "#ffffff", false, &map.name,
    );
    let rule_line = match map.rule {
        Some(rule) if rule.has_special_bases() => {
            format!("{rule} rules · special bases: {}", rule.special_effect())
        }
        Some(rule) => format!("{rule} rules · {}", rule.special_effect()),
        None => "no special-base rule".to_string(),
    };
    text(
        out, 30.0, 80.0, 16.0, "start", "", "#e3dcc8", false, &rule_line,
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
    text(out, 30.0, 102.0, 14.0, "start", "", "#b9b2a0", false, &info);

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
            side_colour(side)
        );
        medal_icon(out, x + 22.0, 50.0, 12.0, "");
        text(
            out,
            x + 40.0,
            56.0,
            17.0,
            "start",
            "bold",
            "#ffffff",
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
        "#b9b2a0",
        false,
        "medals to win",
    );
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn ring_points(map: &Map, ring: &[String]) -> Option<Vec<Point>> {
    if ring.len() < 3 {
        return None;
    }
    ring.iter()
        .map(|id| map.pos_of(id))
        .collect::<Option<Vec<_>>>()
        .filter(|pts| pts.iter().all(|p| p.x.is_finite() && p.y.is_finite()))
}

fn claimed_by(overlay: Option<&Overlay>, region: &str) -> Option<Side> {
    overlay.and_then(|o| {
        o.claimed
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(region))
            .map(|(_, s)| *s)
    })
}

fn draw_regions(out: &mut String, map: &Map, overlay: Option<&Overlay>) {
    for r in &map.regions {
        let Some(pts) = ring_points(map, &r.ring) else {
            continue;
        };
        let points: Vec<String> = pts
            .iter()
            .map(|p| format!("{},{}", n(p.x), n(p.y)))
            .collect();
        let (fill, opacity, stroke) = match claimed_by(overlay, &r.id) {
            Some(side) => (side_colour(side), 0.26, side_dark(side)),
            None if r.medals == 0 => ("#b9b3a4", 0.25, "#8d8676"),
            None => ("#f2c94c", 0.34, "#c0901a"),
        };
        let claimed_attr = claimed_by(overlay, &r.id)
            .map(|s| format!(" data-claimed=\"{}\"", s.name()))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "<polygon data-region=\"{}\"{claimed_attr} points=\"{}\" fill=\"{fill}\" fill-opacity=\"{opacity}\" stroke=\"{stroke}\" stroke-width=\"2.5\" stroke-dasharray=\"10 7\" stroke-linejoin=\"round\"/>",
            esc(&r.id),
            points.join(" ")
        );
    }
}

fn path_segments(map: &Map) -> Vec<(Point, Point)> {
    map.paths
        .iter()
        .filter(|p| !p.0.eq_ignore_ascii_case(&p.1))
        .filter_map(|p| Some((map.pos_of(&p.0)?, map.pos_of(&p.1)?)))
        .filter(|(a, b)| a.x.is_finite() && a.y.is_finite() && b.x.is_finite() && b.y.is_finite())
        .collect()
}

fn draw_paths(out: &mut String, segments: &[(Point, Point)]) {
    for (width, colour) in [(11.0, "#8b7355"), (5.0, "#f1e6cc")] {
        let _ = writeln!(
            out,
            "<g stroke=\"{colour}\" stroke-width=\"{width}\" stroke-linecap=\"round\">"
        );
        for (a, b) in segments {
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
                n(a.x),
                n(a.y),
                n(b.x),
                n(b.y)
            );
        }
        out.push_str("</g>\n");
    }
}

fn medal_icon(out: &mut String, x: f32, y: f32, r: f32, label: &str) {
    let _ = writeln!(
        out,
        "<path d=\"M{},{} l{},{} l{},{} l{},{} Z M{},{} l{},{} l{},{} l{},{} Z\" fill=\"#b53a2e\" stroke=\"#7a2119\" stroke-width=\"1\"/>",
        n(x - r * 0.55),
        n(y + r * 0.4),
        n(-r * 0.35),
        n(r * 1.1),
        n(r * 0.4),
        n(-r * 0.25),
        n(r * 0.3),
        n(-r * 0.75),
        n(x + r * 0.55),
        n(y + r * 0.4),
        n(r * 0.35),
        n(r * 1.1),
        n(-r * 0.4),
        n(-r * 0.25),
        n(-r * 0.3),
        n(-r * 0.75),
    );
    let _ = writeln!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#medal)\" stroke=\"#8f6a00\" stroke-width=\"{}\"/>",
        n(x),
        n(y),
        n(r),
        n((r / 10.0).max(1.0))
    );
    if !label.is_empty() {
        text(
            out,
            x,
            y + r * 0.36,
            r * 1.0,
            "middle",
            "bold",
            "#5a4300",
            false,
            label,
        );
    }
}

fn draw_markers(
    out: &mut String,
    map: &Map,
    overlay: Option<&Overlay>,
    options: &RenderOptions,
    captions_above: &[bool],
) {
    for (i, r) in map.regions.iter().enumerate() {
        let p = r.marker;
        if !(p.x.is_finite() && p.y.is_finite()) {
            continue;
        }
        match claimed_by(overlay, &r.id) {
            Some(side) => {
                let _ = writeln!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"24\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\"/>",
                    n(p.x),
                    n(p.y),
                    side_colour(side),
                    side_dark(side)
                );
                text(
                    out,
                    p.x,
                    p.y + 8.0,
                    22.0,
                    "middle",
                    "bold",
                    "#ffffff",
                    false,
                    &r.medals.to_string(),
                );
            }
            None => medal_icon(out, p.x, p.y, 23.0, &r.medals.to_string()),
        }
        let above = captions_above.get(i).copied().unwrap_or(false);
        let (lines, rect) = marker_caption(r, options.show_ids, claimed_by(overlay, &r.id), above);
        let mut y = rect.y0 + 12.0;
        for line in lines {
            text(
                out, p.x, y, line.size, "middle", line.style, line.fill, true, &line.text,
            );
            y += line.size;
        }
    }
}

/// The caption under (or above) a medal marker, and the box it covers.
fn marker_caption(
    r: &Region,
    show_ids: bool,
    claimed: Option<Side>,
    above: bool,
) -> (Vec<Line>, Rect) {
    let name = if r.name.is_empty() { &r.id } else { &r.name };
    // A claimed region shows its claimer by the colour of its shading, medal and caption.
    let mut lines = vec![Line {
        text: name.clone(),
        size: 14.0,
        style: "italic",
        fill: claimed.map(side_dark).unwrap_or("#6e5200"),
    }];
    if show_ids && !r.name.is_empty() {
        lines.push(Line {
            text: r.id.clone(),
            size: 11.5,
            style: "mono",
            fill: "#8a7440",
        });
    }
    let width = lines
        .iter()
        .map(|l| line_width(&l.text, l.size, l.style))
        .fold(0.0, f32::max);
    let height: f32 = lines.iter().map(|l| l.size).sum();
    let top = if above {
        r.marker.y - 31.0 - height
    } else {
        r.marker.y + 38.0
    };
    let rect = Rect {
        x0: r.marker.x - width / 2.0,
        y0: top,
        x1: r.marker.x + width / 2.0,
        y1: top + height + 2.0,
    };
    (lines, rect)
}

fn troop_code(t: Troop) -> String {
    t.code().to_string()
}

fn draw_base(
    out: &mut String,
    p: Point,
    special: bool,
    rule_badge: &Badge,
    id: &str,
    stack: Option<&[(Side, Troop)]>,
) {
    let (x, y) = (p.x, p.y);
    let _ = writeln!(out, "<g data-base=\"{}\">", esc(id));
    let _ = writeln!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#000000\" fill-opacity=\"0.18\"/>",
        n(x + 2.0),
        n(y + 3.5),
        n(BASE_R)
    );
    if special {
        let _ = writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"4\"/>",
            n(x),
            n(y),
            n(BASE_R + 5.0),
            rule_badge.colour
        );
    }
    match stack.filter(|s| !s.is_empty()) {
        None => {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#fffdf6\" stroke=\"#5b4a36\" stroke-width=\"3\"/>",
                n(x),
                n(y),
                n(BASE_R)
            );
        }
        Some(stack) => {
            let h = stack.len();
            // Covered troops peek out below the top one.
            let shown = (h - 1).min(3);
            for i in (1..=shown).rev() {
                let (side, _) = stack[h - 1 - i];
                let _ = writeln!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"2\"/>",
                    n(x),
                    n(y + 5.0 * i as f32),
                    n(BASE_R),
                    side_colour(side),
                    side_dark(side)
                );
            }
            let (side, troop) = stack[h - 1];
            let _ = writeln!(
                out,
                "<circle data-top=\"{} {}\" data-height=\"{h}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\"/>",
                side.name(),
                troop.name(),
                n(x),
                n(y),
                n(BASE_R),
                side_colour(side),
                side_dark(side)
            );
            text(
                out,
                x,
                y + 8.0,
                23.0,
                "middle",
                "bold",
                "#ffffff",
                false,
                &troop_code(troop),
            );
            if h > 1 {
                let (bx, by) = (x - BASE_R * 0.82, y + BASE_R * 0.78);
                let _ = writeln!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"10\" fill=\"#26221d\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>",
                    n(bx),
                    n(by)
                );
                text(
                    out,
                    bx,
                    by + 4.5,
                    12.5,
                    "middle",
                    "bold",
                    "#ffffff",
                    false,
                    &h.to_string(),
                );
            }
        }
    }
    if special {
        let (bx, by) = (x + BASE_R * 0.85, y - BASE_R * 0.85);
        let _ = writeln!(
            out,
            "<g data-badge=\"{}\" transform=\"translate({},{})\"><circle r=\"13\" fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"2\"/>{}</g>",
            rule_badge.what,
            n(bx),
            n(by),
            rule_badge.colour,
            rule_badge.glyph
        );
    }
    out.push_str("</g>\n");
}

fn draw_hq(out: &mut String, p: Point, side: Side, id: &str, taken: Option<(Side, Troop)>) {
    let _ = writeln!(
        out,
        "<g data-hq=\"{}\" data-side=\"{}\" transform=\"translate({},{})\">",
        esc(id),
        side.name(),
        n(p.x),
        n(p.y)
    );
    let _ = writeln!(
        out,
        "<path d=\"{KEEP}\" transform=\"translate(2,3.5)\" fill=\"#000000\" fill-opacity=\"0.2\"/>"
    );
    let _ = writeln!(
        out,
        "<path d=\"{KEEP}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\" stroke-linejoin=\"round\"/>",
        side_colour(side),
        side_dark(side)
    );
    text(
        out, 0.0, 6.0, 17.0, "middle", "bold", "#ffffff", false, "HQ",
    );
    text(
        out,
        0.0,
        20.0,
        9.0,
        "middle",
        "bold",
        "#ffffff",
        false,
        &side.name().to_uppercase(),
    );
    if let Some((s, t)) = taken {
        let _ = writeln!(
            out,
            "<circle data-top=\"{} {}\" cx=\"0\" cy=\"0\" r=\"{}\" fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"3\"/>",
            s.name(),
            t.name(),
            n(BASE_R - 2.0),
            side_colour(s)
        );
        text(
            out,
            0.0,
            8.0,
            22.0,
            "middle",
            "bold",
            "#ffffff",
            false,
            &troop_code(t),
        );
    }
    out.push_str("</g>\n");
}

fn allowed_text(allowed: &[Strength]) -> String {
    if allowed.is_empty() {
        return "no troop".into();
    }
    let mut v: Vec<Strength> = allowed.to_vec();
    v.sort();
    v.dedup();
    v.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chip of allowed strengths above a location: its text and box.
fn allowed_chip(p: Point, radius: f32, allowed: &[Strength]) -> (String, Rect) {
    let label = allowed_text(allowed);
    let w = text_width(&label, 13.0) + 16.0;
    let (cx, cy) = (p.x, p.y - radius - 17.0);
    let rect = Rect {
        x0: cx - w / 2.0,
        y0: cy - 10.0,
        x1: cx + w / 2.0,
        y1: cy + 10.0,
    };
    (label, rect)
}

fn draw_allowed(out: &mut String, p: Point, radius: f32, allowed: &[Strength]) {
    let (label, r) = allowed_chip(p, radius, allowed);
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"20\" rx=\"10\" fill=\"#fff3cf\" stroke=\"#a87b00\" stroke-width=\"1.8\"/>",
        n(r.x0),
        n(r.y0),
        n(r.x1 - r.x0)
    );
    text(
        out,
        (r.x0 + r.x1) / 2.0,
        r.y0 + 14.6,
        13.0,
        "middle",
        "bold",
        "#5e4500",
        false,
        &label,
    );
}

fn draw_label(out: &mut String, p: &Placed) {
    let mut y = p.y;
    for line in &p.lines {
        text(
            out, p.x, y, line.size, p.anchor, line.style, line.fill, true, &line.text,
        );
        y += line.size + 2.0;
    }
}

/// One entry of the legend: an icon drawn around (0, 0) and its text.
struct LegendItem {
    icon: String,
    label: String,
}

fn legend_items(map: &Map, overlay: Option<&Overlay>) -> Vec<LegendItem> {
    let mut items = Vec::new();
    items.push(LegendItem {
        icon: "<circle r=\"13\" fill=\"#fffdf6\" stroke=\"#5b4a36\" stroke-width=\"2.5\"/>".into(),
        label: "base".into(),
    });
    let has_special = map.bases.iter().any(|b| b.special);
    if has_special || map.rule.is_some_and(|r| r.has_special_bases()) {
        let b = badge(map.rule);
        let label = match map.rule {
            Some(RuleSet::TropicalPool) => {
                "special base: accepts only its printed strengths".into()
            }
            Some(rule) => format!("special base: {}", rule.special_effect()),
            None => "special base (the map has no rule)".into(),
        };
        items.push(LegendItem {
            icon: format!(
                "<circle r=\"13\" fill=\"#fffdf6\" stroke=\"{c}\" stroke-width=\"3\"/><g transform=\"translate(9,-9) scale(0.75)\"><circle r=\"13\" fill=\"{c}\" stroke=\"#ffffff\" stroke-width=\"2\"/>{g}</g>",
                c = b.colour,
                g = b.glyph
            ),
            label,
        });
    }
    if map.hqs.iter().any(|h| h.allowed.is_some()) || map.bases.iter().any(|b| b.allowed.is_some())
    {
        items.push(LegendItem {
            icon: "<rect x=\"-17\" y=\"-10\" width=\"34\" height=\"20\" rx=\"10\" fill=\"#fff3cf\" stroke=\"#a87b00\" stroke-width=\"1.8\"/>\
                   <text x=\"0\" y=\"4.5\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#5e4500\">5 6</text>"
                .into(),
            label: "accepts only these strengths (X = Kwak)".into(),
        });
    }
    for side in Side::ALL {
        items.push(LegendItem {
            icon: format!(
                "<path d=\"{KEEP}\" transform=\"scale(0.5)\" fill=\"{}\" stroke=\"{}\" stroke-width=\"4\"/>",
                side_colour(side),
                side_dark(side)
            ),
            label: format!("{side} HQ"),
        });
    }
    let mut medal = String::new();
    medal_icon(&mut medal, 0.0, -2.0, 12.0, "3");
    items.push(LegendItem {
        icon: medal,
        label: "region: its medals go to the side holding every base of its ring".into(),
    });
    if overlay.is_some() {
        let mut icon = format!(
            "<circle r=\"14\" fill=\"{}\" stroke=\"{}\" stroke-width=\"2.5\"/>",
            side_colour(Side::Blue),
            side_dark(Side::Blue)
        );
        text(
            &mut icon, 0.0, 5.0, 14.0, "middle", "bold", "#ffffff", false, "7",
        );
        let _ = write!(
            icon,
            "<circle cx=\"-11\" cy=\"11\" r=\"7\" fill=\"#26221d\" stroke=\"#ffffff\" stroke-width=\"1\"/>"
        );
        text(
            &mut icon, -11.0, 14.0, 9.0, "middle", "bold", "#ffffff", false, "2",
        );
        items.push(LegendItem {
            icon,
            label: "top troop's value in its side's colour; dark dot: troops in the stack".into(),
        });
    }
    items
}

fn draw_legend(items: &[LegendItem], width: f32, top: f32) -> (String, f32) {
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
            INK,
            false,
            &item.label,
        );
    }
    out.push_str("</g>\n");
    (out, h)
}
