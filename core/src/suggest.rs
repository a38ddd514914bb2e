//! "Did you mean …?": the known id a mistyped one was probably meant to be, for the messages
//! that refuse an unknown location, region or command.

use crate::i18n::Text;

/// The name among `known` that `given` is a slip of the keyboard away from, ignoring case: at
/// most two edits (one for a name of three characters or fewer, where two would reach almost
/// anything), the closest, the first of a tie; `None` when nothing is that close.
pub fn closest<'a>(given: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let given = given.to_lowercase();
    let most = if given.chars().count() <= 3 { 1 } else { 2 };
    known
        .into_iter()
        .map(|k| (strsim::levenshtein(&given, &k.to_lowercase()), k))
        .filter(|&(d, _)| d <= most)
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

/// `problem`, asking whether the closest of `known` to `given` was meant when one is near
/// ([`closest`]); `problem` alone otherwise.
pub fn suggesting<'a>(
    problem: Text,
    given: &str,
    known: impl IntoIterator<Item = &'a str>,
) -> Text {
    match closest(given, known) {
        Some(near) => crate::text!("did-you-mean", problem = problem, near = near),
        None => problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_slip_finds_the_nearest_name_and_nothing_far_is_offered() {
        let known = ["market-square", "left-outpost", "red-hq", "blue-hq"];
        assert_eq!(closest("market-sqare", known), Some("market-square"));
        assert_eq!(closest("Market-Square", known), Some("market-square"));
        assert_eq!(closest("blue-hg", known), Some("blue-hq"));
        assert_eq!(closest("orchard", known), None);
        // Short names allow one edit: "xyz" is not "red" mistyped.
        assert_eq!(closest("rex", ["red"]), Some("red"));
        assert_eq!(closest("xyd", ["red"]), None);
        // The closest wins over the first.
        assert_eq!(closest("red-hqq", ["red-h", "red-hq"]), Some("red-hq"));
    }

    #[test]
    fn the_suggestion_follows_the_problem_in_every_language() {
        let problem = || crate::text!("check-unknown-id", id = "blue-hg");
        let text = suggesting(problem(), "blue-hg", ["blue-hq", "red-hq"]);
        assert_eq!(
            text.render(Lang::En),
            "`blue-hg` is no base or HQ of the map; did you mean `blue-hq`?"
        );
        for lang in Lang::ALL {
            let rendered = text.render(lang);
            assert!(rendered.starts_with(&problem().render(lang)), "{rendered}");
            assert!(rendered.contains("`blue-hq`"), "{rendered}");
        }
        assert_eq!(suggesting(problem(), "blue-hg", ["orchard"]), problem());
    }
}
