//! The selected step's editor, one form per kind, with every field of the format. Each line
//! (setup, candidate, answer, reply, wrong line, stage, example) shows the engine's outcome
//! beside it and has Record and Show buttons; each list of claims is verified live.
//!
//! This file holds what every form shares (the fields' ids, a text field, a line with its
//! outcome, the Up/Down/Delete of a list's items, the problems found at a field) and the form of
//! a step around its kind's fields; each kind's fields are in a file of its own (`explain`,
//! `compare`, `find_move`, `walkthrough`, `practice`), the lesson's details in `details`, and a
//! line's variations in [`variations`].

mod compare;
mod details;
mod explain;
mod find_move;
mod practice;
pub mod variations;
mod walkthrough;

use compare::compare_ui;
pub use details::details_ui;
use explain::explain_ui;
use find_move::find_move_ui;
pub use practice::example_verdict;
use practice::practice_ui;
use walkthrough::walkthrough_ui;

use super::focus;
use super::steps_claims::{ClaimsCx, Mark, OK_COLOUR, named_button};
use super::steps_slots::{note, slot, steady_multiline};
use super::words::line_name;
use crate::app::i18n::lang;
use crate::engine::State;
use crate::scenario::{
    Claim, Issue, IssueKind, LineRun, StartError, Step, StepStartError, run_line,
};
use crate::scenario::{LineRef, StepLineError, line_start, step_start, summarise};
use crate::scenario::{Words, fix_label, unfair_title};
use egui::{Id, RichText, Ui};
use toyforge_core::tr;

/// What a board click does in an Explain step when not recording.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Pick {
    #[default]
    Off,
    /// A click adds or removes a highlighted location.
    Highlight,
    /// A click chooses an arrow's start, then its end (the start chosen so far).
    Arrow(Option<String>),
}

/// What the step editor asks of the workspace once the frame is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    Record(LineRef),
    StopRecording,
    /// Show the position after a line on the board (`None`: the step's start).
    Show(Option<LineRef>),
    Pick(Pick),
    /// Items of a list moved or went: forget references into the step.
    Forget,
}

/// What the forms need from the workspace.
pub struct Fields<'a> {
    pub step: usize,
    /// The step as it was when the frame began, to compute where its lines start.
    pub snapshot: Step,
    pub scenario_start: Result<&'a State, &'a StartError>,
    pub recording: Option<LineRef>,
    pub showing: Option<LineRef>,
    pub pick: Pick,
    pub claims: ClaimsCx<'a>,
    /// This step's problems found by the check.
    pub issues: Vec<&'a Issue>,
    pub cmds: Vec<Cmd>,
}

impl Fields<'_> {
    /// Where line `r` starts, or why it has no position to start from.
    fn start(&self, r: LineRef) -> Result<State, StepLineError> {
        line_start(&self.snapshot, r, self.scenario()?)
    }

    /// The step's start position, or why it cannot start.
    fn step_start(&self) -> Result<State, StepStartError> {
        step_start(&self.snapshot, self.scenario()?)
    }

    /// The scenario's start position, or why it cannot start.
    fn scenario(&self) -> Result<&State, StepStartError> {
        self.scenario_start
            .map_err(|e| StepStartError::Start(e.clone()))
    }

    /// The id of a field of this step, from what it is (never from where it is drawn).
    fn salt(&self, what: impl std::hash::Hash + std::fmt::Debug) -> Id {
        field_id(self.step, what)
    }

    /// The id of the text field of line `r` of this step.
    fn line_id(&self, r: LineRef) -> Id {
        line_id(self.step, r)
    }

    /// The check's problems of one place of the step that the form does not show otherwise
    /// (false claims and refused actions are shown where they are), in words.
    fn issue_at(&self, context: &str) -> Option<String> {
        let texts: Vec<String> = self
            .issues
            .iter()
            .filter(|i| {
                matches!(i.kind, IssueKind::Invalid { .. }) && i.context.to_string() == context
            })
            .map(|i| tr!(lang(), "le-f-check", issue = issue_text(i)))
            .collect();
        (!texts.is_empty()).then(|| texts.join(" · "))
    }

    /// The check's remark about one place of the step, in a row kept for it.
    fn issues_at(&self, ui: &mut Ui, context: &str) {
        let text = self.issue_at(context);
        slot(ui, 1, |ui| {
            if let Some(text) = text {
                note(ui, Mark::False, &text, ui.visuals().warn_fg_color, 1);
            }
        });
    }
}

/// A problem found by the check, without the file and step.
pub fn issue_text(issue: &Issue) -> String {
    let l = lang();
    let text = match &issue.kind {
        IssueKind::FalseClaim { claim, mismatch } => tr!(
            l,
            "le-issue-false-claim",
            claim = claim.to_string(),
            expected = mismatch.expected.render(l),
            found = mismatch.found.render(l)
        ),
        IssueKind::IllegalLine { refusal, .. } => {
            tr!(l, "le-issue-illegal-line", refusal = refusal.message_in(l))
        }
        IssueKind::Syntax { error, .. } => {
            tr!(l, "le-issue-syntax", error = error.message_in(l))
        }
        IssueKind::Invalid { message, .. } => message.render(l),
        IssueKind::Position { error } => error.message_in(l),
        IssueKind::Unsound {
            kind,
            count,
            examples,
        } => {
            let lines: Vec<String> = examples
                .iter()
                .map(|e| {
                    let text = tr!(
                        l,
                        "le-issue-example",
                        line = e.line.as_str(),
                        concern = e.concern_in(l)
                    );
                    match &e.fix {
                        Some(fix) => tr!(l, "le-issue-fix", text = text, fix = fix_label(l, fix)),
                        None => text,
                    }
                })
                .collect();
            tr!(
                l,
                "le-issue-unsound",
                kind = unfair_title(l, *kind),
                n = *count,
                lines = lines.join("; ")
            )
        }
        IssueKind::SearchCut { work, at, .. } if at.is_empty() => {
            tr!(l, "le-issue-budget-spent", n = *work)
        }
        IssueKind::SearchCut { work, at, .. } => {
            tr!(l, "le-issue-budget", n = *work, line = at.as_str())
        }
        IssueKind::Untranslated { tag, ids } => untranslated_text(l, tag, ids),
    };
    if issue.context.is_empty() {
        text
    } else {
        tr!(
            l,
            "le-issue-at",
            place = issue.context.render(l),
            issue = text
        )
    }
}

/// The places of the map a lesson in the language `tag` shows by their own names, in `l`:
/// how many, the first three ids and how many more.
pub fn untranslated_text(l: toyforge_core::i18n::Lang, tag: &str, ids: &[String]) -> String {
    let mut shown: Vec<String> = ids.iter().take(3).map(|i| format!("`{i}`")).collect();
    if ids.len() > shown.len() {
        shown.push(tr!(l, "le-issue-more", n = ids.len() - shown.len()));
    }
    tr!(
        l,
        "le-issue-untranslated",
        n = ids.len(),
        tag = tag,
        ids = Words::new(l).list(&shown)
    )
}

/// The id of a field of step `step` (0-based) named by `what` (its kind, and the item it
/// belongs to), the same wherever the form draws it.
pub fn field_id(step: usize, what: impl std::hash::Hash + std::fmt::Debug) -> Id {
    Id::unique(("steps_field", step)).with(what)
}

/// The id of the text field of line `r` of step `step`.
pub fn line_id(step: usize, r: LineRef) -> Id {
    field_id(step, ("line", r))
}

/// The rows of a line's field: a longer line scrolls inside it.
const LINE_ROWS: usize = 2;

/// A labelled text field with the id `id`; `rows` 0 for a single line, else a field of that
/// many rows whose longer text scrolls inside it.
pub fn text_field(ui: &mut Ui, id: Id, label: &str, text: &mut String, rows: usize, hint: &str) {
    let l = ui.label(label);
    focus::take(ui.ctx(), id, text);
    if rows == 0 {
        let edit = egui::TextEdit::singleline(text).id(id);
        ui.add(
            edit.desired_width(f32::INFINITY)
                .hint_text(hint.to_string()),
        )
        .labelled_by(l.id);
        return;
    }
    let edit = egui::TextEdit::multiline(text)
        .id(id)
        .desired_width(f32::INFINITY)
        .hint_text(hint.to_string());
    steady_multiline(ui, edit, rows, egui::TextStyle::Body, id.with("scroll")).labelled_by(l.id);
}

/// A line of actions: heading with Record and Show, the text, the engine's outcome, and the
/// check's remarks about it. Gives the line's run when it can be played.
pub(super) fn line_ui(
    ui: &mut Ui,
    f: &mut Fields,
    r: LineRef,
    heading: &str,
    hint: &str,
    text: &mut String,
    expect_refusal: bool,
) -> Result<LineRun, StepLineError> {
    let start = f.start(r);
    let name = line_name(r);
    let label = ui
        .horizontal(|ui| {
            let l = ui.label(RichText::new(heading).strong());
            if f.recording == Some(r) {
                let stop = tr!(lang(), "le-f-stop");
                let stop_name = tr!(lang(), "le-f-stop-name", line = name.as_str());
                if named_button(ui, true, stop, &stop_name)
                    .on_hover_text(tr!(lang(), "le-rec-done-hover"))
                    .clicked()
                {
                    f.cmds.push(Cmd::StopRecording);
                }
            } else {
                let record = tr!(lang(), "le-f-record");
                let record_name = tr!(lang(), "le-f-record-name", line = name.as_str());
                let b = named_button(ui, start.is_ok(), record, &record_name)
                    .on_hover_text(tr!(lang(), "le-f-record-hover"));
                let b = match &start {
                    Err(e) => b.on_disabled_hover_text(tr!(
                        lang(),
                        "le-f-no-start",
                        error = e.message_in(lang())
                    )),
                    Ok(_) => b,
                };
                if b.clicked() {
                    f.cmds.push(Cmd::Record(r));
                }
            }
            let showing = f.showing == Some(r);
            let b = ui
                .add(egui::Button::new(tr!(lang(), "le-f-show")).selected(showing))
                .on_hover_text(tr!(lang(), "le-f-show-hover"));
            let b = b.accessible_name(tr!(lang(), "le-f-show-name", line = name.as_str()));
            if b.clicked() {
                f.cmds.push(Cmd::Show(if showing { None } else { Some(r) }));
            }
            l
        })
        .inner;
    let id = f.line_id(r);
    focus::take(ui.ctx(), id, text);
    let edit = egui::TextEdit::multiline(text)
        .id(id)
        .desired_width(f32::INFINITY)
        .hint_text(hint.to_string());
    let salt = id.with("scroll");
    steady_multiline(ui, edit, LINE_ROWS, egui::TextStyle::Monospace, salt)
        .labelled_by(label.id)
        .on_hover_text(tr!(lang(), "le-f-line-hover"));
    let run = match start {
        Err(e) => Err(e),
        Ok(s) => run_line(&s, text).map_err(StepLineError::Syntax),
    };
    let empty = match r {
        _ if !text.trim().is_empty() => None,
        LineRef::Setup => Some("setup"),
        LineRef::SolutionReply | LineRef::AlternativeReply(_) => Some("reply"),
        LineRef::Example => Some("example"),
        LineRef::Stage(_) => Some("stage"),
        LineRef::Candidate(_)
        | LineRef::Solution
        | LineRef::Alternative(_)
        | LineRef::Wrong(_)
        | LineRef::Variation(..) => Some("line"),
    }
    .map(|line| tr!(lang(), "le-f-empty-line", line = line));
    // The outcome and the check's remark take two rows whatever they say, so that the fields
    // below stay where they are while the line is typed.
    let remark = f.issue_at(&r.context(&f.snapshot));
    let rows = if remark.is_some() { 1 } else { 2 };
    let weak = ui.visuals().weak_text_color();
    let error = ui.visuals().error_fg_color;
    let warn = ui.visuals().warn_fg_color;
    slot(ui, 2, |ui| {
        match (&run, empty) {
            (Ok(_), Some(text)) => {
                note(ui, Mark::Unchecked, &text, weak, rows);
            }
            (Ok(run), None) => {
                let s = summarise(run);
                let (m, colour) = match (s.legal, expect_refusal) {
                    (true, _) => (Mark::Holds, OK_COLOUR),
                    (false, true) => (Mark::Expected, weak),
                    (false, false) => (Mark::False, error),
                };
                note(ui, m, &s.text.render(lang()), colour, rows)
                    .on_hover_text(tr!(lang(), "le-f-outcome-hover"));
            }
            (Err(e), _) => {
                note(ui, Mark::False, &line_problem(e), error, rows);
            }
        }
        if let Some(text) = remark {
            note(ui, Mark::False, &text, warn, 1);
        }
    });
    run
}

/// Why a line cannot be played, as its form says it.
fn line_problem(e: &StepLineError) -> String {
    match e {
        StepLineError::Syntax(e) => tr!(lang(), "le-f-unparsed", error = e.message_in(lang())),
        e => tr!(lang(), "le-f-no-start", error = e.message_in(lang())),
    }
}

fn expects_refusal(claims: &[Claim]) -> bool {
    claims.iter().any(|c| matches!(c, Claim::Illegal { .. }))
}

/// Moving or deleting an item of a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ListOp {
    Up(usize),
    Down(usize),
    Delete(usize),
}

/// The heading of a list item with its Up, Down and Delete buttons.
fn item_heading(ui: &mut Ui, title: &str, i: usize, len: usize, op: &mut Option<ListOp>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(title).strong());
        item_buttons(ui, title, i, len, op);
    });
}

/// Up, Down and Delete for item `i` of a list of `len`, named after `title`.
pub(super) fn item_buttons(
    ui: &mut Ui,
    title: &str,
    i: usize,
    len: usize,
    op: &mut Option<ListOp>,
) {
    let l = lang();
    if named_button(
        ui,
        i > 0,
        tr!(l, "le-up"),
        &tr!(l, "le-f-up-name", item = title),
    )
    .on_hover_text(tr!(l, "le-f-up-hover"))
    .clicked()
    {
        *op = Some(ListOp::Up(i));
    }
    let down_name = tr!(l, "le-f-down-name", item = title);
    if named_button(ui, i + 1 < len, tr!(l, "le-down"), &down_name)
        .on_hover_text(tr!(l, "le-f-down-hover"))
        .clicked()
    {
        *op = Some(ListOp::Down(i));
    }
    if named_button(
        ui,
        true,
        tr!(l, "le-delete"),
        &tr!(l, "le-f-delete-name", item = title),
    )
    .on_hover_text(tr!(l, "le-f-delete-hover"))
    .clicked()
    {
        *op = Some(ListOp::Delete(i));
    }
}

pub(super) fn apply<T>(f: &mut Fields, items: &mut Vec<T>, op: Option<ListOp>) {
    let Some(op) = op else { return };
    match op {
        ListOp::Up(i) if i > 0 && i < items.len() => items.swap(i - 1, i),
        ListOp::Down(i) if i + 1 < items.len() => items.swap(i, i + 1),
        ListOp::Delete(i) if i < items.len() => {
            items.remove(i);
        }
        _ => return,
    }
    f.cmds.push(Cmd::Forget);
}

/// `what`: the kind of item, a key of `le-f-add` (`arrow`, `candidate`, `alternative`, `hint`,
/// `wrong`, `stage`).
fn add_button(ui: &mut Ui, what: &str, hover: String) -> bool {
    let text = tr!(lang(), "le-f-add", what = what);
    named_button(ui, true, text, &tr!(lang(), "le-f-add-name", what = what))
        .on_hover_text(hover)
        .clicked()
}

/// The form of a step: title and setup, then the fields of its kind.
pub fn step_ui(ui: &mut Ui, f: &mut Fields, step: &mut Step) {
    let title = f.salt("title");
    text_field(
        ui,
        title,
        &tr!(lang(), "le-f-title"),
        step.title_mut(),
        0,
        &tr!(lang(), "le-f-title-hint"),
    );
    // The setup has no claims: its outcome is shown, nothing more.
    let _ = line_ui(
        ui,
        f,
        LineRef::Setup,
        &tr!(lang(), "le-f-setup"),
        &tr!(lang(), "le-f-setup-hint"),
        step.setup_mut(),
        false,
    );
    ui.separator();
    match step {
        Step::Explain(s) => explain_ui(ui, f, s),
        Step::Compare(s) => compare_ui(ui, f, s),
        Step::FindMove(s) => find_move_ui(ui, f, s),
        Step::Walkthrough(s) => walkthrough_ui(ui, f, s),
        Step::Practice(s) => practice_ui(ui, f, s),
    }
}

/// Whether the learner sees the opponent's rack face up.
fn opponent_rack_ui(ui: &mut Ui, show: &mut bool) {
    ui.checkbox(show, tr!(lang(), "le-f-show-rack"))
        .on_hover_text(tr!(lang(), "le-f-show-rack-hover"));
}
