//! The heat overlay on the canvas: bases tinted by who held them at the end, region bars of
//! who claimed them, the difference of two runs for an A/B comparison, and a legend that says
//! what the colours mean.

use super::super::canvas::Transform;
use super::super::draw;
use crate::analysis::{HeatDiff, Summary};
use crate::app::theme::Palette;
use crate::map::Point;
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Stroke, pos2, vec2};
use toyforge_core::draw::LabelOwner;
use toyforge_core::draw::labels::Dir;

/// The colour between blue (`share` 0) and red (`share` 1).
pub fn blend(pal: &Palette, share: f32, alpha: f32) -> Color32 {
    let t = share.clamp(0.0, 1.0);
    let (b, r) = (pal.blue, pal.red);
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_unmultiplied(
        mix(b.r(), r.r()),
        mix(b.g(), r.g()),
        mix(b.b(), r.b()),
        (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    )
}

/// The heat overlay: each base tinted by who held it at the end (blue to red by the red share
/// of the games it was held, opaque as it was held often) and ringed inside the room its name
/// keeps, each region's medal annotated, under its caption, with how often each side claimed
/// it. Places are matched by id; those not in `summary` are left.
pub fn paint_heat(
    painter: &Painter,
    tf: &Transform,
    geo: &draw::Geometry,
    summary: &Summary,
    pal: &Palette,
) {
    let games = summary.games.max(1) as f32;
    let r = draw::base_radius(tf);
    for b in &summary.bases {
        let Some(pos) = geo.pos(&b.id) else {
            continue;
        };
        let held = (b.held.blue + b.held.red) as f32;
        if held == 0.0 {
            continue;
        }
        let share = b.held.red as f32 / held;
        let freq = held / games;
        let fill = blend(pal, share, 0.15 + 0.6 * freq);
        tint(
            painter,
            tf.to_screen(pos),
            r,
            fill,
            blend(pal, share, 0.3 + 0.7 * freq),
        );
    }
    let mr = draw::medal_radius(tf);
    let font = FontId::proportional((11.0 * tf.zoom.sqrt()).clamp(9.0, 14.0));
    let scene = &geo.scene;
    for reg in &summary.regions {
        let Some(i) = scene.region_index(&reg.id) else {
            continue;
        };
        let region = &scene.regions[i];
        let c = tf.to_screen(region.medal);
        // A bar under the medal and its caption (when the caption is below it): blue share,
        // red share, the rest unclaimed.
        let w = (mr * 3.2).max(36.0);
        let h = (mr * 0.35).max(5.0);
        let caption = geo
            .labels
            .iter()
            .find(|l| l.owner == LabelOwner::Region(i) && l.placed.dir == Dir::Below);
        let top = match caption {
            Some(l) => tf.to_screen(Point::new(0.0, l.placed.rect.y1)).y + 4.0,
            None => c.y + mr + 4.0,
        };
        let left = c.x - w / 2.0;
        let bw = w * reg.claimed.blue as f32 / games;
        let rw = w * reg.claimed.red as f32 / games;
        let frame = egui::Rect::from_min_size(pos2(left, top), vec2(w, h));
        painter.rect_filled(frame, CornerRadius::same(2), Color32::from_gray(90));
        painter.rect_filled(
            egui::Rect::from_min_size(pos2(left, top), vec2(bw, h)),
            CornerRadius::ZERO,
            pal.blue,
        );
        painter.rect_filled(
            egui::Rect::from_min_size(pos2(left + bw, top), vec2(rw, h)),
            CornerRadius::ZERO,
            pal.red,
        );
        let text = format!(
            "B {:.0}% · R {:.0}%",
            reg.claimed.blue as f32 * 100.0 / games,
            reg.claimed.red as f32 * 100.0 / games
        );
        let galley = painter.layout_no_wrap(text, font.clone(), pal.text);
        let at = pos2(c.x, top + h + 2.0);
        let rect = Align2::CENTER_TOP
            .anchor_size(at, galley.size())
            .expand(2.0);
        painter.rect_filled(
            rect,
            CornerRadius::same(3),
            pal.background.gamma_multiply(0.85),
        );
        painter.galley(rect.min + vec2(2.0, 2.0), galley, pal.text);
    }
}

/// A base's tint: a disc over it and a ring between its edge and its name (which starts 1.3
/// radii out).
fn tint(painter: &Painter, c: egui::Pos2, r: f32, fill: Color32, ring: Color32) {
    painter.circle_filled(c, r * 1.05, fill);
    let w = (r * 0.18).max(2.0);
    painter.circle_stroke(c, r * 1.25 - w / 2.0, Stroke::new(w, ring));
}

/// The A/B overlay: each base in both variants tinted by how much more often red (red) or blue
/// (blue) held it in B than in A, strongest at a difference of one half.
pub fn paint_diff(
    painter: &Painter,
    tf: &Transform,
    geo: &draw::Geometry,
    bases: &[HeatDiff],
    pal: &Palette,
) {
    let r = draw::base_radius(tf);
    for b in bases {
        let Some(pos) = geo.pos(&b.id) else {
            continue;
        };
        let strength = (b.diff.abs() * 2.0).min(1.0) as f32;
        if strength < 0.02 {
            continue;
        }
        let share = if b.diff > 0.0 { 1.0 } else { 0.0 };
        let fill = blend(pal, share, 0.1 + 0.7 * strength);
        tint(
            painter,
            tf.to_screen(pos),
            r,
            fill,
            blend(pal, share, 0.3 + 0.7 * strength),
        );
    }
}

/// What the overlay shows, for its legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendKind {
    Heat,
    Difference,
}

/// The legend in the canvas's bottom-left corner: a colour bar from blue to red with its ends
/// named, and a line on what the opacity and the region bars mean.
pub fn paint_legend(painter: &Painter, pal: &Palette, kind: LegendKind) {
    let area = painter.clip_rect();
    let font = FontId::proportional(12.0);
    let (title, left, right, note) = match kind {
        LegendKind::Heat => (
            "Heat: who held each base at the end",
            "blue",
            "red",
            "Fainter: held in fewer games. Region bars: claims by blue | red",
        ),
        LegendKind::Difference => (
            "A/B: B − A, who held each base more often",
            "more blue in B",
            "more red in B",
            "Stronger: a larger difference (full at ±50% of games)",
        ),
    };
    let w = 340.0;
    let frame = egui::Rect::from_min_size(
        pos2(area.left() + 10.0, area.bottom() - 78.0),
        vec2(w, 68.0),
    );
    painter.rect_filled(
        frame,
        CornerRadius::same(4),
        pal.background.gamma_multiply(0.92),
    );
    painter.rect_stroke(
        frame,
        CornerRadius::same(4),
        Stroke::new(1.0, pal.weak_text),
        egui::StrokeKind::Inside,
    );
    let x0 = frame.left() + 8.0;
    painter.text(
        pos2(x0, frame.top() + 6.0),
        Align2::LEFT_TOP,
        title,
        font.clone(),
        pal.text,
    );
    let bar = egui::Rect::from_min_size(pos2(x0, frame.top() + 24.0), vec2(w - 16.0, 10.0));
    let steps = 24;
    for i in 0..steps {
        let t = (i as f32 + 0.5) / steps as f32;
        let cell = egui::Rect::from_min_size(
            pos2(
                bar.left() + bar.width() * i as f32 / steps as f32,
                bar.top(),
            ),
            vec2(bar.width() / steps as f32 + 0.5, bar.height()),
        );
        let (share, alpha) = match kind {
            LegendKind::Heat => (t, 0.9),
            LegendKind::Difference => (
                if t < 0.5 { 0.0 } else { 1.0 },
                (2.0 * (t - 0.5)).abs().max(0.05),
            ),
        };
        painter.rect_filled(cell, CornerRadius::ZERO, blend(pal, share, alpha));
    }
    let small = FontId::proportional(11.0);
    painter.text(
        pos2(bar.left(), bar.bottom() + 2.0),
        Align2::LEFT_TOP,
        left,
        small.clone(),
        pal.text,
    );
    painter.text(
        pos2(bar.right(), bar.bottom() + 2.0),
        Align2::RIGHT_TOP,
        right,
        small.clone(),
        pal.text,
    );
    painter.text(
        pos2(x0, bar.bottom() + 17.0),
        Align2::LEFT_TOP,
        note,
        small,
        pal.weak_text,
    );
}
