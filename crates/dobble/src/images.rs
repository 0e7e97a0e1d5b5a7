//! Pictures as symbols (feature `svg`): an [`Image`] (PNG or SVG, [`ImageFormat`]) checked
//! and measured from its bytes or refused with an [`ImageError`], and [`match_images`],
//! which pairs each symbol name with its file in a folder listing ([`ImageMatch`],
//! [`MissingImages`]); and the pictures shipped with the crate, by name ([`BUILTIN`],
//! [`builtin`], [`match_builtin`]); the picture of each symbol of a deck, from files and
//! the built-in ones, as every program that draws a deck chooses it ([`match_deck`],
//! [`DeckMatch`], [`PictureSource`]), with the names that draw a deck with them
//! ([`picture_names`]) and the line by which a deck file asks for them
//! ([`asks_for_builtin`]).
//!
//! The library reads no file: a program lists the folder, asks [`match_images`] which files
//! it needs, reads those and hands their bytes to [`Image::from_bytes`]. A PNG is decoded in
//! full, row by row (so a damaged one is refused up front, not halfway through a print),
//! once its header shows at most [`MAX_IMAGE_PIXELS`] pixels and its compressed
//! colour profile and text inflate to at most [`MAX_PNG_INFLATED_BYTES`]; an SVG must nest its
//! elements at most [`MAX_SVG_DEPTH`] deep (checked before it is parsed) and be
//! well-formed XML with an `<svg>` root whose size is known, from its `viewBox` or else its
//! `width` and `height`. No picture file may be larger than [`MAX_IMAGE_BYTES`], which a
//! program checks from the file's size before reading it.
//!
//! An SVG may not name anything outside itself (a file, a path, an address): the images
//! it holds are `data:` addresses, each checked as a picture file is; and its text is
//! bounded ([`MAX_SVG_TEXT_CHARS`], [`MAX_SVG_TEXT_TOTAL`]). So no picture makes a program
//! read a file it was not given.

use std::fmt;

use crate::nesting::nesting;

mod aliases;
pub(crate) mod contents;

/// The most pixels a PNG picture may have: 25,000,000 (5,000 by 5,000, more than a symbol
/// needs on a card printed at 1,200 dpi). The printer decodes every picture whole, at up to
/// 8 bytes a pixel, so this bounds its memory; the size is read from the header, before
/// anything is decoded.
pub const MAX_IMAGE_PIXELS: u64 = 25_000_000;

/// The largest a picture file may be: 64 MiB (a 5,000 by 5,000 photograph is about 40 MB as
/// PNG; a symbol's drawing is rarely past a megabyte). Printing takes about 15 times a
/// picture's size in memory (parsed, decoded, encoded again for the page), so this bounds
/// what one picture can cost.
pub const MAX_IMAGE_BYTES: u64 = 64 << 20;

/// The most bytes a PNG's compressed ancillary chunks (its colour profile, `iCCP`, and
/// compressed text, `zTXt` and `iTXt`) may inflate to, all together: 16 MiB (an ICC profile
/// is a few kilobytes to a few megabytes). A few kilobytes of such a chunk can inflate to
/// gigabytes, which a decoder would hold for a picture of 4 by 4 pixels.
pub const MAX_PNG_INFLATED_BYTES: usize = 16 << 20;

/// The deepest an SVG picture may nest its elements: 256 (drawings rarely go past a few
/// dozen). The XML parser and the SVG converter descend one call per level, so a deeper
/// picture would overflow the stack; the depth is measured before either sees it.
pub const MAX_SVG_DEPTH: usize = 256;

/// The most characters one `<text>` of an SVG picture may hold: 2,000 (a symbol's picture
/// rarely holds more than a few words). Laying out a text takes time in the square of its
/// characters, so a longer one is refused before it is laid out.
pub const MAX_SVG_TEXT_CHARS: usize = 2_000;

/// The most characters of text an SVG picture may lay out in all, each `<use>` of a text
/// counting it again: 50,000. With [`MAX_SVG_TEXT_CHARS`] this bounds the time a picture's
/// text takes to lay out.
pub const MAX_SVG_TEXT_TOTAL: u64 = 50_000;

/// The most elements an SVG picture may draw, each `<use>` drawing what it names again:
/// 1,000,000, where the SVG converter (usvg) gives up.
pub const MAX_SVG_ELEMENTS: u64 = 1_000_000;

/// The most a picture's markers may draw: 2,000,000 elements and characters of text. A
/// marker's contents are drawn again at each point of each line that shows it; this is
/// the points of the picture's lines times what its markers hold (an arrowhead of three
/// shapes on lines of 600,000 points in all).
pub const MAX_SVG_MARKED: u64 = 2_000_000;

/// How deep images may be embedded in one another in an SVG picture, as `data:` addresses:
/// 4 (a picture's drawing with an image in it that holds another is already rare; an SVG
/// converter draws no image inside an embedded SVG at all).
pub const MAX_EMBEDDED_DEPTH: usize = 4;

/// The kinds of picture a symbol can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ImageFormat {
    /// Portable Network Graphics.
    Png,
    /// Scalable Vector Graphics.
    Svg,
}

impl ImageFormat {
    /// The media type of the format, as in a `data:` address.
    pub fn media_type(self) -> &'static str {
        match self {
            ImageFormat::Png => "image/png",
            ImageFormat::Svg => "image/svg+xml",
        }
    }
}

/// Why bytes are not a picture a card can show.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ImageError {
    /// Neither a PNG signature nor SVG text.
    #[error("not a PNG or SVG image")]
    NotAnImage,
    /// A PNG that does not decode.
    #[error("not a readable PNG image: {0}")]
    BadPng(String),
    /// An SVG that is not well-formed XML.
    #[error("not a readable SVG image: {0}")]
    BadSvg(String),
    /// An SVG whose root is not `<svg>`.
    #[error("not an SVG image: its root element is <{0}>")]
    NotSvgRoot(String),
    /// An SVG with neither a usable `viewBox` nor a usable `width` and `height`.
    #[error("an SVG image without a size: it needs a viewBox or a width and a height")]
    NoSize,
    /// A PNG with more than [`MAX_IMAGE_PIXELS`] pixels, told by its header.
    #[error("a PNG image of {width} by {height} pixels, more than the {max} pixels taken")]
    TooManyPixels {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
        /// The most pixels taken ([`MAX_IMAGE_PIXELS`]).
        max: u64,
    },
    /// An SVG that nests its elements deeper than [`MAX_SVG_DEPTH`].
    #[error("an SVG image nested {depth} elements deep, deeper than the {max} taken")]
    TooDeep {
        /// How deep it nests (entities counted as expanded at the deepest point).
        depth: usize,
        /// The deepest taken ([`MAX_SVG_DEPTH`]).
        max: usize,
    },
    /// A picture file larger than [`MAX_IMAGE_BYTES`].
    #[error("an image of {bytes} bytes, more than the {max} bytes taken")]
    TooLarge {
        /// Its size in bytes.
        bytes: u64,
        /// The most taken ([`MAX_IMAGE_BYTES`]).
        max: u64,
    },
    /// A PNG whose compressed chunks (colour profile, text) inflate past
    /// [`MAX_PNG_INFLATED_BYTES`].
    #[error(
        "a PNG image whose compressed `{chunk}` chunk inflates past the {max} bytes taken for such chunks"
    )]
    InflatesTooMuch {
        /// The chunk's type, where the limit was passed (`iCCP`, `zTXt` or `iTXt`).
        chunk: String,
        /// The most taken ([`MAX_PNG_INFLATED_BYTES`]).
        max: usize,
    },
    /// An SVG that names something outside itself in an `href` (a file, a path, an
    /// address): a picture may hold other images only as `data:` addresses, and no
    /// picture makes a program read a file.
    #[error(
        "an SVG image that refers to {href:?} outside itself: a picture may hold other images only as data: addresses, never name a file"
    )]
    ExternalReference {
        /// The reference, its first 100 characters.
        href: String,
    },
    /// An image embedded in an SVG (a `data:` address) that is refused as a picture file
    /// would be.
    #[error("an image embedded in an SVG image: {0}")]
    Embedded(Box<ImageError>),
    /// Images embedded in one another deeper than [`MAX_EMBEDDED_DEPTH`].
    #[error("images embedded in one another more than {max} deep")]
    EmbeddedTooDeep {
        /// The deepest taken ([`MAX_EMBEDDED_DEPTH`]).
        max: usize,
    },
    /// A JPEG, GIF or WebP embedded in an SVG whose header does not give its size.
    #[error("not a readable image: {0}")]
    BadRaster(String),
    /// An SVG with a `<text>` of more than [`MAX_SVG_TEXT_CHARS`] characters.
    #[error(
        "an SVG image with a text of {chars} characters, more than the {max} taken in one text"
    )]
    TextTooLong {
        /// The text's characters.
        chars: usize,
        /// The most taken ([`MAX_SVG_TEXT_CHARS`]).
        max: usize,
    },
    /// An SVG that lays out more than [`MAX_SVG_TEXT_TOTAL`] characters of text.
    #[error(
        "an SVG image that lays out {chars} characters of text (a text drawn again by <use> counted again), more than the {max} taken"
    )]
    TooMuchText {
        /// The characters it lays out.
        chars: u64,
        /// The most taken ([`MAX_SVG_TEXT_TOTAL`]).
        max: u64,
    },
    /// An SVG that draws more than [`MAX_SVG_ELEMENTS`] elements, each `<use>` drawing
    /// what it names again.
    #[error(
        "an SVG image that draws {elements} elements (each <use> drawing what it names again), more than the {max} taken"
    )]
    TooManyElements {
        /// The elements it draws.
        elements: u64,
        /// The most taken ([`MAX_SVG_ELEMENTS`]).
        max: u64,
    },
    /// An SVG whose markers would draw more than [`MAX_SVG_MARKED`] elements and
    /// characters: what they hold times the points of the picture's lines.
    #[error(
        "an SVG image whose markers may draw {drawn} elements and characters (what they hold, at each point of its lines), more than the {max} taken"
    )]
    TooManyMarks {
        /// What they may draw.
        drawn: u64,
        /// The most taken ([`MAX_SVG_MARKED`]).
        max: u64,
    },
    /// A picture with no area.
    #[error("an image of {width} by {height} has no area")]
    Empty {
        /// Its width (pixels, or SVG user units).
        width: f64,
        /// Its height.
        height: f64,
    },
}

/// A picture for a symbol: its bytes, format and size, checked.
#[derive(Clone, PartialEq)]
pub struct Image {
    format: ImageFormat,
    bytes: Vec<u8>,
    width: f64,
    height: f64,
}

impl fmt::Debug for Image {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Image")
            .field("format", &self.format)
            .field("bytes", &self.bytes.len())
            .field("width", &self.width)
            .field("height", &self.height)
            .finish()
    }
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

impl Image {
    /// Checks and measures a PNG or an SVG, told apart by their content (a PNG signature,
    /// or else UTF-8 text that starts with `<`), whatever a file's name says.
    ///
    /// # Errors
    /// An [`ImageError`] saying why the bytes are not a picture a card can show: more than
    /// [`MAX_IMAGE_BYTES`] of them is refused before anything else is looked at.
    ///
    /// ```
    /// let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>"#;
    /// let image = dobble::images::Image::from_bytes(svg.to_vec()).unwrap();
    /// assert_eq!(image.aspect(), 2.0);
    /// assert!(dobble::images::Image::from_bytes(b"hello".to_vec()).is_err());
    /// ```
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Image, ImageError> {
        let (format, (width, height)) = measure(&bytes, 0)?;
        Ok(Image {
            format,
            bytes,
            width,
            height,
        })
    }

    /// PNG or SVG.
    pub fn format(&self) -> ImageFormat {
        self.format
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Width over height, which drawings keep.
    pub fn aspect(&self) -> f64 {
        self.width / self.height
    }

    /// Its width and height: a PNG's in pixels (from its header), an SVG's in its own
    /// units (its `viewBox`, or else its `width` and `height`). A program that takes
    /// pictures from people caps a PNG's pixels with it, below [`MAX_IMAGE_PIXELS`].
    ///
    /// ```
    /// let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>"#;
    /// let image = dobble::images::Image::from_bytes(svg.to_vec()).unwrap();
    /// assert_eq!(image.size(), (40.0, 20.0));
    /// ```
    pub fn size(&self) -> (f64, f64) {
        (self.width, self.height)
    }
}

/// The format and size of a picture's `bytes`, checked as [`Image::from_bytes`] checks them;
/// `depth` is how many pictures hold it (0 for a picture file).
pub(crate) fn measure(bytes: &[u8], depth: usize) -> Result<(ImageFormat, (f64, f64)), ImageError> {
    let size = bytes.len() as u64;
    if size > MAX_IMAGE_BYTES {
        return Err(ImageError::TooLarge {
            bytes: size,
            max: MAX_IMAGE_BYTES,
        });
    }
    let (format, (width, height)) = if bytes.starts_with(PNG_SIGNATURE) {
        (ImageFormat::Png, png_size(bytes)?)
    } else {
        let text = std::str::from_utf8(bytes).map_err(|_| ImageError::NotAnImage)?;
        if !text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('<')
        {
            return Err(ImageError::NotAnImage);
        }
        (ImageFormat::Svg, svg_size(text, depth)?)
    };
    let positive = |v: f64| v > 0.0 && v.is_finite();
    if !positive(width) || !positive(height) {
        return Err(ImageError::Empty { width, height });
    }
    Ok((format, (width, height)))
}

#[cfg(all(test, feature = "pdf"))]
impl Image {
    /// An SVG picture of 10 by 10 taken as it is, unchecked: for tests of what the drawing
    /// would do with a picture that [`Image::from_bytes`] refuses.
    pub(crate) fn unchecked_svg(bytes: Vec<u8>) -> Image {
        Image {
            format: ImageFormat::Svg,
            bytes,
            width: 10.0,
            height: 10.0,
        }
    }
}

/// The size of a PNG, refused past [`MAX_IMAGE_PIXELS`] by its header, then decoded row by
/// row so that a damaged file is caught here.
fn png_size(bytes: &[u8]) -> Result<(f64, f64), ImageError> {
    check_inflated_chunks(bytes)?;
    let bad = |e: png::DecodingError| ImageError::BadPng(e.to_string());
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // The default limit: a picture whose header needs more memory than that is refused.
    decoder.set_limits(png::Limits::default());
    let mut reader = decoder.read_info().map_err(bad)?;
    let (width, height) = (reader.info().width, reader.info().height);
    if u64::from(width) * u64::from(height) > MAX_IMAGE_PIXELS {
        return Err(ImageError::TooManyPixels {
            width,
            height,
            max: MAX_IMAGE_PIXELS,
        });
    }
    while reader.next_row().map_err(bad)?.is_some() {}
    reader.finish().map_err(bad)?;
    Ok((f64::from(width), f64::from(height)))
}

/// Refuses a PNG whose compressed ancillary chunks (`iCCP`, `zTXt`, compressed `iTXt`)
/// inflate past [`MAX_PNG_INFLATED_BYTES`] together, inflating each within what is left of
/// that budget. The chunks are walked by their lengths; a damaged layout or stream is left
/// to the decoder to report.
fn check_inflated_chunks(bytes: &[u8]) -> Result<(), ImageError> {
    let mut left = MAX_PNG_INFLATED_BYTES;
    let mut at = PNG_SIGNATURE.len();
    while let Some(head) = bytes.get(at..at + 8) {
        let length = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
        let kind = &head[4..8];
        let Some(data) = bytes.get(at + 8..(at + 8).saturating_add(length)) else {
            return Ok(());
        };
        if let Some(stream) = compressed_stream(kind, data) {
            // A damaged stream is the decoder's to judge (it may skip such a chunk); only
            // the size is checked here, counting what inflated before the damage.
            let inflated =
                match miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(stream, left) {
                    Ok(inflated) => inflated.len(),
                    Err(e) if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                        return Err(ImageError::InflatesTooMuch {
                            chunk: String::from_utf8_lossy(kind).into_owned(),
                            max: MAX_PNG_INFLATED_BYTES,
                        });
                    }
                    Err(e) => e.output.len(),
                };
            left -= inflated;
        }
        if kind == b"IEND" {
            return Ok(());
        }
        at += 12 + length;
    }
    Ok(())
}

/// The zlib stream of a compressed ancillary chunk of type `kind` with `data`: after the
/// keyword and its NUL, a compression method byte (`iCCP`, `zTXt`), or, in an `iTXt`, a
/// compression flag of 1, the method, then the language tag and the translated keyword,
/// each ending in NUL.
fn compressed_stream<'a>(kind: &[u8], data: &'a [u8]) -> Option<&'a [u8]> {
    let after = |data: &'a [u8]| -> Option<&'a [u8]> {
        let nul = data.iter().position(|&b| b == 0)?;
        Some(&data[nul + 1..])
    };
    match kind {
        b"iCCP" | b"zTXt" => after(data)?.get(1..),
        b"iTXt" => {
            let rest = after(data)?;
            if rest.first() != Some(&1) {
                return None;
            }
            after(after(rest.get(2..)?)?)
        }
        _ => None,
    }
}

/// The size of an SVG: its `viewBox`, or else its `width` and `height` (plain numbers or
/// lengths with a unit, of which only the number matters for the aspect ratio).
/// What it may hold is checked too ([`contents`]); `held` is how many pictures
/// hold it.
fn svg_size(text: &str, held: usize) -> Result<(f64, f64), ImageError> {
    let depth = nesting(text);
    if depth > MAX_SVG_DEPTH {
        return Err(ImageError::TooDeep {
            depth,
            max: MAX_SVG_DEPTH,
        });
    }
    let document =
        roxmltree::Document::parse(text).map_err(|e| ImageError::BadSvg(e.to_string()))?;
    let root = document.root_element();
    if root.tag_name().name() != "svg" {
        return Err(ImageError::NotSvgRoot(root.tag_name().name().to_owned()));
    }
    contents::check(&document, held)?;
    if let Some(view_box) = root.attribute("viewBox") {
        let numbers: Vec<f64> = view_box
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|s| !s.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| ImageError::NoSize)?;
        if let [_, _, width, height] = numbers[..] {
            return Ok((width, height));
        }
        return Err(ImageError::NoSize);
    }
    let length = |name: &str| -> Option<f64> {
        let value = root.attribute(name)?.trim();
        let number = value.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        if value.ends_with('%') {
            return None;
        }
        number.trim().parse().ok()
    };
    match (length("width"), length("height")) {
        (Some(width), Some(height)) => Ok((width, height)),
        _ => Err(ImageError::NoSize),
    }
}

/// The pictures shipped with the crate, as `(name, SVG file)`, in the order
/// `dobble generate --pictures` names a deck's symbols with them: 73 colour drawings of
/// objects and animals (enough for every symbol of the decks of up to 9 symbols a card),
/// from Microsoft's Fluent Emoji, flat style, under the MIT License (the crate's
/// `pictures/LICENSE`). Each name is plain English, lower case, and may hold spaces
/// (`baby bottle`); its file is `pictures/NAME.svg`, spaces as hyphens. [`builtin`] gives
/// them checked, as [`Image`]s.
pub const BUILTIN: [(&str, &[u8]); 73] = [
    ("apple", include_bytes!("../pictures/apple.svg")),
    ("baby bottle", include_bytes!("../pictures/baby-bottle.svg")),
    ("bomb", include_bytes!("../pictures/bomb.svg")),
    ("cactus", include_bytes!("../pictures/cactus.svg")),
    ("candle", include_bytes!("../pictures/candle.svg")),
    ("taxi", include_bytes!("../pictures/taxi.svg")),
    ("carrot", include_bytes!("../pictures/carrot.svg")),
    ("cheese", include_bytes!("../pictures/cheese.svg")),
    ("star", include_bytes!("../pictures/star.svg")),
    ("daisy", include_bytes!("../pictures/daisy.svg")),
    ("dinosaur", include_bytes!("../pictures/dinosaur.svg")),
    ("dog", include_bytes!("../pictures/dog.svg")),
    ("dolphin", include_bytes!("../pictures/dolphin.svg")),
    ("cupcake", include_bytes!("../pictures/cupcake.svg")),
    ("fire", include_bytes!("../pictures/fire.svg")),
    (
        "four leaf clover",
        include_bytes!("../pictures/four-leaf-clover.svg"),
    ),
    ("pumpkin", include_bytes!("../pictures/pumpkin.svg")),
    ("heart", include_bytes!("../pictures/heart.svg")),
    ("ice cube", include_bytes!("../pictures/ice-cube.svg")),
    ("ladybird", include_bytes!("../pictures/ladybird.svg")),
    ("light bulb", include_bytes!("../pictures/light-bulb.svg")),
    ("lightning", include_bytes!("../pictures/lightning.svg")),
    ("padlock", include_bytes!("../pictures/padlock.svg")),
    ("maple leaf", include_bytes!("../pictures/maple-leaf.svg")),
    ("no entry", include_bytes!("../pictures/no-entry.svg")),
    ("pencil", include_bytes!("../pictures/pencil.svg")),
    ("bird", include_bytes!("../pictures/bird.svg")),
    ("cat", include_bytes!("../pictures/cat.svg")),
    ("lips", include_bytes!("../pictures/lips.svg")),
    ("pineapple", include_bytes!("../pictures/pineapple.svg")),
    ("sun", include_bytes!("../pictures/sun.svg")),
    ("sunglasses", include_bytes!("../pictures/sunglasses.svg")),
    ("target", include_bytes!("../pictures/target.svg")),
    ("tortoise", include_bytes!("../pictures/tortoise.svg")),
    ("tree", include_bytes!("../pictures/tree.svg")),
    ("water drop", include_bytes!("../pictures/water-drop.svg")),
    (
        "yin and yang",
        include_bytes!("../pictures/yin-and-yang.svg"),
    ),
    ("butterfly", include_bytes!("../pictures/butterfly.svg")),
    ("octopus", include_bytes!("../pictures/octopus.svg")),
    ("banana", include_bytes!("../pictures/banana.svg")),
    ("rocket", include_bytes!("../pictures/rocket.svg")),
    ("crown", include_bytes!("../pictures/crown.svg")),
    ("pizza", include_bytes!("../pictures/pizza.svg")),
    ("strawberry", include_bytes!("../pictures/strawberry.svg")),
    ("watermelon", include_bytes!("../pictures/watermelon.svg")),
    ("mushroom", include_bytes!("../pictures/mushroom.svg")),
    ("present", include_bytes!("../pictures/present.svg")),
    ("teddy bear", include_bytes!("../pictures/teddy-bear.svg")),
    ("elephant", include_bytes!("../pictures/elephant.svg")),
    ("lion", include_bytes!("../pictures/lion.svg")),
    ("frog", include_bytes!("../pictures/frog.svg")),
    ("owl", include_bytes!("../pictures/owl.svg")),
    ("fish", include_bytes!("../pictures/fish.svg")),
    ("snail", include_bytes!("../pictures/snail.svg")),
    ("rainbow", include_bytes!("../pictures/rainbow.svg")),
    ("football", include_bytes!("../pictures/football.svg")),
    ("house", include_bytes!("../pictures/house.svg")),
    (
        "musical note",
        include_bytes!("../pictures/musical-note.svg"),
    ),
    ("key", include_bytes!("../pictures/key.svg")),
    ("hammer", include_bytes!("../pictures/hammer.svg")),
    ("moon", include_bytes!("../pictures/moon.svg")),
    ("zebra", include_bytes!("../pictures/zebra.svg")),
    ("alarm clock", include_bytes!("../pictures/alarm-clock.svg")),
    ("anchor", include_bytes!("../pictures/anchor.svg")),
    ("scissors", include_bytes!("../pictures/scissors.svg")),
    ("spider", include_bytes!("../pictures/spider.svg")),
    ("snowflake", include_bytes!("../pictures/snowflake.svg")),
    ("penguin", include_bytes!("../pictures/penguin.svg")),
    ("eye", include_bytes!("../pictures/eye.svg")),
    (
        "skull and crossbones",
        include_bytes!("../pictures/skull-and-crossbones.svg"),
    ),
    ("cherries", include_bytes!("../pictures/cherries.svg")),
    ("unicorn", include_bytes!("../pictures/unicorn.svg")),
    ("ghost", include_bytes!("../pictures/ghost.svg")),
];

/// The pictures shipped with the crate ([`BUILTIN`]), each checked as an [`Image`], in
/// their order.
///
/// ```
/// let pictures = dobble::images::builtin();
/// assert!(pictures.len() >= 57);
/// assert_eq!(pictures[1].0, "baby bottle");
/// assert_eq!(pictures[1].1.aspect(), 1.0);
/// ```
pub fn builtin() -> Vec<(&'static str, Image)> {
    BUILTIN
        .iter()
        .map(|&(name, bytes)| {
            let image = Image::from_bytes(bytes.to_vec()).expect("the shipped pictures are valid");
            (name, image)
        })
        .collect()
}

/// The comment line by which a deck file asks to be drawn with the built-in pictures
/// ([`asks_for_builtin`]); `dobble generate --pictures` writes it first.
pub const BUILTIN_LINE: &str = "# pictures: built-in";

/// Whether the text of a deck file asks for the built-in pictures: one of its lines is
/// [`BUILTIN_LINE`] (white space around it ignored). Such a deck is drawn with
/// [`BUILTIN`] for every symbol named as one of them ([`match_builtin`]); other decks are
/// drawn with the built-in pictures only when a program is told to.
///
/// ```
/// use dobble::images::asks_for_builtin;
/// assert!(asks_for_builtin("# pictures: built-in\napple; cat\n"));
/// assert!(!asks_for_builtin("# a deck\napple; cat\n"));
/// ```
pub fn asks_for_builtin(text: &str) -> bool {
    text.lines().any(|line| line.trim() == BUILTIN_LINE)
}

/// Names for the `symbols` symbols of a deck (numbered from 0) to be drawn with the
/// built-in pictures: the names of [`BUILTIN`] in order, and for the symbols past them
/// their own numbers (symbol 73 is `73`), which no picture is named.
///
/// ```
/// let names = dobble::images::picture_names(75);
/// assert_eq!((names[0].as_str(), names[72].as_str()), ("apple", "ghost"));
/// assert_eq!(names[73..], ["73", "74"]);
/// ```
pub fn picture_names(symbols: usize) -> Vec<String> {
    (0..symbols)
        .map(|i| match BUILTIN.get(i) {
            Some((name, _)) => (*name).to_owned(),
            None => i.to_string(),
        })
        .collect()
}

/// Pairs each symbol with the built-in picture of its name (`files` are indices into
/// [`BUILTIN`]), as [`match_images`] pairs it with a file `NAME.svg`: without regard to
/// case or surrounding white space, except between symbols whose names differ only in
/// case.
///
/// A name a picture is not named exactly reaches it through another of its names: an
/// alias ("lock" the padlock, "clock" the alarm clock, "lightning bolt", "red lips", "no
/// entry sign", "daisy flower"), a singular or plural ("cherry", "keys"), hyphens as
/// spaces; unless another symbol of the deck has that picture already.
///
/// ```
/// let found = dobble::images::match_builtin(&["Cat".into(), "baby bottle".into(), "igloo".into()]);
/// assert_eq!(found.files, [Some(27), Some(1), None]);
/// assert_eq!(found.missing, ["igloo"]);
/// let names = ["lock", "clock", "daisy flower", "lightning bolt", "red lips", "no entry sign", "keys"];
/// let found = dobble::images::match_builtin(&names.map(String::from));
/// assert!(found.missing.is_empty(), "{:?}", found.missing);
/// // Two names of one picture: the exact one has it, the other is drawn as a word.
/// let found = dobble::images::match_builtin(&["lock".into(), "padlock".into()]);
/// assert_eq!(found.missing, ["lock"]);
/// ```
pub fn match_builtin(symbols: &[String]) -> ImageMatch {
    let files: Vec<String> = BUILTIN
        .iter()
        .map(|(name, _)| format!("{name}.svg"))
        .collect();
    let mut found = match_images(symbols, &files);
    // A symbol no picture is named exactly may reach one by another of its names (an
    // alias, a singular or plural, hyphens as spaces), when no other symbol of the deck
    // has that picture: two symbols with one picture would make cards look as if they
    // shared a symbol. Names that differ only in case keep the rule of `match_images`.
    let mut taken = vec![false; BUILTIN.len()];
    for &file in found.files.iter().flatten() {
        taken[file] = true;
    }
    let keys: Vec<String> = symbols.iter().map(|s| key(s)).collect();
    for (i, symbol) in symbols.iter().enumerate() {
        if found.files[i].is_some() || keys.iter().filter(|&k| *k == keys[i]).count() > 1 {
            continue;
        }
        let name = aliases::key(symbol);
        let picture = std::iter::once(name.clone())
            .chain(aliases::candidates(&name))
            .filter_map(|c| BUILTIN.iter().position(|(own, _)| *own == c))
            .find(|&p| !taken[p]);
        if let Some(p) = picture {
            taken[p] = true;
            found.files[i] = Some(p);
        }
    }
    let mut missing: Vec<String> = Vec::new();
    for (symbol, file) in symbols.iter().zip(&found.files) {
        if file.is_none() && !missing.contains(symbol) {
            missing.push(symbol.clone());
        }
    }
    found.missing = missing;
    found
}

/// Where the picture of a deck's symbol comes from ([`match_deck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PictureSource {
    /// A file of the listing given, by its index in it.
    File(usize),
    /// A built-in picture, by its index into [`BUILTIN`] (and [`builtin`]).
    Builtin(usize),
}

/// The picture each symbol of a deck is drawn with ([`match_deck`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DeckMatch {
    /// For each symbol asked about, in order, its picture, if it has one.
    pub pictures: Vec<Option<PictureSource>>,
    /// The symbols without a picture, in the order asked: they are drawn as words.
    pub as_words: Vec<String>,
}

/// The picture of each of a deck's `symbols`, the one rule of every program that draws a
/// deck (`dobble render`, the web page): a file of `files` (a folder's listing, or the
/// names of pictures uploaded) that [`match_images`] pairs with the symbol; else, where
/// `builtin` is set, the built-in picture of its name ([`match_builtin`], among the
/// symbols no file pictures); else none, and the symbol is drawn as its word.
///
/// ```
/// use dobble::images::{PictureSource, match_deck};
/// let symbols = ["sun".to_owned(), "cat".to_owned(), "red fox".to_owned()];
/// let found = match_deck(&symbols, &["Sun.png".to_owned()], true);
/// assert_eq!(found.pictures, [Some(PictureSource::File(0)), Some(PictureSource::Builtin(27)), None]);
/// assert_eq!(found.as_words, ["red fox"]);
/// let words = match_deck(&symbols, &[], false);
/// assert_eq!(words.pictures, [None, None, None]);
/// assert_eq!(words.as_words, symbols);
/// ```
pub fn match_deck(symbols: &[String], files: &[String], builtin: bool) -> DeckMatch {
    let in_files = match_images(symbols, files).files;
    let mut pictures: Vec<Option<PictureSource>> = in_files
        .iter()
        .map(|file| file.map(PictureSource::File))
        .collect();
    if builtin {
        let left: Vec<usize> = (0..symbols.len())
            .filter(|&i| pictures[i].is_none())
            .collect();
        let names: Vec<String> = left.iter().map(|&i| symbols[i].clone()).collect();
        for (&i, found) in left.iter().zip(match_builtin(&names).files) {
            pictures[i] = found.map(PictureSource::Builtin);
        }
    }
    let as_words = symbols
        .iter()
        .zip(&pictures)
        .filter(|(_, picture)| picture.is_none())
        .map(|(symbol, _)| symbol.clone())
        .collect();
    DeckMatch { pictures, as_words }
}

/// Which image file each symbol is drawn with: the answer of [`match_images`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ImageMatch {
    /// For each symbol asked about, in order, the index of its file in the listing.
    pub files: Vec<Option<usize>>,
    /// The symbols without a file, in the order asked, each once: they are drawn as words.
    pub missing: Vec<String>,
}

impl ImageMatch {
    /// Refuses a match that left symbols without a picture (a program's `--strict`).
    ///
    /// # Errors
    /// [`MissingImages`] with the symbols drawn as words otherwise.
    pub fn require_all(&self) -> Result<(), MissingImages> {
        if self.missing.is_empty() {
            return Ok(());
        }
        Err(MissingImages {
            symbols: self.missing.clone(),
        })
    }
}

/// Symbols that have no picture, where every symbol must have one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no image for {} symbol{}: {}", symbols.len(), if symbols.len() == 1 { "" } else { "s" }, symbols.join(", "))]
#[non_exhaustive]
pub struct MissingImages {
    /// The symbols without a picture.
    pub symbols: Vec<String>,
}

impl MissingImages {
    /// The refusal of `symbols`, which have no picture.
    pub fn new(symbols: Vec<String>) -> MissingImages {
        MissingImages { symbols }
    }
}

/// The key a name is matched by: surrounding white space removed, lower case.
fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Pairs each symbol with the file that pictures it among `files` (the names in a folder):
/// `NAME.svg` or `NAME.png`, the name matched without regard to case or surrounding white
/// space, the extension without regard to case. Symbols whose names differ only in case
/// (`Cat`, `cat`, `CAT`) are each matched to a file of exactly their own name, or drawn as
/// words: one picture for all of them would make cards that share no symbol look as if
/// they did. Where several files match one symbol, an SVG is chosen over a PNG, then the
/// first name in byte order, so the choice does not depend on the order of the listing.
///
/// ```
/// let files = ["Cat.PNG".to_owned(), " dog .svg".to_owned(), "cat.svg".to_owned(), "notes.txt".to_owned()];
/// let found = dobble::images::match_images(&["cat".into(), "Dog".into(), "owl".into()], &files);
/// assert_eq!(found.files, [Some(2), Some(1), None]);
/// assert_eq!(found.missing, ["owl"]);
/// // Two symbols that differ only in case: each takes the file of its own name.
/// let found = dobble::images::match_images(&["Cat".into(), "CAT".into()], &files);
/// assert_eq!(found.files, [Some(0), None]);
/// ```
pub fn match_images(symbols: &[String], files: &[String]) -> ImageMatch {
    type Best<'a> = hashbrown::HashMap<String, (bool, &'a str, usize)>;
    fn offer<'a>(best: &mut Best<'a>, key: String, candidate: (bool, &'a str, usize)) {
        best.entry(key)
            .and_modify(|held| {
                if (candidate.0, candidate.1) < (held.0, held.1) {
                    *held = candidate;
                }
            })
            .or_insert(candidate);
    }
    let (mut by_key, mut exact) = (Best::new(), Best::new());
    for (i, file) in files.iter().enumerate() {
        let Some((stem, extension)) = file.rsplit_once('.') else {
            continue;
        };
        let png = match extension.to_ascii_lowercase().as_str() {
            "svg" => false,
            "png" => true,
            _ => continue,
        };
        let candidate = (png, file.as_str(), i);
        offer(&mut by_key, key(stem), candidate);
        offer(&mut exact, stem.trim().to_owned(), candidate);
    }
    // The distinct symbols of each key: more than one means names that differ in case.
    let mut sharing: hashbrown::HashMap<String, hashbrown::HashSet<&str>> =
        hashbrown::HashMap::new();
    for symbol in symbols {
        sharing.entry(key(symbol)).or_default().insert(symbol);
    }
    let files: Vec<Option<usize>> = symbols
        .iter()
        .map(|symbol| {
            let key = key(symbol);
            let held = if sharing[&key].len() > 1 {
                exact.get(symbol.trim())
            } else {
                by_key.get(&key)
            };
            held.map(|&(_, _, i)| i)
        })
        .collect();
    let mut seen = hashbrown::HashSet::new();
    let missing = symbols
        .iter()
        .zip(&files)
        .filter(|(symbol, file)| file.is_none() && seen.insert(symbol.as_str()))
        .map(|(symbol, _)| symbol.clone())
        .collect();
    ImageMatch { files, missing }
}

/// PNG bytes made by hand, shared with the integration tests.
#[cfg(test)]
#[path = "../tests/png_chunk.rs"]
mod png_chunk;

#[cfg(test)]
pub(crate) mod tests {
    pub(crate) use super::png_chunk::{crc32, with_chunk};
    use super::*;
    use proptest::prelude::*;

    /// A PNG of `width` by `height` grey pixels, written with the png crate.
    pub(crate) fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Grayscale);
        let mut writer = encoder.write_header().unwrap();
        writer
            .write_image_data(&vec![128; (width * height) as usize])
            .unwrap();
        writer.finish().unwrap();
        out
    }

    #[test]
    fn png_measured_and_damage_caught() {
        let bytes = png(30, 10);
        let image = Image::from_bytes(bytes.clone()).unwrap();
        assert_eq!((image.format(), image.aspect()), (ImageFormat::Png, 3.0));
        let cut = bytes[..bytes.len() - 20].to_vec();
        assert!(matches!(Image::from_bytes(cut), Err(ImageError::BadPng(_))));
    }

    /// `bytes`, a PNG, with the size in its header replaced (and the header's CRC-32 made
    /// right again), its pixel data left as it was.
    fn resized(mut bytes: Vec<u8>, width: u32, height: u32) -> Vec<u8> {
        // The IHDR chunk: length at 8, type at 12, width at 16, height at 20, CRC at 29.
        bytes[16..20].copy_from_slice(&width.to_be_bytes());
        bytes[20..24].copy_from_slice(&height.to_be_bytes());
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        bytes
    }

    #[test]
    fn compressed_chunks_are_inflated_within_a_bound() {
        // A colour profile of 17 MiB of zeros: about 17 KB compressed.
        let bomb = miniz_oxide::deflate::compress_to_vec_zlib(&vec![0; 17 << 20], 9);
        assert!(bomb.len() < 100_000);
        let profile = |zlib: &[u8]| [b"icc\0\0".as_slice(), zlib].concat();
        assert_eq!(
            Image::from_bytes(with_chunk(png(4, 4), b"iCCP", &profile(&bomb))),
            Err(ImageError::InflatesTooMuch {
                chunk: "iCCP".into(),
                max: MAX_PNG_INFLATED_BYTES
            })
        );
        // Compressed text: `zTXt` as the profile; `iTXt` with its flag, method, language
        // and translated keyword.
        assert!(matches!(
            Image::from_bytes(with_chunk(png(4, 4), b"zTXt", &profile(&bomb))),
            Err(ImageError::InflatesTooMuch { .. })
        ));
        let text = [b"Comment\0\x01\0en\0\0".as_slice(), &bomb].concat();
        assert!(matches!(
            Image::from_bytes(with_chunk(png(4, 4), b"iTXt", &text)),
            Err(ImageError::InflatesTooMuch { .. })
        ));
        // Two chunks of 9 MiB each pass one by one but not together.
        let half = miniz_oxide::deflate::compress_to_vec_zlib(&vec![0; 9 << 20], 9);
        let once = with_chunk(png(4, 4), b"zTXt", &profile(&half));
        assert_eq!(Image::from_bytes(once.clone()).map(|i| i.aspect()), Ok(1.0));
        assert!(matches!(
            Image::from_bytes(with_chunk(once, b"iCCP", &profile(&half))),
            Err(ImageError::InflatesTooMuch { .. })
        ));
        // A real-sized profile is read; a damaged stream is left to the decoder.
        let small = miniz_oxide::deflate::compress_to_vec_zlib(&[7; 3_000], 6);
        let read = Image::from_bytes(with_chunk(png(6, 3), b"iCCP", &profile(&small)));
        assert_eq!(read.map(|i| i.aspect()), Ok(2.0));
        assert!(!matches!(
            Image::from_bytes(with_chunk(png(4, 4), b"iCCP", &profile(b"junk"))),
            Err(ImageError::InflatesTooMuch { .. })
        ));
    }

    #[test]
    fn a_file_past_the_size_limit_is_refused_before_it_is_read() {
        let mut bytes = png(3, 2);
        bytes.resize(MAX_IMAGE_BYTES as usize + 1, 0);
        assert_eq!(
            Image::from_bytes(bytes),
            Err(ImageError::TooLarge {
                bytes: MAX_IMAGE_BYTES + 1,
                max: MAX_IMAGE_BYTES
            })
        );
    }

    #[test]
    fn png_size_refused_from_its_header_before_decoding() {
        // 60,000 by 60,000 would take 3.6 GB decoded.
        assert_eq!(
            Image::from_bytes(resized(png(3, 2), 60_000, 60_000)),
            Err(ImageError::TooManyPixels {
                width: 60_000,
                height: 60_000,
                max: MAX_IMAGE_PIXELS
            })
        );
        // One pixel past the limit is refused; at the limit, decoding starts and finds
        // the data too short for the header.
        assert_eq!(MAX_IMAGE_PIXELS, 5_000 * 5_000);
        assert!(matches!(
            Image::from_bytes(resized(png(3, 2), 5_000, 5_001)),
            Err(ImageError::TooManyPixels { .. })
        ));
        assert!(matches!(
            Image::from_bytes(resized(png(3, 2), 5_000, 5_000)),
            Err(ImageError::BadPng(_))
        ));
        // The patch itself keeps a PNG readable.
        let same = Image::from_bytes(resized(png(3, 2), 3, 2)).unwrap();
        assert_eq!(same.aspect(), 1.5);
    }

    #[test]
    fn svg_depth_refused_before_parsing() {
        let deep = |levels: usize| {
            let mut text = "<svg viewBox='0 0 4 2'>".to_owned();
            text.push_str(&"<g>".repeat(levels));
            text.push_str(&"</g>".repeat(levels));
            text.push_str("</svg>");
            Image::from_bytes(text.into_bytes()).map(|i| i.aspect())
        };
        // 20,000 deep overflowed the parser's stack.
        assert_eq!(
            deep(20_000),
            Err(ImageError::TooDeep {
                depth: 20_001,
                max: MAX_SVG_DEPTH
            })
        );
        assert_eq!(deep(MAX_SVG_DEPTH - 1), Ok(2.0));
        assert_eq!(
            deep(MAX_SVG_DEPTH),
            Err(ImageError::TooDeep {
                depth: MAX_SVG_DEPTH + 1,
                max: MAX_SVG_DEPTH
            })
        );
    }

    #[test]
    fn svg_sizes() {
        let size = |text: &str| Image::from_bytes(text.as_bytes().to_vec()).map(|i| i.aspect());
        assert_eq!(size("<svg viewBox='0,0 10 40'/>"), Ok(0.25));
        assert_eq!(size("<svg width='30mm' height='10mm'/>"), Ok(3.0));
        assert_eq!(
            size("<svg width='30' height='100%'/>"),
            Err(ImageError::NoSize)
        );
        assert_eq!(size("<svg/>"), Err(ImageError::NoSize));
        assert_eq!(
            size("<svg viewBox='0 0 0 5'/>"),
            Err(ImageError::Empty {
                width: 0.0,
                height: 5.0
            })
        );
        assert_eq!(
            size("<html/>"),
            Err(ImageError::NotSvgRoot("html".to_owned()))
        );
        assert!(matches!(size("<svg"), Err(ImageError::BadSvg(_))));
        assert_eq!(
            Image::from_bytes(vec![0xff, 0xfe]),
            Err(ImageError::NotAnImage)
        );
    }

    /// Every shipped picture is a checked SVG with a unique name (as symbols are matched:
    /// without regard to case), enough of them for the deck of 8 symbols a card; the
    /// folder holds exactly those files, in the order and with the names of its list
    /// `pictures.txt`, with the licence beside them.
    #[test]
    fn the_shipped_pictures() {
        let pictures = builtin();
        assert_eq!(pictures.len(), BUILTIN.len());
        assert!(pictures.len() >= 57);
        let mut keys = hashbrown::HashSet::new();
        for (name, image) in &pictures {
            assert_eq!(image.format(), ImageFormat::Svg, "{name}");
            assert!(keys.insert(key(name)), "{name} twice");
            assert_eq!(name.trim(), *name);
            assert!(image.bytes().len() < 8_000, "{name}");
        }
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/pictures");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|f| f.ends_with(".svg"))
            .collect();
        files.sort();
        let mut shipped: Vec<String> = BUILTIN
            .iter()
            .map(|(name, _)| format!("{}.svg", name.replace(' ', "-")))
            .collect();
        shipped.sort();
        assert_eq!(files, shipped);
        let list = std::fs::read_to_string(format!("{folder}/pictures.txt")).unwrap();
        let listed: Vec<&str> = list
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| l.split_once(' ').unwrap().1.trim())
            .collect();
        let names: Vec<&str> = BUILTIN.iter().map(|(name, _)| *name).collect();
        assert_eq!(listed, names);
        let licence = std::fs::read_to_string(format!("{folder}/LICENSE")).unwrap();
        assert!(licence.contains("MIT License") && licence.contains("Microsoft Corporation"));
    }

    proptest! {
        /// Junk is refused, never a panic.
        #[test]
        fn junk_is_refused(bytes in proptest::collection::vec(any::<u8>(), 0..200), png_head in any::<bool>()) {
            let mut bytes = bytes;
            if png_head {
                bytes.splice(0..0, PNG_SIGNATURE.iter().copied());
            }
            prop_assert!(Image::from_bytes(bytes).is_err());
        }

        /// Junk after a real header never panics.
        #[test]
        fn damaged_png_never_panics(cut in 0usize..200, flip in 0usize..200) {
            let mut bytes = png(7, 5);
            let flip = flip % bytes.len();
            bytes[flip] ^= 0x55;
            bytes.truncate(cut.max(8));
            let _ = Image::from_bytes(bytes);
        }

        /// The match agrees with its definition, checked name by name.
        #[test]
        fn matching_by_definition(
            symbols in proptest::collection::vec("[ aAbB]{1,3}", 1..6),
            files in proptest::collection::vec("[ aAbB]{1,3}\\.(svg|SVG|png|Png|txt)", 0..8),
        ) {
            let found = match_images(&symbols, &files);
            for (symbol, file) in symbols.iter().zip(&found.files) {
                // Another symbol of the same name but for case: only its own name matches.
                let alone = symbols.iter().all(|other| {
                    other == symbol || other.trim().to_lowercase() != symbol.trim().to_lowercase()
                });
                let candidates: Vec<usize> = (0..files.len())
                    .filter(|&i| {
                        let (stem, ext) = files[i].rsplit_once('.').unwrap();
                        let ext = ext.to_lowercase();
                        let same = if alone {
                            stem.trim().to_lowercase() == symbol.trim().to_lowercase()
                        } else {
                            stem.trim() == symbol.trim()
                        };
                        (ext == "svg" || ext == "png") && same
                    })
                    .collect();
                let rank = |i: usize| (files[i].to_lowercase().ends_with(".png"), files[i].clone());
                prop_assert_eq!(*file, candidates.into_iter().min_by_key(|&i| rank(i)));
            }
            prop_assert!(found.missing.iter().all(|m| symbols.contains(m)));
            let missing: std::collections::BTreeSet<&String> = symbols.iter().zip(&found.files).filter(|(_, f)| f.is_none()).map(|(s, _)| s).collect();
            prop_assert_eq!(missing.len(), found.missing.len());
        }
    }
}
