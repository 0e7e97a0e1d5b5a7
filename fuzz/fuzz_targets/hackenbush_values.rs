//! The fast solvers against the game tree on pictures of at most 12 edges on 8 vertices
//! (vertex 0 the ground; loops, parallel edges and loose parts by chance): the green
//! value and winning moves (`naive::brute_force`, `naive::winning_moves`), the Blue-Red
//! value and moves (`naive::blue_red`), and on at most 6 edges the Red-Blue-Green outcome
//! and moves by minimax (`naive::red_blue_green`).
#![no_main]

use hackenbush::{Colour, Picture, bluered, canonical, green, naive};
use libfuzzer_sys::fuzz_target;

fn picture(edges: &[(u8, u8, Colour)]) -> Picture {
    let name = |v: u8| {
        if v == 0 {
            "G".to_owned()
        } else {
            format!("v{v}")
        }
    };
    Picture::from_coloured_edges("G", edges.iter().map(|&(a, b, c)| (name(a), name(b), c)))
}

fuzz_target!(|raw: Vec<(u8, u8, u8)>| {
    let edges: Vec<(u8, u8, Colour)> = raw
        .iter()
        .take(12)
        .map(|&(a, b, c)| {
            let colour = [Colour::Green, Colour::Blue, Colour::Red][usize::from(c % 3)];
            (a % 8, b % 8, colour)
        })
        .collect();
    let recoloured = |f: &dyn Fn(Colour) -> Colour| -> Picture {
        picture(
            &edges
                .iter()
                .map(|&(a, b, c)| (a, b, f(c)))
                .collect::<Vec<_>>(),
        )
    };

    let all_green = recoloured(&|_| Colour::Green);
    let fast = green::solve(&all_green);
    assert_eq!(fast, naive::brute_force(&all_green));
    assert_eq!(fast.winning_moves, naive::winning_moves(&all_green));

    let blue_red = recoloured(&|c| if c == Colour::Green { Colour::Blue } else { c });
    if let Some(slow) = naive::blue_red(&blue_red) {
        assert_eq!(bluered::solve(&blue_red).ok(), Some(slow));
    }

    // Minimax tries every order of the cuts: 6! at most.
    if edges.len() <= 6 {
        let any = picture(&edges);
        let fast = canonical::solve(&any).expect("6 edges are within the limits");
        assert_eq!(
            (fast.outcome, fast.winning_moves),
            naive::red_blue_green(&any)
        );
    }
});
