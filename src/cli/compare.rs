//! `toyforge compare A.ron B.ron --games N`: an A/B test of two variants of a map. Both are
//! played on the same seeds (the same deals and first players), and every metric is printed side
//! by side with the paired difference B − A, its 95% interval and the p-value of a paired t-test;
//! `--json` prints the same as JSON and `--report FILE.html` writes a page with both heat maps'
//! difference drawn on A's map.

use super::Failure;
use super::lab::{self, Players};
use crate::analysis::{Comparison, MAX_GAMES, Start, compare};
use crate::engine::{Board, GameOptions};
use crate::map::Map;
use crate::render::report::{Compared, ReportParts, interval_text, metric_value, variant_names};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Most pairs of games one comparison plays.
pub const MAX_PAIRS: usize = MAX_GAMES / 2;

/// The arguments of `compare`.
#[derive(clap::Args, Debug, Clone)]
pub struct CompareArgs {
    /// Variant A (the reference).
    pub a: PathBuf,
    /// Variant B.
    pub b: PathBuf,
    /// Pairs of games: each seed is played on both maps (at most 5,000,000).
    #[arg(long, value_name = "N")]
    pub games: usize,
    #[command(flatten)]
    pub players: Players,
    /// Print the comparison as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write a self-contained HTML report to this file.
    #[arg(long, value_name = "FILE.html")]
    pub report: Option<PathBuf>,
}

pub fn run(args: &CompareArgs) -> u8 {
    lab::exit_status(run_compare(args))
}

fn check_args(args: &CompareArgs) -> Result<(), Failure> {
    lab::check_counts(
        args.games,
        MAX_PAIRS,
        "a comparison plays",
        "pairs of games",
        &args.players,
    )?;
    lab::check_report_path(args.report.as_deref())
}

/// A map file and its board; a map that cannot be played is exit status 1.
fn load(path: &Path, first_game: bool) -> Result<(Map, Start), Failure> {
    let map = Map::load(path)?;
    let board =
        Board::compile(&map).map_err(|e| Failure::fails(format!("{}: {e}", path.display())))?;
    let start = Start::Setup {
        board: Arc::new(board),
        options: GameOptions {
            first_game,
            ..GameOptions::default()
        },
    };
    Ok((map, start))
}

fn run_compare(args: &CompareArgs) -> Result<(), Failure> {
    check_args(args)?;
    if let Some(report) = &args.report {
        super::check_outputs(&[("--report", report)], &[&args.a, &args.b])?;
    }
    let (map_a, a) = load(&args.a, args.players.first_game)?;
    let (map_b, b) = load(&args.b, args.players.first_game)?;
    let config = args.players.config(args.games);
    let c = compare(&a, &b, &config, &|_, _| {}, None)
        .map_err(|e| Failure::fails(format!("{} / {}: {e}", args.a.display(), args.b.display())))?;
    if let Some(path) = &args.report {
        let parts = ReportParts {
            map: &map_a,
            setting: format!(
                "A = {}, B = {}: {} pairs of games, {} (blue) against {} (red), seed {}",
                args.a.display(),
                args.b.display(),
                c.games,
                args.players.blue,
                args.players.red,
                args.players.seed
            ),
            summary: &c.summary_a,
            luck: None,
            ladder: None,
            suggestions: None,
            comparison: Some(Compared {
                result: &c,
                names: variant_names((&map_a, &args.a), (&map_b, &args.b)),
            }),
        };
        lab::write_report(path, &parts)?;
    }
    if args.json {
        let json = Json {
            a: args.a.display().to_string(),
            b: args.b.display().to_string(),
            blue: args.players.blue.to_string(),
            red: args.players.red.to_string(),
            seed: args.players.seed,
            comparison: &c,
        };
        let text = serde_json::to_string_pretty(&json)
            .map_err(|e| Failure::fails(format!("cannot write the JSON report: {e}")))?;
        outln!("{text}");
    } else {
        out!("{}", table(args, &map_a, &map_b, &c));
    }
    Ok(())
}

#[derive(Serialize)]
struct Json<'a> {
    a: String,
    b: String,
    blue: String,
    red: String,
    seed: u64,
    #[serde(flatten)]
    comparison: &'a Comparison,
}

/// The readable comparison.
fn table(args: &CompareArgs, a: &Map, b: &Map, c: &Comparison) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "A: {} ({})\nB: {} ({})\n{} pairs of games on common seeds, {} (blue) against {} (red), \
         seed {}\n",
        a.name,
        args.a.display(),
        b.name,
        args.b.display(),
        c.games,
        args.players.blue,
        args.players.red,
        args.players.seed
    );
    for n in &c.notes {
        let _ = writeln!(out, "note: {n}");
    }
    if !c.notes.is_empty() {
        let _ = writeln!(out);
    }
    let _ = writeln!(
        out,
        "{:<20}{:>9}{:>9}{:>9}  {:>20}  {:>7}  {:>7}",
        "metric", "A", "B", "B - A", "95% interval", "p", "Holm p"
    );
    for d in &c.metrics {
        let m = d.metric;
        let _ = writeln!(
            out,
            "{:<20}{:>9}{:>9}{:>9}  {:>20}  {:>7.3}  {:>7.3}{}",
            m.label().to_lowercase(),
            metric_value(m, d.a.mean),
            metric_value(m, d.b.mean),
            metric_value(m, d.paired.diff),
            interval_text(m, &d.paired, "to"),
            d.paired.p,
            d.holm_p,
            if d.significant { " *" } else { "" }
        );
    }
    let _ = writeln!(
        out,
        "(* significant at 5% among the {} metrics compared: Holm's correction of the p-values, \
         so that the chance of any false alarm stays under 5%)\n\nbases that changed most (red's \
         lean B - A, -1 to 1)",
        c.metrics.len()
    );
    let mut bases: Vec<_> = c.bases.iter().collect();
    bases.sort_by(|x, y| y.diff.abs().total_cmp(&x.diff.abs()));
    for h in bases.iter().take(8) {
        let _ = writeln!(out, "  {:<24}{:>+7.2}", h.id, h.diff);
    }
    out
}
