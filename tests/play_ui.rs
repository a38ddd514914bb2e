//! Play mode driven through its user interface with egui_kittest: placing by clicking a rack
//! troop and a lit target, rewinding from the move list, undo, declining an effect with Skip, and
//! a game against the random computer opponent.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use toyforge::ai::{Control, RandomPlayer, choose_for};
use toyforge::app::play::move_list::move_label;
use toyforge::app::play::rack_label;
use toyforge::app::{EditorApp, bundled_map};
use toyforge::engine::{Action, State};
use toyforge::notation;
use toyforge::pieces::{Side, Troop};

/// The editor on the bundled map, switched to play mode with a game started from the setup
/// (hot-seat unless `ai` names the computer's side).
fn started(seed: u64, ai: Option<Side>) -> Harness<'static, EditorApp> {
    let app = EditorApp::new(bundled_map(), None);
    let mut h = Harness::builder()
        .with_size(vec2(1400.0, 900.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.ui(ui), app);
    h.run();
    h.get_by_label("Play").click();
    h.run();
    assert!(h.state().play_mode());
    {
        let setup = &mut h.state_mut().play_view_mut().setup;
        setup.seed = seed;
        setup.first = Some(Side::Blue);
        setup.ai_side = ai;
        setup.ai_level = "random".into();
    }
    h.run();
    h.get_by_label("Start game").click();
    step(&mut h);
    assert!(h.state().play_view().session().is_some(), "a game started");
    h
}

/// Runs frames until the computer is not deciding any more.
fn step(h: &mut Harness<'static, EditorApp>) {
    for _ in 0..2000 {
        h.step();
        if !h.state().play_view().is_thinking() {
            h.step();
            if !h.state().play_view().is_thinking() {
                // Let the layout settle (panels resize a frame late).
                h.run();
                return;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the computer did not decide");
}

fn state(h: &Harness<'static, EditorApp>) -> State {
    h.state().play_view().session().unwrap().state().clone()
}

fn log_len(h: &Harness<'static, EditorApp>) -> usize {
    h.state().play_view().session().unwrap().played().len()
}

/// A troop of the side to move with a legal target, and that target's id.
fn placement(s: &State) -> Option<(Troop, usize, String)> {
    let side = s.to_move()?;
    let rack = s.rack_list(side);
    Troop::ALL.into_iter().find_map(|t| {
        let n = rack.iter().filter(|&&r| r == t).count();
        let loc = s.placement_targets(side, t).iter().next()?;
        (n > 0).then(|| (t, n, s.board().id(loc).to_string()))
    })
}

/// Clicks a rack troop, then its first target on the board.
fn click_place(h: &mut Harness<'static, EditorApp>) -> bool {
    let Some((t, n, id)) = placement(&state(h)) else {
        return false;
    };
    h.get_by_label(&rack_label(t, n)).click();
    step(h);
    h.get_by_label_contains(&format!("@{id}\n")).click();
    step(h);
    true
}

/// One action for the side to move through the interface: Skip a pending effect, else place
/// if it can, else draw.
fn act(h: &mut Harness<'static, EditorApp>) {
    if state(h).pending().is_some() {
        h.get_by_label("Skip").click();
        step(h);
    } else if !click_place(h) {
        h.get_by_label("Draw").click();
        step(h);
    }
}

#[test]
fn clicking_a_rack_troop_then_a_lit_target_places_it() {
    let mut h = started(3, None);
    let before = state(&h);
    let (t, _, id) = placement(&before).expect("a placement at the start");
    assert!(click_place(&mut h));
    assert_eq!(log_len(&h), 1);
    let s = state(&h);
    let loc = s.board().find(&id).unwrap();
    assert_eq!(s.top(loc).map(|p| p.troop()), Some(t));
    let (side, action) = h.state().play_view().session().unwrap().played()[0];
    assert_eq!(side, Side::Blue);
    assert_eq!(action, Action::Place(t, loc));
}

#[test]
fn clicking_a_move_in_the_list_rewinds_to_it() {
    let mut h = started(5, None);
    for _ in 0..3 {
        act(&mut h);
    }
    assert_eq!(log_len(&h), 3);
    let session = h.state().play_view().session().unwrap().clone();
    let (side, first) = session.log()[0];
    let label = move_label(0, side, &notation::print(session.board(), &first));
    h.get_by_label(&label).click();
    step(&mut h);
    let s = h.state().play_view().session().unwrap();
    assert_eq!(
        s.cursor(),
        1,
        "the view shows the position after the first move"
    );
    assert_eq!(s.log().len(), 3, "the later moves stay in the log for redo");
    let mut replay = session.initial().clone();
    replay.play(&first).unwrap();
    assert_eq!(
        notation::state_json_string(s.state()),
        notation::state_json_string(&replay)
    );
    h.get_by_label("Redo").click();
    step(&mut h);
    assert_eq!(h.state().play_view().session().unwrap().cursor(), 2);
}

#[test]
fn undo_button_takes_back_the_last_move() {
    let mut h = started(7, None);
    let start = notation::state_json_string(&state(&h));
    assert!(click_place(&mut h));
    assert_eq!(log_len(&h), 1);
    h.get_by_label("Undo").click();
    step(&mut h);
    assert_eq!(log_len(&h), 0);
    assert_eq!(notation::state_json_string(&state(&h)), start);
    assert!(h.state().play_view().session().unwrap().can_redo());
}

#[test]
fn skip_button_declines_a_pending_effect() {
    let mut h = started(11, None);
    // Play seeded random moves until an effect waits for an answer.
    let mut player = RandomPlayer::new(99);
    let mut found = false;
    for _ in 0..600 {
        let app = h.state_mut();
        let session = app.play_view_mut().session_mut().unwrap();
        if session.state().pending().is_some() {
            found = true;
            break;
        }
        let Some(a) = choose_for(&mut player, session.state(), &Control::default()) else {
            break;
        };
        session.play(&a).unwrap();
    }
    assert!(found, "a pending effect arose with this seed");
    step(&mut h);
    let before = log_len(&h);
    let pending = state(&h).pending().unwrap();
    h.get_by_label("Skip").click();
    step(&mut h);
    let session = h.state().play_view().session().unwrap();
    assert_eq!(session.played().len(), before + 1);
    assert_eq!(
        session.played()[before].1,
        Action::Skip,
        "{pending} was declined"
    );
}

#[test]
fn a_short_game_against_the_random_computer_ends_with_a_banner() {
    let mut h = started(13, Some(Side::Red));
    for _ in 0..400 {
        let s = state(&h);
        if s.is_over() {
            break;
        }
        assert_eq!(s.to_move(), Some(Side::Blue), "the computer answered");
        act(&mut h);
    }
    let session = h.state().play_view().session().unwrap();
    let outcome = session.state().outcome().expect("the game ended");
    assert!(session.played().iter().any(|(side, _)| *side == Side::Red));
    assert!(session.played().iter().any(|(side, _)| *side == Side::Blue));
    assert!(h.query_by_label(&outcome.to_string()).is_some());
    assert!(h.query_by_label_contains("Game over").is_some());
}

#[test]
fn save_as_scenario_writes_the_starting_position() {
    let mut h = started(17, None);
    let start = notation::state_json_string(&state(&h));
    act(&mut h);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    h.state_mut().play_view_mut().scenario_path = path.display().to_string();
    h.run();
    h.get_by_label("Save as scenario").click();
    step(&mut h);
    let loaded = toyforge::scenario::Scenario::load(&path).expect("the scenario was written");
    let again = loaded.start().expect("its position starts a game");
    assert_eq!(notation::state_json_string(&again), start);
}

#[test]
fn a_game_against_the_computer_starts_from_a_saved_scenario() {
    let mut h = started(19, None);
    let start = notation::state_json_string(&state(&h));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lesson.ron");
    h.state().play_view().save_scenario(&path).unwrap();
    {
        let view = h.state_mut().play_view_mut();
        view.scenario_path = path.display().to_string();
        view.setup.ai_side = Some(Side::Red);
        view.setup.ai_level = "random".into();
    }
    h.run();
    h.get_by_label("Start from scenario").click();
    step(&mut h);
    let session = h.state().play_view().session().unwrap();
    assert_eq!(session.cursor(), 0, "a fresh game");
    assert_eq!(notation::state_json_string(session.initial()), start);
    for _ in 0..400 {
        let s = state(&h);
        if s.is_over() {
            break;
        }
        assert_eq!(s.to_move(), Some(Side::Blue), "the computer answered");
        act(&mut h);
    }
    let session = h.state().play_view().session().unwrap();
    assert!(session.state().is_over(), "the game ended");
    assert!(session.played().iter().any(|(side, _)| *side == Side::Red));
}

#[test]
fn cancel_stops_the_thinking_computer_and_pauses_it() {
    let mut h = started(23, None);
    {
        let setup = &mut h.state_mut().play_view_mut().setup;
        setup.ai_side = Some(Side::Blue);
        setup.ai_level = "mcts:100000000".into();
    }
    h.run();
    h.get_by_label("Start game").click();
    for _ in 0..3 {
        h.step();
    }
    assert!(h.state().play_view().is_thinking());
    assert!(h.query_by_label("thinking…").is_some());
    h.get_by_label("Cancel").click();
    h.step();
    h.step();
    assert!(!h.state().play_view().is_thinking());
    assert_eq!(log_len(&h), 0, "the cancelled decision was not played");
    assert!(h.query_by_label("Resume computer").is_some());
}
