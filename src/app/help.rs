//! Help: the shortcuts overlay (F1 or ?), drawn from the one table of
//! [`super::shortcuts`]; the guides, embedded in the program and shown as formatted text; and
//! About.

use super::shortcuts::{self, Group, Scope};
use crate::app::i18n::lang;
use egui::{Id, Modal, RichText, Ui};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};
use toyforge_core::tr;

/// A guide of the Help menu: its title and its Markdown text, built into the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guide {
    /// The message id of its title.
    pub title_id: &'static str,
    /// The file's name in `docs/`, which the guides' links to one another use.
    pub file: &'static str,
    pub text: &'static str,
}

impl Guide {
    /// The guide's title in the app's language (the guides themselves are in English).
    pub fn title(&self) -> String {
        toyforge_core::i18n::message(lang(), self.title_id, None)
    }
}

/// A guide of `docs/`, built in.
macro_rules! guide {
    ($title:literal, $file:literal) => {
        Guide {
            title_id: $title,
            file: $file,
            text: include_str!(concat!("../../docs/", $file)),
        }
    };
}

/// The guides, in the order of the Help menu.
pub const GUIDES: &[Guide] = &[
    guide!("guide-lesson", "lesson-guide.md"),
    guide!("guide-balance", "balance-guide.md"),
    guide!("guide-rules", "rules.md"),
    guide!("guide-notation", "notation.md"),
    guide!("guide-map-format", "map-format.md"),
    guide!("guide-scenario-format", "scenario-format.md"),
    guide!("guide-course-format", "course-format.md"),
    guide!("guide-publishing", "publishing.md"),
    guide!("guide-limits", "limits.md"),
];

/// A screenshot of `docs/`, built in, by its file name.
macro_rules! picture {
    ($file:literal) => {
        (
            $file,
            include_bytes!(concat!("../../docs/", $file)) as &[u8],
        )
    };
}

/// The screenshots the guides show, built in as well (the guides name them by file name).
const PICTURES: &[(&str, &[u8])] = &[
    picture!("lesson-position.png"),
    picture!("lesson-steps.png"),
    picture!("lesson-preview.png"),
    picture!("lesson-variations.png"),
    picture!("analysis-panel.png"),
    picture!("analysis-suggestions.png"),
    picture!("balance-report.png"),
    picture!("course-panel.png"),
    picture!("course-panel-zh.png"),
];

/// What Help shows.
#[derive(Default)]
pub struct HelpState {
    overlay: bool,
    guide: Option<&'static Guide>,
    about: bool,
    viewer: CommonMarkCache,
    pictures_loaded: bool,
    /// Each guide's text as shown: characters no installed font draws put in plain words.
    readable: std::collections::HashMap<&'static str, String>,
}

impl HelpState {
    pub fn toggle_overlay(&mut self) {
        self.overlay = !self.overlay;
    }

    pub fn overlay_open(&self) -> bool {
        self.overlay
    }

    /// The guide shown, if any.
    pub fn guide(&self) -> Option<&'static Guide> {
        self.guide
    }

    pub fn open_guide(&mut self, guide: &'static Guide) {
        self.guide = Some(guide);
    }

    pub fn open_about(&mut self) {
        self.about = true;
    }

    pub fn about_open(&self) -> bool {
        self.about
    }

    /// The Help menu's items.
    pub fn menu_ui(&mut self, ui: &mut Ui) {
        let keys = shortcuts::menu_text(ui.ctx(), shortcuts::Act::Help);
        if ui
            .add(egui::Button::new(tr!(lang(), "help-shortcuts")).shortcut_text(keys))
            .clicked()
        {
            self.overlay = true;
        }
        ui.separator();
        for g in GUIDES {
            if ui.button(g.title()).clicked() {
                self.open_guide(g);
            }
        }
        ui.separator();
        if ui.button(tr!(lang(), "help-about")).clicked() {
            self.about = true;
        }
    }

    /// Draws what is open: the overlay, the guide's window, About.
    pub fn ui(&mut self, ctx: &egui::Context) {
        if self.overlay {
            self.overlay_ui(ctx);
        }
        if self.guide.is_some() {
            self.guide_ui(ctx);
        }
        if self.about {
            about_ui(ctx, &mut self.about);
        }
    }

    fn overlay_ui(&mut self, ctx: &egui::Context) {
        let is_mac = ctx.os().is_mac();
        let resp = Modal::new(Id::unique("shortcuts-overlay")).show(ctx, |ui| {
            ui.set_width(1040.0);
            ui.horizontal(|ui| {
                ui.heading(tr!(lang(), "help-shortcuts"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr!(lang(), "dialog-close")).clicked() {
                        self.overlay = false;
                    }
                });
            });
            ui.weak(tr!(lang(), "help-shortcuts-scope"));
            ui.add_space(6.0);
            ui.horizontal_top(|ui| {
                // File, Edit and Help on the left; Arrange, Tools and View on the right.
                column_ui(ui, &[Group::File, Group::Edit, Group::Help], is_mac);
                ui.add_space(24.0);
                column_ui(ui, &[Group::Arrange, Group::Tools, Group::View], is_mac);
            });
        });
        if resp.should_close() {
            self.overlay = false;
        }
    }

    fn guide_ui(&mut self, ctx: &egui::Context) {
        let Some(guide) = self.guide else {
            return;
        };
        self.load_pictures(ctx);
        for g in GUIDES {
            self.viewer.add_link_hook(g.file);
        }
        let mut open = true;
        egui::Window::new(guide.title())
            .id(Id::unique("guide-window"))
            .open(&mut open)
            .default_size([720.0, 640.0])
            .vscroll(false)
            .show(ctx, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for g in GUIDES {
                        if ui.selectable_label(g == guide, g.title()).clicked() {
                            self.guide = Some(g);
                        }
                    }
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .id_salt(guide.file)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let text = self
                            .readable
                            .entry(guide.file)
                            .or_insert_with(|| readable(ui.ctx(), guide.text));
                        // The viewer's own code blocks carry a copy icon that no font of
                        // egui's has: code blocks are drawn here, with a drawn icon.
                        for (i, part) in guide_parts(text).into_iter().enumerate() {
                            match part {
                                // Each part in its own id scope: the viewer numbers its
                                // tables from one on each call.
                                GuidePart::Prose(prose) => {
                                    ui.push_id(i, |ui| {
                                        CommonMarkViewer::new()
                                            .max_image_width(Some(640))
                                            .default_implicit_uri_scheme("bytes://")
                                            .show(ui, &mut self.viewer, prose);
                                    });
                                }
                                GuidePart::Code(code) => code_block(ui, (guide.file, i), code),
                            }
                        }
                    });
            });
        // A link to another guide opens it here.
        if let Some(g) = GUIDES
            .iter()
            .find(|g| self.viewer.get_link_hook(g.file) == Some(true))
        {
            self.guide = Some(g);
        }
        if !open {
            self.guide = None;
        }
    }

    /// Hands the guides' screenshots to egui's image loaders, once.
    fn load_pictures(&mut self, ctx: &egui::Context) {
        if self.pictures_loaded {
            return;
        }
        egui_extras::install_image_loaders(ctx);
        for (name, bytes) in PICTURES {
            ctx.include_bytes(format!("bytes://{name}"), *bytes);
        }
        self.pictures_loaded = true;
    }
}

/// A part of a guide: Markdown prose, or the text of a fenced code block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GuidePart<'a> {
    Prose(&'a str),
    Code(&'a str),
}

/// A guide's text cut at its fenced code blocks (a line opening with three backticks opens
/// one, the next such line closes it; a block left open runs to the end).
fn guide_parts(text: &str) -> Vec<GuidePart<'_>> {
    let mut parts = Vec::new();
    let (mut start, mut code) = (0, false);
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with("```") {
            let part = &text[start..at];
            if code {
                parts.push(GuidePart::Code(part.strip_suffix('\n').unwrap_or(part)));
            } else if !part.trim().is_empty() {
                parts.push(GuidePart::Prose(part));
            }
            code = !code;
            start = at + line.len();
        }
        at += line.len();
    }
    let rest = &text[start..];
    if code {
        parts.push(GuidePart::Code(rest.strip_suffix('\n').unwrap_or(rest)));
    } else if !rest.trim().is_empty() {
        parts.push(GuidePart::Prose(rest));
    }
    parts
}

/// A code block of a guide: the code in a monospace font on the code background, selectable,
/// with a "Copy" button (its icon drawn: two sheets) that puts the whole block on the
/// clipboard.
fn code_block(ui: &mut Ui, id: (&str, usize), code: &str) {
    egui::Frame::group(ui.style())
        .fill(ui.visuals().extreme_bg_color)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_top(|ui| {
                egui::ScrollArea::horizontal()
                    .id_salt(id)
                    .max_width(ui.available_width() - 70.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(code).monospace())
                                .selectable(true)
                                .wrap_mode(egui::TextWrapMode::Extend),
                        );
                    });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                    let icon = egui::Atom::paint(egui::vec2(12.0, 12.0), |ui, args| {
                        let r = args.rect;
                        let ink = ui.visuals().text_color();
                        let stroke = egui::Stroke::new(1.2, ink);
                        let sheet = |min: egui::Pos2| {
                            egui::Rect::from_min_size(
                                min,
                                egui::vec2(r.width() * 0.62, r.height() * 0.7),
                            )
                        };
                        let back = sheet(r.min + egui::vec2(r.width() * 0.38, 0.0));
                        let front = sheet(r.min + egui::vec2(0.0, r.height() * 0.3));
                        let p = ui.painter();
                        p.rect_stroke(back, 1.5, stroke, egui::StrokeKind::Inside);
                        p.rect(
                            front,
                            1.5,
                            ui.visuals().extreme_bg_color,
                            stroke,
                            egui::StrokeKind::Inside,
                        );
                    });
                    if ui
                        .add(egui::Button::new((icon, tr!(lang(), "help-copy-code"))).small())
                        .on_hover_text(tr!(lang(), "help-copy-code-hover"))
                        .clicked()
                    {
                        ui.ctx().copy_text(code.to_owned());
                    }
                });
            });
        });
}

#[cfg(test)]
mod guide_tests {
    use super::*;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn a_code_blocks_button_copies_the_block() {
        let code = "place capn @central-bridge\ndraw";
        let mut h = egui_kittest::Harness::new_ui(|ui| code_block(ui, ("test", 0), code));
        h.run();
        h.get_by_label("Copy").click();
        h.step();
        let copied = h
            .output()
            .platform_output
            .commands
            .iter()
            .find_map(|c| match c {
                egui::OutputCommand::CopyText(t) => Some(t.clone()),
                _ => None,
            });
        assert_eq!(copied.as_deref(), Some(code));
    }

    #[test]
    fn a_guide_is_cut_at_its_code_blocks() {
        let text = "# Title\n\nSome text.\n```text\nline one\nline two\n```\nMore.\n```\nopen";
        assert_eq!(
            guide_parts(text),
            vec![
                GuidePart::Prose("# Title\n\nSome text.\n"),
                GuidePart::Code("line one\nline two"),
                GuidePart::Prose("More.\n"),
                GuidePart::Code("open"),
            ]
        );
        assert_eq!(guide_parts("plain"), vec![GuidePart::Prose("plain")]);
        for g in GUIDES {
            let code: usize = g.text.lines().filter(|l| l.starts_with("```")).count();
            let parts = guide_parts(g.text);
            let blocks = parts
                .iter()
                .filter(|p| matches!(p, GuidePart::Code(_)))
                .count();
            assert_eq!(blocks, code.div_ceil(2), "{}", g.file);
        }
    }
}

/// `text` with each character that no installed font can draw replaced by a plain stand-in
/// (an arrow by `->`), rather than drawn as a box.
fn readable(ctx: &egui::Context, text: &str) -> String {
    let font = egui::FontId::proportional(14.0);
    ctx.fonts_mut(|f| {
        text.chars()
            .map(|c| match c {
                _ if c.is_ascii() || f.has_glyph(&font, c) => c.to_string(),
                '→' => "->".into(),
                '←' => "<-".into(),
                '↔' => "<->".into(),
                '≤' => "<=".into(),
                '≥' => ">=".into(),
                '×' => "x".into(),
                '—' | '–' => "-".into(),
                _ => "?".into(),
            })
            .collect()
    })
}

/// A column of the overlay: one grid, so that its groups line up, each group a heading row
/// and then a row per shortcut (keys, what it does, where it works).
fn column_ui(ui: &mut Ui, groups: &[Group], is_mac: bool) {
    ui.vertical(|ui| {
        egui::Grid::new(("shortcut-column", groups[0].name()))
            .num_columns(3)
            .spacing([14.0, 3.0])
            .show(ui, |ui| {
                for &g in groups {
                    ui.label(RichText::new(g.label()).strong().size(15.0));
                    ui.end_row();
                    for s in shortcuts::TABLE.iter().filter(|s| s.group == g) {
                        let keys = s.keys.text(lang(), is_mac);
                        ui.label(RichText::new(keys).monospace().strong());
                        ui.label(s.description(lang()));
                        ui.weak(match s.scope {
                            Scope::MapEditor => tr!(lang(), "help-scope-map-editor"),
                            Scope::Everywhere => String::new(),
                        });
                        ui.end_row();
                    }
                    ui.label("");
                    ui.end_row();
                }
            });
    });
}

fn about_ui(ctx: &egui::Context, open: &mut bool) {
    let resp = Modal::new(Id::unique("about-box")).show(ctx, |ui| {
        ui.set_width(420.0);
        ui.heading(tr!(
            lang(),
            "about-title",
            version = env!("CARGO_PKG_VERSION")
        ));
        ui.label(tr!(lang(), "about-description"));
        ui.add_space(6.0);
        ui.weak(tr!(
            lang(),
            "about-licence",
            licence = env!("CARGO_PKG_LICENSE")
        ));
        ui.weak(tr!(lang(), "about-help"));
        ui.add_space(8.0);
        if ui.button(tr!(lang(), "dialog-ok")).clicked() {
            *open = false;
        }
    });
    if resp.should_close() {
        *open = false;
    }
}

#[cfg(test)]
mod tests {
    use super::{GUIDES, PICTURES};

    #[test]
    fn every_picture_a_guide_shows_is_built_in() {
        for g in GUIDES {
            for part in g.text.split("](").skip(1) {
                let target = part.split(')').next().unwrap_or_default();
                if target.ends_with(".png") {
                    assert!(
                        PICTURES.iter().any(|(name, _)| *name == target),
                        "{} shows {target}, which is not built in",
                        g.file
                    );
                }
            }
        }
    }
}
