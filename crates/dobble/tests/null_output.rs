//! The program as scripts run it, with standard output on the null device. A test binary
//! of its own, so the processes it starts never run beside the tests that close a pipe to
//! see the program stop (a process started at that moment holds a copy of the pipe).

use games_test_support::checks;

/// Standard output on the null device, opened for writing or, as Python's
/// `subprocess.DEVNULL` hands it over, for reading and writing, is used like any other:
/// typical commands end with their usual exit status and say the same on standard error.
#[test]
fn null_output_is_used_like_any_other() {
    let runs: [(&[&str], i32); 3] = [
        (&["generate", "8"], 0),
        (&["generate", "13"], 1),
        (&["verify", "tests/fixtures/dobble_kids.txt"], 0),
    ];
    let bin = env!("CARGO_BIN_EXE_dobble");
    checks::null_output_is_used_like_any_other(bin, env!("CARGO_MANIFEST_DIR"), &runs);
}
