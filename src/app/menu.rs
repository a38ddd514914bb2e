//! The menu bar, the toolbar and the status bar of the editor.

use super::edit::{Edit, Merge};
use super::problems;
use super::selection::Selection;
use super::theme::Palette;
use super::tools::ToolKind;
use super::{Action, Command, EditorApp, Mode, plural};
use crate::map::Severity;
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};

impl EditorApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        let mut cmds = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                let sc = |ui: &Ui, m, k| ui.ctx().format_shortcut(&KeyboardShortcut::new(m, k));
                let c = Modifiers::COMMAND;
                let cs = Modifiers::COMMAND | Modifiers::SHIFT;
                if ui
                    .add(egui::Button::new("New").shortcut_text(sc(ui, c, Key::N)))
                    .clicked()
                {
                    cmds.push(Command::New);
                }
                if ui
                    .add(egui::Button::new("Open…").shortcut_text(sc(ui, c, Key::O)))
                    .clicked()
                {
                    cmds.push(Command::OpenDialog);
                }
                ui.menu_button("Open recent", |ui| {
                    if self.prefs.recent.is_empty() {
                        ui.weak("No recent files");
                    }
                    for p in &self.prefs.recent {
                        if ui.button(p.display().to_string()).clicked() {
                            cmds.push(Command::OpenRecent(p.clone()));
                        }
                    }
                });
                if ui.button("Open course…").clicked() {
                    cmds.push(Command::OpenCourseDialog);
                }
                if ui.button("Open bundled Castle Field").clicked() {
                    cmds.push(Command::OpenBundled);
                }
                ui.separator();
                if ui
                    .add(egui::Button::new("Save").shortcut_text(sc(ui, c, Key::S)))
                    .clicked()
                {
                    cmds.push(Command::Save);
                }
                if ui
                    .add(egui::Button::new("Save as…").shortcut_text(sc(ui, cs, Key::S)))
                    .clicked()
                {
                    cmds.push(Command::SaveAsDialog);
                }
                ui.separator();
                if ui
                    .add(egui::Button::new("Export SVG…").shortcut_text(sc(ui, c, Key::E)))
                    .clicked()
                {
                    cmds.push(Command::ExportSvgDialog);
                }
                if ui.button("Export PNG…").clicked() {
                    cmds.push(Command::ExportPngDialog);
                }
                ui.separator();
                if ui.button("Background image…").clicked() {
                    cmds.push(Command::PickBackground);
                }
                ui.checkbox(&mut self.prefs.native_dialogs, "Use system file dialogs");
                ui.separator();
                if ui
                    .add(egui::Button::new("Quit").shortcut_text(sc(ui, c, Key::Q)))
                    .clicked()
                {
                    cmds.push(Command::Quit);
                }
            });
            ui.menu_button("Edit", |ui| {
                // Undo and Redo act on the lesson in the lesson workspace, on the map elsewhere.
                let [(can_undo, undo), (can_redo, redo)] = self.history_state();
                let undo = undo.map_or("Undo".into(), |l| format!("Undo {l}"));
                let redo = redo.map_or("Redo".into(), |l| format!("Redo {l}"));
                let c = Modifiers::COMMAND;
                let z = ui.ctx().format_shortcut(&KeyboardShortcut::new(c, Key::Z));
                let y = ui.ctx().format_shortcut(&KeyboardShortcut::new(c, Key::Y));
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
                if ui.button("Select all").clicked() {
                    cmds.push(Command::SelectAll);
                }
                if ui
                    .add_enabled(
                        !self.selection.is_empty(),
                        egui::Button::new("Delete selection"),
                    )
                    .clicked()
                {
                    let items = self.selection.items().to_vec();
                    self.apply_actions(vec![
                        Action::Apply(Edit::Delete(items), Merge::Alone),
                        Action::Select(Selection::default()),
                    ]);
                }
            });
            ui.menu_button("View", |ui| {
                if ui
                    .add(egui::Button::new("Fit map to window").shortcut_text("F"))
                    .clicked()
                {
                    cmds.push(Command::Fit);
                }
                ui.checkbox(&mut self.prefs.show_grid, "Show grid (G)");
                ui.checkbox(&mut self.prefs.snap, "Snap to grid (Shift+G)");
                ui.horizontal(|ui| {
                    let l = ui.label("Grid step");
                    ui.add(
                        egui::DragValue::new(&mut self.prefs.grid)
                            .range(2.0..=200.0)
                            .speed(0.5),
                    )
                    .labelled_by(l.id);
                });
                ui.checkbox(&mut self.prefs.show_ids, "Show ids (I)");
                ui.separator();
                ui.checkbox(&mut self.prefs.dark, "Dark theme");
            });
            ui.separator();
            for mode in Mode::ALL {
                ui.selectable_value(&mut self.mode, mode, mode.name());
            }
        });
        self.commands.extend(cmds);
    }

    pub(super) fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for kind in ToolKind::ALL {
                let b = egui::Button::selectable(self.tool == kind, kind.name())
                    .shortcut_text(kind.key_name())
                    .min_size(egui::vec2(64.0, 26.0));
                if ui
                    .add(b)
                    .on_hover_text(format!("{} ({})", kind.description(), kind.key_name()))
                    .clicked()
                {
                    self.set_tool(kind);
                }
            }
            ui.separator();
            self.tools.get_mut(self.tool).options_ui(ui, self.doc.map());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button("Fit")
                    .on_hover_text("Show the whole map (F)")
                    .clicked()
                {
                    self.commands.push(Command::Fit);
                }
                if ui.button("+").on_hover_text("Zoom in (+)").clicked() {
                    self.canvas.zoom_center(1.25);
                }
                if ui.button("−").on_hover_text("Zoom out (−)").clicked() {
                    self.canvas.zoom_center(0.8);
                }
                ui.toggle_value(&mut self.prefs.show_ids, "Ids")
                    .on_hover_text("Show ids and names (I)");
                ui.toggle_value(&mut self.prefs.snap, "Snap")
                    .on_hover_text("Snap to the grid (Shift+G)");
                ui.toggle_value(&mut self.prefs.show_grid, "Grid")
                    .on_hover_text("Show the grid (G)");
            });
        });
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        let (errors, warnings) = problems::counts(&self.problems);
        let now = ui.input(|i| i.time);
        if let Some((_, t)) = &mut self.status {
            if t.is_nan() {
                *t = now;
            } else if now - *t > 8.0 {
                self.status = None;
            }
        }
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
            ui.label(RichText::new(plural(errors, "error")).color(err_color));
            problems::marker(ui, Some(Severity::Warning), warn_color);
            ui.label(RichText::new(plural(warnings, "warning")).color(warn_color));
            ui.separator();
            match &self.status {
                Some((msg, _)) => {
                    ui.label(msg);
                }
                None => {
                    ui.weak(self.tool.description());
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let dirty = if self.doc.is_dirty() {
                    " • unsaved"
                } else {
                    ""
                };
                ui.weak(format!("{}{dirty}", self.doc_name()));
                ui.separator();
                ui.weak(format!("{:.0}%", self.canvas.view.zoom * 100.0));
                if let Some(p) = self.canvas.hover {
                    ui.weak(format!("x {:.0}  y {:.0}", p.x, p.y));
                }
            });
        });
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
                let h = self.doc.history();
                [
                    (h.can_undo(), label(h.undo_label())),
                    (h.can_redo(), label(h.redo_label())),
                ]
            }
        }
    }
}
