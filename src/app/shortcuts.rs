//! The one table of the app's shortcuts ([`TABLE`]) and the handling of the keys it names.
//!
//! Everything that shows or acts on a shortcut reads the table: the key handling below, the
//! shortcut texts of the menus and the toolbar, the shortcuts overlay (F1), and the test that
//! keeps the README's list the same. To add a shortcut, add an [`Act`], a row to the table
//! and what the act does in `EditorApp::act`.

use super::map::tools::ToolKind;
use super::{Command, EditorApp, Mode};
use crate::app::i18n::lang;
use egui::{Key, KeyboardShortcut, ModifierNames, Modifiers};
use toyforge_core::i18n::{self, Lang};
use toyforge_core::tr;

/// What a shortcut does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    New,
    Open,
    Save,
    SaveAs,
    ExportSvg,
    Quit,
    Undo,
    Redo,
    Help,
    SelectAll,
    Delete,
    Nudge,
    NudgeFar,
    Cancel,
    Tool(ToolKind),
    Fit,
    ZoomIn,
    ZoomOut,
    ToggleGrid,
    ToggleSnap,
    ToggleIds,
    /// Copy, cut, paste, duplicate, turns, mirrors, alignment and completing the other half:
    /// the clipboard's and the Arrange menu's own input takes these keys (`clipboard.rs`,
    /// `arrange.rs`), before the rest of the table.
    Arrange,
    /// A pointer gesture, listed for the reader; no key acts on it.
    Pointer,
}

/// The part of the app a shortcut belongs to, as the overlay and the README group them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    File,
    Edit,
    Arrange,
    Tools,
    View,
    Help,
}

impl Group {
    pub const ALL: [Group; 6] = [
        Group::File,
        Group::Edit,
        Group::Arrange,
        Group::Tools,
        Group::View,
        Group::Help,
    ];

    /// The group's heading in the overlay.
    pub fn label(self) -> String {
        let l = lang();
        match self {
            Group::File => tr!(l, "menu-file"),
            Group::Edit => tr!(l, "menu-edit"),
            Group::Arrange => tr!(l, "menu-arrange"),
            Group::Tools => tr!(l, "shortcuts-tools"),
            Group::View => tr!(l, "menu-view"),
            Group::Help => tr!(l, "menu-help"),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Group::File => "File",
            Group::Edit => "Edit",
            Group::Arrange => "Arrange",
            Group::Tools => "Tools",
            Group::View => "View",
            Group::Help => "Help",
        }
    }
}

/// Where a shortcut works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// In the map editor, play mode and the lesson workspace alike.
    Everywhere,
    /// In the map editor only.
    MapEditor,
}

/// The keys of a shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// Any of these; the first is the one the menus show.
    Press(&'static [KeyboardShortcut]),
    /// The four arrow keys with these modifiers.
    Arrows(Modifiers),
    /// A pointer gesture, in words: the message id of its words (`locales/*/editor.ftl`).
    Pointer(&'static str),
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Shortcut {
    pub act: Act,
    pub keys: Keys,
    /// What it does, as the overlay and the README say it: a message id
    /// (`locales/*/editor.ftl`, [`Shortcut::description`]).
    pub what: &'static str,
    pub group: Group,
    pub scope: Scope,
}

const fn press(
    act: Act,
    keys: &'static [KeyboardShortcut],
    what: &'static str,
    group: Group,
    scope: Scope,
) -> Shortcut {
    Shortcut {
        act,
        keys: Keys::Press(keys),
        what,
        group,
        scope,
    }
}

const fn key(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, k)
}

const fn shift(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::SHIFT, k)
}

const fn cmd(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, k)
}

const fn cmd_shift(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), k)
}

use Group as G;
use Scope::{Everywhere as ALL, MapEditor as MAP};

/// Every shortcut of the app, one per row.
#[rustfmt::skip]
pub const TABLE: &[Shortcut] = &[
    press(Act::New, &[cmd(Key::N)], "shortcut-new", G::File, ALL),
    press(Act::Open, &[cmd(Key::O)], "shortcut-open", G::File, ALL),
    press(Act::Save, &[cmd(Key::S)], "shortcut-save", G::File, ALL),
    press(Act::SaveAs, &[cmd_shift(Key::S)], "shortcut-save-as", G::File, ALL),
    press(Act::ExportSvg, &[cmd(Key::E)], "shortcut-export-svg", G::File, ALL),
    press(Act::Quit, &[cmd(Key::Q)], "shortcut-quit", G::File, ALL),
    press(Act::Undo, &[cmd(Key::Z)], "shortcut-undo", G::Edit, ALL),
    press(Act::Redo, &[cmd_shift(Key::Z), cmd(Key::Y)], "shortcut-redo", G::Edit, ALL),
    press(Act::SelectAll, &[cmd(Key::A)], "shortcut-select-all", G::Edit, MAP),
    press(Act::Delete, &[key(Key::Delete), key(Key::Backspace)], "shortcut-delete", G::Edit, MAP),
    Shortcut { act: Act::Nudge, keys: Keys::Arrows(Modifiers::NONE), what: "shortcut-nudge", group: G::Edit, scope: MAP },
    Shortcut { act: Act::NudgeFar, keys: Keys::Arrows(Modifiers::SHIFT), what: "shortcut-nudge-far", group: G::Edit, scope: MAP },
    press(Act::Cancel, &[key(Key::Escape)], "shortcut-cancel", G::Edit, MAP),
    Shortcut { act: Act::Pointer, keys: Keys::Pointer("shortcut-keys-shift-click"), what: "shortcut-select-more", group: G::Edit, scope: MAP },
    press(Act::Arrange, &[cmd(Key::C)], "shortcut-copy", G::Edit, MAP),
    press(Act::Arrange, &[cmd(Key::X)], "shortcut-cut", G::Edit, MAP),
    press(Act::Arrange, &[cmd(Key::V)], "shortcut-paste", G::Edit, MAP),
    press(Act::Arrange, &[cmd(Key::D)], "shortcut-duplicate", G::Edit, MAP),
    press(Act::Arrange, &[cmd_shift(Key::H)], "shortcut-mirror-h", G::Arrange, MAP),
    press(Act::Arrange, &[cmd_shift(Key::J)], "shortcut-mirror-v", G::Arrange, MAP),
    press(Act::Arrange, &[cmd_shift(Key::R)], "shortcut-turn-half", G::Arrange, MAP),
    press(Act::Arrange, &[cmd(Key::R)], "shortcut-turn-cw", G::Arrange, MAP),
    press(Act::Arrange, &[cmd(Key::L)], "shortcut-turn-ccw", G::Arrange, MAP),
    press(Act::Arrange, &[cmd_shift(Key::M)], "shortcut-complete-half", G::Arrange, MAP),
    Shortcut { act: Act::Arrange, keys: Keys::Arrows(Modifiers::ALT), what: "shortcut-align", group: G::Arrange, scope: MAP },
    press(Act::Tool(ToolKind::Select), &[key(Key::V)], "shortcut-tool-select", G::Tools, MAP),
    press(Act::Tool(ToolKind::Base), &[key(Key::B)], "shortcut-tool-base", G::Tools, MAP),
    press(Act::Tool(ToolKind::Path), &[key(Key::P)], "shortcut-tool-path", G::Tools, MAP),
    press(Act::Tool(ToolKind::Hq), &[key(Key::H)], "shortcut-tool-hq", G::Tools, MAP),
    press(Act::Tool(ToolKind::Special), &[key(Key::S)], "shortcut-tool-special", G::Tools, MAP),
    press(Act::Tool(ToolKind::Region), &[key(Key::R)], "shortcut-tool-region", G::Tools, MAP),
    press(Act::Fit, &[key(Key::F)], "shortcut-fit", G::View, MAP),
    press(Act::ZoomIn, &[key(Key::Plus), key(Key::Equals)], "shortcut-zoom-in", G::View, MAP),
    press(Act::ZoomOut, &[key(Key::Minus)], "shortcut-zoom-out", G::View, MAP),
    press(Act::ToggleGrid, &[key(Key::G)], "shortcut-grid", G::View, MAP),
    press(Act::ToggleSnap, &[shift(Key::G)], "shortcut-snap", G::View, MAP),
    press(Act::ToggleIds, &[key(Key::I)], "shortcut-ids", G::View, MAP),
    Shortcut { act: Act::Pointer, keys: Keys::Pointer("shortcut-keys-pan"), what: "shortcut-pan", group: G::View, scope: MAP },
    Shortcut { act: Act::Pointer, keys: Keys::Pointer("shortcut-keys-wheel"), what: "shortcut-zoom-pointer", group: G::View, scope: MAP },
    press(Act::Help, &[key(Key::F1), key(Key::Questionmark)], "shortcut-help", G::Help, ALL),
];

impl Shortcut {
    /// What the shortcut does, in `lang`.
    pub fn description(&self, lang: Lang) -> String {
        i18n::message(lang, self.what, None)
    }
}

/// The row of `act` (the first, for [`Act::Pointer`]).
pub fn find(act: Act) -> Option<&'static Shortcut> {
    TABLE.iter().find(|s| s.act == act)
}

/// The main key of `act`, as a menu shows it beside the item.
pub fn primary(act: Act) -> Option<KeyboardShortcut> {
    match find(act)?.keys {
        Keys::Press(keys) => keys.first().copied(),
        _ => None,
    }
}

/// The menu's shortcut text for `act` ("Ctrl+S", "⌘S" on a Mac), empty when it has none.
pub fn menu_text(ctx: &egui::Context, act: Act) -> String {
    primary(act)
        .map(|k| ctx.format_shortcut(&k))
        .unwrap_or_default()
}

/// The key of a tool.
pub fn tool_key(kind: ToolKind) -> Key {
    primary(Act::Tool(kind)).map_or(Key::Escape, |k| k.logical_key)
}

/// How a key reads in the overlay and the README.
fn key_name(k: Key) -> &'static str {
    match k {
        Key::Plus => "+",
        Key::Minus => "-",
        Key::Equals => "=",
        Key::Questionmark => "?",
        Key::Escape => "Esc",
        other => other.name(),
    }
}

/// One shortcut in words: "Ctrl+Shift+S" (on a Mac "Shift+Cmd+S").
pub fn shortcut_text(k: &KeyboardShortcut, is_mac: bool) -> String {
    let mut s = ModifierNames::NAMES.format(&k.modifiers, is_mac);
    if !s.is_empty() {
        s.push('+');
    }
    s + key_name(k.logical_key)
}

impl Keys {
    /// All the keys in words, in `lang`: "Ctrl+Shift+Z or Ctrl+Y", "Shift+Arrows". The keys'
    /// own names are those printed on keyboards.
    pub fn text(&self, lang: Lang, is_mac: bool) -> String {
        match self {
            Keys::Press(keys) => keys
                .iter()
                .map(|k| shortcut_text(k, is_mac))
                .collect::<Vec<_>>()
                .join(&tr!(lang, "shortcut-keys-or")),
            Keys::Arrows(m) => {
                let arrows = tr!(lang, "shortcut-keys-arrows");
                let mods = ModifierNames::NAMES.format(m, is_mac);
                if mods.is_empty() {
                    arrows
                } else {
                    format!("{mods}+{arrows}")
                }
            }
            Keys::Pointer(words) => i18n::message(lang, words, None),
        }
    }

    /// The key presses, each with the shortcut it makes (arrows become four).
    fn presses(&self) -> Vec<KeyboardShortcut> {
        match self {
            Keys::Press(keys) => keys.to_vec(),
            Keys::Arrows(m) => [
                Key::ArrowLeft,
                Key::ArrowRight,
                Key::ArrowUp,
                Key::ArrowDown,
            ]
            .map(|k| KeyboardShortcut::new(*m, k))
            .to_vec(),
            Keys::Pointer(_) => Vec::new(),
        }
    }
}

/// The README's list of shortcuts, as the table makes it: one Markdown table per group.
pub fn markdown() -> String {
    let mut out = String::new();
    for g in Group::ALL {
        out += &format!(
            "**{}**\n\n| Keys | What it does | Where |\n| --- | --- | --- |\n",
            g.name()
        );
        for s in TABLE.iter().filter(|s| s.group == g) {
            let scope = match s.scope {
                Scope::Everywhere => "everywhere",
                Scope::MapEditor => "map editor",
            };
            out += &format!(
                "| {} | {} | {scope} |\n",
                s.keys.text(Lang::En, false),
                s.description(Lang::En)
            );
        }
        out.push('\n');
    }
    out
}

/// A key press of the table, with the act and the key it stands for.
struct Pressed {
    act: Act,
    key: Key,
    shift: bool,
}

/// Whether a key would type or move the cursor in a text field that has the keyboard (F1 never
/// does). Undo, redo and select-all are the field's own there.
fn belongs_to_text(act: Act, k: &KeyboardShortcut) -> bool {
    (k.conflicts_with_text_editing() && k.logical_key != Key::F1)
        || matches!(act, Act::Undo | Act::Redo | Act::SelectAll)
}

/// The table's key presses of this frame, consumed, in the order they came. The shortcuts with
/// more modifiers are tried first: egui's matching would also take Ctrl+Shift+S as Ctrl+S.
fn take_presses(ctx: &egui::Context, mode: Mode, typing: bool) -> Vec<Pressed> {
    let mut rows: Vec<(Act, KeyboardShortcut)> = TABLE
        .iter()
        .filter(|s| s.scope == Scope::Everywhere || mode == Mode::Edit)
        .flat_map(|s| s.keys.presses().into_iter().map(move |k| (s.act, k)))
        .filter(|(act, k)| !(typing && belongs_to_text(*act, k)))
        .collect();
    // Escape closes an open menu or dropdown (egui's own handling), and does only that.
    if egui::Popup::is_any_open(ctx) {
        rows.retain(|(_, k)| k.logical_key != Key::Escape);
    }
    let weight = |m: &Modifiers| m.command as u8 + m.shift as u8 + m.alt as u8;
    rows.sort_by_key(|(_, k)| std::cmp::Reverse(weight(&k.modifiers)));
    let mut out = Vec::new();
    ctx.input_mut(|i| {
        for (act, k) in rows {
            // Plain keys are not taken with Ctrl or Alt held (Ctrl+S is not the special tool).
            if k.modifiers.is_none() && (i.modifiers.command || i.modifiers.alt) {
                continue;
            }
            for _ in 0..i.count_and_consume_key(k.modifiers, k.logical_key) {
                out.push(Pressed {
                    act,
                    key: k.logical_key,
                    shift: k.modifiers.shift,
                });
            }
        }
    });
    out
}

impl EditorApp {
    /// Acts on the shortcuts pressed in this frame (the table's, in every mode for the ones
    /// that work everywhere).
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input();
        // Over the shortcuts overlay only its own keys act (F1 again, Escape).
        let overlay = self.help.overlay_open();
        if self.mode == Mode::Edit && !overlay {
            self.map.clipboard_input(ctx, self.prefs.snap_step());
            self.map.arrange_input(ctx);
        }
        for p in take_presses(ctx, self.mode, typing) {
            if !overlay || matches!(p.act, Act::Help | Act::Cancel) {
                self.act(p.act, p.key, p.shift);
            }
        }
    }

    /// Whether Save saves the lesson: one is open, in the lesson workspace shown.
    pub(super) fn saves_lesson(&self) -> bool {
        self.mode == Mode::Lesson && self.lesson.doc().is_some()
    }

    /// The document command of a File shortcut, for the mode shown: Save saves the lesson open
    /// in the lesson workspace, else the map. The File menu asks the same.
    pub(super) fn file_command(&self, act: Act) -> Option<Command> {
        let lesson = self.saves_lesson();
        Some(match act {
            Act::New => Command::New,
            Act::Open => Command::OpenDialog,
            Act::Save if lesson => Command::SaveLesson,
            Act::Save => Command::Save,
            Act::SaveAs if lesson => Command::SaveLessonDialog,
            Act::SaveAs => Command::SaveAsDialog,
            Act::ExportSvg => Command::ExportSvgDialog,
            Act::Quit => Command::Quit,
            _ => return None,
        })
    }

    /// Does what a shortcut of the table asks.
    fn act(&mut self, act: Act, key: Key, shift: bool) {
        if let Some(c) = self.file_command(act) {
            self.commands.push(c);
            return;
        }
        match act {
            // Undo and redo run at once so that a frame never draws a stale state.
            Act::Undo => self.history_step(true),
            Act::Redo => self.history_step(false),
            Act::Help => self.help.toggle_overlay(),
            Act::SelectAll => self.commands.push(Command::SelectAll),
            Act::Cancel => self.cancel_or_deselect(),
            Act::Tool(kind) => self.map.pick_tool(kind),
            Act::Fit => self.commands.push(Command::Fit),
            Act::ZoomIn => self.map.canvas.zoom_center(1.25),
            Act::ZoomOut => self.map.canvas.zoom_center(0.8),
            Act::ToggleGrid => self.prefs.show_grid = !self.prefs.show_grid,
            Act::ToggleSnap => self.prefs.snap = !self.prefs.snap,
            Act::ToggleIds => self.prefs.show_ids = !self.prefs.show_ids,
            Act::Delete | Act::Nudge | Act::NudgeFar => {
                self.map.selection_key(key, shift, self.prefs.snap_step())
            }
            _ => {}
        }
    }

    /// Undo (or redo) in the document of the mode shown: the lesson in the lesson workspace,
    /// the map elsewhere.
    pub(super) fn history_step(&mut self, undo: bool) {
        if self.mode == Mode::Lesson {
            if let Some(doc) = self.lesson.doc_mut() {
                if undo {
                    doc.undo();
                } else {
                    doc.redo();
                }
            }
        } else if undo {
            self.undo();
        } else {
            self.redo();
        }
    }

    fn cancel_or_deselect(&mut self) {
        if self.help.overlay_open() {
            self.help.toggle_overlay();
        } else {
            self.map.cancel();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_rows_share_a_key_where_both_work() {
        let mut seen = std::collections::HashSet::new();
        for s in TABLE {
            for k in s.keys.presses() {
                assert!(
                    seen.insert((
                        k.modifiers.command,
                        k.modifiers.shift,
                        k.modifiers.alt,
                        k.logical_key
                    )),
                    "{} is bound twice",
                    shortcut_text(&k, false)
                );
            }
        }
    }

    #[test]
    fn the_editing_tools_keys_are_in_the_table() {
        let listed: Vec<KeyboardShortcut> = TABLE
            .iter()
            .filter(|s| s.act == Act::Arrange)
            .flat_map(|s| s.keys.presses())
            .collect();
        let used = super::super::map::arrange::editing_shortcuts();
        for (k, what) in &used {
            assert!(
                listed.contains(k),
                "{what} ({k:?}) is missing from the table"
            );
        }
        assert_eq!(
            listed.len(),
            used.len(),
            "the table lists a key no tool takes"
        );
    }

    #[test]
    fn every_tool_has_a_key_of_the_table() {
        for kind in ToolKind::ALL {
            assert!(primary(Act::Tool(kind)).is_some(), "{kind:?} has no key");
        }
    }

    #[test]
    fn keys_read_as_a_user_types_them() {
        let text = |act, mac| find(act).unwrap().keys.text(Lang::En, mac);
        assert_eq!(text(Act::Redo, false), "Ctrl+Shift+Z or Ctrl+Y");
        assert_eq!(text(Act::NudgeFar, false), "Shift+Arrows");
        assert_eq!(text(Act::Help, false), "F1 or ?");
        assert_eq!(text(Act::SaveAs, true), "Shift+Cmd+S");
        let fr = |act| find(act).unwrap().keys.text(Lang::Fr, false);
        assert_eq!(fr(Act::Redo), "Ctrl+Shift+Z ou Ctrl+Y");
        assert_eq!(fr(Act::NudgeFar), "Shift+Flèches");
    }

    #[test]
    fn every_row_is_said_in_every_language() {
        for s in TABLE {
            let english = s.description(Lang::En);
            assert!(i18n::has_message(Lang::En, s.what), "{}", s.what);
            for lang in [Lang::Zh, Lang::Fr, Lang::Es] {
                assert!(i18n::has_message(lang, s.what), "{lang}: {}", s.what);
                assert_ne!(s.description(lang), english, "{lang}: {}", s.what);
            }
            if let Keys::Pointer(words) = s.keys {
                assert_ne!(
                    s.keys.text(Lang::Zh, false),
                    i18n::message(Lang::En, words, None)
                );
            }
        }
    }
}
