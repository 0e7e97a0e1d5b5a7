//! `hackenbush solve`: for a green picture, the value, the winner and every winning move,
//! as always; for a Blue-Red picture, the colour class, the exact value (and its sign
//! expansion when asked), the outcome class and each player's winning moves; for a
//! Red-Blue-Green picture the same with the canonical form as the value. The library's
//! `solve` picks the solver; this file words its answer.

use std::io::Write;

use games_cli::{CliError, Outcome, print_json};
use hackenbush::green::Winner;
use hackenbush::{Answer, ColourClass, EdgeNumber, Nimber, Outcome as Class, Picture, Value};

use crate::Input;

pub(crate) fn run(input: &Input, json: bool, sign_expansion: bool) -> Result<Outcome, CliError> {
    let picture = input.picture()?;
    let progress = working(&picture);
    let answer = hackenbush::solve(&picture).map_err(|e| CliError::parse(&input.file, e))?;
    drop(progress);
    match &answer.value {
        Value::Nimber(_) if sign_expansion => Err(CliError::bad(
            "--sign-expansion: a green picture is worth a nimber, which has no sign expansion",
        )),
        Value::Nimber(value) => green(&answer, *value, json),
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

/// The `--json` document of a green picture: its value as the number of its heap, the
/// winner and the winning moves (the same for both players), as `green::Solution`
/// serializes.
#[derive(serde::Serialize)]
struct GreenDocument<'a> {
    #[serde(with = "heap")]
    value: Nimber,
    winner: Winner,
    winning_moves: &'a [EdgeNumber],
    edges: usize,
    vertices: usize,
}

/// A nimber as the size of its heap.
mod heap {
    pub(super) fn serialize<S: serde::Serializer>(
        value: &hackenbush::Nimber,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(value.0)
    }
}

fn green(answer: &Answer, value: Nimber, json: bool) -> Result<Outcome, CliError> {
    let winner = Winner::of(value);
    let moves = &answer.winning_moves.left;
    if json {
        print_json(&GreenDocument {
            value,
            winner,
            winning_moves: moves,
            edges: answer.edges,
            vertices: answer.vertices,
        })?;
        return Ok(Outcome::Yes);
    }
    let winner = match winner {
        Winner::First => "first",
        Winner::Second => "second",
    };
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {}", value.0)?;
    writeln!(out, "winner {winner}")?;
    writeln!(out, "winning moves:{}", list(moves))?;
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
        "winning moves for left:{}",
        list(&answer.winning_moves.left)
    )?;
    writeln!(
        out,
        "winning moves for right:{}",
        list(&answer.winning_moves.right)
    )?;
    Ok(Outcome::Yes)
}

/// ` 2 5 7`: edge numbers, each after a space.
fn list(moves: &[EdgeNumber]) -> String {
    moves.iter().map(|m| format!(" {m}")).collect()
}
