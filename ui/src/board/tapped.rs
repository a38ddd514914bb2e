//! Names on demand on a touch screen: a finger cannot hover, and a small board has no room for
//! the names, so a tap on a location shows what hovering shows with a mouse (its name and its
//! stack, and why a placement there is refused) in a tooltip beside it, until a tap elsewhere or
//! a few seconds pass. A tap that acts (places the chosen troop on a lit location) shows none:
//! the board itself shows what it did, and a name left over it would hide the rack.

use egui::{Id, Response, Ui};

/// How long the name of a tapped location stays up, in seconds.
const SHOWN_FOR: f64 = 6.0;

/// Shows the name of the location last tapped; `locations` are the locations' responses by
/// index, `text` the tooltip of a location by index, `acts` whether a tap on a location by index
/// does something (a lit target). Does nothing without a touch screen.
pub(super) fn show(
    ui: &Ui,
    board: Id,
    locations: &[Response],
    text: impl Fn(usize) -> String,
    acts: impl Fn(usize) -> bool,
) {
    if !ui.input(|i| i.has_touch_screen()) {
        return;
    }
    let id = board.with("tapped-location");
    let now = ui.input(|i| i.time);
    let mut tapped: Option<(usize, f64)> = ui.data(|d| d.get_temp(id));
    if let Some(i) = locations.iter().position(Response::clicked) {
        tapped = (!acts(i)).then_some((i, now));
    } else if ui.input(|i| i.pointer.any_click()) {
        // A tap anywhere else puts the name away.
        tapped = None;
    }
    match tapped {
        Some((i, at)) if now - at < SHOWN_FOR && i < locations.len() => {
            locations[i].show_tooltip_text(text(i));
            ui.ctx()
                .request_repaint_after_secs((SHOWN_FOR - (now - at)) as f32);
            ui.data_mut(|d| d.insert_temp(id, (i, at)));
        }
        _ => ui.data_mut(|d| d.remove::<(usize, f64)>(id)),
    }
}
