//! Room kept for the messages of the lesson steps form, so that nothing moves under the
//! pointer: a line's outcome and the check's remarks go into areas of a fixed number of rows,
//! written in full when they fit and cut with an ellipsis otherwise (the whole text on hover);
//! multi-line fields keep their height and scroll what does not fit.

use super::steps_claims::{Mark, mark};
use egui::text::{LayoutJob, TextWrapping};
use egui::{
    Color32, FontSelection, Id, Layout, Margin, Response, Sense, TextEdit, TextStyle, Ui,
    UiBuilder, vec2,
};

/// The height of `rows` rows of body text in `ui`.
pub fn rows_height(ui: &Ui, rows: usize) -> f32 {
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    row * rows as f32
}

/// Draws `add` in an area `rows` rows high and as wide as `ui`, whatever it holds: the space
/// is taken before the contents are drawn, and contents that do not fit are clipped.
pub fn slot<R>(ui: &mut Ui, rows: usize, add: impl FnOnce(&mut Ui) -> R) -> R {
    let height = rows_height(ui, rows);
    slot_height(ui, height, add)
}

/// Draws `add` in an area `height` high and as wide as `ui`, as [`slot`] does.
pub fn slot_height<R>(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    let size = vec2(ui.available_width(), height);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::top_down(egui::Align::Min)),
    );
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut child)
}

/// A mark and a text of at most `rows` rows, cut with an ellipsis when longer (the whole text
/// is then shown on hover).
pub fn note(ui: &mut Ui, m: Mark, text: &str, colour: Color32, rows: usize) -> Response {
    ui.horizontal_top(|ui| {
        mark(ui, m);
        elided(ui, text, colour, rows)
    })
    .inner
}

/// A text of at most `rows` rows as wide as `ui`, cut with an ellipsis when longer (the whole
/// text is then shown on hover).
pub fn elided(ui: &mut Ui, text: &str, colour: Color32, rows: usize) -> Response {
    let mut job = LayoutJob::simple(
        text.to_owned(),
        FontSelection::Default.resolve(ui.style()),
        colour,
        ui.available_width(),
    );
    job.wrap = TextWrapping {
        max_width: ui.available_width(),
        max_rows: rows.max(1),
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let galley = ui.painter().layout_job(job);
    let cut = galley.elided;
    let resp = ui.add(egui::Label::new(galley));
    if cut { resp.on_hover_text(text) } else { resp }
}

/// Adds the multi-line field `edit`, `rows` rows of `style` high whatever it holds: a longer
/// text scrolls inside it (to the cursor while typing), so that the fields below never move
/// while it is typed. `salt` tells this field's scroll from the others'.
pub fn steady_multiline(
    ui: &mut Ui,
    edit: TextEdit,
    rows: usize,
    style: TextStyle,
    salt: Id,
) -> Response {
    let rows = rows.max(1);
    let margin = Margin::symmetric(4, 2);
    let height = ui.text_style_height(&style) * rows as f32 + margin.sum().y;
    egui::ScrollArea::vertical()
        .id_salt(salt)
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.add(edit.desired_rows(rows).margin(margin).font(style))
        })
        .inner
}
