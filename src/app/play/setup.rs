//! The setup bar of play mode: the seed, who moves first, first-game mode, the opponent and
//! the computer's level for each side it plays. Every label stands before its control, so
//! that the row reads "Opponent: \[Computer plays both\]  Blue: \[greedy\]  Red: \[mcts\]".

use super::{Level, Opponent, Setup, side_name, side_text};
use crate::ai::{AiSpec, MctsConfig};
use crate::app::i18n::lang;
use crate::pieces::Side;
use egui::{Response, RichText, Ui};
use toyforge_core::tr;

/// The accessible name of the level chooser of the computer playing `side`.
pub fn level_name(side: Side) -> String {
    tr!(lang(), "play-level-name", side = side_name(side))
}

/// The words of a level in the status, as the setup bar's list writes it: "Blue: greedy",
/// "Red: mcts" (the default budget), "Red: mcts:50".
pub fn level_status(side: Side, spec: AiSpec) -> String {
    tr!(
        lang(),
        "play-level-status",
        side = side_name(side),
        level = level_words(spec)
    )
}

/// A computer's level in the words of the setup bar's list.
pub fn level_words(spec: AiSpec) -> String {
    match spec {
        AiSpec::Random => Level::Random.choice_label(),
        AiSpec::Greedy => Level::Greedy.choice_label(),
        AiSpec::MCTS => Level::Mcts.choice_label(),
        AiSpec::Mcts { iterations } => tr!(lang(), "ai-level-iterations", n = iterations),
        AiSpec::MctsTimed { millis } => tr!(lang(), "ai-level-millis", n = millis),
        AiSpec::EXPERT => Level::Expert.choice_label(),
        AiSpec::Expert { iterations } => tr!(lang(), "ai-level-expert-iterations", n = iterations),
        AiSpec::ExpertTimed { millis } => tr!(lang(), "ai-level-expert-millis", n = millis),
    }
}

/// Draws the game's settings; the caller adds Start game and the rest of the row.
pub fn settings_ui(ui: &mut Ui, setup: &mut Setup) {
    let l = ui.label(tr!(lang(), "play-seed"));
    ui.add(egui::DragValue::new(&mut setup.seed))
        .labelled_by(l.id);
    ui.label(tr!(lang(), "play-first"));
    let random = tr!(lang(), "play-first-random");
    egui::ComboBox::from_id_salt("play_first")
        .selected_text(match setup.first {
            None => random.clone(),
            Some(s) => side_name(s).to_string(),
        })
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut setup.first, None, random);
            ui.selectable_value(&mut setup.first, Some(Side::Blue), side_name(Side::Blue));
            ui.selectable_value(&mut setup.first, Some(Side::Red), side_name(Side::Red));
        })
        .response
        .accessible_name(tr!(lang(), "play-first-name"));
    ui.checkbox(&mut setup.first_game, tr!(lang(), "play-first-game"));
    ui.separator();
    ui.label(tr!(lang(), "play-opponent-label"));
    egui::ComboBox::from_id_salt("play_opponent")
        .selected_text(setup.opponent.label())
        .show_ui(ui, |ui| {
            for o in Opponent::ALL {
                ui.selectable_value(&mut setup.opponent, o, o.label());
            }
        })
        .response
        .accessible_name(tr!(lang(), "play-opponent-name"));
    for side in Side::ALL {
        if setup.opponent.plays(side) {
            level_ui(ui, side, &mut setup.levels[side]);
        }
    }
}

/// The level chooser of the computer playing `side`, after its label ("Blue:"): a list of the
/// levels, and the number of iterations for `mcts:N`.
fn level_ui(ui: &mut Ui, side: Side, level: &mut Level) {
    ui.label(
        RichText::new(tr!(lang(), "play-level-side", side = side_name(side)))
            .color(side_text(ui, side)),
    );
    let combo: Response = egui::ComboBox::from_id_salt(("play_level", side.index()))
        .selected_text(level.choice_label())
        .show_ui(ui, |ui| {
            for choice in [Level::Random, Level::Greedy, Level::Mcts] {
                ui.selectable_value(level, choice, choice.choice_label());
            }
            ui.selectable_value(level, Level::Expert, Level::Expert.choice_label())
                .on_hover_text(tr!(lang(), "play-expert-hover"));
            let custom = matches!(level, Level::MctsCustom(_));
            if ui
                .selectable_label(custom, Level::MctsCustom(0).choice_label())
                .on_hover_text(tr!(lang(), "play-mcts-custom-hover"))
                .clicked()
                && !custom
            {
                *level = Level::MctsCustom(MctsConfig::DEFAULT_ITERATIONS);
            }
        })
        .response;
    combo.accessible_name(level_name(side)).on_hover_text(tr!(
        lang(),
        "play-level-hover",
        side = side_name(side),
        levels = crate::scenario::Words::new(lang()).list(
            &[
                Level::Random,
                Level::Greedy,
                Level::Mcts,
                Level::Expert,
                Level::MctsCustom(0)
            ]
            .map(Level::choice_label)
        )
    ));
    if let Level::MctsCustom(n) = level {
        let l = ui.label(tr!(lang(), "play-iterations"));
        ui.add(egui::DragValue::new(n).range(1..=100_000_000).speed(50.0))
            .labelled_by(l.id)
            .on_hover_text(tr!(
                lang(),
                "play-iterations-hover",
                side = side_name(side),
                n = MctsConfig::DEFAULT_ITERATIONS
            ));
    }
}
