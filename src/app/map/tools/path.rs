//! The path tool: drag from one location to another, or click base after base to draw a chain
//! of paths (each click a path from the base clicked before), as polyline tools do. Esc, a
//! second click on the chain's last base (a double click) or a click on empty ground ends the
//! chain. Each path is an undo step of its own, so that one wrong click costs one undo and not
//! the whole chain.

use super::{Cx, Output, Tool, ToolKind};
use crate::app::i18n::lang;
use crate::app::map::edit::Edit;
use crate::app::map::selection::{Item, Selection};
use crate::app::theme::Palette;
use crate::map::{Path, Point};
use egui::{Painter, Stroke};
use toyforge_core::tr;

#[derive(Clone, Debug, Default, PartialEq)]
pub enum PathState {
    #[default]
    Idle,
    /// Dragging out of `from`; `to` is where the pointer is.
    Dragging { from: String, to: Point },
    /// A chain of paths under way: `from` was clicked last, and the next click on another
    /// location draws a path from it; `drawn` paths were drawn since the chain began.
    Picked { from: String, drawn: usize },
}

#[derive(Default)]
pub struct PathTool {
    pub state: PathState,
}

/// What joining `from` to `to` asks for: the path and its selection, or why not.
fn connect(cx: &Cx<'_>, from: &str, to: &str) -> Vec<Output> {
    if from.eq_ignore_ascii_case(to) {
        return vec![Output::Message(tr!(lang(), "tool-path-same-ends"))];
    }
    let path = Path::new(from, to);
    if cx.map.paths.iter().any(|p| p.same_pair(&path)) {
        return vec![Output::Message(tr!(
            lang(),
            "tool-path-joined",
            from = from,
            to = to
        ))];
    }
    vec![
        Output::Edit(Edit::AddPath(path)),
        Output::Select(Selection::one(Item::Path(from.into(), to.into()))),
    ]
}

impl Tool for PathTool {
    fn kind(&self) -> ToolKind {
        ToolKind::Path
    }

    fn click(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let hit = cx.location_at(at);
        match (std::mem::take(&mut self.state), hit) {
            // The chain's last base again (the second click of a double click): the end.
            (PathState::Picked { from, drawn }, Some(to)) if from.eq_ignore_ascii_case(&to) => {
                vec![chain_ended(drawn)]
            }
            (PathState::Picked { from, drawn }, Some(to)) => {
                let outs = connect(cx, &from, &to);
                let made = outs.iter().any(|o| matches!(o, Output::Edit(_)));
                // An existing path is walked along: the chain goes on from its other end.
                self.state = PathState::Picked {
                    from: to,
                    drawn: drawn + usize::from(made),
                };
                outs
            }
            (PathState::Picked { drawn, .. }, None) => vec![chain_ended(drawn)],
            (_, Some(from)) => {
                self.state = PathState::Picked { from, drawn: 0 };
                Vec::new()
            }
            (_, None) => vec![Output::Message(tr!(lang(), "tool-path-start"))],
        }
    }

    fn drag_start(&mut self, cx: &Cx<'_>, from: Point) -> Vec<Output> {
        match cx.location_at(from) {
            Some(id) => {
                self.state = PathState::Dragging { from: id, to: from };
                Vec::new()
            }
            None => {
                self.state = PathState::Idle;
                vec![Output::Message(tr!(lang(), "tool-path-start"))]
            }
        }
    }

    fn drag(&mut self, _cx: &Cx<'_>, at: Point) -> Vec<Output> {
        if let PathState::Dragging { to, .. } = &mut self.state {
            *to = at;
        }
        Vec::new()
    }

    fn drag_end(&mut self, cx: &Cx<'_>, at: Point) -> Vec<Output> {
        let PathState::Dragging { from, .. } = std::mem::take(&mut self.state) else {
            return Vec::new();
        };
        match cx.location_at(at) {
            Some(to) => connect(cx, &from, &to),
            None => vec![Output::Message(tr!(lang(), "tool-path-end"))],
        }
    }

    fn cancel(&mut self) -> Vec<Output> {
        self.state = PathState::Idle;
        Vec::new()
    }

    fn busy(&self) -> bool {
        self.state != PathState::Idle
    }

    fn dragging(&self) -> bool {
        matches!(self.state, PathState::Dragging { .. })
    }

    fn undo_goes_on(&self) -> bool {
        matches!(self.state, PathState::Picked { drawn, .. } if drawn > 0)
    }

    fn hint(&self) -> Option<String> {
        match &self.state {
            PathState::Idle => None,
            PathState::Dragging { from, .. } => {
                Some(tr!(lang(), "tool-path-dragging", from = from.as_str()))
            }
            PathState::Picked { from, .. } => {
                Some(tr!(lang(), "tool-path-chain-hint", from = from.as_str()))
            }
        }
    }

    fn paint(&self, cx: &Cx<'_>, painter: &Painter, hover: Option<Point>, pal: &Palette) {
        let (from, to) = match &self.state {
            PathState::Idle => return,
            PathState::Dragging { from, to } => (from, Some(*to)),
            PathState::Picked { from, .. } => (from, hover),
        };
        let Some(a) = cx.map.pos_of(from) else {
            return;
        };
        let a = cx.tf.pos(a);
        painter.circle_stroke(a, 6.0, Stroke::new(2.0, pal.preview));
        if let Some(to) = to {
            let end = cx
                .location_at(to)
                .and_then(|id| cx.map.pos_of(&id))
                .unwrap_or(to);
            let b = cx.tf.pos(end);
            painter.line_segment([a, b], Stroke::new(3.0, pal.preview));
            painter.circle_filled(b, 4.0, pal.preview);
        }
    }
}

/// The message of a chain's end: how many paths it drew.
fn chain_ended(drawn: usize) -> Output {
    Output::Message(tr!(lang(), "tool-path-chain-ended", n = drawn))
}
