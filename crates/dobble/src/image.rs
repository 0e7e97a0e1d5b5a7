//! Pictures as symbols: an [`Image`] (PNG or SVG) checked and measured from its bytes, and
//! [`match_images`], which pairs each symbol name with its file in a folder listing.
//!
//! The library reads no file: a program lists the folder, asks [`match_images`] which files
//! it needs, reads those and hands their bytes to [`Image::from_bytes`]. A PNG is decoded in
//! full, row by row (so a damaged one is refused up front, not halfway through a print),
//! once its header shows at most [`MAX_IMAGE_PIXELS`] pixels; an SVG must nest its
//! elements at most [`MAX_SVG_DEPTH`] deep (checked before it is parsed) and be
//! well-formed XML with an `<svg>` root whose size is known, from its `viewBox` or else its
//! `width` and `height`.

use std::fmt;

use crate::nesting::nesting;

/// The most pixels a PNG picture may have: 25,000,000 (5,000 by 5,000, more than a symbol
/// needs on a card printed at 1,200 dpi). The printer decodes every picture whole, at up to
/// 8 bytes a pixel, so this bounds its memory; the size is read from the header, before
/// anything is decoded.
pub const MAX_IMAGE_PIXELS: u64 = 25_000_000;

/// The deepest an SVG picture may nest its elements: 256 (drawings rarely go past a few
/// dozen). The XML parser and the SVG converter descend one call per level, so a deeper
/// picture would overflow the stack; the depth is measured before either sees it.
pub const MAX_SVG_DEPTH: usize = 256;

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
    /// An [`ImageError`] saying why the bytes are not a picture a card can show.
    ///
    /// ```
    /// let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>"#;
    /// let image = dobble::images::Image::from_bytes(svg.to_vec()).unwrap();
    /// assert_eq!(image.aspect(), 2.0);
    /// assert!(dobble::images::Image::from_bytes(b"hello".to_vec()).is_err());
    /// ```
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Image, ImageError> {
        let (format, (width, height)) = if bytes.starts_with(PNG_SIGNATURE) {
            (ImageFormat::Png, png_size(&bytes)?)
        } else {
            let text = std::str::from_utf8(&bytes).map_err(|_| ImageError::NotAnImage)?;
            if !text
                .trim_start_matches('\u{feff}')
                .trim_start()
                .starts_with('<')
            {
                return Err(ImageError::NotAnImage);
            }
            (ImageFormat::Svg, svg_size(text)?)
        };
        let positive = |v: f64| v > 0.0 && v.is_finite();
        if !positive(width) || !positive(height) {
            return Err(ImageError::Empty { width, height });
        }
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
}

/// The size of a PNG, refused past [`MAX_IMAGE_PIXELS`] by its header, then decoded row by
/// row so that a damaged file is caught here.
fn png_size(bytes: &[u8]) -> Result<(f64, f64), ImageError> {
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

/// The size of an SVG: its `viewBox`, or else its `width` and `height` (plain numbers or
/// lengths with a unit, of which only the number matters for the aspect ratio).
fn svg_size(text: &str) -> Result<(f64, f64), ImageError> {
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

/// The key a name is matched by: surrounding white space removed, lower case.
fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Pairs each symbol with the file that pictures it among `files` (the names in a folder):
/// `NAME.svg` or `NAME.png`, the name matched without regard to case or surrounding white
/// space, the extension without regard to case. Where several files match one symbol, an
/// SVG is chosen over a PNG, then the first name in byte order, so the choice does not
/// depend on the order of the listing.
///
/// ```
/// let files = ["Cat.PNG".to_owned(), " dog .svg".to_owned(), "cat.svg".to_owned(), "notes.txt".to_owned()];
/// let found = dobble::images::match_images(&["cat".into(), "Dog".into(), "owl".into()], &files);
/// assert_eq!(found.files, [Some(2), Some(1), None]);
/// assert_eq!(found.missing, ["owl"]);
/// ```
pub fn match_images(symbols: &[String], files: &[String]) -> ImageMatch {
    let mut best: hashbrown::HashMap<String, (bool, &str, usize)> = hashbrown::HashMap::new();
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
        best.entry(key(stem))
            .and_modify(|held| {
                if (candidate.0, candidate.1) < (held.0, held.1) {
                    *held = candidate;
                }
            })
            .or_insert(candidate);
    }
    let files: Vec<Option<usize>> = symbols
        .iter()
        .map(|symbol| best.get(&key(symbol)).map(|&(_, _, i)| i))
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

#[cfg(test)]
mod tests {
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
        let mut crc = !0u32;
        for &byte in &bytes[12..29] {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        bytes[29..33].copy_from_slice(&(!crc).to_be_bytes());
        bytes
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
                let candidates: Vec<usize> = (0..files.len())
                    .filter(|&i| {
                        let lower = files[i].to_lowercase();
                        let (stem, ext) = lower.rsplit_once('.').unwrap();
                        (ext == "svg" || ext == "png") && stem.trim() == symbol.trim().to_lowercase()
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
