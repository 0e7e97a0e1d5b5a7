//! The outline of a picture's ink, by which the layout packs it: a convex polygon that
//! holds everything the picture draws, in the frame of its box (the picture as a card
//! draws it: `aspect` wide, 1 high, centred on the origin, y down), of at most
//! [`SIDES`] sides.
//!
//! - A PNG's ink is its pixels that are not fully transparent: the hull of the corners of
//!   each row's first and last such pixel. An interlaced PNG, or one without an alpha
//!   channel or transparent colour, is taken whole.
//! - An SVG's ink (feature `pdf`, which parses it with usvg) is the hull of every point of
//!   its paths, the control points of their curves included (a curve lies within the hull
//!   of its control points), each widened by half the stroke where a path is stroked (more
//!   where its joins are mitred or its caps square), with the boxes of its images and
//!   texts and the whole region of a filtered group; clipping and masks are not looked at,
//!   so the outline may hold more than is drawn, never less. The hull is then cut to the
//!   picture's own viewport, as a card clips it. Without the feature, an SVG is taken
//!   whole.
//!
//! An outline of more than [`SIDES`] corners is replaced by the polygon of [`SIDES`]
//! sides that holds it most tightly ([`polygon::bounded`]); an outline with hardly any area
//! (an empty picture) is no outline at all, and the picture is packed by its box. The
//! points are gathered in bounded memory, however large the picture: every few thousand,
//! they are replaced by their hull.

use crate::images::{Image, ImageFormat};
use crate::polygon::{self, Point};

/// The most sides an outline has: enough to follow a round picture within 2.6 % of its
/// area, few enough for the layout to test pairs fast.
pub(crate) const SIDES: usize = 16;

/// Points gathered as their convex hull, in bounded memory: when [`Gathered::HELD`] are
/// held, they are replaced by their hull (and a hull of more than a quarter of that by the
/// polygon of [`SIDES`] sides that holds it), which holds every point gathered so far.
#[derive(Default)]
struct Gathered {
    points: Vec<Point>,
}

impl Gathered {
    /// The most points held at once.
    const HELD: usize = 4096;

    fn push(&mut self, p: Point) {
        self.points.push(p);
        if self.points.len() >= Self::HELD {
            let hull = polygon::hull(std::mem::take(&mut self.points));
            self.points = if hull.len() > Self::HELD / 4 {
                polygon::bounded(&hull, SIDES)
            } else {
                hull
            };
        }
    }
}

/// The outline of `image`'s ink in the frame of its box, or `None` where it is the box
/// itself, unknown, or has hardly any area.
pub(crate) fn outline(image: &Image) -> Option<Vec<Point>> {
    let (points, (width, height)) = match image.format() {
        ImageFormat::Png => png_ink(image.bytes())?,
        ImageFormat::Svg => svg_ink(image.bytes())?,
    };
    // The picture's own size, met in its box centred (as an `<image>` draws it).
    let aspect = image.aspect();
    let scale = (aspect / width).min(1.0 / height);
    let (half_w, half_h) = (width * scale / 2.0, height * scale / 2.0);
    let framed: Vec<Point> = points
        .points
        .iter()
        .map(|&(x, y)| (x * scale - half_w, y * scale - half_h))
        .collect();
    let shape = polygon::clip(&polygon::hull(framed), (-half_w, -half_h), (half_w, half_h));
    let shape = if shape.len() > SIDES {
        polygon::bounded(&shape, SIDES)
    } else {
        shape
    };
    (shape.len() >= 3 && polygon::area(&shape) >= 1e-3 * aspect).then_some(shape)
}

/// The corners of the ink pixels of a PNG at the ends of each row, and its size in
/// pixels; `None` where every pixel is ink or the PNG is not read row by row.
fn png_ink(bytes: &[u8]) -> Option<(Gathered, (f64, f64))> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().ok()?;
    if reader.info().interlaced {
        return None;
    }
    let (width, height) = (reader.info().width, reader.info().height);
    let channels = match reader.output_color_type().0 {
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgba => 4,
        _ => return None,
    };
    let mut points = Gathered::default();
    let mut y = 0u32;
    while let Ok(Some(row)) = reader.next_row() {
        let alpha = row.data().chunks_exact(channels).map(|px| px[channels - 1]);
        let mut ink = alpha.enumerate().filter(|&(_, a)| a > 0).map(|(x, _)| x);
        if let Some(first) = ink.next() {
            let last = ink.next_back().unwrap_or(first);
            let (left, right) = (first as f64, last as f64 + 1.0);
            let (top, bottom) = (f64::from(y), f64::from(y) + 1.0);
            for corner in [(left, top), (right, top), (left, bottom), (right, bottom)] {
                points.push(corner);
            }
        }
        y += 1;
    }
    Some((points, (f64::from(width), f64::from(height))))
}

/// The points that hold an SVG's ink, in its own units (those of usvg's size for it), and
/// that size.
#[cfg(feature = "pdf")]
fn svg_ink(bytes: &[u8]) -> Option<(Gathered, (f64, f64))> {
    let tree = usvg::Tree::from_data(bytes, crate::font::options()).ok()?;
    let mut points = Gathered::default();
    ink_of(tree.root(), &mut points);
    let size = tree.size();
    Some((points, (f64::from(size.width()), f64::from(size.height()))))
}

#[cfg(not(feature = "pdf"))]
fn svg_ink(_bytes: &[u8]) -> Option<(Gathered, (f64, f64))> {
    None
}

/// Points along each piece of curves in a path.
#[cfg(feature = "pdf")]
const PIECES: u32 = 16;

/// How far a path's curves may bend away from the lines between the points [`flattened`]
/// gives, in the path's own units: at most 1/8 of the largest second derivative over the
/// pieces squared, which is 6 (cubic) or 2 (quadratic) times the largest second
/// difference of the control points.
#[cfg(feature = "pdf")]
fn bend(path: &usvg::tiny_skia_path::Path) -> f64 {
    use usvg::tiny_skia_path::PathSegment;
    let point = |p: usvg::tiny_skia_path::Point| (f64::from(p.x), f64::from(p.y));
    let second = |a: Point, b: Point, c: Point| {
        crate::layout::dist(a.0 - 2.0 * b.0 + c.0, a.1 - 2.0 * b.1 + c.1)
    };
    let pieces = f64::from(PIECES);
    let (mut bend, mut last, mut start) = (0f64, (0.0, 0.0), (0.0, 0.0));
    for segment in path.segments() {
        match segment {
            PathSegment::MoveTo(p) => {
                last = point(p);
                start = last;
            }
            PathSegment::LineTo(p) => last = point(p),
            PathSegment::QuadTo(c, p) => {
                let (c, p) = (point(c), point(p));
                bend = bend.max(2.0 * second(last, c, p) / (8.0 * pieces * pieces));
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let (c1, c2, p) = (point(c1), point(c2), point(p));
                let worst = second(last, c1, c2).max(second(c1, c2, p));
                bend = bend.max(6.0 * worst / (8.0 * pieces * pieces));
                last = p;
            }
            PathSegment::Close => last = start,
        }
    }
    bend
}

/// Hands `each` the ends of a path's lines and points along its curves ([`PIECES`]
/// pieces each), in the path's own units.
#[cfg(feature = "pdf")]
fn flattened(path: &usvg::tiny_skia_path::Path, mut each: impl FnMut(Point)) {
    use usvg::tiny_skia_path::PathSegment;
    let point = |p: usvg::tiny_skia_path::Point| (f64::from(p.x), f64::from(p.y));
    let pieces = f64::from(PIECES);
    let (mut last, mut start) = ((0.0, 0.0), (0.0, 0.0));
    for segment in path.segments() {
        match segment {
            PathSegment::MoveTo(p) => {
                last = point(p);
                start = last;
                each(last);
            }
            PathSegment::LineTo(p) => {
                last = point(p);
                each(last);
            }
            PathSegment::QuadTo(c, p) => {
                let (c, p) = (point(c), point(p));
                for k in 1..=PIECES {
                    let t = f64::from(k) / pieces;
                    let u = 1.0 - t;
                    each((
                        u * u * last.0 + 2.0 * u * t * c.0 + t * t * p.0,
                        u * u * last.1 + 2.0 * u * t * c.1 + t * t * p.1,
                    ));
                }
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let (c1, c2, p) = (point(c1), point(c2), point(p));
                for k in 1..=PIECES {
                    let t = f64::from(k) / pieces;
                    let u = 1.0 - t;
                    let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
                    each((
                        a * last.0 + b * c1.0 + c * c2.0 + d * p.0,
                        a * last.1 + b * c1.1 + c * c2.1 + d * p.1,
                    ));
                }
                last = p;
            }
            PathSegment::Close => last = start,
        }
    }
}

/// The four corners of `rect`.
#[cfg(feature = "pdf")]
fn corners(rect: usvg::Rect) -> [Point; 4] {
    let (l, t) = (f64::from(rect.left()), f64::from(rect.top()));
    let (r, b) = (f64::from(rect.right()), f64::from(rect.bottom()));
    [(l, t), (r, t), (r, b), (l, b)]
}

/// Collects into `points` what holds the ink of `group`'s children, in the SVG's units.
#[cfg(feature = "pdf")]
fn ink_of(group: &usvg::Group, points: &mut Gathered) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) if !g.filters().is_empty() => {
                for corner in corners(g.abs_layer_bounding_box().to_rect()) {
                    points.push(corner);
                }
            }
            usvg::Node::Group(g) => ink_of(g, points),
            usvg::Node::Path(path) if path.is_visible() => {
                // How far the ink may reach past the points: the stroke's half width
                // (more at mitred joins and square caps) and the curves' bend.
                let stroke = path.stroke().map_or(0.0, |stroke| {
                    let half = f64::from(stroke.width().get()) / 2.0;
                    let join = match stroke.linejoin() {
                        usvg::LineJoin::Miter | usvg::LineJoin::MiterClip => {
                            f64::from(stroke.miterlimit().get()).max(1.0)
                        }
                        _ => 1.0,
                    };
                    let cap = match stroke.linecap() {
                        usvg::LineCap::Square => std::f64::consts::SQRT_2,
                        _ => 1.0,
                    };
                    half * join.max(cap)
                });
                let reach = stroke + bend(path.data());
                let ts = path.abs_transform();
                let mut at = |(x, y): Point| {
                    let mut p = usvg::tiny_skia_path::Point::from_xy(x as f32, y as f32);
                    ts.map_point(&mut p);
                    points.push((f64::from(p.x), f64::from(p.y)));
                };
                flattened(path.data(), |(x, y)| {
                    if reach > 0.0 {
                        // The octagon whose sides are `reach` from the point holds the
                        // circle of that radius.
                        let (d, e) = (reach, reach * 0.414_22);
                        for (dx, dy) in [
                            (d, e),
                            (e, d),
                            (-e, d),
                            (-d, e),
                            (-d, -e),
                            (-e, -d),
                            (e, -d),
                            (d, -e),
                        ] {
                            at((x + dx, y + dy));
                        }
                    } else {
                        at((x, y));
                    }
                });
            }
            usvg::Node::Path(_) => {}
            usvg::Node::Image(image) => {
                for corner in corners(image.abs_bounding_box()) {
                    points.push(corner);
                }
            }
            usvg::Node::Text(text) => {
                for corner in corners(text.abs_stroke_bounding_box()) {
                    points.push(corner);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(text: &str) -> Image {
        Image::from_bytes(text.as_bytes().to_vec()).unwrap()
    }

    /// Whether `p` lies in the convex `polygon` (or on its edge, to rounding).
    fn inside(polygon: &[Point], p: Point) -> bool {
        crate::convex::within(polygon, p, 1e-6)
    }

    #[cfg(feature = "pdf")]
    #[test]
    fn an_svg_is_outlined_by_its_ink() {
        // A disc of radius 10 about (30, 20) in a picture of 80 by 40: the box is 2 wide
        // and 1 high, so the disc is 0.5 across about (-0.25, 0).
        let disc = image(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 40'>\
             <circle cx='30' cy='20' r='10' fill='red'/></svg>",
        );
        let shape = outline(&disc).unwrap();
        assert!(shape.len() <= SIDES);
        for k in 0..64 {
            let (c, s) = polygon::turn(f64::from(k) * 360.0 / 64.0);
            assert!(inside(&shape, (-0.25 + 0.25 * c, 0.25 * s)));
        }
        let area = polygon::area(&shape);
        assert!(area < 0.25 * 0.25 * std::f64::consts::PI * 1.1, "{area}");
        // A stroke widens it; ink outside the viewport is cut away; nothing is no outline.
        let stroked = image(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 40'>\
             <path d='M10 20 H70' stroke='black' stroke-width='8' stroke-linecap='square'/>\
             <rect x='-100' y='-100' width='110' height='110'/></svg>",
        );
        let shape = outline(&stroked).unwrap();
        // The square cap reaches 4 units past the end: x = 74 of 80, 0.85 in the box.
        assert!(inside(&shape, (0.849, 0.05)) && inside(&shape, (0.849, -0.05)));
        assert!(
            shape
                .iter()
                .all(|p| p.0.abs() <= 1.0 + 1e-9 && p.1.abs() <= 0.5 + 1e-9)
        );
        assert!(inside(&shape, (-1.0, -0.5)));
        assert_eq!(outline(&image("<svg viewBox='0 0 10 10'/>")), None);
    }

    /// However many points are gathered, a few thousand are held, and their hull holds
    /// them all.
    #[test]
    fn points_are_gathered_in_bounded_memory() {
        let mut gathered = Gathered::default();
        let mut all = Vec::new();
        for k in 0..50_000 {
            let (c, s) = polygon::turn(f64::from(k) * 0.0073);
            let r = 1.0 + f64::from(k % 7) / 10.0;
            all.push((r * c, r * s));
            gathered.push((r * c, r * s));
            assert!(gathered.points.len() < Gathered::HELD);
        }
        let hull = polygon::hull(gathered.points);
        assert!(all.iter().all(|&p| inside(&hull, p)));
    }

    #[test]
    fn a_png_is_outlined_by_its_opaque_pixels() {
        // 8 by 4 pixels, opaque in columns 2 to 3 of rows 1 to 2.
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, 8, 4);
        encoder.set_color(png::ColorType::GrayscaleAlpha);
        let mut writer = encoder.write_header().unwrap();
        let mut data = vec![0u8; 8 * 4 * 2];
        for y in 1..3 {
            for x in 2..4 {
                data[(y * 8 + x) * 2 + 1] = 255;
            }
        }
        writer.write_image_data(&data).unwrap();
        writer.finish().unwrap();
        let shape = outline(&Image::from_bytes(out).unwrap()).unwrap();
        // Pixels 2..4 of 8 across a box 2 wide: -0.5..0; rows 1..3 of 4: -0.25..0.25.
        let xs: Vec<f64> = shape.iter().map(|p| p.0).collect();
        let ys: Vec<f64> = shape.iter().map(|p| p.1).collect();
        let span = |v: &[f64]| {
            (
                v.iter().copied().fold(f64::INFINITY, f64::min),
                v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            )
        };
        assert_eq!(span(&xs), (-0.5, 0.0));
        assert_eq!(span(&ys), (-0.25, 0.25));
    }
}
