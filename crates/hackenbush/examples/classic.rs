//! Solves classic Green Hackenbush pictures through the library alone: for each, the
//! value, who wins, and every winning move with the edge it cuts.
//!
//! ```text
//! cargo run -p hackenbush --example classic --no-default-features
//! ```

use hackenbush::{Outcome, parse_picture, solve};

/// Pictures in the text format the `hackenbush` command reads (`G` is the ground).
const PICTURES: [(&str, &str); 3] = [
    (
        "the house: two walls, a ceiling and a pointed roof",
        "G a\nG b\na b\na r\nr b\n",
    ),
    (
        "a tree: a branch at a (a-b, and a-c-d) beside a stalk G-e",
        "G a\na b\na c\nc d\nG e\n",
    ),
    (
        "a figure eight on a stalk: a triangle and a doubled edge at a",
        "G a\na b\nb c\nc a\na d\nd a\n",
    ),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for (name, text) in PICTURES {
        let picture = parse_picture(text, "G")?;
        let answer = solve(&picture)?;
        println!("{name}");
        println!("  value {}", answer.value);
        let winner = match answer.outcome {
            Outcome::Second => "the other player",
            _ => "the player to move",
        };
        println!("  winner: {winner}");
        // A green picture: both players have the same winning moves.
        let winning_moves = &answer.winning_moves.left;
        for &edge in winning_moves {
            let (a, b) = picture
                .ends(edge)
                .expect("winning moves are edges of the picture");
            println!("  winning move: cut edge {edge} ({a}-{b})");
        }
        if winning_moves.is_empty() {
            println!("  no winning move");
        }
    }
    Ok(())
}
