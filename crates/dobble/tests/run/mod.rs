//! The `dobble` binary run as a person runs it, shared by the command-line tests: from the
//! fixtures folder, with `stdin` on standard input.

use std::path::Path;
use std::process::Output;

/// Runs `dobble` with `args` in the fixtures folder, `stdin` on its standard input.
pub(crate) fn dobble(args: &[&str], stdin: &[u8]) -> Output {
    games_test_support::run(
        Path::new(env!("CARGO_BIN_EXE_dobble")),
        args,
        Path::new("tests/fixtures"),
        stdin,
    )
    .expect("the binary runs")
}

/// Bytes of an output, as text.
pub(crate) fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
