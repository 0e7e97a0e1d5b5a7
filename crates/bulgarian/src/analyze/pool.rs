//! How the subtrees of the state graph are walked: one after the other on the calling
//! thread ([`OneThread`]), or shared among rayon's threads ([`Threads`], feature
//! `parallel`: every core, or as many threads as [`super::Options::threads`] asks), where a
//! walk hands its unwalked siblings to the pool whenever no subtree waits there, so that
//! every thread stays busy to the end. Both are a [`Pool`]; the tests add a pool of their
//! own that hands off every subtree it can.

use crate::sizes::SizeSet;

use super::walk::{Tally, Task, walk};

/// A way to walk every subtree and count it.
pub(super) trait Pool {
    /// The number of threads the walk is shared among.
    fn threads(&self) -> usize;

    /// Walks every task (and whatever a walk hands off) with the size set `S`, calling
    /// `finish` as each task of `tasks` is done; the tallies, each with its task's cycle.
    fn walk_all<S: SizeSet>(
        &self,
        tasks: &[Task],
        finish: &(dyn Fn() + Sync),
    ) -> Vec<(usize, Tally)>;
}

/// Every subtree on the calling thread, one after the other (without the feature
/// `parallel`, or when one thread is asked for).
pub(super) struct OneThread;

impl Pool for OneThread {
    fn threads(&self) -> usize {
        1
    }

    fn walk_all<S: SizeSet>(
        &self,
        tasks: &[Task],
        finish: &(dyn Fn() + Sync),
    ) -> Vec<(usize, Tally)> {
        tasks
            .iter()
            .map(|task| {
                let tally = walk::<S>(task, &mut super::walk::Alone);
                finish();
                (task.cycle, tally)
            })
            .collect()
    }
}

/// The pool that walks on `threads` threads (0: one per core, as rayon counts them). With
/// the feature `parallel`, a pool of its own is started for a number other than 0 and 1;
/// if the system refuses its threads the walk runs on the calling thread, with the same
/// answer. Without the feature every walk is on the calling thread.
#[cfg(feature = "parallel")]
pub(super) fn asked(threads: usize) -> Threads {
    match threads {
        0 => Threads::Global,
        1 => Threads::One,
        n => rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .map_or(Threads::One, Threads::Own),
    }
}

/// Without the feature `parallel`, the walk is on the calling thread whatever is asked.
#[cfg(not(feature = "parallel"))]
pub(super) fn asked(_threads: usize) -> OneThread {
    OneThread
}

/// The walk as [`super::Options::threads`] asks for it (feature `parallel`).
#[cfg(feature = "parallel")]
pub(super) enum Threads {
    /// On the calling thread.
    One,
    /// Shared among rayon's global pool: one thread per core.
    Global,
    /// Shared among a pool of its own, of the number of threads asked for.
    Own(rayon::ThreadPool),
}

#[cfg(feature = "parallel")]
impl Pool for Threads {
    fn threads(&self) -> usize {
        match self {
            Threads::One => 1,
            Threads::Global => rayon::current_num_threads(),
            Threads::Own(pool) => pool.current_num_threads(),
        }
    }

    fn walk_all<S: SizeSet>(
        &self,
        tasks: &[Task],
        finish: &(dyn Fn() + Sync),
    ) -> Vec<(usize, Tally)> {
        if let Threads::One = self {
            return OneThread.walk_all::<S>(tasks, finish);
        }
        // Every task goes to the pool, and a walk hands subtrees back to it whenever no
        // subtree waits there: the trees are far from even (at N = 140 one piece held
        // most of the work, and one core walked it alone).
        let shared = Shared {
            queued: std::sync::atomic::AtomicUsize::new(tasks.len()),
            walked: std::sync::Mutex::new(Vec::new()),
        };
        match self {
            Threads::Own(pool) => pool.scope(|scope| spawn_all::<S>(scope, &shared, tasks, finish)),
            _ => rayon::scope(|scope| spawn_all::<S>(scope, &shared, tasks, finish)),
        }
        shared
            .walked
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Hands every task to the pool of `scope`, each walk keeping its tally in `shared` and
/// calling `finish` when done.
#[cfg(feature = "parallel")]
fn spawn_all<'s, S: SizeSet + 's>(
    scope: &rayon::Scope<'s>,
    shared: &'s Shared,
    tasks: &'s [Task],
    finish: &'s (dyn Fn() + Sync),
) {
    for task in tasks {
        scope.spawn(move |scope| {
            let tally = shared.walk::<S>(scope, task);
            finish();
            shared.keep(task.cycle, tally);
        });
    }
}

/// A walk on rayon's pool hands subtrees to the pool while no subtree waits there to be
/// started (`queued` is 0, so a thread is or soon will be idle); what they count goes to
/// `walked`.
#[cfg(feature = "parallel")]
struct OnPool<'a, 's, S> {
    scope: &'a rayon::Scope<'s>,
    shared: &'s Shared,
    sizes: std::marker::PhantomData<S>,
}

/// What the walks on the pool share: the subtrees waiting to be started, and the tallies.
#[cfg(feature = "parallel")]
struct Shared {
    queued: std::sync::atomic::AtomicUsize,
    walked: std::sync::Mutex<Vec<(usize, Tally)>>,
}

#[cfg(feature = "parallel")]
impl Shared {
    /// Walks `task` on the pool (it was counted in `queued`), and keeps its tally.
    fn walk<'s, S: SizeSet + 's>(&'s self, scope: &rayon::Scope<'s>, task: &Task) -> Tally {
        self.queued
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        walk::<S>(task, &mut OnPool::<S>::new(scope, self))
    }

    /// Keeps the tally of a subtree of cycle `cycle`.
    fn keep(&self, cycle: usize, tally: Tally) {
        self.walked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push((cycle, tally));
    }
}

#[cfg(feature = "parallel")]
impl<'s, S: SizeSet + 's> super::walk::HandOff for OnPool<'_, 's, S> {
    fn wanted(&self) -> bool {
        self.shared
            .queued
            .load(std::sync::atomic::Ordering::Relaxed)
            == 0
    }
    fn take(&mut self, task: Task) {
        let shared = self.shared;
        shared
            .queued
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.scope.spawn(move |scope| {
            let tally = shared.walk::<S>(scope, &task);
            shared.keep(task.cycle, tally);
        });
    }
}

#[cfg(feature = "parallel")]
impl<'a, 's, S> OnPool<'a, 's, S> {
    fn new(scope: &'a rayon::Scope<'s>, shared: &'s Shared) -> Self {
        OnPool {
            scope,
            shared,
            sizes: std::marker::PhantomData,
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::analyze::walk::HandOff;

    /// On the calling thread, every subtree that can be handed off handed off and walked
    /// later: the pool of the tests, which show that handing off loses and doubles
    /// nothing.
    pub(crate) struct Eager;

    /// Wants every subtree it can get, and keeps them to be walked later.
    struct Keep(Vec<Task>);

    impl HandOff for Keep {
        fn wanted(&self) -> bool {
            true
        }
        fn take(&mut self, task: Task) {
            self.0.push(task);
        }
    }

    impl Pool for Eager {
        fn threads(&self) -> usize {
            1
        }

        fn walk_all<S: SizeSet>(
            &self,
            tasks: &[Task],
            finish: &(dyn Fn() + Sync),
        ) -> Vec<(usize, Tally)> {
            let mut kept = Keep(Vec::new());
            let mut results = Vec::new();
            for task in tasks {
                results.push((task.cycle, walk::<S>(task, &mut kept)));
                finish();
            }
            while let Some(task) = kept.0.pop() {
                results.push((task.cycle, walk::<S>(&task, &mut kept)));
            }
            results
        }
    }
}
