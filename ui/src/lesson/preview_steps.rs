//! The right-hand column of the preview, one function per step kind: the text, the candidates
//! and their lines, the puzzle's feedback and hints, the walkthrough's stages, the practice
//! game's goal. Buttons only ask ([`Cmd`]); the preview carries the commands out after drawing.

use super::preview::{Cmd, success_colour};
use super::step_run::{PracticeRun, RunKind, StepRun};
use super::variation_tree::{self, VarView};
use crate::board::side_text;
use crate::engine::State;
use crate::scenario::Step;
use crate::scenario::lesson_run::{ClaimCheck, CompareRun, ExplainRun, PuzzleRun, WalkRun};
use crate::scenario::lines::VarParent;
use crate::scenario::words::capitalise;
use crate::scenario::words::side_name;
use crate::scenario::{
    Compare, Explain, FindMove, GoalStatus, Practice, PracticeGoal, Walkthrough,
};
use egui::{Color32, RichText, Ui};

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
            ui.label("Nothing to show for this step.");
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

/// A framed message in `colour`, with a bold title after a sign.
fn banner(ui: &mut Ui, colour: Color32, s: Sign, title: &str, body: impl FnOnce(&mut Ui)) {
    egui::Frame::group(ui.style())
        .fill(colour.gamma_multiply(0.12))
        .stroke(egui::Stroke::new(1.5, colour))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            signed(ui, s, colour, RichText::new(title).strong().color(colour));
            body(ui);
        });
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
    egui::CollapsingHeader::new(format!("{title} ({})", claims.len()))
        .id_salt(("preview_claims", id))
        .default_open(true)
        .show(ui, |ui| claim_lines(ui, &claims));
}

/// Claims a learner is shown, one a line after a tick (or, when the engine disagrees, a cross
/// and what it found).
pub(super) fn claim_lines(ui: &mut Ui, claims: &[&ClaimCheck]) {
    let ok = success_colour(ui);
    let bad = ui.visuals().error_fg_color;
    for c in claims {
        match &c.result {
            Ok(()) => {
                signed(ui, Sign::Tick, ok, RichText::new(&c.sentence))
                    .on_hover_text("The engine confirms it");
            }
            Err(m) => {
                signed(ui, Sign::Cross, bad, RichText::new(&c.sentence).color(bad))
                    .on_hover_text("The lesson says so, but the engine disagrees");
                ui.weak(format!(
                    "The engine expected {}, and found {}.",
                    m.expected, m.found
                ));
            }
        }
    }
}

fn broken_ui(ui: &mut Ui, message: &str, cmds: &mut Vec<Cmd>) {
    banner(
        ui,
        ui.visuals().error_fg_color,
        Sign::Cross,
        "This step cannot start",
        |ui| {
            ui.label(message);
            ui.weak(
                "Fix it in the Position or Lesson steps tab; the preview follows every change.",
            );
        },
    );
    ui.add_space(6.0);
    if ui
        .button("Skip this step")
        .on_hover_text("Go on to the next step")
        .clicked()
    {
        cmds.push(Cmd::Next);
    }
}

fn explain_ui(ui: &mut Ui, step: &Explain, r: &ExplainRun) {
    text(ui, &step.text);
    if step.text.trim().is_empty() {
        ui.weak("This step has no text yet.");
    }
    if !r.unknown.is_empty() {
        ui.add_space(4.0);
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "Not on this map, so not drawn: {}",
                r.unknown
                    .iter()
                    .map(|id| format!("`{id}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
    }
    ui.add_space(6.0);
    claims_ui(ui, "On the board", &r.claims, "explain");
}

fn compare_ui(
    ui: &mut Ui,
    step: &Compare,
    r: &CompareRun,
    view: Option<&VarView>,
    cmds: &mut Vec<Cmd>,
) {
    if !step.prompt.trim().is_empty() {
        ui.label(RichText::new(step.prompt.trim()).strong());
    }
    if r.candidates.is_empty() {
        ui.weak("This comparison has no candidates yet.");
    }
    ui.add_space(4.0);
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
                    format!("Candidate {}", i + 1)
                } else {
                    cand.label.trim().to_string()
                };
                ui.label(RichText::new(label).strong());
                if r.seen[i] {
                    ui.weak("seen");
                }
                let n = line.variations.len();
                if n > 0 && !shown {
                    ui.weak(format!("{n} variation{}", if n == 1 { "" } else { "s" }))
                        .on_hover_text("Show the line to explore them");
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .add(egui::Button::new("Show").selected(shown))
                        .on_hover_text("Play this line on the board")
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
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(r.at > 0, egui::Button::new("Previous action"))
                    .on_hover_text("Take the last action back (Left arrow key)")
                    .on_disabled_hover_text("The board is at the start of the line")
                    .clicked()
                {
                    cmds.push(Cmd::LineBack);
                }
                if ui
                    .add_enabled(r.at < line.len(), egui::Button::new("Next action"))
                    .on_hover_text("Play the next action of the line (Right arrow key)")
                    .on_disabled_hover_text("The whole line is on the board")
                    .clicked()
                {
                    cmds.push(Cmd::LineForward);
                }
                ui.weak(format!(
                    "{} of {} action{}",
                    r.at,
                    line.len(),
                    if line.len() == 1 { "" } else { "s" }
                ));
            });
            line_list(ui, &line.words, r.at);
            if let Some(refused) = &line.refused
                && r.at == line.len()
            {
                ui.colored_label(ui.visuals().warn_fg_color, refused);
            }
            ui.add_space(4.0);
            text(ui, &cand.comment);
            claims_ui(ui, "After the whole line", &line.claims, ("candidate", i));
            let parent = VarParent::Candidate(i);
            variation_tree::ui(ui, &line.variations, parent, view, cmds);
        });
        ui.add_space(4.0);
    }
    let conclusion = step.conclusion.trim();
    if conclusion.is_empty() {
        return;
    }
    ui.add_space(4.0);
    if r.all_seen() {
        banner(ui, success_colour(ui), Sign::None, "Conclusion", |ui| {
            ui.label(conclusion);
        });
    } else {
        let seen = r.seen.iter().filter(|&&s| s).count();
        ui.weak(format!(
            "Look at every candidate to read the conclusion ({seen} of {} seen).",
            r.seen.len()
        ));
    }
}

fn learner_line(ui: &mut Ui, learner: Option<crate::pieces::Side>, what: &str) {
    if let Some(side) = learner {
        ui.label(
            RichText::new(format!("You play {}{what}.", side_name(side)))
                .color(side_text(ui, side)),
        );
    }
}

fn puzzle_ui(ui: &mut Ui, step: &FindMove, r: &PuzzleRun, cmds: &mut Vec<Cmd>) {
    let prompt = step.prompt.trim();
    ui.label(
        RichText::new(if prompt.is_empty() {
            "Find the move."
        } else {
            prompt
        })
        .strong(),
    );
    learner_line(ui, r.learner, "");
    if r.learner.is_none() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            "The game is already over in this step's position: there is nothing to play.",
        );
    }
    ui.add_space(6.0);
    // The buttons come before what the moves bring (verdicts, the solution, hints), so that
    // nothing appearing pushes them from under the pointer.
    hint_controls(ui, step, r, cmds);
    ui.separator();
    puzzle_feedback(ui, r, cmds);
    if let Some(e) = &r.error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
}

/// The Hint and Show solution buttons, then the hints shown so far.
fn hint_controls(ui: &mut Ui, step: &FindMove, r: &PuzzleRun, cmds: &mut Vec<Cmd>) {
    let n = step.hints.len();
    ui.horizontal(|ui| {
        let more = r.hints_shown < n && r.end.is_none();
        let why = if r.end.is_some() {
            "The step is over"
        } else if n == 0 {
            "This step has no hints"
        } else {
            "Every hint is shown"
        };
        if ui
            .add_enabled(more, egui::Button::new("Hint"))
            .on_hover_text(format!("Show hint {} of {n}", r.hints_shown + 1))
            .on_disabled_hover_text(why)
            .clicked()
        {
            cmds.push(Cmd::Hint);
        }
        if ui
            .add_enabled(r.end.is_none(), egui::Button::new("Show solution"))
            .on_hover_text("Play the solution on the board (the step then counts as not solved)")
            .on_disabled_hover_text("The step is over")
            .clicked()
        {
            cmds.push(Cmd::Reveal);
        }
    });
    for (k, h) in step.hints.iter().take(r.hints_shown).enumerate() {
        ui.label(format!("Hint {} of {n}: {}", k + 1, h.trim()));
    }
}

/// What the learner's moves brought: solved, the solution shown, a wrong move, or the turn so
/// far.
fn puzzle_feedback(ui: &mut Ui, r: &PuzzleRun, cmds: &mut Vec<Cmd>) {
    let opponent = r
        .learner
        .map(|s| side_name(s.other()))
        .unwrap_or("The opponent");
    match &r.end {
        Some(end) if end.by.is_some() => {
            banner(ui, success_colour(ui), Sign::Tick, "Solved", |ui| {
                let fb = end.feedback.trim();
                ui.label(if fb.is_empty() { "Well done." } else { fb });
                ui.add_space(2.0);
                ui.weak("Your move:");
                line_list(ui, &end.line, usize::MAX);
                if !end.reply.is_empty() {
                    ui.weak(format!("{opponent} answers:"));
                    line_list(ui, &end.reply, usize::MAX);
                }
            });
            claims_ui(ui, "What your move did", &end.claims, "solved");
        }
        Some(end) => {
            banner(
                ui,
                ui.visuals().warn_fg_color,
                Sign::None,
                "The solution",
                |ui| {
                    line_list(ui, &end.line, usize::MAX);
                    let fb = end.feedback.trim();
                    if !fb.is_empty() {
                        ui.label(fb);
                    }
                    if !end.reply.is_empty() {
                        ui.weak(format!("{opponent} answers:"));
                        line_list(ui, &end.reply, usize::MAX);
                    }
                },
            );
            claims_ui(ui, "What the solution does", &end.claims, "revealed");
            if ui
                .button("Try again")
                .on_hover_text("Start the step again and find the move yourself")
                .clicked()
            {
                cmds.push(Cmd::Restart);
            }
        }
        None => {
            if let Some(w) = &r.last_wrong {
                banner(
                    ui,
                    ui.visuals().error_fg_color,
                    Sign::Cross,
                    "Not this one",
                    |ui| {
                        let fb = w.feedback.trim();
                        ui.label(if fb.is_empty() {
                            "That is not the move."
                        } else {
                            fb
                        });
                        ui.weak(format!("You played: {}", w.played.join(" ")));
                        ui.weak("The board is back where the step started. Try again.");
                    },
                );
                ui.add_space(4.0);
            }
            if r.played.is_empty() {
                if r.can_play() && r.last_wrong.is_none() {
                    ui.weak("Choose a troop on your rack below, then a lit location on the board.");
                }
            } else {
                ui.weak("So far:");
                line_list(ui, &r.words, usize::MAX);
                ui.horizontal(|ui| {
                    ui.weak("Keep going: the turn is not over.");
                    if ui
                        .button("Take back")
                        .on_hover_text("Take your actions back and start the turn again")
                        .clicked()
                    {
                        cmds.push(Cmd::TakeBack);
                    }
                });
            }
        }
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
    if r.at == 0 {
        text(ui, &step.intro);
    } else if !step.intro.trim().is_empty() {
        ui.weak(step.intro.trim());
    }
    if n == 0 {
        ui.weak("This walkthrough has no stages yet.");
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(r.at > 0, egui::Button::new("Previous stage"))
            .on_hover_text("Go back one stage (Left arrow key)")
            .on_disabled_hover_text("This is the introduction")
            .clicked()
        {
            cmds.push(Cmd::StageBack);
        }
        let why = if r.broken.is_some() && r.at == r.reachable() {
            "The next stage cannot be played"
        } else {
            "This is the last stage"
        };
        if ui
            .add_enabled(r.at < r.reachable(), egui::Button::new("Next stage"))
            .on_hover_text("Play the next stage on the board (Right arrow key)")
            .on_disabled_hover_text(why)
            .clicked()
        {
            cmds.push(Cmd::StageForward);
        }
        if r.at == 0 {
            ui.weak("Introduction");
        } else {
            ui.weak(format!("Stage {} of {n}", r.at));
        }
    });
    ui.add(
        egui::ProgressBar::new(if n == 0 { 1.0 } else { r.at as f32 / n as f32 })
            .desired_height(4.0),
    );
    if r.at > 0
        && let Some(stage) = step.stages.get(r.at - 1)
    {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            let words = &r.words[r.at - 1];
            line_list(ui, words, usize::MAX);
            if !words.is_empty() {
                ui.add_space(2.0);
            }
            text(ui, &stage.comment);
            claims_ui(ui, "After this stage", &r.claims[r.at - 1], ("stage", r.at));
            let parent = VarParent::Stage(r.at - 1);
            variation_tree::ui(ui, &r.variations[r.at - 1], parent, view, cmds);
        });
    } else if n > 0 {
        ui.weak("Press Next stage to begin.");
    }
    if let Some((i, e)) = &r.broken
        && r.at == r.reachable()
    {
        banner(
            ui,
            ui.visuals().error_fg_color,
            Sign::Cross,
            &format!("Stage {} cannot be played", i + 1),
            |ui| {
                ui.label(e);
            },
        );
    }
    if r.at == n && r.broken.is_none() && !step.conclusion.trim().is_empty() {
        ui.add_space(4.0);
        banner(ui, success_colour(ui), Sign::None, "Conclusion", |ui| {
            ui.label(step.conclusion.trim());
        });
    }
}

fn practice_ui(ui: &mut Ui, step: &Practice, r: &PracticeRun, start: &State, cmds: &mut Vec<Cmd>) {
    text(ui, &step.text);
    ui.add_space(4.0);
    ui.label(RichText::new(format!("Goal: {}.", capitalise(&step.goal.describe()))).strong());
    match &r.opponent {
        Ok(spec) => learner_line(ui, r.learner, &format!(" against the {spec} computer")),
        Err(e) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("The opponent cannot be set up: {e}"),
            );
        }
    }
    ui.add_space(6.0);
    let turns = r.turns(start);
    match &r.status {
        GoalStatus::InProgress => {
            if r.is_thinking() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("The computer is thinking…");
                });
                let f = r.thinking_fraction();
                if f > 0.0 {
                    ui.add(egui::ProgressBar::new(f).desired_width(200.0));
                }
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
                    Some(w) => format!("Your turn: turn {turn} of {w}."),
                    None => format!("Your turn: turn {turn}."),
                });
            }
            if let (PracticeGoal::Medals { n, .. }, Some(me)) = (step.goal, r.learner) {
                ui.weak(format!(
                    "{} holds {} of the {n} medals asked.",
                    side_name(me),
                    r.now.medals(me)
                ));
            }
        }
        GoalStatus::Achieved => {
            banner(ui, success_colour(ui), Sign::Tick, "Goal reached", |ui| {
                ui.label(format!("You did it: {}.", step.goal.describe()));
            });
            if ui
                .button("Play again")
                .on_hover_text("Start the game again from the step's position")
                .clicked()
            {
                cmds.push(Cmd::Retry);
            }
        }
        GoalStatus::Failed { reason } => {
            banner(
                ui,
                ui.visuals().error_fg_color,
                Sign::Cross,
                "Goal missed",
                |ui| {
                    ui.label(format!("{}.", capitalise(reason)));
                },
            );
            if ui
                .button("Try again")
                .on_hover_text("Start the game again from the step's position")
                .clicked()
            {
                cmds.push(Cmd::Retry);
            }
            if !r.example.is_empty() {
                egui::CollapsingHeader::new("One way to reach the goal")
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
        egui::CollapsingHeader::new(format!("Moves ({})", r.log.len()))
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
