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
use hackenbush::sums::{PartMove, solve_sum};
use hackenbush::{Answer, ColourClass, Outcome as Class, Picture, Value};

use super::games;

/// The arguments of `solve`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The games: each a picture file (one edge per line, two vertex names; `-` reads
    /// standard input) or, when no such file exists, a game typed in CGSuite's notation
    /// (`'{2|1}'`, `^*`, `±1`). Several are added: their disjunctive sum is solved.
    /// A game may start with `-` (`-3/8`): once the first game is read, everything after
    /// it comes here, options too, and [`settled`] takes the options back out.
    #[arg(required = true, value_name = "GAME", allow_hyphen_values = true)]
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

/// The arguments with the options that followed the first game (which clap passed on as
/// games, since a game may start with `-`) taken back out of the games; after `--` every
/// argument is a game.
fn settled(args: &Args) -> Result<Args, CliError> {
    let mut settled = Args {
        games: Vec::with_capacity(args.games.len()),
        ground: args.ground.clone(),
        json: args.json,
        sign_expansion: args.sign_expansion,
    };
    let mut rest = args.games.iter();
    let mut escaped = false;
    while let Some(argument) = rest.next() {
        match argument.as_str() {
            _ if escaped => settled.games.push(argument.clone()),
            "--" => escaped = true,
            "--json" => settled.json = true,
            "--sign-expansion" => settled.sign_expansion = true,
            "--ground" => {
                settled.ground = rest
                    .next()
                    .ok_or_else(|| CliError::bad("--ground: a name is needed after it"))?
                    .clone();
            }
            _ if argument.starts_with("--ground=") => {
                settled.ground = argument["--ground=".len()..].to_owned();
            }
            _ if argument.starts_with("--") => {
                return Err(CliError::bad(format!(
                    "`{argument}` is not an option of solve (--json, --ground, \
                     --sign-expansion)"
                )));
            }
            _ => settled.games.push(argument.clone()),
        }
    }
    if settled.games.is_empty() {
        return Err(CliError::bad("no game: name a picture file or type a game"));
    }
    Ok(settled)
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let args = &settled(args)?;
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
    let moves = sum_moves(&parts)?;
    if args.json {
        print_json(&SumDocument {
            parts: shown,
            value,
            outcome,
            thermal,
            winning_moves: moves.map(|(_, moves)| moves),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for (i, part) in shown.iter().enumerate() {
        writeln!(out, "part {} {}: value {}", i + 1, part.game, part.value)?;
    }
    writeln!(out, "value {value}")?;
    writeln!(out, "outcome {}", worded(outcome))?;
    match &moves {
        Some((ColourClass::Green, moves)) => {
            writeln!(out, "winning moves: {}", part_moves(&moves.left))?;
        }
        Some((_, moves)) => {
            writeln!(out, "winning moves for left: {}", part_moves(&moves.left))?;
            writeln!(out, "winning moves for right: {}", part_moves(&moves.right))?;
        }
        None => {}
    }
    write!(out, "{}", games::thermal_lines(&thermal))?;
    Ok(Outcome::Yes)
}

/// Each player's winning moves in a sum of several pictures, by part and edge.
#[derive(serde::Serialize)]
struct SumMoves {
    left: Vec<PartMove>,
    right: Vec<PartMove>,
}

/// The winning moves of a sum of several pictures (the library's, for the pictures
/// drawn together) with the sum's colour class; `None` for one game, or when a part is
/// a typed game, whose moves are not edges.
fn sum_moves(parts: &[games::Game]) -> Result<Option<(ColourClass, SumMoves)>, CliError> {
    let pictures: Option<Vec<&Picture>> = parts.iter().map(|p| p.picture.as_ref()).collect();
    let Some(pictures) = pictures.filter(|p| p.len() > 1) else {
        return Ok(None);
    };
    let answer = solve_sum(&pictures).map_err(CliError::rejected)?;
    let class = answer.together.colour_class();
    Ok(Some((
        class,
        SumMoves {
            left: answer.left,
            right: answer.right,
        },
    )))
}

/// `part 1 edge 3, part 2 edge 5`, or `none`.
fn part_moves(moves: &[PartMove]) -> String {
    if moves.is_empty() {
        return "none".to_owned();
    }
    moves
        .iter()
        .map(|m| format!("part {} edge {}", m.part, m.edge))
        .collect::<Vec<_>>()
        .join(", ")
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
    /// For a sum of several pictures, each player's winning moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    winning_moves: Option<SumMoves>,
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

/// The `--json` document of a green picture: the green solver's `Solution` (its value the
/// heap's size, a number) and the value as the notation writes it (`"*5"`).
#[derive(serde::Serialize)]
struct GreenDocument<'a> {
    #[serde(flatten)]
    solution: &'a Solution,
    written: String,
}

/// A green picture's answer, its value in the notation (`*` for a heap of 1).
fn green(solution: &Solution, json: bool) -> Result<Outcome, CliError> {
    let written = Value::from(solution.value).to_string();
    if json {
        print_json(&GreenDocument { solution, written })?;
        return Ok(Outcome::Yes);
    }
    let winner = match solution.winner {
        Winner::First => "first",
        Winner::Second => "second",
    };
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {written}")?;
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
