//! The preview's panels: the header with the step's place and the Back and Next buttons, the
//! list of steps, the board (or a variation on it), the racks, and the summary at the end.

use super::record::status_dot;
use super::{Cmd, Preview, kind_label, step_title, success_colour};
use crate::board::{self as board_view, side_text};
use crate::controls::{row_label, sentence_row};
use crate::engine::State;
use crate::i18n::language;
use crate::lesson::Lesson;
use crate::lesson::step_run::{RunKind, StepRun};
use crate::lesson::variation_tree::VarView;
use crate::pieces::Side;
use crate::scenario::{Words, capitalise};
use egui::{RichText, Ui};
use toyforge_core::tr;

impl Preview {
    pub(super) fn header_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
        let steps = &doc.scenario.steps;
        let n = steps.len();
        let l = language(ui);
        // On a low screen (a phone on its side) the step's title follows the buttons on their
        // row rather than taking a row of its own: the board keeps that height.
        let low = super::low_screen(ui.ctx().content_rect().size());
        let title = (!self.complete)
            .then(|| steps.get(self.index))
            .flatten()
            .map(|step| {
                let kind = RichText::new(kind_label(l, step))
                    .small()
                    .color(ui.visuals().weak_text_color());
                (kind, step_title(l, step))
            });
        ui.add_space(2.0);
        ui.horizontal_wrapped(|ui| {
            let can_back = self.complete || self.index > 0;
            if ui
                .add_enabled(can_back, egui::Button::new(tr!(l, "preview-back")))
                .on_hover_text(tr!(l, "preview-back-hover"))
                .on_disabled_hover_text(tr!(l, "preview-back-first"))
                .clicked()
            {
                cmds.push(Cmd::Back);
            }
            if !self.complete {
                let last = self.index + 1 >= n;
                let finished = self.run.as_ref().is_some_and(StepRun::is_finished);
                let exercise = self
                    .run
                    .as_ref()
                    .is_some_and(|r| r.is_exercise() || matches!(r.kind, RunKind::Broken(_)));
                let label = if last {
                    tr!(l, "preview-finish")
                } else {
                    tr!(l, "preview-next")
                };
                let hover = if exercise && !finished {
                    tr!(l, "preview-next-skips")
                } else if last {
                    tr!(l, "preview-finish-hover")
                } else {
                    tr!(l, "preview-next-hover")
                };
                let mut button = egui::Button::new(RichText::new(label).strong());
                if finished {
                    // The step is done: the way on is the obvious next click.
                    button = button.fill(success_colour(ui).gamma_multiply(0.35));
                }
                if ui.add(button).on_hover_text(hover).clicked() {
                    cmds.push(Cmd::Next);
                }
                if ui
                    .button(tr!(l, "preview-restart"))
                    .on_hover_text(tr!(l, "preview-restart-hover"))
                    .clicked()
                {
                    cmds.push(Cmd::Restart);
                }
            }
            ui.separator();
            let done = self.done_count();
            // Whole, never cut in two across rows ("Étape 1" and "sur 4"): where the row has
            // no room left, it starts the next.
            let where_at = if self.complete {
                tr!(l, "preview-summary")
            } else {
                tr!(l, "preview-step-of", at = self.index + 1, n = n)
            };
            ui.add(egui::Label::new(RichText::new(where_at).strong()).extend());
            let text = tr!(l, "preview-done-of", done = done, n = n);
            // Wide enough for its words; where the row has less left (a phone, longer words in
            // French or Spanish), the bar starts a row of its own rather than running off it.
            let need = crate::unwrapped_width(ui, &text, egui::TextStyle::Button)
                + 2.0 * ui.spacing().button_padding.x;
            let need = need.max(80.0);
            if ui.available_size_before_wrap().x < need {
                ui.end_row();
            }
            ui.add(
                egui::ProgressBar::new(if n == 0 { 0.0 } else { done as f32 / n as f32 })
                    .desired_width(if low {
                        // The room left goes to the step's title.
                        need
                    } else {
                        ui.available_size_before_wrap()
                            .x
                            .clamp(need, 180.0_f32.max(need))
                    })
                    .text(text),
            )
            .on_hover_text(tr!(l, "preview-done-hover"));
            if low && let Some((_, title)) = &title {
                // The title alone (not the step's kind), cut to the room left and whole under
                // the pointer; a row of its own only where hardly a word would fit.
                ui.separator();
                if ui.available_size_before_wrap().x < 80.0 {
                    ui.end_row();
                }
                ui.add(egui::Label::new(RichText::new(title).strong()).truncate());
            }
        });
        if !low && let Some((kind, title)) = title {
            // A long title wraps on a narrow screen instead of running off it.
            ui.horizontal_wrapped(|ui| {
                ui.label(kind);
                ui.heading(title);
            });
        }
        ui.add_space(2.0);
    }

    pub(super) fn outline_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
        let sc = doc.scenario;
        let l = language(ui);
        egui::ScrollArea::vertical()
            .id_salt("preview_outline_scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let title = sc.title.trim();
                ui.label(
                    RichText::new(if title.is_empty() {
                        tr!(l, "preview-untitled")
                    } else {
                        title.to_string()
                    })
                    .strong(),
                );
                let level = sc.difficulty.name();
                let about = match sc.author.trim() {
                    "" => tr!(l, "preview-level", level = level),
                    author => tr!(l, "preview-level-by", level = level, author = author),
                };
                ui.weak(capitalise(&about));
                if !sc.summary.trim().is_empty() {
                    egui::CollapsingHeader::new(tr!(l, "preview-about"))
                        .id_salt("preview_about")
                        .default_open(true)
                        .show(ui, |ui| {
                            ui.label(sc.summary.trim());
                        });
                }
                ui.separator();
                ui.label(RichText::new(tr!(l, "preview-steps")).strong());
                for (i, step) in sc.steps.iter().enumerate() {
                    let r = self.records.get(i).copied().unwrap_or_default();
                    let hover = tr!(
                        l,
                        "preview-step-hover",
                        title = step_title(l, step),
                        kind = kind_label(l, step),
                        result = r.result.describe(l, r.first_try)
                    );
                    ui.horizontal(|ui| {
                        status_dot(ui, &r).on_hover_text(&hover);
                        let text = format!("{}. {}", i + 1, step_title(l, step));
                        let resp = ui
                            .add(egui::Button::selectable(i == self.index, text).truncate())
                            .on_hover_text(&hover);
                        if resp.clicked() && i != self.index {
                            cmds.push(Cmd::GoTo(i));
                        }
                    });
                }
            });
    }

    pub(super) fn board_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
        let Some(run) = &self.run else { return };
        if let Some(v) = &self.variation
            && let Some(state) = v.state(&run.kind)
        {
            variation_board_ui(ui, run, v, state);
            return;
        }
        let Some(state) = run.state() else {
            ui.centered_and_justified(|ui| {
                ui.label(tr!(language(ui), "preview-no-position"));
            });
            return;
        };
        let acting = run.learner_to_act().is_some();
        let mut marks = self.picker.marks(state, acting);
        match &run.kind {
            RunKind::Explain(e) => {
                marks.highlight = e.highlight.clone();
                marks.arrows = e.arrows.clone();
            }
            RunKind::Compare(c) => marks.highlight = c.touched(),
            RunKind::FindMove(p) => marks.highlight = p.touched.clone(),
            RunKind::Walkthrough(w) => {
                if w.at > 0 {
                    marks.highlight = w.touched.get(w.at - 1).cloned().unwrap_or_default();
                }
            }
            RunKind::Practice(p) => marks.highlight = p.touched.clone(),
            RunKind::Broken(_) => {}
        }
        let resp = board_view::show(ui, state, &run.positions, &marks);
        if acting
            && let Some(loc) = resp.clicked
            && let Some(a) = self.picker.place_on(state, loc)
        {
            cmds.push(Cmd::Play(a));
        }
    }

    /// The turn, the medals, the racks and, in a practice game, the computer's row
    /// ([`computer_row`]).
    pub(super) fn rack_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
        let Some(run) = &self.run else { return };
        // A variation on the board shows its own racks and turn.
        let shown = self.variation.as_ref().and_then(|v| v.state(&run.kind));
        let Some(state) = shown.or_else(|| run.state()) else {
            return;
        };
        let l = language(ui);
        let w = Words::new(l);
        ui.add_space(2.0);
        ui.horizontal_wrapped(|ui| {
            match state.outcome() {
                Some(o) => {
                    ui.label(
                        RichText::new(tr!(l, "preview-game-over", side = w.side(o.winner)))
                            .color(side_text(ui, o.winner))
                            .strong(),
                    );
                }
                None => {
                    let side = state.turn_side();
                    ui.label(
                        RichText::new(tr!(l, "preview-to-act", side = w.side(side)))
                            .color(side_text(ui, side))
                            .strong(),
                    );
                }
            }
            ui.separator();
            ui.label(tr!(
                l,
                "preview-medals",
                blue = state.medals(Side::Blue),
                blue_target = state.board().target(Side::Blue),
                red = state.medals(Side::Red),
                red_target = state.board().target(Side::Red)
            ));
        });
        ui.separator();
        let learner = match &run.kind {
            RunKind::FindMove(p) => p.learner,
            RunKind::Practice(p) => p.learner,
            _ => None,
        };
        match learner {
            Some(me) => {
                let hidden = !run.step.shows_opponent_rack();
                open_rack(ui, state, me.other(), hidden);
                let acting = run.learner_to_act() == Some(me);
                if let Some(a) = self.picker.ui(ui, state, me, acting) {
                    cmds.push(Cmd::Play(a));
                }
            }
            None => {
                for side in [state.turn_side().other(), state.turn_side()] {
                    open_rack(ui, state, side, false);
                }
            }
        }
        // After the racks, so that the room it keeps opens no gap above them.
        computer_row(ui, run, shown.is_some());
        ui.add_space(2.0);
    }

    pub(super) fn summary_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
        let s = self.summary();
        let l = language(ui);
        ui.vertical_centered(|ui| {
            ui.add_space(24.0);
            // "Complete" only when it is: a step left unread is named below, a way back to it.
            let heading = if s.unfinished == 0 {
                tr!(l, "summary-complete")
            } else {
                tr!(l, "summary-end")
            };
            ui.heading(RichText::new(heading).size(28.0));
            let title = doc.scenario.title.trim();
            if !title.is_empty() {
                ui.label(RichText::new(title).italics());
            }
            ui.add_space(12.0);
            ui.label(tr!(l, "summary-steps", n = s.steps));
            if s.unfinished > 0 {
                ui.add(egui::Label::new(tr!(l, "summary-unfinished", n = s.unfinished)).wrap());
            }
            if s.exercises > 0 {
                ui.label(tr!(
                    l,
                    "summary-first-try",
                    n = s.first_try,
                    of = s.exercises
                ));
                if s.solved > s.first_try {
                    ui.label(tr!(l, "summary-later", n = s.solved - s.first_try));
                }
                if s.revealed > 0 {
                    ui.label(tr!(l, "summary-revealed", n = s.revealed));
                }
            }
            if s.skipped > 0 {
                ui.label(tr!(l, "summary-skipped", n = s.skipped));
            }
            ui.label(tr!(l, "summary-hints", n = s.hints));
            ui.add_space(12.0);
            centred_to_content(ui, "summary_list_width", |ui| {
                self.summary_list(ui, doc, cmds)
            });
            ui.add_space(12.0);
            if ui
                .button(RichText::new(tr!(l, "summary-start-again")).strong())
                .on_hover_text(tr!(l, "summary-start-again-hover"))
                .clicked()
            {
                cmds.push(Cmd::StartAgain);
            }
        });
    }

    /// The summary's framed list: each step's dot and title (a link back to it) and its result.
    fn summary_list(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) -> egui::Response {
        let l = language(ui);
        let grid = |ui: &mut Ui| {
            egui::Grid::new("preview_summary_grid")
                .num_columns(2)
                .spacing([24.0, 4.0])
                .show(ui, |ui| {
                    for (i, step) in doc.scenario.steps.iter().enumerate() {
                        let r = self.records.get(i).copied().unwrap_or_default();
                        ui.horizontal(|ui| {
                            status_dot(ui, &r);
                            let name = format!("{}. {}", i + 1, step_title(l, step));
                            // A button drawn as a link: as tall as the other buttons, for a
                            // finger on a touch screen.
                            let colour = ui.visuals().hyperlink_color;
                            let link =
                                egui::Button::new(RichText::new(name).color(colour)).frame(false);
                            if ui
                                .add(link)
                                .on_hover_text(tr!(l, "summary-step-hover"))
                                .clicked()
                            {
                                cmds.push(Cmd::GoTo(i));
                            }
                        });
                        let mut text = r.result.describe(l, r.first_try);
                        if r.hints > 0 {
                            text = tr!(l, "summary-with-hints", result = text, n = r.hints);
                        }
                        ui.weak(text);
                        ui.end_row();
                    }
                });
        };
        egui::Frame::group(ui.style()).show(ui, grid).response
    }
}

/// Lays out `add` centred in a centred column, left-aligned inside. egui knows a block's width
/// only once it is drawn, so the block takes the width it took in the frame before (remembered
/// under `key`), and one more frame is asked for when that width changes.
fn centred_to_content(ui: &mut Ui, key: &str, add: impl FnOnce(&mut Ui) -> egui::Response) {
    let width_id = ui.scope_id().with(key);
    let width = ui
        .data(|d| d.get_temp::<f32>(width_id))
        .unwrap_or(f32::INFINITY)
        .min(ui.available_width());
    let block = ui.allocate_ui_with_layout(
        egui::vec2(width, 0.0),
        egui::Layout::top_down(egui::Align::Min),
        add,
    );
    let used = block.inner.rect.width();
    if (used - width).abs() > 0.5 {
        ui.data_mut(|d| d.insert_temp(width_id, used));
        ui.ctx().request_repaint();
    }
}

/// The board with a variation on it: a caption saying which and how far, the last action's
/// locations outlined; nothing to play.
fn variation_board_ui(ui: &mut Ui, run: &StepRun, v: &VarView, state: &State) {
    if let Some(caption) = v.caption(language(ui), &run.kind) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(caption).strong());
            ui.weak(tr!(language(ui), "variation-escape"));
        });
    }
    let marks = board_view::Marks {
        highlight: v.touched(&run.kind),
        ..Default::default()
    };
    board_view::show(ui, state, &run.positions, &marks);
}

/// A side's rack as text: its troops, or only how many when `hidden`.
fn open_rack(ui: &mut Ui, state: &State, side: Side, hidden: bool) {
    let rack = state.rack_list(side);
    let l = language(ui);
    let w = Words::new(l);
    ui.horizontal_wrapped(|ui| {
        let title = tr!(l, "controls-rack", side = w.side(side));
        ui.label(RichText::new(title).color(side_text(ui, side)));
        if rack.is_empty() {
            ui.weak(tr!(l, "rack-empty"));
        } else if hidden {
            ui.weak(tr!(l, "rack-face-down", n = rack.len()));
        } else {
            let names: Vec<String> = rack
                .iter()
                .map(|&t| {
                    tr!(
                        l,
                        "rack-troop",
                        code = t.code().to_string(),
                        troop = w.troop(t)
                    )
                })
                .collect();
            ui.label(names.join(&tr!(l, "rack-separator")));
        }
        let frozen = state.frozen_list(side);
        if !frozen.is_empty() {
            let names: Vec<String> = frozen.iter().map(|&t| w.troop(t).into()).collect();
            ui.weak(tr!(l, "rack-frozen", troops = w.list(&names)));
        }
    });
}

/// What the computer is doing or just did in a practice game, under the racks where the
/// learner looks (on a phone the step's text and the list of moves are further down the
/// column). Its row is there from the game's start, so nothing moves when the computer starts
/// or stops: neither the text under it in a column nor the board above a panel that holds it.
/// Nothing is drawn for other steps, or while a variation (`variation_shown`) is on the board.
fn computer_row(ui: &mut Ui, run: &StepRun, variation_shown: bool) {
    let RunKind::Practice(p) = &run.kind else {
        return;
    };
    if variation_shown {
        return;
    }
    let l = language(ui);
    sentence_row(ui, |ui, rows| {
        if p.is_thinking() {
            ui.spinner();
            ui.label(tr!(l, "practice-thinking"));
            // A long search shows how far it has gone.
            let f = p.thinking_fraction();
            if f > 0.0 {
                let width = ui.available_width().min(160.0);
                ui.add(egui::ProgressBar::new(f).desired_width(width));
            }
        } else if let Some((side, words)) = p.computer_turn_words() {
            let text = tr!(l, "practice-computer-turn", actions = words);
            let rich = RichText::new(&text).color(side_text(ui, side));
            row_label(ui, rich, rows).on_hover_text(text);
        }
    });
}
