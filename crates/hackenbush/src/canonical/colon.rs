//! Coloured pictures valued over their bridges, by the colon principle: what hangs from a
//! vertex splits into parts that meet only there, so the vertex's value is the sum of its
//! parts; a part joined to the vertex by one edge alone (a bridge) is the ordinal sum
//! `edge : above`, the edge's colour (`1`, `-1` or `*`) the base and the value of what
//! stands on its far end the subordinate, which counts by its value alone (Norton's colon
//! principle); any other part has a cycle through the vertex and is searched whole, as
//! before (`canonical/mod.rs`). A tree or forest is never searched.
//!
//! The winning moves: a cut changes one part at one vertex (a bridge's part falls to 0, a
//! searched part takes the form its search found after the cut); the new value climbs
//! the bridges down to the ground, one sum and one ordinal sum a bridge.

use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

use super::{
    COMPARISON_LIMIT, CanonicalError, PART_LIMIT, Part, SEARCHED_LIMIT, TOTAL_LIMIT, search_part,
};
use crate::cgt::{BIRTHDAY_LIMIT, Engine, Form};
use crate::colour::Colour;
use crate::picture::{EdgeNumber, Picture};

/// One part of what hangs from a vertex.
enum Item {
    /// A bridge carrying the node `child` (its far end and everything on it).
    Branch { edge: EdgeIndex, child: usize },
    /// A part with a cycle through the vertex (or a loop at it), searched whole.
    Searched(Vec<EdgeIndex>),
}

/// A vertex the ground reaches through bridges alone, with what hangs from it.
struct Node {
    vertex: NodeIndex,
    /// The parent node and this node's place among its items.
    parent: Option<(usize, usize)>,
    items: Vec<Item>,
    /// The edges in play of the node's part: everything above it and its own bridge.
    edges: usize,
}

/// A picture's grounded part cut at its bridges: the nodes in order from the ground (a
/// parent before its children).
pub(crate) struct Bridged {
    nodes: Vec<Node>,
}

/// Every edge of each vertex (a loop once), with its far end.
fn adjacency(graph: &UnGraph<(), EdgeNumber>) -> Vec<Vec<(EdgeIndex, NodeIndex)>> {
    let mut adjacent = vec![Vec::new(); graph.node_count()];
    for e in graph.edge_references() {
        let (a, b) = (e.source(), e.target());
        adjacent[a.index()].push((e.id(), b));
        if a != b {
            adjacent[b.index()].push((e.id(), a));
        }
    }
    adjacent
}

/// Which edges the ground reaches are bridges: one depth-first search with low links,
/// its own stack, skipping only the tree edge itself (so a doubled edge is no bridge).
fn bridges(adjacent: &[Vec<(EdgeIndex, NodeIndex)>], ground: NodeIndex, edges: usize) -> Vec<bool> {
    const NEW: u32 = u32::MAX;
    let mut order = vec![NEW; adjacent.len()];
    let mut low = vec![0u32; adjacent.len()];
    let mut bridge = vec![false; edges];
    let mut count = 1;
    order[ground.index()] = 0;
    let mut stack: Vec<(usize, Option<EdgeIndex>, usize)> = vec![(ground.index(), None, 0)];
    while let Some(top) = stack.last_mut() {
        let (v, tree, next) = (top.0, top.1, top.2);
        if let Some(&(e, w)) = adjacent[v].get(next) {
            top.2 += 1;
            if Some(e) == tree {
                continue;
            }
            let w = w.index();
            if order[w] == NEW {
                (order[w], low[w]) = (count, count);
                count += 1;
                stack.push((w, Some(e), 0));
            } else {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            if let (Some(e), Some(&(u, _, _))) = (tree, stack.last()) {
                low[u] = low[u].min(low[v]);
                bridge[e.index()] = low[v] > order[u];
            }
        }
    }
    bridge
}

impl Bridged {
    /// The picture cut at its bridges, refused up front past [`TOTAL_LIMIT`] edges in
    /// play, [`SEARCHED_LIMIT`] edges in searched parts, or [`PART_LIMIT`] edges in one.
    pub(crate) fn new(picture: &Picture) -> Result<Bridged, CanonicalError> {
        let Some(ground) = picture.ground() else {
            return Ok(Bridged { nodes: Vec::new() });
        };
        let graph = picture.graph();
        let adjacent = adjacency(graph);
        let bridge = bridges(&adjacent, ground, graph.edge_count());
        let mut placed = vec![false; adjacent.len()];
        let mut taken = vec![false; graph.edge_count()];
        placed[ground.index()] = true;
        let mut nodes = vec![Node {
            vertex: ground,
            parent: None,
            items: Vec::new(),
            edges: 0,
        }];
        let mut next = 0;
        while next < nodes.len() {
            let v = nodes[next].vertex;
            let mut items = Vec::new();
            for &(e, w) in &adjacent[v.index()] {
                if std::mem::replace(&mut taken[e.index()], true) {
                    continue;
                }
                if w != v && bridge[e.index()] {
                    placed[w.index()] = true;
                    items.push(Item::Branch {
                        edge: e,
                        child: nodes.len(),
                    });
                    nodes.push(Node {
                        vertex: w,
                        parent: Some((next, items.len() - 1)),
                        items: Vec::new(),
                        edges: 0,
                    });
                    continue;
                }
                // A loop, or a part with a cycle through `v`: all that `w` reaches
                // without passing `v`.
                let mut edges = vec![e];
                let mut stack = Vec::new();
                if !std::mem::replace(&mut placed[w.index()], true) {
                    stack.push(w);
                }
                while let Some(x) = stack.pop() {
                    for &(f, y) in &adjacent[x.index()] {
                        if !std::mem::replace(&mut taken[f.index()], true) {
                            edges.push(f);
                        }
                        if !std::mem::replace(&mut placed[y.index()], true) {
                            stack.push(y);
                        }
                    }
                }
                items.push(Item::Searched(edges));
            }
            nodes[next].items = items;
            next += 1;
        }
        let mut searched = 0;
        for i in (0..nodes.len()).rev() {
            let mut edges = usize::from(nodes[i].parent.is_some());
            for item in &nodes[i].items {
                edges += match item {
                    Item::Branch { child, .. } => nodes[*child].edges,
                    Item::Searched(part) => {
                        if part.len() > PART_LIMIT {
                            return Err(CanonicalError::TooBig {
                                edges: part.len(),
                                edge: picture.lowest_number(part).expect("a part has edges"),
                                limit: PART_LIMIT,
                            });
                        }
                        searched += part.len();
                        part.len()
                    }
                };
            }
            nodes[i].edges = edges;
        }
        if nodes[0].edges > TOTAL_LIMIT {
            return Err(CanonicalError::TooManyEdges {
                edges: nodes[0].edges,
                limit: TOTAL_LIMIT,
            });
        }
        if searched > SEARCHED_LIMIT {
            return Err(CanonicalError::TooManySearched {
                edges: searched,
                limit: SEARCHED_LIMIT,
            });
        }
        Ok(Bridged { nodes })
    }

    /// Every node valued, from the top down to the ground.
    pub(crate) fn value<'a>(
        &'a self,
        picture: &'a Picture,
        engine: &'a mut Engine,
    ) -> Result<Valued<'a>, CanonicalError> {
        let zero = engine.zero();
        let mut valued = Valued {
            bridged: self,
            picture,
            engine,
            ordinals: HashMap::new(),
            forms: vec![Vec::new(); self.nodes.len()],
            parts: (0..self.nodes.len()).map(|_| Vec::new()).collect(),
            before: vec![Vec::new(); self.nodes.len()],
            values: vec![zero; self.nodes.len()],
            zero,
        };
        for i in (0..self.nodes.len()).rev() {
            valued.value_node(i)?;
        }
        Ok(valued)
    }
}

/// A [`Bridged`] picture with every node's parts and value in an engine.
pub(crate) struct Valued<'a> {
    bridged: &'a Bridged,
    picture: &'a Picture,
    engine: &'a mut Engine,
    /// `colour : form`, memoized.
    ordinals: HashMap<(Colour, Form), Form>,
    /// Each node's items' forms.
    forms: Vec<Vec<Form>>,
    /// Each node's searched parts, by item (`None` for a bridge).
    parts: Vec<Vec<Option<Part>>>,
    /// Each node's sums of its first `k` items, `k = 0..=items`.
    before: Vec<Vec<Form>>,
    values: Vec<Form>,
    /// The value of a picture with no ground.
    zero: Form,
}

impl Valued<'_> {
    /// The value of the whole picture.
    pub(crate) fn total(&self) -> Form {
        self.values.first().copied().unwrap_or(self.zero)
    }

    /// The engine the forms live in.
    pub(crate) fn engine(&mut self) -> &mut Engine {
        self.engine
    }

    /// The lowest-numbered edge of node `i`'s part: its bridge, or for the ground the
    /// lowest edge in play.
    fn place(&self, i: usize) -> Option<EdgeNumber> {
        match self.bridged.nodes[i].parent {
            Some((parent, k)) => match &self.bridged.nodes[parent].items[k] {
                Item::Branch { edge, .. } => Some(self.picture.number(*edge)),
                Item::Searched(_) => unreachable!("a node hangs from a bridge"),
            },
            None => None,
        }
    }

    /// A form past [`BIRTHDAY_LIMIT`], refused naming node `i`'s part.
    fn check(&self, i: usize, form: Form) -> Result<Form, CanonicalError> {
        let birthday = self.engine.birthday(form);
        if birthday <= BIRTHDAY_LIMIT {
            return Ok(form);
        }
        Err(CanonicalError::FormTooBig {
            edges: self.bridged.nodes[i].edges,
            edge: self.place(i),
            birthday,
            limit: BIRTHDAY_LIMIT,
        })
    }

    /// Past the engine's comparisons, refused naming node `i`'s part.
    fn budget(&self, i: usize) -> Result<(), CanonicalError> {
        if !self.engine.exhausted() {
            return Ok(());
        }
        Err(CanonicalError::TooManyComparisons {
            edges: self.bridged.nodes[i].edges,
            edge: self.place(i),
            limit: COMPARISON_LIMIT,
        })
    }

    /// Node `i`'s items and value, its children's known.
    fn value_node(&mut self, i: usize) -> Result<(), CanonicalError> {
        let node = &self.bridged.nodes[i];
        let mut total = self.engine.zero();
        let mut before = vec![total];
        let mut forms = Vec::with_capacity(node.items.len());
        let mut parts = Vec::with_capacity(node.items.len());
        for item in &node.items {
            let (form, part) = match item {
                Item::Branch { edge, child } => {
                    let above = self.values[*child];
                    let form = self.ordinal(self.picture.colour(*edge), above);
                    (self.check(*child, form)?, None)
                }
                Item::Searched(edges) => {
                    let part = search_part(self.picture, node.vertex, edges, self.engine)?;
                    (part.form, Some(part))
                }
            };
            total = plus(self.engine, total, form);
            total = self.check(i, total)?;
            self.budget(i)?;
            forms.push(form);
            parts.push(part);
            before.push(total);
        }
        self.values[i] = total;
        self.forms[i] = forms;
        self.parts[i] = parts;
        self.before[i] = before;
        Ok(())
    }

    /// `colour : h`, the edge of that colour with `h` standing on its far end:
    /// `{c^L, c:h^L | c^R, c:h^R}`, where the edge's own options are 0 for whoever may
    /// cut it. Over `h`'s options without recursion, memoized.
    fn ordinal(&mut self, colour: Colour, h: Form) -> Form {
        if let Some(&known) = self.ordinals.get(&(colour, h)) {
            return known;
        }
        let zero = self.engine.zero();
        let mut stack = vec![(h, false)];
        while let Some((g, ready)) = stack.pop() {
            if self.ordinals.contains_key(&(colour, g)) {
                continue;
            }
            let options = || self.engine.left(g).iter().chain(self.engine.right(g));
            if !ready {
                stack.push((g, true));
                let waiting: Vec<Form> = options()
                    .filter(|&&o| !self.ordinals.contains_key(&(colour, o)))
                    .copied()
                    .collect();
                stack.extend(waiting.into_iter().map(|o| (o, false)));
                continue;
            }
            let lift = |options: &[Form]| -> Vec<Form> {
                options
                    .iter()
                    .map(|o| self.ordinals[&(colour, *o)])
                    .collect()
            };
            let mut left = lift(self.engine.left(g));
            let mut right = lift(self.engine.right(g));
            if colour.left_may_cut() {
                left.push(zero);
            }
            if colour.right_may_cut() {
                right.push(zero);
            }
            let form = self.engine.make(&left, &right);
            self.ordinals.insert((colour, g), form);
        }
        self.ordinals[&(colour, h)]
    }

    /// Each player's winning cuts: those after which the whole is `>= 0` (Left) or
    /// `<= 0` (Right).
    pub(crate) fn winning(&mut self) -> Result<(Vec<EdgeNumber>, Vec<EdgeNumber>), CanonicalError> {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        // A player has a winning move exactly when they win moving first: Left when the
        // whole is not `<= 0`, Right when it is not `>= 0`. Only theirs are tried.
        let (total, zero) = (self.total(), self.zero);
        let left_wins = !self.engine.le(total, zero);
        let right_wins = !self.engine.le(zero, total);
        let bridged = self.bridged;
        let nodes = &bridged.nodes;
        // Each node's sums of its items after each one, found once.
        let mut after: Vec<Vec<Form>> = Vec::with_capacity(nodes.len());
        for i in 0..nodes.len() {
            let zero = self.engine.zero();
            let forms = &self.forms[i];
            let mut sums = vec![zero; forms.len() + 1];
            for k in (0..forms.len()).rev() {
                sums[k] = plus(self.engine, forms[k], sums[k + 1]);
            }
            after.push(sums);
        }
        // Where each climb began (node, part, its new value) and where it reached the
        // ground (the ground's part and its new value).
        let mut climbed: HashMap<(u32, u32, Form), (u32, Form)> = HashMap::new();
        let others = |engine: &mut Engine, before: &[Vec<Form>], i: usize, k: usize| {
            plus(engine, before[i][k], after[i][k + 1])
        };
        for i in 0..nodes.len() {
            for (k, item) in nodes[i].items.iter().enumerate() {
                let cuts: Vec<(EdgeIndex, Form)> = match item {
                    Item::Branch { edge, .. } => vec![(*edge, self.engine.zero())],
                    Item::Searched(_) => {
                        let part = self.parts[i][k].as_ref().expect("a searched part");
                        part.edges
                            .iter()
                            .copied()
                            .zip(part.after.iter().copied())
                            .collect()
                    }
                };
                for (edge, changed) in cuts {
                    let colour = self.picture.colour(edge);
                    let (for_left, for_right) = (
                        left_wins && colour.left_may_cut(),
                        right_wins && colour.right_may_cut(),
                    );
                    if !for_left && !for_right {
                        continue;
                    }
                    // Climb from node i to the ground, the part k now `changed`, until
                    // a step climbed before: cuts whose values meet share the rest.
                    let (mut node, mut place, mut form) = (i, k, changed);
                    let mut path = Vec::new();
                    while let Some((parent, at)) = nodes[node].parent {
                        let key = climb_key(node, place, form);
                        if let Some(&(top, known)) = climbed.get(&key) {
                            (node, place, form) = (0, top as usize, known);
                            break;
                        }
                        path.push(key);
                        let sum = others(self.engine, &self.before, node, place);
                        let sum = plus(self.engine, sum, form);
                        let Item::Branch { edge: bridge, .. } = nodes[parent].items[at] else {
                            unreachable!("a node hangs from a bridge");
                        };
                        form = self.ordinal(self.picture.colour(bridge), sum);
                        form = self.check(node, form)?;
                        (node, place) = (parent, at);
                    }
                    if climbed.len() < CLIMB_MEMO_LIMIT {
                        let top = climb_place(place);
                        climbed.extend(path.into_iter().map(|key| (key, (top, form))));
                    }
                    // At the ground: `0 <= others + A` exactly when `-A <= others`.
                    let rest = others(self.engine, &self.before, node, place);
                    let against = self.engine.negate(form);
                    if for_left && self.engine.le(against, rest) {
                        left.push(self.picture.number(edge));
                    }
                    if for_right && self.engine.le(rest, against) {
                        right.push(self.picture.number(edge));
                    }
                }
            }
            self.budget(0)?;
        }
        Ok((left, right))
    }
}

/// The most steps of the winning moves' climbs remembered (16 bytes each): past it, the
/// climbs go on without remembering more.
const CLIMB_MEMO_LIMIT: usize = 1 << 20;

/// A climb's step as a key: node `node`'s part `place` now worth `form`. Nodes and parts
/// are fewer than [`TOTAL_LIMIT`] + 1, well within 32 bits.
fn climb_key(node: usize, place: usize, form: Form) -> (u32, u32, Form) {
    (climb_place(node), climb_place(place), form)
}

/// A node or part index, fewer than [`TOTAL_LIMIT`] + 1, as 32 bits.
fn climb_place(i: usize) -> u32 {
    u32::try_from(i).expect("fewer nodes and parts than TOTAL_LIMIT + 1")
}

/// `g + h`, at once when either is 0 (most vertices of a tree carry one part; the
/// engine would rebuild the other's options).
fn plus(engine: &mut Engine, g: Form, h: Form) -> Form {
    let zero = engine.zero();
    match (g == zero, h == zero) {
        (true, _) => h,
        (_, true) => g,
        _ => engine.add(g, h),
    }
}
