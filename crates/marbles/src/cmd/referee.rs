//! `marbles referee`: the process handling around the library's referee, [`Game`]. Two
//! programs, each a shell command, run as child processes; a thread per program reads its
//! output line by line, so the referee can wait for a move with a time limit; what each
//! program did goes to the [`Game`] as an [`Event`], and the take it answers is passed on.
//! The rules are the contest's or the member of the family given on the command line;
//! the [`Game`] enforces them, and the programs are not told them (the protocol has no
//! word for them). When the game is over both programs are ended through the standard
//! library's process API (and, on Unix, with their whole process group, helpers
//! included); when the referee itself is stopped, `live.rs` and `launch.rs` end them.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use games_cli::{CliError, Outcome, print_json};
use marbles::protocol::{Event, Exit, Refereed, Step};
use marbles::{Game, Seat};

use super::documents::RefereeDocument;
use super::{FamilyArgs, Format, live};

/// The arguments of `referee`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of marbles (at most 1000000 under rules other than the contest's).
    #[arg(long)]
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
}

impl Program {
    fn spawn(command: &str) -> Result<Program, CliError> {
        let mut child = live::spawn(
            shell(command)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null()),
        )
        .map_err(|e| CliError::because(format!("cannot start {command:?}"), e))?;
        let stdin = child.stdin.take();
        let output = match child.stdout.take() {
            Some(stdout) => read_lines(stdout),
            None => mpsc::sync_channel(0).1,
        };
        Ok(Program {
            child,
            stdin,
            output,
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

/// Referees `game` between two shell commands (seat 1, seat 2), `limit` per move.
pub(crate) fn run_game(
    mut game: Game,
    limit: Duration,
    commands: [&str; 2],
) -> Result<Refereed, CliError> {
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
    for program in programs {
        program.finish();
    }
    game.refereed()
        .ok_or_else(|| CliError::bad("the game ended without a result"))
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (n, rules, limit, json) = (args.n, args.family.rules()?, args.timeout, args.format.json);
    let commands = [args.player1.clone(), args.player2.clone()];
    let game = Game::with_rules(rules, n).map_err(|e| CliError::because(format!("--n {n}"), e))?;
    end_players_when_stopped()?;
    let refereed = run_game(game, limit.0, [&commands[0], &commands[1]])?;
    if json {
        print_json(&RefereeDocument::of(&refereed))?;
    } else {
        print_transcript(&refereed, &commands)?;
    }
    Ok(Outcome::Yes)
}

fn print_transcript(game: &Refereed, commands: &[String; 2]) -> io::Result<()> {
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
    writeln!(out, "{} wins ({}): {end}", end.winner(), end.reason())?;
    out.flush()
}
