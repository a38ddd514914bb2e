//! `toyforge legal`: the legal actions after the given actions, one a line, sorted by byte
//! order (or a JSON array).

use super::play::{GameArgs, with_game};
use crate::notation::legal_texts;

pub fn run(args: &GameArgs) -> u8 {
    with_game(args, |state| {
        let legal = legal_texts(state);
        if args.json {
            outln!(
                "{}",
                serde_json::to_string_pretty(&legal).unwrap_or_else(|_| "[]".into())
            );
        } else {
            for a in legal {
                outln!("{a}");
            }
        }
    })
}
