//! The search behind [`structure`](crate::structure): partition refinement with
//! individualization on a vertex-coloured graph, as nauty and bliss do it (McKay and
//! Piperno, "Practical graph isomorphism, II", 2014).
//!
//! A node of the search tree is an ordered partition of the vertices, refined until it is
//! equitable (every vertex of a cell has as many neighbours in each cell as the others of
//! its cell). A child individualizes one vertex of the node's target cell (the first
//! largest cell of more than one vertex) and refines again; a leaf is a discrete partition,
//! that is a labelling of the vertices, and the graph relabelled by it is the leaf's
//! certificate. Refinement and the choice of the target cell depend only on the positions
//! of the cells, never on the vertices' numbers, so an isomorphism maps the tree of one
//! graph onto the tree of the other, and two leaves with the same certificate give an
//! isomorphism (or, in one graph, an automorphism).
//!
//! Pruning:
//! - **by invariant**: every node's refinement leaves a trace (a hash of how each cell
//!   split); a node whose trace differs from the trace of the first path (or, for an
//!   isomorphism, of the other graph's first path) at the same depth holds no leaf
//!   equivalent to the first leaf, and is skipped;
//! - **by automorphisms**: at a node, a child in the orbit of an explored child under the
//!   automorphisms found so far that fix the node's individualized vertices leads to an
//!   equivalent subtree, and is skipped;
//! - **by leaves**: each leaf is compared with the first leaf of every explored subtree
//!   above it; a match is an automorphism, and the search goes straight back to the node
//!   where the two paths part. Each child of the first two nodes of the first path has a
//!   reference path of its own (its first descent) besides the first path, so that a
//!   child in another orbit than the first path's still has leaves to compare, and the
//!   other children of its orbit are pruned by the automorphisms found between them
//!   (without it, a deck whose symbols are written in another order can start in a small
//!   orbit and explore every child of the large one).
//!
//! Every individualization is a node, counted against a budget that the searches of one
//! question share ([`Budget`]): after each node the caller is told how many there have
//! been and may stop the search (a time limit is the caller's, the library reads no
//! clock); once the limit of nodes is reached, or the caller says stop, the search ends
//! without an answer ([`Stop`]).
//!
//! The automorphism group's order is the product, along the first path, of the orbit of
//! the first path's child under the automorphisms found that fix the node's path (orbit
//! and stabilizer): the children of a node on the first path are all explored or pruned,
//! so these orbits are the group's own.

use std::collections::VecDeque;
use std::ops::ControlFlow;

use num_bigint::BigUint;

/// A graph with coloured vertices: adjacency lists and a colour for each vertex (the
/// first partition orders the vertices by colour).
pub(crate) struct Graph {
    pub(crate) adjacent: Vec<Vec<u32>>,
    pub(crate) colours: Vec<u32>,
}

/// An ordered partition of the vertices.
#[derive(Clone)]
struct Partition {
    /// The vertices, cell after cell.
    elements: Vec<u32>,
    /// The position of each vertex in `elements`.
    position: Vec<u32>,
    /// The first position of the cell of each vertex.
    cell_of: Vec<u32>,
    /// For the first position of each cell, the position after its end.
    end: Vec<u32>,
    /// The number of cells.
    cells: usize,
}

/// The mixing step of the traces' hash (deterministic, the same on every machine).
fn mix(h: u64, x: u64) -> u64 {
    (h ^ x)
        .wrapping_mul(0x0100_0000_01b3)
        .rotate_left(23)
        .wrapping_add(0x9e37_79b9_7f4a_7c15)
}

/// Scratch space of the refinement.
struct Scratch {
    count: Vec<u32>,
    touched: Vec<u32>,
    touched_cells: Vec<u32>,
    /// For the first position of each touched cell, how many of its vertices are touched.
    hits: Vec<u32>,
    /// The fragments of the cell being split: first and last position (excluded).
    fragments: Vec<(usize, usize)>,
    /// The work done since the search last took it ([`Budget::spend`]): edges looked at,
    /// vertices copied.
    work: u64,
    in_queue: Vec<bool>,
    queue: VecDeque<u32>,
}

impl Scratch {
    fn new(n: usize) -> Scratch {
        Scratch {
            count: vec![0; n],
            touched: Vec::new(),
            touched_cells: Vec::new(),
            hits: vec![0; n],
            fragments: Vec::new(),
            work: 0,
            in_queue: vec![false; n],
            queue: VecDeque::new(),
        }
    }
}

impl Partition {
    /// The vertices ordered by colour, one cell per colour.
    fn by_colour(g: &Graph) -> Partition {
        let n = g.colours.len();
        let mut elements: Vec<u32> = (0..n as u32).collect();
        elements.sort_by_key(|&v| g.colours[v as usize]);
        let mut p = Partition {
            position: vec![0; n],
            cell_of: vec![0; n],
            end: vec![0; n],
            elements,
            cells: 0,
        };
        let mut start = 0;
        while start < n {
            let colour = g.colours[p.elements[start] as usize];
            let mut stop = start;
            while stop < n && g.colours[p.elements[stop] as usize] == colour {
                stop += 1;
            }
            p.end[start] = stop as u32;
            for i in start..stop {
                let v = p.elements[i] as usize;
                p.position[v] = i as u32;
                p.cell_of[v] = start as u32;
            }
            p.cells += 1;
            start = stop;
        }
        p
    }

    fn is_discrete(&self) -> bool {
        self.cells == self.elements.len()
    }

    /// The first position of each cell, in order.
    fn starts(&self) -> impl Iterator<Item = u32> + '_ {
        let mut at = 0u32;
        std::iter::from_fn(move || {
            let here = at as usize;
            if here >= self.elements.len() {
                return None;
            }
            at = self.end[here];
            Some(here as u32)
        })
    }

    /// The first cell of the most vertices (more than one): the target cell.
    fn target(&self) -> Option<(usize, usize)> {
        let mut best: Option<(usize, usize)> = None;
        for s in self.starts() {
            let (s, e) = (s as usize, self.end[s as usize] as usize);
            if e - s > 1 && best.is_none_or(|(bs, be)| e - s > be - bs) {
                best = Some((s, e));
            }
        }
        best
    }

    /// Refines until equitable, splitting by the cells in `scratch.queue`; returns the
    /// trace.
    fn refine(&mut self, g: &Graph, s: &mut Scratch, mut trace: u64) -> u64 {
        let n = self.elements.len();
        while let Some(w) = s.queue.pop_front() {
            s.in_queue[w as usize] = false;
            if self.cells == n {
                continue;
            }
            let (ws, we) = (w as usize, self.end[w as usize] as usize);
            for i in ws..we {
                let x = self.elements[i] as usize;
                s.work += 1 + g.adjacent[x].len() as u64;
                for &y in &g.adjacent[x] {
                    if s.count[y as usize] == 0 {
                        s.touched.push(y);
                    }
                    s.count[y as usize] += 1;
                }
            }
            // Each touched vertex goes to the end of its cell, so that a cell is split by
            // sorting only its touched vertices (those with no neighbour in `w` stay at
            // its front): a big cell touched by a few vertices costs a few, not its size.
            s.touched_cells.clear();
            for &y in &s.touched {
                let start = self.cell_of[y as usize] as usize;
                let hits = s.hits[start];
                if hits == 0 {
                    s.touched_cells.push(start as u32);
                }
                let to = self.end[start] as usize - 1 - hits as usize;
                let from = self.position[y as usize] as usize;
                let other = self.elements[to];
                self.elements.swap(from, to);
                self.position[other as usize] = from as u32;
                self.position[y as usize] = to as u32;
                s.hits[start] = hits + 1;
            }
            s.touched_cells.sort_unstable();
            trace = mix(trace, w as u64);
            for t in 0..s.touched_cells.len() {
                let start = s.touched_cells[t] as usize;
                let stop = self.end[start] as usize;
                let tail = stop - std::mem::take(&mut s.hits[start]) as usize;
                let count = &s.count;
                self.elements[tail..stop].sort_unstable_by_key(|&v| count[v as usize]);
                for i in tail..stop {
                    self.position[self.elements[i] as usize] = i as u32;
                }
                // The fragments, by number of neighbours in `w`: first the untouched
                // vertices (none), then the touched ones by their count.
                let fragments = &mut s.fragments;
                fragments.clear();
                let mut a = start;
                while a < stop {
                    let c = if a < tail {
                        0
                    } else {
                        count[self.elements[a] as usize]
                    };
                    let mut b = if a < tail { tail } else { a + 1 };
                    while b < stop && count[self.elements[b] as usize] == c {
                        b += 1;
                    }
                    fragments.push((a, b));
                    trace = mix(
                        trace,
                        ((start as u64) << 32) ^ ((b - a) as u64) << 16 ^ c as u64,
                    );
                    a = b;
                }
                if fragments.len() == 1 {
                    continue;
                }
                self.cells += fragments.len() - 1;
                // The first fragment keeps the cell's start, and its vertices their cell.
                self.end[start] = fragments[0].1 as u32;
                for &(a, b) in &fragments[1..] {
                    self.end[a] = b as u32;
                    for i in a..b {
                        self.cell_of[self.elements[i] as usize] = a as u32;
                    }
                }
                // Hopcroft: a cell already waiting is replaced by all its fragments; any
                // other by all but its first largest fragment.
                let skip = if s.in_queue[start] {
                    Some(start)
                } else {
                    let mut largest = fragments[0];
                    for &f in &fragments[1..] {
                        if f.1 - f.0 > largest.1 - largest.0 {
                            largest = f;
                        }
                    }
                    Some(largest.0)
                };
                for &(a, _) in fragments.iter() {
                    if Some(a) != skip && !s.in_queue[a] {
                        s.in_queue[a] = true;
                        s.queue.push_back(a as u32);
                    }
                }
            }
            for &y in &s.touched {
                s.count[y as usize] = 0;
            }
            s.touched.clear();
        }
        mix(trace, self.cells as u64)
    }

    /// Refines the colour partition: the root of the search tree, and its trace.
    fn root(g: &Graph, s: &mut Scratch) -> (Partition, u64) {
        let mut p = Partition::by_colour(g);
        let starts: Vec<u32> = p.starts().collect();
        for start in starts {
            s.in_queue[start as usize] = true;
            s.queue.push_back(start);
        }
        let trace = p.refine(g, s, 0);
        (p, trace)
    }

    /// The child that individualizes `v`, refined, and its trace.
    fn individualize(&self, g: &Graph, s: &mut Scratch, v: u32) -> (Partition, u64) {
        let mut p = self.clone();
        s.work += p.elements.len() as u64;
        let start = p.cell_of[v as usize] as usize;
        let stop = p.end[start] as usize;
        let at = p.position[v as usize] as usize;
        let other = p.elements[start];
        p.elements.swap(start, at);
        p.position[v as usize] = start as u32;
        p.position[other as usize] = at as u32;
        p.end[start] = start as u32 + 1;
        p.end[start + 1] = stop as u32;
        for i in start + 1..stop {
            p.cell_of[p.elements[i] as usize] = start as u32 + 1;
        }
        p.cells += 1;
        s.in_queue[start] = true;
        s.queue.push_back(start as u32);
        let trace = p.refine(g, s, mix(0, start as u64));
        (p, trace)
    }
}

/// A leaf: the labelling (the vertex at each position), the graph relabelled by it, and
/// the vertices individualized on the way.
#[derive(Clone)]
struct Leaf {
    elements: Vec<u32>,
    certificate: Vec<u32>,
    hash: u64,
    path: Vec<u32>,
}

impl Leaf {
    fn new(g: &Graph, p: &Partition, path: &[u32]) -> Leaf {
        let mut certificate = Vec::new();
        let mut neighbours = Vec::new();
        for &v in &p.elements {
            let v = v as usize;
            neighbours.clear();
            neighbours.extend(g.adjacent[v].iter().map(|&y| p.position[y as usize]));
            neighbours.sort_unstable();
            certificate.push(g.colours[v]);
            certificate.push(neighbours.len() as u32);
            certificate.extend_from_slice(&neighbours);
        }
        let hash = certificate.iter().fold(0, |h, &x| mix(h, x as u64));
        Leaf {
            elements: p.elements.clone(),
            certificate,
            hash,
            path: path.to_vec(),
        }
    }

    fn same_graph(&self, other: &Leaf) -> bool {
        self.hash == other.hash && self.certificate == other.certificate
    }

    /// The map that sends this leaf's labelling to `other`'s: vertex at position i to the
    /// vertex at position i.
    fn map_to(&self, other: &Leaf) -> Vec<u32> {
        let mut map = vec![0; self.elements.len()];
        for (i, &v) in self.elements.iter().enumerate() {
            map[v as usize] = other.elements[i];
        }
        map
    }
}

/// Union-find on the vertices.
struct Orbits {
    parent: Vec<u32>,
}

impl Orbits {
    fn new(n: usize) -> Orbits {
        Orbits {
            parent: (0..n as u32).collect(),
        }
    }

    fn find(&mut self, mut v: u32) -> u32 {
        while self.parent[v as usize] != v {
            let up = self.parent[self.parent[v as usize] as usize];
            self.parent[v as usize] = up;
            v = up;
        }
        v
    }

    fn join(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a.max(b) as usize] = a.min(b);
        }
    }

    /// The orbits of the group generated by `generators`.
    fn of(n: usize, generators: &[&Vec<u32>]) -> Orbits {
        let mut orbits = Orbits::new(n);
        for g in generators {
            for (v, &w) in g.iter().enumerate() {
                orbits.join(v as u32, w);
            }
        }
        orbits
    }
}

/// How a subtree's search ends.
enum Flow {
    /// Go on with the next child.
    Continue,
    /// Go back to the node at this depth, and on with its next child.
    JumpTo(usize),
    /// The isomorphism is found: stop.
    Found,
    /// The budget is spent or the caller said stop: stop without an answer.
    Stopped(Stop),
}

/// How many nodes of the search trees the searches of one question may visit together,
/// and who is told how far they have got.
pub(crate) struct Budget<'b> {
    /// The nodes visited so far (a node is one individualization and its refinement).
    pub(crate) nodes: u64,
    /// The most nodes.
    pub(crate) limit: u64,
    /// The work done since the last report.
    pub(crate) work: u64,
    /// Told the nodes visited so far each time [`REPORT_WORK`] more work is done;
    /// [`ControlFlow::Break`] stops the search.
    pub(crate) report: &'b mut dyn FnMut(u64) -> ControlFlow<()>,
}

/// How much work (edges looked at, vertices copied) a search does between two reports:
/// the same on every machine, some tens of milliseconds on this one, however big a node
/// is, so that a caller can stop the search at a time limit soon after it passes.
const REPORT_WORK: u64 = 1 << 23;

/// Why a search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The limit of nodes was reached.
    Limit,
    /// The caller said stop.
    Caller,
}

impl Budget<'_> {
    /// Takes one node, and `work` done since the last node, telling the caller once
    /// there has been enough; why not, once the limit is reached or the caller says stop.
    fn spend(&mut self, work: u64) -> Result<(), Stop> {
        if self.nodes >= self.limit {
            return Err(Stop::Limit);
        }
        self.nodes += 1;
        self.work += work;
        if self.work < REPORT_WORK {
            return Ok(());
        }
        self.work = 0;
        match (self.report)(self.nodes) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(()) => Err(Stop::Caller),
        }
    }
}

/// One search of a graph's tree.
struct Search<'a, 'b> {
    g: &'a Graph,
    budget: &'a mut Budget<'b>,
    scratch: Scratch,
    /// The traces of the reference paths at each depth: the first path (or the other
    /// graph's), then one for each child explored below a node of the first path.
    references: Vec<Vec<u64>>,
    /// The reference being recorded, along the first descent of its subtree.
    open: Option<usize>,
    /// The traces of the nodes of the current path.
    path_traces: Vec<u64>,
    /// The other graph's first leaf (isomorphism search).
    target: Option<Leaf>,
    /// The isomorphism found (from the other graph's vertices).
    found: Option<Vec<u32>>,
    /// At each depth of the current path: the first leaf of each explored child's subtree.
    refs: Vec<Vec<Leaf>>,
    /// At each depth of the current path: whether the child being explored has given its
    /// first leaf to `refs`.
    recorded: Vec<bool>,
    generators: Vec<Vec<u32>>,
    /// The orbit sizes along the first path (automorphism search).
    orbit_sizes: Vec<u64>,
}

/// What an automorphism search found.
pub(crate) struct Group {
    /// Generators of the group, as permutations of the vertices.
    pub(crate) generators: Vec<Vec<u32>>,
    /// The group's order.
    pub(crate) order: BigUint,
}

impl<'a, 'b> Search<'a, 'b> {
    fn new(g: &'a Graph, budget: &'a mut Budget<'b>) -> Search<'a, 'b> {
        Search {
            g,
            budget,
            scratch: Scratch::new(g.colours.len()),
            references: Vec::new(),
            open: None,
            path_traces: Vec::new(),
            target: None,
            found: None,
            refs: Vec::new(),
            recorded: Vec::new(),
            generators: Vec::new(),
            orbit_sizes: Vec::new(),
        }
    }

    /// The orbits of the automorphisms found that fix every vertex of `path`.
    fn orbits_fixing(&self, path: &[u32]) -> Orbits {
        let fixing: Vec<&Vec<u32>> = self
            .generators
            .iter()
            .filter(|g| path.iter().all(|&v| g[v as usize] == v))
            .collect();
        Orbits::of(self.g.colours.len(), &fixing)
    }

    fn explore(&mut self, p: &Partition, depth: usize, path: &mut Vec<u32>, first: bool) -> Flow {
        let Some((start, stop)) = p.target() else {
            return self.leaf(p, depth, path);
        };
        let mut cell: Vec<u32> = p.elements[start..stop].to_vec();
        cell.sort_unstable();
        self.refs.truncate(depth);
        self.refs.push(Vec::new());
        self.recorded.resize(depth + 1, false);
        let mut explored: Vec<u32> = Vec::new();
        let mut orbits: Option<(usize, Orbits)> = None;
        for &u in &cell {
            if !explored.is_empty() {
                if orbits
                    .as_ref()
                    .is_none_or(|(known, _)| *known != self.generators.len())
                {
                    orbits = Some((self.generators.len(), self.orbits_fixing(path)));
                    self.scratch.work += (self.generators.len() * self.g.colours.len()) as u64;
                }
                if let Some((_, o)) = orbits.as_mut() {
                    let root = o.find(u);
                    if explored.iter().any(|&e| o.find(e) == root) {
                        continue;
                    }
                }
            }
            if let Err(stop) = self.budget.spend(std::mem::take(&mut self.scratch.work)) {
                return Flow::Stopped(stop);
            }
            let first_child = explored.is_empty();
            explored.push(u);
            let (child, trace) = p.individualize(self.g, &mut self.scratch, u);
            // Below the first path, each child's subtree gets a reference of its own (its
            // first descent), so that its leaves can be compared with those of its
            // siblings even where it is not like the first path: an automorphism between
            // two such siblings spares the search the second.
            if first && depth <= 1 && (!first_child || self.target.is_some()) {
                self.references.push(self.path_traces[..=depth].to_vec());
                self.open = Some(self.references.len() - 1);
            }
            if !self.fits(depth + 1, trace) {
                self.open = None;
                continue;
            }
            self.recorded[depth] = false;
            path.push(u);
            self.path_traces.truncate(depth + 1);
            self.path_traces.push(trace);
            let flow = self.explore(&child, depth + 1, path, first && first_child);
            path.pop();
            self.open = None;
            match flow {
                Flow::Found | Flow::Stopped(_) => return flow,
                Flow::JumpTo(e) if e < depth => return Flow::JumpTo(e),
                _ => {}
            }
        }
        if first && self.target.is_none() {
            let mut o = self.orbits_fixing(path);
            let root = o.find(cell[0]);
            let size = cell.iter().filter(|&&v| o.find(v) == root).count();
            self.orbit_sizes.push(size as u64);
        }
        Flow::Continue
    }

    /// Whether a node at `depth` with `trace`, below the current path, is like a reference
    /// path; the reference being recorded takes it.
    fn fits(&mut self, depth: usize, trace: u64) -> bool {
        let prefix = &self.path_traces[..depth];
        let mut fits = self
            .references
            .iter()
            .any(|r| r.len() > depth && r[depth] == trace && r[..depth] == *prefix);
        if let Some(i) = self.open {
            let r = &mut self.references[i];
            if r.len() == depth && r[..] == *prefix {
                r.push(trace);
                fits = true;
            }
        }
        fits
    }

    fn leaf(&mut self, p: &Partition, depth: usize, path: &[u32]) -> Flow {
        let leaf = Leaf::new(self.g, p, path);
        self.scratch.work += leaf.certificate.len() as u64;
        if let Some(target) = &self.target
            && target.same_graph(&leaf)
        {
            self.found = Some(target.map_to(&leaf));
            return Flow::Found;
        }
        for d in 0..depth.min(self.refs.len()) {
            if let Some(r) = self.refs[d].iter().find(|r| r.same_graph(&leaf)) {
                let automorphism = r.map_to(&leaf);
                let parted = r
                    .path
                    .iter()
                    .zip(&leaf.path)
                    .take_while(|(a, b)| a == b)
                    .count();
                self.generators.push(automorphism);
                return Flow::JumpTo(parted);
            }
        }
        for d in 0..depth.min(self.refs.len()) {
            if !self.recorded[d] {
                self.recorded[d] = true;
                self.refs[d].push(leaf.clone());
            }
        }
        self.open = None;
        Flow::Continue
    }
}

/// The automorphism group of `g` (permutations of the vertices that keep colours and
/// edges): generators and order; or why it stopped without them.
pub(crate) fn automorphisms(g: &Graph, budget: &mut Budget<'_>) -> Result<Group, Stop> {
    let mut search = Search::new(g, budget);
    let (root, trace) = Partition::root(g, &mut search.scratch);
    search.references.push(vec![trace]);
    search.open = Some(0);
    search.path_traces.push(trace);
    if let Flow::Stopped(stop) = search.explore(&root, 0, &mut Vec::new(), true) {
        return Err(stop);
    }
    let order = search
        .orbit_sizes
        .iter()
        .fold(BigUint::from(1u32), |order, &size| order * size);
    Ok(Group {
        generators: search.generators,
        order,
    })
}

/// The first leaf of `g`'s tree (always the smallest vertex of the target cell) and the
/// traces on the way.
fn first_leaf(g: &Graph, scratch: &mut Scratch) -> (Vec<u64>, Leaf) {
    let (mut p, trace) = Partition::root(g, scratch);
    let mut traces = vec![trace];
    let mut path = Vec::new();
    while let Some((start, stop)) = p.target() {
        let v = p.elements[start..stop].iter().copied().min().unwrap_or(0);
        let (child, trace) = p.individualize(g, scratch, v);
        traces.push(trace);
        path.push(v);
        p = child;
    }
    debug_assert!(p.is_discrete());
    (traces, Leaf::new(g, &p, &path))
}

/// The number of cells of the root of `g`'s tree: its colours refined until equitable.
pub(crate) fn root_cells(g: &Graph) -> usize {
    let mut scratch = Scratch::new(g.colours.len());
    Partition::root(g, &mut scratch).0.cells
}

/// The trace of the root of `g`'s tree: equal for isomorphic graphs.
pub(crate) fn root_trace(g: &Graph) -> u64 {
    let mut scratch = Scratch::new(g.colours.len());
    Partition::root(g, &mut scratch).1
}

/// An isomorphism from `a` to `b` (the image of each vertex of `a`), if there is one; or
/// why the search stopped without an answer.
pub(crate) fn isomorphism(
    a: &Graph,
    b: &Graph,
    budget: &mut Budget<'_>,
) -> Result<Option<Vec<u32>>, Stop> {
    if a.colours.len() != b.colours.len() {
        return Ok(None);
    }
    let mut scratch = Scratch::new(a.colours.len());
    let (traces, target) = first_leaf(a, &mut scratch);
    let mut search = Search::new(b, budget);
    let (root, trace) = Partition::root(b, &mut search.scratch);
    if trace != traces[0] {
        return Ok(None);
    }
    search.references.push(traces);
    search.path_traces.push(trace);
    search.target = Some(target);
    if let Flow::Stopped(stop) = search.explore(&root, 0, &mut Vec::new(), true) {
        return Err(stop);
    }
    Ok(search.found)
}
