//! Variations: sub-lines that branch off a compare candidate or a walkthrough stage after any of
//! its actions, like the variations of a chess study. Each has its own comment and claims, and
//! variations of its own.
//!
//! ```ron
//! candidates: [(
//!     label: "Take the bridge",
//!     actions: "place roxy @central-bridge !; draw",
//!     claims: [Top(loc: "central-bridge", side: blue, troop: roxy)],
//!     variations: [(
//!         after: 1,
//!         actions: "skip ?!",
//!         comment: "Declining the draw keeps the rack small.",
//!         claims: [RackSize(side: blue, n: 2)],
//!     )],
//! )]
//! ```
//!
//! **Where a variation starts.** `after: n` plays the first `n` actions of its parent line (0:
//! none, so the variation replaces the parent from its first action) from where the parent
//! starts (the step's start for a candidate, the position before the stage for a stage); the
//! variation's actions follow. Its claims compare the position after it with the position
//! where it branches off, as a stage's claims do.

use super::claim::Claim;
use crate::engine::{Action, State};
use crate::scenario::lesson_run::{ClaimCheck, check_claims};
use crate::scenario::line_run::{LineRun, run_line};
use crate::scenario::words::{Words, capitalise};
use serde::{Deserialize, Serialize};

/// How deep variations may nest; deeper ones are reported and not played.
pub const MAX_DEPTH: usize = 16;

/// A sub-line branching off its parent after `after` of the parent's actions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variation {
    /// How many of the parent line's actions are played before the variation's own.
    pub after: usize,
    /// A short name for the tree.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub label: String,
    /// The variation's own actions, in the notation (move marks allowed).
    pub actions: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
    /// Claims about the position after the variation, compared with where it branches off.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Variations of this variation (their `after` counts this variation's own actions).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
}

impl Variation {
    /// The variation's name in messages and in the tree: its label, or `variation 1.2`.
    pub fn name(&self, path: &[usize]) -> String {
        self.name_text(path).render(crate::i18n::Lang::En)
    }

    /// [`Variation::name`] as a message, for the check's problems in the author's language.
    pub fn name_text(&self, path: &[usize]) -> crate::i18n::Text {
        variation_name_text(&self.label, path)
    }
}

/// A variation's name as a message: `variation 1.2`, or with its label `variation 1.2 "Draw"`
/// (path: 0-based indices from the top level down).
pub(crate) fn variation_name_text(label: &str, path: &[usize]) -> crate::i18n::Text {
    let number = path
        .iter()
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(".");
    if label.is_empty() {
        crate::text!("variation-number", number = number)
    } else {
        crate::text!("variation-labelled", number = number, label = label)
    }
}

/// Why a variation cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariationError {
    /// `after` is more than the parent line's actions.
    StartsPastEnd {
        after: usize,
        parent: usize,
    },
    /// Nested deeper than [`MAX_DEPTH`].
    TooDeep,
    NoActions,
}

impl VariationError {
    /// Why, as a message (its English is the error's [`Display`](std::fmt::Display)).
    pub fn text(&self) -> crate::i18n::Text {
        match *self {
            VariationError::StartsPastEnd { after, parent } => {
                crate::text!("check-variation-past-end", after = after, parent = parent)
            }
            VariationError::TooDeep => crate::text!("check-variation-too-deep", n = MAX_DEPTH),
            VariationError::NoActions => crate::text!("check-variation-no-actions"),
        }
    }
}

impl std::fmt::Display for VariationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

/// Where a variation branches: the parent line's start and the actions played before it.
pub struct Branch<'a> {
    pub start: &'a State,
    pub parent: &'a [Action],
}

impl Branch<'_> {
    /// The position after the parent's first `after` actions and those actions, or why not.
    pub fn at(&self, v: &Variation, depth: usize) -> Result<(State, Vec<Action>), VariationError> {
        if depth >= MAX_DEPTH {
            return Err(VariationError::TooDeep);
        }
        if v.after > self.parent.len() {
            return Err(VariationError::StartsPastEnd {
                after: v.after,
                parent: self.parent.len(),
            });
        }
        if v.actions.trim().is_empty() {
            return Err(VariationError::NoActions);
        }
        let prefix = self.parent[..v.after].to_vec();
        let mut state = self.start.clone();
        for a in &prefix {
            state.play_unchecked(a);
        }
        Ok((state, prefix))
    }
}

/// A variation played from where it branches off: the run its claims are verified on.
pub fn variation_run(branch: &Branch, v: &Variation, depth: usize) -> Result<LineRun, String> {
    let (at, _) = branch
        .at(v, depth)
        .map_err(|e| capitalise(&e.to_string()))?;
    run_line(&at, &v.actions).map_err(|e| format!("Its actions do not parse: {e}"))
}

/// A variation played out for the learner: a node of the tree.
#[derive(Clone, Debug)]
pub struct VariationRun {
    /// Its place in the tree: indices from the top line down, 0-based.
    pub path: Vec<usize>,
    pub name: String,
    /// Actions of the parent played before it.
    pub after: usize,
    /// The position where it branches off, then after each of its actions.
    pub states: Vec<State>,
    /// Its own actions that were played (`states[k + 1]` is the position after `actions[k]`).
    pub actions: Vec<Action>,
    /// Its own actions in words, with their move marks.
    pub words: Vec<String>,
    pub comment: String,
    pub claims: Vec<ClaimCheck>,
    /// Why it cannot be played (the rest of it is not shown).
    pub error: Option<String>,
    pub children: Vec<VariationRun>,
}

impl VariationRun {
    /// How many of its own actions were played.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The position after `at` of its own actions (0: where it branches off), if it was played
    /// that far.
    pub fn state(&self, at: usize) -> Option<&State> {
        self.states.get(at)
    }
}

/// The variation at `path` (indices from the top level down, 0-based) in a list of variations.
pub fn at_path<'a>(list: &'a [Variation], path: &[usize]) -> Option<&'a Variation> {
    let (first, rest) = path.split_first()?;
    rest.iter()
        .try_fold(list.get(*first)?, |v, &i| v.variations.get(i))
}

/// The variation at `path` in a list of variations, to edit.
pub fn at_path_mut<'a>(list: &'a mut [Variation], path: &[usize]) -> Option<&'a mut Variation> {
    let (first, rest) = path.split_first()?;
    rest.iter()
        .try_fold(list.get_mut(*first)?, |v, &i| v.variations.get_mut(i))
}

/// The played-out variation at `path` in a tree of runs.
pub fn run_at<'a>(nodes: &'a [VariationRun], path: &[usize]) -> Option<&'a VariationRun> {
    let (first, rest) = path.split_first()?;
    rest.iter()
        .try_fold(nodes.get(*first)?, |n, &i| n.children.get(i))
}

/// Plays every variation of a line that starts at `start` with the actions `parent`.
pub fn run_variations(
    words: Words,
    start: &State,
    parent: &[Action],
    variations: &[Variation],
    path: &[usize],
) -> Vec<VariationRun> {
    variations
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let mut here = path.to_vec();
            here.push(i);
            play_node(words, start, parent, v, here)
        })
        .collect()
}

fn play_node(
    words: Words,
    start: &State,
    parent: &[Action],
    v: &Variation,
    path: Vec<usize>,
) -> VariationRun {
    let depth = path.len() - 1;
    let branch = Branch { start, parent };
    let mut node = VariationRun {
        name: words.variation(&v.label, &path),
        path,
        after: v.after,
        states: Vec::new(),
        actions: Vec::new(),
        words: Vec::new(),
        comment: v.comment.clone(),
        claims: Vec::new(),
        error: None,
        children: Vec::new(),
    };
    let own = match variation_run(&branch, v, depth) {
        Ok(r) => r,
        Err(e) => {
            node.error = Some(e);
            return node;
        }
    };
    let mut s = own.before.clone();
    node.states.push(s.clone());
    for a in &own.played {
        s.play_unchecked(a);
        node.states.push(s.clone());
    }
    node.actions = own.played.clone();
    node.words = words.marked(&own.before, &v.actions, &own.played);
    if let Some(r) = &own.refused {
        node.error = Some(capitalise(&r.to_string()));
    }
    node.claims = check_claims(words, &v.claims, &own);
    let own_start = own.before.clone();
    node.children = run_variations(words, &own_start, &own.played, &v.variations, &node.path);
    node
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::lines::tests::castle;
    use crate::scenario::run_line;

    fn var(after: usize, actions: &str, variations: Vec<Variation>) -> Variation {
        Variation {
            after,
            actions: actions.into(),
            variations,
            ..Default::default()
        }
    }

    #[test]
    fn a_path_finds_the_variation_and_its_run_at_every_depth() {
        let mut tree = vec![
            var(0, "draw", vec![]),
            var(
                1,
                "place hook @left-bridge",
                vec![var(1, "draw", vec![var(0, "skip", vec![])])],
            ),
        ];
        assert_eq!(at_path(&tree, &[1, 0, 0]).unwrap().actions, "skip");
        assert!(at_path(&tree, &[1, 1]).is_none());
        assert!(at_path(&tree, &[]).is_none());
        at_path_mut(&mut tree, &[1, 0]).unwrap().label = "Draw".into();
        assert_eq!(tree[1].variations[0].label, "Draw");

        let start = castle();
        let main = run_line(&start, "place roxy @market-square").unwrap();
        let runs = run_variations(Words::EN, &start, &main.played, &tree, &[]);
        let node = run_at(&runs, &[1, 0]).unwrap();
        assert_eq!(node.path, vec![1, 0]);
        assert_eq!(node.name, "variation 2.1 \"Draw\"");
        assert_eq!(node.len(), 1, "{:?}", node.error);
        // One state more than actions: the branch point first.
        assert_eq!(node.states.len(), node.actions.len() + 1);
        let bridge = start.board().find("left-bridge").unwrap();
        assert!(
            node.state(0).unwrap().top(bridge).is_some(),
            "after red's Hook"
        );
        assert!(run_at(&runs, &[1, 0, 0]).is_some());
        assert!(run_at(&runs, &[2]).is_none());
    }
}
