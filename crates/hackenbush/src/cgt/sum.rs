//! Sums of many games within a budget ([`Engine::sum`]): nimbers are added as nimbers and
//! numbers as numbers before any canonical form is built, a sum of switches is reduced by
//! what the switches' thermographs say (two switches of one temperature cancel, and the
//! stops of the rest follow the hot strategy), and the canonical form of the rest is built
//! within a budget of comparisons and games.

use std::cmp::Ordering;

use hashbrown::HashMap;

use super::{Engine, Form, form};
use crate::dyadic::Dyadic;
use crate::outcome::Outcome;

/// The most comparisons of games one sum may take ([`Engine::sum`]); past them the sum is
/// refused with [`SumError::TooMuchWork`]. This many take 3 to 5 s on one core (as
/// [`crate::canonical::COMPARISON_LIMIT`], the same figure).
pub const SUM_COMPARISON_LIMIT: u64 = 1 << 25;

/// The most games one sum may add to its engine (each game it builds on the way, its
/// options and the sums and comparisons it keeps); past them the sum is refused with
/// [`SumError::TooMuchWork`]. Together with [`SUM_COMPARISON_LIMIT`] it bounds a sum's
/// memory: a sum at these limits takes well under 1 GiB (docs/hackenbush.md gives the
/// figures measured).
pub const SUM_FORM_LIMIT: usize = 1 << 20;

/// The most switches of different temperatures a sum is built with: the canonical form of
/// `k` of them reaches at least `2^k` games (one for each set of the switches left to
/// play, each a different game), and 16 of them, with their thermography, took 6 to 14 s.
/// More is refused up front with [`SumError::TooManySwitches`], with what is known of the
/// sum.
pub const SUM_SWITCH_LIMIT: usize = 14;

/// The latest a sum may be born (its parts' birthdays added, the numbers and nimbers
/// among them first added into one): every recursion over the sum goes one level a day,
/// so this bounds the stack a sum and its comparisons take. Later is refused with
/// [`SumError::TooLate`].
pub const SUM_BIRTHDAY_LIMIT: u32 = 4096;

/// What is known exactly of a sum of numbers and switches (`{x | y}` with numbers
/// `x > y`) whose canonical form is not built: each switch is `m ± t` (its mean `m`, its
/// temperature `t`), two of one temperature cancel (`±t ± t = 0`), and with the
/// temperatures left `t1 > t2 > ...`, playing in the hottest switch is optimal for the
/// stops: the left stop is `mean + t1 - t2 + t3 - ...`, the right stop `mean - t1 + t2 -
/// ...` (by induction over the switches: moving in any other switch gives the mover no
/// more; docs/hackenbush.md has the proof).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Switches {
    /// The switches left once those of equal temperatures cancelled in pairs.
    pub hot: usize,
    /// The sum's mean: its numbers and its switches' means added.
    pub mean: Dyadic,
    /// Its left stop (Left moving first, both playing for the best number).
    pub left_stop: Dyadic,
    /// Its right stop.
    pub right_stop: Dyadic,
    /// Who wins, when the stops say: Left when the right stop is above 0 (the sum is above
    /// it), Right when the left stop is below 0, the first player when the left stop is
    /// above 0 and the right stop below; `None` when a stop is 0, where the stops alone
    /// do not say.
    pub outcome: Option<Outcome>,
}

/// Why a sum was not built ([`Engine::sum`]). The engine is left meaningless after
/// [`SumError::TooMuchWork`]; drop it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SumError {
    /// The sum would be born later than [`SUM_BIRTHDAY_LIMIT`]; refused before any work.
    #[error(
        "the sum would be born on day {birthday} (its parts' birthdays added); sums are built up to day {limit}"
    )]
    TooLate {
        /// Its parts' birthdays added (numbers and nimbers added first).
        birthday: u64,
        /// [`SUM_BIRTHDAY_LIMIT`].
        limit: u32,
    },
    /// A sum of more than [`SUM_SWITCH_LIMIT`] switches of different temperatures, whose
    /// canonical form reaches at least `2^hot` games (one for each set of the switches
    /// left to play). Refused before any work; its stops, mean and outcome are known.
    #[error(
        "the sum holds {} switches of different temperatures, so its canonical form reaches at least 2^{} games; sums are built with up to {limit} such switches", .known.hot, .known.hot
    )]
    TooManySwitches {
        /// What is known of the sum.
        known: Box<Switches>,
        /// [`SUM_SWITCH_LIMIT`].
        limit: usize,
    },
    /// Building the sum's canonical form passed [`SUM_COMPARISON_LIMIT`] comparisons or
    /// [`SUM_FORM_LIMIT`] games. For a sum of numbers and switches, what is known of it.
    #[error(
        "the sum needs more than {comparisons} comparisons of games or {forms} games; sums are built within them"
    )]
    TooMuchWork {
        /// [`SUM_COMPARISON_LIMIT`].
        comparisons: u64,
        /// [`SUM_FORM_LIMIT`].
        forms: usize,
        /// What is known, for a sum of numbers and switches.
        known: Option<Box<Switches>>,
    },
}

/// A part of a sum, by kind.
enum PartKind {
    /// `x + *n`.
    NumberAndNimber(Dyadic, u64),
    /// `{x | y}` with numbers `x > y`: mean and temperature.
    Switch(Dyadic, Dyadic),
    /// Anything else.
    Other,
}

impl Engine {
    /// `g` as `x + *n`, if it is a number plus a nimber: a number, or a game whose Left
    /// and Right options are the same, `x + *k` for each `k < n`.
    /// `memo` keeps what was found of each form.
    fn number_and_nimber_of(
        &mut self,
        g: Form,
        memo: &mut HashMap<Form, Option<(Dyadic, u64)>>,
    ) -> Option<(Dyadic, u64)> {
        if let Some(known) = memo.get(&g) {
            return known.clone();
        }
        let found = self.number_and_nimber_unmemoized(g, memo);
        memo.insert(g, found.clone());
        found
    }

    /// [`Engine::number_and_nimber_of`], its options looked up in `memo`.
    fn number_and_nimber_unmemoized(
        &mut self,
        g: Form,
        memo: &mut HashMap<Form, Option<(Dyadic, u64)>>,
    ) -> Option<(Dyadic, u64)> {
        if let Some(x) = self.number_value(g) {
            return Some((x, 0));
        }
        if self.left(g) != self.right(g) {
            return None;
        }
        let options = self.left(g).to_vec();
        let mut found = Vec::with_capacity(options.len());
        for option in options {
            found.push(self.number_and_nimber_of(option, memo)?);
        }
        found.sort_unstable_by_key(|&(_, k)| k);
        let x = found.first()?.0.clone();
        let all = found
            .iter()
            .enumerate()
            .all(|(k, (y, m))| *y == x && *m == k as u64);
        all.then_some((x, found.len() as u64))
    }

    /// What kind of part `g` is.
    fn part_kind(&mut self, g: Form, memo: &mut HashMap<Form, Option<(Dyadic, u64)>>) -> PartKind {
        if let Some((x, n)) = self.number_and_nimber_of(g, memo) {
            return PartKind::NumberAndNimber(x, n);
        }
        if let ([a], [b]) = (self.left(g), self.right(g)) {
            let (a, b) = (*a, *b);
            if let (Some(x), Some(y)) = (self.number_value(a), self.number_value(b))
                && x > y
            {
                let mean = (x.clone() + y.clone()).halve();
                let temperature = (x - y).halve();
                return PartKind::Switch(mean, temperature);
            }
        }
        PartKind::Other
    }

    /// What the switches' thermographs say of the sum of `parts`, when they are numbers
    /// and at least one switch (`{x | y}` with numbers `x > y`); `None` otherwise. Cheap:
    /// no sum is built.
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine};
    /// use hackenbush::{Dyadic, Outcome};
    /// let mut engine = Engine::new();
    /// let parts: Vec<_> = ["{3|-3}", "{2|-2}", "1/2"]
    ///     .iter()
    ///     .map(|g| g.parse::<CanonicalForm>().unwrap().form(&mut engine))
    ///     .collect();
    /// let known = engine.switches(&parts).unwrap();
    /// // Left takes 3, Right -2: 1/2 + 3 - 2.
    /// assert_eq!(known.left_stop, Dyadic::new(3, 1));
    /// assert_eq!(known.right_stop, Dyadic::new(-1, 1));
    /// assert_eq!(known.outcome, Some(Outcome::First));
    /// ```
    pub fn switches(&mut self, parts: &[Form]) -> Option<Switches> {
        let mut number = Dyadic::zero();
        let mut switches = Vec::new();
        let mut memo = HashMap::new();
        for &part in parts {
            match self.part_kind(part, &mut memo) {
                PartKind::NumberAndNimber(x, 0) => number = number + x,
                PartKind::Switch(mean, temperature) => switches.push((part, mean, temperature)),
                _ => return None,
            }
        }
        (!switches.is_empty()).then(|| stops(&number, &switches).0)
    }

    /// The sum of `parts`, within [`SUM_COMPARISON_LIMIT`] comparisons and
    /// [`SUM_FORM_LIMIT`] new games, born by [`SUM_BIRTHDAY_LIMIT`]; numbers and nimbers
    /// are added as such first, switches of one temperature cancel, and a sum of more
    /// than [`SUM_SWITCH_LIMIT`] switches is refused up front with its stops and outcome
    /// ([`SumError::TooManySwitches`]).
    ///
    /// ```
    /// use hackenbush::canonical::{Engine, SumError};
    /// use hackenbush::{Dyadic, Outcome};
    /// let mut engine = Engine::new();
    /// let parts: Vec<_> = (1..=28)
    ///     .map(|k| format!("{{{k}|-{k}}}").parse::<hackenbush::canonical::CanonicalForm>())
    ///     .map(|g| g.unwrap().form(&mut engine))
    ///     .collect();
    /// // 28 switches ±1 ... ±28: the left stop is 28 - 27 + 26 - ... - 1 = 14.
    /// let Err(SumError::TooManySwitches { known, .. }) = engine.sum(&parts) else { panic!() };
    /// assert_eq!((known.left_stop, known.right_stop), (Dyadic::from(14), Dyadic::from(-14)));
    /// assert_eq!(known.outcome, Some(Outcome::First));
    /// ```
    ///
    /// # Errors
    ///
    /// [`SumError`]: born too late, too many switches, or too much work.
    pub fn sum(&mut self, parts: &[Form]) -> Result<Form, SumError> {
        let (mut number, mut nimber) = (Dyadic::zero(), 0u64);
        let mut switches = Vec::new();
        let mut others = Vec::new();
        let mut memo = HashMap::new();
        for &part in parts {
            match self.part_kind(part, &mut memo) {
                PartKind::NumberAndNimber(x, n) => {
                    number = number + x;
                    nimber ^= n;
                }
                PartKind::Switch(mean, temperature) => switches.push((part, mean, temperature)),
                PartKind::Other => others.push(part),
            }
        }
        let known = (others.is_empty() && nimber == 0 && !switches.is_empty())
            .then(|| stops(&number, &switches));
        let birthday: u64 = others
            .iter()
            .chain(switches.iter().map(|(part, _, _)| part))
            .map(|&g| u64::from(self.birthday(g)))
            .sum::<u64>()
            + number_birthday(&number)
            + nimber;
        if birthday > u64::from(SUM_BIRTHDAY_LIMIT) {
            return Err(SumError::TooLate {
                birthday,
                limit: SUM_BIRTHDAY_LIMIT,
            });
        }
        if let Some((known, _)) = &known
            && known.hot > SUM_SWITCH_LIMIT
        {
            return Err(SumError::TooManySwitches {
                known: Box::new(known.clone()),
                limit: SUM_SWITCH_LIMIT,
            });
        }
        let (comparison_limit, form_limit) = (self.comparison_limit, self.form_limit);
        self.comparison_limit = Some(self.comparisons.saturating_add(SUM_COMPARISON_LIMIT));
        self.form_limit = Some(self.options.len().saturating_add(SUM_FORM_LIMIT));
        let total = match &known {
            // The mean plus the switches left, `±t` each: the same game, less to build.
            Some((known, hot)) => {
                let mut total = form::number(self, &known.mean);
                for t in hot {
                    let (high, low) = (form::number(self, t), form::number(self, &-t.clone()));
                    let switch = self.make(&[high], &[low]);
                    total = self.add(total, switch);
                }
                total
            }
            None => {
                let mut total = form::number_and_nimber(self, &number, nimber);
                for &(part, _, _) in &switches {
                    total = self.add(total, part);
                }
                for &part in &others {
                    total = self.add(total, part);
                }
                total
            }
        };
        let exhausted = self.exhausted();
        (self.comparison_limit, self.form_limit) = (comparison_limit, form_limit);
        if exhausted {
            return Err(SumError::TooMuchWork {
                comparisons: SUM_COMPARISON_LIMIT,
                forms: SUM_FORM_LIMIT,
                known: known.map(|(known, _)| Box::new(known)),
            });
        }
        Ok(total)
    }
}

/// The birthday of the number `x`: the length of its sign expansion.
fn number_birthday(x: &Dyadic) -> u64 {
    x.signs().len() as u64
}

/// What the stops say of the number `number` plus `switches` (each a part, its mean and
/// its temperature); with the temperatures left once equal ones cancelled in pairs,
/// hottest first.
fn stops(number: &Dyadic, switches: &[(Form, Dyadic, Dyadic)]) -> (Switches, Vec<Dyadic>) {
    let mean = switches
        .iter()
        .fold(number.clone(), |sum, (_, m, _)| sum + m.clone());
    let mut temperatures: Vec<Dyadic> = switches.iter().map(|(_, _, t)| t.clone()).collect();
    temperatures.sort_unstable_by(|a, b| b.cmp(a));
    let mut hot: Vec<Dyadic> = Vec::new();
    for t in temperatures {
        if hot.last() == Some(&t) {
            hot.pop();
        } else {
            hot.push(t);
        }
    }
    let alternating = hot.iter().enumerate().fold(Dyadic::zero(), |sum, (i, t)| {
        if i % 2 == 0 {
            sum + t.clone()
        } else {
            sum - t.clone()
        }
    });
    let left_stop = mean.clone() + alternating.clone();
    let right_stop = mean.clone() - alternating;
    let zero = Dyadic::zero();
    let outcome = match (left_stop.cmp(&zero), right_stop.cmp(&zero)) {
        (_, Ordering::Greater) => Some(Outcome::Left),
        (Ordering::Less, _) => Some(Outcome::Right),
        (Ordering::Greater, Ordering::Less) => Some(Outcome::First),
        _ => None,
    };
    let known = Switches {
        hot: hot.len(),
        mean,
        left_stop,
        right_stop,
        outcome,
    };
    (known, hot)
}
