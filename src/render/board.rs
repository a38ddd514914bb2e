//! The board of the SVG: the drawing model's scene written as SVG elements, in map
//! coordinates (the document translates the group they go in).

use super::glyphs::{rule_svg, troop_svg};
use super::svg::{esc, n, text};
use crate::map::Point;
use std::fmt::Write;
use toyforge_core::draw::glyph::{GLYPH_SHARE, RULE_GLYPH_SHARE};
use toyforge_core::draw::style::*;
use toyforge_core::draw::{
    Label, LabelOwner, LineKind, Node, NodeKind, Palette, Rgba, Scene, keep_outline,
    rule_glyph_name,
};

/// `fill="…"` with its opacity when the colour is not opaque.
pub(super) fn fill(c: Rgba) -> String {
    paint("fill", c)
}

pub(super) fn stroke(c: Rgba) -> String {
    paint("stroke", c)
}

fn paint(attr: &str, c: Rgba) -> String {
    if c.a == 255 {
        format!("{attr}=\"{}\"", c.to_hex())
    } else {
        format!(
            "{attr}=\"{}\" {attr}-opacity=\"{}\"",
            c.to_hex(),
            n3(c.opacity())
        )
    }
}

/// A share with two decimals.
fn n3(v: f32) -> String {
    let r = (v * 100.0).round() / 100.0;
    format!("{r}")
}

/// The path of an HQ keep of half width `e` around `c`.
pub(super) fn keep_path(c: Point, e: f32) -> String {
    let pts = keep_outline(c, e);
    let mut d = String::new();
    for (i, p) in pts.iter().enumerate() {
        let _ = write!(
            d,
            "{}{},{} ",
            if i == 0 { "M" } else { "L" },
            n(p.x),
            n(p.y)
        );
    }
    d.push('Z');
    d
}

/// Regions: their rings shaded, in the claimer's colour once claimed.
pub(super) fn regions(out: &mut String, scene: &Scene, pal: &Palette) {
    for r in scene.regions.iter().filter(|r| r.ring.len() >= 3) {
        let points: Vec<String> = r
            .ring
            .iter()
            .map(|p| format!("{},{}", n(p.x), n(p.y)))
            .collect();
        let claimed = r
            .claimed
            .map(|s| format!(" data-claimed=\"{}\"", s.name()))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "<polygon data-region=\"{}\"{claimed} points=\"{}\" {} {} stroke-width=\"{REGION_EDGE_W}\" stroke-dasharray=\"10 7\" stroke-linejoin=\"round\"/>",
            esc(&r.id),
            points.join(" "),
            fill(pal.region_fill_of(r)),
            stroke(pal.region_edge_of(r)),
        );
    }
}

/// Paths: a dark line with a lighter core.
pub(super) fn paths(out: &mut String, scene: &Scene, pal: &Palette) {
    if scene.paths.is_empty() {
        return;
    }
    for (width, colour) in [(PATH_W, pal.path), (PATH_CORE_W, pal.path_core)] {
        let _ = writeln!(
            out,
            "<g {} stroke-width=\"{}\" stroke-linecap=\"round\">",
            stroke(colour),
            n(width)
        );
        for s in &scene.paths {
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
                n(s.a.x),
                n(s.a.y),
                n(s.b.x),
                n(s.b.y)
            );
        }
        out.push_str("</g>\n");
    }
}

/// A medal with its two ribbons, `label` written on it.
pub(super) fn medal_icon(out: &mut String, x: f32, y: f32, r: f32, label: &str, pal: &Palette) {
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
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#medal)\" {} stroke-width=\"{}\"/>",
        n(x),
        n(y),
        n(r),
        stroke(pal.medal_rim),
        n((r / 10.0).max(1.0))
    );
    if !label.is_empty() {
        text(
            out,
            x,
            y + r * 0.36,
            r,
            "middle",
            "bold",
            pal.medal_text,
            false,
            label,
        );
    }
}

/// The medals of the regions, in the claimer's colour once claimed.
pub(super) fn medals(out: &mut String, scene: &Scene, pal: &Palette) {
    for r in &scene.regions {
        let p = r.medal;
        if !(p.x.is_finite() && p.y.is_finite()) {
            continue;
        }
        let medals = r.medals.to_string();
        match r.claimed {
            Some(side) => {
                let _ = writeln!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {} {} stroke-width=\"3\"/>",
                    n(p.x),
                    n(p.y),
                    n(MEDAL_R),
                    fill(pal.side(side)),
                    stroke(pal.side_edge(side))
                );
                text(
                    out,
                    p.x,
                    p.y + MEDAL_R * 0.36,
                    MEDAL_R,
                    "middle",
                    "bold",
                    pal.token_text,
                    false,
                    &medals,
                );
            }
            None => medal_icon(out, p.x, p.y, MEDAL_R, &medals, pal),
        }
    }
}

/// A node: its shadow, shape, token, badges, in a group named by its id.
pub(super) fn node(out: &mut String, scene: &Scene, node: &Node, pal: &Palette) {
    let (p, e) = (node.pos, node.extent());
    let shadow = Point::new(p.x + e * 0.08, p.y + e * 0.15);
    match node.kind {
        NodeKind::Hq(side) => {
            let side_attr = side
                .map(|s| format!(" data-side=\"{}\"", s.name()))
                .unwrap_or_default();
            let _ = writeln!(out, "<g data-hq=\"{}\"{side_attr}>", esc(&node.id));
            let _ = writeln!(
                out,
                "<path d=\"{}\" {}/>",
                keep_path(shadow, e),
                fill(pal.shadow)
            );
            let _ = writeln!(
                out,
                "<path d=\"{}\" {} {} stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                keep_path(p, e),
                fill(pal.node_fill(node)),
                stroke(pal.node_edge(node)),
                n(node.outline())
            );
            if node.token.is_none() {
                text(
                    out,
                    p.x,
                    p.y + e * 0.28,
                    e * 0.6,
                    "middle",
                    "bold",
                    pal.token_text,
                    false,
                    "HQ",
                );
                if let Some(s) = side {
                    text(
                        out,
                        p.x,
                        p.y + e * 0.72,
                        e * 0.32,
                        "middle",
                        "bold",
                        pal.token_text,
                        false,
                        &s.name().to_uppercase(),
                    );
                }
            }
        }
        NodeKind::Base | NodeKind::Special => {
            let _ = writeln!(out, "<g data-base=\"{}\">", esc(&node.id));
            circle(out, shadow, e, &fill(pal.shadow));
            if node.kind == NodeKind::Special {
                let ring = format!(
                    "fill=\"none\" {} stroke-width=\"{}\"",
                    stroke(pal.special_ring(scene.rule)),
                    n(SPECIAL_RING_W)
                );
                circle(out, p, e + SPECIAL_RING_GAP, &ring);
            }
            let body = format!(
                "{} {} stroke-width=\"{}\"",
                fill(pal.node_fill(node)),
                stroke(pal.node_edge(node)),
                n(node.outline())
            );
            circle(out, p, e, &body);
        }
    }
    token(out, node, pal);
    troop_badge(out, node, pal);
    if let Some((c, r)) = node.rule_badge() {
        // Drawn on a badge of radius 13 scaled to the model's, as the legend draws it.
        let back = pal.special_ring(scene.rule);
        let _ = writeln!(
            out,
            "<g data-badge=\"{}\" transform=\"translate({},{}) scale({})\"><circle r=\"13\" {} stroke=\"#ffffff\" stroke-width=\"2\"/>{}</g>",
            rule_glyph_name(scene.rule),
            n(c.x),
            n(c.y),
            n3(r / 13.0),
            fill(back),
            rule_svg(
                Point::new(0.0, 0.0),
                13.0 * RULE_GLYPH_SHARE,
                scene.rule,
                &back.to_hex()
            )
        );
    }
    out.push_str("</g>\n");
}

/// The badge with the top troop's glyph on an occupied node, as the app's boards draw it: a
/// disc in the token's colour with the glyph in white.
fn troop_badge(out: &mut String, node: &Node, pal: &Palette) {
    let (Some(t), Some((c, r))) = (&node.token, node.troop_badge()) else {
        return;
    };
    let back = pal.token_fill(t);
    let _ = writeln!(out, "<g data-troop-glyph=\"{}\">", t.troop.name());
    let disc = format!("{} stroke=\"#ffffff\" stroke-width=\"1.5\"", fill(back));
    circle(out, c, r, &disc);
    let _ = writeln!(
        out,
        "{}",
        troop_svg(c, r * GLYPH_SHARE, t.troop, &back.to_hex())
    );
    out.push_str("</g>\n");
}

fn circle(out: &mut String, c: Point, r: f32, attrs: &str) {
    let _ = writeln!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {attrs}/>",
        n(c.x),
        n(c.y),
        n(r)
    );
}

/// The token on an occupied node: the troops under the top one peeking out below it, the top
/// troop's value in its side's colour, and the stack's height.
fn token(out: &mut String, node: &Node, pal: &Palette) {
    let Some(t) = &node.token else { return };
    let (p, rt) = (node.pos, node.token_radius());
    for (i, &side) in t.under.iter().enumerate().rev() {
        let c = Point::new(p.x, p.y + rt * 0.2 * (i + 1) as f32);
        circle(
            out,
            c,
            rt,
            &format!(
                "{} {} stroke-width=\"1.5\"",
                fill(pal.side(side)),
                stroke(pal.side_edge(side))
            ),
        );
    }
    let _ = writeln!(
        out,
        "<circle data-top=\"{} {}\" data-height=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" {} {} stroke-width=\"{}\"/>",
        t.side.name(),
        t.troop.name(),
        t.height,
        n(p.x),
        n(p.y),
        n(rt),
        fill(pal.token_fill(t)),
        stroke(pal.token_edge(t)),
        n(node.outline())
    );
    text(
        out,
        p.x,
        p.y + rt * 0.36,
        rt,
        "middle",
        "bold",
        pal.token_text,
        false,
        &t.code(),
    );
    if let Some((c, r)) = node.height_badge() {
        circle(
            out,
            c,
            r,
            &format!(
                "{} stroke=\"#ffffff\" stroke-width=\"1.5\"",
                fill(pal.height_badge)
            ),
        );
        text(
            out,
            c.x,
            c.y + r * 0.42,
            r * 1.2,
            "middle",
            "bold",
            pal.token_text,
            false,
            &t.height.to_string(),
        );
    }
}

/// The chip of allowed strengths above a node.
pub(super) fn chip(out: &mut String, node: &Node, pal: &Palette) {
    let Some((r, label)) = node.chip() else {
        return;
    };
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {} {} stroke-width=\"1.6\"/>",
        n(r.x0),
        n(r.y0),
        n(r.width()),
        n(r.height()),
        n(r.height() / 2.0),
        fill(pal.chip_fill),
        stroke(pal.chip_stroke)
    );
    let size = CHIP_H * 0.68;
    let c = r.centre();
    text(
        out,
        c.x,
        c.y + size * 0.36,
        size,
        "middle",
        "bold",
        pal.chip_text,
        false,
        &label,
    );
}

/// A placed label, line by line, on a halo.
pub(super) fn label(out: &mut String, scene: &Scene, l: &Label, pal: &Palette) {
    let claimed = match l.owner {
        LabelOwner::Region(i) => scene.regions[i].claimed,
        LabelOwner::Node(_) => None,
    };
    let anchor = match l.placed.anchor {
        toyforge_core::draw::labels::Anchor::Start => "start",
        toyforge_core::draw::labels::Anchor::Middle => "middle",
        toyforge_core::draw::labels::Anchor::End => "end",
    };
    let x = l.placed.anchor_x();
    let mut y = l.placed.rect.y0;
    for line in &l.lines {
        let style = match line.kind {
            LineKind::Name | LineKind::Troop(_) => "bold",
            LineKind::Id | LineKind::RegionId => "mono",
            LineKind::Region => "italic",
        };
        let colour = pal.line_colour(line.kind, claimed);
        text(
            out,
            x,
            y + line.size * 0.85,
            line.size,
            anchor,
            style,
            colour,
            true,
            &line.text,
        );
        y += line.height();
    }
}
