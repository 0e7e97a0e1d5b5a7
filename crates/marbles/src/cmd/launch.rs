//! `marbles launch-player PARENT COMMAND` (hidden, Linux): how the referee starts a player
//! so that the player, and every process it starts in its group, dies with the referee,
//! even when the referee is killed outright.
//!
//! The referee runs its own executable in this mode, as the leader of the player's new
//! process group. The launcher asks the kernel for `SIGTERM` when its parent (the
//! referee's thread that spawned it) ends, checks that this parent is still the referee
//! (PARENT, its process id: if the referee was already gone, the signal would never come),
//! and runs `sh -c COMMAND` in its group, with the same standard input and output. It then
//! waits: when the player ends, it exits with the player's status (a player ended by a
//! signal takes the group down with `SIGKILL`, the launcher included, so the referee sees
//! a signal); when the referee dies, or anything else stops the launcher with a signal
//! that would end it, it sends `SIGKILL` to its whole group: the player, and the helpers
//! the player left running in the background. Setting a parent-death signal needs no
//! unsafe code this way: the standard library's `Command::pre_exec`, the usual place for
//! it, is `unsafe`, and the workspace forbids unsafe code.
//!
//! What stays out of reach: a helper that leaves the group (`setsid`, or a process group
//! of its own) is out of the referee's reach altogether; and a launcher itself killed with
//! `SIGKILL` by someone other than the referee ends without ending its group.

use std::os::unix::process::ExitStatusExt;
use std::process::Command;

use games_cli::{CliError, Outcome};
use rustix::process::{Pid, Signal, getppid, kill_current_process_group};
use signal_hook::iterator::Signals;

use super::live::ENDING_SIGNALS;

pub(crate) fn launch_player(parent: u32, command: &str) -> Result<Outcome, CliError> {
    // Caught before the parent-death signal is asked for, so that it never ends the
    // launcher alone.
    let mut signals = Signals::new(ENDING_SIGNALS)
        .map_err(|e| CliError::because("cannot catch the signals that end a player", e))?;
    std::thread::spawn(move || {
        if signals.forever().next().is_some() {
            end_group();
        }
    });
    rustix::process::set_parent_process_death_signal(Some(Signal::TERM))
        .map_err(|e| CliError::because("cannot ask for a parent-death signal", e))?;
    let referee = i32::try_from(parent).ok().and_then(Pid::from_raw);
    if getppid() != referee {
        return Err(CliError::bad(format!("the referee {parent} has gone")));
    }
    let status = Command::new("sh")
        .arg("-c")
        .arg(command)
        .status()
        .map_err(|e| CliError::because(format!("cannot start {command:?}"), e))?;
    match (status.code(), status.signal()) {
        (Some(code), _) => std::process::exit(code),
        _ => end_group(),
    }
}

/// Sends `SIGKILL` to the launcher's process group: the player, its helpers, and itself.
fn end_group() -> ! {
    let _ = kill_current_process_group(Signal::KILL);
    // Not reached: the launcher is in its group.
    std::process::exit(128 + 9)
}
