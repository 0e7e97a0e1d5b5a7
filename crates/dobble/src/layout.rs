//! Where the symbols of a card go, as circles packed into the card's disc: the bounding
//! circles of the symbols, of seeded sizes that mix large, medium and small, grown as
//! large as the disc lets them, apart from each other and inside the rim.
//!
//! The method, for one card:
//! 1. Relative sizes from a seeded mix, handed out at random (but among words, the longer
//!    word takes the larger size): a share of large (1), medium (about 0.74) and small
//!    (about 0.52) symbols, at least one of each on a card of three symbols or more, each
//!    size jittered by up to 8 % (milder, 1 / 0.85 / 0.72, on cards of four symbols or
//!    fewer, where a strong mix would leave the disc empty).
//! 2. Grow and push: the circles start at seeded places, at half the disc's area; each
//!    round scales every circle up, then pushes overlapping pairs apart (each by its share
//!    of the overlap, the larger moving less) and pulls every circle back inside the rim,
//!    a bounded number of times. A round that cannot clear its overlaps is undone and the
//!    step halved. Then the scale is set exactly, from the final centres, to the largest
//!    at which no two circles overlap and none crosses the rim.
//! 3. Inflation: each circle in turn, the largest first, grows into the room its neighbours
//!    and the rim leave,
//!    by at most a third, keeping the largest at most [`RATIO_CAP`] times the smallest.
//! 4. Several seeded starts; the one that covers most of the disc is kept.
//!
//! Symbols with a least radius (words, whose letters must stay legible) never shrink under
//! it: a circle's radius is the larger of its scaled size and its least radius, throughout
//! (and every circle's least radius is raised to the largest one's over [`RATIO_CAP`], so
//! that the ratio holds).
//!
//! Every step is bounded (rounds, pushes and starts are fixed numbers, fewer for large
//! cards), and the result is checked exactly; [`pack`] answers `None` only when the least
//! radii cannot be met.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// The distance of (`x`, `y`) from the origin, by the square root alone (correctly rounded
/// everywhere, unlike `hypot`), so that layouts are the same on every machine.
pub(crate) fn dist(x: f64, y: f64) -> f64 {
    (x * x + y * y).sqrt()
}

/// The largest over the smallest radius the packing allows itself (the promise is 3).
pub(crate) const RATIO_CAP: f64 = 2.9;

/// Rounds of growth of one start.
pub(crate) const ROUNDS: usize = 60;

/// A circle: centre and radius.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Circle {
    pub(crate) x: f64,
    pub(crate) y: f64,
    pub(crate) r: f64,
}

/// Relative sizes for `n` symbols: a seeded mix of large, medium and small.
pub(crate) fn mix(n: usize, rng: &mut ChaCha8Rng) -> Vec<f64> {
    let (large, medium, small) = if n <= 4 {
        (1.0, 0.85, 0.72)
    } else {
        (1.0, 0.74, 0.52)
    };
    let large_share = rng.random_range(0.18..0.36);
    let small_share = rng.random_range(0.25..0.45);
    // The first large and the first small are jittered only away from each other, so that
    // a card of three symbols or more is a mix whatever the draw.
    let mut sizes: Vec<f64> = (0..n)
        .map(|i| match i {
            0 => large * rng.random_range(1.0..1.08),
            1 => small * rng.random_range(0.92..1.0),
            2 => medium,
            _ => {
                let u: f64 = rng.random_range(0.0..1.0);
                if u < large_share {
                    large
                } else if u < large_share + small_share {
                    small
                } else {
                    medium
                }
            }
        })
        .collect();
    for size in sizes.iter_mut().skip(2) {
        *size *= rng.random_range(0.92..1.08);
    }
    sizes.shuffle(rng);
    sizes
}

/// The sizes of `drawn` handed out to the symbols: at random, except that among the
/// symbols with a least radius (words), the larger least radius (the longer word) takes
/// the larger size, so that long words are drawn large and short ones small rather than
/// the other way round.
pub(crate) fn ranked(mut drawn: Vec<f64>, least: &[f64], rng: &mut ChaCha8Rng) -> Vec<f64> {
    drawn.sort_by(|a, b| b.total_cmp(a));
    let mut order: Vec<usize> = (0..least.len()).collect();
    order.shuffle(rng);
    // The places (in the order of the sizes, largest first) that fell to words, and the
    // words themselves, longest first.
    let places: Vec<usize> = (0..order.len())
        .filter(|&k| least[order[k]] > 0.0)
        .collect();
    let mut words: Vec<usize> = places.iter().map(|&k| order[k]).collect();
    words.sort_by(|&a, &b| least[b].total_cmp(&least[a]));
    for (&k, &word) in places.iter().zip(&words) {
        order[k] = word;
    }
    let mut sizes = vec![0.0; least.len()];
    for (k, &symbol) in order.iter().enumerate() {
        sizes[symbol] = drawn[k];
    }
    sizes
}

/// Pushes overlapping circles apart and pulls them inside `inside`, `rounds` times or
/// until nothing overlaps; the largest overlap or crossing left.
fn relax(circles: &mut [Circle], inside: f64, rounds: usize) -> f64 {
    let n = circles.len();
    for round in 0..=rounds {
        let mut worst = 0f64;
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (circles[i], circles[j]);
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let d = dist(dx, dy);
                let overlap = a.r + b.r - d;
                if overlap <= 0.0 {
                    continue;
                }
                worst = worst.max(overlap);
                if round == rounds {
                    continue;
                }
                let (ux, uy) = if d > 1e-12 {
                    (dx / d, dy / d)
                } else {
                    // Coincident centres: apart along a direction of their own.
                    let (u, v) = ((j - i) as f64, 1.0);
                    let length = dist(u, v);
                    (u / length, v / length)
                };
                let share = b.r * b.r / (a.r * a.r + b.r * b.r);
                circles[i].x -= ux * overlap * share;
                circles[i].y -= uy * overlap * share;
                circles[j].x += ux * overlap * (1.0 - share);
                circles[j].y += uy * overlap * (1.0 - share);
            }
        }
        for c in circles.iter_mut() {
            let d = dist(c.x, c.y);
            let out = d + c.r - inside;
            if out > 0.0 {
                worst = worst.max(out);
                if round < rounds {
                    let to = (inside - c.r).max(0.0);
                    let scale = if d > 0.0 { to / d } else { 0.0 };
                    c.x *= scale;
                    c.y *= scale;
                }
            }
        }
        if worst <= 0.0 {
            return 0.0;
        }
        if round == rounds {
            return worst;
        }
    }
    0.0
}

/// The radius of a circle of relative size `size` and least radius `least` at `scale`.
fn radius(scale: f64, size: f64, least: f64) -> f64 {
    (scale * size).max(least)
}

/// Whether `circles` are apart and inside `inside` (their radii as they are, none needed
/// above 0).
fn apart(circles: &[Circle], inside: f64) -> bool {
    circles.iter().enumerate().all(|(i, a)| {
        dist(a.x, a.y) + a.r <= inside
            && circles[i + 1..]
                .iter()
                .all(|b| dist(a.x - b.x, a.y - b.y) >= a.r + b.r)
    })
}

/// `n` spots of radius 0 at seeded points of the disc of 0.8 `inside` (rejection
/// sampling: at most 64 tries, each taken with chance pi/4; the centre after that): the
/// start of a packing, here and in the `shapes` module.
pub(crate) fn seeded_start(n: usize, inside: f64, rng: &mut ChaCha8Rng) -> Vec<Circle> {
    (0..n)
        .map(|_| {
            let (mut x, mut y) = (0.0, 0.0);
            for _ in 0..64 {
                let (u, v) = (rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0));
                if u * u + v * v <= 1.0 {
                    (x, y) = (0.8 * inside * u, 0.8 * inside * v);
                    break;
                }
            }
            Circle { x, y, r: 0.0 }
        })
        .collect()
}

/// How a packing grows its spots, here and in the `shapes` module: `set` gives every spot
/// its size at a scale, `relax` pushes them apart for so many rounds and returns the
/// largest overlap left, `apart` checks exactly.
pub(crate) struct Growth<S, R, A> {
    pub(crate) set: S,
    pub(crate) relax: R,
    pub(crate) apart: A,
}

impl<S, R, A> Growth<S, R, A>
where
    S: Fn(&mut [Circle], f64),
    R: FnMut(&mut [Circle], usize) -> f64,
    A: Fn(&[Circle]) -> bool,
{
    /// `spots` grown from `scale` as large as the pushes allow, overlaps cleared to
    /// within `tolerance`: a first fit, every spot grown from a quarter of its size in
    /// four steps (the least sizes with them), the scale lowered until the pushes clear
    /// every overlap (the least sizes may not fit at all: given up once a lower scale
    /// sets the sizes it set before, every spot at its least); then steps up, each kept when
    /// its pushes clear it; then the exact scale at the final places, the largest that
    /// is [`apart`](Growth::apart), by halving. `None` where even the least sizes do not
    /// fit.
    pub(crate) fn grow(
        mut self,
        mut spots: Vec<Circle>,
        mut scale: f64,
        tolerance: f64,
        pushes: usize,
    ) -> Option<Vec<Circle>> {
        let mut fitted = false;
        let mut floored: Option<Vec<f64>> = None;
        for _ in 0..12 {
            // Once every spot is at its least size, a lower scale sets the same sizes
            // again: the pushes that failed at them would only be repeated.
            let mut probe = spots.clone();
            (self.set)(&mut probe, scale);
            let sizes: Vec<f64> = probe.iter().map(|s| s.r).collect();
            if floored.as_ref() == Some(&sizes) {
                break;
            }
            floored = Some(sizes);
            for share in [0.25, 0.5, 0.75, 1.0] {
                (self.set)(&mut spots, scale);
                for s in &mut spots {
                    s.r *= share;
                }
                fitted = (self.relax)(&mut spots, pushes * 2) <= tolerance;
            }
            if fitted {
                break;
            }
            scale *= 0.8;
        }
        if !fitted {
            return None;
        }
        let mut step = 0.08;
        for _ in 0..ROUNDS {
            if step < 0.001 {
                break;
            }
            let bigger = scale * (1.0 + step);
            let mut tried = spots.clone();
            (self.set)(&mut tried, bigger);
            if (self.relax)(&mut tried, pushes) <= tolerance {
                scale = bigger;
                spots = tried;
            } else {
                // Keep the places the pushes found (they shake the jam loose), at the
                // last scale that fitted, and try a smaller step.
                (self.set)(&mut tried, scale);
                if (self.relax)(&mut tried, pushes) <= tolerance {
                    spots = tried;
                }
                step *= 0.6;
            }
        }
        let at = |scale: f64| {
            let mut placed = spots.clone();
            (self.set)(&mut placed, scale);
            placed
        };
        if !(self.apart)(&at(0.0)) {
            return None;
        }
        let (mut low, mut high) = (0.0, scale * 1.01);
        if (self.apart)(&at(high)) {
            low = high;
        }
        for _ in 0..48 {
            if high - low <= 1e-12 * high {
                break;
            }
            let middle = (low + high) / 2.0;
            if (self.apart)(&at(middle)) {
                low = middle;
            } else {
                high = middle;
            }
        }
        Some(at(low))
    }
}

/// Circles of relative sizes `sizes` and least radii `least`, grown as large as one seeded
/// start allows; `None` where this start cannot fit even the least radii.
fn grow(
    sizes: &[f64],
    least: &[f64],
    inside: f64,
    pushes: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Vec<Circle>> {
    let n = sizes.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    // Sizes and least radii in the order of the circles.
    let sized: Vec<f64> = order.iter().map(|&i| sizes[i]).collect();
    let floors: Vec<f64> = order.iter().map(|&i| least[i]).collect();
    let area: f64 = sizes.iter().map(|s| s * s).sum();
    let scale = (0.5 * inside * inside / area).sqrt();
    let growth = Growth {
        set: |circles: &mut [Circle], scale: f64| {
            for ((c, &s), &l) in circles.iter_mut().zip(&sized).zip(&floors) {
                c.r = radius(scale, s, l);
            }
        },
        relax: |circles: &mut [Circle], rounds: usize| relax(circles, inside, rounds),
        apart: |circles: &[Circle]| apart(circles, inside),
    };
    let start = seeded_start(n, inside, rng);
    let grown = growth.grow(start, scale, 1e-6 * inside, pushes)?;
    let mut placed = vec![
        Circle {
            x: 0.0,
            y: 0.0,
            r: 0.0
        };
        n
    ];
    for (k, &i) in order.iter().enumerate() {
        placed[i] = grown[k];
    }
    Some(placed)
}

/// Grows each circle in turn, the largest first, into the room left around it, by at most a
/// third and keeping
/// the largest within [`RATIO_CAP`] of the smallest.
fn inflate(circles: &mut [Circle], inside: f64) {
    let mut order: Vec<usize> = (0..circles.len()).collect();
    // The largest first: the small ones stay small, and the mix stays a mix.
    order.sort_by(|&a, &b| circles[b].r.total_cmp(&circles[a].r));
    for &i in &order {
        let c = circles[i];
        let mut room = inside - dist(c.x, c.y);
        for (j, o) in circles.iter().enumerate() {
            if j != i {
                room = room.min(dist(c.x - o.x, c.y - o.y) - o.r);
            }
        }
        let others = circles.iter().enumerate().filter(|&(j, _)| j != i);
        let (smallest, largest) = others.fold((f64::INFINITY, 0f64), |(s, l), (_, o)| {
            (s.min(o.r), l.max(o.r))
        });
        // A circle under the largest stays a good step under it (a third of its size).
        let mut cap = (c.r * 4.0 / 3.0).min(RATIO_CAP * smallest);
        if c.r < largest {
            cap = cap.min(c.r.max(largest / 1.3));
        }
        let grown = (room * (1.0 - 1e-9)).min(cap);
        if grown > c.r {
            circles[i].r = grown;
        }
    }
}

/// Whether `circles` are apart and inside `inside` (exactly, as the layout promises).
pub(crate) fn valid(circles: &[Circle], inside: f64) -> bool {
    circles.iter().all(|c| c.r > 0.0) && apart(circles, inside)
}

/// The share of a disc of radius `disc` that `circles` cover.
pub(crate) fn coverage(circles: &[Circle], disc: f64) -> f64 {
    circles.iter().map(|c| c.r * c.r).sum::<f64>() / (disc * disc)
}

/// The largest radius over the smallest.
pub(crate) fn ratio(circles: &[Circle]) -> f64 {
    let (small, large) = circles
        .iter()
        .fold((f64::INFINITY, 0f64), |(s, l), c| (s.min(c.r), l.max(c.r)));
    large / small
}

/// The least sizes `least`, raised so that none is under the largest over the ratio's cap
/// ([`Plan::floors`]).
pub(crate) fn floors(least: &[f64]) -> Vec<f64> {
    let top = least.iter().copied().fold(0f64, f64::max);
    least
        .iter()
        .map(|&l| l.max(top / (RATIO_CAP * 0.98)))
        .collect()
}

/// What a packing of `least.len()` symbols works with, here and in the `shapes` module:
/// the seeded relative sizes, the least sizes, how many seeded starts and how many pushes
/// a round.
pub(crate) struct Plan {
    pub(crate) sizes: Vec<f64>,
    /// The least sizes, raised so that none is under the largest least size over the
    /// ratio's cap: with the mix's own spread (at most 2.35), the largest is then at most
    /// the cap times the smallest.
    pub(crate) floors: Vec<f64>,
    pub(crate) starts: usize,
    pub(crate) pushes: usize,
}

impl Plan {
    /// The plan for symbols of least sizes `least` (at least one), its sizes drawn from
    /// `rng`. Fewer starts and pushes on large cards: the work is the starts times the
    /// rounds times the pushes times the pairs.
    pub(crate) fn new(least: &[f64], rng: &mut ChaCha8Rng) -> Plan {
        let n = least.len();
        let sizes = ranked(mix(n, rng), least, rng);
        let floors = floors(least);
        let pairs = n * (n - 1) / 2 + n;
        let starts = match n {
            0..=16 => 6,
            17..=32 => 2,
            _ => 1,
        };
        let pushes = (6_000_000 / (pairs * ROUNDS * 2 * starts)).clamp(4, 80);
        Plan {
            sizes,
            floors,
            starts,
            pushes,
        }
    }
}

/// Circles for `least.len()` symbols inside a disc of radius `inside`, circle `i` of
/// radius at least `least[i]`, as the module describes; `None` when the least radii cannot
/// all be met.
pub(crate) fn pack(least: &[f64], inside: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Circle>> {
    let n = least.len();
    if n == 0 {
        return Some(Vec::new());
    }
    let Plan {
        sizes,
        floors,
        starts,
        pushes,
    } = Plan::new(least, rng);
    let mut best: Option<(f64, Vec<Circle>)> = None;
    for _ in 0..starts {
        let Some(mut circles) = grow(&sizes, &floors, inside, pushes, rng) else {
            continue;
        };
        inflate(&mut circles, inside);
        if !valid(&circles, inside) || ratio(&circles) > RATIO_CAP {
            continue;
        }
        let fill = coverage(&circles, inside);
        if best.as_ref().is_none_or(|(f, _)| fill > *f) {
            best = Some((fill, circles));
        }
    }
    best.map(|(_, circles)| circles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn cards_of_3_to_13_symbols_are_filled() {
        for n in 1..=13 {
            let mut lowest = f64::INFINITY;
            let mut highest = 0f64;
            for seed in 0..40 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let circles = pack(&vec![0.0; n], 46.0, &mut rng).unwrap();
                assert!(valid(&circles, 46.0));
                lowest = lowest.min(coverage(&circles, 48.0));
                highest = highest.max(ratio(&circles));
            }
            eprintln!("{n}: coverage {lowest:.3}, ratio {highest:.2}");
        }
    }
}
