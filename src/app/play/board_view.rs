//! The board in play: paths, and each location as a button showing its stack (the top troop's
//! value in its side's colour, and the stack's height). Legal targets of the chosen rack troop
//! are lit.

use super::{PlaySession, side_colour};
use crate::engine::{Loc, LocSet, State};
use egui::{Color32, Pos2, Rect, RichText, Stroke, Ui, vec2};

/// The text of a location's button: its id, then its stack.
pub fn location_label(state: &State, loc: Loc) -> String {
    let b = state.board();
    let stack = state.stack(loc);
    let kind = if b.is_hq(loc) { "HQ " } else { "" };
    match state.top(loc) {
        Some(top) => format!(
            "@{}\n{kind}{} ({})",
            b.id(loc),
            top.troop().code(),
            stack.len()
        ),
        None => format!("@{}\n{kind}-", b.id(loc)),
    }
}

/// Draws the board; returns the location clicked, if it is one of `targets`.
pub fn show(ui: &mut Ui, s: &PlaySession, targets: LocSet) -> Option<Loc> {
    let state = s.state();
    let board = state.board();
    let rect = ui.available_rect_before_wrap();
    let locs: Vec<Loc> = board.locations().collect();
    let pts: Vec<Pos2> = locs
        .iter()
        .map(|l| {
            let p = s.position(l.index());
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
    let mut clicked = None;
    let size = vec2(64.0, 40.0);
    for (i, &loc) in locs.iter().enumerate() {
        let centre = to_screen(pts[i]);
        let r = Rect::from_center_size(centre, size);
        let text = location_label(state, loc);
        let colour = state
            .top(loc)
            .map(|p| side_colour(p.side()))
            .unwrap_or(ui.visuals().text_color());
        let mut button = egui::Button::new(RichText::new(text).color(colour).strong());
        if targets.contains(loc) {
            button = button
                .fill(Color32::from_rgb(250, 220, 90))
                .stroke(Stroke::new(3.0, Color32::from_rgb(200, 140, 0)));
        } else if board.is_hq(loc) {
            let side = board.hq_side(loc).map(side_colour).unwrap_or(Color32::GRAY);
            button = button.stroke(Stroke::new(2.0, side));
        }
        let resp = ui.put(r, button);
        let resp = resp.on_hover_text(hover_text(state, loc));
        if resp.clicked() && targets.contains(loc) {
            clicked = Some(loc);
        }
    }
    ui.allocate_rect(rect, egui::Sense::hover());
    clicked
}

fn hover_text(state: &State, loc: Loc) -> String {
    let b = state.board();
    let mut t = b.display_name(loc).to_string();
    let stack = state.stack(loc);
    if stack.is_empty() {
        t.push_str("\nempty");
    }
    for p in stack.iter().rev() {
        t.push_str(&format!("\n{} {}", p.side(), p.troop().display_name()));
    }
    t
}
