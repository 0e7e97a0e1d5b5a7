//! The binary's answers to sums and typed games past the limits: a sum of 28 switches
//! prints what its switches prove and refuses the rest (exit status 2), 20,000 nested
//! braces are refused in one short message naming the limit, and a sum of 100 nimbers is
//! their nim sum.

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");

/// Runs `hackenbush` with `args`: exit status, standard output, standard error.
fn run(args: &[String]) -> (i32, String, String) {
    let (status, out, err) = games_test_support::checks::ran(BIN, args, ".", b"");
    (status.expect("the program exits"), out, err)
}

/// The arguments of `hackenbush solve GAMES`.
fn solve(games: impl Iterator<Item = String>) -> Vec<String> {
    std::iter::once("solve".to_owned()).chain(games).collect()
}

#[test]
fn twenty_eight_switches_answer_what_is_proved() {
    let mut args = solve((1..=28).map(|k| format!("{{{k}|-{k}}}")));
    let (status, out, err) = run(&args);
    assert_eq!(status, 2);
    assert!(
        out.contains("part 28 {28|-28}: value ±28\nvalue not computed\n"),
        "{out}"
    );
    assert!(
        out.contains("outcome first (the player to move wins)\n"),
        "{out}"
    );
    assert!(
        out.ends_with("stops 14 -14 (left, right)\nmean 0\n"),
        "{out}"
    );
    assert!(
        err.contains("28 switches of different temperatures"),
        "{err}"
    );
    args.insert(1, "--json".to_owned());
    let (status, out, _) = run(&args);
    assert_eq!(status, 2);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], serde_json::Value::Null);
    assert_eq!(json["outcome"], "first");
    assert_eq!(
        (json["left_stop"].as_str(), json["right_stop"].as_str()),
        (Some("14"), Some("-14"))
    );
}

#[test]
fn deep_braces_are_refused_in_a_short_message() {
    let text = format!("{}{}", "{".repeat(20_000), "|}".repeat(20_000));
    for command in ["solve", "compare", "thermograph"] {
        let mut args = vec![command.to_owned(), text.clone()];
        if command == "compare" {
            args.push("0".to_owned());
        }
        let (status, out, err) = run(&args);
        assert_eq!((status, out.as_str()), (2, ""), "{command}");
        assert!(err.len() < 300, "{command}: {err}");
        assert!(
            err.contains("games are read up to 256 levels of braces"),
            "{command}: {err}"
        );
    }
}

#[test]
fn a_hundred_nimbers_add_as_nimbers() {
    let (status, out, _) = run(&solve((1..=100).map(|k| format!("*{k}"))));
    // 1 xor 2 xor ... xor 100 = 100 (the XOR of 1..=n is n when n is a multiple of 4).
    assert_eq!(status, 0);
    assert!(out.contains("\nvalue *100\n"), "{out}");
}
