//! The one label placer of the board: each label goes on the side of its anchor where it
//! covers the fewest paths, nodes, medals and labels already placed. Greedy, in the order
//! given, over a uniform grid of what is in the way.
//!
//! Its cost is linear in the length of the texts: a label is never wider than
//! [`PlaceOptions::max_width`] (longer texts are shortened by the painter, see [`shorten`]), so
//! a label touches a bounded number of grid cells however long its text. The placer is
//! unit-free: the scene uses it in map units, the play board on screen.

use super::geom::{Rect, segment_hits_rect};
use crate::map::Point;
use std::collections::HashMap;

/// Where a label goes around its anchor, in order of preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Below,
    Above,
    Right,
    Left,
    BelowRight,
    BelowLeft,
    AboveRight,
    AboveLeft,
}

impl Dir {
    /// Every direction, in order of preference.
    pub const ALL: [Dir; 8] = [
        Dir::Below,
        Dir::Above,
        Dir::Right,
        Dir::Left,
        Dir::BelowRight,
        Dir::BelowLeft,
        Dir::AboveRight,
        Dir::AboveLeft,
    ];

    /// The unit vector of the direction (y grows downwards).
    pub fn vector(self) -> (f32, f32) {
        const D: f32 = std::f32::consts::FRAC_1_SQRT_2;
        match self {
            Dir::Below => (0.0, 1.0),
            Dir::Above => (0.0, -1.0),
            Dir::Right => (1.0, 0.0),
            Dir::Left => (-1.0, 0.0),
            Dir::BelowRight => (D, D),
            Dir::BelowLeft => (-D, D),
            Dir::AboveRight => (D, -D),
            Dir::AboveLeft => (-D, -D),
        }
    }

    pub fn is_above(self) -> bool {
        self.vector().1 < -0.3
    }
}

/// How a placed label's text is aligned on its anchor x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// A label to place: a box of `width` by `height` kept `clear` away from `at`.
#[derive(Clone, Debug)]
pub struct Request {
    pub at: Point,
    /// The distance from `at` to the near edge of the label (the node's half size plus a gap).
    pub clear: f32,
    /// The width of the text written in full, and the label's height.
    pub width: f32,
    pub height: f32,
    /// The directions allowed, in order of preference.
    pub dirs: Vec<Dir>,
}

/// A placed label.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The box the label covers (as wide as the text, or [`PlaceOptions::max_width`]).
    pub rect: Rect,
    pub dir: Dir,
    pub anchor: Anchor,
}

impl Placed {
    /// The x the text is aligned on.
    pub fn anchor_x(&self) -> f32 {
        match self.anchor {
            Anchor::Start => self.rect.x0,
            Anchor::Middle => (self.rect.x0 + self.rect.x1) / 2.0,
            Anchor::End => self.rect.x1,
        }
    }

    /// Whether the text must be shortened to fit.
    pub fn shortened(&self, full_width: f32) -> bool {
        self.rect.width() + 1e-3 < full_width
    }
}

/// What labels keep off.
#[derive(Clone, Debug, Default)]
pub struct Obstacles {
    pub segments: Vec<(Point, Point)>,
    pub boxes: Vec<Rect>,
}

/// How labels are placed.
#[derive(Clone, Debug)]
pub struct PlaceOptions {
    /// The widest label; longer texts are shortened.
    pub max_width: f32,
    /// A shortened label is left out when less than this share of its text shows, or when it
    /// would be narrower than `min_width`.
    pub min_share: f32,
    pub min_width: f32,
    /// Labels stay inside this box (moved sideways when centred, else left out there).
    pub area: Option<Rect>,
    /// Leave a label out rather than let it cover things costing more than this.
    pub max_cost: Option<f32>,
    /// Never let a label overlap one placed before it or an obstacle box (a label with no
    /// such place is left out); otherwise overlaps only cost.
    pub apart: bool,
    /// How far into a label's box, from each edge, what it keeps off may reach at no cost:
    /// 0 for an exact placer (a label's box may touch an obstacle but not overlap it).
    pub forgive: f32,
}

impl Default for PlaceOptions {
    fn default() -> Self {
        PlaceOptions {
            max_width: 260.0,
            min_share: 0.0,
            min_width: 0.0,
            area: None,
            max_cost: None,
            apart: false,
            forgive: 2.0,
        }
    }
}

/// What covering a path costs, a node or medal, and a label placed before.
pub const SEGMENT_COST: f32 = 8.0;
pub const BOX_COST: f32 = 20.0;
pub const LABEL_COST: f32 = 16.0;
/// What each step down the order of preference costs.
const DIR_COST: f32 = 0.6;

/// Places every label, avoiding the obstacles and the labels placed before it; `None` for a
/// label left out (see [`PlaceOptions`]).
pub fn place(
    requests: &[Request],
    obstacles: &Obstacles,
    opts: &PlaceOptions,
) -> Vec<Option<Placed>> {
    let mut grid = Grid::default();
    for &(a, b) in &obstacles.segments {
        grid.insert(Item::Segment(a, b));
    }
    for b in &obstacles.boxes {
        grid.insert(Item::Box(*b, BOX_COST));
    }
    let mut out = Vec::with_capacity(requests.len());
    // What a label kept apart may not overlap: the boxes, then each label placed.
    let mut taken: Vec<Rect> = if opts.apart {
        obstacles.boxes.clone()
    } else {
        Vec::new()
    };
    for req in requests {
        let width = req.width.min(opts.max_width).max(0.0);
        let keep = width >= opts.min_width && width + 1e-3 >= req.width * opts.min_share;
        let mut best: Option<(f32, Placed)> = None;
        for (i, &dir) in req.dirs.iter().enumerate().filter(|_| keep) {
            let Some(c) = candidate(req, dir, width, opts.area) else {
                continue;
            };
            if opts.apart && taken.iter().any(|t| t.overlaps(&c.rect)) {
                continue;
            }
            let cost = i as f32 * DIR_COST + grid.cost(&c.rect.shrink(opts.forgive));
            if best.as_ref().is_none_or(|(b, _)| cost < *b) {
                best = Some((cost, c));
            }
        }
        let best = best.filter(|(cost, _)| opts.max_cost.is_none_or(|m| *cost <= m));
        if let Some((_, c)) = &best {
            grid.insert(Item::Box(c.rect, LABEL_COST));
            if opts.apart {
                taken.push(c.rect);
            }
        }
        out.push(best.map(|(_, c)| c));
    }
    out
}

/// Places every label as [`place`] does, then, round by round, each label still left out in
/// its next other form (`fallbacks`, by index, in order: the label without its last line, the
/// text on two lines...), with everything placed so far as obstacles: so that a node whose full
/// label finds no room keeps at least its name. Each placed label says which form it is (0 for
/// the request itself, `k` for its `k`-th fallback).
pub fn place_with_fallbacks(
    requests: &[Request],
    fallbacks: &[Vec<Request>],
    obstacles: &Obstacles,
    opts: &PlaceOptions,
) -> Vec<Option<(Placed, usize)>> {
    let mut out: Vec<Option<(Placed, usize)>> = place(requests, obstacles, opts)
        .into_iter()
        .map(|p| p.map(|p| (p, 0)))
        .collect();
    let rounds = fallbacks.iter().map(Vec::len).max().unwrap_or(0);
    for k in 0..rounds {
        let retry: Vec<(usize, Request)> = out
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_none())
            .filter_map(|(i, _)| Some((i, fallbacks.get(i)?.get(k)?.clone())))
            .collect();
        if retry.is_empty() {
            continue;
        }
        let mut around = obstacles.clone();
        around
            .boxes
            .extend(out.iter().flatten().map(|(p, _)| p.rect));
        let again: Vec<Request> = retry.iter().map(|(_, r)| r.clone()).collect();
        for ((i, _), p) in retry.iter().zip(place(&again, &around, opts)) {
            out[*i] = p.map(|p| (p, k + 1));
        }
    }
    out
}

/// The label of `req` placed towards `dir`, `width` wide, kept inside `area`.
fn candidate(req: &Request, dir: Dir, width: f32, area: Option<Rect>) -> Option<Placed> {
    let (dx, dy) = dir.vector();
    let (r, h) = (req.clear, req.height);
    let anchor = if dx > 0.3 {
        Anchor::Start
    } else if dx < -0.3 {
        Anchor::End
    } else {
        Anchor::Middle
    };
    let ax = req.at.x + dx * r;
    let top = if dy > 0.3 {
        req.at.y + dy * r
    } else if dy < -0.3 {
        req.at.y + dy * r - h
    } else {
        req.at.y - h / 2.0
    };
    let mut x0 = match anchor {
        Anchor::Start => ax,
        Anchor::End => ax - width,
        Anchor::Middle => ax - width / 2.0,
    };
    if let Some(a) = area {
        if anchor == Anchor::Middle {
            x0 = x0.min(a.x1 - 2.0 - width).max(a.x0 + 2.0);
        }
        let inside =
            x0 >= a.x0 - 1e-3 && x0 + width <= a.x1 + 1e-3 && top >= a.y0 && top + h <= a.y1;
        if !inside {
            return None;
        }
    }
    Some(Placed {
        rect: Rect::new(x0, top, x0 + width, top + h),
        dir,
        anchor,
    })
}

/// `text` cut to at most `max_chars` characters, with an ellipsis when cut. Linear in the
/// length of the text.
pub fn shorten(text: &str, max_chars: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(max_chars) {
        None => text.into(),
        Some(_) if max_chars == 0 => "".into(),
        Some(_) => {
            let end = text.char_indices().nth(max_chars - 1).map_or(0, |(i, _)| i);
            format!("{}…", &text[..end]).into()
        }
    }
}

/// Something a label should keep off, with what covering it costs.
enum Item {
    Segment(Point, Point),
    Box(Rect, f32),
}

impl Item {
    fn bounds(&self) -> Rect {
        match *self {
            Item::Segment(a, b) => {
                Rect::new(a.x.min(b.x), a.y.min(b.y), a.x.max(b.x), a.y.max(b.y))
            }
            Item::Box(r, _) => r,
        }
    }

    fn cost(&self, r: &Rect) -> f32 {
        match self {
            Item::Segment(a, b) if segment_hits_rect(r, *a, *b) => SEGMENT_COST,
            Item::Box(b, cost) if r.overlaps(b) => *cost,
            _ => 0.0,
        }
    }
}

/// A uniform grid over the items, so that each query looks only at what is near.
#[derive(Default)]
struct Grid {
    items: Vec<Item>,
    cells: HashMap<(i32, i32), Vec<usize>>,
    /// Items too big for the grid (a path across a huge map), checked every time.
    oversized: Vec<usize>,
    /// Per item, the last query that saw it (so an item in several cells counts once).
    seen: Vec<u32>,
    query: u32,
}

const CELL: f32 = 200.0;
const MAX_SPAN: i32 = 64;

fn cell_range(r: &Rect) -> Option<(i32, i32, i32, i32)> {
    if !(r.x0.is_finite() && r.y0.is_finite() && r.x1.is_finite() && r.y1.is_finite()) {
        return None;
    }
    let (cx0, cy0) = ((r.x0 / CELL).floor() as i32, (r.y0 / CELL).floor() as i32);
    let (cx1, cy1) = ((r.x1 / CELL).floor() as i32, (r.y1 / CELL).floor() as i32);
    let fits = cx1.saturating_sub(cx0) <= MAX_SPAN && cy1.saturating_sub(cy0) <= MAX_SPAN;
    fits.then_some((cx0, cy0, cx1, cy1))
}

impl Grid {
    fn insert(&mut self, item: Item) {
        let i = self.items.len();
        match cell_range(&item.bounds()) {
            Some((x0, y0, x1, y1)) => {
                for cx in x0..=x1 {
                    for cy in y0..=y1 {
                        self.cells.entry((cx, cy)).or_default().push(i);
                    }
                }
            }
            None => self.oversized.push(i),
        }
        self.items.push(item);
        self.seen.push(0);
    }

    /// What covering `r` costs.
    fn cost(&mut self, r: &Rect) -> f32 {
        self.query += 1;
        let mut total: f32 = self.oversized.iter().map(|&i| self.items[i].cost(r)).sum();
        let Some((x0, y0, x1, y1)) = cell_range(r) else {
            return f32::INFINITY;
        };
        for cx in x0..=x1 {
            for cy in y0..=y1 {
                let Some(list) = self.cells.get(&(cx, cy)) else {
                    continue;
                };
                for &i in list {
                    if self.seen[i] != self.query {
                        self.seen[i] = self.query;
                        total += self.items[i].cost(r);
                    }
                }
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(x: f32, y: f32, width: f32) -> Request {
        Request {
            at: Point::new(x, y),
            clear: 20.0,
            width,
            height: 14.0,
            dirs: Dir::ALL.to_vec(),
        }
    }

    #[test]
    fn a_label_without_room_falls_back_to_its_other_forms_clear_of_the_others() {
        // Two nodes side by side with tall labels and a wall of boxes round them: the second
        // label only fits in its one-line form.
        let tall = |x: f32| Request {
            height: 60.0,
            dirs: vec![Dir::Below],
            ..req(x, 100.0, 40.0)
        };
        let obstacles = Obstacles {
            segments: Vec::new(),
            boxes: vec![Rect::new(130.0, 136.0, 200.0, 300.0)],
        };
        let opts = PlaceOptions {
            max_cost: Some(SEGMENT_COST - 1.0),
            ..PlaceOptions::default()
        };
        let requests = [tall(60.0), tall(150.0)];
        // The second's forms: still too tall, then short enough.
        let fallbacks = vec![
            Vec::new(),
            vec![
                Request {
                    height: 30.0,
                    ..tall(150.0)
                },
                req(150.0, 100.0, 40.0),
            ],
        ];
        let out = place_with_fallbacks(&requests, &fallbacks, &obstacles, &opts);
        let (first, first_form) = out[0].expect("the first fits in full");
        let (second, second_form) = out[1].expect("the second fits in its last form");
        assert_eq!((first_form, second_form), (0, 2));
        assert_eq!(second.rect.height(), 14.0);
        assert!(!first.rect.overlaps(&second.rect));
        let plain = place(&requests, &obstacles, &opts);
        assert!(plain[1].is_none(), "without other forms it is left out");
    }

    #[test]
    fn an_exact_placer_lets_a_label_touch_an_obstacle_but_not_overlap_it() {
        // Under the node the label's box is 120..134 high.
        let opts = PlaceOptions {
            max_cost: Some(SEGMENT_COST - 1.0),
            forgive: 0.0,
            ..PlaceOptions::default()
        };
        let under = |top: f32| Obstacles {
            segments: vec![],
            boxes: vec![Rect::new(60.0, top, 140.0, 160.0)],
        };
        let p = place(&[req(100.0, 100.0, 40.0)], &under(134.0), &opts)[0].unwrap();
        assert_eq!(p.dir, Dir::Below, "touching is allowed");
        // One point of overlap is an overlap: nothing is forgiven.
        let p = place(&[req(100.0, 100.0, 40.0)], &under(133.0), &opts)[0].unwrap();
        assert_eq!(p.dir, Dir::Above);
        assert!(!p.rect.overlaps(&under(133.0).boxes[0]));
        // The default forgives the outer 2 points.
        let loose = PlaceOptions {
            forgive: 2.0,
            ..opts
        };
        let p = place(&[req(100.0, 100.0, 40.0)], &under(133.0), &loose)[0].unwrap();
        assert_eq!(p.dir, Dir::Below);
    }

    #[test]
    fn a_free_label_goes_under_its_node_centred() {
        let out = place(
            &[req(100.0, 100.0, 40.0)],
            &Obstacles::default(),
            &PlaceOptions::default(),
        );
        let p = out[0].expect("placed");
        assert_eq!(p.dir, Dir::Below);
        assert_eq!(p.rect, Rect::new(80.0, 120.0, 120.0, 134.0));
        assert_eq!(p.anchor_x(), 100.0);
    }

    #[test]
    fn labels_move_off_paths_nodes_and_each_other() {
        // A path straight down from the node: the label leaves the side it would cover.
        let obstacles = Obstacles {
            segments: vec![(Point::new(100.0, 100.0), Point::new(100.0, 300.0))],
            boxes: vec![],
        };
        let p = place(
            &[req(100.0, 100.0, 40.0)],
            &obstacles,
            &PlaceOptions::default(),
        )[0]
        .unwrap();
        assert_eq!(p.dir, Dir::Above);
        // Two nodes on top of one another: the second label avoids the first.
        let two = place(
            &[req(100.0, 100.0, 40.0), req(100.0, 100.0, 40.0)],
            &Obstacles::default(),
            &PlaceOptions::default(),
        );
        let (a, b) = (two[0].unwrap(), two[1].unwrap());
        assert!(!a.rect.overlaps(&b.rect), "{a:?} {b:?}");
        // A box in the way (a medal) is avoided too.
        let medal = Obstacles {
            segments: vec![],
            boxes: vec![Rect::new(60.0, 115.0, 140.0, 160.0)],
        };
        let p = place(&[req(100.0, 100.0, 40.0)], &medal, &PlaceOptions::default())[0].unwrap();
        assert!(!p.rect.overlaps(&medal.boxes[0]), "{p:?}");
    }

    #[test]
    fn labels_stay_inside_the_area_and_can_be_left_out() {
        let area = Rect::new(0.0, 0.0, 200.0, 200.0);
        let opts = PlaceOptions {
            area: Some(area),
            ..PlaceOptions::default()
        };
        // Near the left edge a centred label is moved right to stay inside.
        let p = place(&[req(10.0, 50.0, 80.0)], &Obstacles::default(), &opts)[0].unwrap();
        assert!(p.rect.x0 >= 0.0 && p.rect.x1 <= 200.0, "{p:?}");
        // Near the bottom it goes above instead.
        let p = place(&[req(100.0, 190.0, 40.0)], &Obstacles::default(), &opts)[0].unwrap();
        assert!(p.rect.y1 <= 200.0 && p.dir.is_above(), "{p:?}");
        // Blocked everywhere with a cost limit: left out.
        let strict = PlaceOptions {
            max_cost: Some(5.0),
            ..opts.clone()
        };
        let wall = Obstacles {
            segments: vec![],
            boxes: vec![area],
        };
        assert_eq!(place(&[req(100.0, 100.0, 40.0)], &wall, &strict)[0], None);
    }

    /// Names as the play board places them: round nodes of half size 20, names 14 high, on
    /// the four sides, off the nodes and the arrows (given as segments), never covering one.
    fn board(pts: &[(f32, f32)], widths: &[f32], arrows: &[(usize, usize)]) -> Vec<Option<Placed>> {
        let p = |i: usize| Point::new(pts[i].0, pts[i].1);
        let reqs: Vec<Request> = (0..pts.len())
            .map(|i| Request {
                at: p(i),
                clear: 22.0,
                width: widths[i],
                height: 14.0,
                dirs: vec![Dir::Below, Dir::Above, Dir::Right, Dir::Left],
            })
            .collect();
        let obstacles = Obstacles {
            segments: arrows.iter().map(|&(a, b)| (p(a), p(b))).collect(),
            boxes: (0..pts.len()).map(|i| Rect::around(p(i), 22.0)).collect(),
        };
        let opts = PlaceOptions {
            max_width: 150.0,
            min_share: 0.6,
            min_width: 34.0,
            area: Some(Rect::new(-500.0, -500.0, 1000.0, 1000.0)),
            max_cost: Some(SEGMENT_COST - 1.0),
            apart: false,
            forgive: 2.0,
        };
        place(&reqs, &obstacles, &opts)
    }

    #[test]
    fn names_move_off_the_sides_arrows_leave_by() {
        // An arrow down from 0 to 1 and up from 2 to 1: 0's name goes above it, 1's (blocked
        // above and below) beside it, 2's stays under it.
        let pts = [(0.0, 0.0), (0.0, 200.0), (10.0, 400.0)];
        let out = board(&pts, &[50.0; 3], &[(0, 1), (2, 1)]);
        assert_eq!(out[0].unwrap().dir, Dir::Above);
        let beside = out[1].unwrap();
        assert!(matches!(beside.dir, Dir::Right | Dir::Left), "{beside:?}");
        assert!((beside.rect.centre().y - 200.0).abs() < 1e-3);
        assert_eq!(out[2].unwrap().dir, Dir::Below);
        // Blocked on every side: no name.
        let star = [
            (0.0, 0.0),
            (0.0, 100.0),
            (0.0, -100.0),
            (100.0, 0.0),
            (-100.0, 0.0),
        ];
        let arrows = [(0, 1), (0, 2), (0, 3), (0, 4)];
        assert_eq!(board(&star, &[50.0; 5], &arrows)[0], None);
    }

    #[test]
    fn names_never_cover_a_node_or_another_name() {
        // Side by side, 60 apart: the second name cannot go under its node beside the first,
        // and goes above it instead.
        let out = board(&[(0.0, 0.0), (60.0, 0.0)], &[100.0, 40.0], &[]);
        let (a, b) = (out[0].unwrap(), out[1].unwrap());
        assert!(!a.rect.overlaps(&b.rect), "{a:?} {b:?}");
        assert_eq!((a.dir, b.dir), (Dir::Below, Dir::Above));
        // A node right under a name's place pushes it to another side.
        let out = board(&[(500.0, 0.0), (500.0, 30.0)], &[40.0, 40.0], &[]);
        for p in out.iter().flatten() {
            assert!(!p.rect.overlaps(&Rect::around(Point::new(500.0, 0.0), 20.0)));
            assert!(
                !p.rect
                    .overlaps(&Rect::around(Point::new(500.0, 30.0), 20.0))
            );
        }
        // A name beside its node stops before the next node: one too wide to fit is dropped.
        let pts = [
            (0.0, 0.0),
            (0.0, 200.0),
            (0.0, -200.0),
            (90.0, 0.0),
            (-90.0, 0.0),
        ];
        let widths = |w: f32| [w, 10.0, 10.0, 10.0, 10.0];
        assert_eq!(board(&pts, &widths(60.0), &[(0, 1), (0, 2)])[0], None);
        let r = board(&pts, &widths(36.0), &[(0, 1), (0, 2)])[0]
            .unwrap()
            .rect;
        assert!(r.x0 >= 22.0 && r.x1 <= 90.0 - 20.0, "{r:?}");
    }

    #[test]
    fn long_texts_are_shortened_or_left_out() {
        let opts = PlaceOptions {
            max_width: 100.0,
            min_share: 0.6,
            ..PlaceOptions::default()
        };
        let p = place(&[req(0.0, 0.0, 150.0)], &Obstacles::default(), &opts)[0].unwrap();
        assert_eq!(p.rect.width(), 100.0);
        assert!(p.shortened(150.0));
        assert_eq!(
            place(&[req(0.0, 0.0, 400.0)], &Obstacles::default(), &opts)[0],
            None
        );
        assert_eq!(shorten("Market Square", 6), "Marke…");
        assert_eq!(shorten("Keep", 6), "Keep");
        assert_eq!(shorten("Kéép Gate", 4), "Kéé…");
    }

    #[test]
    fn very_long_names_cost_no_more_than_short_ones() {
        // A thousand nodes on a line, each named with ten thousand characters: every label is
        // at most `max_width` wide, so the grid work per label is bounded.
        let n = 1000;
        let reqs: Vec<Request> = (0..n).map(|i| req(i as f32 * 60.0, 0.0, 1e5)).collect();
        let start = std::time::Instant::now();
        let out = place(&reqs, &Obstacles::default(), &PlaceOptions::default());
        assert_eq!(out.iter().flatten().count(), n);
        assert!(out.iter().flatten().all(|p| p.rect.width() <= 260.01));
        assert!(start.elapsed().as_secs_f32() < 5.0, "{:?}", start.elapsed());
        let long = "x".repeat(100_000);
        assert_eq!(shorten(&long, 20).chars().count(), 20);
    }
}
