//! Claims in the step editor: each claim of a list with a live ✔ (it holds) or ✗ (with what the
//! engine found), an editor with typed fields for every kind and the claim's RON text (a parse
//! error is shown in place and the claim is kept), deletion, and "Claims from outcome", which
//! adds the claims that hold after the line (skipping those already there).

use super::focus;
use super::words::claims_name;
use crate::app::i18n::lang;
use crate::engine::EndReason;
use crate::engine::{IllegalKind, Pending};
use crate::pieces::{Side, Troop};
use crate::scenario::Words;
use crate::scenario::{ANY_RULE, Claim, LineRun, Mismatch, NO_EFFECT};
use crate::scenario::{ClaimsRef, StepLineError, add_missing, derived_claims};
use egui::{Color32, Id, Response, RichText, Sense, Stroke, Ui, WidgetText, vec2};
use toyforge_core::tr;

/// The colour of a claim that holds, a line that plays.
pub const OK_COLOUR: Color32 = Color32::from_rgb(40, 150, 70);

/// A mark beside a claim or a line, drawn (the default fonts have no check mark).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// It holds; the line plays.
    Holds,
    /// It is false; the line is refused or does not parse.
    False,
    /// It cannot be checked.
    Unchecked,
    /// The line is refused, as one of its claims says it should be.
    Expected,
}

impl Mark {
    /// The mark in words (its accessible name).
    pub fn word(self) -> String {
        let key = match self {
            Mark::Holds => "holds",
            Mark::False => "false",
            Mark::Unchecked => "unchecked",
            Mark::Expected => "expected",
        };
        tr!(lang(), "le-mark", mark = key)
    }
}

/// Draws a mark the height of a line of text.
pub fn mark(ui: &mut Ui, m: Mark) -> Response {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, resp) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let c = rect.center();
    let r = size * 0.3;
    let weak = ui.visuals().weak_text_color();
    let painter = ui.painter();
    match m {
        Mark::Holds => painter.add(egui::Shape::line(
            vec![
                c + vec2(-r, 0.0),
                c + vec2(-r * 0.3, r * 0.75),
                c + vec2(r, -r * 0.8),
            ],
            Stroke::new(2.0, OK_COLOUR),
        )),
        Mark::False => {
            let s = Stroke::new(2.0, ui.visuals().error_fg_color);
            painter.line_segment([c + vec2(-r, -r), c + vec2(r, r)], s);
            painter.line_segment([c + vec2(-r, r), c + vec2(r, -r)], s)
        }
        Mark::Unchecked => painter.circle_filled(c, r * 0.4, weak),
        Mark::Expected => {
            painter.circle_stroke(c, r, Stroke::new(1.5, weak));
            painter.line_segment([c + vec2(-r, r), c + vec2(r, -r)], Stroke::new(1.5, weak))
        }
    };
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::accesskit::Role::Image, true, m.word()));
    resp
}

/// A mark followed by a text in `colour` that wraps.
pub fn marked(ui: &mut Ui, m: Mark, text: impl Into<String>, colour: Color32) -> Response {
    ui.horizontal(|ui| {
        mark(ui, m);
        ui.add(egui::Label::new(RichText::new(text.into()).color(colour)).wrap())
    })
    .inner
}

/// Every claim kind, in the order of the format's table.
pub const KINDS: [&str; 25] = [
    "Legal",
    "Illegal",
    "Wins",
    "Winner",
    "NoWinner",
    "Medals",
    "MedalsGained",
    "RegionsClaimed",
    "Connected",
    "CutOff",
    "AllConnected",
    "CanPlace",
    "CannotPlace",
    "Top",
    "Empty",
    "StackHeight",
    "RackSize",
    "RackHas",
    "ReserveSize",
    "DiscardHas",
    "Frozen",
    "Removed",
    "ToMove",
    "Pending",
    "WithinBest",
];

const ENDS: [EndReason; 3] = [EndReason::Hq, EndReason::Medals, EndReason::Stalled];

/// Which claim's editor is open, with its text as typed.
#[derive(Default)]
pub struct ClaimEditor {
    /// Step index, list and claim index of the open editor.
    open: Option<(usize, ClaimsRef, usize)>,
    /// The RON text being typed.
    text: String,
    /// The claim `text` was last written from or parsed to.
    synced: Option<Claim>,
    /// Why `text` is not a claim.
    error: Option<String>,
    /// The last "Claims from outcome" result, shown under its list.
    note: Option<(usize, ClaimsRef, String)>,
}

impl ClaimEditor {
    /// The claim whose editor is open: step index, list, claim index.
    pub fn open(&self) -> Option<(usize, ClaimsRef, usize)> {
        self.open
    }

    /// Opens the editor of claim `i` of `list` in step `step`.
    pub fn open_at(&mut self, step: usize, list: ClaimsRef, i: usize) {
        self.open = Some((step, list, i));
        self.synced = None;
        self.error = None;
    }

    /// Closes the editor and forgets notes (after the steps are reordered, say).
    pub fn close(&mut self) {
        self.open = None;
        self.synced = None;
        self.error = None;
        self.note = None;
    }

    /// Claim `i` of `list` in step `step` was deleted: its editor closes, and an editor open on
    /// a later claim of the list follows it.
    fn deleted(&mut self, step: usize, list: ClaimsRef, i: usize) {
        match self.open {
            Some((s, l, j)) if s == step && l == list && j == i => self.open = None,
            Some((s, l, j)) if s == step && l == list && j > i => {
                self.open = Some((s, l, j - 1));
            }
            _ => {}
        }
    }

    /// The parse error of the claim text being typed, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

/// A button whose accessible name says what it acts on ("Delete claim 2 of candidate 1"),
/// shown with a short text.
pub fn named_button(
    ui: &mut Ui,
    enabled: bool,
    text: impl Into<WidgetText>,
    name: &str,
) -> Response {
    ui.add_enabled(enabled, egui::Button::new(text))
        .accessible_name(name)
}

/// A choice list named by the label before it.
pub fn choice(
    ui: &mut Ui,
    salt: Id,
    label: &str,
    selected: impl Into<WidgetText>,
    width: f32,
    add: impl FnOnce(&mut Ui),
) {
    let l = ui.label(label);
    let _ = egui::ComboBox::from_id_salt(salt.with(label))
        .selected_text(selected)
        .width(width)
        .height(400.0)
        .show_ui(ui, add)
        .response
        .labelled_by(l.id);
}

/// What the claims list needs from the step editor.
pub struct ClaimsCx<'a> {
    pub step: usize,
    pub editor: &'a mut ClaimEditor,
    /// The map's location ids.
    pub locs: &'a [String],
    /// The map's region ids.
    pub regions: &'a [String],
}

/// Draws a list of claims verified against `run` (or why they cannot be), with their editors.
/// `derive` offers "Claims from outcome".
pub fn claims_ui(
    ui: &mut Ui,
    cx: &mut ClaimsCx,
    list: ClaimsRef,
    claims: &mut Vec<Claim>,
    run: Result<&LineRun, &StepLineError>,
    derive: bool,
) {
    let l = List { list, run };
    l.header_ui(ui, cx, claims, derive);
    l.notes_ui(ui, cx, claims);
    // The header may have added claims: verify the list as it is now.
    let results = l.verify(claims);
    let mut delete = None;
    for (i, claim) in claims.iter_mut().enumerate() {
        if claim_ui(ui, cx, list, i, claim, results[i].as_ref(), run) {
            delete = Some(i);
        }
    }
    if let Some(i) = delete {
        claims.remove(i);
        cx.editor.deleted(cx.step, list, i);
    }
}

/// A list of claims and the run it is verified on.
struct List<'r> {
    list: ClaimsRef,
    run: Result<&'r LineRun, &'r StepLineError>,
}

impl List<'_> {
    /// Each claim verified; `None` when the line cannot be played.
    fn verify(&self, claims: &[Claim]) -> Vec<Option<Result<(), Mismatch>>> {
        claims
            .iter()
            .map(|c| self.run.ok().map(|r| c.verify(r)))
            .collect()
    }

    /// The heading with how many claims hold, "Claims from outcome" (when `derive`) and
    /// "Add claim".
    fn header_ui(&self, ui: &mut Ui, cx: &mut ClaimsCx, claims: &mut Vec<Claim>, derive: bool) {
        let false_count = self
            .verify(claims)
            .iter()
            .filter(|r| matches!(r, Some(Err(_))))
            .count();
        let checked = self.run.is_ok();
        ui.horizontal_wrapped(|ui| {
            let n = claims.len();
            let head = match (n, false_count) {
                (0, _) => tr!(lang(), "le-claims"),
                (n, 0) if checked => tr!(lang(), "le-claims-all-hold", n = n),
                (n, f) if checked => tr!(lang(), "le-claims-false", n = n, false_n = f),
                (n, _) => tr!(lang(), "le-claims-count", n = n),
            };
            ui.label(RichText::new(head).strong());
            if derive {
                self.derive_ui(ui, cx, claims);
            }
            let name = claims_name(self.list);
            let add = tr!(lang(), "le-claim-add");
            let add_name = tr!(lang(), "le-claim-add-name", list = name.as_str());
            if named_button(ui, true, add, &add_name)
                .on_hover_text(tr!(lang(), "le-claim-add-hover"))
                .clicked()
            {
                claims.push(if self.list == ClaimsRef::Explain {
                    Claim::NoWinner
                } else {
                    Claim::Legal
                });
                let i = claims.len() - 1;
                cx.editor.open_at(cx.step, self.list, i);
                // The new claim is a placeholder: its text is selected, to be typed over.
                focus::ask(ui.ctx(), claim_text_id(cx.step, self.list, i), true);
            }
        });
    }

    /// "Claims from outcome": adds the claims that hold after the line, skipping those listed,
    /// and notes how many it added.
    fn derive_ui(&self, ui: &mut Ui, cx: &mut ClaimsCx, claims: &mut Vec<Claim>) {
        let derived = match self.run {
            Ok(r) => derived_claims(r).map_err(|e| e.message_in(lang())),
            Err(e) => Err(tr!(
                lang(),
                "le-claims-unplayable",
                error = e.message_in(lang())
            )),
        };
        let b = named_button(
            ui,
            derived.is_ok(),
            tr!(lang(), "le-claims-derive"),
            &tr!(
                lang(),
                "le-claims-derive-name",
                list = claims_name(self.list)
            ),
        );
        let b = match &derived {
            Ok(_) => b.on_hover_text(tr!(lang(), "le-claims-derive-hover")),
            Err(e) => b.on_disabled_hover_text(e),
        };
        if b.clicked()
            && let Ok(new) = derived
        {
            let total = new.len();
            let added = add_missing(claims, new);
            let note = match (added, total - added) {
                (0, _) => tr!(lang(), "le-claims-derived-none"),
                (a, 0) => tr!(lang(), "le-claims-derived", n = a),
                (a, s) => tr!(lang(), "le-claims-derived-some", n = a, listed = s),
            };
            cx.editor.note = Some((cx.step, self.list, note));
        }
    }

    /// Under the heading: the last "Claims from outcome" note, why the claims cannot be
    /// checked, or that there are none.
    fn notes_ui(&self, ui: &mut Ui, cx: &ClaimsCx, claims: &[Claim]) {
        if let Some((s, l, note)) = &cx.editor.note
            && *s == cx.step
            && *l == self.list
        {
            ui.weak(note);
        }
        if let Err(e) = self.run
            && !claims.is_empty()
        {
            ui.weak(tr!(
                lang(),
                "le-claims-unchecked",
                error = e.message_in(lang())
            ));
        }
        if claims.is_empty() {
            ui.weak(if self.list == ClaimsRef::Explain {
                tr!(lang(), "le-claims-none-position")
            } else {
                tr!(lang(), "le-claims-none")
            });
        }
    }
}

/// Claim `i` of `list`: its mark, its sentence (or RON text), Edit and Delete, what the engine
/// found when it is false, and its editor when open. Returns whether Delete was pressed.
fn claim_ui(
    ui: &mut Ui,
    cx: &mut ClaimsCx,
    list: ClaimsRef,
    i: usize,
    claim: &mut Claim,
    result: Option<&Result<(), Mismatch>>,
    run: Result<&LineRun, &StepLineError>,
) -> bool {
    let name = claims_name(list);
    let is_open = cx.editor.open == Some((cx.step, list, i));
    let mut delete = false;
    ui.horizontal(|ui| {
        match result {
            Some(Ok(())) => {
                mark(ui, Mark::Holds).on_hover_text(tr!(lang(), "le-claim-holds"));
            }
            Some(Err(m)) => {
                mark(ui, Mark::False).on_hover_text(tr!(
                    lang(),
                    "le-claim-mismatch",
                    expected = m.expected.render(lang()),
                    found = m.found.render(lang())
                ));
            }
            None => {
                mark(ui, Mark::Unchecked).on_hover_text(tr!(lang(), "le-claim-unchecked"));
            }
        }
        // In words when the line can be played (the board names the places), with the
        // claim as the file writes it on hover.
        match run {
            Ok(r) => ui
                .label(Words::new(lang()).claim(r.before.board(), claim))
                .on_hover_text(RichText::new(claim.to_ron()).monospace()),
            Err(_) => ui.label(RichText::new(claim.to_ron()).monospace()),
        };
        let edit = named_button(
            ui,
            true,
            if is_open {
                tr!(lang(), "le-close")
            } else {
                tr!(lang(), "le-edit")
            },
            &tr!(
                lang(),
                "le-claim-edit-name",
                n = i + 1,
                list = name.as_str()
            ),
        )
        .on_hover_text(if is_open {
            tr!(lang(), "le-claim-close-hover")
        } else {
            tr!(lang(), "le-claim-edit-hover")
        });
        if edit.clicked() {
            if is_open {
                cx.editor.open = None;
            } else {
                cx.editor.open_at(cx.step, list, i);
                focus::ask(ui.ctx(), claim_text_id(cx.step, list, i), false);
            }
        }
        delete = named_button(
            ui,
            true,
            tr!(lang(), "le-delete"),
            &tr!(
                lang(),
                "le-claim-delete-name",
                n = i + 1,
                list = name.as_str()
            ),
        )
        .on_hover_text(tr!(lang(), "le-claim-delete-hover"))
        .clicked();
    });
    if let Some(Err(m)) = result {
        ui.label(
            RichText::new(tr!(
                lang(),
                "le-claim-mismatch-note",
                expected = m.expected.render(lang()),
                found = m.found.render(lang())
            ))
            .small()
            .color(ui.visuals().error_fg_color),
        );
    }
    if is_open {
        let salt = claim_id(cx.step, list, i);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            claim_editor_ui(ui, cx, claim, salt);
        });
    }
    delete
}

/// The id the editor of claim `i` of `list` in step `step` makes its fields' ids from.
fn claim_id(step: usize, list: ClaimsRef, i: usize) -> Id {
    Id::unique(("steps_claim", step, list, i))
}

/// The id of the text field of a claim's editor (the claim as written).
pub fn claim_text_id(step: usize, list: ClaimsRef, i: usize) -> Id {
    claim_id(step, list, i).with("as_written")
}

/// The editor of one claim: its kind, typed fields, and its RON text.
fn claim_editor_ui(ui: &mut Ui, cx: &mut ClaimsCx, claim: &mut Claim, salt: Id) {
    ui.horizontal(|ui| {
        let current = claim.kind_name();
        let mut chosen = None;
        choice(
            ui,
            salt,
            &tr!(lang(), "le-claim-kind"),
            current,
            130.0,
            |ui| {
                for kind in KINDS {
                    if ui.selectable_label(kind == current, kind).clicked() && kind != current {
                        chosen = Some(kind);
                    }
                }
            },
        );
        if let Some(kind) = chosen {
            let first = cx.locs.first().map(String::as_str).unwrap_or("");
            *claim = template(kind, claim, first);
        }
    });
    ui.horizontal_wrapped(|ui| fields_ui(ui, claim, cx.locs, cx.regions, salt));
    let ed = &mut *cx.editor;
    if ed.synced.as_ref() != Some(claim) {
        ed.text = claim.to_ron();
        ed.synced = Some(claim.clone());
        ed.error = None;
    }
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang(), "le-claim-as-written"));
        let id = salt.with("as_written");
        focus::take(ui.ctx(), id, &ed.text);
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut ed.text)
                    .id(id)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id)
            .on_hover_text(tr!(lang(), "le-claim-as-written-hover"));
        if r.changed() {
            match ron::Options::default().from_str::<Claim>(ed.text.trim()) {
                Ok(c) => {
                    *claim = c.clone();
                    ed.synced = Some(c);
                    ed.error = None;
                }
                Err(e) => ed.error = Some(tr!(lang(), "le-claim-unparsed", error = e.to_string())),
            }
        }
    });
    if let Some(e) = &ed.error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
}

/// The side, troop, location and count a claim names, to carry them over to another kind.
fn parts(c: &Claim) -> (Option<Side>, Option<Troop>, Option<String>, Option<u32>) {
    match c {
        Claim::Legal | Claim::Illegal { .. } | Claim::NoWinner | Claim::Pending { .. } => {
            (None, None, None, None)
        }
        Claim::WithinBest { margin } => (None, None, None, Some(*margin)),
        Claim::Wins { side, .. }
        | Claim::Winner { side }
        | Claim::ToMove { side }
        | Claim::AllConnected { side } => (Some(*side), None, None, None),
        Claim::Medals { side, n }
        | Claim::MedalsGained { side, n }
        | Claim::RackSize { side, n }
        | Claim::ReserveSize { side, n }
        | Claim::Frozen { side, n }
        | Claim::Removed { side, n } => (Some(*side), None, None, Some(*n)),
        Claim::RegionsClaimed { by, .. } => (Some(*by), None, None, None),
        Claim::Connected { side, loc } | Claim::CutOff { side, loc } => {
            (Some(*side), None, Some(loc.clone()), None)
        }
        Claim::CanPlace { side, troop, loc }
        | Claim::CannotPlace { side, troop, loc }
        | Claim::Top { loc, side, troop } => (Some(*side), Some(*troop), Some(loc.clone()), None),
        Claim::Empty { loc } => (None, None, Some(loc.clone()), None),
        Claim::StackHeight { loc, n } => (None, None, Some(loc.clone()), Some(*n)),
        Claim::RackHas { side, troop, n } | Claim::DiscardHas { side, troop, n } => {
            (Some(*side), Some(*troop), None, Some(*n))
        }
    }
}

/// A claim of kind `kind` (one of [`KINDS`]) taking what it can from `from`; `first_loc` names
/// a location when `from` has none.
pub fn template(kind: &str, from: &Claim, first_loc: &str) -> Claim {
    let (side, troop, loc, n) = parts(from);
    let side = side.unwrap_or(Side::Blue);
    let troop = troop.unwrap_or(Troop::Roxy);
    let loc = loc.unwrap_or_else(|| first_loc.to_string());
    let n = n.unwrap_or(0);
    match kind {
        "Illegal" => Claim::Illegal {
            why: None,
            reason_contains: String::new(),
        },
        "Wins" => Claim::Wins {
            side,
            how: EndReason::Hq,
        },
        "Winner" => Claim::Winner { side },
        "NoWinner" => Claim::NoWinner,
        "Medals" => Claim::Medals { side, n },
        "MedalsGained" => Claim::MedalsGained { side, n },
        "RegionsClaimed" => Claim::RegionsClaimed {
            by: side,
            ids: Vec::new(),
        },
        "Connected" => Claim::Connected { side, loc },
        "CutOff" => Claim::CutOff { side, loc },
        "CanPlace" => Claim::CanPlace { side, troop, loc },
        "CannotPlace" => Claim::CannotPlace { side, troop, loc },
        "Top" => Claim::Top { loc, side, troop },
        "Empty" => Claim::Empty { loc },
        "StackHeight" => Claim::StackHeight { loc, n },
        "RackSize" => Claim::RackSize { side, n },
        "RackHas" => Claim::RackHas { side, troop, n },
        "ReserveSize" => Claim::ReserveSize { side, n },
        "DiscardHas" => Claim::DiscardHas { side, troop, n },
        "Frozen" => Claim::Frozen { side, n },
        "Removed" => Claim::Removed { side, n },
        "ToMove" => Claim::ToMove { side },
        "AllConnected" => Claim::AllConnected { side },
        "Pending" => Claim::Pending { effect: None },
        "WithinBest" => Claim::WithinBest { margin: n },
        _ => Claim::Legal,
    }
}

/// The name a value has in the scenario file (`covering`, `star`); `word` for `None` (`any`,
/// `none`).
fn file_name<T: serde::Serialize>(v: Option<&T>, word: &str) -> String {
    match v {
        None => word.to_string(),
        Some(v) => ron::to_string(v).unwrap_or_default(),
    }
}

/// A field of the claim editor, named as the claim's field is in the file (`side`, `at`,
/// `refused_for`), which is the key of its label in the `le-claim-field` select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum Field {
    Side,
    By,
    Troop,
    At,
    N,
    How,
    Effect,
    Margin,
    RefusedFor,
    ReasonMentions,
}

impl Field {
    /// The field's name, as serde writes the variant.
    fn name(self) -> &'static str {
        toyforge_core::variants::variants::<Field>()[self as usize]
    }
}

/// A claim field's label.
fn field_label(field: Field) -> String {
    field_label_in(lang(), field.name())
}

fn field_label_in(lang: toyforge_core::i18n::Lang, field: &str) -> String {
    tr!(lang, "le-claim-field", field = field)
}

/// `field`: [`Field::Side`] or [`Field::By`].
fn side_field(ui: &mut Ui, salt: Id, field: Field, side: &mut Side) {
    choice(ui, salt, &field_label(field), side.name(), 60.0, |ui| {
        for s in Side::ALL {
            ui.selectable_value(side, s, s.name());
        }
    });
}

fn troop_field(ui: &mut Ui, salt: Id, troop: &mut Troop) {
    let label = field_label(Field::Troop);
    choice(ui, salt, &label, troop.name(), 70.0, |ui| {
        for t in Troop::ALL {
            ui.selectable_value(troop, t, t.name());
        }
    });
}

/// A location chosen among the map's ids (an unknown id is shown as such); `label` names it.
pub fn loc_field(ui: &mut Ui, salt: Id, label: &str, loc: &mut String, locs: &[String]) {
    let known = locs
        .iter()
        .any(|l| l.eq_ignore_ascii_case(loc.trim_start_matches('@')));
    let shown = if known {
        RichText::new(loc.as_str())
    } else {
        RichText::new(tr!(lang(), "le-loc-unknown", loc = loc.as_str()))
            .color(ui.visuals().error_fg_color)
    };
    choice(ui, salt, label, shown, 150.0, |ui| {
        for l in locs {
            if ui.selectable_label(l == loc, l).clicked() {
                *loc = l.clone();
            }
        }
    });
    if !known && let Some(near) = use_suggested_id(ui, loc, locs) {
        *loc = near;
    }
}

/// For an id the map lacks, a button that puts in the map's id it was probably meant to be
/// (a slip of the keyboard away, [`toyforge_core::suggest::closest`]), when there is one; that
/// id when the button is pressed.
pub fn use_suggested_id(ui: &mut Ui, given: &str, locs: &[String]) -> Option<String> {
    let bare = given.trim_start_matches('@');
    let near = toyforge_core::suggest::closest(bare, locs.iter().map(String::as_str))?;
    ui.button(tr!(lang(), "le-use-id", id = near))
        .on_hover_text(tr!(lang(), "le-use-id-hover", id = near, given = bare))
        .clicked()
        .then(|| near.to_string())
}

fn count_field(ui: &mut Ui, n: &mut u32) {
    let l = ui.label(field_label(Field::N));
    ui.add(egui::DragValue::new(n).range(0..=99))
        .labelled_by(l.id);
}

/// The typed fields of a claim.
fn fields_ui(ui: &mut Ui, claim: &mut Claim, locs: &[String], regions: &[String], salt: Id) {
    match claim {
        Claim::Legal => {
            ui.weak(tr!(lang(), "le-claim-legal"));
        }
        Claim::NoWinner => {
            ui.weak(tr!(lang(), "le-claim-no-winner"));
        }
        Claim::Illegal {
            why,
            reason_contains,
        } => {
            let shown = file_name(why.as_ref(), ANY_RULE);
            choice(
                ui,
                salt,
                &field_label(Field::RefusedFor),
                shown,
                120.0,
                |ui| {
                    ui.selectable_value(why, None, ANY_RULE)
                        .on_hover_text(tr!(lang(), "le-claim-any-reason"));
                    for k in IllegalKind::ALL {
                        ui.selectable_value(why, Some(k), file_name(Some(&k), ANY_RULE))
                            .on_hover_text(tr!(
                                lang(),
                                "illegal-why",
                                why = file_name(Some(&k), ANY_RULE)
                            ));
                    }
                },
            );
            let l = ui.label(field_label(Field::ReasonMentions));
            let edit = egui::TextEdit::singleline(reason_contains).id(salt.with("reason"));
            ui.add(edit.desired_width(120.0))
                .labelled_by(l.id)
                .on_hover_text(tr!(lang(), "le-claim-reason-hover"));
        }
        Claim::Winner { side } => side_field(ui, salt, Field::Side, side),
        Claim::Wins { side, how } => {
            side_field(ui, salt, Field::Side, side);
            choice(ui, salt, &field_label(Field::How), how.name(), 80.0, |ui| {
                for e in ENDS {
                    ui.selectable_value(how, e, e.name());
                }
            });
        }
        Claim::Medals { side, n }
        | Claim::MedalsGained { side, n }
        | Claim::RackSize { side, n }
        | Claim::ReserveSize { side, n }
        | Claim::Frozen { side, n }
        | Claim::Removed { side, n } => {
            side_field(ui, salt, Field::Side, side);
            count_field(ui, n);
        }
        Claim::RegionsClaimed { by, ids } => {
            side_field(ui, salt, Field::By, by);
            for r in regions {
                let pos = ids
                    .iter()
                    .position(|i| i.trim_start_matches('@').eq_ignore_ascii_case(r));
                let mut on = pos.is_some();
                if ui.checkbox(&mut on, r.as_str()).changed() {
                    match pos {
                        Some(p) => {
                            ids.remove(p);
                        }
                        None => ids.push(r.clone()),
                    }
                }
            }
            if regions.is_empty() {
                ui.weak(tr!(lang(), "le-claim-no-regions"));
            }
        }
        Claim::Connected { side, loc } | Claim::CutOff { side, loc } => {
            side_field(ui, salt, Field::Side, side);
            loc_field(ui, salt, &field_label(Field::At), loc, locs);
        }
        Claim::CanPlace { side, troop, loc } | Claim::CannotPlace { side, troop, loc } => {
            side_field(ui, salt, Field::Side, side);
            troop_field(ui, salt, troop);
            loc_field(ui, salt, &field_label(Field::At), loc, locs);
        }
        Claim::Top { loc, side, troop } => {
            loc_field(ui, salt, &field_label(Field::At), loc, locs);
            side_field(ui, salt, Field::Side, side);
            troop_field(ui, salt, troop);
        }
        Claim::Empty { loc } => loc_field(ui, salt, &field_label(Field::At), loc, locs),
        Claim::StackHeight { loc, n } => {
            loc_field(ui, salt, &field_label(Field::At), loc, locs);
            count_field(ui, n);
        }
        Claim::RackHas { side, troop, n } | Claim::DiscardHas { side, troop, n } => {
            side_field(ui, salt, Field::Side, side);
            troop_field(ui, salt, troop);
            count_field(ui, n);
        }
        Claim::ToMove { side } | Claim::AllConnected { side } => {
            side_field(ui, salt, Field::Side, side)
        }
        Claim::Pending { effect } => {
            let shown = file_name(effect.as_ref(), NO_EFFECT);
            choice(ui, salt, &field_label(Field::Effect), shown, 100.0, |ui| {
                ui.selectable_value(effect, None, NO_EFFECT);
                for p in Pending::ALL {
                    ui.selectable_value(effect, Some(p), p.name());
                }
            });
        }
        Claim::WithinBest { margin } => {
            let l = ui.label(field_label(Field::Margin));
            ui.add(
                egui::DragValue::new(margin)
                    .range(0..=10_000)
                    .suffix(tr!(lang(), "le-claim-margin-unit")),
            )
            .labelled_by(l.id)
            .on_hover_text(tr!(lang(), "le-claim-margin-hover"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_template_of_that_kind() {
        for kind in KINDS {
            let c = template(kind, &Claim::Legal, "keep-gate");
            assert_eq!(c.kind_name(), kind);
        }
    }

    /// `KINDS` is the editor's menu of kinds: a claim left out of it is never offered.
    #[test]
    fn every_kind_of_claim_is_in_the_menu() {
        let claims = toyforge_core::variants::variants::<Claim>();
        assert!(!claims.is_empty());
        for kind in claims {
            assert!(
                KINDS.contains(kind),
                "the claim {kind} is missing from KINDS (src/app/lesson/steps_claims.rs)"
            );
        }
        assert_eq!(KINDS.len(), claims.len(), "a kind of KINDS is no claim");
    }

    /// A field the `le-claim-field` select lacks would be labelled with its default variant: in
    /// every language, every field has a label of its own.
    #[test]
    fn every_field_has_a_label_of_its_own_in_every_language() {
        let fields = toyforge_core::variants::variants::<Field>();
        for lang in toyforge_core::i18n::Lang::ALL {
            let mut seen: Vec<(String, &str)> = Vec::new();
            for field in fields {
                let label = field_label_in(lang, field);
                if let Some((_, other)) = seen.iter().find(|(l, _)| *l == label) {
                    panic!(
                        "locales/{lang}/editor-lesson.ftl: le-claim-field labels `{field}` and \
                         `{other}` alike (\"{label}\"): the select needs a [{field}] variant"
                    );
                }
                seen.push((label, field));
            }
        }
    }

    #[test]
    fn changing_kind_keeps_side_troop_location_and_count() {
        let from = Claim::RackHas {
            side: Side::Red,
            troop: Troop::Star,
            n: 2,
        };
        assert_eq!(
            template("DiscardHas", &from, "x"),
            Claim::DiscardHas {
                side: Side::Red,
                troop: Troop::Star,
                n: 2
            }
        );
        let top = Claim::Top {
            loc: "orchard".into(),
            side: Side::Red,
            troop: Troop::Hook,
        };
        assert_eq!(
            template("CanPlace", &top, "x"),
            Claim::CanPlace {
                side: Side::Red,
                troop: Troop::Hook,
                loc: "orchard".into()
            }
        );
    }

    #[test]
    fn file_names_are_those_of_the_format() {
        assert_eq!(file_name(Some(&IllegalKind::OwnHq), ANY_RULE), "own_hq");
        assert_eq!(file_name(Some(&Pending::Xb42), NO_EFFECT), "xb42");
        assert_eq!(file_name(None::<&Pending>, NO_EFFECT), "none");
    }
}
