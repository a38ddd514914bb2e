//! The form of a Practice step: its text, the opponent, the goal, and the example game judged
//! against the goal as the check judges it.

use super::super::steps_claims::{Mark, OK_COLOUR, choice};
use super::super::steps_slots::{note, slot};
use super::{Fields, line_ui, opponent_rack_ui, text_field};
use crate::ai::AiSpec;
use crate::app::i18n::lang;
use crate::engine::State;
use crate::scenario::LineRef;
use crate::scenario::Words;
use crate::scenario::{ExampleVerdict, LineRun, Practice, PracticeGoal};
use egui::{RichText, Ui};
use toyforge_core::tr;

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

pub(super) fn practice_ui(ui: &mut Ui, f: &mut Fields, s: &mut Practice) {
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
                .selectable_label(s.opponent == level, tr!(lang(), "ai-level", level = level))
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
