//! The depth-first walk of one subtree of the state graph, backwards from a cycle: the
//! partition being visited ([`Walker`]: counts per size in a ring, a set of the sizes
//! present), each step to a predecessor and back in O(1), and what the walk counts
//! ([`Tally`]). A walk may hand the subtrees it has not walked yet to someone else
//! ([`HandOff`]), so that idle threads get work.

use crate::sizes::{SizeSet, ascending};

/// A subtree to walk: its root (a predecessor of a cycle node or deeper), its depth, its
/// cycle.
pub(super) struct Task {
    pub(super) cycle: usize,
    pub(super) depth: u64,
    pub(super) parts: Vec<u8>,
}

/// What a walk counts.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) partitions: u64,
    pub(super) garden_of_eden: u64,
    pub(super) max_in_degree: u64,
    /// The deepest depth seen.
    pub(super) deepest: u64,
    /// The deepest depth and the greatest partition there.
    pub(super) best: Option<(u64, Vec<u8>)>,
}

impl Tally {
    /// Counts the walker's current partition, at `depth`.
    pub(super) fn record<S: SizeSet>(&mut self, walker: &Walker<S>, depth: u64) {
        let in_degree = u64::from(walker.candidates().count());
        self.partitions += 1;
        self.garden_of_eden += u64::from(in_degree == 0);
        self.max_in_degree = self.max_in_degree.max(in_degree);
        self.deepest = self.deepest.max(depth);
        let better = match &self.best {
            None => true,
            Some((d, _)) if depth > *d => true,
            Some((d, parts)) => depth == *d && walker.exceeds(parts),
        };
        if better {
            self.best = Some((depth, walker.parts()));
        }
    }

    pub(super) fn merge(&mut self, other: Tally) {
        self.partitions += other.partitions;
        self.garden_of_eden += other.garden_of_eden;
        self.max_in_degree = self.max_in_degree.max(other.max_in_degree);
        self.deepest = self.deepest.max(other.deepest);
        if let Some((depth, parts)) = other.best
            && self
                .best
                .as_ref()
                .is_none_or(|(d, p)| depth > *d || (depth == *d && parts > *p))
        {
            self.best = Some((depth, parts));
        }
    }
}

/// The partition being visited: counts per size in a ring, a set of the sizes present.
/// Sizes go up to N, at most [`SizeSet::MAX`] of `S` (255 at most, so a byte and a
/// 256-slot ring hold every size and every count).
#[derive(Clone)]
pub(super) struct Walker<S> {
    /// `count[base + size]` (wrapping) piles of `size`.
    count: [u8; 256],
    base: u8,
    /// The sizes present.
    sizes: S,
    /// The number of piles.
    len: u8,
}

impl<S: SizeSet> Walker<S> {
    pub(super) fn new(parts: &[u8]) -> Walker<S> {
        let mut walker = Walker {
            count: [0; 256],
            base: 0,
            sizes: S::EMPTY,
            len: 0,
        };
        for &size in parts {
            walker.count[size as usize] += 1;
            walker.sizes = walker.sizes.with(size);
            walker.len += 1;
        }
        walker
    }

    /// The part values that give a predecessor: those >= len - 1.
    pub(super) fn candidates(&self) -> S {
        self.sizes.at_least(self.len - 1)
    }

    /// The parts, descending.
    fn parts(&self) -> Vec<u8> {
        let mut parts = Vec::with_capacity(self.len as usize);
        let mut sizes = self.sizes;
        while let Some(size) = sizes.greatest() {
            sizes = sizes.without(size);
            let count = self.count[self.base.wrapping_add(size) as usize];
            parts.extend(std::iter::repeat_n(size, count as usize));
        }
        parts
    }

    /// Whether the parts, descending, come after `other` in lexicographic order (without
    /// building them).
    fn exceeds(&self, other: &[u8]) -> bool {
        let mut at = 0;
        let mut sizes = self.sizes;
        while let Some(size) = sizes.greatest() {
            sizes = sizes.without(size);
            for _ in 0..self.count[self.base.wrapping_add(size) as usize] {
                match other.get(at) {
                    None => return true,
                    Some(&part) if part != size => return size > part,
                    Some(_) => at += 1,
                }
            }
        }
        false
    }

    /// Moves to the predecessor given by removing one part `value`.
    fn forward(&mut self, value: u8) {
        let slot = self.base.wrapping_add(value) as usize;
        self.count[slot] -= 1;
        if self.count[slot] == 0 {
            self.sizes = self.sizes.without(value);
        }
        let added = value - (self.len - 1);
        self.base = self.base.wrapping_sub(1);
        self.count[self.base.wrapping_add(1) as usize] = added;
        self.sizes = self.sizes.grown();
        if added > 0 {
            self.sizes = self.sizes.with(1);
        }
        self.len = value;
    }

    /// Undoes [`Walker::forward`] of `value`, given the `sizes` and `len` from before it.
    fn back(&mut self, value: u8, sizes: S, len: u8) {
        self.count[self.base.wrapping_add(1) as usize] = 0;
        self.base = self.base.wrapping_add(1);
        self.count[self.base.wrapping_add(value) as usize] += 1;
        self.sizes = sizes;
        self.len = len;
    }

    /// The parts of the predecessor given by removing one part `value`.
    pub(super) fn predecessor_parts(&self, value: u8) -> Vec<u8> {
        let mut parts = self.parts();
        let at = parts
            .iter()
            .position(|&p| p == value)
            .unwrap_or(parts.len());
        parts.remove(at);
        let ones = value as usize - parts.len();
        for p in &mut parts {
            *p += 1;
        }
        parts.extend(std::iter::repeat_n(1, ones));
        parts
    }
}

/// One step of the depth-first walk: the value removed to get here and what to restore.
struct Frame<S> {
    value: u8,
    sizes: S,
    len: u8,
    /// The parent's candidates not yet walked.
    pending: S,
}

/// Where a walk may hand subtrees it has not walked yet, to be walked elsewhere.
pub(super) trait HandOff {
    /// Whether subtrees are wanted now.
    fn wanted(&self) -> bool;
    /// Takes a subtree; it is walked and counted elsewhere.
    fn take(&mut self, task: Task);
}

/// A walk that keeps all its subtrees (on one thread).
#[cfg_attr(feature = "parallel", allow(dead_code))]
pub(super) struct Alone;

impl HandOff for Alone {
    fn wanted(&self) -> bool {
        false
    }
    fn take(&mut self, _: Task) {}
}

/// How many partitions a walk visits between asking whether subtrees are wanted (a few
/// in the tests, so that they hand off often).
const HAND_OFF_EVERY: u32 = if cfg!(test) { 3 } else { 1 << 12 };

/// Walks the subtree of `task` depth first and counts it, with the size set `S`. Every
/// [`HAND_OFF_EVERY`] partitions, if `hand_off` wants subtrees, the walk gives it the
/// siblings not yet walked at the shallowest level that has any (the largest pieces left).
pub(super) fn walk<S: SizeSet>(task: &Task, hand_off: &mut dyn HandOff) -> Tally {
    let mut walker = Walker::<S>::new(&task.parts);
    let mut tally = Tally::default();
    tally.record(&walker, task.depth);
    let mut pending = walker.candidates();
    let mut stack: Vec<Frame<S>> = Vec::new();
    let mut until_asked = HAND_OFF_EVERY;
    loop {
        until_asked -= 1;
        if until_asked == 0 {
            until_asked = HAND_OFF_EVERY;
            if hand_off.wanted() {
                hand_off_siblings(task, &walker, &mut stack, hand_off);
            }
        }
        let Some(value) = pending.least() else {
            let Some(frame) = stack.pop() else { break };
            walker.back(frame.value, frame.sizes, frame.len);
            pending = frame.pending;
            continue;
        };
        let (sizes, len) = (walker.sizes, walker.len);
        walker.forward(value);
        stack.push(Frame {
            value,
            sizes,
            len,
            pending: pending.without(value),
        });
        tally.record(&walker, task.depth + stack.len() as u64);
        pending = walker.candidates();
    }
    tally
}

/// Hands to `hand_off` the siblings not yet walked at the shallowest level of `stack` that
/// has any (`walker` is at the top of the stack), and forgets them there.
fn hand_off_siblings<S: SizeSet>(
    task: &Task,
    walker: &Walker<S>,
    stack: &mut [Frame<S>],
    hand_off: &mut dyn HandOff,
) {
    let Some(level) = stack.iter().position(|f| f.pending != S::EMPTY) else {
        return;
    };
    // Back up a copy to the parent of that level.
    let mut parent = walker.clone();
    for frame in stack[level..].iter().rev() {
        parent.back(frame.value, frame.sizes, frame.len);
    }
    let siblings = std::mem::replace(&mut stack[level].pending, S::EMPTY);
    for value in ascending(siblings) {
        hand_off.take(Task {
            cycle: task.cycle,
            depth: task.depth + level as u64 + 1,
            parts: parent.predecessor_parts(value),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partition::Partition;
    use crate::sizes::Wide;
    use proptest::prelude::*;

    fn descending(mut parts: Vec<u8>) -> Vec<u8> {
        parts.sort_unstable_by(|a, b| b.cmp(a));
        parts
    }

    /// The walker with the size set `S` orders partitions as vectors of descending parts do.
    fn exceeds_is_lexicographic<S: SizeSet>(a: Vec<u8>, b: Vec<u8>) -> Result<(), TestCaseError> {
        let (a, b) = (descending(a), descending(b));
        prop_assert_eq!(Walker::<S>::new(&a).exceeds(&b), a > b);
        Ok(())
    }

    /// With the size set `S`, a step to a predecessor and back restores the walker; the
    /// predecessor moves to the partition it came from.
    fn forward_and_back<S: SizeSet>(parts: Vec<u8>) -> Result<(), TestCaseError> {
        let parts = descending(parts);
        let mut walker = Walker::<S>::new(&parts);
        let before = Partition::from_descending(parts.iter().map(|&p| u64::from(p)).collect());
        for value in ascending(walker.candidates()) {
            let (sizes, len) = (walker.sizes, walker.len);
            walker.forward(value);
            let mu =
                Partition::from_descending(walker.parts().iter().map(|&p| u64::from(p)).collect());
            prop_assert_eq!(mu.step(), before.clone());
            prop_assert_eq!(
                walker.parts(),
                Walker::<S>::new(&parts).predecessor_parts(value)
            );
            walker.back(value, sizes, len);
            prop_assert_eq!(walker.parts(), parts.clone());
        }
        Ok(())
    }

    /// A partition of at most 255 cards with parts from 1 to `largest`: at most
    /// `255 / largest` parts drawn (so the total stays within 255), then ones while they fit.
    fn up_to_255(largest: u8) -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(1..=largest, 1..=(255 / largest as usize).max(1))
            .prop_flat_map(|parts| {
                let room = 255 - parts.iter().map(|&p| usize::from(p)).sum::<usize>();
                (Just(parts), 0..=room)
            })
            .prop_map(|(mut parts, ones)| {
                parts.extend(std::iter::repeat_n(1, ones));
                parts
            })
    }

    proptest! {
        #[test]
        fn narrow_exceeds_is_lexicographic(a in proptest::collection::vec(1u8..9, 1..8), b in proptest::collection::vec(1u8..9, 0..8)) {
            exceeds_is_lexicographic::<u128>(a, b)?;
        }

        #[test]
        fn wide_exceeds_is_lexicographic(a in up_to_255(200), b in proptest::collection::vec(1u8..=200, 0..8)) {
            exceeds_is_lexicographic::<Wide>(a, b)?;
        }

        #[test]
        fn narrow_forward_and_back(parts in proptest::collection::vec(1u8..12, 1..10)) {
            forward_and_back::<u128>(parts)?;
        }

        /// The wide walker on small partitions, and on partitions of up to 255 cards with
        /// parts on both sides of 128 and up to 255 ones.
        #[test]
        fn wide_forward_and_back(small in proptest::collection::vec(1u8..12, 1..10), large in up_to_255(255)) {
            forward_and_back::<Wide>(small)?;
            forward_and_back::<Wide>(large)?;
        }
    }
}
