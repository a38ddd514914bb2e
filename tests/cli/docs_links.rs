//! The project's documents link to files and headings that exist: every relative link and
//! image of the README and of `docs/`, with its `#heading` when it names one (headings are
//! matched as a Markdown host turns them into anchors: lower case, spaces to hyphens,
//! punctuation dropped, a repeated heading numbered).

use crate::common;

use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The anchor a heading's text gets.
fn slug(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The anchors of a Markdown text's headings, a repeated one numbered from 1.
fn anchors(text: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut heading: Option<String> = None;
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(t) | Event::Code(t) => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(&t);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                let base = slug(&heading.take().unwrap_or_default());
                let n = seen.entry(base.clone()).or_insert(0);
                out.insert(if *n == 0 {
                    base.clone()
                } else {
                    format!("{base}-{n}")
                });
                *n += 1;
            }
            _ => {}
        }
    }
    out
}

/// Every link and image destination of a Markdown text, and the `src` and `href` of its HTML
/// tags (an image given a width is written as an `<img>`).
fn destinations(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Link { dest_url, .. })
            | Event::Start(Tag::Image { dest_url, .. }) => out.push(dest_url.to_string()),
            Event::Html(html) | Event::InlineHtml(html) => {
                for attr in ["src=\"", "href=\""] {
                    let mut rest = html.as_ref();
                    while let Some(at) = rest.find(attr) {
                        rest = &rest[at + attr.len()..];
                        let end = rest.find('"').unwrap_or(rest.len());
                        out.push(rest[..end].to_string());
                        rest = &rest[end..];
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// What is wrong with each relative link of the document at `path`, one line each.
fn broken_links(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    // Each linked document's headings, read once however often it is linked.
    let mut headings_of: HashMap<PathBuf, HashSet<String>> = HashMap::new();
    let dir = path.parent().unwrap();
    let shown = path.file_name().unwrap().to_string_lossy();
    let mut problems = Vec::new();
    for dest in destinations(&text) {
        if dest.contains("://") || dest.starts_with("mailto:") {
            continue;
        }
        let (file, anchor) = match dest.split_once('#') {
            Some((f, a)) => (f, Some(a)),
            None => (dest.as_str(), None),
        };
        let target: PathBuf = if file.is_empty() {
            path.to_path_buf()
        } else {
            dir.join(file)
        };
        if !target.exists() {
            problems.push(format!("{shown}: `{dest}`: no such file"));
            continue;
        }
        if let Some(anchor) = anchor
            && target.extension().is_some_and(|e| e == "md")
        {
            let headings = headings_of
                .entry(target.clone())
                .or_insert_with(|| anchors(&std::fs::read_to_string(&target).unwrap()));
            if !headings.contains(anchor) {
                problems.push(format!(
                    "{shown}: `{dest}`: no heading of {} has the anchor `{anchor}`",
                    target.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    problems
}

/// The README and every document of `docs/`.
fn documents() -> Vec<PathBuf> {
    let root = common::repo_root();
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    docs.insert(0, root.join("README.md"));
    docs
}

#[test]
fn every_relative_link_of_the_documents_reaches_a_file_and_heading() {
    let docs = documents();
    assert!(docs.len() > 10, "the documents were not found: {docs:?}");
    let problems: Vec<String> = docs.iter().flat_map(|d| broken_links(d)).collect();
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn anchors_follow_the_headings_as_a_markdown_host_makes_them() {
    let text = "# The tree search\n## Greedy games\n## Greedy games\n### `toyforge analyse` (the engine's view)\n";
    let a = anchors(text);
    for want in [
        "the-tree-search",
        "greedy-games",
        "greedy-games-1",
        "toyforge-analyse-the-engines-view",
    ] {
        assert!(a.contains(want), "{want} missing from {a:?}");
    }
    assert_eq!(a.len(), 4);
}

#[test]
fn a_missing_file_or_heading_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("a.md");
    std::fs::write(dir.path().join("b.md"), "# Present\n").unwrap();
    std::fs::write(
        &doc,
        "[ok](b.md#present) [gone](c.md) [wrong](b.md#absent) [here](#top) [web](https://example.org/x)\n\n<img src=\"b.md\" width=\"9\"> <img src=\"d.png\" width=\"9\">\n\n# Top\n",
    )
    .unwrap();
    let problems = broken_links(&doc);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].contains("`c.md`: no such file"), "{problems:?}");
    assert!(problems[1].contains("anchor `absent`"), "{problems:?}");
    assert!(
        problems[2].contains("`d.png`: no such file"),
        "{problems:?}"
    );
}
