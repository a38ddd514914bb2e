//! Play mode: test-play the current map, hot-seat or against a computer opponent that decides
//! on a background thread from what its side can see.
//!
//! [`PlayView`] holds the play screen's state; [`PlaySession`] the game itself (its initial state
//! and action log; rewinding replays the log).

mod ai_job;
pub mod board_view;
pub mod controls;
pub mod move_list;
mod session;

pub use ai_job::{AiJob, Poll};
pub use session::PlaySession;

use crate::ai::AiSpec;
use crate::engine::{Action, GameOptions};
use crate::map::Map;
use crate::pieces::{Side, Troop};
use egui::{Color32, RichText, Ui};

/// How the next game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// Seeds the setup (reserves, racks, a random first player) and the computer opponent.
    pub seed: u64,
    /// Who moves first; `None`: drawn from the seed.
    pub first: Option<Side>,
    /// First-game mode: special-base effects off.
    pub first_game: bool,
    /// The side the computer plays; `None`: hot-seat.
    pub ai_side: Option<Side>,
    /// The computer's level, as [`AiSpec`] parses it.
    pub ai_level: String,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            seed: 1,
            first: None,
            first_game: false,
            ai_side: Some(Side::Red),
            ai_level: "greedy".into(),
        }
    }
}

/// The play screen.
pub struct PlayView {
    pub setup: Setup,
    session: Option<PlaySession>,
    /// The computer opponent of the running game.
    ai: Option<(Side, AiSpec)>,
    job: Option<AiJob>,
    /// The computer was stopped with Cancel; it waits for Resume.
    ai_paused: bool,
    /// The rack troop whose targets are lit.
    picker: controls::Picker,
    /// Show both racks face up.
    pub show_all: bool,
    message: Option<String>,
    /// Where "Save as scenario" writes and "Start from scenario" reads.
    pub scenario_path: String,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            setup: Setup::default(),
            session: None,
            ai: None,
            job: None,
            ai_paused: false,
            picker: controls::Picker::default(),
            show_all: false,
            message: None,
            scenario_path: "game-scenario.ron".into(),
        }
    }
}

/// The label of a rack troop's button.
pub fn rack_label(troop: Troop, count: usize) -> String {
    format!("{} {} ×{count}", troop.code(), troop.display_name())
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Blue => "Blue",
        Side::Red => "Red",
    }
}

/// The colour of a side's troops.
pub fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Blue => Color32::from_rgb(40, 100, 220),
        Side::Red => Color32::from_rgb(210, 50, 50),
    }
}

impl PlayView {
    /// The running game, if any.
    pub fn session(&self) -> Option<&PlaySession> {
        self.session.as_ref()
    }

    /// The running game, to drive it directly.
    pub fn session_mut(&mut self) -> Option<&mut PlaySession> {
        self.stop_ai();
        self.session.as_mut()
    }

    /// Whether the computer is deciding.
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// The last message (errors, the AI's state).
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Writes the running game's initial position as a scenario file at `path`.
    pub fn save_scenario(&self, path: &std::path::Path) -> Result<(), String> {
        let s = self.session.as_ref().ok_or("No game is running.")?;
        let sc = s
            .to_scenario()
            .ok_or("The game started during an effect; its position cannot be written.")?;
        sc.save(path)
            .map_err(|e| format!("Could not write {}: {e}", path.display()))
    }

    /// Starts a game on `map` with [`Self::setup`].
    pub fn start(&mut self, map: &Map) {
        self.stop_ai();
        self.picker = controls::Picker::default();
        self.ai_paused = false;
        let ai = match self.setup.ai_side {
            None => None,
            Some(side) => match self.setup.ai_level.parse::<AiSpec>() {
                Ok(spec) => Some((side, spec)),
                Err(e) => {
                    self.message = Some(e.to_string());
                    return;
                }
            },
        };
        let options = GameOptions {
            first_game: self.setup.first_game,
            first_player: self.setup.first,
        };
        match PlaySession::new_game(map, self.setup.seed, options) {
            Ok(s) => {
                self.session = Some(s);
                self.ai = ai;
                self.message = None;
            }
            Err(e) => self.message = Some(format!("This map cannot be played: {e}")),
        }
    }

    /// Starts a game from the position of the scenario file at `path` (on the scenario's map),
    /// with the opponent of [`Self::setup`].
    pub fn start_from_scenario(&mut self, path: &std::path::Path) {
        let loaded = match crate::scenario::Scenario::load(path) {
            Ok(l) => l,
            Err(e) => {
                self.message = Some(e.to_string());
                return;
            }
        };
        match loaded.start() {
            Ok(state) => {
                self.start_from(&loaded.map, state);
                self.message = Some(format!("Started from {}.", path.display()));
            }
            Err(e) => self.message = Some(format!("{}: {e}", path.display())),
        }
    }

    /// Starts a game from a prepared state (a scenario's position) on `map`.
    pub fn start_from(&mut self, map: &Map, state: crate::engine::State) {
        self.stop_ai();
        self.picker = controls::Picker::default();
        self.ai_paused = false;
        self.ai = self
            .setup
            .ai_side
            .and_then(|side| self.setup.ai_level.parse().ok().map(|s| (side, s)));
        self.session = Some(PlaySession::from_state(map, state, self.setup.seed));
    }

    fn stop_ai(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
    }

    fn play(&mut self, action: &Action) {
        self.picker = controls::Picker::default();
        if let Some(s) = &mut self.session
            && let Err(e) = s.play(action)
        {
            self.message = Some(e.to_string());
        }
    }

    /// Whether the side to move is the computer's (and it is not paused).
    fn ai_to_move(&self) -> Option<AiSpec> {
        let s = self.session.as_ref()?;
        let (side, spec) = self.ai?;
        (!self.ai_paused && s.state().to_move() == Some(side)).then_some(spec)
    }

    /// Starts or collects the computer's decision.
    fn drive_ai(&mut self, ctx: &egui::Context) {
        if let Some(job) = &self.job {
            match job.poll() {
                Poll::Thinking => {
                    ctx.request_repaint_after(std::time::Duration::from_millis(30));
                    return;
                }
                Poll::Done(action) => {
                    let at = job.at;
                    self.job = None;
                    let current = self.session.as_ref().map(|s| s.cursor());
                    match action {
                        Some(a) if current == Some(at) && self.ai_to_move().is_some() => {
                            self.play(&a);
                        }
                        Some(_) => {}
                        None => self.message = Some("The computer found no move.".into()),
                    }
                }
            }
        }
        if let (Some(spec), Some(s)) = (self.ai_to_move(), &self.session) {
            self.job = Some(AiJob::start(spec, s.seed(), s.state(), s.cursor()));
            ctx.request_repaint_after(std::time::Duration::from_millis(10));
        }
    }

    /// Draws the play screen for `map` (the map being edited) into `ui`.
    pub fn ui(&mut self, ui: &mut Ui, map: &Map) {
        self.drive_ai(ui.ctx());
        egui::Panel::top("play_setup").show(ui, |ui| self.setup_ui(ui, map));
        if self.session.is_none() {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label("Choose the setup above and press Start game.");
                if let Some(m) = &self.message {
                    ui.colored_label(ui.visuals().error_fg_color, m);
                }
            });
            return;
        }
        egui::Panel::right("play_side")
            .default_size(300.0)
            .show(ui, |ui| self.side_ui(ui));
        egui::Panel::bottom("play_racks").show(ui, |ui| self.racks_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            let human = self.human_to_move();
            if let Some(s) = &self.session {
                let state = s.state();
                let marks = board_view::Marks {
                    targets: self.picker.targets(state, human),
                    ..Default::default()
                };
                let positions = board_view::positions(s.map(), state);
                let resp = board_view::show(ui, state, &positions, &marks);
                if let Some(loc) = resp.clicked_target(marks.targets)
                    && let Some(a) = self.picker.place_on(state, loc)
                {
                    self.play(&a);
                }
            }
        });
    }

    fn human_to_move(&self) -> bool {
        let Some(s) = &self.session else { return false };
        match (s.state().to_move(), self.ai) {
            (None, _) => false,
            (Some(side), Some((ai, _))) => side != ai || self.ai_paused,
            (Some(_), None) => true,
        }
    }

    fn setup_ui(&mut self, ui: &mut Ui, map: &Map) {
        ui.horizontal_wrapped(|ui| {
            let l = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut self.setup.seed))
                .labelled_by(l.id);
            egui::ComboBox::from_label("moves first")
                .selected_text(match self.setup.first {
                    None => "Random",
                    Some(s) => side_name(s),
                })
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.setup.first, None, "Random");
                    ui.selectable_value(&mut self.setup.first, Some(Side::Blue), "Blue");
                    ui.selectable_value(&mut self.setup.first, Some(Side::Red), "Red");
                });
            ui.checkbox(&mut self.setup.first_game, "First game");
            egui::ComboBox::from_label("opponent")
                .selected_text(match self.setup.ai_side {
                    None => "Hot-seat",
                    Some(Side::Blue) => "Computer plays Blue",
                    Some(Side::Red) => "Computer plays Red",
                })
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.setup.ai_side, None, "Hot-seat");
                    ui.selectable_value(
                        &mut self.setup.ai_side,
                        Some(Side::Blue),
                        "Computer plays Blue",
                    );
                    ui.selectable_value(
                        &mut self.setup.ai_side,
                        Some(Side::Red),
                        "Computer plays Red",
                    );
                });
            if self.setup.ai_side.is_some() {
                let l = ui.label("Level");
                ui.add(egui::TextEdit::singleline(&mut self.setup.ai_level).desired_width(80.0))
                    .labelled_by(l.id)
                    .on_hover_text(AiSpec::NAMES);
            }
            if ui.button("Start game").clicked() {
                self.start(map);
            }
            if ui
                .button("Start from scenario")
                .on_hover_text("Start from the position of the scenario file named on the right")
                .clicked()
            {
                let path = std::path::PathBuf::from(&self.scenario_path);
                self.start_from_scenario(&path);
            }
            ui.checkbox(&mut self.show_all, "Show everything");
        });
    }

    fn side_ui(&mut self, ui: &mut Ui) {
        let Some(s) = &self.session else { return };
        let state = s.state();
        if let Some(o) = state.outcome() {
            egui::Frame::group(ui.style())
                .fill(side_colour(o.winner).gamma_multiply(0.3))
                .show(ui, |ui| {
                    ui.heading(format!("Game over: {} wins", side_name(o.winner)));
                    ui.label(o.to_string());
                });
        } else {
            let side = state.turn_side();
            ui.label(
                RichText::new(format!("{} to move", side_name(side)))
                    .color(side_colour(side))
                    .strong(),
            );
        }
        ui.label(format!(
            "Medals: Blue {} / {}, Red {} / {}",
            state.medals(Side::Blue),
            state.board().target(Side::Blue),
            state.medals(Side::Red),
            state.board().target(Side::Red)
        ));
        let mut cmd = None;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(s.can_undo(), egui::Button::new("Undo"))
                .clicked()
            {
                cmd = Some(Nav::Undo);
            }
            if ui
                .add_enabled(s.can_redo(), egui::Button::new("Redo"))
                .clicked()
            {
                cmd = Some(Nav::Redo);
            }
        });
        if let Some(job) = &self.job {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("thinking…");
                if ui.button("Cancel").clicked() {
                    cmd = Some(Nav::CancelAi);
                }
            });
            ui.add(egui::ProgressBar::new(job.fraction()).show_percentage());
        } else if self.ai_paused && s.state().to_move().is_some() {
            ui.horizontal(|ui| {
                ui.label("The computer is paused.");
                if ui.button("Resume computer").clicked() {
                    cmd = Some(Nav::ResumeAi);
                }
            });
        }
        if let Some(m) = &self.message {
            ui.colored_label(ui.visuals().warn_fg_color, m);
        }
        let mut save = false;
        ui.horizontal(|ui| {
            save = ui
                .button("Save as scenario")
                .on_hover_text("Write the game's starting position as a scenario file")
                .clicked();
            let l = ui.label("to");
            ui.add(egui::TextEdit::singleline(&mut self.scenario_path).desired_width(140.0))
                .labelled_by(l.id)
                .on_hover_text("The scenario file to write");
        });
        ui.separator();
        ui.label("Moves");
        if let Some(n) = move_list::show(ui, s) {
            cmd = Some(Nav::Jump(n));
        }
        if save {
            let path = std::path::PathBuf::from(&self.scenario_path);
            self.message = Some(match self.save_scenario(&path) {
                Ok(()) => format!("Saved the starting position to {}.", path.display()),
                Err(e) => e,
            });
        }
        match cmd {
            None => {}
            Some(Nav::CancelAi) => {
                self.stop_ai();
                self.ai_paused = true;
            }
            Some(Nav::ResumeAi) => self.ai_paused = false,
            Some(nav) => {
                self.stop_ai();
                self.picker = controls::Picker::default();
                if let Some(s) = &mut self.session {
                    match nav {
                        Nav::Undo => s.undo(),
                        Nav::Redo => s.redo(),
                        Nav::Jump(n) => s.jump(n),
                        Nav::CancelAi | Nav::ResumeAi => {}
                    }
                }
                // Stepping back against the computer leaves the position to the person.
                if self.ai.is_some() {
                    self.ai_paused = true;
                }
            }
        }
    }

    fn racks_ui(&mut self, ui: &mut Ui) {
        let Some(s) = &self.session else { return };
        let state = s.state();
        let me = match self.ai {
            Some((ai, _)) if !self.ai_paused => ai.other(),
            _ => state.turn_side(),
        };
        let human = self.human_to_move();
        // The opponent's rack.
        let other = me.other();
        let other_rack = state.rack_list(other);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!("{}'s rack:", side_name(other))).color(side_colour(other)),
            );
            if self.show_all {
                let names: Vec<String> = other_rack
                    .iter()
                    .map(|t| format!("{} {}", t.code(), t.display_name()))
                    .collect();
                ui.label(names.join(", "));
            } else {
                ui.label(format!("{} troops, face down", other_rack.len()));
            }
        });
        ui.separator();
        // The pending effect's prompt, then the rack of the side to move (or the person's side).
        let chosen = self.picker.ui(ui, state, me, human);
        if let Some(a) = chosen {
            self.play(&a);
        }
    }
}

enum Nav {
    Undo,
    Redo,
    Jump(usize),
    CancelAi,
    ResumeAi,
}
