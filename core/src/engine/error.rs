//! Why an action is refused, a map cannot be played or a position is impossible: each with a
//! kind, a message a player understands and, for maps and positions, the ids involved.

use crate::i18n::{Lang, Text};
use crate::map::{Problem, ProblemKind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which rule an illegal action breaks. Scenario files name it in snake case
/// (`Illegal(why: own_hq)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IllegalKind {
    /// The game has ended.
    GameOver,
    /// The action does not answer what the position asks (a turn choice while an effect waits,
    /// an effect answer at the start of a turn, the wrong effect's answer).
    WrongTime,
    /// The action names a location the map does not have.
    UnknownLocation,
    /// The troop is not on the rack (or not where the action says it is).
    NotAvailable,
    /// The troop is frozen by a Battlefield base this turn (rule 4.5).
    Frozen,
    /// A side never places on its own HQ (rule 4.1).
    OwnHq,
    /// Covering an enemy troop needs a strictly greater strength (rule 4.2).
    Covering,
    /// The location is not connected to the side's HQ (rule 4.3).
    Connection,
    /// The location does not accept that strength (rule 4.4).
    Terrain,
    /// Drawing is impossible (empty reserve, full rack) or names the wrong troops.
    Draw,
    /// The effect's target is not a possible one (not adjacent, not an enemy, ...).
    Target,
}

impl IllegalKind {
    /// Every kind, in the order above (for a UI's choice list).
    pub const ALL: [IllegalKind; 11] = [
        IllegalKind::GameOver,
        IllegalKind::WrongTime,
        IllegalKind::UnknownLocation,
        IllegalKind::NotAvailable,
        IllegalKind::Frozen,
        IllegalKind::OwnHq,
        IllegalKind::Covering,
        IllegalKind::Connection,
        IllegalKind::Terrain,
        IllegalKind::Draw,
        IllegalKind::Target,
    ];

    /// The rule in words, to follow "refused for".
    pub fn describe(self) -> &'static str {
        match self {
            IllegalKind::GameOver => "the game being over",
            IllegalKind::WrongTime => "not answering what the position asks",
            IllegalKind::UnknownLocation => "an unknown location",
            IllegalKind::NotAvailable => "the troop not being on the rack",
            IllegalKind::Frozen => "the troop being frozen",
            IllegalKind::OwnHq => "placing on one's own HQ",
            IllegalKind::Covering => "covering without a strictly greater strength",
            IllegalKind::Connection => "no connection to the HQ",
            IllegalKind::Terrain => "a terrain restriction",
            IllegalKind::Draw => "drawing being impossible",
            IllegalKind::Target => "an impossible effect target",
        }
    }
}

/// An action refused in a position. The state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    pub kind: IllegalKind,
    /// Why, naming the troops and places involved (`illegal-…` in `core.ftl`); its English is
    /// what `Display` writes.
    pub message: Text,
}

impl Illegal {
    pub(crate) fn new(kind: IllegalKind, message: Text) -> Illegal {
        Illegal { kind, message }
    }

    /// Why the action is refused, in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        self.message.render(lang)
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

impl std::error::Error for Illegal {}

/// What keeps a map from compiling into a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardProblemKind {
    /// An error the map's validator reports, or the engine's own check of the same thing.
    Map(ProblemKind),
    /// More bases and HQs than [`crate::limits::MAX_PLAY_LOCATIONS`].
    TooManyLocations,
    /// More regions than [`crate::limits::MAX_PLAY_REGIONS`].
    TooManyRegions,
}

/// One reason a map cannot be played, with the ids involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardProblem {
    pub kind: BoardProblemKind,
    /// Why, as a message (the map check's `problem-…` or the engine's `board-…`).
    pub message: Text,
    /// The ids of the locations, paths' ends or regions involved.
    pub ids: Vec<String>,
}

impl BoardProblem {
    pub(crate) fn new(kind: BoardProblemKind, message: Text, ids: &[&str]) -> BoardProblem {
        BoardProblem {
            kind,
            message,
            ids: ids.iter().map(|s| s.to_string()).collect(),
        }
    }
}

impl From<Problem> for BoardProblem {
    fn from(p: Problem) -> BoardProblem {
        BoardProblem {
            kind: BoardProblemKind::Map(p.kind),
            message: p.text,
            ids: p.ids,
        }
    }
}

impl fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

/// Why a map does not compile into a board: every problem found. Its message starts "the map
/// cannot be played", so callers add no prefix of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    pub problems: Vec<BoardProblem>,
}

impl BoardError {
    /// Whether some problem is of `kind`.
    pub fn has(&self, kind: BoardProblemKind) -> bool {
        self.problems.iter().any(|p| p.kind == kind)
    }
}

impl BoardError {
    /// The whole error in `lang`, as `Display` writes it in English.
    pub fn message_in(&self, lang: Lang) -> String {
        let list: Vec<&Text> = self.problems.iter().map(|p| &p.message).collect();
        write_list(lang, "board-unplayable", &list)
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for BoardError {}

/// What makes a prepared position impossible (RULES §9) or unreadable on its map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionProblemKind {
    /// A stack names a location the map does not have.
    UnknownLocation,
    /// A claim names a region the map does not have.
    UnknownRegion,
    /// Troops stand on an HQ.
    TroopOnHq,
    /// A location's stack is given twice.
    StackGivenTwice,
    /// A region is claimed twice.
    ClaimedTwice,
    /// A side does not have exactly 3 of a troop across board, rack, reserve, discard and
    /// removed.
    TroopCount,
    /// A rack holds more than 8 troops.
    RackOverLimit,
    /// The side not to move has frozen troops.
    FrozenOffTurn,
    /// More frozen troops of a type than the rack holds.
    FrozenNotOnRack,
    /// A claimed region holds no medals.
    ClaimedWithoutMedals,
    /// A side holds every base around a region that is not listed as claimed.
    UnclaimedRegion,
    /// A side's medals differ from those of its claimed regions.
    MedalsMismatch,
    /// A side is at its medal target: the game would be over.
    TargetReached,
}

/// One reason a position is impossible, with the location and region ids involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionProblem {
    pub kind: PositionProblemKind,
    /// Why, as a message (`position-…` in `core.ftl`).
    pub message: Text,
    pub ids: Vec<String>,
}

impl PositionProblem {
    pub fn new(kind: PositionProblemKind, message: Text, ids: &[&str]) -> PositionProblem {
        PositionProblem {
            kind,
            message,
            ids: ids.iter().map(|s| s.to_string()).collect(),
        }
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

/// Why a prepared position is impossible: every problem found. Its message starts "impossible
/// position", so callers add no prefix of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub problems: Vec<PositionProblem>,
}

impl PositionError {
    /// Whether some problem is of `kind`.
    pub fn has(&self, kind: PositionProblemKind) -> bool {
        self.problems.iter().any(|p| p.kind == kind)
    }
}

impl PositionError {
    /// The whole error in `lang`, as `Display` writes it in English.
    pub fn message_in(&self, lang: Lang) -> String {
        let list: Vec<&Text> = self.problems.iter().map(|p| &p.message).collect();
        write_list(lang, "position-impossible", &list)
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

impl std::error::Error for PositionError {}

/// The message `head` (`board-unplayable`, `position-impossible`) with the one problem, or
/// with the count and one indented line per problem.
fn write_list(lang: Lang, head: &'static str, list: &[&Text]) -> String {
    match list {
        [one] => Text::new(head)
            .arg("list", "one")
            .arg("n", 1u32)
            .arg("problems", one.render(lang))
            .render(lang),
        many => {
            let lines: String = many
                .iter()
                .map(|p| format!("\n  - {}", p.render(lang)))
                .collect();
            Text::new(head)
                .arg("list", "many")
                .arg("n", many.len())
                .arg("problems", lines)
                .render(lang)
        }
    }
}
