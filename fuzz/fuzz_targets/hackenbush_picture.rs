//! Every text hackenbush reads as a picture, with or without colours, and any ground name:
//! a picture or a typed error; an accepted picture, written back one edge a line, reads as
//! the same edges; its DOT text holds no control character but its line ends and no
//! bidirectional control, whatever the names; `solve`, which picks the solver of its colour
//! class, answers small ones without a panic.
#![no_main]

use games_common::text::is_hidden;
use hackenbush::{ColourClass, EdgeNumber, Picture, dot, green, parse_picture, solve};
use libfuzzer_sys::fuzz_target;

/// The picture's edges, in order: the ends' names and the colour.
fn edges(picture: &Picture) -> Vec<(String, String, String)> {
    (1..=picture.edge_count())
        .map(|n| {
            let number = EdgeNumber::new(n);
            let (a, b) = picture.ends(number).expect("edges are numbered from 1");
            let colour = picture.colour_of(number).expect("every edge has a colour");
            (a.to_owned(), b.to_owned(), colour.to_string())
        })
        .collect()
}

fuzz_target!(|text: &str| {
    let grounds = ["G", text.split_whitespace().next().unwrap_or("")];
    for ground in grounds {
        let Ok(picture) = parse_picture(text, ground) else {
            continue;
        };
        // After a comment line, so that a name starting with a byte-order mark (possible on
        // any line but the first) keeps it.
        let written: String = edges(&picture)
            .iter()
            .fold("# written back\n".to_owned(), |text, (a, b, colour)| {
                text + &format!("{a} {b} {colour}\n")
            });
        let again = parse_picture(&written, ground).expect("a written picture reads back");
        assert_eq!(edges(&again), edges(&picture));
        assert_eq!(again.vertex_count(), picture.vertex_count());
        let drawn = dot::to_dot(&green::analyze(&picture));
        assert!(
            !drawn.chars().any(|c| is_hidden(c) && c != '\n'),
            "{drawn:?}"
        );
        // Red-blue-green pictures are searched in exponential time: the smaller ones.
        let limit = match picture.colour_class() {
            ColourClass::RedBlueGreen => 10,
            _ => 16,
        };
        if picture.edge_count() <= limit {
            let answer = solve(&picture);
            if let Ok(answer) = answer {
                assert_eq!(answer.colour_class(), picture.colour_class());
            }
        }
    }
});
