//! The game's pieces: the two sides and the eight troop types, shared by the map, the engine
//! and the notation.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Blue,
    Red,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Blue, Side::Red];

    /// The other side.
    #[inline]
    pub fn other(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used in files and the notation.
    pub fn name(self) -> &'static str {
        match self {
            Side::Blue => "blue",
            Side::Red => "red",
        }
    }

    /// Parses `blue` or `red`, ignoring case.
    pub fn parse(s: &str) -> Option<Side> {
        if s.eq_ignore_ascii_case("blue") {
            Some(Side::Blue)
        } else if s.eq_ignore_ascii_case("red") {
            Some(Side::Red)
        } else {
            None
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each side, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySide<T> {
    pub blue: T,
    pub red: T,
}

impl<T> BySide<T> {
    pub const fn new(blue: T, red: T) -> Self {
        BySide { blue, red }
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            blue: f(self.blue),
            red: f(self.red),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        [(Side::Blue, &self.blue), (Side::Red, &self.red)].into_iter()
    }
}

impl<T: Clone> BySide<T> {
    pub fn splat(v: T) -> Self {
        BySide {
            blue: v.clone(),
            red: v,
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, side: Side) -> &T {
        match side {
            Side::Blue => &self.blue,
            Side::Red => &self.red,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Blue => &mut self.blue,
            Side::Red => &mut self.red,
        }
    }
}

/// The eight troop types. The discriminant order is the sort order of racks (Kwak first, then by
/// strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Troop {
    Kwak,
    Skully,
    Capn,
    Jumbo,
    Hook,
    Xb42,
    Star,
    Roxy,
}

impl Troop {
    /// How many troop types there are. Every per-troop array of the engine and the AI has this
    /// length, and the engine's piece codes take their width from it.
    pub const COUNT: usize = 8;

    pub const ALL: [Troop; Troop::COUNT] = [
        Troop::Kwak,
        Troop::Skully,
        Troop::Capn,
        Troop::Jumbo,
        Troop::Hook,
        Troop::Xb42,
        Troop::Star,
        Troop::Roxy,
    ];

    /// Copies of each type a side owns.
    pub const COPIES: u8 = 3;

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn from_index(i: usize) -> Troop {
        Troop::ALL[i]
    }

    /// The strength value, `None` for Kwak.
    #[inline]
    pub fn strength(self) -> Option<u8> {
        match self {
            Troop::Kwak => None,
            t => Some(t as u8),
        }
    }

    /// The value printed on the troop, as used by terrain restrictions.
    #[inline]
    pub fn code(self) -> Strength {
        Strength(self as u8)
    }

    /// The canonical lowercase name used by the notation.
    pub fn name(self) -> &'static str {
        match self {
            Troop::Kwak => "kwak",
            Troop::Skully => "skully",
            Troop::Capn => "capn",
            Troop::Jumbo => "jumbo",
            Troop::Hook => "hook",
            Troop::Xb42 => "xb42",
            Troop::Star => "star",
            Troop::Roxy => "roxy",
        }
    }

    /// The name as printed on the box, for people.
    pub fn display_name(self) -> &'static str {
        match self {
            Troop::Kwak => "Kwak",
            Troop::Skully => "Skully",
            Troop::Capn => "Cap'n",
            Troop::Jumbo => "Jumbo",
            Troop::Hook => "Hook",
            Troop::Xb42 => "XB-42",
            Troop::Star => "Star",
            Troop::Roxy => "Roxy",
        }
    }

    /// Parses a name, a code (`X`, `1`..`7`) or the spellings `cap'n` and `xb-42`, ignoring case.
    pub fn parse(s: &str) -> Option<Troop> {
        let l = s.to_ascii_lowercase();
        Some(match l.as_str() {
            "kwak" | "x" => Troop::Kwak,
            "skully" | "1" => Troop::Skully,
            "capn" | "cap'n" | "2" => Troop::Capn,
            "jumbo" | "3" => Troop::Jumbo,
            "hook" | "4" => Troop::Hook,
            "xb42" | "xb-42" | "5" => Troop::Xb42,
            "star" | "6" => Troop::Star,
            "roxy" | "7" => Troop::Roxy,
            _ => return None,
        })
    }
}

impl fmt::Display for Troop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value printed on a troop: `X` (Kwak) or 1 to 7. Terrain restrictions list these.
/// Written in files as the strings `"X"`, `"1"`, ..., `"7"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength(u8);

impl Strength {
    pub const X: Strength = Strength(0);

    /// The troop type that carries this value.
    pub fn troop(self) -> Troop {
        Troop::from_index(self.0 as usize)
    }

    pub fn parse(s: &str) -> Option<Strength> {
        match s.trim() {
            "X" | "x" => Some(Strength(0)),
            d if d.len() == 1 && (b'1'..=b'7').contains(&d.as_bytes()[0]) => {
                Some(Strength(d.as_bytes()[0] - b'0'))
            }
            _ => None,
        }
    }

    /// Bit mask of this value within an allowed-strengths set (bit 0 is X).
    #[inline]
    pub fn bit(self) -> u8 {
        1 << self.0
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            f.write_str("X")
        } else {
            write!(f, "{}", self.0)
        }
    }
}

impl Serialize for Strength {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Strength {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Strength::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`{s}` is not a troop value: expected \"X\" or \"1\" to \"7\""
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn troop_names_round_trip() {
        for t in Troop::ALL {
            assert_eq!(Troop::parse(t.name()), Some(t));
            assert_eq!(Troop::parse(&t.code().to_string()), Some(t));
            assert_eq!(t.code().troop(), t);
        }
        assert_eq!(Troop::parse("Cap'n"), Some(Troop::Capn));
        assert_eq!(Troop::parse("XB-42"), Some(Troop::Xb42));
        assert_eq!(Troop::parse("8"), None);
    }

    #[test]
    fn strength_parse() {
        assert_eq!(Strength::parse("x"), Some(Strength::X));
        assert_eq!(Strength::parse("7").map(|s| s.troop()), Some(Troop::Roxy));
        assert_eq!(Strength::parse("0"), None);
        assert_eq!(Strength::parse("8"), None);
        assert_eq!(Strength::parse("12"), None);
    }
}
