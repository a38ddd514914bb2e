//! The engine protocol's commands and the loop that answers them, without any I/O: lines come
//! in as [`Event`]s on a channel and replies go out through a callback, so the whole protocol
//! runs in a test as it runs behind standard input and output.
//!
//! Every command is answered by exactly one final line: `ok …`, `bestmove …` or `error …`,
//! after any `info`, `action` or `obs` lines that belong to it. A blank line or one starting
//! with `#` is no command and gets no answer.

use super::super::play::{Origin, origin};
use crate::ai::{AiSpec, Control, MctsConfig, MctsSearch, Player, choose_for, mix_seed};
use crate::engine::{GameOptions, State};
use crate::notation::{Line, legal_texts, print};
use crate::pieces::{Side, Troop};
use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};

/// The longest command line read, in bytes; a longer one is refused whole.
pub const MAX_LINE: usize = 64 * 1024;

/// How many iterations a tree search does between two `info` lines.
pub const INFO_EVERY: u32 = 1000;

/// What the loop is told: a line of input, the end of it, or a running search's lines.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A line of input, without its line ending.
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes (its length so far), skipped.
    TooLong(usize),
    /// A line that is not UTF-8, skipped.
    NotText,
    /// The input ended (or could not be read).
    End,
    /// A progress line of the running search.
    Info(String),
    /// The final line of the running search.
    Done(String),
}

/// The file loaded and what a position starts from.
struct Loaded {
    path: String,
    origin: Origin,
}

/// The engine's state between commands.
pub struct Session {
    loaded: Option<Loaded>,
    state: Option<State>,
    level: AiSpec,
    seed: u64,
    /// Threads of a tree search ([`MctsConfig::threads`]).
    threads: u32,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            loaded: None,
            state: None,
            level: AiSpec::Greedy,
            seed: 0,
            threads: 1,
        }
    }
}

/// What a command asks of the loop.
pub enum Reply {
    /// Lines to print; the last is the final line.
    Lines(Vec<String>),
    /// A search to run from this state with this level, seed and number of threads.
    Search(Box<State>, AiSpec, u64, u32),
    /// Lines to print, then the end.
    Quit(Vec<String>),
}

fn error(command: &str, what: impl std::fmt::Display) -> Reply {
    Reply::Lines(vec![one_line(&format!("error {command}: {what}"))])
}

fn ok(text: impl Into<String>) -> Reply {
    Reply::Lines(vec![one_line(&text.into())])
}

/// A text on one line: its lines joined by `; `, trimmed.
fn one_line(text: &str) -> String {
    let line = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ");
    // A control character the client sent (NUL, ESC) is written escaped, never passed raw to a
    // terminal or a parser.
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// The commands, for `help` and the message of an unknown one.
pub const COMMANDS: &str = "help, load, position, play, level, budget, seed, threads, go, stop, \
                            legal, observe, show, isready, quit";

impl Session {
    /// Answers one command line (not blank, not a comment).
    pub fn command(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match word {
            "help" => ok(format!("ok commands: {COMMANDS}")),
            "isready" => ok("ok ready"),
            "quit" => Reply::Quit(vec!["ok bye".into()]),
            "load" => self.load(rest),
            "position" => self.position(rest),
            "play" => self.play(rest),
            "level" => self.set_level(rest),
            "budget" => self.budget(rest),
            "seed" => match rest.parse::<u64>() {
                Ok(s) => {
                    self.seed = s;
                    ok(format!("ok seed {s}"))
                }
                Err(_) => error(
                    "seed",
                    format!(
                        "`{rest}` is not a seed (a whole number from 0 to {})",
                        u64::MAX
                    ),
                ),
            },
            "threads" => self.set_threads(rest),
            "go" => self.go(rest),
            "stop" => error("stop", "no search is running"),
            "legal" => self.legal(rest),
            "observe" => self.observe(rest),
            "show" => self.show(rest),
            _ => error(
                "unknown",
                format!(
                    "`{}` is no command; the commands are {COMMANDS}",
                    word.chars().take(40).collect::<String>()
                ),
            ),
        }
    }

    fn no_arguments(command: &str, rest: &str) -> Option<Reply> {
        (!rest.is_empty()).then(|| error(command, format!("takes no arguments, got `{rest}`")))
    }

    fn load(&mut self, rest: &str) -> Reply {
        if rest.is_empty() {
            return error("load", "expected the path of a map or scenario file");
        }
        match origin(Path::new(rest), false) {
            Err(f) => error("load", f.message),
            Ok(o) => {
                let kind = match &o {
                    Origin::Setup(_) => "map",
                    Origin::Scenario(_) => "scenario",
                };
                self.loaded = Some(Loaded {
                    path: rest.to_string(),
                    origin: o,
                });
                self.state = None;
                ok(format!("ok loaded {kind} {rest}"))
            }
        }
    }

    fn position(&mut self, rest: &str) -> Reply {
        let Some(loaded) = &self.loaded else {
            return error("position", "no file is loaded (send `load PATH` first)");
        };
        let mut words = rest.split_whitespace();
        let what = words.next().unwrap_or("");
        let seed = match words.next().map(str::parse::<u64>) {
            None => None,
            Some(Ok(s)) => Some(s),
            Some(Err(_)) => {
                return error(
                    "position",
                    "the seed must be a whole number from 0 to 18446744073709551615",
                );
            }
        };
        if let Some(extra) = words.next() {
            return error("position", format!("unexpected `{extra}` after the seed"));
        }
        let state = match (what, &loaded.origin) {
            ("new", Origin::Setup(board)) => {
                State::new_game(board.clone(), seed.unwrap_or(0), GameOptions::default())
            }
            ("new", Origin::Scenario(s)) => match s.start() {
                Ok(st) => State::new_game(
                    st.board().clone(),
                    seed.unwrap_or(0),
                    GameOptions::default(),
                ),
                Err(e) => return error("position", format!("{}: {e}", loaded.path)),
            },
            ("file", Origin::Scenario(s)) => {
                let mut s = s.clone();
                if let Some(seed) = seed {
                    s.scenario.position.seed = seed;
                }
                match s.start() {
                    Ok(st) => st,
                    Err(e) => return error("position", format!("{}: {e}", loaded.path)),
                }
            }
            ("file", Origin::Setup(_)) => {
                return error(
                    "position",
                    format!(
                        "{} is a map, which holds no position; use `position new [SEED]`",
                        loaded.path
                    ),
                );
            }
            _ => {
                return error(
                    "position",
                    format!("expected `new [SEED]` or `file [SEED]`, got `{rest}`"),
                );
            }
        };
        let reply = format!("ok position {}", to_move_words(&state));
        self.state = Some(state);
        ok(reply)
    }

    fn state(&self, command: &str) -> Result<&State, Reply> {
        self.state.as_ref().ok_or_else(|| {
            error(
                command,
                "no position is set up (send `position new` or `position file`)",
            )
        })
    }

    fn play(&mut self, rest: &str) -> Reply {
        let state = match self.state("play") {
            Ok(s) => s,
            Err(r) => return r,
        };
        if rest.is_empty() {
            return error("play", "expected actions in notation, separated by `;`");
        }
        let line = match Line::parse(rest) {
            Ok(l) => l,
            Err(e) => {
                return error(
                    "play",
                    match e.syntax() {
                        Some(s) => format!(
                            "column {}: expected {}, found {}",
                            s.column, s.expected, s.found
                        ),
                        None => e.to_string(),
                    },
                );
            }
        };
        // Played on a copy: a line that fails part way leaves the position as it was.
        let mut next = state.clone();
        match line.play(&mut next).into_result() {
            Ok(actions) => {
                let reply = format!("ok played {} {}", actions.len(), to_move_words(&next));
                self.state = Some(next);
                ok(reply)
            }
            Err(e) => error("play", format!("{e} (the position is unchanged)")),
        }
    }

    fn set_level(&mut self, rest: &str) -> Reply {
        match rest.parse::<AiSpec>() {
            Ok(level) => {
                self.level = level;
                ok(format!("ok level {level}"))
            }
            Err(e) => error("level", e),
        }
    }

    fn budget(&mut self, rest: &str) -> Reply {
        let mut words = rest.split_whitespace();
        let (unit, n, extra) = (words.next(), words.next(), words.next());
        if let Some(extra) = extra {
            return error("budget", format!("unexpected `{extra}`"));
        }
        // A budget keeps the expert settings when the level has them.
        let search = match self.level {
            AiSpec::Expert { .. } | AiSpec::ExpertTimed { .. } => "expert",
            _ => "mcts",
        };
        let spec = match (unit, n) {
            (Some("iterations"), Some(n)) => format!("{search}:{n}"),
            (Some("ms"), Some(n)) => format!("{search}:{n}ms"),
            _ => {
                return error(
                    "budget",
                    format!("expected `iterations N` or `ms N`, got `{rest}`"),
                );
            }
        };
        match spec.parse::<AiSpec>() {
            Ok(level) => {
                self.level = level;
                ok(format!("ok level {level}"))
            }
            Err(e) => error("budget", e.reason),
        }
    }

    fn set_threads(&mut self, rest: &str) -> Reply {
        let most = MctsConfig::MAX_THREADS;
        match rest.parse::<u32>() {
            Ok(n) if (1..=most).contains(&n) => {
                self.threads = n;
                ok(format!("ok threads {n}"))
            }
            _ => error(
                "threads",
                format!(
                    "`{}` is not a number of threads (a whole number from 1 to {most})",
                    rest.chars().take(40).collect::<String>()
                ),
            ),
        }
    }

    fn go(&mut self, rest: &str) -> Reply {
        if let Some(r) = Session::no_arguments("go", rest) {
            return r;
        }
        let state = match self.state("go") {
            Ok(s) => s,
            Err(r) => return r,
        };
        if state.to_move().is_none() {
            return error("go", format!("the game is over ({})", to_move_words(state)));
        }
        Reply::Search(Box::new(state.clone()), self.level, self.seed, self.threads)
    }

    fn legal(&self, rest: &str) -> Reply {
        if let Some(r) = Session::no_arguments("legal", rest) {
            return r;
        }
        let state = match self.state("legal") {
            Ok(s) => s,
            Err(r) => return r,
        };
        let legal = legal_texts(state);
        let mut lines: Vec<String> = legal.iter().map(|a| format!("action {a}")).collect();
        lines.push(format!("ok legal {}", legal.len()));
        Reply::Lines(lines)
    }

    fn show(&self, rest: &str) -> Reply {
        if let Some(r) = Session::no_arguments("show", rest) {
            return r;
        }
        match self.state("show") {
            Ok(s) => ok(format!(
                "ok {} level {} seed {} threads {}",
                to_move_words(s),
                self.level,
                self.seed,
                self.threads
            )),
            Err(r) => r,
        }
    }

    fn observe(&self, rest: &str) -> Reply {
        let state = match self.state("observe") {
            Ok(s) => s,
            Err(r) => return r,
        };
        let side = match rest {
            "blue" => Side::Blue,
            "red" => Side::Red,
            "" => match state.to_move() {
                Some(s) => s,
                None => {
                    return error("observe", "the game is over: name the side, blue or red");
                }
            },
            _ => return error("observe", format!("expected blue or red, got `{rest}`")),
        };
        let mut lines = observation_lines(state, side);
        lines.push(format!("ok observe {}", side.name()));
        Reply::Lines(lines)
    }
}

/// Who moves, or how the game ended: `blue to move`, `over blue won ...`.
fn to_move_words(state: &State) -> String {
    match (state.outcome(), state.to_move()) {
        (Some(o), _) => format!("over {o}"),
        (None, Some(s)) => format!("{} to move", s.name()),
        (None, None) => "nobody to move".into(),
    }
}

fn troop_list(v: &[Troop]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ")
    }
}

fn counts_list(c: &[u8; Troop::COUNT]) -> String {
    let v: Vec<String> = Troop::ALL
        .iter()
        .filter(|t| c[t.index()] > 0)
        .map(|t| format!("{}:{}", t.name(), c[t.index()]))
        .collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

/// What `side` sees of `state`, one `obs` line a fact, from its [`crate::engine::Observation`]
/// only: its own rack, every stack, the medals and claims, the discard, and the sizes of what it
/// cannot see (the opponent's rack, both reserves) with the troops it has not seen, by type.
pub fn observation_lines(state: &State, side: Side) -> Vec<String> {
    let obs = state.observation(side);
    let b = obs.board();
    let mut v = vec![format!("obs side {}", side.name())];
    match (obs.outcome(), obs.to_move()) {
        (Some(o), _) => v.push(format!("obs outcome {o}")),
        (None, Some(s)) => v.push(format!("obs to-move {}", s.name())),
        (None, None) => {}
    }
    if let (Some(p), Some(at)) = (obs.pending(), obs.pending_at()) {
        v.push(format!("obs pending {} @{}", p.describe(), b.id(at)));
    }
    v.push(format!(
        "obs medals blue {}/{} red {}/{}",
        obs.medals(Side::Blue),
        b.target(Side::Blue),
        obs.medals(Side::Red),
        b.target(Side::Red)
    ));
    for r in b.regions() {
        if let Some(s) = obs.claimed_by(r) {
            v.push(format!("obs claimed {} {}", b.region_id(r), s.name()));
        }
    }
    for l in b.base_locs().chain(b.hq_locs()) {
        let stack = obs.stack(l);
        if !stack.is_empty() {
            let pieces: Vec<String> = stack.iter().map(|p| p.to_string()).collect();
            v.push(format!("obs stack {} {}", b.id(l), pieces.join(", ")));
        }
    }
    v.push(format!("obs rack {}", troop_list(&obs.rack_list())));
    v.push(format!("obs frozen {}", counts_list(&obs.frozen())));
    v.push(format!(
        "obs opponent-rack {} frozen {}",
        obs.opponent_rack(),
        obs.opponent_frozen()
    ));
    let reserves = obs.reserves();
    v.push(format!(
        "obs reserves blue {} red {}",
        reserves[Side::Blue],
        reserves[Side::Red]
    ));
    let discard: Vec<String> = obs.discard().iter().map(|p| p.to_string()).collect();
    v.push(format!(
        "obs discard {}",
        if discard.is_empty() {
            "-".into()
        } else {
            discard.join(", ")
        }
    ));
    for of in Side::ALL {
        v.push(format!(
            "obs unseen {} {}",
            of.name(),
            counts_list(&obs.unseen(of))
        ));
    }
    v
}

/// Runs one search to its end on the calling thread, sending `info` lines and then the final
/// `bestmove` line to `tx`. A tree search reports every [`INFO_EVERY`] iterations and once at
/// its end; `cancel` stops it early with the best action found so far.
pub fn search(
    state: &State,
    level: AiSpec,
    seed: u64,
    threads: u32,
    cancel: Arc<AtomicBool>,
    tx: &Sender<Event>,
) {
    if state.to_move().is_none() {
        let _ = tx.send(Event::Done("error go: the game is over".into()));
        return;
    }
    let board = state.board();
    let control = Control::with_cancel(cancel);
    let seed = mix_seed(seed);
    let action = match level.mcts_config() {
        Some(config) => search_mcts(state, MctsConfig { threads, ..config }, seed, &control, tx),
        None => {
            let mut player: Box<dyn Player> = level.build(seed);
            choose_for(player.as_mut(), state, &control)
        }
    };
    let _ = tx.send(Event::Done(match action {
        Some(a) => format!("bestmove {}", print(board, &a)),
        None => "error go: there is no legal action".into(),
    }));
}

fn search_mcts(
    state: &State,
    config: MctsConfig,
    seed: u64,
    control: &Control,
    tx: &Sender<Event>,
) -> Option<crate::engine::Action> {
    let side = state.to_move()?;
    let obs = state.observation(side);
    let board = state.board();
    let mut search = MctsSearch::new(config, seed, &obs)?;
    let info = |r: &crate::ai::SearchResult| {
        let best = r.edges.iter().find(|e| e.action == r.action);
        let value = best.map_or(0.5, |e| e.mean);
        format!(
            "info iterations {} value {:.3} best {}",
            r.iterations,
            value,
            print(board, &r.action)
        )
    };
    loop {
        if let Some(r) = search.advance(&obs, INFO_EVERY, control) {
            let _ = tx.send(Event::Info(info(&r)));
            return Some(r.action);
        }
        let _ = tx.send(Event::Info(info(&search.snapshot())));
    }
}

/// The most commands that wait for a running search; more are refused.
pub const MAX_WAITING: usize = 1024;

/// A search running on its thread.
struct Running {
    cancel: Arc<AtomicBool>,
    handle: std::thread::JoinHandle<()>,
}

/// The loop's state: the session, the running search and the commands waiting for it.
struct Server<'a> {
    session: Session,
    tx: Sender<Event>,
    out: &'a mut dyn FnMut(&str),
    running: Option<Running>,
    waiting: VecDeque<Waiting>,
    /// How many of `waiting` are commands to run (refusals not counted).
    commands_waiting: usize,
    /// Set by `quit` or the end of input: the loop ends once nothing runs or waits.
    ending: bool,
}

impl Server<'_> {
    /// Runs one command now (no search is running). True when the loop should end.
    fn run_now(&mut self, text: &str) -> bool {
        match self.session.command(text) {
            Reply::Lines(lines) => lines.iter().for_each(|l| (self.out)(l)),
            Reply::Quit(lines) => {
                lines.iter().for_each(|l| (self.out)(l));
                return true;
            }
            Reply::Search(state, level, seed, threads) => {
                let cancel = Arc::new(AtomicBool::new(false));
                let (flag, tx) = (cancel.clone(), self.tx.clone());
                let spawned = std::thread::Builder::new()
                    .name("engine-search".into())
                    .spawn(move || search(&state, level, seed, threads, flag, &tx));
                match spawned {
                    Ok(handle) => self.running = Some(Running { cancel, handle }),
                    Err(e) => (self.out)(&format!("error go: cannot start the search: {e}")),
                }
            }
        }
        false
    }

    /// Runs the waiting commands until one starts a search. True when the loop should end.
    fn run_waiting(&mut self) -> bool {
        while self.running.is_none() {
            let Some(next) = self.waiting.pop_front() else {
                return self.ending;
            };
            match next {
                Waiting::Stop => {
                    self.commands_waiting -= 1;
                    (self.out)("ok stopped");
                }
                Waiting::Command(text) => {
                    self.commands_waiting -= 1;
                    if self.run_now(&text) {
                        return true;
                    }
                }
                Waiting::Refused { word, count } => {
                    let line = busy_line(&word);
                    (0..count).for_each(|_| (self.out)(&line));
                }
            }
        }
        false
    }

    /// A command line read during a search: `stop` stops it and `isready` is answered at
    /// once; the others (`stop`'s own answer too) wait their turn. When [`MAX_WAITING`]
    /// commands already wait, the command is refused and has no effect (a refused `stop` does
    /// not stop the search, a refused `quit` does not end the session); its `error busy` line
    /// too waits its turn, so the answers keep the order of the commands.
    fn during_search(&mut self, text: &str, cancel: &AtomicBool) {
        let word = text.split_whitespace().next().unwrap_or("");
        if word == "isready" {
            return (self.out)("ok ready");
        }
        if self.commands_waiting >= MAX_WAITING {
            let word: String = word.chars().take(40).collect();
            // Refusals in a row of the same command are kept as one entry and a count, so a
            // flood of lines during a long search costs no memory per line.
            match self.waiting.back_mut() {
                Some(Waiting::Refused { word: last, count }) if *last == word => *count += 1,
                _ => self.waiting.push_back(Waiting::Refused { word, count: 1 }),
            }
            return;
        }
        match word {
            "stop" => {
                cancel.store(true, Ordering::Relaxed);
                self.waiting.push_back(Waiting::Stop);
            }
            // What comes after `quit` is not read.
            "quit" => {
                self.ending = true;
                self.waiting.push_back(Waiting::Command(text.into()));
            }
            _ => self.waiting.push_back(Waiting::Command(text.into())),
        }
        self.commands_waiting += 1;
    }
}

/// A command read during a search, waiting for its turn.
enum Waiting {
    /// A command to run once the search is over.
    Command(String),
    /// A `stop` (the search was stopped when it was read): answered `ok stopped`.
    Stop,
    /// `count` commands in a row, all `word`, refused because too many waited.
    Refused { word: String, count: usize },
}

/// The answer to a command refused because [`MAX_WAITING`] commands already wait.
fn busy_line(word: &str) -> String {
    one_line(&format!(
        "error busy: {MAX_WAITING} commands already wait for the search; `{word}` was not done"
    ))
}

/// Answers the events of `rx` until `quit` or the end of input, writing every line through
/// `out`. A search runs on a thread of its own: while it runs, `stop` stops it and `isready`
/// is answered at once, and every other command waits and is answered, in order,
/// after the search's `bestmove` (so the replies come in the order of the commands, but for
/// `isready`). At the end of input the running search finishes its budget and the waiting
/// commands are answered before the loop ends. `tx` is the sender of `rx`, handed to the
/// search.
pub fn serve(rx: &Receiver<Event>, tx: &Sender<Event>, out: &mut dyn FnMut(&str)) {
    let mut server = Server {
        session: Session::default(),
        tx: tx.clone(),
        out,
        running: None,
        waiting: VecDeque::new(),
        commands_waiting: 0,
        ending: false,
    };
    while let Ok(event) = rx.recv() {
        match event {
            Event::Info(line) => (server.out)(&line),
            Event::Done(line) => {
                (server.out)(&line);
                if let Some(r) = server.running.take() {
                    let _ = r.handle.join();
                }
                if server.run_waiting() {
                    return;
                }
            }
            Event::End => {
                server.ending = true;
                if server.running.is_none() {
                    return;
                }
            }
            Event::TooLong(n) => (server.out)(&format!(
                "error line: too long ({n} bytes or more, at most {MAX_LINE}); it was skipped"
            )),
            Event::NotText => (server.out)("error line: not UTF-8 text; it was skipped"),
            Event::Line(line) => {
                let text = line.trim();
                if text.is_empty() || text.starts_with('#') || server.ending {
                    continue;
                }
                match server.running.as_ref().map(|r| r.cancel.clone()) {
                    Some(cancel) => server.during_search(text, &cancel),
                    None => {
                        if server.run_now(text) {
                            return;
                        }
                    }
                }
            }
        }
    }
}
