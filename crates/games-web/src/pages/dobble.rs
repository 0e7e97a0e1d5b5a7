//! The Dobble page's endpoints: a deck designed from the symbols per card, the names typed
//! (or the built-in pictures' names), the pictures uploaded and whether the built-in
//! pictures are drawn; every card drawn by the library (`dobble::Pictures`), the deck as a
//! print-ready PDF (`dobble::print_pdf`); and the game: two cards of the deck and whether
//! the symbol clicked is the one they share.
//!
//! Uploaded pictures travel in the design, base64 in the JSON, with every request that
//! draws (the server keeps nothing), so they are capped: [`MOST_UPLOADS`] pictures, each
//! at most [`UPLOAD_BYTES`] and, for a PNG, [`UPLOAD_PIXELS`], all together at most
//! [`UPLOADS_BYTES`]; the Dobble endpoints read bodies of up to [`DOBBLE_BODY_LIMIT`].

use axum::Json;
use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::post;
use base64::Engine;
use dobble::draw::{Artwork, DrawOptions};
use dobble::images::{Image, ImageFormat, match_deck, picture_names};
use dobble::print::PrintOptions;
use dobble::{FindOptions, Method, Pictures, find_deck, print_pdf};
use serde::{Deserialize, Serialize};

use crate::pool::Lane;
use crate::protocol::{Answer, ApiError, Body, Fields};

/// The most symbols per card the page designs: 8, the shop-bought deck's (57 cards).
/// Drawing every card of a larger deck with pictures takes seconds, past what a page
/// request should take; the command line (`dobble render`) draws any deck.
pub const MOST_SYMBOLS_PER_CARD: u32 = 8;

/// The most pictures a design may upload: 57, the symbols of the largest deck the page
/// designs.
pub const MOST_UPLOADS: usize = 57;

/// The most bytes one uploaded picture may have: 512 KiB (a symbol's drawing is rarely
/// past a few tens of kilobytes; a photograph should be scaled down first).
pub const UPLOAD_BYTES: usize = 512 << 10;

/// The most pixels an uploaded PNG may have: 4,000,000 (2,000 by 2,000, enough for a
/// symbol printed at 600 dpi on the largest card).
pub const UPLOAD_PIXELS: f64 = 4_000_000.0;

/// The most bytes all the uploaded pictures of a design may have together: 4 MiB.
pub const UPLOADS_BYTES: usize = 4 << 20;

pub use crate::protocol::DOBBLE_BODY_LIMIT;

// The body holds the pictures as base64 (a third more than their bytes), with room for the
// rest of the design.
const _: () = assert!(DOBBLE_BODY_LIMIT >= UPLOADS_BYTES / 3 * 4 + (512 << 10));

/// The routes under `/api/dobble`, reading bodies of up to [`DOBBLE_BODY_LIMIT`].
pub(crate) fn routes() -> Router {
    Router::new()
        .route("/deck", Lane::Heavy.serve(DOBBLE_BODY_LIMIT, post(deck)))
        .route("/pdf", Lane::Heavy.serve(DOBBLE_BODY_LIMIT, post(pdf)))
        .route("/round", Lane::Light.serve(DOBBLE_BODY_LIMIT, post(round)))
        .route("/check", Lane::Light.serve(DOBBLE_BODY_LIMIT, post(check)))
        .layer(axum::extract::DefaultBodyLimit::max(DOBBLE_BODY_LIMIT))
}

/// A picture uploaded for a symbol: the file's name (its stem names the symbol, as
/// `dobble render --images` matches files) and its bytes in base64.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Upload {
    name: String,
    data: String,
}

/// A deck's design: symbols per card, the names (one a line; empty for the uploaded
/// pictures' names, or else the built-in pictures'), the pictures uploaded, whether the
/// built-in pictures are drawn, and the layouts' seed.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Design {
    k: u32,
    #[serde(default)]
    names: String,
    #[serde(default = "yes")]
    pictures: bool,
    #[serde(default)]
    seed: u64,
    /// The cards' diameter in mm (85, a shop-bought card's, by default).
    #[serde(default = "card_mm")]
    card_mm: f64,
    #[serde(default)]
    uploads: Vec<Upload>,
}

fn card_mm() -> f64 {
    dobble::draw::DEFAULT_CARD_MM
}

fn yes() -> bool {
    true
}

/// A designed deck: its cards as names, and how they are drawn.
struct Designed {
    cards: Vec<Vec<String>>,
    artwork: Artwork,
    /// Names without a picture, drawn as words.
    as_words: Vec<String>,
}

/// The symbol an uploaded file names: its name without the folder and the extension.
fn stem(name: &str) -> &str {
    let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
    file.rsplit_once('.').map_or(file, |(stem, _)| stem).trim()
}

impl Design {
    /// The uploaded pictures, checked against the page's caps and by the library, each
    /// with the symbol its file's name names.
    fn pictures(&self) -> Result<Vec<(String, Image)>, ApiError> {
        let mut total = 0;
        let mut pictures = Vec::with_capacity(self.uploads.len());
        for upload in &self.uploads {
            let name = &upload.name;
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(upload.data.as_bytes())
                .map_err(|e| ApiError::bad(format!("the picture {name}: not base64: {e}")))?;
            if bytes.len() > UPLOAD_BYTES {
                return Err(ApiError::bad(format!(
                    "the picture {name} has {} bytes: the page takes pictures of at most \
                     {UPLOAD_BYTES} bytes (512 KiB)",
                    bytes.len()
                )));
            }
            total += bytes.len();
            if total > UPLOADS_BYTES {
                return Err(ApiError::bad(format!(
                    "the pictures have more than {UPLOADS_BYTES} bytes (4 MiB) together, the \
                     most the page takes; {name} goes past it"
                )));
            }
            let image = Image::from_bytes(bytes)
                .map_err(|e| ApiError::because(&format!("the picture {name}"), e))?;
            let (width, height) = image.size();
            if image.format() == ImageFormat::Png && width * height > UPLOAD_PIXELS {
                return Err(ApiError::bad(format!(
                    "the picture {name} is {width} by {height} pixels: the page takes PNGs of \
                     at most {UPLOAD_PIXELS} pixels (2,000 by 2,000)"
                )));
            }
            let symbol = stem(name);
            if symbol.is_empty() {
                return Err(ApiError::bad(format!(
                    "the picture {name:?} has no name to give its symbol"
                )));
            }
            pictures.push((symbol.to_owned(), image));
        }
        Ok(pictures)
    }

    /// The deck of this design, by the library: the plane for `k`, named; with its
    /// pictures checked and matched to their symbols when it is to be drawn (`draw`).
    fn deck(&self, draw: bool) -> Result<Designed, ApiError> {
        if !(2..=MOST_SYMBOLS_PER_CARD).contains(&self.k) {
            return Err(ApiError::bad(format!(
                "{} symbols per card: the page designs decks of 2 to {MOST_SYMBOLS_PER_CARD} \
                 symbols per card (`dobble render` draws larger ones)",
                self.k
            )));
        }
        let answer = find_deck(self.k, FindOptions::new(Method::Field))
            .map_err(|e| ApiError::because("no deck", e))?;
        let reason = answer.reason();
        let Some(plane) = answer.into_deck() else {
            return Err(ApiError::bad(format!(
                "no deck with {} symbols per card: {}",
                self.k,
                reason.unwrap_or_default()
            )));
        };
        let needed = plane.symbols();
        if self.uploads.len() > MOST_UPLOADS {
            return Err(ApiError::bad(format!(
                "{} pictures uploaded: the page takes at most {MOST_UPLOADS}",
                self.uploads.len()
            )));
        }
        let names = if !self.names.trim().is_empty() {
            dobble::deck::parse_names(&self.names, needed)
                .map_err(|e| ApiError::because("the names", e))?
        } else if !self.uploads.is_empty() {
            let stems: Vec<&str> = self.uploads.iter().map(|u| stem(&u.name)).collect();
            dobble::deck::parse_names(&stems.join("\n"), needed)
                .map_err(|e| ApiError::because("the uploaded pictures' names", e))?
        } else {
            picture_names(needed)
        };
        let named = plane
            .named(&names)
            .ok_or_else(|| ApiError::bad(format!("the deck needs {needed} names")))?;
        let mut artwork = Artwork::words();
        if !draw {
            return Ok(Designed {
                cards: named.cards,
                artwork,
                as_words: names,
            });
        }
        // An uploaded picture is matched to its symbol as `dobble render --images` matches
        // a folder's files (its stem, with the extension of what it is), by the library's
        // one rule, which also gives the built-in pictures to the symbols left, if asked for.
        let uploaded = self.pictures()?;
        let files: Vec<String> = uploaded
            .iter()
            .map(|(stem, image)| match image.format() {
                ImageFormat::Png => format!("{stem}.png"),
                _ => format!("{stem}.svg"),
            })
            .collect();
        let matched = match_deck(&names, &files, self.pictures);
        artwork.insert_matched(&names, &matched, |file| {
            Ok::<_, ApiError>(uploaded[file].1.clone())
        })?;
        let as_words = matched.as_words;
        Ok(Designed {
            cards: named.cards,
            artwork,
            as_words,
        })
    }
}

/// The designed deck: its cards (names) and each card's picture, and the A4 sheets, the
/// pictures they draw sent once ([`share_pictures`]).
#[derive(Serialize)]
struct Deck {
    k: u32,
    cards: Vec<Vec<String>>,
    svgs: Vec<String>,
    sheets: Vec<String>,
    /// The pictures the drawings name as `picture:N`.
    pictures: Vec<String>,
    text: String,
}

/// The pictures drawn in `documents`, each sent once: every `href="data:…"` (a picture the
/// library embeds where it draws it, on every card and sheet that shows it) becomes
/// `href="picture:N"`, N its place in the list returned, which the page puts back before
/// it shows or saves a drawing. A deck's answer so holds each uploaded picture once, not
/// on each of the cards and sheets that show it (sixteen times over for a deck of 57
/// cards): the answer stays within a small multiple of the request (crate docs).
fn share_pictures<'a>(documents: impl IntoIterator<Item = &'a mut String>) -> Vec<String> {
    const MARK: &str = "href=\"data:";
    let mut pictures: Vec<String> = Vec::new();
    let mut known: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for document in documents {
        if !document.contains(MARK) {
            continue;
        }
        let mut shared = String::with_capacity(document.len());
        let mut rest = document.as_str();
        while let Some(at) = rest.find(MARK) {
            let start = at + "href=\"".len();
            shared.push_str(&rest[..start]);
            let Some(length) = rest[start..].find('"') else {
                shared.push_str(&rest[start..]);
                rest = "";
                break;
            };
            let address = &rest[start..start + length];
            let number = *known.entry(address.to_owned()).or_insert_with(|| {
                pictures.push(address.to_owned());
                pictures.len() - 1
            });
            shared.push_str(&format!("picture:{number}"));
            rest = &rest[start + length..];
        }
        shared.push_str(rest);
        *document = shared;
    }
    pictures
}

async fn deck(Body(design): Body<Design>) -> Answer<Deck> {
    let k = design.k;
    let designed = design.deck(true)?;
    let mut options = DrawOptions::new(design.seed);
    options.card_mm = design.card_mm;
    let pictures = Pictures::draw_sized(&designed.cards, &designed.artwork, &options)
        .map_err(|e| ApiError::because("the cards cannot be drawn", e))?;
    let mut text = format!(
        "{} cards of {k} symbols, {} symbols in all; any two cards share exactly one.",
        designed.cards.len(),
        designed.cards.len()
    );
    if !designed.as_words.is_empty() && designed.as_words.len() < designed.cards.len() {
        text.push_str(&format!(
            " Drawn as words (no built-in picture of that name): {}.",
            designed.as_words.join(", ")
        ));
    }
    let (mut svgs, mut sheets) = (pictures.cards, pictures.sheets);
    let pictures = share_pictures(svgs.iter_mut().chain(sheets.iter_mut()));
    Ok(Json(Deck {
        k,
        cards: designed.cards,
        svgs,
        sheets,
        pictures,
        text,
    }))
}

async fn pdf(Body(design): Body<Design>) -> Result<impl IntoResponse, ApiError> {
    let designed = design.deck(true)?;
    let mut options = PrintOptions::default();
    options.seed = design.seed;
    options.card_mm = design.card_mm;
    let bytes = print_pdf(&designed.cards, &designed.artwork, &options)
        .map(|printed| printed.pdf)
        .map_err(|e| ApiError::because("the deck cannot be printed", e))?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"deck.pdf\"",
            ),
        ],
        bytes,
    ))
}

/// A round of the game: the design and the round's number, which picks its two cards;
/// `draw: false` when the page holds the designed deck's pictures already (drawing two
/// cards takes up to tens of milliseconds, choosing them well under one).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundRequest {
    design: Design,
    round: u64,
    #[serde(default = "yes")]
    draw: bool,
}

/// Two cards to compare: their numbers (from 0), symbols and, if asked for, pictures.
#[derive(Serialize)]
struct Round {
    cards: [usize; 2],
    symbols: [Vec<String>; 2],
    svgs: Option<[String; 2]>,
}

/// The two different cards of round `round` in a deck of `count` cards: spread over the
/// deck by a fixed mix of the round's number, so every round of a game differs.
fn pair(round: u64, count: usize) -> [usize; 2] {
    let mix = |x: u64| {
        let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let count = count.max(2) as u64;
    let a = mix(round) % count;
    let b = (a + 1 + mix(round ^ 0xabcd) % (count - 1)) % count;
    [a as usize, b as usize]
}

async fn round(Body(request): Body<RoundRequest>) -> Answer<Round> {
    let RoundRequest {
        design,
        round,
        draw,
    } = request;
    let designed = design.deck(draw)?;
    let [a, b] = pair(round, designed.cards.len());
    let picture = |index: usize| {
        let mut options = DrawOptions::new(design.seed);
        options.card_mm = design.card_mm;
        options.first = index;
        options.count = Some(1);
        Pictures::draw_sized(&designed.cards, &designed.artwork, &options)
            .map(|p| p.cards.into_iter().next().unwrap_or_default())
            .map_err(|e| ApiError::because("the card cannot be drawn", e))
    };
    let svgs = if draw {
        Some([picture(a)?, picture(b)?])
    } else {
        None
    };
    Ok(Json(Round {
        cards: [a, b],
        symbols: [designed.cards[a].clone(), designed.cards[b].clone()],
        svgs,
    }))
}

/// A guess: the design, the two cards (from 0) and the symbol clicked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Guess {
    design: Design,
    cards: [usize; 2],
    symbol: String,
}

/// Whether the guess is the shared symbol, and which that is.
#[derive(Serialize)]
struct Verdict {
    right: bool,
    shared: String,
}

async fn check(Body(guess): Body<Guess>) -> Answer<Verdict> {
    let designed = guess.design.deck(false)?;
    let card = |i: usize| {
        designed.cards.get(i).ok_or_else(|| {
            ApiError::bad(format!(
                "no card {i}: the deck has {} cards",
                designed.cards.len()
            ))
        })
    };
    let (a, b) = (card(guess.cards[0])?, card(guess.cards[1])?);
    if guess.cards[0] == guess.cards[1] {
        return Err(ApiError::bad("the two cards are the same card"));
    }
    // Two cards of a deck share exactly one symbol (the library's planes guarantee it).
    let shared = a
        .iter()
        .find(|s| b.contains(s))
        .cloned()
        .unwrap_or_default();
    Ok(Json(Verdict {
        right: shared == guess.symbol,
        shared,
    }))
}

impl Fields for Design {
    fn takes(field: &str) -> Option<String> {
        let limits = super::limits();
        let limit = |name: &str| {
            limits
                .iter()
                .find(|(n, _)| *n == name)
                .map_or(0, |&(_, v)| v)
        };
        match field {
            "k" => Some(format!(
                "the symbols per card are a whole number from 2 to {MOST_SYMBOLS_PER_CARD}"
            )),
            "card_mm" => Some(format!(
                "the card's diameter is a number of millimetres from {} to {}",
                limit("dobble_least_card_mm"),
                limit("dobble_most_card_mm")
            )),
            "seed" => Some(format!("the seed is a whole number from 0 to {}", u64::MAX)),
            _ => None,
        }
    }
}

impl Fields for Guess {}

impl Fields for RoundRequest {}

#[cfg(test)]
mod tests {
    use super::share_pictures;

    /// Each picture is listed once, in the order first drawn, and every drawing of it
    /// names its place; a drawing without pictures and an address left open stay as they
    /// were.
    #[test]
    fn pictures_are_sent_once() {
        let mut documents = vec![
            r#"<image href="data:a"/><image href="data:b"/>"#.to_owned(),
            r#"<text>no picture</text>"#.to_owned(),
            r#"<image xlink:href="data:b"/><image href="data:a"/><image href="data:c"#.to_owned(),
        ];
        let pictures = share_pictures(documents.iter_mut());
        assert_eq!(pictures, ["data:a", "data:b"]);
        assert_eq!(
            documents,
            [
                r#"<image href="picture:0"/><image href="picture:1"/>"#,
                r#"<text>no picture</text>"#,
                r#"<image xlink:href="picture:1"/><image href="picture:0"/><image href="data:c"#,
            ]
        );
    }
}
