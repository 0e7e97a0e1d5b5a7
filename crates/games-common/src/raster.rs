//! SVG drawings as PNG images (feature `png`): the pictures the solvers draw, rasterised
//! by resvg with a font shipped inside this crate (DejaVu Sans, in `fonts/`, under the
//! Bitstream Vera licence beside it), never a font of the machine, so a PNG is the same
//! on every machine. The drawings name DejaVu Sans first; every family, generic or not,
//! is drawn in it.
//!
//! A PNG has two pixels for each unit of the drawing's size, fewer for a drawing so large
//! that it would pass [`MAX_PIXELS`]: memory stays bounded whatever the drawing.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::output::Format;

/// The shipped font's file.
const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");

/// The shipped font's family name.
const FAMILY: &str = "DejaVu Sans";

/// Pixels of the PNG for each unit of the drawing's width and height.
pub const SCALE: f32 = 2.0;

/// The most pixels of a PNG (4096 × 4096, 64 MiB as it is drawn): a larger drawing is
/// scaled down to fit.
pub const MAX_PIXELS: u64 = 4096 * 4096;

/// Why a drawing gives no PNG.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RasterError {
    /// The text is not an SVG drawing resvg can read.
    #[error("the drawing is not an SVG that can be rasterised: {0}")]
    Svg(#[from] usvg::Error),
    /// The image could not be encoded as PNG.
    #[error("the drawing could not be encoded as PNG: {0}")]
    Encode(String),
    /// A still drawing is written as SVG or PNG, not in this format.
    #[error("a drawing is written as .svg or .png, not as {0}")]
    NotStill(Format),
}

/// The formats of a still drawing: SVG (as drawn) and PNG ([`png`]).
pub const STILL: [Format; 2] = [Format::Svg, Format::Png];

/// The file of `svg` in `format`, one of [`STILL`]: the drawing itself, or its [`png`].
///
/// # Errors
///
/// [`RasterError`] when the drawing gives no PNG, or `format` is not one of [`STILL`].
pub fn encoded(svg: String, format: Format) -> Result<Vec<u8>, RasterError> {
    match format {
        Format::Svg => Ok(svg.into_bytes()),
        Format::Png => png(&svg),
        other => Err(RasterError::NotStill(other)),
    }
}

/// `svg` drawn as a PNG on white, [`SCALE`] pixels for each unit of its size (fewer for a
/// drawing that would pass [`MAX_PIXELS`]), its text in the shipped font.
///
/// # Errors
///
/// [`RasterError`] when `svg` is not a drawing resvg reads.
pub fn png(svg: &str) -> Result<Vec<u8>, RasterError> {
    let tree = usvg::Tree::from_str(svg, options())?;
    let size = tree.size();
    let (width, height) = (f64::from(size.width()), f64::from(size.height()));
    let fit = (MAX_PIXELS as f64 / (width * height)).sqrt();
    let scale = f64::from(SCALE).min(fit);
    let side = |length: f64| ((length * scale).floor() as u32).max(1);
    let (columns, rows) = (side(width), side(height));
    let mut pixmap = tiny_skia::Pixmap::new(columns, rows)
        .ok_or_else(|| RasterError::Encode(format!("no image of {columns} × {rows} pixels")))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    let transform = tiny_skia::Transform::from_scale(
        columns as f32 / size.width(),
        rows as f32 / size.height(),
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| RasterError::Encode(e.to_string()))
}

/// How drawings are read: the shipped font for every family, and no file or address
/// outside the drawing.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family(FAMILY);
        fonts.set_serif_family(FAMILY);
        fonts.set_monospace_family(FAMILY);
        fonts.set_cursive_family(FAMILY);
        fonts.set_fantasy_family(FAMILY);
        usvg::Options {
            font_family: FAMILY.to_owned(),
            fontdb: Arc::new(fonts),
            resources_dir: None,
            image_href_resolver: usvg::ImageHrefResolver {
                resolve_data: usvg::ImageHrefResolver::default_data_resolver(),
                resolve_string: Box::new(|_, _| None),
            },
            ..usvg::Options::default()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels of a PNG, decoded by the png crate (tiny-skia's own decoder) and
    /// independent of how it was drawn.
    fn decoded(png: &[u8]) -> tiny_skia::Pixmap {
        tiny_skia::Pixmap::decode_png(png).expect("a PNG that decodes")
    }

    fn dark_pixels(pixmap: &tiny_skia::Pixmap) -> usize {
        pixmap
            .pixels()
            .iter()
            .filter(|p| u32::from(p.red()) + u32::from(p.green()) + u32::from(p.blue()) < 300)
            .count()
    }

    #[test]
    fn a_drawing_becomes_a_png_twice_its_size() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20">
            <rect x="0" y="0" width="15" height="20" fill="black"/></svg>"#;
        let png = png(svg).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let pixmap = decoded(&png);
        assert_eq!((pixmap.width(), pixmap.height()), (60, 40));
        // The left half is black, the right half the white ground.
        assert_eq!(dark_pixels(&pixmap), 30 * 40);
        let right = pixmap.pixel(59, 39).unwrap();
        assert_eq!((right.red(), right.green(), right.blue()), (255, 255, 255));
    }

    #[test]
    fn text_is_drawn_in_the_shipped_font_whatever_family_it_names() {
        for family in [
            "DejaVu Sans, Verdana, sans-serif",
            "sans-serif",
            "NoSuchFont",
        ] {
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" font-family="{family}" font-size="30"><text x="5" y="32">Hello 42</text></svg>"#
            );
            let pixmap = decoded(&png(&svg).unwrap());
            // Letters 30 units high cover some, not most, of the picture.
            let dark = dark_pixels(&pixmap);
            let all = (pixmap.width() * pixmap.height()) as usize;
            assert!(
                dark > all / 50 && dark < all / 2,
                "{family}: {dark} of {all}"
            );
        }
    }

    #[test]
    fn a_huge_drawing_is_scaled_down_within_the_pixel_limit() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"/>"#;
        let pixmap = decoded(&png(svg).unwrap());
        let pixels = u64::from(pixmap.width()) * u64::from(pixmap.height());
        assert!(pixels <= MAX_PIXELS, "{pixels}");
        assert_eq!(pixmap.width(), 2 * pixmap.height());
    }

    #[test]
    fn a_still_drawing_is_its_svg_or_its_png() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>"#;
        assert_eq!(
            encoded(svg.to_owned(), Format::Svg).unwrap(),
            svg.as_bytes()
        );
        let png = encoded(svg.to_owned(), Format::Png).unwrap();
        assert_eq!((decoded(&png).width(), decoded(&png).height()), (6, 4));
        let err = encoded(svg.to_owned(), Format::Gif).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a drawing is written as .svg or .png, not as .gif"
        );
    }

    #[test]
    fn text_that_is_not_svg_is_an_error() {
        assert!(matches!(png("not a drawing"), Err(RasterError::Svg(_))));
    }
}
