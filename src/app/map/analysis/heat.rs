//! The heat overlay on the canvas: bases tinted by who held them at the end, region bars of
//! who claimed them, the difference of two runs for an A/B comparison, and a legend that says
//! what the colours mean. What to draw is the drawing model's [`HeatMap`] (the balance
//! report's heat picture paints the same data as SVG); this only paints it.

use super::super::draw;
use crate::analysis::{HeatDiff, Summary};
use crate::app::i18n::lang;
use crate::app::theme::Palette;
use crate::map::Point;
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Stroke, pos2, vec2};
use toyforge_core::draw::{HeatMap, heat_colour};
use toyforge_core::tr;
use toyforge_ui::board::{ToScreen, paint};

/// The heat's colour of a lean from −1 (blue) to 1 (red), `alpha` opaque.
fn heat_c32(lean: f32, alpha: f32) -> Color32 {
    paint::c32(heat_colour(lean, alpha))
}

/// The heat of a run over the canvas's scene, as the drawing model computes it
/// ([`HeatMap::held`]): counts matched to places by id.
pub fn held(geo: &draw::Geometry, summary: &Summary) -> HeatMap {
    let n = |v: usize| v as u32;
    HeatMap::held(
        &geo.scene,
        n(summary.games),
        summary
            .bases
            .iter()
            .map(|b| (b.id.as_str(), n(b.held.blue), n(b.held.red))),
        summary
            .regions
            .iter()
            .map(|r| (r.id.as_str(), n(r.claimed.blue), n(r.claimed.red))),
        &geo.labels,
        lang(),
    )
}

/// The heat overlay: each base tinted by who held it at the end (blue through white to red by
/// the lean of the games it was held, opaque as it was held often) and ringed inside the room
/// its name keeps, each region's medal annotated, under its caption, with how often each side
/// claimed it. Places are matched by id; those not in `summary` are left.
pub fn paint_heat(
    painter: &Painter,
    tf: &ToScreen,
    geo: &draw::Geometry,
    summary: &Summary,
    pal: &Palette,
) {
    paint_map(painter, tf, &held(geo, summary), pal);
}

/// The A/B overlay: each base in both variants tinted by how much more often red (red) or blue
/// (blue) held it in B than in A, strongest at a difference of one half.
pub fn paint_diff(
    painter: &Painter,
    tf: &ToScreen,
    geo: &draw::Geometry,
    bases: &[HeatDiff],
    pal: &Palette,
) {
    let heat = HeatMap::difference(
        &geo.scene,
        bases.iter().map(|b| (b.id.as_str(), b.diff as f32)),
        lang(),
    );
    paint_map(painter, tf, &heat, pal);
}

/// Paints a heat map's tints and region bars (in map units) through the canvas's transform;
/// tints too faint to tell are left out, and the bars keep a readable size when zoomed out.
pub fn paint_map(painter: &Painter, tf: &ToScreen, heat: &HeatMap, pal: &Palette) {
    for s in heat.spots.iter().filter(|s| s.compared && s.weight >= 0.02) {
        let c = tf.pos(s.pos);
        painter.circle_filled(c, tf.len(s.r), paint::c32(s.fill));
        let w = tf.len(s.ring_w).max(2.0);
        let outer = tf.len(s.ring_r + s.ring_w / 2.0);
        painter.circle_stroke(c, outer - w / 2.0, Stroke::new(w, paint::c32(s.ring)));
    }
    for bar in &heat.bars {
        let (min, max) = (
            tf.pos(Point::new(bar.rect.x0, bar.rect.y0)),
            tf.pos(Point::new(bar.rect.x1, bar.rect.y1)),
        );
        let frame = egui::Rect::from_min_max(min, max);
        let frame = egui::Rect::from_min_size(
            frame.min,
            vec2(frame.width().max(36.0), frame.height().max(5.0)),
        )
        .translate(vec2((frame.width() - frame.width().max(36.0)) / 2.0, 0.0));
        let (bw, rw) = (frame.width() * bar.blue, frame.width() * bar.red);
        painter.rect_filled(frame, CornerRadius::same(2), Color32::from_gray(90));
        let part = |x: f32, w: f32| {
            egui::Rect::from_min_size(pos2(frame.left() + x, frame.top()), vec2(w, frame.height()))
        };
        painter.rect_filled(part(0.0, bw), CornerRadius::ZERO, heat_c32(-1.0, 1.0));
        painter.rect_filled(part(bw, rw), CornerRadius::ZERO, heat_c32(1.0, 1.0));
        let font = FontId::proportional(tf.len(bar.text_size).clamp(9.0, 14.0));
        let galley = painter.layout_no_wrap(bar.text.clone(), font, pal.text);
        let at = pos2(frame.center().x, frame.bottom() + 2.0);
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
    let l = lang();
    let (title, left, right, note) = match kind {
        LegendKind::Heat => (
            tr!(l, "legend-heat"),
            tr!(l, "legend-heat-blue"),
            tr!(l, "legend-heat-red"),
            tr!(l, "legend-heat-note"),
        ),
        LegendKind::Difference => (
            tr!(l, "legend-diff"),
            tr!(l, "legend-diff-blue"),
            tr!(l, "legend-diff-red"),
            tr!(l, "legend-diff-note"),
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
        let lean = 2.0 * t - 1.0;
        let alpha = match kind {
            LegendKind::Heat => 0.9,
            LegendKind::Difference => lean.abs().max(0.05),
        };
        painter.rect_filled(cell, CornerRadius::ZERO, heat_c32(lean, alpha));
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
