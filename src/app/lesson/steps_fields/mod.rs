//! The selected step's editor, one form per kind, with every field of the format. Each line
//! (setup, candidate, answer, reply, wrong line, stage, example) shows the engine's outcome
//! beside it and has Record and Show buttons; each list of claims is verified live.

pub mod variations;

use super::LessonDoc;
use super::focus;
use super::steps_claims::{ClaimsCx, Mark, OK_COLOUR, choice, claims_ui, loc_field, named_button};
use super::steps_slots::{note, slot, steady_multiline};
use super::words::line_name;
use crate::ai::AiSpec;
use crate::app::document::lesson::LessonEdit;
use crate::app::document::{Merge, merge_for};
use crate::app::i18n::lang;
use crate::engine::State;
use crate::scenario::Difficulty;
use crate::scenario::{
    Answer, Arrow, Candidate, Claim, Compare, ExampleVerdict, Explain, FindMove, Issue, IssueKind,
    LineRun, Practice, PracticeGoal, Stage, StartError, Step, StepStartError, Walkthrough,
    WrongMove, run_line,
};
use crate::scenario::{
    ClaimsRef, LineRef, StepLineError, VarParent, line_start, step_start, summarise,
};
use crate::scenario::{Words, fix_label, unfair_title};
use egui::{Id, RichText, Ui};
use toyforge_core::tr;

/// The lesson's details: title, author, summary, difficulty, language. Returns the edits made;
/// what is typed is an edit at once, keystroke by keystroke.
pub fn details_ui(ui: &mut Ui, doc: &LessonDoc) -> Vec<(LessonEdit, Merge)> {
    let mut out = Vec::new();
    egui::CollapsingHeader::new(RichText::new(tr!(lang(), "le-f-details")).strong())
        .id_salt("steps_details")
        .default_open(true)
        .show(ui, |ui| {
            let mut s = doc.scenario().clone();
            let id = |what: &str| Id::unique(("lesson_details", what));
            let field = text_field;
            field(
                ui,
                id("title"),
                &tr!(lang(), "le-f-title"),
                &mut s.title,
                0,
                &tr!(lang(), "le-f-title-lesson"),
            );
            field(
                ui,
                id("author"),
                &tr!(lang(), "le-f-author"),
                &mut s.author,
                0,
                &tr!(lang(), "le-f-author-hint"),
            );
            let summary = id("summary");
            field(
                ui,
                summary,
                &tr!(lang(), "le-f-summary"),
                &mut s.summary,
                3,
                &tr!(lang(), "le-f-summary-hint"),
            );
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!(lang(), "le-f-difficulty"));
                for d in Difficulty::ALL {
                    let name = tr!(lang(), "le-f-difficulty-level", level = d.name());
                    ui.selectable_value(&mut s.difficulty, d, name);
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang(), "le-f-language"));
                ui.add(
                    egui::TextEdit::singleline(&mut s.language)
                        .id(id("language"))
                        .desired_width(60.0)
                        // A tag, the same in every language.
                        .hint_text(toyforge_core::i18n::Lang::En.tag()),
                )
                .labelled_by(l.id)
                .on_hover_text(tr!(lang(), "le-f-language-hover"));
            });
            // What was typed reaches the document at once, keystroke by keystroke; the
            // history makes one step of a burst in one field.
            let old = doc.scenario();
            let edits = [
                (old.title != s.title).then(|| LessonEdit::SetTitle(s.title.clone())),
                (old.author != s.author).then(|| LessonEdit::SetAuthor(s.author.clone())),
                (old.summary != s.summary).then(|| LessonEdit::SetSummary(s.summary.clone())),
                (old.difficulty != s.difficulty).then_some(LessonEdit::SetDifficulty(s.difficulty)),
                (old.language != s.language).then(|| LessonEdit::SetLanguage(s.language.clone())),
            ];
            let merge = merge_for(ui.ctx(), "details");
            out.extend(edits.into_iter().flatten().map(|e| (e, merge.clone())));
        });
    out
}

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
            expected = mismatch.expected.as_str(),
            found = mismatch.found.as_str()
        ),
        IssueKind::IllegalLine { refusal, .. } => {
            tr!(l, "le-issue-illegal-line", refusal = refusal.to_string())
        }
        IssueKind::Syntax { error, .. } => {
            tr!(l, "le-issue-syntax", error = error.to_string())
        }
        IssueKind::Invalid { message, .. } => message.render(l),
        IssueKind::Position { error } => error.to_string(),
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
                        error = e.to_string()
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
                note(ui, m, &s.text, colour, rows).on_hover_text(tr!(lang(), "le-f-outcome-hover"));
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
        StepLineError::Syntax(e) => tr!(lang(), "le-f-unparsed", error = e.to_string()),
        e => tr!(lang(), "le-f-no-start", error = e.to_string()),
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

fn explain_ui(ui: &mut Ui, f: &mut Fields, s: &mut Explain) {
    text_field(
        ui,
        f.salt("text"),
        &tr!(lang(), "le-f-text"),
        &mut s.text,
        4,
        &tr!(lang(), "le-f-text-explain-hint"),
    );
    let locs = f.claims.locs;
    let known = |id: &str| {
        locs.iter()
            .any(|l| l.eq_ignore_ascii_case(id.trim_start_matches('@')))
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!(lang(), "le-f-highlighted")).strong());
        let mut remove = None;
        for (i, id) in s.highlight.iter().enumerate() {
            let text = if known(id) {
                RichText::new(format!("{id} ×"))
            } else {
                let unknown = tr!(lang(), "le-loc-unknown", loc = id.as_str());
                RichText::new(format!("{unknown} ×")).color(ui.visuals().error_fg_color)
            };
            let name = tr!(lang(), "le-f-unhighlight-name", id = id.as_str());
            if named_button(ui, true, text, &name)
                .on_hover_text(tr!(lang(), "le-f-unhighlight-hover"))
                .clicked()
            {
                remove = Some(i);
            }
        }
        if let Some(i) = remove {
            s.highlight.remove(i);
        }
        let mut add = None;
        choice(
            ui,
            f.salt("highlight"),
            &tr!(lang(), "le-f-highlight-add"),
            tr!(lang(), "le-f-highlight-choose"),
            130.0,
            |ui| {
                for l in locs {
                    if !s.highlight.iter().any(|h| h.eq_ignore_ascii_case(l))
                        && ui.selectable_label(false, l).clicked()
                    {
                        add = Some(l.clone());
                    }
                }
            },
        );
        if let Some(l) = add {
            s.highlight.push(l);
        }
        let on = f.pick == Pick::Highlight;
        let b = ui
            .add(egui::Button::new(tr!(lang(), "le-f-pick")).selected(on))
            .on_hover_text(tr!(lang(), "le-f-pick-hover"));
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Highlight }));
        }
    });
    f.issues_at(ui, "highlight");
    ui.label(RichText::new(tr!(lang(), "le-f-arrows")).strong());
    let mut delete = None;
    for (i, arrow) in s.arrows.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            let (from, to) = (tr!(lang(), "le-f-arrow-from"), tr!(lang(), "le-f-arrow-to"));
            loc_field(ui, f.salt(("arrow", i)), &from, &mut arrow.from, locs);
            loc_field(ui, f.salt(("arrow", i)), &to, &mut arrow.to, locs);
            let name = tr!(lang(), "le-f-arrow-delete-name", n = i + 1);
            if named_button(ui, true, tr!(lang(), "le-delete"), &name)
                .on_hover_text(tr!(lang(), "le-f-arrow-delete-hover"))
                .clicked()
            {
                delete = Some(i);
            }
        });
    }
    if let Some(i) = delete {
        s.arrows.remove(i);
    }
    ui.horizontal(|ui| {
        if add_button(ui, "arrow", tr!(lang(), "le-f-add-arrow-hover")) {
            let first = locs.first().cloned().unwrap_or_default();
            let second = locs.get(1).cloned().unwrap_or_else(|| first.clone());
            s.arrows.push(Arrow {
                from: first,
                to: second,
            });
        }
        let on = matches!(f.pick, Pick::Arrow(_));
        let b = ui
            .add(egui::Button::new(tr!(lang(), "le-f-draw")).selected(on))
            .on_hover_text(tr!(lang(), "le-f-draw-hover"));
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Arrow(None) }));
        }
        if let Pick::Arrow(Some(from)) = &f.pick {
            ui.weak(tr!(lang(), "le-f-draw-from", from = from.as_str()));
        }
    });
    f.issues_at(ui, "arrows");
    ui.separator();
    let start = f
        .step_start()
        .map(|s| LineRun::at(&s))
        .map_err(StepLineError::Start);
    claims_ui(
        ui,
        &mut f.claims,
        ClaimsRef::Explain,
        &mut s.claims,
        start.as_ref(),
        false,
    );
    f.issues_at(ui, "claims");
}

fn compare_ui(ui: &mut Ui, f: &mut Fields, s: &mut Compare) {
    text_field(
        ui,
        f.salt("prompt"),
        &tr!(lang(), "le-f-prompt"),
        &mut s.prompt,
        2,
        &tr!(lang(), "le-f-prompt-compare-hint"),
    );
    let len = s.candidates.len();
    let mut op = None;
    for (i, cand) in s.candidates.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "candidate", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            text_field(
                ui,
                f.salt(("label", LineRef::Candidate(i))),
                &tr!(lang(), "le-f-label"),
                &mut cand.label,
                0,
                &tr!(lang(), "le-f-label-candidate-hint"),
            );
            let run = line_ui(
                ui,
                f,
                LineRef::Candidate(i),
                &tr!(lang(), "le-f-line"),
                "place star @central-bridge; draw",
                &mut cand.actions,
                expects_refusal(&cand.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Candidate(i))),
                &tr!(lang(), "le-f-comment"),
                &mut cand.comment,
                2,
                &tr!(lang(), "le-f-comment-candidate-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Candidate(i),
                &mut cand.claims,
                run.as_ref(),
                true,
            );
            let parent = VarParent::Candidate(i);
            variations::ui(ui, f, parent, &mut cand.variations, run.as_ref().ok());
        });
    }
    apply(f, &mut s.candidates, op);
    if add_button(ui, "candidate", tr!(lang(), "le-f-add-candidate-hover")) {
        s.candidates.push(Candidate::default());
        let label = LineRef::Candidate(s.candidates.len() - 1);
        focus::ask(ui.ctx(), f.salt(("label", label)), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        &tr!(lang(), "le-f-conclusion"),
        &mut s.conclusion,
        2,
        &tr!(lang(), "le-f-conclusion-compare-hint"),
    );
}

/// An accepted answer's fields: line, feedback, reply, claims.
fn answer_ui(
    ui: &mut Ui,
    f: &mut Fields,
    a: &mut Answer,
    line: LineRef,
    reply: LineRef,
    claims: ClaimsRef,
) -> Result<LineRun, StepLineError> {
    let run = line_ui(
        ui,
        f,
        line,
        &tr!(lang(), "le-f-line"),
        &tr!(lang(), "le-f-line-answer-hint"),
        &mut a.actions,
        false,
    );
    text_field(
        ui,
        f.salt(("feedback", line)),
        &tr!(lang(), "le-f-feedback"),
        &mut a.feedback,
        1,
        &tr!(lang(), "le-f-feedback-answer-hint"),
    );
    let _ = line_ui(
        ui,
        f,
        reply,
        &tr!(lang(), "le-f-reply"),
        &tr!(lang(), "le-f-reply-hint"),
        &mut a.reply,
        false,
    );
    claims_ui(ui, &mut f.claims, claims, &mut a.claims, run.as_ref(), true);
    run
}

fn find_move_ui(ui: &mut Ui, f: &mut Fields, s: &mut FindMove) {
    let prompt = f.salt("prompt");
    text_field(
        ui,
        prompt,
        &tr!(lang(), "le-f-prompt"),
        &mut s.prompt,
        2,
        &tr!(lang(), "le-f-prompt-puzzle-hint"),
    );
    let solution = egui::Frame::group(ui.style())
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang(), "le-f-solution")).strong());
            answer_ui(
                ui,
                f,
                &mut s.solution,
                LineRef::Solution,
                LineRef::SolutionReply,
                ClaimsRef::Solution,
            )
        })
        .inner;
    let len = s.alternatives.len();
    let mut op = None;
    for (i, alt) in s.alternatives.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "alternative", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let _ = answer_ui(
                ui,
                f,
                alt,
                LineRef::Alternative(i),
                LineRef::AlternativeReply(i),
                ClaimsRef::Alternative(i),
            );
        });
    }
    apply(f, &mut s.alternatives, op);
    if add_button(ui, "alternative", tr!(lang(), "le-f-add-alternative-hover")) {
        s.alternatives.push(Answer::default());
        let line = LineRef::Alternative(s.alternatives.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(tr!(lang(), "le-f-accept-if")).strong())
            .on_hover_text(tr!(lang(), "le-f-accept-if-hover"));
        claims_ui(
            ui,
            &mut f.claims,
            ClaimsRef::AcceptIf,
            &mut s.accept_if,
            solution.as_ref(),
            false,
        );
        f.issues_at(ui, "accept_if, on the solution");
    });
    ui.label(RichText::new(tr!(lang(), "le-f-hints")).strong())
        .on_hover_text(tr!(lang(), "le-f-hints-hover"));
    let len = s.hints.len();
    let mut op = None;
    for (i, hint) in s.hints.iter_mut().enumerate() {
        let id = f.salt(("hint", i));
        ui.horizontal(|ui| {
            ui.label(format!("{}.", i + 1));
            focus::take(ui.ctx(), id, hint);
            ui.add(
                egui::TextEdit::singleline(hint)
                    .id(id)
                    .desired_width((ui.available_width() - 170.0).max(80.0))
                    .hint_text(tr!(lang(), "le-f-hint-hint")),
            )
            .accessible_name(tr!(lang(), "le-f-item", item = "hint", n = i + 1));
            let name = tr!(lang(), "le-f-item-lower", item = "hint", n = i + 1);
            item_buttons(ui, &name, i, len, &mut op);
        });
    }
    apply(f, &mut s.hints, op);
    if add_button(ui, "hint", tr!(lang(), "le-f-add-hint-hover")) {
        s.hints.push(String::new());
        focus::ask(ui.ctx(), f.salt(("hint", s.hints.len() - 1)), false);
    }
    let len = s.wrong.len();
    let mut op = None;
    for (i, w) in s.wrong.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "wrong", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Wrong(i),
                &tr!(lang(), "le-f-line"),
                &tr!(lang(), "le-f-line-wrong-hint"),
                &mut w.actions,
                false,
            );
            text_field(
                ui,
                f.salt(("feedback", LineRef::Wrong(i))),
                &tr!(lang(), "le-f-feedback"),
                &mut w.feedback,
                1,
                &tr!(lang(), "le-f-feedback-wrong-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Wrong(i),
                &mut w.claims,
                run.as_ref(),
                true,
            );
        });
    }
    apply(f, &mut s.wrong, op);
    if add_button(ui, "wrong", tr!(lang(), "le-f-add-wrong-hover")) {
        s.wrong.push(WrongMove::default());
        let line = LineRef::Wrong(s.wrong.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("default_feedback"),
        &tr!(lang(), "le-f-default-feedback"),
        &mut s.default_feedback,
        1,
        &tr!(lang(), "le-f-default-feedback-hint"),
    );
    opponent_rack_ui(ui, &mut s.show_opponent_rack);
}

/// Whether the learner sees the opponent's rack face up.
fn opponent_rack_ui(ui: &mut Ui, show: &mut bool) {
    ui.checkbox(show, tr!(lang(), "le-f-show-rack"))
        .on_hover_text(tr!(lang(), "le-f-show-rack-hover"));
}

fn walkthrough_ui(ui: &mut Ui, f: &mut Fields, s: &mut Walkthrough) {
    let intro = f.salt("intro");
    text_field(
        ui,
        intro,
        &tr!(lang(), "le-f-intro"),
        &mut s.intro,
        2,
        &tr!(lang(), "le-f-intro-hint"),
    );
    let len = s.stages.len();
    let mut op = None;
    for (i, stage) in s.stages.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let title = tr!(lang(), "le-f-item", item = "stage", n = i + 1);
            item_heading(ui, &title, i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Stage(i),
                &tr!(lang(), "le-f-actions"),
                &tr!(lang(), "le-f-actions-stage-hint"),
                &mut stage.actions,
                expects_refusal(&stage.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Stage(i))),
                &tr!(lang(), "le-f-comment"),
                &mut stage.comment,
                2,
                &tr!(lang(), "le-f-comment-stage-hint"),
            );
            claims_ui(
                ui,
                &mut f.claims,
                ClaimsRef::Stage(i),
                &mut stage.claims,
                run.as_ref(),
                true,
            );
            let parent = VarParent::Stage(i);
            variations::ui(ui, f, parent, &mut stage.variations, run.as_ref().ok());
        });
    }
    apply(f, &mut s.stages, op);
    if add_button(ui, "stage", tr!(lang(), "le-f-add-stage-hover")) {
        s.stages.push(Stage::default());
        let line = LineRef::Stage(s.stages.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        &tr!(lang(), "le-f-conclusion"),
        &mut s.conclusion,
        2,
        &tr!(lang(), "le-f-conclusion-walk-hint"),
    );
}

/// The goal's kind, for its choice list.
fn goal_name(g: &PracticeGoal) -> String {
    let goal = match g {
        PracticeGoal::Win => "win",
        PracticeGoal::Medals { .. } => "medals",
        PracticeGoal::CaptureHq { .. } => "capture_hq",
    };
    tr!(lang(), "le-f-goal-kind", goal = goal)
}

/// Whether the example game reaches the goal, judged after every action by the core, as the
/// check judges it.
pub fn example_verdict(p: &Practice, start: &State, run: &LineRun) -> Result<String, String> {
    let l = lang();
    let over = || tr!(l, "le-f-example-over");
    if start.to_move().is_none() {
        return Err(over());
    }
    if run.refused.is_some() {
        return Err(tr!(l, "le-f-example-refused"));
    }
    match p.judge_example(start, &run.played) {
        None => Err(over()),
        Some(ExampleVerdict::Reaches { action, turn }) => {
            Ok(tr!(l, "le-f-example-reaches", action = action, turn = turn))
        }
        Some(ExampleVerdict::Fails { reason }) => {
            Err(tr!(l, "le-f-example-fails", reason = reason.to_string()))
        }
        Some(ExampleVerdict::EndsShort { turns }) => Err(tr!(
            l,
            "le-f-example-short",
            goal = Words::new(l).goal(&p.goal),
            n = turns
        )),
    }
}

fn practice_ui(ui: &mut Ui, f: &mut Fields, s: &mut Practice) {
    let text = f.salt("text");
    text_field(
        ui,
        text,
        &tr!(lang(), "le-f-text"),
        &mut s.text,
        3,
        &tr!(lang(), "le-f-text-practice-hint"),
    );
    ui.horizontal_wrapped(|ui| {
        let within = match s.goal {
            PracticeGoal::Medals { within, .. } | PracticeGoal::CaptureHq { within } => within,
            PracticeGoal::Win => 2,
        };
        let n = match s.goal {
            PracticeGoal::Medals { n, .. } => n,
            _ => 3,
        };
        let current = goal_name(&s.goal);
        let mut chosen = None;
        let goal = tr!(lang(), "le-f-goal");
        choice(ui, f.salt("goal"), &goal, current.clone(), 130.0, |ui| {
            for g in [
                PracticeGoal::Win,
                PracticeGoal::Medals { n, within },
                PracticeGoal::CaptureHq { within },
            ] {
                if ui
                    .selectable_label(goal_name(&g) == current, goal_name(&g))
                    .clicked()
                {
                    chosen = Some(g);
                }
            }
        });
        if let Some(g) = chosen {
            s.goal = g;
        }
        let number = |ui: &mut Ui, label: &str, v: &mut u32| {
            let l = ui.label(label);
            ui.add(egui::DragValue::new(v).range(1..=99))
                .labelled_by(l.id);
        };
        match &mut s.goal {
            PracticeGoal::Win => {}
            PracticeGoal::Medals { n, within } => {
                number(ui, &tr!(lang(), "le-f-goal-medals"), n);
                number(ui, &tr!(lang(), "le-f-goal-within"), within);
            }
            PracticeGoal::CaptureHq { within } => {
                number(ui, &tr!(lang(), "le-f-goal-within"), within)
            }
        }
    });
    let goal = Words::new(lang()).goal(&s.goal);
    ui.weak(tr!(lang(), "le-f-goal-note", goal = goal));
    f.issues_at(ui, "goal");
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(RichText::new(tr!(lang(), "le-f-opponent")).strong());
        let edit = egui::TextEdit::singleline(&mut s.opponent).id(f.salt("opponent"));
        ui.add(edit.desired_width(100.0))
            .labelled_by(l.id)
            .on_hover_text(AiSpec::NAMES);
        for level in ["random", "greedy", "mcts"] {
            if ui
                .selectable_label(s.opponent == level, level)
                .on_hover_text(tr!(lang(), "le-f-opponent-hover"))
                .clicked()
            {
                s.opponent = level.into();
            }
        }
    });
    let level = s.opponent.parse::<AiSpec>().err();
    slot(ui, 1, |ui| {
        if let Some(e) = level {
            note(
                ui,
                Mark::False,
                &e.to_string(),
                ui.visuals().error_fg_color,
                1,
            );
        }
    });
    opponent_rack_ui(ui, &mut s.show_opponent_rack);
    let run = line_ui(
        ui,
        f,
        LineRef::Example,
        &tr!(lang(), "le-f-example"),
        &tr!(lang(), "le-f-example-hint"),
        &mut s.example,
        false,
    );
    let verdict = match (&run, f.start(LineRef::Example)) {
        (Ok(run), Ok(start)) if !s.example.trim().is_empty() => {
            Some(example_verdict(s, &start, run))
        }
        _ => None,
    };
    slot(ui, 1, |ui| match verdict {
        Some(Ok(m)) => {
            let text = tr!(lang(), "le-f-example-verdict", verdict = m);
            note(ui, Mark::Holds, &text, OK_COLOUR, 1);
        }
        Some(Err(m)) => {
            let error = ui.visuals().error_fg_color;
            let text = tr!(lang(), "le-f-example-verdict", verdict = m);
            note(ui, Mark::False, &text, error, 1);
        }
        None => {}
    });
}
