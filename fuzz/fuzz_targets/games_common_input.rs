//! games-common's input helpers on any text: the content lines are numbered upwards, hold
//! no comment, no trailing white space and no empty text, and their tokens are exactly the
//! words separated by white space (ASCII's, `is_space`), each at its column.
#![no_main]

use games_common::input::{content_lines, is_space, strip_comment, tokens};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let mut last = 0;
    for line in content_lines(text) {
        assert!(line.number > last, "line numbers go up");
        last = line.number;
        assert_eq!(strip_comment(line.text), line.text, "no comment is left");
        assert_eq!(
            line.text.trim_end_matches(is_space),
            line.text,
            "no trailing white space"
        );
        assert!(
            !line.text.trim_matches(is_space).is_empty(),
            "a content line holds something"
        );
        let chars: Vec<char> = line.text.chars().collect();
        let words: Vec<&str> = line
            .text
            .split(is_space)
            .filter(|w| !w.is_empty())
            .collect();
        let found: Vec<(usize, &str)> = tokens(line.text).collect();
        assert_eq!(found.iter().map(|t| t.1).collect::<Vec<_>>(), words);
        for (column, token) in found {
            let at: String = chars[column - 1..]
                .iter()
                .take(token.chars().count())
                .collect();
            assert_eq!(at, token, "column {column}");
        }
    }
    assert!(last <= text.lines().count());
});
