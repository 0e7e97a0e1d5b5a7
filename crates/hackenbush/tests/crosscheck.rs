//! The fast solver against the game tree itself (`naive::brute_force`, through
//! `games_common::GrundyEvaluator`) on thousands of small generated pictures of every
//! shape, and against delete-each-edge-and-recompute on larger ones: the value and the
//! full set of winning moves must agree. And the program of a [`Game`] wins every position
//! the game tree says is won, whatever its opponent plays, and its hints and moves follow
//! its rule, by the game tree.

use hackenbush::green::solve;
use hackenbush::naive::{brute_force, winning_moves as naive_winning_moves};
use hackenbush::play::Reason;
use hackenbush::{EdgeNumber, Game, Picture, Player};
use proptest::prelude::*;

use crate::support;

/// Vertex 0 is the ground.
type Edges = Vec<(u8, u8)>;

fn picture(edges: &Edges) -> Picture {
    let name = support::vertex;
    Picture::from_edges("G", edges.iter().map(|&(a, b)| (name(a), name(b))))
}

/// Any multigraph on a few vertices: parallel edges, self-loops (at the ground too),
/// loose parts, all by chance.
fn any_multigraph(max_edges: usize) -> impl Strategy<Value = Edges> {
    (1u8..8).prop_flat_map(move |n| prop::collection::vec((0..n, 0..n), 0..=max_edges))
}

/// A tree hanging from the ground, with a few extra edges closing cycles.
fn tree_with_cycles() -> impl Strategy<Value = Edges> {
    (
        prop::collection::vec(any::<prop::sample::Index>(), 1..10),
        prop::collection::vec(
            (any::<prop::sample::Index>(), any::<prop::sample::Index>()),
            0..3,
        ),
    )
        .prop_map(|(parents, extra)| {
            let mut edges: Edges = parents
                .iter()
                .enumerate()
                .map(|(i, p)| (p.index(i + 1) as u8, i as u8 + 1))
                .collect();
            let n = parents.len() + 1;
            edges.extend(
                extra
                    .iter()
                    .map(|(a, b)| (a.index(n) as u8, b.index(n) as u8)),
            );
            edges
        })
}

/// Cycles: through the ground, hanging from a stalk, two sharing a vertex (a figure
/// eight), with a chord or a doubled edge.
fn cycles() -> impl Strategy<Value = Edges> {
    (1u8..6, 1u8..6, 0u8..3, any::<bool>(), any::<bool>()).prop_map(
        |(first, second, stalk, chord, double)| {
            let mut edges = Edges::new();
            let mut next = 1u8;
            let mut at = 0u8;
            for _ in 0..stalk {
                edges.push((at, next));
                at = next;
                next += 1;
            }
            for length in [first, second] {
                // A cycle of `length` edges through `at` (length 1 is a self-loop).
                let mut prev = at;
                for _ in 1..length {
                    edges.push((prev, next));
                    prev = next;
                    next += 1;
                }
                edges.push((prev, at));
            }
            if chord && next > 2 {
                edges.push((next - 1, at));
            }
            if double && let Some(&e) = edges.first() {
                edges.push(e);
            }
            edges
        },
    )
}

/// Several small pictures on one ground, and a part that does not touch it.
fn several_pictures() -> impl Strategy<Value = Edges> {
    prop::collection::vec(prop::collection::vec((0u8..3, 0u8..3), 1..4), 1..4).prop_map(
        |pictures| {
            let mut edges = Edges::new();
            for (k, picture) in pictures.iter().enumerate() {
                // Vertex 0 of each small picture is the shared ground; the others are its own.
                let shift = |v: u8| if v == 0 { 0 } else { v + 3 * k as u8 };
                edges.extend(picture.iter().map(|&(a, b)| (shift(a), shift(b))));
            }
            edges.push((20, 21));
            edges.push((21, 20));
            edges
        },
    )
}

fn shapes() -> impl Strategy<Value = Edges> {
    prop_oneof![
        any_multigraph(12),
        tree_with_cycles(),
        cycles(),
        several_pictures(),
    ]
    .prop_filter("small enough for the game tree", |e| e.len() <= 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Value and every winning move agree with the game tree.
    #[test]
    fn fast_solver_matches_the_game_tree(edges in shapes()) {
        let p = picture(&edges);
        prop_assert_eq!(solve(&p), brute_force(&p), "edges {:?}", edges);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// On pictures too big for the game tree, the winning moves agree with deleting each
    /// edge in turn and recomputing the value (itself checked above).
    #[test]
    fn winning_moves_match_delete_and_recompute(
        edges in (2u8..30).prop_flat_map(|n| prop::collection::vec((0..n, 0..n), 0..80))
    ) {
        let p = picture(&edges);
        prop_assert_eq!(solve(&p).winning_moves, naive_winning_moves(&p), "edges {:?}", edges);
    }
}

/// A long cycle (through the ground, or on a stalk) with branches hanging from some of its
/// vertices: stalks, self-loops, small cycles. Its edges are pairwise 2-edge cuts, the
/// case the group method of the winning-move search exists for.
fn cycle_with_branches() -> impl Strategy<Value = Edges> {
    (
        3u8..60,
        any::<bool>(),
        prop::collection::vec((any::<prop::sample::Index>(), 0u8..4, 1u8..4), 0..12),
    )
        .prop_map(|(length, on_stalk, branches)| {
            let mut edges = Edges::new();
            let base = if on_stalk {
                edges.push((0, 1));
                1
            } else {
                0
            };
            let cycle: Vec<u8> = std::iter::once(base).chain(2..length + 1).collect();
            for i in 0..cycle.len() {
                edges.push((cycle[i], cycle[(i + 1) % cycle.len()]));
            }
            let mut next = length + 1;
            for (at, kind, size) in branches {
                let at = cycle[at.index(cycle.len())];
                match kind {
                    0 => edges.push((at, at)),
                    1 => {
                        // A stalk of `size` edges.
                        let mut prev = at;
                        for _ in 0..size {
                            edges.push((prev, next));
                            prev = next;
                            next += 1;
                        }
                    }
                    2 => {
                        // A small cycle of `size + 1` edges through `at`.
                        let mut prev = at;
                        for _ in 0..size {
                            edges.push((prev, next));
                            prev = next;
                            next += 1;
                        }
                        edges.push((prev, at));
                    }
                    _ => {
                        // A chord to another vertex of the big cycle.
                        edges.push((at, cycle[(size as usize * 7) % cycle.len()]));
                    }
                }
            }
            edges
        })
}

/// A cycle through the ground with one pendant edge at its far vertex, the million-edge
/// benchmark's shape in small: worth 0 when the cycle is odd (its loops are worth `*`, and
/// so is the pendant edge), with no winning move, which the solver then answers without
/// searching for moves; worth `*` when it is even (its loops are worth 0). Both against delete-and-recompute.
#[test]
fn cycles_with_a_pendant_edge() {
    for length in 3u8..=40 {
        let mut edges: Edges = (0..length)
            .map(|i| {
                (
                    if i == 0 { 0 } else { i + 1 },
                    if i + 1 == length { 0 } else { i + 2 },
                )
            })
            .collect();
        let far = length / 2 + 1;
        edges.push((far, length + 2));
        let p = picture(&edges);
        let solution = solve(&p);
        let expected = if length % 2 == 1 { 0 } else { 1 };
        assert_eq!(solution.value.0, expected, "cycle of {length}");
        assert_eq!(
            solution.winning_moves,
            naive_winning_moves(&p),
            "cycle of {length}"
        );
        assert_eq!(solution.winning_moves.is_empty(), length % 2 == 1);
    }
}

/// A chain of short cycles (2 to 5 edges), each through the last vertex of the one before,
/// the first through the ground or on a stalk, with short paths hung on some of their
/// vertices: one class of many cycles joined at single vertices, every cycle's edges a
/// group of 2-edge cuts of their own.
fn chain_of_cycles() -> impl Strategy<Value = Edges> {
    (
        prop::collection::vec(2u8..6, 1..10),
        any::<bool>(),
        prop::collection::vec((any::<prop::sample::Index>(), 1u8..4), 0..8),
    )
        .prop_map(|(lengths, on_stalk, paths)| {
            let mut edges = Edges::new();
            let mut start = if on_stalk {
                edges.push((0, 1));
                1
            } else {
                0
            };
            let mut next = start + 1;
            let mut vertices = vec![start];
            for length in lengths {
                let mut prev = start;
                for _ in 1..length {
                    edges.push((prev, next));
                    vertices.push(next);
                    prev = next;
                    next += 1;
                }
                edges.push((prev, start));
                start = prev;
            }
            for (at, size) in paths {
                let mut prev = vertices[at.index(vertices.len())];
                for _ in 0..size {
                    edges.push((prev, next));
                    prev = next;
                    next += 1;
                }
            }
            edges
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Long cycles with branches: winning moves agree with delete-and-recompute.
    #[test]
    fn long_cycles_with_branches(edges in cycle_with_branches()) {
        let p = picture(&edges);
        prop_assert_eq!(solve(&p).winning_moves, naive_winning_moves(&p), "edges {:?}", edges);
    }

    /// Chains of short cycles with paths hung on them: winning moves agree with
    /// delete-and-recompute.
    #[test]
    fn chains_of_short_cycles(edges in chain_of_cycles()) {
        let p = picture(&edges);
        prop_assert_eq!(solve(&p).winning_moves, naive_winning_moves(&p), "edges {:?}", edges);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// The program moves first against an opponent playing arbitrary legal moves: it wins
    /// whenever the game tree says the picture is won (a lost picture it may still win, if
    /// the opponent slips). Every turn's fallen edges are the legal moves that the move
    /// took away besides its own edge.
    #[test]
    fn the_program_wins_every_won_position(
        edges in shapes(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 12),
    ) {
        let p = picture(&edges);
        let won = !brute_force(&p).value.is_zero();
        let mut game = Game::new(p, Player::Program, None).unwrap();
        let mut turns = 0;
        while let Some(player) = game.to_move() {
            let before = game.legal_moves();
            let turn = if player == Player::Program {
                game.reply().unwrap()
            } else {
                game.play(before[choices[turns % 12].index(before.len())]).unwrap()
            };
            let after = game.legal_moves();
            let taken: Vec<_> = before
                .iter()
                .copied()
                .filter(|m| *m != turn.edge && !after.contains(m))
                .collect();
            prop_assert_eq!(turn.fallen, taken);
            prop_assert_eq!(turn.by, player);
            turns += 1;
        }
        if won {
            prop_assert_eq!(game.winner(), Some(Player::Program), "edges {:?}", edges);
        }
        prop_assert!(game.winner().is_some());
        prop_assert_eq!(game.record().moves.len(), turns);
    }
}

/// The move the rule of `Game` picks for the player to move on `p`, worked out from the
/// game tree alone: the lowest-numbered winning move; in a lost position the move whose
/// position has the fewest winning moves, then removes the fewest edges in play, then has
/// the lowest number. With the number of winning replies it leaves, in a lost position.
fn rule_by_the_game_tree(p: &Picture) -> Option<(EdgeNumber, Option<usize>)> {
    if let Some(&edge) = brute_force(p).winning_moves.first() {
        return Some((edge, None));
    }
    let in_play = p.moves().len();
    p.moves()
        .into_iter()
        .map(|m| {
            let after = p.after_move(m).unwrap();
            let replies = brute_force(&after).winning_moves.len();
            (replies, in_play - after.moves().len(), m)
        })
        .min()
        .map(|(replies, _, m)| (m, Some(replies)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// The hint for the person and the program's own move follow the rule of `Game`,
    /// checked against the game tree: every winning reply of every move counted there.
    #[test]
    fn hints_and_replies_follow_the_rule(edges in shapes()) {
        let p = picture(&edges);
        let expected = rule_by_the_game_tree(&p);
        let hint = Game::new(p.clone(), Player::Person, None).unwrap().hint();
        let got = hint.map(|h| {
            let replies = match h.reason {
                Reason::LeavesZero { .. } => None,
                Reason::NoWinningMove { winning_replies } => Some(winning_replies),
                other => panic!("a green game gives {other:?}"),
            };
            (h.edge, replies)
        });
        prop_assert_eq!(got, expected, "edges {:?}", edges);
        let mut game = Game::new(p, Player::Program, None).unwrap();
        if let Some((edge, _)) = expected {
            prop_assert_eq!(game.reply().unwrap().edge, edge);
        }
    }
}

/// A picture, a shuffle of its lines (line `i` of the shuffled text is the original edge
/// `order[i]`), distinct names for its vertices (the first the ground's) and, for each
/// line, whether its two names are swapped.
type Relabelled = (Edges, Vec<usize>, Vec<String>, Vec<bool>);

fn relabelled() -> impl Strategy<Value = Relabelled> {
    (2u8..30)
        .prop_flat_map(|n| prop::collection::vec((0..n, 0..n), 0..90))
        .prop_flat_map(|edges| {
            let len = edges.len();
            (
                Just(edges),
                Just((0..len).collect::<Vec<usize>>()).prop_shuffle(),
                // Words, numbers (read by another path), names with digits.
                prop::collection::btree_set("[a-z0-9]{1,4}|[A-Za-z][a-z_0-9-]{0,11}", 30)
                    .prop_map(|names| names.into_iter().collect::<Vec<String>>())
                    .prop_shuffle(),
                prop::collection::vec(any::<bool>(), len),
            )
        })
}

/// The text of `edges` with vertices named by `name`, in the order `order`, each line's
/// names swapped where `swap` says.
fn text(edges: &Edges, order: &[usize], name: impl Fn(u8) -> String, swap: &[bool]) -> String {
    order
        .iter()
        .zip(swap)
        .map(|(&e, &swap)| {
            let (a, b) = edges[e];
            let (a, b) = if swap { (b, a) } else { (a, b) };
            format!("{} {}\n", name(a), name(b))
        })
        .collect()
}

/// The picture `relabelled` writes, as its text and as read back.
fn written((edges, order, names, swap): &Relabelled) -> (String, Picture) {
    let text = text(edges, order, |v| names[v as usize].clone(), swap);
    let picture = hackenbush::parse_picture(&text, &names[0]).unwrap();
    (text, picture)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// A picture written with other names (the ground's too), its lines in another order
    /// and each line's names either way round is the same picture: the same value and
    /// winner, the same number of edges and vertices, and the same winning moves once each
    /// edge number is mapped to the line it moved to.
    #[test]
    fn relabelled_and_shuffled_pictures_get_the_same_answer(
        case in relabelled()
    ) {
        let (edges, order) = (&case.0, &case.1);
        let identity: Vec<usize> = (0..edges.len()).collect();
        let plain = text(edges, &identity, support::vertex, &vec![false; edges.len()]);
        let original = solve(&hackenbush::parse_picture(&plain, "G").unwrap());
        let relabelled = solve(&written(&case).1);
        prop_assert_eq!(relabelled.value, original.value);
        prop_assert_eq!(relabelled.winner, original.winner);
        prop_assert_eq!((relabelled.edges, relabelled.vertices), (original.edges, original.vertices));
        // Line i + 1 of the written text is the original edge order[i] + 1.
        let mut moved: Vec<usize> = relabelled
            .winning_moves
            .iter()
            .map(|m| order[m.get() - 1] + 1)
            .collect();
        moved.sort_unstable();
        let expected: Vec<usize> = original.winning_moves.iter().map(|m| m.get()).collect();
        prop_assert_eq!(moved, expected);
    }
}

/// A tree hanging from the ground, of any shape (stalks, brooms, stars: each new vertex
/// hangs from a random earlier one, or from the one just before), sometimes beside a loose
/// part the ground does not reach (a tree, or a cycle), written as a user might: its lines
/// shuffled, each line's names either way round, its vertices (the ground's too) renamed.
fn written_tree(max_edges: usize) -> impl Strategy<Value = Relabelled> {
    (
        prop::collection::vec((any::<prop::sample::Index>(), any::<bool>()), 0..=max_edges),
        0u8..3,
    )
        .prop_map(|(parents, loose)| {
            let mut edges: Edges = parents
                .iter()
                .enumerate()
                .map(|(i, &(p, stalky))| {
                    let parent = if stalky { i } else { p.index(i + 1) };
                    (parent as u8, i as u8 + 1)
                })
                .collect();
            let next = parents.len() as u8 + 1;
            match loose {
                1 => edges.extend([(next, next + 1), (next + 1, next + 2)]),
                2 => edges.extend([(next, next + 1), (next + 1, next + 2), (next + 2, next)]),
                _ => {}
            }
            edges
        })
        .prop_flat_map(|edges| {
            let len = edges.len();
            let vertices = edges
                .iter()
                .map(|&(a, b)| a.max(b) as usize + 1)
                .max()
                .unwrap_or(1);
            (
                Just(edges),
                Just((0..len).collect::<Vec<usize>>()).prop_shuffle(),
                prop::collection::btree_set("[a-z0-9]{1,4}|[A-Za-z][a-z_0-9-]{0,11}", vertices)
                    .prop_map(|names| names.into_iter().collect::<Vec<String>>())
                    .prop_shuffle(),
                prop::collection::vec(any::<bool>(), len),
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Trees take a way of their own (peeling leaves, no bridge search): on trees written
    /// any way, the value and every winning move agree with the game tree.
    #[test]
    fn written_trees_match_the_game_tree(tree in written_tree(9)) {
        let (written, p) = written(&tree);
        prop_assert_eq!(solve(&p), brute_force(&p), "{}", written);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// On trees too big for the game tree: the same answer as the general way (bridges and
    /// fusion, checked above on every shape) and the same winning moves as deleting each
    /// edge in turn and recomputing.
    #[test]
    fn big_written_trees_match_the_general_way(tree in written_tree(60)) {
        let (written, p) = written(&tree);
        let answer = solve(&p);
        prop_assert_eq!(&answer, &hackenbush::green::analyze(&p).into_solution(), "{}", written);
        prop_assert_eq!(answer.winning_moves, naive_winning_moves(&p), "{}", written);
    }
}
