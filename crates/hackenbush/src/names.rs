//! Vertex names, interned: every distinct name is stored once, end to end in one string,
//! and numbered in order of first use. A picture of a million edges then costs no
//! allocation per name, and looking a name up hashes it once (hashbrown's default hasher)
//! and compares it with the one stored name of that hash.
//!
//! Names that are plain decimal numbers (`0`, `17`, no sign, no leading zero), as
//! generated pictures use, skip the hash table: their number indexes a table of its own,
//! up to a bound fixed in advance at a few times the number of names expected (so that
//! table never holds more than a few entries per name, whatever the numbers).

use std::hash::BuildHasher;

use hashbrown::{DefaultHashBuilder, HashTable};

/// The names of a picture's vertices: name `i` is the text between `ends[i - 1]` (0 for
/// the first) and `ends[i]`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names {
    text: String,
    ends: Vec<usize>,
}

impl Names {
    /// Name number `i`.
    ///
    /// # Panics
    ///
    /// If there are not `i + 1` names.
    pub(crate) fn get(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.text[start..self.ends[i]]
    }

    /// How many names there are.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    fn push(&mut self, name: &str) -> u32 {
        self.text.push_str(name);
        self.ends.push(self.text.len());
        (self.ends.len() - 1) as u32
    }
}

/// Numbers names as they come: [`Interner::intern`] gives a name seen before its number,
/// and a new name the next one.
pub(crate) struct Interner {
    names: Names,
    /// Numbers of the names that are not small decimal numbers, by hash.
    table: HashTable<u32>,
    hasher: DefaultHashBuilder,
    /// For a name that is the decimal number `k`: `by_number[k]` is its number plus one,
    /// or 0 while unseen.
    by_number: Vec<u32>,
    /// Decimal names from this number on go to the hash table.
    number_limit: usize,
}

impl Interner {
    /// An interner expecting about `names` distinct names.
    pub(crate) fn with_capacity(names: usize) -> Interner {
        let mut interned = Names::default();
        interned.ends.reserve(names);
        interned.text.reserve(names * 4);
        Interner {
            names: interned,
            // Sized up front: growing it would hash every stored name again.
            table: HashTable::with_capacity(names),
            hasher: DefaultHashBuilder::default(),
            by_number: Vec::new(),
            number_limit: names.saturating_mul(2).saturating_add(1024),
        }
    }

    /// The value of `name` if it is a decimal number below the limit.
    fn small_number(&self, name: &str) -> Option<usize> {
        decimal(name).filter(|&k| k < self.number_limit)
    }

    /// The number of `name`, new or not.
    pub(crate) fn intern(&mut self, name: &str) -> u32 {
        if let Some(k) = self.small_number(name) {
            if k >= self.by_number.len() {
                self.by_number.resize(k + 1, 0);
            }
            if self.by_number[k] != 0 {
                return self.by_number[k] - 1;
            }
            let i = self.names.push(name);
            self.by_number[k] = i + 1;
            return i;
        }
        let hash = self.hasher.hash_one(name);
        let names = &self.names;
        if let Some(&i) = self.table.find(hash, |&i| names.get(i as usize) == name) {
            return i;
        }
        let i = self.names.push(name);
        let (names, hasher) = (&self.names, &self.hasher);
        self.table
            .insert_unique(hash, i, |&j| hasher.hash_one(names.get(j as usize)));
        i
    }

    /// The number of `name`, if it has been interned.
    pub(crate) fn find(&self, name: &str) -> Option<u32> {
        if let Some(k) = self.small_number(name) {
            return self.by_number.get(k).and_then(|&i| i.checked_sub(1));
        }
        let hash = self.hasher.hash_one(name);
        self.table
            .find(hash, |&i| self.names.get(i as usize) == name)
            .copied()
    }

    /// The names, in order of first use.
    pub(crate) fn into_names(self) -> Names {
        self.names
    }
}

/// The value of a name that is a decimal number of at most 9 digits, without sign or
/// leading zero.
fn decimal(name: &str) -> Option<usize> {
    let bytes = name.as_bytes();
    if bytes.is_empty() || bytes.len() > 9 || (bytes[0] == b'0' && bytes.len() > 1) {
        return None;
    }
    let mut k = 0usize;
    for &b in bytes {
        if !b.is_ascii_digit() {
            return None;
        }
        k = k * 10 + usize::from(b - b'0');
    }
    Some(k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn decimal_names() {
        assert_eq!(decimal("0"), Some(0));
        assert_eq!(decimal("17"), Some(17));
        assert_eq!(decimal("999999999"), Some(999_999_999));
        for name in ["", "01", "00", "-1", "+1", "1a", "1000000000", "1.5", "٣"] {
            assert_eq!(decimal(name), None, "{name}");
        }
        // Above the limit a number is an ordinary name, found all the same.
        let mut interner = Interner::with_capacity(0);
        assert_eq!(interner.intern("5000"), 0);
        assert_eq!(interner.intern("5"), 1);
        assert_eq!(interner.intern("5000"), 0);
        assert_eq!(interner.find("5"), Some(1));
        assert!(interner.by_number.len() <= 6);
    }

    proptest! {
        /// Interning numbers names exactly as a map from name to first position does,
        /// numbers and other names mixed (`7` and `07` are different names).
        #[test]
        fn interning_agrees_with_a_map(
            names in proptest::collection::vec("(0|[1-9][0-9]{0,8}|0[0-9]{1,2}|[a-c]{1,2}|é|[0-9]{0,2}x)", 0..60)
        ) {
            let mut interner = Interner::with_capacity(4);
            let mut map = std::collections::HashMap::new();
            for name in &names {
                let next = map.len() as u32;
                let expected = *map.entry(name.clone()).or_insert(next);
                prop_assert_eq!(interner.intern(name), expected);
            }
            for name in names.iter().map(String::as_str).chain(["zz", "9", "010"]) {
                prop_assert_eq!(interner.find(name), map.get(name).copied());
            }
            let stored = interner.into_names();
            prop_assert_eq!(stored.ends.len(), map.len());
            for (name, &i) in &map {
                prop_assert_eq!(stored.get(i as usize), name.as_str());
            }
        }
    }
}
