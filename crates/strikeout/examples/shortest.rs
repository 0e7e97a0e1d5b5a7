//! The proved-shortest solution of the standard game, found and printed through the library
//! alone (no command-line feature needed):
//!
//! ```text
//! cargo run -p strikeout --example shortest --no-default-features
//! ```
//!
//! It searches every field reachable from the start in order of length, so the first win
//! it finds is a shortest one; then it shows the solution phase by phase, as a notebook
//! would: the moves of each phase, the field at its end (struck cells as `.`), and the
//! digits appended when it got stuck.

use strikeout::{Field, solve};

fn main() {
    let start = Field::standard();
    let bound = 200;
    let report = solve(&start, bound);
    let Some(solution) = report.solution() else {
        println!("no solution of at most {bound} cells");
        return;
    };
    println!("start, {} to a row:", start.width());
    for row in start.rows() {
        println!("  {row}");
    }
    for (number, phase) in solution.replay().phases.iter().enumerate() {
        let moves: Vec<String> = phase
            .moves
            .iter()
            .map(|(a, b)| format!("{a}-{b}"))
            .collect();
        println!("\nphase {}: strike {}", number + 1, moves.join(" "));
        for row in phase.field.rows() {
            println!("  {row}");
        }
        if let Some(block) = &phase.appended {
            let digits: String = block.iter().map(|d| d.to_string()).collect();
            println!("  stuck: append {digits}");
        }
    }
    let work = report.work();
    println!(
        "\nshortest: {} cells, {} moves; proved by searching {} phase starts and {} positions",
        solution.length(),
        solution.moves().len(),
        work.phases,
        work.positions
    );
}
