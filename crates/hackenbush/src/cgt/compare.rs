//! How two games compare, and why: the difference game `G - H` and, for each player
//! moving first in it, a winning first move or none. `G > H` when only Left wins moving
//! first, `G < H` when only Right does, `G = H` when neither does (the second player
//! wins), and `G ‖ H` (confused with) when both do.

use std::cmp::Ordering;

use super::{Engine, Form};

/// How `G` compares with `H` ([`Engine::comparison`]), with the moves that decide it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// `Some` ordering of `G` against `H`, or `None` when they are confused.
    pub order: Option<Ordering>,
    /// `G - H` in canonical form.
    pub difference: Form,
    /// A Left option of `G - H` at least 0: Left, moving first, wins by moving there;
    /// `None` when Left moving first loses.
    pub left_wins_by: Option<Form>,
    /// A Right option of `G - H` at most 0: Right, moving first, wins by moving there;
    /// `None` when Right moving first loses.
    pub right_wins_by: Option<Form>,
}

impl Comparison {
    /// `>`, `<`, `=` or `‖`.
    pub fn symbol(&self) -> &'static str {
        match self.order {
            Some(Ordering::Greater) => ">",
            Some(Ordering::Less) => "<",
            Some(Ordering::Equal) => "=",
            None => "‖",
        }
    }
}

impl Engine {
    /// How `g` compares with `h`, and the first moves of `g - h` that decide it (the
    /// first winning option of each side in the engine's order of its options).
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine};
    /// let mut engine = Engine::new();
    /// let mut read = |text: &str| text.parse::<CanonicalForm>().unwrap().form(&mut engine);
    /// let (up, star) = (read("^"), read("*"));
    /// let c = engine.comparison(up, star);
    /// assert_eq!(c.symbol(), "‖");
    /// // ^ - * = ^*: Left wins by moving to 0, Right by moving to 0.
    /// assert_eq!(engine.notation(c.difference), "^*");
    /// assert_eq!(c.left_wins_by.map(|g| engine.notation(g)), Some("0".to_owned()));
    /// ```
    pub fn comparison(&mut self, g: Form, h: Form) -> Comparison {
        let minus_h = self.negate(h);
        let difference = self.add(g, minus_h);
        let zero = self.zero();
        let left_wins_by = self
            .left(difference)
            .to_vec()
            .into_iter()
            .find(|&option| self.le(zero, option));
        let right_wins_by = self
            .right(difference)
            .to_vec()
            .into_iter()
            .find(|&option| self.le(option, zero));
        let order = match (left_wins_by.is_some(), right_wins_by.is_some()) {
            (true, false) => Some(Ordering::Greater),
            (false, true) => Some(Ordering::Less),
            (false, false) => Some(Ordering::Equal),
            (true, true) => None,
        };
        Comparison {
            order,
            difference,
            left_wins_by,
            right_wins_by,
        }
    }
}
