//! The subcommands of the `marbles` binary, one module each with its arguments, and the
//! options they share: the member of the family (`--first`, `--factor`, `--no-take-all`),
//! the rule of a lost position (`--when-losing`) and `--json`. They read input, run
//! processes and print; every answer and decision comes from the library.

use games_cli::CliError;
use games_common::range::{Form, NumberRange, RangeError};
use marbles::{GameError, Rules, WhenLosing};

pub(crate) mod documents;
pub(crate) mod grid;
#[cfg(target_os = "linux")]
pub(crate) mod launch;
pub(crate) mod live;
pub(crate) mod play;
pub(crate) mod referee;
pub(crate) mod solve;
pub(crate) mod table;
pub(crate) mod tournament;
pub(crate) mod versus;

/// The output format shared by the subcommands that answer a question.
#[derive(clap::Args)]
pub(crate) struct Format {
    /// Print one JSON document on standard output instead of text.
    #[arg(long)]
    json: bool,
}

/// The member of the family of games to solve, play or referee; the defaults are the
/// contest's rules, answered from the proved structure for any u64 heap.
#[derive(clap::Args)]
pub(crate) struct FamilyArgs {
    /// The range of the first take: `A..=B` (B included), `A..B` (B left out) or a single
    /// number.
    #[arg(long, value_name = "A..=B", default_value = "2..=3", value_parser = first_takes)]
    first: (u64, u64),
    /// After a take of k the next take is at most C·k (C >= 1).
    #[arg(long, value_name = "C", default_value_t = 2, value_parser = games_cli::args::whole::<u64>)]
    factor: u64,
    /// A player facing at most k marbles after a take of k has no legal take and loses
    /// (by default he may take them all).
    #[arg(long)]
    no_take_all: bool,
}

impl FamilyArgs {
    /// The rules asked for, or why they are refused.
    fn rules(&self) -> Result<Rules, CliError> {
        let (first, last) = self.first;
        Rules::new(first, last, self.factor, !self.no_take_all).map_err(CliError::rejected)
    }
}

/// What the program's player does when no take wins.
#[derive(clap::Args)]
pub(crate) struct LosingArgs {
    /// In a lost position: `fewest-replies`, the take that leaves the opponent the fewest
    /// winning replies; or `minimum`, always the smallest legal take, which leaves the
    /// opponent the fewest takes to choose from.
    #[arg(long, value_enum, value_name = "RULE", default_value_t = Losing::FewestReplies)]
    when_losing: Losing,
}

impl LosingArgs {
    /// The library's name for the rule.
    fn rule(&self) -> WhenLosing {
        match self.when_losing {
            Losing::FewestReplies => WhenLosing::FewestReplies,
            Losing::Minimum => WhenLosing::Minimum,
        }
    }
}

/// The rules of `--when-losing`.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Losing {
    /// The take that leaves the opponent the fewest winning replies (ties: the smallest).
    FewestReplies,
    /// Always the smallest legal take.
    Minimum,
}

/// The value of `--first`: one take, or a range `A..=B` or `A..B` (the workspace's
/// grammar, `games_common::range`), as the first and last take. A backwards range is the
/// rules' to refuse, in their words; only `A..0`, which has no last take, is refused here.
fn first_takes(text: &str) -> Result<(u64, u64), RangeError> {
    let range: NumberRange<u64> = text.parse()?;
    let last = match range.form() {
        Form::Exclusive => range.end().checked_sub(1),
        _ => Some(range.end()),
    };
    match last {
        Some(last) => Ok((range.start(), last)),
        None => range.bounds(),
    }
}

/// A heap refused under `rules`, in the words the command has always used: the contest's
/// refusals name N (`N = 1: ...`), the other members' speak for themselves.
fn refused(rules: Rules, n: u64) -> impl Fn(GameError) -> CliError {
    move |e| {
        if rules.is_contest() {
            CliError::because(format!("N = {n}"), e)
        } else {
            CliError::rejected(e)
        }
    }
}

/// The takes (in increasing order) as text: `2`, `2 or 3`, and a run of three or more
/// consecutive takes as one range, `1..=523 or 1051..=1057`, so that a row of every take
/// from 1 to n is a few words, not n numbers.
fn takes(moves: &[u64]) -> String {
    let mut runs: Vec<String> = Vec::new();
    let mut rest = moves;
    while let Some(&start) = rest.first() {
        let len = rest
            .iter()
            .zip(start..)
            .take_while(|&(&take, expected)| take == expected)
            .count();
        if len >= 3 {
            runs.push(format!("{start}..={}", rest[len - 1]));
        } else {
            runs.extend(rest[..len].iter().map(u64::to_string));
        }
        rest = &rest[len..];
    }
    runs.join(" or ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn first_takes_read_a_range_or_one_number() {
        assert_eq!(first_takes("2..=3"), Ok((2, 3)));
        assert_eq!(first_takes(" 4 ..= 9 "), Ok((4, 9)));
        assert_eq!(first_takes("5"), Ok((5, 5)));
        assert_eq!(first_takes("2..4"), Ok((2, 3)));
        // Order and zero are the library's to refuse, with its typed errors.
        assert_eq!(first_takes("5..=4"), Ok((5, 4)));
        assert_eq!(first_takes("5..5"), Ok((5, 4)));
        assert!(first_takes("5..0").is_err());
        assert!(first_takes("..=3").is_err());
        assert!(first_takes("2-3").is_err());
        assert!(first_takes("18446744073709551616").is_err());
    }

    #[test]
    fn takes_are_written_as_runs() {
        assert_eq!(takes(&[2]), "2");
        assert_eq!(takes(&[2, 3]), "2 or 3");
        assert_eq!(takes(&[1, 2, 3]), "1..=3");
        assert_eq!(takes(&[1, 2, 3, 5, 7, 8, 9, 10]), "1..=3 or 5 or 7..=10");
        assert_eq!(takes(&[]), "");
    }

    proptest! {
        /// The runs, read back number by number, are the takes.
        #[test]
        fn runs_read_back_as_the_takes(set in prop::collection::btree_set(1u64..60, 0..40)) {
            let moves: Vec<u64> = set.into_iter().collect();
            let written = takes(&moves);
            let mut read = Vec::new();
            for part in written.split(" or ").filter(|p| !p.is_empty()) {
                match part.split_once("..=") {
                    Some((a, b)) => read.extend(a.parse::<u64>().unwrap()..=b.parse().unwrap()),
                    None => read.push(part.parse().unwrap()),
                }
            }
            prop_assert_eq!(read, moves);
        }

        #[test]
        fn junk_never_panics(text in ".{0,24}") {
            let _ = first_takes(&text);
        }

        /// Both spellings of a range give its first and last take.
        #[test]
        fn written_ranges_read_back(a in any::<u64>(), b in any::<u64>()) {
            prop_assert_eq!(first_takes(&format!("{a}..={b}")), Ok((a, b)));
            if b > 0 {
                prop_assert_eq!(first_takes(&format!("{a}..{b}")), Ok((a, b - 1)));
            }
        }
    }
}
