//! The pictures that ship with the crate, by name: the house, a tree, a flower, a cycle
//! and the house in colours, ready to play (`hackenbush play --picture house`) or to show
//! in any front end. Their text files live in the crate's `pictures/` folder, each with
//! its value worked out in its comments.

use super::{Picture, parse_picture};

/// The shipped pictures as `(name, text)`, in the order they are listed: the text in the
/// crate's format, with the ground named `G`.
pub const NAMED: [(&str, &str); 5] = [
    ("house", include_str!("../../pictures/house.txt")),
    ("tree", include_str!("../../pictures/tree.txt")),
    ("flower", include_str!("../../pictures/flower.txt")),
    ("cycle", include_str!("../../pictures/cycle.txt")),
    (
        "coloured-house",
        include_str!("../../pictures/coloured-house.txt"),
    ),
];

/// The shipped picture called `name` (see [`NAMED`]), or `None` for a name not shipped.
///
/// ```
/// use hackenbush::picture::named;
/// let house = named("house").unwrap();
/// assert_eq!(house.edge_count(), 5);
/// assert!(named("castle").is_none());
/// ```
pub fn named(name: &str) -> Option<Picture> {
    let (_, text) = NAMED.iter().find(|(n, _)| *n == name)?;
    Some(parse_picture(text, "G").expect("the shipped pictures are valid"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped text reads, and every file of the folder is shipped, under its own
    /// name.
    #[test]
    fn every_picture_is_shipped_and_reads() {
        for (name, _) in NAMED {
            assert!(named(name).is_some_and(|p| p.edge_count() > 0), "{name}");
        }
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/pictures");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut shipped: Vec<String> = NAMED.iter().map(|(n, _)| format!("{n}.txt")).collect();
        shipped.sort();
        assert_eq!(files, shipped);
    }
}
