//! What a search for a cycle may spend, and what it tells while it runs: [`Limits`], a
//! move limit and a progress callback, taken by [`orbit_within`](crate::orbit::orbit_within),
//! [`trace_within`](crate::trace::trace_within),
//! [`multiplayer_within`](crate::multiplayer::multiplayer_within) and
//! [`relatives::orbit_within`](crate::relatives::orbit_within); [`Headway`], how far the
//! search has got; [`MoveLimit`], the error of a search stopped at its limit.
//!
//! Each of these searches has a plain twin without limits or progress (`orbit`, `trace`,
//! ...), which never fails.

use std::fmt;

/// A search stopped at the move limit it was given, before it found the cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no cycle found within {limit} moves (the limit of this search)")]
pub struct MoveLimit {
    /// The most moves the search was allowed.
    pub limit: u64,
}

/// How far a search for a cycle has got, as told to the callback of
/// [`Limits::on_progress`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Headway {
    /// The moves made so far (rounds, in the multiplayer game).
    pub moves: u64,
}

/// The callback told how far a search has got.
type Report<'a> = Box<dyn FnMut(&Headway) + Send + 'a>;

/// What a search for a cycle may spend: at most so many moves (the search makes about
/// twice as many moves as the transient plus the cycle, and a few more), and a callback
/// told how far it has got (every 2^24 moves for the orbits of Bulgarian solitaire, every
/// 2^16 for the multiplayer game and the relatives, whose moves cost more).
///
/// ```
/// use bulgarian::{Headway, Limits, MoveLimit, Partition, orbit::orbit_within};
///
/// let pile = Partition::new(vec![1_000_000_000_000])?;
/// let mut seen = Vec::new();
/// let limits = Limits::new(1 << 25).on_progress(|h: &Headway| seen.push(h.moves));
/// assert_eq!(orbit_within(&pile, limits), Err(MoveLimit { limit: 1 << 25 }));
/// assert_eq!(seen, [1 << 24, 1 << 25]);
/// # Ok::<(), bulgarian::PartitionError>(())
/// ```
pub struct Limits<'a> {
    max_moves: u64,
    progress: Option<Report<'a>>,
}

impl<'a> Limits<'a> {
    /// At most `max_moves` moves, with no progress reports.
    pub fn new(max_moves: u64) -> Limits<'a> {
        Limits {
            max_moves,
            progress: None,
        }
    }

    /// No move limit and no progress reports (what the plain searches use).
    pub fn unlimited() -> Limits<'a> {
        Limits::new(u64::MAX)
    }

    /// The same limits, and `progress` called with how far the search has got.
    pub fn on_progress(self, progress: impl FnMut(&Headway) + Send + 'a) -> Limits<'a> {
        Limits {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// The most moves the search may make.
    pub fn max_moves(&self) -> u64 {
        self.max_moves
    }

    /// `step` made a step that counts its moves, refuses the move past the limit with
    /// [`MoveLimit`], and reports progress every `every` moves.
    pub(crate) fn counted<S>(
        self,
        every: u64,
        mut step: impl FnMut(&mut S),
    ) -> impl FnMut(&mut S) -> Result<(), MoveLimit> {
        let Limits {
            max_moves,
            mut progress,
        } = self;
        let mut moves = 0u64;
        move |state| {
            if moves == max_moves {
                return Err(MoveLimit { limit: max_moves });
            }
            step(state);
            moves += 1;
            if moves.is_multiple_of(every)
                && let Some(report) = progress.as_mut()
            {
                report(&Headway { moves });
            }
            Ok(())
        }
    }
}

impl Default for Limits<'_> {
    /// [`Limits::unlimited`].
    fn default() -> Self {
        Limits::unlimited()
    }
}

impl fmt::Debug for Limits<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Limits")
            .field("max_moves", &self.max_moves)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}
