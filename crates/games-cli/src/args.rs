//! The values of the options several programs share, read the same way in each:
//! `--threads N` ([`thread_count`]), for every command that uses several cores.

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
    let n: i64 = text
        .parse()
        .map_err(|e: std::num::ParseIntError| e.to_string())?;
    match usize::try_from(n) {
        Ok(count) if (1..=MAX_THREADS).contains(&count) => Ok(count),
        _ => Err(format!("{n} is not in 1..={MAX_THREADS}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Err("invalid digit found in string".to_owned())
        );
        assert_eq!(
            thread_count("99999999999999999999"),
            Err("number too large to fit in target type".to_owned())
        );
    }
}
