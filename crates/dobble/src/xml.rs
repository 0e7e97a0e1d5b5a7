//! Text made safe for XML, shared by the SVG drawings and the font's measurements: a leaf
//! that imports nothing from the crate.

/// Text with `&`, `<`, `>` and quotes escaped for XML.
pub(crate) fn escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '&' => "&amp;".to_owned(),
            '<' => "&lt;".to_owned(),
            '>' => "&gt;".to_owned(),
            '"' => "&quot;".to_owned(),
            '\'' => "&apos;".to_owned(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_quotes_are_escaped() {
        assert_eq!(
            escape("a&b <c> \"d\" 'e' é"),
            "a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos; é"
        );
    }
}
