//! The Position tab of the lesson workspace driven through its user interface with egui_kittest,
//! on a new lesson on the bundled Castle Field: the palette and the board build stacks, the side
//! panel edits racks, frozen and removed troops, reserves, the discard, claimed regions and the
//! side to move, the live check follows every change (and never stops editing), undo restores.

use crate::common;

use common::ui::{
    Editor, H, click_location, edit_lesson, press, right_click_location, shows, shows_exactly,
};
use toyforge::app::document::Merge;
use toyforge::app::document::lesson::LessonEdit;
use toyforge::app::lesson::position::{
    palette_label, palette_select_label, palette_side_label, stack_button_label,
};
use toyforge::app::lesson::position_check::{not_ready_label, over_label, ready_label};
use toyforge::app::lesson::position_side::{
    List, Order, ReserveKind, auto_medals_label, claim_label, discard_add_label,
    reserve_button_label, reserve_kind_label, reset_new_game_label, step_label, to_move_label,
};
use toyforge::engine::{Piece, State};
use toyforge::pieces::Side::{self, Blue, Red};
use toyforge::pieces::Troop;
use toyforge::scenario::{Position, Reserve};

/// The editor on the bundled Castle Field in lesson mode, with a new lesson on the map, on the
/// Position tab.
fn workspace() -> H {
    Editor::bundled().new_lesson()
}

fn position(h: &H) -> Position {
    h.state()
        .lesson()
        .doc()
        .unwrap()
        .scenario()
        .position
        .clone()
}

/// The committed start position, or why it cannot start.
fn start(h: &H) -> Result<State, String> {
    h.state()
        .lesson()
        .doc()
        .unwrap()
        .start()
        .cloned()
        .map_err(|e| e.to_string())
}

fn stack(h: &H, id: &str) -> Vec<Piece> {
    position(h)
        .stacks
        .0
        .iter()
        .find(|(k, _)| k == id)
        .map(|(_, s)| s.clone())
        .unwrap_or_default()
}

fn brush(h: &mut H, side: Side, troop: Troop) {
    press(h, &palette_side_label(side));
    press(h, &palette_label(troop));
}

#[test]
fn clicking_a_base_puts_the_palette_troop_on_top_of_its_stack() {
    let mut h = workspace();
    brush(&mut h, Blue, Troop::Roxy);
    click_location(&mut h, "central-bridge");
    brush(&mut h, Red, Troop::Hook);
    click_location(&mut h, "central-bridge");
    assert_eq!(
        stack(&h, "central-bridge"),
        vec![Piece(Blue, Troop::Roxy), Piece(Red, Troop::Hook)]
    );
    let st = start(&h).expect("the position starts");
    let bridge = st.board().find("central-bridge").unwrap();
    assert_eq!(st.top(bridge), Some(Piece(Red, Troop::Hook)));
    assert_eq!(
        h.state().lesson().position.chosen.as_deref(),
        Some("central-bridge")
    );
    assert!(shows_exactly(&h, &ready_label()));
}

#[test]
fn right_click_takes_off_the_top_troop_and_an_emptied_base_leaves_the_stacks() {
    let mut h = workspace();
    brush(&mut h, Blue, Troop::Kwak);
    click_location(&mut h, "orchard");
    brush(&mut h, Red, Troop::Star);
    click_location(&mut h, "orchard");
    right_click_location(&mut h, "orchard");
    assert_eq!(stack(&h, "orchard"), vec![Piece(Blue, Troop::Kwak)]);
    right_click_location(&mut h, "orchard");
    assert!(position(&h).stacks.is_empty());
}

#[test]
fn choose_only_picks_a_location_without_putting_a_troop_down() {
    let mut h = workspace();
    brush(&mut h, Blue, Troop::Jumbo);
    click_location(&mut h, "keep-gate");
    press(&mut h, &palette_select_label());
    click_location(&mut h, "market-square");
    click_location(&mut h, "keep-gate");
    assert_eq!(stack(&h, "keep-gate"), vec![Piece(Blue, Troop::Jumbo)]);
    assert!(stack(&h, "market-square").is_empty());
    assert_eq!(
        h.state().lesson().position.chosen.as_deref(),
        Some("keep-gate")
    );
}

#[test]
fn the_chosen_stack_is_reordered_and_cleared_from_its_list() {
    let mut h = workspace();
    let id = "left-outpost";
    brush(&mut h, Blue, Troop::Skully);
    click_location(&mut h, id);
    brush(&mut h, Red, Troop::Xb42);
    click_location(&mut h, id);
    brush(&mut h, Blue, Troop::Capn);
    click_location(&mut h, id);
    // Bottom to top: Skully, XB-42, Cap'n. Raise the bottom one.
    press(&mut h, &stack_button_label(Order::Raise, 1, id));
    assert_eq!(
        stack(&h, id),
        vec![
            Piece(Red, Troop::Xb42),
            Piece(Blue, Troop::Skully),
            Piece(Blue, Troop::Capn)
        ]
    );
    press(&mut h, &stack_button_label(Order::Remove, 3, id));
    assert_eq!(
        stack(&h, id),
        vec![Piece(Red, Troop::Xb42), Piece(Blue, Troop::Skully)]
    );
    press(&mut h, "Clear this stack");
    assert!(position(&h).stacks.is_empty());
}

#[test]
fn an_hq_takes_no_troop_and_says_why() {
    let mut h = workspace();
    brush(&mut h, Red, Troop::Kwak);
    click_location(&mut h, "blue-hq");
    assert!(position(&h).stacks.is_empty());
    assert!(shows(&h, "@blue-hq is an HQ"));
}

#[test]
fn rack_plus_and_minus_edit_the_rack_and_the_start_follows() {
    let mut h = workspace();
    let add_roxy = step_label(Blue, List::Rack, Troop::Roxy, true);
    press(&mut h, &add_roxy);
    press(&mut h, &add_roxy);
    press(&mut h, &step_label(Blue, List::Rack, Troop::Kwak, true));
    press(&mut h, &step_label(Blue, List::Rack, Troop::Roxy, false));
    assert_eq!(position(&h).blue.rack, vec![Troop::Kwak, Troop::Roxy]);
    let st = start(&h).expect("the position starts");
    assert_eq!(st.rack_list(Blue), vec![Troop::Kwak, Troop::Roxy]);
    assert_eq!(
        st.reserve_len(Blue),
        22,
        "the rest is shuffled into the reserve"
    );
}

#[test]
fn taking_a_frozen_troop_off_the_rack_unfreezes_it() {
    let mut h = workspace();
    press(&mut h, &step_label(Blue, List::Rack, Troop::Star, true));
    press(&mut h, &step_label(Blue, List::Frozen, Troop::Star, true));
    assert_eq!(position(&h).blue.frozen, vec![Troop::Star]);
    assert_eq!(start(&h).unwrap().frozen_list(Blue), vec![Troop::Star]);
    press(&mut h, &to_move_label(Red));
    let e = start(&h).unwrap_err();
    assert!(e.contains("frozen"), "{e}");
    press(&mut h, &step_label(Blue, List::Rack, Troop::Star, false));
    assert!(position(&h).blue.frozen.is_empty());
    assert!(start(&h).is_ok());
}

#[test]
fn removed_troops_are_counted_out_of_the_reserve() {
    let mut h = workspace();
    press(&mut h, &step_label(Red, List::Removed, Troop::Star, true));
    press(&mut h, &step_label(Red, List::Removed, Troop::Hook, true));
    assert_eq!(position(&h).red.removed, vec![Troop::Hook, Troop::Star]);
    let st = start(&h).unwrap();
    assert_eq!(st.removed(Red)[Troop::Star.index()], 1);
    assert_eq!(st.reserve_len(Red), 22);
}

#[test]
fn a_known_top_of_the_reserve_is_dealt_first_in_its_order() {
    let mut h = workspace();
    press(&mut h, &reserve_kind_label(Blue, ReserveKind::Top));
    press(&mut h, &step_label(Blue, List::Reserve, Troop::Roxy, true));
    press(&mut h, &step_label(Blue, List::Reserve, Troop::Kwak, true));
    press(&mut h, &reserve_button_label(Order::Raise, Blue, 2));
    assert_eq!(
        position(&h).blue.reserve,
        Reserve::Top(vec![Troop::Kwak, Troop::Roxy])
    );
    let reserve = start(&h).unwrap().reserve(Blue);
    assert_eq!(reserve.len(), 24);
    assert_eq!(reserve[..2], [Troop::Kwak, Troop::Roxy]);
}

#[test]
fn an_exact_reserve_starts_from_the_dealt_order_and_fills_what_is_missing() {
    let mut h = workspace();
    let dealt = start(&h).unwrap().reserve(Red);
    press(&mut h, &reserve_kind_label(Red, ReserveKind::Exact));
    assert_eq!(position(&h).red.reserve, Reserve::Exact(dealt.clone()));
    assert_eq!(start(&h).unwrap().reserve(Red), dealt, "nothing moved");
    press(&mut h, &reserve_button_label(Order::Remove, Red, 1));
    let e = start(&h).unwrap_err();
    let gone = dealt[0];
    assert!(e.contains(&format!("red has 2 {gone}")), "{e}");
    assert!(shows(&h, &format!("missing 1 {}", gone.display_name())));
    press(&mut h, "Add Red's missing troops to the reserve");
    let Reserve::Exact(v) = position(&h).red.reserve else {
        panic!("still an exact reserve");
    };
    assert_eq!(v.last(), Some(&gone));
    assert!(start(&h).is_ok());
}

#[test]
fn claiming_a_region_gives_its_medals_unless_they_are_set_by_hand() {
    let mut h = workspace();
    press(&mut h, &claim_label("south", Some(Blue)));
    assert_eq!(position(&h).claimed.0, vec![("south".to_string(), Blue)]);
    assert_eq!(start(&h).unwrap().medals(Blue), 3);
    // Medals set by hand keep their value when the claim goes.
    press(&mut h, &auto_medals_label(Blue));
    assert_eq!(position(&h).blue.medals, Some(3));
    press(&mut h, &claim_label("south", None));
    assert!(position(&h).claimed.is_empty());
    let e = start(&h).unwrap_err();
    assert!(e.contains("blue has 3 medals"), "{e}");
    press(&mut h, &auto_medals_label(Blue));
    assert_eq!(position(&h).blue.medals, None);
    assert_eq!(start(&h).unwrap().medals(Blue), 0);
}

#[test]
fn the_side_to_move_is_set_by_its_buttons() {
    let mut h = workspace();
    press(&mut h, &to_move_label(Red));
    assert_eq!(position(&h).to_move, Red);
    assert_eq!(start(&h).unwrap().to_move(), Some(Red));
    press(&mut h, &to_move_label(Blue));
    assert_eq!(start(&h).unwrap().to_move(), Some(Blue));
}

#[test]
fn an_impossible_position_names_the_problem_and_editing_goes_on() {
    let mut h = workspace();
    brush(&mut h, Blue, Troop::Roxy);
    for _ in 0..4 {
        click_location(&mut h, "central-bridge");
    }
    let e = start(&h).unwrap_err();
    assert!(e.contains("blue has 4 roxy"), "{e}");
    assert!(shows_exactly(&h, &not_ready_label()));
    assert!(
        shows(&h, "Blue has 4 roxy"),
        "the problem is shown in place"
    );
    assert!(
        shows(&h, "too many: 1 Roxy"),
        "the census says what is over"
    );
    // Still editable: take one off and the position is ready again.
    right_click_location(&mut h, "central-bridge");
    assert_eq!(stack(&h, "central-bridge").len(), 3);
    assert!(start(&h).is_ok());
    assert!(shows_exactly(&h, &ready_label()));
}

#[test]
fn undo_restores_the_position_and_redo_brings_the_edit_back() {
    let mut h = workspace();
    brush(&mut h, Red, Troop::Roxy);
    click_location(&mut h, "right-bridge");
    press(&mut h, &step_label(Red, List::Rack, Troop::Kwak, true));
    press(&mut h, "Undo");
    assert!(position(&h).red.rack.is_empty());
    assert_eq!(stack(&h, "right-bridge"), vec![Piece(Red, Troop::Roxy)]);
    press(&mut h, "Undo");
    assert_eq!(position(&h), Position::default());
    let st = start(&h).unwrap();
    assert!(st.controlled(Red).is_empty(), "the live check follows undo");
    press(&mut h, "Redo");
    assert_eq!(stack(&h, "right-bridge"), vec![Piece(Red, Troop::Roxy)]);
}

#[test]
fn the_discard_takes_the_palette_troop_and_keeps_its_order() {
    let mut h = workspace();
    brush(&mut h, Red, Troop::Jumbo);
    press(&mut h, &discard_add_label());
    brush(&mut h, Blue, Troop::Hook);
    press(&mut h, &discard_add_label());
    press(&mut h, "Raise discarded troop 2");
    assert_eq!(
        position(&h).discard,
        vec![Piece(Blue, Troop::Hook), Piece(Red, Troop::Jumbo)]
    );
    assert_eq!(start(&h).unwrap().discard(), position(&h).discard);
}

#[test]
fn reset_to_a_new_game_deals_the_racks_and_removes_four_a_side() {
    let mut h = workspace();
    brush(&mut h, Blue, Troop::Kwak);
    click_location(&mut h, "orchard");
    press(&mut h, &reset_new_game_label());
    let p = position(&h);
    assert!(p.stacks.is_empty());
    assert_eq!((p.blue.rack.len(), p.red.rack.len()), (3, 4));
    assert_eq!((p.blue.removed.len(), p.red.removed.len()), (4, 4));
    let st = start(&h).unwrap();
    assert_eq!(st.to_move(), Some(Blue));
    assert_eq!(st.reserve_len(Blue) + st.rack_len(Blue), 20);
    click_location(&mut h, "orchard");
    press(&mut h, "Clear board");
    assert_eq!(position(&h), p, "only the board was cleared");
}

#[test]
fn a_position_whose_game_is_already_over_says_so() {
    let mut h = workspace();
    // Blue to move with nothing to draw or place: every troop removed.
    let mut p = position(&h);
    p.blue.reserve = Reserve::Exact(Vec::new());
    p.blue.removed = Troop::ALL.into_iter().flat_map(|t| [t; 3]).collect();
    let doc = h.state_mut().lesson_mut().doc_mut().unwrap();
    doc.apply(LessonEdit::SetPosition(p), Merge::Alone).unwrap();
    h.run();
    assert!(start(&h).unwrap().is_over());
    assert!(shows_exactly(&h, &over_label()));
    assert!(shows(&h, "Red won"), "the outcome is named");
}

#[test]
fn the_sides_in_the_summary_are_written_in_their_text_safe_colours() {
    let mut h = workspace();
    for dark in [true, false] {
        h.ctx.set_visuals(if dark {
            egui::Visuals::dark()
        } else {
            egui::Visuals::light()
        });
        h.run();
        for side in [Blue, Red] {
            let word = format!("{}:", toyforge::scenario::side_name(side));
            let colours = common::ui::text_colours(&h, &word);
            let pal = toyforge_core::draw::Palette::new(dark);
            let safe = pal.side_text(side);
            let safe = egui::Color32::from_rgba_unmultiplied(safe.r, safe.g, safe.b, safe.a);
            assert!(!colours.is_empty(), "{word} is written");
            assert!(
                colours.iter().all(|&c| c == safe),
                "{word} in {colours:?}, not {safe:?} (dark: {dark})"
            );
        }
    }
}

#[test]
fn the_board_names_its_places_in_the_lesson_s_language() {
    // The test fonts lack Chinese: its characters are drawn as boxes, as on a system without them.
    let mut h = Editor::bundled().tofu().new_lesson();
    click_location(&mut h, "central-bridge");
    assert!(shows(&h, "Central Bridge"));
    edit_lesson(&mut h, [LessonEdit::SetLanguage("zh".into())]);
    h.run();
    // The chosen location is named as the Chinese lesson's text and its preview name it.
    assert!(shows(&h, "中央石桥"));
    assert!(!shows(&h, "Central Bridge"));
}
