//! The map editor's workspace: the canvas and its tools, the inspector, the object list, the
//! problems and facts panels, arranging, the clipboard, the selection, the map's document and
//! the tracing image.

pub mod arrange;
pub mod background;
pub mod canvas;
pub mod canvas_widget;
pub(crate) mod clipboard;
pub mod draw;
pub mod edit;
pub mod facts;
pub mod inspector;
pub(crate) mod lesson_refs;
pub mod map_panel;
pub mod object_list;
pub mod problems;
pub mod selection;
pub mod tools;

use super::{plural, theme};
