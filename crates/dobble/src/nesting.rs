//! How deeply an XML text nests its elements, measured by a flat scan before any parser
//! sees it: the XML parser and the SVG converter descend one call per level, so a picture
//! nested thousands deep would overflow the stack. The scan needs no well-formed input;
//! whatever it cannot read is left to the parser that follows, which refuses it.

/// The deepest element nesting of `text`, counting each element that opens (`<name …>`)
/// until it closes (`</name>`); empty elements (`<name …/>`), comments, character data,
/// processing instructions and declarations do not nest. Elements inside the values of a
/// document type's internal subset (an entity can hold markup) count as if each entity
/// were expanded at the deepest point, [`ENTITY_DEPTH`] times over.
pub(crate) fn nesting(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut deepest = 0usize;
    let mut in_entities = 0usize;
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|&b| b == b'<') {
        at += offset;
        let rest = &bytes[at..];
        at = if rest.starts_with(b"<!--") {
            skip_past(bytes, at + 4, b"-->")
        } else if rest.starts_with(b"<![CDATA[") {
            skip_past(bytes, at + 9, b"]]>")
        } else if rest.starts_with(b"<?") {
            skip_past(bytes, at + 2, b"?>")
        } else if rest.starts_with(b"<!") {
            let (end, inner) = declaration(bytes, at + 2);
            in_entities = in_entities.max(inner);
            end
        } else if rest.starts_with(b"</") {
            depth = depth.saturating_sub(1);
            skip_past(bytes, at + 2, b">")
        } else {
            let (end, empty) = tag(bytes, at + 1);
            if !empty {
                depth += 1;
                deepest = deepest.max(depth);
            }
            end
        };
    }
    deepest.saturating_add(in_entities.saturating_mul(ENTITY_DEPTH))
}

/// How many entity references deep an XML parser expands (roxmltree's limit is 10).
pub(crate) const ENTITY_DEPTH: usize = 10;

/// The index just past the first `end` at or after `from` (the text's end if none).
fn skip_past(bytes: &[u8], from: usize, end: &[u8]) -> usize {
    bytes
        .get(from..)
        .and_then(|rest| rest.windows(end.len()).position(|w| w == end))
        .map_or(bytes.len(), |i| from + i + end.len())
}

/// A start tag from just after its `<`: the index past its `>` and whether it is empty
/// (`/>`), quoted attribute values skipped whole.
fn tag(bytes: &[u8], mut at: usize) -> (usize, bool) {
    while at < bytes.len() {
        match bytes[at] {
            quote @ (b'"' | b'\'') => at = skip_past(bytes, at + 1, &[quote]),
            b'>' => return (at + 1, at > 0 && bytes[at - 1] == b'/'),
            _ => at += 1,
        }
    }
    (at, false)
}

/// A declaration (`<!DOCTYPE …>` with its internal subset) from just after its `<!`: the
/// index past its closing `>` and the deepest nesting inside any quoted value in it.
fn declaration(bytes: &[u8], mut at: usize) -> (usize, usize) {
    let mut brackets = 0usize;
    let mut deepest = 0;
    while at < bytes.len() {
        match bytes[at] {
            quote @ (b'"' | b'\'') => {
                let end = skip_past(bytes, at + 1, &[quote]);
                let value = &bytes[at + 1..end.saturating_sub(1).max(at + 1)];
                deepest = deepest.max(nesting(&String::from_utf8_lossy(value)));
                at = end;
            }
            b'<' if bytes[at..].starts_with(b"<!--") => at = skip_past(bytes, at + 4, b"-->"),
            b'[' => {
                brackets += 1;
                at += 1;
            }
            b']' => {
                brackets = brackets.saturating_sub(1);
                at += 1;
            }
            b'>' if brackets == 0 => return (at + 1, deepest),
            _ => at += 1,
        }
    }
    (at, deepest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn counts_open_elements_only() {
        assert_eq!(nesting("<svg/>"), 0);
        assert_eq!(nesting("<svg><g><g/></g><g></g></svg>"), 2);
        assert_eq!(nesting("<svg><g a='>' b=\"/>\"><path/></g></svg>"), 2);
        assert_eq!(
            nesting("<?xml version='1.0'?><!-- <g><g> --><svg><![CDATA[<g><g>]]></svg>"),
            1
        );
    }

    #[test]
    fn markup_in_entities_counts_as_expanded_at_the_deepest_point() {
        let text = "<!DOCTYPE svg [<!ENTITY e '<g><g/></g>'> <!-- ] > -->]><svg>&e;</svg>";
        assert_eq!(nesting(text), 1 + ENTITY_DEPTH);
    }

    /// Elements nested `levels` deep, each a `<g>` with attributes that hold markup
    /// characters, some siblings empty, with comments between.
    fn nested(levels: usize, empty_siblings: bool) -> String {
        let mut text = String::new();
        for _ in 0..levels {
            text.push_str("<g q='a>b' r=\"/>\">");
            if empty_siblings {
                text.push_str("<rect/><!-- <g> -->");
            }
        }
        text.push_str(&"</g>".repeat(levels));
        text
    }

    proptest! {
        /// The scan agrees with a real XML parser's tree on well-formed documents.
        #[test]
        fn agrees_with_the_parser(levels in 1usize..60, empty_siblings in any::<bool>()) {
            let text = nested(levels, empty_siblings);
            let document = roxmltree::Document::parse(&text).unwrap();
            // Every <g> holds something or is written open and closed, so its depth is
            // its ancestors' (itself included); the <rect/> are empty and do not nest.
            let parsed = document
                .descendants()
                .filter(|n| n.tag_name().name() == "g")
                .map(|n| n.ancestors().filter(|a| a.is_element()).count())
                .max()
                .unwrap();
            prop_assert_eq!(nesting(&text), parsed);
        }
    }
}
