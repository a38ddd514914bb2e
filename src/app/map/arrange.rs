//! The Arrange menu: mirror or turn the selection about the board centre, complete the other
//! half of a symmetric map, align and distribute. The geometry and the naming of twins live in
//! the core ([`crate::map::transform`]); this file turns them into menu entries, shortcuts, a
//! dialog and one undo step each.

use super::MapWorkspace;
use super::edit::Edit;
use super::selection::{Item, Selection};
use crate::app::i18n::lang;
use crate::map::transform::{self, Align, Completion, IdRule, Turn};
use crate::map::{Map, Point, Symmetry};
use crate::scenario::capitalise;
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use std::collections::HashSet;
use toyforge_core::i18n::Text;
use toyforge_core::tr;

/// Where the other half goes from the half drawn: sets the default centre.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Beside {
    #[default]
    Right,
    Left,
    Below,
    Above,
}

impl Beside {
    const ALL: [Beside; 4] = [Beside::Right, Beside::Left, Beside::Below, Beside::Above];

    /// The sides the other half can go under `symmetry`, the default first: a mirror across a
    /// vertical line puts it right or left of the half, one across a horizontal line below or
    /// above it; a half turn can put it anywhere.
    pub fn allowed(symmetry: Symmetry) -> &'static [Beside] {
        match symmetry {
            Symmetry::LeftRight => &[Beside::Right, Beside::Left],
            Symmetry::TopBottom => &[Beside::Below, Beside::Above],
            Symmetry::Point => &Beside::ALL,
        }
    }

    /// Where, in words ("right of"), in the app's language.
    fn name(self) -> String {
        let key = match self {
            Beside::Right => "right",
            Beside::Left => "left",
            Beside::Below => "below",
            Beside::Above => "above",
        };
        tr!(lang(), "arrange-beside", side = key)
    }
}

/// The key of an Arrange action in the messages (`arrange-step`, `arrange-item`).
fn turn_key(turn: Turn) -> &'static str {
    match turn {
        Turn::MirrorLeftRight => "mirror_left_right",
        Turn::MirrorTopBottom => "mirror_top_bottom",
        Turn::Half => "half_turn",
        Turn::Clockwise => "clockwise",
        Turn::Anticlockwise => "anticlockwise",
    }
}

fn align_key(how: Align) -> &'static str {
    match how {
        Align::Left => "align_left",
        Align::Right => "align_right",
        Align::Top => "align_top",
        Align::Bottom => "align_bottom",
        Align::CentreX => "align_centre_x",
        Align::CentreY => "align_centre_y",
    }
}

fn distribute_key(horizontal: bool) -> &'static str {
    if horizontal {
        "distribute_horizontally"
    } else {
        "distribute_vertically"
    }
}

/// An Arrange action as the Edit menu's history names it ("mirror left to right").
fn step_label(key: &str) -> String {
    tr!(lang(), "arrange-step", action = key)
}

/// An Arrange action as its menu item names it ("Mirror left to right").
fn item_label(key: &str) -> String {
    tr!(lang(), "arrange-item", action = key)
}

/// Room left between the half drawn and its image when the centre is worked out from it.
const HALF_GAP: f32 = 120.0;

/// The settings of "Complete the other half", kept between uses.
#[derive(Clone, Debug)]
pub struct CompleteSettings {
    pub open: bool,
    pub symmetry: Symmetry,
    pub beside: Beside,
    pub centre: Point,
    pub from: String,
    pub to: String,
    /// The centre of the last completion of this document: completing again (after drawing
    /// paths across the middle) starts from it.
    pub used: Option<Point>,
}

impl Default for CompleteSettings {
    fn default() -> Self {
        let rule = IdRule::default();
        CompleteSettings {
            open: false,
            symmetry: Symmetry::Point,
            beside: Beside::Right,
            centre: Point::default(),
            from: rule.from,
            to: rule.to,
            used: None,
        }
    }
}

/// The Arrange menu's state.
#[derive(Clone, Debug, Default)]
pub struct Arrange {
    /// Turn about the selection's own centre instead of the board's.
    pub about_selection: bool,
    /// The board centre mirrors and turns go about: measured (the mean of the locations) at
    /// first use, then kept, so that mirroring twice gives the map back. Completing the other
    /// half sets it to the centre used.
    pub centre: Option<Point>,
    pub complete: CompleteSettings,
    /// The dialog's preview and what it was computed for, so that it is not worked out again
    /// every frame.
    preview: Option<(PreviewKey, Result<Completion, Text>)>,
}

/// What a preview of completing depends on: the map's revision, the selection, the settings.
type PreviewKey = (u64, Vec<Item>, Symmetry, (u32, u32), String, String);

/// The shortcut of each mirror and turn.
pub fn turn_shortcut(turn: Turn) -> KeyboardShortcut {
    let cs = Modifiers::COMMAND | Modifiers::SHIFT;
    match turn {
        Turn::MirrorLeftRight => KeyboardShortcut::new(cs, Key::H),
        Turn::MirrorTopBottom => KeyboardShortcut::new(cs, Key::J),
        Turn::Half => KeyboardShortcut::new(cs, Key::R),
        Turn::Clockwise => KeyboardShortcut::new(Modifiers::COMMAND, Key::R),
        Turn::Anticlockwise => KeyboardShortcut::new(Modifiers::COMMAND, Key::L),
    }
}

/// The shortcut of an alignment (Alt+arrow for the edges).
pub fn align_shortcut(how: Align) -> Option<KeyboardShortcut> {
    let key = match how {
        Align::Left => Key::ArrowLeft,
        Align::Right => Key::ArrowRight,
        Align::Top => Key::ArrowUp,
        Align::Bottom => Key::ArrowDown,
        _ => return None,
    };
    Some(KeyboardShortcut::new(Modifiers::ALT, key))
}

/// Ctrl+Shift+M opens "Complete the other half".
pub const COMPLETE_SHORTCUT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::M);

impl MapWorkspace {
    /// The Arrange menu.
    pub(in crate::app) fn arrange_menu(&mut self, ui: &mut Ui) {
        let some = !self.selection.is_empty();
        let ctx = ui.ctx().clone();
        let fmt = |s: &KeyboardShortcut| ctx.format_shortcut(s);
        for turn in Turn::ALL {
            let b = egui::Button::new(item_label(turn_key(turn)))
                .shortcut_text(fmt(&turn_shortcut(turn)));
            if ui.add_enabled(some, b).clicked() {
                self.turn_selection(turn);
            }
        }
        ui.checkbox(
            &mut self.arrange.about_selection,
            tr!(lang(), "arrange-about-selection"),
        )
        .on_hover_text(tr!(lang(), "arrange-about-selection-hover"));
        ui.horizontal(|ui| {
            let c = self.board_centre();
            ui.weak(match c {
                Some(c) => tr!(
                    lang(),
                    "arrange-board-centre",
                    x = format!("{:.0}", c.x),
                    y = format!("{:.0}", c.y)
                ),
                None => tr!(lang(), "arrange-board-centre-none"),
            });
            if ui
                .small_button(tr!(lang(), "arrange-measure"))
                .on_hover_text(tr!(lang(), "arrange-measure-hover"))
                .clicked()
            {
                self.arrange.centre = transform::board_centre(self.doc.map()).map(round);
            }
        });
        ui.separator();
        let b = egui::Button::new(tr!(lang(), "arrange-complete-menu"))
            .shortcut_text(fmt(&COMPLETE_SHORTCUT));
        if ui
            .add(b)
            .on_hover_text(tr!(lang(), "arrange-complete-hover"))
            .clicked()
        {
            self.open_complete();
        }
        ui.separator();
        let several = self.selection.len() >= 2;
        for how in Align::ALL {
            let mut b = egui::Button::new(item_label(align_key(how)));
            if let Some(s) = align_shortcut(how) {
                b = b.shortcut_text(fmt(&s));
            }
            if ui.add_enabled(several, b).clicked() {
                self.align_selection(how);
            }
        }
        ui.separator();
        for horizontal in [true, false] {
            let label = item_label(distribute_key(horizontal));
            if ui
                .add_enabled(self.selection.len() >= 3, egui::Button::new(label))
                .clicked()
            {
                self.distribute_selection(horizontal);
            }
        }
    }

    /// The Arrange shortcuts (Edit mode, not while typing).
    pub(in crate::app) fn arrange_input(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let mut turns = Vec::new();
        let mut aligns = Vec::new();
        let mut complete = false;
        ctx.input_mut(|i| {
            // Ctrl+Shift+R before Ctrl+R: a plain match would take the shifted one too.
            for turn in [
                Turn::MirrorLeftRight,
                Turn::MirrorTopBottom,
                Turn::Half,
                Turn::Clockwise,
                Turn::Anticlockwise,
            ] {
                if i.consume_shortcut(&turn_shortcut(turn)) {
                    turns.push(turn);
                }
            }
            for how in Align::ALL {
                if let Some(s) = align_shortcut(how)
                    && i.consume_shortcut(&s)
                {
                    aligns.push(how);
                }
            }
            complete = i.consume_shortcut(&COMPLETE_SHORTCUT);
        });
        for t in turns {
            self.turn_selection(t);
        }
        for a in aligns {
            self.align_selection(a);
        }
        if complete {
            self.open_complete();
        }
    }

    /// Anchor points of the selected locations and region markers (`with_path_ends`: a
    /// selected path counts its two ends).
    fn anchors(&self, with_path_ends: bool) -> Vec<(Item, Point)> {
        let map = self.doc.map();
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        let mut push = |item: Item, out: &mut Vec<(Item, Point)>| {
            let p = match &item {
                Item::Loc(id) => map.pos_of(id),
                Item::Region(id) => map.region(id).map(|r| r.marker),
                Item::Path(..) => None,
            };
            let key = format!("{item:?}").to_ascii_lowercase();
            if let Some(p) = p
                && seen.insert(key)
            {
                out.push((item, p));
            }
        };
        for item in self.selection.items() {
            match item {
                Item::Path(a, b) if with_path_ends => {
                    push(Item::Loc(a.clone()), &mut out);
                    push(Item::Loc(b.clone()), &mut out);
                }
                other => push(other.clone(), &mut out),
            }
        }
        out
    }

    /// Mirrors or turns the selection about the board centre (or its own), one undo step. The
    /// medal markers of regions whose whole ring moves go with them.
    pub fn turn_selection(&mut self, turn: Turn) {
        let mut anchors = self.anchors(true);
        let map = self.doc.map();
        let moved: HashSet<String> = anchors
            .iter()
            .filter_map(|(i, _)| match i {
                Item::Loc(id) => Some(id.to_ascii_lowercase()),
                _ => None,
            })
            .collect();
        for r in &map.regions {
            let item = Item::Region(r.id.clone());
            let whole = !r.ring.is_empty()
                && r.ring
                    .iter()
                    .all(|id| moved.contains(&id.to_ascii_lowercase()));
            if whole && !anchors.iter().any(|(i, _)| i.same(&item)) {
                anchors.push((item, r.marker));
            }
        }
        let points: Vec<Point> = anchors.iter().map(|(_, p)| *p).collect();
        let centre = if self.arrange.about_selection {
            transform::point_bounds(&points)
                .map(|(lo, hi)| Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0))
        } else {
            self.board_centre()
        };
        let Some(centre) = centre else {
            self.say(tr!(lang(), "arrange-select-to-turn"));
            return;
        };
        let turned = transform::turn_points(&points, turn, centre);
        self.place_anchors(turn_key(turn), anchors, turned);
    }

    /// The board centre mirrors and turns go about (measured at first use, then kept).
    pub fn board_centre(&mut self) -> Option<Point> {
        if self.arrange.centre.is_none() {
            self.arrange.centre = transform::board_centre(self.doc.map()).map(round);
        }
        self.arrange.centre
    }

    /// Lines the selection up on an edge or the middle of its bounds.
    pub fn align_selection(&mut self, how: Align) {
        let anchors = self.anchors(false);
        if anchors.len() < 2 {
            self.say(tr!(lang(), "arrange-select-to-align"));
            return;
        }
        let points: Vec<Point> = anchors.iter().map(|(_, p)| *p).collect();
        self.place_anchors(align_key(how), anchors, transform::align(&points, how));
    }

    /// Spaces the selection evenly between its two outermost items.
    pub fn distribute_selection(&mut self, horizontal: bool) {
        let anchors = self.anchors(false);
        if anchors.len() < 3 {
            self.say(tr!(lang(), "arrange-select-to-distribute"));
            return;
        }
        let points: Vec<Point> = anchors.iter().map(|(_, p)| *p).collect();
        let key = distribute_key(horizontal);
        self.place_anchors(key, anchors, transform::distribute(&points, horizontal));
    }

    /// Moves the anchors as one step named by the action `key` (`arrange-step`).
    fn place_anchors(&mut self, key: &str, anchors: Vec<(Item, Point)>, to: Vec<Point>) {
        let moves: Vec<(Item, Point)> = anchors
            .into_iter()
            .zip(to)
            .filter(|((_, from), to)| from != to)
            .map(|((item, _), to)| (item, Point::new(to.x.round(), to.y.round())))
            .collect();
        if moves.is_empty() {
            self.say(tr!(lang(), "arrange-nothing", action = key));
            return;
        }
        match self.apply(Edit::Place {
            label: step_label(key),
            moves,
        }) {
            Ok(()) => self.say(item_label(key)),
            Err(e) => self.say(capitalise(&e.0)),
        }
    }

    /// The ids of the half to complete: the selection's, or none (the whole map).
    fn half_ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = Vec::new();
        for item in self.selection.items() {
            match item {
                Item::Loc(id) | Item::Region(id) => ids.push(id.clone()),
                Item::Path(a, b) => ids.extend([a.clone(), b.clone()]),
            }
        }
        ids
    }

    /// Opens "Complete the other half" with a centre worked out from the half.
    pub fn open_complete(&mut self) {
        self.arrange.complete.open = true;
        self.arrange.complete.centre = match self.arrange.complete.used {
            Some(c) => c,
            None => self.default_centre(),
        };
    }

    /// The centre that puts the other half beside the half, `HALF_GAP` away.
    fn default_centre(&self) -> Point {
        let map = self.doc.map();
        let half = self.half_ids();
        let pts: Vec<Point> = map
            .bases
            .iter()
            .map(|b| (&b.id, b.pos))
            .chain(map.hqs.iter().map(|h| (&h.id, h.pos)))
            .filter(|(id, _)| half.is_empty() || half.iter().any(|h| h.eq_ignore_ascii_case(id)))
            .map(|(_, p)| p)
            .collect();
        let Some((lo, hi)) = transform::point_bounds(&pts) else {
            return self.canvas.view.center;
        };
        let mid = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
        let g = HALF_GAP / 2.0;
        let c = match self.arrange.complete.beside {
            Beside::Right => Point::new(hi.x + g, mid.y),
            Beside::Left => Point::new(lo.x - g, mid.y),
            Beside::Below => Point::new(mid.x, hi.y + g),
            Beside::Above => Point::new(mid.x, lo.y - g),
        };
        Point::new(c.x.round(), c.y.round())
    }

    /// What completing with the dialog's settings would add, or why it cannot.
    pub fn completion(&self) -> Result<Completion, Text> {
        let s = &self.arrange.complete;
        let rule = IdRule::new(s.from.trim(), s.to.trim())?;
        let (map, seen) = (self.doc.map(), &self.seen_ids);
        transform::complete_half(map, &self.half_ids(), s.symmetry, s.centre, &rule, &|id| {
            seen.taken(map, id)
        })
    }

    /// Adds the other half (one undo step) and selects it.
    pub fn apply_completion(&mut self) {
        let done = match self.completion() {
            Ok(done) => done,
            Err(e) => {
                self.say(tr!(
                    lang(),
                    "arrange-cannot-complete",
                    error = e.render(lang())
                ));
                return;
            }
        };
        let added = &done.added;
        if added.bases.is_empty()
            && added.hqs.is_empty()
            && added.paths.is_empty()
            && added.regions.is_empty()
        {
            self.say(tr!(lang(), "arrange-already-complete"));
            return;
        }
        let sel = Selection::from_items(
            added
                .hqs
                .iter()
                .map(|h| Item::Loc(h.id.clone()))
                .chain(added.bases.iter().map(|b| Item::Loc(b.id.clone())))
                .chain(added.regions.iter().map(|r| Item::Region(r.id.clone()))),
        );
        let summary = summary(added);
        let edit = Edit::Insert {
            label: tr!(lang(), "arrange-complete-step"),
            items: Box::new(done.added),
        };
        if let Err(e) = self.apply(edit) {
            self.say(tr!(
                lang(),
                "arrange-cannot-complete",
                error = e.to_string()
            ));
            return;
        }
        self.set_selection(sel);
        self.arrange.complete.open = false;
        self.arrange.centre = Some(self.arrange.complete.centre);
        self.arrange.complete.used = Some(self.arrange.complete.centre);
        let msg = if done.notes.is_empty() {
            tr!(lang(), "arrange-added", summary = summary)
        } else {
            tr!(
                lang(),
                "arrange-added-notes",
                summary = summary,
                notes = done
                    .notes
                    .iter()
                    .map(|n| n.render(lang()))
                    .collect::<Vec<_>>()
                    .join("; ")
            )
        };
        self.say(msg);
    }

    /// A faint preview on the canvas of what completing would add: the twins' paths, locations
    /// and medal markers, in the selection colour.
    fn paint_twins(&self, ctx: &egui::Context, added: &Map) {
        let (Some(tf), Some(rect)) = (self.transform(), self.canvas.rect) else {
            return;
        };
        let painter = ctx
            .layer_painter(egui::LayerId::new(
                egui::Order::Background,
                egui::Id::unique("twin-preview"),
            ))
            .with_clip_rect(rect);
        let colour = super::theme::Palette::new(ctx.theme() == egui::Theme::Dark).selection;
        let faint = colour.gamma_multiply(0.35);
        let stroke = egui::Stroke::new(2.0, colour);
        let pos = |id: &str| added.pos_of(id).or_else(|| self.doc.map().pos_of(id));
        for p in &added.paths {
            if let (Some(a), Some(b)) = (pos(&p.0), pos(&p.1)) {
                painter.line_segment([tf.pos(a), tf.pos(b)], egui::Stroke::new(3.0, faint));
            }
        }
        let r = super::draw::BASE_R * tf.scale;
        for b in &added.bases {
            painter.circle(tf.pos(b.pos), r, faint, stroke);
        }
        for h in &added.hqs {
            let rect =
                egui::Rect::from_center_size(tf.pos(h.pos), egui::vec2(2.0 * r, 2.0 * r) * 1.3);
            painter.rect(rect, 4.0, faint, stroke, egui::StrokeKind::Inside);
        }
        for g in &added.regions {
            painter.circle_stroke(tf.pos(g.marker), super::draw::MEDAL_R * tf.scale, stroke);
        }
    }

    /// The line the dialog's mirror goes across (or the point of its half turn), dashed over
    /// the canvas, so that the designer sees what the other half is the image about.
    fn paint_axis(&self, ctx: &egui::Context) {
        let (Some(tf), Some(rect)) = (self.transform(), self.canvas.rect) else {
            return;
        };
        let painter = ctx
            .layer_painter(egui::LayerId::new(
                egui::Order::Background,
                egui::Id::unique("twin-axis"),
            ))
            .with_clip_rect(rect);
        let colour = super::theme::Palette::new(ctx.theme() == egui::Theme::Dark).selection;
        let stroke = egui::Stroke::new(1.5, colour.gamma_multiply(0.8));
        let c = tf.pos(self.arrange.complete.centre);
        let line = match self.arrange.complete.symmetry {
            Symmetry::LeftRight => [egui::pos2(c.x, rect.top()), egui::pos2(c.x, rect.bottom())],
            Symmetry::TopBottom => [egui::pos2(rect.left(), c.y), egui::pos2(rect.right(), c.y)],
            Symmetry::Point => {
                let d = 10.0;
                painter.circle_stroke(c, d, stroke);
                painter.line_segment([c - egui::vec2(d, 0.0), c + egui::vec2(d, 0.0)], stroke);
                painter.line_segment([c - egui::vec2(0.0, d), c + egui::vec2(0.0, d)], stroke);
                return;
            }
        };
        painter.extend(egui::Shape::dashed_line(&line, stroke, 8.0, 6.0));
    }

    /// The "Complete the other half" window.
    pub(in crate::app) fn complete_window(&mut self, ctx: &egui::Context) {
        if !self.arrange.complete.open {
            return;
        }
        let mut open = true;
        let mut go = false;
        let mut recentre = false;
        let mut board = false;
        let half = if self.selection.is_empty() {
            tr!(lang(), "arrange-half-all")
        } else {
            tr!(lang(), "arrange-half-selected", n = self.selection.len())
        };
        let s = &self.arrange.complete;
        let key: PreviewKey = (
            self.doc.rev(),
            self.selection.items().to_vec(),
            s.symmetry,
            (s.centre.x.to_bits(), s.centre.y.to_bits()),
            s.from.clone(),
            s.to.clone(),
        );
        let preview = match &self.arrange.preview {
            Some((k, p)) if *k == key => p.clone(),
            _ => {
                let p = self.completion();
                self.arrange.preview = Some((key, p.clone()));
                p
            }
        };
        self.paint_axis(ctx);
        if let Ok(done) = &preview {
            self.paint_twins(ctx, &done.added);
        }
        let s = &mut self.arrange.complete;
        // At the top right of the canvas, clear of the half being drawn on the left.
        let corner = self.canvas.rect.map_or(egui::pos2(400.0, 80.0), |r| {
            r.right_top() + egui::vec2(-12.0, 12.0)
        });
        egui::Window::new(tr!(lang(), "arrange-complete-title"))
            .id(egui::Id::unique("complete-other-half"))
            .pivot(egui::Align2::RIGHT_TOP)
            .default_pos(corner)
            .open(&mut open)
            .resizable(false)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(half);
                let before = (s.symmetry, s.beside);
                ui.horizontal(|ui| {
                    ui.label(tr!(lang(), "arrange-symmetry"));
                    for sym in Symmetry::ALL {
                        let words = super::facts::symmetry_words(sym);
                        ui.radio_value(&mut s.symmetry, sym, capitalise(&words));
                    }
                });
                // Another mirror: the other half goes on one of its sides, and the line (or
                // the point) it is mirrored about is worked out again for it.
                let sides = Beside::allowed(s.symmetry);
                if !sides.contains(&s.beside) {
                    s.beside = sides[0];
                }
                ui.horizontal(|ui| {
                    ui.label(tr!(lang(), "arrange-goes"));
                    egui::ComboBox::new("beside", tr!(lang(), "arrange-half-drawn"))
                        .selected_text(s.beside.name())
                        .show_ui(ui, |ui| {
                            for &b in sides {
                                ui.selectable_value(&mut s.beside, b, b.name());
                            }
                        });
                });
                recentre = before != (s.symmetry, s.beside);
                ui.horizontal(|ui| {
                    let l = lang();
                    fn drag(v: &mut f32) -> egui::DragValue<'_> {
                        egui::DragValue::new(v).speed(1.0)
                    }
                    match s.symmetry {
                        Symmetry::LeftRight => {
                            let label = ui.label(tr!(l, "complete-axis-x"));
                            ui.add(drag(&mut s.centre.x))
                                .labelled_by(label.id)
                                .on_hover_text(tr!(l, "complete-axis-x-hover"));
                        }
                        Symmetry::TopBottom => {
                            let label = ui.label(tr!(l, "complete-axis-y"));
                            ui.add(drag(&mut s.centre.y))
                                .labelled_by(label.id)
                                .on_hover_text(tr!(l, "complete-axis-y-hover"));
                        }
                        Symmetry::Point => {
                            let label = ui.label(tr!(l, "arrange-centre-x"));
                            ui.add(drag(&mut s.centre.x)).labelled_by(label.id);
                            let label = ui.label("y");
                            ui.add(drag(&mut s.centre.y)).labelled_by(label.id);
                        }
                    }
                    board = ui
                        .button(tr!(l, "arrange-board-centre-button"))
                        .on_hover_text(tr!(l, "arrange-board-centre-hover"))
                        .clicked();
                });
                egui::Grid::new("complete-ids")
                    .num_columns(2)
                    .show(ui, |ui| {
                        let l = ui.label(tr!(lang(), "arrange-ids-half"));
                        ui.add(egui::TextEdit::singleline(&mut s.from).desired_width(120.0))
                            .labelled_by(l.id);
                        ui.end_row();
                        let l = ui.label(tr!(lang(), "arrange-ids-twins"));
                        ui.add(egui::TextEdit::singleline(&mut s.to).desired_width(120.0))
                            .labelled_by(l.id);
                        ui.end_row();
                    });
                ui.weak(tr!(lang(), "arrange-ids-how"));
                ui.separator();
                match &preview {
                    Ok(done) => {
                        ui.label(tr!(lang(), "arrange-adds", summary = summary(&done.added)));
                        for n in &done.notes {
                            ui.label(
                                RichText::new(n.render(lang())).color(ui.visuals().warn_fg_color),
                            );
                        }
                    }
                    Err(e) => {
                        ui.label(
                            RichText::new(e.render(lang())).color(ui.visuals().error_fg_color),
                        );
                    }
                }
                ui.horizontal(|ui| {
                    go = ui
                        .add_enabled(
                            preview.is_ok(),
                            egui::Button::new(tr!(lang(), "arrange-complete")),
                        )
                        .clicked();
                    if ui.button(tr!(lang(), "dialog-cancel")).clicked() {
                        s.open = false;
                    }
                });
            });
        if !open {
            self.arrange.complete.open = false;
        }
        if recentre {
            self.arrange.complete.centre = self.default_centre();
            ctx.request_repaint();
        }
        if board && let Some(c) = transform::board_centre(self.doc.map()) {
            self.arrange.complete.centre = Point::new(c.x.round(), c.y.round());
        }
        if go {
            self.apply_completion();
        }
    }
}

/// "3 bases, 1 HQ, 4 paths and 1 region".
fn summary(m: &Map) -> String {
    tr!(
        lang(),
        "arrange-summary",
        bases = m.bases.len(),
        hqs = m.hqs.len(),
        paths = m.paths.len(),
        regions = m.regions.len()
    )
}

/// A point on whole map units.
fn round(p: Point) -> Point {
    Point::new(p.x.round(), p.y.round())
}

/// Every shortcut of the editing tools (clipboard and Arrange menu), with what it does, for the
/// list of shortcuts.
pub fn editing_shortcuts() -> Vec<(KeyboardShortcut, &'static str)> {
    let c = |k| KeyboardShortcut::new(Modifiers::COMMAND, k);
    let mut out = vec![
        (c(Key::C), "copy the selection as map text"),
        (c(Key::X), "cut the selection"),
        (c(Key::V), "paste map items at the pointer"),
        (c(Key::D), "duplicate the selection"),
    ];
    out.extend(Turn::ALL.map(|t| (turn_shortcut(t), t.label())));
    out.push((COMPLETE_SHORTCUT, "complete the other half"));
    out.extend(
        Align::ALL
            .into_iter()
            .filter_map(|a| align_shortcut(a).map(|s| (s, a.label()))),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_editing_tools_share_a_shortcut() {
        let all = editing_shortcuts();
        for (i, (a, what)) in all.iter().enumerate() {
            for (b, other) in &all[i + 1..] {
                assert_ne!(a, b, "{what} and {other}");
            }
        }
        assert_eq!(all.len(), 14);
        // Nor one of the file and history shortcuts.
        let c = Modifiers::COMMAND;
        let taken = [
            Key::S,
            Key::O,
            Key::N,
            Key::E,
            Key::Q,
            Key::Z,
            Key::Y,
            Key::A,
        ]
        .map(|k| KeyboardShortcut::new(c, k))
        .into_iter()
        .chain([Key::S, Key::Z].map(|k| KeyboardShortcut::new(c | Modifiers::SHIFT, k)));
        for t in taken {
            assert!(all.iter().all(|(s, _)| *s != t), "{t:?}");
        }
    }
}
