//! Convex polygons for the tests, from the definitions, apart from the code they check:
//! whether a point is inside one (on the same side of every edge), and the distance
//! between two (the separating axes of their edges, then the least distance from a corner
//! of one to an edge of the other). Shared by the library's unit tests and the
//! integration tests.

/// Whether `p` lies in the convex `polygon`: on the same side of every edge, or within
/// `slack` of it.
pub(crate) fn within(polygon: &[(f64, f64)], p: (f64, f64), slack: f64) -> bool {
    let n = polygon.len();
    let sides: Vec<f64> = (0..n)
        .map(|i| {
            let (a, b) = (polygon[i], polygon[(i + 1) % n]);
            (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
        })
        .collect();
    sides.iter().all(|&s| s >= -slack) || sides.iter().all(|&s| s <= slack)
}

/// How far apart the convex polygons `a` and `b` are along the edge normal of either
/// that parts them most (negative where they overlap).
fn parted(a: &[(f64, f64)], b: &[(f64, f64)]) -> f64 {
    let mut best = f64::NEG_INFINITY;
    for shape in [a, b] {
        for i in 0..shape.len() {
            let (p, q) = (shape[i], shape[(i + 1) % shape.len()]);
            let (nx, ny) = (q.1 - p.1, p.0 - q.0);
            let length = nx.hypot(ny);
            if length == 0.0 {
                continue;
            }
            let span = |s: &[(f64, f64)]| {
                s.iter()
                    .map(|v| (v.0 * nx + v.1 * ny) / length)
                    .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), x| {
                        (lo.min(x), hi.max(x))
                    })
            };
            let ((a_lo, a_hi), (b_lo, b_hi)) = (span(a), span(b));
            best = best.max((b_lo - a_hi).max(a_lo - b_hi));
        }
    }
    best
}

/// The distance between the convex polygons `a` and `b`: where an axis parts them,
/// the least distance from a corner of one to an edge of the other; else how far they
/// overlap along the axis that parts them most (0 or less).
pub(crate) fn distance(a: &[(f64, f64)], b: &[(f64, f64)]) -> f64 {
    let overlap = parted(a, b);
    if overlap <= 0.0 {
        return overlap;
    }
    let to_edge = |p: (f64, f64), (u, v): ((f64, f64), (f64, f64))| {
        let (dx, dy) = (v.0 - u.0, v.1 - u.1);
        let t = (((p.0 - u.0) * dx + (p.1 - u.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
        (p.0 - u.0 - t * dx).hypot(p.1 - u.1 - t * dy)
    };
    let mut least = f64::INFINITY;
    for (from, to) in [(a, b), (b, a)] {
        for &p in from {
            for i in 0..to.len() {
                least = least.min(to_edge(p, (to[i], to[(i + 1) % to.len()])));
            }
        }
    }
    least
}
