//! Plain sentences for the preview: what a claim states and what an action does, in the words a
//! learner reads ("Blue places Roxy on Right Outpost.", "Blue gains 3 medals.") rather than in
//! the file's notation.

use super::Claim;
use crate::engine::{Action, Board, EndReason, Loc, State};
use crate::pieces::{Side, Troop};

/// A side's name as a sentence writes it ("Blue", "Red").
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Blue => "Blue",
        Side::Red => "Red",
    }
}

/// The display name of the location with this id (a leading `@` allowed), or the id itself
/// when the board has no such location.
pub fn place_name(board: &Board, id: &str) -> String {
    let id = id.strip_prefix('@').unwrap_or(id);
    match board.find(id) {
        Some(l) => board.display_name(l).to_string(),
        None => format!("`{id}`"),
    }
}

/// The display name of the region with this id, or the id itself.
fn region_name(board: &Board, id: &str) -> String {
    let id = id.strip_prefix('@').unwrap_or(id);
    match board.find_region(id) {
        Some(r) => board.region_name(r).to_string(),
        None => format!("`{id}`"),
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn troop(t: Troop) -> &'static str {
    t.display_name()
}

/// Joins names as "a", "a and b", "a, b and c".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn win_how(how: EndReason) -> &'static str {
    match how {
        EndReason::Hq => "by capturing an enemy HQ",
        EndReason::Medals => "by reaching the medal target",
        EndReason::Stalled => "because the other side can neither draw nor place",
    }
}

/// The claim as a plain sentence, with location and region names taken from `board`.
pub fn claim_sentence(board: &Board, claim: &Claim) -> String {
    let side = |s: Side| side_name(s);
    match claim {
        Claim::Legal => "Every action of the line is allowed.".into(),
        Claim::Illegal {
            why,
            reason_contains,
        } => {
            let mut s = "The last action is not allowed".to_string();
            if let Some(kind) = why {
                s.push_str(&format!(" because of {}", kind.describe()));
            }
            if !reason_contains.is_empty() {
                s.push_str(&format!(" (\u{201c}{reason_contains}\u{201d})"));
            }
            s.push('.');
            s
        }
        Claim::Wins { side: s, how } => format!("{} wins {}.", side(*s), win_how(*how)),
        Claim::Winner { side: s } => format!("{} wins the game.", side(*s)),
        Claim::NoWinner => "The game goes on.".into(),
        Claim::WithinBest { margin: 0 } => "The engine rates the turn among its best.".into(),
        Claim::WithinBest { margin } => format!(
            "The engine rates the turn within {:.2} medals of its best.",
            *margin as f64 / 100.0
        ),
        Claim::Medals { side: s, n } => {
            format!("{} holds {}.", side(*s), plural(*n, "medal", "medals"))
        }
        Claim::MedalsGained { side: s, n: 0 } => format!("{} gains no medal.", side(*s)),
        Claim::MedalsGained { side: s, n } => {
            format!("{} gains {}.", side(*s), plural(*n, "medal", "medals"))
        }
        Claim::RegionsClaimed { by, ids } if ids.is_empty() => {
            format!("{} claims no region.", side(*by))
        }
        Claim::RegionsClaimed { by, ids } => {
            let names: Vec<String> = ids.iter().map(|id| region_name(board, id)).collect();
            format!("{} claims {}.", side(*by), and_list(&names))
        }
        Claim::Connected { side: s, loc } => format!(
            "{}'s troop on {} is joined to its HQ.",
            side(*s),
            place_name(board, loc)
        ),
        Claim::CutOff { side: s, loc } => format!(
            "{}'s troop on {} is cut off from its HQ.",
            side(*s),
            place_name(board, loc)
        ),
        Claim::CanPlace {
            side: s,
            troop: t,
            loc,
        } => format!(
            "{} could place {} on {}.",
            side(*s),
            troop(*t),
            place_name(board, loc)
        ),
        Claim::CannotPlace {
            side: s,
            troop: t,
            loc,
        } => format!(
            "{} could not place {} on {}.",
            side(*s),
            troop(*t),
            place_name(board, loc)
        ),
        Claim::Top {
            loc,
            side: s,
            troop: t,
        } => format!(
            "{}'s {} is on top of {}.",
            side(*s),
            troop(*t),
            place_name(board, loc)
        ),
        Claim::Empty { loc } => format!("{} is empty.", place_name(board, loc)),
        Claim::StackHeight { loc, n } => format!(
            "{} holds {}.",
            place_name(board, loc),
            plural(*n, "troop", "troops")
        ),
        Claim::RackSize { side: s, n } => {
            format!(
                "{}'s rack holds {}.",
                side(*s),
                plural(*n, "troop", "troops")
            )
        }
        Claim::RackHas {
            side: s,
            troop: t,
            n: 0,
        } => format!("{} has no {} on its rack.", side(*s), troop(*t)),
        Claim::RackHas {
            side: s,
            troop: t,
            n,
        } => format!("{}'s rack holds {n} {}.", side(*s), troop(*t)),
        Claim::ReserveSize { side: s, n } => format!(
            "{}'s reserve holds {}.",
            side(*s),
            plural(*n, "troop", "troops")
        ),
        Claim::DiscardHas {
            side: s,
            troop: t,
            n,
        } => format!(
            "The discard holds {n} of {}'s {}.",
            side(*s).to_lowercase(),
            troop(*t)
        ),
        Claim::Removed { side: s, n } => format!(
            "{} removed {} unseen at setup.",
            side(*s),
            plural(*n, "troop", "troops")
        ),
        Claim::Frozen { side: s, n: 0 } => format!("{} has no frozen troop.", side(*s)),
        Claim::Frozen { side: s, n } => {
            format!("{} has {} frozen.", side(*s), plural(*n, "troop", "troops"))
        }
        Claim::ToMove { side: s } => format!("{} acts next.", side(*s)),
        Claim::AllConnected { side: s } => {
            format!("None of {}'s troops is cut off from its HQ.", side(*s))
        }
        Claim::Pending { effect } => match effect {
            None => "No effect is waiting for an answer.".into(),
            Some(e) => format!("{} waits for an answer.", capitalise(e.describe())),
        },
    }
}

/// `s` with its first letter in upper case.
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn named_troops(ts: &[Option<Troop>]) -> Vec<String> {
    ts.iter()
        .flatten()
        .map(|t| t.display_name().to_string())
        .collect()
}

/// What `action` does when played in `before`, as a sentence naming the side that plays it.
pub fn action_sentence(before: &State, action: &Action) -> String {
    let b = before.board();
    let who = side_name(before.turn_side());
    let other = side_name(before.turn_side().other());
    let at = |l: Loc| b.display_name(l).to_string();
    match *action {
        Action::Place(t, l) if b.is_hq(l) => {
            format!("{who} places {} on {}.", troop(t), at(l))
        }
        Action::Place(t, l) => match before.top(l) {
            Some(p) => format!(
                "{who} places {} on {}, covering {}'s {}.",
                troop(t),
                at(l),
                side_name(p.side()).to_lowercase(),
                troop(p.troop())
            ),
            None => format!("{who} places {} on {}.", troop(t), at(l)),
        },
        Action::Draw(named) => {
            let names = named_troops(&named);
            let what = match before.pending() {
                Some(p) => format!(" ({})", p.describe()),
                None => String::new(),
            };
            if names.is_empty() {
                format!("{who} draws{what}.")
            } else {
                format!("{who} draws {}{what}.", and_list(&names))
            }
        }
        Action::Discard(l) => match before.top(l) {
            Some(p) => format!(
                "{who} discards {}'s {} from {}.",
                side_name(p.side()).to_lowercase(),
                troop(p.troop()),
                at(l)
            ),
            None => format!("{who} discards the troop on {}.", at(l)),
        },
        Action::DiscardRack(Some(t)) => {
            format!("{who} discards {} from {other}'s rack.", troop(t))
        }
        Action::DiscardRack(None) => format!("{who} discards a troop from {other}'s rack."),
        Action::Recall(l) => format!("{who} takes its troop on {} back to the rack.", at(l)),
        Action::Move(from, to) => {
            format!(
                "{who} moves the enemy troop from {} to {}.",
                at(from),
                at(to)
            )
        }
        Action::Revive(t) => format!("{who} takes {} back from the discard.", troop(t)),
        Action::Freeze(Some(t)) => format!("{who} freezes {} on {other}'s rack.", troop(t)),
        Action::Freeze(None) => format!("{who} freezes a troop on {other}'s rack."),
        Action::Skip => match before.pending() {
            Some(p) => format!("{who} declines {}.", p.describe()),
            None => format!("{who} passes."),
        },
    }
}

/// Each action of a line played from `start`, as sentences (stops at an action the engine
/// refuses, which cannot happen for a line that was played).
pub fn line_sentences(start: &State, actions: &[Action]) -> Vec<String> {
    let mut state = start.clone();
    let mut out = Vec::with_capacity(actions.len());
    for a in actions {
        out.push(action_sentence(&state, a));
        if state.play(a).is_err() {
            break;
        }
    }
    out
}

/// The actions of a written line in words, as [`line_sentences`], each followed by the move
/// mark the author wrote after it and its meaning: `Blue places Roxy on the bridge. !! (a
/// brilliant move)`.
pub fn marked_sentences(start: &State, text: &str, actions: &[Action]) -> Vec<String> {
    let mut out = line_sentences(start, actions);
    add_marks(&mut out, text);
    out
}

/// Appends to each sentence the mark written after the same action of `text`.
pub fn add_marks(sentences: &mut [String], text: &str) {
    if let Ok(line) = crate::notation::Line::parse(text) {
        for (w, m) in sentences.iter_mut().zip(line.marks()) {
            if let Some(m) = m {
                w.push_str(&format!(" {} ({})", m.symbol(), m.meaning()));
            }
        }
    }
}

/// The board locations an action touches, to point them out after it is played.
pub fn action_locs(action: &Action) -> Vec<Loc> {
    match *action {
        Action::Place(_, l) | Action::Discard(l) | Action::Recall(l) => vec![l],
        Action::Move(a, b) => vec![a, b],
        _ => Vec::new(),
    }
}
