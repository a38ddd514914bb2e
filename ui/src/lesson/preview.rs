//! Preview: the lesson as a learner goes through it, one step at a time, with the board in the
//! middle, the step's text, candidates, feedback and hints on the right, the rack below, and the
//! list of steps with the learner's progress on the left. At the end, a summary.
//!
//! The preview follows the scenario being edited: whenever the document's revision changes, the
//! progress is cleared and the step shown starts again (the same step number, so an author who
//! edits step 3 sees step 3).
//!
//! What each step kind shows lives in [`super::preview_steps`]; the step's live state (the line
//! shown, the puzzle's attempts, the practice game) in [`crate::scenario::StepRun`].

use super::Lesson;
use super::preview_steps;
use super::step_run::{RunKind, StepRun};
use super::variation_tree::VarView;
use crate::board::{self as board_view, side_text};
use crate::controls::Picker;
use crate::engine::{Action, State};
use crate::i18n::{language, with_language};
use crate::pieces::Side;
use crate::scenario::Step;
use crate::scenario::{VarParent, VarPath};
use crate::scenario::{Words, capitalise};
use egui::{Color32, RichText, Ui};
use serde::{Deserialize, Serialize};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// How a step went, from worst to best.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum StepResult {
    /// Not opened yet.
    #[default]
    Unseen,
    /// Opened, not finished.
    Seen,
    /// Left unsolved (a puzzle, a practice game or a step that cannot start).
    Skipped,
    /// The puzzle's solution was shown.
    Revealed,
    /// Read, looked at, stepped through to the end.
    Done,
    /// The puzzle solved or the practice goal reached.
    Solved,
}

impl StepResult {
    /// The result in words.
    pub fn describe(self, l: Lang, first_try: bool) -> String {
        let key = match self {
            StepResult::Unseen => "unseen",
            StepResult::Seen => "seen",
            StepResult::Skipped => "skipped",
            StepResult::Revealed => "revealed",
            StepResult::Done => "done",
            StepResult::Solved if first_try => "first_try",
            StepResult::Solved => "solved",
        };
        tr!(l, "step-result", result = key)
    }
}

/// Paints a step's status as a small dot: hollow when not opened, a ring when opened, grey
/// when skipped, amber when the solution was shown, green when done or solved (with a gold ring
/// when solved at the first try).
fn status_dot(ui: &mut Ui, r: &StepRecord) -> egui::Response {
    let h = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(h, h), egui::Sense::hover());
    let c = rect.center();
    let radius = h * 0.3;
    let p = ui.painter();
    let weak = ui.visuals().weak_text_color();
    let green = success_colour(ui);
    match r.result {
        StepResult::Unseen => {
            p.circle_stroke(c, radius, egui::Stroke::new(1.0, weak));
        }
        StepResult::Seen => {
            p.circle_stroke(c, radius, egui::Stroke::new(1.5, ui.visuals().text_color()));
            p.circle_filled(c, radius * 0.4, ui.visuals().text_color());
        }
        StepResult::Skipped => {
            p.circle_filled(c, radius, weak);
        }
        StepResult::Revealed => {
            p.circle_filled(c, radius, ui.visuals().warn_fg_color);
        }
        StepResult::Done => {
            p.circle_filled(c, radius, green);
        }
        StepResult::Solved => {
            p.circle_filled(c, radius, green);
            if r.first_try {
                p.circle_stroke(
                    c,
                    radius + 2.0,
                    egui::Stroke::new(1.5, Color32::from_rgb(220, 170, 30)),
                );
            }
        }
    }
    resp
}

/// The learner's record of one step, kept across restarts of the step (and, in the web player,
/// across visits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct StepRecord {
    pub result: StepResult,
    /// Solved with no wrong attempt, no missed goal and no solution shown.
    pub first_try: bool,
    /// The most hints shown at once.
    pub hints: usize,
    /// Wrong attempts (puzzle) or missed goals (practice), over every try.
    pub misses: u32,
    /// The solution was shown at some point.
    pub revealed: bool,
    /// Misses of the runs before the current one.
    #[serde(skip)]
    earlier_misses: u32,
}

impl StepRecord {
    /// Updates the record from the step's current run.
    fn note(&mut self, run: &StepRun) {
        self.hints = self.hints.max(run.hints_shown());
        self.misses = self.earlier_misses + run.misses();
        let revealed = matches!(&run.kind, RunKind::FindMove(p) if p.is_revealed());
        self.revealed |= revealed;
        let now = if !run.is_finished() {
            StepResult::Seen
        } else if revealed {
            StepResult::Revealed
        } else if run.is_exercise() {
            StepResult::Solved
        } else {
            StepResult::Done
        };
        if now > self.result {
            if now == StepResult::Solved {
                self.first_try = self.misses == 0 && !self.revealed;
            }
            self.result = now;
        }
    }

    /// The run is left (or restarted): its misses stay counted.
    fn close_run(&mut self) {
        self.earlier_misses = self.misses;
    }
}

/// The lesson's totals, for the summary at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub steps: usize,
    /// Puzzles and practice games.
    pub exercises: usize,
    pub solved: usize,
    pub first_try: usize,
    pub revealed: usize,
    pub skipped: usize,
    pub hints: usize,
}

/// What the learner asked for this frame; applied after drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Cmd {
    Back,
    Next,
    /// Start the current step again.
    Restart,
    GoTo(usize),
    /// Clear the progress and go back to step 1.
    StartAgain,
    Play(Action),
    Hint,
    Reveal,
    TakeBack,
    Retry,
    Show(usize),
    LineBack,
    LineForward,
    StageBack,
    StageForward,
    /// Put a variation on the board, where it branches off.
    OpenVariation(VarParent, VarPath),
    VarBack,
    VarForward,
    /// Leave the variation for the line it belongs to.
    MainLine,
}

/// Below this width (in points) the preview stacks the step's text under the board.
pub const NARROW: f32 = 760.0;

/// The preview's state between frames.
#[derive(Default)]
pub struct Preview {
    /// The document revision the progress belongs to.
    rev: Option<u64>,
    index: usize,
    complete: bool,
    records: Vec<StepRecord>,
    /// Whether each step is an exercise (a puzzle or a practice game).
    kinds: Vec<bool>,
    run: Option<StepRun>,
    /// The variation on the board instead of the step's own line, if any.
    variation: Option<VarView>,
    picker: Picker,
}

/// The colour of good news.
pub(super) fn success_colour(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(90, 200, 120)
    } else {
        Color32::from_rgb(20, 130, 60)
    }
}

/// The name of a step's kind, as the learner sees it.
pub fn kind_label(l: Lang, step: &Step) -> String {
    let key = match step {
        Step::Explain(_) => "explain",
        Step::Compare(_) => "compare",
        Step::FindMove(_) => "find_move",
        Step::Walkthrough(_) => "walkthrough",
        Step::Practice(_) => "practice",
    };
    tr!(l, "step-kind", kind = key)
}

/// A step's title, or its kind when it has none.
pub fn step_title(l: Lang, step: &Step) -> String {
    let t = step.title().trim();
    if t.is_empty() {
        kind_label(l, step)
    } else {
        t.to_string()
    }
}

impl Preview {
    /// The step shown (0-based).
    pub fn step_index(&self) -> usize {
        self.index
    }

    /// Whether the learner went past the last step (the summary is shown).
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The step shown and its live state.
    pub fn run(&self) -> Option<&StepRun> {
        self.run.as_ref()
    }

    /// The step shown, to drive it directly.
    pub fn run_mut(&mut self) -> Option<&mut StepRun> {
        self.run.as_mut()
    }

    /// The learner's record of each step.
    pub fn records(&self) -> &[StepRecord] {
        &self.records
    }

    /// The position on the board.
    pub fn board_state(&self) -> Option<&State> {
        let run = self.run.as_ref()?;
        match self.variation.and_then(|v| v.state(&run.kind)) {
            Some(s) => Some(s),
            None => run.state(),
        }
    }

    /// The variation on the board, if one is.
    pub fn variation(&self) -> Option<&VarView> {
        self.variation.as_ref()
    }

    /// The totals of the lesson so far.
    pub fn summary(&self) -> Summary {
        let mut s = Summary {
            steps: self.records.len(),
            ..Summary::default()
        };
        for (i, r) in self.records.iter().enumerate() {
            let exercise = self.kinds.get(i).copied().unwrap_or(false);
            if exercise {
                s.exercises += 1;
            }
            match r.result {
                StepResult::Solved => {
                    s.solved += 1;
                    if r.first_try {
                        s.first_try += 1;
                    }
                }
                StepResult::Revealed => s.revealed += 1,
                StepResult::Skipped => s.skipped += 1,
                _ => {}
            }
            s.hints += r.hints;
        }
        s
    }

    /// Shows step `index` (0-based), started afresh.
    pub fn go_to(&mut self, index: usize) {
        self.leave_run();
        self.index = index;
        self.complete = false;
    }

    /// Picks up a learner's earlier progress through `doc`: the records of its steps (as
    /// [`Self::records`] gave them), the step shown and whether the summary was reached. Records
    /// for steps the lesson no longer has are dropped.
    pub fn resume(
        &mut self,
        doc: Lesson<'_>,
        index: usize,
        complete: bool,
        records: &[StepRecord],
    ) {
        self.follow(doc);
        for (r, saved) in self.records.iter_mut().zip(records) {
            *r = StepRecord {
                earlier_misses: saved.misses,
                ..*saved
            };
        }
        let n = self.records.len();
        self.go_to(index.min(n.saturating_sub(1)));
        self.complete = complete && n > 0;
    }

    /// Drops the current run, keeping what it counted.
    fn leave_run(&mut self) {
        if let Some(run) = self.run.take()
            && let Some(r) = self.records.get_mut(run.index)
        {
            r.note(&run);
            r.close_run();
        }
        self.variation = None;
        self.picker = Picker::default();
    }

    /// Clears the progress when the scenario changed.
    fn follow(&mut self, doc: Lesson<'_>) {
        if self.rev == Some(doc.rev) {
            return;
        }
        self.rev = Some(doc.rev);
        let n = doc.scenario.steps.len();
        self.run = None;
        self.variation = None;
        self.picker = Picker::default();
        self.records = vec![StepRecord::default(); n];
        self.kinds = doc
            .scenario
            .steps
            .iter()
            .map(|s| matches!(s, Step::FindMove(_) | Step::Practice(_)))
            .collect();
        self.index = self.index.min(n.saturating_sub(1));
        self.complete = false;
    }

    /// Builds the run of the step shown when there is none.
    fn ensure_run(&mut self, doc: Lesson<'_>) {
        let steps = &doc.scenario.steps;
        if self.complete || self.run.as_ref().is_some_and(|r| r.index == self.index) {
            return;
        }
        let Some(step) = steps.get(self.index) else {
            self.run = None;
            return;
        };
        let seed = doc.scenario.position.seed;
        let words = Words::for_tag(&doc.scenario.language);
        let run = StepRun::new(self.index, step, doc.start, doc.map, seed, words);
        if let Some(r) = self.records.get_mut(self.index) {
            r.note(&run);
        }
        self.run = Some(run);
    }

    /// Draws the preview of `doc`, in the lesson's language.
    pub fn ui(&mut self, ui: &mut Ui, doc: Lesson<'_>) {
        let lang = Lang::or_english(&doc.scenario.language);
        with_language(ui, lang, |ui| self.lesson_ui(ui, doc));
    }

    fn lesson_ui(&mut self, ui: &mut Ui, doc: Lesson<'_>) {
        self.follow(doc);
        let l = language(ui);
        self.picker.lang = l;
        let n = doc.scenario.steps.len();
        if n == 0 {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.heading(doc.scenario.title.as_str());
                ui.label(tr!(l, "preview-no-steps"));
            });
            return;
        }
        self.ensure_run(doc);
        if let Some(run) = &mut self.run {
            if run.drive() {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(30));
            }
            // The computer's moves can reach or miss a practice goal.
            if let Some(r) = self.records.get_mut(run.index) {
                r.note(run);
            }
        }
        self.drop_lost_variation();
        let mut cmds = self.keys(ui);
        egui::Panel::top("preview_header").show(ui, |ui| self.header_ui(ui, doc, &mut cmds));
        if self.complete {
            egui::CentralPanel::default().show(ui, |ui| self.summary_ui(ui, doc, &mut cmds));
        } else {
            // A narrow window (a phone) has no room for three columns: the list of steps goes
            // (the header still says which step this is) and the text goes under the board.
            let narrow = ui.available_width() < NARROW;
            if !narrow {
                egui::Panel::left("preview_outline")
                    .default_size(210.0)
                    .show(ui, |ui| self.outline_ui(ui, doc, &mut cmds));
            }
            let side = if narrow {
                // Never less than a third of the screen: a browser's first frame can come before
                // the canvas has its real size, and the panel keeps the size it had then.
                let h = ui.available_height();
                egui::Panel::bottom("preview_side_below")
                    .default_size(h * 0.4)
                    .min_size(h / 3.0)
            } else {
                egui::Panel::right("preview_side").default_size(380.0)
            };
            side.show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("preview_side_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| match &self.run {
                        Some(run) => {
                            preview_steps::side_ui(ui, run, self.variation.as_ref(), &mut cmds)
                        }
                        None => {
                            ui.label(tr!(l, "preview-nothing"));
                        }
                    });
            });
            egui::Panel::bottom("preview_rack").show(ui, |ui| self.rack_ui(ui, &mut cmds));
            egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui, &mut cmds));
        }
        if !cmds.is_empty() {
            for c in cmds {
                self.apply(c, doc);
            }
            self.ensure_run(doc);
            if let (Some(run), Some(r)) = (&self.run, self.records.get_mut(self.index)) {
                r.note(run);
            }
            ui.ctx().request_repaint();
        }
    }

    /// Forgets the variation on the board once its line is no longer shown (the step rebuilt
    /// after an edit, another candidate or stage on the board).
    fn drop_lost_variation(&mut self) {
        let lost = match (&self.variation, &self.run) {
            (Some(v), Some(run)) => v.node(&run.kind).is_none(),
            (Some(_), None) => true,
            (None, _) => false,
        };
        if lost {
            self.variation = None;
        }
    }

    /// The arrow keys step a variation on the board, a walkthrough's stages or a shown
    /// candidate's line, and otherwise go to the step before or after (when no text field or
    /// other widget has the keyboard); Escape leaves a variation.
    fn keys(&self, ui: &Ui) -> Vec<Cmd> {
        let Some(run) = &self.run else {
            return Vec::new();
        };
        if self.complete || ui.ctx().memory(|m| m.focused().is_some()) {
            return Vec::new();
        }
        let (left, right, escape) = ui.ctx().input(|i| {
            (
                i.key_pressed(egui::Key::ArrowLeft),
                i.key_pressed(egui::Key::ArrowRight),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if self.variation.is_some() && escape {
            return vec![Cmd::MainLine];
        }
        let (back, forward) = match &run.kind {
            _ if self.variation.is_some() => (Cmd::VarBack, Cmd::VarForward),
            RunKind::Walkthrough(_) => (Cmd::StageBack, Cmd::StageForward),
            RunKind::Compare(c) if c.shown.is_some() => (Cmd::LineBack, Cmd::LineForward),
            _ => (Cmd::Back, Cmd::Next),
        };
        match (left, right) {
            (true, false) => vec![back],
            (false, true) => vec![forward],
            _ => Vec::new(),
        }
    }

    /// Carries out one command.
    fn apply(&mut self, cmd: Cmd, doc: Lesson<'_>) {
        let n = doc.scenario.steps.len();
        match cmd {
            Cmd::Back => {
                if self.complete {
                    self.complete = false;
                    self.index = n.saturating_sub(1);
                } else if self.index > 0 {
                    self.go_to(self.index - 1);
                }
            }
            Cmd::Next => {
                if let Some(run) = &self.run
                    && let Some(r) = self.records.get_mut(run.index)
                {
                    r.note(run);
                    let unsolved = run.is_exercise() || matches!(run.kind, RunKind::Broken(_));
                    if unsolved && r.result < StepResult::Skipped {
                        r.result = StepResult::Skipped;
                    }
                }
                if self.index + 1 >= n {
                    self.leave_run();
                    self.complete = true;
                } else {
                    self.go_to(self.index + 1);
                }
            }
            Cmd::Restart => {
                let i = self.index;
                self.go_to(i);
            }
            Cmd::GoTo(i) => {
                if i < n {
                    self.go_to(i);
                }
            }
            Cmd::StartAgain => {
                self.run = None;
                self.variation = None;
                self.records = vec![StepRecord::default(); n];
                self.picker = Picker::default();
                self.index = 0;
                self.complete = false;
            }
            Cmd::OpenVariation(..) | Cmd::VarBack | Cmd::VarForward | Cmd::MainLine => {
                self.apply_variation(cmd);
            }
            other => {
                let Some(run) = &mut self.run else { return };
                if matches!(
                    other,
                    Cmd::Show(_)
                        | Cmd::LineBack
                        | Cmd::LineForward
                        | Cmd::StageBack
                        | Cmd::StageForward
                ) {
                    // Moving the main line leaves the variation.
                    self.variation = None;
                }
                match other {
                    Cmd::Play(a) => {
                        self.picker = Picker::default();
                        run.play(a);
                        // The computer starts thinking at once when its turn comes.
                        run.drive();
                    }
                    Cmd::Hint => run.hint(),
                    Cmd::Reveal => {
                        self.picker = Picker::default();
                        run.reveal();
                    }
                    Cmd::TakeBack => {
                        self.picker = Picker::default();
                        run.take_back();
                    }
                    Cmd::Retry => {
                        self.picker = Picker::default();
                        run.retry();
                        run.drive();
                    }
                    Cmd::Show(i) => {
                        if let RunKind::Compare(c) = &mut run.kind {
                            c.show(i);
                        }
                    }
                    Cmd::LineBack => {
                        if let RunKind::Compare(c) = &mut run.kind {
                            c.back();
                        }
                    }
                    Cmd::LineForward => {
                        if let RunKind::Compare(c) = &mut run.kind {
                            c.forward();
                        }
                    }
                    Cmd::StageBack => {
                        if let RunKind::Walkthrough(w) = &mut run.kind {
                            w.back();
                        }
                    }
                    Cmd::StageForward => {
                        if let RunKind::Walkthrough(w) = &mut run.kind {
                            w.forward();
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Carries out a command about the variation on the board.
    fn apply_variation(&mut self, cmd: Cmd) {
        match cmd {
            Cmd::OpenVariation(parent, path) => {
                let view = VarView::open(parent, path);
                let found = self
                    .run
                    .as_ref()
                    .is_some_and(|r| view.node(&r.kind).is_some());
                self.variation = found.then_some(view);
            }
            Cmd::VarBack => {
                if let Some(v) = &mut self.variation {
                    v.back();
                }
            }
            Cmd::VarForward => {
                if let (Some(v), Some(run)) = (&mut self.variation, &self.run) {
                    v.forward(&run.kind);
                }
            }
            Cmd::MainLine => self.variation = None,
            _ => {}
        }
    }

    fn done_count(&self) -> usize {
        self.records
            .iter()
            .filter(|r| r.result >= StepResult::Revealed)
            .count()
    }

    fn header_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
        let steps = &doc.scenario.steps;
        let n = steps.len();
        let l = language(ui);
        ui.add_space(2.0);
        ui.horizontal(|ui| {
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
            if self.complete {
                ui.label(RichText::new(tr!(l, "preview-summary")).strong());
            } else {
                let at = self.index + 1;
                ui.label(RichText::new(tr!(l, "preview-step-of", at = at, n = n)).strong());
            }
            ui.add(
                egui::ProgressBar::new(if n == 0 { 0.0 } else { done as f32 / n as f32 })
                    .desired_width(180.0)
                    .text(tr!(l, "preview-done-of", done = done, n = n)),
            )
            .on_hover_text(tr!(l, "preview-done-hover"));
        });
        if !self.complete
            && let Some(step) = steps.get(self.index)
        {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(kind_label(l, step))
                        .small()
                        .color(ui.visuals().weak_text_color()),
                );
                ui.heading(step_title(l, step));
            });
        }
        ui.add_space(2.0);
    }

    fn outline_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
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

    fn board_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
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

    fn rack_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
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
        ui.add_space(2.0);
    }

    fn summary_ui(&self, ui: &mut Ui, doc: Lesson<'_>, cmds: &mut Vec<Cmd>) {
        let s = self.summary();
        let l = language(ui);
        ui.vertical_centered(|ui| {
            ui.add_space(24.0);
            ui.heading(RichText::new(tr!(l, "summary-complete")).size(28.0));
            let title = doc.scenario.title.trim();
            if !title.is_empty() {
                ui.label(RichText::new(title).italics());
            }
            ui.add_space(12.0);
            ui.label(tr!(l, "summary-steps", n = s.steps));
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
            egui::Frame::group(ui.style()).show(ui, |ui| {
                egui::Grid::new("preview_summary_grid")
                    .num_columns(2)
                    .spacing([24.0, 4.0])
                    .show(ui, |ui| {
                        for (i, step) in doc.scenario.steps.iter().enumerate() {
                            let r = self.records.get(i).copied().unwrap_or_default();
                            ui.horizontal(|ui| {
                                status_dot(ui, &r);
                                ui.label(format!("{}. {}", i + 1, step_title(l, step)));
                            });
                            let mut text = r.result.describe(l, r.first_try);
                            if r.hints > 0 {
                                text = tr!(l, "summary-with-hints", result = text, n = r.hints);
                            }
                            ui.weak(text);
                            ui.end_row();
                        }
                    });
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
