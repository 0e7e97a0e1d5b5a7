//! A Hackenbush picture: an undirected multigraph on petgraph with named vertices, one of
//! them the ground, and coloured edges that keep the numbers they were given (1, 2, 3, ...
//! in the order they were added) however many others are deleted; the text that
//! describes one ([`parse_picture`]); and the pictures that ship with the crate
//! ([`named`]).

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;
use std::sync::OnceLock;

use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};

use crate::colour::{Colour, ColourClass};
use crate::graph::{Adjacency, EdgeList};
use crate::names::{BATCH, Interner, Key, Keyer, Names};

mod grounded;
mod named;
mod parse;

/// A line of a picture's text that is not an edge: line, column and [`ParseErrorKind`]
/// (from `games_common`).
pub use games_common::ParseError;
pub use grounded::Ungrounded;
pub use named::{NAMED, named};
#[cfg(feature = "serde")]
pub(crate) use parse::is_vertex_name;
pub use parse::{ParseErrorKind, PictureError, parse_picture};

/// Why [`Picture::from_graph`] cannot take a graph.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FromGraphError {
    /// The ground is not a vertex of the graph.
    #[error("the ground, vertex {index}, is not one of the graph's {vertices} vertices")]
    NoSuchGround {
        /// The ground's index.
        index: usize,
        /// How many vertices the graph has.
        vertices: usize,
    },
    /// Two vertices have the same name.
    #[error("vertices {} and {} are both named `{name}`", vertices.0, vertices.1)]
    SameName {
        /// The name.
        name: String,
        /// The two vertices' indices, ascending.
        vertices: (usize, usize),
    },
}

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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
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
///
/// The picture keeps its edges as a plain list of ends (the same indices as the graph's)
/// and builds the petgraph graph the first time [`Picture::graph`] is called: the green
/// solver ([`crate::solve`]) reads only the list, so a million-edge picture is solved
/// without ever building the graph's linked lists.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The ends of the edge at index `i` (of the graph) at `ends[i]`, as vertex indices.
    ends: Vec<[u32; 2]>,
    /// The number of the edge at index `i` at `numbers[i]`; `None` while edge `i` is
    /// numbered `i + 1`, as every edge of a picture read in is until a move deletes one
    /// (a list that says nothing would take 4 MB on a million edges).
    numbers: Option<Vec<u32>>,
    /// The petgraph graph, built from `ends` and `numbers` when first asked for.
    graph: OnceLock<UnGraph<(), EdgeNumber>>,
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
        let mut builder = Builder::with_capacity(edges.size_hint().0);
        for (a, b, colour) in edges {
            builder.push(a.as_ref(), b.as_ref(), colour);
        }
        builder.finish(ground)
    }

    /// The picture of an existing petgraph graph, directed or not (a direction is ignored:
    /// an edge can be cut whichever way it points): its edge of index `i` becomes the edge
    /// numbered `i + 1`, coloured by `colour` from its weight; each vertex is named by
    /// `name` from its index and weight; the vertex `ground` is the ground. A vertex that
    /// no edge touches is left out, the ground included (the value is then 0), as in
    /// [`Picture::from_coloured_edges`].
    ///
    /// ```
    /// use hackenbush::petgraph::graph::UnGraph;
    /// use hackenbush::{Colour, Picture};
    ///
    /// // A blue edge on the ground, a red one above it.
    /// let mut g = UnGraph::<&str, char>::new_undirected();
    /// let (ground, a, b) = (g.add_node("ground"), g.add_node("a"), g.add_node("b"));
    /// g.add_edge(ground, a, 'b');
    /// g.add_edge(a, b, 'r');
    /// let colour = |c: &char| if *c == 'b' { Colour::Blue } else { Colour::Red };
    /// let p = Picture::from_graph(&g, ground, |_, name| name.to_string(), colour).unwrap();
    /// assert_eq!(p.ends(hackenbush::EdgeNumber::new(2)), Some(("a", "b")));
    /// assert_eq!(p.colour_of(hackenbush::EdgeNumber::new(1)), Some(Colour::Blue));
    /// ```
    ///
    /// # Errors
    /// [`FromGraphError`] when `ground` is not a vertex of the graph, or two vertices get
    /// the same name (a picture tells its vertices by name, so they would be one).
    pub fn from_graph<N, E, Ty, Ix>(
        graph: &petgraph::Graph<N, E, Ty, Ix>,
        ground: petgraph::graph::NodeIndex<Ix>,
        mut name: impl FnMut(petgraph::graph::NodeIndex<Ix>, &N) -> String,
        mut colour: impl FnMut(&E) -> Colour,
    ) -> Result<Picture, FromGraphError>
    where
        Ty: petgraph::EdgeType,
        Ix: petgraph::graph::IndexType,
    {
        use petgraph::visit::EdgeRef;

        if ground.index() >= graph.node_count() {
            return Err(FromGraphError::NoSuchGround {
                index: ground.index(),
                vertices: graph.node_count(),
            });
        }
        let names: Vec<String> = graph.node_indices().map(|v| name(v, &graph[v])).collect();
        let mut seen = std::collections::HashMap::with_capacity(names.len());
        for (v, name) in names.iter().enumerate() {
            if let Some(first) = seen.insert(name.as_str(), v) {
                return Err(FromGraphError::SameName {
                    name: name.clone(),
                    vertices: (first, v),
                });
            }
        }
        // `edge_references` goes in index order, so edge `i` is numbered `i + 1`.
        let edges = graph.edge_references().map(|e| {
            (
                names[e.source().index()].as_str(),
                names[e.target().index()].as_str(),
                colour(e.weight()),
            )
        });
        Ok(Picture::from_coloured_edges(&names[ground.index()], edges))
    }

    /// The petgraph graph: node indices index [`Picture::name`], edge weights are the
    /// edge numbers. Built on the first call (in time linear in the picture's size) and
    /// kept.
    pub fn graph(&self) -> &UnGraph<(), EdgeNumber> {
        self.graph.get_or_init(|| {
            let mut graph = UnGraph::with_capacity(self.vertex_count(), self.edge_count());
            for _ in 0..self.vertex_count() {
                graph.add_node(());
            }
            for (e, &[a, b]) in self.ends.iter().enumerate() {
                graph.add_edge(
                    NodeIndex::new(a as usize),
                    NodeIndex::new(b as usize),
                    self.number(EdgeIndex::new(e)),
                );
            }
            graph
        })
    }

    /// The edges as the solvers read them: the ends of each, by the graph's edge index.
    pub(crate) fn edge_list(&self) -> EdgeList<'_> {
        EdgeList {
            vertices: self.vertex_count(),
            ends: &self.ends,
        }
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
        self.ends.len()
    }

    /// How many vertices the picture holds: the distinct names its edges use.
    pub fn vertex_count(&self) -> usize {
        self.names.len()
    }

    /// The number of the edge at `index` in [`Picture::graph`].
    ///
    /// # Panics
    ///
    /// If `index` is not an edge of this picture.
    pub fn number(&self, index: EdgeIndex) -> EdgeNumber {
        let e = index.index();
        EdgeNumber(match &self.numbers {
            None => {
                assert!(e < self.ends.len(), "no edge at index {e}");
                e + 1
            }
            Some(numbers) => numbers[e] as usize,
        })
    }

    /// The lowest number among `edges` (a part a search refuses is named by it), or `None`
    /// for no edge.
    pub(crate) fn lowest_number(&self, edges: &[EdgeIndex]) -> Option<EdgeNumber> {
        edges.iter().map(|&e| self.number(e)).min()
    }

    /// The colour of the edge at `index` in [`Picture::graph`].
    ///
    /// # Panics
    ///
    /// If `index` is not an edge of this picture.
    pub fn colour(&self, index: EdgeIndex) -> Colour {
        self.colours[self.number(index).0 - 1]
    }

    /// The index of the edge numbered `number`, if the picture holds it.
    fn index_of(&self, number: EdgeNumber) -> Option<usize> {
        match &self.numbers {
            None => (1..=self.ends.len())
                .contains(&number.0)
                .then(|| number.0 - 1),
            Some(numbers) => numbers.iter().position(|&n| n as usize == number.0),
        }
    }

    /// The colour of the edge numbered `number`, if the picture holds it.
    pub fn colour_of(&self, number: EdgeNumber) -> Option<Colour> {
        self.index_of(number).map(|_| self.colours[number.0 - 1])
    }

    /// Whether some edge of the picture, in play or not, is blue or red. A drawing shows
    /// the colours of such a picture.
    pub fn is_coloured(&self) -> bool {
        match &self.numbers {
            None => self.colours.iter().any(|&c| c != Colour::Green),
            Some(numbers) => numbers
                .iter()
                .any(|&n| self.colours[n as usize - 1] != Colour::Green),
        }
    }

    /// Which game the position is, by the colours of the edges connected to the ground.
    pub fn colour_class(&self) -> ColourClass {
        // A green picture (the common case) needs no search for what is in play.
        if self.colours.iter().all(|&c| c == Colour::Green) {
            return ColourClass::Green;
        }
        let grounded = self.grounded_edges();
        ColourClass::of(
            (0..self.edge_count())
                .filter(|&e| grounded[e])
                .map(|e| self.colour(EdgeIndex::new(e))),
        )
    }

    /// The names of the two ends of the edge numbered `number`, if the picture holds it.
    pub fn ends(&self, number: EdgeNumber) -> Option<(&str, &str)> {
        let [a, b] = self.ends[self.index_of(number)?];
        Some((self.names.get(a as usize), self.names.get(b as usize)))
    }

    /// Which edges are connected to the ground by a path (by edge index). Only these are
    /// part of the position.
    pub(crate) fn grounded_edges(&self) -> Vec<bool> {
        grounded(self.edge_list(), self.ground)
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
        let mut standing: Vec<Edge<'_>> = (0..self.edge_count())
            .filter(|&e| grounded[e])
            .map(|e| {
                let [a, b] = self.ends[e];
                let index = EdgeIndex::new(e);
                Edge {
                    number: self.number(index),
                    ends: (self.names.get(a as usize), self.names.get(b as usize)),
                    colour: self.colour(index),
                }
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
        let index = self.index_of(number)?;
        if !self.grounded_edges()[index] {
            return None;
        }
        let mut after = Picture {
            ends: self.ends.clone(),
            numbers: self.numbers.clone(),
            graph: OnceLock::new(),
            names: self.names.clone(),
            ground: self.ground,
            colours: self.colours.clone(),
        };
        after.retain_edges(|e| e != index);
        let grounded = after.grounded_edges();
        after.retain_edges(|e| grounded[e]);
        Some(after)
    }

    /// The name of the ground vertex, or `None` when no edge ever touched it.
    pub(crate) fn ground_name(&self) -> Option<&str> {
        self.ground.map(|g| self.name(g))
    }

    /// The picture's edges by number: at `i`, the edge numbered `i + 1` as the names of its
    /// ends and its colour, or `None` for a number the picture no longer holds (a move
    /// deleted it). [`Picture::from_numbered`] builds the picture back from this list.
    pub(crate) fn numbered(&self) -> Vec<Option<(&str, &str, Colour)>> {
        let mut numbered = Vec::new();
        for (e, &[a, b]) in self.ends.iter().enumerate() {
            let number = self.number(EdgeIndex::new(e)).0;
            if numbered.len() < number {
                numbered.resize(number, None);
            }
            numbered[number - 1] = Some((
                self.names.get(a as usize),
                self.names.get(b as usize),
                self.colours[number - 1],
            ));
        }
        numbered
    }

    /// The picture whose edges [`Picture::numbered`] lists, its ground the vertex named
    /// `ground` (none without a name, or when no edge touches it). It holds the same edges
    /// under the same numbers, with the same ends and colours; a vertex no edge touches is
    /// not kept.
    pub(crate) fn from_numbered<A, B>(
        ground: Option<&str>,
        numbered: impl IntoIterator<Item = Option<(A, B, Colour)>>,
    ) -> Picture
    where
        A: AsRef<str>,
        B: AsRef<str>,
    {
        let mut builder = Builder::with_capacity(0);
        let mut numbers = Vec::new();
        let mut colours = Vec::new();
        for (i, edge) in numbered.into_iter().enumerate() {
            match edge {
                Some((a, b, colour)) => {
                    builder.push(a.as_ref(), b.as_ref(), colour);
                    numbers.push(u32::try_from(i + 1).expect("as many numbers as edges"));
                    colours.push(colour);
                }
                None => colours.push(Colour::Green),
            }
        }
        let mut picture = builder.finish_with(ground);
        if numbers.len() < colours.len() {
            picture.numbers = Some(numbers);
        }
        picture.colours = colours;
        picture
    }

    /// Keeps the edges whose index passes `keep`, as petgraph's `Graph::retain_edges`
    /// would: visiting indices from the last down, and deleting an edge by swapping the
    /// last one into its place (as `Graph::remove_edge` does), so the index being visited
    /// has not moved yet and the graph built later has the same edge indices.
    fn retain_edges(&mut self, keep: impl Fn(usize) -> bool) {
        let count = self.ends.len() as u32;
        let numbers = self.numbers.get_or_insert_with(|| (1..=count).collect());
        for e in (0..self.ends.len()).rev() {
            if !keep(e) {
                self.ends.swap_remove(e);
                numbers.swap_remove(e);
            }
        }
    }
}

/// Which edges of `graph` are connected to `ground` by a path (by edge index): those with
/// an end the ground reaches.
fn grounded(graph: EdgeList<'_>, ground: Option<NodeIndex>) -> Vec<bool> {
    let Some(ground) = ground else {
        return vec![false; graph.ends.len()];
    };
    let adjacency = Adjacency::new(graph, None);
    let mut reached = vec![false; graph.vertices];
    reached[ground.index()] = true;
    let mut stack = vec![ground.index()];
    while let Some(v) = stack.pop() {
        for &(w, _) in adjacency.edges(v) {
            if !reached[w as usize] {
                reached[w as usize] = true;
                stack.push(w as usize);
            }
        }
    }
    graph
        .ends
        .iter()
        .map(|&[a, _]| reached[a as usize])
        .collect()
}

/// A picture as its edges come: names interned as they are first used, each edge's ends,
/// number and colour pushed in order.
pub(crate) struct Builder {
    names: Interner,
    ends: Vec<[u32; 2]>,
    colours: Vec<Colour>,
}

impl Builder {
    /// A builder expecting about `edges` edges.
    pub(crate) fn with_capacity(edges: usize) -> Builder {
        Builder {
            // Connected pictures have at most one vertex more than edges; most have fewer.
            names: Interner::with_capacity(edges + 1),
            ends: Vec::with_capacity(edges),
            colours: Vec::with_capacity(edges),
        }
    }

    /// Adds the edge between the vertices named `a` and `b`, numbered next.
    pub(crate) fn push(&mut self, a: &str, b: &str, colour: Colour) {
        let a = self.names.intern(a);
        let b = self.names.intern(b);
        self.ends.push([a, b]);
        self.colours.push(colour);
    }

    /// What gives names their keys for [`Builder::push_keyed`].
    pub(crate) fn keyer(&self) -> Keyer {
        self.names.keyer()
    }

    /// Adds edges in order, as [`Builder::push`] does one by one: edge `i` joins
    /// `names[2 * i]` and `names[2 * i + 1]` and has colour `colours[i]`; `keys` are the
    /// names' keys ([`Builder::keyer`]). The names are looked up [`BATCH`] at a time
    /// ([`Interner::intern_keyed`]).
    pub(crate) fn push_keyed(&mut self, names: &[&str], keys: &[Key], colours: &[Colour]) {
        let mut numbers = [0u32; BATCH];
        for ((names, keys), colours) in names
            .chunks(BATCH)
            .zip(keys.chunks(BATCH))
            .zip(colours.chunks(BATCH / 2))
        {
            let numbers = &mut numbers[..names.len()];
            self.names.intern_keyed(names, keys, numbers);
            for (pair, &colour) in numbers.chunks_exact(2).zip(colours) {
                self.ends.push([pair[0], pair[1]]);
                self.colours.push(colour);
            }
        }
    }

    /// The picture, with its ground the vertex named `ground`.
    pub(crate) fn finish(self, ground: &str) -> Picture {
        self.finish_with(Some(ground))
    }

    /// The picture, with its ground the vertex named `ground`, or no ground at all.
    fn finish_with(self, ground: Option<&str>) -> Picture {
        let ground = ground
            .and_then(|g| self.names.find(g))
            .map(|n| NodeIndex::new(n as usize));
        Picture {
            numbers: None,
            ends: self.ends,
            graph: OnceLock::new(),
            names: self.names.into_names(),
            ground,
            colours: self.colours,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use petgraph::visit::{Dfs, EdgeRef};
    use proptest::prelude::*;

    proptest! {
        /// A move leaves exactly the graph petgraph's own `retain_edges` leaves (the
        /// same edges at the same indices, with the same numbers), the ground's reach
        /// found by petgraph's depth-first search; and it is refused for an edge the
        /// ground does not reach.
        #[test]
        fn after_move_agrees_with_petgraph(
            edges in prop::collection::vec((0u8..6, 0u8..6), 1..14),
            pick in any::<prop::sample::Index>(),
        ) {
            let p = Picture::from_edges(
                "0",
                edges.iter().map(|&(a, b)| (a.to_string(), b.to_string())),
            );
            let number = EdgeNumber(pick.index(p.edge_count()) + 1);
            let grounded = |g: &UnGraph<(), EdgeNumber>| -> Vec<bool> {
                let mut reached = vec![false; g.node_count()];
                if let Some(ground) = p.ground() {
                    let mut dfs = Dfs::new(g, ground);
                    while let Some(v) = dfs.next(g) {
                        reached[v.index()] = true;
                    }
                }
                g.edge_references().map(|e| reached[e.source().index()]).collect()
            };
            let mut expected = p.graph().clone();
            let legal = grounded(&expected)[number.0 - 1];
            expected.retain_edges(|g, e| g[e] != number);
            let still = grounded(&expected);
            expected.retain_edges(|_, e| still[e.index()]);
            match p.after_move(number) {
                None => prop_assert!(!legal),
                Some(after) => {
                    prop_assert!(legal);
                    let listed = |g: &UnGraph<(), EdgeNumber>| -> Vec<(usize, usize, EdgeNumber)> {
                        g.edge_references()
                            .map(|e| (e.source().index(), e.target().index(), *e.weight()))
                            .collect()
                    };
                    prop_assert_eq!(listed(after.graph()), listed(&expected));
                    prop_assert_eq!(after.vertex_count(), p.vertex_count());
                }
            }
        }
    }

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

    /// A picture as read, whose edge at index `i` is numbered `i + 1` without a list of
    /// numbers, answers every question by number or by index as the same picture with
    /// the list written out does.
    #[test]
    fn numbers_in_order_need_no_list() {
        let p = parse_picture("G a blue\na b red\nb G\nx y\n", "G").unwrap();
        assert!(p.numbers.is_none());
        let listed = Picture {
            numbers: Some(vec![1, 2, 3, 4]),
            ..p.clone()
        };
        for n in 0..=6 {
            let n = EdgeNumber(n);
            assert_eq!(p.index_of(n), listed.index_of(n), "{n:?}");
            assert_eq!(p.ends(n), listed.ends(n), "{n:?}");
            assert_eq!(p.colour_of(n), listed.colour_of(n), "{n:?}");
        }
        for e in (0..4).map(EdgeIndex::new) {
            assert_eq!(p.number(e), listed.number(e));
            assert_eq!(p.colour(e), listed.colour(e));
        }
        assert_eq!(p.is_coloured(), listed.is_coloured());
        assert_eq!(p.standing(), listed.standing());
        let edges = |q: &Picture| q.graph().edge_weights().copied().collect::<Vec<_>>();
        assert_eq!(edges(&p), edges(&listed));
        assert_eq!(edges(&p), numbers(&[1, 2, 3, 4]));
    }

    #[test]
    #[should_panic(expected = "no edge at index 4")]
    fn no_number_past_the_last_edge() {
        let p = parse_picture("G a\na b\nb G\nx y\n", "G").unwrap();
        p.number(EdgeIndex::new(4));
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
