//! `grid N -o FILE`: the file's extension chooses the format, in any case (`.svg` an SVG,
//! `.png` a PNG of twice the drawing's size, read back by a decoder apart from the one
//! that drew it), and any other extension is refused with exit status 2 naming the two,
//! before anything is written.

use std::path::Path;

#[test]
fn grid_writes_the_format_its_extension_asks_for() {
    for args in [&["grid", "30"][..], &["grid", "12", "--values"]] {
        games_test_support::assert_still_picture_formats(
            Path::new(env!("CARGO_BIN_EXE_marbles")),
            args,
            Path::new(env!("CARGO_MANIFEST_DIR")),
            0,
        );
    }
}
