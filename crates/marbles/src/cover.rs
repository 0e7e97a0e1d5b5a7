//! A coverage tree over the remainders 1..=n: runs of remainders are added and removed,
//! and the remainders no run covers are read off as maximal runs. The family solver
//! ([`crate::FamilyTable`]) keeps in it the remainders from which some take of the current
//! window leaves the opponent lost.

/// How many runs cover each remainder, as a segment tree: `count` is the number of runs
/// held whole at a node, `covered` how many remainders of the node's span some run covers.
pub(crate) struct Cover {
    size: u32,
    count: Vec<u32>,
    covered: Vec<u32>,
}

impl Cover {
    /// An empty cover of the remainders 1..=`n` (leaf p of the tree is remainder p; leaf 0
    /// and those above n are never covered nor asked about).
    pub(crate) fn new(n: u32) -> Cover {
        let size = (n + 1).next_power_of_two();
        Cover {
            size,
            count: vec![0; 2 * size as usize],
            covered: vec![0; 2 * size as usize],
        }
    }

    /// Adds (`add`) or removes (an earlier added) run `a..=b`, bottom-up: the run is held
    /// at the O(log n) nodes that tile it, and the counts above its two ends are redone.
    pub(crate) fn add(&mut self, a: u32, b: u32, add: bool) {
        let (mut l, mut r) = ((a + self.size) as usize, (b + self.size) as usize + 1);
        let (left, right) = (l, r - 1);
        while l < r {
            if l & 1 == 1 {
                self.hold(l, add);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.hold(r, add);
            }
            l >>= 1;
            r >>= 1;
        }
        for end in [left, right] {
            let mut node = end >> 1;
            while node > 0 {
                self.pull(node);
                node >>= 1;
            }
        }
    }

    /// One more (or one fewer) run held whole at `node`.
    fn hold(&mut self, node: usize, add: bool) {
        if add {
            self.count[node] += 1;
        } else {
            self.count[node] -= 1;
        }
        self.pull(node);
    }

    /// Recomputes how much of `node`'s span is covered from its count and its children.
    fn pull(&mut self, node: usize) {
        let span = self.size >> node.ilog2();
        self.covered[node] = if self.count[node] > 0 {
            span
        } else if node >= self.size as usize {
            0
        } else {
            self.covered[2 * node] + self.covered[2 * node + 1]
        };
    }

    /// Appends to `out` the maximal runs of `lo..=hi` that no run covers, in order.
    pub(crate) fn uncovered(&self, lo: u32, hi: u32, out: &mut Vec<(u32, u32)>) {
        let mut pending = None;
        self.walk(1, 0, self.size - 1, lo, hi, &mut pending, out);
        out.extend(pending);
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        node: usize,
        nl: u32,
        nr: u32,
        lo: u32,
        hi: u32,
        pending: &mut Option<(u32, u32)>,
        out: &mut Vec<(u32, u32)>,
    ) {
        if nr < lo || hi < nl || self.covered[node] == nr - nl + 1 {
            return;
        }
        if self.covered[node] == 0 {
            let (a, b) = (nl.max(lo), nr.min(hi));
            match pending {
                Some((_, end)) if *end + 1 == a => *end = b,
                _ => {
                    out.extend(pending.take());
                    *pending = Some((a, b));
                }
            }
            return;
        }
        let mid = nl + (nr - nl) / 2;
        self.walk(2 * node, nl, mid, lo, hi, pending, out);
        self.walk(2 * node + 1, mid + 1, nr, lo, hi, pending, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The uncovered runs against a plain count per remainder.
    #[test]
    fn uncovered_runs_match_a_plain_count() {
        let n = 37u32;
        let mut cover = Cover::new(n);
        let mut counts = vec![0u32; n as usize + 1];
        let runs = [(3, 9), (5, 5), (20, 37), (8, 12), (1, 1), (30, 31)];
        let check = |cover: &Cover, counts: &[u32]| {
            let mut got = Vec::new();
            cover.uncovered(2, 35, &mut got);
            let got: Vec<u32> = got.iter().flat_map(|&(a, b)| a..=b).collect();
            let want: Vec<u32> = (2..=35).filter(|&p| counts[p as usize] == 0).collect();
            assert_eq!(got, want);
        };
        for &(a, b) in &runs {
            cover.add(a, b, true);
            (a..=b).for_each(|p| counts[p as usize] += 1);
            check(&cover, &counts);
        }
        for &(a, b) in runs.iter().rev().skip(1) {
            cover.add(a, b, false);
            (a..=b).for_each(|p| counts[p as usize] -= 1);
            check(&cover, &counts);
        }
        let mut got = Vec::new();
        cover.uncovered(1, n, &mut got);
        // Only 30..=31 is still covered: 1..=29 spans many nodes and comes out as one run.
        assert_eq!(got, vec![(1, 29), (32, 37)]);
    }
}
