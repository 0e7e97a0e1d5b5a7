//! The pictures built into the program, from the command line: `generate K --pictures`
//! names a deck's symbols after them (numbers past the last, said on standard error), and
//! `render` draws them for a deck that asks (its line `# pictures: built-in`) or with
//! `--pictures`, a file of `--images` first.

use std::path::{Path, PathBuf};

use dobble::images::{BUILTIN, BUILTIN_LINE};

use crate::run;

use run::{dobble, text};

/// A scratch folder of this test, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pictures-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The kinds (`word` or `picture`) of every symbol of the layout file `path`, by name.
fn kinds(path: &Path) -> Vec<(String, String)> {
    let layout: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let mut kinds: Vec<(String, String)> = layout["cards"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|card| card["symbols"].as_array().unwrap().iter())
        .map(|s| {
            (
                s["symbol"].as_str().unwrap().to_owned(),
                s["kind"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

#[test]
fn generate_names_every_symbol_after_a_picture_up_to_9_a_card() {
    let names: Vec<&str> = BUILTIN.iter().map(|(name, _)| *name).collect();
    for (k, symbols) in [(3, 7), (8, 57), (9, 73)] {
        let out = dobble(&["generate", &k.to_string(), "--pictures"], b"");
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(text(&out.stderr), "");
        let deck_text = text(&out.stdout);
        assert_eq!(deck_text.lines().next(), Some(BUILTIN_LINE));
        let deck = dobble::Deck::parse(&deck_text).unwrap();
        assert_eq!(deck.names().len(), symbols);
        assert!(deck.names().iter().all(|n| names.contains(&n.as_str())));
        // The first pictures, in their order.
        let mut used: Vec<&str> = deck.names().iter().map(String::as_str).collect();
        used.sort_by_key(|n| names.iter().position(|m| m == n));
        assert_eq!(used, names[..symbols]);
        let verified = dobble(&["verify", "-"], deck_text.as_bytes());
        assert_eq!(verified.status.code(), Some(0));
    }
    // Past the 73 pictures, the symbols keep their numbers, and the command says so.
    let out = dobble(&["generate", "10", "--pictures"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "the program has 73 pictures: the other 18 symbols keep their numbers, 73 to 90\n"
    );
    let deck = dobble::Deck::parse(&text(&out.stdout)).unwrap();
    let numbers: Vec<&String> = deck
        .names()
        .iter()
        .filter(|n| n.parse::<u32>().is_ok())
        .collect();
    assert_eq!(numbers.len(), 18);
    assert!(
        numbers
            .iter()
            .all(|n| (73..=90).contains(&n.parse::<u32>().unwrap()))
    );
    // --json holds the named deck alone; the names file and the pictures are one or the
    // other.
    let json = dobble(&["generate", "3", "--pictures", "--json"], b"");
    let document: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(document["cards"].as_array().unwrap().len(), 7);
    let both = dobble(
        &["generate", "3", "--pictures", "--names", "animals.txt"],
        b"",
    );
    assert_eq!(both.status.code(), Some(2));
}

/// `generate 8 --pictures | render - --pdf deck.pdf`: a picture deck with no other file,
/// every symbol a picture; `generate --svg` draws the same pictures.
#[test]
fn a_picture_deck_prints_with_no_other_file() {
    let dir = scratch("deck");
    let deck = dobble(&["generate", "8", "--pictures"], b"").stdout;
    let (pdf, layout) = (dir.join("deck.pdf"), dir.join("deck.json"));
    let out = dobble(
        &[
            "render",
            "-",
            "--pdf",
            pdf.to_str().unwrap(),
            "--layout",
            layout.to_str().unwrap(),
            "--json",
        ],
        &deck,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["cards"], 57);
    assert_eq!(report["as_words"], serde_json::json!([]));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    let kinds = kinds(&layout);
    assert_eq!(kinds.len(), 57);
    assert!(kinds.iter().all(|(_, kind)| kind == "picture"), "{kinds:?}");
    let svg = dir.join("svg");
    let out = dobble(
        &[
            "generate",
            "4",
            "--pictures",
            "--svg",
            svg.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let card = std::fs::read_to_string(svg.join("card-001.svg")).unwrap();
    assert_eq!(card.matches("<image ").count(), 4, "{card}");
}

/// Without the deck's line or `--pictures`, names are written, even the pictures' names;
/// with `--pictures`, each symbol named after a picture is drawn as it and the others stay
/// words, listed; a file of `--images` comes first, and `--strict` counts a built-in
/// picture as a picture.
#[test]
fn render_draws_the_pictures_when_asked_a_file_first() {
    let dir = scratch("render");
    let layout = dir.join("layout.json");
    let render = |deck: &str, extra: &[&str]| {
        let out_dir = dir.join("cards");
        let _ = std::fs::remove_dir_all(&out_dir);
        let args = [
            &[
                "render",
                deck,
                "--svg",
                out_dir.to_str().unwrap(),
                "--layout",
                layout.to_str().unwrap(),
            ][..],
            extra,
        ]
        .concat();
        let out = dobble(&args, b"");
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        (text(&out.stdout), kinds(&layout))
    };
    // The classic names: words, as written.
    let names_deck = dir.join("names.txt");
    let generated = dobble(&["generate", "8", "--names", "picture_names.txt"], b"");
    std::fs::write(&names_deck, &generated.stdout).unwrap();
    let names_deck = names_deck.to_str().unwrap();
    let (said, kinds_of) = render(names_deck, &[]);
    assert!(!said.contains("drawn as words"));
    assert!(kinds_of.iter().all(|(_, kind)| kind == "word"));
    let (said, kinds_of) = render(names_deck, &["--pictures"]);
    let words: Vec<&str> = kinds_of
        .iter()
        .filter(|(_, kind)| kind == "word")
        .map(|(name, _)| name.as_str())
        .collect();
    assert!(words.contains(&"igloo") && words.contains(&"chess knight"));
    assert!(!words.contains(&"baby bottle") && !words.contains(&"apple"));
    assert!(said.contains("drawn as words, with no image: "), "{said}");
    assert!(said.contains("igloo"), "{said}");
    // pictures.txt: sun moon Cat star fish tree house, each a picture's name; the folder
    // images/ has all but house.
    let (_, kinds_of) = render("pictures.txt", &["--pictures"]);
    assert!(kinds_of.iter().all(|(_, kind)| kind == "picture"));
    let (said, _) = render(
        "pictures.txt",
        &["--pictures", "--images", "images", "--strict"],
    );
    assert!(!said.contains("drawn as words"), "{said}");
    // Card 3 is "sun tree house": the folder's sun.svg and Tree.PNG, the built-in house.
    let card = std::fs::read_to_string(dir.join("cards/card-003.svg")).unwrap();
    let embedded = |bytes: &[u8]| {
        use base64::Engine as _;
        base64::engine::general_purpose::STANDARD.encode(bytes)
    };
    let house = BUILTIN.iter().find(|(name, _)| *name == "house").unwrap().1;
    let sun = std::fs::read("tests/fixtures/images/sun.svg").unwrap();
    let built_in_sun = BUILTIN.iter().find(|(name, _)| *name == "sun").unwrap().1;
    assert!(card.contains(&embedded(house)));
    assert!(card.contains(&embedded(&sun)) && !card.contains(&embedded(built_in_sun)));
    assert_eq!(card.matches("data:image/png;base64,").count(), 1);
}
