//! The reduced canonical form of a game (Siegel, *Combinatorial Game Theory*, ch. II.6;
//! Grossman and Siegel, "Reductions of partizan games", 2009): the simplest game
//! infinitely close to it, that is, differing from it by an infinitesimal.
//!
//! `G >= H` up to an infinitesimal (`G >=_Inf H`: `G - H` at least some negative
//! infinitesimal) exactly when Right's stop of `G - H` is at least 0. A game
//! infinitely close to a number `x` (both stops `x`) reduces to `x`. Any other game's
//! options are reduced, and then, until neither applies: a Left option `A` at most another
//! up to an infinitesimal is removed (dually for Right); a Left option `A` with a Right
//! option `A^R <=_Inf G` is replaced by the reduced Left options of `A^R` (dually for
//! Right). What is left is the reduced canonical form.

use super::form::number;
use super::{Engine, Form};
use crate::dyadic::Dyadic;

impl Engine {
    /// `g >= h` up to an infinitesimal: Right's stop of `g - h` is at least 0.
    pub fn at_least_up_to_infinitesimal(&mut self, g: Form, h: Form) -> bool {
        let minus_h = self.negate(h);
        let difference = self.add(g, minus_h);
        self.right_stop(difference) >= Dyadic::zero()
    }

    /// The reduced canonical form of `g`: the simplest game whose difference with `g` is
    /// infinitesimal (both its stops 0).
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine};
    /// let mut engine = Engine::new();
    /// let mut read = |text: &str| text.parse::<CanonicalForm>().unwrap().form(&mut engine);
    /// let (up_star, half_star, switch, up) = (read("^*"), read("1/2*"), read("{2|0}"), read("^"));
    /// let r = engine.reduced(up_star);
    /// assert_eq!(engine.notation(r), "0");
    /// let r = engine.reduced(half_star);
    /// assert_eq!(engine.notation(r), "1/2");
    /// // {2|0} + ^: the ^ vanishes, the switch stays.
    /// let sum = engine.add(switch, up);
    /// let r = engine.reduced(sum);
    /// assert_eq!(engine.notation(r), "1±1");
    /// ```
    pub fn reduced(&mut self, g: Form) -> Form {
        if let Some(&known) = self.reduced.get(&g) {
            return known;
        }
        let reduced = self.reduce(g);
        self.reduced.insert(g, reduced);
        reduced
    }

    fn reduce(&mut self, g: Form) -> Form {
        if self.number_value(g).is_some() {
            return g;
        }
        let (left_stop, right_stop) = (self.left_stop(g), self.right_stop(g));
        if left_stop == right_stop {
            return number(self, &left_stop);
        }
        let mut left: Vec<Form> = self.left(g).to_vec();
        left = left.into_iter().map(|o| self.reduced(o)).collect();
        let mut right: Vec<Form> = self.right(g).to_vec();
        right = right.into_iter().map(|o| self.reduced(o)).collect();
        loop {
            left = self.undominated_up_to_infinitesimal(left, true);
            right = self.undominated_up_to_infinitesimal(right, false);
            let game = self.make(&left, &right);
            if let Some((i, replacement)) = self.reversible(&left, game, true) {
                left.swap_remove(i);
                left.extend(replacement);
                continue;
            }
            if let Some((i, replacement)) = self.reversible(&right, game, false) {
                right.swap_remove(i);
                right.extend(replacement);
                continue;
            }
            return game;
        }
    }

    /// The options no other dominates up to an infinitesimal (of two equal up to one,
    /// the first is kept).
    fn undominated_up_to_infinitesimal(&mut self, mut options: Vec<Form>, left: bool) -> Vec<Form> {
        options.sort_unstable();
        options.dedup();
        let mut kept = Vec::new();
        for (i, &a) in options.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in options.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (low, high) = if left { (a, b) } else { (b, a) };
                if self.at_least_up_to_infinitesimal(high, low)
                    && (j < i || !self.at_least_up_to_infinitesimal(low, high))
                {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                kept.push(a);
            }
        }
        kept
    }

    /// The first option (of Left when `left`) reversible up to an infinitesimal through
    /// `game`, and the reduced options that replace it.
    fn reversible(
        &mut self,
        options: &[Form],
        game: Form,
        left: bool,
    ) -> Option<(usize, Vec<Form>)> {
        for (i, &a) in options.iter().enumerate() {
            let replies = if left { self.right(a) } else { self.left(a) }.to_vec();
            for reply in replies {
                let reverses = if left {
                    self.at_least_up_to_infinitesimal(game, reply)
                } else {
                    self.at_least_up_to_infinitesimal(reply, game)
                };
                if reverses {
                    let next = if left {
                        self.left(reply)
                    } else {
                        self.right(reply)
                    }
                    .to_vec();
                    let replacement = next.into_iter().map(|o| self.reduced(o)).collect();
                    return Some((i, replacement));
                }
            }
        }
        None
    }
}
