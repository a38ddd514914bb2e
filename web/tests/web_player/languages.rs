//! No English word on the screens of the Chinese, French and Spanish courses.

use super::*;

/// The English words of an accessibility text: Latin words of two letters or more, but for
/// location ids (a location's label starts with `@id`), "HQ" and the troop name XB-42, alike in
/// every language.
fn english_words(text: &str) -> Vec<String> {
    let text = match text.strip_prefix('@') {
        Some(rest) => rest.split_once('\n').map_or("", |(_, r)| r),
        None => text,
    };
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && *w != "HQ" && *w != "XB")
        .map(str::to_string)
        .collect()
}

/// Words of English that French and Spanish never use, lower case: a French or Spanish screen
/// showing one shows a text left untranslated. (Words the languages share, such as "on",
/// "solution", "places" or "contents", are left out, and so are the troops' names.)
const ENGLISH_ONLY: &[&str] = &[
    "the", "and", "of", "is", "are", "with", "your", "you", "this", "that", "which", "from", "to",
    "it", "its", "step", "steps", "lesson", "lessons", "turn", "turns", "blue", "play", "played",
    "next", "back", "hint", "show", "medals", "medal", "holds", "reached", "missed", "try",
    "again", "computer", "thinking", "draws", "empty", "covering", "troops", "board", "rack",
    "where", "what", "when", "why", "previous", "finish", "done", "first", "games",
];

/// The English-only words of an accessibility text ([`ENGLISH_ONLY`]), a location's id left
/// out.
fn english_only_words(text: &str) -> Vec<String> {
    let text = match text.strip_prefix('@') {
        Some(rest) => rest.split_once('\n').map_or("", |(_, r)| r),
        None => text,
    };
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH_ONLY.contains(&w.as_str()))
        .collect()
}

/// Every label and value of the accessibility tree, and the status, with the English found by
/// `english`.
fn english_on_screen(h: &H, at: &str, english: fn(&str) -> Vec<String>, found: &mut Vec<String>) {
    let mut texts: Vec<String> = vec![said(h)];
    for n in h.queryable_node().children_recursive() {
        let a = n.accesskit_node();
        texts.extend(a.label());
        texts.extend(a.value());
    }
    for t in texts {
        // egui's own name for a panel's resize handle is no text of toyforge's.
        if t == "Resize panel" {
            continue;
        }
        // The program's name, as the bundled lessons' author.
        let words: Vec<String> = english(&t)
            .into_iter()
            .filter(|w| w != "toyforge")
            .collect();
        if !words.is_empty() {
            found.push(format!("{at}: {words:?} in {t:?}"));
        }
    }
}

/// The course `name` in its own language, gone through as a learner does, every step of every
/// lesson with its language's Next (`next`, `finish` on a lesson's last step), then its next
/// lesson (`next_lesson`), and the contents (`contents`) at the end: the English `english`
/// finds on any screen, the player's interface, the lessons and the board alike.
fn english_in_course(
    name: &str,
    tag: &str,
    [next, finish, next_lesson, contents]: [&str; 4],
    english: fn(&str) -> Vec<String>,
) -> Vec<String> {
    let (m, lessons) = course(name);
    let n = lessons.len();
    let p = Player::new(m, lessons, None, Memory::default());
    // A Chinese course's own font comes with the published site; here the text is not drawn.
    let mut h = Harness::builder()
        .with_size(vec2(1400.0, 900.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, p: &mut Player<Memory>| p.ui(ui), p);
    h.run();
    assert_eq!(h.state().host().language, tag);
    let mut found = Vec::new();
    for step in 0..300 {
        english_on_screen(
            &h,
            &format!("screen {step}: {}", said(&h)),
            english,
            &mut found,
        );
        let done = h.state().preview().is_complete();
        if done && h.state().current() + 1 == n {
            break;
        }
        let button = if done {
            next_lesson
        } else if h.query_by_label(next).is_some() {
            next
        } else {
            finish
        };
        click(&mut h, button);
    }
    assert!(h.state().preview().is_complete(), "{}", said(&h));
    click(&mut h, contents);
    english_on_screen(&h, "the contents", english, &mut found);
    found
}

#[test]
fn the_chinese_course_shows_no_english_word() {
    let found = english_in_course(
        "castle.zh.course.ron",
        "zh",
        ["下一步", "完成", "下一课", "目录"],
        english_words,
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The words [`ENGLISH_ONLY`] lists are found where they are: the English course's first
/// screen shows many.
#[test]
fn the_english_only_words_are_found_on_an_english_screen() {
    let mut found = Vec::new();
    english_on_screen(&desktop(None), "English", english_only_words, &mut found);
    assert!(found.len() >= 5, "{found:?}");
}

// The French and Spanish courses are two tests, so that they run side by side.

#[test]
fn the_french_course_shows_no_english_word() {
    let buttons = ["Suivant", "Terminer", "Leçon suivante", "Sommaire"];
    let found = english_in_course("castle.fr.course.ron", "fr", buttons, english_only_words);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_spanish_course_shows_no_english_word() {
    let buttons = ["Siguiente", "Terminar", "Lección siguiente", "Índice"];
    let found = english_in_course("castle.es.course.ron", "es", buttons, english_only_words);
    assert!(found.is_empty(), "{}", found.join("\n"));
}
