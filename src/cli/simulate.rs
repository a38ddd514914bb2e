//! `toyforge simulate`: plays many games between two AIs on a map (a fresh seeded setup each
//! game, the first player alternating) or from a scenario's position, and reports statistics and
//! the designer metrics: a readable table, or JSON with `--json`; `--csv FILE` writes one row per
//! game. `--ladder`, `--luck` and `--suggest` add the skill trace, the luck index and the
//! suggestions; `--report FILE.html` writes all of it as one page.

use super::Failure;
use super::lab::{self, Extras, ExtrasWanted, Players};
use super::play::{Origin, origin};
use crate::analysis::{GameRecord, MAX_GAMES, Rate, Simulation, Start, simulate_each};
use crate::engine::{Board, GameOptions};
use crate::map::{AtomicFile, Map};
use crate::pieces::{BySide, Side};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};

/// The arguments of `simulate`.
#[derive(clap::Args, Debug, Clone)]
pub struct SimArgs {
    /// A map (each game a fresh seeded setup, the first player alternating) or a scenario (each
    /// game from its position, re-seeded).
    pub file: PathBuf,
    /// Number of games (at most 10,000,000).
    #[arg(long, value_name = "N")]
    pub games: usize,
    #[command(flatten)]
    pub players: Players,
    /// Print the statistics as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write one row per game to this CSV file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also run the skill trace: random, greedy, MCTS at a small and at the full budget, and
    /// expert in the time of the full budget, each against the level below, --games games a
    /// rung (half with each seat).
    #[arg(long)]
    pub ladder: bool,
    /// MCTS iterations a move of the ladder's small rung.
    #[arg(long, value_name = "N", default_value_t = crate::analysis::SMALL_MCTS)]
    pub mcts_small: u32,
    /// MCTS iterations a move of the ladder's full rung (the expert rung above it gets 2.5 times
    /// as many, about the same time).
    #[arg(long, value_name = "N", default_value_t = crate::ai::MctsConfig::DEFAULT_ITERATIONS)]
    pub mcts_full: u32,
    /// Also measure the luck index: each game played twice by the same players, the second
    /// time with the game's chance dealt again.
    #[arg(long)]
    pub luck: bool,
    /// Also try each region's medals and each side's target one up and one down, on the same
    /// seeds, and rank the changes by how much closer to even they bring the game (maps only).
    #[arg(long)]
    pub suggest: bool,
    /// Write a self-contained HTML report (map, metrics, histogram, heat map, and whatever of
    /// the above was asked for) to this file (maps only).
    #[arg(long, value_name = "FILE.html")]
    pub report: Option<PathBuf>,
}

/// Loads the start of the games with the same loader (and messages) as `play`, and the map
/// when the file is one; last, the map file a scenario names.
fn load(file: &Path, first_game: bool) -> Result<(Start, Option<Map>, Option<PathBuf>), Failure> {
    let name = file.display().to_string();
    match origin(file, first_game)? {
        Origin::Setup(board) => Ok((
            Start::Setup {
                board,
                options: GameOptions {
                    first_game,
                    ..GameOptions::default()
                },
            },
            Some(Map::load(file)?),
            None,
        )),
        Origin::Scenario(loaded) => {
            // The same refusal as `play` for an impossible position.
            let state = loaded
                .start()
                .map_err(|e| Failure::fails(format!("{name}: {e}")))?;
            Ok((
                Start::Position {
                    board: state.board().clone(),
                    position: Box::new(loaded.scenario.position),
                },
                None,
                loaded.map_path,
            ))
        }
    }
}

/// Checks the numbers of the command line.
fn check_args(args: &SimArgs) -> Result<(), Failure> {
    lab::check_counts(args.games, MAX_GAMES, "a run plays", "games", &args.players)?;
    if args.ladder && (args.mcts_small == 0 || args.mcts_full == 0) {
        return Err(Failure::unreadable(
            "--mcts-small and --mcts-full must be at least 1",
        ));
    }
    lab::check_report_path(args.report.as_deref())
}

/// The CSV file being written as games finish; the first write error stops the writing.
struct CsvOut {
    path: PathBuf,
    file: AtomicFile,
    error: Option<std::io::Error>,
}

impl CsvOut {
    fn create(path: &Path, board: &Board) -> Result<CsvOut, Failure> {
        let fail = |e: std::io::Error| {
            Failure::unreadable(format!(
                "{}: cannot write the CSV file: {e}",
                path.display()
            ))
        };
        let mut file = AtomicFile::create(path).map_err(fail)?;
        file.write_all(csv_header(board).as_bytes()).map_err(fail)?;
        Ok(CsvOut {
            path: path.to_path_buf(),
            file,
            error: None,
        })
    }

    fn row(&mut self, g: &GameRecord) {
        if self.error.is_none()
            && let Err(e) = self.file.write_all(csv_row(g).as_bytes())
        {
            self.error = Some(e);
        }
    }

    fn finish(self) -> Result<(), Failure> {
        let result = match self.error {
            Some(e) => Err(e),
            None => self.file.commit(),
        };
        result.map_err(|e| {
            Failure::unreadable(format!(
                "{}: cannot write the CSV file: {e}",
                self.path.display()
            ))
        })
    }
}

pub fn run(args: &SimArgs) -> u8 {
    lab::exit_status(run_sim(args))
}

fn run_sim(args: &SimArgs) -> Result<(), Failure> {
    check_args(args)?;
    // Before anything is read or played: an output must not overwrite an input.
    let outputs: Vec<(&str, &Path)> = [("--csv", &args.csv), ("--report", &args.report)]
        .into_iter()
        .filter_map(|(option, path)| path.as_deref().map(|p| (option, p)))
        .collect();
    super::check_outputs(&outputs, &[&args.file])?;
    let (start, map, map_file) = load(&args.file, args.players.first_game)?;
    if let Some(map_file) = &map_file {
        super::check_outputs(&outputs, &[map_file])?;
    }
    if map.is_none() && (args.suggest || args.report.is_some()) {
        return Err(Failure::unreadable(format!(
            "{}: --suggest and --report need a map file, not a scenario",
            args.file.display()
        )));
    }
    let board = start.board();
    let mut csv = match &args.csv {
        Some(path) => Some(CsvOut::create(path, board)?),
        None => None,
    };
    // Records go to the CSV file as games finish; none are kept.
    let config = args.players.config(args.games);
    let bar = progress_bar(args.games as u64);
    let sim = simulate_each(
        &start,
        &config,
        &|done, _| bar.set_position(done as u64),
        None,
        &mut |g| {
            if let Some(csv) = &mut csv {
                csv.row(g);
            }
        },
    );
    bar.finish_and_clear();
    let sim = sim.map_err(|e| Failure::fails(format!("{}: {e}", args.file.display())))?;
    if let Some(csv) = csv {
        csv.finish()?;
    }
    let want = ExtrasWanted {
        ladder: args.ladder.then_some((args.mcts_small, args.mcts_full)),
        luck: args.luck,
        suggest: map.as_ref().filter(|_| args.suggest),
        options: GameOptions {
            first_game: args.players.first_game,
            ..GameOptions::default()
        },
    };
    let extras = lab::run_extras(&start, &config, &want, &args.file.display().to_string())?;
    if let (Some(path), Some(map)) = (&args.report, &map) {
        let parts = crate::render::report::ReportParts {
            map,
            setting: setting(&sim),
            summary: &sim.summary,
            luck: extras.luck.as_ref(),
            ladder: extras.ladder.as_ref(),
            suggestions: extras.suggestions.as_ref(),
            comparison: None,
        };
        lab::write_report(path, &parts)?;
    }
    if args.json {
        let report = Report::new(&args.file, board, &sim, args.players.first_game, &extras);
        let text = serde_json::to_string_pretty(&report)
            .map_err(|e| Failure::fails(format!("cannot write the JSON report: {e}")))?;
        outln!("{text}");
    } else {
        out!("{}", table(&args.file, board, &sim));
        out!("{}", lab::extras_text(&extras));
    }
    Ok(())
}

/// "1000 games, greedy (blue) against greedy (red), seed 1".
fn setting(sim: &Simulation) -> String {
    format!(
        "{} games, {} (blue) against {} (red), seed {}{}",
        sim.summary.games,
        sim.config.blue,
        sim.config.red,
        sim.config.seed,
        if sim.cancelled { ", cancelled" } else { "" }
    )
}

/// A progress bar on stderr, hidden when stderr is not a terminal.
fn progress_bar(total: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed} (about {eta} left)")
    {
        bar.set_style(style);
    }
    bar
}

/// The JSON report.
#[derive(Serialize)]
struct Report<'a> {
    file: String,
    map: &'a str,
    blue: String,
    red: String,
    seed: u64,
    first_game: bool,
    cancelled: bool,
    games: usize,
    finished: usize,
    unfinished: usize,
    wins: BySide<usize>,
    win_rate: BySide<Rate>,
    seats: Seats,
    by_reason: crate::analysis::Reasons,
    by_reason_side: BySide<crate::analysis::Reasons>,
    average_actions: f64,
    average_turns: f64,
    turn_counts: &'a [usize],
    regions: &'a [crate::analysis::RegionStats],
    bases: &'a [crate::analysis::BaseStats],
    metrics: &'a [crate::analysis::MetricStat],
    #[serde(skip_serializing_if = "Option::is_none")]
    skill_trace: Option<&'a crate::analysis::SkillTrace>,
    #[serde(skip_serializing_if = "Option::is_none")]
    luck: Option<&'a crate::analysis::Luck>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suggestions: Option<&'a crate::analysis::Suggestions>,
}

#[derive(Serialize)]
struct Seats {
    first: usize,
    second: usize,
    first_rate: Rate,
}

impl<'a> Report<'a> {
    fn new(
        file: &Path,
        board: &'a Board,
        sim: &'a Simulation,
        first_game: bool,
        extras: &'a Extras,
    ) -> Report<'a> {
        let s = &sim.summary;
        Report {
            file: file.display().to_string(),
            map: board.name(),
            blue: sim.config.blue.to_string(),
            red: sim.config.red.to_string(),
            seed: sim.config.seed,
            first_game,
            cancelled: sim.cancelled,
            games: s.games,
            finished: s.finished,
            unfinished: s.unfinished,
            wins: s.wins,
            win_rate: s.win_rate,
            seats: Seats {
                first: s.first_player_wins,
                second: s.second_player_wins,
                first_rate: s.first_player_rate,
            },
            by_reason: s.by_reason,
            by_reason_side: s.by_reason_side,
            average_actions: s.average_actions,
            average_turns: s.average_turns,
            turn_counts: &s.turn_counts,
            regions: &s.regions,
            bases: &s.bases,
            metrics: &s.metrics,
            skill_trace: extras.ladder.as_ref(),
            luck: extras.luck.as_ref(),
            suggestions: extras.suggestions.as_ref(),
        }
    }
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn rate_cells(r: &Rate) -> String {
    format!(
        "{:>6}  {:>6}  [{}, {}]",
        r.count,
        pct(r.rate),
        pct(r.low),
        pct(r.high)
    )
}

/// The readable summary.
fn table(file: &Path, board: &Board, sim: &Simulation) -> String {
    let s = &sim.summary;
    let c = &sim.config;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} ({}): {} games, blue {} vs red {}, seed {}{}",
        board.name(),
        file.display(),
        s.games,
        c.blue,
        c.red,
        c.seed,
        if sim.cancelled { " (cancelled)" } else { "" }
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<20}{:>6}  {:>6}  95% interval",
        "", "games", "share"
    );
    let _ = writeln!(out, "{:<20}{}", "blue wins", rate_cells(&s.win_rate.blue));
    let _ = writeln!(out, "{:<20}{}", "red wins", rate_cells(&s.win_rate.red));
    let _ = writeln!(
        out,
        "{:<20}{}",
        "first player wins",
        rate_cells(&s.first_player_rate)
    );
    let second = Rate::new(s.second_player_wins, s.games);
    let _ = writeln!(out, "{:<20}{}", "second player wins", rate_cells(&second));
    let _ = writeln!(
        out,
        "{:<20}{:>6}  {:>6}",
        "unfinished",
        s.unfinished,
        pct(if s.games == 0 {
            0.0
        } else {
            s.unfinished as f64 / s.games as f64
        })
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<20}{:>6}  {:>6}  {:>6}",
        "wins by reason", "blue", "red", "all"
    );
    for (name, f) in [
        (
            "hq",
            (|r: &crate::analysis::Reasons| r.hq) as fn(&_) -> usize,
        ),
        ("medals", |r| r.medals),
        ("stalled", |r| r.stalled),
    ] {
        let _ = writeln!(
            out,
            "{:<20}{:>6}  {:>6}  {:>6}",
            name,
            f(&s.by_reason_side.blue),
            f(&s.by_reason_side.red),
            f(&s.by_reason)
        );
    }
    if let Some(e) = s.by_reason.ending() {
        // The command line speaks English, for scripts.
        let advice =
            toyforge_core::tr!(toyforge_core::i18n::Lang::En, "lab-ending", kind = e.key());
        let _ = writeln!(out, "{advice}");
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "average length: {:.1} turns, {:.1} actions (finished games)",
        s.average_turns, s.average_actions
    );
    let _ = writeln!(out);
    out.push_str(&lab::metrics_text(&s.metrics));
    let _ = writeln!(out);
    let w = s
        .regions
        .iter()
        .map(|r| r.id.len())
        .chain(s.bases.iter().map(|b| b.id.len()))
        .max()
        .unwrap_or(0)
        .max(6)
        + 2;
    let turn = |t: Option<f64>| t.map_or("-".to_string(), |t| format!("{t:.1}"));
    let _ = writeln!(
        out,
        "{:<w$}{:>6}  {:>6}  {:>6}  {:>6}  mean turn of the claim (blue / red)",
        "region", "medals", "blue", "red", "none"
    );
    for r in &s.regions {
        let _ = writeln!(
            out,
            "{:<w$}{:>6}  {:>6}  {:>6}  {:>6}  {} / {}",
            r.id,
            r.medals,
            r.claimed.blue,
            r.claimed.red,
            r.unclaimed,
            turn(r.mean_turn.blue),
            turn(r.mean_turn.red)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<w$}{:>6}  {:>6}  {:>6}   (who held it at the end)",
        "base", "blue", "red", "empty"
    );
    for b in &s.bases {
        let _ = writeln!(
            out,
            "{:<w$}{:>6}  {:>6}  {:>6}",
            b.id, b.held.blue, b.held.red, b.empty
        );
    }
    out
}

/// Quotes a CSV field when it needs it.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn side_name(s: Option<Side>) -> &'static str {
    s.map_or("", |s| s.name())
}

/// The CSV file's first line: the game's number, seed, first player, winner and end (empty when
/// unfinished), length, medals, the metrics' trace (decisions, legal actions summed over them,
/// the most at one decision, turns with a real choice, bases ever occupied), then per region the side that claimed it and the turn, and per
/// base the side on top at the end.
pub fn csv_header(board: &Board) -> String {
    let mut head = vec![
        "game".to_string(),
        "seed".into(),
        "first".into(),
        "winner".into(),
        "end".into(),
        "actions".into(),
        "turns".into(),
        "medals_blue".into(),
        "medals_red".into(),
        "decisions".into(),
        "legal_actions".into(),
        "legal_max".into(),
        "choice_turns".into(),
        "bases_occupied".into(),
    ];
    for r in board.regions() {
        head.push(format!("region:{}", board.region_id(r)));
        head.push(format!("region_turn:{}", board.region_id(r)));
    }
    for l in board.base_locs() {
        head.push(format!("base:{}", board.id(l)));
    }
    let mut out = head
        .iter()
        .map(|h| csv_field(h))
        .collect::<Vec<_>>()
        .join(",");
    out.push('\n');
    out
}

/// One game's line of the CSV file.
pub fn csv_row(g: &GameRecord) -> String {
    let mut row = vec![
        g.index.to_string(),
        g.seed.to_string(),
        g.first.name().to_string(),
        side_name(g.winner).to_string(),
        g.end.map_or("", |e| e.name()).to_string(),
        g.actions.to_string(),
        g.turns.to_string(),
        g.medals.blue.to_string(),
        g.medals.red.to_string(),
        g.trace.decisions.to_string(),
        g.trace.legal_sum.to_string(),
        g.trace.legal_max.to_string(),
        g.trace.choice_turns.to_string(),
        g.trace.occupied.to_string(),
    ];
    for c in &g.regions {
        row.push(side_name(c.map(|c| c.side)).to_string());
        row.push(c.map_or(String::new(), |c| c.turn.to_string()));
    }
    for b in &g.bases {
        row.push(side_name(*b).to_string());
    }
    let mut out = row.join(",");
    out.push('\n');
    out
}
