//! The headless command line: `validate`, `play`, `legal`, `analyse`, `engine`, `check`,
//! `render`, `simulate`, `compare`, `balance`, `publish`.
//!
//! One exit status rule for every command: 0 success; 1 the input was read but fails (a map with
//! validation errors, an impossible position, a false lesson claim, an illegal action); 2 the
//! input cannot be read or parsed (a missing or unreadable file, a syntax error, a `format` of 0
//! or from a newer toyforge, a file over a limit, a map a lesson may not read, a practice
//! opponent that is no computer level, an action that does not parse) or the command line is wrong, or the output (a file, or standard output
//! other than a closed pipe) cannot be written. `render` draws a map with validation errors
//! anyway (that is what it is for) and exits 0; a position it cannot draw is 1.

use crate::map::LoadError;
use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[macro_use]
mod out;
mod analyse;
mod balance;
mod check;
mod compare;
pub mod engine;
mod lab;
mod legal;
mod play;
mod publish;
mod render;
mod simulate;
mod table;
mod validate;

pub use play::GameArgs;

/// Exit status for input that is understood but fails (invalid map, illegal action, ...).
pub const EXIT_FAIL: u8 = 1;
/// Exit status for input that cannot be read or parsed, or a wrong command line.
pub const EXIT_UNREADABLE: u8 = 2;

/// A failure with its exit status and message.
pub(crate) struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    /// Input read but failing: exit status 1.
    pub fn fails(message: impl ToString) -> Failure {
        Failure {
            code: EXIT_FAIL,
            message: message.to_string(),
        }
    }

    /// Input that cannot be read or parsed, or a wrong command line: exit status 2.
    pub fn unreadable(message: impl ToString) -> Failure {
        Failure {
            code: EXIT_UNREADABLE,
            message: message.to_string(),
        }
    }
}

impl From<LoadError> for Failure {
    /// Whatever keeps a file from loading is exit status 2, the same for every command.
    fn from(e: LoadError) -> Failure {
        Failure::unreadable(e)
    }
}

/// Refuses an output that is the same file as one of the inputs: writing it would destroy the
/// input (a map overwritten by a CSV table, say). `outputs` are (option, path); an output that
/// does not exist yet cannot be an input. Exit status 2, like any wrong command line.
pub(crate) fn check_outputs(outputs: &[(&str, &Path)], inputs: &[&Path]) -> Result<(), Failure> {
    for (option, out) in outputs {
        for input in inputs {
            if same_file(out, input) {
                return Err(Failure::unreadable(format!(
                    "{option} {}: this is the input file {}; toyforge does not overwrite its \
                     input (choose another output file)",
                    out.display(),
                    input.display()
                )));
            }
        }
    }
    Ok(())
}

/// Whether two paths name the same existing file (through links and `..` alike).
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return ma.dev() == mb.dev() && ma.ino() == mb.ino();
        }
    }
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(ra), Ok(rb)) => ra == rb,
        _ => false,
    }
}

#[derive(Parser, Debug)]
#[command(
    name = "toyforge",
    version,
    about = "Design battlefields and lessons for the board game Toy Battle.",
    long_about = "Design battlefields and lessons for the board game Toy Battle.\n\n\
        Without a subcommand, opens the editor (on the bundled Castle Field, or on FILE).\n\
        With a subcommand, runs headless and prints to stdout."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A map or scenario file to open in the editor.
    pub file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Report every problem of each map or scenario file, errors and warnings.
    Validate {
        /// Map or scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Draw a map (and the position, for a scenario) as SVG or PNG.
    ///
    /// A map with validation errors is still drawn, so that a broken draft can be looked at:
    /// its errors are printed to stderr as warnings and the exit status is 0. Exit status 2 when
    /// the file cannot be read or parsed, or the output does not end in .svg or .png.
    Render {
        /// The map or scenario file.
        file: PathBuf,
        /// Output file, ending in .svg or .png.
        #[arg(long)]
        out: PathBuf,
        /// Hide location ids.
        #[arg(long)]
        no_ids: bool,
        /// Pixels per map unit for PNG output.
        #[arg(long, default_value_t = 1.0)]
        scale: f32,
    },
    /// Start from a scenario's position (or a fresh seeded setup on a map), apply the actions,
    /// print the resulting state.
    Play(play::GameArgs),
    /// Print the legal actions after the given actions, one a line, sorted.
    Legal(play::GameArgs),
    /// The engine's judgement of the side to move: its best complete turns with their values
    /// and the action a level would choose, from what that side can see.
    Analyse(analyse::AnalyseArgs),
    /// Speak the engine's line protocol on standard input and output (see
    /// docs/engine-protocol.md): load a map or scenario, set up a position, ask for moves.
    Engine,
    /// Verify every claim of each lesson with the engine (folders are searched for *.ron; a
    /// course, NAME.course.ron, checks each of its lessons in order).
    Check {
        /// Scenario files, course files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Fail (exit 1) on the soundness warnings too: puzzles with lines the learner would be
        /// judged unfairly on, and a reached work budget.
        #[arg(long)]
        strict: bool,
        /// The soundness check's work budget for each puzzle step, in finished turns (the
        /// mover's turns and chance outcomes, and the opponent's replies the engine looks at).
        /// Past it the step's remaining lines are not judged and a warning says from which line.
        #[arg(long, value_name = "TURNS", default_value_t = crate::scenario::DEFAULT_STEP_BUDGET,
              value_parser = clap::value_parser!(u64).range(1..))]
        budget: u64,
        /// The work budget of the whole run, shared by the steps of every lesson in order; once
        /// spent, the soundness of the remaining steps is not checked (a warning says so).
        #[arg(long, value_name = "TURNS", default_value_t = crate::scenario::DEFAULT_RUN_BUDGET,
              value_parser = clap::value_parser!(u64).range(1..))]
        run_budget: u64,
    },
    /// Play many games between two AIs and report statistics (wins per side and seat, by
    /// reason, lengths, regions and bases).
    Simulate(simulate::SimArgs),
    /// A/B test of two map variants on the same seeds: every metric side by side with the
    /// paired difference, its interval and a paired test.
    Compare(compare::CompareArgs),
    /// Search small edits of a draft (a region's medals, a target, a path, a special base) until
    /// blue wins within 50 ± N% at every level asked for, on fresh seeds; print the edits and
    /// write the balanced map. Exit status 1 when none is found within the edits allowed.
    Balance(balance::BalanceArgs),
    /// Write a course as a static web site that learners open in a browser (checked first:
    /// every lesson must load and pass `check`).
    Publish(publish::PublishArgs),
}

/// Checks the FILE given without a subcommand before the editor opens a window: a file that
/// does not exist is refused here, on the terminal, with the subcommand it was probably meant
/// to be (`toyforge legl` for `toyforge legal`). Returns the exit status of the refusal.
pub fn check_editor_file(file: &Path) -> Result<(), u8> {
    // A dangling link counts as missing too: there is nothing to open.
    if file.exists() {
        return Ok(());
    }
    let given = file.to_string_lossy();
    let suggestion = file
        .to_str()
        .and_then(closest_command)
        .map(|c| format!("; did you mean `toyforge {c}`?"))
        .unwrap_or_else(|| " (`toyforge --help` lists the commands)".into());
    eprintln!("error: no file `{given}`{suggestion}");
    Err(EXIT_UNREADABLE)
}

/// The subcommand `name` is closest to, when it is a typing slip away
/// ([`toyforge_core::suggest::closest`]).
fn closest_command(name: &str) -> Option<String> {
    use clap::CommandFactory;
    let command = Cli::command();
    let names = command
        .get_subcommands()
        .map(|c| c.get_name())
        .filter(|&c| c != "help");
    toyforge_core::suggest::closest(name, names).map(str::to_string)
}

/// Runs a parsed command line and returns the process exit code.
pub fn run(command: Command) -> ExitCode {
    let code = match command {
        Command::Validate { files, json } => validate::run(&files, json),
        Command::Render {
            file,
            out,
            no_ids,
            scale,
        } => render::run(&file, &out, !no_ids, scale),
        Command::Play(args) => play::run(&args),
        Command::Legal(args) => legal::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Engine => engine::run(),
        Command::Check {
            paths,
            strict,
            budget,
            run_budget,
        } => check::run(
            &paths,
            strict,
            &mut crate::scenario::Budget::new(budget, run_budget),
        ),
        Command::Simulate(args) => simulate::run(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Balance(args) => balance::run(&args),
        Command::Publish(args) => publish::run(&args),
    };
    // Output that did not reach standard output is a failed write, whatever the command found.
    let code = if out::finish() {
        code.max(EXIT_UNREADABLE)
    } else {
        code
    };
    ExitCode::from(code)
}

#[cfg(test)]
mod tests {
    use super::closest_command;

    #[test]
    fn a_slip_of_a_subcommand_name_is_recognised() {
        assert_eq!(closest_command("legl").as_deref(), Some("legal"));
        assert_eq!(closest_command("VALIDATE").as_deref(), Some("validate"));
        assert_eq!(closest_command("pubish").as_deref(), Some("publish"));
        assert_eq!(closest_command("castle-field.ron"), None);
    }
}
