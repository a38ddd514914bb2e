//! Plain-text tables for the command line: each column as wide as its widest cell (heading
//! included, measured in terminal columns), two spaces between columns, text left-aligned and
//! figures right-aligned.

use std::fmt::Write as _;
use unicode_width::UnicodeWidthStr;

/// How a column's cells sit in its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// The gap between two columns.
const GAP: &str = "  ";

/// Lays out `headings` and `rows` (each row as long as `align`), one line each, without
/// trailing spaces.
pub fn text_table<S: AsRef<str>>(headings: &[S], rows: &[Vec<String>], align: &[Align]) -> String {
    let mut widths: Vec<usize> = headings.iter().map(|h| h.as_ref().width()).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    let mut out = String::new();
    let mut line = |cells: &mut dyn Iterator<Item = &str>| {
        let mut text = String::new();
        for (i, (cell, (&w, &a))) in cells.zip(widths.iter().zip(align)).enumerate() {
            if i > 0 {
                text.push_str(GAP);
            }
            let pad = " ".repeat(w.saturating_sub(cell.width()));
            match a {
                Align::Left => {
                    text.push_str(cell);
                    text.push_str(&pad);
                }
                Align::Right => {
                    text.push_str(&pad);
                    text.push_str(cell);
                }
            }
        }
        let _ = writeln!(out, "{}", text.trim_end());
    };
    line(&mut headings.iter().map(|h| h.as_ref()));
    for row in rows {
        line(&mut row.iter().map(String::as_str));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The columns' start offsets (in terminal columns) of a line, found as the starts of
    /// runs after a gap of two or more spaces.
    fn cell_ends(line: &str) -> Vec<usize> {
        // The end offset of each cell: where a non-space is followed by a gap or the line end.
        let chars: Vec<char> = line.chars().collect();
        let mut ends = Vec::new();
        for i in 0..chars.len() {
            let last = i + 1 == chars.len();
            if chars[i] != ' ' && (last || (chars[i + 1] == ' ' && chars.get(i + 2) == Some(&' ')))
            {
                ends.push(i + 1);
            }
        }
        ends
    }

    #[test]
    fn every_column_is_as_wide_as_its_widest_cell_with_a_gap_between() {
        let rows = vec![
            vec![
                "greedy".to_string(),
                "12".to_string(),
                "no side favoured".to_string(),
            ],
            vec![
                "mcts:1000".to_string(),
                "4".to_string(),
                "blue favoured".to_string(),
            ],
        ];
        let t = text_table(
            &["level", "blue (decided)", "verdict"],
            &rows,
            &[Align::Left, Align::Right, Align::Left],
        );
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], "level      blue (decided)  verdict");
        assert_eq!(lines[1], "greedy                 12  no side favoured");
        assert_eq!(lines[2], "mcts:1000               4  blue favoured");
        // Right-aligned figures end where their heading ends.
        assert_eq!(cell_ends(lines[0])[1], cell_ends(lines[1])[1]);
    }

    #[test]
    fn wide_characters_count_as_two_columns() {
        let rows = vec![vec!["城堡".to_string(), "1".to_string()]];
        let t = text_table(&["map", "n"], &rows, &[Align::Left, Align::Right]);
        assert_eq!(t, "map   n\n城堡  1\n");
    }
}
