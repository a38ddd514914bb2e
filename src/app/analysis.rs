//! The balance lab panel: AI-against-AI games on the current map in the background, with a
//! progress bar and a cancel button, the results (win rates with 95% intervals, wins by reason,
//! game lengths, regions and bases), the map's static facts, and a heat overlay on the canvas.
//!
//! The games run on a worker thread ([`crate::analysis::simulate`], which spreads them over
//! every core); the panel polls a channel each frame, so the editor stays responsive. Results
//! remember the map they were computed on and are marked stale once the map is edited; opening
//! another map (or a new one) clears them ([`AnalysisPanel::forget`]).

use super::canvas::Transform;
use super::draw::{self, side_label};
use super::theme::Palette;
use crate::ai::AiSpec;
use crate::analysis::{Rate, SimConfig, SimError, Simulation, Start, Summary, simulate};
use crate::engine::{Board, GameOptions};
use crate::map::{Map, MapFacts, Point};
use crate::pieces::Side;
use crate::scenario::words::capitalise;
use egui::{Align2, Color32, CornerRadius, FontId, Painter, RichText, Stroke, Ui, pos2, vec2};
use egui_plot::{Bar, BarChart, Plot};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};
use toyforge_core::draw::LabelOwner;
use toyforge_core::draw::labels::Dir;

/// Most games one run may ask for.
pub const MAX_GAMES: usize = 1_000_000;

/// A run under way on the worker thread.
struct Running {
    done: Arc<AtomicUsize>,
    total: usize,
    cancel: Arc<AtomicBool>,
    rx: Receiver<Result<Simulation, SimError>>,
    map: Map,
    started: Instant,
}

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
    running: Option<Running>,
    finished: Option<Finished>,
    error: Option<String>,
}

impl Default for AnalysisPanel {
    fn default() -> Self {
        AnalysisPanel {
            games: 1000,
            blue: AiSpec::Greedy,
            red: AiSpec::Greedy,
            seed: 1,
            show_on_map: true,
            running: None,
            finished: None,
            error: None,
        }
    }
}

impl Drop for AnalysisPanel {
    fn drop(&mut self) {
        // Never leave a worker playing for nobody.
        self.cancel();
    }
}

impl AnalysisPanel {
    /// Whether a run is under way.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Games completed and games asked for, while a run is under way.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.running
            .as_ref()
            .map(|r| (r.done.load(Ordering::Relaxed), r.total))
    }

    /// The last finished run.
    pub fn finished(&self) -> Option<&Finished> {
        self.finished.as_ref()
    }

    /// Why the last run could not be started or failed.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Whether the results were computed on a map other than `map`.
    pub fn is_stale(&self, map: &Map) -> bool {
        self.finished.as_ref().is_some_and(|f| f.map != *map)
    }

    /// Forgets the results and any run under way: another document was opened (or a new one
    /// started), and the lab's results were for the one before. The settings stay.
    pub fn forget(&mut self) {
        self.cancel();
        self.running = None;
        self.finished = None;
        self.error = None;
    }

    /// Starts a run on `map` on a worker thread. A run already under way is cancelled first.
    pub fn start(&mut self, map: &Map, ctx: &egui::Context) {
        self.cancel();
        self.running = None;
        self.error = None;
        let board = match Board::compile(map) {
            Ok(b) => Arc::new(b),
            Err(e) => {
                self.error = Some(capitalise(&e.to_string()));
                return;
            }
        };
        let config = SimConfig {
            games: self.games.clamp(1, MAX_GAMES),
            blue: self.blue,
            red: self.red,
            seed: self.seed,
            ..SimConfig::default()
        };
        let done = Arc::new(AtomicUsize::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let (worker_done, worker_cancel, worker_ctx) = (done.clone(), cancel.clone(), ctx.clone());
        let total = config.games;
        let spawned = std::thread::Builder::new()
            .name("toyforge-analysis".into())
            .spawn(move || {
                let start = Start::Setup {
                    board,
                    options: GameOptions::default(),
                };
                let progress = |d: usize, _total: usize| {
                    worker_done.fetch_max(d, Ordering::Relaxed);
                };
                let result = simulate(&start, &config, &progress, Some(&worker_cancel));
                // The panel may be gone (editor closed): nobody to tell then.
                let _ = tx.send(result);
                worker_ctx.request_repaint();
            });
        match spawned {
            Ok(_) => {
                self.running = Some(Running {
                    done,
                    total,
                    cancel,
                    rx,
                    map: map.clone(),
                    started: Instant::now(),
                })
            }
            Err(e) => self.error = Some(format!("Cannot start the analysis thread: {e}")),
        }
    }

    /// Asks the run under way to stop; the games completed so far are kept as its result.
    pub fn cancel(&self) {
        if let Some(r) = &self.running {
            r.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Takes the result of the worker if it has one.
    pub fn poll(&mut self) {
        let Some(run) = &self.running else { return };
        match run.rx.try_recv() {
            Ok(Ok(sim)) => {
                let run = self.running.take().expect("checked above");
                if sim.records.is_empty() {
                    self.error = Some("Cancelled before any game was finished".into());
                } else {
                    self.finished = Some(Finished {
                        sim,
                        map: run.map,
                        elapsed: run.started.elapsed(),
                    });
                }
            }
            Ok(Err(e)) => {
                self.running = None;
                self.error = Some(format!("The analysis failed: {e}"));
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.running = None;
                self.error = Some("The analysis stopped unexpectedly".into());
            }
        }
    }

    /// The Analysis section: settings, Run/Cancel, progress, results and static facts.
    pub fn ui(&mut self, ui: &mut Ui, map: &Map, facts: &MapFacts) {
        self.poll();
        let running = self.is_running();
        ui.add_enabled_ui(!running, |ui| {
            egui::Grid::new("analysis-settings")
                .num_columns(2)
                .show(ui, |ui| {
                    for side in Side::ALL {
                        let l = ui.label(format!("{} AI", side_label(side)));
                        let spec = match side {
                            Side::Blue => &mut self.blue,
                            Side::Red => &mut self.red,
                        };
                        ai_choice(ui, side, spec, l.id);
                        ui.end_row();
                    }
                    let l = ui.label("Games");
                    ui.add(
                        egui::DragValue::new(&mut self.games)
                            .range(1..=MAX_GAMES)
                            .speed(10.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label("Seed");
                    ui.add(egui::DragValue::new(&mut self.seed))
                        .labelled_by(l.id)
                        .on_hover_text("The same seed plays the same games");
                    ui.end_row();
                });
        });
        ui.horizontal(|ui| {
            if running {
                if ui.button("Cancel").clicked() {
                    self.cancel();
                }
            } else if ui
                .button("Run")
                .on_hover_text("Play the games in the background on every core")
                .clicked()
            {
                self.start(map, ui.ctx());
            }
            ui.checkbox(&mut self.show_on_map, "Show on map")
                .on_hover_text("Tint bases and annotate regions on the canvas with the results");
        });
        if let Some(run) = &self.running {
            let done = run.done.load(Ordering::Relaxed);
            let frac = done as f32 / run.total.max(1) as f32;
            let text = if run.cancel.load(Ordering::Relaxed) {
                format!("Cancelling… {done} of {} games", run.total)
            } else {
                format!("{done} of {} games", run.total)
            };
            ui.add(egui::ProgressBar::new(frac).text(text));
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        if let Some(f) = &self.finished {
            if f.map != *map {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    "Stale: the map changed since this run (Run again to update)",
                );
            }
            results_ui(ui, f);
        }
        ui.add_space(6.0);
        egui::CollapsingHeader::new(RichText::new("Static facts").strong())
            .id_salt("analysis-static")
            .default_open(false)
            .show(ui, |ui| static_facts_ui(ui, facts));
    }

    /// Draws the heat overlay when it is on and the results belong to `map`.
    pub fn paint_overlay(
        &self,
        painter: &Painter,
        tf: &Transform,
        map: &Map,
        geo: &draw::Geometry,
        pal: &Palette,
    ) {
        if !self.show_on_map {
            return;
        }
        if let Some(f) = &self.finished
            && f.map == *map
        {
            paint_heat(painter, tf, geo, &f.sim.summary, pal);
        }
    }
}

/// A combo box of AI levels, with the iterations of MCTS.
fn ai_choice(ui: &mut Ui, side: Side, spec: &mut AiSpec, label: egui::Id) {
    ui.horizontal(|ui| {
        let name = match spec {
            AiSpec::Random => "Random",
            AiSpec::Greedy => "Greedy",
            AiSpec::Mcts { .. } => "MCTS",
        };
        egui::ComboBox::from_id_salt(("analysis-ai", side.index()))
            .selected_text(name)
            .show_ui(ui, |ui| {
                ui.selectable_value(spec, AiSpec::Random, "Random");
                ui.selectable_value(spec, AiSpec::Greedy, "Greedy");
                let is_mcts = matches!(spec, AiSpec::Mcts { .. });
                if ui.selectable_label(is_mcts, "MCTS").clicked() && !is_mcts {
                    *spec = AiSpec::MCTS;
                }
            })
            .response
            .labelled_by(label);
        if let AiSpec::Mcts { iterations } = spec {
            ui.add(
                egui::DragValue::new(iterations)
                    .range(1..=1_000_000)
                    .speed(10.0)
                    .suffix(" it."),
            )
            .labelled_by(label)
            .on_hover_text("Search iterations a move (slow: try a few hundred games)");
        }
    });
}

/// "12 (60.0%, 95% CI 38.7–78.1%)".
fn rate_text(r: &Rate) -> String {
    format!(
        "{} ({:.1}%, 95% CI {:.1}–{:.1}%)",
        r.count,
        r.rate * 100.0,
        r.low * 100.0,
        r.high * 100.0
    )
}

fn percent(k: usize, n: usize) -> String {
    if n == 0 {
        "–".into()
    } else {
        format!("{:.0}%", k as f64 * 100.0 / n as f64)
    }
}

fn results_ui(ui: &mut Ui, f: &Finished) {
    let s = &f.sim.summary;
    let cfg = &f.sim.config;
    ui.add_space(4.0);
    let mut head = format!(
        "{} games, {} (blue) against {} (red), seed {}, in {:.1} s",
        s.games,
        cfg.blue,
        cfg.red,
        cfg.seed,
        f.elapsed.as_secs_f64()
    );
    if f.sim.cancelled {
        head.push_str(&format!(
            " (cancelled: {} of {} played)",
            s.games, cfg.games
        ));
    }
    ui.label(RichText::new(head).strong());
    ui.label(format!(
        "Wins: blue {}, red {}, unfinished {}",
        s.wins.blue, s.wins.red, s.unfinished
    ));
    egui::Grid::new("analysis-rates")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            ui.label("First player");
            ui.label(rate_text(&s.first_player_rate));
            ui.end_row();
            ui.label("Blue");
            ui.label(rate_text(&s.win_rate.blue));
            ui.end_row();
            ui.label("Red");
            ui.label(rate_text(&s.win_rate.red));
            ui.end_row();
        });
    verdict(ui, s);

    ui.add_space(4.0);
    ui.label(RichText::new("Wins by reason").strong());
    egui::Grid::new("analysis-reasons")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["", "Blue", "Red", "All"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            let b = &s.by_reason_side.blue;
            let r = &s.by_reason_side.red;
            for (name, x, y) in [
                ("HQ taken", b.hq, r.hq),
                ("Medals", b.medals, r.medals),
                ("Stalled", b.stalled, r.stalled),
            ] {
                ui.label(name);
                ui.label(x.to_string());
                ui.label(y.to_string());
                ui.label(format!("{} ({})", x + y, percent(x + y, s.games)));
                ui.end_row();
            }
            ui.label("Unfinished");
            ui.label("");
            ui.label("");
            ui.label(format!(
                "{} ({})",
                s.unfinished,
                percent(s.unfinished, s.games)
            ));
            ui.end_row();
        });

    ui.add_space(4.0);
    ui.label(
        RichText::new(format!(
            "Game length (mean {:.1} turns, {:.0} actions)",
            s.average_turns, s.average_actions
        ))
        .strong(),
    );
    let bars: Vec<Bar> = s
        .turn_counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(t, n)| Bar::new(t as f64, *n as f64).width(0.8))
        .collect();
    let chart = BarChart::new("Games", bars).color(Color32::from_rgb(0x7a, 0x9c, 0xc6));
    Plot::new("analysis-lengths")
        .height(110.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_axis_label("turns")
        .y_axis_label("games")
        .include_y(0.0)
        .show(ui, |plot| plot.bar_chart(chart));

    ui.add_space(4.0);
    ui.label(RichText::new("Regions: claimed by (mean turn)").strong());
    egui::Grid::new("analysis-regions")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Region", "Blue", "Red", "None"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &s.regions {
                ui.label(format!("{} ({})", r.id, r.medals))
                    .on_hover_text(format!("{}: {} medals", r.name, r.medals));
                for side in Side::ALL {
                    let turn = r.mean_turn[side]
                        .map(|t| format!(" (t{t:.1})"))
                        .unwrap_or_default();
                    ui.label(format!("{}{turn}", percent(r.claimed[side], s.games)));
                }
                ui.label(percent(r.unclaimed, s.games));
                ui.end_row();
            }
        });

    ui.add_space(4.0);
    ui.label(RichText::new("Bases: held at the end").strong());
    egui::Grid::new("analysis-bases")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Base", "Blue", "Red", "Empty"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for b in &s.bases {
                ui.label(&b.id).on_hover_text(&b.name);
                ui.label(percent(b.held.blue, s.games));
                ui.label(percent(b.held.red, s.games));
                ui.label(percent(b.empty, s.games));
                ui.end_row();
            }
        });
}

/// One line saying whether the run shows an advantage: a side (or the first player) whose
/// interval of the win rate among decided games lies wholly above one half.
fn verdict(ui: &mut Ui, s: &Summary) {
    let decided = s.wins.blue + s.wins.red;
    if decided == 0 {
        ui.weak("No game was decided");
        return;
    }
    let blue = Rate::new(s.wins.blue, decided);
    let first = Rate::new(s.first_player_wins, decided);
    let mut notes = Vec::new();
    if blue.low > 0.5 {
        notes.push(format!(
            "blue is favoured ({:.0}% of decided games)",
            blue.rate * 100.0
        ));
    } else if blue.high < 0.5 {
        notes.push(format!(
            "red is favoured ({:.0}% of decided games)",
            (1.0 - blue.rate) * 100.0
        ));
    }
    if first.low > 0.5 {
        notes.push(format!("moving first helps ({:.0}%)", first.rate * 100.0));
    } else if first.high < 0.5 {
        notes.push(format!(
            "moving second helps ({:.0}%)",
            (1.0 - first.rate) * 100.0
        ));
    }
    if notes.is_empty() {
        ui.label("No clear advantage at 95% confidence");
    } else {
        ui.colored_label(ui.visuals().warn_fg_color, notes.join("; "));
    }
}

fn steps(n: Option<u32>) -> String {
    n.map(|n| n.to_string()).unwrap_or_else(|| "–".into())
}

/// The facts that need no simulation.
fn static_facts_ui(ui: &mut Ui, facts: &MapFacts) {
    ui.label(RichText::new("Shortest route to the enemy HQ").strong());
    for side in Side::ALL {
        let text = match &facts.routes[side] {
            Some(route) => format!(
                "{}: {} steps ({})",
                side_label(side),
                route.len().saturating_sub(1),
                route.join(" → ")
            ),
            None => format!("{}: no route", side_label(side)),
        };
        ui.label(text);
    }
    ui.label(if facts.is_symmetric() {
        let how: Vec<&str> = facts.symmetries.iter().map(|s| s.describe()).collect();
        format!("Symmetry: {}", how.join("; "))
    } else {
        "Symmetry: none (the sides face different maps)".to_string()
    });
    for side in Side::ALL {
        let target = facts.targets[side];
        let enough = facts.total_medals >= target;
        let text = format!(
            "{}: target {target}, {} medals on the map{}",
            side_label(side),
            facts.total_medals,
            if enough { "" } else { " (cannot be reached)" }
        );
        if enough {
            ui.label(text);
        } else {
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
    }
    ui.label(RichText::new("Steps from each HQ to each region (nearest / farthest base)").strong());
    egui::Grid::new("analysis-distances")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Region", "Blue", "Red"] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &facts.region_facts {
                ui.label(format!("{} ({})", r.id, r.medals));
                for side in Side::ALL {
                    ui.label(format!(
                        "{} / {}",
                        steps(r.nearest[side]),
                        steps(r.farthest[side])
                    ));
                }
                ui.end_row();
            }
        });
}

/// The colour between blue (`share` 0) and red (`share` 1).
fn blend(pal: &Palette, share: f32, alpha: f32) -> Color32 {
    let t = share.clamp(0.0, 1.0);
    let (b, r) = (pal.blue, pal.red);
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_unmultiplied(
        mix(b.r(), r.r()),
        mix(b.g(), r.g()),
        mix(b.b(), r.b()),
        (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    )
}

/// The heat overlay: each base tinted by who held it at the end (blue to red by the red share
/// of the games it was held, opaque as it was held often) and ringed inside the room its name
/// keeps, each region's medal annotated, under its caption, with how often each side claimed
/// it. Places are matched by id; those not in `summary` are left.
pub fn paint_heat(
    painter: &Painter,
    tf: &Transform,
    geo: &draw::Geometry,
    summary: &Summary,
    pal: &Palette,
) {
    let games = summary.games.max(1) as f32;
    let r = draw::base_radius(tf);
    for b in &summary.bases {
        let Some(pos) = geo.pos(&b.id) else {
            continue;
        };
        let held = (b.held.blue + b.held.red) as f32;
        if held == 0.0 {
            continue;
        }
        let share = b.held.red as f32 / held;
        let freq = held / games;
        let c = tf.to_screen(pos);
        painter.circle_filled(c, r * 1.05, blend(pal, share, 0.15 + 0.6 * freq));
        // Between the base's edge and its name, which starts 1.3 radii out.
        let w = (r * 0.18).max(2.0);
        painter.circle_stroke(
            c,
            r * 1.25 - w / 2.0,
            Stroke::new(w, blend(pal, share, 0.3 + 0.7 * freq)),
        );
    }
    let mr = draw::medal_radius(tf);
    let font = FontId::proportional((11.0 * tf.zoom.sqrt()).clamp(9.0, 14.0));
    let scene = &geo.scene;
    for reg in &summary.regions {
        let Some(i) = scene.region_index(&reg.id) else {
            continue;
        };
        let region = &scene.regions[i];
        let c = tf.to_screen(region.medal);
        // A bar under the medal and its caption (when the caption is below it): blue share,
        // red share, the rest unclaimed.
        let w = (mr * 3.2).max(36.0);
        let h = (mr * 0.35).max(5.0);
        let caption = geo
            .labels
            .iter()
            .find(|l| l.owner == LabelOwner::Region(i) && l.placed.dir == Dir::Below);
        let top = match caption {
            Some(l) => tf.to_screen(Point::new(0.0, l.placed.rect.y1)).y + 4.0,
            None => c.y + mr + 4.0,
        };
        let left = c.x - w / 2.0;
        let bw = w * reg.claimed.blue as f32 / games;
        let rw = w * reg.claimed.red as f32 / games;
        let frame = egui::Rect::from_min_size(pos2(left, top), vec2(w, h));
        painter.rect_filled(frame, CornerRadius::same(2), Color32::from_gray(90));
        painter.rect_filled(
            egui::Rect::from_min_size(pos2(left, top), vec2(bw, h)),
            CornerRadius::ZERO,
            pal.blue,
        );
        painter.rect_filled(
            egui::Rect::from_min_size(pos2(left + bw, top), vec2(rw, h)),
            CornerRadius::ZERO,
            pal.red,
        );
        let text = format!(
            "B {:.0}% · R {:.0}%",
            reg.claimed.blue as f32 * 100.0 / games,
            reg.claimed.red as f32 * 100.0 / games
        );
        let galley = painter.layout_no_wrap(text, font.clone(), pal.text);
        let at = pos2(c.x, top + h + 2.0);
        let rect = Align2::CENTER_TOP
            .anchor_size(at, galley.size())
            .expand(2.0);
        painter.rect_filled(
            rect,
            CornerRadius::same(3),
            pal.background.gamma_multiply(0.85),
        );
        painter.galley(rect.min + vec2(2.0, 2.0), galley, pal.text);
    }
}
