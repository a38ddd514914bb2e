//! A game in progress: the initial state and the action log. Rewinding replays the log from the
//! start (the state carries its own seeded random source, so replays give the same draws).
//!
//! A game is saved as a scenario: its starting position, and (optionally) a walkthrough of the
//! actions played, one stage an action, with every chance action naming what happened so that
//! the file replays the game exactly whatever the seed.

use super::words::{Words, capitalise};
use super::{Claim, MapSource, Position, Scenario, Stage, Step, Walkthrough};
use crate::engine::{Action, Board, BoardError, GameOptions, Illegal, State};
use crate::i18n::{Lang, Text};
use crate::map::{Map, Point};
use crate::notation;
use crate::pieces::{Side, Troop};
use crate::{text, tr};
use std::sync::Arc;

/// The title of the walkthrough step that holds a saved game's moves, in `lang`.
pub fn game_step_title(lang: Lang) -> String {
    tr!(lang, "saved-game-step")
}

/// A game written as a scenario, with what the writer noticed.
#[derive(Clone, Debug)]
pub struct SavedGame {
    pub scenario: Scenario,
    /// How many actions the walkthrough holds (0 when only the position is written).
    pub actions: usize,
    /// The first action whose named form does not reproduce the game exactly, with the reason
    /// (only possible when XB-42 hits a troop frozen earlier in the same turn: the notation
    /// cannot say which copy, frozen or not, was discarded).
    pub divergence: Option<Text>,
}

/// One game: where it started, what was played, and where the view stands in the log.
#[derive(Clone)]
pub struct PlaySession {
    initial: State,
    /// Every action played, with the side that played it; entries past `cursor` can be redone.
    log: Vec<(Side, Action)>,
    cursor: usize,
    state: State,
    /// Map positions of the board's locations, by location index.
    positions: Vec<Point>,
    seed: u64,
    /// The map the game is played on.
    map: Map,
}

impl PlaySession {
    /// A new game on `map`, set up from `seed`.
    pub fn new_game(map: &Map, seed: u64, options: GameOptions) -> Result<PlaySession, BoardError> {
        let board = Arc::new(Board::compile(map)?);
        let state = State::new_game(board, seed, options);
        Ok(PlaySession::from_state(map, state, seed))
    }

    /// A game starting from `state` (a scenario's position, for instance), on the board compiled
    /// from `map` (used for the locations' positions).
    pub fn from_state(map: &Map, state: State, seed: u64) -> PlaySession {
        let positions = state.board().map_positions(map);
        PlaySession {
            initial: state.clone(),
            log: Vec::new(),
            cursor: 0,
            state,
            positions,
            seed,
            map: map.clone(),
        }
    }

    /// The map the game is played on.
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// A scenario starting from this game's initial position, with the map written in place and
    /// its texts in `lang`; `None` if the game started in the middle of an effect.
    pub fn to_scenario(&self, lang: Lang) -> Option<Scenario> {
        let position = Position::from_state(&self.initial, self.seed)?;
        let mut sc = Scenario::new(MapSource::Embedded(Box::new(self.map.clone())));
        sc.title = tr!(lang, "saved-game-title", map = self.map.name.as_str());
        sc.language = lang.tag().to_string();
        sc.position = position;
        Some(sc)
    }

    /// A scenario starting from this game's initial position, with a [`Walkthrough`] step
    /// ("The game as played") replaying the actions played so far, one stage each, chance
    /// actions named, its texts in `lang`. Refused if the game started in the middle of an
    /// effect.
    pub fn to_scenario_with_moves(&self, lang: Lang) -> Result<SavedGame, Text> {
        let mut scenario = self
            .to_scenario(lang)
            .ok_or_else(|| text!("play-mid-effect"))?;
        let played = self.played();
        if played.is_empty() {
            return Ok(SavedGame {
                scenario,
                actions: 0,
                divergence: None,
            });
        }
        // The file's own start, to check the named line against the game as it went.
        let mut replay = scenario
            .position
            .to_state(self.board().clone())
            .map_err(|e| {
                text!(
                    "saved-game-start-unwritable",
                    error = crate::i18n::Arg::each(|l| e.message_in(l))
                )
            })?;
        let mut live = self.initial.clone();
        let mut stages = Vec::with_capacity(played.len());
        let mut divergence = None;
        for (i, &(side, action)) in played.iter().enumerate() {
            let before = live.clone();
            live.play(&action).map_err(|e| {
                text!(
                    "saved-game-no-replay",
                    n = i + 1,
                    action = notation::print(self.board(), &action),
                    error = e.message.clone()
                )
            })?;
            let named = name_chance(&before, side, action, &live);
            let text = notation::print(self.board(), &named);
            if let Err(e) = replay.play(&named) {
                return Err(text!(
                    "saved-game-refused",
                    n = i + 1,
                    action = text.as_str(),
                    error = e.message.clone()
                ));
            }
            if divergence.is_none() && !same_position(&replay, &live) {
                divergence = Some(text!(
                    "saved-game-divergence",
                    n = i + 1,
                    action = text.as_str()
                ));
            }
            let mut stage = Stage {
                actions: text.clone(),
                comment: stage_comment(lang, &before, &named, &live),
                claims: Vec::new(),
                variations: Vec::new(),
            };
            if let Some(o) = live.outcome() {
                stage.claims.push(Claim::Wins {
                    side: o.winner,
                    how: o.end,
                });
            }
            stages.push(stage);
        }
        let words = Words::new(lang);
        let conclusion = match live.outcome() {
            Some(o) => sentence(lang, &words.outcome(o)),
            None => tr!(
                lang,
                "saved-game-stops",
                side = words.side(live.turn_side())
            ),
        };
        scenario.steps.push(Step::Walkthrough(Walkthrough {
            title: game_step_title(lang),
            setup: String::new(),
            intro: tr!(lang, "saved-game-intro", n = stages.len()),
            stages,
            conclusion,
        }));
        Ok(SavedGame {
            scenario,
            actions: played.len(),
            divergence,
        })
    }

    /// The position now.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The position the game started from.
    pub fn initial(&self) -> &State {
        &self.initial
    }

    /// The seed the game was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The board.
    pub fn board(&self) -> &Arc<Board> {
        self.state.board()
    }

    /// Every action in the log, including those undone (past [`Self::cursor`]).
    pub fn log(&self) -> &[(Side, Action)] {
        &self.log
    }

    /// The actions played to reach the position now.
    pub fn played(&self) -> &[(Side, Action)] {
        &self.log[..self.cursor]
    }

    /// How many actions of the log are played.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The map position of a location, by index.
    pub fn position(&self, index: usize) -> Point {
        self.positions.get(index).copied().unwrap_or_default()
    }

    /// Plays `action` now; the undone part of the log is dropped.
    pub fn play(&mut self, action: &Action) -> Result<(), Illegal> {
        let side = self.state.turn_side();
        self.state.play(action)?;
        self.log.truncate(self.cursor);
        self.log.push((side, *action));
        self.cursor += 1;
        Ok(())
    }

    /// Shows the position after the first `n` actions of the log (replayed from the start).
    pub fn jump(&mut self, n: usize) {
        let n = n.min(self.log.len());
        let mut state = self.initial.clone();
        for (i, (_, a)) in self.log[..n].iter().enumerate() {
            if state.play(a).is_err() {
                // The log was played on this very state, so this cannot happen; keep what replays.
                self.log.truncate(i);
                break;
            }
        }
        self.cursor = n.min(self.log.len());
        self.state = state;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.log.len()
    }

    /// Takes back the last action played.
    pub fn undo(&mut self) {
        if self.can_undo() {
            self.jump(self.cursor - 1);
        }
    }

    /// Plays again the next undone action.
    pub fn redo(&mut self) {
        if let Some(&(_, a)) = self.log.get(self.cursor) {
            if self.state.play(&a).is_ok() {
                self.cursor += 1;
            } else {
                self.log.truncate(self.cursor);
            }
        }
    }
}

/// The form of `action` (played by `side` from `before` to reach `after`) that names what chance
/// decided: the troops drawn (top of the reserve first), the troop XB-42 discarded from the
/// opponent's rack, the troop the Battlefield froze. Other actions come back unchanged.
pub fn name_chance(before: &State, side: Side, action: Action, after: &State) -> Action {
    let other = side.other();
    let changed = |old: [u8; Troop::COUNT], new: [u8; Troop::COUNT], up: bool| {
        Troop::ALL.into_iter().find(|t| {
            let (o, n) = (old[t.index()], new[t.index()]);
            if up { n > o } else { n < o }
        })
    };
    match action {
        Action::Draw([None, _]) => {
            let n = before
                .reserve_len(side)
                .saturating_sub(after.reserve_len(side));
            if n == 0 {
                return action;
            }
            let top = before.reserve(side);
            Action::draw_named(&top[..n.min(top.len())])
        }
        Action::DiscardRack(None) => match changed(before.rack(other), after.rack(other), false) {
            Some(t) => Action::DiscardRack(Some(t)),
            None => action,
        },
        Action::Freeze(None) => match changed(before.frozen(other), after.frozen(other), true) {
            Some(t) => Action::Freeze(Some(t)),
            None => action,
        },
        a => a,
    }
}

/// Whether two states show the same position: everything the JSON state shows, and the order
/// of both reserves.
fn same_position(a: &State, b: &State) -> bool {
    notation::state_json_string(a) == notation::state_json_string(b)
        && Side::ALL
            .into_iter()
            .all(|s| a.reserve(s) == b.reserve(s) && a.removed(s) == b.removed(s))
}

/// The comment of a walkthrough stage in `lang`: what the action did, in the words the
/// learner's view uses for it, and the end of the game if it came.
fn stage_comment(lang: Lang, before: &State, action: &Action, after: &State) -> String {
    let words = Words::new(lang);
    let did = words.action(before, action);
    match after.outcome() {
        Some(o) => tr!(
            lang,
            "saved-game-stage-end",
            action = did,
            outcome = sentence(lang, &words.outcome(o))
        ),
        None => did,
    }
}

/// `text` as a sentence of its own: its first letter upper case, the language's full stop
/// after it.
fn sentence(lang: Lang, text: &str) -> String {
    crate::i18n::end_sentence(&capitalise(text), lang.full_stop())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Control, RandomPlayer, choose_for};
    use crate::scenario::play_line;
    use std::path::Path;

    fn castle_field() -> Map {
        Map::load(Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../maps/castle-field.ron"
        )))
        .unwrap()
    }

    /// Everything the JSON state shows, and the order of both reserves.
    fn position_text(s: &State) -> String {
        format!(
            "{}\n{:?}\n{:?}",
            notation::state_json_string(s),
            s.reserve(Side::Blue),
            s.reserve(Side::Red)
        )
    }

    fn random_game(map: &Map, seed: u64) -> PlaySession {
        let mut s = PlaySession::new_game(map, seed, GameOptions::default()).unwrap();
        let mut player = RandomPlayer::new(seed ^ 0xabc);
        while let Some(a) = choose_for(&mut player, s.state(), &Control::default()) {
            s.play(&a).unwrap();
        }
        s
    }

    #[test]
    fn saved_games_replay_exactly_from_their_walkthrough_whatever_the_seed() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps");
        let mut named = [0usize; 3];
        let mut games = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let map = Map::load(&entry.unwrap().path()).unwrap();
            for seed in 0..6 {
                let game = random_game(&map, seed);
                let saved = game.to_scenario_with_moves(Lang::En).unwrap();
                assert_eq!(saved.actions, game.played().len());
                let [Step::Walkthrough(w)] = saved.scenario.steps.as_slice() else {
                    panic!("one walkthrough step");
                };
                let mut position = saved.scenario.position.clone();
                position.seed = position.seed.wrapping_add(977);
                let mut replay = position.to_state(game.board().clone()).unwrap();
                for stage in &w.stages {
                    match stage.actions.split(' ').next() {
                        Some("draw") => named[0] += 1,
                        Some("discard") if stage.actions.starts_with("discard rack") => {
                            named[1] += 1
                        }
                        Some("freeze") => named[2] += 1,
                        _ => {}
                    }
                    assert!(
                        !matches!(stage.actions.as_str(), "draw" | "discard rack" | "freeze"),
                        "{} names its outcome",
                        stage.actions
                    );
                    replay = play_line(&replay, &stage.actions).unwrap();
                }
                let same = position_text(&replay) == position_text(game.state());
                assert_eq!(
                    same,
                    saved.divergence.is_none(),
                    "{} seed {seed}: {:?}",
                    map.name,
                    saved.divergence
                );
                games += 1;
            }
        }
        assert!(games >= 6);
        assert!(
            named.iter().all(|&n| n > 0),
            "draws, XB-42 discards and freezes were all named: {named:?}"
        );
    }

    #[test]
    fn a_saved_game_is_written_in_the_language_asked() {
        let game = random_game(&castle_field(), 5);
        let en = game.to_scenario_with_moves(Lang::En).unwrap().scenario;
        let fr = game.to_scenario_with_moves(Lang::Fr).unwrap().scenario;
        assert_eq!(fr.language, "fr");
        assert_eq!(fr.title, format!("Partie sur {}", castle_field().name));
        let ([Step::Walkthrough(e)], [Step::Walkthrough(f)]) =
            (en.steps.as_slice(), fr.steps.as_slice())
        else {
            panic!("one walkthrough step in each");
        };
        assert_eq!(f.title, game_step_title(Lang::Fr));
        assert_ne!(f.title, e.title);
        assert!(f.intro.starts_with("La partie jouée"), "{}", f.intro);
        // Each stage says what its action did as the learner's view says it in French, and the
        // same actions are written in both files.
        let mut state = game.initial().clone();
        for (se, sf) in e.stages.iter().zip(&f.stages) {
            assert_eq!(se.actions, sf.actions);
            let action = notation::parse_action(state.board(), &sf.actions).unwrap();
            let did = Words::new(Lang::Fr).action(&state, &action);
            assert!(sf.comment.starts_with(&did), "{} / {did}", sf.comment);
            assert_ne!(sf.comment, se.comment);
            state.play(&action).unwrap();
        }
        // The game ran to its end: the last stage and the conclusion say how, in French.
        assert!(state.outcome().is_some());
        assert!(f.conclusion.contains("a gagné"), "{}", f.conclusion);
        assert!(f.stages.last().unwrap().comment.contains("a gagné"));
    }

    #[test]
    fn a_game_without_moves_saves_its_position_only() {
        let game = random_game(&castle_field(), 3);
        let fresh = PlaySession::from_state(game.map(), game.initial().clone(), 3);
        let saved = fresh.to_scenario_with_moves(Lang::En).unwrap();
        assert_eq!(saved.actions, 0);
        assert!(saved.scenario.steps.is_empty());
    }
}
