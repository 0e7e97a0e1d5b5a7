//! The pictures' potential energy U against its definition, cell by cell, and the thesis's
//! theorem about it (§2.2) over every partition of every N <= 30: U never rises along a
//! move, falls exactly when cells drop, and is constant, and least, on the cycles. Then the
//! thesis's worked examples by hand, the figures' configurations, and their refusals.

use bulgarian::draw::{
    Figure, Kind, MAX_CELLS, MAX_CONFIGURATIONS, MAX_SIDE, Style, TooLarge, energy, least_energy,
};
use bulgarian::numbers::{partition_count, triangular_split};
use bulgarian::{Partition, orbit, trace};
use proptest::prelude::*;

/// U by its definition: the cell (i, j) of row i (from 1) and column j (from 1) stands at
/// height i + j - 1 in Björner's diagram; the sum over every cell, one by one. The rows
/// need not be sorted (the arrangement in the middle of a move is not).
fn energy_by_cells(rows: &[u64]) -> u128 {
    let mut u = 0u128;
    for (row, &length) in rows.iter().enumerate() {
        for column in 1..=length {
            u += (row as u128 + 1) + u128::from(column) - 1;
        }
    }
    u
}

/// The rows in the middle of a move, every cell on its old layer: the first card of every
/// pile laid down as a new first row (cell (i, 1) to (1, i)), the rest of each pile one
/// row down and one column left (cell (i, j) to (i + 1, j - 1)). Not sorted.
fn shifted(p: &Partition) -> Vec<u64> {
    let mut rows = vec![p.len() as u64];
    rows.extend(p.parts().iter().map(|&part| part - 1));
    rows
}

/// Cells drop in a move exactly when the shifted rows are not a diagram: some row is
/// longer than the row above it, and sorting the rows lowers cells to lower layers.
fn cells_drop(p: &Partition) -> bool {
    !shifted(p).windows(2).all(|w| w[0] >= w[1])
}

/// How many cells of the rows lie on each layer (from 1) of Björner's diagram: the
/// shifted rows of a move have as many on each layer as the partition itself.
fn layers(rows: &[u64]) -> Vec<u64> {
    let mut count = Vec::new();
    for (row, &length) in rows.iter().enumerate() {
        for column in 1..=length as usize {
            let layer = row + column; // i + j - 1 with i = row + 1
            if count.len() < layer {
                count.resize(layer, 0);
            }
            count[layer - 1] += 1;
        }
    }
    count
}

#[test]
fn energy_is_the_sum_over_the_cells() {
    for n in 1..=30 {
        for p in Partition::all(n) {
            assert_eq!(energy(&p), energy_by_cells(p.parts()), "{p}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Larger and ragged partitions than the exhaustive test reaches.
    #[test]
    fn energy_is_the_sum_over_the_cells_of_any_partition(parts in proptest::collection::vec(1u64..300, 1..60)) {
        let p = Partition::new(parts).unwrap();
        prop_assert_eq!(energy(&p), energy_by_cells(p.parts()));
    }
}

#[test]
fn energy_is_exact_for_the_largest_partitions() {
    // One pile of n cards: 1 + 2 + ... + n, near 2^127.
    let n = u64::MAX;
    let expected = u128::from(n) * (u128::from(n) + 1) / 2;
    assert_eq!(energy(&Partition::new(vec![n]).unwrap()), expected);
    let three = Partition::new(vec![1 << 62, 1 << 62, 1 << 62]).unwrap();
    let m = 1u128 << 62;
    // Rows at heights 1.., 2.., 3..: three times m(m + 1)/2 plus m + 2m.
    assert_eq!(energy(&three), 3 * (m * (m + 1) / 2) + m + 2 * m);
}

/// The thesis's theorem (§2.2) over every partition of every N <= 30: a move keeps every
/// cell on its layer until the rows are sorted; U never rises; it falls exactly when cells
/// drop; on a cycle it stays the same, and it is there, and only there, the least U of
/// P(N).
#[test]
fn energy_never_rises_and_falls_exactly_when_cells_drop() {
    let mut partitions = 0u128;
    let (mut drops, mut cycles) = (0, 0);
    for n in 1..=30u64 {
        let all = Partition::all(n);
        partitions += all.len() as u128;
        assert_eq!(Some(all.len() as u128), partition_count(n as u32));
        let least = all
            .iter()
            .map(|p| energy_by_cells(p.parts()))
            .min()
            .unwrap();
        assert_eq!(least_energy(n), least, "N = {n}");
        for p in &all {
            let next = p.step();
            let mut sorted = shifted(p);
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            sorted.retain(|&row| row > 0);
            assert_eq!(next.parts(), sorted.as_slice(), "the move of {p}");
            assert_eq!(
                layers(&shifted(p)),
                layers(p.parts()),
                "{p}: cells keep their layers"
            );
            assert_eq!(energy_by_cells(&shifted(p)), energy(p), "{p}");
            let (before, after) = (energy(p), energy(&next));
            assert!(after <= before, "{p}: U rises from {before} to {after}");
            assert_eq!(after < before, cells_drop(p), "{p}: U {before} -> {after}");
            // Cells drop exactly when the new pile is shorter than the largest one left.
            let (k, largest) = (p.len() as u64, p.parts()[0]);
            assert_eq!(cells_drop(p), k + 1 < largest, "{p}");
            drops += usize::from(cells_drop(p));
            let on_cycle = orbit(p).transient == 0;
            if on_cycle {
                cycles += 1;
                assert_eq!(after, before, "{p}: U changes on the cycle");
                assert_eq!(before, least, "{p}: a cycle above the least U");
            } else {
                assert!(before > least, "{p} holds the least U off the cycles");
            }
        }
    }
    // Every partition was looked at, many moves drop cells and many do not.
    assert_eq!(
        partitions,
        (1..=30).map(|n| partition_count(n).unwrap()).sum::<u128>()
    );
    assert!(
        drops > 10_000 && cycles > 100,
        "{drops} drops, {cycles} on cycles"
    );
}

/// Along every trace of N <= 30, as the figure lists it: U never rises, and it is the
/// same on every configuration of the cycle, which is the original program's trace's cycle.
#[test]
fn energy_along_every_trace() {
    for n in 1..=30 {
        for p in Partition::all(n) {
            let figure = Figure::trace(&p).unwrap();
            let u: Vec<u128> = figure.configurations.iter().map(|c| c.energy).collect();
            assert!(u.windows(2).all(|w| w[1] <= w[0]), "{p}: {u:?}");
            let on: Vec<u128> = figure
                .configurations
                .iter()
                .filter(|c| c.on_cycle)
                .map(|c| c.energy)
                .collect();
            assert!(on.iter().all(|&e| e == least_energy(n)), "{p}: {u:?}");
            // The start, then the original program's listing, up to the first configuration seen
            // before (the repeat is not drawn again).
            let mut expected: Vec<Partition> = Vec::new();
            for q in std::iter::once(p.clone()).chain(trace(&p)) {
                if expected.contains(&q) {
                    break;
                }
                expected.push(q);
            }
            let drawn: Vec<&Partition> = figure.configurations.iter().map(|c| &c.parts).collect();
            assert_eq!(drawn, expected.iter().collect::<Vec<_>>(), "{p}");
        }
    }
}

/// The thesis's examples, with U worked out by hand from the cells' heights.
#[test]
fn the_thesis_examples_by_hand() {
    // Slika 1.8: 6 4 3 1 1, N = 15. Rows at heights 1..=6, 2..=5, 3..=5, 4, 5:
    // 21 + 14 + 12 + 4 + 5 = 56. Six moves keep every cell on its layer (the new pile is
    // never shorter than the largest left); the seventh, from 6 4 3 2 (4 piles, 6 - 1 = 5
    // > 4), drops the top cell one layer: 5 4 3 2 1, 1 + 4 + 9 + 16 + 25 = 55.
    let figure = Figure::trace(&Partition::new(vec![6, 4, 3, 1, 1]).unwrap()).unwrap();
    let shown: Vec<(String, u128, bool)> = figure
        .configurations
        .iter()
        .map(|c| (c.parts.to_string(), c.energy, c.on_cycle))
        .collect();
    let expected = [
        ("6 4 3 1 1", 56, false),
        ("5 5 3 2", 56, false),
        ("4 4 4 2 1", 56, false),
        ("5 3 3 3 1", 56, false),
        ("5 4 2 2 2", 56, false),
        ("5 4 3 1 1 1", 56, false),
        ("6 4 3 2", 56, false),
        ("5 4 3 2 1", 55, true),
    ];
    let expected: Vec<(String, u128, bool)> = expected
        .iter()
        .map(|&(p, u, c)| (p.to_owned(), u, c))
        .collect();
    assert_eq!(shown, expected);
    assert_eq!((figure.kind, figure.n), (Kind::Trace, 15));

    // Slika 1.9, 2.7: N = 12 = T_4 + 2. T_4 fills layers 1..=4 (1 + 4 + 9 + 16 = 30), the
    // two cards left lie on layer 5: U = 40 on the whole cycle, of five configurations
    // (Brandt: necklaces of length 5 with two ones have period 5).
    let cycle = Figure::trace(&Partition::new(vec![5, 4, 2, 1]).unwrap()).unwrap();
    assert_eq!(cycle.configurations.len(), 5);
    assert!(
        cycle
            .configurations
            .iter()
            .all(|c| c.on_cycle && c.energy == 40)
    );
    assert_eq!(least_energy(12), 40);

    // Slika 2.6: the triangular 15, the staircase alone: 55, and nothing grey.
    let staircase = Figure::diagram(&Partition::staircase(5).unwrap()).unwrap();
    assert_eq!(staircase.configurations[0].energy, 55);
    assert!(staircase.configurations[0].on_cycle);
    assert_eq!(grey_cells(&staircase.svg(Style::Bjorner).unwrap()), 0);

    // Slika 2.4, 2.5: a move pair. 6 4 3 2 -> 5 4 3 2 1 drops one cell one layer;
    // 6 4 3 1 1 -> 5 5 3 2 drops none (5 piles, 6 - 1 = 5).
    let step = |parts: Vec<u64>| {
        let f = Figure::step(&Partition::new(parts).unwrap()).unwrap();
        let u: Vec<u128> = f.configurations.iter().map(|c| c.energy).collect();
        (f.configurations[1].parts.to_string(), u)
    };
    assert_eq!(
        step(vec![6, 4, 3, 2]),
        ("5 4 3 2 1".to_owned(), vec![56, 55])
    );
    assert_eq!(
        step(vec![6, 4, 3, 1, 1]),
        ("5 5 3 2".to_owned(), vec![56, 56])
    );
}

fn grey_cells(svg: &str) -> usize {
    svg.matches(r#"class="g c""#).count()
}

fn white_cells(svg: &str) -> usize {
    svg.matches(r#"class="w c""#).count()
}

/// Every card is one cell, in both styles; on a cycle exactly the r cards above T_k are
/// grey; the cycle's frames are tinted, one each.
#[test]
fn pictures_draw_every_card_and_shade_the_cards_above_the_triangle() {
    for n in 1..=21 {
        let (_, r) = triangular_split(n);
        for p in Partition::all(n) {
            let figure = Figure::diagram(&p).unwrap();
            for style in [Style::Young, Style::Bjorner] {
                let svg = figure.svg(style).unwrap();
                assert_eq!((grey_cells(&svg) + white_cells(&svg)) as u64, n, "{p}");
                if figure.configurations[0].on_cycle {
                    assert_eq!(grey_cells(&svg) as u64, r, "{p}");
                }
                assert!(svg.contains(&format!("U = {}", energy(&p))));
            }
        }
    }
    let figure = Figure::trace(&Partition::new(vec![5, 2, 2]).unwrap()).unwrap();
    let svg = figure.svg(Style::Bjorner).unwrap();
    // 5 2 2 -> 4 3 1 1, on a cycle of 4 (the spec's trace).
    assert_eq!(svg.matches("<rect x=").count(), 4);
    assert_eq!(grey_cells(&svg) + white_cells(&svg), 5 * 9);
    assert!(svg.contains("1 move to a cycle of 4"), "{svg}");
}

/// A move marks the cards taken (one per pile) and the new pile (as many as there were
/// piles): twice the piles of λ, as dots.
#[test]
fn a_move_marks_the_cards_taken_and_the_new_pile() {
    for parts in [vec![6, 4, 3, 2], vec![1, 1, 1], vec![9], vec![3, 3, 2]] {
        let p = Partition::new(parts).unwrap();
        let figure = Figure::step(&p).unwrap();
        for style in [Style::Young, Style::Bjorner] {
            let svg = figure.svg(style).unwrap();
            assert_eq!(svg.matches(r#"class="d""#).count(), 2 * p.len(), "{p}");
        }
    }
}

#[test]
fn drawings_too_large_to_read_are_refused() {
    let wide = Partition::new(vec![MAX_SIDE + 1]).unwrap();
    let refused = TooLarge::Side {
        piles: 1,
        longest: MAX_SIDE + 1,
        max: MAX_SIDE,
    };
    assert_eq!(Figure::diagram(&wide), Err(refused));
    assert_eq!(Figure::step(&wide), Err(refused));
    assert_eq!(Figure::trace(&wide), Err(refused));
    assert_eq!(
        refused.to_string(),
        "a diagram is drawn at most 40 cells across, but a configuration has a pile of 41 cards"
    );
    let tall = Partition::new(vec![1; MAX_SIDE as usize + 1]).unwrap();
    assert!(matches!(
        Figure::diagram(&tall),
        Err(TooLarge::Side { piles: 41, .. })
    ));
    // The widest drawn, and its move: 40 piles of 40 make 41 piles.
    let square = Partition::new(vec![MAX_SIDE; MAX_SIDE as usize]).unwrap();
    assert!(Figure::diagram(&square).is_ok());
    assert!(matches!(
        Figure::step(&square),
        Err(TooLarge::Side { piles: 41, .. })
    ));
    // The longest trace of T_11 = 66 (Igusa, Etienne: k^2 - k = 110 moves from
    // (k-1, k-1, k-2, ..., 2, 1, 1)) has 111 configurations.
    let mut long = vec![10];
    long.extend((1..=10).rev());
    long.push(1);
    let long = Partition::new(long).unwrap();
    assert_eq!(long.total(), 66);
    assert_eq!(
        Figure::trace(&long),
        Err(TooLarge::Configurations {
            count: 111,
            max: MAX_CONFIGURATIONS
        })
    );
    // A trace of 99 configurations of 216 cards: 21,384 cells.
    let many = Partition::new(vec![
        20, 20, 17, 17, 16, 15, 14, 14, 12, 11, 10, 9, 8, 7, 6, 6, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1,
    ])
    .unwrap();
    let shape = orbit(&many);
    assert_eq!(
        (many.total(), shape.transient + shape.cycle_length),
        (216, 99)
    );
    assert_eq!(
        Figure::trace(&many),
        Err(TooLarge::Cells {
            cells: 216 * 99,
            max: MAX_CELLS
        })
    );
}

/// A figure made by hand (or read back from JSON) is checked again before it is drawn.
#[test]
fn a_figure_too_large_is_refused_when_drawn() {
    let mut figure = Figure::diagram(&Partition::new(vec![3, 1]).unwrap()).unwrap();
    let one = figure.configurations[0].clone();
    figure.configurations = vec![one; MAX_CONFIGURATIONS as usize + 1];
    assert!(matches!(
        figure.svg(Style::Young),
        Err(TooLarge::Configurations { count: 101, .. })
    ));
    figure.configurations.clear();
    assert!(figure.svg(Style::Bjorner).unwrap().ends_with("</svg>\n"));
}

#[cfg(feature = "serde")]
#[test]
fn figures_round_trip_through_json() {
    let figure = Figure::trace(&Partition::new(vec![4, 1, 1]).unwrap()).unwrap();
    let text = serde_json::to_string(&figure).unwrap();
    assert!(
        text.starts_with(r#"{"kind":"trace","n":6,"configurations":[{"parts":[4,1,1],"energy":"#)
    );
    let back: Figure = serde_json::from_str(&text).unwrap();
    assert_eq!(back, figure);
}
