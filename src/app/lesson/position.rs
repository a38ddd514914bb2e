//! Position mode: the scenario's prepared position, edited on the board.
//!
//! The left panel is the palette (a side and a troop: clicking a base puts that troop on top of
//! its stack, right-clicking takes the top troop off) and the chosen location's stack; the right
//! panel ([`super::position_side`]) edits everything off the board; the bottom panel
//! ([`super::position_check`]) shows the live check of the position and where each troop is.
//! Every edit is made on the scenario in place, so the workspace records it as an undo step.

use super::LessonDoc;
use super::engine_panel::EnginePanel;
use super::position_check;
use super::position_side::{self, Order};
use super::words::{piece_text, side_name, troop_name, troop_text};
use crate::app::document::lesson::LessonEdit;
use crate::app::document::{Merge, merge_for};
use crate::app::i18n::lang;
use crate::engine::{Board, BoardError, Loc, Piece};
use crate::map::{Map, Point};
use crate::pieces::{Side, Troop};
use crate::scenario::{Census, Sight, swap_entries};
use crate::scenario::{Position, Reserve};
use egui::{Button, RichText, Ui};
use std::sync::Arc;
use toyforge_core::tr;
use toyforge_ui::board::{self as board_view, Marks, side_text};

/// The board compiled from the scenario's map, its places named in the lesson's language (as
/// the lesson's text and its preview name them), kept while the map and the language stay the
/// same.
struct BoardCache {
    map: Map,
    language: String,
    /// The map with its names in the lesson's language: what the tab shows.
    named: Arc<Map>,
    board: Result<Arc<Board>, BoardError>,
    positions: Vec<Point>,
}

/// The position editor's state between frames.
pub struct PositionEditor {
    /// The side whose troops the palette puts down.
    pub brush_side: Side,
    /// The troop the palette puts down; `None`: clicks only choose a location.
    pub brush: Option<Troop>,
    /// The chosen location, by id: its stack is listed in the palette panel.
    pub chosen: Option<String>,
    /// A note on the last click (an HQ refused, a terrain the troop could not be placed on).
    message: Option<String>,
    board: Option<BoardCache>,
    /// "What would the engine play?" from the position.
    engine: EnginePanel,
}

impl Default for PositionEditor {
    fn default() -> Self {
        PositionEditor {
            brush_side: Side::Blue,
            brush: None,
            chosen: None,
            message: None,
            board: None,
            engine: EnginePanel::default(),
        }
    }
}

/// The accessible name of the palette's button for `troop` (its text is the value and name).
pub fn palette_label(troop: Troop) -> String {
    tr!(lang(), "le-palette-troop", troop = troop_text(troop))
}

/// The accessible name of the palette's button for `side`.
pub fn palette_side_label(side: Side) -> String {
    tr!(lang(), "le-palette-side", side = side_name(side))
}

/// The accessible name of the palette's button that only chooses locations.
pub fn palette_select_label() -> String {
    tr!(lang(), "le-palette-select")
}

/// The accessible name of a button on the chosen stack's list; `n` counts from the bottom of
/// the stack on `id`, from 1.
pub fn stack_button_label(verb: Order, n: usize, id: &str) -> String {
    let verb = match verb {
        Order::Raise => "raise",
        Order::Lower => "lower",
        Order::Remove => "remove",
    };
    tr!(lang(), "le-stack-button", verb = verb, n = n, id = id)
}

impl PositionEditor {
    /// The compiled board of `map` with its names in `language`, compiled again only when the
    /// map or the language changed.
    fn board_for(&mut self, map: &Map, language: &str) -> &BoardCache {
        if self
            .board
            .as_ref()
            .is_none_or(|c| c.map != *map || c.language != language)
        {
            let named = Arc::new(map.in_language(language).into_owned());
            let board = Board::compile(&named).map(Arc::new);
            let positions = match &board {
                Ok(b) => board_view::board_positions(&named, b),
                Err(_) => Vec::new(),
            };
            self.board = Some(BoardCache {
                map: map.clone(),
                language: language.to_string(),
                named,
                board,
                positions,
            });
        }
        self.board.as_ref().expect("the cache was just filled")
    }

    /// The palette's current troop with its side, if a troop is chosen.
    pub fn brush_piece(&self) -> Option<Piece> {
        self.brush.map(|t| Piece(self.brush_side, t))
    }

    /// Draws the tab; returns the edits made (of the position, or a step added from the
    /// engine's suggestions), for the workspace to apply.
    pub fn ui(&mut self, ui: &mut Ui, doc: &LessonDoc) -> Vec<(LessonEdit, Merge)> {
        let mut edits = Vec::new();
        if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            // Put the palette's troop down: clicks only choose again.
            self.brush = None;
        }
        let cache = self.board_for(doc.map(), &doc.scenario().language);
        let board = cache.board.clone();
        let positions = cache.positions.clone();
        // The ids are the map's; the names are those the lesson's text uses.
        let named = Arc::clone(&cache.named);
        let mut p = doc.scenario().position.clone();
        {
            let map: &Map = &named;
            let start = doc.start();
            egui::Panel::bottom("position_check")
                .resizable(false)
                .show(ui, |ui| position_check::ui(ui, start, &p, map));
            egui::Panel::left("position_palette")
                .default_size(240.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("position_palette_scroll")
                        .show(ui, |ui| {
                            self.palette_ui(ui, &p, map);
                            ui.separator();
                            self.chosen_ui(ui, &mut p, board.as_ref().ok());
                            ui.separator();
                            board_tools_ui(ui, &mut p, map);
                            ui.separator();
                            edits.extend(self.engine_ui(ui, doc));
                        });
                });
            let brush = self.brush_piece();
            egui::Panel::right("position_side")
                .default_size(340.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("position_side_scroll")
                        .show(ui, |ui| {
                            position_side::ui(ui, &mut p, map, board.as_ref().ok(), brush);
                        });
                });
            egui::CentralPanel::default().show(ui, |ui| match &board {
                Ok(b) => {
                    let problems = position_check::problem_locs(doc.start(), b);
                    self.board_ui(ui, &mut p, b, &positions, problems);
                }
                Err(e) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!(lang(), "le-board-unshown", error = e.to_string()),
                    );
                    ui.label(tr!(lang(), "le-board-unshown-note"));
                }
            });
        }
        // Any position is accepted: the live check says what is wrong with it.
        if p != doc.scenario().position {
            edits.push((LessonEdit::SetPosition(p), merge_for(ui.ctx(), "position")));
        }
        edits
    }

    /// The engine's best turns from the position; a line chosen starts a new step at the end.
    fn engine_ui(&mut self, ui: &mut Ui, doc: &LessonDoc) -> Vec<(LessonEdit, Merge)> {
        ui.heading(tr!(lang(), "le-engine"));
        let Ok(start) = doc.start() else {
            ui.weak(tr!(lang(), "le-engine-no-start"));
            return Vec::new();
        };
        let uses = ["new_puzzle", "new_compare"];
        let Some((u, line)) = self.engine.ui(ui, start, Sight::OwnRack, &uses) else {
            return Vec::new();
        };
        let step = new_step_from(u == 0, line);
        let at = doc.scenario().steps.len();
        vec![(LessonEdit::AddStep { at, step }, Merge::Alone)]
    }

    fn palette_ui(&mut self, ui: &mut Ui, p: &Position, map: &Map) {
        ui.heading(tr!(lang(), "le-palette"));
        ui.horizontal(|ui| {
            for side in Side::ALL {
                let text = RichText::new(side_name(side))
                    .color(side_text(ui, side))
                    .strong();
                if ui
                    .add(Button::selectable(self.brush_side == side, text))
                    .on_hover_text(tr!(lang(), "le-palette-side-hover", side = side_name(side)))
                    .accessible_name(palette_side_label(side))
                    .clicked()
                {
                    self.brush_side = side;
                }
            }
            if ui
                .add(Button::selectable(
                    self.brush.is_none(),
                    tr!(lang(), "le-choose-only"),
                ))
                .on_hover_text(tr!(lang(), "le-choose-only-hover"))
                .accessible_name(palette_select_label())
                .clicked()
            {
                self.brush = None;
            }
        });
        let census = Census::of(p, map, self.brush_side);
        egui::Grid::new("position_palette_troops")
            .num_columns(2)
            .spacing([8.0, 4.0])
            .show(ui, |ui| {
                for t in Troop::ALL {
                    let text = RichText::new(troop_text(t)).color(side_text(ui, self.brush_side));
                    let b = Button::selectable(self.brush == Some(t), text)
                        .min_size(egui::vec2(110.0, 0.0));
                    if ui
                        .add(b)
                        .on_hover_text(tr!(
                            lang(),
                            "le-palette-troop-hover",
                            piece = piece_text(Piece(self.brush_side, t))
                        ))
                        .accessible_name(palette_label(t))
                        .clicked()
                    {
                        self.brush = if self.brush == Some(t) { None } else { Some(t) };
                    }
                    let free = census.free(t);
                    let note = tr!(lang(), "le-left", n = free);
                    let reserve = if matches!(p.side(self.brush_side).reserve, Reserve::Exact(_)) {
                        "exact"
                    } else {
                        "shuffled"
                    };
                    ui.weak(note).on_hover_text(tr!(
                        lang(),
                        "le-left-hover",
                        side = side_name(self.brush_side),
                        n = free,
                        reserve = reserve
                    ));
                    ui.end_row();
                }
            });
        ui.weak(match self.brush_piece() {
            Some(piece) => tr!(lang(), "le-palette-put", piece = piece_text(piece)),
            None => tr!(lang(), "le-palette-choose"),
        });
    }

    fn chosen_ui(&mut self, ui: &mut Ui, p: &mut Position, board: Option<&Arc<Board>>) {
        let Some(id) = self.chosen.clone() else {
            ui.weak(tr!(lang(), "le-chosen-none"));
            return;
        };
        let name = board
            .and_then(|b| b.find(&id).map(|l| b.display_name(l).to_string()))
            .unwrap_or_default();
        ui.strong(format!("@{id}"));
        if !name.is_empty() && name != id {
            ui.weak(name);
        }
        let stack = p.stack(&id).to_vec();
        if stack.is_empty() {
            ui.weak(tr!(lang(), "le-stack-empty"));
            return;
        }
        ui.weak(tr!(lang(), "le-top-first"));
        let mut op: Option<(usize, i32)> = None;
        let top = stack.len();
        for (i, piece) in stack.iter().enumerate().rev() {
            let n = i + 1;
            ui.horizontal(|ui| {
                let place = if n == top {
                    "top"
                } else if n == 1 {
                    "bottom"
                } else {
                    "middle"
                };
                let text = tr!(
                    lang(),
                    "le-stack-entry",
                    piece = piece_text(*piece),
                    place = place
                );
                ui.label(RichText::new(text).color(side_text(ui, piece.side())));
                if ui
                    .add_enabled(n < top, Button::new(tr!(lang(), "le-up")).small())
                    .on_hover_text(tr!(lang(), "le-stack-up-hover"))
                    .accessible_name(stack_button_label(Order::Raise, n, &id))
                    .clicked()
                {
                    op = Some((i, 1));
                }
                if ui
                    .add_enabled(n > 1, Button::new(tr!(lang(), "le-down")).small())
                    .on_hover_text(tr!(lang(), "le-stack-down-hover"))
                    .accessible_name(stack_button_label(Order::Lower, n, &id))
                    .clicked()
                {
                    op = Some((i, -1));
                }
                if ui
                    .add(Button::new("×").small())
                    .on_hover_text(tr!(lang(), "le-stack-remove-hover"))
                    .accessible_name(stack_button_label(Order::Remove, n, &id))
                    .clicked()
                {
                    op = Some((i, 0));
                }
            });
        }
        match op {
            Some((i, 0)) => {
                p.stack_mut(&id).remove(i);
                p.prune();
            }
            Some((i, d)) => {
                let j = if d > 0 { i + 1 } else { i.wrapping_sub(1) };
                swap_entries(p.stack_mut(&id), i, j);
            }
            None => {}
        }
        if ui
            .button(tr!(lang(), "le-clear-stack"))
            .on_hover_text(tr!(lang(), "le-clear-stack-hover", id = id.as_str()))
            .clicked()
        {
            p.clear_stack(&id);
        }
    }

    /// The board with the position's stacks; `problems` are the locations the check's
    /// problems name, outlined.
    fn board_ui(
        &mut self,
        ui: &mut Ui,
        p: &mut Position,
        board: &Arc<Board>,
        positions: &[Point],
        problems: Vec<Loc>,
    ) {
        if let Some(m) = &self.message {
            ui.colored_label(ui.visuals().warn_fg_color, m);
        }
        let stacks = p.stacks_by_loc(board);
        let marks = Marks {
            chosen: self.chosen.as_deref().and_then(|id| board.find(id)),
            // Claimed regions are tinted as they will be in the game.
            claimed: p
                .claimed
                .0
                .iter()
                .filter_map(|(id, side)| board.find_region(id).map(|r| (r, *side)))
                .collect(),
            highlight: problems,
            ..Marks::default()
        };
        let resp = board_view::show_stacks(ui, board, &stacks, positions, &marks);
        if let Some(loc) = resp.clicked {
            self.put_on(p, board, loc);
        }
        if let Some(loc) = resp.secondary {
            let id = board.id(loc).to_string();
            self.message = None;
            p.pop(&id);
            self.chosen = Some(id);
        }
    }

    /// A click on `loc`: chooses it, and puts the palette's troop on top when one is chosen.
    fn put_on(&mut self, p: &mut Position, board: &Board, loc: Loc) {
        let id = board.id(loc).to_string();
        self.chosen = Some(id.clone());
        self.message = None;
        let Some(piece) = self.brush_piece() else {
            return;
        };
        if board.is_hq(loc) {
            self.message = Some(tr!(lang(), "le-put-on-hq", id = id.as_str()));
            return;
        }
        if !board.allows(loc, piece.troop()) {
            self.message = Some(tr!(
                lang(),
                "le-put-terrain",
                id = id.as_str(),
                troop = troop_name(piece.troop())
            ));
        }
        p.push(&id, piece);
    }
}

/// Clear board, and the stacks on ids the map does not have.
fn board_tools_ui(ui: &mut Ui, p: &mut Position, map: &Map) {
    ui.strong(tr!(lang(), "le-board"));
    let any = !p.stacks.is_empty();
    if ui
        .add_enabled(any, Button::new(tr!(lang(), "le-clear-board")))
        .on_hover_text(tr!(lang(), "le-clear-board-hover"))
        .on_disabled_hover_text(tr!(lang(), "le-board-empty"))
        .clicked()
    {
        p.stacks.0.clear();
    }
    let stray = p.stray_stacks(map);
    if !stray.is_empty() {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "le-stray-stacks"));
        for id in stray {
            ui.horizontal(|ui| {
                let n = p.stack(&id).len();
                ui.label(tr!(lang(), "le-stray-stack", id = id.as_str(), n = n));
                if ui
                    .small_button(tr!(lang(), "le-remove"))
                    .on_hover_text(tr!(lang(), "le-stray-stack-hover"))
                    .accessible_name(tr!(lang(), "le-remove-stack", id = id.as_str()))
                    .clicked()
                {
                    p.stacks.0.retain(|(k, _)| *k != id);
                }
            });
        }
    }
}

/// A step starting at the scenario's position built around an engine line: a puzzle with the
/// line as its solution, or a comparison with it as its first candidate (the author adds the
/// second).
pub fn new_step_from(puzzle: bool, line: String) -> crate::scenario::Step {
    use crate::scenario::{Answer, Candidate, Claim, Compare, FindMove, Step};
    if puzzle {
        Step::FindMove(FindMove {
            title: "Find the engine's move".into(),
            prompt: "Play the whole turn.".into(),
            solution: Answer {
                actions: line,
                feedback: "That is the engine's choice.".into(),
                ..Default::default()
            },
            default_feedback: "The engine sees a better turn.".into(),
            ..Default::default()
        })
    } else {
        Step::Compare(Compare {
            title: "Compare with the engine's line".into(),
            candidates: vec![
                Candidate {
                    label: "The engine's line".into(),
                    actions: line,
                    claims: vec![Claim::Legal],
                    ..Default::default()
                },
                Candidate::default(),
            ],
            ..Default::default()
        })
    }
}
