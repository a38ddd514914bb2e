//! Filling simple polygons, convex or not, on an egui painter.

use egui::epaint::Mesh;
use egui::{Color32, Painter, Pos2, Shape};

/// Fills a simple polygon, convex or not, by ear clipping.
pub fn fill_polygon(painter: &Painter, pts: &[Pos2], color: Color32) {
    let tris = triangulate(pts);
    if tris.is_empty() {
        return;
    }
    let mut mesh = Mesh::default();
    for p in pts {
        mesh.colored_vertex(*p, color);
    }
    for [a, b, c] in tris {
        mesh.add_triangle(a as u32, b as u32, c as u32);
    }
    painter.add(Shape::mesh(mesh));
}

fn cross(o: Pos2, a: Pos2, b: Pos2) -> f32 {
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
}

/// Ear-clipping triangulation of a simple polygon; gives up (returns what it has) on
/// self-intersecting input instead of looping.
pub fn triangulate(pts: &[Pos2]) -> Vec<[usize; 3]> {
    let n = pts.len();
    if n < 3 {
        return Vec::new();
    }
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let mut idx: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n - 2);
    let mut guard = 0;
    while idx.len() > 3 && guard < n * n {
        guard += 1;
        let m = idx.len();
        let mut clipped = false;
        for i in 0..m {
            let (ia, ib, ic) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            let (a, b, c) = (pts[ia], pts[ib], pts[ic]);
            if cross(a, b, c) * sign <= 0.0 {
                continue;
            }
            let inside = idx.iter().any(|&j| {
                j != ia && j != ib && j != ic && {
                    let p = pts[j];
                    let d1 = cross(a, b, p) * sign;
                    let d2 = cross(b, c, p) * sign;
                    let d3 = cross(c, a, p) * sign;
                    d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0
                }
            });
            if inside {
                continue;
            }
            out.push([ia, ib, ic]);
            idx.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            break;
        }
    }
    if idx.len() == 3 {
        out.push([idx[0], idx[1], idx[2]]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn triangulates_a_concave_polygon_into_n_minus_2_triangles() {
        let pts = [
            pos2(0.0, 0.0),
            pos2(4.0, 0.0),
            pos2(4.0, 4.0),
            pos2(2.0, 1.0),
            pos2(0.0, 4.0),
        ];
        assert_eq!(triangulate(&pts).len(), 3);
        // The keep of an HQ is concave too.
        let keep: Vec<Pos2> = toyforge_core::draw::keep_outline(Default::default(), 10.0)
            .iter()
            .map(|p| pos2(p.x, p.y))
            .collect();
        assert_eq!(triangulate(&keep).len(), keep.len() - 2);
    }
}
