//! Plain sentences for the preview: what a claim states and what an action does, in the words a
//! learner reads ("Blue places Roxy on Right Outpost.", "Blue gains 3 medals.") rather than in
//! the file's notation, in the lesson's language. The sentences themselves are messages
//! (`locales/<lang>/core.ftl`); this module chooses the message and gives it its arguments.

use std::sync::OnceLock;

use super::{Claim, GoalStatus, PracticeGoal};
use crate::engine::{Action, Board, EndReason, Illegal, IllegalKind, Loc, Outcome, Pending, State};
use crate::i18n::{Args, Lang, message};
use crate::notation::Mark;
use crate::pieces::{Side, Troop};
use crate::tr;

/// The sentences of one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Words {
    pub lang: Lang,
}

/// The key a message selects a troop by: its name in files.
fn how_key(how: EndReason) -> &'static str {
    match how {
        EndReason::Hq => "hq",
        EndReason::Medals => "medals",
        EndReason::Stalled => "stalled",
    }
}

pub(crate) fn why_key(kind: IllegalKind) -> &'static str {
    match kind {
        IllegalKind::GameOver => "game_over",
        IllegalKind::WrongTime => "wrong_time",
        IllegalKind::UnknownLocation => "unknown_location",
        IllegalKind::NotAvailable => "not_available",
        IllegalKind::Frozen => "frozen",
        IllegalKind::OwnHq => "own_hq",
        IllegalKind::Covering => "covering",
        IllegalKind::Connection => "connection",
        IllegalKind::Terrain => "terrain",
        IllegalKind::Draw => "draw",
        IllegalKind::Target => "target",
    }
}

fn mark_key(m: Mark) -> &'static str {
    match m {
        Mark::Good => "good",
        Mark::Mistake => "mistake",
        Mark::Brilliant => "brilliant",
        Mark::Blunder => "blunder",
        Mark::Interesting => "interesting",
        Mark::Dubious => "dubious",
    }
}

impl Words {
    pub const EN: Words = Words { lang: Lang::En };

    pub fn new(lang: Lang) -> Words {
        Words { lang }
    }

    /// The sentences of the language a file's `language` field names (English when it names
    /// none with messages).
    pub fn for_tag(tag: &str) -> Words {
        Words::new(Lang::or_english(tag))
    }

    /// A side's name as a sentence writes it ("Blue", "蓝方").
    pub fn side(self, side: Side) -> &'static str {
        static NAMES: [OnceLock<[String; 2]>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        let names = NAMES[self.lang as usize].get_or_init(|| {
            [Side::Blue, Side::Red].map(|s| tr!(self.lang, "side", side = s.name()))
        });
        &names[side.index()]
    }

    /// A troop's name ("Roxy", "罗西").
    pub fn troop(self, t: Troop) -> &'static str {
        crate::i18n::troop_name(self.lang, t)
    }

    /// A troop with its side, as the board names a piece: "red Hook".
    pub fn piece(self, side: Side, t: Troop) -> String {
        tr!(
            self.lang,
            "piece",
            owner = side.name(),
            troop = self.troop(t)
        )
    }

    /// An effect waiting for an answer, as a sentence names it ("Skully's draw").
    pub fn effect(self, p: Pending) -> String {
        tr!(self.lang, "effect", effect = p.name())
    }

    /// The name of the location with this id (a leading `@` allowed) as a sentence reads it,
    /// with its article if the map gives one, or the id itself when the board has no such
    /// location.
    pub fn place(self, board: &Board, id: &str) -> String {
        let id = id.strip_prefix('@').unwrap_or(id);
        match board.find(id) {
            Some(l) => board.sentence_name(l).to_string(),
            None => tr!(self.lang, "unknown-id", id = id),
        }
    }

    /// The name of the region with this id as a sentence reads it, or the id itself.
    pub fn region(self, board: &Board, id: &str) -> String {
        let id = id.strip_prefix('@').unwrap_or(id);
        match board.find_region(id) {
            Some(r) => board.region_sentence_name(r).to_string(),
            None => tr!(self.lang, "unknown-id", id = id),
        }
    }

    /// Joins names as the language lists them: "a", "a and b", "a, b and c".
    pub fn list(self, names: &[String]) -> String {
        match names {
            [] => String::new(),
            [one] => one.clone(),
            [first, second] => tr!(self.lang, "list-pair", first = first, second = second),
            [rest @ .., before_last, last] => {
                let end = tr!(self.lang, "list-end", first = before_last, last = last);
                rest.iter().rev().fold(end, |acc, name| {
                    tr!(self.lang, "list-middle", first = name, rest = acc)
                })
            }
        }
    }

    /// Joins whole sentences one after another, as the language writes them (a space between
    /// them, none in Chinese).
    pub fn sentences<S: AsRef<str>>(self, sentences: &[S]) -> String {
        let mut parts = sentences.iter().map(|s| s.as_ref().trim());
        let first = parts.next().unwrap_or_default().to_string();
        parts.fold(first, |acc, next| {
            tr!(self.lang, "sentences-next", first = acc, next = next)
        })
    }

    fn say(self, id: &str, args: Args) -> String {
        message(self.lang, id, Some(&args))
    }

    /// The claim as a plain sentence, with location and region names taken from `board`.
    pub fn claim(self, board: &Board, claim: &Claim) -> String {
        let l = self.lang;
        let side = |s: &Side| self.side(*s);
        let troop = |t: &Troop| self.troop(*t);
        let place = |id: &str| self.place(board, id);
        // The claims about a side's troop at a location: message `id` with those three.
        let side_troop_place = |id: &str, s: &Side, t: &Troop, loc: &str| {
            let mut args = Args::new();
            args.set("side", side(s));
            args.set("troop", troop(t));
            args.set("place", place(loc));
            self.say(id, args)
        };
        // A claim is a sentence of its own: it begins with a capital even when its first word
        // is a place's article ("Le Verger est vide.") or an effect ("Skully's draw ...").
        let sentence = match claim {
            Claim::Legal => tr!(l, "claim-legal"),
            Claim::Illegal {
                why,
                reason_contains,
            } => {
                let why = why.map(|k| tr!(l, "illegal-why", why = why_key(k)));
                let quote = reason_contains.as_str();
                match (why, quote.is_empty()) {
                    (None, true) => tr!(l, "claim-illegal"),
                    (Some(why), true) => tr!(l, "claim-illegal-why", why = why),
                    (None, false) => tr!(l, "claim-illegal-quote", quote = quote),
                    (Some(why), false) => {
                        tr!(l, "claim-illegal-why-quote", why = why, quote = quote)
                    }
                }
            }
            Claim::Wins { side: s, how } => {
                tr!(l, "claim-wins", side = side(s), how = how_key(*how))
            }
            Claim::Winner { side: s } => tr!(l, "claim-winner", side = side(s)),
            Claim::NoWinner => tr!(l, "claim-no-winner"),
            Claim::WithinBest { margin: 0 } => tr!(l, "claim-within-best-zero"),
            Claim::WithinBest { margin } => {
                tr!(l, "claim-within-best", margin = self.hundredths(*margin))
            }
            Claim::Medals { side: s, n } => tr!(l, "claim-medals", side = side(s), n = *n),
            Claim::MedalsGained { side: s, n: 0 } => {
                tr!(l, "claim-medals-gained-zero", side = side(s))
            }
            Claim::MedalsGained { side: s, n } => {
                tr!(l, "claim-medals-gained", side = side(s), n = *n)
            }
            Claim::RegionsClaimed { by, ids } if ids.is_empty() => {
                tr!(l, "claim-regions-none", side = side(by))
            }
            Claim::RegionsClaimed { by, ids } => {
                let names: Vec<String> = ids.iter().map(|id| self.region(board, id)).collect();
                tr!(
                    l,
                    "claim-regions",
                    side = side(by),
                    regions = self.list(&names)
                )
            }
            Claim::Connected { side: s, loc } => {
                tr!(l, "claim-connected", side = side(s), place = place(loc))
            }
            Claim::CutOff { side: s, loc } => {
                tr!(l, "claim-cut-off", side = side(s), place = place(loc))
            }
            Claim::CanPlace {
                side: s,
                troop: t,
                loc,
            } => side_troop_place("claim-can-place", s, t, loc),
            Claim::CannotPlace {
                side: s,
                troop: t,
                loc,
            } => side_troop_place("claim-cannot-place", s, t, loc),
            Claim::Top {
                loc,
                side: s,
                troop: t,
            } => side_troop_place("claim-top", s, t, loc),
            Claim::Empty { loc } => tr!(l, "claim-empty", place = place(loc)),
            Claim::StackHeight { loc, n } => {
                tr!(l, "claim-stack-height", place = place(loc), n = *n)
            }
            Claim::RackSize { side: s, n } => tr!(l, "claim-rack-size", side = side(s), n = *n),
            Claim::RackHas {
                side: s,
                troop: t,
                n: 0,
            } => tr!(l, "claim-rack-has-none", side = side(s), troop = troop(t)),
            Claim::RackHas {
                side: s,
                troop: t,
                n,
            } => tr!(
                l,
                "claim-rack-has",
                side = side(s),
                troop = troop(t),
                n = *n
            ),
            Claim::ReserveSize { side: s, n } => {
                tr!(l, "claim-reserve-size", side = side(s), n = *n)
            }
            Claim::DiscardHas {
                side: s,
                troop: t,
                n,
            } => tr!(
                l,
                "claim-discard-has",
                owner = s.name(),
                troop = troop(t),
                n = *n
            ),
            Claim::Removed { side: s, n } => tr!(l, "claim-removed", side = side(s), n = *n),
            Claim::Frozen { side: s, n: 0 } => tr!(l, "claim-frozen-none", side = side(s)),
            Claim::Frozen { side: s, n } => tr!(l, "claim-frozen", side = side(s), n = *n),
            Claim::ToMove { side: s } => tr!(l, "claim-to-move", side = side(s)),
            Claim::AllConnected { side: s } => tr!(l, "claim-all-connected", side = side(s)),
            Claim::Pending { effect } => match effect {
                None => tr!(l, "claim-pending-none"),
                Some(e) => tr!(l, "claim-pending", effect = self.effect(*e)),
            },
        };
        capitalise(&sentence)
    }

    /// Hundredths as a decimal with two places, with the language's decimal sign ("0.50",
    /// "0,50").
    pub fn hundredths(self, n: u32) -> String {
        let text = format!("{:.2}", n as f64 / 100.0);
        match self.lang {
            Lang::Fr | Lang::Es => text.replace('.', ","),
            Lang::En | Lang::Zh => text,
        }
    }

    /// How a game ended: "Blue won by capturing an HQ".
    pub fn outcome(self, o: Outcome) -> String {
        tr!(
            self.lang,
            "outcome",
            side = self.side(o.winner),
            how = how_key(o.end)
        )
    }

    /// A practice goal in words, for the learner: "hold 3 medals within 2 turns".
    pub fn goal(self, goal: &PracticeGoal) -> String {
        match *goal {
            PracticeGoal::Win => tr!(self.lang, "goal-win"),
            PracticeGoal::Medals { n, within } => {
                tr!(self.lang, "goal-medals", n = n, within = within)
            }
            PracticeGoal::CaptureHq { within } => {
                tr!(self.lang, "goal-capture-hq", within = within)
            }
        }
    }

    /// Why a practice game missed `goal` for `learner`, as [`PracticeGoal::judge`] finds it in
    /// `state` (the learner's turns begun being `turns`); `None` while it is not missed.
    pub fn goal_missed(
        self,
        goal: &PracticeGoal,
        learner: Side,
        state: &State,
        turns: u32,
    ) -> Option<String> {
        if !matches!(goal.judge(learner, state, turns), GoalStatus::Failed { .. }) {
            return None;
        }
        let l = self.lang;
        let outcome = state.outcome();
        let lost = outcome.filter(|o| o.winner != learner);
        if let Some(o) = lost {
            return Some(tr!(l, "goal-missed-lost", outcome = self.outcome(o)));
        }
        let side = self.side(learner);
        Some(match (*goal, outcome) {
            (PracticeGoal::Medals { n, .. }, Some(o)) => tr!(
                l,
                "goal-missed-medals-ended",
                outcome = self.outcome(o),
                side = side,
                medals = state.medals(learner),
                n = n
            ),
            (PracticeGoal::Medals { n, within }, None) => tr!(
                l,
                "goal-missed-medals",
                side = side,
                medals = state.medals(learner),
                n = n,
                within = within
            ),
            (PracticeGoal::CaptureHq { .. }, Some(o)) => {
                tr!(l, "goal-missed-hq-ended", outcome = self.outcome(o))
            }
            (PracticeGoal::CaptureHq { within }, None) => {
                tr!(l, "goal-missed-hq", within = within)
            }
            (PracticeGoal::Win, _) => tr!(l, "goal-missed-win"),
        })
    }

    /// Why the engine refuses an action, naming the troops and places involved.
    pub fn refusal(self, e: &Illegal) -> String {
        e.message_in(self.lang)
    }

    /// A variation's name in the tree: `variation 1.2`, or with its label `variation 1.2
    /// "Draw"` (path: 0-based indices from the top level down).
    pub fn variation(self, label: &str, path: &[usize]) -> String {
        super::format::variation_name_text(label, path).render(self.lang)
    }

    /// What `action` does when played in `before`, as a sentence naming the side that plays it.
    pub fn action(self, before: &State, action: &Action) -> String {
        let b = before.board();
        let mut args = Args::new();
        args.set("side", self.side(before.turn_side()));
        args.set("other", self.side(before.turn_side().other()));
        let at = |l: Loc| b.sentence_name(l).to_string();
        let (id, more): (&str, Vec<(&str, String)>) = match *action {
            Action::Place(t, loc) => match before.top(loc).filter(|_| !b.is_hq(loc)) {
                Some(p) => (
                    "action-place-covering",
                    vec![
                        ("troop", self.troop(t).into()),
                        ("place", at(loc)),
                        ("owner", p.side().name().into()),
                        ("covered", self.troop(p.troop()).into()),
                    ],
                ),
                None => (
                    "action-place",
                    vec![("troop", self.troop(t).into()), ("place", at(loc))],
                ),
            },
            Action::Draw(named) => {
                let names: Vec<String> = named
                    .iter()
                    .flatten()
                    .map(|&t| self.troop(t).to_string())
                    .collect();
                let effect = before.pending().map(|p| self.effect(p));
                let troops = (!names.is_empty()).then(|| self.list(&names));
                match (troops, effect) {
                    (None, None) => ("action-draw", vec![]),
                    (Some(t), None) => ("action-draw-named", vec![("troops", t)]),
                    (None, Some(e)) => ("action-draw-effect", vec![("effect", e)]),
                    (Some(t), Some(e)) => (
                        "action-draw-named-effect",
                        vec![("troops", t), ("effect", e)],
                    ),
                }
            }
            Action::Discard(loc) => match before.top(loc) {
                Some(p) => (
                    "action-discard",
                    vec![
                        ("owner", p.side().name().into()),
                        ("troop", self.troop(p.troop()).into()),
                        ("place", at(loc)),
                    ],
                ),
                None => ("action-discard-empty", vec![("place", at(loc))]),
            },
            Action::DiscardRack(Some(t)) => {
                ("action-discard-rack", vec![("troop", self.troop(t).into())])
            }
            Action::DiscardRack(None) => ("action-discard-rack-unseen", vec![]),
            Action::Recall(loc) => ("action-recall", vec![("place", at(loc))]),
            Action::Move(from, to) => ("action-move", vec![("from", at(from)), ("to", at(to))]),
            Action::Revive(t) => ("action-revive", vec![("troop", self.troop(t).into())]),
            Action::Freeze(Some(t)) => ("action-freeze", vec![("troop", self.troop(t).into())]),
            Action::Freeze(None) => ("action-freeze-unseen", vec![]),
            Action::Skip => match before.pending() {
                Some(p) => ("action-decline", vec![("effect", self.effect(p))]),
                None => ("action-pass", vec![]),
            },
        };
        for (k, v) in more {
            args.set(k, v);
        }
        self.say(id, args)
    }

    /// Each action of a line played from `start`, as sentences (stops at an action the engine
    /// refuses, which cannot happen for a line that was played).
    pub fn line(self, start: &State, actions: &[Action]) -> Vec<String> {
        let mut state = start.clone();
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            out.push(self.action(&state, a));
            if state.play(a).is_err() {
                break;
            }
        }
        out
    }

    /// The actions of a written line in words, as [`Words::line`], each followed by the move
    /// mark the author wrote after it and its meaning: `Blue places Roxy on the bridge. !! (a
    /// brilliant move)`.
    pub fn marked(self, start: &State, text: &str, actions: &[Action]) -> Vec<String> {
        let mut out = self.line(start, actions);
        self.add_marks(&mut out, text);
        out
    }

    /// Appends to each sentence the mark written after the same action of `text`.
    pub fn add_marks(self, sentences: &mut [String], text: &str) {
        if let Ok(line) = crate::notation::Line::parse(text) {
            for (w, m) in sentences.iter_mut().zip(line.marks()) {
                if let Some(m) = m {
                    *w = tr!(
                        self.lang,
                        "marked",
                        sentence = w.as_str(),
                        symbol = m.symbol(),
                        mark = mark_key(m)
                    );
                }
            }
        }
    }
}

/// A side's name in English ([`Words::side`]).
pub fn side_name(side: Side) -> &'static str {
    Words::EN.side(side)
}

/// The display name of a location in English sentences ([`Words::place`]).
pub fn place_name(board: &Board, id: &str) -> String {
    Words::EN.place(board, id)
}

/// The claim as an English sentence ([`Words::claim`]).
pub fn claim_sentence(board: &Board, claim: &Claim) -> String {
    Words::EN.claim(board, claim)
}

pub use crate::i18n::capitalise;

/// A written line in English words with its marks ([`Words::marked`]).
pub fn marked_sentences(start: &State, text: &str, actions: &[Action]) -> Vec<String> {
    Words::EN.marked(start, text, actions)
}

/// The board locations an action touches, to point them out after it is played.
pub fn action_locs(action: &Action) -> Vec<Loc> {
    match *action {
        Action::Place(_, l) | Action::Discard(l) | Action::Recall(l) => vec![l],
        Action::Move(a, b) => vec![a, b],
        _ => Vec::new(),
    }
}

/// Points out on the board what `action`, played from `before`, touches, together with what the
/// earlier actions of the same turn touched: a turn's first action (the side to move at the
/// start of its turn) starts afresh, and each later one (an effect's answer, a Cap'n's extra
/// placement) adds its locations, so the board shows the whole turn, not only its last draw.
pub(crate) fn light_action(touched: &mut Vec<Loc>, before: &State, action: &Action) {
    if before.at_turn_start() {
        touched.clear();
    }
    for l in action_locs(action) {
        if !touched.contains(&l) {
            touched.push(l);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Along random games, the lit locations are those of every action of the turn so far,
    /// each once: a Cap'n's extra placement or an effect's answer keeps the turn's placement lit.
    /// A turn is told here by its side: it begins where the other side acted last.
    #[test]
    fn a_turn_lights_every_location_it_touched() {
        use crate::engine::GameOptions;
        use rand::{Rng, SeedableRng};
        let board = crate::testkit::castle_board();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(11);
        let mut legal = Vec::new();
        let mut longest = 0;
        for seed in 0..20 {
            let mut st = State::new_game(board.clone(), seed, GameOptions::default());
            let (mut touched, mut turn) = (Vec::new(), Vec::new());
            let mut last_side = None;
            while !st.is_over() {
                st.legal_actions(&mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                let before = st.clone();
                st.play(&a).unwrap();
                light_action(&mut touched, &before, &a);
                if last_side != Some(before.turn_side()) {
                    turn.clear();
                }
                last_side = Some(before.turn_side());
                turn.push(a);
                let mut expected: Vec<Loc> = Vec::new();
                for l in turn.iter().flat_map(action_locs) {
                    if !expected.contains(&l) {
                        expected.push(l);
                    }
                }
                assert_eq!(touched, expected, "after {turn:?}");
                longest = longest.max(expected.len());
            }
        }
        assert!(longest >= 2, "no turn touched two locations");
    }

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn sentences_follow_one_another_as_the_language_writes_them() {
        assert_eq!(
            Words::EN.sentences(&["A went.", "B came. "]),
            "A went. B came."
        );
        assert_eq!(Words::EN.sentences(&["Alone."]), "Alone.");
        assert_eq!(Words::EN.sentences::<&str>(&[]), "");
        let zh = Words::new(Lang::Zh);
        assert_eq!(
            zh.sentences(&["红方抽兵。", "蓝方抽兵。"]),
            "红方抽兵。蓝方抽兵。"
        );
        let fr = Words::new(Lang::Fr);
        assert_eq!(
            fr.sentences(&["Rouge pioche.", "Bleu pioche."]),
            "Rouge pioche. Bleu pioche."
        );
    }

    #[test]
    fn lists_follow_the_language() {
        let three = names(&["A", "B", "C"]);
        assert_eq!(Words::EN.list(&three), "A, B and C");
        assert_eq!(
            Words::EN.list(&names(&["A", "B", "C", "D"])),
            "A, B, C and D"
        );
        assert_eq!(Words::EN.list(&names(&["A", "B"])), "A and B");
        assert_eq!(Words::EN.list(&names(&["A"])), "A");
        assert_eq!(Words::new(Lang::Zh).list(&three), "A、B和C");
        assert_eq!(Words::new(Lang::Fr).list(&three), "A, B et C");
        assert_eq!(Words::new(Lang::Es).list(&three), "A, B y C");
    }

    #[test]
    fn names_follow_the_language() {
        assert_eq!(Words::EN.troop(Troop::Roxy), "Roxy");
        assert_eq!(Words::new(Lang::Zh).troop(Troop::Roxy), "罗西");
        assert_eq!(Words::new(Lang::Zh).troop(Troop::Hook), "铁钩猴");
        assert_eq!(Words::EN.side(Side::Blue), "Blue");
        assert_eq!(Words::new(Lang::Zh).side(Side::Red), "红方");
        assert_eq!(Words::EN.piece(Side::Red, Troop::Hook), "red Hook");
        assert_eq!(
            Words::new(Lang::Zh).piece(Side::Red, Troop::Hook),
            "红方铁钩猴"
        );
        assert_eq!(
            Words::new(Lang::Fr).piece(Side::Red, Troop::Hook),
            "Hook rouge"
        );
        for t in Troop::ALL {
            assert_eq!(Words::EN.troop(t), t.display_name());
        }
    }

    /// Castle Field with its names in `tag`'s language, compiled.
    fn castle_in(tag: &str) -> std::sync::Arc<Board> {
        crate::testkit::compile(&crate::testkit::castle_map().in_language(tag))
    }

    #[test]
    fn french_and_spanish_sentences_name_places_with_their_articles() {
        let (fr, es) = (Words::new(Lang::Fr), Words::new(Lang::Es));
        let (bf, be) = (castle_in("fr"), castle_in("es"));
        let can = Claim::CanPlace {
            side: Side::Blue,
            troop: Troop::Star,
            loc: "keep-gate".into(),
        };
        assert_eq!(
            fr.claim(&bf, &can),
            "Bleu pourrait poser Star sur la Porte du donjon."
        );
        assert_eq!(
            es.claim(&be, &can),
            "Azul podría colocar Star en la Puerta de la torre."
        );
        let top = Claim::Top {
            side: Side::Red,
            troop: Troop::Hook,
            loc: "orchard".into(),
        };
        assert_eq!(
            fr.claim(&bf, &top),
            "Hook de Rouge est au sommet du Verger."
        );
        assert_eq!(
            es.claim(&be, &top),
            "Hook de Rojo está en lo alto del Manzanar."
        );
        // A sentence that begins with the place begins with a capital.
        let empty = Claim::Empty {
            loc: "orchard".into(),
        };
        assert_eq!(fr.claim(&bf, &empty), "Le Verger est vide.");
        assert_eq!(es.claim(&be, &empty), "El Manzanar está vacío.");
        let regions = Claim::RegionsClaimed {
            by: Side::Blue,
            ids: vec!["south".into(), "willow-marsh".into()],
        };
        assert_eq!(
            fr.claim(&bf, &regions),
            "Bleu prend les Champs du Sud et le Marais des saules."
        );
        // The board writes the names without them.
        let gate = bf.find("keep-gate").unwrap();
        assert_eq!(bf.display_name(gate), "Porte du donjon");
        assert_eq!(bf.sentence_name(gate), "la Porte du donjon");
    }

    #[test]
    fn plurals_and_decimals() {
        let board = crate::testkit::castle_board();
        let one = Claim::StackHeight {
            loc: "orchard".into(),
            n: 1,
        };
        let two = Claim::RackSize {
            side: Side::Blue,
            n: 2,
        };
        assert!(Words::EN.claim(&board, &one).ends_with("holds 1 troop."));
        assert_eq!(Words::EN.claim(&board, &two), "Blue's rack holds 2 troops.");
        assert_eq!(
            Words::new(Lang::Fr).claim(&board, &two),
            "Le chevalet de Bleu porte 2 troupes."
        );
        assert_eq!(
            Words::new(Lang::Zh).claim(&board, &two),
            "蓝方的板块架上有 2 枚士兵。"
        );
        let margin = Claim::WithinBest { margin: 50 };
        assert!(
            Words::EN
                .claim(&board, &margin)
                .contains("within 0.50 medals")
        );
        assert!(Words::new(Lang::Fr).claim(&board, &margin).contains("0,50"));
    }
}
