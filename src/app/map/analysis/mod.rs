//! The balance lab panel: AI-against-AI games on the current map in the background, with a
//! progress bar and a cancel button; the results (win rates with 95% intervals, wins by reason,
//! game lengths, the designer metrics, regions and bases); an A/B comparison of the draft with
//! its saved file or another file; suggestions that one click applies; the map's static facts;
//! and a heat overlay with its legend on the canvas.
//!
//! Each part's work runs on a worker thread, driven the same way for all four (`job::Work`
//! over the UI crate's one `Job`; the games themselves spread over every core); the panel polls
//! each frame, so the editor stays responsive. Results remember the map they were
//! computed on and are marked stale once the map is edited; opening another map (or a new one)
//! clears them ([`AnalysisPanel::forget`]). Files to compare with are read by the app's
//! commands after the frame ([`AnalysisPanel::start_compare`]).

mod balance;
mod compare;
mod facts;
mod heat;
mod job;
mod results;
mod skill;
mod suggest;

use super::Action;
use super::draw;
use crate::ai::AiSpec;
use crate::analysis::{SimConfig, Simulation, Start, simulate};
use crate::app::i18n::lang;
use crate::app::theme::Palette;
use crate::engine::{Board, GameOptions};
use crate::map::{Map, MapFacts};
use crate::pieces::Side;
use crate::scenario::capitalise;
use egui::{Painter, RichText, Ui};
use job::{Controls, Work};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use toyforge_core::tr;
use toyforge_ui::board::ToScreen;

pub use compare::CompareResult;
pub use heat::{LegendKind, paint_heat};

/// Most games one run may ask for.
pub const MAX_GAMES: usize = 1_000_000;

/// A finished (or cancelled) run and the map it was played on.
pub struct Finished {
    pub sim: Simulation,
    pub map: Map,
    pub elapsed: Duration,
}

/// The state of the Analysis section of the side panel.
pub struct AnalysisPanel {
    pub games: usize,
    pub blue: AiSpec,
    pub red: AiSpec,
    pub seed: u64,
    /// Draw the results on the canvas.
    pub show_on_map: bool,
    /// What the canvas shows when a comparison is there too.
    pub map_shows: LegendKind,
    run: Work<Simulation>,
    finished: Option<Finished>,
    pub compare: compare::CompareState,
    pub suggest: suggest::SuggestState,
    pub balance: balance::BalanceState,
    pub skill: skill::SkillState,
}

impl Default for AnalysisPanel {
    fn default() -> Self {
        AnalysisPanel {
            games: 1000,
            blue: AiSpec::Greedy,
            red: AiSpec::Greedy,
            seed: 1,
            show_on_map: true,
            map_shows: LegendKind::Heat,
            run: Work::default(),
            finished: None,
            compare: compare::CompareState::default(),
            suggest: suggest::SuggestState::default(),
            balance: balance::BalanceState::default(),
            skill: skill::SkillState::default(),
        }
    }
}

/// The board of a map, or the reason it cannot be played, in words.
fn compile(map: &Map) -> Result<Arc<Board>, String> {
    Board::compile(map)
        .map(Arc::new)
        .map_err(|e| capitalise(&e.to_string()))
}

/// A fresh setup on `board` for each game.
fn setup(board: Arc<Board>) -> Start {
    Start::Setup {
        board,
        options: GameOptions::default(),
    }
}

impl AnalysisPanel {
    /// The settings of a run of `games` games.
    fn config(&self, games: usize) -> SimConfig {
        SimConfig {
            games: games.clamp(1, MAX_GAMES),
            blue: self.blue,
            red: self.red,
            seed: self.seed,
            ..SimConfig::default()
        }
    }

    /// Whether a run is under way.
    pub fn is_running(&self) -> bool {
        self.run.is_running()
    }

    /// Whether any lab work (a run, a comparison, the suggestions) is under way.
    pub fn is_busy(&self) -> bool {
        self.run.is_running()
            || self.compare.work.is_running()
            || self.suggest.work.is_running()
            || self.balance.work.is_running()
            || self.skill.work.is_running()
    }

    /// Games completed and games asked for, while a run is under way.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.run.progress()
    }

    /// The last finished run.
    pub fn finished(&self) -> Option<&Finished> {
        self.finished.as_ref()
    }

    /// Why the last run could not be started or failed.
    pub fn error(&self) -> Option<&str> {
        self.run.error.as_deref()
    }

    /// Whether the results were computed on a map other than `map`.
    pub fn is_stale(&self, map: &Map) -> bool {
        self.finished.as_ref().is_some_and(|f| f.map != *map)
    }

    /// Forgets the results and any work under way: another document was opened (or a new one
    /// started), and the lab's results were for the one before. The settings stay.
    pub fn forget(&mut self) {
        self.run.forget();
        self.finished = None;
        self.compare = compare::CompareState::default();
        self.suggest.forget();
        self.balance.forget();
        self.skill = skill::SkillState {
            work: Work::default(),
            result: None,
            ..std::mem::take(&mut self.skill)
        };
    }

    /// Starts a run on `map` on a worker thread. A run already under way is cancelled first.
    pub fn start(&mut self, map: &Map, ctx: &egui::Context) {
        self.run.forget();
        let board = match compile(map) {
            Ok(b) => b,
            Err(e) => {
                self.run.error = Some(e);
                return;
            }
        };
        let config = self.config(self.games);
        self.run
            .start("analysis", map, config.games, ctx, move |t| {
                let progress = |d: usize, total: usize| t.count(d, total);
                simulate(&setup(board), &config, &progress, Some(t.cancel_flag()))
            });
    }

    /// Starts comparing `draft` (B) with `other` (A, read from `name`): called by the app's
    /// commands once the file is read.
    pub fn start_compare(&mut self, other: Map, name: String, draft: &Map, ctx: &egui::Context) {
        let config = self.config(self.compare.games);
        self.compare.start(other, name, draft, config, ctx);
    }

    /// Says why a file to compare with could not be read.
    pub fn compare_failed(&mut self, message: String) {
        self.compare.work.error = Some(message);
    }

    /// Asks the run under way to stop; the games completed so far are kept as its result.
    pub fn cancel(&self) {
        self.run.cancel();
    }

    /// Takes the results of the workers that have them.
    pub fn poll(&mut self) {
        self.compare.poll();
        self.suggest.poll();
        self.balance.poll();
        self.skill.poll();
        let Some(done) = self.run.poll() else {
            return;
        };
        if done.value.summary.games == 0 {
            self.run.error = Some(tr!(lang(), "lab-cancelled-early"));
        } else {
            self.finished = Some(Finished {
                sim: done.value,
                elapsed: done.elapsed,
                map: done.map,
            })
        }
    }

    /// The Analysis section: settings, Run/Cancel, progress, results, the comparison, the
    /// suggestions and the static facts. `saved` is the file the map was last saved to.
    /// Returns what the app should do (an edit applied from a suggestion, a file to read).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        map: &Map,
        facts: &MapFacts,
        saved: Option<&Path>,
    ) -> Vec<Action> {
        self.poll();
        if self.suggest.take_rerun() {
            self.start(map, ui.ctx());
        }
        self.settings_ui(ui);
        self.run_ui(ui, map);
        let mut actions = Vec::new();
        ui.add_space(6.0);
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-compare")).strong())
            .id_salt("analysis-compare")
            .default_open(false)
            .show(ui, |ui| {
                actions.extend(self.compare.ui(ui, map, saved, &mut self.map_shows));
            });
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-suggestions")).strong())
            .id_salt("analysis-suggest")
            .default_open(false)
            .show(ui, |ui| {
                let config = self.config(self.suggest.games);
                actions.extend(self.suggest.ui(ui, map, config));
            });
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-balancer")).strong())
            .id_salt("analysis-balance")
            .default_open(false)
            .show(ui, |ui| {
                actions.extend(self.balance.ui(ui, map, self.blue, self.seed));
            });
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-skill")).strong())
            .id_salt("analysis-skill")
            .default_open(false)
            .show(ui, |ui| {
                let base = self.config(1);
                let cfg = move |games: usize| SimConfig {
                    games: games.clamp(1, MAX_GAMES),
                    ..base.clone()
                };
                self.skill.ui(ui, map, cfg);
            });
        egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-static")).strong())
            .id_salt("analysis-static")
            .default_open(false)
            .show(ui, |ui| facts::static_facts_ui(ui, facts));
        actions
    }

    fn settings_ui(&mut self, ui: &mut Ui) {
        ui.add_enabled_ui(!self.is_running(), |ui| {
            egui::Grid::new("analysis-settings")
                .num_columns(2)
                .show(ui, |ui| {
                    for side in Side::ALL {
                        let l = ui.label(tr!(lang(), "lab-side-ai", side = side.name()));
                        let spec = match side {
                            Side::Blue => &mut self.blue,
                            Side::Red => &mut self.red,
                        };
                        ai_choice(ui, side, spec, l.id);
                        ui.end_row();
                    }
                    let l = ui.label(tr!(lang(), "lab-games"));
                    ui.add(
                        egui::DragValue::new(&mut self.games)
                            .range(1..=MAX_GAMES)
                            .speed(10.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label(tr!(lang(), "lab-seed"));
                    ui.add(egui::DragValue::new(&mut self.seed))
                        .labelled_by(l.id)
                        .on_hover_text(tr!(lang(), "lab-seed-hover"));
                    ui.end_row();
                });
        });
    }

    fn run_ui(&mut self, ui: &mut Ui, map: &Map) {
        let (cancel, start, hover) = (
            tr!(lang(), "dialog-cancel"),
            tr!(lang(), "lab-run"),
            tr!(lang(), "lab-run-hover"),
        );
        let words = Controls {
            what: "games",
            cancel: &cancel,
            start: &start,
            hover: &hover,
        };
        if self.run.controls(ui, &words) {
            self.start(map, ui.ctx());
        }
        ui.checkbox(&mut self.show_on_map, tr!(lang(), "lab-show-on-map"))
            .on_hover_text(tr!(lang(), "lab-show-on-map-hover"));
        if let Some(f) = &self.finished {
            if f.map != *map {
                ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-run"));
            }
            egui::CollapsingHeader::new(RichText::new(tr!(lang(), "lab-results")).strong())
                .id_salt("analysis-results")
                .default_open(true)
                .show(ui, |ui| results::results_ui(ui, f));
        }
    }

    /// Draws the overlay when it is on and its results belong to `map`: the A/B difference
    /// when that is chosen and there, else the heat of the last run; with its legend.
    pub fn paint_overlay(
        &self,
        painter: &Painter,
        tf: &ToScreen,
        map: &Map,
        geo: &draw::Geometry,
        pal: &Palette,
    ) {
        if !self.show_on_map {
            return;
        }
        if self.map_shows == LegendKind::Difference
            && let Some(c) = self.compare.result_for(map)
        {
            heat::paint_diff(painter, tf, geo, &c.comparison.bases, pal);
            heat::paint_legend(painter, pal, LegendKind::Difference);
            return;
        }
        if let Some(f) = &self.finished
            && f.map == *map
        {
            paint_heat(painter, tf, geo, &f.sim.summary, pal);
            heat::paint_legend(painter, pal, LegendKind::Heat);
        }
    }
}

/// A combo box of AI levels, with the iterations of a tree search (default or expert).
fn ai_choice(ui: &mut Ui, side: Side, spec: &mut AiSpec, label: egui::Id) {
    ui.horizontal(|ui| {
        let name = match spec {
            AiSpec::Random => tr!(lang(), "lab-ai", level = "random"),
            AiSpec::Greedy => tr!(lang(), "lab-ai", level = "greedy"),
            AiSpec::Mcts { .. } | AiSpec::MctsTimed { .. } => {
                tr!(lang(), "lab-ai", level = "mcts")
            }
            AiSpec::Expert { .. } | AiSpec::ExpertTimed { .. } => {
                tr!(lang(), "lab-ai", level = "expert")
            }
        };
        egui::ComboBox::from_id_salt(("analysis-ai", side.index()))
            .selected_text(name)
            .show_ui(ui, |ui| {
                let random = tr!(lang(), "lab-ai", level = "random");
                ui.selectable_value(spec, AiSpec::Random, random);
                let greedy = tr!(lang(), "lab-ai", level = "greedy");
                ui.selectable_value(spec, AiSpec::Greedy, greedy);
                let is_mcts = matches!(spec, AiSpec::Mcts { .. });
                let mcts = tr!(lang(), "lab-ai", level = "mcts");
                if ui.selectable_label(is_mcts, mcts).clicked() && !is_mcts {
                    *spec = AiSpec::MCTS;
                }
                let is_expert = matches!(spec, AiSpec::Expert { .. });
                let expert = tr!(lang(), "lab-ai", level = "expert");
                if ui
                    .selectable_label(is_expert, expert)
                    .on_hover_text(tr!(lang(), "play-expert-hover"))
                    .clicked()
                    && !is_expert
                {
                    *spec = AiSpec::EXPERT;
                }
            })
            .response
            .labelled_by(label);
        if let AiSpec::Mcts { iterations } | AiSpec::Expert { iterations } = spec {
            ui.add(
                egui::DragValue::new(iterations)
                    .range(1..=1_000_000)
                    .speed(10.0)
                    .suffix(tr!(lang(), "lab-iterations-suffix")),
            )
            .labelled_by(label)
            .on_hover_text(tr!(lang(), "lab-iterations-hover"));
        }
    });
}

/// A designer metric's name, in the app's language.
pub(super) fn metric_name(m: crate::analysis::Metric) -> String {
    tr!(lang(), "lab-metric", metric = m.id())
}
