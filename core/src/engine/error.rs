//! Why an action is refused, in words a player understands.

use std::fmt;

/// Which rule an illegal action breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
