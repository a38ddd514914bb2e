//! The desktop app's language: the one chosen in the Language menu, else the system's; and the
//! CJK font that Chinese needs, found among the installed fonts away from the frame.
//!
//! Every label of the app is a message of `locales/<lang>/editor.ftl`, written with
//! `tr!(lang(), "id")`. [`lang`] is the language of the frame being drawn: the app sets it at the
//! start of each frame ([`set_lang`]) on the thread that draws, so two editors on two threads
//! (tests) each keep their own.

use std::cell::Cell;
use std::sync::mpsc::{self, Receiver};

use toyforge_core::i18n::Lang;
use toyforge_core::tr;

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language the app draws in on this thread.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// Sets the language the app draws in on this thread.
pub fn set_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
}

/// The first of `tags` (BCP 47, most preferred first) that has messages, else English.
pub fn lang_of_tags<I, S>(tags: I) -> Lang
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    tags.into_iter()
        .find_map(|t| Lang::from_tag(t.as_ref()))
        .unwrap_or_default()
}

/// The system's language (on Linux from LANGUAGE, LC_ALL, LC_MESSAGES and LANG), when it has
/// messages; else English.
pub fn system_lang() -> Lang {
    lang_of_tags(sys_locale::get_locales())
}

/// The language's name in the Language menu (in itself, so a user who cannot read the present
/// language still finds theirs).
pub fn menu_name(lang: Lang) -> &'static str {
    lang.endonym()
}

/// Characters the CJK font must have: common ones of the app's Chinese labels.
const CJK_SAMPLE: &str = "文件编辑地图帮助语言中的是";

/// An installed font with Chinese characters.
#[derive(Clone)]
pub struct CjkFont {
    /// The family's name, as the font gives it.
    pub name: String,
    pub data: Vec<u8>,
    pub index: u32,
}

impl std::fmt::Debug for CjkFont {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CjkFont")
            .field("name", &self.name)
            .field("bytes", &self.data.len())
            .field("index", &self.index)
            .finish()
    }
}

/// The face of `db` with every character of the sample, preferring one whose family says it is
/// for Simplified Chinese (SC, CN, Hans), then the first found.
pub fn find_cjk(db: &fontdb::Database) -> Option<CjkFont> {
    let mut best: Option<(bool, fontdb::ID, String)> = None;
    for face in db.faces() {
        let covers = db.with_face_data(face.id, covers_sample).unwrap_or(false);
        if !covers {
            continue;
        }
        let name = face
            .families
            .first()
            .map_or_else(|| format!("{:?}", face.source), |f| f.0.clone());
        let simplified = ["SC", "CN", "Hans", "GB"]
            .iter()
            .any(|m| name.split([' ', '-']).any(|w| w == *m));
        if best.as_ref().is_none_or(|b| simplified && !b.0) {
            best = Some((simplified, face.id, name));
        }
    }
    let (_, id, name) = best?;
    db.with_face_data(id, |data, index| CjkFont {
        name,
        data: data.to_vec(),
        index,
    })
}

fn covers_sample(data: &[u8], index: u32) -> bool {
    use fontcull_skrifa::MetadataProvider;
    let Ok(font) = fontcull_skrifa::FontRef::from_index(data, index) else {
        return false;
    };
    let map = font.charmap();
    CJK_SAMPLE.chars().all(|c| map.map(c).is_some())
}

/// The installed CJK font, looked up in the system's fonts (slow: it reads every font file's
/// header, so it runs on its own thread).
pub fn installed_cjk() -> Option<CjkFont> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    find_cjk(&db)
}

/// The name of the thread that looks for the CJK font.
pub const LOOKUP_THREAD: &str = "cjk-font";

/// How often the frames look whether the CJK font lookup has answered, while it runs.
pub const LOOKUP_POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// How the app stands with the CJK font.
#[derive(Debug, Default)]
pub enum CjkState {
    /// Not looked for yet (no Chinese shown so far).
    #[default]
    Unsought,
    /// Being looked for on its own thread.
    Seeking(Receiver<Option<CjkFont>>),
    /// Found and given to egui under this name.
    Loaded(String),
    /// None is installed.
    Missing,
}

/// The CJK font: looked for once, the first time the app is in Chinese, away from the frame.
pub struct CjkFonts {
    pub state: CjkState,
    /// How to look (the system's fonts; tests give their own).
    pub lookup: fn() -> Option<CjkFont>,
    /// The user closed the message that none is installed.
    pub dismissed: bool,
    /// Looked for before Chinese is chosen: the Language menu names Chinese in Chinese when
    /// it can.
    pub wanted: bool,
}

impl Default for CjkFonts {
    fn default() -> Self {
        CjkFonts {
            state: CjkState::Unsought,
            lookup: installed_cjk,
            dismissed: false,
            wanted: false,
        }
    }
}

impl CjkFonts {
    /// Called before each frame is drawn: starts the lookup when the app is in Chinese, and hands
    /// a found font to egui (it takes effect with the next frame). While the lookup runs, each
    /// frame asks for another [`LOOKUP_POLL`] later to look for its answer.
    pub fn prepare(&mut self, ctx: &egui::Context, lang: Lang) {
        match &self.state {
            CjkState::Unsought if lang.needs_cjk_font() || self.wanted => {
                let (tx, rx) = mpsc::channel();
                let lookup = self.lookup;
                // The thread only answers: it never asks for a frame itself. A frame it asked
                // for would come at a moment of its own (under load, well after the answer was
                // taken), in the middle of some later frames; the frames ask instead, below.
                let spawned = std::thread::Builder::new()
                    .name(LOOKUP_THREAD.into())
                    .spawn(move || {
                        let _ = tx.send(lookup());
                    });
                self.state = match spawned {
                    Ok(_) => CjkState::Seeking(rx),
                    Err(_) => CjkState::Missing,
                };
                ctx.request_repaint_after(LOOKUP_POLL);
            }
            CjkState::Seeking(rx) => match rx.try_recv() {
                Ok(Some(font)) => {
                    let name = font.name.clone();
                    let data =
                        egui::FontData::from_blob(std::sync::Arc::new(font.data), font.index);
                    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
                        .into_iter()
                        .map(|family| egui::InsertFontFamily {
                            family,
                            priority: egui::FontPriority::Lowest,
                        })
                        .collect();
                    ctx.add_font(egui::FontInsert {
                        name: format!("cjk:{name}"),
                        data,
                        families,
                    });
                    self.state = CjkState::Loaded(name);
                    ctx.request_repaint();
                }
                Ok(None) | Err(mpsc::TryRecvError::Disconnected) => {
                    self.state = CjkState::Missing;
                    ctx.request_repaint();
                }
                // Looked at again a little later: a wait, not a frame at once, so the app is
                // at rest while the lookup runs.
                Err(mpsc::TryRecvError::Empty) => ctx.request_repaint_after(LOOKUP_POLL),
            },
            _ => {}
        }
    }

    /// Whether the font was found and given to egui.
    pub fn loaded(&self) -> bool {
        matches!(self.state, CjkState::Loaded(_))
    }

    /// The language the app's own words are drawn in where a reader who cannot read `lang` must
    /// still find them (the Language menu's title): `lang`, but English while no font can draw
    /// it, as the message that none is installed is.
    pub fn readable(&self, lang: Lang) -> Lang {
        if lang.needs_cjk_font() && matches!(self.state, CjkState::Missing) {
            Lang::En
        } else {
            lang
        }
    }

    /// The name of `lang` in the Language menu: in itself, but Chinese in English while no font
    /// can draw it.
    pub fn menu_name(&self, lang: Lang) -> &'static str {
        if lang.needs_cjk_font() && !self.loaded() {
            lang.english_name()
        } else {
            menu_name(lang)
        }
    }

    /// The message that no CJK font is installed, while the app is in Chinese. It is in English
    /// as well as in Chinese: without the font the Chinese cannot be read.
    pub fn missing_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if !lang.needs_cjk_font() || self.dismissed || !matches!(self.state, CjkState::Missing) {
            return;
        }
        egui::Panel::top("cjk-font-missing").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    tr!(Lang::En, "font-cjk-missing"),
                );
                if ui.button(tr!(Lang::En, "font-cjk-dismiss")).clicked() {
                    self.dismissed = true;
                }
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_known_language_of_the_system_is_taken() {
        assert_eq!(lang_of_tags(["fr-FR"]), Lang::Fr);
        assert_eq!(lang_of_tags(["de-DE", "es-ES", "en"]), Lang::Es);
        assert_eq!(lang_of_tags(["zh-CN"]), Lang::Zh);
        assert_eq!(lang_of_tags(["de"]), Lang::En);
        assert_eq!(lang_of_tags(Vec::<String>::new()), Lang::En);
    }

    #[test]
    fn no_font_is_found_among_none() {
        let db = fontdb::Database::new();
        assert!(find_cjk(&db).is_none());
    }

    #[test]
    fn the_language_is_the_threads_own() {
        set_lang(Lang::Fr);
        let other = std::thread::spawn(lang).join().unwrap();
        assert_eq!(other, Lang::En);
        assert_eq!(lang(), Lang::Fr);
        set_lang(Lang::En);
    }
}
