//! What validation reports: a problem's severity, kind, message and the ids involved.

use crate::engine::{BoardError, PositionError};
use crate::i18n::{Arg, Lang, Text};
use crate::pieces::Side;
use serde::Serialize;
use std::fmt;

/// How bad a problem is: errors make a map unplayable, warnings are worth a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What kind of problem it is. Each kind has one severity ([`ProblemKind::severity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProblemKind {
    /// Two bases, HQs or regions share an id (ignoring case).
    DuplicateId,
    /// An id is not a slug of letters, digits, `-` and `_`.
    MalformedId,
    /// A location or medal marker has a position that is not a finite number.
    NonFinitePosition,
    /// A path names a location the map does not have.
    UnknownLocation,
    /// A path joins a location to itself.
    LoopPath,
    /// Two paths join the same two locations.
    DuplicatePath,
    /// A side has no HQ.
    MissingHq,
    /// A path joins two HQs of different sides.
    HqsAdjacent,
    /// A location has no path at all.
    IsolatedLocation,
    /// Bases that no HQ can reach through bases.
    UnreachableBase,
    /// A side's HQs cannot reach any enemy HQ through bases.
    NoRouteToEnemyHq,
    /// A region's ring names something that is not a location.
    RingUnknownBase,
    /// A region's ring names an HQ.
    RingHasHq,
    /// A region's ring names the same base twice.
    RingRepeatsBase,
    /// A region's ring has fewer than 3 bases.
    RingTooShort,
    /// Two bases next to each other in a ring are not joined by a path.
    RingNotClosed,
    /// A region's medal marker lies outside its ring.
    MarkerOutsideRing,
    /// Two regions have the same ring.
    DuplicateRegion,
    /// A side's medal target is above the medals of the whole map.
    TargetAboveTotal,
    /// A side's medal target is 0.
    TargetZero,
    /// Special bases on a map whose rule set has none.
    SpecialWithoutRule,
    /// A base or HQ restricted to an empty list of strengths.
    EmptyRestriction,
    /// More medals than the box holds.
    TooManyMedals,
    /// A region holds no medals.
    RegionWithoutMedals,
    /// Two paths cross in the drawing.
    PathsCross,
    /// A path is drawn through a location it does not join.
    PathThroughLocation,
    /// Locations drawn on top of each other.
    LocationsOverlap,
    /// A region's stored ring differs from the face of the drawing around its marker.
    RingDiffersFromDrawing,
    /// A path joins two HQs of the same side (it can never be used).
    PathBetweenOwnHqs,
    /// The rule set has special bases but the map marks none.
    NoSpecialBases,
    /// A Tropical Pool special base without a list of allowed strengths.
    SpecialWithoutRestriction,
    /// A list of allowed strengths names a strength twice.
    RepeatedStrength,
    /// The HQ count differs from the published battlefield of the rule set.
    HqCountDiffers,
    /// The medal target differs from the published battlefield of the rule set.
    TargetDiffers,
    /// The map has no name.
    EmptyName,
    /// A scenario's prepared position is impossible (RULES §9) or names what the map lacks.
    ImpossiblePosition,
    /// More locations or regions than the engine plays: the map can be edited, not played.
    TooLargeToPlay,
}

impl ProblemKind {
    /// Every kind, errors first.
    pub const ALL: [ProblemKind; 37] = [
        ProblemKind::DuplicateId,
        ProblemKind::MalformedId,
        ProblemKind::NonFinitePosition,
        ProblemKind::UnknownLocation,
        ProblemKind::LoopPath,
        ProblemKind::DuplicatePath,
        ProblemKind::MissingHq,
        ProblemKind::HqsAdjacent,
        ProblemKind::IsolatedLocation,
        ProblemKind::UnreachableBase,
        ProblemKind::NoRouteToEnemyHq,
        ProblemKind::RingUnknownBase,
        ProblemKind::RingHasHq,
        ProblemKind::RingRepeatsBase,
        ProblemKind::RingTooShort,
        ProblemKind::RingNotClosed,
        ProblemKind::MarkerOutsideRing,
        ProblemKind::DuplicateRegion,
        ProblemKind::TargetZero,
        ProblemKind::SpecialWithoutRule,
        ProblemKind::EmptyRestriction,
        ProblemKind::ImpossiblePosition,
        ProblemKind::TooLargeToPlay,
        ProblemKind::TargetAboveTotal,
        ProblemKind::TooManyMedals,
        ProblemKind::RegionWithoutMedals,
        ProblemKind::PathsCross,
        ProblemKind::PathThroughLocation,
        ProblemKind::LocationsOverlap,
        ProblemKind::RingDiffersFromDrawing,
        ProblemKind::PathBetweenOwnHqs,
        ProblemKind::NoSpecialBases,
        ProblemKind::SpecialWithoutRestriction,
        ProblemKind::RepeatedStrength,
        ProblemKind::HqCountDiffers,
        ProblemKind::TargetDiffers,
        ProblemKind::EmptyName,
    ];

    /// How bad this kind of problem is.
    pub fn severity(self) -> Severity {
        use ProblemKind::*;
        match self {
            DuplicateId | MalformedId | NonFinitePosition | UnknownLocation | LoopPath
            | DuplicatePath | MissingHq | HqsAdjacent | IsolatedLocation | UnreachableBase
            | NoRouteToEnemyHq | RingUnknownBase | RingHasHq | RingRepeatsBase | RingTooShort
            | RingNotClosed | MarkerOutsideRing | DuplicateRegion | TargetZero
            | SpecialWithoutRule | EmptyRestriction | ImpossiblePosition | TooLargeToPlay => {
                Severity::Error
            }
            // RULES §1, decision "map shape": a medal win is then impossible for that side, and
            // the map is still played.
            TargetAboveTotal
            | TooManyMedals
            | RegionWithoutMedals
            | PathsCross
            | PathThroughLocation
            | LocationsOverlap
            | RingDiffersFromDrawing
            | PathBetweenOwnHqs
            | NoSpecialBases
            | SpecialWithoutRestriction
            | RepeatedStrength
            | HqCountDiffers
            | TargetDiffers
            | EmptyName => Severity::Warning,
        }
    }

    /// The kebab-case name used in reports and JSON (`ring-not-closed`).
    pub fn as_str(self) -> &'static str {
        use ProblemKind::*;
        match self {
            DuplicateId => "duplicate-id",
            MalformedId => "malformed-id",
            NonFinitePosition => "non-finite-position",
            UnknownLocation => "unknown-location",
            LoopPath => "loop-path",
            DuplicatePath => "duplicate-path",
            MissingHq => "missing-hq",
            HqsAdjacent => "hqs-adjacent",
            IsolatedLocation => "isolated-location",
            UnreachableBase => "unreachable-base",
            NoRouteToEnemyHq => "no-route-to-enemy-hq",
            RingUnknownBase => "ring-unknown-base",
            RingHasHq => "ring-has-hq",
            RingRepeatsBase => "ring-repeats-base",
            RingTooShort => "ring-too-short",
            RingNotClosed => "ring-not-closed",
            MarkerOutsideRing => "marker-outside-ring",
            DuplicateRegion => "duplicate-region",
            TargetAboveTotal => "target-above-total",
            TargetZero => "target-zero",
            SpecialWithoutRule => "special-without-rule",
            EmptyRestriction => "empty-restriction",
            TooManyMedals => "too-many-medals",
            RegionWithoutMedals => "region-without-medals",
            PathsCross => "paths-cross",
            PathThroughLocation => "path-through-location",
            LocationsOverlap => "locations-overlap",
            RingDiffersFromDrawing => "ring-differs-from-drawing",
            PathBetweenOwnHqs => "path-between-own-hqs",
            NoSpecialBases => "no-special-bases",
            SpecialWithoutRestriction => "special-without-restriction",
            RepeatedStrength => "repeated-strength",
            HqCountDiffers => "hq-count-differs",
            TargetDiffers => "target-differs",
            EmptyName => "empty-name",
            ImpossiblePosition => "impossible-position",
            TooLargeToPlay => "too-large-to-play",
        }
    }
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One argument of a problem's message, as the map check writes it: ids are quoted and listed
/// as the problems panel shows them. Each becomes an [`Arg`] of the problem's [`Text`].
#[derive(Clone, Debug, PartialEq)]
pub enum TextArg {
    /// A count or a number, which the message may choose a plural by.
    Num(u64),
    /// Words or a value shown as they are (a coordinate).
    Text(String),
    /// A rule set, shown by its name in the sentence's language.
    Rule(crate::map::RuleSet),
    /// An id, shown quoted: 'west-ford'.
    Id(String),
    /// Ids, quoted and listed: the first eight, then how many more (`problem-list-more`).
    Ids(Vec<String>),
    /// A side, passed as its key (`blue`, `red`) for the message to name.
    Side(Side),
    /// A phrase of its own: a message with its arguments ("'west' (a region, not a base or HQ)").
    Part(Box<Text>),
    /// Phrases joined by the message `sep` (", " or ", nor " in English).
    Parts(Vec<Text>, &'static str),
}

/// Ids shown in a list before "and N more".
const LISTED: usize = 8;

fn quoted(id: &str) -> String {
    format!("'{id}'")
}

impl From<TextArg> for Arg {
    fn from(a: TextArg) -> Arg {
        match a {
            TextArg::Num(n) => n.into(),
            TextArg::Text(t) => Arg::Str(t),
            TextArg::Rule(rule) => Arg::each(|lang| rule.name(lang)),
            TextArg::Id(id) => Arg::Str(quoted(&id)),
            TextArg::Ids(ids) => {
                let shown = ids
                    .iter()
                    .take(LISTED)
                    .map(|i| quoted(i))
                    .collect::<Vec<_>>()
                    .join(", ");
                if ids.len() > LISTED {
                    crate::text!("problem-list-more", list = shown, n = ids.len() - LISTED).into()
                } else {
                    Arg::Str(shown)
                }
            }
            TextArg::Side(side) => side.name().into(),
            TextArg::Part(part) => Arg::Text(part),
            TextArg::Parts(parts, sep) => Arg::List(parts, sep),
        }
    }
}

/// One problem found in a map.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Problem {
    pub severity: Severity,
    pub kind: ProblemKind,
    /// The sentence in English, as the command line and the JSON reports write it.
    pub message: String,
    /// The ids of the locations, paths' ends or regions involved.
    pub ids: Vec<String>,
    /// The sentence as a message, for every language ([`Problem::message_in`]).
    #[serde(skip)]
    pub text: Text,
}

impl Problem {
    /// A problem of `kind` whose sentence is the message `id` with `args`; its English
    /// sentence is the `message`.
    pub fn says(
        kind: ProblemKind,
        id: &'static str,
        args: Vec<(&'static str, TextArg)>,
        ids: Vec<String>,
    ) -> Problem {
        let text = Text {
            id,
            args: args.into_iter().map(|(k, v)| (k, v.into())).collect(),
        };
        Problem::of_text(kind, text, ids)
    }

    /// A problem of `kind` whose sentence is `text`.
    pub fn of_text(kind: ProblemKind, text: Text, ids: Vec<String>) -> Problem {
        Problem {
            severity: kind.severity(),
            kind,
            message: text.to_string(),
            ids,
            text,
        }
    }

    /// The sentence in `lang`: its message in that language, or the English sentence.
    pub fn message_in(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.message.clone(),
            _ => self.text.render(lang),
        }
    }

    /// The reasons a scenario cannot be started, each an
    /// [`ImpossiblePosition`](ProblemKind::ImpossiblePosition) problem with its ids: the map
    /// does not compile into a board, or the prepared position is impossible (RULES §9). The
    /// reason itself is the engine's sentence, written in the same language.
    pub fn cannot_start(e: &StartProblems<'_>) -> Vec<Problem> {
        let (id, reasons): (&'static str, Vec<(&Text, &[String])>) = match e {
            StartProblems::Board(b) => (
                "problem-unplayable",
                b.problems
                    .iter()
                    .map(|p| (&p.message, p.ids.as_slice()))
                    .collect(),
            ),
            StartProblems::Position(p) => (
                "problem-impossible-position",
                p.problems
                    .iter()
                    .map(|p| (&p.message, p.ids.as_slice()))
                    .collect(),
            ),
        };
        reasons
            .into_iter()
            .map(|(reason, ids)| {
                Problem::says(
                    ProblemKind::ImpossiblePosition,
                    id,
                    vec![("reason", TextArg::Part(Box::new(reason.clone())))],
                    ids.to_vec(),
                )
            })
            .collect()
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Why a scenario cannot start, as [`Problem::cannot_start`] reports it.
#[derive(Clone, Copy, Debug)]
pub enum StartProblems<'a> {
    /// The map does not compile into a board.
    Board(&'a BoardError),
    /// The prepared position is impossible.
    Position(&'a PositionError),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]: {}", self.severity, self.kind, self.message)
    }
}
