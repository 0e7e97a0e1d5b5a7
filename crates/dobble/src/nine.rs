//! The four projective planes of order 9 (decks of 10 symbols per card): the Desarguesian
//! plane PG(2, 9), the Hall plane, the dual Hall plane and the Hughes plane. Order 9 is
//! the smallest order with non-Desarguesian planes, and these four are all of them (Lam,
//! Kolesova and Thiel, 1991).
//!
//! All three new planes use the nearfield of order 9: the elements of GF(9) with their
//! addition and the product `x ∘ m = x m` when m is a square in GF(9) (0 included), and
//! `x ∘ m = x^3 m` otherwise. The map `x -> x ∘ m` is additive (the Frobenius map
//! `x -> x^3` is), and `∘` is associative with an inverse for every m ≠ 0.
//!
//! - **Hall**: the translation plane of the nearfield as a quasifield. Points are the
//!   pairs (x, y) of GF(9)^2 and the 10 directions at infinity; lines are `y = x ∘ m + b`
//!   (with the direction m), `x = c` (with the vertical direction) and the line at
//!   infinity. The nearfield plane of order 9 is the Hall plane of order 9.
//! - **Dual Hall**: the dual of that plane: its lines become the symbols, and each point
//!   the card of the lines through it.
//! - **Hughes** (Hughes 1957, as in Weibel 2007): points are the nonzero triples of
//!   GF(9)^3 up to `(x, y, z) ~ (x ∘ k, y ∘ k, z ∘ k)`; for `a = 1` and each a outside
//!   GF(3), the line `L(a)` is the set of points with `x + a ∘ y + z = 0`; the other lines
//!   are the images of these 7 under the powers of a 3 x 3 matrix A over GF(3) whose class
//!   has order 13 = 3^2 + 3 + 1 in PGL(3, 3) (the first companion matrix of a monic cubic
//!   that does: 7 * 13 = 91 lines).
//!
//! Symbols are numbered as in the constructions; every deck is then put in the crate's
//! shape (each card ascending, cards in lexicographic order).

use crate::field::Field;

/// One of the four planes of order 9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum PlaneOfOrderNine {
    /// PG(2, 9), over the field GF(9).
    Desarguesian,
    /// The Hall plane: the translation plane of the nearfield of order 9.
    Hall,
    /// The dual of the Hall plane.
    DualHall,
    /// The Hughes plane, from the nearfield of order 9.
    Hughes,
}

impl std::fmt::Display for PlaneOfOrderNine {
    /// The plane's name as the `--plane` option spells it: `desarguesian`, `hall`,
    /// `dual-hall`, `hughes`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PlaneOfOrderNine::Desarguesian => "desarguesian",
            PlaneOfOrderNine::Hall => "hall",
            PlaneOfOrderNine::DualHall => "dual-hall",
            PlaneOfOrderNine::Hughes => "hughes",
        })
    }
}

impl PlaneOfOrderNine {
    /// All four, in the order above.
    pub const ALL: [PlaneOfOrderNine; 4] = [
        PlaneOfOrderNine::Desarguesian,
        PlaneOfOrderNine::Hall,
        PlaneOfOrderNine::DualHall,
        PlaneOfOrderNine::Hughes,
    ];
}

/// The plane `which` of order 9: 91 cards of 10 symbols numbered `0..91`, each card
/// ascending, the cards in lexicographic order.
///
/// ```
/// use dobble::methods::{plane_of_order_nine, PlaneOfOrderNine};
///
/// let hughes = plane_of_order_nine(PlaneOfOrderNine::Hughes);
/// assert_eq!(hughes.len(), 91);
/// assert!(dobble::verify(&hughes).is_valid());
/// ```
pub fn plane_of_order_nine(which: PlaneOfOrderNine) -> Vec<Vec<u32>> {
    let f = Field::new(9).unwrap_or_else(|| unreachable!("9 is a prime power"));
    let cards = match which {
        PlaneOfOrderNine::Desarguesian => crate::plane::plane(&f),
        PlaneOfOrderNine::Hall => hall(&Nearfield::new(f)),
        PlaneOfOrderNine::DualHall => dual(&hall(&Nearfield::new(f))),
        PlaneOfOrderNine::Hughes => hughes(&Nearfield::new(f)),
    };
    sorted(cards)
}

/// Each card ascending, the cards in lexicographic order.
fn sorted(mut cards: Vec<Vec<u32>>) -> Vec<Vec<u32>> {
    for card in &mut cards {
        card.sort_unstable();
    }
    cards.sort_unstable();
    cards
}

/// The nearfield of order 9 on the elements of GF(9).
struct Nearfield {
    f: Field,
    /// Whether each element is a square (0 is).
    square: Vec<bool>,
}

impl Nearfield {
    fn new(f: Field) -> Nearfield {
        let mut square = vec![false; 9];
        for y in 0..9 {
            square[f.mul(y, y) as usize] = true;
        }
        Nearfield { f, square }
    }

    /// x^3, the Frobenius map of GF(9).
    fn cube(&self, x: u32) -> u32 {
        self.f.mul(x, self.f.mul(x, x))
    }

    /// The nearfield product x ∘ m.
    fn mul(&self, x: u32, m: u32) -> u32 {
        if self.square[m as usize] {
            self.f.mul(x, m)
        } else {
            self.f.mul(self.cube(x), m)
        }
    }
}

/// The translation plane of the nearfield: point (x, y) is `9 x + y`, direction m is
/// `81 + m`, the vertical direction 90.
fn hall(n: &Nearfield) -> Vec<Vec<u32>> {
    let mut cards = Vec::with_capacity(91);
    for m in 0..9 {
        for b in 0..9 {
            let mut card: Vec<u32> = (0..9).map(|x| 9 * x + n.f.add(n.mul(x, m), b)).collect();
            card.push(81 + m);
            cards.push(card);
        }
    }
    for c in 0..9 {
        let mut card: Vec<u32> = (0..9).map(|y| 9 * c + y).collect();
        card.push(90);
        cards.push(card);
    }
    cards.push((81..91).collect());
    cards
}

/// The dual deck: symbol i is card i of `cards`, and each symbol of `cards` becomes the
/// card of the cards through it.
fn dual(cards: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let mut through = vec![Vec::new(); cards.len()];
    for (c, card) in cards.iter().enumerate() {
        for &s in card {
            through[s as usize].push(c as u32);
        }
    }
    through
}

/// A 3 x 3 matrix over GF(3), by rows.
type Matrix = [[u32; 3]; 3];

/// The Hughes plane of order 9.
fn hughes(n: &Nearfield) -> Vec<Vec<u32>> {
    let f = &n.f;
    // The points' representatives: (x, y, 1), (x, 1, 0), (1, 0, 0).
    let mut points: Vec<[u32; 3]> = Vec::with_capacity(91);
    for x in 0..9 {
        for y in 0..9 {
            points.push([x, y, 1]);
        }
    }
    points.extend((0..9).map(|x| [x, 1, 0]));
    points.push([1, 0, 0]);
    let index = |p: [u32; 3]| -> u32 {
        let p = normal(n, p);
        points
            .iter()
            .position(|&q| q == p)
            .unwrap_or_else(|| unreachable!("every normal triple is listed")) as u32
    };
    let a = singer_matrix(f);
    let mut cards = Vec::with_capacity(91);
    // a = 1 and the elements outside GF(3) (the numbers 3..9).
    for t in std::iter::once(1).chain(3..9) {
        let mut line: Vec<[u32; 3]> = points
            .iter()
            .copied()
            .filter(|&[x, y, z]| f.add(f.add(x, n.mul(t, y)), z) == 0)
            .collect();
        for _ in 0..13 {
            cards.push(line.iter().map(|&p| index(p)).collect());
            line = line.iter().map(|&p| apply(f, &a, p)).collect();
        }
    }
    cards
}

/// The representative of the point of the nonzero triple `p`: its last nonzero coordinate
/// made 1 by a nearfield scalar (p ∘ k with c ∘ k = 1: k = 1/c when c is a square, and
/// then p ∘ k = p / c; k = 1/c^3 otherwise, and then p ∘ k = (p / c)^3).
fn normal(n: &Nearfield, p: [u32; 3]) -> [u32; 3] {
    let f = &n.f;
    let c = p.iter().rev().copied().find(|&c| c != 0).unwrap_or(1);
    let inv = f.inv(c).unwrap_or(1);
    let scaled = p.map(|x| f.mul(x, inv));
    if n.square[c as usize] {
        scaled
    } else {
        scaled.map(|x| n.cube(x))
    }
}

/// `a p`, for a matrix over GF(3) and a triple over GF(9).
fn apply(f: &Field, a: &Matrix, p: [u32; 3]) -> [u32; 3] {
    a.map(|row| (0..3).fold(0, |s, j| f.add(s, f.mul(row[j], p[j]))))
}

/// The first companion matrix of a monic cubic over GF(3) (coefficients in base-3
/// order) whose class has order 13 in PGL(3, 3): A^13 is scalar and no smaller power is.
fn singer_matrix(f: &Field) -> Matrix {
    let product = |a: &Matrix, b: &Matrix| -> Matrix {
        let mut c = [[0; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                c[i][j] = (0..3).fold(0, |s, t| f.add(s, f.mul(a[i][t], b[t][j])));
            }
        }
        c
    };
    let scalar = |m: &Matrix| {
        m[0][0] != 0 && (0..3).all(|i| (0..3).all(|j| m[i][j] == if i == j { m[0][0] } else { 0 }))
    };
    for code in 0..27u32 {
        let [c0, c1, c2] = [code % 3, code / 3 % 3, code / 9];
        if c0 == 0 {
            continue;
        }
        // x^3 + c2 x^2 + c1 x + c0: the companion matrix maps e_i to e_{i+1}, e_2 to
        // -(c0, c1, c2).
        let neg = |c: u32| f.neg(c);
        let a: Matrix = [[0, 0, neg(c0)], [1, 0, neg(c1)], [0, 1, neg(c2)]];
        let mut power = a;
        let mut order = 1;
        while !scalar(&power) && order <= 26 {
            power = product(&power, &a);
            order += 1;
        }
        if order == 13 {
            return a;
        }
    }
    unreachable!("GF(3) has primitive cubics, whose companion matrices have order 13 in PGL(3, 3)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::verify_naive;
    use crate::verify::Verdict;

    #[test]
    fn the_nearfield_is_one() {
        let n = Nearfield::new(Field::new(9).unwrap());
        for x in 0..9 {
            for y in 0..9 {
                for z in 0..9 {
                    // Associative, right distributive.
                    assert_eq!(n.mul(n.mul(x, y), z), n.mul(x, n.mul(y, z)));
                    assert_eq!(n.mul(n.f.add(x, y), z), n.f.add(n.mul(x, z), n.mul(y, z)));
                }
            }
            if x != 0 {
                // Every equation x ∘ m = 1 has one solution.
                assert_eq!((1..9).filter(|&m| n.mul(x, m) == 1).count(), 1);
            }
        }
        // Not a field: the product is not commutative.
        assert!((0..9).any(|x| (0..9).any(|y| n.mul(x, y) != n.mul(y, x))));
    }

    #[test]
    fn all_four_are_planes_of_order_nine() {
        for which in PlaneOfOrderNine::ALL {
            let cards = plane_of_order_nine(which);
            let Verdict::Valid(figures) = verify_naive(&cards) else {
                panic!("{which:?} is not a plane");
            };
            assert!(
                figures.complete && figures.symbols_per_card == 10,
                "{which:?}"
            );
            assert!(cards.iter().all(|c| c.windows(2).all(|w| w[0] < w[1])));
            assert!(cards.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
