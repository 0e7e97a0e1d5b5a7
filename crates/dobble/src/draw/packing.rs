//! The packing attempts: symbols of given looks placed on one card, by their circles
//! (words alone) or by their shapes (with pictures), at a given letter size, seeded per
//! card.

use super::limits::*;
use super::look::*;
use crate::polygon::{Point, centroid, turn, turned};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Placements for symbols of the given looks on a card of `card_mm`, in the symbols'
/// order, or `None` where the words cannot have letters of [`MIN_LETTER_MM`]. The work is
/// bounded (see the `layout` module).
#[cfg(test)]
pub(super) fn layout(looks: &[Look], card_mm: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    layout_at(looks, units(MIN_LETTER_MM, card_mm), rng)
}

/// The height of letters `letter_mm` high on a card of `card_mm`, in card units, with a
/// hair to spare for rounding.
pub(super) fn units(letter_mm: f64, card_mm: f64) -> f64 {
    letter_mm * 100.0 / card_mm * (1.0 + 1e-9)
}

/// The least radius of each symbol of `looks` with letters `letter` card units high: a
/// word's box's half diagonal at that height, 0 for a picture.
pub(super) fn least_radii(looks: &[Look], letter: f64) -> Vec<f64> {
    looks
        .iter()
        .map(|look| {
            look.letters
                .map_or(0.0, |q| letter / q * half_diagonal(look.aspect))
        })
        .collect()
}

/// [`layout`] with letters at least `letter` card units high.
pub(super) fn layout_at(looks: &[Look], letter: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    let least = least_radii(looks, letter);
    if looks.iter().any(|look| look.letters.is_none()) {
        return by_shape(looks, &least, rng);
    }
    let circles = crate::layout::pack(&least, CARD_INSIDE, rng)?;
    // Each word turned at random, but not so that its end comes within two spaces of
    // another word's: two words end to end read as one ("moonsun"). A word is offered
    // turns evenly spread from a random one and takes one of those that leave room at
    // random, or else the one that leaves the most; then each word is turned again
    // against all the others, for a few rounds.
    let words: Vec<(f64, f64, Vec<Turned>)> = circles
        .iter()
        .zip(looks)
        .map(|(c, look)| {
            let height = c.r / half_diagonal(look.aspect);
            let letters = look.letters.map_or(height, |q| q * height);
            let start = rng.random_range(0.0..360.0);
            let turns = (0..WORD_TURNS)
                .map(|k| {
                    let rotation = {
                        let turn = (start + 360.0 * k as f64 / WORD_TURNS as f64) % 360.0;
                        if look.upright { upright(turn) } else { turn }
                    };
                    let outline: Vec<Point> =
                        turned(&box_corners(look.aspect * height, height), turn(rotation))
                            .iter()
                            .map(|p| (c.x + p.0, c.y + p.1))
                            .collect();
                    (rotation, outline)
                })
                .collect();
            (height, letters, turns)
        })
        .collect();
    let mut chosen: Vec<Option<usize>> = vec![None; words.len()];
    for _ in 0..WORD_ROUNDS {
        for i in 0..words.len() {
            let (_, letters, turns) = &words[i];
            let room = |outline: &[Point]| {
                (0..words.len())
                    .filter(|&j| j != i)
                    .filter_map(|j| chosen[j].map(|t| (j, t)))
                    .map(|(j, t)| {
                        let space = WORD_SPACE * letters.min(words[j].1);
                        crate::polygon::distance(outline, &words[j].2[t].1) / space
                    })
                    .fold(f64::INFINITY, f64::min)
            };
            let rooms: Vec<f64> = turns.iter().map(|(_, outline)| room(outline)).collect();
            let roomy: Vec<usize> = (0..turns.len()).filter(|&t| rooms[t] >= 1.0).collect();
            chosen[i] = Some(if roomy.is_empty() {
                (0..turns.len()).fold(0, |b, t| if rooms[t] > rooms[b] { t } else { b })
            } else {
                roomy[rng.random_range(0..roomy.len())]
            });
        }
    }
    Some(
        circles
            .iter()
            .zip(looks)
            .zip(words.into_iter().zip(chosen))
            .map(|((c, look), ((height, _, mut turns), t))| {
                let (rotation, outline) = turns.swap_remove(t.unwrap_or(0));
                let hue = rng.random_range(0.0..360.0);
                placed(look, (c.x, c.y, c.r), height, rotation, hue, outline)
            })
            .collect(),
    )
}

/// A word's turn in degrees and its box so turned, in place.
pub(super) type Turned = (f64, Vec<Point>);

/// The room left between two words of a card of words where a turn allows it, over the
/// height of the lower one's letters: about two spaces of the shipped font, so that two
/// words end to end still read as two.
pub const WORD_SPACE: f64 = 0.6;

/// How many turns a word of a card of words is offered, evenly spread from a random one;
/// where none leaves [`WORD_SPACE`] to the other words, it takes the one that leaves the
/// most.
pub(super) const WORD_TURNS: usize = 72;

/// How many times each word of a card of words is turned: once against the words before
/// it, then against all the others.
pub(super) const WORD_ROUNDS: usize = 3;

/// The least distance between the outlines of two symbols of a card with pictures, in card
/// units (0.68 mm on a card of 85 mm): outlines nestle, but never touch.
pub const GAP: f64 = 0.8;

/// The corners of a box of `width` by `height` centred on the origin.
pub(super) fn box_corners(width: f64, height: f64) -> Vec<Point> {
    let (w, h) = (width / 2.0, height / 2.0);
    vec![(-w, -h), (w, -h), (w, h), (-w, h)]
}

/// [`layout_at`] of a card with pictures: every symbol packed by its shape (a picture's
/// outline, or its box; a word's box), turned by a seeded whole tenth of a degree as it is
/// drawn, with least radii `least` (see the `shapes` module).
pub(super) fn by_shape(looks: &[Look], least: &[f64], rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    // Each start turns the shapes its own way: each shape at size 1 (its box's half
    // diagonal), turned, about its centroid; kept, its turn and where the box's centre is
    // from the centroid.
    let draw = |rng: &mut ChaCha8Rng| -> (Vec<Vec<Point>>, Vec<(f64, Point)>) {
        looks
            .iter()
            .map(|look| {
                let tenths = f64::from(rng.random_range(0..3600u32));
                let rotation = if look.upright {
                    (upright(tenths / 10.0) * 10.0).round() / 10.0
                } else {
                    tenths / 10.0
                };
                let unit = half_diagonal(look.aspect);
                let drawn = match &look.outline {
                    Some(outline) => outline.to_vec(),
                    None => box_corners(look.aspect, 1.0),
                };
                let shape: Vec<Point> = turned(&drawn, turn(rotation))
                    .iter()
                    .map(|p| (p.0 / unit, p.1 / unit))
                    .collect();
                let c = centroid(&shape);
                let about: Vec<Point> = shape.iter().map(|p| (p.0 - c.0, p.1 - c.1)).collect();
                (about, (rotation, (-c.0, -c.1)))
            })
            .unzip()
    };
    let (spots, shapes, turns) = crate::shapes::pack(draw, least, CARD_INSIDE, GAP, rng)?;
    Some(
        spots
            .iter()
            .zip(looks)
            .zip(shapes.iter().zip(&turns))
            .map(|((s, look), (shape, &(rotation, centre)))| {
                let height = s.r / half_diagonal(look.aspect);
                let hue = rng.random_range(0.0..360.0);
                let outline = shape
                    .iter()
                    .map(|p| (s.x + s.r * p.0, s.y + s.r * p.1))
                    .collect();
                let centre = (s.x + s.r * centre.0, s.y + s.r * centre.1, s.r);
                placed(look, centre, height, rotation, hue, outline)
            })
            .collect(),
    )
}

/// The random numbers of card `index` under `seed`.
pub(super) fn card_rng(seed: u64, index: usize) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    rng
}

/// The layout of card `index` with letters `letter` card units high: of its own stream
/// ([`card_rng`]), or where that cannot fit the words, of the first of [`ATTEMPTS`] - 1
/// further streams that can.
pub(super) fn attempt(looks: &[Look], letter: f64, seed: u64, index: usize) -> Option<Vec<Placed>> {
    (0..ATTEMPTS).find_map(|t| {
        let mut rng = card_rng(seed, index);
        if t > 0 {
            rng.set_stream(index as u64 | (t << 48));
        }
        layout_at(looks, letter, &mut rng)
    })
}

/// A symbol of `look` placed at `(x, y)` in a circle of `radius`, its box `height` high,
/// turned by `rotation`, with its `hue` and its `outline`.
fn placed(
    look: &Look,
    (x, y, radius): (f64, f64, f64),
    height: f64,
    rotation: f64,
    hue: f64,
    outline: Vec<Point>,
) -> Placed {
    Placed {
        x,
        y,
        width: look.aspect * height,
        height,
        rotation,
        radius,
        hue,
        letters: look.letters.map(|q| q * height),
        outline,
    }
}
