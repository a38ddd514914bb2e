//! `toyforge play`: start from a scenario's position or a fresh seeded setup on a map, apply
//! the given actions, print the resulting state (text, or the JSON object of NOTATION.md).

use super::Failure;
use crate::engine::{Board, GameOptions, State};
use crate::map::{Map, read_text};
use crate::notation::{self, Line, legal_texts};
use crate::pieces::{Side, Troop};
use crate::scenario::{Scenario, looks_like_scenario};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The arguments shared by `play` and `legal`.
#[derive(clap::Args, Debug, Clone)]
pub struct GameArgs {
    /// A map or a scenario file. A file whose top level has a `position` field, or a `map`
    /// field naming the map, is read as a scenario (its position is the start); any other file
    /// is read as a map (a fresh setup from the seed).
    pub file: PathBuf,
    /// Actions to apply, separated by `;` or new lines (`#` starts a comment).
    #[arg(long, value_name = "TEXT", conflicts_with = "moves_file")]
    pub moves: Option<String>,
    /// A file of actions to apply.
    #[arg(long, value_name = "FILE")]
    pub moves_file: Option<PathBuf>,
    /// Seed of the setup on a map (default 0). For a scenario, replaces the position's seed
    /// (reserve shuffles and the game's random source).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// First-game mode (RULES §8): special bases have no effect. For a scenario, turns it on
    /// whatever its position says.
    #[arg(long)]
    pub first_game: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// What the games of a command start from.
pub(super) enum Origin {
    /// A fresh setup on a map's board.
    Setup(Arc<Board>),
    /// A scenario's position.
    Scenario(Box<crate::scenario::LoadedScenario>),
}

/// Reads a map or scenario file and compiles its board. A file that cannot be read is exit
/// status 2; a map that cannot be played, 1.
pub(super) fn origin(file: &Path, first_game: bool) -> Result<Origin, Failure> {
    let name = file.display().to_string();
    let text = read_text(file)?;
    if looks_like_scenario(&text) {
        let mut loaded = Scenario::load(file)?;
        loaded.scenario.position.first_game |= first_game;
        Ok(Origin::Scenario(Box::new(loaded)))
    } else {
        let map = Map::from_ron(&text, &name)?;
        let board = Board::compile(&map).map_err(|e| Failure::fails(format!("{name}: {e}")))?;
        Ok(Origin::Setup(Arc::new(board)))
    }
}

/// Loads the starting state of a map or scenario file.
pub(super) fn start(file: &Path, seed: Option<u64>, first_game: bool) -> Result<State, Failure> {
    let name = file.display().to_string();
    match origin(file, first_game)? {
        Origin::Scenario(mut loaded) => {
            if let Some(seed) = seed {
                loaded.scenario.position.seed = seed;
            }
            loaded
                .start()
                .map_err(|e| Failure::fails(format!("{name}: {e}")))
        }
        Origin::Setup(board) => Ok(State::new_game(
            board,
            seed.unwrap_or(0),
            GameOptions {
                first_game,
                ..GameOptions::default()
            },
        )),
    }
}

/// Loads the start and applies the actions of `--moves` or `--moves-file`.
pub(super) fn start_and_play(args: &GameArgs) -> Result<State, Failure> {
    let (text, source) = match (&args.moves, &args.moves_file) {
        (Some(t), _) => (t.clone(), "--moves".to_string()),
        (None, Some(f)) => (read_text(f)?, f.display().to_string()),
        (None, None) => (String::new(), String::new()),
    };
    // Parse the actions before loading anything, so a syntax error is reported alone.
    let line = Line::parse(&text).map_err(|e| {
        Failure::unreadable(match e.syntax() {
            Some(s) => format!(
                "{source}:{}:{}: expected {}, found {}",
                s.line, s.column, s.expected, s.found
            ),
            None => format!("{source}: {e}"),
        })
    })?;
    let mut state = start(&args.file, args.seed, args.first_game)?;
    line.play(&mut state)
        .into_result()
        .map_err(Failure::fails)?;
    Ok(state)
}

pub fn run(args: &GameArgs) -> u8 {
    with_game(args, |state| {
        if args.json {
            outln!("{}", notation::state_json_string(state));
        } else {
            out!("{}", describe(state));
        }
    })
}

/// Plays the game of `args` and hands the position reached to `show`; a failure is printed and
/// its exit code returned.
pub(super) fn with_game(args: &GameArgs, show: impl FnOnce(&State)) -> u8 {
    match start_and_play(args) {
        Err(f) => {
            eprintln!("error: {}", f.message);
            f.code
        }
        Ok(state) => {
            show(&state);
            0
        }
    }
}

fn troops(v: &[Troop]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ")
    }
}

/// The state as readable text: everything, hidden information included.
pub fn describe(state: &State) -> String {
    let b = state.board();
    let mut out = String::new();
    let _ = writeln!(out, "{}", b.name());
    match (state.outcome(), state.to_move()) {
        (Some(o), _) => {
            let _ = writeln!(out, "Game over: {o}.");
        }
        (None, Some(side)) => match (state.pending(), state.pending_at()) {
            (Some(p), Some(at)) => {
                let _ = writeln!(
                    out,
                    "{side} to move: {} from @{} waits for an answer.",
                    p.describe(),
                    b.id(at)
                );
            }
            _ => {
                let _ = writeln!(out, "{side} to move.");
            }
        },
        (None, None) => {}
    }
    let _ = writeln!(
        out,
        "Medals: blue {}/{}, red {}/{}{}",
        state.medals(Side::Blue),
        b.target(Side::Blue),
        state.medals(Side::Red),
        b.target(Side::Red),
        if state.options().first_game {
            " (first-game mode: special bases off)"
        } else {
            ""
        }
    );
    let claimed: Vec<String> = b
        .regions()
        .filter_map(|r| {
            state
                .claimed_by(r)
                .map(|s| format!("{} by {s}", b.region_id(r)))
        })
        .collect();
    if !claimed.is_empty() {
        let _ = writeln!(out, "Claimed: {}", claimed.join(", "));
    }
    let width = b.locations().map(|l| b.id(l).len()).max().unwrap_or(0) + 2;
    let _ = writeln!(out, "Bases (bottom to top):");
    for l in b.base_locs() {
        let stack = state.stack(l);
        let text = if stack.is_empty() {
            "-".to_string()
        } else {
            stack
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mark = if b.is_special(l) { " *" } else { "" };
        let _ = writeln!(out, "  {:width$}{text}{mark}", b.id(l));
    }
    let _ = writeln!(out, "HQs:");
    for l in b.hq_locs() {
        let side = b.hq_side(l).map(|s| s.name()).unwrap_or("");
        let taken = state
            .top(l)
            .map(|p| format!(" taken by {p}"))
            .unwrap_or_default();
        let _ = writeln!(out, "  {:width$}{side}{taken}", b.id(l));
    }
    let _ = writeln!(out, "Racks:");
    for side in Side::ALL {
        let frozen = state.frozen_list(side);
        let _ = writeln!(
            out,
            "  {:5} {}{}",
            side.name(),
            troops(&state.rack_list(side)),
            if frozen.is_empty() {
                String::new()
            } else {
                format!("  (frozen: {})", troops(&frozen))
            }
        );
    }
    let _ = writeln!(
        out,
        "Reserves: blue {}, red {}",
        state.reserve_len(Side::Blue),
        state.reserve_len(Side::Red)
    );
    let discard = state.discard();
    let _ = writeln!(
        out,
        "Discard (oldest first): {}",
        if discard.is_empty() {
            "-".into()
        } else {
            discard
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        }
    );
    let legal = legal_texts(state);
    let _ = writeln!(out, "Legal actions ({}):", legal.len());
    for a in legal {
        let _ = writeln!(out, "  {a}");
    }
    out
}
