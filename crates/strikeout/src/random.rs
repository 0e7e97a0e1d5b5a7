//! Random starts (feature `random`): [`Field::random`], `len` digits drawn one by one,
//! each uniform over 1 to 9 and independent of the others, from a ChaCha8 generator seeded
//! with `seed`, so a start is the same on every machine and every run.
//!
//! Uniform digits make pairs summing to 10 (1-9, 2-8, 3-7, 4-6) as likely as equal
//! pairs, except for 5, which only matches itself: a neighbour matches a given digit
//! with probability 2/9 (1/9 for a 5), as in a field written by hand from random numbers.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::cells::Cells;
use crate::error::StartError;
use crate::field::{Field, MAX_CELLS};

impl Field {
    /// A field of `width` columns holding `len` random digits (see the module's docs for
    /// the draw): the same `seed` gives the same field. Refuses a width of 0, a length of
    /// 0, and one above [`MAX_CELLS`], the largest field played.
    ///
    /// ```
    /// use strikeout::Field;
    /// use strikeout::error::StartError;
    ///
    /// let field = Field::random(9, 27, 7).unwrap();
    /// assert_eq!(field.len(), 27);
    /// assert_eq!(field, Field::random(9, 27, 7).unwrap());
    /// assert!(field.digits().iter().all(|d| (1..=9).contains(d)));
    /// assert_eq!(Field::random(9, 0, 7), Err(StartError::Empty));
    /// ```
    pub fn random(width: usize, len: usize, seed: u64) -> Result<Field, StartError> {
        if width == 0 {
            return Err(StartError::ZeroWidth);
        }
        if len == 0 {
            return Err(StartError::Empty);
        }
        if len > MAX_CELLS {
            return Err(StartError::TooLong {
                len,
                max: MAX_CELLS,
            });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let digits: Vec<u8> = (0..len).map(|_| rng.random_range(1..=9)).collect();
        Ok(Field::from_parts(width, digits, Cells::first(len)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Different seeds give different fields, and the digits are spread over 1 to 9:
    /// on 9,000 digits each value comes about 1,000 times (a uniform draw is within
    /// 800..=1200 with overwhelming probability: the standard deviation is about 30).
    #[test]
    fn digits_are_spread_evenly() {
        let field = Field::random(9, 9_000, 1).unwrap();
        let mut seen = [0usize; 10];
        for &d in field.digits() {
            seen[usize::from(d)] += 1;
        }
        assert_eq!(seen[0], 0);
        assert!(
            seen[1..].iter().all(|&n| (800..=1200).contains(&n)),
            "{seen:?}"
        );
        assert_ne!(field, Field::random(9, 9_000, 2).unwrap());
        assert_eq!(field.live_count(), 9_000);
    }

    #[test]
    fn bad_sizes_are_refused() {
        assert_eq!(Field::random(0, 5, 1), Err(StartError::ZeroWidth));
        assert_eq!(
            Field::random(9, MAX_CELLS + 1, 1),
            Err(StartError::TooLong {
                len: MAX_CELLS + 1,
                max: MAX_CELLS
            })
        );
        assert_eq!(Field::random(9, MAX_CELLS, 1).unwrap().len(), MAX_CELLS);
    }
}
