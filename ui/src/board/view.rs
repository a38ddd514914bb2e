//! The board of a position: laid out for the space it gets, hit-tested location by location,
//! and painted from the drawing model's scene with the marks of play and lessons on top.

mod names;

use super::fit::{LABEL_MIN_GAP, MAX_RADIUS, fit, nearest_distances, ring_size};
use super::marks::{Outline, arrow};
use super::paint::{self, ToScreen, c32};
use super::{BoardResponse, Marks, stack_label};
use crate::engine::{Board, Loc, Piece, RegionId};
use crate::map::Point;
use crate::pieces::Side;
use crate::scenario::Words;
use egui::{Painter, Pos2, Rect, Response, Sense, Stroke, Ui, Vec2, Visuals, vec2};
use names::{NameLabel, name_size, place_names};
use toyforge_core::draw::geom::{self, Clearance};
use toyforge_core::draw::style::{BASE_R, MEDAL_R};
use toyforge_core::draw::{NodeKind, Palette, Scene, Token};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

fn pt(p: Pos2) -> Point {
    Point::new(p.x, p.y)
}

fn pos(p: Point) -> Pos2 {
    Pos2::new(p.x, p.y)
}

fn to_egui(r: geom::Rect) -> Rect {
    Rect::from_min_max(Pos2::new(r.x0, r.y0), Pos2::new(r.x1, r.y1))
}

/// The accessible label of the board's area in English (tests find the board by it); the
/// board writes it in the view's language (the message `board-label`).
pub const BOARD_LABEL: &str = "The board of the position";

/// Where everything goes on screen.
struct Layout {
    rect: Rect,
    tf: ToScreen,
    /// A base's radius on screen.
    r: f32,
    /// Each node's centre and outline, by location index.
    pts: Vec<Pos2>,
    outlines: Vec<Outline>,
    /// Each node's label, where it goes and as laid out (shortened to fit).
    names: Vec<Option<NameLabel>>,
    /// Each region's medal, by region index.
    medals: Vec<Pos2>,
}

/// The board's space: what is left in `ui`, or a square as wide as the space in an unbounded
/// layout (a scroll area).
fn board_rect(ui: &Ui) -> Rect {
    let rect = ui.available_rect_before_wrap();
    if rect.is_finite() {
        return rect;
    }
    let w = if rect.width().is_finite() {
        rect.width()
    } else {
        400.0
    };
    Rect::from_min_size(rect.min, vec2(w, w))
}

/// The scene of `board` with its stacks and claims.
fn scene_of(
    board: &Board,
    stacks: &[Vec<Piece>],
    positions: &[Point],
    claims: &[Option<Side>],
    lang: Lang,
) -> Scene {
    let mut scene = Scene::from_board(board, positions);
    for (node, stack) in scene.nodes.iter_mut().zip(stacks) {
        let pieces: Vec<(Side, crate::pieces::Troop)> =
            stack.iter().map(|p| (p.side(), p.troop())).collect();
        node.token = Token::of_stack(&pieces).map(|t| t.in_language(lang));
    }
    for (region, &claim) in scene.regions.iter_mut().zip(claims) {
        region.claimed = claim;
    }
    scene
}

/// Paints everything and reports clicks.
pub(super) fn paint_board(
    ui: &mut Ui,
    board: &Board,
    stacks: &[Vec<Piece>],
    positions: &[Point],
    marks: &Marks,
    claims: &[Option<Side>],
) -> BoardResponse {
    let rect = board_rect(ui);
    let background = ui.allocate_rect(rect, Sense::hover());
    let l = crate::i18n::language(ui);
    let label = tr!(l, "board-label");
    background.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &label));
    let visuals = ui.visuals().clone();
    let pal = Palette::new(visuals.dark_mode);
    let scene = scene_of(board, stacks, positions, claims, l);
    let painter = ui.painter_at(rect);
    let lay = layout(&painter, &scene, rect, marks, &visuals);

    // Interaction first, so that hover marks are painted this frame; locations are registered
    // after the regions' medals so that they are on top.
    let rm = lay.tf.len(MEDAL_R);
    for (i, reg) in board.regions().enumerate() {
        let medal = Rect::from_center_size(lay.medals[i], Vec2::splat(2.0 * rm));
        let resp = ui.interact(
            medal,
            background.id.with(("region", reg.index())),
            Sense::hover(),
        );
        resp.on_hover_text(region_text(l, board, reg, claims.get(i).copied().flatten()));
    }
    let mut out = BoardResponse::default();
    let responses: Vec<Response> = board
        .locations()
        .map(|loc| {
            let o = lay.outlines[loc.index()];
            let hit = Rect::from_center_size(o.c, Vec2::splat(2.0 * o.e));
            let resp = ui.interact(
                hit,
                background.id.with(("loc", loc.index())),
                Sense::click(),
            );
            let stack = stacks.get(loc.index()).map(Vec::as_slice).unwrap_or(&[]);
            let label = stack_label(board, loc, stack);
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            // A click that closes a menu or a dropdown is not also a move.
            let acts = !crate::popups::press_began_in_popup(ui.ctx());
            if acts && resp.clicked() {
                out.clicked = Some(loc);
            }
            if acts && resp.secondary_clicked() {
                out.secondary = Some(loc);
            }
            resp.on_hover_text(location_text(l, board, loc, stack, marks))
        })
        .collect();
    super::tapped::show(
        ui,
        background.id,
        &responses,
        |i| {
            let stack = stacks.get(i).map(Vec::as_slice).unwrap_or(&[]);
            location_text(l, board, Loc(i as u8), stack, marks)
        },
        |i| marks.targets.contains(Loc(i as u8)),
    );

    paint_scene(&painter, &scene, &lay, marks, &pal, &visuals);
    paint_marks(&painter, &lay, marks, &responses, &pal, &visuals);
    for n in &scene.nodes {
        paint::badges(&painter, &lay.tf, &scene, n, &pal);
    }
    paint_names_and_arrows(&painter, lay, marks, &pal, &visuals);
    out
}

/// Fits the board into `rect`, with room for names under the nodes when they are far enough
/// apart, and places the names and the medals.
fn layout(
    painter: &Painter,
    scene: &Scene,
    rect: Rect,
    marks: &Marks,
    visuals: &Visuals,
) -> Layout {
    let map_pts: Vec<Pos2> = scene.nodes.iter().map(|n| pos(n.pos)).collect();
    let bounds = if map_pts.is_empty() {
        Rect::from_center_size(Pos2::ZERO, Vec2::ZERO)
    } else {
        Rect::from_points(&map_pts)
    };
    let min_gap = nearest_distances(&map_pts)
        .into_iter()
        .fold(f32::INFINITY, f32::min);
    let label_room = |r: f32| name_size(r) + 6.0;
    let mut f = fit(bounds, rect, min_gap, label_room(MAX_RADIUS));
    let names_fit = |f: &super::fit::Fit| {
        let gap = min_gap * f.scale;
        gap.is_finite() && gap >= LABEL_MIN_GAP && gap >= 2.0 * f.radius + label_room(f.radius)
    };
    let with_names = names_fit(&f);
    if !with_names {
        f = fit(bounds, rect, min_gap, 0.0);
    }
    let tf = ToScreen {
        scale: f.scale,
        offset: f.offset,
        size: f.radius / BASE_R,
    };
    let pts: Vec<Pos2> = scene.nodes.iter().map(|n| tf.pos(n.pos)).collect();
    let outlines: Vec<Outline> = scene
        .nodes
        .iter()
        .zip(&pts)
        .map(|(n, &c)| Outline {
            c,
            e: tf.extent(n),
            square: matches!(n.kind, NodeKind::Hq(_)),
        })
        .collect();
    let mut lay = Layout {
        rect,
        tf,
        r: f.radius,
        pts,
        outlines,
        names: vec![None; scene.nodes.len()],
        medals: Vec::new(),
    };
    // Medals first, clear of the nodes, the paths and where the names go on an unmarked and
    // empty board, so that they stay where they are whatever is lit, highlighted or played
    // (a troop's name under a location's would move them); the names, with the marks and the
    // troops, then keep off them. A board too crowded to keep room for every name under its
    // nodes still writes each name that finds a place of its own (the others show when their
    // node is touched or hovered).
    let mut empty = scene.clone();
    for n in &mut empty.nodes {
        n.token = None;
    }
    let plain = place_names(painter, &empty, &lay, &Marks::default(), visuals);
    lay.medals = place_medals(scene, &lay, &plain);
    lay.names = place_names(painter, scene, &lay, marks, visuals);
    lay
}

/// Where each region's medal goes: the point of its ring nearest its centre that keeps clear
/// of the nodes (and of the rings lit or highlighted nodes get), of the paths and of `names`.
fn place_medals(scene: &Scene, lay: &Layout, names: &[Option<NameLabel>]) -> Vec<Pos2> {
    let boxes: Vec<geom::Rect> = names
        .iter()
        .flatten()
        .map(|l| geom::Rect::new(l.rect.left(), l.rect.top(), l.rect.right(), l.rect.bottom()))
        .collect();
    let ring = ring_size(lay.r, 4.0);
    let discs: Vec<(Point, f32)> = lay.outlines.iter().map(|o| (pt(o.c), o.e + ring)).collect();
    let segments: Vec<(Point, Point)> = scene
        .paths
        .iter()
        .map(|s| (pt(lay.pts[s.from]), pt(lay.pts[s.to])))
        .collect();
    let clear = Clearance {
        discs: &discs,
        boxes: &boxes,
        segments: &segments,
    };
    let rm = lay.tf.len(MEDAL_R);
    scene
        .regions
        .iter()
        .map(|r| {
            let ring: Vec<Point> = r.ring.iter().map(|&p| pt(lay.tf.pos(p))).collect();
            if ring.len() < 3 {
                return lay.tf.pos(r.medal);
            }
            pos(geom::medal_spot(&ring, geom::centroid(&ring), rm, clear))
        })
        .collect()
}

/// The scene itself: regions, paths, medals, the glows of targets and of the chosen location
/// under the nodes, the nodes with their tokens and badges.
fn paint_scene(
    p: &Painter,
    scene: &Scene,
    lay: &Layout,
    marks: &Marks,
    pal: &Palette,
    visuals: &Visuals,
) {
    let tf = &lay.tf;
    let clip = p.clip_rect();
    paint::regions(p, tf, scene, pal, None, |_| None, clip);
    paint::paths(p, tf, scene, pal, clip);
    for (r, &c) in scene
        .regions
        .iter()
        .zip(&lay.medals)
        .filter(|(r, _)| r.ring.len() >= 3)
    {
        paint::medal(p, tf, c, r, pal);
    }
    let r = lay.r;
    for (i, o) in lay.outlines.iter().enumerate() {
        let loc = Loc(i as u8);
        if marks.targets.contains(loc) {
            o.glow(p, ring_size(r, 11.0), c32(pal.target_glow));
        }
        if marks.chosen == Some(loc) {
            o.glow(
                p,
                ring_size(r, 9.0),
                visuals.selection.bg_fill.gamma_multiply(0.8),
            );
        }
    }
    for (i, n) in scene.nodes.iter().enumerate() {
        let lit = marks.targets.contains(Loc(i as u8)) && n.token.is_none();
        paint::node(p, tf, scene, n, pal, lit.then(|| c32(pal.target_fill)));
        paint::token(p, tf, n, pal);
    }
}

/// Rings over the nodes: targets, what a lesson points at, the chosen location, focus and
/// hover.
fn paint_marks(
    p: &Painter,
    lay: &Layout,
    marks: &Marks,
    responses: &[Response],
    pal: &Palette,
    visuals: &Visuals,
) {
    let r = lay.r;
    for (i, o) in lay.outlines.iter().enumerate() {
        let loc = Loc(i as u8);
        if marks.targets.contains(loc) {
            o.ring(
                p,
                ring_size(r, 2.5),
                Stroke::new(ring_size(r, 3.5), c32(pal.target_ring)),
            );
        }
        if marks.highlight.contains(&loc) {
            o.ring(
                p,
                ring_size(r, 6.0),
                Stroke::new(ring_size(r, 4.0), c32(pal.lesson)),
            );
        }
        if marks.chosen == Some(loc) {
            let stroke = Stroke::new(ring_size(r, 3.0), visuals.selection.stroke.color);
            o.ring(p, ring_size(r, 3.0), stroke);
        }
        let Some(resp) = responses.get(i) else {
            continue;
        };
        if resp.has_focus() {
            o.ring(p, ring_size(r, 3.0), visuals.selection.stroke);
        } else if resp.hovered() {
            let colour = visuals.widgets.hovered.fg_stroke.color.gamma_multiply(0.8);
            o.ring(p, ring_size(r, 2.5), Stroke::new(2.0, colour));
        }
    }
}

/// Names (see [`names::paint`]), then arrows on top of everything, sized to the nodes.
fn paint_names_and_arrows(
    p: &Painter,
    lay: Layout,
    marks: &Marks,
    pal: &Palette,
    visuals: &Visuals,
) {
    names::paint(p, lay.names, visuals);
    let r = lay.r;
    let width = (r * 0.2).clamp(1.5, 5.0);
    let head = (r * 0.75).clamp(5.0, 18.0);
    let halo = visuals.panel_fill.gamma_multiply(0.85);
    for &(from, to) in &marks.arrows {
        let (Some(a), Some(b)) = (lay.outlines.get(from.index()), lay.outlines.get(to.index()))
        else {
            continue;
        };
        // Clear of the nodes, and of the rings round highlighted ones.
        let clear = |l: Loc, o: &Outline, gap: f32| {
            let ring = if marks.highlight.contains(&l) {
                ring_size(r, 8.0)
            } else {
                0.0
            };
            o.e + ring_size(r, gap) + ring
        };
        let ends = (clear(from, a, 3.0), clear(to, b, 4.0));
        arrow(p, (a.c, b.c), ends, width, head, r, c32(pal.lesson), halo);
    }
}

fn region_text(l: Lang, board: &Board, reg: RegionId, claimed: Option<Side>) -> String {
    let medals = board.region_medals(reg);
    let name = board.region_name(reg);
    match claimed {
        Some(side) => tr!(
            l,
            "board-region-claimed",
            region = name,
            n = medals,
            side = Words::new(l).side(side)
        ),
        None => tr!(l, "board-region", region = name, n = medals),
    }
}

/// A location's tooltip: its name, its stack and why a placement there is refused.
fn location_text(l: Lang, board: &Board, loc: Loc, stack: &[Piece], marks: &Marks) -> String {
    let mut text = hover_text(l, board, loc, stack);
    if let Some((_, why)) = marks.reasons.iter().find(|(l, _)| *l == loc) {
        text.push_str("\n\n");
        text.push_str(why);
    }
    text
}

fn hover_text(l: Lang, board: &Board, loc: Loc, stack: &[Piece]) -> String {
    let mut t = board.display_name(loc).to_string();
    if stack.is_empty() {
        t.push('\n');
        t.push_str(&tr!(l, "board-empty"));
    }
    let w = Words::new(l);
    for p in stack.iter().rev() {
        t.push('\n');
        t.push_str(&w.piece(p.side(), p.troop()));
    }
    t
}
