//! `marbles referee`: two programs, each a shell command in its own process group, played
//! against each other through the protocol, every line checked by [`Game`], every move
//! under a time limit; both groups are killed when the game is over.

use std::fmt;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use games_common::cli::{CliError, Outcome, print_json};
use marbles::{End, Game, Reason};
use serde::Serialize;

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

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} s", self.0.as_secs_f64())
    }
}

/// The longest line a program may write (a take is at most 20 digits).
const LONGEST_LINE: u64 = 1024;

/// How long a program may take to exit on its own once its game is over.
const GRACE: Duration = Duration::from_millis(250);

/// What a program's standard output delivered.
enum Event {
    /// A complete line, without its newline.
    Line(String),
    /// The output closed; the bytes after the last newline, if any.
    Closed(String),
    /// More than [`LONGEST_LINE`] bytes without a newline.
    Overlong,
}

/// How many lines a program may write ahead of the referee before its reader waits (a
/// program that floods its output, `yes 3`, must not fill the memory while its opponent
/// thinks).
const LINES_AHEAD: usize = 16;

/// Reads lines from a program's standard output on a thread of its own, so the referee can
/// wait for them with a time limit.
fn read_lines(stdout: ChildStdout) -> Receiver<Event> {
    let (tx, rx) = mpsc::sync_channel(LINES_AHEAD);
    thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        loop {
            let mut line = Vec::new();
            let event = match reader
                .by_ref()
                .take(LONGEST_LINE)
                .read_until(b'\n', &mut line)
            {
                Ok(_) if line.ends_with(b"\n") => {
                    line.pop();
                    Event::Line(String::from_utf8_lossy(&line).into_owned())
                }
                Ok(read) if read as u64 == LONGEST_LINE => Event::Overlong,
                Ok(_) | Err(_) => Event::Closed(String::from_utf8_lossy(&line).into_owned()),
            };
            let last = !matches!(event, Event::Line(_));
            if tx.send(event).is_err() || last {
                break;
            }
        }
    });
    rx
}

/// One program under the referee.
struct Program {
    child: Child,
    stdin: Option<ChildStdin>,
    events: Receiver<Event>,
}

impl Program {
    fn spawn(command: &str) -> Result<Program, CliError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| CliError::bad(format!("cannot start `sh -c {command:?}`: {e}")))?;
        let stdin = child.stdin.take();
        let events = match child.stdout.take() {
            Some(stdout) => read_lines(stdout),
            None => mpsc::channel().1,
        };
        Ok(Program {
            child,
            stdin,
            events,
        })
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

    /// Closes its input, lets it exit on its own for a moment, then kills its whole
    /// process group and reaps it.
    fn finish(mut self) {
        self.stdin = None;
        self.exit_within(GRACE);
        // The group leader is not reaped yet, so its id still names this group only.
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Plays one game of `n` marbles between two shell commands, `limit` per move.
pub(crate) fn run_game(n: u64, limit: Seconds, commands: [&str; 2]) -> Result<Game, CliError> {
    let mut game = Game::new(n).map_err(|e| CliError::bad(format!("--n {n}: {e}")))?;
    let first = Program::spawn(commands[0])?;
    let second = match Program::spawn(commands[1]) {
        Ok(second) => second,
        Err(e) => {
            first.finish();
            return Err(e);
        }
    };
    let mut programs = [first, second];
    programs[0].send(&format!("{n} 1"));
    programs[1].send(&format!("{n} 2"));
    while game.end().is_none() {
        let mover = game.mover();
        let (this, other) = match mover {
            1 => (0, 1),
            _ => (1, 0),
        };
        match programs[this].events.recv_timeout(limit.0) {
            Ok(Event::Line(line)) => {
                if let Ok(take) = game.submit(&line) {
                    programs[other].send(&take.to_string());
                }
            }
            Ok(Event::Closed(rest)) if rest.is_empty() => {
                let how = match programs[this].exit_within(Duration::from_millis(100)) {
                    Some(status) => match status.code() {
                        Some(code) => format!("exited with status {code}"),
                        None => "was killed by a signal".to_owned(),
                    },
                    None => "closed its output".to_owned(),
                };
                game.forfeit(
                    Reason::Crash,
                    format!("player {mover} {how} before its move"),
                );
            }
            Ok(Event::Closed(rest)) => {
                game.forfeit(
                    Reason::Garbage,
                    format!(
                        "player {mover} wrote {rest:?} without a newline and closed its output"
                    ),
                );
            }
            Ok(Event::Overlong) => {
                game.forfeit(
                    Reason::Garbage,
                    format!(
                        "player {mover} wrote more than {LONGEST_LINE} bytes without a newline"
                    ),
                );
            }
            Err(RecvTimeoutError::Timeout) => {
                game.forfeit(
                    Reason::Timeout,
                    format!("player {mover} did not move within {limit}"),
                );
            }
            Err(RecvTimeoutError::Disconnected) => {
                game.forfeit(Reason::Crash, format!("player {mover}'s output was lost"));
            }
        }
    }
    for program in programs {
        program.finish();
    }
    Ok(game)
}

/// The JSON form of a refereed game, fields in the order of the CLI contract.
#[derive(Serialize)]
struct Report<'a> {
    n: u64,
    winner: u8,
    reason: &'static str,
    moves: &'a [u64],
}

pub(crate) fn referee(
    n: u64,
    limit: Seconds,
    json: bool,
    commands: [String; 2],
) -> Result<Outcome, CliError> {
    let game = run_game(n, limit, [&commands[0], &commands[1]])?;
    let Some(end) = game.end() else {
        return Err(CliError::bad("the game ended without a result"));
    };
    if json {
        print_json(&Report {
            n,
            winner: end.winner,
            reason: end.reason.name(),
            moves: game.moves(),
        })?;
    } else {
        print_transcript(&game, end, &commands)?;
    }
    Ok(Outcome::Yes)
}

fn print_transcript(game: &Game, end: &End, commands: &[String; 2]) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "n = {}", game.n())?;
    for (i, command) in commands.iter().enumerate() {
        writeln!(out, "player {}: {command}", i + 1)?;
    }
    let mut left = game.n();
    for (i, take) in game.moves().iter().enumerate() {
        left -= take;
        writeln!(out, "player {} takes {take}, {left} left", i % 2 + 1)?;
    }
    writeln!(
        out,
        "player {} wins ({}): {}",
        end.winner, end.reason, end.detail
    )?;
    out.flush()
}
