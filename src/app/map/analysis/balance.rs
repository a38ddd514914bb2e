//! The balancer in the lab: one button searches small edits of the draft (a region's medals, a
//! target, a path, a special base) until blue wins within the band around 50% at the lab's
//! level and at the stronger one, on fresh seeds; the edits found are listed in words and
//! "Apply all" makes them as one undoable step.

use super::job::{Controls, Work};
use super::suggest::{edit_of, tweak_words};
use crate::analysis::{BalanceConfig, Balanced, LevelShare, balance_map, stronger_level};
use crate::app::i18n::lang;
use crate::app::map::Action;
use crate::app::map::edit::{Edit, Merge};
use crate::app::play::setup::level_words;
use crate::map::Map;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// The state of the balancer part.
pub struct BalanceState {
    /// Games a map at the lab's level while searching; the stronger level plays a fifth.
    pub games: usize,
    /// The band's half-width, in percentage points.
    pub within: f64,
    pub work: Work<Balanced>,
    /// The result and the map it was found on.
    pub result: Option<(Balanced, Map)>,
}

impl Default for BalanceState {
    fn default() -> Self {
        BalanceState {
            games: 1000,
            within: 3.0,
            work: Work::default(),
            result: None,
        }
    }
}

impl BalanceState {
    pub fn forget(&mut self) {
        *self = BalanceState {
            games: self.games,
            within: self.within,
            ..BalanceState::default()
        };
    }

    pub fn poll(&mut self) {
        if let Some(done) = self.work.poll() {
            self.result = Some((done.value, done.map));
        }
    }

    /// The search's settings at the lab's `level` and `seed`.
    fn config(&self, level: crate::ai::AiSpec, seed: u64) -> BalanceConfig {
        BalanceConfig {
            levels: vec![level, stronger_level(level)],
            games: vec![self.games, (self.games / 5).max(20)],
            within: self.within / 100.0,
            seed,
            ..BalanceConfig::default()
        }
    }

    pub fn ui(
        &mut self,
        ui: &mut Ui,
        map: &Map,
        level: crate::ai::AiSpec,
        seed: u64,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "lab-games-a-map"));
            ui.add(
                egui::DragValue::new(&mut self.games)
                    .range(50..=100_000)
                    .speed(10.0),
            )
            .labelled_by(l.id);
            let l = ui.label(tr!(lang(), "lab-balance-within"));
            ui.add(
                egui::DragValue::new(&mut self.within)
                    .range(0.5..=20.0)
                    .speed(0.1)
                    .fixed_decimals(1),
            )
            .labelled_by(l.id);
        });
        let config = self.config(level, seed);
        let (cancel, start, hover) = (
            tr!(lang(), "lab-cancel-balance"),
            tr!(lang(), "lab-balance"),
            tr!(
                lang(),
                "lab-balance-hover",
                within = format!("{:.1}", self.within),
                level = level_words(config.levels[0]),
                stronger = level_words(config.levels[1]),
                games = config.games[0],
                fewer = config.games[1]
            ),
        );
        let words = Controls {
            what: "steps",
            cancel: &cancel,
            start: &start,
            hover: &hover,
        };
        if self.work.controls(ui, &words) {
            let owned = map.clone();
            let total = (config.restarts + 1) * config.max_edits + 2;
            self.work.start("balance", map, total, ui.ctx(), move |t| {
                balance_map(&owned, &config, t)
            });
        }
        if let Some((r, on)) = &self.result
            && let Some(edit) = result_ui(ui, r, on, map)
        {
            actions.push(Action::Apply(edit, Merge::Alone));
        }
        actions
    }
}

/// "greedy 52.5% (50.3% to 54.7%)", one a level.
fn shares_words(list: &[LevelShare]) -> String {
    let pc = |x: f64| toyforge_core::i18n::percent(lang(), x, 1);
    list.iter()
        .map(|s| {
            tr!(
                lang(),
                "lab-balance-share",
                level = level_words(s.level),
                pc = pc(s.blue),
                low = pc(s.low),
                high = pc(s.high)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The result: the shares before, the edits and the shares after; the edit of "Apply all"
/// when it was clicked.
fn result_ui(ui: &mut Ui, r: &Balanced, on: &Map, map: &Map) -> Option<Edit> {
    let stale = on != map;
    if stale {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-balance"));
    }
    if r.symmetry.is_some() {
        ui.add(egui::Label::new(RichText::new(tr!(lang(), "lab-balance-mirror")).weak()).wrap());
    }
    ui.add(
        egui::Label::new(tr!(
            lang(),
            "lab-balance-before",
            shares = shares_words(&r.before)
        ))
        .wrap(),
    );
    if r.steps.is_empty() {
        let words = if r.reached {
            tr!(lang(), "lab-balance-fair")
        } else if !r.needed {
            tr!(lang(), "lab-balance-unclear")
        } else {
            tr!(lang(), "lab-balance-nothing")
        };
        ui.add(egui::Label::new(RichText::new(words).strong()).wrap());
        return None;
    }
    let n = r.edits();
    let head = if r.reached {
        tr!(lang(), "lab-balance-found", n = n)
    } else {
        tr!(lang(), "lab-balance-nearest", n = n)
    };
    ui.add(egui::Label::new(RichText::new(head).strong()).wrap());
    for (i, step) in r.steps.iter().enumerate() {
        for (k, t) in step.tweaks.iter().enumerate() {
            let mark = if k == 0 {
                format!("{}.", i + 1)
            } else {
                "   ".to_string()
            };
            ui.add(egui::Label::new(format!("{mark} {}", tweak_words(t, on))).wrap());
        }
    }
    ui.add(
        egui::Label::new(tr!(
            lang(),
            "lab-balance-after",
            shares = shares_words(&r.after)
        ))
        .wrap(),
    );
    if !r.reached {
        return None;
    }
    // Each edit is made on the map as the ones before it left it (two targets' edits must not
    // undo each other).
    let edits: Option<Vec<Edit>> = {
        let mut m = map.clone();
        r.steps
            .iter()
            .flat_map(|s| &s.tweaks)
            .map(|t| {
                let e = edit_of(t, &m)?;
                t.apply(&mut m).then_some(e)
            })
            .collect()
    };
    let button = egui::Button::new(tr!(lang(), "lab-balance-apply"));
    let clicked = ui
        .add_enabled(!stale && edits.is_some(), button)
        .on_hover_text(tr!(lang(), "lab-balance-apply-hover"))
        .clicked();
    match edits {
        Some(edits) if clicked => Some(Edit::Several {
            label: tr!(lang(), "edit-balance", n = n),
            edits,
        }),
        _ => None,
    }
}
