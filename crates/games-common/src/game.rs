//! Finite impartial games and their values by definition: a memoized Sprague–Grundy
//! evaluation of the game tree.
//!
//! This is deliberately the slow, obviously correct method: the value of a position is the
//! [`mex`] of the values of the positions one move away. Solver crates use it as the
//! independent oracle that their fast algorithms are checked against.

use std::hash::Hash;

use hashbrown::HashMap;

use crate::nim::{Nimber, mex};

/// A finite impartial game: both players have the same moves from every position, and
/// every sequence of moves ends.
///
/// The player who cannot move loses (normal play).
pub trait ImpartialGame {
    /// A position of the game. Equal positions must have equal futures.
    type Position: Clone + Eq + Hash;
    /// A move, as the caller wants it reported (an edge number, an amount taken, ...).
    type Move: Clone;

    /// Every legal move from `position`, with the position it leads to.
    ///
    /// The game graph must be finite and acyclic: no sequence of moves may come back to a
    /// position it started from.
    fn moves(&self, position: &Self::Position) -> Vec<(Self::Move, Self::Position)>;
}

/// Evaluates positions of one game, remembering every value it has worked out.
///
/// The evaluation is iterative (an explicit stack, not recursion), so long games do not
/// overflow the call stack.
pub struct GrundyEvaluator<'g, G: ImpartialGame> {
    game: &'g G,
    memo: HashMap<G::Position, Nimber>,
}

/// A position whose successors are being evaluated.
struct Frame<P> {
    position: P,
    successors: Vec<P>,
    next: usize,
}

impl<'g, G: ImpartialGame> GrundyEvaluator<'g, G> {
    /// An evaluator with nothing remembered yet.
    pub fn new(game: &'g G) -> Self {
        GrundyEvaluator {
            game,
            memo: HashMap::new(),
        }
    }

    /// The Sprague–Grundy value of `position`.
    ///
    /// # Panics
    ///
    /// If the game breaks its contract and a position can be reached from itself.
    pub fn value(&mut self, position: &G::Position) -> Nimber {
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        let mut on_stack: hashbrown::HashSet<G::Position> = hashbrown::HashSet::new();
        let mut stack = vec![self.frame(position.clone())];
        on_stack.insert(position.clone());
        while let Some(top) = stack.last_mut() {
            if let Some(next) = top.successors.get(top.next) {
                top.next += 1;
                if !self.memo.contains_key(next) {
                    let next = next.clone();
                    assert!(
                        on_stack.insert(next.clone()),
                        "ImpartialGame contract broken: a position can be reached from itself"
                    );
                    let frame = self.frame(next);
                    stack.push(frame);
                }
            } else {
                let done = stack
                    .pop()
                    .expect("the loop runs only while the stack has a top");
                let value = mex(done.successors.iter().map(|p| self.memo[p]));
                on_stack.remove(&done.position);
                self.memo.insert(done.position, value);
            }
        }
        self.memo[position]
    }

    /// Every move from `position` that leaves a position of value zero (a loss for the
    /// opponent), in the order [`ImpartialGame::moves`] lists them. Empty exactly when
    /// `position` has value zero.
    pub fn winning_moves(&mut self, position: &G::Position) -> Vec<G::Move> {
        self.game
            .moves(position)
            .into_iter()
            .filter(|(_, next)| self.value(next).is_zero())
            .map(|(m, _)| m)
            .collect()
    }

    /// How many positions have been evaluated so far.
    pub fn positions_evaluated(&self) -> usize {
        self.memo.len()
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        let successors = self
            .game
            .moves(&position)
            .into_iter()
            .map(|(_, p)| p)
            .collect();
        Frame {
            position,
            successors,
            next: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1, 2 or 3 counters from a single heap.
    struct Subtraction123;

    impl ImpartialGame for Subtraction123 {
        type Position = u64;
        type Move = u64;
        fn moves(&self, heap: &u64) -> Vec<(u64, u64)> {
            (1..=3)
                .filter(|t| t <= heap)
                .map(|t| (t, heap - t))
                .collect()
        }
    }

    /// Nim itself: several heaps, take any positive number from one heap. Positions are
    /// kept sorted so that equal multisets of heaps are one position.
    struct Nim;

    impl ImpartialGame for Nim {
        type Position = Vec<u64>;
        type Move = (usize, u64);
        fn moves(&self, heaps: &Vec<u64>) -> Vec<((usize, u64), Vec<u64>)> {
            let mut out = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for take in 1..=h {
                    let mut next = heaps.clone();
                    next[i] -= take;
                    next.sort_unstable();
                    out.push(((i, take), next));
                }
            }
            out
        }
    }

    /// Kayles: a row of pins; a move knocks down one pin or two adjacent pins, which may
    /// split a row in two. A position is the sorted list of row lengths.
    struct Kayles;

    impl ImpartialGame for Kayles {
        type Position = Vec<u32>;
        type Move = ();
        fn moves(&self, rows: &Vec<u32>) -> Vec<((), Vec<u32>)> {
            let mut out = Vec::new();
            for (i, &row) in rows.iter().enumerate() {
                for width in 1..=2.min(row) {
                    for left in 0..=(row - width) {
                        let right = row - width - left;
                        let mut next: Vec<u32> = rows.clone();
                        next.remove(i);
                        next.extend([left, right].into_iter().filter(|&r| r > 0));
                        next.sort_unstable();
                        out.push(((), next));
                    }
                }
            }
            out
        }
    }

    /// The subtraction game {1, 2, 3} has value n mod 4 (Berlekamp, Conway and Guy,
    /// Winning Ways, chapter 4): worked out by hand for small heaps and by the periodicity
    /// argument for the rest.
    #[test]
    fn subtraction_game_is_n_mod_4() {
        let mut eval = GrundyEvaluator::new(&Subtraction123);
        for n in 0..200 {
            assert_eq!(eval.value(&n), Nimber(n % 4), "heap {n}");
        }
        assert_eq!(eval.winning_moves(&7), vec![3]);
        assert!(eval.winning_moves(&8).is_empty());
    }

    /// A long game must not overflow the stack: the evaluation is iterative.
    #[test]
    fn long_games_do_not_recurse() {
        let mut eval = GrundyEvaluator::new(&Subtraction123);
        assert_eq!(eval.value(&1_000_000), Nimber(0));
    }

    /// Bouton's theorem: a Nim position is worth the XOR of its heaps.
    #[test]
    fn nim_is_worth_the_xor_of_its_heaps() {
        let mut eval = GrundyEvaluator::new(&Nim);
        for a in 0..6u64 {
            for b in 0..6 {
                for c in 0..6 {
                    let mut heaps = vec![a, b, c];
                    heaps.sort_unstable();
                    assert_eq!(eval.value(&heaps), Nimber(a ^ b ^ c), "heaps {a} {b} {c}");
                }
            }
        }
        // 3 ^ 4 ^ 5 = 2: only the 3-heap (index 0) can drop to 3 ^ 2 = 1; the others would
        // have to grow to 4 ^ 2 = 6 and 5 ^ 2 = 7.
        assert_eq!(eval.winning_moves(&vec![3, 4, 5]), vec![(0, 2)]);
    }

    /// Kayles rows of 0..=35 pins against the published table: OEIS A002186, "Sprague-Grundy
    /// values for the game of Kayles" (Guy and Smith 1956; Winning Ways, p. 91).
    #[test]
    fn kayles_matches_published_table() {
        const A002186: [u64; 36] = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5,
            4, 7, 2, 1, 8, 6, 7,
        ];
        let mut eval = GrundyEvaluator::new(&Kayles);
        for (n, &expected) in A002186.iter().enumerate() {
            let row = if n == 0 { vec![] } else { vec![n as u32] };
            assert_eq!(eval.value(&row), Nimber(expected), "Kayles row of {n}");
        }
    }

    #[test]
    fn a_cycle_is_reported() {
        struct Loop;
        impl ImpartialGame for Loop {
            type Position = bool;
            type Move = ();
            fn moves(&self, p: &bool) -> Vec<((), bool)> {
                vec![((), !p)]
            }
        }
        let result = std::panic::catch_unwind(|| GrundyEvaluator::new(&Loop).value(&true));
        assert!(result.is_err());
    }
}
