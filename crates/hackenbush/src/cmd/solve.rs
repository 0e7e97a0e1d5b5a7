//! `hackenbush solve`: for a green picture, the value, the winner and every winning move,
//! as always; for a Blue-Red picture, the colour class, the exact value (and its sign
//! expansion when asked), the outcome class and each player's winning moves; for a
//! Red-Blue-Green picture the same with the canonical form as the value. The library's
//! `solve` picks the solver; this file words its answer.

use std::io::Write;

use games_cli::{CliError, Outcome, listed, print_json};
use hackenbush::canonical::NOTATION_LIMIT;
use hackenbush::green::{Solution, Winner};
use hackenbush::{Answer, ColourClass, Outcome as Class, Picture, Value};

use super::Input;

/// The arguments of `solve`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    input: Input,
    /// Print one JSON document instead.
    #[arg(long)]
    json: bool,
    /// Also print a blue-red value's sign expansion (`+` blue, `-` red, from the
    /// ground up).
    #[arg(long)]
    sign_expansion: bool,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (input, json, sign_expansion) = (&args.input, args.json, args.sign_expansion);
    let picture = input.picture()?;
    let progress = working(&picture);
    let answer = hackenbush::solve(&picture).map_err(|e| CliError::parse(&input.file, e))?;
    drop(progress);
    // A green picture's answer is the green solver's solution.
    let answer = match Solution::try_from(answer) {
        Ok(_) if sign_expansion => {
            return Err(CliError::bad(
                "--sign-expansion: a green picture is worth a nimber, which has no sign \
                 expansion",
            ));
        }
        Ok(solution) => return green(&solution, json),
        Err(answer) => answer,
    };
    match &answer.value {
        Value::Number(x) => partizan(&answer, json, sign_expansion.then(|| x.sign_expansion())),
        _ if sign_expansion => Err(CliError::bad(
            "--sign-expansion: a red-blue-green picture is worth a game that need not be a \
             number; sign expansions are printed for blue-red pictures",
        )),
        _ => partizan(&answer, json, None),
    }
}

/// A progress line while a big picture is solved: the linear solvers take a second from
/// about 200,000 edges on, the exact searches (a blue-red part with a cycle, a
/// red-blue-green picture) from about 18 edges.
fn working(picture: &Picture) -> Option<games_cli::Progress> {
    super::working(picture, "solving").or_else(|| {
        (picture.colour_class() != ColourClass::Green)
            .then(|| super::working_above(picture, 16, "searching"))
            .flatten()
    })
}

/// A green picture's answer: its `--json` document is the green solver's `Solution`.
fn green(solution: &Solution, json: bool) -> Result<Outcome, CliError> {
    if json {
        print_json(solution)?;
        return Ok(Outcome::Yes);
    }
    let winner = match solution.winner {
        Winner::First => "first",
        Winner::Second => "second",
    };
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {}", solution.value.0)?;
    writeln!(out, "winner {winner}")?;
    writeln!(
        out,
        "winning moves: {}",
        listed(&solution.winning_moves, " ")
    )?;
    Ok(Outcome::Yes)
}

/// The `--json` document of a blue-red or red-blue-green picture: the library's answer,
/// and the sign expansion when asked.
#[derive(serde::Serialize)]
struct PartizanDocument<'a> {
    #[serde(flatten)]
    answer: &'a Answer,
    #[serde(skip_serializing_if = "Option::is_none")]
    sign_expansion: Option<String>,
}

fn partizan(answer: &Answer, json: bool, signs: Option<String>) -> Result<Outcome, CliError> {
    if let Value::Canonical(form) = &answer.value {
        form.notation_within(NOTATION_LIMIT)
            .map_err(|e| CliError::bad(e.to_string()))?;
    }
    if json {
        print_json(&PartizanDocument {
            answer,
            sign_expansion: signs,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "colour class {}", answer.colour_class())?;
    writeln!(out, "value {}", answer.value)?;
    if let Some(signs) = signs {
        writeln!(out, "sign expansion {signs}")?;
    }
    let outcome = match answer.outcome {
        Class::Left => "left (Left, Blue, wins whoever moves first)",
        Class::Right => "right (Right, Red, wins whoever moves first)",
        Class::First => "first (the player to move wins)",
        _ => "second (the player to move loses)",
    };
    writeln!(out, "outcome {outcome}")?;
    writeln!(
        out,
        "winning moves for left: {}",
        listed(&answer.winning_moves.left, " ")
    )?;
    writeln!(
        out,
        "winning moves for right: {}",
        listed(&answer.winning_moves.right, " ")
    )?;
    Ok(Outcome::Yes)
}
