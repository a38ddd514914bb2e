//! The right-hand column of the preview, one function per step kind: the text, the candidates
//! and their lines, the puzzle's feedback and hints, the walkthrough's stages, the practice
//! game's goal. Buttons only ask (with a `Cmd`); the preview carries the commands out after drawing.

use super::preview::{Cmd, success_colour};
use super::step_run::{PracticeRun, RunKind, StepRun};
use super::variation_tree::{self, VarView};
use crate::board::side_text;
use crate::engine::State;
use crate::i18n::language;
use crate::scenario::Step;
use crate::scenario::VarParent;
use crate::scenario::{ClaimCheck, CompareRun, ExplainRun, PuzzleRun, WalkRun};
use crate::scenario::{
    Compare, Explain, FindMove, GoalStatus, Practice, PracticeGoal, Walkthrough,
};
use crate::scenario::{Words, capitalise};
use egui::{Color32, RichText, Ui};
use toyforge_core::i18n::Lang;
use toyforge_core::tr;

/// Draws the column for the step `run` shows.
/// `view` is the variation on the board, if one is.
pub(super) fn side_ui(ui: &mut Ui, run: &StepRun, view: Option<&VarView>, cmds: &mut Vec<Cmd>) {
    match (&run.step, &run.kind, &run.start) {
        (_, RunKind::Broken(message), _) => broken_ui(ui, message, cmds),
        (Step::Explain(s), RunKind::Explain(r), _) => explain_ui(ui, s, r),
        (Step::Compare(s), RunKind::Compare(r), _) => compare_ui(ui, s, r, view, cmds),
        (Step::FindMove(s), RunKind::FindMove(r), _) => puzzle_ui(ui, s, r, cmds),
        (Step::Walkthrough(s), RunKind::Walkthrough(r), _) => walk_ui(ui, s, r, view, cmds),
        (Step::Practice(s), RunKind::Practice(r), Some(start)) => {
            practice_ui(ui, s, r, start, cmds)
        }
        _ => {
            ui.label(tr!(language(ui), "step-nothing"));
        }
    }
}

/// A small painted sign before a line of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sign {
    Tick,
    Cross,
    None,
}

/// Paints `sign` in `colour` in a square the height of a line of text.
pub(super) fn sign(ui: &mut Ui, sign: Sign, colour: Color32) {
    if sign == Sign::None {
        return;
    }
    let h = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(h, h), egui::Sense::hover());
    let r = rect.shrink(h * 0.2);
    let stroke = egui::Stroke::new(2.0, colour);
    let p = ui.painter();
    match sign {
        Sign::Tick => {
            let a = egui::pos2(r.left(), r.center().y);
            let b = egui::pos2(r.left() + r.width() * 0.38, r.bottom());
            let c = egui::pos2(r.right(), r.top());
            p.line_segment([a, b], stroke);
            p.line_segment([b, c], stroke);
        }
        Sign::Cross => {
            p.line_segment([r.left_top(), r.right_bottom()], stroke);
            p.line_segment([r.right_top(), r.left_bottom()], stroke);
        }
        Sign::None => {}
    }
}

/// A line of wrapped text after a sign.
fn signed(ui: &mut Ui, s: Sign, colour: Color32, text: RichText) -> egui::Response {
    ui.horizontal_top(|ui| {
        sign(ui, s, colour);
        ui.add(egui::Label::new(text).wrap())
    })
    .inner
}

/// A framed message in `colour`, with a bold title after a sign; its place on the screen.
fn banner(
    ui: &mut Ui,
    colour: Color32,
    s: Sign,
    title: &str,
    body: impl FnOnce(&mut Ui),
) -> egui::Response {
    egui::Frame::group(ui.style())
        .fill(colour.gamma_multiply(0.12))
        .stroke(egui::Stroke::new(1.5, colour))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            signed(ui, s, colour, RichText::new(title).strong().color(colour));
            body(ui);
        })
        .response
}

/// A step's conclusion, once the learner has seen what it draws from (every candidate, the
/// last stage).
fn conclusion_banner(ui: &mut Ui, conclusion: &str) -> egui::Response {
    let title = tr!(language(ui), "conclusion");
    banner(ui, success_colour(ui), Sign::None, &title, |ui| {
        ui.label(conclusion);
    })
}

/// A paragraph of the author's text; nothing when it is empty.
fn text(ui: &mut Ui, s: &str) {
    let s = s.trim();
    if !s.is_empty() {
        ui.label(s);
    }
}

/// A list of actions in words, numbered; `upto` of them in full colour, the rest faded.
fn line_list(ui: &mut Ui, words: &[String], upto: usize) {
    for (i, w) in words.iter().enumerate() {
        let t = format!("{}. {w}", i + 1);
        if i < upto {
            ui.label(t);
        } else {
            ui.weak(t);
        }
    }
}

/// The claims a learner is shown: all but routine bookkeeping the board already shows
/// ("Blue's rack holds 1 troop"), unless the engine disagrees with it (a lesson bug the
/// author must see).
pub fn for_learners(claims: &[ClaimCheck]) -> Vec<&ClaimCheck> {
    claims
        .iter()
        .filter(|c| !c.routine || c.result.is_err())
        .collect()
}

/// The claims the lesson makes that a learner is shown, each with the engine's verdict.
fn claims_ui(
    ui: &mut Ui,
    title: &str,
    claims: &[ClaimCheck],
    id: impl std::hash::Hash + std::fmt::Debug,
) {
    let claims = for_learners(claims);
    if claims.is_empty() {
        return;
    }
    let n = claims.len();
    egui::CollapsingHeader::new(tr!(language(ui), "claims-title", title = title, n = n))
        .id_salt(("preview_claims", id))
        .default_open(true)
        .show(ui, |ui| claim_lines(ui, &claims));
}

/// Claims a learner is shown, one a line after a tick (or, when the engine disagrees, a cross
/// and what it found).
pub(super) fn claim_lines(ui: &mut Ui, claims: &[&ClaimCheck]) {
    let ok = success_colour(ui);
    let bad = ui.visuals().error_fg_color;
    let l = language(ui);
    for c in claims {
        match &c.result {
            Ok(()) => {
                signed(ui, Sign::Tick, ok, RichText::new(&c.sentence))
                    .on_hover_text(tr!(l, "claim-confirmed"));
            }
            Err(m) => {
                signed(ui, Sign::Cross, bad, RichText::new(&c.sentence).color(bad))
                    .on_hover_text(tr!(l, "claim-disputed"));
                ui.weak(tr!(
                    l,
                    "claim-expected-found",
                    expected = m.expected.render(l),
                    found = m.found.render(l)
                ));
            }
        }
    }
}

fn broken_ui(ui: &mut Ui, message: &str, cmds: &mut Vec<Cmd>) {
    let l = language(ui);
    banner(
        ui,
        ui.visuals().error_fg_color,
        Sign::Cross,
        &tr!(l, "step-broken"),
        |ui| {
            ui.label(message);
            ui.weak(tr!(l, "step-broken-fix"));
        },
    );
    ui.add_space(6.0);
    if ui
        .button(tr!(l, "step-skip"))
        .on_hover_text(tr!(l, "step-skip-hover"))
        .clicked()
    {
        cmds.push(Cmd::Next);
    }
}

fn explain_ui(ui: &mut Ui, step: &Explain, r: &ExplainRun) {
    let l = language(ui);
    text(ui, &step.text);
    if step.text.trim().is_empty() {
        ui.weak(tr!(l, "explain-no-text"));
    }
    if !r.unknown.is_empty() {
        ui.add_space(4.0);
        let ids: Vec<String> = r
            .unknown
            .iter()
            .map(|id| tr!(l, "unknown-id", id = id.as_str()))
            .collect();
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(l, "explain-not-on-map", ids = Words::new(l).list(&ids)),
        );
    }
    ui.add_space(6.0);
    claims_ui(ui, &tr!(l, "claims-on-board"), &r.claims, "explain");
}

fn compare_ui(
    ui: &mut Ui,
    step: &Compare,
    r: &CompareRun,
    view: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    let l = language(ui);
    if !step.prompt.trim().is_empty() {
        ui.label(RichText::new(step.prompt.trim()).strong());
    }
    if r.candidates.is_empty() {
        ui.weak(tr!(l, "compare-no-candidates"));
    }
    if r.shown.is_none() {
        forget_revealed(ui);
    }
    ui.add_space(4.0);
    // The opened candidate's line controls, revealed with the conclusion when it comes.
    let mut opened = None;
    for (i, (cand, line)) in step.candidates.iter().zip(&r.candidates).enumerate() {
        let shown = r.shown == Some(i);
        let mut frame = egui::Frame::group(ui.style());
        if shown {
            frame = frame.stroke(ui.visuals().selection.stroke);
        }
        frame.show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let label = if cand.label.trim().is_empty() {
                    tr!(l, "compare-candidate", n = i + 1)
                } else {
                    cand.label.trim().to_string()
                };
                ui.label(RichText::new(label).strong());
                if r.seen[i] {
                    ui.weak(tr!(l, "compare-seen"));
                }
                let n = line.variations.len();
                if n > 0 && !shown {
                    ui.weak(tr!(l, "compare-variations", n = n))
                        .on_hover_text(tr!(l, "compare-variations-hover"));
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .add(egui::Button::new(tr!(l, "compare-show")).selected(shown))
                        .on_hover_text(tr!(l, "compare-show-hover"))
                        .clicked()
                    {
                        cmds.push(Cmd::Show(i));
                    }
                });
            });
            if !shown {
                return;
            }
            if let Some(e) = &line.error {
                ui.colored_label(ui.visuals().error_fg_color, e);
                return;
            }
            let controls = ui.horizontal(|ui| {
                if ui
                    .add_enabled(r.at > 0, egui::Button::new(tr!(l, "line-previous")))
                    .on_hover_text(tr!(l, "line-previous-hover"))
                    .on_disabled_hover_text(tr!(l, "line-at-start"))
                    .clicked()
                {
                    cmds.push(Cmd::LineBack);
                }
                if ui
                    .add_enabled(r.at < line.len(), egui::Button::new(tr!(l, "line-next")))
                    .on_hover_text(tr!(l, "line-next-hover"))
                    .on_disabled_hover_text(tr!(l, "line-at-end"))
                    .clicked()
                {
                    cmds.push(Cmd::LineForward);
                }
                ui.weak(tr!(l, "line-at-of", at = r.at, n = line.len()));
            });
            opened = Some((
                egui::Id::unique((step.prompt.as_str(), i)),
                controls.response.rect,
            ));
            line_list(ui, &line.words, r.at);
            if let Some(refused) = &line.refused
                && r.at == line.len()
            {
                ui.colored_label(ui.visuals().warn_fg_color, refused);
            }
            ui.add_space(4.0);
            text(ui, &cand.comment);
            let title = tr!(l, "claims-after-line");
            claims_ui(ui, &title, &line.claims, ("candidate", i));
            let parent = VarParent::Candidate(i);
            variation_tree::ui(ui, &line.variations, parent, view, cmds);
        });
        ui.add_space(4.0);
    }
    let conclusion = step.conclusion.trim();
    let mut told = None;
    if !conclusion.is_empty() {
        ui.add_space(4.0);
        if r.all_seen() {
            told = Some(conclusion_banner(ui, conclusion).rect);
        } else {
            let seen = r.seen.iter().filter(|&&s| s).count();
            ui.weak(tr!(l, "compare-see-all", seen = seen, n = r.seen.len()));
        }
    }
    // The last candidate seen brings the conclusion: it is revealed with the line's controls,
    // which keep the top, so that the step's point is not left below the screen's edge.
    if let Some((id, controls)) = opened {
        match told {
            Some(c) => reveal_once(ui, id.with("conclusion"), controls.union(c)),
            None => reveal_once(ui, id, controls),
        }
    }
}

/// Scrolls `shown` into sight the first frame `what` is drawn: what the learner's tap brought
/// (a candidate's line, a verdict, a practice game's end) appears in the step's text, and on a
/// phone that text is under the board and the racks, where the new part would otherwise open
/// below the screen's edge unseen. Only as far as needed, so the board above moves out of
/// sight as little as can be. It remembers one thing only: a step draws at most one thing to
/// reveal in a frame, or two would take turns scrolling.
fn reveal_once(ui: &Ui, what: egui::Id, shown: egui::Rect) {
    let before: Option<egui::Id> = ui.ctx().data(|d| d.get_temp(revealed()));
    if before != Some(what) {
        // Minimal, and never past `shown`'s top: when it is taller than the screen, its top
        // comes first.
        ui.scroll_to_rect(shown, None);
        ui.ctx().data_mut(|d| d.insert_temp(revealed(), what));
    }
}

/// Forgets what [`reveal_once`] last revealed, once it is gone from the step (a candidate
/// closed, a verdict taken back by a restart), so that it is revealed again when it comes back.
fn forget_revealed(ui: &Ui) {
    ui.ctx().data_mut(|d| d.remove::<egui::Id>(revealed()));
}

/// Where [`reveal_once`] keeps what it last revealed.
fn revealed() -> egui::Id {
    egui::Id::unique("toyforge-lesson-revealed")
}

/// "You play Blue." (`ai`: the practice opponent, "You play Blue against the greedy computer.")
fn learner_line(ui: &mut Ui, learner: Option<crate::pieces::Side>, ai: Option<String>) {
    let l = language(ui);
    if let Some(side) = learner {
        let who = Words::new(l).side(side);
        let text = match ai {
            Some(ai) => tr!(l, "you-play-against", side = who, ai = ai),
            None => tr!(l, "you-play", side = who),
        };
        ui.label(RichText::new(text).color(side_text(ui, side)));
    }
}

fn puzzle_ui(ui: &mut Ui, step: &FindMove, r: &PuzzleRun, cmds: &mut Vec<Cmd>) {
    let l = language(ui);
    let prompt = step.prompt.trim();
    ui.label(
        RichText::new(if prompt.is_empty() {
            tr!(l, "puzzle-find")
        } else {
            prompt.to_string()
        })
        .strong(),
    );
    learner_line(ui, r.learner, None);
    if r.learner.is_none() {
        ui.colored_label(ui.visuals().error_fg_color, tr!(l, "puzzle-over"));
    }
    ui.add_space(6.0);
    // The buttons come before what the moves bring (verdicts, the solution, hints), so that
    // nothing appearing pushes them from under the pointer.
    let hints = hint_controls(ui, step, r, cmds);
    ui.separator();
    puzzle_feedback(ui, r, cmds);
    let this = egui::Id::unique(("puzzle-hints", prompt, step.hints.first()));
    reveal_new_hint(ui, this, r.hints_shown, hints);
    if let Some(e) = &r.error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
}

/// The Hint and Show solution buttons, then the hints shown so far; where they are drawn.
fn hint_controls(ui: &mut Ui, step: &FindMove, r: &PuzzleRun, cmds: &mut Vec<Cmd>) -> egui::Rect {
    let n = step.hints.len();
    let l = language(ui);
    let mut drawn = ui
        .horizontal(|ui| {
            let more = r.hints_shown < n && r.end.is_none();
            let why = if r.end.is_some() {
                tr!(l, "puzzle-step-over")
            } else if n == 0 {
                tr!(l, "puzzle-no-hints")
            } else {
                tr!(l, "puzzle-all-hints")
            };
            let next = r.hints_shown + 1;
            if ui
                .add_enabled(more, egui::Button::new(tr!(l, "puzzle-hint")))
                .on_hover_text(tr!(l, "puzzle-hint-hover", at = next, n = n))
                .on_disabled_hover_text(why)
                .clicked()
            {
                cmds.push(Cmd::Hint);
            }
            if ui
                .add_enabled(r.end.is_none(), egui::Button::new(tr!(l, "puzzle-reveal")))
                .on_hover_text(tr!(l, "puzzle-reveal-hover"))
                .on_disabled_hover_text(tr!(l, "puzzle-step-over"))
                .clicked()
            {
                cmds.push(Cmd::Reveal);
            }
        })
        .response
        .rect;
    for (k, h) in step.hints.iter().take(r.hints_shown).enumerate() {
        let shown = ui.label(tr!(
            l,
            "puzzle-hint-text",
            at = k + 1,
            n = n,
            hint = h.trim()
        ));
        drawn = drawn.union(shown.rect);
    }
    drawn
}

/// Scrolls the hint buttons and the hints into sight the first frame a new hint of the step
/// `this` shows: on a phone the Hint button is often the screen's last row, and the hint opened
/// under it unseen. It keeps its own count of the step's hints rather than [`reveal_once`]'s
/// memory, so that a verdict shown at the same time (a wrong try's) is not revealed again in
/// turn; a step opened again with its hints shown is not scrolled.
fn reveal_new_hint(ui: &Ui, this: egui::Id, shown: usize, hints: egui::Rect) {
    let key = egui::Id::unique("toyforge-lesson-hints-revealed");
    let before: Option<(egui::Id, usize)> = ui.ctx().data(|d| d.get_temp(key));
    match before {
        Some((step, count)) if step == this && count == shown => return,
        Some((step, count)) if step == this && shown > count => ui.scroll_to_rect(hints, None),
        // Fewer after a restart, or another step: counted from here.
        _ => {}
    }
    ui.ctx().data_mut(|d| d.insert_temp(key, (this, shown)));
}

/// What the learner's moves brought: solved, the solution shown, a wrong move, or the turn so
/// far.
fn puzzle_feedback(ui: &mut Ui, r: &PuzzleRun, cmds: &mut Vec<Cmd>) {
    let l = language(ui);
    let answers = match r.learner {
        Some(s) => tr!(l, "puzzle-answers", side = Words::new(l).side(s.other())),
        None => tr!(l, "puzzle-opponent-answers"),
    };
    match &r.end {
        Some(end) if end.by.is_some() => {
            let shown = banner(
                ui,
                success_colour(ui),
                Sign::Tick,
                &tr!(l, "puzzle-solved"),
                |ui| {
                    feedback_ui(ui, &end.feedback, Some(tr!(l, "puzzle-well-done")));
                    ui.add_space(2.0);
                    ui.weak(tr!(l, "puzzle-your-move"));
                    line_list(ui, &end.line, usize::MAX);
                    reply_ui(ui, &answers, &end.reply);
                },
            );
            reveal_once(ui, egui::Id::unique("puzzle-solved"), shown.rect);
            claims_ui(ui, &tr!(l, "claims-your-move"), &end.claims, "solved");
        }
        Some(end) => {
            let shown = banner(
                ui,
                ui.visuals().warn_fg_color,
                Sign::None,
                &tr!(l, "puzzle-solution"),
                |ui| {
                    line_list(ui, &end.line, usize::MAX);
                    feedback_ui(ui, &end.feedback, None);
                    reply_ui(ui, &answers, &end.reply);
                },
            );
            reveal_once(ui, egui::Id::unique("puzzle-solution"), shown.rect);
            claims_ui(ui, &tr!(l, "claims-solution"), &end.claims, "revealed");
            if ui
                .button(tr!(l, "puzzle-try-again"))
                .on_hover_text(tr!(l, "puzzle-try-again-hover"))
                .clicked()
            {
                cmds.push(Cmd::Restart);
            }
        }
        None => {
            if let Some(w) = &r.last_wrong {
                let shown = banner(
                    ui,
                    ui.visuals().error_fg_color,
                    Sign::Cross,
                    &tr!(l, "puzzle-wrong"),
                    |ui| {
                        feedback_ui(ui, &w.feedback, Some(tr!(l, "puzzle-not-the-move")));
                        ui.weak(tr!(l, "puzzle-you-played", actions = w.played.join(" ")));
                        ui.weak(tr!(l, "puzzle-board-back"));
                    },
                );
                // Each wrong try is revealed, though the banner is the same.
                reveal_once(
                    ui,
                    egui::Id::unique(("puzzle-wrong", r.wrong_tries)),
                    shown.rect,
                );
                ui.add_space(4.0);
            } else {
                forget_revealed(ui);
            }
            if r.played.is_empty() {
                if r.can_play() && r.last_wrong.is_none() {
                    ui.weak(tr!(l, "puzzle-how"));
                }
            } else {
                ui.weak(tr!(l, "puzzle-so-far"));
                line_list(ui, &r.words, usize::MAX);
                ui.horizontal(|ui| {
                    ui.weak(tr!(l, "puzzle-keep-going"));
                    if ui
                        .button(tr!(l, "puzzle-take-back"))
                        .on_hover_text(tr!(l, "puzzle-take-back-hover"))
                        .clicked()
                    {
                        cmds.push(Cmd::TakeBack);
                    }
                });
            }
        }
    }
}

/// The author's feedback on a move, else `otherwise` (nothing where that is `None`).
fn feedback_ui(ui: &mut Ui, feedback: &str, otherwise: Option<String>) {
    let fb = feedback.trim();
    if !fb.is_empty() {
        ui.label(fb);
    } else if let Some(o) = otherwise {
        ui.label(o);
    }
}

/// The opponent's answer to the move, under its heading `answers`, where it has one.
fn reply_ui(ui: &mut Ui, answers: &str, reply: &[String]) {
    if !reply.is_empty() {
        ui.weak(answers);
        line_list(ui, reply, usize::MAX);
    }
}

fn walk_ui(
    ui: &mut Ui,
    step: &Walkthrough,
    r: &WalkRun,
    view: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    let n = step.stages.len();
    let l = language(ui);
    if r.at == 0 {
        text(ui, &step.intro);
    } else if !step.intro.trim().is_empty() {
        ui.weak(step.intro.trim());
    }
    if n == 0 {
        ui.weak(tr!(l, "walk-no-stages"));
    }
    ui.add_space(4.0);
    let controls = ui.horizontal(|ui| {
        if ui
            .add_enabled(r.at > 0, egui::Button::new(tr!(l, "walk-previous")))
            .on_hover_text(tr!(l, "walk-previous-hover"))
            .on_disabled_hover_text(tr!(l, "walk-at-intro"))
            .clicked()
        {
            cmds.push(Cmd::StageBack);
        }
        let why = if r.broken.is_some() && r.at == r.reachable() {
            tr!(l, "walk-next-broken")
        } else {
            tr!(l, "walk-at-last")
        };
        if ui
            .add_enabled(r.at < r.reachable(), egui::Button::new(tr!(l, "walk-next")))
            .on_hover_text(tr!(l, "walk-next-hover"))
            .on_disabled_hover_text(why)
            .clicked()
        {
            cmds.push(Cmd::StageForward);
        }
        if r.at == 0 {
            ui.weak(tr!(l, "walk-intro"));
        } else {
            ui.weak(tr!(l, "walk-stage-of", at = r.at, n = n));
        }
    });
    ui.add(
        egui::ProgressBar::new(if n == 0 { 1.0 } else { r.at as f32 / n as f32 })
            .desired_height(4.0),
    );
    // What a stage brings, from its buttons down: revealed once per stage.
    let mut brought = controls.response.rect;
    if r.at > 0
        && let Some(stage) = step.stages.get(r.at - 1)
    {
        let frame = egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            let words = &r.words[r.at - 1];
            line_list(ui, words, usize::MAX);
            if !words.is_empty() {
                ui.add_space(2.0);
            }
            text(ui, &stage.comment);
            let title = tr!(l, "claims-after-stage");
            claims_ui(ui, &title, &r.claims[r.at - 1], ("stage", r.at));
            let parent = VarParent::Stage(r.at - 1);
            variation_tree::ui(ui, &r.variations[r.at - 1], parent, view, cmds);
        });
        brought = brought.union(frame.response.rect);
    } else if n > 0 {
        ui.weak(tr!(l, "walk-begin"));
    }
    if let Some((i, e)) = &r.broken
        && r.at == r.reachable()
    {
        let shown = banner(
            ui,
            ui.visuals().error_fg_color,
            Sign::Cross,
            &tr!(l, "walk-stage-broken", at = i + 1),
            |ui| {
                ui.label(e);
            },
        );
        brought = brought.union(shown.rect);
    }
    if r.at == n && r.broken.is_none() && !step.conclusion.trim().is_empty() {
        ui.add_space(4.0);
        brought = brought.union(conclusion_banner(ui, step.conclusion.trim()).rect);
    }
    // On a phone the stage opens under its buttons, at the screen's foot, and the last one's
    // conclusion under it: each is brought into sight, the buttons kept on the screen.
    if r.at == 0 {
        forget_revealed(ui);
    } else {
        reveal_once(
            ui,
            egui::Id::unique(("walk", step.intro.as_str(), r.at)),
            brought,
        );
    }
}

fn practice_ui(ui: &mut Ui, step: &Practice, r: &PracticeRun, start: &State, cmds: &mut Vec<Cmd>) {
    let l = language(ui);
    let w = Words::new(l);
    text(ui, &step.text);
    ui.add_space(4.0);
    let goal = capitalise(&w.goal(&step.goal));
    ui.label(RichText::new(tr!(l, "practice-goal", goal = goal)).strong());
    match &r.opponent {
        Ok(spec) => learner_line(ui, r.learner, Some(ai_name(l, spec))),
        Err(e) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(l, "practice-no-opponent", why = e.as_str()),
            );
        }
    }
    ui.add_space(6.0);
    let turns = r.turns(start);
    match &r.status {
        GoalStatus::InProgress => {
            forget_revealed(ui);
            if r.is_thinking() {
                // The line under the board says the computer thinks; this one keeps its row
                // so the text below stays where it was.
                let line = ui.text_style_height(&egui::TextStyle::Body);
                ui.allocate_space(egui::vec2(0.0, line));
            } else if r.can_play() {
                let within = match step.goal {
                    PracticeGoal::Win => None,
                    PracticeGoal::Medals { within, .. } | PracticeGoal::CaptureHq { within } => {
                        Some(within)
                    }
                };
                let turn = if r.now.at_turn_start() {
                    turns + 1
                } else {
                    turns.max(1)
                };
                ui.label(match within {
                    Some(within) => tr!(l, "practice-turn-of", turn = turn, n = within),
                    None => tr!(l, "practice-turn", turn = turn),
                });
            }
            if let (PracticeGoal::Medals { n, .. }, Some(me)) = (step.goal, r.learner) {
                ui.weak(tr!(
                    l,
                    "practice-medals",
                    side = w.side(me),
                    medals = r.now.medals(me),
                    n = n
                ));
            }
        }
        GoalStatus::Achieved => {
            let shown = banner(
                ui,
                success_colour(ui),
                Sign::Tick,
                &tr!(l, "practice-reached"),
                |ui| {
                    ui.label(tr!(l, "practice-did-it", goal = w.goal(&step.goal)));
                },
            );
            reveal_once(ui, egui::Id::unique("practice-reached"), shown.rect);
            if ui
                .button(tr!(l, "practice-again"))
                .on_hover_text(tr!(l, "practice-again-hover"))
                .clicked()
            {
                cmds.push(Cmd::Retry);
            }
        }
        GoalStatus::Failed { reason } => {
            let shown = banner(
                ui,
                ui.visuals().error_fg_color,
                Sign::Cross,
                &tr!(l, "practice-missed"),
                |ui| {
                    // The reason in the lesson's language (the core's own is English).
                    let why = r
                        .learner
                        .and_then(|me| w.goal_missed(&step.goal, me, &r.now, turns))
                        .unwrap_or_else(|| reason.clone());
                    ui.label(tr!(l, "practice-missed-why", why = capitalise(&why)));
                },
            );
            reveal_once(ui, egui::Id::unique("practice-missed"), shown.rect);
            if ui
                .button(tr!(l, "practice-try-again"))
                .on_hover_text(tr!(l, "practice-again-hover"))
                .clicked()
            {
                cmds.push(Cmd::Retry);
            }
            if !r.example.is_empty() {
                egui::CollapsingHeader::new(tr!(l, "practice-example"))
                    .id_salt("preview_practice_example")
                    .show(ui, |ui| line_list(ui, &r.example, usize::MAX));
            }
        }
    }
    if let Some(e) = &r.error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
    if !r.log.is_empty() {
        ui.add_space(6.0);
        egui::CollapsingHeader::new(tr!(l, "practice-moves", n = r.log.len()))
            .id_salt("preview_practice_moves")
            .default_open(true)
            .show(ui, |ui| {
                for (i, (side, words)) in r.log.iter().enumerate() {
                    ui.label(
                        RichText::new(format!("{}. {words}", i + 1)).color(side_text(ui, *side)),
                    );
                }
            });
    }
}

/// The practice opponent as the learner reads it ("greedy", "random", "strong (mcts:2000)").
fn ai_name(l: Lang, spec: &crate::ai::AiSpec) -> String {
    use crate::ai::AiSpec;
    match spec {
        AiSpec::Random => tr!(l, "ai-name", ai = "random"),
        AiSpec::Greedy => tr!(l, "ai-name", ai = "greedy"),
        AiSpec::Mcts { iterations } => tr!(l, "ai-search", n = *iterations),
        AiSpec::MctsTimed { millis } => tr!(l, "ai-search-millis", n = *millis),
        AiSpec::Expert { iterations } => tr!(l, "ai-expert", n = *iterations),
        AiSpec::ExpertTimed { millis } => tr!(l, "ai-expert-millis", n = *millis),
    }
}
