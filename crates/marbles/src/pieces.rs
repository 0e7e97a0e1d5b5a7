//! Where the opponent's count of winning replies changes form, as a function of my take.
//!
//! After my take m from p marbles, the opponent (p − m left after a take of m) wins with
//! the replies m' in m+1..=2m that put p − m − m' in run j after a take of m', for some j:
//! for each run j those m' form the window `L_j(m)..=U_j(m)` with
//! `L_j(m) = ceil((p − m − d_j)/(a_j + 2))` and `U_j(m) = floor((p − m − c_j)/(a_j + 1))`,
//! clipped to m+1..=2m. Both window ends fall (weakly) as m grows while m+1 and 2m rise, so
//! each clip switches sides at most once: the places where `2m >= L_j`, `2m >= U_j`,
//! `m+1 >= L_j` and `m+1 > U_j` start to hold, and where `3m >= p` (the opponent can take
//! everything), cut the range of my takes into pieces on which the count has one form.

use crate::structure::{ceil_div, runs_up_to};

/// The first take in `lo..=hi` where a monotone condition holds (`hi + 1` if none).
fn first_true(lo: u64, hi: u64, holds: impl Fn(i128) -> bool) -> u64 {
    let (mut from, mut to) = (lo, hi.saturating_add(1));
    while from < to {
        let mid = from + (to - from) / 2;
        if holds(i128::from(mid)) {
            to = mid;
        } else {
            from = mid + 1;
        }
    }
    from
}

/// The takes in `lo..=hi` from `p` marbles where the reply count may change form, with the
/// take just before each.
pub(crate) fn breakpoints(p: u64, lo: u64, hi: u64) -> Vec<u64> {
    let pp = i128::from(p);
    let mut cuts = vec![first_true(lo, hi, |m| 3 * m >= pp)];
    for run in runs_up_to(p, lo.saturating_add(1)) {
        let low = |m: i128| ceil_div(pp - m - run.d, run.a + 2);
        let high = |m: i128| (pp - m - run.c).div_euclid(run.a + 1);
        cuts.push(first_true(lo, hi, |m| 2 * m >= low(m)));
        cuts.push(first_true(lo, hi, |m| 2 * m >= high(m)));
        cuts.push(first_true(lo, hi, |m| m + 1 >= low(m)));
        cuts.push(first_true(lo, hi, |m| m + 1 > high(m)));
    }
    let before: Vec<u64> = cuts.iter().map(|c| c.saturating_sub(1)).collect();
    cuts.extend(before);
    cuts.retain(|c| (lo..=hi).contains(c));
    cuts
}
