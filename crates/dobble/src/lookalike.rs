//! Names that print alike: two names written with different characters that Unicode
//! reads as the same text, such as `é` written as one character (U+00E9) or as `e` and a
//! combining acute accent (U+0301). Names are compared in normalization form C, so such
//! names are not two symbols (they would print identically on two cards that share no
//! symbol); a deck or a list of names that holds both is refused, the two shown with
//! every character outside printable ASCII escaped ([`shown`]), so the difference can be
//! seen.

use std::borrow::Cow;
use std::collections::HashMap;

use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

/// Whether `name` is in normalization form C.
fn is_nfc(name: &str) -> bool {
    match is_nfc_quick(name.chars()) {
        IsNormalized::Yes => true,
        IsNormalized::No => false,
        IsNormalized::Maybe => unicode_normalization::is_nfc(name),
    }
}

/// The first pair of `names` (each different from the others) that are equal in
/// normalization form C, as `(earlier, later)` indices, the later one the first to repeat
/// an earlier one. Names all in that form cannot be, so they are only looked at, not
/// normalized.
pub(crate) fn first_lookalike<S: AsRef<str>>(names: &[S]) -> Option<(usize, usize)> {
    if names.iter().all(|name| is_nfc(name.as_ref())) {
        return None;
    }
    let mut seen: HashMap<Cow<'_, str>, usize> = HashMap::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let name = name.as_ref();
        let key = if is_nfc(name) {
            Cow::Borrowed(name)
        } else {
            Cow::Owned(name.nfc().collect())
        };
        if let Some(&earlier) = seen.get(&key) {
            return Some((earlier, i));
        }
        seen.insert(key, i);
    }
    None
}

/// `name` with every character outside printable ASCII written as `\u{…}` (and `\` as
/// `\\`), so that two names that print alike show their difference.
pub(crate) fn shown(name: &str) -> String {
    let mut text = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '\\' => text.push_str("\\\\"),
            ' '..='~' => text.push(c),
            _ => text.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn names_equal_in_nfc_are_found() {
        let composed = "caf\u{e9}";
        let decomposed = "cafe\u{301}";
        assert_eq!(
            first_lookalike(&["x", composed, "y", decomposed]),
            Some((1, 3))
        );
        assert_eq!(first_lookalike(&[decomposed, composed]), Some((0, 1)));
        // The Kelvin sign is the letter K in NFC; the Ångström sign is Å.
        assert_eq!(first_lookalike(&["K", "\u{212a}"]), Some((0, 1)));
        assert_eq!(first_lookalike(&["\u{212b}", "\u{c5}"]), Some((0, 1)));
        // Case and compatibility forms are different names (`ﬁ` is not `fi` in NFC).
        assert_eq!(
            first_lookalike(&["cat", "Cat", "\u{fb01}", "fi", composed]),
            None
        );
        assert_eq!(shown(composed), r"caf\u{e9}");
        assert_eq!(shown(decomposed), r"cafe\u{301}");
        assert_eq!(shown("a\\u{41}"), r"a\\u{41}");
    }

    proptest! {
        /// On junk drawn from letters, combining marks and their composed forms, a pair
        /// is found exactly when two different names are equal in NFC, checked pair by
        /// pair; the pair found is the first to repeat, and shown differently.
        #[test]
        fn lookalikes_by_definition(
            names in proptest::collection::vec("[eEaAoK\u{e9}\u{c9}\u{e0}\u{f4}\u{212a}\u{301}\u{300}\u{302}\u{327} ]{0,4}", 0..8)
        ) {
            let mut distinct: Vec<String> = Vec::new();
            for name in names {
                if !distinct.contains(&name) {
                    distinct.push(name);
                }
            }
            let nfc: Vec<String> = distinct.iter().map(|n| n.nfc().collect()).collect();
            let expected = (0..distinct.len())
                .flat_map(|j| (0..j).map(move |i| (i, j)))
                .find(|&(i, j)| nfc[i] == nfc[j]);
            prop_assert_eq!(first_lookalike(&distinct), expected);
            if let Some((i, j)) = expected {
                prop_assert_ne!(shown(&distinct[i]), shown(&distinct[j]));
            }
        }
    }
}
