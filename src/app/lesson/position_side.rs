//! The position editor's side panel: who moves, the seed and first-game mode, and for each side
//! its medals, rack, frozen and removed troops and reserve; then the discard pile and the
//! claimed regions. Everything off the board.

use crate::app::i18n::lang;
use crate::engine::{Board, Piece, RACK_LIMIT};
use crate::map::Map;
use crate::pieces::{Side, Troop};
use crate::scenario::{Census, new_game_position, remove_troop, swap_entries, troop_counts};
use crate::scenario::{Position, Reserve};
use egui::{Button, RichText, Ui};
use std::sync::Arc;
use toyforge_core::tr;
use toyforge_ui::board::side_text;

pub use super::words::piece_text;
use super::words::{side_name, troop_name, troop_text};

/// The accessible name of the button that makes `side` the side to move.
pub fn to_move_label(side: Side) -> String {
    tr!(lang(), "le-to-move", side = side_name(side))
}

/// A list of troops a side keeps off the board, edited with − and +.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum List {
    Rack,
    Frozen,
    Removed,
    Reserve,
}

impl List {
    /// The key the messages choose the list's name by.
    fn key(self) -> &'static str {
        match self {
            List::Rack => "rack",
            List::Frozen => "frozen",
            List::Removed => "removed",
            List::Reserve => "reserve",
        }
    }
}

/// The accessible name of the + (`add`) or − button of `troop` in `side`'s `list`.
pub fn step_label(side: Side, list: List, troop: Troop, add: bool) -> String {
    let (side, troop, list) = (side_name(side), troop_name(troop), list.key());
    if add {
        tr!(
            lang(),
            "le-list-add",
            troop = troop,
            side = side,
            list = list
        )
    } else {
        tr!(
            lang(),
            "le-list-take",
            troop = troop,
            side = side,
            list = list
        )
    }
}

/// How a side's reserve is given, without its list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReserveKind {
    Shuffled,
    Top,
    Exact,
}

impl ReserveKind {
    pub const ALL: [ReserveKind; 3] = [ReserveKind::Shuffled, ReserveKind::Top, ReserveKind::Exact];

    fn of(r: &Reserve) -> ReserveKind {
        match r {
            Reserve::Shuffled => ReserveKind::Shuffled,
            Reserve::Top(_) => ReserveKind::Top,
            Reserve::Exact(_) => ReserveKind::Exact,
        }
    }

    fn key(self) -> &'static str {
        match self {
            ReserveKind::Shuffled => "shuffled",
            ReserveKind::Top => "top",
            ReserveKind::Exact => "exact",
        }
    }

    fn text(self) -> String {
        tr!(lang(), "le-reserve-kind", kind = self.key())
    }

    fn hover(self) -> String {
        tr!(lang(), "le-reserve-kind-hover", kind = self.key())
    }
}

/// The accessible name of the button choosing how `side`'s reserve is given.
pub fn reserve_kind_label(side: Side, kind: ReserveKind) -> String {
    tr!(
        lang(),
        "le-reserve-kind-label",
        side = side_name(side),
        kind = kind.text()
    )
}

/// What a button of a list's entry does: `order_buttons`' ↑ ↓ ×.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Raise,
    Lower,
    Remove,
}

impl Order {
    fn key(self) -> &'static str {
        match self {
            Order::Raise => "raise",
            Order::Lower => "lower",
            Order::Remove => "remove",
        }
    }
}

/// The accessible name of a button on `side`'s reserve list (`n` counts from the top, from 1).
pub fn reserve_button_label(verb: Order, side: Side, n: usize) -> String {
    tr!(
        lang(),
        "le-reserve-button",
        verb = verb.key(),
        side = side_name(side),
        n = n
    )
}

/// The accessible name of a button on the discard list (`n` counts from the oldest, from 1).
pub fn discard_button_label(verb: Order, n: usize) -> String {
    tr!(lang(), "le-discard-button", verb = verb.key(), n = n)
}

/// The accessible name of the button adding the palette's troop to the discard.
pub fn discard_add_label() -> String {
    tr!(lang(), "le-discard-add-label")
}

/// The accessible name of the button setting who claimed region `id`.
pub fn claim_label(id: &str, by: Option<Side>) -> String {
    let owner = by.map_or("none", |s| s.name());
    let side = by.map_or("", side_name);
    tr!(
        lang(),
        "le-claim-label",
        id = id,
        owner = owner,
        side = side
    )
}

/// The accessible name of the checkbox that makes `side`'s medals follow its claimed regions.
pub fn auto_medals_label(side: Side) -> String {
    tr!(lang(), "le-auto-medals-label", side = side_name(side))
}

/// The accessible name of the button resetting to a new game.
pub fn reset_new_game_label() -> String {
    tr!(lang(), "le-reset-new-game")
}

/// Draws the side panel, editing `p`. `brush` is the palette's troop (for the discard).
pub fn ui(
    ui: &mut Ui,
    p: &mut Position,
    map: &Map,
    board: Option<&Arc<Board>>,
    brush: Option<Piece>,
) {
    egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-turn-options")).strong())
        .id_salt("position_turn")
        .default_open(true)
        .show(ui, |ui| turn_ui(ui, p, board));
    for side in Side::ALL {
        let title = RichText::new(side_name(side))
            .color(side_text(ui, side))
            .strong();
        egui::CollapsingHeader::new(title)
            .id_salt(("position_side", side.index()))
            .default_open(true)
            .show(ui, |ui| side_ui(ui, p, map, board, side));
    }
    let n = p.discard.len();
    egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-discard-pile", n = n)).strong())
        .id_salt("position_discard")
        .default_open(true)
        .show(ui, |ui| discard_ui(ui, p, brush));
    egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-claimed-regions")).strong())
        .id_salt("position_claimed")
        .default_open(true)
        .show(ui, |ui| claimed_ui(ui, p, map));
}

fn turn_ui(ui: &mut Ui, p: &mut Position, board: Option<&Arc<Board>>) {
    ui.horizontal(|ui| {
        ui.label(tr!(lang(), "le-to-move-prompt"));
        for side in Side::ALL {
            let text = RichText::new(side_name(side)).color(side_text(ui, side));
            if ui
                .add(Button::selectable(p.to_move == side, text))
                .on_hover_text(tr!(lang(), "le-to-move-hover", side = side_name(side)))
                .accessible_name(to_move_label(side))
                .clicked()
            {
                p.to_move = side;
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang(), "le-seed"));
        ui.add(egui::DragValue::new(&mut p.seed))
            .labelled_by(l.id)
            .on_hover_text(tr!(lang(), "le-seed-hover"));
        ui.checkbox(&mut p.first_game, tr!(lang(), "le-first-game"))
            .on_hover_text(tr!(lang(), "le-first-game-hover"));
    });
    let reset = ui
        .add_enabled(board.is_some(), Button::new(reset_new_game_label()))
        .on_hover_text(tr!(lang(), "le-reset-hover"))
        .on_disabled_hover_text(tr!(lang(), "le-unplayable"))
        .accessible_name(reset_new_game_label())
        .clicked();
    if reset
        && let Some(b) = board
        && let Some(new) = new_game_position(b.clone(), p.seed, p.first_game, p.to_move)
    {
        *p = new;
    }
}

fn side_ui(ui: &mut Ui, p: &mut Position, map: &Map, board: Option<&Arc<Board>>, side: Side) {
    medals_ui(ui, p, map, side);
    let to_move = p.to_move == side;
    let sp = p.side(side).clone();
    let rack = troop_counts(&sp.rack);
    let frozen = troop_counts(&sp.frozen);
    let removed = troop_counts(&sp.removed);
    let rack_full = sp.rack.len() >= RACK_LIMIT as usize;
    let mut change: Option<(List, Troop, bool)> = None;
    egui::Grid::new(("position_troops", side.index()))
        .num_columns(4)
        .spacing([10.0, 2.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            let n = sp.rack.len();
            ui.strong(tr!(lang(), "le-rack-count", n = n, max = RACK_LIMIT))
                .on_hover_text(tr!(lang(), "le-rack-hover", max = RACK_LIMIT));
            ui.strong(tr!(lang(), "le-frozen"))
                .on_hover_text(tr!(lang(), "le-frozen-hover"));
            ui.strong(tr!(lang(), "le-removed"))
                .on_hover_text(tr!(lang(), "le-removed-hover"));
            ui.end_row();
            for t in Troop::ALL {
                let i = t.index();
                ui.label(RichText::new(troop_text(t)).color(side_text(ui, side)));
                let why_not_rack = rack_full.then(|| tr!(lang(), "le-rack-full", max = RACK_LIMIT));
                if let Some(add) = stepper(ui, rack[i], why_not_rack, side, List::Rack, t) {
                    change = Some((List::Rack, t, add));
                }
                let why_not_frozen = if !to_move {
                    Some(tr!(lang(), "le-frozen-not-to-move"))
                } else if frozen[i] >= rack[i] {
                    Some(tr!(lang(), "le-frozen-rack-first"))
                } else {
                    None
                };
                if let Some(add) = stepper(ui, frozen[i], why_not_frozen, side, List::Frozen, t) {
                    change = Some((List::Frozen, t, add));
                }
                if let Some(add) = stepper(ui, removed[i], None, side, List::Removed, t) {
                    change = Some((List::Removed, t, add));
                }
                ui.end_row();
            }
        });
    if let Some((list, t, add)) = change {
        let sp = p.side_mut(side);
        let v = match list {
            List::Rack => &mut sp.rack,
            List::Frozen => &mut sp.frozen,
            List::Removed => &mut sp.removed,
            List::Reserve => unreachable!("the reserve has its own list"),
        };
        if add {
            v.push(t);
            v.sort();
        } else {
            remove_troop(v, t);
            // A troop taken off the rack is not frozen any more.
            if list == List::Rack {
                let left = sp.rack.iter().filter(|&&x| x == t).count();
                while sp.frozen.iter().filter(|&&x| x == t).count() > left {
                    remove_troop(&mut sp.frozen, t);
                }
            }
        }
    }
    reserve_ui(ui, p, map, board, side);
}

/// − count + ; returns `Some(true)` for +, `Some(false)` for −. `why_not_add` disables +.
fn stepper(
    ui: &mut Ui,
    n: u32,
    why_not_add: Option<String>,
    side: Side,
    list: List,
    t: Troop,
) -> Option<bool> {
    let mut out = None;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        if ui
            .add_enabled(n > 0, Button::new("−").small())
            .on_hover_text(tr!(lang(), "le-one-less", troop = troop_name(t)))
            .accessible_name(step_label(side, list, t, false))
            .clicked()
        {
            out = Some(false);
        }
        let count = RichText::new(n.to_string()).monospace();
        if n == 0 {
            ui.weak(count);
        } else {
            ui.label(count.strong());
        }
        let plus = ui
            .add_enabled(why_not_add.is_none(), Button::new("+").small())
            .on_hover_text(tr!(lang(), "le-one-more", troop = troop_name(t)));
        let plus = match why_not_add {
            Some(why) => plus.on_disabled_hover_text(why),
            None => plus,
        };
        if plus
            .accessible_name(step_label(side, list, t, true))
            .clicked()
        {
            out = Some(true);
        }
    });
    out
}

fn medals_ui(ui: &mut Ui, p: &mut Position, map: &Map, side: Side) {
    let claimed = p.claimed_medals(map, side);
    let sp = p.side_mut(side);
    ui.horizontal(|ui| {
        ui.label(tr!(lang(), "le-medals"));
        let mut auto = sp.medals.is_none();
        if ui
            .checkbox(&mut auto, tr!(lang(), "le-medals-auto"))
            .on_hover_text(tr!(lang(), "le-medals-auto-hover"))
            .accessible_name(auto_medals_label(side))
            .changed()
        {
            sp.medals = if auto { None } else { Some(claimed) };
        }
        match &mut sp.medals {
            None => {
                ui.strong(claimed.to_string());
            }
            Some(m) => {
                ui.add(egui::DragValue::new(m).range(0..=99))
                    .accessible_name(tr!(lang(), "le-side-medals", side = side_name(side)));
            }
        }
        ui.weak(tr!(lang(), "le-medals-of", n = map.targets[side]));
    });
}

fn reserve_ui(ui: &mut Ui, p: &mut Position, map: &Map, board: Option<&Arc<Board>>, side: Side) {
    let kind = ReserveKind::of(&p.side(side).reserve);
    let mut new_kind = None;
    ui.horizontal(|ui| {
        ui.label(tr!(lang(), "le-reserve"));
        for k in ReserveKind::ALL {
            if ui
                .add(Button::selectable(kind == k, k.text()).small())
                .on_hover_text(k.hover())
                .accessible_name(reserve_kind_label(side, k))
                .clicked()
                && k != kind
            {
                new_kind = Some(k);
            }
        }
    });
    if let Some(k) = new_kind {
        let reserve = match (k, &p.side(side).reserve) {
            (ReserveKind::Shuffled, _) => Reserve::Shuffled,
            (ReserveKind::Top, Reserve::Exact(v)) => Reserve::Top(v.clone()),
            (ReserveKind::Top, _) => Reserve::Top(Vec::new()),
            // Start from the order the position deals now, so that nothing moves.
            (ReserveKind::Exact, _) => {
                Reserve::Exact(p.dealt_reserve(map, board.map(|b| &**b), side))
            }
        };
        p.side_mut(side).reserve = reserve;
    }
    let census = Census::of(p, map, side);
    let dealt: u32 = census.dealt.iter().sum();
    let list = match &mut p.side_mut(side).reserve {
        Reserve::Shuffled => {
            ui.weak(tr!(lang(), "le-reserve-shuffled-note", n = dealt));
            return;
        }
        Reserve::Top(v) => {
            ui.weak(tr!(lang(), "le-reserve-top-note", n = dealt));
            v
        }
        Reserve::Exact(v) => {
            ui.weak(tr!(lang(), "le-reserve-exact-note", n = v.len()));
            v
        }
    };
    let mut op: Option<(usize, i32)> = None;
    for (i, t) in list.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(tr!(
                lang(),
                "le-list-entry",
                at = i + 1,
                troop = troop_text(*t)
            ));
            if let Some(d) = order_buttons(ui, i, list.len(), |verb| {
                reserve_button_label(verb, side, i + 1)
            }) {
                op = Some((i, d));
            }
        });
    }
    apply_order(list, op);
    let mut add = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.label(tr!(lang(), "le-add"));
        for t in Troop::ALL {
            if ui
                .add(Button::new(t.code().to_string()).small())
                .on_hover_text(tr!(lang(), "le-reserve-add-hover", troop = troop_name(t)))
                .accessible_name(step_label(side, List::Reserve, t, true))
                .clicked()
            {
                add = Some(t);
            }
        }
    });
    if let Some(t) = add {
        list.push(t);
    }
    let exact = matches!(p.side(side).reserve, Reserve::Exact(_));
    if exact {
        let lacking = p.lacking(map, side);
        let fill = ui
            .add_enabled(
                !lacking.is_empty(),
                Button::new(tr!(lang(), "le-add-missing")),
            )
            .on_hover_text(tr!(lang(), "le-add-missing-hover", n = lacking.len()))
            .on_disabled_hover_text(tr!(lang(), "le-add-missing-none"))
            .accessible_name(tr!(lang(), "le-add-missing-label", side = side_name(side)))
            .clicked();
        if fill && let Reserve::Exact(v) = &mut p.side_mut(side).reserve {
            v.extend(lacking);
        }
    }
}

/// ↑ ↓ × for entry `i` of a list of `len`; returns `Some(-1)` (towards the front), `Some(1)`
/// (towards the back) or `Some(0)` (remove). `name` makes each button's accessible name from
/// its verb.
fn order_buttons(ui: &mut Ui, i: usize, len: usize, name: impl Fn(Order) -> String) -> Option<i32> {
    let mut out = None;
    if ui
        .add_enabled(i > 0, Button::new(tr!(lang(), "le-up")).small())
        .on_hover_text(tr!(lang(), "le-up-hover"))
        .accessible_name(name(Order::Raise))
        .clicked()
    {
        out = Some(-1);
    }
    if ui
        .add_enabled(i + 1 < len, Button::new(tr!(lang(), "le-down")).small())
        .on_hover_text(tr!(lang(), "le-down-hover"))
        .accessible_name(name(Order::Lower))
        .clicked()
    {
        out = Some(1);
    }
    if ui
        .add(Button::new("×").small())
        .on_hover_text(tr!(lang(), "le-remove-hover"))
        .accessible_name(name(Order::Remove))
        .clicked()
    {
        out = Some(0);
    }
    out
}

/// Applies what [`order_buttons`] returned for entry `i`.
fn apply_order<T>(list: &mut Vec<T>, op: Option<(usize, i32)>) {
    match op {
        Some((i, 0)) if i < list.len() => {
            list.remove(i);
        }
        Some((i, -1)) if i > 0 => {
            swap_entries(list, i, i - 1);
        }
        Some((i, 1)) => {
            swap_entries(list, i, i + 1);
        }
        _ => {}
    }
}

fn discard_ui(ui: &mut Ui, p: &mut Position, brush: Option<Piece>) {
    if p.discard.is_empty() {
        ui.weak(tr!(lang(), "le-discard-empty"));
    } else {
        ui.weak(tr!(lang(), "le-oldest-first"));
    }
    let mut op = None;
    let len = p.discard.len();
    for (i, piece) in p.discard.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(tr!(
                    lang(),
                    "le-list-entry",
                    at = i + 1,
                    troop = piece_text(*piece)
                ))
                .color(side_text(ui, piece.side())),
            );
            if let Some(d) = order_buttons(ui, i, len, |verb| discard_button_label(verb, i + 1)) {
                op = Some((i, d));
            }
        });
    }
    apply_order(&mut p.discard, op);
    let text = match brush {
        Some(piece) => tr!(lang(), "le-discard-add", piece = piece_text(piece)),
        None => tr!(lang(), "le-discard-add-palette"),
    };
    if ui
        .add_enabled(brush.is_some(), Button::new(text))
        .on_hover_text(tr!(lang(), "le-discard-add-hover"))
        .on_disabled_hover_text(tr!(lang(), "le-choose-troop-first"))
        .accessible_name(discard_add_label())
        .clicked()
        && let Some(piece) = brush
    {
        p.discard.push(piece);
    }
}

fn claimed_ui(ui: &mut Ui, p: &mut Position, map: &Map) {
    let regions: Vec<_> = map
        .regions
        .iter()
        .filter(|r| r.medals > 0 || p.claimed_by(&r.id).is_some())
        .collect();
    if regions.is_empty() {
        ui.weak(tr!(lang(), "le-no-medal-region"));
    }
    egui::Grid::new("position_claimed_grid")
        .num_columns(2)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for r in regions {
                let name = if r.name.is_empty() { &r.id } else { &r.name };
                ui.label(tr!(
                    lang(),
                    "le-region-row",
                    name = name.as_str(),
                    n = r.medals
                ))
                .on_hover_text(tr!(
                    lang(),
                    "le-region-hover",
                    id = r.id.as_str(),
                    n = r.medals
                ));
                let now = p.claimed_by(&r.id);
                ui.horizontal(|ui| {
                    for by in [None, Some(Side::Blue), Some(Side::Red)] {
                        let text = match by {
                            None => RichText::new(tr!(lang(), "le-nobody")),
                            Some(s) => RichText::new(side_name(s)).color(side_text(ui, s)),
                        };
                        if ui
                            .add(Button::selectable(now == by, text).small())
                            .on_hover_text(match by {
                                None => tr!(lang(), "le-unclaimed-hover"),
                                Some(s) => tr!(lang(), "le-claimed-hover", side = side_name(s)),
                            })
                            .accessible_name(claim_label(&r.id, by))
                            .clicked()
                        {
                            p.set_claimed(&r.id, by);
                        }
                    }
                });
                ui.end_row();
            }
        });
    let stray: Vec<String> = p
        .claimed
        .0
        .iter()
        .filter(|(id, _)| map.region(id).is_none())
        .map(|(id, _)| id.clone())
        .collect();
    for id in stray {
        ui.horizontal(|ui| {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(lang(), "le-stray-claim", id = id.as_str()),
            );
            if ui
                .small_button(tr!(lang(), "le-remove"))
                .accessible_name(tr!(lang(), "le-remove-claim", id = id.as_str()))
                .clicked()
            {
                p.claimed.0.retain(|(k, _)| *k != id);
            }
        });
    }
}
