//! Lesson mode: the scenario's steps, edited. On the left, the lesson's details and the step
//! list (add a step of a chosen kind after the selected one, duplicate, delete, move; each step
//! marked ✔ or ✗ by a live check of the whole lesson). On the right, the selected step's form
//! with every field of its kind; each line shows the engine's outcome and each claim whether it
//! holds. In the centre, the board: the step's start position (with an Explain step's
//! highlights and arrows), the position after a line chosen with Show, or, while recording, the
//! position the recorded line reaches, where the author plays the next action.

use super::LessonDoc;
use super::engine_panel::EnginePanel;
use super::focus;
use super::steps_board::{
    BoardView, RECORDER_ROWS, Tone, explain_marks, header_height, header_ui, in_rect,
};
use super::steps_claims::{ClaimEditor, ClaimsCx, Mark, OK_COLOUR, mark, marked, named_button};
use super::steps_engine::{self, Soundness};
use super::steps_fields::{Cmd, Fields, Pick, field_id, issue_text, step_ui};
use super::steps_recorder::{RecorderCmd, Recording, Take, bar_ui};
use super::steps_slots::{rows_height, slot};
use super::words::line_name;
use crate::app::document::lesson::LessonEdit;
use crate::app::document::{Merge, merge_for};
use crate::app::i18n::lang;
use crate::engine::Loc;
use crate::scenario::{
    Arrow, CheckReport, Compare, Explain, FindMove, Issue, LoadedScenario, Practice, PracticeGoal,
    Scenario, Stage, Step, StepStartError, Walkthrough, check_lines,
};
use crate::scenario::{LineRef, StepLineError, run_step_line, step_start, summarise};
use egui::{Rect, RichText, Ui, pos2, vec2};
use std::path::Path;
use toyforge_core::i18n::Lang;
use toyforge_core::tr;
use toyforge_ui::Picker;
use toyforge_ui::board::{self as board_view, Marks};

/// The kinds of step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Explain,
    Compare,
    FindMove,
    Walkthrough,
    Practice,
}

impl StepKind {
    pub const ALL: [StepKind; 5] = [
        StepKind::Explain,
        StepKind::Compare,
        StepKind::FindMove,
        StepKind::Walkthrough,
        StepKind::Practice,
    ];

    /// The key the messages name the kind by.
    fn key(self) -> &'static str {
        match self {
            StepKind::Explain => "explain",
            StepKind::Compare => "compare",
            StepKind::FindMove => "find_move",
            StepKind::Walkthrough => "walkthrough",
            StepKind::Practice => "practice",
        }
    }

    /// The kind's name in the editor.
    pub fn label(self) -> String {
        tr!(lang(), "le-step-kind", kind = self.key())
    }

    /// What a step of this kind does, for tooltips.
    pub fn hint(self) -> String {
        tr!(lang(), "le-step-kind-hint", kind = self.key())
    }

    pub fn of(step: &Step) -> StepKind {
        match step {
            Step::Explain(_) => StepKind::Explain,
            Step::Compare(_) => StepKind::Compare,
            Step::FindMove(_) => StepKind::FindMove,
            Step::Walkthrough(_) => StepKind::Walkthrough,
            Step::Practice(_) => StepKind::Practice,
        }
    }

    /// A new step of this kind with the parts it needs to be filled in, titled in English.
    pub fn new_step(self) -> Step {
        self.new_step_in(Lang::En)
    }

    /// A new step of this kind, titled in `lang` (the lesson's language).
    pub fn new_step_in(self, lang: Lang) -> Step {
        let title = tr!(lang, "le-new-step-title", kind = self.key());
        match self {
            StepKind::Explain => Step::Explain(Explain {
                title,
                ..Default::default()
            }),
            StepKind::Compare => Step::Compare(Compare {
                title,
                candidates: vec![Default::default(), Default::default()],
                ..Default::default()
            }),
            StepKind::FindMove => Step::FindMove(FindMove {
                title,
                ..Default::default()
            }),
            StepKind::Walkthrough => Step::Walkthrough(Walkthrough {
                title,
                stages: vec![Stage::default()],
                ..Default::default()
            }),
            StepKind::Practice => Step::Practice(Practice {
                title,
                goal: PracticeGoal::Win,
                opponent: "greedy".into(),
                ..Default::default()
            }),
        }
    }
}

/// The last check of the lesson, and the scenario it was made on.
struct Checked {
    scenario: Scenario,
    report: CheckReport,
}

/// The step editor's state between frames.
#[derive(Default)]
pub struct StepsEditor {
    /// The selected step's index.
    selected: usize,
    recording: Option<Recording>,
    /// The rack troop chosen while recording.
    picker: Picker,
    /// The line whose outcome the board shows: step index and line.
    showing: Option<(usize, LineRef)>,
    pick: Pick,
    claims: ClaimEditor,
    check: Option<Checked>,
    /// The soundness warnings, searched in the background.
    soundness: Soundness,
    /// "What would the engine play?" for the selected step.
    engine: EnginePanel,
    message: Option<String>,
    /// The edits made in this frame, returned by [`Self::ui`] for the workspace to apply.
    edits: Vec<(LessonEdit, Merge)>,
}

/// The problems the last check found in step `i` (0-based).
/// The lesson as the checks read it, with the name they give it in their messages.
fn checked_copy(doc: &LessonDoc) -> (LoadedScenario, String) {
    let loaded = LoadedScenario {
        scenario: doc.scenario().clone(),
        map: doc.map().clone(),
        map_path: doc.map_path().map(Path::to_path_buf),
    };
    let name = doc
        .path()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| tr!(lang(), "le-untitled-scenario"));
    (loaded, name)
}

fn step_issues(check: Option<&Checked>, i: usize) -> Vec<&Issue> {
    check
        .iter()
        .flat_map(|c| &c.report.issues)
        .filter(|x| x.step == Some(i + 1))
        .collect()
}

impl StepsEditor {
    /// The selected step's index (meaningless while the lesson has no steps).
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects step `i`, ending a recording and closing editors of the step before.
    pub fn select(&mut self, i: usize) {
        if i != self.selected {
            self.forget();
            self.selected = i;
        }
    }

    /// The line being recorded: step index and line.
    pub fn recording(&self) -> Option<(usize, LineRef)> {
        self.recording.as_ref().map(|r| (r.step, r.line))
    }

    /// The line whose outcome the board shows.
    pub fn showing(&self) -> Option<(usize, LineRef)> {
        self.showing
    }

    /// What a board click does in an Explain step.
    pub fn pick(&self) -> &Pick {
        &self.pick
    }

    /// The claim editor (which claim is open, its parse error).
    pub fn claim_editor(&self) -> &ClaimEditor {
        &self.claims
    }

    /// Waits for the soundness search under way (tests use this).
    pub fn wait_for_soundness(&mut self) {
        self.soundness.wait();
    }

    /// Holds the soundness search's answers back (`true`) or lets them in (`false`), to play a
    /// slow search (tests use this).
    pub fn hold_soundness(&mut self, held: bool) {
        self.soundness.hold(held);
    }

    /// Whether a soundness search is under way.
    pub fn is_checking_soundness(&self) -> bool {
        self.soundness.is_running()
    }

    /// The last check of the lesson (as of the start of the last frame drawn).
    pub fn report(&self) -> Option<&CheckReport> {
        self.check.as_ref().map(|c| &c.report)
    }

    /// Whether step `i` passed the last check (`None` before any check).
    pub fn step_ok(&self, i: usize) -> Option<bool> {
        self.report()
            .map(|r| !r.issues.iter().any(|x| x.step == Some(i + 1)))
    }

    /// The last message of the step list (a deletion, a duplication).
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Ends recording, clears Show and board picking, closes the claim editor.
    fn forget(&mut self) {
        self.recording = None;
        self.picker = Picker::default();
        self.showing = None;
        self.pick = Pick::Off;
        self.claims.close();
    }

    /// Adds a new step of `kind` after the selected one (at the end when there are none) and
    /// selects it.
    pub fn add_step(&mut self, doc: &LessonDoc, kind: StepKind) {
        let n = doc.scenario().steps.len();
        let at = if n == 0 {
            0
        } else {
            (self.selected + 1).min(n)
        };
        let step = kind.new_step_in(Lang::or_english(&doc.scenario().language));
        self.edits
            .push((LessonEdit::AddStep { at, step }, Merge::Alone));
        self.forget();
        self.selected = at;
        self.message = None;
    }

    /// Copies the selected step after it and selects the copy.
    pub fn duplicate(&mut self, doc: &LessonDoc) {
        let Some(step) = doc.scenario().steps.get(self.selected) else {
            return;
        };
        let mut copy = step.clone();
        let in_lesson = Lang::or_english(&doc.scenario().language);
        let title = copy.title_mut();
        *title = if title.is_empty() {
            tr!(in_lesson, "le-copy-untitled")
        } else {
            tr!(in_lesson, "le-copy-title", title = title.as_str())
        };
        let add = LessonEdit::AddStep {
            at: self.selected + 1,
            step: copy,
        };
        self.edits.push((add, Merge::Alone));
        self.forget();
        self.selected += 1;
        self.message = Some(tr!(
            lang(),
            "le-step-copied",
            copy = self.selected + 1,
            of = self.selected
        ));
    }

    /// Deletes the selected step.
    pub fn delete(&mut self, doc: &LessonDoc) {
        let Some(gone) = doc.scenario().steps.get(self.selected).cloned() else {
            return;
        };
        let left = doc.scenario().steps.len() - 1;
        self.edits
            .push((LessonEdit::DeleteStep(self.selected), Merge::Alone));
        let n = self.selected + 1;
        self.forget();
        if self.selected >= left && self.selected > 0 {
            self.selected -= 1;
        }
        self.message = Some(match gone.title() {
            "" => tr!(lang(), "le-step-deleted-untitled", n = n),
            title => tr!(lang(), "le-step-deleted", n = n, title = title),
        });
    }

    /// Moves the selected step one place up (`-1`) or down (`1`).
    pub fn move_by(&mut self, doc: &LessonDoc, delta: isize) {
        let n = doc.scenario().steps.len();
        let i = self.selected;
        let Some(j) = i.checked_add_signed(delta).filter(|&j| j < n) else {
            return;
        };
        if i >= n {
            return;
        }
        self.edits
            .push((LessonEdit::MoveStep { from: i, to: j }, Merge::Alone));
        self.forget();
        self.selected = j;
        self.message = None;
    }

    /// Starts recording line `line` of the selected step.
    pub fn record(&mut self, doc: &LessonDoc, line: LineRef) {
        let Some(step) = doc.scenario().steps.get(self.selected) else {
            return;
        };
        let Some(text) = line.text(step) else { return };
        let original = text.to_string();
        self.forget();
        self.recording = Some(Recording::new(self.selected, line, original));
    }

    /// Draws the tab; returns the edits made, for the workspace to apply (the next frame shows
    /// them).
    pub fn ui(&mut self, ui: &mut Ui, doc: &LessonDoc) -> Vec<(LessonEdit, Merge)> {
        self.refresh_check(doc);
        self.refresh_soundness(ui.ctx(), doc);
        let n = doc.scenario().steps.len();
        if n > 0 && self.selected >= n {
            self.forget();
            self.selected = n - 1;
        }
        // A recording ends when its line is gone (an undo, a deletion).
        if let Some(rec) = &self.recording {
            let alive = rec.step == self.selected
                && doc
                    .scenario()
                    .steps
                    .get(rec.step)
                    .is_some_and(|s| rec.line.text(s).is_some());
            if !alive {
                self.recording = None;
            }
        }
        if let Some((s, r)) = self.showing
            && doc
                .scenario()
                .steps
                .get(s)
                .is_none_or(|st| r.text(st).is_none())
        {
            self.showing = None;
        }
        // The side panels' first widths leave the board a third of a small window (at 1024
        // points, 370 for the board where fixed widths left it 190).
        let width = ui.available_width();
        egui::Panel::left("steps_list")
            .default_size((width * 0.22).clamp(200.0, 270.0))
            .show(ui, |ui| self.list_ui(ui, doc));
        egui::Panel::right("steps_editor")
            .default_size((width * 0.42).clamp(380.0, 560.0))
            .show(ui, |ui| self.editor_ui(ui, doc));
        egui::CentralPanel::default().show(ui, |ui| self.centre_ui(ui, doc));
        std::mem::take(&mut self.edits)
    }

    /// Checks the lesson again when it changed since the last check.
    fn refresh_check(&mut self, doc: &LessonDoc) {
        if self
            .check
            .as_ref()
            .is_some_and(|c| &c.scenario == doc.scenario())
        {
            return;
        }
        let (loaded, name) = checked_copy(doc);
        let report = check_lines(&loaded, &name);
        self.check = Some(Checked {
            scenario: loaded.scenario,
            report,
        });
    }

    /// Starts the soundness search when a puzzle is selected and the lesson changed since the
    /// last one: it is only wanted where it shows.
    fn refresh_soundness(&mut self, ctx: &egui::Context, doc: &LessonDoc) {
        let s = doc.scenario();
        if !matches!(s.steps.get(self.selected), Some(Step::FindMove(_)))
            || self.soundness.is_current(s)
        {
            return;
        }
        let (loaded, name) = checked_copy(doc);
        self.soundness.refresh(ctx, &loaded, &name);
    }

    fn list_ui(&mut self, ui: &mut Ui, doc: &LessonDoc) {
        // Scrolling both ways: a row wider than the panel scrolls instead of widening it,
        // which would squeeze the board.
        egui::ScrollArea::both()
            .id_salt("steps_list_scroll")
            .auto_shrink([false, true])
            .show(ui, |ui| {
                let edits = super::steps_fields::details_ui(ui, doc);
                self.edits.extend(edits);
                ui.separator();
                ui.heading(tr!(lang(), "le-steps"));
                if let Some(c) = &self.check {
                    let issues = c.report.issues.len();
                    if issues == 0 {
                        marked(ui, Mark::Holds, tr!(lang(), "le-steps-all-hold"), OK_COLOUR);
                    } else {
                        let bad = (0..doc.scenario().steps.len())
                            .filter(|&i| self.step_ok(i) == Some(false))
                            .count();
                        marked(
                            ui,
                            Mark::False,
                            tr!(lang(), "le-steps-problems", n = issues, steps = bad),
                            ui.visuals().error_fg_color,
                        );
                    }
                    for issue in c.report.issues.iter().filter(|i| i.step.is_none()) {
                        ui.colored_label(ui.visuals().error_fg_color, issue_text(issue));
                    }
                }
                let mut select = None;
                for (i, step) in doc.scenario().steps.iter().enumerate() {
                    ui.horizontal(|ui| {
                        let issues = step_issues(self.check.as_ref(), i);
                        if issues.is_empty() {
                            mark(ui, Mark::Holds).on_hover_text(tr!(lang(), "le-step-passes"));
                        } else {
                            let tip: Vec<String> = issues.iter().map(|x| issue_text(x)).collect();
                            mark(ui, Mark::False).on_hover_text(tip.join("\n"));
                        }
                        let kind = StepKind::of(step);
                        let title = match step.title() {
                            "" => tr!(lang(), "le-step-untitled"),
                            t => t.to_string(),
                        };
                        let text = tr!(
                            lang(),
                            "le-step-row",
                            n = i + 1,
                            kind = kind.label(),
                            title = title
                        );
                        let hint = format!("{text}\n{}", kind.hint());
                        let row = egui::Button::selectable(i == self.selected, text).truncate();
                        if ui.add(row).on_hover_text(hint).clicked() {
                            select = Some(i);
                        }
                    });
                }
                if let Some(i) = select {
                    self.select(i);
                    self.message = None;
                }
                let n = doc.scenario().steps.len();
                if n == 0 {
                    ui.weak(tr!(lang(), "le-steps-none"));
                }
                ui.separator();
                ui.label(if n == 0 {
                    tr!(lang(), "le-step-add")
                } else {
                    tr!(lang(), "le-step-add-after")
                });
                let mut add = None;
                ui.horizontal_wrapped(|ui| {
                    for kind in StepKind::ALL {
                        if named_button(
                            ui,
                            true,
                            tr!(lang(), "le-step-add-kind", kind = kind.label()),
                            &tr!(lang(), "le-step-add-kind-name", kind = kind.label()),
                        )
                        .on_hover_text(kind.hint())
                        .clicked()
                        {
                            add = Some(kind);
                        }
                    }
                });
                if let Some(kind) = add {
                    self.add_step(doc, kind);
                    // The new step's title is a placeholder, selected to be typed over.
                    focus::ask(ui.ctx(), field_id(self.selected, "title"), true);
                }
                let has = n > 0;
                let sel = self.selected;
                ui.horizontal_wrapped(|ui| {
                    let none = tr!(lang(), "le-step-none-selected");
                    let up = tr!(lang(), "le-up");
                    if named_button(ui, has && sel > 0, up, &tr!(lang(), "le-step-up-name"))
                        .on_hover_text(tr!(lang(), "le-step-up-hover"))
                        .on_disabled_hover_text(if has {
                            tr!(lang(), "le-step-first")
                        } else {
                            none.clone()
                        })
                        .clicked()
                    {
                        self.move_by(doc, -1);
                    }
                    let down = tr!(lang(), "le-down");
                    let can_down = has && sel + 1 < n;
                    if named_button(ui, can_down, down, &tr!(lang(), "le-step-down-name"))
                        .on_hover_text(tr!(lang(), "le-step-down-hover"))
                        .on_disabled_hover_text(if has {
                            tr!(lang(), "le-step-last")
                        } else {
                            none.clone()
                        })
                        .clicked()
                    {
                        self.move_by(doc, 1);
                    }
                    let dup = tr!(lang(), "le-step-duplicate");
                    if named_button(ui, has, dup, &tr!(lang(), "le-step-duplicate-name"))
                        .on_hover_text(tr!(lang(), "le-step-duplicate-hover"))
                        .on_disabled_hover_text(none.clone())
                        .clicked()
                    {
                        self.duplicate(doc);
                        focus::ask(ui.ctx(), field_id(self.selected, "title"), true);
                    }
                    let delete = tr!(lang(), "le-delete");
                    if named_button(ui, has, delete, &tr!(lang(), "le-step-delete-name"))
                        .on_hover_text(tr!(lang(), "le-step-delete-hover"))
                        .on_disabled_hover_text(none)
                        .clicked()
                    {
                        self.delete(doc);
                    }
                });
                if let Some(m) = &self.message {
                    ui.weak(m);
                }
            });
    }

    fn editor_ui(&mut self, ui: &mut Ui, doc: &LessonDoc) {
        let n = doc.scenario().steps.len();
        if n == 0 {
            ui.heading(tr!(lang(), "le-no-step"));
            ui.label(tr!(lang(), "le-no-step-about"));
            return;
        }
        let i = self.selected.min(n - 1);
        let start = doc.start();
        let map = doc.map();
        let locs: Vec<String> = map
            .hqs
            .iter()
            .map(|h| h.id.clone())
            .chain(map.bases.iter().map(|b| b.id.clone()))
            .collect();
        let regions: Vec<String> = map.regions.iter().map(|r| r.id.clone()).collect();
        let snapshot = doc.scenario().steps[i].clone();
        let kind = StepKind::of(&snapshot);
        ui.horizontal(|ui| {
            ui.heading(tr!(lang(), "preview-step-of", at = i + 1, n = n));
            ui.label(RichText::new(kind.label()).strong())
                .on_hover_text(kind.hint());
        });
        let issues = step_issues(self.check.as_ref(), i);
        check_summary_ui(ui, i, &issues);
        let step_start = start.ok().and_then(|s| snapshot.start(s).ok());
        let edits = steps_engine::ui(
            ui,
            &mut self.soundness,
            &mut self.engine,
            doc.scenario(),
            i,
            step_start.as_ref(),
        );
        self.edits.extend(edits);
        ui.separator();
        let mut fields = Fields {
            step: i,
            snapshot,
            scenario_start: start,
            recording: self
                .recording
                .as_ref()
                .filter(|r| r.step == i)
                .map(|r| r.line),
            showing: self.showing.filter(|(s, _)| *s == i).map(|(_, r)| r),
            pick: self.pick.clone(),
            claims: ClaimsCx {
                step: i,
                editor: &mut self.claims,
                locs: &locs,
                regions: &regions,
            },
            issues,
            cmds: Vec::new(),
        };
        egui::ScrollArea::both()
            .id_salt("steps_editor_scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let mut step = doc.scenario().steps[i].clone();
                step_ui(ui, &mut fields, &mut step);
                if step != doc.scenario().steps[i] {
                    let merge = merge_for(ui.ctx(), &format!("step-{i}"));
                    self.edits
                        .push((LessonEdit::SetStep { index: i, step }, merge));
                }
            });
        let cmds = std::mem::take(&mut fields.cmds);
        for cmd in cmds {
            match cmd {
                Cmd::Record(r) => self.record(doc, r),
                Cmd::StopRecording => {
                    self.recording = None;
                    self.picker = Picker::default();
                }
                Cmd::Show(r) => self.showing = r.map(|r| (i, r)),
                Cmd::Pick(p) => {
                    self.recording = None;
                    self.pick = p;
                }
                Cmd::Forget => self.forget(),
            }
        }
    }

    fn recorder_ui(&mut self, ui: &mut Ui, doc: &LessonDoc) {
        let Some(rec) = self.recording.clone() else {
            ui.weak(tr!(lang(), "le-recorder-about"));
            return;
        };
        let Some(step) = doc.scenario().steps.get(rec.step) else {
            return;
        };
        let take = match doc.start() {
            Ok(start) => Take::of(step, rec.line, start),
            Err(e) => Err(StepLineError::Start(StepStartError::Start(e.clone()))),
        };
        match take {
            Ok(take) => {
                let text = rec.line.text(step).unwrap_or_default().to_string();
                if let Some(cmd) = bar_ui(ui, &rec, &take, &text, &mut self.picker) {
                    self.apply_recorder(doc, &take, cmd);
                }
            }
            Err(e) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(
                        lang(),
                        "le-line-unrecordable",
                        line = line_name(rec.line),
                        error = e.message_in(lang())
                    ),
                );
                if ui.button(tr!(lang(), "le-stop-recording")).clicked() {
                    self.recording = None;
                }
            }
        }
    }

    /// Carries out a recorder command on the recorded line's text.
    fn apply_recorder(&mut self, doc: &LessonDoc, take: &Take, cmd: RecorderCmd) {
        let Some(rec) = self.recording.clone() else {
            return;
        };
        let text = match cmd {
            RecorderCmd::Append(a) => Some(take.with(a)),
            RecorderCmd::UndoLast => Some(take.without_last()),
            RecorderCmd::Clear => Some(String::new()),
            RecorderCmd::Done => {
                self.recording = None;
                None
            }
            RecorderCmd::Cancel => {
                self.recording = None;
                Some(rec.original().to_string())
            }
        };
        self.picker = Picker::default();
        let Some(mut step) = doc.scenario().steps.get(rec.step).cloned() else {
            return;
        };
        if let Some(text) = text
            && let Some(line) = rec.line.text_mut(&mut step)
            && *line != text
        {
            *line = text;
            let edit = LessonEdit::SetStep {
                index: rec.step,
                step,
            };
            self.edits.push((edit, Merge::Alone));
        }
    }

    /// The centre of the tab, in three areas whose sizes depend only on the space the tab
    /// gets, so that the board never moves or changes scale under the pointer: rows kept above
    /// the board for what it shows, the board, and the recorder's strip under it (which says
    /// how to record when nothing is recorded).
    fn centre_ui(&mut self, ui: &mut Ui, doc: &LessonDoc) {
        let full = ui.available_rect_before_wrap();
        let header_h = header_height(ui).min(full.height() * 0.25);
        let strip_h = rows_height(ui, RECORDER_ROWS).min(full.height() * 0.3);
        let header = Rect::from_min_size(full.min, vec2(full.width(), header_h));
        let strip = Rect::from_min_max(pos2(full.left(), full.bottom() - strip_h), full.max);
        let board = Rect::from_min_max(
            pos2(full.left(), header.bottom()),
            pos2(full.right(), strip.top() - ui.spacing().item_spacing.y),
        );
        // The recorder first: a troop chosen on its rack lights the board this frame.
        in_rect(ui, strip, |ui| {
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt("steps_recorder_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| self.recorder_ui(ui, doc));
        });
        let view = self.board_view(doc);
        in_rect(ui, header, |ui| header_ui(ui, &view));
        let Ok(view) = view else {
            return;
        };
        let positions = board_view::positions(doc.map(), &view.state);
        let resp = in_rect(ui, board, |ui| {
            board_view::show(ui, &view.state, &positions, &view.marks)
        });
        ui.advance_cursor_after_rect(full);
        let Some(loc) = resp.clicked else { return };
        if let Some(take) = &view.take {
            if let Some(a) = self.picker.place_on(&take.state, loc) {
                self.apply_recorder(doc, take, RecorderCmd::Append(a));
            }
        } else if self.pick != Pick::Off {
            let id = view.state.board().id(loc).to_string();
            self.pick_on(doc, id);
        }
    }

    /// What the board shows: what is recorded, the line shown, or the step's start; or why
    /// there is no board.
    fn board_view(&self, doc: &LessonDoc) -> Result<BoardView, String> {
        let start = doc
            .start()
            .map_err(|e| tr!(lang(), "le-no-board", error = e.to_string()))?;
        if let Some(rec) = &self.recording {
            let take = doc
                .scenario()
                .steps
                .get(rec.step)
                .ok_or(StepLineError::NoSuchLine(rec.line))
                .and_then(|step| Take::of(step, rec.line, start))
                .map_err(|e| {
                    tr!(
                        lang(),
                        "le-line-unrecordable",
                        line = line_name(rec.line),
                        error = e.message_in(lang())
                    )
                })?;
            let enabled = take.state.to_move().is_some();
            return Ok(BoardView {
                title: tr!(
                    lang(),
                    "le-board-recording",
                    line = line_name(rec.line),
                    step = rec.step + 1
                ),
                note: None,
                marks: self.picker.marks(&take.state, enabled),
                state: take.state.clone(),
                take: Some(take),
            });
        }
        let Some(step) = doc.scenario().steps.get(self.selected) else {
            return Ok(BoardView::plain(
                tr!(lang(), "le-board-scenario"),
                start.clone(),
            ));
        };
        let n = self.selected + 1;
        let shown = self
            .showing
            .filter(|(s, _)| *s == self.selected)
            .map(|(_, r)| (r, run_step_line(step, r, start)));
        let mut view = match shown {
            Some((r, Ok(run))) => {
                let summary = summarise(&run);
                let tone = if summary.legal { Tone::Ok } else { Tone::Error };
                let b = run.after.board();
                let changed: Vec<Loc> = b
                    .locations()
                    .filter(|&l| run.before.stack(l) != run.after.stack(l))
                    .collect();
                BoardView {
                    title: tr!(lang(), "le-board-after", line = line_name(r), step = n),
                    note: Some((summary.text.render(lang()), tone)),
                    marks: Marks {
                        highlight: changed,
                        ..Default::default()
                    },
                    state: run.after,
                    take: None,
                }
            }
            other => {
                let failed = other
                    .and_then(|(r, res)| res.err().map(|e| (r, e)))
                    .map(|(r, e)| {
                        (
                            tr!(
                                lang(),
                                "le-line-unshown",
                                line = line_name(r),
                                error = e.message_in(lang())
                            ),
                            Tone::Error,
                        )
                    });
                let mut view = match step_start(step, start) {
                    Ok(s) => BoardView {
                        title: tr!(lang(), "le-board-start", step = n),
                        note: None,
                        marks: explain_marks(step, &s, &self.pick),
                        state: s,
                        take: None,
                    },
                    Err(e) => BoardView {
                        note: Some((
                            tr!(
                                lang(),
                                "le-step-unstartable",
                                step = n,
                                error = e.message_in(lang())
                            ),
                            Tone::Error,
                        )),
                        ..BoardView::plain(tr!(lang(), "le-board-step", step = n), start.clone())
                    },
                };
                view.note = failed.or(view.note);
                view
            }
        };
        let hint = match &self.pick {
            Pick::Highlight => Some(tr!(lang(), "le-pick-highlight")),
            Pick::Arrow(None) => Some(tr!(lang(), "le-pick-arrow-from")),
            Pick::Arrow(Some(_)) => Some(tr!(lang(), "le-pick-arrow-to")),
            Pick::Off => None,
        };
        if let Some(hint) = hint
            && view.note.is_none()
        {
            view.note = Some((hint, Tone::Weak));
        }
        Ok(view)
    }

    /// A board click while picking highlights or arrows for an Explain step.
    fn pick_on(&mut self, doc: &LessonDoc, id: String) {
        let index = self.selected;
        let Some(mut step) = doc.scenario().steps.get(index).cloned() else {
            self.pick = Pick::Off;
            return;
        };
        let Step::Explain(e) = &mut step else {
            self.pick = Pick::Off;
            return;
        };
        match &self.pick {
            Pick::Off => {}
            Pick::Highlight => {
                let bare = |h: &String| h.trim_start_matches('@').eq_ignore_ascii_case(&id);
                match e.highlight.iter().position(bare) {
                    Some(i) => {
                        e.highlight.remove(i);
                    }
                    None => e.highlight.push(id),
                }
            }
            Pick::Arrow(None) => self.pick = Pick::Arrow(Some(id)),
            Pick::Arrow(Some(from)) => {
                if !from.eq_ignore_ascii_case(&id) {
                    e.arrows.push(Arrow {
                        from: from.clone(),
                        to: id,
                    });
                }
                self.pick = Pick::Arrow(None);
            }
        }
        if doc.scenario().steps.get(index) != Some(&step) {
            self.edits
                .push((LessonEdit::SetStep { index, step }, Merge::Alone));
        }
    }
}

/// The check's verdict on step `i` in one row kept for it, so that the form below never moves
/// when the verdict changes; its problems are listed under it when the author asks (they are
/// also shown at the fields they concern).
fn check_summary_ui(ui: &mut Ui, i: usize, issues: &[&Issue]) {
    let id = egui::Id::unique(("steps_issues_open", i));
    let mut open = ui.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
    slot(ui, 1, |ui| {
        if issues.is_empty() {
            marked(
                ui,
                Mark::Holds,
                tr!(lang(), "le-step-check-passes"),
                OK_COLOUR,
            );
            return;
        }
        ui.horizontal(|ui| {
            let n = issues.len();
            let text = tr!(lang(), "le-step-problems", n = n);
            ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
            let label = if open {
                tr!(lang(), "le-hide")
            } else {
                tr!(lang(), "le-list-them")
            };
            if ui.small_button(label).clicked() {
                open = !open;
            }
        });
    });
    ui.data_mut(|d| d.insert_temp(id, open));
    if open && !issues.is_empty() {
        for issue in issues {
            ui.label(issue_text(issue));
        }
    }
}

#[cfg(test)]
mod tests;
