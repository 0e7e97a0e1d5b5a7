//! What the generated-picture tests share: how a vertex number is named, and coloured
//! pictures written as numbered edges.

use hackenbush::{Colour, Picture};
use proptest::prelude::*;

/// The name of vertex `v` in a generated picture: vertex 0 is the ground `G`, the others
/// `v1`, `v2`, ...
pub(crate) fn vertex(v: u8) -> String {
    vertex_at(v.into())
}

/// [`vertex`] for pictures of more than 255 vertices.
pub(crate) fn vertex_at(v: usize) -> String {
    if v == 0 {
        "G".to_owned()
    } else {
        format!("v{v}")
    }
}

/// A generated coloured picture as its edges between numbered vertices; vertex 0 is the
/// ground.
pub(crate) type Edges = Vec<(u8, u8, Colour)>;

/// The picture of `edges`, its vertices named by [`vertex`].
pub(crate) fn picture(edges: &Edges) -> Picture {
    Picture::from_coloured_edges(
        "G",
        edges.iter().map(|&(a, b, c)| (vertex(a), vertex(b), c)),
    )
}

/// Any of the three colours.
pub(crate) fn colour() -> impl Strategy<Value = Colour> {
    prop_oneof![Just(Colour::Blue), Just(Colour::Red), Just(Colour::Green)]
}
