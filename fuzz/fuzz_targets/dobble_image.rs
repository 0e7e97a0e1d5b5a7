//! The pictures `dobble render --images` reads, PNG or SVG, from any bytes: an image of
//! positive finite size or a typed error, never a panic.
#![no_main]

use dobble::images::Image;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(image) = Image::from_bytes(bytes.to_vec()) {
        let aspect = image.aspect();
        assert!(aspect.is_finite() && aspect > 0.0, "aspect {aspect}");
        assert_eq!(image.bytes(), bytes);
    }
});
