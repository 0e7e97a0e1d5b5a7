//! Vertex names, interned: every distinct name is stored once, end to end in one string,
//! and numbered in order of first use. A picture of a million edges then costs no
//! allocation per name, and looking a name up hashes it once (hashbrown's default hasher)
//! and compares it with the one stored name of that hash.
//!
//! The names' table is the crate's own: open addressing with linear probing, each slot
//! eight bytes (32 bits of the name's hash beside its number), so that a reader can ask
//! for the slots and the names it is about to look up before it looks them up
//! ([`Interner::touch_slot`], [`Interner::touch_name`]). On a picture written with random
//! names in random order every lookup misses the cache two or three times (the slot, the
//! stored name's end, its text); asked for a batch of lines at a time, those misses
//! overlap instead of queueing one behind the other. The hints are only reads: the answers
//! never depend on them.
//!
//! A name's hash does not depend on the table, only on the hasher ([`Keyer`]), so a
//! second thread can hash the names of the lines ahead while the interner looks up those
//! already hashed (`picture::parse`).
//!
//! Names that are plain decimal numbers (`0`, `17`, no sign, no leading zero), as
//! generated pictures use, skip the hash table: their number indexes a table of its own,
//! up to a bound fixed in advance at a few times the number of names expected (so that
//! table never holds more than a few entries per name, whatever the numbers).

use std::hash::BuildHasher;

use hashbrown::DefaultHashBuilder;

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

/// How many slots the names' table has at first.
const SMALL: usize = 1024;

/// The most names [`Interner::intern_keyed`] looks up together.
pub(crate) const BATCH: usize = 64;

/// Where a name is looked up: the slot its hash starts probing at and the tag kept in the
/// slot, or the table of decimal names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Key {
    /// A name that is the decimal number `k`, below the limit.
    Number(usize),
    /// Any other name, by its hash.
    Hash(u64),
}

/// Numbers names as they come: [`Interner::intern`] gives a name seen before its number,
/// and a new name the next one.
pub(crate) struct Interner {
    names: Names,
    /// The names that are not small decimal numbers: a slot is 0 when empty, else the top
    /// 32 bits of the name's hash above its number plus one. Its length is a power of two,
    /// at most three quarters full.
    slots: Vec<u64>,
    /// How many slots are full.
    full: usize,
    /// How many slots the table takes when it first grows.
    expected: usize,
    keyer: Keyer,
    /// For a name that is the decimal number `k`: `by_number[k]` is its number plus one,
    /// or 0 while unseen.
    by_number: Vec<u32>,
}

/// What gives a name its [`Key`]: an interner's hasher and the bound of its table of
/// decimal names. A copy gives the same keys, so another thread can work the keys out
/// ahead of the interner ([`Interner::keyer`]).
#[derive(Clone, Debug)]
pub(crate) struct Keyer {
    hasher: DefaultHashBuilder,
    /// Decimal names from this number on go to the hash table.
    number_limit: usize,
}

impl Keyer {
    /// Where `name` is looked up.
    pub(crate) fn key(&self, name: &str) -> Key {
        match decimal(name).filter(|&k| k < self.number_limit) {
            Some(k) => Key::Number(k),
            None => Key::Hash(self.hasher.hash_one(name)),
        }
    }
}

impl Interner {
    /// An interner expecting about `names` distinct names.
    pub(crate) fn with_capacity(names: usize) -> Interner {
        let mut interned = Names::default();
        interned.ends.reserve(names);
        interned.text.reserve(names * 4);
        Interner {
            names: interned,
            // Small at first, for a picture whose names are numbers (all but the ground):
            // a big table would cost memory even untouched (the system backs a touched
            // corner of it with a huge page). Once it fills, it is sized at once for the
            // names expected, half full at their count, so it seldom grows again (which
            // places every stored name again).
            slots: vec![0; SMALL],
            expected: names.saturating_mul(2).max(SMALL).next_power_of_two(),
            full: 0,
            keyer: Keyer {
                hasher: DefaultHashBuilder::default(),
                number_limit: names.saturating_mul(2).saturating_add(1024),
            },
            by_number: Vec::new(),
        }
    }

    /// What gives names their keys here.
    pub(crate) fn keyer(&self) -> Keyer {
        self.keyer.clone()
    }

    /// Where `name` is looked up.
    fn key(&self, name: &str) -> Key {
        self.keyer.key(name)
    }

    /// The numbers of `names` (at most [`BATCH`]) into `numbers`, new or not, as
    /// [`Interner::intern`] gives them one by one, `keys` their keys
    /// ([`Keyer::key`]). The memory of all their lookups is asked for first: on names in
    /// random order each lookup misses the cache, and asked for together those misses
    /// overlap instead of queueing one behind the other.
    pub(crate) fn intern_keyed(&mut self, names: &[&str], keys: &[Key], numbers: &mut [u32]) {
        for &key in keys {
            self.touch_slot(key);
        }
        for &key in keys {
            self.touch_name(key);
        }
        for ((number, name), &key) in numbers.iter_mut().zip(names).zip(keys) {
            *number = self.intern_key(name, key);
        }
    }

    /// Reads the slot where the lookup of `key` starts (a hint: it brings the slot into the
    /// cache; a caller that does this for a batch of names before looking any of them up
    /// has their cache misses overlap).
    fn touch_slot(&self, key: Key) {
        match key {
            Key::Number(k) => {
                std::hint::black_box(self.by_number.get(k));
            }
            Key::Hash(hash) => {
                std::hint::black_box(self.slots[self.home(hash)]);
            }
        }
    }

    /// Reads the stored name the lookup of `key` will compare with first, if any (a hint,
    /// as [`Interner::touch_slot`], best after it).
    fn touch_name(&self, key: Key) {
        let Key::Hash(hash) = key else { return };
        let mut at = self.home(hash);
        let mask = self.slots.len() - 1;
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return;
            }
            if slot >> 32 == hash >> 32 {
                let i = (slot as u32 - 1) as usize;
                let end = self.names.ends[i];
                std::hint::black_box(self.names.text.as_bytes().get(end.saturating_sub(1)));
                return;
            }
            at = (at + 1) & mask;
        }
    }

    fn home(&self, hash: u64) -> usize {
        hash as usize & (self.slots.len() - 1)
    }

    /// The number of `name`, new or not.
    pub(crate) fn intern(&mut self, name: &str) -> u32 {
        let key = self.key(name);
        self.intern_key(name, key)
    }

    /// The number of `name`, new or not, whose key is `key` ([`Interner::key`] of it).
    fn intern_key(&mut self, name: &str, key: Key) -> u32 {
        let hash = match key {
            Key::Number(k) => {
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
            Key::Hash(hash) => hash,
        };
        let at = match self.probe(name, hash) {
            Ok(i) => return i,
            Err(at) => at,
        };
        let i = self.names.push(name);
        self.slots[at] = (hash >> 32 << 32) | u64::from(i + 1);
        self.full += 1;
        if self.full * 4 > self.slots.len() * 3 {
            self.grow();
        }
        i
    }

    /// The number of `name`, whose hash is `hash`, if stored; else the empty slot where it
    /// would go.
    fn probe(&self, name: &str, hash: u64) -> Result<u32, usize> {
        let mask = self.slots.len() - 1;
        let mut at = self.home(hash);
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return Err(at);
            }
            let i = slot as u32 - 1;
            if slot >> 32 == hash >> 32 && self.names.get(i as usize) == name {
                return Ok(i);
            }
            at = (at + 1) & mask;
        }
    }

    /// Doubles the table (or takes it to the size expected, if bigger), placing every hashed name again (in order of number: the names
    /// are read end to end).
    fn grow(&mut self) {
        let mut slots = vec![0u64; (self.slots.len() * 2).max(self.expected)];
        let mask = slots.len() - 1;
        for i in 0..self.names.len() {
            let name = self.names.get(i);
            let Key::Hash(hash) = self.key(name) else {
                continue;
            };
            let mut at = hash as usize & mask;
            while slots[at] != 0 {
                at = (at + 1) & mask;
            }
            slots[at] = (hash >> 32 << 32) | (i as u64 + 1);
        }
        self.slots = slots;
    }

    /// The number of `name`, if it has been interned.
    pub(crate) fn find(&self, name: &str) -> Option<u32> {
        match self.key(name) {
            Key::Number(k) => self.by_number.get(k).and_then(|&i| i.checked_sub(1)),
            Key::Hash(hash) => self.probe(name, hash).ok(),
        }
    }

    /// The names, in order of first use.
    pub(crate) fn into_names(self) -> Names {
        self.names
    }
}

/// The value of a name that is a decimal number of at most 9 digits, without sign or
/// leading zero.
fn decimal(name: &str) -> Option<usize> {
    games_common::range::written_number(name, 9).and_then(|k| usize::try_from(k).ok())
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

    /// The table grows past its first size (to the size expected, then doubling) and
    /// finds every name again.
    #[test]
    fn the_table_grows() {
        for expected in [0, 5_000] {
            let mut interner = Interner::with_capacity(expected);
            let names: Vec<String> = (0..10_000).map(|i| format!("n{i}")).collect();
            for (i, name) in names.iter().enumerate() {
                assert_eq!(interner.intern(name), i as u32);
            }
            assert!(interner.slots.len() >= 2 * SMALL);
            for (i, name) in names.iter().enumerate().rev() {
                assert_eq!(interner.intern(name), i as u32);
                assert_eq!(interner.find(name), Some(i as u32));
            }
            assert_eq!(interner.find("n10000"), None);
        }
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
