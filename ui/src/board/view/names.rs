//! The names of the board's nodes: their forms (the name with the troop on top, the name
//! alone, on two lines, in smaller type), where each goes by the drawing model's placer, and
//! how they are painted on their backdrops.

use super::{Layout, pt, to_egui};
use crate::board::Marks;
use crate::board::fit::{LABEL_MAX_WIDTH, ring_size};
use crate::board::marks::Outline;
use crate::board::paint::{ToScreen, c32};
use crate::engine::Loc;
use egui::{FontId, Galley, Painter, Pos2, Rect, Vec2, Visuals, vec2};
use std::sync::Arc;
use toyforge_core::draw::geom;
use toyforge_core::draw::labels::{
    self, Anchor, Dir, Obstacles, PlaceOptions, Request, SEGMENT_COST,
};
use toyforge_core::draw::style::{MEDAL_R, NAME_SIZE, TROOP_SIZE};
use toyforge_core::draw::{LineKind, Palette, Scene};

/// The size of names for bases of radius `r`.
pub(super) fn name_size(r: f32) -> f32 {
    (r * 0.5).clamp(10.0, 13.0)
}

/// Where the names go, by the drawing model's placer: under, above, beside or at a corner of
/// each node, off the other nodes, names and arrows, and never nearer another node than its
/// own ([`place_unambiguous`]). A name is never cut: an occupied node's label
/// names the troop on top under the node's own name, and where that finds no room the label
/// is the name alone, then the name on two lines. A name reads from its node: it goes left
/// of it only where it could go right of it too (at the board's right edge it goes above or
/// below instead, see [`natural_sides`]).
pub(super) fn place_names(
    painter: &Painter,
    scene: &Scene,
    lay: &Layout,
    marks: &Marks,
    visuals: &Visuals,
) -> Vec<Option<NameLabel>> {
    let area = lay.rect;
    let size = name_size(lay.r);
    let pal = Palette::new(visuals.dark_mode);
    let mut forms: Vec<Vec<Vec<Line>>> = scene
        .nodes
        .iter()
        .map(|n| label_forms(painter, n, size, &pal, visuals))
        .collect();
    let requests: Vec<Vec<Request>> = lay
        .outlines
        .iter()
        .zip(&forms)
        .enumerate()
        .map(|(i, (o, forms))| {
            let loc = Loc(i as u8);
            let ring = if marks.highlight.contains(&loc) {
                8.0
            } else if marks.targets.contains(loc) || marks.chosen == Some(loc) {
                5.0
            } else {
                2.0
            };
            // Each form beside the node, a little farther out, and farther still; a name on
            // one line a little away reads better than one cut in two beside its node. The
            // box placed is the name's backdrop.
            let near = o.e + ring_size(lay.r, ring);
            // A node at the board's right edge (its label in its first form, on one line,
            // would not fit on its right) has no name on its left in any form.
            let right_fits = forms.first().is_none_or(|lines| {
                o.c.x + near + lines_width(lines) + 2.0 * LABEL_PAD.x <= area.right()
            });
            forms
                .iter()
                .flat_map(|lines| {
                    FARTHER.into_iter().map(move |k| {
                        let clear = near + k * lay.r;
                        let width = lines_width(lines) + 2.0 * LABEL_PAD.x;
                        Request {
                            at: pt(o.c),
                            clear,
                            width,
                            height: lines.iter().map(|l| l.galley.size().y).sum::<f32>()
                                + 2.0 * LABEL_PAD.y,
                            dirs: natural_sides(right_fits),
                        }
                    })
                })
                .collect()
        })
        .collect();
    let opts = PlaceOptions {
        max_width: LABEL_MAX_WIDTH + 2.0 * LABEL_PAD.x,
        // Never cut: a name is written whole or in another form.
        min_share: 1.0,
        min_width: 0.0,
        area: Some(geom::Rect::new(
            area.left(),
            area.top(),
            area.right(),
            area.bottom(),
        )),
        // Names never cover a node, another name or an arrow.
        max_cost: Some(SEGMENT_COST - 1.0),
        apart: false,
        // Exact: a name's box (its backdrop) may touch a node, a medal, an arrow or another
        // name, never overlap it.
        forgive: 0.0,
    };
    let obstacles = name_obstacles(scene, lay, marks);
    // Judged by the ink of the text, as a reader sees it (a line's box reaches above and
    // below its letters).
    let ink = |i: usize, k: usize, p: &labels::Placed| {
        forms
            .get(i)
            .and_then(|f| f.get(k / FARTHER.len()))
            .map_or_else(|| unpadded(p.rect), |lines| ink_rect(lines, p))
    };
    let placed = place_unambiguous(requests, &obstacles, &opts, &lay.outlines, &ink);
    placed
        .into_iter()
        .enumerate()
        .map(|(i, placed)| {
            let (placed, form) = placed?;
            Some(NameLabel {
                rect: to_egui(placed.rect).shrink2(LABEL_PAD),
                anchor: placed.anchor,
                lines: std::mem::take(&mut forms[i][form / FARTHER.len()]),
            })
        })
        .collect()
}

/// The sides a name may take, in order of preference: under or above its node, then right of
/// it and at its corners; left of it only where `right_fits`, where its name on one line would
/// fit right of it (a name reads from its node, and one pushed left by the board's right edge
/// reads as the name of what lies left of it).
fn natural_sides(right_fits: bool) -> Vec<Dir> {
    Dir::ALL
        .into_iter()
        .filter(|d| right_fits || d.vector().0 > -0.3)
        .collect()
}

/// Places the labels (each node's `requests`, its forms in order of preference) so that none
/// reads as another node's: each form keeps only the sides where its text (`ink`, of node
/// `i`'s `k`-th request placed) stays nearer its own node than any other
/// ([`nearer_another`]); a label with no such side is left out.
fn place_unambiguous(
    mut requests: Vec<Vec<Request>>,
    obstacles: &Obstacles,
    opts: &PlaceOptions,
    outlines: &[Outline],
    ink: &dyn Fn(usize, usize, &labels::Placed) -> geom::Rect,
) -> Vec<Option<(labels::Placed, usize)>> {
    let alone = Obstacles::default();
    for (i, forms) in requests.iter_mut().enumerate() {
        for (k, form) in forms.iter_mut().enumerate() {
            let dirs = std::mem::take(&mut form.dirs);
            form.dirs = dirs
                .into_iter()
                .filter(|&d| {
                    // The box the placer gives this side, with nothing in the way.
                    let solo = Request {
                        dirs: vec![d],
                        ..form.clone()
                    };
                    labels::place(&[solo], &alone, opts)[0]
                        .is_some_and(|p| !nearer_another(outlines, i, ink(i, k, &p)))
                })
                .collect();
        }
    }
    place_all(&requests, obstacles, opts)
}

/// The ink of `lines` placed as `p`, as [`paint`] writes them: the union of the glyphs'
/// bounds (a line's box reaches above and below its letters).
fn ink_rect(lines: &[Line], p: &labels::Placed) -> geom::Rect {
    let text = to_egui(p.rect).shrink2(LABEL_PAD);
    let mut ink = Rect::NOTHING;
    let mut y = text.top();
    for line in lines {
        let size = line.galley.size();
        let x = match p.anchor {
            Anchor::Start => text.left(),
            Anchor::Middle => text.center().x - size.x / 2.0,
            Anchor::End => text.right() - size.x,
        };
        if line.galley.mesh_bounds.is_positive() {
            ink = ink.union(line.galley.mesh_bounds.translate(vec2(x, y)));
        }
        y += size.y;
    }
    if ink.is_positive() {
        geom::Rect::new(ink.left(), ink.top(), ink.right(), ink.bottom())
    } else {
        unpadded(p.rect)
    }
}

/// The text's box of a name placed with its margin ([`LABEL_PAD`]).
fn unpadded(r: geom::Rect) -> geom::Rect {
    let (x, y) = (
        LABEL_PAD.x.min(r.width() / 2.0),
        LABEL_PAD.y.min(r.height() / 2.0),
    );
    geom::Rect::new(r.x0 + x, r.y0 + y, r.x1 - x, r.y1 - y)
}

/// Places every label in its first form that finds room (each node's requests are its forms
/// beside it, then the same forms farther out); a label with none is left out (its name shows
/// when the node is hovered or tapped), never put over an arrow, a node or another name.
fn place_all(
    requests: &[Vec<Request>],
    obstacles: &Obstacles,
    opts: &PlaceOptions,
) -> Vec<Option<(labels::Placed, usize)>> {
    // The placer is greedy, so the order matters: the names with the fewest sides left go
    // first, then in reading order of their nodes (top to bottom, then left to right), whatever
    // order the board lists the nodes in.
    let mut order: Vec<usize> = (0..requests.len()).collect();
    let at = |i: usize| requests[i].first().map_or((0.0, 0.0), |r| (r.at.x, r.at.y));
    let sides = |i: usize| requests[i].iter().map(|r| r.dirs.len()).sum::<usize>();
    order.sort_by(|&a, &b| {
        let (p, q) = (at(a), at(b));
        sides(a)
            .cmp(&sides(b))
            .then(p.1.total_cmp(&q.1))
            .then(p.0.total_cmp(&q.0))
    });
    let sorted: Vec<Vec<Request>> = order.iter().map(|&i| requests[i].clone()).collect();
    let placed = place_in_order(&sorted, obstacles, opts);
    let mut out = vec![None; requests.len()];
    for (p, &i) in placed.into_iter().zip(&order) {
        out[i] = p;
    }
    out
}

/// [`place_all`] in the order `requests` are given.
fn place_in_order(
    requests: &[Vec<Request>],
    obstacles: &Obstacles,
    opts: &PlaceOptions,
) -> Vec<Option<(labels::Placed, usize)>> {
    let first: Vec<Request> = requests.iter().map(|r| r[0].clone()).collect();
    let others: Vec<Vec<Request>> = requests.iter().map(|r| r[1..].to_vec()).collect();
    let mut placed = labels::place_with_fallbacks(&first, &others, obstacles, opts);
    // A move can free the room a label left out earlier needed: twice. Then the labels in a
    // worse form than their first, with the room that is left.
    for upgrade in [false, false, true, true] {
        make_room(requests, obstacles, opts, &mut placed, upgrade);
    }
    placed
}

/// How many of the nearest names [`make_room`] tries to move for one left out.
const MOVABLE: usize = 8;

/// For each label left out, or with `upgrade` each placed in a worse form than its first (on
/// two lines, in smaller type, without its troop), tries moving one or two of the labels of
/// the nearest nodes elsewhere (for a better form, none as well) so that it finds room, in a
/// better form while each label moved keeps one as good as it had: a greedy placer gives the
/// first node the best side even when a later one had no other.
fn make_room(
    requests: &[Vec<Request>],
    obstacles: &Obstacles,
    opts: &PlaceOptions,
    placed: &mut [Option<(labels::Placed, usize)>],
    upgrade: bool,
) {
    // The first form of `forms` with room among `obstacles` and every label placed but `skip`.
    let first_fit =
        |forms: &[Request], placed: &[Option<(labels::Placed, usize)>], skip: &[usize]| {
            let (first, others) = forms.split_first()?;
            let mut around = obstacles.clone();
            around.boxes.extend(
                placed
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| !skip.contains(k))
                    .filter_map(|(_, p)| p.map(|(p, _)| p.rect)),
            );
            labels::place_with_fallbacks(
                std::slice::from_ref(first),
                &[others.to_vec()],
                &around,
                opts,
            )[0]
        };
    // A node's forms as good as its `k`-th request or better (each form is tried at each
    // distance of [`FARTHER`]).
    let as_good = |i: usize, k: usize| {
        let end = (k / FARTHER.len() + 1) * FARTHER.len();
        &requests[i][..end.min(requests[i].len())]
    };
    let at = |i: usize| requests[i].first().map(|r| r.at);
    for i in 0..placed.len() {
        let better = match placed[i] {
            None if !upgrade => &requests[i][..],
            Some((_, k)) if upgrade => &requests[i][..(k / FARTHER.len()) * FARTHER.len()],
            _ => continue,
        };
        if better.is_empty() {
            continue;
        }
        let Some(p) = at(i) else { continue };
        let mut near: Vec<(f32, usize)> = (0..placed.len())
            .filter(|&j| j != i && placed[j].is_some())
            .filter_map(|j| Some((at(j)?.distance(p), j)))
            .collect();
        near.sort_by(|a, b| a.0.total_cmp(&b.0));
        // For a better form, no neighbour's label moved (others may have moved since); one,
        // else two.
        let near: Vec<usize> = near.iter().take(MOVABLE).map(|&(_, j)| j).collect();
        let ones = near.iter().map(|&j| vec![j]);
        let few = &near[..(MOVABLE / 2).min(near.len())];
        let twos = few
            .iter()
            .enumerate()
            .flat_map(|(a, &j)| few[a + 1..].iter().map(move |&k| vec![j, k]));
        let none = upgrade.then(Vec::new);
        'moves: for moved in none.into_iter().chain(ones).chain(twos) {
            let mut skip = moved.clone();
            skip.push(i);
            let Some(mine) = first_fit(better, placed, &skip) else {
                continue;
            };
            let mut trial = placed.to_vec();
            trial[i] = Some(mine);
            for &j in &moved {
                skip.retain(|&k| k != j);
                let rest: Vec<usize> = skip.iter().copied().filter(|&k| k != i).collect();
                let Some((_, had)) = placed[j] else {
                    continue 'moves;
                };
                // For a name left out, a neighbour may take any form (a name on two lines
                // reads better than none); for a better form, one as good as it had.
                let forms = if upgrade {
                    as_good(j, had)
                } else {
                    &requests[j][..]
                };
                match first_fit(forms, &trial, &rest) {
                    Some(p) => trial[j] = Some(p),
                    None => continue 'moves,
                }
            }
            placed.copy_from_slice(&trial);
            break;
        }
    }
}

/// Whether the label `rect` of node `own` comes nearly as near the edge of another node as
/// its own node's edge, so that it could be read as that node's name.
fn nearer_another(outlines: &[Outline], own: usize, rect: geom::Rect) -> bool {
    let gap = |o: &Outline| {
        let dx = (rect.x0 - o.c.x).max(o.c.x - rect.x1).max(0.0);
        let dy = (rect.y0 - o.c.y).max(o.c.y - rect.y1).max(0.0);
        dx.hypot(dy) - o.e
    };
    let Some(mine) = outlines.get(own).map(gap) else {
        return false;
    };
    // A text squarely above, under or beside another node (that node's middle within its
    // width or its height) reads as that node's name unless its own node is as square to it
    // or clearly nearer: a name at its node's corner but centred over the next node down.
    let square =
        |o: &Outline| (rect.x0..=rect.x1).contains(&o.c.x) || (rect.y0..=rect.y1).contains(&o.c.y);
    let own_square = square(&outlines[own]);
    outlines.iter().enumerate().any(|(j, o)| {
        j != own
            && (gap(o) < mine + AMBIGUITY_MARGIN
                || (!own_square && square(o) && gap(o) < SQUARE_RATIO * mine + AMBIGUITY_MARGIN))
    })
}

/// How many times as far as its own node another node squarely in line with a name may be and
/// still be read as the name's node, when its own node is not in line with it (see
/// [`nearer_another`]).
const SQUARE_RATIO: f32 = 2.0;

/// How much farther out than beside its node a name may go, in base radii, when it finds no
/// room beside it: the distances tried, nearest first.
const FARTHER: [f32; 4] = [0.0, 0.5, 1.0, 1.5];

/// The margin kept round a name's text, part of the box the placer places (which may touch
/// a node, a medal or another name but not overlap it): its backdrop, 3 points each side (see
/// [`paint`]), and 1 point above and below.
const LABEL_PAD: Vec2 = Vec2::new(3.0, 1.0);

/// How much nearer its own node than any other a label must be, in points.
const AMBIGUITY_MARGIN: f32 = 1.0;

/// A node's label on the board: where it goes, and its lines top to bottom.
#[derive(Clone)]
pub(super) struct NameLabel {
    pub(super) rect: Rect,
    anchor: Anchor,
    lines: Vec<Line>,
}

/// One line of a label, laid out in its colour.
#[derive(Clone)]
struct Line {
    galley: Arc<Galley>,
}

fn lines_width(lines: &[Line]) -> f32 {
    lines.iter().map(|l| l.galley.size().x).fold(0.0, f32::max)
}

/// The forms of node `n`'s label at text size `size`, in order of preference: the model's
/// lines without ids (its name, then the top troop's name in its side's colour), the name
/// alone, the name on two lines; then the name alone and on two lines in smaller type.
fn label_forms(
    painter: &Painter,
    n: &toyforge_core::draw::Node,
    size: f32,
    pal: &Palette,
    visuals: &Visuals,
) -> Vec<Vec<Line>> {
    let mut forms = label_forms_sized(painter, n, size, pal, visuals);
    // Where none of them finds room (a crowded board), the name in smaller type, on one line
    // and then on two, before it is left out.
    let small = (size * SMALL_NAMES).max(MIN_NAME_SIZE);
    if small < size {
        let name = Line {
            galley: painter.layout_no_wrap(
                n.label_text().to_string(),
                FontId::proportional(small),
                visuals.text_color(),
            ),
        };
        forms.push(vec![name]);
        if let Some((a, b)) = split_name(n.label_text()) {
            let line = |t: String| Line {
                galley: painter.layout_no_wrap(
                    t,
                    FontId::proportional(small),
                    visuals.text_color(),
                ),
            };
            forms.push(vec![line(a), line(b)]);
        }
    }
    forms
}

/// The share of the usual size the names of a crowded board may shrink to, and the smallest
/// size of a name.
const SMALL_NAMES: f32 = 0.8;
const MIN_NAME_SIZE: f32 = 9.0;

/// [`label_forms`] at one size.
fn label_forms_sized(
    painter: &Painter,
    n: &toyforge_core::draw::Node,
    size: f32,
    pal: &Palette,
    visuals: &Visuals,
) -> Vec<Vec<Line>> {
    let line = |text: String, kind: LineKind| {
        let (font, colour) = match kind {
            LineKind::Troop(_) => (
                FontId::proportional(size * TROOP_SIZE / NAME_SIZE),
                c32(pal.line_colour(kind, None)),
            ),
            _ => (FontId::proportional(size), visuals.text_color()),
        };
        Line {
            galley: painter.layout_no_wrap(text, font, colour),
        }
    };
    let full: Vec<Line> = n
        .label_lines(false)
        .into_iter()
        .map(|l| line(l.text, l.kind))
        .collect();
    let mut forms = Vec::new();
    if full.len() > 1 {
        forms.push(vec![full[0].clone()]);
    }
    if let Some((a, b)) = split_name(n.label_text()) {
        forms.push(vec![line(a, LineKind::Name), line(b, LineKind::Name)]);
    }
    forms.insert(0, full);
    forms
}

/// A name cut at the space nearest its middle, for writing on two lines.
fn split_name(name: &str) -> Option<(String, String)> {
    let mid = name.len() / 2;
    let at = name
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|&i| i.abs_diff(mid))?;
    Some((name[..at].to_string(), name[at + 1..].to_string()))
}

/// What names keep off: the arrows, the nodes, the medals and the badges.
fn name_obstacles(scene: &Scene, lay: &Layout, marks: &Marks) -> Obstacles {
    Obstacles {
        segments: marks
            .arrows
            .iter()
            .filter_map(|&(a, b)| {
                Some((pt(*lay.pts.get(a.index())?), pt(*lay.pts.get(b.index())?)))
            })
            .collect(),
        boxes: lay
            .outlines
            .iter()
            .map(|o| geom::Rect::around(pt(o.c), o.e))
            .chain(
                lay.medals
                    .iter()
                    .map(|&m| geom::Rect::around(pt(m), lay.tf.len(MEDAL_R))),
            )
            .chain(badge_boxes(scene, &lay.tf))
            .collect(),
    }
}

/// The boxes of the nodes' badges on screen (they reach past the nodes' edges, where names
/// would otherwise go), as [`paint::badges`] draws them.
fn badge_boxes<'a>(scene: &'a Scene, tf: &'a ToScreen) -> impl Iterator<Item = geom::Rect> + 'a {
    scene.nodes.iter().flat_map(move |n| {
        let height = n
            .height_badge()
            .map(|(c, r)| geom::Rect::around(pt(tf.at(n, c)), tf.len(r).max(6.0)));
        let rule = n
            .rule_badge()
            .into_iter()
            .chain(n.troop_badge())
            .map(|(c, r)| geom::Rect::around(pt(tf.at(n, c)), tf.len(r)));
        height.into_iter().chain(rule)
    })
}

/// Names on a faint backdrop so that they read over paths and regions.
pub(super) fn paint(p: &Painter, names: Vec<Option<NameLabel>>, visuals: &Visuals) {
    let text = visuals.text_color();
    let backdrop = visuals.panel_fill.gamma_multiply(0.72);
    for label in names.into_iter().flatten() {
        p.rect_filled(label.rect.expand2(vec2(3.0, 0.0)), 3, backdrop);
        let mut y = label.rect.top();
        for line in label.lines {
            let w = line.galley.size().x;
            let x = match label.anchor {
                Anchor::Start => label.rect.left(),
                Anchor::Middle => label.rect.center().x - w / 2.0,
                Anchor::End => label.rect.right() - w,
            };
            let h = line.galley.size().y;
            p.galley(Pos2::new(x, y), line.galley, text);
            y += h;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{layout, scene_of};
    use super::*;
    use crate::engine::Board;
    use crate::map::{Map, Point};
    use egui::pos2;
    use toyforge_core::i18n::Lang;

    /// Castle Field's board and its locations' map positions.
    fn castle() -> (Board, Vec<Point>) {
        castle_in("en")
    }

    /// Castle Field's board with its names in the language `tag` names, and its locations'
    /// map positions.
    fn castle_in(tag: &str) -> (Board, Vec<Point>) {
        let text = include_str!("../../../../maps/castle-field.ron");
        map_board(text, "castle-field.ron", tag)
    }

    /// The board of the map written `text` (from the file `file`) with its names in the
    /// language `tag` names, and its locations' map positions.
    fn map_board(text: &str, file: &str, tag: &str) -> (Board, Vec<Point>) {
        let map = Map::from_ron(text, file).expect("the map loads");
        let map = map.in_language(tag);
        let board = Board::compile(&map).expect("the map compiles");
        let positions = crate::board::board_positions(&map, &board);
        (board, positions)
    }

    /// Every bundled map (`maps/*.ron`): its file's name and text.
    fn bundled_maps() -> Vec<(String, String)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../maps");
        let mut maps: Vec<(String, String)> = std::fs::read_dir(dir)
            .expect("the maps folder")
            .map(|e| e.expect("a map file").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read_to_string(&p).expect("a map's text"))
            })
            .collect();
        maps.sort();
        maps
    }

    /// Castle Field's empty board laid out in a `width` × `height` area with `marks`.
    fn castle_layout(width: f32, height: f32, marks: &Marks) -> (Board, Scene, Layout) {
        let (board, positions) = castle();
        let (scene, lay) = board_layout(&board, &positions, width, height, marks);
        (board, scene, lay)
    }

    /// The empty `board` laid out in a `width` × `height` area with `marks`.
    fn board_layout(
        board: &Board,
        positions: &[Point],
        width: f32,
        height: f32,
        marks: &Marks,
    ) -> (Scene, Layout) {
        let stacks = vec![Vec::new(); board.num_locations()];
        let claims = vec![None; board.num_regions()];
        let scene = scene_of(board, &stacks, positions, &claims, Lang::En);
        let ctx = egui::Context::default();
        let area = Rect::from_min_size(Pos2::ZERO, vec2(width, height));
        let input = egui::RawInput {
            screen_rect: Some(area),
            ..Default::default()
        };
        let mut out = None;
        let mut output = ctx.run_ui(input, |ui| {
            let painter = ui.painter().clone();
            out = Some(layout(&painter, &scene, area, marks, ui.visuals()));
        });
        output.textures_delta.clear();
        (scene, out.expect("laid out"))
    }

    /// What is wrong with the names of `lay`, as a user would see it: names left out; a
    /// name's backdrop over a node, a medal, an arrow or another name's, or past the board's
    /// edge; a name nearer another node than its own; a name beside its node when centred
    /// under or above it; a name left of its node where it would not fit right of it.
    fn name_faults(board: &Board, lay: &Layout, marks: &Marks) -> Vec<String> {
        let mut faults = Vec::new();
        let rect = |r: Rect| geom::Rect::new(r.left(), r.top(), r.right(), r.bottom());
        let backdrop = |l: &NameLabel| rect(l.rect.expand2(vec2(3.0, 0.0)));
        let name = |i: usize| board.display_name(Loc(i as u8)).to_string();
        let edge = rect(lay.rect).expand(1e-3);
        for (i, label) in lay.names.iter().enumerate() {
            let Some(label) = label else {
                faults.push(format!("{} left out", name(i)));
                continue;
            };
            let r = backdrop(label);
            if !(edge.contains(Point::new(r.x0, r.y0)) && edge.contains(Point::new(r.x1, r.y1))) {
                faults.push(format!("{} past the board's edge", name(i)));
            }
            for (j, o) in lay.outlines.iter().enumerate() {
                if r.overlaps(&geom::Rect::around(pt(o.c), o.e)) {
                    faults.push(format!("{} over the node {}", name(i), name(j)));
                }
            }
            for m in &lay.medals {
                if r.overlaps(&geom::Rect::around(pt(*m), lay.tf.len(MEDAL_R))) {
                    faults.push(format!("{} over a medal", name(i)));
                }
            }
            for &(a, b) in &marks.arrows {
                let (a, b) = (pt(lay.pts[a.index()]), pt(lay.pts[b.index()]));
                if geom::segment_hits_rect(&r, a, b) {
                    faults.push(format!("{} crossed by an arrow", name(i)));
                }
            }
            for (j, other) in lay.names.iter().enumerate().skip(i + 1) {
                if let Some(other) = other
                    && r.overlaps(&backdrop(other))
                {
                    faults.push(format!("{} over the name {}", name(i), name(j)));
                }
            }
            let placed = labels::Placed {
                rect: rect(label.rect.expand2(LABEL_PAD)),
                dir: Dir::Below,
                anchor: label.anchor,
            };
            if nearer_another(&lay.outlines, i, ink_rect(&label.lines, &placed)) {
                faults.push(format!("{} reads as another node's", name(i)));
            }
            let c = lay.pts[i];
            if label.anchor == Anchor::Middle
                && !(label.rect.left()..=label.rect.right()).contains(&c.x)
            {
                faults.push(format!(
                    "{} beside its node, not under or above it",
                    name(i)
                ));
            }
            // Left of its node where its name on one line (its lines side by side, on these
            // empty boards) would not fit on its right: pushed there by the board's edge.
            let one_line: f32 = label.lines.iter().map(|l| l.galley.size().x + 3.0).sum();
            if label.anchor == Anchor::End && c.x + lay.outlines[i].e + one_line > lay.rect.right()
            {
                faults.push(format!(
                    "{} left of its node, pushed off its right",
                    name(i)
                ));
            }
        }
        faults
    }

    fn outlines() -> Vec<Outline> {
        [pos2(0.0, 0.0), pos2(40.0, 0.0)]
            .into_iter()
            .map(|c| Outline {
                c,
                e: 10.0,
                square: false,
            })
            .collect()
    }

    fn request(dirs: Vec<Dir>) -> Vec<Request> {
        vec![Request {
            at: Point::new(0.0, 0.0),
            clear: 12.0,
            width: 20.0,
            height: 10.0,
            dirs,
        }]
    }

    /// The arrows of the Castle lessons that draw some.
    fn lesson_arrows(board: &Board) -> Vec<Vec<(Loc, Loc)>> {
        let l = |id: &str| board.find(id).expect("a Castle Field location");
        [
            vec![("market-square", "central-bridge")],
            vec![("blue-hq", "left-outpost"), ("left-outpost", "left-bridge")],
            vec![("orchard", "right-flank"), ("right-flank", "right-outpost")],
        ]
        .into_iter()
        .map(|arrows| arrows.into_iter().map(|(a, b)| (l(a), l(b))).collect())
        .collect()
    }

    #[test]
    fn central_bridge_is_written_on_one_line_clear_of_the_lessons_arrow() {
        let (board, _) = castle();
        let arrows = lesson_arrows(&board).remove(0);
        let bridge = board.find("central-bridge").unwrap();
        let marks = Marks {
            highlight: vec![bridge],
            arrows,
            ..Marks::default()
        };
        for (w, h) in [(800.0, 600.0), (1400.0, 900.0)] {
            let (board, _, lay) = castle_layout(w, h, &marks);
            let label = lay.names[bridge.index()]
                .as_ref()
                .expect("Central Bridge is named");
            let (a, b) = (lay.pts[marks.arrows[0].0.index()], lay.pts[bridge.index()]);
            let r = label.rect;
            let r = geom::Rect::new(r.left(), r.top(), r.right(), r.bottom());
            assert!(!geom::segment_hits_rect(&r, pt(a), pt(b)), "{w}: {r:?}");
            let faults = name_faults(&board, &lay, &marks);
            assert!(
                !faults.iter().any(|f| f.starts_with("Central Bridge")),
                "{faults:?}"
            );
        }
        let (_, _, lay) = castle_layout(1400.0, 900.0, &marks);
        assert_eq!(lay.names[bridge.index()].as_ref().unwrap().lines.len(), 1);
    }

    #[test]
    fn a_label_between_two_nodes_reads_as_either_one() {
        let o = outlines();
        // Right of the first node, touching the second.
        assert!(nearer_another(
            &o,
            0,
            geom::Rect::new(12.0, -5.0, 32.0, 5.0)
        ));
        // Under the first node, well away from the second.
        assert!(!nearer_another(
            &o,
            0,
            geom::Rect::new(-10.0, 12.0, 10.0, 22.0)
        ));
    }

    /// Castle Field at 1024 points in Spanish: Red Right Outpost's name went at its node's lower
    /// right, 11 points from it and 14 from the top of Central Bridge, centred over that node.
    #[test]
    fn a_label_at_its_node_s_corner_but_centred_over_another_node_reads_as_that_one_s() {
        let node = |x: f32, y: f32| Outline {
            c: Pos2::new(x, y),
            e: 16.0,
            square: false,
        };
        let o = vec![node(352.0, 302.0), node(410.0, 362.0)];
        assert!(nearer_another(
            &o,
            0,
            geom::Rect::new(372.0, 320.0, 458.0, 332.0)
        ));
        // The same name squarely under its own node stays, the other node as near.
        assert!(!nearer_another(
            &o,
            0,
            geom::Rect::new(310.0, 326.0, 396.0, 338.0)
        ));
    }

    #[test]
    fn a_label_that_would_read_as_another_nodes_goes_to_another_side_or_is_left_out() {
        let o = outlines();
        let opts = PlaceOptions::default();
        let none = Obstacles::default();
        // The second node has no label to place.
        let quiet = |dirs| {
            vec![
                request(dirs),
                vec![Request {
                    dirs: Vec::new(),
                    ..request(Vec::new())[0].clone()
                }],
            ]
        };
        let text = |_: usize, _: usize, p: &labels::Placed| p.rect;
        let placed =
            place_unambiguous(quiet(vec![Dir::Right, Dir::Below]), &none, &opts, &o, &text);
        let (label, form) = placed[0].expect("the name finds a side");
        assert_eq!((label.dir, form), (Dir::Below, 0));
        assert!(!nearer_another(&o, 0, label.rect));
        let placed = place_unambiguous(quiet(vec![Dir::Right]), &none, &opts, &o, &text);
        assert_eq!(placed[0], None, "no side is left that reads as its own");
    }

    #[test]
    fn a_name_without_room_beside_its_node_goes_a_little_farther_out() {
        let near = request(vec![Dir::Below]).remove(0);
        let far = Request {
            clear: 30.0,
            ..near.clone()
        };
        // Something in the way just under the node, nothing farther down.
        let blocked = Obstacles {
            segments: Vec::new(),
            boxes: vec![geom::Rect::new(-15.0, 12.0, 15.0, 24.0)],
        };
        let opts = PlaceOptions {
            max_cost: Some(SEGMENT_COST - 1.0),
            ..PlaceOptions::default()
        };
        let placed = place_all(&[vec![near, far]], &blocked, &opts);
        let (label, form) = placed[0].expect("the name goes farther out");
        assert_eq!(form, 1, "the farther form");
        assert!(label.rect.y0 >= 30.0, "{:?}", label.rect);
    }

    /// Every bundled map's empty board, and Castle Field's with the marks of each Castle
    /// lesson that draws arrows: a name for the case, the board, its positions and the marks.
    fn every_board() -> Vec<(String, Board, Vec<Point>, Marks)> {
        let mut cases: Vec<(String, Board, Vec<Point>, Marks)> = bundled_maps()
            .into_iter()
            .map(|(file, text)| {
                let (board, positions) = map_board(&text, &file, "en");
                (file, board, positions, Marks::default())
            })
            .collect();
        // In English, then with the longer French and Spanish names its lessons in those
        // languages show.
        for lang in ["en", "fr", "es"] {
            let (board, positions) = castle_in(lang);
            let suffix = if lang == "en" {
                String::new()
            } else {
                format!(" ({lang})")
            };
            if lang != "en" {
                let case = format!("castle-field.ron{suffix}");
                cases.push((case, board.clone(), positions.clone(), Marks::default()));
            }
            for (k, arrows) in lesson_arrows(&board).into_iter().enumerate() {
                let marks = Marks {
                    highlight: arrows.iter().flat_map(|&(a, b)| [a, b]).collect(),
                    arrows,
                    ..Marks::default()
                };
                let case = format!("castle-field.ron, lesson arrows {}{suffix}", k + 1);
                cases.push((case, board.clone(), positions.clone(), marks));
            }
        }
        cases
    }

    /// The widths the names are judged at: a phone held upright, a small window, a laptop.
    const SIZES: [(f32, f32); 3] = [(390.0, 700.0), (800.0, 600.0), (1400.0, 900.0)];

    /// The names a board may leave out (each shows when its node is touched or hovered),
    /// where every place near the node is taken by the nodes, the medals, the arrows and the
    /// other names: none on a laptop's screen, a few on the two most crowded maps' densest
    /// corners on a phone or a small window.
    fn may_leave_out(case: &str, width: u32) -> usize {
        match (case, width) {
            (_, 1400) => 0,
            ("battlefield.ron", 390 | 800) => 4,
            ("cursed-cemetery.ron", 390) => 3,
            ("cursed-cemetery.ron", 800) => 1,
            ("tropical-pool.ron", 390) => 1,
            // The French and Spanish names, a little longer, leave the right flanks' names out
            // on a phone, and the left outpost's beside a lesson's arrows.
            (c, 390) if c.ends_with("(fr)") || c.ends_with("(es)") => 3,
            (c, 800) if c.ends_with("(fr)") || c.ends_with("(es)") => 1,
            (c, 390) if c.starts_with("castle-field.ron, lesson arrows") => 1,
            _ => 0,
        }
    }

    /// Prints the names left out per board and width (`cargo test -p toyforge-ui --lib
    /// every_name_on_every_bundled_map -- --nocapture`).
    #[test]
    fn every_name_on_every_bundled_map_finds_a_place_clear_of_nodes_arrows_and_names() {
        let mut wrong = Vec::new();
        for (case, board, positions, marks) in every_board() {
            let mut row = format!("{case:34}");
            for (w, h) in SIZES {
                let (_, lay) = board_layout(&board, &positions, w, h, &marks);
                let faults = name_faults(&board, &lay, &marks);
                let (left_out, others): (Vec<&String>, Vec<&String>) =
                    faults.iter().partition(|f| f.ends_with(" left out"));
                let split = lay
                    .names
                    .iter()
                    .flatten()
                    .filter(|l| l.lines.len() > 1)
                    .count();
                row += &format!(
                    " | {w}: {:2} of {:2} left out, {split:2} on two lines",
                    left_out.len(),
                    board.num_locations()
                );
                let at = format!("{case} at {w}×{h}");
                // Never over a node, a medal, an arrow or another name, never past the edge,
                // never reading as another node's, never pushed left of its node by the edge.
                if !others.is_empty() {
                    wrong.push(format!("{at}: {others:?}"));
                }
                if left_out.len() > may_leave_out(&case, w as u32) {
                    wrong.push(format!("{at}: {left_out:?}"));
                }
            }
            println!("{row}");
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
