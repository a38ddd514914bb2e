//! The steps list's kinds of step, against the lesson format's.

use super::*;

/// `ALL` is the add-step menu: a kind of step left out of it is never offered.
#[test]
fn the_menu_offers_every_kind_of_step() {
    let offered: Vec<&str> = StepKind::ALL
        .iter()
        .map(|k| k.new_step().kind_name())
        .collect();
    assert_eq!(
        offered,
        toyforge_core::variants::variants::<Step>(),
        "StepKind::ALL (src/app/lesson/steps.rs) lists every kind of Step, in its order"
    );
    for kind in StepKind::ALL {
        assert_eq!(StepKind::of(&kind.new_step()), kind);
    }
}

/// A kind the selects of `editor-lesson.ftl` lack would take their default variant's words
/// (Practice's): in every language, every kind has words of its own.
#[test]
fn every_kind_of_step_has_words_of_its_own_in_every_language() {
    for id in ["le-step-kind", "le-step-kind-hint", "le-new-step-title"] {
        for lang in Lang::ALL {
            let mut seen: Vec<(String, &str)> = Vec::new();
            for kind in StepKind::ALL {
                let mut args = toyforge_core::i18n::Args::new();
                args.set("kind", kind.key());
                let words = toyforge_core::i18n::message(lang, id, Some(&args));
                if let Some((_, other)) = seen.iter().find(|(w, _)| *w == words) {
                    panic!(
                        "locales/{lang}/editor-lesson.ftl: {id} says \"{words}\" of both \
                         `{other}` and `{}`: the select needs a [{}] variant",
                        kind.key(),
                        kind.key()
                    );
                }
                seen.push((words, kind.key()));
            }
        }
    }
    // The learner's name of the kind (`step-kind` in `learner.ftl`).
    for lang in Lang::ALL {
        let mut seen: Vec<String> = Vec::new();
        for kind in StepKind::ALL {
            let name = toyforge_ui::lesson::kind_label(lang, &kind.new_step());
            assert!(
                !seen.contains(&name),
                "locales/{lang}/learner.ftl: step-kind says \"{name}\" of `{}` and another \
                 kind: the select needs a [{}] variant",
                kind.key(),
                kind.key()
            );
            seen.push(name);
        }
    }
}
