//! The skill and luck part of the Analysis panel: the skill trace (random, greedy, MCTS at a
//! small and at the full budget, expert in the time of the full budget, each against the level
//! below, with the ending mix and the balance verdict at every rung) and the luck index (each game played twice by the same players,
//! the second time with its chance dealt again).

use super::job::{Controls, Work};
use super::{compile, setup};
use crate::analysis::{Luck, SimConfig, SimError, SkillTrace, ladder, luck, skill_trace};
use crate::app::i18n::lang;
use crate::map::Map;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// What the part computes: both, on a worker thread.
pub struct SkillLuck {
    pub trace: SkillTrace,
    pub luck: Luck,
}

/// The state of the skill and luck part.
pub struct SkillState {
    /// Games a rung (and deals for the luck index).
    pub games: usize,
    pub small: u32,
    pub full: u32,
    pub work: Work<SkillLuck>,
    pub result: Option<(SkillLuck, Map)>,
}

impl Default for SkillState {
    fn default() -> Self {
        SkillState {
            games: 40,
            small: crate::analysis::SMALL_MCTS,
            full: crate::ai::MctsConfig::DEFAULT_ITERATIONS,
            work: Work::default(),
            result: None,
        }
    }
}

impl SkillState {
    fn start(&mut self, map: &Map, config: SimConfig, ctx: &egui::Context) {
        self.work.forget();
        let board = match compile(map) {
            Ok(b) => b,
            Err(e) => return self.work.error = Some(e),
        };
        let levels = ladder(self.small.max(1), self.full.max(1));
        let rungs = levels.len() - 1;
        self.work.start("skill", map, rungs + 1, ctx, move |t| {
            let start = setup(board);
            let progress = |d: usize, _: usize| t.count(d, rungs + 1);
            let trace = skill_trace(&start, &levels, &config, &progress, Some(t.cancel_flag()))?;
            if t.cancelled() {
                return Err(SimError::NoGames);
            }
            let luck = luck(&start, &config, Some(t.cancel_flag()))?;
            Ok(SkillLuck { trace, luck })
        });
    }

    pub fn poll(&mut self) {
        if let Some(done) = self.work.poll() {
            self.result = Some((done.value, done.map));
        }
    }

    pub fn ui(&mut self, ui: &mut Ui, map: &Map, config: impl Fn(usize) -> SimConfig) {
        egui::Grid::new("analysis-skill-settings")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(tr!(lang(), "lab-games-a-rung"));
                ui.add(egui::DragValue::new(&mut self.games).range(2..=100_000))
                    .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr!(lang(), "lab-mcts-budgets"));
                ui.horizontal(|ui| {
                    ui.add(
                        egui::DragValue::new(&mut self.small)
                            .range(1..=1_000_000)
                            .suffix(tr!(lang(), "lab-iterations-suffix")),
                    )
                    .labelled_by(l.id);
                    ui.add(
                        egui::DragValue::new(&mut self.full)
                            .range(1..=1_000_000)
                            .suffix(tr!(lang(), "lab-iterations-suffix")),
                    )
                    .labelled_by(l.id);
                });
                ui.end_row();
            });
        let (cancel, start, hover) = (
            tr!(lang(), "lab-cancel-skill"),
            tr!(lang(), "lab-run-skill"),
            tr!(lang(), "lab-run-skill-hover"),
        );
        let words = Controls {
            what: "steps",
            cancel: &cancel,
            start: &start,
            hover: &hover,
        };
        if self.work.controls(ui, &words) {
            self.start(map, config(self.games), ui.ctx());
        }
        if let Some((x, on)) = &self.result {
            if on != map {
                ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-skill"));
            }
            trace_ui(ui, &x.trace);
            let l = &x.luck;
            ui.label(tr!(
                lang(),
                "lab-luck",
                index = format!("{:.2}", l.index),
                low = format!("{:.2}", l.low),
                high = format!("{:.2}", l.high),
                same = l.same_colour,
                n = l.pairs
            ))
            .on_hover_text(tr!(lang(), "lab-luck-hover"));
        }
    }
}

fn trace_ui(ui: &mut Ui, t: &SkillTrace) {
    egui::Grid::new("analysis-skill")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            let heads = [
                tr!(lang(), "lab-level-head"),
                tr!(lang(), "lab-wins-below-head"),
                tr!(lang(), "lab-verdict-head"),
                tr!(lang(), "lab-ends-head"),
                tr!(lang(), "lab-unfinished"),
            ];
            for h in heads {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in &t.rungs {
                ui.label(tr!(
                    lang(),
                    "lab-rung",
                    strong = r.strong.to_string(),
                    weak = r.weak.to_string()
                ));
                let wins = format!(
                    "{:.0}% ({:.0}–{:.0}%)",
                    r.skill.rate * 100.0,
                    r.skill.low * 100.0,
                    r.skill.high * 100.0
                );
                if r.inverted {
                    ui.horizontal(|ui| {
                        ui.label(wins);
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            tr!(lang(), "lab-inverted-mark"),
                        )
                        .on_hover_text(inverted_text(r));
                    });
                } else {
                    ui.label(wins);
                }
                ui.label(tr!(lang(), "lab-verdict", verdict = verdict_key(r.verdict)))
                    .on_hover_text(tr!(
                        lang(),
                        "lab-blue-won",
                        pc = format!("{:.0}", r.blue.rate * 100.0)
                    ));
                ui.label(format!(
                    "{} / {} / {}",
                    r.ends.hq, r.ends.medals, r.ends.stalled
                ));
                ui.label(r.unfinished.to_string());
                ui.end_row();
            }
        });
    let (text, warn) = if t.verdict_holds {
        (tr!(lang(), "lab-verdict-holds"), false)
    } else {
        (tr!(lang(), "lab-verdict-changes"), true)
    };

    if warn {
        ui.colored_label(ui.visuals().warn_fg_color, text);
    } else {
        ui.label(text);
    }
    for r in t.inverted() {
        ui.colored_label(ui.visuals().warn_fg_color, inverted_text(r));
    }
}

/// What the panel says of an inverted rung: the levels and the stronger one's share of the
/// games with its interval.
fn inverted_text(r: &crate::analysis::Rung) -> String {
    tr!(
        lang(),
        "lab-inverted-rung",
        strong = r.strong.to_string(),
        weak = r.weak.to_string(),
        pc = format!("{:.0}", r.skill.rate * 100.0),
        low = format!("{:.0}", r.skill.low * 100.0),
        high = format!("{:.0}", r.skill.high * 100.0)
    )
}

/// The key of a rung's balance verdict in the messages (`lab-verdict`).
fn verdict_key(v: crate::analysis::Verdict) -> &'static str {
    match v {
        crate::analysis::Verdict::Even => "even",
        crate::analysis::Verdict::Blue => "blue",
        crate::analysis::Verdict::Red => "red",
        crate::analysis::Verdict::Undecided => "undecided",
    }
}
