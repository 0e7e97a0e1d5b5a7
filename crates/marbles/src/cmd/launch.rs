//! `marbles launch-player PARENT COMMAND` (hidden, Linux): how the referee starts a player
//! so that the player, and every process it starts in its group, dies with the referee,
//! even when the referee is killed outright.
//!
//! The referee runs its own executable in this mode, as the leader of the player's new
//! process group. The launcher asks the kernel for `SIGTERM` when its parent (the
//! referee's thread that spawned it) ends, checks that this parent is still the referee
//! (PARENT, its process id: if the referee was already gone, the signal would never come),
//! and runs `sh -c COMMAND` in its group, with the same standard input and output, and
//! lets go of its own copy of that output (so the referee sees the end of the player's
//! output when the player closes it). It then waits: when the player ends, it exits with the player's status (a player ended by a
//! signal takes the group down with `SIGKILL`, the launcher included, so the referee sees
//! a signal); when the referee dies, or anything else stops the launcher with a signal
//! that would end it, it sends `SIGKILL` to its whole group: the player, and the helpers
//! the player left running in the background. Setting a parent-death signal needs no
//! unsafe code this way: the standard library's `Command::pre_exec`, the usual place for
//! it, is `unsafe`, and the workspace forbids unsafe code.
//!
//! When the player ends with a status, the launcher ends the rest of its group before it
//! exits (the helpers the player left running), so that none outlives the game even if the
//! referee is killed before its own cleanup.
//!
//! What stays out of reach: a helper that leaves the group (`setsid`, or a process group
//! of its own) is out of the referee's reach altogether; and a launcher itself killed with
//! `SIGKILL` by someone other than the referee ends without ending its group.

use std::os::unix::process::ExitStatusExt;
use std::process::Command;

use games_cli::{CliError, Outcome};
use rustix::process::{
    Pid, Signal, getpgrp, getpid, getppid, kill_current_process_group, kill_process,
};
use signal_hook::iterator::Signals;

use super::live::ENDING_SIGNALS;

/// The arguments of `launch-player`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The referee's process id.
    #[arg(value_parser = games_cli::args::whole::<u32>)]
    parent: u32,
    /// The player's shell command.
    command: String,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (parent, command) = (args.parent, args.command.as_str());
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
    let mut player = Command::new("sh")
        .arg("-c")
        .arg(command)
        .spawn()
        .map_err(|e| CliError::because(format!("cannot start {command:?}"), e))?;
    // The player holds the output to the referee now; the launcher lets go of its own copy,
    // so that a player that closes its output is seen to have closed it (the referee reads
    // the end of its output) instead of being waited on until its time runs out.
    if let Ok(null) = std::fs::File::create("/dev/null") {
        let _ = rustix::stdio::dup2_stdout(&null);
    }
    let status = player
        .wait()
        .map_err(|e| CliError::because(format!("cannot wait for {command:?}"), e))?;
    match (status.code(), status.signal()) {
        (Some(code), _) => {
            // The helpers the player left in the background end with it, here and now:
            // were the referee killed before its own cleanup, nobody else would end them.
            end_the_rest_of_the_group();
            std::process::exit(code)
        }
        _ => end_group(),
    }
}

/// Sends `SIGKILL` to every process of the launcher's group but the launcher, found in
/// `/proc` (a process whose group is the launcher's): the helpers a player that ended left
/// behind. Only when the launcher leads its group, as the referee starts it; a few passes,
/// for a helper that was starting another as it was killed.
fn end_the_rest_of_the_group() {
    let me = getpid();
    if getpgrp() != me {
        return;
    }
    for _ in 0..8 {
        let others = members_of_group(me);
        if others.is_empty() {
            return;
        }
        for pid in others {
            let _ = kill_process(pid, Signal::KILL);
        }
    }
}

/// The processes other than `leader` in its process group, read from `/proc/PID/stat`
/// (the group is the fifth field, the third after the command name in parentheses).
fn members_of_group(leader: Pid) -> Vec<Pid> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| pid != leader.as_raw_nonzero().get())
        .filter(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let after_name = stat.rsplit_once(") ").map_or("", |(_, rest)| rest);
            after_name.split(' ').nth(2) == Some(&leader.as_raw_nonzero().get().to_string())
        })
        .filter_map(Pid::from_raw)
        .collect()
}

/// Sends `SIGKILL` to the launcher's process group: the player, its helpers, and itself.
fn end_group() -> ! {
    let _ = kill_current_process_group(Signal::KILL);
    // Not reached: the launcher is in its group.
    std::process::exit(128 + 9)
}
