//! Claims: typed statements a lesson makes about a position or about what a line of actions
//! does ("this placement claims the south's 3 medals", "Hook cannot enter the red HQ"). Each
//! claim is verified against the engine after the line is played, and a false one says what
//! was expected and what the engine found.
//!
//! A line is played with [`super::run_line`]; the actions before a refused action are played and the
//! rest is not. Claims about the state (`Medals`, `Top`, ...) look at the state after the last
//! action that was played; `Legal` and `Illegal` look at the refusal.
//!
//! ```ron
//! claims: [
//!     Legal,
//!     MedalsGained(side: blue, n: 3),
//!     RegionsClaimed(by: blue, ids: ["south"]),
//!     Top(loc: "right-outpost", side: blue, troop: roxy),
//!     NoWinner,
//! ]
//! ```

use crate::engine::{Action, EndReason, IllegalKind, Loc, Outcome, Pending, Piece, State};
use crate::i18n::{Arg, Lang, Text};
use crate::pieces::{Side, Troop};
use crate::scenario::judge::{Ranking, Sight};
use crate::scenario::line_run::LineRun;
use crate::scenario::turns::TurnLimits;
use crate::text;
use serde::{Deserialize, Serialize};
use std::fmt;

mod after;
pub use after::claims_after;

/// What `Illegal(why: any)` writes for a refusal of any rule.
pub const ANY_RULE: &str = "any";

/// What `Pending(effect: none)` writes for no effect waiting.
pub const NO_EFFECT: &str = "none";

/// The effect waiting, in words: "Star's draw waiting", "no effect waiting".
fn waiting(effect: Option<Pending>) -> Text {
    match effect {
        None => text!("mismatch-no-effect"),
        Some(p) => text!("mismatch-effect", effect = effect_text(p)),
    }
}

/// An effect as a sentence names it (`effect`): "Star's draw".
fn effect_text(p: Pending) -> Text {
    text!("effect", effect = p.name())
}

/// Claims name the engine's own rules and effects: an `Option` whose `None` a file writes as a
/// word of its own (`any`, `none`) beside the engine's names (`covering`, `star`).
mod word_or {
    use serde::de::{self, EnumAccess, IntoDeserializer, VariantAccess, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::fmt;
    use std::marker::PhantomData;

    pub fn serialize<T: Serialize, S: Serializer>(
        value: &Option<T>,
        word: &'static str,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            None => s.serialize_unit_variant("Claim", 0, word),
            Some(v) => v.serialize(s),
        }
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        d: D,
        word: &'static str,
    ) -> Result<Option<T>, D::Error> {
        d.deserialize_enum("Claim", &[], WordOr(word, PhantomData))
    }

    /// A bare name, read the way enum variants are.
    struct Name(String);

    impl<'de> Deserialize<'de> for Name {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Name, D::Error> {
            struct V;
            impl Visitor<'_> for V {
                type Value = Name;
                fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                    f.write_str("a name")
                }
                fn visit_str<E: de::Error>(self, v: &str) -> Result<Name, E> {
                    Ok(Name(v.to_string()))
                }
            }
            d.deserialize_identifier(V)
        }
    }

    struct WordOr<T>(&'static str, PhantomData<T>);

    impl<'de, T: Deserialize<'de>> Visitor<'de> for WordOr<T> {
        type Value = Option<T>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "`{}` or a name", self.0)
        }

        fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Option<T>, A::Error> {
            let (Name(name), variant) = data.variant::<Name>()?;
            variant.unit_variant()?;
            if name == self.0 {
                return Ok(None);
            }
            let named: de::value::StrDeserializer<A::Error> = name.as_str().into_deserializer();
            T::deserialize(named)
                .map(Some)
                .map_err(|e| de::Error::custom(format!("{e}, or `{}`", self.0)))
        }
    }
}

/// `why` of `Illegal`: `any` or the engine's rule.
mod why_format {
    use crate::engine::IllegalKind;
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<IllegalKind>, s: S) -> Result<S::Ok, S::Error> {
        super::word_or::serialize(v, super::ANY_RULE, s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<IllegalKind>, D::Error> {
        super::word_or::deserialize(d, super::ANY_RULE)
    }
}

/// `effect` of `Pending`: `none` or the engine's effect.
mod effect_format {
    use crate::engine::Pending;
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<Pending>, s: S) -> Result<S::Ok, S::Error> {
        super::word_or::serialize(v, super::NO_EFFECT, s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Pending>, D::Error> {
        super::word_or::deserialize(d, super::NO_EFFECT)
    }
}

/// A statement about a line of actions or the position after it, verified by the engine.
/// Locations and regions are ids as the map writes them (case ignored; a leading `@` is
/// allowed).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Claim {
    /// Every action of the line is legal.
    Legal,
    /// The line's last action is refused (every earlier one is legal), for the rule `why`
    /// (`None`, written `any`, the default: any rule) and with `reason_contains` in the
    /// engine's reason (case ignored; default: anything).
    Illegal {
        #[serde(default, skip_serializing_if = "Option::is_none", with = "why_format")]
        why: Option<IllegalKind>,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        reason_contains: String,
    },
    /// The game is over and `side` won, the way `how` says (`hq`, `medals` or `stalled`).
    Wins { side: Side, how: EndReason },
    /// The game is over and `side` won, any way (`hq`, `medals` or `stalled`).
    Winner { side: Side },
    /// The game is not over.
    NoWinner,
    /// `side` has exactly `n` medals.
    Medals { side: Side, n: u32 },
    /// `side` gained exactly `n` medals during the line.
    MedalsGained { side: Side, n: u32 },
    /// The regions `by` claimed during the line are exactly `ids` (in any order; `[]`: none).
    RegionsClaimed { by: Side, ids: Vec<String> },
    /// The base's top troop is `side`'s and is joined to one of `side`'s HQs by a walk through
    /// bases topped by `side`'s troops: it extends `side`'s connection.
    Connected { side: Side, loc: String },
    /// The base's top troop is `side`'s but no such walk reaches it: it is cut off.
    CutOff { side: Side, loc: String },
    /// Every base topped by `side`'s troops is joined to one of its HQs: none is cut off.
    AllConnected { side: Side },
    /// `side` could place `troop` on `loc` now by the placement rules (whether or not the troop
    /// is on its rack).
    CanPlace {
        side: Side,
        troop: Troop,
        loc: String,
    },
    /// `side` could not place `troop` on `loc` now.
    CannotPlace {
        side: Side,
        troop: Troop,
        loc: String,
    },
    /// The top troop of `loc` is `side`'s `troop`.
    Top {
        loc: String,
        side: Side,
        troop: Troop,
    },
    /// Nothing stands on `loc`.
    Empty { loc: String },
    /// `loc`'s stack holds exactly `n` troops.
    StackHeight { loc: String, n: u32 },
    /// `side`'s rack holds exactly `n` troops (frozen ones included).
    RackSize { side: Side, n: u32 },
    /// `side`'s rack holds exactly `n` copies of `troop`.
    RackHas { side: Side, troop: Troop, n: u32 },
    /// `side`'s reserve holds exactly `n` troops.
    ReserveSize { side: Side, n: u32 },
    /// The discard holds exactly `n` of `side`'s `troop`.
    DiscardHas { side: Side, troop: Troop, n: u32 },
    /// `side` has exactly `n` frozen troops.
    Frozen { side: Side, n: u32 },
    /// Exactly `n` of `side`'s troops were removed unseen at setup (out of the game).
    Removed { side: Side, n: u32 },
    /// `side` acts next (the game is not over).
    ToMove { side: Side },
    /// This effect waits for an answer (`None`, written `none`: no effect waits).
    Pending {
        #[serde(with = "effect_format")]
        effect: Option<Pending>,
    },
    /// The line is a complete turn whose engine value is at most `margin` hundredths of a medal
    /// below the best complete turn's from the same position (see the `judge` module for how
    /// values are computed). `WithinBest(margin: 0)` accepts only the engine's best turns.
    WithinBest { margin: u32 },
}

/// A claim that does not hold: what it expected and what the engine found, each a phrase
/// (`mismatch-…` in `core.ftl`) written in any language; their English is what
/// `toyforge check` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub expected: Text,
    pub found: Text,
}

impl Mismatch {
    /// "expected …, found …" as one sentence (`claim-mismatch`).
    pub fn text(&self) -> Text {
        text!(
            "claim-mismatch",
            expected = self.expected.clone(),
            found = self.found.clone()
        )
    }

    /// "expected …, found …" in `lang` (`Display` writes it in English).
    pub fn message_in(&self, lang: Lang) -> String {
        self.text().render(lang)
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

fn strip(id: &str) -> &str {
    id.strip_prefix('@').unwrap_or(id)
}

fn find_loc(state: &State, id: &str) -> Result<Loc, Mismatch> {
    state.board().find(strip(id)).ok_or_else(|| Mismatch {
        expected: text!("mismatch-location", place = strip(id)),
        found: text!("mismatch-no-location"),
    })
}

fn find_base(state: &State, id: &str) -> Result<Loc, Mismatch> {
    let l = find_loc(state, id)?;
    if state.board().is_base(l) {
        Ok(l)
    } else {
        Err(Mismatch {
            expected: text!("mismatch-base", place = strip(id)),
            found: text!("mismatch-hq"),
        })
    }
}

fn is_connected(state: &State, side: Side, loc: Loc) -> bool {
    state.connected(side).contains(loc)
}

fn piece_text(p: Option<Piece>) -> Text {
    match p {
        Some(Piece(s, t)) => text!("mismatch-piece", side = s, troop = t),
        None => text!("mismatch-nothing"),
    }
}

fn where_text(state: &State, loc: Loc, side: Side) -> Text {
    let id = state.board().id(loc);
    match state.top(loc) {
        None => text!("mismatch-where-empty", place = id),
        Some(Piece(s, t)) if s != side => {
            text!("mismatch-where-enemy", place = id, side = s, troop = t)
        }
        Some(_) => {
            if is_connected(state, side, loc) {
                text!("mismatch-where-connected", place = id, side = side)
            } else {
                text!("mismatch-where-cut-off", place = id, side = side)
            }
        }
    }
}

fn outcome_text(o: Option<Outcome>) -> Text {
    match o {
        None => text!("mismatch-game-goes-on"),
        Some(o) => o.text(),
    }
}

fn new_claims(run: &LineRun, by: Side) -> Vec<String> {
    let b = run.after.board();
    b.regions()
        .filter(|&r| run.before.claimed_by(r) != Some(by) && run.after.claimed_by(r) == Some(by))
        .map(|r| b.region_id(r).to_string())
        .collect()
}

/// Region ids as the file writes them, or "none".
/// Ids as the language lists them ("a, b and c"), or `mismatch-none`.
fn list(ids: &[String]) -> Arg {
    if ids.is_empty() {
        return text!("mismatch-none").into();
    }
    let ids = ids.to_vec();
    Arg::each(move |l| crate::scenario::Words::new(l).list(&ids))
}

fn check(
    ok: bool,
    expected: impl FnOnce() -> Text,
    found: impl FnOnce() -> Text,
) -> Result<(), Mismatch> {
    if ok {
        Ok(())
    } else {
        Err(Mismatch {
            expected: expected(),
            found: found(),
        })
    }
}

impl Claim {
    /// Whether the claim is routine bookkeeping that the board and the racks already show, or
    /// that every legal line makes true: the line being legal, nobody winning yet, rack,
    /// reserve and discard counts, stack heights, who acts next and that no effect waits. The
    /// automatic claims of a recorded line include these; a learner is not shown them.
    pub fn is_routine(&self) -> bool {
        matches!(
            self,
            Claim::Legal
                | Claim::NoWinner
                | Claim::StackHeight { .. }
                | Claim::RackSize { .. }
                | Claim::RackHas { .. }
                | Claim::ReserveSize { .. }
                | Claim::DiscardHas { .. }
                | Claim::ToMove { .. }
                | Claim::Pending { effect: None }
        )
    }

    /// Verifies the claim against a played line, the mover seeing only its own rack.
    pub fn verify(&self, run: &LineRun) -> Result<(), Mismatch> {
        self.verify_seeing(run, Sight::OwnRack)
    }

    /// Verifies the claim against a played line; `sight` is what the mover may read of the
    /// racks when the engine values its turn (`WithinBest`).
    pub fn verify_seeing(&self, run: &LineRun, sight: Sight) -> Result<(), Mismatch> {
        match self {
            Claim::Legal
            | Claim::Illegal { .. }
            | Claim::Wins { .. }
            | Claim::Winner { .. }
            | Claim::NoWinner => self.verify_line(run),
            Claim::Medals { .. } | Claim::MedalsGained { .. } | Claim::RegionsClaimed { .. } => {
                self.verify_medals(run)
            }
            Claim::Connected { .. }
            | Claim::CutOff { .. }
            | Claim::AllConnected { .. }
            | Claim::CanPlace { .. }
            | Claim::CannotPlace { .. } => self.verify_places(run),
            Claim::Top { .. }
            | Claim::Empty { .. }
            | Claim::StackHeight { .. }
            | Claim::RackSize { .. }
            | Claim::RackHas { .. }
            | Claim::ReserveSize { .. }
            | Claim::DiscardHas { .. }
            | Claim::Frozen { .. }
            | Claim::Removed { .. }
            | Claim::ToMove { .. }
            | Claim::Pending { .. } => self.verify_pieces(run),
            Claim::WithinBest { margin } => verify_within_best(run, *margin, sight),
        }
    }

    /// The claims about the line itself: its legality and the game's outcome.
    fn verify_line(&self, run: &LineRun) -> Result<(), Mismatch> {
        let after = &run.after;
        match self {
            Claim::Legal => match &run.refused {
                None => Ok(()),
                Some(r) => Err(Mismatch {
                    expected: text!("mismatch-legal"),
                    found: r.message(),
                }),
            },
            Claim::Illegal {
                why,
                reason_contains,
            } => {
                let expected = || {
                    text!(
                        "mismatch-refused",
                        at = run.total,
                        why = if why.is_some() { "rule" } else { "any" },
                        rule = why.map_or(Text::NONE, |k| {
                            text!("illegal-why", why = crate::scenario::words::why_key(k))
                        }),
                        quoted = if reason_contains.is_empty() {
                            "no"
                        } else {
                            "yes"
                        },
                        quote = reason_contains
                    )
                };
                match &run.refused {
                    None => Err(Mismatch {
                        expected: expected(),
                        found: if run.total == 0 {
                            text!("mismatch-no-actions")
                        } else {
                            text!("mismatch-all-legal")
                        },
                    }),
                    Some(r) => {
                        let fits = r.number() == run.total
                            && why.is_none_or(|k| k == r.kind())
                            && r.reason
                                .message
                                .to_string()
                                .to_lowercase()
                                .contains(&reason_contains.to_lowercase());
                        check(fits, expected, || r.message())
                    }
                }
            }
            Claim::Wins { side, how } => {
                let want = Outcome {
                    winner: *side,
                    end: *how,
                };
                check(
                    after.outcome() == Some(want),
                    || want.text(),
                    || outcome_text(after.outcome()),
                )
            }
            Claim::Winner { side } => check(
                after.outcome().is_some_and(|o| o.winner == *side),
                || text!("mismatch-win", side = *side),
                || outcome_text(after.outcome()),
            ),
            Claim::NoWinner => check(
                after.outcome().is_none(),
                || text!("mismatch-go-on"),
                || outcome_text(after.outcome()),
            ),
            _ => unreachable!("Claim::verify sends only these claims here"),
        }
    }

    /// The claims about medals and regions won during the line.
    fn verify_medals(&self, run: &LineRun) -> Result<(), Mismatch> {
        let after = &run.after;
        let before = &run.before;
        match self {
            Claim::Medals { side, n } => {
                let has = after.medals(*side);
                check(
                    has == *n,
                    || text!("mismatch-to-have-medals", side = *side, n = *n),
                    || text!("mismatch-has-medals", side = *side, n = has),
                )
            }
            Claim::MedalsGained { side, n } => {
                let (a, b) = (before.medals(*side), after.medals(*side));
                let gained = b.saturating_sub(a);
                check(
                    gained == *n && b >= a,
                    || text!("mismatch-to-gain-medals", side = *side, n = *n),
                    || {
                        text!(
                            "mismatch-gained-medals",
                            side = *side,
                            n = gained,
                            from = a,
                            to = b
                        )
                    },
                )
            }
            Claim::RegionsClaimed { by, ids } => {
                let b = after.board();
                let mut want = Vec::new();
                for id in ids {
                    match b.find_region(strip(id)) {
                        Some(r) => want.push(b.region_id(r).to_string()),
                        None => {
                            return Err(Mismatch {
                                expected: text!("mismatch-region", region = strip(id)),
                                found: text!("mismatch-no-region"),
                            });
                        }
                    }
                }
                want.sort();
                want.dedup();
                let mut got = new_claims(run, *by);
                got.sort();
                check(
                    want == got,
                    || text!("mismatch-to-claim", side = *by, regions = list(&want)),
                    || text!("mismatch-claimed", side = *by, regions = list(&got)),
                )
            }
            _ => unreachable!("Claim::verify sends only these claims here"),
        }
    }

    /// The claims about connections and placements after the line.
    fn verify_places(&self, run: &LineRun) -> Result<(), Mismatch> {
        let after = &run.after;
        match self {
            Claim::Connected { side, loc } => {
                let l = find_base(after, loc)?;
                let ok = after.top(l).map(|p| p.0) == Some(*side) && is_connected(after, *side, l);
                check(
                    ok,
                    || {
                        text!(
                            "mismatch-to-be-connected",
                            place = after.board().id(l),
                            side = *side
                        )
                    },
                    || where_text(after, l, *side),
                )
            }
            Claim::CutOff { side, loc } => {
                let l = find_base(after, loc)?;
                let ok = after.top(l).map(|p| p.0) == Some(*side) && !is_connected(after, *side, l);
                check(
                    ok,
                    || {
                        text!(
                            "mismatch-to-be-cut-off",
                            place = after.board().id(l),
                            side = *side
                        )
                    },
                    || where_text(after, l, *side),
                )
            }
            Claim::AllConnected { side } => {
                let b = after.board();
                let cut: Vec<String> = b
                    .base_locs()
                    .filter(|&l| after.top(l).map(|p| p.0) == Some(*side))
                    .filter(|&l| !is_connected(after, *side, l))
                    .map(|l| format!("@{}", b.id(l)))
                    .collect();
                check(
                    cut.is_empty(),
                    || text!("mismatch-all-connected", side = *side),
                    || text!("mismatch-cut-off-on", side = *side, places = cut.join(", ")),
                )
            }
            Claim::CanPlace { side, troop, loc } => {
                let l = find_loc(after, loc)?;
                let can = after.placement_targets(*side, *troop).contains(l);
                check(
                    can,
                    || {
                        text!(
                            "mismatch-to-place",
                            side = *side,
                            troop = *troop,
                            place = after.board().id(l)
                        )
                    },
                    || placement_refusal(after, *side, *troop, l),
                )
            }
            Claim::CannotPlace { side, troop, loc } => {
                let l = find_loc(after, loc)?;
                let can = after.placement_targets(*side, *troop).contains(l);
                check(
                    !can,
                    || {
                        text!(
                            "mismatch-not-to-place",
                            side = *side,
                            troop = *troop,
                            place = after.board().id(l)
                        )
                    },
                    || {
                        text!(
                            "mismatch-can-place",
                            side = *side,
                            troop = *troop,
                            place = after.board().id(l)
                        )
                    },
                )
            }
            _ => unreachable!("Claim::verify sends only these claims here"),
        }
    }

    /// The claims about stacks, racks, reserves, the discard and whose turn it is after the line.
    fn verify_pieces(&self, run: &LineRun) -> Result<(), Mismatch> {
        let after = &run.after;
        match self {
            Claim::Top { loc, side, troop } => {
                let l = find_loc(after, loc)?;
                let want = Piece(*side, *troop);
                let top = after.top(l);
                check(
                    top == Some(want),
                    || {
                        text!(
                            "mismatch-on-top",
                            piece = piece_text(Some(want)),
                            place = after.board().id(l)
                        )
                    },
                    || {
                        text!(
                            "mismatch-on-top",
                            piece = piece_text(top),
                            place = after.board().id(l)
                        )
                    },
                )
            }
            Claim::Empty { loc } => {
                let l = find_loc(after, loc)?;
                let top = after.top(l);
                check(
                    top.is_none(),
                    || text!("mismatch-to-be-empty", place = after.board().id(l)),
                    || {
                        text!(
                            "mismatch-on-top",
                            piece = piece_text(top),
                            place = after.board().id(l)
                        )
                    },
                )
            }
            Claim::StackHeight { loc, n } => {
                let l = find_loc(after, loc)?;
                let h = after.stack(l).len() as u32;
                check(
                    h == *n,
                    || text!("mismatch-stack", n = *n, place = after.board().id(l)),
                    || text!("mismatch-stack", n = h, place = after.board().id(l)),
                )
            }
            Claim::RackSize { side, n } => {
                let has = after.rack_len(*side) as u32;
                check(
                    has == *n,
                    || text!("mismatch-rack-to-hold", side = *side, n = *n),
                    || text!("mismatch-holds", n = has),
                )
            }
            Claim::RackHas { side, troop, n } => {
                let has = after.rack(*side)[troop.index()] as u32;
                check(
                    has == *n,
                    || {
                        text!(
                            "mismatch-rack-to-hold-troop",
                            side = *side,
                            n = *n,
                            troop = *troop
                        )
                    },
                    || {
                        text!(
                            "mismatch-rack-holds-troop",
                            n = has,
                            troop = *troop,
                            rack = troops(&after.rack_list(*side))
                        )
                    },
                )
            }
            Claim::ReserveSize { side, n } => {
                let has = after.reserve_len(*side) as u32;
                check(
                    has == *n,
                    || text!("mismatch-reserve-to-hold", side = *side, n = *n),
                    || text!("mismatch-holds", n = has),
                )
            }
            Claim::DiscardHas { side, troop, n } => {
                let has = discard_count(after, *side, *troop);
                check(
                    has == *n,
                    || {
                        text!(
                            "mismatch-discard-to-hold",
                            n = *n,
                            side = *side,
                            troop = *troop
                        )
                    },
                    || text!("mismatch-holds-count", n = has),
                )
            }
            Claim::Frozen { side, n } => {
                let has = after.frozen_list(*side).len() as u32;
                check(
                    has == *n,
                    || text!("mismatch-to-have-frozen", side = *side, n = *n),
                    || text!("mismatch-has-frozen", side = *side, n = has),
                )
            }
            Claim::Removed { side, n } => {
                let has: u32 = after.removed(*side).iter().map(|&k| u32::from(k)).sum();
                check(
                    has == *n,
                    || text!("mismatch-to-be-removed", side = *side, n = *n),
                    || text!("mismatch-removed", n = has),
                )
            }
            Claim::ToMove { side } => check(
                after.to_move() == Some(*side),
                || text!("mismatch-to-act", side = *side),
                || match after.to_move() {
                    Some(s) => text!("mismatch-acts", side = s),
                    None => text!("mismatch-over", outcome = outcome_text(after.outcome())),
                },
            ),
            Claim::Pending { effect } => {
                let has = after.pending();
                check(has == *effect, || waiting(*effect), || waiting(has))
            }
            _ => unreachable!("Claim::verify sends only these claims here"),
        }
    }
    /// The claim as written in a scenario file, on one line: `MedalsGained(side: blue, n: 3)`.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .compact_structs(true)
            .compact_arrays(true)
            .compact_maps(true);
        ron::ser::to_string_pretty(self, config).unwrap_or_else(|_| format!("{self:?}"))
    }

    /// The variant's name, for a UI's choice list.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Claim::Legal => "Legal",
            Claim::Illegal { .. } => "Illegal",
            Claim::Wins { .. } => "Wins",
            Claim::Winner { .. } => "Winner",
            Claim::NoWinner => "NoWinner",
            Claim::Medals { .. } => "Medals",
            Claim::MedalsGained { .. } => "MedalsGained",
            Claim::RegionsClaimed { .. } => "RegionsClaimed",
            Claim::Connected { .. } => "Connected",
            Claim::CutOff { .. } => "CutOff",
            Claim::AllConnected { .. } => "AllConnected",
            Claim::CanPlace { .. } => "CanPlace",
            Claim::CannotPlace { .. } => "CannotPlace",
            Claim::Top { .. } => "Top",
            Claim::Empty { .. } => "Empty",
            Claim::StackHeight { .. } => "StackHeight",
            Claim::RackSize { .. } => "RackSize",
            Claim::RackHas { .. } => "RackHas",
            Claim::ReserveSize { .. } => "ReserveSize",
            Claim::DiscardHas { .. } => "DiscardHas",
            Claim::Frozen { .. } => "Frozen",
            Claim::Removed { .. } => "Removed",
            Claim::ToMove { .. } => "ToMove",
            Claim::Pending { .. } => "Pending",
            Claim::WithinBest { .. } => "WithinBest",
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_ron())
    }
}

/// Medals from hundredths of a medal, with two decimals as each language writes them: `1.25`
/// in English (without grouping, as the command line has always printed it), `1,25` in French.
fn medals_text(points: f64) -> Arg {
    let medals = points / 100.0;
    Arg::each(move |l| crate::i18n::decimal(l, medals, 2))
}

/// `WithinBest`: the line's turn against the best turn from the same position.
fn verify_within_best(run: &LineRun, margin: u32, sight: Sight) -> Result<(), Mismatch> {
    let expected = || text!("mismatch-within-best", margin = medals_text(margin as f64));
    if run.refused.is_some() {
        return Err(Mismatch {
            expected: expected(),
            found: text!("mismatch-refused-action"),
        });
    }
    let ranking = Ranking::new_seeing(&run.before, 0, TurnLimits::default(), sight);
    let (Some(best), Some(value)) = (ranking.best(), ranking.value_of(&run.played)) else {
        return Err(Mismatch {
            expected: expected(),
            found: text!("mismatch-not-a-turn"),
        });
    };
    let best_line = ranking
        .top(1)
        .next()
        .map(|(t, _)| t.text(&run.before))
        .unwrap_or_default();
    check(best - value <= margin as f64, expected, || {
        text!(
            "mismatch-below-best",
            gap = medals_text(best - value),
            value = medals_text(value),
            line = best_line,
            best = medals_text(best)
        )
    })
}

/// A rack's troops as the engine's sentences name them (their file names in English, their
/// names in another language), or "empty".
fn troops(v: &[Troop]) -> Arg {
    if v.is_empty() {
        return text!("mismatch-rack-empty").into();
    }
    let v = v.to_vec();
    Arg::each(move |l| {
        v.iter()
            .map(|&t| crate::i18n::engine_troop(l, t))
            .collect::<Vec<_>>()
            .join(" ")
    })
}

fn discard_count(state: &State, side: Side, troop: Troop) -> u32 {
    state
        .discard()
        .iter()
        .filter(|p| **p == Piece(side, troop))
        .count() as u32
}

/// Why `side` cannot place `troop` on `loc`, in the engine's words where it can say.
fn placement_refusal(state: &State, side: Side, troop: Troop, loc: Loc) -> Text {
    let id = state.board().id(loc);
    // The engine explains a placement only for the side to move at the start of its turn and
    // a troop on the rack; otherwise the bare fact is reported.
    if state.to_move() == Some(side)
        && state.at_turn_start()
        && state.rack(side)[troop.index()] > 0
        && let Err(e) = state.check(&Action::Place(troop, loc))
    {
        return text!(
            "mismatch-cannot-place-why",
            side = side,
            troop = troop,
            place = id,
            reason = e.message
        );
    }
    text!(
        "mismatch-cannot-place",
        side = side,
        troop = troop,
        place = id
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A false claim's ids are listed as the language lists them, and its medals are written in
    /// the language's decimal form.
    #[test]
    fn a_mismatchs_lists_and_medals_follow_the_language() {
        let ids = vec!["south".to_string(), "marsh".to_string(), "keep".to_string()];
        let regions = text!("mismatch-claimed", side = Side::Blue, regions = list(&ids));
        assert_eq!(
            regions.render(Lang::En),
            "blue claimed: south, marsh and keep"
        );
        assert!(regions.render(Lang::Fr).ends_with("south, marsh et keep"));
        let none = text!("mismatch-claimed", side = Side::Red, regions = list(&[]));
        assert_eq!(none.render(Lang::En), "red claimed: none");
        let margin = text!("mismatch-within-best", margin = medals_text(50.0));
        assert!(margin.render(Lang::En).contains("0.50"), "{margin}");
        assert!(margin.render(Lang::Fr).contains("0,50"));
    }

    #[test]
    fn claims_name_the_engines_rules_and_effects_as_files_write_them() {
        for p in Pending::ALL {
            let c = Claim::Pending { effect: Some(p) };
            assert_eq!(c.to_ron(), format!("Pending(effect: {})", p.name()));
            assert_eq!(ron::from_str::<Claim>(&c.to_ron()).unwrap(), c);
        }
        let none = Claim::Pending { effect: None };
        assert_eq!(none.to_ron(), "Pending(effect: none)");
        assert_eq!(
            ron::from_str::<Claim>("Pending(effect: none)").unwrap(),
            none
        );
        for k in IllegalKind::ALL {
            let c = Claim::Illegal {
                why: Some(k),
                reason_contains: String::new(),
            };
            assert_eq!(ron::from_str::<Claim>(&c.to_ron()).unwrap(), c);
        }
        let own_hq = Claim::Illegal {
            why: Some(IllegalKind::OwnHq),
            reason_contains: String::new(),
        };
        assert_eq!(own_hq.to_ron(), "Illegal(why: own_hq)");
        let any = Claim::Illegal {
            why: None,
            reason_contains: String::new(),
        };
        assert_eq!(any.to_ron(), "Illegal()");
        for text in ["Illegal()", "Illegal(why: any)"] {
            assert_eq!(ron::from_str::<Claim>(text).unwrap(), any, "{text}");
        }
        let e = ron::from_str::<Claim>("Illegal(why: sideways)").unwrap_err();
        assert!(e.to_string().contains("`any`"), "{e}");
        let json = serde_json::to_string(&own_hq).unwrap();
        assert_eq!(serde_json::from_str::<Claim>(&json).unwrap(), own_hq);
    }

    /// Rule 2.1: each side removes 4 troops unseen at setup; a claim states how many.
    #[test]
    fn removed_counts_the_troops_taken_out_at_setup() {
        use crate::engine::GameOptions;
        let st = State::new_game(crate::testkit::castle_board(), 7, GameOptions::default());
        let run = LineRun::at(&st);
        for side in Side::ALL {
            assert_eq!(Claim::Removed { side, n: 4 }.verify(&run), Ok(()));
            let m = Claim::Removed { side, n: 3 }.verify(&run).unwrap_err();
            assert!(m.expected.to_string().contains("3 troops"), "{m}");
            assert_eq!(m.found.to_string(), "4 troops removed");
        }
        let c = Claim::Removed {
            side: Side::Red,
            n: 4,
        };
        assert_eq!(c.to_ron(), "Removed(side: red, n: 4)");
        assert_eq!(ron::from_str::<Claim>(&c.to_ron()).unwrap(), c);
    }
}
