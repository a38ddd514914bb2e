//! The binary as a user runs it: each command's output, exit codes and messages, the bundled maps,
//! `publish`'s sites, and the documents' links. A module by command or subject.

#[path = "../common/mod.rs"]
mod common;

mod analyse;
mod balance;
mod check;
mod compare;
mod contract;
mod docs_links;
mod engine;
mod lab_ladder;
mod maps;
mod outputs;
mod play;
mod publish;
mod render;
mod simulate;
mod validate;
