//! The language the learner's view writes in: kept in egui's memory for the frame, so that
//! every widget of this crate finds it without passing it down. The web player sets the
//! course's language; the lesson preview sets the lesson's own for what it draws
//! ([`with_language`]), so that an English editor shows a Chinese lesson in Chinese.

use egui::{Context, Id, Ui};
use toyforge_core::i18n::Lang;

fn key() -> Id {
    Id::unique("toyforge-language")
}

/// The language set for `ctx` (English when none is).
pub fn language_of(ctx: &Context) -> Lang {
    ctx.data(|d| d.get_temp::<Lang>(key())).unwrap_or_default()
}

/// The language of what `ui` draws.
pub fn language(ui: &Ui) -> Lang {
    language_of(ui.ctx())
}

/// Sets the language of everything drawn from now on.
pub fn set_language(ctx: &Context, lang: Lang) {
    ctx.data_mut(|d| d.insert_temp(key(), lang));
}

/// Draws `add` in `lang`, then sets the language back to what it was.
pub fn with_language<R>(ui: &mut Ui, lang: Lang, add: impl FnOnce(&mut Ui) -> R) -> R {
    let before = language(ui);
    set_language(ui.ctx(), lang);
    let r = add(ui);
    set_language(ui.ctx(), before);
    r
}
