//! `hackenbush play`: a game against the program at the terminal. The library's [`Game`]
//! keeps the position, checks the moves, takes them back, chooses the program's and the
//! hints; this file reads the person's lines, words each turn and, with `-o FILE`, keeps a
//! drawing of the position up to date. A line that is not text is asked again; a line
//! longer than any move ends the game with exit status 2 (it may never end), as does a
//! failed write (the reader is gone).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use games_cli::{CliError, Outcome, Place, Typed, escape, listed, print_json, read_typed_line};
use games_common::output::Format;
use games_common::session::Session as _;
use hackenbush::dot::to_svg_board;
use hackenbush::green::analyze;
use hackenbush::picture::{NAMED, named};
use hackenbush::play::{MoveError, Opponent, PlayError, Session, TakenBack, Told};
use hackenbush::{Colour, EdgeNumber, Game, Picture, Player, Side};

/// The longest move line read; a longer one ends the game.
const LINE_LIMIT: usize = 1024;

/// The arguments of `play`: the picture, a file or one that ships with the crate, and how
/// the game is played.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("source").required(true)))]
pub(crate) struct Args {
    /// The picture: one edge per line, two vertex names (not `-`: the moves come from
    /// standard input).
    #[arg(value_name = "FILE", group = "source")]
    file: Option<PathBuf>,
    /// Play a picture that ships with hackenbush instead of a file: `house`, `tree`,
    /// `flower`, `cycle` or `coloured-house` (which takes `--side`); `list` lists them.
    #[arg(long, value_name = "NAME", group = "source")]
    picture: Option<String>,
    /// The name of the ground vertex of FILE.
    #[arg(long, default_value = "G", conflicts_with = "picture")]
    ground: String,
    /// Let the program make the first move.
    #[arg(long)]
    program_first: bool,
    /// Your side in a picture with blue or red edges: `left` (blue) or `right` (red).
    #[arg(long, value_enum)]
    side: Option<SideArg>,
    /// Print the game as one JSON document at the end (the dialogue goes to stderr).
    #[arg(long)]
    json: bool,
    /// Draw the position into FILE at the start and again after every move, to keep open
    /// beside the game (no winning move is marked): `.svg` an SVG, `.png` a PNG image; a
    /// name without an extension gets the SVG.
    // The old spelling, `--svg`, still works (hidden) until the next release.
    #[arg(short = 'o', long = "output", value_name = "FILE", alias = "svg")]
    output: Option<PathBuf>,
}

/// A side as the command line names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum SideArg {
    // Left, who cuts blue edges.
    #[value(alias = "blue")]
    Left,
    // Right, who cuts red edges.
    #[value(alias = "red")]
    Right,
}

impl From<SideArg> for Side {
    fn from(side: SideArg) -> Side {
        match side {
            SideArg::Left => Side::Left,
            SideArg::Right => Side::Right,
        }
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (picture, name, file) = match (&args.file, &args.picture) {
        (Some(file), _) => {
            if games_cli::is_stdout(file) {
                return Err(CliError::bad(
                    "play reads the moves from standard input, so the picture must come from \
                     a file, not `-`",
                ));
            }
            let name = file.display().to_string();
            (super::picture(file, &args.ground)?, name, Some(file))
        }
        (None, Some(name)) if name == "list" => {
            let mut out = std::io::stdout().lock();
            for (name, _) in NAMED {
                writeln!(out, "{name}")?;
            }
            return Ok(Outcome::Yes);
        }
        (None, Some(name)) => match named(name) {
            Some(picture) => (picture, format!("--picture {name}"), None),
            None => {
                return Err(CliError::bad(format!(
                    "--picture: no picture is called `{}`; the pictures: {}",
                    escape(name),
                    NAMED.map(|(n, _)| n).join(", ")
                )));
            }
        },
        // clap requires one of the two.
        (None, None) => return Err(CliError::bad("no picture to play")),
    };
    let first = if args.program_first {
        Player::Program
    } else {
        Player::Person
    };
    let mut game = Session::new(picture, first, args.side.map(Side::from), Opponent::Program)
        .map_err(|e| match e {
            PlayError::SideInGreen => CliError::bad(
                "--side: a green picture is impartial, both players cut any edge; leave --side out",
            ),
            PlayError::NoSide { class } => CliError::bad(format!(
                "{name}: a {class} picture: choose your side with --side left (blue) or --side \
             right (red)"
            )),
            e => CliError::parse(&name, e),
        })?;
    let board = match &args.output {
        Some(path) if games_cli::is_stdout(path) => {
            return Err(CliError::bad(
                "-o: the drawing needs a file; standard output carries the game",
            ));
        }
        Some(path) => {
            let inputs: Vec<Place<'_>> =
                file.iter().map(|f| Place::new("the picture", f)).collect();
            games_cli::check_apart(&inputs, &[Place::new("-o", path)])?;
            let format = super::picture_format(path)?;
            Some(Board::new(path, format, game.game().picture())?)
        }
        None => None,
    };
    let mut out = Dialogue {
        out: if args.json {
            Box::new(std::io::stderr().lock())
        } else {
            Box::new(std::io::stdout().lock())
        },
    };
    let mut moves = Moves {
        input: std::io::stdin().lock(),
        echo: !std::io::stdin().is_terminal(),
        line: 0,
    };
    out.say(introduction(game.game().side()))?;
    loop {
        let Some(player) = game.to_move() else {
            out.say(format!("{}\n", game.turn()))?;
            break;
        };
        out.say(format!("Standing: {}\n", standing(game.game())))?;
        let turn = match player {
            Player::Person => match ask(&mut out, &mut moves, &mut game)? {
                Asked::Turn(turn) => turn,
                Asked::Undone(taken) => {
                    out.say(format!("{taken}\n"))?;
                    draw(board.as_ref(), game.game())?;
                    continue;
                }
                Asked::Quit => {
                    out.say("Game left unfinished.\n")?;
                    break;
                }
            },
            _ => game
                .reply()
                .map_err(|e| CliError::because("no move to make", e))?
                .ok_or_else(|| CliError::bad("no move to make"))?,
        };
        out.say(format!("{turn}\n"))?;
        draw(board.as_ref(), game.game())?;
    }
    drop(out);
    if args.json {
        print_json(game.game().record())?;
    }
    Ok(Outcome::Yes)
}

/// The first line: the game, who cuts what, how to move and where the other words are.
fn introduction(side: Option<Side>) -> String {
    let rules = "Delete an edge by typing its number; edges cut off from the ground fall with \
                 it. Whoever cannot move loses. `help` lists the other words: hint, undo, \
                 moves, quit.";
    match side {
        None => format!("Green Hackenbush. {rules}\n"),
        Some(side) => {
            let (you, me) = match side {
                Side::Left => ("Left: you cut blue", "Right: I cut red"),
                Side::Right => ("Right: you cut red", "Left: I cut blue"),
            };
            format!(
                "Coloured Hackenbush. You are {you} and green edges; I am {me} and green \
                 ones. {rules}\n"
            )
        }
    }
}

/// Redraws the position on the board, if there is one.
fn draw(board: Option<&Board<'_>>, game: &Game) -> Result<(), CliError> {
    board.map_or(Ok(()), |board| board.draw(game.picture()))
}

/// The drawing kept up to date with `-o FILE`, SVG or PNG as its extension asks.
struct Board<'a> {
    path: &'a Path,
    format: Format,
}

impl<'a> Board<'a> {
    /// A board at `path`, with the starting `picture` drawn on it: a picture too big to
    /// draw, or a file that cannot be written, is refused (exit 2) before the game starts.
    fn new(path: &'a Path, format: Format, picture: &Picture) -> Result<Board<'a>, CliError> {
        let board = Board { path, format };
        board.draw(picture)?;
        Ok(board)
    }

    /// Draws the position, replacing the last drawing whole, so that a viewer never reads
    /// half of one (positions only shrink, so it is within the size the start was drawn
    /// at).
    fn draw(&self, picture: &Picture) -> Result<(), CliError> {
        let drawing = to_svg_board(&analyze(picture)).map_err(|e| CliError::because("-o", e))?;
        super::save_picture(self.path, drawing, self.format)
    }
}

/// Where the dialogue goes: every write is flushed, and a failed one stops the game as an
/// error (exit 2), never as the quiet end of a broken pipe on ordinary output.
struct Dialogue<'a> {
    out: Box<dyn Write + 'a>,
}

impl Dialogue<'_> {
    fn say(&mut self, text: impl AsRef<str>) -> Result<(), CliError> {
        self.out
            .write_all(text.as_ref().as_bytes())
            .and_then(|()| self.out.flush())
            .map_err(|e| CliError::because("cannot write the game", e))
    }
}

/// The person's lines on standard input, echoed when they do not come from a terminal so
/// that a transcript reads like a session.
struct Moves<R> {
    input: R,
    echo: bool,
    /// Lines read so far.
    line: usize,
}

/// What the person's turn came to.
enum Asked {
    /// A move, made.
    Turn(Told),
    /// Moves taken back (`undo`); the person is to move again.
    Undone(TakenBack),
    /// `quit`, or the end of input.
    Quit,
}

/// Asks until the person names a standing edge and plays it, takes moves back or quits;
/// answers `help`, `hint` and `moves` on the way. Words are read in any case.
fn ask(
    out: &mut Dialogue<'_>,
    moves: &mut Moves<impl std::io::BufRead>,
    game: &mut Session,
) -> Result<Asked, CliError> {
    loop {
        out.say("Your move: ")?;
        let typed = read_typed_line(&mut moves.input, LINE_LIMIT).map_err(|e| {
            CliError::because(
                format!(
                    "standard input, line {}: cannot read a move",
                    moves.line + 1
                ),
                e,
            )
        })?;
        moves.line += 1;
        let answer = match typed {
            Typed::End => {
                out.say("\n")?;
                return Ok(Asked::Quit);
            }
            Typed::Line(line) => line,
            Typed::NotText => {
                if moves.echo {
                    out.say("\n")?;
                }
                out.say(format!(
                    "That line is not text; type one of: {}.\n",
                    list(&game.legal_moves())
                ))?;
                continue;
            }
            Typed::TooLong => return Err(CliError::line_too_long(LINE_LIMIT)),
        };
        let answer = answer.trim();
        if moves.echo {
            out.say(format!("{}\n", escape(answer)))?;
        }
        match answer.to_ascii_lowercase().as_str() {
            "q" | "quit" => return Ok(Asked::Quit),
            "help" => {
                out.say(help(game.game()))?;
                continue;
            }
            "hint" => {
                out.say(hint(game))?;
                continue;
            }
            "moves" => {
                out.say(format!("You may delete: {}.\n", list(&game.legal_moves())))?;
                continue;
            }
            "undo" => match game.take_back() {
                Ok(taken) => return Ok(Asked::Undone(taken)),
                Err(_) => {
                    out.say("You have made no move to take back.\n")?;
                    continue;
                }
            },
            _ => {}
        }
        let Ok(edge) = answer.parse::<EdgeNumber>() else {
            out.say(format!(
                "`{}` is not an edge number; type one of: {}.\n",
                escape(answer),
                list(&game.legal_moves())
            ))?;
            continue;
        };
        match game.play(edge) {
            Ok(turn) => return Ok(Asked::Turn(turn)),
            Err(MoveError::NotStanding { edge }) => out.say(format!(
                "Edge {edge} is not standing; type one of: {}.\n",
                list(&game.legal_moves())
            ))?,
            Err(MoveError::NotYourColour { edge, colour }) => out.say(format!(
                "Edge {edge} is {colour}, one of mine; type one of: {}.\n",
                list(&game.legal_moves())
            ))?,
            Err(e) => return Err(CliError::because("cannot play the move", e)),
        }
    }
}

/// The answer to `help`: how to move, and the words, as every game of the workspace lists
/// them.
fn help(game: &Game) -> String {
    format!(
        "Type the number of an edge to delete it (you may delete {}), or:\n\
         \x20 help   this list\n\
         \x20 hint   the move I would make in your place, and why\n\
         \x20 undo   take back your last move and my reply\n\
         \x20 moves  the edges you may delete\n\
         \x20 quit   leave the game unfinished (so does the end of input)\n",
        list(&game.legal_moves())
    )
}

/// The answer to `hint`: the library's choice for the person, and why.
fn hint(game: &Session) -> String {
    let Some(advice) = game.hint() else {
        return "There is no move to make.\n".to_owned();
    };
    format!("Hint: {advice}\n")
}

/// `1 G-a, 2 a-b, ...`: the standing edges with their ends; in a coloured game grouped by
/// who may cut them: `yours (blue) 1 G-a; mine (red) 2 a-b; either's (green) 3 b-G`.
fn standing(game: &Game) -> String {
    let edges = game.standing();
    let listed = |colour: Option<Colour>| {
        edges
            .iter()
            .filter(|e| colour.is_none_or(|c| e.colour == c))
            .map(|e| format!("{} {}-{}", e.number, escape(e.ends.0), escape(e.ends.1)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(side) = game.side() else {
        return listed(None);
    };
    let (mine, theirs) = match side {
        Side::Left => (Colour::Blue, Colour::Red),
        Side::Right => (Colour::Red, Colour::Blue),
    };
    [
        ("yours", mine),
        ("mine", theirs),
        ("either's", Colour::Green),
    ]
    .into_iter()
    .map(|(whose, colour)| (whose, colour, listed(Some(colour))))
    .filter(|(_, _, edges)| !edges.is_empty())
    .map(|(whose, colour, edges)| format!("{whose} ({colour}) {edges}"))
    .collect::<Vec<_>>()
    .join("; ")
}

/// `1, 2, 5`: edge numbers, or `none`.
fn list(moves: &[EdgeNumber]) -> String {
    listed(moves, ", ")
}
