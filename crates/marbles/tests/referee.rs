//! The real `marbles play` binary refereed by the real `marbles referee`: against itself,
//! against deliberately broken players (illegal move, crash, silence, unflushed output,
//! junk), in a tournament, and with the players' process groups cleaned up afterwards.
//! The players here are POSIX shell commands, so these tests run on Unix.

#![cfg(unix)]

use std::process::Command;

use marbles::{Position, Rules, Seat, solve, solve_family};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_marbles");

fn player() -> String {
    format!("'{BIN}' play")
}

fn fixture(name: &str) -> String {
    format!("sh '{}/tests/fixtures/{name}'", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `marbles ARGS --json` and returns its JSON, checking it exits 0.
fn run_json(args: &[&str]) -> Value {
    let output = Command::new(BIN)
        .args(args)
        .arg("--json")
        .output()
        .expect("marbles runs");
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON document")
}

fn referee(n: u64, timeout: &str, first: &str, second: &str) -> Value {
    run_json(&[
        "referee",
        "--n",
        &n.to_string(),
        "--timeout",
        timeout,
        first,
        second,
    ])
}

fn moves(report: &Value) -> Vec<u64> {
    report["moves"]
        .as_array()
        .expect("a list of moves")
        .iter()
        .map(|m| m.as_u64().expect("a take"))
        .collect()
}

/// The winner a document names (`"first"` or `"second"`), as the protocol numbers the
/// seats.
fn winner(document: &Value) -> u64 {
    match document["winner"].as_str() {
        Some("first") => 1,
        Some("second") => 2,
        _ => panic!("no winner in {document}"),
    }
}

/// Perfect play against itself: the side `solve` names wins, every take is legal and the
/// game ends with the last marble.
#[test]
fn self_play_follows_the_solution() {
    for n in (2..=24).chain([25, 100, 1_000, 1_000_000, 1_000_000_000_000]) {
        let report = referee(n, "2", &player(), &player());
        let expected = match solve(n).unwrap().winner {
            Seat::First => 1,
            Seat::Second => 2,
        };
        assert_eq!(winner(&report), expected, "n = {n}: {report}");
        assert_eq!(report["reason"], "win", "n = {n}");
        let mut position = Position::start(n).unwrap();
        for take in moves(&report) {
            position = position.take(take).unwrap();
        }
        assert!(position.is_over(), "n = {n}");
    }
}

/// Each broken player loses to `marbles play` for the right reason, in either seat.
#[test]
fn broken_players_lose_for_the_right_reason() {
    let broken = [
        ("sh -c 'read n p; [ $p = 2 ] && read t; echo 1'", "illegal"),
        ("sh -c 'read n p; exit 3'", "crash"),
        ("sh -c 'read n p; sleep 5'", "timeout"),
        (
            "sh -c 'read n p; [ $p = 2 ] && read t; printf 3; sleep 5'",
            "timeout",
        ),
        (
            "sh -c 'read n p; [ $p = 2 ] && read t; echo three'",
            "garbage",
        ),
        (
            "sh -c 'read n p; [ $p = 2 ] && read t; echo 3 4'",
            "garbage",
        ),
        (
            "sh -c 'read n p; [ $p = 2 ] && read t; printf 3'",
            "garbage",
        ),
    ];
    for (command, reason) in broken {
        let report = referee(25, "0.3", &player(), command);
        assert_eq!(
            (winner(&report), report["reason"].as_str()),
            (1, Some(reason)),
            "{command} second"
        );
        let report = referee(25, "0.3", command, &player());
        assert_eq!(
            (winner(&report), report["reason"].as_str()),
            (2, Some(reason)),
            "{command} first"
        );
    }
}

/// A player that closes its output and stays running has closed its output, before its
/// time is up: the referee's launcher holds no copy of that output to keep it open. The
/// time limit here is 30 s, so a game judged on the clock would take that long and say
/// "did not move".
#[test]
fn a_player_that_closes_its_output_is_judged_so() {
    let closer = "read n p; [ $p = 2 ] && read t; exec >&-; sleep 60";
    for (first, second, loser) in [
        (closer.to_owned(), player(), 1),
        (player(), closer.to_owned(), 2),
    ] {
        let started = std::time::Instant::now();
        let report = referee(25, "30", &first, &second);
        assert_eq!(report["reason"].as_str(), Some("crash"), "{report}");
        assert_eq!(winner(&report), 3 - loser, "{report}");
        assert!(started.elapsed() < std::time::Duration::from_secs(25));
    }
}

/// A bidirectional control in a player's command (or in what it writes) is shown as
/// `\u{202e}` in the transcript, never sent to the terminal as itself, where it would
/// reorder the line.
#[test]
fn bidirectional_controls_in_commands_are_escaped() {
    let command = "read n p; exec >&- # \u{202e}";
    let output = Command::new(BIN)
        .args(["referee", "--n", "5", command, &player()])
        .output()
        .expect("marbles runs");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(!stdout.contains('\u{202e}'), "{stdout}");
    assert!(
        stdout.contains("player 1: read n p; exec >&- # \\u{202e}\n"),
        "{stdout}"
    );
}

/// Runs `marbles ARGS` and returns its exit status, standard output and standard error.
fn marbles(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(BIN).args(args).output().expect("marbles runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A program that cannot be started (not found, or found but not executable) stops the
/// referee and the tournament before any game, with exit status 2 and one line naming it;
/// nothing is printed as a result.
#[test]
fn a_player_that_cannot_start_stops_everything_before_any_game() {
    let dir = std::env::temp_dir().join(format!("marbles-noexec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = dir.join("player.txt");
    std::fs::write(&plain, "not a program").unwrap();
    let plain = plain.display().to_string();
    let me = player();
    let cases = [
        ("nosuchprog", "command not found"),
        (plain.as_str(), "not executable"),
    ];
    for (bad, why) in cases {
        let said = format!("marbles: cannot start {bad:?}: {why}\n");
        for args in [
            vec!["referee", "--n", "25", bad, &me],
            vec!["referee", "--n", "25", &me, bad],
            vec!["referee", "--n", "25", "--json", &me, bad],
            vec!["tournament", "--n", "2..=30", &me, &me, bad],
        ] {
            assert_eq!(
                marbles(&args),
                (Some(2), String::new(), said.clone()),
                "{args:?}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A player that crashes mid-game has the last lines of its standard error shown under
/// the transcript (at most five, the latest).
#[test]
fn a_crash_shows_the_last_lines_of_standard_error() {
    let crasher = "read n p; [ $p = 2 ] && read t; for i in 1 2 3 4 5 6 7; do echo \"line $i\" >&2; done; exit 3";
    let (status, stdout, _) = marbles(&["referee", "--n", "25", crasher, &player()]);
    assert_eq!(status, Some(0));
    assert!(
        stdout.ends_with(
            "player 2 wins: player 1 exited with status 3 before its move\n\
             the last lines player 1 wrote to its standard error:\n  line 3\n  line 4\n  line 5\n  line 6\n  line 7\n"
        ),
        "{stdout}"
    );
}

/// `marbles play` itself, told an illegal take, says so on standard error and exits 2
/// (and the referee, which relayed a legal take, never sees that happen here).
#[test]
fn play_rejects_an_illegal_opponent() {
    let mut child = Command::new(BIN)
        .arg("play")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"25 1\n9\n").unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "2\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("illegal take 9"), "{stderr}");
}

/// A player that leaves a background process behind: the referee kills its whole process
/// group, so the process is dead when the referee returns (checked in /proc, Linux; the
/// kernel finishes a kill on its own time, so a moment is allowed for it).
#[cfg(target_os = "linux")]
#[test]
fn process_groups_are_killed() {
    let record = Record::new("referee");
    let command = format!(
        "sh -c '{STARTED} read n p; sleep 30 & {}; wait'",
        record.of_last()
    );
    let report = referee(25, "0.3", &player(), &command);
    assert_eq!(report["reason"], "timeout");
    let pid = record.take("the player wrote its child's pid");
    assert!(
        within(std::time::Duration::from_secs(5), || !is_alive(&pid)),
        "the background sleep {pid} survived the referee"
    );
}

/// A shell function: `started PID` writes the process id and its start time (field 22 of
/// /proc/PID/stat, counted after the command name), which `is_alive` reads back. Linux.
#[cfg(target_os = "linux")]
const STARTED: &str =
    r#"started() { echo "$1 $(sed "s/.*) //" /proc/$1/stat | cut -d " " -f 20)"; };"#;

/// A file a player's shell writes a `started` record into. Linux.
#[cfg(target_os = "linux")]
struct Record(std::path::PathBuf);

#[cfg(target_os = "linux")]
impl Record {
    /// The file named for `what` and this test process.
    fn new(what: &str) -> Record {
        let name = format!("marbles-{what}-{}.pid", std::process::id());
        Record(std::env::temp_dir().join(name))
    }

    /// The shell words that record the last process started in the background.
    fn of_last(&self) -> String {
        format!("started $! > {}", self.0.display())
    }

    /// The record, which the player must have written (`written` says what it is); the
    /// file is removed.
    fn take(&self, written: &str) -> String {
        let record = std::fs::read_to_string(&self.0).expect(written);
        let _ = std::fs::remove_file(&self.0);
        record
    }
}

/// Whether the process written by `started` (`PID START`) runs: not gone, nor a zombie
/// waiting for a parent that reaps orphans (the state after the command name in
/// /proc/PID/stat is Z or X), nor replaced by a later process given the same id (process
/// ids are reused quickly on a busy machine: the start time differs). Linux.
#[cfg(target_os = "linux")]
fn is_alive(record: &str) -> bool {
    let (pid, start) = record.trim().split_once(' ').expect("PID START");
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(") ")
        .map_or(Vec::new(), |(_, rest)| rest.split(' ').collect());
    fields.len() > 19 && fields[19] == start && !matches!(fields[0], "Z" | "X")
}

/// Waits up to `limit` for `done`; whether it came.
#[cfg(target_os = "linux")]
fn within(limit: std::time::Duration, mut done: impl FnMut() -> bool) -> bool {
    let until = std::time::Instant::now() + limit;
    while std::time::Instant::now() < until {
        if done() {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    done()
}

/// A referee whose two players never move (each runs `rest`, in which `started` writes
/// process ids to the files HELPER and SELF, in `dir`), started and left waiting: (the
/// referee, the process id files).
#[cfg(target_os = "linux")]
fn referee_of_silent_players(
    dir: &std::path::Path,
    rest: &str,
) -> (std::process::Child, Vec<std::path::PathBuf>) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let mut files = Vec::new();
    let mut players = Vec::new();
    for seat in 1..=2 {
        let file = |what: &str| dir.join(format!("player{seat}.{what}"));
        let rest = rest
            .replace("HELPER", &file("helper").display().to_string())
            .replace("SELF", &file("pid").display().to_string());
        players.push(format!("{STARTED} {rest}"));
        files.push(file("pid"));
        if rest.contains("HELPER") {
            files.push(file("helper"));
        }
    }
    let referee = Command::new(BIN)
        .args(["referee", "--n", "25", "--timeout", "60"])
        .args(&players)
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("marbles runs");
    let written =
        |f: &std::path::PathBuf| std::fs::read_to_string(f).is_ok_and(|s| s.ends_with('\n'));
    assert!(
        within(std::time::Duration::from_secs(20), || files
            .iter()
            .all(&written)),
        "the players did not start"
    );
    for file in &files {
        let record = std::fs::read_to_string(file).unwrap();
        assert!(is_alive(&record), "{} is not seen running", record.trim());
    }
    (referee, files)
}

/// Sends `signal` to the process `id` with `kill`.
#[cfg(target_os = "linux")]
fn send(signal: &str, id: u32) {
    let status = Command::new("kill")
        .args(["-s", signal, &id.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Waits for the referee to end (or kills it and fails after 20 s).
#[cfg(target_os = "linux")]
fn ended(mut referee: std::process::Child) -> std::process::ExitStatus {
    let mut status = None;
    let came = within(std::time::Duration::from_secs(20), || {
        status = referee.try_wait().unwrap();
        status.is_some()
    });
    if !came {
        let _ = referee.kill();
        panic!("the referee did not end");
    }
    status.unwrap()
}

/// A referee interrupted (Ctrl-C), terminated, hung up, quit or sent any other signal
/// that ends a process while its players think: it ends both players and the helpers they
/// started before it exits, with 128 + the signal's number as a shell reports it.
#[cfg(target_os = "linux")]
#[test]
fn a_stopped_referee_ends_its_players() {
    for (signal, status) in [
        ("INT", 130),
        ("TERM", 143),
        ("HUP", 129),
        ("QUIT", 131),
        ("USR1", 138),
        ("ALRM", 142),
    ] {
        let dir = std::env::temp_dir().join(format!("marbles-{signal}-{}", std::process::id()));
        let (referee, files) = referee_of_silent_players(
            &dir,
            "sleep 60 & started $! > HELPER; started $$ > SELF; wait",
        );
        send(signal, referee.id());
        assert_eq!(ended(referee).code(), Some(status), "SIG{signal}");
        for file in files {
            let pid = std::fs::read_to_string(&file).unwrap();
            assert!(
                within(std::time::Duration::from_secs(5), || !is_alive(&pid)),
                "SIG{signal}: {} ({}) survived the referee",
                pid.trim(),
                file.display()
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A referee killed outright (`SIGKILL`, which no handler sees): its players' launchers get
/// their parent-death signal from the kernel and end their process groups, the shell of
/// the player, the command it waits for and the helper it left in the background alike.
#[cfg(target_os = "linux")]
#[test]
fn a_killed_referee_takes_its_players_along() {
    use std::os::unix::process::ExitStatusExt;
    let dir = std::env::temp_dir().join(format!("marbles-KILL-{}", std::process::id()));
    let (referee, files) = referee_of_silent_players(
        &dir,
        "sleep 60 & started $! > HELPER; started $$ > SELF; sleep 60; echo",
    );
    send("KILL", referee.id());
    assert_eq!(ended(referee).signal(), Some(9));
    for file in files {
        let pid = std::fs::read_to_string(&file).unwrap();
        assert!(
            within(std::time::Duration::from_secs(5), || !is_alive(&pid)),
            "player {} survived the referee",
            pid.trim()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The number a tournament's document gives `program` in its games: its place in the
/// ranked list of programs, from 1.
fn number_of(results: &Value, program: &str) -> u64 {
    let programs = results["programs"].as_array().unwrap();
    let at = programs.iter().position(|p| p["program"] == program);
    at.expect("the program is listed") as u64 + 1
}

/// A tournament of `marbles play` and two naive players: every ordered pair, both seats;
/// `marbles play` wins every game in which its seat wins, and the counts add up.
#[test]
fn tournament_counts_add_up() {
    let programs = [
        player(),
        fixture("greedy.sh"),
        format!("{} max", fixture("greedy.sh")),
    ];
    let mut args = vec!["tournament", "--n", "2..=20"];
    args.extend(programs.iter().map(String::as_str));
    let results = run_json(&args);
    let ours = number_of(&results, &programs[0]);
    let games = results["games"].as_array().unwrap();
    assert_eq!(games.len(), 19 * 6);
    for game in games {
        let n = game["n"].as_u64().unwrap();
        let winning_seat = match solve(n).unwrap().winner {
            Seat::First => 1,
            Seat::Second => 2,
        };
        let ours_in_winning_seat = game[format!("player{winning_seat}")] == ours;
        if ours_in_winning_seat {
            assert_eq!(winner(game), winning_seat, "{game}");
        }
        assert_eq!(game["reason"], "win", "{game}");
    }
    let records = results["programs"].as_array().unwrap();
    for r in records {
        assert_eq!(r["games"], 19 * 4);
        assert_eq!(
            r["wins"].as_u64().unwrap() + r["losses"].as_u64().unwrap(),
            19 * 4
        );
    }
    let total_wins: u64 = records.iter().map(|r| r["wins"].as_u64().unwrap()).sum();
    assert_eq!(total_wins, 19 * 6);
    // Listed in the ranking: most wins first.
    let wins: Vec<u64> = records
        .iter()
        .map(|r| r["wins"].as_u64().unwrap())
        .collect();
    assert!(wins.windows(2).all(|w| w[0] >= w[1]), "{wins:?}");
}

/// Members of the family other than the contest's: their flags and their rules.
fn families() -> [(Vec<&'static str>, Rules); 3] {
    [
        (
            vec!["--first", "1..=2", "--factor", "3"],
            Rules::new(1, 2, 3, true).unwrap(),
        ),
        (
            vec!["--first", "1..=2", "--factor", "3", "--no-take-all"],
            Rules::new(1, 2, 3, false).unwrap(),
        ),
        (
            vec!["--first", "3..=5", "--factor", "4", "--no-take-all"],
            Rules::new(3, 5, 4, false).unwrap(),
        ),
    ]
}

/// `marbles play` under a family's rules refereed against itself under the same rules:
/// the side the family solver names wins, every take is legal under those rules (replayed
/// through `Rules`), the game ends where they leave no legal take, and the JSON names the
/// rules.
#[test]
fn family_self_play_follows_the_family_solver() {
    for (flags, rules) in families() {
        let player = format!("{} {}", player(), flags.join(" "));
        let first = rules.first_takes().0;
        for n in (first..first + 16).chain([100, 1_000]) {
            let n_text = n.to_string();
            let mut args = vec!["referee", "--n", n_text.as_str()];
            args.extend(&flags);
            args.extend([player.as_str(), player.as_str()]);
            let report = run_json(&args);
            let winner = solve_family(rules, n).unwrap().winner;
            assert_eq!(
                self::winner(&report),
                u64::from(winner.number()),
                "{rules}, n = {n}: {report}"
            );
            assert_eq!(report["reason"], "win", "{rules}, n = {n}");
            assert_eq!(report["rules"]["factor"], rules.factor(), "{report}");
            let mut position = rules.start(n).unwrap();
            for take in moves(&report) {
                position = rules.take(&position, take).unwrap();
            }
            assert!(rules.is_over(&position), "{rules}, n = {n}");
        }
    }
}

/// The same two scripted players judged under the contest's rules and under a family's:
/// a first take of 1 is illegal in the contest and legal with `--first 1..=2`, a first
/// take of 3 the other way round (and the reply 3 after a take of 1 is legal with
/// `--factor 3`).
#[test]
fn takes_are_judged_by_the_rules_in_force() {
    let family = ["--first", "1..=2", "--factor", "3"];
    let judge = |flags: &[&str], first: &str, second: &str| {
        let mut args = vec!["referee", "--n", "10"];
        args.extend(flags);
        let scripted = |takes: &str| format!("{} {takes}", fixture("scripted.sh"));
        let (first, second) = (scripted(first), scripted(second));
        args.extend([first.as_str(), second.as_str()]);
        let report = run_json(&args);
        (
            winner(&report),
            report["reason"].as_str().unwrap().to_owned(),
            moves(&report),
        )
    };
    assert_eq!(judge(&family, "1 6", "3"), (1, "win".into(), vec![1, 3, 6]));
    assert_eq!(judge(&[], "1 6", "3"), (2, "illegal".into(), vec![]));
    assert_eq!(judge(&family, "3", "2"), (2, "illegal".into(), vec![]));
    assert_eq!(judge(&[], "3", "2"), (1, "illegal".into(), vec![3]));
}

/// A tournament under a family's rules: `marbles play` with the same flags wins every
/// game in which its seat wins by the family solver, against two naive players of those
/// rules, and every game ends normally.
#[test]
fn family_tournament_follows_the_family_solver() {
    let [(flags, rules), ..] = families();
    let programs = [
        format!("{} {}", player(), flags.join(" ")),
        format!("{} min 1 2 3", fixture("greedy.sh")),
        format!("{} max 1 2 3", fixture("greedy.sh")),
    ];
    let mut args = vec!["tournament", "--n", "2..=15"];
    args.extend(&flags);
    args.extend(programs.iter().map(String::as_str));
    let results = run_json(&args);
    assert_eq!(results["rules"]["first"], 1);
    let ours = number_of(&results, &programs[0]);
    let games = results["games"].as_array().unwrap();
    assert_eq!(games.len(), 14 * 6);
    for game in games {
        let n = game["n"].as_u64().unwrap();
        let winning_seat = u64::from(solve_family(rules, n).unwrap().winner.number());
        if game[format!("player{winning_seat}")] == ours {
            assert_eq!(winner(game), winning_seat, "{game}");
        }
        assert_eq!(game["reason"], "win", "{game}");
    }
}

/// A player that floods its output (`yes 3`) while its opponent thinks: the referee reads
/// a few lines ahead and no more, so its memory stays small (peak resident size read in
/// /proc, Linux) and the flood still loses by the rules once its second line is judged.
#[cfg(target_os = "linux")]
#[test]
fn a_flooding_player_does_not_fill_the_memory() {
    let child = Command::new(BIN)
        .args([
            "referee",
            "--n",
            "25",
            "--timeout",
            "1.5",
            "--json",
            "yes 3",
        ])
        .arg("sleep 5")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("marbles runs");
    std::thread::sleep(std::time::Duration::from_millis(1200));
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .expect("the referee is still waiting for player 2");
    let peak_kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("a VmHWM line");
    let output = child.wait_with_output().unwrap();
    assert!(peak_kb < 64 * 1024, "the referee grew to {peak_kb} kB");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["reason"], "timeout");
    assert_eq!(winner(&report), 1);
    assert_eq!(moves(&report), [3]);
}

/// A player that ends with a status leaves no helper behind: its launcher ends the rest of
/// its process group before it exits, so a referee killed before its own cleanup (between
/// two games of a tournament) leaves nothing running.
#[cfg(target_os = "linux")]
#[test]
fn a_player_that_ends_takes_its_helpers_along() {
    use std::os::unix::process::CommandExt;
    let helper = Record::new("ended");
    let command = format!("{STARTED} sleep 60 & {}; exit 3", helper.of_last());
    let status = Command::new(BIN)
        .args(["launch-player", &std::process::id().to_string(), &command])
        .process_group(0)
        .status()
        .expect("marbles runs");
    assert_eq!(status.code(), Some(3), "the player's status");
    let pid = helper.take("the player wrote its helper's pid");
    assert!(
        within(std::time::Duration::from_secs(2), || !is_alive(&pid)),
        "the helper {} outlived its player",
        pid.trim()
    );
}
