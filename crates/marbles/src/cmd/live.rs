//! The players that are running, so that a referee that is itself stopped ends them on its
//! way out.
//!
//! - Stopped by any signal that would end it and that can be caught ([`ENDING_SIGNALS`]:
//!   `SIGINT` from Ctrl-C, `SIGTERM` from `kill` or a CI time-out, `SIGHUP` from a closed
//!   terminal, `SIGQUIT` from Ctrl-\\, and the rest): a handler thread (signal-hook) sends
//!   `SIGKILL` to the process group of every player still running, then ends the referee as
//!   the signal would have (exit status 128 + the signal's number).
//! - Killed outright (`SIGKILL`, which no handler sees): on Linux every player was started
//!   by a launcher with a parent-death signal (see `launch.rs`), which ends the player's
//!   whole process group when the kernel tells it that the referee is gone.
//!
//! A player is registered from the moment it is spawned (the spawn happens under the
//! registry's lock, so a signal never finds a player running but not yet listed) until its
//! process group has been ended.

use std::io;
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard};

/// The process ids of the players running, each the leader of its own process group.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The registry; a panic elsewhere while it was held leaves a list that is still right.
fn live() -> MutexGuard<'static, Vec<u32>> {
    LIVE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Spawns `command` and lists it as running.
pub(crate) fn spawn(command: &mut Command) -> io::Result<Child> {
    let mut live = live();
    let child = command.spawn()?;
    live.push(child.id());
    Ok(child)
}

/// Ends the process group that `child` leads, then takes it off the list. The child is
/// not reaped yet, so its id cannot have been given to another process in between.
pub(crate) fn end(child: &Child) {
    end_group(child.id());
    live().retain(|&id| id != child.id());
}

/// Sends `SIGKILL` to the process group led by `id` (on Unix). Its id names its group as
/// long as the group has a member, so this never reaches another group.
#[cfg(unix)]
fn end_group(id: u32) {
    use rustix::process::{Pid, Signal, kill_process_group};
    if let Some(pid) = i32::try_from(id).ok().and_then(Pid::from_raw) {
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

/// Elsewhere only the program itself is ended, by [`Child::kill`].
#[cfg(not(unix))]
fn end_group(_id: u32) {}

/// The signals whose default action ends a process and that a handler can catch (`SIGPIPE`
/// aside, which Rust programs ignore: a write to a closed pipe fails instead).
#[cfg(unix)]
pub(crate) const ENDING_SIGNALS: [i32; 13] = {
    use signal_hook::consts::signal::*;
    [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
        SIGXFSZ, SIGIO, SIGSYS,
    ]
};

/// From now on, any of the [`ENDING_SIGNALS`] ends every player still running before the
/// referee exits. Installed once; later calls do nothing.
#[cfg(unix)]
pub(crate) fn end_players_when_stopped() -> io::Result<()> {
    use signal_hook::iterator::Signals;
    use std::sync::Once;

    static INSTALLED: Once = Once::new();
    let mut result = Ok(());
    INSTALLED.call_once(|| match Signals::new(ENDING_SIGNALS) {
        Ok(mut signals) => {
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    // Held to the end, so that no player is spawned after this.
                    let live = live();
                    for &id in live.iter() {
                        end_group(id);
                    }
                    std::process::exit(128 + signal);
                }
            });
        }
        Err(e) => result = Err(e),
    });
    result
}

/// Elsewhere a stopped referee leaves its players to the system.
#[cfg(not(unix))]
pub(crate) fn end_players_when_stopped() -> io::Result<()> {
    Ok(())
}
