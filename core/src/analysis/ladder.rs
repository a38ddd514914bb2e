//! The skill trace: each level of a ladder of AIs (random, greedy, MCTS at a small and at the
//! default budget, and the expert level in the same time a move as the latter) against the
//! level below. A rung plays half its games with the stronger level
//! as blue and half as red, on the same seeds, so the seat cancels out of the stronger level's
//! win rate and the level cancels out of blue's: the first says whether skill pays on the map,
//! the second whether the balance verdict holds when the play gets stronger.

use super::{Rate, Reasons, SimConfig, SimError, Start, Summary, simulate};
use crate::ai::{AiSpec, MctsConfig};
use serde::Serialize;
use std::sync::atomic::AtomicBool;

/// The MCTS budget of the ladder's small rung.
pub const SMALL_MCTS: u32 = 200;

/// The default ladder: random, greedy, MCTS with `small` and with `full` iterations a move, and
/// the expert level with [`expert_budget`]`(full)`.
pub fn ladder(small: u32, full: u32) -> Vec<AiSpec> {
    vec![
        AiSpec::Random,
        AiSpec::Greedy,
        AiSpec::Mcts { iterations: small },
        AiSpec::Mcts { iterations: full },
        AiSpec::Expert {
            iterations: expert_budget(full),
        },
    ]
}

/// The expert iterations that take about the time of `mcts` iterations of the default search:
/// as many as the two levels' default budgets are apart (at least one).
pub fn expert_budget(mcts: u32) -> u32 {
    let n = u64::from(mcts) * u64::from(MctsConfig::EXPERT_ITERATIONS)
        / u64::from(MctsConfig::DEFAULT_ITERATIONS);
    n.clamp(1, u64::from(u32::MAX)) as u32
}

/// Which side a run favours at 95%: the whole interval of blue's share among decided games
/// above (or below) one half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Even,
    Blue,
    Red,
    /// No game was decided.
    Undecided,
}

impl Verdict {
    pub fn of(blue_wins: usize, decided: usize) -> Verdict {
        if decided == 0 {
            return Verdict::Undecided;
        }
        let r = Rate::new(blue_wins, decided);
        if r.low > 0.5 {
            Verdict::Blue
        } else if r.high < 0.5 {
            Verdict::Red
        } else {
            Verdict::Even
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Verdict::Even => "no side favoured",
            Verdict::Blue => "blue favoured",
            Verdict::Red => "red favoured",
            Verdict::Undecided => "no game decided",
        }
    }
}

/// One rung: `strong` against `weak`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rung {
    pub strong: String,
    pub weak: String,
    pub games: usize,
    /// The stronger level's wins out of all the rung's games.
    pub skill: Rate,
    /// Blue's wins out of the decided games, whichever level sat there.
    pub blue: Rate,
    pub verdict: Verdict,
    /// How the games ended (wins by reason) and how many were unfinished.
    pub ends: Reasons,
    pub unfinished: usize,
    /// Whether the rung is inverted: the stronger level loses to the one below, the whole 95%
    /// interval of its share of the games below one half ([`Rung::is_inverted`]).
    pub inverted: bool,
}

impl Rung {
    /// Whether a stronger level that won `skill` of the games loses to the one below: its
    /// share's whole 95% interval is below one half.
    pub fn is_inverted(skill: &Rate) -> bool {
        skill.of > 0 && skill.high < 0.5
    }

    /// The sentence the text output gives an inverted rung (English), `None` for another.
    pub fn inverted_note(&self) -> Option<String> {
        let pct = |x: f64| format!("{:.1}", x * 100.0);
        self.inverted.then(|| {
            format!(
                "inverted rung: {} wins {}% [{}, {}] of its games against {}, which is \
                 supposed to be the weaker level",
                self.strong,
                pct(self.skill.rate),
                pct(self.skill.low),
                pct(self.skill.high),
                self.weak
            )
        })
    }

    /// The headings of a rung's row in a table, in the order of [`Rung::cells`].
    pub const COLUMNS: [&'static str; 10] = [
        "level",
        "against",
        "games",
        "stronger wins",
        "blue (decided)",
        "verdict",
        "HQ",
        "medals",
        "stalled",
        "unfinished",
    ];

    /// The cells of the rung's row in a table (the text and the HTML report show the same):
    /// the levels, the games, the stronger level's share with its 95% interval, blue's share of
    /// the decided games, the verdict, and how the games ended.
    pub fn cells(&self) -> [String; 10] {
        let pct = |x: f64| format!("{:.1}", x * 100.0);
        [
            self.strong.clone(),
            self.weak.clone(),
            self.games.to_string(),
            format!(
                "{}% [{}, {}]{}",
                pct(self.skill.rate),
                pct(self.skill.low),
                pct(self.skill.high),
                if self.inverted { " inverted" } else { "" }
            ),
            format!("{}%", pct(self.blue.rate)),
            self.verdict.describe().to_string(),
            self.ends.hq.to_string(),
            self.ends.medals.to_string(),
            self.ends.stalled.to_string(),
            self.unfinished.to_string(),
        ]
    }
}

/// The skill trace of a map.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SkillTrace {
    pub rungs: Vec<Rung>,
    /// Whether every rung gives the same balance verdict.
    pub verdict_holds: bool,
}

impl SkillTrace {
    /// The inverted rungs, in the ladder's order ([`Rung::inverted`]).
    pub fn inverted(&self) -> impl Iterator<Item = &Rung> {
        self.rungs.iter().filter(|r| r.inverted)
    }
}

/// Plays `config.games` games per rung of `levels` (each level against the one before it):
/// half with the stronger as blue, half as red. `progress(rung, rungs)` after each rung.
pub fn skill_trace(
    start: &Start,
    levels: &[AiSpec],
    config: &SimConfig,
    progress: &dyn Fn(usize, usize),
    cancel: Option<&AtomicBool>,
) -> Result<SkillTrace, SimError> {
    let mut rungs = Vec::new();
    let half = config.games.div_ceil(2);
    for (i, pair) in levels.windows(2).enumerate() {
        let (weak, strong) = (pair[0], pair[1]);
        let run = |blue: AiSpec, red: AiSpec| -> Result<Summary, SimError> {
            let cfg = SimConfig {
                games: half,
                blue,
                red,
                keep_records: false,
                ..config.clone()
            };
            Ok(simulate(start, &cfg, &|_, _| {}, cancel)?.summary)
        };
        let a = run(strong, weak)?;
        let b = run(weak, strong)?;
        rungs.push(rung(strong, weak, &a, &b));
        progress(i + 1, levels.len().saturating_sub(1));
    }
    let verdict_holds = rungs.windows(2).all(|w| w[0].verdict == w[1].verdict);
    Ok(SkillTrace {
        rungs,
        verdict_holds,
    })
}

/// A rung from its two halves: `a` with the stronger as blue, `b` as red.
fn rung(strong: AiSpec, weak: AiSpec, a: &Summary, b: &Summary) -> Rung {
    let games = a.games + b.games;
    let decided = a.finished + b.finished;
    let blue_wins = a.wins.blue + b.wins.blue;
    let add = |x: Reasons, y: Reasons| Reasons {
        hq: x.hq + y.hq,
        medals: x.medals + y.medals,
        stalled: x.stalled + y.stalled,
    };
    let skill = Rate::new(a.wins.blue + b.wins.red, games);
    Rung {
        strong: strong.to_string(),
        weak: weak.to_string(),
        games,
        inverted: Rung::is_inverted(&skill),
        skill,
        blue: Rate::new(blue_wins, decided),
        verdict: Verdict::of(blue_wins, decided),
        ends: add(a.by_reason, b.by_reason),
        unfinished: a.unfinished + b.unfinished,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rung whose stronger level won `wins` of `games`, every game decided.
    fn fabricated(strong: &str, weak: &str, wins: usize, games: usize) -> Rung {
        let skill = Rate::new(wins, games);
        Rung {
            strong: strong.into(),
            weak: weak.into(),
            games,
            inverted: Rung::is_inverted(&skill),
            skill,
            blue: Rate::new(games / 2, games),
            verdict: Verdict::of(games / 2, games),
            ends: Reasons {
                hq: games,
                medals: 0,
                stalled: 0,
            },
            unfinished: 0,
        }
    }

    #[test]
    fn a_rung_whose_stronger_level_loses_to_the_one_below_is_inverted() {
        // As mcts:200 against greedy: 25 of 80 games, 95% interval about 22% to 42%.
        let lost = fabricated("mcts:200", "greedy", 25, 80);
        assert!(lost.skill.high < 0.5, "{:?}", lost.skill);
        assert!(lost.inverted);
        assert!(
            lost.cells()[3].ends_with(" inverted"),
            "{}",
            lost.cells()[3]
        );
        let note = lost.inverted_note().expect("a note");
        assert!(
            note.contains("mcts:200") && note.contains("greedy"),
            "{note}"
        );
        let interval = format!(
            "31.2% [{:.1}, {:.1}]",
            lost.skill.low * 100.0,
            lost.skill.high * 100.0
        );
        assert!(note.contains(&interval), "{note} lacks {interval}");
        // A rung that wins, or whose interval still reaches one half, is not.
        for (wins, games) in [(60, 80), (40, 80), (35, 80), (0, 0)] {
            let r = fabricated("mcts:200", "greedy", wins, games);
            assert_eq!(
                r.inverted,
                r.skill.of > 0 && r.skill.high < 0.5,
                "{wins}/{games}"
            );
            assert!(!r.cells()[3].contains("inverted") || r.inverted);
        }
        assert!(!fabricated("greedy", "random", 40, 80).inverted);
        assert!(fabricated("greedy", "random", 2, 80).inverted);
        let trace = SkillTrace {
            rungs: vec![
                fabricated("greedy", "random", 70, 80),
                lost,
                fabricated("mcts:2000", "mcts:200", 50, 80),
            ],
            verdict_holds: true,
        };
        let names: Vec<&str> = trace.inverted().map(|r| r.strong.as_str()).collect();
        assert_eq!(names, ["mcts:200"]);
    }
}
