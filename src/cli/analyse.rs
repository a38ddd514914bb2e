//! `toyforge analyse`: the engine's judgement of the side to move, for scripts and outside
//! tests. It prints the best complete turns by the engine's value (what "What would the engine
//! play?" shows in the lesson editor, [`crate::scenario::suggest`]) and the action a level
//! would choose.
//!
//! Both read only what the side to move can see. The ranking is worked out on a sample of the
//! position ([`crate::engine::Observation::determinize`]) in which everything hidden from that
//! side (the opponent's rack, the reserves' order, the troops removed at setup) is dealt again
//! from the seed, and the level decides from the side's observation; so two positions that
//! differ only in what the mover cannot see give the same output.

use super::Failure;
use super::play::{GameArgs, start_and_play};
use crate::ai::{AiSpec, Control, Decided, MctsConfig, MctsPlayer, Player, choose_for, mix_seed};
use crate::engine::{Action, State};
use crate::notation::print;
use crate::scenario::{Sight, Suggestions, TurnLimits, suggest};
use serde::Serialize;

/// How many turns are listed unless `--top` says otherwise (as many as the lesson editor shows).
pub const DEFAULT_TOP: usize = 5;
/// The most turns `--top` may ask for.
pub const MAX_TOP: usize = 64;

#[derive(clap::Args, Debug, Clone)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The level whose choice is shown: random, greedy, mcts, mcts:N (N iterations), mcts:Nms
    /// (N milliseconds: the choice may then differ from run to run), expert, expert:N or
    /// expert:Nms.
    #[arg(long, value_name = "LEVEL", default_value = "greedy")]
    pub level: String,
    /// How many of the best complete turns to list (1 to 64).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TOP)]
    pub top: usize,
    /// Threads of a tree search (1 to 64): each grows its own tree with its share of the
    /// iterations, and their counts are added up. The choice is the same for a seed and a
    /// number of threads.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub threads: u32,
}

/// The JSON form of an analysis (documented in `docs/engine-protocol.md`).
#[derive(Serialize, Debug, PartialEq)]
pub struct AnalysisJson {
    /// `blue` or `red`; `null` once the game is over.
    pub to_move: Option<String>,
    /// How the game ended, in words; `null` while it goes on.
    pub outcome: Option<String>,
    /// The complete turns judged.
    pub judged: usize,
    /// Where the enumeration of turns stopped, if it was cut.
    pub cut: Option<CutJson>,
    /// The best turns, best first.
    pub best: Vec<TurnJson>,
    /// The level as it parses again (`mcts:500ms`).
    pub level: String,
    /// Whether the same seed gives the same choice (false for a time budget).
    pub deterministic: bool,
    /// The level's action, in notation; `null` once the game is over.
    pub choice: Option<String>,
    /// The tree search's figures, for an MCTS level.
    pub search: Option<SearchJson>,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct CutJson {
    pub outcomes: usize,
    pub at: String,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct TurnJson {
    pub rank: usize,
    /// The turn in notation, chance unnamed, `; ` between actions.
    pub line: String,
    /// The engine value, in hundredths of a medal.
    pub value: f64,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct SearchJson {
    pub iterations: u32,
    /// The threads the search ran on.
    pub threads: u32,
    /// Why the action was played without searching: `forced` (the only legal action), `wins`
    /// or `only-safe` (every other action hands the opponent a win); `null` after a search.
    pub decided: Option<Decided>,
    /// The root actions most visited first (at most `--top` of them).
    pub actions: Vec<EdgeJson>,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct EdgeJson {
    pub action: String,
    pub visits: u32,
    /// The mean win chance the search found for the mover, from 0 to 1 (for an action it never
    /// tried, the evaluation's own win chance).
    pub mean: f64,
}

/// Parses `--level`, with the option named in the message.
pub(super) fn parse_level(text: &str) -> Result<AiSpec, Failure> {
    text.parse::<AiSpec>()
        .map_err(|e| Failure::unreadable(format!("--level: {e}")))
}

/// The engine's analysis of `state` for its side to move: the `top` best turns and `level`'s
/// choice, from what that side sees. `seed` deals the hidden part for the ranking and seeds the
/// level; a tree search runs on `threads` threads.
pub fn analyse(state: &State, level: AiSpec, seed: u64, top: usize, threads: u32) -> AnalysisJson {
    let board = state.board();
    let Some(side) = state.to_move() else {
        return AnalysisJson {
            to_move: None,
            outcome: state.outcome().map(|o| o.to_string()),
            judged: 0,
            cut: None,
            best: Vec::new(),
            level: level.to_string(),
            deterministic: level.is_deterministic(),
            choice: None,
            search: None,
        };
    };
    let seen = state.observation(side).determinize(mix_seed(seed));
    let Suggestions { best, judged, cut } = suggest(
        &seen,
        top,
        TurnLimits::default(),
        Sight::OwnRack,
        &Control::default(),
    )
    .expect("a default control never cancels");
    let player_seed = mix_seed(seed ^ 0xA11A_5E5E);
    let (choice, search): (Option<Action>, Option<SearchJson>) = match level.mcts_config() {
        Some(config) => {
            let mut player = MctsPlayer::new(MctsConfig { threads, ..config }, player_seed);
            let result = player.search(&state.observation(side), &Control::default());
            let search = result.as_ref().map(|r| SearchJson {
                iterations: r.iterations,
                threads,
                decided: r.decided,
                actions: r
                    .edges
                    .iter()
                    .take(top)
                    .map(|e| EdgeJson {
                        action: print(board, &e.action),
                        visits: e.visits,
                        mean: (f64::from(e.mean) * 1000.0).round() / 1000.0,
                    })
                    .collect(),
            });
            (result.map(|r| r.action), search)
        }
        None => {
            let mut player: Box<dyn Player> = level.build(player_seed);
            (
                choose_for(player.as_mut(), state, &Control::default()),
                None,
            )
        }
    };
    AnalysisJson {
        to_move: Some(side.name().to_string()),
        outcome: None,
        judged,
        cut: cut.map(|c| CutJson {
            outcomes: c.outcomes,
            at: c.at,
        }),
        best: best
            .into_iter()
            .enumerate()
            .map(|(i, s)| TurnJson {
                rank: i + 1,
                line: s.line,
                value: s.value,
            })
            .collect(),
        level: level.to_string(),
        deterministic: level.is_deterministic(),
        choice: choice.map(|a| print(board, &a)),
        search,
    }
}

/// The analysis as text.
fn describe(a: &AnalysisJson, board_name: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let Some(side) = &a.to_move else {
        let _ = writeln!(
            out,
            "{board_name}: game over: {}.",
            a.outcome.as_deref().unwrap_or("no outcome")
        );
        return out;
    };
    let _ = writeln!(out, "{board_name}: {side} to move.");
    let _ = writeln!(
        out,
        "Best complete turns ({} judged, engine values in hundredths of a medal):",
        a.judged
    );
    if let Some(c) = &a.cut {
        let _ = writeln!(
            out,
            "  (the turns were cut after {} outcomes, at `{}`)",
            c.outcomes, c.at
        );
    }
    for t in &a.best {
        let _ = writeln!(out, "  {:>2}. {:>9.2}  {}", t.rank, t.value, t.line);
    }
    if let Some(s) = &a.search {
        let _ = match s.decided {
            Some(Decided::Forced) => writeln!(out, "Search: none needed, the only legal action:"),
            Some(Decided::Wins) => writeln!(out, "Search: none needed, it wins:"),
            Some(Decided::OnlySafe) => writeln!(
                out,
                "Search: none needed, every other action hands the opponent a win:"
            ),
            None if s.threads > 1 => writeln!(
                out,
                "Search: {} iterations on {} threads; most visited:",
                s.iterations, s.threads
            ),
            None => writeln!(out, "Search: {} iterations; most visited:", s.iterations),
        };
        for e in &s.actions {
            let _ = writeln!(
                out,
                "  {:>7} visits, win chance {:.3}  {}",
                e.visits, e.mean, e.action
            );
        }
    }
    let _ = writeln!(
        out,
        "{} plays: {}{}",
        a.level,
        a.choice.as_deref().unwrap_or("nothing"),
        if a.deterministic {
            ""
        } else {
            " (a time budget: another run may choose otherwise)"
        }
    );
    out
}

pub fn run(args: &AnalyseArgs) -> u8 {
    let result = (|| {
        let level = parse_level(&args.level)?;
        if !(1..=MAX_TOP).contains(&args.top) {
            return Err(Failure::unreadable(format!(
                "--top: {} is not from 1 to {MAX_TOP}",
                args.top
            )));
        }
        let most = MctsConfig::MAX_THREADS;
        if !(1..=most).contains(&args.threads) {
            return Err(Failure::unreadable(format!(
                "--threads: {} is not from 1 to {most}",
                args.threads
            )));
        }
        let state = start_and_play(&args.game)?;
        Ok((
            analyse(
                &state,
                level,
                args.game.seed.unwrap_or(0),
                args.top,
                args.threads,
            ),
            state,
        ))
    })();
    match result {
        Err(f) => {
            eprintln!("error: {}", f.message);
            f.code
        }
        Ok((a, state)) => {
            if args.game.json {
                outln!(
                    "{}",
                    serde_json::to_string_pretty(&a).unwrap_or_else(|_| "{}".into())
                );
            } else {
                out!("{}", describe(&a, state.board().name()));
            }
            0
        }
    }
}
