//! `marbles tournament`: every ordered pair of programs (so both seats), for every heap in
//! a range, refereed one game at a time; a results table or one JSON document.

use std::io::{self, Write};
use std::str::FromStr;

use games_common::cli::{CliError, Outcome, Progress, print_json};
use marbles::Reason;
use serde::Serialize;

use crate::cli::referee::{Seconds, run_game};

/// A range of heaps from the command line: `2..=100`, `2..101` or `25`.
#[derive(Clone, Debug)]
pub(crate) struct Heaps {
    first: u64,
    last: u64,
}

impl FromStr for Heaps {
    type Err = String;
    fn from_str(text: &str) -> Result<Heaps, String> {
        let number = |s: &str| {
            let s = s.trim();
            s.parse::<u64>().map_err(|_| {
                if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
                    format!("{s} is too large: the largest heap is {}", u64::MAX)
                } else {
                    format!("{s:?} is not a whole number (write a range as 2..=100)")
                }
            })
        };
        let (first, last) = if let Some((a, b)) = text.split_once("..=") {
            (number(a)?, number(b)?)
        } else if let Some((a, b)) = text.split_once("..") {
            let end = number(b)?;
            (
                number(a)?,
                end.checked_sub(1).ok_or("the range 0..0 is empty")?,
            )
        } else {
            let n = number(text)?;
            (n, n)
        };
        if first < 2 {
            return Err(format!(
                "the heaps start at {first}; a game needs at least 2 marbles"
            ));
        }
        if first > last {
            return Err(format!("the range {text} is empty"));
        }
        Ok(Heaps { first, last })
    }
}

/// One program's results.
#[derive(Serialize, Default)]
struct Record {
    program: String,
    games: u64,
    wins: u64,
    losses: u64,
    /// Losses by reason: `win` is a normal loss (the opponent took the last marble).
    losses_by: LossCounts,
}

#[derive(Serialize, Default)]
struct LossCounts {
    win: u64,
    illegal: u64,
    crash: u64,
    timeout: u64,
    garbage: u64,
}

impl LossCounts {
    fn slot(&mut self, reason: Reason) -> &mut u64 {
        match reason {
            Reason::Win => &mut self.win,
            Reason::Illegal => &mut self.illegal,
            Reason::Crash => &mut self.crash,
            Reason::Timeout => &mut self.timeout,
            Reason::Garbage => &mut self.garbage,
        }
    }
}

/// One refereed game of the tournament.
#[derive(Serialize)]
struct Played {
    n: u64,
    player1: usize,
    player2: usize,
    winner: u8,
    reason: &'static str,
    moves: Vec<u64>,
}

#[derive(Serialize)]
struct Results {
    heaps: [u64; 2],
    programs: Vec<Record>,
    games: Vec<Played>,
}

pub(crate) fn tournament(
    heaps: &Heaps,
    limit: Seconds,
    json: bool,
    programs: &[String],
) -> Result<Outcome, CliError> {
    if programs.len() < 2 {
        return Err(CliError::bad("a tournament needs at least two programs"));
    }
    let mut records: Vec<Record> = programs
        .iter()
        .map(|p| Record {
            program: p.clone(),
            ..Record::default()
        })
        .collect();
    let mut games = Vec::new();
    let pairs: Vec<(usize, usize)> = (0..programs.len())
        .flat_map(|a| (0..programs.len()).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .collect();
    let progress = Progress::new("tournament");
    for n in heaps.first..=heaps.last {
        progress.update(format!("n = {n} of {}..={}", heaps.first, heaps.last));
        for &(a, b) in &pairs {
            let game = run_game(n, limit, [&programs[a], &programs[b]])?;
            let Some(end) = game.end() else { continue };
            let (winner, loser) = if end.winner == 1 { (a, b) } else { (b, a) };
            records[winner].wins += 1;
            records[loser].losses += 1;
            *records[loser].losses_by.slot(end.reason) += 1;
            games.push(Played {
                n,
                player1: a + 1,
                player2: b + 1,
                winner: end.winner,
                reason: end.reason.name(),
                moves: game.moves().to_vec(),
            });
        }
    }
    progress.finish();
    for r in &mut records {
        r.games = r.wins + r.losses;
    }
    if json {
        print_json(&Results {
            heaps: [heaps.first, heaps.last],
            programs: records,
            games,
        })?;
    } else {
        print_table(heaps, &records, games.len())?;
    }
    Ok(Outcome::Yes)
}

fn print_table(heaps: &Heaps, records: &[Record], games: usize) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "n = {}..={}, {} programs, {games} games (every ordered pair, both seats)",
        heaps.first,
        heaps.last,
        records.len()
    )?;
    writeln!(
        out,
        "{:>3}  {:>5}  {:>5}  {:>6}  lost by: {:>4}  {:>7}  {:>5}  {:>7}  {:>7}  program",
        "#", "games", "wins", "losses", "play", "illegal", "crash", "timeout", "garbage"
    )?;
    for (i, r) in records.iter().enumerate() {
        let l = &r.losses_by;
        writeln!(
            out,
            "{:>3}  {:>5}  {:>5}  {:>6}           {:>4}  {:>7}  {:>5}  {:>7}  {:>7}  {}",
            i + 1,
            r.games,
            r.wins,
            r.losses,
            l.win,
            l.illegal,
            l.crash,
            l.timeout,
            l.garbage,
            r.program
        )?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse() {
        let h: Heaps = "2..=100".parse().unwrap();
        assert_eq!((h.first, h.last), (2, 100));
        let h: Heaps = "2..100".parse().unwrap();
        assert_eq!((h.first, h.last), (2, 99));
        let h: Heaps = "25".parse().unwrap();
        assert_eq!((h.first, h.last), (25, 25));
        assert!("1..=5".parse::<Heaps>().unwrap_err().contains("at least 2"));
        assert!("9..=5".parse::<Heaps>().unwrap_err().contains("empty"));
        assert!(
            "a..=5"
                .parse::<Heaps>()
                .unwrap_err()
                .contains("not a whole number")
        );
        assert!("5..0".parse::<Heaps>().is_err());
        assert_eq!(
            "2..=18446744073709551616".parse::<Heaps>().unwrap_err(),
            "18446744073709551616 is too large: the largest heap is 18446744073709551615"
        );
    }

    proptest::proptest! {
        /// Any text is parsed or refused without a panic; a parsed range is never empty
        /// and starts at 2 or more.
        #[test]
        fn any_range_text(text in "[0-9.=a ]{0,12}") {
            if let Ok(h) = text.parse::<Heaps>() {
                proptest::prop_assert!(2 <= h.first && h.first <= h.last);
            }
            let _ = text.parse::<Seconds>();
        }
    }
}
