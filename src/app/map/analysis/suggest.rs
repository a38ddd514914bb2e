//! The suggestions part of the Analysis panel: each region's medals and each side's target one
//! up and one down, played on the seeds of the run, ranked by how much closer to even they bring
//! the game; "Apply" makes the change as an undoable edit and runs the games again.

use super::job::{Controls, Job, finish, keep, run_controls};
use crate::analysis::{SimConfig, Suggestions, Tweak, suggest};
use crate::app::i18n::lang;
use crate::app::map::Action;
use crate::app::map::edit::{Edit, MapMeta, Merge};
use crate::engine::GameOptions;
use crate::map::Map;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// A suggestion in words ("West Ford from 2 to 3 medals"), in the app's language; the region
/// is named as the map on which it was computed names it.
fn tweak_words(tweak: &Tweak, map: &Map) -> String {
    match tweak {
        Tweak::RegionMedals { id, from, to } => {
            let name = map
                .regions
                .iter()
                .find(|r| r.id == *id)
                .map_or(id.as_str(), |r| {
                    if r.name.is_empty() {
                        r.id.as_str()
                    } else {
                        r.name.as_str()
                    }
                });
            tr!(
                lang(),
                "lab-tweak-medals",
                region = name,
                from = *from,
                to = *to
            )
        }
        Tweak::Target { side, from, to } => tr!(
            lang(),
            "lab-tweak-target",
            side = side.name(),
            from = *from,
            to = *to
        ),
    }
}

/// The state of the suggestions part.
pub struct SuggestState {
    /// Games a candidate map.
    pub games: usize,
    pub job: Option<Job<Suggestions>>,
    /// The suggestions and the map they were computed on.
    pub result: Option<(Suggestions, Map)>,
    pub error: Option<String>,
    /// A suggestion was applied: run the games again next frame, on the edited map.
    rerun: bool,
}

impl Default for SuggestState {
    fn default() -> Self {
        SuggestState {
            games: 300,
            job: None,
            result: None,
            error: None,
            rerun: false,
        }
    }
}

/// The edit that makes `tweak` on `map`; `None` when the region is gone.
pub fn edit_of(tweak: &Tweak, map: &Map) -> Option<Edit> {
    match tweak {
        Tweak::RegionMedals { id, to, .. } => {
            let mut region = map.regions.iter().find(|r| r.id == *id)?.clone();
            region.medals = *to;
            Some(Edit::SetRegion {
                id: id.clone(),
                region,
            })
        }
        Tweak::Target { side, to, .. } => {
            let mut meta = MapMeta::of(map);
            meta.targets[*side] = *to;
            Some(Edit::SetMeta(meta))
        }
    }
}

impl SuggestState {
    pub fn forget(&mut self) {
        *self = SuggestState {
            games: self.games,
            ..SuggestState::default()
        };
    }

    /// Whether the games should run again now (once).
    pub fn take_rerun(&mut self) -> bool {
        std::mem::take(&mut self.rerun)
    }

    fn start(&mut self, map: &Map, config: SimConfig, ctx: &egui::Context) {
        self.error = None;
        let owned = map.clone();
        let job = Job::spawn(
            "suggest",
            super::suggest_total(map),
            map.clone(),
            ctx,
            move |t| suggest(&owned, GameOptions::default(), &config, &t.control()),
        );
        keep(job, &mut self.job, &mut self.error);
    }

    pub fn poll(&mut self) {
        finish(&mut self.job, &mut self.result, &mut self.error);
    }

    pub fn ui(&mut self, ui: &mut Ui, map: &Map, config: SimConfig) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.horizontal(|ui| {
            let l = ui.label(tr!(lang(), "lab-games-a-change"));
            ui.add(
                egui::DragValue::new(&mut self.games)
                    .range(10..=100_000)
                    .speed(10.0),
            )
            .labelled_by(l.id);
        });
        let (cancel, start, hover) = (
            tr!(lang(), "lab-cancel-suggest"),
            tr!(lang(), "lab-suggest"),
            tr!(lang(), "lab-suggest-hover"),
        );
        let words = Controls {
            what: "maps",
            cancel: &cancel,
            start: &start,
            hover: &hover,
        };
        if run_controls(ui, self.job.as_ref(), &words) {
            self.start(map, config, ui.ctx());
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        if let Some((s, on)) = &self.result
            && let Some(edit) = list_ui(ui, s, on, map)
        {
            actions.push(Action::Apply(edit, Merge::Alone));
            self.rerun = true;
        }
        actions
    }
}

/// The ranked list; the edit of the suggestion whose Apply was clicked.
fn list_ui(ui: &mut Ui, s: &Suggestions, on: &Map, map: &Map) -> Option<Edit> {
    let stale = on != map;
    if stale {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-suggest"));
    }
    ui.label(tr!(
        lang(),
        "lab-suggest-now",
        pc = format!("{:.0}", s.blue_before * 100.0),
        n = s.games
    ));
    let mut chosen = None;
    // One row a suggestion, its Apply button first and its words wrapped in what is left of
    // the panel: a long region name must not widen the panel and squeeze the canvas.
    for (i, x) in s.ranked.iter().take(8).enumerate() {
        ui.horizontal(|ui| {
            let apply = egui::Button::new(tr!(lang(), "lab-apply")).small();
            let button = ui.add_enabled(!stale && x.gain > 0.0, apply);
            if button
                .on_hover_text(tr!(lang(), "lab-apply-hover", n = i + 1))
                .clicked()
            {
                chosen = edit_of(&x.tweak, map);
            }
            let helps = x.gain > 0.0 && x.paired.significant;
            let text = RichText::new(tweak_words(&x.tweak, on));
            let text = if helps { text.strong() } else { text };
            ui.add(egui::Label::new(text).wrap()).on_hover_text(tr!(
                lang(),
                "lab-suggest-diff",
                diff = format!("{:+.1}", x.paired.diff * 100.0),
                low = format!("{:+.1}", x.paired.low * 100.0),
                high = format!("{:+.1}", x.paired.high * 100.0),
                p = format!("{:.3}", x.paired.p)
            ));
        });
    }
    chosen
}
