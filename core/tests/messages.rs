//! The message files against the code: every language has every message of English (with the
//! same arguments), every message is used somewhere, every message the code asks for exists,
//! and the learner's code writes no English of its own outside the message files.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use toyforge_core::i18n::{self, Lang};

mod scan;
use scan::{Literal, literals};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One language's messages: id (and `id.attribute`) to the variables its patterns use, and the
/// message ids its patterns reference.
#[derive(Default)]
struct Catalog {
    messages: BTreeMap<String, BTreeSet<String>>,
    references: BTreeSet<String>,
    /// The keys select expressions choose between (`blue`, `game_over`): code passes them.
    keys: BTreeSet<String>,
    problems: Vec<String>,
}

fn variant_keys(p: &ast::Pattern<&str>, keys: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { variants, .. },
        } = el
        {
            for v in variants {
                if let ast::VariantKey::Identifier { name } = &v.key {
                    keys.insert(name.to_string());
                }
                variant_keys(&v.value, keys);
            }
        }
    }
}

fn walk_pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(
    e: &ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for v in variants {
                walk_pattern(&v.value, vars, refs);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, vars, refs),
    }
}

fn walk_inline(
    e: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        _ => {}
    }
}

fn catalog(lang: Lang) -> Catalog {
    let mut c = Catalog::default();
    for (name, text) in i18n::files(lang) {
        let res = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    c.problems
                        .push(format!("locales/{name}:{line}: syntax error: {:?}", e.kind));
                }
                r
            }
        };
        for entry in res.entries() {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(v) = value {
                walk_pattern(v, &mut vars, &mut c.references);
                variant_keys(v, &mut c.keys);
            }
            let push = |c: &mut Catalog, id: String, vars| {
                if c.messages.insert(id.clone(), vars).is_some() {
                    c.problems
                        .push(format!("locales/{name}: `{id}` is defined twice"));
                }
            };
            for a in attributes.iter() {
                let mut avars = BTreeSet::new();
                walk_pattern(&a.value, &mut avars, &mut c.references);
                push(&mut c, format!("{id}.{}", a.id.name), avars);
            }
            push(&mut c, id, vars);
        }
    }
    c
}

/// Every Rust source of the program (not the tests, benches or fuzz targets).
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    for dir in ["core/src", "ui/src", "web/src", "src"] {
        walk(&root().join(dir), &mut out);
    }
    assert!(
        out.len() > 50,
        "the sources were not found under {:?}",
        root()
    );
    out
}

fn rel(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .to_string_lossy()
        .replace('\\', "/")
}

fn all_literals() -> Vec<(String, Literal)> {
    let mut out = Vec::new();
    for p in sources() {
        let text = std::fs::read_to_string(&p).unwrap();
        for l in literals(&text).into_iter().filter(|l| !l.in_test) {
            out.push((rel(&p), l));
        }
    }
    out
}

#[test]
fn the_message_files_parse_and_have_no_duplicates() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        problems.extend(catalog(lang).problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let en = catalog(Lang::En);
    assert!(en.messages.len() > 20, "English has too few messages");
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let other = catalog(lang);
        for (id, vars) in &en.messages {
            match other.messages.get(id) {
                None => problems.push(format!("{lang}: `{id}` is missing")),
                Some(v) => {
                    for extra in v.difference(vars) {
                        problems.push(format!(
                            "{lang}: `{id}` uses ${extra}, which the English message is not given"
                        ));
                    }
                }
            }
        }
        for id in other.messages.keys() {
            if !en.messages.contains_key(id) {
                problems.push(format!("{lang}: `{id}` is not an English message"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let en = catalog(Lang::En);
    let literals = all_literals();
    let used: BTreeSet<&str> = literals.iter().map(|(_, l)| l.text.as_str()).collect();
    let mut problems = Vec::new();
    for id in en.messages.keys() {
        // Attributes and terms are used through their message.
        if id.contains('.') || id.starts_with('-') {
            continue;
        }
        if !used.contains(id.as_str()) && !en.references.contains(id) {
            problems.push(format!("`{id}` is used nowhere in the sources"));
        }
    }
    // The ids given to `tr!` and `message`.
    for (file, l) in &literals {
        if l.id_position && !en.messages.contains_key(&l.text) {
            problems.push(format!(
                "{file}:{}:{}: `{}` is not a message of locales/en",
                l.line, l.column, l.text
            ));
        }
    }
    for r in &en.references {
        if !en.messages.contains_key(r) {
            problems.push(format!("a message refers to `{r}`, which does not exist"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The files whose every string literal is text for the user, unless it is a message id or
/// allowed: the core's sentences, the lesson a saved game becomes, and the web player's status
/// line.
const TEXT_MODULES: [&str; 4] = [
    "core/src/scenario/words.rs",
    "core/src/scenario/soundness_words.rs",
    "core/src/scenario/play_session.rs",
    "web/src/status.rs",
];
/// The folders (or files) whose literals given to egui's text widgets must come from the
/// messages: the desktop app's parts whose labels are messages.
const UI_FOLDERS: &[&str] = &[
    "ui/src/",
    "web/src/",
    "src/app/autosave.rs",
    "src/app/commands.rs",
    "src/app/course.rs",
    "src/app/document/",
    "src/app/files/",
    "src/app/help.rs",
    "src/app/i18n.rs",
    "src/app/lesson/",
    "src/app/map/",
    "src/app/play/",
    "src/app/menu.rs",
    "src/app/mod.rs",
    "src/app/shortcuts.rs",
    "src/app/theme.rs",
];

#[test]
fn the_learners_code_writes_no_english_of_its_own() {
    let en = catalog(Lang::En);
    // The names of the messages' arguments, which code writes to set them.
    let variables: BTreeSet<&String> = en.messages.values().flatten().collect();
    let mut problems = Vec::new();
    for (file, l) in all_literals() {
        let checked = if TEXT_MODULES.contains(&file.as_str()) {
            !l.in_macro_call("tr") && !l.id_position
        } else if UI_FOLDERS.iter().any(|f| file.starts_with(f)) {
            l.shown
        } else {
            false
        };
        if checked
            && scan::is_english(&l.text)
            && !en.messages.contains_key(&l.text)
            && !en.keys.contains(&l.text)
            && !variables.contains(&l.text)
        {
            problems.push(format!(
                "{file}:{}:{}: the text {:?} is not from the message files (locales/)",
                l.line, l.column, l.text
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_finds_a_new_english_label() {
    let code = r##"
fn ui(ui: &mut egui::Ui, lang: Lang) {
    ui.label(tr!(lang, "lesson-next"));
    ui.label("HQ");
    ui.label(format!("{}/{}", 1, 2));
    let id = egui::Id::new("board salt");
    ui.horizontal(|ui| {
        if ui.button("Next").clicked() {}
        ui.label(format!("Step {n} of {m}"));
        ui.label(RichText::new(if done { "finished" } else { "open" }).strong());
        ui.add(egui::Label::new(r#"Raw words"#));
        ui.collapsing("Hint", |ui| ui.label("x"));
        resp.on_hover_text('x'.to_string() + "Tip text");
        ui.add(egui::Slider::new(&mut v, 0.0..=1.0).text("Opacity").suffix(" units"));
        self.say(format!("Pasted {n} items"));
        out.push(Output::Message("Too close".into()));
        let text = format!("{n} ok");
        ui.label(text);
    });
}
pub const TABLE: &[Shortcut] = &[
    press(Act::New, &[cmd(Key::N)], "New map", G::File, ALL),
    press(Act::Open, &[cmd(Key::O)], "shortcut-open", G::File, ALL),
    Shortcut { act: Act::Nudge, keys: Keys::Arrows(Modifiers::NONE), what: "Nudge the selection", group: G::Edit, scope: MAP },
    Shortcut { act: Act::Pointer, keys: Keys::Pointer("Shift+click"), what: "shortcut-select-more", group: G::Edit, scope: MAP },
];
#[cfg(test)]
mod tests {
    fn t(ui: &mut egui::Ui) { ui.label("Only in a test"); }
}
"##;
    let found: Vec<String> = literals(code)
        .into_iter()
        .filter(|l| l.shown && !l.in_test && scan::is_english(&l.text))
        .map(|l| l.text)
        .collect();
    assert_eq!(
        found,
        [
            "Next",
            "Step {n} of {m}",
            "finished",
            "open",
            "Raw words",
            "Hint",
            "Tip text",
            "Opacity",
            " units",
            "Pasted {n} items",
            "Too close",
            "New map",
            "shortcut-open",
            "Nudge the selection",
            "Shift+click",
            "shortcut-select-more"
        ]
    );
    let ids: Vec<String> = literals(code)
        .into_iter()
        .filter(|l| l.id_position)
        .map(|l| l.text)
        .collect();
    assert_eq!(ids, ["lesson-next"]);
}

#[test]
fn counts_of_steps_and_pairs_agree_with_their_number() {
    use toyforge_core::tr;
    let steps = |lang: Lang, done: u32, n: u32| tr!(lang, "player-steps-done", done = done, n = n);
    assert_eq!(steps(Lang::En, 1, 1), "1 of 1 step done");
    assert_eq!(steps(Lang::En, 1, 3), "1 of 3 steps done");
    assert_eq!(steps(Lang::Fr, 1, 1), "1 sur 1 étape faite");
    assert_eq!(steps(Lang::Fr, 0, 2), "0 sur 2 étapes faites");
    assert_eq!(steps(Lang::Es, 1, 1), "1 de 1 paso hecho");
    assert_eq!(steps(Lang::Zh, 1, 1), "已完成 1/1 步");
    let title = |n: u32| {
        tr!(
            Lang::En,
            "compare-title",
            a = "x.ron",
            n = n,
            seconds = "0.5"
        )
    };
    assert_eq!(title(1), "A: x.ron  ·  B: the draft  ·  1 pair in 0.5 s");
    assert_eq!(
        title(300),
        "A: x.ron  ·  B: the draft  ·  300 pairs in 0.5 s"
    );
}
