//! `toyforge balance MAP --levels greedy,mcts:200 --within 3 --out BALANCED.ron`: searches small
//! edits of a draft (medals, targets, paths, special bases) until blue's share of the decided
//! games is within the band around 50% at every level on fresh seeds, prints the edits in words
//! and writes the balanced map.

use super::Failure;
use super::lab;
use crate::ai::AiSpec;
use crate::analysis::{BalanceConfig, Balanced, LevelShare, MAX_GAMES, balance_map};
use crate::control::Control;
use crate::engine::{Board, GameOptions};
use crate::map::Map;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

/// The arguments of `balance`.
#[derive(clap::Args, Debug, Clone)]
pub struct BalanceArgs {
    /// The draft map.
    pub map: PathBuf,
    /// The levels the map must be fair at (at most 8), each in both seats, the cheapest first (it
    /// screens every edit): random, greedy, mcts, mcts:N, mcts:Nms, expert, expert:N or
    /// expert:Nms.
    #[arg(
        long,
        value_name = "AI,AI",
        value_delimiter = ',',
        default_value = "greedy,mcts:200"
    )]
    pub levels: Vec<AiSpec>,
    /// Games a map at each level while searching, one number a level or one for all (default:
    /// 1000 at random and greedy, 200 at an MCTS level); the check on fresh seeds plays twice
    /// as many.
    #[arg(long, value_name = "N,N", value_delimiter = ',')]
    pub games: Option<Vec<usize>>,
    /// The band around 50%, in percentage points: blue's share must be within 50 ± this.
    #[arg(long, value_name = "POINTS", default_value_t = 3.0)]
    pub within: f64,
    /// The most edits an answer may make (1 to 20).
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = max_edits)]
    pub max_edits: usize,
    /// Searches started again from the draft with another first edit (0 to 20).
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = restarts)]
    pub restarts: usize,
    /// Where to write the balanced map (only when one is found).
    #[arg(long, value_name = "BALANCED.ron")]
    pub out: Option<PathBuf>,
    /// Master seed of the search; the fresh seeds are derived from it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// First-game mode (RULES §8): special bases have no effect.
    #[arg(long)]
    pub first_game: bool,
    /// Worker threads (default: every core; at most 256).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The most `--max-edits` allows: each edit is a step of the search, which plays every
/// candidate edit of the map at the first level.
pub const MAX_EDITS: usize = 20;
/// The most `--restarts` allows: each restart is a whole search again.
pub const MAX_RESTARTS: usize = 20;
/// The most levels `--levels` may name.
pub const MAX_LEVELS: usize = 8;

/// A count of the command line from `low` to `high`, or what is wrong with it.
fn count_in(text: &str, low: usize, high: usize, what: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(format!("give a whole number from {low} to {high} ({what})")),
    }
}

/// Parses `--max-edits`.
fn max_edits(text: &str) -> Result<usize, String> {
    count_in(text, 1, MAX_EDITS, "the most edits an answer may make")
}

/// Parses `--restarts`.
fn restarts(text: &str) -> Result<usize, String> {
    count_in(
        text,
        0,
        MAX_RESTARTS,
        "each restart is a whole search again",
    )
}

pub fn run(args: &BalanceArgs) -> u8 {
    match run_balance(args) {
        Ok(true) => 0,
        Ok(false) => super::EXIT_FAIL,
        Err(f) => lab::exit_status(Err(f)),
    }
}

/// The search's settings from the command line, or what is wrong with it.
fn config(args: &BalanceArgs) -> Result<BalanceConfig, Failure> {
    if args.levels.is_empty() {
        return Err(Failure::unreadable("--levels names no level"));
    }
    if args.levels.len() > MAX_LEVELS {
        return Err(Failure::unreadable(format!(
            "--levels names {} levels: at most {MAX_LEVELS} (each plays every candidate map)",
            args.levels.len()
        )));
    }
    let default: Vec<usize> = args
        .levels
        .iter()
        // A tree search (default or expert) is slow: fewer games.
        .map(|l| if l.is_search() { 200 } else { 1000 })
        .collect();
    let games = match args.games.as_deref().unwrap_or(&default) {
        [n] => vec![*n; args.levels.len()],
        g if g.len() == args.levels.len() => g.to_vec(),
        g => {
            return Err(Failure::unreadable(format!(
                "--games gives {} numbers for {} levels: give one a level, or one for all",
                g.len(),
                args.levels.len()
            )));
        }
    };
    if let Some(n) = games.iter().find(|&&n| n == 0 || n > MAX_GAMES / 2) {
        return Err(Failure::unreadable(format!(
            "--games {n}: a map is played from 1 to {} times at a level",
            MAX_GAMES / 2
        )));
    }
    if !(args.within > 0.0 && args.within < 50.0) {
        return Err(Failure::unreadable(format!(
            "--within {}: the band is more than 0 and less than 50 points wide on each side",
            args.within
        )));
    }
    lab::check_threads(args.threads)?;
    Ok(BalanceConfig {
        levels: args.levels.clone(),
        games,
        within: args.within / 100.0,
        max_edits: args.max_edits,
        restarts: args.restarts,
        seed: args.seed,
        threads: args.threads,
        options: GameOptions {
            first_game: args.first_game,
            ..GameOptions::default()
        },
        ..BalanceConfig::default()
    })
}

/// Whether a balanced map was found (or the draft already was).
fn run_balance(args: &BalanceArgs) -> Result<bool, Failure> {
    let config = config(args)?;
    if let Some(out) = &args.out {
        super::check_outputs(&[("--out", out)], &[&args.map])?;
    }
    let map = Map::load(&args.map)?;
    let name = args.map.display().to_string();
    Board::compile(&map).map_err(|e| Failure::fails(format!("{name}: {e}")))?;
    if let Some(out) = &args.out
        && out.extension().is_none_or(|e| e != "ron")
    {
        return Err(Failure::unreadable(format!(
            "--out {}: a map file ends in .ron",
            out.display()
        )));
    }
    // A search can take minutes: a folder that is not there is said before it, not after.
    if let Some(out) = &args.out {
        let folder = out
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(std::path::Path::new("."));
        if !folder.is_dir() {
            return Err(Failure::unreadable(format!(
                "--out {}: the folder {} does not exist",
                out.display(),
                folder.display()
            )));
        }
    }
    let bar = progress_bar();
    let control = Control::default().on_progress({
        let bar = bar.clone();
        move |p| bar.set_position((p.fraction() * 1000.0) as u64)
    });
    let started = Instant::now();
    let result =
        balance_map(&map, &config, &control).map_err(|e| Failure::fails(format!("{name}: {e}")))?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let mut wrote = None;
    if result.reached
        && !result.steps.is_empty()
        && let Some(out) = &args.out
    {
        result
            .map
            .save(out)
            .map_err(|e| Failure::unreadable(format!("cannot write {}: {e}", out.display())))?;
        wrote = Some(out.display().to_string());
    }
    if args.json {
        let json = Json {
            file: name,
            map: &map.name,
            seconds,
            edits: result.edits(),
            steps: result.steps.iter().map(|s| s.describe(&map)).collect(),
            written: wrote,
            result: &result,
        };
        let text = serde_json::to_string_pretty(&json)
            .map_err(|e| Failure::unreadable(format!("cannot write the JSON report: {e}")))?;
        outln!("{text}");
    } else {
        out!("{}", text(&name, &map, &result, seconds, wrote.as_deref()));
    }
    Ok(result.reached || !result.needed)
}

#[derive(Serialize)]
struct Json<'a> {
    file: String,
    map: &'a str,
    seconds: f64,
    edits: usize,
    /// Each step in words.
    steps: Vec<String>,
    /// The file the balanced map was written to.
    written: Option<String>,
    #[serde(flatten)]
    result: &'a Balanced,
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// "greedy 58.2% [56.0, 60.3] of 1986 decided games".
fn shares(list: &[LevelShare]) -> String {
    list.iter()
        .map(|s| {
            format!(
                "{} {} [{:.1}, {:.1}] of {} decided",
                s.level,
                pct(s.blue),
                100.0 * s.low,
                100.0 * s.high,
                s.decided
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The readable result.
pub fn text(name: &str, map: &Map, r: &Balanced, seconds: f64, wrote: Option<&str>) -> String {
    let mut out = String::new();
    let levels: Vec<String> = r.before.iter().map(|s| s.level.to_string()).collect();
    let _ = writeln!(
        out,
        "{} ({name}): blue's share of the decided games within 50 ± {:.1}% at {}, each in both \
         seats, checked on fresh seeds",
        map.name,
        100.0 * r.within,
        levels.join(" and ")
    );
    let _ = writeln!(
        out,
        "{}",
        match r.symmetry {
            Some(s) => format!(
                "The drawing is {s}: a part that matches its mirror image is edited with it."
            ),
            None => "The drawing has no mirror image: each edit is made alone.".to_string(),
        }
    );
    let _ = writeln!(out, "\nas drawn:  {}", shares(&r.before));
    if r.steps.is_empty() && r.reached {
        let _ = writeln!(out, "\nAlready within the band: nothing to change.");
    } else if !r.needed {
        let _ = writeln!(
            out,
            "\nNo level is measurably outside the band (each 95% interval reaches into it): \
             nothing to change. More games may tell."
        );
    } else if r.steps.is_empty() {
        let _ = writeln!(
            out,
            "\nNo edit of at most the edits allowed brought it nearer the band."
        );
    } else {
        let _ = writeln!(
            out,
            "\n{} {} {}:",
            if r.reached {
                "Within the band after"
            } else {
                "Not within the band; the nearest found takes"
            },
            r.edits(),
            if r.edits() == 1 { "edit" } else { "edits" }
        );
        for (i, s) in r.steps.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}", i + 1, s.describe(map));
        }
        let _ = writeln!(out, "after:     {}", shares(&r.after));
    }
    match wrote {
        Some(path) => {
            let _ = writeln!(out, "\nwrote {path}");
        }
        None if r.reached && !r.steps.is_empty() => {
            let _ = writeln!(out, "\n(give --out BALANCED.ron to write the balanced map)");
        }
        None => {}
    }
    let _ = writeln!(
        out,
        "\n{} maps, {} games in {:.0} s",
        r.maps_played, r.games_played, seconds
    );
    out
}

/// A progress bar on stderr, in thousandths of the most the search can take, hidden when
/// stderr is not a terminal.
fn progress_bar() -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(1000), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{bar:40} searching (the bar is the most it can take)  {elapsed}",
    ) {
        bar.set_style(style);
    }
    bar
}
