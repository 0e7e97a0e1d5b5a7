//! Every text strikeout reads: a move list (replayed on the standard field, as `check`
//! does), single moves on fields of any width, and a start field's digits. Each is a value
//! or a typed error; an accepted move, written back in either notation, reads the same,
//! and an accepted start prints back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strikeout::field::STANDARD_WIDTH;
use strikeout::notation::{parse_move, parse_move_list};
use strikeout::{Field, replay};

fuzz_target!(|text: &str| {
    if let Ok(moves) = parse_move_list(text, STANDARD_WIDTH) {
        let moves: Vec<_> = moves.into_iter().map(|(mv, _line)| mv).collect();
        let _ = replay(&Field::standard(), &moves);
    }
    // A width from the text itself, so narrow and wide fields are both tried.
    let width = text.len() % 16;
    for line in text.lines() {
        let Ok((a, b)) = parse_move(line, width) else {
            continue;
        };
        assert_eq!(parse_move(&format!("{a} {b}"), width), Ok((a, b)));
        // In rows and columns, where the row number fits (a cell in the very last row of
        // a one-column field has none).
        let cell = |c: usize| {
            let row = c.checked_div(width)?.checked_add(1)?;
            Some(format!("r{row}c{}", c % width + 1))
        };
        if let (Some(a_text), Some(b_text)) = (cell(a), cell(b)) {
            assert_eq!(parse_move(&format!("{a_text},{b_text}"), width), Ok((a, b)));
        }
        if let Ok(start) = Field::new(width, line) {
            assert_eq!(start.digit_string(), line);
            assert_eq!(start.len(), line.chars().count());
        }
    }
});
