//! Latin squares and orthogonal mates: the exhaustive proof that no plane of order 6 exists.
//!
//! A projective plane of order n gives an affine plane of order n, whose n + 1 parallel
//! classes give n - 1 mutually orthogonal Latin squares of order n; so a plane of order 6
//! gives two orthogonal Latin squares A, B of order 6. Permuting the rows of both squares
//! the same way, their columns the same way, and renaming the symbols of A keeps them
//! orthogonal, so A may be taken *reduced* (first row and first column 0, 1, ..., n - 1).
//! A square has an orthogonal mate exactly when its cells split into n disjoint
//! *transversals* (n cells, one in each row, each column and of each symbol): the cells
//! where the mate shows one symbol form a transversal. [`mate_census`] enumerates every
//! reduced Latin square of an order, lists its transversals and searches for n disjoint
//! ones (an exact cover of the n^2 cells); for order 6 it finds none.

/// A Latin square of order `n <= 8`, cell `(r, c)` at `r * n + c`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LatinSquare {
    /// The order.
    pub n: usize,
    /// The symbols `0..n`, row by row.
    pub cells: Vec<u8>,
}

impl LatinSquare {
    /// The square of order `n` with these cells, row by row, or `None` unless `n` is 1 to 8
    /// and every row and column holds each symbol `0..n` once.
    ///
    /// ```
    /// use dobble::methods::LatinSquare;
    ///
    /// let square = LatinSquare::new(3, vec![0, 1, 2, 1, 2, 0, 2, 0, 1]).unwrap();
    /// assert_eq!(Some(square.clone()), LatinSquare::cyclic(3));
    /// assert!(square.orthogonal_mate().0.is_some());
    /// assert_eq!(LatinSquare::new(2, vec![0, 1, 0, 1]), None);
    /// ```
    pub fn new(n: usize, cells: Vec<u8>) -> Option<LatinSquare> {
        let square = LatinSquare { n, cells };
        let fits = (1..=8).contains(&n)
            && square.cells.len() == n * n
            && square.cells.iter().all(|&s| usize::from(s) < n);
        (fits && square.is_latin()).then_some(square)
    }

    /// The cyclic square `(r + c) mod n`, or `None` unless `1 <= n <= 8`.
    ///
    /// ```
    /// let seven = dobble::methods::LatinSquare::cyclic(7).unwrap();
    /// assert_eq!(seven.transversals().len(), 133); // OEIS A006717
    /// assert_eq!(dobble::methods::LatinSquare::cyclic(9), None);
    /// ```
    pub fn cyclic(n: usize) -> Option<LatinSquare> {
        (1..=8).contains(&n).then(|| LatinSquare {
            n,
            cells: (0..n * n).map(|i| ((i / n + i % n) % n) as u8).collect(),
        })
    }

    /// Every transversal, as a bit set of cells (bit `r * n + c`).
    pub fn transversals(&self) -> Vec<u64> {
        let mut found = Vec::new();
        self.extend_transversal(0, 0, 0, 0, &mut found);
        found
    }

    fn extend_transversal(
        &self,
        row: usize,
        columns: u32,
        symbols: u32,
        cells: u64,
        found: &mut Vec<u64>,
    ) {
        let n = self.n;
        if row == n {
            found.push(cells);
            return;
        }
        for c in 0..n {
            let s = self.cells[row * n + c];
            if columns >> c & 1 == 0 && symbols >> s & 1 == 0 {
                self.extend_transversal(
                    row + 1,
                    columns | 1 << c,
                    symbols | 1 << s,
                    cells | 1 << (row * n + c),
                    found,
                );
            }
        }
    }

    /// An orthogonal mate, if the square has one, and the number of search nodes spent.
    pub fn orthogonal_mate(&self) -> (Option<LatinSquare>, u64) {
        let transversals = self.transversals();
        let mut search = MateSearch {
            n: self.n,
            by_first_column: (0..self.n)
                .map(|c| {
                    transversals
                        .iter()
                        .copied()
                        .filter(|t| t >> c & 1 == 1)
                        .collect()
                })
                .collect(),
            chosen: Vec::new(),
            nodes: 0,
        };
        let found = search.extend(0);
        let mate = found.then(|| {
            let mut cells = vec![0; self.n * self.n];
            for (symbol, t) in search.chosen.iter().enumerate() {
                for (i, cell) in cells.iter_mut().enumerate() {
                    if t >> i & 1 == 1 {
                        *cell = symbol as u8;
                    }
                }
            }
            LatinSquare { n: self.n, cells }
        });
        (mate, search.nodes)
    }

    /// Whether `self` and `other` are orthogonal: all n^2 pairs of symbols differ.
    pub fn is_orthogonal_to(&self, other: &LatinSquare) -> bool {
        let n = self.n;
        let mut seen = vec![false; n * n];
        self.cells.iter().zip(&other.cells).all(|(&a, &b)| {
            let pair = &mut seen[a as usize * n + b as usize];
            !std::mem::replace(pair, true)
        })
    }

    /// Whether every row and every column holds each symbol `0..n` once.
    pub fn is_latin(&self) -> bool {
        let n = self.n;
        (0..n).all(|i| {
            let row: u32 = (0..n)
                .map(|j| 1 << self.cells[i * n + j])
                .fold(0, |a, b| a | b);
            let column: u32 = (0..n)
                .map(|j| 1 << self.cells[j * n + i])
                .fold(0, |a, b| a | b);
            row == (1 << n) - 1 && column == (1 << n) - 1
        })
    }
}

/// The exact cover of the cells by n disjoint transversals: the mate's symbol `v` goes on the
/// transversal through cell `(0, v)`.
struct MateSearch {
    n: usize,
    by_first_column: Vec<Vec<u64>>,
    chosen: Vec<u64>,
    nodes: u64,
}

impl MateSearch {
    fn extend(&mut self, used: u64) -> bool {
        self.nodes += 1;
        let column = self.chosen.len();
        if column == self.n {
            return true;
        }
        for i in 0..self.by_first_column[column].len() {
            let t = self.by_first_column[column][i];
            if t & used == 0 {
                self.chosen.push(t);
                if self.extend(used | t) {
                    return true;
                }
                self.chosen.pop();
            }
        }
        false
    }
}

/// Calls `visit` on every reduced Latin square of order `n` (`1 <= n <= 8`), in
/// lexicographic order of their cells.
fn for_each_reduced_square(n: usize, mut visit: impl FnMut(&LatinSquare)) {
    let mut square = LatinSquare {
        n,
        cells: (0..n * n)
            .map(|i| if i < n { i as u8 } else { 0 })
            .collect(),
    };
    let mut rows = vec![0u32; n];
    rows[0] = (1 << n) - 1;
    let mut columns: Vec<u32> = (0..n).map(|c| 1 << c).collect();
    fill(&mut square, n, &mut rows, &mut columns, &mut visit);
}

/// Fills the square from cell `at` on; column 0 of row r is forced to r.
fn fill(
    square: &mut LatinSquare,
    at: usize,
    rows: &mut [u32],
    columns: &mut [u32],
    visit: &mut impl FnMut(&LatinSquare),
) {
    let n = square.n;
    if at == n * n {
        visit(square);
        return;
    }
    let (r, c) = (at / n, at % n);
    for s in 0..n {
        let allowed = if c == 0 { s == r } else { true };
        if allowed && rows[r] >> s & 1 == 0 && columns[c] >> s & 1 == 0 {
            square.cells[at] = s as u8;
            rows[r] |= 1 << s;
            columns[c] |= 1 << s;
            fill(square, at + 1, rows, columns, visit);
            rows[r] &= !(1 << s);
            columns[c] &= !(1 << s);
        }
    }
}

/// What [`mate_census`](crate::methods::mate_census) searched and found.
///
/// Serialized (feature `serde`) as `{"n":..,"reduced_latin_squares":..,"transversals":..,
/// "nodes":..,"with_mate":..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct MateCensus {
    /// The order.
    pub n: usize,
    /// Reduced Latin squares enumerated.
    #[cfg_attr(feature = "serde", serde(rename = "reduced_latin_squares"))]
    pub squares: u64,
    /// Transversals found in all of them.
    pub transversals: u64,
    /// Nodes of the mate searches.
    pub nodes: u64,
    /// Squares that have an orthogonal mate.
    pub with_mate: u64,
}

/// Every reduced Latin square of order `n`, searched for an orthogonal mate; `None` unless
/// `1 <= n <= 8` (orders 7 and 8 take very long).
///
/// ```
/// let census = dobble::methods::mate_census(4).unwrap();
/// assert_eq!((census.squares, census.with_mate), (4, 1));
/// assert_eq!(dobble::methods::mate_census(9), None);
/// ```
pub fn mate_census(n: usize) -> Option<MateCensus> {
    (1..=8).contains(&n).then(|| census(n))
}

/// [`mate_census`] for `1 <= n <= 8`.
fn census(n: usize) -> MateCensus {
    let mut census = MateCensus {
        n,
        squares: 0,
        transversals: 0,
        nodes: 0,
        with_mate: 0,
    };
    for_each_reduced_square(n, |square| {
        let (mate, nodes) = square.orthogonal_mate();
        census.squares += 1;
        census.transversals += square.transversals().len() as u64;
        census.nodes += nodes;
        census.with_mate += u64::from(mate.is_some());
    });
    census
}

/// The proof that no deck with 7 symbols per card exists: no reduced Latin square of order 6
/// has an orthogonal mate (see the module docs). `with_mate` is 0.
pub fn prove_order_six() -> MateCensus {
    census(6)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(n: usize) -> Vec<LatinSquare> {
        let mut all = Vec::new();
        for_each_reduced_square(n, |s| all.push(s.clone()));
        all
    }

    /// Every Latin square of order n (not only reduced), filled cell by cell with plain
    /// checks.
    fn all_squares(n: usize) -> Vec<LatinSquare> {
        fn go(cells: &mut Vec<u8>, n: usize, out: &mut Vec<LatinSquare>) {
            let at = cells.len();
            if at == n * n {
                out.push(LatinSquare {
                    n,
                    cells: cells.clone(),
                });
                return;
            }
            let (r, c) = (at / n, at % n);
            for s in 0..n as u8 {
                if (0..c).all(|j| cells[r * n + j] != s) && (0..r).all(|i| cells[i * n + c] != s) {
                    cells.push(s);
                    go(cells, n, out);
                    cells.pop();
                }
            }
        }
        let mut out = Vec::new();
        go(&mut Vec::new(), n, &mut out);
        out
    }

    #[test]
    fn reduced_square_counts_are_oeis_a000315() {
        let counts: Vec<usize> = (1..=6).map(|n| squares(n).len()).collect();
        assert_eq!(counts, [1, 1, 1, 4, 56, 9408]);
        // Every one is Latin and reduced, and they are all different.
        let six = squares(6);
        assert!(
            six.iter().all(|s| s.is_latin()
                && (0..6).all(|i| s.cells[i] == i as u8 && s.cells[i * 6] == i as u8))
        );
        assert!(six.windows(2).all(|w| w[0].cells < w[1].cells));
        // All Latin squares of order 4 and 5: n! (n-1)! times the reduced ones.
        assert_eq!(all_squares(4).len(), 576);
        assert_eq!(all_squares(5).len(), 161_280);
    }

    #[test]
    fn transversals_of_cyclic_squares_are_oeis_a006717() {
        let counts: Vec<usize> = (1..=7)
            .map(|n| LatinSquare::cyclic(n).unwrap().transversals().len())
            .collect();
        assert_eq!(counts, [1, 0, 3, 0, 15, 0, 133]);
        // A transversal has one cell in each row, column and symbol.
        for t in LatinSquare::cyclic(5).unwrap().transversals() {
            let cells: Vec<usize> = (0..25).filter(|i| t >> i & 1 == 1).collect();
            assert_eq!(cells.len(), 5);
            for key in [
                |i: usize| i / 5,
                |i: usize| i % 5,
                |i: usize| (i / 5 + i % 5) % 5,
            ] {
                let mut seen: Vec<usize> = cells.iter().map(|&i| key(i)).collect();
                seen.sort_unstable();
                assert_eq!(seen, [0, 1, 2, 3, 4]);
            }
        }
    }

    #[test]
    fn mates_agree_with_brute_force_on_orders_four_and_five() {
        // For each reduced square: is there any Latin square orthogonal to it?
        for n in [3, 4, 5] {
            let everything = all_squares(n);
            for square in squares(n) {
                let brute = everything
                    .iter()
                    .any(|other| square.is_orthogonal_to(other));
                let (mate, _) = square.orthogonal_mate();
                assert_eq!(mate.is_some(), brute, "order {n}: {square:?}");
                if let Some(mate) = mate {
                    assert!(mate.is_latin() && square.is_orthogonal_to(&mate));
                }
            }
        }
    }

    #[test]
    fn cyclic_squares_of_even_order_have_no_mate() {
        for n in [2, 4, 6] {
            assert_eq!(LatinSquare::cyclic(n).unwrap().orthogonal_mate().0, None);
        }
        let (mate, _) = LatinSquare::cyclic(7).unwrap().orthogonal_mate();
        assert!(
            mate.is_some_and(
                |m| m.is_latin() && LatinSquare::cyclic(7).unwrap().is_orthogonal_to(&m)
            )
        );
    }

    #[test]
    fn no_reduced_square_of_order_six_has_a_mate() {
        let census = prove_order_six();
        assert_eq!((census.squares, census.with_mate), (9408, 0));
        // Not vacuous: many squares have transversals, the mate search ran on them.
        assert!(census.transversals > 9408 && census.nodes > census.squares);
    }
}
