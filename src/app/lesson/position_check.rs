//! The live check of the position being edited: whether it can start a game (or the engine's
//! problems, one a line from their typed form, with the locations they name outlined on the
//! board), and a census of each side's troops.

use super::steps_slots::{elided, rows_height, slot_height};
use super::words::{side_name, troop_name, troop_text};
use crate::app::i18n::lang;
use crate::engine::{Board, Loc, State};
use crate::map::Map;
use crate::pieces::{Side, Troop};
use crate::scenario::Census;
use crate::scenario::{Position, StartError};
use crate::scenario::{Words, capitalise};
use egui::{Color32, RichText, Ui};
use toyforge_core::tr;
use toyforge_ui::board::side_text;

/// The headline shown when the position can start.
pub fn ready_label() -> String {
    tr!(lang(), "le-check-ready")
}

/// The headline shown when the position is possible but the game it starts is already over
/// (the side to move can neither draw nor place).
pub fn over_label() -> String {
    tr!(lang(), "le-check-over")
}

/// The headline shown when it cannot.
pub fn not_ready_label() -> String {
    tr!(lang(), "le-check-not-ready")
}

/// Problems listed in full under the headline; more are summed up in one row (each on hover).
const LISTED: usize = 2;

/// Draws the check: `start` is the committed start position or why it cannot start. The verdict
/// takes the same rows whatever it says, so that the board above never moves when problems
/// come and go.
pub fn ui(ui: &mut Ui, start: Result<&State, &StartError>, p: &Position, map: &Map) {
    ui.add_space(4.0);
    let headline = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(HEADLINE_SIZE)));
    let height = headline + ui.spacing().item_spacing.y + rows_height(ui, LISTED);
    slot_height(ui, height, |ui| verdict_ui(ui, start));
    ui.add_space(2.0);
    let census = [
        Census::of(p, map, Side::Blue),
        Census::of(p, map, Side::Red),
    ];
    for side in Side::ALL {
        summary_ui(ui, side, &census[side.index()]);
    }
    egui::CollapsingHeader::new(tr!(lang(), "le-census"))
        .id_salt("position_census")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                for side in Side::ALL {
                    census_grid(ui, side, &census[side.index()]);
                    ui.add_space(24.0);
                }
            });
        });
    ui.add_space(4.0);
}

/// The size of the verdict's headline.
const HEADLINE_SIZE: f32 = 16.0;

/// Whether the position can start: the headline, and the problems (at most [`LISTED`] rows of
/// them, each cut to its row with the whole text on hover).
fn verdict_ui(ui: &mut Ui, start: Result<&State, &StartError>) {
    let e = match start {
        Ok(st) => {
            let medals = tr!(
                lang(),
                "le-check-medals",
                side = side_name(st.turn_side()),
                blue = side_name(Side::Blue),
                blue_n = st.medals(Side::Blue),
                blue_of = st.board().target(Side::Blue),
                red = side_name(Side::Red),
                red_n = st.medals(Side::Red),
                red_of = st.board().target(Side::Red)
            );
            match st.outcome() {
                None => {
                    let ok = Color32::from_rgb(30, 150, 70);
                    ui.horizontal_wrapped(|ui| {
                        let ready = RichText::new(ready_label()).color(ok).strong();
                        ui.label(ready.size(HEADLINE_SIZE));
                        ui.weak(medals);
                    });
                }
                Some(o) => {
                    let warn = ui.visuals().warn_fg_color;
                    let over = RichText::new(over_label()).color(warn).strong();
                    ui.label(over.size(HEADLINE_SIZE));
                    let outcome = capitalise(&Words::new(lang()).outcome(o));
                    let text = tr!(
                        lang(),
                        "le-check-over-why",
                        outcome = outcome,
                        medals = medals
                    );
                    elided(ui, &text, warn, 1);
                }
            }
            return;
        }
        Err(e) => e,
    };
    let colour = ui.visuals().error_fg_color;
    let all = problems(e);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(not_ready_label())
                .color(colour)
                .strong()
                .size(HEADLINE_SIZE),
        );
        ui.weak(tr!(lang(), "le-check-goes-on"));
    });
    let shown = if all.len() > LISTED {
        LISTED - 1
    } else {
        LISTED
    };
    for problem in all.iter().take(shown) {
        elided(ui, &problem.message, colour, 1);
    }
    if all.len() > shown {
        let more = all.len() - shown;
        let every: Vec<&str> = all.iter().map(|p| p.message.as_str()).collect();
        ui.colored_label(colour, tr!(lang(), "le-check-more", n = more))
            .on_hover_text(every.join("\n"));
    }
}

/// One reason the position cannot start, as the check lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckProblem {
    /// The engine's message, starting with a capital; a map problem says it is one.
    pub message: String,
    /// The ids of the locations and regions involved.
    pub ids: Vec<String>,
}

/// Every problem of `e`, one per line: the map's when the engine refuses the map, otherwise
/// the position's.
pub fn problems(e: &StartError) -> Vec<CheckProblem> {
    match e {
        StartError::Board(b) => b
            .problems
            .iter()
            .map(|p| CheckProblem {
                message: tr!(lang(), "le-check-map", problem = p.message.render(lang())),
                ids: p.ids.clone(),
            })
            .collect(),
        StartError::Position(p) => p
            .problems
            .iter()
            .map(|p| CheckProblem {
                message: capitalise(&p.message.render(lang())),
                ids: p.ids.clone(),
            })
            .collect(),
    }
}

/// The locations of `board` that the problems of `start` name, for the board to outline
/// (region ids and ids the board does not have are left out).
pub fn problem_locs(start: Result<&State, &StartError>, board: &Board) -> Vec<Loc> {
    let Err(e) = start else {
        return Vec::new();
    };
    let mut locs: Vec<Loc> = problems(e)
        .iter()
        .flat_map(|p| &p.ids)
        .filter_map(|id| board.find(id))
        .collect();
    locs.sort_unstable();
    locs.dedup();
    locs
}

fn summary_ui(ui: &mut Ui, side: Side, c: &Census) {
    let [board, rack, reserve, discard, removed] = c.sums();
    let total = board + rack + reserve + discard + removed;
    let all = Troop::COPIES as u32 * 8;
    let dealt: u32 = c.dealt.iter().sum();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr!(lang(), "le-census-side", side = side_name(side)))
                .color(side_text(ui, side))
                .strong(),
        );
        ui.label(tr!(
            lang(),
            "le-census-sums",
            board = board,
            rack = rack,
            reserve = reserve,
            shuffled = dealt,
            discard = discard,
            removed = removed,
            total = total,
            all = all
        ));
        let missing = c.missing();
        let extra = c.extra();
        let list = |v: &[(Troop, u32)]| {
            let names: Vec<String> = v
                .iter()
                .map(|(t, n)| tr!(lang(), "le-census-count", n = *n, troop = troop_name(*t)))
                .collect();
            names.join(&tr!(lang(), "rack-separator"))
        };
        if !missing.is_empty() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(lang(), "le-census-missing", troops = list(&missing)),
            );
        }
        if !extra.is_empty() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(lang(), "le-census-extra", troops = list(&extra)),
            );
        }
    });
}

fn census_grid(ui: &mut Ui, side: Side, c: &Census) {
    ui.vertical(|ui| {
        ui.label(
            RichText::new(side_name(side))
                .color(side_text(ui, side))
                .strong(),
        );
        egui::Grid::new(("position_census_grid", side.index()))
            .num_columns(7)
            .striped(true)
            .spacing([10.0, 2.0])
            .show(ui, |ui| {
                ui.strong("");
                for column in ["board", "rack", "reserve", "discard", "removed", "all"] {
                    ui.strong(tr!(lang(), "le-census-column", column = column));
                }
                ui.end_row();
                for t in Troop::ALL {
                    let i = t.index();
                    ui.label(troop_text(t));
                    for n in [
                        c.board[i],
                        c.rack[i],
                        c.reserve[i],
                        c.discard[i],
                        c.removed[i],
                    ] {
                        if n == 0 {
                            ui.weak("·");
                        } else {
                            ui.label(n.to_string());
                        }
                    }
                    let total = c.total(t);
                    let text = RichText::new(format!("{total}/3")).strong();
                    if total == Troop::COPIES as u32 {
                        ui.label(text);
                    } else {
                        ui.label(text.color(ui.visuals().error_fg_color));
                    }
                    ui.end_row();
                }
            });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::{PositionError, PositionProblem, PositionProblemKind};
    use toyforge_core::testkit;

    /// A sentence of the test's own, passed through as it is.
    fn said(s: &str) -> toyforge_core::i18n::Text {
        toyforge_core::i18n::Text::new("load-rule").arg("why", s)
    }

    fn impossible(problems: Vec<PositionProblem>) -> StartError {
        StartError::Position(PositionError { problems })
    }

    #[test]
    fn problems_come_one_a_line_with_a_capital_and_their_ids() {
        let one = impossible(vec![PositionProblem::new(
            PositionProblemKind::TroopCount,
            said("blue has 4 roxy"),
            &[],
        )]);
        assert_eq!(
            problems(&one),
            vec![CheckProblem {
                message: "Blue has 4 roxy".into(),
                ids: Vec::new(),
            }]
        );
        let two = impossible(vec![
            PositionProblem::new(
                PositionProblemKind::UnknownRegion,
                said("`moon` is no region"),
                &["moon"],
            ),
            PositionProblem::new(
                PositionProblemKind::TroopOnHq,
                said("troops stand on the HQ `red-hq`"),
                &["red-hq"],
            ),
        ]);
        let listed = problems(&two);
        assert_eq!(
            listed
                .iter()
                .map(|p| p.message.as_str())
                .collect::<Vec<_>>(),
            ["`moon` is no region", "Troops stand on the HQ `red-hq`"]
        );
        assert_eq!(listed[1].ids, ["red-hq"]);
    }

    #[test]
    fn the_board_outlines_the_locations_the_problems_name() {
        let board = testkit::castle_board();
        let text =
            "(to_move: blue, stacks: {\"red-hq\": [(blue, roxy)], \"nowhere\": [(red, hook)]})";
        let p: Position = ron::from_str(text).unwrap();
        let e = StartError::Position(p.to_state(board.clone()).unwrap_err());
        assert_eq!(problems(&e).len(), 2, "{e}");
        assert_eq!(
            problem_locs(Err(&e), &board),
            vec![board.find("red-hq").unwrap()],
            "the unknown id has no place to outline"
        );
        let start = testkit::position(board.clone(), "(to_move: blue)");
        assert!(problem_locs(Ok(&start), &board).is_empty());
    }
}
