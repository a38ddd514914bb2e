//! The keyboard focus of a field that appears from a button ("+ Add hint", "+ Add claim", a new
//! step): the button asks for the field by its id, and the field, drawn a frame later once the
//! edit is in, takes the focus, with its text selected when it holds a placeholder to type over.
//! Typing then goes into it, so that a key such as `?` is a character, not a shortcut.
//!
//! The fields of the lesson forms have ids made from what they are (the step, the item, the
//! field), never from where they are drawn: they keep their focus and state when something
//! appears above them.

use egui::text::{CCursor, CCursorRange};
use egui::text_edit::TextEditState;
use egui::{Context, Id};

/// A field waited for, and from which frame.
#[derive(Clone, Copy, Debug)]
struct Wanted {
    id: Id,
    select_all: bool,
    pass: u64,
}

/// How many frames a request waits for its field (a refused edit never draws it).
const WAIT: u64 = 5;

fn key() -> Id {
    Id::unique("lesson_field_wanted")
}

/// Asks that the field `id` take the focus when it is next drawn, its text selected when
/// `select_all` (else with the cursor at its end).
pub fn ask(ctx: &Context, id: Id, select_all: bool) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| {
        d.insert_temp(
            key(),
            Wanted {
                id,
                select_all,
                pass,
            },
        )
    });
}

/// Called by a field with id `id` holding `text` before it is added: gives it the focus when it
/// was asked for.
pub fn take(ctx: &Context, id: Id, text: &str) {
    let Some(w) = ctx.data(|d| d.get_temp::<Wanted>(key())) else {
        return;
    };
    if w.id != id {
        if ctx.cumulative_pass_nr() > w.pass + WAIT {
            ctx.data_mut(|d| d.remove::<Wanted>(key()));
        }
        return;
    }
    ctx.data_mut(|d| d.remove::<Wanted>(key()));
    ctx.memory_mut(|m| m.request_focus(id));
    let mut state = TextEditState::load(ctx, id).unwrap_or_default();
    let end = CCursor::end_of_str(text);
    let range = if w.select_all {
        CCursorRange::two(CCursor::default(), end)
    } else {
        CCursorRange::one(end)
    };
    state.cursor.set_char_range(Some(range));
    state.store(ctx, id);
}
