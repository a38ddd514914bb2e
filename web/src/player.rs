//! The web player's window: a published course's table of contents and its lessons, each shown
//! by the lesson workspace's own learner preview ([`Preview`]), with the learner's progress kept
//! between visits.
//!
//! Nothing here touches the browser: the page hands the player the course as text and gives it a
//! [`Host`] that stores the progress and speaks the status, so the player runs (and is tested)
//! natively as well.

use super::progress::{LessonProgress, Progress, Resume};
use super::status;
use crate::scenario::LessonEntry;
use crate::scenario::{LoadedScenario, Manifest, MapSource, Scenario};
use egui::{RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;
use toyforge_ui::course::{Neighbour, lesson_label, neighbour_buttons};
use toyforge_ui::{OpenLesson, Preview};

/// What the player needs from the page around it.
pub trait Host {
    /// Stores the progress (JSON) for the next visit.
    fn save(&mut self, progress: &str);
    /// Tells `text` to screen readers: the page's live region.
    fn announce(&mut self, text: &str);
    /// The language of the lesson shown, as a tag (`en`, `zh`).
    fn set_language(&mut self, _tag: &str) {}
}

/// One lesson of the course: its entry in the table of contents and the lesson, or why it could
/// not be read.
pub struct Lesson {
    pub entry: LessonEntry,
    pub doc: Result<OpenLesson, String>,
}

impl Lesson {
    /// Reads a published lesson: a scenario file with its map written in place.
    pub fn parse(entry: LessonEntry, text: Result<String, String>) -> Lesson {
        let doc = text.and_then(|t| {
            let scenario = Scenario::from_ron(&t, &entry.file).map_err(|e| e.to_string())?;
            let map = match &scenario.map {
                MapSource::Embedded(m) => (**m).clone(),
                MapSource::Path(p) => {
                    return Err(format!(
                        "{}: names the map file `{p}`; a published lesson carries its map",
                        entry.file
                    ));
                }
            };
            let loaded = LoadedScenario {
                scenario,
                map,
                map_path: None,
            };
            Ok(OpenLesson::new(loaded))
        });
        Lesson { entry, doc }
    }
}

/// The player.
pub struct Player<H: Host> {
    manifest: Manifest,
    lessons: Vec<Lesson>,
    preview: Preview,
    progress: Progress,
    host: H,
    /// The progress as last stored, and the status as last told.
    saved: String,
    said: String,
    language: String,
    /// The page said the screen is a touch screen before any touch ([`Player::set_touch_screen`]).
    touch_screen: bool,
}

/// What the learner asked for with the player's own buttons.
enum Ask {
    Open(usize),
    Contents(bool),
}

impl<H: Host> Player<H> {
    /// A player on `manifest`'s lessons (in course order), with the progress `saved` at the
    /// last visit, if any: it opens the lesson and step the learner stopped at.
    pub fn new(manifest: Manifest, lessons: Vec<Lesson>, saved: Option<&str>, host: H) -> Self {
        let progress = Progress::restore(saved, &manifest.key, lessons.len());
        let mut p = Player {
            manifest,
            lessons,
            preview: Preview::default(),
            saved: progress.to_json(),
            progress,
            host,
            said: String::new(),
            language: String::new(),
            touch_screen: false,
        };
        p.show(p.progress.current);
        p
    }

    /// Tells the player the screen is a touch screen before the learner first touches it (the
    /// page asks the browser whether its main pointer is a finger): buttons are tap-sized and
    /// text is not selected by a finger from the first frame, and the first tap acts as every
    /// later one does.
    pub fn set_touch_screen(&mut self, touch: bool) {
        self.touch_screen = touch;
    }

    /// The lesson shown (index in course order).
    pub fn current(&self) -> usize {
        self.progress.current
    }

    /// Whether the table of contents is shown instead of the lesson.
    pub fn contents_open(&self) -> bool {
        self.progress.contents
    }

    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    pub fn preview(&self) -> &Preview {
        &self.preview
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    pub fn host(&self) -> &H {
        &self.host
    }

    /// Shows lesson `i` where the learner left it.
    pub fn open(&mut self, i: usize) {
        self.note_progress();
        self.show(i);
    }

    /// Shows lesson `i` from its saved progress.
    fn show(&mut self, i: usize) {
        let Some(lesson) = self.lessons.get(i) else {
            return;
        };
        self.progress.current = i;
        self.progress.contents = false;
        self.preview = Preview::default();
        if let Ok(doc) = &lesson.doc {
            let saved = self.progress.lessons.get(i).cloned().unwrap_or_default();
            self.preview
                .resume(doc.lesson(), saved.step, saved.complete, &saved.records);
        }
    }

    /// Copies the preview's records into the progress of the lesson shown.
    fn note_progress(&mut self) {
        let i = self.progress.current;
        if self.lessons.get(i).is_some_and(|l| l.doc.is_ok())
            && let Some(slot) = self.progress.lessons.get_mut(i)
        {
            *slot = LessonProgress {
                step: self.preview.step_index(),
                complete: self.preview.is_complete(),
                records: self.preview.records().to_vec(),
            };
        }
    }

    /// Draws a frame, in the language of what is shown.
    pub fn ui(&mut self, ui: &mut Ui) {
        toyforge_ui::i18n::set_language(ui.ctx(), self.lang());
        toyforge_ui::popups::note(ui.ctx());
        fit_to_touch(ui.ctx(), self.touch_screen);
        let mut asks = self.keys(ui);
        egui::Panel::top("player_bar").show(ui, |ui| self.bar_ui(ui, &mut asks));
        if self.progress.contents {
            egui::CentralPanel::default().show(ui, |ui| self.contents_ui(ui, &mut asks));
        } else {
            self.lesson_ui(ui);
        }
        for ask in asks {
            match ask {
                Ask::Open(i) => self.open(i),
                Ask::Contents(open) => {
                    self.note_progress();
                    self.progress.contents = open;
                }
            }
            ui.ctx().request_repaint();
        }
        self.sync();
    }

    /// At the end of a lesson the right arrow opens the next one.
    fn keys(&self, ui: &Ui) -> Vec<Ask> {
        let next = self.progress.current + 1;
        let done = self.progress.contents || self.preview.is_complete();
        if done
            && next < self.lessons.len()
            && ui.ctx().memory(|m| m.focused().is_none())
            && ui.ctx().input(|i| i.key_pressed(egui::Key::ArrowRight))
        {
            return vec![Ask::Open(next)];
        }
        Vec::new()
    }

    fn lesson_ui(&mut self, ui: &mut Ui) {
        let i = self.progress.current;
        match self.lessons.get(i).map(|l| &l.doc) {
            Some(Ok(doc)) => self.preview.ui(ui, doc.lesson()),
            Some(Err(e)) => {
                let e = e.clone();
                let l = self.lang();
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.heading(tr!(l, "player-lesson-broken"));
                    ui.label(e);
                });
            }
            None => {
                let l = self.lang();
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.heading(tr!(l, "player-no-lessons"));
                });
            }
        }
    }

    /// The bar above everything: the way to the contents, the course, the lesson, and the
    /// lessons before and after.
    fn bar_ui(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        if toyforge_ui::lesson::preview::low_screen(ui.ctx().content_rect().size()) {
            self.low_bar_ui(ui, asks);
            return;
        }
        if ui.available_width() < NARROW_BAR {
            self.narrow_bar_ui(ui, asks);
            return;
        }
        ui.horizontal_wrapped(|ui| {
            self.contents_button(ui, asks);
            ui.label(RichText::new(&self.manifest.title).strong());
            ui.separator();
            let between = |ui: &mut Ui| {
                if let Some(text) = self.lesson_name() {
                    // Where the rest of the row cannot hold it and the button after it (a
                    // phone, an upright tablet), the lesson's name starts a row of its own
                    // instead of breaking after the button before it or leaving that button
                    // alone on the next row.
                    let width = toyforge_ui::unwrapped_width(ui, &text, egui::TextStyle::Body)
                        + button_width(ui, &tr!(self.lang(), "course-next"));
                    if width > ui.available_size_before_wrap().x {
                        ui.end_row();
                    }
                    ui.label(text);
                }
            };
            let finished = self.preview.is_complete();
            self.neighbours(ui, finished, asks, between);
        });
    }

    /// The way to the table of contents and back.
    fn contents_button(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        let l = self.lang();
        let contents = self.progress.contents;
        if ui
            .selectable_label(contents, RichText::new(tr!(l, "player-contents")).strong())
            .on_hover_text(tr!(l, "player-contents-hover"))
            .clicked()
        {
            asks.push(Ask::Contents(!contents));
        }
    }

    /// The lessons before and after, `between` drawn between their buttons.
    fn neighbours(
        &self,
        ui: &mut Ui,
        finished: bool,
        asks: &mut Vec<Ask>,
        between: impl FnOnce(&mut Ui),
    ) {
        let (i, n) = (self.progress.current, self.lessons.len());
        match neighbour_buttons(ui, i > 0, i + 1 < n, finished, between) {
            Some(Neighbour::Previous) => asks.push(Ask::Open(i - 1)),
            Some(Neighbour::Next) => asks.push(Ask::Open(i + 1)),
            None => {}
        }
    }

    /// The bar on a phone: the way to the contents and the lessons before and after on one row,
    /// the lesson's name under them (the course's title is on the contents page), so that the
    /// board keeps the height of the screen.
    fn narrow_bar_ui(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        ui.horizontal_wrapped(|ui| {
            self.contents_button(ui, asks);
            let finished = self.preview.is_complete();
            self.neighbours(ui, finished, asks, |_| {});
        });
        if let Some(text) = self.lesson_name() {
            ui.add(egui::Label::new(text).wrap());
        }
    }

    /// The open lesson's name with its place in the course ("Lesson 9 of 11: …"), for the bar.
    fn lesson_name(&self) -> Option<String> {
        let i = self.progress.current;
        let lesson = self.lessons.get(i)?;
        Some(tr!(
            self.lang(),
            "player-lesson-of",
            at = i + 1,
            n = self.lessons.len(),
            title = lesson.entry.title.as_str()
        ))
    }

    /// The bar on a low screen (a phone on its side): one row, the way to the contents, the
    /// lessons before and after, and the lesson's name between them cut to the room left (whole
    /// under the pointer), so that the board keeps the height of the screen.
    fn low_bar_ui(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        ui.horizontal(|ui| {
            self.contents_button(ui, asks);
            let finished = self.preview.is_complete();
            let next = button_width(ui, &tr!(self.lang(), "course-next"));
            self.neighbours(ui, finished, asks, |ui| {
                if let Some(text) = self.lesson_name() {
                    let room = (ui.available_width() - next).max(0.0);
                    let height = ui.spacing().interact_size.y;
                    ui.allocate_ui(egui::vec2(room, height), |ui| {
                        ui.add(egui::Label::new(text).truncate());
                    });
                }
            });
        });
    }

    /// The table of contents: the course, "continue where I stopped", and every lesson with
    /// how far the learner got.
    fn contents_ui(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        let l = self.lang();
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(RichText::new(&self.manifest.title).size(26.0));
            if !self.manifest.author.trim().is_empty() {
                ui.weak(tr!(l, "player-by", author = self.manifest.author.trim()));
            }
            if !self.manifest.summary.trim().is_empty() {
                ui.add(egui::Label::new(self.manifest.summary.trim()).wrap());
            }
            ui.add_space(8.0);
            self.continue_ui(ui, asks);
            let mut index = 0;
            for section in &self.manifest.sections {
                ui.add_space(10.0);
                if !section.title.trim().is_empty() {
                    ui.label(RichText::new(section.title.trim()).strong().size(18.0));
                }
                for _ in &section.lessons {
                    self.entry_ui(ui, index, asks);
                    index += 1;
                }
            }
        });
    }

    /// The way on: back to the step the learner left, or on to the next lesson not gone through
    /// once the lesson shown last was; a line saying so once every lesson's end was reached.
    fn continue_ui(&self, ui: &mut Ui, asks: &mut Vec<Ask>) {
        let lang = self.lang();
        let title = |i: usize| self.lessons.get(i).map_or("", |x| x.entry.title.as_str());
        let (label, target) = match self.progress.resume_point() {
            Resume::Start => (tr!(lang, "player-start"), 0),
            Resume::Step { lesson, step } => (
                tr!(
                    lang,
                    "player-continue",
                    title = title(lesson),
                    step = step + 1
                ),
                lesson,
            ),
            Resume::Next { lesson } => (
                tr!(lang, "player-continue-next", title = title(lesson)),
                lesson,
            ),
            Resume::AllReached => {
                ui.label(RichText::new(tr!(lang, "player-all-reached")).strong());
                return;
            }
        };
        let button = egui::Button::new(RichText::new(label).strong().size(16.0))
            .fill(ui.visuals().selection.bg_fill)
            .wrap();
        if ui.add(button).clicked() {
            asks.push(Ask::Open(target));
        }
    }

    fn entry_ui(&self, ui: &mut Ui, i: usize, asks: &mut Vec<Ask>) {
        let Some(lesson) = self.lessons.get(i) else {
            return;
        };
        let p = self.progress.lessons.get(i).cloned().unwrap_or_default();
        let steps = lesson.entry.steps;
        let done = p.finished(steps);
        let l = self.lang();
        let count = tr!(
            l,
            "player-steps-done",
            done = p.done().min(steps),
            n = steps
        );
        let unreadable = lesson.doc.is_err().then(|| tr!(l, "player-unreadable"));
        let current = i == self.progress.current;
        let button = egui::Button::selectable(current, lesson_label(i + 1, &lesson.entry.title));
        // The dot beside the button's first line of text, whatever the button's height.
        let row =
            ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y;
        let facts = |ui: &mut Ui| {
            ui.add(egui::Label::new(RichText::new(&count).weak()).extend());
            if let Some(u) = &unreadable {
                ui.colored_label(ui.visuals().error_fg_color, u);
            }
        };
        if ui.available_width() < NARROW_BAR {
            // On a phone: the lesson's name on its own lines, how far under it.
            ui.horizontal_top(|ui| {
                progress_dot(ui, done, p.started(), row);
                ui.vertical(|ui| {
                    if ui.add(button.wrap()).clicked() {
                        asks.push(Ask::Open(i));
                    }
                    ui.horizontal_wrapped(facts);
                });
            });
        } else {
            ui.horizontal(|ui| {
                progress_dot(ui, done, p.started(), row);
                if ui.add(button).clicked() {
                    asks.push(Ask::Open(i));
                }
                facts(ui);
            });
        }
    }

    /// After the frame: the progress stored when it changed, the status told when it changed.
    fn sync(&mut self) {
        self.note_progress();
        let json = self.progress.to_json();
        if json != self.saved {
            self.host.save(&json);
            self.saved = json;
        }
        let said = status::describe(self);
        if said != self.said {
            self.host.announce(&said);
            self.said = said;
        }
        let language = self.language_shown();
        if language != self.language {
            self.host.set_language(&language);
            self.language = language;
        }
    }

    /// The language the player writes in: that of what is shown.
    pub(super) fn lang(&self) -> Lang {
        Lang::or_english(&self.language_shown())
    }

    /// The language of what is shown: the lesson's, else the course's.
    fn language_shown(&self) -> String {
        let lesson = self
            .lessons
            .get(self.progress.current)
            .map(|l| l.entry.language.trim())
            .filter(|l| !l.is_empty() && !self.progress.contents);
        lesson.unwrap_or(self.manifest.language.trim()).to_string()
    }

    pub(super) fn manifest(&self) -> &Manifest {
        &self.manifest
    }
}

/// Below this width (in points) the bar above the lesson takes two rows: a phone's.
const NARROW_BAR: f32 = 560.0;

/// The width a button with `text` takes in a row, the spacing before it included.
fn button_width(ui: &Ui, text: &str) -> f32 {
    toyforge_ui::unwrapped_width(ui, text, egui::TextStyle::Button)
        + 2.0 * ui.spacing().button_padding.x
        + ui.spacing().item_spacing.x
}

/// The least height of a button on a touch screen, in points: room for a fingertip.
pub const TOUCH_TARGET: f32 = 36.0;

/// Once the screen is known to be a touch screen (`known`: the page said so; else from the first
/// touch): a finger's drag over text scrolls instead of selecting it, and buttons are tall
/// enough to tap.
fn fit_to_touch(ctx: &egui::Context, known: bool) {
    let touch = known || ctx.input(|i| i.has_touch_screen());
    if !touch || !ctx.global_style().interaction.selectable_labels {
        return;
    }
    ctx.all_styles_mut(|s| {
        s.interaction.selectable_labels = false;
        // Taller buttons, not taller rows: a row of labels keeps its height.
        s.spacing.button_padding.y = s.spacing.button_padding.y.max(11.0);
    });
}

/// A lesson's mark in the contents: a filled dot when done, a ring with a dot when started, a
/// ring when not opened yet; centred in a box `row` high, beside its button's text.
fn progress_dot(ui: &mut Ui, done: bool, started: bool, row: f32) {
    let h = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(h, row.max(h)), egui::Sense::hover());
    let (c, r) = (rect.center(), h * 0.32);
    let colour = ui.visuals().text_color();
    let p = ui.painter();
    if done {
        p.circle_filled(c, r, ui.visuals().selection.bg_fill);
    } else {
        p.circle_stroke(c, r, egui::Stroke::new(1.5, colour));
        if started {
            p.circle_filled(c, r * 0.45, colour);
        }
    }
}
