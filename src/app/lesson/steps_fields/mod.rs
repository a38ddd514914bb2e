//! The selected step's editor, one form per kind, with every field of the format. Each line
//! (setup, candidate, answer, reply, wrong line, stage, example) shows the engine's outcome
//! beside it and has Record and Show buttons; each list of claims is verified live.

pub mod variations;

use super::LessonDoc;
use super::focus;
use super::steps_claims::{ClaimsCx, Mark, OK_COLOUR, choice, claims_ui, loc_field, named_button};
use super::steps_slots::{note, slot, steady_multiline};
use crate::ai::AiSpec;
use crate::app::document::lesson::LessonEdit;
use crate::app::document::{Merge, merge_for};
use crate::engine::State;
use crate::scenario::Difficulty;
use crate::scenario::lines::{
    ClaimsRef, LineRef, StepLineError, VarParent, line_start, step_start, summarise,
};
use crate::scenario::{
    Answer, Arrow, Candidate, Claim, Compare, ExampleVerdict, Explain, FindMove, Issue, IssueKind,
    LineRun, Practice, PracticeGoal, Stage, StartError, Step, StepStartError, Walkthrough,
    WrongMove, run_line,
};
use egui::{Id, RichText, Ui};

/// The lesson's details: title, author, summary, difficulty, language. Returns the edits made;
/// what is typed is an edit at once, keystroke by keystroke.
pub fn details_ui(ui: &mut Ui, doc: &LessonDoc) -> Vec<(LessonEdit, Merge)> {
    let mut out = Vec::new();
    egui::CollapsingHeader::new(RichText::new("Lesson details").strong())
        .id_salt("steps_details")
        .default_open(true)
        .show(ui, |ui| {
            let mut s = doc.scenario().clone();
            let id = |what: &str| Id::unique(("lesson_details", what));
            let field = text_field;
            field(
                ui,
                id("title"),
                "Title",
                &mut s.title,
                0,
                "The lesson's title",
            );
            field(ui, id("author"), "Author", &mut s.author, 0, "Who wrote it");
            let summary = id("summary");
            field(
                ui,
                summary,
                "Summary",
                &mut s.summary,
                3,
                "What the lesson teaches",
            );
            ui.horizontal_wrapped(|ui| {
                ui.label("Difficulty");
                for d in Difficulty::ALL {
                    ui.selectable_value(&mut s.difficulty, d, d.name());
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label("Language");
                ui.add(
                    egui::TextEdit::singleline(&mut s.language)
                        .id(id("language"))
                        .desired_width(60.0)
                        .hint_text("en"),
                )
                .labelled_by(l.id)
                .on_hover_text("The language of the texts, as a tag like en or zh");
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
            .filter(|i| i.context == context && matches!(i.kind, IssueKind::Invalid { .. }))
            .map(|i| format!("Check: {}", issue_text(i)))
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
    let place = if issue.context.is_empty() {
        String::new()
    } else {
        format!("{}: ", issue.context)
    };
    match &issue.kind {
        IssueKind::FalseClaim { claim, mismatch } => format!(
            "{place}false claim {claim}: expected {}, found {}",
            mismatch.expected, mismatch.found
        ),
        IssueKind::IllegalLine { refusal, .. } => format!("{place}illegal line: {refusal}"),
        IssueKind::Syntax { error, .. } => format!("{place}an action does not parse: {error}"),
        IssueKind::Invalid { message, .. } => format!("{place}{message}"),
        IssueKind::Position { error } => format!("{place}{error}"),
        IssueKind::Unsound {
            kind,
            count,
            examples,
        } => {
            let lines: Vec<String> = examples.iter().map(|e| e.text()).collect();
            format!("{place}{} ({count}): {}", kind.title(), lines.join("; "))
        }
        IssueKind::SearchCut { work, at, .. } if at.is_empty() => {
            format!("{place}the work budget was spent ({work} finished turns) before this step")
        }
        IssueKind::SearchCut { work, at, .. } => {
            format!("{place}budget reached after {work} finished turns, from \"{at}\" on")
        }
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
    let name = r.name();
    let label = ui
        .horizontal(|ui| {
            let l = ui.label(RichText::new(heading).strong());
            if f.recording == Some(r) {
                if named_button(ui, true, "Stop", &format!("Stop recording {name}"))
                    .on_hover_text("Stop recording and keep the line")
                    .clicked()
                {
                    f.cmds.push(Cmd::StopRecording);
                }
            } else {
                let b = named_button(ui, start.is_ok(), "Record", &format!("Record {name}"))
                    .on_hover_text(
                        "Play the line on the board: each action you play is added to it \
                         (comments in the line are not kept)",
                    );
                let b = match &start {
                    Err(e) => b.on_disabled_hover_text(format!("No position to start from: {e}")),
                    Ok(_) => b,
                };
                if b.clicked() {
                    f.cmds.push(Cmd::Record(r));
                }
            }
            let showing = f.showing == Some(r);
            let b = ui
                .add(egui::Button::new("Show").selected(showing))
                .on_hover_text("Show the position after this line on the board");
            let b = b.accessible_name(format!("Show {name}"));
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
        .on_hover_text("Actions in the notation, separated by ; or new lines; # starts a comment");
    let run = match start {
        Err(e) => Err(e),
        Ok(s) => run_line(&s, text).map_err(StepLineError::Syntax),
    };
    let empty = match r {
        _ if !text.trim().is_empty() => None,
        LineRef::Setup => Some("No setup: the step starts from the scenario's position."),
        LineRef::SolutionReply | LineRef::AlternativeReply(_) => {
            Some("No reply: the opponent's answer is not scripted.")
        }
        LineRef::Example => Some("No example game."),
        LineRef::Stage(_) => Some("No actions: this stage only looks at the position."),
        LineRef::Candidate(_)
        | LineRef::Solution
        | LineRef::Alternative(_)
        | LineRef::Wrong(_)
        | LineRef::Variation(..) => Some("Empty: record the line on the board, or type it."),
    };
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
                note(ui, Mark::Unchecked, text, weak, rows);
            }
            (Ok(run), None) => {
                let s = summarise(run);
                let (m, colour) = match (s.legal, expect_refusal) {
                    (true, _) => (Mark::Holds, OK_COLOUR),
                    (false, true) => (Mark::Expected, weak),
                    (false, false) => (Mark::False, error),
                };
                note(ui, m, &s.text, colour, rows)
                    .on_hover_text("What the engine makes of the line, from where it starts");
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
        StepLineError::Syntax(e) => format!("The line does not parse: {e}"),
        e => format!("No position to start from: {e}"),
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
    if named_button(ui, i > 0, "Up", &format!("Move {title} up"))
        .on_hover_text("Move up")
        .clicked()
    {
        *op = Some(ListOp::Up(i));
    }
    if named_button(ui, i + 1 < len, "Down", &format!("Move {title} down"))
        .on_hover_text("Move down")
        .clicked()
    {
        *op = Some(ListOp::Down(i));
    }
    if named_button(ui, true, "Delete", &format!("Delete {title}"))
        .on_hover_text("Delete (Undo brings it back)")
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

fn add_button(ui: &mut Ui, what: &str, hover: &str) -> bool {
    named_button(ui, true, format!("+ Add {what}"), &format!("Add {what}"))
        .on_hover_text(hover)
        .clicked()
}

/// The form of a step: title and setup, then the fields of its kind.
pub fn step_ui(ui: &mut Ui, f: &mut Fields, step: &mut Step) {
    let title = f.salt("title");
    text_field(ui, title, "Title", step.title_mut(), 0, "A short title");
    // The setup has no claims: its outcome is shown, nothing more.
    let _ = line_ui(
        ui,
        f,
        LineRef::Setup,
        "Setup",
        "Actions played from the scenario's position before this step (empty: none)",
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
        "Text",
        &mut s.text,
        4,
        "What the learner should see in this position",
    );
    let locs = f.claims.locs;
    let known = |id: &str| {
        locs.iter()
            .any(|l| l.eq_ignore_ascii_case(id.trim_start_matches('@')))
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Highlighted").strong());
        let mut remove = None;
        for (i, id) in s.highlight.iter().enumerate() {
            let text = if known(id) {
                RichText::new(format!("{id} ×"))
            } else {
                RichText::new(format!("{id} (unknown) ×")).color(ui.visuals().error_fg_color)
            };
            if named_button(ui, true, text, &format!("Remove highlight {id}"))
                .on_hover_text("Remove the highlight")
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
            "Add",
            "a location…",
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
            .add(egui::Button::new("Pick on board").selected(on))
            .on_hover_text(
                "While on, a click on a board location highlights it or takes the highlight off",
            );
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Highlight }));
        }
    });
    f.issues_at(ui, "highlight");
    ui.label(RichText::new("Arrows").strong());
    let mut delete = None;
    for (i, arrow) in s.arrows.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            loc_field(ui, f.salt(("arrow", i)), "from", &mut arrow.from, locs);
            loc_field(ui, f.salt(("arrow", i)), "to", &mut arrow.to, locs);
            if named_button(ui, true, "Delete", &format!("Delete arrow {}", i + 1))
                .on_hover_text("Delete the arrow")
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
        if add_button(ui, "arrow", "Add an arrow, then choose its ends") {
            let first = locs.first().cloned().unwrap_or_default();
            let second = locs.get(1).cloned().unwrap_or_else(|| first.clone());
            s.arrows.push(Arrow {
                from: first,
                to: second,
            });
        }
        let on = matches!(f.pick, Pick::Arrow(_));
        let b = ui
            .add(egui::Button::new("Draw on board").selected(on))
            .on_hover_text("While on, click where an arrow starts, then where it points");
        if b.clicked() {
            f.cmds
                .push(Cmd::Pick(if on { Pick::Off } else { Pick::Arrow(None) }));
        }
        if let Pick::Arrow(Some(from)) = &f.pick {
            ui.weak(format!("From {from}: now click where it points."));
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
        "Prompt",
        &mut s.prompt,
        2,
        "The question the comparison answers",
    );
    let len = s.candidates.len();
    let mut op = None;
    for (i, cand) in s.candidates.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            item_heading(ui, &format!("Candidate {}", i + 1), i, len, &mut op);
            text_field(
                ui,
                f.salt(("label", LineRef::Candidate(i))),
                "Label",
                &mut cand.label,
                0,
                "A short name for the candidate's button",
            );
            let run = line_ui(
                ui,
                f,
                LineRef::Candidate(i),
                "Line",
                "place star @central-bridge; draw",
                &mut cand.actions,
                expects_refusal(&cand.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Candidate(i))),
                "Comment",
                &mut cand.comment,
                2,
                "What this line does, in your words",
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
    if add_button(ui, "candidate", "Add another candidate line") {
        s.candidates.push(Candidate::default());
        let label = LineRef::Candidate(s.candidates.len() - 1);
        focus::ask(ui.ctx(), f.salt(("label", label)), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        "Conclusion",
        &mut s.conclusion,
        2,
        "Shown once the learner has looked at the candidates",
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
        "Line",
        "The learner's whole turn, effect answers included",
        &mut a.actions,
        false,
    );
    text_field(
        ui,
        f.salt(("feedback", line)),
        "Feedback",
        &mut a.feedback,
        1,
        "Shown when the learner plays it",
    );
    let _ = line_ui(
        ui,
        f,
        reply,
        "Reply",
        "The opponent's scripted answer (empty: none)",
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
        "Prompt",
        &mut s.prompt,
        2,
        "What the learner must do",
    );
    let solution = egui::Frame::group(ui.style())
        .show(ui, |ui| {
            ui.label(RichText::new("Solution").strong());
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
            item_heading(ui, &format!("Alternative {}", i + 1), i, len, &mut op);
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
    if add_button(ui, "alternative", "Another line that is accepted as well") {
        s.alternatives.push(Answer::default());
        let line = LineRef::Alternative(s.alternatives.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new("Accept any finished turn where these hold").strong())
            .on_hover_text(
                "Optional. When given, any other turn that makes every one of these claims \
                 true is accepted. They are checked here on the solution.",
            );
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
    ui.label(RichText::new("Hints").strong())
        .on_hover_text("Shown one at a time, in this order");
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
                    .hint_text("A nudge toward the answer"),
            )
            .accessible_name(format!("Hint {}", i + 1));
            item_buttons(ui, &format!("hint {}", i + 1), i, len, &mut op);
        });
    }
    apply(f, &mut s.hints, op);
    if add_button(ui, "hint", "Hints are shown one at a time, in order") {
        s.hints.push(String::new());
        focus::ask(ui.ctx(), f.salt(("hint", s.hints.len() - 1)), false);
    }
    let len = s.wrong.len();
    let mut op = None;
    for (i, w) in s.wrong.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            item_heading(ui, &format!("Wrong line {}", i + 1), i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Wrong(i),
                "Line",
                "A wrong line, or its beginning",
                &mut w.actions,
                false,
            );
            text_field(
                ui,
                f.salt(("feedback", LineRef::Wrong(i))),
                "Feedback",
                &mut w.feedback,
                1,
                "Why this is wrong, for the learner who plays it",
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
    if add_button(
        ui,
        "wrong line",
        "A particular wrong line with its own feedback",
    ) {
        s.wrong.push(WrongMove::default());
        let line = LineRef::Wrong(s.wrong.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("default_feedback"),
        "Default feedback",
        &mut s.default_feedback,
        1,
        "For any other wrong line",
    );
    opponent_rack_ui(ui, &mut s.show_opponent_rack);
}

/// Whether the learner sees the opponent's rack face up.
fn opponent_rack_ui(ui: &mut Ui, show: &mut bool) {
    ui.checkbox(show, "Show the opponent's rack to the learner")
        .on_hover_text(
            "Unticked, the learner sees only how many troops the opponent holds, as in a game",
        );
}

fn walkthrough_ui(ui: &mut Ui, f: &mut Fields, s: &mut Walkthrough) {
    let intro = f.salt("intro");
    text_field(
        ui,
        intro,
        "Intro",
        &mut s.intro,
        2,
        "Before the first stage",
    );
    let len = s.stages.len();
    let mut op = None;
    for (i, stage) in s.stages.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            item_heading(ui, &format!("Stage {}", i + 1), i, len, &mut op);
            let run = line_ui(
                ui,
                f,
                LineRef::Stage(i),
                "Actions",
                "Played at this stage (empty: only look at the position)",
                &mut stage.actions,
                expects_refusal(&stage.claims),
            );
            text_field(
                ui,
                f.salt(("comment", LineRef::Stage(i))),
                "Comment",
                &mut stage.comment,
                2,
                "What the learner sees at this stage",
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
    if add_button(ui, "stage", "Add a stage after the last one") {
        s.stages.push(Stage::default());
        let line = LineRef::Stage(s.stages.len() - 1);
        focus::ask(ui.ctx(), f.line_id(line), false);
    }
    text_field(
        ui,
        f.salt("conclusion"),
        "Conclusion",
        &mut s.conclusion,
        2,
        "After the last stage",
    );
}

/// The goal's kind, for its choice list.
fn goal_name(g: &PracticeGoal) -> &'static str {
    match g {
        PracticeGoal::Win => "Win the game",
        PracticeGoal::Medals { .. } => "Hold medals",
        PracticeGoal::CaptureHq { .. } => "Capture an HQ",
    }
}

/// Whether the example game reaches the goal, judged after every action by the core, as the
/// check judges it.
pub fn example_verdict(p: &Practice, start: &State, run: &LineRun) -> Result<String, String> {
    let over = "the game is already over when the practice starts";
    if start.to_move().is_none() {
        return Err(over.into());
    }
    if run.refused.is_some() {
        return Err("the example does not play to its end".into());
    }
    match p.judge_example(start, &run.played) {
        None => Err(over.into()),
        Some(ExampleVerdict::Reaches { action, turn }) => Ok(format!(
            "reaches the goal at action {action} (learner turn {turn})"
        )),
        Some(ExampleVerdict::Fails { reason }) => Err(format!("fails the goal: {reason}")),
        Some(ExampleVerdict::EndsShort { turns }) => Err(format!(
            "ends before reaching the goal ({}) after {turns} learner turns",
            p.goal.describe()
        )),
    }
}

fn practice_ui(ui: &mut Ui, f: &mut Fields, s: &mut Practice) {
    let text = f.salt("text");
    text_field(
        ui,
        text,
        "Text",
        &mut s.text,
        3,
        "What the learner plays for",
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
        choice(ui, f.salt("goal"), "Goal", current, 130.0, |ui| {
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
                number(ui, "medals", n);
                number(ui, "within turns", within);
            }
            PracticeGoal::CaptureHq { within } => number(ui, "within turns", within),
        }
    });
    ui.weak(format!("The learner must {}.", s.goal.describe()));
    f.issues_at(ui, "goal");
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(RichText::new("Opponent").strong());
        let edit = egui::TextEdit::singleline(&mut s.opponent).id(f.salt("opponent"));
        ui.add(edit.desired_width(100.0))
            .labelled_by(l.id)
            .on_hover_text(AiSpec::NAMES);
        for level in ["random", "greedy", "mcts"] {
            if ui
                .selectable_label(s.opponent == level, level)
                .on_hover_text("The computer level the learner plays against")
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
        "Example game",
        "Both sides' actions, reaching the goal (empty: none)",
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
            note(ui, Mark::Holds, &format!("The example {m}."), OK_COLOUR, 1);
        }
        Some(Err(m)) => {
            let error = ui.visuals().error_fg_color;
            note(ui, Mark::False, &format!("The example {m}."), error, 1);
        }
        None => {}
    });
}
