//! What an SVG picture may hold, checked on its parsed XML before anything draws it:
//!
//! - **Nothing outside itself.** An attribute `href` (or `xlink:href`) of any element but
//!   a link (`<a>`) names a part of the picture (`#id`) or holds its data (a `data:`
//!   address); a file name, a path or any other address is refused
//!   ([`ImageError::ExternalReference`]), so that no picture makes a program read a file
//!   (`/dev/zero`, a FIFO, `/etc/passwd`) or tell whether one exists.
//! - **Embedded images within the caps of a picture.** Each `data:` address that an SVG
//!   converter would draw (PNG, JPEG, GIF, WebP or SVG, told as usvg tells them: by the
//!   media type, or by the data's signature where the type is `text/plain`) is decoded and
//!   checked as a picture file is: a PNG or an SVG by [`Image::from_bytes`], a JPEG, GIF
//!   or WebP by the size in its header, at most [`MAX_IMAGE_PIXELS`]
//!   ([`ImageError::Embedded`]); an image inside an image inside a picture goes at most
//!   [`MAX_EMBEDDED_DEPTH`] deep (each is parsed by a call inside the one around it).
//! - **Text a layout can afford.** Laying out one `<text>` costs time in the square of
//!   its characters (usvg finds each character's index from the start of its run), so
//!   one `<text>` holds at most [`MAX_SVG_TEXT_CHARS`] characters
//!   ([`ImageError::TextTooLong`]), and the whole picture lays out at most
//!   [`MAX_SVG_TEXT_TOTAL`], each `<use>` of a text counting it again
//!   ([`ImageError::TooMuchText`]): the layout's work is then at most the product of the
//!   two.
//! - **Elements an SVG converter can afford.** Each `<use>` draws what it names again, so
//!   a few kilobytes of `<use>` inside groups used again can name millions of elements;
//!   a picture draws at most [`MAX_SVG_ELEMENTS`], counted as drawn
//!   ([`ImageError::TooManyElements`]), refused before usvg gives up at the same number.
//! - **Markers an SVG converter can afford.** A marker's contents are drawn again at each
//!   point of each line that shows it, so a few kilobytes can draw millions of shapes. The
//!   points of the picture's lines (told by the numbers of their `d` and `points`, at
//!   least one a point) times what its markers hold (elements and characters of text,
//!   each `<use>` counted as drawn) is at most [`MAX_SVG_MARKED`]
//!   ([`ImageError::TooManyMarks`]).
//!
//! [`embedded`] is the same check of one embedded image, for the SVG converter's own
//! resolver of `data:` addresses (the `font` module's options).

use roxmltree::{Document, Node};

use super::{
    ImageError, MAX_EMBEDDED_DEPTH, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_SVG_ELEMENTS,
    MAX_SVG_MARKED, MAX_SVG_TEXT_CHARS, MAX_SVG_TEXT_TOTAL,
};

/// How much of a refused reference an error keeps, in characters.
const SHOWN: usize = 100;

/// Checks the parsed SVG `document` for what a picture may not hold (see the module's
/// documentation).
/// `depth` is how many pictures hold this one (0 for a picture file).
pub(crate) fn check(document: &Document<'_>, depth: usize) -> Result<(), ImageError> {
    for node in document.descendants().filter(Node::is_element) {
        if node.tag_name().name() == "a" {
            continue;
        }
        for attribute in node.attributes() {
            if attribute.name() == "href" {
                href(attribute.value(), depth)?;
            }
        }
        if node.tag_name().name() == "text" {
            let chars = characters(node);
            if chars > MAX_SVG_TEXT_CHARS {
                return Err(ImageError::TextTooLong {
                    chars,
                    max: MAX_SVG_TEXT_CHARS,
                });
            }
        }
    }
    let drawn = Drawn::of(document);
    let elements = drawn.of_root().elements;
    if elements > MAX_SVG_ELEMENTS {
        return Err(ImageError::TooManyElements {
            elements,
            max: MAX_SVG_ELEMENTS,
        });
    }
    let chars = drawn.of_root().chars;
    if chars > MAX_SVG_TEXT_TOTAL {
        return Err(ImageError::TooMuchText {
            chars,
            max: MAX_SVG_TEXT_TOTAL,
        });
    }
    let marked = drawn.marked(document);
    if marked > MAX_SVG_MARKED {
        return Err(ImageError::TooManyMarks {
            drawn: marked,
            max: MAX_SVG_MARKED,
        });
    }
    Ok(())
}

/// Checks one `href` value of a picture held by `depth` others: a part of the picture,
/// nothing, or a `data:` address whose image is within the caps.
fn href(value: &str, depth: usize) -> Result<(), ImageError> {
    let value = value.trim();
    if value.is_empty() || value.starts_with('#') {
        return Ok(());
    }
    let Ok(url) = data_url::DataUrl::process(value) else {
        let mut shown: String = value.chars().take(SHOWN).collect();
        if shown.len() < value.len() {
            shown.push('…');
        }
        return Err(ImageError::ExternalReference { href: shown });
    };
    let Ok((data, _)) = url.decode_to_vec() else {
        // usvg skips an address it cannot decode: nothing is drawn from it.
        return Ok(());
    };
    let mime = url.mime_type();
    embedded(
        &format!("{}/{}", mime.type_, mime.subtype),
        &data,
        depth + 1,
    )
    .map_err(|e| ImageError::Embedded(Box::new(e)))
}

/// The kinds of image usvg draws from a `data:` address.
enum Kind {
    /// PNG or SVG: checked as a picture file.
    Picture,
    /// JPEG, GIF or WebP: checked by the size in its header.
    Raster,
}

/// The kind usvg draws `data` of media type `mime` as (its default resolver's choice), or
/// `None` where it draws nothing.
fn kind(mime: &str, data: &[u8]) -> Option<Kind> {
    match mime {
        "image/png" | "image/svg+xml" => Some(Kind::Picture),
        "image/jpg" | "image/jpeg" | "image/gif" | "image/webp" => Some(Kind::Raster),
        "text/plain" => match imagesize::image_type(data) {
            Ok(imagesize::ImageType::Png) => Some(Kind::Picture),
            Ok(imagesize::ImageType::Jpeg | imagesize::ImageType::Gif)
            | Ok(imagesize::ImageType::Webp) => Some(Kind::Raster),
            _ => Some(Kind::Picture),
        },
        _ => None,
    }
}

/// Checks an image embedded in a picture as a `data:` address of media type `mime`
/// (`type/subtype`) holding `data`: a PNG or an SVG as a picture file
/// ([`Image::from_bytes`](super::Image::from_bytes)), a JPEG, GIF or WebP by its
/// bytes and the pixels its header gives. What usvg does not draw passes. `depth` is how
/// many pictures hold it, at most [`MAX_EMBEDDED_DEPTH`].
///
/// # Errors
/// The [`ImageError`] of the embedded image.
pub(crate) fn embedded(mime: &str, data: &[u8], depth: usize) -> Result<(), ImageError> {
    let kind = kind(mime, data);
    if kind.is_some() && depth > MAX_EMBEDDED_DEPTH {
        return Err(ImageError::EmbeddedTooDeep {
            max: MAX_EMBEDDED_DEPTH,
        });
    }
    match kind {
        None => Ok(()),
        Some(Kind::Picture) => super::measure(data, depth).map(|_| ()),
        Some(Kind::Raster) => {
            let bytes = data.len() as u64;
            if bytes > MAX_IMAGE_BYTES {
                return Err(ImageError::TooLarge {
                    bytes,
                    max: MAX_IMAGE_BYTES,
                });
            }
            let size =
                imagesize::blob_size(data).map_err(|e| ImageError::BadRaster(e.to_string()))?;
            let (width, height) = (size.width as u64, size.height as u64);
            if width.saturating_mul(height) > MAX_IMAGE_PIXELS {
                return Err(ImageError::TooManyPixels {
                    width: u32::try_from(width).unwrap_or(u32::MAX),
                    height: u32::try_from(height).unwrap_or(u32::MAX),
                    max: MAX_IMAGE_PIXELS,
                });
            }
            Ok(())
        }
    }
}

/// The characters of the text inside `node`.
fn characters(node: Node<'_, '_>) -> usize {
    node.descendants()
        .filter(Node::is_text)
        .map(|t| t.text().map_or(0, |t| t.chars().count()))
        .sum()
}

/// What drawing an element once draws: its elements and characters of text.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Amount {
    /// Elements drawn, itself included.
    elements: u64,
    /// Characters of text laid out.
    chars: u64,
}

impl Amount {
    fn plus(self, other: Amount) -> Amount {
        Amount {
            elements: self.elements.saturating_add(other.elements),
            chars: self.chars.saturating_add(other.chars),
        }
    }
}

/// What each element of a picture draws when it is drawn once ([`Amount`]): a `<text>`
/// itself and its characters, a `<use>` what it names, anything else itself and its
/// children. A `<use>` that names itself or an element around it draws nothing, as usvg
/// skips it. Elements only drawn when named (inside `<defs>`) are counted at their place
/// too, so the root's amount is never less than the truth. Worked out without recursion:
/// a chain of `<use>` may be as long as the picture.
struct Drawn {
    /// By node (its index in the document): the amount, once worked out.
    amounts: Vec<Option<Amount>>,
    /// The document's root element's index.
    root: usize,
}

impl Drawn {
    fn of(document: &Document<'_>) -> Drawn {
        let ids: hashbrown::HashMap<&str, Node<'_, '_>> = document
            .descendants()
            .filter_map(|n| Some((n.attribute("id")?, n)))
            .collect();
        let target = |node: Node<'_, '_>| -> Option<Node<'_, '_>> {
            let href = node
                .attributes()
                .find(|a| a.name() == "href")?
                .value()
                .trim();
            ids.get(href.strip_prefix('#')?).copied()
        };
        /// Where an element stands in the walk.
        #[derive(Clone, Copy, PartialEq)]
        enum State {
            New,
            Open,
            Done(Amount),
        }
        let slot = |n: Node<'_, '_>| n.id().get_usize();
        let mut state = vec![State::New; document.descendants().count() + 1];
        let root = document.root_element();
        let mut stack = vec![root];
        while let Some(&node) = stack.last() {
            let is_use = node.tag_name().name() == "use";
            let is_text = node.tag_name().name() == "text";
            let parts: Vec<Node<'_, '_>> = if is_text {
                Vec::new()
            } else if is_use {
                target(node).into_iter().collect()
            } else {
                node.children().filter(Node::is_element).collect()
            };
            if state[slot(node)] == State::New {
                state[slot(node)] = State::Open;
                stack.extend(parts.iter().filter(|p| state[slot(**p)] == State::New));
                continue;
            }
            stack.pop();
            if matches!(state[slot(node)], State::Done(_)) {
                continue;
            }
            let own = Amount {
                elements: u64::from(!is_use),
                chars: if is_text { characters(node) as u64 } else { 0 },
            };
            let amount = parts
                .iter()
                .map(|p| match state[slot(*p)] {
                    State::Done(amount) => amount,
                    // A `<use>` of an element around it, or of itself.
                    _ => Amount::default(),
                })
                .fold(own, Amount::plus);
            state[slot(node)] = State::Done(amount);
        }
        let amounts = state
            .into_iter()
            .map(|s| match s {
                State::Done(amount) => Some(amount),
                _ => None,
            })
            .collect();
        Drawn {
            amounts,
            root: slot(root),
        }
    }

    /// What the whole picture draws.
    fn of_root(&self) -> Amount {
        self.amounts[self.root].unwrap_or_default()
    }

    /// What the markers of `document` may draw: the points of its lines (the numbers of
    /// every `d` and `points`, at least one a point) times what all its markers hold
    /// (their contents' elements and characters), as if each marker were at every point.
    fn marked(&self, document: &Document<'_>) -> u64 {
        let mut held = 0u64;
        let mut points = 0u64;
        for node in document.descendants().filter(Node::is_element) {
            if node.tag_name().name() == "marker" {
                let amount = self.amounts[node.id().get_usize()].unwrap_or_default();
                held = held
                    .saturating_add(amount.elements.saturating_sub(1))
                    .saturating_add(amount.chars);
            }
            for name in ["d", "points"] {
                if let Some(value) = node.attribute(name) {
                    points = points.saturating_add(numbers(value));
                }
            }
        }
        held.saturating_mul(points)
    }
}

/// How many numbers `value` holds, at least: its runs of digits.
fn numbers(value: &str) -> u64 {
    let mut count = 0;
    let mut in_digits = false;
    for b in value.bytes() {
        let digit = b.is_ascii_digit();
        if digit && !in_digits {
            count += 1;
        }
        in_digits = digit;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::Image;

    /// A picture of 10 by 10: a red square 2 wide in the middle, and over the whole
    /// picture an image that `attribute` (`href` or `xlink:href`) names as `href`.
    fn naming(attribute: &str, href: &str) -> Vec<u8> {
        format!(
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' \
             viewBox='0 0 10 10'><rect x='4' y='4' width='2' height='2' fill='red'/>\
             <image {attribute}='{href}' x='0' y='0' width='10' height='10'/></svg>"
        )
        .into_bytes()
    }

    /// The same picture without the image.
    fn plain() -> Vec<u8> {
        b"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>\
          <rect x='4' y='4' width='2' height='2' fill='red'/></svg>"
            .to_vec()
    }

    /// What `work` returns, on a thread of its own, or a failure if it takes more than
    /// 20 s (a FIFO opened would block it for ever, `/dev/zero` read it for minutes).
    #[cfg(feature = "pdf")]
    fn within_time<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = sender.send(work());
        });
        receiver
            .recv_timeout(std::time::Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("{what}: no answer within 20 s"))
    }

    /// The hostile references: `/dev/zero`, a FIFO, `/etc/passwd`, a PNG file that exists
    /// (by an absolute path, a relative one and a `file://` address) and one that does
    /// not, with a path of the same length. The folder is removed when it is dropped.
    struct Hostile {
        folder: std::path::PathBuf,
        hrefs: Vec<String>,
    }

    impl Hostile {
        fn new(name: &str) -> Hostile {
            let folder =
                std::env::temp_dir().join(format!("dobble-hostile-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&folder);
            std::fs::create_dir_all(&folder).unwrap();
            let png = folder.join("real.png");
            std::fs::write(&png, crate::images::tests::png(8, 8)).unwrap();
            let fifo = folder.join("fifo.png");
            let made = std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap();
            assert!(made.success());
            let png = png.display().to_string();
            let hrefs = vec![
                "/dev/zero".to_owned(),
                fifo.display().to_string(),
                "/etc/passwd".to_owned(),
                png.clone(),
                // Relative to the crate's folder, where the tests run.
                "tests/fixtures/images/fish.png".to_owned(),
                format!("file://{png}"),
                png.replace("real.png", "none.png"),
            ];
            Hostile { folder, hrefs }
        }
    }

    impl Drop for Hostile {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.folder);
        }
    }

    #[test]
    fn a_picture_that_names_a_file_is_refused() {
        let hostile = Hostile::new("refused");
        for href in &hostile.hrefs {
            for attribute in ["href", "xlink:href"] {
                let refused = Image::from_bytes(naming(attribute, href));
                assert_eq!(
                    refused,
                    Err(ImageError::ExternalReference { href: href.clone() }),
                    "{attribute}={href}"
                );
            }
        }
        // Parts of the picture, data: addresses and links pass; a long name is cut short.
        let inner = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#;
        let data = format!(
            "data:image/svg+xml,{}",
            inner.replace('<', "%3C").replace('>', "%3E")
        );
        assert!(Image::from_bytes(naming("href", &data)).is_ok());
        assert!(Image::from_bytes(naming("href", "#part")).is_ok());
        let link = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'>\
                    <a href='https://example.org/'><rect width='1' height='1'/></a></svg>";
        assert!(Image::from_bytes(link.as_bytes().to_vec()).is_ok());
        let long = format!("/{}", "a".repeat(300));
        let Err(ImageError::ExternalReference { href }) = Image::from_bytes(naming("href", &long))
        else {
            panic!("a long path is not refused");
        };
        assert_eq!(href.chars().count(), SHOWN + 1);
    }

    /// The outline, the drawing and the PDF of a picture that names a file (were one to
    /// get past [`Image::from_bytes`]) neither read it nor wait on it: each answers within
    /// the time, and answers as for the picture without the image, whether the file
    /// exists or not (so a card's layout tells nothing of the files on the machine).
    #[cfg(feature = "pdf")]
    #[test]
    fn no_path_of_the_drawing_reads_a_file_a_picture_names() {
        use crate::draw::{Artwork, lay_out};
        use crate::print::PrintOptions;

        let hostile = Hostile::new("drawn");
        let cards = vec![vec!["a".to_owned(), "b".to_owned()]];
        let drawn = |bytes: Vec<u8>| {
            let cards = cards.clone();
            move || {
                let image = Image::unchecked_svg(bytes);
                let outline = crate::outline::outline(&image);
                let mut artwork = Artwork::words();
                artwork.insert("a", image);
                let pictures = crate::Pictures::draw_with(&cards, &artwork, 0).map(|p| p.cards);
                let layout = lay_out(&cards[0], &artwork, 0, 0, 85.0);
                let pdf = crate::print_pdf(&cards, &artwork, &PrintOptions::default());
                (outline, pictures.is_ok(), layout, pdf.map(|p| p.pdf))
            }
        };
        let (outline, drew, layout, _) = within_time("the plain picture", drawn(plain()));
        assert!(drew && outline.is_some() && layout.is_ok());
        // The PDF of a picture whose image names a file that does not exist.
        let missing = hostile.hrefs.last().unwrap().clone();
        for attribute in ["href", "xlink:href"] {
            let (.., pdf) = within_time("a missing file", drawn(naming(attribute, &missing)));
            let pdf = pdf.unwrap();
            for href in &hostile.hrefs {
                let what = format!("{attribute}={href}");
                let answer = within_time(&what, drawn(naming(attribute, href)));
                assert_eq!(answer.0, outline, "outline, {what}");
                assert!(answer.1, "drawing, {what}");
                assert_eq!(answer.2, layout, "layout, {what}");
                assert!(answer.3.is_ok_and(|p| p == pdf), "PDF, {what}");
            }
        }
    }

    #[test]
    fn embedded_images_are_held_to_the_caps_of_a_picture() {
        use base64::Engine as _;
        let base64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
        let holding = |href: String| naming("href", &href);
        // A PNG whose header claims 60,000 by 60,000 pixels, as a picture file is refused.
        let mut big = crate::images::tests::png(3, 2);
        big[16..20].copy_from_slice(&60_000u32.to_be_bytes());
        big[20..24].copy_from_slice(&60_000u32.to_be_bytes());
        let crc = crate::images::tests::crc32(&big[12..29]);
        big[29..33].copy_from_slice(&crc.to_be_bytes());
        let refused = Image::from_bytes(holding(format!("data:image/png;base64,{}", base64(&big))));
        assert_eq!(
            refused,
            Err(ImageError::Embedded(Box::new(ImageError::TooManyPixels {
                width: 60_000,
                height: 60_000,
                max: MAX_IMAGE_PIXELS
            })))
        );
        // The same as text/plain, told by its signature, and the resolver of the SVG
        // converter refuses it too.
        let plain_png = format!("data:;base64,{}", base64(&big));
        assert!(matches!(
            Image::from_bytes(holding(plain_png)),
            Err(ImageError::Embedded(_))
        ));
        assert!(embedded("image/png", &big, 1).is_err());
        // A real PNG passes.
        let small = format!(
            "data:image/png;base64,{}",
            base64(&crate::images::tests::png(4, 4))
        );
        assert!(Image::from_bytes(holding(small)).is_ok());
        // A GIF's size is read from its header: 40,000 by 40,000 is refused.
        let gif = [
            b"GIF89a".as_slice(),
            &40_000u16.to_le_bytes(),
            &40_000u16.to_le_bytes(),
            &[0; 8],
        ]
        .concat();
        assert!(matches!(
            embedded("image/gif", &gif, 1),
            Err(ImageError::TooManyPixels {
                width: 40_000,
                height: 40_000,
                ..
            })
        ));
        // An SVG inside the picture may not name a file either.
        let inner = String::from_utf8(naming("href", "/etc/passwd")).unwrap();
        let svg = format!("data:image/svg+xml;base64,{}", base64(inner.as_bytes()));
        assert_eq!(
            Image::from_bytes(holding(svg)),
            Err(ImageError::Embedded(Box::new(
                ImageError::ExternalReference {
                    href: "/etc/passwd".to_owned()
                }
            )))
        );
        // Pictures inside pictures: four deep pass, five do not.
        let mut nested = String::from_utf8(plain()).unwrap();
        for depth in 1..=MAX_EMBEDDED_DEPTH + 1 {
            nested = String::from_utf8(holding(format!(
                "data:image/svg+xml;base64,{}",
                base64(nested.as_bytes())
            )))
            .unwrap();
            let checked = Image::from_bytes(nested.clone().into_bytes());
            assert_eq!(checked.is_ok(), depth <= MAX_EMBEDDED_DEPTH, "{depth}");
        }
    }

    #[test]
    fn text_is_bounded_before_it_is_laid_out() {
        let text = |chars: usize, uses: usize| {
            let uses = "<use href='#t'/>".repeat(uses);
            format!(
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>\
                 <defs><text id='t'>{}<tspan>b</tspan></text></defs>{uses}</svg>",
                "a".repeat(chars - 1)
            )
            .into_bytes()
        };
        assert!(Image::from_bytes(text(MAX_SVG_TEXT_CHARS, 0)).is_ok());
        assert_eq!(
            Image::from_bytes(text(MAX_SVG_TEXT_CHARS + 1, 0)),
            Err(ImageError::TextTooLong {
                chars: MAX_SVG_TEXT_CHARS + 1,
                max: MAX_SVG_TEXT_CHARS
            })
        );
        // 400 KB of one text, as the hostile picture had it, is refused before any layout.
        assert!(matches!(
            Image::from_bytes(text(400_000, 0)),
            Err(ImageError::TextTooLong { chars: 400_000, .. })
        ));
        // Each <use> lays the text out again: the text once in <defs> and 24 times drawn
        // is 25 times its 2,000 characters, at the limit; once more is past it.
        assert!(Image::from_bytes(text(2_000, 24)).is_ok());
        assert_eq!(
            Image::from_bytes(text(2_000, 25)),
            Err(ImageError::TooMuchText {
                chars: 52_000,
                max: MAX_SVG_TEXT_TOTAL
            })
        );
    }

    /// Groups of ten uses, eight deep (2 KB), name 10^8 elements: refused at once
    /// (usvg gave up after a million, 21 s into a debug build).
    #[test]
    fn uses_are_bounded_by_what_they_would_draw() {
        // Groups of ten uses of the group below, `top` deep, the top one drawn.
        let drawn = |top: usize| {
            let mut picture = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 9 9'>\
                               <defs><path id='a0' d='M0 0L1 1'/>"
                .to_owned();
            for level in 1..=top {
                picture.push_str(&format!("<g id='a{level}'>"));
                for _ in 0..10 {
                    picture.push_str(&format!("<use href='#a{}'/>", level - 1));
                }
                picture.push_str("</g>");
            }
            picture.push_str(&format!("</defs><use href='#a{top}'/></svg>"));
            Image::from_bytes(picture.into_bytes())
        };
        assert!(drawn(4).is_ok());
        assert!(matches!(
            drawn(8),
            Err(ImageError::TooManyElements {
                max: MAX_SVG_ELEMENTS,
                ..
            })
        ));
    }

    /// A marker's contents count once for each point of the picture's lines: a hundred
    /// squares at each of 20,000 points (151 KB) drew for minutes and took 900 MB; an
    /// arrowhead on a few lines passes.
    #[test]
    fn markers_are_bounded_by_what_they_would_draw() {
        let picture = |shapes: usize, points: usize| {
            let rects: String = (0..shapes)
                .map(|i| format!("<rect x='{i}' width='1' height='1'/>"))
                .collect();
            let line: String = (0..points)
                .map(|i| format!(" L{} {}", i % 100, i / 100))
                .collect();
            format!(
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 200'><defs>\
                 <marker id='m'>{rects}</marker></defs>\
                 <path d='M0 0{line}' stroke='black' marker-mid='url(#m)'/></svg>"
            )
            .into_bytes()
        };
        // 100 squares at 40,002 numbers of the line.
        assert_eq!(
            Image::from_bytes(picture(100, 20_000)),
            Err(ImageError::TooManyMarks {
                drawn: 100 * 40_002,
                max: MAX_SVG_MARKED
            })
        );
        assert!(Image::from_bytes(picture(1, 5_000)).is_ok());
        assert!(Image::from_bytes(picture(3, 150_000)).is_ok());
        // Text in a marker counts by its characters, and a <use> inside by what it draws.
        let text = |chars: usize| {
            format!(
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 9 9'><defs>\
                 <g id='g'><text>{}</text><rect width='1' height='1'/></g>\
                 <marker id='m'><use href='#g'/></marker></defs>\
                 <polyline points='{}' marker-start='url(#m)'/></svg>",
                "a".repeat(chars),
                "1 1 ".repeat(500)
            )
        };
        // The marker holds the group's text, its square and the group: 3 + 1,997 at
        // each of the line's 1,000 numbers.
        let document = text(1_997);
        let document = Document::parse(&document).unwrap();
        assert_eq!(Drawn::of(&document).marked(&document), 2_000 * 1_000);
        assert!(Image::from_bytes(text(1_997).into_bytes()).is_ok());
        assert!(matches!(
            Image::from_bytes(text(1_998).into_bytes()),
            Err(ImageError::TooManyMarks {
                drawn: 2_001_000,
                ..
            })
        ));
    }

    /// The characters laid out agree with drawing each `<use>` out by hand, through
    /// chains of them, and a `<use>` of an element around it counts nothing.
    #[test]
    fn uses_are_counted_as_drawn() {
        let count = |body: &str| {
            let text = format!("<svg xmlns='http://www.w3.org/2000/svg'>{body}</svg>");
            Drawn::of(&Document::parse(&text).unwrap()).of_root().chars
        };
        assert_eq!(count("<text>abc</text>"), 3);
        // g1 holds 3; g2 uses g1 twice (6); the picture draws g1, g2 and g2 again: 3+6+6.
        assert_eq!(
            count(
                "<g id='g1'><text>abc</text></g>\
                 <g id='g2'><use href='#g1'/><use href='#g1'/></g><use href='#g2'/>"
            ),
            15
        );
        // A group that uses itself, and a chain of 10,000 uses, without recursion.
        assert_eq!(count("<g id='g'><text>ab</text><use href='#g'/></g>"), 2);
        let mut chain = "<g id='u0'><text>a</text></g>".to_owned();
        for i in 1..10_000 {
            chain.push_str(&format!("<g id='u{i}'><use href='#u{}'/></g>", i - 1));
        }
        assert_eq!(count(&chain), 10_000);
    }
}
