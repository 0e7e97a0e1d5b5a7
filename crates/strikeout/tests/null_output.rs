//! The program as scripts run it, with standard output on the null device. A test binary
//! of its own, so the processes it starts never run beside the tests that close a pipe to
//! see the program stop (a process started at that moment holds a copy of the pipe).

/// Standard output on the null device, opened for writing or, as Python's
/// `subprocess.DEVNULL` hands it over, for reading and writing, is used like any other:
/// typical commands end with their usual exit status and say the same on standard error.
#[test]
fn null_output_is_used_like_any_other() {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_strikeout"));
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for (args, status) in [
        (&["solve", "--start", "987654321", "--width", "4"][..], 0),
        (&["solve", "--start", "12", "--max-length", "40"], 1),
    ] {
        let problems = games_test_support::null_output_problems(bin, args, dir, status).unwrap();
        assert!(problems.is_empty(), "{args:?}: {problems:?}");
    }
}
