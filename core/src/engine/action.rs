//! Actions, pending effects, pieces and outcomes: the values the engine trades in.

use super::board::Loc;
use crate::pieces::{Side, Troop};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How many bits of a piece code hold the troop: as many as [`Troop::COUNT`] needs (3 for the
/// eight troops). The side is the bit above them ([`SIDE_BIT`]). Code reads a piece code only
/// through these constants, and every per-troop array has [`Troop::COUNT`] entries, so a new
/// troop widens the code by itself.
pub(crate) const TROOP_BITS: u32 = usize::BITS - (Troop::COUNT - 1).leading_zeros();
/// The troop's bits of a piece code.
pub(crate) const TROOP_MASK: u8 = (1 << TROOP_BITS) - 1;
/// The side's bit of a piece code: clear for blue, set for red.
pub(crate) const SIDE_BIT: u8 = 1 << TROOP_BITS;

/// Stops the build when `troops` kinds of troop and the side's bit do not fit in a piece code's
/// one byte (`Cell::code` in `engine/state.rs`): more than 128 troops would overflow it without
/// a word.
///
/// ```
/// const _: () = toyforge_core::engine::assert_troops_fit(9);
/// ```
///
/// ```compile_fail
/// const _: () = toyforge_core::engine::assert_troops_fit(129);
/// ```
#[doc(hidden)]
pub const fn assert_troops_fit(troops: usize) {
    let bits = usize::BITS - troops.saturating_sub(1).leading_zeros();
    assert!(
        bits < u8::BITS,
        "the engine packs a troop and its side into one byte (engine/action.rs, Piece::code): at most 128 troop types fit"
    );
}

const _: () = assert!(Troop::ALL.len() == Troop::COUNT);
const _: () = assert_troops_fit(Troop::ALL.len());

/// One troop with its side, as it stands in a stack or lies in the discard.
/// Written in files as `(blue, roxy)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Piece(pub Side, pub Troop);

impl Piece {
    #[inline]
    pub fn side(self) -> Side {
        self.0
    }

    #[inline]
    pub fn troop(self) -> Troop {
        self.1
    }

    #[inline]
    pub(crate) fn code(self) -> u8 {
        ((self.0 as u8) << TROOP_BITS) | self.1 as u8
    }

    #[inline]
    pub(crate) fn from_code(c: u8) -> Piece {
        let side = if c & SIDE_BIT == 0 {
            Side::Blue
        } else {
            Side::Red
        };
        Piece(side, Troop::from_index((c & TROOP_MASK) as usize))
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.1)
    }
}

/// The effect waiting for an answer. The names are those of the JSON state and of scenario
/// files (`capn`, `castle`...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pending {
    Capn,
    Skully,
    Jumbo,
    Xb42,
    Star,
    Castle,
    Clouds,
    Volcano,
    Cemetery,
    Battlefield,
}

impl Pending {
    /// Every effect (for a UI's choice list).
    pub const ALL: [Pending; 10] = [
        Pending::Capn,
        Pending::Skully,
        Pending::Jumbo,
        Pending::Xb42,
        Pending::Star,
        Pending::Castle,
        Pending::Clouds,
        Pending::Volcano,
        Pending::Cemetery,
        Pending::Battlefield,
    ];

    /// The lowercase name of the JSON state.
    pub fn name(self) -> &'static str {
        match self {
            Pending::Capn => "capn",
            Pending::Skully => "skully",
            Pending::Jumbo => "jumbo",
            Pending::Xb42 => "xb42",
            Pending::Star => "star",
            Pending::Castle => "castle",
            Pending::Clouds => "clouds",
            Pending::Volcano => "volcano",
            Pending::Cemetery => "cemetery",
            Pending::Battlefield => "battlefield",
        }
    }

    /// How the effect is called in messages.
    pub fn describe(self) -> &'static str {
        match self {
            Pending::Capn => "Cap'n's extra placement",
            Pending::Skully => "Skully's draw",
            Pending::Jumbo => "Jumbo's discard",
            Pending::Xb42 => "XB-42's discard",
            Pending::Star => "Star's draw",
            Pending::Castle => "the Castle Field base's recall",
            Pending::Clouds => "the City of Clouds base's draw",
            Pending::Volcano => "the Volcanic Jungle base's move",
            Pending::Cemetery => "the Cursed Cemetery base's revival",
            Pending::Battlefield => "the Battlefield base's freeze",
        }
    }

    /// The answers the effect takes: its answer in notation or `skip`, joined by the message
    /// `effect-answers` ("`draw` or `skip`").
    pub fn answers(self) -> crate::i18n::Text {
        crate::text!("effect-answers", answer = self.answer())
    }

    /// The answer the effect takes besides `skip`, in notation (`draw`, `recall @<location>`).
    pub fn answer(self) -> &'static str {
        match self {
            Pending::Capn => "`place <troop> @<location>`",
            Pending::Skully | Pending::Star | Pending::Clouds => "`draw`",
            Pending::Jumbo => "`discard @<location>`",
            Pending::Xb42 => "`discard rack`",
            Pending::Castle => "`recall @<location>`",
            Pending::Volcano => "`move @<from> @<to>`",
            Pending::Cemetery => "`revive <troop>`",
            Pending::Battlefield => "`freeze`",
        }
    }

    /// Whether this is a special-base effect (as opposed to a troop effect).
    pub fn is_base_effect(self) -> bool {
        matches!(
            self,
            Pending::Castle
                | Pending::Clouds
                | Pending::Volcano
                | Pending::Cemetery
                | Pending::Battlefield
        )
    }
}

impl fmt::Display for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One action: the turn's choice, or an answer to a pending effect. Chance actions may name their
/// outcome (`draw roxy star`, `discard rack star`, `freeze hook`); unnamed, the reserve's order
/// and the state's seeded random source decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The turn's draw, or the draw of Skully, Star or a City of Clouds base. The named troops,
    /// if any, in the order drawn (`[None, None]` when unnamed; never `[None, Some(_)]`).
    Draw([Option<Troop>; 2]),
    /// Place a troop from the rack (turn start, or Cap'n's extra placement).
    Place(Troop, Loc),
    /// Jumbo: discard the visible enemy troop on an adjacent base.
    Discard(Loc),
    /// XB-42: discard a random troop (or the named one) from the opponent's rack.
    DiscardRack(Option<Troop>),
    /// Castle Field base: return your visible troop on that base to your rack.
    Recall(Loc),
    /// Volcanic Jungle base: move the enemy's top troop from one base to an adjacent base.
    Move(Loc, Loc),
    /// Cursed Cemetery base: take that troop of yours back from the discard.
    Revive(Troop),
    /// Battlefield base: freeze a random troop (or the named one) on the opponent's rack.
    Freeze(Option<Troop>),
    /// Decline the pending effect.
    Skip,
}

impl Action {
    /// The unnamed draw.
    pub const DRAW: Action = Action::Draw([None, None]);

    /// A draw naming the troops drawn (at most 2; extra names are ignored).
    pub fn draw_named(troops: &[Troop]) -> Action {
        Action::Draw([troops.first().copied(), troops.get(1).copied()])
    }

    /// The form listed among legal actions: chance outcomes unnamed.
    pub fn unnamed(self) -> Action {
        match self {
            Action::Draw(_) => Action::DRAW,
            Action::DiscardRack(_) => Action::DiscardRack(None),
            Action::Freeze(_) => Action::Freeze(None),
            a => a,
        }
    }

    /// Whether the action names the outcome of chance.
    pub fn is_named_chance(self) -> bool {
        matches!(
            self,
            Action::Draw([Some(_), _]) | Action::DiscardRack(Some(_)) | Action::Freeze(Some(_))
        )
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EndReason {
    /// A troop was placed on an enemy HQ.
    Hq,
    /// A side reached its medal target.
    Medals,
    /// The side to move could neither draw nor place.
    Stalled,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Hq => "hq",
            EndReason::Medals => "medals",
            EndReason::Stalled => "stalled",
        }
    }
}

/// The end of a game: who won and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Side,
    pub end: EndReason,
}

impl Outcome {
    /// How the game ended, as a message (`outcome`): "blue won by capturing an HQ".
    pub fn text(&self) -> crate::i18n::Text {
        let how = match self.end {
            EndReason::Hq => "hq",
            EndReason::Medals => "medals",
            EndReason::Stalled => "stalled",
        };
        crate::text!("outcome", side = self.winner, how = how)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

/// Game options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameOptions {
    /// First-game mode: every special-base effect is off (terrain and Metal-X stay on).
    pub first_game: bool,
    /// Who moves first in a new game; `None` draws it at random from the seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<Side>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_codes_hold_every_troop_of_either_side_in_the_fewest_bits() {
        const { assert!(Troop::COUNT <= 1 << TROOP_BITS) };
        const { assert!(Troop::COUNT > 1 << (TROOP_BITS - 1), "a bit to spare") };
        let mut codes = std::collections::BTreeSet::new();
        for side in [Side::Blue, Side::Red] {
            for troop in Troop::ALL {
                let piece = Piece(side, troop);
                let code = piece.code();
                assert_eq!(Piece::from_code(code), piece);
                assert_eq!(code & TROOP_MASK, troop as u8);
                assert_eq!(code & SIDE_BIT != 0, side == Side::Red);
                codes.insert(code);
            }
        }
        assert_eq!(codes.len(), 2 * Troop::COUNT);
    }
}
