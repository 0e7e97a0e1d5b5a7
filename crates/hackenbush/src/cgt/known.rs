//! The engine's table of comparisons already made: whether `G <= H`, for a pair of forms,
//! packed in one 8-byte slot (the two forms' indices and the answer), with open
//! addressing and linear probing.
//!
//! Comparing two games asks for the comparisons of their options, most of them made
//! before: on a sum of big tepid parts nine in ten comparisons are found here, at random
//! places of a table of millions, each a cache miss. The engine asks for the slots of
//! all the comparisons a comparison needs ([`Known::touch`]) before it makes any of them,
//! so that those misses overlap (as the searches' table does, `memo.rs`). The hints are
//! only reads: no answer depends on them.

use super::Form;

/// The key of an empty slot: no pair of forms below `2^31` packs to every bit.
const EMPTY: u64 = u64::MAX;

/// How many slots the table has at first.
const SMALL: usize = 1 << 10;

/// Comparisons made: `G <= H` or not.
#[derive(Debug)]
pub(super) struct Known {
    /// `G`'s index, `H`'s index and the answer (the low bit), or [`EMPTY`]. Its length is
    /// a power of two, at most three quarters full (the table of a big sum holds tens of
    /// millions of comparisons: half full, it took more memory than a map).
    slots: Vec<u64>,
    len: usize,
}

impl Default for Known {
    fn default() -> Known {
        Known {
            slots: vec![EMPTY; SMALL],
            len: 0,
        }
    }
}

/// The pair `(g, h)` packed, the answer's bit clear (the engine makes fewer than `2^31`
/// forms, so this never meets [`EMPTY`]).
fn key(g: Form, h: Form) -> u64 {
    ((u64::from(g.0) << 32) | u64::from(h.0)) << 1
}

impl Known {
    fn home(&self, key: u64) -> usize {
        crate::memo::home(key, self.slots.len())
    }

    /// Reads the slot where the lookup of `(g, h)` starts (a hint, see the module).
    pub(super) fn touch(&self, g: Form, h: Form) {
        std::hint::black_box(self.slots[self.home(key(g, h))]);
    }

    /// Whether `g <= h`, if that comparison was made.
    pub(super) fn get(&self, g: Form, h: Form) -> Option<bool> {
        let key = key(g, h);
        let mask = self.slots.len() - 1;
        let mut at = self.home(key);
        loop {
            let slot = self.slots[at];
            if slot == EMPTY {
                return None;
            }
            if slot & !1 == key {
                return Some(slot & 1 == 1);
            }
            at = (at + 1) & mask;
        }
    }

    /// Records whether `g <= h`, a comparison not made before.
    pub(super) fn insert(&mut self, g: Form, h: Form, answer: bool) {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            let bigger = vec![EMPTY; self.slots.len() * 2];
            let old = std::mem::replace(&mut self.slots, bigger);
            for slot in old.into_iter().filter(|&slot| slot != EMPTY) {
                self.place(slot);
            }
        }
        self.place(key(g, h) | u64::from(answer));
        self.len += 1;
    }

    fn place(&mut self, slot: u64) {
        let mask = self.slots.len() - 1;
        let mut at = self.home(slot & !1);
        while self.slots[at] != EMPTY {
            debug_assert_ne!(self.slots[at] & !1, slot & !1, "made twice");
            at = (at + 1) & mask;
        }
        self.slots[at] = slot;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The table answers as a map does, through growth, forms up to the largest.
        #[test]
        fn agrees_with_a_map(
            entries in prop::collection::vec(
                (prop_oneof![0u32..60, Just((1 << 31) - 1)], prop_oneof![0u32..60, Just((1 << 31) - 1)], any::<bool>()),
                0..2_000,
            )
        ) {
            let mut known = Known::default();
            let mut map = std::collections::HashMap::new();
            for &(g, h, answer) in &entries {
                let (g, h) = (Form(g), Form(h));
                known.touch(g, h);
                if known.get(g, h).is_none() {
                    known.insert(g, h, answer);
                    map.insert((g, h), answer);
                }
                prop_assert_eq!(known.get(g, h), map.get(&(g, h)).copied());
            }
            for g in (0..60).chain([(1 << 31) - 1]) {
                for h in (0..60).chain([(1 << 31) - 1]) {
                    let (g, h) = (Form(g), Form(h));
                    prop_assert_eq!(known.get(g, h), map.get(&(g, h)).copied());
                }
            }
        }
    }
}
