//! The suggestions part of the Analysis panel. A draft that is not measurably unfair is told so
//! and offered nothing; otherwise each region's medals and each side's target one up and one
//! down are played on the same seeds, and the best are played again on fresh seeds at the lab's
//! level and at a stronger one. Only a change that helped at both is offered, with its effect at
//! each; "Apply" makes it as an undoable edit and runs the games again.

use super::job::{Controls, Work};
use crate::analysis::{SimConfig, Suggestion, Suggestions, Tweak, suggest};
use crate::app::i18n::lang;
use crate::app::map::Action;
use crate::app::map::edit::{Edit, MapMeta, Merge};
use crate::app::play::setup::level_words;
use crate::engine::GameOptions;
use crate::map::Map;
use egui::{RichText, Ui};
use toyforge_core::tr;

/// A suggestion in words ("West Ford from 2 to 3 medals"), in the app's language; the region
/// is named as the map on which it was computed names it.
pub(super) fn tweak_words(tweak: &Tweak, map: &Map) -> String {
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
                        toyforge_core::i18n::without_article(&r.name)
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
        Tweak::AddPath { a, b } => tr!(
            lang(),
            "lab-tweak-add-path",
            a = map.location_name(a),
            b = map.location_name(b)
        ),
        Tweak::RemovePath { a, b } => tr!(
            lang(),
            "lab-tweak-remove-path",
            a = map.location_name(a),
            b = map.location_name(b)
        ),
        Tweak::Special { id, on } => tr!(
            lang(),
            "lab-tweak-special",
            base = map.location_name(id),
            on = if *on { "yes" } else { "no" }
        ),
        Tweak::MoveSpecial { from, to } => tr!(
            lang(),
            "lab-tweak-move-special",
            from = map.location_name(from),
            to = map.location_name(to)
        ),
    }
}

/// The edit that makes the base `id` special or plain; `None` when it is gone.
fn special_edit(map: &Map, id: &str, on: bool) -> Option<Edit> {
    let mut base = map.base(id)?.clone();
    base.special = on;
    Some(Edit::SetBase {
        id: base.id.clone(),
        base,
    })
}

/// The state of the suggestions part.
pub struct SuggestState {
    /// Games a candidate map.
    pub games: usize,
    pub work: Work<Suggestions>,
    /// The suggestions and the map they were computed on.
    pub result: Option<(Suggestions, Map)>,
    /// A suggestion was applied: run the games again next frame, on the edited map.
    rerun: bool,
}

impl Default for SuggestState {
    fn default() -> Self {
        SuggestState {
            games: 300,
            work: Work::default(),
            result: None,
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
        Tweak::AddPath { a, b } => Some(Edit::AddPath(crate::map::Path::new(a.clone(), b.clone()))),
        Tweak::RemovePath { a, b } => {
            let path = crate::map::Path::new(a.clone(), b.clone());
            let p = map.paths.iter().find(|p| p.same_pair(&path))?;
            Some(Edit::Delete(vec![crate::app::map::selection::Item::Path(
                p.0.clone(),
                p.1.clone(),
            )]))
        }
        Tweak::Special { id, on } => special_edit(map, id, *on),
        Tweak::MoveSpecial { from, to } => Some(Edit::Several {
            label: tweak_words(tweak, map),
            edits: vec![
                special_edit(map, from, false)?,
                special_edit(map, to, true)?,
            ],
        }),
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
        let owned = map.clone();
        self.work.start(
            "suggest",
            map,
            crate::analysis::maps_played(map),
            ctx,
            move |t| suggest(&owned, GameOptions::default(), &config, t),
        );
    }

    pub fn poll(&mut self) {
        if let Some(done) = self.work.poll() {
            self.result = Some((done.value, done.map));
        }
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
        if self.work.controls(ui, &words) {
            self.start(map, config, ui.ctx());
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

/// A share of the decided games in the app's language ("52.5%", "52,5 %").
fn pc(fraction: f64) -> String {
    toyforge_core::i18n::percent(lang(), fraction, 1)
}

/// One level's effect of a change: the shares before and after, the paired difference with its
/// interval on hover.
fn effect_words(level: crate::ai::AiSpec, x: &Suggestion) -> (String, String) {
    let words = tr!(
        lang(),
        "lab-suggest-effect",
        level = level_words(level),
        before = pc(x.blue_before),
        after = pc(x.blue),
        low = pc(x.low),
        high = pc(x.high)
    );
    let hover = tr!(
        lang(),
        "lab-suggest-diff",
        diff = format!("{:+.1}", x.paired.diff * 100.0),
        low = format!("{:+.1}", x.paired.low * 100.0),
        high = format!("{:+.1}", x.paired.high * 100.0),
        p = format!("{:.3}", x.paired.p)
    );
    (words, hover)
}

/// The verdict and the confirmed changes; the edit of the change whose Apply was clicked.
fn list_ui(ui: &mut Ui, s: &Suggestions, on: &Map, map: &Map) -> Option<Edit> {
    let stale = on != map;
    if stale {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(lang(), "lab-stale-suggest"));
    }
    let now = tr!(
        lang(),
        "lab-suggest-now",
        pc = pc(s.blue_before),
        low = pc(s.before_low),
        high = pc(s.before_high),
        level = level_words(s.level),
        n = s.games
    );
    if !s.unfair {
        ui.add(egui::Label::new(now).wrap());
        ui.add(egui::Label::new(RichText::new(tr!(lang(), "lab-suggest-fair")).strong()).wrap());
        return None;
    }
    ui.add(egui::Label::new(now).wrap());
    ui.add(
        egui::Label::new(
            RichText::new(tr!(
                lang(),
                "lab-suggest-how",
                level = level_words(s.level),
                stronger = level_words(s.stronger)
            ))
            .weak(),
        )
        .wrap(),
    );
    if let Some(share) = s.stronger_before {
        ui.add(
            egui::Label::new(tr!(
                lang(),
                "lab-suggest-stronger-now",
                level = level_words(s.stronger),
                pc = pc(share)
            ))
            .wrap(),
        );
    }
    if s.confirmed.is_empty() {
        let screened = s.ranked.iter().filter(|x| x.helps()).count();
        ui.add(
            egui::Label::new(RichText::new(tr!(lang(), "lab-suggest-none", n = screened)).strong())
                .wrap(),
        );
        return None;
    }
    let mut chosen = None;
    // One row a change, its Apply button first and its words wrapped in what is left of the
    // panel: a long region name must not widen the panel and squeeze the canvas.
    for (i, c) in s.confirmed.iter().enumerate() {
        ui.horizontal(|ui| {
            let apply = egui::Button::new(tr!(lang(), "lab-apply")).small();
            let button = ui.add_enabled(!stale, apply);
            if button
                .on_hover_text(tr!(lang(), "lab-apply-hover", n = i + 1))
                .clicked()
            {
                chosen = edit_of(&c.tweak, map);
            }
            ui.add(egui::Label::new(RichText::new(tweak_words(&c.tweak, on)).strong()).wrap());
        });
        ui.indent(("suggestion", i), |ui| {
            for (level, x) in [(s.level, &c.level), (s.stronger, &c.stronger)] {
                let (words, hover) = effect_words(level, x);
                ui.add(egui::Label::new(RichText::new(words).small()).wrap())
                    .on_hover_text(hover);
            }
        });
    }
    chosen
}
