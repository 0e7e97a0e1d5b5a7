//! A small engine of combinatorial game theory: short partizan games in canonical form,
//! their order, sums and negatives, outcome classes, and CGSuite's notation.
//!
//! Games live in an arena ([`Engine`]) and are named by [`Form`]s. [`Engine::make`] builds
//! `{L | R}` from options already in canonical form and returns its canonical form, by
//! the two simplifications of the theory, repeated until neither applies: a dominated
//! option is removed (a Left option at most another Left option, a Right option at least
//! another), and a reversible option is bypassed (a Left option `A` with a Right option
//! `A^R <= G` is replaced by the Left options of `A^R`; dually for Right). Canonical forms
//! are unique, so two forms are equal games exactly when they are the same [`Form`].
//! Sources: Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 2 and 3; A. N. Siegel,
//! *Combinatorial Game Theory*, AMS 2013, ch. II.

use std::cmp::Ordering;

use hashbrown::HashMap;

use crate::dyadic::Dyadic;
use crate::outcome::Outcome;
use known::Known;

mod compare;
mod form;
mod known;
mod plot;
mod reduced;
mod shared;
mod sum;
mod thermograph;
mod wall;

pub use compare::Comparison;
pub(crate) use form::write_number_and_nimber;
pub use form::{BIRTHDAY_LIMIT, CanonicalForm, NESTING_LIMIT, NotationError, NotationTooLong};
pub use shared::NOTATION_LIMIT;
pub use sum::{
    SUM_BIRTHDAY_LIMIT, SUM_COMPARISON_LIMIT, SUM_FORM_LIMIT, SUM_SWITCH_LIMIT, SumError, Switches,
};
pub use thermograph::{Kind, Thermal, Thermograph};
pub use wall::Wall;

/// A game in an [`Engine`]: the index of its canonical form (or, inside the engine only,
/// of a form being simplified).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Form(u32);

/// The arena of games: every form built, with memoized comparisons, sums and negatives.
///
/// ```
/// use hackenbush::Outcome;
/// use hackenbush::canonical::Engine;
/// let mut engine = Engine::new();
/// let zero = engine.zero();
/// let star = engine.make(&[zero], &[zero]);
/// let up = engine.make(&[zero], &[star]);
/// assert_eq!(engine.notation(up), "^");
/// assert_eq!(engine.outcome(up), Outcome::Left);
/// let up_star = engine.add(up, star);
/// assert_eq!(engine.notation(up_star), "^*");
/// assert_eq!(engine.outcome(up_star), Outcome::First);
/// let down = engine.negate(up);
/// assert_eq!(engine.add(up, down), zero);
/// ```
#[derive(Debug, Default)]
pub struct Engine {
    /// Each form's Left and Right options, sorted and without repeats.
    options: Vec<(Vec<Form>, Vec<Form>)>,
    /// Each form's birthday: one more than its options' latest, 0 for `{ | }`. It bounds
    /// the depth of every recursion over the form (comparisons, sums, printing).
    birthdays: Vec<u32>,
    index: HashMap<(Vec<Form>, Vec<Form>), Form>,
    less_equal: Known,
    sums: HashMap<(Form, Form), Form>,
    negatives: HashMap<Form, Form>,
    /// The number each form is, if it is one.
    numbers: HashMap<Form, Option<Dyadic>>,
    thermographs: HashMap<Form, Thermograph>,
    reduced: HashMap<Form, Form>,
    /// Comparisons asked, found in `less_equal` or evaluated.
    comparisons: u64,
    /// The most comparisons allowed, if bounded (see [`Engine::exhausted`]).
    comparison_limit: Option<u64>,
    /// The most forms allowed, if bounded (see [`Engine::exhausted`]).
    form_limit: Option<usize>,
}

impl Engine {
    /// An engine holding no game yet.
    pub fn new() -> Engine {
        Engine::default()
    }

    /// An engine that stops comparing after `limit` comparisons asked: past it, every
    /// comparison answers `false` and every sum is left undone, so the
    /// forms it then builds are meaningless; whoever asks for one checks
    /// [`Engine::exhausted`] and discards the engine. This bounds the work of a search
    /// and its sums, which comparisons dominate.
    pub(crate) fn with_comparison_limit(limit: u64) -> Engine {
        Engine {
            comparison_limit: Some(limit),
            ..Engine::default()
        }
    }

    /// The comparisons asked so far, with the work counted as comparisons.
    pub(crate) fn comparisons(&self) -> u64 {
        self.comparisons
    }

    /// Counts `work` comparisons' worth of other work against the limit (a search's own
    /// steps between comparisons).
    pub(crate) fn charge(&mut self, work: u64) {
        self.comparisons = self.comparisons.saturating_add(work);
    }

    /// Whether the engine passed its comparison limit, after which its answers are
    /// meaningless.
    pub(crate) fn exhausted(&self) -> bool {
        self.comparison_limit
            .is_some_and(|limit| self.comparisons >= limit)
            || self
                .form_limit
                .is_some_and(|limit| self.options.len() > limit)
    }

    /// `0 = { | }`.
    pub fn zero(&mut self) -> Form {
        self.intern(Vec::new(), Vec::new())
    }

    /// The form with exactly these options (sorted, repeats dropped), not simplified.
    fn intern(&mut self, mut left: Vec<Form>, mut right: Vec<Form>) -> Form {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(&form) = self.index.get(&(left.clone(), right.clone())) {
            return form;
        }
        // Fewer than 2^31, for `Known` (each form takes tens of bytes: memory runs out long
        // before, and the comparison limit long before that).
        let form = Form(
            u32::try_from(self.options.len())
                .ok()
                .filter(|&i| i < 1 << 31)
                .expect("fewer than 2^31 forms"),
        );
        let birthday = left
            .iter()
            .chain(&right)
            .map(|o| self.birthdays[o.0 as usize] + 1)
            .max()
            .unwrap_or(0);
        self.birthdays.push(birthday);
        self.options.push((left.clone(), right.clone()));
        self.index.insert((left, right), form);
        form
    }

    /// The birthday of a form: the day it is born on, one more than its options' latest
    /// (0 is born on day 0, `1` and `*` on day 1). Every recursion over a form (a
    /// comparison, a sum, its notation) goes at most this deep.
    pub fn birthday(&self, form: Form) -> u32 {
        self.birthdays[form.0 as usize]
    }

    /// Left's options of a form.
    pub fn left(&self, form: Form) -> &[Form] {
        &self.options[form.0 as usize].0
    }

    /// Right's options of a form.
    pub fn right(&self, form: Form) -> &[Form] {
        &self.options[form.0 as usize].1
    }

    /// `G <= H`: no Left option of `G` is at least `H`, and no Right option of `H` is at
    /// most `G`.
    pub fn le(&mut self, g: Form, h: Form) -> bool {
        if self.exhausted() {
            return false;
        }
        self.comparisons += 1;
        if g == h {
            return true;
        }
        if let Some(known) = self.less_equal.get(g, h) {
            return known;
        }
        // The comparisons this one may ask for, asked of the table together: most are
        // there, and their cache misses then overlap.
        for &gl in self.left(g) {
            self.less_equal.touch(h, gl);
        }
        for &hr in self.right(h) {
            self.less_equal.touch(hr, g);
        }
        // By index, not through a copy of the options: this is the engine's inner loop.
        let answer = !(0..self.left(g).len()).any(|i| {
            let gl = self.left(g)[i];
            self.le(h, gl)
        }) && !(0..self.right(h).len()).any(|i| {
            let hr = self.right(h)[i];
            self.le(hr, g)
        });
        self.less_equal.insert(g, h, answer);
        answer
    }

    /// How `g` compares with `h`: `Some` ordering, or `None` when they are confused
    /// (incomparable).
    pub fn compare(&mut self, g: Form, h: Form) -> Option<Ordering> {
        match (self.le(g, h), self.le(h, g)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// The canonical form of `{left | right}`, whose options are canonical forms.
    ///
    /// Dominated options are removed, then every reversible option is bypassed at once:
    /// bypassing one leaves the game's value unchanged, so the others stay reversible
    /// through the same game. Then again, until no option reverses.
    pub fn make(&mut self, left: &[Form], right: &[Form]) -> Form {
        let (mut left, mut right) = (left.to_vec(), right.to_vec());
        loop {
            left = self.undominated(left, true);
            right = self.undominated(right, false);
            let game = self.intern(left.clone(), right.clone());
            let (new_left, left_changed) = self.bypassed(&left, game, true);
            let (new_right, right_changed) = self.bypassed(&right, game, false);
            if !left_changed && !right_changed {
                return game;
            }
            (left, right) = (new_left, new_right);
        }
    }

    /// One side's options of `game` with each reversible option bypassed (for Left, an
    /// option `A` with a Right option `A^R <= game` is replaced by `A^R`'s Left options;
    /// for Right the mirror image), and whether any was.
    fn bypassed(&mut self, options: &[Form], game: Form, left: bool) -> (Vec<Form>, bool) {
        let mut kept = Vec::with_capacity(options.len());
        let mut changed = false;
        for &a in options {
            let replies = if left { self.right(a) } else { self.left(a) };
            let reverse = (0..replies.len()).find_map(|i| {
                let reply = if left {
                    self.right(a)[i]
                } else {
                    self.left(a)[i]
                };
                let reverses = if left {
                    self.le(reply, game)
                } else {
                    self.le(game, reply)
                };
                reverses.then_some(reply)
            });
            match reverse {
                Some(reply) => {
                    let through = if left {
                        self.left(reply)
                    } else {
                        self.right(reply)
                    };
                    kept.extend_from_slice(through);
                    changed = true;
                }
                None => kept.push(a),
            }
        }
        (kept, changed)
    }

    /// The options no other option dominates (for Left, those not at most another; for
    /// Right, those not at least another), without repeats. Each option is compared with
    /// the ones kept so far only: distinct canonical forms are distinct games, so
    /// domination is a strict order, and an option a kept one dominates is dominated.
    fn undominated(&mut self, mut options: Vec<Form>, left: bool) -> Vec<Form> {
        options.sort_unstable();
        options.dedup();
        let mut kept: Vec<Form> = Vec::with_capacity(options.len());
        let below = |engine: &mut Engine, a: Form, b: Form| {
            if left {
                engine.le(a, b)
            } else {
                engine.le(b, a)
            }
        };
        for a in options {
            if (0..kept.len()).any(|i| below(self, a, kept[i])) {
                continue;
            }
            let mut i = 0;
            while i < kept.len() {
                if below(self, kept[i], a) {
                    kept.swap_remove(i);
                } else {
                    i += 1;
                }
            }
            kept.push(a);
        }
        kept
    }

    /// `-G`: the roles of the players swapped.
    pub fn negate(&mut self, g: Form) -> Form {
        if let Some(&known) = self.negatives.get(&g) {
            return known;
        }
        let left: Vec<Form> = self
            .right(g)
            .to_vec()
            .into_iter()
            .map(|r| self.negate(r))
            .collect();
        let right: Vec<Form> = self
            .left(g)
            .to_vec()
            .into_iter()
            .map(|l| self.negate(l))
            .collect();
        let negative = self.make(&left, &right);
        self.negatives.insert(g, negative);
        negative
    }

    /// `G + H`: a move in either.
    ///
    /// Two numbers add as numbers, and a number `x` added to a game `G` that is not one
    /// moves only in `G`: `G + x = {G^L + x | G^R + x}` (the number translation theorem,
    /// *Lessons in Play*, ch. 5), which spares the sum every option that moves in `x`.
    pub fn add(&mut self, g: Form, h: Form) -> Form {
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&known) = self.sums.get(&key) {
            return known;
        }
        if self.exhausted() {
            return g;
        }
        let sum = match (self.number_value(g), self.number_value(h)) {
            (Some(x), Some(y)) => form::number(self, &(x + y)),
            (Some(_), None) => self.translate(h, g),
            (None, Some(_)) => self.translate(g, h),
            (None, None) => {
                let mut left = Vec::new();
                let mut right = Vec::new();
                for i in 0..self.left(g).len() {
                    let gl = self.left(g)[i];
                    left.push(self.add(gl, h));
                }
                for i in 0..self.left(h).len() {
                    let hl = self.left(h)[i];
                    left.push(self.add(g, hl));
                }
                for i in 0..self.right(g).len() {
                    let gr = self.right(g)[i];
                    right.push(self.add(gr, h));
                }
                for i in 0..self.right(h).len() {
                    let hr = self.right(h)[i];
                    right.push(self.add(g, hr));
                }
                self.make(&left, &right)
            }
        };
        self.sums.insert(key, sum);
        sum
    }

    /// `G + x` for a game `G` that is not a number and a number `x`: `{G^L + x | G^R + x}`.
    fn translate(&mut self, g: Form, x: Form) -> Form {
        let left: Vec<Form> = (0..self.left(g).len())
            .map(|i| {
                let gl = self.left(g)[i];
                self.add(gl, x)
            })
            .collect();
        let right: Vec<Form> = (0..self.right(g).len())
            .map(|i| {
                let gr = self.right(g)[i];
                self.add(gr, x)
            })
            .collect();
        self.make(&left, &right)
    }

    /// Who wins `G`: Left if `G > 0`, Right if `G < 0`, the second player if `G = 0`, the
    /// first player if `G` is confused with 0.
    pub fn outcome(&mut self, g: Form) -> Outcome {
        let zero = self.zero();
        match self.compare(g, zero) {
            Some(Ordering::Greater) => Outcome::Left,
            Some(Ordering::Less) => Outcome::Right,
            Some(Ordering::Equal) => Outcome::Second,
            None => Outcome::First,
        }
    }

    /// The number a canonical form is, if it is one.
    pub fn number(&self, g: Form) -> Option<Dyadic> {
        self.canonical(g).number()
    }

    /// The game `g` as a value of its own, outside the engine.
    pub fn canonical(&self, g: Form) -> CanonicalForm {
        CanonicalForm::new(self, g)
    }

    /// The game in CGSuite's notation, as [`CanonicalForm`] writes it.
    pub fn notation(&self, g: Form) -> String {
        self.canonical(g).to_string()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// `G + H` by the definition alone, `{G^L + H, G + H^L | G^R + H, G + H^R}`, with no
    /// shortcut for numbers.
    fn sum_by_definition(
        e: &mut Engine,
        g: Form,
        h: Form,
        memo: &mut HashMap<(Form, Form), Form>,
    ) -> Form {
        if let Some(&known) = memo.get(&(g, h)) {
            return known;
        }
        let (gl, gr) = (e.left(g).to_vec(), e.right(g).to_vec());
        let (hl, hr) = (e.left(h).to_vec(), e.right(h).to_vec());
        let mut left: Vec<Form> = gl
            .iter()
            .map(|&x| sum_by_definition(e, x, h, memo))
            .collect();
        left.extend(hl.iter().map(|&x| sum_by_definition(e, g, x, memo)));
        let mut right: Vec<Form> = gr
            .iter()
            .map(|&x| sum_by_definition(e, x, h, memo))
            .collect();
        right.extend(hr.iter().map(|&x| sum_by_definition(e, g, x, memo)));
        let sum = e.make(&left, &right);
        memo.insert((g, h), sum);
        sum
    }

    /// Games built in turn, each from options among those before it (by index, modulo
    /// their number), after 0 and a few numbers.
    fn games(
        e: &mut Engine,
        steps: &[(Vec<usize>, Vec<usize>)],
        numbers: &[(i64, u64)],
    ) -> Vec<Form> {
        let mut built = vec![e.zero()];
        for &(num, exp) in numbers {
            built.push(form::number(e, &Dyadic::new(num, exp)));
        }
        for (left, right) in steps {
            let pick = |i: &usize| built[i % built.len()];
            let (left, right): (Vec<Form>, Vec<Form>) = (
                left.iter().map(pick).collect(),
                right.iter().map(pick).collect(),
            );
            built.push(e.make(&left, &right));
        }
        built
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Sums with the number translation and the sum of two numbers agree with the
        /// definition, on games mixing numbers and others.
        #[test]
        fn sums_agree_with_the_definition(
            numbers in prop::collection::vec((-6i64..=6, 0u64..=3), 0..4),
            steps in prop::collection::vec(
                (prop::collection::vec(0usize..64, 0..3), prop::collection::vec(0usize..64, 0..3)),
                1..9,
            ),
            pairs in prop::collection::vec((0usize..64, 0usize..64), 1..6),
        ) {
            let mut e = Engine::new();
            let built = games(&mut e, &steps, &numbers);
            let mut memo = HashMap::new();
            for (i, j) in pairs {
                let (g, h) = (built[i % built.len()], built[j % built.len()]);
                let fast = e.add(g, h);
                prop_assert_eq!(fast, sum_by_definition(&mut e, g, h, &mut memo));
            }
        }
    }

    /// The simplest games, built by hand from their definitions (Winning Ways, ch. 2 and
    /// 3): 1 = {0|}, -1 = {|0}, 1/2 = {0|1}, * = {0|0}, *2 = {0,*|0,*}, ^ = {0|*},
    /// ^* = {0,*|0}, ±1 = {1|-1}; and {0,1|1} simplifies to 1* (0 is dominated by 1).
    #[test]
    fn games_by_hand() {
        let mut e = Engine::new();
        let zero = e.zero();
        let one = e.make(&[zero], &[]);
        let minus_one = e.make(&[], &[zero]);
        let half = e.make(&[zero], &[one]);
        let star = e.make(&[zero], &[zero]);
        let star2 = e.make(&[zero, star], &[zero, star]);
        let up = e.make(&[zero], &[star]);
        let up_star = e.make(&[zero, star], &[zero]);
        let switch = e.make(&[one], &[minus_one]);
        let one_star = e.make(&[zero, one], &[one]);
        let shown: Vec<String> = [
            zero, one, minus_one, half, star, star2, up, up_star, switch, one_star,
        ]
        .iter()
        .map(|&g| e.notation(g))
        .collect();
        assert_eq!(
            shown,
            ["0", "1", "-1", "1/2", "*", "*2", "^", "^*", "±1", "1*"]
        );
        assert_eq!(e.number(half), Some("1/2".parse().unwrap()));
        // 1/2 + 1/2 = 1, * + * = 0, ^ + * = ^*, and {1|1} is 1*.
        assert_eq!(e.add(half, half), one);
        assert_eq!(e.add(star, star), zero);
        assert_eq!(e.add(up, star), up_star);
        assert_eq!(e.make(&[one], &[one]), one_star);
        // Outcomes: ^ > 0, * and ^* and ±1 confused with 0.
        assert_eq!(e.outcome(up), Outcome::Left);
        assert_eq!(e.outcome(minus_one), Outcome::Right);
        assert_eq!(e.outcome(star), Outcome::First);
        assert_eq!(e.outcome(up_star), Outcome::First);
        assert_eq!(e.outcome(switch), Outcome::First);
        assert_eq!(e.outcome(zero), Outcome::Second);
        // A reversible option: in {* | }, Left's * has the Right option 0 <= {* | }, so
        // it is bypassed by 0's Left options, none: {* | } = 0 (Left moving to * loses).
        assert_eq!(e.make(&[star], &[]), zero);
        let down = e.negate(up);
        assert_eq!(e.notation(down), "v");
        assert_eq!(e.add(up, down), zero);
    }
}
