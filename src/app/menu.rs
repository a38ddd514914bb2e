//! The menu bar, the toolbar and the status bar of the editor.

use super::map::Action;
use super::map::edit::{Edit, Merge};
use super::map::problems;
use super::map::selection::Selection;
use super::map::tools::ToolKind;
use super::shortcuts::{self, Act};
use super::theme::Palette;
use super::{Command, EditorApp, Mode};
use crate::map::Severity;
use egui::{RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

use super::i18n::lang;

impl EditorApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        let mut cmds = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr!(lang(), "menu-file"), |ui| self.file_menu(ui, &mut cmds));
            ui.menu_button(tr!(lang(), "menu-edit"), |ui| {
                // Undo and Redo act on the lesson in the lesson workspace, on the map elsewhere.
                let [(can_undo, undo), (can_redo, redo)] = self.history_state();
                let undo = undo.map_or(tr!(lang(), "menu-undo"), |l| {
                    tr!(lang(), "menu-undo-step", step = l)
                });
                let redo = redo.map_or(tr!(lang(), "menu-redo"), |l| {
                    tr!(lang(), "menu-redo-step", step = l)
                });
                let z = shortcuts::menu_text(ui.ctx(), Act::Undo);
                let y = shortcuts::menu_text(ui.ctx(), Act::Redo);
                if ui
                    .add_enabled(can_undo, egui::Button::new(undo).shortcut_text(z))
                    .clicked()
                {
                    cmds.push(Command::Undo);
                }
                if ui
                    .add_enabled(can_redo, egui::Button::new(redo).shortcut_text(y))
                    .clicked()
                {
                    cmds.push(Command::Redo);
                }
                ui.separator();
                self.map.clipboard_menu(ui, self.prefs.snap_step());
                ui.separator();
                let all = shortcuts::menu_text(ui.ctx(), Act::SelectAll);
                if ui
                    .add(egui::Button::new(tr!(lang(), "menu-select-all")).shortcut_text(all))
                    .clicked()
                {
                    cmds.push(Command::SelectAll);
                }
                if ui
                    .add_enabled(
                        !self.map.selection.is_empty(),
                        egui::Button::new(tr!(lang(), "menu-delete-selection"))
                            .shortcut_text(shortcuts::menu_text(ui.ctx(), Act::Delete)),
                    )
                    .clicked()
                {
                    let items = self.map.selection.items().to_vec();
                    self.map.apply_actions(vec![
                        Action::Apply(Edit::Delete(items), Merge::Alone),
                        Action::Select(Selection::default()),
                    ]);
                }
            });
            ui.menu_button(tr!(lang(), "menu-arrange"), |ui| self.map.arrange_menu(ui));
            ui.menu_button(tr!(lang(), "menu-view"), |ui| {
                let ctx = ui.ctx().clone();
                let key = |act| shortcuts::menu_text(&ctx, act);
                let fit = egui::Button::new(tr!(lang(), "menu-fit")).shortcut_text(key(Act::Fit));
                if ui.add(fit).clicked() {
                    cmds.push(Command::Fit);
                }
                let grid = tr!(lang(), "menu-show-grid", key = key(Act::ToggleGrid));
                ui.checkbox(&mut self.prefs.show_grid, grid);
                let snap = tr!(lang(), "menu-snap", key = key(Act::ToggleSnap));
                ui.checkbox(&mut self.prefs.snap, snap);
                ui.horizontal(|ui| {
                    let l = ui.label(tr!(lang(), "menu-grid-step"));
                    ui.add(
                        egui::DragValue::new(&mut self.prefs.grid)
                            .range(2.0..=200.0)
                            .speed(0.5),
                    )
                    .labelled_by(l.id);
                });
                let ids = tr!(lang(), "menu-show-ids", key = key(Act::ToggleIds));
                ui.checkbox(&mut self.prefs.show_ids, ids);
                ui.separator();
                ui.checkbox(&mut self.prefs.dark, tr!(lang(), "menu-dark-theme"));
            });
            // Readable even in a language no installed font can draw: the way out of it.
            let title = tr!(self.fonts.readable(lang()), "menu-language");
            ui.menu_button(title, |ui| self.language_menu(ui));
            ui.menu_button(tr!(lang(), "menu-help"), |ui| self.help.menu_ui(ui));
            ui.separator();
            for mode in Mode::ALL {
                ui.selectable_value(&mut self.mode, mode, mode.label());
            }
        });
        self.commands.extend(cmds);
    }

    /// The File menu. Its shortcut texts come from the table of shortcuts, and its document
    /// items do what their keys do ([`EditorApp::file_command`]): Save saves the lesson in the
    /// lesson workspace, the map elsewhere.
    fn file_menu(&mut self, ui: &mut Ui, cmds: &mut Vec<Command>) {
        let lesson = self.saves_lesson();
        let mut acts = Vec::new();
        let mut item = |ui: &mut Ui, label: String, act: Act| {
            let keys = shortcuts::menu_text(ui.ctx(), act);
            if ui
                .add(egui::Button::new(label).shortcut_text(keys))
                .clicked()
            {
                acts.push(act);
            }
        };
        item(ui, tr!(lang(), "menu-new"), Act::New);
        item(ui, tr!(lang(), "menu-open"), Act::Open);
        ui.menu_button(tr!(lang(), "menu-open-recent"), |ui| {
            if self.prefs.recent.is_empty() {
                ui.weak(tr!(lang(), "menu-no-recent"));
            }
            for p in &self.prefs.recent {
                if ui.button(p.display().to_string()).clicked() {
                    cmds.push(Command::OpenRecent(p.clone()));
                }
            }
        });
        if ui.button(tr!(lang(), "menu-open-course")).clicked() {
            cmds.push(Command::OpenCourseDialog);
        }
        if ui.button(tr!(lang(), "menu-open-bundled")).clicked() {
            cmds.push(Command::OpenBundled);
        }
        ui.separator();
        let (save, save_as) = if lesson {
            (
                tr!(lang(), "menu-save-lesson"),
                tr!(lang(), "menu-save-lesson-as"),
            )
        } else {
            (tr!(lang(), "menu-save"), tr!(lang(), "menu-save-as"))
        };
        item(ui, save, Act::Save);
        item(ui, save_as, Act::SaveAs);
        ui.separator();
        item(ui, tr!(lang(), "menu-export-svg"), Act::ExportSvg);
        if ui.button(tr!(lang(), "menu-export-png")).clicked() {
            cmds.push(Command::ExportPngDialog);
        }
        ui.separator();
        if ui.button(tr!(lang(), "menu-background")).clicked() {
            cmds.push(Command::PickBackground);
        }
        ui.checkbox(
            &mut self.prefs.native_dialogs,
            tr!(lang(), "menu-system-dialogs"),
        );
        ui.separator();
        item(ui, tr!(lang(), "menu-quit"), Act::Quit);
        for act in acts {
            cmds.extend(self.file_command(act));
        }
    }

    pub(super) fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for kind in ToolKind::ALL {
                let b = egui::Button::selectable(self.map.tool == kind, kind.label())
                    .shortcut_text(shortcuts::tool_key(kind).name())
                    .min_size(egui::vec2(64.0, 26.0));
                if ui
                    .add(b)
                    .on_hover_text(tr!(
                        lang(),
                        "tool-hover",
                        what = kind.description(),
                        key = shortcuts::tool_key(kind).name()
                    ))
                    .clicked()
                {
                    self.set_tool(kind);
                }
            }
            ui.separator();
            self.map
                .tools
                .get_mut(self.map.tool)
                .options_ui(ui, self.map.doc.map());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button(tr!(lang(), "toolbar-fit"))
                    .on_hover_text(tr!(lang(), "toolbar-fit-hover"))
                    .clicked()
                {
                    self.commands.push(Command::Fit);
                }
                if ui
                    .button("+")
                    .on_hover_text(tr!(lang(), "toolbar-zoom-in"))
                    .clicked()
                {
                    self.map.canvas.zoom_center(1.25);
                }
                if ui
                    .button("−")
                    .on_hover_text(tr!(lang(), "toolbar-zoom-out"))
                    .clicked()
                {
                    self.map.canvas.zoom_center(0.8);
                }
                ui.toggle_value(&mut self.prefs.show_ids, tr!(lang(), "toolbar-ids"))
                    .on_hover_text(tr!(lang(), "toolbar-ids-hover"));
                ui.toggle_value(&mut self.prefs.snap, tr!(lang(), "toolbar-snap"))
                    .on_hover_text(tr!(lang(), "toolbar-snap-hover"));
                ui.toggle_value(&mut self.prefs.show_grid, tr!(lang(), "toolbar-grid"))
                    .on_hover_text(tr!(lang(), "toolbar-grid-hover"));
            });
        });
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        let (errors, warnings) = problems::counts(&self.map.problems);
        let now = ui.input(|i| i.time);
        let hint = self.tool_hint();
        // A message lasts a few seconds, and no longer than the tool's state it was said in:
        // the next gesture (or the end of this one) brings the hint back.
        let moved_on = hint != self.hint_shown;
        if let Some((_, t)) = &mut self.status {
            if t.is_nan() {
                *t = now;
            } else if now - *t > 8.0 || moved_on {
                self.status = None;
            }
        }
        self.hint_shown.clone_from(&hint);
        ui.horizontal(|ui| {
            let pal = Palette::new(self.prefs.dark);
            let err_color = if errors > 0 {
                pal.error
            } else {
                ui.visuals().weak_text_color()
            };
            let warn_color = if warnings > 0 {
                pal.warning
            } else {
                ui.visuals().weak_text_color()
            };
            problems::marker(ui, Some(Severity::Error), err_color);
            ui.label(RichText::new(tr!(lang(), "count-errors", n = errors)).color(err_color));
            problems::marker(ui, Some(Severity::Warning), warn_color);
            ui.label(RichText::new(tr!(lang(), "count-warnings", n = warnings)).color(warn_color));
            ui.separator();
            // The file's name, the zoom and the pointer are laid out first, from the right; the
            // message or the tool's hint takes the width left between, cut short with an
            // ellipsis (whole on hover) where it is longer, as it is in French or Spanish.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let name = self.map.doc_name();
                ui.weak(if self.map.doc.is_dirty() {
                    tr!(lang(), "status-unsaved", name = name)
                } else {
                    name
                });
                ui.separator();
                ui.weak(format!("{:.0}%", self.map.canvas.view.zoom * 100.0));
                if let Some(p) = self.map.canvas.hover {
                    ui.weak(format!("x {:.0}  y {:.0}", p.x, p.y));
                }
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    let text = match &self.status {
                        Some((msg, _)) => RichText::new(msg),
                        None => RichText::new(&hint).weak(),
                    };
                    ui.add(egui::Label::new(text).truncate());
                });
            });
        });
    }

    /// The Language menu: the system's language, or one chosen, applied at once and remembered.
    fn language_menu(&mut self, ui: &mut Ui) {
        // Chinese is named in Chinese once a font can draw it: look for one now.
        self.fonts.wanted = true;
        let chosen = self.prefs.language.as_deref().and_then(Lang::from_tag);
        let system = tr!(
            lang(),
            "menu-language-system",
            language = self.fonts.menu_name(self.system_lang)
        );
        if ui.radio(chosen.is_none(), system).clicked() {
            self.set_language(None);
            ui.close();
        }
        ui.separator();
        for l in Lang::ALL {
            if ui
                .radio(chosen == Some(l), self.fonts.menu_name(l))
                .clicked()
            {
                self.set_language(Some(l));
                ui.close();
            }
        }
    }

    /// What the status bar says of the tool in its present state.
    pub fn tool_hint(&self) -> String {
        self.map
            .tools
            .get(self.map.tool)
            .hint()
            .unwrap_or_else(|| self.map.tool.description())
    }

    /// Whether Undo and Redo can act, and the labels of their steps, for the document of the
    /// mode shown (the lesson in the lesson workspace, the map elsewhere).
    fn history_state(&self) -> [(bool, Option<String>); 2] {
        let label = |l: Option<&str>| l.map(str::to_string);
        match (self.mode, self.lesson.doc()) {
            (Mode::Lesson, Some(doc)) => {
                let h = doc.history();
                [
                    (h.can_undo(), label(h.undo_label())),
                    (h.can_redo(), label(h.redo_label())),
                ]
            }
            _ => {
                let h = self.map.doc.history();
                [
                    (h.can_undo(), label(h.undo_label())),
                    (h.can_redo(), label(h.redo_label())),
                ]
            }
        }
    }
}
