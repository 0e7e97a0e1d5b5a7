//! `-o FILE` of `dot`, `thermograph` and `play`: the file's extension chooses the format,
//! in any case (`.svg` an SVG, `.png` a PNG of twice the drawing's size, read back by a
//! decoder apart from the one that drew it), and any other extension is refused with exit
//! status 2 naming the two, before anything is written.

use std::path::Path;

use games_test_support::assert_still_picture_formats;

/// `hackenbush args -o FILE` in the fixtures' folder, for every extension.
fn check(args: &[&str]) {
    let bin = Path::new(env!("CARGO_BIN_EXE_hackenbush"));
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    assert_still_picture_formats(bin, args, &fixtures, 0);
}

#[test]
fn dot_writes_the_format_its_extension_asks_for() {
    check(&["dot", "house.txt"]);
}

#[test]
fn thermograph_writes_the_format_its_extension_asks_for() {
    check(&["thermograph", "{2|-1}"]);
}

#[test]
fn play_draws_the_board_in_the_format_its_extension_asks_for() {
    // No move comes (standard input is empty): the game stops after the board is drawn.
    check(&["play", "--picture", "house"]);
}
