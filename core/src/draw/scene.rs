//! The scene: everything on a board, in map coordinates, ready for a painter.

use super::geom::{Clearance, Rect, centroid, medal_spot, ring_order};
use super::labels::{self, Dir, Obstacles, PlaceOptions, Placed, Request};
use super::style::*;
use super::text::{allowed_text, special_colour, text_width};
use super::{Palette, Rgba};
use crate::engine::Board;
use crate::i18n::Lang;
use crate::map::{Map, Point, RuleSet};
use crate::pieces::{Side, Strength, Troop};
use std::collections::HashMap;

/// The kind of a node, which decides its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Base,
    /// A special base of the map's rule.
    Special,
    /// An HQ of a side (`None` for a draft's HQ whose side is unknown).
    Hq(Option<Side>),
}

/// What stands on a node: the top troop and the stack's height.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub side: Side,
    pub troop: Troop,
    pub height: usize,
    /// The sides of the troops under the top one, nearest first (at most three).
    pub under: Vec<Side>,
    /// The language of its troop's name.
    pub lang: Lang,
}

impl Token {
    /// The token of a stack given bottom to top; `None` for an empty stack.
    pub fn of_stack(stack: &[(Side, Troop)]) -> Option<Token> {
        let &(side, troop) = stack.last()?;
        let under = stack.iter().rev().skip(1).take(3).map(|p| p.0).collect();
        Some(Token {
            side,
            troop,
            height: stack.len(),
            under,
            lang: Lang::En,
        })
    }

    /// The value written on the token.
    pub fn code(&self) -> String {
        self.troop.code().to_string()
    }

    /// The troop's name, written beside the node under its own name, in the token's language.
    pub fn name(&self) -> &'static str {
        crate::i18n::troop_name(self.lang, self.troop)
    }

    /// The token with its troop's name in `lang`.
    pub fn in_language(self, lang: Lang) -> Token {
        Token { lang, ..self }
    }
}

/// A base or an HQ.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub id: String,
    pub name: String,
    pub pos: Point,
    pub kind: NodeKind,
    pub allowed: Option<Vec<Strength>>,
    pub token: Option<Token>,
}

impl Node {
    /// Half the node's size: the radius of a base, half the width of an HQ.
    pub fn extent(&self) -> f32 {
        match self.kind {
            NodeKind::Hq(_) => HQ_R,
            _ => BASE_R,
        }
    }

    pub fn is_hq(&self) -> bool {
        matches!(self.kind, NodeKind::Hq(_))
    }

    /// The text of its label: its name without the article a sentence reads it with
    /// ([`crate::i18n::without_article`]), or its id when it has no name.
    pub fn label_text(&self) -> &str {
        if self.name.is_empty() {
            &self.id
        } else {
            crate::i18n::without_article(&self.name)
        }
    }

    /// The distance from its centre to the outside of its shape (a special base's ring
    /// included).
    pub fn reach(&self) -> f32 {
        match self.kind {
            NodeKind::Special => self.extent() + SPECIAL_RING_GAP + SPECIAL_RING_W / 2.0,
            _ => self.extent(),
        }
    }

    /// The width of its outline.
    pub fn outline(&self) -> f32 {
        self.extent() * OUTLINE_SHARE
    }

    /// The radius of its token.
    pub fn token_radius(&self) -> f32 {
        self.extent() * TOKEN_SHARE
    }

    /// The centre and radius of the stack-height badge (shown for stacks of two or more), at
    /// the node's lower left.
    pub fn height_badge(&self) -> Option<(Point, f32)> {
        self.token.as_ref().filter(|t| t.height > 1)?;
        let e = self.extent();
        Some((
            Point::new(self.pos.x - e * 0.8, self.pos.y + e * 0.78),
            e * HEIGHT_SHARE,
        ))
    }

    /// The centre and radius of the badge with the top troop's glyph (shown on occupied
    /// nodes), at the node's upper left, across from the rule badge.
    pub fn troop_badge(&self) -> Option<(Point, f32)> {
        self.token.as_ref()?;
        let e = self.extent();
        Some((
            Point::new(self.pos.x - e * 0.85, self.pos.y - e * 0.85),
            e * TROOP_BADGE_SHARE,
        ))
    }

    /// The lines of its label: its name, its id when `show_ids` and it has a name, and the
    /// name of the troop on top, in its side's colour.
    pub fn label_lines(&self, show_ids: bool) -> Vec<LabelLine> {
        let mut l = vec![LabelLine::new(self.label_text(), NAME_SIZE, LineKind::Name)];
        if show_ids && !self.name.is_empty() {
            l.push(LabelLine::new(&self.id, ID_SIZE, LineKind::Id));
        }
        if let Some(t) = &self.token {
            l.push(LabelLine::new(
                t.name(),
                TROOP_SIZE,
                LineKind::Troop(t.side),
            ));
        }
        l
    }

    /// The centre and radius of a special base's rule badge, at its upper right.
    pub fn rule_badge(&self) -> Option<(Point, f32)> {
        (self.kind == NodeKind::Special).then(|| {
            let e = self.extent();
            (
                Point::new(self.pos.x + e * 0.85, self.pos.y - e * 0.85),
                e * RULE_BADGE_SHARE,
            )
        })
    }

    /// The chip of allowed strengths above the node: its box and text.
    pub fn chip(&self) -> Option<(Rect, String)> {
        let allowed = self.allowed.as_deref()?;
        let text = allowed_text(allowed);
        let w = text_width(&text, CHIP_H * 0.68) + CHIP_H * 0.8;
        let bottom = self.pos.y - self.extent() - CHIP_GAP;
        let rect = Rect::new(
            self.pos.x - w / 2.0,
            bottom - CHIP_H,
            self.pos.x + w / 2.0,
            bottom,
        );
        Some((rect, text))
    }

    /// The box the node and its badges cover.
    pub fn bounds(&self) -> Rect {
        let e = self.extent()
            + if self.kind == NodeKind::Special {
                SPECIAL_RING_GAP + SPECIAL_RING_W
            } else {
                2.0
            };
        let mut r = Rect::around(self.pos, e);
        if let Some((c, rb)) = self.rule_badge() {
            r = r.union(&Rect::around(c, rb + 1.0));
        }
        if let Some((chip, _)) = self.chip() {
            r = r.union(&chip);
        }
        r
    }
}

/// A path between two nodes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Segment {
    pub from: usize,
    pub to: usize,
    pub a: Point,
    pub b: Point,
}

/// A region: its outline, its medals and who claims it.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionShape {
    pub id: String,
    pub name: String,
    /// The polygon of its ring (regions with fewer than three known bases have none).
    pub ring: Vec<Point>,
    pub medals: u32,
    /// Where its medal is drawn.
    pub medal: Point,
    pub claimed: Option<Side>,
}

impl RegionShape {
    /// The text of its label: its name without its article, or its id when it has no name.
    pub fn label_text(&self) -> &str {
        if self.name.is_empty() {
            &self.id
        } else {
            crate::i18n::without_article(&self.name)
        }
    }
}

/// Everything on a board, in map coordinates.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub nodes: Vec<Node>,
    pub paths: Vec<Segment>,
    pub regions: Vec<RegionShape>,
    pub rule: Option<RuleSet>,
    /// Lowercased ids of nodes and of regions.
    index: HashMap<String, usize>,
    region_index: HashMap<String, usize>,
}

fn finite(p: Point) -> bool {
    p.x.is_finite() && p.y.is_finite()
}

impl Scene {
    /// The scene of a map: HQs, then bases, in file order; rings in file order; medals at the
    /// regions' markers. Locations at no finite place are left out.
    pub fn from_map(map: &Map) -> Scene {
        let hqs = map.hqs.iter().map(|h| Node {
            id: h.id.clone(),
            name: h.name.clone(),
            pos: h.pos,
            kind: NodeKind::Hq(Some(h.side)),
            allowed: h.allowed.clone(),
            token: None,
        });
        let bases = map.bases.iter().map(|b| Node {
            id: b.id.clone(),
            name: b.name.clone(),
            pos: b.pos,
            kind: if b.special {
                NodeKind::Special
            } else {
                NodeKind::Base
            },
            allowed: b.allowed.clone(),
            token: None,
        });
        let mut scene = Scene {
            rule: map.rule,
            ..Scene::default()
        };
        scene.set_nodes(hqs.chain(bases).filter(|n| finite(n.pos)).collect());
        scene.paths = scene.segments(map.paths.iter().map(|p| (p.0.as_str(), p.1.as_str())));
        for r in &map.regions {
            let ring: Option<Vec<Point>> = r
                .ring
                .iter()
                .map(|id| scene.node(id).map(|n| n.pos))
                .collect();
            let ring = ring.filter(|ring| ring.len() >= 3).unwrap_or_default();
            let medal = if finite(r.marker) {
                r.marker
            } else {
                centroid(&ring)
            };
            scene.push_region(RegionShape {
                id: r.id.clone(),
                name: r.name.clone(),
                ring,
                medals: r.medals,
                medal,
                claimed: None,
            });
        }
        scene
    }

    /// Moves the scene of a map to the places its locations and medal markers have in `map`,
    /// for a map that differs from the one the scene was made from by those places only (a
    /// drag of the editor: the caller knows nothing else changed). Paths and rings follow
    /// their nodes. Returns how far each node and medal moved, or `None`, leaving the scene
    /// as it was, when `map`'s locations are not the scene's (another count, another id, or
    /// a location at no finite place): then the scene must be made anew.
    pub fn follow_positions(&mut self, map: &Map) -> Option<Moved> {
        let places: Vec<Point> = map
            .hqs
            .iter()
            .map(|h| h.pos)
            .chain(map.bases.iter().map(|b| b.pos))
            .collect();
        let ids = map
            .hqs
            .iter()
            .map(|h| &h.id)
            .chain(map.bases.iter().map(|b| &b.id));
        let same = places.len() == self.nodes.len()
            && map.regions.len() == self.regions.len()
            && places.iter().all(|&p| finite(p))
            && ids.zip(&self.nodes).all(|(id, n)| *id == n.id);
        if !same {
            return None;
        }
        let mut moved = Moved::default();
        for (i, (n, &p)) in self.nodes.iter_mut().zip(&places).enumerate() {
            if n.pos != p {
                moved
                    .nodes
                    .push((i, Point::new(p.x - n.pos.x, p.y - n.pos.y)));
                n.pos = p;
            }
        }
        if moved.nodes.is_empty()
            && self
                .regions
                .iter()
                .zip(&map.regions)
                .all(|(s, r)| !finite(r.marker) || s.medal == r.marker)
        {
            return Some(moved);
        }
        for seg in &mut self.paths {
            seg.a = self.nodes[seg.from].pos;
            seg.b = self.nodes[seg.to].pos;
        }
        for (i, (shape, r)) in self.regions.iter_mut().zip(&map.regions).enumerate() {
            if !shape.ring.is_empty() {
                let ring: Option<Vec<Point>> = r
                    .ring
                    .iter()
                    .map(|id| {
                        let k = self.index.get(&id.to_ascii_lowercase())?;
                        Some(self.nodes[*k].pos)
                    })
                    .collect();
                shape.ring = ring.unwrap_or_default();
            }
            let medal = if finite(r.marker) {
                r.marker
            } else {
                centroid(&shape.ring)
            };
            if medal != shape.medal {
                let d = Point::new(medal.x - shape.medal.x, medal.y - shape.medal.y);
                moved.medals.push((i, d));
                shape.medal = medal;
            }
        }
        Some(moved)
    }

    /// The scene of a compiled board whose locations stand at `positions` (by location
    /// index). A board keeps no ring order and no markers: rings are ordered round their
    /// centre, and each medal goes at the point nearest the centre clear of nodes and paths.
    pub fn from_board(board: &Board, positions: &[Point]) -> Scene {
        let pos = |i: usize| positions.get(i).copied().unwrap_or_default();
        let nodes = board
            .locations()
            .map(|l| Node {
                id: board.id(l).to_string(),
                name: board.display_name(l).to_string(),
                pos: pos(l.index()),
                kind: if board.is_hq(l) {
                    NodeKind::Hq(board.hq_side(l))
                } else if board.is_special(l) {
                    NodeKind::Special
                } else {
                    NodeKind::Base
                },
                allowed: board.allowed_strengths(l).map(<[Strength]>::to_vec),
                token: None,
            })
            .collect();
        let mut scene = Scene {
            rule: board.rule(),
            ..Scene::default()
        };
        scene.set_nodes(nodes);
        let mut pairs = Vec::new();
        for a in board.locations() {
            for b in board.neighbours(a).iter().filter(|b| b.index() > a.index()) {
                pairs.push((board.id(a), board.id(b)));
            }
        }
        scene.paths = scene.segments(pairs.into_iter());
        let discs: Vec<(Point, f32)> = scene
            .nodes
            .iter()
            .map(|n| (n.pos, n.extent() + 2.0))
            .collect();
        let segs: Vec<(Point, Point)> = scene.paths.iter().map(|s| (s.a, s.b)).collect();
        for r in board.regions() {
            let pts: Vec<Point> = board
                .region_ring(r)
                .iter()
                .map(|l| pos(l.index()))
                .collect();
            let ring: Vec<Point> = if pts.len() >= 3 {
                ring_order(&pts).into_iter().map(|k| pts[k]).collect()
            } else {
                Vec::new()
            };
            let c = centroid(&ring);
            let clear = Clearance {
                discs: &discs,
                boxes: &[],
                segments: &segs,
            };
            scene.push_region(RegionShape {
                id: board.region_id(r).to_string(),
                name: board.region_name(r).to_string(),
                medal: medal_spot(&ring, c, MEDAL_R, clear),
                ring,
                medals: board.region_medals(r),
                claimed: None,
            });
        }
        scene
    }

    fn set_nodes(&mut self, nodes: Vec<Node>) {
        self.index.clear();
        // Later entries lose a clash of ids: bases come after HQs, and a base wins, as
        // `Map::find_location` has it.
        for (i, n) in nodes.iter().enumerate() {
            self.index.insert(n.id.to_ascii_lowercase(), i);
        }
        self.nodes = nodes;
    }

    fn push_region(&mut self, r: RegionShape) {
        self.region_index
            .entry(r.id.to_ascii_lowercase())
            .or_insert(self.regions.len());
        self.regions.push(r);
    }

    fn segments<'a>(&self, pairs: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<Segment> {
        pairs
            .filter_map(|(a, b)| {
                let (from, to) = (self.node_index(a)?, self.node_index(b)?);
                (from != to).then(|| Segment {
                    from,
                    to,
                    a: self.nodes[from].pos,
                    b: self.nodes[to].pos,
                })
            })
            .collect()
    }

    /// The index of the node with this id (ignoring case).
    pub fn node_index(&self, id: &str) -> Option<usize> {
        self.index.get(&id.to_ascii_lowercase()).copied()
    }

    pub fn node(&self, id: &str) -> Option<&Node> {
        self.node_index(id).map(|i| &self.nodes[i])
    }

    pub fn region_index(&self, id: &str) -> Option<usize> {
        self.region_index.get(&id.to_ascii_lowercase()).copied()
    }

    /// Puts a stack (bottom to top) on the node `id`; false when there is no such node.
    pub fn put_stack(&mut self, id: &str, stack: &[(Side, Troop)]) -> bool {
        match self.node_index(id) {
            Some(i) => {
                self.nodes[i].token = Token::of_stack(stack);
                true
            }
            None => false,
        }
    }

    /// Marks the region `id` claimed by `side`; false when there is no such region.
    pub fn claim(&mut self, id: &str, side: Side) -> bool {
        match self.region_index(id) {
            Some(i) => {
                self.regions[i].claimed = Some(side);
                true
            }
            None => false,
        }
    }

    /// The box of everything drawn (nodes with their badges, medals), if anything is.
    pub fn bounds(&self) -> Option<Rect> {
        let nodes = self.nodes.iter().map(Node::bounds);
        let medals = self
            .regions
            .iter()
            .filter(|r| finite(r.medal))
            .map(|r| Rect::around(r.medal, MEDAL_R + 2.0));
        nodes.chain(medals).reduce(|a, b| a.union(&b))
    }

    /// What labels keep off: the paths, and the nodes, medals and chips with some room.
    pub fn obstacles(&self) -> Obstacles {
        let nodes = self
            .nodes
            .iter()
            .map(|n| Rect::around(n.pos, n.extent() + 4.0));
        let badges = self
            .nodes
            .iter()
            .flat_map(|n| n.rule_badge().into_iter().chain(n.troop_badge()))
            .map(|(c, r)| Rect::around(c, r));
        let chips = self.nodes.iter().filter_map(|n| n.chip()).map(|c| c.0);
        let medals = self.regions.iter().map(|r| medal_box(r.medal));
        Obstacles {
            segments: self.paths.iter().map(|s| (s.a, s.b)).collect(),
            boxes: nodes
                .chain(badges)
                .chain(chips)
                .chain(medals)
                .filter(|b| b.x0.is_finite() && b.y0.is_finite())
                .collect(),
        }
    }

    /// Where every label goes: region captions first (under their medal, or above it), then
    /// the nodes' names (and ids), each on the side that covers the least.
    pub fn labels(&self, style: &LabelStyle) -> Vec<Label> {
        let mut owners = Vec::new();
        let mut lines: Vec<Vec<LabelLine>> = Vec::new();
        let mut requests = Vec::new();
        for (i, r) in self
            .regions
            .iter()
            .enumerate()
            .filter(|(_, r)| finite(r.medal))
        {
            let mut l = vec![LabelLine::new(
                r.label_text(),
                REGION_SIZE,
                LineKind::Region,
            )];
            if style.show_ids && !r.name.is_empty() {
                l.push(LabelLine::new(&r.id, ID_SIZE * 0.95, LineKind::RegionId));
            }
            requests.push(request(
                r.medal,
                MEDAL_R + 12.0,
                &l,
                vec![Dir::Below, Dir::Above],
            ));
            owners.push(LabelOwner::Region(i));
            lines.push(l);
        }
        for (i, n) in self.nodes.iter().enumerate() {
            let l = n.label_lines(style.show_ids);
            let dirs = Dir::ALL
                .into_iter()
                .filter(|d| n.allowed.is_none() || !d.is_above())
                .collect();
            requests.push(request(n.pos, n.reach() + LABEL_GAP, &l, dirs));
            owners.push(LabelOwner::Node(i));
            lines.push(l);
        }
        let opts = PlaceOptions {
            max_width: style.max_width,
            ..PlaceOptions::default()
        };
        // A node whose label with its troop finds no room keeps at least its name.
        let shorter: Vec<Vec<Request>> = requests
            .iter()
            .zip(&lines)
            .map(
                |(r, l)| match l.iter().position(|l| matches!(l.kind, LineKind::Troop(_))) {
                    Some(troop) => vec![request(r.at, r.clear, &l[..troop], r.dirs.clone())],
                    None => Vec::new(),
                },
            )
            .collect();
        let placed = labels::place_with_fallbacks(&requests, &shorter, &self.obstacles(), &opts);
        owners
            .into_iter()
            .zip(lines)
            .zip(placed)
            .filter_map(|((owner, mut lines), placed)| {
                let (placed, form) = placed?;
                if form > 0 {
                    lines.retain(|l| !matches!(l.kind, LineKind::Troop(_)));
                }
                let room = placed.rect.width() + 0.01;
                for l in lines
                    .iter_mut()
                    .filter(|l| text_width(&l.text, l.size) > room)
                {
                    let fits = (room / text_width("m", l.size)).floor() as usize;
                    l.text = labels::shorten(&l.text, fits.max(1)).into_owned();
                }
                Some(Label {
                    owner,
                    lines,
                    placed,
                })
            })
            .collect()
    }
}

/// How far the nodes and medals of a scene moved ([`Scene::follow_positions`]): by index,
/// those that did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Moved {
    pub nodes: Vec<(usize, Point)>,
    pub medals: Vec<(usize, Point)>,
}

impl Moved {
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty() && self.medals.is_empty()
    }

    /// Moves the labels of the nodes and medals that moved with them, keeping their places
    /// round their owners (they are placed anew once the gesture ends).
    pub fn carry(&self, labels: &mut [Label]) {
        if self.is_empty() {
            return;
        }
        let nodes: HashMap<usize, Point> = self.nodes.iter().copied().collect();
        let medals: HashMap<usize, Point> = self.medals.iter().copied().collect();
        for l in labels {
            let d = match l.owner {
                LabelOwner::Node(i) => nodes.get(&i),
                LabelOwner::Region(i) => medals.get(&i),
            };
            if let Some(d) = d {
                let r = &mut l.placed.rect;
                *r = Rect::new(r.x0 + d.x, r.y0 + d.y, r.x1 + d.x, r.y1 + d.y);
            }
        }
    }
}

/// The box a medal covers, with its ribbons.
fn medal_box(c: Point) -> Rect {
    Rect::new(
        c.x - MEDAL_R - 2.0,
        c.y - MEDAL_R - 2.0,
        c.x + MEDAL_R + 2.0,
        c.y + MEDAL_R * 1.5,
    )
}

fn request(at: Point, clear: f32, lines: &[LabelLine], dirs: Vec<Dir>) -> Request {
    Request {
        at,
        clear,
        width: lines
            .iter()
            .map(|l| text_width(&l.text, l.size))
            .fold(0.0, f32::max),
        height: lines.iter().map(LabelLine::height).sum(),
        dirs,
    }
}

/// How labels are written.
#[derive(Clone, Debug)]
pub struct LabelStyle {
    /// Write ids under the names.
    pub show_ids: bool,
    pub max_width: f32,
}

impl Default for LabelStyle {
    fn default() -> Self {
        LabelStyle {
            show_ids: true,
            max_width: LABEL_MAX_WIDTH,
        }
    }
}

/// What a label names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelOwner {
    Node(usize),
    Region(usize),
}

/// What a line of a label says, which decides its look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Name,
    Id,
    Region,
    RegionId,
    /// The name of the troop on top of the node, of this side.
    Troop(Side),
}

/// One line of a label.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelLine {
    pub text: String,
    pub size: f32,
    pub kind: LineKind,
}

impl LabelLine {
    fn new(text: &str, size: f32, kind: LineKind) -> LabelLine {
        LabelLine {
            text: text.to_string(),
            size,
            kind,
        }
    }

    /// The height the line takes.
    pub fn height(&self) -> f32 {
        self.size + 2.0
    }
}

/// A placed label: its lines, top to bottom, in the box of `placed`.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub owner: LabelOwner,
    pub lines: Vec<LabelLine>,
    pub placed: Placed,
}

/// The colours of the scene's parts.
impl Palette {
    /// The fill of a node (an HQ is filled in its side's colour).
    pub fn node_fill(&self, n: &Node) -> Rgba {
        match n.kind {
            NodeKind::Hq(Some(side)) => self.side(side),
            NodeKind::Hq(None) => self.base_stroke,
            _ => self.base_fill,
        }
    }

    /// The outline of a node.
    pub fn node_edge(&self, n: &Node) -> Rgba {
        match n.kind {
            NodeKind::Hq(Some(side)) => self.side_edge(side),
            _ => self.base_stroke,
        }
    }

    /// The ring and badge colour of special bases under `rule`.
    pub fn special_ring(&self, rule: Option<RuleSet>) -> Rgba {
        let c = special_colour(rule);
        // Lightened on a dark ground, where the rules' deep colours would sink.
        if self.dark {
            c.mix(Rgba::WHITE, 0.35)
        } else {
            c
        }
    }

    /// The fill and edge of a token.
    pub fn token_fill(&self, t: &Token) -> Rgba {
        self.side(t.side)
    }

    pub fn token_edge(&self, t: &Token) -> Rgba {
        self.side_edge(t.side)
    }

    /// The fill of a region: its claimer's colour, else gold with medals and grey without.
    pub fn region_fill_of(&self, r: &RegionShape) -> Rgba {
        match r.claimed {
            Some(side) => self.side(side).alpha(0.26),
            None if r.medals == 0 => self.region_empty_fill,
            None => self.region_fill,
        }
    }

    pub fn region_edge_of(&self, r: &RegionShape) -> Rgba {
        match r.claimed {
            Some(side) => self.side_edge(side),
            None if r.medals == 0 => self.region_empty_edge,
            None => self.region_edge,
        }
    }

    /// The colour of a label's line; `claimed` is the claimer of a region's caption.
    pub fn line_colour(&self, kind: LineKind, claimed: Option<Side>) -> Rgba {
        match kind {
            LineKind::Name => self.text,
            LineKind::Id | LineKind::RegionId => self.id_text,
            LineKind::Region => claimed.map_or(self.region_text, |s| self.side_text(s)),
            LineKind::Troop(side) => self.side_text(side),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn castle() -> Map {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps/castle-field.ron");
        Map::load(&path).expect("castle field loads")
    }

    #[test]
    fn a_map_and_its_board_give_the_same_nodes_and_paths() {
        let map = castle();
        let from_map = Scene::from_map(&map);
        let board = Board::compile(&map).unwrap();
        let positions: Vec<Point> = board
            .locations()
            .map(|l| map.pos_of(board.id(l)).unwrap())
            .collect();
        let from_board = Scene::from_board(&board, &positions);
        assert_eq!(from_map.nodes.len(), map.bases.len() + map.hqs.len());
        assert_eq!(from_map.nodes.len(), from_board.nodes.len());
        for n in &from_map.nodes {
            let m = from_board.node(&n.id).expect("the board has every node");
            assert_eq!(
                (n.pos, n.kind, n.extent()),
                (m.pos, m.kind, m.extent()),
                "{}",
                n.id
            );
            // The map reads "the Keep Gate" in sentences; both scenes write "Keep Gate".
            assert!(n.name.starts_with("the "), "{}", n.name);
            assert_eq!(n.label_text(), &n.name["the ".len()..]);
            assert_eq!(n.label_text(), m.label_text());
        }
        let key = |s: &Scene, seg: &Segment| {
            let mut k = [s.nodes[seg.from].id.clone(), s.nodes[seg.to].id.clone()];
            k.sort();
            k
        };
        let mut a: Vec<_> = from_map.paths.iter().map(|s| key(&from_map, s)).collect();
        let mut b: Vec<_> = from_board
            .paths
            .iter()
            .map(|s| key(&from_board, s))
            .collect();
        a.sort();
        b.sort();
        assert_eq!(a, b);
        assert_eq!(from_map.regions.len(), from_board.regions.len());
        for r in &from_board.regions {
            assert!(
                crate::map::point_in_polygon(r.medal, &r.ring),
                "{} medal outside",
                r.id
            );
        }
    }

    #[test]
    fn stacks_and_claims_become_tokens_and_tints() {
        let mut scene = Scene::from_map(&castle());
        let stack = [(Side::Red, Troop::Hook), (Side::Blue, Troop::Roxy)];
        assert!(scene.put_stack("LEFT-BRIDGE", &stack));
        assert!(!scene.put_stack("nowhere", &stack));
        let n = scene.node("left-bridge").unwrap();
        let t = n.token.as_ref().unwrap();
        assert_eq!(
            (t.side, t.troop, t.height, t.under.clone()),
            (Side::Blue, Troop::Roxy, 2, vec![Side::Red])
        );
        assert!(n.height_badge().is_some() && n.rule_badge().is_some());
        let pal = Palette::light();
        assert_eq!(pal.token_fill(t), super::super::side_colour(Side::Blue));
        assert!(scene.claim("north", Side::Red));
        let north = &scene.regions[scene.region_index("north").unwrap()];
        assert_eq!(
            pal.region_fill_of(north),
            super::super::side_colour(Side::Red).alpha(0.26)
        );
    }

    #[test]
    fn an_occupied_node_names_its_top_troop_and_shows_its_glyph_badge() {
        let mut scene = Scene::from_map(&castle());
        let stack = [(Side::Red, Troop::Hook), (Side::Blue, Troop::Roxy)];
        assert!(scene.put_stack("market-square", &stack));
        let n = scene.node("market-square").unwrap();
        let kinds: Vec<LineKind> = n.label_lines(false).iter().map(|l| l.kind).collect();
        assert_eq!(kinds, [LineKind::Name, LineKind::Troop(Side::Blue)]);
        assert_eq!(n.label_lines(false)[1].text, "Roxy");
        let (c, r) = n.troop_badge().expect("a badge on an occupied node");
        assert!(c.x < n.pos.x && c.y < n.pos.y, "at the upper left");
        let obstacles = scene.obstacles();
        assert!(
            obstacles.boxes.contains(&Rect::around(c, r)),
            "labels keep off the badge"
        );
        let empty = scene.node("keep-gate").unwrap();
        assert!(empty.troop_badge().is_none());
        assert_eq!(empty.label_lines(false).len(), 1);
        // The scene's labels (the pictures') name the troop in its side's text colour.
        let label = scene
            .labels(&LabelStyle::default())
            .into_iter()
            .find(|l| l.owner == LabelOwner::Node(scene.node_index("market-square").unwrap()))
            .expect("market square is labelled");
        let troop = label.lines.last().unwrap();
        assert_eq!(troop.kind, LineKind::Troop(Side::Blue));
        let pal = Palette::dark();
        assert_eq!(pal.line_colour(troop.kind, None), pal.side_text(Side::Blue));
    }

    #[test]
    fn every_label_is_placed_and_none_covers_a_node() {
        let map = castle();
        let scene = Scene::from_map(&map);
        let labels = scene.labels(&LabelStyle::default());
        assert_eq!(labels.len(), scene.nodes.len() + scene.regions.len());
        for l in &labels {
            for n in &scene.nodes {
                let node = Rect::around(n.pos, n.extent());
                assert!(
                    !l.placed.rect.overlaps(&node),
                    "{:?} covers {}",
                    l.lines[0].text,
                    n.id
                );
            }
        }
        let hidden = scene.labels(&LabelStyle {
            show_ids: false,
            ..LabelStyle::default()
        });
        assert!(hidden.iter().all(|l| l.lines.len() == 1));
    }

    #[test]
    fn following_a_move_gives_the_scene_of_the_moved_map() {
        let mut map = castle();
        let mut scene = Scene::from_map(&map);
        let unmoved = scene.follow_positions(&map).expect("the same map");
        assert!(unmoved.is_empty());
        map.bases[3].pos = Point::new(map.bases[3].pos.x + 40.0, map.bases[3].pos.y - 25.0);
        map.regions[1].marker = Point::new(map.regions[1].marker.x + 5.0, map.regions[1].marker.y);
        let moved = scene.follow_positions(&map).expect("only places changed");
        let fresh = Scene::from_map(&map);
        assert_eq!(scene.nodes, fresh.nodes);
        assert_eq!(scene.paths, fresh.paths);
        assert_eq!(scene.regions, fresh.regions);
        let node = scene.node_index(&map.bases[3].id).unwrap();
        assert_eq!(moved.nodes, vec![(node, Point::new(40.0, -25.0))]);
        assert_eq!(moved.medals, vec![(1, Point::new(5.0, 0.0))]);

        let mut labels = Scene::from_map(&castle()).labels(&LabelStyle::default());
        let before = labels.clone();
        moved.carry(&mut labels);
        for (a, b) in before.iter().zip(&labels) {
            let d = match a.owner {
                LabelOwner::Node(i) if i == node => (40.0, -25.0),
                LabelOwner::Region(1) => (5.0, 0.0),
                _ => (0.0, 0.0),
            };
            assert_eq!(b.placed.rect.x0 - a.placed.rect.x0, d.0);
            assert_eq!(b.placed.rect.y1 - a.placed.rect.y1, d.1);
        }

        let mut more = map.clone();
        more.bases
            .push(crate::map::Base::new("new-one", Point::new(1.0, 1.0)));
        let kept = scene.nodes.clone();
        assert!(scene.follow_positions(&more).is_none());
        assert_eq!(scene.nodes, kept, "a refused follow changes nothing");
    }
}
