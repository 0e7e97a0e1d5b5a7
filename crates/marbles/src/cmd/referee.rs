//! `marbles referee`: the process handling around the library's referee, [`Game`]. Two
//! programs, each a shell command, run as child processes; a thread per program reads its
//! output line by line, so the referee can wait for a move with a time limit; what each
//! program did goes to the [`Game`] as an [`Event`], and the take it answers is passed on.
//! The rules are the contest's or the member of the family given on the command line;
//! the [`Game`] enforces them, and the programs are not told them (the protocol has no
//! word for them). When the game is over both programs are ended through the standard
//! library's process API (and, on Unix, with their whole process group, helpers
//! included); when the referee itself is stopped, `live.rs` and `launch.rs` end them.
//!
//! A program that cannot be started is no player: a command of plain words whose program
//! is missing or not executable ([`check_startable`], which runs nothing) stops the referee
//! or tournament with exit status 2, `cannot start "nosuchprog": command not found`, before
//! any game; and so does the shell's own answer for any other command (127, not found;
//! 126, not executable) before that program's first move. A thread per
//! program keeps the last lines of its standard error, shown under the transcript of a game
//! it lost by crashing.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use games_cli::{CliError, Outcome, print_json};
use marbles::protocol::{Detail, Event, Exit, Reason, Refereed, Step};
use marbles::{Game, Seat};

use super::documents::RefereeDocument;
use super::{FamilyArgs, Format, live};

/// The arguments of `referee`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of marbles (at most 1000000 under rules other than the contest's).
    #[arg(long, value_parser = games_cli::args::whole::<u64>)]
    n: u64,
    #[command(flatten)]
    family: FamilyArgs,
    /// The time limit for one move, in seconds.
    #[arg(long, default_value = "2")]
    timeout: Seconds,
    #[command(flatten)]
    format: Format,
    /// The program that moves first (a shell command).
    #[arg(value_name = "FIRST")]
    player1: String,
    /// The program that moves second (a shell command).
    #[arg(value_name = "SECOND")]
    player2: String,
}

/// A time limit in seconds, as given on the command line (`2`, `0.3`): at least a
/// millisecond, so that it is never shown as `0 s`, and at most a day.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Seconds(pub(crate) Duration);

impl FromStr for Seconds {
    type Err = String;
    fn from_str(text: &str) -> Result<Seconds, String> {
        match text.parse::<f64>() {
            Ok(s) if (0.001..=86_400.0).contains(&s) => Ok(Seconds(Duration::from_secs_f64(s))),
            _ => Err(format!(
                "{text:?} is not a time limit: give a number of seconds from 0.001 to 86400"
            )),
        }
    }
}

/// The longest line a program may write (a take is at most 20 digits).
const LONGEST_LINE: u64 = 1024;

/// How long a program may take to exit on its own once its game is over.
const GRACE: Duration = Duration::from_millis(250);

/// How long a program whose output closed may take to exit, so that its exit status can
/// be told.
const EXIT_WAIT: Duration = Duration::from_millis(100);

/// How many lines a program may write ahead of the referee before its reader waits (a
/// program that floods its output, `yes 3`, must not fill the memory while its opponent
/// thinks).
const LINES_AHEAD: usize = 16;

/// How many of the last lines of a program's standard error are kept, and how many bytes
/// of each.
const STDERR_LINES: usize = 5;
const STDERR_LINE_BYTES: u64 = 300;

/// The last lines of a program's standard error, as its reader thread keeps them.
type StderrTail = std::sync::Arc<std::sync::Mutex<std::collections::VecDeque<String>>>;

/// What a program's standard output delivered, as its reader thread saw it.
enum Output {
    /// A complete line, without its newline.
    Line(String),
    /// The output closed; the bytes after the last newline, if any.
    Closed(String),
    /// More than [`LONGEST_LINE`] bytes without a newline.
    Overlong,
}

/// Reads lines from a program's standard output on a thread of its own.
fn read_lines(stdout: ChildStdout) -> Receiver<Output> {
    let (tx, rx) = mpsc::sync_channel(LINES_AHEAD);
    thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        loop {
            let mut line = Vec::new();
            let output = match reader
                .by_ref()
                .take(LONGEST_LINE)
                .read_until(b'\n', &mut line)
            {
                Ok(_) if line.ends_with(b"\n") => {
                    line.pop();
                    Output::Line(String::from_utf8_lossy(&line).into_owned())
                }
                Ok(read) if read as u64 == LONGEST_LINE => Output::Overlong,
                Ok(_) | Err(_) => Output::Closed(String::from_utf8_lossy(&line).into_owned()),
            };
            let last = !matches!(output, Output::Line(_));
            if tx.send(output).is_err() || last {
                break;
            }
        }
    });
    rx
}

/// Reads a program's standard error on a thread of its own, keeping its last
/// [`STDERR_LINES`] lines of at most [`STDERR_LINE_BYTES`] bytes each (the rest of a longer
/// line is read and dropped), so that a program writing without end costs no memory.
fn keep_stderr_tail(stderr: std::process::ChildStderr) -> StderrTail {
    let tail = StderrTail::default();
    let kept = tail.clone();
    thread::spawn(move || {
        let mut reader = BufReader::new(stderr);
        loop {
            let mut line = Vec::new();
            match reader
                .by_ref()
                .take(STDERR_LINE_BYTES)
                .read_until(b'\n', &mut line)
            {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            if !line.ends_with(b"\n") {
                // The rest of an overlong line, up to its end.
                let _ = reader.by_ref().skip_until(b'\n');
            }
            let text = String::from_utf8_lossy(&line).trim_end().to_owned();
            if let Ok(mut lines) = kept.lock() {
                if lines.len() == STDERR_LINES {
                    lines.pop_front();
                }
                lines.push_back(text);
            }
        }
    });
    tail
}

/// The command that runs `command` in the system's shell; on Unix in a process group of
/// its own, so that the helpers it starts can be ended with it; on Linux through
/// `marbles launch-player`, so that it dies with the referee (`launch.rs`).
#[cfg(unix)]
fn shell(command: &str) -> Command {
    use std::os::unix::process::CommandExt;
    let mut shell = launcher(command);
    shell.process_group(0);
    shell
}

/// This executable in its `launch-player` mode, which gives the player a parent-death
/// signal before it becomes `sh -c COMMAND`; the plain shell if the executable cannot be
/// found.
#[cfg(target_os = "linux")]
fn launcher(command: &str) -> Command {
    match std::env::current_exe() {
        Ok(marbles) => {
            let mut launcher = Command::new(marbles);
            launcher
                .arg("launch-player")
                .arg(std::process::id().to_string())
                .arg("--")
                .arg(command);
            launcher
        }
        Err(_) => plain_shell(command),
    }
}

/// Other Unix systems have no parent-death signal: the plain shell.
#[cfg(all(unix, not(target_os = "linux")))]
fn launcher(command: &str) -> Command {
    plain_shell(command)
}

/// `sh -c COMMAND`.
#[cfg(unix)]
fn plain_shell(command: &str) -> Command {
    let mut shell = Command::new("sh");
    shell.arg("-c").arg(command);
    shell
}

/// The command that runs `command` in the system's shell.
#[cfg(not(unix))]
fn shell(command: &str) -> Command {
    let mut shell = Command::new("cmd");
    shell.arg("/C").arg(command);
    shell
}

/// One program under the referee.
struct Program {
    child: Child,
    stdin: Option<ChildStdin>,
    output: Receiver<Output>,
    stderr: StderrTail,
}

impl Program {
    fn spawn(command: &str) -> Result<Program, CliError> {
        let mut child = live::spawn(
            shell(command)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )
        .map_err(|e| CliError::because(format!("cannot start {command:?}"), e))?;
        let stdin = child.stdin.take();
        let output = match child.stdout.take() {
            Some(stdout) => read_lines(stdout),
            None => mpsc::sync_channel(0).1,
        };
        let stderr = child
            .stderr
            .take()
            .map(keep_stderr_tail)
            .unwrap_or_default();
        Ok(Program {
            child,
            stdin,
            output,
            stderr,
        })
    }

    /// The last lines of its standard error so far.
    fn stderr_tail(&self) -> Vec<String> {
        self.stderr
            .lock()
            .map(|lines| lines.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Sends a line; a program that has gone is found out on its own turn.
    fn send(&mut self, line: &str) {
        if let Some(stdin) = &mut self.stdin
            && writeln!(stdin, "{line}")
                .and_then(|()| stdin.flush())
                .is_err()
        {
            self.stdin = None;
        }
    }

    /// Waits up to `limit` for the program's move and tells what happened.
    fn next_event(&mut self, limit: Duration) -> Event {
        match self.output.recv_timeout(limit) {
            Ok(Output::Line(line)) => Event::Line(line),
            Ok(Output::Closed(unterminated)) => {
                let exit = match self.exit_within(EXIT_WAIT) {
                    Some(status) => match status.code() {
                        Some(code) => Exit::Status(code),
                        None => Exit::Signal,
                    },
                    None => Exit::Running,
                };
                Event::Closed { unterminated, exit }
            }
            Ok(Output::Overlong) => Event::Overlong {
                limit: LONGEST_LINE,
            },
            Err(RecvTimeoutError::Timeout) => Event::TimedOut { limit },
            Err(RecvTimeoutError::Disconnected) => Event::Lost,
        }
    }

    /// The exit status, if the program exits within `wait`.
    fn exit_within(&mut self, wait: Duration) -> Option<ExitStatus> {
        let until = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < until => thread::sleep(Duration::from_millis(2)),
                _ => return None,
            }
        }
    }

    /// Closes its input, lets it exit on its own for a moment, then ends it (with its
    /// process group on Unix) and reaps it.
    fn finish(mut self) {
        self.stdin = None;
        self.exit_within(GRACE);
        live::end(&self.child);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Makes an interrupted or terminated referee end its players (`live.rs`).
pub(crate) fn end_players_when_stopped() -> Result<(), CliError> {
    live::end_players_when_stopped()
        .map_err(|e| CliError::because("cannot watch for interrupts", e))
}

/// Why a program cannot be started, from its shell's exit status: 127, the command was
/// not found; 126, it was found but cannot be run. `None` for any other status.
fn start_failure(command: &str, status: Option<i32>) -> Option<CliError> {
    let why = match status? {
        127 => "command not found",
        126 => "not executable",
        _ => return None,
    };
    Some(CliError::because(format!("cannot start {command:?}"), why))
}

/// Refuses, before any game, the first of `commands` that plainly cannot be started,
/// without running any: a command of plain words (no quotes, no operators, no variable,
/// no assignment) whose first word is a path to nothing, or to something not executable,
/// or a name found in no folder of `PATH` and no shell builtin. Any other command may be
/// fine, and is let through: its shell's own answer before its first move stops the game
/// ([`run_game`]).
pub(crate) fn check_startable<'a>(
    commands: impl IntoIterator<Item = &'a str>,
) -> Result<(), CliError> {
    for command in commands {
        if let Some(program) = plain_program(command)
            && let Some(status) = missing(program)
            && let Some(refused) = start_failure(command, Some(status))
        {
            return Err(refused);
        }
    }
    Ok(())
}

/// The builtins of a POSIX shell, found without a search of `PATH`.
const BUILTINS: [&str; 36] = [
    "break", "continue", ".", ":", "eval", "exec", "exit", "export", "readonly", "return", "set",
    "shift", "times", "trap", "unset", "alias", "bg", "cd", "command", "false", "fc", "fg",
    "getopts", "hash", "jobs", "kill", "newgrp", "pwd", "read", "true", "type", "ulimit", "umask",
    "unalias", "wait", "echo",
];

/// The program a command of plain words runs (its first word), or `None` when the shell
/// could make anything of it: quotes, operators, expansions, an assignment, a builtin.
fn plain_program(command: &str) -> Option<&str> {
    if command.contains(|c: char| "\"'`$\\;&|<>(){}[]*?~#=\n".contains(c)) {
        return None;
    }
    let word = command.split_ascii_whitespace().next()?;
    (!BUILTINS.contains(&word)).then_some(word)
}

/// The status the shell would answer for `program` without running it: 127 for a path to
/// nothing or a name in no folder of `PATH`, 126 for a path to something not executable;
/// `None` when it would be run.
fn missing(program: &str) -> Option<i32> {
    if program.contains('/') {
        return match executable(std::path::Path::new(program)) {
            Ok(true) => None,
            Ok(false) => Some(126),
            Err(_) => Some(127),
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found =
        std::env::split_paths(&path).any(|dir| executable(&dir.join(program)).unwrap_or(false));
    (!found).then_some(127)
}

/// Whether `path` is a file that may be run: on Unix, one with an execute bit.
fn executable(path: &std::path::Path) -> io::Result<bool> {
    let found = std::fs::metadata(path)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        Ok(found.is_file() && found.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    Ok(found.is_file())
}

/// A refereed game, with the last lines of each program's standard error (seat 1, seat 2).
pub(crate) struct Played {
    /// The game.
    pub(crate) refereed: Refereed,
    /// The last lines each program wrote to its standard error.
    pub(crate) stderr: [Vec<String>; 2],
}

/// Referees `game` between two shell commands (seat 1, seat 2), `limit` per move. A
/// program whose shell says, before its first move, that it cannot be started
/// ([`start_failure`]) is the error.
pub(crate) fn run_game(
    mut game: Game,
    limit: Duration,
    commands: [&str; 2],
) -> Result<Played, CliError> {
    let first = Program::spawn(commands[0])?;
    let second = match Program::spawn(commands[1]) {
        Ok(second) => second,
        Err(e) => {
            first.finish();
            return Err(e);
        }
    };
    let mut programs = [first, second];
    let seat = |s: Seat| usize::from(s.number() - 1);
    for s in [Seat::First, Seat::Second] {
        let opening = game.opening(s);
        programs[seat(s)].send(&opening);
    }
    while game.end().is_none() {
        let event = programs[seat(game.mover())].next_event(limit);
        if let Step::Relay { to, take } = game.feed(event) {
            programs[seat(to)].send(&take.to_string());
        }
    }
    let stderr = [programs[0].stderr_tail(), programs[1].stderr_tail()];
    for program in programs {
        program.finish();
    }
    let refereed = game
        .refereed()
        .ok_or_else(|| CliError::bad("the game ended without a result"))?;
    let end = refereed.end();
    let loser = end.loser();
    // The loser's moves: seat 1 moves first, then every other take.
    let moved = (refereed.moves().len() + usize::from(loser == Seat::First)) / 2;
    if let (Detail::Crashed(Exit::Status(code)), 0) = (end.detail(), moved)
        && let Some(refused) = start_failure(commands[seat(loser)], Some(*code))
    {
        return Err(refused);
    }
    Ok(Played { refereed, stderr })
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (n, rules, limit, json) = (args.n, args.family.rules()?, args.timeout, args.format.json);
    let commands = [args.player1.clone(), args.player2.clone()];
    let game = Game::with_rules(rules, n).map_err(|e| CliError::because(format!("--n {n}"), e))?;
    end_players_when_stopped()?;
    check_startable(commands.iter().map(String::as_str))?;
    let played = run_game(game, limit.0, [&commands[0], &commands[1]])?;
    if json {
        print_json(&RefereeDocument::of(&played.refereed))?;
    } else {
        print_transcript(&played, &commands)?;
    }
    Ok(Outcome::Yes)
}

/// The game move by move, its end, and under a game lost by a crash the last lines of the
/// loser's standard error.
fn print_transcript(played: &Played, commands: &[String; 2]) -> io::Result<()> {
    let game = &played.refereed;
    let mut out = io::stdout().lock();
    writeln!(out, "n = {}", game.n())?;
    if !game.rules().is_contest() {
        writeln!(out, "rules: {}", game.rules())?;
    }
    for (i, command) in commands.iter().enumerate() {
        writeln!(out, "player {}: {}", i + 1, games_cli::escape(command))?;
    }
    let mut left = game.n();
    let mut mover = Seat::First;
    for take in game.moves() {
        left -= take;
        writeln!(out, "{mover} takes {take}, {left} left")?;
        mover = mover.other();
    }
    let end = game.end();
    writeln!(out, "{} wins: {end}", end.winner())?;
    let loser = end.loser();
    let said = &played.stderr[usize::from(loser.number() - 1)];
    if end.reason() == Reason::Crash && !said.is_empty() {
        writeln!(out, "the last lines {loser} wrote to its standard error:")?;
        for line in said {
            writeln!(out, "  {}", games_cli::escape(line))?;
        }
    }
    out.flush()
}
