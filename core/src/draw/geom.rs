//! Plain geometry for the board's drawing: boxes, ring order, and where a medal goes.

use crate::map::{Point, distance_to_segment, point_in_polygon};

/// An axis-aligned box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Rect {
    pub const fn new(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
        Rect { x0, y0, x1, y1 }
    }

    /// The square of half side `r` around `p`.
    pub fn around(p: Point, r: f32) -> Rect {
        Rect::new(p.x - r, p.y - r, p.x + r, p.y + r)
    }

    pub fn width(&self) -> f32 {
        self.x1 - self.x0
    }

    pub fn height(&self) -> f32 {
        self.y1 - self.y0
    }

    pub fn centre(&self) -> Point {
        Point::new((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }

    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x0 && p.x <= self.x1 && p.y >= self.y0 && p.y <= self.y1
    }

    pub fn union(&self, o: &Rect) -> Rect {
        Rect::new(
            self.x0.min(o.x0),
            self.y0.min(o.y0),
            self.x1.max(o.x1),
            self.y1.max(o.y1),
        )
    }

    /// The box grown by `d` on every side (shrunk for a negative `d`).
    pub fn expand(&self, d: f32) -> Rect {
        Rect::new(self.x0 - d, self.y0 - d, self.x1 + d, self.y1 + d)
    }

    pub fn shrink(&self, d: f32) -> Rect {
        self.expand(-d)
    }

    /// The distance from `p` to the box (0 inside).
    pub fn distance_to(&self, p: Point) -> f32 {
        let dx = (self.x0 - p.x).max(p.x - self.x1).max(0.0);
        let dy = (self.y0 - p.y).max(p.y - self.y1).max(0.0);
        (dx * dx + dy * dy).sqrt()
    }

    /// The smallest box holding the points, if any.
    pub fn bounding(points: impl IntoIterator<Item = Point>) -> Option<Rect> {
        points
            .into_iter()
            .map(|p| Rect::new(p.x, p.y, p.x, p.y))
            .reduce(|a, b| a.union(&b))
    }
}

/// Whether the segment from `a` to `b` passes through the box (Liang-Barsky clipping).
pub fn segment_hits_rect(r: &Rect, a: Point, b: Point) -> bool {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let mut t0 = 0.0f32;
    let mut t1 = 1.0f32;
    for (p, q) in [
        (-dx, a.x - r.x0),
        (dx, r.x1 - a.x),
        (-dy, a.y - r.y0),
        (dy, r.y1 - a.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}

/// The mean of the points (the origin for none).
pub fn centroid(pts: &[Point]) -> Point {
    if pts.is_empty() {
        return Point::default();
    }
    let (sx, sy) = pts.iter().fold((0.0, 0.0), |(x, y), p| (x + p.x, y + p.y));
    Point::new(sx / pts.len() as f32, sy / pts.len() as f32)
}

/// The order in which to join `pts` into a polygon: by angle around their centroid, which
/// makes a simple polygon (star-shaped around the centroid) of any ring of bases.
pub fn ring_order(pts: &[Point]) -> Vec<usize> {
    let c = centroid(pts);
    let mut order: Vec<usize> = (0..pts.len()).collect();
    let angle = |i: usize| (pts[i].y - c.y).atan2(pts[i].x - c.x);
    order.sort_by(|&a, &b| angle(a).total_cmp(&angle(b)));
    order
}

/// What a medal keeps clear of: discs (centre and radius), boxes and segments.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clearance<'a> {
    pub discs: &'a [(Point, f32)],
    pub boxes: &'a [Rect],
    pub segments: &'a [(Point, Point)],
}

/// Where a medal of radius `rm` goes in the region `ring` (a polygon around `centre`): the
/// point inside nearest the centre that keeps the medal clear of what is in `clear`; when no
/// point is clear, the one with the most room.
pub fn medal_spot(ring: &[Point], centre: Point, rm: f32, clear: Clearance<'_>) -> Point {
    /// Candidates per side of the grid laid over the region.
    const STEPS: usize = 12;
    // Room beyond this is no better: then the nearer the centre the better.
    let enough = rm * 0.5;
    let Some(bounds) = Rect::bounding(ring.iter().copied()) else {
        return centre;
    };
    // Only what is near the region can be in the way of its medal.
    let near = bounds.expand(rm + enough + 1.0);
    let discs: Vec<(Point, f32)> = clear
        .discs
        .iter()
        .copied()
        .filter(|&(c, e)| near.expand(e).contains(c))
        .collect();
    let boxes: Vec<Rect> = clear
        .boxes
        .iter()
        .copied()
        .filter(|b| b.overlaps(&near))
        .collect();
    let segments: Vec<(Point, Point)> = clear
        .segments
        .iter()
        .copied()
        .filter(|&(a, b)| {
            Rect::new(a.x.min(b.x), a.y.min(b.y), a.x.max(b.x), a.y.max(b.y))
                .expand(2.0)
                .overlaps(&near)
        })
        .collect();
    let room = |p: Point| {
        let nodes = discs.iter().map(|&(c, e)| p.distance(c) - e);
        let names = boxes.iter().map(|b| b.distance_to(p));
        let paths = segments
            .iter()
            .map(|&(a, b)| distance_to_segment(p, a, b) - 2.0);
        nodes
            .chain(names)
            .chain(paths)
            .fold(f32::INFINITY, f32::min)
            - rm
    };
    let score = |p: Point| (room(p).min(enough), -p.distance(centre));
    let grid = (0..=STEPS).flat_map(|a| {
        (0..=STEPS).map(move |b| {
            let (tx, ty) = (a as f32 / STEPS as f32, b as f32 / STEPS as f32);
            Point::new(
                bounds.x0 + bounds.width() * tx,
                bounds.y0 + bounds.height() * ty,
            )
        })
    });
    let mut best: Option<(Point, (f32, f32))> = None;
    for p in std::iter::once(centre).chain(grid) {
        if !point_in_polygon(p, ring) {
            continue;
        }
        let s = score(p);
        if best.is_none_or(|(_, b)| s.0 > b.0 || (s.0 == b.0 && s.1 > b.1)) {
            best = Some((p, s));
        }
    }
    best.map_or(centre, |(p, _)| p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square() -> Vec<Point> {
        vec![
            Point::new(0.0, 0.0),
            Point::new(100.0, 0.0),
            Point::new(100.0, 100.0),
            Point::new(0.0, 100.0),
        ]
    }

    #[test]
    fn ring_order_makes_a_simple_polygon_of_scrambled_points() {
        let pts = [
            Point::new(10.0, 10.0),
            Point::new(0.0, 0.0),
            Point::new(10.0, 0.0),
            Point::new(0.0, 10.0),
        ];
        let order = ring_order(&pts);
        let poly: Vec<Point> = order.iter().map(|&i| pts[i]).collect();
        // Consecutive corners of a square are one side apart, never a diagonal.
        for k in 0..4 {
            assert_eq!(poly[k].distance(poly[(k + 1) % 4]), 10.0, "{poly:?}");
        }
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![0, 1, 2, 3]);
    }

    #[test]
    fn ring_order_goes_round_the_centroid_one_way() {
        let c = Point::new(50.0, 50.0);
        let angles = [3.0_f32, 0.5, 5.0, 1.7, 2.4, 4.1];
        let pts: Vec<Point> = angles
            .iter()
            .map(|a| Point::new(c.x + a.cos() * (20.0 + a), c.y + a.sin() * (20.0 + a)))
            .collect();
        let seen: Vec<f32> = ring_order(&pts).iter().map(|&i| angles[i]).collect();
        // atan2 gives angles in (-pi, pi]: those above pi come first, then the rest.
        assert_eq!(seen, vec![4.1, 5.0, 0.5, 1.7, 2.4, 3.0]);
    }

    #[test]
    fn medal_spot_is_the_centre_of_a_free_region() {
        let c = Point::new(50.0, 50.0);
        assert_eq!(medal_spot(&square(), c, 10.0, Clearance::default()), c);
    }

    #[test]
    fn medal_spot_moves_off_a_node_and_a_name_in_the_way() {
        let ring = square();
        let c = Point::new(50.0, 50.0);
        let rm = 10.0;
        let discs = [(c, 15.0)];
        let name = Rect::new(20.0, 68.0, 80.0, 82.0);
        let edges: Vec<(Point, Point)> = (0..4).map(|i| (ring[i], ring[(i + 1) % 4])).collect();
        let clear = Clearance {
            discs: &discs,
            boxes: &[name],
            segments: &edges,
        };
        let spot = medal_spot(&ring, c, rm, clear);
        assert!(point_in_polygon(spot, &ring));
        assert!(spot.distance(c) >= 15.0 + rm, "{spot:?}");
        assert!(name.distance_to(spot) >= rm, "{spot:?}");
        for &(a, b) in &edges {
            assert!(distance_to_segment(spot, a, b) >= rm, "{spot:?}");
        }
    }

    #[test]
    fn segments_through_and_past_a_box() {
        let r = Rect::new(0.0, 0.0, 10.0, 10.0);
        assert!(segment_hits_rect(
            &r,
            Point::new(-5.0, 5.0),
            Point::new(15.0, 5.0)
        ));
        assert!(!segment_hits_rect(
            &r,
            Point::new(-5.0, 15.0),
            Point::new(15.0, 15.0)
        ));
        assert_eq!(r.distance_to(Point::new(13.0, 14.0)), 5.0);
    }
}
