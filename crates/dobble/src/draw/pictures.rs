//! A deck drawn as SVG files ([`Pictures`]) under [`DrawOptions`]: card size, range and
//! backs.

use super::artwork::*;
use super::lettering::*;
use super::limits::*;
use super::svg::*;

/// How [`Pictures::draw_sized`] draws a deck.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct DrawOptions {
    /// Seed of the card layouts.
    pub seed: u64,
    /// The cards' diameter, in mm.
    pub card_mm: f64,
    /// The first card drawn (an index from 0).
    pub first: usize,
    /// How many cards are drawn from `first`; `None` for the rest of the deck.
    pub count: Option<usize>,
    /// Whether a card back and a sheet of backs are drawn too.
    pub backs: bool,
}

impl DrawOptions {
    /// Every card, [`DEFAULT_CARD_MM`] wide, without backs, with the layouts of `seed`.
    pub fn new(seed: u64) -> DrawOptions {
        DrawOptions {
            seed,
            card_mm: DEFAULT_CARD_MM,
            first: 0,
            count: None,
            backs: false,
        }
    }
}

/// The least and most card diameters an SVG sheet takes, in mm (as the PDF's A4).
pub const SVG_CARD_MM: std::ops::RangeInclusive<f64> = 30.0..=196.0;

/// The pictures of a deck: one SVG per card ([`card_svg`]) and A4 sheets (210 x 297 mm) of
/// six cards of [`DEFAULT_CARD_MM`], to print at 100 % and cut out, each with the file name it is meant
/// to be saved under.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Pictures {
    /// One picture per card, in the deck's order.
    pub cards: Vec<String>,
    /// The A4 sheets.
    pub sheets: Vec<String>,
    /// The number of the first card drawn, from 1 (its file's number).
    pub first_card: usize,
    /// One card's back, and an A4 sheet of backs, if asked for.
    pub backs: Option<(String, String)>,
    /// The height of the words, the same on every card.
    pub lettering: Lettering,
}

impl Pictures {
    /// Draws `cards` (each card the names of its symbols) with the layouts of `seed`: card
    /// `i` is [`card_svg`]`(card, seed, i)`, on sheet `i / 6`.
    ///
    /// # Errors
    /// [`DrawError::TooManySymbols`] for the first card with more than
    /// [`MAX_DRAWN_SYMBOLS`] symbols, before anything is drawn; [`DrawError::TooSmall`] for
    /// the first card whose words cannot be legible.
    ///
    /// ```
    /// let cards = vec![vec!["cat".to_owned(), "dog".to_owned()]; 7];
    /// let pictures = dobble::Pictures::draw(&cards, 0).unwrap();
    /// let names: Vec<String> = pictures.files().map(|(name, _)| name).collect();
    /// assert_eq!(names[0], "card-001.svg");
    /// assert_eq!(names[7..], ["sheet-1.svg", "sheet-2.svg"]);
    /// ```
    pub fn draw(cards: &[Vec<String>], seed: u64) -> Result<Pictures, DrawError> {
        Pictures::draw_with(cards, &Artwork::words(), seed)
    }

    /// [`Pictures::draw`] with the pictures of `artwork` in place of their symbols' words:
    /// each image keeps its aspect ratio, and is laid out as a word is, with a seeded size
    /// and rotation.
    ///
    /// # Errors
    /// As [`Pictures::draw`].
    ///
    /// ```
    /// let mut artwork = dobble::draw::Artwork::words();
    /// let sun = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
    /// artwork.insert("sun", dobble::images::Image::from_bytes(sun.to_vec()).unwrap());
    /// let cards = vec![vec!["sun".to_owned(), "moon".to_owned()]; 3];
    /// let pictures = dobble::Pictures::draw_with(&cards, &artwork, 0).unwrap();
    /// // "moon" is a word: in the shipped font, as printed, its letters outlined (feature `pdf`).
    /// assert!(pictures.cards[0].contains("<image") && pictures.cards[0].contains("id=\"symbol-1\""));
    /// ```
    pub fn draw_with(
        cards: &[Vec<String>],
        artwork: &Artwork,
        seed: u64,
    ) -> Result<Pictures, DrawError> {
        Pictures::draw_sized(cards, artwork, &DrawOptions::new(seed))
    }

    /// [`Pictures::draw_with`] at any size, of a range of cards, with backs: the words the
    /// same height on every card ([`fit_lettering`]), the sheets holding as many cards as
    /// fit on A4.
    ///
    /// # Errors
    /// As [`Pictures::draw`]; [`DrawError::CardSize`] for a diameter outside
    /// [`SVG_CARD_MM`], [`DrawError::CardsOutside`] for cards beyond the deck.
    pub fn draw_sized(
        cards: &[Vec<String>],
        artwork: &Artwork,
        options: &DrawOptions,
    ) -> Result<Pictures, DrawError> {
        let card_mm = options.card_mm;
        if !SVG_CARD_MM.contains(&card_mm) {
            return Err(DrawError::CardSize {
                card_mm,
                least_mm: *SVG_CARD_MM.start(),
                most_mm: *SVG_CARD_MM.end(),
            });
        }
        let last = options.count.map_or(cards.len(), |n| options.first + n);
        if last > cards.len() || options.first >= last.max(1) {
            return Err(DrawError::CardsOutside {
                first: options.first,
                last,
                cards: cards.len(),
            });
        }
        check_amount(cards, options.first..last)?;
        let mut artwork = artwork.clone();
        // Words are measured in the shipped font, as the PDF measures them: one layout,
        // whatever draws the card.
        #[cfg(feature = "pdf")]
        artwork.measure_words(
            cards[options.first..last]
                .iter()
                .flatten()
                .map(String::as_str),
        )?;
        let lettering = fit_lettering(cards, &artwork, options.seed, card_mm, options.first..last)?;
        artwork.set_letter_mm(lettering.letter_mm);
        let drawn = &cards[options.first..last];
        let placed = drawn
            .iter()
            .enumerate()
            .map(|(i, card)| {
                card_layout_sized(card, &artwork, options.seed, options.first + i, card_mm)
            })
            .collect::<Result<Vec<_>, _>>()?;
        let bodies: Vec<String> = drawn
            .iter()
            .zip(&placed)
            .map(|(card, placed)| card_body(card, &artwork, placed))
            .collect();
        let backs = options.backs.then(|| {
            let body = card_back(&artwork, 0);
            let sheet = sheets_of(
                (0..sheet_places(card_mm).len())
                    .map(|place| card_back(&artwork, place))
                    .collect(),
                card_mm,
                &artwork,
            );
            (drawn_card_sized(&body, card_mm, &artwork), sheet.concat())
        });
        Ok(Pictures {
            cards: drawn
                .iter()
                .zip(&placed)
                .map(|(card, placed)| {
                    drawn_card_sized(&drawing(card, &artwork, placed, true), card_mm, &artwork)
                })
                .collect(),
            sheets: sheets_of(bodies, card_mm, &artwork),
            first_card: options.first + 1,
            backs,
            lettering,
        })
    }

    /// Every picture with its file name: `card-001.svg`, ... (at least three digits, as many
    /// as the number of cards needs, so the names sort in card order), then `sheet-1.svg`,
    /// ....
    pub fn files(&self) -> impl Iterator<Item = (String, &str)> {
        let first = self.first_card.max(1);
        let digits = (first - 1 + self.cards.len()).to_string().len().max(3);
        let cards = self
            .cards
            .iter()
            .enumerate()
            .map(move |(i, svg)| (format!("card-{:0digits$}.svg", first + i), svg.as_str()));
        let backs = self.backs.iter().flat_map(|(card, sheet)| {
            [
                ("back.svg".to_owned(), card.as_str()),
                ("back-sheet.svg".to_owned(), sheet.as_str()),
            ]
        });
        let sheets = self
            .sheets
            .iter()
            .enumerate()
            .map(|(i, svg)| (format!("sheet-{}.svg", i + 1), svg.as_str()));
        cards.chain(sheets).chain(backs)
    }
}
