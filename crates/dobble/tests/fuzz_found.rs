//! Inputs the fuzz targets (`fuzz/`, `cargo xtask fuzz -p dobble`) found to break the
//! library, each kept as the file the fuzzer wrote, with what must happen instead.
#![cfg(feature = "svg")]

use dobble::images::{Image, ImageError, MAX_IMAGE_PIXELS};

/// `dobble_image`: a 222-byte PNG whose header claims 64 by 1,526,726,688 pixels (its
/// header's checksum made right: the fuzz build of the png crate skips checksums). The
/// decoded frame (390 GB) was allocated before anything was decoded, and the failed
/// allocation aborted the process; the header alone now refuses it.
#[test]
fn a_png_claiming_too_many_pixels_is_refused_from_its_header() {
    let bytes = include_bytes!("fixtures/fuzz/png_huge_header.png");
    match Image::from_bytes(bytes.to_vec()) {
        Err(ImageError::TooManyPixels { width, height, max }) => {
            assert_eq!((width, height), (64, 1_526_726_688));
            assert_eq!(max, MAX_IMAGE_PIXELS);
        }
        other => panic!("expected a refusal by pixel count, got {other:?}"),
    }
}
