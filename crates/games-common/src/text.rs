//! Characters that must not reach a terminal or a file format as they are: one rule for
//! every program, so a name shows the same in every message, dialogue and drawing.

use std::fmt::Write;

/// Whether `c` is acted on or hidden by a terminal or a viewer instead of shown: every
/// control character (escape, bell, NUL, newline, DEL, the C1 controls, ...) and the
/// bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066
/// to U+2069), which reorder the text around them.
///
/// ```
/// use games_common::text::is_hidden;
/// assert!(is_hidden('\u{1b}') && is_hidden('\0') && is_hidden('\u{202e}'));
/// assert!(!is_hidden('é') && !is_hidden(' '));
/// ```
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Pushes `c` onto `out`, a hidden character ([`is_hidden`]) as the visible text `\u{..}`,
/// its code point in hexadecimal.
///
/// ```
/// let mut out = String::new();
/// for c in "a\u{7}\u{202e}b".chars() {
///     games_common::text::push_shown(&mut out, c);
/// }
/// assert_eq!(out, "a\\u{7}\\u{202e}b");
/// ```
pub fn push_shown(out: &mut String, c: char) {
    if is_hidden(c) {
        let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
    } else {
        out.push(c);
    }
}
