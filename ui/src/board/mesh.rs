//! The board painter's fast paths, for boards of a thousand locations: small discs drawn as
//! single quads of a texture of soft-edged discs (egui's own circle is a polygon of 32 sides
//! with soft edges, tessellated every frame), and line segments as one mesh of quads rather
//! than thousands of line shapes for the tessellator. [`super::paint`] uses them; they look
//! the same as egui's own circles and lines.

use egui::epaint::Mesh;
use egui::{Color32, Pos2, Rect, Stroke};

/// The radii, in texels, of the discs drawn on the disc texture: every half octave from 2 to
/// 32, as egui's own texture has them up to 8 for its small filled circles.
const DISC_RADII: [f32; 9] = [2.0, 2.83, 4.0, 5.66, 8.0, 11.31, 16.0, 22.63, 32.0];

/// The square cell of disc `i` on the texture: its left edge and its side, in texels (the
/// cells sit side by side in one row, each with a clear margin round its disc).
fn disc_cell(i: usize) -> (usize, usize) {
    let side = |r: f32| 2 * (r + 1.0).ceil() as usize + 1;
    let x0 = DISC_RADII[..i].iter().map(|&r| side(r)).sum();
    (x0, side(DISC_RADII[i]))
}

/// The size of the disc texture in texels.
fn disc_texture_size() -> [usize; 2] {
    let (x0, side) = disc_cell(DISC_RADII.len() - 1);
    [x0 + side, side]
}

/// How much of a texel `d` texels from a disc's centre a disc of radius `r` covers: a soft
/// edge one texel wide, as egui's circles have.
fn disc_coverage(r: f32, d: f32) -> f32 {
    (r + 0.5 - d).clamp(0.0, 1.0)
}

/// White discs of several sizes with soft edges on a clear ground: a small disc drawn with
/// one of them is a single quad where egui's own circle is a polygon of 32 sides with soft
/// edges, and a zoomed-out big map has a thousand small bases. Made once per context and
/// kept in its memory.
pub fn disc_texture(ctx: &egui::Context) -> egui::TextureId {
    let key = egui::Id::unique("toyforge-disc-texture");
    if let Some(tex) = ctx.data(|d| d.get_temp::<egui::TextureHandle>(key)) {
        return tex.id();
    }
    let [w, h] = disc_texture_size();
    let mut image = egui::ColorImage::filled([w, h], Color32::TRANSPARENT);
    for (i, &r) in DISC_RADII.iter().enumerate() {
        let (x0, side) = disc_cell(i);
        let c = side as f32 / 2.0;
        for y in 0..side {
            for x in 0..side {
                let d = egui::vec2(x as f32 + 0.5 - c, y as f32 + 0.5 - c).length();
                let alpha = (disc_coverage(r, d) * 255.0).round() as u8;
                image[(x0 + x, y)] = Color32::from_white_alpha(alpha);
            }
        }
    }
    let tex = ctx.load_texture("discs", image, egui::TextureOptions::LINEAR);
    let id = tex.id();
    ctx.data_mut(|d| d.insert_temp(key, tex));
    id
}

/// The disc of the texture to draw a disc of `radius_px` pixels with: the smallest a little
/// larger (so it is scaled by at most a half octave), none when the largest is too small.
fn disc_for(radius_px: f32) -> Option<usize> {
    let want = radius_px * 2f32.powf(0.25);
    DISC_RADII.iter().position(|&r| r >= want)
}

/// Adds a disc of `radius` points at `c` in `colour` to `mesh`, a quad of the disc texture;
/// false when the texture has no disc big enough.
fn disc_quad(mesh: &mut Mesh, c: Pos2, radius: f32, colour: Color32, ppp: f32) -> bool {
    let Some(i) = disc_for(radius * ppp) else {
        return false;
    };
    let (x0, side) = disc_cell(i);
    let [w, h] = disc_texture_size();
    let half = radius * side as f32 / 2.0 / DISC_RADII[i];
    let uv = Rect::from_min_max(
        egui::pos2(x0 as f32 / w as f32, 0.0),
        egui::pos2((x0 + side) as f32 / w as f32, side as f32 / h as f32),
    );
    mesh.add_rect_with_uv(
        Rect::from_center_size(c, egui::Vec2::splat(2.0 * half)),
        uv,
        colour,
    );
    true
}

/// A disc of radius `r` filled with `fill` and outlined outside it by `stroke`, as egui's
/// circle draws it, in two quads of the disc texture: the outline's disc, then the fill's.
/// None when the disc is too big for the texture's discs.
pub fn outlined_disc(
    ctx: &egui::Context,
    c: Pos2,
    r: f32,
    fill: Color32,
    stroke: Stroke,
) -> Option<Mesh> {
    let ppp = ctx.pixels_per_point();
    let mut mesh = Mesh::with_texture(disc_texture(ctx));
    let w = stroke.width.max(0.0);
    if w > 0.0
        && stroke.color != Color32::TRANSPARENT
        && !disc_quad(&mut mesh, c, r + w, stroke.color, ppp)
    {
        return None;
    }
    disc_quad(&mut mesh, c, r, fill, ppp).then_some(mesh)
}

/// Line segments of width `w` as one mesh: each a quad with a `feather` wide fade on both
/// sides, as egui's own lines have, so they look the same.
pub fn segments_mesh(segs: &[[Pos2; 2]], w: f32, colour: Color32, feather: f32) -> Mesh {
    let mut mesh = Mesh::default();
    mesh.reserve_vertices(segs.len() * 8);
    mesh.reserve_triangles(segs.len() * 6);
    let clear = Color32::TRANSPARENT;
    let (inner, outer) = ((w - feather).max(0.0) / 2.0, (w + feather) / 2.0);
    let colour = if w < feather {
        colour.gamma_multiply(w / feather)
    } else {
        colour
    };
    for &[a, b] in segs {
        let d = (b - a).normalized();
        if !d.x.is_finite() {
            continue;
        }
        let n = egui::vec2(-d.y, d.x);
        let i = mesh.vertices.len() as u32;
        for p in [a, b] {
            mesh.colored_vertex(p + n * outer, clear);
            mesh.colored_vertex(p + n * inner, colour);
            mesh.colored_vertex(p - n * inner, colour);
            mesh.colored_vertex(p - n * outer, clear);
        }
        for k in 0..3 {
            mesh.add_triangle(i + k, i + k + 1, i + k + 4);
            mesh.add_triangle(i + k + 1, i + k + 5, i + k + 4);
        }
    }
    mesh
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The centre, side and colour of a quad.
    fn quad(q: &[egui::epaint::Vertex]) -> (Pos2, f32, Color32) {
        let r = Rect::from_two_pos(q[0].pos, q[3].pos);
        (r.center(), r.width(), q[0].color)
    }

    /// The side of the quad drawing a disc of `radius` points at one pixel a point.
    fn side(radius: f32) -> f32 {
        let i = disc_for(radius).unwrap();
        radius * disc_cell(i).1 as f32 / DISC_RADII[i]
    }

    #[test]
    fn an_outlined_disc_is_the_outline_disc_then_the_fill_disc() {
        let ctx = egui::Context::default();
        let c = egui::pos2(50.0, 40.0);
        let stroke = Stroke::new(1.5, Color32::RED);
        let mesh = outlined_disc(&ctx, c, 8.0, Color32::WHITE, stroke).unwrap();
        assert!(mesh.is_valid());
        assert_eq!(
            mesh.texture_id,
            disc_texture(&ctx),
            "the texture is made once"
        );
        assert_eq!(mesh.vertices.len(), 8);
        let (oc, os, ocol) = quad(&mesh.vertices[..4]);
        let (fc, fs, fcol) = quad(&mesh.vertices[4..]);
        assert!((oc - c).length() < 1e-4 && (fc - c).length() < 1e-4);
        assert!((os - side(9.5)).abs() < 1e-3 && (fs - side(8.0)).abs() < 1e-3);
        assert_eq!((ocol, fcol), (Color32::RED, Color32::WHITE));
        let plain = outlined_disc(&ctx, c, 8.0, Color32::WHITE, Stroke::NONE).unwrap();
        assert_eq!(plain.vertices.len(), 4, "no outline, no outline disc");
        assert!(outlined_disc(&ctx, c, 40.0, Color32::WHITE, stroke).is_none());
    }

    #[test]
    fn a_disc_is_drawn_from_a_texture_disc_at_most_a_half_octave_larger() {
        for k in 8..=100 {
            let r = k as f32 * 0.25;
            let i = disc_for(r).unwrap();
            let scale = DISC_RADII[i] / r;
            assert!(
                scale >= 2f32.powf(0.25) && scale <= 2f32.powf(0.75) + 1e-2,
                "r {r}: drawn from a disc {scale} times as big"
            );
        }
        assert_eq!(disc_for(40.0), None);
    }

    #[test]
    fn the_texture_discs_have_soft_edges_and_clear_margins() {
        for (i, &r) in DISC_RADII.iter().enumerate() {
            assert_eq!(disc_coverage(r, 0.0), 1.0);
            assert_eq!(disc_coverage(r, r), 0.5);
            // Even the corner of a cell's centre row is clear, so the quads do not show.
            let half = disc_cell(i).1 as f32 / 2.0;
            assert_eq!(disc_coverage(r, half - 0.5), 0.0, "disc {i}");
        }
        let [w, _] = disc_texture_size();
        let (x0, side) = disc_cell(DISC_RADII.len() - 1);
        assert_eq!(x0 + side, w);
    }
}
