//! The lesson (a scenario) as a kind of document: the edits its panels return and their labels.

use super::DocKind;
use crate::app::i18n::lang;
use crate::app::lesson::words::{side_name, troop_name};
use crate::engine::Piece;
use crate::pieces::{Side, Troop};
use crate::scenario::{Difficulty, MapSource, Position, Scenario, Step};
use toyforge_core::tr;

/// One change to a scenario. The position, steps and details panels return these; only
/// [`super::Document::apply`] runs them.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonEdit {
    SetTitle(String),
    SetAuthor(String),
    SetSummary(String),
    SetDifficulty(Difficulty),
    SetLanguage(String),
    /// The prepared position as the position panel left it (its label says what changed).
    SetPosition(Position),
    /// Inserts a step at an index (at most the number of steps).
    AddStep {
        at: usize,
        step: Step,
    },
    DeleteStep(usize),
    /// Swaps the step at `from` with the one at `to`.
    MoveStep {
        from: usize,
        to: usize,
    },
    /// Replaces step `index` (its text, lines, claims or marks as the step editor left them).
    SetStep {
        index: usize,
        step: Step,
    },
    /// Names the map anew (bookkeeping after a save elsewhere).
    SetMap(MapSource),
}

/// Why a lesson edit was refused. The scenario is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LessonEditError(pub String);

/// The lesson as a kind of document.
pub struct LessonKind;

fn no_step(i: usize, n: usize) -> LessonEditError {
    LessonEditError(tr!(lang(), "le-no-such-step", step = i + 1, n = n))
}

impl DocKind for LessonKind {
    type Value = Scenario;
    type Edit = LessonEdit;
    type Error = LessonEditError;
    const NAME: &'static str = "lesson";

    fn apply(s: &mut Scenario, edit: &LessonEdit) -> Result<(), LessonEditError> {
        let n = s.steps.len();
        match edit {
            LessonEdit::SetTitle(t) => s.title = t.clone(),
            LessonEdit::SetAuthor(t) => s.author = t.clone(),
            LessonEdit::SetSummary(t) => s.summary = t.clone(),
            LessonEdit::SetDifficulty(d) => s.difficulty = *d,
            LessonEdit::SetLanguage(t) => s.language = t.clone(),
            LessonEdit::SetPosition(p) => s.position = p.clone(),
            LessonEdit::AddStep { at, step } => {
                if *at > n {
                    return Err(no_step(*at, n));
                }
                s.steps.insert(*at, step.clone());
            }
            LessonEdit::DeleteStep(i) => {
                if *i >= n {
                    return Err(no_step(*i, n));
                }
                s.steps.remove(*i);
            }
            LessonEdit::MoveStep { from, to } => {
                if *from >= n || *to >= n {
                    return Err(no_step((*from).max(*to), n));
                }
                s.steps.swap(*from, *to);
            }
            LessonEdit::SetStep { index, step } => {
                let slot = s.steps.get_mut(*index).ok_or_else(|| no_step(*index, n))?;
                *slot = step.clone();
            }
            LessonEdit::SetMap(m) => s.map = m.clone(),
        }
        Ok(())
    }

    fn label(before: &Scenario, edit: &LessonEdit) -> String {
        let l = lang();
        match edit {
            LessonEdit::SetTitle(_) => tr!(l, "le-hist-edit", field = "title"),
            LessonEdit::SetAuthor(_) => tr!(l, "le-hist-edit", field = "author"),
            LessonEdit::SetSummary(_) => tr!(l, "le-hist-edit", field = "summary"),
            LessonEdit::SetDifficulty(d) => {
                let level = tr!(l, "le-f-difficulty-level", level = d.name());
                tr!(l, "le-hist-difficulty", level = level)
            }
            LessonEdit::SetLanguage(_) => tr!(l, "le-hist-edit", field = "language"),
            LessonEdit::SetPosition(p) => position_label(&before.position, p),
            LessonEdit::AddStep { at, .. } => tr!(l, "le-hist-step", what = "add", n = at + 1),
            LessonEdit::DeleteStep(i) => tr!(l, "le-hist-step", what = "delete", n = i + 1),
            LessonEdit::MoveStep { from, to } if to < from => {
                tr!(l, "le-hist-step", what = "up", n = from + 1)
            }
            LessonEdit::MoveStep { from, .. } => {
                tr!(l, "le-hist-step", what = "down", n = from + 1)
            }
            LessonEdit::SetStep { index, step } => match before.steps.get(*index) {
                Some(old) if old.title() != step.title() => tr!(l, "le-hist-rename-step"),
                _ => tr!(l, "le-hist-step", what = "edit", n = index + 1),
            },
            LessonEdit::SetMap(_) => tr!(l, "le-hist-name-map"),
        }
    }
}

/// The one troop in `new` but not in `old` (or the reverse with `gone`), when a single troop
/// changed.
fn one_more(old: &[Troop], new: &[Troop]) -> Option<Troop> {
    if new.len() != old.len() + 1 {
        return None;
    }
    let mut rest = old.to_vec();
    let mut extra = None;
    for t in new {
        match rest.iter().position(|r| r == t) {
            Some(i) => {
                rest.remove(i);
            }
            None if extra.is_none() => extra = Some(*t),
            None => return None,
        }
    }
    extra
}

/// Says what changed between two positions: "place Roxy on @left-outpost", "add Star to Blue's
/// rack", "Red to move"… or "change the position" when many things did.
pub fn position_label(old: &Position, new: &Position) -> String {
    let stack = |p: &Position, id: &str| -> Vec<Piece> {
        p.stacks
            .0
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(id))
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let mut ids: Vec<&str> = old.stacks.0.iter().map(|(k, _)| k.as_str()).collect();
    ids.extend(new.stacks.0.iter().map(|(k, _)| k.as_str()));
    ids.sort_unstable_by_key(|k| k.to_ascii_lowercase());
    ids.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    let changed: Vec<(&str, Vec<Piece>, Vec<Piece>)> = ids
        .into_iter()
        .map(|id| (id, stack(old, id), stack(new, id)))
        .filter(|(_, a, b)| a != b)
        .collect();
    let l = lang();
    let mut words = Vec::new();
    if let [(id, a, b)] = changed.as_slice() {
        let id = id.to_string();
        if b.len() == a.len() + 1 && b.starts_with(a) {
            let troop = troop_name(b[b.len() - 1].1);
            words.push(tr!(l, "le-hist-place", troop = troop, id = id));
        } else if a.len() == b.len() + 1 && a.starts_with(b) {
            let troop = troop_name(a[a.len() - 1].1);
            words.push(tr!(l, "le-hist-unplace", troop = troop, id = id));
        } else {
            words.push(tr!(l, "le-hist-stack", id = id));
        }
    } else if !changed.is_empty() {
        words.push(tr!(l, "le-hist-stacks", n = changed.len()));
    }
    for side in [Side::Blue, Side::Red] {
        let (a, b) = match side {
            Side::Blue => (&old.blue, &new.blue),
            Side::Red => (&old.red, &new.red),
        };
        let who = side_name(side);
        let lists = [
            ("rack", &a.rack, &b.rack),
            ("frozen", &a.frozen, &b.frozen),
            ("removed", &a.removed, &b.removed),
        ];
        for (list, x, y) in lists {
            if x == y {
                continue;
            }
            words.push(match (one_more(x, y), one_more(y, x)) {
                (Some(t), _) => {
                    tr!(
                        l,
                        "le-hist-list-add",
                        troop = troop_name(t),
                        side = who,
                        list = list
                    )
                }
                (_, Some(t)) => {
                    tr!(
                        l,
                        "le-hist-list-take",
                        troop = troop_name(t),
                        side = who,
                        list = list
                    )
                }
                _ => tr!(l, "le-hist-side", what = list, side = who),
            });
        }
        if a.reserve != b.reserve {
            words.push(tr!(l, "le-hist-side", what = "reserve", side = who));
        }
        if a.medals != b.medals {
            words.push(tr!(l, "le-hist-side", what = "medals", side = who));
        }
    }
    if old.to_move != new.to_move {
        words.push(tr!(l, "le-hist-to-move", side = side_name(new.to_move)));
    }
    for (changed, what) in [
        (old.discard != new.discard, "discard"),
        (old.claimed != new.claimed, "claimed"),
        (old.seed != new.seed, "seed"),
        (old.first_game != new.first_game, "first_game"),
    ] {
        if changed {
            words.push(tr!(l, "le-hist-position-part", what = what));
        }
    }
    match words.len() {
        1 => words.remove(0),
        _ => tr!(l, "le-hist-position"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::document::{Document, Merge};
    use crate::scenario::IdMap;

    fn scenario() -> Scenario {
        let mut s = Scenario::new(MapSource::Path("castle.ron".into()));
        s.steps
            .push(crate::app::lesson::steps::StepKind::Explain.new_step());
        s
    }

    #[test]
    fn labels_say_what_changed() {
        let s = scenario();
        let mut p = s.position.clone();
        p.stacks = IdMap(vec![(
            "left-outpost".into(),
            vec![Piece(Side::Blue, Troop::Roxy)],
        )]);
        assert_eq!(
            LessonKind::label(&s, &LessonEdit::SetPosition(p.clone())),
            "place Roxy on @left-outpost"
        );
        let mut with = s.clone();
        with.position = p;
        let mut q = with.position.clone();
        q.stacks = IdMap::default();
        assert_eq!(
            LessonKind::label(&with, &LessonEdit::SetPosition(q)),
            "remove Roxy from @left-outpost"
        );
        let mut r = s.position.clone();
        r.red.rack.push(Troop::Kwak);
        assert_eq!(
            LessonKind::label(&s, &LessonEdit::SetPosition(r)),
            "add Kwak to Red's rack"
        );
        let mut renamed = s.steps[0].clone();
        renamed.title_mut().push_str("Why the bridge");
        let edit = LessonEdit::SetStep {
            index: 0,
            step: renamed,
        };
        assert_eq!(LessonKind::label(&s, &edit), "rename step");
    }

    #[test]
    fn typing_a_step_title_is_one_undo_step_named_after_it() {
        let mut d: Document<LessonKind> = Document::new(scenario(), None);
        let first = d.value().steps[0].title().to_string();
        let mut step = d.value().steps[0].clone();
        for c in "Bridge".chars() {
            step.title_mut().push(c);
            let edit = LessonEdit::SetStep {
                index: 0,
                step: step.clone(),
            };
            d.apply(&edit, Merge::Field("step-0-title".into())).unwrap();
        }
        d.apply(
            &LessonEdit::SetTitle("T".into()),
            Merge::Field("title".into()),
        )
        .unwrap();
        assert_eq!(d.history().undo_len(), 2);
        assert_eq!(d.history().undo_label(), Some("edit the title"));
        d.undo();
        assert_eq!(d.history().undo_label(), Some("rename step"));
        d.undo();
        assert_eq!(d.value().steps[0].title(), first);
    }

    #[test]
    fn edits_out_of_range_are_refused() {
        let mut d: Document<LessonKind> = Document::new(scenario(), None);
        assert!(d.apply(&LessonEdit::DeleteStep(3), Merge::Alone).is_err());
        assert!(
            d.apply(&LessonEdit::MoveStep { from: 0, to: 1 }, Merge::Alone)
                .is_err()
        );
        assert!(!d.is_dirty());
    }
}
