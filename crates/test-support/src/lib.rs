//! Command-line transcripts for the workspace's snapshot tests: run a solver binary on a
//! fixture and show what a person at a terminal would see (the command, the exit status,
//! standard output, standard error).
//!
//! It spawns processes, which no solver library may do, so the solvers take it as a
//! dev-dependency only; it is published so that each solver's package builds and passes its
//! own tests from the package alone. `xtask` uses [`command_line`] to write commands the way
//! the transcripts do.
//!
//! A fixture file (`tests/fixtures/*.args`) holds one command line: the arguments after the
//! program name, separated by spaces, with `"double quotes"` around an argument that holds
//! spaces. Lines after a line `---` are fed to standard input. The command runs in the
//! fixture's folder, so it can name the fixtures beside it.
//!
//! A solver's `tests/snapshots.rs` (with insta) is then:
//!
//! ```text
//! #[test]
//! fn cli_fixtures() {
//!     games_test_support::cli_fixture_snapshots!(env!("CARGO_BIN_EXE_bulgarian"));
//! }
//! ```
//!
//! The checks every solver's command-line tests make alike are in [`checks`].

pub mod checks;

use std::ffi::OsStr;
use std::fs::OpenOptions;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// A command line read from a fixture: its arguments and what to feed to standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// The arguments after the program name.
    pub args: Vec<String>,
    /// Standard input, if the fixture has a `---` section.
    pub stdin: Option<String>,
}

/// Reads a fixture's text (see the module docs for the format).
pub fn parse_fixture(text: &str) -> Fixture {
    let (command, stdin) = match text.split_once("\n---\n") {
        Some((command, stdin)) => (command, Some(stdin.to_owned())),
        None => (text.strip_suffix("\n---").unwrap_or(text), None),
    };
    let mut args = Vec::new();
    let mut current: Option<String> = None;
    let mut quoted = false;
    for c in command.trim().chars() {
        match c {
            '"' => {
                quoted = !quoted;
                current.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => args.extend(current.take()),
            c => current.get_or_insert_with(String::new).push(c),
        }
    }
    args.extend(current);
    Fixture { args, stdin }
}

/// Runs `bin` on the fixture at `fixture` and returns the transcript.
pub fn run_fixture(bin: impl AsRef<Path>, fixture: &Path) -> std::io::Result<String> {
    let fixture_text = std::fs::read_to_string(fixture)?;
    let dir = fixture.parent().unwrap_or(Path::new("."));
    transcript(bin.as_ref(), &parse_fixture(&fixture_text), dir)
}

/// A PNG image read back by the png crate: its size, and how much of it is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecodedPng {
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// The share of its pixels that are dark (red, green and blue adding to less than 300
    /// of 765): 0 for a blank image.
    pub dark: f64,
}

/// Decodes `bytes` whole as a PNG file (with the png crate, apart from whatever drew it),
/// or says why it is not one.
pub fn decode_png(bytes: &[u8]) -> Result<DecodedPng, String> {
    if !bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Err("no PNG signature".to_owned());
    }
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let mut pixels = vec![0; reader.output_buffer_size().ok_or("an image too large")?];
    let frame = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    let channels = frame.color_type.samples();
    let pixels = &pixels[..frame.buffer_size()];
    let dark = pixels
        .chunks(channels)
        .filter(|pixel| brightness(pixel) < 300)
        .count();
    Ok(DecodedPng {
        width: frame.width,
        height: frame.height,
        dark: dark as f64 / (u64::from(frame.width) * u64::from(frame.height)) as f64,
    })
}

/// The `width` and `height` of an SVG's root element, in its units, read from its text;
/// `None` if either is missing or not a plain number.
pub fn svg_size(svg: &[u8]) -> Option<(f64, f64)> {
    let svg = std::str::from_utf8(svg).ok()?;
    let root = &svg[svg.find("<svg")?..];
    let root = &root[..root.find('>')?];
    let attribute = |name: &str| -> Option<f64> {
        let start = root.find(&format!(" {name}=\""))? + name.len() + 3;
        let end = start + root[start..].find('"')?;
        root[start..end].parse().ok()
    };
    Some((attribute("width")?, attribute("height")?))
}

/// Checks the `-o FILE` of a command that draws a still picture: run as `bin args -o
/// FILE` in `dir` (standard input empty), `.svg` writes an SVG and exits `ok`; `.png` and
/// `.PNG` a PNG of twice the SVG's size (within a pixel) with something drawn on it; and
/// `.jpg`, `.gif` and `.pdf` exit 2 with the one message naming `.svg` and `.png`, and
/// write nothing. The files go to a new folder in the system's temporary folder.
///
/// # Panics
///
/// When any of this fails: it is a test.
pub fn assert_still_picture_formats(bin: &Path, args: &[&str], dir: &Path, ok: i32) {
    let program = bin.file_stem().unwrap_or_default().to_string_lossy();
    let folder = std::env::temp_dir().join(format!(
        "{program}-{}-{}",
        args.first().unwrap_or(&""),
        std::process::id()
    ));
    std::fs::create_dir_all(&folder).unwrap();
    let write = |name: &str| {
        let file = folder.join(name);
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["-o", file.to_str().unwrap()]);
        let out = run(bin, &all, dir, b"").unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        (out.status.code(), stderr, std::fs::read(&file).ok())
    };
    let (status, stderr, svg) = write("picture.svg");
    assert_eq!(status, Some(ok), "{args:?} .svg: {stderr}");
    let svg = svg.expect("an SVG written");
    assert!(svg.starts_with(b"<svg"), "{args:?}: not an SVG");
    let (width, height) = svg_size(&svg).expect("an SVG with a width and a height");
    for name in ["picture.png", "PICTURE.PNG"] {
        let (status, stderr, png) = write(name);
        assert_eq!(status, Some(ok), "{args:?} {name}: {stderr}");
        let png = decode_png(&png.expect("a PNG written")).unwrap();
        assert!(
            (f64::from(png.width) - 2.0 * width).abs() <= 1.0,
            "{args:?}: {png:?}, {width}"
        );
        assert!(
            (f64::from(png.height) - 2.0 * height).abs() <= 1.0,
            "{args:?}: {png:?}, {height}"
        );
        assert!(
            png.dark > 0.001 && png.dark < 0.5,
            "{args:?} {name}: {png:?}"
        );
    }
    let writes = ".svg or .png, chosen by the file's extension";
    let extensions = ["jpg", "gif", "pdf"];
    checks::extensions_are_refused(&program, &folder, &extensions, writes, write);
    std::fs::remove_dir_all(&folder).unwrap();
}

/// The sum of a pixel's red, green and blue (0 to 765); a grey pixel's one value thrice.
fn brightness(pixel: &[u8]) -> u32 {
    match pixel {
        [grey] | [grey, _] => 3 * u32::from(*grey),
        [r, g, b, ..] => u32::from(*r) + u32::from(*g) + u32::from(*b),
        [] => 0,
    }
}

/// Runs `bin` with `args` in `dir`, feeding it `stdin`, and returns its exit status and
/// everything it printed. Tests use it directly for input a text fixture cannot hold
/// (bytes that are not UTF-8).
pub fn run<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
    stdin: &[u8],
) -> std::io::Result<Output> {
    let stdin = stdin.to_vec();
    run_fed(bin, args, dir, move |input| {
        // The program may exit without reading everything; that is its answer, not ours.
        let _ = input.write_all(&stdin);
    })
}

/// Runs `bin` with `args` in `dir`, its standard input a line that never ends (`7`s with
/// no newline, up to 1 GiB, until the program stops reading), and returns what it did: a
/// play mode must end on such input instead of reading for ever.
pub fn run_on_endless_line<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
) -> std::io::Result<Output> {
    run_fed(bin, args, dir, |input| {
        let block = [b'7'; 1 << 16];
        // Until the program stops reading (the pipe breaks), at most 1 GiB.
        for _ in 0..(1 << 14) {
            if input.write_all(&block).is_err() {
                break;
            }
        }
    })
}

/// Runs `bin` with `args` in `dir`, `feed` writing its standard input on a thread of its
/// own while the output is read, and returns its exit status and everything it printed.
fn run_fed<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
    feed: impl FnOnce(&mut std::process::ChildStdin) + Send + 'static,
) -> std::io::Result<Output> {
    let (child, mut input) = spawn_piped(bin, args, dir)?;
    let writer = std::thread::spawn(move || feed(&mut input));
    let output = child.wait_with_output()?;
    let _ = writer.join();
    Ok(output)
}

/// Runs `bin` with `args` in `dir` up to the first `prompt` on its standard output, then
/// stops reading (the reading end is closed) and sends `answer` on its standard input: a
/// program at a prompt whose reader went away. Returns its exit status and standard error
/// (standard output was read up to the prompt and left).
pub fn run_then_hang_up<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
    prompt: &[u8],
    answer: &[u8],
) -> std::io::Result<Output> {
    let (mut child, mut input) = spawn_piped(bin, args, dir)?;
    let mut stdout = child.stdout.take().expect("stdout was piped");
    let mut seen = Vec::new();
    let mut byte = [0u8];
    while !seen.ends_with(prompt) {
        stdout.read_exact(&mut byte)?;
        seen.push(byte[0]);
    }
    drop(stdout);
    input.write_all(answer)?;
    drop(input);
    child.wait_with_output()
}

/// Starts `bin` with `args` in `dir`, its three standard streams piped: the child and the
/// writing end of its standard input.
fn spawn_piped<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
) -> std::io::Result<(std::process::Child, std::process::ChildStdin)> {
    let mut child = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let input = child.stdin.take().expect("stdin was piped");
    Ok((child, input))
}

/// How a script hands a program the null device as its standard output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NullOutput {
    /// Opened for writing only, as a shell's `>/dev/null` does.
    WriteOnly,
    /// Opened for reading and writing, as Python's `subprocess.DEVNULL` and many process
    /// supervisors do.
    ReadWrite,
}

/// Runs `bin` with `args` in `dir`, with nothing on standard input and standard output on
/// the null device opened as `how`; returns its exit status and standard error.
pub fn null_output_status<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
    how: NullOutput,
) -> std::io::Result<Output> {
    let null = if cfg!(windows) { "NUL" } else { "/dev/null" };
    let device = OpenOptions::new()
        .write(true)
        .read(how == NullOutput::ReadWrite)
        .open(null)?;
    Command::new(bin)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::from(device))
        .stderr(Stdio::piped())
        .output()
}

/// Runs `bin` with `args` in `dir` as scripts run it: with standard output piped, then on
/// the null device opened each way of [`NullOutput`]. Returns one line for each way whose
/// exit status is not `expected`, or whose standard error differs from the piped run's, so
/// an empty list means the program treats every writable standard output alike.
pub fn null_output_problems<S: AsRef<OsStr>>(
    bin: &Path,
    args: &[S],
    dir: &Path,
    expected: i32,
) -> std::io::Result<Vec<String>> {
    let piped = run(bin, args, dir, b"")?;
    let mut runs = vec![("piped".to_owned(), piped.clone())];
    for how in [NullOutput::WriteOnly, NullOutput::ReadWrite] {
        runs.push((format!("{how:?}"), null_output_status(bin, args, dir, how)?));
    }
    Ok(runs
        .into_iter()
        .filter(|(_, out)| out.status.code() != Some(expected) || out.stderr != piped.stderr)
        .map(|(way, out)| {
            format!(
                "{way}: exit status {:?}, standard error `{}`",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr).trim_end()
            )
        })
        .collect())
}

/// Runs `bin` with the fixture's arguments and input in `dir`, and shows the result.
pub fn transcript(bin: &Path, fixture: &Fixture, dir: &Path) -> std::io::Result<String> {
    let input = fixture.stdin.as_deref().unwrap_or_default();
    let output = run(bin, &fixture.args, dir, input.as_bytes())?;
    let name = bin.file_stem().unwrap_or_default().to_string_lossy();
    let status = output
        .status
        .code()
        .map_or("killed by a signal".to_owned(), |c| c.to_string());
    let mut shown = format!("$ {name} {}\n", command_line(&fixture.args));
    if let Some(stdin) = &fixture.stdin {
        shown.push_str(&format!("--- stdin\n{}", ensure_newline(stdin)));
    }
    shown.push_str(&format!("--- exit status: {status}\n"));
    shown.push_str(&format!(
        "--- stdout\n{}",
        ensure_newline(&String::from_utf8_lossy(&output.stdout))
    ));
    shown.push_str(&format!(
        "--- stderr\n{}",
        ensure_newline(&String::from_utf8_lossy(&output.stderr))
    ));
    Ok(shown)
}

/// One `--json` document that a snapshot pins: the command that printed it and the
/// document, one line of its standard output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonDocument {
    /// The command line as the transcript shows it (`strikeout count --json`).
    pub command: String,
    /// The document.
    pub json: String,
}

/// The `--json` documents that the snapshots (`.snap` files of transcripts) in `dir` pin:
/// every line of the standard output of each transcript whose command has `--json`, for a
/// serde round trip of the libraries' types through the documents the programs print.
pub fn json_documents(dir: &Path) -> std::io::Result<Vec<JsonDocument>> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    paths.retain(|p| p.extension().is_some_and(|e| e == "snap"));
    paths.sort();
    let mut documents = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path)?;
        documents.extend(transcript_documents(&text));
    }
    Ok(documents)
}

/// Checks that every `--json` document the snapshots in `dir` pin reads back into a
/// library's types and writes again byte for byte, and returns how many it checked.
///
/// `read_back` gets the command's words after the program's name, without `--json`, and
/// one document; it returns the document written again, or `None` for a document the
/// caller does not read back. A document that comes back different fails the test,
/// naming its command.
pub fn check_json_round_trips(
    dir: &Path,
    mut read_back: impl FnMut(&[&str], &str) -> Option<String>,
) -> usize {
    let documents = json_documents(dir)
        .unwrap_or_else(|e| panic!("the snapshots in {} read: {e}", dir.display()));
    let mut checked = 0;
    for document in &documents {
        let words: Vec<&str> = document
            .command
            .split(' ')
            .skip(1)
            .filter(|w| *w != "--json")
            .collect();
        if let Some(written) = read_back(&words, &document.json) {
            assert_eq!(written, document.json, "$ {}", document.command);
            checked += 1;
        }
    }
    checked
}

/// The documents a transcript's standard output holds, when its command has `--json`.
fn transcript_documents(text: &str) -> Vec<JsonDocument> {
    let Some(command) = text
        .lines()
        .find_map(|line| line.strip_prefix("$ "))
        .filter(|command| command.split(' ').any(|arg| arg == "--json"))
    else {
        return Vec::new();
    };
    let stdout = text
        .split_once("\n--- stdout\n")
        .map_or("", |(_, rest)| rest);
    let stdout = stdout
        .split_once("--- stderr\n")
        .map_or(stdout, |(out, _)| out);
    stdout
        .lines()
        .filter(|line| !line.is_empty())
        .map(|line| JsonDocument {
            command: command.to_owned(),
            json: line.to_owned(),
        })
        .collect()
}

/// Arguments written back as a command line a person could type: an argument that is
/// empty or holds white space gets double quotes.
pub fn command_line(args: &[String]) -> String {
    args.iter()
        .map(|a| {
            if a.is_empty() || a.contains(char::is_whitespace) {
                format!("\"{a}\"")
            } else {
                a.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn ensure_newline(text: &str) -> String {
    if text.is_empty() || text.ends_with('\n') {
        text.to_owned()
    } else {
        format!("{text}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_are_the_output_lines_of_json_commands() {
        let snap = "---\nsource: x\n---\n$ demo count --json\n--- exit status: 0\n\
                    --- stdout\n{\"a\":1}\n{\"b\":2}\n--- stderr\n";
        let found = transcript_documents(snap);
        let jsons: Vec<&str> = found.iter().map(|d| d.json.as_str()).collect();
        assert_eq!(jsons, [r#"{"a":1}"#, r#"{"b":2}"#]);
        assert_eq!(found[0].command, "demo count --json");
        let text = snap.replace("--json", "--jsonl");
        assert!(transcript_documents(&text).is_empty());
    }

    #[test]
    fn round_trips_are_checked_document_by_document() {
        let dir = std::env::temp_dir().join(format!("round-trips-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let snap = "$ demo count 5 --json\n--- exit status: 0\n--- stdout\n{\"a\":1}\n\
                    {\"b\":2}\n--- stderr\n";
        std::fs::write(dir.join("a.snap"), snap).unwrap();
        std::fs::write(dir.join("b.snap"), snap.replace("count 5", "solve")).unwrap();
        let mut seen = Vec::new();
        let checked = check_json_round_trips(&dir, |words, json| {
            seen.push(words.join(" "));
            (words[0] == "count").then(|| json.to_owned())
        });
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(checked, 2);
        assert_eq!(seen, ["count 5", "count 5", "solve", "solve"]);
    }

    #[test]
    fn a_document_that_comes_back_different_fails() {
        let dir = std::env::temp_dir().join(format!("round-trip-fails-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let snap = "$ demo count --json\n--- exit status: 0\n--- stdout\n{\"a\":1}\n--- stderr\n";
        std::fs::write(dir.join("a.snap"), snap).unwrap();
        let failed = std::panic::catch_unwind(|| {
            check_json_round_trips(&dir, |_, _| Some("{\"a\":2}".to_owned()))
        });
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(failed.is_err());
    }

    #[test]
    fn arguments_and_quotes() {
        let f = parse_fixture("referee --n 25 \"marbles play\" \"sh -c 'echo 2'\"\n");
        assert_eq!(
            f.args,
            ["referee", "--n", "25", "marbles play", "sh -c 'echo 2'"]
        );
        assert_eq!(f.stdin, None);
        assert_eq!(parse_fixture("verify \"\"").args, ["verify", ""]);
    }

    #[test]
    fn input_after_the_separator() {
        let f = parse_fixture("play\n---\n25 1\n3\n");
        assert_eq!(f.args, ["play"]);
        assert_eq!(f.stdin.as_deref(), Some("25 1\n3\n"));
    }

    /// Needs a Unix shell to stand in for a solver: a shell's `>&1` writes to whatever
    /// standard output it was given, and fails when that is not writable.
    #[cfg(unix)]
    #[test]
    fn null_output_is_writable_either_way() {
        for how in [NullOutput::WriteOnly, NullOutput::ReadWrite] {
            let out = null_output_status(
                Path::new("sh"),
                &["-c", "echo hi || exit 9; exit 7"],
                Path::new("."),
                how,
            )
            .unwrap();
            assert_eq!(out.status.code(), Some(7), "{how:?}");
            assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{how:?}");
        }
    }

    /// Needs a Unix shell to stand in for a solver: it prompts, reads an answer, and
    /// reports whether writing after that still works.
    #[cfg(unix)]
    #[test]
    fn a_program_whose_reader_hangs_up() {
        // A broken pipe is an error to the shell, as it is to the solvers, not a signal.
        let script = "trap '' PIPE; printf 'go> '; read line; echo \"$line\" || exit 9; exit 3";
        let out = run_then_hang_up(
            Path::new("sh"),
            &["-c", script],
            Path::new("."),
            b"> ",
            b"hi\n",
        )
        .unwrap();
        assert_eq!(out.status.code(), Some(9));
        assert!(out.stdout.is_empty());
    }

    #[test]
    fn a_png_is_decoded_with_its_size_and_ink() {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, 2, 1);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&[0, 0, 0, 255, 255, 255]).unwrap();
        writer.finish().unwrap();
        let decoded = decode_png(&bytes).unwrap();
        assert_eq!((decoded.width, decoded.height, decoded.dark), (2, 1, 0.5));
        assert_eq!(decode_png(b"<svg/>"), Err("no PNG signature".to_owned()));
    }

    #[test]
    fn an_svg_size_is_read_from_its_root() {
        let svg = br#"<?xml version="1.0"?><svg xmlns="x" width="30.5" height="20"><rect width="9"/></svg>"#;
        assert_eq!(svg_size(svg), Some((30.5, 20.0)));
        assert_eq!(
            svg_size(br#"<svg height="2"><rect width="9" height="1"/></svg>"#),
            None
        );
    }

    /// Needs a Unix shell to stand in for a solver.
    #[cfg(unix)]
    #[test]
    fn transcript_of_a_real_command() {
        let fixture = parse_fixture("-c \"cat; echo oops >&2; exit 3\"\n---\nhello\n");
        let shown = transcript(Path::new("sh"), &fixture, Path::new(".")).unwrap();
        assert_eq!(
            shown,
            "$ sh -c \"cat; echo oops >&2; exit 3\"\n--- stdin\nhello\n--- exit status: 3\n\
             --- stdout\nhello\n--- stderr\noops\n"
        );
    }
}
