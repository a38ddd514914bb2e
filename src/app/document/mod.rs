//! The one document pipeline of the app, for every kind of document (a map, a lesson).
//!
//! A [`Document<K>`] holds a value of the kind `K`, where it lives, its history and whether it
//! is saved. Every change is an edit value applied through [`Document::apply`]; the history
//! groups edits into labelled undo steps by their [`Merge`] key: all edits of one drag make one
//! step, a burst of typing in one field makes one step (ended by another field, another kind of
//! edit, or a pause).
//!
//! Steps keep a snapshot of the value from before them: documents are small, and a snapshot
//! makes undo exact whatever the edit was.

pub mod lesson;
pub mod recovery;

use std::fmt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// A kind of document: its value, its edits and how an edit is applied and named.
pub trait DocKind {
    /// What the document holds.
    type Value: Clone + PartialEq;
    /// One change to the value.
    type Edit: fmt::Debug;
    /// Why an edit was refused.
    type Error: fmt::Display;
    /// The kind's name in recovery file names and messages ("map", "lesson").
    const NAME: &'static str;

    /// Applies `edit` to `value`, or refuses it and changes nothing.
    fn apply(value: &mut Self::Value, edit: &Self::Edit) -> Result<(), Self::Error>;

    /// A short description for the Edit menu ("rename step 2", "place Roxy on @left-outpost"),
    /// given the value from before the edit.
    fn label(before: &Self::Value, edit: &Self::Edit) -> String;
}

/// How an edit joins the step before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merge {
    /// A step of its own.
    Alone,
    /// Part of a pointer gesture (a drag): all edits of one gesture make one step.
    Gesture(u64),
    /// Typing into one field (named by the key): consecutive edits make one step until another
    /// edit comes between or the typing pauses.
    Field(String),
    /// Arrow-key nudges in a row make one step.
    Nudge,
}

/// A pause in typing this long ends the step: the next keystroke starts a new one.
pub const TYPING_PAUSE: Duration = Duration::from_millis(1500);

struct Step<V> {
    before: V,
    before_rev: u64,
    label: String,
    merge: Merge,
    /// When an edit last joined the step.
    last: Instant,
}

/// Undo and redo stacks of snapshots.
pub struct History<V> {
    undo: Vec<Step<V>>,
    redo: Vec<Step<V>>,
    /// Whether the top undo step may still absorb edits with the same merge key.
    open: bool,
}

impl<V> Default for History<V> {
    fn default() -> Self {
        History {
            undo: Vec::new(),
            redo: Vec::new(),
            open: false,
        }
    }
}

/// Steps kept before the oldest are forgotten.
const MAX_STEPS: usize = 500;

impl<V> History<V> {
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }

    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    pub fn undo_label(&self) -> Option<&str> {
        self.undo.last().map(|s| s.label.as_str())
    }

    pub fn redo_label(&self) -> Option<&str> {
        self.redo.last().map(|s| s.label.as_str())
    }

    /// Closes the current group: the next edit starts a new step.
    pub fn end_group(&mut self) {
        self.open = false;
    }

    /// Whether an edit with `merge`, made at `now`, joins the top step.
    fn joins(&self, merge: &Merge, now: Instant) -> bool {
        let Some(top) = self.undo.last().filter(|_| self.open) else {
            return false;
        };
        match merge {
            Merge::Alone => false,
            Merge::Field(_) => {
                &top.merge == merge && now.saturating_duration_since(top.last) < TYPING_PAUSE
            }
            _ => &top.merge == merge,
        }
    }
}

/// An open document: its value, where it lives, its history and whether it is saved.
pub struct Document<K: DocKind> {
    value: K::Value,
    pub path: Option<PathBuf>,
    history: History<K::Value>,
    /// A number naming the current contents; every change gives a new one, undo restores one.
    /// Numbers are unique across all documents of the process, so a revision written to a
    /// recovery file never names another document's contents.
    rev: u64,
    /// The revision the document was made with (a new document is clean until edited).
    first_rev: u64,
    saved_rev: Option<u64>,
}

/// A revision number never given before.
fn fresh_rev() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl<K: DocKind> Document<K> {
    /// A document for `value`, considered saved when it came from `path`.
    pub fn new(value: K::Value, path: Option<PathBuf>) -> Self {
        let rev = fresh_rev();
        Document {
            saved_rev: path.is_some().then_some(rev),
            value,
            path,
            history: History::default(),
            rev,
            first_rev: rev,
        }
    }

    /// The value as it stands.
    pub fn value(&self) -> &K::Value {
        &self.value
    }

    pub fn history(&self) -> &History<K::Value> {
        &self.history
    }

    /// Names the current contents; it changes with every edit, undo and redo.
    pub fn rev(&self) -> u64 {
        self.rev
    }

    /// Whether the contents differ from the file (a new, never saved document counts as
    /// changed once it has been edited).
    pub fn is_dirty(&self) -> bool {
        match self.saved_rev {
            Some(r) => r != self.rev,
            None => self.rev != self.first_rev,
        }
    }

    pub fn mark_saved(&mut self, path: PathBuf) {
        self.path = Some(path);
        self.saved_rev = Some(self.rev);
    }

    /// Marks the contents as not saved anywhere (a recovered draft, a new document).
    pub fn mark_unsaved(&mut self) {
        self.saved_rev = None;
        self.bump();
    }

    fn bump(&mut self) {
        self.rev = fresh_rev();
    }

    /// The one way the value changes. Returns the error, changing nothing, when the edit is
    /// refused.
    pub fn apply(&mut self, edit: &K::Edit, merge: Merge) -> Result<(), K::Error> {
        self.apply_at(edit, merge, Instant::now())
    }

    /// [`Self::apply`] at a given time (typing pauses are measured from it).
    pub fn apply_at(&mut self, edit: &K::Edit, merge: Merge, now: Instant) -> Result<(), K::Error> {
        if self.history.joins(&merge, now) {
            K::apply(&mut self.value, edit)?;
            if let Some(top) = self.history.undo.last_mut() {
                top.last = now;
            }
        } else {
            let before = self.value.clone();
            K::apply(&mut self.value, edit)?;
            let label = K::label(&before, edit);
            self.history.undo.push(Step {
                before,
                before_rev: self.rev,
                label,
                merge: merge.clone(),
                last: now,
            });
            if self.history.undo.len() > MAX_STEPS {
                self.history.undo.remove(0);
            }
            self.history.open = merge != Merge::Alone;
        }
        self.history.redo.clear();
        self.bump();
        Ok(())
    }

    /// Applies an edit that is bookkeeping, not a change of the person's work (a path named
    /// anew after a save elsewhere): no undo step, no new revision.
    pub fn apply_unrecorded(&mut self, edit: &K::Edit) -> Result<(), K::Error> {
        K::apply(&mut self.value, edit)
    }

    /// Drops the open step of `merge` and restores the value from before it (Escape during a
    /// drag).
    pub fn cancel_group(&mut self, merge: &Merge) -> bool {
        if self.history.open
            && self.history.undo.last().is_some_and(|s| &s.merge == merge)
            && let Some(step) = self.history.undo.pop()
        {
            self.value = step.before;
            self.rev = step.before_rev;
            self.history.open = false;
            return true;
        }
        false
    }

    pub fn end_group(&mut self) {
        self.history.end_group();
    }

    /// Takes back the last step; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.travel(true)
    }

    /// Makes again the last step taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.travel(false)
    }

    /// Moves one step from the undo list to the redo list (`back`) or the other way: the value
    /// becomes the step's, and the step the one it replaced.
    fn travel(&mut self, back: bool) -> bool {
        let h = &mut self.history;
        let (from, to) = if back {
            (&mut h.undo, &mut h.redo)
        } else {
            (&mut h.redo, &mut h.undo)
        };
        let Some(step) = from.pop() else {
            return false;
        };
        let replaced = std::mem::replace(&mut self.value, step.before);
        to.push(Step {
            before: replaced,
            before_rev: self.rev,
            label: step.label,
            merge: Merge::Alone,
            last: step.last,
        });
        self.rev = step.before_rev;
        h.open = false;
        true
    }
}

/// The merge key of an edit made while drawing `ui`'s frame: typing in a text field or dragging
/// a value merges by the widget (a burst of typing, a drag is one step); a click is a step of its
/// own. `scope` tells apart fields that share a widget id across documents or steps.
pub fn merge_for(ctx: &egui::Context, scope: &str) -> Merge {
    if ctx.input(|i| i.pointer.is_decidedly_dragging())
        && let Some(id) = ctx.dragged_id()
    {
        return Merge::Field(format!("{scope}/drag/{id:?}"));
    }
    if ctx.text_edit_focused()
        && let Some(id) = ctx.memory(|m| m.focused())
    {
        return Merge::Field(format!("{scope}/text/{id:?}"));
    }
    Merge::Alone
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy kind: a list of named fields.
    struct Fields;

    #[derive(Debug)]
    enum FieldEdit {
        Set(usize, String),
    }

    impl DocKind for Fields {
        type Value = Vec<String>;
        type Edit = FieldEdit;
        type Error = String;
        const NAME: &'static str = "fields";

        fn apply(value: &mut Vec<String>, edit: &FieldEdit) -> Result<(), String> {
            let FieldEdit::Set(i, s) = edit;
            let slot = value.get_mut(*i).ok_or_else(|| format!("no field {i}"))?;
            *slot = s.clone();
            Ok(())
        }

        fn label(_: &Vec<String>, edit: &FieldEdit) -> String {
            let FieldEdit::Set(i, _) = edit;
            format!("edit field {i}")
        }
    }

    fn doc() -> Document<Fields> {
        Document::new(vec![String::new(), String::new()], None)
    }

    fn typed(doc: &mut Document<Fields>, field: usize, text: &str, at: Instant) {
        let key = Merge::Field(format!("field-{field}"));
        doc.apply_at(&FieldEdit::Set(field, text.into()), key, at)
            .unwrap();
    }

    #[test]
    fn a_burst_of_typing_in_one_field_is_one_labelled_step() {
        let mut d = doc();
        let t = Instant::now();
        for (n, text) in ["H", "He", "Hel", "Hell", "Hello"].iter().enumerate() {
            typed(&mut d, 0, text, t + Duration::from_millis(100 * n as u64));
        }
        assert_eq!(d.history().undo_len(), 1);
        assert_eq!(d.history().undo_label(), Some("edit field 0"));
        assert!(d.is_dirty());
        assert!(d.undo());
        assert_eq!(d.value()[0], "");
        assert!(!d.is_dirty(), "back to the start: nothing to save");
        assert!(d.redo());
        assert_eq!(d.value()[0], "Hello");
    }

    #[test]
    fn typing_in_two_fields_makes_two_steps() {
        let mut d = doc();
        let t = Instant::now();
        typed(&mut d, 0, "a", t);
        typed(&mut d, 0, "ab", t);
        typed(&mut d, 1, "x", t);
        typed(&mut d, 1, "xy", t);
        assert_eq!(d.history().undo_len(), 2);
        d.undo();
        assert_eq!(d.value(), &vec!["ab".to_string(), String::new()]);
    }

    #[test]
    fn a_pause_or_another_edit_ends_a_typing_burst() {
        let mut d = doc();
        let t = Instant::now();
        typed(&mut d, 0, "a", t);
        typed(&mut d, 0, "ab", t + TYPING_PAUSE + Duration::from_millis(1));
        assert_eq!(d.history().undo_len(), 2, "a pause starts a new step");
        d.apply_at(&FieldEdit::Set(1, "z".into()), Merge::Alone, t)
            .unwrap();
        typed(&mut d, 0, "abc", t + TYPING_PAUSE * 2);
        assert_eq!(
            d.history().undo_len(),
            4,
            "an edit in between starts a new step"
        );
        d.end_group();
        typed(&mut d, 0, "abcd", t + TYPING_PAUSE * 2);
        assert_eq!(d.history().undo_len(), 5, "a focus change ends the group");
    }

    #[test]
    fn a_drag_is_one_step_and_cancelling_it_restores_the_value() {
        let mut d = doc();
        let t = Instant::now();
        for n in 0..20 {
            let at = t + Duration::from_secs(n);
            d.apply_at(&FieldEdit::Set(1, n.to_string()), Merge::Gesture(7), at)
                .unwrap();
        }
        assert_eq!(d.history().undo_len(), 1, "however long the drag, one step");
        d.apply_at(&FieldEdit::Set(1, "next".into()), Merge::Gesture(8), t)
            .unwrap();
        assert_eq!(
            d.history().undo_len(),
            2,
            "the next drag is a step of its own"
        );
        assert!(d.cancel_group(&Merge::Gesture(8)));
        assert_eq!(d.value()[1], "19");
        assert_eq!(d.history().undo_len(), 1);
    }

    #[test]
    fn a_refused_edit_changes_nothing_and_makes_no_step() {
        let mut d = doc();
        let rev = d.rev();
        assert!(
            d.apply(&FieldEdit::Set(5, "x".into()), Merge::Alone)
                .is_err()
        );
        assert_eq!(d.rev(), rev);
        assert!(!d.history().can_undo());
    }
}
