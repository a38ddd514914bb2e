//! What `simulate` and `compare` share: the readable metric table, the optional analyses
//! (skill trace, luck index, suggestions) and the HTML report.

use super::Failure;
use super::table::{Align, text_table};
use crate::ai::AiSpec;
use crate::analysis::{
    Luck, MetricStat, Rung, SimConfig, SkillTrace, Start, Suggestions, balance, ladder, luck,
    skill_trace, suggest,
};
use crate::control::Control;
use crate::engine::GameOptions;
use crate::map::{AtomicFile, Map};
use crate::render::report::{ReportParts, metric_value, report_html};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

/// Who plays, on which seeds: the options `simulate` and `compare` share.
#[derive(clap::Args, Debug, Clone)]
pub struct Players {
    /// The AI playing blue: random, greedy, mcts, mcts:N (N iterations a move), expert or
    /// expert:N.
    #[arg(long, value_name = "AI", default_value = "greedy")]
    pub blue: AiSpec,
    /// The AI playing red: random, greedy, mcts, mcts:N (N iterations a move), expert or
    /// expert:N.
    #[arg(long, value_name = "AI", default_value = "greedy")]
    pub red: AiSpec,
    /// Master seed; game i's seed is derived from it, so a run is reproducible.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// First-game mode (RULES §8): special bases have no effect.
    #[arg(long)]
    pub first_game: bool,
    /// Worker threads (default: every core; at most 256).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
}

impl Players {
    /// The settings of a run of `games` games between these players; no records are kept (the
    /// commands report from the statistics, or write each record as its game finishes).
    pub fn config(&self, games: usize) -> SimConfig {
        SimConfig {
            games,
            blue: self.blue,
            red: self.red,
            seed: self.seed,
            threads: self.threads,
            keep_records: false,
            ..SimConfig::default()
        }
    }
}

/// The exit status of a command's result, its failure printed on standard error.
pub fn exit_status(result: Result<(), Failure>) -> u8 {
    match result {
        Ok(()) => 0,
        Err(f) => {
            eprintln!("error: {}", f.message);
            f.code
        }
    }
}

/// The readable metric table.
pub fn metrics_text(metrics: &[MetricStat]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<20}{:>10}  {:>22}  {:>6}",
        "metric", "value", "95% interval", "games"
    );
    for m in metrics {
        let range = if m.games < 2 {
            "-".to_string()
        } else {
            format!(
                "{} to {}",
                metric_value(m.metric, m.low),
                metric_value(m.metric, m.high)
            )
        };
        let _ = writeln!(
            out,
            "{:<20}{:>10}  {:>22}  {:>6}",
            m.metric.label().to_lowercase(),
            metric_value(m.metric, m.mean),
            range,
            m.games
        );
    }
    if let Some(b) = metrics
        .iter()
        .find(|m| m.metric == crate::analysis::Metric::BlueWins)
    {
        let _ = writeln!(out, "{:<20}{:>10.2}", "side balance", balance(b.mean));
    }
    out
}

/// The analyses asked for besides the plain run.
#[derive(Default)]
pub struct Extras {
    pub ladder: Option<SkillTrace>,
    pub luck: Option<Luck>,
    pub suggestions: Option<Suggestions>,
}

/// What to run besides the plain run.
pub struct ExtrasWanted<'a> {
    pub ladder: Option<(u32, u32)>,
    pub luck: bool,
    pub suggest: Option<&'a Map>,
    pub options: GameOptions,
}

/// Runs the analyses asked for, with `config`'s games, seed and threads.
pub fn run_extras(
    start: &Start,
    config: &SimConfig,
    want: &ExtrasWanted,
    name: &str,
) -> Result<Extras, Failure> {
    let fail = |e: crate::analysis::SimError| Failure::fails(format!("{name}: {e}"));
    let mut out = Extras::default();
    if let Some((small, full)) = want.ladder {
        let levels: Vec<AiSpec> = ladder(small, full);
        out.ladder = Some(skill_trace(start, &levels, config, &|_, _| {}, None).map_err(fail)?);
    }
    if want.luck {
        out.luck = Some(luck(start, config, None).map_err(fail)?);
    }
    if let Some(map) = want.suggest {
        out.suggestions =
            Some(suggest(map, want.options, config, &Control::default()).map_err(fail)?);
    }
    Ok(out)
}

/// How the skill trace's columns sit: the levels and the verdict as text, the rest figures.
const RUNG_ALIGN: [Align; 10] = [
    Align::Left,
    Align::Left,
    Align::Right,
    Align::Right,
    Align::Right,
    Align::Left,
    Align::Right,
    Align::Right,
    Align::Right,
    Align::Right,
];

/// The readable text of the extras.
pub fn extras_text(x: &Extras) -> String {
    let mut out = String::new();
    if let Some(t) = &x.ladder {
        let _ = writeln!(
            out,
            "\nskill trace (each level against the one below, both seats)"
        );
        let rows: Vec<Vec<String>> = t.rungs.iter().map(|r| r.cells().to_vec()).collect();
        out.push_str(&text_table(&Rung::COLUMNS, &rows, &RUNG_ALIGN));
        for note in t.rungs.iter().filter_map(Rung::inverted_note) {
            let _ = writeln!(out, "{note}");
        }
        let _ = writeln!(
            out,
            "{}",
            if t.verdict_holds {
                "the balance verdict is the same at every rung"
            } else {
                "the balance verdict changes between rungs"
            }
        );
    }
    if let Some(l) = &x.luck {
        let _ = writeln!(
            out,
            "\nluck index {:.2} [{:.2}, {:.2}]: {} games played twice, the second time with the \
             chance dealt again; {} decided both times, {} won by the same colour (0: chance never \
             changes the winner, 1: the winner is as if drawn afresh)",
            l.index, l.low, l.high, l.deals, l.pairs, l.same_colour
        );
    }
    if let Some(s) = &x.suggestions {
        let _ = writeln!(out, "\n{}", suggestions_text(s));
    }
    out
}

/// The suggestions in words: the verdict on the map as it is, then each change confirmed on
/// fresh seeds at both levels with its effect at each, or why none is offered.
pub fn suggestions_text(s: &Suggestions) -> String {
    let mut out = String::new();
    let now = format!(
        "blue wins {:.1}% of decided games [{:.1}, {:.1}] at {} ({} games)",
        s.blue_before * 100.0,
        s.before_low * 100.0,
        s.before_high * 100.0,
        s.level,
        s.games
    );
    if !s.unfair {
        let _ = write!(
            out,
            "suggestions: none; {now}: no measurable advantage for either side, nothing to change"
        );
        return out;
    }
    let _ = writeln!(
        out,
        "suggestions: {now}; each change screened on the same games, the {} best confirmed on \
         fresh seeds at {} and at {}",
        crate::analysis::CONFIRM,
        s.level,
        s.stronger
    );
    if let Some(share) = s.stronger_before {
        let _ = writeln!(
            out,
            "  at {} on the fresh seeds blue wins {:.1}% of decided games on the map as it is",
            s.stronger,
            share * 100.0
        );
    }
    if s.confirmed.is_empty() {
        let screened = s.ranked.iter().filter(|x| x.helps()).count();
        let _ = write!(
            out,
            "  none confirmed: {screened} changes helped on the screen, none again on fresh seeds \
             at both levels"
        );
        return out;
    }
    for (i, c) in s.confirmed.iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {}", i + 1, c.level.text);
        let _ = writeln!(
            out,
            "     at {}: blue wins {:.1}% instead of {:.1}% ({:+.1} points, 95% interval {:+.1} \
             to {:+.1})",
            s.stronger,
            c.stronger.blue * 100.0,
            c.stronger.blue_before * 100.0,
            c.stronger.paired.diff * 100.0,
            c.stronger.paired.low * 100.0,
            c.stronger.paired.high * 100.0
        );
    }
    out.pop();
    out
}

/// Writes the HTML report atomically.
pub fn write_report(path: &Path, parts: &ReportParts) -> Result<(), Failure> {
    let fail = |e: std::io::Error| {
        Failure::unreadable(format!("{}: cannot write the report: {e}", path.display()))
    };
    let html = report_html(parts);
    let mut file = AtomicFile::create(path).map_err(fail)?;
    file.write_all(html.as_bytes()).map_err(fail)?;
    file.commit().map_err(fail)
}

/// Most worker threads a run may be given with `--threads`.
pub const MAX_THREADS: usize = 256;

/// Refuses a number of games of 0 or above `max` ("--games N is too many: {does} at most {max}
/// {what}"), and 0 threads or more than [`MAX_THREADS`].
pub fn check_counts(
    games: usize,
    max: usize,
    does: &str,
    what: &str,
    players: &Players,
) -> Result<(), Failure> {
    if games == 0 {
        return Err(Failure::unreadable("--games must be at least 1"));
    }
    if games > max {
        return Err(Failure::unreadable(format!(
            "--games {games} is too many: {does} at most {max} {what}"
        )));
    }
    check_threads(players.threads)
}

/// Refuses 0 threads or more than [`MAX_THREADS`].
pub fn check_threads(threads: Option<usize>) -> Result<(), Failure> {
    match threads {
        Some(0) => Err(Failure::unreadable("--threads must be at least 1")),
        Some(n) if n > MAX_THREADS => Err(Failure::unreadable(format!(
            "--threads {n} is too many: a run uses at most {MAX_THREADS} worker threads (more than \
             the machine has cores only costs memory and time)"
        ))),
        _ => Ok(()),
    }
}

/// Refuses a report file that is not `.html` or `.htm`.
pub fn check_report_path(path: Option<&Path>) -> Result<(), Failure> {
    match path {
        Some(p)
            if !p.extension().and_then(|e| e.to_str()).is_some_and(|e| {
                e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm")
            }) =>
        {
            Err(Failure::unreadable(format!(
                "--report {}: the report is an HTML page; give a file ending in .html",
                p.display()
            )))
        }
        _ => Ok(()),
    }
}
