//! A wall of a thermograph: a continuous piecewise-linear function of the temperature
//! `t >= -1` whose pieces have slope -1, 0 or 1, exactly, with dyadic breakpoints; and the
//! operations thermography needs on such functions: the value at a temperature, a tilt
//! (adding `t` or `-t`), the pointwise maximum and minimum.
//!
//! Since every slope is -1, 0 or 1, two pieces cross where a difference of dyadics is
//! halved at most: every breakpoint stays a dyadic rational.

use std::cmp::Ordering;

use crate::dyadic::Dyadic;

/// A continuous piecewise-linear function of the temperature, from `t = -1` up: linear
/// between consecutive breakpoints `(t, value)`, and constant above the last one (for a
/// thermograph's wall, the mast).
///
/// Every slope between breakpoints is -1, 0 or 1, so every breakpoint is a dyadic
/// rational. It prints as its list of breakpoints, `(-1, 1) (1/2, 1/2)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Wall {
    /// The pieces, by increasing start; the first starts at -1.
    pieces: Vec<Piece>,
}

/// A piece of a wall: from `from` on (to the next piece's start, or for ever) the wall is
/// `value + slope * (t - from)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Piece {
    from: Dyadic,
    value: Dyadic,
    slope: i8,
}

/// `slope * x` for a slope of -2 to 2.
fn times(slope: i8, x: &Dyadic) -> Dyadic {
    match slope {
        0 => Dyadic::zero(),
        1 => x.clone(),
        -1 => -x.clone(),
        s => {
            let twice = x.clone() + x.clone();
            if s > 0 { twice } else { -twice }
        }
    }
}

impl Wall {
    /// The constant function `value` from `t = -1` up: a number's mast.
    pub(crate) fn constant(value: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                from: Dyadic::from(-1),
                value,
                slope: 0,
            }],
        }
    }

    /// The breakpoints `(t, value)`, by increasing `t`, the first at `t = -1`: the wall is
    /// linear between two consecutive ones and constant above the last.
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine};
    /// let mut engine = Engine::new();
    /// let switch = "{2|0}".parse::<CanonicalForm>().unwrap().form(&mut engine);
    /// let thermograph = engine.thermograph(switch);
    /// // Left's wall falls from 3 at t = -1 to the mast, 1, at t = 1.
    /// assert_eq!(thermograph.left().to_string(), "(-1, 3) (1, 1)");
    /// assert_eq!(thermograph.right().to_string(), "(-1, -1) (1, 1)");
    /// ```
    pub fn breakpoints(&self) -> Vec<(Dyadic, Dyadic)> {
        self.pieces
            .iter()
            .map(|p| (p.from.clone(), p.value.clone()))
            .collect()
    }

    /// The wall with these breakpoints ([`Wall::breakpoints`]): `None` unless the first is
    /// at `t = -1`, the temperatures increase, and every slope between two is -1, 0 or 1.
    ///
    /// ```
    /// use hackenbush::canonical::Wall;
    /// let d = |s: &str| s.parse().unwrap();
    /// let wall = Wall::from_breakpoints(vec![(d("-1"), d("3")), (d("1"), d("1"))]).unwrap();
    /// assert_eq!(wall.at(&d("0")), d("2"));
    /// assert!(Wall::from_breakpoints(vec![(d("-1"), d("3")), (d("1"), d("0"))]).is_none());
    /// ```
    pub fn from_breakpoints(points: Vec<(Dyadic, Dyadic)>) -> Option<Wall> {
        if points.first()?.0 != Dyadic::from(-1) {
            return None;
        }
        let mut pieces: Vec<Piece> = Vec::with_capacity(points.len());
        for (i, (t, value)) in points.iter().enumerate() {
            let slope = match points.get(i + 1) {
                None => 0,
                Some((next_t, next_value)) => {
                    let run = next_t.clone() - t.clone();
                    let rise = next_value.clone() - value.clone();
                    if run <= Dyadic::zero() {
                        return None;
                    }
                    match rise {
                        r if r == Dyadic::zero() => 0,
                        r if r == run => 1,
                        r if r == -run.clone() => -1,
                        _ => return None,
                    }
                }
            };
            pieces.push(Piece {
                from: t.clone(),
                value: value.clone(),
                slope,
            });
        }
        Some(Wall { pieces }.merged())
    }

    /// The wall's value at temperature `t` (`t` below -1 is read as -1).
    pub fn at(&self, t: &Dyadic) -> Dyadic {
        let piece = self
            .pieces
            .iter()
            .rev()
            .find(|p| p.from <= *t)
            .unwrap_or(&self.pieces[0]);
        let run = if *t > piece.from {
            t.clone() - piece.from.clone()
        } else {
            Dyadic::zero()
        };
        piece.value.clone() + times(piece.slope, &run)
    }

    /// The slope just after `t`.
    fn slope_after(&self, t: &Dyadic) -> i8 {
        self.pieces
            .iter()
            .rev()
            .find(|p| p.from <= *t)
            .map_or(0, |p| p.slope)
    }

    /// `self(t) + slope * t`.
    pub(crate) fn tilt(&self, slope: i8) -> Wall {
        self.each_piece(|p| Piece {
            from: p.from.clone(),
            value: p.value.clone() + times(slope, &p.from),
            slope: p.slope + slope,
        })
    }

    /// The wall of each piece changed by `change`.
    fn each_piece(&self, change: impl Fn(&Piece) -> Piece) -> Wall {
        Wall {
            pieces: self.pieces.iter().map(change).collect(),
        }
    }

    /// `-self(t)`.
    fn negated(&self) -> Wall {
        self.each_piece(|p| Piece {
            from: p.from.clone(),
            value: -p.value.clone(),
            slope: -p.slope,
        })
    }

    /// Every piece start of either wall, ascending, without repeats.
    fn starts(&self, other: &Wall) -> Vec<Dyadic> {
        let mut starts: Vec<Dyadic> = self
            .pieces
            .iter()
            .chain(&other.pieces)
            .map(|p| p.from.clone())
            .collect();
        starts.sort();
        starts.dedup();
        starts
    }

    /// The pointwise maximum of two walls.
    pub(crate) fn max(&self, other: &Wall) -> Wall {
        let starts = self.starts(other);
        let mut pieces = Vec::new();
        for (i, start) in starts.iter().enumerate() {
            let end = starts.get(i + 1);
            let (a, b) = (self.at(start), other.at(start));
            let (sa, sb) = (self.slope_after(start), other.slope_after(start));
            // The higher at the start (on a tie, the one rising faster), then the other
            // from where it overtakes, if it does before the next start.
            let ((high, sh), (low, sl)) = match a.cmp(&b).then(sa.cmp(&sb)) {
                Ordering::Less => ((b, sb), (a, sa)),
                _ => ((a, sa), (b, sb)),
            };
            pieces.push(Piece {
                from: start.clone(),
                value: high.clone(),
                slope: sh,
            });
            if sl > sh {
                let gap = high.clone() - low.clone();
                let run = if sl - sh == 2 { gap.halve() } else { gap };
                let cross = start.clone() + run.clone();
                if end.is_none_or(|end| cross < *end) {
                    pieces.push(Piece {
                        value: high + times(sh, &run),
                        from: cross,
                        slope: sl,
                    });
                }
            }
        }
        Wall { pieces }.merged()
    }

    /// The pointwise minimum of two walls.
    pub(crate) fn min(&self, other: &Wall) -> Wall {
        self.negated().max(&other.negated()).negated()
    }

    /// The wall up to `t`, constant from `t` on.
    pub(crate) fn mast_from(&self, t: &Dyadic) -> Wall {
        let value = self.at(t);
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .filter(|p| p.from < *t)
            .cloned()
            .collect();
        pieces.push(Piece {
            from: t.clone(),
            value,
            slope: 0,
        });
        Wall { pieces }.merged()
    }

    /// The same function with no two consecutive pieces of one slope.
    fn merged(mut self) -> Wall {
        self.pieces
            .dedup_by(|later, earlier| later.slope == earlier.slope);
        self
    }

    /// The lowest `t >= -1` where `self(t) <= other(t)`, if `self - other` falls to 0: for
    /// the taxed walls of a thermograph, where they meet.
    pub(crate) fn meets(&self, other: &Wall) -> Option<Dyadic> {
        let starts = self.starts(other);
        for (i, start) in starts.iter().enumerate() {
            let gap = self.at(start) - other.at(start);
            if gap <= Dyadic::zero() {
                return Some(start.clone());
            }
            let closing = other.slope_after(start) - self.slope_after(start);
            if closing > 0 {
                let run = if closing == 2 { gap.halve() } else { gap };
                let meet = start.clone() + run;
                if starts.get(i + 1).is_none_or(|end| meet < *end) {
                    return Some(meet);
                }
            }
        }
        None
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Wall {
    /// As its breakpoints, each a pair of numbers written as strings: `[["-1","3"],["1","1"]]`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.pieces.iter().map(|p| (&p.from, &p.value)))
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Wall {
    /// From its breakpoints ([`Wall::from_breakpoints`]).
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let points = Vec::<(Dyadic, Dyadic)>::deserialize(deserializer)?;
        Wall::from_breakpoints(points).ok_or_else(|| {
            serde::de::Error::custom(
                "not a wall: breakpoints from t = -1, temperatures increasing, slopes -1, 0 or 1",
            )
        })
    }
}

impl std::fmt::Display for Wall {
    /// The breakpoints, `(t, value)` each, separated by spaces: `(-1, 3) (1, 1)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.pieces.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "({}, {})", p.from, p.value)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A random wall: a start value and up to five pieces, each of length 1/4 to 2 in
    /// quarters, slope -1, 0 or 1 (the last one continuing for ever).
    fn any_wall() -> impl Strategy<Value = Wall> {
        (
            -8i64..8,
            prop::collection::vec((1i64..8, -1i8..=1), 0..5),
            -1i8..=1,
        )
            .prop_map(|(start, steps, last)| {
                let mut pieces = Vec::new();
                let (mut t, mut v) = (Dyadic::from(-1), Dyadic::new(start, 2));
                for (run, slope) in steps {
                    pieces.push(Piece {
                        from: t.clone(),
                        value: v.clone(),
                        slope,
                    });
                    let run = Dyadic::new(run, 2);
                    v = v + times(slope, &run);
                    t = t + run;
                }
                pieces.push(Piece {
                    from: t,
                    value: v,
                    slope: last,
                });
                Wall { pieces }.merged()
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// The maximum, minimum, tilt and meeting point, each checked pointwise at every
        /// sixteenth from -1 to 6 (every breakpoint and crossing of these walls is on
        /// that grid): the value of each is what the definitions give from the two walls'
        /// values there.
        #[test]
        fn operations_pointwise(a in any_wall(), b in any_wall()) {
            let (high, low) = (a.max(&b), a.min(&b));
            let tilted = a.tilt(-1);
            let meet = a.meets(&b);
            let mut first_below = None;
            for k in -16i64..=96 {
                let t = Dyadic::new(k, 4);
                let (x, y) = (a.at(&t), b.at(&t));
                prop_assert_eq!(high.at(&t), x.clone().max(y.clone()));
                prop_assert_eq!(low.at(&t), x.clone().min(y.clone()));
                prop_assert_eq!(tilted.at(&t), x.clone() - t.clone());
                if first_below.is_none() && x <= y {
                    first_below = Some(t.clone());
                }
            }
            // Where `a` first falls to `b` (on the grid, so the exact point is on it too
            // when it is before 6).
            if let Some(found) = first_below {
                prop_assert_eq!(meet, Some(found));
            } else if let Some(meet) = meet {
                prop_assert!(meet > Dyadic::from(6));
            }
            // A wall that ends standing straight (a thermograph's) reads back from its
            // breakpoints.
            if high.pieces.last().is_some_and(|p| p.slope == 0) {
                prop_assert_eq!(Wall::from_breakpoints(high.breakpoints()), Some(high.clone()));
            }
        }
    }

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    /// A line `value + slope * (t + 1)` from -1 on.
    fn line(value: &str, slope: i8) -> Wall {
        Wall {
            pieces: vec![Piece {
                from: d("-1"),
                value: d(value),
                slope,
            }],
        }
    }

    /// Maxima and minima of lines, worked by hand: `3 - (t+1)` and `-1 + (t+1)` cross at
    /// t = 1, value 1; `2 - (t+1)` and the constant 1/2 at t = 1/2.
    #[test]
    fn crossings_by_hand() {
        let falling = line("3", -1);
        let rising = line("-1", 1);
        assert_eq!(falling.max(&rising).to_string(), "(-1, 3) (1, 1)");
        assert_eq!(falling.min(&rising).to_string(), "(-1, -1) (1, 1)");
        assert_eq!(falling.meets(&rising), Some(d("1")));
        let half = Wall::constant(d("1/2"));
        assert_eq!(line("2", -1).max(&half).to_string(), "(-1, 2) (1/2, 1/2)");
        assert_eq!(line("2", -1).meets(&half), Some(d("1/2")));
        assert_eq!(falling.mast_from(&d("1")).to_string(), "(-1, 3) (1, 1)");
        assert_eq!(falling.at(&d("1/4")), d("7/4"));
        // Adding -t to the constant 1 gives 1 - t: 2 at -1.
        assert_eq!(Wall::constant(d("1")).tilt(-1).at(&d("-1")), d("2"));
        assert_eq!(Wall::constant(d("1")).tilt(-1).at(&d("3")), d("-2"));
    }
}
