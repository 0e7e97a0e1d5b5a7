//! Convex polygons, as the layout of pictures reasons with them: the hull of points, its
//! area and centroid, a hull cut to a rectangle or bounded by few sides, turned by an
//! angle, and the sines and cosines of turns, all with additions, multiplications,
//! divisions and square roots alone (correctly rounded everywhere), so that layouts are
//! the same on every machine.
//!
//! Points are `(x, y)`; a polygon is its corners in order round it (either way round).

/// A point, or a vector.
pub(crate) type Point = (f64, f64);

/// The cosine and sine of `degrees`, from their series on at most an eighth of a turn
/// (the rest by symmetry), to within a few units of the last place: the same on every
/// machine, unlike the C library's.
pub(crate) fn turn(degrees: f64) -> Point {
    let d = degrees - 360.0 * (degrees / 360.0).floor();
    let octant = (d / 45.0).floor().clamp(0.0, 7.0);
    let within = d - 45.0 * octant;
    let octant = octant as u8;
    // The angle within its quarter turn: `within`, or 90 - (45 - within) in odd octants.
    let small = |deg: f64| {
        let x = deg * (std::f64::consts::PI / 180.0);
        let x2 = x * x;
        // Horner's scheme of the series to x^17 (sine) and x^16 (cosine).
        let mut sin = 1.0;
        let mut cos = 1.0;
        for k in (1..=8).rev() {
            let k = f64::from(k);
            sin = 1.0 - x2 / ((2.0 * k) * (2.0 * k + 1.0)) * sin;
            cos = 1.0 - x2 / ((2.0 * k - 1.0) * (2.0 * k)) * cos;
        }
        (cos, x * sin)
    };
    let (c, s) = if octant.is_multiple_of(2) {
        small(within)
    } else {
        let (c, s) = small(45.0 - within);
        (s, c)
    };
    match octant / 2 {
        0 => (c, s),
        1 => (-s, c),
        2 => (-c, -s),
        _ => (s, -c),
    }
}

/// `(b - a) x (c - a)`: positive where `a`, `b`, `c` turn anticlockwise (y up).
fn cross(a: Point, b: Point, c: Point) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// The convex hull of `points` (Andrew's monotone chain), without repeated or collinear
/// corners; fewer than three corners where the points do not span an area.
pub(crate) fn hull(mut points: Vec<Point>) -> Vec<Point> {
    points.retain(|p| p.0.is_finite() && p.1.is_finite());
    points.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    points.dedup();
    if points.len() < 3 {
        return points;
    }
    let mut chain: Vec<Point> = Vec::with_capacity(points.len() + 1);
    for pass in 0..2 {
        let start = chain.len();
        let ordered: Box<dyn Iterator<Item = &Point>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &p in ordered {
            while chain.len() >= start + 2
                && cross(chain[chain.len() - 2], chain[chain.len() - 1], p) <= 0.0
            {
                chain.pop();
            }
            chain.push(p);
        }
        // The last point of each half is the first of the other.
        chain.pop();
    }
    chain
}

/// The area of a polygon (the shoelace formula), whichever way round.
pub(crate) fn area(polygon: &[Point]) -> f64 {
    let n = polygon.len();
    let twice: f64 = (0..n)
        .map(|i| {
            let (a, b) = (polygon[i], polygon[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    twice.abs() / 2.0
}

/// The centroid of a polygon of positive area (of its corners where it has none).
pub(crate) fn centroid(polygon: &[Point]) -> Point {
    let n = polygon.len();
    let (mut x, mut y, mut twice) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (a, b) = (polygon[i], polygon[(i + 1) % n]);
        let w = a.0 * b.1 - b.0 * a.1;
        twice += w;
        x += (a.0 + b.0) * w;
        y += (a.1 + b.1) * w;
    }
    if twice.abs() <= 1e-12 * (1.0 + polygon.iter().map(|p| p.0.abs() + p.1.abs()).sum::<f64>()) {
        let count = n.max(1) as f64;
        let sum = polygon
            .iter()
            .fold((0.0, 0.0), |s, p| (s.0 + p.0, s.1 + p.1));
        return (sum.0 / count, sum.1 / count);
    }
    (x / (3.0 * twice), y / (3.0 * twice))
}

/// A convex polygon cut to the rectangle from `low` to `high` (Sutherland and Hodgman).
pub(crate) fn clip(polygon: &[Point], low: Point, high: Point) -> Vec<Point> {
    let mut shape = polygon.to_vec();
    // Each side of the rectangle: which coordinate, its bound, and whether inside is above.
    for (axis, bound, above) in [
        (0, low.0, true),
        (0, high.0, false),
        (1, low.1, true),
        (1, high.1, false),
    ] {
        let coordinate = |p: Point| if axis == 0 { p.0 } else { p.1 };
        let inside = |p: Point| {
            if above {
                coordinate(p) >= bound
            } else {
                coordinate(p) <= bound
            }
        };
        let mut cut = Vec::with_capacity(shape.len() + 1);
        for i in 0..shape.len() {
            let (a, b) = (shape[i], shape[(i + 1) % shape.len()]);
            if inside(a) {
                cut.push(a);
            }
            if inside(a) != inside(b) {
                let t = (bound - coordinate(a)) / (coordinate(b) - coordinate(a));
                let mut p = (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1));
                if axis == 0 {
                    p.0 = bound;
                } else {
                    p.1 = bound;
                }
                cut.push(p);
            }
        }
        shape = cut;
    }
    shape
}

/// The polygon of `sides` sides (directions evenly spaced round the turn) that holds the
/// convex polygon `polygon` most tightly: each side touches it. A circle's is
/// `sides * tan(pi / sides) / pi` times as large (2.6 % for 16 sides).
pub(crate) fn bounded(polygon: &[Point], sides: usize) -> Vec<Point> {
    let directions: Vec<Point> = (0..sides)
        .map(|i| turn(360.0 * i as f64 / sides as f64))
        .collect();
    let support: Vec<f64> = directions
        .iter()
        .map(|d| {
            polygon
                .iter()
                .map(|p| p.0 * d.0 + p.1 * d.1)
                .fold(f64::NEG_INFINITY, f64::max)
        })
        .collect();
    // Each corner is where the lines of two neighbouring directions meet.
    let corners: Vec<Point> = (0..sides)
        .map(|i| {
            let j = (i + 1) % sides;
            let (a, b) = (directions[i], directions[j]);
            let det = a.0 * b.1 - a.1 * b.0;
            (
                (support[i] * b.1 - support[j] * a.1) / det,
                (a.0 * support[j] - b.0 * support[i]) / det,
            )
        })
        .collect();
    hull(corners)
}

/// `polygon` turned by the angle of cosine and sine `(c, s)` about the origin, as SVG's
/// `rotate` turns it (clockwise on the page, whose y axis points down).
pub(crate) fn turned(polygon: &[Point], (c, s): Point) -> Vec<Point> {
    polygon
        .iter()
        .map(|&(x, y)| (x * c - y * s, x * s + y * c))
        .collect()
}

/// The distance between two convex polygons that do not overlap: the least distance from
/// a corner of either to a side of the other.
pub(crate) fn distance(a: &[Point], b: &[Point]) -> f64 {
    corners_to_sides(a, b).min(corners_to_sides(b, a))
}

/// The least distance from a corner of `corners` to a side of `polygon`.
fn corners_to_sides(corners: &[Point], polygon: &[Point]) -> f64 {
    let n = polygon.len();
    let mut least = f64::INFINITY;
    for &p in corners {
        for i in 0..n {
            let (u, v) = (polygon[i], polygon[(i + 1) % n]);
            let (dx, dy) = (v.0 - u.0, v.1 - u.1);
            let length = dx * dx + dy * dy;
            let t = if length > 0.0 {
                (((p.0 - u.0) * dx + (p.1 - u.1) * dy) / length).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let (x, y) = (p.0 - u.0 - t * dx, p.1 - u.1 - t * dy);
            least = least.min((x * x + y * y).sqrt());
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn turns_agree_with_the_c_library() {
        for tenth in -7200..7200 {
            let degrees = f64::from(tenth) / 10.0 + 0.03;
            let (c, s) = turn(degrees);
            let (sin, cos) = degrees.to_radians().sin_cos();
            assert!(
                (c - cos).abs() < 1e-14 && (s - sin).abs() < 1e-14,
                "{degrees}"
            );
        }
        assert_eq!(turn(0.0), (1.0, 0.0));
        assert_eq!(turn(90.0), (0.0, 1.0));
    }

    proptest! {
        /// Two boxes apart, turned together about any point: their distance is that of the
        /// boxes upright, by the nearest of their sides and corners (Pythagoras on the
        /// gaps along each axis).
        #[test]
        fn distances_of_boxes_apart(
            (x, y, w, h) in (-40.0f64..40.0, -40.0f64..40.0, 0.5f64..20.0, 0.5f64..20.0),
            (u, v, a, b) in (-40.0f64..40.0, -40.0f64..40.0, 0.5f64..20.0, 0.5f64..20.0),
            degrees in 0.0f64..360.0,
        ) {
            let gap_x = ((u - x).abs() - (w + a) / 2.0).max(0.0);
            let gap_y = ((v - y).abs() - (h + b) / 2.0).max(0.0);
            prop_assume!(gap_x > 0.0 || gap_y > 0.0);
            let boxed = |cx: f64, cy: f64, w: f64, h: f64| {
                let (hw, hh) = (w / 2.0, h / 2.0);
                vec![(cx - hw, cy - hh), (cx + hw, cy - hh), (cx + hw, cy + hh), (cx - hw, cy + hh)]
            };
            let expected = (gap_x * gap_x + gap_y * gap_y).sqrt();
            let (one, other) = (boxed(x, y, w, h), boxed(u, v, a, b));
            let angle = turn(degrees);
            let found = distance(&turned(&one, angle), &turned(&other, angle));
            prop_assert!((found - expected).abs() < 1e-9, "{found} {expected}");
        }

        /// The hull holds every point, turns one way, and the polygon of 16 sides holds
        /// the hull; cutting keeps what is inside the rectangle.
        #[test]
        fn hulls_hold_their_points(points in proptest::collection::vec((-50.0f64..50.0, -50.0f64..50.0), 3..40)) {
            let shape = hull(points.clone());
            prop_assume!(shape.len() >= 3 && area(&shape) > 1e-6);
            let inside = |polygon: &[Point], p: Point| {
                let n = polygon.len();
                let signs: Vec<f64> = (0..n).map(|i| cross(polygon[i], polygon[(i + 1) % n], p)).collect();
                signs.iter().all(|&s| s >= -1e-9) || signs.iter().all(|&s| s <= 1e-9)
            };
            for &p in &points {
                prop_assert!(inside(&shape, p));
            }
            let sixteen = bounded(&shape, 16);
            prop_assert!(sixteen.len() <= 16);
            for &p in &shape {
                prop_assert!(inside(&sixteen, p));
            }
            prop_assert!(area(&sixteen) >= area(&shape) * (1.0 - 1e-9));
            let c = centroid(&shape);
            prop_assert!(inside(&shape, c));
            let cut = clip(&shape, (-10.0, -20.0), (30.0, 5.0));
            for &p in &points {
                if (-10.0..=30.0).contains(&p.0) && (-20.0..=5.0).contains(&p.1) {
                    prop_assert!(inside(&cut, p));
                }
            }
            for &p in &cut {
                prop_assert!((-10.0..=30.0).contains(&p.0) && (-20.0..=5.0).contains(&p.1));
            }
        }
    }
}
