//! The command-line plumbing of `dobble`, case by case: input that is not plain text in
//! messages, standard input named as such, a reader that goes away.

use std::path::Path;
use std::process::Output;

use crate::run;

use run::{dobble, text};

/// Runs `dobble ARGS` on `input`; checks that it is refused (exit status 2) with the
/// message `stderr`.
fn refused(args: &[&str], input: &[u8], stderr: &str) {
    let out = dobble(args, input);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), stderr);
}

/// Runs `dobble ARGS` on `input`; checks its exit status `code` and its output `stdout`.
fn answered(args: &[&str], input: &[u8], code: i32, stdout: &str) {
    let out = dobble(args, input);
    assert_eq!(out.status.code(), Some(code));
    assert_eq!(text(&out.stdout), stdout);
}

#[test]
fn control_characters_in_an_error_are_escaped() {
    refused(
        &["verify", "-"],
        b"a b\n+\x1b[2J c\n",
        "dobble: standard input: line 2, column 1: symbol `+\\u{1b}[2J` starts with `+`, \
         which is kept for new symbols\n",
    );
}

#[test]
fn a_deck_with_control_characters_is_refused() {
    // The title sequence `ESC ] 0 x BEL` inside a name.
    refused(
        &["verify", "-"],
        b"a b\nc \x1b]0x\x07 d\n",
        "dobble: standard input: line 2, column 3: symbol `\\u{1b}]0x\\u{7}` holds a control \
         character\n",
    );
}

#[test]
fn bidirectional_characters_in_a_defect_are_escaped() {
    // U+202E (right-to-left override) would turn the rest of the line around.
    answered(
        &["verify", "-"],
        "a b\n\u{202e}x c \u{202e}x\n".as_bytes(),
        1,
        "invalid deck: line 2 shows the symbol \\u{202e}x more than once\n",
    );
}

#[test]
fn bidirectional_characters_in_a_csv_header_are_escaped() {
    answered(
        &["incidence", "--csv", "-"],
        "\u{202e}x; a b\nc; a b\n".as_bytes(),
        0,
        "card,\\u{202e}x,\"a b\",c\n1,1,1,0\n2,0,1,1\n",
    );
}

#[test]
fn a_bad_deck_on_standard_input_is_named_so() {
    refused(
        &["complete", "-"],
        b"a b\nc d\n",
        "dobble: standard input: not a valid deck: lines 1 and 2 share no symbol \
         (see `dobble verify`)\n",
    );
}

/// Runs `dobble ARGS` in the folder `dir`, with nothing on standard input.
fn dobble_in(dir: &Path, args: &[&str]) -> Output {
    games_test_support::run(Path::new(env!("CARGO_BIN_EXE_dobble")), args, dir, b"").unwrap()
}

/// Runs `script` in `sh` with `$0` set to the binary.
#[cfg(unix)]
fn shell(script: &str) -> Output {
    games_test_support::run(
        Path::new("sh"),
        &["-c", script, env!("CARGO_BIN_EXE_dobble")],
        Path::new("."),
        b"",
    )
    .expect("sh runs")
}

#[cfg(unix)]
#[test]
fn a_reader_that_has_enough_ends_the_output_quietly() {
    // 993 cards of 33 symbols: far more than a pipe holds, so writes hit the closed pipe.
    let out = shell("{ \"$0\" generate 32; echo \"status $?\" >&2; } | head -c 10 >/dev/null");
    assert_eq!(text(&out.stderr), "status 0\n");
}

/// Runs `dobble ARGS` under `sh` on standard input made by the awk program `input`, with
/// the resource limits `limits` (`ulimit` options), and returns its output.
#[cfg(unix)]
fn limited(limits: &str, input: &str, args: &str) -> Output {
    shell(&format!(
        "awk '{input}' | (ulimit {limits} && exec \"$0\" {args})"
    ))
}

/// A "star" of 100,000 cards through one symbol (k = 3) is completed in bounded memory:
/// one bit set of all cards per symbol would take 2.5 GB; the cap is 1 GB. (Linux only:
/// macOS does not let `ulimit -v` cap a process.)
#[cfg(target_os = "linux")]
#[test]
fn a_star_of_100000_cards_is_completed_in_bounded_memory() {
    let star = "BEGIN { for (c = 0; c < 100000; c++) print \"a x\" c \" y\" c }";
    let out = limited("-v 1000000", star, "complete -");
    assert_eq!(
        (
            out.status.code(),
            text(&out.stdout).as_str(),
            text(&out.stderr).as_str()
        ),
        (
            Some(1),
            "",
            "no card can be added to this deck of 100000 cards, using its own symbols\n"
        )
    );
    let out = limited("-v 1000000", star, "complete --allow-new -");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stdout).contains("\n+1 +2 a\n"),
        "{}",
        text(&out.stdout)
    );
}

/// Checking a card is linear in its size: one card of 10^6 symbols is verified and
/// completed within a CPU-time cap of 20 s (a quadratic check needed 29 s and 57 s).
#[cfg(unix)]
#[test]
fn one_card_of_a_million_symbols_is_checked_in_linear_time() {
    let card = "BEGIN { for (s = 0; s < 1000000; s++) printf \"s%d \", s; print \"\" }";
    let out = limited("-t 20", card, "verify -");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("valid deck: 1 card, 1000000 symbols per card"));
    let out = limited("-t 20", card, "complete -");
    assert_eq!(
        (out.status.code(), text(&out.stderr).as_str()),
        (
            Some(1),
            "no card can be added to this deck of 1 card, using its own symbols\n"
        )
    );
    // The same card with its last symbol repeated: found at the end of the line.
    let repeated = "BEGIN { for (s = 0; s < 1000000; s++) printf \"s%d \", s; print \"s999999\" }";
    let out = limited("-t 20", repeated, "verify -");
    assert_eq!(
        (out.status.code(), text(&out.stdout).as_str()),
        (
            Some(1),
            "invalid deck: line 1 shows the symbol s999999 more than once\n"
        )
    );
}

/// A card too big to draw is refused up front, naming its line and the limit, and
/// nothing is written.
#[cfg(unix)]
#[test]
fn a_card_too_big_to_draw_is_refused_at_once() {
    let dir = std::env::temp_dir().join(format!("dobble-too-big-{}", std::process::id()));
    let cards =
        "BEGIN { print \"a b\"; for (s = 0; s < 1000000; s++) printf \"s%d \", s; print \"\" }";
    let args = format!("render - --svg '{}'", dir.display());
    let out = limited("-t 20", cards, &args);
    assert_eq!(
        (out.status.code(), text(&out.stderr).as_str()),
        (
            Some(2),
            "dobble: standard input: line 2: a card of 1000000 symbols is more than the 128 \
             a drawn card can show\n"
        )
    );
    assert!(!dir.exists());
}

/// `render --images`: each symbol with a file is drawn as that picture, kept inline so
/// the card stands alone; the one without stays a word, in outlines; a refused run writes
/// nothing.
#[test]
fn pictures_are_drawn_in_place_of_words() {
    let dir = std::env::temp_dir().join(format!("dobble-pictures-{}", std::process::id()));
    let svg = dir.to_str().expect("a temporary folder named in UTF-8");
    let out = dobble(
        &["render", "pictures.txt", "--svg", svg, "--images", "images"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // Card 3 (line 4 of the file, after a comment) is "sun tree house": Tree.PNG and
    // sun.svg are pictures, house has none.
    let card = std::fs::read_to_string(dir.join("card-003.svg")).expect("card 3 written");
    assert_eq!(card.matches("<image ").count(), 2, "{card}");
    assert_eq!(card.matches("href=\"data:image/png;base64,").count(), 1);
    assert_eq!(card.matches("href=\"data:image/svg+xml;base64,").count(), 1);
    // The word is written in the outlines of the shipped font (a path beside the rim's),
    // so that the card shows it as laid out without the font installed.
    assert!(
        !card.contains("<text") && card.matches("<path").count() == 2,
        "{card}"
    );
    // Seeded: the same run draws the same card.
    dobble(
        &["render", "pictures.txt", "--svg", svg, "--images", "images"],
        b"",
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("card-003.svg")).unwrap(),
        card
    );
    std::fs::remove_dir_all(&dir).expect("the pictures removed");
    for refused in [
        &["--images", "bad_images"][..],
        &["--images", "images", "--strict"],
        &["--images", "no_such_folder"],
    ] {
        let args = [&["render", "pictures.txt", "--svg", svg][..], refused].concat();
        assert_eq!(dobble(&args, b"").status.code(), Some(2));
        assert!(!dir.exists(), "{refused:?} wrote pictures");
    }
}

/// `render --pdf` replaces its file only once the whole document is made: a refused run
/// leaves the old file as it was, and no temporary file stays behind.
#[test]
fn a_pdf_is_never_left_half_written() {
    let dir = std::env::temp_dir().join(format!("dobble-pdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = old_deck(&dir);
    let target = pdf.to_str().expect("a temporary folder named in UTF-8");
    for refused in [
        &["--card-mm", "20"][..],
        &["--cards", "1..=8"],
        &["--images", "bad_images"],
        &["--images", "images", "--strict"],
    ] {
        let args = [&["render", "pictures.txt", "--pdf", target][..], refused].concat();
        assert_eq!(dobble(&args, b"").status.code(), Some(2), "{refused:?}");
        assert_eq!(std::fs::read_to_string(&pdf).unwrap(), "the old deck");
    }
    let args = [
        "render",
        "pictures.txt",
        "--pdf",
        target,
        "--images",
        "images",
    ];
    assert_eq!(dobble(&args, b"").status.code(), Some(0));
    assert!(holds_pdf(&pdf));
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["deck.pdf"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A scratch folder of this test run, emptied.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `deck.pdf` in `dir`, holding an old deck that is no PDF.
fn old_deck(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("deck.pdf");
    std::fs::write(&file, "the old deck").unwrap();
    file
}

/// Whether the file at `path` holds a PDF.
fn holds_pdf(path: &Path) -> bool {
    std::fs::read(path).unwrap().starts_with(b"%PDF-")
}

/// Renders `pictures.txt` into `target`, which must succeed.
fn render_pdf(target: &Path) {
    let target = target.to_str().expect("a scratch folder named in UTF-8");
    let out = dobble(&["render", "pictures.txt", "--pdf", target], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// Through a symbolic link the file it names gets the PDF, and the link stays a link; a
/// link to nothing yet makes that file.
#[cfg(unix)]
#[test]
fn a_pdf_through_a_symbolic_link_writes_the_file_it_names() {
    let dir = scratch("pdf-symlink");
    let (file, link) = (old_deck(&dir), dir.join("link.pdf"));
    std::os::unix::fs::symlink(&file, &link).unwrap();
    render_pdf(&link);
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    assert!(holds_pdf(&file));
    let (later, dangling) = (dir.join("later.pdf"), dir.join("dangling.pdf"));
    std::os::unix::fs::symlink(&later, &dangling).unwrap();
    render_pdf(&dangling);
    assert!(
        dangling
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(holds_pdf(&later));
}

/// A file with two hard links is written in place: both names still share one file, which
/// holds the PDF (renaming over one name would part them).
#[cfg(unix)]
#[test]
fn a_pdf_onto_a_hard_link_keeps_the_link() {
    use std::os::unix::fs::MetadataExt;
    let dir = scratch("pdf-hard-link");
    let (file, twin) = (old_deck(&dir), dir.join("twin.pdf"));
    std::fs::hard_link(&file, &twin).unwrap();
    render_pdf(&file);
    let (a, b) = (file.metadata().unwrap(), twin.metadata().unwrap());
    assert_eq!((a.ino(), a.nlink()), (b.ino(), 2));
    assert!(holds_pdf(&twin));
}

/// A named pipe stands for a device: the PDF is written into it (read on the other end)
/// and it stays a pipe, never replaced by a regular file.
#[cfg(unix)]
#[test]
fn a_pdf_into_a_named_pipe_is_written_in_place() {
    use std::os::unix::fs::FileTypeExt;
    let dir = scratch("pdf-pipe");
    let pipe = dir.join("pipe.pdf");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    assert!(made.expect("mkfifo runs").success());
    let reader = {
        let pipe = pipe.clone();
        std::thread::spawn(move || std::fs::read(pipe).unwrap())
    };
    render_pdf(&pipe);
    // Checked before joining: had the pipe been replaced, the reader would wait forever.
    assert!(pipe.symlink_metadata().unwrap().file_type().is_fifo());
    assert!(reader.join().unwrap().starts_with(b"%PDF-"));
}

/// `render --layout FILE`: every card's placements as JSON, read back into the library's
/// values, meet the look of a shop deck (checked from the circles themselves).
#[test]
fn the_layout_file_shows_a_bought_deck() {
    #[derive(serde::Deserialize)]
    struct LayoutFile {
        card_mm: f64,
        cards: Vec<dobble::draw::CardLayout>,
    }
    let dir = std::env::temp_dir().join(format!("dobble-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (pdf, json) = (dir.join("kids.pdf"), dir.join("kids.json"));
    let out = dobble(
        &[
            "render",
            "dobble_kids.txt",
            "--pdf",
            pdf.to_str().unwrap(),
            "--card-mm",
            "60",
            "--cards",
            "3..=30",
            "--layout",
            json.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let file: LayoutFile = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(file.card_mm, 60.0);
    let numbers: Vec<usize> = file.cards.iter().map(|c| c.card).collect();
    assert_eq!(numbers, (3..=30).collect::<Vec<_>>());
    for card in &file.cards {
        let s = &card.symbols;
        assert_eq!(s.len(), 6);
        let area: f64 = s.iter().map(|p| p.radius_mm * p.radius_mm).sum();
        // The face is the disc of radius 48 of the card's 100 units.
        let face = 0.48 * file.card_mm;
        assert!(area / (face * face) >= 0.55, "card {}", card.card);
        let large = s.iter().map(|p| p.radius_mm).fold(0f64, f64::max);
        let small = s.iter().map(|p| p.radius_mm).fold(f64::INFINITY, f64::min);
        assert!(large / small <= 3.0);
        for (i, p) in s.iter().enumerate() {
            assert!(p.letter_mm.unwrap() >= 2.5);
            assert!(p.x_mm.hypot(p.y_mm) + p.radius_mm <= 0.465 * file.card_mm + 1e-6);
            for q in &s[i + 1..] {
                let apart = (p.x_mm - q.x_mm).hypot(p.y_mm - q.y_mm);
                assert!(apart >= p.radius_mm + q.radius_mm - 1e-6);
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Links planted in the target's folder under the names of the next process ids, as the
/// temporary file was once named (`.deck.pdf.PID.part`), all point at a victim file: the
/// PDF is saved and the victim is untouched, as is a private file's mode.
#[cfg(unix)]
#[test]
fn planted_links_do_not_turn_the_pdf_against_another_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("pdf-planted");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let me = std::process::id();
    for pid in me..me + 2000 {
        std::os::unix::fs::symlink(&victim, dir.join(format!(".deck.pdf.{pid}.part"))).unwrap();
    }
    let target = old_deck(&dir);
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    render_pdf(&target);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert!(holds_pdf(&target));
    let mode = target.metadata().unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the private file stays private");
}

/// An output that would overwrite the deck, the other output or a card picture is refused
/// before anything is written (exit 2, naming both), and `-` is standard output.
#[test]
fn outputs_never_overwrite_the_input_or_each_other() {
    let dir = scratch("outputs-apart");
    let deck = dir.join("deck.txt");
    std::fs::write(&deck, "a b\na c\nb c\n").unwrap();
    let (deck, pdf) = (deck.to_str().unwrap(), dir.join("deck.pdf"));
    let pdf = pdf.to_str().unwrap();
    let refused = |args: &[&str], says: &str| {
        let out = dobble(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out.stderr)
        );
    };
    refused(
        &["render", deck, "--pdf", deck],
        "the same file as the deck",
    );
    refused(
        &["render", deck, "--pdf", pdf, "--layout", pdf],
        "the same file as -o",
    );
    let cards = dir.join("cards");
    let card = cards.join("card-001.svg");
    let args = ["render", deck, "--svg", cards.to_str().unwrap()];
    refused(
        &[&args[..], &["--layout", card.to_str().unwrap()]].concat(),
        "the same file as --svg",
    );
    refused(
        &[&args[..], &["--layout", deck]].concat(),
        "the same file as the deck",
    );
    assert_eq!(std::fs::read_to_string(deck).unwrap(), "a b\na c\nb c\n");
    assert!(!Path::new(pdf).exists() && !cards.exists());
    // A layout beside the cards in their folder is everyday use.
    let beside = cards.join("layout.json");
    let out = dobble(
        &[&args[..], &["--layout", beside.to_str().unwrap()]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // `-`: the PDF on standard output, the report on standard error; never two documents.
    let out = dobble(&["render", deck, "--pdf", "-"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.starts_with(b"%PDF-"));
    assert!(
        text(&out.stderr).starts_with("wrote -:"),
        "{}",
        text(&out.stderr)
    );
    refused(
        &["render", deck, "--pdf", "-", "--json"],
        "standard output already takes --json",
    );
    refused(
        &["render", deck, "--pdf", pdf, "--layout", "-", "--json"],
        "already takes --json",
    );
    let out = dobble(&["render", deck, "--pdf", pdf, "--layout", "-"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("{\n"), "the layout JSON");
    assert!(!dir.join("-").exists());
}

/// 100,000 cards of one symbol each: ten billion cells, whose matrix took 2.9 GB and
/// aborted. The matrix is written a row at a time under a 1 GB cap; the reader takes the
/// beginning and goes away, which ends the program quietly. (Linux only, as above.)
#[cfg(target_os = "linux")]
#[test]
fn the_incidence_of_100000_cards_streams_in_bounded_memory() {
    let deck = "BEGIN { for (c = 0; c < 100000; c++) print \"s\" c }";
    for (args, start, row) in [
        (
            "incidence --json -",
            "{\"symbols\":[\"s0\",\"s1\",\"s2\",",
            "],\"matrix\":[[1,0,0,0,",
        ),
        ("incidence --csv -", "card,s0,s1,s2,", "\n1,1,0,0,0,"),
        ("incidence -", "1 0 0 0 0 ", "\n0 1 0 0 0 "),
    ] {
        let out = shell(&format!(
            "{{ awk '{deck}' | (ulimit -v 1000000 && exec \"$0\" {args}); \
             echo \"status $?\" >&2; }} | head -c 1000000"
        ));
        let shown = text(&out.stdout);
        assert_eq!(text(&out.stderr), "status 0\n", "{args}");
        assert!(shown.starts_with(start), "{args}: {}", &shown[..40]);
        assert!(shown.contains(row), "{args}");
    }
}

/// Runs `dobble render DECK --pdf OUT ARGS` in `dir` under a 256 MiB address-space cap,
/// and returns its exit status and standard error.
#[cfg(target_os = "linux")]
fn render_capped(dir: &Path, deck: &str, args: &str) -> (Option<i32>, String) {
    std::fs::write(dir.join("deck.txt"), deck).unwrap();
    let out = games_test_support::run(
        Path::new("sh"),
        &[
            "-c",
            &format!("ulimit -v 262144 && exec \"$0\" render deck.txt --pdf out.pdf {args}"),
            env!("CARGO_BIN_EXE_dobble"),
        ],
        dir,
        b"",
    )
    .expect("sh runs");
    (out.status.code(), text(&out.stderr))
}

/// Pictures that cost too much are refused before they are read or decoded, naming the
/// file: one past 64 MiB (told by its size: a 200 MB comment took 2.2 GB), a PNG whose
/// colour profile inflates past 16 MiB (590 MB for 4 by 4 pixels), and anything but a
/// regular file (a FIFO blocked for ever).
#[cfg(target_os = "linux")]
#[test]
fn pictures_that_cost_too_much_are_refused_up_front() {
    let dir = scratch("costly-pictures");
    std::fs::create_dir_all(dir.join("img")).unwrap();
    let deck = "cat dog\ndog owl\nowl cat\n";
    // Sparse: the size is there, the bytes are not.
    let big = std::fs::File::create(dir.join("back.svg")).unwrap();
    big.set_len((64 << 20) + 1).unwrap();
    assert_eq!(
        render_capped(&dir, deck, "--back back.svg"),
        (
            Some(2),
            "dobble: back.svg: an image of 67108865 bytes, more than the 67108864 bytes taken\n"
                .to_owned()
        )
    );
    // A 4 by 4 PNG with a colour profile of 17 MiB of zeros, 17 KB compressed.
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, 4, 4);
    encoder.set_color(png::ColorType::Grayscale);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&[0; 16]).unwrap();
    writer.finish().unwrap();
    let profile = [
        b"icc\0\0".as_slice(),
        &miniz_oxide::deflate::compress_to_vec_zlib(&vec![0; 17 << 20], 9),
    ]
    .concat();
    let png = crate::png_chunk::with_chunk(png, b"iCCP", &profile);
    std::fs::write(dir.join("img/cat.png"), &png).unwrap();
    assert_eq!(
        render_capped(&dir, deck, "--images img"),
        (
            Some(2),
            "dobble: img/cat.png: a PNG image whose compressed `iCCP` chunk inflates past the \
             16777216 bytes taken for such chunks\n"
                .to_owned()
        )
    );
    std::fs::remove_file(dir.join("img/cat.png")).unwrap();
    let fifo = dir.join("img/dog.svg");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    assert_eq!(
        render_capped(&dir, deck, "--images img"),
        (
            Some(2),
            "dobble: img/dog.svg: not a regular file: a picture must be a PNG or SVG file\n"
                .to_owned()
        )
    );
}

/// An SVG picture that nests deeper than the PDF converter takes is refused naming its
/// file and symbol, where the message named the deck and a page; a shallower one prints.
#[cfg(target_os = "linux")]
#[test]
fn a_picture_too_deep_for_pdf_is_named() {
    let dir = scratch("deep-pictures");
    std::fs::create_dir_all(dir.join("img")).unwrap();
    let nested = |levels: usize| {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">{}\
             <rect width=\"10\" height=\"10\"/>{}</svg>",
            "<g fill=\"red\">".repeat(levels),
            "</g>".repeat(levels)
        )
    };
    let deck = "cat dog\ndog owl\nowl cat\n";
    std::fs::write(dir.join("img/owl.svg"), nested(10)).unwrap();
    std::fs::write(dir.join("img/Cat.svg"), nested(40)).unwrap();
    assert_eq!(
        render_capped(&dir, deck, "--images img"),
        (
            Some(2),
            "dobble: img/Cat.svg: the picture of symbol `cat` nests its drawing too deeply to be \
             made into PDF (at most 28 levels of graphics state, the page and card's included)\n"
                .to_owned()
        )
    );
    std::fs::rename(dir.join("img/Cat.svg"), dir.join("back.svg")).unwrap();
    assert_eq!(
        render_capped(&dir, deck, "--images img --back back.svg"),
        (
            Some(2),
            "dobble: back.svg: the picture of the card backs nests its drawing too deeply to be \
             made into PDF (at most 28 levels of graphics state, the page and card's included)\n"
                .to_owned()
        )
    );
    assert_eq!(
        render_capped(&dir, deck, "--images img"),
        (Some(0), String::new())
    );
}

/// Symbols whose names differ only in case are not drawn with one picture (cards that
/// share no symbol would look as if they did): each takes the file of its own name, or
/// stays a word.
#[test]
fn symbols_that_differ_in_case_take_their_own_pictures() {
    let dir = scratch("case-pictures");
    std::fs::create_dir_all(dir.join("img")).unwrap();
    let square = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"/>";
    std::fs::write(dir.join("img/cat.svg"), square).unwrap();
    std::fs::write(dir.join("deck.txt"), "Cat dog\ndog cat\ncat Cat\n").unwrap();
    let out = dobble_in(
        &dir,
        &["render", "deck.txt", "--svg", "cards", "--images", "img"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("drawn as words, with no image: Cat, dog\n"));
    let card = |n: usize| std::fs::read_to_string(dir.join(format!("cards/card-00{n}.svg")));
    // Card 1 shows `Cat` (a word) and dog; card 2 shows `cat` (the picture).
    assert_eq!(card(1).unwrap().matches("<image ").count(), 0);
    assert_eq!(card(2).unwrap().matches("<image ").count(), 1);
    assert_eq!(card(3).unwrap().matches("<image ").count(), 1);
}

/// A names file with an escape sequence in a name is refused, the name shown escaped,
/// instead of reaching the printed deck as raw bytes.
#[test]
fn a_names_file_with_control_characters_is_refused() {
    let dir = scratch("names-control");
    std::fs::write(dir.join("names.txt"), "a\x1b[31mb\nb\nc\nd\ne\nf\ng\n").unwrap();
    let out = dobble_in(&dir, &["generate", "3", "--names", "names.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "dobble: names.txt: line 1, column 1: name `a\\u{1b}[31mb` holds a control character\n"
    );
}

/// `generate --svg` takes the palette as `render` does: with `okabe-ito`, the words are in
/// Okabe and Ito's published colours.
#[test]
fn generate_takes_the_palette() {
    let dir = scratch("generate-palette");
    let out = dobble_in(
        &dir,
        &["generate", "3", "--svg", "cards", "--palette", "okabe-ito"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let okabe_ito = [
        "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000",
    ];
    let card = std::fs::read_to_string(dir.join("cards/card-001.svg")).unwrap();
    let fills: Vec<&str> = card
        .split("fill=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .filter(|fill| fill.starts_with('#') && *fill != "#ffffff" && *fill != "#fff")
        .collect();
    assert_eq!(fills.len(), 3, "{card}");
    assert!(fills.iter().all(|f| okabe_ito.contains(f)), "{fills:?}");
}
/// Issue 37 §4: `automorphisms` of a deck of 2,000 cards sharing one hub symbol, each with
/// a symbol of its own (19 KB), gave up after 48 to 50 s at the node limit. It answers
/// within the default limits: any permutation of the cards, their own symbols with them.
#[test]
fn a_hub_deck_of_2000_cards_answers() {
    let deck: String = (0..2000).map(|i| format!("hub own{i}\n")).collect();
    let out = dobble(&["automorphisms", "-"], deck.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let factorial: num_bigint::BigUint = (1..=2000u32).map(num_bigint::BigUint::from).product();
    let shown = text(&out.stdout);
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines[0], format!("order: {factorial}"));
    assert_eq!(lines[1], "generators: 2");
    assert_eq!(lines[2], "  (own0 own1)");
    let cycle: Vec<String> = (0..2000).map(|i| format!("own{i}")).collect();
    assert_eq!(lines[3], format!("  ({})", cycle.join(" ")));
    assert_eq!(
        lines[4..],
        [
            "symbol orbits: 2 (sizes 1, 2000)",
            "card orbits: 1 (size 2000)"
        ]
    );
}

/// `render -o FILE` (`--output FILE`) writes the PDF; `--pdf FILE`, the older spelling,
/// still does, the same bytes, and is not shown in the help.
#[test]
fn the_pdf_is_named_by_o_and_the_older_pdf_still_works() {
    let dir = scratch("pdf-output");
    let mut written = Vec::new();
    for flag in ["-o", "--output", "--pdf"] {
        let target = dir.join(format!("deck{flag}.pdf"));
        let out = dobble(&["render", "fano.txt", flag, target.to_str().unwrap()], b"");
        assert_eq!(out.status.code(), Some(0), "{flag}: {}", text(&out.stderr));
        assert_eq!(
            text(&out.stdout),
            format!(
                "wrote {}: 2 pages (2 sheets), cards 1..=7 of 85 mm, 6 per A4 sheet\n",
                target.display()
            )
        );
        written.push(std::fs::read(&target).unwrap());
    }
    assert!(written[0].starts_with(b"%PDF-"));
    assert!(written.iter().all(|pdf| *pdf == written[0]));
    let help = text(&dobble(&["render", "--help"], b"").stdout);
    assert!(help.contains("-o, --output <FILE>"), "{help}");
    assert!(!help.contains("--pdf"), "{help}");
    // Both at once is one option given twice.
    let twice = dobble(
        &["render", "fano.txt", "-o", "a.pdf", "--pdf", "b.pdf"],
        b"",
    );
    assert_eq!(twice.status.code(), Some(2));
}

/// Two symbols that Unicode reads as the same text (`é` as one character, and as `e` with
/// a combining accent) would print alike: `verify` and `render` refuse them, both shown
/// escaped.
#[test]
fn symbols_that_print_alike_are_refused() {
    let deck = "caf\u{e9} x\nx cafe\u{301}\ncafe\u{301} caf\u{e9}\n";
    let refusal = "dobble: standard input: line 2, column 3: symbol `cafe\\u{301}` is symbol \
                   `caf\\u{e9}` of line 1 written another way (Unicode normalization): the two \
                   would print alike\n";
    let out = dobble(&["verify", "-"], deck.as_bytes());
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (Some(2), refusal.to_owned())
    );
    let dir = scratch("alike");
    let svg = dir.join("svg");
    let out = dobble(
        &["render", "-", "--svg", svg.to_str().unwrap()],
        deck.as_bytes(),
    );
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (Some(2), refusal.to_owned())
    );
    assert!(!svg.exists());
}

/// An endless standard input is refused once it passes the most read as one input, in
/// bounded memory (it was read until memory ran out, 2 GB and more).
#[cfg(target_os = "linux")]
#[test]
fn an_endless_input_is_refused_at_the_limit() {
    let out = shell("(ulimit -v 2000000 && exec \"$0\" verify - </dev/zero)");
    assert_eq!(
        (out.status.code(), text(&out.stderr).as_str()),
        (
            Some(2),
            "dobble: standard input: more than 268435456 bytes (256 MiB), the most read as one \
             input\n"
        )
    );
}

/// `render` refuses up front to draw more symbols at once than the drawing takes: the
/// 2,451 cards of 50 symbols (order 49) took about ten minutes.
#[cfg(unix)]
#[test]
fn a_deck_too_large_to_draw_at_once_is_refused_up_front() {
    let dir = scratch("too-much");
    let svg = dir.join("svg");
    let pdf = dir.join("deck.pdf");
    let hint = " (draw a range of cards at a time with --cards)\n";
    for (output, range, place) in [
        (format!("--svg '{}'", svg.display()), "", "standard input"),
        (
            format!("--svg '{}'", svg.display()),
            "--cards 1..=2451",
            "--cards",
        ),
        (
            format!("-o '{}'", pdf.display()),
            "--cards 2..=400",
            "--cards",
        ),
    ] {
        let out = shell(&format!(
            "\"$0\" generate 50 | (ulimit -t 60 && exec \"$0\" render - {output} {range})"
        ));
        let symbols = if range == "--cards 2..=400" {
            399 * 50
        } else {
            2451 * 50
        };
        let (first, last) = if range == "--cards 2..=400" {
            (2, 400)
        } else {
            (1, 2451)
        };
        assert_eq!(
            (out.status.code(), text(&out.stderr)),
            (
                Some(2),
                format!(
                    "dobble: {place}: cards {first}..={last} hold {symbols} symbols, more than \
                     the 16384 drawn at once{hint}"
                )
            ),
            "{output} {range}"
        );
    }
    assert!(!svg.exists() && !pdf.exists());
}

/// `render -o FILE` writes a PDF: `.pdf` in any case, and nothing else. A deck is many
/// pages, so `.png` and `.svg` are refused like any other extension, with exit status 2
/// naming `.pdf` and pointing to `--svg`, and no file is written (`-o deck.png` wrote a
/// PDF and said "wrote deck.png: 2 pages").
#[test]
fn render_writes_a_pdf_and_refuses_any_other_extension() {
    let dir = scratch("render-formats");
    let out = dobble(
        &[
            "render",
            "fano.txt",
            "-o",
            dir.join("DECK.PDF").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        std::fs::read(dir.join("DECK.PDF"))
            .unwrap()
            .starts_with(b"%PDF-")
    );
    for extension in ["png", "svg", "gif", "jpg"] {
        let file = dir.join(format!("deck.{extension}"));
        let out = dobble(&["render", "fano.txt", "-o", file.to_str().unwrap()], b"");
        assert_eq!(out.status.code(), Some(2), "{extension}");
        assert_eq!(text(&out.stdout), "");
        assert_eq!(
            text(&out.stderr),
            format!(
                "dobble: -o {}: a .{extension} file is not one this command writes: it writes \
                 .pdf, chosen by the file's extension (--svg DIR writes each card and sheet \
                 as an SVG)\n",
                file.display()
            )
        );
        assert!(!file.exists(), "{extension}");
    }
}

/// `generate 3..=4` prints the deck of each K in turn, each after a `# K = ...` line
/// naming its K² - K + 1 cards, exactly as `generate 3` and `generate 4` print them.
#[test]
fn generate_takes_a_range_of_k() {
    let one = |k: &str| text(&dobble(&["generate", k], b"").stdout);
    let expected = format!(
        "# K = 3: 7 cards\n{}\n# K = 4: 13 cards\n{}",
        one("3"),
        one("4")
    );
    for range in ["3..=4", "3..5"] {
        let output = dobble(&["generate", range], b"");
        assert_eq!(output.status.code(), Some(0), "{range}");
        assert_eq!(text(&output.stdout), expected, "{range}");
    }
}

/// K is read by the workspace's grammar: a word or a number past 32 bits gets its words,
/// a K past the methods is refused before any deck of a range is printed, and the options
/// that shape one deck say they take one K.
#[test]
fn generate_refuses_what_is_not_k() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["generate", "eight"],
            "\"eight\" is not a whole number (write N, A..=B or A..B)",
        ),
        (
            &["generate", "99999999999"],
            "99999999999 is too large: the largest number taken is 4294967295",
        ),
        (
            &["generate", "4..=3"],
            "the range 4..=3 is empty (its start is above its end)",
        ),
        (&["generate", "3..=300"], "K must be at most 257 (got 300)"),
        (
            &["generate", "3..=4", "--json"],
            "--json takes one K, not the range 3..=4",
        ),
    ];
    for (args, words) in cases {
        let output = dobble(args, b"");
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(text(&output.stdout), "", "{args:?}");
        assert!(stderr.contains(words), "{args:?}: {stderr}");
    }
}

/// The Fano plane's 168 symmetries move any symbol to any other and any card to any
/// other: one orbit of each, of size 7, in the singular.
#[test]
fn one_orbit_is_written_in_the_singular() {
    let output = dobble(&["automorphisms", "fano_named.txt"], b"");
    let shown = text(&output.stdout);
    assert!(shown.contains("\nsymbol orbits: 1 (size 7)\n"), "{shown}");
    assert!(shown.contains("\ncard orbits: 1 (size 7)\n"), "{shown}");
}
