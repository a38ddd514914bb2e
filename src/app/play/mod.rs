//! Play mode: test-play the current map or a scenario's position, hot-seat (the racks hidden
//! between turns until the next player is ready, [`handover`]), against a computer opponent,
//! or computer against computer at a chosen speed. The computer decides on a
//! background thread from what its side can see; the person can pause it, step it one move at
//! a time, and step back. A game is saved as a scenario: its starting position, optionally with
//! the moves played as a walkthrough.
//!
//! [`PlayView`] holds the play screen's state; [`PlaySession`] the game itself (its initial state
//! and action log; rewinding replays the log).

pub mod handover;
pub mod move_list;
pub mod setup;

pub use crate::scenario::{PlaySession, SavedGame, game_step_title, name_chance};
pub use toyforge_ui::{side_colour, side_text};

use crate::ai::AiSpec;
use crate::app::i18n::lang;
use crate::engine::{Action, BoardError, GameOptions};
use crate::map::Map;
use crate::pieces::{BySide, Side};
use crate::scenario::capitalise;
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use toyforge_core::tr;
use toyforge_ui::board as board_view;
use toyforge_ui::{Decision, Picker};

/// The longest delay the speed control offers between computer moves, in seconds.
pub const MAX_MOVE_DELAY: f32 = 2.0;

/// How soon to draw again after the computer moved (never zero: a zero delay asks for frames
/// back to back).
const REPAINT_SOON: Duration = Duration::from_millis(5);

/// Who the computer plays in the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people at one screen.
    HotSeat,
    /// The computer plays this side; the person the other.
    Computer(Side),
    /// The computer plays both sides; the person watches.
    Both,
}

impl Opponent {
    pub const ALL: [Opponent; 4] = [
        Opponent::HotSeat,
        Opponent::Computer(Side::Blue),
        Opponent::Computer(Side::Red),
        Opponent::Both,
    ];

    /// The choice's words in the setup bar, in the app's language.
    pub fn label(self) -> String {
        let key = match self {
            Opponent::HotSeat => "hot_seat",
            Opponent::Computer(Side::Blue) => "blue",
            Opponent::Computer(Side::Red) => "red",
            Opponent::Both => "both",
        };
        tr!(lang(), "play-opponent", who = key)
    }

    /// Whether the computer plays `side`.
    pub fn plays(self, side: Side) -> bool {
        match self {
            Opponent::HotSeat => false,
            Opponent::Computer(s) => s == side,
            Opponent::Both => true,
        }
    }
}

/// A computer level as the setup bar offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Random,
    Greedy,
    /// Monte Carlo tree search at its default budget.
    Mcts,
    /// The tree search with the expert settings at their default budget.
    Expert,
    /// Monte Carlo tree search with this many iterations a move.
    MctsCustom(u32),
}

impl Level {
    /// The AI this level builds.
    pub fn spec(self) -> AiSpec {
        match self {
            Level::Random => AiSpec::Random,
            Level::Greedy => AiSpec::Greedy,
            Level::Mcts => AiSpec::MCTS,
            Level::Expert => AiSpec::EXPERT,
            Level::MctsCustom(n) => AiSpec::Mcts {
                iterations: n.max(1),
            },
        }
    }

    /// The level's key in the message `ai-level` (the name a file or the command line gives
    /// it; `custom` for a chosen number of iterations).
    pub fn key(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Mcts => "mcts",
            Level::Expert => "expert",
            Level::MctsCustom(_) => "custom",
        }
    }

    /// The entry of the level's choice list, in the editor's language.
    pub fn choice_label(self) -> String {
        tr!(lang(), "ai-level", level = self.key())
    }
}

/// How the next game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// Seeds the setup (reserves, racks, a random first player) and the computer players.
    pub seed: u64,
    /// Who moves first; `None`: drawn from the seed.
    pub first: Option<Side>,
    /// First-game mode: special-base effects off.
    pub first_game: bool,
    /// Who the computer plays.
    pub opponent: Opponent,
    /// The computer's level for each side it plays.
    pub levels: BySide<Level>,
}

impl Setup {
    /// The computer players this setup asks for, by side.
    pub fn computers(&self) -> BySide<Option<AiSpec>> {
        BySide::new(Side::Blue, Side::Red)
            .map(|side| self.opponent.plays(side).then(|| self.levels[side].spec()))
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            seed: 1,
            first: None,
            first_game: false,
            opponent: Opponent::Computer(Side::Red),
            levels: BySide::splat(Level::Greedy),
        }
    }
}

/// Where the running game started from.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// A fresh setup of the map being edited.
    Map { name: String, seed: u64 },
    /// The position of a scenario file.
    Scenario { title: String, path: PathBuf },
}

impl Origin {
    /// The line shown above the game, in the app's language.
    pub fn describe(&self) -> String {
        match self {
            Origin::Map { name, seed } => {
                tr!(
                    lang(),
                    "play-origin-map",
                    name = name.as_str(),
                    seed = *seed
                )
            }
            Origin::Scenario { title, path } => {
                let file = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| path.display().to_string());
                if title.is_empty() {
                    tr!(lang(), "play-origin-scenario", file = file)
                } else {
                    tr!(
                        lang(),
                        "play-origin-scenario-titled",
                        title = title.as_str(),
                        file = file
                    )
                }
            }
        }
    }
}

/// What the play screen asks of the app: files are read and written, and dialogs shown, by
/// the app after the frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Choose a scenario file to start from.
    StartDialog,
    /// Save the game to this scenario file.
    SaveAs(PathBuf),
    /// Choose where to save the game.
    SaveDialog,
    /// Edit this saved game in the lesson workspace.
    EditAsLesson(PathBuf),
}

/// The play screen.
pub struct PlayView {
    pub setup: Setup,
    session: Option<PlaySession>,
    /// The computer players of the running game, by side.
    computers: BySide<Option<AiSpec>>,
    job: Option<Decision>,
    /// The computers are stopped (Pause, Cancel, or a step back); they wait for Resume.
    ai_paused: bool,
    /// The running decision was asked for with Step: it is played although paused.
    stepping: bool,
    /// Seconds between computer moves (from the last move played to the next computer move).
    pub move_delay: f32,
    last_move: Instant,
    /// The rack troop whose targets are lit.
    picker: Picker,
    /// Show both racks face up.
    pub show_all: bool,
    /// Hot-seat: who has seen their rack since the turn changed.
    handover: handover::Handover,
    message: Option<String>,
    /// The scenario file the game was last saved to.
    saved: Option<PathBuf>,
    /// What the app is to do after the frame.
    requests: Vec<Request>,
    /// Save the moves played with the starting position.
    pub save_moves: bool,
    origin: Option<Origin>,
    /// Before a game: the board a game started now would begin on, for the map's revision and
    /// the setup it was made with (or why the map cannot be played).
    preview: Option<Preview>,
}

/// The starting board shown before a game, and what it was made from.
struct Preview {
    rev: u64,
    seed: u64,
    options: GameOptions,
    /// The game, or why the map cannot be played (worded when drawn, in the language then).
    game: Result<PlaySession, BoardError>,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            setup: Setup::default(),
            session: None,
            computers: BySide::default(),
            job: None,
            ai_paused: false,
            stepping: false,
            move_delay: 0.5,
            last_move: Instant::now(),
            picker: Picker::default(),
            show_all: false,
            handover: handover::Handover::default(),
            message: None,
            saved: None,
            requests: Vec::new(),
            save_moves: true,
            origin: None,
            preview: None,
        }
    }
}

/// A side's name as a sentence writes it ("Blue", "Red"), in the app's language.
pub fn side_name(side: Side) -> &'static str {
    crate::scenario::Words::new(lang()).side(side)
}

impl PlayView {
    /// The running game, if any.
    pub fn session(&self) -> Option<&PlaySession> {
        self.session.as_ref()
    }

    /// The running game, to drive it directly (the computer's decision under way is dropped).
    pub fn session_mut(&mut self) -> Option<&mut PlaySession> {
        self.stop_ai();
        self.session.as_mut()
    }

    /// Whether the computer is deciding.
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Whether the computers are paused.
    pub fn is_paused(&self) -> bool {
        self.ai_paused
    }

    /// The computer players of the running game, by side.
    pub fn computers(&self) -> BySide<Option<AiSpec>> {
        self.computers
    }

    /// Where the running game started from.
    pub fn origin(&self) -> Option<&Origin> {
        self.origin.as_ref()
    }

    /// The last message (errors, the AI's state, what was saved).
    /// What the screen asked for in the last frame (files to read or write, dialogs).
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// The suggested path of the scenario dialogs: the file the game was last saved to, else
    /// a name in the folder the browser starts in.
    pub fn suggested_path(&self) -> PathBuf {
        self.saved
            .clone()
            .unwrap_or_else(|| PathBuf::from("game-scenario.ron"))
    }

    /// The scenario file the game was last saved to, if any.
    pub fn saved_to(&self) -> Option<&Path> {
        self.saved.as_deref()
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Writes the running game as a scenario file at `path`: its starting position, and with
    /// `with_moves` a walkthrough of the actions played (chance actions named, so the file
    /// replays the game exactly). Returns what was written, in words.
    pub fn save_scenario(&self, path: &Path, with_moves: bool) -> Result<String, String> {
        let s = self
            .session
            .as_ref()
            .ok_or_else(|| tr!(lang(), "play-no-game"))?;
        let saved = if with_moves {
            s.to_scenario_with_moves(lang())
                .map_err(|e| e.render(lang()))?
        } else {
            SavedGame {
                scenario: s
                    .to_scenario(lang())
                    .ok_or_else(|| tr!(lang(), "play-mid-effect"))?,
                actions: 0,
                divergence: None,
            }
        };
        let file = path.display().to_string();
        saved.scenario.save(path).map_err(|e| {
            tr!(
                lang(),
                "play-write-failed",
                file = file.as_str(),
                error = e.to_string()
            )
        })?;
        let said = match (with_moves, saved.actions) {
            (false, _) => tr!(lang(), "play-saved-start", file = file.as_str()),
            (true, n) => tr!(lang(), "play-saved-moves", file = file.as_str(), n = n),
        };
        Ok(match saved.divergence {
            Some(d) => tr!(
                lang(),
                "play-saved-note",
                said = said,
                note = d.render(lang())
            ),
            None => said,
        })
    }

    /// Starts a game on `map` with [`Self::setup`].
    pub fn start(&mut self, map: &Map) {
        let options = self.options();
        match PlaySession::new_game(map, self.setup.seed, options) {
            Ok(s) => {
                self.begin(s);
                self.origin = Some(Origin::Map {
                    name: map.name.clone(),
                    seed: self.setup.seed,
                });
                self.message = None;
            }
            Err(e) => self.message = Some(capitalise(&e.message_in(lang()))),
        }
    }

    /// Starts a game from the position of the scenario file at `path` (on the scenario's map),
    /// with the opponent of [`Self::setup`].
    pub fn start_from_scenario(&mut self, path: &Path) {
        let loaded = match crate::scenario::Scenario::load(path) {
            Ok(l) => l,
            Err(e) => {
                self.message = Some(e.message_in(lang()));
                return;
            }
        };
        match loaded.start() {
            Ok(state) => {
                self.start_from(&loaded.map, state);
                self.origin = Some(Origin::Scenario {
                    title: loaded.scenario.title.clone(),
                    path: path.to_path_buf(),
                });
                self.message = Some(tr!(
                    lang(),
                    "play-started-from",
                    file = path.display().to_string()
                ));
            }
            Err(e) => {
                self.message = Some(tr!(
                    lang(),
                    "play-cannot-start",
                    file = path.display().to_string(),
                    error = e.message_in(lang())
                ))
            }
        }
    }

    /// Starts a game from a prepared state (a scenario's position) on `map`, with the opponent
    /// of [`Self::setup`].
    pub fn start_from(&mut self, map: &Map, state: crate::engine::State) {
        self.begin(PlaySession::from_state(map, state, self.setup.seed));
        self.origin = None;
    }

    fn begin(&mut self, session: PlaySession) {
        self.stop_ai();
        self.picker = Picker::default();
        self.handover.reset();
        self.ai_paused = false;
        self.computers = self.setup.computers();
        self.session = Some(session);
        self.last_move = Instant::now();
    }

    /// Applies a change of opponent or level made in the setup bar to the running game, from
    /// its current position: a side no longer the computer's is left to a person (its decision
    /// under way is dropped), and a new level plays the computer's next move. Says who plays.
    fn follow_setup(&mut self) {
        let wanted = self.setup.computers();
        if self.session.is_none() || wanted == self.computers {
            return;
        }
        if let Some(job) = &self.job
            && wanted[job.side] != self.computers[job.side]
        {
            self.stop_ai();
        }
        self.computers = wanted;
        self.picker = Picker::default();
        let l = lang();
        self.message = Some(tr!(l, "play-players-changed", players = self.players()));
    }

    /// Puts away the message about the last action (written in the language of its moment).
    pub fn forget_message(&mut self) {
        self.message = None;
    }

    /// Who plays each side now, in words: "Blue: a person · Red: the computer (greedy)".
    pub fn players(&self) -> String {
        let l = lang();
        Side::ALL
            .into_iter()
            .map(|side| {
                let name = side_name(side);
                match self.computers[side] {
                    Some(spec) => tr!(
                        l,
                        "play-side-computer",
                        side = name,
                        level = setup::level_words(spec)
                    ),
                    None => tr!(l, "play-side-person", side = name),
                }
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }

    fn stop_ai(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
        self.stepping = false;
    }

    fn play(&mut self, action: &Action) {
        self.picker = Picker::default();
        if let Some(s) = &mut self.session {
            match s.play(action) {
                Ok(()) => self.last_move = Instant::now(),
                Err(e) => self.message = Some(e.to_string()),
            }
        }
    }

    /// The computer's side to move, if the computer plays it and is not paused.
    fn computer_due(&self) -> Option<Side> {
        let side = self.session.as_ref()?.state().to_move()?;
        (self.computers[side].is_some() && !self.ai_paused).then_some(side)
    }

    /// The side to move when the computer plays it (paused or not).
    fn computer_to_move(&self) -> Option<Side> {
        let side = self.session.as_ref()?.state().to_move()?;
        self.computers[side].is_some().then_some(side)
    }

    fn start_job(&mut self, side: Side) {
        if let (Some(spec), Some(s)) = (self.computers[side], &self.session) {
            self.job = Some(Decision::start(spec, s.seed(), s.state(), s.cursor()));
        }
    }

    /// Collects the computer's decision, and starts the next one once the delay between moves
    /// has passed. Repaints are scheduled, so computer against computer runs on its own.
    fn drive_ai(&mut self, ctx: &egui::Context) {
        if let Some(job) = &self.job {
            match job.poll() {
                None => {
                    ctx.request_repaint_after(Duration::from_millis(30));
                    return;
                }
                Some(action) => {
                    let (at, side) = (job.at, job.side);
                    self.job = None;
                    let stepping = std::mem::take(&mut self.stepping);
                    let current = self
                        .session
                        .as_ref()
                        .is_some_and(|s| s.cursor() == at && s.state().to_move() == Some(side));
                    match action {
                        Some(a) if current && (stepping || !self.ai_paused) => {
                            self.play(&a);
                            ctx.request_repaint_after(REPAINT_SOON);
                        }
                        Some(_) => {}
                        None => {
                            self.message = Some(tr!(lang(), "play-no-move", side = side.name()));
                            self.ai_paused = true;
                        }
                    }
                }
            }
        }
        let Some(side) = self.computer_due() else {
            return;
        };
        let delay = Duration::from_secs_f32(self.move_delay.clamp(0.0, MAX_MOVE_DELAY));
        let waited = self.last_move.elapsed();
        if waited < delay {
            ctx.request_repaint_after((delay - waited).max(REPAINT_SOON));
            return;
        }
        self.start_job(side);
        ctx.request_repaint_after(Duration::from_millis(10));
    }

    /// Saves the running game to `path` (with the moves if [`Self::save_moves`]), saying what
    /// was written.
    pub fn save_to(&mut self, path: &Path) {
        self.message = Some(match self.save_scenario(path, self.save_moves) {
            Ok(said) => {
                self.saved = Some(path.to_path_buf());
                said
            }
            Err(e) => e,
        });
    }

    /// Draws the play screen for `map` (the map being edited, at revision `rev`) into `ui`.
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, rev: u64) {
        // The rack, the prompts and the board's words (the learner's view) in the app's
        // language too.
        toyforge_ui::i18n::with_language(ui, lang(), |ui| self.draw(ui, map, rev));
    }

    fn options(&self) -> GameOptions {
        GameOptions {
            first_game: self.setup.first_game,
            first_player: self.setup.first,
        }
    }

    /// Makes the starting board of a game started now again when the map or the setup changed.
    fn refresh_preview(&mut self, map: &Map, rev: u64) {
        let (seed, options) = (self.setup.seed, self.options());
        let stale = self
            .preview
            .as_ref()
            .is_none_or(|p| p.rev != rev || p.seed != seed || p.options != options);
        if stale {
            self.preview = Some(Preview {
                rev,
                seed,
                options,
                game: PlaySession::new_game(map, seed, options),
            });
        }
    }

    fn draw(&mut self, ui: &mut Ui, map: &Map, rev: u64) {
        let ctx = ui.ctx().clone();
        self.drive_ai(&ctx);
        egui::Panel::top("play_setup").show(ui, |ui| self.setup_ui(ui, map));
        // A new opponent or level plays on from here, without a new game.
        self.follow_setup();
        if self.session.is_none() {
            self.refresh_preview(map, rev);
            let message = &self.message;
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(tr!(lang(), "play-choose-setup"));
                if let Some(m) = message {
                    ui.colored_label(ui.visuals().error_fg_color, m);
                }
                let Some(preview) = &self.preview else {
                    return;
                };
                match &preview.game {
                    Ok(s) => {
                        let state = s.state();
                        let positions = board_view::positions(s.map(), state);
                        board_view::show(ui, state, &positions, &board_view::Marks::default());
                    }
                    // Start game says the same, with the rest of the setup's messages.
                    Err(e) if message.is_none() => {
                        let why = capitalise(&e.message_in(lang()));
                        ui.colored_label(ui.visuals().error_fg_color, why);
                    }
                    Err(_) => {}
                }
            });
            return;
        }
        egui::Panel::right("play_side")
            .default_size(300.0)
            .show(ui, |ui| self.side_ui(ui));
        egui::Panel::bottom("play_racks").show(ui, |ui| self.racks_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            let human = self.human_to_move() && !self.handing_over();
            if let Some(s) = &self.session {
                let state = s.state();
                let marks = self.picker.marks(state, human);
                let positions = board_view::positions(s.map(), state);
                let resp = board_view::show(ui, state, &positions, &marks);
                if let Some(loc) = resp.clicked.filter(|_| human)
                    && let Some(a) = self.picker.place_on(state, loc)
                {
                    self.play(&a);
                }
            }
        });
        // A move made in this frame hands over to the computer without waiting for input.
        self.drive_ai(&ctx);
    }

    fn human_to_move(&self) -> bool {
        let Some(s) = &self.session else { return false };
        match s.state().to_move() {
            None => false,
            Some(side) => self.computers[side].is_none() || self.ai_paused,
        }
    }

    fn setup_ui(&mut self, ui: &mut Ui, map: &Map) {
        ui.horizontal_wrapped(|ui| {
            setup::settings_ui(ui, &mut self.setup);
            ui.separator();
            if ui.button(tr!(lang(), "play-start")).clicked() {
                self.start(map);
            }
            ui.checkbox(&mut self.show_all, tr!(lang(), "play-show-all"));
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr!(lang(), "play-start-scenario"))
                .on_hover_text(tr!(lang(), "play-start-scenario-hover"))
                .clicked()
            {
                self.requests.push(Request::StartDialog);
            }
        });
    }

    fn side_ui(&mut self, ui: &mut Ui) {
        let Some(s) = &self.session else { return };
        if let Some(origin) = &self.origin {
            ui.weak(origin.describe());
        }
        let state = s.state();
        if let Some(o) = state.outcome() {
            egui::Frame::group(ui.style())
                .fill(side_colour(o.winner).gamma_multiply(0.3))
                .show(ui, |ui| {
                    ui.heading(tr!(lang(), "play-game-over", side = side_name(o.winner)));
                    ui.label(crate::scenario::Words::new(lang()).outcome(o));
                });
        } else {
            let side = state.turn_side();
            let text = match self.computers[side] {
                Some(spec) => tr!(
                    lang(),
                    "play-to-move-computer",
                    side = side_name(side),
                    level = setup::level_words(spec)
                ),
                None => tr!(lang(), "play-to-move", side = side_name(side)),
            };
            ui.label(RichText::new(text).color(side_text(ui, side)).strong());
        }
        ui.label(self.players());
        ui.label(tr!(
            lang(),
            "play-medals",
            blue = state.medals(Side::Blue),
            blue_target = state.board().target(Side::Blue),
            red = state.medals(Side::Red),
            red_target = state.board().target(Side::Red)
        ));
        let mut cmd = None;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(s.can_undo(), egui::Button::new(tr!(lang(), "menu-undo")))
                .clicked()
            {
                cmd = Some(Nav::Undo);
            }
            if ui
                .add_enabled(s.can_redo(), egui::Button::new(tr!(lang(), "menu-redo")))
                .clicked()
            {
                cmd = Some(Nav::Redo);
            }
        });
        if self.computers.blue.is_some() || self.computers.red.is_some() {
            ui.separator();
            if let Some(c) = self.computer_ui(ui) {
                cmd = Some(c);
            }
        }
        if let Some(m) = &self.message {
            ui.colored_label(ui.visuals().warn_fg_color, m);
        }
        if let Some(p) = &self.saved
            && ui
                .button(tr!(lang(), "play-edit-as-lesson"))
                .on_hover_text(tr!(
                    lang(),
                    "play-edit-as-lesson-hover",
                    file = p.display().to_string()
                ))
                .clicked()
        {
            self.requests.push(Request::EditAsLesson(p.clone()));
        }
        ui.separator();
        let mut save = None;
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr!(lang(), "play-save"))
                .on_hover_text(match &self.saved {
                    Some(p) => tr!(lang(), "play-save-again", file = p.display().to_string()),
                    None => tr!(lang(), "play-save-choose"),
                })
                .clicked()
            {
                save = Some(false);
            }
            if ui
                .button(tr!(lang(), "play-save-as"))
                .on_hover_text(tr!(lang(), "play-save-choose"))
                .clicked()
            {
                save = Some(true);
            }
            ui.checkbox(&mut self.save_moves, tr!(lang(), "play-with-moves"))
                .on_hover_text(tr!(lang(), "play-with-moves-hover"));
        });
        ui.separator();
        ui.label(tr!(lang(), "play-moves"));
        if let Some(s) = &self.session
            && let Some(n) = move_list::show(ui, s)
        {
            cmd = Some(Nav::Jump(n));
        }
        match save {
            Some(false) => self.requests.push(match &self.saved {
                Some(p) => Request::SaveAs(p.clone()),
                None => Request::SaveDialog,
            }),
            Some(true) => self.requests.push(Request::SaveDialog),
            None => {}
        }
        self.run_nav(cmd);
    }

    /// The computer's controls: the levels, the delay between moves, Pause/Resume and Step,
    /// and the decision under way.
    fn computer_ui(&mut self, ui: &mut Ui) -> Option<Nav> {
        let mut cmd = None;
        let names: Vec<String> = Side::ALL
            .into_iter()
            .filter_map(|side| self.computers[side].map(|spec| setup::level_status(side, spec)))
            .collect();
        ui.label(tr!(lang(), "play-levels", levels = names.join(", ")));
        ui.add(
            egui::Slider::new(&mut self.move_delay, 0.0..=MAX_MOVE_DELAY)
                .text(tr!(lang(), "play-delay"))
                .suffix(tr!(lang(), "play-seconds-suffix"))
                .fixed_decimals(1),
        )
        .on_hover_text(tr!(lang(), "play-delay-hover"));
        let over = self.session.as_ref().is_none_or(|s| s.state().is_over());
        ui.horizontal(|ui| {
            if self.ai_paused {
                if ui
                    .add_enabled(!over, egui::Button::new(tr!(lang(), "play-resume")))
                    .clicked()
                {
                    cmd = Some(Nav::ResumeAi);
                }
                let can_step = !over && self.job.is_none() && self.computer_to_move().is_some();
                if ui
                    .add_enabled(can_step, egui::Button::new(tr!(lang(), "play-step")))
                    .on_hover_text(tr!(lang(), "play-step-hover"))
                    .on_disabled_hover_text(tr!(lang(), "play-step-disabled"))
                    .clicked()
                {
                    cmd = Some(Nav::StepAi);
                }
            } else if ui
                .add_enabled(!over, egui::Button::new(tr!(lang(), "play-pause")))
                .on_hover_text(tr!(lang(), "play-pause-hover"))
                .clicked()
            {
                cmd = Some(Nav::PauseAi);
            }
        });
        if let Some(job) = &self.job {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!(lang(), "play-thinking"));
                if ui.button(tr!(lang(), "dialog-cancel")).clicked() {
                    cmd = Some(Nav::PauseAi);
                }
            });
            ui.add(egui::ProgressBar::new(job.fraction()).show_percentage());
        } else if self.ai_paused && !over {
            ui.weak(tr!(lang(), "play-paused"));
        }
        cmd
    }

    fn run_nav(&mut self, cmd: Option<Nav>) {
        match cmd {
            None => {}
            Some(Nav::PauseAi) => {
                self.stop_ai();
                self.ai_paused = true;
            }
            Some(Nav::ResumeAi) => self.ai_paused = false,
            Some(Nav::StepAi) => {
                if self.job.is_none()
                    && let Some(side) = self.computer_to_move()
                {
                    self.start_job(side);
                    self.stepping = self.job.is_some();
                }
            }
            Some(nav) => {
                self.stop_ai();
                self.picker = Picker::default();
                if let Some(s) = &mut self.session {
                    match nav {
                        Nav::Undo => s.undo(),
                        Nav::Redo => s.redo(),
                        Nav::Jump(n) => s.jump(n),
                        Nav::PauseAi | Nav::ResumeAi | Nav::StepAi => {}
                    }
                }
                // Stepping back against the computer leaves the position to the person.
                if self.computers.blue.is_some() || self.computers.red.is_some() {
                    self.ai_paused = true;
                }
            }
        }
    }

    /// Whether the racks are hidden between turns until the next player is ready: two people
    /// share the screen (no computer plays), the game goes on and the racks are not all shown.
    pub fn handing_over(&self) -> bool {
        let Some(s) = &self.session else { return false };
        let private = self.computers.blue.is_none()
            && self.computers.red.is_none()
            && !self.show_all
            && !s.state().is_over();
        self.handover.waiting(private, s.state().turn_side())
    }

    fn racks_ui(&mut self, ui: &mut Ui) {
        let Some(s) = &self.session else { return };
        let state = s.state();
        if self.handing_over() {
            if self.handover.ui(ui, state.turn_side()) {
                self.picker = Picker::default();
            }
            return;
        }
        // Against one computer the person's rack stays in view; otherwise the side to move's.
        let person = match (self.computers.blue, self.computers.red) {
            (Some(_), None) => Some(Side::Red),
            (None, Some(_)) => Some(Side::Blue),
            _ => None,
        };
        let me = match person {
            Some(side) if !self.ai_paused => side,
            _ => state.turn_side(),
        };
        let human = self.human_to_move();
        // The opponent's rack.
        let other = me.other();
        let other_rack = state.rack_list(other);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tr!(lang(), "play-rack-of", side = side_name(other)))
                    .color(side_text(ui, other)),
            );
            if self.show_all {
                let names: Vec<String> = other_rack
                    .iter()
                    .map(|t| format!("{} {}", t.code(), tr!(lang(), "troop", troop = t.name())))
                    .collect();
                ui.label(names.join(", "));
            } else {
                let n = other_rack.len();
                ui.label(tr!(lang(), "play-face-down", n = n));
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
    PauseAi,
    ResumeAi,
    StepAi,
}
