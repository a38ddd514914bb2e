//! The lesson's details in the step form: title, author, summary, difficulty and language (with
//! the places whose names the map does not give in it).

use super::super::LessonDoc;
use super::text_field;
use crate::app::document::lesson::LessonEdit;
use crate::app::document::{Merge, merge_for};
use crate::app::i18n::lang;
use crate::scenario::Difficulty;
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
            // A board in another language than the map's own names shows the places the map
            // names in it; those it does not are said here, as `check` warns of them.
            let ids = crate::scenario::untranslated_places(doc.map(), &s.language);
            if !ids.is_empty() {
                let text = super::untranslated_text(lang(), s.language.trim(), &ids);
                ui.colored_label(ui.visuals().warn_fg_color, text);
            }
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
