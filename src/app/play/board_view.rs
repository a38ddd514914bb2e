//! The board of a game position: paths, and each location as a button showing its stack (the
//! top troop's value in its side's colour, and the stack's height). Shared by play mode and the
//! lesson workspace: targets are lit, locations can be highlighted and arrows drawn between them.

use super::side_colour;
use crate::engine::{Board, Loc, LocSet, Piece, State};
use crate::map::{Map, Point};
use egui::{Color32, Pos2, Rect, RichText, Stroke, Ui, vec2};

/// The text of a location's button: its id, then its stack.
pub fn location_label(state: &State, loc: Loc) -> String {
    stack_label(state.board(), loc, &state.stack(loc))
}

/// The text of a location's button for a stack given bottom to top: the id, then the top
/// troop's value and the stack's height.
pub fn stack_label(board: &Board, loc: Loc, stack: &[Piece]) -> String {
    let kind = if board.is_hq(loc) { "HQ " } else { "" };
    match stack.last() {
        Some(top) => format!(
            "@{}\n{kind}{} ({})",
            board.id(loc),
            top.troop().code(),
            stack.len()
        ),
        None => format!("@{}\n{kind}-", board.id(loc)),
    }
}

/// The map positions of a board's locations, by location index (the board compiled from `map`).
pub fn positions(map: &Map, state: &State) -> Vec<Point> {
    board_positions(map, state.board())
}

/// The map positions of the locations of `board` (compiled from `map`), by location index.
pub fn board_positions(map: &Map, board: &Board) -> Vec<Point> {
    board
        .locations()
        .map(|l| map.pos_of(board.id(l)).unwrap_or_default())
        .collect()
}

/// What to draw on top of the position.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Legal targets of the chosen troop: lit in yellow.
    pub targets: LocSet,
    /// Locations a lesson points at: outlined.
    pub highlight: Vec<Loc>,
    /// Arrows a lesson draws, from one location to another.
    pub arrows: Vec<(Loc, Loc)>,
    /// The location chosen in an editor (the position editor's cursor): filled.
    pub chosen: Option<Loc>,
}

/// What happened on the board this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardResponse {
    /// A location clicked (any location: callers decide what a click means).
    pub clicked: Option<Loc>,
    /// A location right-clicked.
    pub secondary: Option<Loc>,
}

impl BoardResponse {
    /// The location clicked, if it is one of `targets`.
    pub fn clicked_target(&self, targets: LocSet) -> Option<Loc> {
        self.clicked.filter(|&l| targets.contains(l))
    }
}

/// Draws the board of `state` into the space left in `ui`; `positions` are the locations' map
/// positions by index ([`positions`]).
pub fn show(ui: &mut Ui, state: &State, positions: &[Point], marks: &Marks) -> BoardResponse {
    let board = state.board();
    let stacks: Vec<Vec<Piece>> = board.locations().map(|l| state.stack(l)).collect();
    show_stacks(ui, board, &stacks, positions, marks)
}

/// Draws `board` with the given stacks (by location index, each bottom to top; missing ones
/// are empty) into the space left in `ui`: the board of a position that may be impossible, so
/// that there is no [`State`] to show. `positions` are as for [`show`] ([`board_positions`]).
pub fn show_stacks(
    ui: &mut Ui,
    board: &Board,
    stacks: &[Vec<Piece>],
    positions: &[Point],
    marks: &Marks,
) -> BoardResponse {
    let stack_of = |l: Loc| stacks.get(l.index()).map(Vec::as_slice).unwrap_or(&[]);
    let rect = ui.available_rect_before_wrap();
    let locs: Vec<Loc> = board.locations().collect();
    let pts: Vec<Pos2> = locs
        .iter()
        .map(|l| {
            let p = positions.get(l.index()).copied().unwrap_or_default();
            Pos2::new(p.x, p.y)
        })
        .collect();
    let bounds = Rect::from_points(&pts);
    let margin = 50.0;
    let inner = rect.shrink(margin);
    let scale = if bounds.width() <= 0.0 && bounds.height() <= 0.0 {
        1.0
    } else {
        (inner.width() / bounds.width().max(1.0)).min(inner.height() / bounds.height().max(1.0))
    };
    let offset = inner.center() - bounds.center().to_vec2() * scale;
    let to_screen = |p: Pos2| Pos2::new(p.x * scale + offset.x, p.y * scale + offset.y);
    let screen_of = |l: Loc| locs.iter().position(|&x| x == l).map(|i| to_screen(pts[i]));
    let painter = ui.painter_at(rect);
    let line = Stroke::new(2.0, ui.visuals().weak_text_color());
    for (i, &a) in locs.iter().enumerate() {
        for b in board.neighbours(a).iter() {
            if b.index() > a.index()
                && let Some(j) = locs.iter().position(|&l| l == b)
            {
                painter.line_segment([to_screen(pts[i]), to_screen(pts[j])], line);
            }
        }
    }
    let size = vec2(64.0, 40.0);
    let highlight = Color32::from_rgb(20, 170, 120);
    for &loc in &marks.highlight {
        if let Some(c) = screen_of(loc) {
            painter.rect_stroke(
                Rect::from_center_size(c, size + vec2(14.0, 14.0)),
                8.0,
                Stroke::new(4.0, highlight),
                egui::StrokeKind::Outside,
            );
        }
    }
    let mut out = BoardResponse::default();
    for (i, &loc) in locs.iter().enumerate() {
        let centre = to_screen(pts[i]);
        let r = Rect::from_center_size(centre, size);
        let stack = stack_of(loc);
        let text = stack_label(board, loc, stack);
        let colour = stack
            .last()
            .map(|p| side_colour(p.side()))
            .unwrap_or(ui.visuals().text_color());
        let mut button = egui::Button::new(RichText::new(text).color(colour).strong());
        if marks.targets.contains(loc) {
            button = button
                .fill(Color32::from_rgb(250, 220, 90))
                .stroke(Stroke::new(3.0, Color32::from_rgb(200, 140, 0)));
        } else if marks.chosen == Some(loc) {
            button = button
                .fill(ui.visuals().selection.bg_fill)
                .stroke(ui.visuals().selection.stroke);
        } else if board.is_hq(loc) {
            let side = board.hq_side(loc).map(side_colour).unwrap_or(Color32::GRAY);
            button = button.stroke(Stroke::new(2.0, side));
        }
        let resp = ui.put(r, button);
        let resp = resp.on_hover_text(hover_text(board, loc, stack));
        if resp.clicked() {
            out.clicked = Some(loc);
        }
        if resp.secondary_clicked() {
            out.secondary = Some(loc);
        }
    }
    let arrow = Stroke::new(4.0, highlight);
    for &(from, to) in &marks.arrows {
        if let (Some(a), Some(b)) = (screen_of(from), screen_of(to)) {
            // Start and end at the buttons' edges, not their centres.
            let d = b - a;
            let len = d.length();
            if len > 1.0 {
                let u = d / len;
                let shorten = 26.0_f32.min(len / 3.0);
                painter.arrow(a + u * shorten, d - u * 2.0 * shorten, arrow);
            }
        }
    }
    ui.allocate_rect(rect, egui::Sense::hover());
    out
}

fn hover_text(board: &Board, loc: Loc, stack: &[Piece]) -> String {
    let mut t = board.display_name(loc).to_string();
    if stack.is_empty() {
        t.push_str("\nempty");
    }
    for p in stack.iter().rev() {
        t.push_str(&format!("\n{} {}", p.side(), p.troop().display_name()));
    }
    t
}
