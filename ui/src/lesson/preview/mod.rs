//! Preview: the lesson as a learner goes through it, one step at a time, with the board in the
//! middle, the step's text, candidates, feedback and hints on the right, the rack below, and the
//! list of steps with the learner's progress on the left. At the end, a summary.
//!
//! The preview follows the scenario being edited: whenever the document's revision changes, the
//! progress is cleared and the step shown starts again (the same step number, so an author who
//! edits step 3 sees step 3).
//!
//! What each step kind shows lives in [`super::preview_steps`]; the step's live state (the line
//! shown, the puzzle's attempts, the practice game) in [`crate::scenario::StepRun`]. This file
//! keeps the preview's state and the commands that move it; `record` the learner's record of
//! each step, and `panels` the drawing of the header, the list of steps, the board, the racks
//! and the summary.

mod panels;
mod record;

pub use record::{StepRecord, StepResult, Summary};

use super::Lesson;
use super::preview_steps;
use super::step_run::{RunKind, StepRun};
use super::variation_tree::VarView;
use crate::controls::Picker;
use crate::engine::{Action, State};
use crate::i18n::{language, with_language};
use crate::scenario::Step;
use crate::scenario::Words;
use crate::scenario::{VarParent, VarPath};
use egui::{Color32, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

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

/// Below this height (in points, under the header) the preview puts the board beside the
/// step's text, the whole height (a phone on its side).
pub const SHORT: f32 = 520.0;

/// Below this height (in points, the header's included) a screen wider than high is low: the
/// headers keep to as few rows as they can (see [`low_screen`]).
pub const LOW_SCREEN: f32 = SHORT + 120.0;

/// Whether a screen of `size` (in points: the whole screen or window, headers and all) is
/// low: wider than high and lower than [`LOW_SCREEN`], a phone on its side. Its headers then
/// keep to as few rows as they can (the step's title on the row of the step's buttons), and
/// the board has the height.
pub fn low_screen(size: egui::Vec2) -> bool {
    size.y < LOW_SCREEN && size.x > size.y
}

/// From this width (in points) the preview has room for the list of steps beside the board
/// and the step's text.
pub const WIDE: f32 = 1060.0;

/// How the preview arranges a step for the room it has (see [`Arrangement::for_room`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// One column that scrolls: the board, the racks, then the text (phones, tablets upright).
    Column,
    /// The board the whole height, the racks and the text in a column beside it (a phone on
    /// its side).
    Beside,
    /// The board with the racks under it, the text beside them.
    TwoColumns,
    /// The list of steps, the board with the racks under it, and the text.
    ThreeColumns,
}

impl Arrangement {
    /// The arrangement for the room under the header: the board beside the text on a screen
    /// lower than [`SHORT`] and much wider than high (a phone on its side), one column on a
    /// screen narrower than [`NARROW`] or upright and narrower than [`WIDE`] (a tablet), and
    /// three columns only where the board's column is left a fair size.
    pub fn for_room(room: egui::Vec2) -> Arrangement {
        if room.y < SHORT && room.x >= 1.5 * room.y && room.x >= 560.0 {
            Arrangement::Beside
        } else if room.x < NARROW || (room.x < WIDE && room.y > room.x) {
            Arrangement::Column
        } else if room.x < WIDE {
            Arrangement::TwoColumns
        } else {
            Arrangement::ThreeColumns
        }
    }
}

/// The least height of the board on a phone, in points: the column scrolls past it.
const BOARD_LEAST: f32 = 260.0;

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
            if r.result < StepResult::Revealed {
                s.unfinished += 1;
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
            // Without room for three columns the list of steps goes (the header still says
            // which step this is). On a phone or an upright tablet the board, the racks and the
            // text make one column that scrolls, the board keeping a size a finger can play on;
            // on a phone on its side the board takes the whole height beside them.
            match Arrangement::for_room(ui.available_size()) {
                Arrangement::Column => self.narrow_ui(ui, &mut cmds),
                Arrangement::Beside => self.beside_ui(ui, &mut cmds),
                two_or_three => {
                    if two_or_three == Arrangement::ThreeColumns {
                        egui::Panel::left("preview_outline")
                            .default_size(210.0)
                            .show(ui, |ui| self.outline_ui(ui, doc, &mut cmds));
                    }
                    egui::Panel::right("preview_side")
                        .default_size(380.0)
                        .show(ui, |ui| {
                            egui::ScrollArea::vertical()
                                .id_salt("preview_side_scroll")
                                .auto_shrink([false, false])
                                .show(ui, |ui| self.side_ui(ui, &mut cmds));
                        });
                    egui::Panel::bottom("preview_rack").show(ui, |ui| self.rack_ui(ui, &mut cmds));
                    egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui, &mut cmds));
                }
            }
        }
        if !cmds.is_empty() {
            for c in cmds {
                self.apply(c, doc);
            }
            self.ensure_run(doc);
            if let (Some(run), Some(r)) = (&self.run, self.records.get_mut(self.index)) {
                r.note(run);
            }
            // What this pass drew is already out of date: the learner's move (or the new step)
            // is drawn in this frame by a second pass, not a frame later. On a phone drawing its
            // canvas slowly, that is a frame sooner for the move, and for the computer's answer,
            // which the second pass asks for.
            ui.ctx()
                .request_discard("a learner's action changed the lesson");
            ui.ctx().request_repaint();
        }
    }

    /// The step's text, feedback and buttons.
    fn side_ui(&self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
        match &self.run {
            Some(run) => preview_steps::side_ui(ui, run, self.variation.as_ref(), cmds),
            None => {
                ui.label(tr!(language(ui), "preview-nothing"));
            }
        }
    }

    /// A phone's layout: the board (as tall as the screen allows, at least [`BOARD_LEAST`]),
    /// the racks and then the text, in one column that scrolls.
    fn narrow_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
        egui::CentralPanel::default().show(ui, |ui| {
            let height = ui.available_height();
            egui::ScrollArea::vertical()
                .id_salt("preview_narrow_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    // A little room above, so the top HQ is not clipped at the column's edge.
                    ui.add_space(4.0);
                    let width = ui.available_width();
                    let board = (height * 0.55).clamp(BOARD_LEAST, (width * 1.2).max(BOARD_LEAST));
                    ui.allocate_ui(egui::vec2(width, board), |ui| {
                        ui.set_min_size(egui::vec2(width, board));
                        self.board_ui(ui, cmds);
                    });
                    ui.separator();
                    self.rack_ui(ui, cmds);
                    ui.separator();
                    self.side_ui(ui, cmds);
                });
        });
    }

    /// A phone on its side: the board the whole height, and beside it one column that scrolls,
    /// the racks and then the text.
    fn beside_ui(&mut self, ui: &mut Ui, cmds: &mut Vec<Cmd>) {
        let side = (ui.available_width() * 0.45).clamp(300.0, 420.0);
        egui::Panel::right("preview_beside")
            .exact_size(side)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("preview_beside_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        self.rack_ui(ui, cmds);
                        ui.separator();
                        self.side_ui(ui, cmds);
                    });
            });
        egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui, cmds));
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    /// Screens of common devices, in points under the header, and the arrangement each gets.
    #[test]
    fn each_screen_gets_the_arrangement_that_leaves_the_board_room() {
        for (room, want) in [
            // Phones upright, and on their side.
            (vec2(390.0, 700.0), Arrangement::Column),
            (vec2(844.0, 280.0), Arrangement::Beside),
            (vec2(667.0, 262.0), Arrangement::Beside),
            (vec2(600.0, 500.0), Arrangement::Column),
            // Tablets upright, and on their side.
            (vec2(768.0, 900.0), Arrangement::Column),
            (vec2(800.0, 1150.0), Arrangement::Column),
            (vec2(1024.0, 640.0), Arrangement::TwoColumns),
            // Laptops and desktops.
            (vec2(1280.0, 700.0), Arrangement::ThreeColumns),
            (vec2(1366.0, 650.0), Arrangement::ThreeColumns),
            (vec2(1920.0, 960.0), Arrangement::ThreeColumns),
            // A low desktop window still has the board beside the text.
            (vec2(1400.0, 480.0), Arrangement::Beside),
        ] {
            assert_eq!(Arrangement::for_room(room), want, "{room:?}");
        }
    }
}
