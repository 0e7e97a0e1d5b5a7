//! The candidates for the fewest-replies take: where the opponent's count of winning
//! replies changes form, as a function of my take, and the best take on each piece.
//!
//! After my take m from p marbles, the opponent (p − m left after a take of m) wins with
//! the replies m' in m+1..=2m that put p − m − m' in run j after a take of m', for some j:
//! for each run j those m' form the window `L_j(m)..=U_j(m)` with
//! `L_j(m) = ceil((p − m − d_j)/(a_j + 2))` and `U_j(m) = floor((p − m − c_j)/(a_j + 1))`,
//! clipped to m+1..=2m. Both window ends fall (weakly) as m grows while m+1 and 2m rise, so
//! each clip switches sides at most once: the places where `2m >= L_j`, `2m >= U_j`,
//! `m+1 >= L_j` and `m+1 > U_j` start to hold, and where `3m >= p` (the opponent can take
//! everything), cut the range of my takes into pieces on which the count has one form.
//!
//! On a piece where some clip is active the count moves by at least 1 per step in one
//! direction (or stays), so its first minimum is found by bisection. On a piece where one
//! run's window is unclipped and every other run's is empty, the count is
//! `U_j − L_j + 1 = 1 + floor((Q + A − 1 − R)/(A + 1))` with `A = a_j + 1` and
//! `p − m − c_j = Q·A + R`, whose first minimum has a closed form (see `unclipped_best`).

use crate::structure::{Run, ceil_div, runs_up_to};

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

/// Run j's reply window, before clipping, after my take m from p.
struct Window {
    run: Run,
    p: i128,
}

impl Window {
    fn low(&self, m: i128) -> i128 {
        ceil_div(self.p - m - self.run.d, self.run.a + 2)
    }
    fn high(&self, m: i128) -> i128 {
        (self.p - m - self.run.c).div_euclid(self.run.a + 1)
    }
    /// The four switches, each a condition false then true as m grows.
    fn empty_below(&self, m: i128) -> bool {
        2 * m < self.low(m)
    }
    fn high_unclipped(&self, m: i128) -> bool {
        2 * m >= self.high(m)
    }
    fn low_clipped(&self, m: i128) -> bool {
        m + 1 >= self.low(m)
    }
    fn empty_above(&self, m: i128) -> bool {
        m + 1 > self.high(m)
    }
}

/// The takes in `lo..=hi` (from `p` marbles) worth comparing: the first take of every
/// piece, and on each piece the best take its form allows. `replies(m)` is the count.
pub(crate) fn candidates(p: u64, lo: u64, hi: u64, replies: impl Fn(u64) -> u64) -> Vec<u64> {
    let pp = i128::from(p);
    let windows: Vec<Window> = runs_up_to(p, lo.saturating_add(1))
        .map(|run| Window { run, p: pp })
        .collect();
    let mut cuts = vec![lo, first_true(lo, hi, |m| 3 * m >= pp)];
    for w in &windows {
        cuts.push(first_true(lo, hi, |m| !w.empty_below(m)));
        cuts.push(first_true(lo, hi, |m| w.high_unclipped(m)));
        cuts.push(first_true(lo, hi, |m| w.low_clipped(m)));
        cuts.push(first_true(lo, hi, |m| w.empty_above(m)));
    }
    cuts.retain(|c| (lo..=hi).contains(c));
    cuts.sort_unstable();
    cuts.dedup();
    let mut out = cuts.clone();
    for (i, &start) in cuts.iter().enumerate() {
        let end = cuts.get(i + 1).map_or(hi, |next| next - 1);
        out.push(end);
        let s = i128::from(start);
        let live: Vec<&Window> = windows
            .iter()
            .filter(|w| !w.empty_below(s) && !w.empty_above(s))
            .collect();
        match live[..] {
            [w] if 3 * s < pp && w.high_unclipped(s) && !w.low_clipped(s) => {
                out.push(unclipped_best(w, start, end));
            }
            _ => out.push(first_reaching(start, end, &replies)),
        }
    }
    out
}

/// The first take in `start..=end` whose count is at most the count at `end`, by bisection
/// (exact when the count does not rise again before `end`).
fn first_reaching(start: u64, end: u64, replies: &impl Fn(u64) -> u64) -> u64 {
    let target = replies(end);
    let (mut from, mut to) = (start, end);
    while from < to {
        let mid = from + (to - from) / 2;
        if replies(mid) <= target {
            to = mid;
        } else {
            from = mid + 1;
        }
    }
    from
}

/// The first take in `start..=end` with the fewest replies when the count is run j's
/// unclipped window, `1 + floor(v/(A+1))` with `v = Q + A − 1 − R`, `y = p − m − c_j =
/// Q·A + R`. The smallest take is the largest y: in the top block Q the largest R is at
/// y's top, in every lower block it is A − 1, where v = Q. So the least v is the smaller
/// of v at the top and Q of the lowest block; the answer is the largest y whose v stays
/// within the same multiple of A + 1.
fn unclipped_best(w: &Window, start: u64, end: u64) -> u64 {
    let a = w.run.a + 1;
    let y_top = w.p - i128::from(start) - w.run.c;
    let y_bottom = w.p - i128::from(end) - w.run.c;
    let (q_top, r_top) = (y_top.div_euclid(a), y_top.rem_euclid(a));
    let q_bottom = y_bottom.div_euclid(a);
    let v_top = q_top + a - 1 - r_top;
    let v_least = if q_bottom < q_top {
        v_top.min(q_bottom)
    } else {
        v_top
    };
    let within = (v_least.div_euclid(a + 1) + 1) * (a + 1) - 1;
    let y = if v_top <= within {
        y_top
    } else {
        a * (q_top - 1).min(within) + a - 1
    };
    // y lies in y_bottom..=y_top, so the take lies in start..=end.
    (w.p - w.run.c - y) as u64
}
