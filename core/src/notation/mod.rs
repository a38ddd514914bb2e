//! The action notation of NOTATION.md: parsing and printing actions and sequences, the sorted
//! list of legal actions, the state as JSON, and playing a written line with errors that name
//! the action's number, its text and the rule it breaks ([`mod@line`]).
//!
//! Two kinds of error, as in chess libraries: a [`SyntaxError`] (the text is not an action) and
//! an [`crate::engine::Illegal`] (a well-formed action the position does not allow, an unknown
//! location id included); a line's [`LineError`] is one or the other, with the action named.

mod json;
pub mod line;
mod mark;
mod parse;
mod print;

pub use json::{Ordered, PieceJson, StateJson, state_json, state_json_string};
pub use line::{Line, LineError, Played, Refusal, play_line};
pub use mark::{MARKS, Mark, split_mark, with_mark};
pub use parse::{
    ActionError, ActionText, SequenceItem, SyntaxError, parse, parse_action, parse_at,
    parse_sequence,
};
pub use print::{Printed, display, legal_texts, print};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Board, IllegalKind, Pending, State};
    use crate::map::Map;
    use crate::pieces::{Side, Troop};
    use crate::scenario::Position;
    use std::sync::Arc;

    fn board() -> Arc<Board> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fixtures/engine-grid.ron"
        );
        Arc::new(Board::compile(&Map::load(path.as_ref()).unwrap()).unwrap())
    }

    fn state(text: &str) -> State {
        let p: Position = ron::from_str(text).unwrap();
        p.to_state(board()).unwrap()
    }

    #[test]
    fn every_action_form_parses_and_prints_back_canonically() {
        let b = board();
        for text in [
            "draw",
            "draw roxy",
            "draw roxy star",
            "place capn @b2",
            "discard @a1",
            "discard rack",
            "discard rack hook",
            "recall @c3",
            "move @a1 @a2",
            "revive xb42",
            "freeze",
            "freeze kwak",
            "skip",
        ] {
            let a = parse_action(&b, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print(&b, &a), text);
        }
    }

    #[test]
    fn names_codes_spellings_and_case_are_accepted_on_input() {
        let b = board();
        let place = |t| Action::Place(t, b.find("b1").unwrap());
        assert_eq!(
            parse_action(&b, "PLACE Cap'n @B1").unwrap(),
            place(Troop::Capn)
        );
        assert_eq!(
            parse_action(&b, "place XB-42 @b1").unwrap(),
            place(Troop::Xb42)
        );
        assert_eq!(parse_action(&b, "place x @b1").unwrap(), place(Troop::Kwak));
        assert_eq!(parse_action(&b, "place 7 @b1").unwrap(), place(Troop::Roxy));
        assert_eq!(
            parse_action(&b, "  place   roxy@b1  ").unwrap(),
            place(Troop::Roxy)
        );
        assert_eq!(print(&b, &place(Troop::Roxy)), "place roxy @b1");
    }

    #[test]
    fn a_syntax_error_names_the_column_and_what_was_expected() {
        let e = parse("place rox @b1").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        assert!(e.expected.to_string().starts_with("a troop"), "{e}");
        assert_eq!(e.found.to_string(), "`rox`");
        let e = parse("place roxy b1").unwrap_err();
        assert_eq!(e.column, 12);
        assert!(e.expected.to_string().starts_with("a location"), "{e}");
        let e = parse("move @a1").unwrap_err();
        assert_eq!(e.column, 9);
        assert_eq!(e.found.to_string(), "the end of the action");
        let e = parse("draw roxy star hook").unwrap_err();
        assert_eq!(e.column, 16);
        assert!(e.expected.to_string().contains("at most 2"), "{e}");
        let e = parse("jump").unwrap_err();
        assert!(e.expected.to_string().starts_with("an action"), "{e}");
        let e = parse("skip now").unwrap_err();
        assert_eq!(e.expected.to_string(), "the end of the action");
        assert_eq!(
            parse("place roxy @").unwrap_err().to_string(),
            "line 1, column 12: expected a location `@<id>` (letters, digits, `-` and `_`), found `@`"
        );
    }

    #[test]
    fn sequences_split_on_semicolons_and_lines_and_skip_comments() {
        let text =
            "draw ; skip\n\n  # a comment line\nplace roxy @b1   # trailing\n;;\nmove @a1 @a2";
        let items = parse_sequence(text).unwrap();
        let texts: Vec<&str> = items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts, ["draw", "skip", "place roxy @b1", "move @a1 @a2"]);
        assert_eq!((items[1].line, items[1].column), (1, 8));
        assert_eq!((items[2].line, items[2].column), (4, 1));
        let e = parse_sequence("draw\n  place hook b2; skip").unwrap_err();
        assert_eq!((e.line, e.column), (2, 14));
    }

    #[test]
    fn an_unknown_location_is_illegal_not_a_syntax_error() {
        let b = board();
        match parse_action(&b, "place roxy @z9") {
            Err(ActionError::Illegal(e)) => {
                assert_eq!(e.kind, IllegalKind::UnknownLocation);
                assert_eq!(
                    e.message.to_string(),
                    "there is no base or HQ `@z9` on this map"
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_illegal_action_in_a_sequence_names_its_number_text_and_rule() {
        // Blue places and declines Star's draw, red draws, then blue's Roxy may not cover
        // red's Roxy.
        let mut st = state(
            "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(red, roxy)]}, blue: (rack: [roxy, star]), red: (rack: [hook]))",
        );
        let played = play_line(
            &mut st,
            "place star @b1 # fine\nskip;  draw\n\nplace roxy @b2",
        );
        assert_eq!((played.actions.len(), played.total), (3, 4));
        let e = played.error.unwrap();
        assert_eq!(
            e.to_string(),
            "action 4 'place roxy @b2': roxy (7) cannot cover the enemy's roxy (7); covering needs a strictly greater strength"
        );
        assert_eq!((e.index(), e.text()), (3, "place roxy @b2"));
        let r = e.refusal().expect("a refusal");
        assert_eq!((r.line, r.column), (4, 1));
        assert_eq!(e.kind(), Some(IllegalKind::Covering));
        assert_eq!(
            st.to_move(),
            Some(Side::Blue),
            "the first three were played"
        );
        let before = st.clone();
        let e = play_line(&mut st, "skip; place roxy b2").error.unwrap();
        assert_eq!((e.index(), e.text()), (1, "place roxy b2"));
        let syntax = e.syntax().expect("a syntax error");
        assert_eq!((syntax.line, syntax.column), (1, 18));
        assert_eq!(e.kind(), None);
        assert_eq!(st, before, "a line that does not parse plays nothing");
        assert!(
            e.to_string()
                .starts_with("action 2 'place roxy b2': line 1, column 18: expected a location"),
            "{e}"
        );
    }

    #[test]
    fn a_line_resolves_its_locations_without_playing() {
        let b = board();
        let line = Line::parse("draw; place roxy @b1\nmove @a1 @a2").unwrap();
        assert_eq!(line.len(), 3);
        let actions = line.resolve(&b).unwrap();
        assert_eq!(print(&b, &actions[1]), "place roxy @b1");
        let e = Line::parse("draw; place roxy @z9")
            .unwrap()
            .resolve(&b)
            .unwrap_err();
        assert_eq!(e.number(), 2);
        assert_eq!(e.kind(), Some(IllegalKind::UnknownLocation));
        assert!(
            Line::parse("# nothing but a comment\n;;")
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn legal_actions_are_sorted_by_byte_order_without_duplicates() {
        let st = state("(blue: (rack: [roxy, roxy, kwak, hook]))");
        let legal = legal_texts(&st);
        let mut sorted = legal.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(legal, sorted);
        assert_eq!(legal.iter().filter(|a| *a == "place roxy @b1").count(), 1);
        assert_eq!(legal[0], "draw");
    }

    #[test]
    fn the_json_state_has_the_fields_and_spellings_of_the_notation() {
        let mut st = state(
            "(stacks: {\"b2\": [(red, roxy)]}, discard: [(red, hook)], claimed: {\"ne\": red},
              blue: (rack: [star, kwak, star, jumbo]), red: (rack: [hook]))",
        );
        play_line(&mut st, "place jumbo @b1").into_result().unwrap();
        assert_eq!(st.pending(), Some(Pending::Jumbo));
        let text = state_json_string(&st);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let keys: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("  \"") && !l.starts_with("   "))
            .map(|l| l.trim().split('"').nth(1).unwrap())
            .collect();
        assert_eq!(
            keys,
            [
                "to_move", "pending", "winner", "end", "medals", "bases", "hqs", "racks", "frozen",
                "reserve", "discard", "claimed", "legal"
            ]
        );
        assert_eq!(v["to_move"], "blue");
        assert_eq!(v["pending"], "jumbo");
        assert_eq!(v["winner"], serde_json::Value::Null);
        assert_eq!(v["end"], serde_json::Value::Null);
        assert_eq!(v["medals"], serde_json::json!({"blue": 0, "red": 2}));
        assert_eq!(
            v["bases"]["b2"],
            serde_json::json!([{"side": "red", "troop": "roxy"}])
        );
        assert_eq!(v["bases"]["a1"], serde_json::json!([]));
        assert_eq!(v["bases"].as_object().unwrap().len(), 9);
        assert_eq!(
            v["hqs"],
            serde_json::json!({"blue-hq": null, "red-hq": null})
        );
        assert_eq!(
            v["racks"]["blue"],
            serde_json::json!(["kwak", "star", "star"])
        );
        assert_eq!(v["frozen"], serde_json::json!({"blue": [], "red": []}));
        assert_eq!(v["reserve"]["red"], 21);
        assert_eq!(
            v["discard"],
            serde_json::json!([{"side": "red", "troop": "hook"}])
        );
        assert_eq!(v["claimed"], serde_json::json!({"ne": "red"}));
        assert_eq!(v["legal"], serde_json::json!(["discard @b2", "skip"]));
    }

    #[test]
    fn the_json_state_after_an_hq_win_shows_the_capturing_troop() {
        let mut st = state(
            "(stacks: {\"b1\": [(blue, kwak)], \"b2\": [(blue, skully)], \"b3\": [(blue, capn)]}, blue: (rack: [roxy]))",
        );
        play_line(&mut st, "place roxy @red-hq")
            .into_result()
            .unwrap();
        let v = serde_json::to_value(state_json(&st)).unwrap();
        assert_eq!(
            v["hqs"]["red-hq"],
            serde_json::json!({"side": "blue", "troop": "roxy"})
        );
        assert_eq!(v["winner"], "blue");
        assert_eq!(v["end"], "hq");
        assert_eq!(v["to_move"], serde_json::Value::Null);
        assert_eq!(v["legal"], serde_json::json!([]));
    }
}
