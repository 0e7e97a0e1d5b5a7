//! The `marbles` command line (stub).
fn main() {}
