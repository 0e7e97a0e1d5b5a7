//! The games that `solve`, `compare` and `thermograph` take as arguments: each a picture
//! file (`-`: standard input) or, when no such file exists and the argument is written
//! in the notation's characters, a game typed in CGSuite's notation (`'{2|1}'`, `^*`,
//! `±1`); each valued by the library and placed in one engine, so that they can be added
//! and compared.

use std::path::Path;

use games_cli::CliError;
use hackenbush::Value;
use hackenbush::canonical::{CanonicalForm, Engine, Form, NOTATION_LIMIT, SumError, Thermal};

/// One argument, valued.
pub(crate) struct Game {
    /// The argument as typed.
    pub(crate) argument: String,
    /// Its value in canonical form.
    pub(crate) form: Form,
    /// The picture, when the argument is a picture file.
    pub(crate) picture: Option<hackenbush::Picture>,
}

/// Whether `argument` is read as a typed game: no file of that name exists, and it holds
/// a brace, a bar, a star, an arrow or a `±`, or is written only in digits, `-` and `/`
/// (a number), or is written as downs (`v`, `vv`, `v3*`).
pub(crate) fn is_notation(argument: &str) -> bool {
    if argument.is_empty() || argument == "-" || Path::new(argument).exists() {
        return false;
    }
    argument.contains(['{', '}', '|', '*', '^', '±'])
        || argument
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == '/')
        || is_down(argument)
}

/// Whether `argument` is written as downs: `v`, `vv`, `v3`, each maybe with a star.
fn is_down(argument: &str) -> bool {
    let rest = argument.strip_prefix('v').unwrap_or("x");
    let rest = rest.strip_suffix('*').unwrap_or(rest);
    rest.is_empty() || rest == "v" || rest.bytes().all(|b| b.is_ascii_digit())
}

/// The longest typed argument a message quotes whole; a longer one is named by its
/// length (the error's line and column say where in it the fault is).
const QUOTED: usize = 80;

/// The game a typed argument names.
pub(crate) fn typed(argument: &str) -> Result<CanonicalForm, CliError> {
    argument.parse::<CanonicalForm>().map_err(|e| {
        let named = if argument.chars().count() <= QUOTED {
            format!("`{argument}`")
        } else {
            format!("the typed game of {} characters", argument.chars().count())
        };
        CliError::because(named, e)
    })
}

/// Reads and values each argument into `engine`.
pub(crate) fn read(
    arguments: &[String],
    ground: &str,
    engine: &mut Engine,
) -> Result<Vec<Game>, CliError> {
    if arguments.iter().filter(|a| *a == "-").count() > 1 {
        return Err(CliError::bad(
            "standard input holds one picture: name `-` for one game only",
        ));
    }
    let mut games = Vec::with_capacity(arguments.len());
    for argument in arguments {
        let (form, picture) = if is_notation(argument) {
            (typed(argument)?, None)
        } else {
            let picture = super::picture(Path::new(argument), ground)?;
            let answer = hackenbush::solve(&picture).map_err(|e| CliError::parse(argument, e))?;
            (as_form(argument, &answer.value)?, Some(picture))
        };
        games.push(Game {
            argument: argument.clone(),
            form: form.form(engine),
            picture,
        });
    }
    Ok(games)
}

/// A picture's value as a canonical form (a nimber or a number through its notation).
fn as_form(argument: &str, value: &Value) -> Result<CanonicalForm, CliError> {
    value.to_canonical().ok_or_else(|| {
        CliError::bad(format!(
            "{argument}: its value {value} is too big to be added or compared as a game \
             (numbers and nimbers up to 256)"
        ))
    })
}

/// What thermography says of `form`, refused when its reduced form's notation is too
/// long to print.
pub(crate) fn thermal(engine: &mut Engine, form: Form) -> Result<Thermal, CliError> {
    let thermal = engine.thermal(form);
    if thermal.reduced.len() as u64 > NOTATION_LIMIT {
        return Err(CliError::bad(format!(
            "the reduced canonical form takes {} bytes; at most {NOTATION_LIMIT} are printed",
            thermal.reduced.len()
        )));
    }
    Ok(thermal)
}

/// The value's notation, refused past [`NOTATION_LIMIT`].
pub(crate) fn notation(engine: &Engine, form: Form) -> Result<String, CliError> {
    let canonical = engine.canonical(form);
    canonical
        .notation_within(NOTATION_LIMIT)
        .map_err(|e| CliError::bad(e.to_string()))?;
    Ok(canonical.to_string())
}

/// The lines of a report that thermography adds.
pub(crate) fn thermal_lines(thermal: &Thermal) -> String {
    format!(
        "stops {} {} (left, right)\nmean {}\ntemperature {}\nkind {}\nreduced canonical form {}\n",
        thermal.left_stop,
        thermal.right_stop,
        thermal.mean,
        thermal.temperature,
        thermal.kind,
        thermal.reduced
    )
}

/// The sum of the games, within the library's budget for sums; a refused sum of switches
/// keeps what is known of it in the error.
pub(crate) fn sum(engine: &mut Engine, games: &[Game]) -> Result<Form, SumError> {
    let forms: Vec<Form> = games.iter().map(|g| g.form).collect();
    engine.sum(&forms)
}
