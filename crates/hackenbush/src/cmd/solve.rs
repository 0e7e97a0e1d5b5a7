//! `hackenbush solve`: for a green picture, the value, the winner and every winning move,
//! as always; for a Blue-Red picture, the colour class, the exact value (and its sign
//! expansion when asked), the outcome class and each player's winning moves; for a
//! Red-Blue-Green picture the same with the canonical form as the value.

use std::io::Write;

use games_cli::{CliError, Outcome, print_json};
use hackenbush::{
    BlueRedSolution, ColourClass, EdgeNumber, Outcome as Class, Picture, Winner, WinningMoves,
    solve, solve_blue_red, solve_canonical,
};

use crate::Input;

pub(crate) fn run(input: &Input, json: bool, sign_expansion: bool) -> Result<Outcome, CliError> {
    let picture = input.picture()?;
    match picture.colour_class() {
        ColourClass::Green if sign_expansion => Err(CliError::bad(
            "--sign-expansion: a green picture is worth a nimber, which has no sign expansion",
        )),
        ColourClass::Green => green(&picture, json),
        ColourClass::BlueRed => blue_red(input, &picture, json, sign_expansion),
        _ if sign_expansion => Err(CliError::bad(
            "--sign-expansion: a red-blue-green picture is worth a game that need not be a \
             number; sign expansions are printed for blue-red pictures",
        )),
        _ => red_blue_green(input, &picture, json),
    }
}

fn green(picture: &Picture, json: bool) -> Result<Outcome, CliError> {
    let progress = super::working(picture, "solving");
    let solution = solve(picture);
    drop(progress);
    if json {
        print_json(&solution)?;
        return Ok(Outcome::Yes);
    }
    let winner = match solution.winner {
        Winner::First => "first",
        Winner::Second => "second",
    };
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {}", solution.value.0)?;
    writeln!(out, "winner {winner}")?;
    writeln!(out, "winning moves:{}", list(&solution.winning_moves))?;
    Ok(Outcome::Yes)
}

/// The `--json` document of a Blue-Red picture: the library's, and the sign expansion
/// when asked.
#[derive(serde::Serialize)]
struct BlueRedDocument<'a> {
    #[serde(flatten)]
    solution: &'a BlueRedSolution,
    #[serde(skip_serializing_if = "Option::is_none")]
    sign_expansion: Option<String>,
}

fn blue_red(
    input: &Input,
    picture: &Picture,
    json: bool,
    sign_expansion: bool,
) -> Result<Outcome, CliError> {
    // Big pictures take time in the tree rule, small ones with cycles in the search.
    let progress = super::working(picture, "solving")
        .or_else(|| super::working_above(picture, 16, "searching"));
    let solution = solve_blue_red(picture).map_err(|e| CliError::parse(&input.file, e))?;
    drop(progress);
    let signs = sign_expansion.then(|| solution.value.sign_expansion());
    if json {
        print_json(&BlueRedDocument {
            solution: &solution,
            sign_expansion: signs,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "colour class {}", solution.colour_class)?;
    writeln!(out, "value {}", solution.value)?;
    if let Some(signs) = signs {
        writeln!(out, "sign expansion {signs}")?;
    }
    outcome_and_moves(&mut out, solution.outcome, &solution.winning_moves)
}

fn red_blue_green(input: &Input, picture: &Picture, json: bool) -> Result<Outcome, CliError> {
    let progress = super::working_above(picture, 16, "searching the canonical form of");
    let solution = solve_canonical(picture).map_err(|e| CliError::parse(&input.file, e))?;
    drop(progress);
    if json {
        print_json(&solution)?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "colour class {}", solution.colour_class)?;
    writeln!(out, "value {}", solution.value)?;
    outcome_and_moves(&mut out, solution.outcome, &solution.winning_moves)
}

/// The outcome line in words, and a line of winning moves for each player.
fn outcome_and_moves(
    out: &mut impl Write,
    outcome: Class,
    moves: &WinningMoves,
) -> Result<Outcome, CliError> {
    let outcome = match outcome {
        Class::Left => "left (Left, Blue, wins whoever moves first)",
        Class::Right => "right (Right, Red, wins whoever moves first)",
        Class::First => "first (the player to move wins)",
        _ => "second (the player to move loses)",
    };
    writeln!(out, "outcome {outcome}")?;
    writeln!(out, "winning moves for left:{}", list(&moves.left))?;
    writeln!(out, "winning moves for right:{}", list(&moves.right))?;
    Ok(Outcome::Yes)
}

/// ` 2 5 7`: edge numbers, each after a space.
fn list(moves: &[EdgeNumber]) -> String {
    moves.iter().map(|m| format!(" {m}")).collect()
}
