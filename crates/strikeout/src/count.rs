//! Every solution up to a length: how many distinct final fields win the game, or how many
//! distinct sequences of stuck positions lead to a win.
//!
//! Two solutions are different when their final fields (the whole digit string) differ.
//! The digits of a field never change within a phase, so a solution's final field is the
//! field at the start of its last phase, and it wins exactly when that phase can strike every
//! cell. The count walks every phase-start field of at most the bound reachable from the
//! start (each field, digits and live cells, once), and collects the digit strings of those
//! whose phase can win.
//!
//! The walk takes the fields in order of length. A field is only reached from shorter ones
//! (an append adds at least one cell), so when the shortest length still waiting is taken,
//! every field of that length is known, and so is the number of sequences of stuck
//! positions that lead to each from the start (the sum over the fields it comes from): the
//! count by states ([`CountBy::States`]) needs nothing more. Only the fields not yet taken
//! are held, never every field seen.

use std::collections::BTreeMap;

use games_common::shard::{Shard, fnv1a};
use hashbrown::{HashMap, HashSet};

use crate::budget::{Budget, Meter, SearchError, Work};
use crate::cells::Cells;
#[cfg(feature = "parallel")]
use crate::cells::Position;
use crate::field::Field;
use crate::phase::{Walk, stuck_positions};

/// What makes two solutions different, for [`count_within`].
///
/// With the `serde` feature it serializes as `"strings"` or `"states"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum CountBy {
    /// Their final fields, the whole digit string (the crate's definition): the solutions
    /// a person would write down differently.
    #[default]
    Strings,
    /// The sequence of stuck positions they pass through (the live cells when each phase
    /// ends): two solutions that strike different cells in some phase but append the same
    /// digits count twice, even when their final fields agree.
    States,
}

/// The solutions of each length up to a bound.
///
/// With the `serde` feature it serializes and deserializes as
/// `{"max_length":L,"by_length":{"LEN":COUNT,..}}`, lengths in increasing numeric order
/// (as strings in JSON, whose keys are strings); `count_by` is there only when it is not
/// the default ([`CountBy::Strings`]). The work is not part of it: it describes the run,
/// not the answer, and reads back as nothing done. `strikeout count --json` prints this
/// with the total after it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Counts {
    /// The bound: solutions of at most this many cells are counted.
    pub max_length: usize,
    /// What makes two solutions different.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "CountBy::is_default")
    )]
    pub count_by: CountBy,
    /// Length to number of distinct solutions of that length; only lengths with at least
    /// one solution are listed.
    pub by_length: BTreeMap<usize, u64>,
    /// The work done.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub work: Work,
}

impl CountBy {
    /// Whether this is the crate's definition of distinct solutions (final fields).
    #[cfg(feature = "serde")]
    fn is_default(&self) -> bool {
        *self == CountBy::Strings
    }
}

impl Counts {
    /// The number of solutions of every length up to the bound.
    pub fn total(&self) -> u64 {
        self.by_length.values().sum()
    }
}

/// Counts the distinct solutions (distinct final digit strings) from `start` of at most
/// `max_length` cells, with no limit on memory: [`count_within`] with [`CountBy::Strings`]
/// and [`Budget::unlimited`].
///
/// ```
/// use strikeout::{count, Field};
/// // "19": strike both at once; "11" in one column of width 1 likewise.
/// let counts = count(&Field::new(2, "19").unwrap(), 10);
/// assert_eq!(counts.by_length.get(&2), Some(&1));
/// assert_eq!(counts.total(), 1);
/// ```
pub fn count(start: &Field, max_length: usize) -> Counts {
    match count_within(start, max_length, CountBy::Strings, Budget::unlimited()) {
        Ok(counts) => counts,
        Err(e) => unreachable!("a count by strings within an unlimited budget never fails: {e}"),
    }
}

/// How many phases can run at once: rayon's threads (feature `parallel`), or one.
fn threads() -> usize {
    #[cfg(feature = "parallel")]
    return rayon::current_num_threads().max(1);
    #[cfg(not(feature = "parallel"))]
    1
}

/// How many fields' phases are searched before their children are taken into the walk:
/// one on a single thread (so the children of a field are held before the next phase is
/// searched, as the account of a walk on one thread has always been), every field of the
/// length on several.
fn batch_size(level: usize) -> usize {
    match threads() {
        1 => 1,
        _ => level.max(1),
    }
}

/// The stuck positions of the phases of `batch`'s fields (all of one length), in order,
/// each without the stuck positions whose child would pass `max_length`, and the bytes the
/// meter now holds for those lists (to be released once they are taken into the walk).
///
/// One field is searched from this thread, with progress reports (the layers of a large
/// phase still go to every thread when there are several: `phase::shards`). Several
/// (feature `parallel`) are handed to rayon's threads at once, so a thread that finishes a
/// phase takes the next one waiting. Each phase searched at once is checked against the
/// budget as if one phase per thread held as much as it does, its work is added up in the
/// order of the fields and its list held in that order, so the counts, the work and the
/// peak depend on the number of threads only, never on which thread finishes first.
fn phase_ends(
    batch: &[(Field, u64)],
    max_length: usize,
    meter: &mut Meter,
) -> (Vec<Result<Vec<Cells>, SearchError>>, usize) {
    let parallel = threads() > 1;
    let walk = |field: &Field| Walk {
        max_live: max_length - field.len(),
        parallel,
    };
    #[cfg(feature = "parallel")]
    if batch.len() > 1 {
        use rayon::prelude::*;
        // At most one phase per thread runs at once.
        let share = threads().min(batch.len());
        let workers: Vec<Meter<'static>> = batch.iter().map(|_| meter.worker(share)).collect();
        let runs: Vec<_> = batch
            .par_iter()
            .zip(workers)
            // One phase a task: the fields come sorted by digits, so the costly phases of a
            // length sit together, and a run of them taken as one task would hold a thread
            // while the others have nothing left to take.
            .with_max_len(1)
            .map(|((field, _), mut worker)| {
                let stuck = stuck_positions(field, &mut worker, walk(field));
                (stuck, worker)
            })
            .collect();
        let mut held = 0;
        let ends = runs
            .into_iter()
            .map(|(stuck, worker)| {
                let stuck = meter.absorb(&worker, stuck)?;
                let bytes = stuck.iter().map(|live| live.bytes()).sum();
                meter.hold(bytes)?;
                held += bytes;
                Ok(stuck)
            })
            .collect();
        return (ends, held);
    }
    let ends = batch
        .iter()
        .map(|(field, _)| stuck_positions(field, meter, walk(field)))
        .collect();
    (ends, 0)
}

/// The bytes a field waiting for its phase holds: its entry in a hash map (with the number
/// of sequences leading to it, and a control byte), which can be as little as 7/16 full
/// just after it doubled, and the field's allocations.
fn waiting_bytes(field: &Field) -> usize {
    (size_of::<(Field, u64)>() + 1) * 16 / 7 + field.heap_bytes()
}

/// Counts the solutions from `start` of at most `max_length` cells, two solutions being
/// different as `count_by` says, within `budget`: [`SearchError::OutOfMemory`] when the
/// walk's tables would pass the budget's memory, [`SearchError::TooManyToCount`] when a
/// count by states passes `u64::MAX`.
///
/// ```
/// use strikeout::budget::Budget;
/// use strikeout::{count_within, CountBy, Field};
/// // "5555" on one row: strike 1-2 then 0-3, or 0-1 and 2-3, or 2-3 then 0-1 ... every
/// // phase ends with no cell live, one final field, one stuck position.
/// let start = Field::new(9, "5555").unwrap();
/// let states = count_within(&start, 10, CountBy::States, Budget::default()).unwrap();
/// assert_eq!(states.total(), 1);
/// ```
pub fn count_within(
    start: &Field,
    max_length: usize,
    count_by: CountBy,
    budget: Budget,
) -> Result<Counts, SearchError> {
    walk(start, max_length, count_by, budget, None).map(|walked| walked.counts)
}

/// What a walk of [`walk`] found: the counts (of its part of the strings, for a part),
/// with the work it did, and for a part, where the fields were dealt out.
pub(crate) struct Walked {
    /// The solutions counted, and every phase and position this run searched.
    pub(crate) counts: Counts,
    /// The length from which the fields were dealt out among the parts (every field
    /// waiting then is at least this long), if they were.
    pub(crate) split: Option<usize>,
    /// The work done before the split, alike in every part (all of it if there was no
    /// split).
    pub(crate) shared: Work,
}

/// The walk of [`count_within`], whole (`part` is `None`) or one part of it (see
/// `crate::shard`): until at least [`pieces`] fields wait, every part walks alike;
/// then the waiting fields are dealt out by the class of their first digits, and the part
/// keeps only the fields of its class, and counts only the winning strings of its class.
pub(crate) fn walk(
    start: &Field,
    max_length: usize,
    count_by: CountBy,
    budget: Budget,
    part: Option<Shard>,
) -> Result<Walked, SearchError> {
    let mut meter = Meter::new(budget);
    let mut split = None;
    let mut shared = None;
    // Fields waiting for their phase, by length, each with the number of sequences of stuck
    // positions leading to it (kept at 1 when counting strings, which does not need it).
    let mut waiting: BTreeMap<usize, HashMap<Field, u64>> = BTreeMap::new();
    if start.len() <= max_length {
        meter.hold(waiting_bytes(start))?;
        waiting
            .entry(start.len())
            .or_default()
            .insert(start.clone(), 1);
    }
    let mut by_length = BTreeMap::new();
    while let Some(next) = waiting.first_key_value().map(|(length, _)| *length) {
        if let Some(shard) = part
            && split.is_none()
            && waiting.values().map(HashMap::len).sum::<usize>() >= pieces(shard.count())
        {
            // Every field waiting is at least `next` long, and so is every field to come:
            // each keeps the first `next` digits of the field it comes from.
            split = Some(next);
            shared = Some(meter.work_done());
            for level in waiting.values_mut() {
                level.retain(|field, _| {
                    let keep = class(&field.digits()[..next], shard.count()) == shard.index() - 1;
                    if !keep {
                        meter.release(waiting_bytes(field));
                    }
                    keep
                });
            }
        }
        // Before the split every part meets every winning string: each counts those of
        // its class (a whole string shorter than the split is its own prefix).
        let mine = |digits: &[u8]| match part {
            Some(shard) if split.is_none() => class(digits, shard.count()) == shard.index() - 1,
            _ => true,
        };
        let Some((length, fields)) = waiting.pop_first() else {
            break;
        };
        // The list of the length's fields, made while their table is still held.
        meter.check(fields.len() * size_of::<(Field, u64)>())?;
        // In a fixed order, so the work done before any stop is the same on every run.
        let mut fields: Vec<(Field, u64)> = fields.into_iter().collect();
        fields
            .sort_unstable_by(|(a, _), (b, _)| (a.digits(), a.live()).cmp(&(b.digits(), b.live())));
        let mut strings: HashSet<&[u8]> = HashSet::new();
        let mut states: u64 = 0;
        for batch in fields.chunks(batch_size(fields.len())) {
            let (ends, held) = phase_ends(batch, max_length, &mut meter);
            for ((field, paths), stuck) in batch.iter().zip(ends) {
                for live in stuck? {
                    if live.is_empty() {
                        if !mine(field.digits()) {
                            continue;
                        }
                        strings.insert(field.digits());
                        states = states
                            .checked_add(*paths)
                            .ok_or(SearchError::TooManyToCount { length })?;
                        continue;
                    }
                    let mut child = field.clone();
                    child.set_live(live);
                    child.append();
                    let level = waiting.entry(child.len()).or_default();
                    match level.get_mut(&child) {
                        Some(sum) => {
                            if count_by == CountBy::States {
                                *sum =
                                    sum.checked_add(*paths).ok_or(SearchError::TooManyToCount {
                                        length: child.len(),
                                    })?;
                            }
                        }
                        None => {
                            if level.len() == level.capacity() {
                                // The table doubles: the old one is held while it moves.
                                meter.check(level.allocation_size())?;
                            }
                            meter.hold(waiting_bytes(&child))?;
                            level.insert(child, *paths);
                        }
                    }
                }
            }
            meter.release(held);
        }
        meter.release(fields.iter().map(|(f, _)| waiting_bytes(f)).sum());
        let found = match count_by {
            CountBy::Strings => strings.len() as u64,
            CountBy::States => states,
        };
        if found > 0 {
            by_length.insert(length, found);
        }
    }
    let work = meter.work_done();
    Ok(Walked {
        counts: Counts {
            max_length,
            count_by,
            by_length,
            work,
        },
        split,
        shared: shared.unwrap_or(work),
    })
}

/// The fields waiting when a walk cut into `count` parts deals them out: at least
/// [`PIECES_PER_PART`] a part, so that each part gets many of them and the parts even out.
fn pieces(count: u32) -> usize {
    (count as usize).saturating_mul(PIECES_PER_PART)
}

/// Fields waiting per part, at least, when they are dealt out.
const PIECES_PER_PART: usize = 64;

/// The class, of `count`, of a digit string's first digits: FNV-1a of the digits, its two
/// halves folded together, modulo `count`. The same on every machine and build (the hash
/// sets' hasher makes no such promise), so any machine puts a field in the same part.
pub(crate) fn class(digits: &[u8], count: u32) -> u32 {
    let hash = fnv1a(digits);
    ((hash ^ (hash >> 32)) % u64::from(count)) as u32
}
