//! Fits the evaluation's weights to the outcomes of played games: the positions of games
//! between two tree searches, each seen by both sides, labelled with who went on to win; the
//! weights are walked one at a time to lower the log loss of the leaf's win chance (the
//! evaluation through the sigmoid of scale `SCALE`) against those outcomes.
//!
//! ```text
//! cargo run -p toyforge-core --release --example fit_eval -- \
//!     MAP.ron[,MAP.ron...] DEALS [expert|default] [CHALLENGER_IT OPPONENT_IT] [key=value ...]
//! ```
//!
//! Several maps, separated by commas, are fitted together: DEALS deals on each. The games are the challenger (the expert settings, or the default ones) against the default
//! search, each deal played from both seats, 5,000 against 2,000 iterations unless given;
//! `key=value` changes the challenger's settings (any name of `MctsConfig::NAMES` or of
//! `EvalWeights::NAMES`). The fit starts from the challenger's weights and sigmoid's scale
//! (`eval_scale`) and fits both. Positions of even deals are fitted, those of odd deals measure the
//! fit; the weights are printed as `key=value` pairs for `mcts_duel`.
//!
//! The expert's weights ([`EvalWeights::fitted`]) came from the earlier expert settings:
//!
//! ```text
//! cargo run -p toyforge-core --release --example fit_eval -- maps/castle-field.ron 150 \
//!     default playout_depth=0 exploration=0.3 eval_scale=200 rack=2.25 nearest=12
//! ```

use std::sync::Arc;
use toyforge_core::ai::{
    Control, EvalContext, EvalWeights, Knowledge, MctsConfig, MctsPlayer, Player, Pools, evaluate,
};
use toyforge_core::analysis::{SimConfig, Start, player_seed};
use toyforge_core::engine::{Board, GameOptions, State};
use toyforge_core::pieces::Side;
use toyforge_core::testkit;

/// One position as one side saw it, and whether that side won.
struct Sample {
    /// The index of its map, in the order given.
    map: usize,
    st: State,
    pools: Pools,
    won: bool,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!(
            "usage: fit_eval MAP.ron[,MAP.ron...] DEALS [expert|default] [CHALLENGER_IT OPPONENT_IT] [key=value ...]"
        );
        std::process::exit(2);
    }
    let boards: Vec<Arc<Board>> = args[0]
        .split(',')
        .map(|path| {
            let map = toyforge_core::map::Map::load(path.as_ref())
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            Arc::new(Board::compile(&map).unwrap_or_else(|e| panic!("{path}: {e:?}")))
        })
        .collect();
    let deals: usize = args[1].parse().expect("a number of deals");
    let mut rest = &args[2..];
    let mut challenger = MctsConfig::expert();
    if let Some(first) = rest.first() {
        if first == "default" {
            challenger = MctsConfig::default();
            rest = &rest[1..];
        } else if first == "expert" {
            rest = &rest[1..];
        }
    }
    let (mut ci, mut oi) = (5_000, 2_000);
    if rest.len() >= 2 && !rest[0].contains('=') && !rest[1].contains('=') {
        ci = rest[0].parse().expect("the challenger's iterations");
        oi = rest[1].parse().expect("the opponent's iterations");
        rest = &rest[2..];
    }
    for kv in rest {
        let (k, v) = kv.split_once('=').expect("key=value");
        let f: f32 = v.parse().expect("a number");
        if !challenger.set(k, f) {
            eprintln!(
                "unknown setting {k}; the settings are {} and the weights {}",
                MctsConfig::NAMES.join(", "),
                EvalWeights::NAMES.join(", ")
            );
            std::process::exit(2);
        }
    }
    let mut weights = challenger.weights;
    let mut scale = challenger.eval_scale;
    let ks: Vec<Knowledge> = boards.iter().map(Knowledge::new).collect();
    let starts: Vec<Start> = boards
        .iter()
        .map(|board| Start::Setup {
            board: board.clone(),
            options: GameOptions::default(),
        })
        .collect();
    let (fit, test) = play(&starts, deals, challenger, ci, oi);
    println!(
        "{} positions seen from both sides ({} to fit, {} to test), {deals} deals on each of {} maps, {ci} against {oi} iterations",
        fit.len() + test.len(),
        fit.len(),
        test.len(),
        boards.len()
    );
    let loss = |w: &EvalWeights, scale: f32, train: bool| {
        mean_loss(if train { &fit } else { &test }, &ks, w, scale)
    };
    println!(
        "start: fit {:.5}, test {:.5}",
        loss(&weights, scale, true),
        loss(&weights, scale, false)
    );
    let mut names: Vec<&str> = EvalWeights::NAMES.to_vec();
    names.push("scale");
    let mut step = 0.5f32;
    let mut best = loss(&weights, scale, true);
    while step > 0.03 {
        let mut improved = false;
        for name in &names {
            let now = if *name == "scale" {
                scale
            } else {
                weights.get(name).expect("a weight")
            };
            let candidates = if now == 0.0 {
                match *name {
                    "late_rack" => vec![-step, step],
                    _ => vec![-200.0 * step, 200.0 * step],
                }
            } else {
                vec![now * (1.0 + step), now / (1.0 + step)]
            };
            for c in candidates {
                let (mut w, mut s) = (weights, scale);
                if *name == "scale" {
                    s = c;
                } else {
                    w.set(name, c);
                }
                let l = loss(&w, s, true);
                if l < best - 1e-6 {
                    best = l;
                    weights = w;
                    scale = s;
                    improved = true;
                    break;
                }
            }
        }
        if !improved {
            step /= 2.0;
        }
        println!(
            "step {step:.3}: fit {best:.5}, test {:.5}",
            loss(&weights, scale, false)
        );
    }
    println!("eval_scale={scale} {}", weights.describe());
}

/// Plays the deals, each from both seats, and keeps every position before a decision as both
/// sides see it: those of even deals to fit, those of odd deals to test.
fn play(
    starts: &[Start],
    deals: usize,
    challenger: MctsConfig,
    ci: u32,
    oi: u32,
) -> (Vec<Sample>, Vec<Sample>) {
    let cap = SimConfig::default().cap;
    let games = testkit::duel_games(starts, deals, |mut st, deal, seed, seat| {
        let map = starts
            .iter()
            .position(|s| match s {
                Start::Setup { board, .. } => Arc::ptr_eq(board, st.board()),
                _ => false,
            })
            .expect("a game of one of the maps");
        let mut players = Side::ALL.map(|side| -> Box<dyn Player> {
            let cfg = if side == seat {
                MctsConfig {
                    iterations: ci,
                    ..challenger
                }
            } else {
                MctsConfig {
                    iterations: oi,
                    ..MctsConfig::default()
                }
            };
            Box::new(MctsPlayer::new(cfg, player_seed(seed, side)))
        });
        let mut seen: Vec<(State, Pools, Side)> = Vec::new();
        let control = Control::default();
        let mut n = 0;
        while !st.is_over() && n < cap {
            let Some(side) = st.to_move() else { break };
            for s in Side::ALL {
                let obs = st.observation(s);
                seen.push((
                    obs.determinize(seed ^ n as u64),
                    Pools::from_observation(&obs),
                    s,
                ));
            }
            let obs = st.observation(side);
            let Some(a) = players[side.index()].choose(&obs, &control) else {
                break;
            };
            st.play(&a).expect("a legal action");
            n += 1;
        }
        // A game left unfinished at the cap has no outcome to learn from.
        let winner = st.outcome().map(|o| o.winner);
        let samples: Vec<Sample> = seen
            .into_iter()
            .filter_map(|(st, pools, side)| {
                winner.map(|w| Sample {
                    map,
                    st,
                    pools,
                    won: side == w,
                })
            })
            .collect();
        (deal, samples)
    });
    let (mut fit, mut test) = (Vec::new(), Vec::new());
    for (deal, samples) in games {
        if deal.is_multiple_of(2) {
            fit.extend(samples);
        } else {
            test.extend(samples);
        }
    }
    (fit, test)
}

/// The mean log loss of the evaluation's win chance against the outcomes.
fn mean_loss(samples: &[Sample], ks: &[Knowledge], w: &EvalWeights, scale: f32) -> f64 {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = samples.len().div_ceil(threads).max(1);
    let total: f64 = std::thread::scope(|scope| {
        let handles: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|s| {
                            let ctx = EvalContext::with_weights(s.pools, *w);
                            let v = evaluate(&s.st, &ks[s.map], &ctx);
                            let p =
                                (1.0 / (1.0 + (-(v / scale) as f64).exp())).clamp(1e-6, 1.0 - 1e-6);
                            if s.won { -p.ln() } else { -(1.0 - p).ln() }
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no thread panicked"))
            .sum()
    });
    total / samples.len().max(1) as f64
}
