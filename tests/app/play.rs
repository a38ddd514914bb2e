//! Play mode driven through its user interface with egui_kittest: placing by clicking a rack
//! troop and a lit target, rewinding from the move list, undo, declining an effect with Skip, a
//! game against the random computer opponent, computer against computer with Pause, Step and
//! the delay between moves, and saving a game as a scenario with its moves.

use crate::common;

use common::ui::{Editor, click_map, pick_in_browser, shows};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use egui_kittest::kittest::Queryable;
use std::time::Duration;
use toyforge::ai::{AiSpec, Control, RandomPlayer, choose_for};
use toyforge::app::play::handover::ready_label;
use toyforge::app::play::move_list::move_label;
use toyforge::app::play::setup::level_name;
use toyforge::app::play::{Level, Opponent, Origin, PlaySession, game_step_title};
use toyforge::app::{EditorApp, bundled_map};
use toyforge::engine::{Action, GameOptions, State};
use toyforge::notation;
use toyforge::pieces::{BySide, Side, Troop};
use toyforge::scenario::{Scenario, Step, capitalise, check_file, play_line};
use toyforge_core::i18n::Lang;
use toyforge_ui::rack_label;

/// The editor on the bundled map in play mode, set up (seed, Blue first, random computers,
/// no delay between computer moves) but not started.
fn set_up(seed: u64, opponent: Opponent) -> Harness<'static, EditorApp> {
    let mut h = Editor::bundled().small_laptop().run();
    h.get_by_label("Play").click();
    h.run();
    assert!(h.state().play_mode());
    {
        let view = h.state_mut().play_view_mut();
        view.move_delay = 0.0;
        let setup = &mut view.setup;
        setup.seed = seed;
        setup.first = Some(Side::Blue);
        setup.opponent = opponent;
        setup.levels = BySide::splat(Level::Random);
    }
    h.run();
    h
}

/// As [`set_up`], with the game started and the computer's first answer in, if it moves first.
fn started(seed: u64, opponent: Opponent) -> Harness<'static, EditorApp> {
    let mut h = set_up(seed, opponent);
    h.get_by_label("Start game").click();
    step(&mut h);
    assert!(h.state().play_view().session().is_some(), "a game started");
    h
}

/// As [`set_up`] for computer against computer, started; the computers run on their own (use
/// [`frames`], not [`step`], which waits for them to stop).
fn watching(seed: u64) -> Harness<'static, EditorApp> {
    let mut h = set_up(seed, Opponent::Both);
    h.get_by_label("Start game").click();
    h.step();
    assert!(h.state().play_view().session().is_some(), "a game started");
    h
}

/// Runs up to `n` frames, a little apart, until `done` holds; returns whether it did.
fn frames(
    h: &mut Harness<'static, EditorApp>,
    n: usize,
    mut done: impl FnMut(&Harness<'static, EditorApp>) -> bool,
) -> bool {
    for _ in 0..n {
        h.step();
        if done(h) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    false
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

/// In a hot-seat game, presses "I'm ready" when the racks are hidden between turns.
fn ready(h: &mut Harness<'static, EditorApp>) {
    if h.state().play_view().handing_over() {
        h.get_by_label(&ready_label()).click();
        step(h);
        assert!(!h.state().play_view().handing_over());
    }
}

/// Clicks a rack troop, then its first target on the board.
fn click_place(h: &mut Harness<'static, EditorApp>) -> bool {
    ready(h);
    let Some((t, n, id)) = placement(&state(h)) else {
        return false;
    };
    h.get_by_label(&rack_label(t, n)).click();
    step(h);
    h.get_by_label_contains(&format!("@{id}\n")).click();
    step(h);
    true
}

/// Plays blue's turns ([`act`]) against the computer until the game is over (400 actions at
/// most), checking each time that the computer has answered.
fn play_blue_until_over(h: &mut Harness<'static, EditorApp>) {
    for _ in 0..400 {
        let s = state(h);
        if s.is_over() {
            break;
        }
        assert_eq!(s.to_move(), Some(Side::Blue), "the computer answered");
        act(h);
    }
}

/// One action for the side to move through the interface: Skip a pending effect, else place
/// if it can, else draw.
fn act(h: &mut Harness<'static, EditorApp>) {
    ready(h);
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
    let mut h = started(3, Opponent::HotSeat);
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
    let mut h = started(5, Opponent::HotSeat);
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
    let mut h = started(7, Opponent::HotSeat);
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
    let mut h = started(11, Opponent::HotSeat);
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
    ready(&mut h);
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
    let mut h = started(13, Opponent::Computer(Side::Red));
    play_blue_until_over(&mut h);
    let session = h.state().play_view().session().unwrap();
    let outcome = session.state().outcome().expect("the game ended");
    assert!(session.played().iter().any(|(side, _)| *side == Side::Red));
    assert!(session.played().iter().any(|(side, _)| *side == Side::Blue));
    assert!(
        h.query_by_label(&toyforge::scenario::Words::EN.outcome(outcome))
            .is_some()
    );
    assert!(h.query_by_label_contains("Game over").is_some());
}

#[test]
fn save_as_scenario_without_the_moves_writes_the_starting_position_only() {
    let mut h = started(17, Opponent::HotSeat);
    let start = notation::state_json_string(&state(&h));
    act(&mut h);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    h.run();
    assert!(
        h.state().play_view().save_moves,
        "moves are saved by default"
    );
    h.get_by_label("with the moves").click();
    step(&mut h);
    assert!(!h.state().play_view().save_moves);
    h.get_by_label("Save as scenario").click();
    step(&mut h);
    // Never saved before: the game asks where, in the file browser.
    pick_in_browser(&mut h, &path, "Save");
    step(&mut h);
    assert_eq!(h.state().play_view().saved_to(), Some(path.as_path()));
    let loaded = Scenario::load(&path).expect("the scenario was written");
    assert!(
        loaded.scenario.steps.is_empty(),
        "no walkthrough of the moves"
    );
    let again = loaded.start().expect("its position starts a game");
    assert_eq!(notation::state_json_string(&again), start);
    let said = h.state().play_view().message().unwrap_or_default();
    assert!(said.contains("starting position"), "{said}");
}

#[test]
fn a_game_against_the_computer_starts_from_a_saved_scenario() {
    let mut h = started(19, Opponent::HotSeat);
    let start = notation::state_json_string(&state(&h));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lesson.ron");
    h.state().play_view().save_scenario(&path, false).unwrap();
    h.state_mut().play_view_mut().setup.opponent = Opponent::Computer(Side::Red);
    h.run();
    h.get_by_label("Start from scenario…").click();
    h.step();
    pick_in_browser(&mut h, &path, "Start");
    step(&mut h);
    let session = h.state().play_view().session().unwrap();
    assert_eq!(session.cursor(), 0, "a fresh game");
    assert_eq!(notation::state_json_string(session.initial()), start);
    play_blue_until_over(&mut h);
    let session = h.state().play_view().session().unwrap();
    assert!(session.state().is_over(), "the game ended");
    assert!(session.played().iter().any(|(side, _)| *side == Side::Red));
}

#[test]
fn cancel_stops_the_thinking_computer_and_pauses_it() {
    // Set up before any game runs: a change of opponent in a running game applies at once.
    let mut h = set_up(23, Opponent::Computer(Side::Blue));
    h.state_mut().play_view_mut().setup.levels.blue = Level::MctsCustom(100_000_000);
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

/// Everything the JSON state shows, and the order of both reserves (the JSON has their sizes).
fn position_text(s: &State) -> String {
    format!(
        "{}\nblue reserve {:?}\nred reserve {:?}",
        notation::state_json_string(s),
        s.reserve(Side::Blue),
        s.reserve(Side::Red)
    )
}

#[test]
fn computer_against_computer_plays_a_game_to_its_end_at_the_fastest_speed() {
    let mut h = watching(29);
    assert_eq!(
        h.state().play_view().computers(),
        BySide::splat(Some(AiSpec::Random))
    );
    let over = frames(&mut h, 4000, |h| state(h).is_over());
    assert!(over, "the game ended within the frames allowed");
    h.run();
    let session = h.state().play_view().session().unwrap();
    let outcome = session.state().outcome().unwrap();
    assert!(session.played().iter().any(|(side, _)| *side == Side::Blue));
    assert!(session.played().iter().any(|(side, _)| *side == Side::Red));
    assert!(
        h.query_by_label(&toyforge::scenario::Words::EN.outcome(outcome))
            .is_some()
    );
    assert!(h.query_by_label_contains("Game over").is_some());
    assert!(!h.state().play_view().is_thinking());
}

#[test]
fn pause_stops_the_computers() {
    let mut h = watching(31);
    assert!(
        frames(&mut h, 500, |h| log_len(h) >= 4),
        "the computers move"
    );
    h.get_by_label("Pause").click();
    h.step();
    assert!(h.state().play_view().is_paused());
    assert!(!h.state().play_view().is_thinking());
    let n = log_len(&h);
    let moved = frames(&mut h, 40, |h| log_len(h) != n);
    assert!(!moved, "no computer move while paused");
    assert!(!state(&h).is_over());
    assert!(h.query_by_label("Resume computer").is_some());
    // Resume lets them play on.
    h.get_by_label("Resume computer").click();
    assert!(
        frames(&mut h, 500, |h| log_len(h) > n),
        "the computers resumed"
    );
}

#[test]
fn step_plays_exactly_one_computer_move_while_paused() {
    let mut h = watching(37);
    assert!(
        frames(&mut h, 500, |h| log_len(h) >= 2),
        "the computers move"
    );
    h.get_by_label("Pause").click();
    h.step();
    // The buttons of the paused computer show from the next frame.
    h.step();
    let n = log_len(&h);
    let side = state(&h).to_move().expect("the game goes on");
    h.get_by_label("Step").click();
    assert!(
        frames(&mut h, 500, |h| log_len(h) == n + 1),
        "Step played a move"
    );
    let session = h.state().play_view().session().unwrap();
    assert_eq!(session.played()[n].0, side, "the side to move played it");
    assert!(
        h.state().play_view().is_paused(),
        "still paused after the step"
    );
    let moved = frames(&mut h, 40, |h| log_len(h) != n + 1);
    assert!(!moved, "one move only");
    assert!(!h.state().play_view().is_thinking());
}

#[test]
fn a_long_delay_holds_the_computer_back_until_it_passes() {
    let mut h = set_up(41, Opponent::Both);
    h.state_mut().play_view_mut().move_delay = 2.0;
    h.get_by_label("Start game").click();
    h.step();
    let early = frames(&mut h, 8, |h| {
        log_len(h) > 0 || h.state().play_view().is_thinking()
    });
    assert!(!early, "the computer waits for the delay");
    h.state_mut().play_view_mut().move_delay = 0.0;
    assert!(frames(&mut h, 500, |h| log_len(h) >= 2), "then it plays");
}

#[test]
fn save_with_moves_writes_a_walkthrough_that_replays_the_game() {
    let mut h = watching(43);
    assert!(
        frames(&mut h, 4000, |h| state(h).is_over()),
        "the game ended"
    );
    let session = h.state().play_view().session().unwrap().clone();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("watched.ron");
    h.step();
    h.get_by_label("Save as scenario…").click();
    h.step();
    pick_in_browser(&mut h, &path, "Save");
    let said = h
        .state()
        .play_view()
        .message()
        .unwrap_or_default()
        .to_string();
    assert!(said.contains("actions played"), "{said}");

    let report = check_file(&path).expect("the file loads");
    assert!(report.is_ok(), "the saved game passes check:\n{report}");
    let loaded = Scenario::load(&path).unwrap();
    let [Step::Walkthrough(w)] = loaded.scenario.steps.as_slice() else {
        panic!("one walkthrough step, got {:?}", loaded.scenario.steps);
    };
    assert_eq!(w.title, game_step_title(Lang::En));
    assert_eq!(
        w.stages.len(),
        session.played().len(),
        "one stage an action"
    );
    let start = loaded.start().unwrap();
    assert_eq!(position_text(&start), position_text(session.initial()));
    for (stage, (side, _)) in w.stages.iter().zip(session.played()) {
        assert!(
            stage.comment.starts_with(match side {
                Side::Blue => "Blue",
                Side::Red => "Red",
            }),
            "{}",
            stage.comment
        );
        // Chance actions name their outcome.
        assert!(
            !matches!(stage.actions.as_str(), "draw" | "discard rack" | "freeze"),
            "stage '{}' names what chance decided",
            stage.actions
        );
    }
    let replay = |start: &State| {
        w.stages.iter().fold(start.clone(), |s, stage| {
            play_line(&s, &stage.actions).expect("each stage replays")
        })
    };
    let end = position_text(session.state());
    assert_eq!(position_text(&replay(&start)), end);
    // The replay does not depend on the position's seed.
    let mut reseeded = loaded.clone();
    reseeded.scenario.position.seed ^= 0x5eed;
    let other_start = reseeded.start().unwrap();
    assert_eq!(position_text(&replay(&other_start)), end);

    // Started again from the file, the game begins where the saved one began.
    h.state_mut().play_view_mut().setup.opponent = Opponent::HotSeat;
    h.step();
    h.get_by_label("Start from scenario…").click();
    h.step();
    pick_in_browser(&mut h, &path, "Start");
    step(&mut h);
    let view = h.state().play_view();
    let again = view.session().unwrap();
    assert_eq!(again.cursor(), 0, "a fresh game");
    assert_eq!(
        position_text(again.initial()),
        position_text(session.initial())
    );
    assert_eq!(
        view.origin(),
        Some(&Origin::Scenario {
            title: loaded.scenario.title.clone(),
            path: path.clone(),
        })
    );
    assert!(
        h.query_by_label_contains(&format!("“{}”", loaded.scenario.title))
            .is_some(),
        "the scenario played is named"
    );

    // And the saved game opens in the lesson workspace, ready to annotate.
    h.get_by_label("Edit as a lesson").click();
    step(&mut h);
    assert_eq!(h.state().mode(), toyforge::app::Mode::Lesson);
    let doc = h.state().lesson().doc().expect("the saved game is open");
    assert_eq!(doc.path(), Some(path.as_path()));
    assert_eq!(doc.scenario().steps, loaded.scenario.steps);
}

#[test]
fn the_opponent_list_offers_computer_against_computer_with_a_level_each() {
    let mut h = set_up(47, Opponent::HotSeat);
    h.get_by_role_and_label(egui::Role::ComboBox, "opponent")
        .click();
    h.run();
    h.get_by_label("Computer plays both").click();
    h.run();
    assert_eq!(h.state().play_view().setup.opponent, Opponent::Both);
    assert!(
        h.query_by_role_and_label(egui::Role::ComboBox, &level_name(Side::Blue))
            .is_some()
    );
    h.get_by_role_and_label(egui::Role::ComboBox, &level_name(Side::Red))
        .click();
    h.run();
    h.get_by_label("mcts:N").click();
    h.run();
    let red = h.state().play_view().setup.levels.red;
    assert!(matches!(red, Level::MctsCustom(_)), "{red:?}");
    assert!(h.query_by_label("iterations").is_some());
    h.state_mut().play_view_mut().setup.levels.red = Level::MctsCustom(50);
    h.state_mut().play_view_mut().move_delay = 2.0;
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    assert_eq!(
        h.state().play_view().computers(),
        BySide::new(Some(AiSpec::Random), Some(AiSpec::Mcts { iterations: 50 }))
    );
    assert!(
        h.query_by_label("Computer levels: Blue: random, Red: mcts:50")
            .is_some()
    );
}

#[test]
fn the_expert_level_is_offered_with_what_it_is() {
    let mut h = set_up(48, Opponent::Both);
    h.get_by_role_and_label(egui::Role::ComboBox, &level_name(Side::Blue))
        .click();
    h.run();
    h.get_by_label("expert").click();
    h.run();
    assert_eq!(h.state().play_view().setup.levels.blue, Level::Expert);
    assert_eq!(Level::Expert.spec(), AiSpec::EXPERT);
    h.state_mut().play_view_mut().setup.levels.blue = Level::Expert;
    h.state_mut().play_view_mut().move_delay = 2.0;
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    assert_eq!(
        h.state().play_view().computers(),
        BySide::new(Some(AiSpec::EXPERT), Some(AiSpec::Random))
    );
    assert!(
        h.query_by_label("Computer levels: Blue: expert, Red: random")
            .is_some()
    );
}

/// A location where troop `t` of the side to move may not go, with the engine's reason.
fn refused_spot(s: &State, t: Troop) -> (String, String) {
    s.board()
        .locations()
        .find_map(|l| {
            let e = s.check(&Action::Place(t, l)).err()?;
            Some((s.board().id(l).to_string(), e.to_string()))
        })
        .expect("some location refuses the troop")
}

#[test]
fn hovering_or_clicking_a_location_that_is_not_lit_gives_the_engines_reason() {
    let mut h = started(3, Opponent::HotSeat);
    ready(&mut h);
    h.ctx.all_styles_mut(|s| s.interaction.tooltip_delay = 0.0);
    let before = state(&h);
    let (t, n, _) = placement(&before).expect("a placement at the start");
    h.get_by_label(&rack_label(t, n)).click();
    step(&mut h);
    let (id, why) = refused_spot(&before, t);
    assert!(
        why.contains(&format!("@{id}")) || why.contains(t.name()),
        "the engine names what is involved: {why}"
    );
    // Hovering shows the reason in the location's tooltip, in a player's words: the place's
    // name as a sentence reads it, no id.
    let name = before
        .board()
        .sentence_name(before.board().find(&id).unwrap())
        .to_string();
    let said = format!("{} cannot go on {name}: ", t.display_name());
    h.get_by_label_contains(&format!("@{id}\n")).hover();
    h.run();
    assert!(
        h.query_all_by_label_contains(&said).next().is_some(),
        "the tooltip gives the reason: {said}"
    );
    // Clicking places nothing and says why, under the rack.
    h.get_by_label_contains(&format!("@{id}\n")).click();
    step(&mut h);
    assert_eq!(log_len(&h), 0, "nothing was placed");
    let refused_line = format!("Refused: {said}");
    let refused = h.get_by_label_contains(&refused_line);
    let text = refused
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(!text.contains('@'), "an id in {text}");
    // The chosen troop stays chosen, so the person can try a lit location next.
    let lit = before
        .placement_targets(Side::Blue, t)
        .iter()
        .next()
        .unwrap();
    h.get_by_label_contains(&format!("@{}\n", before.board().id(lit)))
        .click();
    step(&mut h);
    assert_eq!(log_len(&h), 1);
    assert!(
        h.query_all_by_label_contains("Refused:").next().is_none(),
        "the refusal goes once a move is made"
    );
}

#[test]
fn clicking_the_board_before_choosing_a_troop_says_what_to_do() {
    let mut h = started(3, Opponent::HotSeat);
    ready(&mut h);
    let s = state(&h);
    let (_, _, id) = placement(&s).expect("a placement at the start");
    h.get_by_label_contains(&format!("@{id}\n")).click();
    step(&mut h);
    assert_eq!(log_len(&h), 0);
    assert!(
        h.query_all_by_label_contains("Refused: Choose a troop on the rack first")
            .next()
            .is_some()
    );
}

/// Whether any button of `side`'s rack is on screen.
fn rack_shown(h: &Harness<'static, EditorApp>, side: Side) -> bool {
    let s = state(h);
    let rack = s.rack_list(side);
    Troop::ALL.into_iter().any(|t| {
        let n = rack.iter().filter(|&&r| r == t).count();
        n > 0 && h.query_by_label(&rack_label(t, n)).is_some()
    })
}

#[test]
fn hot_seat_hides_the_racks_between_turns_until_the_next_player_is_ready() {
    let mut h = started(3, Opponent::HotSeat);
    assert!(h.state().play_view().handing_over(), "the first turn waits");
    assert!(!rack_shown(&h, Side::Blue) && !rack_shown(&h, Side::Red));
    assert!(h.query_by_label("Blue's turn").is_some());
    h.get_by_label(&ready_label()).click();
    step(&mut h);
    assert!(rack_shown(&h, Side::Blue), "Blue sees their rack");
    assert!(click_place_only(&mut h));
    assert_eq!(state(&h).to_move(), Some(Side::Red));
    assert!(h.state().play_view().handing_over(), "Red's turn waits");
    assert!(
        !rack_shown(&h, Side::Blue) && !rack_shown(&h, Side::Red),
        "neither rack shows while the screen is passed on"
    );
    assert!(h.query_by_label("Red's turn").is_some());
    // A key does as well as the button.
    h.key_press(egui::Key::Space);
    step(&mut h);
    assert!(!h.state().play_view().handing_over());
    assert!(rack_shown(&h, Side::Red), "Red sees their rack");
}

/// As [`click_place`] without pressing "I'm ready" first.
fn click_place_only(h: &mut Harness<'static, EditorApp>) -> bool {
    let Some((t, n, id)) = placement(&state(h)) else {
        return false;
    };
    h.get_by_label(&rack_label(t, n)).click();
    step(h);
    h.get_by_label_contains(&format!("@{id}\n")).click();
    step(h);
    true
}

#[test]
fn against_the_computer_or_with_everything_shown_there_is_no_hand_over() {
    let h = started(3, Opponent::Computer(Side::Red));
    assert!(!h.state().play_view().handing_over());
    assert!(rack_shown(&h, Side::Blue));
    let mut h = set_up(3, Opponent::HotSeat);
    h.state_mut().play_view_mut().show_all = true;
    h.get_by_label("Start game").click();
    step(&mut h);
    assert!(!h.state().play_view().handing_over());
    assert!(rack_shown(&h, Side::Blue));
}

#[test]
fn each_computer_level_stands_after_its_sides_name() {
    let mut h = set_up(53, Opponent::Both);
    h.state_mut().play_view_mut().setup.levels = BySide::new(Level::Greedy, Level::Mcts);
    h.run();
    let opponent = h.get_by_label("Opponent:").rect();
    let opponent_box = h
        .get_by_role_and_label(egui::Role::ComboBox, "opponent")
        .rect();
    let blue = h.get_by_label("Blue:").rect();
    let blue_box = h
        .get_by_role_and_label(egui::Role::ComboBox, &level_name(Side::Blue))
        .rect();
    let red = h.get_by_label("Red:").rect();
    let red_box = h
        .get_by_role_and_label(egui::Role::ComboBox, &level_name(Side::Red))
        .rect();
    let xs = [opponent, opponent_box, blue, blue_box, red, red_box].map(|r| r.left());
    assert!(
        xs.windows(2).all(|w| w[0] < w[1]),
        "each label precedes its control, left to right: {xs:?}"
    );
    assert!(
        (blue.center().y - blue_box.center().y).abs() < 4.0,
        "one row"
    );
    assert!(h.query_by_label("Blue level").is_none() && h.query_by_label("Red level").is_none());
    h.get_by_label("Start game").click();
    h.step();
    h.step();
    assert!(
        h.query_by_label("Computer levels: Blue: greedy, Red: mcts")
            .is_some(),
        "the status names the levels as the setup bar does"
    );
}

#[test]
fn an_effects_prompt_leaves_the_board_where_it_is() {
    let mut h = started(11, Opponent::HotSeat);
    ready(&mut h);
    let spot =
        |h: &Harness<'static, EditorApp>| h.get_by_label_contains("@central-bridge\n").rect();
    let before = spot(&h);
    let mut player = RandomPlayer::new(99);
    for _ in 0..600 {
        let session = h.state_mut().play_view_mut().session_mut().unwrap();
        if session.state().pending().is_some() {
            break;
        }
        let Some(a) = choose_for(&mut player, session.state(), &Control::default()) else {
            break;
        };
        session.play(&a).unwrap();
    }
    step(&mut h);
    ready(&mut h);
    assert!(state(&h).pending().is_some(), "an effect waits");
    assert!(h.query_by_label("Skip").is_some(), "its prompt is up");
    assert_eq!(spot(&h), before, "the board moved when the prompt appeared");
}

/// Chooses `entry` in the setup bar's choice list named `list`, mid-game (a few frames, not a
/// run to rest: the computer may be thinking).
fn choose(h: &mut Harness<'static, EditorApp>, list: &str, entry: &str) {
    h.get_by_role_and_label(egui::Role::ComboBox, list).click();
    h.step();
    h.step();
    h.get_by_label(entry).click();
    for _ in 0..3 {
        h.step();
    }
}

/// Plays blue's actions through the interface until red is to move.
fn until_red(h: &mut Harness<'static, EditorApp>) {
    for _ in 0..6 {
        if state(h).to_move() == Some(Side::Red) {
            return;
        }
        act(h);
    }
    panic!("red never came to move");
}

#[test]
fn switching_to_hot_seat_mid_game_stops_the_computer_at_once() {
    let mut h = started(5, Opponent::Computer(Side::Red));
    h.state_mut().play_view_mut().move_delay = 1.0;
    until_red(&mut h);
    let n = log_len(&h);
    choose(&mut h, "opponent", &Opponent::HotSeat.label());
    assert_eq!(h.state().play_view().computers(), BySide::splat(None));
    assert!(
        h.query_by_label("Blue: a person · Red: a person").is_some(),
        "the panel says who plays now"
    );
    // Past the delay the computer would have waited, red is still the person's to move.
    let moved = frames(&mut h, 300, |h| log_len(h) > n);
    assert!(!moved, "the computer played red after hot-seat was chosen");
    assert!(!h.state().play_view().is_thinking());
    act(&mut h);
    assert!(log_len(&h) > n, "the person plays red");
}

#[test]
fn a_computer_chosen_mid_game_plays_at_once_and_a_new_level_plays_its_next_move() {
    let mut h = started(5, Opponent::HotSeat);
    // A level that would think for ages, kept for when the computer plays red.
    h.state_mut().play_view_mut().setup.levels.red = Level::MctsCustom(100_000_000);
    h.run();
    until_red(&mut h);
    let n = log_len(&h);
    choose(&mut h, "opponent", &Opponent::Computer(Side::Red).label());
    assert!(
        frames(&mut h, 50, |h| h.state().play_view().is_thinking()),
        "the computer takes red's move from here"
    );
    choose(&mut h, &level_name(Side::Red), "random");
    assert_eq!(
        h.state().play_view().computers(),
        BySide::new(None, Some(AiSpec::Random))
    );
    assert!(
        frames(&mut h, 2000, |h| log_len(h) > n),
        "the random computer plays red's move at once"
    );
    assert!(
        h.query_by_label("Blue: a person · Red: the computer (random)")
            .is_some()
    );
}

#[test]
fn before_a_game_the_play_screen_shows_the_board_it_would_start_on_after_the_latest_edit() {
    let mut h = set_up(3, Opponent::HotSeat);
    assert!(h.state().play_view().session().is_none(), "no game yet");
    assert!(
        shows(&h, "@market-square\n"),
        "the map's bases are on the board"
    );
    // Removing a base in the editor breaks the rings it was on: back in play, the screen says
    // so instead of the old board.
    h.get_by_label("Edit map").click();
    h.run();
    let at = bundled_map()
        .bases
        .iter()
        .find(|b| b.id == "market-square")
        .expect("Castle Field has a market square")
        .pos;
    click_map(&mut h, at);
    h.key_press(egui::Key::Delete);
    h.run();
    let why = PlaySession::new_game(h.state().map(), 3, GameOptions::default())
        .err()
        .expect("the map without its market square cannot be played")
        .message_in(Lang::En);
    h.get_by_label("Play").click();
    h.run();
    assert!(h.state().play_view().session().is_none());
    assert!(!shows(&h, "@central-bridge\n"), "the old board is gone");
    assert!(shows(&h, &capitalise(&why)), "says why: {why}");
    // Undoing the removal brings the board back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(shows(&h, "@market-square\n"), "the board after the undo");
}

#[test]
fn before_a_game_a_map_that_cannot_be_played_says_why_instead_of_a_board() {
    let mut map = bundled_map();
    map.hqs.retain(|q| q.side != Side::Red);
    let why = PlaySession::new_game(&map, 1, GameOptions::default())
        .err()
        .expect("a map without Red's HQ cannot be played")
        .message_in(Lang::En);
    let mut h = Editor::on(map, None).small_laptop().run();
    h.get_by_label("Play").click();
    h.run();
    assert!(shows(&h, &capitalise(&why)), "says why: {why}");
    assert!(!shows(&h, "@market-square\n"), "no board");
    // The reason is worded when drawn: a change of language rewords it at once.
    let pourquoi = PlaySession::new_game(h.state().map(), 1, GameOptions::default())
        .err()
        .expect("still unplayable")
        .message_in(Lang::Fr);
    assert_ne!(pourquoi, why);
    h.state_mut().set_language(Some(Lang::Fr));
    h.run();
    assert!(shows(&h, &capitalise(&pourquoi)), "in French: {pourquoi}");
    h.state_mut().set_language(None);
}

#[test]
fn an_empty_rack_is_said_to_be_empty() {
    let state = toyforge_core::testkit::position(
        toyforge_core::testkit::castle_board(),
        r#"(
            to_move: blue,
            blue: (rack: [hook]),
            red: (rack: []),
            seed: 1,
        )"#,
    );
    let mut picker = toyforge_ui::Picker::default();
    let mut h = Harness::new_ui(move |ui| {
        picker.ui(ui, &state, Side::Red, false);
    });
    h.run();
    assert!(h.query_by_label("Red's rack:").is_some());
    assert!(
        h.query_by_label("empty").is_some(),
        "nothing follows the rack's name"
    );
}

/// The row under the rack (a hint, a refusal, an effect's prompt) keeps its room while the
/// other side moves: the rack takes the same height whether its side acts or waits, so the
/// board above never grows and shrinks as the turns pass.
#[test]
fn the_rack_takes_the_same_room_whether_its_side_acts_or_waits() {
    let state = toyforge_core::testkit::position(
        toyforge_core::testkit::castle_board(),
        r#"(
            to_move: blue,
            blue: (rack: [hook, roxy]),
            red: (rack: [star]),
            seed: 1,
        )"#,
    );
    let height = |acting: bool| {
        let state = state.clone();
        let mut picker = toyforge_ui::Picker::default();
        let mut h = Harness::new_ui(move |ui| {
            picker.ui(ui, &state, Side::Blue, acting);
            ui.label("under the rack");
        });
        h.run();
        assert_eq!(
            h.query_by_label("Choose a troop on the rack to light where it may go.")
                .is_some(),
            acting
        );
        h.get_by_label("under the rack").rect().top()
    };
    assert_eq!(height(true), height(false));
}
