//! A click that closes a menu or a dropdown acts on nothing else: egui closes an open popup on
//! a click outside it, and the same click would also reach the board or the canvas under it
//! (placing a base or a troop where the user only meant to close the menu).
//!
//! [`note`] runs once at the start of each frame, before any popup is drawn, and records
//! whether a press of the pointer began while a popup was open; the boards ask
//! [`press_began_in_popup`] before acting on a click or a drag.

use egui::{Context, Id, Popup};

fn key() -> Id {
    Id::unique("toyforge-press-began-in-popup")
}

/// Records, at the start of a frame, whether a press of the pointer in this frame began while a
/// popup was open; the record stands until the next press.
pub fn note(ctx: &Context) {
    if ctx.input(|i| i.pointer.any_pressed()) {
        let open = Popup::is_any_open(ctx);
        ctx.data_mut(|d| d.insert_temp(key(), open));
    }
}

/// Whether the pointer's latest press began while a popup was open: its click or drag closes
/// the popup and must not also act on what lies under it.
pub fn press_began_in_popup(ctx: &Context) -> bool {
    ctx.data(|d| d.get_temp(key())).unwrap_or(false)
}
