//! Listings of any length in the memory of one configuration: [`Moves`], the states of a
//! game one move apart, and [`Listing`], a listing inside a result, produced again each
//! time it is iterated (a program writes it element by element).
//!
//! A trace of a hundred million cards, the cycle of a billion, or a multiplayer game of a
//! million lists gigabytes; collected, they would not fit in memory, so no result holds
//! them. A result holds where its listing starts and how long it is, and produces it on
//! demand.

use std::fmt;

/// `count` states: a first one, then each one move after the one before (an iterator).
#[derive(Clone)]
pub struct Moves<S> {
    next: S,
    left: u64,
    step: fn(&S) -> S,
}

impl<S> Moves<S> {
    /// `count` states from `first` on, each `step` of the one before.
    pub(crate) fn new(first: S, count: u64, step: fn(&S) -> S) -> Moves<S> {
        Moves {
            next: first,
            left: count,
            step,
        }
    }

    /// How many states are left.
    pub fn remaining(&self) -> u64 {
        self.left
    }
}

impl<S: fmt::Debug> fmt::Debug for Moves<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Moves")
            .field("next", &self.next)
            .field("left", &self.left)
            .finish_non_exhaustive()
    }
}

impl<S: Clone> Iterator for Moves<S> {
    type Item = S;

    fn next(&mut self) -> Option<S> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        if self.left == 0 {
            return Some(self.next.clone());
        }
        let following = (self.step)(&self.next);
        Some(std::mem::replace(&mut self.next, following))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left);
        (left.unwrap_or(usize::MAX), left.ok())
    }
}

/// A listing inside a result: produced again each time it is iterated ([`Listing::iter`]),
/// so that printing it needs the memory of one element however long it is. Two listings
/// are equal when they produce equal elements. (No serde: it holds a way to produce its
/// elements, not data; collect it, or write it element by element.)
#[derive(Clone, Debug)]
pub struct Listing<I>(I);

impl<I: Iterator + Clone> Listing<I> {
    pub(crate) fn new(items: I) -> Listing<I> {
        Listing(items)
    }

    /// The elements, from the first.
    pub fn iter(&self) -> I {
        self.0.clone()
    }
}

impl<I: Iterator + Clone> IntoIterator for &Listing<I> {
    type Item = I::Item;
    type IntoIter = I;

    fn into_iter(self) -> I {
        self.iter()
    }
}

impl<I> PartialEq for Listing<I>
where
    I: Iterator + Clone,
    I::Item: PartialEq,
{
    fn eq(&self, other: &Listing<I>) -> bool {
        self.iter().eq(other.iter())
    }
}

impl<I> Eq for Listing<I>
where
    I: Iterator + Clone,
    I::Item: Eq,
{
}
