//! How far the searches over relabellings may go, and who is told how far they have got
//! ([`SearchOptions`]), and why they stopped without an answer.

use std::fmt;
use std::ops::ControlFlow;

use crate::refine;

use super::errors::{CompareError, StructureError};

/// How far the searches of [`automorphisms_with`](super::automorphisms_with) and
/// [`isomorphism_with`](super::isomorphism_with) may go, and who is told how far they have
/// got and may stop them.
///
/// A node of the search is one vertex singled out and the partition refined around it.
/// The planes of order up to 9 take at most 16,384 nodes; a deck that is regular without
/// being a plane's, such as the dual of a Steiner triple system with no symmetry (each
/// card a point, each symbol a triple through it), can take hundreds of thousands and
/// more, and a node of a big deck takes up to milliseconds: the default limit stops such
/// a search and says so ([`StructureError::GaveUp`]), and a larger limit goes on. The
/// library reads no clock: a caller that wants a bound in time, as the `dobble` program
/// does (`--time-limit`), stops the search from [`SearchOptions::on_progress`].
pub struct SearchOptions<'a> {
    /// The most nodes the searches of one question visit together.
    pub limit: u64,
    /// Told the nodes visited so far a few times a second, and may stop the search
    /// ([`SearchOptions::on_progress`]).
    progress: Option<Box<dyn FnMut(u64) -> ControlFlow<()> + Send + 'a>>,
}

impl<'a> SearchOptions<'a> {
    /// The default limit: 10^6 nodes, some sixty times what the Hughes plane takes.
    pub const DEFAULT_LIMIT: u64 = 1_000_000;

    /// The same options with a limit of `limit` nodes.
    #[must_use]
    pub fn with_limit(self, limit: u64) -> SearchOptions<'a> {
        SearchOptions { limit, ..self }
    }

    /// The same options, and `progress` told the nodes visited so far, a few times a
    /// second: each time the search has done a fixed amount of work (edges looked at,
    /// vertices copied), so at the same nodes on every machine, however long a node
    /// takes. [`ControlFlow::Break`] stops the search at once, which then ends with
    /// [`StructureError::Stopped`] or [`CompareError::Stopped`]: a caller keeps a time
    /// limit by returning it once the time is up.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use dobble::methods::{plane_of_order_nine, PlaneOfOrderNine};
    /// use dobble::structure::{automorphisms_with, SearchOptions, StructureError};
    ///
    /// let hughes = dobble::Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hughes));
    /// let mut told = 0;
    /// let options = SearchOptions::default().on_progress(|nodes| {
    ///     told = nodes;
    ///     ControlFlow::Break(())
    /// });
    /// let stopped = automorphisms_with(&hughes, options);
    /// assert_eq!(stopped, Err(StructureError::Stopped { nodes: told }));
    /// ```
    #[must_use]
    pub fn on_progress(
        self,
        progress: impl FnMut(u64) -> ControlFlow<()> + Send + 'a,
    ) -> SearchOptions<'a> {
        SearchOptions {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// The budget of one question's searches; why they stopped without an answer.
    pub(super) fn run<T>(
        &mut self,
        question: impl FnOnce(&mut refine::Budget<'_>) -> Result<T, refine::Stop>,
    ) -> Result<T, Halt> {
        let mut silent = |_: u64| ControlFlow::Continue(());
        let report: &mut dyn FnMut(u64) -> ControlFlow<()> = match &mut self.progress {
            Some(progress) => progress,
            None => &mut silent,
        };
        let mut budget = refine::Budget {
            nodes: 0,
            limit: self.limit,
            work: 0,
            report,
        };
        question(&mut budget).map_err(|stop| match stop {
            refine::Stop::Limit => Halt::Limit(self.limit),
            refine::Stop::Caller => Halt::Caller(budget.nodes),
        })
    }
}

/// Why the searches of one question ended without an answer: the limit of nodes (the
/// limit), or the caller said stop (after so many nodes).
pub(super) enum Halt {
    Limit(u64),
    Caller(u64),
}

impl From<Halt> for StructureError {
    fn from(halt: Halt) -> StructureError {
        match halt {
            Halt::Limit(limit) => StructureError::GaveUp { limit },
            Halt::Caller(nodes) => StructureError::Stopped { nodes },
        }
    }
}

impl From<Halt> for CompareError {
    fn from(halt: Halt) -> CompareError {
        match halt {
            Halt::Limit(limit) => CompareError::GaveUp { limit },
            Halt::Caller(nodes) => CompareError::Stopped { nodes },
        }
    }
}

impl Default for SearchOptions<'_> {
    /// The default limit, no progress reports.
    fn default() -> Self {
        SearchOptions {
            limit: Self::DEFAULT_LIMIT,
            progress: None,
        }
    }
}

impl fmt::Debug for SearchOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchOptions")
            .field("limit", &self.limit)
            .field("on_progress", &self.progress.is_some())
            .finish()
    }
}
