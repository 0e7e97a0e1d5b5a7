//! Where the symbols of a card with pictures go: their shapes, convex polygons (a
//! picture's outline, see the `outline` module, or a box), packed into the card's disc so
//! that they nestle: apart by a gap, inside the rim, of seeded sizes that mix large,
//! medium and small, grown as large as the disc lets them. It is the `layout` module's
//! method with polygons for circles:
//!
//! 1. The same seeded mix of sizes, handed out as there; a shape's size is the radius of
//!    its box's bounding circle (half the box's diagonal), so that sizes compare as the
//!    circles' do and the largest stays within [`RATIO_CAP`] of the smallest.
//! 2. Grow and push: the shapes start at seeded places; each round scales them all up,
//!    then pushes every overlapping pair apart along the axis that parts them most
//!    cheaply (the separating axis theorem's least overlap, each by its share, the larger
//!    moving less) and pulls every shape whose farthest corner crosses the rim back in,
//!    a bounded number of times; a round that cannot clear its overlaps is undone and the
//!    step halved. Then the scale is set exactly, from the final places, to the largest at
//!    which every pair is apart and every corner inside (each shape grows about its own
//!    centroid, which lies inside it, so a larger scale only adds overlap).
//! 3. Inflation: each shape in turn, the largest first, grows into the room left about
//!    it, by at most a third, within the ratio.
//! 4. Several seeded starts, each turning the shapes its own way (up to twice as many
//!    while the best covers less than [`WANTED_FILL`] of the disc); the one whose shapes
//!    cover most of the disc is kept.
//!
//! Shapes keep their turns throughout a start; a pair is apart when an axis among their edges'
//! normals separates them by at least the gap, which then parts them by at least as much.
//! Every step is bounded, and the result is checked exactly.

use std::cell::Cell;

use rand_chacha::ChaCha8Rng;

use crate::layout::{Circle, Growth, Plan, RATIO_CAP, dist, ratio, seeded_start};
use crate::polygon::{Point, area};

/// A shape as packed: its corners about its centroid, at size 1 (turned as it is drawn),
/// its edges' unit normals, its farthest corner's distance and its area.
struct Shape {
    points: Vec<Point>,
    normals: Vec<Point>,
    reach: f64,
    area: f64,
}

impl Shape {
    fn new(points: &[Point]) -> Shape {
        let n = points.len();
        let normals = (0..n)
            .filter_map(|i| {
                let (a, b) = (points[i], points[(i + 1) % n]);
                let (x, y) = (b.1 - a.1, a.0 - b.0);
                let length = dist(x, y);
                (length > 1e-12).then(|| (x / length, y / length))
            })
            .collect();
        Shape {
            points: points.to_vec(),
            normals,
            reach: points.iter().map(|p| dist(p.0, p.1)).fold(0.0, f64::max),
            area: area(points),
        }
    }

    /// The least and greatest of the corners projected on `axis`, at size 1 about the
    /// origin.
    fn extent(&self, axis: Point) -> Extent {
        self.points
            .iter()
            .map(|p| p.0 * axis.0 + p.1 * axis.1)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(v), hi.max(v))
            })
    }
}

/// A shape's place: its centroid and its size (the radius of its box's bounding circle),
/// kept as the `layout` module's circles are, so that both grow by [`Growth`].
pub(crate) type Spot = Circle;

/// The least and greatest of a shape's corners projected on an axis.
type Extent = (f64, f64);

/// The shapes of one card, with each shape's extent on every other's axes, worked out
/// once, and the axis that last parted each pair.
struct Card {
    shapes: Vec<Shape>,
    /// Shape `j` projected on shape `i`'s `k`th normal, at `starts[i] + j * m + k`, where
    /// `m` is the number of shape `i`'s normals.
    extents: Vec<Extent>,
    starts: Vec<usize>,
    /// For the pair `(i, j)` at `i * n + j`, as [`Card::overlap`] was asked: the axis that
    /// last parted them (which shape's normals, and which), tried first next time. Shapes
    /// move little between rounds, so it usually parts them again, and one axis instead of
    /// up to 32 settles the pair. Any parting axis gives the same answer, so the hint
    /// changes no result.
    parted_by: Vec<Cell<(bool, u8)>>,
    inside: f64,
    gap: f64,
}

impl Card {
    fn new(shapes: Vec<Shape>, inside: f64, gap: f64) -> Card {
        let n = shapes.len();
        let mut starts = Vec::with_capacity(n);
        let mut extents = Vec::new();
        for axes in &shapes {
            starts.push(extents.len());
            for shape in &shapes {
                extents.extend(axes.normals.iter().map(|&normal| shape.extent(normal)));
            }
        }
        Card {
            shapes,
            extents,
            starts,
            parted_by: vec![Cell::new((false, 0)); n * n],
            inside,
            gap,
        }
    }

    /// Shape `owner`'s normals, and its own and shape `other`'s extents on them.
    fn axes(&self, owner: usize, other: usize) -> (&[Point], &[Extent], &[Extent]) {
        let normals = &self.shapes[owner].normals;
        let m = normals.len();
        let base = self.starts[owner];
        (
            normals,
            &self.extents[base + owner * m..base + (owner + 1) * m],
            &self.extents[base + other * m..base + (other + 1) * m],
        )
    }

    /// How far shapes `i` and `j` at `a` and `b` must move apart to be the gap apart, and
    /// the unit direction in which `j` moves (`i` the other way); `None` when they are.
    fn overlap(&self, i: usize, a: Spot, j: usize, b: Spot) -> Option<(f64, Point)> {
        let (si, sj) = (&self.shapes[i], &self.shapes[j]);
        if dist(b.x - a.x, b.y - a.y) >= a.r * si.reach + b.r * sj.reach + self.gap {
            return None;
        }
        // How far apart the shapes at `p` and `q` are along the normal `n`, on which they
        // extend over `own` and `other` at size 1 (negative where they overlap), and
        // whether `q`'s lies ahead.
        let along = |n: Point, own: Extent, other: Extent, p: Spot, q: Spot| {
            let (pc, qc) = (p.x * n.0 + p.y * n.1, q.x * n.0 + q.y * n.1);
            let ahead = (qc + q.r * other.0) - (pc + p.r * own.1);
            let behind = (pc + p.r * own.0) - (qc + q.r * other.1);
            (ahead.max(behind), ahead >= behind)
        };
        let hint = &self.parted_by[i * self.shapes.len() + j];
        let (flipped, k) = hint.get();
        let (owner, other, p, q) = if flipped { (j, i, b, a) } else { (i, j, a, b) };
        let (normals, own, others) = self.axes(owner, other);
        let k = usize::from(k);
        if k < normals.len() && along(normals[k], own[k], others[k], p, q).0 >= self.gap {
            return None;
        }
        let mut best: Option<(f64, Point)> = None;
        for (flipped, (owner, other, p, q)) in [(false, (i, j, a, b)), (true, (j, i, b, a))] {
            let (normals, own, others) = self.axes(owner, other);
            for (k, ((&n, &own), &other)) in normals.iter().zip(own).zip(others).enumerate() {
                let (apart, ahead) = along(n, own, other, p, q);
                if apart >= self.gap {
                    // At most 16 sides a shape (see `outline`), so `k` fits.
                    hint.set((flipped, u8::try_from(k).unwrap_or(u8::MAX)));
                    return None;
                }
                let depth = self.gap - apart;
                if best.is_none_or(|(d, _)| depth < d) {
                    // The direction in which `q`'s shape moves away from `p`'s, told as
                    // the direction `j` moves.
                    let away = if ahead { n } else { (-n.0, -n.1) };
                    let away = if flipped { (-away.0, -away.1) } else { away };
                    best = Some((depth, away));
                }
            }
        }
        best
    }

    /// How far shape `i` at `s` crosses the circle of radius `inside`, and its farthest
    /// corner (from the card's centre); the crossing is 0 or less inside.
    fn crossing(&self, i: usize, s: Spot) -> (f64, Point) {
        let mut far = (0.0, (s.x, s.y));
        for p in &self.shapes[i].points {
            let corner = (s.x + s.r * p.0, s.y + s.r * p.1);
            let d = dist(corner.0, corner.1);
            if d > far.0 {
                far = (d, corner);
            }
        }
        (far.0 - self.inside, far.1)
    }

    /// Whether every pair of `spots` is the gap apart and every shape inside.
    fn apart(&self, spots: &[Spot]) -> bool {
        (0..spots.len()).all(|i| {
            self.crossing(i, spots[i]).0 <= 0.0
                && (i + 1..spots.len()).all(|j| self.overlap(i, spots[i], j, spots[j]).is_none())
        })
    }

    /// [`Card::apart`], every shape of some size.
    fn valid(&self, spots: &[Spot]) -> bool {
        spots.iter().all(|s| s.r > 0.0) && self.apart(spots)
    }

    /// Pushes overlapping shapes apart and pulls them inside, `rounds` times or until
    /// nothing overlaps; the largest overlap or crossing left.
    fn relax(&self, spots: &mut [Spot], rounds: usize) -> f64 {
        let n = spots.len();
        for round in 0..=rounds {
            let mut worst = 0f64;
            for i in 0..n {
                for j in i + 1..n {
                    let (a, b) = (spots[i], spots[j]);
                    let Some((depth, (ux, uy))) = self.overlap(i, a, j, b) else {
                        continue;
                    };
                    worst = worst.max(depth);
                    if round == rounds {
                        continue;
                    }
                    let share = b.r * b.r / (a.r * a.r + b.r * b.r);
                    spots[i].x -= ux * depth * share;
                    spots[i].y -= uy * depth * share;
                    spots[j].x += ux * depth * (1.0 - share);
                    spots[j].y += uy * depth * (1.0 - share);
                }
            }
            for (i, spot) in spots.iter_mut().enumerate() {
                let (out, corner) = self.crossing(i, *spot);
                if out > 0.0 {
                    worst = worst.max(out);
                    if round < rounds {
                        // Back in along the farthest corner's direction.
                        let d = dist(corner.0, corner.1);
                        spot.x -= corner.0 / d * out;
                        spot.y -= corner.1 / d * out;
                    }
                }
            }
            if worst <= 0.0 || round == rounds {
                return worst;
            }
        }
        0.0
    }
}

/// The size of a shape of relative size `size` and least size `least` at `scale`.
fn sized(scale: f64, size: f64, least: f64) -> f64 {
    (scale * size).max(least)
}

/// Spots for the shapes of `card`, of relative sizes `sizes` and least sizes `least`,
/// grown as large as one seeded start allows (the `layout` module's [`Growth`]); `None`
/// where this start cannot fit even the least sizes.
fn grow(
    card: &Card,
    sizes: &[f64],
    least: &[f64],
    pushes: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Vec<Spot>> {
    let inside = card.inside;
    let weight: f64 = card
        .shapes
        .iter()
        .zip(sizes)
        .map(|(shape, s)| shape.area * s * s)
        .sum();
    let scale = (0.5 * std::f64::consts::PI * inside * inside / weight.max(1e-12)).sqrt();
    let start = seeded_start(sizes.len(), inside, rng);
    let growth = Growth {
        set: |spots: &mut [Spot], scale: f64| {
            for ((s, &size), &l) in spots.iter_mut().zip(sizes).zip(least) {
                s.r = sized(scale, size, l);
            }
        },
        relax: |spots: &mut [Spot], rounds: usize| card.relax(spots, rounds),
        apart: |spots: &[Spot]| card.apart(spots),
    };
    growth.grow(start, scale, 1e-6 * inside, pushes)
}

/// Grows each shape in turn, the largest first, into the room left about it, by at most
/// a third, keeping the largest within [`RATIO_CAP`] of the smallest and a shape under
/// the largest a step under it.
fn inflate(card: &Card, spots: &mut [Spot]) {
    let mut order: Vec<usize> = (0..spots.len()).collect();
    order.sort_by(|&a, &b| spots[b].r.total_cmp(&spots[a].r));
    for &i in &order {
        let r = spots[i].r;
        let others = spots.iter().enumerate().filter(|&(j, _)| j != i);
        let (smallest, largest) = others.fold((f64::INFINITY, 0f64), |(s, l), (_, o)| {
            (s.min(o.r), l.max(o.r))
        });
        let mut cap = (r * 4.0 / 3.0).min(RATIO_CAP * smallest);
        if r < largest {
            cap = cap.min(r.max(largest / 1.3));
        }
        let fits = |size: f64, spots: &[Spot]| {
            let s = Spot {
                r: size,
                ..spots[i]
            };
            card.crossing(i, s).0 <= 0.0
                && (0..spots.len()).all(|j| j == i || card.overlap(i, s, j, spots[j]).is_none())
        };
        if cap <= r || !fits(r, spots) {
            continue;
        }
        let (mut low, mut high) = (r, cap);
        if fits(high, spots) {
            low = high;
        } else {
            for _ in 0..30 {
                let middle = (low + high) / 2.0;
                if fits(middle, spots) {
                    low = middle;
                } else {
                    high = middle;
                }
            }
        }
        spots[i].r = low;
    }
}

/// The share of a disc of radius `disc` that the shapes at `spots` cover.
fn covered(card: &Card, spots: &[Spot], disc: f64) -> f64 {
    let area: f64 = card
        .shapes
        .iter()
        .zip(spots)
        .map(|(shape, s)| shape.area * s.r * s.r)
        .sum();
    area / (std::f64::consts::PI * disc * disc)
}

/// Places for `least.len()` shapes (at least one) inside the disc of radius `inside`, the
/// gap apart, shape `i` of size at least `least[i]`, as the module describes: each start
/// draws its own shapes (convex polygons about their centroids at size 1, turned as they
/// will be drawn) with `draw`, with what the caller keeps of them (a `T`); the start that
/// covers most is kept: its places, shapes and `T`. `None` when no start meets the least
/// sizes.
pub(crate) fn pack<T>(
    mut draw: impl FnMut(&mut ChaCha8Rng) -> (Vec<Vec<Point>>, T),
    least: &[f64],
    inside: f64,
    gap: f64,
    rng: &mut ChaCha8Rng,
) -> Option<(Vec<Spot>, Vec<Vec<Point>>, T)> {
    let Plan {
        sizes,
        floors,
        starts,
        pushes,
    } = Plan::new(least, rng);
    // The best start so far: what it covers, its places, shapes and `T`.
    type Best<T> = (f64, Vec<Spot>, Vec<Vec<Point>>, T);
    let mut best: Option<Best<T>> = None;
    // A start more, up to twice as many, while the best so far leaves much of the card
    // empty (a few long shapes can wedge each other apart).
    for start in 0..2 * starts {
        if start >= starts && best.as_ref().is_some_and(|(f, ..)| *f >= WANTED_FILL) {
            break;
        }
        let (shapes, kept) = draw(rng);
        let card = Card::new(shapes.iter().map(|s| Shape::new(s)).collect(), inside, gap);
        let Some(mut spots) = grow(&card, &sizes, &floors, pushes, rng) else {
            continue;
        };
        inflate(&card, &mut spots);
        if !card.valid(&spots) || ratio(&spots) > RATIO_CAP {
            continue;
        }
        let fill = covered(&card, &spots, inside);
        if best.as_ref().is_none_or(|(f, ..)| fill > *f) {
            best = Some((fill, spots, shapes, kept));
        }
    }
    best.map(|(_, spots, shapes, kept)| (spots, shapes, kept))
}

/// The share of the disc that a card's shapes should cover, past which [`pack`] tries no
/// more starts than its usual ones.
const WANTED_FILL: f64 = 0.55;
