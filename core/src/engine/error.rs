//! Why an action is refused, a map cannot be played or a position is impossible: each with a
//! kind, a message a player understands and, for maps and positions, the ids involved.

use crate::i18n::Lang;
use crate::map::{Problem, ProblemKind, ProblemText};
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
    pub message: String,
}

impl Illegal {
    pub(crate) fn new(kind: IllegalKind, message: impl Into<String>) -> Illegal {
        Illegal {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
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
    pub message: String,
    /// The ids of the locations, paths' ends or regions involved.
    pub ids: Vec<String>,
    /// The map check's sentence as a message, for other languages: `None` for the engine's
    /// own problems, whose sentence is English only.
    pub text: Option<ProblemText>,
}

impl BoardProblem {
    pub(crate) fn new(kind: BoardProblemKind, message: String, ids: &[&str]) -> BoardProblem {
        BoardProblem {
            kind,
            message,
            ids: ids.iter().map(|s| s.to_string()).collect(),
            text: None,
        }
    }

    /// The sentence in `lang`: the map check's message in that language, or the English
    /// sentence.
    pub fn message_in(&self, lang: Lang) -> String {
        match &self.text {
            Some(t) if lang != Lang::En => t.render(lang),
            _ => self.message.clone(),
        }
    }
}

impl From<Problem> for BoardProblem {
    fn from(p: Problem) -> BoardProblem {
        BoardProblem {
            kind: BoardProblemKind::Map(p.kind),
            message: p.message,
            ids: p.ids,
            text: p.text,
        }
    }
}

impl fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
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
    /// The error in `lang`, as [`Display`](fmt::Display) writes it in English.
    pub fn message_in(&self, lang: Lang) -> String {
        let list: Vec<String> = self.problems.iter().map(|p| p.message_in(lang)).collect();
        match list.as_slice() {
            [one] => crate::tr!(lang, "board-unplayable", problem = one.as_str()),
            many => crate::tr!(
                lang,
                "board-unplayable-many",
                n = many.len(),
                problems = listed(many)
            ),
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, "the map cannot be played", &self.problems)
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
    pub message: String,
    pub ids: Vec<String>,
}

impl PositionProblem {
    pub fn new(kind: PositionProblemKind, message: String, ids: &[&str]) -> PositionProblem {
        PositionProblem {
            kind,
            message,
            ids: ids.iter().map(|s| s.to_string()).collect(),
        }
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
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
    /// The error in `lang`, as [`Display`](fmt::Display) writes it in English. The problems'
    /// sentences are the engine's, in English.
    pub fn message_in(&self, lang: Lang) -> String {
        let list: Vec<String> = self.problems.iter().map(|p| p.message.clone()).collect();
        match list.as_slice() {
            [one] => crate::tr!(lang, "position-impossible", problem = one.as_str()),
            many => crate::tr!(
                lang,
                "position-impossible-many",
                n = many.len(),
                problems = listed(many)
            ),
        }
    }
}

/// Problems one per indented line, each after a line break, as [`write_list`] lists them.
fn listed(list: &[String]) -> String {
    list.iter().map(|p| format!("\n  - {p}")).collect()
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, "impossible position", &self.problems)
    }
}

impl std::error::Error for PositionError {}

/// `head: the one problem`, or `head (n problems):` and one indented line each.
fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, head: &str, list: &[T]) -> fmt::Result {
    match list {
        [one] => write!(f, "{head}: {one}"),
        many => {
            write!(f, "{head} ({} problems):", many.len())?;
            for p in many {
                write!(f, "\n  - {p}")?;
            }
            Ok(())
        }
    }
}
