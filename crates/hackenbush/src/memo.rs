//! The searches' table of known positions: a position (a set of standing edges as bits)
//! to what is known of it (the Blue-Red search's fixed-point value, the canonical
//! search's form), in one array of 16-byte slots with open addressing and linear probing.
//!
//! A part's search looks up every option of every position, a million positions or more
//! at random places of a table too big for the cache, so nearly every lookup misses it.
//! Its own table lets the search ask for the slots of all the options of a position
//! ([`Memo::touch`]) before it looks any of them up: those misses then overlap instead of
//! queueing one behind the other (the same device as the names' table, `names.rs`).
//! The hints are only reads: no answer depends on them.

/// The key of an empty slot: no position of at most 63 edges is every bit.
const EMPTY: u64 = u64::MAX;

/// How many slots the table has at first.
const SMALL: usize = 1 << 10;

/// Where the probe for `key` starts in a table of `slots` slots (a power of two):
/// Fibonacci hashing, the top bits of the product, since the keys of a search differ in a
/// few low bits. The engine's table of comparisons (`cgt/known.rs`) probes the same way.
pub(crate) fn home(key: u64, slots: usize) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - slots.trailing_zeros())) as usize
}

/// Positions to values.
pub(crate) struct Memo<V> {
    /// `(position, value)`, or `(EMPTY, filler)`. Its length is a power of two, at most
    /// half full until it reaches `most`, then at most three quarters.
    slots: Vec<(u64, V)>,
    len: usize,
    /// The most slots the table takes while it is half full or more: enough for the
    /// positions expected, half full.
    most: usize,
    /// The value of the empty slots, never read.
    filler: V,
}

impl<V: Copy> Memo<V> {
    /// An empty table expecting at most about `expected` positions (a search's bound,
    /// which it may pass by the positions under way when it is reached, so the last
    /// doubling does not come for those few); `filler` fills its empty slots (any value
    /// will do).
    pub(crate) fn new(filler: V, expected: usize) -> Memo<V> {
        Memo {
            slots: vec![(EMPTY, filler); SMALL],
            len: 0,
            most: expected.saturating_mul(2).next_power_of_two(),
            filler,
        }
    }

    /// How many positions are known.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn home(&self, position: u64) -> usize {
        home(position, self.slots.len())
    }

    /// Reads the slot where the lookup of `position` starts (a hint: it brings the slot
    /// into the cache; a caller that does this for several positions before looking any of
    /// them up has their cache misses overlap).
    pub(crate) fn touch(&self, position: u64) {
        std::hint::black_box(self.slots[self.home(position)].0);
    }

    /// The value of `position`, if known.
    pub(crate) fn get(&self, position: u64) -> Option<V> {
        debug_assert_ne!(position, EMPTY);
        let mask = self.slots.len() - 1;
        let mut at = self.home(position);
        loop {
            let (key, value) = self.slots[at];
            if key == position {
                return Some(value);
            }
            if key == EMPTY {
                return None;
            }
            at = (at + 1) & mask;
        }
    }

    /// Records the value of `position`, which is not known yet.
    pub(crate) fn insert(&mut self, position: u64, value: V) {
        debug_assert_ne!(position, EMPTY);
        let half_full = (self.len + 1) * 2 > self.slots.len();
        if (half_full && self.slots.len() < self.most) || (self.len + 1) * 4 > self.slots.len() * 3
        {
            let bigger = vec![(EMPTY, self.filler); self.slots.len() * 2];
            let old = std::mem::replace(&mut self.slots, bigger);
            for (key, value) in old.into_iter().filter(|&(key, _)| key != EMPTY) {
                self.place(key, value);
            }
        }
        self.place(position, value);
        self.len += 1;
    }

    fn place(&mut self, position: u64, value: V) {
        let mask = self.slots.len() - 1;
        let mut at = self.home(position);
        while self.slots[at].0 != EMPTY {
            debug_assert_ne!(self.slots[at].0, position, "placed twice");
            at = (at + 1) & mask;
        }
        self.slots[at] = (position, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The table answers as a map does, through growth, past the positions expected
        /// too.
        #[test]
        fn agrees_with_a_map(entries in prop::collection::vec((0u64..5_000, any::<i64>()), 0..3_000)) {
            let mut memo = Memo::new(0, 1_000);
            let mut map = std::collections::HashMap::new();
            for &(position, value) in &entries {
                memo.touch(position);
                if memo.get(position).is_none() {
                    memo.insert(position, value);
                    map.insert(position, value);
                }
                prop_assert_eq!(memo.get(position), map.get(&position).copied());
            }
            prop_assert_eq!(memo.len(), map.len());
            for position in 0..5_000 {
                prop_assert_eq!(memo.get(position), map.get(&position).copied());
            }
        }
    }
}
