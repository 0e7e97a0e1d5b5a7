//! Thermography of a game in canonical form: its thermograph (two [`Wall`]s), and from it
//! its left and right stops, mean, temperature and kind (number, infinitesimal, tepid,
//! hot).
//!
//! The thermograph is built from the options' thermographs, as *Winning Ways* (ch. 6),
//! *Lessons in Play* (ch. 9) and Siegel's *Combinatorial Game Theory* (ch. II.5) build it,
//! for temperatures `t >= -1` (Siegel's range). An integer `n` (a canonical form with a
//! side empty) is a mast at `n` from `t = -1` up. Any other game `G` has the taxed walls
//!
//! - `L(t) = max over Left options G^L of (R_{G^L}(t) - t)`,
//! - `R(t) = min over Right options G^R of (L_{G^R}(t) + t)`,
//!
//! which run until they meet, at the temperature `t(G)` and the mean `m(G)`; from there
//! both walls are the mast at `m(G)`. At `t = 0` the walls are the stops. A number
//! `m/2^k` in lowest terms, `k >= 1`, so gets the temperature `-1/2^k` (its options are
//! `m/2^k -+ 1/2^k`), and an integer `-1`: CGSuite's convention.

use super::wall::Wall;
use super::{Engine, Form};
use crate::dyadic::Dyadic;

/// The thermograph of a game: its left and right walls as functions of the temperature,
/// for `t >= -1`, with its mean and temperature, where the walls meet and become the mast.
///
/// ```
/// use hackenbush::canonical::{CanonicalForm, Engine};
/// let mut engine = Engine::new();
/// let g = "{3|{1|-1}}".parse::<CanonicalForm>().unwrap().form(&mut engine);
/// let thermograph = engine.thermograph(g);
/// // Left's wall is 3 - t; Right's is ±1's left wall (1 - t, then 0 from t = 1) plus t.
/// assert_eq!(thermograph.mean().to_string(), "3/2");
/// assert_eq!(thermograph.temperature().to_string(), "3/2");
/// assert_eq!(thermograph.left().to_string(), "(-1, 4) (3/2, 3/2)");
/// assert_eq!(thermograph.right().to_string(), "(-1, 1) (1, 1) (3/2, 3/2)");
/// ```
///
/// With the `serde` feature it serializes as `"left"` and `"right"`, each wall as its
/// breakpoints (`[["-1","4"],["3/2","3/2"]]`), and `"mean"` and `"temperature"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Thermograph {
    left: Wall,
    right: Wall,
    mean: Dyadic,
    temperature: Dyadic,
}

impl Thermograph {
    /// The left wall: from `t = -1`, Left's value of the game cooled by `t`.
    pub fn left(&self) -> &Wall {
        &self.left
    }

    /// The right wall.
    pub fn right(&self) -> &Wall {
        &self.right
    }

    /// Where the walls meet: the mast's value.
    pub fn mean(&self) -> &Dyadic {
        &self.mean
    }

    /// The temperature at which the walls meet (for a number `m/2^k` in lowest terms,
    /// `-1/2^k`, and `-1` for an integer).
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }

    /// Left's stop: the left wall at `t = 0`.
    pub fn left_stop(&self) -> Dyadic {
        self.left.at(&Dyadic::zero())
    }

    /// Right's stop: the right wall at `t = 0`.
    pub fn right_stop(&self) -> Dyadic {
        self.right.at(&Dyadic::zero())
    }
}

/// What kind of game it is, by its thermograph (Siegel, ch. II.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Kind {
    /// A number (temperature below 0; 0 included).
    Number,
    /// Not a number, both stops 0: between every negative and every positive number
    /// (`*`, `^`); temperature 0.
    Infinitesimal,
    /// Not a number, both stops the same number `x ≠ 0`: `x` plus an infinitesimal
    /// (`1/2*`); temperature 0. (The books count infinitesimals as tepid too.)
    Tepid,
    /// The stops differ: each player wants to move; temperature above 0.
    Hot,
}

impl std::fmt::Display for Kind {
    /// `number`, `infinitesimal`, `tepid`, `hot`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Kind::Number => "number",
            Kind::Infinitesimal => "infinitesimal",
            Kind::Tepid => "tepid",
            Kind::Hot => "hot",
        })
    }
}

/// What thermography says of a game, in one value: its stops, mean, temperature, kind
/// and reduced canonical form. With the `serde` feature it serializes as the fields
/// `"left_stop"`, `"right_stop"`, `"mean"`, `"temperature"` (each a number as the string
/// it prints as), `"kind"` and `"reduced"` (the reduced canonical form in CGSuite's
/// notation).
///
/// ```
/// use hackenbush::canonical::{CanonicalForm, Engine, Kind, Thermal};
/// let mut engine = Engine::new();
/// let g = "{2|0}".parse::<CanonicalForm>().unwrap().form(&mut engine);
/// let thermal = engine.thermal(g);
/// assert_eq!(thermal.mean.to_string(), "1");
/// assert_eq!(thermal.kind, Kind::Hot);
/// assert_eq!(thermal.reduced, "1±1");
/// let half = Thermal::of_number(&"3/4".parse().unwrap());
/// assert_eq!(half.temperature.to_string(), "-1/4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Thermal {
    /// Left's stop.
    pub left_stop: Dyadic,
    /// Right's stop.
    pub right_stop: Dyadic,
    /// The mean.
    pub mean: Dyadic,
    /// The temperature (a number's: -1 for an integer, `-1/2^k` for `m/2^k`).
    pub temperature: Dyadic,
    /// Number, infinitesimal, tepid or hot.
    pub kind: Kind,
    /// The reduced canonical form, in CGSuite's notation.
    pub reduced: String,
}

impl Thermal {
    /// A number's: its stops, mean and reduced form are itself, its temperature -1 for an
    /// integer and `-1/2^k` for `m/2^k` in lowest terms; for a number of any size.
    pub fn of_number(x: &Dyadic) -> Thermal {
        let temperature = match x.exponent() {
            0 => Dyadic::from(-1),
            k => Dyadic::new(-1, k),
        };
        Thermal {
            left_stop: x.clone(),
            right_stop: x.clone(),
            mean: x.clone(),
            temperature,
            kind: Kind::Number,
            reduced: x.to_string(),
        }
    }
}

impl Engine {
    /// The number `g` is, if it is one: a canonical form all of whose options are
    /// numbers, each Left one below each Right one, is the simplest number between them.
    pub(crate) fn number_value(&mut self, g: Form) -> Option<Dyadic> {
        if let Some(known) = self.numbers.get(&g) {
            return known.clone();
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut side = |options: Vec<Form>, low: bool| -> Option<Option<Dyadic>> {
            let mut best: Option<Dyadic> = None;
            for option in options {
                let x = self.number_value(option)?;
                best = Some(match best {
                    Some(b) if (low && b >= x) || (!low && b <= x) => b,
                    _ => x,
                });
            }
            Some(best)
        };
        let left = side(left, true);
        let right = side(right, false);
        let value = match (left, right) {
            (Some(low), Some(high)) => Dyadic::simplest_between(low.as_ref(), high.as_ref()),
            _ => None,
        };
        self.numbers.insert(g, value.clone());
        value
    }

    /// The thermograph of `g` (see [`Thermograph`]).
    pub fn thermograph(&mut self, g: Form) -> Thermograph {
        if let Some(known) = self.thermographs.get(&g) {
            return known.clone();
        }
        let thermograph = match self.number_value(g) {
            Some(x) if x.exponent() == 0 => Thermograph {
                left: Wall::constant(x.clone()),
                right: Wall::constant(x.clone()),
                mean: x,
                temperature: Dyadic::from(-1),
            },
            _ => self.taxed(g),
        };
        self.thermographs.insert(g, thermograph.clone());
        thermograph
    }

    /// The thermograph of a game that is not an integer, from its taxed walls.
    fn taxed(&mut self, g: Form) -> Thermograph {
        let mut left: Option<Wall> = None;
        for option in self.left(g).to_vec() {
            let wall = self.thermograph(option).right.tilt(-1);
            left = Some(left.map_or(wall.clone(), |w| w.max(&wall)));
        }
        let mut right: Option<Wall> = None;
        for option in self.right(g).to_vec() {
            let wall = self.thermograph(option).left.tilt(1);
            right = Some(right.map_or(wall.clone(), |w| w.min(&wall)));
        }
        let (Some(left), Some(right)) = (left, right) else {
            // A canonical form with a side empty is an integer, handled before.
            let x = self.number_value(g).unwrap_or_default();
            return Thermograph {
                left: Wall::constant(x.clone()),
                right: Wall::constant(x.clone()),
                mean: x,
                temperature: Dyadic::from(-1),
            };
        };
        // The walls close with slopes -1 and 1 above every option's temperature, so
        // they meet.
        let temperature = left.meets(&right).unwrap_or_else(|| Dyadic::from(-1));
        let mean = left.at(&temperature);
        Thermograph {
            left: left.mast_from(&temperature),
            right: right.mast_from(&temperature),
            mean,
            temperature,
        }
    }

    /// Everything thermography says of `g` ([`Thermal`]).
    pub fn thermal(&mut self, g: Form) -> Thermal {
        let thermograph = self.thermograph(g);
        let reduced = self.reduced(g);
        Thermal {
            left_stop: thermograph.left_stop(),
            right_stop: thermograph.right_stop(),
            mean: thermograph.mean,
            temperature: thermograph.temperature,
            kind: self.kind(g),
            reduced: self.notation(reduced),
        }
    }

    /// Left's stop of `g`: where play ends, at a number, when Left moves first and both
    /// players stop once the game is a number (the left wall at `t = 0`).
    pub fn left_stop(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).left_stop()
    }

    /// Right's stop of `g` (the right wall at `t = 0`).
    pub fn right_stop(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).right_stop()
    }

    /// The mean of `g`: where its thermograph's walls meet.
    pub fn mean(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).mean
    }

    /// The temperature of `g` (see [`Thermograph::temperature`]).
    pub fn temperature(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).temperature
    }

    /// The kind of `g`: a number, an infinitesimal, tepid or hot.
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine, Kind};
    /// let mut engine = Engine::new();
    /// let mut kind = |text: &str| {
    ///     let g = text.parse::<CanonicalForm>().unwrap().form(&mut engine);
    ///     engine.kind(g)
    /// };
    /// assert_eq!(kind("-3/8"), Kind::Number);
    /// assert_eq!(kind("^*"), Kind::Infinitesimal);
    /// assert_eq!(kind("1/2*"), Kind::Tepid);
    /// assert_eq!(kind("±1"), Kind::Hot);
    /// ```
    pub fn kind(&mut self, g: Form) -> Kind {
        if self.number_value(g).is_some() {
            return Kind::Number;
        }
        let thermograph = self.thermograph(g);
        let (left, right) = (thermograph.left_stop(), thermograph.right_stop());
        if left != right {
            Kind::Hot
        } else if left == Dyadic::zero() {
            Kind::Infinitesimal
        } else {
            Kind::Tepid
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::CanonicalForm;

    /// Thermographs worked by hand from the definition: `{0|1} = 1/2` closes at -1/2,
    /// `* = {0|0}` at 0, the switch `{2|0}` at 1 around 1; and `{1/2|0}` (Left's wall
    /// starts flat at 1, from 1/2's taxed right wall, until t = -1/2), at 1/4 around 1/4.
    #[test]
    fn thermographs_by_hand() {
        let mut engine = Engine::new();
        let mut show = |text: &str| {
            let g = text.parse::<CanonicalForm>().unwrap().form(&mut engine);
            let t = engine.thermograph(g);
            format!(
                "{} | {} | m {} t {}",
                t.left(),
                t.right(),
                t.mean(),
                t.temperature()
            )
        };
        assert_eq!(
            show("1/2"),
            "(-1, 1) (-1/2, 1/2) | (-1, 0) (-1/2, 1/2) | m 1/2 t -1/2"
        );
        assert_eq!(show("-2"), "(-1, -2) | (-1, -2) | m -2 t -1");
        assert_eq!(show("*"), "(-1, 1) (0, 0) | (-1, -1) (0, 0) | m 0 t 0");
        assert_eq!(show("{2|0}"), "(-1, 3) (1, 1) | (-1, -1) (1, 1) | m 1 t 1");
        assert_eq!(
            show("{1/2|0}"),
            "(-1, 1) (-1/2, 1) (1/4, 1/4) | (-1, -1) (1/4, 1/4) | m 1/4 t 1/4"
        );
    }
}
