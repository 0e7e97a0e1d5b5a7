//! `hackenbush solve`: for a green picture, the value, the winner and every winning move,
//! as always; for a Blue-Red picture, the colour class, the exact value (and its sign
//! expansion when asked), the outcome class and each player's winning moves; for a
//! Red-Blue-Green picture the same with the canonical form as the value, and the value's
//! stops, mean, temperature, kind and reduced canonical form. Several games (pictures or
//! games typed in CGSuite's notation), or one typed game: each part's value, then the
//! sum's value, outcome and thermography. The library's `solve` picks the solver; this
//! file words its answer.

use std::io::Write;

use games_cli::{CliError, Outcome, listed, print_json};
use hackenbush::canonical::{Engine, NOTATION_LIMIT, SumError, Thermal};
use hackenbush::green::{Solution, Winner};
use hackenbush::{Answer, ColourClass, Outcome as Class, Picture, Value};

use super::games;

/// The arguments of `solve`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The games: each a picture file (one edge per line, two vertex names; `-` reads
    /// standard input) or, when no such file exists, a game typed in CGSuite's notation
    /// (`'{2|1}'`, `^*`, `±1`). Several are added: their disjunctive sum is solved.
    #[arg(required = true, value_name = "GAME")]
    games: Vec<String>,
    /// The name of the ground vertex.
    #[arg(long, default_value = "G")]
    ground: String,
    /// Print one JSON document instead.
    #[arg(long)]
    json: bool,
    /// Also print a blue-red value's sign expansion (`+` blue, `-` red, from the
    /// ground up).
    #[arg(long)]
    sign_expansion: bool,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (json, sign_expansion) = (args.json, args.sign_expansion);
    let [file] = args.games.as_slice() else {
        return sum(args);
    };
    if games::is_notation(file) {
        return sum(args);
    }
    let picture = super::picture(std::path::Path::new(file), &args.ground)?;
    let progress = working(&picture);
    let answer = hackenbush::solve(&picture).map_err(|e| CliError::parse(file, e))?;
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

/// A typed game, or the sum of several games: each part's value, then the sum's value,
/// outcome and thermography.
fn sum(args: &Args) -> Result<Outcome, CliError> {
    if args.sign_expansion {
        return Err(CliError::bad(
            "--sign-expansion: sign expansions are printed for one blue-red picture",
        ));
    }
    let mut engine = Engine::new();
    let parts = games::read(&args.games, &args.ground, &mut engine)?;
    let mut shown = Vec::with_capacity(parts.len());
    for part in &parts {
        shown.push(Part {
            game: part.argument.clone(),
            value: games::notation(&engine, part.form)?,
        });
    }
    let total = match games::sum(&mut engine, &parts) {
        Ok(total) => total,
        Err(error) => return refused(args.json, shown, error),
    };
    let value = games::notation(&engine, total)?;
    let outcome = engine.outcome(total);
    let thermal = games::thermal(&mut engine, total)?;
    if args.json {
        print_json(&SumDocument {
            parts: shown,
            value,
            outcome,
            thermal,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for (i, part) in shown.iter().enumerate() {
        writeln!(out, "part {} {}: value {}", i + 1, part.game, part.value)?;
    }
    writeln!(out, "value {value}")?;
    writeln!(out, "outcome {}", worded(outcome))?;
    write!(out, "{}", games::thermal_lines(&thermal))?;
    Ok(Outcome::Yes)
}

/// A sum whose canonical form was refused: what is known of it (for a sum of numbers and
/// switches, its mean, stops and, when they say, its outcome) on standard output, then
/// the refusal, exit status 2.
fn refused(json: bool, parts: Vec<Part>, error: SumError) -> Result<Outcome, CliError> {
    let known = match &error {
        SumError::TooManySwitches { known, .. } => Some(&**known),
        SumError::TooMuchWork { known, .. } => known.as_deref(),
        _ => None,
    };
    let Some(known) = known else {
        return Err(CliError::rejected(error));
    };
    if json {
        print_json(&RefusedDocument {
            parts,
            value: None,
            refused: error.to_string(),
            outcome: known.outcome,
            left_stop: known.left_stop.to_string(),
            right_stop: known.right_stop.to_string(),
            mean: known.mean.to_string(),
        })?;
    } else {
        let mut out = std::io::stdout().lock();
        for (i, part) in parts.iter().enumerate() {
            writeln!(out, "part {} {}: value {}", i + 1, part.game, part.value)?;
        }
        writeln!(out, "value not computed")?;
        match known.outcome {
            Some(outcome) => writeln!(out, "outcome {}", worded(outcome))?,
            None => writeln!(out, "outcome not computed (a stop is 0)")?,
        }
        writeln!(
            out,
            "stops {} {} (left, right)",
            known.left_stop, known.right_stop
        )?;
        writeln!(out, "mean {}", known.mean)?;
    }
    Err(CliError::rejected(error))
}

/// The `--json` document of a sum whose canonical form was refused: its parts, `value`
/// null, the refusal, and what is known.
#[derive(serde::Serialize)]
struct RefusedDocument {
    parts: Vec<Part>,
    value: Option<String>,
    refused: String,
    outcome: Option<Class>,
    left_stop: String,
    right_stop: String,
    mean: String,
}

/// A part of a sum, in its `--json` document.
#[derive(serde::Serialize)]
struct Part {
    game: String,
    value: String,
}

/// The `--json` document of a typed game or a sum: its parts, then the sum's value,
/// outcome and thermography.
#[derive(serde::Serialize)]
struct SumDocument {
    parts: Vec<Part>,
    value: String,
    outcome: Class,
    #[serde(flatten)]
    thermal: Thermal,
}

/// An outcome class in words.
fn worded(outcome: Class) -> &'static str {
    match outcome {
        Class::Left => "left (Left, Blue, wins whoever moves first)",
        Class::Right => "right (Right, Red, wins whoever moves first)",
        Class::First => "first (the player to move wins)",
        _ => "second (the player to move loses)",
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
/// the sign expansion when asked, and the value's thermography.
#[derive(serde::Serialize)]
struct PartizanDocument<'a> {
    #[serde(flatten)]
    answer: &'a Answer,
    #[serde(skip_serializing_if = "Option::is_none")]
    sign_expansion: Option<String>,
    #[serde(flatten)]
    thermal: &'a Thermal,
}

fn partizan(answer: &Answer, json: bool, signs: Option<String>) -> Result<Outcome, CliError> {
    let thermal = match &answer.value {
        Value::Canonical(form) => {
            form.notation_within(NOTATION_LIMIT)
                .map_err(|e| CliError::bad(e.to_string()))?;
            let mut engine = Engine::new();
            let form = form.form(&mut engine);
            games::thermal(&mut engine, form)?
        }
        Value::Number(x) => Thermal::of_number(x),
        other => {
            return Err(CliError::bad(format!(
                "no thermography for the value {other}"
            )));
        }
    };
    if json {
        print_json(&PartizanDocument {
            answer,
            sign_expansion: signs,
            thermal: &thermal,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "colour class {}", answer.colour_class())?;
    writeln!(out, "value {}", answer.value)?;
    if let Some(signs) = signs {
        writeln!(out, "sign expansion {signs}")?;
    }
    writeln!(out, "outcome {}", worded(answer.outcome))?;
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
    write!(out, "{}", games::thermal_lines(&thermal))?;
    Ok(Outcome::Yes)
}
