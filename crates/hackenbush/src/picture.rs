//! A Hackenbush picture: an undirected multigraph on petgraph with named vertices, one of
//! them the ground, and coloured edges that keep the numbers they were given (1, 2, 3, ...
//! in the order they were added) however many others are deleted.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

use crate::colour::{Colour, ColourClass};
use crate::graph::other_end;
use crate::names::{Interner, Names};

/// The number of an edge: 1 for the first edge of the picture as written, 2 for the next,
/// and so on. Moves are named by these numbers, and an edge keeps its number however many
/// others are deleted. No edge has the number 0.
///
/// It reads from text as a plain number and shows as one (also in JSON, with the `serde`
/// feature).
///
/// ```
/// use hackenbush::EdgeNumber;
/// let e: EdgeNumber = "12".parse().unwrap();
/// assert_eq!(e, EdgeNumber::new(12));
/// assert_eq!((e.get(), e.to_string()), (12, "12".to_owned()));
/// assert!("x".parse::<EdgeNumber>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct EdgeNumber(usize);

impl EdgeNumber {
    /// The edge numbered `number`.
    pub const fn new(number: usize) -> EdgeNumber {
        EdgeNumber(number)
    }

    /// The number as an integer.
    pub const fn get(self) -> usize {
        self.0
    }
}

impl fmt::Display for EdgeNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for EdgeNumber {
    type Err = ParseIntError;

    /// A number written in decimal, as [`usize`] reads it.
    fn from_str(text: &str) -> Result<EdgeNumber, ParseIntError> {
        text.parse().map(EdgeNumber)
    }
}

impl From<EdgeNumber> for usize {
    fn from(number: EdgeNumber) -> usize {
        number.0
    }
}

/// One edge of a picture: its number, the names of its two ends, in the order the
/// picture gave them, and its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Edge<'a> {
    /// The edge's number.
    pub number: EdgeNumber,
    /// The names of its two ends (equal for a self-loop).
    pub ends: (&'a str, &'a str),
    /// Its colour: who may cut it.
    pub colour: Colour,
}

/// A picture: vertices with names, one of them (possibly absent) the ground, and numbered
/// edges, each with a [`Colour`]. Parallel edges and self-loops are allowed.
///
/// The graph's edge weights are the [`EdgeNumber`]s, so a picture that lost some edges
/// still names the others as before. The graph types are petgraph's, re-exported as
/// [`crate::petgraph`].
#[derive(Clone, Debug)]
pub struct Picture {
    graph: UnGraph<(), EdgeNumber>,
    names: Names,
    ground: Option<NodeIndex>,
    /// The colour of the edge numbered `n` at `n - 1`.
    colours: Vec<Colour>,
}

impl Picture {
    /// A picture whose ground is the vertex named `ground`, with green `edges` (pairs of
    /// vertex names) numbered 1, 2, 3, ... in order. Any string is a name here (the text
    /// format of [`crate::parse_picture`] is stricter). The ground need not touch any
    /// edge; the value is then 0.
    ///
    /// ```
    /// use hackenbush::Picture;
    /// let p = Picture::from_edges("G", [("G", "a"), ("a", "b")]);
    /// assert_eq!((p.edge_count(), p.vertex_count()), (2, 3));
    /// ```
    pub fn from_edges<A, B>(ground: &str, edges: impl IntoIterator<Item = (A, B)>) -> Picture
    where
        A: AsRef<str>,
        B: AsRef<str>,
    {
        Picture::from_coloured_edges(
            ground,
            edges.into_iter().map(|(a, b)| (a, b, Colour::Green)),
        )
    }

    /// [`Picture::from_edges`] with a colour for each edge.
    ///
    /// ```
    /// use hackenbush::{Colour, ColourClass, EdgeNumber, Picture};
    /// let p = Picture::from_coloured_edges("G", [("G", "a", Colour::Blue), ("a", "b", Colour::Red)]);
    /// assert_eq!(p.colour_of(EdgeNumber::new(2)), Some(Colour::Red));
    /// assert_eq!(p.colour_class(), ColourClass::BlueRed);
    /// ```
    pub fn from_coloured_edges<A, B>(
        ground: &str,
        edges: impl IntoIterator<Item = (A, B, Colour)>,
    ) -> Picture
    where
        A: AsRef<str>,
        B: AsRef<str>,
    {
        let edges = edges.into_iter();
        let expected = edges.size_hint().0;
        // Connected pictures have at most one vertex more than edges; most have fewer.
        let mut graph = UnGraph::with_capacity(expected / 2, expected);
        let mut colours = Vec::with_capacity(expected);
        let mut names = Interner::with_capacity(expected + 1);
        let mut node = |name: &str, graph: &mut UnGraph<(), EdgeNumber>| {
            let (n, new) = names.intern(name);
            if new {
                graph.add_node(());
            }
            NodeIndex::new(n as usize)
        };
        for (number, (a, b, colour)) in edges.enumerate() {
            let a = node(a.as_ref(), &mut graph);
            let b = node(b.as_ref(), &mut graph);
            graph.add_edge(a, b, EdgeNumber(number + 1));
            colours.push(colour);
        }
        let ground = names.find(ground).map(|n| NodeIndex::new(n as usize));
        Picture {
            graph,
            names: names.into_names(),
            ground,
            colours,
        }
    }

    /// The petgraph graph: node indices index [`Picture::name`], edge weights are the
    /// edge numbers.
    pub fn graph(&self) -> &UnGraph<(), EdgeNumber> {
        &self.graph
    }

    /// The ground vertex, if some edge touches it.
    pub fn ground(&self) -> Option<NodeIndex> {
        self.ground
    }

    /// The name of a vertex.
    ///
    /// # Panics
    ///
    /// If `node` is not a vertex of this picture.
    pub fn name(&self, node: NodeIndex) -> &str {
        self.names.get(node.index())
    }

    /// How many edges the picture holds (grounded or not).
    pub fn edge_count(&self) -> usize {
        self.graph.edge_count()
    }

    /// How many vertices the picture holds: the distinct names its edges use.
    pub fn vertex_count(&self) -> usize {
        self.graph.node_count()
    }

    /// The number of the edge at `index` in [`Picture::graph`].
    ///
    /// # Panics
    ///
    /// If `index` is not an edge of this picture.
    pub fn number(&self, index: EdgeIndex) -> EdgeNumber {
        self.graph[index]
    }

    /// The colour of the edge at `index` in [`Picture::graph`].
    ///
    /// # Panics
    ///
    /// If `index` is not an edge of this picture.
    pub fn colour(&self, index: EdgeIndex) -> Colour {
        self.colours[self.graph[index].0 - 1]
    }

    /// The colour of the edge numbered `number`, if the picture holds it.
    pub fn colour_of(&self, number: EdgeNumber) -> Option<Colour> {
        self.graph
            .edge_weights()
            .any(|&n| n == number)
            .then(|| self.colours[number.0 - 1])
    }

    /// Whether some edge of the picture, in play or not, is blue or red. A drawing shows
    /// the colours of such a picture.
    pub fn is_coloured(&self) -> bool {
        self.graph
            .edge_indices()
            .any(|e| self.colour(e) != Colour::Green)
    }

    /// Which game the position is, by the colours of the edges connected to the ground.
    pub fn colour_class(&self) -> ColourClass {
        // A green picture (the common case) needs no search for what is in play.
        if self.colours.iter().all(|&c| c == Colour::Green) {
            return ColourClass::Green;
        }
        let grounded = self.grounded_edges();
        ColourClass::of(
            self.graph
                .edge_indices()
                .filter(|e| grounded[e.index()])
                .map(|e| self.colour(e)),
        )
    }

    /// The names of the two ends of the edge numbered `number`, if the picture holds it.
    pub fn ends(&self, number: EdgeNumber) -> Option<(&str, &str)> {
        self.graph
            .edge_references()
            .find(|e| *e.weight() == number)
            .map(|e| (self.name(e.source()), self.name(e.target())))
    }

    /// Which edges are connected to the ground by a path (by edge index). Only these are
    /// part of the position.
    pub(crate) fn grounded_edges(&self) -> Vec<bool> {
        let mut reached = vec![false; self.graph.node_count()];
        let mut grounded = vec![false; self.graph.edge_count()];
        let Some(ground) = self.ground else {
            return grounded;
        };
        reached[ground.index()] = true;
        let mut stack = vec![ground];
        while let Some(v) = stack.pop() {
            for e in self.graph.edges(v) {
                grounded[e.id().index()] = true;
                let w = other_end((e.source(), e.target()), v);
                if !reached[w.index()] {
                    reached[w.index()] = true;
                    stack.push(w);
                }
            }
        }
        grounded
    }

    /// The numbers of the edges connected to the ground, ascending: the legal moves.
    pub fn moves(&self) -> Vec<EdgeNumber> {
        self.standing().iter().map(|e| e.number).collect()
    }

    /// The edges connected to the ground (the legal moves) with the names of their ends,
    /// ascending by number, in one pass over the graph.
    ///
    /// ```
    /// use hackenbush::{EdgeNumber, Picture};
    /// // A stalk G-a and a loose edge x-y.
    /// let p = Picture::from_edges("G", [("x", "y"), ("G", "a")]);
    /// let standing = p.standing();
    /// assert_eq!(standing.len(), 1);
    /// assert_eq!((standing[0].number, standing[0].ends), (EdgeNumber::new(2), ("G", "a")));
    /// ```
    pub fn standing(&self) -> Vec<Edge<'_>> {
        let grounded = self.grounded_edges();
        let mut standing: Vec<Edge<'_>> = self
            .graph
            .edge_references()
            .filter(|e| grounded[e.id().index()])
            .map(|e| Edge {
                number: *e.weight(),
                ends: (self.name(e.source()), self.name(e.target())),
                colour: self.colour(e.id()),
            })
            .collect();
        standing.sort_unstable_by_key(|e| e.number);
        standing
    }

    /// The picture after the move that deletes edge `number`: that edge and every edge no
    /// longer connected to the ground are gone; the rest keep their numbers and the
    /// vertices keep their names. `None` when the edge is not a legal move (not in the
    /// picture, or not connected to the ground).
    pub fn after_move(&self, number: EdgeNumber) -> Option<Picture> {
        let grounded = self.grounded_edges();
        let index = self
            .graph
            .edge_indices()
            .find(|&e| self.graph[e] == number)?;
        if !grounded[index.index()] {
            return None;
        }
        let mut after = self.clone();
        after.graph.retain_edges(|g, e| g[e] != number);
        let grounded = after.grounded_edges();
        // `retain_edges` visits edges from the last index down and swaps the last edge into
        // a removed one's place, so the index being visited has not moved yet.
        after.graph.retain_edges(|_, e| grounded[e.index()]);
        Some(after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(ns: &[usize]) -> Vec<EdgeNumber> {
        ns.iter().copied().map(EdgeNumber::new).collect()
    }

    #[test]
    fn numbers_survive_deletions() {
        // G-a-b-c and a loose edge x-y.
        let p = Picture::from_edges("G", [("G", "a"), ("a", "b"), ("b", "c"), ("x", "y")]);
        assert_eq!(p.moves(), numbers(&[1, 2, 3]));
        let q = p.after_move(EdgeNumber(2)).unwrap();
        assert_eq!(q.moves(), numbers(&[1]));
        assert_eq!(q.edge_count(), 1);
        assert_eq!(q.ends(EdgeNumber(1)), Some(("G", "a")));
        assert!(p.after_move(EdgeNumber(4)).is_none(), "x-y is not grounded");
        assert!(p.after_move(EdgeNumber(9)).is_none(), "no edge 9");
    }

    #[test]
    fn absent_ground_means_no_moves() {
        let p = Picture::from_edges("G", [("a", "b")]);
        assert_eq!(p.ground(), None);
        assert!(p.moves().is_empty());
        assert!(p.standing().is_empty());
    }

    /// After deletions the graph's edge order is shuffled (swap-removal); the standing
    /// edges still come out by number, with their own ends.
    #[test]
    fn standing_edges_are_sorted_after_deletions() {
        let p = Picture::from_edges("G", [("G", "a"), ("G", "b"), ("b", "c"), ("G", "d")]);
        let q = p.after_move(EdgeNumber(1)).unwrap();
        let got: Vec<(usize, (&str, &str))> = q
            .standing()
            .iter()
            .map(|e| (e.number.get(), e.ends))
            .collect();
        assert_eq!(got, vec![(2, ("G", "b")), (3, ("b", "c")), (4, ("G", "d"))]);
    }

    /// Colours stay with their edges through deletions, and the class looks only at the
    /// edges in play.
    #[test]
    fn colours_follow_their_edges() {
        use Colour::*;
        let p = Picture::from_coloured_edges(
            "G",
            [
                ("G", "a", Blue),
                ("a", "b", Green),
                ("G", "c", Red),
                ("x", "y", Green),
            ],
        );
        assert_eq!(p.colour_class(), ColourClass::RedBlueGreen);
        assert!(p.is_coloured());
        let q = p.after_move(EdgeNumber(1)).unwrap();
        assert_eq!(q.colour_class(), ColourClass::BlueRed);
        let colours: Vec<Colour> = q.standing().iter().map(|e| e.colour).collect();
        assert_eq!(colours, [Red]);
        assert_eq!(q.colour_of(EdgeNumber(3)), Some(Red));
        assert_eq!(q.colour_of(EdgeNumber(2)), None, "fell with edge 1");
        let r = q.after_move(EdgeNumber(3)).unwrap();
        assert_eq!(
            r.colour_class(),
            ColourClass::Green,
            "only x-y is left, out of play"
        );
        assert!(!Picture::from_edges("G", [("G", "a")]).is_coloured());
    }
}
