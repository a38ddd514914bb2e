//! The soundness warnings of a puzzle in a language ([`super::soundness`]): the kinds of unfair
//! line, why a line is unfair and the one-click fixes, for the lesson workspace. In English each
//! is, word for word, what `toyforge check` prints (the `Display` and `title` of the soundness
//! types, which the command line keeps).

use super::SolvedBy;
use super::soundness::{Concern, Fix, Good, Unfair, medals, percent_decimals};
use super::words::Words;
use crate::i18n::Lang;
use crate::tr;

/// A chance as a percentage in `l`'s form, with the digits the English report gives it.
fn percent(l: Lang, p: f64) -> String {
    crate::i18n::percent(l, p, percent_decimals(p))
}

fn unfair_key(kind: Unfair) -> &'static str {
    match kind {
        Unfair::RightListedWrong => "right_listed_wrong",
        Unfair::AcceptedLoses => "accepted_loses",
        Unfair::ChanceDecides => "chance_decides",
        Unfair::StartsLikeWrong => "starts_like_wrong",
        Unfair::UnlistedRight => "unlisted_right",
        Unfair::AcceptedBreaksClaims => "accepted_breaks_claims",
    }
}

fn good_key(why: Good) -> &'static str {
    match why {
        Good::Claims => "claims",
        Good::AcceptIf => "accept_if",
        Good::Wins => "wins",
    }
}

/// A kind of unfair line, for a warning's first line ([`Unfair::title`]).
pub fn unfair_title(lang: Lang, kind: Unfair) -> String {
    tr!(lang, "sound-unfair", kind = unfair_key(kind))
}

/// A fix's button ([`Fix::label`]).
pub fn fix_label(lang: Lang, fix: &Fix) -> String {
    let key = match fix {
        Fix::Accept { .. } => "accept",
        Fix::MarkWrong { .. } => "mark_wrong",
        Fix::Lengthen { .. } => "lengthen",
    };
    tr!(lang, "sound-fix", fix = key)
}

/// Why a line is unfair to the learner (the `Display` of [`Concern`]).
pub fn concern_text(lang: Lang, c: &Concern) -> String {
    let l = lang;
    match c {
        Concern::MeetsClaimsButWrong => tr!(l, "sound-meets-claims"),
        Concern::AcceptedButFails { claim, mismatch } => tr!(
            l,
            "sound-accepted-fails",
            claim = claim.to_string(),
            expected = mismatch.expected.render(l),
            found = mismatch.found.render(l)
        ),
        Concern::EngineRatesAsGood { solution, .. } if *solution >= crate::ai::WIN as f64 => {
            tr!(l, "sound-wins-too")
        }
        Concern::EngineRatesAsGood { value, solution } => tr!(
            l,
            "sound-rated-good",
            value = medals(*value),
            solution = medals(*solution)
        ),
        Concern::ListedWrongButRight { wrong, why } => {
            tr!(l, "sound-listed-wrong", why = good_key(*why), n = wrong + 1)
        }
        Concern::AcceptedButLoses {
            by,
            outcome,
            chance,
        } => {
            let (by, n) = match by {
                SolvedBy::Solution => ("solution", 0),
                SolvedBy::Alternative(i) => ("alternative", i + 1),
                SolvedBy::Goal => ("accept_if", 0),
            };
            // The command line names the winner as the file does (`red won …`).
            let outcome = match l {
                Lang::En => outcome.to_string(),
                _ => Words::new(l).outcome(*outcome),
            };
            let winner = outcome_winner(c);
            if *chance < 1.0 {
                tr!(
                    l,
                    "sound-accepted-loses-sometimes",
                    by = by,
                    n = n,
                    outcome = outcome,
                    chance = percent(l, *chance),
                    winner = winner
                )
            } else {
                tr!(
                    l,
                    "sound-accepted-loses",
                    by = by,
                    n = n,
                    outcome = outcome,
                    winner = winner
                )
            }
        }
        Concern::VerdictByChance { solved } => {
            tr!(l, "sound-verdict-chance", chance = percent(l, *solved))
        }
        Concern::ClaimsByChance {
            which,
            holds,
            claim,
            mismatch,
        } => tr!(
            l,
            "sound-claims-chance",
            which = which.as_str(),
            chance = percent(l, *holds),
            claim = claim.to_string(),
            expected = mismatch.expected.render(l),
            found = mismatch.found.render(l)
        ),
        Concern::StartsLikeWrong { wrong, at, why } => tr!(
            l,
            "sound-starts-like-wrong",
            why = good_key(*why),
            n = wrong + 1,
            line = at.as_str()
        ),
    }
}

/// The side a claim of the opponent's win names, as the file writes it (`blue`).
fn outcome_winner(c: &Concern) -> String {
    match c {
        Concern::AcceptedButLoses { outcome, .. } => outcome.winner.to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{EndReason, Outcome};
    use crate::pieces::Side;
    use crate::scenario::{Claim, Mismatch};

    fn mismatch() -> Mismatch {
        Mismatch {
            expected: crate::text!("mismatch-to-have-medals", side = Side::Blue, n = 3u32),
            found: crate::text!("mismatch-has-medals", side = Side::Blue, n = 2u32),
        }
    }

    #[test]
    fn in_english_the_warnings_are_those_the_command_line_prints() {
        let outcome = Outcome {
            winner: Side::Red,
            end: EndReason::Hq,
        };
        let concerns = [
            Concern::MeetsClaimsButWrong,
            Concern::AcceptedButFails {
                claim: Claim::Medals {
                    side: Side::Blue,
                    n: 3,
                },
                mismatch: mismatch(),
            },
            Concern::EngineRatesAsGood {
                value: 120.0,
                solution: crate::ai::WIN as f64,
            },
            Concern::EngineRatesAsGood {
                value: 120.0,
                solution: 125.5,
            },
            Concern::ListedWrongButRight {
                wrong: 1,
                why: Good::AcceptIf,
            },
            Concern::AcceptedButLoses {
                by: SolvedBy::Alternative(0),
                outcome,
                chance: 0.25,
            },
            Concern::AcceptedButLoses {
                by: SolvedBy::Goal,
                outcome,
                chance: 1.0,
            },
            Concern::VerdictByChance { solved: 1.0 / 3.0 },
            Concern::ClaimsByChance {
                which: "wrong line 2".into(),
                holds: 0.5,
                claim: Claim::NoWinner,
                mismatch: mismatch(),
            },
            Concern::StartsLikeWrong {
                wrong: 0,
                at: "place roxy @orchard".into(),
                why: Good::Wins,
            },
        ];
        for c in &concerns {
            assert_eq!(concern_text(Lang::En, c), c.to_string());
            assert_eq!(unfair_title(Lang::En, c.kind()), c.kind().title());
            // Every language says it, and none in English words of the code.
            for l in [Lang::Zh, Lang::Fr, Lang::Es] {
                let text = concern_text(l, c);
                assert!(!text.is_empty() && text != c.to_string(), "{l}: {text}");
                // What a false claim expected and found is written in the language too.
                assert!(!text.contains("medals"), "{l}: {text}");
            }
        }
        let fixes = [
            Fix::Accept {
                line: "draw".into(),
                drop_wrong: None,
            },
            Fix::MarkWrong {
                line: "draw".into(),
                drop_alternative: Some(0),
            },
            Fix::Lengthen {
                wrong: 0,
                lines: Vec::new(),
            },
        ];
        for f in &fixes {
            assert_eq!(fix_label(Lang::En, f), f.label());
            assert_ne!(fix_label(Lang::Fr, f), f.label());
        }
    }
}
