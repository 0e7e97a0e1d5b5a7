//! The command line itself, read as clap reads it with its usage errors shown safely
//! ([`parse`]), and the values of the options several programs share, read the same way in
//! each:
//! `--threads N` ([`thread_count`]), for every command that uses several cores, and any
//! whole number between two bounds ([`whole_in`]), in the one grammar of numbers of
//! [`games_common::range`] (white space around it, a leading `+` and leading zeros allowed).

use std::io::{self, Write};
use std::process::ExitCode;

use games_common::range::{NumberRange, RangeError, RangeErrorKind, Whole};

/// The most threads `--threads` takes.
pub const MAX_THREADS: usize = 1024;

/// The value of `--threads N`: a whole number from 1 to [`MAX_THREADS`], as clap's
/// `value_parser` takes it; the error says why not, in the words clap uses for a number out
/// of its range (`0 is not in 1..=1024`).
///
/// ```
/// assert_eq!(games_cli::args::thread_count("3"), Ok(3));
/// assert_eq!(games_cli::args::thread_count("0"), Err("0 is not in 1..=1024".to_owned()));
/// ```
pub fn thread_count(text: &str) -> Result<usize, String> {
    whole_in(text, 1, MAX_THREADS)
}

/// One whole number of type `T`, written in the grammar of [`games_common::range`], as
/// clap's `value_parser` takes it for an argument that is one number and nothing more. The
/// error is the grammar's (`99999999999999999999999 is too large: the largest number taken
/// is 18446744073709551615`), or that a range was given where one number is asked for.
///
/// ```
/// use games_cli::args::whole;
/// assert_eq!(whole::<u32>(" +07 "), Ok(7));
/// assert_eq!(whole::<u16>("70000"), Err("70000 is too large: the largest number taken is 65535".to_owned()));
/// assert_eq!(whole::<u64>("eight"), Err("\"eight\" is not a whole number (write N, A..=B or A..B)".to_owned()));
/// assert_eq!(whole::<u64>("3..=4"), Err("one number is asked for, not the range 3..=4".to_owned()));
/// ```
pub fn whole<T: Whole>(text: &str) -> Result<T, String> {
    one(text.parse().map_err(|e: RangeError| e.to_string())?)
}

/// The one number of `range`, or the words that say one number is asked for, not a range.
///
/// ```
/// use games_common::range::NumberRange;
/// assert_eq!(games_cli::args::one(NumberRange::one(5u64)), Ok(5));
/// assert_eq!(
///     games_cli::args::one(NumberRange::inclusive(5u64, 10)),
///     Err("one number is asked for, not the range 5..=10".to_owned())
/// );
/// ```
pub fn one<T: Whole>(range: NumberRange<T>) -> Result<T, String> {
    if range.is_one() {
        Ok(range.start())
    } else {
        Err(format!("one number is asked for, not the range {range}"))
    }
}

/// One whole number from `least` to `most`, written in the grammar of
/// [`games_common::range`], as clap's `value_parser` takes it. The error says why not:
/// `` `two` is not a whole number ``, `0 is not in 1..=1024` (a negative number or one too
/// large for the type is out of the bounds too), or that a range was given where one
/// number is asked for.
///
/// ```
/// use games_cli::args::whole_in;
/// assert_eq!(whole_in(" +07 ", 1u64, 10), Ok(7));
/// assert_eq!(whole_in("11", 1u64, 10), Err("11 is not in 1..=10".to_owned()));
/// assert_eq!(whole_in("3..=5", 1u64, 10), Err("one number is asked for, not the range 3..=5".to_owned()));
/// ```
pub fn whole_in<T: Whole>(text: &str, least: T, most: T) -> Result<T, String> {
    let outside = |found: &str| format!("{found} is not in {least}..={most}");
    match text.parse::<NumberRange<T>>() {
        Ok(range) if !range.is_one() => Err(format!(
            "one number is asked for, not the range {}",
            text.trim()
        )),
        Ok(range) if (least..=most).contains(&range.start()) => Ok(range.start()),
        Ok(range) => Err(outside(&range.start().to_string())),
        Err(e) => Err(match e.kind {
            RangeErrorKind::Negative { found } | RangeErrorKind::TooLarge { found, .. } => {
                outside(&found)
            }
            _ => format!("`{}` is not a whole number", text.trim()),
        }),
    }
}

/// A program's whole start-up, the same in every binary of the workspace: the command
/// line's `Cli` (the attributes given, one subcommand), its `Command` of subcommands (one
/// variant a line, `Variant(module)`, whose arguments are `cmd::module::Args` and whose
/// body is `cmd::module::run`; `if CONDITION` after a variant builds it only where
/// `cfg(CONDITION)` holds), and `main`, which reads the command line through [`parse`] and
/// runs the subcommand through [`run`](crate::run) under the program's name.
///
/// ```
/// mod cmd {
///     pub mod solve {
///         /// The arguments of `demo solve`.
///         #[derive(clap::Args)]
///         pub struct Args {}
///
///         /// Runs `demo solve`.
///         pub fn run(_: &Args) -> Result<games_cli::Outcome, games_cli::CliError> {
///             Ok(games_cli::Outcome::Yes)
///         }
///     }
///     pub use solve as launch;
/// }
///
/// games_cli::program! {
///     /// What the program is for (its `--help`).
///     #[command(version, about, after_help = games_cli::exit_statuses(&[]))]
///     demo {
///         /// What `demo solve` does.
///         Solve(solve),
///         /// A subcommand built on Linux only.
///         #[command(hide = true)]
///         Launch(launch) if target_os = "linux",
///     }
/// }
/// ```
#[macro_export]
macro_rules! program {
    (
        $(#[$cli:meta])*
        $name:ident {
            $( $(#[$attr:meta])* $variant:ident($module:ident) $(if $condition:meta)? ),* $(,)?
        }
    ) => {
        #[derive(clap::Parser)]
        $(#[$cli])*
        struct Cli {
            #[command(subcommand)]
            command: Command,
        }

        #[derive(clap::Subcommand)]
        enum Command {
            $( $(#[cfg($condition)])? $(#[$attr])* $variant(cmd::$module::Args), )*
        }

        fn main() -> std::process::ExitCode {
            let cli = match $crate::args::parse::<Cli>() {
                Ok(cli) => cli,
                Err(status) => return status,
            };
            $crate::run(stringify!($name), || match &cli.command {
                $( $(#[cfg($condition)])? Command::$variant(args) => cmd::$module::run(args), )*
            })
        }
    };
}

/// Reads the command line as `P`, as `P::parse` does, except that a usage error is shown
/// with every hidden character of what was typed (escape, a bidirectional control, ...)
/// written as `\u{..}` ([`games_common::text::push_shown`]), line breaks kept: clap quotes
/// the bad value as it is, and a right-to-left override in it would reorder the message.
/// `--help` and `--version` print as clap prints them. On a usage error the exit status to
/// return is `Err` (2).
pub fn parse<P: clap::Parser>() -> Result<P, ExitCode> {
    match P::try_parse() {
        Ok(parsed) => Ok(parsed),
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            let _ = write!(io::stderr(), "{}", shown_lines(&e.render().to_string()));
            Err(ExitCode::from(2))
        }
    }
}

/// `text` with every hidden character but the line break shown as `\u{..}`.
fn shown_lines(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\n' {
            shown.push(c);
        } else {
            games_common::text::push_shown(&mut shown, c);
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A usage error keeps its lines and shows a bidirectional control as `\u{202e}`.
    #[test]
    fn usage_errors_show_hidden_characters() {
        #[derive(clap::Parser, Debug)]
        struct Cli {
            #[arg(long)]
            player: u8,
        }
        let e =
            <Cli as clap::Parser>::try_parse_from(["prog", "--player", "x\u{202e}y"]).unwrap_err();
        let shown = shown_lines(&e.render().to_string());
        assert!(shown.contains("'x\\u{202e}y'"), "{shown}");
        assert!(!shown.contains('\u{202e}'), "{shown}");
        assert_eq!(
            shown.lines().count(),
            e.render().to_string().lines().count()
        );
    }
    use proptest::prelude::*;

    #[test]
    fn a_thread_count_is_a_whole_number_from_1_to_the_most() {
        assert_eq!(thread_count("1"), Ok(1));
        assert_eq!(thread_count("1024"), Ok(MAX_THREADS));
        assert_eq!(
            thread_count("1025"),
            Err("1025 is not in 1..=1024".to_owned())
        );
        assert_eq!(thread_count("-2"), Err("-2 is not in 1..=1024".to_owned()));
        assert_eq!(
            thread_count("two"),
            Err("`two` is not a whole number".to_owned())
        );
        assert_eq!(
            thread_count("99999999999999999999"),
            Err("99999999999999999999 is not in 1..=1024".to_owned())
        );
    }

    #[test]
    fn the_spellings_of_the_shared_grammar() {
        for text in ["7", " 7 ", "+7", "007"] {
            assert_eq!(whole_in(text, 0u32, 9), Ok(7), "{text:?}");
        }
        for text in ["", " ", "7.0", "1_000", "1e3", "seven", "++7", "0x7"] {
            assert_eq!(
                whole_in(text, 0u32, u32::MAX),
                Err(format!("`{}` is not a whole number", text.trim())),
                "{text:?}"
            );
        }
        assert_eq!(
            whole_in("1..3", 0u16, 9),
            Err("one number is asked for, not the range 1..3".to_owned())
        );
    }

    proptest! {
        /// Any number is taken exactly when it lies between the bounds, and any text is
        /// read without a panic.
        #[test]
        fn a_number_is_taken_between_its_bounds(n in prop_oneof![0u64..2100, any::<u64>()], least in 0u64..1000, span in 0u64..1000) {
            let most = least + span;
            let taken = whole_in(&n.to_string(), least, most);
            prop_assert_eq!(taken.is_ok(), least <= n && n <= most);
        }

        /// Any text is read as Rust reads a `u64` once white space around it is removed
        /// (the grammar's one difference), and never panics.
        #[test]
        fn any_text_reads_as_rust_reads_a_number(text in "[ +0-9.=a-z]{0,12}|\\PC{0,12}") {
            prop_assert_eq!(whole_in(&text, 0u64, u64::MAX).ok(), text.trim().parse::<u64>().ok());
        }
    }
}
