//! Lessons and courses: the bundled ones checked, the lesson workspace driven headless, the
//! judge, the preview and the practice steps. A module by subject.

#[path = "../common/mod.rs"]
mod common;

mod bundled;
mod courses;
mod judging;
mod position;
mod practice_steps;
mod preview;
mod soundness;
mod steps;
mod typing;
mod variations;
mod workspace;
