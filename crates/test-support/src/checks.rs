//! The checks every solver's command-line tests make the same way: a run read back as
//! text ([`ran`]), the snapshot of every fixture ([`cli_fixture_snapshots!`]), standard
//! output on the null device ([`null_output_is_used_like_any_other`]), a game whose
//! reader goes away ([`game_stops_when_its_reader_is_gone`]) and an `-o FILE` of a format
//! the command does not write ([`extensions_are_refused`]).
//!
//! [`cli_fixture_snapshots!`]: crate::cli_fixture_snapshots

use std::ffi::OsStr;
use std::path::Path;

use crate::{null_output_problems, run, run_then_hang_up};

/// Runs `bin` with `args` in `dir`, feeding it `stdin`, and returns its exit status (`None`
/// when a signal ended it), standard output and standard error, each read as text with any
/// byte that is not UTF-8 shown as U+FFFD. Panics when the program cannot be started.
pub fn ran<S: AsRef<OsStr>>(
    bin: impl AsRef<Path>,
    args: &[S],
    dir: impl AsRef<Path>,
    stdin: &[u8],
) -> (Option<i32>, String, String) {
    let output = run(bin.as_ref(), args, dir.as_ref(), stdin).expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Asserts that each of `runs` (arguments, exit status), run by `bin` in `dir`, ends with
/// its exit status and says the same on standard error whether its standard output is a
/// pipe or the null device, opened for writing or for reading and writing
/// ([`null_output_problems`]).
pub fn null_output_is_used_like_any_other(
    bin: impl AsRef<Path>,
    dir: impl AsRef<Path>,
    runs: &[(&[&str], i32)],
) {
    for &(args, status) in runs {
        let problems = null_output_problems(bin.as_ref(), args, dir.as_ref(), status)
            .expect("the binary runs");
        assert!(problems.is_empty(), "{args:?}: {problems:?}");
    }
}

/// Asserts that `bin` with `args`, in `dir`, stops with exit status 2 and the error
/// `PROGRAM: cannot write the game: ...` (`program` its name) when its reader goes away at
/// the first `prompt` and `answer` is then typed ([`run_then_hang_up`]): a game in a
/// dialogue reports the lost reader instead of ending quietly, as a broken pipe on
/// ordinary output would.
pub fn game_stops_when_its_reader_is_gone(
    program: &str,
    bin: impl AsRef<Path>,
    args: &[&str],
    dir: impl AsRef<Path>,
    prompt: &[u8],
    answer: &[u8],
) {
    let output = run_then_hang_up(bin.as_ref(), args, dir.as_ref(), prompt, answer)
        .expect("the game starts");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with(&format!("{program}: cannot write the game: ")),
        "{stderr}"
    );
}

/// What a command that writes `-o FILE` did with one file name: its exit status, its
/// standard error, and the file it wrote, if any.
pub type Written = (Option<i32>, String, Option<Vec<u8>>);

/// Asserts that a command refuses an `-o FILE` of each of `extensions`: `write(name)` runs
/// it with the file `name` of `folder` and says what it did ([`Written`]); each exits 2,
/// writes nothing, and says `PROGRAM: -o FILE: a .EXT file is not one this command writes:
/// it writes WRITES` (`program` its name).
pub fn extensions_are_refused(
    program: &str,
    folder: &Path,
    extensions: &[&str],
    writes: &str,
    write: impl Fn(&str) -> Written,
) {
    for extension in extensions {
        let name = format!("refused.{extension}");
        let (status, stderr, file) = write(&name);
        assert_eq!(status, Some(2), "{name}: {stderr}");
        assert_eq!(
            stderr,
            format!(
                "{program}: -o {}: a .{extension} file is not one this command writes: it \
                 writes {writes}\n",
                folder.join(&name).display()
            )
        );
        assert_eq!(file, None, "{name}");
    }
}

/// Snapshots (with insta, which the calling test crate names) the transcript of every
/// `tests/fixtures/*.args` command line run by the binary `$bin`
/// ([`run_fixture`](crate::run_fixture)), one snapshot a fixture, named after the calling
/// test and the fixture. An optional second argument, a function from the transcript to
/// the text kept, masks what varies from run to run (a time taken).
///
/// ```text
/// #[test]
/// fn cli_fixtures() {
///     games_test_support::cli_fixture_snapshots!(env!("CARGO_BIN_EXE_bulgarian"));
/// }
/// ```
#[macro_export]
macro_rules! cli_fixture_snapshots {
    ($bin:expr) => {
        $crate::cli_fixture_snapshots!($bin, |shown: String| shown)
    };
    ($bin:expr, $kept:expr) => {
        insta::glob!("fixtures/*.args", |path| {
            let shown = $crate::run_fixture($bin, path).expect("the binary runs");
            let shown: String = ($kept)(shown);
            insta::with_settings!({ omit_expression => true }, {
                insta::assert_snapshot!(shown);
            });
        })
    };
}
