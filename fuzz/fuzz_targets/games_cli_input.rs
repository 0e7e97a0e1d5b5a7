//! What the programs read before any parser: `decode` on any bytes (the text itself, or
//! the line and column of the first byte that is not UTF-8), and `read_typed_line` on the
//! same bytes through buffers of any size, against the lines split plainly.
#![no_main]

use std::io::BufReader;

use games_cli::{InputError, Typed, decode, read_typed_line};
use libfuzzer_sys::fuzz_target;

/// The lines of `bytes` as `read_typed_line` with `limit` should give them: split at each
/// newline (a last line without one counts when not empty), longer than `limit` (a
/// carriage return included) too long, a carriage return at the end dropped, not UTF-8
/// not text.
fn plain_lines(bytes: &[u8], limit: usize) -> Vec<Typed> {
    let mut pieces: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    if pieces.last().is_some_and(|last| last.is_empty()) {
        pieces.pop();
    }
    pieces
        .into_iter()
        .map(|piece| {
            if piece.len() > limit {
                return Typed::TooLong;
            }
            let piece = piece.strip_suffix(b"\r").unwrap_or(piece);
            String::from_utf8(piece.to_vec()).map_or(Typed::NotText, Typed::Line)
        })
        .collect()
}

fuzz_target!(|input: (u8, u8, &[u8])| {
    let (limit, capacity, bytes) = input;
    match decode("input", bytes.to_vec()) {
        Ok(text) => assert_eq!(text.as_bytes(), bytes),
        Err(InputError::NotUtf8 { line, column, .. }) => {
            let valid = std::str::from_utf8(bytes).unwrap_err().valid_up_to();
            let before = &bytes[..valid];
            assert_eq!(line, before.iter().filter(|&&b| b == b'\n').count() + 1);
            let last_line = before.rsplit(|&b| b == b'\n').next().unwrap_or_default();
            let chars = std::str::from_utf8(last_line)
                .expect("valid")
                .chars()
                .count();
            assert_eq!(column, chars + 1);
        }
        Err(other) => panic!("decode failed otherwise: {other}"),
    }

    let limit = usize::from(limit);
    let mut reader = BufReader::with_capacity(usize::from(capacity % 16) + 1, bytes);
    let mut read = Vec::new();
    loop {
        match read_typed_line(&mut reader, limit).expect("a slice reads") {
            Typed::End => break,
            // A play mode stops at a line too long: the rest of it is left unread.
            Typed::TooLong => {
                read.push(Typed::TooLong);
                break;
            }
            typed => read.push(typed),
        }
        assert!(read.len() <= bytes.len(), "more lines than bytes");
    }
    let mut expected = plain_lines(bytes, limit);
    if let Some(first) = expected.iter().position(|t| *t == Typed::TooLong) {
        expected.truncate(first + 1);
    }
    assert_eq!(read, expected);
});
