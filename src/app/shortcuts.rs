//! The editor's keyboard shortcuts (Edit mode): files, history, tools, view and the selection.

use super::selection::Selection;
use super::tools::{Cx, Tool, ToolKind};
use super::{Command, EditorApp};
use egui::{Key, KeyboardShortcut, Modifiers};

impl EditorApp {
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let sc = |m, k| KeyboardShortcut::new(m, k);
        let mut cmds = Vec::new();
        self.clipboard_input(ctx);
        self.arrange_input(ctx);
        ctx.input_mut(|i| {
            if i.consume_shortcut(&sc(cmd_shift, Key::S)) {
                cmds.push(Command::SaveAsDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::S)) {
                cmds.push(Command::Save);
            }
            if i.consume_shortcut(&sc(cmd, Key::O)) {
                cmds.push(Command::OpenDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::N)) {
                cmds.push(Command::New);
            }
            if i.consume_shortcut(&sc(cmd, Key::E)) {
                cmds.push(Command::ExportSvgDialog);
            }
            if i.consume_shortcut(&sc(cmd, Key::Q)) {
                cmds.push(Command::Quit);
            }
            if !typing {
                if i.consume_shortcut(&sc(cmd_shift, Key::Z))
                    || i.consume_shortcut(&sc(cmd, Key::Y))
                {
                    cmds.push(Command::Redo);
                }
                if i.consume_shortcut(&sc(cmd, Key::Z)) {
                    cmds.push(Command::Undo);
                }
                if i.consume_shortcut(&sc(cmd, Key::A)) {
                    cmds.push(Command::SelectAll);
                }
            }
        });
        // Undo and redo run at once so that a frame never draws a stale state.
        for c in cmds {
            match c {
                Command::Undo => self.undo(),
                Command::Redo => self.redo(),
                other => self.commands.push(other),
            }
        }
        if typing {
            return;
        }
        let mut tool_switch = None;
        let mut keys = Vec::new();
        ctx.input_mut(|i| {
            if i.modifiers.command || i.modifiers.alt {
                return;
            }
            for kind in ToolKind::ALL {
                if i.consume_key(Modifiers::NONE, kind.key()) {
                    tool_switch = Some(kind);
                }
            }
            for k in [
                Key::Escape,
                Key::ArrowLeft,
                Key::ArrowRight,
                Key::ArrowUp,
                Key::ArrowDown,
                Key::Delete,
                Key::Backspace,
                Key::F,
                Key::G,
                Key::I,
                Key::Plus,
                Key::Equals,
                Key::Minus,
            ] {
                // Shift first: a plain match would also take Shift+key.
                for shift in [true, false] {
                    let mods = if shift {
                        Modifiers::SHIFT
                    } else {
                        Modifiers::NONE
                    };
                    for _ in 0..i.count_and_consume_key(mods, k) {
                        keys.push((k, shift));
                    }
                }
            }
        });
        if let Some(kind) = tool_switch {
            if kind == ToolKind::Hq && self.tool == ToolKind::Hq {
                self.tools.hq.side = self.tools.hq.side.other();
            }
            self.set_tool(kind);
        }
        for (k, shift) in keys {
            match k {
                Key::Escape => {
                    if self.tools.get(self.tool).busy() {
                        let outs = self.tools.get_mut(self.tool).cancel();
                        self.apply_outputs(outs);
                    } else {
                        self.set_selection(Selection::default());
                    }
                }
                Key::F => self.commands.push(Command::Fit),
                Key::G if shift => self.prefs.snap = !self.prefs.snap,
                Key::G => self.prefs.show_grid = !self.prefs.show_grid,
                Key::I => self.prefs.show_ids = !self.prefs.show_ids,
                Key::Plus | Key::Equals => self.canvas.zoom_center(1.25),
                Key::Minus => self.canvas.zoom_center(0.8),
                _ => {
                    // Arrows and Delete act on the selection whatever the tool.
                    let Some(tf) = self.transform() else {
                        continue;
                    };
                    let mods = if shift {
                        Modifiers::SHIFT
                    } else {
                        Modifiers::NONE
                    };
                    let cx = Cx {
                        map: self.doc.map(),
                        geo: &self.geo,
                        selection: &self.selection,
                        tf: &tf,
                        snap: self.prefs.snap_step(),
                        mods,
                        seen: &self.seen_ids,
                    };
                    let outs = self.tools.select.key(&cx, k);
                    self.apply_outputs(outs);
                }
            }
        }
    }
}
