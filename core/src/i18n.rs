//! The learner's and the author's language: every sentence a user reads comes from Fluent
//! message files, one set per language (`locales/<tag>/<area>.ftl` at the top of the
//! repository), compiled into the program. English is complete and is the fallback: a message a
//! language lacks, or one that fails to format, is written in English instead.
//!
//! Plural forms and grammar are the message files' business (Fluent select expressions), so code
//! passes values (numbers, names) and never joins words itself:
//!
//! ```
//! use toyforge_core::i18n::Lang;
//! use toyforge_core::tr;
//! let one = tr!(Lang::En, "claim-stack-height", place = "Orchard", n = 1u32);
//! assert_eq!(one, "Orchard holds 1 troop.");
//! let two = tr!(Lang::Fr, "claim-stack-height", place = "Verger", n = 2u32);
//! assert_eq!(two, "Verger porte 2 troupes.");
//! ```
//!
//! The tests in `core/tests/messages.rs` check that every language has every message, that no
//! message goes unused, and that the learner's code writes no English outside these files.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The arguments of a message ([`message`], [`tr!`](crate::tr)).
pub use fluent_bundle::FluentArgs as Args;

/// A language with its own messages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    Zh,
    Fr,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Zh, Lang::Fr, Lang::Es];

    /// The language's BCP 47 tag, as files write it ("en", "zh", "fr", "es").
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::Fr => "fr",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself, for a menu of languages.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
            Lang::Fr => "Français",
            Lang::Es => "Español",
        }
    }

    /// Whether the language is written in characters egui's own fonts lack (Chinese), so the
    /// desktop app must find a CJK font among the installed ones before it can draw it.
    /// (`publish` needs no such mark: it cuts a font from the characters a course uses.)
    pub fn needs_cjk_font(self) -> bool {
        match self {
            Lang::Zh => true,
            Lang::En | Lang::Fr | Lang::Es => false,
        }
    }

    /// The mark that ends a sentence in the language (what the messages' `STOP()` adds).
    pub fn full_stop(self) -> &'static str {
        match self {
            Lang::Zh => "。",
            Lang::En | Lang::Fr | Lang::Es => ".",
        }
    }

    /// The language's name in English, for a menu that cannot draw its endonym.
    pub fn english_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "Chinese (Simplified)",
            Lang::Fr => "French",
            Lang::Es => "Spanish",
        }
    }

    /// The language of a BCP 47 tag ("zh", "zh-Hans-CN", "fr-CA", "es_ES"), when the tag is well
    /// formed and its language has messages.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let id = parse_tag(tag)?;
        match id.language.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            "fr" => Some(Lang::Fr),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The language to write a file in whose `language` field is `tag`: its own when it has
    /// messages, else English (also for an empty field).
    pub fn or_english(tag: &str) -> Lang {
        Lang::from_tag(tag).unwrap_or_default()
    }

    fn index(self) -> usize {
        self as usize
    }
}

// Each language's bundle is found at its place in `ALL` (`index`): a variant out of place, or
// missing from `ALL`, would take another's messages or none.
const _: () = {
    let mut i = 0;
    while i < Lang::ALL.len() {
        assert!(
            Lang::ALL[i] as usize == i,
            "Lang::ALL lists the languages in the order of the enum"
        );
        i += 1;
    }
};

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

/// Whether `tag` is a well-formed BCP 47 language tag ("en", "zh-Hans", "pt-BR"). Underscores
/// are refused here, as the tag is checked where a file names it.
pub fn is_language_tag(tag: &str) -> bool {
    !tag.is_empty() && !tag.contains('_') && parse_tag(tag).is_some()
}

fn parse_tag(tag: &str) -> Option<LanguageIdentifier> {
    let tag = tag.trim();
    if tag.is_empty() {
        return None;
    }
    let id: LanguageIdentifier = tag.parse().ok()?;
    // "und" (an undetermined language) is well formed but names none.
    (id.language.as_str() != "und").then_some(id)
}

/// The message files of one language: (file name, text), the learner's and the player's, then
/// the desktop editor's (`editor*.ftl`) where the `editor-messages` feature compiles them in.
/// The web player leaves the feature off, so its wasm carries none of the editor's words.
macro_rules! ftl_files {
    ($tag:literal) => {{
        const SHOWN: [(&str, &str); 3] = [
            (
                concat!($tag, "/core.ftl"),
                include_str!(concat!("../../locales/", $tag, "/core.ftl")),
            ),
            (
                concat!($tag, "/learner.ftl"),
                include_str!(concat!("../../locales/", $tag, "/learner.ftl")),
            ),
            (
                concat!($tag, "/player.ftl"),
                include_str!(concat!("../../locales/", $tag, "/player.ftl")),
            ),
        ];
        #[cfg(feature = "editor-messages")]
        const EDITOR: [(&str, &str); 3] = [
            (
                concat!($tag, "/editor.ftl"),
                include_str!(concat!("../../locales/", $tag, "/editor.ftl")),
            ),
            (
                concat!($tag, "/editor-map.ftl"),
                include_str!(concat!("../../locales/", $tag, "/editor-map.ftl")),
            ),
            (
                concat!($tag, "/editor-lesson.ftl"),
                include_str!(concat!("../../locales/", $tag, "/editor-lesson.ftl")),
            ),
        ];
        #[cfg(not(feature = "editor-messages"))]
        const EDITOR: [(&str, &str); 0] = [];
        (SHOWN, EDITOR)
    }};
}

/// The compiled-in message files of `lang`: (path under `locales/`, text).
pub fn files(lang: Lang) -> Vec<(&'static str, &'static str)> {
    let (shown, editor) = match lang {
        Lang::En => ftl_files!("en"),
        Lang::Zh => ftl_files!("zh"),
        Lang::Fr => ftl_files!("fr"),
        Lang::Es => ftl_files!("es"),
    };
    shown.into_iter().chain(editor).collect()
}

/// Whether a message file (a path as [`files`] gives it) holds only the desktop editor's words
/// (`editor*.ftl`), which a published course never shows.
pub fn is_editor_file(file: &str) -> bool {
    file.rsplit('/')
        .next()
        .is_some_and(|name| name.starts_with("editor"))
}

type Bundle = FluentBundle<FluentResource>;

/// The characters a sentence may already end with, in any of the languages: no full stop is
/// added after them.
const SENTENCE_ENDS: &[char] = &['.', '?', '!', '…', ':', ';', '。', '？', '！', '：', '；'];

/// `s` with its first letter in upper case (a message begun as a fragment, said on its own).
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The articles a place's name may begin with, in lower case, to be read in a sentence: "the
/// Keep Gate", "la Porte du donjon", "l'Avant-poste gauche", "el Manzanar". The board writes the
/// name without it; sentences keep it, and the messages' `DE` and `A` join it to a preposition.
const ARTICLES: &[&str] = &[
    "the ",
    "le ",
    "la ",
    "les ",
    "l'",
    "l\u{2019}",
    "el ",
    "los ",
    "las ",
];

/// The article `name` begins with (`the`, `le`, `la`, `les`, `l'`, `el`, `los` or `las`, in
/// lower case, before a capital) and the rest; an empty article when it has none ("La
/// Rochelle" is a name, not an article and a name).
pub fn split_article(name: &str) -> (&str, &str) {
    for a in ARTICLES {
        if let Some(rest) = name.strip_prefix(a)
            && rest.starts_with(char::is_uppercase)
        {
            return name.split_at(a.len());
        }
    }
    ("", name)
}

/// A place's name as the board writes it: without the article a sentence reads it with
/// ([`split_article`]).
pub fn without_article(name: &str) -> &str {
    split_article(name).1
}

/// A place's name (with its article, if it has one) after a preposition, as `lang` joins them:
/// `of` is true for "de" ("du Verger", "de la Porte", "d'Orchard", "del Manzanar"), false for
/// "à" / "a" ("au Verger", "al Manzanar"). English and Chinese messages have no use for it and
/// get "of" / "to" and the bare name.
pub fn after_preposition(lang: Lang, of: bool, place: &str) -> String {
    let (article, rest) = split_article(place);
    let vowel = |s: &str| {
        s.chars()
            .next()
            .is_some_and(|c| "AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû".contains(c))
    };
    match (lang, of, article) {
        (Lang::Fr, true, "le ") => format!("du {rest}"),
        (Lang::Fr, true, "les ") => format!("des {rest}"),
        (Lang::Fr, true, "") if vowel(rest) => format!("d'{rest}"),
        (Lang::Fr, true, _) => format!("de {place}"),
        (Lang::Fr, false, "le ") => format!("au {rest}"),
        (Lang::Fr, false, "les ") => format!("aux {rest}"),
        (Lang::Fr, false, _) => format!("à {place}"),
        (Lang::Es, true, "el ") => format!("del {rest}"),
        (Lang::Es, true, _) => format!("de {place}"),
        (Lang::Es, false, "el ") => format!("al {rest}"),
        (Lang::Es, false, _) => format!("a {place}"),
        (Lang::En, true, _) => format!("of {place}"),
        (Lang::En, false, _) => format!("to {place}"),
        (Lang::Zh, _, _) => place.to_string(),
    }
}

/// `text` with `stop` after it, unless it is empty or already ends a sentence (closing quotes and
/// brackets after the mark count as the end: `He said "go!"`).
pub fn end_sentence(text: &str, stop: &str) -> String {
    let trimmed = text.trim_end();
    let core = trimmed.trim_end_matches(['"', '\'', '”', '’', '»', ')', '）', '」', '』']);
    if trimmed.is_empty() || core.ends_with(SENTENCE_ENDS) {
        trimmed.to_string()
    } else {
        format!("{trimmed}{stop}")
    }
}

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    BUNDLES[lang.index()].get_or_init(|| {
        let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
        let mut bundle = Bundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around arguments: egui would draw them as boxes.
        bundle.set_use_isolating(false);
        let stop = lang.full_stop();
        // `STOP($text)`: the text as the end of a sentence, with the language's full stop unless
        // it already ends in one of its own (an author's title "Can you go?" stays as it is).
        // Registered once on a fresh bundle, so it cannot clash.
        let _ = bundle.add_function("STOP", move |positional, _named| match positional.first() {
            Some(FluentValue::String(s)) => FluentValue::from(end_sentence(s, stop)),
            Some(FluentValue::Number(n)) => FluentValue::from(end_sentence(&n.as_string(), stop)),
            _ => FluentValue::Error,
        });
        // `DE($place)` and `A($place)`: a place's name after the preposition "de" or "à" / "a",
        // article and preposition joined as the language joins them ([`after_preposition`]).
        for (name, of) in [("DE", true), ("A", false)] {
            let _ = bundle.add_function(name, move |positional, _named| match positional.first() {
                Some(FluentValue::String(s)) => FluentValue::from(after_preposition(lang, of, s)),
                _ => FluentValue::Error,
            });
        }
        for (_, text) in files(lang) {
            // A file with a syntax error still gives its good messages; the tests refuse it.
            let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(res, _)| res);
            // The first of two messages of one id is kept; the tests refuse duplicates.
            let _ = bundle.add_resource(res);
        }
        bundle
    })
}

/// Formats the message `id` of `lang`, or `None` when the language lacks it or it fails to
/// format (an argument missing).
fn format(lang: Lang, id: &str, args: Option<&Args>) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Whether `lang`'s own files have the message `id`.
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in `lang` with `args`; in English when `lang` lacks it, and the id itself
/// when no language has it (the tests make sure none is missing).
pub fn message(lang: Lang, id: &str, args: Option<&Args>) -> String {
    if let Some(text) = format(lang, id, args) {
        return text;
    }
    if lang != Lang::En
        && let Some(text) = format(Lang::En, id, args)
    {
        return text;
    }
    // Formatted with its errors (an argument missing shows as `{$name}`), or the bare id.
    let bundle = bundle(Lang::En);
    match bundle.get_message(id).and_then(|m| m.value()) {
        Some(pattern) => bundle
            .format_pattern(pattern, args, &mut Vec::new())
            .into_owned(),
        None => id.to_string(),
    }
}

/// The messages of one language: a small handle for code that writes many of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Messages {
    pub lang: Lang,
}

impl Messages {
    pub fn new(lang: Lang) -> Self {
        Messages { lang }
    }

    /// The message `id` with `args` ([`message`]).
    pub fn get(&self, id: &str, args: Option<&Args>) -> String {
        message(self.lang, id, args)
    }
}

/// A message in a language, with named arguments: `tr!(lang, "id")` or
/// `tr!(lang, "id", name = value, n = 3)`. The id must be a string literal, so that the tests
/// can find every message in use.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::i18n::message($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($key), $value); )+
        $crate::i18n::message($lang, $id, Some(&args))
    }};
}

/// A sentence as a message with its arguments, written in any language when it is shown: the
/// core's own sentences (the check's problems, the loaders' errors) keep this beside nothing
/// else, and their English (`Text::to_string`, what the command line prints) is the message
/// in English. Arguments stay values (a file, a line number, an id) or are sentences of their
/// own, written in the same language; never text glued together.
///
/// The map check's problems are texts too; they write their arguments with
/// `map::validate::TextArg`, which quotes and lists ids as the problems panel shows them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A count or a number, which the message may choose a plural by.
    Num(i64),
    /// A value shown as it is, in every language: an id, a path, a line in notation, or words
    /// another program wrote (the RON parser's, the system's).
    Str(String),
    /// A sentence of its own, written in the same language as the one it is part of.
    Text(Box<Text>),
    /// Words the caller has already written in each language, in the order of [`Lang::ALL`].
    Each(Box<[String; Lang::ALL.len()]>),
    /// Phrases of their own, joined by the message `sep` (", " or ", nor " in English), all in
    /// the same language as the sentence.
    List(Vec<Text>, &'static str),
    /// A side as the engine's sentences name it: its key in English ("blue", as the rules'
    /// reasons have always written it), its name (`side`) in another language.
    Side(crate::pieces::Side),
    /// A troop as the engine's sentences name it: its file name in English ("roxy"), its name
    /// ([`troop_name`]) in another language.
    Troop(crate::pieces::Troop),
}

impl Arg {
    /// The argument written in each language by `f` (a goal, an effect in words).
    pub fn each(f: impl Fn(Lang) -> String) -> Arg {
        Arg::Each(Box::new(Lang::ALL.map(f)))
    }
}

/// A side as the engine's sentences name it ([`Arg::Side`]).
impl From<crate::pieces::Side> for Arg {
    fn from(side: crate::pieces::Side) -> Arg {
        Arg::Side(side)
    }
}

/// A troop as the engine's sentences name it ([`Arg::Troop`]).
impl From<crate::pieces::Troop> for Arg {
    fn from(t: crate::pieces::Troop) -> Arg {
        Arg::Troop(t)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

impl Text {
    /// No sentence at all: an empty text in every language (a problem of the lesson as a whole
    /// has no place in a step).
    pub const NONE: Text = Text {
        id: "",
        args: Vec::new(),
    };

    /// Whether this is [`Text::NONE`].
    pub fn is_empty(&self) -> bool {
        self.id.is_empty()
    }

    /// The message `id` without arguments ([`text!`](crate::text) names them).
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// The sentence in `lang` (English where `lang` lacks the message).
    pub fn render(&self, lang: Lang) -> String {
        if self.is_empty() {
            return String::new();
        }
        if self.args.is_empty() {
            return message(lang, self.id, None);
        }
        let mut args = Args::new();
        for (name, value) in &self.args {
            match value {
                Arg::Num(n) => args.set(*name, *n),
                Arg::Str(s) => args.set(*name, s.clone()),
                Arg::Text(t) => args.set(*name, t.render(lang)),
                Arg::Each(each) => args.set(*name, each[lang.index()].clone()),
                Arg::List(parts, sep) => {
                    let sep = message(lang, sep, None);
                    let text = parts
                        .iter()
                        .map(|p| p.render(lang))
                        .collect::<Vec<_>>()
                        .join(&sep);
                    args.set(*name, text)
                }
                Arg::Side(side) => match lang {
                    Lang::En => args.set(*name, side.name()),
                    _ => args.set(*name, crate::tr!(lang, "side", side = side.name())),
                },
                Arg::Troop(t) => args.set(*name, engine_troop(lang, *t)),
            }
        }
        message(lang, self.id, Some(&args))
    }
}

/// A text's English: what the command line and the JSON reports write.
impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A [`Text`] with named arguments: `text!("id")` or `text!("id", name = value, n = 3)`. As with
/// [`tr!`](crate::tr), the id is a string literal, so that the tests find every message in use.
#[macro_export]
macro_rules! text {
    ($id:literal $(,)?) => {
        $crate::i18n::Text::new($id)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Text::new($id)$(.arg(stringify!($key), $value))+
    };
}

/// `x` with `decimals` digits after the decimal separator, as `lang` writes a number: "1,234.5"
/// in English, "1 234,5" in French, "1234,5" in Spanish (ICU4X's data of each language). A
/// number that is not finite is written as Rust writes it ("NaN", "inf").
pub fn decimal(lang: Lang, x: f64, decimals: u8) -> String {
    use icu_decimal::DecimalFormatter;
    use icu_decimal::input::Decimal;
    let scaled = x * 10f64.powi(i32::from(decimals));
    // Made from the compiled-in data, which costs no allocation: not worth keeping.
    let formatter = icu_locale_core::Locale::try_from_str(lang.tag())
        .ok()
        .and_then(|locale| DecimalFormatter::try_new((&locale).into(), Default::default()).ok());
    match formatter {
        Some(f) if scaled.is_finite() && scaled.abs() < 9.0e15 => {
            let mut d = Decimal::from(scaled.round() as i64);
            d.multiply_pow10(-i16::from(decimals));
            // "0.50" keeps its zeros: a column of figures reads alike.
            d.pad_end(-i16::from(decimals));
            f.format(&d).to_string()
        }
        _ => format!("{x:.prec$}", prec = usize::from(decimals)),
    }
}

/// A fraction (0.5) as a percentage with `decimals` digits, as `lang` writes it: "50.0%" in
/// English and Chinese, "50,0 %" in French and Spanish (the message `percent` places the sign).
pub fn percent(lang: Lang, fraction: f64, decimals: u8) -> String {
    crate::tr!(
        lang,
        "percent",
        n = decimal(lang, fraction * 100.0, decimals)
    )
}

/// A troop as the engine's sentences name it ([`Arg::Troop`]): its file name in English
/// ("roxy"), its name ([`troop_name`]) in another language.
pub fn engine_troop(lang: Lang, t: crate::pieces::Troop) -> &'static str {
    match lang {
        Lang::En => t.name(),
        _ => troop_name(lang, t),
    }
}

/// A troop's name in `lang` ("Hook", "钩子"), the message `troop` of the core's messages; the
/// troop's English name if the message is missing. Looked up once per language.
pub fn troop_name(lang: Lang, t: crate::pieces::Troop) -> &'static str {
    use crate::pieces::Troop;
    static NAMES: [OnceLock<Vec<String>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let names = NAMES[lang as usize].get_or_init(|| {
        Troop::ALL
            .iter()
            .map(|&t| crate::tr!(lang, "troop", troop = t.name()))
            .collect()
    });
    Troop::ALL
        .iter()
        .position(|&x| x == t)
        .and_then(|i| names.get(i))
        .map_or(t.display_name(), String::as_str)
}

/// What an HQ's keep has written on it on the board, in `lang`: the short word for an HQ (the
/// message `hq-mark`: "HQ", "QG", "总部") and each side's name in capitals (blue, red). Looked
/// up once per language.
pub fn hq_marks(lang: Lang) -> (&'static str, [&'static str; 2]) {
    static MARKS: [OnceLock<(String, [String; 2])>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let (hq, sides) = MARKS[lang as usize].get_or_init(|| {
        let side =
            |s: crate::pieces::Side| crate::tr!(lang, "side", side = s.name()).to_uppercase();
        (
            crate::tr!(lang, "hq-mark"),
            [
                side(crate::pieces::Side::Blue),
                side(crate::pieces::Side::Red),
            ],
        )
    });
    (hq, [&sides[0], &sides[1]])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of `locales/` is only loaded through a `Lang` variant (`files`): one without
    /// would be translated and never shown.
    #[test]
    fn every_folder_of_locales_is_a_language() {
        let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
        let mut folders: Vec<String> = std::fs::read_dir(&locales)
            .expect("the locales folder")
            .map(|e| e.expect("an entry of locales/"))
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        folders.sort();
        for folder in &folders {
            assert!(
                Lang::ALL.iter().any(|l| l.tag() == folder),
                "locales/{folder}/ has no Lang variant: add it to core/src/i18n.rs (Lang, ALL, \
                 tag, from_tag, files)"
            );
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang), "{lang}");
            assert!(
                folders.iter().any(|f| f == lang.tag()),
                "no locales/{lang}/"
            );
        }
    }

    #[test]
    fn a_names_article_is_read_only_in_lower_case_before_a_capital() {
        assert_eq!(
            split_article("la Porte du donjon"),
            ("la ", "Porte du donjon")
        );
        assert_eq!(split_article("l'Avant-poste"), ("l'", "Avant-poste"));
        assert_eq!(split_article("l\u{2019}Est"), ("l\u{2019}", "Est"));
        assert_eq!(split_article("los Campos"), ("los ", "Campos"));
        assert_eq!(split_article("the Keep Gate"), ("the ", "Keep Gate"));
        // A capital article is part of the name; a lower-case word before a lower-case one is
        // not an article; a name that is only an article stays whole.
        assert_eq!(split_article("La Rochelle"), ("", "La Rochelle"));
        assert_eq!(split_article("la plaza"), ("", "la plaza"));
        assert_eq!(split_article("le "), ("", "le "));
        assert_eq!(split_article("Orchard"), ("", "Orchard"));
        assert_eq!(without_article("le Verger"), "Verger");
        assert_eq!(without_article("橘园"), "橘园");
    }

    #[test]
    fn a_preposition_joins_a_names_article_as_the_language_does() {
        let de = |lang, p| after_preposition(lang, true, p);
        let a = |lang, p| after_preposition(lang, false, p);
        assert_eq!(de(Lang::Fr, "le Verger"), "du Verger");
        assert_eq!(de(Lang::Fr, "les Champs du Sud"), "des Champs du Sud");
        assert_eq!(de(Lang::Fr, "la Porte"), "de la Porte");
        assert_eq!(de(Lang::Fr, "l'Avant-poste"), "de l'Avant-poste");
        assert_eq!(de(Lang::Fr, "Orchard"), "d'Orchard");
        assert_eq!(de(Lang::Fr, "Keep Gate"), "de Keep Gate");
        assert_eq!(a(Lang::Fr, "le Verger"), "au Verger");
        assert_eq!(a(Lang::Fr, "les Champs"), "aux Champs");
        assert_eq!(a(Lang::Fr, "la Porte"), "à la Porte");
        assert_eq!(de(Lang::Es, "el Manzanar"), "del Manzanar");
        assert_eq!(de(Lang::Es, "la Puerta"), "de la Puerta");
        assert_eq!(de(Lang::Es, "El Salvador"), "de El Salvador");
        assert_eq!(a(Lang::Es, "el Vado del este"), "al Vado del este");
        assert_eq!(a(Lang::Es, "los Campos"), "a los Campos");
        assert_eq!(de(Lang::En, "the Orchard"), "of the Orchard");
        assert_eq!(de(Lang::Zh, "橘园"), "橘园");
        // Through a message: the functions are there in every language's bundle.
        assert_eq!(
            tr!(
                Lang::Fr,
                "claim-top",
                troop = "Star",
                side = "Bleu",
                place = "le Verger"
            ),
            "Star de Bleu est au sommet du Verger."
        );
        assert_eq!(
            tr!(
                Lang::Es,
                "controls-cannot-go",
                troop = "Star",
                place = "el Manzanar",
                why = "x"
            ),
            "Star no puede ir al Manzanar: x"
        );
    }

    #[test]
    fn a_sentence_gets_one_full_stop() {
        assert_eq!(end_sentence("Castle 1", "."), "Castle 1.");
        assert_eq!(
            end_sentence("Where should it go?", "."),
            "Where should it go?"
        );
        assert_eq!(end_sentence("Take the win!", "."), "Take the win!");
        assert_eq!(end_sentence("Done.", "."), "Done.");
        assert_eq!(end_sentence("And then…", "."), "And then…");
        assert_eq!(end_sentence("He said \"go!\"", "."), "He said \"go!\"");
        assert_eq!(
            end_sentence("The bridge (north)", "."),
            "The bridge (north)."
        );
        assert_eq!(end_sentence("城堡 3", "。"), "城堡 3。");
        assert_eq!(
            end_sentence("这枚星星该放哪里？", "。"),
            "这枚星星该放哪里？"
        );
        assert_eq!(end_sentence("trailing space ", "."), "trailing space.");
        assert_eq!(end_sentence("", "."), "");
    }

    /// The messages' `STOP()` ends a title with the language's own full stop, once.
    #[test]
    fn messages_end_an_authors_title_with_one_full_stop() {
        for lang in Lang::ALL {
            let plain = crate::tr!(lang, "status-lesson", title = "Castle 2");
            assert_eq!(plain, format!("Castle 2{}", lang.full_stop()), "{lang}");
            let asked = crate::tr!(lang, "status-lesson", title = "Castle 3: where to?");
            assert_eq!(asked, "Castle 3: where to?", "{lang}");
            let step = crate::tr!(
                lang,
                "status-step",
                title = "Go?",
                at = 3,
                n = 3,
                step = "Now?"
            );
            assert!(
                !step.contains("?.") && !step.contains("?。"),
                "{lang}: {step}"
            );
            assert!(
                step.starts_with("Go?") && step.ends_with("Now?"),
                "{lang}: {step}"
            );
        }
    }

    #[test]
    fn tags_name_their_languages() {
        assert_eq!(Lang::from_tag("zh"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("es_ES"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("EN"), Some(Lang::En));
        assert_eq!(Lang::from_tag("de"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::or_english("de"), Lang::En);
        assert_eq!(Lang::or_english(""), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
    }

    #[test]
    fn well_formed_tags() {
        for good in ["en", "zh-Hans", "pt-BR", "sr-Latn-RS", "de"] {
            assert!(is_language_tag(good), "{good}");
        }
        for bad in ["", "english!", "e", "zh_CN", "und", "12", "en--US"] {
            assert!(!is_language_tag(bad), "{bad}");
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        let held = |lang, n: u32| tr!(lang, "claim-stack-height", place = "P", n = n);
        assert_eq!(held(Lang::En, 1), "P holds 1 troop.");
        assert_eq!(held(Lang::En, 0), "P holds 0 troops.");
        // French counts 0 and 1 as singular.
        assert_eq!(held(Lang::Fr, 0), "P porte 0 troupe.");
        assert_eq!(held(Lang::Fr, 2), "P porte 2 troupes.");
        assert_eq!(held(Lang::Es, 1), "P tiene 1 tropa.");
        assert_eq!(held(Lang::Zh, 2), "P上有 2 枚士兵。");
    }

    #[test]
    fn a_missing_message_falls_back() {
        // No language has it: the id shows, rather than nothing.
        assert_eq!(
            message(Lang::Zh, "no-such-message", None),
            "no-such-message"
        );
        // A missing argument still gives the sentence, with the gap marked.
        let text = message(Lang::En, "claim-empty", None);
        assert!(text.contains("is empty."), "{text}");
    }

    #[test]
    fn a_text_is_written_in_each_language_with_its_sentences_inside() {
        let inner = crate::text!("claim-stack-height", place = "P", n = 2u32);
        let outer = Text::new("check-verdict-at")
            .arg("verdict", inner.clone())
            .arg("line", "draw");
        assert_eq!(inner.to_string(), "P holds 2 troops.");
        assert_eq!(inner.render(Lang::Fr), "P porte 2 troupes.");
        assert!(
            outer.render(Lang::Fr).contains("P porte 2 troupes."),
            "{outer}"
        );
        let each = Text::new("check-verdict-at")
            .arg("verdict", Arg::each(|l| l.tag().into()))
            .arg("line", "draw");
        assert_eq!(each.to_string(), "en at \"draw\"");
        assert!(each.render(Lang::Zh).contains("zh"), "{each}");
        assert_eq!(Text::NONE.render(Lang::Fr), "");
    }

    #[test]
    fn every_troop_has_a_name_of_its_own_in_every_language() {
        // The message `troop` is a select whose last variant is its default: a troop the file
        // forgets would silently take that troop's name.
        use crate::pieces::Troop;
        for lang in Lang::ALL {
            let names: std::collections::BTreeSet<&str> =
                Troop::ALL.iter().map(|&t| troop_name(lang, t)).collect();
            assert_eq!(names.len(), Troop::COUNT, "{lang}: {names:?}");
        }
    }

    #[test]
    fn every_rule_set_has_a_name_and_an_effect_of_its_own_in_every_language() {
        // As with `troop`, a rule set the select forgets would take the last variant's words.
        use crate::map::RuleSet;
        for lang in Lang::ALL {
            let names: std::collections::BTreeSet<String> =
                RuleSet::ALL.iter().map(|r| r.name(lang)).collect();
            let effects: std::collections::BTreeSet<String> =
                RuleSet::ALL.iter().map(|r| r.effect(lang)).collect();
            assert_eq!(names.len(), RuleSet::ALL.len(), "{lang}: {names:?}");
            assert_eq!(effects.len(), RuleSet::ALL.len(), "{lang}: {effects:?}");
        }
        // The English the command line and the SVG write.
        assert_eq!(RuleSet::StationMetalX.to_string(), "Station Metal-X");
        assert_eq!(
            RuleSet::CastleField.effect(Lang::En),
            "return another visible troop of yours to your rack"
        );
        assert_eq!(RuleSet::CityOfClouds.name(Lang::Fr), "Cité des Nuages");
    }

    #[test]
    fn numbers_are_written_in_each_languages_form() {
        assert_eq!(percent(Lang::En, 0.5, 1), "50.0%");
        assert_eq!(percent(Lang::Zh, 0.5, 1), "50.0%");
        assert_eq!(percent(Lang::Fr, 0.5, 1), "50,0\u{a0}%");
        assert_eq!(percent(Lang::Es, 0.125, 1), "12,5\u{a0}%");
        assert_eq!(percent(Lang::Fr, 0.333, 0), "33\u{a0}%");
        assert_eq!(decimal(Lang::En, 2.25, 2), "2.25");
        assert_eq!(decimal(Lang::Fr, 2.0, 1), "2,0");
        assert_eq!(decimal(Lang::Es, 3.256, 2), "3,26");
        assert_eq!(decimal(Lang::Zh, 0.05, 1), "0.1");
        assert_eq!(decimal(Lang::En, 1234.5, 1), "1,234.5");
        assert_eq!(decimal(Lang::En, -0.25, 1), "-0.3");
        assert_eq!(decimal(Lang::Fr, f64::NAN, 1), "NaN");
    }

    #[test]
    fn the_editors_messages_are_compiled_in_only_with_their_feature() {
        // The web player builds the core without `editor-messages`; `.ci/web-build` checks its
        // wasm for the editor's files as well.
        let editor = cfg!(feature = "editor-messages");
        for lang in Lang::ALL {
            let files = files(lang);
            let theirs = files.iter().filter(|(f, _)| is_editor_file(f)).count();
            assert_eq!(theirs, if editor { 3 } else { 0 }, "{lang}");
            assert_eq!(files.len() - theirs, 3, "{lang}: core, learner, player");
            assert_eq!(has_message(lang, "mode-play"), editor, "{lang}");
            assert!(has_message(lang, "troop") && has_message(lang, "percent"));
        }
    }
}
