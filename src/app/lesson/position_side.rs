//! The position editor's side panel: who moves, the seed and first-game mode, and for each side
//! its medals, rack, frozen and removed troops and reserve; then the discard pile and the
//! claimed regions. Everything off the board.

use crate::app::play::side_name;
use crate::engine::{Board, Piece, RACK_LIMIT};
use crate::map::Map;
use crate::pieces::{Side, Troop};
use crate::scenario::{Census, new_game_position, remove_troop, swap_entries, troop_counts};
use crate::scenario::{Position, Reserve};
use egui::{Button, RichText, Ui};
use std::sync::Arc;
use toyforge_ui::board::side_text;

/// A piece in words: "Blue 7 Roxy".
pub fn piece_text(p: Piece) -> String {
    format!(
        "{} {} {}",
        side_name(p.side()),
        p.troop().code(),
        p.troop().display_name()
    )
}

/// The accessible name of the button that makes `side` the side to move.
pub fn to_move_label(side: Side) -> String {
    format!("{} to move", side_name(side))
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
    fn name(self) -> &'static str {
        match self {
            List::Rack => "rack",
            List::Frozen => "frozen troops",
            List::Removed => "removed troops",
            List::Reserve => "reserve",
        }
    }
}

/// The accessible name of the + (`add`) or − button of `troop` in `side`'s `list`.
pub fn step_label(side: Side, list: List, troop: Troop, add: bool) -> String {
    let who = side_name(side);
    let what = troop.display_name();
    let list = list.name();
    if add {
        format!("Add {what} to {who}'s {list}")
    } else {
        format!("Take {what} from {who}'s {list}")
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

    fn text(self) -> &'static str {
        match self {
            ReserveKind::Shuffled => "Shuffled",
            ReserveKind::Top => "Known top",
            ReserveKind::Exact => "Exact order",
        }
    }

    fn hover(self) -> &'static str {
        match self {
            ReserveKind::Shuffled => "Every troop not placed elsewhere, shuffled with the seed",
            ReserveKind::Top => "Troops you choose on top, in order; the rest shuffled below them",
            ReserveKind::Exact => "Exactly the troops you list, in order",
        }
    }
}

/// The accessible name of the button choosing how `side`'s reserve is given.
pub fn reserve_kind_label(side: Side, kind: ReserveKind) -> String {
    format!("{}'s reserve: {}", side_name(side), kind.text())
}

/// The accessible name of a button on `side`'s reserve list (`verb`: `Raise`, `Lower`,
/// `Remove`; `n` counts from the top, from 1).
pub fn reserve_button_label(verb: &str, side: Side, n: usize) -> String {
    format!("{verb} {}'s reserve troop {n}", side_name(side))
}

/// The accessible name of a button on the discard list (`n` counts from the oldest, from 1).
pub fn discard_button_label(verb: &str, n: usize) -> String {
    format!("{verb} discarded troop {n}")
}

/// The accessible name of the button adding the palette's troop to the discard.
pub const DISCARD_ADD: &str = "Add the palette's troop to the discard";

/// The accessible name of the button setting who claimed region `id`.
pub fn claim_label(id: &str, by: Option<Side>) -> String {
    format!("{id} claimed by {}", by.map(side_name).unwrap_or("nobody"))
}

/// The accessible name of the checkbox that makes `side`'s medals follow its claimed regions.
pub fn auto_medals_label(side: Side) -> String {
    format!("{}'s medals from claimed regions", side_name(side))
}

/// The accessible name of the button resetting to a new game.
pub const RESET_NEW_GAME: &str = "Reset to a new game";

/// Draws the side panel, editing `p`. `brush` is the palette's troop (for the discard).
pub fn ui(
    ui: &mut Ui,
    p: &mut Position,
    map: &Map,
    board: Option<&Arc<Board>>,
    brush: Option<Piece>,
) {
    egui::CollapsingHeader::new(RichText::new("Turn and options").strong())
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
    egui::CollapsingHeader::new(RichText::new(format!("Discard pile ({n})")).strong())
        .id_salt("position_discard")
        .default_open(true)
        .show(ui, |ui| discard_ui(ui, p, brush));
    egui::CollapsingHeader::new(RichText::new("Claimed regions").strong())
        .id_salt("position_claimed")
        .default_open(true)
        .show(ui, |ui| claimed_ui(ui, p, map));
}

fn turn_ui(ui: &mut Ui, p: &mut Position, board: Option<&Arc<Board>>) {
    ui.horizontal(|ui| {
        ui.label("To move:");
        for side in Side::ALL {
            let text = RichText::new(side_name(side)).color(side_text(ui, side));
            if ui
                .add(Button::selectable(p.to_move == side, text))
                .on_hover_text(format!(
                    "The position is the start of {}'s turn",
                    side_name(side)
                ))
                .accessible_name(to_move_label(side))
                .clicked()
            {
                p.to_move = side;
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Seed");
        ui.add(egui::DragValue::new(&mut p.seed))
            .labelled_by(l.id)
            .on_hover_text("Seeds the shuffled reserves and the game's chance (XB-42, freezes)");
        ui.checkbox(&mut p.first_game, "First game")
            .on_hover_text("First-game mode: the special bases have no effect");
    });
    let reset = ui
        .add_enabled(board.is_some(), Button::new("Reset to a new game"))
        .on_hover_text(
            "Replace the whole position by the one a new game starts from with this seed: \
             4 troops removed per side, 3 on the rack of the side to move and 4 on the other's",
        )
        .on_disabled_hover_text("The map cannot be played")
        .accessible_name(RESET_NEW_GAME)
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
            ui.strong(format!("Rack {}/{RACK_LIMIT}", sp.rack.len()))
                .on_hover_text("The troops the side can place, at most 8");
            ui.strong("Frozen").on_hover_text(
                "Rack troops frozen by a Battlefield base this turn; only the side to move can have some",
            );
            ui.strong("Removed")
                .on_hover_text("Troops set aside unseen at setup (4 per side in a new game)");
            ui.end_row();
            for t in Troop::ALL {
                let i = t.index();
                ui.label(
                    RichText::new(format!("{} {}", t.code(), t.display_name()))
                        .color(side_text(ui, side)),
                );
                let why_not_rack = rack_full.then_some("The rack is full: it holds at most 8");
                if let Some(add) = stepper(ui, rack[i], why_not_rack, side, List::Rack, t) {
                    change = Some((List::Rack, t, add));
                }
                let why_not_frozen = if !to_move {
                    Some("Only the side to move can have frozen troops")
                } else if frozen[i] >= rack[i] {
                    Some("Frozen troops are part of the rack: add one to the rack first")
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
    why_not_add: Option<&str>,
    side: Side,
    list: List,
    t: Troop,
) -> Option<bool> {
    let mut out = None;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        if ui
            .add_enabled(n > 0, Button::new("−").small())
            .on_hover_text(format!("One {} less", t.display_name()))
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
            .on_hover_text(format!("One {} more", t.display_name()));
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
        ui.label("Medals");
        let mut auto = sp.medals.is_none();
        if ui
            .checkbox(&mut auto, "from claimed regions")
            .on_hover_text(
                "Medals are the sum of the regions the side has claimed; untick to set them by hand",
            )
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
                    .accessible_name(format!("{}'s medals", side_name(side)));
            }
        }
        ui.weak(format!("of {}", map.targets[side]));
    });
}

fn reserve_ui(ui: &mut Ui, p: &mut Position, map: &Map, board: Option<&Arc<Board>>, side: Side) {
    let kind = ReserveKind::of(&p.side(side).reserve);
    let mut new_kind = None;
    ui.horizontal(|ui| {
        ui.label("Reserve");
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
            ui.weak(format!(
                "{dealt} troop{} not placed elsewhere, shuffled with the seed.",
                if dealt == 1 { "" } else { "s" }
            ));
            return;
        }
        Reserve::Top(v) => {
            ui.weak(format!(
                "On top, top first; then {dealt} more shuffled below."
            ));
            v
        }
        Reserve::Exact(v) => {
            ui.weak(format!(
                "Top first, {} troop{}.",
                v.len(),
                if v.len() == 1 { "" } else { "s" }
            ));
            v
        }
    };
    let mut op: Option<(usize, i32)> = None;
    for (i, t) in list.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("{}. {} {}", i + 1, t.code(), t.display_name()));
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
        ui.label("Add:");
        for t in Troop::ALL {
            if ui
                .add(Button::new(t.code().to_string()).small())
                .on_hover_text(format!(
                    "Add a {} at the bottom of the list",
                    t.display_name()
                ))
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
            .add_enabled(!lacking.is_empty(), Button::new("Add the missing troops"))
            .on_hover_text(format!(
                "Add at the bottom the {} troop{} the side lacks to have 3 of each",
                lacking.len(),
                if lacking.len() == 1 { "" } else { "s" }
            ))
            .on_disabled_hover_text("The side has 3 of each troop or more")
            .accessible_name(format!(
                "Add {}'s missing troops to the reserve",
                side_name(side)
            ))
            .clicked();
        if fill && let Reserve::Exact(v) = &mut p.side_mut(side).reserve {
            v.extend(lacking);
        }
    }
}

/// ↑ ↓ × for entry `i` of a list of `len`; returns `Some(-1)` (towards the front), `Some(1)`
/// (towards the back) or `Some(0)` (remove). `name` makes each button's accessible name from
/// its verb.
fn order_buttons(ui: &mut Ui, i: usize, len: usize, name: impl Fn(&str) -> String) -> Option<i32> {
    let mut out = None;
    if ui
        .add_enabled(i > 0, Button::new("Up").small())
        .on_hover_text("Move it up")
        .accessible_name(name("Raise"))
        .clicked()
    {
        out = Some(-1);
    }
    if ui
        .add_enabled(i + 1 < len, Button::new("Down").small())
        .on_hover_text("Move it down")
        .accessible_name(name("Lower"))
        .clicked()
    {
        out = Some(1);
    }
    if ui
        .add(Button::new("×").small())
        .on_hover_text("Take it out of the list")
        .accessible_name(name("Remove"))
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
        ui.weak("Empty.");
    } else {
        ui.weak("Oldest first.");
    }
    let mut op = None;
    let len = p.discard.len();
    for (i, piece) in p.discard.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!("{}. {}", i + 1, piece_text(*piece)))
                    .color(side_text(ui, piece.side())),
            );
            if let Some(d) = order_buttons(ui, i, len, |verb| discard_button_label(verb, i + 1)) {
                op = Some((i, d));
            }
        });
    }
    apply_order(&mut p.discard, op);
    let text = match brush {
        Some(piece) => format!("Add {}", piece_text(piece)),
        None => "Add the palette's troop".to_string(),
    };
    if ui
        .add_enabled(brush.is_some(), Button::new(text))
        .on_hover_text("Put the palette's troop on top of the discard pile")
        .on_disabled_hover_text("Choose a troop in the palette first")
        .accessible_name(DISCARD_ADD)
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
        ui.weak("This map has no region with medals.");
    }
    egui::Grid::new("position_claimed_grid")
        .num_columns(2)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for r in regions {
                let name = if r.name.is_empty() { &r.id } else { &r.name };
                ui.label(format!("{name} ({})", r.medals))
                    .on_hover_text(format!(
                        "Region `{}`, {} medal{}",
                        r.id,
                        r.medals,
                        if r.medals == 1 { "" } else { "s" }
                    ));
                let now = p.claimed_by(&r.id);
                ui.horizontal(|ui| {
                    for by in [None, Some(Side::Blue), Some(Side::Red)] {
                        let text = match by {
                            None => RichText::new("nobody"),
                            Some(s) => RichText::new(side_name(s)).color(side_text(ui, s)),
                        };
                        if ui
                            .add(Button::selectable(now == by, text).small())
                            .on_hover_text(match by {
                                None => "Not claimed: its medals are still on the board".into(),
                                Some(s) => format!(
                                    "Claimed by {}: its medals are {}'s",
                                    side_name(s),
                                    side_name(s)
                                ),
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
                format!("`{id}` is no region of this map"),
            );
            if ui
                .small_button("Remove")
                .accessible_name(format!("Remove the claim on `{id}`"))
                .clicked()
            {
                p.claimed.0.retain(|(k, _)| *k != id);
            }
        });
    }
}
