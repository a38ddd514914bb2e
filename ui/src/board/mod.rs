//! The board widget of a game position, shared by play mode and the lesson workspace, and the
//! egui back end of the board's drawing model, shared with the editor's canvas.
//!
//! The board is painted from [`toyforge_core::draw::Scene`] like the printed board and the
//! exported pictures: regions shaded with their medals, paths, bases as discs (special bases
//! ringed, with their rule's badge), HQs as keeps in their side's colour, and on each occupied
//! location a token in the top troop's side colour with its value, the stack's height and a
//! badge with the troop's glyph, the troop's name written under the location's. Targets are
//! lit, locations can be highlighted and chosen, and arrows drawn between them; hovering a
//! location that is not lit gives the reason a placement there is refused ([`Marks::reasons`]).
//!
//! Each location is an interactive widget whose accessible label is [`stack_label`]'s text, so
//! that it can be found and clicked by that text. The board scales with the space it gets: the
//! size of the nodes follows the shortest distance between two locations on screen, and names
//! are written beside the nodes only when there is room for them.
//!
//! - [`paint`]: model shapes to `egui::Painter` calls through one transform ([`ToScreen`]).
//! - [`mesh`]: the fast paths: small discs as quads of a disc texture, segments as one mesh.
//! - `fit`: the board's transform and node size for the space it gets.
//! - `view`: laying out, hit-testing and painting the board of a position; `view::names`:
//!   the nodes' names, their forms, where they go and how they are painted.

mod fit;
mod glyphs;
mod marks;
pub mod mesh;
pub mod paint;
pub mod polygon;
mod tapped;
mod view;

pub use paint::{ToScreen, side_colour, side_text};
pub use view::BOARD_LABEL;

use crate::engine::{Board, Loc, LocSet, Piece, RegionId, State};
use crate::map::{Map, Point};
use crate::pieces::{Side, Troop};
use egui::Ui;

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

/// The glyph of `side`'s `troop` on a disc of its colour, as the board's troop badges show
/// it, for buttons and labels beside the board (`size` across).
pub fn troop_glyph<'a>(side: Side, troop: Troop, size: f32) -> egui::Atom<'a> {
    egui::Atom::paint(egui::Vec2::splat(size), move |ui, args| {
        let c = args.rect.center();
        let r = args.rect.width().min(args.rect.height()) / 2.0;
        let fill = side_colour(side);
        let p = ui.painter();
        p.circle(c, r, fill, egui::Stroke::new(1.0, egui::Color32::WHITE));
        glyphs::troop(p, c, r * 0.62, troop, fill);
    })
}

/// The map positions of a board's locations, by location index (the board compiled from `map`).
pub fn positions(map: &Map, state: &State) -> Vec<Point> {
    board_positions(map, state.board())
}

/// The map positions of the locations of `board` (compiled from `map`), by location index.
pub fn board_positions(map: &Map, board: &Board) -> Vec<Point> {
    board.map_positions(map)
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
    /// Regions claimed, tinted in the side's colour: for [`show_stacks`], which has no
    /// [`State`] to ask. [`show`] tints the regions its state claimed as well as these.
    pub claimed: Vec<(RegionId, Side)>,
    /// Why a placement on a location that is not lit is refused, shown when it is hovered
    /// (the engine's reason, see [`crate::controls::Picker::marks`]).
    pub reasons: Vec<(Loc, String)>,
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
    let mut claims = claims_of(board, &marks.claimed);
    for r in board.regions() {
        if let Some(side) = state.claimed_by(r) {
            claims[r.index()] = Some(side);
        }
    }
    view::paint_board(ui, board, &stacks, positions, marks, &claims)
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
    let claims = claims_of(board, &marks.claimed);
    view::paint_board(ui, board, stacks, positions, marks, &claims)
}

/// The side claiming each region of `board`, by region index.
fn claims_of(board: &Board, claimed: &[(RegionId, Side)]) -> Vec<Option<Side>> {
    let mut claims = vec![None; board.num_regions()];
    for &(r, side) in claimed {
        if let Some(c) = claims.get_mut(r.index()) {
            *c = Some(side);
        }
    }
    claims
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_of_ignores_regions_the_board_does_not_have() {
        let text = include_str!("../../../maps/castle-field.ron");
        let map = Map::from_ron(text, "castle-field.ron").expect("castle field loads");
        let board = Board::compile(&map).expect("castle field compiles");
        let claims = claims_of(
            &board,
            &[(RegionId(1), Side::Red), (RegionId(120), Side::Blue)],
        );
        assert_eq!(claims.len(), board.num_regions());
        assert_eq!(claims[1], Some(Side::Red));
        assert_eq!(claims.iter().flatten().count(), 1);
    }
}
