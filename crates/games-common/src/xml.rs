//! Text made safe for XML, for the pictures the solvers draw (SVG): one escaping for every
//! crate, so a name shows the same in every drawing.

/// `text` made safe as XML text or as an attribute value in double quotes (as every
/// drawing here writes its attributes): `&`, `<`, `>` and `"` escaped, and every control
/// character (which XML 1.0 cannot hold, or holds only as something other than the
/// character) and bidirectional control written as the text `\u{..}`, its code point in
/// hexadecimal ([`crate::text::push_shown`]), so the drawing stays valid and shows that the
/// character was there.
///
/// ```
/// assert_eq!(games_common::xml::escape("a&b <c> \"d\" 'e'"),
///            "a&amp;b &lt;c&gt; &quot;d&quot; 'e'");
/// assert_eq!(games_common::xml::escape("bell\u{7} é"), "bell\\u{7} é");
/// ```
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            c => crate::text::push_shown(&mut escaped, c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Markup, the double quote, every control character and every bidirectional control
    /// come out as something else, and the rest as it was.
    #[test]
    fn only_markup_quotes_and_controls_change() {
        for c in (0..0x11_0000).filter_map(char::from_u32) {
            let text = c.to_string();
            let out = escape(&text);
            let special = matches!(c, '&' | '<' | '>' | '"')
                || c.is_control()
                || matches!(u32::from(c), 0x61c | 0x200e | 0x200f | 0x202a..=0x202e | 0x2066..=0x2069);
            assert_eq!(out != text, special, "{c:?}");
            assert!(
                !out.chars().any(|o| crate::text::is_hidden(o) || o == '<'),
                "{c:?} gave {out:?}"
            );
        }
        assert_eq!(
            escape("\u{0}\u{1f}\u{7f}\u{9f}"),
            "\\u{0}\\u{1f}\\u{7f}\\u{9f}"
        );
    }
}
