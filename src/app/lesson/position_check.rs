//! The live check of the position being edited: whether it can start a game (or the engine's
//! reasons why not, each naming the id involved), and a census of each side's troops.

use crate::app::board::side_colour;
use crate::app::play::side_name;
use crate::engine::State;
use crate::map::Map;
use crate::pieces::{Side, Troop};
use crate::scenario::Position;
use crate::scenario::position_model::Census;
use egui::{Color32, RichText, Ui};

/// The headline shown when the position can start.
pub const READY: &str = "The position is ready to play";

/// The headline shown when the position is possible but the game it starts is already over
/// (the side to move can neither draw nor place).
pub const OVER: &str = "The position starts a game that is already over";

/// The headline shown when it cannot.
pub const NOT_READY: &str = "The position cannot start";

/// Draws the check: `start` is the committed start position or why it cannot start.
pub fn ui(ui: &mut Ui, start: Result<&State, &str>, p: &Position, map: &Map) {
    ui.add_space(4.0);
    match start {
        Ok(st) => {
            let medals = format!(
                "{} to move · medals: Blue {} of {}, Red {} of {}",
                side_name(st.turn_side()),
                st.medals(Side::Blue),
                st.board().target(Side::Blue),
                st.medals(Side::Red),
                st.board().target(Side::Red)
            );
            match st.outcome() {
                None => {
                    let ok = Color32::from_rgb(30, 150, 70);
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(READY).color(ok).strong().size(16.0));
                        ui.weak(medals);
                    });
                }
                Some(o) => {
                    let warn = ui.visuals().warn_fg_color;
                    ui.label(RichText::new(OVER).color(warn).strong().size(16.0));
                    ui.colored_label(warn, format!("{}. {medals}.", capitalise(&o.to_string())));
                }
            }
        }
        Err(e) => {
            let colour = ui.visuals().error_fg_color;
            ui.label(RichText::new(NOT_READY).color(colour).strong().size(16.0));
            for line in problem_lines(e) {
                ui.colored_label(colour, line);
            }
            ui.weak("Editing goes on: fix the position, or save it as it is and fix it later.");
        }
    }
    ui.add_space(2.0);
    let census = [
        Census::of(p, map, Side::Blue),
        Census::of(p, map, Side::Red),
    ];
    for side in Side::ALL {
        summary_ui(ui, side, &census[side.index()]);
    }
    egui::CollapsingHeader::new("Where each troop is")
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

/// The engine's message as lines: "impossible position (2 problems):" and its indented list
/// become one line per problem, starting with a capital.
pub fn problem_lines(e: &str) -> Vec<String> {
    let lines: Vec<&str> = e.lines().collect();
    let items: Vec<String> = if lines.len() > 1 {
        lines[1..]
            .iter()
            .map(|l| l.trim().trim_start_matches("- ").to_string())
            .collect()
    } else {
        let one = e
            .strip_prefix("impossible position: ")
            .unwrap_or(e)
            .to_string();
        vec![one]
    };
    items.iter().map(|s| capitalise(s)).collect()
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn summary_ui(ui: &mut Ui, side: Side, c: &Census) {
    let [board, rack, reserve, discard, removed] = c.sums();
    let total = board + rack + reserve + discard + removed;
    let all = Troop::COPIES as u32 * 8;
    let dealt: u32 = c.dealt.iter().sum();
    let shuffled = if dealt > 0 {
        format!(" ({dealt} shuffled)")
    } else {
        String::new()
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{}:", side_name(side)))
                .color(side_colour(side))
                .strong(),
        );
        ui.label(format!(
            "board {board} · rack {rack} · reserve {reserve}{shuffled} · discard {discard} · removed {removed} = {total} of {all}"
        ));
        let missing = c.missing();
        let extra = c.extra();
        let list = |v: &[(Troop, u32)]| {
            v.iter()
                .map(|(t, n)| format!("{n} {}", t.display_name()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !missing.is_empty() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("missing {}", list(&missing)),
            );
        }
        if !extra.is_empty() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("too many: {}", list(&extra)),
            );
        }
    });
}

fn census_grid(ui: &mut Ui, side: Side, c: &Census) {
    ui.vertical(|ui| {
        ui.label(
            RichText::new(side_name(side))
                .color(side_colour(side))
                .strong(),
        );
        egui::Grid::new(("position_census_grid", side.index()))
            .num_columns(7)
            .striped(true)
            .spacing([10.0, 2.0])
            .show(ui, |ui| {
                for h in ["", "Board", "Rack", "Reserve", "Discard", "Removed", "All"] {
                    ui.strong(h);
                }
                ui.end_row();
                for t in Troop::ALL {
                    let i = t.index();
                    ui.label(format!("{} {}", t.code(), t.display_name()));
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

    #[test]
    fn problems_come_one_a_line_with_a_capital() {
        assert_eq!(
            problem_lines("impossible position: blue has 4 roxy"),
            vec!["Blue has 4 roxy".to_string()]
        );
        let many = "impossible position (2 problems):\n  - `moon` is no region\n  - red has 2 star";
        assert_eq!(
            problem_lines(many),
            vec![
                "`moon` is no region".to_string(),
                "Red has 2 star".to_string()
            ]
        );
    }
}
