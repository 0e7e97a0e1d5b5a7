//! `marbles launch-player PARENT COMMAND` (hidden, Linux): how the referee starts a player
//! so that the player dies with the referee, even when the referee is killed outright.
//!
//! The referee runs its own executable in this mode, in the player's new process group.
//! It asks the kernel for `SIGKILL` when its parent (the referee's thread that spawned
//! it) ends, checks that this parent is still the referee (PARENT, its process id: if the
//! referee was already gone, the signal would never come), and then replaces itself with
//! `sh -c COMMAND`. The parent-death signal survives that `exec`, so the player proper
//! carries it. Setting it needs no unsafe code this way: the standard library's
//! `Command::pre_exec`, the usual place for it, is `unsafe`, and the workspace forbids
//! unsafe code.
//!
//! What stays out of reach: the signal is the kernel's for this one process, not for the
//! processes it starts. A helper that the player leaves running is ended with the player's
//! process group when the referee finishes a game or is interrupted or terminated, but not
//! when the referee is killed with `SIGKILL`; and a helper that leaves the group
//! (`setsid`) is out of the referee's reach altogether.

use std::os::unix::process::CommandExt;
use std::process::Command;

use games_cli::{CliError, Outcome};
use rustix::process::{Pid, Signal, getppid, set_parent_process_death_signal};

pub(crate) fn launch_player(parent: u32, command: &str) -> Result<Outcome, CliError> {
    set_parent_process_death_signal(Some(Signal::KILL))
        .map_err(|e| CliError::because("cannot ask for a parent-death signal", e))?;
    let referee = i32::try_from(parent).ok().and_then(Pid::from_raw);
    if getppid() != referee {
        return Err(CliError::bad(format!("the referee {parent} has gone")));
    }
    let error = Command::new("sh").arg("-c").arg(command).exec();
    Err(CliError::because(
        format!("cannot start {command:?}"),
        error,
    ))
}
