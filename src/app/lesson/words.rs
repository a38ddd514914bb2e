//! The lesson workspace's words for the game's things, in the app's language: sides, troops and
//! the lines of a step, as the workspace's labels name them.

use crate::app::i18n::lang;
use crate::engine::Piece;
use crate::pieces::{Side, Troop};
use crate::scenario::Words;
use crate::scenario::{ClaimsRef, LineRef};
use toyforge_core::tr;

/// A side's name ("Blue", "蓝方").
pub fn side_name(side: Side) -> &'static str {
    Words::new(lang()).side(side)
}

/// A troop's name ("Roxy", "罗西").
pub fn troop_name(t: Troop) -> &'static str {
    Words::new(lang()).troop(t)
}

/// A troop with its value: "7 Roxy".
pub fn troop_text(t: Troop) -> String {
    tr!(
        lang(),
        "rack-troop",
        code = t.code().to_string(),
        troop = troop_name(t)
    )
}

/// A piece in words: "Blue 7 Roxy".
pub fn piece_text(p: Piece) -> String {
    tr!(
        lang(),
        "le-piece",
        side = side_name(p.side()),
        code = p.troop().code().to_string(),
        troop = troop_name(p.troop())
    )
}

/// A side's rack in words: its troops' names, or "empty".
pub fn rack_text(troops: &[Troop]) -> String {
    if troops.is_empty() {
        return tr!(lang(), "rack-empty");
    }
    let names: Vec<&str> = troops.iter().map(|&t| troop_name(t)).collect();
    names.join(&tr!(lang(), "rack-separator"))
}

/// A line of a step by its place: "solution", "candidate 2", "variation 1.2 of wrong line 1".
pub fn line_name(line: LineRef) -> String {
    line.name_text().render(lang())
}

/// The lines or the position a list of claims is about: "the position", "accept if", a line.
pub fn claims_name(c: ClaimsRef) -> String {
    match c {
        ClaimsRef::Explain => tr!(lang(), "le-claims-of", of = "position"),
        ClaimsRef::AcceptIf => tr!(lang(), "le-claims-of", of = "accept_if"),
        other => other.line().map(line_name).unwrap_or_default(),
    }
}
