//! Pictures packed by their shapes, checked by a slow method of its own: each picture's
//! ink is drawn into a grid of points over the card (its paths parsed by usvg, curves cut
//! into short lines, filled by their fill rule, scan line by scan line, the picture placed
//! by the layout's centre, turn and box with the C library's sine and cosine), and no
//! point of the grid may be ink of two pictures or lie beyond the card's inner circle.
//! The layout itself reasons with convex outlines and separating axes; this check knows
//! nothing of them.
//!
//! On the deck of order 7 drawn with the built-in pictures (`generate 8 --pictures`), the
//! grid is that of the card printed at 100 dpi, and the ink that shows (the colour of the
//! last path drawn at a point, when not white) covers at least 40 % of every card's face.
#![cfg(feature = "pdf")]

use crate::convex::within;
use dobble::draw::{Artwork, CARD_FACE, CARD_INSIDE, CardLayout, DEFAULT_CARD_MM, lay_out};
use dobble::images::{Image, builtin, picture_names};
use dobble::{Answer, FindOptions, find_deck};
use proptest::prelude::*;
use std::collections::HashMap;

/// A filled path of a picture, in the picture's own units: its lines (closed rings of
/// points), its fill rule, and whether its colour is white.
struct Fill {
    rings: Vec<Vec<(f64, f64)>>,
    even_odd: bool,
    white: bool,
}

/// A picture's filled paths, in drawing order, and its size (usvg's size for it).
struct Ink {
    fills: Vec<Fill>,
    size: (f64, f64),
}

/// The paths of an SVG, their curves cut into 32 lines each.
fn ink(bytes: &[u8]) -> Ink {
    let tree = usvg::Tree::from_data(bytes, &usvg::Options::default()).unwrap();
    let mut fills = Vec::new();
    collect(tree.root(), &mut fills);
    let size = tree.size();
    Ink {
        fills,
        size: (f64::from(size.width()), f64::from(size.height())),
    }
}

fn collect(group: &usvg::Group, fills: &mut Vec<Fill>) {
    use usvg::tiny_skia_path::PathSegment;
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => collect(g, fills),
            usvg::Node::Path(path) => {
                let Some(fill) = path.fill() else { continue };
                assert!(path.stroke().is_none(), "a stroked picture");
                let white = match fill.paint() {
                    usvg::Paint::Color(c) => c.red >= 245 && c.green >= 245 && c.blue >= 245,
                    _ => panic!("a picture painted other than in one colour"),
                };
                let ts = path.abs_transform();
                let at = |x: f32, y: f32| {
                    let mut p = usvg::tiny_skia_path::Point::from_xy(x, y);
                    ts.map_point(&mut p);
                    (f64::from(p.x), f64::from(p.y))
                };
                let mut rings: Vec<Vec<(f64, f64)>> = Vec::new();
                let mut last = usvg::tiny_skia_path::Point::zero();
                for segment in path.data().segments() {
                    match segment {
                        PathSegment::MoveTo(p) => {
                            rings.push(vec![at(p.x, p.y)]);
                            last = p;
                        }
                        PathSegment::LineTo(p) => {
                            rings.last_mut().unwrap().push(at(p.x, p.y));
                            last = p;
                        }
                        PathSegment::QuadTo(c, p) => {
                            for k in 1..=32 {
                                let t = k as f32 / 32.0;
                                let u = 1.0 - t;
                                rings.last_mut().unwrap().push(at(
                                    u * u * last.x + 2.0 * u * t * c.x + t * t * p.x,
                                    u * u * last.y + 2.0 * u * t * c.y + t * t * p.y,
                                ));
                            }
                            last = p;
                        }
                        PathSegment::CubicTo(c1, c2, p) => {
                            for k in 1..=32 {
                                let t = k as f32 / 32.0;
                                let u = 1.0 - t;
                                let (a, b, c, d) =
                                    (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
                                rings.last_mut().unwrap().push(at(
                                    a * last.x + b * c1.x + c * c2.x + d * p.x,
                                    a * last.y + b * c1.y + c * c2.y + d * p.y,
                                ));
                            }
                            last = p;
                        }
                        PathSegment::Close => {}
                    }
                }
                fills.push(Fill {
                    rings,
                    even_odd: fill.rule() == usvg::FillRule::EvenOdd,
                    white,
                });
            }
            _ => panic!("a picture with an image or text"),
        }
    }
}

/// A grid of points over a card, `side` points across its 100 units (each point the
/// centre of its cell); for each point, the pictures whose ink covers it (a bit each) and
/// whether the ink drawn last there is not white.
struct Grid {
    side: usize,
    owners: Vec<u64>,
    shows: Vec<bool>,
}

impl Grid {
    fn new(side: usize) -> Grid {
        Grid {
            side,
            owners: vec![0; side * side],
            shows: vec![false; side * side],
        }
    }

    /// The card coordinate of cell `i`'s centre.
    fn at(&self, i: usize) -> f64 {
        (i as f64 + 0.5) * 100.0 / self.side as f64 - 50.0
    }

    /// Draws picture `which` (`ink`) placed as the layout says (`place`: centre, turn,
    /// box), its fills in order, scan line by scan line.
    fn draw(&mut self, which: usize, ink: &Ink, place: &dobble::draw::SymbolPlace) {
        let (w, h) = ink.size;
        let scale = (place.width / w).min(place.height / h);
        let (sin, cos) = place.rotation.to_radians().sin_cos();
        // Picture units to card units: met in the box, centred, turned, moved.
        let to_card = |(u, v): (f64, f64)| {
            let (x, y) = ((u - w / 2.0) * scale, (v - h / 2.0) * scale);
            (place.x + x * cos - y * sin, place.y + x * sin + y * cos)
        };
        // The picture's own viewport, which clips it.
        let viewport: Vec<(f64, f64)> = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]
            .into_iter()
            .map(to_card)
            .collect();
        for fill in &ink.fills {
            let rings: Vec<Vec<(f64, f64)>> = fill
                .rings
                .iter()
                .map(|ring| ring.iter().copied().map(to_card).collect())
                .collect();
            for row in 0..self.side {
                let y = self.at(row);
                let mut crossings: Vec<(f64, i32)> = Vec::new();
                for ring in &rings {
                    for k in 0..ring.len() {
                        let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
                        if (a.1 <= y) != (b.1 <= y) {
                            let x = a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0);
                            crossings.push((x, if b.1 > a.1 { 1 } else { -1 }));
                        }
                    }
                }
                crossings.sort_by(|a, b| a.0.total_cmp(&b.0));
                let mut winding = 0;
                for pair in crossings.windows(2) {
                    winding += pair[0].1;
                    let inside = if fill.even_odd {
                        winding % 2 != 0
                    } else {
                        winding != 0
                    };
                    if !inside {
                        continue;
                    }
                    for column in 0..self.side {
                        let x = self.at(column);
                        if x < pair[0].0 || x >= pair[1].0 || !within(&viewport, (x, y), 0.0) {
                            continue;
                        }
                        let cell = row * self.side + column;
                        self.owners[cell] |= 1 << which;
                        self.shows[cell] = !fill.white;
                    }
                }
            }
        }
    }
}

impl Grid {
    /// Marks the points of a word's box (its outline in the layout) as symbol `which`'s.
    fn outline(&mut self, which: usize, place: &dobble::draw::SymbolPlace) {
        let shape: Vec<(f64, f64)> = place.outline.iter().map(|p| (p[0], p[1])).collect();
        for row in 0..self.side {
            for column in 0..self.side {
                if within(&shape, (self.at(column), self.at(row)), 0.0) {
                    let cell = row * self.side + column;
                    self.owners[cell] |= 1 << which;
                    self.shows[cell] = true;
                }
            }
        }
    }
}

/// Draws every symbol of `layout` into a grid of `side` points across (a picture, its
/// ink from `inks`, by the symbol's name; a word, the box the layout gives it), checks that
/// no point is ink of two symbols and none beyond the inner circle, and gives the share of
/// the card's face where ink shows.
fn check(layout: &CardLayout, inks: &HashMap<String, Ink>, side: usize) -> f64 {
    assert!(layout.symbols.len() <= 64);
    let mut grid = Grid::new(side);
    for (which, place) in layout.symbols.iter().enumerate() {
        match inks.get(&place.symbol) {
            Some(ink) => grid.draw(which, ink, place),
            None => grid.outline(which, place),
        }
    }
    let cell = 100.0 / side as f64;
    let mut shown = 0usize;
    for row in 0..side {
        for column in 0..side {
            let i = row * side + column;
            let owners = grid.owners[i];
            if owners == 0 {
                continue;
            }
            assert!(
                owners.count_ones() == 1,
                "card {}: ink of {:?} meets at ({}, {})",
                layout.card,
                (0..64)
                    .filter(|b| owners >> b & 1 == 1)
                    .map(|b| &layout.symbols[b].symbol)
                    .collect::<Vec<_>>(),
                grid.at(column),
                grid.at(row)
            );
            let (x, y) = (grid.at(column), grid.at(row));
            assert!(
                x.hypot(y) <= CARD_INSIDE + 1e-6,
                "card {}: ink at ({x}, {y}), past the inner circle",
                layout.card
            );
            shown += usize::from(grid.shows[i]);
        }
    }
    shown as f64 * cell * cell / (std::f64::consts::PI * CARD_FACE * CARD_FACE)
}

/// The deck of order 7 with the built-in pictures, every card laid out as `render` lays
/// it out: no two pictures' ink meets, none crosses the inner circle, ink shows on at
/// least 40 % of every card's face at 100 dpi, and the largest picture is at most 3 times
/// the smallest.
#[test]
fn the_built_in_deck_nestles_and_fills_its_cards() {
    let Ok(Answer::Deck(plane)) = find_deck(8, FindOptions::default()) else {
        panic!()
    };
    let deck = plane.named(&picture_names(57)).unwrap();
    let pictures = builtin();
    let mut artwork = Artwork::words();
    let mut inks = HashMap::new();
    for (name, image) in &pictures {
        inks.insert((*name).to_owned(), ink(image.bytes()));
        artwork.insert(*name, image.clone());
    }
    // 100 dpi on a card of 85 mm: 335 points across its 100 units.
    let side = (DEFAULT_CARD_MM / 25.4 * 100.0).round() as usize;
    let mut least = f64::INFINITY;
    for (index, card) in deck.cards.iter().enumerate() {
        let layout = lay_out(card, &artwork, 0, index, DEFAULT_CARD_MM).unwrap();
        let shown = check(&layout, &inks, side);
        assert!(shown >= 0.40, "card {}: ink shows on {shown:.3}", index + 1);
        assert!(layout.ratio <= 3.0);
        least = least.min(shown);
        // The outlines recorded are what the layout placed: their areas, their share.
        let areas: f64 = layout.symbols.iter().map(|s| s.outline_area).sum();
        let face = std::f64::consts::PI * CARD_FACE * CARD_FACE;
        assert!((areas / face - layout.outline_coverage).abs() < 1e-9);
        assert!(layout.outline_coverage >= shown);
    }
    eprintln!("least ink shown on a card: {least:.3}");
}

/// A random picture: a viewBox of the given aspect holding up to four filled shapes
/// (discs, triangles, crescents of two discs drawn even-odd), some of them reaching past
/// the viewport.
fn picture(aspect: f64, shapes: &[(u8, f64, f64, f64)]) -> Vec<u8> {
    let (w, h) = (100.0 * aspect, 100.0);
    let mut body = String::new();
    for &(kind, x, y, r) in shapes {
        let (cx, cy, r) = (x * w, y * h, r * 60.0 + 2.0);
        body.push_str(&match kind % 3 {
            0 => format!("<circle cx='{cx}' cy='{cy}' r='{r}' fill='#c33'/>"),
            1 => format!(
                "<path d='M{cx} {} L{} {} L{} {} Z' fill='#36c'/>",
                cy - r,
                cx + r,
                cy + r,
                cx - r,
                cy + r / 2.0
            ),
            _ => format!(
                "<path fill-rule='evenodd' fill='#3a3' d='M{} {cy} a{r} {r} 0 1 0 {} 0 a{r} {r} 0 1 0 {} 0 Z \
                 M{} {cy} a{s} {s} 0 1 0 {} 0 a{s} {s} 0 1 0 {} 0 Z'/>",
                cx - r,
                2.0 * r,
                -2.0 * r,
                cx - r / 2.0,
                1.4 * r,
                -1.4 * r,
                s = 0.7 * r
            ),
        });
    }
    format!("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {w} {h}'>{body}</svg>")
        .into_bytes()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Cards of 2 to 12 random pictures (and a word now and then): no two pictures' ink
    /// meets and none crosses the inner circle, on a grid of 0.25 units.
    #[test]
    fn random_pictures_never_meet(
        pictures in proptest::collection::vec(
            (0.3f64..3.0, proptest::collection::vec((any::<u8>(), -0.1f64..1.1, -0.1f64..1.1, 0.05f64..0.6), 1..4)),
            2..=12,
        ),
        word in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mut artwork = Artwork::words();
        let mut card = Vec::new();
        let mut inks = HashMap::new();
        for (i, (aspect, shapes)) in pictures.iter().enumerate() {
            let bytes = picture(*aspect, shapes);
            inks.insert(format!("p{i}"), ink(&bytes));
            artwork.insert(format!("p{i}"), Image::from_bytes(bytes).unwrap());
            card.push(format!("p{i}"));
        }
        if word {
            card.push("owl".to_owned());
            artwork.measure_words(["owl"]).unwrap();
        }
        let layout = lay_out(&card, &artwork, seed, 0, DEFAULT_CARD_MM).unwrap();
        check(&layout, &inks, 400);
        prop_assert!(layout.ratio <= 3.0);
    }
}
