//! Label placement: each location's name (and id) goes on the side where it covers the fewest
//! paths, locations, medal markers and labels already placed. Greedy, in file order, which is
//! good enough for maps of a few dozen locations and cheap for big ones.

use crate::map::{Map, Point};
use std::collections::HashMap;

/// An axis-aligned box in map coordinates.
#[derive(Clone, Copy, Debug)]
pub struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Rect {
    pub fn around(p: Point, r: f32) -> Rect {
        Rect {
            x0: p.x - r,
            y0: p.y - r,
            x1: p.x + r,
            y1: p.y + r,
        }
    }

    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether the segment from `a` to `b` passes through the box (Liang-Barsky clipping).
    pub fn hits_segment(&self, a: Point, b: Point) -> bool {
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let mut t0 = 0.0f32;
        let mut t1 = 1.0f32;
        for (p, q) in [
            (-dx, a.x - self.x0),
            (dx, self.x1 - a.x),
            (-dy, a.y - self.y0),
            (dy, self.y1 - a.y),
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

    pub fn union(&self, o: &Rect) -> Rect {
        Rect {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }
}

/// One line of a label.
#[derive(Clone, Debug)]
pub struct Line {
    pub text: String,
    pub size: f32,
    /// `bold` or `mono`.
    pub style: &'static str,
    pub fill: &'static str,
}

/// A placed label: the anchor (`start`, `middle`, `end`), the x of the anchor, the first
/// baseline, and the box it covers.
#[derive(Clone, Debug)]
pub struct Placed {
    pub anchor: &'static str,
    pub x: f32,
    pub y: f32,
    pub lines: Vec<Line>,
    pub rect: Rect,
}

/// Rough width of a text line, for layout.
pub fn line_width(text: &str, size: f32, style: &str) -> f32 {
    let per = if style == "bold" { 0.64 } else { 0.61 };
    text.chars().count() as f32 * size * per
}

/// What a label to be placed looks like.
pub struct Request {
    pub pos: Point,
    pub radius: f32,
    pub lines: Vec<Line>,
    /// Whether the chip of allowed strengths sits above the location.
    pub chip_above: bool,
}

/// Things labels should keep off.
pub struct Obstacles {
    pub segments: Vec<(Point, Point)>,
    pub boxes: Vec<Rect>,
}

const D: f32 = std::f32::consts::FRAC_1_SQRT_2;

/// The eight directions a label may take, in order of preference.
const DIRECTIONS: [(f32, f32); 8] = [
    (0.0, 1.0),
    (0.0, -1.0),
    (1.0, 0.0),
    (-1.0, 0.0),
    (D, D),
    (-D, D),
    (D, -D),
    (-D, -D),
];

fn candidate(req: &Request, (dx, dy): (f32, f32)) -> Placed {
    let r = req.radius + 6.0;
    let anchor = if dx > 0.3 {
        "start"
    } else if dx < -0.3 {
        "end"
    } else {
        "middle"
    };
    let height: f32 = req.lines.iter().map(|l| l.size + 2.0).sum();
    let width = req
        .lines
        .iter()
        .map(|l| line_width(&l.text, l.size, l.style))
        .fold(0.0, f32::max);
    let ax = req.pos.x + dx * r;
    let top = if dy > 0.3 {
        req.pos.y + dy * r + 1.0
    } else if dy < -0.3 {
        req.pos.y + dy * r - height
    } else {
        req.pos.y - height / 2.0
    };
    let (x0, x1) = match anchor {
        "start" => (ax, ax + width),
        "end" => (ax - width, ax),
        _ => (ax - width / 2.0, ax + width / 2.0),
    };
    let first = req.lines.first().map(|l| l.size).unwrap_or(0.0);
    Placed {
        anchor,
        x: ax,
        y: top + first * 0.85,
        lines: req.lines.clone(),
        rect: Rect {
            x0,
            y0: top,
            x1,
            y1: top + height,
        },
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
            Item::Segment(a, b) => Rect {
                x0: a.x.min(b.x),
                y0: a.y.min(b.y),
                x1: a.x.max(b.x),
                y1: a.y.max(b.y),
            },
            Item::Box(r, _) => r,
        }
    }

    fn cost(&self, r: &Rect) -> f32 {
        match self {
            Item::Segment(a, b) if r.hits_segment(*a, *b) => 8.0,
            Item::Box(b, cost) if r.overlaps(b) => *cost,
            _ => 0.0,
        }
    }
}

/// A uniform grid over the items, so that big maps place their labels in linear time.
struct Grid {
    items: Vec<Item>,
    cells: HashMap<(i32, i32), Vec<usize>>,
    /// Items too big for the grid, checked every time.
    oversized: Vec<usize>,
    /// Per item, the last query that saw it (so an item in several cells counts once).
    seen: Vec<u32>,
    query: u32,
}

const CELL: f32 = 200.0;
const MAX_SPAN: i32 = 64;

fn cell_range(r: &Rect) -> Option<(i32, i32, i32, i32)> {
    let (cx0, cy0) = ((r.x0 / CELL).floor() as i32, (r.y0 / CELL).floor() as i32);
    let (cx1, cy1) = ((r.x1 / CELL).floor() as i32, (r.y1 / CELL).floor() as i32);
    let fits = cx1.saturating_sub(cx0) <= MAX_SPAN && cy1.saturating_sub(cy0) <= MAX_SPAN;
    fits.then_some((cx0, cy0, cx1, cy1))
}

impl Grid {
    fn new() -> Grid {
        Grid {
            items: Vec::new(),
            cells: HashMap::new(),
            oversized: Vec::new(),
            seen: Vec::new(),
            query: 0,
        }
    }

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
            return total + self.items.iter().map(|it| it.cost(r)).sum::<f32>();
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

/// Places every label, avoiding the obstacles and the labels placed before it.
pub fn place(requests: &[Request], obstacles: &Obstacles) -> Vec<Placed> {
    let mut grid = Grid::new();
    for &(a, b) in &obstacles.segments {
        grid.insert(Item::Segment(a, b));
    }
    for b in &obstacles.boxes {
        grid.insert(Item::Box(*b, 20.0));
    }
    let mut placed: Vec<Placed> = Vec::with_capacity(requests.len());
    for req in requests {
        let mut best: Option<(f32, Placed)> = None;
        for (i, &dir) in DIRECTIONS.iter().enumerate() {
            if req.chip_above && dir.1 < -0.3 {
                continue;
            }
            let c = candidate(req, dir);
            let shrunk = Rect {
                x0: c.rect.x0 + 2.0,
                y0: c.rect.y0 + 2.0,
                x1: c.rect.x1 - 2.0,
                y1: c.rect.y1 - 2.0,
            };
            let cost = i as f32 * 0.6 + grid.cost(&shrunk);
            if best.as_ref().is_none_or(|(b, _)| cost < *b) {
                best = Some((cost, c));
            }
        }
        if let Some((_, c)) = best {
            grid.insert(Item::Box(c.rect, 16.0));
            placed.push(c);
        }
    }
    placed
}

/// The boxes of a map's locations and medal markers (with their captions), as obstacles.
pub fn location_boxes(map: &Map, base_r: f32, hq_r: f32) -> Vec<Rect> {
    map.bases
        .iter()
        .map(|b| Rect::around(b.pos, base_r + 4.0))
        .chain(map.hqs.iter().map(|h| Rect::around(h.pos, hq_r + 2.0)))
        .filter(|r| r.x0.is_finite() && r.y0.is_finite())
        .collect()
}
